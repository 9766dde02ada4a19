/** What lib/abilities/heads4-heads.ts and heads4-templates.ts read (trigger heads and two-condition heads), and near wordings they leave. */
import { describe, expect, it } from "vitest";
import { parseTriggerConditions } from "@/lib/abilities/triggers";
import { head } from "@/lib/abilities/heads4-heads";
import { compiled, sentenceOf } from "./support";

const creature = { type: "Creature", name: "x", civilizations: [], index: 0 } as never;
const spell = { type: "Spell", name: "x", civilizations: [], index: 0 } as never;
const heads = (s: string, ctx = creature) => parseTriggerConditions(s, ctx);

describe("heads4 heads on existing events", () => {
  it("discards (701.7a): yours, your opponent's, a creature", () => {
    expect(heads("you discard from your hand")).toEqual([{ event: "discarded", subject: "own" }]);
    expect(heads("you discard a card from your hand")).toEqual([{ event: "discarded", subject: "own" }]);
    expect(heads("your opponent discards a card")).toEqual([{ event: "discarded", subject: "opponents" }]);
    expect(heads("your opponent discards a card from their hand")).toEqual([{ event: "discarded", subject: "opponents" }]);
    expect(head("you discard a creature from your hand", creature)).toEqual({ event: "discarded", subject: "own", filter: { typeIncludes: "Creature" } });
    // "cards ... draw the same amount" and "during your opponent's turn" are not these heads
    expect(head("your opponent discards cards from their hand", creature)).toBeNull();
  });

  it("first attack in a turn; first tap each turn", () => {
    expect(heads("this creature attacks for the first time in a turn")).toEqual([{ event: "attacks", subject: "self", firstThisTurn: true }]);
    expect(heads("this creature taps for the first time each turn")).toEqual([{ event: "tapped", subject: "self", firstThisTurn: true }]);
    expect(head("this creature attacks for the first time in a turn", spell)).toBeNull();
  });

  it("arrivals: mana zone, graveyard from the shield zone, shield zone", () => {
    expect(heads("a card is put in your mana zone")).toEqual([{ event: "put-into-mana", subject: "own" }]);
    expect(heads("a card in the battle zone is put into your mana zone")).toEqual([{ event: "put-into-mana", subject: "own", from: ["battle"] }]);
    expect(heads("one of your Wild Veggies is put into your mana zone")).toEqual([{ event: "put-into-mana", subject: "own", filter: { raceIncludes: ["Wild Veggies"] } }]);
    expect(heads("a shield is put into your graveyard")).toEqual([{ event: "put-into-graveyard", subject: "own", from: ["shields"] }]);
    expect(heads("you put a card into your shields")).toEqual([{ event: "enters-shields", subject: "own" }]);
    expect(heads("one of your shields leaves")).toEqual([{ event: "leaves-shields", subject: "own" }]);
    expect(heads("your opponent puts a card from their deck or graveyard into their mana zone")).toEqual([{ event: "put-into-mana", subject: "opponents", from: ["deck", "graveyard"] }]);
    // "you put" into their shields: who and whose do not agree
    expect(head("you put a card into their shields", creature)).toBeNull();
  });

  it("put-into-battle and attacks with nouns the general reader does not take", () => {
    expect(heads("you put an Angel Command or a Dragon into the battle zone")).toEqual([{ event: "put-into-battle", subject: "own", filter: { raceIncludes: ["Angel Command", "Dragon"] } }]);
    expect(heads("you put another creature that has Cyber in its race into the battle zone")).toEqual([{ event: "put-into-battle", subject: "own-other", filter: { raceIncludes: ["Cyber"] } }]);
    expect(heads("one of your Neo or evolution creatures attacks")).toEqual([{ event: "attacks", subject: "own", filter: { anyOf: [{ typeIncludes: "Neo" }, { typeIncludes: "Evolution" }] } }]);
    expect(heads("a cross gear is put into the battle zone")).toEqual([{ event: "put-into-battle", subject: "any", filter: { typeIncludes: "Cross Gear" } }]);
    expect(heads("this creature is attacked by your opponent's creatures")).toEqual([{ event: "attacked", subject: "self" }]);
    expect(heads("your creatures attack your opponent and aren't blocked")).toEqual([{ event: "unblocked", subject: "own", target: "player" }]);
    // a race in parentheses (a "soul") is no race the catalogue gives: not read
    expect(head("your other (Evil Soul) creatures are destroyed", creature)).toBeNull();
  });
});

