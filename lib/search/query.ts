/**
 * Search input and query planning: pure functions, no database (unit-tested in tests/unit/search*.test.ts).
 *
 * A query goes through three steps here:
 * 1. `cleanQuery`: control characters become spaces, whitespace collapses, length is capped (MAX_QUERY_LENGTH);
 * 2. `planCardSearch`: the normalised key (the same `normalizeName` stored in CardName.normalized) and which
 *    match tiers can run for it: exact and prefix always, substring from 3 characters, typo-tolerant from 4;
 * 3. `rankCardHits`: the ranking rule, applied in SQL and re-stated here for tests and the bench.
 */
import { normalizeName } from "@/lib/text/normalize";

/** Longer input is cut to this many characters (a card name is at most ~60). */
export const MAX_QUERY_LENGTH = 100;
/** Suggestions in the header box; cards on the results page. */
export const SUGGEST_LIMIT = 8;
export const PAGE_LIMIT = 30;
export const MAX_LIMIT = 50;
/** Shorter keys skip the tier: a trigram index needs 3 characters, and shorter keys match too much anyway. */
export const MIN_CONTAINS_LENGTH = 3;
export const MIN_FUZZY_LENGTH = 4;
/**
 * The typo-tolerant tier finds candidates by word similarity to the key's first FUZZY_KEY_LENGTH characters
 * (they may match anywhere in a name), then ranks them by similarity to the whole key. Past ~24 characters a key's
 * trigrams are mostly common words ("dragon", "elemental") that cost index work without finding other cards
 * (measured on the bench's typo queries: same recall at 24 as with the whole key, at less cost; 12 loses a quarter).
 */
export const FUZZY_KEY_LENGTH = 24;
/** Substring candidates ranked per query, at most: bounds the work of very common substrings ("ragon"). */
export const CONTAINS_CANDIDATES = 600;
/**
 * The typo-tolerant tier's candidates: names whose word similarity to the key is at least FUZZY_THRESHOLD (the
 * statement sets pg_trgm.word_similarity_threshold for itself, so the GIN index applies it), the FUZZY_CANDIDATES
 * most similar of them. Candidates are then ranked by edit distance (`typoDistance`), which is what a reader's
 * mistake is: at the default 0.6 a single transposition in a short name ("pakuio" for Pakurio, 0.57) or
 * two typos ("bolshak yamto", 0.5) found nothing; below ~0.45 common trigrams flood the index (measured on the ×10
 * catalogue by `npm run bench search`).
 */
export const FUZZY_THRESHOLD = 0.45;
export const FUZZY_CANDIDATES = 60;
/**
 * The fuzzy tier's first passes, for a key that names no card (a typo: the other tiers found nothing). The names
 * above FUZZY_THRESHOLD are many for a long key whose end is common ("…spirit knight", "…elemental dragon": 600
 * names of the ×10 catalogue for one typo query), and each costs a word similarity to check and another to rank:
 * 10–25 ms. A name that begins with the key but for one typo is far more similar. A key of n characters has n + 1
 * trigrams (word similarity pads it: "  k", " ke", …, "y "), and inside a longer name its last one does not match;
 * a substitution, insertion or deletion breaks 3 more, a word similarity (common trigrams over all of both) of
 * (n − 3) / (n + 4); a swap of two neighbouring letters breaks 4, (n − 4) / (n + 5). Keys whose trigrams repeat
 * ("gogogogo…", "…fritfrit…") fall a little below, hence the margins.
 *
 * So the tier asks the trigram index for those similarities first (a high threshold lets it skip the common
 * trigrams, and leaves a handful of names to check), the second pass only if the first found nothing; then adds
 * the names that hold the text the closest one matched, typo corrected ("neo <name>", "experience the <name>
 * kaiser"), by substring. Only if those cards do not fill the suggestions does the last pass run, every name above
 * FUZZY_THRESHOLD (as it does for short keys, and after an exact, prefix or substring match). If the suggestions
 * they fill are not all one typo away, lib/search/cards.ts runs the last pass too: nothing farther is ever shown
 * before a closer name. A pass runs only when its threshold is above FUZZY_THRESHOLD: keys of 9+ and 14+ characters.
 */
