/**
 * Tees what a handler writes to a Node response, for the front server's memory caches (lib/ops/response-cache.ts for
 * pages and searches, lib/api/front.ts for the public API): the body as written, up to `maxBytes`, and the headers as
 * sent (those set on the response and those passed to writeHead). `done` is called once: when the whole answer is out
 * (`complete`), or when the connection closed before that.
 */
import type http from "node:http";

export interface TeedResponse {
  /** the whole answer went out */
  complete: boolean;
  /** the body, or null: larger than maxBytes, or written in a form that cannot be kept */
  body: Buffer | null;
  /** the headers sent, names in lower case; null when writeHead was given raw header arrays (not kept) */
  headers: Record<string, number | string | string[]> | null;
}

export function teeResponse(res: http.ServerResponse, maxBytes: number, done: (teed: TeedResponse) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let keep = true;
  let rawHeaders = false;
  let passed: Record<string, unknown> | null = null;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buf =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk) // a copy: the writer may reuse its buffer
          : null;
    if (!buf) return void (keep = false);
    size += buf.length;
    if (size > maxBytes) {
      keep = false;
      chunks.length = 0;
    } else chunks.push(buf);
  };
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const h = args.find((a, i) => i > 0 && typeof a === "object" && a !== null);
    if (Array.isArray(h)) rawHeaders = true;
    else if (h) passed = h as Record<string, unknown>;
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  const write = res.write;
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  const end = res.end;
  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (end as (...a: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;

  let settled = false;
  const finish = (complete: boolean) => {
    if (settled) return;
    settled = true;
    let headers: Record<string, number | string | string[]> | null = null;
    if (!rawHeaders) {
      headers = { ...res.getHeaders() } as Record<string, number | string | string[]>;
      if (passed) for (const [k, v] of Object.entries(passed)) if (v !== undefined) headers[k.toLowerCase()] = v as number | string | string[];
    }
    done({ complete, body: keep ? Buffer.concat(chunks, size) : null, headers });
  };
  res.once("finish", () => finish(true));
  res.once("close", () => finish(false));
}
