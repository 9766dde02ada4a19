/**
 * Gravity Zero (Ｇ・ゼロ), rules Ver. 1.48 112.3e: 「Ｇ・ゼロは指定された条件下においてクリーチャーや呪文のコストを支払わずに
 * 召喚したり唱えたりする能力です。」 601.1a: the conditions are read as the use is declared (its example counts the card
 * itself in the hand); 601.1b: 「代替コストを支払えない場合も、宣言することはできません。」 112.3g: a summon for no cost is
 * still a summon. Scenario actions `summon` / `cast` with `gravityZero: true` (lib/engine/gravity-zero.ts).
 */
import { describe, expect, it } from "vitest";
import { run, where, yaml } from "./helpers";

const hand = (n: number) => Array.from({ length: n }, (_, i) => `{ id: a_h${i + 1}, card: "Aqua Vehicle" }`).join(", ");

describe("Gravity Zero (112.3e)", () => {
  it("summons the creature from the hand when its condition holds, the card itself counted in the hand (601.1a)", () => {
    // Beach Boys: "Gravity Zero: If you have 6 or more cards in your hand, you may summon this creature for no cost."
    const r = run(yaml({ A: `hand: [ { id: a_bb, card: "Beach Boys" }, ${hand(5)} ]`, actions: `- summon: { player: A, card: a_bb, gravityZero: true }` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_bb")).toBe("A.battle");
    const used = r.trace.find((e) => e.clauses?.includes("112.3e"));
    expect(used?.narration.en).toMatch(/Gravity Zero .*summoned without paying its cost/);
    expect(used?.narration.ja).toMatch(/Ｇ・ゼロ/);
    // 112.3g: it is a summon all the same
    expect(r.trace.some((e) => e.clauses?.includes("701.3a") && /summons Beach Boys/.test(e.narration.en))).toBe(true);
  });

  it("is refused when the condition does not hold (601.1b), and says which condition", () => {
    const r = run(yaml({ A: `hand: [ { id: a_bb, card: "Beach Boys" }, ${hand(4)} ]`, actions: `- summon: { player: A, card: a_bb, gravityZero: true }` }));
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.message).toMatch(/601\.1b/);
    expect(r.error?.message).toMatch(/6 or more/);
  });

  it("a plain summon of the same card is not checked (the engine does not model mana payment)", () => {
    const r = run(yaml({ A: `hand: [ { id: a_bb, card: "Beach Boys" } ]`, actions: `- summon: { player: A, card: a_bb }` }));
    expect(r.error).toBeNull();
    expect(r.trace.some((e) => e.clauses?.includes("112.3e"))).toBe(false);
  });

  it("a card with no Gravity Zero, or one that lets it be summoned, not cast, is refused", () => {
    const none = run(yaml({ A: `hand: [ { id: a_v, card: "Aqua Vehicle" }, ${hand(6)} ]`, actions: `- summon: { player: A, card: a_v, gravityZero: true }` }));
    expect(none.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(none.error?.message).toMatch(/has no Gravity Zero/);
    const cast = run(yaml({ A: `hand: [ { id: a_bb, card: "Beach Boys" }, ${hand(5)} ]`, actions: `- cast: { player: A, card: a_bb, gravityZero: true }` }));
    expect(cast.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(cast.error?.message).toMatch(/no Gravity Zero that lets it be cast/);
  });

  it("casts a spell for no cost, and refuses it from outside the hand", () => {
    // Pet Puppet, Puppet Trick: "Gravity Zero: If you have a Death Puppet, you may cast this spell for no cost."
    const A = `battle: [ { id: a_doll, card: "Junkatz, Rabid Doll" } ]`;
    const ok = run(yaml({ A: `hand: [ { id: a_pp, card: "Pet Puppet, Puppet Trick" } ]\n${A}`, B: `hand: [ { id: b_h, card: "Aqua Vehicle" } ]`, actions: `- cast: { player: A, card: a_pp, gravityZero: true }` }));
    expect(ok.error).toBeNull();
    expect(where(ok, "a_pp")).toBe("A.graveyard");
    expect(where(ok, "b_h")).toBe("B.graveyard");
    const off = run(yaml({ A: `graveyard: [ { id: a_pp, card: "Pet Puppet, Puppet Trick" } ]\n${A}`, actions: `- cast: { player: A, card: a_pp, gravityZero: true }` }));
    expect(off.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(off.error?.message).toMatch(/not in player A's hand/);
  });
});
