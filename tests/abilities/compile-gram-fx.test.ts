/**
 * The effect grammar of triggered abilities and spells on real catalogue sentences (branch gram-fx): each expectation
 * is written from the printed text and the rules, including sentences that must stay unmodelled.
 */
import { describe, expect, it } from "vitest";
import { compiled, sentenceOf } from "./support";
import { normalise, parseEffects } from "@/lib/abilities";
import { parseCondition } from "@/lib/abilities/grammar";

const compile = compiled;
const sentence = sentenceOf;
const spell = (text: string) => parseEffects(normalise(text), { notes: [] });

describe("card-designating choices: \"cards in the battle zone\" (109.2a, 200.3a)", () => {
  it("Rumble's Hammer: one of your opponent's cards in the battle zone that costs 3 or less → a card-designating choice", () => {
    const t = compile("rumble-s-hammer").abilities.triggers[0];
    expect(t.on).toEqual({ event: "put-into-battle", subject: "self" });
    expect(t.effect).toEqual([{ do: "to-graveyard", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { costAtMost: 3 }, cardDesignating: true } } }]);
    expect(sentence("rumble-s-hammer", "When you put").effect).toContain("card-designating");
  });

  it("Ballomspawn: destroy all non-darkness cards in the battle zone → every card on its own (card-designating all)", () => {
    expect(compile("ballomspawn-lord-of-demons").abilities.triggers[0].effect).toEqual([{ do: "destroy", target: { all: { player: "any", zone: "battle", filter: { civilizationNot: "darkness" }, cardDesignating: true } } }]);
  });

  it("Hayatata Churis: non-creature cards in the battle zone keep the type exclusion", () => {
    expect(compile("hayatata-churis").abilities.triggers[0].effect).toEqual([{ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { typeExcludes: "Creature" }, cardDesignating: true } } }]);
  });

  it("'its owners graveyard' (apostrophe left out) reads as its owner's graveyard", () => {
    expect(compile("akkan-perocket").sentences.every((s) => s.status !== "not-modelled")).toBe(true);
  });

  it("cards not said to be in the battle zone are not read as battle-zone cards (stays unmodelled)", () => {
    expect(spell("Choose one of your opponent's cards that costs 4 or less and return it to its owner's hand.")).toBeNull();
  });
});

describe("gacharange creatures", () => {
  it("Deep a.k.a. Waterfall: draw a card for each of your gacharange creatures in the battle zone", () => {
    expect(compile("deep-a-k-a-waterfall").abilities.spell).toEqual([
      { do: "gr-summon", player: "you" },
      { do: "draw", player: "you", count: { each: { whose: "yours", zone: "battle", filter: { typeIncludes: "Gacharange" } } } },
    ]);
  });

  it("'if you have 3 or more gacharange creatures in the battle zone' counts the type Gacharange", () => {
    expect(parseCondition("you have 3 or more gacharange creatures in the battle zone")).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Gacharange" }, atLeast: 3 }]);
  });
});

describe("what a player 'has' with no zone named: the battle zone", () => {
  it("Assistest Cineraria: 'if you have another Giant' → a Giant creature other than this one", () => {
    const t = compile("assistest-cineraria").abilities.triggers[0];
    expect(t.effect).toEqual([{ do: "if", conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: ["Giant"], typeIncludes: "Creature" }, atLeast: 1, excludeSource: true }], then: [{ do: "draw", player: "you", count: 1 }] }]);
  });

  it("'you have a tamaseed', 'you have 3 or more tapped creatures', 'you don't have a Dragon'", () => {
    expect(parseCondition("you have a tamaseed")).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Tamaseed" }, atLeast: 1 }]);
    expect(parseCondition("you have 3 or more tapped creatures")).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { tapped: true, typeIncludes: "Creature" }, atLeast: 3 }]);
    expect(parseCondition("you don't have a Dragon")).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: ["Dragon"], typeIncludes: "Creature" }, atMost: 0 }]);
  });

  it("cards, spells, 'your opponent has another' and a named zone are not read this way", () => {
    expect(parseCondition("you have 5 or more cards")).toBeNull();
    expect(parseCondition("you have a spell")).toBeNull();
    expect(parseCondition("your opponent has another Dragon")).toBeNull();
    expect(parseCondition("you have a Dragon in your hand and a spell")).toBeNull();
  });
});

