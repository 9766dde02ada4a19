/**
 * Triggered abilities: collected after each event that happened, listed when suppressed because the
 * event was replaced (609.4) or did not happen, and resolved once the current action finishes:
 * the active player's first; a player with several pending chooses the order.
 */
import type { Ctx, PendingTrigger } from "./context";
import { defOf, defsHave, nameOf } from "./context";
import type { StaticDef, TriggerDef } from "./defs";
import { triggerEventsOf, triggerSubjectMatches, type TriggerOccurrence } from "./events";
import { abilityHolders, conditionsHold, grantedTriggersOn, hasKeyword, isCreature, isIgnored, matchesFilter, mayGrant } from "./query";
import { type GameEvent, type PlayerId } from "./types";
import { other } from "./zones";
import { EngineError } from "./errors";

/** Keyword abilities that are triggered abilities, as data. */
const KEYWORD_TRIGGERS: Record<string, TriggerDef> = {
  slayer: {
    id: "slayer",
    text: "Slayer (Whenever this creature battles, destroy the other creature after the battle.)",
    on: { event: "battles", subject: "self" },
    optional: false,
    effect: [{ do: "destroy", target: { eventOther: true } }],
  },
};

export interface TriggerMatch {
  source: string;
  controller: PlayerId;
  def: TriggerDef;
  card: string;
  other: string | null;
  /** A delayed ability's: what the effect that created it remembered ("that creature"). */
  memory?: Record<string, string[]>;
}

/** A card's printed triggered abilities and those its printed keywords give it (cached per definition). */
const printedTriggers = new WeakMap<object, { all: readonly TriggerDef[]; keywordStatics: boolean }>();

function triggersOfSource(ctx: Ctx, source: string): readonly TriggerDef[] {
  const d = defOf(ctx, source);
  let cached = printedTriggers.get(d);
  if (cached === undefined) {
    const all = d.abilities.triggers.slice();
    for (const k in KEYWORD_TRIGGERS) if (d.abilities.keywords.includes(k)) all.push(KEYWORD_TRIGGERS[k]);
    cached = { all, keywordStatics: d.abilities.statics.some((st) => st.kind === "keyword") };
    printedTriggers.set(d, cached);
  }
  // keywords can also come from a conditional static or an effect: then look them up as they are now
  if (!cached.keywordStatics && ctx.s.effects.length === 0 && !mayGrant(ctx)) return cached.all;
  const out = d.abilities.triggers.slice();
  for (const k in KEYWORD_TRIGGERS) if (hasKeyword(ctx, source, k)) out.push(KEYWORD_TRIGGERS[k]);
  // triggered abilities a `grant` static gives it (Survivor)
  if (defsHave(ctx, "grant-triggers", (d) => d.abilities.statics.some((st) => st.kind === "grant" && st.triggers !== undefined))) out.push(...grantedTriggersOn(ctx, source));
  return out;
}

/** Abilities of cards in `pool` (battle zone, with look-back) that trigger on `ev`. */
export function matchTriggers(ctx: Ctx, ev: GameEvent, pool: readonly string[]): TriggerMatch[] {
  return matchTriggerKinds(ctx, triggerEventsOf(ev), pool);
}

