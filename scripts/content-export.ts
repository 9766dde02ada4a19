/**
 * npm run content:export -- [slug ...] [--release]
 * Writes Q&A entries saved in the admin (all of them, or the slugs given) back to content/qa (and their
 * own scenarios to content/scenarios). With --release the entries go back to being owned by content/:
 * the next import reads them from the files. Review the files and commit them.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { resolveDatabase } from "@/lib/db/runtime";
import { ensurePrismaClient } from "@/lib/ops/prepare";

async function main() {
  const { values, positionals } = parseArgs({ options: { release: { type: "boolean", default: false } }, allowPositionals: true, strict: true });
  ensurePrismaClient();
  const db = await resolveDatabase();
  try {
    process.env.DATABASE_URL = db.url;
    const { exportEntries } = await import("@/lib/admin/export");
    const contentDir = process.env.SHINPAN_CONTENT_DIR ?? "content";
    const r = await exportEntries(contentDir, positionals.length ? positionals : "all-edited", { release: values.release });
    for (const f of r.written) console.log(`wrote ${path.relative(process.cwd(), f)}`);
    if (r.released.length) console.log(`handed back to content/: ${r.released.join(", ")} (the next import reads them from the files)`);
    console.log(`${r.written.length} file(s) written`);
    const { prisma } = await import("@/lib/db/client");
    await prisma().$disconnect();
  } finally {
    await db.release();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`content:export: ${(e as Error).message}`);
    process.exit(1);
  },
);