describe("sentences of an effect", () => {
  it("'Then you may choose one of your opponent's creatures. This creature and that creature battle.' (Hoart Sakeby Junior)", () => {
    expect(compile("hoart-sakeby-junior").abilities.triggers[0].effect).toEqual([
      { do: "deck-to-zone", player: "you", count: 1, to: "mana" },
      { do: "battle", a: { self: true }, b: { choose: { player: "opponent", zone: "battle", count: 1 } }, optional: true },
    ]);
  });

  it("'You can't use the \"shield trigger\" ability.' after a shield is put into the hand: a note (shield triggers are not modelled)", () => {
    const s = sentence("geared-extreme", "Add one of your shields");
    expect(s.status).toBe("modelled");
    expect(s.note).toContain("shield trigger");
    expect(compile("geared-extreme").abilities.spell[1]).toEqual({ do: "put-into-hand", target: { choose: { player: "you", zone: "shields", count: 1 } } });
  });

  it("two choices and 'Return them' (Pacuskuuga Magic Academy): one target can't say both, not read", () => {
    expect(sentence("pacuskuuga-magic-academy", "Choose one of your opponent's").status).toBe("not-modelled");
  });
});

describe("filters: non-race, non-psychic", () => {
  it("Ancient Trap: one of your opponent's non-Dragon creatures → raceExcludes", () => {
    expect(compile("ancient-trap").abilities.spell).toEqual([{ do: "put-into-mana", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { raceExcludes: ["Dragon"] } } } }]);
  });

  it("Hyperspatial Gallows Hole: a non-psychic creature in the battle zone → the type Psychic excluded", () => {
    expect(compile("hyperspatial-gallows-hole").abilities.spell[0]).toEqual({ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1, filter: { typeExcludes: "Psychic" } } } });
  });

  it("a word that names no race after non- is not read", () => {
    expect(spell("Destroy one of your opponent's non-Qwertyuiop creatures.")).toBeNull();
  });
});

describe("modal heads (modal:choose-one-more)", () => {
  it("Dragon Fantasy Trap Spark: 'If you have a dragon in the battle zone, you may choose both' → a third mode, both in printed order, while the condition holds", () => {
    const [step] = compile("dragon-fantasy-trap-spark").abilities.spell;
    expect(step.do).toBe("if");
    if (step.do !== "if") return;
    expect(step.conditions).toEqual([{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: ["Dragon"], typeIncludes: "Creature" }, atLeast: 1 }]);
    const [withBoth] = step.then;
    const [withoutBoth] = step.else!;
    expect(withBoth.do === "choose-one" && withBoth.modes.map((m) => m.id)).toEqual(["mode-1", "mode-2", "both"]);
    expect(withoutBoth.do === "choose-one" && withoutBoth.modes.map((m) => m.id)).toEqual(["mode-1", "mode-2"]);
    if (withBoth.do !== "choose-one") return;
    expect(withBoth.modes[2].steps).toEqual([...withBoth.modes[0].steps, ...withBoth.modes[1].steps]);
  });

  it("Analith Cyber Armor: 'you may destroy it. If you do, choose one of the following' → the choice is the destroy's 'if you do'", () => {
    const t = compile("analith-cyber-armor").abilities.triggers[0];
    expect(t.effect).toHaveLength(1);
    expect(t.effect[0]).toMatchObject({ do: "destroy", target: { self: true }, optional: true });
    expect(t.effect[0].ifYouDo?.[0]).toMatchObject({ do: "choose-one" });
  });

  it("'Choose 2 of the following. (You may choose the same one twice.)' is not this template's: a mode chosen twice is read by modal:choose-n-repeat (clauses-modal.ts)", () => {
    const s = sentence("ater-gorghini", "When you put this creature, Choose 2");
    expect(s.template).toBe("modal:choose-n-repeat");
    expect(compile("ater-gorghini").abilities.triggers[0].effect[0]).toMatchObject({ do: "choose-one", count: 2, repeat: true });
  });
});

describe("choose a creature and tap or untap it", () => {
  it("Ur, Cleansing Elemental: the creature is chosen and remembered; if one was, tap or untap it (two modes)", () => {
    const [step] = compile("ur-cleansing-elemental").abilities.triggers[0].effect;
    expect(step).toMatchObject({ do: "choose", target: { choose: { player: "any", zone: "battle", count: 1 } }, remember: "tap-or-untap" });
    const [modal] = step.ifYouDo!;
    expect(modal.do === "choose-one" && modal.modes.map((m) => [m.id, m.steps])).toEqual([
      ["tap", [{ do: "tap", target: { remembered: "tap-or-untap" } }]],
      ["untap", [{ do: "untap", target: { remembered: "tap-or-untap" } }]],
    ]);
  });

  it("'choose up to 2 creatures and tap or untap them' is not read (each one on its own or all alike is not said)", () => {
    expect(sentence("gotthart-the-spydroid", "When you put this creature").status).toBe("not-modelled");
  });
});
