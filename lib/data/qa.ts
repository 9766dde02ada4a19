/** Q&A queries. */
import { cache } from "react";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { clauseUnder, DUEL_MASTERS, RULINGS_PAGE_SIZE, type GameScope, type RulingFilters } from "@/lib/rulings/filters";

/** The newest Duel Masters rulings (other games' rulings are shown for comparison, never on the home page). */
export async function latestRulings(limit = 8) {
  return prisma().qaEntry.findMany({
    where: { status: "PUBLISHED", gameId: DUEL_MASTERS },
    orderBy: [{ publishedAt: "desc" }, { sourceDate: { sort: "desc", nulls: "last" } }, { titleEn: "asc" }],
    take: limit,
    select: {
      slug: true,
      titleEn: true,
      titleJa: true,
      gameId: true,
      verification: true,
      sourceDate: true,
      cards: { orderBy: { position: "asc" }, take: 4, select: { card: { select: { slug: true, name: true } } } },
    },
  });
}

export const getRuling = cache(async function getRuling(slug: string) {
  return prisma().qaEntry.findFirst({
    where: { slug, status: "PUBLISHED" },
    include: {
      game: true,
      cards: {
        orderBy: { position: "asc" },
        include: { card: { select: { slug: true, name: true, nameJa: true, civilizations: true } } },
      },
      clauses: { orderBy: { position: "asc" } },
      scenario: { select: { slug: true, titleEn: true, run: true, compiled: true } },
    },
  });
});

export type RulingDetail = NonNullable<Awaited<ReturnType<typeof getRuling>>>;

/** A ruling's place in its history: the published ruling that replaced it, and the ones it replaced. */
export async function rulingHistory(slug: string, supersededBy: string | null) {
  const db = prisma();
  const [successor, replaced] = await Promise.all([
    supersededBy ? db.qaEntry.findFirst({ where: { slug: supersededBy, status: "PUBLISHED" }, select: { slug: true, titleEn: true, titleJa: true, sourceDate: true } }) : null,
    db.qaEntry.findMany({
      where: { supersededBy: slug, status: "PUBLISHED" },
      orderBy: { supersededOn: { sort: "desc", nulls: "last" } },
      select: { slug: true, titleEn: true, titleJa: true, supersededOn: true, inForceFrom: true },
    }),
  ]);
  return { successor, replaced };
}

/** The text of a ruling's cards, by card slug (the card previews fetch it), or null for no such ruling. */
export async function getRulingCardTexts(slug: string) {
  const qa = await prisma().qaEntry.findFirst({
    where: { slug, status: "PUBLISHED" },
    select: {
      cards: {
        orderBy: { position: "asc" },
        select: { card: { select: { slug: true, type: true, cost: true, power: true, powerSuffix: true, text: true } } },
      },
    },
  });
  if (!qa) return null;
  return Object.fromEntries(qa.cards.map(({ card: { slug: s, ...rest } }) => [s, rest]));
}

/** Published Duel Masters rulings. */
export async function countRulings(): Promise<number> {
  return prisma().qaEntry.count({ where: { status: "PUBLISHED", gameId: DUEL_MASTERS } });
}

const scopeWhere = (game: GameScope): Prisma.QaEntryWhereInput => ({
  status: "PUBLISHED",
  ...(game === DUEL_MASTERS ? { gameId: DUEL_MASTERS } : game === "other" ? { gameId: { not: DUEL_MASTERS } } : {}),
});
const scopeSql = (game: GameScope) =>
  game === DUEL_MASTERS ? Prisma.sql`AND q."gameId" = ${DUEL_MASTERS}` : game === "other" ? Prisma.sql`AND q."gameId" <> ${DUEL_MASTERS}` : Prisma.empty;

export interface RulingFacets {
  cards: { slug: string; name: string; nameJa: string | null; count: number }[];
  topics: { section: string; titleEn: string | null; titleJa: string | null; count: number }[];
  years: { year: number; count: number }[];
  verified: Record<"engine" | "unverified" | "unchecked", number>;
  /** published rulings per scope, for the "other games" switch */
  games: Record<GameScope, number>;
}

/**
 * One page of published rulings matching the filters, newest source first, with how many match, and the
 * choices the filters offer (counted over the game scope, so each option says how many rulings it has).
 * A card or clause that no ruling has gives an empty page and a problem naming it.
 */
