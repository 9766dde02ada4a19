/**
 * Magibomber (マジボンバー), as its printed reminder defines it: "Magibomber(N) (Whenever this creature attacks, look at the
 * top card of your deck. You may put a creature that costs N or less from the top of your deck or your hand into the
 * battle zone.)" The comprehensive rules (Ver. 1.48) have no clause of its own: it is the triggered ability its reminder
 * says (603), with the keyword processes it names — looking at a card (a hidden card seen by its controller only) and
 * putting a card into the battle zone (not a summon, 701.3a).
 *
 * The compiled ability is an `attacks` trigger whose step is `{ do: "handler", name: "magibomber", args: { cost: N } }`.
 * At resolution the controller looks at the top card of their deck, then may choose one creature that costs N or less
 * among that card and the cards in their hand, and puts it into the battle zone. A card not chosen stays where it is.
 */
import type { Handler, HandlerRegistry } from "./context";
import { nameJaOf, nameOf } from "./context";
import { propose } from "./pipeline";
import { matchesFilter } from "./query";
import { didSomething, moveEvent, note } from "./steps";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";

const magibomber: Handler = {
  run(ctx, scope, args) {
    const n = Number(args.cost);
    const player = scope.controller;
    const top = zoneOf(ctx.s, player, "deck")[0];
    if (top === undefined) note(ctx, scope, `Player ${player}'s deck is empty: there is no top card to look at.`, [], `山札がないので見るカードはない`);
    else note(ctx, scope, `Player ${player} looks at the top card of their deck: ${nameOf(ctx, top)} (${top}).`, [], `山札の上から1枚目(${nameJaOf(ctx, top)})を見る`);
    const filter = { typeIncludes: "Creature", costAtMost: n };
    const options = [...(top !== undefined ? [top] : []), ...zoneOf(ctx.s, player, "hand")].filter((id) => matchesFilter(ctx, id, filter));
    if (options.length === 0) {
      note(ctx, scope, `No creature that costs ${n} or less is on the top of player ${player}'s deck or in their hand: nothing is put.`, [], `コスト${n}以下のクリーチャーがないので何も出さない`);
      return false;
    }
    const a = ctx.choices.ask("choose-cards", player, `${scope.label}: you may choose a creature that costs ${n} or less from the top of your deck or your hand, to put into the battle zone`, options, 0, 1);
    traceChoice(ctx, a, scope.parent);
    const picked = "pick" in a.answer ? a.answer.pick : [];
    if (picked.length === 0) return false;
    const card = picked[0];
    const from = card === top ? "deck" : "hand";
    return didSomething(propose(ctx, [moveEvent(card, from, "battle", "put-into-battle", scope)], scope));
  },
};

/** Registered with the engine's built-in handlers (handlers.ts). */
export const MAGIBOMBER_HANDLERS: HandlerRegistry = { magibomber };
