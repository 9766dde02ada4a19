/**
 * npm run start:cluster: the reference topology on one machine (README "Running several instances"):
 * - the database as `npm start` prepares it (DATABASE_URL, else the embedded Postgres, supervised),
 *   migrations, content import, build;
 * - SHINPAN_INSTANCES app instances (default: one per core) on 127.0.0.1, each Shinpan's server on a
 *   private copy of the build, sharing Next's cache through Redis (REDIS_URL, default the local
 *   redis://127.0.0.1:6379) and trusting X-Forwarded-For only from nginx (127.0.0.1); an instance that
 *   exits is restarted (nginx sends its requests to the others meanwhile);
 * - nginx in front on PORT (default 3000) with deploy/nginx.conf: balancing, micro-cache, retries.
 * Ctrl-C stops nginx, the instances and the embedded database.
 */
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { migrateDeploy } from "@/lib/db/migrate";
import { redactUrl, resolveDatabase } from "@/lib/db/runtime";
import { ContentError } from "@/lib/files/errors";
import { EmbeddedPostgresError } from "@/lib/db/embedded";
import { publicDataKey } from "@/lib/db/data-key";
import { ensureBuild, ensurePrismaClient, runtimeDist } from "@/lib/ops/prepare";
import { freePort, spawnServer } from "@/lib/ops/server";
import { nginxBinary, startNginx, type RunningNginx } from "@/lib/ops/nginx";
import { authSecret } from "@/lib/auth/secret";

const t0 = performance.now();
const log = (msg: string) => console.log(`[cluster ${((performance.now() - t0) / 1000).toFixed(1)} s] ${msg}`);

function portInUse(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (e: NodeJS.ErrnoException) => resolve(e.code === "EADDRINUSE" || e.code === "EACCES"));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** Does Redis answer PING at this URL (redis://host:port)? */
async function redisAnswers(url: string): Promise<boolean> {
  const { createClient } = await import("@redis/client");
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

async function waitHealthy(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`instance on port ${port} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`PORT must be a port number (1–65535), not "${process.env.PORT}"`);
    process.exit(2);
  }
  const count = process.env.SHINPAN_INSTANCES ? Number(process.env.SHINPAN_INSTANCES) : os.availableParallelism();
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`SHINPAN_INSTANCES must be a whole number from 1 to 64, not "${process.env.SHINPAN_INSTANCES}"`);
    process.exit(2);
  }
  if (!nginxBinary()) {
    console.error("nginx is not installed: `apt-get install nginx-light` (or nginx), or use `npm start` for a single instance");
    process.exit(1);
  }
  const host = process.env.HOSTNAME || undefined;
  if (await portInUse(port, host)) {
    console.error(`port ${port} is already in use (another Shinpan, or another server); nothing was started or changed. Stop it, or set PORT to a free port.`);
    process.exit(1);
  }
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const redis = (await redisAnswers(redisUrl)) ? redisUrl : null;
  if (redis) log(`shared cache: Redis at ${redactUrl(redis)}`);
  else
    log(
      `shared cache: Redis at ${redactUrl(redisUrl)} does not answer; each instance keeps its own cache (publishing still reaches every instance through the database)`,
    );

  log(`prisma client: ${ensurePrismaClient()}`);
  const { createPrisma } = await import("@/lib/db/client");
  const { formatSummary, runImport } = await import("@/lib/content/run");
  const db = await resolveDatabase((l) => log(l));
  log(`database: ${redactUrl(db.url)}${db.embedded ? ` (embedded, data in ${db.embedded.dataDir})` : ""}`);

  const instances: { port: number; child: ChildProcess | null; dist: ReturnType<typeof runtimeDist> }[] = [];
  let nginx: RunningNginx | null = null;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await nginx?.stop().catch(() => {});
    await Promise.all(
      instances.map(
        (i) =>
          new Promise<void>((resolve) => {
            if (!i.child || i.child.exitCode !== null) return resolve();
            i.child.once("exit", () => resolve());
            i.child.kill("SIGTERM");
          }),
      ),
    );
    for (const i of instances) i.dist.remove();
    await db.release().catch(() => {});
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));

  try {
    log((await migrateDeploy(db.url)).trim().split("\n").pop() ?? "migrations applied");
    const prisma = createPrisma(db.url);
    try {
      log(formatSummary(await runImport(prisma, process.env.SHINPAN_CONTENT_DIR ?? "content")));
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

  const secret = authSecret();
  const spawnInstance = (i: (typeof instances)[number], n: number) => {
    const child = spawnServer(
      {
        ...process.env,
        DATABASE_URL: db.url,
        PORT: String(i.port),
        HOSTNAME: "127.0.0.1",
        BETTER_AUTH_SECRET: secret,
        SHINPAN_DIST_DIR: i.dist.name,
        SHINPAN_TRUSTED_PROXIES: "127.0.0.1",
        ...(redis ? { REDIS_URL: redis } : {}),
      },
      "inherit",
    );
    child.stdout!.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line) process.stdout.write(`[app ${n}] ${line}\n`);
    });
    child.once("exit", (code, signal) => {
      if (stopping) return;
      log(`instance ${n} (port ${i.port}) exited (${signal ?? code}); restarting it in 1 s, nginx sends its requests to the others meanwhile`);
      setTimeout(() => {
        if (!stopping) i.child = spawnInstance(i, n);
      }, 1000);
    });
    return child;
  };
  for (let n = 0; n < count; n++) instances.push({ port: await freePort(), child: null, dist: runtimeDist() });
  instances.forEach((i, n) => (i.child = spawnInstance(i, n + 1)));
  try {
    await Promise.all(instances.map((i) => waitHealthy(i.port, i.child!)));
    nginx = await startNginx({
      port,
      host,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      prefix: path.resolve(".data", `nginx-${port}`),
    });
  } catch (e) {
    console.error((e as Error).message);
    await shutdown(1);
    return;
  }
  log(`${count} instance${count === 1 ? "" : "s"} on ${instances.map((i) => i.port).join(", ")}; nginx (pid ${nginx.pid}, ${nginx.configFile})`);
  log(`Shinpan is ready on http://localhost:${port}`);
}

main().catch((e) => {
  if (e instanceof EmbeddedPostgresError) console.error(`database: ${e.message}`);
  else console.error(e);
  process.exit(1);
});
