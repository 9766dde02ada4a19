/**
 * A replacement effect created by a resolving spell for a period (the step `replacement-effect`): "Replacement effects
 * apply continuously as events happen; they are not locked in in advance" (609.1), so it applies to every creature that
 * matches while it lasts, including creatures put after it was created; it ends with its period (608.2a).
 */
import { describe, expect, it } from "vitest";
import { applied, run, where, yaml } from "./helpers";

describe("a replacement effect created by a spell (609.1, 608.2a)", () => {
  it("applies to a creature put after the spell resolved, and ends with the turn", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_old, card: "Aqua Vehicle" } ]
          hand: [ { id: a_fe, card: "Fruit of Eternity" }, { id: a_new, card: "Aqua Vehicle" } ]`,
        actions: `
          - cast: { player: A, card: a_fe }
          - put: { player: A, card: a_new }
          - destroy: { card: a_new, by: B }
          - end-turn: {}
          - destroy: { card: a_old, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_new")).toBe("A.mana");
    expect(where(r, "a_old")).toBe("A.graveyard");
    expect(applied(r)).toHaveLength(1);
    expect(r.trace.some((e) => e.clauses.includes("609.1") && /not locked in/.test(e.narration.en))).toBe(true);
  });

  it("creates one effect that is not locked in to any card", () => {
    const r = run(
      yaml({
        A: `hand: [ { id: a_fe, card: "Fruit of Eternity" } ]`,
        actions: `- cast: { player: A, card: a_fe }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.effects.filter((fx) => fx.unlocked)).toHaveLength(1);
    expect(r.finalState!.effects[0].affected).toEqual([]);
  });
});
