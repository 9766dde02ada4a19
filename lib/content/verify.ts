/**
 * Engine verification of Q&A entries: each entry that names a scenario states its answer as an
 * `outcome` (the scenario `expect` form); the scenario is run and the outcome checked against the
 * run. A published entry that disagrees stops the import; a draft is stored as not verified.
 */
import { checkOutcome, RULES_PROFILES, rulesProfile, type Expectations, type RunResult } from "../engine";
import { runLoadedScenario, type LoadedScenario } from "../scenarios";
import { fingerprint } from "../ops/fingerprint";
import type { RuleVersionFile } from "./schemas";

/** What a stored run depends on besides content: the engine, the scenario loader, the card-text compiler and the step cutter. */
export const ENGINE_SOURCES = ["lib/engine", "lib/scenarios", "lib/abilities", "lib/stepthrough"];

let engineVersionMemo: string | null = null;
/** The engine version a stored run names: a fingerprint of those sources (read once per process). */
export function engineVersion(): string {
  engineVersionMemo ??= fingerprint(process.cwd(), ENGINE_SOURCES).slice(0, 12);
  return engineVersionMemo;
}

export interface ScenarioRun {
  loaded: LoadedScenario;
  result: RunResult;
  /** the scenario's own expectations held and the engine raised no error */
  ok: boolean;
}

export function runScenarios(loaded: LoadedScenario[]): Map<string, ScenarioRun> {
  const runs = new Map<string, ScenarioRun>();
  for (const l of loaded) {
    const { result } = runLoadedScenario(l);
    runs.set(l.scenario.meta.id, { loaded: l, result, ok: result.ok && !result.error });
  }
  return runs;
}

export interface OutcomeCheck {
  ok: boolean;
  /** field in the Q&A file ("outcome.zones.B.hand") and what differs */
  mismatches: { field: string; message: string }[];
}

export function checkQaOutcome(outcome: Expectations, run: ScenarioRun): OutcomeCheck {
  if (run.result.error || !run.result.finalState) {
    return { ok: false, mismatches: [{ field: "scenario", message: `the scenario did not run: ${run.result.error?.message ?? "no final state"}` }] };
  }
  const mismatches = checkOutcome(outcome, run.result.finalState, run.result.trace).map((m) => ({
    field: m.field.replace(/^expect\b/, "outcome"),
    message: m.message,
  }));
  return { ok: mismatches.length === 0, mismatches };
}

/** A rules version as a verification basis: its label, its date, the clause numbers it gives a text for. */
export interface BasisVersion {
  label: string;
  date: string | null;
  numbers: Set<string>;
}

/**
 * The rules version a ruling follows: among the versions recording the clauses it cites, the one in force on
 * `asOf` (the ruling's date, or the date of the rules the scenario was run under): the newest dated on or before
 * it, else (a ruling older than every version on record) the oldest. Without a date: the version recording most
 * of the clauses (newest on a tie). Undated versions are not candidates. Shared by the import (versions from
 * content/) and the admin (versions from the database).
 */
export function bestRulesBasis(clauses: string[], versions: BasisVersion[], asOf: string | null = null): string | null {
  const candidates = versions
    .filter((v): v is BasisVersion & { date: string } => v.date !== null)
    .map((v) => ({ v, n: clauses.filter((c) => v.numbers.has(c)).length }))
    .filter((c) => c.n > 0)
    .sort((a, b) => a.v.date.localeCompare(b.v.date));
  if (candidates.length === 0) return null;
  let best: (typeof candidates)[number];
  if (asOf) {
    const inForce = candidates.filter((c) => c.v.date <= asOf);
    best = inForce.length > 0 ? inForce[inForce.length - 1] : candidates[0];
  } else {
    best = candidates.reduce((a, b) => (b.n >= a.n ? b : a));
  }
  return best.v.label.includes(best.v.date) ? best.v.label : `${best.v.label} (${best.v.date})`;
}

export function rulesBasis(clauses: string[], versions: RuleVersionFile[], asOf: string | null = null): string | null {
  return bestRulesBasis(
    clauses,
    versions.map((v) => ({ label: v.label, date: v.date ?? null, numbers: new Set(v.clauses.filter((c) => c.text).map((c) => c.number)) })),
    asOf,
  );
}

/** The rules an older-rules scenario was run under, as cited ("Ver. 1.23 (2021-03-16)"); null for the current rules. */
export function olderRulesLabel(rulesVersion: string | undefined): string | null {
  if (!rulesVersion || rulesVersion === CURRENT_RULES.id) return null;
  return (RULES_PROFILES as Record<string, { label: string }>)[rulesVersion]?.label ?? null;
}

/** The date a ruling is placed at for its rules version: the rules its scenario follows, else its source's date. */
export function rulingDate(scenarioRulesVersion: string | undefined, sourceDate: string | null): string | null {
  if (scenarioRulesVersion && /^\d{4}-\d{2}-\d{2}$/.test(scenarioRulesVersion)) return scenarioRulesVersion;
  if (scenarioRulesVersion === CURRENT_RULES.id) return CURRENT_RULES_DATE;
  return sourceDate;
}

/** The current rules version: the one a scenario follows when it names none. */
export const CURRENT_RULES = { id: "1.48", label: "Ver. 1.48 (2025-12-17)" } as const;
const CURRENT_RULES_DATE = "2025-12-17";

/**
 * Whether an entry's answer still holds under the current rules. A scenario that follows an older version
 * (`meta.rulesVersion`) is run again with the current profile and the answer checked against that run; a
 * scenario that already follows the current rules holds exactly when its own verification does.
 */
export interface CurrentRulesCheck {
  /** the current version, as cited ("Ver. 1.48 (2025-12-17)") */
  version: string;
  /** the version the scenario follows, when not the current one */
  follows: string | null;
  holds: boolean;
  /** what differs under the current rules, as "field: message" */
  differences: string[];
}

export function checkUnderCurrentRules(outcome: Expectations, run: ScenarioRun): CurrentRulesCheck {
  const { scenario } = run.loaded;
  const older = scenario.meta.rulesVersion && scenario.meta.rulesVersion !== CURRENT_RULES.id ? scenario.meta.rulesVersion : null;
  let check: OutcomeCheck;
  if (!older) {
    check = checkQaOutcome(outcome, run);
  } else {
    const { rulesVersion: _older, ...meta } = scenario.meta;
    void _older;
    const rerun = runLoadedScenario({ ...run.loaded, scenario: { ...scenario, meta } });
    check = checkQaOutcome(outcome, { loaded: run.loaded, result: rerun.result, ok: rerun.result.ok && !rerun.result.error });
  }
  return {
    version: CURRENT_RULES.label,
    follows: older ? rulesProfile(older).label : null,
    holds: check.ok,
    differences: check.mismatches.map((m) => `${m.field}: ${m.message}`),
  };
}

export function isCurrentRulesCheck(value: unknown): value is CurrentRulesCheck {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<CurrentRulesCheck>;
  return typeof v.version === "string" && typeof v.holds === "boolean" && Array.isArray(v.differences);
}
