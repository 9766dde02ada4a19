/**
 * Targeting: which cards a step's target means, which cards a choice may pick, and whether a substitute's
 * targets exist (609.4). Separate from the replacement pipeline (pipeline.ts) and from zone moves (moves.ts).
 */
import { cellMatchesFilter, isCell } from "./cells";
import type { Ctx, FeasibilityScope, Scope } from "./context";
import { defOf, nameOf } from "./context";
import type { ChooseSpec, Count, Target } from "./defs";
import { resolveWho } from "./defs";
import type { TriggerOccurrence } from "./events";
import { abilityHolders, cantBeChosenBy, inBattle, shieldChooser, isCreature, isIgnored, isSpellDef, matchesFilter, perCardCount, power } from "./query";
import { sourcePowerLimit } from "./players3";
import { describeCount } from "./step-text";
import { locate, zoneOf } from "./state";
import { matchTriggerKinds, queueTriggers, traceChoice } from "./triggers";
import { type PlayerId } from "./types";
import { other } from "./zones";

export type { FeasibilityScope } from "./context";

export type Feasibility = { ok: boolean; why: string };

/**
 * The cards of a battle zone a card-designating effect can choose or reach (109.2a, 200.3a): every card of every
 * object on its own — the top card, the cards under it, its auras, linked gods — and the seals on cards (116.3a).
 * An ignored (sealed) creature is treated as not there: none of its cards can be chosen, only its seals
 * (116.2a; official Q&A 33700, 2020-07-10).
 */
export function designatableCards(ctx: Ctx, player: PlayerId): string[] {
  const out: string[] = [];
  for (const top of zoneOf(ctx.s, player, "battle")) {
    const c = ctx.s.cards[top];
    if (!isIgnored(ctx.s, ctx.defs, top)) out.push(top, ...c.under, ...c.auras, ...c.linked, ...(c.cells ?? []), ...(c.cores ?? []));
    out.push(...c.seals);
  }
  return out;
}

/** The cards under the source's stack (109.2), when the source is in this player's battle zone: bottom first. */
function underSource(ctx: Ctx, player: PlayerId, source: string | null): string[] {
  if (source === null || !zoneOf(ctx.s, player, "battle").includes(source)) return [];
  return ctx.s.cards[source].under.slice();
}

/** Legal cards for a choose target. Protection ("can't be destroyed") does not remove a card from the options. */
export function chooseOptions(ctx: Ctx, c: ChooseSpec, controller: PlayerId, source: string | null): string[] {
  const below = c.powerBelowSource ? sourcePowerLimit(ctx, source) : null;
  const players = c.player === "any" ? [ctx.s.turn.active, other(ctx.s.turn.active)] : [resolveWho(c.player, controller)!];
  const out: string[] = [];
  for (const p of players) {
    let pool = c.underSource ? underSource(ctx, p, source) : c.zone === "battle" && c.cardDesignating ? designatableCards(ctx, p) : zoneOf(ctx.s, p, c.zone);
    // "from your mana zone or graveyard": the other zones named too (never the battle zone; a new array, not the zone's)
    if (!c.underSource && c.zone !== "battle" && c.alsoZones) pool = [...pool, ...c.alsoZones.filter((z) => z !== "battle" && z !== c.zone).flatMap((z) => zoneOf(ctx.s, p, z))];
    for (const id of pool) {
      if (c.underSource) {
        if (matchesFilter(ctx, id, c.filter)) out.push(id);
        continue;
      }
      if (c.excludeSelf && id === source) continue;
      if (ctx.using.includes(id)) continue; // 409.1c: a card being used is not one of its zone's cards
      // in the battle zone a choice is of creatures unless it names elements, a card type, or cards (card-designating)
      if (c.zone === "battle" && !c.cardDesignating && (isIgnored(ctx.s, ctx.defs, id) || (!isCreature(ctx, id) && !c.elements && !c.filter?.typeIncludes && !c.filter?.typeIncludesAny))) continue;
      // 806.1d: a psychic cell designated as a card has no cost (0 when referred to)
      if (!(c.zone === "battle" && c.cardDesignating && isCell(ctx.s, id) ? cellMatchesFilter(ctx, id, c.filter) : matchesFilter(ctx, id, c.filter))) continue;
      if (below !== null && power(ctx, id) >= below) continue;
      // the opponent's creature that "can't be chosen" (or a Just Diver): not an option of this player's choice
      if (c.zone === "battle" && c.chooser !== "owner") {
        const spell = source !== null && ctx.s.cards[source] !== undefined && isSpellDef(defOf(ctx, source));
        if (cantBeChosenBy(ctx, id, controller, spell, spell ? defOf(ctx, source!).cost : null) !== null) continue;
      }
      out.push(id);
    }
  }
  return out;
}

