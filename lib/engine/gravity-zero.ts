/**
 * Gravity Zero (Ｇ・ゼロ, rules Ver. 1.48 112.3e): "Gravity Zero: If <condition>, you may summon this creature / cast
 * this spell for no cost." — 「Ｇ・ゼロは指定された条件下においてクリーチャーや呪文のコストを支払わずに召喚したり唱え
 * たりする能力です。」 The card is used as usual (a summon or a cast, so what triggers on it triggers, 112.3g), its mana
 * cost not paid. The condition is read as the use is declared: 601.1a/601.1b 「代替コストを支払えない場合も、宣言する
 * ことはできません。」 — when it does not hold, Gravity Zero can't be used (the action is refused).
 *
 * In a scenario, a `summon` / `cast` action with `gravityZero: true` is such a use. The engine does not model mana
 * payment at all (a plain summon is not checked against the mana zone either); what Gravity Zero adds is the check of
 * its condition and the record that the card was used for no cost by it.
 */
import type { Ctx } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import { EngineError } from "./errors";
import { conditionsHold, describeCondition } from "./query";
import { isIn } from "./state";
import type { PlayerId } from "./types";

/**
 * Checks that `player` may use `card` (in their hand) by its Gravity Zero as a `play` now, and records it in the trace
 * (112.3e). Throws E_ILLEGAL_ACTION when the card has no Gravity Zero for that use, or when no such ability's condition
 * holds (601.1b).
 */
export function declareGravityZero(ctx: Ctx, player: PlayerId, card: string, play: "summon" | "cast", parent: number): void {
  const refuse = (why: string): never => {
    throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): ${why}`, ctx.step);
  };
  if (!ctx.s.cards[card]) throw new EngineError("E_UNKNOWN_CARD", `step ${ctx.step} (${ctx.stepLabel}): no card instance "${card}"`, ctx.step);
  if (!isIn(ctx.s, card, "hand", player)) refuse(`${card} is not in player ${player}'s hand: Gravity Zero uses the card from the hand`);
  const all = (defOf(ctx, card).abilities.gravityZero ?? []).filter((g) => g.play === play);
  if (all.length === 0) refuse(`${nameOf(ctx, card)} has no Gravity Zero that lets it be ${play === "summon" ? "summoned" : "cast"} for no cost (112.3e)`);
  const usable = all.find((g) => conditionsHold(ctx, g.conditions, card, player));
  if (usable === undefined) {
    const conds = all[0].conditions.map(describeCondition).join(" and ");
    refuse(`${nameOf(ctx, card)}'s Gravity Zero can't be used: its condition (${conds}) does not hold, and a card whose alternative cost can't be paid can't be declared (112.3e, 601.1b)`);
  }
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: false,
    clauses: ["112.3e", "601.1b"],
    narration: {
      en: `Player ${player} uses ${nameOf(ctx, card)}'s ${usable!.label ?? "Gravity Zero"} ("${usable!.text}"): its condition holds, so it is ${play === "summon" ? "summoned" : "cast"} without paying its cost (112.3e).`,
      ja: `${nameJaOf(ctx, card)}の${usable!.label ?? "Ｇ・ゼロ"}を使い、コストを支払わずに${play === "summon" ? "召喚する" : "唱える"} (112.3e)`,
    },
  });
}