/** Abilities of cards in `pool` that trigger on these trigger events (also used for events that did not happen). */
export function matchTriggerKinds(ctx: Ctx, kinds: readonly TriggerOccurrence[], pool: readonly string[], zone: "battle" | "hand" | "mana" | "graveyard" | "shields" = "battle"): TriggerMatch[] {
  if (kinds.length === 0) return [];
  const out: TriggerMatch[] = [];
  for (const source of pool) {
    const defs = triggersOfSource(ctx, source);
    if (defs.length === 0) continue;
    const controller = ctx.s.cards[source].controller;
    for (const t of defs) {
      // an ability functions only in its zone (110.4b, 110.4c: without one, the battle zone)
      if ((t.activeIn ?? "battle") !== zone) continue;
      for (const k of kinds) {
        if (t.on.event !== k.kind) continue;
        if (!triggerSubjectMatches(ctx, t.on.subject, k.card, source, controller)) continue;
        // "When this creature is destroyed", "another creature is destroyed": the text defines the event it
        // watches (700.1), so a card of another type (a Tamaseed, a field: 316.1) that is destroyed or put is
        // not seen, unless the ability names that type (`filter.typeIncludes`: "this tamaseed").
        if ((k.kind === "destroyed" || k.kind === "put-into-battle" || k.kind === "battles" || k.kind === "leaves-battle" || k.kind === "untapped") && !t.on.filter?.typeIncludes && (k.asCard || !isCreature(ctx, k.card))) continue;
        if (!matchesFilter(ctx, k.card, t.on.filter)) continue;
        if (t.on.to && (k.to === undefined || !t.on.to.includes(k.to))) continue;
        if (t.on.bySummon !== undefined && t.on.bySummon !== (k.summon === true)) continue;
        if (t.on.from && (k.from === undefined || !t.on.from.includes(k.from))) continue;
        if (t.on.faceUp && !k.faceUp) continue;
        // "discarded by the effect of one of your opponent's spells or the ability of a creature" (heads4): the discard's
        // cause is a spell of the opponent, or an ability of an opponent's creature
        if (t.on.byOpponent && !(k.cause && k.cause.controller === other(controller) && (k.cause.kind === "spell" || (k.cause.kind === "ability" && k.cause.source !== null && isCreature(ctx, k.cause.source))))) continue;
        if (t.on.firstThisTurn && !(k.first ?? (k.kind === "attacks" && firstAttack(ctx, k.card)))) continue;
        // "attacks your opponent" / "attacks a creature": the attack's target (the event's other card; none for a player)
        if (t.on.target !== undefined && (t.on.target === "player") !== (k.other === null)) continue;
        // an ability the card has only under a condition (Shield Force, Accelerator...) triggers only while it holds
        if (t.conditions && !conditionsHold(ctx, t.conditions, source, controller)) continue;
        out.push({ source, controller, def: t, card: k.card, other: k.other });
      }
    }
  }
  return out;
}

/** The creature's attack being declared is its first this turn (the declaration is recorded as it happens). */
function firstAttack(ctx: Ctx, card: string): boolean {
  let n = 0;
  for (const id of ctx.s.attackedThisTurn ?? []) if (id === card) n++;
  return n === 1;
}

/**
 * Abilities that function in the hand (110.4b, 110.4d: Ninja Strike) and trigger on `ev`: the cards in each player's
 * hand, the active player's first. A card that is being used (409.1c) or that the event itself moves is not waiting in
 * the hand.
 */
export function matchHandTriggers(ctx: Ctx, ev: GameEvent): TriggerMatch[] {
  // only printed abilities work from the hand (keyword triggers and granted abilities are battle-zone ones)
  if (!defsHave(ctx, "hand-triggers", (d) => d.abilities.triggers.some((t) => t.activeIn === "hand"))) return [];
  const kinds = triggerEventsOf(ev);
  if (kinds.length === 0) return [];
  const moved = ev.type === "move" ? ev.card : null;
  const batch = ctx.batchCards ?? [];
  const active = ctx.s.turn.active;
  const pool: string[] = [];
  for (const p of [active, other(active)]) {
    for (const id of ctx.s.players[p].zones.hand) if (id !== moved && !batch.includes(id) && !ctx.using.includes(id)) pool.push(id);
  }
  return matchTriggerKinds(ctx, kinds, pool, "hand");
}

/**
 * cost4: abilities that function in the hand (110.4b) triggering on occurrences that are not an event of their own (a
 * battle won, 115.3b: "when one of your creatures wins a battle, you may put this creature from your hand into the
 * battle zone"): the cards in each player's hand, the active player's first, not one being used (409.1c).
 */
export function matchHandTriggerKinds(ctx: Ctx, kinds: readonly TriggerOccurrence[]): TriggerMatch[] {
  if (kinds.length === 0 || !defsHave(ctx, "hand-triggers", (d) => d.abilities.triggers.some((t) => t.activeIn === "hand"))) return [];
  const active = ctx.s.turn.active;
  const pool: string[] = [];
  for (const p of [active, other(active)]) for (const id of ctx.s.players[p].zones.hand) if (!ctx.using.includes(id)) pool.push(id);
  return matchTriggerKinds(ctx, kinds, pool, "hand");
}