export const FUZZY_FIRST_PASSES: readonly FuzzyPassThreshold[] = [
  // one substitution, insertion or deletion, less 0.01 for repeated trigrams
  { minus: 3, plus: 4, margin: 0.01 },
  // one swap, less about 0.03
  { minus: 5, plus: 5, margin: 0 },
];

/** A word-similarity threshold for a fuzzy key of n characters: (n − minus) / (n + plus) − margin. */
export interface FuzzyPassThreshold {
  minus: number;
  plus: number;
  margin: number;
}

/** The threshold of a first pass for a fuzzy key of `n` characters, to 3 decimals (as sql.ts computes it). */
export function fuzzyPassSimilarity(pass: FuzzyPassThreshold, n: number): number {
  return Math.round(((n - pass.minus) / (n + pass.plus) - pass.margin) * 1000) / 1000;
}

/** Typos forgiven in a key of this many characters: 1 up to 7, 2 up to 11, then 3. */
export function maxTypos(keyLength: number): number {
  return keyLength <= 7 ? 1 : keyLength <= 11 ? 2 : 3;
}

export interface TypoMatch {
  /** edits (insert, delete, substitute, swap two neighbours) between the key and the closest part of the name */
  distance: number;
  /** where that part starts in the name: 0 when the reader typed the name's beginning */
  start: number;
}

/**
 * Edit distance from `key` to the closest substring of `name` (approximate substring matching: the name's text
 * before and after the match is free), counting a swap of two neighbouring characters as one edit (optimal string
 * alignment). A reader types the beginning of a name or a word inside it, with mistakes: "codren the hidden" is one
 * swap from the start of "Corden, the Hidden Ominous". Both strings are normalised keys (normalizeName).
 * With `max`, a name farther than that answers `{ distance: max + 1 }` as soon as that is certain.
 */
export function typoDistance(key: string, name: string, max = Infinity): TypoMatch {
  const a = codePoints(key);
  const b = codePoints(name);
  const m = a.length;
  const n = b.length;
  if (m === 0) return { distance: 0, start: 0 };
  // rows over the key, columns over the name; row 0 is 0 everywhere (a match may start anywhere in the name).
  // Three rows of distances and of where their alignment starts, reused (this runs for every fuzzy candidate).
  let prev2 = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  let prev2Start = new Int32Array(n + 1);
  let prevStart = new Int32Array(n + 1);
  let curStart = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prevStart[j] = prev2Start[j] = j;
  for (let i = 1; i <= m; i++) {
    const ai = a[i - 1];
    const aPrev = i > 1 ? a[i - 2] : -1;
    cur[0] = i;
    curStart[0] = 0;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const bj = b[j - 1];
      let best = prev[j - 1] + (ai === bj ? 0 : 1);
      let start = prevStart[j - 1];
      if (prev[j] + 1 < best) {
        best = prev[j] + 1;
        start = prevStart[j];
      }
      if (cur[j - 1] + 1 < best) {
        best = cur[j - 1] + 1;
        start = curStart[j - 1];
      }
      if (i > 1 && j > 1 && ai === b[j - 2] && aPrev === bj && prev2[j - 2] + 1 < best) {
        best = prev2[j - 2] + 1;
        start = prev2Start[j - 2];
      }
      cur[j] = best;
      curStart[j] = start;
      if (best < rowMin) rowMin = best;
    }
    // a row's smallest distance never decreases further down: past `max` already, the answer is "more than max"
    if (rowMin > max) return { distance: max + 1, start: 0 };
    [prev2, prev, cur] = [prev, cur, prev2];
    [prev2Start, prevStart, curStart] = [prevStart, curStart, prev2Start];
  }
  let distance = Infinity;
  let start = 0;
  for (let j = 0; j <= n; j++) {
    if (prev[j] < distance || (prev[j] === distance && prevStart[j] < start)) {
      distance = prev[j];
      start = prevStart[j];
    }
  }
  return { distance, start };
}

