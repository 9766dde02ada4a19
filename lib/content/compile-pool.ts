/**
 * Compiling the catalogue's abilities off the main thread (issue 14: the import with the compiler stays under 30 s).
 * The compile is pure CPU (≈ 0.6 ms a card) while writing the cards is mostly the database's work, so the import
 * starts it on worker threads before its transaction and takes the rows when it reaches the abilities.
 *
 * The workers run the TypeScript sources through tsx (a dependency, no build step). Few cards, one core, or a
 * worker that fails to start or dies: the rows are compiled here instead, the same function, so the result never
 * depends on where it was computed.
 */
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { CardRecord } from "../files/cards-file";
import type { AbilityFile } from "../scenarios/schemas";
import { cardAbilitiesRow, type CardAbilitiesRow } from "./abilities-row";

export interface CompileJob {
  card: CardRecord;
  file: AbilityFile | undefined;
}

/** Below this many cards a worker's start-up (loading the compiler) costs more than it saves. */
const MIN_FOR_WORKERS = 1500;
const WORKER = path.join(__dirname, "compile-worker.cjs");

function inline(jobs: CompileJob[]): Map<string, CardAbilitiesRow> {
  return new Map(jobs.map((j) => [j.card.id, cardAbilitiesRow(j.card, j.file)] as const));
}

function runWorker(jobs: CompileJob[]): Promise<CardAbilitiesRow[]> {
  return new Promise((resolve, reject) => {
    // a clean worker (no inherited loader flags): it registers tsx itself
    const w = new Worker(WORKER, { workerData: { jobs }, execArgv: [] });
    w.once("message", (m: { rows?: CardAbilitiesRow[]; error?: string }) => {
      void w.terminate();
      if (m.rows) resolve(m.rows);
      else reject(new Error(m.error ?? "the compile worker answered nothing"));
    });
    w.once("error", reject);
    w.once("exit", (code) => reject(new Error(`the compile worker exited (${code})`)));
  });
}

/** Rows for these cards, keyed by card id, compiled on up to one worker per core. */
export async function compileRows(jobs: CompileJob[]): Promise<Map<string, CardAbilitiesRow>> {
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  const workers = Math.min(cores, 4);
  if (jobs.length < MIN_FOR_WORKERS || workers < 2) return inline(jobs);
  const size = Math.ceil(jobs.length / workers);
  const slices = Array.from({ length: workers }, (_, i) => jobs.slice(i * size, (i + 1) * size)).filter((s) => s.length > 0);
  try {
    const results = await Promise.all(slices.map(runWorker));
    const out = new Map<string, CardAbilitiesRow>();
    slices.forEach((slice, i) => slice.forEach((j, k) => out.set(j.card.id, results[i][k])));
    return out;
  } catch (e) {
    process.emitWarning(`compiling card abilities on worker threads failed (${e instanceof Error ? e.message : String(e)}); compiling on the main thread`);
    return inline(jobs);
  }
}
