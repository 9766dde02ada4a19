/**
 * The escape hatch: named code for ability text the data language cannot say.
 * An ability step `{ do: handler, name: "x" }` runs the handler registered as "x".
 * Handlers propose events through the same pipeline as everything else (so replacement rules still apply).
 */
import type { Ctx, Scope } from "./context";
import type { EventResult, GameEvent } from "./types";

export interface HandlerApi {
  /** Propose simultaneous events through the replacement pipeline. */
  propose(events: GameEvent[]): EventResult[];
}

export interface Handler {
  /** Used when the handler is a replacement's substitute (609.4: a substitute that cannot be done cannot replace). */
  canPerform?(ctx: Ctx, scope: Scope, args: Record<string, string | number | boolean>): { ok: boolean; why: string };
  run(ctx: Ctx, scope: Scope, args: Record<string, string | number | boolean>, api: HandlerApi): boolean;
}

export type HandlerRegistry = Readonly<Record<string, Handler>>;

/** Handlers shipped with the engine. Empty for now: every card in content/ is expressed as data. */
export const BUILTIN_HANDLERS: HandlerRegistry = {};
