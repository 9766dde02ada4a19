/**
 * lib/abilities/moves3.ts on real catalogue text: the wordings it reads, and shapes that must stay unread. Expectations
 * are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });
const hyper = (filter: object) => ({ choose: { player: "you", zone: "hyperspatial", count: 1, filter } });

describe("moves3: draghearts put from the hyperspatial zone", () => {
  it("'put a dragheart that costs 2 or less … (If it's a weapon, equip it to this creature.)': one put, weapons equipped to this creature", () => {
    expect(fx("put a dragheart that costs 2 or less from your hyperspatial zone into the battle zone. (If it's a weapon, equip it to this creature.)")).toEqual([
      { do: "put-into-battle", target: hyper({ costAtMost: 2, typeIncludes: "Dragheart" }), equipTo: { self: true } },
    ]);
  });
  it("'a light dragheart that costs 4 or less or a dragheart that costs 2 or less': one card, either alternative", () => {
    expect(fx("put a light dragheart that costs 4 or less or a dragheart that costs 2 or less from your hyperspatial zone into the battle zone. (If it's a weapon, equip it to this creature.)")).toEqual([
      {
        do: "put-into-battle",
        target: hyper({ anyOf: [{ civilization: "light", costAtMost: 4, typeIncludes: "Dragheart" }, { costAtMost: 2, typeIncludes: "Dragheart" }] }),
        equipTo: { self: true },
      },
    ]);
  });
  it("'a dragheart weapon … that has the same civilization as a card in your mana zone … (Equip it to this creature.)'", () => {
    expect(fx("put a dragheart weapon that costs 3 or less that has the same civilization as a card in your mana zone from your hyperspatial zone into the battle zone. (Equip it to this creature.)")).toEqual([
      { do: "put-into-battle", target: hyper({ costAtMost: 3, typeIncludes: "Dragheart Weapon", civilizationInZone: "mana" }), equipTo: { self: true } },
    ]);
  });
  it("the printed typos 'adragheart', 'that that', and no space before the parenthesis", () => {
    expect(fx("put adragheart that costs 3 or less from your hyperspatial zone into the battle zone. (If it's a weapon, equip it to this creature.)")).toEqual([
      { do: "put-into-battle", target: hyper({ costAtMost: 3, typeIncludes: "Dragheart" }), equipTo: { self: true } },
    ]);
    expect(fx("put a Dragheart Weapon that that has the same civilization as a card in your mana zone that costs 4 or less from your hyperspatial zone. (Equip it to this creature.)")).toEqual([
      { do: "put-into-battle", target: hyper({ costAtMost: 4, typeIncludes: "Dragheart Weapon", civilizationInZone: "mana" }), equipTo: { self: true } },
    ]);
    expect(fx("put a dragheart that costs 3 or less from your hyperspatial zone into the battle zone.(If it's a weapon, equip it to this creature)")).toEqual([
      { do: "put-into-battle", target: hyper({ costAtMost: 3, typeIncludes: "Dragheart" }), equipTo: { self: true } },
    ]);
  });
  it("'you may put …': optional", () => {
    expect(fx("you may put a dragheart weapon that costs 4 or less that has the same civilization as a card in your mana zone from your hyperspatial zone. (Equip it to this creature.)")).toEqual([
      { do: "put-into-battle", target: hyper({ costAtMost: 4, typeIncludes: "Dragheart Weapon", civilizationInZone: "mana" }), equipTo: { self: true }, optional: true },
    ]);
  });
  it("'(Equip it to this creature.)' after a noun that is not only weapons is not read", () => {
    expect(fx("put a fire dragheart that costs 4 or less from your hyperspatial zone. (Equip it to this creature.)")).toBeNull();
  });
  it("'(If it's a weapon, equip it to one of your creatures.)' is not read", () => {
    expect(fx("Put a dragheart that costs 5 or less from your hyperspatial zone. (If it's a weapon, equip it to one of your creatures.)")).toBeNull();
  });
  it("the 'or' form without the equip reminder stays unread (a weapon put so would be alone)", () => {
    expect(fx("put a nature dragheart that costs 4 or less or a dragheart that costs 2 or less from your hyperspatial zone into the battle zone")).toBeNull();
  });
});

describe("moves3: this card from its graveyard, in a trigger of its own", () => {
  const self = (text: string) => parseEffects(normalise(text), { it: { self: true }, notes: [] });
  it("'put it into the battle zone from your graveyard at the end of your turn': a delayed put, this turn being yours", () => {
    expect(self("put it into the battle zone from your graveyard at the end of your turn")).toEqual([
      {
        do: "if",
        conditions: [{ kind: "turn", whose: "yours" }],
        then: [{ do: "at-end-of-turn", text: "put this card from your graveyard into the battle zone", effect: [{ do: "put-into-battle", target: { self: true } }], ifSourceIn: "graveyard" }],
      },
    ]);
  });
  it("'put it from your graveyard at the end of the turn': the end of this turn", () => {
    expect(self("put it from your graveyard at the end of the turn")).toEqual([
      { do: "at-end-of-turn", text: "put this card from your graveyard into the battle zone", effect: [{ do: "put-into-battle", target: { self: true } }], ifSourceIn: "graveyard" },
    ]);
  });
  it("'return it from your graveyard to your hand': only while it is in the graveyard", () => {
    expect(self("return it from your graveyard to your hand")).toEqual([{ do: "if", conditions: [{ kind: "source-in", zone: "graveyard" }], then: [{ do: "return-to-hand", target: { self: true } }] }]);
  });
  it("'it' that is not this card, and 'this creature from your graveyard' (abilities working in the graveyard), are not read", () => {
    expect(parseEffects("return it from your graveyard to your hand", { it: { eventCard: true }, notes: [] })).toBeNull();
    expect(self("you may return this creature from your graveyard to your hand")).toBeNull();
  });
});

describe("moves3: 'Then draw that many cards' after a step that moves cards", () => {
  it("'Discard any number of cards from your hand. Then draw that many cards.': the discard remembers, the draw counts", () => {
    expect(fx("Discard any number of cards from your hand. Then draw that many cards.")).toEqual([
      { do: "discard", player: "you", count: 99, chooser: "discarder", upTo: true, remember: "moved0" },
      { do: "draw", player: "you", count: { counted: "moved0" } },
    ]);
  });
  it("'Discard your hand, then draw the same number of cards.' (one sentence)", () => {
    expect(fx("Discard your hand, then draw the same number of cards.")).toEqual([
      { do: "discard", player: "you", count: "all", chooser: "discarder", remember: "moved0" },
      { do: "draw", player: "you", count: { counted: "moved0" } },
    ]);
  });
  it("'… If you do, draw the same number of cards.': the draw only if cards were put", () => {
    expect(fx("You may put all cards in your hand on the bottom of your deck in any order. If you do, draw the same number of cards.")).toEqual([
      { do: "put-on-deck", target: { all: { player: "you", zone: "hand" } }, position: "bottom", optional: true, remember: "moved0", ifYouDo: [{ do: "draw", player: "you", count: { counted: "moved0" } }] },
    ]);
  });
  it("after a step that moves nothing ('tap'), 'that many' is not read", () => {
    expect(fx("Tap all your opponent's creatures. Then draw that many cards.")).toBeNull();
  });
});

describe("moves3: 'draw a card for each …' the grammar does not read", () => {
  it("'of your opponent's (tapped) creatures (in the battle zone)'", () => {
    expect(fx("Draw a card for each of your opponent's creatures in the battle zone.")).toEqual([{ do: "draw", player: "you", count: { each: { whose: "opponents", zone: "battle", filter: { typeIncludes: "Creature" } } } }]);
    expect(fx("draw a card for each of your opponent's tapped creatures")).toEqual([
      { do: "draw", player: "you", count: { each: { whose: "opponents", zone: "battle", filter: { tapped: true, typeIncludes: "Creature" } } } },
    ]);
  });
  it("'you may … for each other tapped creature you have in the battle zone': the source not counted, each draw optional", () => {
    expect(fx("you may draw a card for each other tapped creature you have in the battle zone")).toEqual([
      { do: "draw", player: "you", count: { each: { whose: "yours", zone: "battle", filter: { tapped: true, typeIncludes: "Creature" }, excludeSource: true } }, upTo: true },
    ]);
  });
  it("'for each civilization in your mana zone': the civilizations counted", () => {
    expect(fx("Draw a card for each civilization in your mana zone.")).toEqual([{ do: "draw", player: "you", count: { each: { whose: "yours", zone: "mana", civilizations: true } } }]);
  });
  it("'Then you may draw a card for each creature destroyed': the destruction remembers", () => {
    expect(fx("Destroy all creatures that have power 3000 or less. Then you may draw a card for each creature destroyed.")).toEqual([
      { do: "destroy", target: { all: { player: "any", zone: "battle", filter: { powerAtMost: 3000 } } }, remember: "moved0" },
      { do: "draw", player: "you", count: { counted: "moved0" }, upTo: true },
    ]);
  });
  it("'for each race you have in the battle zone' is not read", () => {
    expect(fx("you may draw a card for each race you have in the battle zone other than Mystery Totem")).toBeNull();
  });
});

describe("moves3: psychic creatures put from the hyperspatial zone", () => {
  const psy = (f: object) => ({ ...f, typeIncludes: "Psychic", typeIncludesAny: ["Creature"] });
  it("'you may put a light Hunter psychic creature that costs 6 or less … into the battle zone'", () => {
    expect(fx("you may put a light Hunter psychic creature that costs 6 or less from your hyperspatial zone into the battle zone")).toEqual([
      { do: "put-into-battle", target: hyper(psy({ costAtMost: 6, civilization: "light", raceIncludes: ["Hunter"] })), optional: true, remember: "put0" },
    ]);
  });
  it("'Put a psychic creature that costs 2 or less or a fire or nature psychic creature that costs 4 or less from your hyperspatial zone.'", () => {
    expect(fx("Put a psychic creature that costs 2 or less or a fire or nature psychic creature that costs 4 or less from your hyperspatial zone.")).toEqual([
      { do: "put-into-battle", target: hyper({ anyOf: [psy({ costAtMost: 2 }), psy({ costAtMost: 4, civilizationsAny: ["fire", "nature"] })] }) },
    ]);
  });
  it("'up to 2 … psychic creatures' (read since choose4: Come On Pippi's mode)", () => {
    expect(fx("Put up to 2 Fire Bird psychic creatures that cost 3 or less from your hyperspatial zone.")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "hyperspatial", count: 2, upTo: true, filter: { costAtMost: 3, raceIncludes: ["Fire Bird"], typeIncludes: "Psychic", typeIncludesAny: ["Creature"] } } } },
    ]);
  });
});

describe("moves3: the whole hand into the mana zone", () => {
  it("'you may put your hand into your mana zone. If you do, draw 3 cards.'", () => {
    expect(fx("you may put your hand into your mana zone. If you do, draw 3 cards.")).toEqual([
      { do: "put-into-mana", target: { all: { player: "you", zone: "hand" } }, optional: true, ifYouDo: [{ do: "draw", player: "you", count: 3 }] },
    ]);
  });
  it("'put all the cards from your hand into your mana zone. Then put that many cards from your mana zone into your hand.'", () => {
    expect(fx("put all the cards from your hand into your mana zone. Then put that many cards from your mana zone into your hand.")).toEqual([
      { do: "put-into-mana", target: { all: { player: "you", zone: "hand" } }, remember: "moved0" },
      { do: "put-into-hand", target: { choose: { player: "you", zone: "mana", count: { counted: "moved0" } } } },
    ]);
  });
});

describe("moves3: casting a spell for no cost", () => {
  it("'you may cast a spell that costs 4 or less from your hand for no cost'", () => {
    expect(fx("you may cast a spell that costs 4 or less from your hand for no cost")).toEqual([{ do: "cast-spell", from: ["hand"], filter: { costAtMost: 4 }, optional: true }]);
  });
  it("'you may cast a light or fire spell in your hand for no cost', '… from your hand or graveyard …'", () => {
    expect(fx("you may cast a light or fire spell in your hand for no cost")).toEqual([{ do: "cast-spell", from: ["hand"], filter: { civilizationsAny: ["light", "fire"] }, optional: true }]);
    expect(fx("you may cast a spell that costs 5 or less from your hand or graveyard for no cost")).toEqual([{ do: "cast-spell", from: ["hand", "graveyard"], filter: { costAtMost: 5 }, optional: true }]);
  });
  it("'draw a card, then you may cast …'", () => {
    expect(fx("draw a card, then you may cast a spell that costs 3 or less from your hand for no cost")).toEqual([
      { do: "draw", player: "you", count: 1 },
      { do: "cast-spell", from: ["hand"], filter: { costAtMost: 3 }, optional: true },
    ]);
  });
  it("a later sentence naming the spell cast ('Then put it on the bottom of your deck') is not read", () => {
    expect(fx("you may cast a colorless spell that costs 7 or less from your graveyard for no cost. Then put it on the bottom of your deck.")).toBeNull();
  });
  it("a spell named by an ability it has is not read", () => {
    expect(fx('you may cast a spell that has "shield trigger" from your hand for no cost')).toBeNull();
  });
});

describe("moves3: a card chosen from two zones", () => {
  it("'you may return a card from your mana zone or graveyard to your hand'", () => {
    expect(fx("you may return a card from your mana zone or graveyard to your hand")).toEqual([
      { do: "return-to-hand", target: { choose: { player: "you", zone: "mana", count: 1, alsoZones: ["graveyard"] } }, optional: true },
    ]);
  });
  it("'put a non-evolution creature that costs 5 or less from your hand or mana zone' ('put' alone: a creature into the battle zone)", () => {
    expect(fx("you may put a non-evolution creature that costs 5 or less from your hand or mana zone")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter: { costAtMost: 5, typeExcludes: "Evolution", typeIncludes: "Creature" }, alsoZones: ["mana"] } }, optional: true },
    ]);
  });
  it("'put a card from your hand or graveyard' (not a creature, no zone said) is not read", () => {
    expect(fx("put a card from your hand or graveyard")).toBeNull();
  });
});

describe("moves3: 'all … from your graveyard / mana zone'", () => {
  it("'return all Funky Knightmare from your graveyard to your hand', 'put all your Wild Veggies from your graveyard into your mana zone'", () => {
    expect(fx("return all Funky Knightmare from your graveyard to your hand")).toEqual([
      { do: "return-to-hand", target: { all: { player: "you", zone: "graveyard", filter: { raceIncludes: ["Funky Knightmare"] } } } },
    ]);
    expect(fx("put all your Wild Veggies from your graveyard into your mana zone")).toEqual([
      { do: "put-into-mana", target: { all: { player: "you", zone: "graveyard", filter: { raceIncludes: ["Wild Veggies"] } } } },
    ]);
  });
  it("'return all the cards from your mana zone to your hand'", () => {
    expect(fx("return all the cards from your mana zone to your hand")).toEqual([{ do: "return-to-hand", target: { all: { player: "you", zone: "mana" } } }]);
  });
});

describe("moves3: 'draw cards equal to the number of …'", () => {
  it("'draw cards equal to the number of cards in your mana zone'", () => {
    expect(fx("draw cards equal to the number of cards in your mana zone")).toEqual([{ do: "draw", player: "you", count: { each: { whose: "yours", zone: "mana" } } }]);
  });
  it("'… the number of cards you discarded this turn' is not read", () => {
    expect(fx("you may draw cards equal to the number of cards you discarded this turn")).toBeNull();
  });
});

describe("moves3: 'a X or a Y from your …'", () => {
  it("'you may return a Guardian or a spell from your graveyard to your hand': one card, either alternative", () => {
    expect(fx("you may return a Guardian or a spell from your graveyard to your hand")).toEqual([
      { do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 1, filter: { anyOf: [{ raceIncludes: ["Guardian"] }, { typeIncludes: "Spell" }] } } }, optional: true },
    ]);
  });
  it("an aura put into the battle zone is not read (it would have to be attached, 310)", () => {
    expect(fx("you may put an aura that costs 5 or less or a non-evolution creature that costs 5 or less from your graveyard into the battle zone")).toBeNull();
  });
});