function codePoints(s: string): Int32Array {
  const out = new Int32Array(s.length);
  let k = 0;
  for (const ch of s) out[k++] = ch.codePointAt(0)!;
  return out.subarray(0, k);
}

export enum MatchTier {
  Exact = 0,
  Prefix = 1,
  Contains = 2,
  Fuzzy = 3,
}

export const TIER_NAMES: Record<MatchTier, "exact" | "prefix" | "contains" | "fuzzy"> = {
  [MatchTier.Exact]: "exact",
  [MatchTier.Prefix]: "prefix",
  [MatchTier.Contains]: "contains",
  [MatchTier.Fuzzy]: "fuzzy",
};

// C0/C1 control characters, zero-width and bidirectional controls, the BOM: dropped from queries.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The query as the reader meant it: printable, single-spaced, trimmed, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: unknown): string {
  const s = typeof raw === "string" ? raw : Array.isArray(raw) && typeof raw[0] === "string" ? raw[0] : "";
  // cut generously first so a megabyte of input costs nothing, then cut again on code points (no half surrogates)
  const collapsed = s.slice(0, MAX_QUERY_LENGTH * 4).replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/** Escapes LIKE's wildcards. Normalised keys hold only letters and digits, but this keeps the builder safe on its own. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface CardSearchPlan {
  /** the cleaned query */
  query: string;
  /** normalizeName(query): what CardName.normalized is compared with */
  key: string;
  /** LIKE pattern for names starting with the key (exact matches are the shortest of them) */
  prefixPattern: string;
  /** LIKE pattern for names containing the key */
  containsPattern: string;
  useContains: boolean;
  useFuzzy: boolean;
  /** the part of the key the fuzzy tier looks up: its first FUZZY_KEY_LENGTH characters */
  fuzzyKey: string;
  limit: number;
  /** how many names each tier may return before cards are deduplicated and ranked */
  tierCap: number;
}

/** `maxLimit`: the results page pages through more cards than the API's MAX_LIMIT. */
export function planCardSearch(rawQuery: unknown, limit = SUGGEST_LIMIT, options: { maxLimit?: number } = {}): CardSearchPlan | null {
  const query = cleanQuery(rawQuery);
  const key = normalizeName(query);
  if (!key) return null;
  const n = Array.from(key).length;
  const lim = Math.max(1, Math.min(options.maxLimit ?? MAX_LIMIT, Math.floor(limit) || SUGGEST_LIMIT));
  return {
    query,
    key,
    prefixPattern: `${escapeLike(key)}%`,
    containsPattern: `%${escapeLike(key)}%`,
    useContains: n >= MIN_CONTAINS_LENGTH,
    useFuzzy: n >= MIN_FUZZY_LENGTH,
    fuzzyKey: Array.from(key).slice(0, FUZZY_KEY_LENGTH).join(""),
    limit: lim,
    // a card may match by several names (English, Japanese, alias, twinpact side): fetch enough to fill the limit
    tierCap: lim * 3 + 10,
  };
}

export interface RankableHit {
  cardId: number;
  tier: MatchTier;
  /** trigram word similarity of the key to the matched name (fuzzy tier only; 1 otherwise) */
  score: number;
  /** whole-string trigram similarity, the tie-break between equal word similarities */
  score2: number;
  rulings: number;
  /** the matched name, normalised: "then name" compares these */
  sortKey: string;
  name: string;
}

