/**
 * A scenario's step-through on a page: the interactive player (its data is fetched as static JSON),
 * and for readers without JavaScript every step as a list, framed in from the scenario's list page
 * (the player's placeholder is hidden without scripting, see `.st-loading` in globals.css).
 */
import { StepPlayer } from "./player";

export function StepThroughSection({ id }: { id: string }) {
  const list = `/scenarios/${id}/steps`;
  return (
    <div className="st">
      <StepPlayer scenarioId={id} />
      <noscript>
        <iframe src={list} title="Every step as a list" />
      </noscript>
      <p className="all">
        <a href={list}>Every step as a list →</a>
      </p>
    </div>
  );
}
