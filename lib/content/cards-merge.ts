/**
 * Three-way merge of the card catalogue: `content/cards/cards.jsonl` (local, the project's copy) against a new
 * version of the upstream catalogue, with the upstream version last merged as the base. Pure: texts in, text
 * and a report out (the files are read and written by lib/content/cards-upstream.ts).
 *
 * Per card and per field (nameJa and nameJaSource count as one field: the source describes the name):
 * - local == upstream: nothing to do;
 * - local == base (the project never changed it): upstream's value is taken;
 * - local != base: the local value is kept; when upstream also moved away from the base, it is a conflict.
 * With no base (the first merge, or a card the base does not have), an empty local value (null, "", [])
 * takes upstream's and a non-empty one that differs is kept and reported as a conflict.
 * Cards: added upstream → added (after the card upstream puts before them); removed upstream → kept when
 * content/ refers to them or the project changed them, else removed; added locally (not in the base) → kept;
 * deleted locally (in the base) → stay deleted. All of it is reported.
 * Lines keep their order and bytes: an unchanged card keeps its line, a card now equal to upstream's gets
 * upstream's line, anything else is written in the file's own style (`serializeCard`).
 */
import { parseCardsJsonl } from "../files/cards-file";
import { ContentError } from "../files/errors";

export type CardObject = { id: string } & Record<string, unknown>;

/** One card line of a catalogue file. */
interface CardLine {
  card: CardObject;
  line: string;
}

/** Fields merged together: taking one from upstream without the other would mislabel the value. */
export const FIELD_GROUPS: readonly (readonly string[])[] = [["nameJa", "nameJaSource"]];

/** Marks a field a record does not have (a field added or dropped by one side). */
const ABSENT = Symbol("absent");
type Value = unknown | typeof ABSENT;

export interface FieldChange {
  id: string;
  field: string;
  local: unknown;
  upstream: unknown;
  /** the base value; `undefined` when there was no base for this card */
  base?: unknown;
}

export interface MergeReport {
  /** cards in the merged file */
  cards: number;
  /** cards whose line changed (added cards not counted) */
  changedCards: number;
  /** per field: how many cards took upstream's value */
  fieldsTaken: Record<string, number>;
  /** upstream moved a field the project had changed too, differently (or with no base): local kept */
  conflicts: FieldChange[];
  /** fields the project changed that upstream did not: local kept */
  kept: FieldChange[];
  added: string[];
  /** removed upstream and removed here */
  removed: string[];
  /** removed upstream but kept, with why (the content files referring to it, or "changed here") */
  keptRemoved: { id: string; why: string[] }[];
  /** cards the project added (not in the base, not upstream): kept */
  localOnly: string[];
  /** cards the project deleted (in the base, still upstream): left out */
  deletedHere: string[];
}

export interface MergeInput {
  /** text of content/cards/cards.jsonl */
  local: string;
  /** text of the new upstream catalogue */
  upstream: string;
  /** text of the upstream catalogue last merged, or null when none is recorded */
  base: string | null;
  /** where content/ refers to a card (file names); empty when nowhere */
  referencedBy: (id: string) => string[];
  /** names used in errors */
  files?: { local?: string; upstream?: string; base?: string };
}

export interface MergeResult {
  text: string;
  changed: boolean;
  report: MergeReport;
}

/** Parses and validates a catalogue file (ContentError on the first bad line), keeping each card's raw object and line. */
export function readCardLines(text: string, file: string): CardLine[] {
  parseCardsJsonl(text, file); // the schema, duplicate ids: located errors
  const out: CardLine[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    out.push({ card: JSON.parse(line) as CardObject, line });
  }
  return out;
}

/**
 * A card as one line, in the catalogue's style (Python's json.dumps: `", "` and `": "` separators, non-ASCII
 * as is), keys in the object's order.
 */
export function serializeCard(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new Error(`not a JSON number: ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(serializeCard).join(", ")}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${serializeCard(v)}`)
    .join(", ")}}`;
}

/** JSON with sorted keys: equality of values whatever the key order. */
function canonical(value: Value): string {
  if (value === ABSENT) return "\u0000absent";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
    .join(",")}}`;
}

