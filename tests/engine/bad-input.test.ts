/**
 * Bad input to the scenario loader ends in a documented error naming file, line and field, never in an
 * exception outside error handling (issue 11, "Bad input"): YAML aliases (unresolved, looping, merge
 * keys, over 100 of them: "billion laughs"), tags, odd keys, control characters, deep nesting, wrong
 * types and numbers. The same texts in the admin's check (lib/admin/check.ts, behind /api/admin/check
 * and every save) come back as problems in a result, not as an HTTP 500.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDraft } from "@/lib/admin/check";
import { CONTENT_ERROR_CODES, ContentError, type ContentErrorCode } from "@/lib/files/errors";
import { loadContent } from "@/lib/content/load";
import { copyContent, lineContaining } from "../support/content";
import { CONTENT_DIR, content, load } from "./helpers";

const SOLDIER = fs.readFileSync(path.join(CONTENT_DIR, "scenarios", "aqua-soldier-destroyed.yaml"), "utf8");

function loadError(text: string): ContentError {
  try {
    load(text, "bad.yaml");
  } catch (e) {
    if (e instanceof ContentError) return e;
    throw e;
  }
  throw new Error("loaded without error");
}

const laughs = (levels: number) => {
  const out = [`l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`];
  for (let i = 1; i < levels; i++) out.push(`l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(", ")}]`);
  return out.join("\n") + "\n";
};

/** [name, text, code, line, field, problem] */
const CASES: [string, string, ContentErrorCode, number, string, RegExp][] = [
  ["unresolved alias", SOLDIER + "zz: *nope\n", "E_YAML_ALIAS", lineContaining(SOLDIER + "zz: *nope\n", "zz: *nope"), "zz", /alias \*nope has no anchor &nope before it/],
  [
    "unresolved alias in a merge key",
    SOLDIER.replace("  turn: { number: 3, active: A }", "  <<: *missing\n  turn: { number: 3, active: A }"),
    "E_YAML_ALIAS",
    lineContaining(SOLDIER, "  turn: { number: 3, active: A }"),
    "setup.<<",
    /merge keys \(<<\) are not supported/,
  ],
  ["a merge key, even resolved", "base: &b { number: 3, active: A }\n" + SOLDIER.replace("  turn: { number: 3, active: A }", "  turn:\n    <<: *b"), "E_YAML_ALIAS", lineContaining(SOLDIER, "  turn: { number: 3, active: A }") + 2, "setup.turn.<<", /merge keys/],
  ["billion laughs", laughs(9) + SOLDIER, "E_YAML_ALIAS", 3, "l2[8]", /more than 100 aliases/],
  ["101 aliases", `x: &x 1\nxs: [${Array(101).fill("*x").join(", ")}]\n` + SOLDIER, "E_YAML_ALIAS", 2, "xs[100]", /more than 100 aliases/],
  ["an alias inside the node it names", SOLDIER.replace("  A:\n", "  A: &a\n    mana: [*a]\n"), "E_YAML_ALIAS", lineContaining(SOLDIER, "  A:") + 1, "setup.A.mana[0]", /inside the node &a it names/],
  ["an alias as a key", SOLDIER.replace("setup:\n", "k: &k meta\nsetup:\n  *k : 1\n"), "E_YAML_UNSUPPORTED", lineContaining(SOLDIER, "setup:") + 2, "setup", /keys must be plain values/],
  ["a binary tag", SOLDIER.replace('source: "seed', 'source: !!binary "seed'), "E_YAML_UNSUPPORTED", lineContaining(SOLDIER, "source:"), "meta.source", /tag tag:yaml.org,2002:binary is not supported/],
  ["a custom tag", SOLDIER.replace('source: "seed', 'source: !js/function "seed'), "E_YAML_UNSUPPORTED", lineContaining(SOLDIER, "source:"), "(yaml)", /Unresolved tag: !js\/function/],
  ["__proto__", SOLDIER.replace("  B:\n", "  __proto__: { polluted: true }\n  B:\n"), "E_YAML_UNSUPPORTED", lineContaining(SOLDIER, "  B:"), "setup.__proto__", /"__proto__" is not allowed/],
  ["a key given twice", SOLDIER.replace("  B:\n", "  A: {}\n  B:\n"), "E_YAML", lineContaining(SOLDIER, "  B:"), "setup.A", /the key "A" is given twice/],
  ["a key given twice, as number and text", SOLDIER + '1: a\n"1": b\n', "E_YAML", lineContaining(SOLDIER + '1: a\n"1": b\n', '"1": b'), "1", /the key "1" is given twice/],
  ["a NUL byte", SOLDIER.replace("Aqua Soldier would", "Aqua\u0000Soldier would"), "E_YAML", lineContaining(SOLDIER, "Aqua Soldier would"), "(yaml)", /control character U\+0000/],
  ["a NUL escape", SOLDIER.replace('"Aqua Soldier would', '"Aqua\\0Soldier would'), "E_YAML_UNSUPPORTED", lineContaining(SOLDIER, "Aqua Soldier would"), "meta.title.en", /control character U\+0000 is not allowed in a value/],
  ["two documents", SOLDIER + "---\nmeta: {}\n", "E_YAML", lineContaining(SOLDIER + "---\n", "---"), "(yaml)", /multiple documents/],
  ["nesting 40 deep", SOLDIER + `deep: ${"[".repeat(40)}${"]".repeat(40)}\n`, "E_LIMIT", lineContaining(SOLDIER + "deep:", "deep:"), "deep[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]", /nested more than 32 levels/],
  ["nesting 10,000 deep", SOLDIER + `deep: ${"[".repeat(10_000)}\n`, "E_LIMIT", lineContaining(SOLDIER + "deep:", "deep:"), "(yaml)", /nested more than 32 levels/],
  ["block nesting 3,000 deep", SOLDIER + `deep:\n${"- ".repeat(3000)}1\n`, "E_LIMIT", lineContaining(SOLDIER + "deep:", "deep:") + 1, "(yaml)", /nested more than 32 levels/],
  ["an empty text", "", "E_SCHEMA", 1, "(document)", /expected object/],
  ["a list, not a map", "- 1\n- 2\n", "E_SCHEMA", 1, "(document)", /expected object/],
  ["a card name that is a number", SOLDIER.replace('card: "Aqua Soldier"', "card: 12"), "E_SCHEMA", lineContaining(SOLDIER, 'card: "Aqua Soldier"'), "setup.B.battle[0].card", /expected string, received number/],
  ["a card name that is a list", SOLDIER.replace('card: "Aqua Soldier"', "card: [Aqua Soldier]"), "E_SCHEMA", lineContaining(SOLDIER, 'card: "Aqua Soldier"'), "setup.B.battle[0].card", /expected string/],
  ["a turn number of 1e999", SOLDIER.replace("number: 3", "number: 1e999"), "E_SCHEMA", lineContaining(SOLDIER, "number: 3"), "setup.turn.number", /expected number, received Infinity|Infinity/],
  ["a turn number of .nan", SOLDIER.replace("number: 3", "number: .nan"), "E_SCHEMA", lineContaining(SOLDIER, "number: 3"), "setup.turn.number", /NaN/],
  ["a turn number beyond 2^53", SOLDIER.replace("number: 3", "number: 99999999999999999999"), "E_LIMIT", lineContaining(SOLDIER, "number: 3"), "setup.turn.number", /Too big/],
  ["a negative draw count", SOLDIER.replace("  - battle: { a: a_pacos, b: b_soldier }", "  - draw: { player: A, count: -3 }"), "E_SCHEMA", lineContaining(SOLDIER, "- battle:"), "actions[0].draw.count", /expected number to be >0/],
  ["a seed beyond 32 bits", SOLDIER.replace("  turn: { number: 3, active: A }", "  turn: { number: 3, active: A }\n  seed: 4294967296"), "E_LIMIT", lineContaining(SOLDIER, "turn:") + 1, "setup.seed", /32-bit integer/],
  ["an action that is a string", SOLDIER.replace("  - battle: { a: a_pacos, b: b_soldier }", "  - battle"), "E_SCHEMA", lineContaining(SOLDIER, "- battle:"), "actions[0]", /expected object, received string/],
  ["a choice with a pick that is a map", SOLDIER.replace("  - battle: { a: a_pacos, b: b_soldier }", "  - battle: { a: a_pacos, b: b_soldier }\n    choices: [{ pick: { a: 1 } }]"), "E_SCHEMA", lineContaining(SOLDIER, "- battle:") + 1, "actions[0].choices[0].pick", /expected array/],
];

