/**
 * lib/abilities/deck2.ts on real catalogue text: the heads and deck wordings it adds, and shapes that must stay
 * unread. Expectations are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";
import { parseTriggerConditions } from "@/lib/abilities/triggers";
import { nameKey } from "@/lib/engine/query";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });
const head = (text: string) => parseTriggerConditions(text, { type: "Creature", name: "X", index: 0 } as never);

describe("deck2 heads", () => {
  it("'a creature that is both water and darkness': a creature with both civilizations", () => {
    expect(head("you put a creature that is both water and darkness into the battle zone")).toEqual([
      { event: "put-into-battle", subject: "own", filter: { typeIncludes: "Creature", civilization: "water", civilizationsAny: ["darkness"] } },
    ]);
  });
  it("'you summon a creature that is both …': only a summoned one", () => {
    expect(head("you summon a creature that is both light and nature")).toEqual([
      { event: "put-into-battle", subject: "own", bySummon: true, filter: { typeIncludes: "Creature", civilization: "light", civilizationsAny: ["nature"] } },
    ]);
  });
  it("'a Dragonoid or a creature that has Dragon in its race': either race word", () => {
    expect(head("you put a Dragonoid or a creature that has Dragon in its race into the battle zone")).toEqual([
      { event: "put-into-battle", subject: "own", filter: { typeIncludes: "Creature", raceIncludes: ["Dragonoid", "Dragon"] } },
    ]);
  });
  it("'both fire and fire' is not read", () => {
    expect(head("you put a creature that is both fire and fire into the battle zone")).toBeNull();
  });
});

describe("deck2 deck wordings", () => {
  it("'Reveal one and put it into your hand': one card chosen into the hand", () => {
    expect(fx("Look at the top 5 cards of your deck. Reveal one and put it into your hand, then put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 5, choose: { count: 1, to: "hand" }, rest: "bottom" },
    ]);
  });
  it("a quoted name among deck cards: a card of that name", () => {
    expect(fx("Search your deck. You may put a 'Ribulamira, Mirror Wings' from among it into the battle zone. Then shuffle your deck.")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "deck", count: 1, upTo: true, filter: { nameIs: "Ribulamira, Mirror Wings" } } } },
      { do: "shuffle", player: "you" },
    ]);
  });
  it("an unquoted name is not read as a name", () => {
    expect(fx("Search your deck. You may take a Whispering Totem from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.")).toBeNull();
  });
  it("'Add one from among them into your hand': one of them", () => {
    expect(fx("Look at the top 3 cards of your deck. Add one from among them into your hand and put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 1, to: "hand" }, rest: "bottom" },
    ]);
  });
  it("', and then put the rest …': the rest after the choice", () => {
    expect(fx("Look at the top 4 cards of your deck. Put a card from among them into your graveyard, and then put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 4, choose: { count: 1, to: "graveyard" }, rest: "bottom" },
    ]);
  });
  it("'put it into battle zone' (no article) is into the battle zone", () => {
    const [st] = fx("Reveal the top card of your deck. If it's a non-evolution creature, put it into battle zone. Otherwise, put it to your hand.")!;
    expect(st).toMatchObject({ do: "look-at-top", count: 1, choose: { count: 1, to: "battle", filter: { typeIncludes: "Creature", typeExcludes: "Evolution" } }, rest: "hand", restUnmatched: true });
  });
  it("'…, then put them back in any order' after the head", () => {
    expect(fx("Look at the top 4 cards of your deck, then put them back in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 4, choose: { count: 4, to: "deck", position: "top" }, rest: "stay" },
    ]);
  });
  it("'Choose 2 from among them and put them into your graveyard': the one left stays on top", () => {
    expect(fx("Look at the top 3 cards of your deck. Choose 2 from among them and put them into your graveyard.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 2, to: "graveyard" }, rest: "stay" },
    ]);
  });
  it("'From among them, add one …, and put the other into your hand'", () => {
    expect(fx("Look at the top 2 cards of your deck. From among them, add one to your shields face down, and put the other into your hand.")).toEqual([
      { do: "look-at-top", player: "you", count: 2, choose: { count: 1, to: "shields" }, rest: "hand" },
    ]);
  });
  it("'a creature that is light and nature' among deck cards: both civilizations", () => {
    const [st] = fx("Look at the top 3 cards of your deck. You may take a creature that is light and nature from among them, show that creature to your opponent, and put it into your hand. Then put the rest on the bottom of your deck in any order.")!;
    expect(st).toMatchObject({ do: "look-at-top", count: 3, choose: { count: 1, upTo: true, filter: { typeIncludes: "Creature", civilization: "light", civilizationsAny: ["nature"] }, to: "hand" }, rest: "bottom" });
  });
  it("'put a … in your hand' is into your hand", () => {
    const [st] = fx("Look at the top 2 cards of your deck. From among them, put a Light or Fire Command Dragon in your hand and put the rest on the bottom of your deck in any order.")!;
    expect(st).toMatchObject({ do: "look-at-top", count: 2, choose: { count: 1, filter: { civilizationsAny: ["light", "fire"], raceIncludes: ["Command Dragon"] }, to: "hand" }, rest: "bottom" });
  });
  it("'of our deck' (misprint) is your deck; 'You may put cards that cost 7 or more': any number of them", () => {
    expect(fx("Look at the top 2 cards of our deck. You may put any number of them into your graveyard and the rest on the top of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 2, choose: { count: 2, upTo: true, to: "graveyard" }, rest: "top" },
    ]);
    expect(fx("Reveal the top 2 cards of your deck. You may put cards that cost 7 or more into your hand. Put the rest into your mana zone.")).toEqual([
      { do: "look-at-top", player: "you", count: 2, choose: { count: 2, upTo: true, filter: { costAtLeast: 7 }, to: "hand" }, rest: "mana" },
    ]);
  });
  it("'of the opponent's deck' is not read as your deck", () => {
    expect(fx("Look at the top 2 cards of your opponent's deck. Put them back in any order.")).toBeNull();
  });
  it("nameKey ignores case, spaces and punctuation only", () => {
    expect(nameKey("Gachanko, Minirobo No.2")).toBe(nameKey("gachanko minirobo no2"));
    expect(nameKey("Jaban")).not.toBe(nameKey("Jabanz"));
  });
});
