/**
 * Abyss Rush (アビスラッシュ), as the card prints it: "Abyss Rush: You may summon this creature from your graveyard. If you do,
 * this creature can attack players this turn and is put on the bottom of your deck at the end of the turn." The
 * comprehensive rules (Ver. 1.48) have no clause of its own: it lets the card be summoned (701.3a) from the graveyard,
 * which is a zone the card can be used from only because its ability says so (110.4d: an ability that allows a card to
 * be used from a zone other than the hand works there), and then two effects of the summon:
 *  - "this creature can attack players this turn": summoning sickness does not stop its attacks on players this turn
 *    (a floating effect on the creature, `canAttackPlayers`, until the end of the turn; attacks on creatures are still
 *    stopped: the text says players);
 *  - "is put on the bottom of your deck at the end of the turn": a delayed triggered ability that triggers at the end of
 *    the turn (511.1) and puts it, if it is still in the battle zone, on the bottom of its owner's deck.
 *
 * A scenario uses it with the action `summon` from the graveyard with `abyssRush: true`; the card must have the keyword
 * `abyss-rush` (compiled from its line). Costs are not modelled by the engine (as for any summon).
 */
import type { Ctx, Scope } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import { EngineError } from "./errors";
import { inBattle } from "./query";
import { isIn } from "./state";
import type { Cause, PlayerId } from "./types";

export const ABYSS_RUSH = "abyss-rush";
const TEXT = "this creature can attack players this turn and is put on the bottom of your deck at the end of the turn";

/** Checks the use of Abyss Rush as the summon is declared: the card has it and is in its player's graveyard. */
export function declareAbyssRush(ctx: Ctx, player: PlayerId, card: string, from: string, parent: number): void {
  const refuse = (why: string): never => {
    throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): ${why}`, ctx.step);
  };
  if (from !== "graveyard") refuse(`Abyss Rush summons the creature from the graveyard: the summon must be from the graveyard`);
  if (!isIn(ctx.s, card, "graveyard", player)) refuse(`${card} is not in player ${player}'s graveyard`);
  if (!defOf(ctx, card).abilities.keywords.includes(ABYSS_RUSH)) refuse(`${nameOf(ctx, card)} has no Abyss Rush: it can't be summoned from the graveyard by it`);
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: false,
    clauses: ["110.4d", "701.3a"],
    narration: {
      en: `Player ${player} uses ${nameOf(ctx, card)}'s Abyss Rush: it is summoned from the graveyard (an ability that lets a card be used from a zone other than the hand works in that zone, 110.4d).`,
      ja: `${nameJaOf(ctx, card)}のアビスラッシュで、墓地から召喚する (110.4d)`,
    },
  });
}

/**
 * "If you do, …": once the creature is in the battle zone, it can attack players this turn, and at the end of the turn it
 * is put on the bottom of its owner's deck. Nothing happens if it did not get there (its entry was replaced).
 */
export function afterAbyssRush(ctx: Ctx, player: PlayerId, card: string, parent: number): void {
  if (!inBattle(ctx, card)) return;
  const id = `fx${ctx.s.nextEffect++}`;
  ctx.s.effects = [
    ...ctx.s.effects,
    { id, source: card, controller: player, affected: [card], keywords: [], cantBeDestroyed: false, canAttackPlayers: true, replacements: [], until: { kind: "end-of-turn", turn: ctx.s.turn.number }, text: "this creature can attack players this turn" },
  ];
  const cause: Cause = { kind: "ability", source: card, controller: player };
  const scope: Scope = { controller: player, source: card, cause, byReplacement: null, eventCard: null, eventOther: null, drawn: null, parent, label: `${defOf(ctx, card).name} (Abyss Rush)` };
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["511.1"],
    narration: {
      en: `Abyss Rush: ${nameOf(ctx, card)} was summoned, so ${TEXT} (effect ${id}: summoning sickness does not stop its attacks on players this turn).`,
      ja: `アビスラッシュ: ${nameJaOf(ctx, card)}はこのターン、プレイヤーを攻撃でき、ターンの終わりに山札の下に置かれる`,
    },
  });
  ctx.exec(ctx, [{ do: "at-end-of-turn", effect: [{ do: "put-on-deck", target: { self: true }, position: "bottom" }], text: "put this creature on the bottom of your deck", ifSourceIn: "battle" }], scope);
}

/** "This creature can attack players this turn" (Abyss Rush) holds for it now. */
export const canAttackPlayersThisTurn = (ctx: Ctx, id: string): boolean => ctx.s.effects.some((fx) => fx.canAttackPlayers === true && fx.affected.includes(id));
