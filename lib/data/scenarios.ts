/** Scenario queries. */
import { prisma } from "@/lib/db/client";

export async function getScenario(slug: string) {
  return prisma().scenario.findUnique({
    where: { slug },
    include: {
      clauses: { orderBy: { clauseNumber: "asc" } },
      cards: { include: { card: { select: { slug: true, name: true, nameJa: true } } } },
      qaEntries: { where: { status: "PUBLISHED" }, select: { slug: true, titleEn: true, titleJa: true } },
    },
  });
}

export async function scenarioSlugs(): Promise<string[]> {
  return (await prisma().scenario.findMany({ select: { slug: true }, orderBy: { slug: "asc" } })).map((s) => s.slug);
}

export async function listScenarios() {
  return prisma().scenario.findMany({
    orderBy: { titleEn: "asc" },
    select: { slug: true, titleEn: true, titleJa: true, runOk: true, clauses: { select: { clauseNumber: true } } },
  });
}
