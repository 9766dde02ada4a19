/**
 * Every Q&A entry with a scenario states its answer as an `outcome`, and the import runs the scenario
 * to check it: a published entry whose scenario disagrees stops the import (and so CI); a draft is
 * loaded but never marked verified.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ContentError } from "@/lib/files/errors";
import { loadContent } from "@/lib/content/load";
import { rulesBasis } from "@/lib/content/verify";
import { copyContent, lineContaining } from "../support/content";

describe("Q&A outcomes checked by the engine", () => {
  it("verifies every published entry that has a scenario, against the rules version it cites", () => {
    const bundle = loadContent("content");
    const withScenario = bundle.qa.filter((q) => q.scenario && q.status === "published");
    expect(withScenario.length).toBeGreaterThanOrEqual(17);
    for (const q of withScenario) {
      expect(q.outcome, q.slug).toBeDefined();
      expect(q.verificationProblem, q.slug).toBeNull();
      expect(q.verifiedAgainst, q.slug).toMatch(/^(Ver\. \d|Revision of \d{4}-\d{2}-\d{2})/);
    }
    const deadly = bundle.qa.find((q) => q.slug === "deadly-love-aqua-soldier-trash-train")!;
    expect(deadly.verifiedAgainst).toBe("Ver. 1.20 (2020-07-17)");
    expect(deadly.currentRules).toEqual({ version: "Ver. 1.48 (2025-12-17)", follows: null, holds: true, differences: [] });
    expect(bundle.scenarios.every((s) => s.runOk)).toBe(true);
  });

  it("re-runs a ruling of older rules under the current ones and says what its answer becomes", () => {
    const bundle = loadContent("content");
    const old = bundle.qa.find((q) => q.slug === "rebuild-tamaseed-2021-rules")!;
    // the ruling holds under the rules of its time (the import checked it)...
    expect(old.verificationProblem).toBeNull();
    expect(old.verifiedAgainst).toBe("Ver. 1.23 (2021-03-16)");
    // ...and under Ver. 1.48 801.4a keeps a card that can exist alone: the Tamaseed stays, so it no longer holds
    expect(old.currentRules?.follows).toBe("Ver. 1.23 (2021-03-16)");
    expect(old.currentRules?.holds).toBe(false);
    expect(old.currentRules?.differences).toContain("outcome.zones.A.battle: expected [], got [a_shadow]");
  });

  it("stores each scenario's run once, with the engine version that made it", () => {
    const bundle = loadContent("content");
    for (const s of bundle.scenarios) {
      expect(s.run.engine, s.slug).toMatch(/^[0-9a-f]{12}$/);
      expect(s.run.stepThrough.frames.length, s.slug).toBeGreaterThan(0);
      // the stored run is the page's words: names, never instance ids
      for (const id of Object.keys(s.run.stepThrough.instances)) expect(s.run.stepThrough.names.en[id], `${s.slug} ${id}`).toBeTruthy();
    }
  });

  it("fails the import when a published answer disagrees with its scenario, naming file, line and field", () => {
    const copy = copyContent();
    try {
      const rel = "qa/deadly-love-aqua-soldier-trash-train.yaml";
      // Claim Aqua Soldier ends in the graveyard: the engine knows it returns to the hand.
      copy.edit(rel, (t) => t.replace("    B.graveyard: []", "    B.graveyard: [b_soldier]"));
      const line = lineContaining(fs.readFileSync(copy.file(rel), "utf8"), "B.graveyard: [b_soldier]");
      const err = (() => {
        try {
          loadContent(copy.dir);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(ContentError);
      const ce = err as ContentError;
      expect(ce.file).toMatch(/qa\/deadly-love-aqua-soldier-trash-train\.yaml$/);
      expect(ce.line).toBe(line);
      expect(ce.field).toBe("outcome.zones.B.graveyard");
      expect(ce.problem).toContain("expected [b_soldier], got []");
    } finally {
      copy.cleanup();
    }
  });

  it("loads a draft whose answer disagrees, but never as verified", () => {
    const copy = copyContent();
    try {
      const rel = "qa/deadly-love-aqua-soldier-trash-train.yaml";
      copy.edit(rel, (t) => t.replace("status: published", "status: draft").replace("    B.graveyard: []", "    B.graveyard: [b_soldier]"));
      const q = loadContent(copy.dir).qa.find((x) => x.slug === "deadly-love-aqua-soldier-trash-train")!;
      expect(q.verifiedAgainst).toBeNull();
      expect(q.verificationProblem).toContain("outcome.zones.B.graveyard");
    } finally {
      copy.cleanup();
    }
  });

  it("requires a published entry with a scenario to state an outcome", () => {
    const copy = copyContent();
    try {
      const rel = "qa/aqua-soldier-destroyed.yaml";
      copy.edit(rel, (t) => t.slice(0, t.indexOf("# The answer in machine-checkable form")));
      expect(() => loadContent(copy.dir)).toThrow(/scenario: a published entry with a scenario states its answer as an `outcome:`/);
    } finally {
      copy.cleanup();
    }
  });
});

describe("rulesBasis", () => {
  const v = (version: string, date: string | undefined, numbers: string[]) => ({
    version, label: `Ver. ${version}`, date, clauses: numbers.map((number) => ({ number, text: { en: "x" } })),
  });
  it("picks the dated version recording most of the cited clauses, newest on a tie", () => {
    const versions = [v("1.17", "2019-12-13", ["609.3", "609.4"]), v("1.20", "2020-07-17", ["609.3", "609.4"]), v("1.45", "2025-04-18", ["609.7"]), v("1.50", undefined, ["609.4", "609.3", "609.7"])];
    expect(rulesBasis(["609.3", "609.4", "609.7"], versions)).toBe("Ver. 1.20 (2020-07-17)");
    expect(rulesBasis(["609.7"], versions)).toBe("Ver. 1.45 (2025-04-18)");
    expect(rulesBasis(["999.1"], versions)).toBeNull();
  });
  it("with a date, picks the version in force on it (or the oldest, for a ruling older than all)", () => {
    const versions = [v("1.17", "2019-12-13", ["609.3"]), v("1.20", "2020-07-17", ["609.3"]), v("1.48", "2025-12-17", ["609.3", "609.7"])];
    expect(rulesBasis(["609.3"], versions, "2020-07-17")).toBe("Ver. 1.20 (2020-07-17)");
    expect(rulesBasis(["609.3"], versions, "2024-01-01")).toBe("Ver. 1.20 (2020-07-17)");
    expect(rulesBasis(["609.3", "609.7"], versions, "2026-02-01")).toBe("Ver. 1.48 (2025-12-17)");
    expect(rulesBasis(["609.3"], versions, "2011-11-24")).toBe("Ver. 1.17 (2019-12-13)");
    expect(rulesBasis(["609.7"], versions, "2020-07-17")).toBe("Ver. 1.48 (2025-12-17)");
  });
});
