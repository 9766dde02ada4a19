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
import { boardView } from "./board";
import type { Ctx, Scope } from "./context";
import { countEvent, defOf, nameJaOf, nameOf } from "./context";
import type { ReplacementDef } from "./defs";
import { describeEvent, eventCard, isDestruction, moveClauses, otherBattler, watchMatches } from "./events";
import {
  cantBeDestroyedBy,
  cantLeaveBy,
  conditionsHold,
  describeCondition,
  inBattle,
  isHyperspatialDef,
  isSpellDef,
  power,
} from "./query";
import { hasExLife, replacementsOf, STAR_EVOLUTION } from "./rule-abilities";
import { shuffle } from "./rng";
import { addToZone, locate, removeFromZone, zoneOf } from "./state";
import { captureStack, putUnderStack, rebuildClauses, rebuildNarration, rebuildRest, resetOffBattle, stackSources } from "./stack";
import type { CandidateView, RebuildView } from "./trace";
import { matchTriggers, queueTriggers, traceChoice, traceSuppressed } from "./triggers";
import {
  other,
  PLAYERS,
  type EventResult,
  type GameEvent,
  type MoveEvent,
  type PlayerId,
  type ZoneName,
} from "./types";

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
  const batch: Pending[] = events.map((event, index) => {
    countEvent(ctx);
    const seq = ctx.trace.add({
      parent: scope.parent,
      step: ctx.step,
      kind: "event-proposed",
      automatic: true,
      clauses: moveClauses(event),
      narration: describeEvent(ctx, event, "would"),
      event,
    });
    return { index, event, seq, status: null, candidates: [], chosen: null, decidedBy: "rule" };
  });

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
  for (const p of batch) if (p.candidates.length > 0) traceCheck(ctx, p);
  for (const f of swapFailed) markNot(ctx, f.p, "prevented", f.why);

  // Events nobody replaced happen together; then each applied replacement's substitute.
  const happen = batch.filter((p) => p.status === null && p.chosen === null);
  const results = new Map<number, EventResult>();
  const pool = battlePool(ctx);
  for (const p of happen) results.set(p.index, perform(ctx, p, pool));
  for (const p of batch) {
    if (p.status !== null) {
      results.set(p.index, { event: p.event, status: p.status, seq: p.seq, card: null, replacement: null });
    }
  }
  for (const p of batch) {
    if (p.chosen === null || p.status !== null) continue;
    results.set(p.index, applyReplacement(ctx, p, p.chosen));
  }
  return batch.map((p) => results.get(p.index)!);
}

function battlePool(ctx: Ctx): string[] {
  return [...zoneOf(ctx.s, ctx.s.turn.active, "battle"), ...zoneOf(ctx.s, other(ctx.s.turn.active), "battle")];
}

// ---------------------------------------------------------------------------------------------
// 1. Can the event happen at all?

function precheck(ctx: Ctx, p: Pending): void {
  const ev = p.event;
  const card = ev.type === "move" ? ev.card : null;
  if (ev.type === "move") {
    const loc = locate(ctx.s, ev.card);
    if (!loc || loc.zone !== ev.from || loc.under !== null) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.card)} is no longer in ${ev.from}; the event cannot happen`);
      return;
    }
    if (ev.stack?.kind === "put-under" && !inBattle(ctx, ev.stack.top)) {
      markNot(ctx, p, "impossible", `${nameOf(ctx, ev.stack.top)} is no longer in the battle zone; nothing can be put under it`);
      return;
    }
  }
  if (ev.type === "draw" && zoneOf(ctx.s, ev.player, "deck").length === 0) {
    markNot(ctx, p, "impossible", `player ${ev.player}'s deck is empty; no card is drawn`);
    return;
  }
  if ((ev.type === "battle" && (!inBattle(ctx, ev.a) || !inBattle(ctx, ev.b))) || (ev.type === "attack" && !inBattle(ctx, ev.attacker))) {
    markNot(ctx, p, "impossible", `a creature involved is no longer in the battle zone`);
    return;
  }
  // 700.3: a creature that "can't be destroyed" is not, whatever words the move is given (701.6a);
  // one that "doesn't leave" / "can't leave" stays whatever the move
  const leaving = ev.type === "move" && ev.from === "battle" && ev.to !== "battle" && card !== null;
  const cantLeave = leaving ? cantLeaveBy(ctx, card) : null;
  const cantBeDestroyed = cantLeave === null && isDestruction(ev) && card !== null ? cantBeDestroyedBy(ctx, card) : null;
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

