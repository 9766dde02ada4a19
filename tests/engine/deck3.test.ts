/**
 * Issue 14, branch `deck3`: the handlers of lib/engine/deck3.ts on inline definitions — `turn-mana-face-down` (405.4: an
 * effect may turn a mana card face down; it stays in the mana zone) and `look-at` (information only: nothing moves).
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@/lib/engine";
import { LOOK_CHOSEN, type CardDef, type EffectStep } from "@/lib/engine/defs";
import { load, where } from "./helpers";

const SPELL = "cranium-clamp";

function board(mana: { id: string; faceDown?: boolean; tapped?: boolean }[], choices = "[]"): string {
  const m = mana.map((x) => `{ id: ${x.id}, card: acme-first-seed${x.faceDown ? ", faceDown: true" : ""}${x.tapped ? ", tapped: true" : ""} }`).join(", ");
  return [
    `meta: { id: t, title: { en: t }, rules: ["405.4"], source: test }`,
    `setup:`,
    `  turn: { number: 5, active: A }`,
    `  A:`,
    `    hand: [ { id: a_sp, card: ${SPELL} } ]`,
    `    mana: [ ${m} ]`,
    `  B:`,
    `    hand: [ { id: b_h1, card: acme-first-seed } ]`,
    `    shields: [ { id: b_s1, card: acme-first-seed } ]`,
    `    deck: [ { id: b_d1, card: acme-first-seed } ]`,
    `actions:`,
    `  - cast: { player: A, card: a_sp }`,
    `    choices: ${choices}`,
    ``,
  ].join("\n");
}

function withSpell(text: string, spell: EffectStep[]) {
  const l = load(text);
  const base = l.defs[SPELL];
  const def: CardDef = { ...base, abilities: { ...base.abilities, keywords: [], statics: [], replacements: [], triggers: [], onEnter: [], spell } };
  return runScenario(l.scenario, { ...l.defs, [SPELL]: def });
}

const TURN: EffectStep[] = [{ do: "handler", name: "turn-mana-face-down", args: { count: 1 } }];

describe("turn-mana-face-down", () => {
  it("turns the chosen face-up mana card face down; it stays in the mana zone with its tapped state", () => {
    const r = withSpell(board([{ id: "a_m1" }, { id: "a_m2", tapped: true }], `[ { prompt: choose-cards, by: A, pick: [a_m2] } ]`), TURN);
    expect(r.error).toBeNull();
    const s = r.finalState!;
    expect(where(r, "a_m2")).toBe("A.mana");
    expect(s.cards.a_m2.faceDown).toBe(true);
    expect(s.cards.a_m2.tapped).toBe(true);
    expect(s.cards.a_m1.faceDown).toBe(false);
  });

  it("offers only face-up cards: a face-down card can't be picked", () => {
    const r = withSpell(board([{ id: "a_m1", faceDown: true }, { id: "a_m2" }, { id: "a_m3" }], `[ { prompt: choose-cards, by: A, pick: [a_m1] } ]`), TURN);
    expect(r.error?.code).toBe("E_ILLEGAL_CHOICE");
  });

  it("with no face-up mana card, nothing is asked and nothing changes", () => {
    const r = withSpell(board([{ id: "a_m1", faceDown: true }]), TURN);
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_m1.faceDown).toBe(true);
    expect(r.trace.filter((t) => t.kind === "choice")).toHaveLength(0);
  });
});

describe("look-at", () => {
  it("moves nothing and records what was seen", () => {
    const r = withSpell(board([{ id: "a_m1" }]), [{ do: "handler", name: "look-at", args: { whose: "opponent", hand: true, shields: true, deckTop: true } }]);
    expect(r.error).toBeNull();
    expect([where(r, "b_h1"), where(r, "b_s1"), where(r, "b_d1")]).toEqual(["B.hand", "B.shields", "B.deck"]);
    const said = r.trace.map((t) => t.narration?.en ?? "").find((t) => t.includes("looks at player B's"));
    expect(said).toContain("b_h1");
    expect(said).toContain("b_s1");
    expect(said).toContain("b_d1");
  });
});

describe("CardFilter.anyOf: a card of one of the kinds", () => {
  const text = (pick: string) =>
    [
      `meta: { id: t, title: { en: t }, rules: ["401.4"], source: test }`,
      `setup:`,
      `  turn: { number: 5, active: A }`,
      `  A:`,
      `    hand: [ { id: a_sp, card: ${SPELL} } ]`,
      `    deck: [ { id: a_v, card: acme-first-seed }, { id: a_me, card: keylock-strange-stone }, { id: a_s, card: clone-factory } ]`,
      `actions:`,
      `  - cast: { player: A, card: a_sp }`,
      `    choices: [ { prompt: choose-cards, by: A, pick: [${pick}] } ]`,
      ``,
    ].join("\n");
  const look: EffectStep[] = [{ do: "look-at-top", player: "you", count: 3, choose: { count: 1, upTo: true, filter: { anyOf: [{ raceIncludes: ["Metallica"] }, { typeIncludes: "Spell" }] }, to: "hand" }, rest: "stay" }];

  it("either alternative may be chosen", () => {
    for (const id of ["a_me", "a_s"]) {
      const r = withSpell(text(id), look);
      expect(r.error).toBeNull();
      expect(where(r, id)).toBe("A.hand");
    }
  });
  it("a card of neither kind is refused", () => {
    const r = withSpell(text("a_v"), look);
    expect(r.error?.code).toBe("E_ILLEGAL_CHOICE");
  });
  it("the filter's other fields must match too", () => {
    const both: EffectStep[] = [{ ...look[0], choose: { count: 1, upTo: true, filter: { civilization: "water", anyOf: [{ raceIncludes: ["Metallica"] }, { typeIncludes: "Spell" }] }, to: "hand" } } as EffectStep];
    expect(withSpell(text("a_me"), both).error?.code).toBe("E_ILLEGAL_CHOICE");
    expect(withSpell(text("a_s"), both).error).toBeNull();
  });
});

describe("look-at-top remembers the card chosen (LOOK_CHOSEN)", () => {
  const text = (pick: string) =>
    [
      `meta: { id: t, title: { en: t }, rules: ["401.4"], source: test }`,
      `setup:`,
      `  turn: { number: 5, active: A }`,
      `  A:`,
      `    hand: [ { id: a_sp, card: ${SPELL} } ]`,
      `    deck: [ { id: a_v, card: acme-first-seed }, { id: a_s, card: clone-factory }, { id: a_x, card: acme-first-seed } ]`,
      `actions:`,
      `  - cast: { player: A, card: a_sp }`,
      `    choices: [ { prompt: choose-cards, by: A, pick: [${pick}] } ]`,
      ``,
    ].join("\n");
  // look at 2, take one into the hand; if it is a spell, draw a card (the 3rd card)
  const steps: EffectStep[] = [
    { do: "look-at-top", player: "you", count: 2, choose: { count: 1, to: "hand" }, rest: "stay" },
    { do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { typeIncludes: "Spell" }, atLeast: 1, then: [{ do: "draw", player: "you", count: 1 }] },
  ];
  it("the chosen card is counted with the filter: a spell chosen, the draw happens", () => {
    const r = withSpell(text("a_s"), steps);
    expect(r.error).toBeNull();
    expect([where(r, "a_s"), where(r, "a_v")]).toEqual(["A.hand", "A.hand"]);
  });
  it("a creature chosen: no draw", () => {
    const r = withSpell(text("a_v"), steps);
    expect(r.error).toBeNull();
    expect([where(r, "a_v"), where(r, "a_s")]).toEqual(["A.hand", "A.deck"]);
  });
});

describe("deck-to-zone faceDown (405.4)", () => {
  it("the cards put into the mana zone are face down; without the flag, face up", () => {
    const text = [
      `meta: { id: t, title: { en: t }, rules: ["405.4"], source: test }`,
      `setup:`,
      `  turn: { number: 5, active: A }`,
      `  A:`,
      `    hand: [ { id: a_sp, card: ${SPELL} } ]`,
      `    deck: [ { id: a_1, card: acme-first-seed }, { id: a_2, card: acme-first-seed }, { id: a_3, card: acme-first-seed } ]`,
      `actions:`,
      `  - cast: { player: A, card: a_sp }`,
      ``,
    ].join("\n");
    const r = withSpell(text, [
      { do: "deck-to-zone", player: "you", count: 2, to: "mana", faceDown: true },
      { do: "deck-to-zone", player: "you", count: 1, to: "mana" },
    ]);
    expect(r.error).toBeNull();
    expect([where(r, "a_1"), where(r, "a_2"), where(r, "a_3")]).toEqual(["A.mana", "A.mana", "A.mana"]);
    expect([r.finalState!.cards.a_1.faceDown, r.finalState!.cards.a_2.faceDown, r.finalState!.cards.a_3.faceDown]).toEqual([true, true, false]);
  });
});
