/**
 * Blocker and Shield Trigger (lib/engine/block.ts), on definitions written from the clauses (Ver. 1.48, 2025-12-17):
 *  - 507.1 / 507.1a: the non-active player chooses the creature that uses blocker; it must be able to use it: a tapped
 *    creature with blocker can't be chosen, nor the creature being attacked, nor any when the attacker "can't be blocked";
 *  - 701.12a: only a creature with blocker can block;
 *  - 507.2a / 507.2c: the target changes to the blocker, which is the blocking creature; the attacker is blocked;
 *  - 507.3a: "whenever this creature blocks" triggers when it is designated the blocking creature;
 *  - 508.1: the target changed: a battle; 509.1: the target was changed, so no shield is broken, no direct attack;
 *  - 112.3a, 509.5a-e: a broken shield with shield trigger may be declared and used for no cost (a spell cast up to its
 *    resolution, a creature summoned); undeclared, it just stays in the hand.
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, whereIs, type Action, type CardDef, type CardDefs, type Scenario, type ScriptedChoice, type CardSpec } from "@/lib/engine";

const def = (id: string, type: string, power: number | null, extra: Partial<CardDef["abilities"]> = {}): CardDef => ({
  id,
  name: id,
  nameJa: null,
  type,
  civilizations: ["light"],
  races: type === "Creature" ? ["Test"] : [],
  power,
  cost: 3,
  text: "",
  flipTo: null,
  abilities: { ...emptyAbilities(), ...extra },
});

const DEFS: CardDefs = {
  "t-attacker": def("t-attacker", "Creature", 5000),
  "t-small": def("t-small", "Creature", 2000),
  "t-blocker": def("t-blocker", "Creature", 3000, { keywords: ["blocker"] }),
  "t-big-blocker": def("t-big-blocker", "Creature", 8000, { keywords: ["blocker"] }),
  "t-plain": def("t-plain", "Creature", 3000),
  // blocker from a static ability under a condition (always true here: it is in the battle zone)
  "t-static-blocker": def("t-static-blocker", "Creature", 3000, { statics: [{ kind: "keyword", keyword: "blocker", text: "This creature has blocker while it is in the battle zone." }] }),
  "t-unblockable": def("t-unblockable", "Creature", 5000, { statics: [{ kind: "cant-be-blocked", text: "This creature can't be blocked." }] }),
  "t-unblockable-small": def("t-unblockable-small", "Creature", 5000, { statics: [{ kind: "cant-be-blocked", by: { powerAtMost: 4000 }, text: "This creature can't be blocked by creatures that have power 4000 or less." }] }),
  "t-block-draw": def("t-block-draw", "Creature", 3000, {
    keywords: ["blocker"],
    triggers: [{ id: "on-block", text: "Whenever this creature blocks, draw a card.", on: { event: "blocks", subject: "self" }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }],
  }),
  "t-blocked-draw": def("t-blocked-draw", "Creature", 5000, {
    triggers: [{ id: "on-blocked", text: "Whenever this creature becomes blocked, draw a card.", on: { event: "blocked", subject: "self" }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }],
  }),
  "t-forced": def("t-forced", "Creature", 3000, { keywords: ["blocker"], statics: [{ kind: "blocks-if-able", text: "This creature blocks if able." }] }),
  "t-st-spell": def("t-st-spell", "Spell", null, { keywords: ["shield-trigger"], spell: [{ do: "draw", player: "you", count: 1 }] }),
  "t-st-creature": def("t-st-creature", "Creature", 2000, { keywords: ["shield-trigger"] }),
  "t-spell": def("t-spell", "Spell", null, { spell: [{ do: "draw", player: "you", count: 1 }] }),
};

function scenario(A: Record<string, CardSpec[]>, B: Record<string, CardSpec[]>, steps: { action: Action; choices?: ScriptedChoice[] }[]): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["507.1"], source: "test" },
    setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A, B } },
    steps: steps.map((s) => ({ action: s.action, choices: s.choices ?? [] })),
    expect: null,
  };
}

const card = (id: string, c: string, extra: Partial<CardSpec> = {}): CardSpec => ({ id, card: c, ...extra });
const attack = (extra: Partial<Extract<Action, { kind: "attack" }>> = {}): Action => ({ kind: "attack", attacker: "a_at", target: "B", ...extra });

describe("blocker (507, 701.12)", () => {
  it("507.2a, 508.1, 509.1: the blocker taps, the target changes to it, they battle, and no shield is broken", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-blocker")], shields: [card("b_s", "t-plain")] }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    const s = r.finalState!;
    expect(whereIs(s, "b_bl")).toMatch(/graveyard/); // 3000 loses to 5000 (701.13a)
    expect(whereIs(s, "a_at")).toMatch(/battle/);
    expect(s.players.B.zones.shields).toEqual(["b_s"]);
    expect(s.players.B.zones.hand).toEqual([]);
    expect(r.trace.some((e) => e.clauses.includes("507.2a") && /blocks with/.test(e.narration.en) && e.narration.ja)).toBe(true);
  });

  it("a block is tapping: the blocker that wins the battle stays, tapped (507.2a); the attacker is destroyed", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-big-blocker")] }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_at")).toMatch(/graveyard/);
    expect(r.finalState!.cards.b_bl.tapped).toBe(true);
    // B had no shields, yet the blocked attack is no direct attack (509.1: its target was changed)
    expect(r.finalState!.lost).toBeNull();
  });

  it("without a block (absent), the same attack breaks the shield as before", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-blocker")], shields: [card("b_s", "t-plain")] }, [{ action: attack() }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_s"]);
    expect(r.finalState!.cards.b_bl.tapped).toBe(false);
  });

  it("blocker from a static ability counts (hasKeyword)", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-static-blocker")], shields: [card("b_s", "t-plain")] }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.shields).toEqual(["b_s"]);
  });

  const refused = (A: Record<string, CardSpec[]>, B: Record<string, CardSpec[]>, action: Action, why: RegExp) => {
    const r = runScenario(scenario(A, B, [{ action }]), DEFS);
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.message).toMatch(why);
  };

  it("701.12a: a creature without blocker can't block", () => {
    refused({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_p", "t-plain")] }, attack({ block: "b_p" }), /701\.12a/);
  });
  it("507.1a: a tapped creature with blocker can't be chosen", () => {
    refused({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-blocker", { tapped: true })] }, attack({ block: "b_bl" }), /tapped.*507\.1a/);
  });
  it("507.1a: the creature being attacked can't use its blocker on that attack", () => {
    refused({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-blocker", { tapped: true })] }, attack({ target: "b_bl", block: "b_bl" }), /being attacked/);
  });
  it("507.1: only the non-active player's creatures block", () => {
    refused({ battle: [card("a_at", "t-attacker"), card("a_bl", "t-blocker")] }, {}, attack({ block: "a_bl" }), /507\.1/);
  });
  it("507.1a: an attacker that can't be blocked can't be blocked", () => {
    refused({ battle: [card("a_at", "t-unblockable")] }, { battle: [card("b_bl", "t-blocker")] }, attack({ block: "b_bl" }), /can't be blocked/);
  });
  it("\"can't be blocked by creatures that have power 4000 or less\": a 3000 blocker is refused, an 8000 one blocks", () => {
    refused({ battle: [card("a_at", "t-unblockable-small")] }, { battle: [card("b_bl", "t-blocker")] }, attack({ block: "b_bl" }), /can't be blocked/);
    const r = runScenario(scenario({ battle: [card("a_at", "t-unblockable-small")] }, { battle: [card("b_bl", "t-big-blocker")] }, [{ action: attack({ block: "b_bl" }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_at")).toMatch(/graveyard/);
  });

  it("507.1b: a creature that blocks if able and can must be the one chosen; two such creatures are not modelled (507.2)", () => {
    const ok = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_f", "t-forced"), card("b_bl", "t-blocker")] }, [{ action: attack({ block: "b_f" }) }]), DEFS);
    expect(ok.error).toBeNull();
    refused({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_f", "t-forced"), card("b_bl", "t-blocker")] }, attack({ block: "b_bl" }), /507\.1b/);
    refused({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_f", "t-forced"), card("b_f2", "t-forced")] }, attack({ block: "b_f" }), /not modelled/);
    // an attacker that can't be blocked: the forced creature is not able to block, so no block is required
    const free = runScenario(scenario({ battle: [card("a_at", "t-unblockable")] }, { battle: [card("b_f", "t-forced")], shields: [card("b_s", "t-plain")] }, [{ action: attack() }]), DEFS);
    expect(free.error).toBeNull();
    expect(free.finalState!.players.B.zones.hand).toEqual(["b_s"]);
  });

  it("507.3a: \"whenever this creature blocks\" and \"whenever this creature is blocked\" trigger on the block", () => {
    const r = runScenario(
      scenario({ battle: [card("a_at", "t-blocked-draw")], deck: [card("a_d", "t-plain")] }, { battle: [card("b_bl", "t-block-draw")], deck: [card("b_d", "t-plain")] }, [{ action: attack({ block: "b_bl" }) }]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_d"]);
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_d"]);
  });

  it("without a block, \"blocks\" / \"is blocked\" abilities don't trigger", () => {
    const r = runScenario(
      scenario({ battle: [card("a_at", "t-blocked-draw")], deck: [card("a_d", "t-plain")] }, { battle: [card("b_bl", "t-block-draw")], deck: [card("b_d", "t-plain")], shields: [card("b_s", "t-plain")] }, [{ action: attack() }]),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_s"]);
  });
});

describe("shield trigger (112.3a, 509.5)", () => {
  it("509.5e, 112.3a: a declared shield-trigger spell is cast for no cost after the shield is put into the hand, and resolves", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { shields: [card("b_st", "t-st-spell")], deck: [card("b_d", "t-plain")] }, [{ action: attack({ shieldTriggers: ["b_st"] }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.graveyard).toEqual(["b_st"]);
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_d"]);
    expect(r.trace.some((e) => e.clauses.includes("509.5a") && /shield trigger/.test(e.narration.en))).toBe(true);
  });

  it("112.3a: a declared shield-trigger creature is summoned for no cost", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { shields: [card("b_st", "t-st-creature")] }, [{ action: attack({ shieldTriggers: ["b_st"] }) }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.battle).toEqual(["b_st"]);
    expect(r.finalState!.summoned.B).toBe(1);
  });

  it("not declared (\"you may\"): the broken shield-trigger card just stays in the hand", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { shields: [card("b_st", "t-st-spell")], deck: [card("b_d", "t-plain")] }, [{ action: attack() }]), DEFS);
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.hand).toEqual(["b_st"]);
  });

  it("a card without shield trigger can't be declared (112.3a); nor a shield this attack did not break (509.5a)", () => {
    let r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { shields: [card("b_sp", "t-spell")] }, [{ action: attack({ shieldTriggers: ["b_sp"] }) }]), DEFS);
    expect(r.error?.message).toMatch(/does not have shield trigger/);
    r = runScenario(
      scenario({ battle: [card("a_at", "t-attacker")] }, { shields: [card("b_s1", "t-plain"), card("b_st", "t-st-spell")] }, [{ action: attack({ shieldTriggers: ["b_st"] }), choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }]),
      DEFS,
    );
    expect(r.error?.message).toMatch(/509\.5a/);
  });

  it("a blocked attack breaks no shield: shield triggers declared on it are refused", () => {
    const r = runScenario(scenario({ battle: [card("a_at", "t-attacker")] }, { battle: [card("b_bl", "t-blocker")], shields: [card("b_st", "t-st-spell")] }, [{ action: attack({ block: "b_bl", shieldTriggers: ["b_st"] }) }]), DEFS);
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
  });
});
