/**
 * Card-name search: English and Japanese names, exact → prefix → substring → typo-tolerant, in one bounded SQL
 * statement (lib/search/sql.ts) over CardName.normalized, which the import fills with normalizeName; two for a
 * typo whose closest matches are not all one typo away (runCardSearch).
 *
 * Indexes (migration 20261122030000_search):
 * - "CardName_normalized_prefix_idx": b-tree with text_pattern_ops (byte order whatever the collation), read as a
 *   range in key order for exact and prefix matches, stopping after tierCap rows;
 * - "CardName_normalized_trgm_idx": GIN pg_trgm, for LIKE '%key%' and word similarity (typos).
 */
import { searchPool, type SearchDb } from "./db";
import { compareCodePoints, MatchTier, maxTypos, planCardSearch, SUGGEST_LIMIT, TIER_NAMES, typoDistance, type CardSearchPlan } from "./query";
import { cardSearchStatement, LAST_FUZZY_PASS } from "./sql";

export interface CardHit {
  id: number;
  slug: string;
  name: string;
  nameJa: string | null;
  type: string | null;
  civilizations: string[];
  cost: number | null;
  /** the name that matched (the English name, the Japanese name, an alias or a twinpact side) */
  matchedName: string;
  match: "exact" | "prefix" | "contains" | "fuzzy";
  /** published rulings that link the card */
  rulings: number;
  /** typo-tolerant matches: the edits between the query and the closest part of the matched name */
  typos?: number;
}

interface Row {
  id: number;
  slug: string;
  name: string;
  nameJa: string | null;
  type: string | null;
  civilizations: string[];
  cost: number | null;
  matched: string;
  matched_key: string;
  tier: number;
  ws: number;
  s: number;
  /** the fuzzy tier's last pass that ran (1 to LAST_FUZZY_PASS; 0 when the tier did not run), on every row */
  last_pass: number;
  rulings: number;
}

export async function searchCards(query: unknown, options: { limit?: number; db?: SearchDb } = {}): Promise<CardHit[]> {
  const plan = planCardSearch(query, options.limit ?? SUGGEST_LIMIT);
  if (!plan) return [];
  return runCardSearch(options.db ?? searchPool(), plan);
}

export async function runCardSearch(db: SearchDb, plan: CardSearchPlan): Promise<CardHit[]> {
  let rows: Row[] = [];
  let exactToContains: Row[] = [];
  let fuzzy: Row[] = [];
  const typos = new Map<Row, number>();
  // The fuzzy tier skips its last pass when its first passes found enough cards (FUZZY_FIRST_PASSES); if the
  // suggestions they fill are not all one typo away, a closer name may be among the rest: run the last pass too.
  for (const firstPasses of [true, false]) {
    ({ rows } = await db.query<Row>(cardSearchStatement(plan, { firstPasses })));
    exactToContains = rows.filter((r) => r.tier < MatchTier.Fuzzy);
    typos.clear();
    fuzzy = rankFuzzy(rows.filter((r) => r.tier === MatchTier.Fuzzy), plan.key, typos);
    const lastPass = rows[0]?.last_pass ?? LAST_FUZZY_PASS;
    const need = plan.limit - exactToContains.length;
    const closest = fuzzy.length >= need && fuzzy.slice(0, need).every((r) => typos.get(r)! <= 1);
    if (lastPass === 0 || lastPass >= LAST_FUZZY_PASS || closest) break;
  }
  return [...exactToContains, ...fuzzy].slice(0, plan.limit).map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameJa: r.nameJa,
    type: r.type,
    civilizations: r.civilizations,
    cost: r.cost,
    matchedName: r.matched,
    match: TIER_NAMES[r.tier as MatchTier],
    rulings: r.rulings,
    ...(typos.has(r) ? { typos: typos.get(r) } : {}),
  }));
}

/**
 * The typo-tolerant tier's candidates (similar trigrams), kept when the query is at most `maxTypos` edits from a
 * part of the name, closest first; then a match from the name's beginning, then trigram similarity, popularity, name.
 */
function rankFuzzy(rows: Row[], key: string, typos: Map<Row, number>): Row[] {
  const limit = maxTypos(Array.from(key).length);
  const scored = rows
    .map((r) => ({ r, m: typoDistance(key, r.matched_key, limit) }))
    .filter((x) => x.m.distance <= limit);
  scored.sort(
    (x, y) =>
      x.m.distance - y.m.distance ||
      Number(x.m.start !== 0) - Number(y.m.start !== 0) ||
      y.r.s - x.r.s ||
      y.r.ws - x.r.ws ||
      y.r.rulings - x.r.rulings ||
      compareCodePoints(x.r.matched_key, y.r.matched_key),
  );
  for (const x of scored) typos.set(x.r, x.m.distance);
  return scored.map((x) => x.r);
}

/**
 * The naive search the benchmark compares with: ILIKE '%q%' over every name as typed (no normalisation, so no
 * hiragana ↔ katakana and no typo tolerance), first names in alphabetical order. Not used by the app.
 */
export async function naiveCardSearch(db: SearchDb, query: string, limit = SUGGEST_LIMIT): Promise<{ slug: string; name: string }[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<{ slug: string; name: string }>({
    name: "shinpan_bench_naive",
    text: `SELECT c.slug, c.name FROM "CardName" n JOIN "Card" c ON c.id = n."cardId"
           WHERE n.name ILIKE $1 ORDER BY c.name LIMIT $2::int`,
    values: [pattern, limit],
  });
  return rows;
}
