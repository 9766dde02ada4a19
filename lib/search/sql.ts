/**
 * The search statements: fixed SQL text with numbered parameters, built here without a database so the
 * parameters can be unit-tested. User input only ever travels as a parameter value.
 *
 * Card names (one statement, see lib/search/cards.ts for the index design):
 *   tier 0 exact     normalized = key                         ┐ one range scan of the text_pattern_ops b-tree
 *   tier 1 prefix    key ≤ normalized < key || U+10FFFF       ┘ in key order, LIMIT tierCap (exact sorts first)
 *   tier 2 contains  normalized LIKE '%key%'                   GIN trigram index, at most CONTAINS_CANDIDATES rows
 *   tier 3 fuzzy     fuzzyKey <% normalized                    GIN trigram index: candidates by word similarity to
 *                                                             the key's first FUZZY_KEY_LENGTH characters, first at
 *                                                             the thresholds of one typo (FUZZY_FIRST_PASSES), then
 *                                                             at FUZZY_THRESHOLD; ranked in TypeScript by edit
 *                                                             distance (lib/search/cards.ts, rankFuzzy)
 * A tier runs only when the tiers before it found fewer cards than the limit: the uncorrelated count is a
 * one-time filter that Postgres evaluates before it touches the index. Cards linked by published rulings (the
 * "popular" ones, a few hundred names) are tested against the prefix and substring tiers on their own when the
 * tier has more matches than it keeps, so ties go to popularity.
 */
import { CONTAINS_CANDIDATES, FUZZY_CANDIDATES, FUZZY_FIRST_PASSES, FUZZY_THRESHOLD, type CardSearchPlan, type FuzzyPassThreshold } from "./query";

export interface Statement {
  /** prepared-statement name: one per distinct text, so a changed text never reuses an old plan */
  name: string;
  text: string;
  values: unknown[];
}

/** FNV-1a, for statement names. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function statement(label: string, text: string) {
  const name = `shinpan_${label}_${hash(text)}`;
  return (values: unknown[]): Statement => ({ name, text, values });
}

/** The largest code point: key || MAX_CHAR is above every name that starts with key, in byte order. */
export const MAX_CHAR = String.fromCodePoint(0x10ffff);

/** A first pass's threshold (query.ts, fuzzyPassSimilarity) for the fuzzy key $10, in SQL. */
function passSimilaritySql(p: FuzzyPassThreshold): string {
  return `round((char_length($10::text) - ${p.minus})::numeric / (char_length($10::text) + ${p.plus}) - ${p.margin}, 3)`;
}

/**
 * The card statement. Its fuzzy tier (query.ts, FUZZY_FIRST_PASSES, says why), each part only while the tiers
 * before it found fewer cards than the limit:
 *   fuzzy_1, fuzzy_2   the first passes (`firstPasses`), when the other tiers found nothing, the second only if the
 *                      first found no card;
 *   fuzzy_same         the names that hold the text the closest of their names matched, typo corrected ("neo
 *                      <name>", "experience the <name> kaiser"), by substring (at most FUZZY_CANDIDATES);
 *   fuzzy_3            every name above FUZZY_THRESHOLD, unless the cards found so far fill the limit.
 * The FUZZY_CANDIDATES names of the passes most similar to the key, and those of fuzzy_same, are ranked in
 * TypeScript (lib/search/cards.ts, rankFuzzy). Every row says which pass ran last (last_pass).
 *
 * Each pass sets the trigram index's threshold (pg_trgm.word_similarity_threshold, for this statement only) in the
 * gate above its scan, a one-time filter that Postgres evaluates before the scan starts; a gate reads the passes
 * before it to the end first, so no scan runs under another pass's threshold.
 */
