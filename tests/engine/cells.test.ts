/**
 * Psychic Super Creatures (806): the cell model on small inline boards — setup, Link Release (806.1b, 806.2), a cell
 * chosen alone (109.2c, 806.1c-806.1e), the cells left alone without Link Release (806.1a), effects carried over (806.2).
 */
import { describe, expect, it } from "vitest";
import { runScenario, whereIs } from "@/lib/engine";
import { boardView } from "@/lib/engine/board";
import { entries, load, run, where, yaml } from "./helpers";

const DON = `
  battle:
    - id: a_zabi
      card: don-marshmallow-hand-of-temptation
      side: zabi-polymer-marshmallow-doll
      tapped: true
      cells: [ { id: a_pliers, card: gil-porrima-s-pliers } ]`;

const PULSE = `hand: [ { id: b_pulse, card: dragon-pulse-technique-fortress-destroyer } ]`;

describe("806.1 — a Psychic Super Creature is one creature made of cells", () => {
  it("setup: the card standing for it lists the other cells; every cell shows the super creature's face and keeps its side", () => {
    const l = load(yaml({ A: DON, actions: "- end-turn: {}" }));
    const r = run(yaml({ A: DON, actions: "- end-turn: {}" }));
    expect(r.error).toBeNull();
    const s = r.initialState!;
    expect(s.players.A.zones.battle).toEqual(["a_zabi"]);
    expect(s.cards.a_zabi.cells).toEqual(["a_pliers"]);
    expect(s.cards.a_zabi.card).toBe("don-marshmallow-hand-of-temptation");
    expect(s.cards.a_pliers.card).toBe("don-marshmallow-hand-of-temptation");
    expect(s.cards.a_zabi.cellSide).toBe("zabi-polymer-marshmallow-doll");
    expect(s.cards.a_pliers.cellSide).toBe("gil-porrima-s-pliers");
    expect(where(r, "a_pliers")).toBe("A.battle/under:a_zabi");
    expect(boardView(s, {}).cells).toEqual({ a_zabi: ["a_pliers"] });
    expect(l.defs["gil-porrima-s-pliers"]).toBeDefined();
  });

  it("refuses cells without the side of the card standing for the creature", () => {
    expect(() =>
      load(
        yaml({
          A: `
            battle:
              - id: a_zabi
                card: don-marshmallow-hand-of-temptation
                cells: [ { id: a_pliers, card: gil-porrima-s-pliers } ]`,
          actions: "- end-turn: {}",
        }),
      ),
    ).toThrow(/side/);
  });
});

describe("806.1b, 806.2 — Link Release", () => {
  it("is not a replacement: the owner chooses the cell, the rest flips and stays tapped", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: DON, actions: `
      - destroy: { card: a_zabi, by: B }
        choices: [ { prompt: choose-cards, by: A, pick: [a_zabi] } ]` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_zabi")).toBe("A.hyperspatial");
    expect(where(r, "a_pliers")).toBe("A.battle");
    const s = r.finalState!;
    expect(s.cards.a_pliers.card).toBe("gil-porrima-s-pliers");
    expect(s.cards.a_pliers.tapped).toBe(true);
    expect(s.cards.a_pliers.cellSide).toBeUndefined();
    expect(s.cards.a_zabi.card).toBe("zabi-polymer-marshmallow-doll");
    expect(entries(r, "replacement-check").flatMap((e) => e.candidates ?? []).filter((c) => c.applied)).toEqual([]);
    const clauses = r.trace.flatMap((e) => e.clauses);
    expect(clauses).toEqual(expect.arrayContaining(["806.1b", "806.2"]));
    // the cell that left is a card, not a creature leaving (806.1e)
    const happened = entries(r, "event-happened").find((e) => e.event?.type === "move" && e.event.card === "a_zabi");
    expect(happened?.event?.type === "move" && happened.event.stack).toEqual({ kind: "part", as: "cell" });
  });

  it("without Link Release the whole creature leaves: every cell to the hyperspatial zone, no choice", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: `
      battle:
        - id: a_volg
          card: gaial-killer-dragon-gunlord
          side: silver-volg
          cells: [ { id: a_proto, card: proto-gaial } ]`, actions: `
      - return-to-hand: { card: a_volg, by: B }` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_volg")).toBe("A.hyperspatial");
    expect(where(r, "a_proto")).toBe("A.hyperspatial");
    expect(r.finalState!.cards.a_proto.card).toBe("proto-gaial");
  });

  it("sent to the abyss, every cell goes (701.33b), Link Release or not", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: DON, actions: `
      - to-abyss: { card: a_zabi, by: B }` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_zabi")).toBe("A.abyss");
    expect(where(r, "a_pliers")).toBe("A.abyss");
  });
});

