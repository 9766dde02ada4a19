/**
 * npm start: database (embedded unless DATABASE_URL), migrations, content import, build, serve.
 * Each step is skipped when already done, so a second start only starts the servers.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { migrateDeploy } from "@/lib/db/migrate";
import { redactUrl, resolveDatabase } from "@/lib/db/runtime";
import { ContentError } from "@/lib/content/errors";
import { ensureBuild, ensurePrismaClient } from "@/lib/ops/prepare";
import { authSecret } from "@/lib/auth/secret";

const t0 = performance.now();
const since = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const log = (msg: string) => console.log(`[shinpan ${since()}] ${msg}`);

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  log(`prisma client: ${ensurePrismaClient()}`);
  // Loaded after generation: on a fresh clone the generated client does not exist before this point.
  const { createPrisma } = await import("@/lib/db/client");
  const { formatSummary, runImport } = await import("@/lib/content/run");

  const db = await resolveDatabase(log);
  log(`database: ${redactUrl(db.url)}${db.embedded ? ` (embedded, data in ${db.embedded.dataDir})` : ""}`);
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await db.release().catch(() => {});
    process.exit(code);
  };

  try {
    log((await migrateDeploy(db.url)).trim().split("\n").pop() ?? "migrations applied");
    const prisma = createPrisma(db.url);
    let contentHash: string;
    try {
      const summary = await runImport(prisma, process.env.SHINPAN_CONTENT_DIR ?? "content");
      contentHash = summary.hash;
      log(formatSummary(summary));
    } finally {
      await prisma.$disconnect();
    }
    log(`build: ${ensureBuild({ databaseUrl: db.url, contentHash })}`);
  } catch (e) {
    if (e instanceof ContentError) console.error(`content error: ${e.message}\nnothing was imported; the database is unchanged`);
    else console.error(e);
    await shutdown(1);
    return;
  }

  const next = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)], {
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), BETTER_AUTH_SECRET: authSecret(), NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  next.stdout.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    process.stdout.write(text);
    if (/Ready in/.test(text)) log(`Shinpan is ready on http://localhost:${port}`);
  });
  next.on("exit", (code) => void shutdown(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      next.kill(signal);
    });
  }
}

main().catch(async (e) => {
  console.error(e);
  process.exit(1);
});
