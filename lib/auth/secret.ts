/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set, else a random one generated on
 * first use and kept in `.data/auth-secret` (git-ignored, mode 0600), so sessions survive restarts.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function authSecret(root = process.cwd()): string {
  const fromEnv = process.env.BETTER_AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("BETTER_AUTH_SECRET must be at least 32 characters");
    return fromEnv;
  }
  const file = process.env.SHINPAN_AUTH_SECRET_FILE ?? path.join(root, ".data", "auth-secret");
  if (existsSync(file)) {
    const s = readFileSync(file, "utf8").trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const s = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${s}\n`, { mode: 0o600, flag: "wx" });
  } catch (e) {
    // another process created it first: use theirs
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw e;
  }
  return s;
}
