/**
 * The escape hatch: named code for ability text the data language cannot say.
 * An ability step `{ do: handler, name: "x" }` runs the handler registered as "x".
 * Handlers propose events through the same pipeline as everything else (so replacement rules still apply).
 */
import { CELL_HANDLERS } from "./cells";
import { MAGIBOMBER_HANDLERS } from "./magibomber";
import { DECK3_HANDLERS } from "./deck3";
import { HEADS3_HANDLERS } from "./heads3";
import { PLAYERS3_HANDLERS } from "./players3-handlers";
import { DECK4_HANDLERS } from "./deck4";
import { CHOOSE4_HANDLERS } from "./choose4";
import { COST4_HANDLERS } from "./cost4";
import { MECH4_HANDLERS } from "./mech4";
import { BODY4_HANDLERS } from "./body4";
import type { Handler, HandlerRegistry } from "./context";
import { nameJaOf, nameOf } from "./context";
import { zoneOf } from "./state";
import { traceChoice } from "./triggers";

/**
 * "Turn N face down cards in your mana zone face up" (Eternal Kappa): the controller chooses `count` of their face-down
 * mana cards and turns them face up. Not a move (the cards stay in the mana zone): no event, nothing to replace or
 * trigger. It can be a substitute only while there are that many face-down cards (609.4).
 */
const turnManaFaceUp: Handler = {
  canPerform(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    const have = zoneOf(ctx.s, scope.controller, "mana").filter((id) => ctx.s.cards[id].faceDown).length;
    return have >= n ? { ok: true, why: "" } : { ok: false, why: `player ${scope.controller} has ${have} face-down card(s) in the mana zone, fewer than ${n}` };
  },
  run(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    const down = zoneOf(ctx.s, scope.controller, "mana").filter((id) => ctx.s.cards[id].faceDown);
    if (down.length < n) return false;
    const a = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose ${n} face-down card(s) in your mana zone to turn face up`, down, n, n);
    traceChoice(ctx, a, scope.parent);
    const picked = "pick" in a.answer ? a.answer.pick : down.slice(0, n);
    for (const id of picked) ctx.s.cards[id].faceDown = false;
    ctx.trace.add({
      seq: 0,
      parent: scope.parent,
      step: ctx.step,
      kind: "effect",
      automatic: true,
      clauses: [],
      narration: {
        en: `Player ${scope.controller} turns ${picked.map((id) => nameOf(ctx, id)).join(", ")} face up in the mana zone (the cards stay there: not a move).`,
        ja: `マナゾーンの裏向きのカード(${picked.map((id) => nameJaOf(ctx, id)).join("、")})を表向きにする`,
      },
    });
    return picked.length > 0;
  },
};

/**
 * Handlers shipped with the engine, for the few texts the step data cannot say: Eternal Kappa's substitute, and rule
 * abilities of super creatures (Dragon Soul Evade's substitute, 808.1b).
 */
export const BUILTIN_HANDLERS: HandlerRegistry = { ...CELL_HANDLERS, ...MAGIBOMBER_HANDLERS, ...HEADS3_HANDLERS, ...PLAYERS3_HANDLERS, "turn-mana-face-up": turnManaFaceUp, ...DECK3_HANDLERS, ...DECK4_HANDLERS, ...CHOOSE4_HANDLERS, ...COST4_HANDLERS, ...MECH4_HANDLERS, ...BODY4_HANDLERS };