function cardsSql(firstPasses: boolean): string {
  const first = FUZZY_FIRST_PASSES.map((p, i) => ({ pass: i + 1, threshold: passSimilaritySql(p), on: firstPasses ? `${passSimilaritySql(p)} > ${FUZZY_THRESHOLD}` : "false" }));
  const last = first.length + 1;
  const newCards = (ctes: string[]) =>
    `(SELECT count(DISTINCT card_id) FROM (${ctes.map((c) => `SELECT card_id FROM ${c}`).join(" UNION ALL ")}) x WHERE card_id NOT IN (SELECT card_id FROM found))`;
  const gate = (pass: number, threshold: string, condition: string) => `gate_${pass} AS MATERIALIZED (
  SELECT set_config('pg_trgm.word_similarity_threshold', (${threshold})::text, true) AS threshold
  WHERE $5::boolean AND (SELECT count(*) FROM found) < $6::int AND ${condition}
),
fuzzy_${pass} AS MATERIALIZED (
  SELECT n."cardId" AS card_id, n.name, n.normalized, word_similarity($10::text, n.normalized) AS ws
  FROM "CardName" n
  WHERE (SELECT threshold FROM gate_${pass}) IS NOT NULL AND $10::text <% n.normalized
),`;
  const firstCtes = first.map((p) => `fuzzy_${p.pass}`);
  return `
WITH pop AS MATERIALIZED (
  SELECT qc."cardId" AS card_id, count(*)::int AS n
  FROM "QaCard" qc JOIN "QaEntry" e ON e.id = qc."qaId"
  WHERE e.status = 'PUBLISHED'
  GROUP BY qc."cardId"
),
pre AS MATERIALIZED (
  SELECT n."cardId" AS card_id, n.name, n.normalized FROM "CardName" n
  WHERE n.normalized ~>=~ $1::text AND n.normalized ~<~ $9::text
  ORDER BY n.normalized USING ~<~ LIMIT $7::int
),
head AS MATERIALIZED (
  SELECT card_id, name, normalized FROM pre
  UNION
  SELECT n."cardId", n.name, n.normalized FROM pop JOIN "CardName" n ON n."cardId" = pop.card_id
  WHERE (SELECT count(*) FROM pre) >= $7::int AND n.normalized LIKE $2::text
),
cont AS MATERIALIZED (
  SELECT n."cardId" AS card_id, n.name, n.normalized FROM "CardName" n
  WHERE $4::boolean AND (SELECT count(DISTINCT card_id) FROM head) < $6::int AND n.normalized LIKE $3::text
  LIMIT $8::int
),
mid AS MATERIALIZED (
  (SELECT card_id, name, normalized FROM cont ORDER BY normalized USING ~<~ LIMIT $7::int)
  UNION
  SELECT n."cardId", n.name, n.normalized FROM pop JOIN "CardName" n ON n."cardId" = pop.card_id
  WHERE (SELECT count(*) FROM cont) > $7::int AND n.normalized LIKE $3::text
),
found AS MATERIALIZED (
  SELECT card_id FROM head UNION SELECT card_id FROM mid
),
${first.map((p, i) => gate(p.pass, p.threshold, `${p.on} AND NOT EXISTS (SELECT 1 FROM found)${i === 0 ? "" : ` AND ${newCards(firstCtes.slice(0, i))} = 0`}`)).join("\n")}
fuzzy_top AS MATERIALIZED (
  SELECT t.normalized, strpos(t.normalized, left($10::text, char_length($10::text) / 2)) AS head_at,
         strpos(t.normalized, substr($10::text, char_length($10::text) / 2 + 1)) AS tail_at
  FROM (${firstCtes.map((c) => `SELECT * FROM ${c}`).join(" UNION ALL ")}) t
  WHERE t.card_id NOT IN (SELECT card_id FROM found)
  ORDER BY t.ws DESC, similarity($10::text, t.normalized) DESC, t.normalized USING ~<~
  LIMIT 1
),
fuzzy_same AS MATERIALIZED (
  SELECT n."cardId" AS card_id, n.name, n.normalized, word_similarity($10::text, n.normalized) AS ws
  FROM (SELECT CASE WHEN head_at > 0 THEN substr(normalized, head_at, char_length($10::text) - 2)
                    WHEN tail_at > 0 THEN substr(normalized, greatest(1, tail_at - char_length($10::text) / 2 + 2), char_length($10::text) - 2)
               END AS part
        FROM fuzzy_top) b
  JOIN "CardName" n ON n.normalized LIKE '%' || b.part || '%'
  LIMIT $11::int
),
${gate(last, `'${FUZZY_THRESHOLD}'`, `${newCards([...firstCtes, "fuzzy_same"])} < $6::int - (SELECT count(*) FROM found)`)}
fuzzy_all AS MATERIALIZED (
  ${[...firstCtes, `fuzzy_${last}`].map((c) => `SELECT * FROM ${c}`).join(" UNION ")}
),
fuzzy AS MATERIALIZED (
  SELECT card_id, name, normalized, ws FROM fuzzy_all
  WHERE ws >= coalesce((SELECT ws FROM fuzzy_all ORDER BY ws DESC OFFSET greatest($11::int, 1) - 1 LIMIT 1), 0)
  ORDER BY ws DESC, similarity($1::text, normalized) DESC, normalized USING ~<~
  LIMIT $11::int
),
fuzzy_hits AS (
  SELECT card_id, name, normalized, ws, similarity($1::text, normalized) AS s FROM (
    SELECT * FROM fuzzy UNION SELECT * FROM fuzzy_same
  ) x
),
hits AS (
  SELECT card_id, name, normalized, CASE WHEN normalized = $1::text THEN 0 ELSE 1 END AS tier, 1::real AS ws, 1::real AS s FROM head
  UNION ALL SELECT card_id, name, normalized, 2, 1::real, 1::real FROM mid
  UNION ALL SELECT card_id, name, normalized, 3, ws, s FROM fuzzy_hits
),
best AS (
  SELECT DISTINCT ON (card_id) card_id, name, normalized, tier, ws, s FROM hits
  ORDER BY card_id, tier, s DESC, ws DESC, normalized USING ~<~, name
)
SELECT c.id, c.slug, c.name, c."nameJa", c.type, c.civilizations, c.cost,
       best.name AS matched, best.normalized AS matched_key, best.tier, best.ws, best.s, coalesce(pop.n, 0)::int AS rulings,
       CASE ${[last, ...first.map((p) => p.pass).reverse()].map((p) => `WHEN EXISTS (SELECT 1 FROM gate_${p}) THEN ${p}`).join(" ")} ELSE 0 END AS last_pass
FROM best JOIN "Card" c ON c.id = best.card_id LEFT JOIN pop ON pop.card_id = best.card_id
ORDER BY best.tier, best.s DESC, best.ws DESC, rulings DESC, best.normalized USING ~<~, c.name
LIMIT $6::int + 2 * $11::int`;
}

