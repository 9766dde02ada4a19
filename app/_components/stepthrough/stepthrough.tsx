/** A scenario's step-through: the interactive player, and every step as a list for readers without JavaScript. */
import { stepThroughOf, type CompiledScenario } from "@/lib/stepthrough/run";
import { StepPlayer } from "./player";
import { StepList } from "./step-list";

export function StepThroughSection({ compiled, id }: { compiled: CompiledScenario; id: string }) {
  const st = stepThroughOf(compiled);
  const listId = `steps-${id}`;
  return (
    <div className="space-y-4">
      <StepPlayer initial={st} compiled={compiled} listId={listId} />
      <details id={listId} open className="rounded-lg border border-stone-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium text-stone-700">Every step as a list ({st.frames.length})</summary>
        <div className="mt-3"><StepList st={st} /></div>
      </details>
    </div>
  );
}
