/**
 * Page throughput: requests per second and latency percentiles at 64 concurrent keep-alive
 * connections, for a Q&A page and, side by side in the same run, for the static about page.
 * Also the gzipped JavaScript a Q&A page loads.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createPrisma } from "@/lib/db/client";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { runImport } from "@/lib/content/run";
import { freePort, startApp } from "@/lib/ops/server";

export interface LoadResult {
  path: string;
  /** bytes of the HTML response (uncompressed) */
  bytes: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface PagesBench {
  qa: LoadResult;
  about: LoadResult;
  /** a static page about the Q&A page's size (/rules): separates the cost of size from that of a dynamic route */
  sameSize: LoadResult;
  ratio: number;
  qaJsGzipBytes: number;
  concurrency: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `concurrency` loops on keep-alive sockets, each sending the next request when the last answered. */
export async function load(baseUrl: string, pathname: string, seconds: number, concurrency = 64): Promise<LoadResult> {
  const url = new URL(pathname, baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - t0);
          else errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  return { path: pathname, bytes, requests: latencies.length, seconds: elapsed, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function jsBytes(baseUrl: string, pathname: string): Promise<number> {
  const html = await (await fetch(new URL(pathname, baseUrl))).text();
  const srcs = [...new Set([...html.matchAll(/<script([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1])).map((m) => /src="([^"]+)"/.exec(m[1])?.[1]).filter((x): x is string => !!x))];
  let total = 0;
  for (const src of srcs) total += gzipSync(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())).length;
  return total;
}

export async function benchPages(options: { seconds?: number; rounds?: number } = {}): Promise<PagesBench> {
  const seconds = options.seconds ?? 5;
  const rounds = options.rounds ?? 3;
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
      const qaPath = "/qa/deadly-love-aqua-soldier-trash-train";
      // warm both (first renders, caches, JIT)
      await load(app.baseUrl, qaPath, 1);
      await load(app.baseUrl, "/about", 1);
      await load(app.baseUrl, "/rules", 1);
      const qa: LoadResult[] = [];
      const about: LoadResult[] = [];
      const sameSize: LoadResult[] = [];
      for (let r = 0; r < rounds; r++) {
        about.push(await load(app.baseUrl, "/about", seconds));
        qa.push(await load(app.baseUrl, qaPath, seconds));
        sameSize.push(await load(app.baseUrl, "/rules", seconds));
      }
      const median = (xs: LoadResult[]) => [...xs].sort((a, b) => a.rps - b.rps)[Math.floor(xs.length / 2)];
      const q = median(qa);
      const a = median(about);
      return { qa: q, about: a, sameSize: median(sameSize), ratio: q.rps / a.rps, qaJsGzipBytes: await jsBytes(app.baseUrl, qaPath), concurrency: 64 };
    } finally {
      await app.stop();
    }
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
