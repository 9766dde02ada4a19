/** Compiler output of the mech4 readings (lib/abilities/mech4*.ts, the Wave Striker header in headers.ts): what is read, and what is not. */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled } from "./support";

const card = (text: string, type = "Creature") => compileCard({ id: "x", name: "X", text, type, civilizations: ["fire"], races: [] } as never);

const WS_CONDITION = { kind: "zone-count", whose: "total", zone: "battle", filter: { typeIncludes: "Creature", keyword: "wave-striker" }, atLeast: 2, excludeSource: true };

describe("mech4: compiler output", () => {
  it("Wave Striker with its ability after \"):\": the keyword recorded, the ability held by the count of other Wave Striker creatures", () => {
    const a = compiled("aqua-trickster").abilities;
    expect(a.keywords).toContain("wave-striker");
    expect(a.triggers).toHaveLength(1);
    expect(a.triggers[0].on.event).toBe("put-into-battle");
    expect(a.triggers[0].conditions).toEqual([WS_CONDITION]);
    const asra = compiled("asra-vizier-of-safety").abilities;
    expect(asra.statics.every((s) => JSON.stringify(s).includes('"keyword":"wave-striker"'))).toBe(true);
    expect(compiled("asra-vizier-of-safety").sentences[0].template).toBe("granted:wave-striker");
  });

  it("Wave Striker alone on its line: the next line is its ability; a later unlabelled line is not", () => {
    const t = compiled("trombo-fractured-doll-devil-hand");
    expect(t.sentences[0].template).toBe("header:wave-striker");
    expect(t.sentences[1].template).toBe("granted:wave-striker");
    expect(t.abilities.triggers[0].conditions).toEqual([WS_CONDITION]);
    const two = card('Wave Striker (While 2 or more other creatures in the battle zone have "Wave Striker" this creature has its Wave Striker ability.)\nThis creature gets +1000 power.\nThis creature gets +2000 power.');
    expect(two.sentences.map((s) => s.status)).toEqual(["modelled", "modelled", "not-modelled"]);
  });

  it("Wave Striker: a different count, or two abilities on one line, are not read as one", () => {
    const three = card('Wave striker (While 3 or more other creatures in the battle zone have "wave striker," this creature has its Wave striker ability.) : This creature gets +4000 power.');
    expect(three.abilities.statics[0]).toMatchObject({ kind: "power", amount: 4000, conditions: [{ ...WS_CONDITION, atLeast: 3 }] });
    expect(compiled("revival-soldier").sentences[0].status).toBe("not-modelled");
    // not a creature: no header
    expect(card('Wave striker (While 2 or more other creatures in the battle zone have "wave striker," this creature has its Wave striker ability.) : Draw a card.', "Spell").abilities.keywords).not.toContain("wave-striker");
  });

  it("Strike Back on a creature: a hand trigger on a shield of that kind, discarded to summon this creature (112.3b)", () => {
    const t = compiled("crack-crawler").abilities.triggers[0];
    expect(t).toMatchObject({ on: { event: "shield-to-hand", subject: "own", filter: { civilization: "water" } }, activeIn: "hand" });
    expect(t.effect).toEqual([{ do: "discard-event-card", optional: true, ifYouDo: [{ do: "summon-self", from: ["hand"] }] }]);
    expect(compiled("shibainu-two-extremes").abilities.triggers[0].on.filter).toEqual({ civilization: "light", costAtLeast: 9, costAtMost: 9 });
    expect(compiled("aqua-advisor").abilities.triggers[0].on.filter).toEqual({ raceIncludes: ["Hunter"] });
  });

  it("Strike Back: a label that is not the reminder's, or a spell, is not read by the creature reading", () => {
    expect(card("Strike Back-Fire (When a Water card is put into your hand from your shield zone, you may discard that card. If you do, cast this spell for no cost.)").sentences[0].status).toBe("not-modelled");
    expect(card("Strike Back-Fire (When a Fire card is put into your hand from your shield zone, you may discard that card. If you do, cast this spell for no cost.)", "Evolution Creature").sentences[0].status).toBe("not-modelled");
  });

  it("Samurai Generation: its reminder read as the ability, a put trigger whose step is the generate-from-hand handler", () => {
    const t = compiled("aqua-tsubamegaeshi").abilities.triggers[0];
    expect(t.on).toMatchObject({ event: "put-into-battle", subject: "self" });
    expect(t.effect).toEqual([{ do: "handler", name: "generate-from-hand", optional: true }]);
    expect(card("When you put this creature, you may generate a cross gear from your graveyard for no cost.").sentences[0].status).toBe("not-modelled");
    expect(card("When you put this creature, you may generate a cross gear from your hand.").sentences[0].status).toBe("not-modelled");
  });

  it("Attack Chance: <civilization> dispector — an attacks trigger in the hand on a Dispector of that civilization; three civilizations are not read", () => {
    const t = compiled("malice-stitch-secret-sutured").abilities.triggers.find((x) => x.on.event === "attacks")!;
    expect(t).toMatchObject({ on: { event: "attacks", subject: "own", filter: { civilization: "water", raceIncludes: ["Dispector"] } }, activeIn: "hand", effect: [{ do: "cast-self", from: ["hand"], optional: true }] });
    expect(compiled("end-of-land-secret-forbidden-time-king").sentences[0].status).toBe("not-modelled");
    expect(card("Attack Chance: Fire dispector (When one of your water dispectors attacks, you may cast this spell for no cost.)", "Spell").sentences[0].status).toBe("not-modelled");
  });

  it("'Civil Count N': … you may cast this spell for no cost — read into gravityZero with the label; a label number not the condition's is not", () => {
    expect(compiled("trap-wild-spell").abilities.gravityZero).toEqual([
      {
        text: "'Civil Count 4': If you have a total of 4 or more nature creatures and/or nature tamaseeds, you may cast this spell for no cost.",
        play: "cast",
        conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: "nature", typeIncludesAny: ["Creature", "Tamaseed"] }, atLeast: 4 }],
        label: "Civil Count",
      },
    ]);
    expect(card("'Civil Count 3': If you have a total of 4 or more fire creatures and/or fire tamaseeds, you may cast this spell for no cost.", "Spell").sentences[0].status).toBe("not-modelled");
    expect(card("'Civil Count 4': If you have a total of 4 or more fire creatures and/or fire tamaseeds, you may cast this spell for no cost.", "Creature").sentences[0].status).toBe("not-modelled");
  });

  it("\"an evolution creature or linked God\": the count widened to Gods linked by God Link; \"don't have\" reads as none", () => {
    const filter = { typeIncludes: "Creature", anyOf: [{ typeIncludes: "Evolution" }, { raceIncludes: ["God"], linked: true }] };
    expect(compiled("yashichi-crimson-lord").abilities.statics[0]).toMatchObject({ kind: "keyword", keyword: "speed-attacker", conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter, atLeast: 1 }] });
    expect(JSON.stringify(compiled("pedona-nature").abilities.triggers[0].effect)).toContain(JSON.stringify({ kind: "zone-count", whose: "yours", zone: "battle", filter, atMost: 0 }));
    // a different noun is not widened
    expect(card('If you have an evolution creature or unlinked God in the battle zone, this creature gets "speed attacker".').sentences[0].status).toBe("not-modelled");
  });

  it("\"if it evolved from a tamaseed\": the card right under this creature; \"it\" only after \"When you put this creature\"", () => {
    const t = compiled("kamakiri-henge-mantis-ogre").abilities.triggers[0];
    expect(JSON.stringify(t.effect)).toContain(JSON.stringify({ kind: "source-evolved-from", filter: { typeIncludes: "Tamaseed" } }));
    expect(card("Whenever you put a creature, if it evolved from a tamaseed, draw a card.").sentences[0].status).toBe("not-modelled");
  });

  it("\"If this is a Neo Evolution Creature, it gets …\": statics held by source-evolution (neo); \"it's a Neo Evolution Creature\" after \"When you put this creature\"", () => {
    const st = compiled("althhus-ser").abilities.statics;
    expect(st.length).toBeGreaterThan(0);
    for (const x of st) expect((x as { conditions?: unknown[] }).conditions).toEqual([{ kind: "source-evolution", neo: true }]);
    const decky = compiled("deck-the-decky").abilities.statics;
    for (const x of decky) expect((x as { conditions?: unknown[] }).conditions).toEqual([{ kind: "source-evolution" }]);
    expect(JSON.stringify(compiled("xenia-the-reaper-king").abilities.triggers[0].effect)).toContain(JSON.stringify({ kind: "source-evolution", neo: true }));
    // a trigger in the statics' form is not taken
    expect(card("If this is a Neo Evolution Creature, it draws a card.", "Neo Creature").sentences[0].status).toBe("not-modelled");
  });

  it("'Civil Count N' with \"creatures or tamaseeds\" or \"tamaseed\": the label taken off when its number is the text's", () => {
    expect(compiled("old-pond-and-frog-jump-spiral").sentences.every((x) => x.status !== "not-modelled")).toBe(true);
    expect(card("'Civil Count 3': If you have 2 or more water creatures or water tamaseeds, draw a card.", "Spell").sentences[0].status).toBe("not-modelled");
    expect(card("'Civil Count 2': If you have 2 or more water creatures or fire tamaseeds, draw a card.", "Spell").sentences[0].status).toBe("not-modelled");
  });

  it("'Civil Count 2': \"If this spell is in your shield zone and …, this spell gets shield trigger\" — a keyword static held by source-in shields and the count; not on an evolution creature's form", () => {
    expect(compiled("dogoru-ground-spell").abilities.statics[0]).toMatchObject({
      kind: "keyword",
      keyword: "shield-trigger",
      conditions: [{ kind: "source-in", zone: "shields" }, { kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: "nature", typeIncludesAny: ["Creature", "Tamaseed"] }, atLeast: 2 }],
    });
    expect(compiled("dokeidaimos-grave-star").sentences[0].status).toBe("not-modelled");
  });

  it("Hand evolution: a rule line (the evolve action takes the source from the hand); not on a creature that is not an evolution", () => {
    expect(compiled("crystal-axe").sentences[0]).toMatchObject({ status: "modelled", template: "rule:hand-evolution" });
    expect(card("Hand evolution—Choose a water creature in your hand and put this creature into the battle zone on top of that creature.").sentences[0].status).toBe("not-modelled");
    expect(card("Hand evolution—Choose a water creature in your mana zone and put this creature into the battle zone on top of that creature.", "Evolution Creature").sentences[0].template).not.toBe("rule:hand-evolution");
  });

  it("\"if you have a D2 Field in the battle zone\": the stand-in count replaced by a count of D2 Fields, in each trigger of the line; a line that speaks of tamaseeds is not read so", () => {
    const d2 = { kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "D2 Field" }, atLeast: 1 };
    expect(JSON.stringify(compiled("godfather-d2g").abilities.triggers)).toContain(JSON.stringify(d2));
    const j = compiled("jigokushivaku-d2k").abilities.triggers.filter((t) => JSON.stringify(t).includes("D2 Field"));
    expect(j).toHaveLength(2);
    expect(JSON.stringify(compiled("godfather-d2g").abilities)).not.toContain("Tamaseed");
    expect(card("Whenever this creature attacks, if you have a D2 Field in the battle zone, destroy one of your opponent's tamaseeds.").sentences[0].status).toBe("not-modelled");
  });

  it("\"creatures or tamaseeds\" as the object of destroy / return: the grammar's creature target widened by typeIncludesAny", () => {
    expect(compiled("killer-the-kill-s-shadow").abilities.triggers.find((t) => t.on.event === "put-into-battle")!.effect).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } } },
    ]);
    expect(JSON.stringify(compiled("socket-s-soul").abilities.triggers)).toContain(JSON.stringify({ player: "any", zone: "battle", count: 1, filter: { costAtMost: 3, typeIncludesAny: ["Creature", "Tamaseed"] } }));
    // different bounds on the two nouns: not one filter
    expect(card("When you put this creature, destroy a creature that costs 3 or less or a tamaseed that costs 5 or less.").sentences[0].status).toBe("not-modelled");
  });

  it("\"Untap this creature whenever you put a tamaseed\" read in the usual order; a misprinted \"A creatures that has\" reminder taken off only when it restates the line's keywords", () => {
    expect(compiled("manptulk-the-oracle").abilities.triggers.find((t) => t.on.event === "put-into-battle")).toMatchObject({ on: { subject: "own", filter: { typeIncludes: "Tamaseed" } }, effect: [{ do: "untap", target: { self: true } }] });
    expect(card('If you have a tamaseed, this creature gets "triple breaker". (A creatures that has "blocker" and "slayer" can block.)').sentences[0].status).toBe("not-modelled");
  });

  it("Attack Chance on a creature: a hand trigger that summons it; a label that is not the reminder's noun is not read", () => {
    expect(compiled("bolshack-secret-dragon").abilities.triggers[0]).toMatchObject({ on: { event: "attacks", subject: "own", filter: { costAtLeast: 7, civilizationsAny: ["fire", "nature"], raceIncludes: ["Dragon"] } }, activeIn: "hand", effect: [{ do: "summon-self", from: ["hand"], optional: true }] });
    expect(card("Attack Chance: Fire dragon (When one of your fire or nature dragons that cost 7 or more attacks, you may summon this creature for no cost.)").sentences[0].status).toBe("not-modelled");
  });
});
