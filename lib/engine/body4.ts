/**
 * body4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `win-game` / `lose-game`: "you win the game" / "you lose the game" said by a card's effect (104.2c). A two-player
 *   game: the ability's controller winning is the opponent losing (104.1: the game ends at once). Proposed as a `lose`
 *   event with the reason `effect`, like the `lose` action.
 * - `draw-until`: "draw cards until you have N cards in your hand": one card at a time (each draw its own event, 609.6a),
 *   while the hand holds fewer than N cards and the deck has a card (an empty deck draws nothing more).
 * - `turn-player-draw`: "At the start of each player's turn, that player may draw a card [. If they do, that player
 *   discards a card]": the turn's active player (that player) chooses whether to draw (a yes-no of theirs); if the draw
 *   happened and `discard` is set, they discard that many cards of their choice.
 * - `mana-count-to-mana`: "Count the number of cards in your mana zone. (You may) put that many cards from the top of
 *   your deck into your mana zone tapped": the count is taken as the step runs (the sentence before it, nothing between),
 *   then that many top cards of the deck (fewer if the deck has fewer) are put into the mana zone together, tapped.
 */
import type { Handler, HandlerRegistry } from "./context";
import { propose } from "./pipeline";
import { didSomething, moveEvent, note } from "./steps";
import { zoneOf } from "./state";
import { other } from "./zones";
import { traceChoice } from "./triggers";

function loseBy(win: boolean): Handler {
  return {
    run(ctx, scope) {
      const loser = win ? other(scope.controller) : scope.controller;
      note(ctx, scope, win ? `Player ${scope.controller} wins the game by a card's effect (104.2c): player ${loser} loses.` : `Player ${loser} loses the game by a card's effect (104.2c).`, ["104.2c"], win ? `カードの効果でゲームに勝利する` : `カードの効果でゲームに敗北する`);
      return didSomething(propose(ctx, [{ type: "lose", player: loser, reason: "effect", cause: scope.cause, byReplacement: scope.byReplacement }], scope));
    },
  };
}

const drawUntil: Handler = {
  run(ctx, scope, args) {
    const n = Number(args.count);
    const player = scope.controller;
    let did = false;
    for (let guard = 0; guard < 100 && ctx.s.lost === null; guard++) {
      const hand = zoneOf(ctx.s, player, "hand").length;
      if (hand >= n) break;
      if (zoneOf(ctx.s, player, "deck").length === 0) {
        note(ctx, scope, `Player ${player}'s deck is empty: no more cards are drawn (${hand} in hand).`, [], `山札がないのでこれ以上引かない`);
        break;
      }
      const [r] = propose(ctx, [{ type: "draw", player, cause: scope.cause, byReplacement: scope.byReplacement }], scope);
      if (r.status === "happened" || r.status === "replaced") did = true;
      else break;
    }
    return did;
  },
};

const manaCountToMana: Handler = {
  run(ctx, scope, args) {
    const player = scope.controller;
    const n = zoneOf(ctx.s, player, "mana").length;
    const ids = zoneOf(ctx.s, player, "deck").slice(0, n);
    note(ctx, scope, `Player ${player} has ${n} card(s) in the mana zone: the top ${ids.length} card(s) of the deck go to the mana zone${args.tapped ? " tapped" : ""}.`, [], `マナゾーンのカード${n}枚と同じ枚数を山札の上からマナゾーンに置く`);
    if (ids.length === 0) return false;
    return didSomething(propose(ctx, ids.map((id) => ({ ...moveEvent(id, "deck", "mana", "put-into-mana", scope), ...(args.tapped ? { tapped: true } : {}) })), scope));
  },
};

const turnPlayerDraw: Handler = {
  run(ctx, scope, args) {
    const player = ctx.s.turn.active;
    const a = ctx.choices.ask("yes-no", player, `${scope.label}: player ${player} may draw a card: draw?`, [], 0, 0);
    traceChoice(ctx, a, scope.parent);
    if (!("yes" in a.answer && a.answer.yes)) {
      note(ctx, scope, `Player ${player} chose not to draw.`, [], `引かない`);
      return false;
    }
    const [r] = propose(ctx, [{ type: "draw", player, cause: scope.cause, byReplacement: scope.byReplacement }], scope);
    const drew = r !== undefined && (r.status === "happened" || r.status === "replaced");
    const n = Number(args.discard ?? 0);
    if (drew && n > 0) {
      const hand = zoneOf(ctx.s, player, "hand");
      const k = Math.min(n, hand.length);
      if (k > 0) {
        const d = ctx.choices.ask("choose-cards", player, `${scope.label}: player ${player} discards ${k} card(s)`, hand.slice(), k, k);
        traceChoice(ctx, d, scope.parent);
        const ids = "pick" in d.answer ? d.answer.pick : [];
        propose(ctx, ids.map((id) => moveEvent(id, "hand", "graveyard", "discard", scope)), scope);
      }
    }
    return drew;
  },
};

export const BODY4_HANDLERS: HandlerRegistry = { "turn-player-draw": turnPlayerDraw,  "win-game": loseBy(true), "lose-game": loseBy(false), "draw-until": drawUntil, "mana-count-to-mana": manaCountToMana };
