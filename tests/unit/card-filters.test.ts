/** The card index's URL filters (lib/cards/filters.ts): parsed defensively, written back short. */
import { describe, expect, it } from "vitest";
import { cardsHref, hasCardFilters, NO_CARD_FILTERS, parseCardFilters } from "@/lib/cards/filters";

describe("parseCardFilters", () => {
  it("reads every filter", () => {
    const { filters, problems } = parseCardFilters({ set: "DM-01 Base Set", civ: "fire", type: "Evolution Creature", cost: "3", page: "2" });
    expect(problems).toEqual([]);
    expect(filters).toEqual({ set: "DM-01 Base Set", civ: "fire", type: "Evolution Creature", cost: 3, page: 2 });
  });
  it("takes cost 0, 999 and none; a civilization in any case", () => {
    expect(parseCardFilters({ cost: "0" }).filters.cost).toBe(0);
    expect(parseCardFilters({ cost: "999" }).filters.cost).toBe(999);
    expect(parseCardFilters({ cost: "None" }).filters.cost).toBe("none");
    expect(parseCardFilters({ civ: "Zero" }).filters.civ).toBe("zero");
  });
  it("keeps set names as printed (punctuation, Japanese, symbols)", () => {
    for (const set of ["DMRP-04裁 The Rise of Master Dragon!! ~Judgment for Justice~", "DMART-05 Fabulous Art: Fun Five Dragon ♡ Summer", 'DM25-SP1 Character Premium Deck: "I don\'t wanna be a Dragon Girl!"']) {
      expect(parseCardFilters({ set }).filters.set).toBe(set);
    }
  });
  it("drops malformed values, each with a problem naming the field", () => {
    const { filters, problems } = parseCardFilters({ set: "a\u0000b", civ: "purple", type: "<script>", cost: "-1", page: "0" });
    expect(filters).toEqual(NO_CARD_FILTERS);
    expect(problems.map((p) => p.split(":")[0])).toEqual(["set", "civ", "type", "cost", "page"]);
    expect(problems.join(" ")).not.toMatch(/\u0000/);
  });
  it.each([["cost", "1000"], ["cost", "3.5"], ["cost", "1e2"], ["cost", "abc"], ["page", "99999999"], ["page", "2x"], ["set", "x".repeat(201)], ["type", "x".repeat(61)]])(
    "%s=%s is dropped",
    (key, value) => {
      const { filters, problems } = parseCardFilters({ [key]: value });
      expect(filters).toEqual(NO_CARD_FILTERS);
      expect(problems).toHaveLength(1);
      expect(problems[0].startsWith(`${key}:`)).toBe(true);
      expect(problems[0].length).toBeLessThan(200);
    },
  );
  it("takes the first of repeated parameters and trims; blank values are no filter", () => {
    expect(parseCardFilters({ civ: [" water ", "fire"] }).filters.civ).toBe("water");
    expect(parseCardFilters({ set: "", civ: "  ", cost: "" })).toEqual({ filters: NO_CARD_FILTERS, problems: [] });
  });
});

describe("cardsHref", () => {
  it("leaves defaults out and round-trips", () => {
    expect(cardsHref(NO_CARD_FILTERS)).toBe("/cards");
    expect(cardsHref({ ...NO_CARD_FILTERS, cost: 0 })).toBe("/cards?cost=0");
    const f = { set: "DMRP-04裁 The Rise of Master Dragon!! ~Judgment for Justice~", civ: "fire" as const, type: "Creature", cost: "none" as const, page: 3 };
    const href = cardsHref(f);
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseCardFilters(params)).toEqual({ filters: f, problems: [] });
    expect(hasCardFilters(f)).toBe(true);
    expect(hasCardFilters({ ...NO_CARD_FILTERS, page: 4 })).toBe(false);
  });
});
