/**
 * The admin's routes over HTTP against the production build: every mutating route refuses anonymous
 * callers, editors where admins only are allowed, and other sites; saves based on a stale revision are
 * refused with both versions; every save is a revision and restoring is one more; publishing refuses an
 * entry whose scenario disagrees with its stated outcome; sign-in is rate-limited per account and address.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRevision } from "@/lib/rulings/ruling";
import { importedDatabase, type TestDatabase } from "../support/db";
import { pageText } from "../support/html";
import { startApp, type AppServer } from "../support/server";

let app: AppServer;
let db: TestDatabase;
const PASSWORD = "a long enough password";
const cookies: Record<"editor" | "admin" | "editor2", string> = { editor: "", admin: "", editor2: "" };
let prismaMod: typeof import("@/lib/db/client");

const soldierScenario = fs
  .readFileSync(path.join("content", "scenarios", "aqua-soldier-destroyed.yaml"), "utf8")
  .replace("id: aqua-soldier-destroyed", "id: admin-test-soldier");
const RIGHT = "zones:\n  B.hand: [b_soldier]\n  B.graveyard: []";
const WRONG = "zones:\n  B.graveyard: [b_soldier]";

function form(over: Record<string, unknown> = {}) {
  return {
    titleEn: "Aqua Soldier in battle",
    questionEn: "My Aqua Soldier loses a battle. Where does it go?",
    answerEn: "To your **hand**: its replacement applies (609.1).",
    cards: ["aqua-soldier"],
    clauses: ["609.1"],
    scenario: { mode: "own", source: soldierScenario },
    outcome: RIGHT,
    ...over,
  };
}

let ipCounter = 0;
/** Each caller its own address, so the per-address sign-in limit of one test does not leak into another. */
const freshIp = () => `10.0.0.${++ipCounter}`;
/**
 * Headers that make a request come from `ip`: the test runs the server with its loopback peer as a trusted
 * proxy, so it reads X-Forwarded-For; a server that passes x-shinpan-client through (plain `next start`)
 * reads that instead. Untrusted clients can do neither (tests/unit/http.test.ts, tests/reliability/abuse.db.test.ts).
 */
const from = (ip: string) => ({ "x-forwarded-for": ip, "x-shinpan-client": ip });

