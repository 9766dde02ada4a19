/**
 * The data of a choice: a prompt the rules give a player, a scripted answer, an answered prompt. Plain
 * JSON, shared by the choice source (choices.ts), engine errors (errors.ts) and the trace.
 */
import type { PlayerId } from "./types";

/** `choose-face`: a card with several faces is turned to one its controller picks (options: catalogue ids; Parallel Release). */
/** The kinds of prompt a player answers. Add a kind here; the engine type and the scenario format (`choices[].prompt`) follow. */
export const PROMPT_KINDS = ["choose-cards", "yes-no", "replacement", "trigger-order", "choose-mode", "choose-face", "declare"] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

export interface Prompt {
  id: string;
  step: number;
  index: number;
  kind: PromptKind;
  player: PlayerId;
  /** What is being decided, in English. */
  text: string;
  /** Legal option ids (card instance ids, replacement keys or trigger keys). Empty for yes-no. */
  options: string[];
  min: number;
  max: number;
  /** The order of the picked options matters (e.g. cards put on the bottom of a deck). */
  ordered: boolean;
  /** A `declare` prompt (choose3): what is declared (a race, a civilization, a number in bounds); the answer is `pick: [value]`. */
  declares?: { what: "race" | "civilization" | "number" | "player"; atLeast?: number; atMost?: number };
}

/** A scripted answer as written in a scenario. `prompt` and `by`, when given, must match the prompt. */
export interface ScriptedChoice {
  prompt?: PromptKind;
  by?: PlayerId;
  pick?: string[];
  answer?: "yes" | "no";
}

export type Answer = { pick: string[] } | { yes: boolean };

export interface AnsweredPrompt {
  prompt: Prompt;
  answer: Answer;
  /** scripted: from the scenario; override: from the caller; forced: only one legal answer. */
  source: "scripted" | "override" | "forced";
}
