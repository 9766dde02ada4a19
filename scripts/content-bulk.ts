/**
 * npm run content:bulk [-- --out DIR]
 * Makes the public API's bulk downloads again from the database (DATABASE_URL, else the embedded one): gzipped NDJSON
 * of every card, every published ruling with its history and every rule clause, stored in the database where
 * /api/v1/bulk serves them; with --out, also written to DIR. They are made after every import and admin save anyway
 * (lib/db/changes.ts); this makes them on demand.
 */
import fs from "node:fs";
import path from "node:path";
import { migrateDeploy } from "@/lib/db/migrate";
import { redactUrl, resolveDatabase } from "@/lib/db/runtime";
import { ensurePrismaClient } from "@/lib/ops/prepare";

async function main() {
  const args = process.argv.slice(2);
  const outFlag = args.indexOf("--out");
  const unknown = args.filter((a, i) => a !== "--out" && args[i - 1] !== "--out");
  if ((outFlag >= 0 && !args[outFlag + 1]) || unknown.length) {
    console.error("usage: npm run content:bulk [-- --out DIR]");
    process.exit(2);
  }
  const out = outFlag >= 0 ? args[outFlag + 1] : null;
  ensurePrismaClient();
  const { createPrisma } = await import("@/lib/db/client");
  const { refreshBulkFiles } = await import("@/lib/api/bulk");
  const db = await resolveDatabase((l) => console.log(l));
  try {
    console.log(`database: ${redactUrl(db.url)}${db.embedded ? " (embedded)" : ""}`);
    console.log((await migrateDeploy(db.url)).trim().split("\n").pop());
    const prisma = createPrisma(db.url);
    try {
      const t0 = performance.now();
      await refreshBulkFiles(prisma, "all", { force: true });
      const files = await prisma.bulkFile.findMany({ orderBy: { name: "asc" } });
      if (files.length === 0) throw new Error("no bulk file was made: has content been imported (npm run content:import)?");
      console.log(`bulk files made in ${Math.round(performance.now() - t0)} ms (served at /api/v1/bulk):`);
      for (const f of files) {
        console.log(`  ${f.name.padEnd(20)} ${String(f.records).padStart(6)} records  ${(f.size / 1024).toFixed(1).padStart(8)} KB  sha256 ${f.sha256}`);
        if (out) {
          fs.mkdirSync(out, { recursive: true });
          fs.writeFileSync(path.join(out, f.name), f.data);
        }
      }
      if (out) console.log(`written to ${out}/`);
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await db.release();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