async function call(method: string, pathname: string, opts: { who?: keyof typeof cookies | null; body?: unknown; origin?: string; raw?: string; type?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { origin: opts.origin ?? new URL(app.baseUrl).origin, ...from(opts.ip ?? "10.9.9.9") };
  if (opts.who) headers.cookie = cookies[opts.who];
  let body: string | undefined;
  if (opts.raw !== undefined) {
    body = opts.raw;
    headers["content-type"] = opts.type ?? "application/json";
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const res = await fetch(`${app.baseUrl}${pathname}`, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers };
}

async function signIn(email: string, password: string, ip = freshIp()) {
  const res = await fetch(`${app.baseUrl}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(app.baseUrl).origin, ...from(ip) },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), setCookie: res.headers.getSetCookie(), json: await res.json() };
}

beforeAll(async () => {
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
  prismaMod = await import("@/lib/db/client");
  const { createUser } = await import("@/lib/auth/users");
  await createUser({ email: "admin@example.org", name: "Ada Admin", role: "ADMIN", password: PASSWORD });
  await createUser({ email: "editor@example.org", name: "Eddie Editor", role: "EDITOR", password: PASSWORD });
  await createUser({ email: "editor2@example.org", name: "Erin Editor", role: "EDITOR", password: PASSWORD });
  await createUser({ email: "victim@example.org", name: "Vic", role: "EDITOR", password: PASSWORD });
  process.env.SHINPAN_TRUSTED_PROXIES = "127.0.0.1"; // the test client plays the reverse proxy (see `from`)
  app = await startApp(db.url);
  for (const who of ["admin", "editor", "editor2"] as const) {
    const r = await signIn(`${who}@example.org`, PASSWORD);
    expect(r.status).toBe(200);
    cookies[who] = r.cookie;
  }
});

afterAll(async () => {
  await prismaMod?.prisma().$disconnect();
  await app?.stop();
  await db?.drop();
});

describe("sessions", () => {
  it("the session cookie is httpOnly, SameSite=Strict and expires", async () => {
    const r = await signIn("editor@example.org", PASSWORD);
    const session = r.setCookie.find((c) => c.startsWith("shinpan.session_token="))!;
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).toMatch(/Max-Age=28800/);
    const row = await prismaMod.prisma().session.findFirst({ where: { user: { email: "editor@example.org" } }, orderBy: { createdAt: "desc" } });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(8 * 3600 * 1000, -4);
  });

  it("an expired session is refused", async () => {
    const r = await signIn("editor@example.org", PASSWORD);
    const token = decodeURIComponent(r.cookie.split("=")[1]).split(".")[0];
    const h = { cookie: r.cookie };
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: h })).status).toBe(200);
    await prismaMod.prisma().session.update({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: h })).status).toBe(401);
  });

  it("passwords are stored as scrypt hashes, never in clear", async () => {
    const acc = await prismaMod.prisma().account.findFirst({ where: { user: { email: "admin@example.org" } } });
    expect(acc!.password).not.toContain(PASSWORD);
    expect(acc!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // better-auth scrypt: salt:key
  });

  it("sign-out ends the session server-side", async () => {
    const r = await signIn("editor@example.org", PASSWORD);
    expect((await call("GET", "/api/admin/qa/aqua-soldier-destroyed", { who: null, raw: undefined })).status).toBe(401);
    const h = { cookie: r.cookie, origin: new URL(app.baseUrl).origin };
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: h })).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/admin/sign-out`, { method: "POST", headers: h })).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: h })).status).toBe(401);
  });

  it("wrong password and unknown email get the same answer, and both are audited", async () => {
    const a = await signIn("editor@example.org", "not the password!!");
    const b = await signIn("nobody@example.org", "not the password!!");
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.json).toEqual(b.json);
    const events = await prismaMod.prisma().auditEvent.findMany({ where: { action: "sign-in-failed" } });
    expect(events.map((e) => e.actorEmail)).toEqual(expect.arrayContaining(["editor@example.org", "nobody@example.org"]));
  });

  it("after 5 bad passwords an account is limited, even with the right password, and its owner elsewhere too", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("victim@example.org", `wrong password ${i}`, freshIp())).status).toBe(401);
    const limited = await signIn("victim@example.org", PASSWORD, freshIp());
    expect(limited.status).toBe(429);
    expect(Number(limited.json.retryAfter)).toBeGreaterThan(0);
    expect(await prismaMod.prisma().auditEvent.count({ where: { action: "sign-in-limited", actorEmail: "victim@example.org" } })).toBeGreaterThan(0);
  });

  it("after 20 failures from one address, that address is limited for every account", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await signIn(`guess${i}@example.org`, "wrong password", ip)).status).toBe(401);
    expect((await signIn("editor2@example.org", PASSWORD, ip)).status).toBe(429);
    expect((await signIn("editor2@example.org", PASSWORD, freshIp())).status).toBe(200);
  });

  it("a user changes their own password: the current one is checked, other sessions end", async () => {
    const { createUser } = await import("@/lib/auth/users");
    await createUser({ email: "mover@example.org", name: "Mover", role: "EDITOR", password: PASSWORD });
    const a = await signIn("mover@example.org", PASSWORD);
    const b = await signIn("mover@example.org", PASSWORD);
    const change = (cookie: string, body: unknown) =>
      fetch(`${app.baseUrl}/api/admin/account/password`, { method: "POST", headers: { cookie, origin: new URL(app.baseUrl).origin, "content-type": "application/json" }, body: JSON.stringify(body) });
    const wrong = await change(a.cookie, { currentPassword: "not the password", newPassword: "a brand new passphrase" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).field).toBe("currentPassword");
    const short = await change(a.cookie, { currentPassword: PASSWORD, newPassword: "short" });
    expect((await short.json()).field).toBe("newPassword");
    const ok = await change(a.cookie, { currentPassword: PASSWORD, newPassword: "a brand new passphrase" });
    expect(ok.status).toBe(200);
    const renewed = ok.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: { cookie: b.cookie } })).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: { cookie: renewed } })).status).toBe(200);
    expect((await signIn("mover@example.org", PASSWORD)).status).toBe(401);
    expect((await signIn("mover@example.org", "a brand new passphrase")).status).toBe(200);
    expect(await prismaMod.prisma().auditEvent.count({ where: { action: "user.password", actorEmail: "mover@example.org" } })).toBe(1);
  });

  it("a disabled user cannot sign in and their sessions end", async () => {
    const { createUser } = await import("@/lib/auth/users");
    const u = await createUser({ email: "leaver@example.org", name: "Leaver", role: "EDITOR", password: PASSWORD });
    const s = await signIn("leaver@example.org", PASSWORD);
    expect(s.status).toBe(200);
    expect((await call("PATCH", `/api/admin/users/${u.id}`, { who: "admin", body: { disabled: true } })).status).toBe(200);
    const h = { cookie: s.cookie };
    expect((await fetch(`${app.baseUrl}/api/admin/qa/aqua-hulcus-trigger-not-replacement`, { headers: h })).status).toBe(401);
    expect((await signIn("leaver@example.org", PASSWORD)).status).toBe(401);
  });
});

