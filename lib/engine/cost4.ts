/**
 * cost4 (issue 14, fourth round): what a player does while summoning a creature to make it cost less (601.1a, 601.1f).
 *
 * "While you are summoning this creature, you may discard a card from your hand. If you do, this creature costs 2 less
 * to summon." The card's `cost` static (lib/engine/defs.ts) records the reduction and, in `pay`, what the player does
 * for it. In a scenario, a `summon` action with `whileSummoning: true` is the player's choice to do it ("you may"):
 *
 * - 601.1a: the cost-changing effects to apply are chosen as the use is declared, and one whose required processing
 *   can't be done can't be used — 「効果の適用に必要な処理を行えない場合 … その効果は使用できません。」 So the action is
 *   refused when the card has no such ability, or when its steps can't be done now (no other card in the hand to discard,
 *   no creature to tap …).
 * - 409.1a/409.1c: the card being summoned is pending from its declaration (601.1b): still in its zone, but not one of
 *   its cards — it can't be discarded or revealed for its own reduction.
 * - 601.1f: the steps are done as the cost is paid, before the card is put into the battle zone (601.1g).
 * - The reduction itself: the engine pays no mana cost, so it records it in the trace but does not act on it.
 *
 * Handlers:
 * - `reveal-from-hand` ("reveal a card that costs 7 or more from your hand to your opponent", "reveal an evolution
 *   creature in your hand"): the controller chooses `count` (default 1) cards of their hand matching the filter given by
 *   `costAtLeast` / `costAtMost` / `typeIncludes` (`creature`: a creature too) and reveals them (`remember`: under that
 *   name in the effect's memory) (information only: nothing moves, 701.x reveal).
 */
import type { Ctx, Handler, HandlerRegistry, Scope } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import type { CardFilter, EffectStep, StaticDef } from "./defs";
import { EngineError } from "./errors";
import { matchesFilter } from "./query";
import { note } from "./steps";
import { isIn, zoneOf } from "./state";
import { traceChoice } from "./triggers";
import type { PlayerId } from "./types";

type CostStatic = Extract<StaticDef, { kind: "cost" }>;

/** The reveal filter a handler's flat args give. */
function revealFilter(args: Record<string, string | number | boolean>): CardFilter {
  const f: CardFilter = {};
  if (typeof args.costAtLeast === "number") f.costAtLeast = args.costAtLeast;
  if (typeof args.typeIncludes === "string") f.typeIncludes = args.typeIncludes;
  if (typeof args.costAtMost === "number") f.costAtMost = args.costAtMost;
  return f;
}

/** The cards of the controller's hand a reveal may show: not one being used (409.1c), matching the filter. */
function revealable(ctx: Ctx, scope: Scope, args: Record<string, string | number | boolean>): string[] {
  const f = revealFilter(args);
  const creature: CardFilter | undefined = args.creature === true ? { typeIncludes: "Creature" } : undefined;
  return zoneOf(ctx.s, scope.controller, "hand").filter((id) => !ctx.using.includes(id) && matchesFilter(ctx, id, f) && matchesFilter(ctx, id, creature));
}

const revealFromHand: Handler = {
  canPerform(ctx, scope, args) {
    const n = Number(args.count ?? 1);
    const have = revealable(ctx, scope, args).length;
    return have >= n ? { ok: true, why: "" } : { ok: false, why: `player ${scope.controller} has ${have} such card(s) in the hand, fewer than ${n}` };
  },
  run(ctx, scope, args) {
    const pool = revealable(ctx, scope, args);
    const remember = (ids: string[]): void => {
      if (typeof args.remember === "string" && scope.memory) scope.memory[args.remember] = ids;
    };
    const n = Number(args.count ?? 1);
    if (pool.length < n) {
      note(ctx, scope, `Player ${scope.controller} has no such card in the hand to reveal: nothing is revealed.`);
      return false;
    }
    const a = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose ${n} card(s) in your hand to reveal`, pool, n, n);
    traceChoice(ctx, a, scope.parent);
    const picked = "pick" in a.answer && a.answer.pick.length === n ? a.answer.pick : pool.slice(0, n);
    remember(picked);
    note(
      ctx,
      scope,
      `Player ${scope.controller} reveals ${picked.map((id) => `${nameOf(ctx, id)} (${id})`).join(", ")} from the hand to the other player (the card stays in the hand).`,
      [],
      `手札の${picked.map((id) => nameJaOf(ctx, id)).join("、")}を相手に見せる`,
    );
    return true;
  },
};

/**
 * `cost-next` ("the next spell you cast this turn costs up to 3 less. It can't cost 0 or less."): a reduction of the
 * mana cost of the controller's next use this turn (112.2b) — `what` ("spell", "creature", "card"; `race`), `use`
 * ("cast", "summon", "use"), `less`, `upTo`, `may` ("may cost": the player may apply it), `floor`. The engine pays no
 * mana cost: it records the reduction in the trace and does not act on it.
 */
const costNext: Handler = {
  run(ctx, scope, args) {
    const noun = `${typeof args.race === "string" ? `${args.race} ` : ""}${args.what === "card" ? "card" : args.what === "creature" ? (typeof args.race === "string" ? "" : "creature") : "spell"}`.trim();
    const verb = args.use === "summon" ? "summons" : args.use === "use" ? "uses" : "casts";
    note(
      ctx,
      scope,
      `The next ${noun} player ${scope.controller} ${verb} this turn ${args.may === true ? "may cost" : "costs"} ${args.upTo === true ? "up to " : ""}${String(args.less)} less (it can't cost less than ${String(args.floor)}): the engine records this reduction but does not act on it (it pays no mana cost, 112.2b).`,
      ["112.2b"],
      `このターン次に使う${noun}のコストを${String(args.less)}少なくする (記録のみ)`,
    );
    return true;
  },
};

