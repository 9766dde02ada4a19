/**
 * Engine statics added on the `statics` branch (issue 14): "wins all battles" (115.3c, 700.5), "can't be attacked by"
 * a kind of creature, "can't be summoned" (101.2), creatures entering tapped (110.4f) and power "for each
 * civilization". The card definitions are written here, so each test reads the engine alone (no compiler).
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, whereIs, type CardDef, type CardDefs, type CardSpec, type StaticDef, type EffectStep, type ScriptedChoice, type Action, type Expectations, type RunResult } from "@/lib/engine";

function def(id: string, power: number | null, o: { civ?: string[]; cost?: number; statics?: StaticDef[]; type?: string; name?: string; spell?: EffectStep[] } = {}): CardDef {
  const abilities = emptyAbilities();
  abilities.statics.push(...(o.statics ?? []));
  abilities.spell.push(...(o.spell ?? []));
  return { id, name: o.name ?? id, nameJa: null, type: o.type ?? "Creature", civilizations: o.civ ?? ["fire"], races: [], power, cost: o.cost ?? 3, text: "", flipTo: null, abilities };
}

const DEFS: CardDefs = Object.fromEntries(
  [
    def("plain-4000", 4000),
    def("plain-light-4000", 4000, { civ: ["light"] }),
    def("plain-water-1000", 1000, { civ: ["water"] }),
    def("big-cost-7", 5000, { cost: 7 }),
    def("winner", 1000, { statics: [{ kind: "wins-all-battles", text: "This creature wins all battles." }] }),
    def("winner-untapped", 1000, { statics: [{ kind: "wins-all-battles", text: "While this creature is untapped, this creature wins all battles.", conditions: [{ kind: "source-tapped", tapped: false }] }] }),
    def("no-light", 2000, { statics: [{ kind: "cant-be-attacked", by: { civilization: "light" }, text: "This creature can't be attacked by light creatures." }] }),
    def("no-cheap", 2000, { statics: [{ kind: "cant-be-attacked", by: { costAtMost: 6 }, text: "This creature can't be attacked by creatures that cost 6 or less." }] }),
    def("unsummonable", 6000, { statics: [{ kind: "cant-be-summoned", text: "This creature can't be summoned." }] }),
    def("unsummonable-hand", 6000, { statics: [{ kind: "cant-be-summoned", from: "hand", text: "This creature can't be summoned from your hand." }] }),
    def("taps-opponents", 3000, { statics: [{ kind: "enter-tapped", zone: "battle", whose: "opponents", text: "Your opponent's creatures are put into the battle zone tapped." }] }),
    def("per-civ", 1000, { statics: [{ kind: "power", amount: 3000, perCard: { whose: "yours", zone: "mana", civilizations: true }, text: "This creature gets +3000 power for each civilization in your mana zone." }] }),
    def("zero-card", 1000, { civ: ["zero"] }),
    def("multi-card", 1000, { civ: ["light", "nature"] }),
    def("shen-limit", 5000, { type: "Exile Creature", statics: [{ kind: "cant-enter-battle", whose: "yours", filter: { typeIncludes: "Exile" }, nameContains: "Shen", text: "You can't put other exile creatures that have \"Shen\" in their name into the battle zone." }] }),
    def("shenton", 6000, { type: "Exile Creature", name: "Bhutan POP, Shenton" }),
    def("shen-not-exile", 6000, { name: "Shenton Plain" }),
    (() => {
      const d = def("chain", 1000);
      d.abilities.triggers.push({ id: "t0", text: "Whenever any of your creatures attacks, if it's the first attack this turn, that creature gets +4000 power until the end of the turn.", on: { event: "attacks", subject: "own" }, optional: false, effect: [{ do: "if", conditions: [{ kind: "first-attack-this-turn" }], then: [{ do: "grant", to: { eventCard: true }, power: 4000, until: "end-of-turn", text: "+4000" }] }] });
      return d;
    })(),
    def("onitime", 2000, { statics: [{ kind: "power", amount: 2000, text: "Onitime", conditions: [{ kind: "zone-count", whose: "total", zone: "shields", atMost: 6 }] }] }),
    def("no-turn-put", 3000, { statics: [{ kind: "grant", to: { whose: "opponents" }, cantAttack: "any", cantAttackTurnPut: true, text: "Your opponent's creatures can't attack the turn they are put." }] }),
    def("all-must", 3000, { statics: [{ kind: "grant", to: { whose: "all" }, mustAttack: true, text: "All creatures attack if able." }] }),
    def("speedy", 3000, { statics: [{ kind: "keyword", keyword: "speed-attacker", text: "speed attacker" }] }),
    def("rush-players", 3000, { statics: [{ kind: "attack-players-when-put", text: "This creature can attack your opponent on the turn you put it into the battle zone." }] }),
    def("taps-water-if-untapped", 3000, { statics: [{ kind: "enter-tapped", zone: "battle", whose: "any", filter: { civilization: "water" }, text: "If this creature is untapped, water creatures are put into the battle zone tapped.", conditions: [{ kind: "source-tapped", tapped: false }] }] }),
    def("put-spell", null, { type: "Spell", spell: [{ do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1 } } }] }),
  ].map((d) => [d.id, d]),
);

const c = (id: string, card: string, extra: Partial<CardSpec> = {}): CardSpec => ({ id, card, ...extra });

function play(p: { A?: Record<string, CardSpec[]>; B?: Record<string, CardSpec[]>; active?: "A" | "B"; steps: Action[]; choices?: ScriptedChoice[][]; expect?: Expectations }): RunResult {
  return runScenario(
    {
      meta: { id: "t", title: { en: "t" }, rules: ["115.3c"], source: "test" },
      setup: { turn: { number: 5, active: p.active ?? "A" }, seed: 1, players: { A: p.A ?? {}, B: p.B ?? {} } },
      steps: p.steps.map((action, i) => ({ action, choices: p.choices?.[i] ?? [] })),
      expect: p.expect ?? null,
    },
    DEFS,
  );
}

const at = (r: RunResult, id: string) => (r.finalState ? whereIs(r.finalState, id) : null);

describe("wins all battles (115.3c, 700.5)", () => {
  it("the creature that has it wins whatever the powers; the other loses and is destroyed", () => {
    const r = play({ A: { battle: [c("w", "winner")] }, B: { battle: [c("v", "plain-4000", { tapped: true })] }, steps: [{ kind: "attack", attacker: "w", target: "v" }] });
    expect(r.error).toBeNull();
    expect(at(r, "w")).toMatch(/A\.battle/);
    expect(at(r, "v")).toMatch(/B\.graveyard/);
    expect(r.trace.some((e) => e.clauses.includes("115.3c"))).toBe(true);
  });
  it("attacked, it still wins: the higher-power attacker loses", () => {
    const r = play({ active: "B", A: { battle: [c("w", "winner", { tapped: true })] }, B: { battle: [c("v", "plain-4000")] }, steps: [{ kind: "attack", attacker: "v", target: "w" }] });
    expect(at(r, "w")).toMatch(/A\.battle/);
    expect(at(r, "v")).toMatch(/B\.graveyard/);
  });
  it("both have it: both win, neither is destroyed (700.5a)", () => {
    const r = play({ A: { battle: [c("w", "winner")] }, B: { battle: [c("w2", "winner", { tapped: true })] }, steps: [{ kind: "attack", attacker: "w", target: "w2" }] });
    expect(at(r, "w")).toMatch(/A\.battle/);
    expect(at(r, "w2")).toMatch(/B\.battle/);
  });
  it("under a condition that does not hold, the powers decide (115.3b)", () => {
    // attacking taps it (506.1b): "while this creature is untapped" no longer holds in the battle
    const r = play({ A: { battle: [c("w", "winner-untapped")] }, B: { battle: [c("v", "plain-4000", { tapped: true })] }, steps: [{ kind: "attack", attacker: "w", target: "v" }] });
    expect(at(r, "w")).toMatch(/A\.graveyard/);
    expect(at(r, "v")).toMatch(/B\.battle/);
  });
  it("under a condition that holds (untapped, attacked), it wins", () => {
    const r = play({ active: "B", A: { battle: [c("w", "winner-untapped")] }, B: { battle: [c("v", "plain-4000")] }, steps: [{ kind: "battle", a: "v", b: "w" } as Action] });
    expect(r.error).toBeNull();
    expect(at(r, "w")).toMatch(/A\.battle/);
    expect(at(r, "v")).toMatch(/B\.graveyard/);
  });
});

describe("can't be attacked by a kind of creature", () => {
  it("an attacker matching the filter is refused; another one is not", () => {
    const refused = play({ active: "B", A: { battle: [c("t", "no-light", { tapped: true })] }, B: { battle: [c("l", "plain-light-4000")] }, steps: [{ kind: "attack", attacker: "l", target: "t" }] });
    expect(refused.error?.code).toBe("E_ILLEGAL_ACTION");
    const allowed = play({ active: "B", A: { battle: [c("t", "no-light", { tapped: true })] }, B: { battle: [c("f", "plain-4000")] }, steps: [{ kind: "attack", attacker: "f", target: "t" }] });
    expect(allowed.error).toBeNull();
    expect(at(allowed, "t")).toMatch(/A\.graveyard/);
  });
  it("by cost: a 3-cost attacker is refused, a 7-cost one is not", () => {
    const refused = play({ active: "B", A: { battle: [c("t", "no-cheap", { tapped: true })] }, B: { battle: [c("f", "plain-4000")] }, steps: [{ kind: "attack", attacker: "f", target: "t" }] });
    expect(refused.error?.code).toBe("E_ILLEGAL_ACTION");
    const allowed = play({ active: "B", A: { battle: [c("t", "no-cheap", { tapped: true })] }, B: { battle: [c("big", "big-cost-7")] }, steps: [{ kind: "attack", attacker: "big", target: "t" }] });
    expect(allowed.error).toBeNull();
  });
});

describe("can't be summoned (101.2)", () => {
  it("a summon is refused; a put is not", () => {
    expect(play({ A: { hand: [c("u", "unsummonable")] }, steps: [{ kind: "summon", player: "A", card: "u" }] }).error?.code).toBe("E_ILLEGAL_ACTION");
    const put = play({ A: { hand: [c("u", "unsummonable")] }, steps: [{ kind: "put", player: "A", card: "u" }] });
    expect(put.error).toBeNull();
    expect(at(put, "u")).toMatch(/A\.battle/);
  });
  it("\"from your hand\": a summon from the hand is refused, one from the mana zone is not", () => {
    expect(play({ A: { hand: [c("u", "unsummonable-hand")] }, steps: [{ kind: "summon", player: "A", card: "u" }] }).error?.code).toBe("E_ILLEGAL_ACTION");
    const mana = play({ A: { mana: [c("u", "unsummonable-hand")] }, steps: [{ kind: "summon", player: "A", card: "u", from: "mana" } as Action] });
    expect(mana.error).toBeNull();
    expect(at(mana, "u")).toMatch(/A\.battle/);
  });
});

describe("creatures put into the battle zone tapped (110.4f)", () => {
  it("the opponent's creature enters tapped; its controller's own does not", () => {
    const r = play({ A: { battle: [c("s", "taps-opponents")], hand: [c("a", "plain-4000")] }, B: { hand: [c("b", "plain-4000")] }, steps: [{ kind: "put", player: "B", card: "b" }, { kind: "put", player: "A", card: "a" }] });
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.b.tapped).toBe(true);
    expect(r.finalState!.cards.a.tapped).toBe(false);
    expect(r.trace.some((e) => e.kind === "entry-modifier" && e.clauses.includes("110.4f"))).toBe(true);
  });
});

describe("power for each civilization", () => {
  const powerAfter = (mana: CardSpec[]): string | null => {
    // per-civ (1000 + 3000 x civilizations) attacks a tapped 4000 / 7000 wall: where it ends says its power
    const r = play({ A: { battle: [c("p", "per-civ")], mana }, B: { battle: [c("v", "plain-4000", { tapped: true })] }, steps: [{ kind: "attack", attacker: "p", target: "v" }] });
    return at(r, "p");
  };
  it("counts civilizations, not cards; colorless is none; a multicolored card gives each of its civilizations", () => {
    // no civilization: 1000 < 4000, it loses
    expect(powerAfter([c("m1", "zero-card")])).toMatch(/A\.graveyard/);
    // 2 fire cards: 1 civilization, 4000 = 4000, both lose
    expect(powerAfter([c("m1", "plain-4000"), c("m2", "plain-4000")])).toMatch(/A\.graveyard/);
    // fire + water: 7000, it wins
    expect(powerAfter([c("m1", "plain-4000"), c("m2", "plain-water-1000")])).toMatch(/A\.battle/);
    // one light/nature card: 2 civilizations, 7000
    expect(powerAfter([c("m1", "multi-card")])).toMatch(/A\.battle/);
  });
  it("a face-down card in the mana zone is colorless (405.4)", () => {
    expect(powerAfter([c("m1", "multi-card", { faceDown: true } as Partial<CardSpec>)])).toMatch(/A\.graveyard/);
  });
});

describe("can't be put into the battle zone (cant-enter-battle, 101.2)", () => {
  it("its controller's put or summon of a matching exile creature is refused", () => {
    expect(play({ A: { battle: [c("l", "shen-limit")], hand: [c("s", "shenton")] }, steps: [{ kind: "put", player: "A", card: "s" }] }).error?.code).toBe("E_ILLEGAL_ACTION");
    expect(play({ A: { battle: [c("l", "shen-limit")], hand: [c("s", "shenton")] }, steps: [{ kind: "summon", player: "A", card: "s" }] }).error?.code).toBe("E_ILLEGAL_ACTION");
  });
  it("an effect's move of it does not happen: the card stays in the hand", () => {
    const r = play({ A: { battle: [c("l", "shen-limit")], hand: [c("sp", "put-spell"), c("s", "shenton")] }, steps: [{ kind: "cast", player: "A", card: "sp" }] });
    expect(r.error).toBeNull();
    expect(at(r, "s")).toMatch(/A\.hand/);
    expect(r.trace.some((e) => e.clauses.includes("101.2"))).toBe(true);
  });
  it("not a non-exile creature, not the opponent's, and nothing once the limiting creature is gone", () => {
    expect(at(play({ A: { battle: [c("l", "shen-limit")], hand: [c("s", "shen-not-exile")] }, steps: [{ kind: "put", player: "A", card: "s" }] }), "s")).toMatch(/A\.battle/);
    expect(at(play({ active: "B", A: { battle: [c("l", "shen-limit")] }, B: { hand: [c("s", "shenton")] }, steps: [{ kind: "put", player: "B", card: "s" }] }), "s")).toMatch(/B\.battle/);
    expect(at(play({ A: { graveyard: [c("l", "shen-limit")], hand: [c("s", "shenton")] }, steps: [{ kind: "put", player: "A", card: "s" }] }), "s")).toMatch(/A\.battle/);
  });
});

describe("Abarechain's \"if it's the first attack this turn\" (first-attack-this-turn)", () => {
  it("holds for the turn's first attack only", () => {
    const r = play({
      A: { battle: [c("ch", "chain"), c("v1", "plain-4000"), c("v2", "plain-4000")] },
      B: { battle: [c("b1", "plain-4000", { tapped: true }), c("b2", "plain-4000", { tapped: true })] },
      steps: [{ kind: "attack", attacker: "v1", target: "b1" }, { kind: "attack", attacker: "v2", target: "b2" }],
    });
    expect(r.error).toBeNull();
    // first: 8000 beats 4000; second: 4000 = 4000, both lose
    expect(at(r, "v1")).toMatch(/A\.battle/);
    expect(at(r, "b1")).toMatch(/B\.graveyard/);
    expect(at(r, "v2")).toMatch(/A\.graveyard/);
    expect(at(r, "b2")).toMatch(/B\.graveyard/);
  });
});

describe("zone-count of both players together (whose: both)", () => {
  const shields = (p: string, n: number) => Array.from({ length: n }, (_, i) => c(`${p}s${i}`, "plain-4000"));
  const run = (a: number, b: number) => play({ active: "B", A: { battle: [c("o", "onitime", { tapped: true })], shields: shields("a", a) }, B: { battle: [c("v", "plain-4000")], shields: shields("b", b) }, steps: [{ kind: "attack", attacker: "v", target: "o" }] });
  it("counts the total: 6 holds (4000 vs 4000: both lose), 7 does not (2000: only it loses)", () => {
    const six = run(5, 1);
    expect(at(six, "o")).toMatch(/A\.graveyard/);
    expect(at(six, "v")).toMatch(/B\.graveyard/);
    const seven = run(4, 3);
    expect(at(seven, "o")).toMatch(/A\.graveyard/);
    expect(at(seven, "v")).toMatch(/B\.battle/);
  });
});

describe("grants: can't attack the turn they are put; must attack", () => {
  it("a creature put this turn can't attack; the next turn it can", () => {
    const r = play({ active: "B", A: { battle: [c("g", "no-turn-put")] }, B: { hand: [c("s", "speedy")] }, steps: [{ kind: "put", player: "B", card: "s" }, { kind: "attack", attacker: "s", target: "A" }] });
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.step).toBe(1);
    const later = play({ active: "B", A: { battle: [c("g", "no-turn-put")], shields: [c("x", "plain-4000")] }, B: { battle: [c("s", "speedy")] }, steps: [{ kind: "attack", attacker: "s", target: "A" }] });
    expect(later.error).toBeNull();
    const own = play({ A: { battle: [c("g", "no-turn-put")], hand: [c("s", "speedy")] }, B: { shields: [c("x", "plain-4000")] }, steps: [{ kind: "put", player: "A", card: "s" }, { kind: "attack", attacker: "s", target: "B" }] });
    expect(own.error).toBeNull();
  });
  it("must attack: the turn can't end while one could attack; a tapped one is not able", () => {
    expect(play({ A: { battle: [c("g", "all-must", { tapped: true }), c("v", "plain-4000")] }, steps: [{ kind: "end-turn" }] }).error?.code).toBe("E_ILLEGAL_ACTION");
    expect(play({ A: { battle: [c("g", "all-must", { tapped: true }), c("v", "plain-4000", { tapped: true })] }, steps: [{ kind: "end-turn" }] }).error).toBeNull();
  });
});

describe("can attack the opponent on the turn it is put (301.5, 101.2)", () => {
  it("attacks the player the turn it is put; not a creature", () => {
    const p = play({ A: { hand: [c("r", "rush-players")] }, B: { shields: [c("x", "plain-4000")] }, steps: [{ kind: "put", player: "A", card: "r" }, { kind: "attack", attacker: "r", target: "B" }] });
    expect(p.error).toBeNull();
    expect(at(p, "x")).toMatch(/B\.hand/);
    const cr = play({ A: { hand: [c("r", "rush-players")] }, B: { battle: [c("v", "plain-4000", { tapped: true })] }, steps: [{ kind: "put", player: "A", card: "r" }, { kind: "attack", attacker: "r", target: "v" }] });
    expect(cr.error?.code).toBe("E_ILLEGAL_ACTION");
  });
});

describe("creatures entering tapped: a filter and conditions", () => {
  it("only matching creatures, only while the condition holds", () => {
    const r = play({ A: { battle: [c("s", "taps-water-if-untapped")], hand: [c("w", "plain-water-1000"), c("f", "plain-4000")] }, steps: [{ kind: "put", player: "A", card: "w" }, { kind: "put", player: "A", card: "f" }] });
    expect(r.finalState!.cards.w.tapped).toBe(true);
    expect(r.finalState!.cards.f.tapped).toBe(false);
    const off = play({ A: { battle: [c("s", "taps-water-if-untapped", { tapped: true })], hand: [c("w", "plain-water-1000")] }, steps: [{ kind: "put", player: "A", card: "w" }] });
    expect(off.finalState!.cards.w.tapped).toBe(false);
  });
});
