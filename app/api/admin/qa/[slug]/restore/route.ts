import { json, mutation, readJson, requireActor } from "@/lib/admin/http";
import { restoreRevision } from "@/lib/admin/qa";
import { revalidate, saved } from "../../saved";

export const dynamic = "force-dynamic";

/** { number, baseRevision }: writes revision `number` again as a new revision. */
export const POST = mutation<{ params: Promise<{ slug: string }> }>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  const r = await restoreRevision(actor, (await params).slug, { number: body.number, baseRevision: body.baseRevision });
  await revalidate(r);
  return json(saved(r));
});
