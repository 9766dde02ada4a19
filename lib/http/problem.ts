/**
 * What went wrong with a request, as every JSON route answers it: the admin's routes (lib/admin/http.ts) and the
 * public API (lib/api/http.ts) classify errors here, in one way, and only write the body in their own shape
 * (the admin: `{ error: code, message, field }`; the API: `{ error: { code, message, field } }`).
 * - an `HttpError` (thrown on purpose) answers with its status, code, message and field;
 * - a zod error is a 400 naming the field (its key path) that failed;
 * - the database being unreachable is a 503 with Retry-After: the same request can succeed shortly;
 * - anything else is a 500, logged, with a message that gives nothing away.
 */
import { ZodError } from "zod";
import { isDatabaseUnavailable, UNAVAILABLE } from "@/lib/db/errors";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** the key path of the field (or parameter) at fault, for programs */
    readonly field: string | null = null,
    /** more members of the error body (the admin's stale-save refusal carries both versions) */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface Problem {
  status: number;
  code: string;
  message: string;
  /** undefined: the answer names no field at all (the admin's bodies then leave the member out) */
  field?: string | null;
  extra: Record<string, unknown>;
  headers: Record<string, string>;
}

/** The field and message of a zod error's first issue: `limit: Too big: expected number to be <=100`. */
export function zodProblem(e: ZodError, prefix: (string | number)[] = []): { field: string; message: string } {
  const issue = e.issues[0];
  const field = [...prefix, ...(issue?.path ?? [])].join(".");
  return { field, message: `${field ? `${field}: ` : ""}${issue?.message ?? "is invalid"}` };
}

export function problemOf(e: unknown, messages: { internal: string; unavailable: string } = { internal: "something went wrong on the server", unavailable: UNAVAILABLE.body.message }): Problem {
  if (e instanceof HttpError) return { status: e.status, code: e.code, message: e.message, field: e.field, extra: e.extra, headers: e.headers };
  if (e instanceof ZodError) return { status: 400, code: "invalid", ...zodProblem(e), extra: {}, headers: {} };
  if (isDatabaseUnavailable(e)) {
    console.error(`database unavailable: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    return { status: UNAVAILABLE.status, code: UNAVAILABLE.body.error, message: messages.unavailable, extra: {}, headers: { "retry-after": String(UNAVAILABLE.retryAfterSeconds) } };
  }
  console.error(e);
  return { status: 500, code: "internal", message: messages.internal, extra: {}, headers: {} };
}

/** A JSON answer (UTF-8). */
export function jsonResponse(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } });
}
