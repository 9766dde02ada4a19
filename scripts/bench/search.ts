/**
 * Search benchmark: server-side latency of card-name search (lib/search) against the whole catalogue and against
 * the catalogue multiplied ×10 (generated variants of every card), side by side with a naive ILIKE '%q%' search
 * over the same databases and the same queries. Prints nothing; scripts/bench.ts reports the numbers.
 *
 * Set-up, outside the timing: its own embedded Postgres (temporary data folder, free port) unless an admin URL
 * is given; database "full" = migrations + content/ import; database "x10" = a copy of it plus 9 generated
 * variants of every card ("Neo Aqua Soldier", "Aqua Soldier Zero", "ネオ・アクア・ソルジャー"…) with all their names;
 * then VACUUM ANALYZE (what autovacuum does in a live database).
 *
 * Queries (seeded, the same for both catalogues and both methods): exact English names, English prefixes,
 * Japanese names and prefixes (half typed in hiragana), names with one typo, and words from inside a name.
 * Each query is timed around the library call (SQL round trip included); each method runs the list as a block.
 */
import { freePort } from "@/lib/ops/server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createPrisma } from "../../lib/db/client";
import { migrateDeploy } from "../../lib/db/migrate";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { runImport } from "../../lib/content/run";
import { katakanaToHiragana, normalizeName } from "../../lib/text/normalize";
import { naiveCardSearch, searchCards } from "../../lib/search/cards";
import { createSearchPool, type SearchDb } from "../../lib/search/db";
import { escapeLike, SUGGEST_LIMIT } from "../../lib/search/query";

export type QueryKind = "exact" | "prefix" | "japanese" | "typo" | "word";

export interface BenchQuery {
  kind: QueryKind;
  q: string;
  /** the card the query was made from */
  slug: string;
}

export interface Latency {
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

export interface CatalogueBench {
  label: string;
  cards: number;
  names: number;
  queries: number;
  search: Latency;
  baseline: Latency;
  /** baseline ÷ search */
  ratioP50: number;
  ratioP95: number;
  /** search p95 per kind of query */
  searchP95ByKind: Record<QueryKind, number>;
  /** search p99 per kind of query (the 2–3 slowest of each kind's 220) */
  searchP99ByKind: Record<QueryKind, number>;
  /** the machine's 1-minute load average before and after the timed search block (os.loadavg; cores: os.cpus) */
  load: { before: number; after: number; cores: number };
  /** share of queries whose card is among the first SUGGEST_LIMIT results */
  searchFound: number;
  baselineFound: number;
  /** the same share per kind of query */
  foundByKind: Record<QueryKind, number>;
  /**
   * Queries that can name their card: at most SUGGEST_LIMIT cards (the card included) have a name the query matches
   * as well as the card's (exactly, as a prefix, or inside it), counted with plain SQL independently of the search.
   * "dragon" or "aqu" match hundreds of names equally well: no ranking can know which one the person meant.
   */
  identifying: number;
  /** share of the identifying queries whose card is among the first SUGGEST_LIMIT results */
  identifyingFound: number;
}

export interface SearchBench {
  queries: number;
  byKind: Record<QueryKind, number>;
  catalogues: CatalogueBench[];
  setupMs: number;
}

const EN_PRE = ["Neo", "Super", "Dark", "Holy", "Cyber", "Gaia", "Ultra", "Mecha", "Shin"];
const EN_SUF = ["Zero", "Prime", "Ace", "Omega", "Kai", "Rex", "Nova", "Max", "Gen"];
const JA_PRE = ["ネオ・", "超", "真・", "闇の", "聖", "電脳", "大地の", "究極", "神"];
const JA_SUF = ["・ゼロ", "改", "・エース", "・オメガ", "・カイ", "・レックス", "・ノヴァ", "・マックス", "・ジェネ"];

/** Deterministic PRNG (mulberry32), so every run asks the same questions. */
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length), max: s[s.length - 1] ?? 0 };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function sql(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}

