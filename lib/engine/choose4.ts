/**
 * choose4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `name-of` ("Choose a creature in the battle zone. Return all creatures that have the same name as that creature …"):
 *   the name of the card an earlier step of the same effect chose (remembered under `from`) is kept in the effect's
 *   memory under `remember`, for a later filter `declared: { name: remember, as: "name" }` (bound as `nameIs`, the name
 *   of a card's current side). The name is read as the handler runs, right after the choice. When nothing was chosen
 *   (no card could be), no card has "the same name": the value kept matches no name.
 * - `keep-rest` ("choose one of your creatures and put the rest into your mana zone", "Then your opponent chooses 6 cards
 *   from their mana zone and puts the rest into their graveyard"): player `who` ("you": the controller, or "opponent")
 *   chooses `keep` of their own creatures in the battle zone (`zone: "battle"`) or cards in the mana zone (`zone: "mana"`)
 *   — all of them when they have no more. The others ("the rest") are remembered under `remember` for the step after it
 *   (a battle-zone move of `{ remembered }`), or, from the mana zone, moved to `to` together (one event each, at once).
 *   `chooser: "controller"`: the effect's controller chooses for the other player ("choose one of your creatures and one
 *   of your opponent's creatures"); `append`: the rest is added to what an earlier keep-rest step remembered.
 * - `random-hand-to-mana` ("Put a card in your opponent's hand into their mana zone at random"): `count` cards of player
 *   `who`'s hand, picked at random (the seeded generator, as a random discard), are put into that player's mana zone
 *   together (a move from the hand to the mana zone, not a charge). With an empty hand nothing happens.
 * - `owner-draws` ("That creature gets shuffled into its owner's deck. Then that player may draw 2 cards", "Its owner puts
 *   it on the bottom of their deck and draws a card"): the owner of the one card an earlier step remembered under `from`
 *   (wherever it is now) draws `count` cards; `may`: that player is asked first (all of them or none). Nothing was
 *   chosen: nobody draws.
 * - `draw-cost-of` ("Choose a creature in the battle zone, and draw cards equal to that creature's cost"): the
 *   controller draws as many cards as the cost of the one card remembered under `from` (its cost as the step runs; a
 *   card with no cost counts 0). Nothing chosen: no draw.
 * - `chooses-zone` ("Choose one of your opponent's cards in the battle zone. Your opponent puts that card into their mana
 *   zone or into its owner's hand"): player `who` chooses (a `choose-mode` prompt, options `zones`, "mana|hand")
 *   where the one card remembered under `from` goes, and it is moved there (its owner's zone); `topOnly`: the card was
 *   chosen as a card (card-designating), so a top card leaves its stack alone. Nothing chosen (or gone): nothing moves.
 */
import type { Handler, HandlerRegistry } from "./context";
import { defOf, nameOf } from "./context";
import type { ZoneName } from "./zones";
import { resolveWho } from "./defs";
import { isCreature } from "./query";
import { zoneOf } from "./state";
import { moveEvent, moveFor } from "./steps";
import { traceChoice } from "./triggers";
import { EngineError } from "./errors";
import { note } from "./steps";
import { nextRandom } from "./rng";

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

const keepRest: Handler = {
  run(ctx, scope, args, api) {
    const who = args.who === "opponent" ? "opponent" : "you";
    const player = resolveWho(who, scope.controller)!;
    // "choose one of your creatures and one of your opponent's creatures": the controller chooses the other's too
    const chooser = args.chooser === "controller" ? scope.controller : player;
    const zone: ZoneName = args.zone === "mana" ? "mana" : "battle";
    const keep = Math.max(0, Number(args.keep ?? 1));
    const cards = zoneOf(ctx.s, player, zone).filter((id) => !ctx.using.includes(id) && (zone !== "battle" || isCreature(ctx, id)));
    let kept = cards;
    if (cards.length > keep) {
      const what = zone === "battle" ? "creature(s)" : "card(s) in your mana zone";
      const a = ctx.choices.ask("choose-cards", chooser, `${scope.label}: choose ${keep} of player ${player}'s ${what} to keep; the rest are moved`, cards, keep, keep);
      traceChoice(ctx, a, scope.parent);
      kept = "pick" in a.answer ? a.answer.pick : cards.slice(0, keep);
    }
    const rest = cards.filter((id) => !kept.includes(id));
    const names = (ids: string[]) => (ids.length === 0 ? "none" : ids.map((id) => nameOf(ctx, id)).join(", "));
    note(ctx, scope, `Player ${player} keeps ${names(kept)}; the rest: ${names(rest)}.`, [], `プレイヤー${player}は${kept.length}枚を選び、残り${rest.length}枚`);
    // `append`: added to what an earlier keep-rest step of the effect remembered (both players' rest moved at once)
    if (args.remember !== undefined && scope.memory) scope.memory[String(args.remember)] = [...(args.append ? (scope.memory[String(args.remember)] ?? []) : []), ...rest];
    const to = args.to === "graveyard" ? "graveyard" : null;
    if (zone === "mana" && to !== null && rest.length > 0) {
      const rs = api.propose(rest.map((id) => moveEvent(id, "mana", to, "to-graveyard", scope)));
      return rs.some((r) => r.status === "happened");
    }
    return rest.length > 0;
  },
};

