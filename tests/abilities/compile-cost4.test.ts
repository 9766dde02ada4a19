/**
 * The cost4 readers (lib/abilities/cost4*.ts) on real catalogue text: changes of cost read into the `cost` static (the
 * engine records it, pays no mana cost), and near wordings that must stay not modelled. Expectations are written from
 * the printed text.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

const costOf = (id: string) => compiled(id).abilities.statics.filter((s) => s.kind === "cost");

describe("cost4: the cost static", () => {
  it("this creature's own summon cost, reduced (per card, a floor, a condition, 'you may')", () => {
    expect(costOf("panda-boleyn-wild-beast")).toEqual([
      { kind: "cost", of: "self", uses: ["summon"], less: 1, perCard: { whose: "yours", zone: "mana", filter: { typeIncludes: "Spell" } }, floor: 1, optional: true, text: expect.any(String) },
    ]);
    // "It can't cost 0 or less": it costs at least 1
    expect(costOf("panda-boleyn-explosive-beast-magic-shot-pandaful-life")[0]).toMatchObject({ floor: 1, less: 1, optional: true });
    expect(costOf("voiron")).toEqual([
      { kind: "cost", of: "self", uses: ["summon"], less: 3, text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "graveyard", atLeast: 2 }] },
    ]);
    expect(costOf("kakanroku-dragon-armored")).toEqual([
      {
        kind: "cost",
        of: "self",
        uses: ["summon"],
        less: 2,
        perCard: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", powerAtLeast: 12000 } },
        floor: 1,
        optional: true,
        text: expect.any(String),
      },
    ]);
    expect(sentenceOf("voiron", "If you have 2 or more cards").note).toMatch(/records this change of cost but does not act on it/);
  });
  it("other cards' costs: spells of a civilization, cross gears, Dragons", () => {
    expect(costOf("rouberhine-white-horn-emperor-s-will")).toEqual([
      { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Spell", civilization: "light" } }, uses: ["cast"], less: 1, floor: 1, optional: true, text: expect.any(String) },
    ]);
    expect(costOf("lp-ekspelion-dragment-symbol")).toEqual([
      {
        kind: "cost",
        of: { whose: "yours", filter: { typeIncludes: "Spell", civilization: "water" } },
        uses: ["cast"],
        less: 1,
        perCard: { whose: "yours", zone: "battle", filter: { raceIncludes: ["Liquid People"], typeIncludes: "Creature" } },
        floor: 1,
        optional: true,
        text: expect.any(String),
      },
    ]);
    expect(costOf("sharion-hunter-of-the-west-wind")).toEqual([
      { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Cross Gear" } }, uses: ["generate", "cross"], less: 1, floor: 1, text: expect.any(String) },
    ]);
    expect(costOf("gravity-dragon")).toEqual([
      { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Cross Gear" } }, uses: ["cross"], less: 1, floor: 1, crossOnto: "self", text: expect.any(String) },
    ]);
    expect(costOf("cocco-lupia")).toEqual([
      { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Creature", raceIncludes: ["Dragon"] } }, uses: ["summon"], less: 2, floor: 2, text: expect.any(String) },
    ]);
  });
  it("another mana cost to pay: 'you may pay CIV N: to summon this creature', 'to cross this cross gear'", () => {
    expect(costOf("shelf-garchelf")).toEqual([
      { kind: "cost", of: "self", uses: ["summon"], alternative: { civilizations: ["darkness"], amount: 2 }, optional: true, text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "graveyard", atLeast: 5 }] },
    ]);
    expect(costOf("foun-tain-abyssal-wrath")[0].conditions).toEqual([{ kind: "zone-count", whose: "yours", zone: "graveyard", filter: { typeIncludes: "Creature" }, atLeast: 6 }]);
    expect(costOf("hyurockin")[0]).toMatchObject({ alternative: { civilizations: ["water"], amount: 1 }, conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { tapped: true, typeIncludes: "Creature" }, atLeast: 1 }] });
    expect(costOf("galaxy-bow-another")).toEqual([{ kind: "cost", of: "self", uses: ["cross"], alternative: { civilizations: ["fire"], amount: 1 }, optional: true, text: expect.any(String) }]);
  });
  it("near wordings stay not modelled", () => {
    const status = (type: string, text: string) => compileCard({ type, text }).sentences[0].status;
    // something else comes with the reduction
    expect(status("Creature", "You may reduce this creature's summon cost by 2. If you do, destroy this creature at the end of the turn.")).toBe("not-modelled");
    // a floor that is no floor
    expect(status("Creature", "You may reduce the summoning cost of this creature by 1 for each spell in your mana zone. It can't attack.")).toBe("not-modelled");
    // a spell is not summoned
    expect(status("Spell", "If you have 5 or more cards in your graveyard, you may pay Darkness 2: to summon this creature.")).toBe("not-modelled");
    // a condition the grammar does not read
    expect(status("Creature", "If the moon is full, you may pay Darkness 2: to summon this creature.")).toBe("not-modelled");
    // Double Sympathy whose label and reminder count different creatures
    expect(status("Creature", "Double Sympathy: Creatures that have power 12000 or more (When you summon this creature, you may pay 2 less for each of your creatures in the battle zone that have power 9000 or more. It can't cost 0 or less.)")).toBe("not-modelled");
  });

  it("while you are summoning this creature, you may X. If you do, it costs N less: the step to do, in `pay`", () => {
    expect(costOf("assistance-coppi-and-machine")).toEqual([
      { kind: "cost", of: "self", uses: ["summon"], less: 2, optional: true, pay: [{ do: "discard", player: "you", count: 1, chooser: "discarder" }], text: expect.any(String) },
    ]);
    expect(costOf("dogongiyos-misfortune-demon-02")[0].pay).toEqual([{ do: "discard", player: "you", count: 2, chooser: "discarder" }]);
    // a creature that can be tapped: an untapped one
    expect(costOf("assistance-alde-and-powercchi")[0].pay).toEqual([{ do: "tap", target: { choose: { player: "you", zone: "battle", count: 1, filter: { tapped: false } } } }]);
    expect(costOf("assistance-mogiringo-and-kankuro")[0].pay).toEqual([{ do: "return-to-hand", target: { choose: { player: "you", zone: "battle", count: 1 } } }]);
    expect(costOf("assistance-cinerara-vs-train")[0].pay).toEqual([{ do: "put-into-mana", target: { choose: { player: "you", zone: "battle", count: 1, elements: true } } }]);
    expect(costOf("assistance-noratep-vs-mimosastar")[0].pay).toEqual([{ do: "to-graveyard", target: { choose: { player: "you", zone: "shields", count: 1 } } }]);
    expect(costOf("aines-gazelle-dashing-wind-elemental")).toEqual([
      { kind: "cost", of: "self", uses: ["summon"], less: 2, upTo: true, floor: 1, optional: true, pay: [{ do: "handler", name: "reveal-from-hand", args: { costAtLeast: 7 } }], text: expect.any(String) },
    ]);
    expect(costOf("chan-g-eureka")[0]).toMatchObject({ less: 2, floor: 1, pay: [{ do: "handler", name: "reveal-from-hand", args: { typeIncludes: "Evolution", creature: true } }] });
    // the ability-mark "■" before the sentence
    expect(costOf("panchou-beast-army")[0]).toMatchObject({ less: 2, floor: 1 });
  });
  it("while-summoning wordings left unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    // something more than the reduction follows
    expect(status("While you are summoning this creature, you may add one of your shields to your hand. If you do, this creature costs 3 less to summon. You can't use the \"shield trigger\" ability of that shield.")).toBe("not-modelled");
    // a reduction per card done
    expect(status("While you are summoning this creature, you may reveal any number of cards that cost 9 in your hand. For each card you reveal, this creature costs 1 less to summon. It can't cost 0 or less.")).toBe("not-modelled");
    // something else than a reduction after "if you do"
    expect(status("While you are summoning this creature, you may reduce the cost by 2. If you do, your opponent may put the top card of their deck into their shields face down.")).toBe("not-modelled");
    // a step the engine does not do with the card pending
    expect(status("While you are summoning this creature, you may destroy one of your creatures. If you do, this creature costs 4 less to summon.")).toBe("not-modelled");
  });
  it("the next use's reduction in a triggered ability: the cost-next handler step, with its floor", () => {
    const effect = (id: string) => compiled(id).abilities.triggers.flatMap((t) => t.effect);
    expect(effect("don-kinoff-mystic-light-doll")).toEqual([{ do: "handler", name: "cost-next", args: { what: "spell", use: "cast", less: 3, upTo: true, may: true, floor: 1 } }]);
    expect(effect("dachicco-churis")).toEqual([{ do: "handler", name: "cost-next", args: { what: "creature", race: "Beat Jockey", use: "summon", less: 3, upTo: true, may: true, floor: 1 } }]);
    expect(effect("bleach-music-love-band")).toContainEqual({ do: "handler", name: "cost-next", args: { what: "spell", use: "cast", less: 3, upTo: true, floor: 1 } });
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    // no floor sentence: left unread
    expect(status("When you put this creature, the next spell you cast this turn costs up to 3 less.")).toBe("not-modelled");
    // more about that creature after the floor
    expect(status("This turn, the next creature you summon may cost 1 less. It can't cost less than 1. When you put that creature into the battle zone, it gets \"speed attacker\" until the end of the turn.")).toBe("not-modelled");
  });
  it("a creature or a tamaseed destroyed while summoning; the opponent's reductions ignored", () => {
    expect(costOf("saw-zaw")[0].pay).toEqual([{ do: "destroy", target: { choose: { player: "you", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } } }]);
    expect(costOf("diamond-star-kiramekinosabato")).toEqual([{ kind: "cost", of: { whose: "opponents" }, uses: ["use"], ignoreReductions: true, text: expect.any(String) }]);
    // without its reminder, the sentence stays unread
    expect(compileCard({ type: "Creature", text: "Ignore any abilities that reduce the cost of your opponent using cards." }).sentences[0].status).toBe("not-modelled");
  });
  it("'for each spell put into your deck': the reduction per card the step counted; an evolution creature is not read", () => {
    expect(costOf("mj-rinshankaiho-dragment-symbol")).toEqual([
      {
        kind: "cost",
        of: "self",
        uses: ["summon"],
        less: 1,
        perPaid: true,
        floor: 1,
        optional: true,
        pay: [{ do: "shuffle-into-deck", target: { choose: { player: "you", zone: "graveyard", count: 99, upTo: true, filter: { typeIncludes: "Spell" } } }, remember: "paid" }],
        text: expect.any(String),
      },
    ]);
    // Gio is an evolution creature: put by the evolve action, not the summon that does the steps
    expect(sentenceOf("gio-super-seven-extremes", "While you are summoning").status).toBe("not-modelled");
    expect(compileCard({ type: "Evolution Creature", text: "While you are summoning this creature, you may discard a card from your hand. If you do, this creature costs 2 less to summon." }).sentences[0].status).toBe("not-modelled");
  });
});

describe("cost4: 'you may put this creature from your hand into the battle zone' (an ability of the hand, 110.4b)", () => {
  const putSelf = [{ do: "if", conditions: [{ kind: "source-in", zone: "hand" }], then: [{ do: "put-into-battle", target: { self: true }, optional: true }] }];
  it("a card put into your shields; one of your (fire Dragon) creatures wins a battle", () => {
    expect(compiled("izayak-red-attack-silver").abilities.triggers).toEqual([
      { id: "t0", text: expect.any(String), on: { event: "enters-shields", subject: "own" }, optional: false, activeIn: "hand", effect: putSelf },
    ]);
    expect(compiled("adomani-blue-defense-silver").abilities.triggers).toEqual([
      { id: "t2", text: expect.any(String), on: { event: "enters-shields", subject: "own" }, optional: false, activeIn: "hand", effect: putSelf },
    ]);
    expect(compiled("ace-of-swords-ensign-of-the-galaxy-falcon-squadron").abilities.triggers).toEqual([
      { id: "t0", text: expect.any(String), on: { event: "wins-battle", subject: "own" }, optional: false, activeIn: "hand", effect: putSelf },
    ]);
    expect(compiled("batoraio-victory-blastdragon").abilities.triggers[0]).toMatchObject({
      on: { event: "wins-battle", subject: "own", filter: { civilization: "fire", raceIncludes: ["Dragon"] } },
      activeIn: "hand",
      effect: putSelf,
    });
  });
  it("near wordings stay unread: other heads, an evolution creature, a card's own event", () => {
    const status = (text: string, type = "Creature") => compileCard({ type, text }).sentences[0].status;
    // an event the hand's cards are not looked at for (the end of a turn: the engine's turn triggers are battle-zone ones)
    expect(sentenceOf("bullet-the-silver", "At the end of your opponent's turn").status).toBe("not-modelled");
    expect(status("When one of your creatures is destroyed, you may put this creature from your hand into the battle zone.")).toBe("not-modelled");
    // an evolution creature needs a source to be put onto
    expect(status("When a card is put into your shields, you may put this creature from your hand into the battle zone.", "Evolution Creature")).toBe("not-modelled");
    // the card itself (in the hand it can't win a battle)
    expect(status("When this creature wins a battle, you may put this creature from your hand into the battle zone.")).toBe("not-modelled");
    // a head the grammar does not read (a card's name)
    expect(sentenceOf("roar-of-jack-commander-of-the-galaxy-falcon-squadron", "When your Ace of Swords").status).toBe("not-modelled");
  });
});

describe("cost4: 'you may' sentences grammar.ts gives up on", () => {
  it("put it from your graveyard tapped; a creature that has Dragon in its race; draw for each creature that has X in its race", () => {
    expect(compiled("mukade-asura").abilities.triggers.find((t) => t.on.event === "destroyed")?.effect).toEqual([
      { do: "if", conditions: [{ kind: "source-in", zone: "graveyard" }], then: [{ do: "put-into-battle", target: { self: true }, tapped: true, optional: true }] },
    ]);
    expect(compiled("kyrstron-lair-delver").abilities.triggers[0].effect).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter: { typeIncludes: "Creature", raceIncludes: ["Dragon"] } } }, optional: true },
    ]);
    const each = (race: string) => ({ do: "draw", player: "you", count: { each: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", raceIncludes: [race] } } }, upTo: true });
    expect(compiled("cyber-d-geza").abilities.triggers[0].effect).toEqual([each("Cyber"), each("Command")]);
  });
  it("near wordings stay unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    // "it" that is not this card (another creature's destruction)
    expect(status("Whenever another creature is destroyed, you may put it from your graveyard into the battle zone tapped.")).toBe("not-modelled");
    // a race word in lower case is not a race
    expect(status("When this creature is destroyed, you may put a creature that has dragon in its race from your hand into the battle zone.")).toBe("not-modelled");
    // from another zone
    expect(status("When this creature is destroyed, you may put a creature that has Dragon in its race from your deck into the battle zone.")).toBe("not-modelled");
    // the opponent's creatures
    expect(status("When you put this creature into the battle zone, you may draw a card for each of your opponent's creatures that have Cyber in its race.")).toBe("not-modelled");
  });
});

describe("cost4: a named card from the mana zone, a shield of either player, a card of either graveyard", () => {
  it("reads them", () => {
    expect(compiled("reviving-vital-horn").abilities.triggers[0].effect).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "mana", count: 1, filter: { nameIs: "Reviving Vital Horn" } } }, optional: true },
    ]);
    expect(compiled("risu-kun-sleepyhead").abilities.triggers[0].effect).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "mana", count: 1, filter: { nameIs: "Risu-Kun, Sleepyhead" } } }, optional: true },
    ]);
    expect(compiled("terradragon-dagradolgran-rich").abilities.triggers[0].effect).toEqual([{ do: "put-into-mana", target: { choose: { player: "any", zone: "shields", count: 1 } }, optional: true }]);
    expect(compiled("enter-the-shovel-excavator-device").abilities.triggers[0].effect).toEqual([
      { do: "shuffle-into-deck", target: { choose: { player: "any", zone: "graveyard", count: 1 } }, optional: true },
    ]);
  });
  it("near wordings stay unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    expect(status("When this creature is destroyed, you may put a 'Reviving Vital Horn' from your deck into the battle zone.")).toBe("not-modelled");
    expect(status("Whenever this creature attacks, you may choose a shield and put it into your mana zone.")).toBe("not-modelled");
    // the second sentence is required
    expect(status("When you put this creature into the battle zone, you may choose a card from a player's graveyard. That player puts that card into their hand.")).toBe("not-modelled");
  });
});

describe("cost4: other word orders of wordings the grammar reads", () => {
  it("reads them as the grammar reads the usual order", () => {
    expect(compiled("philippo-thunder-knight").abilities.triggers[0].effect).toEqual([
      { do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 1, filter: { costAtMost: 1, costAtLeast: 1, typeIncludes: "Spell" } } }, optional: true },
    ]);
    expect(compiled("steiner-the-resurrecting-reaper").abilities.triggers[0].effect).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "graveyard", count: 1, filter: { powerAtMost: 7000, typeIncludes: "Creature" } } }, optional: true },
    ]);
    expect(compiled("mage-of-cursebreaker").abilities.triggers.find((t) => t.on.event === "put-into-battle")?.effect).toEqual([
      { do: "shieldify", target: { choose: { player: "you", zone: "hand", count: 1 } }, faceUp: true, optional: true },
    ]);
    expect(compiled("dimension-splitter").abilities.triggers[0].effect).toEqual([
      { do: "return-to-hand", target: { all: { player: "you", zone: "graveyard", filter: { typeIncludes: "Creature", raceIncludes: ["Dragon"] } } }, optional: true },
    ]);
  });
  it("near wordings stay unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    expect(status("When you put this creature into the battle zone, you may return a spell from your graveyard that costs 1 to your opponent's hand.")).toBe("not-modelled");
    expect(status("When you put this creature, you may shieldify a card from your graveyard face up.")).toBe("not-modelled");
    expect(status("When you put this creature into the battle zone, you may return all creatures that have Dragon in their race from your mana zone to your hand.")).toBe("not-modelled");
  });
});

describe("cost4: a blocker destroyed (reminder after the quoted period), 'discard all cards in your hand', 'power less than it'", () => {
  it("reads them", () => {
    expect(compiled("metalwing-skyterror").abilities.triggers[0].effect).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { keyword: "blocker" } } }, optional: true },
    ]);
    expect(compiled("neo-ultimate-dragon").abilities.triggers[0].effect).toEqual([
      { do: "discard", player: "you", count: "all", chooser: "discarder", optional: true, ifYouDo: [{ do: "draw", player: "you", count: 3 }] },
    ]);
    expect(compiled("ogre-nobushi-punishment-fist").abilities.triggers[0].effect).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, powerBelowSource: true } }, optional: true },
    ]);
  });
  it("near wordings stay unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    // "it" is not this creature
    expect(status("Whenever another creature is destroyed, you may destroy one of your opponent's creature's that has power less than it.")).toBe("not-modelled");
    // another reminder after the quoted period
    expect(status('Whenever this creature attacks, you may destroy one of your opponent\'s creatures that has "blocker." (Then draw a card.)')).toBe("not-modelled");
  });
});

describe("cost4: two returns of up to one; face-up shields", () => {
  it("reads them", () => {
    const back = (civilization: string) => ({ do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 1, upTo: true, filter: { civilization, typeIncludes: "Creature" } } }, optional: true });
    expect(compiled("senmen-menderson").abilities.triggers[0].effect).toEqual([back("water"), back("fire")]);
    expect(compiled("superspeed-hatchaki").abilities.triggers[0].effect).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "shields", count: 1, filter: { costAtMost: 7, typeIncludes: "Creature", faceUp: true } } }, optional: true },
    ]);
  });
  it("near wordings stay unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    expect(status("When you put this creature, you may return up to 2 water creatures and up to 1 fire creature from your graveyard to your hand.")).toBe("not-modelled");
    expect(status("Whenever this creature attacks, you may put a face up creature that costs 7 or less from your hand into the battle zone.")).toBe("not-modelled");
  });
});

describe("cost4: Reesa's untap after a battle won; one of your Arc Seraphims or Wild Veggies", () => {
  it("reads them", () => {
    expect(compiled("reesa-infinity-elemental").abilities.triggers).toEqual([
      { id: "t2", text: expect.any(String), on: { event: "wins-battle", subject: "self" }, optional: false, effect: [{ do: "untap", target: { self: true }, optional: true }] },
    ]);
    expect(compiled("sandal-spirit-knight").abilities.triggers[0].effect).toEqual([
      { do: "return-to-hand", target: { choose: { player: "you", zone: "mana", count: 1, filter: { raceIncludes: ["Arc Seraphim", "Wild Veggies"] } } }, optional: true },
    ]);
  });
  it("near wordings stay unread", () => {
    const status = (text: string) => compileCard({ type: "Creature", text }).sentences[0].status;
    expect(status("Whenever this creature attacks, you may untap this creature after the battle.")).toBe("not-modelled");
    expect(status("When you put a creature into the battle zone, you may return one of your Arc Seraphims or Wild Veggies from your graveyard to your opponent's hand.")).toBe("not-modelled");
  });
});
