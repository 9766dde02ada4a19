import { json, mutation, readJson, requireActor } from "@/lib/admin/http";
import { checkForm } from "@/lib/admin/qa";

export const dynamic = "force-dynamic";

/** The scenario editor's live check: parse, run, compare with the outcome. Changes nothing. */
export const POST = mutation(async (req) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  return json(await checkForm(actor, body.form));
});
