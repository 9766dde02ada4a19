/**
 * The rule pages of the production build, against a database with content/ imported: the table of
 * contents, the current text first with older versions and the compare picker, a page per clause, the
 * clause preview, bad addresses; in chromium, the #609.6a anchor under the sticky header and the clause
 * preview, with screenshots at 1280×800 and 390×844 in test-results/screenshots/.
 *
 * Uses the build every server test shares (lib/ops/prepare.ts ensureBuild): a dist folder of its own cost a second
 * `next build`, and Next's edit of tsconfig.json for that folder made the shared build look stale (a third).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { parseRulesSource } from "@/lib/rules/source-parser";
import { importedDatabase, type TestDatabase } from "../support/db";
import { pageText } from "../support/html";
import { startApp, type AppServer } from "../support/server";
import { chromiumMissing, launchBrowser, SCREENSHOT_DIR } from "../support/browser";

const PARSED = parseRulesSource(fs.readFileSync("content/rules/dm-comprehensive-rules/sources/ja-v1.48.md", "utf8"));
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

let app: AppServer;
let db: TestDatabase;

beforeAll(async () => {
  db = await importedDatabase();
  app = await startApp(db.url);
}, 1_200_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

async function get(pathname: string, init?: RequestInit): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${app.baseUrl}${pathname}`, init);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

describe("/rules: the table of contents", () => {
  it("lists every chapter and section of Ver. 1.48 with its Japanese and English titles, each a link", async () => {
    const { status, html } = await get("/rules");
    expect(status).toBe(200);
    const t = pageText(html);
    for (const c of PARSED.clauses.filter((x) => x.kind === "chapter" || x.kind === "section")) {
      expect(html, c.number).toContain(`href="/rules/${c.number}"`);
      expect(html, c.number).toContain(escapeHtml(c.title!));
    }
    // English titles from the working translation and the reviewed version file
    expect(t).toContain("Game Basics");
    expect(t).toMatch(/609 Replacement Effects? 置換効果/i);
    expect(t).toContain("Current text: Ver. 1.48 · 2025-12-17");
  });
});

describe("/rules/<number>: the current text first", () => {
  it("609: every clause of the section, newest version first, older versions with their dates one click away", async () => {
    const { status, html } = await get("/rules/609");
    expect(status).toBe(200);
    for (const c of PARSED.clauses.filter((x) => x.number.startsWith("609."))) expect(html, c.number).toContain(`id="${c.number}"`);
    const block = (n: string) => html.slice(html.indexOf(`id="${n}"`), html.indexOf("</section>", html.indexOf(`id="${n}"`)));
    // 609.6a: Ver. 1.48 shown, then the older versions in a <details> with their dates
    const b = pageText(block("609.6a"));
    const current = b.indexOf("Ver. 1.48 · 2025-12-17");
    const older = b.indexOf("Older versions:");
    expect(current).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(current);
    expect(b.indexOf("複数枚のカードを引くことのうちの1つを置換する場合")).toBeGreaterThan(current);
    expect(b.indexOf("複数枚のカードを引くことのうちの1つを置換する場合")).toBeLessThan(older);
    expect(b.slice(older)).toContain("Ver. 1.20 · 2020-07-17");
    expect(b.slice(older)).toContain("Ver. 1.17 · 2019-12-13");
    expect(block("609.6a")).toContain("<details");
    expect(b).toContain("Working translation (not official)");
    // 609.4 is newest in the 2026 fragment (no date): shown first, Ver. 1.48 among the older ones
    const b4 = pageText(block("609.4"));
    expect(b4.indexOf("Ver. 1.50/1.51 · date not known")).toBeLessThan(b4.indexOf("Older versions:"));
    expect(b4.slice(b4.indexOf("Older versions:"))).toContain("Ver. 1.48 · 2025-12-17");
    // version names are versions and dates; where the text was found is a source line, never a version name
    expect(html).not.toMatch(/<option[^>]*>[^<]*(PDF|transcri|quoted|GitHub)/i);
  });

  it("the compare picker offers every version of the clause and leads to the word diff", async () => {
    const { html } = await get("/rules/609.6a");
    const options = [...html.matchAll(/<option[^>]*value="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(options)).toEqual(new Set(["1.17", "1.20", "1.48"]));
    expect(html).toContain('action="/rules/609.6a/compare"');
    const res = await get("/rules/609.6a/compare?from=1.20&to=1.48", { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/rules/609.6a/diff/1.20/1.48");
    const diff = await get("/rules/609.6a/diff/1.20/1.48");
    expect(diff.status).toBe(200);
    expect(diff.html).toMatch(/<(ins|del)\b/);
    for (const bad of ["?from=1.20&to=1.20", "?from=&to=1.48", "?from=%3Cscript%3E&to=1.48", ""]) {
      expect((await get(`/rules/609.6a/compare${bad}`, { redirect: "manual" })).status, bad).toBe(400);
    }
  });

  it("a page per clause: a sample of every kind, each with its text", async () => {
    const sample = PARSED.clauses.filter((c, i) => i % 29 === 0 || ["0", "8", "000.1", "101.1", "312.2", "506.2a", "701.23b", "818", "819"].includes(c.number));
    for (const c of sample) {
      const { status, html } = await get(`/rules/${c.number}`);
      expect(status, c.number).toBe(200);
      const t = pageText(html);
      expect(t, c.number).toContain(c.number);
      if (c.title) expect(html, c.number).toContain(escapeHtml(c.title));
      if (c.text && c.kind !== "chapter") expect(html, c.number).toContain(escapeHtml(c.text.split("\n")[0]));
    }
  }, 300_000);

  it("English is marked as a working translation; a clause without English says so", async () => {
    const t = pageText((await get("/rules/100.2")).html);
    expect(t).toContain("Working translation (not official)");
    expect(t).toContain("Japanese: official text, as transcribed by a third party");
  });

  it.each(["/rules/999", "/rules/609.99", "/rules/609.6z", "/rules/9", "/rules/not-a-clause", "/rules/609.6a.1", "/rules/..%2f..%2fetc%2fpasswd", "/rules/609%3Cscript%3E", "/rules/609.6a/v/9.99", "/rules/609.6a/diff/1.20/9.99"])(
    "404 for %s",
    async (p) => {
      const { status, html } = await get(p);
      expect(status).toBe(404);
      expect(html).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
    },
  );

  it("400 for a malformed address, before the app", async () => {
    expect((await get("/rules/609%00")).status).toBe(400);
    expect((await get("/rules/%E0%A4%A")).status).toBe(400);
  });
});

describe("/rules/<number>/preview: the clause preview's JSON", () => {
  it("gives the newest text with its version, 400 for a bad number, 404 for an unknown one", async () => {
    const ok = await get("/rules/609.6a/preview");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("application/json");
    const p = JSON.parse(ok.html);
    expect(p).toMatchObject({ number: "609.6a", version: { label: "Ver. 1.48", date: "2025-12-17" }, enStatus: "working-translation" });
    expect(p.text.ja).toBe(PARSED.clauses.find((c) => c.number === "609.6a")!.text);
    expect((await get("/rules/abc/preview")).status).toBe(400);
    expect((await get("/rules/999.9/preview")).status).toBe(404);
  });
});

describe("in chromium", () => {
  let browser: Browser | undefined;
  const skip = chromiumMissing();
  beforeAll(async () => {
    if (!skip) browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.skipIf(!!skip).each([
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ])("$name ($width×$height): /rules, and #609.6a lands under the header, highlighted", async ({ name, width, height }) => {
    const page = await browser!.newPage({ viewport: { width, height } });
    try {
      await page.goto(`${app.baseUrl}/rules`);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rules-index-${width}x${height}.png`) });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rules-index-${width}x${height}-full.png`), fullPage: true });

      await page.goto(`${app.baseUrl}/rules/609`);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rules-609-${width}x${height}.png`) });

      await page.goto(`${app.baseUrl}/rules/609#609.6a`);
      await page.waitForTimeout(300);
      const header = await page.locator("body > header").boundingBox();
      const target = page.locator('[id="609.6a"]');
      const box = await target.boundingBox();
      expect(header && box).toBeTruthy();
      expect(box!.y, "below the sticky header").toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(box!.y, "near the top of the screen").toBeLessThan(height / 2);
      expect(await target.evaluate((el) => el.matches(":target"))).toBe(true);
      const bg = await target.evaluate((el) => getComputedStyle(el).backgroundColor);
      const other = await page.locator('[id="609.6b"]').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(bg, "highlighted").not.toBe(other);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rules-609-6a-${width}x${height}.png`) });
      void name;
    } finally {
      await page.close();
    }
  });

  it.skipIf(!!skip)("a clause number in an answer previews the clause on focus and tap; Escape closes it", async () => {
    const page = await browser!.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await page.goto(`${app.baseUrl}/qa/deadly-love-aqua-soldier-trash-train`);
      const link = page.locator('.md a[href="/rules/609.4"]').first();
      await link.focus();
      const tip = page.getByRole("tooltip");
      await expect(tip.textContent()).resolves.toContain("609.4");
      await page.waitForFunction(() => !document.querySelector('[role="tooltip"][aria-busy="true"]'));
      const id = await link.getAttribute("aria-describedby");
      expect(id).toBeTruthy();
      expect(await page.locator(`[id="${id}"]`).textContent()).toContain("イベントが置換された場合");
      await page.keyboard.press("Escape");
      expect(await page.getByRole("tooltip").count()).toBe(0);
      // on a phone: tap ⓘ
      await page.getByRole("button", { name: "Show the text of rule 609.4" }).first().tap();
      await page.getByRole("tooltip").waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, "clause-ref-390x844.png") });
    } finally {
      await page.close();
    }
  });
});
