/** GET /api/v1/rules/{document}/clauses[?version=&limit=&cursor=] — clauses in document order. */
import { importedAt } from "@/lib/api/cards";
import { decodeCursor, isText } from "@/lib/api/cursor";
import { apiGet, nextPath, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiClauses } from "@/lib/api/rules";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ document: string }>(async ({ url, params }) => {
  const document = parseSegment("document", params.document, routes.clauses.params.shape.document);
  const q = parseQuery(url, routes.clauses.query);
  const c = q.cursor ? decodeCursor<[string]>(q.cursor, "clauses", [isText]) : null;
  const page = await apiClauses({ document, version: q.version ?? null, limit: q.limit, after: c?.[0] ?? null });
  if (!page) throw q.version ? notFound(`no version "${q.version}" of "${document}" (see /api/v1/rules/${document}/versions)`, "version") : notFound(`no rules document "${document}"`, "document");
  const next = nextPath(url, page.cursor);
  return { body: { data: page.items, next }, next, lastModified: await importedAt() };
});

export const OPTIONS = preflight;