describe("heads4 heads: names, conditions, engine additions", () => {
  it("shield trigger used, named creatures, both races, non-gacharange", () => {
    expect(heads('your opponent uses "shield trigger"')).toEqual([{ event: "shield-trigger-used", subject: "opponents" }]);
    expect(heads('one of your "Bolmeteus Musha Dragon" attacks')).toEqual([{ event: "attacks", subject: "own", filter: { nameIs: "Bolmeteus Musha Dragon" } }]);
    expect(heads("you put a creature that has both Unknown and Zenith races")).toEqual([{ event: "put-into-battle", subject: "own", filter: { raceIncludes: ["Unknown"], anyOf: [{ raceIncludes: ["Zenith"] }] } }]);
    expect(heads("your other non-gacharange creatures are destroyed")).toEqual([{ event: "destroyed", subject: "own-other", filter: { typeExcludes: "Gacharange" } }]);
    expect(heads("your opponent puts a card into their shields")).toEqual([{ event: "enters-shields", subject: "opponents" }]);
  });

  it("attacks on the turn it was put (CardFilter.enteredThisTurn); first battle won each turn", () => {
    expect(heads("your opponent's creatures attack on the turn it is put into the battle zone")).toEqual([{ event: "attacks", subject: "opponents", filter: { enteredThisTurn: true } }]);
    expect(heads("this creature wins a battle for the first time each turn")).toEqual([{ event: "wins-battle", subject: "self", firstThisTurn: true }]);
    // "one of your creatures … for the first time this turn" counts the player's wins, which the engine does not: not read
    expect(sentenceOf("primortal-club-tribe", "When one of your creatures wins a battle for the first time").status).toBe("not-modelled");
  });

  it("trigger:heads4-first: the condition is the trigger's, looked at as it would trigger", () => {
    expect(compiled("menda-fantasy-ink-buddha").abilities.triggers[0]).toMatchObject({ on: { event: "cast", subject: "own" }, conditions: [{ kind: "turn-log", what: "cast", whose: "yours", atMost: 1 }] });
    expect(compiled("gravitz-zeta-lord-of-extinction").abilities.triggers.find((t) => /first time in a turn/.test(t.text))).toMatchObject({ conditions: [{ kind: "this-turn-count", what: "creatures-put", whose: "opponents", atMost: 1 }] });
    expect(compiled("aku-ultimate-god").abilities.triggers.find((t) => /while linked/.test(t.text))).toMatchObject({ on: { event: "attacks", subject: "self" }, conditions: [{ kind: "source-linked" }] });
    expect(compiled("buinbe-airspace-guardian").abilities.triggers.find((t) => /psychic creature/.test(t.text))).toMatchObject({ on: { event: "battles", subject: "self" }, conditions: [{ kind: "battling", against: { typeIncludes: "Psychic" } }] });
    expect(sentenceOf("spinach-panzer-spinner-bull", "When this creature loses a battle").template).toBe("trigger:heads4-loser");
    expect(compiled("spinach-panzer-spinner-bull").abilities.triggers.find((t) => t.on.event === "loses-battle")?.effect).toEqual([{ do: "put-into-mana", target: { eventOther: true } }]);
  });

  it("readings: misprints read as the wording they stand for, with a note", () => {
    const s = sentenceOf("appuppu-tank", "Whenever you put a creature into the battle zone that has power 12000");
    expect(s.status).toBe("modelled");
    expect(s.note).toMatch(/until end of the turn/);
    expect(sentenceOf("gigarayze", "When you put this card").note).toMatch(/your may/);
  });
});

