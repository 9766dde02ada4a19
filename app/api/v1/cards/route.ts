/** GET /api/v1/cards[?name=&game=&limit=&cursor=] — the catalogue a page at a time, or the cards a name names. */
import { apiCards } from "@/lib/api/cards";
import { decodeCursor, isSlug } from "@/lib/api/cursor";
import { apiGet, nextPath, parseQuery, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  const q = parseQuery(url, routes.cards.query);
  const name = q.name ?? null;
  const after = q.cursor ? decodeCursor<[string, string]>(q.cursor, name !== null ? "cards-by-name" : "cards", [isSlug, isSlug]) : null;
  const page = await apiCards({ game: q.game ?? null, name, limit: q.limit, after });
  const next = nextPath(url, page.cursor);
  return { body: { data: page.items, next }, next, lastModified: page.lastModified };
});

export const OPTIONS = preflight;
