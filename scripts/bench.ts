/**
 * npm run bench: the project's benchmarks, printed as figures. Timings live here, never in tests.
 * - engine: scenario runs per second over the whole content corpus with full traces (one core, median of rounds)
 */
import { benchEngine } from "./bench/engine";

async function main() {
  const engine = await benchEngine();
  console.log("engine throughput (all content scenarios, full traces, one core)");
  console.log(`  scenarios in corpus: ${engine.scenarios}`);
  console.log(`  rounds (runs/s):     ${engine.rounds.map((r) => Math.round(r)).join(", ")}`);
  console.log(`  median:              ${Math.round(engine.runsPerSecond)} runs/s (target ≥ 5,000)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
