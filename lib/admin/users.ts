/** User management for admins (the role check is here as well as in the routes), with audit entries. */
import { z } from "zod";
import { audit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { createUser, listUsers, newUserSchema, setDisabled, setPassword, setRole } from "@/lib/auth/users";
import { prisma } from "@/lib/db/client";
import { AdminError } from "./errors";
import { requireRole } from "./roles";

export async function adminListUsers(actor: Actor | null) {
  requireRole(actor, "ADMIN");
  return listUsers();
}

export async function adminCreateUser(actor: Actor | null, body: unknown, ip: string | null) {
  requireRole(actor, "ADMIN");
  const u = newUserSchema.parse(body);
  const created = await createUser(u);
  await audit({ action: "user.create", actorId: actor.id, actorEmail: actor.email, targetType: "user", targetKey: created.email, ip, detail: { role: created.role } });
  return created;
}

const changeSchema = z.union([
  z.strictObject({ role: z.enum(["EDITOR", "ADMIN"]) }),
  z.strictObject({ disabled: z.boolean() }),
  z.strictObject({ password: newUserSchema.shape.password }),
]);

export async function adminChangeUser(actor: Actor | null, userId: string, body: unknown, ip: string | null) {
  requireRole(actor, "ADMIN");
  const change = changeSchema.parse(body);
  const target = await prisma().user.findUnique({ where: { id: userId }, select: { email: true, role: true, disabledAt: true } });
  if (!target) throw new AdminError(404, "not-found", "no such user", "id");
  const base = { actorId: actor.id, actorEmail: actor.email, targetType: "user", targetKey: target.email, ip };
  if ("role" in change) {
    await setRole(userId, change.role);
    await audit({ ...base, action: "user.role", detail: { from: target.role, to: change.role } });
  } else if ("disabled" in change) {
    await setDisabled(userId, change.disabled);
    await audit({ ...base, action: change.disabled ? "user.disable" : "user.enable" });
  } else {
    await setPassword(userId, change.password);
    await audit({ ...base, action: "user.password" });
  }
  return { ok: true };
}
