/**
 * The `statics3` branch's templates (lib/abilities/statics3.ts): their output on real catalogue lines, and the lines
 * they leave not modelled.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

describe("statics3 on catalogue lines", () => {
  it("you may put this creature (into the battle zone) tapped: onEnter may-tapped", () => {
    expect(compiled("beigoma-faerie").abilities.onEnter).toEqual([{ kind: "may-tapped", text: "You may put this creature tapped." }]);
    expect(compiled("dekabuta-c").abilities.onEnter).toEqual([{ kind: "may-tapped", text: "You may put this creature into the battle zone tapped." }]);
    expect(compiled("arashidrum-utan").abilities.onEnter).toEqual([{ kind: "may-tapped", text: "This creature may be put into the battle zone tapped." }]);
    // a spell puts nothing of itself into the battle zone
    expect(compileCard({ type: "Spell", text: "You may put this creature tapped." }).sentences[0].status).not.toBe("modelled");
  });
  it("the D2 Field reminder is the rule 703.4l, read on a D2 Field only; 'destroy this D2 Field' is left", () => {
    expect(sentenceOf("muscle-rise-up-gym", "(When another D2 Field").status).toBe("modelled");
    expect(sentenceOf("universal-shark-and-sea", "(Whenever another D2 Field").status).toBe("modelled");
    expect(sentenceOf("sorting-gate", "(Whenever another D2 Field is put, destroy").status).toBe("not-modelled");
    expect(compileCard({ type: "Creature", text: "(Whenever another D2 Field is put into the battle zone, put this D2 Field into your graveyard.)" }).sentences[0].status).not.toBe("modelled");
  });
  it("conditional self statics: negated counts, 'unless', a condition after", () => {
    expect(compiled("fuji-thunder-sacred-dragon").abilities.statics).toEqual([
      { kind: "cant-attack", targets: "any", text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: ["Dragon"], typeIncludes: "Creature" }, excludeSource: true, atMost: 0 }] },
    ]);
    expect(compiled("hoel-dege").abilities.statics).toEqual([{ kind: "cant-attack", targets: "any", text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "hand", atMost: 4 }] }]);
    expect(compiled("usaone").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-attack", conditions: [{ kind: "zone-count", whose: "yours", zone: "hand", atLeast: 2 }] }));
    expect(compiled("bruce-clearly-drive-no-hesitation-i-have-decided-on-what-i-must-do").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-attack", conditions: [{ kind: "zone-count", whose: "yours", zone: "graveyard", atMost: 12 }] }));
    expect(compiled("mafariich-machine").abilities.statics).toEqual([{ kind: "cant-attack", targets: "players", text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Tamaseed" }, atMost: 0 }] }]);
    expect(compiled("fuuma-malcoshas").abilities.statics).toEqual([{ kind: "cant-be-blocked", text: expect.any(String), conditions: [{ kind: "zone-count", whose: "opponents", zone: "shields", atMost: 0 }] }]);
    // a negation of anything but a count is not read
    expect(compileCard({ type: "Creature", text: "This creature can't attack unless it's your turn." }).sentences[0].status).not.toBe("modelled");
  });
  it("a multicolored cross gear's mana reminder; the double quote typo for the apostrophe", () => {
    expect(sentenceOf("neo-wave-catastrophe", "(This crossgear").status).toBe("modelled");
    expect(compiled("aqua-cascade-zabuuun-cruiser-2").abilities.statics).toContainEqual({ kind: "cant-attack", targets: "any", text: "This creature can't attack." });
    expect(compiled("aqua-attack-bagooon-panzer-2").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", cantBeAttacked: true, to: { whose: "own", filter: { civilization: "water", raceIncludes: ["Hunter"] } } }));
  });
  it("a condition rewritten into words the grammar reads, with the same meaning", () => {
    expect(compiled("fuuma-erigoul").abilities.statics).toEqual([
      { kind: "power", amount: 2000, text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: ["Grand Devil"], typeIncludes: "Creature" }, atLeast: 1, excludeSource: true }] },
    ]);
    const drapi = compiled("terradragon-drapi").abilities.triggers[0];
    expect(JSON.stringify(drapi.effect)).toContain('"atMost":8');
    expect(sentenceOf("batocross-hammer-passion-dragon", "At the end of your turn, if you don't have 7").status).toBe("modelled");
    // "Forbidden Field" is a card type, not a race on a field: left
    expect(sentenceOf("forbidden-star-of-forbidden", "If you have a Forbidden Field").status).toBe("not-modelled");
  });
  it("statics with a filter of the other creature, two races, per creature, lures", () => {
    expect(compiled("calgo-vizier-of-rainclouds").abilities.statics).toEqual([{ kind: "cant-be-blocked", by: { powerAtLeast: 4000 }, text: expect.any(String) }]);
    expect(compiled("misha-channeler-of-suns").abilities.statics).toEqual([{ kind: "cant-be-attacked", by: { raceIncludes: ["Dragon"] }, text: expect.any(String) }]);
    expect(compiled("pacific-champion").abilities.statics).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "cant-be-attacked", by: { typeExcludes: "Evolution" } }), expect.objectContaining({ kind: "cant-be-blocked", by: { typeExcludes: "Evolution" } })]),
    );
    expect(compiled("fol-regaia-spiral-light-guardian").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Guardian", "Wild Veggies"] }, excludeSelf: true }, power: 3000 }));
    expect(compiled("for-you").abilities.statics).toContainEqual(expect.objectContaining({ kind: "power", amount: 1000, perCard: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" } } }));
    expect(compiled("gabzagul-warlord-of-pain").abilities.statics).toEqual([{ kind: "grant", to: { whose: "all" }, mustAttack: true, text: expect.any(String) }]);
    expect(compiled("chain-aini-double-cross").abilities.statics).toEqual([{ kind: "grant", to: { whose: "own", filter: { nameIncludes: "Double Cross" } }, cantBeAttacked: true, text: expect.any(String) }]);
  });
  it("spells cast this turn: summon only if, attack unless", () => {
    expect(compiled("gariel-elemental-of-sunbeams").abilities.statics).toEqual([{ kind: "cant-be-summoned", text: expect.any(String), conditions: [{ kind: "turn-log", what: "cast", whose: "yours", atMost: 0 }] }]);
    expect(compiled("gravie-full-battle-warship-extreme-force-kiagein").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-attack", conditions: [{ kind: "turn-log", what: "cast", whose: "yours", atMost: 1 }] }));
    // "during your turn" is another count: left
    expect(sentenceOf("jenne-topy-gyorai-cannon", "This creature can't attack unless you cast a spell during your turn").status).toBe("not-modelled");
  });
  it("a standalone rule reminder line", () => {
    expect(sentenceOf("zombieponnosuke", "(A creature that has power 0 or less").status).toBe("modelled");
    expect(sentenceOf("okopitchakochi", "(Gacharange Summon").status).toBe("modelled");
  });
  it("race lists, 'can only be attacked by', summon-only-if left on a count of the hand", () => {
    expect(compiled("amud-the-patroller").abilities.statics).toEqual([{ kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Angel Command", "Demon Command"] } }, keywords: ["blocker"], text: expect.any(String) }]);
    expect(compiled("dorodoro-gekikarekara-curryban-passion-dragon").abilities.statics).toEqual([{ kind: "cant-be-attacked", by: { raceExcludes: ["Dragon"] }, text: expect.any(String) }]);
    // power attacker given to other creatures: read since statics4 (the grant's `attackingPower`, tests/abilities/compile-statics4.test.ts)
    expect(sentenceOf("dorambeak-violent-dragon-phoenix", "Each of your Tyranno Drake and Brave Spirit").template).toBe("static:grant-keywords");
    expect(sentenceOf("batch-hit", "This creature can only be summoned if").status).toBe("not-modelled");
  });
  it("any conditionable self static under a condition the grammar did not read (face-up shields, a D2 Field, other creatures)", () => {
    expect(compiled("miragino-the-face-up").abilities.statics).toContainEqual({ kind: "keyword", keyword: "speed-attacker", text: expect.any(String), conditions: [{ kind: "zone-count", whose: "yours", zone: "shields", filter: { faceUp: true }, atLeast: 1 }] });
    expect(compiled("vizenma-d2j2").abilities.statics).toContainEqual(expect.objectContaining({ kind: "wins-all-battles", conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "D2 Field" }, atLeast: 1 }] }));
    expect(compiled("black-tiger-the-warrior-savage").abilities.statics).toContainEqual(
      expect.objectContaining({ kind: "keyword", keyword: "speed-attacker", conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: "fire", typeIncludes: "Creature" }, atLeast: 2, excludeSource: true }] }),
    );
    // a static that holds no condition (doesn't untap) is not read under one
    expect(compileCard({ type: "Creature", text: "If you have 6 shields or less, this creature doesn't untap at the start of your turn." }).sentences[0].status).not.toBe("modelled");
  });
  it("put tapped and doesn't untap", () => {
    const ab = compiled("ma-scumero-tank").abilities;
    expect(ab.onEnter).toContainEqual({ kind: "tapped", text: expect.any(String) });
    expect(ab.statics).toContainEqual({ kind: "doesnt-untap", text: expect.any(String) });
  });
  it("can't break shields", () => {
    expect(compiled("night-s-ponnosuke").abilities.statics).toContainEqual({ kind: "cant-break-shields", text: "This creature can't break shields." });
  });
  it("'If this creature is tapped during your opponent's turn, X' read as 'During your opponent's turn, if this creature is tapped, X'", () => {
    expect(compiled("igars-dragoon").abilities.statics).toContainEqual(
      expect.objectContaining({ kind: "grant", to: { whose: "opponents" }, mustAttack: true, conditions: [{ kind: "turn", whose: "opponents" }, { kind: "source-tapped", tapped: true }] }),
    );
  });
  it("the opponent's first creature each turn enters tapped", () => {
    expect(compiled("alcadeias-momoking").abilities.statics).toContainEqual({
      kind: "enter-tapped",
      zone: "battle",
      whose: "opponents",
      text: expect.any(String),
      conditions: [{ kind: "this-turn-count", what: "creatures-put", whose: "opponents", atMost: 0 }],
    });
  });
});
