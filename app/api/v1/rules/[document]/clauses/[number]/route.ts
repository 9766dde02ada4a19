/** GET /api/v1/rules/{document}/clauses/{number}[?version=] — a clause, in a version or the newest that has it. */
import { importedAt } from "@/lib/api/cards";
import { apiGet, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiClause } from "@/lib/api/rules";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ document: string; number: string }>(async ({ url, params }) => {
  const document = parseSegment("document", params.document, routes.clause.params.shape.document);
  const number = parseSegment("number", params.number, routes.clause.params.shape.number);
  const q = parseQuery(url, routes.clause.query);
  const found = await apiClause(document, number, q.version ?? null);
  if ("missing" in found) throw notFound(found.missing, found.field);
  return { body: found.clause, lastModified: await importedAt() };
});

export const OPTIONS = preflight;
