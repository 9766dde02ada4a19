/**
 * Named mechanics the engine implements (branch `mech`), checked through the scenario file format on real cards whose
 * abilities are compiled from their text: Abyss Rush (lib/engine/abyss-rush.ts), Magibomber (lib/engine/magibomber.ts)
 * and an attack carried on by a creature swapped in for the attacker (Jokers Change, 701.26a).
 */
import { describe, expect, it } from "vitest";
import { run, where, yaml } from "./helpers";

describe("Abyss Rush", () => {
  const A = `graveyard: [ { id: a_bed, card: "Bedow = Low" } ]\ndeck: [ { id: a_d1, card: "Aqua Vehicle" } ]`;
  it("summoned from the graveyard, it attacks a player this turn, then goes to the bottom of the deck at the end of the turn (511.1)", () => {
    const r = run(yaml({ A, B: `shields: [ { id: b_s1, card: "Aqua Vehicle" } ]`, actions: `- summon: { player: A, card: a_bed, from: graveyard, abyssRush: true }\n- attack: { attacker: a_bed, target: B }\n- end-turn: {}` }));
    expect(r.error).toBeNull();
    expect(where(r, "b_s1")).toBe("B.hand");
    expect(r.finalState!.players.A.zones.deck).toEqual(["a_d1", "a_bed"]);
    expect(r.trace.some((e) => e.clauses?.includes("110.4d") && /Abyss Rush/.test(e.narration.en))).toBe(true);
  });

  it("still can't attack a creature on that turn: summoning sickness", () => {
    const r = run(yaml({ A: `graveyard: [ { id: a_b, card: "Belle = Gelelle" } ]`, B: `battle: [ { id: b_v, card: "Aqua Vehicle", tapped: true } ]`, actions: `- summon: { player: A, card: a_b, from: graveyard, abyssRush: true }\n- attack: { attacker: a_b, target: b_v }` }));
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.message).toMatch(/summoning sickness/);
  });

  it("a plain summon from the graveyard gets neither effect: no attack on a player that turn", () => {
    const r = run(yaml({ A, B: `shields: [ { id: b_s1, card: "Aqua Vehicle" } ]`, actions: `- summon: { player: A, card: a_bed, from: graveyard }\n- attack: { attacker: a_bed, target: B }` }));
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.message).toMatch(/summoning sickness/);
  });

  it("is refused from the hand", () => {
    const r = run(yaml({ A: `hand: [ { id: a_bed, card: "Bedow = Low" } ]`, actions: `- summon: { player: A, card: a_bed, abyssRush: true }` }));
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.message).toMatch(/from the graveyard/);
  });
});

describe("Magibomber", () => {
  it("looks at the top card (said in the trace) and offers only creatures that cost N or less from there and the hand", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_gr, card: "Gagan-Rock" } ]\ndeck: [ { id: a_top, card: "May" } ]\nhand: [ { id: a_apr, card: "April" }, { id: a_t2, card: "The Tantanmen" }, { id: a_may, card: "May" } ]`,
        actions: `- attack: { attacker: a_gr, target: B }\n  choices: [ { prompt: choose-cards, by: A, pick: [a_t2] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.trace.some((e) => /looks at the top card of their deck: May/.test(e.narration.en))).toBe(true);
    const prompt = r.trace.find((e) => e.kind === "choice" && /costs 4 or less/.test(JSON.stringify(e)));
    expect(prompt).toBeDefined();
    expect(JSON.stringify(prompt)).not.toMatch(/a_may|a_top/);
    expect(where(r, "a_t2")).toBe("A.battle");
    expect(where(r, "a_top")).toBe("A.deck");
  });
});

describe("Jokers Change: the creature swapped in carries on the attack (701.26a)", () => {
  it("says so in the trace, and the attack breaks the shield with it", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_at, card: "Atsugidaruma" } ]\nmana: [ { id: a_tan, card: "The Tantanmen" } ]`,
        B: `shields: [ { id: b_s1, card: "Aqua Vehicle" } ]`,
        actions: `- attack: { attacker: a_at, target: B }\n  choices: [ { prompt: yes-no, by: A, answer: "yes" } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.trace.some((e) => e.clauses?.includes("701.26a") && /continues the attack/.test(e.narration.en))).toBe(true);
    expect(where(r, "a_tan")).toBe("A.battle");
    expect(where(r, "a_at")).toBe("A.mana");
    expect(where(r, "b_s1")).toBe("B.hand");
  });
});