export async function findRulings(f: RulingFilters) {
  const db = prisma();
  const problems: string[] = [];
  const and: Prisma.QaEntryWhereInput[] = [scopeWhere(f.game)];
  if (f.card) and.push({ cards: { some: { card: { slug: f.card } } } });
  const cited = f.clause || f.topic ? (await db.qaClause.findMany({ distinct: ["clauseNumber"], select: { clauseNumber: true } })).map((c) => c.clauseNumber) : [];
  for (const [field, value] of [["topic", f.topic], ["clause", f.clause]] as const) {
    if (!value) continue;
    const numbers = cited.filter((n) => clauseUnder(n, value));
    if (numbers.length === 0) problems.push(`${field}: no ruling cites ${field === "topic" ? "section" : "clause"} ${value}`);
    and.push({ clauses: { some: { clauseNumber: { in: numbers } } } });
  }
  if (f.verified === "engine") and.push({ verifiedAgainst: { not: null } });
  if (f.verified === "unverified") and.push({ verification: "unverified" });
  if (f.verified === "unchecked") and.push({ verifiedAgainst: null, OR: [{ verification: null }, { verification: { not: "unverified" } }] });
  if (f.year) and.push({ sourceDate: { gte: new Date(Date.UTC(f.year, 0, 1)), lt: new Date(Date.UTC(f.year + 1, 0, 1)) } });
  const where: Prisma.QaEntryWhereInput = { AND: and };
  const [total, facets] = await Promise.all([db.qaEntry.count({ where }), rulingFacets(f.game)]);
  const pages = Math.max(1, Math.ceil(total / RULINGS_PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const items = await db.qaEntry.findMany({
    where,
    orderBy: [{ sourceDate: { sort: "desc", nulls: "last" } }, { titleEn: "asc" }],
    skip: (page - 1) * RULINGS_PAGE_SIZE,
    take: RULINGS_PAGE_SIZE,
    select: {
      slug: true,
      titleEn: true,
      titleJa: true,
      gameId: true,
      verification: true,
      verifiedAgainst: true,
      sourceDate: true,
      mentions: true,
      game: { select: { nameEn: true } },
      cards: { orderBy: { position: "asc" }, take: 4, select: { card: { select: { slug: true, name: true } } } },
      clauses: { orderBy: { position: "asc" }, where: { relation: "CITES" }, take: 4, select: { clauseNumber: true } },
    },
  });
  if (f.card && !facets.cards.some((c) => c.slug === f.card)) problems.push(`card: no ruling names the card "${f.card}"`);
  return { items, total, page, pages, facets, problems };
}

async function rulingFacets(game: GameScope): Promise<RulingFacets> {
  const db = prisma();
  const scope = scopeSql(game);
  const [cards, sections, years, verified, games] = await Promise.all([
    db.$queryRaw<{ slug: string; name: string; nameJa: string | null; count: number }[]>`
      SELECT c.slug, c.name, c."nameJa", count(*)::int AS count
      FROM "QaCard" qc JOIN "Card" c ON c.id = qc."cardId" JOIN "QaEntry" q ON q.id = qc."qaId"
      WHERE q.status::text = 'PUBLISHED' ${scope}
      GROUP BY c.id ORDER BY c.name`,
    db.$queryRaw<{ section: string; count: number }[]>`
      SELECT split_part(qc."clauseNumber", '.', 1) AS section, count(DISTINCT qc."qaId")::int AS count
      FROM "QaClause" qc JOIN "QaEntry" q ON q.id = qc."qaId"
      WHERE q.status::text = 'PUBLISHED' ${scope}
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ year: number; count: number }[]>`
      SELECT extract(year FROM q."sourceDate")::int AS year, count(*)::int AS count
      FROM "QaEntry" q WHERE q.status::text = 'PUBLISHED' AND q."sourceDate" IS NOT NULL ${scope}
      GROUP BY 1 ORDER BY 1 DESC`,
    db.$queryRaw<{ kind: "engine" | "unverified" | "unchecked"; count: number }[]>`
      SELECT CASE WHEN q."verifiedAgainst" IS NOT NULL THEN 'engine' WHEN q.verification = 'unverified' THEN 'unverified' ELSE 'unchecked' END AS kind,
             count(*)::int AS count
      FROM "QaEntry" q WHERE q.status::text = 'PUBLISHED' ${scope}
      GROUP BY 1`,
    db.$queryRaw<{ dm: boolean; count: number }[]>`
      SELECT q."gameId" = ${DUEL_MASTERS} AS dm, count(*)::int AS count FROM "QaEntry" q WHERE q.status::text = 'PUBLISHED' GROUP BY 1`,
  ]);
  const titles = sections.length
    ? await db.ruleClause.findMany({
        where: { number: { in: sections.map((s) => s.section) }, version: { documentId: "dm-comprehensive-rules" } },
        select: { number: true, titleEn: true, titleJa: true, version: { select: { date: true } } },
        orderBy: { version: { date: { sort: "desc", nulls: "last" } } },
      })
    : [];
  const titleOf = (n: string, k: "titleEn" | "titleJa") => titles.find((t) => t.number === n && t[k])?.[k] ?? null;
  const dm = games.find((g) => g.dm)?.count ?? 0;
  const other = games.find((g) => !g.dm)?.count ?? 0;
  return {
    cards,
    topics: sections.map((s) => ({ section: s.section, titleEn: titleOf(s.section, "titleEn"), titleJa: titleOf(s.section, "titleJa"), count: s.count })),
    years,
    verified: { engine: 0, unverified: 0, unchecked: 0, ...Object.fromEntries(verified.map((v) => [v.kind, v.count])) },
    games: { "duel-masters": dm, other, all: dm + other },
  };
}

export async function publishedSlugs(): Promise<string[]> {
  return (await prisma().qaEntry.findMany({ where: { status: "PUBLISHED" }, select: { slug: true } })).map((q) => q.slug);
}
