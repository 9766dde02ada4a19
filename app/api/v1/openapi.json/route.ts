/** GET /api/v1/openapi.json — the API as an OpenAPI 3.1 document, generated from the routes' zod schemas. */
import { z } from "zod";
import { apiGet, parseQuery, preflight } from "@/lib/api/http";
import { openApiDocument } from "@/lib/api/openapi";

export const dynamic = "force-dynamic";

let document: object | null = null;

export const GET = apiGet(async ({ url }) => {
  parseQuery(url, z.object({}));
  document ??= openApiDocument();
  return { body: document };
});

export const OPTIONS = preflight;
