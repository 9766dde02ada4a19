/**
 * The one writer of a ruling: its row (QaEntry), its links (QaCard, QaClause) and its revision. The content import
 * and the admin both call it inside their own transaction, after their own checks (the import: files and hashes;
 * the admin: roles, locking, stale edits); nothing else writes those tables.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { CurrentRulesCheck } from "@/lib/content/verify";
import type { GameInfo } from "@/lib/games";
import { revisionOf, textFields, type Ruling, type RulingStatus } from "./ruling";

type Tx = Prisma.TransactionClient;

export interface RulingWrite {
  slug: string;
  game: GameInfo;
  /** the game whose rules `same_principle_as` cites (the engine's game) */
  principal: GameInfo;
  status: RulingStatus;
  ruling: Ruling;
  scenarioId: number | null;
  /** what the engine's check found */
  checked: { verification: string | null; verifiedAgainst: string | null; currentRules: CurrentRulesCheck | null; verifiedAt: Date | null };
  publishedAt: Date | null;
  origin: "content" | "admin";
  adminEditedAt: Date | null;
  contentHash: string;
  /** the row to update; null creates it */
  existingId: number | null;
  revision: {
    origin: "import" | "admin";
    authorId?: string;
    message?: string;
    /** what the admin's editor typed that the ruling does not keep as typed */
    scenarioMode?: "existing" | "own";
    scenarioSource?: string;
    outcomeText?: string;
  };
}

const day = (d: string | undefined) => (d ? new Date(`${d}T00:00:00Z`) : null);
const json = (v: unknown) => (v == null ? Prisma.DbNull : (JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue));

/** The row's columns for a ruling (the ruling's fields flattened, and what the check found). */
export function rowOf(w: Pick<RulingWrite, "game" | "status" | "ruling" | "scenarioId" | "checked">) {
  const r = w.ruling;
  return {
    gameId: w.game.id,
    status: w.status,
    ...textFields(r),
    sourceDate: day(r.source?.date),
    mentions: r.mentions,
    note: r.note ?? null,
    supersededBy: r.superseded_by ?? null,
    supersededOn: day(r.superseded_on),
    inForceFrom: day(r.in_force?.from),
    inForceUntil: day(r.in_force?.until),
    verification: w.checked.verification,
    verifiedAgainst: w.checked.verifiedAgainst,
    verifiedAt: w.checked.verifiedAt,
    outcome: json(r.outcome),
    currentRules: json(w.checked.currentRules),
    scenarioId: w.scenarioId,
  };
}

/** Writes the ruling's row, links and revision; returns the row id and the revision's number. */
export async function writeRuling(tx: Tx, w: RulingWrite): Promise<{ id: number; revision: number }> {
  const data = { ...rowOf(w), publishedAt: w.publishedAt, origin: w.origin, adminEditedAt: w.adminEditedAt, contentHash: w.contentHash };
  const row = w.existingId != null ? await tx.qaEntry.update({ where: { id: w.existingId }, data }) : await tx.qaEntry.create({ data: { slug: w.slug, ...data } });

  const r = w.ruling;
  const cards = r.cards.length ? await tx.card.findMany({ where: { gameId: w.game.id, slug: { in: r.cards } }, select: { id: true, slug: true } }) : [];
  const cardId = new Map(cards.map((c) => [c.slug, c.id]));
  const missing = r.cards.filter((c) => !cardId.has(c));
  if (missing.length) throw new Error(`ruling ${w.slug}: no card ${missing.join(", ")} in the ${w.game.nameEn} catalogue`);
  await tx.qaCard.deleteMany({ where: { qaId: row.id } });
  await tx.qaClause.deleteMany({ where: { qaId: row.id } });
  await tx.qaCard.createMany({ data: r.cards.map((c, position) => ({ qaId: row.id, cardId: cardId.get(c)!, position })) });
  const cites = w.game.ruleDocument ? r.clauses.map((n, position) => ({ qaId: row.id, documentId: w.game.ruleDocument!, clauseNumber: n, relation: "CITES" as const, position })) : [];
  const same = w.principal.ruleDocument
    ? r.same_principle_as.map((n, i) => ({ qaId: row.id, documentId: w.principal.ruleDocument!, clauseNumber: n, relation: "SAME_PRINCIPLE" as const, position: r.clauses.length + i }))
    : [];
  await tx.qaClause.createMany({ data: [...cites, ...same], skipDuplicates: true });

  const last = await tx.revision.findFirst({ where: { entityType: "qa", entityKey: w.slug }, orderBy: { number: "desc" }, select: { number: true } });
  const number = (last?.number ?? 0) + 1;
  const { origin, authorId, message, ...typed } = w.revision;
  await tx.revision.create({
    data: {
      entityType: "qa",
      entityKey: w.slug,
      number,
      data: JSON.parse(JSON.stringify(revisionOf({ status: w.status, game: w.game.id, ruling: r, ...typed }))),
      origin,
      ...(authorId ? { authorId } : {}),
      ...(message ? { message } : {}),
    },
  });
  return { id: row.id, revision: number };
}
