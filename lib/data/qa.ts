/** Q&A queries. */
import { prisma } from "@/lib/db/client";

export async function latestRulings(limit = 8) {
  return prisma().qaEntry.findMany({
    where: { status: "PUBLISHED" },
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

export async function listRulings() {
  return prisma().qaEntry.findMany({
    where: { status: "PUBLISHED" },
    orderBy: [{ gameId: "asc" }, { titleEn: "asc" }],
    select: { slug: true, titleEn: true, titleJa: true, gameId: true, verification: true, game: { select: { nameEn: true } } },
  });
}

export async function getRuling(slug: string) {
  return prisma().qaEntry.findFirst({
    where: { slug, status: "PUBLISHED" },
    include: {
      game: true,
      cards: {
        orderBy: { position: "asc" },
        include: { card: { select: { slug: true, name: true, nameJa: true, civilizations: true } } },
      },
      clauses: { orderBy: { position: "asc" } },
      scenario: { select: { slug: true, titleEn: true } },
    },
  });
}

export type RulingDetail = NonNullable<Awaited<ReturnType<typeof getRuling>>>;

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

export async function countRulings(): Promise<number> {
  return prisma().qaEntry.count({ where: { status: "PUBLISHED" } });
}

export async function publishedSlugs(): Promise<string[]> {
  return (await prisma().qaEntry.findMany({ where: { status: "PUBLISHED" }, select: { slug: true } })).map((q) => q.slug);
}
