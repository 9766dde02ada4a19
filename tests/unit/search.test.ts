import { describe, expect, it } from "vitest";
import { normalizeName } from "@/lib/text/normalize";
import {
  clauseNumberQuery,
  cleanQuery,
  fullTextQuery,
  hiraganaToKatakana,
  japaneseTextPatterns,
  MatchTier,
  MAX_QUERY_LENGTH,
  planCardSearch,
  rankCardHits,
  maxTypos,
  snippetSegments,
  typoDistance,
  type RankableHit,
} from "@/lib/search/query";
import { cardCountStatement, cardSearchStatement, clauseSearchStatement, HL_START, HL_STOP, MAX_CHAR, qaSearchStatement, rulingsForCardsStatement } from "@/lib/search/sql";

describe("cleanQuery", () => {
  it("keeps what a reader typed, single-spaced and trimmed", () => {
    expect(cleanQuery("  Aqua   Soldier ")).toBe("Aqua Soldier");
    expect(cleanQuery("アクア・ソルジャー")).toBe("アクア・ソルジャー");
  });
  it("turns control and invisible characters into spaces", () => {
    expect(cleanQuery("aqua\u0000sol\u0007dier\n")).toBe("aqua sol dier");
    expect(cleanQuery("\u202eaqua\u200b")).toBe("aqua");
  });
  it("caps the length on code points, never splitting a surrogate pair", () => {
    expect(cleanQuery("a".repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = cleanQuery("😀".repeat(200));
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji.endsWith("😀")).toBe(true);
  });
  it("answers an empty string for anything that is not a string", () => {
    expect(cleanQuery(undefined)).toBe("");
    expect(cleanQuery(42)).toBe("");
    expect(cleanQuery(["first", "second"])).toBe("first");
    expect(cleanQuery({ toString: () => "x" })).toBe("");
  });
});

describe("normalisation shared by the import and the query", () => {
  it.each([
    ["Aqua Soldier", "aquasoldier"],
    ["aqua-soldier", "aquasoldier"],
    ["AQUA, SOLDIER", "aquasoldier"],
    ["Baiken's Vision", "baikensvision"],
    ["Baiken’s Vision", "baikensvision"],
    ["ＡＱＵＡ　ＳＯＬＤＩＥＲ", "aquasoldier"],
    ["アクア・ソルジャー", "あくあそるじゃー"],
    ["あくあ そるじゃー", "あくあそるじゃー"],
    ["ｱｸｱ･ｿﾙｼﾞｬｰ", "あくあそるじゃー"],
    ["Über Dragon", "uberdragon"],
    ["Ōgon", "ogon"],
    ["Cœur", "coeur"],
    ["ボルシャック・大和・ドラゴン", "ぼるしゃっく大和どらごん"],
  ])("%s → %s", (input, key) => {
    expect(normalizeName(input)).toBe(key);
  });
  it("keeps kana voicing marks while dropping Latin accents", () => {
    expect(normalizeName("ガ Café")).toBe("がcafe");
    expect(normalizeName("ﾊﾟ")).toBe("ぱ");
  });
});

describe("planCardSearch", () => {
  it("nothing to search for: empty, spaces, punctuation, SQL punctuation", () => {
    for (const q of ["", "   ", "!!!", "・・", "';--", "%", "_", "\u0000"]) expect(planCardSearch(q)).toBeNull();
  });
  it("builds LIKE patterns from the normalised key, escaped", () => {
    const p = planCardSearch("Aqua Sold")!;
    expect(p.key).toBe("aquasold");
    expect(p.prefixPattern).toBe("aquasold%");
    expect(p.containsPattern).toBe("%aquasold%");
  });
  it("enables substring from 3 characters and typo tolerance from 4", () => {
    expect(planCardSearch("ab")).toMatchObject({ useContains: false, useFuzzy: false });
    expect(planCardSearch("abc")).toMatchObject({ useContains: true, useFuzzy: false });
    expect(planCardSearch("abcd")).toMatchObject({ useContains: true, useFuzzy: true });
    expect(planCardSearch("大和")).toMatchObject({ key: "大和", useContains: false });
  });
  it("clamps the limit", () => {
    expect(planCardSearch("aqua", 0)!.limit).toBeGreaterThan(0);
    expect(planCardSearch("aqua", 10_000)!.limit).toBe(50);
    expect(planCardSearch("aqua", Number.NaN)!.limit).toBe(8);
  });
  it("SQL-looking input becomes letters of a key, never SQL", () => {
    const p = planCardSearch(`x' OR 1=1; DROP TABLE "Card";--`)!;
    expect(p.key).toBe("xor11droptablecard");
    const st = cardSearchStatement(p);
    expect(st.text).not.toContain("xor11");
    expect(st.values[0]).toBe("xor11droptablecard");
  });
});

describe("statements", () => {
  it("card search: fixed text and name, the plan as parameters", () => {
    const a = cardSearchStatement(planCardSearch("aqua sold")!);
    const b = cardSearchStatement(planCardSearch("あくあ")!);
    expect(a.text).toBe(b.text);
    expect(a.name).toBe(b.name);
    expect(a.name).toMatch(/^shinpan_cards_[0-9a-z]+$/);
    expect(a.values).toEqual(["aquasold", "aquasold%", "%aquasold%", true, true, 8, 34, 600, `aquasold${MAX_CHAR}`, "aquasold", 60]);
    expect(cardSearchStatement(planCardSearch("aqu")!).values.at(-1)).toBe(0); // no typo candidates for a 3-letter key
    expect(planCardSearch("Bolshack Yamato Dragon, the Long Name")!.fuzzyKey).toBe("bolshackyamatodragonthel"); // first 24
    expect(a.text.match(/\$(\d+)/g)!.map((m) => Number(m.slice(1))).reduce((x, y) => Math.max(x, y))).toBe(a.values.length);
  });
  it("Q&A and clauses: every parameter is used", () => {
    for (const st of [
      qaSearchStatement("x", japaneseTextPatterns("あくあ"), 5),
      clauseSearchStatement("x", null, "609", 5),
      cardCountStatement(planCardSearch("aqua")!),
      rulingsForCardsStatement([1, 2], 5, 10),
    ]) {
      const used = new Set(st.text.match(/\$(\d+)/g)!.map((m) => Number(m.slice(1))));
      expect([...used].sort((x, y) => x - y)).toEqual(st.values.map((_, i) => i + 1));
    }
  });
});

describe("ranking", () => {
  const hit = (cardId: number, tier: MatchTier, over: Partial<RankableHit> = {}): RankableHit => ({
    cardId,
    tier,
    score: 1,
    score2: 1,
    rulings: 0,
    sortKey: `card${cardId}`,
    name: `Card ${cardId}`,
    ...over,
  });
  it("exact, then prefix, then contains, then fuzzy; ties by rulings then name", () => {
    const ranked = rankCardHits(
      [
        hit(1, MatchTier.Fuzzy, { score: 0.9 }),
        hit(2, MatchTier.Contains, { rulings: 9 }),
        hit(3, MatchTier.Prefix, { sortKey: "b" }),
        hit(4, MatchTier.Prefix, { sortKey: "a" }),
        hit(5, MatchTier.Prefix, { sortKey: "z", rulings: 2 }),
        hit(6, MatchTier.Exact),
      ],
      10,
    );
    expect(ranked.map((h) => h.cardId)).toEqual([6, 5, 4, 3, 2, 1]);
  });
  it("keeps one entry per card, its best match", () => {
    const ranked = rankCardHits([hit(1, MatchTier.Contains), hit(1, MatchTier.Exact), hit(2, MatchTier.Prefix)], 10);
    expect(ranked.map((h) => [h.cardId, h.tier])).toEqual([
      [1, MatchTier.Exact],
      [2, MatchTier.Prefix],
    ]);
  });
  it("within the fuzzy tier the closer spelling first", () => {
    const ranked = rankCardHits([hit(1, MatchTier.Fuzzy, { score: 0.6, rulings: 5 }), hit(2, MatchTier.Fuzzy, { score: 0.8 })], 10);
    expect(ranked.map((h) => h.cardId)).toEqual([2, 1]);
  });
  it("compares names in byte order, as Postgres's text_pattern_ops does", () => {
    const ranked = rankCardHits([hit(1, MatchTier.Prefix, { sortKey: "あ" }), hit(2, MatchTier.Prefix, { sortKey: "z" }), hit(3, MatchTier.Prefix, { sortKey: "B" })], 10);
    expect(ranked.map((h) => h.sortKey)).toEqual(["B", "z", "あ"]);
  });
});

describe("Q&A and clause helpers", () => {
  it("recognises clause numbers", () => {
    expect(clauseNumberQuery("609.6a")).toBe("609.6a");
    expect(clauseNumberQuery("rule 609")).toBe("609");
    expect(clauseNumberQuery("６０９．４")).toBe("609.4");
    expect(clauseNumberQuery("609.")).toBe("609");
    expect(clauseNumberQuery("aqua 609")).toBeNull();
    expect(clauseNumberQuery("9000")).toBeNull();
  });
  it("Japanese patterns: as typed and in katakana", () => {
    expect(japaneseTextPatterns("あくあ")).toEqual(["%あくあ%", "%アクア%"]);
    expect(japaneseTextPatterns("あ")).toBeNull();
    expect(hiraganaToKatakana("そるじゃー")).toBe("ソルジャー");
  });
  it("full-text input keeps words, drops noise", () => {
    expect(fullTextQuery("shield <script>alert(1)</script>")).toBe("shield script alert 1 script");
    expect(fullTextQuery('"super trash train" -draw')).toBe('"super trash train" -draw');
  });
  it("snippets: plain text segments with the matched words flagged, Markdown flattened, length capped", () => {
    expect(snippetSegments(`It is **${HL_START}destroyed${HL_STOP}** [see](https://x.org)`)).toEqual([
      { text: "It is ", hit: false },
      { text: "destroyed", hit: true },
      { text: " see", hit: false },
    ]);
    const long = snippetSegments("word ".repeat(200));
    expect(long.map((s) => s.text).join("").length).toBeLessThanOrEqual(241);
    expect(snippetSegments(null)).toEqual([]);
    expect(snippetSegments("<b>x</b>")).toEqual([{ text: "<b>x</b>", hit: false }]);
  });
});

describe("typoDistance: edits from the query to the closest part of a name", () => {
  it.each([
    ["aquasoldier", "aquasoldier", 0, 0],
    ["aquasold", "aquasoldier", 0, 0], // the beginning of a name costs nothing more
    ["soldier", "aquasoldier", 0, 4], // nor a word inside it
    ["pakuio", "pakurio", 1, 0], // a letter missing
    ["evidnecebird", "evidencebird", 1, 0], // two neighbours swapped: one edit
    ["bolshakyamto", "bolshackyamatodragon", 2, 0], // two letters missing
    ["aqusoldeir", "aquasoldier", 2, 0],
    ["xyz", "aquasoldier", 3, 0],
  ])("%s → %s: %i edits from position %i", (key, name, distance, start) => {
    expect(typoDistance(key, name)).toEqual({ distance, start });
  });

  it("is never more than the key's length, and symmetric in the swap", () => {
    expect(typoDistance("abc", "").distance).toBe(3);
    expect(typoDistance("", "abc").distance).toBe(0);
    expect(typoDistance("ba", "ab").distance).toBe(1);
  });

  it("allows more typos in longer queries", () => {
    expect([3, 7, 8, 11, 12, 40].map(maxTypos)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
