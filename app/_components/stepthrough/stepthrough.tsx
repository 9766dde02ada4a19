/**
 * A scenario's step-through on a page: the interactive player (its data is fetched as static JSON),
 * and for readers without JavaScript every step as a list, framed in from the scenario's list page.
 */
import { StepPlayer } from "./player";

export function StepThroughSection({ id }: { id: string }) {
  return (
    <div className="space-y-2">
      <StepPlayer scenarioId={id} />
      <noscript>
        <style>{"[data-testid=step-player-loading]{display:none}"}</style>
        <p className="text-sm text-stone-600">
          The step-through player needs JavaScript; here is every step as a list (
          <a className="text-brand-600 underline" href={`/scenarios/${id}/steps`}>open it on its own page</a>).
        </p>
        <iframe src={`/scenarios/${id}/steps`} title="Every step as a list" className="mt-2 h-[48rem] w-full rounded-lg border border-stone-200 bg-white" />
      </noscript>
      <p className="text-right text-xs">
        <a className="text-brand-600 hover:underline" href={`/scenarios/${id}/steps`}>Every step as a list →</a>
      </p>
    </div>
  );
}
