/**
 * Engine throughput, before vs after, side by side in one process (the machine is shared: the two are
 * timed in alternating rounds so that load affects both alike). Usage:
 *   npx tsx scripts/bench/engine-compare.ts <dir of an older lib/engine> [scenario-id list file]
 * Runs the same scenarios (those of the list, default all) with full traces through both engines.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runScenario } from "../../lib/engine";
import { loadAllScenarios } from "../../lib/scenarios";

async function main(): Promise<void> {
  const [oldDir, listFile] = process.argv.slice(2);
  if (!oldDir) throw new Error("usage: engine-compare.ts <old lib/engine dir> [ids file]");
  const old = (await import(resolve(oldDir, "index.ts"))) as { runScenario: typeof runScenario };
  const { scenarios, errors } = loadAllScenarios(join(__dirname, "..", "..", "content"));
  if (errors.length > 0) throw errors[0];
  const ids = listFile ? new Set(readFileSync(listFile, "utf8").split("\n").filter(Boolean)) : null;
  const set = scenarios.filter((l) => ids === null || ids.has(l.scenario.meta.id));
  const runs = { old: old.runScenario, new: runScenario };
  for (const [name, run] of Object.entries(runs)) {
    const bad = set.filter((l) => !run(l.scenario as never, l.defs as never).ok).map((l) => l.scenario.meta.id);
    if (bad.length > 0) console.log(`${name}: ${bad.length} fail: ${bad.join(", ")}`);
  }
  const rate = (run: typeof runScenario, ms: number): number => {
    let n = 0;
    const start = performance.now();
    let el = 0;
    do {
      for (const l of set) run(l.scenario, l.defs);
      n += set.length;
      el = performance.now() - start;
    } while (el < ms);
    return Math.round((n / el) * 1000);
  };
  rate(runs.old, 800);
  rate(runs.new, 800);
  const r: Record<string, number[]> = { old: [], new: [] };
  for (let i = 0; i < 9; i++) {
    r.old.push(rate(runs.old, 400));
    r.new.push(rate(runs.new, 400));
  }
  const med = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`${set.length} scenarios, runs/s per round (alternating):`);
  console.log(`  before: ${r.old.join(", ")}  median ${med(r.old)}`);
  console.log(`  after:  ${r.new.join(", ")}  median ${med(r.new)}`);
  console.log(`  ratio after/before (per-round medians): ${(med(r.new.map((v, i) => v / r.old[i])) ).toFixed(2)}`);
}

void main();
