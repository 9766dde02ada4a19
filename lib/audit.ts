/** The audit log: who signed in (or failed to), published, unpublished, changed users. Append-only. */
import { prisma } from "@/lib/db/client";
import { hasRole, type Actor } from "@/lib/auth/actor";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-limited"
  | "sign-out"
  | "qa.create"
  | "qa.publish"
  | "qa.unpublish"
  | "qa.status"
  | "qa.restore"
  | "qa.supersede"
  | "user.create"
  | "user.role"
  | "user.disable"
  | "user.enable"
  | "user.password";

export interface AuditInput {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string;
  targetKey?: string;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

export async function audit(e: AuditInput): Promise<void> {
  await prisma().auditEvent.create({
    data: {
      action: e.action,
      actorId: e.actorId ?? null,
      actorEmail: e.actorEmail ?? null,
      targetType: e.targetType ?? null,
      targetKey: e.targetKey ?? null,
      ip: e.ip ?? null,
      detail: e.detail ? JSON.parse(JSON.stringify(e.detail)) : undefined,
    },
  });
}

/** The newest events; admins only (the check is here as well as on the page). */
export async function recentAudit(actor: Actor | null, limit = 200) {
  if (!hasRole(actor, "ADMIN")) throw new Error("the audit log is for admins only");
  return prisma().auditEvent.findMany({ orderBy: { id: "desc" }, take: Math.min(limit, 1000) });
}
