/**
 * 701.6a (Ver. 1.48, 2025-12-17): "to destroy a card is to put it from the battle zone into the graveyard" —
 * destruction is a property of the move, whatever words caused it; 701.7a the same for discarding (hand →
 * graveyard). "Creature" in a trigger's text limits what it watches (700.1).
 */
import { describe, expect, it } from "vitest";
import { isDestruction, isDiscard, type MoveEvent } from "@/lib/engine";
import { applied, candidatesFor, entries, run, where, yaml } from "./helpers";

const move = (from: MoveEvent["from"], to: MoveEvent["to"], reason: MoveEvent["reason"]): MoveEvent => ({
  type: "move",
  card: "x",
  from,
  to,
  position: "any",
  reason,
  cause: { kind: "rule", source: null, controller: null },
  byReplacement: null,
});

describe("the predicates", () => {
  it("destruction is battle zone → graveyard, whatever the reason", () => {
    expect(isDestruction(move("battle", "graveyard", "destroy"))).toBe(true);
    expect(isDestruction(move("battle", "graveyard", "to-graveyard"))).toBe(true);
    expect(isDestruction(move("mana", "graveyard", "to-graveyard"))).toBe(false);
    expect(isDestruction(move("hand", "graveyard", "discard"))).toBe(false);
    expect(isDestruction(move("battle", "hand", "return-to-hand"))).toBe(false);
    expect(isDestruction(move("battle", "mana", "put-into-mana"))).toBe(false);
  });

  it("discarding is hand → graveyard, whatever the reason", () => {
    expect(isDiscard(move("hand", "graveyard", "discard"))).toBe(true);
    expect(isDiscard(move("hand", "graveyard", "to-graveyard"))).toBe(true);
    expect(isDiscard(move("deck", "graveyard", "to-graveyard"))).toBe(false);
    expect(isDiscard(move("battle", "graveyard", "destroy"))).toBe(false);
  });
});

describe("a battle zone → graveyard move that is not called 'destroy'", () => {
  it("is offered to 'would be destroyed' replacements and cites 701.6a in the trace", () => {
    const r = run(
      yaml({
        B: `battle: [ { id: b_soldier, card: "Aqua Soldier" } ]`,
        actions: `- to-graveyard: { card: b_soldier, by: A }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "b_soldier")).toBe("B.hand");
    expect(applied(r)).toEqual(["b_soldier:return-instead"]);
    const proposed = entries(r, "event-proposed")[0];
    expect(proposed.clauses).toEqual(["701.6a"]);
    expect(proposed.narration.en).toContain("destroyed (701.6a)");
  });

  it("'destroy' itself needs no clause note", () => {
    const r = run(yaml({ A: `battle: [ { id: a_ghoul, card: "Writhing Bone Ghoul" } ]`, actions: `- destroy: { card: a_ghoul, by: B }` }));
    expect(entries(r, "event-proposed")[0].clauses).toEqual([]);
  });

  it("does not happen to a creature that can't be destroyed (700.3)", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_boost, card: "Immortal Boost, Crimson Lord" } ]`,
        actions: `- to-graveyard: { card: a_boost, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_boost")).toBe("A.battle");
    expect(entries(r, "event-prevented")).toHaveLength(1);
  });

  it("of a psychic creature is a destruction though the card ends in the hyperspatial zone", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_train, card: "Super Trash Train, Fuuma Devil" } ]
          deck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_chakra, card: "Chakra, Temporal Thunder Dragon" } ]`,
        actions: `
          - to-graveyard: { card: b_chakra, by: A }
            choices: [ { prompt: yes-no, by: A, answer: yes } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "b_chakra")).toBe("B.hyperspatial");
    expect(entries(r, "trigger-queued").map((e) => [e.trigger!.source, e.trigger!.card])).toEqual([["a_train", "b_chakra"]]);
  });
});

describe("moves that are not destruction", () => {
  it("mana zone → graveyard: no 'would be destroyed' replacement watches it, no 'destroyed' trigger", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_train, card: "Super Trash Train, Fuuma Devil" }, { id: a_rinne, card: "Rinne Lupia" } ]
          mana: [ { id: a_dragon, card: "Magmadragon Melgars" } ]
          deck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        actions: `- to-graveyard: { card: a_dragon, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_dragon")).toBe("A.graveyard");
    expect(candidatesFor(r, "a_dragon")).toEqual([]);
    expect(entries(r, "trigger-queued")).toEqual([]);
  });

  it("hand → graveyard by an effect that does not say 'discard' is a discard (701.7a): Madness sees it", () => {
    const r = run(
      yaml({
        turn: "{ number: 5, active: B }",
        A: `hand: [ { id: a_dava, card: "Dava Torey, Seeker of Clouds" } ]`,
        actions: `- to-graveyard: { card: a_dava, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_dava")).toBe("A.battle");
    expect(applied(r)).toEqual(["a_dava:madness"]);
    expect(entries(r, "event-proposed")[0].clauses).toEqual(["701.7a"]);
  });
});

describe("'creature' in a trigger's text (700.1)", () => {
  it("a destroyed Tamaseed is not 'another creature', but its own 'when this tamaseed is destroyed' triggers", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_train, card: "Super Trash Train, Fuuma Devil" } ]
          deck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_shrine, card: "Bolshack's Ancient Shrine" } ]`,
        actions: `- destroy: { card: b_shrine, by: A }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(entries(r, "trigger-queued").map((e) => e.trigger!.source)).toEqual(["b_shrine"]);
    expect(r.finalState!.cards.a_train.tapped).toBe(true);
  });

  it("a race filter does not lift the creature requirement: a Saver's destroyed Tamaseed is no Dragon creature", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_train, card: "Super Trash Train, Fuuma Devil" } ]
          deck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_dragon, card: "Magmadragon Melgars" }, { id: b_staff, card: "Malulu's Flame Staff" } ]`,
        actions: `
          - destroy: { card: b_dragon, by: A }
            choices: [ { prompt: replacement, by: B, pick: [b_staff] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect([where(r, "b_dragon"), where(r, "b_staff")]).toEqual(["B.battle", "B.graveyard"]);
    expect(entries(r, "trigger-queued")).toEqual([]);
    expect(entries(r, "trigger-suppressed").map((e) => e.trigger!.card)).toEqual(["b_dragon"]);
  });
});

describe("the to-graveyard action", () => {
  it("refuses a card in the graveyard or under a stack", () => {
    const inGrave = run(yaml({ A: `graveyard: [ { id: g, card: "Cragsaur" } ]`, actions: `- to-graveyard: { card: g, by: A }` }));
    expect(inGrave.error?.code).toBe("E_ILLEGAL_ACTION");
    const under = run(
      yaml({
        A: `
          battle:
            - id: a_top
              card: "Skull Moon, the Enlightened"
              under: [ { id: a_u, card: "Writhing Bone Ghoul" } ]`,
        actions: `- to-graveyard: { card: a_u, by: B }`,
      }),
    );
    expect(under.error?.code).toBe("E_ILLEGAL_ACTION");
  });
});
