/**
 * Engine throughput, before vs after, side by side in one process (the machine is shared: the two are
 * timed in alternating rounds so that load affects both alike). Usage:
 *   npx tsx scripts/bench/engine-compare.ts <dir of an older lib/engine> [scenario-id list file] [--tsx]
 * Runs the same scenarios (those of the list, default all) with full traces through both engines. Both engines are
 * bundled with esbuild into one file run by a child node process (as the engine ships; scripts/bench/engine.ts),
 * unless --tsx: then both run here, under tsx.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { bundleForNode } from "./engine";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [oldDir, listFile] = args.filter((a) => !a.startsWith("--"));
  if (!oldDir) throw new Error("usage: engine-compare.ts <old lib/engine dir> [ids file] [--tsx]");
  const contentDir = join(__dirname, "..", "..", "content");
  const idsFile = listFile ? resolve(listFile) : "";
  if (args.includes("--tsx")) {
    const { compareEngines } = await import("./engine-compare-run");
    const old = (await import(resolve(oldDir, "index.ts"))) as Parameters<typeof compareEngines>[0];
    await compareEngines(old, contentDir, idsFile);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "shinpan-bench-compare-"));
  try {
    const entry = join(dir, "entry.ts");
    writeFileSync(
      entry,
      [
        `import { compareEngines } from ${JSON.stringify(join(__dirname, "engine-compare-run"))};`,
        `import * as old from ${JSON.stringify(resolve(oldDir, "index"))};`,
        `void compareEngines(old as never, ${JSON.stringify(contentDir)}, ${JSON.stringify(idsFile)});`,
      ].join("\n"),
    );
    const bundle = bundleForNode(entry, dir);
    execFileSync(process.execPath, [bundle], { stdio: "inherit" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
