import { revalidatePath } from "next/cache";
import { json, mutation, readJson, requireActor } from "@/lib/admin/http";
import { setStatus } from "@/lib/admin/qa";
import { saved } from "../../saved";

export const dynamic = "force-dynamic";

/** { baseRevision, status }: DRAFT, IN_REVIEW, PUBLISHED (refused while the engine disagrees), UNPUBLISHED. */
export const POST = mutation<{ params: Promise<{ slug: string }> }>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  const r = await setStatus(actor, (await params).slug, { baseRevision: body.baseRevision, status: body.status });
  r.paths.forEach((p) => revalidatePath(p, p.includes("[") ? "page" : undefined));
  return json(saved(r));
});
