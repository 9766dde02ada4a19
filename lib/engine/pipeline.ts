/**
 * The event pipeline (section 609). For every batch of simultaneous events about to happen:
 *  1. events that cannot happen (card gone; "can't be destroyed") are dropped — a replacement
 *     watching an event that never happens does nothing (609.5);
 *  2. collect the replacement effects that watch each event (609.1), with their conditions;
 *  3. drop those whose substitute cannot be performed (609.4, seed principle 6), except that a
 *     creature that can't be destroyed or doesn't leave still counts as a target (seed exception);
 *  4. decide per event: the active player's effects first, a player with several chooses one (609.8);
 *     for simultaneous events each player assigns their effects to events, active player first (609.9);
 *  5. apply at most one replacement per event (609.3); a replaced event never happens and its triggers
 *     are listed as suppressed (609.4);
 *  6. events produced by a substitute are marked and never replaced again (seed: no chaining);
 *  7. the events that happened queue their triggers (triggers.ts).
 */
import { handOver, hasLinkRelease, isDragheartSuper, isSuperCreature, splitCells } from "./cells";
import { boardView } from "./board";
import type { Ctx, Scope } from "./context";
import { countEvent, defOf, defsHave, nameJaOf, nameOf } from "./context";
import type { ReplacementDef } from "./defs";
import { describeEvent, eventCard, isDestruction, isDiscard, isEntering, moveClauses, otherBattler, watchMatches, type TriggerOccurrence } from "./events";
import { performMove, traceRebuild, traceRules, weaponsAlone, type Rebuilt, type RuleNote } from "./moves";
import { abilityHolders, grantedReplacementsOn, mayGrant, cantBeDestroyedBy, cantEnterBattleBy, cantLeaveBy, conditionsHold, handCantBeDiscardedBy, describeCondition, inBattle, inBattleZone, isCommandDef, isCreature, isIgnored, isSpellDef, isWeaponDef, power, winsAllBattles } from "./query";
import { replacementsOf, STAR_EVOLUTION } from "./rule-abilities";
import { logMove } from "./cond3";
import { shuffle } from "./rng";
import { addToZone, locate, zoneOf } from "./state";
import type { CandidateView } from "./trace";
import { matchArrivalTriggers, matchHandTriggerKinds, matchHandTriggers, matchTriggerKinds, matchTriggers, queueTriggers, traceChoice, traceSuppressed } from "./triggers";
import { type EventResult, type GameEvent, type MoveEvent, type PlayerId, type ZoneName } from "./types";
import { other, PLAYERS } from "./zones";

interface Candidate extends CandidateView {
  def: ReplacementDef;
  /** Card the ability belongs to (the affected card, for abilities granted by a floating effect). */
  holder: string;
  oneEvent: boolean;
  /** Key used to limit one-event replacements within a batch (609.9). */
  effectKey: string;
}

interface Pending {
  index: number;
  event: GameEvent;
  seq: number;
  status: EventResult["status"] | null;
  candidates: Candidate[];
  chosen: Candidate | null;
  decidedBy: { player: PlayerId; promptId: string } | "forced" | "rule";
}

// ---------------------------------------------------------------------------------------------
// Entry point

/** Propose simultaneous events; returns what became of each, in the same order. */
export function propose(ctx: Ctx, events: GameEvent[], scope: Scope): EventResult[] {
  const batch: Pending[] = [];
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    countEvent(ctx);
    const seq = ctx.trace.add({
      seq: 0,
      parent: scope.parent,
      step: ctx.step,
      kind: "event-proposed",
      automatic: true,
      clauses: moveClauses(event),
      narration: describeEvent(ctx, event, "would"),
      event,
    });
    batch.push({ index, event, seq, status: null, candidates: [], chosen: null, decidedBy: "rule" });
  }

  for (const p of batch) precheck(ctx, p);
  for (const p of batch) if (p.status === null) p.candidates = collectCandidates(ctx, p.event);
  decide(ctx, batch);
  // 701.26b: a swap whose battle-zone move a replacement would change is not done; the replacement is not applied
  const swapFailed: { p: Pending; why: string }[] = [];
  for (const p of batch) {
    if (p.event.type !== "move" || !p.event.swap || p.status !== null || p.chosen === null) continue;
    const c = p.chosen;
    p.chosen = null;
    c.applied = false;
    c.why = `not applied: the swap is not done, because this replacement would change how the card moves (701.26b)`;
    c.clauses = ["701.26b"];
    swapFailed.push({ p, why: `the swap is not done: ${nameOf(ctx, c.source)}'s "${c.def.text}" would change how ${nameOf(ctx, p.event.card)} moves, so no card moves, nothing changes, and that replacement is not applied (701.26b)` });
  }
  for (const p of batch) if (p.chosen?.def.oncePerTurn) ctx.s.oncePerTurn = { ...ctx.s.oncePerTurn, [p.chosen.effectKey]: ctx.s.turn.number };
  for (const p of batch) if (p.candidates.length > 0) traceCheck(ctx, p);
  for (const f of swapFailed) markNot(ctx, f.p, "prevented", f.why);

  // Events nobody replaced happen together; then each applied replacement's substitute.
  // Events nobody replaced happen together. Component cards moving alone go first, so that an object whose top card
  // and component cards all move (a card-designating mass effect, 200.3a) moves card by card, none left behind.
  const happen: Pending[] = [];
  let partMoves = false;
  for (const p of batch) {
    if (p.status !== null || p.chosen !== null) continue;
    happen.push(p);
    if (isPartMove(p.event)) partMoves = true;
  }
  if (partMoves) happen.sort((a, b) => Number(isPartMove(b.event)) - Number(isPartMove(a.event)));
  const results: EventResult[] = new Array<EventResult>(batch.length);
  const pool = battlePool(ctx);
  // the cards this batch moves together: none of them waits in the hand for the others' events (112.3b)
  const batchBefore = ctx.batchCards;
  const moving: string[] = [];
  for (const p of happen) if (p.event.type === "move") moving.push(p.event.card);
  ctx.batchCards = moving;
  try {
    performHappening(ctx, happen, results, pool);
  } finally {
    ctx.batchCards = batchBefore;
  }
  for (const p of batch) {
    if (p.status !== null) {
      results[p.index] = { event: p.event, status: p.status, seq: p.seq, card: null, replacement: null };
    }
  }
  for (const p of batch) {
    if (p.chosen === null || p.status !== null) continue;
    results[p.index] = applyReplacement(ctx, p, p.chosen);
  }
  // the zone a spell is cast from (for "after you cast a spell from your hand")
  for (const p of batch) {
    const ev = p.event;
    if (ev.type === "move" && ev.to === "resolving" && results[p.index]?.status === "happened") ctx.castFrom = { ...ctx.castFrom, [ev.card]: ev.from };
  }
  // a replacement effect made for one card's move out of the resolving zone ends once that move was dealt with
  if (ctx.s.effects.length > 0) {
    for (const p of batch) {
      const ev = p.event;
      if (ev.type === "move" && ev.from === "resolving" && ctx.s.effects.some((fx) => fx.forCard === ev.card)) ctx.s.effects = ctx.s.effects.filter((fx) => fx.forCard !== ev.card);
    }
  }
  return results;
}

