import { AdminError } from "@/lib/admin/errors";
import { mutation, readJson, requireActor } from "@/lib/admin/http";
import { changeOwnPassword } from "@/lib/auth/session";
import { newUserSchema } from "@/lib/auth/users";

export const dynamic = "force-dynamic";

/** { currentPassword, newPassword }: the signed-in user's own password. Other sessions of theirs end. */
export const POST = mutation(async (req) => {
  const actor = await requireActor(req, "EDITOR");
  const body = await readJson(req);
  const current = typeof body.currentPassword === "string" ? body.currentPassword : "";
  if (!current || current.length > 1024) throw new AdminError(400, "invalid", "currentPassword: type your current password", "currentPassword");
  const next = newUserSchema.shape.password.safeParse(body.newPassword);
  if (!next.success) throw new AdminError(400, "invalid", `newPassword: ${next.error.issues[0].message}`, "newPassword");
  if (next.data === current) throw new AdminError(400, "invalid", "newPassword: must differ from the current one", "newPassword");
  const r = await changeOwnPassword(actor, current, next.data, req.headers);
  if (!r.ok) {
    if (r.reason === "limited") throw new AdminError(429, "limited", `too many failed attempts; try again in ${r.retryAfter} s`, "currentPassword", { retryAfter: r.retryAfter });
    throw new AdminError(400, "invalid", "currentPassword: that is not your current password", "currentPassword");
  }
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  for (const c of r.setCookies) headers.append("set-cookie", c);
  return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
});
