/**
 * deck3 (issue 14, third round): handlers for the looks and turns that change no zone.
 *
 * - `turn-mana-face-down` ("you may turn a card in your mana zone face down", Crystal Mana): the controller chooses
 *   `count` (default 1) face-up cards in their own mana zone and turns them face down. Not a move (the cards stay in the
 *   mana zone, tapped or untapped as they were): no event, nothing to replace or trigger. A face-down mana card is a
 *   colorless card that costs 0 with a mana number of 1 and no other characteristics (405.4); its owner may look at it
 *   (405.5). A card already face down is not offered: turning it face down would change nothing.
 * - `look-at` ("look at your opponent's hand", "… hand and shields", "… hand and at the top card of their deck"): the
 *   controller looks at a player's (`whose`: "opponent" by default) hand (`hand`), all shields (`shields`) and/or top
 *   card of the deck (`deckTop`). Information only: nothing moves and no choice is made; the trace records what was seen.
 */
import type { Handler, HandlerRegistry } from "./context";
import { nameJaOf, nameOf } from "./context";
import { resolveWho } from "./defs";
import { note } from "./steps";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";

const turnManaFaceDown: Handler = {
  canPerform(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    const have = zoneOf(ctx.s, scope.controller, "mana").filter((id) => !ctx.s.cards[id].faceDown).length;
    return have >= n ? { ok: true, why: "" } : { ok: false, why: `player ${scope.controller} has ${have} face-up card(s) in the mana zone, fewer than ${n}` };
  },
  run(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    const up = zoneOf(ctx.s, scope.controller, "mana").filter((id) => !ctx.s.cards[id].faceDown);
    if (up.length === 0) {
      note(ctx, scope, `Player ${scope.controller} has no face-up card in the mana zone: nothing is turned face down.`, ["405.4"], `マナゾーンに表向きのカードがないので何も裏向きにしない`);
      return false;
    }
    const k = Math.min(n, up.length);
    const a = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose ${k} face-up card(s) in your mana zone to turn face down`, up, k, k);
    traceChoice(ctx, a, scope.parent);
    const picked = "pick" in a.answer ? a.answer.pick : up.slice(0, k);
    for (const id of picked) ctx.s.cards[id].faceDown = true;
    note(
      ctx,
      scope,
      `Player ${scope.controller} turns ${picked.map((id) => nameOf(ctx, id)).join(", ")} face down in the mana zone (the cards stay there: not a move). A face-down mana card is colorless, costs 0 and has a mana number of 1 (405.4).`,
      ["405.4"],
      `マナゾーンのカード(${picked.map((id) => nameJaOf(ctx, id)).join("、")})を裏向きにする`,
    );
    return picked.length > 0;
  },
};

const lookAt: Handler = {
  run(ctx, scope, args) {
    const who = args.whose === "you" ? "you" : "opponent";
    const player = resolveWho(who, scope.controller)!;
    const seen = (ids: string[]) => (ids.length === 0 ? "none" : ids.map((id) => `${nameOf(ctx, id)} (${id})`).join(", "));
    const parts: string[] = [];
    let any = false;
    for (const [flag, zone, words] of [
      ["hand", "hand", "hand"],
      ["shields", "shields", "shields"],
      ["deckTop", "deck", "top card of the deck"],
    ] as const) {
      if (!args[flag]) continue;
      const ids = zone === "deck" ? zoneOf(ctx.s, player, "deck").slice(0, 1) : zoneOf(ctx.s, player, zone);
      if (ids.length > 0) any = true;
      parts.push(`${words}: ${seen(ids)}`);
    }
    note(ctx, scope, `Player ${scope.controller} looks at player ${player}'s ${parts.join("; ")} (nothing moves).`, [], `プレイヤー${player}のカードを見る`);
    return any;
  },
};

export const DECK3_HANDLERS: HandlerRegistry = { "turn-mana-face-down": turnManaFaceDown, "look-at": lookAt };
