/**
 * npm run scenario -- <file> [--json] [--ja]
 * Prints one scenario's trace, readable by a person (default) or as JSON (the engine's RunResult).
 */
import { join, resolve } from "node:path";
import { ContentError } from "../lib/files/errors";
import { formatTrace } from "../lib/engine";
import { formatProblem, loadContentContext, loadScenarioFile, runLoadedScenario } from "../lib/scenarios";

const args = process.argv.slice(2).filter((a) => a !== "--");
const json = args.includes("--json");
const ja = args.includes("--ja");
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  process.stderr.write("usage: npm run scenario -- <content/scenarios/x.yaml> [--json] [--ja]\n");
  process.exit(2);
}
const contentDir = process.env.SHINPAN_CONTENT_DIR || join(__dirname, "..", "content");
try {
  const ctx = loadContentContext(contentDir);
  const l = loadScenarioFile(resolve(process.cwd(), file), ctx);
  const run = runLoadedScenario(l);
  if (json) {
    process.stdout.write(JSON.stringify({ ...run.result, file: l.file, problems: run.problems }, null, 2) + "\n");
  } else {
    const m = l.scenario.meta;
    process.stdout.write(`${m.title.en}${m.title.ja ? ` / ${m.title.ja}` : ""}\n${m.id} — rules ${m.rules.join(", ")} — ${m.source}\n\n`);
    process.stdout.write(formatTrace(run.result, { ja }) + "\n");
    for (const p of run.problems) process.stdout.write(formatProblem(p) + "\n");
  }
  process.exitCode = run.result.ok ? 0 : 1;
} catch (e) {
  if (e instanceof ContentError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
