/**
 * The escape hatch: named code for ability text the data language cannot say.
 * An ability step `{ do: handler, name: "x" }` runs the handler registered as "x".
 * Handlers propose events through the same pipeline as everything else (so replacement rules still apply).
 */
import type { HandlerRegistry } from "./context";

/** Handlers shipped with the engine. Empty for now: every card in content/ is expressed as data. */
export const BUILTIN_HANDLERS: HandlerRegistry = {};
