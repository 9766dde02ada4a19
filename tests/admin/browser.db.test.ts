/**
 * The admin in chromium, against a production build and a fresh copy of the imported database:
 * an editor signs in through the form, writes an entry linked to a card (picked through the
 * autocomplete) with its own scenario and an outcome the engine disagrees with, sees the publication
 * refused with the reason, fixes the outcome (the live check turns green), survives a conflicting save
 * and a reload without losing text, publishes, and finds the entry on the card's public page.
 * Then repeated wrong passwords lock the account: the login page says so even with the right password.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LIMITS } from "@/lib/auth/limits";
import { importedDatabase, type TestDatabase } from "../support/db";
import { startApp, type AppServer } from "../support/server";
import { chromiumMissing, launchBrowser, SCREENSHOT_DIR } from "../support/browser";

const EDITOR = { email: "erin.editor@example.org", name: "Erin Editor", role: "EDITOR" as const, password: "correct-horse-battery-1" };
const SLUG = "aqua-soldier-admin-check";
const SCENARIO_ID = "admin-aqua-soldier-battle";
const WRONG_OUTCOME = "zones: { B.graveyard: [b_soldier] }";
const RIGHT_OUTCOME = "zones: { B.hand: [b_soldier], B.graveyard: [] }";
const SCENARIO = `meta:
  id: ${SCENARIO_ID}
  title:
    en: "Aqua Soldier loses a battle and returns to the hand"
  rules: ["609.1", "609.4"]
  source: "admin browser test"
setup:
  turn: { number: 3, active: A }
  A:
    battle:
      - { id: a_pacos, card: "Reso Pacos, Clear Sky Guardian" }
  B:
    battle:
      - { id: b_soldier, card: "Aqua Soldier" }
actions:
  - battle: { a: a_pacos, b: b_soldier }
expect:
  zones:
    B.hand: [b_soldier]
`;

const missing = chromiumMissing();
let app: AppServer;
let db: TestDatabase;
let browser: Browser;

beforeAll(async () => {
  db = await importedDatabase();
  // the account is created in the test's own database, through the same code as `npm run admin:create`
  process.env.DATABASE_URL = db.url;
  const { createUser } = await import("@/lib/auth/users");
  await createUser(EDITOR);
  const { prisma } = await import("@/lib/db/client");
  await prisma().$disconnect();
  app = await startApp(db.url);
  if (!missing) browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await db?.drop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `admin-${name}.png`), fullPage: true });
/** What a person sees with that part of the page in view (a full-page shot misplaces the sticky bars). */
async function shotAt(page: Page, name: string, selector: string) {
  await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `admin-${name}.png`) });
}

