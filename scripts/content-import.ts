/**
 * npm run content:import [-- --force] [--content DIR]
 * Validates content/ (or DIR, or SHINPAN_CONTENT_DIR) and loads it into Postgres in one transaction (idempotent).
 */
import { migrateDeploy } from "@/lib/db/migrate";
import { redactUrl, resolveDatabase } from "@/lib/db/runtime";
import { ContentError } from "@/lib/files/errors";
import { ensurePrismaClient } from "@/lib/ops/prepare";

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const dirFlag = args.indexOf("--content");
  if (dirFlag >= 0 && !args[dirFlag + 1]) {
    console.error("usage: npm run content:import [-- --force] [--content DIR]");
    process.exit(2);
  }
  const contentDir = dirFlag >= 0 ? args[dirFlag + 1] : process.env.SHINPAN_CONTENT_DIR || "content";
  ensurePrismaClient();
  const { createPrisma } = await import("@/lib/db/client");
  const { formatSummary, runImport } = await import("@/lib/content/run");
  const db = await resolveDatabase((l) => console.log(l));
  try {
    console.log(`database: ${redactUrl(db.url)}${db.embedded ? " (embedded)" : ""}`);
    console.log((await migrateDeploy(db.url)).trim().split("\n").pop());
    const prisma = createPrisma(db.url);
    try {
      const summary = await runImport(prisma, contentDir, { force });
      console.log(formatSummary(summary));
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await db.release();
  }
}

main().catch((e) => {
  if (e instanceof ContentError) {
    console.error(`content error: ${e.message}`);
    console.error("nothing was imported; the database is unchanged");
  } else {
    console.error(e);
  }
  process.exit(1);
});