export const COST4_HANDLERS: HandlerRegistry = { "reveal-from-hand": revealFromHand, "cost-next": costNext };

/** The card's "while you are summoning this creature" reduction: a `cost` static of its own summon with steps to do. */
function whileSummoningAbility(ctx: Ctx, card: string): (CostStatic & { pay: EffectStep[] }) | null {
  for (const st of defOf(ctx, card).abilities.statics) {
    if (st.kind === "cost" && st.of === "self" && st.uses.includes("summon") && st.pay && st.pay.length > 0) return st as CostStatic & { pay: EffectStep[] };
  }
  return null;
}

/**
 * The player summons `card` using its "while you are summoning this creature, you may …" reduction (601.1a, 601.1f):
 * checks it can be used, does its steps with the card pending, and records the reduction (not acted on: no mana cost
 * is paid). Throws E_ILLEGAL_ACTION when the card has no such ability or its steps can't be done.
 */
export function payWhileSummoning(ctx: Ctx, player: PlayerId, card: string, from: string, parent: number): void {
  const refuse = (why: string): never => {
    throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): ${why}`, ctx.step);
  };
  const st = whileSummoningAbility(ctx, card);
  if (!st) return refuse(`${nameOf(ctx, card)} has no ability to do something while it is summoned to make it cost less`);
  if (from !== "hand" || !isIn(ctx.s, card, "hand", player)) refuse(`${nameOf(ctx, card)} is summoned from the hand for its "while you are summoning" ability`);
  ctx.using.push(card);
  try {
    // 601.1a: a cost-changing effect whose processing can't be done can't be used; a discard needs that many other cards
    for (const step of st.pay) {
      if (step.do === "discard" && typeof step.count === "number") {
        const have = zoneOf(ctx.s, player, "hand").filter((id) => !ctx.using.includes(id)).length;
        if (have < step.count) refuse(`${nameOf(ctx, card)}'s "${st.text}" can't be used: player ${player} has ${have} other card(s) in the hand, fewer than ${step.count} to discard (601.1a: an effect whose processing can't be done can't be used)`);
      }
    }
    const feasible = ctx.canPerform(ctx, st.pay, { controller: player, source: card, eventCard: null, eventOther: null, event: null });
    if (!feasible.ok) refuse(`${nameOf(ctx, card)}'s "${st.text}" can't be used: ${feasible.why} (601.1a: an effect whose processing can't be done can't be used)`);
    const seq = ctx.trace.add({
      seq: 0,
      parent,
      step: ctx.step,
      kind: "effect",
      automatic: false,
      clauses: ["601.1a", "601.1f", "409.1c"],
      narration: {
        en: `Player ${player} summons ${nameOf(ctx, card)} using "${st.text}": as its cost is paid, the player does what the ability says, the card pending (not one of its zone's cards, 409.1c).`,
        ja: `${nameJaOf(ctx, card)}を召喚し、その能力を使う (601.1a, 601.1f)`,
      },
    });
    const scope: Scope = { controller: player, source: card, cause: { kind: "ability", source: card, controller: player }, byReplacement: null, eventCard: null, eventOther: null, drawn: null, memory: {}, parent: seq, label: nameOf(ctx, card) };
    const did = ctx.exec(ctx, st.pay, scope);
    const paid = st.perPaid ? (scope.memory?.paid ?? []).length : null;
    const amount = paid === null ? (st.less ?? 0) : (st.less ?? 0) * paid;
    const less = `${st.upTo ? "up to " : ""}${amount} less${paid !== null ? ` (${st.less ?? 0} for each of the ${paid} card(s))` : ""}${st.floor !== undefined ? ` (it can't cost less than ${st.floor})` : ""}`;
    note(
      ctx,
      scope,
      did
        ? `${nameOf(ctx, card)} costs ${less} to summon: the engine records the reduction but does not act on it (it pays no mana cost, 112.2b).`
        : `Nothing was done: ${nameOf(ctx, card)} does not cost less ("if you do").`,
      ["112.2b"],
    );
  } finally {
    ctx.using = ctx.using.filter((x) => x !== card);
  }
}