/**
 * 110.4g: an ability that can trigger only while its card is in the mana zone, the graveyard or the shield zone ("when
 * you put this card into your mana zone", "when this card is put into your graveyard", "when you put this creature face
 * up into your shield zone") functions there: the card that has just arrived
 * in that zone (and is still there) is looked at for it.
 */
export function matchArrivalTriggers(ctx: Ctx, ev: GameEvent): TriggerMatch[] {
  if (ev.type !== "move" || (ev.to !== "mana" && ev.to !== "graveyard" && ev.to !== "shields") || ev.from === ev.to) return [];
  const zone = ev.to;
  if (!defsHave(ctx, `${zone}-triggers`, (d) => d.abilities.triggers.some((t) => t.activeIn === zone))) return [];
  const c = ctx.s.cards[ev.card];
  if (c === undefined || !ctx.s.players[c.owner].zones[zone].includes(ev.card)) return [];
  return matchTriggerKinds(ctx, triggerEventsOf(ev), [ev.card], zone);
}

/**
 * "At the start / end of your turn" abilities of the battle zone's cards (501.2, 511.1): the subject is the turn
 * player — own: the source's controller's turn; opponents: the other player's; any: every turn.
 */
export function matchTurnTriggers(ctx: Ctx, kind: "turn-start" | "turn-end", turnPlayer: PlayerId): TriggerMatch[] {
  const out: TriggerMatch[] = [];
  for (const p of [turnPlayer, other(turnPlayer)]) {
    for (const source of ctx.s.players[p].zones.battle) {
      const controller = ctx.s.cards[source].controller;
      for (const t of triggersOfSource(ctx, source)) {
        if (t.on.event !== kind || t.activeIn !== undefined) continue;
        const s = t.on.subject;
        const ok = s === "any" || ((s === "own" || s === "self") && controller === turnPlayer) || (s === "opponents" && controller !== turnPlayer);
        if (ok && t.conditions && !conditionsHold(ctx, t.conditions, source, controller)) continue;
        if (ok) out.push({ source, controller, def: t, card: source, other: null });
      }
    }
  }
  return out;
}

/**
 * The "trigger-replacement" statics of the battle zone's cards that apply to this triggering (609.1a: "... would
 * trigger, ... won't trigger / triggers twice instead"), with the card that has each. Ignored creatures have no
 * abilities (116.2); the conditions are looked at as the ability would trigger.
 */
function triggerReplacementsFor(ctx: Ctx, m: TriggerMatch): { holder: string; st: Extract<StaticDef, { kind: "trigger-replacement" }> }[] {
  const out: { holder: string; st: Extract<StaticDef, { kind: "trigger-replacement" }> }[] = [];
  for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
    for (const id of abilityHolders(ctx, p)) {
      if (isIgnored(ctx.s, ctx.defs, id)) continue;
      for (const st of defOf(ctx, id).abilities.statics) {
        if (st.kind !== "trigger-replacement" || st.on !== m.def.on.event) continue;
        const holder = ctx.s.cards[id].controller;
        const side = st.whose === "yours" ? holder : other(holder);
        if (m.controller !== side || ctx.s.cards[m.card]?.controller !== side) continue;
        if (st.abilities === "whose-creatures" ? !defOf(ctx, m.source).type.includes("Creature") : m.source !== m.card) continue;
        if (st.abilities === "event-card-this" && m.def.on.subject !== "self") continue;
        if (!matchesFilter(ctx, m.card, st.filter)) continue;
        if (!conditionsHold(ctx, st.conditions, id, holder)) continue;
        out.push({ holder: id, st });
      }
    }
  }
  return out;
}

