/** The working context of one step: state being edited, definitions, trace, choices, limits. */
import type { ChoiceSource } from "./choices";
import type { CardDef, CardDefs, EffectStep } from "./defs";
import { EngineError } from "./errors";
import { ENGINE_LIMITS } from "./limits";
import { withSoulCross } from "./soul-cross";
import type { RulesProfile } from "./rules-profile";
import type { Trace } from "./trace";
import type { Cause, EventResult, GameEvent, GameState, PlayerId, ZoneName } from "./types";

export interface Limits {
  maxSteps: number;
  /** events proposed in one step */
  maxEvents: number;
  /** events proposed in the whole run */
  maxRunEvents: number;
  maxDepth: number;
}

export const DEFAULT_LIMITS: Limits = { ...ENGINE_LIMITS };

export interface PendingTrigger {
  key: string;
  source: string;
  ability: string;
  controller: PlayerId;
  optional: boolean;
  effect: EffectStep[];
  text: string;
  eventSeq: number;
  eventCard: string | null;
  eventOther: string | null;
  /** A delayed ability's: what the effect that created it remembered. */
  memory?: Record<string, string[]>;
}

/** Everything a step of effect execution needs to know about where it comes from. */
export interface Scope {
  controller: PlayerId;
  source: string | null;
  cause: Cause;
  /** Set while executing a replacement's substitute: the events produced are not replaceable (no chaining). */
  byReplacement: string | null;
  eventCard: string | null;
  eventOther: string | null;
  /** The replaced or triggering event moved only the top card of a stack: "it" means that card alone. */
  eventTopOnly?: boolean;
  /** The event a substitute replaces (set while a replacement's substitute runs). */
  replaced?: GameEvent;
  /** Cards drawn by the draw step this scope follows (609.6b); null when not after a draw. */
  drawn: string[] | null;
  /** What the effect's steps remembered (`remember:`), by name, for later counts; one object per resolving effect. */
  memory?: Record<string, string[]>;
  parent: number;
  label: string;
}

// Code handlers (handlers.ts) run with a context, and a context carries the registry: the two types
// refer to each other, so they are declared together here.
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

export type ExecFn = (ctx: Ctx, steps: EffectStep[], scope: Scope) => boolean;

/** Where a substitute would run, for its feasibility check (609.4). */
export interface FeasibilityScope {
  controller: PlayerId;
  source: string;
  eventCard: string | null;
  eventOther: string | null;
  /** The event the substitute would replace. */
  event: GameEvent | null;
}

export type CanPerformFn = (ctx: Ctx, steps: EffectStep[], sc: FeasibilityScope) => { ok: boolean; why: string };

export interface Ctx {
  s: GameState;
  defs: CardDefs;
  step: number;
  stepLabel: string;
  trace: Trace;
  choices: ChoiceSource;
  limits: Limits;
  events: number;
  /** events proposed by the run's earlier steps */
  eventsBefore: number;
  depth: number;
  pending: PendingTrigger[];
  handlers: HandlerRegistry;
  exec: ExecFn;
  /** Whether a substitute can be carried out (609.4): the step registry, injected (steps.ts uses the pipeline). */
  canPerform: CanPerformFn;
  /** The rules version's differences (rebuilding, clause numbers), as data. */
  rules: RulesProfile;
  /** When set, every event that happens carries the board after it (faces relative to this map). */
  eventBoards?: Record<string, string>;
  /**
   * Cards being used (409.1: a creature being summoned, an aura being used): still in their zone, but not counted in
   * it (409.1c).
   */
  using: string[];
  /** The zone each spell being cast (in the resolving zone) was cast from, for "after you cast a spell from your hand". */
  castFrom?: Record<string, ZoneName>;
  /** State-based processes (703.4c: power 0 or less), injected (they propose events): true when one acted. */
  stateBased?: (ctx: Ctx, parent: number) => boolean;
  /**
   * Look-back for the event being performed (603.5c): the Cross Gears crossed with, and the auras attached to, a creature
   * that just left the battle zone (those links end as it leaves), for "the crossed / attached creature" abilities.
   */
  unlinked?: { source: string; card: string }[];
  /** The creature attacking now (from its attack until the attack ends): "while attacking" applies to it. */
  attacking?: string | null;
  /** The blocking creature of the attack going on (507.2a: from its designation until the attack ends): "while blocking". */
  blocking?: string | null;
  /** The two creatures of the battle being resolved: "while battling" applies to them. */
  battling?: readonly [string, string] | null;
  /**
   * The keyword abilities each player used during the current attack (from its declaration until it ends): "if during
   * that attack you didn't use a "Ninja Strike" ability". Absent outside an attack.
   */
  attackUses?: { player: PlayerId; keyword: string }[];
  /** The card being used by its shield trigger now (from the declaration's use to its resolution, 112.3a): "Super:". */
  shieldTriggerCasting?: string | null;
  /** The cards the batch of events being performed moves together (112.3b: a card added with them is not yet in the hand). */
  batchCards?: string[];
}

