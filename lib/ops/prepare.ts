/**
 * The steps `npm start` and `npm test` share: generate the Prisma client and build the app,
 * each skipped when its inputs are unchanged since the last run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fingerprint, readStamp, writeStamp } from "./fingerprint";

const root = process.cwd();

function run(cmd: string[], env: Record<string, string | undefined> = {}, quiet = false): void {
  const result = spawnSync(process.execPath, cmd, {
    cwd: root,
    env: { ...process.env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${cmd.slice(0, 2).join(" ")} failed (exit ${result.status})`);
  }
}

/** `prisma generate` into lib/generated/prisma, when the schema or Prisma version changed. */
export function ensurePrismaClient(): "generated" | "up to date" {
  const stamp = path.join(root, "lib", "generated", ".schema-hash");
  const hash = fingerprint(root, ["prisma/schema.prisma", "node_modules/prisma/package.json"]);
  if (readStamp(stamp) === hash && fs.existsSync(path.join(root, "lib", "generated", "prisma", "client.ts"))) return "up to date";
  // generate does not connect; the config only needs some URL to be present.
  run([path.join("node_modules", "prisma", "build", "index.js"), "generate"], { DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://localhost/unused" }, true);
  writeStamp(stamp, hash);
  return "generated";
}

/** Everything the production build depends on (content/ is read at request time, not built in). */
export const BUILD_INPUTS = [
  "app",
  "lib",
  "public",
  "next.config.js",
  "instrumentation.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "prisma/schema.prisma",
];

export function buildFingerprint(): string {
  return fingerprint(root, BUILD_INPUTS);
}

/** Where `next build` writes (next.config.js reads the same variable). */
export function distDir(): string {
  return path.join(root, process.env.SHINPAN_DIST_DIR || ".next");
}

/**
 * `next build`, unless the dist folder holds a build of exactly these sources and this database's data.
 * Rule, Q&A and scenario pages are prerendered from the database and served from Next's cache, so the
 * build is keyed to the data it was rendered from (lib/db/data-key.ts): another database, or the same one
 * changed while no server watched it, gets a fresh build rather than another database's pages.
 */
export function ensureBuild(db: { databaseUrl: string; dataKey: string }): "built" | "up to date" {
  const stamp = path.join(distDir(), "shinpan-build-hash");
  const stampOf = () => `${buildFingerprint()}+data:${db.dataKey}`;
  const upToDate = () => readStamp(stamp) === stampOf() && fs.existsSync(path.join(distDir(), "BUILD_ID"));
  if (upToDate()) return "up to date";
  // one build at a time per dist folder (two test files, or a test run and `npm start`, may want it at once):
  // whoever waited finds the build made and uses it
  return withBuildLock(() => {
    if (upToDate()) return "up to date";
    run([path.join("node_modules", "next", "dist", "bin", "next"), "build"], { DATABASE_URL: db.databaseUrl });
    // Next may touch tsconfig.json during a build; stamp what the tree looks like afterwards.
    writeStamp(stamp, stampOf());
    return "built";
  });
}

/** A lock folder next to the dist folder, holding the builder's pid; a lock whose process is gone is taken over. */
function withBuildLock<T>(fn: () => T): T {
  const lock = `${distDir()}.build-lock`;
  const owner = path.join(lock, "pid");
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 250) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(owner, String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(readStamp(owner));
      if (pid > 0 ? !alive(pid) : waited > 5000) fs.rmSync(lock, { recursive: true, force: true });
      else if (waited > 20 * 60_000) throw new Error(`another build has held ${lock} for 20 minutes`);
      else Atomics.wait(sleeper, 0, 0, 250); // a synchronous wait: ensureBuild is synchronous
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A private copy of the build for one server process. Next writes regenerated pages into its dist folder;
 * serving from a copy keeps the build itself exactly what was rendered from its data key, so the next
 * start against that database (or a copy of it) starts from pages that match it, and a server's runtime
 * page cache dies with it. Copies left by a crashed process are swept here. Returns the folder's name,
 * relative to the project (for SHINPAN_DIST_DIR).
 */
export function runtimeDist(): { name: string; remove(): void } {
  const base = path.basename(distDir());
  for (const entry of fs.readdirSync(root)) {
    const m = entry.startsWith(`${base}-run-`) ? /-run-(\d+)-/.exec(entry) : null;
    if (m && !alive(Number(m[1]))) fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  const name = `${base}-run-${process.pid}-${Date.now().toString(36)}`;
  fs.cpSync(distDir(), path.join(root, name), { recursive: true, filter: (src) => path.relative(distDir(), src) !== "cache" });
  return { name, remove: () => fs.rmSync(path.join(root, name), { recursive: true, force: true }) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
