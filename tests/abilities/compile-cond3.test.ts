/**
 * lib/abilities/cond3.ts on real catalogue text: the wordings it reads, and shapes that must stay unread. Expectations
 * are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";
import { parseCondition } from "@/lib/abilities/grammar";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });

describe("cond3: delayed abilities inside an effect", () => {
  it("'At the end of the turn, X' (Double Defense): a delayed ability, X chosen when it resolves", () => {
    expect(fx("At the end of the turn, untap up to 2 of your creatures.")).toEqual([
      { do: "at-end-of-turn", text: "untap up to 2 of your creatures", effect: [{ do: "untap", target: { choose: { player: "you", zone: "battle", count: 2, upTo: true } } }] },
    ]);
  });
  it("'At the start of your next turn, X' (Blue Marriage)", () => {
    expect(fx("At the start of your next turn, put 2 of your shields into your graveyard.")).toEqual([
      { do: "at-start-of-your-next-turn", text: "put 2 of your shields into your graveyard", effect: [{ do: "to-graveyard", target: { choose: { player: "you", zone: "shields", count: 2 } } }] },
    ]);
  });
  it("'Choose … . At the end of the turn, you may untap them.' (Lunar Charger): the chosen creatures, remembered", () => {
    const r = fx("Choose up to 2 of your creatures in the battle zone. At the end of the turn, you may untap them.");
    expect(r).not.toBeNull();
    expect(r![0]).toMatchObject({ do: "choose", remember: "chosen0" });
    expect(r![1]).toEqual({ do: "at-end-of-turn", text: "you may untap them", effect: [{ do: "untap", target: { remembered: "chosen0" }, optional: true }] });
  });
  it("'that creature' with nothing remembered before is not read", () => {
    expect(fx("At the end of the turn, destroy that creature.")).toBeNull();
  });
  it("'this creature' in the delayed part is not read (the card may be a new object by then)", () => {
    expect(fx("At the end of the turn, destroy this creature.")).toBeNull();
  });
  it("'At the end of your turn, X' inside an effect is not read here (a spell may be cast on the opponent's turn)", () => {
    expect(fx("At the end of your turn, untap up to 2 of your creatures.")).toBeNull();
  });
});

describe("cond3: conditions", () => {
  const cond = (s: string) => parseCondition(s);
  it("'you don't have 7 or more cards in your mana zone': 6 or fewer", () => {
    expect(cond("you don't have 7 or more cards in your mana zone")).toEqual([{ kind: "zone-count", whose: "yours", zone: "mana", atMost: 6 }]);
  });
  it("'this is your only creature in the battle zone': no other creature of yours there", () => {
    expect(cond("this is your only creature in the battle zone")).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, excludeSource: true, atMost: 0 }]);
  });
  it("Mana Drive: 'you have 3 or more cards in your mana zone and one or more of them is water civilization'", () => {
    expect(cond("you have 3 or more cards in your mana zone and one or more of them is water civilization")).toEqual([
      { kind: "zone-count", whose: "yours", zone: "mana", atLeast: 3 },
      { kind: "zone-count", whose: "yours", zone: "mana", filter: { civilization: "water" }, atLeast: 1 },
    ]);
  });
  it("'your opponent has more cards in his mana zone than you have in yours'", () => {
    expect(cond("your opponent has more cards in his mana zone than you have in yours")).toEqual([{ kind: "count-compare", left: { whose: "opponents", zone: "mana" }, right: { whose: "yours", zone: "mana" } }]);
  });
  it("'your opponent doesn't have more shields than you': yours at least theirs", () => {
    expect(cond("your opponent doesn't have more shields than you")).toEqual([{ kind: "count-compare", left: { whose: "yours", zone: "shields" }, right: { whose: "opponents", zone: "shields" }, orEqual: true }]);
  });
  it("'your number of creatures is greater than or equal to your number of shields'", () => {
    expect(cond("your number of creatures is greater than or equal to your number of shields")).toEqual([
      { kind: "count-compare", left: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" } }, right: { whose: "yours", zone: "shields" }, orEqual: true },
    ]);
  });
  it("a comparison with the same player on both sides is not read ('your opponent has more shields than your opponent')", () => {
    expect(cond("your opponent has more shields than your opponent")).toBeNull();
  });
  it("history: 'you cast 4 or more spells this turn', 'this creature broke any shields that turn', '2 or more of your shields weren't broken this turn'", () => {
    expect(cond("you cast 4 or more spells this turn")).toEqual([{ kind: "turn-log", what: "cast", whose: "yours", atLeast: 4 }]);
    expect(cond("this creature broke any shields that turn")).toEqual([{ kind: "source-broke-shield" }]);
    expect(cond("2 or more of your shields weren't broken this turn")).toEqual([{ kind: "turn-log", what: "shields-broken", whose: "yours", atMost: 1 }]);
    expect(cond("no shields were broken this turn")).toEqual([{ kind: "turn-log", what: "shields-broken", whose: "total", atMost: 0 }]);
    expect(cond("your opponent drew 3 or more cards that turn")).toEqual([{ kind: "this-turn-count", what: "drawn", whose: "opponents", atLeast: 3 }]);
  });
  it("'you don't have a God in your mana zone': none", () => {
    expect(cond("you don't have a God in your mana zone")).toEqual([{ kind: "zone-count", whose: "yours", zone: "mana", filter: { raceIncludes: ["God"] }, atMost: 0 }]);
  });
  it("'you have a total of 3 or more Jokers in the battle zone or your mana zone': both zones added up, every Jokers card", () => {
    expect(cond("you have a total of 3 or more Jokers in the battle zone or your mana zone")).toEqual([
      { kind: "zone-count-sum", whose: "yours", parts: [{ zone: "battle", filter: { raceIncludes: ["Jokers"] } }, { zone: "mana", filter: { raceIncludes: ["Jokers"] } }], atLeast: 3 },
    ]);
  });
  it("'you have all civilizations in your mana zone': a card of each of the five", () => {
    expect(cond("you have all civilizations in your mana zone")).toHaveLength(5);
  });
  it("'this is an evolution creature', 'this is a Neo Evolution Creature': the source now; 'it's a Neo Evolution Creature' is not read ('it' may be another card)", () => {
    expect(cond("this is an evolution creature")).toEqual([{ kind: "source-evolution" }]);
    expect(cond("this is a Neo Evolution Creature")).toEqual([{ kind: "source-evolution", neo: true }]);
    expect(cond("it's a Neo Evolution Creature")).toBeNull();
  });
  it("'you have 3 or more elements that have different costs' (Varavariety's condition), and said negatively", () => {
    expect(cond("you have 3 or more elements that have different costs")).toEqual([{ kind: "distinct-costs", whose: "yours", zone: "battle", atLeast: 3 }]);
    expect(cond("you don't have 3 or more elements that have different costs")).toEqual([{ kind: "distinct-costs", whose: "yours", zone: "battle", atMost: 2 }]);
  });
  it("'you have no other dragons': none but this one; 'your opponent's mana zone has more cards than you have in yours'", () => {
    expect(cond("you have no other dragons")).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: ["Dragon"], typeIncludes: "Creature" }, excludeSource: true, atMost: 0 }]);
    expect(cond("your opponent's mana zone has more cards than you have in yours")).toEqual([{ kind: "count-compare", left: { whose: "opponents", zone: "mana" }, right: { whose: "yours", zone: "mana" } }]);
  });
  it("history said of nothing the engine logs is not read ('you cast a creature this turn')", () => {
    expect(cond("you cast a creature this turn")).toBeNull();
  });
});

describe("cond3: 'for each X, you may choose one … and tap it'", () => {
  it("up to as many as there are X, tapped", () => {
    expect(fx("For each of your Dragons in the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.")).toEqual([
      { do: "tap", target: { choose: { player: "opponent", zone: "battle", count: { each: { whose: "yours", zone: "battle", filter: { raceIncludes: ["Dragon"], typeIncludes: "Creature" } } }, upTo: true } } },
    ]);
  });
  it("without 'you may' it is not read (the same creature may be chosen again)", () => {
    expect(fx("For each of your Dragons in the battle zone, choose one of your opponent's creatures in the battle zone and tap it.")).toBeNull();
  });
  it("a move repeated is not read (cards leaving one by one see each other leave)", () => {
    expect(fx("For each of your Dragons in the battle zone, you may destroy one of your opponent's creatures.")).toBeNull();
  });
});
