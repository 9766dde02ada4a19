/**
 * choose4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `name-of` ("Choose a creature in the battle zone. Return all creatures that have the same name as that creature …"):
 *   the name of the card an earlier step of the same effect chose (remembered under `from`) is kept in the effect's
 *   memory under `remember`, for a later filter `declared: { name: remember, as: "name" }` (bound as `nameIs`, the name
 *   of a card's current side). The name is read as the handler runs, right after the choice. When nothing was chosen
 *   (no card could be), no card has "the same name": the value kept matches no name.
 */
import type { Handler, HandlerRegistry } from "./context";
import { defOf, nameOf } from "./context";
import { EngineError } from "./errors";
import { note } from "./steps";

/** A value no card name reduces to (a name has letters or digits: query.ts's nameKey). */
const NO_NAME = "—";

const nameOfChosen: Handler = {
  run(ctx, scope, args) {
    const from = String(args.from ?? "");
    const to = String(args.remember ?? "");
    const ids = scope.memory?.[from] ?? [];
    // "that creature" names one card: a choice of several has no one name
    if (ids.length > 1) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): "the same name as that creature" after a choice of ${ids.length} cards`, ctx.step);
    const id = ids[0];
    const name = id !== undefined && ctx.s.cards[id] ? defOf(ctx, id).name : NO_NAME;
    if (scope.memory) scope.memory[to] = [name];
    if (id === undefined || !ctx.s.cards[id]) {
      note(ctx, scope, `No card was chosen: no card has the same name.`, [], `選ばれたカードがないので、同じ名前のカードはない`);
      return false;
    }
    note(ctx, scope, `The chosen card ${nameOf(ctx, id)} is named "${name}".`, [], `選ばれたカードの名前は「${name}」`);
    return true;
  },
};

export const CHOOSE4_HANDLERS: HandlerRegistry = { "name-of": nameOfChosen };