function performHappening(ctx: Ctx, happen: Pending[], results: EventResult[], pool: string[]): void {
  for (const p of happen) {
    // a card an earlier event of the batch already moved (the rest of its object, say) is no longer where this event starts
    if (happen.length > 1 && p.event.type === "move" && locate(ctx.s, p.event.card)?.zone !== p.event.from) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, p.event.card)} is no longer in ${p.event.from === "battle" ? "the battle zone" : p.event.from}; the event cannot happen`);
      results[p.index] = { event: p.event, status: "impossible", seq: p.seq, card: null, replacement: null };
      continue;
    }
    results[p.index] = perform(ctx, p, pool);
  }
}

/** The cards whose abilities watch events: the battle zones' (ignored creatures excluded, linked gods and auras included). */
const isPartMove = (ev: GameEvent): boolean => ev.type === "move" && ev.stack?.kind === "part";

function battlePool(ctx: Ctx): string[] {
  return [...abilityHolders(ctx, ctx.s.turn.active), ...abilityHolders(ctx, other(ctx.s.turn.active))];
}

// ---------------------------------------------------------------------------------------------
// 1. Can the event happen at all?

function precheck(ctx: Ctx, p: Pending): void {
  let ev = p.event;
  if (ev.type === "move") {
    const loc = locate(ctx.s, ev.card);
    if (loc && loc.zone === "abyss") {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.card)} is in the abyss zone; a card there never moves to another zone (410.4)`, ["410.4"]);
      return;
    }
    const part = ev.stack?.kind === "part";
    if (!loc || loc.zone !== ev.from || (loc.under !== null) !== part) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.card)} is no longer ${part ? "part of an object" : "in"} ${ev.from === "battle" ? "the battle zone" : ev.from}; the event cannot happen`);
      return;
    }
    if (part && ev.stack?.kind === "part" && ev.stack.as !== loc.part) {
      ev = { ...ev, stack: { kind: "part", as: loc.part } };
      p.event = ev;
    }
    if (ev.stack?.kind === "put-under" && !inBattle(ctx, ev.stack.top)) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.stack.top)} is no longer in the battle zone; nothing can be put under it`);
      return;
    }
    if (ev.stack?.kind === "attach" && !inBattle(ctx, ev.stack.to)) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.stack.to)} left the battle zone before the aura was attached: the aura is not put into the battle zone and stays where it was (310.2a)`, ["310.2a"]);
      return;
    }
    if (ev.stack?.kind === "on-shield" && !ctx.s.players.A.zones.shields.concat(ctx.s.players.B.zones.shields).includes(ev.stack.shield)) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.stack.shield)} is no longer a shield; nothing can be put on it`);
      return;
    }
    if (ev.stack?.kind === "seal" && !inBattleZone(ctx, ev.stack.on)) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.stack.on)} is no longer in the battle zone; no seal can be put on it`);
      return;
    }
    // 804.7: when a linked god would leave, only one of its cards leaves: a rule, not a replacement effect
    if (ev.from === "battle" && ev.to !== "battle" && ev.to !== "abyss" && !ev.stack && ctx.s.cards[ev.card].linked.length > 0) {
      ev = splitLink(ctx, p, ev);
    }
    // 806.1b: Link Release — only one psychic cell of a super creature leaves: a rule, not a replacement effect
    // (a super creature that can't leave, or can't be destroyed by this destruction, does not leave: nothing to release)
    const stays = cantLeaveBy(ctx, ev.card) !== null || (isDestruction(ev) && cantBeDestroyedBy(ctx, ev.card) !== null);
    if (ev.from === "battle" && ev.to !== "battle" && ev.to !== "abyss" && !ev.stack && isSuperCreature(ctx.s, ev.card) && hasLinkRelease(ctx, ev.card) && !stays) {
      ev = splitCells(ctx, p.seq, ev, describeEvent(ctx, ev, "would").en);
      p.event = ev;
    }
    // the card standing for a super creature leaves alone: it leaves as a cell (806.1e), another cell stands for the creature
    if (ev.from === "battle" && ev.stack?.kind === "top-only" && isSuperCreature(ctx.s, ev.card)) {
      handOver(ctx, ev.card);
      ev = { ...ev, stack: { kind: "part", as: "cell" } };
      p.event = ev;
    }
  }
  const card = ev.type === "move" ? ev.card : null;
  if (ev.type === "draw" && zoneOf(ctx.s, ev.player, "deck").length === 0) {
    markNot(ctx, p, "impossible", `player ${ev.player}'s deck is empty; no card is drawn`);
    return;
  }
  if ((ev.type === "battle" && (!inBattle(ctx, ev.a) || !inBattle(ctx, ev.b))) || (ev.type === "attack" && !inBattle(ctx, ev.attacker))) {
    markNot(ctx, p, "impossible", `a creature involved is no longer in the battle zone`);
    return;
  }
  // 701.33b: nothing prevents a move to the abyss
  if (ev.type === "move" && ev.to === "abyss") return;
  // 101.2: a creature that can't be put into the battle zone (a `cant-enter-battle` static) stays where it is
  if (ev.type === "move" && ev.to === "battle" && ev.from !== "battle" && card !== null && (!ev.stack || ev.stack.kind === "evolve")) {
    const no = cantEnterBattleBy(ctx, card, ctx.s.cards[card].owner);
    if (no !== null) {
      markNot(ctx, p, "prevented", `${nameOf(ctx, card)} can't be put into the battle zone (${no}); it stays where it is`, ["101.2"]);
      return;
    }
  }
  // statics4: "Your hand can't be discarded by one of your opponent's spell effects or creature abilities" (101.2)
  if (ev.type === "move" && card !== null && isDiscard(ev)) {
    const no = handCantBeDiscardedBy(ctx, card, ev.cause);
    if (no !== null) {
      markNot(ctx, p, "prevented", `${nameOf(ctx, card)} can't be discarded by this effect (${no}); it stays in the hand`, ["101.2", "701.7a"]);
      return;
    }
  }
  // 700.3: a creature that "can't be destroyed" is not, whatever words the move is given (701.6a);
  // one that "doesn't leave" / "can't leave" stays whatever the move
  const leaving = ev.type === "move" && ev.from === "battle" && ev.to !== "battle" && card !== null && ev.stack?.kind !== "part";
  const cantLeave = leaving ? cantLeaveBy(ctx, card) : null;
  const cantBeDestroyed = cantLeave === null && isDestruction(ev) && card !== null && ev.stack?.kind !== "part" ? cantBeDestroyedBy(ctx, card) : null;
  if (card !== null && (cantLeave !== null || cantBeDestroyed !== null)) {
    {
      const watchers = collectCandidates(ctx, ev);
      markNot(
        ctx,
        p,
        "prevented",
        cantLeave !== null ? `${nameOf(ctx, card)} doesn't leave the battle zone (${cantLeave}); it stays` : `${nameOf(ctx, card)} can't be destroyed (${cantBeDestroyed}); it is not destroyed`,
      );
      if (watchers.length > 0) {
        for (const c of watchers) {
          c.applicable = false;
          c.why = "the event will not happen, so this replacement does nothing (609.5)";
          c.clauses = ["609.5"];
        }
        p.candidates = watchers;
      }
      traceSuppressed(ctx, matchTriggers(ctx, ev, battlePool(ctx)), p.seq, "event-prevented");
    }
  }
}

