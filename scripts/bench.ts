/**
 * npm run bench: the project's benchmarks, printed as figures. Timings live here, never in tests.
 *   npm run bench                 everything
 *   npm run bench -- engine pages only some (engine, pages, search, api, load)
 *   npm run bench load -- --seconds 10   load: seconds per URL (default 60, as issue 11 asks)
 *   npm run bench engine -- --tsx        the engine under tsx in this process (default: an esbuild bundle in a child process)
 */
import { ensurePrismaClient } from "../lib/ops/prepare";
import type { LoadLine } from "./bench/load";

// Each benchmark is loaded when it runs: the HTTP ones import the Prisma client, which a fresh clone generates first
// (ensurePrismaClient, in main); the engine benchmark needs none of it.
const benchApi = async () => (await import("./bench/api")).benchApi();
const clusterBench = async () => (await import("./bench/cluster")).clusterBench();
const benchEngine = async (o: Parameters<typeof import("./bench/engine").benchEngine>[0]) => (await import("./bench/engine")).benchEngine(o);
const benchLoad = async (o: Parameters<typeof import("./bench/load").benchLoad>[0]) => (await import("./bench/load")).benchLoad(o);
const benchPages = async () => (await import("./bench/pages")).benchPages();
const benchSearch = async () => (await import("./bench/search")).benchSearch();

const fmt = (n: number, digits = 1) => n.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function engine() {
  const r = await benchEngine({ bundle: !process.argv.includes("--tsx") });
  console.log(`engine throughput (all content scenarios, full traces, one core; the engine as it ships: ${r.how})`);
  console.log(`  scenarios in corpus: ${r.scenarios}`);
  console.log(`  warm-up (runs/s):    ${r.warmup.join(", ")} (at least 2 s, then until two rounds agree within 5%, at most ~10 s)`);
  console.log(`  rounds (runs/s):     ${r.rounds.map((x) => Math.round(x)).join(", ")}`);
  console.log(`  median:              ${Math.round(r.runsPerSecond)} runs/s (target ≥ 10,000, issue 12)`);
  const w = r.worstCheck;
  console.log(`  admin check of the costliest accepted scenario (${(w.bytes / 1024).toFixed(1)} KB, ${w.events} events, ${w.runs} runs): median ${fmt(w.median)} ms, p90 ${fmt(w.p90)} ms, max ${fmt(w.max)} ms (target < 100 ms)`);
}

async function pages() {
  const r = await benchPages();
  console.log(`page throughput (production build, ${r.concurrency} concurrent keep-alive connections, median of 3 rounds of 5 s)`);
  for (const x of [r.qa, r.about, r.sameSize]) {
    console.log(`  ${x.path.padEnd(44)} ${fmt(x.rps, 0).padStart(7)} req/s   p50 ${fmt(x.p50)} ms   p99 ${fmt(x.p99)} ms   ${fmt(x.bytes / 1024)} KB HTML   errors ${x.errors}`);
  }
  console.log(`  ratio Q&A / static about page: ${fmt(r.ratio, 2)} (target ≥ 1.0); Q&A p99 ${fmt(r.qa.p99)} ms (target ≤ 100 ms)`);
  console.log(`  ratio Q&A / static page of about its size (${r.sameSize.path}): ${fmt(r.qa.rps / r.sameSize.rps, 2)}: the rest is Next's cost of a dynamic [slug] route`);
  console.log(`  JavaScript a Q&A page loads: ${fmt(r.qaJsGzipBytes / 1024)} KB gzipped (budget 150 KB)`);
}

async function search() {
  const r = await benchSearch();
  console.log(`card-name search (server side, ${r.queries} queries per catalogue: ${Object.entries(r.byKind).map(([k, n]) => `${n} ${k}`).join(", ")})`);
  for (const c of r.catalogues) {
    console.log(`  ${c.label}: ${c.cards.toLocaleString("en")} cards, ${c.names.toLocaleString("en")} names`);
    console.log(`    search             p50 ${fmt(c.search.p50, 2)} ms   p95 ${fmt(c.search.p95, 2)} ms   card in top results ${fmt(c.searchFound * 100)}%`);
    console.log(`    ILIKE '%q%' naive  p50 ${fmt(c.baseline.p50, 2)} ms   p95 ${fmt(c.baseline.p95, 2)} ms   card in top results ${fmt(c.baselineFound * 100)}%`);
    console.log(`    speed-up           p50 ${fmt(c.ratioP50)}×   p95 ${fmt(c.ratioP95)}×`);
    console.log(`    search p95 by kind ${Object.entries(c.searchP95ByKind).map(([k, v]) => `${k} ${fmt(v, 2)} ms`).join(", ")}`);
    console.log(`    search p99 by kind ${Object.entries(c.searchP99ByKind).map(([k, v]) => `${k} ${fmt(v, 2)} ms`).join(", ")}`);
    console.log(`    machine load (1-min average, ${c.load.cores} cores) ${fmt(c.load.before, 2)} before the timed searches, ${fmt(c.load.after, 2)} after`);
    console.log(`    card in top results by kind ${Object.entries(c.foundByKind).map(([k, v]) => `${k} ${fmt(v * 100)}%`).join(", ")}`);
    console.log(
      `    queries that can name their card (at most 8 cards match them as well: the suggestions shown): ${c.identifying} of ${c.queries}; card in top results for ${fmt(c.identifyingFound * 100)}% of them (target ≥ 95%)`,
    );
  }
  console.log("  targets on the ×10 catalogue: p95 ≤ 5 ms for every kind, ≥ 20× faster than the baseline; the card in the top results for ≥ 95% of the queries that can name it");
}

