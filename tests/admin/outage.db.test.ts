/**
 * Writes while the database is unreachable: the admin routes and sign-in answer 503 with Retry-After and
 * "nothing was saved" (never a 500), and work again, with nothing half-written, once it is back. The
 * database sits behind a TCP relay the test can cut (connections dropped, new ones refused) and restore.
 */
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";

let db: TestDatabase;
let relay: Relay;
let prismaMod: typeof import("@/lib/db/client");
let errors: typeof import("@/lib/db/errors");
let signInRoute: typeof import("@/app/api/admin/sign-in/route");
let qaRoute: typeof import("@/app/api/admin/qa/route");
let usersRoute: typeof import("@/app/api/admin/users/route");
let adminCookie = "";
const PASSWORD = "a long enough password";
const ORIGIN = "http://localhost:3000";

interface Relay {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to Postgres: `cut` drops every connection and refuses new ones, like a database that went away. */
async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return { port, cut: stop, restore: () => listen(port), close: stop };
}

function request(url: string, init: { method?: string; body?: unknown; cookie?: string; type?: string; raw?: string } = {}): Request {
  const headers: Record<string, string> = { host: "localhost:3000", origin: ORIGIN, "x-shinpan-client": "192.0.2.77" };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined || init.raw !== undefined) headers["content-type"] = init.type ?? "application/json";
  return new Request(`${ORIGIN}${url}`, { method: init.method ?? "POST", headers, body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)) });
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(await res.json()).toEqual({ error: "unavailable", message: "the database is unavailable; nothing was saved" });
}

beforeAll(async () => {
  db = await importedDatabase();
  const u = new URL(db.url);
  relay = await startRelay({ host: u.hostname, port: Number(u.port) });
  u.hostname = "127.0.0.1";
  u.port = String(relay.port);
  process.env.DATABASE_URL = u.toString();
  prismaMod = await import("@/lib/db/client");
  errors = await import("@/lib/db/errors");
  signInRoute = await import("@/app/api/admin/sign-in/route");
  qaRoute = await import("@/app/api/admin/qa/route");
  usersRoute = await import("@/app/api/admin/users/route");
  const { createUser } = await import("@/lib/auth/users");
  await createUser({ email: "admin@example.org", name: "Ada", role: "ADMIN", password: PASSWORD });
  const res = await signInRoute.POST(request("/api/admin/sign-in", { body: { email: "admin@example.org", password: PASSWORD } }));
  expect(res.status).toBe(200);
  adminCookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
});

afterAll(async () => {
  await prismaMod?.prisma().$disconnect();
  await relay?.close();
  await db?.drop();
});

describe("isDatabaseUnavailable", () => {
  it("knows a refused connection, a connection dropped mid-query, and a backend terminated by the server", async () => {
    // refused: nothing listens on a port the relay had and closed
    const spare = await startRelay({ host: "127.0.0.1", port: 1 });
    await spare.close();
    const refused = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${spare.port}/x` });
    const e1 = await refused.connect().then(() => null, (e: unknown) => e);
    expect(errors.isDatabaseUnavailable(e1)).toBe(true);

    // through Prisma and the adapter: refused
    const { createPrisma } = await import("@/lib/db/client");
    const p = createPrisma(`postgresql://postgres@127.0.0.1:${spare.port}/x`);
    const e2 = await p.user.count().then(() => null, (e: unknown) => e);
    expect(e2).not.toBeNull();
    expect(errors.isDatabaseUnavailable(e2)).toBe(true);
    await p.$disconnect();

    // terminated by the server (57P01) in the middle of a query
    const victim = new pg.Client({ connectionString: db.url });
    await victim.connect();
    victim.on("error", () => {});
    const pid = (await victim.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
    const sleeping = victim.query("SELECT pg_sleep(10)").then(() => null, (e: unknown) => e);
    await new Promise((r) => setTimeout(r, 200));
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    await admin.end();
    const e3 = await sleeping;
    expect((e3 as { code?: string }).code).toBe("57P01");
    expect(errors.isDatabaseUnavailable(e3)).toBe(true);

    // other errors are not an outage
    expect(errors.isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(errors.isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(errors.isDatabaseUnavailable(null)).toBe(false);
    expect(errors.isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("knows a connection dropped in the middle of a Prisma query", async () => {
    const own = await startRelay({ host: new URL(db.url).hostname, port: Number(new URL(db.url).port) });
    const u = new URL(db.url);
    u.hostname = "127.0.0.1";
    u.port = String(own.port);
    const { createPrisma } = await import("@/lib/db/client");
    const p = createPrisma(u.toString());
    await p.user.count();
    const q = p.$queryRaw`SELECT pg_sleep(10)`.then(() => null, (e: unknown) => e);
    await new Promise((r) => setTimeout(r, 300));
    await own.cut();
    const e = await q;
    expect(e).not.toBeNull();
    expect(errors.isDatabaseUnavailable(e)).toBe(true);
    await p.$disconnect().catch(() => {});
  });
});

describe("while the database is unreachable", () => {
  it("sign-in and admin writes answer 503 'nothing was saved' with Retry-After; afterwards they work and nothing was half-written", async () => {
    const entries = await prismaMod.prisma().qaEntry.count();
    const users = await prismaMod.prisma().user.count();
    await relay.cut();
    try {
      await expectUnavailable(await signInRoute.POST(request("/api/admin/sign-in", { body: { email: "admin@example.org", password: PASSWORD } })));
      await expectUnavailable(await signInRoute.POST(request("/api/admin/sign-in", { body: { email: "admin@example.org", password: "wrong password" } })));
      await expectUnavailable(
        await qaRoute.POST(request("/api/admin/qa", { cookie: adminCookie, body: { slug: "written-during-outage", form: { titleEn: "x", questionEn: "q", answerEn: "a", cards: [], clauses: [] } } }), undefined as never),
      );
      await expectUnavailable(await usersRoute.POST(request("/api/admin/users", { cookie: adminCookie, body: { email: "new@example.org", name: "New", role: "EDITOR", password: PASSWORD } }), undefined as never));
      const read = await usersRoute.GET(request("/api/admin/users", { method: "GET", cookie: adminCookie }), undefined as never);
      expect(read.status).toBe(503);
      expect(read.headers.get("retry-after")).toBe("5");
    } finally {
      await relay.restore();
    }
    // back: the same requests work, and nothing from the outage was kept
    const signIn = await signInRoute.POST(request("/api/admin/sign-in", { body: { email: "admin@example.org", password: PASSWORD } }));
    expect(signIn.status).toBe(200);
    const created = await usersRoute.POST(request("/api/admin/users", { cookie: adminCookie, body: { email: "after@example.org", name: "After", role: "EDITOR", password: PASSWORD } }), undefined as never);
    expect(created.status).toBe(201);
    expect(await prismaMod.prisma().qaEntry.count()).toBe(entries);
    expect(await prismaMod.prisma().qaEntry.findUnique({ where: { slug: "written-during-outage" } })).toBeNull();
    expect(await prismaMod.prisma().user.count()).toBe(users + 1);
    expect(await prismaMod.prisma().user.findUnique({ where: { email: "new@example.org" } })).toBeNull();
  });
});
