/**
 * Accounts: created by `npm run admin:create` (the first admin) and by admins in the admin. Passwords go
 * through better-auth's hasher (scrypt); users and credential accounts through its internal adapter.
 */
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { auth, MAX_PASSWORD, MIN_PASSWORD } from "./auth";
import { normalizeEmail } from "./limits";

export type RoleName = "EDITOR" | "ADMIN";

export const newUserSchema = z.strictObject({
  email: z.string().trim().max(254).email("is not an email address").transform(normalizeEmail),
  name: z.string().trim().min(1, "is required").max(100),
  role: z.enum(["EDITOR", "ADMIN"]),
  password: z.string().min(MIN_PASSWORD, `must be at least ${MIN_PASSWORD} characters`).max(MAX_PASSWORD, `must be at most ${MAX_PASSWORD} characters`),
});
export type NewUser = z.infer<typeof newUserSchema>;

export class UserError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status = 400,
  ) {
    super(`${field}: ${message}`);
    this.name = "UserError";
  }
}

export async function createUser(input: NewUser): Promise<{ id: string; email: string; role: RoleName }> {
  const u = newUserSchema.parse(input);
  const db = prisma();
  if (await db.user.findUnique({ where: { email: u.email } })) throw new UserError("email", `a user with ${u.email} already exists`, 409);
  const ctx = await auth().$context;
  const hash = await ctx.password.hash(u.password);
  const user = await ctx.internalAdapter.createUser({ email: u.email, name: u.name, emailVerified: false, role: u.role }, { method: "admin" });
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
  return { id: user.id, email: u.email, role: u.role };
}

export async function setPassword(userId: string, password: string): Promise<void> {
  const p = newUserSchema.shape.password.safeParse(password);
  if (!p.success) throw new UserError("password", p.error.issues[0].message);
  const ctx = await auth().$context;
  const hash = await ctx.password.hash(password);
  const n = await prisma().account.updateMany({ where: { userId, providerId: "credential" }, data: { password: hash } });
  if (n.count === 0) throw new UserError("user", "no such user", 404);
  await prisma().session.deleteMany({ where: { userId } });
}

async function activeAdmins(exceptId?: string): Promise<number> {
  return prisma().user.count({ where: { role: "ADMIN", disabledAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) } });
}

export async function setRole(userId: string, role: RoleName): Promise<void> {
  const db = prisma();
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserError("user", "no such user", 404);
  if (user.role === "ADMIN" && role !== "ADMIN" && (await activeAdmins(userId)) === 0) {
    throw new UserError("role", "this is the last active admin; make another admin first", 409);
  }
  await db.user.update({ where: { id: userId }, data: { role } });
}

/** Disabling signs the user out everywhere; their revisions and audit entries stay. */
export async function setDisabled(userId: string, disabled: boolean): Promise<void> {
  const db = prisma();
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserError("user", "no such user", 404);
  if (disabled && user.role === "ADMIN" && (await activeAdmins(userId)) === 0) {
    throw new UserError("disabled", "this is the last active admin; make another admin first", 409);
  }
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { disabledAt: disabled ? (user.disabledAt ?? new Date()) : null } }),
    ...(disabled ? [db.session.deleteMany({ where: { userId } })] : []),
  ]);
}

export async function listUsers() {
  return prisma().user.findMany({
    orderBy: [{ role: "desc" }, { email: "asc" }],
    select: { id: true, email: true, name: true, role: true, disabledAt: true, createdAt: true },
  });
}
