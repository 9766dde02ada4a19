/**
 * The `statics` branch's compiler pieces: ability words read as their text only when the text states their condition
 * (205.1a), and the static templates' output on real catalogue lines.
 */
import { describe, expect, it } from "vitest";
import { stripStatedAbilityWord } from "@/lib/abilities/statics-more";
import { sentenceOf, compiled } from "./support";

describe("ability words whose text states their condition (205.1a)", () => {
  it.each([
    ["Mana Arms 3: If you have 3 or more fire cards in your mana zone, this creature gets \"speed attacker\".", "If you have 3 or more fire cards in your mana zone, this creature gets \"speed attacker\"."],
    ["'Civil Count 3': If you have a total of 3 or more fire creatures and/or fire tamaseeds, this creature gets +2000 power and \"double breaker\".", "If you have a total of 3 or more fire creatures and/or fire tamaseeds, this creature gets +2000 power and \"double breaker\"."],
    ["Revolution 2—If you have 2 shields or less, this creature gets +4000 power.", "If you have 2 shields or less, this creature gets +4000 power."],
    ["Revolution 0: If you have no shields, your opponent can't summon creatures.", "If you have no shields, your opponent can't summon creatures."],
    ["Abarechain: Whenever any of your creatures attacks, if it's the first attack this turn, draw a card.", "Whenever any of your creatures attacks, if it's the first attack this turn, draw a card."],
  ])("%s", (line, body) => expect(stripStatedAbilityWord(line)).toBe(body));

  it.each([
    // the number of the label and of the condition differ: the text does not state the label's condition
    "Mana Arms 5: If you have 3 or more fire cards in your mana zone, this creature gets \"speed attacker\".",
    // a keyword with rules of its own, not an ability word
    "Revolution 0 Trigger: Whenever a creature attacks you, if you have no shields, you may cast this spell for no cost.",
    "Meteorburn: Whenever this creature attacks, you may put a card under this creature into your graveyard.",
    // the condition is not in the text (it is in the reminder)
    "Varavariety 3: Each of your creatures gets \"blocker\". (If you have 3 or more elements that have different costs, this creature gets this ability.)",
    "Revolution 2—When you put this creature, draw a card.",
  ])("not stripped: %s", (line) => expect(stripStatedAbilityWord(line)).toBeNull());
});

describe("statics-more on catalogue lines", () => {
  it("Do Red's Mana Arms: speed attacker while 3 or more fire cards are in the mana zone", () => {
    const s = sentenceOf("do-red-tyrant-sonic", "Mana Arms 3");
    expect(s.status).toBe("modelled");
    expect(compiled("do-red-tyrant-sonic").abilities.statics).toContainEqual(
      expect.objectContaining({ kind: "keyword", keyword: "speed-attacker", conditions: [{ kind: "zone-count", whose: "yours", zone: "mana", filter: { civilization: "fire" }, atLeast: 3 }] }),
    );
  });
  it("can't be attacked by a kind of creature: the filter; \"non-multicolored\" is left not modelled (colorless creatures are non-multicolored too)", () => {
    expect(compiled("steel-turret-cluster").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-be-attacked", by: { civilizationsAny: ["fire", "nature"] } }));
    expect(sentenceOf("ebikatsu-star-2", "This creature can't be attacked by non-multicolored").status).toBe("not-modelled");
  });
  it("the exile limit: any part of the name", () => {
    expect(compiled("bhutan-pop-shenton").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-enter-battle", whose: "yours", filter: { typeIncludes: "Exile" }, nameContains: "Shen" }));
  });
  it("can't be destroyed while battling: the battling condition", () => {
    expect(compiled("costello-explosive-g").abilities.statics).toEqual([expect.objectContaining({ kind: "cant-be-destroyed", conditions: [{ kind: "battling" }] })]);
  });
});
