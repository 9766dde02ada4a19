/** The timed part of scripts/bench/engine-compare.ts: two engines over the same scenarios, in alternating rounds. */
import { readFileSync } from "node:fs";
import { runScenario } from "../../lib/engine";
import { loadAllScenarios } from "../../lib/scenarios";

export async function compareEngines(old: { runScenario: typeof runScenario }, contentDir: string, idsFile: string): Promise<void> {
  const { scenarios, errors } = loadAllScenarios(contentDir);
  if (errors.length > 0) throw errors[0];
  const ids = idsFile ? new Set(readFileSync(idsFile, "utf8").split("\n").filter(Boolean)) : null;
  const set = scenarios.filter((l) => ids === null || ids.has(l.scenario.meta.id));
  const runs = { old: old.runScenario, new: runScenario };
  for (const [name, run] of Object.entries(runs)) {
    const bad = set.filter((l) => !run(l.scenario as never, l.defs as never).ok).map((l) => l.scenario.meta.id);
    if (bad.length > 0) console.log(`${name}: ${bad.length} fail: ${bad.join(", ")}`);
  }
  // runs per second of this process's CPU time (user + system): on a shared machine, time spent waiting for a core
  // does not count (wall-clock rates are printed too)
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const wall: Record<string, number[]> = { old: [], new: [] };
  const rate = (run: typeof runScenario, ms: number, name?: "old" | "new"): number => {
    let n = 0;
    const start = cpuMs();
    const wallStart = performance.now();
    let el = 0;
    do {
      for (const l of set) run(l.scenario, l.defs);
      n += set.length;
      el = cpuMs() - start;
    } while (el < ms);
    if (name) wall[name].push(Math.round((n / (performance.now() - wallStart)) * 1000));
    return Math.round((n / el) * 1000);
  };
  // warm-up: the rates climb for several seconds (JIT)
  for (let i = 0; i < 6; i++) {
    rate(runs.old, 600);
    rate(runs.new, 600);
  }
  const r: Record<string, number[]> = { old: [], new: [] };
  for (let i = 0; i < 11; i++) {
    r.old.push(rate(runs.old, 400, "old"));
    r.new.push(rate(runs.new, 400, "new"));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const med = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`${set.length} scenarios, runs per CPU-second per round (alternating):`);
  console.log(`  before: ${r.old.join(", ")}  median ${med(r.old)}`);
  console.log(`  after:  ${r.new.join(", ")}  median ${med(r.new)}`);
  console.log(`  ratio after/before (median of the per-round ratios): ${med(r.new.map((v, i) => v / r.old[i])).toFixed(2)}`);
  console.log(`  wall-clock runs/s: before median ${med(wall.old)}, after median ${med(wall.new)}, ratio ${med(wall.new.map((v, i) => v / wall.old[i])).toFixed(2)}`);
}
