/**
 * Lane rep2 on real catalogue texts: being chosen by the opponent. Expectations are written from the printed text and
 * the rules (603.2 for the trigger, 605.2b for what a choice may pick), not from a run; narrower wordings the engine
 * can't tell apart must stay unmodelled.
 */
import { describe, expect, it } from "vitest";
import { compiled, sentenceOf } from "./support";
import { compileCard } from "@/lib/abilities";

const line = (text: string, type = "Creature") => compileCard({ type, text });

describe("'your opponent chooses this creature' (the chosen trigger event)", () => {
  it("Monhata: 'attacked or chosen by your opponent' is two triggers, attacked and chosen, both drawing a card", () => {
    const t = compiled("monhata-the-restored-one").abilities.triggers.filter((x) => /attacked or chosen/.test(x.text));
    expect(t.map((x) => x.on)).toEqual([
      { event: "attacked", subject: "self" },
      { event: "chosen", subject: "self" },
    ]);
    for (const x of t) expect(x.effect).toEqual([{ do: "draw", player: "you", count: 1 }]);
  });

  it("'When you put this creature or whenever your opponent chooses this creature': put-into-battle and chosen", () => {
    const c = line("When you put this creature or whenever your opponent chooses this creature, draw a card.");
    expect(c.abilities.triggers.map((x) => x.on.event)).toEqual(["put-into-battle", "chosen"]);
  });

  it("a spell is not 'this creature': not read", () => {
    expect(line("Whenever your opponent chooses this creature, draw a card.", "Spell").sentences[0].status).not.toBe("modelled");
  });
});

describe("'they can't choose this one' wordings (cant-be-chosen)", () => {
  it("Arczeos: 'one of your creatures', the reminder after it", () => {
    expect(sentenceOf("arczeos-heavenly-dragon-god", "Whenever your opponent would choose")).toMatchObject({ status: "modelled", template: "static:cant-be-chosen-rep2" });
    expect(compiled("arczeos-heavenly-dragon-god").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-be-chosen" }));
  });

  it("a condition between ('if you have another Oracle') is the static's condition", () => {
    const st = compiled("emotional-hardcore-sacred-dragon").abilities.statics.find((s) => s.kind === "cant-be-chosen");
    expect(st?.conditions?.length).toBe(1);
  });

  it("narrower choosers stay unmodelled: a creature's ability only, a fire spell", () => {
    for (const t of [
      "Whenever your opponent would choose a creature by the ability of a creature, they can't choose this one.",
      "Whenever your opponent would choose a creature by the effect of a fire spell, they can't choose this one.",
    ]) expect(line(t).sentences[0].status).not.toBe("modelled");
  });

  it("'by the effect of a spell that costs 4 or less' (Usabrella), 'with spells that cost 4 or less' while attacking: spellCostAtMost", () => {
    expect(compiled("usabrella").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-be-chosen", spellCostAtMost: 4 }));
    const st = line("While this creature is attacking, your opponent can't choose this creature with spells that cost 4 or less.").abilities.statics[0];
    expect(st).toMatchObject({ kind: "cant-be-chosen", spellCostAtMost: 4, conditions: [{ kind: "attacking" }] });
  });
});

describe("'they can't choose your Dragons' (a grant with cantBeChosen)", () => {
  it("Poppi Lucky: your Dragons, any choice", () => {
    expect(compiled("poppi-lucky").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Dragon"] } }, cantBeChosen: "any" }));
  });

  it("'by the effect of a spell': spells only; 'other': not the source", () => {
    expect(compiled("ayakoya-shell-beast").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Mutopia"] }, excludeSelf: true }, cantBeChosen: "spells" }));
  });

  it("a Cross Gear's 'the crossed creature'; on a creature it is not read", () => {
    expect(compiled("petrial-flame").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { crossed: true }, cantBeChosen: "any" }));
    expect(line("Whenever your opponent would choose a creature in the battle zone, they can't choose the crossed creature.").sentences[0].status).not.toBe("modelled");
  });

  it("an unknown qualifier ('by the ability of a creature') is not read", () => {
    expect(line("Whenever your opponent would choose a creature by the ability of a creature, they can't choose your Dragons.").sentences[0].status).not.toBe("modelled");
  });
});
