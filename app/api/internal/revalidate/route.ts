/**
 * Drops cached public pages, for this instance's front server only (lib/ops/http-server.ts calls it when
 * the database announces a change). Anyone else gets 404: the token is made at start-up and never leaves
 * the process.
 */
import { timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { parseChange } from "@/lib/db/changes";

export const dynamic = "force-dynamic";

function authorised(req: Request): boolean {
  const expected = process.env.SHINPAN_INTERNAL_TOKEN;
  const given = req.headers.get("x-shinpan-internal");
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export async function POST(req: Request): Promise<Response> {
  if (!authorised(req)) return new Response("Not found", { status: 404 });
  const change = parseChange(await req.text().catch(() => ""));
  if (!change) return Response.json({ error: "invalid", message: "not a change" }, { status: 400 });
  if (change.all) revalidatePath("/", "layout");
  else for (const p of change.paths) revalidatePath(p, p.includes("[") ? "page" : undefined);
  return Response.json({ revalidated: change.all ? "all" : change.paths.length });
}
