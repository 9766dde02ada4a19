/**
 * The `count-compare` condition (branch cond3): one count of a player's cards against another ("your opponent has more
 * cards in their mana zone than you have in yours"; `orEqual`: "greater than or equal to").
 */
import { describe, expect, it } from "vitest";
import { runScenario, type CardDefs, type CardSpec, type Condition, type EffectStep } from "@/lib/engine";
import { defsFor } from "../abilities/support";

const VANILLA = "acme-first-seed";
const SPELL = "double-defense";

function defs(effect: EffectStep[]): CardDefs {
  const d = defsFor([VANILLA, SPELL]);
  d[SPELL] = { ...d[SPELL], abilities: { ...d[SPELL].abilities, spell: effect } };
  return d;
}
const cards = (p: string, n: number): CardSpec[] => Array.from({ length: n }, (_, i) => ({ id: `${p}${i}`, card: VANILLA }));

/** Cast a spell "if <condition>, draw a card" with A's and B's mana of these sizes: did A draw? */
function draws(cond: Condition, aMana: number, bMana: number, aShields = 0): boolean {
  const r = runScenario(
    {
      meta: { id: "cond3-compare", title: { en: "compare" }, rules: ["409.1c"], source: "test" },
      setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { hand: [{ id: "a_sp", card: SPELL }], mana: cards("a_m", aMana), shields: cards("a_s", aShields), deck: cards("a_d", 2) }, B: { mana: cards("b_m", bMana) } } },
      steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [] }],
      expect: null,
    },
    defs([{ do: "if", conditions: [cond], then: [{ do: "draw", player: "you", count: 1 }] }]),
  );
  expect(r.error).toBeNull();
  return r.finalState!.players.A.zones.hand.length === 1;
}

describe("distinct-costs", () => {
  it("counts the different costs, not the cards (two cards of one cost are one)", () => {
    // A's mana: vanilla cards, all of one cost
    expect(draws({ kind: "distinct-costs", whose: "yours", zone: "mana", atLeast: 1 }, 3, 0)).toBe(true);
    expect(draws({ kind: "distinct-costs", whose: "yours", zone: "mana", atLeast: 2 }, 3, 0)).toBe(false);
    expect(draws({ kind: "distinct-costs", whose: "yours", zone: "mana", atMost: 0 }, 0, 0)).toBe(true);
  });
});

describe("zone-count-sum", () => {
  it("adds up the matching cards of each zone", () => {
    const c: Condition = { kind: "zone-count-sum", whose: "yours", parts: [{ zone: "mana" }, { zone: "shields" }], atLeast: 3 };
    expect(draws(c, 2, 0, 1)).toBe(true);
    expect(draws(c, 1, 0, 1)).toBe(false);
    expect(draws({ ...c, whose: "opponents" }, 2, 0, 1)).toBe(false);
  });
});

describe("count-compare", () => {
  const more: Condition = { kind: "count-compare", left: { whose: "opponents", zone: "mana" }, right: { whose: "yours", zone: "mana" } };
  it("holds when the left count is greater", () => expect(draws(more, 1, 2)).toBe(true));
  it("does not hold when equal or less", () => {
    expect(draws(more, 2, 2)).toBe(false);
    expect(draws(more, 3, 2)).toBe(false);
  });
  it("orEqual: holds when equal too", () => {
    const atLeast: Condition = { ...more, orEqual: true };
    expect(draws(atLeast, 2, 2)).toBe(true);
    expect(draws(atLeast, 3, 2)).toBe(false);
  });
  it("compares two zones of the same player (mana against shields)", () => {
    const c: Condition = { kind: "count-compare", left: { whose: "yours", zone: "mana" }, right: { whose: "yours", zone: "shields" }, orEqual: true };
    expect(draws(c, 2, 0, 2)).toBe(true);
    expect(draws(c, 1, 0, 2)).toBe(false);
  });
});

