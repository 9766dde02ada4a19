/**
 * lib/abilities/choose4.ts and choose4-templates.ts on real catalogue text: what each sentence compiles to, written from
 * the printed text, and near wordings that must stay not modelled.
 */
import { describe, expect, it } from "vitest";
import { compileCard, normalise, parseEffects } from "@/lib/abilities";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });
const card = (text: string, type = "Spell") => compileCard({ id: "x", name: "X", text, type, civilizations: ["fire"], races: [] } as never);
const full = (text: string, type = "Spell") => card(text, type).sentences.every((s) => s.status !== "not-modelled");

describe("choose4: the same name as the chosen creature", () => {
  it("Duet Spark: the choice, its name kept, then every creature with that name", () => {
    expect(fx("Choose one of your opponent's creatures in the battle zone. Tap all creatures that have the same name as that creature in the battle zone.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "handler", name: "name-of", args: { from: "chosen0", remember: "name-1" } },
      { do: "tap", target: { all: { player: "any", zone: "battle", filter: { declared: { name: "name-1", as: "name" } } } } },
    ]);
  });
  it("Stored Magic Spiral: 'that creature and all other creatures that have the same name' are all of them", () => {
    expect(fx("Choose a creature. Return that creature and all other creatures that have the same name from the battle zone to their owner's hand.")).toEqual([
      { do: "choose", target: { choose: { player: "any", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "handler", name: "name-of", args: { from: "chosen0", remember: "name-1" } },
      { do: "return-to-hand", target: { all: { player: "any", zone: "battle", filter: { declared: { name: "name-1", as: "name" } } } } },
    ]);
  });
  it("Tanzanyte: 'all creatures that have that name from your graveyard'", () => {
    expect(fx("Choose a creature in your graveyard. Return all creatures that have that name from your graveyard to your hand.")).toEqual([
      { do: "choose", target: { choose: { player: "you", zone: "graveyard", count: 1, filter: { typeIncludes: "Creature" } } }, remember: "chosen-name-0" },
      { do: "handler", name: "name-of", args: { from: "chosen-name-0", remember: "name-0" } },
      { do: "return-to-hand", target: { all: { player: "you", zone: "graveyard", filter: { typeIncludes: "Creature", declared: { name: "name-0", as: "name" } } } } },
    ]);
  });
  it("not read: 'all other creatures that have the same name' alone (the chosen one left out), or the same name as this creature", () => {
    expect(fx("Choose a creature. Return all other creatures that have the same name from the battle zone to their owner's hand.")).toBeNull();
    expect(fx("Choose a creature. Tap all creatures that have the same name as this creature in the battle zone.")).toBeNull();
  });
});

describe("choose4: wordings read as the grammar's", () => {
  it("modes: non-creature and multicolored cards destroyed from the battle zone; a card discarded at random", () => {
    expect(fx("Destroy one of your opponent's non-creature cards.")).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, cardDesignating: true, filter: { typeExcludes: "Creature" } } } },
    ]);
    expect(fx("Destroy one of your opponent's multicolored cards.")).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, cardDesignating: true, filter: { multicolored: true } } } },
    ]);
    expect(fx("Discard one of your opponent's cards at random.")).toEqual([{ do: "discard", player: "opponent", count: 1, chooser: "random" }]);
  });
  it("'Shieldify a card from your hand face up', 'Discard your hand and then draw the same number …'", () => {
    expect(fx("Shieldify a card from your hand face up.")).toEqual([{ do: "shieldify", target: { choose: { player: "you", zone: "hand", count: 1 } }, faceUp: true }]);
    expect(fx("Discard your hand and then draw the same number of cards that you discarded in this way.")).toEqual([
      { do: "discard", player: "you", count: "all", chooser: "discarder", remember: "moved0" },
      { do: "draw", player: "you", count: { counted: "moved0" } },
    ]);
  });
  it("'Destroy one of your opponent's creatures or tamaseeds that costs 2 or less'", () => {
    expect(fx("Destroy one of your opponent's creatures or tamaseeds that costs 2 or less.")).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"], costAtMost: 2 } } } },
    ]);
  });
  it("not read: near wordings", () => {
    expect(fx("Destroy one of your opponent's non-creature cards in their hand.")).toBeNull();
    expect(fx("Discard one of your cards at random.")).toBeNull();
    expect(fx("Shieldify a card from your graveyard face up and draw a card.")).toBeNull();
  });
});

