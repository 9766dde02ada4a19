/** Compiler output of the mech3 readings (lib/abilities/mech3-templates.ts, mech3.ts): what is read, and what is not. */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

const card = (text: string, type = "Creature") => compileCard({ id: "x", name: "X", text, type, civilizations: ["fire"], races: [] } as never);

describe("mech3: compiler output", () => {
  it("Mana Drive N (CIV): the label is taken off when its text states its number and civilization", () => {
    const t = compiled("hotte-hotta").abilities.triggers[0];
    expect(t.on.event).toBe("attacks");
    expect(t.effect).toEqual([
      {
        do: "if",
        conditions: [
          { kind: "zone-count", whose: "yours", zone: "mana", atLeast: 3 },
          { kind: "zone-count", whose: "yours", zone: "mana", filter: { civilization: "water" }, atLeast: 1 },
        ],
        then: [{ do: "draw", player: "you", count: 1 }],
      },
    ]);
    // Jokers: a race
    expect(JSON.stringify(compiled("papparapali-nights").abilities.triggers[0])).toContain('"raceIncludes":["Jokers"]');
    expect(sentenceOf("papparapali-nights", "Mana Drive").note).toContain("Mana Drive");
  });

  it("Mana Drive: a label whose number or civilization is not the text's is not taken off", () => {
    expect(card("Mana Drive 4 (Water): Whenever this creature attacks, if you have 3 or more cards in your mana zone and one or more of them is water civilization, draw a card.").sentences[0].status).toBe("not-modelled");
    expect(card("Mana Drive 3 (Fire): Whenever this creature attacks, if you have 3 or more cards in your mana zone and one or more of them is water civilization, draw a card.").sentences[0].status).toBe("not-modelled");
  });

  it("'Shinkapower': a trigger on the event evolves, this card the subject; the modes of \"choose one of the following\" are read", () => {
    const t = compiled("hatchichi").abilities.triggers.find((x) => x.on.event === "evolves")!;
    expect(t.on).toEqual({ event: "evolves", subject: "self" });
    expect(compiled("pali-night-s-memory").abilities.triggers.find((x) => x.on.event === "evolves")!.on.filter).toEqual({ typeIncludes: "Tamaseed" });
    expect(compiled("spiner-and-uni-soulmate").abilities.triggers.find((x) => x.on.event === "evolves")!.effect[0].do).toBe("choose-one");
  });

  it("'Shinkapower': \"this creature\" after the evolution is the evolved creature (801.2), the event's other card", () => {
    expect(compiled("momoking-beginning").abilities.triggers.find((x) => x.on.event === "evolves")!.effect[0]).toMatchObject({ do: "grant", to: { eventOther: true }, power: 4000 });
    expect(card("'Shinkapower': When this creature evolves, draw a card.").sentences[0].template).toBe("trigger:shinkapower");
  });

  it("Awaken: the flip to the higher cost side is read; a flip after an exact count of more than one card is not", () => {
    expect(JSON.stringify(compiled("koshirou-temporal-ogre").abilities.triggers[0].effect)).toContain('{"do":"flip","target":{"self":true},"to":"higher"}');
    expect(sentenceOf("koshirou-temporal-ogre", "Awaken").note).toContain("Awaken");
    expect(sentenceOf("storm-double-cross-temporal-storm", "Awaken").status).toBe("not-modelled");
  });

  it("Doron Go: an exile creature with the label's name part; a name that is part of longer exile names is not read", () => {
    const t = compiled("bhutan-piggy-blues").abilities.triggers.find((x) => x.on.event === "destroyed")!;
    expect(t.effect).toEqual([{ do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter: { typeIncludes: "Exile Creature", nameIncludes: "Blues" } } }, optional: true }]);
    expect(sentenceOf("british-rock-shentonginus", "Doron Go").status).toBe("not-modelled");
    // the label's name must be the text's
    expect(card('Doron Go: Horn:When this creature is destroyed, you may put an exile creature that has "Blues" in its name from your hand into the battle zone.').sentences[0].status).toBe("not-modelled");
  });

  it("Varavariety N: the ability held while the elements have N or more different costs; the label's number must be the reminder's", () => {
    const t = compiled("flyerposter-eliza").abilities.triggers[0];
    expect(t.conditions).toEqual([{ kind: "distinct-costs", whose: "yours", zone: "battle", atLeast: 3 }]);
    expect(sentenceOf("flyerposter-eliza", "Varavariety").template).toBe("static:varavariety");
    expect(JSON.stringify(compiled("conduct-darken").abilities.statics)).toContain('"keyword":"slayer"');
    expect(card('Varavariety 4: Each of your creatures gets "slayer". (If you have 3 or more elements that have different costs, this creature gets this ability.)').sentences[0].status).toBe("not-modelled");
    // a spell's Varavariety is not a creature's held ability
    expect(sentenceOf("from-hack-temporarily-shift-ten-and-seven", "Varavariety").status).toBe("not-modelled");
  });

  it("Silent skill: the effect recorded as abilities.silentSkill; a body the grammar can't read is not", () => {
    expect(compiled("milporo").abilities.silentSkill).toEqual([{ text: expect.stringContaining("Silent skill"), effect: [{ do: "draw", player: "you", count: 1 }] }]);
    expect(compiled("milporo").abilities.triggers).toEqual([]);
    expect(sentenceOf("sporeblast-erengi", "Silent skill").status).toBe("not-modelled");
  });

  it("Survivor: a grant to your Survivors of keywords, power, \"can't be blocked\" and triggers; not Just Diver or Power attacker", () => {
    expect(compiled("smash-horn-q").abilities.statics).toEqual([{ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Survivor"] } }, power: 1000, text: expect.any(String) }]);
    expect(compiled("gigaling-q").abilities.statics[0]).toMatchObject({ kind: "grant", keywords: ["slayer"] });
    const t = compiled("split-head-hydroturtle-q").abilities.statics[0];
    expect(t.kind === "grant" && t.triggers?.[0].on).toEqual({ event: "attacks", subject: "self" });
    expect(compiled("split-head-hydroturtle-q").abilities.triggers).toEqual([]);
    expect(sentenceOf("cyber-b-fish-q", "Survivor").status).toBe("not-modelled");
    expect(sentenceOf("blazosaur-q", "Survivor").status).toBe("not-modelled");
  });

  it("Turbo rush: the ability held under other-broke-shield-this-turn", () => {
    expect(compiled("gigaclaws").abilities.triggers[0].conditions).toEqual([{ kind: "other-broke-shield-this-turn" }]);
    expect(sentenceOf("gigaclaws", "Turbo rush").template).toBe("static:turbo-rush");
    expect(sentenceOf("missile-soldier-ultimo", "Turbo rush").status).toBe("not-modelled");
  });

  it("Invasion on a Star Evolution Creature: the attacker's filter from the reminder, which must repeat the label", () => {
    const t = compiled("canbello-rezo-star").abilities.triggers.find((x) => x.id.startsWith("invasion"))!;
    expect(t.on).toEqual({ event: "attacks", subject: "own", filter: { costAtLeast: 4, civilization: "fire", raceIncludes: ["RexStars"] } });
    expect(t.activeIn).toBe("hand");
    const other = compileCard({ id: "x", name: "X", text: "Invasion-Water RexStars that costs 4 or more (When one of your Fire RexStars that costs 4 or more attacks, you may put this creature from your hand onto it.)", type: "Star Evolution Creature", civilizations: ["fire"], races: [] } as never);
    expect(other.sentences[0].status).toBe("not-modelled");
  });

  it("Sabaki Z: a hand trigger on a Judgment Emblem put into the hand from the shields; a spell casts, a creature is summoned", () => {
    const t = compiled("misorano-sabato-zett").abilities.triggers.find((x) => x.id.startsWith("sabaki-z"))!;
    expect(t.on).toEqual({ event: "shield-to-hand", subject: "own", filter: { raceIncludes: ["Judgment Emblem"] } });
    expect(t.activeIn).toBe("hand");
    expect(JSON.stringify(t.effect)).toContain('"do":"summon-self"');
    expect(card("Sabaki Z(When a Judgment Emblem is added to your hand from your shields, you may discard that card. If you do, you may cast this spell for no cost.)").sentences[0].status).toBe("not-modelled");
  });

  it("Mana / Graveyard evolution: read as the evolution rule when the label's zone is the text's; Hand evolution is not (it is mech4's rule:hand-evolution)", () => {
    expect(sentenceOf("ida-the-great-enigma", "Mana Evolution").template).toBe("rule:zone-evolution");
    expect(sentenceOf("dead-55-zombie", "Graveyard evolution").template).toBe("rule:zone-evolution");
    const hand = compileCard({ id: "x", name: "X", text: "Hand evolution—Choose a water creature in your hand and put this creature into the battle zone on top of that creature.", type: "Evolution Creature", civilizations: ["water"], races: [] } as never);
    // mech4 (fourth round): the evolve action now takes a source from the hand, and lib/abilities/mech4-templates.ts reads it
    expect(hand.sentences[0].template).toBe("rule:hand-evolution");
    const wrong = compileCard({ id: "x", name: "X", text: "Mana Evolution: Choose a Nature creature in your graveyard and put this creature into the battle zone on top of that creature.", type: "Evolution Creature", civilizations: ["nature"], races: [] } as never);
    expect(wrong.sentences[0].status).toBe("not-modelled");
  });

  it("Link Release: the keyword link-release on a Psychic Super Creature only", () => {
    expect(compiled("don-marshmallow-hand-of-temptation").abilities.keywords).toContain("link-release");
    expect(sentenceOf("don-marshmallow-hand-of-temptation", "Link Release").status).toBe("keyword");
    expect(card("Link Release (When this creature leaves the battle zone, choose one of its psychic cells and return it to your hyperspatial zone and flip the rest of the cards.)").sentences[0].status).toBe("not-modelled");
  });

  it("Soulshift: a cost reduction (costs are not modelled), on an evolution creature only", () => {
    expect(sentenceOf("ken-geki-absolute-ruler-final-flare", "Soulshift").template).toBe("rule:cost");
    expect(card("Soulshift (When you summon this creature, this creature's cost is reduced by the base creature's cost. However, it can't cost less than 1.)").sentences[0].status).toBe("not-modelled");
  });

  it("Super: the last spell step, under cast-by-shield-trigger and no shields, optional; only after a Super Shield Trigger line", () => {
    const last = compiled("aurora-pikanchi").abilities.spell.at(-1)!;
    expect(last).toMatchObject({ do: "if", conditions: [{ kind: "cast-by-shield-trigger" }, { kind: "zone-count", whose: "yours", zone: "shields", atMost: 0 }] });
    expect(card("Super: Put the top 5 cards of your deck into your mana zone.", "Spell").sentences[0].status).toBe("not-modelled");
  });
});

describe("Double Evolution Burst", () => {
  it("the two lines after it are its modes, folded into one sentence: one chosen, or both while you have an evolution creature", () => {
    const c = compiled("evolution-burst-energy-spiral");
    expect(c.sentences).toHaveLength(1);
    expect(c.sentences[0]).toMatchObject({ status: "modelled", template: "modal:double-evolution-burst" });
    const [step] = c.abilities.spell;
    expect(step).toMatchObject({ do: "if", conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Evolution" }, atLeast: 1 }] });
    if (step.do !== "if") throw new Error("not an if");
    expect(step.then[0]).toMatchObject({ do: "choose-one", modes: [{ id: "mode-1" }, { id: "mode-2" }, { id: "both" }] });
    expect(step.else?.[0]).toMatchObject({ do: "choose-one", modes: [{ id: "mode-1" }, { id: "mode-2" }] });
  });
  it("a mode the grammar does not read leaves the whole ability unread, never half of it (Laser Net)", () => {
    const c = compiled("evolution-burst-laser-net");
    expect(c.sentences.map((s) => s.status)).toEqual(["not-modelled"]);
    expect(c.abilities.spell).toEqual([]);
  });
});
