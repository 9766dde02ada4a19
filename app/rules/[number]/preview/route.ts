/**
 * GET /rules/<number>/preview: the clause's text in the newest version that has it, as JSON, for the
 * clause-reference popover (app/_components/clause-ref.tsx). 400 for a malformed number, 404 for an
 * unknown clause; cached briefly by browsers and shared caches.
 */
import { clausePreview } from "@/lib/data/rules";
import { parseClauseNumber } from "@/lib/content/clauses";

export const dynamic = "force-dynamic";

const json = (status: number, body: unknown, cache = "no-store") =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": cache },
  });

export async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params; // already decoded by Next
  if (!parseClauseNumber(number)) return json(400, { error: "bad-number", message: 'a clause number looks like "609", "609.1" or "609.6a"' });
  const preview = await clausePreview(number);
  if (!preview) return json(404, { error: "not-found", message: `no rule version records clause ${number}` });
  return json(200, preview, "public, max-age=300, s-maxage=60");
}
