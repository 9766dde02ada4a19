"use client";
/** A preview of the engine's run in the editor: one frame at a time, with the public board and details. */
import { useState } from "react";
import { Board } from "@/app/_components/stepthrough/board";
import { FrameDetails } from "@/app/_components/stepthrough/frame-details";
import type { StepThrough } from "@/lib/stepthrough/frames";

export function RunStepper({ st }: { st: StepThrough }) {
  const [raw, setIndex] = useState(0);
  const total = st.frames.length;
  if (total === 0) return <p className="text-sm text-stone-500">The run has no steps.</p>;
  const index = Math.min(raw, total - 1);
  const frame = st.frames[index];
  const go = (n: number) => setIndex(Math.min(Math.max(n, 0), total - 1));
  return (
    <div className="space-y-3" data-testid="run-stepper">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} className="rounded-md border border-stone-300 bg-white px-3 py-1 text-sm hover:border-brand-500 disabled:opacity-40">
          ← Back
        </button>
        <button type="button" onClick={() => go(index + 1)} disabled={index >= total - 1} className="rounded-md border border-stone-300 bg-white px-3 py-1 text-sm hover:border-brand-500 disabled:opacity-40">
          Next →
        </button>
        <label className="flex flex-1 items-center gap-2 text-sm text-stone-600">
          <span className="whitespace-nowrap">Step {index + 1} of {total}</span>
          <input type="range" min={1} max={total} value={index + 1} onChange={(e) => go(Number(e.target.value) - 1)} aria-label="Step of the run" className="min-w-24 flex-1 accent-brand-600" />
        </label>
      </div>
      <p className="font-medium" aria-live="polite">{frame.headline.en}</p>
      <Board board={frame.board} instances={st.instances} cards={st.cards} changed={frame.changed} />
      <div className="rounded-lg border border-stone-200 bg-white p-3">
        <FrameDetails entries={frame.entries} prompts={st.prompts} cards={st.cards} instances={st.instances} lang="en" />
      </div>
    </div>
  );
}
