/**
 * npm start: database (embedded unless DATABASE_URL), migrations, content import, build, serve.
 * Each step is skipped when already done, so a second start only starts the servers.
 * The embedded Postgres is supervised for as long as this runs: restarted with backoff when it dies.
 */
import net from "node:net";
import { migrateDeploy } from "@/lib/db/migrate";
import { redactUrl, resolveDatabase } from "@/lib/db/runtime";
import { ContentError } from "@/lib/files/errors";
import { EmbeddedPostgresError } from "@/lib/db/embedded";
import { publicDataKey } from "@/lib/db/data-key";
import { ensureBuild, ensurePrismaClient, runtimeDist } from "@/lib/ops/prepare";
import { spawnServer } from "@/lib/ops/server";
import { authSecret } from "@/lib/auth/secret";

const t0 = performance.now();
const since = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const log = (msg: string) => console.log(`[shinpan ${since()}] ${msg}`);

/** Is something already listening on the port (another Shinpan, another server)? Checked before anything starts. */
function portInUse(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (e: NodeJS.ErrnoException) => resolve(e.code === "EADDRINUSE" || e.code === "EACCES"));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`PORT must be a port number (1–65535), not "${process.env.PORT}"`);
    process.exit(2);
  }
  const host = process.env.HOSTNAME || undefined;
  if (await portInUse(port, host)) {
    console.error(`port ${port} is already in use (another Shinpan, or another server); nothing was started or changed. Stop it, or set PORT to a free port.`);
    process.exit(1);
  }
  log(`prisma client: ${ensurePrismaClient()}`);
  // Loaded after generation: on a fresh clone the generated client does not exist before this point.
  const { createPrisma } = await import("@/lib/db/client");
  const { formatSummary, runImport } = await import("@/lib/content/run");

  const db = await resolveDatabase((l) => log(l));
  log(`database: ${redactUrl(db.url)}${db.embedded ? ` (embedded, data in ${db.embedded.dataDir}${db.embedded.started ? ", supervised" : ", started by another process"})` : ""}`);
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
    try {
      const summary = await runImport(prisma, process.env.SHINPAN_CONTENT_DIR ?? "content");
      log(formatSummary(summary));
    } finally {
      await prisma.$disconnect();
    }
    log(`build: ${ensureBuild({ databaseUrl: db.url, dataKey: await publicDataKey(db.url) })}`);
  } catch (e) {
    if (e instanceof ContentError) console.error(`content error: ${e.message}\nnothing was imported; the database is unchanged`);
    else console.error(e);
    await shutdown(1);
    return;
  }

  // served from a private copy of the build: pages regenerated at run time never leak into the next start
  const dist = runtimeDist();
  const server = spawnServer({ ...process.env, DATABASE_URL: db.url, PORT: String(port), BETTER_AUTH_SECRET: authSecret(), SHINPAN_DIST_DIR: dist.name }, "inherit");
  server.stdout!.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    process.stdout.write(text);
    if (/Ready in/.test(text)) log(`Shinpan is ready on http://localhost:${port}`);
  });
  server.on("exit", (code) => {
    dist.remove();
    void shutdown(code ?? 0);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      server.kill(signal);
    });
  }
}

main().catch(async (e) => {
  if (e instanceof EmbeddedPostgresError) console.error(`database: ${e.message}`);
  else console.error(e);
  process.exit(1);
});
