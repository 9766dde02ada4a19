/** GET /api/v1/bulk/{file} — a bulk download: gzipped NDJSON, its ETag its sha256. */
import { z } from "zod";
import { freshBulkFile } from "@/lib/api/bulk";
import { API_CACHE_CONTROL, apiGet, conditional, CORS_HEADERS, notFound, parseQuery, parseSegment, preflight } from "@/lib/api/http";
import { routes } from "@/lib/api/routes";

export const dynamic = "force-dynamic";

export const GET = apiGet<{ file: string }>(async ({ request, url, params }) => {
  const name = parseSegment("file", params.file, routes.bulkFile.params.shape.file);
  parseQuery(url, z.object({}));
  const file = await freshBulkFile(name);
  if (!file) throw notFound(`${name} has not been made yet`, "file");
  return conditional(request, file.data, {
    ...CORS_HEADERS,
    "content-type": "application/gzip",
    "content-disposition": `attachment; filename="${file.name}"`,
    "content-length": String(file.size),
    "cache-control": API_CACHE_CONTROL,
    etag: `"${file.sha256}"`,
    "repr-digest": `sha-256=:${Buffer.from(file.sha256, "hex").toString("base64")}:`,
    "last-modified": new Date(file.updated_at).toUTCString(),
  });
});

export const OPTIONS = preflight;
