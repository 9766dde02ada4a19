/** One shape per ruling: the file, the form, the revision and back, without losing a field. */
import { describe, expect, it } from "vitest";
import { formFromRuling, readRevision, revisionOf, rulingFile, rulingFileSchema, rulingFormSchema, rulingFromForm, rulingProblems, rulingSchema, type Ruling } from "@/lib/rulings/ruling";

const full: Ruling = {
  title: { en: "A title", ja: "題" },
  question: { en: "Q?", ja: "問？" },
  answer: { en: "A.", ja: "答。" },
  source: { title: "Official Q&A", url: "https://dm.takaratomy.co.jp/rule/qa/40496/", date: "2022-09-16" },
  cards: ["aqua-soldier"],
  mentions: [],
  clauses: ["609.1", "609.4"],
  same_principle_as: [],
  scenario: "aqua-soldier-destroyed",
  outcome: { zones: { "B.hand": ["b_soldier"] } },
  verified: "unverified",
  note: "for curators",
  superseded_by: "newer-ruling",
  superseded_on: "2023-04-10",
  in_force: { from: "2020-07-17", until: "2023-04-10" },
};

describe("the ruling's shapes", () => {
  it("form → ruling → form keeps every field", () => {
    const form = formFromRuling(full, { mode: "existing", slug: "aqua-soldier-destroyed" }, "zones:\n  B.hand: [b_soldier]");
    expect(rulingFormSchema.parse(form)).toEqual(form);
    expect(rulingFromForm(form, "aqua-soldier-destroyed", full.outcome!)).toEqual(full);
  });
  it("a revision of format 2 reads back as written; the file is the ruling with slug, game and status", () => {
    const rev = revisionOf({ status: "PUBLISHED", game: "duel-masters", ruling: full, outcomeText: "x" });
    expect(readRevision(JSON.parse(JSON.stringify(rev)))).toEqual(rev);
    const file = rulingFile("old-ruling", "duel-masters", "PUBLISHED", full);
    expect(rulingFileSchema.parse(file)).toEqual({ ...full, slug: "old-ruling", game: "duel-masters", status: "published" });
  });
  it("reads a revision of format 1 (the flat row) into the same shape", () => {
    const v1 = {
      gameId: "duel-masters", status: "PUBLISHED", titleEn: "A title", titleJa: "題", questionEn: "Q?", questionJa: null, answerEn: "A.", answerJa: null,
      sourceTitle: "Official Q&A", sourceUrl: null, sourceDate: "2022-09-16T00:00:00.000Z", mentions: [], verification: null,
      outcome: { zones: { "B.hand": ["b_soldier"] } }, note: null, cards: ["aqua-soldier"], clauses: ["609.1"], same: [], scenario: "aqua-soldier-destroyed",
    };
    const r = readRevision(v1);
    expect(r.format).toBe(2);
    expect(r.ruling).toEqual({
      title: { en: "A title", ja: "題" }, question: { en: "Q?" }, answer: { en: "A." }, source: { title: "Official Q&A", date: "2022-09-16" },
      cards: ["aqua-soldier"], mentions: [], clauses: ["609.1"], same_principle_as: [], scenario: "aqua-soldier-destroyed", outcome: { zones: { "B.hand": ["b_soldier"] } },
    });
    expect(rulingSchema.safeParse(r.ruling).success).toBe(true);
  });
  it("checks what field shapes cannot: duplicates, an outcome without scenario, dates in order", () => {
    const bad = { ...full, cards: ["a", "a"], scenario: undefined, superseded_by: undefined, in_force: { from: "2023-01-01", until: "2022-01-01" } };
    expect(rulingProblems(bad).map((p) => p.path.join("."))).toEqual(["cards.1", "outcome", "superseded_on", "in_force.until"]);
  });
});