describe("choose4: modal heads", () => {
  it("'Choose 2 of the following:' is 2 different modes", () => {
    const c = card("Choose 2 of the following:\n► Draw a card.\n► Tap all your opponent's creatures.\n► Destroy one of your opponent's creatures.");
    expect(c.sentences[0].status).toBe("modelled");
    expect(c.abilities.spell).toEqual([expect.objectContaining({ do: "choose-one", count: 2 })]);
    expect(c.abilities.spell[0]).not.toHaveProperty("repeat");
  });
  it("'Choose 2 of the following:' with only 2 modes is not read (it would be both)", () => {
    expect(full("Choose 2 of the following:\n► Draw a card.\n► Tap all your opponent's creatures.")).toBe(false);
  });
  it("'<steps>. Then choose one of the following:' (a spell)", () => {
    const c = card("Discard a card from your hand. Then choose one of the following:\n► Draw 2 cards.\n► Destroy one of your opponent's creatures.");
    expect(c.abilities.spell.map((s) => s.do)).toEqual(["discard", "choose-one"]);
  });
  it("not read: '… Then choose one of the following:' on a creature's line", () => {
    expect(full("Discard a card from your hand. Then choose one of the following:\n► Draw 2 cards.\n► Destroy one of your opponent's creatures.", "Creature")).toBe(false);
  });
  it("'or whenever the creature attacks': this creature's two triggers", () => {
    const c = card("When you put this creature into the battle zone, or whenever the creature attacks, choose one of the following:\n► Draw a card.\n► Tap all your opponent's creatures.", "Creature");
    expect(c.abilities.triggers.map((t) => t.on)).toEqual([
      { event: "put-into-battle", subject: "self" },
      { event: "attacks", subject: "self" },
    ]);
  });
});

describe("choose4: sentences about the chosen creature", () => {
  it("'until the end of your turn' after an attack is the end of this turn", () => {
    const c = card("Whenever this creature attacks, choose one of your opponent's creatures. That creature gets -1000 power for each darkness card in your graveyard until the end of your turn.", "Creature");
    expect(c.sentences[0].status).toBe("modelled");
    expect(JSON.stringify(c.abilities.triggers[0].effect)).toContain('"until":"end-of-turn"');
  });
  it("not read: 'until the end of your turn' after a trigger that can happen in the opponent's turn", () => {
    expect(full("Whenever this creature blocks, choose one of your opponent's creatures. That creature gets -1000 power for each darkness card in your graveyard until the end of your turn.", "Creature")).toBe(false);
  });
  it("'Your opponent can't untap that creature at the start of his next turn'", () => {
    const steps = fx("Choose one of your opponent's tapped creatures in the battle zone. Your opponent can't untap that creature at the start of his next turn.");
    expect(steps?.[steps.length - 1]).toEqual(expect.objectContaining({ do: "grant", doesntUntap: true, until: "opponents-next-untap" }));
  });
  it("Tap ability: 'That creature attacks next turn if able' is the opponent's next turn; not read elsewhere", () => {
    const c = card("Tap ability: Choose one of your opponent's creatures. That creature attacks next turn if able.", "Creature");
    expect(c.abilities.tapAbility?.[0]).toEqual(expect.objectContaining({ do: "grant", mustAttack: true, until: "start-of-your-next-turn" }));
    expect(full("At the start of your opponent's turn, choose one of your opponent's creatures. That creature attacks next turn if able.", "Creature")).toBe(false);
  });
  it("'Choose a race. At the end of this turn, untap all creatures of that race in the battle zone': the text kept as printed", () => {
    expect(fx("Choose a race. At the end of this turn, untap all creatures of that race in the battle zone.")).toEqual([
      { do: "declare", what: "race", remember: "declared-0" },
      { do: "at-end-of-turn", effect: [{ do: "untap", target: { all: { player: "any", zone: "battle", filter: { declared: { name: "declared-0", as: "race" } } } } }], text: "untap all creatures of that race in the battle zone" },
    ]);
  });
});

