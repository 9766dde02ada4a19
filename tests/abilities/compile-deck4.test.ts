/**
 * lib/abilities/deck4*.ts on real catalogue text: what each sentence compiles to, and near wordings that must stay
 * unread. Expectations are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";
import { readings } from "@/lib/abilities/deck4-templates";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });

describe("deck4: Shield Plus (the top card of the deck under a shield, 113.2)", () => {
  it("'you may add the top card of your deck under one of your shields face down'", () => {
    expect(fx("You may add the top card of your deck under one of your shields face down.")).toEqual([{ do: "handler", name: "deck-under-shield", args: {}, optional: true }]);
  });
  it("'… under each of your shields face down' (Super Shield Plus)", () => {
    expect(fx("You may add the top card of your deck under each of your shields face down.")).toEqual([{ do: "handler", name: "deck-under-shield", args: { each: true }, optional: true }]);
  });
  it("the name and the reminder are left out; the ability is read", () => {
    const r = readings("Shield Plus—When this creature is destroyed, you may add the top card of your deck under one of your shields face down. (Each card stack is still considered to be one shield.)");
    expect(r.map((x) => x.line)).toEqual(["When this creature is destroyed, you may add the top card of your deck under one of your shields face down."]);
    expect(readings("Shield Plus: When you put this creature into the battle zone, you may add the top card of your deck under one of your shields face down. (Each card stack is still considered to be one shield.))").length).toBe(1);
  });
  it("'you may put up to 5 cards from the top of your deck under one of your shields' (Ultra Shield Plus): a number chosen", () => {
    expect(fx("You may put up to 5 cards from the top of your deck under one of your shields.")).toEqual([{ do: "handler", name: "deck-under-shield", args: { count: 5, upTo: true }, optional: true }]);
  });
  it("not read: a card under a shield face up, another label", () => {
    expect(fx("Add the top card of your deck under one of your shields face up.")).toBeNull();
    expect(readings("Meteorburn—Shield Plus: Whenever this creature attacks, you may put a card under this creature into your graveyard. (Each card stack is still considered to be one shield.)")).toEqual([]);
  });
});

describe("deck4: a look whose number of cards is counted as it resolves", () => {
  it("'For each Dragon in your mana zone, look at the top card of your deck. You may put a non-evolution Dragon …'", () => {
    const r = fx("For each Dragon in your mana zone, look at the top card of your deck. Put any number of dragons from among them into your mana zone and the rest on the bottom of your deck in any order.");
    expect(r).toHaveLength(1);
    const st = r![0];
    expect(st.do).toBe("look-at-top");
    if (st.do !== "look-at-top") return;
    expect(st.lookCount).toEqual({ each: { whose: "yours", zone: "mana", filter: { raceIncludes: ["Dragon"] } } });
    expect(st.choose).toMatchObject({ upTo: true, filter: { raceIncludes: ["Dragon"] }, to: "mana" });
    expect(st.rest).toBe("bottom");
  });
  it("'look at the top card of your deck for each of your Great Mecha Kings in the battle zone. Put one of those cards into your hand, …'", () => {
    const r = fx("Look at the top card of your deck for each of your Great Mecha Kings in the battle zone. Put one of those cards into your hand, and put the rest on the bottom of your deck in any order.");
    expect(r).toHaveLength(1);
    const st = r![0];
    if (st.do !== "look-at-top") throw new Error(st.do);
    expect(st.lookCount).toEqual({ each: { whose: "yours", zone: "battle", filter: { raceIncludes: ["Great Mecha King"], typeIncludes: "Creature" } } });
    expect(st.choose).toEqual({ count: 1, to: "hand" });
  });
  it("not read: a further fixed choice, or no choice at all after the look", () => {
    expect(fx("For each Dragon in your mana zone, look at the top card of your deck. Put one of them into your hand, one into your mana zone and the rest into your graveyard.")).toBeNull();
    expect(fx("For each Dragon in your mana zone, look at the top card of your deck.")).toBeNull();
  });
});

describe("deck4: the opponent puts all their creatures of a kind on their deck", () => {
  it("'Your opponent puts all their creatures that cost more than the number of cards in their mana zone on the bottom of their deck in any order.'", () => {
    expect(fx("Your opponent puts all their creatures that cost more than the number of cards in their mana zone on the bottom of their deck in any order.")).toEqual([
      { do: "put-on-deck", target: { all: { player: "opponent", zone: "battle", filter: { costAboveZoneCount: "mana" } } }, position: "bottom" },
    ]);
  });
  it("'… all their creatures in the battle zone on the top of their deck in any order'", () => {
    expect(fx("Your opponent puts all their creatures in the battle zone on the top of their deck in any order.")).toEqual([{ do: "put-on-deck", target: { all: { player: "opponent", zone: "battle" } }, position: "top" }]);
  });
  it("not read: their cards (not creatures), or no order said", () => {
    expect(fx("Your opponent puts all their cards in their hand on the bottom of their deck in any order.")).toBeNull();
    expect(fx("Your opponent puts all their creatures on the bottom of their deck.")).toBeNull();
  });
});

describe("deck4: the top cards of the deck into the mana zone, one for each card counted", () => {
  it("'you may put the top card of your deck into your mana zone for each of your Dreammate in the battle zone'", () => {
    expect(fx("You may put the top card of your deck into your mana zone for each of your Dreammate in the battle zone.")).toEqual([
      { do: "deck-to-zone", player: "you", count: 1, to: "mana", countBy: { each: { whose: "yours", zone: "battle", filter: { raceIncludes: ["Dreammate"], typeIncludes: "Creature" } } }, optional: true },
    ]);
  });
  it("'For each card in your mana zone, put a card from the top of your deck into your mana zone tapped.'", () => {
    expect(fx("For each card in your mana zone, put a card from the top of your deck into your mana zone tapped.")).toEqual([
      { do: "deck-to-zone", player: "you", count: 1, to: "mana", tapped: true, countBy: { each: { whose: "yours", zone: "mana" } } },
    ]);
  });
  it("not read: a choice for each card ('for each …, you may put …'), another zone", () => {
    expect(fx("For each of your Giants in the battle zone, you may put the top card of your deck into your mana zone.")).toBeNull();
    expect(fx("For each card in your mana zone, put a card from the top of your deck into your graveyard face down.")).toBeNull();
  });
});

describe("deck4: the top card revealed, then an effect if it is (not) of a kind", () => {
  it("'Reveal the top card of your deck. If that card is a Dragon, take an extra turn after this one.'", () => {
    expect(fx("Reveal the top card of your deck. If that card is a Dragon, take an extra turn after this one.")).toEqual([
      { do: "handler", name: "reveal-top", args: { remember: "revealed-top-0" } },
      { do: "if-count", count: { counted: "revealed-top-0" }, filter: { raceIncludes: ["Dragon"] }, atLeast: 1, then: [{ do: "extra-turn" }] },
    ]);
  });
  it("'… If that card isn't multicolored, …': a card was revealed, and it is not of that kind", () => {
    expect(fx("Reveal the top card of your deck. If that card isn't multicolored, choose one of your shields and put it into your graveyard.")).toEqual([
      { do: "handler", name: "reveal-top", args: { remember: "revealed-top-0" } },
      {
        do: "if-count",
        count: { counted: "revealed-top-0" },
        atLeast: 1,
        then: [{ do: "if-count", count: { counted: "revealed-top-0" }, filter: { multicolored: true }, atMost: 0, then: [{ do: "to-graveyard", target: { choose: { player: "you", zone: "shields", count: 1 } } }] }],
      },
    ]);
  });
  it("not read: an effect on the revealed card, an 'otherwise' after it, a power", () => {
    expect(fx("Reveal the top card of your deck. If it's a spell, put it into your hand.")).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: "reveal-top" })]));
    expect(fx("Reveal the top card of your deck. If it's a Dragon, take an extra turn after this one. Otherwise, draw a card.")).toBeNull();
    expect(fx("Reveal the top card of your deck. If it's a creature that has power 12000 or more, take an extra turn after this one.")).toBeNull();
  });
});

describe("deck4: a new shield face up from the top of the deck (701.32b)", () => {
  it("'You may shieldify the top card of your deck face up.'", () => {
    expect(fx("You may shieldify the top card of your deck face up.")).toEqual([{ do: "deck-to-zone", player: "you", count: 1, to: "shields", faceUp: true, optional: true }]);
  });
  it("not read: the top 2 cards face up", () => {
    expect(fx("Shieldify the top 2 cards of your deck face up.")).toBeNull();
  });
});

describe("deck4: a look whose choice deck.ts reads once said its way", () => {
  it("'Return one of them to the top of your deck and put the rest in your graveyard.'", () => {
    expect(fx("Look at the top 4 cards of your deck. Return one of them to the top of your deck and put the rest in your graveyard.")).toEqual([
      { do: "look-at-top", player: "you", count: 4, choose: { count: 1, to: "deck", position: "top" }, rest: "graveyard" },
    ]);
  });
  it("'a light spell and a light command': one of each, the Command race", () => {
    expect(fx("Reveal the top 3 cards of your deck. Put a light spell and a light command from among them into your hand. Then put the rest on the bottom of your deck in any order.")).toEqual([
      {
        do: "look-at-top",
        player: "you",
        count: 3,
        choose: { count: 1, filter: { civilization: "light", typeIncludes: "Spell" }, to: "hand" },
        also: [{ count: 1, to: "hand", filter: { civilization: "light", raceIncludes: ["Command"] } }],
        rest: "bottom",
      },
    ]);
  });
  it("not read: 'return one of them to your hand' (no such rewording)", () => {
    expect(fx("Look at the top 4 cards of your deck. Return one of them to your hand and put the rest in your graveyard.")).toBeNull();
  });
});

describe("deck4: all the cards of some races put, then 'If no … are revealed'; a search put 'for no cost'", () => {
  it("Gigandol: 'If no Grand Devil or Deep Marine are revealed, destroy this creature.'", () => {
    const r = fx("Reveal the top 3 cards of your deck. Put all revealed Grand Devil and Deep Marine into your graveyard, then put the rest on the bottom of your deck in any order. If no Grand Devil or Deep Marine are revealed, destroy this creature.");
    expect(r).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 3, filter: { raceIncludes: ["Grand Devil", "Deep Marine"] }, to: "graveyard" }, rest: "bottom" },
      { do: "if-count", count: { counted: "look-at-top:chosen" }, filter: { raceIncludes: ["Grand Devil", "Deep Marine"] }, atMost: 0, then: [{ do: "destroy", target: { self: true } }] },
    ]);
  });
  it("not read: 'If no …' of other races than the ones put", () => {
    expect(fx("Reveal the top 3 cards of your deck. Put all revealed Grand Devil and Deep Marine into your graveyard, then put the rest on the bottom of your deck in any order. If no Dragon is revealed, destroy this creature.")).toBeNull();
  });
  it("'… and put them into the battle zone for no cost. Then shuffle your deck.'", () => {
    const r = fx("Search your deck. You may take up to 2 non-evolution Light Bringers that cost 3 or less and put them into the battle zone for no cost. Then shuffle your deck.");
    expect(r?.map((x) => x.do)).toEqual(["put-into-battle", "shuffle"]);
  });
});

describe("deck4: reveal cards until one of a kind (the reveal-until handler)", () => {
  it("'… until you reveal a creature. Put that creature into the battle zone and the rest of the cards on the bottom of your deck in any order.'", () => {
    expect(fx("Reveal cards from the top of your deck until you reveal a creature. Put that creature into the battle zone and the rest of the cards on the bottom of your deck in any order.")).toEqual([
      { do: "handler", name: "reveal-until", args: { whose: "you", filter: '{"typeIncludes":"Creature"}', match: "battle", rest: "bottom" } },
    ]);
  });
  it("'… Put that card into your hand. Then shuffle your deck.'", () => {
    expect(fx("Reveal cards from the top of your deck until you reveal a King Command Dragon. Put that card into your hand. Then shuffle your deck.")).toEqual([
      { do: "handler", name: "reveal-until", args: { whose: "you", filter: '{"raceIncludes":["King Command Dragon"]}', match: "hand", rest: "stay", shuffle: true } },
    ]);
  });
  it("not read: a follow-up about the card's power; the rest shuffled into the deck with no shuffle said", () => {
    expect(fx("Reveal cards from the top of your deck until you reveal a creature. Destroy all creatures that have less power than that creature. Put all revealed cards into your graveyard.")).toBeNull();
    expect(fx("Reveal cards from the top of your deck until you reveal a creature. Put that card into your hand.")).toBeNull();
  });
});

describe("deck4: misprints read as meant", () => {
  it("'put the top 4 cards of your deck in your graveyard'", () => {
    expect(fx("Put the top 4 cards of your deck in your graveyard.")).toEqual([{ do: "deck-to-zone", player: "you", count: 4, to: "graveyard" }]);
  });
  it("'… that has \"blocker.\" Then put the top card of your deck into your mana zone.': two sentences", () => {
    expect(fx('Destroy one of your opponent\'s creatures that has "blocker." Then put the top card of your deck into your mana zone.')).toEqual(fx('Destroy one of your opponent\'s creatures that has "blocker". Then put the top card of your deck into your mana zone.'));
    expect(fx('Destroy one of your opponent\'s creatures that has "blocker." Then put the top card of your deck into your mana zone.')).not.toBeNull();
  });
  it("not read: 'in your hand' for the top cards", () => {
    expect(fx("Put the top 4 cards of your deck in your hand.")).toBeNull();
  });
});

describe("deck4: 'reveal the top 3 cards of your deck to each player'", () => {
  it("read as the reveal (showing to every player)", () => {
    expect(fx("Reveal the top 3 cards of your deck to each player. Put all spells from among them into your hand, and the rest on the top of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 3, filter: { typeIncludes: "Spell" }, to: "hand" }, rest: "top" },
    ]);
  });
  it("not read: 'look at … to each player'", () => {
    expect(fx("Look at the top 3 cards of your deck to each player. Put all spells from among them into your hand, and the rest on the top of your deck in any order.")).toBeNull();
  });
});

describe("deck4: 'put another card from the top of your deck' after a put of the top card", () => {
  it("is the (new) top card, put only if the condition holds as it resolves", () => {
    const r = fx("You may put the top card of your deck into your mana zone. If you have cards of all civilizations in your mana zone, you may put another card from the top of your deck into your mana zone.");
    expect(r?.map((x) => x.do)).toEqual(["deck-to-zone", "if"]);
    const last = r![1];
    if (last.do !== "if") throw new Error(last.do);
    expect(last.then).toEqual([{ do: "deck-to-zone", player: "you", count: 1, to: "mana", optional: true }]);
  });
  it("not read after another kind of sentence", () => {
    expect(fx("Draw a card. If you have all civilizations in your mana zone, put another card from the top of your deck into your mana zone.")).toBeNull();
  });
});
