/**
 * choose3: a player's declared choice of a race, a civilization or a number ("Choose a race. …", "choose a number of 6 or
 * less. …"), that later steps of the same effect refer to ("creatures of that race", "that cost the same as the chosen
 * number"). The `declare` step asks its controller a `declare` prompt and keeps the answer in the effect's memory under
 * its `remember` name; a card filter with `declared` (that name) is bound to the answer as each later step runs.
 */
import type { Ctx, Scope } from "./context";
import type { CardFilter, EffectStep } from "./defs";
import { EngineError } from "./errors";
import { countedCards } from "./query";
import { resolveWho } from "./defs";
import { traceChoice } from "./triggers";

import { DECLARABLE_CIVILIZATIONS, type DeclareSpec } from "./choose3-declare";

export { DECLARABLE_CIVILIZATIONS, DECLARABLE_RACES, declareAnswerProblem } from "./choose3-declare";

export type DeclareStep = Extract<EffectStep, { do: "declare" }>;

/** The `declare` step: its controller declares the value; it is remembered for the effect's later steps. */
export function runDeclare(ctx: Ctx, step: DeclareStep, scope: Scope): boolean {
  const spec: DeclareSpec = { what: step.what, ...(step.atLeast !== undefined ? { atLeast: step.atLeast } : {}), ...(step.atMost !== undefined ? { atMost: step.atMost } : {}) };
  const options = step.what === "civilization" ? DECLARABLE_CIVILIZATIONS.slice() : [];
  const bounds = step.what === "number" ? (step.atMost !== undefined ? ` from ${step.atLeast ?? 0} to ${step.atMost}` : step.atLeast !== undefined ? ` of ${step.atLeast} or more` : "") : "";
  const a = ctx.choices.ask("declare", scope.controller, `${scope.label} — choose a ${step.what}${bounds}`, options, 1, 1, false, spec);
  traceChoice(ctx, a, scope.parent);
  const value = "pick" in a.answer ? a.answer.pick[0] : "";
  if (scope.memory) scope.memory[step.remember] = [value];
  ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en: `Player ${scope.controller} chose the ${step.what} ${value}.`, ja: `プレイヤー${scope.controller}は${value}を選んだ` } });
  return true;
}

export type ChosenPlayerStep = Extract<EffectStep, { do: "chosen-player" }>;

/** "Choose a player. That player …": the controller chooses; the rest runs with that player as "you". */
export function runChosenPlayer(ctx: Ctx, step: ChosenPlayerStep, scope: Scope): boolean {
  const a = ctx.choices.ask("declare", scope.controller, `${scope.label} — choose a player`, ["A", "B"], 1, 1, false, { what: "player" });
  traceChoice(ctx, a, scope.parent);
  const p = "pick" in a.answer ? a.answer.pick[0] : scope.controller;
  const player = p === "A" || p === "B" ? p : scope.controller;
  ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en: `Player ${scope.controller} chose player ${player}; "that player" is ${player}.`, ja: `プレイヤー${scope.controller}はプレイヤー${player}を選んだ` } });
  return ctx.exec(ctx, step.then, { ...scope, controller: player });
}

const hasDeclaredCache = new WeakMap<object, boolean>();

function hasDeclared(o: unknown): boolean {
  if (o === null || typeof o !== "object") return false;
  const cached = hasDeclaredCache.get(o);
  if (cached !== undefined) return cached;
  const r = Array.isArray(o) ? o.some(hasDeclared) : "declared" in o || "costAtMostCount" in o || Object.values(o).some(hasDeclared);
  hasDeclaredCache.set(o, r);
  return r;
}

/**
 * first4: "costs the same as or less than (less than) the number of cards in your graveyard": the count as the step runs,
 * from the controller's side; a card being used is not counted (409.1c). A bound below 0 matches no card.
 */
function bindCount(ctx: Ctx, f: CardFilter & { costAtMostCount: NonNullable<CardFilter["costAtMostCount"]> }, scope: Scope): CardFilter {
  const { costAtMostCount: c, ...rest } = f;
  const n = countedCards(ctx, resolveWho(c.whose, scope.controller)!, c.zone).length - (c.less ? 1 : 0);
  return { ...rest, costAtMost: rest.costAtMost === undefined ? n : Math.min(rest.costAtMost, n) };
}

function bindFilter(ctx: Ctx, f: CardFilter & { declared: NonNullable<CardFilter["declared"]> }, memory: Record<string, string[]> | undefined): CardFilter {
  const { declared, ...rest } = f;
  const v = memory?.[declared.name]?.[0];
  if (v === undefined) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): a filter refers to the declared ${declared.as} "${declared.name}", which no earlier step of the effect declared`, ctx.step);
  switch (declared.as) {
    case "race":
      return { ...rest, raceIncludes: [v] };
    case "civilization":
      return { ...rest, civilization: v };
    case "cost":
      return { ...rest, costAtLeast: Number(v), costAtMost: Number(v) };
    case "power":
      return { ...rest, powerAtLeast: Number(v), powerAtMost: Number(v) };
    // choose4: the name of a card chosen earlier in the effect (lib/engine/choose4.ts)
    case "name":
      return { ...rest, nameIs: v };
  }
}

function bind(ctx: Ctx, o: unknown, scope: Scope): unknown {
  if (!hasDeclared(o)) return o;
  if (Array.isArray(o)) return o.map((x) => bind(ctx, x, scope));
  let obj = o as Record<string, unknown>;
  if ("costAtMostCount" in obj) obj = bindCount(ctx, obj as unknown as CardFilter & { costAtMostCount: NonNullable<CardFilter["costAtMostCount"]> }, scope) as Record<string, unknown>;
  if ("declared" in obj) return bindFilter(ctx, obj as unknown as CardFilter & { declared: NonNullable<CardFilter["declared"]> }, scope.memory);
  if (obj !== o) return obj;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = bind(ctx, v, scope);
  return out;
}

/**
 * The step with every filter that refers to a declared value (or a count of cards, first4) bound to it, as the step
 * runs (the step itself when none does).
 */
export function bindDeclared(ctx: Ctx, step: EffectStep, scope: Scope): EffectStep {
  return hasDeclared(step) ? (bind(ctx, step, scope) as EffectStep) : step;
}
