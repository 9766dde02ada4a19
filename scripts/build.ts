/** npm run build [-- --force]: generate the Prisma client and build the app (skipped when up to date). */
import fs from "node:fs";
import path from "node:path";
import { publicDataKey } from "@/lib/db/data-key";
import { resolveDatabase } from "@/lib/db/runtime";
import { distDir, ensureBuild, ensurePrismaClient } from "@/lib/ops/prepare";

/** Pages are built from the database, so this needs imported content (run `npm run content:import` first). */
async function main() {
  if (process.argv.includes("--force")) fs.rmSync(path.join(distDir(), "shinpan-build-hash"), { force: true });
  console.log(`prisma client: ${ensurePrismaClient()}`);
  const db = await resolveDatabase();
  try {
    const dataKey = await publicDataKey(db.url).catch(() => {
      throw new Error("no content imported yet: run `npm run content:import` first");
    });
    console.log(`build: ${ensureBuild({ databaseUrl: db.url, dataKey })}`);
  } finally {
    await db.release();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
