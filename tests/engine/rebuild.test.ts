/**
 * Stacks and rebuilding (801.4, Ver. 1.23 of 2021-03-16; 2022-04-08 revision): unit tests on synthetic
 * card definitions (so each rule is isolated), tests on real content, and property tests over random
 * stacks (no card lost or duplicated when tops are removed repeatedly; same input, same trace).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boardView,
  buildState,
  emptyAbilities,
  planRebuild,
  runScenario,
  step,
  whereIs,
  type Abilities,
  type Action,
  type CardDef,
  type CardDefs,
  type CardSpec,
  type GameState,
  type RebuildView,
  type Scenario,
  type ScriptedChoice,
  type Standing,
  type TraceEntry,
} from "@/lib/engine";
import { entries, run, where, yaml } from "./helpers";

// ---------------------------------------------------------------------------------------------
// Synthetic definitions

function def(id: string, type: string, abilities: Partial<Abilities> = {}, extra: Partial<CardDef> = {}): CardDef {
  return {
    id,
    name: id,
    nameJa: null,
    type,
    civilizations: ["darkness"],
    races: [],
    power: 1000,
    cost: 3,
    text: "",
    flipTo: null,
    abilities: { ...emptyAbilities(), ...abilities },
    ...extra,
  };
}

const DEFS: CardDefs = {
  evo: def("evo", "Evolution Creature"),
  evo2: def("evo2", "Evolution Creature"),
  cre: def("cre", "Creature"),
  cre2: def("cre2", "Creature"),
  spell: def("spell", "Spell"),
  twin: def("twin", "Twinpact", {}, { faceTypes: ["Creature", "Spell"] }),
  seed: def("seed", "Tamaseed"),
  field: def("field", "D2 Field"),
  tool: def("tool", "Creature"),
  nonevo: def("nonevo", "Twinpact", {}, { faceTypes: ["Creature", "Spell"] }),
  cip: def("cip", "Creature", {
    triggers: [{ id: "cip", text: "When you put this creature", on: { event: "put-into-battle", subject: "self" }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }],
  }),
  watcher: def("watcher", "Creature", {
    triggers: [{ id: "any-put", text: "Whenever a creature is put", on: { event: "put-into-battle", subject: "any" }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }],
  }),
  saver: def("saver", "Evolution Creature", {
    replacements: [
      { id: "back", text: "When this creature would be destroyed, return it to your hand instead.", watches: { event: "destroy", subject: "self" }, optional: false, instead: [{ do: "return-to-hand", target: { eventCard: true } }] },
    ],
  }),
  cardkill: def("cardkill", "Spell", { spell: [{ do: "destroy", target: { choose: { player: "any", zone: "battle", count: 1, cardDesignating: true } } }] }),
  bounce: def("bounce", "Spell", { spell: [{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1, cardDesignating: true } } }] }),
  creaturebounce: def("creaturebounce", "Spell", { spell: [{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 1 } } }] }),
  filler: def("filler", "Creature"),
};

function scenario(battleA: CardSpec[], actions: { action: Action; choices?: ScriptedChoice[] }[], extra: { handA?: CardSpec[]; handB?: CardSpec[]; deckA?: CardSpec[]; turn?: number } = {}): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["801.4"], source: "test" },
    setup: {
      turn: { number: extra.turn ?? 5, active: "A" },
      seed: 1,
      players: {
        A: { battle: battleA, hand: extra.handA ?? [], deck: extra.deckA ?? [{ id: "d1", card: "filler" }, { id: "d2", card: "filler" }] },
        B: { hand: extra.handB ?? [] },
      },
    },
    steps: actions.map((a) => ({ action: a.action, choices: a.choices ?? [] })),
    expect: null,
  };
}

const topOnly = (card: string): Action => ({ kind: "return-to-hand", card, by: "B", topOnly: true });
const rebuilds = (trace: TraceEntry[]): RebuildView[] => trace.filter((e) => e.kind === "rebuild").map((e) => e.rebuild!);

// ---------------------------------------------------------------------------------------------

describe("planRebuild (801.4a/b)", () => {
  const st = (m: Record<string, Standing>) => (id: string) => m[id] ?? "none";
  it("keeps the card directly under when it can stay, with the rest under it in order", () => {
    expect(planRebuild(["a", "b", "c"], st({ a: "creature", b: "creature", c: "creature" }))).toEqual({ top: "c", under: ["a", "b"], removed: [] });
  });
  it("removes cards from the top until one that can stay is on top", () => {
    expect(planRebuild(["g", "j", "l", "f"], st({ j: "creature" }))).toEqual({ top: "j", under: ["g"], removed: ["f", "l"] });
  });
  it("removes everything when nothing can stay", () => {
    expect(planRebuild(["s1", "s2"], st({}))).toEqual({ top: null, under: [], removed: ["s2", "s1"] });
  });
  it("partitions the rest: no card lost or duplicated (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Standing>("creature", "tamaseed", "other-permanent", "none"), { maxLength: 12 }), (kinds) => {
        const rest = kinds.map((_, i) => `c${i}`);
        const p = planRebuild(rest, (id) => kinds[Number(id.slice(1))]);
        const all = [...p.under, ...(p.top ? [p.top] : []), ...p.removed];
        expect(all.slice().sort()).toEqual(rest.slice().sort());
        expect(new Set(all).size).toBe(rest.length);
        // the order under the new top is unchanged (a prefix of the old stack)
        expect(p.under).toEqual(rest.slice(0, p.under.length));
        for (const r of p.removed) expect(kinds[Number(r.slice(1))]).toBe("none");
      }),
      { numRuns: 300, seed: 801 },
    );
  });
});

describe("rebuilding in the engine", () => {
  it("keeps tapped state, entered turn and the order under the new top; nothing is 'put' (801.4, 801.4c)", () => {
    const r = runScenario(
      scenario(
        [
          { id: "w", card: "watcher" },
          { id: "e", card: "evo", tapped: true, enteredTurn: 5, under: [{ id: "c1", card: "cre", enteredTurn: 3 }, { id: "c2", card: "cip", enteredTurn: 4 }] },
        ],
        [{ action: topOnly("e") }],
      ),
      DEFS,
    );
    expect(r.error).toBeNull();
    const s = r.finalState!;
    expect(s.players.A.zones.battle).toEqual(["w", "c2"]);
    expect(s.cards.c2.under).toEqual(["c1"]);
    expect(s.cards.c2.tapped).toBe(true);
    expect(s.cards.c2.enteredBattleTurn).toBe(4);
    expect(whereIs(s, "c1")).toBe("A.battle/under:c2");
    expect(entries(r, "trigger-queued")).toHaveLength(0);
    const sup = entries(r, "trigger-suppressed");
    expect(sup.map((e) => `${e.trigger!.source}:${e.trigger!.ability}:${e.trigger!.reason}`).sort()).toEqual(["c2:cip:rebuilt", "w:any-put:rebuilt"]);
    const [v] = rebuilds(r.trace);
    expect(v).toMatchObject({ left: "e", rebuilt: true, top: "c2", standing: "creature", under: ["c1"], tapped: true, summoningSick: false, revisions: ["Ver. 1.23 (2021-03-16)"] });
    expect(entries(r, "rebuild")[0].clauses).toEqual(["801.4", "801.4a", "801.4b", "801.4c"]);
  });

  it("a whole-object move takes the cards under it along and resets them; no rebuild", () => {
    const r = runScenario(
      scenario([{ id: "e", card: "evo", tapped: true, under: [{ id: "c1", card: "cre" }] }], [{ action: { kind: "return-to-hand", card: "e", by: "B" } }]),
      DEFS,
    );
    expect(r.finalState!.players.A.zones.hand.slice().sort()).toEqual(["c1", "e"]);
    expect(r.finalState!.cards.c1.enteredBattleTurn).toBeNull();
    expect(rebuilds(r.trace)).toHaveLength(0);
  });

  it("removes spells until a creature (a twinpact counts) is on top; all gone when nothing can stay (801.4b)", () => {
    const r = runScenario(
      scenario(
        [
          { id: "e", card: "evo", under: [{ id: "s0", card: "spell" }, { id: "t", card: "twin" }, { id: "s1", card: "spell" }, { id: "s2", card: "spell" }] },
          { id: "f", card: "evo2", under: [{ id: "s3", card: "spell" }, { id: "s4", card: "spell" }] },
        ],
        [{ action: topOnly("e") }, { action: topOnly("f") }],
      ),
      DEFS,
    );
    const s = r.finalState!;
    expect(s.players.A.zones.battle).toEqual(["t"]);
    expect(s.cards.t.under).toEqual(["s0"]);
    expect(s.players.A.zones.graveyard.slice().sort()).toEqual(["s1", "s2", "s3", "s4"]);
    const [a, b] = rebuilds(r.trace);
    expect(a.removed.map((x) => x.card)).toEqual(["s2", "s1"]);
    expect(b).toMatchObject({ top: null, removed: [{ card: "s4" }, { card: "s3" }] });
  });

  it("2022-04-08 revision: a Tamaseed stays and keeps the tapped state; a field stays upright", () => {
    const r = runScenario(
      scenario(
        [
          { id: "e", card: "evo", tapped: true, under: [{ id: "sd", card: "seed" }] },
          { id: "f", card: "evo2", tapped: true, under: [{ id: "fl", card: "field" }] },
        ],
        [{ action: topOnly("e") }, { action: topOnly("f") }],
      ),
      DEFS,
    );
    const s = r.finalState!;
    expect(s.players.A.zones.battle.slice().sort()).toEqual(["fl", "sd"]);
    expect(s.cards.sd.tapped).toBe(true);
    expect(s.cards.fl.tapped).toBe(false);
    const [a, b] = rebuilds(r.trace);
    expect(a.standing).toBe("tamaseed");
    expect(b.standing).toBe("other-permanent");
    expect(a.revisions).toHaveLength(2);
    expect(a.revisions[1]).toContain("2022-04-08");
  });

  it("an evolution card that stays loses its evolution supertype: it is not rebuilt again and can be summoning sick", () => {
    const r = runScenario(
      scenario(
        [{ id: "e", card: "evo", under: [{ id: "c1", card: "cre", enteredTurn: 5 }, { id: "e2", card: "evo2", enteredTurn: 5 }] }],
        [{ action: topOnly("e") }, { action: topOnly("e2") }],
      ),
      DEFS,
    );
    const vs = rebuilds(r.trace);
    expect(vs[0]).toMatchObject({ top: "e2", evolutionIgnored: true, summoningSick: true });
    expect(vs[1]).toMatchObject({ left: "e2", rebuilt: false, top: null });
    expect(vs[1].unverified).toBeDefined();
    expect(r.finalState!.players.A.zones.graveyard).toEqual(["c1"]);
  });

  it("a stack under a non-evolution card is not rebuilt (Bangetsu): its cards leave the battle zone, marked unverified", () => {
    const r = runScenario(scenario([{ id: "n", card: "nonevo", under: [{ id: "t1", card: "tool" }, { id: "t2", card: "spell" }] }], [{ action: topOnly("n") }]), DEFS);
    const [v] = rebuilds(r.trace);
    expect(v.rebuilt).toBe(false);
    expect(r.finalState!.players.A.zones.battle).toEqual([]);
    expect(entries(r, "rebuild")[0].clauses).toEqual(["801.4"]);
  });

  it("effects applied to the evolution creature carry over to the rebuilt creature (801.4c)", () => {
    const base = buildState(scenario([{ id: "e", card: "evo", under: [{ id: "c1", card: "cre" }] }], []).setup, DEFS);
    const state: GameState = {
      ...base,
      effects: [{ id: "fx1", source: "e", controller: "A", affected: ["e"], keywords: ["speed-attacker"], cantBeDestroyed: true, replacements: [], until: { kind: "end-of-turn", turn: 5 }, text: "test" }],
    };
    const r = step(state, topOnly("e"), { defs: DEFS, stepIndex: 0, choices: [] });
    expect(r.error).toBeNull();
    expect(r.state.effects[0].affected).toContain("c1");
    expect(r.entries.find((e) => e.kind === "rebuild")!.rebuild!.effectsCarried).toEqual(["fx1"]);
  });

  it("a substitute acting on 'it' for a top-only event moves only that card (whole vs top-only stay different)", () => {
    const r = runScenario(
      // a card-designating choice may pick the card under the stack too (109.2a, 200.3a): the top card is picked
      scenario([{ id: "sv", card: "saver", under: [{ id: "c1", card: "cre" }] }], [{ action: { kind: "cast", player: "B", card: "k" }, choices: [{ pick: ["sv"] }] }], { handB: [{ id: "k", card: "cardkill" }] }),
      DEFS,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.hand).toEqual(["sv"]);
    expect(r.finalState!.players.A.zones.battle).toEqual(["c1"]);
    expect(entries(r, "event-replaced")).toHaveLength(1);
    // the same replacement on a whole-object destroy returns every card
    const w = runScenario(scenario([{ id: "sv", card: "saver", under: [{ id: "c1", card: "cre" }] }], [{ action: { kind: "destroy", card: "sv", by: "B" } }]), DEFS);
    expect(w.finalState!.players.A.zones.hand.slice().sort()).toEqual(["c1", "sv"]);
    expect(rebuilds(w.trace)).toHaveLength(0);
  });

  it("'choose a creature' (not card-designating) returns the whole object", () => {
    const r = runScenario(
      scenario([{ id: "e", card: "evo", under: [{ id: "c1", card: "cre" }] }], [{ action: { kind: "cast", player: "B", card: "k" } }], { handB: [{ id: "k", card: "creaturebounce" }] }),
      DEFS,
    );
    expect(r.finalState!.players.A.zones.hand.slice().sort()).toEqual(["c1", "e"]);
  });
});

describe("evolving and putting cards under", () => {
  const evolve3 = (choices: ScriptedChoice[]) =>
    runScenario(
      scenario(
        [{ id: "x", card: "cre", enteredTurn: 4 }, { id: "y", card: "cre2", enteredTurn: 4 }, { id: "z", card: "cip", enteredTurn: 5 }],
        [{ action: { kind: "evolve", player: "A", card: "e", on: ["x", "y", "z"] }, choices }],
        { handA: [{ id: "e", card: "evo" }] },
      ),
      DEFS,
    );

  it("the player orders several sources (bottom first); without an answer the prompt is missing", () => {
    const missing = evolve3([]);
    expect(missing.error?.code).toBe("E_MISSING_CHOICE");
    expect(missing.error?.prompt).toMatchObject({ kind: "choose-cards", player: "A", ordered: true, min: 3, max: 3 });
    const r = evolve3([{ pick: ["z", "x", "y"] }]);
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.e.under).toEqual(["z", "x", "y"]);
    expect(r.finalState!.players.A.zones.battle).toEqual(["e"]);
    // sources are not put into the battle zone again: only the evolution creature was put
    expect(entries(r, "trigger-queued")).toHaveLength(0);
  });

  it("overrides by prompt id change the order", () => {
    const l = evolve3([{ pick: ["z", "x", "y"] }]);
    const o = runScenario(
      scenario(
        [{ id: "x", card: "cre" }, { id: "y", card: "cre2" }, { id: "z", card: "cip" }],
        [{ action: { kind: "evolve", player: "A", card: "e", on: ["x", "y", "z"] }, choices: [{ pick: ["z", "x", "y"] }] }],
        { handA: [{ id: "e", card: "evo" }] },
      ),
      DEFS,
      { overrides: { "s0.p0": { pick: ["y", "z", "x"] } } },
    );
    expect(l.finalState!.cards.e.under).toEqual(["z", "x", "y"]);
    expect(o.finalState!.cards.e.under).toEqual(["y", "z", "x"]);
  });

  it("evolving onto a stack puts the new card on top of the whole stack and takes its tapped state", () => {
    const r = runScenario(
      scenario([{ id: "e", card: "evo", tapped: true, under: [{ id: "c1", card: "cre" }] }], [{ action: { kind: "evolve", player: "A", card: "e2", on: ["e"] } }], { handA: [{ id: "e2", card: "evo2" }] }),
      DEFS,
    );
    expect(r.finalState!.cards.e2.under).toEqual(["c1", "e"]);
    expect(r.finalState!.cards.e2.tapped).toBe(true);
    expect(boardView(r.finalState!, {}).under).toEqual({ e2: ["c1", "e"] });
  });

  it("graveyard sources remember this turn: summoning sickness after rebuilding, and a sick creature can't attack", () => {
    const sc = scenario([], [], { handA: [{ id: "e", card: "evo" }] });
    sc.setup.players.A.graveyard = [{ id: "g", card: "cre" }];
    sc.steps = [
      { action: { kind: "evolve", player: "A", card: "e", on: ["g"] }, choices: [] },
      { action: topOnly("e"), choices: [] },
      { action: { kind: "attack", attacker: "g", target: "B" }, choices: [] },
    ];
    const r = runScenario(sc, DEFS);
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.step).toBe(2);
    expect(r.error?.message).toContain("summoning sickness");
    expect(r.finalState!.cards.g.enteredBattleTurn).toBe(5);
    expect(boardView(r.finalState!, {}, DEFS).summoningSick).toEqual(["g"]);
  });

  it("the setup rejects a card under a card under another", () => {
    const r = runScenario(scenario([{ id: "e", card: "evo", under: [{ id: "c1", card: "cre", under: [{ id: "c2", card: "cre" }] }] }], []), DEFS);
    expect(r.error?.code).toBe("E_BAD_STATE");
  });
});

describe("content: Time Changer / Timeless Garden and the loader", () => {
  it("put-under goes to the bottom, in the order picked, and triggers nothing", () => {
    const r = run(
      yaml({
        A: `
          battle:
            - id: a_e
              card: "Endless Puppet, Lord of Magic"
              under: [ { id: a_j, card: "Jenny, the Dismantling Puppet" } ]
          deck:
            - { id: a_c1, card: "Writhing Bone Ghoul" }
            - { id: a_c2, card: "Imerius, Light Ray Doll" }
          hand: [ { id: a_tc, card: "Time Changer, Space-Time Engineer" } ]`,
        actions: `
          - summon: { player: A, card: a_tc }
            choices:
              - { pick: [a_c2, a_c1] }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_e.under).toEqual(["a_c1", "a_c2", "a_j"]);
    expect(entries(r, "trigger-queued").map((e) => e.trigger!.source)).toEqual(["a_tc"]);
    expect(where(r, "a_c1")).toBe("A.battle/under:a_e");
  });

  it("the evolve action and topOnly load from YAML", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_x, card: "Writhing Bone Ghoul", enteredTurn: 5 } ]
          hand: [ { id: a_e, card: "Endless Puppet, Lord of Magic" } ]`,
        actions: `
          - evolve: { player: A, card: a_e, on: [a_x] }
          - return-to-hand: { card: a_e, by: B, topOnly: true }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_x")).toBe("A.battle");
    expect(where(r, "a_e")).toBe("A.hand");
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests over random stacks

const TOPS = ["evo", "evo2", "saver", "nonevo"];
const UNDERS = ["cre", "cre2", "spell", "twin", "seed", "field", "evo", "evo2", "cip", "tool"];

const stackArb = fc.record({
  top: fc.constantFrom(...TOPS),
  under: fc.array(fc.constantFrom(...UNDERS), { maxLength: 6 }),
  tapped: fc.boolean(),
  entered: fc.array(fc.integer({ min: 3, max: 5 }), { minLength: 6, maxLength: 6 }),
});

function stackSpecs(stacks: { top: string; under: string[]; tapped: boolean; entered: number[] }[]): CardSpec[] {
  return stacks.map((s, i) => ({
    id: `t${i}`,
    card: s.top,
    tapped: s.tapped,
    under: s.under.map((card, j) => ({ id: `t${i}_u${j}`, card, enteredTurn: s.entered[j] })),
  }));
}

function places(s: GameState): Map<string, number> {
  const count = new Map<string, number>();
  const add = (id: string) => count.set(id, (count.get(id) ?? 0) + 1);
  for (const p of ["A", "B"] as const) for (const ids of Object.values(s.players[p].zones)) for (const id of ids) add(id);
  for (const c of Object.values(s.cards)) for (const id of c.under) add(id);
  return count;
}

/** Remove tops again and again (each time the first battle-zone object, top card only, or sometimes the whole object). */
function removeTops(stacks: { top: string; under: string[]; tapped: boolean; entered: number[] }[], whole: boolean[]): { states: GameState[]; trace: TraceEntry[] } {
  let state = buildState(scenario(stackSpecs(stacks), []).setup, DEFS);
  const states = [state];
  const trace: TraceEntry[] = [];
  for (let i = 0; i < 60 && state.players.A.zones.battle.length > 0; i++) {
    const card = state.players.A.zones.battle[0];
    const action: Action = whole[i % whole.length] ? { kind: "destroy", card, by: "B" } : topOnly(card);
    const r = step(state, action, { defs: DEFS, stepIndex: i, choices: [], seqStart: trace.length + 1 });
    expect(r.error).toBeNull();
    trace.push(...r.entries);
    state = r.state;
    states.push(state);
  }
  return { states, trace };
}

