import { json, mutation, readJson, requireActor } from "@/lib/admin/http";
import { setStatus } from "@/lib/admin/qa";
import { revalidate, saved } from "../../saved";

export const dynamic = "force-dynamic";

/** { baseRevision, status }: DRAFT, IN_REVIEW, PUBLISHED (refused while the engine disagrees), UNPUBLISHED. */
export const POST = mutation<{ params: Promise<{ slug: string }> }>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  const r = await setStatus(actor, (await params).slug, { baseRevision: body.baseRevision, status: body.status });
  await revalidate(r);
  return json(saved(r));
});
