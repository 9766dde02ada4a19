/**
 * deck4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `deck-under-shield` ("add the top card of your deck under one of your shields face down", Shield Plus; "… under
 *   each of your shields face down", Super Shield Plus): the controller chooses one of their shields (`each`: every one
 *   of them, in turn) and the top card of their deck is put under it, face down, at the bottom of its stack. The shield
 *   stays one shield (113.2: a stack of cards counts as one shield); its top card stays on top and in its place. The card
 *   still enters the shield zone (a move from the deck to the shield zone). No shield or an empty deck: nothing is put.
 *   `count` with `upTo` ("put up to 5 cards from the top of your deck under one of your shields", Ultra Shield Plus):
 *   the player declares how many (0 to `count`, no more than the deck has), then they go under the chosen shield one at
 *   a time, each the top card of the deck.
 * - `reveal-top` ("reveal the top card of your deck", then "If it's a Dragon, X"): the controller reveals the top card of
 *   their deck to every player; it stays where it is (nothing moves, no event). The card is remembered as `remember`
 *   for the `if-count` step after it. An empty deck: nothing is revealed (the count after it is 0).
 * - `reveal-until` ("reveal cards from the top of your deck until you reveal a creature. Put that creature into the
 *   battle zone and the rest of the cards on the bottom of your deck in any order."): the player (`whose`: "you" or
 *   "opponent") reveals cards from the top of their deck one at a time until a card that matches `filter` (a CardFilter
 *   as JSON) is revealed, or the deck runs out. The matching card goes to `match` (battle / hand / mana / graveyard),
 *   put by its owner; then the rest of the revealed cards go to `rest`: "bottom" (on the bottom of the deck, in the order
 *   their owner picks, 401.4), "graveyard", "mana", or "stay" (they stay in the deck); `all`: every revealed card, the
 *   matching one too, goes to `rest`. `shuffle`: then the deck is shuffled (701.11a).
 */
import type { Handler, HandlerRegistry } from "./context";
import { nameOf } from "./context";
import type { MoveEvent } from "./types";
import { didSomething, moveEvent, note, zoneOfCard } from "./steps";
import { matchesFilter } from "./query";
import type { CardFilter } from "./defs";
import type { MoveReason } from "./types";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";

const deckUnderShield: Handler = {
  canPerform(ctx, scope) {
    const shields = zoneOf(ctx.s, scope.controller, "shields").length;
    const deck = zoneOf(ctx.s, scope.controller, "deck").length;
    if (shields === 0) return { ok: false, why: `player ${scope.controller} has no shield` };
    return deck > 0 ? { ok: true, why: "" } : { ok: false, why: `player ${scope.controller}'s deck is empty` };
  },
  run(ctx, scope, args, api) {
    const me = scope.controller;
    const each = args.each === true;
    const targets: string[] = [];
    const shields = zoneOf(ctx.s, me, "shields").slice();
    if (shields.length === 0) {
      note(ctx, scope, `Player ${me} has no shield: no card can be put under one (113.2).`, ["113.2"], `シールドがないので何も置かない`);
      return false;
    }
    if (each) targets.push(...shields);
    else if (shields.length === 1) targets.push(shields[0]);
    else {
      const a = ctx.choices.ask("choose-cards", me, `${scope.label}: choose one of your shields to put the top card of your deck under`, shields, 1, 1);
      traceChoice(ctx, a, scope.parent);
      targets.push("pick" in a.answer && a.answer.pick.length === 1 ? a.answer.pick[0] : shields[0]);
    }
    // "up to 5 cards from the top of your deck" (`count`, `upTo`): the player chooses how many, 0 to 5 (as many as the deck has)
    let times = 1;
    const n = typeof args.count === "number" ? args.count : 1;
    if (!each && n > 1) {
      const most = Math.min(n, zoneOf(ctx.s, me, "deck").length);
      if (args.upTo === true) {
        const a = ctx.choices.ask("declare", me, `${scope.label} — choose a number from 0 to ${most}: how many cards from the top of your deck to put under the shield`, [], 1, 1, false, { what: "number", atLeast: 0, atMost: most });
        traceChoice(ctx, a, scope.parent);
        times = Math.max(0, Math.min(most, Number("pick" in a.answer ? a.answer.pick[0] : 0) || 0));
      } else times = most;
    }
    let did = false;
    for (const shield of targets) {
      for (let k = 0; k < times; k++) {
        const top = zoneOf(ctx.s, me, "deck")[0];
        if (top === undefined) {
          note(ctx, scope, `Player ${me}'s deck is empty: nothing more is put under ${nameOf(ctx, shield)}.`);
          return did;
        }
        if (!zoneOf(ctx.s, me, "shields").includes(shield)) break;
        const ev: MoveEvent = { ...moveEvent(top, "deck", "shields", "shieldify", scope), stack: { kind: "on-shield", shield, under: true } };
        if (didSomething(api.propose([ev]))) did = true;
      }
    }
    return did;
  },
};

