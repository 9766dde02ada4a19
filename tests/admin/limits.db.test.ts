/**
 * Sign-in limits under concurrency, in process: attempts are counted and reserved atomically before the
 * password is checked, so a burst sent at once gets no more password checks than the limit allows, per
 * account and per address. The address is the one the server sets (x-shinpan-client); X-Forwarded-For
 * from a client counts for nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";

let db: TestDatabase;
let prismaMod: typeof import("@/lib/db/client");
let session: typeof import("@/lib/auth/session");
let limits: typeof import("@/lib/auth/limits");
let signInRoute: typeof import("@/app/api/admin/sign-in/route");
const PASSWORD = "a long enough password";
/** password checks (hash verifications) better-auth made */
let checks = 0;

beforeAll(async () => {
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
  prismaMod = await import("@/lib/db/client");
  session = await import("@/lib/auth/session");
  limits = await import("@/lib/auth/limits");
  signInRoute = await import("@/app/api/admin/sign-in/route");
  const { createUser } = await import("@/lib/auth/users");
  for (const who of ["target", "burst", "changer", "spray"]) await createUser({ email: `${who}@example.org`, name: who, role: "EDITOR", password: PASSWORD });
  const { auth } = await import("@/lib/auth/auth");
  const ctx = await auth().$context;
  const verify = ctx.password.verify;
  ctx.password.verify = async (a) => {
    checks++;
    return verify(a);
  };
});

afterAll(async () => {
  await prismaMod?.prisma().$disconnect();
  await db?.drop();
});

// every test starts with no attempts counted, so one test's addresses cannot limit another's
beforeEach(async () => {
  await prismaMod.prisma().loginAttempt.deleteMany({});
});

let n = 0;
const address = () => `192.0.2.${++n}`;
const from = (ip: string) => new Headers({ "x-shinpan-client": ip });

describe("sign-in limits hold under concurrency", () => {
  it("40 wrong passwords at once: at most 5 are checked, the rest are limited", async () => {
    checks = 0;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => session.signIn("target@example.org", `wrong password ${i}`, from(address()))));
    const invalid = results.filter((r) => !r.ok && r.reason === "invalid").length;
    const limited = results.filter((r) => !r.ok && r.reason === "limited").length;
    expect(invalid).toBeLessThanOrEqual(limits.LIMITS.perAccount);
    expect(invalid + limited).toBe(40);
    expect(checks).toBeLessThanOrEqual(limits.LIMITS.perAccount);
    expect(await prismaMod.prisma().loginAttempt.count({ where: { email: "target@example.org" } })).toBeLessThanOrEqual(limits.LIMITS.perAccount);
  });

  it("19 wrong and the right one at once: at most 5 password checks in all", async () => {
    checks = 0;
    const attempts = Array.from({ length: 20 }, (_, i) => (i === 13 ? PASSWORD : `wrong password ${i}`));
    const results = await Promise.all(attempts.map((p) => session.signIn("burst@example.org", p, from(address()))));
    const checked = results.filter((r) => r.ok || r.reason === "invalid").length;
    expect(checked).toBeLessThanOrEqual(limits.LIMITS.perAccount);
    expect(checks).toBeLessThanOrEqual(limits.LIMITS.perAccount);
  });

  it("one address, 40 accounts at once: at most 20 are checked", async () => {
    const ip = address();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => session.signIn(`nobody${i}@example.org`, "wrong password", from(ip))));
    const invalid = results.filter((r) => !r.ok && r.reason === "invalid").length;
    expect(invalid).toBeLessThanOrEqual(limits.LIMITS.perAddress);
    expect(results.filter((r) => !r.ok && r.reason === "limited").length).toBeGreaterThanOrEqual(40 - limits.LIMITS.perAddress);
  });

  it("a success still clears the account's count, and limited attempts are not counted as failures", async () => {
    const ip = address();
    for (let i = 0; i < 4; i++) expect((await session.signIn("spray@example.org", "wrong password", from(ip))).ok).toBe(false);
    expect((await session.signIn("spray@example.org", PASSWORD, from(ip))).ok).toBe(true);
    for (let i = 0; i < 4; i++) expect(await session.signIn("spray@example.org", "wrong password", from(ip))).toMatchObject({ ok: false, reason: "invalid" });
    expect((await session.signIn("spray@example.org", PASSWORD, from(ip))).ok).toBe(true);
    expect(await prismaMod.prisma().loginAttempt.count({ where: { email: "spray@example.org", ok: true } })).toBe(2);
  });

  it("changing one's password: 10 wrong current passwords at once, at most 5 are checked", async () => {
    const r = await session.signIn("changer@example.org", PASSWORD, from(address()));
    if (!r.ok) throw new Error("sign-in failed");
    const headers = new Headers({ cookie: r.setCookies.map((c) => c.split(";")[0]).join("; "), "x-shinpan-client": address() });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => session.changeOwnPassword(r.actor, `not it ${i} at all`, "a brand new password", headers)));
    expect(results.filter((x) => !x.ok && x.reason === "wrong-password").length).toBeLessThanOrEqual(limits.LIMITS.perAccount);
    expect(results.filter((x) => !x.ok && x.reason === "limited").length).toBeGreaterThanOrEqual(5);
  });
});

describe("the per-address limit ignores X-Forwarded-For", () => {
  it("rotating X-Forwarded-For through the sign-in route does not escape the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await signInRoute.POST(
        new Request("http://localhost:3000/api/admin/sign-in", {
          method: "POST",
          headers: { "content-type": "application/json", host: "localhost:3000", origin: "http://localhost:3000", "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` },
          body: JSON.stringify({ email: `rotating${i}@example.org`, password: "wrong password" }),
        }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const rows = await prismaMod.prisma().loginAttempt.findMany({ where: { email: { startsWith: "rotating" } }, select: { ip: true } });
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(["unknown"]));
  });

  it("the server's x-shinpan-client is what counts", async () => {
    const res = await signInRoute.POST(
      new Request("http://localhost:3000/api/admin/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json", host: "localhost:3000", origin: "http://localhost:3000", "x-shinpan-client": "203.0.113.50", "x-forwarded-for": "10.1.1.1" },
        body: JSON.stringify({ email: "someone@example.org", password: "wrong password" }),
      }),
    );
    expect(res.status).toBe(401);
    expect(await prismaMod.prisma().loginAttempt.findFirst({ where: { email: "someone@example.org" } })).toMatchObject({ ip: "203.0.113.50" });
  });
});