/** Byte-order (code point) comparison, as Postgres's text_pattern_ops and COLLATE "C" compare. */
export function compareCodePoints(a: string, b: string): number {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return Buffer.compare(x, y);
}

/**
 * The ranking: exact, then prefix, then substring, then typo-tolerant; within the fuzzy tier the closer match first;
 * ties by popularity (published rulings that link the card), then by name. One entry per card, its best match.
 */
export function compareHits(a: RankableHit, b: RankableHit): number {
  return (
    a.tier - b.tier ||
    b.score - a.score ||
    b.score2 - a.score2 ||
    b.rulings - a.rulings ||
    compareCodePoints(a.sortKey, b.sortKey) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

export function rankCardHits<T extends RankableHit>(hits: T[], limit: number): T[] {
  const best = new Map<number, T>();
  for (const h of hits) {
    const have = best.get(h.cardId);
    if (!have || compareHits(h, have) < 0) best.set(h.cardId, h);
  }
  return [...best.values()].sort(compareHits).slice(0, limit);
}

// ---------- Q&A and rule clauses ----------

/** A rule clause number ("609", "609.6a", "801.4c") typed as the query, or a prefix of one ("609."). */
export function clauseNumberQuery(query: string): string | null {
  const m = /^(?:rule\s*|§\s*)?(\d{3}(?:\.\d{1,2}[a-z]?)?)\.?$/i.exec(query.normalize("NFKC").trim());
  return m ? m[1].toLowerCase() : null;
}

/** Japanese (kana or kanji) in the query: Q&A and clauses are then searched by substring of their Japanese text. */
export function hasJapanese(query: string): boolean {
  return /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/.test(query);
}

/** The text given to websearch_to_tsquery: NFKC, and no characters that would only be noise. */
export function fullTextQuery(query: string): string {
  return query.normalize("NFKC").replace(/[^\p{L}\p{N}\s'"-]/gu, " ").replace(/\s+/g, " ").trim();
}

/**
 * LIKE patterns for the Japanese text of Q&A entries and clauses, which is stored as written: the query after NFKC
 * as typed, and with its hiragana turned into katakana (card names are printed in katakana, readers type hiragana).
 */
export function japaneseTextPatterns(query: string): [string, string] | null {
  const s = query.normalize("NFKC").replace(/\s+/g, "").trim();
  if (Array.from(s).length < 2) return null;
  return [`%${escapeLike(s)}%`, `%${escapeLike(hiraganaToKatakana(s))}%`];
}

export function hiraganaToKatakana(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += c >= 0x3041 && c <= 0x3096 ? String.fromCodePoint(c + 0x60) : ch;
  }
  return out;
}

// ---------- snippets ----------

export interface Segment {
  text: string;
  hit: boolean;
}

/** Highlight marks of ts_headline (see HL_START in sql.ts); kept here so this file needs no SQL. */
const MARK_START = "\ue000";
const MARK_STOP = "\ue001";
export const SNIPPET_MAX = 240;

/**
 * A snippet as plain text segments, matched words flagged: the Markdown subset of answers is flattened
 * (links keep their text), and the result is cut to SNIPPET_MAX characters. Rendered as text, never as HTML.
 */
export function snippetSegments(raw: string | null | undefined): Segment[] {
  if (!raw) return [];
  const flat = raw
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*`]+/g, "")
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
  const out: Segment[] = [];
  let length = 0;
  let hit = false;
  for (const part of flat.split(new RegExp(`(${MARK_START}|${MARK_STOP})`))) {
    if (part === MARK_START) hit = true;
    else if (part === MARK_STOP) hit = false;
    else if (part) {
      const room = SNIPPET_MAX - length;
      if (room <= 0) break;
      const text = part.length > room ? `${part.slice(0, room).trimEnd()}…` : part;
      const last = out[out.length - 1];
      if (last && last.hit === hit) last.text += text;
      else out.push({ text, hit });
      length += text.length;
    }
  }
  return out;
}
