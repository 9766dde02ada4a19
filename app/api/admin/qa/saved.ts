import { revalidatePath } from "next/cache";
import type { SaveResult } from "@/lib/admin/qa";

/** A save's answer: the new revision and the check, without the step-through frames. */
export function saved(r: SaveResult) {
  return {
    slug: r.slug,
    revision: r.revision,
    status: r.status,
    check: { problems: r.check.problems, scenarioOk: r.check.scenarioOk, outcome: r.check.outcome, scenario: r.check.scenario },
  };
}

/** Drops the cached public pages a save changed (a path with [param] means every page of that route). */
export function revalidate(r: SaveResult): void {
  for (const p of r.paths) revalidatePath(p, p.includes("[") ? "page" : undefined);
}