/** Adds 9 generated variants of every card, with every name of the card varied the same way. */
export async function multiplyCatalogue(url: string, factor = 10): Promise<void> {
  const parts: unknown[][] = [];
  for (let k = 1; k < factor; k++) {
    const i = (k - 1) % EN_PRE.length;
    const j = (k + 4) % EN_SUF.length;
    const pattern = [
      [`${EN_PRE[i]} `, "", JA_PRE[i], ""],
      ["", ` ${EN_SUF[i]}`, "", JA_SUF[i]],
      [`${EN_PRE[j]} `, ` ${EN_SUF[j]}`, JA_PRE[j], JA_SUF[j]],
    ];
    pattern.forEach(([enPre, enSuf, jaPre, jaSuf], p) =>
      parts.push([k, p, enPre, enSuf, jaPre, jaSuf, normalizeName(enPre), normalizeName(enSuf), normalizeName(jaPre), normalizeName(jaSuf)]),
    );
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query("BEGIN");
    await c.query(`CREATE TEMP TABLE parts (k int, p int, en_pre text, en_suf text, ja_pre text, ja_suf text,
                   en_pre_n text, en_suf_n text, ja_pre_n text, ja_suf_n text) ON COMMIT DROP`);
    for (const row of parts) await c.query("INSERT INTO parts VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)", row);
    await c.query(
      `INSERT INTO "Card" ("gameId", slug, name, "nameJa", cost, civilizations, type, races, power, "powerSuffix", text, set, sets,
                           tcg, faces, "otherFaces", source, "nameJaSource", "contentHash", "updatedAt")
       SELECT c."gameId", c.slug || '--v' || g.k, pt.en_pre || c.name || pt.en_suf,
              CASE WHEN c."nameJa" IS NULL THEN NULL ELSE pt.ja_pre || c."nameJa" || pt.ja_suf END,
              c.cost, c.civilizations, c.type, c.races, c.power, c."powerSuffix", c.text, c.set, c.sets,
              c.tcg, c.faces, '{}', 'bench variant', c."nameJaSource", 'bench-variant', now()
       FROM "Card" c CROSS JOIN generate_series(1, $1::int - 1) AS g(k) JOIN parts pt ON pt.k = g.k AND pt.p = (c.id + g.k) % 3`,
      [factor],
    );
    await c.query(
      `INSERT INTO "CardName" ("cardId", name, normalized, kind, lang, note)
       SELECT v.id,
              CASE WHEN n.lang = 'ja' THEN pt.ja_pre || n.name || pt.ja_suf ELSE pt.en_pre || n.name || pt.en_suf END,
              CASE WHEN n.lang = 'ja' THEN pt.ja_pre_n || n.normalized || pt.ja_suf_n ELSE pt.en_pre_n || n.normalized || pt.en_suf_n END,
              n.kind, n.lang, n.note
       FROM "CardName" n JOIN "Card" c ON c.id = n."cardId" AND c."contentHash" <> 'bench-variant'
       CROSS JOIN generate_series(1, $1::int - 1) AS g(k)
       JOIN "Card" v ON v."gameId" = c."gameId" AND v.slug = c.slug || '--v' || g.k
       JOIN parts pt ON pt.k = g.k AND pt.p = (c.id + g.k) % 3`,
      [factor],
    );
    await c.query("COMMIT");
    // the stored key of a generated name must be what normalizeName gives, as for imported names
    const sample = await c.query<{ name: string; normalized: string }>(
      `SELECT n.name, n.normalized FROM "CardName" n JOIN "Card" c ON c.id = n."cardId" WHERE c."contentHash" = 'bench-variant' ORDER BY n.id LIMIT 2000`,
    );
    for (const r of sample.rows) {
      if (normalizeName(r.name) !== r.normalized) throw new Error(`generated name "${r.name}" stored as "${r.normalized}", not "${normalizeName(r.name)}"`);
    }
  } catch (e) {
    await c.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await c.end();
  }
}

function typo(word: string, r: () => number): string {
  const chars = Array.from(word);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const i = 1 + Math.floor(r() * (chars.length - 2)); // never the first letter
  switch (Math.floor(r() * 4)) {
    case 0: // substitution
      chars[i] = letters[Math.floor(r() * 26)];
      break;
    case 1: // deletion
      chars.splice(i, 1);
      break;
    case 2: // insertion
      chars.splice(i, 0, letters[Math.floor(r() * 26)]);
      break;
    default: // transposition
      [chars[i - 1], chars[i]] = [chars[i], chars[i - 1]];
  }
  return chars.join("");
}