describe("bad YAML ends in a documented, located error", () => {
  it.each(CASES)("%s", (_name, text, code, line, field, problem) => {
    const e = loadError(text);
    expect(e.code).toBe(code);
    expect(Object.keys(CONTENT_ERROR_CODES)).toContain(e.code);
    expect(e.file).toBe("bad.yaml");
    expect({ line: e.line, field: e.field }).toEqual({ line, field });
    expect(e.problem).toMatch(problem);
    expect(e.message).toBe(`bad.yaml:${line}: ${field}: ${e.problem}`);
  });

  // (an empty scenario text is "no scenario" to the admin)
  it.each(CASES.filter(([, text]) => text.trim()))("the admin's check of %s answers with the problem, never throws", (_name, text, code, line, field) => {
    const check = checkDraft({ scenarioSource: text, outcomeText: "" }, content());
    expect(check.problems[0]).toMatchObject({ part: "scenario", code, line, field });
    expect(check.scenario).toBeNull();
  });

  it("the admin's check of an outcome with an unresolved alias answers with the problem", () => {
    const check = checkDraft({ scenarioSource: SOLDIER, outcomeText: "zones:\n  B.hand: *nope\n" }, content());
    expect(check.problems).toEqual([{ part: "outcome", line: 2, field: "zones.B.hand", message: "alias *nope has no anchor &nope before it", code: "E_YAML_ALIAS" }]);
  });

  it("up to 100 aliases that resolve are ordinary YAML: a scenario using them loads and runs", () => {
    const text = SOLDIER.replace("  - battle: { a: a_pacos, b: b_soldier }", "  - battle: &fight { a: a_pacos, b: b_soldier }").replace(
      "expect:\n",
      "expect:\n  untapped: &ids [a_pacos]\n  notSummoningSick: *ids\n",
    );
    const l = load(text);
    expect(l.scenario.expect?.untapped).toEqual(["a_pacos"]);
    expect(l.scenario.expect?.notSummoningSick).toEqual(["a_pacos"]);
  });

  it("an instance id named like an Object property (constructor, toString) is an ordinary id", () => {
    for (const id of ["constructor", "toString", "hasOwnProperty"]) {
      const text = SOLDIER.replaceAll("b_soldier", id);
      const check = checkDraft({ scenarioSource: text, outcomeText: `zones:\n  B.hand: [${id}]\n` }, content());
      expect(check.problems, id).toEqual([]);
      expect(check.scenarioOk, id).toBe(true);
      expect(check.outcome?.ok, id).toBe(true);
    }
  });
});

