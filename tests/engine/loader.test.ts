/** The scenario loader: documented errors with file, line and field; card-name resolution. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "@/lib/files/errors";
import { loadScenarioFile, resolveCardName, runLoadedScenario } from "@/lib/scenarios";
import { content } from "./helpers";

const fixture = (name: string) => join(__dirname, "fixtures", name);

function loadError(name: string): ContentError {
  try {
    loadScenarioFile(fixture(name), content());
  } catch (e) {
    if (e instanceof ContentError) return e;
    throw e;
  }
  throw new Error(`${name} loaded without error`);
}

describe("bad scenario files give located errors", () => {
  it.each([
    ["unknown-card.yaml", 6, "setup.A.battle[0].card", /unknown card "Aqua Soldeir"; did you mean "Aqua Soldier"/],
    ["unknown-field.yaml", 8, "setup.A.battle[0].tapd", /unknown field "tapd"/],
    ["unknown-instance.yaml", 8, "actions[0].destroy.card", /unknown card instance "a_soldeir"; did you mean "a_soldier"/],
    ["bad-syntax.yaml", 4, "(yaml)", /Flow map in block collection/],
    ["bad-clause.yaml", 4, "meta.rules[0]", /clause number like "609.3"/],
    ["two-actions.yaml", 9, "actions[1]", /exactly one of: cast, summon/],
    ["bad-zone-key.yaml", 11, "expect.zones.A.hnd", /not a zone/],
    ["duplicate-id.yaml", 9, "setup.B.hand[0].id", /"a_x" is used twice/],
    // no hand-written ability file, and a sentence the card-text compiler does not understand: named, never guessed
    ["no-abilities.yaml", 6, "setup.A.battle[0].card", /can't be used in a scenario yet: the engine does not understand ".+" \(not modelled\); add content\/abilities\/grandpa-tentatively-named-the-brave.yaml/],
    // forbidden cores (309): only on a Final Forbidden Field or Creature, and only cards `forbidden-core`
    ["cores-not-final-forbidden.yaml", 9, "setup.A.battle[0].cores", /only a Final Forbidden Field or Creature has forbidden cores \(309\.1\)/],
    ["core-wrong-card.yaml", 9, "setup.A.battle[0].cores[0].card", /a forbidden core is written `card: forbidden-core`/],
    // an effect used during an attack names a declared card
    ["during-unknown.yaml", 12, "actions[0].attack.during[0].return-to-hand.card", /unknown card instance "a_soldeir"; did you mean "a_soldier"/],
  ])("%s → line %i, field %s", (name, line, field, problem) => {
    const e = loadError(name);
    expect(e.file).toBe(fixture(name).replace(join(__dirname, "..", "..") + "/", ""));
    expect(e.line).toBe(line);
    expect(e.field).toBe(field);
    expect(e.problem).toMatch(problem);
    expect(e.message).toContain(`:${line}: ${field}: `);
  });
});

describe("run-time problems are located at the action's line", () => {
  it.each([
    ["missing-choice.yaml", "E_MISSING_CHOICE", 15, "actions[2]", /step 2 \(cast a_love \(player A\)\): prompt s2\.p0 \(choose-cards, player A\) has no scripted answer/],
    ["illegal-choice.yaml", "E_ILLEGAL_CHOICE", 13, "actions[0]", /"b_soldier" is not a legal option \(options: a_ghoul\)/],
    ["unused-choice.yaml", "E_UNUSED_CHOICE", 8, "actions[0]", /1 scripted choice\(s\) left unused/],
  ])("%s → %s at line %i", (name, code, line, field, message) => {
    const run = runLoadedScenario(loadScenarioFile(fixture(name), content()));
    expect(run.result.ok).toBe(false);
    expect(run.result.error?.code).toBe(code);
    expect(run.result.error?.message).toMatch(message);
    expect(run.problems[0].line).toBe(line);
    expect(run.problems[0].field).toBe(field);
  });

  it("a missing choice reports the prompt with its options, so a UI can ask for it", () => {
    const run = runLoadedScenario(loadScenarioFile(fixture("missing-choice.yaml"), content()));
    expect(run.result.error?.prompt).toMatchObject({ id: "s2.p0", kind: "choose-cards", player: "A", options: ["a_ghoul"], min: 0, max: 1 });
  });

  it("outcome mismatches are located at the expectation's line", () => {
    const run = runLoadedScenario(loadScenarioFile(fixture("wrong-outcome.yaml"), content()));
    expect(run.result.ok).toBe(false);
    expect(run.problems).toEqual([
      { file: expect.any(String), line: 11, field: "expect.zones.B.graveyard", problem: "expected [b_soldier], got []" },
    ]);
  });
});

describe("card names", () => {
  const names = content().names;
  it.each([
    ["Aqua Soldier", "aqua-soldier"],
    ["aqua-soldier", "aqua-soldier"],
    ["AQUA  SOLDIER!", "aqua-soldier"],
    ["アクア・ソルジャー", "aqua-soldier"],
    ["Perfect Galaxy, Spirit of Immortality", "perfect-galaxy-immortality-elemental"],
    ["不滅の精霊パーフェクト・ギャラクシー", "perfect-galaxy-immortality-elemental"],
    ["Severance, the Awakened Giant", "setsudan-awakened-giant"],
    ["Kiryu Jilves, Gaias Roar", "kiryu-jilves-gaia-s-roar"],
    ["Lost Soul", "lost-soul"],
  ])("%s → %s", (name, id) => {
    expect(resolveCardName(names, name)).toEqual({ ok: true, id });
  });

  it("a twinpact face name resolves to the twinpact when no card has it as its own name", () => {
    expect(resolveCardName(names, "Jargon, Misfortune Demon 12")).toEqual({ ok: true, id: "jargon-misfortune-demon-12-dark-soul-creation" });
  });

  it("a card's own name wins over another card's twinpact face", () => {
    expect(resolveCardName(names, "Dark Soul Creation")).toEqual({ ok: true, id: "dark-soul-creation" });
  });

  it("unknown names suggest the closest", () => {
    const r = resolveCardName(names, "Utsusemihenge, Blame Demon Dragn");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toContain(`did you mean "Utsusemihenge, Blame Demon Dragon"`);
  });
});
