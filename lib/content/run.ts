/** Load + import, with timings, shared by `npm run content:import`, `npm start` and the tests. */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { announceChange } from "@/lib/db/changes";
import { importContent, type ImportSummary } from "./import";
import { loadContent } from "./load";

export interface RunImportResult extends ImportSummary {
  loadMs: number;
  importMs: number;
  /** ms per part of the write (cards, abilities and their compilation, rules, scenarios, qa, vacuum) */
  timings: Record<string, number>;
}

export async function runImport(db: PrismaClient, contentDir: string, options: { force?: boolean } = {}): Promise<RunImportResult> {
  const t0 = performance.now();
  const bundle = loadContent(contentDir);
  const t1 = performance.now();
  const timings: Record<string, number> = {};
  const summary = await importContent(db, bundle, { ...options, timings });
  // Fresh rows leave the trigram index's pending list and the planner statistics stale until
  // autovacuum runs; search is slow until then, so settle them now (outside the transaction).
  if (!summary.skipped && (summary.cards.added || summary.cards.updated || summary.qa.added || summary.qa.updated)) {
    const t2 = performance.now();
    await db.$executeRawUnsafe(`VACUUM ANALYZE "CardName", "Card", "QaEntry", "RuleClause"`);
    timings.vacuum = Math.round(performance.now() - t2);
  }
  // A running server (any instance) drops its cached pages: content spans every page (clauses, cards, lists).
  if (!summary.skipped && changed(summary)) await announceChange(db, { all: true, reason: "content import" });
  return { ...summary, loadMs: Math.round(t1 - t0), importMs: Math.round(performance.now() - t1), timings };
}

function changed(s: ImportSummary): boolean {
  return [s.cards, s.clauses, s.scenarios, s.qa].some((x) => x.added + x.updated + x.removed > 0);
}

export function formatSummary(s: RunImportResult): string {
  if (s.skipped) return `content unchanged (${s.hash.slice(0, 12)}): nothing to import [checked in ${s.loadMs} ms]`;
  const c = (name: string, x: { added: number; updated: number; removed: number; unchanged: number }) =>
    `${name}: +${x.added} ~${x.updated} -${x.removed} =${x.unchanged}`;
  return [
    `content imported (${s.hash.slice(0, 12)}) in ${s.loadMs + s.importMs} ms (load ${s.loadMs} ms, write ${s.importMs} ms: ${Object.entries(s.timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})`,
    `  ${c("cards", s.cards)}`,
    `  ${c("clauses", s.clauses)}`,
    `  ${c("scenarios", s.scenarios)}`,
    `  ${c("qa", s.qa)}`,
    `  revisions written: ${s.revisions}`,
    ...s.kept.map((k) => `  kept admin edit: ${k}`),
  ].join("\n");
}
