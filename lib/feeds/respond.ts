/** The feeds' HTTP answer: Atom XML, shareable for a short while, conditional GETs answered with 304. */
import { createHash } from "node:crypto";
import { feedRulings, feedScopeTitle, type FeedScope } from "@/lib/data/feeds";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { siteOrigin } from "@/lib/http/origin";
import { rulingsFeed } from "./rulings";

const CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";

function plain(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra } });
}

/** `.atom` file names of the dynamic feed routes: the part before it, or null. */
export function atomName(file: string): string | null {
  const m = /^(.{1,200})\.atom$/.exec(file);
  return m ? m[1] : null;
}

export async function feedResponse(request: Request, scope: FeedScope | null): Promise<Response> {
  if (!scope) return plain(404, "No such feed: feeds end in .atom, e.g. /feeds/rulings.atom");
  const origin = siteOrigin(request);
  if (!origin) return plain(400, "Bad Host header");
  try {
    const title = await feedScopeTitle(scope);
    if (!title) return plain(404, scope.kind === "card" ? "No such card" : "No such rule clause");
    const body = rulingsFeed(scope, title, await feedRulings(scope), origin);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const headers = { "content-type": "application/atom+xml; charset=utf-8", "cache-control": CACHE, etag, "access-control-allow-origin": "*" };
    const inm = request.headers.get("if-none-match");
    if (inm && inm.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return new Response(null, { status: 304, headers });
    return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
  } catch (e) {
    if (isDatabaseUnavailable(e)) return plain(503, "Temporarily unavailable, try again shortly", { "retry-after": "5" });
    throw e;
  }
}
