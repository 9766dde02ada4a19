/**
 * Stacks of shields (113.2): a card put on top of one of a player's shields ("put it on one of your shields face up")
 * makes a stack that is one shield. Broken, the shield goes to the hand as a whole; an effect that designates the top
 * card moves only that card (109.2a) and the rest stays as the shield, in its place (113.2a).
 */
import { describe, expect, it } from "vitest";
import { entries, run, where, yaml } from "./helpers";

const A = `
  hand: [ { id: a_fb, card: "Furious Broken Mask Judgment" } ]
  deck: [ { id: a_d, card: "Aqua Vehicle" } ]
  shields: [ { id: a_s1, card: "Aqua Vehicle" }, { id: a_s2, card: "Aqua Vehicle" }, { id: a_s3, card: "Aqua Vehicle" } ]`;
const CAST = `
  - cast: { player: A, card: a_fb }
    choices: [ { prompt: choose-cards, by: A, pick: [a_s2] } ]`;

describe("a stack of shields (113.2)", () => {
  it("a card put on top of a shield: the shield's cards go under it, the stack keeps the shield's place and counts as one shield", () => {
    const r = run(yaml({ A, actions: CAST }));
    expect(r.error).toBeNull();
    const s = r.finalState!;
    expect(s.players.A.zones.shields).toEqual(["a_s1", "a_fb", "a_s3"]);
    expect(s.cards.a_fb.under).toEqual(["a_s2"]);
    expect(s.cards.a_fb.faceDown).toBe(false);
    expect(where(r, "a_s2")).toBe("A.shields/under:a_fb");
    expect(entries(r, "event-happened").some((e) => /on top of the shield a_s2 face up/.test(e.narration.en))).toBe(true);
  });

  it("broken, the stack goes to the hand as one shield: every card of it", () => {
    const r = run(
      yaml({
        turn: "{ number: 5, active: B }",
        A,
        B: `battle: [ { id: b_at, card: "Aqua Vehicle" } ]`,
        actions: `${CAST}
  - attack: { attacker: b_at, target: A }
    choices: [ { prompt: choose-cards, by: B, pick: [a_fb] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.shields).toEqual(["a_s1", "a_s3"]);
    expect(where(r, "a_fb")).toBe("A.hand");
    expect(where(r, "a_s2")).toBe("A.hand");
    expect(r.trace.some((e) => e.clauses.includes("113.2") && /stack of shields/.test(e.narration.en))).toBe(true);
  });

  it("an effect that designates the top card moves only it (109.2a): the card under it stays as that shield, in its place", () => {
    const r = run(yaml({ A, actions: `${CAST}\n  - to-graveyard: { card: a_fb, by: B }` }));
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.shields).toEqual(["a_s1", "a_s2", "a_s3"]);
    expect(where(r, "a_fb")).toBe("A.graveyard");
    expect(r.finalState!.cards.a_s2.under).toEqual([]);
    expect(r.trace.some((e) => e.clauses.includes("109.2a"))).toBe(true);
  });

  it("a card put into the shield zone is an event 'enter-shields' replacements watch (Pippi Mainte Piyocco)", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `battle: [ { id: a_pp, card: "Pippi Mainte Piyocco" } ]`,
        B: `
          hand: [ { id: b_lw, card: "Life Wing's Judgment" } ]
          deck: [ { id: b_top, card: "Aqua Vehicle" }, { id: b_2, card: "Aqua Vehicle" } ]`,
        actions: `- cast: { player: B, card: b_lw }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "b_top")).toBe("B.graveyard");
    expect(r.finalState!.players.B.zones.shields).toEqual([]);
  });
});
