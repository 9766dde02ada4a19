/**
 * Search in the production build: /api/search answers JSON for any input (never an error page), /search renders
 * cards, rulings and clauses without JavaScript, and the header box is a keyboard-driven combobox in chromium.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import pg from "pg";
import { importedDatabase, type TestDatabase } from "../support/db";
import { pageText } from "../support/html";
import { startApp, type AppServer } from "../support/server";
import { chromiumMissing, launchBrowser, SCREENSHOT_DIR } from "../support/browser";
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

async function api(query: string): Promise<{ status: number; type: string; body: Record<string, unknown> }> {
  const res = await fetch(`${app.baseUrl}/api/search${query}`);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: (await res.json()) as Record<string, unknown> };
}

const text = pageText;

describe("GET /api/search", () => {
  it("answers cards and the rulings linked to them", async () => {
    const { status, type, body } = await api(`?q=${encodeURIComponent("aqua sold")}`);
    expect(status).toBe(200);
    expect(type).toContain("application/json");
    const cards = body.cards as { slug: string; match: string }[];
    expect(cards[0]).toMatchObject({ slug: "aqua-soldier", match: "prefix" });
    const rulings = body.rulings as { slug: string; cards: string[] }[];
    expect(rulings.map((r) => r.slug)).toContain("deadly-love-aqua-soldier-trash-train");
    expect(body.truncated).toBe(false);
  });

  it("Japanese, hiragana and typos", async () => {
    const first = async (q: string) => ((await api(`?q=${encodeURIComponent(q)}`)).body.cards as { slug: string }[])[0]?.slug;
    expect(await first("あくあそるじゃー")).toBe("aqua-soldier");
    expect(await first("ＡＱＵＡ　ＳＯＬＤＩＥＲ")).toBe("aqua-soldier");
    expect(await first("bolshak yamato")).toBe("bolshack-yamato-dragon");
  });

  it.each([
    ["no q at all", ""],
    ["an empty q", "?q="],
    ["only spaces", "?q=%20%20%20"],
    ["only punctuation", "?q=%E3%83%BB%21%3F"],
    ["SQL", `?q=${encodeURIComponent(`'; DROP TABLE "Card"; --`)}`],
    ["SQL wildcards", "?q=%25%25_%5C"],
    ["control characters", "?q=%00%01%1B%7F"],
    ["invalid percent-encoding", "?q=%E0%A4%A"],
    ["two q parameters", "?q=aqua&q=soldier"],
  ])("%s: 200 with a JSON answer", async (_, query) => {
    const { status, type, body } = await api(query);
    expect(status).toBe(200);
    expect(type).toContain("application/json");
    expect(Array.isArray(body.cards)).toBe(true);
    expect(Array.isArray(body.rulings)).toBe(true);
  });

  it("a very long q is cut, and says so", async () => {
    const { status, body } = await api(`?q=${"aqua%20soldier%20".repeat(400)}`);
    expect(status).toBe(200);
    expect(body.truncated).toBe(true);
    expect((body.query as string).length).toBeLessThanOrEqual(100);
  });

  it("a bad limit is a clear 400, still JSON", async () => {
    for (const limit of ["abc", "0", "-1", "100000", "1.5"]) {
      const { status, body } = await api(`?q=aqua&limit=${limit}`);
      expect(status).toBe(400);
      expect(body.error).toMatch(/^limit: /);
    }
    const ok = await api("?q=aqua&limit=3");
    expect((ok.body.cards as unknown[]).length).toBe(3);
  });

  it("the database is untouched by any of it", async () => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const n = (await c.query(`SELECT count(*)::int AS n FROM "Card"`)).rows[0].n;
    await c.end();
    expect(n).toBe(11120);
  });
});

describe("the /search page (server-rendered)", () => {
  it("cards, rulings and clauses", async () => {
    const res = await fetch(`${app.baseUrl}/search?q=${encodeURIComponent("aqua soldier")}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/cards/aqua-soldier"');
    expect(html).toContain('href="/qa/deadly-love-aqua-soldier-trash-train"');
    const rules = await (await fetch(`${app.baseUrl}/search?q=${encodeURIComponent("replacement effect")}`)).text();
    expect(rules).toMatch(/href="\/rules\/609[.\da-z]*"/);
    const byNumber = await (await fetch(`${app.baseUrl}/search?q=609.4`)).text();
    expect(byNumber).toContain('href="/rules/609.4"');
  });

  it("says how many there are and pages through one section", async () => {
    const html = await (await fetch(`${app.baseUrl}/search?q=dragon`)).text();
    const t = text(html);
    expect(t).toMatch(/All cards \( ?(\d{2,3}|1,000\+) ?\)/); // more cards than the first 30
    expect(html).toContain('href="/search?q=dragon&amp;in=cards"');
    const p2 = await (await fetch(`${app.baseUrl}/search?q=dragon&in=cards&page=2`)).text();
    expect(text(p2)).toMatch(/Showing 31–60 of /);
    expect(p2).toContain('rel="prev"');
    expect(p2).toContain('href="/search?q=dragon&amp;in=cards&amp;page=3"');
    expect(p2).not.toContain('id="rulings"'); // only the section asked for
    // a section or page that does not exist falls back, never an error
    for (const q of ["in=nope&page=2", "in=cards&page=0", "in=cards&page=abc", "in=cards&page=99999999999", "in[]=x"]) {
      const res = await fetch(`${app.baseUrl}/search?q=dragon&${q}`);
      expect(res.status).toBe(200);
    }
  });

  it.each([
    ["", "Type a card name"],
    ["%00%27%3B+DROP+TABLE+%22Card%22%3B--", "No card matches"],
    ["%25", "No card matches"],
    [`${"x".repeat(5000)}`, "cut to its first 100 characters"],
  ])("q=%s… answers 200: %s", async (q, expected) => {
    const res = await fetch(`${app.baseUrl}/search?q=${q}`);
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain(expected);
  });
});

const noChromium = chromiumMissing();

describe("the header search box in a browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!noChromium) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function suggestions(page: Page) {
    const box = page.locator("#q-header");
    const list = page.locator(`#${await box.getAttribute("aria-controls")}`);
    return { box, list };
  }

  it.skipIf(noChromium)(`type, arrow down, Enter opens the card${noChromium ? ` (skipped: ${noChromium})` : ""}`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/search")) requests.push(r.url());
    });
    await page.goto(`${app.baseUrl}/rules/609`);
    const { box, list } = await suggestions(page);
    await expect(box.getAttribute("role")).resolves.toBe("combobox");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");

    await box.focus();
    await page.keyboard.type("aqua sold", { delay: 20 }); // faster than the debounce: one request, not nine
    await page.waitForFunction(() => document.querySelector("#q-header")?.getAttribute("aria-expanded") === "true");
    expect(requests.length).toBeLessThanOrEqual(2);
    const options = list.locator('[role="option"]');
    await expect(options.first().textContent()).resolves.toContain("Aqua Soldier");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search-suggest.png") });

    // ↓ highlights the first option and points aria-activedescendant at it
    await page.keyboard.press("ArrowDown");
    const firstId = await options.first().getAttribute("id");
    await expect(box.getAttribute("aria-activedescendant")).resolves.toBe(firstId);
    await expect(options.first().getAttribute("aria-selected")).resolves.toBe("true");
    // ↓ ↑ moves and comes back; ↑ from the top wraps to the last option ("search everything")
    await page.keyboard.press("ArrowDown");
    await expect(box.getAttribute("aria-activedescendant")).resolves.toBe(await options.nth(1).getAttribute("id"));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(box.getAttribute("aria-activedescendant")).resolves.toBe(await options.last().getAttribute("id"));
    await expect(options.last().textContent()).resolves.toContain("Search everything");
    await page.keyboard.press("ArrowDown"); // wraps to the first again

    // Escape closes the list and keeps the text; ↓ opens it again
    await page.keyboard.press("Escape");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(box.inputValue()).resolves.toBe("aqua sold");
    await page.keyboard.press("ArrowDown");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("true");

    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cards\/aqua-soldier$/);
    await expect(page.locator("h1").textContent()).resolves.toBe("Aqua Soldier");
    await page.close();
  });

  it.skipIf(noChromium)("hiragana suggests the katakana card; Enter without a choice opens the results page", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${app.baseUrl}/qa`);
    const { box, list } = await suggestions(page);
    await box.fill("あくあそるじゃー");
    await page.waitForFunction(() => document.querySelector("#q-header")?.getAttribute("aria-expanded") === "true");
    await expect(list.locator('[role="option"]').first().textContent()).resolves.toContain("Aqua Soldier");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search-suggest-phone.png") });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=/);
    await expect(page.getByTestId("search-results").locator("a").first().textContent()).resolves.toBe("Aqua Soldier");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search-results-phone.png"), fullPage: true });
    // a 150-character query of long words does not widen the phone layout
    await page.goto(`${app.baseUrl}/search?q=${encodeURIComponent("Supercalifragilisticexpialidocious".repeat(5))}`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Search");
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search-long-query-phone.png"), fullPage: true });
    await page.close();
  });

  it.skipIf(noChromium)("a typo still suggests the card; the results page on a desktop", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.baseUrl}/`);
    const { box, list } = await suggestions(page);
    await box.fill("bolshak yamato");
    await page.waitForFunction(() => document.querySelector("#q-header")?.getAttribute("aria-expanded") === "true");
    await expect(list.locator('[role="option"]').first().textContent()).resolves.toContain("Bolshack Yamato Dragon");
    await page.goto(`${app.baseUrl}/search?q=${encodeURIComponent("aqua soldier")}`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search-results.png"), fullPage: true });
    await page.goto(`${app.baseUrl}/search?q=${encodeURIComponent("replacement effect")}`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search-results-text.png"), fullPage: true });
    await page.close();
  });

  it.skipIf(noChromium)("without JavaScript the header box is a plain form to /search", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/about`);
    await page.locator("#q-header").fill("aqua soldier");
    await page.locator("#q-header").press("Enter");
    await page.waitForURL(/\/search\?q=aqua\+soldier/);
    await expect(page.getByTestId("search-results").locator("a").first().textContent()).resolves.toBe("Aqua Soldier");
    await context.close();
  });
});

describe("answers kept by the front server (lib/ops/response-cache.ts)", () => {
  it("/api/search may be kept by shared caches for a short while; its errors never", async () => {
    const ok = await fetch(`${app.baseUrl}/api/search?q=aqua`);
    expect(ok.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const bad = await fetch(`${app.baseUrl}/api/search?q=aqua&limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
  });

  it("a repeated search is answered from memory, and never across a change the database announced", async () => {
    const slug = "deadly-love-aqua-soldier-trash-train";
    const page = async (url: string) => {
      const res = await fetch(`${app.baseUrl}${url}`);
      return { cache: res.headers.get("x-shinpan-cache"), html: await res.text() };
    };
    const first = await page("/search?q=aqua+soldier");
    const again = await page("/search?q=aqua+soldier");
    expect(again).toEqual({ cache: "hit", html: first.html });
    const api = "/api/search?q=aqua+soldier";
    await page(api);
    expect((await page(api)).cache).toBe("hit");

    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    /** changes a ruling's title as an admin save does: write, then announce the paths that changed */
    const retitle = async (title: string) => {
      const revalidations = app.log().split("pages revalidated").length;
      const { rows } = await c.query<{ old: string }>(
        `UPDATE "QaEntry" n SET "titleEn" = $2 FROM "QaEntry" o WHERE n.id = o.id AND n.slug = $1 RETURNING o."titleEn" AS old`,
        [slug, title],
      );
      await c.query(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, changePayload({ paths: [`/qa/${slug}`], reason: "search cache test" })]);
      // the server has heard it once it has asked Next to revalidate
      for (let i = 0; app.log().split("pages revalidated").length === revalidations; i++) {
        if (i > 100) throw new Error(`the change was not heard:\n${app.log()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return rows[0].old;
    };
    // the ruling's own page, served by Next from its cache, is kept too
    const qaPage = `/qa/${slug}`;
    await page(qaPage);
    expect((await page(qaPage)).cache).toBe("hit");
    /** Next regenerates a page it dropped on the next requests; from then on, only the new page, also from memory */
    const settles = async (url: string, text: string) => {
      for (let i = 0; !(await page(url)).html.includes(text); i++) {
        if (i > 100) throw new Error(`${url} never showed "${text}"`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const later = [await page(url), await page(url), await page(url)];
      expect(later.every((p) => p.html.includes(text))).toBe(true);
      expect(later[2].cache).toBe("hit");
    };

    const retitled = "A ruling retitled while its search was cached";
    const original = await retitle(retitled);
    try {
      const after = await page("/search?q=aqua+soldier");
      expect(after.cache).toBe("miss");
      expect(after.html).toContain(retitled);
      const suggestions = await fetch(`${app.baseUrl}${api}`);
      expect(suggestions.headers.get("x-shinpan-cache")).toBe("miss");
      expect(JSON.stringify(await suggestions.json())).toContain(retitled);
      await settles(qaPage, retitled);
    } finally {
      await retitle(original);
      await c.end();
    }
    expect((await page("/search?q=aqua+soldier")).html).not.toContain(retitled);
    await settles(qaPage, original);
  });
});
