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
});