const same = (a: Value, b: Value) => canonical(a) === canonical(b);

/** Nothing to lose: null, absent, "", []. (false and 0 are values.) */
function isEmpty(v: Value): boolean {
  return v === ABSENT || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

const get = (card: CardObject | undefined, field: string): Value => (card && Object.hasOwn(card, field) ? card[field] : ABSENT);
const shown = (v: Value): unknown => (v === ABSENT ? undefined : v);

/** The fields of three versions of a card, in merge units: local's key order, then new keys in upstream's order. */
function units(cards: (CardObject | undefined)[]): string[][] {
  const fields: string[] = [];
  for (const c of cards) for (const k of Object.keys(c ?? {})) if (!fields.includes(k)) fields.push(k);
  const out: string[][] = [];
  const done = new Set<string>();
  for (const f of fields) {
    if (done.has(f) || f === "id") continue;
    const group = FIELD_GROUPS.find((g) => g.includes(f));
    const unit = group ? group.filter((g) => fields.includes(g)) : [f];
    unit.forEach((u) => done.add(u));
    out.push(unit);
  }
  return out;
}

/** Local's keys, with keys only upstream has inserted after the upstream key before them, and dropped keys removed. */
function orderedKeys(local: CardObject, upstream: CardObject, result: Map<string, Value>): string[] {
  const keys = Object.keys(local).filter((k) => k === "id" || (result.has(k) && result.get(k) !== ABSENT));
  const upKeys = Object.keys(upstream);
  upKeys.forEach((k, i) => {
    if (keys.includes(k) || !result.has(k) || result.get(k) === ABSENT) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const p = keys.indexOf(upKeys[j]);
      if (p >= 0) {
        at = p + 1;
        break;
      }
    }
    keys.splice(at, 0, k);
  });
  return keys;
}

export function mergeCards(input: MergeInput): MergeResult {
  const files = { local: "content/cards/cards.jsonl", upstream: "upstream cards.jsonl", base: "the recorded base", ...input.files };
  const local = readCardLines(input.local, files.local);
  const upstream = readCardLines(input.upstream, files.upstream);
  const base = input.base === null ? null : readCardLines(input.base, files.base);
  const upById = new Map(upstream.map((c) => [c.card.id, c]));
  const baseById = new Map((base ?? []).map((c) => [c.card.id, c.card]));
  const localIds = new Set(local.map((c) => c.card.id));

  const report: MergeReport = {
    cards: 0,
    changedCards: 0,
    fieldsTaken: {},
    conflicts: [],
    kept: [],
    added: [],
    removed: [],
    keptRemoved: [],
    localOnly: [],
    deletedHere: [],
  };

  // cards present locally: merge, keep or remove
  const lines = new Map<string, string>();
  const kept: string[] = [];
  for (const { card: l, line } of local) {
    const id = l.id;
    const up = upById.get(id);
    const b = baseById.get(id);
    if (!up) {
      if (base && !b) {
        report.localOnly.push(id);
      } else {
        const why = input.referencedBy(id);
        const changedHere = b !== undefined && !same(l, b) ? ["changed here"] : [];
        if (why.length === 0 && changedHere.length === 0) {
          report.removed.push(id);
          continue;
        }
        report.keptRemoved.push({ id, why: [...why, ...changedHere] });
      }
      kept.push(id);
      lines.set(id, line);
      continue;
    }
    const result = new Map<string, Value>();
    const taken: string[] = [];
    for (const unit of units([l, up.card, b])) {
      const lv = unit.map((f) => get(l, f));
      const uv = unit.map((f) => get(up.card, f));
      const bv = b ? unit.map((f) => get(b, f)) : null;
      let take = false;
      let note: "kept" | "conflict" | null = null;
      if (same(lv, uv)) take = false;
      else if (bv && same(lv, bv)) take = true;
      else if (bv && same(uv, bv)) note = "kept";
      else if (bv) note = "conflict";
      else if (lv.every(isEmpty)) take = true;
      else note = "conflict";
      unit.forEach((f, i) => {
        result.set(f, take ? uv[i] : lv[i]);
        if (take && !same(lv[i], uv[i])) taken.push(f);
        if (note && !same(lv[i], uv[i])) {
          const change: FieldChange = { id, field: f, local: shown(lv[i]), upstream: shown(uv[i]) };
          if (bv) change.base = shown(bv[i]);
          (note === "kept" ? report.kept : report.conflicts).push(change);
        }
      });
    }
    kept.push(id);
    if (taken.length === 0) {
      lines.set(id, line);
      continue;
    }
    for (const f of taken) report.fieldsTaken[f] = (report.fieldsTaken[f] ?? 0) + 1;
    report.changedCards++;
    const merged: Record<string, unknown> = {};
    for (const k of orderedKeys(l, up.card, result)) merged[k] = k === "id" ? id : result.get(k);
    lines.set(id, same(merged, up.card) ? up.line : serializeCard(merged));
  }

  // cards only upstream: added after the upstream card before them (the project's deletions stay deleted)
  const after = new Map<string | null, string[]>();
  let anchor: string | null = null;
  const keptSet = new Set(kept);
  for (const { card, line } of upstream) {
    if (keptSet.has(card.id)) {
      anchor = card.id;
      continue;
    }
    if (localIds.has(card.id)) continue;
    if (baseById.has(card.id)) {
      report.deletedHere.push(card.id);
      continue;
    }
    report.added.push(card.id);
    lines.set(card.id, line);
    after.set(anchor, [...(after.get(anchor) ?? []), card.id]);
  }
  const order = [...(after.get(null) ?? [])];
  for (const id of kept) order.push(id, ...(after.get(id) ?? []));

  const text = order.map((id) => `${lines.get(id)}\n`).join("");
  report.cards = order.length;
  // what is written must load: a merged card that breaks the schema stops the merge here
  try {
    parseCardsJsonl(text, `${files.local} (merged)`);
  } catch (e) {
    if (e instanceof ContentError && e.line !== null) {
      const id = order[e.line - 1];
      throw new ContentError(e.file, e.line, e.field, `${e.problem} (card "${id}" after merging; nothing was written)`, e.code);
    }
    throw e;
  }
  return { text, changed: text !== input.local, report };
}

