/**
 * The public API in Shinpan's front server (lib/ops/http-server.ts), before Next:
 * - answers CORS preflights (OPTIONS) and refuses other methods than GET and HEAD (405), in the API's JSON;
 * - counts every other request against its address's rate limit (lib/api/rate-limit.ts, in Postgres: it holds across
 *   instances) and refuses one over it with 429 and Retry-After;
 * - keeps complete 200 answers in memory (one per URL and Accept-Encoding, at most 1 MB each and 64 MB in all, least
 *   recently used out first, 60 s at most) and answers from them, with a 304 when the request's If-None-Match or
 *   If-Modified-Since matches: a route handler in Next costs milliseconds, a kept answer microseconds. Everything is
 *   dropped when the database announces a change (an import, an admin save: lib/db/changes.ts), and an answer rendered
 *   before that is not kept, so none outlives the data it was made from.
 * What the routes answer (ETag, CORS, errors) is theirs (lib/api/http.ts); this only keeps and replays it.
 */
import type http from "node:http";
import { notModified } from "@/lib/http/conditional";
import { securityHeaders } from "@/lib/http/security-headers.cjs";
import { teeResponse } from "@/lib/http/tee";
import { API_PREFIX, CORS_HEADERS, preflightHeaders } from "./http";
import { RateLimiter, type Verdict } from "./rate-limit";

export interface ApiFrontOptions {
  databaseUrl: string;
  limit: number;
  windowSeconds: number;
  databaseUp: () => boolean;
  log: (line: string) => void;
  ttlMs?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
}

interface Entry {
  headers: [string, number | string | string[]][];
  body: Buffer;
  etag: string | null;
  lastModified: string | null;
  storedAt: number;
}

