/**
 * 806.2a: 「それが攻撃中であった場合、攻撃プレイヤーはそのどちらか片方を選び攻撃を続行します。」 An attacking Psychic Super Creature
 * of three or more cards that leaves the battle zone and becomes two or more creatures by Link Release (806.1b): they
 * are the same creature (806.2) and keep its effects; the attacking player chooses one of them, and that one continues
 * the attack. With one creature left (a super creature of two cards), it is the same creature and goes on attacking
 * (806.2; 805.5: 「攻撃中のサイキック・クリーチャーが裏返った場合、その攻撃は続行されます。」). Without Link Release the cells
 * left return to the hyperspatial zone (806.1a) and the attack is over.
 */
import type { Ctx } from "./context";
import { nameJaOf, nameOf } from "./context";
import { isSuperCreature } from "./cells-state";
import { attackContinuesText, attackGoesOnText } from "./step-text";
import { traceChoice } from "./triggers";
import type { PlayerId } from "./types";

/** The cards of the attacker when it is a super creature (the card standing for it first), captured as the attack goes on; else null. */
export function attackerGroup(ctx: Ctx, attacker: string): { cards: string[]; name: string } | null {
  if (!isSuperCreature(ctx.s, attacker)) return null;
  return { cards: [attacker, ...(ctx.s.cards[attacker].cells ?? [])], name: nameOf(ctx, attacker) };
}

/**
 * The creature attacking now, after what happened since `group` was captured: the attacker itself while it is still the
 * same super creature (or gone with nothing left), else the creature Link Release left (806.2) or the one the attacking
 * player chooses among those it left (806.2a).
 */
export function continuingAttacker(ctx: Ctx, attacker: string, group: { cards: string[]; name: string } | null, player: PlayerId, parent: number): string {
  if (group === null) return attacker;
  const s = ctx.s;
  const battle = s.players[player].zones.battle;
  if (battle.includes(attacker) && isSuperCreature(s, attacker) && (s.cards[attacker].cells ?? []).length === group.cards.length - 1) return attacker;
  // the cards of the super creature that stand alone in its player's battle zone now: flipped by Link Release
  const left = group.cards.filter((id) => battle.includes(id) && s.cards[id].cellSide === undefined && !isSuperCreature(s, id));
  if (left.length === 0) return attacker;
  let chosen = left[0];
  if (left.length > 1) {
    const a = ctx.choices.ask("choose-cards", player, `${group.name} was attacking and became ${left.length} creatures: choose the one that continues the attack (806.2a)`, left, 1, 1);
    traceChoice(ctx, a, parent);
    if ("pick" in a.answer && a.answer.pick[0] && left.includes(a.answer.pick[0])) chosen = a.answer.pick[0];
  }
  const words =
    left.length > 1
      ? attackContinuesText(
          group.name,
          nameOf(ctx, chosen),
          nameJaOf(ctx, chosen),
          left.filter((x) => x !== chosen).map((x) => nameOf(ctx, x)),
        )
      : attackGoesOnText(group.name, nameOf(ctx, chosen), nameJaOf(ctx, chosen));
  ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: left.length === 1, clauses: left.length > 1 ? ["806.2a", "806.2"] : ["806.2", "805.5"], narration: words });
  s.attackedThisTurn = [...(s.attackedThisTurn ?? []).filter((x) => x !== chosen), chosen];
  return chosen;
}
