/**
 * Page throughput: requests per second and latency percentiles at 64 concurrent keep-alive
 * connections, for a Q&A page and, side by side in the same run, for the static about page.
 * Also the gzipped JavaScript a Q&A page loads.
 */
import { gzipSync } from "node:zlib";
import { load, withBenchApp, type LoadResult } from "./http";

export type { LoadResult } from "./http";

export interface PagesBench {
  qa: LoadResult;
  about: LoadResult;
  /** a static page about the Q&A page's size (/rules): separates the cost of size from that of a dynamic route */
  sameSize: LoadResult;
  ratio: number;
  qaJsGzipBytes: number;
  concurrency: number;
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
  return withBenchApp(async (app) => {
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
  });
}
