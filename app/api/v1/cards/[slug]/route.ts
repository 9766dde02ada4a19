/** GET /api/v1/cards/{slug} — a card by its catalogue id, with every name it is known by. */
import { apiCard } from "@/lib/api/cards";
import { apiGet, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ slug: string }>(async ({ url, params }) => {
  const { slug } = routes.card.params.shape;
  const id = parseSegment("slug", params.slug, slug);
  const q = parseQuery(url, routes.card.query);
  const found = await apiCard(id, q.game ?? null);
  if (!found) throw notFound(`no card "${id}"; find a card by name with /api/v1/cards?name=`, "slug");
  return { body: found.card, lastModified: found.lastModified };
});

export const OPTIONS = preflight;
