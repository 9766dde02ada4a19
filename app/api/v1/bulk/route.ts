/** GET /api/v1/bulk — the bulk downloads with size, sha256 and time (each made again first if its data changed). */
import { z } from "zod";
import { listBulkFiles } from "@/lib/api/bulk";
import { apiGet, parseQuery, preflight } from "@/lib/api/http";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  parseQuery(url, z.object({}));
  const files = await listBulkFiles();
  const newest = files.reduce<Date | null>((a, f) => (!a || new Date(f.updated_at) > a ? new Date(f.updated_at) : a), null);
  return { body: { data: files, next: null }, lastModified: newest };
});

export const OPTIONS = preflight;
