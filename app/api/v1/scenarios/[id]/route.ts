/** GET /api/v1/scenarios/{id} — a scenario with its compiled form and stored run (the trace). */
import { z } from "zod";
import { apiGet, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";
import { apiScenario } from "@/lib/api/scenarios";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ id: string }>(async ({ url, params }) => {
  const id = parseSegment("id", params.id, routes.scenario.params.shape.id);
  parseQuery(url, z.object({}));
  const found = await apiScenario(id);
  if (!found) throw notFound(`no public scenario "${id}"`, "id");
  return { body: found.scenario, lastModified: found.lastModified };
});

export const OPTIONS = preflight;