/** The fuzzy tier's last pass (every name above FUZZY_THRESHOLD), as the last_pass column says it. */
export const LAST_FUZZY_PASS = FUZZY_FIRST_PASSES.length + 1;
const cards = statement("cards", cardsSql(true));
const cardsLastPass = statement("cards_last_pass", cardsSql(false));

/** `firstPasses: false`: the fuzzy tier runs its last pass only (lib/search/cards.ts runs it again so). */
export function cardSearchStatement(plan: CardSearchPlan, options: { firstPasses?: boolean } = {}): Statement {
  return (options.firstPasses === false ? cardsLastPass : cards)([
    plan.key,
    plan.prefixPattern,
    plan.containsPattern,
    plan.useContains,
    plan.useFuzzy,
    plan.limit,
    plan.tierCap,
    CONTAINS_CANDIDATES,
    plan.key + MAX_CHAR,
    plan.fuzzyKey,
    plan.useFuzzy ? FUZZY_CANDIDATES : 0,
  ]);
}

/** Published rulings linked to the given cards, those of the first cards first. */
const RULINGS_FOR_CARDS_SQL = `
SELECT q.slug, q."titleEn", q."titleJa", q.verification,
       array_agg(qc."cardId" ORDER BY qc.position) AS card_ids, (count(*) OVER ())::int AS total
FROM "QaCard" qc JOIN "QaEntry" q ON q.id = qc."qaId"
WHERE qc."cardId" = ANY($1::int[]) AND q.status = 'PUBLISHED'
GROUP BY q.id
ORDER BY min(array_position($1::int[], qc."cardId")), q."publishedAt" DESC NULLS LAST, q.slug
LIMIT $2::int OFFSET $3::int`;

