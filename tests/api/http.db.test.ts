/**
 * The public API over HTTP against the production build: its OpenAPI document covers every route and real answers
 * validate against it; conditional requests get 304s (from Next and from the front server's memory); CORS is open;
 * the per-address rate limit answers 429 with Retry-After and holds across two instances; every error has one shape;
 * cursors page without gaps or repeats; bad input is a 400 or 404, never a 500.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";
import { startApp, type AppServer } from "../support/server";

type Json = Record<string, unknown>;

const LIMIT = 40;
/** an hour: no window boundary falls inside a check (the sliding window would then count the last one only in part) */
const WINDOW = 3600;
let app: AppServer;
let db: TestDatabase;

beforeAll(async () => {
  db = await importedDatabase();
  // the test plays the reverse proxy: each check sends its own client address (X-Forwarded-For)
  app = await startApp(db.url, { SHINPAN_TRUSTED_PROXIES: "127.0.0.1", SHINPAN_API_RATE_LIMIT: String(LIMIT), SHINPAN_API_RATE_WINDOW: String(WINDOW) });
});

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

let ipCounter = 0;
/** A fresh client address, so one check's requests do not count against another's. */
const fresh = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function get(pathname: string, headers: Record<string, string> = {}, base = app.baseUrl) {
  const res = await fetch(`${base}${pathname}`, { headers: { "x-forwarded-for": headers["x-forwarded-for"] ?? fresh(), ...headers } });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}

const errorShape = z.strictObject({ error: z.strictObject({ code: z.string().min(1), message: z.string().min(1), field: z.string().optional() }) });

describe("the OpenAPI document", () => {
  it("has every route, and real answers validate against its schemas", async () => {
    const doc = (await get("/api/v1/openapi.json")).json as { openapi: string; paths: Record<string, { get: Json }>; components: { schemas: Record<string, Json> } };
    expect(doc.openapi).toBe("3.1.0");
    // every route file under app/api/v1 (but the catch-all 404) is a documented path
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else if (e.name === "route.ts") files.push(dir);
      }
    };
    walk(path.join("app", "api", "v1"));
    const routePaths = files
      .map((d) => `/${path.relative("app", d).split(path.sep).join("/")}`.replace(/\[([a-z]+)\]/g, "{$1}"))
      .filter((p) => !p.includes("[..."));
    expect(routePaths.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(doc.paths).sort()).toEqual(routePaths.sort());

    // a schema from the document (its $refs resolved against the components), as zod reads JSON Schema
    const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll("#/components/schemas/", "#/$defs/"));
    const validator = (schema: Json) => z.fromJSONSchema({ ...(JSON.parse(JSON.stringify(schema).replaceAll("#/components/schemas/", "#/$defs/")) as Json), $defs: defs });
    const check = (route: string, body: unknown) => {
      const op = doc.paths[route].get as { responses: { "200": { content: Record<string, { schema: Json }> } } };
      const result = validator(op.responses["200"].content["application/json"].schema).safeParse(body);
      expect(result.success, `${route}: ${JSON.stringify(result.error?.issues.slice(0, 3))}`).toBe(true);
    };
    const errorCheck = validator({ $ref: "#/components/schemas/Error" });
    let validated = 0;
    for (const [route, item] of Object.entries(doc.paths)) {
      const example = item.get["x-example"] as string;
      expect(example, route).toMatch(/^\/api\/v1/);
      const res = await get(example);
      expect(res.status, example).toBe(200);
      if (route === "/api/v1/bulk/{file}" || route === "/api/v1/openapi.json") continue;
      check(route, res.json);
      validated++;
      // every list's items, a page deeper, validate too
      if (typeof res.json.next === "string") check(route, (await get(res.json.next)).json);
    }
    expect(validated).toBeGreaterThanOrEqual(13);
    // tombstones and changes, and errors
    check("/api/v1/rulings", (await get("/api/v1/rulings?changed_since=2000-01-01T00:00:00Z&limit=100")).json);
    expect(errorCheck.safeParse((await get("/api/v1/cards/no-such-card")).json).success).toBe(true);
    // the reference page lists every route with an example
    const page = await get("/developers");
    expect(page.status).toBe(200);
    for (const [route, item] of Object.entries(doc.paths)) {
      expect(page.text).toContain(route);
      expect(page.text).toContain((item.get["x-example"] as string).replaceAll("&", "&amp;"));
    }
  });
});

