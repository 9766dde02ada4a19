/** The other answers a reader can try at a prompt (types only: safe for the initial browser bundle). */
import type { AnsweredPrompt } from "@/lib/engine";

export interface Alternative {
  /** an option id (card instance or replacement key), or "yes" / "no" / "none" */
  label: string;
  choice: { pick?: string[]; answer?: "yes" | "no" };
}

/** Alternatives a reader can try for a prompt: the other answer of a yes/no, or another single pick. */
export function alternativesFor(p: AnsweredPrompt): Alternative[] {
  const prompt = p.prompt;
  if (prompt.kind === "yes-no" && "yes" in p.answer) {
    return [{ label: p.answer.yes ? "no" : "yes", choice: { answer: p.answer.yes ? "no" : "yes" } }];
  }
  if (prompt.kind === "trigger-order" || prompt.max !== 1 || !("pick" in p.answer)) return [];
  const picked = p.answer.pick;
  const out = prompt.options.filter((o) => !picked.includes(o)).map((o) => ({ label: o, choice: { pick: [o] } }));
  if (prompt.min === 0 && picked.length > 0) out.push({ label: "none", choice: { pick: [] } });
  return out;
}
