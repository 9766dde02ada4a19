/** Scenarios for the API: the public ones (lib/data/scenarios.ts PUBLIC_SCENARIO), with their compiled form and stored run. */
import { prisma } from "@/lib/db/client";
import { getScenario, PUBLIC_SCENARIO } from "@/lib/data/scenarios";
import { isCompiled, isStoredRun } from "@/lib/stepthrough/run";
import { encodeCursor } from "./cursor";
import { API_PREFIX } from "./http";
import type { ApiScenario, ApiScenarioSummary } from "./schemas";

interface SummaryRow {
  slug: string;
  gameId: string;
  titleEn: string;
  titleJa: string | null;
  runOk: boolean | null;
  clauses: { clauseNumber: string }[];
}

function summary(s: SummaryRow): ApiScenarioSummary {
  return {
    id: s.slug,
    game: s.gameId,
    title: { en: s.titleEn, ja: s.titleJa },
    run_ok: s.runOk,
    clauses: [...new Set(s.clauses.map((c) => c.clauseNumber))].sort(),
    links: { self: `${API_PREFIX}/scenarios/${s.slug}`, html: `/scenarios/${s.slug}` },
  };
}

export async function apiScenarios(args: { limit: number; after: string | null }): Promise<{ items: ApiScenarioSummary[]; cursor: string | null }> {
  const rows = await prisma().scenario.findMany({
    where: { AND: [PUBLIC_SCENARIO, ...(args.after ? [{ slug: { gt: args.after } }] : [])] },
    select: { slug: true, gameId: true, titleEn: true, titleJa: true, runOk: true, clauses: { select: { clauseNumber: true } } },
    orderBy: { slug: "asc" },
    take: args.limit + 1,
  });
  const page = rows.slice(0, args.limit);
  return { items: page.map(summary), cursor: rows.length > args.limit ? encodeCursor("scenarios", [page[page.length - 1].slug]) : null };
}

/** A public scenario with its source, compiled form and stored run; when it (or the rulings using it) last changed. */
export async function apiScenario(slug: string): Promise<{ scenario: ApiScenario; lastModified: Date } | null> {
  const s = await getScenario(slug);
  if (!s) return null;
  const usedBy = await prisma().qaEntry.aggregate({ where: { scenarioId: s.id }, _max: { updatedAt: true } });
  const last = usedBy._max.updatedAt && usedBy._max.updatedAt > s.updatedAt ? usedBy._max.updatedAt : s.updatedAt;
  return {
    scenario: {
      ...summary(s),
      source: s.source,
      compiled: isCompiled(s.compiled) ? (s.compiled as unknown as ApiScenario["compiled"]) : null,
      run: isStoredRun(s.run) ? (s.run as unknown as ApiScenario["run"]) : null,
      cards: [...new Set(s.cards.map((c) => c.card.slug))].sort(),
      rulings: s.qaEntries.map((q) => q.slug).sort(),
      updated_at: last.toISOString(),
    },
    lastModified: last,
  };
}
