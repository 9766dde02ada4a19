/**
 * npm run scenario -- <file> [--json] [--ja] [--content DIR]
 * Prints one scenario's trace, readable by a person (default) or as JSON (the engine's RunResult), against the
 * cards and abilities of the content folder (DIR, else SHINPAN_CONTENT_DIR, else content/). A scenario whose
 * meta.id differs from its file name is refused.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { ContentError } from "../lib/files/errors";
import { formatTrace } from "../lib/engine";
import { checkScenarioFileName, formatProblem, loadContentContext, loadScenarioFile, runLoadedScenario } from "../lib/scenarios";

const USAGE = "usage: npm run scenario -- <content/scenarios/x.yaml> [--json] [--ja] [--content DIR]";
const args = process.argv.slice(2).filter((a) => a !== "--");
const json = args.includes("--json");
const ja = args.includes("--ja");
const contentAt = args.indexOf("--content");
if (contentAt >= 0 && (!args[contentAt + 1] || args[contentAt + 1].startsWith("--"))) {
  process.stderr.write(`--content needs a folder\n${USAGE}\n`);
  process.exit(2);
}
const file = args.find((a, i) => !a.startsWith("--") && (contentAt < 0 || i !== contentAt + 1));
if (!file) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const contentDir = (contentAt >= 0 ? args[contentAt + 1] : null) || process.env.SHINPAN_CONTENT_DIR || join(__dirname, "..", "content");
try {
  const ctx = loadContentContext(contentDir);
  const path = resolve(process.cwd(), file);
  if (!existsSync(path)) {
    process.stderr.write(`${file}: no such file\n${USAGE}\n`);
    process.exit(2);
  }
  const l = loadScenarioFile(path, ctx);
  checkScenarioFileName(l, path);
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
