/** The audit log: who signed in (or failed to), published, unpublished, changed users. Append-only. */
import { prisma } from "@/lib/db/client";

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

export async function recentAudit(limit = 200) {
  return prisma().auditEvent.findMany({ orderBy: { id: "desc" }, take: limit });
}