const fmt = (n: number) => n.toLocaleString("en-US");
const val = (v: unknown) => (v === undefined ? "(absent)" : JSON.stringify(v));
const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The report as lines for a person: counts, then one line per conflict, kept local change and card added or removed. */
export function formatMergeReport(r: MergeReport): string[] {
  const out: string[] = [];
  const taken = Object.entries(r.fieldsTaken).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  out.push(`cards: ${fmt(r.cards)} (${fmt(r.changedCards)} changed, ${fmt(r.added.length)} added, ${fmt(r.removed.length)} removed, ${fmt(r.keptRemoved.length)} removed upstream but kept)`);
  out.push(`fields taken from upstream: ${taken.length ? taken.map(([f, n]) => `${f} ${fmt(n)}`).join(", ") : "none"}`);
  out.push(`conflicts (local kept): ${fmt(r.conflicts.length)}`);
  out.push(`local changes kept: ${fmt(r.kept.length)}`);
  for (const c of r.conflicts) {
    const base = "base" in c ? `, base ${clip(val(c.base), 60)}` : ", no base";
    out.push(`  conflict ${c.id} ${c.field}: kept ${clip(val(c.local))}; upstream ${clip(val(c.upstream))}${base}`);
  }
  for (const c of r.kept) out.push(`  kept ${c.id} ${c.field}: ${clip(val(c.local))} (upstream ${clip(val(c.upstream))})`);
  for (const id of r.added) out.push(`  added ${id}`);
  for (const id of r.removed) out.push(`  removed ${id} (removed upstream, nothing in content/ refers to it)`);
  for (const k of r.keptRemoved) out.push(`  kept removed ${k.id} (removed upstream; ${k.why.join(", ")})`);
  for (const id of r.localOnly) out.push(`  local card ${id} (not upstream; kept)`);
  for (const id of r.deletedHere) out.push(`  deleted here ${id} (still upstream; stays deleted)`);
  return out;
}
