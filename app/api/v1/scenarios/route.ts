/** GET /api/v1/scenarios[?limit=&cursor=] — the public engine scenarios by id. */
import { decodeCursor, isSlug } from "@/lib/api/cursor";
import { apiGet, nextPath, parseQuery, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiScenarios } from "@/lib/api/scenarios";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  const q = parseQuery(url, routes.scenarios.query);
  const c = q.cursor ? decodeCursor<[string]>(q.cursor, "scenarios", [isSlug]) : null;
  const page = await apiScenarios({ limit: q.limit, after: c?.[0] ?? null });
  const next = nextPath(url, page.cursor);
  return { body: { data: page.items, next }, next };
});

export const OPTIONS = preflight;