const rulingsForCards = statement("rulings_for_cards", RULINGS_FOR_CARDS_SQL);

/** Published rulings linked to the cards (a page of them, with the total on each row). */
export function rulingsForCardsStatement(cardIds: number[], limit: number, offset = 0): Statement {
  return rulingsForCards([cardIds, limit, offset]);
}

/** Marks around matched words in snippets (private-use characters, split in TypeScript, never rendered as HTML). */
export const HL_START = "\ue000";
export const HL_STOP = "\ue001";
const HEADLINE_OPTIONS = `StartSel=${HL_START}, StopSel=${HL_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1`;

/**
 * Q&A full text (Duel Masters rulings first; another game's carry its name): English through the generated "searchVector" (websearch syntax: words, "phrases", -not, or),
 * Japanese by substring of the Japanese title, question and answer (GIN trigram index), as typed or in katakana.
 */
const QA_SQL = `
WITH tsq AS (SELECT websearch_to_tsquery('english', $1::text) AS q),
found AS (
  SELECT q.id, q.slug, q."titleEn", q."titleJa", q.verification, q."publishedAt", q."questionEn", q."answerEn", q."questionJa", q."gameId",
         CASE WHEN q."searchVector" @@ tsq.q THEN ts_rank_cd(q."searchVector", tsq.q) ELSE 0 END
           + CASE WHEN $2::text IS NOT NULL AND (q."titleJa" LIKE $2::text OR q."titleJa" LIKE $3::text) THEN 1 ELSE 0 END
           + CASE WHEN $2::text IS NOT NULL AND (q."questionJa" LIKE $2::text OR q."answerJa" LIKE $2::text
                                            OR q."questionJa" LIKE $3::text OR q."answerJa" LIKE $3::text) THEN 0.5 ELSE 0 END AS rank,
         q."searchVector" @@ tsq.q AS en
  FROM "QaEntry" q, tsq
  WHERE q.status = 'PUBLISHED'
    AND (q."searchVector" @@ tsq.q
         OR ($2::text IS NOT NULL AND (q."titleJa" LIKE $2::text OR q."questionJa" LIKE $2::text OR q."answerJa" LIKE $2::text
                                      OR q."titleJa" LIKE $3::text OR q."questionJa" LIKE $3::text OR q."answerJa" LIKE $3::text)))
),
page AS (
  SELECT *, count(*) OVER () AS total FROM found
  ORDER BY ("gameId" <> 'duel-masters'), rank DESC, "publishedAt" DESC NULLS LAST, slug
  LIMIT $4::int OFFSET $5::int
)
SELECT f.slug, f."titleEn", f."titleJa", f.verification, f.rank::float8 AS rank, f.total::int AS total,
       CASE WHEN f."gameId" <> 'duel-masters' THEN (SELECT g."nameEn" FROM "Game" g WHERE g.id = f."gameId") END AS game,
       CASE WHEN f.en THEN ts_headline('english', f."questionEn" || ' ' || f."answerEn", tsq.q, '${HEADLINE_OPTIONS}')
            ELSE coalesce(f."questionJa", f."questionEn") END AS snippet
FROM page f, tsq
ORDER BY (f."gameId" <> 'duel-masters'), f.rank DESC, f."publishedAt" DESC NULLS LAST, f.slug`;

const qa = statement("qa", QA_SQL);

/** Rulings whose text matches, a page of them (`limit` from `offset`), each row with the total count. */
export function qaSearchStatement(fullText: string, jaPatterns: [string, string] | null, limit: number, offset = 0): Statement {
  return qa([fullText, jaPatterns?.[0] ?? null, jaPatterns?.[1] ?? null, limit, offset]);
}

