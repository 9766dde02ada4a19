/**
 * Card abilities at import (issue 14): every catalogue card's abilities as the engine reads them, stored
 * with the card (CardAbilities), one row per card (lib/content/abilities-row.ts). A card is recompiled only when
 * what its result depends on changed (`sourceHash`); a whole catalogue is compiled ahead, on worker threads,
 * while the import writes the cards (lib/content/compile-pool.ts).
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { CardRecord } from "../files/cards-file";
import type { AbilityFile } from "../scenarios/schemas";
import { loadContentContext } from "../scenarios/content";
import { bulkInsert } from "./bulk-write";
import { cardAbilitiesRow, sourceHashOf, type CardAbilitiesRow } from "./abilities-row";
import { compileRows } from "./compile-pool";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export interface AbilitiesImportCounts {
  compiled: number;
  unchanged: number;
}

const BATCH = 500;

/**
 * The rows to write, compiled ahead (lib/content/compile-pool.ts): started before the import's transaction, on
 * worker threads, for the cards whose source hash differs from what the database held then.
 */
export interface Precompiled {
  rows: Promise<Map<string, CardAbilitiesRow>>;
  /** the hand-written ability files, read once for both steps */
  files: Map<string, AbilityFile>;
}

/** Starts compiling, off the main thread, every card whose stored row is missing or stale (read outside the transaction). */
export async function precompileAbilities(db: PrismaClient, root: string, cards: CardRecord[], gameId: string): Promise<Precompiled> {
  const files = loadAbilityFiles(root);
  const stored = new Map(
    (await db.cardAbilities.findMany({ where: { card: { gameId } }, select: { sourceHash: true, card: { select: { slug: true } } } })).map((r) => [r.card.slug, r.sourceHash] as const),
  );
  const jobs = cards.filter((c) => stored.get(c.id) !== sourceHashOf(c, files.get(c.id))).map((card) => ({ card, file: files.get(card.id) }));
  return { rows: compileRows(jobs), files };
}

function loadAbilityFiles(root: string): Map<string, AbilityFile> {
  return new Map([...loadContentContext(root).abilities].map(([id, f]) => [id, f.data] as const));
}

/** Writes CardAbilities for every card of the bundle (called by importContent after the cards). */
export async function importCardAbilities(
  tx: Tx,
  root: string,
  cards: CardRecord[],
  gameId: string,
  timings: Record<string, number> = {},
  precompiled?: Precompiled,
): Promise<AbilitiesImportCounts> {
  const files = precompiled?.files ?? loadAbilityFiles(root);
  const ids = new Map((await tx.card.findMany({ where: { gameId }, select: { id: true, slug: true } })).map((c) => [c.slug, c.id] as const));
  const existing = new Map((await tx.cardAbilities.findMany({ select: { cardId: true, sourceHash: true } })).map((r) => [r.cardId, r.sourceHash] as const));
  const rows: (CardAbilitiesRow & { cardId: number })[] = [];
  let unchanged = 0;
  const t0 = performance.now();
  const ahead = precompiled ? await precompiled.rows : new Map<string, CardAbilitiesRow>();
  timings["abilities: compile wait"] = Math.round(performance.now() - t0);
  for (const card of cards) {
    const cardId = ids.get(card.id);
    if (cardId === undefined) continue;
    const file = files.get(card.id);
    // the hash alone decides; compile only what changed (what was compiled ahead for this hash is used as it is)
    const sourceHash = sourceHashOf(card, file);
    if (existing.get(cardId) === sourceHash) {
      unchanged++;
      continue;
    }
    const early = ahead.get(card.id);
    rows.push({ cardId, ...(early && early.sourceHash === sourceHash ? early : cardAbilitiesRow(card, file)) });
  }
  timings["abilities: compile"] = Math.round(performance.now() - t0);
  const changedIds = rows.map((r) => r.cardId).filter((id) => existing.has(id));
  for (let i = 0; i < changedIds.length; i += BATCH) await tx.cardAbilities.deleteMany({ where: { cardId: { in: changedIds.slice(i, i + BATCH) } } });
  await bulkInsert(
    tx,
    "CardAbilities",
    { cardId: "int", origin: "text", compilerVersion: "int", sourceHash: "text", abilities: "jsonb", sentences: "jsonb", replacementText: "boolean", replacementsModelled: "boolean", fullyModelled: "boolean" },
    rows,
    ["updatedAt"],
  );
  return { compiled: rows.length, unchanged };
}
