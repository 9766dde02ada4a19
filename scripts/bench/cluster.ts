/**
 * npm run bench cluster (issue 17): the Q&A page at 64 connections, side by side, in one run:
 * - one instance through Next's handler (a cookie makes the front server's memory cache step aside, as it
 *   does for every signed-in or cookie-carrying reader): what the issue measured as "Next alone";
 * - one instance (what `npm start` serves), directly, answering from its memory cache;
 * - nginx (deploy/nginx.conf) in front of N instances sharing Next's cache through Redis (start:cluster): its
 *   first 3 s (the page new to nginx), then the steady state;
 * - the same, with one instance killed (SIGKILL) a third of the way in: failed requests;
 * - every request a new URL (never cached by nginx), one instance killed a third of the way in: failed
 *   requests when every request reaches an instance, so nginx's retries are what is measured.
 * wrk (Debian's package) drives the load when installed (a Node client tops out far below nginx), with
 * `--timeout 2s`: its timeouts are the requests over 2 s. Without wrk, the Node generator of bench load.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNginx } from "@/lib/ops/nginx";
import { freePort, startApp, type AppServer } from "@/lib/ops/server";
import { load, withBenchApp } from "./http";
import { QA_PATH } from "./load";

export interface ClusterLine {
  what: string;
  rps: number;
  p50: number;
  p99: number;
  /** requests over 2 s (wrk: timed out at 2 s) */
  slow: number;
  /** non-2xx/3xx answers and socket errors other than timeouts */
  errors: number;
  requests: number;
  tool: "wrk" | "node";
}

const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => fs.existsSync(p)) ?? null;

function ms(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

/** Parses wrk's report (--latency). */
export function parseWrk(out: string): Omit<ClusterLine, "what" | "tool"> {
  const lat = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(out);
    return m ? ms(m[1], m[2]) : NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps,
    p50: lat("50"),
    p99: lat("99"),
    slow: sock ? Number(sock[4]) : 0,
    errors: non2xx + (sock ? Number(sock[1]) + Number(sock[2]) + Number(sock[3]) : 0),
    requests,
  };
}

/** Every request a new URL: a query parameter wrk counts up (nginx keys its cache on the whole URI). */
const UNIQUE_LUA = `
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", wrk.path .. "?bench=" .. n .. "-" .. math.random(1e9))
end
`;

async function drive(what: string, url: string, seconds: number, o: { unique?: boolean; cookie?: string; during?: () => void } = {}): Promise<ClusterLine> {
  if (o.during) setTimeout(o.during, (seconds * 1000) / 3);
  if (!WRK) {
    const r = await load(new URL(url).origin, o.unique ? Array.from({ length: 50_000 }, (_, i) => `${new URL(url).pathname}?bench=${i}`) : new URL(url).pathname, seconds);
    return { what, rps: r.rps, p50: r.p50, p99: r.p99, slow: r.slow, errors: r.errors, requests: r.requests, tool: "node" };
  }
  const args = ["-t", "2", "-c", "64", "-d", `${seconds}s`, "--timeout", "2s", "--latency", ...(o.cookie ? ["-H", `Cookie: ${o.cookie}`] : [])];
  let script: string | null = null;
  if (o.unique) {
    script = path.join(os.tmpdir(), `shinpan-wrk-${process.pid}.lua`);
    fs.writeFileSync(script, UNIQUE_LUA);
    args.push("-s", script);
  }
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK, [...args, url], { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (c: Buffer) => (text += c.toString()));
    child.stderr.on("data", (c: Buffer) => (text += c.toString()));
    child.on("error", reject);
    child.on("exit", () => resolve(text));
  });
  if (script) fs.rmSync(script, { force: true });
  const parsed = parseWrk(out);
  if (!Number.isFinite(parsed.rps)) throw new Error(`wrk said:\n${out}`);
  return { what, ...parsed, tool: "wrk" };
}

