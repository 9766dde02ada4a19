/**
 * Engine throughput: scenario runs per second over the whole content corpus, with full traces
 * (board snapshots included), single-threaded. Loading (catalogue, YAML) happens once, outside the timing.
 * And the admin's live check (parse, run with a board per event, step-through, the JSON answer) of the
 * costliest scenario the limits accept (scripts/bench/worst-scenario.ts): its time is what the limits of
 * lib/engine/limits.ts are for (target < 100 ms).
 * Prints nothing; scripts/bench.ts reports the numbers.
 */
import { join } from "node:path";
import { checkDraft } from "../../lib/admin/check";
import { runScenario } from "../../lib/engine";
import { loadAllScenarios, type ContentContext } from "../../lib/scenarios";
import { worstAcceptedScenario } from "./worst-scenario";

export interface EngineBench {
  runsPerSecond: number;
  /** Runs per second of each timed round. */
  rounds: number[];
  scenarios: number;
  /** the admin's check of the costliest accepted scenario, ms */
  worstCheck: { median: number; p90: number; max: number; bytes: number; events: number; runs: number };
}

export async function benchEngine(options: { rounds?: number; roundMs?: number; contentDir?: string } = {}): Promise<EngineBench> {
  const contentDir = options.contentDir ?? join(__dirname, "..", "..", "content");
  const { scenarios, errors, ctx } = loadAllScenarios(contentDir);
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
  return { runsPerSecond: sorted[Math.floor(sorted.length / 2)], rounds, scenarios: scenarios.length, worstCheck: await benchWorstCheck(ctx) };
}

/** The admin's check of the costliest accepted scenario, as the route does it (the check, then its JSON). */
async function benchWorstCheck(ctx: ContentContext, runs = 40): Promise<EngineBench["worstCheck"]> {
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
    await new Promise((resolve) => setImmediate(resolve));
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p90: times[Math.floor(runs * 0.9)], max: times[runs - 1], bytes: Buffer.byteLength(text), events, runs };
}
