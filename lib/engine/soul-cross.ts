/**
 * Super Soul Cross (超魂X, 818; Ver. 1.48 of 2025-12-17). 818.1a: a card's Super Soul Cross abilities are its own abilities,
 * like any other (the card has them wherever it is). 818.1b: 「超魂X を持つカードがクリーチャーの下にある間、クリーチャー
 * は超魂X の能力を得ます。これは、200.3a の例外です。」 — while such a card is under a creature, the creature gets them (an
 * exception to 200.3a: otherwise a stack has only its top card's characteristics).
 *
 * The engine reads a card's abilities through `defOf`; for a creature in the battle zone with such cards under it, that is
 * the top card's definition with the `soulCross` abilities of the cards under it added ("this creature" in them is the
 * creature on top). Costs nothing on a board without Super Soul Cross cards: the check starts with the cards under the
 * creature (most cards have none), then a cached "any such definition at all".
 */
import type { CardDef, CardDefs } from "./defs";
import { isIn } from "./state";
import type { GameState } from "./types";

const isCreatureDef = (d: CardDef): boolean => d.type.includes("Creature") || (d.faceTypes ?? []).some((t) => t.includes("Creature"));

const anyCache = new WeakMap<CardDefs, boolean>();

/** Whether any of these definitions has Super Soul Cross abilities (cached per definitions object). */
function anySoulCross(defs: CardDefs): boolean {
  let v = anyCache.get(defs);
  if (v === undefined) {
    v = false;
    for (const k in defs) {
      if (defs[k].abilities.soulCross !== undefined) {
        v = true;
        break;
      }
    }
    anyCache.set(defs, v);
  }
  return v;
}

/** Merged definitions, per top definition and per the Super Soul Cross cards under it (stable objects: other caches key on them). */
const merged = new WeakMap<CardDef, Map<string, CardDef>>();

/**
 * The definition the engine reads for card `id`: `def` itself, or — `id` being a creature on top of a stack in the battle
 * zone with Super Soul Cross cards under it — `def` with the abilities those cards give it (818.1b), bottom card first.
 */
export function withSoulCross(s: GameState, defs: CardDefs, id: string, def: CardDef): CardDef {
  const inst = s.cards[id];
  if (inst.under.length === 0 || !anySoulCross(defs) || !isCreatureDef(def)) return def;
  const givers: CardDef[] = [];
  for (const u of inst.under) {
    const d = defs[s.cards[u]?.card ?? ""];
    if (d?.abilities.soulCross !== undefined) givers.push(d);
  }
  if (givers.length === 0) return def;
  // only a creature: a stack in the battle zone (a stack of shields also has cards under its top card, 113.2)
  if (!isIn(s, id, "battle")) return def;
  let byKey = merged.get(def);
  if (byKey === undefined) merged.set(def, (byKey = new Map()));
  const key = givers.map((g) => g.id).join("|");
  let out = byKey.get(key);
  if (out === undefined) {
    const ab = { ...def.abilities, keywords: [...def.abilities.keywords], statics: [...def.abilities.statics], replacements: [...def.abilities.replacements], triggers: [...def.abilities.triggers] };
    for (const g of givers) {
      const sx = g.abilities.soulCross!;
      for (const k of sx.keywords) if (!ab.keywords.includes(k)) ab.keywords.push(k);
      ab.statics.push(...sx.statics);
      ab.replacements.push(...sx.replacements);
      ab.triggers.push(...sx.triggers);
    }
    out = { ...def, abilities: ab };
    byKey.set(key, out);
  }
  return out;
}
