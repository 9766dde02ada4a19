/**
 * moves3 engine additions, on definitions written from the clauses alone:
 *  - `put-into-battle` with `equipTo`: a Dragheart Weapon enters equipped (305.2 「ウエポンはクリーチャーに装備することができます。」);
 *    with no creature to be equipped to it is alone and goes to the hyperspatial zone (305.3 「ウエポンは単独でバトルゾーンに
 *    存在することができません。」, 117.2 「バトルゾーンにある単一のウエポンは、超次元ゾーンに置かれます。」); a fortress is never
 *    equipped and may be alone (306.2);
 *  - card filters `anyOf` (one of the alternatives) and `civilizationInZone` ("that has the same civilization as a card in
 *    your mana zone": a face-down card shows no civilization, 200.3b; a colorless card has none, 106.2c).
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, whereIs, type CardDef, type CardDefs, type CardFilter, type CardSpec, type EffectStep, type Target, type Scenario, type ScriptedChoice, type Action } from "@/lib/engine";

const def = (id: string, type: string, civ: string[], cost: number, extra: Partial<CardDef> = {}): CardDef => ({
  id,
  name: id,
  nameJa: null,
  type,
  civilizations: civ,
  races: type.includes("Creature") ? ["Test"] : [],
  power: type.includes("Creature") ? 3000 : null,
  cost,
  text: "",
  flipTo: null,
  abilities: emptyAbilities(),
  ...extra,
});

const fromHyper = (filter: CardFilter, equipTo?: Target): EffectStep => ({
  do: "put-into-battle",
  target: { choose: { player: "you", zone: "hyperspatial", count: 1, filter } },
  ...(equipTo ? { equipTo } : {}),
});

const spell = (id: string, steps: EffectStep[]): CardDef => def(id, "Spell", ["fire"], 1, { abilities: { ...emptyAbilities(), spell: steps } });

const DEFS: CardDefs = {
  "t-weapon": def("t-weapon", "Dragheart Weapon", ["fire"], 2),
  "t-weapon-light": def("t-weapon-light", "Dragheart Weapon", ["light"], 2),
  "t-weapon-zero": def("t-weapon-zero", "Dragheart Weapon", ["zero"], 2),
  "t-fortress": def("t-fortress", "Dragheart Fortress", ["fire"], 3),
  "t-fire": def("t-fire", "Creature", ["fire"], 3),
  "t-zero": def("t-zero", "Creature", ["zero"], 3),
  "t-light": def("t-light", "Creature", ["light"], 3),
  // a creature that, when destroyed, puts a weapon "equipped to this creature": it is no longer in the battle zone
  "t-dying": def("t-dying", "Creature", ["fire"], 3, {
    abilities: { ...emptyAbilities(), triggers: [{ id: "t0", text: "t", on: { event: "destroyed", subject: "self" }, optional: false, effect: [fromHyper({ typeIncludes: "Dragheart" }, { self: true })] }] },
  }),
  "t-put-self": def("t-put-self", "Creature", ["fire"], 3, {
    abilities: { ...emptyAbilities(), triggers: [{ id: "t0", text: "t", on: { event: "put-into-battle", subject: "self" }, optional: false, effect: [fromHyper({ typeIncludes: "Dragheart" }, { self: true })] }] },
  }),
  "t-put-plain": def("t-put-plain", "Creature", ["fire"], 3, {
    abilities: { ...emptyAbilities(), triggers: [{ id: "t0", text: "t", on: { event: "put-into-battle", subject: "self" }, optional: false, effect: [fromHyper({ typeIncludes: "Dragheart" })] }] },
  }),
  "t-equip-chosen": spell("t-equip-chosen", [
    { do: "choose", target: { choose: { player: "you", zone: "battle", count: 1 } }, remember: "c" },
    fromHyper({ typeIncludes: "Dragheart Weapon" }, { remembered: "c" }),
  ]),
  "t-any-of": spell("t-any-of", [fromHyper({ anyOf: [{ typeIncludes: "Dragheart", civilization: "light", costAtMost: 4 }, { typeIncludes: "Fortress", costAtMost: 3 }] })]),
  "t-same-civ": spell("t-same-civ", [fromHyper({ typeIncludes: "Dragheart Weapon", civilizationInZone: "mana" })]),
  "t-discard-up-to": spell("t-discard-up-to", [
    { do: "discard", player: "you", count: 2, chooser: "discarder", upTo: true, remember: "d" },
    { do: "draw", player: "you", count: { counted: "d" } },
  ]),
  // "when you put this creature, draw a card for each other fire creature you have in the battle zone"
  "t-draw-others": def("t-draw-others", "Creature", ["fire"], 3, {
    abilities: {
      ...emptyAbilities(),
      triggers: [{ id: "t0", text: "t", on: { event: "put-into-battle", subject: "self" }, optional: false, effect: [{ do: "draw", player: "you", count: { each: { whose: "yours", zone: "battle", filter: { civilization: "fire" }, excludeSource: true } } }] }],
    },
  }),
  // a twinpact: creature side cost 8 (water), spell side "draw a card" cost 1 (fire)
  "t-twin": def("t-twin", "Twinpact", ["water", "fire"], 8, {
    faceTypes: ["Creature", "Spell"],
    spellFace: { name: "t-twin spell", cost: 1, civilizations: ["fire"], races: [] },
    abilities: { ...emptyAbilities(), spell: [{ do: "draw", player: "you", count: 1 }] },
  }),
  "t-cast-4": spell("t-cast-4", [{ do: "cast-spell", from: ["hand"], filter: { costAtMost: 4 } }]),
  "t-cast-water": spell("t-cast-water", [{ do: "cast-spell", from: ["hand"], filter: { civilization: "water" } }]),
  "t-two-zones": spell("t-two-zones", [{ do: "put-into-hand", target: { choose: { player: "you", zone: "mana", count: 2, alsoZones: ["graveyard"] } } }]),
  "t-destroy": spell("t-destroy", [{ do: "destroy", target: { choose: { player: "you", zone: "battle", count: 1 } } }]),
  // "return it from your graveyard to your hand", as a spell about itself: the spell is not in the graveyard as it resolves
  "t-back-if-in-grave": spell("t-back-if-in-grave", [{ do: "if", conditions: [{ kind: "source-in", zone: "graveyard" }], then: [{ do: "return-to-hand", target: { self: true } }] }]),
  "t-grave-back": def("t-grave-back", "Creature", ["water"], 3, {
    abilities: {
      ...emptyAbilities(),
      triggers: [{ id: "t0", text: "t", on: { event: "destroyed", subject: "self" }, optional: false, effect: [{ do: "if", conditions: [{ kind: "source-in", zone: "graveyard" }], then: [{ do: "return-to-hand", target: { self: true } }] }] }],
    },
  }),
};

function scenario(a: Partial<Record<"hand" | "battle" | "mana" | "hyperspatial", CardSpec[]>>, steps: { action: Action; choices: ScriptedChoice[] }[]): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["305.2"], source: "test" },
    setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: a, B: {} } },
    steps,
    expect: null,
  };
}

describe("305.2, 305.3 — a weapon put by an effect that equips it", () => {
  it("enters equipped to the source creature and stays", () => {
    const r = runScenario(scenario({ hand: [{ id: "a_c", card: "t-put-self" }], hyperspatial: [{ id: "a_w", card: "t-weapon" }] }, [{ action: { kind: "put", player: "A", card: "a_c" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_w")).toBe("A.battle");
    expect(r.finalState!.cards.a_w.equippedTo).toBe("a_c");
  });

  it("without equipTo the weapon is alone and goes to the hyperspatial zone at once (117.2)", () => {
    const r = runScenario(scenario({ hand: [{ id: "a_c", card: "t-put-plain" }], hyperspatial: [{ id: "a_w", card: "t-weapon" }] }, [{ action: { kind: "put", player: "A", card: "a_c" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_w")).toBe("A.hyperspatial");
  });

  it("the creature to equip is no longer in the battle zone: the weapon is alone and goes back (305.3, 117.2)", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_k", card: "t-destroy" }], battle: [{ id: "a_d", card: "t-dying" }], hyperspatial: [{ id: "a_w", card: "t-weapon" }] }, [{ action: { kind: "cast", player: "A", card: "a_k" }, choices: [] }]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_d")).toBe("A.graveyard");
    expect(whereIs(r.finalState!, "a_w")).toBe("A.hyperspatial");
    expect(r.finalState!.cards.a_w.equippedTo ?? null).toBeNull();
  });

  it("a fortress is not equipped and stays alone in the battle zone (306.2)", () => {
    const r = runScenario(scenario({ hand: [{ id: "a_c", card: "t-put-self" }], hyperspatial: [{ id: "a_f", card: "t-fortress" }] }, [{ action: { kind: "put", player: "A", card: "a_c" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_f")).toBe("A.battle");
    expect(r.finalState!.cards.a_f.equippedTo ?? null).toBeNull();
  });

  it("equipped to the creature an earlier step chose", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_s", card: "t-equip-chosen" }], battle: [{ id: "a_x", card: "t-fire" }, { id: "a_y", card: "t-fire" }], hyperspatial: [{ id: "a_w", card: "t-weapon" }] }, [
        { action: { kind: "cast", player: "A", card: "a_s" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_y"] }] },
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_w.equippedTo).toBe("a_y");
  });
});

describe("card filters anyOf and civilizationInZone", () => {
  it("anyOf: a card matching one of the alternatives is offered, one matching none is not", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_s", card: "t-any-of" }], hyperspatial: [{ id: "a_l", card: "t-weapon-light" }, { id: "a_f", card: "t-fortress" }, { id: "a_w", card: "t-weapon" }] }, [
        { action: { kind: "cast", player: "A", card: "a_s" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_w"] }] },
      ]),
      DEFS,
    );
    expect(r.error?.code).toBe("E_ILLEGAL_CHOICE");
    const ok = runScenario(
      scenario({ hand: [{ id: "a_s", card: "t-any-of" }], hyperspatial: [{ id: "a_l", card: "t-weapon-light" }, { id: "a_f", card: "t-fortress" }, { id: "a_w", card: "t-weapon" }] }, [
        { action: { kind: "cast", player: "A", card: "a_s" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_f"] }] },
      ]),
      DEFS,
    );
    expect(ok.error).toBeNull();
    expect(whereIs(ok.finalState!, "a_f")).toBe("A.battle");
  });

  it("civilizationInZone: a face-down mana card shows no civilization; a colorless weapon matches no colorless card", () => {
    const r = runScenario(
      scenario(
        {
          hand: [{ id: "a_s", card: "t-same-civ" }],
          mana: [{ id: "a_m1", card: "t-light", faceDown: true }, { id: "a_m2", card: "t-zero" }],
          hyperspatial: [{ id: "a_l", card: "t-weapon-light" }, { id: "a_z", card: "t-weapon-zero" }],
        },
        [{ action: { kind: "cast", player: "A", card: "a_s" }, choices: [] }],
      ),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_l")).toBe("A.hyperspatial");
    expect(whereIs(r.finalState!, "a_z")).toBe("A.hyperspatial");
  });

  it("civilizationInZone: a face-up light card in the mana zone lets the light weapon be put", () => {
    const r = runScenario(
      scenario({ hand: [{ id: "a_s", card: "t-same-civ" }], mana: [{ id: "a_m1", card: "t-light" }], hyperspatial: [{ id: "a_l", card: "t-weapon-light" }, { id: "a_w", card: "t-weapon" }] }, [
        { action: { kind: "cast", player: "A", card: "a_s" }, choices: [] },
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    // put with no creature to equip: alone, back to the hyperspatial zone — but it was put (the fire one was not offered)
    const moved = r.trace.some((e) => e.kind === "event-happened" && e.event && "card" in e.event && e.event.card === "a_l" && "to" in e.event && e.event.to === "battle");
    expect(moved).toBe(true);
    expect(r.trace.some((e) => e.kind === "event-happened" && e.event && "card" in e.event && e.event.card === "a_w")).toBe(false);
  });
});

describe("condition source-in: the source card is in that zone now", () => {
  it("a destroyed creature in its owner's graveyard: holds, the card is returned", () => {
    const r = runScenario(scenario({ battle: [{ id: "a_g", card: "t-grave-back" }] }, [{ action: { kind: "destroy", card: "a_g", by: "B" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_g")).toBe("A.hand");
  });

  it("a spell being resolved is not in the graveyard: does not hold, nothing moves", () => {
    const r = runScenario(scenario({ hand: [{ id: "a_s", card: "t-back-if-in-grave" }] }, [{ action: { kind: "cast", player: "A", card: "a_s" }, choices: [] }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_s")).toBe("A.graveyard");
  });
});

describe("discard upTo, and remember on a discard", () => {
  const hand = (extra: CardSpec[]) => scenario({ hand: [{ id: "a_s", card: "t-discard-up-to" }, ...extra] }, []);
  const deck: CardSpec[] = [1, 2, 3].map((n) => ({ id: `a_d${n}`, card: "t-fire" }));
  const run = (pick: string[]) => {
    const sc = hand([{ id: "a_h1", card: "t-fire" }, { id: "a_h2", card: "t-fire" }, { id: "a_h3", card: "t-fire" }]);
    sc.setup.players.A.deck = deck;
    sc.steps = [{ action: { kind: "cast", player: "A", card: "a_s" }, choices: [{ prompt: "choose-cards", by: "A", pick }] }];
    return runScenario(sc, DEFS);
  };
  it("up to 2: one card discarded, one drawn", () => {
    const r = run(["a_h2"]);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand.sort()).toEqual(["a_d1", "a_h1", "a_h3"]);
  });
  it("up to 2: none discarded, none drawn", () => {
    const r = run([]);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand.sort()).toEqual(["a_h1", "a_h2", "a_h3"]);
  });
  it("up to 2: a third card is refused", () => {
    expect(run(["a_h1", "a_h2", "a_h3"]).error?.code).toBe("E_ILLEGAL_CHOICE");
  });
});

describe("a draw 'for each other …': the source is not counted (excludeSource)", () => {
  it("two other fire creatures: two cards, the source itself not counted", () => {
    const sc = scenario({ hand: [{ id: "a_c", card: "t-draw-others" }], battle: [{ id: "a_x", card: "t-fire" }, { id: "a_y", card: "t-fire" }] }, [{ action: { kind: "put", player: "A", card: "a_c" }, choices: [] }]);
    sc.setup.players.A.deck = [1, 2, 3, 4].map((n) => ({ id: `a_d${n}`, card: "t-fire" }));
    const r = runScenario(sc, DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand.sort()).toEqual(["a_d1", "a_d2"]);
  });
});

describe("cast-spell and twinpacts: the spell side only is referenced (810.3a)", () => {
  const run = (caster: string) => {
    const sc = scenario({ hand: [{ id: "a_s", card: caster }, { id: "a_t", card: "t-twin" }] }, [{ action: { kind: "cast", player: "A", card: "a_s" }, choices: [] }]);
    sc.setup.players.A.deck = [{ id: "a_d1", card: "t-fire" }];
    return runScenario(sc, DEFS);
  };
  it("'a spell that costs 4 or less': the spell side costs 1 (the creature side's 8 is not looked at): cast, its effect resolves", () => {
    const r = run("t-cast-4");
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_t")).toBe("A.graveyard");
    expect(whereIs(r.finalState!, "a_d1")).toBe("A.hand");
  });
  it("'a water spell': the spell side is fire (the card's water is its creature side's): not offered", () => {
    const r = run("t-cast-water");
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_t")).toBe("A.hand");
  });
});

describe("ChooseSpec.alsoZones: a choice among the cards of several zones", () => {
  it("one card from each zone can be picked together; each leaves its own zone", () => {
    const sc = scenario({ hand: [{ id: "a_s", card: "t-two-zones" }], mana: [{ id: "a_m", card: "t-fire" }, { id: "a_m2", card: "t-fire" }] }, [
      { action: { kind: "cast", player: "A", card: "a_s" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_m", "a_g"] }] },
    ]);
    sc.setup.players.A.graveyard = [{ id: "a_g", card: "t-light" }];
    const ok = runScenario(sc, DEFS);
    expect(ok.error).toBeNull();
    expect(ok.finalState!.players.A.zones.hand.sort()).toEqual(["a_g", "a_m"]);
    expect(ok.finalState!.players.A.zones.mana).toEqual(["a_m2"]);
    expect(ok.finalState!.players.A.zones.graveyard).toEqual(["a_s"]);
  });
});

