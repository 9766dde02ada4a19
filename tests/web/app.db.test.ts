/**
 * The production build, served by `next start` against a database with content/ imported:
 * every read route answers with the right content, unknown addresses are real 404s, and a
 * reader can go home → search → card page in chromium.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { importedDatabase, type TestDatabase } from "../support/db";
import { pageText } from "../support/html";
import { startApp, type AppServer } from "../support/server";
import { chromiumMissing, launchBrowser, SCREENSHOT_DIR } from "../support/browser";

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

async function get(pathname: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${app.baseUrl}${pathname}`);
  return { status: res.status, html: await res.text() };
}

const text = pageText;

describe("read pages", () => {
  it("home: search box, catalogue size and latest rulings", async () => {
    const { status, html } = await get("/");
    expect(status).toBe(200);
    expect(html).toContain('name="q"');
    expect(text(html)).toContain("11,120 cards");
    expect(html).toMatch(/href="\/qa\/[a-z0-9-]+"/);
  });

  it("home: Duel Masters rulings only (another game's are kept for comparison, off the home page)", async () => {
    const { html } = await get("/");
    expect(html).not.toMatch(/href="\/qa\/yugioh-/);
  });

  it("rulings list: Duel Masters by default, filters by card, clause, topic, checked and year, pages through", async () => {
    const slugs = (html: string) => [...html.matchAll(/href="\/qa\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    const count = (html: string) => Number(/data-testid="ruling-count"[^>]*>([\d,]+) ruling/.exec(html)?.[1].replace(",", ""));
    const all = await get("/qa");
    expect(all.status).toBe(200);
    const total = count(all.html);
    expect(total).toBeGreaterThan(20);
    expect(slugs(all.html).length).toBe(20);
    expect(slugs(all.html).some((s) => s.startsWith("yugioh-"))).toBe(false);
    expect(text(all.html)).toMatch(/Rulings from other games, for comparison \(\d+\)/);
    // paging: the second page continues the first, and the pages hold every ruling once
    const pages = Math.ceil(total / 20);
    const seen = new Set<string>();
    for (let p = 1; p <= pages; p++) for (const s of slugs((await get(`/qa?page=${p}`)).html)) seen.add(s);
    expect(seen.size).toBe(total);
    expect(text((await get("/qa?page=2")).html)).toContain(`Page 2 of ${pages}`);
    // other games: asked for, and labelled
    const other = await get("/qa?game=other");
    expect(slugs(other.html).length).toBeGreaterThan(0);
    expect(slugs(other.html).every((s) => s.startsWith("yugioh-"))).toBe(true);
    expect(text(other.html)).toContain("Yu-Gi-Oh! Trading Card Game ruling");
    // a card
    const aqua = await get("/qa?card=aqua-soldier");
    expect(slugs(aqua.html)).toContain("deadly-love-aqua-soldier-trash-train");
    expect(slugs(aqua.html)).not.toContain("rebuild-tapped-state");
    // a clause and its sub-clauses; a section as topic
    const rebuild = slugs((await get("/qa?clause=801.4")).html);
    expect(rebuild).toContain("rebuild-tapped-state");
    expect(rebuild).not.toContain("deadly-love-aqua-soldier-trash-train");
    expect(slugs((await get("/qa?topic=801")).html)).toEqual(expect.arrayContaining(rebuild));
    // checked by the engine, and a year
    expect(slugs((await get("/qa?verified=unchecked")).html)).not.toContain("deadly-love-aqua-soldier-trash-train");
    const y2021 = await get("/qa?year=2021");
    expect(slugs(y2021.html)).toContain("rebuild-tapped-state");
    expect(slugs(y2021.html)).not.toContain("deadly-love-aqua-soldier-trash-train");
    // hostile values: a 200 that says what was ignored
    const bad = await get("/qa?clause=%3Cscript%3E&page=abc&card=no-such-card");
    expect(bad.status).toBe(200);
    // named, and escaped
    expect(text(bad.html)).toContain('clause: "&lt;script&gt;" is not a clause number');
    expect(text(bad.html)).toContain('no ruling names the card "no-such-card"');
    expect(bad.html).not.toContain("<script>\"");
  });

  it("card page: text, stats, names and its rulings", async () => {
    const { status, html } = await get("/cards/aqua-soldier");
    expect(status).toBe(200);
    const t = text(html);
    expect(t).toContain("Aqua Soldier");
    expect(t).toContain("アクア・ソルジャー");
    expect(t).toContain("When this creature would be destroyed, return it to your hand instead.");
    expect(t).toContain("Liquid People");
    expect(html).toContain('href="/qa/deadly-love-aqua-soldier-trash-train"');
  });

  it("card page of a twinpact shows both sides", async () => {
    const { status, html } = await get("/cards/death-carl-merciless-king-lost-soul");
    expect(status).toBe(200);
    expect(text(html)).toContain("Death Carl, Merciless King");
    expect(text(html)).toContain("Lost Soul");
  });

  it("rule section: every clause with a permalink anchor, EN and JA, and the rulings citing it", async () => {
    const { status, html } = await get("/rules/609");
    expect(status).toBe(200);
    for (const n of ["609.1", "609.1a", "609.6a", "609.6b", "609.8"]) expect(html).toContain(`id="${n}"`);
    const t = text(html);
    expect(t).toContain("A replacement effect is applied only once for each event.");
    expect(t).toContain("置換効果は各イベントにつき 1 回だけ適用されます");
    expect(t).toContain("Fan translation (not official)");
    expect(html).toContain('href="/qa/deadly-love-aqua-soldier-trash-train"');
  });

  it("a single clause, and a chosen version", async () => {
    const one = await get("/rules/609.6a");
    expect(one.status).toBe(200);
    expect(text(one.html)).toContain("sequence of card draws");
    expect(one.html).not.toContain('id="609.3"');
    const rebuild = await get("/rules/801.4c");
    expect(rebuild.status).toBe(200);
    expect(text(rebuild.html)).toContain("再構築されたクリーチャーは新たにバトルゾーンに出るわけではなく");
  });

  it("Q&A page: question, answer, cards, clauses and source", async () => {
    const { status, html } = await get("/qa/deadly-love-aqua-soldier-trash-train");
    expect(status).toBe(200);
    const t = text(html);
    expect(t).toContain("How many times does Super Trash Train trigger?");
    expect(html).toContain('href="/cards/super-trash-train-fuuma-devil"');
    expect(html).toContain('href="/rules/609.4"');
    expect(t).toContain("Substitution Effect");
  });

  it("search finds cards by English, partial and Japanese names", async () => {
    expect(text((await get("/search?q=aqua+sold")).html)).toContain("Aqua Soldier");
    expect(text((await get(`/search?q=${encodeURIComponent("あくあ・そるじゃー")}`)).html)).toContain("Aqua Soldier");
    const empty = await get("/search?q=%00%27%3B+DROP+TABLE+%22Card%22%3B--");
    expect(empty.status).toBe(200);
    expect(text(empty.html)).toContain("No card matches");
  });

  it("Q&A page: the rules it follows, whether it holds under the current rules, every step without JavaScript", async () => {
    const { html } = await get("/qa/deadly-love-aqua-soldier-trash-train");
    expect(text(html)).toContain("Follows the rules of Ver. 1.20 (2020-07-17) · checked by the engine, and still holds under the current rules, Ver. 1.48 (2025-12-17)");
    // without JavaScript the step list is in the page itself, card names and all
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(noscript).toContain('id="step-1"');
    expect(text(noscript)).toContain("Super Trash Train");
    expect(html).not.toContain("<iframe");
    // a ruling of older rules whose answer the current rules change says so, in card names
    const old = text((await get("/qa/rebuild-tamaseed-2021-rules")).html);
    expect(old).toContain("Follows the rules of Ver. 1.23 (2021-03-16)");
    expect(old).toContain("Under the current rules, Ver. 1.48 (2025-12-17), the answer is different");
    expect(old).toContain("Player A's battle zone: Jenny's Shadow (the answer says: nothing)");
    // curators' notes stay in the admin
    const current = text((await get("/qa/rebuild-tamaseed-stays")).html);
    expect(current).toContain("Checked by the engine under the current rules, Ver. 1.48 (2025-12-17)");
    expect(current).not.toContain("Re-sourced");
    const list = await get("/scenarios/deadly-love-aqua-soldier-trash-train/steps");
    expect(list.status).toBe(200);
    const t = text(list.html);
    expect(list.html).toContain('id="step-1"');
    expect(t).toContain("the original event never happens (609.4)");
    expect(t).toMatch(/does not trigger: the event it watches was replaced/);
    // the player's data is static JSON
    const json = await (await fetch(`${app.baseUrl}/scenarios/deadly-love-aqua-soldier-trash-train/steps.json`)).json();
    expect(json.st.frames.length).toBeGreaterThan(3);
    expect(json.compiled.scenario.meta.id).toBe("deadly-love-aqua-soldier-trash-train");
    // an entry without a scenario says it is not engine-checked
    expect(text((await get("/qa/yugioh-one-replacement-per-destruction")).html)).toContain("not checked by the engine");
  });

  it("scenario pages: the player, its rules and its file", async () => {
    const { status, html } = await get("/scenarios/rumble-lecter-both-sides");
    expect(status).toBe(200);
    expect(html).toContain('data-testid="step-player-loading"');
    expect(html).toContain('href="/rules/609.8"');
    expect(text(html)).toContain("The engine's run matches this scenario's expected outcome");
    expect((await get("/scenarios")).status).toBe(200);
    expect((await get("/scenarios/no-such-scenario")).status).toBe(404);
  });

  it("rule pages link the scenarios that demonstrate them, and compare versions", async () => {
    const rule = await get("/rules/609.8");
    expect(rule.html).toContain('href="/scenarios/rumble-lecter-both-sides"');
    const v = await get("/rules/609/v/1.17");
    expect(v.status).toBe(200);
    expect(text(v.html)).toContain("2019-12-13");
    expect(v.html).not.toContain('id="609.9"');
    const diff = await get("/rules/609/diff/1.17/1.20");
    expect(diff.status).toBe(200);
    expect(text(diff.html)).toContain("Ver. 1.17 → Ver. 1.20");
    const later = await get("/rules/609.4/diff/1.20/1.50");
    expect(later.status).toBe(200);
    expect(later.html).toMatch(/<del[^>]*>/); // 1.50's shorter 609.4 removes the second sentence
    expect((await get("/rules/609/diff/1.17/9.99")).status).toBe(404);
  });

  it("a Q&A page loads at most 150 KB of gzipped JavaScript", async () => {
    const { html } = await get("/qa/deadly-love-aqua-soldier-trash-train");
    const srcs = [...new Set([...html.matchAll(/<script([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1])).map((m) => /src="([^"]+)"/.exec(m[1])?.[1]).filter((x): x is string => !!x))];
    expect(srcs.length).toBeGreaterThan(0);
    let total = 0;
    for (const src of srcs) {
      const body = Buffer.from(await (await fetch(`${app.baseUrl}${src}`)).arrayBuffer());
      total += gzipSync(body).length;
    }
    expect(total).toBeLessThanOrEqual(150 * 1024);
  });

  it("lists: rules index and rulings index", async () => {
    expect(text((await get("/rules")).html)).toContain("Ver. 1.20");
    const qa = await get("/qa");
    expect(qa.status).toBe(200);
    expect(text(qa.html)).toContain("Rulings from other games");
    expect(text((await get("/qa?game=other")).html)).toContain("Yu-Gi-Oh!");
  });

  // Next 16 answers notFound() in a dynamically rendered page with status 404 and the not-found UI in
  // its RSC payload, rendered by the browser (vercel/next.js#62228); an unknown path is fully server-rendered.
  it.each(["/cards/no-such-card", "/qa/no-such-ruling", "/rules/999", "/rules/not-a-clause"])("404 for %s", async (p) => {
    const { status, html } = await get(p);
    expect(status).toBe(404);
    expect(html).toContain('content="noindex"');
    expect(html).toContain("There is no card, rule or ruling at this address");
  });

  it("404 for an unknown path, rendered on the server", async () => {
    const { status, html } = await get("/no/such/page");
    expect(status).toBe(404);
    expect(text(html)).toContain("There is no card, rule or ruling at this address");
  });
});

const noChromium = chromiumMissing();

describe("in a browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!noChromium) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.skipIf(noChromium)(`home → search a card → card page${noChromium ? ` (skipped: ${noChromium})` : ""}`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.baseUrl}/`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "home.png"), fullPage: true });
    await page.locator("#q-main").fill("Perfect Galaxy, Spirit of Immortality"); // the seeds' name, an alias
    await page.locator("#q-main").press("Enter");
    await page.waitForURL(/\/search\?q=/);
    const first = page.getByTestId("search-results").locator("a").first();
    await expect(first.textContent()).resolves.toBe("Perfect Galaxy, Immortality Elemental");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "search.png"), fullPage: true });
    await first.click();
    await page.waitForURL(/\/cards\/perfect-galaxy-immortality-elemental$/);
    await expect(page.locator("h1").textContent()).resolves.toBe("Perfect Galaxy, Immortality Elemental");
    await expect(page.getByText("不滅の精霊パーフェクト・ギャラクシー").first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "card.png"), fullPage: true });
    await page.goto(`${app.baseUrl}/cards/no-such-card`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Not found");
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(`${app.baseUrl}/qa/deadly-love-aqua-soldier-trash-train`);
    await phone.screenshot({ path: path.join(SCREENSHOT_DIR, "qa-phone.png"), fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0); // nothing wider than a phone screen
  });

  it.skipIf(noChromium)("every step names the cards its board shows as changed, and no engine id reaches the reader", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // rulings with a trigger, a replacement, rebuilding and a pending summon: board and text must agree at each step
    for (const slug of ["deadly-love-aqua-soldier-trash-train", "rebuild-beginning-romanov-bone-ghouls", "two-gachapinchi-ultra-saver"]) {
      await page.goto(`${app.baseUrl}/qa/${slug}?step=1`);
      const player = page.getByTestId("step-player");
      const headline = page.getByTestId("step-headline");
      await headline.waitFor();
      const total = Number((await headline.textContent())!.match(/of (\d+)/)![1]);
      expect(total, slug).toBeGreaterThan(2);
      const instanceIds = await player.locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
      for (let step = 1; step <= total; step++) {
        await expect.poll(() => headline.textContent()).toContain(`Step ${step} of`);
        const text = `${await headline.textContent()}\n${await page.getByTestId("step-details").textContent()}`;
        const changed = await player.locator("[data-card][data-changed]").evaluateAll((els) => els.map((e) => e.getAttribute("data-name")!));
        for (const name of changed) expect(text, `${slug} step ${step}: "${name}" changed on the board but the step does not name it`).toContain(name);
        for (const id of instanceIds) expect(text, `${slug} step ${step} shows the id ${id}`).not.toMatch(new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`));
        expect(text, `${slug} step ${step}`).not.toMatch(/\[[a-z]+(-[a-z]+)*\]|\d+ watching|→ \[\]/);
        if (step < total) await page.keyboard.press("ArrowRight");
      }
    }
  });

  it.skipIf(noChromium)("screenshots at desktop and phone width: home, a card, /rules/609, a ruling mid-step, search", async () => {
    const pages: [string, string][] = [
      ["home", "/"],
      ["card", "/cards/aqua-soldier"],
      ["rules-609", "/rules/609"],
      ["ruling-mid-step", "/qa/deadly-love-aqua-soldier-trash-train?step=4"],
      ["search", `/search?q=${encodeURIComponent("bolshak yamto")}`],
      ["rulings", "/qa"],
      ["search-long-query", `/search?q=${"Bolshack Yamato Dragon ".repeat(7).trim()}`],
    ];
    for (const [w, h, tag] of [[1280, 800, "desktop"], [390, 844, "phone"]] as const) {
      const page = await browser.newPage({ viewport: { width: w, height: h }, isMobile: tag === "phone", hasTouch: tag === "phone" });
      for (const [name, url] of pages) {
        await page.goto(`${app.baseUrl}${url}`);
        if (name === "ruling-mid-step") {
          await page.getByTestId("step-headline").waitFor();
          await page.getByTestId("step-player").scrollIntoViewIfNeeded();
        }
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${tag}.png`), fullPage: false });
        // nothing wider than the screen
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${w}px`).toBeLessThanOrEqual(0);
      }
      await page.close();
    }
  });

  it.skipIf(noChromium)("card previews: hover, focus or tap a card for its text, fetched once when first opened", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/cards.json")) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`${app.baseUrl}/qa/deadly-love-aqua-soldier-trash-train`);
    const cards = page.locator("section[aria-labelledby=cards]");
    const tip = page.getByRole("tooltip");
    // the cards' text is not in the page as served (HTML and RSC payload), only behind the previews
    expect((await get("/qa/deadly-love-aqua-soldier-trash-train")).html).not.toContain("put into your hand from your shield zone");
    expect(fetched).toEqual([]);

    await cards.getByRole("link", { name: "Deadly Love" }).hover();
    await tip.getByText("put into your hand from your shield zone", { exact: false }).waitFor();
    expect(await tip.textContent()).toContain("Spell · cost 2");
    await page.mouse.move(1200, 10);
    await tip.waitFor({ state: "detached" });

    // the ⓘ button opens and closes the preview (here from the keyboard), so does Escape; focus on the name opens it
    const soldier = cards.getByRole("button", { name: "Show the text of Aqua Soldier" });
    await soldier.press("Enter");
    await tip.getByText("When this creature would be destroyed, return it to your hand instead.").waitFor();
    expect(await soldier.getAttribute("aria-expanded")).toBe("true");
    await soldier.press("Enter");
    await tip.waitFor({ state: "detached" });
    expect(await soldier.getAttribute("aria-expanded")).toBe("false");
    await soldier.press("Space");
    await tip.waitFor();
    await soldier.press("Escape");
    await tip.waitFor({ state: "detached" });
    await cards.getByRole("link", { name: "Writhing Bone Ghoul" }).focus();
    await tip.getByText("No abilities (vanilla).").waitFor();
    expect(fetched).toEqual(["/qa/deadly-love-aqua-soldier-trash-train/cards.json"]); // one fetch for every card

    // on a phone: tap
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${app.baseUrl}/qa/deadly-love-aqua-soldier-trash-train`);
    const train = phone.getByRole("button", { name: "Show the text of Super Trash Train, Fuuma Devil" });
    await train.tap();
    await phone.getByRole("tooltip").getByText("Whenever another creature is destroyed, you may draw a card.").waitFor();
    expect(await train.getAttribute("aria-expanded")).toBe("true");
    await phone.screenshot({ path: path.join(SCREENSHOT_DIR, "qa-card-preview-phone.png"), fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await train.tap();
    await phone.getByRole("tooltip").waitFor({ state: "detached" });
  });

  it.skipIf(noChromium)("step through a ruling: buttons, keys, URL, board, clause link, and another choice", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.baseUrl}/qa/deadly-love-aqua-soldier-trash-train?step=1`);
    const player = page.getByTestId("step-player");
    const headline = page.getByTestId("step-headline");
    await headline.waitFor();
    const zone = (z: string) => player.locator(`[data-zone="${z}"]`);
    await expect(headline.textContent()).resolves.toContain("Step 1 of");
    // what the browser loaded before any interaction: within the budget, and no engine yet
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script")
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    );
    expect(loaded).toBeGreaterThan(0);
    expect(loaded).toBeLessThanOrEqual(150 * 1024);
    expect(await zone("B.battle").locator('[data-card="b_soldier"]').count()).toBe(1);

    await player.getByRole("button", { name: "Next step" }).click();
    await expect(headline.textContent()).resolves.toContain("Step 2 of");
    expect(new URL(page.url()).searchParams.get("step")).toBe("2");
    await page.keyboard.press("ArrowLeft");
    await expect(headline.textContent()).resolves.toContain("Step 1 of");
    await page.keyboard.press("End");
    const total = Number((await headline.textContent())!.match(/of (\d+)/)![1]);
    expect(new URL(page.url()).searchParams.get("step")).toBe(String(total));
    // as the trace says: Aqua Soldier back in B's hand, the ghoul and Deadly Love in A's graveyard, A drew
    expect(await zone("B.hand").locator('[data-card="b_soldier"]').count()).toBe(1);
    expect(await zone("A.graveyard").locator('[data-card="a_ghoul"]').count()).toBe(1);
    expect(await zone("A.hand").locator('[data-card="a_d1"]').count()).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "stepthrough-end.png"), fullPage: true });

    // find the frame where Aqua Soldier's replacement applies: the returned card is highlighted
    await page.keyboard.press("Home");
    for (let i = 0; i < total; i++) {
      if ((await player.locator('[data-card="b_soldier"][data-changed]').count()) > 0) break;
      await page.keyboard.press("ArrowRight");
    }
    expect(await zone("B.hand").locator('[data-card="b_soldier"][data-changed]').count()).toBe(1);
    await expect(player.locator('[data-kind="trigger-suppressed"]').count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "stepthrough-replaced.png"), fullPage: true });

    // another answer: decline Super Trash Train's draw, and the engine re-runs in the browser
    await page.keyboard.press("Home");
    for (let i = 0; i < total; i++) {
      if ((await player.getByRole("button", { name: "no", exact: true }).count()) > 0) break;
      await page.keyboard.press("ArrowRight");
    }
    await player.getByRole("button", { name: "no", exact: true }).click();
    await page.getByText("What if:").waitFor({ state: "visible" });
    await page.keyboard.press("End");
    expect(await zone("A.hand").locator('[data-card="a_d1"]').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "stepthrough-what-if.png"), fullPage: true });
    await page.getByRole("button", { name: "Back to the ruling" }).click();
    await page.keyboard.press("End");
    expect(await zone("A.hand").locator('[data-card="a_d1"]').count()).toBe(1);

    // a clause cited in a step is a link to the rule
    await page.keyboard.press("Home");
    for (let i = 0; i < total; i++) {
      if ((await player.locator('a[href="/rules/609.4"]').count()) > 0) break;
      await page.keyboard.press("ArrowRight");
    }
    await player.locator('a[href="/rules/609.4"]').first().click();
    await page.waitForURL(/\/rules\/609\.4$/);
    await expect(page.locator("h1").textContent()).resolves.toContain("609.4");
  });
});
