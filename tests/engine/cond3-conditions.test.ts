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