/**
 * 804.7: "ゴッドがバトルゾーンを離れる場合、そのうちの1枚のみがバトルゾーンを離れます。これは状況起因処理であり、置換効果
 * ではありません。" The linked creature's owner chooses which god leaves; the event becomes that card's move alone
 * (replacement effects may still apply to it), and the others stay as the same creature (804.4).
 */
function splitLink(ctx: Ctx, p: Pending, ev: MoveEvent): MoveEvent {
  const rep = ev.card;
  const owner = ctx.s.cards[rep].owner;
  const cards = [rep, ...ctx.s.cards[rep].linked];
  const a = ctx.choices.ask("choose-cards", owner, `${describeEvent(ctx, ev, "would").en}: it is a linked God; only one of its cards leaves (804.7). Choose which`, cards, 1, 1);
  traceChoice(ctx, a, p.seq);
  const chosen = "pick" in a.answer && a.answer.pick[0] ? a.answer.pick[0] : rep;
  const next: MoveEvent = chosen === rep ? { ...ev, stack: { kind: "top-only" } } : { ...ev, card: chosen, stack: { kind: "part" } };
  ctx.trace.add({
    seq: 0,
    parent: p.seq,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["804.7"],
    narration: {
      en: `${nameOf(ctx, rep)} is linked (${cards.map((c) => nameOf(ctx, c)).join(" + ")}): only one of its cards leaves the battle zone, ${nameOf(ctx, chosen)}. This is a rule (804.7), not a replacement effect: replacement effects can still apply to that card's move.`,
      ja: `リンクしたゴッドがバトルゾーンを離れる場合、そのうちの1枚(${nameJaOf(ctx, chosen)})のみが離れる。これは置換効果ではない (804.7)`,
    },
    event: next,
  });
  p.event = next;
  return next;
}

/**
 * 116.4a: when a Command is put into the battle zone, its owner puts one seal from one of their cards that has the
 * same civilization as the Command into the graveyard (they may choose the card, not whether to). 116.4b: the sealed
 * creature's civilization is referenced though the creature is ignored; a state-based process (701.23b).
 */
function removeSealForCommand(ctx: Ctx, command: string, parent: number): void {
  if (!inBattle(ctx, command)) return;
  const def = defOf(ctx, command);
  if (!isCommandDef(def)) return;
  const owner = ctx.s.cards[command].owner;
  const sealed = zoneOf(ctx.s, owner, "battle").filter((id) => ctx.s.cards[id].seals.length > 0 && defOf(ctx, id).civilizations.some((c) => def.civilizations.includes(c)));
  if (sealed.length === 0) return;
  const a = ctx.choices.ask("choose-cards", owner, `${nameOf(ctx, command)} is a Command: remove one seal from one of your cards that shares its civilization (116.4a)`, sealed, 1, 1);
  traceChoice(ctx, a, parent);
  const from = "pick" in a.answer && a.answer.pick[0] ? a.answer.pick[0] : sealed[0];
  const seals = ctx.s.cards[from].seals;
  const seal = seals[seals.length - 1];
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["116.4a", "116.4b", "701.23b"],
    narration: {
      en: `${nameOf(ctx, command)} (a Command) was put into the battle zone: its owner removes a seal from ${nameOf(ctx, from)}, which shares its civilization; the seal goes to the graveyard (116.4a, a state-based process, 701.23b)`,
      ja: `コマンドがバトルゾーンに出たので、同じ文明を持つ${nameJaOf(ctx, from)}から封印をひとつ墓地に置く (116.4a)`,
    },
  });
  const cause = { kind: "rule" as const, source: null, controller: null };
  propose(ctx, [{ type: "move", card: seal, from: "battle", to: "graveyard", position: "any", reason: "unseal", cause, byReplacement: null, stack: { kind: "part" } }], {
    controller: owner,
    source: null,
    cause,
    byReplacement: null,
    eventCard: null,
    eventOther: null,
    drawn: null,
    parent: seq,
    label: "remove a seal (116.4a)",
  });
}

