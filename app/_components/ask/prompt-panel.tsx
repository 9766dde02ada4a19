"use client";
/**
 * A choice the rules give a player, asked where it arises in an /ask run: yes or no, one card (or replacement, or
 * mode) among the legal options, or several (in order when the order matters). Options are named as a player names
 * them: card names, the replacement's card, the mode's text.
 */
import { useState } from "react";
import type { Prompt, ScriptedChoice } from "@/lib/engine";

export interface PromptPanelProps {
  prompt: Prompt;
  /** the prompt's text in card names */
  text: string;
  label: (option: string) => string;
  onAnswer: (choice: ScriptedChoice) => void;
  busy: boolean;
}

const btn = "rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium text-amber-950 hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 disabled:opacity-50";

export function PromptPanel({ prompt, text, label, onAnswer, busy }: PromptPanelProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const single = prompt.max === 1 && !prompt.ordered;
  const heading = `Player ${prompt.player} chooses`;
  return (
    <section aria-labelledby="ask-prompt-h" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="ask-prompt" data-prompt={prompt.id}>
      <h3 id="ask-prompt-h" className="scroll-mt-36 text-sm font-semibold text-amber-950">
        {heading}
      </h3>
      <p className="text-sm text-amber-950">{text}</p>
      {prompt.kind === "yes-no" ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btn} disabled={busy} onClick={() => onAnswer({ answer: "yes" })}>
            Yes
          </button>
          <button type="button" className={btn} disabled={busy} onClick={() => onAnswer({ answer: "no" })}>
            No
          </button>
        </div>
      ) : single ? (
        <div className="flex flex-wrap gap-2">
          {prompt.options.map((o) => (
            <button key={o} type="button" className={btn} disabled={busy} onClick={() => onAnswer({ pick: [o] })} data-option={o}>
              {label(o)}
            </button>
          ))}
          {prompt.min === 0 && (
            <button type="button" className={btn} disabled={busy} onClick={() => onAnswer({ pick: [] })}>
              None
            </button>
          )}
        </div>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-xs text-amber-900">
            {prompt.min === prompt.max ? `Choose ${prompt.min}` : `Choose ${prompt.min} to ${prompt.max}`}
            {prompt.ordered ? ", in order (the first you choose comes first)" : ""}.
          </legend>
          <div className="flex flex-wrap gap-2">
            {prompt.options.map((o) => {
              const n = picked.indexOf(o);
              return (
                <label key={o} className="inline-flex items-center gap-1.5 rounded-md border border-amber-300 bg-white px-2 py-1 text-sm">
                  <input type="checkbox" checked={n >= 0} onChange={(e) => setPicked(e.target.checked ? [...picked, o] : picked.filter((x) => x !== o))} data-option={o} />
                  {prompt.ordered && n >= 0 && <span className="rounded-full bg-amber-200 px-1.5 text-xs">{n + 1}</span>}
                  {label(o)}
                </label>
              );
            })}
          </div>
          <button type="button" className={btn} disabled={busy || picked.length < prompt.min || picked.length > prompt.max} onClick={() => onAnswer({ pick: picked })}>
            Confirm
          </button>
        </fieldset>
      )}
    </section>
  );
}
