/**
 * body4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `win-game` / `lose-game`: "you win the game" / "you lose the game" said by a card's effect (104.2c). A two-player
 *   game: the ability's controller winning is the opponent losing (104.1: the game ends at once). Proposed as a `lose`
 *   event with the reason `effect`, like the `lose` action.
 */
import type { Handler, HandlerRegistry } from "./context";
import { propose } from "./pipeline";
import { didSomething, note } from "./steps";
import { other } from "./zones";

function loseBy(win: boolean): Handler {
  return {
    run(ctx, scope) {
      const loser = win ? other(scope.controller) : scope.controller;
      note(ctx, scope, win ? `Player ${scope.controller} wins the game by a card's effect (104.2c): player ${loser} loses.` : `Player ${loser} loses the game by a card's effect (104.2c).`, ["104.2c"], win ? `カードの効果でゲームに勝利する` : `カードの効果でゲームに敗北する`);
      return didSomething(propose(ctx, [{ type: "lose", player: loser, reason: "effect", cause: scope.cause, byReplacement: scope.byReplacement }], scope));
    },
  };
}

export const BODY4_HANDLERS: HandlerRegistry = { "win-game": loseBy(true), "lose-game": loseBy(false) };