export async function benchCluster(options: { seconds: number; instances?: number; log: (line: ClusterLine) => void; note: (text: string) => void }): Promise<ClusterLine[]> {
  const lines: ClusterLine[] = [];
  const push = (l: ClusterLine) => {
    lines.push(l);
    options.log(l);
  };
  const count = options.instances ?? Math.max(2, os.availableParallelism());
  // our own Redis on loopback (nothing shared with anything else), or REDIS_URL
  let redis: ChildProcess | null = null;
  let redisUrl = process.env.REDIS_URL ?? "";
  if (spawnSync("sh", ["-c", "command -v redis-server"]).status === 0) {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    redisUrl = `redis://127.0.0.1:${port}`;
  }
  if (!redisUrl) options.note("no Redis (no redis-server, no REDIS_URL): the instances keep their own caches");
  try {
    await withBenchApp(async (single, databaseUrl) => {
      // warm: the page is rendered and in each cache before anything is timed
      await fetch(`${single.baseUrl}${QA_PATH}`).then((r) => r.text());
      if (WRK) push(await drive("1 instance, Next's handler", `${single.baseUrl}${QA_PATH}`, options.seconds, { cookie: "bench=1" }));
      push(await drive("1 instance (npm start)", `${single.baseUrl}${QA_PATH}`, options.seconds));
      await single.stop(); // the machine to the cluster alone

      const nginxPort = await freePort();
      const front = `http://127.0.0.1:${nginxPort}`;
      const env = { SHINPAN_TRUSTED_PROXIES: "127.0.0.1", SHINPAN_BASE_URL: front, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
      const apps: AppServer[] = [];
      for (let i = 0; i < count; i++) apps.push(await startApp(databaseUrl, env));
      const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-bench-nginx-"));
      const nginx = await startNginx({ port: nginxPort, host: "127.0.0.1", upstreams: apps.map((a) => a.baseUrl.slice("http://".length)), prefix });
      try {
        for (const a of apps) await fetch(`${a.baseUrl}${QA_PATH}`).then((r) => r.text());
        // the first seconds of a page new to nginx: requests that arrive while its first answer is fetched wait
        // for it (the cache lock, polled every 500 ms); reported, not timed with the steady state
        push(await drive(`nginx + ${count}, first 3 s`, `${front}${QA_PATH}`, 3));
        push(await drive(`nginx + ${count} instances`, `${front}${QA_PATH}`, options.seconds));
        push(
          await drive(`nginx + ${count}, one killed`, `${front}${QA_PATH}`, options.seconds, {
            during: () => process.kill(apps[count - 1].pid, "SIGKILL"),
          }),
        );
        // a fresh instance in place of the killed one, then kill another mid-run with every request new to nginx
        apps[count - 1] = await startApp(databaseUrl, env);
        await nginx.stop();
        const nginx2 = await startNginx({ port: nginxPort, host: "127.0.0.1", upstreams: apps.map((a) => a.baseUrl.slice("http://".length)), prefix });
        try {
          push(
            await drive(`  uncached, one killed`, `${front}${QA_PATH}`, options.seconds, {
              unique: true,
              during: () => process.kill(apps[0].pid, "SIGKILL"),
            }),
          );
        } finally {
          await nginx2.stop();
        }
      } finally {
        await nginx.stop();
        await Promise.all(apps.map((a) => a.stop()));
        fs.rmSync(prefix, { recursive: true, force: true });
      }
    });
  } finally {
    redis?.kill();
  }
  return lines;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 }) : "n/a");

/** `npm run bench cluster [-- --seconds N]`: prints the lines and the ratios against the targets. */
export async function clusterBench(argv = process.argv.slice(2)): Promise<void> {
  const i = argv.indexOf("--seconds");
  const raw = i >= 0 ? argv[i + 1] : undefined;
  const seconds = raw === undefined ? 15 : Number(raw);
  if (!(seconds > 0)) throw new Error(`--seconds: a positive number, not "${raw}"`);
  console.log(`cluster (production build, ${QA_PATH}, 64 keep-alive connections, ${seconds} s per line, one run; ${WRK ? "wrk, --timeout 2s" : "Node load generator: wrk not installed"})`);
  const lines = await benchCluster({
    seconds,
    note: (t) => console.log(`  ${t}`),
    log: (x) =>
      console.log(
        `  ${x.what.padEnd(28)} ${fmt(x.rps, 0).padStart(7)} req/s   p50 ${fmt(x.p50, 2).padStart(7)} ms   p99 ${fmt(x.p99, 2).padStart(7)} ms   over 2 s ${String(x.slow).padStart(4)}   failed ${x.errors}   (${x.requests} requests)`,
      ),
  });
  const nextAlone = WRK ? lines[0] : null;
  const [single, , cluster, killed, uncached] = WRK ? lines.slice(1) : lines;
  if (nextAlone) {
    const r = cluster.rps / nextAlone.rps;
    console.log(`  nginx + instances vs one instance through Next's handler: ${fmt(r)}× the requests per second (target ≥ 20×: ${r >= 20 ? "met" : "missed"})`);
  }
  const ratio = cluster.rps / single.rps;
  console.log(
    `  nginx + instances vs one instance answering from its memory cache: ${fmt(ratio)}×; p99 ${fmt(cluster.p99, 2)} ms (≤ 20 ms: ${cluster.p99 <= 20 ? "met" : "missed"}); over 2 s ${cluster.slow} (0: ${cluster.slow === 0 ? "met" : "missed"})`,
  );
  console.log(
    `  one instance killed mid-run: ${killed.errors + killed.slow} failed (cached page), ${uncached.errors + uncached.slow} failed (every request reaching an instance); target 0: ${killed.errors + killed.slow + uncached.errors + uncached.slow === 0 ? "met" : "missed"}`,
  );
}
