/**
 * Applies the migrations in prisma/migrations with the Prisma CLI (engine-free path, see prisma.config.ts).
 *
 * Two things keep start-up fast:
 * - when every migration folder is already recorded as applied (same name and checksum) in
 *   `_prisma_migrations`, the CLI is not started at all;
 * - with the JS schema engine, `prisma migrate deploy` finishes its work and then keeps the
 *   process alive for about 10 s (an idle database connection). Once it has printed its final
 *   success line we end it, instead of waiting.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const SUCCESS = /All migrations have been successfully applied\.|No pending migrations to apply\./;

function cliEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
}

function cliPath(cwd: string): string {
  return path.join(cwd, "node_modules", "prisma", "build", "index.js");
}

/** Runs a Prisma CLI command to completion (for status, diff, generate). */
export function prismaCli(
  args: string[],
  databaseUrl: string,
  cwd = process.cwd(),
): { code: number; stdout: string; output: string } {
  const result = spawnSync(process.execPath, [cliPath(cwd), ...args], { cwd, env: cliEnv(databaseUrl), encoding: "utf8" });
  return { code: result.status ?? 1, stdout: result.stdout ?? "", output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

export function migrationFolders(cwd = process.cwd()): { name: string; checksum: string }[] {
  const dir = path.join(cwd, "prisma", "migrations");
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => ({
      name,
      checksum: createHash("sha256").update(fs.readFileSync(path.join(dir, name, "migration.sql"))).digest("hex"),
    }));
}

/** Are all migration folders applied, unchanged, and nothing failed? */
export async function migrationsUpToDate(databaseUrl: string, cwd = process.cwd()): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query("SELECT to_regclass('public._prisma_migrations') AS t");
    if (!table.rows[0].t) return false;
    const rows = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations",
    );
    const applied = new Map(
      rows.rows.filter((r) => r.finished_at && !r.rolled_back_at).map((r) => [r.migration_name, r.checksum]),
    );
    if (rows.rows.some((r) => !r.finished_at && !r.rolled_back_at)) return false; // a failed migration: let the CLI report it
    return migrationFolders(cwd).every((m) => applied.get(m.name) === m.checksum);
  } finally {
    await client.end();
  }
}

/** `prisma migrate deploy`, returning its output; throws with the output when it fails. */
export async function migrateDeploy(databaseUrl: string, cwd = process.cwd()): Promise<string> {
  if (await migrationsUpToDate(databaseUrl, cwd)) return "migrations: up to date";
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath(cwd), "migrate", "deploy"], { cwd, env: cliEnv(databaseUrl) });
    let output = "";
    let succeeded = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (!succeeded && SUCCESS.test(output)) {
        succeeded = true;
        setTimeout(() => child.kill("SIGTERM"), 100);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("close", (code) => {
      if (succeeded || code === 0) resolve(output);
      else reject(new Error(`prisma migrate deploy failed (exit ${code}):\n${output}`));
    });
  });
}
