/**
 * Abuse, against the production app over HTTP (loopback only): bursts of sign-ins sent at once stay
 * within the limits, a rotated X-Forwarded-For does not escape the per-address limit, bodies over the
 * limit are refused while they stream (chunked or with a big Content-Length), and the same-origin check
 * compares scheme, host and port and ignores X-Forwarded-Host.
 */
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";
import { startApp, type AppServer } from "../support/server";

let app: AppServer;
let db: TestDatabase;
let origin = "";
let prismaMod: typeof import("@/lib/db/client");
let editorCookie = "";
const PASSWORD = "a long enough password";

beforeAll(async () => {
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
  prismaMod = await import("@/lib/db/client");
  const { createUser } = await import("@/lib/auth/users");
  for (const who of ["target", "burst", "editor"]) await createUser({ email: `${who}@example.org`, name: who, role: "EDITOR", password: PASSWORD });
  delete process.env.SHINPAN_TRUSTED_PROXIES; // no proxy: the test client is an ordinary, untrusted client
  app = await startApp(db.url);
  origin = new URL(app.baseUrl).origin;
  const r = await signIn("editor@example.org", PASSWORD);
  expect(r.status).toBe(200);
  editorCookie = r.cookie;
});

afterAll(async () => {
  await prismaMod?.prisma().$disconnect();
  await app?.stop();
  await db?.drop();
});

// every test starts with no sign-in attempts counted, whatever address the server sees for the test client
beforeEach(async () => {
  await prismaMod.prisma().loginAttempt.deleteMany({});
});

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.baseUrl}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

describe("sign-in limits under concurrency", () => {
  it("40 wrong passwords sent at once: at most 5 are checked (401), the rest are limited (429)", async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => signIn("target@example.org", `wrong password ${i}`)))).map((r) => r.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBe(40 - count(statuses, 401));
  });

  it("19 wrong passwords and the right one sent at once: at most 5 password checks in all", async () => {
    const attempts = Array.from({ length: 20 }, (_, i) => (i === 17 ? PASSWORD : `wrong password ${i}`));
    const statuses = (await Promise.all(attempts.map((p) => signIn("burst@example.org", p)))).map((r) => r.status);
    expect(count(statuses, 401) + count(statuses, 200)).toBeLessThanOrEqual(5);
    expect(await prismaMod.prisma().loginAttempt.count({ where: { email: "burst@example.org" } })).toBeLessThanOrEqual(5);
  });

  it("40 accounts from one address at once: at most 20 are checked", async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`nobody${i}@example.org`, "wrong password", { "x-shinpan-client": "192.0.2.40" })))).map((r) => r.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(20);
    expect(count(statuses, 429)).toBe(40 - count(statuses, 401));
  });

  it("rotating X-Forwarded-For does not escape the per-address limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signIn(`rotating${i}@example.org`, "wrong password", { "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` })).status);
    expect(count(statuses.slice(0, 20), 401)).toBe(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * A POST over a raw HTTP connection that sends `chunks` and then keeps the body open (never ends it), so
 * an answer can only come from a server that refuses before reading the whole body.
 */
function openPost(path: string, headers: Record<string, string>, chunks: Buffer[], timeoutMs = 5000): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.baseUrl}${path}`, { method: "POST", headers: { origin, ...headers } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: the server waits for (buffers) the whole body`));
    }, timeoutMs);
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started });
      });
    });
    req.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.flushHeaders();
    for (const c of chunks) req.write(c);
  });
}

describe("body limits are enforced while the body streams", () => {
  const KB = (n: number) => Buffer.alloc(n * 1024, 0x20);

  it("sign-in: a chunked body past the limit is refused (413) without waiting for its end", async () => {
    const r = await openPost("/api/admin/sign-in", { "content-type": "application/json" }, [Buffer.from('{"email":"a@b.c","password":"'), KB(64), KB(64)]);
    expect(r.status).toBe(413);
  });

  it("sign-in: a Content-Length of 400 MB is refused (413) at once", async () => {
    const r = await openPost("/api/admin/sign-in", { "content-type": "application/json", "content-length": String(400 * 1024 * 1024) }, [KB(1)]);
    expect(r.status).toBe(413);
  });

  it("sign-in: a form body past the limit too", async () => {
    const r = await openPost("/api/admin/sign-in", { "content-type": "application/x-www-form-urlencoded" }, [Buffer.from("email=a%40b.c&password="), KB(64)]);
    expect(r.status).toBe(413);
  });

  it("an admin route: a chunked body past 256 KB, and a big Content-Length, are refused (413) without waiting", async () => {
    const chunked = await openPost("/api/admin/check", { "content-type": "application/json", cookie: editorCookie }, [Buffer.from('{"form":{"answerEn":"'), KB(128), KB(128), KB(128)]);
    expect(chunked.status).toBe(413);
    const big = await openPost("/api/admin/check", { "content-type": "application/json", cookie: editorCookie, "content-length": String(400 * 1024 * 1024) }, [KB(1)]);
    expect(big.status).toBe(413);
  });

  it("the server still answers normally afterwards", async () => {
    expect((await signIn("editor@example.org", PASSWORD, { "x-shinpan-client": "192.0.2.99" })).status).toBe(200);
  });
});

describe("same-origin check", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${app.baseUrl}/api/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: "editor@example.org", password: PASSWORD }),
    }).then(async (r) => ({ status: r.status, json: (await r.json().catch(() => ({}))) as Record<string, unknown> }));

  it("another scheme on the same host and port is another origin", async () => {
    const r = await post({ origin: origin.replace("http:", "https:") });
    expect(r.status).toBe(403);
    expect(r.json.error).toBe("cross-origin");
  });

  it("another port is another origin", async () => {
    const u = new URL(origin);
    u.port = String(Number(u.port) + 1);
    expect((await post({ origin: u.origin })).status).toBe(403);
  });

  it("X-Forwarded-Host does not make another site this one", async () => {
    expect((await post({ origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" })).status).toBe(403);
    expect((await post({ origin: "http://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
  });

  it("this origin is accepted", async () => {
    expect((await post({ origin, "x-shinpan-client": "192.0.2.98" })).status).toBe(200);
  });
});
