import { json, mutation, readJson, requireActor } from "@/lib/admin/http";
import { adminChangeUser } from "@/lib/admin/users";
import { clientAddress } from "@/lib/http/client";

export const dynamic = "force-dynamic";

/** One change at a time: { role } | { disabled } | { password } (admins only). */
export const PATCH = mutation<{ params: Promise<{ id: string }> }>(async (req, { params }) => {
  const actor = await requireActor(req, "ADMIN");
  const body = await readJson(req);
  return json(await adminChangeUser(actor, (await params).id, body, clientAddress(req.headers)));
});