describe("compiled lines", () => {
  it("trigger:when with a heads4 head", () => {
    expect(compiled("hell-claw-revenge").abilities.triggers[0]).toMatchObject({ on: { event: "discarded", subject: "own" }, effect: [{ do: "discard", player: "opponent", count: 1 }] });
    expect(compiled("goldoza-gorigan-crusher-dynamouse-scrapper").abilities.triggers.find((t) => /first time in a turn/.test(t.text))).toMatchObject({ on: { event: "attacks", subject: "self", firstThisTurn: true }, effect: [{ do: "untap", target: { self: true } }] });
    expect(sentenceOf("darpi-luppi", "Whenever your opponent puts a creature").status).toBe("modelled");
    expect(compiled("darpi-luppi").abilities.triggers[0].on).toEqual({ event: "put-into-battle", subject: "opponents", from: ["battle", "shields", "graveyard", "deck", "hyperspatial", "gr", "abyss", "resolving"] });
  });

  it("trigger:heads4-or: two conditions, two triggers", () => {
    const mao = compiled("mao-seeker-of-void").abilities.triggers.map((t) => t.on);
    expect(mao).toEqual([
      { event: "enters-shields", subject: "own" },
      { event: "leaves-shields", subject: "own" },
    ]);
    expect(sentenceOf("mao-seeker-of-void", "Whenever a card is put into or leaves").template).toBe("trigger:heads4-or");
    expect(compiled("luna-allegria-the-fortress-awakened").abilities.triggers.slice(0, 2).map((t) => t.on)).toEqual([
      { event: "summoned", subject: "any" },
      { event: "cast", subject: "any" },
    ]);
    expect(compiled("buchacati-yuuki").abilities.triggers.filter((t) => /attacks or blocks/.test(t.text)).map((t) => t.on)).toEqual([
      { event: "attacks", subject: "attached" },
      { event: "blocks", subject: "attached" },
    ]);
  });

  it("near wordings stay not modelled", () => {
    // "the first time" of a battle won is not counted by the engine
    expect(sentenceOf("gaial-abare-kaiser", "Whenever one of your Hunters wins a battle by attacking").status).toBe("not-modelled");
    expect(sentenceOf("golden-eagle-the-scorching-dragon", "Whenever this creature or your other Dragons are destroyed").status).toBe("not-modelled");
  });
});

describe("heads4 (second shift): the modal trigger keeps its head's fields", () => {
  it("'a card is put from your shield zone into your graveyard, choose one of the following' keeps from: shields (templates.ts fix)", () => {
    const t = compiled("gaizekial-concatenated-demon-emperor").abilities.triggers.find((x) => /choose one of the following/.test(x.text));
    expect(t?.on).toEqual({ event: "put-into-graveyard", subject: "own", from: ["shields"] });
    expect(t?.effect[0]).toMatchObject({ do: "choose-one" });
    expect(sentenceOf("gaizekial-concatenated-demon-emperor", "Whenever a card is put from your shield zone").status).toBe("modelled");
  });
});

describe("heads4 (second shift): a spell discarded, a missing comma, a spell's old 'When you cast this spell'", () => {
  it("'you discard a spell from your hand' (701.7a)", () => {
    expect(heads("you discard a spell from your hand")).toEqual([{ event: "discarded", subject: "own", filter: { typeIncludes: "Spell" } }]);
    expect(head("you discard spells from your hand", creature)).toBeNull();
    expect(sentenceOf("docrodellus", "Whenever you discard a spell").status).toBe("modelled");
  });

  it("'Whenever your opponent casts a spell you may untap this creature' (no comma)", () => {
    const t = compiled("emperor-kinta-battle-artiste").abilities.triggers.find((x) => /casts a spell/.test(x.text));
    expect(t?.on).toEqual({ event: "cast", subject: "opponents" });
    expect(sentenceOf("emperor-kinta-battle-artiste", "Whenever your opponent casts a spell").status).toBe("modelled");
  });

  it("a spell's 'When you cast this spell, X' is its effect X; 'from your hand' is not read so", () => {
    expect(compiled("thought-probe").abilities.spell).toMatchObject([{ do: "if" }]);
    expect(compiled("thought-probe").abilities.triggers).toEqual([]);
    expect(sentenceOf("rensatsu-no-bangetsu-hand", "When you cast this spell from your hand").status).toBe("not-modelled");
  });
});

describe("heads4 (second shift): 'in the battle zone', 'creatures attack'", () => {
  it("'you put this creature in the battle zone' = into (a creature only)", () => {
    expect(heads("you put this creature in the battle zone")).toEqual([{ event: "put-into-battle", subject: "self" }]);
    expect(head("you put this creature in the battle zone", spell)).toBeNull();
    expect(sentenceOf("arashisong-faerie", "Rainbownus").status).toBe("modelled");
  });

  it("'creatures attack': any creature's attack", () => {
    expect(heads("creatures attack")).toEqual([{ event: "attacks", subject: "any" }]);
    expect(head("creatures attack this turn", creature)).toBeNull();
    expect(sentenceOf("niga-vermut-evil-king", "Whenever creatures attack").status).toBe("modelled");
  });
});

