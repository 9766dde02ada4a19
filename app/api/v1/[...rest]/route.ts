/** Any other /api/v1 path: the API's JSON 404 (never the HTML page). */
import { apiErrorResponse, notFound, preflight } from "@/lib/api/http";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(0, 200);
  return apiErrorResponse(notFound(`no API route ${path}; /api/v1 lists them, /api/v1/openapi.json describes them`));
}

export const OPTIONS = preflight;
