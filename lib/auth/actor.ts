/**
 * Who is making a request, as the rest of the app sees it, and the one role ranking. A leaf: no database,
 * no better-auth, so the audit log and the admin can check a role without importing sign-in.
 */
import type { RoleName } from "./users";

export interface Actor {
  id: string;
  email: string;
  name: string;
  role: RoleName;
}

const RANK: Record<RoleName, number> = { EDITOR: 1, ADMIN: 2 };

export function hasRole(actor: Actor | null, role: RoleName): actor is Actor {
  return actor != null && RANK[actor.role] >= RANK[role];
}
