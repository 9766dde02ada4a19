/** Card queries. All database access for cards lives here. */
import { PUBLIC_SCENARIO } from "./scenarios";
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
      scenarios: { where: { scenario: PUBLIC_SCENARIO }, include: { scenario: { select: { slug: true, titleEn: true } } } },
    },
  });
}

export type CardDetail = NonNullable<Awaited<ReturnType<typeof getCardBySlug>>>;

export async function countCards(): Promise<number> {
  return prisma().card.count();
}

/** Names of cards by slug (for labelling chosen cards), in the order asked. */
export async function cardLabels(slugs: string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const rows = await prisma().card.findMany({ where: { gameId: DEFAULT_GAME, slug: { in: slugs } }, select: { slug: true, name: true } });
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.map((s) => bySlug.get(s)).filter((r): r is { slug: string; name: string } => !!r);
}
