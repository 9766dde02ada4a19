/**
 * The shape of every admin route: same-origin check, the caller's role checked server-side, a size
 * limit on the body, errors as JSON that name the field. Routes stay thin: they call lib/admin.
 */
import type { Actor } from "@/lib/auth/actor";
import { actorFrom } from "@/lib/auth/session";
import type { RoleName } from "@/lib/auth/users";
import { UserError } from "@/lib/auth/users";
import { UNAVAILABLE } from "@/lib/db/errors";
import { jsonResponse, problemOf } from "@/lib/http/problem";
import { AdminError } from "./errors";
import { requireRole } from "./roles";

export const MAX_BODY_BYTES = 256 * 1024;

import { siteOrigin } from "@/lib/http/origin";

export { siteOrigin };

/**
 * Refuses cross-site requests: browsers send Origin (or Sec-Fetch-Site) on every POST/PUT/PATCH. The
 * Origin must be this site's origin exactly: scheme, host and port.
 */
export function checkSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (origin !== null) {
    let theirs: string | null = null;
    try {
      theirs = origin === "null" ? null : new URL(origin).origin;
    } catch {
      theirs = null;
    }
    if (!theirs || theirs === "null") throw new AdminError(403, "cross-origin", "the request's Origin is not this site");
    if (theirs !== siteOrigin(req)) throw new AdminError(403, "cross-origin", `requests from ${theirs} are not accepted`);
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new AdminError(403, "cross-origin", "cross-site requests are not accepted");
}

export async function requireActor(req: Request, role: RoleName): Promise<Actor> {
  const actor = await actorFrom(req.headers);
  requireRole(actor, role);
  return actor;
}

const tooLarge = (limit: number) => new AdminError(413, "too-large", `the body is over ${limit >= 1024 ? `${limit / 1024} KB` : `${limit} bytes`}`);

/**
 * The body as text, never more than `limit` bytes held: a Content-Length over the limit is refused (413)
 * before a byte is read, and the stream is counted as it arrives and cancelled as soon as it passes the
 * limit (a chunked body, or a Content-Length that lies). Invalid UTF-8 is a 400.
 */
export async function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null) {
    if (!/^\s*\d{1,16}\s*$/.test(declared)) throw new AdminError(400, "invalid", "the Content-Length header is not a number");
    if (Number(declared) > limit) throw tooLarge(limit);
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      let r: ReadableStreamReadResult<Uint8Array>;
      try {
        r = await reader.read();
      } catch {
        throw new AdminError(400, "invalid", "the body could not be read (the connection ended early)");
      }
      if (r.done) break;
      total += r.value.byteLength;
      if (total > limit) throw tooLarge(limit);
      chunks.push(r.value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    throw e;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks, total));
  } catch {
    throw new AdminError(400, "invalid", "the body is not valid UTF-8");
  }
}

export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new AdminError(415, "unsupported", "send JSON (Content-Type: application/json)");
  const text = await readBody(req, MAX_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AdminError(400, "invalid", "the body is not valid JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new AdminError(400, "invalid", "the body must be a JSON object");
  return body as Record<string, unknown>;
}

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return jsonResponse(data, status, { "cache-control": "no-store", ...headers });
}

/**
 * Every error as the admin's JSON: `{ error: code, message, field }` (lib/http/problem.ts classifies it, as it does
 * for the public API; only the body's shape is the admin's own).
 */
export function errorResponse(e: unknown): Response {
  if (e instanceof AdminError) return json(e.toJSON(), e.status);
  if (e instanceof UserError) return json({ error: "invalid", message: e.message, field: e.field }, e.status);
  const p = problemOf(e, { internal: "something went wrong on the server; nothing was saved", unavailable: UNAVAILABLE.body.message });
  return json({ error: p.code, message: p.message, ...(p.field !== undefined ? { field: p.field } : {}), ...p.extra }, p.status, p.headers);
}

/** Wraps a reading route: every error becomes a JSON answer. */
export function query<C>(handler: (req: Request, ctx: C) => Promise<Response>) {
  return async (req: Request, ctx: C): Promise<Response> => {
    try {
      return await handler(req, ctx);
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** Wraps a mutating route: same origin first, then as `query`. */
export function mutation<C>(handler: (req: Request, ctx: C) => Promise<Response>) {
  return query<C>(async (req, ctx) => {
    checkSameOrigin(req);
    return handler(req, ctx);
  });
}
