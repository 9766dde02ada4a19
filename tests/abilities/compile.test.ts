/**
 * The card-text compiler on real catalogue texts. Each expectation is written from the card's printed
 * text and the rules (609 replacement: "would … instead"; 603 trigger: "when … is"), not from a run.
 */
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { readCardsJsonl } from "@/lib/files/cards-file";
import { RACES } from "@/lib/abilities/races";
import { compileCard, fullyModelled, isReplacementText, replacementsModelled, normalise, parseEffects, COMPILER_VERSION } from "@/lib/abilities";

const cards = new Map(readCardsJsonl(join(process.cwd(), "content", "cards", "cards.jsonl")).map((c) => [c.id, c] as const));
const card = (id: string) => {
  const c = cards.get(id);
  if (!c) throw new Error(`no card ${id} in the catalogue`);
  return c;
};
const compile = (id: string) => compileCard(card(id));

describe("replacement templates (609)", () => {
  it("'would be destroyed, put it into your mana zone instead' (Ajisai, Love Faerie): mandatory, watches its own destruction", () => {
    const c = compile("ajisai-love-faerie");
    expect(c.compilerVersion).toBe(COMPILER_VERSION);
    expect(c.abilities.replacements).toHaveLength(1);
    const r = c.abilities.replacements[0];
    expect(r.watches).toEqual({ event: "destroy", subject: "self" });
    expect(r.optional).toBe(false);
    expect(r.instead).toEqual([{ do: "put-into-mana", target: { eventCard: true } }]);
    const s = c.sentences.find((x) => x.text.startsWith("When this creature would be destroyed"))!;
    expect(s).toMatchObject({ status: "modelled", kind: "replacement", clause: "609" });
    expect(s.watches).toContain("would be destroyed");
  });

  it("Saver: Demon Command (Balor): optional, watches your Demon Commands' destruction, spends this creature (one event, 609.9)", () => {
    const r = compile("balor-lifesaving-doll").abilities.replacements[0];
    expect(r.watches).toEqual({ event: "destroy", subject: "own", filter: { raceIncludes: ["Demon Command"] } });
    expect(r.optional).toBe(true);
    expect(r.scope).toBe("one-event");
    expect(r.instead).toEqual([{ do: "destroy", target: { self: true } }]);
  });

  it("Saver: Light creature (Andro Saver): the civilization is the parameter, and only creatures are watched", () => {
    const r = compile("andro-saver-martyrdom-wings").abilities.replacements[0];
    expect(r.watches).toEqual({ event: "destroy", subject: "own", filter: { civilization: "light", typeIncludes: "Creature" } });
    expect(r.optional).toBe(true);
  });

  it("ESCAPE (Alishion): you may add one of your shields to your hand instead; the other sentences are recorded", () => {
    const c = compile("alishion-robust-wings");
    const r = c.abilities.replacements[0];
    expect(r.watches).toEqual({ event: "destroy", subject: "self" });
    expect(r.optional).toBe(true);
    // a shield put into the hand is not returned from the battle zone: "add ... to your hand"
    expect(r.instead).toEqual([{ do: "put-into-hand", target: { choose: { player: "you", zone: "shields", count: 1 } } }]);
    expect(c.abilities.keywords).toContain("blocker");
    // "This creature can't attack players." is a static the attack action checks
    expect(c.abilities.statics).toEqual([{ kind: "cant-attack", targets: "players", text: "This creature can't attack players." }]);
    expect(fullyModelled(c)).toBe(true);
    expect(replacementsModelled(c)).toBe(true);
  });

  it("Eternal Omega: when this creature would leave, return it to your hand instead", () => {
    const c = compile("battle-the-climax-zenith-of-victory");
    const r = c.abilities.replacements.find((x) => x.id.startsWith("eternal-omega"))!;
    expect(r.watches).toEqual({ event: "leave-battle", subject: "self" });
    expect(r.optional).toBe(false);
    expect(r.instead).toEqual([{ do: "return-to-hand", target: { eventCard: true } }]);
    expect(c.abilities.keywords).toContain("triple-breaker");
  });

  it("Ultra Saver: Mecha: watches any of your Mecha leaving the battle zone", () => {
    const r = compile("assistest-aldead").abilities.replacements[0];
    expect(r.watches).toEqual({ event: "leave-battle", subject: "own", filter: { raceIncludes: ["Mecha"] } });
    expect(r.scope).toBe("one-event");
  });

  it("discarded during your opponent's turn → may put it into the battle zone (works from the hand)", () => {
    const r = compile("algo-bardiol-devil-admiral").abilities.replacements[0];
    expect(r.watches).toEqual({ event: "discard", subject: "self" });
    expect(r.conditions).toEqual([{ kind: "turn", whose: "opponents" }]);
    expect(r.activeIn).toBe("hand");
    expect(r.optional).toBe(true);
    expect(r.instead).toEqual([{ do: "put-into-battle", target: { eventCard: true } }]);
  });

  it("discarded by an opponent's spell or creature ability → only those causes", () => {
    const r = compile("anti-psychic-totem").abilities.replacements[0];
    expect(r.watches).toEqual({ event: "discard", subject: "self", byOpponent: "spell-or-creature-in-battle" });
    expect(r.activeIn).toBe("hand");
  });

  it("Charger, Star Evolution, EX Life: the keyword, whose replacement the engine gives the card (rule-abilities)", () => {
    const charger = compile("abduction-charger");
    expect(charger.abilities.keywords).toEqual(["charger"]);
    expect(charger.abilities.replacements).toEqual([]);
    expect(charger.sentences.find((s) => s.text.startsWith("Charger"))).toMatchObject({ status: "modelled", kind: "replacement", template: "reminder:charger", clause: "609" });
    expect(compile("appo-valbo-star").abilities.keywords).toEqual(["star-evolution", "double-breaker"]);
    expect(compile("alegskull-sutured-tower-bone").abilities.keywords).toContain("ex-life");
    // the reminder on a card of another type is not the keyword
    expect(compileCard({ type: "Creature", text: "Charger (After you cast this spell, put it into your mana zone instead of your graveyard.)" }).sentences[0].status).toBe("not-modelled");
  });

  it("the race list is the catalogue's", () => {
    const races = new Set<string>();
    for (const c of cards.values()) for (const r of [...c.races, ...(c.faces ?? []).flatMap((f) => f.races)]) races.add(r);
    expect([...RACES]).toEqual([...races].sort());
  });
});