const revealTop: Handler = {
  run(ctx, scope, args) {
    const me = scope.controller;
    const top = zoneOf(ctx.s, me, "deck")[0];
    const name = typeof args.remember === "string" ? args.remember : "revealed-top";
    if (scope.memory) scope.memory[name] = top === undefined ? [] : [top];
    if (top === undefined) {
      note(ctx, scope, `Player ${me}'s deck is empty: no card is revealed.`, [], `山札がないので何も公開しない`);
      return false;
    }
    note(ctx, scope, `Player ${me} reveals the top card of their deck: ${nameOf(ctx, top)} (${top}). It stays on top of the deck.`, [], `山札の上から1枚目(${nameOf(ctx, top)})を公開する`);
    return true;
  },
};

type Dest = "battle" | "hand" | "mana" | "graveyard";
const REASON: Record<Dest, MoveReason> = { battle: "put-into-battle", hand: "put-into-hand", mana: "put-into-mana", graveyard: "to-graveyard" };
const isDest = (v: unknown): v is Dest => v === "battle" || v === "hand" || v === "mana" || v === "graveyard";

const revealUntil: Handler = {
  run(ctx, scope, args, api) {
    const player = args.whose === "opponent" ? (scope.controller === "A" ? "B" : "A") : scope.controller;
    let filter: CardFilter | undefined;
    try {
      filter = typeof args.filter === "string" ? (JSON.parse(args.filter) as CardFilter) : undefined;
    } catch {
      filter = undefined;
    }
    if (!filter) return false;
    const deck = zoneOf(ctx.s, player, "deck").slice();
    const at = deck.findIndex((id) => matchesFilter(ctx, id, filter));
    const revealed = at < 0 ? deck : deck.slice(0, at + 1);
    if (revealed.length === 0) {
      note(ctx, scope, `Player ${player}'s deck is empty; nothing is revealed.`);
      return false;
    }
    note(ctx, scope, `Player ${player} reveals ${revealed.map((id) => `${nameOf(ctx, id)} (${id})`).join(", ")} from the top of the deck${at < 0 ? ": none matches, every card of the deck was revealed" : ""}.`, [], `山札の上から${revealed.length}枚を表向きにする`);
    let did = false;
    const all = args.all === true;
    if (at >= 0 && !all && isDest(args.match)) {
      did = didSomething(api.propose([moveEvent(deck[at], "deck", args.match, REASON[args.match], scope)]));
    }
    const rest = revealed.filter((id, i) => (all || i !== at) && zoneOfCard(ctx, id) === "deck");
    if (args.rest === "bottom" && rest.length > 0) {
      let order = rest;
      if (rest.length > 1) {
        const a = ctx.choices.ask("choose-cards", player, `${scope.label}: put the rest of the revealed cards on the bottom of the deck, in this order (401.4: the owner decides the order)`, rest.slice(), rest.length, rest.length, true);
        traceChoice(ctx, a, scope.parent);
        order = "pick" in a.answer ? a.answer.pick : rest;
      }
      for (const id of order) if (didSomething(api.propose([moveEvent(id, "deck", "deck", "to-deck-bottom", scope, "bottom")]))) did = true;
    } else if (isDest(args.rest) && rest.length > 0) {
      const to = args.rest;
      if (didSomething(api.propose(rest.map((id) => moveEvent(id, "deck", to, REASON[to], scope))))) did = true;
    }
    if (args.shuffle === true) api.propose([{ type: "shuffle", player, cause: scope.cause, byReplacement: scope.byReplacement }]);
    return did;
  },
};

export const DECK4_HANDLERS: HandlerRegistry = { "deck-under-shield": deckUnderShield, "reveal-top": revealTop, "reveal-until": revealUntil };
