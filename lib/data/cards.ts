/** Card queries. All database access for cards lives here. */
import { prisma } from "@/lib/db/client";

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

export async function countCards(): Promise<number> {
  return prisma().card.count();
}