describe("keywords, triggers, statics, spells", () => {
  it("This creature can't be destroyed. → a static prohibition, not a replacement", () => {
    const c = compile("explosive-dash-masashi-crimson-sabre");
    expect(c.abilities.statics).toContainEqual({ kind: "cant-be-destroyed", text: "This creature can't be destroyed." });
    expect(c.abilities.replacements).toEqual([]);
    expect(c.abilities.keywords).toContain("triple-breaker");
  });

  it("a trigger 'When you put this creature into the battle zone, you may draw a card.' (Akashic Second)", () => {
    const c = compile("akashic-second-electro-spirit");
    expect(c.abilities.triggers).toHaveLength(1);
    // "you may" is the step's: the controller is asked as the effect resolves
    expect(c.abilities.triggers[0]).toMatchObject({ on: { event: "put-into-battle", subject: "self" }, optional: false, effect: [{ do: "draw", player: "you", count: 1, optional: true }] });
    // the multicolored reminder is the game rule, applied by the engine to every multicolored card
    expect(c.sentences[0]).toMatchObject({ status: "modelled", kind: "rule" });
    expect(fullyModelled(c)).toBe(true);
  });

  it("the multicolored reminder on a one-civilization card is not taken as the rule", () => {
    const c = compileCard({ type: "Creature", civilizations: ["fire"], text: "(This creature is put into your mana zone tapped.)" });
    expect(c.sentences[0].status).toBe("not-modelled");
  });

  it("twinpacts: both sides are compiled, each sentence knows its side", () => {
    const c = compile("ace-yamata-eight-headed-dragon-mystic-treasure-sword");
    expect(new Set(c.sentences.map((s) => s.side))).toEqual(new Set([0, 1]));
    expect(c.abilities.keywords).toEqual(expect.arrayContaining(["mach-fighter", "triple-breaker"]));
    const r = c.abilities.replacements[0];
    expect(r.watches).toEqual({ event: "leave-battle", subject: "own", filter: { typeIncludes: "Creature" } });
    expect(r.optional).toBe(true);
    expect(r.instead).toEqual([{ do: "put-into-mana", target: { eventCard: true } }]);
  });

  it("spell effects in printed order, with 'If you do'", () => {
    expect(parseEffects("Draw 2 cards. Then destroy one of your opponent's creatures")).toEqual([
      { do: "draw", player: "you", count: 2 },
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1 } } },
    ]);
    expect(parseEffects("You may destroy this creature. If you do, draw a card.", {})).toEqual([
      { do: "destroy", target: { self: true }, optional: true, ifYouDo: [{ do: "draw", player: "you", count: 1 }] },
    ]);
  });

  it("never guesses: an unknown sentence is not modelled, with its text", () => {
    const c = compileCard({ type: "Creature", text: "When this creature would be destroyed, you may tap all of the moon instead.\nBlocker" });
    expect(c.sentences).toEqual([
      { text: "When this creature would be destroyed, you may tap all of the moon instead.", status: "not-modelled" },
      expect.objectContaining({ text: "Blocker", status: "keyword", kind: "keyword" }),
    ]);
    expect(c.abilities.replacements).toEqual([]);
  });

  it("'one of your evolution creatures' requires both type words, not every creature (an Evolution Cross Gear is no creature)", () => {
    const c = compile("silver-vanguard");
    expect(c.abilities.replacements).toHaveLength(1);
    expect(c.abilities.replacements[0].watches).toEqual({ event: "destroy", subject: "own", filter: { typeIncludes: "Evolution", typeIncludesAny: ["Creature"] } });
  });

  it("what counts as replacement text: 'instead', but not the tap ability's 'Instead of having this creature attack'", () => {
    expect(isReplacementText("When this creature would be destroyed, return it to your hand instead.")).toBe(true);
    expect(isReplacementText("Instead of having this creature attack, you may tap it to use its Tap ability.")).toBe(false);
  });

  it("normalises quotes and pronouns", () => {
    expect(normalise("Return it to his  hand’s")).toBe("Return it to their hand's");
  });
});
