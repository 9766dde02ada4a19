/** Cards for the API: one by slug, pages of the catalogue, and lookup by any of a card's names (CardName). */
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cardRecordOf } from "@/lib/data/cards";
import { normalizeName } from "@/lib/text/normalize";
import { encodeCursor } from "./cursor";
import { API_PREFIX } from "./http";
import type { ApiCard } from "./schemas";

/** A client or a transaction (the bulk files are read in one). */
export type Reader = Prisma.TransactionClient;

export const cardSelect = {
  slug: true,
  gameId: true,
  name: true,
  nameJa: true,
  cost: true,
  civilizations: true,
  type: true,
  races: true,
  power: true,
  powerSuffix: true,
  text: true,
  set: true,
  sets: true,
  tcg: true,
  faces: true,
  otherFaces: true,
  source: true,
  nameJaSource: true,
  updatedAt: true,
  names: { select: { name: true, kind: true, lang: true }, orderBy: [{ kind: "asc" }, { name: "asc" }] },
  linksFrom: { select: { kind: true, to: { select: { slug: true } } }, orderBy: { toId: "asc" } },
} satisfies Prisma.CardSelect;

type CardRow = Prisma.CardGetPayload<{ select: typeof cardSelect }>;

const KINDS = { NAME: "name", NAME_JA: "name_ja", ALIAS: "alias", FACE: "face" } as const;

export function toApiCard(c: CardRow): ApiCard {
  const path = `${API_PREFIX}/cards/${c.slug}`;
  const { id: slug, ...record } = cardRecordOf(c, c.names.filter((n) => n.kind === "ALIAS").map((n) => n.name));
  return {
    slug,
    game: c.gameId,
    ...record,
    names: c.names.map((n) => ({ name: n.name, kind: KINDS[n.kind], lang: n.lang === "ja" ? ("ja" as const) : ("en" as const) })),
    linked: c.linksFrom.map((l) => ({ slug: l.to.slug, kind: l.kind })),
    updated_at: c.updatedAt.toISOString(),
    links: { self: path, html: `/cards/${c.slug}`, rulings: `${API_PREFIX}/rulings?card=${c.slug}` },
  };
}

/** When content was last imported (cards, rules and scenarios change only then). */
export async function importedAt(db: Reader = prisma()): Promise<Date | null> {
  return (await db.contentState.findUnique({ where: { key: "content" }, select: { importedAt: true } }))?.importedAt ?? null;
}

const later = (...dates: (Date | null | undefined)[]) => dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/** A card of any game by slug, and when it last changed (its row, or the import that wrote its names and links). */
export async function apiCard(slug: string, game: string | null): Promise<{ card: ApiCard; lastModified: Date | null } | null> {
  const [rows, imported] = await Promise.all([prisma().card.findMany({ where: { slug, ...(game ? { gameId: game } : {}) }, select: cardSelect, orderBy: { gameId: "asc" }, take: 1 }), importedAt()]);
  const row = rows[0];
  return row ? { card: toApiCard(row), lastModified: later(row.updatedAt, imported) } : null;
}

/**
 * A page of cards by slug: all of them, or those one of whose names (English, Japanese, an alias, a twinpact side)
 * is `name`, compared as search compares names (lib/text/normalize.ts: width, kana, case, punctuation).
 */
export async function apiCards(args: { game: string | null; name: string | null; limit: number; after: [string, string] | null }, db: Reader = prisma()): Promise<{ items: ApiCard[]; cursor: string | null; lastModified: Date | null }> {
  const after = args.after;
  const where: Prisma.CardWhereInput = {
    ...(args.game ? { gameId: args.game } : {}),
    ...(args.name !== null ? { names: { some: { normalized: normalizeName(args.name) } } } : {}),
    ...(after ? { OR: [{ slug: { gt: after[0] } }, { slug: after[0], gameId: { gt: after[1] } }] } : {}),
  };
  // one query at a time: the bulk file reads in a transaction, which has one connection
  const rows = await db.card.findMany({ where, select: cardSelect, orderBy: [{ slug: "asc" }, { gameId: "asc" }], take: args.limit + 1 });
  const imported = await importedAt(db);
  const more = rows.length > args.limit;
  const items = rows.slice(0, args.limit).map(toApiCard);
  return { items, cursor: more ? encodeCursor(args.name !== null ? "cards-by-name" : "cards", [items[items.length - 1].slug, items[items.length - 1].game]) : null, lastModified: imported };
}
