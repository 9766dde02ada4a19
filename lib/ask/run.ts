/**
 * Running an /ask board in the browser: the engine (loaded with this module, only on /ask) runs the board with the
 * reader's answers; a choice the rules give a player that has no answer yet stops the run there and is asked
 * (`pending`); an answer that no longer fits (an earlier answer changed what is asked) is dropped and asked again.
 */
import { runScenario, type CardDefs, type Prompt, type RunResult, type Scenario, type ScriptedChoice } from "@/lib/engine";
import { buildStepThrough, type StepThrough } from "@/lib/stepthrough/frames";
import type { AskBoard } from "./model";
import { choiceOf, withScriptedChoices } from "./choices";
import { scenarioOf } from "./scenario";

export interface AskRun {
  result: RunResult;
  st: StepThrough;
  /** the scenario with the answers scripted in order, and the definitions it ran with (what the player re-runs) */
  compiled: { scenario: Scenario; defs: CardDefs };
  /** the answers the run used, by prompt id: exactly the prompts it asked */
  answers: Record<string, ScriptedChoice>;
  /** a choice to ask the reader before the run can go on */
  pending: Prompt | null;
}

export function runAsk(board: AskBoard, defs: CardDefs): AskRun {
  const scenario = scenarioOf(board);
  const answers: Record<string, ScriptedChoice> = { ...board.answers };
  let result: RunResult;
  // an answer that does not fit its prompt any more is dropped, and the prompt asked again (each loop drops one)
  for (let i = 0; ; i++) {
    result = runScenario(scenario, defs, { overrides: answers, boards: "events" });
    const id = result.error?.promptId;
    if (result.error?.code === "E_ILLEGAL_CHOICE" && id && answers[id] && i < 200) {
      delete answers[id];
      continue;
    }
    break;
  }
  const used: Record<string, ScriptedChoice> = {};
  for (const p of result.prompts) if (p.source === "override") used[p.prompt.id] = choiceOf(p.answer);
  const pending = result.error?.code === "E_MISSING_CHOICE" ? (result.error.prompt ?? null) : null;
  return {
    result,
    st: buildStepThrough(result, defs),
    compiled: { scenario: withScriptedChoices(scenario, result.prompts), defs },
    answers: used,
    pending,
  };
}