function markNot(ctx: Ctx, p: Pending, status: "impossible" | "prevented", why: string): void {
  p.status = status;
  ctx.trace.add({
    parent: p.seq,
    step: ctx.step,
    kind: status === "prevented" ? "event-prevented" : "event-impossible",
    automatic: true,
    clauses: [],
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
  for (const player of PLAYERS) {
    const zones = ctx.s.players[player].zones;
    for (const zone of ["battle", "hand"] as const) for (const holder of zones[zone]) consider(holder, zone);
  }
  // "from anywhere" abilities of the event's own card, wherever it is
  const own = eventCard(ev);
  if (own !== null) {
    const loc = locate(ctx.s, own);
    if (loc && loc.under === null && loc.zone !== "battle" && loc.zone !== "hand") consider(own, loc.zone);
  }
  for (const fx of ctx.s.effects) {
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
  if (ev.byReplacement !== null) {
    for (const c of out) {
      c.applicable = false;
      c.why = ev.byReplacement.startsWith("self:")
        ? `this event is already the result of a self-replacement (609.7); a modified event is not replaced again (609.3; seed: no chaining)`
        : `this event is the substitute produced by ${ev.byReplacement}; a modified event is not replaced again (609.3; seed: no chaining)`;
      c.clauses = ev.byReplacement.startsWith("self:") ? ["609.3", "609.7"] : ["609.3"];
      if (c.def === STAR_EVOLUTION) {
        c.why += `; Star Evolution's "would leave" replacement cannot apply when the creature leaves by another replacement effect (813.1a)`;
        c.clauses = [...c.clauses, "813.1a"];
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
    clauses: rep === STAR_EVOLUTION ? [ctx.rules.starEvolutionClause, "813.1a"] : [],
    def: rep,
    holder,
    oneEvent: rep.scope === "one-event",
    effectKey,
  };
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
    eventOther: otherBattler(ev, holder),
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

/** Clause numbers in reading order ("609.1" < "609.1a" < "609.3" < "609.10"). */
export function sortClauses(xs: string[]): string[] {
  const key = (c: string) => c.split(/[.]/).map((p) => p.replace(/^(\d+)([a-z]?)$/, (_, n: string, l: string) => n.padStart(5, "0") + l));
  return uniq(xs).sort((a, b) => {
    const x = key(a).join(".");
    const y = key(b).join(".");
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
    eventOther: otherBattler(p.event, c.holder),
    eventTopOnly: p.event.type === "move" && p.event.stack?.kind === "top-only",
    replaced: p.event,
    drawn: null,
    parent: seq,
    label: c.def.text,
  });
  if (c.def.ifYouDo && c.def.ifYouDo.length > 0) {
    if (did) {
      ctx.trace.add({
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
  return { event: p.event, status: "replaced", seq: p.seq, card: null, replacement: c.key };
}

// ---------------------------------------------------------------------------------------------
// 6. Perform an event that happens

function perform(ctx: Ctx, p: Pending, poolBefore: string[]): EventResult {
  const ev = p.event;
  let card: string | null = null;
  let extra = "";
  let rebuilt: Rebuilt | null = null;
  switch (ev.type) {
    case "move": {
      const m = performMove(ctx, ev, p.seq);
      extra = m.notes;
      rebuilt = m.rebuilt;
      card = ev.card;
      break;
    }
    case "draw": {
      const deck = zoneOf(ctx.s, ev.player, "deck");
      card = deck.shift()!;
      addToZone(ctx.s, ev.player, "hand", card, "any");
      ctx.s.drawn[ev.player]++;
      extra = ` (${card})`;
      break;
    }
    case "flip":
      ctx.s.cards[ev.card].card = ev.to;
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
      card = ev.attacker;
      break;
    case "battle":
      extra = ` (power ${power(ctx, ev.a)} vs ${power(ctx, ev.b)})`;
      break;
    case "stay":
      card = ev.card;
      break;
  }
  const narr = describeEvent(ctx, ev, "did");
  const seq = ctx.trace.add({
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
  const pool = uniq([...poolBefore, ...battlePool(ctx)]);
  queueTriggers(ctx, matchTriggers(ctx, ev, pool), seq);
  if (ev.type === "battle") resolveBattle(ctx, ev.a, ev.b, seq);
  return { event: ev, status: "happened", seq: p.seq, card, replacement: null };
}

function resolveBattle(ctx: Ctx, a: string, b: string, parent: number): void {
  const pa = power(ctx, a);
  const pb = power(ctx, b);
  const losers = pa > pb ? [b] : pb > pa ? [a] : [a, b];
  propose(
    ctx,
    losers.map((id) => destroyEvent(id, { kind: "rule", source: null, controller: null }, null)),
    { controller: ctx.s.turn.active, source: null, cause: { kind: "rule", source: null, controller: null }, byReplacement: null, eventCard: null, eventOther: null, drawn: null, parent, label: "battle" },
  );
}

export function destroyEvent(card: string, cause: GameEvent["cause"], byReplacement: string | null): MoveEvent {
  return { type: "move", card, from: "battle", to: "graveyard", position: "any", reason: "destroy", cause, byReplacement };
}

interface Rebuilt {
  view: RebuildView;
  restSize: number;
}

function performMove(ctx: Ctx, ev: MoveEvent, parent: number): { notes: string; rebuilt: Rebuilt | null } {
  const s = ctx.s;
  const inst = s.cards[ev.card];
  if (ev.stack?.kind === "put-under") {
    putUnderStack(ctx, ev.card, ev.stack.top);
    return { notes: ` (stack of ${ev.stack.top}, bottom first: [${s.cards[ev.stack.top].under.join(", ")}])`, rebuilt: null };
  }
  const loc = locate(s, ev.card)!;
  // Only the top card leaves (a card-designating effect): the rest of the stack stays and is rebuilt (801.4).
  const leaving = ev.from === "battle" && ev.stack?.kind === "top-only" && inst.under.length > 0 ? captureStack(ctx, ev.card, loc.player) : null;
  removeFromZone(s, loc.player, ev.from, ev.card);
  const def = defOf(ctx, ev.card);
  let notes = "";
  const dest = redirect(def, ev.to);
  if (dest !== ev.to) notes += ` → ${dest} instead (psychic/dragheart cards return to the hyperspatial zone)`;
  const carried = ev.from === "battle" && !leaving ? inst.under : [];
  if (ev.from === "battle") leaveBattle(ctx, ev.card);
  if (ev.from === "shields") inst.faceDown = false;
  place(ctx, ev.card, dest, ev.reason === "shuffle-into-deck" ? "any" : ev.position, parent);
  for (const u of carried) {
    const d = redirect(defOf(ctx, u), ev.to);
    resetOffBattle(s.cards[u]);
    place(ctx, u, d, "any", parent);
    notes += `; ${u} (under it) goes too`;
  }
  if (ev.stack?.kind === "evolve" && dest === "battle") notes += `. ${stackSources(ctx, ev.card, ev.stack.sources)}`;
  const rebuilt = leaving ? { view: rebuildRest(ctx, leaving), restSize: leaving.rest.length } : null;
  if (ev.reason === "shuffle-into-deck") {
    const owner = inst.owner;
    const r = shuffle(zoneOf(s, owner, "deck"), s.rng);
    s.players[owner].zones.deck = r.items;
    s.rng = r.state;
  }
  return { notes, rebuilt };
}

/** The `rebuild` trace entry, and the abilities that did not trigger because nothing was put (801.4c). */
function traceRebuild(ctx: Ctx, r: Rebuilt, parent: number): void {
  const v = r.view;
  const seq = ctx.trace.add({
    parent,
    step: ctx.step,
    kind: "rebuild",
    automatic: true,
    clauses: rebuildClauses(v, r.restSize),
    narration: rebuildNarration(ctx, v),
    rebuild: v,
  });
  for (const n of v.notTriggered) {
    const controller = ctx.s.cards[n.source].controller;
    ctx.trace.add({
      parent: seq,
      step: ctx.step,
      kind: "trigger-suppressed",
      automatic: true,
      clauses: ["801.4c"],
      narration: {
        en: `${nameOf(ctx, n.source)} does not trigger: ${n.why}`,
        ja: `再構築されたカードは新たにバトルゾーンに出たわけではないので、${nameJaOf(ctx, n.source)}の能力は誘発しない (801.4c)`,
      },
      trigger: { source: n.source, ability: n.ability, controller, on: parent, card: v.top, reason: "rebuilt" },
    });
  }
}

function redirect(def: import("./defs").CardDef, to: ZoneName): ZoneName {
  return isHyperspatialDef(def) && to !== "battle" && to !== "hyperspatial" ? "hyperspatial" : to;
}

function leaveBattle(ctx: Ctx, id: string): void {
  resetOffBattle(ctx.s.cards[id]);
  // 303.5: a Cross Gear stays when the creature it is crossed with leaves; it is no longer crossed
  for (const p of PLAYERS) for (const g of ctx.s.players[p].zones.battle) if (ctx.s.cards[g].crossedTo === id) ctx.s.cards[g].crossedTo = null;
  // A card that leaves the battle zone is a new object: effects locked onto it end (so they never apply again).
  if (ctx.s.effects.some((fx) => fx.affected.includes(id))) {
    ctx.s.effects = ctx.s.effects.map((fx) => (fx.affected.includes(id) ? { ...fx, affected: fx.affected.filter((a) => a !== id) } : fx));
  }
}

function place(ctx: Ctx, id: string, zone: ZoneName, position: "top" | "bottom" | "any", parent: number): void {
  const s = ctx.s;
  const inst = s.cards[id];
  addToZone(s, inst.owner, zone, id, position);
  inst.tapped = false;
  if (zone === "shields") inst.faceDown = true;
  if (zone === "battle") {
    inst.controller = inst.owner;
    inst.enteredBattleTurn = s.turn.number;
    inst.evolutionIgnored = false;
    applyShieldForce(ctx, id, parent);
    applyExLife(ctx, id, parent);
  }
  if (zone === "mana") applyManaEntry(ctx, id, parent);
}

/** 110.4f state-definition effects on entering the mana zone: all of them apply (they are not replacements). */
function applyManaEntry(ctx: Ctx, id: string, parent: number): void {
  const inst = ctx.s.cards[id];
  const def = defOf(ctx, id);
  if (def.civilizations.length > 1) {
    inst.tapped = true;
    ctx.trace.add({
      parent,
      step: ctx.step,
      kind: "entry-modifier",
      automatic: true,
      clauses: [],
      narration: { en: `${nameOf(ctx, id)} is multicolored, so it is put into the mana zone tapped (game rule)`, ja: `多色カードなのでタップしてマナゾーンに置く` },
    });
  }
  for (const p of PLAYERS) {
    for (const src of zoneOf(ctx.s, p, "battle")) {
      const sd = defOf(ctx, src);
      for (const st of sd.abilities.statics) {
        if (st.kind !== "enter-tapped" || st.zone !== "mana") continue;
        const ctl = ctx.s.cards[src].controller;
        const applies = st.whose === "any" || (st.whose === "opponents" ? inst.owner !== ctl : inst.owner === ctl);
        if (!applies) continue;
        inst.tapped = true;
        ctx.trace.add({
          parent,
          step: ctx.step,
          kind: "entry-modifier",
          automatic: true,
          clauses: ["110.4f"],
          narration: {
            en: `${nameOf(ctx, src)}: "${st.text}" — ${nameOf(ctx, id)} enters the mana zone tapped. This defines how the card enters; it is not one of the 609.3 replacements, and every such effect applies (110.4f).`,
            ja: `${nameJaOf(ctx, src)}の効果で${nameJaOf(ctx, id)}はタップしてマナゾーンに置かれる (110.4f)`,
          },
        });
      }
    }
  }
}

/**
 * EX Life: "as you put this creature, shieldify the top card of your deck" — applied as the creature is put
 * into the battle zone (a state definition, 110.4f; before any "when put" trigger). Shieldify: put it as a new
 * face-down shield (701.32a). The shield is linked to the creature while it stays in the shield zone.
 */
function applyExLife(ctx: Ctx, id: string, parent: number): void {
  if (!hasExLife(defOf(ctx, id))) return;
  const inst = ctx.s.cards[id];
  const deck = zoneOf(ctx.s, inst.owner, "deck");
  if (deck.length === 0) {
    ctx.trace.add({ parent, step: ctx.step, kind: "entry-modifier", automatic: true, clauses: ["701.32a"], narration: { en: `EX Life of ${nameOf(ctx, id)}: the deck is empty, no shield is made`, ja: `EXライフ: 山札がないのでシールド化しない` } });
    return;
  }
  const card = deck.shift()!;
  const c = ctx.s.cards[card];
  addToZone(ctx.s, inst.owner, "shields", card, "any");
  c.faceDown = true;
  c.tapped = false;
  inst.exLife = card;
  ctx.trace.add({
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: true,
    clauses: ["110.4f", "701.32a"],
    narration: {
      en: `EX Life: as ${nameOf(ctx, id)} is put into the battle zone, the top card of the deck (${card}) becomes a new face-down shield, its EX Life shield (701.32a)`,
      ja: `EXライフ: ${nameJaOf(ctx, id)}を出す時、山札の上から1枚目(${card})をシールド化する (701.32a)`,
    },
  });
}

/** Shield Force (110.4f): as the creature is put into the battle zone, its controller may choose one of their shields. */
function applyShieldForce(ctx: Ctx, id: string, parent: number): void {
  const def = defOf(ctx, id);
  if (!def.abilities.onEnter.some((e) => e.kind === "shield-force")) return;
  const inst = ctx.s.cards[id];
  const shields = zoneOf(ctx.s, inst.owner, "shields");
  if (shields.length === 0) return;
  const a = ctx.choices.ask("choose-cards", inst.owner, `Shield Force of ${nameOf(ctx, id)}: you may choose one of your shields`, shields.slice(), 0, 1);
  traceChoice(ctx, a, parent);
  const pick = "pick" in a.answer ? a.answer.pick[0] : undefined;
  inst.shieldForce = pick ?? null;
  ctx.trace.add({
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: false,
    clauses: ["110.4f"],
    narration: pick
      ? { en: `Shield Force: ${nameOf(ctx, id)} is linked to shield ${pick}; while it stays in the shield zone the creature has its Shield Force abilities`, ja: `シールド・フォース: シールド${pick}を選んだ` }
      : { en: `Shield Force: no shield chosen`, ja: `シールド・フォース: シールドを選ばなかった` },
  });
}
