/** Titles and clause tags agree (checked at import for scenarios and Q&A entries). */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ContentError } from "@/lib/files/errors";
import { loadContent } from "@/lib/content/load";
import { titleTagProblem } from "@/lib/content/title-tags";
import { copyContent, lineContaining } from "../support/content";

describe("titleTagProblem", () => {
  it("accepts a title whose mechanic is tagged, in English or Japanese", () => {
    expect(titleTagProblem({ en: "A rebuilt creature keeps the tapped state" }, ["801.4", "801.4d"])).toBeNull();
    expect(titleTagProblem({ en: "Linked gods", ja: "再構築" }, ["801.4a", "804.7"])).toBeNull();
    expect(titleTagProblem({ en: "Revolution Change with a Star Evolution creature" }, ["701.26b", "813.1a"])).toBeNull();
    expect(titleTagProblem({ en: "Aqua Soldier would be destroyed: it returns to the hand instead" }, ["609.1"])).toBeNull();
  });
  it("names the mechanic and where the rules define it when no tag is there", () => {
    expect(titleTagProblem({ en: "Rebuilding after a spell" }, ["609.1"])).toMatch(/about rebuilding, but none of its clauses \[609\.1\] is under 801\.4/);
    expect(titleTagProblem({ en: "タマシードの再構築" }, ["315.2"])).toMatch(/rebuilding/);
    expect(titleTagProblem({ en: "A card sent to the abyss" }, ["118.1"])).toMatch(/abyss.*410 or 701\.33/);
  });
  it("requires a clause number written in the title to be a tag", () => {
    expect(titleTagProblem({ en: "609.6a: a replaced draw" }, ["609.6", "609.3"])).toMatch(/names clause 609\.6a/);
    expect(titleTagProblem({ en: "609.6a: a replaced draw" }, ["609.6a"])).toBeNull();
    // numbers that are not clauses (powers, years) are not read as clauses
    expect(titleTagProblem({ en: "Power 6000 creatures in 2022" }, ["609.1"])).toBeNull();
  });
});

describe("the import refuses a scenario whose title and tags disagree", () => {
  it("names the file, the title's line and the field", () => {
    const copy = copyContent();
    try {
      const rel = "scenarios/rebuild-tapped-state.yaml";
      copy.edit(rel, (t) => t.replace(/  rules: \[[^\]]*\]/, '  rules: ["609.1"]'));
      const line = lineContaining(fs.readFileSync(copy.file(rel), "utf8"), "    en: ");
      let err: unknown = null;
      try {
        loadContent(copy.dir);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ContentError);
      const ce = err as ContentError;
      expect(ce.file).toMatch(/scenarios\/rebuild-tapped-state\.yaml$/);
      expect(ce.line).toBe(line);
      expect(ce.field).toBe("meta.title");
      expect(ce.problem).toMatch(/about rebuilding, but none of its clauses \[609\.1\] is under 801\.4/);
    } finally {
      copy.cleanup();
    }
  });
});
