import { describe, expect, it } from "vitest";
import { composeSection, inSubtree } from "@/lib/rules/compose";
import { clauseSortKey } from "@/lib/content/clauses";

const v = (key: string, date: string | null) => ({ key, label: `Ver. ${key}`, date: date ? new Date(date) : null });
const V117 = v("1.17", "2019-12-13");
const V120 = v("1.20", "2020-07-17");
const V2023 = v("2023-04-10", "2023-04-10");
const V150 = v("1.50", null);
const row = (number: string, version: ReturnType<typeof v>) => ({ number, sortKey: clauseSortKey(number), version });

const rows = [
  ...["609", "609.1", "609.4", "609.6", "609.6a"].flatMap((n) => [row(n, V117), row(n, V120)]),
  row("609.9", V2023),
  row("609.4", V150),
];

describe("composeSection", () => {
  it("shows the current text: each clause from the newest version recording it, older ones kept", () => {
    const { base, clauses } = composeSection(rows);
    expect(base?.key).toBe("1.20"); // most of the shown clauses come from it
    expect(clauses.map((c) => `${c.clause.number}@${c.clause.version.key}`)).toEqual([
      "609@1.20", "609.1@1.20", "609.4@1.50", "609.6@1.20", "609.6a@1.20", "609.9@2023-04-10",
    ]);
    expect(clauses.find((c) => c.clause.number === "609.9")?.fromOtherVersion).toBe(true);
    expect(clauses.find((c) => c.clause.number === "609.4")?.fromOtherVersion).toBe(true);
    expect(clauses.find((c) => c.clause.number === "609.1")?.fromOtherVersion).toBe(false);
    expect(clauses.find((c) => c.clause.number === "609.4")?.newer).toEqual([]);
    expect(clauses.find((c) => c.clause.number === "609.4")?.older.map((x) => x.version.key)).toEqual(["1.20", "1.17"]);
  });
  it("shows a chosen version with the newer versions of each clause named", () => {
    const { clauses } = composeSection(rows, "1.17");
    expect(clauses.find((c) => c.clause.number === "609.4")?.newer.map((x) => x.key)).toEqual(["1.20", "1.50"]);
  });
  it("shows exactly one version when asked", () => {
    const { clauses } = composeSection(rows, "2023-04-10");
    expect(clauses.map((c) => c.clause.number)).toEqual(["609.9"]);
  });
  it("knows subtrees", () => {
    expect(inSubtree("609.6a", "609.6")).toBe(true);
    expect(inSubtree("609.6", "609")).toBe(true);
    expect(inSubtree("609.61", "609.6")).toBe(false);
  });
});
