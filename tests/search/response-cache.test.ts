/**
 * The front server's response cache (lib/ops/response-cache.ts) in front of a stand-in for Next: what it keeps (search
 * answers; pages Next serves from its cache as shareable and fresh), what it never keeps, identical searches rendered
 * once, and that nothing rendered before a clear() is served after it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { ResponseCache, sharedAndFresh, type ResponseCacheOptions } from "@/lib/ops/response-cache";

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

/** A server whose "Next" is `render`, behind a ResponseCache; counts renders. */
async function serve(render: Render, options: Partial<ResponseCacheOptions> = {}) {
  const cache = new ResponseCache({ paths: ["/search", "/api/search"], ...options });
  const state = { renders: 0 };
  const server = http.createServer((req, res) => {
    void cache.handle(req, res, async () => {
      state.renders++;
      await render(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, body: await res.text(), cache: res.headers.get("x-shinpan-cache"), headers: res.headers };
  };
  return { cache, state, get, base };
}

/** Renders like Next: headers set one by one, body streamed in chunks. */
const page =
  (text: () => string, status = 200): Render =>
  async (req, res) => {
    res.statusCode = status;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("x-frame-options", "SAMEORIGIN");
    res.write(`<p>${text()}</p>`);
    await new Promise((r) => setTimeout(r, 5));
    res.end(Buffer.from(`<p>${req.url}</p>`));
  };

describe("the response cache", () => {
  it("answers the second identical request from memory, same status, headers and body", async () => {
    let n = 0;
    const { get, state } = await serve(page(() => `render ${++n}`));
    const a = await get("/search?q=aqua+sol");
    const b = await get("/search?q=aqua+sol");
    expect(a).toMatchObject({ status: 200, cache: "miss" });
    expect(b).toMatchObject({ status: 200, cache: "hit", body: a.body });
    expect(b.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(b.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(Number(b.headers.get("content-length"))).toBe(Buffer.byteLength(a.body));
    expect(state.renders).toBe(1);
    // another query, another entry
    expect((await get("/search?q=aqua")).cache).toBe("miss");
    expect(state.renders).toBe(2);
  });

  it("answers a conditional request from memory with 304 when it holds the stored answer's ETag or date, else the whole answer", async () => {
    const { get, state } = await serve((req, res) => {
      res.setHeader("content-type", "application/atom+xml; charset=utf-8");
      res.setHeader("cache-control", "public, max-age=0, s-maxage=60");
      res.setHeader("etag", '"v1"');
      res.setHeader("last-modified", "Sat, 28 Nov 2026 10:00:00 GMT");
      res.end("<feed/>");
    });
    const a = await get("/feeds/rulings.atom");
    expect(a).toMatchObject({ status: 200, cache: "miss", body: "<feed/>" });
    const same = await get("/feeds/rulings.atom", { "if-none-match": '"v1"' });
    expect(same).toMatchObject({ status: 304, cache: "hit", body: "" });
    expect(same.headers.get("etag")).toBe('"v1"');
    expect(same.headers.get("content-type")).toBeNull();
    expect((await get("/feeds/rulings.atom", { "if-none-match": 'W/"v1", "v0"' })).status).toBe(304);
    expect(await get("/feeds/rulings.atom", { "if-none-match": '"v0"' })).toMatchObject({ status: 200, cache: "hit", body: "<feed/>" });
    expect((await get("/feeds/rulings.atom", { "if-modified-since": "Sat, 28 Nov 2026 10:00:00 GMT" })).status).toBe(304);
    expect((await get("/feeds/rulings.atom", { "if-modified-since": "Sat, 28 Nov 2026 09:59:59 GMT" })).status).toBe(200);
    expect(state.renders).toBe(1);
  });

  it("renders identical concurrent requests once", async () => {
    const { get, state } = await serve(async (req, res) => {
      await new Promise((r) => setTimeout(r, 100));
      res.end("slow");
    });
    const all = await Promise.all(Array.from({ length: 20 }, () => get("/api/search?q=x")));
    expect(all.every((r) => r.status === 200 && r.body === "slow")).toBe(true);
    expect(state.renders).toBe(1);
  });

  it.each([
    ["a cookie", "/search?q=a", { cookie: "shinpan.session_token=abc" }],
    ["credentials", "/search?q=a", { authorization: "Bearer x" }],
    ["an RSC navigation", "/search?q=a", { rsc: "1" }],
    ["a router prefetch", "/search?q=a", { "next-router-prefetch": "1" }],
    ["a range", "/search?q=a", { range: "bytes=0-10" }],
  ])("never answers from memory for %s", async (_, path, headers) => {
    const { get, state } = await serve(page(() => "x"));
    await get(path, headers);
    const second = await get(path, headers);
    expect(second.cache).toBeNull();
    expect(state.renders).toBe(2);
  });

  it("keeps a page Next served from its cache as shareable and fresh; not one it did not", async () => {
    const next =
      (headers: Record<string, string>): Render =>
      (_req, res) => {
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
        res.end("a ruling");
      };
    const cached = await serve(next({ "cache-control": "s-maxage=31536000", "x-nextjs-cache": "HIT" }));
    await cached.get("/qa/x");
    expect(await cached.get("/qa/x")).toMatchObject({ cache: "hit", body: "a ruling" });
    expect(cached.state.renders).toBe(1);
    const notKept: Record<string, string>[] = [
      {},
      { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" },
      { "cache-control": "s-maxage=31536000", "x-nextjs-cache": "STALE" },
      { "cache-control": "s-maxage=0" },
      { "cache-control": "no-store" },
    ];
    for (const headers of notKept) {
      const { get, state } = await serve(next(headers));
      await get("/qa/x");
      expect((await get("/qa/x")).cache, JSON.stringify(headers)).toBe("miss");
      expect(state.renders).toBe(2);
    }
  });

  it("sharedAndFresh reads Cache-Control and x-nextjs-cache", () => {
    expect(sharedAndFresh({ "cache-control": "s-maxage=31536000", "x-nextjs-cache": "HIT" })).toBe(true);
    expect(sharedAndFresh({ "cache-control": "public, max-age=0, s-maxage=30, stale-while-revalidate=30" })).toBe(true);
    expect(sharedAndFresh({ "cache-control": "s-maxage=60", "x-nextjs-cache": "MISS" })).toBe(true);
    expect(sharedAndFresh({ "cache-control": "s-maxage=60", "x-nextjs-cache": "STALE" })).toBe(false);
    expect(sharedAndFresh({ "cache-control": "private, s-maxage=60" })).toBe(false);
    expect(sharedAndFresh({ "cache-control": "public, max-age=60" })).toBe(false);
    expect(sharedAndFresh({})).toBe(false);
  });

  it("keeps only complete 200 answers without Set-Cookie", async () => {
    for (const render of [
      page(() => "failed", 503),
      page(() => "moved", 404),
      (async (_req, res) => {
        res.setHeader("set-cookie", "a=b");
        res.end("personal");
      }) satisfies Render,
    ]) {
      const { get, state } = await serve(render);
      await get("/search?q=a");
      expect((await get("/search?q=a")).cache).toBe("miss");
      expect(state.renders).toBe(2);
    }
  });

  it("does not keep an answer larger than maxEntryBytes", async () => {
    const { get, state } = await serve(page(() => "y".repeat(5000)), { maxEntryBytes: 4000 });
    await get("/search?q=big");
    expect((await get("/search?q=big")).cache).toBe("miss");
    expect(state.renders).toBe(2);
  });

  it("keeps one entry per Accept-Encoding, as the bytes differ", async () => {
    const { get, state } = await serve(async (req, res) => {
      if (/gzip/.test(String(req.headers["accept-encoding"] ?? ""))) {
        res.setHeader("content-encoding", "gzip");
        res.end(gzipSync("zipped"));
      } else res.end("plain");
    });
    const plain = await get("/search?q=a", { "accept-encoding": "identity" });
    const zipped = await get("/search?q=a", { "accept-encoding": "gzip" });
    const zippedAgain = await get("/search?q=a", { "accept-encoding": "gzip" });
    const plainAgain = await get("/search?q=a", { "accept-encoding": "identity" });
    expect([plain.body, zipped.body, zippedAgain.body, plainAgain.body]).toEqual(["plain", "zipped", "zipped", "plain"]);
    expect([zippedAgain.cache, plainAgain.cache]).toEqual(["hit", "hit"]);
    expect(state.renders).toBe(2);
  });

  it("forgets entries after ttlMs", async () => {
    let now = 1_000_000;
    const { get, state } = await serve(page(() => "t"), { ttlMs: 60_000, now: () => now });
    await get("/search?q=a");
    now += 59_000;
    expect((await get("/search?q=a")).cache).toBe("hit");
    now += 1_000;
    expect((await get("/search?q=a")).cache).toBe("miss");
    expect(state.renders).toBe(2);
  });

  it("holds at most maxBytes, dropping the least recently used first", async () => {
    const { get, cache } = await serve(page(() => "z".repeat(900)), { maxBytes: 3000 });
    for (const q of ["a", "b", "c"]) await get(`/search?q=${q}`);
    await get("/search?q=a"); // a is now the most recently used
    await get("/search?q=d"); // over 3000 bytes: b goes
    expect(cache.stats().bytes).toBeLessThanOrEqual(3000);
    expect((await get("/search?q=a")).cache).toBe("hit");
    expect((await get("/search?q=b")).cache).toBe("miss");
  });

  it("after clear(), nothing from before is served, not even a render that was under way", async () => {
    let version = "v1";
    let release!: () => void;
    let gate: Promise<void> | null = null;
    const { get, cache, state } = await serve(async (req, res) => {
      const seen = version; // what the data was when the render read it
      if (gate) await gate;
      res.end(seen);
    });
    expect((await get("/search?q=a")).body).toBe("v1");
    expect((await get("/search?q=a")).cache).toBe("hit");

    // a content change: new data, then the announcement reaches the server
    version = "v2";
    cache.clear();
    expect((await get("/search?q=a")).body).toBe("v2");
    expect((await get("/search?q=a")).body).toBe("v2");

    // a render that read the old data and finishes after the change is sent to its reader, but not kept
    gate = new Promise<void>((r) => (release = r));
    const slow = get("/search?q=b");
    await new Promise((r) => setTimeout(r, 50));
    version = "v3";
    cache.clear();
    release();
    expect((await slow).body).toBe("v2");
    gate = null;
    const after = await get("/search?q=b");
    expect(after).toMatchObject({ body: "v3", cache: "miss" });
    expect(state.renders).toBe(4);
  });
});
