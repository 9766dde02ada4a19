/**
 * The timed part of the engine benchmark (scripts/bench/engine.ts bundles this file with esbuild, as the browser and
 * the production server get the engine, and runs it in a child node process): loads the corpus (untimed), warms up
 * until the rate settles, times rounds of whole-corpus runs, then the admin's check of the costliest accepted
 * scenario. Prints one JSON line (EngineRunResult) on stdout.
 *   node <bundle> <content dir> [rounds] [round ms]
 */
import { checkDraft } from "../../lib/admin/check";
import { runScenario } from "../../lib/engine";
import { loadAllScenarios, type ContentContext } from "../../lib/scenarios";
import { worstAcceptedScenario } from "./worst-scenario";

export interface EngineRunResult {
  runsPerSecond: number;
  /** Runs per second of each timed round. */
  rounds: number[];
  /** Runs per second of each warm-up round (warm-up: at least 2 s, then until two consecutive rounds are within 5%, at most ~10 s). */
  warmup: number[];
  scenarios: number;
  /** the admin's check of the costliest accepted scenario, ms */
  worstCheck: { median: number; p90: number; max: number; bytes: number; events: number; runs: number };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

export async function runEngineBench(contentDir: string, roundCount = 7, roundMs = 400): Promise<EngineRunResult> {
  const { scenarios, errors, ctx } = loadAllScenarios(contentDir);
  if (errors.length > 0) throw errors[0];
  if (scenarios.length === 0) throw new Error(`no scenarios in ${contentDir}`);
  // a correctness check: a benchmark of failing runs would mean nothing
  const failing = scenarios.filter((l) => !runScenario(l.scenario, l.defs).ok).map((l) => l.scenario.meta.id);
  if (failing.length > 0) throw new Error(`${failing.length} scenario(s) fail (${failing.slice(0, 5).join(", ")}); run npm run scenarios`);
  const round = (): number => {
    let runs = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      for (const l of scenarios) runScenario(l.scenario, l.defs);
      runs += scenarios.length;
      elapsed = performance.now() - start;
    } while (elapsed < roundMs);
    return Math.round((runs / elapsed) * 1000);
  };
  // warm-up (JIT: the rate climbs for seconds, the engine being a lot of code, and longer on a busy machine, where the
  // compiler threads wait for a core): at least 2 s, then until two consecutive rounds agree within 5%, at most ~10 s
  const warmup: number[] = [];
  const warmStart = performance.now();
  for (;;) {
    warmup.push(round());
    const n = warmup.length;
    if (n >= 2 && performance.now() - warmStart > 2000 && Math.abs(warmup[n - 1] - warmup[n - 2]) <= 0.05 * warmup[n - 2]) break;
    if (performance.now() - warmStart > 10000) break;
    await tick();
  }
  const rounds: number[] = [];
  for (let r = 0; r < roundCount; r++) {
    rounds.push(round());
    await tick();
  }
  const sorted = rounds.slice().sort((a, b) => a - b);
  return { runsPerSecond: sorted[Math.floor(sorted.length / 2)], rounds, warmup, scenarios: scenarios.length, worstCheck: await benchWorstCheck(ctx) };
}

/** The admin's check of the costliest accepted scenario, as the route does it (the check, then its JSON). */
async function benchWorstCheck(ctx: ContentContext, runs = 40): Promise<EngineRunResult["worstCheck"]> {
  const text = worstAcceptedScenario();
  const check = () => JSON.stringify(checkDraft({ scenarioSource: text, outcomeText: "" }, ctx));
  const first = checkDraft({ scenarioSource: text, outcomeText: "" }, ctx);
  if (first.problems.length > 0 || !first.scenarioOk) throw new Error(`the worst accepted scenario does not check: ${JSON.stringify(first.problems[0])}`);
  const events = first.stepThrough!.frames.flatMap((f) => f.entries).filter((e) => e.kind === "event-proposed").length;
  for (let i = 0; i < 10; i++) check(); // warm-up (JIT)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    check();
    times.push(performance.now() - t0);
    await tick();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p90: times[Math.floor(runs * 0.9)], max: times[runs - 1], bytes: Buffer.byteLength(text), events, runs };
}

// run as the bundle's entry point (not when imported)
if (process.argv[1] && /engine-run\.(c?js|ts)$/.test(process.argv[1])) {
  const [contentDir, rounds, roundMs] = process.argv.slice(2);
  runEngineBench(contentDir, rounds ? Number(rounds) : undefined, roundMs ? Number(roundMs) : undefined).then(
    (r) => process.stdout.write(JSON.stringify(r) + "\n"),
    (e) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exit(1);
    },
  );
}