describe("choose4: choose what stays, the rest moves", () => {
  it("Onion Ring: each player keeps one creature; the rest go to the mana zone", () => {
    expect(fx("Choose one of your creatures and put the rest into your mana zone. Then your opponent chooses one of their creatures and puts the rest into their mana zone.")).toEqual([
      { do: "handler", name: "keep-rest", args: { who: "you", zone: "battle", keep: 1, remember: "rest-0" } },
      { do: "put-into-mana", target: { remembered: "rest-0" } },
      { do: "handler", name: "keep-rest", args: { who: "opponent", zone: "battle", keep: 1, remember: "rest-1" } },
      { do: "put-into-mana", target: { remembered: "rest-1" } },
    ]);
  });
  it("X Revolver Dragon: 3 mana cards kept, the rest to the graveyard", () => {
    expect(fx("Choose 3 cards from your mana zone and put the rest into your graveyard.")).toEqual([{ do: "handler", name: "keep-rest", args: { who: "you", zone: "mana", keep: 3, to: "graveyard" } }]);
  });
  it("not read: the rest put somewhere else, or another player's", () => {
    expect(fx("Choose one of your creatures and put the rest into your graveyard.")).toBeNull();
    expect(fx("Choose 3 cards from your mana zone and put the rest into your hand.")).toBeNull();
    expect(fx("Choose one of your opponent's creatures and put the rest into your mana zone.")).toBeNull();
  });
});

describe("choose4: more sentences of modes and choices", () => {
  it("Manhattan's Memory: the controller keeps one creature of each player; both rests go at once", () => {
    expect(fx("Choose one of your creatures and one of your opponent's creatures. Each player puts the rest of their creatures into their owner's mana zone.")).toEqual([
      { do: "handler", name: "keep-rest", args: { who: "you", zone: "battle", keep: 1, remember: "rest-0" } },
      { do: "handler", name: "keep-rest", args: { who: "opponent", chooser: "controller", zone: "battle", keep: 1, remember: "rest-0", append: true } },
      { do: "put-into-mana", target: { remembered: "rest-0" } },
    ]);
  });
  it("'Return 2 exile creatures from your graveyard to your hand'", () => {
    expect(fx("Return 2 exile creatures from your graveyard to your hand.")).toEqual([
      { do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 2, filter: { typeIncludes: "Exile" } } } },
    ]);
  });
  it("'Your opponent put it into their deck, shuffles it, then draws a card' after choosing an opponent's creature", () => {
    expect(fx("Choose one of your opponent's creatures. Your opponent put it into their deck, shuffles it, then draws a card.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "shuffle-into-deck", target: { remembered: "chosen0" } },
      { do: "draw", player: "opponent", count: 1 },
    ]);
  });
  it("'During your opponent's next turn, those creatures attack if able' after choosing the opponent's creatures only", () => {
    expect(fx("Choose up to 2 of your opponent's creatures. During your opponent's next turn, those creatures attack if able.")).toEqual([
      { do: "grant", to: { choose: { player: "opponent", zone: "battle", count: 2, upTo: true } }, mustAttack: true, until: "start-of-your-next-turn", text: "During your opponent's next turn, those creatures attack if able" },
    ]);
    expect(fx("Choose up to 2 of your creatures. During your opponent's next turn, those creatures attack if able.")).toBeNull();
  });
});

