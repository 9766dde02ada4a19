/**
 * heads3 engine additions, on definitions written from the clauses (Ver. 1.48):
 *  - condition `block-battle`: the battle being resolved is that of a blocked attack (508.1: the attacking creature and
 *    the blocking creature, 507.2a), the source one of them — "whenever this creature blocks, X after the battle";
 *  - trigger event `block-ended`: the attack the creature blocked is over and the blocking creature is still in the
 *    battle zone — "whenever this creature blocks, destroy this creature after the attack";
 *  - trigger events `evolved` / `became-source` (801.1, 802.1): "when you put this as an evolution creature or it becomes
 *    an evolution source" — the card put on top of its sources; a card an evolution creature is put on top of;
 *  - trigger event `links` (804.1a): "whenever this creature links with another God" — the god that enters linked and
 *    the god it links with when that one was alone; a god joining a creature of several gods with such an ability: E_UNSUPPORTED.
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, whereIs, type Action, type CardDef, type CardDefs, type CardSpec, type Scenario, type ScriptedChoice, type TriggerDef } from "@/lib/engine";

const def = (id: string, power: number, extra: Partial<CardDef["abilities"]> = {}): CardDef => ({
  id,
  name: id,
  nameJa: null,
  type: "Creature",
  civilizations: ["light"],
  races: ["Test"],
  power,
  cost: 3,
  text: "",
  flipTo: null,
  abilities: { ...emptyAbilities(), ...extra },
});

const draw = (id: string, on: TriggerDef["on"], conditions?: TriggerDef["conditions"]): TriggerDef => ({ id, text: id, on, optional: false, effect: [{ do: "draw", player: "you", count: 1 }], ...(conditions ? { conditions } : {}) });
const AFTER_BATTLE = draw("after-battle", { event: "battles", subject: "self" }, [{ kind: "blocking" }, { kind: "block-battle" }]);

const DEFS: CardDefs = {
  "t-attacker": def("t-attacker", 5000),
  "t-small": def("t-small", 1000),
  // draws a card after the battle of its block
  "t-after-battle": def("t-after-battle", 8000, { keywords: ["blocker"], triggers: [AFTER_BATTLE] }),
  // the same, and as it blocks it battles a creature the controller chooses (a battle that is not the block's)
  "t-block-battler": def("t-block-battler", 8000, {
    keywords: ["blocker"],
    triggers: [
      AFTER_BATTLE,
      { id: "on-block", text: "on-block", on: { event: "blocks", subject: "self" }, optional: false, effect: [{ do: "battle", a: { self: true }, b: { choose: { player: "opponent", zone: "battle", count: 1 } } }] },
    ],
  }),
  "t-block-ended": def("t-block-ended", 8000, { keywords: ["blocker"], triggers: [draw("block-ended", { event: "block-ended", subject: "self" })] }),
  "t-neo": { ...def("t-neo", 2000, { triggers: [draw("evolved", { event: "evolved", subject: "self" }), draw("became-source", { event: "became-source", subject: "self" })] }), type: "Neo Creature" },
  "t-evo": { ...def("t-evo", 6000), type: "Evolution Creature" },
  "t-god": { ...def("t-god", 3000), races: ["God"] },
  "t-god-links": { ...def("t-god-links", 3000, { triggers: [draw("links", { event: "links", subject: "self" })] }), races: ["God"] },
  "t-rc": def("t-rc", 6000, { triggers: [draw("rc", { event: "revolution-changed", subject: "self" })] }),
  // a dragheart fortress that flips itself at the end of its turn, and its creature side that draws when flipped to
  "t-fortress": { ...def("t-fortress", 0), type: "Dragheart Fortress", power: null, flipTo: "t-dh-creature", abilities: { ...emptyAbilities(), triggers: [{ id: "flip", text: "flip", on: { event: "turn-end", subject: "own" }, optional: false, effect: [{ do: "flip", target: { self: true } }] }] } },
  "t-dh-creature": { ...def("t-dh-creature", 9000, { triggers: [draw("flipped", { event: "flipped", subject: "self" })] }), type: "Dragheart Creature", flipTo: "t-fortress" },
  "t-no-battle": def("t-no-battle", 1000, { keywords: ["blocker"], triggers: [{ id: "nb", text: "no battle", on: { event: "blocks", subject: "self" }, optional: false, effect: [{ do: "handler", name: "no-battle" }] }] }),
  "t-st-watch": def("t-st-watch", 3000, { triggers: [{ ...draw("st", { event: "shield-trigger-used", subject: "opponents" }) }] }),
  "t-st-spell": { ...def("t-st-spell", 0), type: "Spell", power: null, abilities: { ...emptyAbilities(), keywords: ["shield-trigger"], spell: [] } },
  "t-block-ended-small": def("t-block-ended-small", 1000, { keywords: ["blocker"], triggers: [draw("block-ended", { event: "block-ended", subject: "self" })] }),
};

function scenario(A: Record<string, CardSpec[]>, B: Record<string, CardSpec[]>, steps: { action: Action; choices?: ScriptedChoice[] }[]): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["508.1"], source: "test" },
    setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A, B } },
    steps: steps.map((s) => ({ action: s.action, choices: s.choices ?? [] })),
    expect: null,
  };
}
const card = (id: string, c: string, extra: Partial<CardSpec> = {}): CardSpec => ({ id, card: c, ...extra });
const deck = ["b_d1", "b_d2", "b_d3"].map((id) => card(id, "t-small"));
const attack = (extra: Partial<Extract<Action, { kind: "attack" }>> = {}): Action => ({ kind: "attack", attacker: "a_at", target: "B", ...extra });

describe("condition block-battle (508.1)", () => {
  it("the blocking creature's battle with the attacker: after the battle its ability resolves", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-after-battle")], deck }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_at")).toMatch(/graveyard/);
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_d1"]);
  });

  it("a battle while not blocking (it is attacked) does not count", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-after-battle", { tapped: true })], deck }, [{ action: attack({ target: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_at")).toMatch(/graveyard/);
    expect(r.finalState!.players.B.zones.hand).toEqual([]);
  });

  it("while blocking, a battle with another creature (by an effect) is not the battle of the block: only the block's counts", () => {
    const r = runScenario(
      scenario({ battle: [card("a_at", "t-attacker"), card("a_sm", "t-small")] }, { battle: [card("b_bl", "t-block-battler")], deck }, [
        { action: attack({ block: "b_bl" }), choices: [{ prompt: "choose-cards", by: "B", pick: ["a_sm"] }] },
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_sm")).toMatch(/graveyard/);
    expect(whereIs(r.finalState!, "a_at")).toMatch(/graveyard/);
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_d1"]);
  });
});

describe("trigger event block-ended", () => {
  it("the attack it blocked is over: it triggers, though the attacker was destroyed in the battle", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-block-ended")], deck }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_at")).toMatch(/graveyard/);
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_d1"]);
  });

  it("the blocker destroyed in the battle: not in the battle zone when the attack ends, nothing triggers", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-block-ended-small")], deck }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "b_bl")).toMatch(/graveyard/);
    expect(r.finalState!.players.B.zones.hand).toEqual([]);
  });

  it("no block: nothing triggers", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-block-ended")], deck, shields: [card("b_s", "t-small")] }, [{ action: attack() }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_s"]);
  });
});

describe("trigger events evolved / became-source (801.1, 802.1)", () => {
  const A = (extra: Record<string, CardSpec[]>) => ({ deck: ["a_d1", "a_d2", "a_d3"].map((id) => card(id, "t-small")), ...extra });
  it("a Neo creature put on top of a creature (Neo Evolution): `evolved` triggers, `became-source` does not", () => {
    const r = runScenario(scenario(A({ battle: [card("a_base", "t-small")], hand: [card("a_neo", "t-neo")] }), {}, [{ action: { kind: "evolve", player: "A", card: "a_neo", on: ["a_base"] } }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d1"]);
  });

  it("an evolution creature put on top of the Neo creature: it became an evolution source (looked back at in the battle zone)", () => {
    const r = runScenario(scenario(A({ battle: [card("a_neo", "t-neo")], hand: [card("a_evo", "t-evo")] }), {}, [{ action: { kind: "evolve", player: "A", card: "a_evo", on: ["a_neo"] } }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d1"]);
  });

  it("put without a source (not as an evolution creature): nothing triggers", () => {
    const r = runScenario(scenario(A({ hand: [card("a_neo", "t-neo")] }), {}, [{ action: { kind: "put", player: "A", card: "a_neo" } }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
  });
});

describe("trigger event links (804.1a)", () => {
  const A = (extra: Record<string, CardSpec[]>) => ({ deck: ["a_d1", "a_d2", "a_d3"].map((id) => card(id, "t-small")), ...extra });
  const put = (c: string, linkTo?: string): Action => ({ kind: "put", player: "A", card: c, ...(linkTo ? { linkTo } : {}) });
  it("the god that enters linked links with another God", () => {
    const r = runScenario(scenario(A({ battle: [card("a_g1", "t-god")], hand: [card("a_g2", "t-god-links")] }), {}, [{ action: put("a_g2", "a_g1") }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_g1.linked).toEqual(["a_g2"]);
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d1"]);
  });

  it("the god already there links with the one that enters", () => {
    const r = runScenario(scenario(A({ battle: [card("a_g1", "t-god-links")], hand: [card("a_g2", "t-god")] }), {}, [{ action: put("a_g2", "a_g1") }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d1"]);
  });

  it("put without a link: nothing triggers", () => {
    const r = runScenario(scenario(A({ battle: [card("a_g1", "t-god")], hand: [card("a_g2", "t-god-links")] }), {}, [{ action: put("a_g2") }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
  });

  it("a third god joining a linked creature whose god has the ability: which one it links with is not modelled", () => {
    const r = runScenario(
      scenario(A({ battle: [card("a_g1", "t-god-links")], hand: [card("a_g2", "t-god"), card("a_g3", "t-god")] }), {}, [{ action: put("a_g2", "a_g1") }, { action: put("a_g3", "a_g1") }]),
      DEFS,
    );
    expect(r.error?.code).toBe("E_UNSUPPORTED");
  });
});

describe("trigger event revolution-changed (701.26a)", () => {
  it("swapped in by its Revolution Change as the attacker attacks: it triggers", () => {
    const r = runScenario(
      scenario({ battle: [card("a_at", "t-attacker")], hand: [card("a_rc", "t-rc")], deck: ["a_d1", "a_d2"].map((id) => card(id, "t-small")) }, { shields: [card("b_s", "t-small")] }, [{ action: attack({ revolutionChange: "a_rc" }) }]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.battle).toEqual(["a_rc"]);
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_at", "a_d1"]);
  });

  it("put another way: nothing triggers", () => {
    const r = runScenario(scenario({ hand: [card("a_rc", "t-rc")], deck: ["a_d1"].map((id) => card(id, "t-small")) }, {}, [{ action: { kind: "put", player: "A", card: "a_rc" } }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
  });
});

describe("trigger event flipped (701.22a)", () => {
  it("the fortress flipped to the creature side: the creature side's ability triggers", () => {
    const r = runScenario(scenario({ battle: [card("a_f", "t-fortress")], deck: ["a_d1", "a_d2"].map((id) => card(id, "t-small")) }, {}, [{ action: { kind: "end-turn" } }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_f.card).toBe("t-dh-creature");
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d1"]);
  });

  it("put on its creature side (no flip): nothing triggers", () => {
    const r = runScenario(scenario({ hand: [card("a_c", "t-dh-creature")], deck: ["a_d1"].map((id) => card(id, "t-small")) }, {}, [{ action: { kind: "put", player: "A", card: "a_c" } }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
  });
});

describe("handler no-battle (508.1)", () => {
  it("the blocked attack's battle does not happen: both stay, tapped; no shield is broken", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_nb", "t-no-battle")], shields: [card("b_s", "t-small")] }, [{ action: attack({ block: "b_nb" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.battle).toEqual(["b_nb"]);
    expect(r.finalState!.players.A.zones.battle).toEqual(["a_at"]);
    expect(r.finalState!.players.B.zones.shields).toEqual(["b_s"]);
    expect(r.finalState!.cards.b_nb.tapped && r.finalState!.cards.a_at.tapped).toBe(true);
  });

  it("the next blocked attack battles as usual (the mark is used up)", () => {
    const r = runScenario(
      scenario({ battle: [card("a_at", "t-attacker"), card("a_at2", "t-attacker")] }, { battle: [card("b_nb", "t-no-battle"), card("b_bl", "t-after-battle")] }, [
        { action: attack({ block: "b_nb" }) },
        { action: attack({ attacker: "a_at2", block: "b_bl" }) },
      ]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_at2")).toMatch(/graveyard/);
  });
});

describe("trigger event shield-trigger-used (509.5e)", () => {
  const A = { battle: [card("a_at", "t-st-watch")], deck: ["a_d1", "a_d2"].map((id) => card(id, "t-small")) };
  it("the opponent uses a broken shield's shield trigger: it triggers", () => {
    const r = runScenario(scenario(A, { shields: [card("b_st", "t-st-spell")] }, [{ action: attack({ shieldTriggers: ["b_st"] }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d1"]);
  });
  it("not used: nothing", () => {
    const r = runScenario(scenario(A, { shields: [card("b_st", "t-st-spell")] }, [{ action: attack() }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
  });
  it("several used at once (101.4a: all before other waiting abilities): not modelled", () => {
    const r = runScenario(
      scenario({ ...A, battle: [card("a_at", "t-st-watch")] }, { shields: [card("b_st", "t-st-spell"), card("b_st2", "t-st-spell")] }, [
        { action: attack({ attacker: "a_at", shieldTriggers: ["b_st", "b_st2"] }), choices: [] },
      ]),
      { ...DEFS, "t-st-watch": { ...DEFS["t-st-watch"], abilities: { ...DEFS["t-st-watch"].abilities, keywords: ["double-breaker"] } } },
    );
    expect(r.error?.code).toBe("E_UNSUPPORTED");
  });
});
