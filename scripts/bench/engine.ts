/**
 * Engine throughput: scenario runs per second over the whole content corpus, with full traces
 * (board snapshots included), single-threaded. Loading (catalogue, YAML) happens once, outside the timing.
 * Prints nothing; scripts/bench.ts reports the numbers.
 */
import { join } from "node:path";
import { runScenario } from "../../lib/engine";
import { loadAllScenarios } from "../../lib/scenarios";

export interface EngineBench {
  runsPerSecond: number;
  /** Runs per second of each timed round. */
  rounds: number[];
  scenarios: number;
}

export async function benchEngine(options: { rounds?: number; roundMs?: number; contentDir?: string } = {}): Promise<EngineBench> {
  const contentDir = options.contentDir ?? join(__dirname, "..", "..", "content");
  const { scenarios, errors } = loadAllScenarios(contentDir);
  if (errors.length > 0) throw errors[0];
  if (scenarios.length === 0) throw new Error(`no scenarios in ${contentDir}`);
  const roundMs = options.roundMs ?? 400;
  const roundCount = options.rounds ?? 7;
  const runCorpus = (): number => {
    let failures = 0;
    for (const l of scenarios) if (!runScenario(l.scenario, l.defs).ok) failures++;
    return failures;
  };
  // warm-up (JIT) and a correctness check: a benchmark of failing runs would mean nothing
  const warmUntil = performance.now() + 600;
  do {
    const failures = runCorpus();
    if (failures > 0) throw new Error(`${failures} scenario(s) fail; run npm run scenarios`);
  } while (performance.now() < warmUntil);
  const rounds: number[] = [];
  for (let r = 0; r < roundCount; r++) {
    let runs = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      runCorpus();
      runs += scenarios.length;
      elapsed = performance.now() - start;
    } while (elapsed < roundMs);
    rounds.push(Math.round((runs / elapsed) * 1000));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const sorted = rounds.slice().sort((a, b) => a - b);
  return { runsPerSecond: sorted[Math.floor(sorted.length / 2)], rounds, scenarios: scenarios.length };
}
