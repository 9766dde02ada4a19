/**
 * mech4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `generate-from-hand` ("generate a cross gear from your hand for no cost", Samurai Generation): the controller chooses
 *   a Cross Gear in their hand and generates it — it is put from the hand into the battle zone (701.16a: ジェネレートする
 *   とは、クロスギアを現在あるゾーン (通常は手札) から、…バトルゾーンに出すこと; 303.2), not crossed with anything
 *   (crossing is its own act, 701.17a). For no cost: nothing is paid (costs are not modelled anyway). An evolution cross
 *   gear is not offered (it needs a cross gear to be put on, 701.15a). "You may" is the step's own yes-no; once the player
 *   said yes, one Cross Gear is chosen if there is one.
 */
import type { Handler, HandlerRegistry } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import { propose } from "./pipeline";
import { didSomething, moveEvent, note } from "./steps";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";

const generateFromHand: Handler = {
  run(ctx, scope) {
    const player = scope.controller;
    const options = zoneOf(ctx.s, player, "hand").filter((id) => {
      const type = defOf(ctx, id).type;
      return type.includes("Cross Gear") && !type.includes("Evolution");
    });
    if (options.length === 0) {
      note(ctx, scope, `Player ${player} has no cross gear in their hand: nothing is generated.`, ["701.16a"], `手札にクロスギアがないのでジェネレートしない`);
      return false;
    }
    const a = ctx.choices.ask("choose-cards", player, `${scope.label}: choose a cross gear in your hand to generate for no cost`, options, 1, 1);
    traceChoice(ctx, a, scope.parent);
    const picked = "pick" in a.answer && a.answer.pick.length > 0 ? a.answer.pick : options.slice(0, 1);
    const card = picked[0];
    note(ctx, scope, `Player ${player} generates ${nameOf(ctx, card)} from their hand for no cost: it is put into the battle zone (701.16a, 303.2).`, ["701.16a", "303.2"], `${nameJaOf(ctx, card)}をコストを支払わずにジェネレートする`);
    return didSomething(propose(ctx, [moveEvent(card, "hand", "battle", "generate", scope)], scope));
  },
};

export const MECH4_HANDLERS: HandlerRegistry = { "generate-from-hand": generateFromHand };
