/**
 * Issue 14, branch `clauses`: a grant of power for each card counted (`powerEach`, fixed when created, 608.2b), a choice with a total ("destroy any number of your opponent's creatures that have total
 * power 6000 or less", ChooseSpec.total) and the both-players zone count ("if you and your opponent have a total of 6
 * or less shields", zone-count `whose: "total"`), on inline definitions.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@/lib/engine";
import type { CardDef, Condition, EffectStep } from "@/lib/engine/defs";
import { load, where } from "./helpers";

function board(hand: string, battleB: string, shields = { A: 0, B: 0 }, choices = "[]"): string {
  const sh = (p: string, n: number) => `[${Array.from({ length: n }, (_, i) => `{ id: ${p}s${i}, card: acme-first-seed }`).join(", ")}]`;
  return [
    `meta: { id: t, title: { en: t }, rules: ["609.1"], source: test }`,
    `setup:`,
    `  turn: { number: 5, active: A }`,
    `  A:`,
    `    hand: [ { id: a_sp, card: ${hand} } ]`,
    `    shields: ${sh("a", shields.A)}`,
    `    deck: [ { id: a_d, card: acme-first-seed } ]`,
    `  B:`,
    `    battle: [ ${battleB} ]`,
    `    shields: ${sh("b", shields.B)}`,
    `actions:`,
    `  - cast: { player: A, card: a_sp }`,
    `    choices: ${choices}`,
    ``,
  ].join("\n");
}

/** The scenario with its spell card (a catalogue spell, here given only these effect steps). */
function withSpell(text: string, spell: EffectStep[]) {
  const l = load(text);
  const base = l.defs[SPELL];
  const def: CardDef = { ...base, abilities: { ...base.abilities, keywords: [], statics: [], replacements: [], triggers: [], onEnter: [], spell } };
  return runScenario(l.scenario, { ...l.defs, [SPELL]: def });
}
const SPELL = "cranium-clamp";

const B3 = `{ id: b_1, card: aqua-vehicle }, { id: b_2, card: a-zarashi }, { id: b_4, card: acme-first-seed }`; // 1000, 2000, 4000

describe("ChooseSpec.total: the chosen cards' powers (or costs) added together may not exceed it", () => {
  const destroy: EffectStep[] = [{ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 99, upTo: true, total: { of: "power", atMost: 5000 } } } }];

  it("cards are picked one at a time among those that still fit; the choice ends when none fits", () => {
    // 4000 first (1000 left): only the 1000-power creature fits next; then nothing fits and nobody is asked
    const r = withSpell(board(SPELL, B3, undefined, `[ { prompt: choose-cards, by: A, pick: [b_4] }, { prompt: choose-cards, by: A, pick: [b_1] } ]`), destroy);
    expect(r.error).toBeNull();
    expect([where(r, "b_4"), where(r, "b_1"), where(r, "b_2")]).toEqual(["B.graveyard", "B.graveyard", "B.battle"]);
    const asked = r.trace.filter((t) => t.kind === "choice");
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it("a pick over what is left is refused; a pick of none stops the choice", () => {
    const over = withSpell(board(SPELL, B3, undefined, `[ { prompt: choose-cards, by: A, pick: [b_4] }, { prompt: choose-cards, by: A, pick: [b_2] } ]`), destroy);
    expect(over.error?.code).toBe("E_ILLEGAL_CHOICE");
    const stop = withSpell(board(SPELL, B3, undefined, `[ { prompt: choose-cards, by: A, pick: [b_2] }, { prompt: choose-cards, by: A, pick: [] } ]`), destroy);
    expect(stop.error).toBeNull();
    expect([where(stop, "b_2"), where(stop, "b_1"), where(stop, "b_4")]).toEqual(["B.graveyard", "B.battle", "B.battle"]);
  });

  it("'up to 2': at most 2 cards even when more would fit", () => {
    const two: EffectStep[] = [{ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 2, upTo: true, total: { of: "power", atMost: 9000 } } } }];
    const r = withSpell(board(SPELL, B3, undefined, `[ { prompt: choose-cards, by: A, pick: [b_1] }, { prompt: choose-cards, by: A, pick: [b_2] } ]`), two);
    expect(r.error).toBeNull();
    expect([where(r, "b_1"), where(r, "b_2"), where(r, "b_4")]).toEqual(["B.graveyard", "B.graveyard", "B.battle"]);
  });
});

