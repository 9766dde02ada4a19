/** Card queries. All database access for cards lives here. */
import { prisma } from "@/lib/db/client";
import { normalizeName } from "@/lib/content/normalize";

export const DEFAULT_GAME = "duel-masters";

export async function getCardBySlug(slug: string) {
  return prisma().card.findUnique({
    where: { gameId_slug: { gameId: DEFAULT_GAME, slug } },
    include: {
      names: { orderBy: [{ kind: "asc" }, { name: "asc" }] },
      linksFrom: { include: { to: { select: { slug: true, name: true, nameJa: true, type: true } } } },
      linksTo: { include: { from: { select: { slug: true, name: true, nameJa: true, type: true } } } },
      qaEntries: {
        where: { qa: { status: "PUBLISHED" } },
        include: { qa: { select: { slug: true, titleEn: true, titleJa: true, verification: true, publishedAt: true } } },
        orderBy: { qa: { titleEn: "asc" } },
      },
      scenarios: { include: { scenario: { select: { slug: true, titleEn: true } } } },
    },
  });
}

export type CardDetail = NonNullable<Awaited<ReturnType<typeof getCardBySlug>>>;

export interface CardHit {
  slug: string;
  name: string;
  nameJa: string | null;
  type: string | null;
  civilizations: string[];
  cost: number | null;
  matchedName: string;
  rulings: number;
}

/**
 * First, simple card-name search: exact, then prefix, then substring over every name of a card
 * (English, Japanese, aliases, twinpact sides), compared in normalised form.
 */
export async function searchCards(query: string, limit = 20): Promise<CardHit[]> {
  const q = normalizeName(query);
  if (!q) return [];
  const db = prisma();
  const rows = await db.$queryRaw<
    { slug: string; name: string; nameJa: string | null; type: string | null; civilizations: string[]; cost: number | null; matched: string; rank: number; rulings: bigint }[]
  >`
    SELECT c.slug, c.name, c."nameJa", c.type, c.civilizations, c.cost, best.matched, best.rank,
           (SELECT count(*) FROM "QaCard" qc JOIN "QaEntry" q ON q.id = qc."qaId" AND q.status = 'PUBLISHED' WHERE qc."cardId" = c.id) AS rulings
    FROM (
      SELECT DISTINCT ON (n."cardId") n."cardId", n.name AS matched,
             CASE WHEN n.normalized = ${q} THEN 0 WHEN n.normalized LIKE ${escapeLike(q) + "%"} THEN 1 ELSE 2 END AS rank
      FROM "CardName" n
      WHERE n.normalized LIKE ${"%" + escapeLike(q) + "%"}
      ORDER BY n."cardId", rank, length(n.name)
    ) best
    JOIN "Card" c ON c.id = best."cardId"
    ORDER BY best.rank, rulings DESC, length(c.name), c.name
    LIMIT ${limit}`;
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    nameJa: r.nameJa,
    type: r.type,
    civilizations: r.civilizations,
    cost: r.cost,
    matchedName: r.matched,
    rulings: Number(r.rulings),
  }));
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function countCards(): Promise<number> {
  return prisma().card.count();
}
