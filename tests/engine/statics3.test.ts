/**
 * Engine additions of the `statics3` branch (issue 14, third round): a creature its controller may put into the battle
 * zone tapped (`onEnter` `may-tapped`, 110.4f); the D2 Field rule (703.4l, a state-based process); spells cast this turn (`this-turn-count` `cast`) and a conditional `cant-be-summoned`. The card definitions are written here, so each test reads the engine
 * alone (no compiler).
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, whereIs, type Action, type CardDef, type CardDefs, type CardSpec, type EnterDef, type EffectStep, type Expectations, type RunResult, type ScriptedChoice, type StaticDef } from "@/lib/engine";

function def(id: string, power: number | null, o: { civ?: string[]; cost?: number; statics?: StaticDef[]; onEnter?: EnterDef[]; type?: string; name?: string; spell?: EffectStep[] } = {}): CardDef {
  const abilities = emptyAbilities();
  abilities.spell.push(...(o.spell ?? []));
  abilities.statics.push(...(o.statics ?? []));
  abilities.onEnter.push(...(o.onEnter ?? []));
  return { id, name: o.name ?? id, nameJa: null, type: o.type ?? "Creature", civilizations: o.civ ?? ["fire"], races: [], power, cost: o.cost ?? 3, text: "", flipTo: null, abilities };
}

const DEFS: CardDefs = Object.fromEntries(
  [
    def("plain-4000", 4000),
    def("may-tapped", 3000, { onEnter: [{ kind: "may-tapped", text: "You may put this creature tapped." }] }),
    def("d2-one", null, { type: "D2 Field" }),
    def("d2-two", null, { type: "D2 Field" }),
    def("field-other", null, { type: "Field" }),
    def("after-spell", 3000, { statics: [{ kind: "cant-be-summoned", text: "You can summon this creature only if you have cast a spell this turn.", conditions: [{ kind: "turn-log", what: "cast", whose: "yours", atMost: 0 }] }] }),
    def("two-spells", 3000, { statics: [{ kind: "cant-attack", targets: "any", text: "This creature can't attack unless you cast 2 or more spells this turn.", conditions: [{ kind: "turn-log", what: "cast", whose: "yours", atMost: 1 }] }] }),
    def("no-breaks", 3000, { statics: [{ kind: "cant-break-shields", text: "This creature can't break shields." }] }),
    def("must-hit-player", 3000, { statics: [{ kind: "must-attack", target: "players", text: "This creature attacks your opponent each turn if able." }] }),
    def("lure", 2000, { statics: [{ kind: "attacked-if-able", text: "Whenever your opponent's creatures attack, they attack this creature if able." }] }),
    def("noop-spell", null, { type: "Spell", spell: [{ do: "draw", player: "you", count: 1 }] }),
    def("taps-opponents", 3000, { statics: [{ kind: "enter-tapped", zone: "battle", whose: "opponents", text: "Your opponent's creatures are put into the battle zone tapped." }] }),
  ].map((d) => [d.id, d]),
);

const c = (id: string, card: string, extra: Partial<CardSpec> = {}): CardSpec => ({ id, card, ...extra });

function play(p: { A?: Record<string, CardSpec[]>; B?: Record<string, CardSpec[]>; active?: "A" | "B"; steps: Action[]; choices?: ScriptedChoice[][]; expect?: Expectations }): RunResult {
  return runScenario(
    {
      meta: { id: "t", title: { en: "t" }, rules: ["110.4f"], source: "test" },
      setup: { turn: { number: 5, active: p.active ?? "A" }, seed: 1, players: { A: p.A ?? {}, B: p.B ?? {} } },
      steps: p.steps.map((action, i) => ({ action, choices: p.choices?.[i] ?? [] })),
      expect: p.expect ?? null,
    },
    DEFS,
  );
}

const tapped = (r: RunResult, id: string) => r.finalState?.cards[id].tapped;

describe("you may put this creature into the battle zone tapped (110.4f)", () => {
  it("yes: it enters tapped; no: untapped", () => {
    const yes = play({ A: { hand: [c("m", "may-tapped")] }, steps: [{ kind: "put", player: "A", card: "m" }], choices: [[{ prompt: "yes-no", by: "A", answer: "yes" }]] });
    expect(yes.error).toBeNull();
    expect(yes.finalState ? whereIs(yes.finalState, "m") : null).toMatch(/A\.battle/);
    expect(tapped(yes, "m")).toBe(true);
    const no = play({ A: { hand: [c("m", "may-tapped")] }, steps: [{ kind: "summon", player: "A", card: "m" }], choices: [[{ prompt: "yes-no", by: "A", answer: "no" }]] });
    expect(no.error).toBeNull();
    expect(tapped(no, "m")).toBe(false);
  });
  it("already put tapped by another effect: no question is asked", () => {
    const r = play({ A: { hand: [c("m", "may-tapped")] }, B: { battle: [c("t", "taps-opponents")] }, steps: [{ kind: "put", player: "A", card: "m" }] });
    expect(r.error).toBeNull();
    expect(tapped(r, "m")).toBe(true);
  });
  it("a creature without it is asked nothing", () => {
    const r = play({ A: { hand: [c("p", "plain-4000")] }, steps: [{ kind: "put", player: "A", card: "p" }] });
    expect(r.error).toBeNull();
    expect(tapped(r, "p")).toBe(false);
  });
});

describe("D2 Field rule (703.4l)", () => {
  const at = (r: RunResult, id: string) => (r.finalState ? whereIs(r.finalState, id) : null);
  it("another D2 Field put: the one already there (either player's) goes to its owner's graveyard", () => {
    const r = play({ A: { battle: [c("one", "d2-one")], hand: [c("two", "d2-two")] }, B: { battle: [c("b1", "d2-one")] }, steps: [{ kind: "put", player: "A", card: "two" }] });
    expect(r.error).toBeNull();
    expect(at(r, "one")).toMatch(/A\.graveyard/);
    expect(at(r, "b1")).toMatch(/B\.graveyard/);
    expect(at(r, "two")).toMatch(/A\.battle/);
    expect(r.trace.some((e) => e.clauses.includes("703.4l"))).toBe(true);
  });
  it("a field that is no D2 Field, or a creature, leaves the D2 Field in place", () => {
    const r = play({ A: { battle: [c("one", "d2-one")], hand: [c("f", "field-other"), c("p", "plain-4000")] }, steps: [{ kind: "put", player: "A", card: "f" }, { kind: "put", player: "A", card: "p" }] });
    expect(r.error).toBeNull();
    expect(at(r, "one")).toMatch(/A\.battle/);
  });
  it("a D2 Field put with nothing else there stays", () => {
    const r = play({ A: { hand: [c("two", "d2-two")] }, steps: [{ kind: "put", player: "A", card: "two" }] });
    expect(at(r, "two")).toMatch(/A\.battle/);
    expect(r.trace.some((e) => e.clauses.includes("703.4l"))).toBe(false);
  });
});

describe("spells cast this turn; can't be summoned under a condition", () => {
  const deck = Array.from({ length: 4 }, (_, i) => c(`d${i}`, "plain-4000"));
  it("no spell cast: the summon is refused; after one: allowed", () => {
    expect(play({ A: { hand: [c("g", "after-spell")] }, steps: [{ kind: "summon", player: "A", card: "g" }] }).error?.code).toBe("E_ILLEGAL_ACTION");
    const ok = play({ A: { hand: [c("g", "after-spell"), c("s", "noop-spell")], deck }, steps: [{ kind: "cast", player: "A", card: "s" }, { kind: "summon", player: "A", card: "g" }] });
    expect(ok.error).toBeNull();
    expect(ok.finalState?.turnLog?.cast).toEqual({ A: 1, B: 0 });
  });
  it("the opponent's spell is not yours; the count ends with the turn", () => {
    const theirs = play({ active: "B", A: { hand: [c("g", "after-spell")] }, B: { hand: [c("s", "noop-spell")], deck }, steps: [{ kind: "cast", player: "B", card: "s" }, { kind: "end-turn" }, { kind: "summon", player: "A", card: "g" }] });
    expect(theirs.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(theirs.error?.step).toBe(2);
  });
  it("2 or more spells: one is not enough to attack, two are", () => {
    const one = play({ A: { battle: [c("t", "two-spells")], hand: [c("s1", "noop-spell")], deck }, steps: [{ kind: "cast", player: "A", card: "s1" }, { kind: "attack", attacker: "t", target: "B" }] });
    expect(one.error?.code).toBe("E_ILLEGAL_ACTION");
    const two = play({ A: { battle: [c("t", "two-spells")], hand: [c("s1", "noop-spell"), c("s2", "noop-spell")], deck }, steps: [{ kind: "cast", player: "A", card: "s1" }, { kind: "cast", player: "A", card: "s2" }, { kind: "attack", attacker: "t", target: "B" }] });
    expect(two.error).toBeNull();
  });
  it("games without a card that reads the count keep no count", () => {
    const defs = { ...DEFS };
    delete defs["after-spell"];
    delete defs["two-spells"];
    const r = runScenario({ meta: { id: "t", title: { en: "t" }, rules: [], source: "test" }, setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { hand: [c("s", "noop-spell")], deck }, B: {} } }, steps: [{ action: { kind: "cast", player: "A", card: "s" }, choices: [] }], expect: null }, defs);
    expect(r.error).toBeNull();
    expect(r.finalState?.turnLog).toBeUndefined();
  });
});

describe("can't break shields", () => {
  it("an attack on a player with shields breaks none; with none it is a direct attack (509.1)", () => {
    const r = play({ A: { battle: [c("n", "no-breaks")] }, B: { shields: [c("s1", "plain-4000")] }, steps: [{ kind: "attack", attacker: "n", target: "B" }] });
    expect(r.error).toBeNull();
    expect(r.finalState ? whereIs(r.finalState, "s1") : null).toMatch(/B\.shields/);
    const d = play({ A: { battle: [c("n", "no-breaks")] }, steps: [{ kind: "attack", attacker: "n", target: "B" }] });
    expect(d.finalState?.lost).toBe("B");
  });
});

describe("attacks your opponent each turn if able", () => {
  it("an attack on a creature is refused while it could attack the player; allowed when it can't (a lure)", () => {
    const refused = play({ A: { battle: [c("m", "must-hit-player")] }, B: { battle: [c("v", "plain-4000", { tapped: true })] }, steps: [{ kind: "attack", attacker: "m", target: "v" }] });
    expect(refused.error?.code).toBe("E_ILLEGAL_ACTION");
    const lured = play({ A: { battle: [c("m", "must-hit-player")] }, B: { battle: [c("l", "lure", { tapped: true })] }, steps: [{ kind: "attack", attacker: "m", target: "l" }] });
    expect(lured.error).toBeNull();
  });
  it("with summoning sickness it can't attack the player: nothing is required", () => {
    const r = play({ A: { battle: [c("m", "must-hit-player", { enteredTurn: 5 })] }, steps: [{ kind: "end-turn" }] });
    expect(r.error).toBeNull();
  });
});
