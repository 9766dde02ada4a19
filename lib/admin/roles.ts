/** The one role check of the admin: 401 without an actor, 403 below the role. */
import { hasRole, type Actor } from "@/lib/auth/actor";
import type { RoleName } from "@/lib/auth/users";
import { AdminError } from "./errors";

export function requireRole(actor: Actor | null, role: RoleName): asserts actor is Actor {
  if (!actor) throw new AdminError(401, "unauthenticated", "sign in first");
  if (!hasRole(actor, role)) throw new AdminError(403, "forbidden", role === "ADMIN" ? "admins only" : "editors and admins only");
}
