/**
 * lib/abilities/body4.ts on real catalogue text: the wordings it reads, and near wordings that must stay unread.
 * Expectations are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { compileCard, normalise, parseEffects } from "@/lib/abilities";
import { TEMPLATES } from "@/lib/abilities/body4-templates";
import { parseCondition } from "@/lib/abilities/grammar";
import type { Abilities } from "@/lib/engine/defs";
import { sentenceOf } from "./support";

const fx = (text: string, it: "self" | "event" = "self") => parseEffects(normalise(text), { it: it === "self" ? { self: true } : { eventCard: true }, notes: [] });

describe("body4: 'If …, X' with X a whole sentence", () => {
  it("Flint: 'if it's the first attack this turn, that creature gets +5000 power and breaks an additional shield …'", () => {
    expect(fx("if it's the first attack this turn, that creature gets +5000 power and breaks an additional shield until the end of the turn.", "event")).toEqual([
      {
        do: "if",
        conditions: [{ kind: "first-attack-this-turn" }],
        then: [{ do: "grant", to: { eventCard: true }, power: 5000, extraBreaks: 1, until: "end-of-turn", text: "that creature gets +5000 power and breaks an additional shield until the end of the turn" }],
      },
    ]);
  });
  it("Dedreen: 'he' after a condition on your opponent is your opponent", () => {
    expect(fx("if your opponent has 3 or fewer shields, he discards a card at random from his hand.")).toEqual([
      { do: "if", conditions: [{ kind: "zone-count", whose: "opponents", zone: "shields", atMost: 3 }], then: [{ do: "discard", player: "opponent", count: 1, chooser: "random" }] },
    ]);
  });
  it("'he' after a condition on you is not read", () => {
    expect(fx("if you have 3 or fewer shields, he discards a card at random from his hand.")).toBeNull();
  });
  it("'Unless …, X': X only when the condition does not hold (else)", () => {
    expect(fx("unless you have 3 or fewer shields, draw a card.")).toEqual([
      { do: "if", conditions: [{ kind: "zone-count", whose: "yours", zone: "shields", atMost: 3 }], then: [], else: [{ do: "draw", player: "you", count: 1 }] },
    ]);
  });
});

describe("body4: two whole clauses joined by 'and'", () => {
  it("Stampdon: 'untap this creature and draw 2 cards'", () => {
    expect(fx("if you have 1 or less cards in your hand, untap this creature and draw 2 cards.")).toEqual([
      { do: "if", conditions: [{ kind: "zone-count", whose: "yours", zone: "hand", atMost: 1 }], then: [{ do: "untap", target: { self: true } }, { do: "draw", player: "you", count: 2 }] },
    ]);
  });
  it("'you may X and Y' (the option would cover both) is not read", () => {
    expect(fx("you may untap this creature and draw 2 cards.")).toBeNull();
  });
  it("'and' joining two targets is not two clauses", () => {
    expect(fx("destroy this creature and one of your opponent's creatures.")).toBeNull();
  });
});

describe("body4: winning and losing by an effect (104.2c)", () => {
  it("'you win the game' / 'you lose the game': the win-game / lose-game handlers", () => {
    expect(fx("if your opponent has no shields, you win the game.")).toEqual([
      { do: "if", conditions: [{ kind: "zone-count", whose: "opponents", zone: "shields", atMost: 0 }], then: [{ do: "handler", name: "win-game" }] },
    ]);
    expect(fx("you lose the game.")).toEqual([{ do: "handler", name: "lose-game" }]);
  });
  it("'you can't lose the game' is not read as losing", () => {
    expect(fx("you can't lose the game.")).toBeNull();
  });
  it("'your opponent wins the game' is not read", () => {
    expect(fx("your opponent wins the game.")).toBeNull();
  });
});

describe("body4: 'If you don't, Y' / 'If you can't, Y' (trigger:if-you-dont)", () => {
  const ctx = { type: "Creature", civilizations: ["darkness"], index: 0 };
  const t = TEMPLATES.find((x) => x.name === "trigger:if-you-dont")!;
  const read = (line: string) => {
    const r = t.match(line, ctx);
    if (!r) return null;
    const ab = { keywords: [], statics: [], replacements: [], triggers: [], spell: [], onEnter: [] } as Abilities;
    r.apply(ab);
    return ab.triggers.map((x) => x.effect);
  };
  it("Fuuma Fernodalos: 'you may discard a card from your hand. If you don't, destroy this creature.'", () => {
    expect(read("Whenever this creature attacks, you may discard a card from your hand. If you don't, destroy this creature.")).toEqual([
      [{ do: "discard", player: "you", count: 1, chooser: "discarder", optional: true, ifYouDont: [{ do: "destroy", target: { self: true } }] }],
    ]);
  });
  it("Maji Sumarn: 'destroy one of your psychic creatures. If you can't, destroy this creature.'", () => {
    const r = read("When you put this creature into the battle zone, destroy one of your psychic creatures. If you can't, destroy this creature.");
    expect(r?.[0][0]).toMatchObject({ do: "destroy", ifYouDont: [{ do: "destroy", target: { self: true } }] });
  });
  it("'If you don't' after an X that is not optional is not read", () => {
    expect(read("Whenever this creature attacks, draw a card. If you don't, destroy this creature.")).toBeNull();
  });
  it("'If you can't' after 'you may' is not read", () => {
    expect(read("Whenever this creature attacks, you may draw a card. If you can't, destroy this creature.")).toBeNull();
  });
  it("Paradox: 'you may discard 2 cards … If you don't' (part of X could be done) is not read", () => {
    expect(read("When you put this creature into the battle zone, you may discard 2 cards from your hand. If you don't, return this creature to your hand.")).toBeNull();
  });
});

describe("body4: 'if no creatures attacked that turn'", () => {
  it("Screw Driver: a condition on the turn's attacks", () => {
    expect(parseCondition("no creatures attacked that turn")).toEqual([{ kind: "no-attack-this-turn" }]);
    expect(parseCondition("no creature attacked that turn")).toEqual([{ kind: "no-attack-this-turn" }]);
  });
  it("'if a creature didn't attack that turn' (which creature is not said) is not read", () => {
    expect(parseCondition("a creature didn't attack that turn")).toBeNull();
  });
});

describe("body4: conditions the grammar gives up on", () => {
  const ifDraw = (cond: string) => fx(`if ${cond}, draw a card.`);
  it("Trio: 'there are 3 or less creatures in the battle zone' (both players')", () => {
    expect(ifDraw("there are 3 or less creatures in the battle zone")?.[0]).toMatchObject({
      conditions: [{ kind: "zone-count", whose: "total", zone: "battle", filter: { typeIncludes: "Creature" }, atMost: 3 }],
    });
  });
  it("GENJI: 'all your creatures in the battle zone are tapped'", () => {
    expect(ifDraw("all your creatures in the battle zone are tapped")?.[0]).toMatchObject({
      conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", tapped: false }, atMost: 0 }],
    });
  });
  it("Assassin Greed: 'all cards in your mana zone are water'", () => {
    expect(ifDraw("all cards in your mana zone are water")?.[0]).toMatchObject({ conditions: [{ kind: "mana-all", civilizations: ["water"] }] });
  });
  it("Bubble Lamp / Keroyon Quartet: a card named", () => {
    expect(ifDraw("you have a Bubble Lamp in your graveyard")?.[0]).toMatchObject({ conditions: [{ kind: "zone-count", zone: "graveyard", filter: { nameIs: "Bubble Lamp" }, atLeast: 1 }] });
    expect(ifDraw("you have 4 'Keroyon Quartet' in the battle zone")?.[0]).toMatchObject({ conditions: [{ kind: "zone-count", zone: "battle", filter: { nameIs: "Keroyon Quartet" }, atLeast: 4 }] });
  });
  it("a name not known as a card is not read", () => {
    expect(ifDraw("you have a Lamp Bubble in your graveyard")).toBeNull();
  });
});

describe("body4: 'draw cards until you have N cards'", () => {
  it("Eine k'Reine / Sanmaider: the draw-until handler", () => {
    expect(fx("draw cards until you have 5 cards.")).toEqual([{ do: "handler", name: "draw-until", args: { count: 5 } }]);
    expect(fx("draw until you have 3 cards in your hand.")).toEqual([{ do: "handler", name: "draw-until", args: { count: 3 } }]);
  });
  it("'your opponent draws until …' is not read", () => {
    expect(fx("your opponent draws cards until they have 5 cards.")).toBeNull();
  });
});

describe("body4: misprints with one reading", () => {
  it("'power 6000 of less', 'you opponent', 'opponent'screatures' read as spelled everywhere else", () => {
    expect(fx("destroy one of your opponent's creatures that has power 6000 of less.")).toEqual(fx("destroy one of your opponent's creatures that has power 6000 or less."));
    expect(fx("you opponent discards a card at random from his hand.")).toEqual([{ do: "discard", player: "opponent", count: 1, chooser: "random" }]);
    expect(fx("tap one of your opponent'screatures.")).toEqual(fx("tap one of your opponent's creatures."));
  });
  it("'your may choose' (whose choice is not clear) is not read", () => {
    expect(fx("your may choose one of your opponent's creatures in the battle zone. That creature battles the chosen creature.")).toBeNull();
  });
});

describe("body4: 'destroy all' wordings", () => {
  it("Magmarex: 'destroy all creatures that have power 1000' (exactly that power)", () => {
    expect(fx("destroy all creatures that have power 1000.")).toEqual([
      { do: "destroy", target: { all: { player: "any", zone: "battle", filter: { typeIncludes: "Creature", powerAtLeast: 1000, powerAtMost: 1000 } } } },
    ]);
  });
  it("Codeking Mozart: 'destroy all non-Dragons'", () => {
    expect(fx("destroy all non-Dragons.")).toEqual([{ do: "destroy", target: { all: { player: "any", zone: "battle", filter: { typeIncludes: "Creature", raceExcludes: ["Dragon"] } } } }]);
  });
  it("'destroy all non-Dragons in your mana zone' is not read here", () => {
    expect(fx("destroy all non-Dragons in your mana zone.")).toBeNull();
  });
});

describe("body4: 'When this card is put into your graveyard, if just before it was in the battle zone, X'", () => {
  const ctx = { type: "Creature", civilizations: ["darkness"], index: 0 };
  const t = TEMPLATES.find((x) => x.name === "trigger:graveyard-from-battle")!;
  it("Hose = Samohas: the graveyard trigger, only for a move from the battle zone", () => {
    const r = t.match("When this card is put into your graveyard, if just before it was in the battle zone, your opponent discards a card at random from their hand.", ctx);
    const ab = { keywords: [], statics: [], replacements: [], triggers: [], spell: [], onEnter: [] } as Abilities;
    r!.apply(ab);
    expect(ab.triggers[0].on).toEqual({ event: "put-into-graveyard", subject: "self", from: ["battle"] });
    expect(ab.triggers[0].activeIn).toBe("graveyard");
  });
  it("'if just before it was in your hand' is not read", () => {
    expect(t.match("When this card is put into your graveyard, if just before it was in your hand, draw a card.", ctx)).toBeNull();
  });
});

describe("body4: 'Play Rock-Paper-Scissors with your opponent. If you win, X. If you lose, Y.'", () => {
  it("Lying Newspaper: a win and a loss, one sentence each", () => {
    expect(fx("Play Rock-Paper-Scissors with your opponent. If you win, draw up to 3 cards. If you lose, discard your hand.")).toEqual([
      { do: "rock-paper-scissors", win: [{ do: "draw", player: "you", count: 3, upTo: true }], lose: [{ do: "discard", player: "you", count: "all", chooser: "discarder" }] },
    ]);
  });
  it("Duel Jacker Shou: a win only", () => {
    expect(fx("play Rock-Paper-Scissors with your opponent. If you win, this creature gets +6000 power until the end of the turn.")).toEqual([
      { do: "rock-paper-scissors", win: [{ do: "grant", to: { self: true }, power: 6000, until: "end-of-turn", text: "this creature gets +6000 power until the end of the turn" }] },
    ]);
  });
  it("a win of several sentences (JK Great Gamble) is not read", () => {
    expect(fx("Play Rock-Paper-Scissors with your opponent. If you win, search your deck. Then shuffle your deck. If you lose Rock-Paper-Scissors, destroy all your creatures.")).toBeNull();
  });
  it("'until you lose' (Shabada Badou) and 'you may play' are not read", () => {
    expect(fx("play Rock-Paper-Scissors with your opponent until you lose. If you win, draw a card.")).toBeNull();
    expect(fx("you may play Rock-Paper-Scissors with your opponent. If you win, draw a card.")).toBeNull();
  });
});

describe("body4: 'Count the number of cards in your mana zone. You may put that many cards from the top of your deck …'", () => {
  it("Baban Ban Ban: the mana-count-to-mana handler, optional, tapped", () => {
    expect(fx("count the number of cards in your mana zone. You may put that many cards from the top of your deck into your mana zone tapped.")).toEqual([
      { do: "handler", name: "mana-count-to-mana", args: { tapped: true }, optional: true },
    ]);
  });
  it("a count of another zone is not read", () => {
    expect(fx("count the number of cards in your graveyard. You may put that many cards from the top of your deck into your mana zone tapped.")).toBeNull();
  });
});

describe("body4: a block with a Gachinko Judge body and its reminder", () => {
  const ctx = { type: "Creature", civilizations: ["water"], index: 0 };
  const t = TEMPLATES.find((x) => x.name === "trigger:block-gachinko-reminder")!;
  const line =
    "Whenever this creature blocks, you and your opponent play Gachinko Judge. If you win, you may return the blocked creature to your opponent's hand. (Gachinko Judge: Each player reveals the top card of their deck, then puts it on the bottom. You win if your card costs the same as or more than your opponent.)";
  it("Aqua Study: the blocked creature is the other creature of the block", () => {
    const ab = { keywords: [], statics: [], replacements: [], triggers: [], spell: [], onEnter: [] } as Abilities;
    t.match(line, ctx)!.apply(ab);
    expect(ab.triggers[0].on).toEqual({ event: "blocks", subject: "self" });
    expect(ab.triggers[0].effect).toEqual([{ do: "gachinko-judge", then: [{ do: "return-to-hand", target: { eventOther: true }, optional: true }] }]);
  });
  it("'return that creature to your opponent's hand' with 'it' this creature is not read", () => {
    expect(fx("return that creature to your opponent's hand.")).toBeNull();
  });
});

describe("body4: '…, shieldify up to N cards from your hand. Then break the same number of your shields.'", () => {
  const ctx = { type: "Evolution Creature", civilizations: ["water"], index: 0 };
  const t = TEMPLATES.find((x) => x.name === "trigger:shieldify-then-break")!;
  it("Ryevermouth Bitters: the break counts the cards shieldified", () => {
    const ab = { keywords: [], statics: [], replacements: [], triggers: [], spell: [], onEnter: [] } as Abilities;
    t.match("Whenever this creature attacks, shieldify up to 3 cards from your hand. Then break the same number of your shields.", ctx)!.apply(ab);
    expect(ab.triggers[0].effect).toEqual([
      { do: "shieldify", target: { choose: { player: "you", zone: "hand", count: 3, upTo: true } }, remember: "shieldified" },
      { do: "put-into-hand", target: { choose: { player: "you", zone: "shields", count: { counted: "shieldified" } } }, break: true },
    ]);
  });
  it("'break the same number of your opponent's shields' is not read", () => {
    expect(t.match("Whenever this creature attacks, shieldify up to 3 cards from your hand. Then break the same number of your opponent's shields.", ctx)).toBeNull();
  });
});

describe("body4: 'your opponent may choose a creature in their hand and put it into the battle zone'", () => {
  it("Tsukumo Spark: the opponent chooses (up to one), a creature", () => {
    expect(fx("your opponent may choose a creature in their hand and put it into the battle zone.")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "opponent", zone: "hand", count: 1, upTo: true, chooser: "owner", filter: { typeIncludes: "Creature" } } } },
    ]);
  });
  it("'… a card in their hand …' is not read", () => {
    expect(fx("your opponent may choose a card in their hand and put it into the battle zone.")).toBeNull();
  });
});

describe("body4: 'At the start of each player's turn, that player may draw a card'", () => {
  const ctx = { type: "Creature", civilizations: ["water"], index: 0 };
  const t = TEMPLATES.find((x) => x.name === "trigger:each-turn-player-draws")!;
  it("Pastel Jelly: every turn's start, the turn player's draw and discard", () => {
    const ab = { keywords: [], statics: [], replacements: [], triggers: [], spell: [], onEnter: [] } as Abilities;
    t.match("At the start of each player's turn, that player may draw a card. If they do, that player discards a card.", ctx)!.apply(ab);
    expect(ab.triggers[0].on).toEqual({ event: "turn-start", subject: "any" });
    expect(ab.triggers[0].effect).toEqual([{ do: "handler", name: "turn-player-draw", args: { discard: 1 } }]);
  });
  it("'that player may draw 2 cards' is not read", () => {
    expect(t.match("At the start of each player's turn, that player may draw 2 cards.", ctx)).toBeNull();
  });
});

describe("body4: 'after the attack, X' / 'after the battle, X' (the time printed before the effect)", () => {
  const line = (text: string) => compileCard({ id: "x", name: "X", type: "Creature", text, civilizations: ["darkness"], races: [], cost: 5, power: 5000 } as never).sentences[0];
  const same = (card: string, start: string, as: string) => {
    const s = sentenceOf(card, start);
    expect(s.status).toBe("modelled");
    const canon = line(as);
    expect(canon.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  };
  it("read as the wording they stand for", () => {
    same("planter-ranter", "When this creature attacks, after the attack", "When this creature attacks, destroy it after the attack.");
    same("na-hanaki-ri", "When this creature attacks, after the attack", "When this creature attacks, put this creature into your mana zone after the attack.");
    same("bone-waller-the-sturdy-barricade", "When this creature battles, after the battle", "When this creature battles, destroy it after the battle.");
    same("necrodragon-dobolzack", "When this creature battles, after the battle", "When this creature battles, destroy it after the battle.");
    expect(sentenceOf("planter-ranter", "When this creature attacks, after the attack").template).toBe("trigger:after-attack");
  });
  it("one sentence only: a later sentence is not said to be after the attack", () => {
    expect(line("Whenever this creature attacks, after the attack, each player may discard their hand. Those players draw 3 cards.").status).toBe("not-modelled");
    expect(line("When this creature attacks a player, after the attack, destroy it.").status).toBe("not-modelled");
  });
});

describe("body4: a printing slip and an ability name, each with one reading", () => {
  const line = (text: string) => compileCard({ id: "x", name: "X", type: "Creature", text, civilizations: ["nature"], races: [], cost: 5, power: 5000 } as never).sentences[0];
  it("'yourgraveyard' (Zero Point Man): 'your graveyard'", () => {
    const s = sentenceOf("zero-point-man", "Whenever this creature attacks");
    const canon = line("Whenever this creature attacks, you may put the top 3 cards of your deck into your graveyard.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  });
  it("'Hatenkokonotsugatari:' (Kingdom Ohkabuto) only names the ability", () => {
    const s = sentenceOf("kingdom-ohkabuto", "Hatenkokonotsugatari");
    const canon = line("Whenever this creature wins a battle, break 9 of your opponent's shields.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  });
  it("'draw 3 cards and then discard a card from your hand' (Cyber V Tube): 'draw 3 cards. Then discard a card …'", () => {
    const s = sentenceOf("cyber-v-tube", "When you put this creature");
    const canon = line("When you put this creature into the battle zone, draw 3 cards. Then discard a card from your hand.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
    expect(line("When you put this creature into the battle zone, draw 3 cards and then discard 2 cards from your hand.").status).toBe("not-modelled");
  });
  it("'all of your opponent's creatures' (K Atlantis): 'all your opponent's creatures'", () => {
    const s = sentenceOf("k-atlantis-ocean-peak-of-taiga", "When this creature is destroyed");
    const canon = line("When this creature is destroyed, return all your opponent's creatures in the battle zone to their owner's hands.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  });
  it("'untap it if you have a multicolored creature in the battle zone' (Akahomura and Aomizore): 'if …, untap it'", () => {
    const s = sentenceOf("akahomura-and-aomizore-oni-of-chigiri", "Rainbownus");
    const canon = line("Rainbownus: Whenever this creature attacks for the first time each turn, if you have a multicolored creature in the battle zone, untap it.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  });
  it("'can't be blocked that turn' (Cyber A Irons): 'this turn'", () => {
    const s = sentenceOf("cyber-a-irons", "Whenever you put other water creatures");
    const canon = line("Whenever you put other water creatures into the battle zone, this creature can't be blocked this turn.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  });
  it("'Ultra Doron Go: …, you may put an exile creature from your hand' (Katsudon): into the battle zone", () => {
    const s = sentenceOf("katsudon-friends-times", "Ultra Doron Go");
    const canon = line("When this creature leaves, you may put an exile creature from your hand into the battle zone.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  });
  it("'Civil Count 3: Whenever this creature attacks, if you have a total of 3 or more …' (Kumitate Churis): without the label", () => {
    const s = sentenceOf("kumitate-churis", "Civil Count 3");
    const canon = line("Whenever this creature attacks, if you have a total of 3 or more fire creatures and/or fire tamaseeds, draw a card.");
    expect(s.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
    expect(line("Civil Count 4: Whenever this creature attacks, if you have a total of 3 or more fire creatures and/or fire tamaseeds, draw a card.").status).toBe("not-modelled");
  });
  it("the name before another head, or another name, stays unread", () => {
    expect(line("Hatenkokonotsugatari: When you put this creature, break 9 of your opponent's shields.").status).toBe("not-modelled");
    expect(line("Hatenkokono: Whenever this creature wins a battle, break 9 of your opponent's shields.").status).toBe("not-modelled");
  });
});
