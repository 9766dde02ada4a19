/**
 * lib/abilities/deck3.ts on real catalogue text: the looks and turns it reads, and shapes that must stay unread.
 * Expectations are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";
import { LOOK_CHOSEN } from "@/lib/engine/defs";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });

describe("deck3: turning a mana card face down", () => {
  it("'You may turn a card in your mana zone face down. Crystal Mana (…)': the handler, optional; the reminder adds nothing", () => {
    expect(fx("You may turn a card in your mana zone face down. Crystal Mana (A face down card in your mana zone is treated as a colorless card with a mana number of 1. Its owner may look at them at any time.)")).toEqual([
      { do: "handler", name: "turn-mana-face-down", args: { count: 1 }, optional: true },
    ]);
  });
  it("the Crystal Mana reminder alone is not read", () => {
    expect(fx("Draw a card. Crystal Mana (A face down card in your mana zone is treated as a colorless card with a mana number of 1. Its owner may look at them at any time.)")).toBeNull();
  });
});

describe("deck3: looking at the opponent's hand", () => {
  it("'Look at your opponent's hand.': information only", () => {
    expect(fx("Look at your opponent's hand.")).toEqual([{ do: "handler", name: "look-at", args: { whose: "opponent", hand: true } }]);
  });
  it("'you may look at your opponent's hand and at the top card of his deck'", () => {
    expect(fx("you may look at your opponent's hand and at the top card of his deck.")).toEqual([{ do: "handler", name: "look-at", args: { whose: "opponent", hand: true, deckTop: true }, optional: true }]);
  });
  it("'… Your opponent discards all darkness and fire spells from it.': every spell of either civilization", () => {
    expect(fx("look at your opponent's hand. Your opponent discards all darkness and fire spells from it.")).toEqual([
      { do: "handler", name: "look-at", args: { whose: "opponent", hand: true } },
      { do: "discard", player: "opponent", count: "all", chooser: "discarder", filter: { civilizationsAny: ["darkness", "fire"], typeIncludes: "Spell" } },
    ]);
  });
  it("'Look at your opponent's hand and discard a card.': the opponent's card, chosen by the controller", () => {
    expect(fx("Look at your opponent's hand and discard a card.")).toEqual([{ do: "discard", player: "opponent", count: 1, chooser: "controller" }]);
  });
  it("'Look at your opponent's hand and choose a card from it. Your opponent discards that card.'", () => {
    expect(fx("Look at your opponent's hand and choose a card from it. Your opponent discards that card.")).toEqual([{ do: "discard", player: "opponent", count: 1, chooser: "controller" }]);
  });
  it("'… Your opponent puts the chosen card on the bottom of their deck and draws a card.'", () => {
    expect(fx("look at your opponent's hand and choose a card from it. Your opponent puts the chosen card on the bottom of their deck and draws a card.")).toEqual([
      { do: "put-on-deck", target: { choose: { player: "opponent", zone: "hand", count: 1 } }, position: "bottom" },
      { do: "draw", player: "opponent", count: 1 },
    ]);
  });
  it("a power filter on the hand ('all creatures that have power 3000 or less') is not read", () => {
    expect(fx("Look at your opponent's hand. He discards all creatures from it that have power 3000 or less.")).toBeNull();
  });
});

describe("deck3: looking at a shield", () => {
  it("'You may look at one of your opponent's shields.': a choice of up to one shield, nothing moves", () => {
    expect(fx("You may look at one of your opponent's shields.")).toEqual([{ do: "choose", target: { choose: { player: "opponent", zone: "shields", count: 1, upTo: true } }, remember: "looked-at-shield-0" }]);
  });
  it("'… Then put it back where it was.' adds nothing", () => {
    expect(fx("look at one of your opponent's shields. Then put it back where it was.")).toEqual([{ do: "choose", target: { choose: { player: "opponent", zone: "shields", count: 1 } }, remember: "looked-at-shield-0" }]);
  });
  it("'Then put it back where it was.' without a look before is not read", () => {
    expect(fx("Draw a card. Then put it back where it was.")).toBeNull();
  });
});

describe("deck3: a choice of one card of either kind", () => {
  it("'Choose a God or spell from among them': anyOf the two kinds", () => {
    expect(fx("Look at the top 3 cards of your deck. Choose a God or spell from among them, show it to your opponent, and put it into your hand. Put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 1, filter: { anyOf: [{ raceIncludes: ["God"] }, { typeIncludes: "Spell" }] }, to: "hand" }, rest: "bottom" },
    ]);
  });
  it("'a Zenith or colorless card': the last alternative names its noun", () => {
    expect(fx("Look at the top 4 cards of your deck. You may reveal a Zenith or colorless card from among them and put it into your hand. Put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 4, choose: { count: 1, upTo: true, filter: { anyOf: [{ raceIncludes: ["Zenith"] }, { civilization: "zero" }] }, to: "hand" }, rest: "bottom" },
    ]);
  });
  it("into the battle zone: a race alternative is not a spell (316.2)", () => {
    expect(fx("look at the top 3 cards of your deck. You may put a Mystery Totem creature or nature Invader from among them. Put the rest on the bottom of your deck in any order.")).toEqual([
      {
        do: "look-at-top",
        player: "you",
        count: 3,
        choose: { count: 1, upTo: true, filter: { anyOf: [{ raceIncludes: ["Mystery Totem"], typeIncludes: "Creature" }, { civilization: "nature", raceIncludes: ["Invader"], typeExcludes: "Spell" }] }, to: "battle" },
        rest: "bottom",
      },
    ]);
  });
  it("a search: 'You may take a Dragon or Cross Gear from it'", () => {
    expect(fx("Search your deck. You may take a Dragon or Cross Gear from it, show it to your opponent, and put it into your hand. Then shuffle your deck.")).toEqual([
      { do: "put-into-hand", target: { choose: { player: "you", zone: "deck", count: 1, upTo: true, filter: { anyOf: [{ raceIncludes: ["Dragon"] }, { typeIncludes: "Cross Gear" }] } } } },
      { do: "shuffle", player: "you" },
    ]);
  });
  it("a cost said after the last alternative ('a Neo Creature or a Demon Command that costs 7 or less') is not read", () => {
    expect(fx("reveal the top card of your deck. If it's a Neo Creature or a Demon Command that costs 7 or less, put it. Otherwise, put it into your graveyard.")).toBeNull();
  });
  it("an alternative not understood leaves the sentence unread", () => {
    expect(fx("Look at the top 3 cards of your deck. Choose a God or frobnicator from among them and put it into your hand. Put the rest on the bottom of your deck in any order.")).toBeNull();
  });
});

describe("deck3: 'If a X card was revealed in this way, …' after a look", () => {
  it("the card revealed (the look's choice) counted by its kind", () => {
    expect(fx("Look at the top 5 cards of your deck. Reveal one and put it into your hand, then put the rest on the bottom of your deck in any order. If the card revealed this way was a fire or nature card, you may choose a creature and return it to its owner's hand.")).toEqual([
      { do: "look-at-top", player: "you", count: 5, choose: { count: 1, to: "hand" }, rest: "bottom" },
      { do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { civilizationsAny: ["fire", "nature"] }, atLeast: 1, then: [{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1 } }, optional: true }] },
    ]);
  });
  it("not after a look whose choice is neither revealed nor shown", () => {
    expect(fx("Look at the top 5 cards of your deck. Put one of them into your hand, then put the rest on the bottom of your deck in any order. If a fire card was revealed in this way, draw a card.")).toBeNull();
  });
  it("a power in the hand ('If the revealed creature has power 6000 or more') is not read", () => {
    expect(fx("Look at the top 5 cards of your deck. You may show a creature from among them to your opponent and add it to your hand. Put the rest on the bottom of your deck in any order. If the revealed creature has power 6000 or more, draw a card.")).toBeNull();
  });
});

describe("deck3: searches", () => {
  it("'Search your opponent's deck. Take up to 2 cards …': the controller chooses in the opponent's deck", () => {
    expect(fx("Search your opponent's deck. Take up to 2 cards from his deck and put them into his graveyard. Then your opponent shuffles his deck.")).toEqual([
      { do: "to-graveyard", target: { choose: { player: "opponent", zone: "deck", count: 2, upTo: true } } },
      { do: "shuffle", player: "opponent" },
    ]);
  });
  it("without the shuffle sentence it is not read", () => {
    expect(fx("Search your opponent's deck. Take up to 2 cards from his deck and put them into his graveyard.")).toBeNull();
  });
  it("a card name without quotes ('a Cobble, Familia's Bonds')", () => {
    expect(fx("search your deck. You may take a Cobble, Familia's Bonds from your deck and put it into the battle zone. Then shuffle your deck.")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "deck", count: 1, upTo: true, filter: { nameIs: "Cobble, Familia's Bonds" } } } },
      { do: "shuffle", player: "you" },
    ]);
  });
  it("several names with 'or' are not read", () => {
    expect(fx("search your deck. You may take an Achoppi Chonan, Suteppi Jinan or Fueppi Sannan from your deck, and put it into the battle zone. Then shuffle your deck.")).toBeNull();
  });
  it("'If you searched your deck, shuffle it.' is the search's shuffle", () => {
    expect(fx("search your deck. You may take an exile creature from your deck, show that exile creature to your opponent and put it into your hand. If you searched your deck, shuffle it.")).toEqual([
      { do: "put-into-hand", target: { choose: { player: "you", zone: "deck", count: 1, upTo: true, filter: { typeIncludes: "Exile Creature" } } } },
      { do: "shuffle", player: "you" },
    ]);
  });
});

describe("deck3: kinds the nouns did not say, and other wordings", () => {
  it("'a D2 Field': its card type", () => {
    expect(fx("look at the top 5 cards of your deck. You may take a D2 Field from among them, show it to your opponent, and put it into your hand. Then put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 5, choose: { count: 1, upTo: true, filter: { typeIncludes: "D2 Field" }, to: "hand" }, rest: "bottom" },
    ]);
  });
  it("'a creature that has both the Hunter and Alien races': a creature of both", () => {
    expect(fx("look at the top 4 cards of your deck. Choose a creature that has both the Hunter and Alien races from among them, show that creature to your opponent, and put it into your hand. Then put the rest of the cards on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 4, choose: { count: 1, filter: { typeIncludes: "Creature", raceIncludes: ["Hunter"], anyOf: [{ raceIncludes: ["Alien"] }] }, to: "hand" }, rest: "bottom" },
    ]);
  });
  it("'look at the top card of your opponent's deck': information only", () => {
    expect(fx("look at the top card of your opponent's deck.")).toEqual([{ do: "handler", name: "look-at", args: { whose: "opponent", deckTop: true } }]);
  });
  it("'… of your deck, You may choose …': two sentences printed as one", () => {
    expect(fx("look at the top 4 cards of your deck, You may choose a multicolored creature from among them, reveal it, and put it into your hand. Put the rest on the bottom of your deck in any order.")).toEqual([
      { do: "look-at-top", player: "you", count: 4, choose: { count: 1, upTo: true, filter: { multicolored: true, typeIncludes: "Creature" }, to: "hand" }, rest: "bottom" },
    ]);
  });
});

describe("deck3: revealing cards of the hand", () => {
  it("'you may reveal a multicolored card in your hand to your opponent. If you do, untap this card.'", () => {
    expect(fx("you may reveal a multicolored card in your hand to your opponent. If you do, untap this card.")).toEqual([
      { do: "choose", target: { choose: { player: "you", zone: "hand", count: 1, upTo: true, filter: { multicolored: true } } }, remember: "revealed-0", ifYouDo: [{ do: "untap", target: { self: true } }] },
    ]);
  });
  it("'reveal any number of … cards from your hand. For each card revealed this way, draw a card.'", () => {
    const r = fx("reveal any number of light, darkness, fire, or nature cards from your hand. For each card revealed this way, draw a card.");
    expect(r?.[1]).toEqual({ do: "draw", player: "you", count: { counted: "revealed-0" } });
    expect(r?.[0]).toMatchObject({ do: "choose", target: { choose: { player: "you", zone: "hand", upTo: true, filter: { civilizationsAny: ["light", "darkness", "fire", "nature"] } } }, remember: "revealed-0" });
  });
  it("'reveal another multicolored card' (another than which?) is not read", () => {
    expect(fx("you may reveal another multicolored card in your hand to your opponent. If you do, draw a card.")).toBeNull();
  });
});

describe("deck3: misprints after a look", () => {
  it("'If that cards a creature' is 'If that card is a creature'", () => {
    expect(fx("Shuffle your deck, then reveal the top card of your deck. If that cards a creature, you may put it. If it's not a creature, put it into your mana zone.")).toEqual([
      { do: "shuffle", player: "you" },
      { do: "look-at-top", player: "you", count: 1, choose: { count: 1, upTo: true, filter: { typeIncludes: "Creature" }, to: "battle" }, rest: "mana", restUnmatched: true },
    ]);
  });
});

describe("deck3: face down into the mana zone, all shields looked at", () => {
  it("'Put the top 2 cards of your deck into your mana zone face down. Crystal Mana (…)'", () => {
    expect(fx("Put the top 2 cards of your deck into your mana zone face down. Crystal Mana (A face down card in your mana zone is treated as a colorless card with a mana number of 1. Its owner may look at them at any time.)")).toEqual([
      { do: "deck-to-zone", player: "you", count: 2, to: "mana", faceDown: true },
    ]);
  });
  it("'you may look at your shields. Then put them back where they were.'", () => {
    expect(fx("you may look at your shields. Then put them back where they were.")).toEqual([{ do: "handler", name: "look-at", args: { whose: "you", shields: true }, optional: true }]);
  });
});

describe("deck3: the hand to the bottom, the opponent's top cards, Gachinko Judge with a comma", () => {
  it("'put your hand on the bottom of your deck in any order. Then draw the same number of cards.'", () => {
    expect(fx("put your hand on the bottom of your deck in any order. Then draw the same number of cards.")).toEqual([
      { do: "put-on-deck", target: { all: { player: "you", zone: "hand" } }, position: "bottom", remember: "hand-0" },
      { do: "draw", player: "you", count: { counted: "hand-0" } },
    ]);
  });
  it("'Count the number of cards in your hand and put them on the bottom … Then draw 2 more cards than that number.'", () => {
    expect(fx("Count the number of cards in your hand and put them on the bottom of your deck in any order. Then draw 2 more cards than that number.")).toEqual([
      { do: "choose", target: { all: { player: "you", zone: "hand" } }, remember: "hand-0" },
      { do: "put-on-deck", target: { all: { player: "you", zone: "hand" } }, position: "bottom" },
      { do: "draw", player: "you", count: { counted: "hand-0" } },
      { do: "draw", player: "you", count: 2 },
    ]);
  });
  it("'your opponent reveals the top card of their deck, then puts it on the bottom … If that card costs 5 or more, X. Otherwise, Y.'", () => {
    expect(fx("your opponent reveals the top card of their deck, then puts it on the bottom of their deck. If that card costs 5 or more, draw 3 cards. Otherwise, draw 2 cards.")).toEqual([
      { do: "look-at-top", player: "opponent", count: 1, choose: { count: 1, to: "deck", position: "bottom" }, rest: "stay" },
      { do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { costAtLeast: 5 }, atLeast: 1, then: [{ do: "draw", player: "you", count: 3 }] },
      { do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { costAtLeast: 5 }, atMost: 0, then: [{ do: "draw", player: "you", count: 2 }] },
    ]);
  });
  it("'you and your opponent play Gachinko Judge, If you win, X' + the reminder", () => {
    expect(fx("you and your opponent play Gachinko Judge, If you win, choose up to 2 creatures from your graveyard and return them to your hand. (Gachinko Judge: Each player reveals the top card of their deck, then puts it on the bottom. You win if your card costs the same as or more than your opponent.)")).toEqual([
      { do: "gachinko-judge", then: [{ do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 2, upTo: true, filter: { typeIncludes: "Creature" } } } }] },
    ]);
  });
});

describe("deck3: the hand shuffled into the deck, shields looked at, a misprinted shieldify", () => {
  it("'Shuffle your hand into your deck and draw 4 cards.'", () => {
    expect(fx("Shuffle your hand into your deck and draw 4 cards.")).toEqual([
      { do: "shuffle-into-deck", target: { all: { player: "you", zone: "hand" } } },
      { do: "draw", player: "you", count: 4 },
    ]);
  });
  it("'count the cards in your hand, shuffle those cards into your deck, then draw that many cards'", () => {
    expect(fx("count the cards in your hand, shuffle those cards into your deck, then draw that many cards.")).toEqual([
      { do: "choose", target: { all: { player: "you", zone: "hand" } }, remember: "hand-0" },
      { do: "shuffle-into-deck", target: { all: { player: "you", zone: "hand" } } },
      { do: "draw", player: "you", count: { counted: "hand-0" } },
    ]);
  });
  it("'Look at up to 3 of your opponent's shields. Then put them back where they were.'", () => {
    expect(fx("Look at up to 3 of your opponent's shields. Then put them back where they were.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "shields", count: 3, upTo: true } }, remember: "looked-at-shield-0" },
    ]);
  });
  it("'add the card on top of your deck to your shields face-down'", () => {
    expect(fx("add the card on top of your deck to your shields face-down.")).toEqual([{ do: "deck-to-zone", player: "you", count: 1, to: "shields" }]);
  });
});

describe("deck3: 'If you don't, …' after a 'you may' on the top card", () => {
  it("every card not put goes to the hand (no restUnmatched)", () => {
    expect(fx("look at the top card of your deck. If it's a creature that has \"blocker\", you may put it into the battle zone. If you don't, add it to your hand.")).toEqual([
      { do: "look-at-top", player: "you", count: 1, choose: { count: 1, upTo: true, filter: { keyword: "blocker", typeIncludes: "Creature" }, to: "battle" }, rest: "hand" },
    ]);
  });
  it("'Otherwise. put it …' (a period for the comma): read as 'Otherwise, put it …'", () => {
    expect(fx("reveal the top card of your deck. If it's a spell, put it into your hand. Otherwise. put it on the bottom of your deck.")).toEqual(
      fx("reveal the top card of your deck. If it's a spell, put it into your hand. Otherwise, put it on the bottom of your deck."),
    );
    expect(fx("reveal the top card of your deck. If it's a spell, put it into your hand. Otherwise. put it on the bottom of your deck.")).not.toBeNull();
  });
});

describe("deck3: a search with a total cost, under a condition", () => {
  it("'If this creature is tapped, search your deck. You may take up to 2 colorless creatures that have total cost 11 or less …'", () => {
    expect(fx("if this creature is tapped, search your deck. You may take up to 2 colorless creatures that have total cost 11 or less from your deck and put them into the battle zone. Then shuffle your deck.")).toEqual([
      {
        do: "if",
        conditions: [{ kind: "source-tapped", tapped: true }],
        then: [
          { do: "put-into-battle", target: { choose: { player: "you", zone: "deck", count: 2, upTo: true, filter: { civilization: "zero", typeIncludes: "Creature" }, total: { of: "cost", atMost: 11 } } } },
          { do: "shuffle", player: "you" },
        ],
      },
    ]);
  });
});
