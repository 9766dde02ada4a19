/**
 * The `chosen` trigger event ("Whenever your opponent chooses this creature, ..."), written from the card text and the
 * clauses (Ver. 1.48): an ability triggers each time its condition is met (603.2) and waits until the effect being
 * resolved is done, then resolves (603.2, 603.3). Only a choice by a player who does not control the creature is
 * "your opponent chooses"; an effect that picks cards without choosing ("all") chooses nothing.
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, type Action, type CardDef, type CardDefs, type CardSpec, type Scenario, type ScriptedChoice } from "@/lib/engine";

const def = (id: string, type: string, extra: Partial<CardDef["abilities"]> = {}): CardDef => ({
  id,
  name: id,
  nameJa: null,
  type,
  civilizations: ["water"],
  races: type === "Creature" ? ["Test"] : [],
  power: type === "Creature" ? 3000 : null,
  cost: 3,
  text: "",
  flipTo: null,
  abilities: { ...emptyAbilities(), ...extra },
});

const DEFS: CardDefs = {
  "t-chosen-draw": def("t-chosen-draw", "Creature", {
    triggers: [{ id: "on-chosen", text: "Whenever your opponent chooses this creature, draw a card.", on: { event: "chosen", subject: "self" }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }],
  }),
  "t-plain": def("t-plain", "Creature"),
  // "Choose one creature in the battle zone and tap it."
  "t-tap-one": def("t-tap-one", "Spell", { spell: [{ do: "tap", target: { choose: { player: "any", zone: "battle", count: 1 } } }] }),
  // "Tap all creatures in the battle zone."
  "t-tap-all": def("t-tap-all", "Spell", { spell: [{ do: "tap", target: { all: { player: "any", zone: "battle" } } }] }),
};

function scenario(A: Record<string, CardSpec[]>, B: Record<string, CardSpec[]>, steps: { action: Action; choices?: ScriptedChoice[] }[]): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["603.2"], source: "test" },
    setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A, B } },
    steps: steps.map((s) => ({ action: s.action, choices: s.choices ?? [] })),
    expect: null,
  };
}

const deck = (p: string): CardSpec[] => [1, 2, 3].map((i) => ({ id: `${p}_d${i}`, card: "t-plain" }));

describe("chosen trigger (603.2)", () => {
  it("the opponent's spell chooses it: its controller draws a card after the spell resolves", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_sp", card: "t-tap-one" }], deck: deck("a") }, { battle: [{ id: "b_c", card: "t-chosen-draw" }, { id: "b_p", card: "t-plain" }], deck: deck("b") }, [
        { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_c"] }] },
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    const s = r.finalState!;
    expect(s.cards.b_c.tapped).toBe(true);
    expect(s.players.B.zones.hand).toHaveLength(1);
    expect(s.players.A.zones.hand).toHaveLength(0);
  });

  it("another creature chosen: no trigger", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_sp", card: "t-tap-one" }], deck: deck("a") }, { battle: [{ id: "b_c", card: "t-chosen-draw" }, { id: "b_p", card: "t-plain" }], deck: deck("b") }, [
        { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_p"] }] },
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.b_p.tapped).toBe(true);
    expect(r.finalState!.players.B.zones.hand).toHaveLength(0);
  });

  it("chosen by its own controller's effect: not 'your opponent chooses', no trigger", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_sp", card: "t-tap-one" }], battle: [{ id: "a_c", card: "t-chosen-draw" }], deck: deck("a") }, { deck: deck("b") }, [
        { action: { kind: "cast", player: "A", card: "a_sp" } }, // the only option: the choice is forced
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_c.tapped).toBe(true);
    expect(r.finalState!.players.A.zones.hand).toHaveLength(0);
  });

  it("'tap all': nothing is chosen, no trigger", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_sp", card: "t-tap-all" }], deck: deck("a") }, { battle: [{ id: "b_c", card: "t-chosen-draw" }], deck: deck("b") }, [{ action: { kind: "cast", player: "A", card: "a_sp" } }]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.b_c.tapped).toBe(true);
    expect(r.finalState!.players.B.zones.hand).toHaveLength(0);
  });
});