export function defOf(ctx: Ctx, instanceId: string): CardDef {
  const inst = ctx.s.cards[instanceId];
  if (!inst) throw new EngineError("E_UNKNOWN_CARD", `step ${ctx.step} (${ctx.stepLabel}): no card instance "${instanceId}"`, ctx.step);
  const def = ctx.defs[inst.card];
  if (!def) throw new EngineError("E_UNKNOWN_CARD", `step ${ctx.step} (${ctx.stepLabel}): no definition for card "${inst.card}" (instance ${instanceId})`, ctx.step);
  // Super Soul Cross (818.1b): a creature gets the abilities of such cards under it (nothing to do for a card alone)
  return inst.under.length === 0 ? def : withSoulCross(ctx.s, ctx.defs, instanceId, def);
}

export function nameOf(ctx: Ctx, instanceId: string): string {
  const inst = ctx.s.cards[instanceId];
  const def = inst ? ctx.defs[inst.card] : undefined;
  // a psychic cell (806.1): the super creature's face, and the card's own psychic side
  const side = inst?.cellSide !== undefined ? ctx.defs[inst.cellSide] : undefined;
  if (def && side && (inst.cells?.length ?? 0) > 0) return `${def.name} [cells: ${[instanceId, ...inst.cells!].map((c) => ctx.defs[ctx.s.cards[c]?.cellSide ?? ""]?.name ?? c).join(", ")}] (${instanceId})`;
  if (def && side) return `${def.name} [cell: ${side.name}] (${instanceId})`;
  return def ? `${def.name} (${instanceId})` : instanceId;
}

export function nameJaOf(ctx: Ctx, instanceId: string): string {
  const inst = ctx.s.cards[instanceId];
  const def = inst ? ctx.defs[inst.card] : undefined;
  const side = inst?.cellSide !== undefined ? ctx.defs[inst.cellSide] : undefined;
  if (def && side) return `${def.nameJa ?? def.name}［セル: ${side.nameJa ?? side.name}］(${instanceId})`;
  return def ? `${def.nameJa ?? def.name}(${instanceId})` : instanceId;
}

export function countEvent(ctx: Ctx): void {
  ctx.events++;
  if (ctx.events > ctx.limits.maxEvents) {
    throw new EngineError("E_EVENT_LIMIT", `step ${ctx.step} (${ctx.stepLabel}): more than ${ctx.limits.maxEvents} events`, ctx.step);
  }
  if (ctx.eventsBefore + ctx.events > ctx.limits.maxRunEvents) {
    throw new EngineError("E_EVENT_LIMIT", `step ${ctx.step} (${ctx.stepLabel}): the run has more than ${ctx.limits.maxRunEvents} events (the limit per run)`, ctx.step);
  }
}

/**
 * Whether any card of this run's definitions has something (a hand trigger, a `cant-cast` static…): per-event checks
 * that nothing in the run could satisfy are skipped. Cached per definitions object (they don't change during a run).
 */
const defsHaveCache = new WeakMap<CardDefs, Map<string, boolean>>();
export function defsHave(ctx: { defs: CardDefs }, key: string, test: (d: CardDef) => boolean): boolean {
  let m = defsHaveCache.get(ctx.defs);
  if (m === undefined) defsHaveCache.set(ctx.defs, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = Object.values(ctx.defs).some(test)));
  return v;
}
