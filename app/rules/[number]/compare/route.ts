/**
 * GET /rules/<number>/compare?from=<version>&to=<version>: the compare picker's form (it works without
 * JavaScript) redirects to the word diff /rules/<number>/diff/<from>/<to>. Bad input gets a 400, never a 500.
 */
import { parseClauseNumber } from "@/lib/content/clauses";

export const dynamic = "force-dynamic";

const VERSION_KEY = /^[0-9A-Za-z][0-9A-Za-z._-]{0,39}$/;

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  if (!parseClauseNumber(number)) return text(400, 'Not a clause number: a clause number looks like "609", "609.1" or "609.6a".');
  const q = new URL(request.url).searchParams;
  const from = q.get("from") ?? "";
  const to = q.get("to") ?? "";
  if (!VERSION_KEY.test(from) || !VERSION_KEY.test(to)) return text(400, "Choose two versions to compare.");
  if (from === to) return text(400, "Choose two different versions to compare.");
  const location = `/rules/${encodeURIComponent(number)}/diff/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
