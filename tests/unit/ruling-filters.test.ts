/** The rulings list's URL filters: parsed defensively, written back short. */
import { describe, expect, it } from "vitest";
import { clauseUnder, NO_FILTERS, parseRulingFilters, rulingsHref } from "@/lib/rulings/filters";

describe("parseRulingFilters", () => {
  it("reads every filter", () => {
    const { filters, problems } = parseRulingFilters({ card: "aqua-soldier", topic: "609", clause: "609.4", verified: "engine", year: "2020", page: "2", game: "all" });
    expect(problems).toEqual([]);
    expect(filters).toEqual({ game: "all", card: "aqua-soldier", topic: "609", clause: "609.4", verified: "engine", year: 2020, page: 2 });
  });
  it("drops malformed values, each with a problem naming the field", () => {
    const { filters, problems } = parseRulingFilters({ card: "<script>", topic: "60", clause: "abc", verified: "yes", year: "99999", page: "-1", game: "mtg" });
    expect(filters).toEqual(NO_FILTERS);
    expect(problems.map((p) => p.split(":")[0])).toEqual(["game", "card", "topic", "clause", "verified", "year", "page"]);
  });
  it("takes the first of repeated parameters and trims", () => {
    expect(parseRulingFilters({ clause: [" 801.4a ", "609.1"] }).filters.clause).toBe("801.4a");
  });
});

describe("rulingsHref", () => {
  it("leaves defaults out and round-trips", () => {
    expect(rulingsHref(NO_FILTERS)).toBe("/qa");
    const href = rulingsHref({ ...NO_FILTERS, card: "aqua-soldier", clause: "609.4", page: 3 });
    expect(href).toBe("/qa?card=aqua-soldier&clause=609.4&page=3");
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseRulingFilters(params).filters).toEqual({ ...NO_FILTERS, card: "aqua-soldier", clause: "609.4", page: 3 });
  });
});

describe("clauseUnder", () => {
  it("a section holds its clauses; a clause its lettered sub-clauses, not its longer-numbered neighbours", () => {
    expect(clauseUnder("609.4a", "609")).toBe(true);
    expect(clauseUnder("6090.1", "609")).toBe(false);
    expect(clauseUnder("609.4a", "609.4")).toBe(true);
    expect(clauseUnder("609.40", "609.4")).toBe(false);
    expect(clauseUnder("609.4", "609.4")).toBe(true);
    expect(clauseUnder("609.4a", "609.4b")).toBe(false);
  });
});
