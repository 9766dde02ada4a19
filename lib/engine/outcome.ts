/** Expected outcomes of a scenario and the check that compares them with a run. */
import type { CardDefs } from "./defs";
import { eventCard } from "./events";
import { isSummoningSick } from "./query";
import type { TraceEntry } from "./trace";
import { type GameState, type PlayerId, type ZoneName } from "./types";
import { PLAYERS, ZONES } from "./zones";

export interface TriggerExpect {
  source: string;
  /** The card the triggering event was about. */
  card?: string;
}

export interface ReplacementExpect {
  /** Source card of the replacement ability (for granted abilities: the card whose effect granted it). */
  by: string;
  /** The card the replaced event was about. */
  on?: string;
  ability?: string;
}

export interface Expectations {
  /** Exact contents (order-insensitive) of zones, keyed "A.hand", "B.battle"... */
  zones?: Record<string, string[]>;
  /** Exact contents of zones in order (decks: top first), keyed "A.deck"... */
  order?: Record<string, string[]>;
  /** Cards that must be in a zone (others may be too). */
  contains?: Record<string, string[]>;
  tapped?: string[];
  untapped?: string[];
  /** Instance id → catalogue id of the face up at the end (flips). */
  faces?: Record<string, string>;
  /** Number of cards each player drew (draw events that happened). */
  drew?: Partial<Record<PlayerId, number>>;
  triggers?: {
    /** Exactly these triggered abilities triggered (order-insensitive). */
    fired?: TriggerExpect[];
    /** Exactly these were suppressed because their event was replaced or did not happen. */
    suppressed?: TriggerExpect[];
  };
  replacements?: {
    /** Exactly these replacements were applied (order-insensitive). */
    applied?: ReplacementExpect[];
    /** Each of these was considered (watched the event) and not applied, at least once. */
    notApplied?: ReplacementExpect[];
  };
  /** Exact stack under a card at the end (a battle-zone card, or the top card of a stack of shields, 113.2): top card id → cards under it, bottom first (order matters). */
  under?: Record<string, string[]>;
  /** These battle-zone creatures have summoning sickness at the end / do not. */
  summoningSick?: string[];
  notSummoningSick?: string[];
  /** Exactly these rebuilds (801.4) happened: the top card that left alone, and the card that ended on top (null: none). */
  rebuilds?: RebuildExpect[];
  /** Exact auras attached to a creature at the end, first attached first (`[]` = none). */
  auras?: Record<string, string[]>;
  /** Exact seals on a card at the end (order-insensitive; `[]` = none). */
  seals?: Record<string, string[]>;
  /** Exact gods linked with a god at the end (order-insensitive; `[]` = not linked). */
  linked?: Record<string, string[]>;
  /** Exact other cells of a Psychic Super Creature at the end (order-insensitive; `[]` = no super creature any more). */
  cells?: Record<string, string[]>;
  /** Exact forbidden cores of a card at the end (order-insensitive; `[]` = none, 309). */
  cores?: Record<string, string[]>;
  /** Weapon → the creature it is equipped to at the end (null: not equipped). */
  equipped?: Record<string, string | null>;
  /** These cards are face up / face down at the end (face-up shields, seals, face-down mana). */
  faceUp?: string[];
  faceDown?: string[];
  /** Summons each player made (701.3a), whether or not the creature then entered. */
  summoned?: Partial<Record<PlayerId, number>>;
  /** Extra turns each player is to take. */
  extraTurns?: Partial<Record<PlayerId, number>>;
  /** The player who lost the game (104.1); null: nobody lost. */
  lost?: PlayerId | null;
}

export interface RebuildExpect {
  left: string;
  /** Omit to not check; null when no card stayed. */
  top?: string | null;
}

export interface Mismatch {
  /** Path in the scenario's `expect` block, e.g. "expect.zones.A.hand". */
  field: string;
  message: string;
}

