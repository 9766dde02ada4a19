/** GET /api/v1/rules/{document}/versions — a rules document's versions, oldest first. */
import { z } from "zod";
import { importedAt } from "@/lib/api/cards";
import { apiGet, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiVersions } from "@/lib/api/rules";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ document: string }>(async ({ url, params }) => {
  const id = parseSegment("document", params.document, routes.versions.params.shape.document);
  parseQuery(url, z.object({}));
  const versions = await apiVersions(id);
  if (!versions) throw notFound(`no rules document "${id}" (see /api/v1/rules)`, "document");
  return { body: { data: versions, next: null }, lastModified: await importedAt() };
});

export const OPTIONS = preflight;
