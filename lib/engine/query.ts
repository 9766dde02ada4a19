/** Derived characteristics: what a card is and has right now (printed data + continuous effects). */
import type { Ctx } from "./context";
import { defOf } from "./context";
import type { CardDef, CardDefs, CardFilter, Condition } from "./defs";
import { isIn, zoneOf } from "./state";
import { other, type GameState, type PlayerId } from "./types";

/** The card's types: its own type and, for a twinpact, each side's type. */
export const typesOf = (d: CardDef): readonly string[] => (d.faceTypes && d.faceTypes.length > 0 ? [d.type, ...d.faceTypes] : [d.type]);
/** A creature card (a twinpact with a creature side counts: in the battle zone it is that creature). */
export const isCreatureDef = (d: CardDef): boolean => typesOf(d).some((t) => t.includes("Creature"));
/** An evolution card (Evolution Creature, Star Evolution Creature...; Neo Creatures are not evolution cards). */
export const isEvolutionDef = (d: CardDef): boolean => typesOf(d).some((t) => t.includes("Evolution"));
export const isSpellDef = (d: CardDef): boolean => d.type === "Spell";
/** Psychic and dragheart cards go to the hyperspatial zone instead of any zone other than the battle zone. */
export const isHyperspatialDef = (d: CardDef): boolean => d.type.includes("Psychic") || d.type.includes("Dragheart");

export function inBattle(ctx: Ctx, id: string): boolean {
  return isIn(ctx.s, id, "battle");
}

export function isCreature(ctx: Ctx, id: string): boolean {
  return isCreatureDef(defOf(ctx, id));
}

export function power(ctx: Ctx, id: string): number {
  let p = defOf(ctx, id).power ?? 0;
  // Cross Gears crossed with this creature (303.3a): "the crossed creature gets +N power"
  for (const pl of ["A", "B"] as const) {
    for (const g of ctx.s.players[pl].zones.battle) {
      if (ctx.s.cards[g].crossedTo !== id) continue;
      for (const st of defOf(ctx, g).abilities.statics) if (st.kind === "crossed-creature-power") p += st.amount;
    }
  }
  return p;
}

export function hasKeyword(ctx: Ctx, id: string, keyword: string): boolean {
  const d = defOf(ctx, id);
  if (d.abilities.keywords.includes(keyword)) return true;
  const controller = ctx.s.cards[id].controller;
  for (const st of d.abilities.statics) {
    if (st.kind === "keyword" && st.keyword === keyword && conditionsHold(ctx, st.conditions, id, controller)) return true;
  }
  if (inBattle(ctx, id)) {
    for (const fx of ctx.s.effects) if (fx.keywords.includes(keyword) && fx.affected.includes(id)) return true;
  }
  return false;
}

export function keywordsOf(ctx: Ctx, id: string): string[] {
  const d = defOf(ctx, id);
  const out = new Set(d.abilities.keywords);
  const controller = ctx.s.cards[id].controller;
  for (const st of d.abilities.statics) {
    if (st.kind === "keyword" && conditionsHold(ctx, st.conditions, id, controller)) out.add(st.keyword);
  }
  for (const fx of ctx.s.effects) if (fx.affected.includes(id)) for (const k of fx.keywords) out.add(k);
  return [...out].sort();
}

/** "This creature can't be destroyed": a prohibition, not a replacement. The destroy event simply does not happen. */
export function cantBeDestroyedBy(ctx: Ctx, id: string): string | null {
  if (!inBattle(ctx, id)) return null;
  const d = defOf(ctx, id);
  const controller = ctx.s.cards[id].controller;
  for (const st of d.abilities.statics) {
    if (st.kind === "cant-be-destroyed" && conditionsHold(ctx, st.conditions, id, controller)) return `${d.name}: "${st.text}"`;
  }
  for (const fx of ctx.s.effects) {
    if (fx.cantBeDestroyed && fx.affected.includes(id)) return `${fx.text} (effect ${fx.id} from ${fx.source})`;
  }
  return null;
}

