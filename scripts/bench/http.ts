/**
 * Shared by the HTTP benchmarks (pages, load): a keep-alive load generator and a throw-away database with
 * content/ imported, served by the production build (lib/ops/server.ts).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createPrisma } from "@/lib/db/client";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { runImport } from "@/lib/content/run";
import { freePort, startApp, type AppServer } from "@/lib/ops/server";

export interface LoadResult {
  /** the path loaded, or a label for a list of paths */
  path: string;
  /** distinct paths requested in turn */
  paths: number;
  /** bytes of the (first) path's response, uncompressed */
  bytes: number;
  /** 2xx responses */
  requests: number;
  seconds: number;
  /** 2xx responses per second */
  rps: number;
  /** latency percentiles over every answered request, ms */
  p50: number;
  p99: number;
  max: number;
  /** answered requests that took longer than SLOW_MS */
  slow: number;
  /** non-2xx answers, socket errors and requests without an answer after REQUEST_TIMEOUT_MS */
  errors: number;
  /** status code → count, for the non-2xx answers */
  statuses: Record<string, number>;
  /** answers by their `x-shinpan-cache` header (hit, miss), when the server sent one */
  cache: Record<string, number>;
}

/** "Timeouts" in issue 11's sense: a reader gives up on a page after about 2 s. */
export const SLOW_MS = 2000;
/** A request with no answer after this long is abandoned and counted as an error (the run must end). */
export const REQUEST_TIMEOUT_MS = 30_000;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * `concurrency` loops on keep-alive sockets, each sending the next request when the last answered, for `seconds`.
 * With several paths, each request takes the next path of the list (round robin over all connections). `headers`
 * gives each connection's request headers (the API bench gives each its own client address).
 */
export async function load(
  baseUrl: string,
  pathnames: string | string[],
  seconds: number,
  options: { concurrency?: number; label?: string; headers?: (connection: number) => Record<string, string> } = {},
): Promise<LoadResult> {
  const concurrency = options.concurrency ?? 64;
  const list = (Array.isArray(pathnames) ? pathnames : [pathnames]).map((p) => new URL(p, baseUrl));
  if (list.length === 0) throw new Error("load: no path");
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const statuses: Record<string, number> = {};
  const cache: Record<string, number> = {};
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (url: URL, headers: Record<string, string>) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const fail = (what: string) => {
        errors++;
        statuses[what] = (statuses[what] ?? 0) + 1;
        resolve();
      };
      const req = http.get(url, { agent, timeout: REQUEST_TIMEOUT_MS, headers }, (res) => {
        res.resume();
        const c = res.headers["x-shinpan-cache"];
        if (typeof c === "string") cache[c] = (cache[c] ?? 0) + 1;
        res.on("end", () => {
          latencies.push(performance.now() - t0);
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            ok++;
            resolve();
          } else fail(String(status));
        });
        res.on("error", () => fail("reset"));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (e) => fail(e.message === "timeout" ? "timeout" : "socket"));
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, connection) => {
      const headers = options.headers?.(connection) ?? {};
      while (performance.now() < deadline) await one(list[next++ % list.length], headers);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const bytes = (await (await fetch(list[0])).arrayBuffer()).byteLength;
  return {
    path: options.label ?? (typeof pathnames === "string" ? pathnames : pathnames[0]),
    paths: list.length,
    bytes,
    requests: ok,
    seconds: elapsed,
    rps: ok / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    slow: latencies.filter((ms) => ms > SLOW_MS).length,
    errors,
    statuses,
    cache,
  };
}

/**
 * Runs `fn` against the production build served on a throw-away embedded Postgres (temporary folder, free port)
 * with content/ imported; everything is stopped and removed afterwards.
 */
export async function withBenchApp<T>(fn: (app: AppServer, databaseUrl: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-bench-pg-"));
  fs.chmodSync(dataDir, 0o777);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port: await freePort(), database: "shinpan" });
  try {
    await migrateDeploy(pg.url);
    const prisma = createPrisma(pg.url);
    await runImport(prisma, "content");
    await prisma.$disconnect();
    const app = await startApp(pg.url);
    try {
      return await fn(app, pg.url);
    } finally {
      await app.stop();
    }
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
