/**
 * moves3 (issue 14): what a card is when an effect refers to it as a spell. A spell card is itself; a twinpact with a
 * spell side (810.1) is referred to by that side only (810.3a: 「特定のカードタイプを参照する場合、その部分の情報のみを参照します。」):
 * its name, cost, civilizations and races; its other fields (its abilities: the spell side's effects) are the card's.
 */
import type { CardDef, SpellFace } from "./defs";

/** The characteristics of the card as a spell, or null when it has no spell side the engine knows. */
export function asSpell(d: CardDef): CardDef | null {
  if (d.type === "Spell") return d;
  const f = d.spellFace;
  if (!f || !(d.faceTypes ?? []).some((t) => t.includes("Spell"))) return null;
  return { ...d, name: f.name, type: "Spell", cost: f.cost, civilizations: f.civilizations, races: f.races, faceTypes: undefined, spellFace: undefined };
}

/** A catalogue record's spell side (a twinpact's face of type Spell), for its CardDef; undefined when it has none. */
export function spellFaceOf(faces: readonly { name?: string | null; type?: string | null; cost?: number | null; civilizations?: string[] | null; races?: string[] | null }[] | null | undefined): SpellFace | undefined {
  const f = (faces ?? []).find((x) => x.type === "Spell");
  if (!f) return undefined;
  return { name: f.name ?? "", cost: f.cost ?? null, civilizations: f.civilizations ?? [], races: f.races ?? [] };
}
