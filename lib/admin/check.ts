/**
 * The scenario editor's check: parse the scenario text, run it with the engine, and compare the run
 * with the entry's stated outcome. Every problem names its line and field in the text it comes from.
 * Pure of the database: the caller supplies the content context (card catalogue and abilities): the admin's
 * is read from the database (engineCardContext in lib/data/cards.ts), with the sentences of cards not modelled.
 */
import { ContentError } from "@/lib/files/errors";
import { checkQaOutcome, checkUnderCurrentRules, type CurrentRulesCheck } from "@/lib/content/verify";
import { parseYaml, validate, type YamlFile } from "@/lib/files/yaml";
import { SCENARIO_LIMITS } from "@/lib/engine/limits";
import type { Expectations } from "@/lib/engine";
import { fieldLine, parseScenario, runLoadedScenario, type ContentContext, type LoadedScenario } from "@/lib/scenarios";
import { expectSchema } from "@/lib/scenarios/schemas";
import { buildStepThrough, type StepThrough } from "@/lib/stepthrough/frames";
import type { CompiledScenario } from "@/lib/stepthrough/run";

export interface Problem {
  /** which text the problem is in */
  part: "scenario" | "outcome";
  line: number | null;
  field: string;
  message: string;
  /** the documented code: a loader code (CONTENT_ERROR_CODES) or an engine code (ERROR_CODES); none for an unmet expectation */
  code?: string;
}

export interface ScenarioSummary {
  id: string;
  titleEn: string;
  titleJa: string | null;
  rules: string[];
  cardSlugs: string[];
}

export interface DraftCheck {
  /** problems that make the texts unusable (syntax, unknown card, bad field, engine error) */
  problems: Problem[];
  scenario: ScenarioSummary | null;
  compiled: CompiledScenario | null;
  /** the scenario's own `expect:` held */
  scenarioOk: boolean | null;
  /** the stated outcome against the run: null when there is no outcome or nothing ran */
  outcome: { ok: boolean; mismatches: Problem[] } | null;
  outcomeParsed: Expectations | null;
  stepThrough: StepThrough | null;
  /** when the outcome holds: whether it still holds under the current rules */
  currentRules: CurrentRulesCheck | null;
}

function fromContentError(part: Problem["part"], e: ContentError): Problem {
  return { part, line: e.line, field: e.field, message: e.problem, code: e.code };
}

/**
 * A card the engine cannot use yet: with a context read from the database (lib/data/cards.ts), name the
 * printed sentences the card-text compiler did not understand, instead of asking for an ability file.
 */
function notModelledProblem(p: Problem, ctx: ContentContext & { notModelled?: Map<string, string[]> }): Problem {
  const m = /^"(.+)" \(([a-z0-9-]+)\) has rules text but no ability data/.exec(p.message);
  const sentences = m ? ctx.notModelled?.get(m[2]) : undefined;
  if (!m || !sentences) return p;
  const quoted = sentences.slice(0, 3).map((s) => `"${s}"`).join(", ") + (sentences.length > 3 ? ` and ${sentences.length - 3} more` : "");
  return { ...p, message: `"${m[1]}" (${m[2]}) can't be used in a scenario yet: the engine does not understand ${quoted} (not modelled)` };
}

export function parseOutcome(text: string): { outcome: Expectations | null; yaml: YamlFile | null; problem: Problem | null } {
  if (!text.trim()) return { outcome: null, yaml: null, problem: null };
  try {
    const y = parseYaml(text, "outcome", SCENARIO_LIMITS);
    if (y.data === null || typeof y.data !== "object") {
      return { outcome: null, yaml: y, problem: { part: "outcome", line: 1, field: "outcome", message: "must be a YAML map (zones:, drew:, triggers:, replacements: ...)", code: "E_SCHEMA" } };
    }
    return { outcome: validate(y, expectSchema) as Expectations, yaml: y, problem: null };
  } catch (e) {
    if (e instanceof ContentError) return { outcome: null, yaml: null, problem: fromContentError("outcome", e) };
    throw e;
  }
}

export function checkDraft(input: { scenarioSource: string | null; outcomeText: string }, ctx: ContentContext): DraftCheck {
  const out: DraftCheck = {
    problems: [],
    scenario: null,
    compiled: null,
    scenarioOk: null,
    outcome: null,
    outcomeParsed: null,
    stepThrough: null,
    currentRules: null,
  };
  const parsedOutcome = parseOutcome(input.outcomeText);
  if (parsedOutcome.problem) out.problems.push(parsedOutcome.problem);
  out.outcomeParsed = parsedOutcome.outcome;
  if (!input.scenarioSource?.trim()) {
    if (parsedOutcome.outcome) out.problems.push({ part: "outcome", line: 1, field: "outcome", message: "an outcome needs a scenario to check it against", code: "E_CONTENT" });
    return out;
  }
  let loaded: LoadedScenario;
  try {
    loaded = parseScenario(input.scenarioSource, "scenario", ctx);
  } catch (e) {
    if (e instanceof ContentError) {
      out.problems.push(notModelledProblem(fromContentError("scenario", e), ctx));
      return out;
    }
    throw e;
  }
  const meta = loaded.scenario.meta;
  out.scenario = { id: meta.id, titleEn: meta.title.en, titleJa: meta.title.ja ?? null, rules: meta.rules, cardSlugs: Object.keys(loaded.defs).sort() };
  out.compiled = { scenario: loaded.scenario, defs: loaded.defs };
  const run = runLoadedScenario(loaded, { boards: "events" });
  for (const p of run.problems) out.problems.push({ part: "scenario", line: p.line, field: p.field, message: p.problem, ...(p.code ? { code: p.code } : {}) });
  out.scenarioOk = run.result.ok && !run.result.error;
  if (run.result.finalState) out.stepThrough = buildStepThrough(run.result, loaded.defs);
  if (parsedOutcome.outcome && !run.result.error) {
    const scenarioRun = { loaded, result: run.result, ok: out.scenarioOk };
    const c = checkQaOutcome(parsedOutcome.outcome, scenarioRun);
    if (c.ok) out.currentRules = checkUnderCurrentRules(parsedOutcome.outcome, scenarioRun);
    out.outcome = {
      ok: c.ok,
      mismatches: c.mismatches.map((m) => ({ part: "outcome", line: fieldLine(parsedOutcome.yaml!, m.field.replace(/^outcome\.?/, "")), field: m.field, message: m.message })),
    };
  }
  return out;
}
