/**
 * Abilities the rules give a card by its type or keyword, as data in the ability language: a card's
 * replacement abilities are its printed ones (content/abilities) plus these.
 */
import type { CardDef, ReplacementDef } from "./defs";
import { typesOf } from "./query";

/**
 * 813.1 (Ver. 1.48; 811.1 in the 2022 numbering): "スター進化クリーチャーとは、バトルゾーンを離れる時、かわりに
 * 一番上のカードのみが離れる進化クリーチャーです。" 813.1a: it is a replacement effect; it cannot apply when
 * another replacement was applied first, or when the creature leaves by another replacement effect.
 * The substitute is the same move applied to the top card only; the rest is rebuilt (801.4).
 */
export const STAR_EVOLUTION: ReplacementDef = {
  id: "star-evolution",
  text: "Star Evolution (When this creature would leave, the top card leaves instead.)",
  watches: { event: "leave-battle", subject: "self" },
  optional: false,
  scope: "each-event",
  instead: [{ do: "top-card-instead" }],
};

export const isStarEvolutionDef = (d: CardDef): boolean => d.abilities.keywords.includes("star-evolution") || typesOf(d).some((t) => t.includes("Star Evolution"));

/**
 * EX Life (keyword; reminder text 「このクリーチャーを出す時、自分の山札の上から1枚目をシールド化する。このクリーチャーが離れる時、
 * かわりにそのシールドを墓地に置く」): the second sentence is a replacement; its substitute needs the EX Life shield
 * still in the shield zone (609.4), so once that shield is gone the creature leaves. The first sentence is a
 * state definition applied as the creature is put into the battle zone (moves.ts).
 */
export const EX_LIFE: ReplacementDef = {
  id: "ex-life",
  text: "EX Life (When this creature would leave, put that shield into your graveyard instead.)",
  watches: { event: "leave-battle", subject: "self" },
  optional: false,
  scope: "each-event",
  instead: [{ do: "ex-life-shield-to-graveyard" }],
};

/**
 * Charger (keyword; reminder text "After you cast this spell, put it into your mana zone instead of your
 * graveyard"): a replacement of the spell's own move from resolution to the graveyard. Being the spell's own
 * effect on its own move, it applies before any other replacement (609.8a, whose example is Brain Charger).
 */
export const CHARGER: ReplacementDef = {
  id: "charger",
  text: "Charger (After you cast this spell, put it into your mana zone instead of your graveyard.)",
  watches: { event: "to-graveyard", subject: "self" },
  activeIn: "resolving",
  optional: false,
  scope: "each-event",
  instead: [{ do: "put-into-mana", target: { self: true } }],
};

/**
 * Dragon Evade (keyword; reminder text "When this creature would leave the battle zone, flip it to the fortress side
 * instead"): 807.1b 「一部のドラグハート・クリーチャーは、バトルゾーンを離れる時にかわりにコストの小さい面に裏返す龍回避能力を
 * 持ちます。これは置換効果です。」 The substitute turns it to its fortress side; it stays in the battle zone.
 */
export const DRAGON_EVADE: ReplacementDef = {
  id: "dragon-evade",
  text: "Dragon Evade (When this creature would leave the battle zone, flip it to the fortress side instead.)",
  watches: { event: "leave-battle", subject: "self" },
  optional: false,
  scope: "each-event",
  instead: [{ do: "flip", target: { self: true }, toType: "Fortress" }],
};

/**
 * Dragon Soul Evade (龍魂回避, keyword `dragon-soul-evade`): 808.1b 「一部のドラグハート・スーパー・クリーチャーは、バトルゾーンを
 * 離れる時にかわりにそのドラグハート・セルの中から１つを選んで超次元ゾーンに戻し、残りのカードを裏返す龍魂回避能力を持ちます。
 * これは置換効果です。」 808.1d: replacement effects that apply when a creature would leave also apply when one of its
 * dragheart cells would leave (events.ts). The substitute is the handler "dragon-soul-evade" (cells.ts).
 */
export const DRAGON_SOUL_EVADE: ReplacementDef = {
  id: "dragon-soul-evade",
  text: "Dragon Soul Evade (When this creature would leave the battle zone, choose one of its dragheart cells, return it to your hyperspatial zone and flip the rest instead.)",
  watches: { event: "leave-battle", subject: "self" },
  optional: false,
  scope: "each-event",
  instead: [{ do: "handler", name: "dragon-soul-evade" }],
};

/**
 * G-Neo Evolution (type "G-Neo Creature"; reminder "If a creature is under it, treat it as a Neo Evolution Creature, and
 * when it would leave, all cards under it leave instead."): a replacement whose substitute moves the cards under it
 * (the same move) and leaves the G-Neo creature in the battle zone; with no card under it, it cannot replace (609.4).
 */
export const G_NEO: ReplacementDef = {
  id: "g-neo",
  text: "G-Neo Evolution (When it would leave, all cards under it leave instead.)",
  watches: { event: "leave-battle", subject: "self" },
  optional: false,
  scope: "each-event",
  instead: [{ do: "under-cards-instead" }],
};

export const isGNeoDef = (d: CardDef): boolean => typesOf(d).some((t) => t.includes("G-Neo"));

export const hasExLife = (d: CardDef): boolean => d.abilities.keywords.includes("ex-life");

const cache = new WeakMap<CardDef, readonly ReplacementDef[]>();

/** The replacement abilities a card has: printed, and those the rules give it. */
export function replacementsOf(d: CardDef): readonly ReplacementDef[] {
  let r = cache.get(d);
  if (r === undefined) {
    const extra = [
      ...(isStarEvolutionDef(d) ? [STAR_EVOLUTION] : []),
      ...(hasExLife(d) ? [EX_LIFE] : []),
      ...(d.abilities.keywords.includes("charger") ? [CHARGER] : []),
      ...(d.abilities.keywords.includes("dragon-evade") ? [DRAGON_EVADE] : []),
      ...(isGNeoDef(d) ? [G_NEO] : []),
      ...(d.abilities.keywords.includes("dragon-soul-evade") ? [DRAGON_SOUL_EVADE] : []),
    ];
    r = extra.length > 0 ? [...d.abilities.replacements, ...extra] : d.abilities.replacements;
    cache.set(d, r);
  }
  return r;
}
