/**
 * The shape of every public API route (`/api/v1/...`, read-only):
 * - parameters checked with zod: an unknown parameter, one given twice, or one too long is a 400 naming it;
 * - answers are JSON with an `ETag` (a hash of the body) and, where known, `Last-Modified`; a conditional request that
 *   already holds them gets a 304;
 * - CORS is open (`Access-Control-Allow-Origin: *`) on every answer, errors included, and on the OPTIONS preflight;
 * - errors are `{ "error": { "code", "message", "field"? } }` (lib/http/problem.ts classifies them as it does for the
 *   admin), never a stack trace.
 * Links in bodies are paths on this site (the bulk files are made without a request, so they cannot know its address).
 * The per-address rate limit and the in-memory cache of answers are the front server's (lib/api/front.ts).
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { notModified } from "@/lib/http/conditional";
import { HttpError, jsonResponse, problemOf, zodProblem } from "@/lib/http/problem";

export const API_PREFIX = "/api/v1";

/** Shareable, but checked again on every use (with the ETag, that is a 304): an edit shows at once. */
export const API_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export const CORS_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "ETag, Last-Modified, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, Content-Disposition, Content-Length",
};

const SAFE_HEADER_LIST = /^[A-Za-z0-9-]+(?:\s*,\s*[A-Za-z0-9-]+)*$/;

/** The answer to a CORS preflight: GET and HEAD from any origin, with the headers asked for (conditional ones, typically). */
export function preflightHeaders(requested: string | null | undefined): Record<string, string> {
  const headers = requested && requested.length <= 500 && SAFE_HEADER_LIST.test(requested.trim()) ? requested.trim() : "If-None-Match, If-Modified-Since, Accept";
  return {
    ...CORS_HEADERS,
    "access-control-allow-methods": "GET, HEAD, OPTIONS",
    "access-control-allow-headers": headers,
    "access-control-max-age": "86400",
    "cache-control": "no-store",
    vary: "Access-Control-Request-Headers",
  };
}

export function preflight(request: Request): Response {
  return new Response(null, { status: 204, headers: preflightHeaders(request.headers.get("access-control-request-headers")) });
}

/** An error, as the API answers it. */
export function apiErrorResponse(e: unknown): Response {
  const p = problemOf(e, { internal: "something went wrong on the server", unavailable: "the database is unavailable; try again in a few seconds" });
  return jsonResponse({ error: { code: p.code, message: p.message, ...(p.field ? { field: p.field } : {}) } }, p.status, { ...CORS_HEADERS, "cache-control": "no-store", ...p.headers });
}

export const notFound = (what: string, field?: string) => new HttpError(404, "not-found", what, field ?? null);

/** A weak ETag of a body (the same JSON, gzipped or not, is the same representation). */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export interface JsonAnswer {
  body: unknown;
  /** the time of the newest data the body was made from; null: unknown (no Last-Modified) */
  lastModified?: Date | null;
  /** a path: sent as `Link: <path>; rel="next"` */
  next?: string | null;
}

/** A JSON answer with ETag, Last-Modified and CORS; a 304 when the request already holds it. */
export function jsonAnswer(request: Request, answer: JsonAnswer): Response {
  const text = JSON.stringify(answer.body);
  const etag = etagOf(text);
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    "content-type": "application/json; charset=utf-8",
    "cache-control": API_CACHE_CONTROL,
    etag,
  };
  if (answer.lastModified) headers["last-modified"] = answer.lastModified.toUTCString();
  if (answer.next) headers.link = `<${answer.next}>; rel="next"`;
  return conditional(request, text, headers);
}

/** Any body with its headers (an ETag among them): a 304 when the request holds it. */
export function conditional(request: Request, body: string | Uint8Array, headers: Record<string, string>): Response {
  const fresh = notModified({ ifNoneMatch: request.headers.get("if-none-match"), ifModifiedSince: request.headers.get("if-modified-since") }, headers.etag, headers["last-modified"]);
  if (fresh) {
    const kept = Object.fromEntries(Object.entries(headers).filter(([k]) => !["content-type", "content-length", "content-disposition", "link"].includes(k)));
    return new Response(null, { status: 304, headers: kept });
  }
  return new Response(request.method === "HEAD" ? null : (body as BodyInit), { status: 200, headers });
}

// ---------- parameters ----------

/** The longest value any query parameter may have (a cursor is the longest). */
const MAX_PARAM_LENGTH = 500;

/**
 * The query string checked against `schema` (a z.object of optional strings and coerced values): every parameter
 * must be known, given once and not over MAX_PARAM_LENGTH characters; a failing value is a 400 naming it.
 */
export function parseQuery<S extends z.ZodObject>(url: URL, schema: S): z.infer<S> {
  const known = new Set(Object.keys(schema.shape));
  const values: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    const name = key.slice(0, 40);
    if (!known.has(key)) {
      throw new HttpError(400, "unknown-parameter", `${name}: not a parameter of this route${known.size ? ` (it takes ${[...known].join(", ")})` : " (it takes none)"}`, name);
    }
    if (key in values) throw new HttpError(400, "invalid", `${name}: give it once`, name);
    if (value.length > MAX_PARAM_LENGTH) throw new HttpError(400, "invalid", `${name}: at most ${MAX_PARAM_LENGTH} characters`, name);
    values[key] = value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const { field, message } = zodProblem(parsed.error);
    throw new HttpError(400, parsed.error.issues[0]?.path[0] === "cursor" ? "invalid-cursor" : "invalid", message, field);
  }
  return parsed.data;
}

/** A path segment checked against its schema: a malformed one is a 400 naming it. */
export function parseSegment<T>(name: string, value: string, schema: z.ZodType<T>): T {
  if (value.length > MAX_PARAM_LENGTH) throw new HttpError(400, "invalid", `${name}: at most ${MAX_PARAM_LENGTH} characters`, name);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, "invalid", zodProblem(parsed.error, [name]).message, name);
  return parsed.data;
}

type Params = Record<string, string | string[] | undefined>;

/**
 * Wraps a route's GET: the handler gets the URL and its path parameters and returns a JSON answer (or a Response);
 * every error becomes the API's JSON error, with CORS.
 */
export function apiGet<P extends Params = Params>(handler: (args: { request: Request; url: URL; params: P }) => Promise<JsonAnswer | Response>) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const params = context?.params ? await context.params : ({} as P);
      const answer = await handler({ request, url, params });
      return answer instanceof Response ? answer : jsonAnswer(request, answer);
    } catch (e) {
      return apiErrorResponse(e);
    }
  };
}

/** The query string of a list's next page: the same parameters, with the cursor. */
export function nextPath(url: URL, cursor: string | null): string | null {
  if (!cursor) return null;
  const q = new URLSearchParams(url.searchParams);
  q.set("cursor", cursor);
  return `${url.pathname}?${q.toString()}`;
}

// ---------- common parameter schemas ----------

export const limitParam = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .transform((n) => n ?? fallback)
    .describe(`items per page, 1 to ${max} (default ${fallback})`);

export const cursorParam = z.string().max(MAX_PARAM_LENGTH).optional().describe("the position after the previous page: take it from that page's `next`");
