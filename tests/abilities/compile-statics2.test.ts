/**
 * The `statics2` branch's templates (lib/abilities/statics2.ts): their output on real catalogue lines, and the lines
 * they leave not modelled.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

describe("statics2 on catalogue lines", () => {
  it("can't be blocked given to a kind of creature, to the attached / crossed creature", () => {
    expect(compiled("mother-alien").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Hunter"] } }, cantBeBlocked: true }));
    expect(compiled("invisible-aura").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { attached: true }, cantBeBlocked: true }));
    expect(compiled("invisible-suit").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { crossed: true }, cantBeBlocked: true, power: 1000 }));
    expect(compiled("legendary-bynor").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { civilization: "water" }, excludeSelf: true }, cantBeBlocked: true }));
    // no "your": every such creature, both players'
    expect(compiled("king-nautilus").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "all", filter: { raceIncludes: ["Liquid People"] } }, cantBeBlocked: true }));
  });
  it("\"while attacking a creature\" (a condition on the attack's target) is left not modelled", () => {
    expect(sentenceOf("snaptongue-lizard", "While attacking a creature").status).toBe("not-modelled");
  });
  it("can't use shield triggers: who, which cards, the source's own breaks", () => {
    expect(compiled("gigabolver").abilities.statics).toEqual([{ kind: "cant-use-shield-trigger", who: "players", filter: { civilization: "light" }, text: expect.any(String) }]);
    expect(compiled("mesai-daguras-matchless-totem").abilities.statics).toEqual([{ kind: "cant-use-shield-trigger", who: "opponents", brokenBySource: true, text: expect.any(String) }]);
    expect(compiled("cryptic-totem").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-use-shield-trigger", who: "opponents", conditions: [{ kind: "source-tapped", tapped: true }] }));
    expect(compiled("asaraam-red-attack-silver").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-use-shield-trigger", who: "yours", filter: { civilizationNot: "light" } }));
  });
  it("can't summon: players, cost filter; the turn condition", () => {
    expect(compiled("bolshack-cross-nex").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-summon", who: "players", filter: { costAtMost: 4 } }));
    expect(compileCard({ type: "Creature", text: "Your opponent can't summon creatures." }).abilities.statics).toEqual([{ kind: "cant-summon", who: "opponents", text: "Your opponent can't summon creatures." }]);
    // a spell's sentence is no lasting static of a card in the battle zone
    expect(compileCard({ type: "Spell", text: "Your opponent can't summon creatures." }).sentences[0].status).not.toBe("modelled");
    expect(compiled("inka-karma-s-curse-crest").abilities.statics).toEqual([{ kind: "cant-summon", who: "opponents", text: expect.any(String), conditions: [{ kind: "turn", whose: "yours" }] }]);
  });
  it("a keyword filter on 'can't attack the turn they are put' is left not modelled (a granted keyword would not be seen)", () => {
    expect(sentenceOf("dione", "Creatures that have \"speed attacker\"").status).toBe("not-modelled");
    expect(compiled("frogger-1-moon-sand").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "opponents", filter: { typeExcludes: "Evolution" } }, cantAttack: "any", cantAttackTurnPut: true }));
  });
  it("conditional power attacker: +N while attacking under the count of other creatures", () => {
    expect(compiled("torchclencher").abilities.statics).toContainEqual(
      expect.objectContaining({ kind: "power", amount: 3000, conditions: [{ kind: "attacking" }, { kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", civilization: "fire" }, atLeast: 1, excludeSource: true }] }),
    );
  });
});
