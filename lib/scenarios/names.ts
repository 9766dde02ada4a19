/**
 * Card-name resolution: catalogue names, catalogue aliases, Japanese names, twinpact face names and
 * content/cards/aliases.yaml, compared case- and punctuation-insensitively. Unknown names get the
 * closest matches by edit distance.
 */
import type { CardRecord } from "../files/cards-file";
import { editDistance, normalizeName } from "../text/normalize";

export { editDistance, normalizeName };

export interface NameIndex {
  byId: Map<string, CardRecord>;
  /** normalized name → catalogue ids */
  byName: Map<string, string[]>;
  /** normalized name → one display spelling (for suggestions) */
  display: Map<string, string>;
}

export function buildNameIndex(cards: CardRecord[], extraAliases: { card: string; aliases: string[] }[] = []): NameIndex {
  const byId = new Map<string, CardRecord>();
  const byName = new Map<string, string[]>();
  const display = new Map<string, string>();
  const add = (name: string, id: string) => {
    const key = normalizeName(name);
    if (!key) return;
    const list = byName.get(key);
    if (!list) {
      byName.set(key, [id]);
      display.set(key, name);
    } else if (!list.includes(id)) list.push(id);
  };
  for (const c of cards) {
    byId.set(c.id, c);
    add(c.name, c.id);
    for (const a of c.aliases) add(a, c.id);
    if (c.nameJa) add(c.nameJa, c.id);
    for (const f of c.faces ?? []) add(f.name, c.id);
  }
  for (const a of extraAliases) for (const n of a.aliases) add(n, a.card);
  return { byId, byName, display };
}

export type Resolution = { ok: true; id: string } | { ok: false; problem: string };

/** Resolve a catalogue id or any known name to a catalogue id. */
export function resolveCardName(index: NameIndex, ref: string): Resolution {
  if (index.byId.has(ref)) return { ok: true, id: ref };
  const key = normalizeName(ref);
  const ids = index.byName.get(key);
  if (ids && ids.length === 1) return { ok: true, id: ids[0] };
  if (ids && ids.length > 1) {
    // a name that is exactly one card's own name wins over aliases and twinpact faces of others
    const own = ids.filter((id) => normalizeName(index.byId.get(id)!.name) === key);
    if (own.length === 1) return { ok: true, id: own[0] };
    return { ok: false, problem: `card name "${ref}" is ambiguous: use one of the catalogue ids ${ids.join(", ")}` };
  }
  const suggestions = closestNames(index, key, 3);
  return {
    ok: false,
    problem: `unknown card "${ref}"${suggestions.length ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}?` : ""}`,
  };
}

export function closestNames(index: NameIndex, key: string, n: number): string[] {
  const max = Math.max(3, Math.floor(key.length / 2));
  const scored: { name: string; d: number }[] = [];
  for (const [k, disp] of index.display) {
    // prefix/substring matches count as close too ("aqua soldier" for "aqua sold")
    const sub = key.length >= 5 && k.length >= 5 && (k.includes(key) || key.includes(k));
    const d = sub ? Math.abs(k.length - key.length) * 0.1 : editDistance(key, k, max);
    if (d <= max) scored.push({ name: disp, d });
  }
  scored.sort((x, y) => x.d - y.d || x.name.localeCompare(y.name));
  return scored.slice(0, n).map((s) => s.name);
}