describe("choose4: slips", () => {
  it("'in their battle zone', 'that owners graveyard', ', and tap it' read as the grammar's wording", () => {
    expect(fx("Choose one of your opponent's non-creature cards in their battle zone and put it into its owner's mana zone.")).toEqual(fx("Choose one of your opponent's non-creature cards in the battle zone and put it into its owner's mana zone."));
    expect(fx("Choose a card in the battle zone that costs 5 or less and put it into that owners graveyard.")).toEqual(fx("Choose a card in the battle zone that costs 5 or less and put it into its owner's graveyard."));
    expect(fx('Choose one of your opponent\'s creatures in the battle zone that has "blocker", and tap it.')).toEqual([
      { do: "tap", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { keyword: "blocker" } } } },
    ]);
  });
  it("'Your opponent shuffles those creatures into their deck' only after the opponent's creatures were chosen", () => {
    expect(fx("Choose up to 2 of your opponent's creatures in the battle zone. Your opponent shuffles those creatures into their deck.")).toEqual([
      { do: "shuffle-into-deck", target: { choose: { player: "opponent", zone: "battle", count: 2, upTo: true } } },
    ]);
    expect(fx("Choose up to 2 creatures in the battle zone. Your opponent shuffles those creatures into their deck.")).toBeNull();
  });
});

describe("choose4: random discards, creatures or tamaseeds, a race from the hyperspatial zone", () => {
  it("'choose 2 cards at random from your opponent's hand. Your opponent discards them from their hand.'", () => {
    expect(fx("Choose 2 cards at random from your opponent's hand. Your opponent discards them from their hand.")).toEqual([{ do: "discard", player: "opponent", count: 2, chooser: "random" }]);
  });
  it("a creature or a tamaseed that costs 4 or less into its owner's mana zone (the same cost only)", () => {
    expect(fx("Choose a creature that costs 4 or less or a tamaseed that costs 4 or less and put it into it's owner's mana zone.")).toEqual([
      { do: "put-into-mana", target: { choose: { player: "any", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"], costAtMost: 4 } } } },
    ]);
    expect(fx("Choose a creature that costs 4 or less or a tamaseed that costs 3 or less and put it into its owner's mana zone.")).toBeNull();
  });
  it("'Put up to 2 Fire Bird psychic creatures that cost 3 or less from your hyperspatial zone'", () => {
    expect(fx("Put up to 2 Fire Bird psychic creatures that cost 3 or less from your hyperspatial zone.")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "hyperspatial", count: 2, upTo: true, filter: { costAtMost: 3, raceIncludes: ["Fire Bird"], typeIncludes: "Psychic", typeIncludesAny: ["Creature"] } } } },
    ]);
  });
});

describe("choose4: non-exile creatures", () => {
  it("'choose 2 of your non-exile creatures in the battle zone and put them into your mana zone'", () => {
    expect(fx("Choose 2 of your non-exile creatures in the battle zone and put them into your mana zone.")).toEqual([
      { do: "put-into-mana", target: { choose: { player: "you", zone: "battle", count: 2, filter: { typeExcludes: "Exile" } } } },
    ]);
    expect(fx("Choose 2 of your non-exile non-evolution creatures in the battle zone and put them into your mana zone.")).toBeNull();
  });
});

