/** npm run build [-- --force]: generate the Prisma client and build the app (skipped when up to date). */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { resolveDatabase } from "@/lib/db/runtime";
import { distDir, ensureBuild, ensurePrismaClient } from "@/lib/ops/prepare";

/** Pages are built from the database, so this needs imported content (run `npm run content:import` first). */
async function main() {
  if (process.argv.includes("--force")) fs.rmSync(path.join(distDir(), "shinpan-build-hash"), { force: true });
  console.log(`prisma client: ${ensurePrismaClient()}`);
  const db = await resolveDatabase();
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const state = await client.query<{ hash: string }>(`SELECT hash FROM "ContentState" WHERE key = 'content'`).catch(() => ({ rows: [] }));
    await client.end();
    if (state.rows.length === 0) throw new Error("no content imported yet: run `npm run content:import` first");
    console.log(`build: ${ensureBuild({ databaseUrl: db.url, contentHash: state.rows[0].hash })}`);
  } finally {
    await db.release();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
