/** Runs a compiled scenario (as stored at import) and cuts it into frames for the step-through. */
import { runScenario, type CardDefs, type Scenario } from "@/lib/engine";
import { buildStepThrough, type StepThrough } from "./frames";

export interface CompiledScenario {
  scenario: Scenario;
  defs: CardDefs;
}

export function isCompiled(value: unknown): value is CompiledScenario {
  return typeof value === "object" && value !== null && "scenario" in value && "defs" in value;
}

export function stepThroughOf(compiled: CompiledScenario): StepThrough {
  return buildStepThrough(runScenario(compiled.scenario, compiled.defs, { boards: "events" }), compiled.defs);
}
