/** The Atom feeds served by the production build: all rulings, per card, per clause; 304s; 404s; the pages link them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFeed } from "@rowanmanning/feed-parser";
import pg from "pg";
import { importedDatabase, type TestDatabase } from "../support/db";
import { startApp, type AppServer } from "../support/server";
import { CHANGES_CHANNEL, changePayload } from "@/lib/db/changes";

let app: AppServer;
let db: TestDatabase;

beforeAll(async () => {
  db = await importedDatabase();
  app = await startApp(db.url);
});

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers });

describe("Atom feeds", () => {
  it("all published rulings, newest change first, as Atom a feed reader reads", async () => {
    const res = await get("/feeds/rulings.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/atom+xml");
    const feed = parseFeed(await res.text());
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "QaEntry" WHERE status = 'PUBLISHED'`);
    expect(feed.items).toHaveLength(Math.min(n, 50));
    const updated = feed.items.map((i) => i.updated!.getTime());
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(feed.items.every((i) => i.url?.startsWith(`${app.baseUrl}/qa/`))).toBe(true);
    const drafts = await sql<{ slug: string }>(`SELECT slug FROM "QaEntry" WHERE status <> 'PUBLISHED'`);
    for (const d of drafts) expect(feed.items.some((i) => i.url?.endsWith(`/qa/${d.slug}`))).toBe(false);
  });

  it("per card and per clause (its sub-clauses included)", async () => {
    const card = parseFeed(await (await get("/feeds/cards/aqua-soldier.atom")).text());
    expect(card.title).toBe("Shinpan: rulings about Aqua Soldier");
    expect(card.items.map((i) => i.url)).toContain(`${app.baseUrl}/qa/deadly-love-aqua-soldier-trash-train`);
    const clause = parseFeed(await (await get("/feeds/rules/609.atom")).text());
    expect(clause.items.length).toBeGreaterThan(0);
    expect(clause.items.every((i) => i.categories.some((c) => c.term === "rule:609" || c.term.startsWith("rule:609.")))).toBe(true);
  });

  it("a change to a ruling reaches the feed as soon as it is announced", async () => {
    const before = parseFeed(await (await get("/feeds/rulings.atom")).text());
    const slug = before.items.at(-1)!.url!.split("/qa/")[1];
    await sql(`UPDATE "QaEntry" SET "titleEn" = $2, "updatedAt" = now() WHERE slug = $1`, [slug, "A changed title for the feed test"]);
    await sql(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, changePayload({ paths: [`/qa/${slug}`], reason: "feed test" })]);
    for (let i = 0; ; i++) {
      const after = parseFeed(await (await get("/feeds/rulings.atom")).text());
      if (after.items[0].title === "A changed title for the feed test") {
        expect(after.items[0].url).toBe(`${app.baseUrl}/qa/${slug}`);
        break;
      }
      if (i > 40) throw new Error("the change did not reach the feed within 8 s");
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it("conditional GETs and HEAD", async () => {
    const res = await get("/feeds/rulings.atom");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("cache-control")).toContain("s-maxage=");
    expect((await get("/feeds/rulings.atom", { "if-none-match": etag })).status).toBe(304);
    const head = await fetch(`${app.baseUrl}/feeds/rulings.atom`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it.each([
    ["/feeds/cards/no-such-card.atom", 404],
    ["/feeds/cards/aqua-soldier", 404],
    ["/feeds/cards/%2e%2e%2fetc.atom", 404],
    ["/feeds/rules/999.99z.atom", 404],
    ["/feeds/rules/DROP.atom", 404],
    [`/feeds/cards/${"a".repeat(300)}.atom`, 404],
  ])("%s → %i, plain text, never an error page", async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
  });

  it("every page links the feed of all rulings", async () => {
    for (const path of ["/", "/qa", "/rules/609"]) {
      const html = await (await get(path)).text();
      const links = [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map((m) => m[0]);
      const feed = links.find((l) => l.includes('type="application/atom+xml"') && l.includes('href="/feeds/rulings.atom"'));
      expect(feed, path).toBeDefined();
      expect(feed).toContain('title="Shinpan: Duel Masters rulings"');
    }
  });
});