describe("choose4: 'If it's a X, …' / 'If it has X, …' about the one chosen card", () => {
  it("Super Phantom Lion's Flame: a creature destroyed; otherwise (a card chosen, not a creature) put into the graveyard", () => {
    expect(fx("Choose one of your opponent's cards in the battle zone that costs 4 or less. If it's a creature, destroy it. Otherwise, put it into its owner's graveyard.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1, cardDesignating: true, filter: { costAtMost: 4 } } }, remember: "chosen0" },
      { do: "if-count", count: { counted: "chosen0" }, filter: { typeIncludes: "Creature" }, atLeast: 1, then: [{ do: "destroy", target: { remembered: "chosen0" } }] },
      { do: "if-count", count: { counted: "chosen0" }, atLeast: 1, then: [{ do: "if-count", count: { counted: "chosen0" }, filter: { typeIncludes: "Creature" }, atMost: 0, then: [{ do: "to-graveyard", target: { remembered: "chosen0" } }] }] },
    ]);
  });
  it("Katsuemon's mode: tapped, then destroyed if it has \"blocker\"", () => {
    expect(fx('Choose one of your opponent\'s creatures and tap it. If it has "blocker", destroy it')).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "tap", target: { remembered: "chosen0" } },
      { do: "if-count", count: { counted: "chosen0" }, filter: { keyword: "blocker" }, atLeast: 1, then: [{ do: "destroy", target: { remembered: "chosen0" } }] },
    ]);
  });
  it("the whole cards are fully modelled", () => {
    expect(full("Choose one of your opponent's cards in the battle zone that costs 4 or less. If it's a creature, destroy it. Otherwise, put it into its owner's graveyard.")).toBe(true);
  });
  it("not read: 'it' after a choice of up to 2, a graveyard choice, an unread noun", () => {
    expect(fx('Choose up to 2 of your opponent\'s creatures. If it has "blocker", destroy it.')).toBeNull();
    expect(fx("Choose a creature in your graveyard. If it's a Dragon, put it into the battle zone.")).toBeNull();
    expect(fx("Choose one of your opponent's creatures. If it's in the battle zone, destroy it.")).toBeNull();
    expect(fx('Choose one of your opponent\'s creatures. If it has not "blocker", destroy it.')).toBeNull();
  });
});

describe("choose4: 'Choose 2 creatures, they battle'; 'put it into its owner's hand, mana zone, or graveyard'", () => {
  it("Gosen! Bakusen!! Showdown!!!: the two creatures chosen battle", () => {
    expect(fx("Choose 2 creatures, they battle.")).toEqual([
      { do: "choose", target: { choose: { player: "any", zone: "battle", count: 2 } }, remember: "chosen0" },
      { do: "battle", a: { remembered: "chosen0" }, b: { remembered: "chosen0" } },
    ]);
    expect(fx("Choose 3 creatures, they battle.")).toBeNull();
  });
  it("Alive Aether Alternation: the creature chosen, then where it goes (three modes)", () => {
    const it = { remembered: "chosen-where-0" };
    expect(fx("Choose one of your opponent's creatures and put it into its owner's hand, mana zone, or graveyard.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen-where-0" },
      {
        do: "choose-one",
        modes: [
          { id: "hand", text: "Return it to its owner's hand", steps: [{ do: "return-to-hand", target: it }] },
          { id: "mana", text: "Put it into its owner's mana zone", steps: [{ do: "put-into-mana", target: it }] },
          { id: "graveyard", text: "Put it into its owner's graveyard", steps: [{ do: "to-graveyard", target: it }] },
        ],
      },
    ]);
    expect(fx("Choose up to 2 of your opponent's creatures and put it into its owner's hand, mana zone, or graveyard.")).toBeNull();
    expect(fx("Choose one of your opponent's creatures and put it into its owner's hand, mana zone, or shield zone.")).toBeNull();
  });
});

describe("choose4: 'Put a card in your opponent's hand into their mana zone at random'", () => {
  it("Kijima Giant: the random-hand-to-mana handler; the slip 'it owner's'", () => {
    expect(fx("Put a card in your opponent's hand into their mana zone at random.")).toEqual([{ do: "handler", name: "random-hand-to-mana", args: { who: "opponent", count: 1 } }]);
    expect(fx("Choose one of your opponent's non-evolution creatures in the battle zone that costs 4 or less and put it into it owner's mana zone.")).toEqual([
      { do: "put-into-mana", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { costAtMost: 4, typeExcludes: "Evolution" } } } },
    ]);
  });
  it("not read: 2 cards, your own hand, another zone", () => {
    expect(fx("Put 2 cards in your opponent's hand into their mana zone at random.")).toBeNull();
    expect(fx("Put a card in your hand into your mana zone at random.")).toBeNull();
    expect(fx("Put a card in your opponent's hand into their graveyard at random.")).toBeNull();
  });
});