export function queueTriggers(ctx: Ctx, matches: TriggerMatch[], eventSeq: number): void {
  if (!matches.some((m) => m.def.on.event === "put-into-battle" || m.def.on.event === "destroyed")) {
    queueTriggersAsIs(ctx, matches, eventSeq);
    return;
  }
  for (const m of matches) {
    const reps = triggerReplacementsFor(ctx, m);
    // several "won't trigger": whichever applies (609.8), the ability doesn't trigger and the others have nothing left
    // to replace (609.5); with a "triggers twice" among several, 609.3 / 609.8 do not say what the second does to the
    // first's result (two triggerings, or one?): the run is refused rather than guessed
    if (reps.length > 1 && reps.some((r) => r.st.mode === "twice")) {
      throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): ${reps.length} replacements of the triggering of ${nameOf(ctx, m.source)}'s ability (${reps.map((r) => nameOf(ctx, r.holder)).join(", ")}) are not modelled together`, ctx.step);
    }
    const rep = reps[0];
    if (rep === undefined) {
      queueTriggersAsIs(ctx, [m], eventSeq);
    } else if (rep.st.mode === "twice") {
      queueTriggersAsIs(ctx, [m, m], eventSeq);
    } else {
      ctx.trace.add({
        seq: 0,
        parent: eventSeq,
        step: ctx.step,
        kind: "trigger-suppressed",
        automatic: true,
        clauses: ["609.1a"],
        narration: {
          en: `${nameOf(ctx, m.source)}'s ability does not trigger: ${nameOf(ctx, rep.holder)} replaces its triggering ("${rep.st.text}", 609.1a)`,
          ja: `${nameOf(ctx, rep.holder)}の置換効果により、${nameOf(ctx, m.source)}の能力は誘発しない (609.1a)`,
        },
        trigger: { source: m.source, ability: m.def.id, controller: m.controller, on: eventSeq, card: m.card, reason: "trigger-replaced" },
      });
    }
  }
}

function queueTriggersAsIs(ctx: Ctx, matches: TriggerMatch[], eventSeq: number): void {
  for (const m of matches) {
    // author-facing key for trigger-order prompts: "<source>:<ability>@<card it triggered for>"
    let key = `${m.source}:${m.def.id}@${m.card}`;
    for (let n = 2; ctx.pending.some((p) => p.key === key); n++) key = `${m.source}:${m.def.id}@${m.card}#${n}`;
    const pending: PendingTrigger = {
      key,
      source: m.source,
      ability: m.def.id,
      controller: m.controller,
      optional: m.def.optional,
      effect: m.def.effect,
      text: m.def.text,
      eventSeq,
      eventCard: m.card,
      eventOther: m.other,
      ...(m.memory ? { memory: m.memory } : {}),
    };
    ctx.pending.push(pending);
    ctx.trace.add({
      seq: 0,
      parent: eventSeq,
      step: ctx.step,
      kind: "trigger-queued",
      automatic: true,
      clauses: [],
      narration: {
        en: `${nameOf(ctx, m.source)} triggers: "${m.def.text}" (for ${nameOf(ctx, m.card)})`,
        ja: `${nameOf(ctx, m.source)}の能力が誘発する`,
      },
      trigger: { source: m.source, ability: m.def.id, controller: m.controller, on: eventSeq, card: m.card },
    });
  }
}

export function traceSuppressed(ctx: Ctx, matches: TriggerMatch[], eventSeq: number, reason: "event-replaced" | "event-prevented"): void {
  for (const m of matches) {
    ctx.trace.add({
      seq: 0,
      parent: eventSeq,
      step: ctx.step,
      kind: "trigger-suppressed",
      automatic: true,
      clauses: reason === "event-replaced" ? ["609.4"] : [],
      narration:
        reason === "event-replaced"
          ? {
              en: `${nameOf(ctx, m.source)} does not trigger: the event it watches was replaced, so it never happened (609.4)`,
              ja: `置換されたイベントは起こっていないので、${nameOf(ctx, m.source)}の能力は誘発しない (609.4)`,
            }
          : {
              en: `${nameOf(ctx, m.source)} does not trigger: the event did not happen`,
              ja: `イベントが起こらなかったので、${nameOf(ctx, m.source)}の能力は誘発しない`,
            },
      trigger: { source: m.source, ability: m.def.id, controller: m.controller, on: eventSeq, card: m.card, reason },
    });
  }
}

