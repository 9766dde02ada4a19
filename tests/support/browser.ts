/** Debian's chromium driven by playwright-core (never a downloaded browser). */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = path.resolve("test-results", "screenshots");

export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM) ? null : `${CHROMIUM} not found (apt-get install -y chromium; .ci/run does it)`;
}

export async function launchBrowser(): Promise<Browser> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run", "--disable-component-update", "--disable-sync"],
  });
}
