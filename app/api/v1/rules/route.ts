/** GET /api/v1/rules — every rules document. */
import { z } from "zod";
import { importedAt } from "@/lib/api/cards";
import { apiGet, parseQuery, preflight } from "@/lib/api/http";
import { apiDocuments } from "@/lib/api/rules";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  parseQuery(url, z.object({}));
  return { body: { data: await apiDocuments(), next: null }, lastModified: await importedAt() };
});

export const OPTIONS = preflight;
