/**
 * GET /api/search?q=…&limit=… — the header box's suggestions: cards (exact, prefix, substring, typo-tolerant;
 * English or Japanese) and the published rulings linked to them. Always JSON; bad input gets a clear 400 or an
 * empty answer, never an error page. Over-long queries are cut to MAX_QUERY_LENGTH characters (`truncated: true`).
 *
 * An answer may be kept by shared caches for a short while (`s-maxage`, then served stale while one refetches), never
 * by browsers: a front cache or CDN absorbs repeated keystrokes, and a change shows within a minute at most. This
 * app's own front server keeps it too, emptied on every change (lib/ops/response-cache.ts). Errors are never kept.
 */
import { z } from "zod";
import { cleanQuery, MAX_QUERY_LENGTH, suggest } from "@/lib/search";
import { MAX_LIMIT, SUGGEST_LIMIT } from "@/lib/search/query";

export const dynamic = "force-dynamic";

const params = z.object({
  // any length is accepted and cut (cleanQuery), so a pasted paragraph still gets an answer
  q: z.string().default(""),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(SUGGEST_LIMIT),
});

const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
const SHARED_CACHE_SECONDS = 30;
const okHeaders = { ...headers, "cache-control": `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}` };

export async function GET(request: Request) {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Response.json({ error: "bad request" }, { status: 400, headers });
  }
  const parsed = params.safeParse({
    q: url.searchParams.get("q") ?? undefined,
    limit: url.searchParams.get("limit") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return Response.json({ error: `${issue.path.join(".") || "query"}: ${issue.message}` }, { status: 400, headers });
  }
  const query = cleanQuery(parsed.data.q);
  const truncated = Array.from(parsed.data.q.trim()).length > MAX_QUERY_LENGTH;
  try {
    const result = await suggest(query, { limit: parsed.data.limit });
    return Response.json({ ...result, truncated }, { headers: okHeaders });
  } catch (e) {
    console.error("search failed:", e);
    return Response.json({ query, cards: [], rulings: [], truncated, error: "search is unavailable, try again" }, { status: 503, headers });
  }
}