function markNot(ctx: Ctx, p: Pending, status: "impossible" | "prevented", why: string, clauses: string[] = []): void {
  p.status = status;
  ctx.trace.add({
    seq: 0,
    parent: p.seq,
    step: ctx.step,
    kind: status === "prevented" ? "event-prevented" : "event-impossible",
    automatic: true,
    clauses,
    narration: { en: why },
    event: p.event,
  });
}

// ---------------------------------------------------------------------------------------------
// 2–3. Candidates and feasibility

function collectCandidates(ctx: Ctx, ev: GameEvent): Candidate[] {
  const out: Candidate[] = [];
  const consider = (holder: string, zone: ZoneName) => {
    const def = defOf(ctx, holder);
    for (const rep of replacementsOf(def)) {
      const active = rep.activeIn ?? "battle";
      if (active !== zone && active !== "anywhere") continue;
      const controller = ctx.s.cards[holder].controller;
      if (!watchMatches(ctx, rep.watches, ev, holder, controller, null)) continue;
      out.push(makeCandidate(ctx, ev, rep, holder, holder, controller, `${holder}:${rep.id}`, `${holder}:${rep.id}`));
    }
  };
  // replacement abilities a creature gets from another card's static (609.1; a granted "Saver"): the creature holds them
  const considerGranted = (holder: string) => {
    for (const { rep, source } of grantedReplacementsOn(ctx, holder)) {
      const controller = ctx.s.cards[holder].controller;
      if (!watchMatches(ctx, rep.watches, ev, holder, controller, null)) continue;
      out.push(makeCandidate(ctx, ev, rep, holder, holder, controller, `${holder}:${rep.id}@${source}`, `${holder}:${rep.id}@${source}`));
    }
  };
  for (const player of PLAYERS) {
    for (const holder of abilityHolders(ctx, player)) consider(holder, "battle");
    if (mayGrant(ctx)) for (const holder of abilityHolders(ctx, player)) considerGranted(holder);
    for (const holder of ctx.s.players[player].zones.hand) consider(holder, "hand");
  }
  // "from anywhere" abilities of the event's own card, wherever it is
  const own = eventCard(ev);
  if (own !== null) {
    const loc = locate(ctx.s, own);
    if (loc && loc.under === null && loc.zone !== "battle" && loc.zone !== "hand") consider(own, loc.zone);
  }
  for (const fx of ctx.s.effects) {
    if (fx.unlocked) {
      // a replacement effect a spell or ability created: not locked in (609.1), it watches every matching event
      // one made for one card's move out of the resolving zone ("after you cast it, … instead"): only that event
      if (fx.forCard !== undefined && (ev.type !== "move" || ev.card !== fx.forCard || ev.from !== "resolving")) continue;
      for (const rep of fx.replacements) {
        if (!watchMatches(ctx, rep.watches, ev, fx.source, fx.controller, null)) continue;
        out.push(makeCandidate(ctx, ev, rep, fx.source, fx.source, fx.controller, `${fx.id}:${rep.id}`, `${fx.id}:${rep.id}`));
      }
      continue;
    }
    for (const rep of fx.replacements) {
      for (const card of fx.affected) {
        if (!inBattle(ctx, card)) continue;
        if (!watchMatches(ctx, rep.watches, ev, card, fx.controller, card)) continue;
        out.push(makeCandidate(ctx, ev, rep, fx.source, card, fx.controller, `${fx.source}:${rep.id}@${card}`, `${fx.id}:${rep.id}`));
      }
    }
  }
  // author-facing option ids: the source's instance id, unless two candidates share a source
  for (const c of out) {
    c.option = out.filter((o) => o.source === c.source).length > 1 ? c.key : c.source;
  }
  // 701.33b: a move to the abyss cannot be replaced ("EX Life" and the like cannot apply)
  if (ev.type === "move" && ev.to === "abyss") {
    for (const c of out) {
      c.applicable = false;
      c.why = `a card sent to the abyss cannot be stopped from moving there by any effect or rule: no replacement effect applies (701.33b)`;
      c.clauses = ["701.33b"];
    }
    return out;
  }
  if (ev.byReplacement !== null) {
    for (const c of out) {
      c.applicable = false;
      c.why = ev.byReplacement.startsWith("self:")
        ? `this event is already the result of a self-replacement (609.7); a modified event is not replaced again (609.3; seed: no chaining)`
        : `this event is the substitute produced by ${ev.byReplacement}; a modified event is not replaced again (609.3; seed: no chaining)`;
      c.clauses = ev.byReplacement.startsWith("self:") ? ["609.3", "609.7"] : ["609.3"];
      if (c.def === STAR_EVOLUTION) {
        c.why += `; Star Evolution's "would leave" replacement cannot apply when the creature leaves by another replacement effect (${ctx.rules.starEvolutionNoOtherReplacementClause})`;
        c.clauses = [...c.clauses, ctx.rules.starEvolutionNoOtherReplacementClause];
      }
    }
  }
  return out;
}

function makeCandidate(
  ctx: Ctx,
  ev: GameEvent,
  rep: ReplacementDef,
  source: string,
  holder: string,
  controller: PlayerId,
  key: string,
  effectKey: string,
): Candidate {
  const c: Candidate = {
    key,
    option: source,
    source,
    ability: rep.id,
    controller,
    optional: rep.optional,
    applicable: true,
    applied: false,
    why: "",
    clauses: rep === STAR_EVOLUTION ? [ctx.rules.starEvolutionClause, ctx.rules.starEvolutionNoOtherReplacementClause] : [],
    def: rep,
    holder,
    oneEvent: rep.scope === "one-event",
    effectKey,
  };
  // 808.1d: a dragheart cell leaving alone is not the creature leaving, but this replacement of a creature leaving watches it
  if (ev.type === "move" && ev.stack?.kind === "part" && ev.stack.as === "cell" && isDragheartSuper(ctx, ev.card)) c.clauses = [...c.clauses, "808.1d"];
  if (rep.oncePerTurn && ctx.s.oncePerTurn[effectKey] === ctx.s.turn.number) {
    c.applicable = false;
    c.why = `"once per turn": it was already applied this turn (turn ${ctx.s.turn.number})`;
    return c;
  }
  const failed = (rep.conditions ?? []).find((cond) => !conditionsHold(ctx, [cond], holder, controller));
  if (failed) {
    c.applicable = false;
    c.why = `condition not met: ${describeCondition(failed)}`;
    return c;
  }
  const feasible = ctx.canPerform(ctx, rep.instead, {
    controller,
    source: holder,
    eventCard: eventCard(ev),
    eventOther: battleOther(ctx, ev, holder),
    event: ev,
  });
  if (!feasible.ok) {
    c.applicable = false;
    c.why = `the substitute cannot be performed (${feasible.why}), so it cannot replace the event (609.4; seed principle 6)`;
    c.clauses = ["609.4"];
    return c;
  }
  c.why = feasible.why;
  return c;
}

