/** GET /api/v1/rulings/{slug} — a published ruling with its check and history. */
import { z } from "zod";
import { apiGet, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiRuling } from "@/lib/api/rulings";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ slug: string }>(async ({ url, params }) => {
  const slug = parseSegment("slug", params.slug, routes.ruling.params.shape.slug);
  parseQuery(url, z.object({}));
  const found = await apiRuling(slug);
  if (!found) throw notFound(`no published ruling "${slug}"`, "slug");
  return { body: found.ruling, lastModified: found.lastModified };
});

export const OPTIONS = preflight;
