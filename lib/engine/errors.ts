/**
 * Stable engine error codes. A run that fails returns one of these (it never throws past runScenario).
 * Messages name the step ("step 2 (cast a_love)") so an author can find it.
 */
export const ERROR_CODES = {
  E_MISSING_CHOICE: "A prompt had no scripted answer.",
  E_ILLEGAL_CHOICE: "A scripted answer does not fit the prompt (wrong kind, player or option).",
  E_UNUSED_CHOICE: "A step finished with scripted answers left over.",
  E_STEP_LIMIT: "The run exceeded the step limit.",
  E_EVENT_LIMIT: "The run exceeded the event limit (a loop?).",
  E_DEPTH_LIMIT: "Effects nested deeper than the depth limit.",
  E_UNKNOWN_CARD: "A card instance or card definition is unknown.",
  E_ILLEGAL_ACTION: "An action cannot be taken in the current state.",
  E_UNKNOWN_HANDLER: "An ability names a code handler that is not registered.",
  E_BAD_STATE: "The initial state is inconsistent.",
  E_UNSUPPORTED: "The run reached a rules situation the engine does not model (named in the message).",
} as const;

export type EngineErrorCode = keyof typeof ERROR_CODES;

import type { Prompt } from "./prompts";
import type { BoardView } from "./types";

/** Choice errors: a scripted answer and the prompts offered disagree. Their info carries the board at that point. */
export const CHOICE_ERROR_CODES: readonly EngineErrorCode[] = ["E_MISSING_CHOICE", "E_ILLEGAL_CHOICE", "E_UNUSED_CHOICE"];

export interface EngineErrorInfo {
  code: EngineErrorCode;
  message: string;
  /** Index of the action (step) being run, or null while checking the setup. */
  step: number | null;
  /** The prompt involved, for choice errors. */
  promptId?: string;
  /** The unanswered or wrongly answered prompt, with its legal options (for a UI to ask). */
  prompt?: Prompt;
  /**
   * Choice errors: the board when the error happened (for E_UNUSED_CHOICE, at the end of the step; else when the
   * prompt was asked). For a scripted choice that was never offered (E_UNUSED_CHOICE, or an answer written for
   * another kind of prompt) the message also describes it.
   */
  board?: BoardView;
}

export class EngineError extends Error {
  /** The message without the code prefix. */
  readonly detail: string;
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly step: number | null,
    readonly promptId?: string,
    readonly prompt?: Prompt,
    /** A choice error about a scripted answer whose prompt was never offered (left over, or met a prompt of another kind). */
    readonly notOffered = false,
  ) {
    super(`${code}: ${message}`);
    this.detail = message;
    this.name = "EngineError";
  }
  info(): EngineErrorInfo {
    const out: EngineErrorInfo = { code: this.code, message: this.detail, step: this.step };
    if (this.promptId !== undefined) out.promptId = this.promptId;
    if (this.prompt !== undefined) out.prompt = this.prompt;
    return out;
  }
}
