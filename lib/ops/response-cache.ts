/**
 * Whole answers kept in memory by the front server, so the pages readers ask for again and again cost a
 * memory lookup instead of a trip through Next. Two kinds of answers are kept:
 * - `/search`, `/api/search` and `/qa` (the `paths` option): rendered per request from the data (Next's dynamic-render
 *   floor alone costs about ten cached pages), so the same searches asked again and again were what made readers
 *   wait under load. Identical requests that arrive while the first renders wait for it instead of rendering too.
 * - pages Next itself serves from its cache as shareable and fresh (Q&A, cards, rules, scenarios: `Cache-Control`
 *   with `s-maxage`, and `x-nextjs-cache` not STALE). Next takes a few ms to route and send even
 *   those; at 64 connections that kept the server saturated, and a saturated Node server leaves the first request
 *   of newly opened connections waiting behind the established ones, for seconds.
 * Rules for both:
 * - only for a GET without cookie, credentials, Range, or Next's RSC and router headers (see `keyOf`); one entry
 *   per URL and Accept-Encoding (Next compresses);
 * - only complete 200 answers without Set-Cookie, at most `maxEntryBytes` each and `maxBytes` in all (least
 *   recently used out first), for at most `ttlMs`;
 * - `clear()` drops everything, and an answer rendered before a clear is not kept. The front server calls it when
 *   the database announces a change (imports, admin saves: lib/db/changes.ts), and again once Next has dropped the
 *   changed pages from its own cache, so no answer outlives the data it was made from. The TTL bounds what a missed
 *   announcement could leave.
 * - a conditional request (If-None-Match, If-Modified-Since) answered from memory gets 304 when it holds the stored
 *   answer's ETag or Last-Modified, as Next would have answered it (RFC 9110 §13).
 * Answers carry `x-shinpan-cache: hit` or `miss`.
 */
import type http from "node:http";
import { notModified } from "@/lib/http/conditional";
import { teeResponse } from "@/lib/http/tee";

export interface ResponseCacheOptions {
  /** paths (the part before `?`) whose 200 answers are kept whatever their Cache-Control, and rendered once at a time */
  paths: Iterable<string>;
  ttlMs?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  now?: () => number;
}

export interface ResponseCacheStats {
  hits: number;
  /** requests that waited for an identical request's render */
  joined: number;
  misses: number;
  stored: number;
  entries: number;
  bytes: number;
}

interface Entry {
  status: number;
  headers: [string, number | string | string[]][];
  body: Buffer;
  storedAt: number;
}

/** The dynamic paths kept by the front server: the search page, the header box's JSON and the filtered rulings list. */
export const CACHED_PATHS = ["/search", "/api/search", "/qa", "/cards"];
export const DEFAULT_TTL_MS = 60_000;
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
export const DEFAULT_MAX_ENTRY_BYTES = 1024 * 1024;