async function signIn(context: BrowserContext, nextPath = "/admin"): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${nextPath}`);
  await page.waitForURL(/\/admin\/login\?next=/);
  await page.fill("#email", EDITOR.email);
  await page.fill("#password", EDITOR.password);
  await Promise.all([page.waitForURL(`${app.baseUrl}${nextPath}`), page.click('form[action="/api/admin/sign-in"] button[type="submit"]')]);
  return page;
}

describe.skipIf(missing)("admin in the browser", () => {
  it("an editor writes an entry, the engine refuses the wrong answer, then it is published and public", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // signed out, the admin sends you to the sign-in form
    await page.goto(`${app.baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await shot(page, "login");
    await page.fill("#email", EDITOR.email);
    await page.fill("#password", EDITOR.password);
    await Promise.all([page.waitForURL(`${app.baseUrl}/admin`), page.click('form[action="/api/admin/sign-in"] button[type="submit"]')]);
    await expect.poll(() => page.textContent("[data-testid=signed-in-as]")).toContain("Erin Editor");
    // an editor has no Users or Audit log
    expect(await page.locator('nav[aria-label="Admin"] a', { hasText: "Users" }).count()).toBe(0);
    await shot(page, "entries");

    // the card's public page, before: the entry is not there
    const before = await (await fetch(`${app.baseUrl}/cards/aqua-soldier`)).text();
    expect(before).not.toContain(`/qa/${SLUG}`);

    // a new entry
    await page.click('nav[aria-label="Admin"] a:has-text("New entry")');
    await page.waitForURL(`${app.baseUrl}/admin/qa/new`);
    await page.fill("#f-slug", SLUG);
    await page.fill("#f-titleEn", "Aqua Soldier loses a battle: where does it go?");
    await page.fill("#f-questionEn", "My Aqua Soldier loses a battle. Does it go to the graveyard?");
    await page.fill("#f-answerEn", "No: it would be destroyed, so it returns to your hand **instead** (609.1).");
    // the card through the autocomplete, with the keyboard
    await page.click("#f-cards");
    await page.keyboard.type("aqua sold");
    await page.waitForSelector('[role=listbox] [data-slug="aqua-soldier"]');
    // like the public search box: nothing is chosen until ↓; Enter alone adds nothing
    expect(await page.locator("[role=listbox] [role=option][aria-selected=true]").count()).toBe(0);
    await page.keyboard.press("Enter");
    expect(await page.locator("[data-chip]").count()).toBe(0);
    expect(await page.getAttribute("[role=listbox] [role=option]:first-child", "data-slug")).toBe("aqua-soldier");
    await page.keyboard.press("ArrowDown");
    expect(await page.getAttribute("[role=listbox] [role=option][aria-selected=true]", "data-slug")).toBe("aqua-soldier");
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-chip="aqua-soldier"]');
    // a clause no rule version has is refused as it is typed, with the field's words
    await page.fill("#f-clauses", "999.9");
    await page.keyboard.press("Enter");
    expect(await page.textContent("#f-clauses-problem")).toBe("No version of the comprehensive rules has clause 999.9");
    expect(await page.locator('[data-chip="999.9"]').count()).toBe(0);
    await page.fill("#f-clauses", "609.1, 609.4");
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-chip="609.4"]');
    // its own scenario, and an outcome the engine's run disagrees with
    await page.check('input[name=scenarioMode][value="own"]');
    // starting from a copy of an existing scenario fills the editor with its text under a new id
    await page.selectOption("#f-copy", "aqua-soldier-destroyed");
    await page.click("text=Copy into the editor");
    await page.waitForFunction(() => (document.querySelector("#f-scenario") as HTMLTextAreaElement | null)?.value.includes("id: aqua-soldier-destroyed-copy"));
    await page.fill("#f-scenario", SCENARIO);
    await page.fill("#f-outcome", WRONG_OUTCOME);
    const disagrees = page.locator("[data-testid=engine-disagrees]");
    await disagrees.waitFor({ timeout: 20_000 });
    expect(await disagrees.textContent()).toMatch(/line 1.*zones/s);
    expect(await page.textContent("[data-testid=scenario-expect]")).toContain("holds");
    expect(await page.locator("#f-outcome").evaluate((el) => el.parentElement?.querySelector("[data-problem]")?.textContent)).toContain("1");
    await page.locator("[data-testid=run-stepper]").waitFor();
    await shot(page, "new-entry");
    await shotAt(page, "new-entry-disagrees", "[data-testid=engine-disagrees]");

    await page.click("[data-testid=save]");
    await page.waitForURL(new RegExp(`/admin/qa/${SLUG}(\\?created=1)?$`));
    await expect.poll(() => page.textContent("[data-testid=save-state]")).toContain("Draft created as revision 1");
    await expect.poll(() => page.textContent("[data-status]")).toContain("Draft");

    // draft → in review → publish: refused, with the reason next to the button
    await page.click("[data-status-to=IN_REVIEW]");
    await expect.poll(() => page.locator("[data-status]").first().textContent()).toContain("In review");
    await page.click("[data-status-to=PUBLISHED]");
    const refused = page.locator("[data-testid=publish-refused]");
    await refused.waitFor();
    const reason = (await refused.textContent()) ?? "";
    expect(reason).toContain("disagrees with the stated outcome");
    expect(reason).toContain("outcome.zones.B.graveyard");
    expect(reason).toContain("line 1");
    await shotAt(page, "publish-refused", "[data-testid=publish-refused]");

    // fix the outcome: the live check turns green; save; publish
    await page.fill("#f-outcome", RIGHT_OUTCOME);
    await page.locator("[data-testid=engine-agrees]").waitFor({ timeout: 20_000 });
    expect(await page.locator("[data-status-to=PUBLISHED]").isDisabled()).toBe(true); // unsaved changes first
    await shotAt(page, "check-agrees", "[data-testid=engine-agrees]");
    await page.click("[data-testid=save]");
    await expect.poll(() => page.textContent("[data-testid=save-state]")).toContain("Saved as revision");

    // someone else saves meanwhile (another session): my next save is stale and shows both versions
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const theirs = await signIn(other, `/admin/qa/${SLUG}`);
    await theirs.fill("#f-note", "Their note, saved first.");
    await theirs.click("[data-testid=save]");
    await expect.poll(() => theirs.textContent("[data-testid=save-state]")).toContain("Saved as revision");
    await other.close();

    await page.fill("#f-answerEn", "No: it would be destroyed, so it returns to your hand **instead** (609.1, 609.4).");
    await page.click("[data-testid=save]");
    const conflict = page.locator("[data-testid=conflict]");
    await conflict.waitFor();
    const differs = await page.locator("[data-testid=conflict-table] tr[data-differs] th").allTextContents();
    expect(differs.join(" ")).toContain("Answer (English)");
    expect(differs.join(" ")).toContain("Curators' note");
    expect(await page.inputValue("#f-answerEn")).toContain("609.1, 609.4"); // my text is still in the editor
    await shotAt(page, "conflict", "[data-testid=conflict]");
    await page.click("button:has-text('Keep mine and save over revision')");
    await expect.poll(() => page.textContent("[data-testid=save-state]")).toContain("Saved as revision");
    expect(await conflict.count()).toBe(0);

    // unsaved text survives a reload
    await page.fill("#f-note", "Typed but not saved.");
    await page.waitForTimeout(600);
    await page.reload();
    await page.locator("[data-testid=restore-offer]").waitFor();
    await page.click("button:has-text('Restore my edits')");
    expect(await page.inputValue("#f-note")).toBe("Typed but not saved.");
    await page.click("[data-testid=save]");
    await expect.poll(() => page.textContent("[data-testid=save-state]")).toContain("Saved as revision");

    await page.click("[data-status-to=PUBLISHED]");
    await expect.poll(() => page.locator("[data-status]").first().textContent()).toContain("Published");
    await page.locator("[data-testid=public-link]").waitFor();
    await shot(page, "published");

    // the history lists every revision and compares two
    await page.goto(`${app.baseUrl}/admin/qa/${SLUG}/history`);
    expect(await page.locator("tr[data-revision]").count()).toBeGreaterThanOrEqual(6);
    await page.locator("[data-testid=revision-diff]").waitFor();
    await shot(page, "history");

    // public: the card's page lists the entry, and the entry's page shows it
    await page.goto(`${app.baseUrl}/cards/aqua-soldier`);
    expect(await page.locator(`a[href="/qa/${SLUG}"]`).count()).toBeGreaterThan(0);
    await shot(page, "card-page");
    const res = await page.goto(`${app.baseUrl}/qa/${SLUG}`);
    expect(res?.status()).toBe(200);
    expect(await page.textContent("h1")).toContain("Aqua Soldier loses a battle: where does it go?");
    expect(await page.textContent("main")).toContain("Checked by the engine");
    await context.close();
  }, 240_000);

  it(`after more than ${LIMITS.perAccount} wrong passwords, the right one is refused too, with the reason`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/admin/login`);
    for (let i = 0; i < LIMITS.perAccount; i++) {
      await page.fill("#email", EDITOR.email);
      await page.fill("#password", `wrong-password-${i}`);
      await Promise.all([page.waitForURL(/error=/), page.click('form[action="/api/admin/sign-in"] button[type="submit"]')]);
      expect(await page.textContent("[data-testid=login-error]")).toContain("Wrong email or password");
      expect(await page.inputValue("#email")).toBe(EDITOR.email); // the email is kept
    }
    await page.fill("#password", EDITOR.password);
    await Promise.all([page.waitForURL(/error=limited/), page.click('form[action="/api/admin/sign-in"] button[type="submit"]')]);
    expect(await page.textContent("[data-testid=login-error]")).toMatch(/Too many failed sign-ins\. Try again in \d+ (minutes?|seconds)/);
    expect(page.url()).toContain("/admin/login");
    await shot(page, "login-limited");
    // and no session was made
    await page.goto(`${app.baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login/);
    await context.close();
  }, 120_000);
});
