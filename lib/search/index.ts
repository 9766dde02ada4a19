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
import { cardCountStatement, clauseSearchStatement, qaSearchStatement, rulingsForCardsStatement } from "./sql";

export type { CardHit } from "./cards";
export { searchCards } from "./cards";
export { cleanQuery, MAX_QUERY_LENGTH } from "./query";

export interface RulingHit {
  slug: string;
  title: string;
  titleJa: string | null;
  unverified: boolean;
  /** the game's name when the ruling is not a Duel Masters one (shown for comparison) */
  game?: string;
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
  /** how many there are in all (cards counted up to CARD_COUNT_CAP + 1, which means "more than CARD_COUNT_CAP") */
  totals: Record<"cards" | "rulings" | "rules", number>;
  /** the section paged through, if any, and the page shown */
  section?: "cards" | "rulings" | "rules";
  page: number;
}

interface RulingRow {
  slug: string;
  titleEn: string;
  titleJa: string | null;
  verification: string | null;
  card_ids: number[];
  total: number;
}

/**
 * The cards whose rulings a search shows: the cards it found by name; with none, the typo matches that are closest,
 * when they are one or two edits away. As a prefix names every card that begins with it, a typo of a prefix names
 * every card it is as close to ("bolshak yamto": Bolshack Yamato Dragon, the twinpact that prints that name, and
 * Bolshack Yamato Momoking); each ruling says which card it is about.
 */
export function meantCards(cards: CardHit[]): CardHit[] {
  const named = cards.filter((c) => c.match !== "fuzzy");
  if (named.length > 0) return named;
  const best = cards[0];
  if (!best || best.typos === undefined || best.typos > 2) return [];
  return cards.filter((c) => c.typos === best.typos);
}

async function rulingsForCards(db: SearchDb, cards: CardHit[], limit: number, offset = 0): Promise<{ rulings: RulingHit[]; total: number }> {
  const meant = meantCards(cards).filter((c) => c.rulings > 0);
  if (meant.length === 0) return { rulings: [], total: 0 };
  const slugById = new Map(cards.map((c) => [c.id, c.slug]));
  const { rows } = await db.query<RulingRow>(rulingsForCardsStatement(meant.map((c) => c.id), limit, offset));
  return {
    total: rows[0]?.total ?? 0,
    rulings: rows.map((r) => ({
      slug: r.slug,
      title: r.titleEn,
      titleJa: r.titleJa,
      unverified: r.verification === "unverified",
      cards: r.card_ids.map((id) => slugById.get(id)).filter((s): s is string => !!s),
    })),
  };
}

/** The header box: a few cards, and the rulings linked to them. Two short statements. */
export async function suggest(raw: unknown, options: { db?: SearchDb; limit?: number } = {}): Promise<Suggestions> {
  const query = cleanQuery(raw);
  const plan = planCardSearch(query, options.limit ?? SUGGEST_LIMIT);
  if (!plan) return { query, cards: [], rulings: [] };
  const db = options.db ?? searchPool();
  const cards = await runCardSearch(db, plan);
  return { query, cards, rulings: (await rulingsForCards(db, cards, 5)).rulings };
}

export type SearchSection = "cards" | "rulings" | "rules";
export const SEARCH_SECTIONS: readonly SearchSection[] = ["cards", "rulings", "rules"];
/** Results per section on the overview, and per page when one section is paged through. */
export const OVERVIEW_LIMIT = { cards: PAGE_LIMIT, rulings: 20, rules: 12 } as const;
export const SECTION_PAGE_SIZE = { cards: PAGE_LIMIT, rulings: 20, rules: 20 } as const;
/** Pages one can go through (cards are ranked by tiers, so their pages are fetched from the start). */
export const MAX_PAGE = 20;

export interface SearchOptions {
  db?: SearchDb;
  /** page through one section only */
  section?: SearchSection;
  /** 1-based */
  page?: number;
}

/** The results page: cards, rulings about them, rulings whose text matches, rule clauses; with their totals. */
export async function searchEverything(raw: unknown, options: SearchOptions = {}): Promise<SearchResults> {
  const query = cleanQuery(raw);
  const empty: SearchResults = { query, cards: [], rulings: [], qa: [], clauses: [], totals: { cards: 0, rulings: 0, rules: 0 }, page: 1 };
  if (!query) return empty;
  const db = options.db ?? searchPool();
  const section = options.section;
  const page = Math.max(1, Math.min(MAX_PAGE, Math.floor(options.page ?? 1) || 1));
  const want = (s: SearchSection) => !section || section === s;
  const size = (s: SearchSection) => (section ? SECTION_PAGE_SIZE[s] : OVERVIEW_LIMIT[s]);
  const offset = (s: SearchSection) => (section === s ? (page - 1) * SECTION_PAGE_SIZE[s] : 0);

  // cards: ranked by tiers in one statement, so a later page fetches the ones before it too and keeps its slice
  const cardsPage = section === "cards" ? page : 1;
  const plan = planCardSearch(query, size("cards") * cardsPage, { maxLimit: SECTION_PAGE_SIZE.cards * MAX_PAGE });
  const text = fullTextQuery(query);
  const ja = japaneseTextPatterns(query);
  const clauseNo = clauseNumberQuery(query);
  const [allCards, cardTotal, qaRows, clauseRows] = await Promise.all([
    plan ? runCardSearch(db, plan) : Promise.resolve([]),
    plan && want("cards") ? db.query<{ n: number }>(cardCountStatement(plan)).then((r) => r.rows[0]?.n ?? 0) : Promise.resolve(0),
    want("rulings") && (text || ja)
      ? db.query<RulingRow & { snippet: string; game: string | null }>(qaSearchStatement(text, ja, size("rulings"), offset("rulings"))).then((r) => r.rows)
      : Promise.resolve([]),
    want("rules") && (text || ja || clauseNo)
      ? db
          .query<{ number: string; titleEn: string | null; titleJa: string | null; version: string; label: string; snippet: string; total: number }>(
              clauseSearchStatement(text, ja, clauseNo, size("rules"), offset("rules")),
            )
          .then((r) => r.rows)
      : Promise.resolve([]),
  ]);
  const cards = section === "cards" ? allCards.slice((page - 1) * SECTION_PAGE_SIZE.cards) : section ? [] : allCards;
  // rulings about the cards found: on the overview, and first when paging through rulings
  const about = want("rulings") ? await rulingsForCards(db, allCards.slice(0, 10), size("rulings"), offset("rulings")) : { rulings: [], total: 0 };
  const aboutSlugs = new Set(about.rulings.map((r) => r.slug));
  const qaTotal = qaRows[0]?.total ?? 0;
  return {
    query,
    page,
    ...(section ? { section } : {}),
    cards,
    rulings: about.rulings,
    qa: qaRows
      .filter((r) => !aboutSlugs.has(r.slug))
      .map((r) => ({
        slug: r.slug,
        title: r.titleEn,
        titleJa: r.titleJa,
        unverified: r.verification === "unverified",
        ...(r.game ? { game: r.game } : {}),
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
    totals: {
      // fuzzy matches are not in the substring count: then the count is what was found
      cards: Math.max(cardTotal, allCards.length),
      // a ruling both about a found card and matching the text counts once at most; an upper bound otherwise
      rulings: Math.max(about.total, qaTotal, about.rulings.length + qaRows.filter((r) => !aboutSlugs.has(r.slug)).length),
      rules: clauseRows[0]?.total ?? 0,
    },
  };
}
