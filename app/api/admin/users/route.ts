import { json, mutation, query, readJson, requireActor } from "@/lib/admin/http";
import { adminCreateUser, adminListUsers } from "@/lib/admin/users";
import { clientAddress } from "@/lib/http/client";

export const dynamic = "force-dynamic";

export const GET = query(async (req) => json(await adminListUsers(await requireActor(req, "ADMIN"))));

/** { email, name, role, password } (admins only). */
export const POST = mutation(async (req) => {
  const actor = await requireActor(req, "ADMIN");
  const body = await readJson(req);
  return json(await adminCreateUser(actor, body, clientAddress(req.headers)), 201);
});
