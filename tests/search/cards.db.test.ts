/**
 * Card-name search against the whole imported catalogue: a table of queries and the card each must put first,
 * then the ranking rules, the Q&A / clause search, and bad input at the library level.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { createSearchPool } from "@/lib/search/db";
import { searchCards, type CardHit } from "@/lib/search/cards";
import { FUZZY_FIRST_PASSES, FUZZY_THRESHOLD, fuzzyPassSimilarity, typoDistance } from "@/lib/search/query";
import { meantCards, searchEverything, suggest } from "@/lib/search";
import { importedDatabase, type TestDatabase } from "../support/db";

let db: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await importedDatabase();
  pool = createSearchPool(db.url, 2);
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const first = async (q: string) => (await searchCards(q, { db: pool }))[0];

describe("the first result", () => {
  it.each([
    // [query, expected first card, how it matched]
    ["Aqua Soldier", "aqua-soldier", "exact"],
    ["aqua soldier", "aqua-soldier", "exact"],
    ["aqua sold", "aqua-soldier", "prefix"], // a partial English name
    ["AQUA-SOLDIER", "aqua-soldier", "exact"], // case and hyphen
    ["ＡＱＵＡ　ＳＯＬＤＩＥＲ", "aqua-soldier", "exact"], // full-width input
    ["ｱｸｱ･ｿﾙｼﾞｬｰ", "aqua-soldier", "exact"], // half-width katakana
    ["アクア・ソルジャー", "aqua-soldier", "exact"], // Japanese name as printed
    ["あくあそるじゃー", "aqua-soldier", "exact"], // hiragana for a katakana name
    ["あくあ そるじゃ", "aqua-soldier", "prefix"], // hiragana, spaced, unfinished
    ["bolshak yamato", "bolshack-yamato-dragon", "fuzzy"], // a typo
    ["bolshack yamato dragn", "bolshack-yamato-dragon", "fuzzy"], // a typo at the end
    ["bolshak yamto", "bolshack-yamato-dragon", "fuzzy"], // two typos
    ["pakuio", "pakurio", "fuzzy"], // one letter missing from a short name (word similarity 0.57)
    ["evidnecebird", "evidencebird", "fuzzy"], // two letters swapped
    ["codren the hidden", "corden-the-hidden-ominous", "fuzzy"], // a swap in the first word of a longer name
    ["Bolshack Dragon", "bolshack-dragon", "exact"],
    ["ぼるしゃっく・どらごん", "bolshack-dragon", "exact"],
    ["super trash train", "super-trash-train-fuuma-devil", "prefix"],
    ["trash train", "super-trash-train-fuuma-devil", "contains"], // words from inside a name
    ["Perfect Galaxy, Spirit of Immortality", "perfect-galaxy-immortality-elemental", "exact"], // an alias
    ["Abura-bo, Satori's Passion", "abura-bo-satori-s-passion", "exact"], // accents dropped: Abura-bō
    ["baikens vision", "baiken-s-vision", "exact"], // apostrophe
    // Japanese names merged from opencard-dm (npm run cards:merge)
    ["零幻チュパカル", "chupacal-reigen", "exact"], // printed */零幻チュパカル/*: the "*" and "/" are dropped like any punctuation
    ["*/零幻チュパカル/*", "chupacal-reigen", "exact"], // ... or typed with them
    ["ちゅぱかる", "chupacal-reigen", "contains"], // the kana part (no reading of 零幻 in the catalogue: れいげんちゅぱかる finds nothing)
    ["ぼるしゃっくどぎらごん", "bolshack-dogiragon", "exact"], // hiragana for ボルシャック・ドギラゴン, named by the merge
    ["無法頂上会談", "5000typer-rebellion-lazy-tune", "exact"], // one side of a twinpact's Japanese name (反逆龍 5000typeR / 無法頂上会談)
  ])("%s → %s (%s)", async (q, slug, match) => {
    const hit = await first(q);
    expect(hit?.slug).toBe(slug);
    expect(hit?.match).toBe(match);
  });

  it("a twinpact side finds the twinpact", async () => {
    const hits = await searchCards("Lost Soul", { db: pool, limit: 5 });
    expect(hits[0].slug).toBe("lost-soul"); // its own name first
    expect(hits.map((h) => h.slug)).toContain("death-carl-merciless-king-lost-soul");
    const twin = hits.find((h) => h.slug === "death-carl-merciless-king-lost-soul")!;
    expect(twin.matchedName).toBe("Lost Soul");
  });
});

describe("ranking", () => {
  it("exact, then prefix, then contains, then fuzzy", async () => {
    const order = { exact: 0, prefix: 1, contains: 2, fuzzy: 3 };
    for (const q of ["aqua", "bolshack", "dragon", "soldier", "あくあ"]) {
      const hits = await searchCards(q, { db: pool, limit: 30 });
      const tiers = hits.map((h) => order[h.match]);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    }
  });

  it("ties go to the card with more rulings, then to the name", async () => {
    const hits = await searchCards("bolshack", { db: pool, limit: 30 });
    expect(hits.every((h) => h.match === "prefix")).toBe(true);
    const withRulings = hits.filter((h) => h.rulings > 0);
    expect(withRulings.length).toBeGreaterThan(0);
    // every card with rulings comes before every card without
    expect(hits.slice(0, withRulings.length).every((h) => h.rulings > 0)).toBe(true);
    const rest = hits.slice(withRulings.length).map((h) => h.matchedName.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(rest).toEqual([...rest].sort());
  });

  it("one entry per card, even when several of its names match", async () => {
    const hits = await searchCards("aqua soldier", { db: pool, limit: 30 });
    expect(new Set(hits.map((h) => h.slug)).size).toBe(hits.length);
  });

  it("respects the limit", async () => {
    expect(await searchCards("a", { db: pool, limit: 3 })).toHaveLength(3);
    expect((await searchCards("dragon", { db: pool, limit: 50 })).length).toBe(50);
  });
});

describe("typos", () => {
  it("a query more than its allowance of typos away from every name finds nothing rather than anything", async () => {
    // 12 characters allow 3 typos: this is 5+ from every card name
    expect(await searchCards("qqqqzzzzxxxx", { db: pool })).toHaveLength(0);
  });

  it("the closer spelling comes first, and says how many typos", async () => {
    const hits = await searchCards("bolshak yamto", { db: pool, limit: 8 });
    expect(hits[0].typos).toBe(2);
    const typos = hits.map((h) => h.typos ?? 0);
    expect(typos).toEqual([...typos].sort((a, b) => a - b));
  });
});

describe("typos in long names (the fuzzy tier's first passes)", () => {
  const list = async (q: string, limit = 8) => (await searchCards(q, { db: pool, limit })).map((h) => [h.slug, h.typos]);

  it("one typo in a long name: found by the first pass, the card first", async () => {
    // a substitution, a deletion, an insertion: the first pass's threshold
    for (const q of ["asylum elemantal dragon", "asylum elemntal dragon", "asylum elemental draagon"]) {
      expect((await list(q))[0]).toEqual(["asylum-elemental-dragon-knight", 1]);
    }
  });

  it("two letters swapped in a long name: found by the second pass", async () => {
    expect((await list("asyulm elemental dragon"))[0]).toEqual(["asylum-elemental-dragon-knight", 1]);
  });

  it("the same corrected text elsewhere in another name is one typo away too, and shown", async () => {
    // "mirace re born": Miracle Re Born, and Experience the Miracle Re Born Kaiser, whose name holds "miraclereborn"
    expect(await list("mirace re born")).toEqual([
      ["miracle-re-born", 1],
      ["experience-the-miracle-re-born-kaiser", 1],
    ]);
  });

  it("names farther away still fill the suggestions a one-typo match leaves", async () => {
    expect(await list("deahhmatch beetle")).toEqual([
      ["deathmatch-beetle", 1],
      ["deathcatch-beetle", 2],
    ]);
  });

  it("when the first pass's names are not all one typo away, the last pass ranks every candidate", async () => {
    // "…spirit knight" names are as similar to the key as the one the reader meant, but three typos away
    const hits = await list("rahas spirit knight");
    expect(hits[0]).toEqual(["rahars-spirit-knight", 1]);
    expect(hits).toHaveLength(8);
    const typos = hits.map(([, t]) => t as number);
    expect(typos).toEqual([...typos].sort((a, b) => a - b));
  });

  it("the thresholds are those of one typo: a one-typo beginning of a name reaches the first or second pass", async () => {
    const name = "asylumelementaldragonknight";
    const cases: [string, number][] = [
      ["asylumelemantaldragon", 0], // substitution: (n − 3) / (n + 4) − 0.01
      ["asylumelemntaldragon", 0], // deletion
      ["asylumelementaldraagon", 0], // insertion
      ["asyulmelementaldragon", 1], // swap: (n − 4) / (n + 5), the second pass's (n − 5) / (n + 5) below it
    ];
    for (const [key, pass] of cases) {
      const { rows } = await pool.query<{ ws: number }>("SELECT word_similarity($1, $2) AS ws", [key, name]);
      expect(rows[0].ws).toBeGreaterThanOrEqual(fuzzyPassSimilarity(FUZZY_FIRST_PASSES[pass], Array.from(key).length));
    }
  });

  it("the passes' thresholds last for their statement only", async () => {
    const one = createSearchPool(db.url, 1);
    try {
      // one suggestion: the first pass fills it, and the statement ends under the first pass's threshold
      expect((await searchCards("asylum elemantal dragon", { db: one, limit: 1 }))[0].slug).toBe("asylum-elemental-dragon-knight");
      const { rows } = await one.query<{ t: string }>("SELECT current_setting('pg_trgm.word_similarity_threshold') AS t");
      expect(Number(rows[0].t)).toBe(FUZZY_THRESHOLD);
    } finally {
      await one.end();
    }
  });

  it("typoDistance with a bound says 'farther' without finishing the table, and the same distance otherwise", () => {
    expect(typoDistance("rahasspiritknight", "auresspiritknight", 1)).toEqual({ distance: 2, start: 0 });
    expect(typoDistance("rahasspiritknight", "raharsspiritknight", 1)).toEqual(typoDistance("rahasspiritknight", "raharsspiritknight"));
    expect(typoDistance("codrenthehidden", "cordenthehiddenominous", 3)).toEqual({ distance: 1, start: 0 });
  });
});

describe("suggestions and the full search", () => {
  it("a typo that clearly names one card also brings its rulings", async () => {
    const exact = await suggest("aqua soldier", { db: pool });
    const typo = await suggest("aqua soldeir", { db: pool });
    expect(typo.cards[0].slug).toBe("aqua-soldier");
    expect(typo.cards[0].match).toBe("fuzzy");
    expect(typo.rulings.map((r) => r.slug)).toEqual(exact.rulings.map((r) => r.slug));
  });

  it("two typos still bring the card's rulings (and those of every card the typo is as close to)", async () => {
    const exact = await searchEverything("bolshack yamato dragon", { db: pool });
    const typo = await searchEverything("bolshak yamto", { db: pool });
    expect(typo.cards[0].slug).toBe("bolshack-yamato-dragon");
    expect(typo.cards[0].match).toBe("fuzzy");
    expect(exact.rulings.length).toBeGreaterThan(0);
    const typoSlugs = typo.rulings.map((r) => r.slug);
    for (const r of exact.rulings) expect(typoSlugs).toContain(r.slug);
  });

  it("the rulings of a typo are those of its closest cards only, and none past two typos", () => {
    const hit = (slug: string, typos: number): CardHit => ({ id: slug.length, slug, name: slug, nameJa: null, type: null, civilizations: [], cost: null, matchedName: slug, match: "fuzzy", rulings: 1, typos });
    expect(meantCards([hit("a", 1), hit("b", 1), hit("c", 2)]).map((c) => c.slug)).toEqual(["a", "b"]);
    expect(meantCards([hit("a", 2), hit("b", 3)]).map((c) => c.slug)).toEqual(["a"]);
    expect(meantCards([hit("a", 3)])).toEqual([]);
  });

  it("the results page counts every section and pages through each", async () => {
    const all = await searchEverything("dragon", { db: pool });
    expect(all.cards).toHaveLength(30);
    expect(all.totals.cards).toBeGreaterThan(30); // every card with "dragon" in a name, not the first page's 30
    expect((await searchEverything("the", { db: pool })).totals.cards).toBe(1001); // counted up to 1,000: 1,001 means more
    const p2 = await searchEverything("dragon", { db: pool, section: "cards", page: 2 });
    expect(p2.cards).toHaveLength(30);
    expect(p2.section).toBe("cards");
    expect(p2.qa).toHaveLength(0); // only the section asked for
    const p1 = await searchEverything("dragon", { db: pool, section: "cards", page: 1 });
    // page 2 continues page 1: no card twice
    expect(p1.cards.map((c) => c.slug).filter((s) => p2.cards.some((c) => c.slug === s))).toEqual([]);
    // clauses: the total is independent of the page size
    const rules = await searchEverything("replacement", { db: pool });
    const rulesPaged = await searchEverything("replacement", { db: pool, section: "rules", page: 1 });
    expect(rules.totals.rules).toBe(rulesPaged.totals.rules);
    expect(rules.totals.rules).toBeGreaterThanOrEqual(rules.clauses.length);
    // a page past the end is empty, not an error; a silly page number is clamped
    expect((await searchEverything("aqua soldier", { db: pool, section: "rulings", page: 20 })).rulings).toEqual([]);
    expect((await searchEverything("aqua soldier", { db: pool, section: "rules", page: 1e9 })).page).toBe(20);
  });

  it("suggest: cards and the rulings linked to them", async () => {
    const s = await suggest("aqua soldier", { db: pool });
    expect(s.cards[0].slug).toBe("aqua-soldier");
    expect(s.rulings.map((r) => r.slug)).toContain("deadly-love-aqua-soldier-trash-train");
    expect(s.rulings.every((r) => r.cards.includes("aqua-soldier"))).toBe(true);
  });

  it("Q&A full text in English, and Japanese by substring", async () => {
    const en = await searchEverything("shield trigger", { db: pool });
    expect(en.qa.length + en.rulings.length).toBeGreaterThan(0);
    const trash = await searchEverything("how many times trigger", { db: pool });
    expect([...trash.qa, ...trash.rulings].map((r) => r.slug)).toContain("deadly-love-aqua-soldier-trash-train");
    const ja = await searchEverything("置換効果", { db: pool });
    expect(ja.clauses.map((c) => c.number)).toContain("609");
  });

  it("rule clauses by number and by words", async () => {
    const byNumber = await searchEverything("609.4", { db: pool });
    expect(byNumber.clauses[0].number).toBe("609.4");
    const byWords = await searchEverything("replacement effect applied once", { db: pool });
    expect(byWords.clauses.length).toBeGreaterThan(0);
    expect(byWords.clauses.some((c) => c.number.startsWith("609"))).toBe(true);
    expect(byWords.clauses.flatMap((c) => c.snippet).some((s) => s.hit)).toBe(true);
  });
});

describe("bad input", () => {
  it.each([
    ["", 0],
    ["    ", 0],
    ["!!!・・・", 0],
    ["%", 0],
    ["_", 0],
    ["\\", 0],
  ])("%j finds nothing, without an error", async (q, n) => {
    expect(await searchCards(q, { db: pool })).toHaveLength(n);
    const all = await searchEverything(q, { db: pool });
    expect(all.cards).toHaveLength(0);
  });

  it("SQL-looking input is only text", async () => {
    for (const q of [`'; DROP TABLE "Card"; --`, `aqua' OR '1'='1`, `") UNION SELECT * FROM "User" --`, "$1 $2 ::text"]) {
      await expect(searchCards(q, { db: pool })).resolves.toBeInstanceOf(Array);
      await expect(searchEverything(q, { db: pool })).resolves.toMatchObject({ query: expect.any(String) });
    }
    expect((await pool.query(`SELECT count(*)::int AS n FROM "Card"`)).rows[0].n).toBe(11120);
    expect((await first(`aqua soldier'; --`))?.slug).toBe("aqua-soldier"); // the letters still search
  });

  it("control characters and a megabyte of input", async () => {
    expect((await first("aqua\u0000sol\u0007dier"))?.slug).toBe("aqua-soldier");
    const huge = await searchEverything("aqua soldier ".repeat(100_000), { db: pool });
    expect(huge.query.length).toBeLessThanOrEqual(100);
  });
});
