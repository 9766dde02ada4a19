/**
 * Executing effect steps (spells, triggered abilities, substitutes). Each step turns into events that
 * go through the replacement pipeline, so replacements apply in the middle of a resolving spell
 * (seed principle 2, Ganveet Blaster). "If you do" looks at whether the step's events happened or were
 * replaced (seed principle 3, Dark Soul Creation). What each kind of step does is its entry in the
 * registry (steps.ts); its words are in step-text.ts.
 */
import type { Ctx, Scope } from "./context";
import type { EffectStep } from "./defs";
import { bindDeclared } from "./choose3";
import { EngineError } from "./errors";
import { describeStep } from "./step-text";
import { note, runStepKind } from "./steps";
import { traceChoice } from "./triggers";

/**
 * A copy of a scope with every field, in one order: scopes are written in many places with different fields, and the
 * steps read them constantly; one object shape keeps those reads fast.
 */
function fixedScope(sc: Scope, memory: Record<string, string[]>): Scope {
  return {
    controller: sc.controller,
    source: sc.source,
    cause: sc.cause,
    byReplacement: sc.byReplacement,
    eventCard: sc.eventCard,
    eventOther: sc.eventOther,
    eventTopOnly: sc.eventTopOnly,
    replaced: sc.replaced,
    drawn: sc.drawn,
    memory,
    parent: sc.parent,
    label: sc.label,
  };
}

export function execSteps(ctx: Ctx, steps: EffectStep[], scope: Scope): boolean {
  // one memory per resolving effect: what its steps remember is counted by its later steps ("in this way")
  if (scope.memory === undefined) scope = fixedScope(scope, {});
  ctx.depth++;
  if (ctx.depth > ctx.limits.maxDepth) {
    throw new EngineError("E_DEPTH_LIMIT", `step ${ctx.step} (${ctx.stepLabel}): effects nested more than ${ctx.limits.maxDepth} deep`, ctx.step);
  }
  let did = false;
  try {
    for (const step of steps) did = execStep(ctx, step, scope);
  } finally {
    ctx.depth--;
  }
  return did;
}

function askYesNo(ctx: Ctx, scope: Scope, text: string): boolean {
  const a = ctx.choices.ask("yes-no", scope.controller, text, [], 0, 0);
  traceChoice(ctx, a, scope.parent);
  return "yes" in a.answer && a.answer.yes;
}

function execStep(ctx: Ctx, step: EffectStep, scope: Scope): boolean {
  const did = execStepOnce(ctx, step, scope);
  // body4: "If you don't, ...": only when the step did nothing (declined, or nothing happened)
  if (step.ifYouDont && step.ifYouDont.length > 0 && ctx.s.lost === null) {
    if (!did) {
      note(ctx, scope, `"If you don't": it was not done, so the rest happens.`, [], `「そうしなかった場合」: 実行しなかったので残りを行う`);
      execSteps(ctx, step.ifYouDont, { ...scope, byReplacement: scope.byReplacement });
    } else {
      note(ctx, scope, `"If you don't": it was done, so the rest does not happen.`);
    }
  }
  return did;
}

function execStepOnce(ctx: Ctx, step: EffectStep, scope: Scope): boolean {
  // choose3: filters that refer to a value declared earlier in the effect ("that race") are bound to it
  step = bindDeclared(ctx, step, scope);
  // "you may choose ...": choosing nothing is the "no" (no yes-no is asked first)
  const isChooseTarget = ("target" in step && step.target !== undefined && "choose" in step.target) || (step.do === "battle" && ("choose" in step.a || "choose" in step.b));
  if (step.optional && !isChooseTarget) {
    if (!askYesNo(ctx, scope, `${scope.label} — you may ${describeStep(step)}: do it?`)) {
      note(ctx, scope, `Player ${scope.controller} chose not to (${step.do}).`);
      return false;
    }
  }
  const did = runStepKind(ctx, step, scope);
  // state-based processes are checked at once, even in the middle of a resolution (111.2d)
  ctx.stateBased?.(ctx, scope.parent);
  if (step.ifYouDo && step.ifYouDo.length > 0) {
    if (did) {
      note(ctx, scope, `"If you do": the action was done (or replaced, which still counts — seed principle 3), so the rest happens.`, [], `「そうした場合」: 置換されても実行したことになる`);
      execSteps(ctx, step.ifYouDo, { ...scope, byReplacement: scope.byReplacement });
    } else {
      note(ctx, scope, `"If you do": nothing was done, so the rest does not happen.`);
    }
  }
  return did;
}
