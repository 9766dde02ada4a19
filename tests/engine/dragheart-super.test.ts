/**
 * Dragheart Super Creatures (808, Ver. 1.48 of 2025-12-17), on definitions written from the clauses alone (the catalogue's
 * one such card, All Over The World, Supreme True Dragon Soul, has no Dragon Soul Evade: content scenarios show it):
 *  - 808.1: a creature made of several dragheart cells, also a dragheart creature;
 *  - 808.1a: not affected by summoning sickness;
 *  - 808.1b: Dragon Soul Evade (龍魂回避) — when it would leave, instead one chosen cell returns to the hyperspatial
 *    zone and the rest flip; 「これは置換効果です。」;
 *  - 808.1c: a cell alone has no cost and no race (cost 0 when referred to);
 *  - 808.1d: a cell leaving is not the creature leaving, but replacement effects that apply when a creature would
 *    leave also apply when a cell would leave.
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, whereIs, type CardDef, type CardDefs, type CardSpec, type Scenario, type ScriptedChoice, type Action } from "@/lib/engine";
import { isSummoningSick } from "@/lib/engine/query";

const def = (id: string, type: string, extra: Partial<CardDef> = {}): CardDef => ({
  id,
  name: id,
  nameJa: null,
  type,
  civilizations: ["fire"],
  races: ["Test Dragon"],
  power: 6000,
  cost: 7,
  text: "",
  flipTo: null,
  abilities: emptyAbilities(),
  ...extra,
});

const DEFS: CardDefs = {
  "t-super": def("t-super", "Dragheart Super Creature", { cost: 14, power: 15000, abilities: { ...emptyAbilities(), keywords: ["dragon-soul-evade"] } }),
  "t-super-plain": def("t-super-plain", "Dragheart Super Creature", { cost: 14, power: 15000 }),
  // printed "Dragheart Creature" (All Over The World, 2015) but made of dragheart cells: 808.1's definition
  "t-super-old": def("t-super-old", "Dragheart Creature", { cost: 50, power: 50000, abilities: { ...emptyAbilities(), keywords: ["dragon-soul-evade"] } }),
  "t-side-1": def("t-side-1", "Dragheart Creature"),
  "t-side-2": def("t-side-2", "Dragheart Creature"),
  "t-bounce": def("t-bounce", "Spell", {
    cost: 3,
    power: null,
    races: [],
    abilities: { ...emptyAbilities(), spell: [{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1, filter: { costAtMost: 3 }, cardDesignating: true } } }] },
  }),
  "t-bounce-race": def("t-bounce-race", "Spell", {
    cost: 3,
    power: null,
    races: [],
    abilities: { ...emptyAbilities(), spell: [{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1, filter: { raceIncludes: ["Dragon"] }, cardDesignating: true } } }] },
  }),
};

function scenario(superCard: string, steps: { action: Action; choices: ScriptedChoice[] }[], opts: { entered?: number; hand?: CardSpec[] } = {}): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["808.1"], source: "test" },
    setup: {
      turn: { number: 6, active: "B" },
      seed: 1,
      players: {
        A: { battle: [{ id: "a_c1", card: superCard, side: "t-side-1", tapped: true, cells: [{ id: "a_c2", card: "t-side-2" }], ...(opts.entered ? { enteredTurn: opts.entered } : {}) }] },
        B: { hand: opts.hand ?? [] },
      },
    },
    steps,
    expect: null,
  };
}

describe("808.1b — Dragon Soul Evade is a replacement effect", () => {
  it("the super creature would be destroyed: instead one chosen cell returns to the hyperspatial zone, the rest flips and stays", () => {
    const r = runScenario(scenario("t-super", [{ action: { kind: "destroy", card: "a_c1", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_c2"] }] }]), DEFS);
    expect(r.error).toBeNull();
    const s = r.finalState!;
    expect(whereIs(s, "a_c2")).toBe("A.hyperspatial");
    expect(whereIs(s, "a_c1")).toBe("A.battle");
    expect(s.cards.a_c1.card).toBe("t-side-1");
    expect(s.cards.a_c1.tapped).toBe(true);
    expect(s.players.A.zones.graveyard).toEqual([]);
    const applied = r.trace.flatMap((e) => e.candidates ?? []).filter((c) => c.applied).map((c) => c.ability);
    expect(applied).toEqual(["dragon-soul-evade"]);
  });

  it("without Dragon Soul Evade the whole creature leaves: every cell to the hyperspatial zone", () => {
    const r = runScenario(scenario("t-super-plain", [{ action: { kind: "destroy", card: "a_c1", by: "B" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_c1")).toBe("A.hyperspatial");
    expect(whereIs(r.finalState!, "a_c2")).toBe("A.hyperspatial");
  });

  it("sent to the abyss, nothing replaces the move (701.33b): every cell goes", () => {
    const r = runScenario(scenario("t-super", [{ action: { kind: "to-abyss", card: "a_c1", by: "B" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_c1")).toBe("A.abyss");
    expect(whereIs(r.finalState!, "a_c2")).toBe("A.abyss");
  });
});

describe("808.1c, 808.1d — a dragheart cell", () => {
  it("designated alone it costs 0, and the creature's leave replacement applies to its move: the owner may return the other cell instead", () => {
    const r = runScenario(
      scenario(
        "t-super",
        [
          {
            action: { kind: "cast", player: "B", card: "b_bounce" },
            choices: [
              { prompt: "choose-cards", by: "B", pick: ["a_c2"] },
              { prompt: "choose-cards", by: "A", pick: ["a_c1"] },
            ],
          },
        ],
        { hand: [{ id: "b_bounce", card: "t-bounce" }] },
      ),
      DEFS,
    );
    expect(r.error).toBeNull();
    const s = r.finalState!;
    // Dragon Soul Evade replaced the cell's move: the cell A chose (a_c1) returned; the designated cell flipped and stayed
    expect(whereIs(s, "a_c1")).toBe("A.hyperspatial");
    expect(whereIs(s, "a_c2")).toBe("A.battle");
    expect(s.cards.a_c2.card).toBe("t-side-2");
    expect(s.players.A.zones.hand).toEqual([]);
    expect(r.trace.flatMap((e) => e.candidates ?? []).filter((c) => c.applied).map((c) => c.ability)).toEqual(["dragon-soul-evade"]);
  });

  it("a cell has no race: an effect choosing a card with a race can't choose it (808.1c)", () => {
    const r = runScenario(scenario("t-super", [{ action: { kind: "cast", player: "B", card: "b_b" }, choices: [] }], { hand: [{ id: "b_b", card: "t-bounce-race" }] }), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_c1")).toBe("A.battle");
    expect(whereIs(r.finalState!, "a_c2")).toBe("A.battle/under:a_c1");
  });
});

describe("808.1 — defined by its dragheart cells, not by the words of its type line", () => {
  it("a creature printed \"Dragheart Creature\" made of dragheart cells is one: its cells have no race (808.1c) and its replacement covers them (808.1d)", () => {
    const race = runScenario(scenario("t-super-old", [{ action: { kind: "cast", player: "B", card: "b_b" }, choices: [] }], { hand: [{ id: "b_b", card: "t-bounce-race" }] }), DEFS);
    expect(race.error).toBeNull();
    expect(whereIs(race.finalState!, "a_c2")).toBe("A.battle/under:a_c1");
    const cell = runScenario(
      scenario("t-super-old", [{ action: { kind: "cast", player: "B", card: "b_bounce" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_c2"] }, { prompt: "choose-cards", by: "A", pick: ["a_c1"] }] }], { hand: [{ id: "b_bounce", card: "t-bounce" }] }),
      DEFS,
    );
    expect(cell.error).toBeNull();
    expect(whereIs(cell.finalState!, "a_c1")).toBe("A.hyperspatial");
    expect(cell.trace.flatMap((e) => e.candidates ?? []).filter((c) => c.applied).flatMap((c) => c.clauses)).toContain("808.1d");
  });
});

describe("808.1a — no summoning sickness", () => {
  it("a Dragheart Super Creature that entered this turn is not summoning sick", () => {
    const r = runScenario(scenario("t-super", [{ action: { kind: "end-turn" }, choices: [] }], { entered: 6 }), DEFS);
    expect(r.error).toBeNull();
    expect(isSummoningSick(r.initialState!, DEFS, "a_c1")).toBe(false);
  });
});