describe("content:export", () => {
  it("refuses a saved outcome with an unresolved alias with a located error, instead of a ReferenceError", async () => {
    const { qaFileFor } = await import("@/lib/admin/export");
    const { versionFromStored } = await import("@/lib/admin/qa");
    const v = versionFromStored({ status: "DRAFT", gameId: "duel-masters", titleEn: "t", questionEn: "q", answerEn: "a", outcome: "zones:\n  B.hand: *nope\n" });
    v.form.outcome = "zones:\n  B.hand: *nope\n";
    expect(() => qaFileFor("some-entry", v, null)).toThrow(
      expect.objectContaining({ file: "some-entry: outcome (saved in the admin)", line: 2, field: "zones.B.hand", code: "E_YAML_ALIAS" }),
    );
    v.form.outcome = "zones:\n  B.hand: [b_soldier]\n";
    expect(qaFileFor("some-entry", v, null).outcome).toEqual({ zones: { "B.hand": ["b_soldier"] } });
  });
});

describe("the content import", () => {
  it("stops at an alias in a Q&A file with a documented error naming the file in its own folder, line and field", () => {
    const copy = copyContent();
    try {
      const rel = "qa/aqua-soldier-destroyed.yaml";
      copy.edit(rel, (t) => t.replace(/^cards: .*$/m, "cards: *nope"));
      const line = lineContaining(fs.readFileSync(copy.file(rel), "utf8"), "cards: *nope");
      const err = (() => {
        try {
          loadContent(copy.dir);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(ContentError);
      // the copy is outside the working directory: its absolute path, not "content/…"
      expect(err).toMatchObject({ file: copy.file(rel), line, field: "cards", code: "E_YAML_ALIAS" });
    } finally {
      copy.cleanup();
    }
  });

  it("stops at billion laughs in a rules file", () => {
    const copy = copyContent();
    try {
      const rel = "rules/dm-comprehensive-rules/document.yaml";
      copy.edit(rel, (t) => laughs(9) + t);
      expect(() => loadContent(copy.dir)).toThrow(expect.objectContaining({ file: copy.file(rel), line: 3, code: "E_YAML_ALIAS" }));
    } finally {
      copy.cleanup();
    }
  });
});
