import { AdminError } from "@/lib/admin/errors";
import { json, query, requireActor } from "@/lib/admin/http";
import { diffRevisions } from "@/lib/admin/qa";

export const dynamic = "force-dynamic";

/** ?from=N&to=M: field-by-field word diff between two revisions. */
export const GET = query<{ params: Promise<{ slug: string }> }>(async (req, { params }) => {
  const actor = await requireActor(req, "EDITOR");
  const u = new URL(req.url);
  const from = Number(u.searchParams.get("from"));
  const to = Number(u.searchParams.get("to"));
  if (!Number.isInteger(from) || !Number.isInteger(to)) throw new AdminError(400, "invalid", "from and to must be revision numbers", "from");
  return json(await diffRevisions(actor, (await params).slug, from, to));
});
