/**
 * Engine verification of Q&A entries: each entry that names a scenario states its answer as an
 * `outcome` (the scenario `expect` form); the scenario is run and the outcome checked against the
 * run. A published entry that disagrees stops the import; a draft is stored as not verified.
 */
import { checkOutcome, type Expectations, type RunResult } from "../engine";
import { runLoadedScenario, type LoadedScenario } from "../scenarios";
import type { RuleVersionFile } from "./schemas";

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
 * The rules version an entry is verified against: among the versions recording the clauses it
 * cites, the one recording most of them (newest on a tie). Undated fragments are not candidates.
 * Shared by the import (versions from content/) and the admin (versions from the database).
 */
export function bestRulesBasis(clauses: string[], versions: BasisVersion[]): string | null {
  let best: { v: BasisVersion; n: number } | null = null;
  for (const v of versions) {
    if (!v.date) continue;
    const n = clauses.filter((c) => v.numbers.has(c)).length;
    if (n === 0) continue;
    if (!best || n > best.n || (n === best.n && v.date > best.v.date!)) best = { v, n };
  }
  if (!best) return null;
  return best.v.label.includes(best.v.date!) ? best.v.label : `${best.v.label} (${best.v.date})`;
}

export function rulesBasis(clauses: string[], versions: RuleVersionFile[]): string | null {
  return bestRulesBasis(
    clauses,
    versions.map((v) => ({ label: v.label, date: v.date ?? null, numbers: new Set(v.clauses.filter((c) => c.text).map((c) => c.number)) })),
  );
}