/**
 * "The other creature" of a battle, seen from the replacement's holder: the creature it battles; or, when the holder is
 * not in the battle ("whenever your other creatures would battle, have this creature battle instead"), the battler
 * of the holder's opponent (null when there is not exactly one).
 */
function battleOther(ctx: Ctx, ev: GameEvent, holder: string): string | null {
  const o = otherBattler(ev, holder);
  if (o !== null || ev.type !== "battle") return o;
  const mine = ctx.s.cards[holder]?.controller;
  const theirs = [ev.a, ev.b].filter((id) => ctx.s.cards[id]?.controller !== mine);
  return theirs.length === 1 ? theirs[0] : null;
}

// ---------------------------------------------------------------------------------------------
// 4. Decide (609.8, 609.9)

function decide(ctx: Ctx, batch: Pending[]): void {
  const active = ctx.s.turn.active;
  const usedOneEvent = new Map<string, number>();
  const simultaneous = batch.filter((p) => p.status === null && p.candidates.some((c) => c.applicable)).length > 1;
  // 609.8a: a spell's effect that replaces the spell's own move applies before any other replacement
  for (const p of batch) {
    if (p.status !== null || p.event.type !== "move" || p.event.from !== "resolving") continue;
    const own = p.candidates.find((c) => c.applicable && c.holder === eventCard(p.event) && isSpellDef(defOf(ctx, c.holder)));
    if (own) {
      p.chosen = own;
      p.decidedBy = "rule";
      own.clauses = [...own.clauses, "609.8a"];
      own.why = `the spell's own effect replaces the spell's own move, so it applies before any other replacement (609.8a)`;
    }
  }
  for (const player of [active, other(active)]) {
    for (const p of batch) {
      if (p.status !== null || p.chosen !== null) continue;
      const mine = p.candidates.filter((c) => c.controller === player && c.applicable);
      const opts = mine.filter((c) => !(c.oneEvent && usedOneEvent.has(c.effectKey)));
      for (const c of mine) {
        if (!opts.includes(c)) {
          c.applicable = false;
          c.why = `already assigned to another of these simultaneous events (event #${usedOneEvent.get(c.effectKey)}); its substitute can be done only once (609.9)`;
          c.clauses = ["609.9"];
        }
      }
      if (opts.length === 0) continue;
      const mandatory = opts.filter((c) => !c.optional);
      if (opts.length === 1 && mandatory.length === 1) {
        p.chosen = opts[0];
        p.decidedBy = "forced";
      } else {
        const a = ctx.choices.ask(
          "replacement",
          player,
          `${describeEvent(ctx, p.event, "would").en}: choose which of your replacement effects to apply${mandatory.length > 0 ? "" : " (or none)"}`,
          opts.map((c) => c.option),
          mandatory.length > 0 ? 1 : 0,
          1,
        );
        traceChoice(ctx, a, p.seq);
        const picked = "pick" in a.answer ? a.answer.pick[0] : undefined;
        p.chosen = opts.find((c) => c.option === picked) ?? null;
        p.decidedBy = a.source === "forced" ? "forced" : { player, promptId: a.prompt.id };
        if (p.chosen === null) {
          for (const c of opts) {
            c.applicable = false;
            c.why = `optional; player ${player} chose not to apply it`;
          }
        }
      }
      if (p.chosen && p.chosen.oneEvent) usedOneEvent.set(p.chosen.effectKey, p.seq);
    }
  }
  // Explain every candidate of every event.
  for (const p of batch) {
    for (const c of p.candidates) {
      if (c === p.chosen) {
        c.applied = true;
        const rivals = p.candidates.some((o) => o !== c && o.controller !== c.controller && o.applicable);
        const by =
          (p.decidedBy === "rule"
            ? "the spell's own effect on its own move, applied before any other replacement (609.8a)"
            : p.decidedBy === "forced"
              ? `mandatory, and the only applicable one of player ${c.controller}'s`
              : `chosen by player ${c.controller}`) +
          (rivals ? `; player ${c.controller} is the active player, so this one is applied first (609.8)` : "");
        c.why = `applied: ${by}${c.why && !c.why.startsWith("the substitute can be performed") ? `; ${c.why}` : ""}`;
        c.clauses = sortClauses([
          ...c.clauses,
          "609.1",
          "609.3",
          ...(p.candidates.length > 1 ? ["609.8"] : []),
          ...(simultaneous ? ["609.9", "609.9a"] : []),
        ]);
        continue;
      }
      if (!c.applicable || p.chosen === null) continue;
      c.applicable = true;
      if (p.chosen.controller !== c.controller) {
        c.why = `not applied: the active player's (${p.chosen.controller}) replacement was applied to this event first (609.8), and only one replacement applies to an event (609.3)`;
        c.clauses = ["609.3", "609.8"];
      } else {
        c.why = `not applied: player ${c.controller} chose ${p.chosen.option} for this event; only one replacement applies to an event (609.3, 609.8)`;
        c.clauses = ["609.3", "609.8"];
      }
    }
  }
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

const clauseKeys = new Map<string, string>();
/** The sort key of a clause number ("609.1a" → "00609.00001a"), computed once per number. */
function clauseKey(c: string): string {
  let k = clauseKeys.get(c);
  if (k === undefined) {
    k = c
      .split(".")
      .map((p) => p.replace(/^(\d+)([a-z]?)$/, (_, n: string, l: string) => n.padStart(5, "0") + l))
      .join(".");
    clauseKeys.set(c, k);
  }
  return k;
}

/** Clause numbers in reading order ("609.1" < "609.1a" < "609.3" < "609.10"). */
export function sortClauses(xs: string[]): string[] {
  if (xs.length <= 1) return xs.slice();
  return uniq(xs).sort((a, b) => {
    const x = clauseKey(a);
    const y = clauseKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

function traceCheck(ctx: Ctx, p: Pending): void {
  const cands: CandidateView[] = p.candidates.map((c) => ({
    key: c.key,
    option: c.option,
    source: c.source,
    ability: c.ability,
    controller: c.controller,
    optional: c.optional,
    applicable: c.applicable,
    applied: c.applied,
    why: c.why,
    clauses: c.clauses,
  }));
  const clauses = sortClauses(cands.flatMap((c) => c.clauses));
  const chosen = p.chosen;
  ctx.trace.add({
    seq: 0,
    parent: p.seq,
    step: ctx.step,
    kind: "replacement-check",
    automatic: true,
    clauses,
    narration: chosen
      ? {
          en: `Replacement check: ${cands.length} watching; applied ${nameOf(ctx, chosen.source)}'s "${chosen.def.text}"`,
          ja: `置換効果の確認: ${nameJaOf(ctx, chosen.source)}の置換効果を適用する`,
        }
      : { en: `Replacement check: ${cands.length} watching; none applied`, ja: `置換効果の確認: 適用されるものはない` },
    event: p.event,
    candidates: cands,
    applied: chosen ? chosen.key : null,
    decidedBy: p.decidedBy,
  });
}

// ---------------------------------------------------------------------------------------------
// 5. Apply a replacement

function applyReplacement(ctx: Ctx, p: Pending, c: Candidate): EventResult {
  const seq = ctx.trace.add({
    seq: 0,
    parent: p.seq,
    step: ctx.step,
    kind: "event-replaced",
    automatic: true,
    clauses: ["609.4"],
    narration: {
      en: `Instead: ${nameOf(ctx, c.source)} — "${c.def.text}" — the original event never happens (609.4).`,
      ja: `かわりに: ${nameJaOf(ctx, c.source)}の置換効果。元のイベントは起こらない (609.4)`,
    },
    event: p.event,
    applied: c.key,
  });
  traceSuppressed(ctx, matchTriggers(ctx, p.event, battlePool(ctx)), p.seq, "event-replaced");
  const cause = { kind: "ability" as const, source: c.holder, controller: c.controller };
  const did = ctx.exec(ctx, c.def.instead, {
    controller: c.controller,
    source: c.holder,
    cause,
    byReplacement: c.key,
    eventCard: eventCard(p.event),
    eventOther: battleOther(ctx, p.event, c.holder),
    eventTopOnly: p.event.type === "move" && p.event.stack?.kind === "top-only",
    replaced: p.event,
    drawn: null,
    parent: seq,
    label: c.def.text,
  });
  if (c.def.ifYouDo && c.def.ifYouDo.length > 0) {
    if (did) {
      ctx.trace.add({
        seq: 0,
        parent: seq,
        step: ctx.step,
        kind: "effect",
        automatic: true,
        clauses: [],
        narration: {
          en: `"If you do": the rest of ${nameOf(ctx, c.source)}'s text is an ordinary effect, not part of the replacement, so other replacements can apply to its events (seed 000: Baiken).`,
        },
      });
      ctx.exec(ctx, c.def.ifYouDo, {
        controller: c.controller,
        source: c.holder,
        cause,
        byReplacement: null,
        eventCard: eventCard(p.event),
        eventOther: null,
        drawn: null,
        parent: seq,
        label: c.def.text,
      });
    }
  }
  if (c.def.then && c.def.then.length > 0) {
    ctx.trace.add({
      seq: 0,
      parent: seq,
      step: ctx.step,
      kind: "effect",
      automatic: true,
      clauses: [],
      narration: { en: `"Then": the rest of ${nameOf(ctx, c.source)}'s text is an ordinary effect after the substitute, not part of the replacement.` },
    });
    ctx.exec(ctx, c.def.then, { controller: c.controller, source: c.holder, cause, byReplacement: null, eventCard: eventCard(p.event), eventOther: null, drawn: null, parent: seq, label: c.def.text });
  }
  return { event: p.event, status: "replaced", seq: p.seq, card: null, replacement: c.key };
}

// ---------------------------------------------------------------------------------------------
// 6. Perform an event that happens

function perform(ctx: Ctx, p: Pending, poolBefore: string[]): EventResult {
  const ev = p.event;
  let card: string | null = null;
  let extra = "";
  let rebuilt: Rebuilt | null = null;
  let rules: RuleNote[] = [];
  let unsealed: string | null = null;
  // "whenever this creature taps": only a card that was untapped becomes tapped
  const tapping = ev.type === "tap" ? ev.card : ev.type === "attack" ? ev.attacker : null;
  // (a card in the mana zone that is tapped or untapped is not a creature tapping: only battle-zone cards are watched)
  const becameTapped = tapping !== null && ctx.s.cards[tapping] !== undefined && !ctx.s.cards[tapping].tapped && inBattle(ctx, tapping) ? tapping : null;
  // "whenever this creature untaps": only a card that was tapped becomes untapped
  const becameUntapped = ev.type === "untap" && ctx.s.cards[ev.card] !== undefined && ctx.s.cards[ev.card].tapped && inBattle(ctx, ev.card) ? ev.card : null;
  // 603.5c: abilities that trigger on a card leaving the battle zone look back at it as it was there; a super creature's
  // card turns to its own side as it leaves (a dragheart cell back to its fortress), so remember the face it left with
  let leftAs: string | null = null;
  switch (ev.type) {
    case "move": {
      const faceBefore = ev.from === "battle" ? ctx.s.cards[ev.card]?.card : undefined;
      const m = performMove(ctx, ev, p.seq);
      if (faceBefore !== undefined && ctx.s.cards[ev.card].card !== faceBefore) leftAs = faceBefore;
      extra = m.notes;
      rebuilt = m.rebuilt;
      rules = m.rules;
      unsealed = m.unsealed;
      card = ev.card;
      // "creatures put this turn": a creature put into the battle zone (summoned or put), for its controller
      if (isEntering(ev) && inBattle(ctx, ev.card) && isCreature(ctx, ev.card)) countThisTurn(ctx, "creaturesPut", ctx.s.cards[ev.card].controller);
      // casts, breaks (and whether a creature in the battle zone broke), cards put into the shield zone: this turn's log (cond3.ts)
      logMove(ctx, ev, ev.reason === "break" && ev.cause.source !== null && inBattle(ctx, ev.cause.source) && isCreature(ctx, ev.cause.source));
      break;
    }
    case "lose":
      ctx.s.lost = ev.player;
      break;
    case "draw": {
      const deck = zoneOf(ctx.s, ev.player, "deck");
      card = deck.shift()!;
      addToZone(ctx.s, ev.player, "hand", card, "any");
      ctx.s.drawn[ev.player]++;
      countThisTurn(ctx, "drawn", ev.player);
      extra = ` (${card})`;
      break;
    }
    case "flip":
      // 805.6: a psychic creature that awakens (turns to its higher-cost side, 701.20a) is not affected by summoning sickness
      if (defOf(ctx, ev.card).type.includes("Psychic") && (ctx.defs[ev.to]?.cost ?? 0) > (defOf(ctx, ev.card).cost ?? 0) && inBattle(ctx, ev.card)) ctx.s.cards[ev.card].awakened = true;
      ctx.s.cards[ev.card].card = ev.to;
      // only a weapon is equipped to a creature (305.2): a weapon turned to another side (Dragsolution, 807.1a) is equipped no more
      if (!isWeaponDef(defOf(ctx, ev.card))) ctx.s.cards[ev.card].equippedTo = null;
      card = ev.card;
      break;
    case "tap":
    case "untap":
      ctx.s.cards[ev.card].tapped = ev.type === "tap";
      card = ev.card;
      break;
    case "shuffle": {
      const r = shuffle(zoneOf(ctx.s, ev.player, "deck"), ctx.s.rng);
      ctx.s.players[ev.player].zones.deck = r.items;
      ctx.s.rng = r.state;
      break;
    }
    case "attack":
      ctx.s.cards[ev.attacker].tapped = true;
      ctx.s.attackedThisTurn = [...(ctx.s.attackedThisTurn ?? []), ev.attacker];
      card = ev.attacker;
      break;
    case "battle":
      // "while battling" applies from here until the battle is resolved
      ctx.battling = [ev.a, ev.b];
      extra = ` (power ${power(ctx, ev.a)} vs ${power(ctx, ev.b)})`;
      break;
    case "stay":
      card = ev.card;
      break;
    default: {
      // every event type is performed above: a new one fails to compile here until it is
      const unperformed: never = ev;
      void unperformed;
    }
  }
  const narr = describeEvent(ctx, ev, "did");
  const seq = ctx.trace.add({
    seq: 0,
    parent: p.seq,
    step: ctx.step,
    kind: "event-happened",
    automatic: true,
    clauses: [],
    narration: { en: narr.en + extra, ja: narr.ja },
    event: ev,
    ...(ctx.eventBoards ? { board: boardView(ctx.s, ctx.eventBoards, ctx.defs) } : {}),
  });
  if (rebuilt) traceRebuild(ctx, rebuilt, seq);
  traceRules(ctx, rules, seq);
  // the cards that see the event: those in a battle zone before the batch (look-back) and now
  const pool = poolBefore.slice();
  for (const id of battlePool(ctx)) if (!pool.includes(id)) pool.push(id);
  if (leftAs !== null && ev.type === "move") {
    const now = ctx.s.cards[ev.card].card;
    ctx.s.cards[ev.card].card = leftAs;
    try {
      queueTriggers(ctx, matchTriggers(ctx, ev, pool), seq);
    } finally {
      ctx.s.cards[ev.card].card = now;
    }
  } else queueTriggers(ctx, matchTriggers(ctx, ev, pool), seq);
  // abilities that function in the hand (Ninja Strike, 110.4b)
  queueTriggers(ctx, matchHandTriggers(ctx, ev), seq);
  // abilities that function in the zone the card has just been put into (110.4g)
  queueTriggers(ctx, matchArrivalTriggers(ctx, ev), seq);
  ctx.unlinked = undefined;
  if (unsealed !== null) queueTriggers(ctx, matchTriggerKinds(ctx, [{ kind: "unsealed", card: unsealed, other: null }], pool), seq);
  if (becameTapped !== null && ctx.s.cards[becameTapped].tapped) {
    const first = !(ctx.s.tappedThisTurn ?? []).includes(becameTapped);
    if (first) ctx.s.tappedThisTurn = [...(ctx.s.tappedThisTurn ?? []), becameTapped];
    queueTriggers(ctx, matchTriggerKinds(ctx, [{ kind: "tapped", card: becameTapped, other: null, first }], pool), seq);
  }
  if (becameUntapped !== null && !ctx.s.cards[becameUntapped].tapped) queueTriggers(ctx, matchTriggerKinds(ctx, [{ kind: "untapped", card: becameUntapped, other: null }], pool), seq);
  // "whenever your opponent draws a card": the drawn card is the event's card (its owner drew it)
  if (ev.type === "draw" && card !== null) queueTriggers(ctx, matchTriggerKinds(ctx, [{ kind: "draws", card, other: null }], pool), seq);
  if (ev.type === "move" && ev.to === "battle" && ev.from !== "battle" && !ev.stack) removeSealForCommand(ctx, ev.card, seq);
  traceRules(ctx, weaponsAlone(ctx), seq);
  if (ev.type === "battle") {
    try {
      resolveBattle(ctx, ev.a, ev.b, seq);
    } finally {
      ctx.battling = null;
    }
  }
  return { event: ev, status: "happened", seq: p.seq, card, replacement: null };
}

/**
 * heads4: a battle won (115.3b), recorded for the turn: `first` when it is the creature's first win this turn ("whenever
 * this creature wins a battle for the first time each turn": 603.2, the ability triggers on that win only).
 */
function wonBattle(ctx: Ctx, winner: string, loser: string): TriggerOccurrence {
  // recorded only in a game where some card has such an ability (a game without one keeps its states as they were)
  if (!defsHave(ctx, "heads4:first-win", (d) => d.abilities.triggers.some((t) => t.on.event === "wins-battle" && t.on.firstThisTurn === true))) return { kind: "wins-battle", card: winner, other: loser };
  const first = !(ctx.s.wonThisTurn ?? []).includes(winner);
  if (first) ctx.s.wonThisTurn = [...(ctx.s.wonThisTurn ?? []), winner];
  return { kind: "wins-battle", card: winner, other: loser, first };
}

function resolveBattle(ctx: Ctx, a: string, b: string, parent: number): void {
  const pa = power(ctx, a);
  const pb = power(ctx, b);
  let losers = pa > pb ? [b] : pb > pa ? [a] : [a, b];
  // 115.3c, 700.5: a creature that "wins all battles" wins whatever the powers; if both have it, both win (700.5a)
  const wa = winsAllBattles(ctx, a);
  const wb = winsAllBattles(ctx, b);
  if (wa !== null || wb !== null) {
    losers = wa !== null && wb !== null ? [] : wa !== null ? [b] : [a];
    const who = [wa !== null ? `${nameOf(ctx, a)} ("${wa}")` : "", wb !== null ? `${nameOf(ctx, b)} ("${wb}")` : ""].filter(Boolean).join(" and ");
    ctx.trace.add({
      seq: 0,
      parent,
      step: ctx.step,
      kind: "effect",
      automatic: true,
      clauses: ["115.3c", "700.5"],
      narration: {
        en: `${who} ${wa !== null && wb !== null ? "both win all battles: both win and neither loses (700.5a)" : `wins all battles: whatever the powers, ${nameOf(ctx, losers[0])} loses (115.3c)`}`,
        ja: wa !== null && wb !== null ? `双方がバトルに勝つ能力を持つので、バトルに負けたクリーチャーは存在しない (700.5a)` : `バトルに勝つ能力により${nameOf(ctx, losers[0])}がバトルに負ける (115.3c)`,
      },
    });
    if (losers.length === 0) {
      const wins = [wonBattle(ctx, a, b), wonBattle(ctx, b, a)];
      queueTriggers(ctx, matchTriggerKinds(ctx, wins, battlePool(ctx)), parent);
      // cost4: abilities in the hand that watch a battle won (110.4b)
      queueTriggers(ctx, matchHandTriggerKinds(ctx, wins), parent);
      return;
    }
  }
  // 115.3b: the creature with the higher power wins the battle ("whenever this creature wins a battle")
  if (losers.length === 1) {
    const winner = losers[0] === a ? b : a;
    const win = [wonBattle(ctx, winner, losers[0])];
    queueTriggers(ctx, matchTriggerKinds(ctx, win, battlePool(ctx)), parent);
    // cost4: abilities in the hand that watch a battle won (110.4b)
    queueTriggers(ctx, matchHandTriggerKinds(ctx, win), parent);
  }
  // 701.13a: the creature with the same or lower power loses the battle (in a tie, both lose)
  const lost: TriggerOccurrence[] = losers.map((id) => ({ kind: "loses-battle", card: id, other: id === a ? b : a }));
  queueTriggers(ctx, matchTriggerKinds(ctx, lost, battlePool(ctx)), parent);
  // 115.3b: the loser is destroyed; the event remembers the battle it lost ("would lose a battle and be destroyed")
  propose(
    ctx,
    losers.map((id) => ({ ...destroyEvent(id, { kind: "rule", source: null, controller: null }, null), lostBattle: id === a ? b : a })),
    { controller: ctx.s.turn.active, source: null, cause: { kind: "rule", source: null, controller: null }, byReplacement: null, eventCard: null, eventOther: null, drawn: null, parent, label: "battle" },
  );
}

/**
 * 703.4c: a creature with power 0 or less is destroyed (a state-based process, 111.2d: checked as soon as it happens,
 * even in the middle of an ability's resolution). A creature that can't be destroyed or doesn't leave ignores it
 * (700.3). Returns whether any creature was destroyed this way.
 */
export function powerZeroCheck(ctx: Ctx, parent: number): boolean {
  const negative = ctx.s.effects.some((fx) => fx.power !== undefined && fx.power < 0);
  const doomed: string[] = [];
  for (const p of PLAYERS) {
    for (const id of ctx.s.players[p].zones.battle) {
      const d = defOf(ctx, id);
      if (d.power === null || (d.power > 0 && !negative && !d.abilities.statics.some((st) => st.kind === "power"))) continue;
      if (!isCreature(ctx, id) || isIgnored(ctx.s, ctx.defs, id)) continue;
      if (power(ctx, id) > 0 || cantBeDestroyedBy(ctx, id) !== null || cantLeaveBy(ctx, id) !== null) continue;
      doomed.push(id);
    }
  }
  if (doomed.length === 0) return false;
  const cause = { kind: "rule" as const, source: null, controller: null };
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["703.4c"],
    narration: { en: `State-based process: ${doomed.map((id) => `${nameOf(ctx, id)} (power ${power(ctx, id)})`).join(", ")} ${doomed.length > 1 ? "have" : "has"} power 0 or less and ${doomed.length > 1 ? "are" : "is"} destroyed (703.4c)`, ja: `パワー0以下のクリーチャーは破壊される (703.4c)` },
  });
  propose(ctx, doomed.map((id) => destroyEvent(id, cause, null)), { controller: ctx.s.turn.active, source: null, cause, byReplacement: null, eventCard: null, eventOther: null, drawn: null, parent: seq, label: "power 0 or less (703.4c)" });
  return true;
}

export function countThisTurn(ctx: Ctx, what: "drawn" | "creaturesPut", player: PlayerId): void {
  const t = (ctx.s.thisTurn ??= { drawn: { A: 0, B: 0 }, creaturesPut: { A: 0, B: 0 } });
  t[what] = { ...t[what], [player]: t[what][player] + 1 };
}

export function destroyEvent(card: string, cause: GameEvent["cause"], byReplacement: string | null): MoveEvent {
  return { type: "move", card, from: "battle", to: "graveyard", position: "any", reason: "destroy", cause, byReplacement };
}
