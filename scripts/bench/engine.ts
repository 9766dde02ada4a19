/**
 * Engine throughput: scenario runs per second over the whole content corpus, with full traces
 * (board snapshots included), single-threaded. And the admin's live check (parse, run with a board per event,
 * step-through, the JSON answer) of the costliest scenario the limits accept (scripts/bench/worst-scenario.ts): its
 * time is what the limits of lib/engine/limits.ts are for (target < 100 ms).
 *
 * The engine is measured as it ships: scripts/bench/engine-run.ts (the engine, the scenario loader, the admin's check)
 * is bundled with esbuild (no keepNames, as the browser's bundle) and run in a child node process; tsx, which wraps
 * every function in a `__name(...)` call, would measure its own transform too. Loading (catalogue, YAML) happens once,
 * outside the timing. `bundle: false` runs the same code in this process, under tsx.
 * Prints nothing; scripts/bench.ts reports the numbers.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EngineRunResult } from "./engine-run";

export type EngineBench = EngineRunResult & { how: string };

/** Bundles an entry point for node (esbuild, as tsx has it; no keepNames, not minified) into `dir`; returns its path. */
export function bundleForNode(entry: string, dir: string): string {
  // esbuild comes with tsx (a dependency): no download
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require("esbuild") as typeof import("esbuild");
  const outfile = join(dir, "engine-run.js");
  esbuild.buildSync({ entryPoints: [entry], bundle: true, platform: "node", target: "node20", format: "cjs", outfile, logLevel: "error" });
  return outfile;
}

export async function benchEngine(options: { rounds?: number; roundMs?: number; contentDir?: string; bundle?: boolean } = {}): Promise<EngineBench> {
  const contentDir = options.contentDir ?? join(__dirname, "..", "..", "content");
  const rounds = options.rounds ?? 7;
  const roundMs = options.roundMs ?? 400;
  if (options.bundle === false) {
    const { runEngineBench } = await import("./engine-run");
    return { ...(await runEngineBench(contentDir, rounds, roundMs)), how: `under tsx, in process (node ${process.version})` };
  }
  const dir = mkdtempSync(join(tmpdir(), "shinpan-bench-engine-"));
  try {
    const bundle = bundleForNode(join(__dirname, "engine-run.ts"), dir);
    const out = execFileSync(process.execPath, [bundle, contentDir, String(rounds), String(roundMs)], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 20 });
    return { ...(JSON.parse(out) as EngineRunResult), how: `esbuild bundle (no keepNames), child node ${process.version} process` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
