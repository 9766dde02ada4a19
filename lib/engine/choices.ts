/**
 * Explicit choices. Every decision the rules give a player is a Prompt with a stable id
 * ("s<step>.p<index>"); a scenario scripts the answers in order, and a caller may override any
 * prompt by id (the web app's "what if I had chosen differently"). A missing or illegal answer is
 * an error, never a silent default. A prompt with exactly one legal answer is forced and asks nobody.
 */
import { declareAnswerProblem } from "./choose3-declare";
import { EngineError } from "./errors";
import type { Answer, AnsweredPrompt, Prompt, PromptKind, ScriptedChoice } from "./prompts";
import type { PlayerId } from "./types";

export class ChoiceSource {
  private scripted: ScriptedChoice[] = [];
  private cursor = 0;
  private promptIndex = 0;
  private step = 0;
  private label = "";
  readonly answered: AnsweredPrompt[] = [];

  constructor(private readonly overrides: Record<string, ScriptedChoice>) {}

  beginStep(step: number, label: string, scripted: ScriptedChoice[]): void {
    this.step = step;
    this.label = label;
    this.scripted = scripted;
    this.cursor = 0;
    this.promptIndex = 0;
  }

  /** Throws E_UNUSED_CHOICE when the step left scripted answers unused. */
  endStep(): void {
    if (this.cursor < this.scripted.length) {
      const left = this.scripted.length - this.cursor;
      const asked = this.answered.map((a) => `${a.prompt.id} ${a.prompt.kind} (player ${a.prompt.player}${a.source === "forced" ? ", forced: nobody was asked" : ""})`);
      throw new EngineError(
        "E_UNUSED_CHOICE",
        `step ${this.step} (${this.label}): ${left} scripted choice(s) left unused, starting with choice #${this.cursor + 1} ${JSON.stringify(this.scripted[this.cursor])}: no prompt was offered for it; prompts asked in this step: ${asked.length > 0 ? asked.join(", ") : "none"}`,
        this.step,
        undefined,
        undefined,
        true,
      );
    }
  }

  nextPromptId(): string {
    return `s${this.step}.p${this.promptIndex}`;
  }

  ask(kind: PromptKind, player: PlayerId, text: string, options: string[], min: number, max: number, ordered = false, declares?: Prompt["declares"]): AnsweredPrompt {
    const prompt: Prompt = { id: this.nextPromptId(), step: this.step, index: this.promptIndex, kind, player, text, options, min, max, ordered, ...(declares ? { declares } : {}) };
    this.promptIndex++;
    if (kind !== "yes-no" && options.length === min && min === max && (!ordered || options.length <= 1)) {
      return this.record(prompt, { pick: options.slice() }, "forced");
    }
    const override = this.overrides[prompt.id];
    let scripted: ScriptedChoice | undefined;
    if (this.cursor < this.scripted.length) scripted = this.scripted[this.cursor++];
    const choice = override ?? scripted;
    if (!choice) {
      throw new EngineError(
        "E_MISSING_CHOICE",
        `step ${this.step} (${this.label}): prompt ${prompt.id} (${kind}, player ${player}) has no scripted answer: ${text}; options: [${options.join(", ")}]`,
        this.step,
        prompt.id,
        prompt,
      );
    }
    return this.record(prompt, this.validate(prompt, choice), override ? "override" : "scripted");
  }

  private record(prompt: Prompt, answer: Answer, source: AnsweredPrompt["source"]): AnsweredPrompt {
    const a: AnsweredPrompt = { prompt, answer, source };
    this.answered.push(a);
    return a;
  }

  private fail(prompt: Prompt, problem: string, notOffered = false): never {
    throw new EngineError(
      "E_ILLEGAL_CHOICE",
      `step ${this.step} (${this.label}): prompt ${prompt.id} (${prompt.kind}, player ${prompt.player}: ${prompt.text}): ${problem}`,
      this.step,
      prompt.id,
      prompt,
      notOffered,
    );
  }

  private validate(prompt: Prompt, c: ScriptedChoice): Answer {
    if (c.prompt !== undefined && c.prompt !== prompt.kind) this.fail(prompt, `scripted answer is for a "${c.prompt}" prompt, and no such prompt was offered here`, true);
    if (c.by !== undefined && c.by !== prompt.player) this.fail(prompt, `scripted answer is by ${c.by}, but ${prompt.player} decides`);
    if (prompt.kind === "yes-no") {
      if (c.answer === undefined) this.fail(prompt, `needs answer: yes or no`);
      return { yes: c.answer === "yes" };
    }
    if (c.pick === undefined) this.fail(prompt, `needs pick: [...] (options: ${prompt.options.join(", ") || "none"})`);
    const pick = c.pick;
    // choose3: a declared race, civilization or number (203.4, 106.3, 108.1a)
    if (prompt.kind === "declare") {
      const problem = declareAnswerProblem(prompt, pick);
      if (problem) this.fail(prompt, problem);
      return { pick: pick.slice() };
    }
    const seen = new Set<string>();
    for (const id of pick) {
      if (!prompt.options.includes(id)) this.fail(prompt, `"${id}" is not a legal option (options: ${prompt.options.join(", ") || "none"})`);
      if (seen.has(id)) this.fail(prompt, `"${id}" picked twice`);
      seen.add(id);
    }
    if (pick.length < prompt.min || pick.length > prompt.max) {
      this.fail(prompt, `pick ${pick.length} option(s), but ${prompt.min === prompt.max ? prompt.min : `${prompt.min}–${prompt.max}`} required`);
    }
    return { pick: pick.slice() };
  }
}
