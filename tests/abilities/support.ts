/**
 * Engine card definitions built in memory from the catalogue and the compiler (no content/abilities files),
 * the way lib/scenarios builds them from files: stats from the catalogue, abilities compiled from the text.
 */
import { join } from "node:path";
import { readCardsJsonl, type CardRecord } from "@/lib/files/cards-file";
import { compileCard, type CompiledCard } from "@/lib/abilities";
import type { CardDef, CardDefs } from "@/lib/engine";
import { spellFaceOf } from "@/lib/engine/moves3";

export const catalogue: CardRecord[] = readCardsJsonl(join(process.cwd(), "content", "cards", "cards.jsonl"));
export const byId = new Map(catalogue.map((c) => [c.id, c] as const));

const compiledCache = new Map<string, CompiledCard>();
export function compiled(id: string): CompiledCard {
  let c = compiledCache.get(id);
  if (!c) {
    const rec = byId.get(id);
    if (!rec) throw new Error(`no card "${id}" in the catalogue`);
    c = compileCard(rec);
    compiledCache.set(id, c);
  }
  return c;
}

/** The compiled sentence of a card that starts with `start`; throws when there is none (a test names a real line). */
export function sentenceOf(id: string, start: string): CompiledCard["sentences"][number] {
  const s = compiled(id).sentences.find((x) => x.text.startsWith(start));
  if (!s) throw new Error(`${id}: no sentence starting "${start}"`);
  return s;
}

const norm = (n: string) => n.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const byName = new Map<string, CardRecord[]>();
for (const c of catalogue) byName.set(norm(c.name), [...(byName.get(norm(c.name)) ?? []), c]);

/** The other faces of a psychic / dragheart / forbidden card, by catalogue id (as lib/scenarios resolves them). */
export function facesOf(rec: CardRecord): string[] {
  if (!/Psychic|Dragheart|Forbidden/.test(rec.type ?? "")) return [];
  return rec.otherFaces.map((n) => byName.get(norm(n))?.find((c) => /Psychic|Dragheart|Forbidden/.test(c.type ?? ""))?.id).filter((x): x is string => !!x && x !== rec.id);
}

/** The side a Release flips a psychic card to: its psychic face of the highest cost below its own (as lib/scenarios does). */
function lowerFace(rec: CardRecord): string | null {
  if (!(rec.type ?? "").includes("Psychic")) return null;
  let best: CardRecord | null = null;
  for (const name of rec.otherFaces) {
    for (const other of byName.get(norm(name)) ?? []) {
      if (!(other.type ?? "").includes("Psychic")) continue;
      if (other.cost !== null && rec.cost !== null && other.cost < rec.cost && (!best || other.cost > (best.cost ?? 0))) best = other;
    }
  }
  return best ? best.id : null;
}

export function compiledDef(id: string): CardDef {
  const rec = byId.get(id);
  if (!rec) throw new Error(`no card "${id}" in the catalogue`);
  const faces = facesOf(rec);
  return {
    id: rec.id,
    name: rec.name,
    nameJa: rec.nameJa,
    type: rec.type ?? "",
    civilizations: rec.civilizations,
    races: rec.races,
    power: rec.power,
    cost: rec.cost,
    text: rec.text,
    flipTo: lowerFace(rec),
    abilities: compiled(id).abilities,
    ...(rec.faces && rec.faces.length > 0 ? { faceTypes: rec.faces.map((f) => f.type ?? "") } : {}),
    ...(spellFaceOf(rec.faces) ? { spellFace: spellFaceOf(rec.faces) } : {}),
    ...(faces.length > 0 ? { faces } : {}),
  };
}

/** Definitions of these cards and of every face they can turn to. */
export function defsFor(ids: string[]): CardDefs {
  const out: CardDefs = {};
  const todo = ids.slice();
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (out[id]) continue;
    out[id] = compiledDef(id);
    todo.push(...(out[id].faces ?? []), ...(out[id].flipTo ? [out[id].flipTo!] : []));
  }
  return out;
}
