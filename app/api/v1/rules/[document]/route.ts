/** GET /api/v1/rules/{document} — a rules document. */
import { z } from "zod";
import { importedAt } from "@/lib/api/cards";
import { apiGet, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiDocument } from "@/lib/api/rules";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ document: string }>(async ({ url, params }) => {
  const id = parseSegment("document", params.document, routes.document.params.shape.document);
  parseQuery(url, z.object({}));
  const doc = await apiDocument(id);
  if (!doc) throw notFound(`no rules document "${id}" (see /api/v1/rules)`, "document");
  return { body: doc, lastModified: await importedAt() };
});

export const OPTIONS = preflight;
