/**
 * The shape of every admin route: same-origin check, the caller's role checked server-side, a size
 * limit on the body, errors as JSON that name the field. Routes stay thin: they call lib/admin.
 */
import { ZodError } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { actorFrom } from "@/lib/auth/session";
import type { RoleName } from "@/lib/auth/users";
import { UserError } from "@/lib/auth/users";
import { AdminError } from "./errors";
import { requireRole } from "./roles";

export const MAX_BODY_BYTES = 256 * 1024;

/** Refuses cross-site requests: browsers send Origin (or Sec-Fetch-Site) on every POST/PUT/PATCH. */
export function checkSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (origin && origin !== "null") {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AdminError(403, "cross-origin", "the request's Origin is not this site");
    }
    if (originHost !== host) throw new AdminError(403, "cross-origin", `requests from ${origin} are not accepted`);
    return;
  }
  if (origin === "null") throw new AdminError(403, "cross-origin", "the request's Origin is not this site");
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new AdminError(403, "cross-origin", "cross-site requests are not accepted");
}

export async function requireActor(req: Request, role: RoleName): Promise<Actor> {
  const actor = await actorFrom(req.headers);
  requireRole(actor, role);
  return actor;
}

export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new AdminError(415, "unsupported", "send JSON (Content-Type: application/json)");
  const len = Number(req.headers.get("content-length") ?? 0);
  if (len > MAX_BODY_BYTES) throw new AdminError(413, "too-large", `the body is over ${MAX_BODY_BYTES / 1024} KB`);
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AdminError(413, "too-large", `the body is over ${MAX_BODY_BYTES / 1024} KB`);
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
  return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers } });
}

export function errorResponse(e: unknown): Response {
  if (e instanceof AdminError) return json(e.toJSON(), e.status);
  if (e instanceof UserError) return json({ error: "invalid", message: e.message, field: e.field }, e.status);
  if (e instanceof ZodError) {
    const i = e.issues[0];
    const field = i.path.join(".");
    return json({ error: "invalid", message: `${field}: ${i.message}`, field }, 400);
  }
  console.error(e);
  return json({ error: "internal", message: "something went wrong on the server; nothing was saved" }, 500);
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
