import { AdminError } from "@/lib/admin/errors";
import { json, query, requireActor } from "@/lib/admin/http";
import { existingScenarioSource } from "@/lib/admin/qa";

export const dynamic = "force-dynamic";

/** An existing scenario's YAML, for the editor's "start from a copy". Editors and admins. */
export const GET = query<{ params: Promise<{ id: string }> }>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  const id = (await params).id;
  const source = await existingScenarioSource(actor, id);
  if (source === null) throw new AdminError(404, "not-found", `no scenario "${id}"`, "id");
  return json({ source });
});
