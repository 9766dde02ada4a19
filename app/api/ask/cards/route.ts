/**
 * GET /api/ask/cards?ids=a,b,c — the engine's definitions of these cards (at most 100), for /ask running the engine in
 * the browser: each card's definition, with the sentences the engine does not understand when it is not fully
 * modelled, and the ids that are no card. Read from the database (the abilities stored at import), never from disk.
 * Shared caches may keep an answer briefly (the front server keeps it until the next import or save).
 */
import { askCards, parseIds } from "@/lib/ask/cards";
import { isDatabaseUnavailable, UNAVAILABLE } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
const okHeaders = { ...headers, "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60" };

export async function GET(request: Request) {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Response.json({ error: "bad request" }, { status: 400, headers });
  }
  const parsed = parseIds(url.searchParams.get("ids"));
  if ("error" in parsed) return Response.json({ error: parsed.error }, { status: 400, headers });
  try {
    return Response.json(await askCards(parsed.ids), { headers: okHeaders });
  } catch (e) {
    if (isDatabaseUnavailable(e)) {
      return Response.json(UNAVAILABLE.body, { status: UNAVAILABLE.status, headers: { ...headers, "retry-after": String(UNAVAILABLE.retryAfterSeconds) } });
    }
    console.error("ask cards failed:", e);
    return Response.json({ error: "the cards could not be read; try again" }, { status: 500, headers });
  }
}