const randomHandToMana: Handler = {
  run(ctx, scope, args, api) {
    const player = resolveWho(args.who === "you" ? "you" : "opponent", scope.controller)!;
    const count = Math.max(0, Number(args.count ?? 1));
    // 409.1c: a card being used (a creature being summoned) is not one of the hand's cards
    const pool = zoneOf(ctx.s, player, "hand").filter((id) => !ctx.using.includes(id));
    const ids: string[] = [];
    for (let i = 0; i < count && pool.length > 0; i++) {
      const r = nextRandom(ctx.s.rng);
      ctx.s.rng = r.state;
      ids.push(pool.splice(Math.floor(r.value * pool.length), 1)[0]);
    }
    if (ids.length === 0) {
      note(ctx, scope, `Player ${player} has no card in their hand: nothing is put into the mana zone.`, [], `プレイヤー${player}の手札がないので、何もマナゾーンに置かれない`);
      return false;
    }
    note(ctx, scope, `At random from player ${player}'s hand: ${ids.map((id) => nameOf(ctx, id)).join(", ")}.`, [], `プレイヤー${player}の手札からランダムに${ids.length}枚`);
    const rs = api.propose(ids.map((id) => moveEvent(id, "hand", "mana", "put-into-mana", scope)));
    return rs.some((r) => r.status === "happened");
  },
};

const ownerDraws: Handler = {
  run(ctx, scope, args, api) {
    const ids = scope.memory?.[String(args.from ?? "")] ?? [];
    if (ids.length > 1) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): "its owner draws" after a choice of ${ids.length} cards`, ctx.step);
    const card = ids[0] !== undefined ? ctx.s.cards[ids[0]] : undefined;
    if (!card) {
      note(ctx, scope, `No card was chosen: nobody draws.`, [], `選ばれたカードがないので、誰も引かない`);
      return false;
    }
    const p = card.owner;
    const n = Math.max(0, Number(args.count ?? 1));
    if (args.may === true) {
      const a = ctx.choices.ask("yes-no", p, `${scope.label}: player ${p} may draw ${n} card(s): draw?`, [], 0, 0);
      traceChoice(ctx, a, scope.parent);
      if (!("yes" in a.answer && a.answer.yes)) {
        note(ctx, scope, `Player ${p} chooses not to draw.`, [], `プレイヤー${p}は引かない`);
        return false;
      }
    }
    let did = false;
    for (let i = 0; i < n; i++) {
      // 609.6a: each draw is its own event
      const [r] = api.propose([{ type: "draw", player: p, cause: scope.cause, byReplacement: scope.byReplacement }]);
      if (r.status === "happened" || r.status === "replaced") did = true;
    }
    return did;
  },
};

const drawCostOf: Handler = {
  run(ctx, scope, args, api) {
    const ids = scope.memory?.[String(args.from ?? "")] ?? [];
    if (ids.length > 1) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): "that creature's cost" after a choice of ${ids.length} cards`, ctx.step);
    const id = ids[0];
    if (id === undefined || !ctx.s.cards[id]) {
      note(ctx, scope, `No creature was chosen: no card is drawn.`, [], `選ばれたクリーチャーがないので、引かない`);
      return false;
    }
    const n = Math.max(0, defOf(ctx, id).cost ?? 0);
    note(ctx, scope, `${nameOf(ctx, id)} costs ${n}: player ${scope.controller} draws ${n} card(s).`, [], `${nameOf(ctx, id)}のコストは${n}: ${n}枚引く`);
    let did = false;
    for (let i = 0; i < n; i++) {
      // 609.6a: each draw is its own event
      const [r] = api.propose([{ type: "draw", player: scope.controller, cause: scope.cause, byReplacement: scope.byReplacement }]);
      if (r.status === "happened" || r.status === "replaced") did = true;
    }
    return did;
  },
};

const choosesZone: Handler = {
  run(ctx, scope, args, api) {
    const ids = scope.memory?.[String(args.from ?? "")] ?? [];
    if (ids.length > 1) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): "puts that card into …" after a choice of ${ids.length} cards`, ctx.step);
    const id = ids[0];
    const zones = String(args.zones ?? "").split("|").filter((z) => z === "mana" || z === "hand");
    if (id === undefined || !ctx.s.cards[id] || zones.length === 0) {
      note(ctx, scope, `No card was chosen: nothing moves.`, [], `選ばれたカードがないので、何も移動しない`);
      return false;
    }
    const player = resolveWho(args.who === "you" ? "you" : "opponent", scope.controller)!;
    const a = ctx.choices.ask("choose-mode", player, `${scope.label}: player ${player} chooses where ${nameOf(ctx, id)} goes: ${zones.join(" or ")}`, zones, 1, 1);
    traceChoice(ctx, a, scope.parent);
    const to = ("pick" in a.answer ? a.answer.pick[0] : zones[0]) === "hand" ? "hand" : "mana";
    note(ctx, scope, `Player ${player} puts ${nameOf(ctx, id)} into its owner's ${to === "hand" ? "hand" : "mana zone"}.`, [], `プレイヤー${player}は${nameOf(ctx, id)}を${to === "hand" ? "手札" : "マナゾーン"}に置く`);
    const ev = moveFor(ctx, id, to, to === "hand" ? "return-to-hand" : "put-into-mana", scope, args.topOnly === true);
    if (!ev) return false;
    const rs = api.propose([ev]);
    return rs.some((r) => r.status === "happened");
  },
};

export const CHOOSE4_HANDLERS: HandlerRegistry = { "chooses-zone": choosesZone,  "draw-cost-of": drawCostOf,  "owner-draws": ownerDraws,  "name-of": nameOfChosen, "keep-rest": keepRest, "random-hand-to-mana": randomHandToMana };
