/**
 * The outcome of an /ask run in the `expect:` form a Q&A entry states (content/README.md, "Expectations"): the zones
 * whose contents changed (their exact contents at the end), tapped state that changed, stacks and auras that changed,
 * flips, draws and summons, every triggered ability that fired or was suppressed, the replacements applied and those
 * considered but not applied, and the rebuilds. Checked against the same run it holds by construction, so the
 * editor starts from an answer the engine agrees with and confirms or corrects it. Types only from the engine.
 */
import type { Expectations, PlayerId, ReplacementExpect, RunResult, TriggerExpect, ZoneName } from "@/lib/engine";

const ZONES: ZoneName[] = ["battle", "shields", "mana", "hand", "graveyard", "deck", "hyperspatial", "gr", "abyss"];
const PLAYERS: PlayerId[] = ["A", "B"];

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function eventCardOf(e: RunResult["trace"][number]): string | undefined {
  const ev = e.event;
  if (!ev) return undefined;
  if ("card" in ev) return ev.card;
  if (ev.type === "battle") return ev.a;
  if (ev.type === "attack") return ev.attacker;
  return undefined;
}

export function outcomeOf(result: RunResult): Expectations {
  const s0 = result.initialState;
  const s1 = result.finalState;
  const x: Expectations = {};
  if (!s0 || !s1) return x;
  const zones: Record<string, string[]> = {};
  for (const p of PLAYERS) {
    for (const z of ZONES) {
      const before = s0.players[p].zones[z] ?? [];
      const after = s1.players[p].zones[z] ?? [];
      if (!sameSet(before, after)) zones[`${p}.${z}`] = after.slice();
    }
  }
  if (Object.keys(zones).length) x.zones = zones;
  const tapped: string[] = [];
  const untapped: string[] = [];
  const under: Record<string, string[]> = {};
  const auras: Record<string, string[]> = {};
  const faces: Record<string, string> = {};
  for (const [id, c] of Object.entries(s1.cards)) {
    const b = s0.cards[id];
    if (!b) continue;
    const inPlay = PLAYERS.some((p) => s1.players[p].zones.battle.includes(id) || s1.players[p].zones.mana.includes(id));
    if (b.tapped !== c.tapped && inPlay) (c.tapped ? tapped : untapped).push(id);
    const onTop = PLAYERS.some((p) => s1.players[p].zones.battle.includes(id));
    if (onTop && !sameList(b.under, c.under)) under[id] = c.under.slice();
    if (onTop && !sameList(b.auras, c.auras)) auras[id] = c.auras.slice();
    if (b.card !== c.card) faces[id] = c.card;
  }
  if (tapped.length) x.tapped = tapped;
  if (untapped.length) x.untapped = untapped;
  if (Object.keys(under).length) x.under = under;
  if (Object.keys(auras).length) x.auras = auras;
  if (Object.keys(faces).length) x.faces = faces;
  const drew: Partial<Record<PlayerId, number>> = {};
  const summoned: Partial<Record<PlayerId, number>> = {};
  for (const p of PLAYERS) {
    if (s1.drawn[p] - s0.drawn[p] > 0) drew[p] = s1.drawn[p];
    if (s1.summoned[p] - s0.summoned[p] > 0) summoned[p] = s1.summoned[p];
  }
  if (Object.keys(drew).length) x.drew = drew;
  if (Object.keys(summoned).length) x.summoned = summoned;

  const trig = (kind: "trigger-queued" | "trigger-suppressed"): TriggerExpect[] =>
    result.trace.filter((e) => e.kind === kind && e.trigger).map((e) => ({ source: e.trigger!.source, ...(e.trigger!.card ? { card: e.trigger!.card } : {}) }));
  const fired = trig("trigger-queued");
  const suppressed = trig("trigger-suppressed");
  if (fired.length || suppressed.length) x.triggers = { fired, suppressed };

  const applied: ReplacementExpect[] = [];
  const notApplied: ReplacementExpect[] = [];
  const seen = new Set<string>();
  for (const e of result.trace) {
    if (e.kind !== "replacement-check" || !e.candidates) continue;
    const on = eventCardOf(e);
    for (const c of e.candidates) {
      const item = { by: c.source, ...(on ? { on } : {}) };
      if (c.applied) applied.push(item);
      else if (!seen.has(`${c.source}|${on}`)) {
        seen.add(`${c.source}|${on}`);
        notApplied.push(item);
      }
    }
  }
  if (applied.length || notApplied.length) x.replacements = { applied, ...(notApplied.length ? { notApplied } : {}) };
  const rebuilds = result.trace.filter((e) => e.kind === "rebuild" && e.rebuild?.rebuilt).map((e) => ({ left: e.rebuild!.left, top: e.rebuild!.top }));
  if (rebuilds.length) x.rebuilds = rebuilds;
  return x;
}

/** The clauses a run cites, in the order they first appear. */
export function citedClauses(result: RunResult): string[] {
  const out: string[] = [];
  const add = (c: string) => {
    if (!out.includes(c) && /^\d{3}(?:\.\d+[a-z]?)?$/.test(c)) out.push(c);
  };
  for (const e of result.trace) {
    e.clauses.forEach(add);
    for (const c of e.candidates ?? []) c.clauses.forEach(add);
  }
  return out;
}
