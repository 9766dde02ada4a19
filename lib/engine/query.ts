/** Derived characteristics: what a card is and has right now (printed data + continuous effects). */
import type { Ctx } from "./context";
import { defOf } from "./context";
import type { CardDef, CardFilter, Condition } from "./defs";
import { isIn, zoneOf } from "./state";
import { other, type PlayerId } from "./types";

export const isCreatureDef = (d: CardDef): boolean => d.type.includes("Creature");
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
  return defOf(ctx, id).power ?? 0;
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

export function matchesFilter(ctx: Ctx, id: string, f: CardFilter | undefined): boolean {
  if (!f) return true;
  const d = defOf(ctx, id);
  if (f.raceIncludes && !d.races.some((r) => f.raceIncludes!.some((w) => ` ${r} `.includes(` ${w} `)))) return false;
  if (f.typeIncludes && !d.type.includes(f.typeIncludes)) return false;
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
