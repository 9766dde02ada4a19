/**
 * "Once per turn, whenever one of your other creatures would leave, you may put one of your shields into your hand
 * instead." (Elnadonna, Primachine): once applied, the replacement does not apply again that turn; the next turn it does.
 */
import { describe, expect, it } from "vitest";
import { applied, run, where, yaml } from "./helpers";

const A = `
  battle: [ { id: a_el, card: "Elnadonna, Primachine" }, { id: a_v1, card: "Aqua Vehicle" }, { id: a_v2, card: "Aqua Vehicle" } ]
  shields: [ { id: a_s1, card: "Aqua Vehicle" }, { id: a_s2, card: "Aqua Vehicle" } ]`;
const FIRST = `
  - destroy: { card: a_v1, by: B }
    choices: [ { prompt: replacement, by: A, pick: [a_el] }, { prompt: choose-cards, by: A, pick: [a_s1] } ]`;

describe("once-per-turn replacements", () => {
  it("applies once this turn, again the next turn", () => {
    const r = run(
      yaml({
        A,
        actions: `${FIRST}
  - end-turn: {}
  - destroy: { card: a_v2, by: B }
    choices: [ { prompt: replacement, by: A, pick: [a_el] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_v1")).toBe("A.battle");
    expect(where(r, "a_v2")).toBe("A.battle");
    expect(r.finalState!.players.A.zones.hand.sort()).toEqual(["a_s1", "a_s2"]);
    expect(applied(r)).toHaveLength(2);
  });

  it("the second time in a turn it is not applicable, and says why", () => {
    const r = run(yaml({ A, actions: `${FIRST}\n  - destroy: { card: a_v2, by: B }` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_v2")).toBe("A.graveyard");
    expect(where(r, "a_s2")).toBe("A.shields");
    const whys = r.trace.flatMap((e) => (e.candidates ?? []).map((c) => c.why));
    expect(whys.some((w) => /once per turn/.test(w))).toBe(true);
  });
});