describe("choose4: 'Your opponent shuffles it into their deck and you shuffle this creature into your deck'", () => {
  it("MacGuffin: the chosen creature, then this creature, then each player draws", () => {
    expect(fx("Choose one of your opponent's creatures. Your opponent shuffles it into their deck and you shuffle this creature into your deck. Then each player draws a card.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "shuffle-into-deck", target: { remembered: "chosen0" } },
      { do: "shuffle-into-deck", target: { self: true } },
      { do: "handler", name: "each-player-draw", args: { count: 1 } },
    ]);
  });
  it("not read without a chosen creature, or into the other player's deck", () => {
    expect(fx("Your opponent shuffles it into their deck and you shuffle this creature into your deck.")).toBeNull();
    expect(fx("Choose one of your opponent's creatures. Your opponent shuffles it into your deck and you shuffle this creature into your deck.")).toBeNull();
  });
});

describe("choose4: the chosen card's owner draws", () => {
  it("Carol's Flying Live: shuffled into its owner's deck, then that player may draw 2", () => {
    expect(fx("Choose a creature in the battle zone. That creature gets shuffled into its owner's deck. Then that player may draw 2 cards.")).toEqual([
      { do: "choose", target: { choose: { player: "any", zone: "battle", count: 1 } }, remember: "chosen0" },
      { do: "shuffle-into-deck", target: { remembered: "chosen0" } },
      { do: "handler", name: "owner-draws", args: { from: "chosen0", count: 2, may: true } },
    ]);
  });
  it("Corile's Vision: a creature or tamaseed to the bottom of its owner's deck, then its owner draws", () => {
    expect(fx("Choose a creature or tamaseed. Its owner puts it on the bottom of their deck and draws a card.")).toEqual([
      { do: "choose", target: { choose: { player: "any", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } }, remember: "chosen-owner-0" },
      { do: "put-on-deck", target: { remembered: "chosen-owner-0" }, position: "bottom" },
      { do: "handler", name: "owner-draws", args: { from: "chosen-owner-0", count: 1 } },
    ]);
  });
  it("not read: 'that player' with no card chosen, 'draws up to'", () => {
    expect(fx("That creature gets shuffled into its owner's deck. Then that player may draw 2 cards.")).toBeNull();
    expect(fx("Choose a creature or tamaseed. Its owner puts it on the bottom of their deck and draws up to 2 cards.")).toBeNull();
  });
});

describe("choose4: 'draw cards equal to that creature's cost'", () => {
  it("Great Link Technology: the creature chosen, then the draw-cost-of handler", () => {
    expect(fx("Choose a creature in the battle zone, and draw cards equal to that creature's cost.")).toEqual([
      { do: "choose", target: { choose: { player: "any", zone: "battle", count: 1 } }, remember: "chosen-cost-0" },
      { do: "handler", name: "draw-cost-of", args: { from: "chosen-cost-0" } },
    ]);
  });
  it("not read: several creatures, or their power", () => {
    expect(fx("Choose up to 2 creatures in the battle zone, and draw cards equal to that creature's cost.")).toBeNull();
    expect(fx("Choose a creature in the battle zone, and draw cards equal to that creature's power.")).toBeNull();
  });
});

describe("choose4: 'Your opponent puts that card into their mana zone or into its owner's hand'", () => {
  it("Wave's Legend: the opponent chooses where the chosen card goes (chooses-zone)", () => {
    expect(fx("Choose one of your opponent's cards in the battle zone. Your opponent puts that card into their mana zone or into its owner's hand.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1, cardDesignating: true } }, remember: "chosen0" },
      { do: "handler", name: "chooses-zone", args: { from: "chosen0", who: "opponent", zones: "mana|hand", topOnly: true } },
    ]);
  });
  it("not read: after a choice of up to 2, or of your own card", () => {
    expect(fx("Choose up to 2 of your opponent's cards in the battle zone. Your opponent puts that card into their mana zone or into its owner's hand.")).toBeNull();
    expect(fx("Choose one of your cards in the battle zone. Your opponent puts that card into their mana zone or into its owner's hand.")).toBeNull();
  });
});