/** A seeded mix of queries made from real catalogue cards. */
export function makeQueries(cards: { slug: string; name: string; nameJa: string | null }[], perKind = 220, seed = 20261122): BenchQuery[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const en = cards.filter((c) => /^[A-Za-z]/.test(c.name) && c.name.length >= 6);
  const ja = cards.filter((c) => c.nameJa && Array.from(c.nameJa).length >= 3);
  const out: BenchQuery[] = [];
  for (let i = 0; i < perKind; i++) {
    let c = pick(en);
    out.push({ kind: "exact", q: r() < 0.5 ? c.name : c.name.toLowerCase(), slug: c.slug });

    c = pick(en);
    out.push({ kind: "prefix", q: c.name.slice(0, 3 + Math.floor(r() * 8)).toLowerCase(), slug: c.slug });

    const j = pick(ja);
    const full = Array.from(j.nameJa!);
    let q = r() < 0.5 ? j.nameJa! : full.slice(0, 2 + Math.floor(r() * Math.max(1, full.length - 2))).join("");
    if (r() < 0.5) q = katakanaToHiragana(q);
    out.push({ kind: "japanese", q, slug: j.slug });

    c = pick(en);
    const words = c.name.replace(/[,]/g, "").split(/\s+/).slice(0, 3);
    // one typo in the first word long enough to hold one inside it (never the first letter); a name of short words
    // gets it in its longest word (padding a short word to make room, as this did until 2026-11-24, made 3-4 edits)
    let w = words.findIndex((x) => x.length >= 5);
    if (w < 0) w = words.reduce((best, x, i) => (x.length > words[best].length ? i : best), 0);
    words[w] = words[w].length >= 3 ? typo(words[w].toLowerCase(), r) : words[w].toLowerCase();
    out.push({ kind: "typo", q: words.join(" "), slug: c.slug });

    c = pick(en.filter((x) => x.name.split(/\s+/).length >= 2));
    const inner = c.name.replace(/[,]/g, "").split(/\s+/).slice(1);
    out.push({ kind: "word", q: pick(inner.filter((x) => x.length >= 3).concat(inner[0])).toLowerCase(), slug: c.slug });
  }
  return out;
}