describe("HTTP", () => {
  it("conditional requests: 304 for a current ETag or date, from Next and from memory; 200 for a stale one", async () => {
    for (const p of ["/api/v1/cards/aqua-soldier", "/api/v1/rulings/rebuild-tapped-state", "/api/v1/rules/dm-comprehensive-rules/clauses/609.1", "/api/v1/bulk/clauses.ndjson.gz", "/api/v1/rulings?card=aqua-soldier"]) {
      const first = await get(p, { "if-none-match": '"nothing"' });
      expect(first.status, p).toBe(200);
      const etag = first.headers.get("etag")!;
      expect(etag, p).toMatch(/^(W\/)?"[\w-]+"$/);
      // another Accept-Encoding is another answer to keep: this one is rendered, and the route itself says 304
      const routed = await get(p, { "if-none-match": etag, "accept-encoding": "identity" });
      expect(routed.status, p).toBe(304);
      // and from the front server's memory
      for (let i = 0; i < 2; i++) {
        const again = await get(p, { "if-none-match": etag });
        expect(again.status, p).toBe(304);
        expect(again.text).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
        expect(again.headers.get("access-control-allow-origin")).toBe("*");
      }
      expect((await get(p)).headers.get("x-shinpan-cache"), p).toBe("hit");
      expect((await get(p, { "if-none-match": `W/"stale", ${etag}` })).status).toBe(304);
      expect((await get(p, { "if-none-match": 'W/"stale"' })).status).toBe(200);
      const lastModified = first.headers.get("last-modified");
      expect(lastModified, p).toBeTruthy();
      expect((await get(p, { "if-modified-since": lastModified! })).status, p).toBe(304);
      expect((await get(p, { "if-modified-since": new Date(Date.parse(lastModified!) - 3_600_000).toUTCString() })).status, p).toBe(200);
    }
    // HEAD: the headers without the body
    const head = await fetch(`${app.baseUrl}/api/v1/cards/aqua-soldier`, { method: "HEAD", headers: { "x-forwarded-for": fresh() } });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/"/);
    expect(await head.text()).toBe("");
  });

  it("CORS: every answer, errors included, lets any origin read it; preflights are answered", async () => {
    const origin = { origin: "https://someone-else.example" };
    for (const p of ["/api/v1/games", "/api/v1/cards/no-such-card", "/api/v1/cards?limit=abc", "/api/v1/nowhere"]) {
      const res = await get(p, origin);
      expect(res.headers.get("access-control-allow-origin"), p).toBe("*");
      expect(res.headers.get("access-control-expose-headers")).toContain("ETag");
    }
    const pre = await fetch(`${app.baseUrl}/api/v1/rulings/rebuild-tapped-state`, {
      method: "OPTIONS",
      headers: { ...origin, "access-control-request-method": "GET", "access-control-request-headers": "if-none-match" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-methods")).toContain("GET");
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("if-none-match");
    // read-only
    const post = await fetch(`${app.baseUrl}/api/v1/cards`, { method: "POST", headers: { ...origin, "content-type": "application/json" }, body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(errorShape.safeParse(await post.json()).success).toBe(true);
  });

  it("the rate limit: 429 with Retry-After past the limit, per address, counted in Postgres across instances", async () => {
    const ip = fresh();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof get>> | null = null;
    for (let i = 0; i < LIMIT + 5; i++) {
      const r = await get(i % 2 ? "/api/v1/cards/aqua-soldier" : "/api/v1/nowhere", { "x-forwarded-for": ip });
      statuses.push(r.status);
      if (r.status === 429) refused ??= r;
    }
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
    expect(refused!.json).toMatchObject({ error: { code: "rate-limited" } });
    expect(errorShape.safeParse(refused!.json).success).toBe(true);
    const retry = Number(refused!.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(2 * WINDOW);
    expect(refused!.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused!.headers.get("x-ratelimit-remaining")).toBe("0");
    // another address is not limited; the limited one stays limited
    expect((await get("/api/v1/cards/aqua-soldier")).status).toBe(200);
    expect((await get("/api/v1/cards/aqua-soldier", { "x-forwarded-for": ip })).status).toBe(429);
    // a burst at once is counted exactly
    const burst = fresh();
    const all = await Promise.all(Array.from({ length: LIMIT + 10 }, () => get("/api/v1/games", { "x-forwarded-for": burst })));
    expect(all.filter((r) => r.status === 429)).toHaveLength(10);
    // a second instance on the same database shares the counts
    const second = await startApp(db.url, { SHINPAN_TRUSTED_PROXIES: "127.0.0.1", SHINPAN_API_RATE_LIMIT: String(LIMIT), SHINPAN_API_RATE_WINDOW: String(WINDOW) });
    try {
      const shared = fresh();
      const both: number[] = [];
      for (let i = 0; i < LIMIT + 4; i++) both.push((await get("/api/v1/games", { "x-forwarded-for": shared }, i % 2 ? second.baseUrl : app.baseUrl)).status);
      expect(both.filter((s) => s === 429)).toHaveLength(4);
      expect((await get("/api/v1/games", { "x-forwarded-for": ip }, second.baseUrl)).status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it("cursors page through lists without gaps or repeats; a cursor is the list's own", async () => {
    const pages = async (start: string) => {
      const seen: Json[] = [];
      let next: string | null = start;
      let n = 0;
      const ip = fresh();
      while (next) {
        const r = await get(next, { "x-forwarded-for": ip });
        expect(r.status, next).toBe(200);
        expect(r.headers.get("link")).toBe(r.json.next ? `<${r.json.next}>; rel="next"` : null);
        seen.push(...(r.json.data as Json[]));
        next = r.json.next as string | null;
        n++;
      }
      return { seen, n };
    };
    const rulings = await pages("/api/v1/rulings?limit=7");
    const all = (await get("/api/v1/rulings?limit=100")).json.data as Json[];
    expect(rulings.seen.map((r) => r.slug)).toEqual(all.map((r) => r.slug));
    expect(rulings.n).toBe(Math.ceil(all.length / 7));
    expect(new Set(rulings.seen.map((r) => r.slug)).size).toBe(all.length);
    const clauses = await pages("/api/v1/rules/dm-comprehensive-rules/clauses?version=1.48&limit=100");
    const v148 = ((await get("/api/v1/rules/dm-comprehensive-rules/versions")).json.data as { key: string; clauses: number }[]).find((v) => v.key === "1.48")!;
    expect(clauses.seen).toHaveLength(v148.clauses);
    expect(new Set(clauses.seen.map((c) => c.number)).size).toBe(v148.clauses);
    const scenarios = await pages("/api/v1/scenarios?limit=30");
    expect(new Set(scenarios.seen.map((s) => s.id)).size).toBe(scenarios.seen.length);
    const cards = await get("/api/v1/cards?limit=3");
    const second = await get(cards.json.next as string);
    expect(((second.json.data as Json[])[0].slug as string) > ((cards.json.data as Json[])[2].slug as string)).toBe(true);
    // a cards cursor on the rulings list, or on the cards-by-name list
    const cursor = new URL(cards.json.next as string, app.baseUrl).searchParams.get("cursor")!;
    for (const p of [`/api/v1/rulings?cursor=${cursor}`, `/api/v1/cards?name=aqua&cursor=${cursor}`]) {
      const r = await get(p);
      expect(r.status, p).toBe(400);
      expect(r.json).toMatchObject({ error: { code: "invalid-cursor", field: "cursor" } });
    }
    // changed_since pages carry their sync point
    const changes = await pages("/api/v1/rulings?changed_since=2000-01-01T00:00:00Z&limit=9");
    expect(changes.seen.length).toBe(all.length); // nothing withdrawn in this database
  });

  it("lookup by any name, filters, history and the scenario's run", async () => {
    for (const name of ["アクア・ソルジャー", "あくあそるじゃー", "Aqua Soldier", "AQUA  SOLDIER"]) {
      const r = await get(`/api/v1/cards?name=${encodeURIComponent(name)}`);
      expect(r.status, name).toBe(200);
      expect((r.json.data as Json[]).map((c) => c.slug), name).toEqual(["aqua-soldier"]);
    }
    expect((await get("/api/v1/cards?name=no%20such%20card%20at%20all")).json).toEqual({ data: [], next: null });
    const slugs = async (q: string) => ((await get(`/api/v1/rulings?${q}&limit=100`)).json.data as Json[]).map((r) => r.slug as string);
    expect(await slugs("card=aqua-soldier")).toContain("deadly-love-aqua-soldier-trash-train");
    const rebuild = await slugs("clause=801.4");
    expect(rebuild).toContain("rebuild-tapped-state");
    expect(rebuild).not.toContain("deadly-love-aqua-soldier-trash-train");
    const y2021 = await slugs("from=2021-01-01&to=2021-12-31");
    expect(y2021).toContain("rebuild-tapped-state");
    for (const s of y2021) {
      const date = (((await get(`/api/v1/rulings/${s}`)).json.source as Json | undefined)?.date as string | undefined) ?? "";
      expect(date >= "2021-01-01" && date <= "2021-12-31", `${s}: ${date}`).toBe(true);
    }
    expect((await slugs("game=yugioh")).every((s) => s.startsWith("yugioh-"))).toBe(true);
    // history: a superseded ruling names its successor; the successor says what it replaced
    const old = (await get("/api/v1/rulings/rebuild-tamaseed-2021-rules")).json;
    expect(old.superseded_by).toEqual(expect.any(String));
    const successor = (await get(`/api/v1/rulings/${old.superseded_by}`)).json as { history: { replaces: { slug: string }[]; revisions: { number: number; at: string }[] } };
    expect(successor.history.replaces.map((r) => r.slug)).toContain("rebuild-tamaseed-2021-rules");
    expect(successor.history.revisions[0]).toMatchObject({ number: 1, at: expect.any(String) });
    // a clause by version, and by default the newest that records it
    const clause = (await get("/api/v1/rules/dm-comprehensive-rules/clauses/609.1")).json as { version: { key: string }; versions: { key: string }[] };
    expect(clause.version.key).toBe(clause.versions[0].key);
    const older = clause.versions.at(-1)!.key;
    expect(((await get(`/api/v1/rules/dm-comprehensive-rules/clauses/609.1?version=${older}`)).json.version as Json).key).toBe(older);
    // a scenario: source, compiled form and the stored run with its frames
    const scenario = (await get("/api/v1/scenarios/aqua-soldier-destroyed")).json as { source: string; compiled: { scenario: Json; defs: Json }; run: { engine: string; stepThrough: { frames: unknown[] } } };
    expect(scenario.source).toContain("aqua-soldier-destroyed");
    expect(Object.keys(scenario.compiled.defs)).toContain("aqua-soldier");
    expect(scenario.run.stepThrough.frames.length).toBeGreaterThan(1);
  });

  it("bad input: a 400 or 404 in the error shape naming the parameter, never a 500", async () => {
    const long = "a".repeat(5000);
    const cases: [string, number, string | null][] = [
      ["/api/v1/cards/Aqua-Soldier", 400, "slug"],
      ["/api/v1/cards/aqua_soldier", 400, "slug"],
      [`/api/v1/cards/${long}`, 400, "slug"],
      ["/api/v1/cards/no-such-card", 404, "slug"],
      ["/api/v1/cards/%E3%81%82", 400, "slug"],
      ["/api/v1/cards/..%2F..%2Fetc", 400, "slug"],
      ["/api/v1/cards?limit=0", 400, "limit"],
      ["/api/v1/cards?limit=101", 400, "limit"],
      ["/api/v1/cards?limit=1e3", 400, "limit"],
      ["/api/v1/cards?limit=-1", 400, "limit"],
      ["/api/v1/cards?name=", 400, "name"],
      [`/api/v1/cards?name=${long}`, 400, "name"],
      ["/api/v1/cards?limit=5&limit=6", 400, "limit"],
      ["/api/v1/cards?sort=name", 400, "sort"],
      ["/api/v1/cards?cursor=%%%", 400, "cursor"],
      ["/api/v1/cards?cursor=WzEsImNhcmRzIl0", 400, "cursor"],
      [`/api/v1/cards?cursor=${Buffer.from(JSON.stringify([1, "cards", "a", 5])).toString("base64url")}`, 400, "cursor"],
      [`/api/v1/cards?cursor=${Buffer.from(JSON.stringify([1, "cards", "'; drop table", "x"])).toString("base64url")}`, 400, "cursor"],
      [`/api/v1/cards?cursor=${long}`, 400, "cursor"],
      ["/api/v1/rulings/NOPE", 400, "slug"],
      ["/api/v1/rulings/no-such-ruling", 404, "slug"],
      ["/api/v1/rulings?from=2021-02-30", 400, "from"],
      ["/api/v1/rulings?from=yesterday", 400, "from"],
      ["/api/v1/rulings?from=2022-01-01&to=2021-01-01", 400, "to"],
      ["/api/v1/rulings?clause=609.x", 400, "clause"],
      ["/api/v1/rulings?changed_since=yesterday", 400, "changed_since"],
      ["/api/v1/rulings?changed_since=2021-13-01T00:00:00Z", 400, "changed_since"],
      ["/api/v1/rulings?changed_since=0000-01-01T00:00:00Z", 400, "changed_since"],
      ["/api/v1/rulings?changed_since=1969-12-31T23:59:59Z", 400, "changed_since"],
      ["/api/v1/rulings?changed_since=2021-01-01T00:00:00Z&card=aqua-soldier", 400, "card"],
      [`/api/v1/rulings?changed_since=2021-01-01T00:00:00Z&cursor=${Buffer.from(JSON.stringify([1, "changes", 1e20, 1, 1])).toString("base64url")}`, 400, "cursor"],
      ["/api/v1/rules/NOPE", 400, "document"],
      ["/api/v1/rules/no-such-document", 404, "document"],
      ["/api/v1/rules/no-such-document/versions", 404, "document"],
      ["/api/v1/rules/dm-comprehensive-rules/clauses/609.6a?version=0.1", 404, "version"],
      ["/api/v1/rules/dm-comprehensive-rules/clauses/609.6a?version=%3Cscript%3E", 400, "version"],
      ["/api/v1/rules/dm-comprehensive-rules/clauses/999.9", 404, "number"],
      ["/api/v1/rules/dm-comprehensive-rules/clauses/6o9", 400, "number"],
      ["/api/v1/rules/dm-comprehensive-rules/clauses?version=9.99", 404, "version"],
      ["/api/v1/scenarios/NOPE", 400, "id"],
      ["/api/v1/scenarios/no-such-scenario", 404, "id"],
      ["/api/v1/bulk/everything.zip", 400, "file"],
      ["/api/v1/games?x=1", 400, "x"],
      ["/api/v1/no/such/route", 404, null],
    ];
    for (const [p, status, field] of cases) {
      const r = await get(p);
      expect(r.status, p).toBe(status);
      expect(errorShape.safeParse(r.json).success, `${p}: ${r.text.slice(0, 200)}`).toBe(true);
      if (field) expect((r.json.error as Json).field, p).toBe(field);
      expect(r.headers.get("content-type"), p).toContain("application/json");
      expect(r.headers.get("cache-control"), p).toBe("no-store");
      expect(r.text).not.toMatch(/at \w+ \(|node_modules|prisma/i);
    }
  });
});