/** Every mutating admin route, with a body that would succeed for a caller allowed to use it. */
function mutatingRoutes(userId: string) {
  return [
    { method: "POST", path: "/api/admin/check", role: "EDITOR", body: { form: form() } },
    { method: "POST", path: "/api/admin/qa", role: "EDITOR", body: { slug: `matrix-${Math.random().toString(36).slice(2, 8)}`, form: form({ scenario: { mode: "none" }, outcome: "" }) } },
    { method: "PUT", path: "/api/admin/qa/[slug]", role: "EDITOR", body: null },
    { method: "POST", path: "/api/admin/qa/[slug]/status", role: "EDITOR", body: null },
    { method: "POST", path: "/api/admin/qa/[slug]/restore", role: "EDITOR", body: null },
    { method: "POST", path: "/api/admin/users", role: "ADMIN", body: { email: `u${Math.random().toString(36).slice(2, 8)}@example.org`, name: "New", role: "EDITOR", password: PASSWORD } },
    { method: "PATCH", path: "/api/admin/users/[id]", role: "ADMIN", body: { role: "EDITOR" }, id: userId },
    // a wrong current password: an allowed caller gets past the role check to the password check (400)
    { method: "POST", path: "/api/admin/account/password", role: "EDITOR", body: { currentPassword: "not my password!", newPassword: "another long password" }, okStatus: 400 },
  ] as const;
}

