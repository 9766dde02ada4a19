/**
 * lib/abilities/choose3.ts on real catalogue text: named choices ("Choose a race.", "choose a number of 6 or less.") read
 * as a `declare` step and filters that refer to the declared value, and shapes that must stay unread. Expectations
 * are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });
const declared = (as: "race" | "civilization" | "cost" | "power", name = "declared-0") => ({ declared: { name, as } });

describe("choose3: named choices", () => {
  it("'choose a number of 6 or less. Destroy all creatures that cost the same as the chosen number'", () => {
    expect(fx("Choose a number of 6 or less. Destroy all creatures that cost the same as the chosen number.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0", atMost: 6 },
      { do: "destroy", target: { all: { player: "any", zone: "battle", filter: declared("cost") } } },
    ]);
  });
  it("'Choose a number between 1 and 5. … that have the same cost': bounds both ways", () => {
    expect(fx("Choose a number between 1 and 5. Destroy all your opponent's creatures that have the same cost.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0", atLeast: 1, atMost: 5 },
      { do: "destroy", target: { all: { player: "opponent", zone: "battle", filter: declared("cost") } } },
    ]);
  });
  it("'… that have that power': the power is the number", () => {
    expect(fx("Choose a number less than or equal to 6000. Destroy all creatures that have that power.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0", atMost: 6000 },
      { do: "destroy", target: { all: { player: "any", zone: "battle", filter: declared("power") } } },
    ]);
  });
  it("'Choose a race. Creatures of that race can't be blocked this turn': the grant keeps the printed sentence", () => {
    expect(fx("Choose a race. Creatures of that race can't be blocked this turn.")).toEqual([
      { do: "declare", what: "race", remember: "declared-0" },
      { do: "grant", to: { all: { player: "any", zone: "battle", filter: declared("race") } }, cantBeBlocked: true, until: "end-of-turn", text: "Creatures of that race can't be blocked this turn" },
    ]);
  });
  it("'Choose a race. Return up to 3 creatures of that race from your graveyard to your hand'", () => {
    expect(fx("Choose a race. Return up to 3 creatures of that race from your graveyard to your hand.")).toEqual([
      { do: "declare", what: "race", remember: "declared-0" },
      { do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 3, upTo: true, filter: { typeIncludes: "Creature", ...declared("race") } } } },
    ]);
  });
  it("'Choose a civilization and tap all your opponent's creatures that have that civilization'", () => {
    expect(fx("Choose a civilization and tap all your opponent's creatures that have that civilization.")).toEqual([
      { do: "declare", what: "civilization", remember: "declared-0" },
      { do: "tap", target: { all: { player: "opponent", zone: "battle", filter: declared("civilization") } } },
    ]);
  });
  it("not read: a choice nothing refers to, or sentences the grammar does not read", () => {
    expect(fx("Choose a race. Draw a card.")).toBeNull();
    expect(fx("Choose a race. Creatures of that race dance this turn.")).toBeNull();
    // a race named beside the chosen one would be an "or" of races: not read
    expect(fx("Choose a race. Destroy all Dragon creatures of that race.")).toBeNull();
  });
});

describe("choose3: slips of the catalogue's English", () => {
  it("'Chooses one of …' is 'Choose one of …'", () => {
    expect(fx("Chooses one of your opponent's creatures in the battle zone. That creature gets -3000 power until the end of the turn.")).toEqual(
      fx("Choose one of your opponent's creatures in the battle zone. That creature gets -3000 power until the end of the turn."),
    );
    expect(fx("Choose one of your opponent's creatures in the battle zone. That creature gets -3000 power until the end of the turn.")).not.toBeNull();
  });
  it("'…, and return it to its owner's hand', '… to the owner's hand', '… and puts it into …', 'your opponents creatures'", () => {
    expect(fx("Choose a creature in the battle zone, and return it to its owner's hand.")).toEqual([{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1 } } }]);
    expect(fx("Choose one of your opponent's creatures that has power 7000 or less and return it to the owner's hand.")).toEqual([
      { do: "return-to-hand", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { powerAtMost: 7000 } } } },
    ]);
    expect(fx("Choose one of your opponent's creatures in the battle zone that costs 4 or less and puts it into its owner's mana zone.")).toEqual([
      { do: "put-into-mana", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { costAtMost: 4 } } } },
    ]);
    expect(fx("Choose up to 3 of your opponents creatures. Those creatures can't attack or block until the start of your next turn.")).toEqual(
      fx("Choose up to 3 of your opponent's creatures. Those creatures can't attack or block until the start of your next turn."),
    );
  });
  it("a sentence without a slip is not read again", () => {
    expect(fx("Choose one of your opponent's creatures and frobnicate it.")).toBeNull();
  });
});


describe("choose3: 'another creature', and periods granted to the creature chosen", () => {
  it("'choose another creature in the battle zone that has power 4000 or less': any creature but this one", () => {
    expect(parseEffects(normalise("You may choose another creature in the battle zone that has power 4000 or less and return it to its owner's hand."), { it: { self: true }, notes: [] })).toEqual([
      { do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1, filter: { powerAtMost: 4000 }, excludeSelf: true } }, optional: true },
    ]);
  });
  it("'another creature' is not read where 'it' is another card than this one (Codename Sorge's 'or another creature')", () => {
    expect(parseEffects(normalise("You may choose another creature in the battle zone and return it to its owner's hand."), { it: { eventCard: true }, notes: [] })).toBeNull();
  });
  it("'That creature can't be destroyed until the end of the turn', 'doesn't leave until the start of your next turn', 'This turn, that creature can't block'", () => {
    const chosen = { choose: { player: "you", zone: "battle", count: 1 } };
    expect(fx("Choose one of your creatures. That creature can't be destroyed until the end of the turn.")).toEqual([
      { do: "grant", to: chosen, cantBeDestroyed: true, until: "end-of-turn", text: "That creature can't be destroyed until the end of the turn" },
    ]);
    expect(fx("Choose one of your creatures. That creature doesn't leave until the start of your next turn.")).toEqual([
      { do: "grant", to: chosen, cantLeave: true, until: "start-of-your-next-turn", text: "That creature doesn't leave until the start of your next turn" },
    ]);
    expect(fx("Choose one of your creatures. This turn, that creature can't block.")).toEqual([{ do: "grant", to: chosen, cantBlock: true, until: "end-of-turn", text: "This turn, that creature can't block" }]);
  });
  it("not read: two periods, or none", () => {
    expect(fx("Choose one of your creatures. This turn, that creature can't block until the start of your next turn.")).toBeNull();
    expect(fx("Choose one of your creatures. That creature can't be destroyed.")).toBeNull();
  });
});

describe("choose3: counts about the chosen creature", () => {
  it("'That creature gets -1000 power for each civilization you have in your mana zone until the end of the turn'", () => {
    expect(fx("Choose one of your opponent's creatures in the battle zone. That creature gets -1000 power for each civilization you have in your mana zone until the end of the turn.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen0" },
      {
        do: "grant",
        to: { remembered: "chosen0" },
        power: -1000,
        powerEach: { whose: "yours", zone: "mana", civilizations: true },
        until: "end-of-turn",
        text: "That creature gets -1000 power for each civilization you have in your mana zone until the end of the turn",
      },
    ]);
  });
  it("'For each card that creature consists of, you may draw a card': up to that many draws", () => {
    expect(fx("Choose one of your creatures in the battle zone. For each card that creature consists of, you may draw a card.")).toEqual([
      { do: "choose", target: { choose: { player: "you", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "draw", player: "you", count: { cardsOf: "chosen0" }, upTo: true },
    ]);
  });
});

describe("choose3: 'Choose a player. That player …'", () => {
  it("the sentences about that player, in the second person, under a chosen-player step; the sentence after is the controller's", () => {
    expect(fx("You may choose a player. That player shuffles all cards in their graveyard into their deck. Then draw 2 cards.")).toEqual([
      { do: "chosen-player", then: [{ do: "shuffle-into-deck", target: { all: { player: "you", zone: "graveyard" } } }], optional: true },
      { do: "draw", player: "you", count: 2 },
    ]);
    expect(fx("Choose a player. That player chooses 2 cards in his mana zone and returns them to his hand.")).toEqual([
      { do: "chosen-player", then: [{ do: "return-to-hand", target: { choose: { player: "you", zone: "mana", count: 2 } } }] },
    ]);
  });
  it("not read: 'that player' with words about the card's controller", () => {
    expect(fx("Choose a player. That player discards a card from your hand.")).toBeNull();
    expect(fx("Choose a player. That player destroys one of your opponent's creatures.")).toBeNull();
  });
});


describe("choose3: 'attacks if able' for the chosen creature, and the attack-order reminder", () => {
  const opp = { choose: { player: "opponent", zone: "battle", count: 1 } };
  it("'That creature attacks this turn if able', 'Until the start of your next turn, that creature must attack if able'", () => {
    expect(fx("Choose one of your opponent's creatures. That creature attacks this turn if able.")).toEqual([
      { do: "grant", to: opp, mustAttack: true, until: "end-of-turn", text: "That creature attacks this turn if able" },
    ]);
    expect(fx("Choose one of your opponent's creatures. Until the start of your next turn, that creature must attack if able.")).toEqual([
      { do: "grant", to: opp, mustAttack: true, until: "start-of-your-next-turn", text: "Until the start of your next turn, that creature must attack if able" },
    ]);
  });
  it("'During your opponent's next turn, that creature attacks if able' only for an opponent's creature", () => {
    expect(fx("Choose one of your opponent's creatures. During your opponent's next turn, that creature attacks if able.")).toEqual([
      { do: "grant", to: opp, mustAttack: true, until: "start-of-your-next-turn", text: "During your opponent's next turn, that creature attacks if able" },
    ]);
    expect(fx("Choose one of your creatures. During your opponent's next turn, that creature attacks if able.")).toBeNull();
  });
  it("'(First choose what this creature is attacking. Then choose a creature to tap.)' adds nothing", () => {
    expect(fx("You may choose one of your opponent's creatures in the battle zone and tap it. (First choose what this creature is attacking. Then choose a creature to tap.)")).toEqual([
      { do: "tap", target: opp, optional: true },
    ]);
  });
});

describe("choose3: 'Your opponent puts it on the top or bottom of their deck', and an opponent's card destroyed", () => {
  const opp = { choose: { player: "opponent", zone: "battle", count: 1 } };
  it("its owner chooses top or bottom", () => {
    expect(fx("Choose one of your opponent's creatures. Your opponent puts it on the top or bottom of their deck.")).toEqual([{ do: "put-on-deck", target: opp, position: "top", positionChosenBy: "owner" }]);
    expect(fx("Choose one of your opponent's creatures. Your opponent chooses to put that creature on the top or bottom of their deck.")).toEqual([
      { do: "put-on-deck", target: opp, position: "top", positionChosenBy: "owner" },
    ]);
    // one of your own creatures: "your opponent puts it" would not be its owner
    expect(fx("Choose one of your creatures. Your opponent puts it on the top or bottom of their deck.")).toBeNull();
  });
  it("'choose one of your opponent's cards that costs 4 or less and destroy it': a battle-zone card (701.6a)", () => {
    expect(fx("Choose one of your opponent's cards that costs 4 or less and destroy it.")).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, cardDesignating: true, filter: { costAtMost: 4 } } } },
    ]);
    // "put it into its owner's graveyard" could be from another zone: not read
    expect(fx("Choose one of your opponent's cards that costs 3 or less and put it into its owner's graveyard.")).toBeNull();
  });
});

describe("choose3: more targets and 'shieldify it face up'", () => {
  it("'a non-Dragon and non-Phoenix creature in the battle zone': neither race", () => {
    expect(fx("Choose a non-Dragon and non-Phoenix creature in the battle zone and add it to its owner's shields face down.")).toEqual([
      { do: "shieldify", target: { choose: { player: "any", zone: "battle", count: 1, filter: { raceExcludes: ["Dragon", "Phoenix"] } } } },
    ]);
  });
  it("'one of your opponent's creatures or one of your opponent's tamaseeds'", () => {
    expect(fx("Choose one of your opponent's creatures or one of your opponent's tamaseeds and return it to its owner's hand.")).toEqual([
      { do: "return-to-hand", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } } },
    ]);
    // one player's creatures or the other's tamaseeds: not read
    expect(fx("Choose one of your creatures or one of your opponent's tamaseeds and return it to its owner's hand.")).toBeNull();
  });
  it("'that has more than 6000 power': power 6001 or more", () => {
    expect(fx("Choose one of your opponent's creatures in the battle zone that has more than 6000 power and return it to its owner's hand.")).toEqual([
      { do: "return-to-hand", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { powerAtLeast: 6001 } } } },
    ]);
  });
  it("'shieldify it face up'", () => {
    expect(fx("Choose one of your creatures and shieldify it face up.")).toEqual([{ do: "shieldify", target: { choose: { player: "you", zone: "battle", count: 1 } }, faceUp: true }]);
  });
});

describe("choose3: a chosen number in a deck look", () => {
  it("'Reveal the top card of your deck. If that card is a creature that costs the same as the chosen number you may put that creature into the battle zone for no cost'", () => {
    expect(fx("Choose a number. Reveal the top card of your deck. If that card is a creature that costs the same as the chosen number you may put that creature into the battle zone for no cost.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0" },
      { do: "look-at-top", player: "you", count: 1, choose: { count: 1, upTo: true, filter: { typeIncludes: "Creature", declared: { name: "declared-0", as: "cost" } }, to: "battle" }, rest: "stay" },
    ]);
  });
});

describe("choose3: the period said first", () => {
  it("'This turn, those creatures can't attack or block' reads as 'Those creatures can't attack or block this turn'", () => {
    const steps = fx("Choose any number of your opponent's creatures in the battle zone. This turn, those creatures can't attack or block.");
    expect(steps).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 99, upTo: true } }, remember: "chosen0" },
      { do: "grant", to: { remembered: "chosen0" }, cantAttack: "any", cantBlock: true, until: "end-of-turn", text: "This turn, those creatures can't attack or block" },
    ]);
  });
  it("not moved: a verb phrase with a period or condition of its own", () => {
    expect(fx("Choose one of your creatures. This turn, that creature can't be destroyed until the end of the turn.")).toBeNull();
  });
});

describe("choose3: slips in modes", () => {
  it("'Put the top of your deck into your mana zone': its top card", () => {
    expect(fx("Put the top of your deck into your mana zone.")).toEqual([{ do: "deck-to-zone", player: "you", count: 1, to: "mana" }]);
  });
  it("'… into your opponent's mana zone' for the opponent's creatures: their owner's", () => {
    expect(fx("Put all your opponent's creatures that have power 2000 or less into your opponent's mana zone.")).toEqual([
      { do: "put-into-mana", target: { all: { player: "opponent", zone: "battle", filter: { powerAtMost: 2000 } } } },
    ]);
  });
});

describe("choose3: 'chooses 2 cards in their hand and discards them'", () => {
  it("a discard of 2 cards their owner chooses, after the draw", () => {
    expect(fx("Your opponent draws a card, then chooses 2 cards in their hand and discards them.")).toEqual([
      { do: "draw", player: "opponent", count: 1 },
      { do: "discard", player: "opponent", count: 2, chooser: "discarder" },
    ]);
  });
});

describe("choose3: a count of the chosen civilization", () => {
  it("'Choose a civilization. Draw a card for each of your opponent's creatures in the battle zone that have the chosen civilization'", () => {
    expect(fx("Choose a civilization. Draw a card for each of your opponent's creatures in the battle zone that have the chosen civilization.")).toEqual([
      { do: "declare", what: "civilization", remember: "declared-0" },
      { do: "draw", player: "you", count: { each: { whose: "opponents", zone: "battle", filter: { typeIncludes: "Creature", declared: { name: "declared-0", as: "civilization" } } } } },
    ]);
  });
});

