import { json, mutation, readJson, requireActor } from "@/lib/admin/http";
import { createEntry } from "@/lib/admin/qa";
import { revalidate, saved } from "./saved";

export const dynamic = "force-dynamic";

export const POST = mutation(async (req) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  const r = await createEntry(actor, { slug: body.slug, gameId: body.gameId, form: body.form });
  await revalidate(r);
  return json(saved(r), 201);
});