describe("authorisation on every mutating route", () => {
  it("the matrix below covers every mutating route handler under app/api/admin", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name === "route.ts") {
          const src = fs.readFileSync(p, "utf8");
          const route = "/" + path.relative("app", path.dirname(p)).split(path.sep).join("/");
          for (const m of ["POST", "PUT", "PATCH", "DELETE"]) if (new RegExp(`export (const|async function) ${m}\\b`).test(src)) found.push(`${m} ${route}`);
        }
      }
    };
    walk(path.join("app", "api", "admin"));
    const covered = [...mutatingRoutes("x").map((r) => `${r.method} ${r.path}`), "POST /api/admin/sign-in", "POST /api/admin/sign-out"];
    expect(found.sort()).toEqual(covered.sort());
  });

  it("anonymous: 401, editor: 403 on admin-only routes, admin: allowed; and nothing changed when refused", async () => {
    const editor2 = await prismaMod.prisma().user.findUniqueOrThrow({ where: { email: "editor2@example.org" } });
    const created = await call("POST", "/api/admin/qa", { who: "editor", body: { slug: "matrix-target", form: form({ scenario: { mode: "none" }, outcome: "" }) } });
    expect(created.status).toBe(201);
    const results: string[] = [];
    for (const who of [null, "editor", "admin"] as const) {
      for (const r of mutatingRoutes(editor2.id)) {
        const current = (await call("GET", "/api/admin/qa/matrix-target", { who: "admin" })).json;
        const body =
          r.path === "/api/admin/qa/[slug]"
            ? { baseRevision: current.revision, form: { ...(current.form as object), titleEn: `edited by ${who}` } }
            : r.path.endsWith("/status")
              ? { baseRevision: current.revision, status: current.status === "DRAFT" ? "IN_REVIEW" : "DRAFT" }
              : r.path.endsWith("/restore")
                ? { baseRevision: current.revision, number: 1 }
                : r.body;
        const url = r.path.replace("[slug]", "matrix-target").replace("[id]", "id" in r ? r.id : "");
        const before = await prismaMod.prisma().revision.count();
        const users = await prismaMod.prisma().user.count();
        const res = await call(r.method, url, { who, body });
        const allowed = who === "admin" || (who === "editor" && r.role === "EDITOR");
        const expected = who === null ? 401 : allowed ? "ok" : 403;
        const got = res.status === ("okStatus" in r ? r.okStatus : 0) || (res.status >= 200 && res.status < 300) ? "ok" : res.status;
        results.push(`${who ?? "anonymous"} ${r.method} ${r.path}: ${got === expected ? "as expected" : `got ${res.status} ${JSON.stringify(res.json)}`}`);
        if (got !== "ok" || "okStatus" in r) {
          expect(await prismaMod.prisma().revision.count()).toBe(before);
          expect(await prismaMod.prisma().user.count()).toBe(users);
        }
      }
    }
    expect(results.filter((r) => !r.endsWith("as expected"))).toEqual([]);
    expect(results).toHaveLength(24);
  });

  it("a request from another site is refused even with a valid session cookie", async () => {
    const editor2 = await prismaMod.prisma().user.findUniqueOrThrow({ where: { email: "editor2@example.org" } });
    for (const r of mutatingRoutes(editor2.id)) {
      const url = r.path.replace("[slug]", "matrix-target").replace("[id]", "id" in r ? r.id : "");
      const res = await call(r.method, url, { who: "admin", body: r.body ?? { baseRevision: 1 }, origin: "https://evil.example" });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      expect(res.json.error).toBe("cross-origin");
    }
    const signin = await fetch(`${app.baseUrl}/api/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: `email=admin%40example.org&password=${encodeURIComponent(PASSWORD)}`,
      redirect: "manual",
    });
    expect(signin.status).toBe(403);
    expect(signin.headers.getSetCookie()).toEqual([]);
  });

  it("reading routes need a session too: an existing scenario's YAML for the editor", async () => {
    expect((await call("GET", "/api/admin/scenarios/aqua-soldier-destroyed", { who: null })).status).toBe(401);
    const ok = await call("GET", "/api/admin/scenarios/aqua-soldier-destroyed", { who: "editor" });
    expect(ok.status).toBe(200);
    expect(String(ok.json.source)).toContain("id: aqua-soldier-destroyed");
    expect((await call("GET", "/api/admin/scenarios/no-such-scenario", { who: "editor" })).status).toBe(404);
  });

  it("admin pages redirect anonymous readers to sign in and editors away from admin-only pages", async () => {
    const anon = await fetch(`${app.baseUrl}/admin/users`, { redirect: "manual" });
    expect([303, 307, 308]).toContain(anon.status);
    expect(anon.headers.get("location")).toContain("/admin/login");
    const ed = await fetch(`${app.baseUrl}/admin/users`, { redirect: "manual", headers: { cookie: cookies.editor } });
    expect([303, 307, 308]).toContain(ed.status);
    expect(ed.headers.get("location")).not.toContain("/admin/users");
    const ad = await fetch(`${app.baseUrl}/admin/users`, { headers: { cookie: cookies.admin } });
    expect(ad.status).toBe(200);
    expect(pageText(await ad.text())).toContain("editor@example.org");
  });
});

describe("bad input is refused with the field named, and changes nothing", () => {
  const cases: [string, { raw?: string; type?: string; body?: unknown }, number, string | null][] = [
    ["not JSON", { raw: "{oops" }, 400, null],
    ["form-encoded body", { raw: "a=b", type: "application/x-www-form-urlencoded" }, 415, null],
    ["too large", { raw: JSON.stringify({ form: form({ answerEn: "x".repeat(300_000) }) }) }, 413, null],
    ["empty title", { body: { form: form({ titleEn: "  " }) } }, 400, "titleEn"],
    ["answer over 20,000 characters", { body: { form: form({ answerEn: "x".repeat(20_001) }) } }, 400, "answerEn"],
    ["unknown card", { body: { form: form({ cards: ["no-such-card"] }) } }, 400, "cards.0"],
    ["unknown clause", { body: { form: form({ clauses: ["999.9"] }) } }, 400, "clauses.0"],
    ["javascript: source link", { body: { form: form({ sourceUrl: "javascript:alert(1)" }) } }, 400, "sourceUrl"],
    ["unknown field", { body: { form: { ...form(), isAdmin: true } } }, 400, "form"],
    ["scenario id of a content scenario", { body: { form: form({ scenario: { mode: "own", source: soldierScenario.replace("admin-test-soldier", "aqua-soldier-destroyed") } }) } }, 409, "scenario.source"],
  ];
  for (const [name, input, status, field] of cases) {
    it(name, async () => {
      const before = await prismaMod.prisma().qaEntry.count();
      const revs = await prismaMod.prisma().revision.count();
      const res = await call("POST", "/api/admin/qa", { who: "editor", ...input, body: input.body && { slug: `bad-${status}-${Math.random().toString(36).slice(2, 7)}`, ...(input.body as object) } });
      expect(res.status, JSON.stringify(res.json)).toBe(status);
      expect(typeof res.json.message).toBe("string");
      if (field) expect(res.json.field).toBe(field);
      expect(await prismaMod.prisma().qaEntry.count()).toBe(before);
      expect(await prismaMod.prisma().revision.count()).toBe(revs);
    });
  }

  it("messages name fields by their labels (the key path stays in `field`)", async () => {
    const clause = await call("POST", "/api/admin/qa", { who: "editor", body: { slug: "bad-label-clause", form: form({ clauses: ["999.9"] }) } });
    expect(clause.json.field).toBe("clauses.0");
    expect(clause.json.message).toBe("Clauses, item 1: no rule version has clause 999.9");
    const title = await call("POST", "/api/admin/qa", { who: "editor", body: { slug: "bad-label-title", form: form({ titleEn: " " }) } });
    expect(title.json.message).toBe("Title (English): is required");
  });

  it("a draft can be saved half-written (texts that do not parse yet are kept), but not published", async () => {
    const c = await call("POST", "/api/admin/qa", { who: "editor", body: { slug: "half-written", form: form({ scenario: { mode: "own", source: "meta: [" }, outcome: "zones: [" }) } });
    expect(c.status, JSON.stringify(c.json)).toBe(201);
    const e = await call("GET", "/api/admin/qa/half-written", { who: "editor" });
    expect(e.json.form).toMatchObject({ scenario: { mode: "own", source: "meta: [" }, outcome: "zones: [" });
    const p = await call("POST", "/api/admin/qa/half-written/status", { who: "editor", body: { baseRevision: e.json.revision, status: "PUBLISHED" } });
    expect(p.status).toBe(422);
    expect(String(p.json.message)).toMatch(/not published: .*line 1/);
    expect((await call("GET", "/api/admin/qa/half-written", { who: "editor" })).json.status).toBe("DRAFT");
  });

  it("the live check locates a scenario problem by line and field", async () => {
    const broken = soldierScenario.replace('card: "Aqua Soldier"', 'card: "Aqua Soldierr"');
    const res = await call("POST", "/api/admin/check", { who: "editor", body: { form: form({ scenario: { mode: "own", source: broken } }) } });
    expect(res.status).toBe(200);
    const p = (res.json.problems as { part: string; line: number; field: string; message: string }[])[0];
    expect(p.part).toBe("scenario");
    expect(broken.split("\n")[p.line - 1]).toContain("Aqua Soldierr");
    expect(p.field).toBe("setup.B.battle[0].card");
    expect(p.message).toMatch(/Aqua Soldier/);
  });

  it("YAML aliases are located problems, never a 500: in the live check, a draft save and a publish (issue 11)", async () => {
    const unresolved = soldierScenario + "zz: *nope\n";
    const levels = [`l0: &l0 [${Array(10).fill('"lol"').join(", ")}]`];
    for (let i = 1; i < 9; i++) levels.push(`l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(", ")}]`);
    const laughs = levels.join("\n") + "\n" + soldierScenario;
    for (const [source, line, field] of [[unresolved, unresolved.split("\n").indexOf("zz: *nope") + 1, "zz"], [laughs, 3, "l2[8]"]] as const) {
      const res = await call("POST", "/api/admin/check", { who: "editor", body: { form: form({ scenario: { mode: "own", source }, outcome: "zones: *nope" }) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.problems).toEqual([
        { part: "outcome", line: 1, field: "zones", message: "alias *nope has no anchor &nope before it", code: "E_YAML_ALIAS" },
        expect.objectContaining({ part: "scenario", line, field, code: "E_YAML_ALIAS" }),
      ]);
    }
    const c = await call("POST", "/api/admin/qa", { who: "editor", body: { slug: "alias-draft", form: form({ scenario: { mode: "own", source: laughs } }) } });
    expect(c.status, JSON.stringify(c.json)).toBe(201);
    const e = await call("GET", "/api/admin/qa/alias-draft", { who: "editor" });
    const p = await call("POST", "/api/admin/qa/alias-draft/status", { who: "editor", body: { baseRevision: e.json.revision, status: "PUBLISHED" } });
    expect(p.status).toBe(422);
    expect(String(p.json.message)).toMatch(/^not published: scenario line 3, l2\[8\]: more than 100 aliases/);
  });
});

describe("publishing, history and concurrent edits", () => {
  const get = (slug: string, who: keyof typeof cookies = "editor") => call("GET", `/api/admin/qa/${slug}`, { who });

  it("publishing is refused while the scenario disagrees with the outcome; fixed, it publishes and the public pages show it", async () => {
    const before = await fetch(`${app.baseUrl}/cards/aqua-soldier`).then((r) => r.text());
    expect(before).not.toContain("Aqua Soldier meets a bigger creature");
    const c = await call("POST", "/api/admin/qa", { who: "editor", body: { slug: "soldier-meets-bigger", form: form({ titleEn: "Aqua Soldier meets a bigger creature", outcome: WRONG }) } });
    expect(c.status).toBe(201);
    expect((c.json.check as { outcome: { ok: boolean } }).outcome.ok).toBe(false);
    let e = await get("soldier-meets-bigger");
    const refused = await call("POST", "/api/admin/qa/soldier-meets-bigger/status", { who: "editor", body: { baseRevision: e.json.revision, status: "PUBLISHED" } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe("disagrees");
    expect(String(refused.json.message)).toMatch(/disagrees.*outcome\.zones\.B\.graveyard.*line 2/);
    expect((await fetch(`${app.baseUrl}/qa/soldier-meets-bigger`)).status).toBe(404);
    // a draft's own scenario is as private as the draft
    expect((await fetch(`${app.baseUrl}/scenarios/admin-test-soldier`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/scenarios/admin-test-soldier/steps.json`)).status).toBe(404);

    const fixed = await call("PUT", "/api/admin/qa/soldier-meets-bigger", { who: "editor", body: { baseRevision: e.json.revision, form: { ...(e.json.form as object), outcome: RIGHT } } });
    expect(fixed.status).toBe(200);
    e = await get("soldier-meets-bigger");
    const published = await call("POST", "/api/admin/qa/soldier-meets-bigger/status", { who: "editor", body: { baseRevision: e.json.revision, status: "PUBLISHED" } });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const page = await fetch(`${app.baseUrl}/qa/soldier-meets-bigger`);
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toMatch(/Checked by the engine/);
    const card = await fetch(`${app.baseUrl}/cards/aqua-soldier`).then((r) => r.text());
    expect(card).toContain("Aqua Soldier meets a bigger creature");
    expect((await fetch(`${app.baseUrl}/scenarios/admin-test-soldier`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/scenarios/admin-test-soldier/steps.json`)).status).toBe(200);
    expect(await prismaMod.prisma().auditEvent.count({ where: { action: "qa.publish", targetKey: "soldier-meets-bigger" } })).toBe(1);

    // a published entry cannot be saved into disagreement either
    e = await get("soldier-meets-bigger");
    const breakIt = await call("PUT", "/api/admin/qa/soldier-meets-bigger", { who: "editor", body: { baseRevision: e.json.revision, form: { ...(e.json.form as object), outcome: WRONG } } });
    expect(breakIt.status).toBe(422);

    // unpublished: gone from the public pages, kept in the admin
    const un = await call("POST", "/api/admin/qa/soldier-meets-bigger/status", { who: "editor", body: { baseRevision: e.json.revision, status: "UNPUBLISHED" } });
    expect(un.status).toBe(200);
    expect((await fetch(`${app.baseUrl}/qa/soldier-meets-bigger`)).status).toBe(404);
    expect(await fetch(`${app.baseUrl}/cards/aqua-soldier`).then((r) => r.text())).not.toContain("Aqua Soldier meets a bigger creature");
    expect((await get("soldier-meets-bigger")).json.status).toBe("UNPUBLISHED");
  });

  it("a save based on a stale revision is refused with both versions, and the newer save is kept", async () => {
    const slug = "aqua-hulcus-trigger-not-replacement"; // an entry imported from content/
    const a = await get(slug, "editor");
    const b = await get(slug, "editor2");
    expect(a.json.revision).toBe(b.json.revision);
    const first = await call("PUT", `/api/admin/qa/${slug}`, { who: "editor", body: { baseRevision: a.json.revision, form: { ...(a.json.form as object), titleEn: "Edited by Eddie" } } });
    expect(first.status).toBe(200);
    const second = await call("PUT", `/api/admin/qa/${slug}`, { who: "editor2", body: { baseRevision: b.json.revision, form: { ...(b.json.form as object), titleEn: "Edited by Erin" } } });
    expect(second.status).toBe(409);
    expect(second.json.error).toBe("stale");
    const cur = second.json.current as { revision: number; form: { titleEn: string }; author: string };
    const yours = second.json.yours as { baseRevision: number; form: { titleEn: string } };
    expect(cur.revision).toBe(first.json.revision);
    expect(cur.form.titleEn).toBe("Edited by Eddie");
    expect(cur.author).toBe("Eddie Editor");
    expect(yours.form.titleEn).toBe("Edited by Erin");
    expect((await get(slug)).json.form).toMatchObject({ titleEn: "Edited by Eddie" });
    // Erin saves again on top of what she has now seen
    const third = await call("PUT", `/api/admin/qa/${slug}`, { who: "editor2", body: { baseRevision: cur.revision, form: { ...(b.json.form as object), titleEn: "Edited by Erin" } } });
    expect(third.status).toBe(200);
  });

  it("every save is a revision with author and time; any two compare; restore is a new revision", async () => {
    const slug = "aqua-hulcus-trigger-not-replacement";
    const revs = await prismaMod.prisma().revision.findMany({ where: { entityType: "qa", entityKey: slug }, orderBy: { number: "asc" }, include: { author: true } });
    expect(revs.map((r) => r.origin)).toEqual(["import", "admin", "admin"]);
    expect(revs.slice(1).map((r) => r.author?.name)).toEqual(["Eddie Editor", "Erin Editor"]);
    const diff = await call("GET", `/api/admin/qa/${slug}/diff?from=1&to=3`, { who: "editor" });
    expect(diff.status).toBe(200);
    const fields = diff.json as unknown as { field: string; parts: { op: string; text: string }[] }[];
    expect(fields.map((f) => f.field)).toEqual(["titleEn"]);
    expect(fields[0].parts.filter((p) => p.op === "add").map((p) => p.text).join("")).toContain("Erin");

    const restored = await call("POST", `/api/admin/qa/${slug}/restore`, { who: "editor", body: { number: 1, baseRevision: 3 } });
    expect(restored.status).toBe(200);
    expect(restored.json.revision).toBe(4);
    const now = await get(slug);
    expect(now.json.revision).toBe(4);
    expect((now.json.form as { titleEn: string }).titleEn).toBe(readRevision(revs[0].data).ruling.title.en);
    const page = await fetch(`${app.baseUrl}/qa/${slug}`).then((r) => r.text());
    expect(pageText(page)).toContain("trigger or replacement?");
    // the restored-over versions are still there
    expect(await prismaMod.prisma().revision.count({ where: { entityType: "qa", entityKey: slug } })).toBe(4);
    // a restore based on a stale revision is refused too
    expect((await call("POST", `/api/admin/qa/${slug}/restore`, { who: "editor", body: { number: 2, baseRevision: 3 } })).status).toBe(409);
  });

  it("Markdown in answers is rendered sanitised on the public page", async () => {
    const c = await call("POST", "/api/admin/qa", {
      who: "editor",
      body: {
        slug: "markdown-safety",
        form: form({ scenario: { mode: "none" }, outcome: "", answerEn: 'Fine <script>alert("x")</script> [click](javascript:alert(1)) [away](//evil.example) <img src=x onerror=alert(1)>' }),
      },
    });
    expect(c.status).toBe(201);
    const e = await get("markdown-safety");
    expect((await call("POST", "/api/admin/qa/markdown-safety/status", { who: "editor", body: { baseRevision: e.json.revision, status: "PUBLISHED" } })).status).toBe(200);
    const html = await fetch(`${app.baseUrl}/qa/markdown-safety`).then((r) => r.text());
    expect(html).not.toContain('<script>alert("x")');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).not.toMatch(/href="\/\/evil/);
    expect(html).not.toContain("<img src=x");
    expect(pageText(html)).toContain("Fine");
  });
});

describe("security headers", () => {
  it("public and admin pages send CSP and friends; the admin is never cached", async () => {
    for (const p of ["/", "/qa/deadly-love-aqua-soldier-trash-train", "/admin/login"]) {
      const res = await fetch(`${app.baseUrl}${p}`);
      expect(res.headers.get("content-security-policy"), p).toMatch(/default-src 'self'.*frame-ancestors 'self'.*object-src 'none'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
    const login = await fetch(`${app.baseUrl}/admin/login`);
    expect(login.headers.get("cache-control")).toContain("no-store");
  });
});
