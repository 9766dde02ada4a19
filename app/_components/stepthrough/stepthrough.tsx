/**
 * A scenario's step-through on a page: the interactive player (its data is fetched as static JSON), and for
 * readers without JavaScript every step as a list, in the page itself (the player's placeholder is hidden
 * without scripting, see `.st-loading` in globals.css).
 */
import type { StepThrough } from "@/lib/stepthrough/frames";
import { StepPlayer } from "./player";
import { StepList } from "./step-list";

export function StepThroughSection({ id, st }: { id: string; st: StepThrough | null }) {
  const list = `/scenarios/${id}/steps`;
  return (
    <div className="st">
      <StepPlayer scenarioId={id} />
      {st && (
        <noscript>
          <StepList st={st} boards={false} />
          <p>
            <a href={list}>Every step with its board →</a>
          </p>
        </noscript>
      )}
      <p className="all">
        <a href={list}>Every step as a list →</a>
      </p>
    </div>
  );
}
