/**
 * npm run scenarios [-- --json]
 * Runs every scenario in content/scenarios; the last line is "N passed, M failed" (exit 1 on any failure).
 */
import { join } from "node:path";
import { ContentError } from "../lib/files/errors";
import { formatProblem, loadAllScenarios, runLoadedScenario, type LoadAllResult, type LocatedProblem } from "../lib/scenarios";

const json = process.argv.includes("--json");
const contentDir = process.env.SHINPAN_CONTENT_DIR || join(__dirname, "..", "content");

interface Row {
  id: string;
  file: string;
  ok: boolean;
  problems: LocatedProblem[];
}

let loadedAll: LoadAllResult;
try {
  loadedAll = loadAllScenarios(contentDir);
} catch (e) {
  // the catalogue, aliases or ability files are broken: no scenario can load
  if (!(e instanceof ContentError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}
const { scenarios, errors } = loadedAll;
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
