/** Scenario queries. */
import { cache } from "react";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Scenarios readers may see: those from content/, and those written in the admin once an entry using
 * them is published (a draft's scenario stays private with its draft).
 */
export const PUBLIC_SCENARIO: Prisma.ScenarioWhereInput = { OR: [{ origin: "content" }, { qaEntries: { some: { status: "PUBLISHED" } } }] };

export const getScenario = cache(async function getScenario(slug: string) {
  return prisma().scenario.findFirst({
    where: { slug, ...PUBLIC_SCENARIO },
    include: {
      clauses: { orderBy: { clauseNumber: "asc" } },
      cards: { include: { card: { select: { slug: true, name: true, nameJa: true } } } },
      qaEntries: { where: { status: "PUBLISHED" }, select: { slug: true, titleEn: true, titleJa: true } },
    },
  });
});

export async function scenarioSlugs(): Promise<string[]> {
  return (await prisma().scenario.findMany({ where: PUBLIC_SCENARIO, select: { slug: true }, orderBy: { slug: "asc" } })).map((s) => s.slug);
}

export async function listScenarios() {
  return prisma().scenario.findMany({
    where: PUBLIC_SCENARIO,
    orderBy: { titleEn: "asc" },
    select: { slug: true, titleEn: true, titleJa: true, runOk: true, clauses: { select: { clauseNumber: true } } },
  });
}