async function api() {
  const r = await benchApi();
  console.log(`public API, single items (production build, ${r.concurrency} keep-alive connections from ${r.concurrency} addresses, each request counted by the rate limit in Postgres; median of 3 rounds of 5 s)`);
  const line = (what: string, x: (typeof r.lines)[number]["result"]) => {
    const total = Object.values(x.cache).reduce((a, b) => a + b, 0);
    const cache = total ? `   from memory ${fmt((100 * (x.cache.hit ?? 0)) / total)}%` : "";
    console.log(`  ${what.padEnd(28)} ${fmt(x.rps, 0).padStart(7)} req/s   p50 ${fmt(x.p50).padStart(6)} ms   p99 ${fmt(x.p99).padStart(6)} ms   errors ${x.errors}${cache}   ${x.path}`);
  };
  for (const l of r.lines) line(l.what, l.result);
  const worst = Math.max(...r.lines.map((l) => l.result.p99));
  console.log(`  worst p99 ${fmt(worst)} ms: ${worst <= r.targetP99 ? "meets" : "misses"} the target (p99 ≤ ${r.targetP99} ms)`);
  line(r.uncached.path, r.uncached);
  console.log("  (the last line is never answered from memory: each request asks for another card, rendered by Next)");
}

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function loadBench() {
  const raw = option("seconds");
  const seconds = raw === undefined ? 60 : Number(raw);
  if (!(seconds > 0)) throw new Error(`--seconds: a positive number, not "${raw}"`);
  const line = (x: LoadLine) => {
    const errors = x.errors ? `${x.errors} (${Object.entries(x.statuses).map(([k, n]) => `${k}: ${n}`).join(", ")})` : "0";
    const met = x.slow === 0 && x.errors === 0 && x.p99 <= x.target.p99;
    const cache = Object.keys(x.cache).length ? `   from cache ${fmt((100 * (x.cache.hit ?? 0)) / Object.values(x.cache).reduce((a, b) => a + b, 0))}%` : "";
    console.log(
      `  ${x.what.padEnd(26)} ${fmt(x.rps, 0).padStart(6)} req/s   p50 ${fmt(x.p50).padStart(7)} ms   p99 ${fmt(x.p99).padStart(7)} ms   max ${fmt(x.max, 0).padStart(6)} ms   over 2 s ${String(x.slow).padStart(4)}   errors ${errors}${cache}   ${met ? "meets" : "misses"} p99 ≤ ${x.target.p99} ms`,
    );
  };
  console.log(`load (production build, one server, 64 keep-alive connections, ${seconds} s per line; targets: 0 over 2 s, p99 as shown)`);
  const r = await benchLoad({ seconds, log: line });
  console.log(
    `  query mix: ${r.mix.queries} distinct queries (${Object.entries(r.mix.byKind).map(([k, n]) => `${n} ${k}`).join(", ")}), drawn by Zipf's law (the most asked ${fmt(r.mix.topShare * 100)}% of requests), e.g. ${r.mix.examples.slice(0, 5).map((x) => `"${x}"`).join(", ")}`,
  );
  console.log(`  never cached: the mix with a unique unused parameter per request, so every request is rendered`);
}

const all: Record<string, () => Promise<void>> = { engine, pages, search, api, load: loadBench, cluster: () => clusterBench() };
/** not run by a bare `npm run bench`: several minutes */
const onlyWhenNamed = new Set(["load", "cluster"]);

async function main() {
  ensurePrismaClient();
  const args = process.argv.slice(2);
  const wanted = args.filter((a, i) => !a.startsWith("-") && !(args[i - 1] ?? "").match(/^--seconds$/));
  for (const name of wanted.length ? wanted : Object.keys(all).filter((n) => !onlyWhenNamed.has(n))) {
    const run = all[name];
    if (!run) throw new Error(`unknown benchmark "${name}" (have: ${Object.keys(all).join(", ")})`);
    await run();
    console.log();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
