/**
 * Load (issue 11): 64 keep-alive connections for 60 s per URL against one production server (lib/ops/server.ts),
 * on the pages readers hit most: a Q&A page, a card page with rulings, /search and /api/search.
 * Per line: 2xx req/s, p50, p99, max, answers over 2 s, errors (non-2xx, resets, no answer within 30 s), and how
 * many answers the server's response cache gave (x-shinpan-cache).
 *
 * The search lines, each for the page and for the API:
 * - one query ("aqua sol", a card-name prefix);
 * - a mix of real queries, made from the imported catalogue by the search bench's seeded generator
 *   (scripts/bench/search.ts): exact names, prefixes as typed, Japanese names and prefixes (half in hiragana), names
 *   with a typo, words from inside names. Each request draws its query with Zipf's law (s = 1) over the list, as
 *   search logs are: a few queries are asked often, most rarely, and each one is new to the server once;
 * - "never cached": the same queries, each URL made unique (an unused `&n=` parameter), so every request is
 *   rendered: what the server does with queries it has never seen.
 */
import pg from "pg";
import { load, withBenchApp, type LoadResult } from "./http";
import { makeQueries, type QueryKind } from "./search";

export interface LoadLine extends LoadResult {
  /** what the line loads, for a person */
  what: string;
  /** the target it is held to */
  target: { p99: number };
}

export interface LoadBench {
  concurrency: number;
  seconds: number;
  lines: LoadLine[];
  mix: { queries: number; byKind: Record<QueryKind, number>; examples: string[]; topShare: number };
}

export const QA_PATH = "/qa/deadly-love-aqua-soldier-trash-train";
export const CARD_PATH = "/cards/aqua-soldier";
export const SEARCH_QUERY = "aqua sol";
/** distinct queries in the mix, per kind (5 kinds) */
export const MIX_PER_KIND = 200;
/** Zipf exponent of the mix's popularity */
export const ZIPF_S = 1;
/** issue 11's targets: p99 for pages served from cache, and for search; and no answer over 2 s */
export const CACHED_P99_MS = 100;
export const SEARCH_P99_MS = 250;

const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, "+");

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `draws` items of `items`, the k-th (from 1) drawn with probability ∝ 1/k^s. */
export function zipfDraws<T>(items: T[], draws: number, s = ZIPF_S, seed = 20261123): T[] {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= items.length; k++) cumulative.push((total += 1 / k ** s));
  const r = rng(seed);
  const out: T[] = [];
  for (let i = 0; i < draws; i++) {
    const x = r() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(items[lo]);
  }
  return out;
}

async function mixQueries(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string; name: string; nameJa: string | null }>(`SELECT slug, name, "nameJa" FROM "Card" ORDER BY id`);
    // kinds interleaved, as makeQueries returns them, so popularity does not follow the kind; duplicates dropped
    return [...new Map(makeQueries(rows, MIX_PER_KIND, 20261123).map((x) => [x.q, x])).values()];
  } finally {
    await client.end();
  }
}

export async function benchLoad(options: { seconds?: number; concurrency?: number; log?: (line: LoadLine) => void } = {}): Promise<LoadBench> {
  const seconds = options.seconds ?? 60;
  const concurrency = options.concurrency ?? 64;
  return withBenchApp(async (app, databaseUrl) => {
    const mix = await mixQueries(databaseUrl);
    const byKind = {} as Record<QueryKind, number>;
    for (const x of mix) byKind[x.kind] = (byKind[x.kind] ?? 0) + 1;
    // more draws than any run asks for: the list is never wrapped
    const drawn = zipfDraws(mix, Math.max(200_000, Math.ceil(seconds * 5_000)));
    const topShare = drawn.filter((x) => x === mix[0]).length / drawn.length;
    const unique = (base: string) => drawn.map((x, i) => `${base}?q=${enc(x.q)}&n=${i}`);
    const plan: { what: string; paths: string[]; label: string; p99: number }[] = [
      { what: "Q&A page", paths: [QA_PATH], label: QA_PATH, p99: CACHED_P99_MS },
      { what: "card page", paths: [CARD_PATH], label: CARD_PATH, p99: CACHED_P99_MS },
      { what: "search page, one query", paths: [`/search?q=${enc(SEARCH_QUERY)}`], label: `/search?q=${enc(SEARCH_QUERY)}`, p99: SEARCH_P99_MS },
      { what: "search page, query mix", paths: drawn.map((x) => `/search?q=${enc(x.q)}`), label: "/search?q=<mix>", p99: SEARCH_P99_MS },
      { what: "search page, never cached", paths: unique("/search"), label: "/search?q=<mix>&n=<unique>", p99: SEARCH_P99_MS },
      { what: "search API, one query", paths: [`/api/search?q=${enc(SEARCH_QUERY)}`], label: `/api/search?q=${enc(SEARCH_QUERY)}`, p99: SEARCH_P99_MS },
      { what: "search API, query mix", paths: drawn.map((x) => `/api/search?q=${enc(x.q)}`), label: "/api/search?q=<mix>", p99: SEARCH_P99_MS },
      { what: "search API, never cached", paths: unique("/api/search"), label: "/api/search?q=<mix>&n=<unique>", p99: SEARCH_P99_MS },
    ];
    // warm: the first render of the pages (on-demand card page, modules, JIT), one request at a time; not measured
    for (const path of [QA_PATH, CARD_PATH, `/search?q=x`, `/api/search?q=x`]) await (await fetch(new URL(path, app.baseUrl))).arrayBuffer();
    const lines: LoadLine[] = [];
    for (const p of plan) {
      const r = await load(app.baseUrl, p.paths, seconds, { concurrency, label: p.label });
      const line = { ...r, what: p.what, target: { p99: p.p99 } };
      options.log?.(line);
      lines.push(line);
    }
    return { concurrency, seconds, lines, mix: { queries: mix.length, byKind, examples: mix.slice(0, 10).map((x) => x.q), topShare } };
  });
}
