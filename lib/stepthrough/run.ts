/**
 * The one typed form of a scenario the views use, and its run. A scenario is compiled (its scenario and card
 * definitions, plain JSON the browser can re-run) and run once, when it is written (the content import, an admin
 * save); the run — cut into step-through frames — is stored with it, with the engine version that made it, and every
 * view (the player's JSON, the step list, the pages) is served from it.
 */
import { runScenario, type CardDefs, type Scenario } from "@/lib/engine";
import { buildStepThrough, type StepThrough } from "./frames";

export interface CompiledScenario {
  scenario: Scenario;
  defs: CardDefs;
}

/** A scenario's run as stored: the engine version (a fingerprint of its sources) and the step-through. */
export interface StoredRun {
  engine: string;
  stepThrough: StepThrough;
}

export function isCompiled(value: unknown): value is CompiledScenario {
  return typeof value === "object" && value !== null && "scenario" in value && "defs" in value;
}

export function isStoredRun(value: unknown): value is StoredRun {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<StoredRun>;
  return typeof v.engine === "string" && typeof v.stepThrough === "object" && v.stepThrough !== null && Array.isArray(v.stepThrough.frames) && typeof v.stepThrough.names === "object";
}

export function stepThroughOf(compiled: CompiledScenario): StepThrough {
  return buildStepThrough(runScenario(compiled.scenario, compiled.defs, { boards: "events" }), compiled.defs);
}

/** Run a compiled scenario once, for storing. */
export function makeRun(compiled: CompiledScenario, engine: string): StoredRun {
  return { engine, stepThrough: stepThroughOf(compiled) };
}

/** The stored run's step-through, or (a row written before runs were stored) a run made now. */
export function storedStepThrough(row: { compiled: unknown; run: unknown }): StepThrough | null {
  if (isStoredRun(row.run)) return row.run.stepThrough;
  return isCompiled(row.compiled) ? stepThroughOf(row.compiled) : null;
}
