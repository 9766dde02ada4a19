/**
 * deck4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `deck-under-shield` ("add the top card of your deck under one of your shields face down", Shield Plus; "… under
 *   each of your shields face down", Super Shield Plus): the controller chooses one of their shields (`each`: every one
 *   of them, in turn) and the top card of their deck is put under it, face down, at the bottom of its stack. The shield
 *   stays one shield (113.2: a stack of cards counts as one shield); its top card stays on top and in its place. The card
 *   still enters the shield zone (a move from the deck to the shield zone). No shield or an empty deck: nothing is put.
 * - `reveal-top` ("reveal the top card of your deck", then "If it's a Dragon, X"): the controller reveals the top card of
 *   their deck to every player; it stays where it is (nothing moves, no event). The card is remembered as `remember`
 *   for the `if-count` step after it. An empty deck: nothing is revealed (the count after it is 0).
 */
import type { Handler, HandlerRegistry } from "./context";
import { nameOf } from "./context";
import type { MoveEvent } from "./types";
import { didSomething, moveEvent, note } from "./steps";
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
    let did = false;
    for (const shield of targets) {
      const top = zoneOf(ctx.s, me, "deck")[0];
      if (top === undefined) {
        note(ctx, scope, `Player ${me}'s deck is empty: nothing is put under ${nameOf(ctx, shield)}.`);
        break;
      }
      if (!zoneOf(ctx.s, me, "shields").includes(shield)) continue;
      const ev: MoveEvent = { ...moveEvent(top, "deck", "shields", "shieldify", scope), stack: { kind: "on-shield", shield, under: true } };
      if (didSomething(api.propose([ev]))) did = true;
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

export const DECK4_HANDLERS: HandlerRegistry = { "deck-under-shield": deckUnderShield, "reveal-top": revealTop };