/** Headers of one connection or one moment, not of the answer. */
const HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "age", "x-shinpan-cache", "x-ratelimit-limit", "x-ratelimit-remaining"]);

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** The security headers every answer carries (next.config.js adds them to Next's). */
const SECURITY = Object.fromEntries(securityHeaders.map((h) => [h.key.toLowerCase(), h.value]));

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  const text = JSON.stringify(body);
  for (const [k, v] of Object.entries(SECURITY)) res.setHeader(k, v);
  res.writeHead(status, { ...CORS_HEADERS, "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

export class ApiFront {
  readonly limiter: RateLimiter;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly windowSeconds: number;
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  private generation = 0;
  readonly counts = { hits: 0, joined: 0, misses: 0, stored: 0, limited: 0 };

  constructor(options: ApiFrontOptions) {
    this.limiter = new RateLimiter({ databaseUrl: options.databaseUrl, limit: options.limit, windowSeconds: options.windowSeconds, databaseUp: options.databaseUp, log: options.log });
    this.windowSeconds = options.windowSeconds;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024;
  }

  /** Drops every kept answer; answers being rendered are not kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.limiter.close();
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse, render: () => Promise<void>): Promise<void> {
    if (req.method === "OPTIONS") {
      const requested = req.headers["access-control-request-headers"];
      for (const [k, v] of Object.entries(SECURITY)) res.setHeader(k, v);
      res.writeHead(204, preflightHeaders(typeof requested === "string" ? requested : null));
      return void res.end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendJson(res, 405, { error: { code: "method-not-allowed", message: `${String(req.method).slice(0, 20)}: the API is read-only (GET, HEAD, OPTIONS)` } }, { allow: "GET, HEAD, OPTIONS" });
    }
    const address = String(req.headers["x-shinpan-client"] ?? "unknown");
    const verdict = await this.limiter.check(address);
    if (!verdict.allowed) {
      this.counts.limited++;
      return sendJson(
        res,
        429,
        { error: { code: "rate-limited", message: `too many requests from your address: at most ${verdict.limit} every ${this.windowText()}; try again in ${verdict.retryAfter} s` } },
        { "retry-after": String(verdict.retryAfter), ...this.limitHeaders(verdict) },
      );
    }
    for (const [k, v] of Object.entries(this.limitHeaders(verdict))) res.setHeader(k, v);

    const key = this.keyOf(req);
    const kept = key ? this.lookup(key) : null;
    if (kept) {
      this.counts.hits++;
      return this.replay(req, res, kept);
    }
    // the same answer being rendered for another request: wait for it rather than render it again
    const pending = key ? this.inflight.get(key) : undefined;
    if (pending) {
      const entry = await pending;
      if (entry && !res.destroyed) {
        this.counts.joined++;
        return this.replay(req, res, entry);
      }
    }
    this.counts.misses++;
    if (key && req.method === "GET" && !pending) {
      let settle!: (e: Entry | null) => void;
      const done = new Promise<Entry | null>((resolve) => (settle = resolve));
      this.inflight.set(key, done);
      this.record(res, key, this.generation, (entry) => {
        if (this.inflight.get(key) === done) this.inflight.delete(key);
        settle(entry);
      });
    }
    res.setHeader("x-shinpan-cache", "miss");
    await render();
  }

  private windowText(): string {
    const s = this.windowSeconds;
    return s % 60 === 0 ? (s === 60 ? "minute" : `${s / 60} minutes`) : `${s} s`;
  }

  private limitHeaders(v: Verdict): Record<string, string> {
    return v.limit > 0 ? { "x-ratelimit-limit": String(v.limit), "x-ratelimit-remaining": String(v.remaining) } : {};
  }

  /** The cache key, or null when the answer may differ by client (a cookie, credentials, a range). */
  private keyOf(req: http.IncomingMessage): string | null {
    if (!req.url || req.headers.cookie !== undefined || req.headers.authorization !== undefined || req.headers.range !== undefined) return null;
    const enc = req.headers["accept-encoding"];
    return `${req.url}\n${typeof enc === "string" ? enc.slice(0, 200) : ""}`;
  }

  private lookup(key: string): Entry | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (Date.now() - e.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      this.bytes -= e.body.length;
      return null;
    }
    this.entries.delete(key); // most recently used last
    this.entries.set(key, e);
    return e;
  }

  private replay(req: http.IncomingMessage, res: http.ServerResponse, e: Entry): void {
    for (const [name, value] of e.headers) res.setHeader(name, value);
    res.setHeader("x-shinpan-cache", "hit");
    const inm = req.headers["if-none-match"];
    const ims = req.headers["if-modified-since"];
    if (notModified({ ifNoneMatch: typeof inm === "string" ? inm : null, ifModifiedSince: typeof ims === "string" ? ims : null }, e.etag, e.lastModified)) {
      for (const h of ["content-type", "content-encoding", "content-disposition", "link", "vary"]) res.removeHeader(h);
      res.writeHead(304);
      return void res.end();
    }
    res.setHeader("content-length", e.body.length);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : e.body);
  }

  /** Keeps what Next writes to `res` once it is complete: a 200 with an ETag and no cookie, at most maxEntryBytes. */
  private record(res: http.ServerResponse, key: string, generation: number, done: (entry: Entry | null) => void): void {
    teeResponse(res, this.maxEntryBytes, ({ complete, body, headers }) => {
      if (!complete || !body || !headers || res.statusCode !== 200) return done(null);
      if (headers["set-cookie"] !== undefined || typeof headers.etag !== "string") return done(null);
      const entry: Entry = {
        headers: Object.entries(headers).filter(([k]) => !HOP.has(k)),
        body,
        etag: headers.etag,
        lastModified: typeof headers["last-modified"] === "string" ? headers["last-modified"] : null,
        storedAt: Date.now(),
      };
      done(entry);
      // rendered before a change was announced: good for the requests that waited for it, not to keep
      if (generation !== this.generation) return;
      const old = this.entries.get(key);
      if (old) {
        this.entries.delete(key);
        this.bytes -= old.body.length;
      }
      this.entries.set(key, entry);
      this.bytes += entry.body.length;
      this.counts.stored++;
      for (const [k, e] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(k);
        this.bytes -= e.body.length;
      }
    });
  }
}
