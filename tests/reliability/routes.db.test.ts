/**
 * Every public route's parameters, as an attacker or a sloppy link would send them: hostile URLs from a
 * table (NUL bytes, malformed percent-encoding, double-encoded percent signs, a request target that is
 * not a path) and a fast-check fuzz of each route's segments and query. None may answer 500, hang, or
 * take over a second; refusals carry the security headers.
 */
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";
import { startApp, type AppServer } from "../support/server";

let app: AppServer;
let db: TestDatabase;

beforeAll(async () => {
  db = await importedDatabase();
  app = await startApp(db.url);
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

/** One request over a raw socket, so the target is sent exactly as written (fetch would normalise it). */
function raw(target: string, method = "GET"): Promise<{ status: number; head: string; ms: number }> {
  const { hostname, port } = new URL(app.baseUrl);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer within 5 s for ${target}`)));
    socket.on("data", (c: Buffer) => (data += c.toString("latin1")));
    socket.on("end", () => {
      const head = data.split("\r\n\r\n")[0];
      resolve({ status: Number(head.split(" ")[1]), head: head.toLowerCase(), ms: performance.now() - t0 });
    });
    socket.on("error", reject);
  });
}

const HOSTILE = [
  "/cards/aqua%00soldier",
  "/cards/%",
  "/cards/%zz",
  "/cards/%E3%81",
  "/cards/%C0%AF",
  "/qa/%",
  "/qa/%zz",
  "/qa/%E3%81",
  "/qa/a%00b",
  "/rules/%25",
  "/rules/%",
  "/rules/%C0%AF",
  "/rules/609.1/v/%25",
  "/rules/609.1/v/%zz",
  "/rules/609.1/diff/%25/%25",
  "/rules/609.1/diff/%/x",
  "/scenarios/%25",
  "/scenarios/%zz",
  "/scenarios/%25/steps",
  "/scenarios/%25/steps.json",
  "/qa/%25/cards.json",
  "/search?q=%zz",
  "/search?q=%00%00",
  "/search?q=%E3%81",
  "/api/search?q=%",
  "/api/search?q=%C0%AF",
  "/%",
  "/a%0ab",
];

describe("hostile URLs", () => {
  it.each(HOSTILE)("%s is answered 2xx/4xx with the security headers, never 500", async (target) => {
    const r = await raw(target);
    expect([200, 400, 404]).toContain(r.status);
    expect(r.head).toContain("content-security-policy:");
    expect(r.head).toContain("x-content-type-options: nosniff");
  });

  it("a request target that is not a path (`*`, an absolute URL to another host) is a 400", async () => {
    expect((await raw("*", "OPTIONS")).status).toBe(400);
    expect((await raw("*")).status).toBe(400);
    expect((await raw("http://evil.example/qa")).status).toBe(400);
  });

  it("NUL and malformed percent-encoding in a path are refused as a bad request", async () => {
    for (const t of ["/cards/aqua%00soldier", "/cards/%zz", "/cards/%E3%81", "/cards/%C0%AF", "/cards/%"]) {
      const r = await raw(t);
      expect(r.status, t).toBe(400);
    }
    // a percent sign that is itself encoded is a real (unknown) clause, not an error
    expect((await raw("/rules/%25")).status).toBe(404);
  });
});

describe("fuzzed route parameters", () => {
  const segment = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 20 }),
    fc.constantFrom("609.1", "aqua-soldier", "aqua-soldier-destroyed", "..", ".", "%", "%25", "%2F", "~", "1.48", "v1.20", "0", "-1", "a".repeat(300)),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 12 }).map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")),
  );
  const enc = (s: string) => (/^(%[0-9a-f]{2})+$/i.test(s) ? s : encodeURIComponent(s));
  const route = fc.oneof(
    segment.map((s) => `/cards/${enc(s)}`),
    segment.map((s) => `/qa/${enc(s)}`),
    segment.map((s) => `/qa/${enc(s)}/cards.json`),
    segment.map((s) => `/rules/${enc(s)}`),
    fc.tuple(segment, segment).map(([a, b]) => `/rules/${enc(a)}/v/${enc(b)}`),
    fc.tuple(segment, segment, segment).map(([a, b, c]) => `/rules/${enc(a)}/diff/${enc(b)}/${enc(c)}`),
    segment.map((s) => `/scenarios/${enc(s)}`),
    segment.map((s) => `/scenarios/${enc(s)}/steps`),
    segment.map((s) => `/scenarios/${enc(s)}/steps.json`),
    segment.map((s) => `/search?q=${enc(s)}`),
    segment.map((s) => `/api/search?q=${enc(s)}`),
    fc.tuple(segment, segment).map(([a, b]) => `/search?q=${enc(a)}&${enc(b)}=${enc(b)}`),
  );

  it("no route answers 500, hangs, or takes over a second", async () => {
    const slow: string[] = [];
    await fc.assert(
      fc.asyncProperty(route, async (target) => {
        const r = await raw(target);
        if (r.ms > 1000) slow.push(`${target} ${Math.round(r.ms)} ms`);
        return r.status < 500;
      }),
      { numRuns: 400, seed: 20261123 },
    );
    expect(slow).toEqual([]);
  }, 240_000);
});
