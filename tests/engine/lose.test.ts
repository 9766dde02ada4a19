/**
 * Losing the game: "A player who receives a direct attack loses the game" (703.4a; 509.1: the attack target was not
 * changed and the non-active player has no shields; the attacking player wins, 104.2a); "A player may win or lose due to
 * a card's effect" (104.2c, the scenario action `lose`). The loss is an event a replacement can watch ("when you would
 * lose the game ..., ... instead"); once it happens the game is over (104.1) and `expect.lost` states who lost.
 */
import { describe, expect, it } from "vitest";
import { entries, load, run, yaml } from "./helpers";

const ATTACKER = `battle: [ { id: b_at, card: "Aqua Vehicle" } ]`;

describe("losing the game (104, 703.4a)", () => {
  it("a creature attacks a player with no shields: a direct attack, and that player loses the game (509.1, 703.4a)", () => {
    const r = run(yaml({ turn: "{ number: 5, active: B }", A: `hand: [ { id: a_h, card: "Aqua Vehicle" } ]`, B: ATTACKER, actions: `- attack: { attacker: b_at, target: A }` }));
    expect(r.error).toBeNull();
    expect(r.finalState!.lost).toBe("A");
    const ev = entries(r, "event-happened").find((e) => e.event?.type === "lose");
    expect(ev?.narration.en).toMatch(/direct attack.*703\.4a.*104\.2a/);
  });

  it("a player with a shield is not attacked directly: the shield is broken and nobody loses", () => {
    const r = run(yaml({ turn: "{ number: 5, active: B }", A: `shields: [ { id: a_s, card: "Aqua Vehicle" } ]`, B: ATTACKER, actions: `- attack: { attacker: b_at, target: A }` }));
    expect(r.error).toBeNull();
    expect(r.finalState!.lost).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_s"]);
  });

  it("a card's effect makes a player lose (104.2c); expect.lost checks who lost", () => {
    const text = yaml({ A: `hand: [ { id: a_h, card: "Aqua Vehicle" } ]`, actions: `- lose: { player: B, by: A }` }) + `\nexpect:\n  lost: A\n`;
    const r = run(text);
    expect(r.error).toBeNull();
    expect(r.finalState!.lost).toBe("B");
    expect(r.outcomeMismatches).toEqual([expect.objectContaining({ field: "expect.lost", message: "expected player A to have lost the game, got player B" })]);
  });

  it("an action after the end of the game runs as a hypothetical, and the trace says the game had ended (104.1)", () => {
    const r = run(yaml({ A: `hand: [ { id: a_h, card: "Aqua Vehicle" } ]`, actions: `- lose: { player: B, by: A }\n- draw: { player: A, count: 1 }` }));
    expect(r.trace.some((e) => e.clauses.includes("104.1") && /ended/.test(e.narration.en))).toBe(true);
  });

  it("a bad lose action is refused with its file, line and field", () => {
    expect(() => load(yaml({ actions: `- lose: { player: A }` }))).toThrow(expect.objectContaining({ file: "inline.yaml", line: 5 }));
    expect(() => load(yaml({ actions: `- lose: { player: C, by: A }` }))).toThrow(expect.objectContaining({ file: "inline.yaml" }));
  });
});
