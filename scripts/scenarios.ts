/**
 * npm run scenarios [-- [--json] [--content DIR] [<folder or file> ...]]
 * Runs every scenario in the content folder's scenarios/ (DIR, else SHINPAN_CONTENT_DIR, else content/), or exactly
 * the files named (a folder: its *.yaml files), against that content folder's cards and abilities. A scenario whose
 * meta.id differs from its file name is refused. The last line is "N passed, M failed" (exit 1 on any failure,
 * 2 on a usage error).
 */
import { join } from "node:path";
import { ContentError } from "../lib/files/errors";
import {
  formatProblem,
  loadContentContext,
  loadScenarioFiles,
  resolveScenarioPaths,
  runLoadedScenario,
  scenarioFiles,
  type LocatedProblem,
} from "../lib/scenarios";

const USAGE = "usage: npm run scenarios [-- [--json] [--content DIR] [<folder or file> ...]]";

function usage(problem: string): never {
  process.stderr.write(`${problem}\n${USAGE}\n`);
  process.exit(2);
}

const args = process.argv.slice(2).filter((a) => a !== "--");
let json = false;
let contentFlag: string | null = null;
const paths: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--json") json = true;
  else if (a === "--content") {
    if (!args[i + 1] || args[i + 1].startsWith("--")) usage("--content needs a folder");
    contentFlag = args[++i];
  } else if (a.startsWith("--content=")) contentFlag = a.slice("--content=".length);
  else if (a.startsWith("--")) usage(`unknown option ${a}`);
  else paths.push(a);
}
const contentDir = contentFlag || process.env.SHINPAN_CONTENT_DIR || join(__dirname, "..", "content");

interface Row {
  id: string;
  file: string;
  ok: boolean;
  problems: LocatedProblem[];
}

let files: string[];
try {
  files = paths.length > 0 ? resolveScenarioPaths(paths, process.cwd()) : scenarioFiles(contentDir);
} catch (e) {
  usage(e instanceof Error ? e.message : String(e));
}

let loaded: ReturnType<typeof loadScenarioFiles>;
try {
  loaded = loadScenarioFiles(files, loadContentContext(contentDir));
} catch (e) {
  // the catalogue, aliases or ability files are broken: no scenario can load
  if (!(e instanceof ContentError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}
const { scenarios, errors } = loaded;
const rows: Row[] = [];
for (const e of errors) {
  rows.push({ id: "(not loaded)", file: e.file, ok: false, problems: [{ file: e.file, line: e.line, field: e.field, problem: e.problem }] });
}
for (const l of scenarios) {
  const run = runLoadedScenario(l);
  rows.push({ id: l.scenario.meta.id, file: l.file, ok: run.result.ok, problems: run.problems });
}
const passed = rows.filter((r) => r.ok).length;
const failed = rows.length - passed;
if (json) {
  process.stdout.write(JSON.stringify({ passed, failed, scenarios: rows }, null, 2) + "\n");
} else {
  for (const r of rows) {
    process.stdout.write(`${r.ok ? "✔" : "✘"} ${r.id}  (${r.file})\n`);
    for (const p of r.problems) process.stdout.write(`    ${formatProblem(p)}\n`);
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
}
process.exitCode = failed > 0 ? 1 : 0;