const sorted = (xs: readonly string[]): string[] => xs.slice().sort();
const same = (a: readonly string[], b: readonly string[]): boolean => {
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

const zoneKeys = new Map<string, { player: PlayerId; zone: ZoneName } | null>();
function parseZoneKey(key: string): { player: PlayerId; zone: ZoneName } | null {
  let z = zoneKeys.get(key);
  if (z === undefined) {
    const [p, name] = key.split(".");
    z = !PLAYERS.includes(p as PlayerId) || !ZONES.includes(name as ZoneName) ? null : { player: p as PlayerId, zone: name as ZoneName };
    if (zoneKeys.size < 1000) zoneKeys.set(key, z);
  }
  return z;
}

function eventCardOf(e: TraceEntry): string | null {
  return e.event ? eventCard(e.event) : null;
}

/**
 * Compare a run with the expectations. Summoning sickness needs card definitions: pass `defs`, or it is
 * read from the board of the last step-end entry of the trace.
 */
/**
 * The expectations as an object of one shape (every field, undefined when absent), read once through Object.entries:
 * each scenario's expectations have their own fields, and reading absent fields of so many shapes is slow.
 */
function fixedShape(given: Expectations): Expectations {
  const x: Record<keyof Expectations, unknown> = {
    zones: undefined,
    order: undefined,
    contains: undefined,
    tapped: undefined,
    untapped: undefined,
    faces: undefined,
    drew: undefined,
    triggers: undefined,
    replacements: undefined,
    under: undefined,
    summoningSick: undefined,
    notSummoningSick: undefined,
    rebuilds: undefined,
    auras: undefined,
    seals: undefined,
    linked: undefined,
    cells: undefined,
    cores: undefined,
    equipped: undefined,
    faceUp: undefined,
    faceDown: undefined,
    summoned: undefined,
    extraTurns: undefined,
    lost: undefined,
  };
  for (const [k, v] of Object.entries(given)) if (Object.hasOwn(x, k)) (x as Record<string, unknown>)[k] = v;
  return x as Expectations;
}

export function checkOutcome(given: Expectations, s: GameState, trace: TraceEntry[], defs?: CardDefs): Mismatch[] {
  const x = fixedShape(given);
  const out: Mismatch[] = [];
  checkStacks(x, s, trace, defs, out);
  if (x.zones) for (const [key, ids] of Object.entries(x.zones)) {
    const z = parseZoneKey(key);
    if (!z) {
      out.push({ field: `expect.zones.${key}`, message: `not a zone (use A.hand, B.battle, ...)` });
      continue;
    }
    const got = s.players[z.player].zones[z.zone];
    if (!same(got, ids)) out.push({ field: `expect.zones.${key}`, message: `expected [${sorted(ids).join(", ")}], got [${sorted(got).join(", ")}]` });
  }
  if (x.order) for (const [key, ids] of Object.entries(x.order)) {
    const z = parseZoneKey(key);
    if (!z) {
      out.push({ field: `expect.order.${key}`, message: `not a zone (use A.deck, B.graveyard, ...)` });
      continue;
    }
    const got = s.players[z.player].zones[z.zone];
    if (got.length !== ids.length || got.some((v, i) => v !== ids[i])) out.push({ field: `expect.order.${key}`, message: `expected, in order, [${ids.join(", ")}]; got [${got.join(", ")}]` });
  }
  if (x.contains) for (const [key, ids] of Object.entries(x.contains)) {
    const z = parseZoneKey(key);
    if (!z) {
      out.push({ field: `expect.contains.${key}`, message: `not a zone` });
      continue;
    }
    const got = s.players[z.player].zones[z.zone];
    const missing = ids.filter((id) => !got.includes(id));
    if (missing.length) out.push({ field: `expect.contains.${key}`, message: `missing [${missing.join(", ")}]; zone has [${sorted(got).join(", ")}]` });
  }
  for (const id of x.tapped ?? []) if (!s.cards[id]?.tapped) out.push({ field: `expect.tapped`, message: `${id} is not tapped` });
  for (const id of x.untapped ?? []) if (s.cards[id]?.tapped !== false) out.push({ field: `expect.untapped`, message: `${id} is not untapped` });
  if (x.faces) for (const [id, card] of Object.entries(x.faces)) {
    if (s.cards[id]?.card !== card) out.push({ field: `expect.faces.${id}`, message: `expected ${card}, got ${s.cards[id]?.card ?? "(no such card)"}` });
  }
  for (const p of PLAYERS) {
    const want = x.drew?.[p];
    if (want !== undefined && s.drawn[p] !== want) out.push({ field: `expect.drew.${p}`, message: `expected ${want} card(s) drawn, got ${s.drawn[p]}` });
    const summoned = x.summoned?.[p];
    if (summoned !== undefined && s.summoned[p] !== summoned) out.push({ field: `expect.summoned.${p}`, message: `expected ${summoned} summon(s), got ${s.summoned[p]}` });
    const extra = x.extraTurns?.[p];
    if (extra !== undefined && s.extraTurns[p] !== extra) out.push({ field: `expect.extraTurns.${p}`, message: `expected ${extra} extra turn(s), got ${s.extraTurns[p]}` });
  }
  if (x.lost !== undefined && s.lost !== x.lost) out.push({ field: "expect.lost", message: `expected ${x.lost === null ? "nobody" : `player ${x.lost}`} to have lost the game, got ${s.lost === null ? "nobody" : `player ${s.lost}`}` });
  if (x.auras) for (const [id, want] of Object.entries(x.auras)) {
    const got = s.cards[id]?.auras ?? [];
    if (got.length !== want.length || got.some((g, i) => g !== want[i])) out.push({ field: `expect.auras.${id}`, message: `expected auras [${want.join(", ")}] on ${id}, got [${got.join(", ")}]` });
  }
  for (const g of ["seals", "linked"] as const) {
    const gx = x[g];
    if (gx) for (const [id, want] of Object.entries(gx)) {
      const got = s.cards[id]?.[g] ?? [];
      if (!same(got, want)) out.push({ field: `expect.${g}.${id}`, message: `expected ${g} [${sorted(want).join(", ")}] on ${id}, got [${sorted(got).join(", ")}]` });
    }
  }
  if (x.cells) for (const [id, want] of Object.entries(x.cells)) {
    const got = s.cards[id]?.cells ?? [];
    if (!same(got, want)) out.push({ field: `expect.cells.${id}`, message: `expected cells [${sorted(want).join(", ")}] with ${id}, got [${sorted(got).join(", ")}]` });
  }
  if (x.cores) for (const [id, want] of Object.entries(x.cores)) {
    const got = s.cards[id]?.cores ?? [];
    if (!same(got, want)) out.push({ field: `expect.cores.${id}`, message: `expected forbidden cores [${sorted(want).join(", ")}] of ${id}, got [${sorted(got).join(", ")}]` });
  }
  if (x.equipped) for (const [id, want] of Object.entries(x.equipped)) {
    const got = s.cards[id]?.equippedTo ?? null;
    if (got !== want) out.push({ field: `expect.equipped.${id}`, message: `expected ${id} equipped to ${want ?? "nothing"}, got ${got ?? "nothing"}` });
  }
  for (const id of x.faceUp ?? []) if (s.cards[id]?.faceDown !== false) out.push({ field: "expect.faceUp", message: `${id} is not face up` });
  for (const id of x.faceDown ?? []) if (s.cards[id]?.faceDown !== true) out.push({ field: "expect.faceDown", message: `${id} is not face down` });
  const trig = (kind: "trigger-queued" | "trigger-suppressed") =>
    trace.filter((e) => e.kind === kind && e.trigger).map((e) => ({ source: e.trigger!.source, card: e.trigger!.card ?? undefined }));
  const matchList = (field: string, want: TriggerExpect[] | undefined, got: { source: string; card?: string }[]) => {
    if (!want) return;
    const left = got.slice();
    for (const w of want) {
      const i = left.findIndex((g) => g.source === w.source && (w.card === undefined || g.card === w.card));
      if (i < 0) out.push({ field, message: `expected ${w.source}${w.card ? ` for ${w.card}` : ""}; got [${got.map((g) => `${g.source} for ${g.card}`).join(", ")}]` });
      else left.splice(i, 1);
    }
    for (const g of left) out.push({ field, message: `unexpected ${g.source} for ${g.card}` });
  };
  if (x.triggers?.fired) matchList("expect.triggers.fired", x.triggers.fired, trig("trigger-queued"));
  if (x.triggers?.suppressed) matchList("expect.triggers.suppressed", x.triggers.suppressed, trig("trigger-suppressed"));
  if (!x.replacements) return out;

  const checks = trace.filter((e) => e.kind === "replacement-check" && e.candidates);
  const applied = checks.flatMap((e) => e.candidates!.filter((c) => c.applied).map((c) => ({ by: c.source, on: eventCardOf(e), ability: c.ability })));
  const repMatch = (w: ReplacementExpect, g: { by: string; on: string | null; ability: string }) =>
    g.by === w.by && (w.on === undefined || g.on === w.on) && (w.ability === undefined || g.ability === w.ability);
  if (x.replacements?.applied) {
    const left = applied.slice();
    for (const w of x.replacements.applied) {
      const i = left.findIndex((g) => repMatch(w, g));
      if (i < 0) out.push({ field: "expect.replacements.applied", message: `expected ${w.by}${w.on ? ` on ${w.on}` : ""} to be applied; applied: [${applied.map((g) => `${g.by} on ${g.on}`).join(", ")}]` });
      else left.splice(i, 1);
    }
    for (const g of left) out.push({ field: "expect.replacements.applied", message: `unexpected replacement ${g.by} (${g.ability}) applied on ${g.on}` });
  }
  for (const w of x.replacements?.notApplied ?? []) {
    const considered = checks.flatMap((e) => e.candidates!.filter((c) => !c.applied).map((c) => ({ by: c.source, on: eventCardOf(e), ability: c.ability })));
    if (!considered.some((g) => repMatch(w, g))) {
      out.push({ field: "expect.replacements.notApplied", message: `expected ${w.by}${w.on ? ` on ${w.on}` : ""} to be considered and not applied` });
    }
  }
  return out;
}

function checkStacks(x: Expectations, s: GameState, trace: TraceEntry[], defs: CardDefs | undefined, out: Mismatch[]): void {
  if (x.under) for (const [id, want] of Object.entries(x.under)) {
    const got = s.cards[id]?.under ?? [];
    if (got.length !== want.length || got.some((g, i) => g !== want[i])) {
      out.push({ field: `expect.under.${id}`, message: `expected [${want.join(", ")}] under ${id} (bottom first), got [${got.join(", ")}]` });
    }
  }
  if (x.summoningSick || x.notSummoningSick) {
    let sick: (id: string) => boolean;
    if (defs) sick = (id) => isSummoningSick(s, defs, id);
    else {
      const board = [...trace].reverse().find((e) => e.kind === "step-end" && e.board)?.board;
      const list = board?.summoningSick ?? [];
      sick = (id) => list.includes(id);
    }
    for (const id of x.summoningSick ?? []) if (!sick(id)) out.push({ field: "expect.summoningSick", message: `${id} does not have summoning sickness` });
    for (const id of x.notSummoningSick ?? []) if (sick(id)) out.push({ field: "expect.notSummoningSick", message: `${id} has summoning sickness` });
  }
  if (x.rebuilds) {
    const got = trace.filter((e) => e.kind === "rebuild" && e.rebuild?.rebuilt).map((e) => e.rebuild!);
    const left = got.slice();
    for (const w of x.rebuilds) {
      const i = left.findIndex((g) => g.left === w.left && (w.top === undefined || g.top === w.top));
      if (i < 0) out.push({ field: "expect.rebuilds", message: `expected a rebuild after ${w.left} left${w.top !== undefined ? ` with ${w.top} on top` : ""}; got [${got.map((g) => `${g.left} → ${g.top}`).join(", ")}]` });
      else left.splice(i, 1);
    }
    for (const g of left) out.push({ field: "expect.rebuilds", message: `unexpected rebuild after ${g.left} left (${g.top} on top)` });
  }
}
