/**
 * choose3: the `declare` step (a player's named choice of a race, a civilization or a number: 203.4, 106.3, 108.1a) and
 * card filters that refer to the declared value (`CardFilter.declared`), on inline definitions.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@/lib/engine";
import { DECLARABLE_RACES, declareAnswerProblem } from "@/lib/engine/choose3";
import type { CardDef, EffectStep } from "@/lib/engine/defs";
import type { Prompt } from "@/lib/engine/prompts";
import { RACES } from "@/lib/abilities/races";
import { load, where } from "./helpers";

const SPELL = "cranium-clamp";
// fire Human 2000 (cost 2), fire Human 3000 (cost 3), nature Beast Folk 2000 (cost 2), water Liquid People 1000 (cost 2)
const BATTLE_B = `{ id: b_h2, card: immortal-baron-vorg }, { id: b_h3, card: explosive-dude-joe }, { id: b_b2, card: burning-mane }, { id: b_l2, card: aqua-vehicle }`;

function board(choices: string): string {
  return [
    `meta: { id: t, title: { en: t }, rules: ["203.4"], source: test }`,
    `setup:`,
    `  turn: { number: 5, active: A }`,
    `  A:`,
    `    hand: [ { id: a_sp, card: ${SPELL} } ]`,
    `    deck: [ { id: a_d, card: acme-first-seed } ]`,
    `  B:`,
    `    battle: [ ${BATTLE_B} ]`,
    `actions:`,
    `  - cast: { player: A, card: a_sp }`,
    `    choices: ${choices}`,
    ``,
  ].join("\n");
}

function withSpell(choices: string, spell: EffectStep[]) {
  const l = load(board(choices));
  const base = l.defs[SPELL];
  const def: CardDef = { ...base, abilities: { ...base.abilities, keywords: [], statics: [], replacements: [], triggers: [], onEnter: [], spell } };
  return runScenario(l.scenario, { ...l.defs, [SPELL]: def });
}

const destroyDeclared = (as: "race" | "civilization" | "cost" | "power"): EffectStep => ({ do: "destroy", target: { all: { player: "opponent", zone: "battle", filter: { declared: { name: "d", as } } } } });

describe("declare: a named choice the later steps' filters refer to", () => {
  it("a race: the creatures whose race contains it (203.2)", () => {
    const r = withSpell(`[ { prompt: declare, by: A, pick: [Human] } ]`, [{ do: "declare", what: "race", remember: "d" }, destroyDeclared("race")]);
    expect(r.error).toBeNull();
    expect(["b_h2", "b_h3", "b_b2", "b_l2"].map((id) => where(r, id))).toEqual(["B.graveyard", "B.graveyard", "B.battle", "B.battle"]);
  });

  it("a civilization", () => {
    const r = withSpell(`[ { prompt: declare, by: A, pick: [nature] } ]`, [{ do: "declare", what: "civilization", remember: "d" }, destroyDeclared("civilization")]);
    expect(r.error).toBeNull();
    expect(["b_h2", "b_h3", "b_b2", "b_l2"].map((id) => where(r, id))).toEqual(["B.battle", "B.battle", "B.graveyard", "B.battle"]);
  });

  it("a number as a cost, and as a power: exactly that number", () => {
    const cost = withSpell(`[ { prompt: declare, by: A, pick: ["2"] } ]`, [{ do: "declare", what: "number", remember: "d", atMost: 6 }, destroyDeclared("cost")]);
    expect(cost.error).toBeNull();
    expect(["b_h2", "b_h3", "b_b2", "b_l2"].map((id) => where(cost, id))).toEqual(["B.graveyard", "B.battle", "B.graveyard", "B.graveyard"]);
    const power = withSpell(`[ { prompt: declare, by: A, pick: ["2000"] } ]`, [{ do: "declare", what: "number", remember: "d" }, destroyDeclared("power")]);
    expect(power.error).toBeNull();
    expect(["b_h2", "b_h3", "b_b2", "b_l2"].map((id) => where(power, id))).toEqual(["B.graveyard", "B.battle", "B.graveyard", "B.battle"]);
  });

  it("illegal answers are refused with the rule: part of a race (203.4), colorless (106.3), a negative or out-of-bounds number (108.1a)", () => {
    const race = withSpell(`[ { prompt: declare, by: A, pick: [Beast] } ]`, [{ do: "declare", what: "race", remember: "d" }, destroyDeclared("race")]);
    expect(race.error?.code).toBe("E_ILLEGAL_CHOICE");
    expect(race.error?.message).toMatch(/203\.4/);
    const civ = withSpell(`[ { prompt: declare, by: A, pick: [zero] } ]`, [{ do: "declare", what: "civilization", remember: "d" }, destroyDeclared("civilization")]);
    expect(civ.error?.code).toBe("E_ILLEGAL_CHOICE");
    expect(civ.error?.message).toMatch(/106\.3/);
    const neg = withSpell(`[ { prompt: declare, by: A, pick: ["-1"] } ]`, [{ do: "declare", what: "number", remember: "d" }, destroyDeclared("cost")]);
    expect(neg.error?.code).toBe("E_ILLEGAL_CHOICE");
    const high = withSpell(`[ { prompt: declare, by: A, pick: ["7"] } ]`, [{ do: "declare", what: "number", remember: "d", atMost: 6 }, destroyDeclared("cost")]);
    expect(high.error?.code).toBe("E_ILLEGAL_CHOICE");
    const missing = withSpell(`[]`, [{ do: "declare", what: "race", remember: "d" }, destroyDeclared("race")]);
    expect(missing.error?.code).toBe("E_MISSING_CHOICE");
  });

  it("a filter whose value was never declared is an error, not a silent match", () => {
    const r = withSpell(`[]`, [destroyDeclared("race")]);
    expect(r.error?.code).toBe("E_UNSUPPORTED");
  });

  it("declareAnswerProblem: one value of the kind declared", () => {
    const p = (declares: Prompt["declares"]): Prompt => ({ id: "s0.p0", step: 0, index: 0, kind: "declare", player: "A", text: "", options: [], min: 1, max: 1, ordered: false, declares });
    expect(declareAnswerProblem(p({ what: "race" }), ["Armored Dragon"])).toBeNull();
    expect(declareAnswerProblem(p({ what: "race" }), ["Cyber"])).toMatch(/203\.4/);
    expect(declareAnswerProblem(p({ what: "race" }), ["Human", "Dragon"])).toMatch(/exactly one/);
    expect(declareAnswerProblem(p({ what: "number", atLeast: 1, atMost: 5 }), ["5"])).toBeNull();
    expect(declareAnswerProblem(p({ what: "number", atLeast: 1, atMost: 5 }), ["6"])).not.toBeNull();
    expect(declareAnswerProblem(p({ what: "number" }), ["1.5"])).not.toBeNull();
  });

  it("the declarable races are the catalogue's (lib/abilities/races.ts) without its stray \"undefined\"", () => {
    expect([...DECLARABLE_RACES]).toEqual(RACES.filter((r) => r !== "undefined"));
  });
});

describe("chosen-player: 'Choose a player. That player …'", () => {
  const drawTwo: EffectStep[] = [{ do: "chosen-player", then: [{ do: "draw", player: "you", count: 1 }] }];
  const deckB = (yaml: string) => yaml.replace("  B:\n", "  B:\n    deck: [ { id: b_d, card: acme-first-seed } ]\n");

  function withSpellB(choices: string, spell: EffectStep[]) {
    const l = load(deckB(board(choices)));
    const base = l.defs[SPELL];
    const def: CardDef = { ...base, abilities: { ...base.abilities, keywords: [], statics: [], replacements: [], triggers: [], onEnter: [], spell } };
    return runScenario(l.scenario, { ...l.defs, [SPELL]: def });
  }

  it("the steps after it are the chosen player's ('you' is that player)", () => {
    const b = withSpellB(`[ { prompt: declare, by: A, pick: [B] } ]`, drawTwo);
    expect(b.error).toBeNull();
    expect([where(b, "b_d"), where(b, "a_d")]).toEqual(["B.hand", "A.deck"]);
    const a = withSpellB(`[ { prompt: declare, by: A, pick: [A] } ]`, drawTwo);
    expect(a.error).toBeNull();
    expect([where(a, "b_d"), where(a, "a_d")]).toEqual(["B.deck", "A.hand"]);
  });

  it("an answer that is not a player is refused", () => {
    const r = withSpellB(`[ { prompt: declare, by: A, pick: [C] } ]`, drawTwo);
    expect(r.error?.code).toBe("E_ILLEGAL_CHOICE");
  });
});


describe("grant mustAttack: 'that creature attacks if able' for a period", () => {
  const yaml = (bAttacks: boolean) =>
    [
      `meta: { id: t, title: { en: t }, rules: ["608.2a"], source: test }`,
      `setup:`,
      `  turn: { number: 5, active: A }`,
      `  A:`,
      `    hand: [ { id: a_sp, card: ${SPELL} } ]`,
      `    shields: [ { id: a_s1, card: acme-first-seed } ]`,
      `    deck: [ { id: a_d, card: acme-first-seed } ]`,
      `  B:`,
      `    battle: [ { id: b_h3, card: explosive-dude-joe }, { id: b_b2, card: burning-mane } ]`,
      `    deck: [ { id: b_d, card: acme-first-seed } ]`,
      `actions:`,
      `  - cast: { player: A, card: a_sp }`,
      `    choices: [ { prompt: choose-cards, by: A, pick: [b_h3] } ]`,
      `  - end-turn: {}`,
      ...(bAttacks ? [`  - attack: { attacker: b_h3, target: A }`] : []),
      `  - end-turn: {}`,
      ``,
    ].join("\n");
  const spell: EffectStep[] = [{ do: "grant", to: { choose: { player: "opponent", zone: "battle", count: 1 } }, mustAttack: true, until: "start-of-your-next-turn", text: "That creature attacks if able" }];
  function go(bAttacks: boolean) {
    const l = load(yaml(bAttacks));
    const base = l.defs[SPELL];
    const def: CardDef = { ...base, abilities: { ...base.abilities, keywords: [], statics: [], replacements: [], triggers: [], onEnter: [], spell } };
    return runScenario(l.scenario, { ...l.defs, [SPELL]: def });
  }
  it("its controller's turn can't end while it could still attack", () => {
    const r = go(false);
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.step).toBe(2);
  });
  it("once it has attacked, the turn ends (the creature not chosen never had to attack)", () => {
    const r = go(true);
    expect(r.error).toBeNull();
    expect(where(r, "a_s1")).toBe("A.hand");
  });
});

describe("put-on-deck positionChosenBy: the owner (or the controller) chooses top or bottom", () => {
  function withDeckB(choices: string, spell: EffectStep[]) {
    const l = load(board(choices).replace("  B:\n", "  B:\n    deck: [ { id: b_d1, card: acme-first-seed }, { id: b_d2, card: acme-first-seed } ]\n"));
    const base = l.defs[SPELL];
    const def: CardDef = { ...base, abilities: { ...base.abilities, keywords: [], statics: [], replacements: [], triggers: [], onEnter: [], spell } };
    return runScenario(l.scenario, { ...l.defs, [SPELL]: def });
  }
  const onDeck = (by: "owner" | "controller"): EffectStep[] => [{ do: "put-on-deck", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, position: "top", positionChosenBy: by }];
  it("the owner's answer decides; the other player's answer is refused", () => {
    const bottom = withDeckB(`[ { prompt: choose-cards, by: A, pick: [b_h3] }, { prompt: choose-mode, by: B, pick: [bottom] } ]`, onDeck("owner"));
    expect(bottom.error).toBeNull();
    expect(bottom.finalState!.players.B.zones.deck).toEqual(["b_d1", "b_d2", "b_h3"]);
    const top = withDeckB(`[ { prompt: choose-cards, by: A, pick: [b_h3] }, { prompt: choose-mode, by: B, pick: [top] } ]`, onDeck("owner"));
    expect(top.error).toBeNull();
    expect(top.finalState!.players.B.zones.deck).toEqual(["b_h3", "b_d1", "b_d2"]);
    const wrong = withDeckB(`[ { prompt: choose-cards, by: A, pick: [b_h3] }, { prompt: choose-mode, by: A, pick: [top] } ]`, onDeck("owner"));
    expect(wrong.error?.code).toBe("E_ILLEGAL_CHOICE");
    const mine = withDeckB(`[ { prompt: choose-cards, by: A, pick: [b_h3] }, { prompt: choose-mode, by: A, pick: [bottom] } ]`, onDeck("controller"));
    expect(mine.error).toBeNull();
    expect(mine.finalState!.players.B.zones.deck).toEqual(["b_d1", "b_d2", "b_h3"]);
  });
});
