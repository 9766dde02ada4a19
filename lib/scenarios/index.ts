/**
 * Node-side scenario loader: YAML scenario files → engine scenarios + card definitions,
 * with errors as ContentError(file, line, field, problem).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ContentError } from "../files/errors";
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

export function loadAllScenarios(contentDir: string, ctx: ContentContext = loadContentContext(contentDir)): LoadAllResult {
  const scenarios: LoadedScenario[] = [];
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  for (const path of scenarioFiles(contentDir)) {
    try {
      const l = loadScenarioFile(path, ctx);
      const prev = seen.get(l.scenario.meta.id);
      if (prev) throw new ContentError(l.file, 1, "meta.id", `scenario id "${l.scenario.meta.id}" is also used by ${prev}`);
      seen.set(l.scenario.meta.id, l.file);
      scenarios.push(l);
    } catch (e) {
      if (e instanceof ContentError) errors.push(e);
      else throw e;
    }
  }
  return { ctx, scenarios, errors };
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