/** A count: a number, or what this effect remembered (the number of cards, or of the cards they consist of, 109.2c). */
export function resolveCount(ctx: Ctx, count: Count, memory: Record<string, string[]> | undefined, controller?: PlayerId, source: string | null = null): number {
  if (typeof count === "number") return count;
  if ("counted" in count) return memory?.[count.counted]?.length ?? 0;
  // `source`: the card whose ability counts, not counted itself by "for each *other* …" (excludeSource)
  if ("each" in count) return controller === undefined ? 0 : perCardCount(ctx, count.each, controller, source);
  let n = 0;
  for (const id of memory?.[count.cardsOf] ?? []) {
    const c = ctx.s.cards[id];
    n += 1 + c.under.length + c.auras.length + c.linked.length + (c.cells?.length ?? 0) + (c.cores?.length ?? 0);
  }
  return n;
}

export function describeChoose(c: ChooseSpec, controller: PlayerId): string {
  const whose = c.player === "any" ? "any" : `player ${resolveWho(c.player, controller)}'s`;
  if (c.underSource) return `${c.upTo ? "up to " : ""}${typeof c.count === "number" ? c.count : describeCount(c.count)} card(s) under this creature`;
  return `${c.upTo ? "up to " : ""}${typeof c.count === "number" ? c.count : describeCount(c.count)} card(s) from ${whose} ${[c.zone, ...(c.alsoZones ?? [])].join(" or ")}`;
}

/** The cards a substitute's target would act on, and whether there are enough (609.4). */
export function feasibleTargets(ctx: Ctx, t: Target, sc: FeasibilityScope): Feasibility & { ids: string[] } {
  if ("self" in t) {
    return inBattle(ctx, sc.source) || locate(ctx.s, sc.source) !== null
      ? { ok: true, why: "", ids: [sc.source] }
      : { ok: false, why: "the card is gone", ids: [] };
  }
  if ("eventCard" in t) return sc.eventCard ? { ok: true, why: "", ids: [sc.eventCard] } : { ok: false, why: "no card", ids: [] };
  if ("eventOther" in t) {
    return sc.eventOther && inBattle(ctx, sc.eventOther)
      ? { ok: true, why: "", ids: [sc.eventOther] }
      : { ok: false, why: "there is no other creature", ids: [] };
  }
  if ("remembered" in t) return { ok: true, why: "", ids: [] };
  if ("choose" in t) {
    const ids = chooseOptions(ctx, t.choose, sc.controller, sc.source);
    // a count of what the effect did is known only when it runs: one card is enough to start with
    const need = t.choose.upTo ? 0 : typeof t.choose.count === "number" ? t.choose.count : 1;
    return ids.length >= need
      ? { ok: true, why: "", ids }
      : { ok: false, why: `no card to choose (${describeChoose(t.choose, sc.controller)})`, ids };
  }
  // "all ...": done with whatever cards there are (none included)
  if ("all" in t) return { ok: true, why: "", ids: [] };
  // every kind of target is answered above: a new one fails to compile here until it is (no silent "ok")
  const unanswered: never = t;
  return unanswered;
}

