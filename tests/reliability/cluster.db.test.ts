/**
 * Several instances behind the front cache (issue 17), as `npm run start:cluster` runs them, on loopback:
 * two app instances of the production build sharing Next's cache through Redis (lib/ops/cache-handler.cjs,
 * a redis-server started here, or REDIS_URL), nginx in front with deploy/nginx.conf (lib/ops/nginx.ts).
 * - a ruling saved and a new one published through one instance are read, new, through nginx and directly
 *   from the other instance within 2 s, although nginx and both instances had the old pages cached;
 * - sessions, the audit log and the client's address live in Postgres / come from nginx: sign in through
 *   one instance, save through the other; an X-Forwarded-For sent to nginx is replaced, not believed;
 * - what nginx keeps and what it never keeps (admin, session cookie), and the Cache-Control sent for a CDN;
 * - one instance killed: every request through nginx still answers 200.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxBinary, startNginx, type RunningNginx } from "@/lib/ops/nginx";
import { PUBLIC_CACHE_CONTROL } from "@/lib/ops/http-server";
import { importedDatabase, type TestDatabase } from "../support/db";
import { freePort, startApp, type AppServer } from "../support/server";

const PASSWORD = "a long enough password";
const SLUG = "aqua-hulcus-trigger-not-replacement"; // a published entry imported from content/
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const redisServer = fs.existsSync("/usr/bin/redis-server") ? "/usr/bin/redis-server" : null;
const missing = !nginxBinary() ? "nginx is not installed (.ci/run installs it)" : !redisServer && !process.env.REDIS_URL ? "no redis-server and no REDIS_URL" : null;

let db: TestDatabase;
let a: AppServer;
let b: AppServer;
let nginx: RunningNginx;
let redis: ChildProcess | null = null;
let redisUrl = "";
let front = "";
let prefix = "";
let prismaMod: typeof import("@/lib/db/client");

async function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual", signal: AbortSignal.timeout(10_000) });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

async function call(base: string, method: string, pathname: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { origin: front, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Polls every 100 ms until `pathname` shows `text` at every base URL; the time it took, or null after `limitMs`. */
async function visibleEverywhere(bases: string[], pathname: string, text: string, limitMs = 5000): Promise<Record<string, number | null>> {
  const t0 = performance.now();
  const seenAt: Record<string, number | null> = Object.fromEntries(bases.map((u) => [u, null]));
  while (performance.now() - t0 < limitMs && Object.values(seenAt).some((v) => v === null)) {
    await Promise.all(
      bases
        .filter((u) => seenAt[u] === null)
        .map(async (u) => {
          const r = await get(u, pathname);
          if (r.status === 200 && r.body.includes(text)) seenAt[u] = Math.round(performance.now() - t0);
        }),
    );
    await sleep(100);
  }
  return seenAt;
}