/** How many cards match the query at least as well as its intended card does (see CatalogueBench.identifying). */
async function rivals(db: SearchDb, q: BenchQuery): Promise<number> {
  const key = normalizeName(q.q);
  const { rows } = await db.query<{ tier: number | null }>(
    `SELECT min(CASE WHEN n.normalized = $1 THEN 0 WHEN n.normalized LIKE $2 THEN 1 WHEN length($1) >= 3 AND n.normalized LIKE $3 THEN 2 END) AS tier
     FROM "CardName" n JOIN "Card" c ON c.id = n."cardId" WHERE c.slug = $4`,
    [key, `${escapeLike(key)}%`, `%${escapeLike(key)}%`, q.slug],
  );
  const tier = rows[0]?.tier ?? 3;
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT n."cardId")::int AS n FROM "CardName" n
     WHERE n.normalized = $1 OR ($4 >= 1 AND n.normalized LIKE $2) OR ($4 >= 2 AND length($1) >= 3 AND n.normalized LIKE $3)`,
    [key, `${escapeLike(key)}%`, `%${escapeLike(key)}%`, Math.min(tier, 2)],
  );
  return count[0].n + (tier === 3 ? 1 : 0);
}

async function measure(db: SearchDb, label: string, queries: BenchQuery[], stats: { cards: number; names: number }): Promise<CatalogueBench> {
  // warm-up: plans, caches, the pool's connections
  for (const q of queries.slice(0, 150)) {
    await searchCards(q.q, { db });
    await naiveCardSearch(db, q.q);
  }
  // Each method runs the whole query list as one block (a server answering a stream of searches); interleaving
  // them would let the baseline's full scans evict the search's index pages from the CPU caches between queries.
  const searchMs: number[] = [];
  const baseMs: number[] = [];
  const byKind = new Map<QueryKind, number[]>();
  let found = 0;
  let baseFound = 0;
  const foundKind = new Map<QueryKind, [number, number]>();
  const hitOf: boolean[] = [];
  const loadBefore = os.loadavg()[0];
  for (const q of queries) {
    const t = performance.now();
    const hits = await searchCards(q.q, { db, limit: SUGGEST_LIMIT });
    const ms = performance.now() - t;
    searchMs.push(ms);
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms]);
    const hit = hits.some((h) => h.slug === q.slug);
    hitOf.push(hit);
    if (hit) found++;
    const k = foundKind.get(q.kind) ?? [0, 0];
    foundKind.set(q.kind, [k[0] + (hit ? 1 : 0), k[1] + 1]);
  }
  const loadAfter = os.loadavg()[0];
  // outside the timing: which queries could name their card at all
  let identifying = 0;
  let identifyingFound = 0;
  for (const [i, q] of queries.entries()) {
    if ((await rivals(db, q)) > SUGGEST_LIMIT) continue;
    identifying++;
    if (hitOf[i]) identifyingFound++;
  }
  for (const q of queries) {
    const t = performance.now();
    const naive = await naiveCardSearch(db, q.q, SUGGEST_LIMIT);
    baseMs.push(performance.now() - t);
    if (naive.some((h) => h.slug === q.slug)) baseFound++;
  }
  const search = latency(searchMs);
  const baseline = latency(baseMs);
  return {
    label,
    cards: stats.cards,
    names: stats.names,
    queries: queries.length,
    search,
    baseline,
    ratioP50: baseline.p50 / search.p50,
    ratioP95: baseline.p95 / search.p95,
    searchP95ByKind: Object.fromEntries([...byKind].map(([k, v]) => [k, latency(v).p95])) as Record<QueryKind, number>,
    searchP99ByKind: Object.fromEntries([...byKind].map(([k, v]) => [k, percentile([...v].sort((a, b) => a - b), 99)])) as Record<QueryKind, number>,
    load: { before: loadBefore, after: loadAfter, cores: os.cpus().length },
    searchFound: found / queries.length,
    baselineFound: baseFound / queries.length,
    foundByKind: Object.fromEntries([...foundKind].map(([k, [f, n]]) => [k, f / n])) as Record<QueryKind, number>,
    identifying,
    identifyingFound: identifyingFound / Math.max(1, identifying),
  };
}

export async function benchSearch(options: { adminUrl?: string; perKind?: number; contentDir?: string } = {}): Promise<SearchBench> {
  const t0 = performance.now();
  const contentDir = options.contentDir ?? path.join(__dirname, "..", "..", "content");
  let stopServer: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  let adminUrl = options.adminUrl;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-bench-pg-"));
    fs.chmodSync(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "data"), port: await freePort(), database: "postgres" });
    adminUrl = server.url;
    stopServer = server.stop;
  }
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = { full: `shinpan_bench_full_${suffix}`, x10: `shinpan_bench_x10_${suffix}` };
  const pools: pg.Pool[] = [];
  try {
    await sql(adminUrl, `CREATE DATABASE ${names.full}`);
    const fullUrl = withDatabase(adminUrl, names.full);
    await migrateDeploy(fullUrl);
    const importer = createPrisma(fullUrl);
    await runImport(importer, contentDir);
    await importer.$disconnect();
    await sql(adminUrl, `CREATE DATABASE ${names.x10} TEMPLATE ${names.full}`);
    const x10Url = withDatabase(adminUrl, names.x10);
    await multiplyCatalogue(x10Url, 10);
    for (const url of [fullUrl, x10Url]) await sql(url, "VACUUM ANALYZE");

    const cards = (await sql(fullUrl, `SELECT slug, name, "nameJa" FROM "Card" ORDER BY id`)).rows as { slug: string; name: string; nameJa: string | null }[];
    const queries = makeQueries(cards, options.perKind ?? 220);
    const byKind = {} as Record<QueryKind, number>;
    for (const q of queries) byKind[q.kind] = (byKind[q.kind] ?? 0) + 1;
    const setupMs = performance.now() - t0;

    const catalogues: CatalogueBench[] = [];
    for (const [label, url] of [["full catalogue", fullUrl], ["×10 catalogue", x10Url]] as const) {
      const counts = (await sql(url, `SELECT (SELECT count(*) FROM "Card")::int AS cards, (SELECT count(*) FROM "CardName")::int AS names`)).rows[0];
      // the same pool the app uses (named statements, generic plans), one connection: queries run one at a time
      const pool = createSearchPool(url, 1);
      pools.push(pool);
      catalogues.push(await measure(pool, label, queries, counts));
    }
    return { queries: queries.length, byKind, catalogues, setupMs };
  } finally {
    for (const pool of pools) await pool.end().catch(() => {});
    for (const n of Object.values(names)) await sql(adminUrl, `DROP DATABASE IF EXISTS ${n} WITH (FORCE)`).catch(() => {});
    if (stopServer) await stopServer();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