/** Cards linked to a battle-zone card: its EX Life shield (still in the shield zone). */
export function linkedCards(ctx: Ctx, id: string | null, kind: "ex-life"): string[] {
  if (id === null) return [];
  const inst = ctx.s.cards[id];
  if (!inst) return [];
  if (kind === "ex-life") {
    const sh = inst.exLife;
    return sh !== null && zoneOf(ctx.s, inst.owner, "shields").includes(sh) ? [sh] : [];
  }
  return [];
}

function note(ctx: Ctx, scope: Scope, en: string): void {
  ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en } });
}

/** Resolve a step's target to card ids, asking the chooser when the rules give a choice. */
export function resolveTargets(ctx: Ctx, t: Target, scope: Scope, verb: string, optional: boolean | undefined): string[] {
  if ("self" in t) return scope.source ? [scope.source] : [];
  if ("eventCard" in t) return scope.eventCard ? [scope.eventCard] : [];
  if ("eventOther" in t) return scope.eventOther ? [scope.eventOther] : [];
  // what an earlier step chose: those of the cards still in the battle zone (a card that left is a new object)
  if ("remembered" in t) return (scope.memory?.[t.remembered] ?? []).filter((id) => inBattle(ctx, id));
  if ("all" in t) {
    const a = t.all;
    const players = a.player === "any" ? ([ctx.s.turn.active, other(ctx.s.turn.active)] as const) : [resolveWho(a.player, scope.controller)!];
    const out: string[] = [];
    const limit = a.powerBelowEventOther && scope.eventOther !== null && inBattle(ctx, scope.eventOther) ? power(ctx, scope.eventOther) : null;
    const below = a.powerBelowSource ? sourcePowerLimit(ctx, scope.source) : null;
    for (const p of players) {
      const pool = a.zone === "battle" && a.cardDesignating ? designatableCards(ctx, p) : zoneOf(ctx.s, p, a.zone);
      for (const id of pool) {
        if (a.excludeSelf && id === scope.source) continue;
        if (a.zone === "battle" && !a.cardDesignating && (isIgnored(ctx.s, ctx.defs, id) || (!isCreature(ctx, id) && !a.elements && !a.filter?.typeIncludes && !a.filter?.typeIncludesAny))) continue;
        if (ctx.using.includes(id)) continue;
        if (!matchesFilter(ctx, id, a.filter)) continue;
        if (a.powerAtMost !== undefined && power(ctx, id) > a.powerAtMost) continue;
        if (a.powerBelowEventOther && (limit === null || power(ctx, id) >= limit)) continue;
        if (below !== null && power(ctx, id) >= below) continue;
        out.push(id);
      }
    }
    return out;
  }
  const c = t.choose;
  const options = chooseOptions(ctx, c, scope.controller, scope.source);
  let chooserPlayer = c.chooser === "owner" ? resolveWho(c.player === "any" ? "you" : c.player, scope.controller)! : scope.controller;
  // shields: a "you choose instead" static may give the choice to another player (the breaker: the effect's creature)
  if (c.zone === "shields" && c.player !== "any") {
    const breaker = verb === "break" && scope.source !== null && inBattle(ctx, scope.source) ? scope.source : null;
    const sub = shieldChooser(ctx, chooserPlayer, resolveWho(c.player, scope.controller)!, breaker);
    if (sub) {
      note(ctx, scope, `Player ${sub.player} chooses instead of player ${chooserPlayer}: "${sub.text}"`);
      chooserPlayer = sub.player;
    }
  }
  const max = Math.min(resolveCount(ctx, c.count, scope.memory, scope.controller), options.length);
  const min = c.upTo || optional ? 0 : max;
  if (options.length === 0) {
    note(ctx, scope, `No card can be chosen (${describeChoose(c, scope.controller)}); nothing to ${verb}.`);
    return [];
  }
  if (c.total) return firedChosen(ctx, chooseWithinTotal(ctx, c, c.total, options, max, chooserPlayer, scope, verb), chooserPlayer, scope);
  const a = ctx.choices.ask("choose-cards", chooserPlayer, `${scope.label}: choose ${min === max ? max : `up to ${max}`} to ${verb} (${describeChoose(c, scope.controller)})`, options, min, max);
  traceChoice(ctx, a, scope.parent);
  const picked = "pick" in a.answer ? a.answer.pick : [];
  if (picked.length === 0) note(ctx, scope, `Player ${chooserPlayer} chose nothing.`);
  else if (verb === "destroy" || verb === "return-to-hand" || verb === "put into the graveyard") {
    // For the trace: make the chosen cards' names visible.
    note(ctx, scope, `Chosen: ${picked.map((id) => nameOf(ctx, id)).join(", ")}.`);
  }
  return firedChosen(ctx, picked, chooserPlayer, scope);
}