beforeAll(async () => {
  if (missing) return;
  if (process.env.REDIS_URL && !redisServer) redisUrl = process.env.REDIS_URL;
  else {
    // our own Redis on loopback: nothing shared with other runs, nothing written to disk
    const port = await freePort();
    redis = spawn(redisServer!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    redisUrl = `redis://127.0.0.1:${port}`;
  }
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
  prismaMod = await import("@/lib/db/client");
  const { createUser } = await import("@/lib/auth/users");
  await createUser({ email: "cluster@example.org", name: "Clara Cluster", role: "EDITOR", password: PASSWORD });
  const nginxPort = await freePort();
  front = `http://127.0.0.1:${nginxPort}`;
  // as start:cluster runs them: trusting nginx's X-Forwarded-For, the site's address is nginx's
  const env = { REDIS_URL: redisUrl, SHINPAN_TRUSTED_PROXIES: "127.0.0.1", SHINPAN_BASE_URL: front };
  a = await startApp(db.url, env); // builds when needed
  b = await startApp(db.url, env);
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-nginx-"));
  nginx = await startNginx({ port: nginxPort, host: "127.0.0.1", upstreams: [a.baseUrl.slice(7), b.baseUrl.slice(7)], prefix });
}, 600_000);

afterAll(async () => {
  if (process.env.SHINPAN_TEST_DEBUG) console.log(`a:\n${a?.log()}\nb:\n${b?.log()}\nnginx:\n${nginx?.log()}`);
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await prismaMod?.prisma().$disconnect();
  await db?.drop();
  redis?.kill();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

describe.skipIf(missing !== null)(`two instances, Redis and nginx${missing ? ` (skipped: ${missing})` : ""}`, () => {
  let cookie = "";
  let cookieFromA = "";

  it("signs in through one instance and saves through the other (sessions and the audit log are in Postgres); nginx's X-Forwarded-For is the address, a client's is not", async () => {
    const signIn = await fetch(`${front}/api/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: front, "x-forwarded-for": "6.6.6.6" },
      body: JSON.stringify({ email: "cluster@example.org", password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("x-shinpan-front") ?? "not cached").not.toMatch(/HIT|STALE|UPDATING/); // a POST: nginx does not even look
    cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const event = await prismaMod.prisma().auditEvent.findFirst({ where: { action: "sign-in", actorEmail: "cluster@example.org" }, orderBy: { id: "desc" } });
    expect(event?.ip).toBe("127.0.0.1"); // nginx replaced the client's claim with the address it saw

    // the session made through nginx works on each instance directly
    for (const base of [a.baseUrl, b.baseUrl]) expect((await call(base, "GET", `/api/admin/qa/${SLUG}`, cookie)).status).toBe(200);
    expect((await call(a.baseUrl, "GET", `/api/admin/qa/${SLUG}`, "")).status).toBe(401);

    // signed in on instance A directly: the session is good on B (the saves below go through B with it)
    const direct = await fetch(`${a.baseUrl}/api/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: front },
      body: JSON.stringify({ email: "cluster@example.org", password: PASSWORD }),
    });
    expect(direct.status).toBe(200);
    cookieFromA = direct.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect((await call(b.baseUrl, "GET", `/api/admin/qa/${SLUG}`, cookieFromA)).status).toBe(200);
  });

  it("nginx keeps public pages 1 s and never the admin or a signed-in reader's requests; Cache-Control suits a CDN", async () => {
    await get(front, `/qa/${SLUG}`);
    const second = await get(front, `/qa/${SLUG}`);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-shinpan-front")).toMatch(/^(HIT|UPDATING|STALE)$/);
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const direct = await get(b.baseUrl, `/qa/${SLUG}`);
    expect(direct.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);

    const signedIn = await get(front, `/qa/${SLUG}`, { cookie: `theme=dark; ${cookie}` });
    expect(signedIn.headers.get("x-shinpan-front")).toBe("BYPASS");
    for (const p of ["/admin/login", "/admin"]) {
      const r = await get(front, p);
      expect(r.headers.get("x-shinpan-front"), p).toBe("BYPASS");
      expect(r.headers.get("cache-control"), p).toMatch(/private/);
      expect(r.headers.get("cache-control"), p).toMatch(/no-store/);
    }
    const api = await get(front, `/api/admin/qa/${SLUG}`, { cookie });
    expect(api.status).toBe(200);
    expect(api.headers.get("x-shinpan-front")).toBe("BYPASS");
    expect(api.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("a ruling saved through one instance, and one newly published, are read new through nginx and from the other instance within 2 s", async () => {
    const bases = [front, a.baseUrl, b.baseUrl];
    // everyone has the old page cached: nginx, each front server's memory, Next's cache (and Redis)
    for (let i = 0; i < 3; i++) for (const base of bases) expect((await get(base, `/qa/${SLUG}`)).status).toBe(200);
    expect((await get(front, `/qa/${SLUG}`)).headers.get("x-shinpan-front")).toMatch(/^(HIT|UPDATING|STALE)$/);
    const marker = `Confirmed again at the cluster test ${Date.now().toString(36)}`;
    expect((await get(front, `/qa/${SLUG}`)).body).not.toContain(marker);

    // signed in on A, saved through B
    const current = await call(b.baseUrl, "GET", `/api/admin/qa/${SLUG}`, cookieFromA);
    const form = current.json.form as Record<string, unknown>;
    const saved = await call(b.baseUrl, "PUT", `/api/admin/qa/${SLUG}`, cookieFromA, { baseRevision: current.json.revision, form: { ...form, answerEn: `${String(form.answerEn)}\n\n${marker}.` } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const seen = await visibleEverywhere(bases, `/qa/${SLUG}`, marker);
    console.log(`saved ruling seen after (ms): nginx ${seen[front]}, instance A ${seen[a.baseUrl]}, instance B ${seen[b.baseUrl]}`);
    for (const base of bases) {
      expect(seen[base], `${base} did not show the saved ruling within 5 s`).not.toBeNull();
      expect(seen[base]!, `${base} showed the saved ruling after ${seen[base]} ms`).toBeLessThan(2000);
    }

    // a new entry: a 404 that nginx and the instances had seen becomes the ruling once published
    const slug = `cluster-${Date.now().toString(36)}`;
    for (const base of bases) expect((await get(base, `/qa/${slug}`)).status).toBe(404);
    const created = await call(b.baseUrl, "POST", "/api/admin/qa", cookieFromA, {
      slug,
      form: { titleEn: "Two instances agree", questionEn: "Does every instance show this ruling?", answerEn: `Yes. ${marker}.`, scenario: { mode: "none" }, outcome: "" },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const draft = await call(a.baseUrl, "GET", `/api/admin/qa/${slug}`, cookie);
    const published = await call(a.baseUrl, "POST", `/api/admin/qa/${slug}/status`, cookie, { baseRevision: draft.json.revision, status: "PUBLISHED" });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    // one audit log for both instances
    expect(await prismaMod.prisma().auditEvent.count({ where: { action: "qa.publish", targetKey: slug, actorEmail: "cluster@example.org" } })).toBe(1);
    const seenNew = await visibleEverywhere(bases, `/qa/${slug}`, "Two instances agree");
    console.log(`published ruling seen after (ms): nginx ${seenNew[front]}, instance A ${seenNew[a.baseUrl]}, instance B ${seenNew[b.baseUrl]}`);
    for (const base of bases) {
      expect(seenNew[base], `${base} did not show the new ruling within 5 s`).not.toBeNull();
      expect(seenNew[base]!, `${base} showed the new ruling after ${seenNew[base]} ms`).toBeLessThan(2000);
    }
  });

  it("the instances share Next's cache and its revalidations through Redis", async () => {
    const client = createClient({ url: redisUrl });
    await client.connect();
    try {
      const pages = await client.keys("shinpan:cache:*");
      expect(pages.some((k) => k.includes(`/qa/${SLUG}`))).toBe(true);
      const tagKeys = await client.keys("shinpan:tags:*");
      expect(tagKeys.length).toBe(1);
      const tags = await client.hGetAll(tagKeys[0]);
      expect(Object.keys(tags)).toContain(`_N_T_/qa/${SLUG}`);
    } finally {
      await client.close();
    }
  });

  it("with one instance killed, every request through nginx still answers 200", async () => {
    process.kill(b.pid, "SIGKILL");
    await sleep(200);
    const statuses: number[] = [];
    // query strings make each URL new to nginx's cache, so each reaches an instance
    for (let round = 0; round < 5; round++) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => get(front, `/qa/${SLUG}?round=${round}&i=${i}`)));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.length).toBe(50);
  });
});
