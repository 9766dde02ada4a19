import { revalidatePath } from "next/cache";
import type { SaveResult } from "@/lib/admin/qa";
import { announceChange } from "@/lib/db/changes";
import { prisma } from "@/lib/db/client";

/** A save's answer: the new revision and the check, without the step-through frames. */
export function saved(r: SaveResult) {
  return {
    slug: r.slug,
    revision: r.revision,
    status: r.status,
    check: { problems: r.check.problems, scenarioOk: r.check.scenarioOk, outcome: r.check.outcome, scenario: r.check.scenario },
  };
}

/**
 * Drops the cached public pages a save changed (a path with [param] means every page of that route): here
 * at once, so the editor's next read sees it, and on every other instance through the database.
 */
export async function revalidate(r: SaveResult): Promise<void> {
  for (const p of r.paths) revalidatePath(p, p.includes("[") ? "page" : undefined);
  await announceChange(prisma(), { paths: r.paths, reason: `admin save of ${r.slug}` }).catch((e: Error) =>
    console.error(`could not announce the change to other instances: ${e.message}`),
  );
}
