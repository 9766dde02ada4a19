/**
 * Node-side scenario loader: YAML scenario files → engine scenarios + card definitions,
 * with errors as ContentError(file, line, field, problem).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { ContentError } from "../files/errors";
import { lineOf } from "../files/yaml";
import { runScenario, type RunOptions, type RunResult } from "../engine";
import { loadContentContext, type ContentContext } from "./content";
import { expectLine, loadScenarioFile, type LoadedScenario } from "./scenario-file";

export { loadContentContext, loadCatalogue, cardDef } from "./content";
export type { ContentContext, AliasEntry, LoadedAbilities } from "./content";
export { loadScenarioFile, parseScenario, expectLine, fieldLine } from "./scenario-file";
export type { LoadedScenario } from "./scenario-file";
export { normalizeName, resolveCardName, buildNameIndex, editDistance, closestNames } from "./names";
export type { NameIndex, Resolution } from "./names";

export interface LoadAllResult {
  ctx: ContentContext;
  scenarios: LoadedScenario[];
  /** Files that failed to load (each stops only its own file). */
  errors: ContentError[];
}

/** Every `*.yaml` under content/scenarios, sorted by file name. */
export function scenarioFiles(contentDir: string): string[] {
  const dir = join(contentDir, "scenarios");
  return readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort()
    .map((n) => join(dir, n));
}

/** Every scenario of a content folder (`<dir>/scenarios/*.yaml`): what the import, the tests and `npm run scenarios` load. */
export function loadAllScenarios(contentDir: string, ctx: ContentContext = loadContentContext(contentDir)): LoadAllResult {
  return { ctx, ...loadScenarioFiles(scenarioFiles(contentDir), ctx) };
}

/**
 * A set of scenario files, each a scenario in its own right: its `meta.id` must be its file name (`<id>.yaml`)
 * and no two may share an id. A file that fails stops only itself (its error is in `errors`, in order).
 */
export function loadScenarioFiles(paths: readonly string[], ctx: ContentContext): Omit<LoadAllResult, "ctx"> {
  const scenarios: LoadedScenario[] = [];
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  for (const path of paths) {
    try {
      const l = loadScenarioFile(path, ctx);
      checkScenarioFileName(l, path);
      const prev = seen.get(l.scenario.meta.id);
      if (prev) throw new ContentError(l.file, lineOf(l.yaml, ["meta", "id"]), "meta.id", `scenario id "${l.scenario.meta.id}" is also used by ${prev}`);
      seen.set(l.scenario.meta.id, l.file);
      scenarios.push(l);
    } catch (e) {
      if (e instanceof ContentError) errors.push(e);
      else throw e;
    }
  }
  return { scenarios, errors };
}

/** A scenario file is named after its id: `<meta.id>.yaml` (pages, links and the import find it by that name). */
export function checkScenarioFileName(l: LoadedScenario, path: string): void {
  const id = l.scenario.meta.id;
  const name = basename(path);
  if (name === `${id}.yaml`) return;
  const stem = name.endsWith(".yaml") ? name.slice(0, -".yaml".length) : null;
  throw new ContentError(
    l.file,
    lineOf(l.yaml, ["meta", "id"]),
    "meta.id",
    `"${id}" differs from the file name ${name}: a scenario's id is its file name (rename the file to ${id}.yaml${stem !== null && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem) ? `, or write id: ${stem}` : ""})`,
  );
}

/**
 * The scenario files named on a command line, in order and without repeats: a file is itself, a folder is its
 * `*.yaml` files (sorted by name, not recursive). Relative paths are resolved against `cwd`. Throws an Error
 * naming the first path that does not exist or a folder with no `.yaml` file.
 */
export function resolveScenarioPaths(args: readonly string[], cwd: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (p: string) => {
    if (!seen.has(p)) {
      seen.add(p);
      out.push(p);
    }
  };
  for (const arg of args) {
    const abs = resolve(cwd, arg);
    if (!existsSync(abs)) throw new Error(`${arg}: no such file or folder`);
    if (statSync(abs).isDirectory()) {
      const files = readdirSync(abs)
        .filter((n) => n.endsWith(".yaml"))
        .sort();
      if (files.length === 0) throw new Error(`${arg}: no .yaml files in this folder`);
      for (const n of files) add(join(abs, n));
    } else add(abs);
  }
  return out;
}

export interface LocatedProblem {
  file: string;
  line: number | null;
  field: string;
  problem: string;
  /** the engine's error code, for an engine error (none for an unmet expectation) */
  code?: string;
}

export interface ScenarioRun {
  loaded: LoadedScenario;
  result: RunResult;
  /** Engine error and outcome mismatches, located in the scenario file. */
  problems: LocatedProblem[];
}

/** Run a loaded scenario and locate any failure in its YAML file. */
export function runLoadedScenario(l: LoadedScenario, options: RunOptions = {}): ScenarioRun {
  const result = runScenario(l.scenario, l.defs, options);
  const problems: LocatedProblem[] = [];
  if (result.error) {
    const step = result.error.step;
    problems.push({
      file: l.file,
      line: step !== null ? (l.stepLines[step] ?? null) : 1,
      field: step !== null ? `actions[${step}]` : "setup",
      problem: `${result.error.code}: ${result.error.message}`,
      code: result.error.code,
    });
  }
  for (const m of result.outcomeMismatches) {
    problems.push({ file: l.file, line: expectLine(l, m.field), field: m.field, problem: m.message });
  }
  return { loaded: l, result, problems };
}

export function formatProblem(p: LocatedProblem): string {
  return `${p.file}${p.line !== null ? `:${p.line}` : ""}: ${p.field}: ${p.problem}`;
}
