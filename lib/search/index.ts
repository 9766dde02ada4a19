/**
 * Search entry points: `suggest` for the header box (/api/search) and `searchEverything` for /search.
 * Pure planning lives in query.ts, SQL text in sql.ts, the card-name engine in cards.ts.
 */
import { searchPool, type SearchDb } from "./db";
import { runCardSearch, type CardHit } from "./cards";
import {
  clauseNumberQuery,
  cleanQuery,
  fullTextQuery,
  japaneseTextPatterns,
  PAGE_LIMIT,
  planCardSearch,
  snippetSegments,
  SUGGEST_LIMIT,
  type Segment,
} from "./query";
import { clauseSearchStatement, qaSearchStatement, rulingsForCardsStatement } from "./sql";

export type { CardHit } from "./cards";
export { searchCards } from "./cards";
export { cleanQuery, MAX_QUERY_LENGTH } from "./query";

export interface RulingHit {
  slug: string;
  title: string;
  titleJa: string | null;
  unverified: boolean;
  /** slugs of the found cards this ruling is linked to */
  cards: string[];
  snippet?: Segment[];
}

export interface ClauseHit {
  number: string;
  title: string | null;
  titleJa: string | null;
  version: string;
  versionLabel: string;
  snippet: Segment[];
}

export interface Suggestions {
  query: string;
  cards: CardHit[];
  rulings: RulingHit[];
}

export interface SearchResults extends Suggestions {
  /** rulings whose text matches the query (full text in English, substring in Japanese) */
  qa: RulingHit[];
  clauses: ClauseHit[];
}

interface RulingRow {
  slug: string;
  titleEn: string;
  titleJa: string | null;
  verification: string | null;
  card_ids: number[];
}

async function rulingsForCards(db: SearchDb, cards: CardHit[], limit: number): Promise<RulingHit[]> {
  // only for cards the reader plausibly meant: not for typo guesses
  const meant = cards.filter((c) => c.match !== "fuzzy" && c.rulings > 0);
  if (meant.length === 0) return [];
  const slugById = new Map(cards.map((c) => [c.id, c.slug]));
  const { rows } = await db.query<RulingRow>(rulingsForCardsStatement(meant.map((c) => c.id), limit));
  return rows.map((r) => ({
    slug: r.slug,
    title: r.titleEn,
    titleJa: r.titleJa,
    unverified: r.verification === "unverified",
    cards: r.card_ids.map((id) => slugById.get(id)).filter((s): s is string => !!s),
  }));
}

/** The header box: a few cards, and the rulings linked to them. Two short statements. */
export async function suggest(raw: unknown, options: { db?: SearchDb; limit?: number } = {}): Promise<Suggestions> {
  const query = cleanQuery(raw);
  const plan = planCardSearch(query, options.limit ?? SUGGEST_LIMIT);
  if (!plan) return { query, cards: [], rulings: [] };
  const db = options.db ?? searchPool();
  const cards = await runCardSearch(db, plan);
  return { query, cards, rulings: await rulingsForCards(db, cards, 5) };
}

/** The results page: cards, rulings about them, rulings whose text matches, rule clauses. */
export async function searchEverything(raw: unknown, options: { db?: SearchDb } = {}): Promise<SearchResults> {
  const query = cleanQuery(raw);
  if (!query) return { query, cards: [], rulings: [], qa: [], clauses: [] };
  const db = options.db ?? searchPool();
  const plan = planCardSearch(query, PAGE_LIMIT);
  const text = fullTextQuery(query);
  const ja = japaneseTextPatterns(query);
  const clauseNo = clauseNumberQuery(query);
  const [cards, qaRows, clauseRows] = await Promise.all([
    plan ? runCardSearch(db, plan) : Promise.resolve([]),
    text || ja ? db.query<RulingRow & { snippet: string }>(qaSearchStatement(text, ja, 20)).then((r) => r.rows) : Promise.resolve([]),
    text || ja || clauseNo
      ? db
          .query<{ number: string; titleEn: string | null; titleJa: string | null; version: string; label: string; snippet: string }>(
              clauseSearchStatement(text, ja, clauseNo, 12),
            )
          .then((r) => r.rows)
      : Promise.resolve([]),
  ]);
  const rulings = await rulingsForCards(db, cards.slice(0, 10), 10);
  const about = new Set(rulings.map((r) => r.slug));
  return {
    query,
    cards,
    rulings,
    qa: qaRows
      .filter((r) => !about.has(r.slug))
      .map((r) => ({
        slug: r.slug,
        title: r.titleEn,
        titleJa: r.titleJa,
        unverified: r.verification === "unverified",
        cards: [],
        snippet: snippetSegments(r.snippet),
      })),
    clauses: clauseRows.map((r) => ({
      number: r.number,
      title: r.titleEn,
      titleJa: r.titleJa,
      version: r.version,
      versionLabel: r.label,
      snippet: snippetSegments(r.snippet),
    })),
  };
}