describe("zone-count whose 'total': both players' counts added together", () => {
  const onitime: Condition = { kind: "zone-count", whose: "total", zone: "shields", atMost: 6 };
  const draw: EffectStep[] = [{ do: "if", conditions: [onitime], then: [{ do: "draw", player: "you", count: 1 }] }];

  it("3 + 3 shields: 6 in total, the condition holds", () => {
    const r = withSpell(board(SPELL, `{ id: b_1, card: aqua-vehicle }`, { A: 3, B: 3 }), draw);
    expect(r.error).toBeNull();
    expect(r.finalState!.drawn.A).toBe(1);
  });

  it("4 + 3 shields: 7 in total, it does not (neither player's own count is over 6)", () => {
    const r = withSpell(board(SPELL, `{ id: b_1, card: aqua-vehicle }`, { A: 4, B: 3 }), draw);
    expect(r.error).toBeNull();
    expect(r.finalState!.drawn.A ?? 0).toBe(0);
  });
});

describe("grant powerEach: the count is taken when the effect is created and does not change after (608.2b)", () => {
  const minus: EffectStep[] = [{ do: "grant", to: { choose: { player: "opponent", zone: "battle", count: 1 } }, power: -1000, powerEach: { whose: "yours", zone: "hand" }, until: "end-of-turn", text: "-1000 power for each card in your hand" }];
  const text = (hand: number, draws: number) =>
    board(SPELL, `{ id: b_3, card: alpaca-hammer }`)
      .replace("    hand: [ { id: a_sp, card: cranium-clamp } ]", `    hand: [ { id: a_sp, card: cranium-clamp }${Array.from({ length: hand }, (_, i) => `, { id: a_h${i}, card: acme-first-seed }`).join("")} ]`)
      .replace("    deck: [ { id: a_d, card: acme-first-seed } ]", `    deck: [ ${Array.from({ length: 6 }, (_, i) => `{ id: a_d${i}, card: acme-first-seed }`).join(", ")} ]`)
      .concat(draws > 0 ? `  - draw: { player: A, count: ${draws} }\n` : "");

  it("3 cards in hand: a 3000-power creature gets -3000 and is destroyed (703.4c)", () => {
    const r = withSpell(text(3, 0), minus);
    expect(r.error).toBeNull();
    expect(where(r, "b_3")).toBe("B.graveyard");
  });

  it("2 cards in hand: -2000, it stays; drawing 5 more later does not change the amount", () => {
    const r = withSpell(text(2, 5), minus);
    expect(r.error).toBeNull();
    expect(r.finalState!.drawn.A).toBe(5);
    expect(where(r, "b_3")).toBe("B.battle");
  });
});

describe("choose-one repeat: 'Choose 2 of the following. (You may choose the same one twice.)'", () => {
  const modal: EffectStep[] = [
    {
      do: "choose-one",
      count: 2,
      repeat: true,
      modes: [
        { id: "mode-1", text: "Draw a card", steps: [{ do: "draw", player: "you", count: 1 }] },
        { id: "mode-2", text: "Destroy one of your opponent's creatures", steps: [{ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1 } } }] },
      ],
    },
  ];
  const deck = (t: string) => t.replace("    deck: [ { id: a_d, card: acme-first-seed } ]", "    deck: [ { id: a_d, card: acme-first-seed }, { id: a_e, card: acme-first-seed } ]");

  it("the same mode twice runs twice", () => {
    const r = withSpell(deck(board(SPELL, `{ id: b_1, card: aqua-vehicle }`, undefined, `[ { prompt: choose-mode, by: A, pick: [mode-1] }, { prompt: choose-mode, by: A, pick: [mode-1] } ]`)), modal);
    expect(r.error).toBeNull();
    expect(r.finalState!.drawn.A).toBe(2);
    expect(where(r, "b_1")).toBe("B.battle");
  });

  it("two different modes run in printed order, each once", () => {
    const r = withSpell(deck(board(SPELL, `{ id: b_1, card: aqua-vehicle }`, undefined, `[ { prompt: choose-mode, by: A, pick: [mode-2] }, { prompt: choose-mode, by: A, pick: [mode-1] } ]`)), modal);
    expect(r.error).toBeNull();
    expect(r.finalState!.drawn.A).toBe(1);
    expect(where(r, "b_1")).toBe("B.graveyard");
  });
});
