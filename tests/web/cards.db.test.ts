/**
 * The card index (/cards) and the rules a card page links, from the production build against a database with
 * content/ imported: filters alone and combined, paging, hostile values (a 200 naming them), and the "Rules"
 * chips of a card page.
 */
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";
import { pageText as text } from "../support/html";
import { startApp, type AppServer } from "../support/server";

let app: AppServer;
let db: TestDatabase;
let sql: pg.Client;

beforeAll(async () => {
  db = await importedDatabase();
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  app = await startApp(db.url);
});

afterAll(async () => {
  await sql?.end();
  await app?.stop();
  await db?.drop();
});

async function get(pathname: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${app.baseUrl}${pathname}`);
  return { status: res.status, html: await res.text() };
}

interface Row {
  slug: string;
  cost: string;
  civs: string[];
}
const rows = (html: string): Row[] =>
  [...html.matchAll(/<li[^>]*data-slug="([^"]+)" data-cost="([^"]+)" data-civs="([^"]*)"/g)].map((m) => ({ slug: m[1], cost: m[2], civs: m[3].split(" ") }));
const count = (html: string) => Number(/data-testid="card-count"[^>]*>([\d,]+) cards?/.exec(html)?.[1].replace(/,/g, ""));
const dbCount = async (where: string, params: unknown[] = []) =>
  Number((await sql.query<{ n: string }>(`SELECT count(*) AS n FROM "Card" WHERE ${where}`, params)).rows[0].n);

describe("/cards", () => {
  it("lists the catalogue, filters by set, civilization, type and cost, pages through, and names bad values", async () => {
    const all = await get("/cards");
    expect(all.status).toBe(200);
    const total = await dbCount("true");
    expect(total).toBe(11120);
    expect(count(all.html)).toBe(total);
    expect(text(all.html)).toContain("11,120 cards");
    const first = rows(all.html);
    expect(first).toHaveLength(60);
    expect(text(all.html)).toContain(`Page 1 of ${Math.ceil(total / 60)}`);
    expect(all.html).toContain('href="/cards?page=2"');
    expect(all.html).toMatch(/<nav aria-label="Main"[\s\S]*?href="\/cards"/); // the header links the index
    // each row links its card; the selects carry counts
    for (const r of first) expect(all.html).toContain(`href="/cards/${r.slug}"`);
    expect(text(all.html)).toMatch(/Fire \(2,9\d\d\)/);
    expect(text(all.html)).toMatch(/Evolution Creature \(\d+\)/);

    // page 2 continues page 1
    const second = await get("/cards?page=2");
    expect(second.status).toBe(200);
    const p2 = rows(second.html).map((r) => r.slug);
    expect(p2).toHaveLength(60);
    expect(p2.filter((s) => first.some((r) => r.slug === s))).toEqual([]);
    expect(text(second.html)).toContain(`Page 2 of ${Math.ceil(total / 60)}`);
    expect(second.html).toContain('rel="prev"');

    // civilization and cost together
    const fire3 = await get("/cards?civ=fire&cost=3");
    expect(fire3.status).toBe(200);
    const fireTotal = await dbCount(`'fire' = ANY(civilizations) AND cost = 3`);
    expect(count(fire3.html)).toBe(fireTotal);
    expect(rows(fire3.html).length).toBe(Math.min(60, fireTotal));
    for (const r of rows(fire3.html)) {
      expect(r.cost).toBe("3");
      expect(r.civs).toContain("fire");
    }

    // one set
    const set = "DM-01 Base Set";
    const base = await get(`/cards?set=${encodeURIComponent(set)}`);
    expect(base.status).toBe(200);
    const inSet = (await sql.query<{ slug: string }>(`SELECT slug FROM "Card" WHERE $1 = ANY(sets)`, [set])).rows.map((r) => r.slug);
    expect(inSet.length).toBeGreaterThan(60);
    expect(count(base.html)).toBe(inSet.length);
    const baseRows = rows(base.html).map((r) => r.slug);
    expect(baseRows).toHaveLength(60);
    expect(baseRows.filter((s) => !inSet.includes(s))).toEqual([]);

    // all four together, and the type
    const four = await get(`/cards?set=${encodeURIComponent(set)}&civ=water&type=Creature&cost=4`);
    const fourTotal = await dbCount(`$1 = ANY(sets) AND 'water' = ANY(civilizations) AND type = 'Creature' AND cost = 4`, [set]);
    expect(fourTotal).toBeGreaterThan(0);
    expect(count(four.html)).toBe(fourTotal);
    const evo = await get("/cards?type=Evolution+Creature");
    expect(count(evo.html)).toBe(await dbCount(`type = 'Evolution Creature'`));

    // malformed and unknown values: a 200 that names each, and the rest of the filters still apply
    const bad = await get("/cards?civ=purple&cost=abc&page=0&type=%3Cscript%3E&set=No+such+set");
    expect(bad.status).toBe(200);
    const b = text(bad.html);
    expect(b).toContain('civ: "purple" is not one of');
    expect(b).toContain('cost: "abc" is not a cost');
    expect(b).toContain('page: "0" is not a page number');
    expect(bad.html).toContain('type: &quot;&lt;script&gt;&quot; is not a card type');
    expect(b).toContain('no set is named "No such set"');
    expect(bad.html).not.toContain("<script>\"");
    expect(count(bad.html)).toBe(total);
    const mixed = await get("/cards?civ=fire&cost=3&type=Nope");
    expect(mixed.status).toBe(200);
    expect(text(mixed.html)).toContain('no card has the type "Nope"');
    expect(count(mixed.html)).toBe(fireTotal);
    // past the last page: the last page, said so
    const past = await get("/cards?page=99999");
    expect(past.status).toBe(200);
    expect(text(past.html)).toContain(`Page ${Math.ceil(total / 60)} of ${Math.ceil(total / 60)}`);
    expect(rows(past.html).length).toBe(total % 60 || 60);
    // nothing matches: a 200 that says so
    const none = await get("/cards?cost=999&civ=light");
    expect(none.status).toBe(200);
    expect(rows(none.html).length).toBe(await dbCount(`cost = 999 AND 'light' = ANY(civilizations)`));

    // fuzzed values: never a 500 (a 400 only for what the front door refuses: bad percent-encoding, control characters)
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.constantFrom("0", "-1", "1e9", "none", "NONE", "999", "1000", "00003", "%", "%25", "'; DROP TABLE \"Card\"; --", "a".repeat(300), set, "Evolution Creature", "Fire"),
    );
    const raw = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 }).map((bytes) => bytes.map((x) => `%${x.toString(16).padStart(2, "0")}`).join(""));
    const param = fc.tuple(fc.constantFrom("set", "civ", "type", "cost", "page"), fc.oneof(value.map((v) => encodeURIComponent(v)), raw));
    await fc.assert(
      fc.asyncProperty(fc.array(param, { minLength: 1, maxLength: 5 }), async (params) => {
        const res = await fetch(`${app.baseUrl}/cards?${params.map(([k, v]) => `${k}=${v}`).join("&")}`);
        await res.arrayBuffer();
        return res.status === 200 || res.status === 400;
      }),
      { numRuns: 150, seed: 20261126 },
    );
  }, 120_000);

  it("card pages link the clauses they rely on, by type and by ability", async () => {
    const aqua = await get("/cards/aqua-soldier");
    expect(aqua.status).toBe(200);
    expect(aqua.html).toMatch(/href="\/rules\/609\.1"/); // "would be destroyed … instead": a replacement effect
    expect(aqua.html).toContain('id="card-rules"');
    expect(aqua.html).toContain('href="/cards"');
    const evo = (await sql.query<{ slug: string }>(`SELECT slug FROM "Card" WHERE type = 'Evolution Creature' ORDER BY slug LIMIT 1`)).rows[0].slug;
    expect((await get(`/cards/${evo}`)).html).toContain('href="/rules/801"');
    const twin = await get("/cards/death-carl-merciless-king-lost-soul");
    expect(twin.html).toContain('href="/rules/810"');
    expect(twin.html).toContain('href="/rules/302"');
    const trigger = (await sql.query<{ slug: string }>(`SELECT slug FROM "Card" WHERE type = 'Spell' AND text LIKE 'Shield Trigger%' ORDER BY slug LIMIT 1`)).rows[0].slug;
    expect((await get(`/cards/${trigger}`)).html).toContain('href="/rules/112.3a"');
  });
});
