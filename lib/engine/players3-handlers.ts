/**
 * players3's handlers: what each player does in one effect ("each player chooses a card from their hand and discards
 * it", "each player discards their hand", "each player (may) draw(s) N cards").
 *  - each-player-discard { count: N | "all" }: each player, the turn player first (101.4), chooses N cards of their own
 *    hand (a player who has fewer chooses them all; "all": no choice), the choices made openly (400.2c); then every
 *    chosen card is discarded at once, one set of simultaneous events. A player with no card discards nothing.
 *  - each-player-draw { count: N, may?: true }: each player in turn, the turn player first (101.4), draws N cards, one
 *    at a time (114.2); with `may` each player first chooses whether to draw them ("each player may draw 3 cards": all
 *    3 or none).
 */
import type { Handler, HandlerRegistry } from "./context";
import { nameOf } from "./context";
import { propose } from "./pipeline";
import { didSomething, moveEvent, note } from "./steps";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";
import { other } from "./zones";

const eachPlayerDiscard: Handler = {
  run(ctx, scope, args) {
    const all = args.count === "all";
    const n = all ? 0 : Number(args.count ?? 1);
    const ids: string[] = [];
    for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
      const hand = zoneOf(ctx.s, p, "hand").slice();
      if (all || hand.length === 0) {
        ids.push(...hand);
        continue;
      }
      const k = Math.min(n, hand.length);
      const a = ctx.choices.ask("choose-cards", p, `${scope.label}: player ${p} chooses ${k} card(s) from their hand to discard`, hand, k, k);
      traceChoice(ctx, a, scope.parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      note(ctx, scope, `Player ${p} chooses ${picked.map((id) => nameOf(ctx, id)).join(", ")} (shown, 400.2c).`, ["400.2c"], `プレイヤー${p}は捨てるカードを選ぶ`);
      ids.push(...picked);
    }
    if (ids.length === 0) {
      note(ctx, scope, "No player has a card in their hand: nothing is discarded.", [], "手札がないので捨てない");
      return false;
    }
    return didSomething(propose(ctx, ids.map((id) => moveEvent(id, "hand", "graveyard", "discard", scope)), scope));
  },
};

const eachPlayerDraw: Handler = {
  run(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    let did = false;
    for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
      if (args.may === true) {
        const a = ctx.choices.ask("yes-no", p, `${scope.label}: player ${p} may draw ${n} card(s): draw?`, [], 0, 0);
        traceChoice(ctx, a, scope.parent);
        if (!("yes" in a.answer && a.answer.yes)) {
          note(ctx, scope, `Player ${p} chooses not to draw.`, [], `プレイヤー${p}は引かない`);
          continue;
        }
      }
      for (let i = 0; i < n; i++) {
        const [r] = propose(ctx, [{ type: "draw", player: p, cause: scope.cause, byReplacement: scope.byReplacement }], scope);
        if (r.status === "happened" || r.status === "replaced") did = true;
      }
    }
    return did;
  },
};

export const PLAYERS3_HANDLERS: HandlerRegistry = { "each-player-discard": eachPlayerDiscard, "each-player-draw": eachPlayerDraw };
