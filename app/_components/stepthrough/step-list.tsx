/** Every step as a list, rendered on the server: what a reader without JavaScript sees. */
import type { StepThrough } from "@/lib/stepthrough/frames";
import { Board } from "./board";
import { FrameDetails } from "./frame-details";

/** `boards: false` leaves the boards out (a ruling's page, where the list is only for readers without JavaScript: light). */
export function StepList({ st, boards = true }: { st: StepThrough; boards?: boolean }) {
  return (
    <ol className="space-y-6">
      {st.frames.map((f) => (
        <li key={f.index} id={`step-${f.index + 1}`} className="space-y-2">
          <h4 className="font-medium">
            <span className="text-stone-500">Step {f.index + 1}.</span> {f.headline.en}
          </h4>
          <FrameDetails entries={f.entries} prompts={st.prompts} cards={st.cards} instances={st.instances} names={st.names} lang="en" />
          {boards && f.changed.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer text-stone-600">Board after this step</summary>
              <div className="mt-2"><Board board={f.board} instances={st.instances} cards={st.cards} changed={f.changed} names={st.names} /></div>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
