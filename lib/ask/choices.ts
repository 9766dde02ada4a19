/** Answers to a run's prompts as a scenario scripts them (types only from the engine). */
import type { AnsweredPrompt, Scenario, ScriptedChoice } from "@/lib/engine";

export function choiceOf(a: AnsweredPrompt["answer"]): ScriptedChoice {
  return "yes" in a ? { answer: a.yes ? "yes" : "no" } : { pick: a.pick.slice() };
}

/** The scenario with every prompt the run asked (forced ones excepted: they take no answer) scripted on its step, in order. */
export function withScriptedChoices(scenario: Scenario, prompts: AnsweredPrompt[]): Scenario {
  return {
    ...scenario,
    steps: scenario.steps.map((s, i) => ({
      ...s,
      choices: prompts.filter((p) => p.prompt.step === i && p.source !== "forced").map((p) => ({ prompt: p.prompt.kind, by: p.prompt.player, ...choiceOf(p.answer) })),
    })),
  };
}
