/**
 * players3: "… play Gachinko Judge until you lose or stop yourself. Then for each time you win Gachinko Judge, X"
 * (701.21): the judges are played one after another — the first always, as the ability says to play —, and after each
 * win the controller chooses whether to play again; a loss ends it (a player with an empty deck reveals nothing: no
 * win, 701.21b). Then X runs once for each win, one after another, as printed ("for each time you win, X").
 * One judge is steps.ts's (handed in, so this file needs nothing from steps.ts).
 *
 * Limits on a player made by a resolving effect ("Your opponent can't cast spells until the start of your next turn",
 * "… can't summon creatures that cost 4 or less"): a floating effect with no card (`affected` empty) and a
 * `playerLimit`; the cast and summon checks (static-limits.ts) refuse what it forbids while it lasts ("can't" beats
 * "can", 101.2). It ends as a grant does ("this turn": at the end of the turn, 511.2; "until the start of your next
 * turn": when that turn starts).
 */
import type { Ctx, Scope } from "./context";
import { defOf } from "./context";
import type { EffectStep } from "./defs";
import { resolveWho } from "./defs";
import { EngineError } from "./errors";
import { inBattle, isSpellDef, matchesFilter, power } from "./query";
import { traceChoice } from "./triggers";
import type { PlayerId } from "./types";

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

type PlayerLimitStep = Extract<EffectStep, { do: "player-limit" }>;

export function runPlayerLimit(ctx: Ctx, step: PlayerLimitStep, scope: Scope): boolean {
  const player = resolveWho(step.who, scope.controller)!;
  const id = `fx${ctx.s.nextEffect++}`;
  ctx.s.effects = [
    ...ctx.s.effects,
    {
      id,
      source: scope.source ?? "rule",
      controller: scope.controller,
      affected: [],
      keywords: [],
      cantBeDestroyed: false,
      replacements: [],
      playerLimit: { player, ...(step.cantCast ? { cast: true } : {}), ...(step.cantSummon ? { summon: true } : {}), ...(step.filter ? { filter: step.filter } : {}) },
      until: step.until === "end-of-turn" ? { kind: "end-of-turn", turn: ctx.s.turn.number } : { kind: "start-of-turn", player: scope.controller, afterTurn: ctx.s.turn.number },
      text: step.text,
    },
  ];
  ctx.trace.add({
    seq: 0,
    parent: scope.parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["101.2"],
    narration: { en: `Effect ${id} created: "${step.text}" (player ${player}) until ${step.until === "end-of-turn" ? "the end of the turn" : "the start of your next turn"}.`, ja: `効果${id}: プレイヤー${player}への制限` },
  });
  return true;
}

/** The player-limit effect that forbids `player` to cast (or summon) `card` now, if any. */
export function playerLimitOn(ctx: Ctx, player: PlayerId, card: string, what: "cast" | "summon"): { text: string; source: string } | null {
  for (const fx of ctx.s.effects) {
    const l = fx.playerLimit;
    if (!l || l.player !== player || !(what === "cast" ? l.cast : l.summon)) continue;
    if (l.filter) {
      const def = defOf(ctx, card);
      const twinpact = what === "cast" ? !isSpellDef(def) : (def.faceTypes ?? []).some((t) => t.includes("Spell"));
      // a twinpact: the catalogue keeps one cost and civilization list for both sides (810.3a)
      if (twinpact) throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): whether ${def.name}'s ${what === "cast" ? "spell" : "creature"} side is limited by "${fx.text}" can't be told: the engine doesn't keep a twinpact side's own cost and civilizations (810.3a)`, ctx.step);
      if (!matchesFilter(ctx, card, l.filter)) continue;
    }
    return { text: fx.text, source: fx.source };
  }
  return null;
}

/**
 * "… that has less power than it" (it: this creature): the source's power now, the limit the chosen creatures stay
 * under. The source must be in the battle zone: once it has left, the power to compare is the one it had just before
 * (605.2e), which the engine does not keep, so the run stops with an error rather than guess.
 */
export function sourcePowerLimit(ctx: Ctx, source: string | null): number {
  if (source === null || !inBattle(ctx, source)) {
    throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): "less power than it": ${source === null ? "there is no source" : `${defOf(ctx, source).name} has left the battle zone`}; its power just before it left (605.2e) is not kept by the engine`, ctx.step);
  }
  return power(ctx, source);
}