/** "Doesn't leave the battle zone" / "can't leave": a prohibition; no move out of the battle zone happens to the card. */
export function cantLeaveBy(ctx: Ctx, id: string): string | null {
  if (!inBattle(ctx, id)) return null;
  for (const fx of ctx.s.effects) {
    if (fx.cantLeave && fx.affected.includes(id)) return `${fx.text} (effect ${fx.id} from ${fx.source})`;
  }
  return null;
}

export function matchesFilter(ctx: Ctx, id: string, f: CardFilter | undefined): boolean {
  if (!f) return true;
  const d = defOf(ctx, id);
  if (f.raceIncludes && !d.races.some((r) => f.raceIncludes!.some((w) => ` ${r} `.includes(` ${w} `)))) return false;
  if (f.typeIncludes && !typesOf(d).some((t) => t.includes(f.typeIncludes!))) return false;
  if (f.costAtMost !== undefined && (d.cost === null || d.cost > f.costAtMost)) return false;
  if (f.powerAtMost !== undefined && (d.power === null || power(ctx, id) > f.powerAtMost)) return false;
  if (f.civilization && !d.civilizations.includes(f.civilization)) return false;
  if (f.keyword && !hasKeyword(ctx, id, f.keyword)) return false;
  return true;
}

export function conditionsHold(ctx: Ctx, conds: Condition[] | undefined, sourceId: string | null, controller: PlayerId): boolean {
  if (!conds) return true;
  for (const c of conds) if (!conditionHolds(ctx, c, sourceId, controller)) return false;
  return true;
}

export function conditionHolds(ctx: Ctx, c: Condition, sourceId: string | null, controller: PlayerId): boolean {
  switch (c.kind) {
    case "turn":
      return c.whose === "yours" ? ctx.s.turn.active === controller : ctx.s.turn.active === other(controller);
    case "source-power-above":
      return sourceId !== null && power(ctx, sourceId) > c.value;
    case "shield-force": {
      if (sourceId === null) return false;
      const inst = ctx.s.cards[sourceId];
      return inst.shieldForce !== null && zoneOf(ctx.s, inst.owner, "shields").includes(inst.shieldForce);
    }
    case "mana-at-least":
      return zoneOf(ctx.s, controller, "mana").length >= c.count;
    case "zone-count-at-least":
      return zoneOf(ctx.s, controller, c.zone).length >= c.count;
  }
}

export function describeCondition(c: Condition): string {
  switch (c.kind) {
    case "turn":
      return c.whose === "yours" ? "during your turn" : "during your opponent's turn";
    case "source-power-above":
      return `this creature has more than ${c.value} power`;
    case "shield-force":
      return "the Shield Force shield is still in the shield zone";
    case "mana-at-least":
      return `${c.count} or more cards in your mana zone`;
    case "zone-count-at-least":
      return `${c.count} or more cards in your ${c.zone}`;
  }
}

/**
 * Summoning sickness of a battle-zone object (a pure function of the state, for board views and
 * expectations): a creature on top of its object that has not been in the battle zone since the start of
 * the turn. Evolution creatures don't get it, unless their evolution supertype is ignored after rebuilding
 * (801.4); a rebuilt creature keeps the turn it (as a card under the stack) entered (801.4c). Speed Attacker
 * counts when printed, unconditional, or granted by an effect.
 */
export function isSummoningSick(s: GameState, defs: CardDefs, id: string): boolean {
  const inst = s.cards[id];
  const d = inst ? defs[inst.card] : undefined;
  if (!inst || !d || !isIn(s, id, "battle") || !isCreatureDef(d)) return false;
  if (isEvolutionDef(d) && !inst.evolutionIgnored) return false;
  const speed =
    d.abilities.keywords.includes("speed-attacker") ||
    d.abilities.statics.some((st) => st.kind === "keyword" && st.keyword === "speed-attacker" && !st.conditions) ||
    s.effects.some((fx) => fx.keywords.includes("speed-attacker") && fx.affected.includes(id));
  return !speed && inst.enteredBattleTurn === s.turn.number;
}
