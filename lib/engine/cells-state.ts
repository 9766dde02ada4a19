/**
 * Psychic and Dragheart Super Creatures (806, 808): what a card is to a super creature — the questions the rest of the
 * engine asks (no moves here: cells.ts carries them out). Kept apart so that event matching (events.ts) can ask them.
 */
import type { Ctx } from "./context";
import { defOf } from "./context";
import type { GameState } from "./types";

/** The card is a psychic cell in the battle zone: the card standing for a super creature, or one of its other cells. */
export function isCell(s: GameState, id: string): boolean {
  return s.cards[id]?.cellSide !== undefined;
}

/** The card stands for a super creature that still has other cells. */
export function isSuperCreature(s: GameState, id: string): boolean {
  return (s.cards[id]?.cells?.length ?? 0) > 0;
}

/** "Link Release" on the super creature (keyword `link-release`, 806.1b). */
export function hasLinkRelease(ctx: Ctx, id: string): boolean {
  return defOf(ctx, id).abilities.keywords.includes("link-release");
}

/**
 * A cell of a Dragheart Super Creature (808.1: 「ドラグハート・スーパー・クリーチャーとは、複数のドラグハート・セルで構成される
 * クリーチャーで、ドラグハート・クリーチャーとしても扱います。」): a battle-zone cell whose super creature face is a dragheart.
 * The definition is structural, and 808.1c-808.1e speak of dragheart cells whatever the creature's type line says: so
 * All Over The World, Supreme True Dragon Soul (2015, printed "Dragheart Creature", five dragheart cells linked by Super
 * Dragsolution) is one, as are the "Dragheart Super Creature" cards of DM25-EX2.
 */
export function isDragheartSuper(ctx: Ctx, id: string): boolean {
  return isCell(ctx.s, id) && defOf(ctx, id).type.includes("Dragheart");
}

/** "Dragon Soul Evade" (龍魂回避, keyword `dragon-soul-evade`, 808.1b): a replacement effect (rule-abilities.ts). */
export function hasDragonSoulEvade(ctx: Ctx, id: string): boolean {
  return defOf(ctx, id).abilities.keywords.includes("dragon-soul-evade");
}

/** The card standing for the super creature a cell (or that card itself) belongs to, if any. */
export function superCreatureOf(s: GameState, id: string): string | null {
  if (isSuperCreature(s, id)) return id;
  for (const p of ["A", "B"] as const) for (const top of s.players[p].zones.battle) if (s.cards[top].cells?.includes(id)) return top;
  return null;
}

