/**
 * The engine's behaviour as one canonical JSON file, to compare before and after a change that must not change it
 * (an optimisation): every content scenario run three ways (board snapshots per step, none, and after every event as
 * the step-through asks), each result in full (trace entries with their boards, prompts, initial and final state,
 * outcome mismatches, error), and the admin's check of the costliest accepted scenario (its JSON answer).
 *   npx tsx scripts/engine-golden.ts write /tmp/engine-golden.json
 *   npx tsx scripts/engine-golden.ts check /tmp/engine-golden.json    exit 1 and the first difference when it differs
 * The JSON keeps the engine's own key order (the trace is a protocol, byte for byte: the order of its fields counts),
 * except in the initial and final game states, written with sorted keys: the order in which a step added a field to a
 * card or to the state is not behaviour.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkDraft } from "../lib/admin/check";
import { runScenario, type RunOptions, type RunResult } from "../lib/engine";
import { loadAllScenarios } from "../lib/scenarios";
import { worstAcceptedScenario } from "./bench/worst-scenario";

/** JSON with every object's keys sorted (undefined fields omitted, as JSON does). */
function sortedJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => {
    if (x === null || typeof x !== "object" || Array.isArray(x)) return x;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(x).sort()) out[k] = (x as Record<string, unknown>)[k];
    return out;
  });
}

function resultJson(r: RunResult): string {
  const { initialState, finalState, ...rest } = r;
  return `${JSON.stringify(rest)} states ${sortedJson({ initialState, finalState })}`;
}

function golden(contentDir: string): string[] {
  const { scenarios, errors, ctx } = loadAllScenarios(contentDir);
  if (errors.length > 0) throw errors[0];
  const lines: string[] = [];
  const modes: [string, RunOptions][] = [
    ["boards:step", {}],
    ["boards:none", { boards: false }],
    ["boards:events", { boards: "events" }],
  ];
  for (const l of scenarios) {
    for (const [mode, options] of modes) {
      // each result on its own line, so a difference names its scenario
      lines.push(`${l.scenario.meta.id} ${mode} ${resultJson(runScenario(l.scenario, l.defs, options))}`);
    }
  }
  lines.push(`worst-accepted admin-check ${JSON.stringify(checkDraft({ scenarioSource: worstAcceptedScenario(), outcomeText: "" }, ctx))}`);
  return lines;
}

function main(): void {
  const [command, file] = process.argv.slice(2);
  if ((command !== "write" && command !== "check") || !file) {
    process.stderr.write("usage: engine-golden.ts write|check <file>\n");
    process.exit(2);
  }
  const t0 = performance.now();
  const lines = golden(join(__dirname, "..", "content"));
  const ms = Math.round(performance.now() - t0);
  if (command === "write") {
    writeFileSync(file, lines.join("\n") + "\n");
    console.log(`${lines.length} results written to ${file} (${ms} ms)`);
    return;
  }
  const want = readFileSync(file, "utf8").split("\n").slice(0, -1);
  if (want.length !== lines.length) {
    console.log(`differs: ${lines.length} results, the golden file has ${want.length}`);
    process.exit(1);
  }
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === want[i]) continue;
    const a = want[i];
    const b = lines[i];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    console.log(`differs: ${a.slice(0, a.indexOf(" {"))} at character ${at}`);
    console.log(`  golden: …${a.slice(Math.max(0, at - 200), at + 200)}…`);
    console.log(`  now:    …${b.slice(Math.max(0, at - 200), at + 200)}…`);
    process.exit(1);
  }
  console.log(`identical: ${lines.length} results (${ms} ms)`);
}

main();
