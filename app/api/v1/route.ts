/** GET /api/v1 — what the API offers: the OpenAPI document, the reference page and every route. */
import { z } from "zod";
import { apiGet, parseQuery, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  parseQuery(url, z.object({}));
  return {
    body: {
      name: "Shinpan API",
      version: "v1",
      openapi: routes.openapi.path,
      documentation: "/developers",
      routes: Object.values(routes).map((r) => ({ path: r.path, summary: r.summary })),
    },
  };
});

export const OPTIONS = preflight;
