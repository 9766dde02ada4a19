/**
 * The statics4 lane's templates (lib/abilities/statics4-templates.ts): their output on real catalogue lines, and near
 * wordings they leave not modelled.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";
import { parseCondition } from "@/lib/abilities/grammar";

const line = (type: string, text: string) => compileCard({ type, text }).sentences[0].status;

describe("statics4 on catalogue lines", () => {
  it("races other creatures get", () => {
    expect(compiled("azohl-strange-stone-q").abilities.statics).toContainEqual({ kind: "gets-characteristics", to: { whose: "own", filter: { civilization: "light" } }, races: ["Survivor"], text: "Each of your light creatures gets the Survivor race." });
    expect(compiled("princess-prin-the-curious").abilities.statics).toContainEqual(expect.objectContaining({ kind: "gets-characteristics", to: { whose: "own" }, races: ["Alien", "Hunter"] }));
    expect(compiled("q-tronic-omnistrain").abilities.statics).toContainEqual(expect.objectContaining({ kind: "gets-characteristics", to: { whose: "own" }, races: ["Survivor"] }));
    expect(compiled("zantetsu-big-horn-passion-dragon").abilities.statics).toContainEqual(expect.objectContaining({ kind: "gets-characteristics", to: { whose: "own", excludeSelf: true }, races: ["Gaial Command Dragon"] }));
    // other zones than the battle zone, an unknown race, a spell: not read
    expect(sentenceOf("jumasol-bloodcurdling-fuuma", "Each of your Grand Devils").status).toBe("not-modelled");
    expect(line("Creature", "Each of your creatures gets the Flurble race.")).not.toBe("modelled");
    expect(line("Spell", "Each of your creatures gets the Survivor race.")).not.toBe("modelled");
    expect(line("Creature", "Each of your creatures gets the Survivor races.")).not.toBe("modelled");
  });
  it("civilizations other creatures get", () => {
    expect(compiled("erus-elixion-dyed-sky-guardian").abilities.statics).toContainEqual({ kind: "gets-characteristics", to: { whose: "own", filter: { civilizationsAny: ["water", "nature"] } }, civilizations: ["light"], text: "Each of your water and nature creatures in the battle zone are also light creatures." });
    expect(compiled("karz-priest-of-the-colored-wind").abilities.statics).toContainEqual(expect.objectContaining({ kind: "gets-characteristics", to: { whose: "own", filter: { civilizationsAny: ["darkness", "nature"] } }, civilizations: ["fire"] }));
    expect(line("Creature", "Each of your water and nature creatures in the battle zone are also purple creatures.")).not.toBe("modelled");
  });
  it("cards in your mana zone of every civilization", () => {
    expect(compiled("courtney-summer-breeze-faerie").abilities.statics).toEqual([{ kind: "mana-all-civilizations", text: "Cards in your mana zone are considered to be cards of every civilization." }]);
    expect(line("Creature", "Cards in your graveyard are considered to be cards of every civilization.")).not.toBe("modelled");
  });
  it("other creatures that can attack untapped creatures: a permission the engine does not need", () => {
    for (const id of ["oneezemu-nobile-brother", "chitta-peloru", "blaze-the-super-soul", "gaial-re"]) expect(compiled(id).abilities.statics.filter((s) => s.kind === "grant")).toEqual([]);
    expect(sentenceOf("oneezemu-nobile-brother", "Each of your creatures").status).toBe("modelled");
    expect(line("Spell", "Each of your creatures in the battle zone can attack untapped creatures.")).not.toBe("modelled");
    expect(line("Creature", "Each of your creatures in your hand can attack untapped creatures.")).not.toBe("modelled");
  });
  it("keyword abilities other creatures get: power attacker as attackingPower, reminders checked", () => {
    expect(compiled("overkill-zero-dragon").abilities.statics).toContainEqual({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Dragon"] } }, keywords: ["power-attacker"], text: 'Each of your Dragons in the battle zone gets "power attacker +5000".', attackingPower: 5000 });
    expect(compiled("lemik-vizier-of-thought").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { civilizationsAny: ["water", "nature"] } }, keywords: ["blocker"] }));
    expect(compiled("go-on-pippi").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Dragon"], anyOf: [{ raceIncludes: ["Hunter"] }] } }, keywords: ["speed-attacker"] }));
    expect(compiled("megamusashi-dragonflyer").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Dreammate", "Vehicle Bee"] } }, attackingPower: 3000 }));
    expect(compiled("aggressive-kaiser").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", cantBeAttacked: true, attackingPower: 3000 }));
    // a reminder of another keyword, an unknown keyword, "breaks an additional shield", a zone other than the battle zone: not read
    expect(line("Creature", 'Each of your Dragons in the battle zone gets "power attacker +5000". (A creature that has "blocker" can block.)')).not.toBe("modelled");
    expect(line("Creature", 'Each of your Dragons gets "flurble".')).not.toBe("modelled");
    expect(line("Creature", 'Each of your Dragons gets "power attacker +5000" and breaks an additional shield.')).not.toBe("modelled");
    expect(line("Creature", 'Each of your Dragons in your hand gets "speed attacker".')).not.toBe("modelled");
    expect(sentenceOf("burnwisp-lizard", "Each of your creatures").status).toBe("not-modelled");
  });
  it("other creatures that win all battles; power alone to races listed", () => {
    expect(compiled("lightduel-dragon-elemental").abilities.statics).toContainEqual({ kind: "grant", to: { whose: "own", filter: { costAtMost: 6, civilization: "light" } }, text: "Your light creatures that cost 6 or less win all battles.", winsAllBattles: true });
    expect(compiled("mega-karakuri-dragon").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { civilizationsAny: ["fire", "nature"], raceIncludes: ["Dragon"] } }, power: 3000 }));
    // "Victory" is no race: not read
    expect(sentenceOf("winning-star-the-patroller", "Your Victory").status).toBe("not-modelled");
    expect(line("Spell", "Your creatures win all battles.")).not.toBe("modelled");
  });
  it("power while battling alone; attacks on the opponent in spite of summoning sickness", () => {
    expect(compiled("yamadokitakeru-archaeologist").abilities.statics).toContainEqual({ kind: "grant", to: { whose: "own" }, keywords: [], text: "Each of your creatures gets +2000 power while battling.", battlingPower: 2000 });
    expect(compiled("gunbutler-great-seven").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Jokers"] } }, attackPlayersWhenPut: true }));
    // "while battling" after other abilities: what it holds is not clear
    expect(sentenceOf("convoy-awakened-commander", "Each of your").status).toBe("not-modelled");
    expect(line("Creature", "Your opponent's creatures can attack your opponent on the turn they are put into the battle zone.")).not.toBe("modelled");
  });
  it("a race of its own under a condition, with power, keywords or can't be blocked", () => {
    const cond = [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: "nature", typeIncludes: "Creature" }, atLeast: 1 }];
    expect(compiled("fly-off-takezo").abilities.statics).toEqual([
      { kind: "power", amount: 2000, text: expect.any(String), conditions: cond },
      { kind: "keyword", keyword: "double-breaker", text: expect.any(String), conditions: cond },
      { kind: "gets-characteristics", to: { self: true }, races: ["Mega Dragon"], text: expect.any(String), conditions: cond },
    ]);
    expect(line("Creature", "If you have a water creature in the battle zone, this creature gets the Flurble race.")).not.toBe("modelled");
    expect(line("Creature", "If you have a water creature in the battle zone, this creature gets the Angel Dragon race and untaps at the end of your turn.")).not.toBe("modelled");
  });
  it("your hand can't be discarded by your opponent's spells or creature abilities", () => {
    expect(compiled("tigunus-saint-bell-wings").abilities.statics).toContainEqual({ kind: "hand-cant-be-discarded", text: "Your hand can't be discarded by one of your opponent's spell effects or creature abilities." });
    expect(compiled("nyje-the-patroller").abilities.statics).toContainEqual(expect.objectContaining({ kind: "hand-cant-be-discarded" }));
    expect(line("Creature", "Your hand can't be discarded by one of your opponent's spell effects.")).not.toBe("modelled");
  });
  it("power and a race other creatures get", () => {
    expect(compiled("dash-leader-greg").abilities.statics).toEqual([
      { kind: "grant", to: { whose: "own", excludeSelf: true }, power: 500, text: expect.any(String) },
      { kind: "gets-characteristics", to: { whose: "own", excludeSelf: true }, races: ["Hero"], text: expect.any(String) },
    ]);
  });
  it("statics4b: 'all (the) cards in your mana zone are X (cards)': a mana-all condition", () => {
    expect(compiled("mudman").abilities.statics).toEqual([{ kind: "power", amount: 2000, text: "While all the cards in your mana zone are darkness cards, this creature gets +2000 power.", conditions: [{ kind: "mana-all", civilizations: ["darkness"] }] }]);
    expect(compiled("tweet").abilities.statics[0]).toMatchObject({ kind: "power", amount: 4000, conditions: [{ kind: "mana-all", civilizations: ["water"], orColorless: true }] });
    expect(compiled("zack-ranba-the-sword-attacker").abilities.statics[0]).toMatchObject({ kind: "power", amount: 2000, conditions: [{ kind: "mana-all", tapped: true }] });
    expect(compiled("onikirimaru").abilities.statics.map((x) => x.kind)).toEqual(["power", "keyword"]);
    expect(parseCondition("all cards in your mana zone are water cards")).toEqual([{ kind: "mana-all", civilizations: ["water"] }]);
    // other zones, other words, "multicolored", "untapped", an unknown civilization: not this reading
    expect(parseCondition("all cards in your graveyard are water cards")).toBeNull();
    expect(parseCondition("all cards in your mana zone are purple cards")).toBeNull();
    expect(parseCondition("all cards in your mana zone are untapped")).toBeNull();
    expect(parseCondition("all cards in your mana zone are water or fire")).toBeNull();
    expect(line("Creature", "While all cards in your hand are water cards, this creature gets +2000 power.")).not.toBe("modelled");
  });
  it("statics4b: '… breaks an additional shield': extra-breaks, or a grant's extraBreaks", () => {
    expect(compiled("justice-elemental-left-god").abilities.statics).toEqual([{ kind: "extra-breaks", count: 1, text: "While this creature is linked, this creature breaks an additional shield.", conditions: [{ kind: "source-linked" }] }]);
    expect(compiled("proton-the-original-god").abilities.statics).toContainEqual(expect.objectContaining({ kind: "extra-breaks", count: 1, conditions: [{ kind: "source-linked" }] }));
    expect(compiled("masamune-explosion-drill-ogre").abilities.statics).toEqual([{ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Human"] }, excludeSelf: true }, text: "While this creature is tapped, all your other Humans break an additional shield.", conditions: [{ kind: "source-tapped", tapped: true }], extraBreaks: 1 }]);
    // crossed creatures, "it" with no condition before it, a spell, a wrong number: not read
    expect(sentenceOf("crow-todoroki-relentless-swordsman", "While this creature is tapped, all your crossed").status).toBe("not-modelled");
    expect(line("Creature", "It breaks an additional shield.")).not.toBe("modelled");
    expect(line("Spell", "This creature breaks an additional shield.")).not.toBe("modelled");
    expect(line("Creature", "This creature breaks an additional shields.")).not.toBe("modelled");
    expect(line("Creature", "This creature break an additional shield.")).not.toBe("modelled");
  });
  it("statics4b: 'Your opponent's creatures (must) block if able': a grant with blocksIfAble", () => {
    expect(compiled("zabi-komusubi-flower").abilities.statics).toEqual([{ kind: "grant", to: { whose: "opponents" }, text: "Your opponent's creatures must block if able.", blocksIfAble: true }]);
    expect(compiled("coco-yuyu-doxon-dogenzaka-mongoose").abilities.statics).toEqual([{ kind: "grant", to: { whose: "opponents" }, text: "Your opponent's creatures block if able.", blocksIfAble: true }]);
    expect(line("Creature", "Your creatures must block if able.")).not.toBe("modelled");
    expect(line("Spell", "Your opponent's creatures must block if able.")).not.toBe("modelled");
    expect(line("Creature", "Your opponent's creatures must block this creature if able.")).not.toBe("modelled");
  });
  it("statics4b: 'Your multicolored creatures break an additional shield'; spells 'Your (water) creatures … can't be blocked this turn'", () => {
    expect(compiled("variable-amon-dragon").abilities.statics).toEqual([{ kind: "grant", to: { whose: "own", filter: { multicolored: true } }, text: "Your multicolored creatures break an additional shield.", extraBreaks: 1 }]);
    expect(compiled("marine-scramble").abilities.spell).toEqual([{ do: "grant", to: { all: { player: "you", zone: "battle" } }, cantBeBlocked: true, until: "end-of-turn", text: "Your creatures in the battle zone can't be blocked this turn" }]);
    expect(compiled("flashing-hero-rush").abilities.spell).toEqual([{ do: "grant", to: { all: { player: "you", zone: "battle", filter: { civilization: "water" } } }, cantBeBlocked: true, until: "end-of-turn", text: "Your water creatures in the battle zone can't be blocked this turn" }]);
    expect(compiled("paradise-of-sacred-birds-and-crystal").abilities.spell).toContainEqual(expect.objectContaining({ do: "grant", to: { all: { player: "you", zone: "battle", filter: { multicolored: true } } }, cantBeBlocked: true }));
    expect(line("Spell", "Your creatures in the battle zone can't be blocked.")).not.toBe("modelled");
    expect(line("Spell", "Your opponent's creatures can't be blocked this turn.")).not.toBe("modelled");
    expect(line("Creature", "Your creatures in the battle zone can't be blocked this turn.")).not.toBe("modelled");
  });
});
