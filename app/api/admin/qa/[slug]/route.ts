import { json, mutation, query, readJson, requireActor } from "@/lib/admin/http";
import { getEditable, saveEntry } from "@/lib/admin/qa";
import { revalidate, saved } from "../saved";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ slug: string }> };

export const GET = query<Ctx>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  return json(await getEditable(actor, (await params).slug));
});

/** Save: { baseRevision, form, message? }. A stale baseRevision is refused (409) with both versions. */
export const PUT = mutation<Ctx>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  const r = await saveEntry(actor, (await params).slug, { baseRevision: body.baseRevision, form: body.form, message: body.message });
  await revalidate(r);
  return json(saved(r));
});