/** Resolve pending triggers until none are left (new ones join the queue as they trigger). */
export function resolvePending(ctx: Ctx): void {
  // 104.1: the game has ended; nothing more resolves
  if (ctx.s.lost !== null) {
    ctx.pending = [];
    return;
  }
  let guard = 0;
  while (ctx.pending.length > 0) {
    // body4: 104.1 again: a player lost while an earlier ability resolved ("you win the game"); the rest never resolve
    if (ctx.s.lost !== null) {
      ctx.pending = [];
      return;
    }
    if (++guard > ctx.limits.maxEvents) {
      throw new EngineError("E_EVENT_LIMIT", `step ${ctx.step} (${ctx.stepLabel}): triggers kept triggering`, ctx.step);
    }
    const active = ctx.s.turn.active;
    const player = ctx.pending.some((p) => p.controller === active) ? active : other(active);
    const mine = ctx.pending.filter((p) => p.controller === player);
    let next = mine[0];
    let decidedBy: { player: PlayerId; promptId: string } | "forced" | "rule" = "rule";
    // copies of one triggering (an ability that "triggers twice instead") are the same effect: no order to choose
    const copies = mine.every((p) => p.source === mine[0].source && p.ability === mine[0].ability && p.eventSeq === mine[0].eventSeq && p.eventCard === mine[0].eventCard && p.eventOther === mine[0].eventOther);
    if (mine.length > 1 && !copies) {
      const options = mine.map((p) => p.key);
      const a = ctx.choices.ask("trigger-order", player, `Choose which of your triggered abilities resolves next`, options, 1, 1);
      const picked = "pick" in a.answer ? a.answer.pick[0] : options[0];
      next = mine.find((p) => p.key === picked)!;
      decidedBy = a.source === "forced" ? "forced" : { player, promptId: a.prompt.id };
      traceChoice(ctx, a, next.eventSeq);
    }
    ctx.pending.splice(ctx.pending.indexOf(next), 1);
    const seq = ctx.trace.add({
      seq: 0,
      parent: next.eventSeq,
      step: ctx.step,
      kind: "trigger-resolving",
      automatic: true,
      clauses: [],
      narration: { en: `${nameOf(ctx, next.source)}'s ability resolves: "${next.text}"`, ja: `${nameOf(ctx, next.source)}の能力を解決する` },
      decidedBy,
      trigger: { source: next.source, ability: next.ability, controller: next.controller, on: next.eventSeq, card: next.eventCard },
    });
    if (next.optional) {
      const a = ctx.choices.ask("yes-no", next.controller, `Use ${nameOf(ctx, next.source)}'s optional ability "${next.text}"?`, [], 0, 0);
      traceChoice(ctx, a, seq);
      if ("yes" in a.answer && !a.answer.yes) continue;
    }
    ctx.exec(ctx, next.effect, {
      controller: next.controller,
      source: next.source,
      cause: { kind: "ability", source: next.source, controller: next.controller },
      byReplacement: null,
      eventCard: next.eventCard,
      eventOther: next.eventOther,
      drawn: null,
      ...(next.memory ? { memory: { ...next.memory } } : {}),
      parent: seq,
      label: next.text,
    });
  }
}

export function traceChoice(ctx: Ctx, a: import("./prompts").AnsweredPrompt, parent: number): number {
  const answer = "yes" in a.answer ? (a.answer.yes ? "yes" : "no") : a.answer.pick;
  return ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "choice",
    automatic: a.source === "forced",
    clauses: [],
    narration: {
      en: `${a.source === "forced" ? "Forced" : `Player ${a.prompt.player} chooses`}: ${a.prompt.text} → ${Array.isArray(answer) ? `[${answer.join(", ")}]` : answer}`,
    },
    choice: {
      promptId: a.prompt.id,
      kind: a.prompt.kind,
      player: a.prompt.player,
      text: a.prompt.text,
      options: a.prompt.options,
      answer,
      source: a.source,
    },
  });
}
