/**
 * A mirror of the whole knowledge base, kept the way the API's reference says (/developers): the bulk files, then
 * `changed_since`. The mirror below is a script that knows nothing of the app but its HTTP API (fetch, gunzip,
 * sha256). Then editors change rulings through the admin's API (an edit, a withdrawal, a ruling superseding another),
 * and each change reaches the mirror, the API, the Atom feed and the next bulk file.
 */
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";
import { startApp, type AppServer } from "../support/server";

type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// The mirror: HTTP only.

interface BulkEntry {
  name: string;
  url: string;
  size: number;
  sha256: string;
  records: number;
  sync_from: string;
  updated_at: string;
}

class Mirror {
  cards = new Map<string, Json>();
  rulings = new Map<string, Json>();
  clauses = new Map<string, Json>();
  /** where the next sync starts */
  since = "";
  requests = 0;

  constructor(private readonly base: string) {}

  async json(path: string): Promise<Json> {
    this.requests++;
    const res = await fetch(`${this.base}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Json;
  }

  /** Every bulk file, checked against its size and sha256, one JSON object per line. */
  async download(): Promise<Record<string, { entry: BulkEntry; lines: Json[] }>> {
    const list = (await this.json("/api/v1/bulk")).data as BulkEntry[];
    const out: Record<string, { entry: BulkEntry; lines: Json[] }> = {};
    for (const entry of list) {
      this.requests++;
      const res = await fetch(`${this.base}${entry.url}`);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBe(entry.size);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(entry.sha256);
      const lines = gunzipSync(bytes)
        .toString("utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => JSON.parse(l) as Json);
      expect(lines).toHaveLength(entry.records);
      out[entry.name] = { entry, lines };
    }
    return out;
  }

  async bootstrap(): Promise<void> {
    const files = await this.download();
    for (const c of files["cards.ndjson.gz"].lines) this.cards.set(c.slug as string, c);
    for (const c of files["clauses.ndjson.gz"].lines) this.clauses.set(`${c.document} ${(c.version as Json).key} ${c.number}`, c);
    for (const r of files["rulings.ndjson.gz"].lines) this.rulings.set(r.slug as string, r);
    this.since = files["rulings.ndjson.gz"].entry.sync_from;
  }

  /** Every change since the last sync: rulings stored by slug, tombstones deleted. */
  async sync(): Promise<{ changed: string[]; deleted: string[] }> {
    const changed: string[] = [];
    const deleted: string[] = [];
    let path: string | null = `/api/v1/rulings?changed_since=${encodeURIComponent(this.since)}&limit=10`;
    let next = this.since;
    while (path) {
      const page = await this.json(path);
      for (const item of page.data as Json[]) {
        if (item.deleted === true) {
          this.rulings.delete(item.slug as string);
          deleted.push(item.slug as string);
        } else {
          this.rulings.set(item.slug as string, item);
          changed.push(item.slug as string);
        }
      }
      next = (page.sync as { next_changed_since: string }).next_changed_since;
      path = page.next as string | null;
    }
    this.since = next;
    return { changed, deleted };
  }

  /** Syncs until `done` holds (changes reach every instance within seconds). */
  async syncUntil(done: () => boolean, what: string): Promise<void> {
    for (let i = 0; ; i++) {
      await this.sync();
      if (done()) return;
      if (i > 50) throw new Error(`the mirror did not see ${what} within 10 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Every published ruling the API lists, a page at a time. */
  async listed(): Promise<Map<string, Json>> {
    const out = new Map<string, Json>();
    let path: string | null = "/api/v1/rulings?limit=25";
    while (path) {
      const page = await this.json(path);
      for (const r of page.data as Json[]) out.set(r.slug as string, r);
      path = page.next as string | null;
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------

let app: AppServer;
let db: TestDatabase;
let editor = "";
let mirror: Mirror;
const PASSWORD = "a long enough password";

beforeAll(async () => {
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
  const { createUser } = await import("@/lib/auth/users");
  await createUser({ email: "mirror-editor@example.org", name: "Mira Editor", role: "EDITOR", password: PASSWORD });
  app = await startApp(db.url);
  const res = await fetch(`${app.baseUrl}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl },
    body: JSON.stringify({ email: "mirror-editor@example.org", password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  editor = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  mirror = new Mirror(app.baseUrl);
});

afterAll(async () => {
  await (await import("@/lib/db/client")).prisma().$disconnect();
  await app?.stop();
  await db?.drop();
});

async function admin(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { cookie: editor, origin: app.baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** Saves an entry with some of its form's fields changed. */
async function edit(slug: string, change: Json): Promise<void> {
  const cur = await admin("GET", `/api/admin/qa/${slug}`);
  expect(cur.status).toBe(200);
  const saved = await admin("PUT", `/api/admin/qa/${slug}`, { baseRevision: cur.json.revision, form: { ...(cur.json.form as Json), ...change } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

const title = (r: Json | undefined) => (r?.title as { en: string } | undefined)?.en;

describe("a mirror through the bulk files and changed_since", () => {
  it("holds the whole knowledge base: every card, every clause of every version, every published ruling", async () => {
    await mirror.bootstrap();
    expect(mirror.cards.size).toBe(11_120);
    expect(mirror.cards.get("aqua-soldier")).toMatchObject({ name: "Aqua Soldier", nameJa: "アクア・ソルジャー" });
    const versions = (await mirror.json("/api/v1/rules/dm-comprehensive-rules/versions")).data as { key: string; clauses: number }[];
    expect(mirror.clauses.size).toBe(versions.reduce((n, v) => n + v.clauses, 0));
    expect(mirror.clauses.get("dm-comprehensive-rules 1.48 609.6a")).toMatchObject({ number: "609.6a", parent: "609.6" });
    // what changed since the file was made (nothing, or what a mirror then stores again)
    await mirror.sync();
    const listed = await mirror.listed();
    expect([...mirror.rulings.keys()].sort()).toEqual([...listed.keys()].sort());
    for (const [slug, r] of listed) expect(mirror.rulings.get(slug)).toEqual(r);
    expect(mirror.rulings.size).toBeGreaterThan(50);
    // each ruling as its own route gives it; never the curators' note
    const one = await mirror.json("/api/v1/rulings/deadly-love-aqua-soldier-trash-train");
    expect(mirror.rulings.get("deadly-love-aqua-soldier-trash-train")).toEqual(one);
    for (const r of mirror.rulings.values()) expect(r).not.toHaveProperty("note");
  });

  it("an admin's edit, withdrawal and superseding reach the mirror, the API, the Atom feed and the next bulk file", async () => {
    const edited = "deadly-love-aqua-soldier-trash-train";
    const withdrawn = "aqua-hulcus-trigger-not-replacement";
    const superseding = "rebuild-tapped-state";
    const superseded = "rebuild-summoning-sickness";
    const before = mirror.rulings.get(edited)!;
    const revisionsBefore = (before.history as { revisions: unknown[] }).revisions.length;
    const etagBefore = (await fetch(`${app.baseUrl}/api/v1/rulings/${edited}`)).headers.get("etag");
    const bulkBefore = (await mirror.json("/api/v1/bulk")).data as BulkEntry[];
    expect(mirror.rulings.has(withdrawn)).toBe(true);
    expect((mirror.rulings.get(superseded)!.history as { replaces: unknown[] }).replaces).toEqual([]);

    // 1. an edit
    const newTitle = "Deadly Love on Aqua Soldier (edited for the mirror)";
    await edit(edited, { titleEn: newTitle });
    await mirror.syncUntil(() => title(mirror.rulings.get(edited)) === newTitle, "the edit");
    const after = mirror.rulings.get(edited)!;
    expect((after.history as { revisions: unknown[] }).revisions).toHaveLength(revisionsBefore + 1);
    expect(Date.parse(after.updated_at as string)).toBeGreaterThan(Date.parse(before.updated_at as string));
    const single = await fetch(`${app.baseUrl}/api/v1/rulings/${edited}`);
    expect(single.headers.get("etag")).not.toBe(etagBefore);
    expect(title((await single.json()) as Json)).toBe(newTitle);
    for (let i = 0; ; i++) {
      const feed = await (await fetch(`${app.baseUrl}/feeds/rulings.atom`)).text();
      if (feed.includes(newTitle)) break;
      if (i > 40) throw new Error("the edit did not reach the Atom feed within 8 s");
      await new Promise((r) => setTimeout(r, 200));
    }

    // 2. a withdrawal: a tombstone, and the mirror lets the ruling go
    const cur = await admin("GET", `/api/admin/qa/${withdrawn}`);
    const un = await admin("POST", `/api/admin/qa/${withdrawn}/status`, { baseRevision: cur.json.revision, status: "UNPUBLISHED" });
    expect(un.status).toBe(200);
    await mirror.syncUntil(() => !mirror.rulings.has(withdrawn), "the withdrawal");
    expect((await fetch(`${app.baseUrl}/api/v1/rulings/${withdrawn}`)).status).toBe(404);

    // 3. one ruling superseding another: the other's history changes too, and the mirror hears of it
    await edit(superseding, { supersededBy: superseded, supersededOn: "2024-01-15" });
    await mirror.syncUntil(
      () => (mirror.rulings.get(superseded)?.history as { replaces: { slug: string }[] } | undefined)?.replaces.some((r) => r.slug === superseding) === true,
      "the superseded ruling's history",
    );
    expect(mirror.rulings.get(superseding)).toMatchObject({ superseded_by: superseded, superseded_on: "2024-01-15" });
    expect((mirror.rulings.get(superseded)!.history as { replaces: unknown[] }).replaces).toEqual([{ slug: superseding, superseded_on: "2024-01-15" }]);

    // the mirror now holds exactly what the API lists
    const listed = await mirror.listed();
    expect([...mirror.rulings.keys()].sort()).toEqual([...listed.keys()].sort());
    for (const [slug, r] of listed) expect(mirror.rulings.get(slug)).toEqual(r);

    // and so does the next bulk file: a new rulings file, the cards and clauses unchanged
    const files = await mirror.download();
    const rulings = files["rulings.ndjson.gz"];
    expect(rulings.entry.sha256).not.toBe(bulkBefore.find((f) => f.name === "rulings.ndjson.gz")!.sha256);
    expect(files["cards.ndjson.gz"].entry.sha256).toBe(bulkBefore.find((f) => f.name === "cards.ndjson.gz")!.sha256);
    expect(files["clauses.ndjson.gz"].entry.sha256).toBe(bulkBefore.find((f) => f.name === "clauses.ndjson.gz")!.sha256);
    const inFile = new Map(rulings.lines.map((r) => [r.slug as string, r]));
    expect([...inFile.keys()].sort()).toEqual([...mirror.rulings.keys()].sort());
    expect(title(inFile.get(edited))).toBe(newTitle);
    expect(inFile.has(withdrawn)).toBe(false);
    // a fresh mirror from this file plus changed_since from its sync_from is the same mirror
    const fresh = new Mirror(app.baseUrl);
    await fresh.bootstrap();
    await fresh.sync();
    expect(fresh.rulings).toEqual(mirror.rulings);
    expect(mirror.requests + fresh.requests).toBeLessThan(200);
  });
});
