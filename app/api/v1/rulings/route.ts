/**
 * GET /api/v1/rulings[?card=&clause=&from=&to=&game=&limit=&cursor=] — published rulings by slug, filtered; or
 * GET /api/v1/rulings?changed_since=<ISO time> — every change since then, tombstones included (for mirrors).
 */
import { decodeCursor, isInt, isSlug, isTime } from "@/lib/api/cursor";
import { apiGet, nextPath, parseQuery, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiRulingChanges, apiRulings } from "@/lib/api/rulings";
import { HttpError } from "@/lib/http/problem";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  const q = parseQuery(url, routes.rulings.query);
  const game = q.game ?? null;
  if (q.changed_since !== undefined) {
    for (const f of ["card", "clause", "from", "to"] as const) {
      if (q[f] !== undefined) throw new HttpError(400, "invalid", `${f}: cannot be combined with changed_since (a withdrawn ruling's tombstone says only its slug and game)`, f);
    }
    const since = new Date(q.changed_since);
    if (Number.isNaN(since.getTime()) || since.getTime() < 0) throw new HttpError(400, "invalid", "changed_since: must be a time in 1970 or later", "changed_since");
    const c = q.cursor ? decodeCursor<[number, number, number]>(q.cursor, "changes", [isTime, isInt, isTime]) : null;
    const page = await apiRulingChanges({ since, game, limit: q.limit, after: c && { at: new Date(c[0]), id: c[1], asOf: new Date(c[2]) } });
    const next = nextPath(url, page.cursor);
    return {
      body: { data: page.items, next, sync: { changed_since: since.toISOString(), next_changed_since: page.asOf.toISOString() } },
      next,
      lastModified: page.lastModified,
    };
  }
  if (q.from && q.to && q.to < q.from) throw new HttpError(400, "invalid", `to: must not be before from (${q.from})`, "to");
  const c = q.cursor ? decodeCursor<[string]>(q.cursor, "rulings", [isSlug]) : null;
  const page = await apiRulings({ game, card: q.card ?? null, clause: q.clause ?? null, from: q.from ?? null, to: q.to ?? null, limit: q.limit, after: c?.[0] ?? null });
  const next = nextPath(url, page.cursor);
  return { body: { data: page.items, next, sync: null }, next, lastModified: page.lastModified };
});

export const OPTIONS = preflight;
