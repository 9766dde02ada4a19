"use server";
/** Reads for the editor that are not worth a route: an existing scenario's YAML, to copy from. */
import { pageActor } from "@/lib/admin/page-auth";
import { hasRole } from "@/lib/auth/session";
import { getScenario } from "@/lib/data/scenarios";

export async function scenarioSource(slug: string): Promise<{ source: string } | { error: string }> {
  const actor = await pageActor();
  if (!hasRole(actor, "EDITOR")) return { error: "sign in again to copy a scenario" };
  if (typeof slug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return { error: "not a scenario id" };
  const s = await getScenario(slug);
  if (!s) return { error: `no scenario "${slug}"` };
  return { source: s.source };
}