/** Request headers that make an answer differ by client (RSC navigations, server actions, ranges, credentials). */
const UNCACHEABLE_REQUEST_HEADERS = [
  "cookie",
  "authorization",
  "range",
  "rsc",
  "next-action",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
/** Response headers that belong to one connection or one moment, not to the answer. */
/** Headers that describe a body, left out of a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(["content-type", "content-encoding", "content-length"]);
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "age", "x-shinpan-cache"]);

export class ResponseCache {
  private readonly paths: Set<string>;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  /** bumped by clear(): a render that started in an older generation is not kept */
  private generation = 0;
  private counts = { hits: 0, joined: 0, misses: 0, stored: 0 };

  constructor(options: ResponseCacheOptions) {
    this.paths = new Set(options.paths);
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
    this.now = options.now ?? Date.now;
  }

  /** The request's cache key, or null when its answer must not be kept or served from memory. */
  keyOf(req: Pick<http.IncomingMessage, "method" | "url" | "headers">): string | null {
    if (req.method !== "GET" || !req.url) return null;
    for (const h of UNCACHEABLE_REQUEST_HEADERS) if (req.headers[h] !== undefined) return null;
    // Next compresses by Accept-Encoding: the stored bytes are those of one encoding
    const enc = req.headers["accept-encoding"];
    return `${req.url}\n${typeof enc === "string" ? enc.slice(0, 200) : ""}`;
  }

  /** Drops every entry; renders under way are not kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  stats(): ResponseCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Answers `req` from memory, or joins an identical render under way, or calls `render` (Next) while recording
   * what it writes. Resolves when the answer is sent, or when `render` resolves.
   */
  async handle(req: http.IncomingMessage, res: http.ServerResponse, render: () => Promise<void>): Promise<void> {
    const key = this.keyOf(req);
    if (key === null) return render();
    const fresh = this.lookup(key);
    if (fresh) {
      this.counts.hits++;
      return this.send(req, res, fresh);
    }
    const q = req.url!.indexOf("?");
    const dynamic = this.paths.has(q < 0 ? req.url! : req.url!.slice(0, q));
    const pending = dynamic ? this.inflight.get(key) : undefined;
    if (pending) {
      const entry = await pending;
      if (entry && !res.destroyed) {
        this.counts.joined++;
        return this.send(req, res, entry);
      }
      return this.handle(req, res, render);
    }
    this.counts.misses++;
    let settle!: (e: Entry | null) => void;
    const done = new Promise<Entry | null>((resolve) => (settle = resolve));
    if (dynamic) this.inflight.set(key, done);
    const generation = this.generation;
    this.record(res, dynamic, (entry) => {
      if (this.inflight.get(key) === done) this.inflight.delete(key);
      if (entry && generation === this.generation) this.store(key, entry);
      settle(entry);
    });
    res.setHeader("x-shinpan-cache", "miss");
    try {
      await render();
    } catch (e) {
      if (this.inflight.get(key) === done) this.inflight.delete(key);
      settle(null);
      throw e;
    }
  }

  private lookup(key: string): Entry | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (this.now() - e.storedAt >= this.ttlMs) {
      this.remove(key, e);
      return null;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  private remove(key: string, e: Entry): void {
    this.entries.delete(key);
    this.bytes -= e.body.length;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    this.counts.stored++;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(k, e);
    }
  }

  private send(req: http.IncomingMessage, res: http.ServerResponse, e: Entry): void {
    const header = (name: string) => {
      const v = e.headers.find(([k]) => k === name)?.[1];
      return typeof v === "string" ? v : null;
    };
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? null));
    const unchanged = notModified({ ifNoneMatch: one(req.headers["if-none-match"]), ifModifiedSince: one(req.headers["if-modified-since"]) }, header("etag"), header("last-modified"));
    for (const [name, value] of e.headers) if (!(unchanged && BODY_HEADERS.has(name))) res.setHeader(name, value);
    res.setHeader("age", Math.floor((this.now() - e.storedAt) / 1000));
    res.setHeader("x-shinpan-cache", "hit");
    if (unchanged) {
      res.writeHead(304);
      res.end();
      return;
    }
    res.setHeader("content-length", e.body.length);
    res.writeHead(e.status);
    res.end(e.body);
  }

  /** Tees what is written to `res`; `done` gets the entry once the whole answer is out, or null if it may not be kept. */
  private record(res: http.ServerResponse, dynamic: boolean, done: (entry: Entry | null) => void): void {
    teeResponse(res, this.maxEntryBytes, ({ complete, body, headers }) => {
      const cacheable = complete && body && headers && res.statusCode === 200 && headers["set-cookie"] === undefined && (dynamic || sharedAndFresh(headers));
      if (!cacheable) return done(null);
      done({
        status: 200,
        headers: Object.entries(headers).filter(([k]) => !HOP_HEADERS.has(k)),
        body,
        storedAt: this.now(),
      });
    });
  }
}

/** What Next says of a page served from its own cache: shareable (`s-maxage` above 0, not private or no-store) and fresh. */
export function sharedAndFresh(headers: Record<string, number | string | string[] | undefined>): boolean {
  const cc = String(headers["cache-control"] ?? "").toLowerCase();
  const sMaxAge = /(?:^|[,\s])s-maxage=(\d+)/.exec(cc);
  if (!sMaxAge || Number(sMaxAge[1]) <= 0 || /(?:^|[,\s])(?:private|no-store|no-cache)(?:$|[,\s=])/.test(cc)) return false;
  return String(headers["x-nextjs-cache"] ?? "").toUpperCase() !== "STALE";
}
