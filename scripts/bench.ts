/**
 * npm run bench: the project's benchmarks, printed as figures. Timings live here, never in tests.
 *   npm run bench                 everything
 *   npm run bench -- engine pages only some (engine, pages, search)
 */
import { benchEngine } from "./bench/engine";
import { benchPages } from "./bench/pages";
import { benchSearch } from "./bench/search";

const fmt = (n: number, digits = 1) => n.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function engine() {
  const r = await benchEngine();
  console.log("engine throughput (all content scenarios, full traces, one core)");
  console.log(`  scenarios in corpus: ${r.scenarios}`);
  console.log(`  rounds (runs/s):     ${r.rounds.map((x) => Math.round(x)).join(", ")}`);
  console.log(`  median:              ${Math.round(r.runsPerSecond)} runs/s (target ≥ 5,000)`);
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
  }
  console.log("  targets on the ×10 catalogue: p95 ≤ 5 ms and ≥ 20× faster than the baseline");
}

const all: Record<string, () => Promise<void>> = { engine, pages, search };

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  for (const name of wanted.length ? wanted : Object.keys(all)) {
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