/**
 * Rule clauses: a clause number typed as such ("609.6a") first, then English full text, then Japanese substring.
 * One row per clause number, from its latest version that matches.
 */
const CLAUSES_SQL = `
WITH tsq AS (SELECT websearch_to_tsquery('english', $1::text) AS q),
found AS (
  SELECT DISTINCT ON (rc.number) rc.number, rc."sortKey", rc."titleEn", rc."titleJa", rc."textEn", rc."textJa", v.key AS version, v.label,
         CASE WHEN $4::text IS NOT NULL AND rc.number = $4::text THEN 10
              WHEN $4::text IS NOT NULL AND rc.number LIKE $4::text || '%' THEN 5 ELSE 0 END
           + CASE WHEN rc."searchVector" @@ tsq.q THEN ts_rank_cd(rc."searchVector", tsq.q) ELSE 0 END
           + CASE WHEN $2::text IS NOT NULL AND (rc."titleJa" LIKE $2::text OR rc."titleJa" LIKE $3::text) THEN 1 ELSE 0 END
           + CASE WHEN $2::text IS NOT NULL AND (rc."textJa" LIKE $2::text OR rc."textJa" LIKE $3::text) THEN 0.5 ELSE 0 END AS rank,
         rc."searchVector" @@ tsq.q AS en
  FROM "RuleClause" rc JOIN "RuleVersion" v ON v.id = rc."versionId", tsq
  WHERE ($4::text IS NOT NULL AND (rc.number = $4::text OR rc.number LIKE $4::text || '%'))
     OR rc."searchVector" @@ tsq.q
     OR ($2::text IS NOT NULL AND (rc."titleJa" LIKE $2::text OR rc."textJa" LIKE $2::text
                                  OR rc."titleJa" LIKE $3::text OR rc."textJa" LIKE $3::text))
  ORDER BY rc.number, v.date DESC NULLS LAST, v.key DESC
),
page AS (
  SELECT *, count(*) OVER () AS total FROM found ORDER BY rank DESC, "sortKey" LIMIT $5::int OFFSET $6::int
)
SELECT f.number, f."titleEn", f."titleJa", f.version, f.label, f.rank::float8 AS rank, f.total::int AS total,
       CASE WHEN f.en THEN ts_headline('english', coalesce(f."titleEn", '') || ' ' || coalesce(f."textEn", ''), tsq.q, '${HEADLINE_OPTIONS}')
            ELSE coalesce(f."textEn", f."textJa", f."titleEn", f."titleJa", '') END AS snippet
FROM page f, tsq
ORDER BY f.rank DESC, f."sortKey"`;

const clauses = statement("clauses", CLAUSES_SQL);

/** Rule clauses that match, a page of them, each row with the total count. */
export function clauseSearchStatement(
  fullText: string,
  jaPatterns: [string, string] | null,
  clauseNumber: string | null,
  limit: number,
  offset = 0,
): Statement {
  return clauses([fullText, jaPatterns?.[0] ?? null, jaPatterns?.[1] ?? null, clauseNumber, limit, offset]);
}

/**
 * How many cards have a name that contains the key (or starts with it, for keys too short for the substring tier),
 * counted up to CARD_COUNT_CAP: the "N cards" a results page shows above its first page.
 */
export const CARD_COUNT_CAP = 1000;
const CARD_COUNT_SQL = `
SELECT count(*)::int AS n FROM (
  SELECT DISTINCT n."cardId" FROM "CardName" n
  WHERE CASE WHEN $3::boolean THEN n.normalized LIKE $2::text ELSE n.normalized LIKE $1::text END
  LIMIT ${CARD_COUNT_CAP + 1}
) x`;

const cardCount = statement("card_count", CARD_COUNT_SQL);

export function cardCountStatement(plan: CardSearchPlan): Statement {
  return cardCount([plan.prefixPattern, plan.containsPattern, plan.useContains]);
}
