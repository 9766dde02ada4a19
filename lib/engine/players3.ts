/**
 * players3: "… play Gachinko Judge until you lose or stop yourself. Then for each time you win Gachinko Judge, X"
 * (701.21): the judges are played one after another — the first always, as the ability says to play —, and after each
 * win the controller chooses whether to play again; a loss ends it (a player with an empty deck reveals nothing: no
 * win, 701.21b). Then X runs once for each win, one after another, as printed ("for each time you win, X").
 * One judge is steps.ts's (handed in, so this file needs nothing from steps.ts).
 */
import type { Ctx, Scope } from "./context";
import type { EffectStep } from "./defs";
import { traceChoice } from "./triggers";

type GachinkoStep = Extract<EffectStep, { do: "gachinko-judge" }>;

function say(ctx: Ctx, scope: Scope, en: string, ja: string): void {
  ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["701.21"], narration: { en, ja } });
}

export function gachinkoUntilLose(ctx: Ctx, step: GachinkoStep, scope: Scope, judge: (ctx: Ctx, scope: Scope) => boolean): boolean {
  let wins = 0;
  for (;;) {
    if (!judge(ctx, scope)) break;
    wins++;
    const a = ctx.choices.ask("yes-no", scope.controller, `${scope.label}: you won Gachinko Judge (${wins} win(s) so far): play Gachinko Judge again?`, [], 0, 0);
    traceChoice(ctx, a, scope.parent);
    if (!("yes" in a.answer && a.answer.yes)) {
      say(ctx, scope, `Player ${scope.controller} stops playing Gachinko Judge.`, `プレイヤー${scope.controller}はガチンコ・ジャッジをやめる`);
      break;
    }
  }
  say(ctx, scope, `Player ${scope.controller} won Gachinko Judge ${wins} time(s): what each win does happens ${wins} time(s).`, `ガチンコ・ジャッジに${wins}回勝った`);
  let did = false;
  for (let k = 0; k < wins; k++) did = ctx.exec(ctx, step.then, scope) || did;
  return did;
}