describe("turn-log (lib/engine/cond3.ts)", () => {
  const castTwice = (effect: EffectStep[]) =>
    runScenario(
      {
        meta: { id: "cond3-log", title: { en: "log" }, rules: ["509.2"], source: "test" },
        setup: {
          turn: { number: 5, active: "A" },
          seed: 1,
          players: { A: { hand: [{ id: "a_sp", card: SPELL }, { id: "a_sp2", card: SPELL }], deck: cards("a_d", 3), battle: [{ id: "a_v", card: VANILLA }] }, B: { shields: cards("b_s", 1) } },
        },
        steps: [
          { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [] },
          { action: { kind: "attack", attacker: "a_v", target: "B" }, choices: [] },
          { action: { kind: "cast", player: "A", card: "a_sp2" }, choices: [] },
        ],
        expect: null,
      },
      defs(effect),
    );
  const drawIf = (cond: Condition): EffectStep[] => [{ do: "if", conditions: [cond], then: [{ do: "draw", player: "you", count: 1 }] }];

  it("counts the spells cast this turn, the one resolving included (it was cast)", () => {
    const r = castTwice(drawIf({ kind: "turn-log", what: "cast", whose: "yours", atLeast: 2 }));
    expect(r.error).toBeNull();
    // the first cast saw 1 spell, the second 2: one draw
    expect(r.finalState!.players.A.zones.hand).toHaveLength(1);
    expect(r.finalState!.turnLog?.cast).toEqual({ A: 2, B: 0 });
    expect(r.finalState!.turnLog?.shieldsBroken).toEqual({ A: 0, B: 1 });
    expect(r.finalState!.turnLog?.breakers).toEqual([{ card: "a_v", controller: "A", creature: true }]);
  });

  it("logs nothing in a game where no card looks at the log", () => {
    const r = castTwice([{ do: "draw", player: "you", count: 1 }]);
    expect(r.error).toBeNull();
    expect(r.finalState!.turnLog).toBeUndefined();
  });

  it("is dropped when the turn ends", () => {
    const l = castTwice(drawIf({ kind: "turn-log", what: "cast", whose: "yours", atLeast: 9 }));
    expect(l.finalState!.turnLog).toBeDefined();
    const r = runScenario(
      {
        meta: { id: "cond3-log2", title: { en: "log" }, rules: ["509.2"], source: "test" },
        setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { hand: [{ id: "a_sp", card: SPELL }] }, B: {} } },
        steps: [
          { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [] },
          { action: { kind: "end-turn" }, choices: [] },
        ],
        expect: null,
      },
      defs(drawIf({ kind: "turn-log", what: "cast", whose: "yours", atLeast: 9 })),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.turnLog).toBeUndefined();
  });
});

describe("source-evolution", () => {
  const holds = (cond: Condition, under: boolean, card = "maedameda-tank") => {
    const d = defsFor([VANILLA, SPELL, card]);
    d[card] = { ...d[card], abilities: { ...d[card].abilities, triggers: [{ id: "t", text: "t", on: { event: "attacks", subject: "self" }, optional: false, effect: [{ do: "if", conditions: [cond], then: [{ do: "draw", player: "you", count: 1 }] }] }] } };
    const r = runScenario(
      {
        meta: { id: "cond3-evo", title: { en: "evo" }, rules: ["801.4"], source: "test" },
        setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { battle: [{ id: "a_m", card, ...(under ? { under: [{ id: "a_u", card: VANILLA }] } : {}) }], deck: cards("a_d", 2) }, B: { battle: [{ id: "b_v", card: VANILLA, tapped: true }] } } },
        steps: [{ action: { kind: "attack", attacker: "a_m", target: "b_v" }, choices: [] }],
        expect: null,
      },
      d,
    );
    expect(r.error).toBeNull();
    return r.finalState!.players.A.zones.hand.length === 1;
  };
  it("a Neo creature is a (Neo) evolution creature only with a card under it", () => {
    expect(holds({ kind: "source-evolution", neo: true }, true)).toBe(true);
    expect(holds({ kind: "source-evolution", neo: true }, false)).toBe(false);
    expect(holds({ kind: "source-evolution" }, true)).toBe(true);
    expect(holds({ kind: "source-evolution" }, false)).toBe(false);
  });
});
