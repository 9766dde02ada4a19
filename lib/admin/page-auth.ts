/** For admin pages (server components): the signed-in actor, or a redirect to the sign-in page. */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { hasRole, type Actor } from "@/lib/auth/actor";
import { actorFrom } from "@/lib/auth/session";
import type { RoleName } from "@/lib/auth/users";

export async function pageActor(): Promise<Actor | null> {
  return actorFrom(await headers());
}

export async function requirePageActor(role: RoleName, next: string): Promise<Actor> {
  const actor = await pageActor();
  if (!actor) redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (!hasRole(actor, role)) redirect("/admin?forbidden=1");
  return actor;
}