describe("806.1a, 806.1c — a cell leaving alone", () => {
  it("a cell moved alone with Link Release: the rest flips (806.1c)", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: DON, B: PULSE, actions: `
      - cast: { player: B, card: b_pulse }
        choices: [ { prompt: choose-cards, by: B, pick: [a_pliers] } ]` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_pliers")).toBe("A.hyperspatial");
    expect(where(r, "a_zabi")).toBe("A.battle");
    expect(r.finalState!.cards.a_zabi.card).toBe("zabi-polymer-marshmallow-doll");
    expect(r.finalState!.cards.a_zabi.tapped).toBe(true);
  });

  it("without Link Release, the cell left can't exist alone: back to the hyperspatial zone (806.1a)", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: `
      battle:
        - id: a_volg
          card: gaial-killer-dragon-gunlord
          side: silver-volg
          cells: [ { id: a_proto, card: proto-gaial } ]`, B: PULSE, actions: `
      - cast: { player: B, card: b_pulse }
        choices: [ { prompt: choose-cards, by: B, pick: [a_proto] } ]` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_proto")).toBe("A.hyperspatial");
    expect(where(r, "a_volg")).toBe("A.hyperspatial");
    expect(r.trace.flatMap((e) => e.clauses)).toContain("806.1a");
  });

  it("without Link Release, a seal on the super creature is put into the graveyard when the cells left return (116.1): no card is lost", () => {
    // found by the objects property test: the card left holding the seal was reset before its seal was put away
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: `
      battle:
        - id: a_volg
          card: gaial-killer-dragon-gunlord
          side: silver-volg
          cells: [ { id: a_proto, card: proto-gaial } ]
      deck: [ { id: a_d1, card: aqua-vehicle } ]`, actions: `
      - seal: { card: a_volg, by: B }
      - to-graveyard: { card: a_volg, by: B, topOnly: true }` }));
    expect(r.error).toBeNull();
    expect(where(r, "a_volg")).toBe("A.hyperspatial");
    expect(where(r, "a_proto")).toBe("A.hyperspatial");
    expect(where(r, "a_d1")).toBe("A.graveyard");
  });

  it("806.1d: designated as a card, a cell costs 0; the whole creature (cost 9) is not what is chosen", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: DON, B: PULSE, actions: `
      - cast: { player: B, card: b_pulse }
        choices: [ { prompt: choose-cards, by: B, pick: [a_zabi] } ]` }));
    expect(r.error).toBeNull();
    const choice = entries(r, "choice").find((e) => e.choice && e.choice.options.includes("a_pliers"));
    expect(choice?.choice?.options).toEqual(expect.arrayContaining(["a_zabi", "a_pliers"]));
    expect(where(r, "a_zabi")).toBe("A.hyperspatial");
    expect(where(r, "a_pliers")).toBe("A.battle");
  });

  it("806.2: the creature left after Link Release keeps the tapped state and time in the battle zone (the same creature)", () => {
    const r = run(yaml({ turn: "{ number: 6, active: B }", A: DON, B: PULSE, actions: `
      - cast: { player: B, card: b_pulse }
        choices: [ { prompt: choose-cards, by: B, pick: [a_zabi] } ]` }));
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_pliers.tapped).toBe(true);
    expect(r.finalState!.cards.a_pliers.enteredBattleTurn).toBe(r.initialState!.cards.a_zabi.enteredBattleTurn);
  });
});

describe("806.1f — a cell has the super creature's civilizations", () => {
  it("a card-designating effect choosing a darkness card can choose the Gil Porrima's Pliers cell (its own side is fire only)", () => {
    const l = load(yaml({ turn: "{ number: 6, active: B }", A: DON, B: PULSE, actions: `
      - cast: { player: B, card: b_pulse }
        choices: [ { prompt: choose-cards, by: B, pick: [a_pliers] } ]` }));
    const pulse = l.defs["dragon-pulse-technique-fortress-destroyer"];
    const darkOnly = {
      ...pulse,
      abilities: { ...pulse.abilities, spell: [{ do: "return-to-hand" as const, target: { choose: { player: "any" as const, zone: "battle" as const, count: 1, filter: { civilization: "darkness" }, cardDesignating: true } } }] },
    };
    const r = runScenario(l.scenario, { ...l.defs, "dragon-pulse-technique-fortress-destroyer": darkOnly });
    expect(r.error).toBeNull();
    expect(l.defs["gil-porrima-s-pliers"].civilizations).toEqual(["fire"]);
    expect(whereIs(r.finalState!, "a_pliers")).toBe("A.hyperspatial");
    expect(whereIs(r.finalState!, "a_zabi")).toBe("A.battle");
  });
});
