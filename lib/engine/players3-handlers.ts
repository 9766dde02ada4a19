/**
 * players3's handlers: what each player does in one effect ("each player chooses a card from their hand and discards
 * it", "each player discards their hand", "each player (may) draw(s) N cards").
 *  - each-player-discard { count: N | "all", filter? }: each player, the turn player first (101.4), chooses N cards of their own
 *    hand (a player who has fewer chooses them all; "all": no choice), the choices made openly (400.2c); then every
 *    chosen card is discarded at once, one set of simultaneous events. A player with no card discards nothing.
 *  - each-player-draw { count: N, may?: true }: each player in turn, the turn player first (101.4), draws N cards, one
 *    at a time (114.2); with `may` each player first chooses whether to draw them ("each player may draw 3 cards": all
 *    3 or none); with `upTo` ("draws up to 5 cards") each player may stop before each draw.
 *  - each-player-choose { zone, count, to, filter?, elements?, opponentOnly? }: "each player chooses one of their
 *    creatures and destroys it", "… chooses 2 cards in their mana zone and puts them into their graveyard", "each
 *    opponent chooses one of their shields and puts it into their graveyard": each player (only the opponent with
 *    `opponentOnly`: "each opponent" of a two-player game), the turn player first (101.4), chooses `count` of their own
 *    cards of that zone (fewer if they have fewer); then every chosen card moves at once, one set of simultaneous
 *    events: destroyed (`to: destroy`, 700.1), or put into the zone `to` names. `filter` is a CardFilter as JSON.
 *  - each-player-top { count, to: "mana" | "graveyard", tapped? }: "each player puts the top 2 cards of their deck into
 *    their mana zone (tapped)": the top cards of both decks move at once, one set of simultaneous events (as one
 *    player's `deck-to-zone`, steps.ts). A player with fewer cards puts what there is.
 */
import type { Handler, HandlerRegistry } from "./context";
import { nameOf } from "./context";
import { propose } from "./pipeline";
import type { CardFilter } from "./defs";
import type { MoveReason, ZoneName } from "./types";
import { didSomething, moveEvent, moveFor, note } from "./steps";
import { chooseOptions } from "./targets";
import { matchesFilter } from "./query";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";
import { other } from "./zones";

const eachPlayerDiscard: Handler = {
  run(ctx, scope, args) {
    const all = args.count === "all";
    const n = all ? 0 : Number(args.count ?? 1);
    const filter = typeof args.filter === "string" ? (JSON.parse(args.filter) as CardFilter) : undefined;
    const ids: string[] = [];
    for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
      const hand = zoneOf(ctx.s, p, "hand").filter((id) => matchesFilter(ctx, id, filter));
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
        // "up to N": before each draw the player may stop (as the draw step's "up to")
        if (args.upTo === true) {
          const a = ctx.choices.ask("yes-no", p, `${scope.label}: player ${p} draws a card (${i + 1} of up to ${n})?`, [], 0, 0);
          traceChoice(ctx, a, scope.parent);
          if (!("yes" in a.answer && a.answer.yes)) break;
        }
        const [r] = propose(ctx, [{ type: "draw", player: p, cause: scope.cause, byReplacement: scope.byReplacement }], scope);
        if (r.status === "happened" || r.status === "replaced") did = true;
      }
    }
    return did;
  },
};

const MOVES: Record<string, { to: ZoneName; reason: MoveReason }> = {
  destroy: { to: "graveyard", reason: "destroy" },
  graveyard: { to: "graveyard", reason: "to-graveyard" },
  mana: { to: "mana", reason: "put-into-mana" },
  hand: { to: "hand", reason: "return-to-hand" },
};

const eachPlayerChoose: Handler = {
  run(ctx, scope, args) {
    const zone = String(args.zone) as ZoneName;
    const n = Number(args.count ?? 1);
    const move = MOVES[String(args.to)];
    if (!move) return false;
    const filter = typeof args.filter === "string" ? (JSON.parse(args.filter) as CardFilter) : undefined;
    const players = args.opponentOnly === true ? [other(scope.controller)] : [ctx.s.turn.active, other(ctx.s.turn.active)];
    const ids: string[] = [];
    for (const p of players) {
      const options = chooseOptions(ctx, { player: "you", zone, count: n, ...(filter ? { filter } : {}), ...(args.elements === true ? { elements: true } : {}) }, p, scope.source);
      const k = Math.min(n, options.length);
      if (k === 0) {
        note(ctx, scope, `Player ${p} has no card to choose in their ${zone} zone.`, [], `プレイヤー${p}は選べるカードがない`);
        continue;
      }
      const a = ctx.choices.ask("choose-cards", p, `${scope.label}: player ${p} chooses ${k} of their own card(s) in the ${zone} zone`, options, k, k);
      traceChoice(ctx, a, scope.parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      note(ctx, scope, `Player ${p} chooses ${picked.map((id) => nameOf(ctx, id)).join(", ")}.`, [], `プレイヤー${p}はカードを選ぶ`);
      ids.push(...picked);
    }
    const evs = ids.map((id) => moveFor(ctx, id, move.to, move.reason, scope, false)).filter((e) => e !== null);
    if (evs.length === 0) return false;
    return didSomething(propose(ctx, evs, scope));
  },
};

const eachPlayerTop: Handler = {
  run(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    const to: ZoneName = args.to === "graveyard" ? "graveyard" : "mana";
    const reason: MoveReason = to === "mana" ? "put-into-mana" : "to-graveyard";
    const ids = [ctx.s.turn.active, other(ctx.s.turn.active)].flatMap((p) => zoneOf(ctx.s, p, "deck").slice(0, n));
    if (ids.length === 0) {
      note(ctx, scope, "Both decks are empty: nothing is put.", [], "山札がない");
      return false;
    }
    return didSomething(propose(ctx, ids.map((id) => ({ ...moveEvent(id, "deck", to, reason, scope), ...(args.tapped === true ? { tapped: true } : {}) })), scope));
  },
};

export const PLAYERS3_HANDLERS: HandlerRegistry = { "each-player-top": eachPlayerTop, "each-player-discard": eachPlayerDiscard, "each-player-draw": eachPlayerDraw, "each-player-choose": eachPlayerChoose };