describe("properties over random stacks", () => {
  const input = fc.record({ stacks: fc.array(stackArb, { minLength: 1, maxLength: 4 }), whole: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }) });

  it("removing tops repeatedly never loses or duplicates a card; the battle zone empties", () => {
    fc.assert(
      fc.property(input, ({ stacks, whole }) => {
        const { states, trace } = removeTops(stacks, whole);
        const all = Object.keys(states[0].cards).sort();
        for (const s of states) {
          const p = places(s);
          expect([...p.keys()].sort()).toEqual(all);
          for (const [id, n] of p) expect(n, id).toBe(1);
          // only top cards are in the battle zone; cards off the battle zone hold nothing under them
          for (const c of Object.values(s.cards)) if (c.under.length > 0) expect(s.players.A.zones.battle).toContain(c.id);
        }
        expect(states[states.length - 1].players.A.zones.battle).toEqual([]);
        // every rebuild keeps the order: the new top's under is a prefix of the old stack
        for (const e of trace.filter((t) => t.kind === "rebuild")) {
          const v = e.rebuild!;
          if (v.top) expect(v.removed.every((r) => r.card !== v.top)).toBe(true);
        }
      }),
      { numRuns: 200, seed: 8014 },
    );
  });

  it("the same input gives the same trace and final state", () => {
    fc.assert(
      fc.property(input, ({ stacks, whole }) => {
        const a = removeTops(stacks, whole);
        const b = removeTops(stacks, whole);
        expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
        expect(JSON.stringify(b.states[b.states.length - 1])).toBe(JSON.stringify(a.states[a.states.length - 1]));
      }),
      { numRuns: 60, seed: 42 },
    );
  });
});
