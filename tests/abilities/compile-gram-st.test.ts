/**
 * Issue 14 (static and continuous sentences) on real catalogue texts: the Tap ability (602), conditions on this
 * creature said before "it", quoted keywords with their reminders, and the sentences that must stay unmodelled.
 * Each expectation is written from the card's printed text and the rules, not from a run.
 */
import { describe, expect, it } from "vitest";
import { byId, compiled, sentenceOf } from "./support";
import { compileCard, isReplacementText } from "@/lib/abilities";
import { parseQuotedKeywords, splitQuoted } from "@/lib/abilities/grammar";

const cards = byId;
const compile = compiled;
const sentence = sentenceOf;
const line = (text: string, type = "Creature") => compileCard({ type, text });

describe("the Tap ability (602)", () => {
  it("Gummer: the rule line is the activation (602.1), not a replacement; the Tap ability's effect is compiled", () => {
    const c = compile("gummer-assassination-doll");
    expect(sentence("gummer-assassination-doll", "Instead of having")).toMatchObject({ status: "modelled", kind: "rule", template: "rule:tap-ability", clause: "602.1" });
    expect(isReplacementText(cards.get("gummer-assassination-doll")!.text)).toBe(false);
    expect(c.abilities.replacements).toEqual([]);
    expect(c.abilities.tapAbility).toEqual([{ do: "destroy", target: { choose: expect.objectContaining({ player: "opponent", zone: "battle", filter: expect.objectContaining({ tapped: true }) }) } }]);
    expect(sentence("gummer-assassination-doll", "Tap ability:")).toMatchObject({ status: "modelled", kind: "activated", template: "activated:tap-ability" });
  });

  it("the repeated label ('Tap ability: Tap ability: ...') is read once (Soldias)", () => {
    expect(compile("soldias-the-patroller").abilities.tapAbility).toHaveLength(1);
  });

  it("stays unmodelled: a costed activation (Soldias: '... tap it and 8 untapped cards in your mana zone ...'), another creature's Tap ability (Saberfili), a Tap ability on a spell", () => {
    expect(sentence("soldias-the-patroller", "Instead of having").status).toBe("not-modelled");
    expect(line("Instead of having this creature attack, you may tap this creature to use the Tap ability of another creature in the battle zone.").sentences[0].status).toBe("not-modelled");
    expect(line("Tap ability: Draw 2 cards.", "Spell").sentences[0].status).not.toBe("modelled");
    // an effect the grammar can't read stays unmodelled (Adomis: look at a shield)
    expect(sentence("adomis-the-oracle", "Tap ability:").status).toBe("not-modelled");
  });
});

describe("conditions on this creature said before 'it'", () => {
  it("'While this creature is linked, it has \"triple breaker\".' (Aloro): a keyword static under source-linked", () => {
    expect(compile("aloro-war-god").abilities.statics).toContainEqual(expect.objectContaining({ kind: "keyword", keyword: "triple-breaker", conditions: [{ kind: "source-linked" }] }));
  });

  it("'While this creature has power 6000 or more, it has \"double breaker (...)\"' (King Oquanos): power above 5999, the reminder in the quotes dropped", () => {
    expect(compile("king-oquanos").abilities.statics).toContainEqual(expect.objectContaining({ kind: "keyword", keyword: "double-breaker", conditions: [{ kind: "source-power-at-least", value: 6000 }] }));
  });

  it("'While battling a creature that has \"blocker\", this creature gets +5000 power.' (Delivery Megahit)", () => {
    expect(compile("delivery-megahit").abilities.statics).toEqual([{ kind: "power", amount: 5000, text: expect.any(String), conditions: [{ kind: "battling", against: { keyword: "blocker" } }] }]);
  });

  it("'... it has \"power attacker +3000\"' (Kiritorawonga): +3000 power while linked and attacking", () => {
    expect(compile("kiritorawonga-myriadblade-violence-elephant").abilities.statics).toContainEqual(expect.objectContaining({ kind: "power", amount: 3000, conditions: [{ kind: "source-linked" }, { kind: "attacking" }] }));
  });

  it("stays unmodelled: a power bonus on a condition on its own power, 'battling a creature that has power N or more', 'it' after a condition not on this creature, an unknown quoted ability", () => {
    expect(line("While this creature has power 6000 or more, it gets +2000 power.").sentences[0].status).toBe("not-modelled");
    expect(line("While battling a creature that has power 12000 or more, this creature gets +11000 power.").sentences[0].status).toBe("not-modelled");
    expect(line('While you have no shields, it has "double breaker".').sentences[0].status).toBe("not-modelled");
    expect(line('While this creature is linked, it has "Whenever this creature attacks, draw a card."').sentences[0].status).toBe("not-modelled");
    expect(line("While this creature isn't linked, it can't attack.").sentences[0].status).toBe("not-modelled");
  });
});

describe("quoted keywords", () => {
  it("a keyword's reminder inside its quotes restates it", () => {
    expect(parseQuotedKeywords('"double breaker (This creature breaks 2 shields)."')).toEqual(["double-breaker"]);
    expect(parseQuotedKeywords('"Blocker (Whenever an opponent\'s creature attacks, you may tap this creature to stop the attack. Then the 2 creatures battle)."')).toEqual(["blocker"]);
    expect(parseQuotedKeywords('"speed attacker", "blocker" and "double breaker"')).toEqual(["speed-attacker", "blocker", "double-breaker"]);
  });

  it("not a list of quoted keywords: null", () => {
    expect(parseQuotedKeywords('"double breaker" and')).toBeNull();
    expect(parseQuotedKeywords('"double breaker" or "blocker"')).toBeNull();
    expect(parseQuotedKeywords('"whenever this creature attacks, draw a card"')).toBeNull();
    expect(splitQuoted('"a", "b"')).toEqual(["a", "b"]);
    expect(splitQuoted('"a" and more')).toBeNull();
  });
});

describe("rule notes", () => {
  it("'You can put an evolution creature of any race on this creature.' (Byakko) is a rule note", () => {
    expect(sentence("byakko-the-innocent-blade", "You can put")).toMatchObject({ status: "modelled", kind: "rule", template: "rule:evolve-any-race" });
    expect(line("You can put an evolution creature of any civilization on this creature.").sentences[0].status).toBe("not-modelled");
  });
});