describe("heads4 (second shift): 'this card leaves'", () => {
  it("a creature's card leaving the battle zone; not on a spell; the Star Evolution bodies about the cards under it stay unread", () => {
    expect(heads("this card leaves")).toEqual([{ event: "leaves-battle", subject: "self" }]);
    expect(head("this card leaves", spell)).toBeNull();
    expect(sentenceOf("momoginga-passionate-hero", "When this card leaves").status).toBe("modelled");
    expect(sentenceOf("dachicco-mac-star", "When this card leaves").status).toBe("not-modelled");
  });
});

describe("heads4 (second shift): a card from your hand into your mana zone", () => {
  it("'you put a card from your hand into your mana zone': put-into-mana from the hand", () => {
    expect(heads("you put a card from your hand into your mana zone")).toEqual([{ event: "put-into-mana", subject: "own", from: ["hand"] }]);
    expect(head("you put cards from your hand into your mana zone", creature)).toBeNull();
  });
});

describe("heads4 (second shift): discarded by an opponent's spell or creature's ability", () => {
  it("'a card is discarded from your hand by one of your opponent's spell effects or creature abilities'", () => {
    expect(heads("a card is discarded from your hand by one of your opponent's spell effects or creature abilities")).toEqual([{ event: "discarded", subject: "own", byOpponent: "spell-or-creature" }]);
    // any cause at all, or a cause the engine does not tell apart, stays unread
    expect(head("a card is discarded from your hand by one of your opponent's cards", creature)).toBeNull();
  });

  it("'you put this creature or when this creature is discarded by …': the discard trigger functions in the graveyard (110.4g)", () => {
    const ts = compiled("paua-shell-beast").abilities.triggers;
    expect(ts.map((t) => t.on)).toEqual([{ event: "put-into-battle", subject: "self" }, { event: "discarded", subject: "self", byOpponent: "spell-or-creature" }]);
    expect(ts[1].activeIn).toBe("graveyard");
    expect(compiled("ryusei-the-earth").abilities.triggers.find((t) => t.on.event === "discarded")?.activeIn).toBe("graveyard");
  });
});

describe("heads4 third shift: your cross gear, your multicolored card put", () => {
  it("reads the heads into put-into-battle of your card", () => {
    expect(heads("you put a cross gear into the battle zone")).toEqual([{ event: "put-into-battle", subject: "own", filter: { typeIncludes: "Cross Gear" } }]);
    expect(heads("you put a multicolored card into the battle zone")).toEqual([{ event: "put-into-battle", subject: "own", filter: { multicolored: true } }]);
    // near wordings: the opponent's, a monocolored card: not these heads
    expect(head("your opponent puts a cross gear into the battle zone", creature)).toBeNull();
    expect(head("you put a monocolored card into the battle zone", creature)).toBeNull();
  });

  it("the catalogue sentences are modelled", () => {
    expect(sentenceOf("violence-bolt-dragon", "Whenever you put a cross gear").status).toBe("modelled");
    expect(sentenceOf("grand-cross-iron-cleaver-dragon", "Whenever you put a cross gear").status).toBe("modelled");
    expect(sentenceOf("violence-thunderclap-dragon", "Whenever you put a cross gear").status).toBe("modelled");
    expect(sentenceOf("bonga-bonga-protector-ancient-dragon", "Whenever you put a multicolored card into the battle zone").status).toBe("modelled");
  });
});

describe("heads4 third shift: this creature or one of your other Gods summoned", () => {
  it("reads two triggers: this creature summoned, another God summoned (701.3a)", () => {
    const ts = compiled("max-rage-crystal").abilities.triggers.filter((t) => t.text.startsWith("When you summon this creature or one of your other Gods"));
    expect(ts.map((t) => t.on)).toEqual([
      { event: "put-into-battle", subject: "self", bySummon: true },
      { event: "put-into-battle", subject: "own-other", bySummon: true, filter: { raceIncludes: ["God"] } },
    ]);
    expect(sentenceOf("max-rage-crystal", "When you summon this creature or one of your other Gods").status).toBe("modelled");
  });
});