/**
 * "Whenever your opponent chooses this creature": the battle-zone cards an effect's choice picked that the chooser
 * does not control trigger their `chosen` abilities, which wait, like any ability triggered while an effect resolves,
 * until it has resolved (603.2, 603.3).
 */
function firedChosen(ctx: Ctx, picked: string[], chooser: PlayerId, scope: Scope): string[] {
  const kinds: TriggerOccurrence[] = [];
  for (const id of picked) if (inBattle(ctx, id) && ctx.s.cards[id].controller !== chooser) kinds.push({ kind: "chosen", card: id, other: null });
  if (kinds.length === 0) return picked;
  const holders = [...abilityHolders(ctx, ctx.s.turn.active), ...abilityHolders(ctx, other(ctx.s.turn.active))];
  const fired = matchTriggerKinds(ctx, kinds, holders);
  if (fired.length > 0) queueTriggers(ctx, fired, scope.parent);
  return picked;
}

/** A card's power (a creature's, as it is now) or cost, for a total ("total power 6000 or less"); null: it has none. */
function amountOf(ctx: Ctx, id: string, of: "power" | "cost"): number | null {
  const d = defOf(ctx, id);
  if (of === "cost") return d.cost;
  return d.power === null ? null : power(ctx, id);
}

/**
 * "Destroy any number of your opponent's creatures that have total power 6000 or less": the cards are picked one at a
 * time (up to `max`), each among the options whose amount still fits what is left of the total; a pick of none
 * stops. Any set whose amounts add up to at most the total can be picked this way, and no other.
 */
function chooseWithinTotal(ctx: Ctx, c: ChooseSpec, total: { of: "power" | "cost"; atMost: number }, options: string[], max: number, chooserPlayer: PlayerId, scope: Scope, verb: string): string[] {
  const picked: string[] = [];
  let left = total.atMost;
  while (picked.length < max) {
    const fits = options.filter((id) => !picked.includes(id) && (amountOf(ctx, id, total.of) ?? Infinity) <= left);
    if (fits.length === 0) break;
    const a = ctx.choices.ask("choose-cards", chooserPlayer, `${scope.label}: choose one more to ${verb}, or none to stop (${describeChoose(c, scope.controller)}; total ${total.of} ${total.atMost} or less, ${left} left)`, fits, 0, 1);
    traceChoice(ctx, a, scope.parent);
    const pick = "pick" in a.answer ? a.answer.pick : [];
    if (pick.length === 0) break;
    picked.push(pick[0]);
    left -= amountOf(ctx, pick[0], total.of) ?? 0;
  }
  note(ctx, scope, picked.length === 0 ? `Player ${chooserPlayer} chose nothing.` : `Chosen: ${picked.map((id) => nameOf(ctx, id)).join(", ")}.`);
  return picked;
}

/**
 * True when the step moves *cards* rather than objects: a card-designating choice ("choose a card in the
 * battle zone"), or "it" in a substitute for an event that moved only a top card. Only the top card of a
 * stack then moves; the rest stays (801.4).
 */
export function designatesCards(t: Target, scope: Scope): boolean {
  if ("choose" in t) return t.choose.cardDesignating === true;
  if ("eventCard" in t) return scope.eventTopOnly === true;
  return false;
}
