/**
 * Property tests for the multi-card objects and linked cards (fast-check): Star Evolution creatures on
 * stacks of random depth, EX Life creatures with their linked shields, Charger spells, swaps (Revolution
 * Change, 701.26, including swaps that fail by 701.26b), GR creatures with Orega Auras (310), linked gods (804),
 * sealed cards (116), equipped Dragheart Weapons (305), Psychic Super Creatures with and without Link Release (806), a
 * Dragheart Super Creature of five cells (808),
 * psychic creatures that Psychic Link at the start of their turn (805.1c), attacking super creatures split during the
 * attack (806.2a), Final Forbidden Fields that Forbidden Big Bang and Dormageddon X with its forbidden cores (309, 701.29a),
 * the abyss (410) and card-designating mass effects
 * (200.3a). Random removal
 * (destroy, return to hand, put into the graveyard, whole object or top card only), spells and summons,
 * prompts answered from generated numbers. Checks:
 *  - no card lost or duplicated: every card is in exactly one place after every step and at the end;
 *  - a Star Evolution creature that leaves by an ordinary move leaves alone: its cards under it stay
 *    (rebuilt), unless another replacement applied;
 *  - an EX Life link always names a shield in its owner's shield zone, or is cleared off the battle zone;
 *  - determinism: the same input gives the same trace and state.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORBIDDEN_CORE, FORBIDDEN_CORE_DEF, runScenario, type Action, type BoardView, type CardDefs, type CardSpec, type Prompt, type RunResult, type Scenario, type ScriptedChoice } from "@/lib/engine";
import { cardDef } from "@/lib/scenarios";
import { parseYaml } from "@/lib/files/yaml";
import { content } from "./helpers";

const STAR = "bolshack-yamato-momoking";
const EXLIFE = "grelphy-sutured-evil-horn";
const PLAIN = ["arima-churis", "aqua-vehicle", "assembler", "aqua-student", "cetibols", "skull-moon-the-enlightened", "gachapinchi-invasion-guardian"];
const SPELLS = ["ganveet-blaster", "eureka-charger", "reload-charger", "torching-punish", "deadly-love", "team-tech-s-wave-go", "ougon-bouken-max", "dragon-pulse-technique-fortress-destroyer"];
const GR = ["yattarerobo", "anemo-third"];
const AURAS = ["chupacal-reigen", "dejilmukade-mushura"];
const GODS = ["zen-transcendent-god", "aku-ultimate-god"];
const COMMANDS = ["burger-amecchi", "viola-s-shadow"];
const WEAPON = { creature: "glenmalt-final-dragon-ruler", weapon: "boaroaxe-evil-tomahawk" };
/** Psychic Super Creatures (806): the super creature, the side of the card standing for it, its other cells' sides. */
const SUPERS = [
  { card: "don-marshmallow-hand-of-temptation", side: "zabi-polymer-marshmallow-doll", cells: ["gil-porrima-s-pliers"] },
  { card: "gaial-king-dragon-raging-dragon-lord", side: "dragonic-pippi", cells: ["gaial-kaiser", "boost-crimson-lord"] },
  { card: "gaial-killer-dragon-gunlord", side: "silver-volg", cells: ["proto-gaial"] },
  // a Dragheart Super Creature (808.1): five dragheart cells, no Dragon Soul Evade, "stays instead" while tapped
  { card: "all-over-the-world-supreme-true-dragon-soul", side: "reddull-dragon-soul-castle", cells: ["whitey-dragon-soul-church", "bluenika-dragon-soul-fortress", "blacko-dragon-soul-palace", "greene-dragon-soul-ruins"] },
];

/** Psychic Link (805.1c): Dragonic Pippi links with Gaial Kaiser and Boost, Crimson Lord at the start of its controller's turn. */
const LINK = ["dragonic-pippi", "gaial-kaiser", "boost-crimson-lord"];
/** Final Forbidden (309, 701.29a): the field, and its creature side. */
const FORBIDDEN = { field: "forbidden-star-world-s-last-day", creature: "dormageddon-x-forbidden-armageddon" };

function allDefs(): CardDefs {
  const ctx = content();
  const where = { y: parseYaml("{}", "objects"), path: [] };
  const defs: CardDefs = {};
  for (const id of [STAR, EXLIFE, ...PLAIN, ...SPELLS, ...GR, ...AURAS, ...GODS, ...COMMANDS, WEAPON.creature, WEAPON.weapon, ...SUPERS.flatMap((x) => [x.card, x.side, ...x.cells]), ...LINK, FORBIDDEN.field, FORBIDDEN.creature]) {
    const d = cardDef(ctx, id, where);
    defs[id] = d;
    for (const f of [d.flipTo, ...(d.faces ?? [])]) if (f) defs[f] = ctx.defs[f];
  }
  defs[FORBIDDEN_CORE] = FORBIDDEN_CORE_DEF;
  return defs;
}
const DEFS = allDefs();

const objectArb = fc.oneof(
  fc.record({ kind: fc.constant("star" as const), under: fc.array(fc.constantFrom(...PLAIN), { minLength: 1, maxLength: 3 }), tapped: fc.boolean() }),
  fc.record({ kind: fc.constant("exlife" as const), linked: fc.boolean() }),
  fc.record({ kind: fc.constant("plain" as const), card: fc.constantFrom(...PLAIN) }),
  fc.record({ kind: fc.constant("aura" as const), card: fc.constantFrom(...GR), auras: fc.array(fc.constantFrom(...AURAS), { minLength: 1, maxLength: 2 }) }),
  fc.record({ kind: fc.constant("gods" as const) }),
  fc.record({ kind: fc.constant("sealed" as const), card: fc.constantFrom(...PLAIN), seals: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant("weapon" as const) }),
  fc.record({ kind: fc.constant("super" as const), which: fc.nat(SUPERS.length - 1), tapped: fc.boolean() }),
  fc.record({ kind: fc.constant("link" as const), missing: fc.boolean() }),
  fc.record({ kind: fc.constant("field" as const), seals: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant("dorma" as const), cores: fc.integer({ min: 0, max: 4 }) }),
);
const playerArb = fc.record({
  battle: fc.array(objectArb, { maxLength: 4 }),
  hand: fc.array(fc.constantFrom(...SPELLS, EXLIFE, STAR, ...AURAS, ...COMMANDS), { maxLength: 4 }),
  deck: fc.array(fc.constantFrom(...PLAIN), { maxLength: 4 }),
  shields: fc.array(fc.constantFrom(...PLAIN), { maxLength: 2 }),
  gr: fc.array(fc.constantFrom(...GR), { maxLength: 2 }),
});
type RawAction = {
  kind: "cast" | "summon" | "destroy" | "return-to-hand" | "to-graveyard" | "end-turn" | "revolution-change" | "use-aura" | "to-abyss" | "seal" | "put" | "big-bang" | "attack";
  p: number;
  i: number;
  top: boolean;
};
const actionArb: fc.Arbitrary<RawAction> = fc.record({
  kind: fc.constantFrom("cast", "summon", "destroy", "return-to-hand", "to-graveyard", "end-turn", "revolution-change", "use-aura", "to-abyss", "seal", "put", "big-bang", "attack"),
  p: fc.integer({ min: 0, max: 1 }),
  i: fc.nat(20),
  top: fc.boolean(),
});

type ObjectSpec =
  | { kind: "star"; under: string[]; tapped: boolean }
  | { kind: "exlife"; linked: boolean }
  | { kind: "plain"; card: string }
  | { kind: "aura"; card: string; auras: string[] }
  | { kind: "gods" }
  | { kind: "sealed"; card: string; seals: number }
  | { kind: "weapon" }
  | { kind: "super"; which: number; tapped: boolean }
  | { kind: "link"; missing: boolean }
  | { kind: "field"; seals: number }
  | { kind: "dorma"; cores: number };
type PlayerBoard = { battle: ObjectSpec[]; hand: string[]; deck: string[]; shields: string[]; gr: string[] };

function buildScenario(board: { A: PlayerBoard; B: PlayerBoard }, raw: RawAction[]): Scenario {
  const players: Scenario["setup"]["players"] = { A: {}, B: {} };
  const ids: Record<"A" | "B", { battle: string[]; hand: string[]; cards: Record<string, string> }> = { A: { battle: [], hand: [], cards: {} }, B: { battle: [], hand: [], cards: {} } };
  for (const p of ["A", "B"] as const) {
    const b = board[p];
    const shields: CardSpec[] = b.shields.map((card, n) => ({ id: `${p}_s${n}`, card }));
    const extra: CardSpec[] = [];
    const battle: CardSpec[] = b.battle.map((o, n) => {
      const id = `${p}_b${n}`;
      ids[p].battle.push(id);
      if (o.kind === "aura") return { id, card: o.card, auras: o.auras.map((card, k) => ({ id: `${id}_a${k}`, card })) };
      if (o.kind === "super") {
        const x = SUPERS[o.which];
        return { id, card: x.card, side: x.side, tapped: o.tapped, cells: x.cells.map((card, k) => ({ id: `${id}_c${k}`, card })) };
      }
      if (o.kind === "gods") return { id, card: GODS[0], linked: [{ id: `${id}_g`, card: GODS[1] }] };
      if (o.kind === "link") {
        // its partners beside it (Boost missing, in the hyperspatial zone, half of the time)
        extra.push({ id: `${id}_k`, card: LINK[1] });
        if (!o.missing) extra.push({ id: `${id}_o`, card: LINK[2] });
        return { id, card: LINK[0] };
      }
      const core = (k: number): CardSpec => ({ id: `${id}_f${k}`, card: FORBIDDEN_CORE });
      if (o.kind === "field") return { id, card: FORBIDDEN.field, cores: [0, 1, 2, 3].map(core), ...(o.seals > 0 ? { seals: [{ id: `${id}_s0`, card: "aqua-vehicle" }] } : {}) };
      if (o.kind === "dorma") {
        const all = [0, 1, 2, 3].map(core);
        // the cores it has left; the others were put under it two at a time, or one went elsewhere
        return { id, card: FORBIDDEN.creature, ...(o.cores > 0 ? { cores: all.slice(0, o.cores) } : {}), ...(o.cores < 4 ? { under: all.slice(o.cores) } : {}) };
      }
      if (o.kind === "sealed") return { id, card: o.card, seals: Array.from({ length: o.seals }, (_, k) => ({ id: `${id}_s${k}`, card: "aqua-vehicle" })) };
      if (o.kind === "weapon") {
        extra.push({ id: `${id}_w`, card: WEAPON.weapon, equippedTo: id });
        return { id, card: WEAPON.creature };
      }
      if (o.kind === "star") return { id, card: STAR, tapped: o.tapped, under: o.under.map((card, k) => ({ id: `${id}_u${k}`, card })) };
      if (o.kind === "exlife") {
        if (!o.linked) return { id, card: EXLIFE };
        const sh = `${id}_x`;
        shields.push({ id: sh, card: "aqua-vehicle" });
        return { id, card: EXLIFE, exLife: sh };
      }
      return { id, card: o.card };
    });
    const hand: CardSpec[] = b.hand.map((card, n) => ({ id: `${p}_h${n}`, card }));
    for (const h of hand) {
      ids[p].hand.push(h.id);
      ids[p].cards[h.id] = h.card;
    }
    players[p] = { battle: [...battle, ...extra], hand, shields, deck: b.deck.map((card, n) => ({ id: `${p}_d${n}`, card })), gr: b.gr.map((card, n) => ({ id: `${p}_gr${n}`, card })) };
  }
  const pick = (list: string[], n: number): string | null => (list.length ? list[n % list.length] : null);
  const battleCards: Record<"A" | "B", Record<string, string>> = { A: {}, B: {} };
  for (const p of ["A", "B"] as const) for (const c of players[p].battle ?? []) battleCards[p][c.id] = c.card;
  const steps = raw.map((r): { action: Action; choices: ScriptedChoice[] } => {
    const player = r.p === 0 ? "A" : "B";
    const opp = r.p === 0 ? "B" : "A";
    const target = pick(ids[opp].battle, r.i) ?? pick(ids[player].battle, r.i);
    let action: Action = { kind: "end-turn" };
    if (r.kind === "cast" || r.kind === "summon") {
      const want = r.kind === "cast" ? "Spell" : "Creature";
      const c = pick(ids[player].hand.filter((id) => DEFS[ids[player].cards[id]].type.includes(want) && !DEFS[ids[player].cards[id]].type.includes("Evolution")), r.i);
      if (c) action = { kind: r.kind, player, card: c };
    } else if (r.kind === "destroy" && target) action = { kind: "destroy", card: target, by: opp };
    else if (r.kind === "return-to-hand" && target) action = { kind: "return-to-hand", card: target, by: opp, ...(r.top ? { topOnly: true } : {}) };
    else if (r.kind === "revolution-change") {
      const c = pick(ids[player].hand.filter((id) => DEFS[ids[player].cards[id]].type.includes("Creature")), r.i);
      const own = pick(ids[player].battle, r.i);
      if (c && own) action = { kind: "revolution-change", player, card: c, attacker: own };
    } else if (r.kind === "to-graveyard" && target) action = { kind: "to-graveyard", card: target, by: opp, ...(r.top ? { topOnly: true } : {}) };
    else if (r.kind === "to-abyss" && target) action = { kind: "to-abyss", card: target, by: opp };
    else if (r.kind === "seal" && target) action = { kind: "seal", card: target, by: opp, count: 1 + (r.i % 2) };
    else if (r.kind === "use-aura") {
      const c = pick(ids[player].hand.filter((id) => AURAS.includes(ids[player].cards[id])), r.i);
      const on = r.top ? pick(ids[player].battle.filter((id) => GR.includes(battleCards[player][id] ?? "")), r.i) : null;
      if (c) action = { kind: "use-aura", player, card: c, ...(on ? { on } : {}) };
    } else if (r.kind === "big-bang") {
      const f = pick(ids[player].battle.filter((id) => battleCards[player][id] === FORBIDDEN.field), r.i);
      if (f) action = { kind: "forbidden-big-bang", player, card: f };
    } else if (r.kind === "attack") {
      // an attack during which the attacker (or, with `top`, another creature) is removed: 806.2a for super creatures
      const own = pick(ids[player].battle, r.i);
      const removed = r.top ? (pick(ids[player].battle, r.i + 1) ?? own) : own;
      if (own && removed) action = { kind: "attack", attacker: own, target: opp, during: [{ kind: r.i % 2 === 0 ? "return-to-hand" : "destroy", card: removed, by: opp }] };
    } else if (r.kind === "put") {
      const c = pick(ids[player].hand.filter((id) => COMMANDS.includes(ids[player].cards[id])), r.i);
      if (c) action = { kind: "put", player, card: c };
    }
    return { action, choices: [] };
  });
  return {
    meta: { id: "objects", title: { en: "objects" }, rules: ["813.1"], source: "fast-check" },
    setup: { turn: { number: 3, active: "A" }, seed: 11, players },
    steps,
    expect: null,
  };
}

function answer(p: Prompt, n: number): ScriptedChoice {
  if (p.kind === "yes-no") return { answer: n % 2 === 0 ? "yes" : "no" };
  const count = p.min + (n % (p.max - p.min + 1));
  const start = n % Math.max(1, p.options.length);
  return { pick: [...p.options.slice(start), ...p.options.slice(0, start)].slice(0, count) };
}

function runAnswering(input: Scenario, numbers: number[]): RunResult {
  let sc = input;
  let overrides: Record<string, ScriptedChoice> = {};
  for (let k = 0; k < 200; k++) {
    const r = runScenario(sc, DEFS, { overrides, boards: "events" });
    if (r.error?.code === "E_ILLEGAL_ACTION" && r.error.step !== null) {
      const drop = r.error.step;
      sc = { ...sc, steps: sc.steps.filter((_, i) => i !== drop) };
      overrides = {};
      continue;
    }
    if (r.error?.code !== "E_MISSING_CHOICE" || !r.error.prompt) return r;
    overrides[r.error.prompt.id] = answer(r.error.prompt, numbers[Object.keys(overrides).length % numbers.length] ?? 0);
  }
  throw new Error("too many prompts");
}

function placesOf(board: BoardView): Map<string, number> {
  const count = new Map<string, number>();
  const add = (id: string) => count.set(id, (count.get(id) ?? 0) + 1);
  for (const p of ["A", "B"] as const) for (const ids of Object.values(board[p])) for (const id of ids ?? []) add(id);
  for (const group of [board.under, board.auras, board.seals, board.linked, board.cells, board.cores]) for (const ids of Object.values(group ?? {})) for (const id of ids) add(id);
  return count;
}

const input = fc.record({
  board: fc.record({ A: playerArb, B: playerArb }),
  actions: fc.array(actionArb, { minLength: 1, maxLength: 6 }),
  numbers: fc.array(fc.nat(1000), { minLength: 1, maxLength: 12 }),
});

describe("multi-card objects and linked cards: properties", () => {
  it("reaches the mechanics: Star Evolution, EX Life and Charger replacements apply; swaps happen and fail", () => {
    const seen = new Set<string>();
    const swaps = { done: 0, failed: 0 };
    const reached = { auras: 0, links: 0, seals: 0, abyss: 0, weapons: 0, parts: 0, linkRelease: 0, cellsAlone: 0, psychicLink: 0, attackContinues: 0, bigBang: 0, coresUnder: 0, coresMoved: 0, dragheartCells: 0 };
    fc.assert(
      fc.property(input, ({ board, actions, numbers }) => {
        const r = runAnswering(buildScenario(board, actions), numbers);
        for (const e of r.trace) for (const c of e.candidates ?? []) if (c.applied) seen.add(c.ability);
        for (const e of r.trace) {
          if (e.kind === "event-happened" && e.event?.type === "move" && e.event.swap) swaps.done++;
          if (e.kind === "event-prevented" && e.event?.type === "move" && e.event.swap) swaps.failed++;
          if (e.kind === "event-happened" && e.event?.type === "move") {
            if (e.event.stack?.kind === "attach" || /aura/.test(e.narration.en)) reached.auras++;
            if (e.event.stack?.kind === "seal" || e.event.reason === "unseal") reached.seals++;
            if (e.event.to === "abyss") reached.abyss++;
            if (e.event.stack?.kind === "part") reached.parts++;
          }
          if (e.clauses.includes("804.7")) reached.links++;
          if (e.clauses.includes("117.2")) reached.weapons++;
          if (e.clauses.includes("806.2")) reached.linkRelease++;
          if (e.clauses.includes("806.1a")) reached.cellsAlone++;
          if (e.clauses.includes("805.1c") && e.clauses.includes("806.1")) reached.psychicLink++;
          if (e.clauses.includes("806.2a") && / continues the attack /.test(e.narration.en)) reached.attackContinues++;
          if (e.clauses.includes("701.29a")) reached.bigBang++;
          if (e.clauses.includes("309.6")) reached.coresUnder++;
          if (e.clauses.includes("309.4")) reached.coresMoved++;
          if (e.clauses.includes("703.4g") || (e.candidates ?? []).some((c) => c.clauses.includes("808.1d"))) reached.dragheartCells++;
        }
      }),
      { numRuns: 300, seed: 813 },
    );
    expect([...seen]).toEqual(expect.arrayContaining(["star-evolution", "ex-life", "charger"]));
    expect(swaps.done).toBeGreaterThan(0);
    expect(swaps.failed).toBeGreaterThan(0);
    expect(reached.auras, "an aura attached or carried").toBeGreaterThan(0);
    expect(reached.links, "a linked god left alone (804.7)").toBeGreaterThan(0);
    expect(reached.seals, "a seal put or removed").toBeGreaterThan(0);
    expect(reached.abyss, "a card sent to the abyss").toBeGreaterThan(0);
    expect(reached.weapons, "a weapon left alone went back (117.2)").toBeGreaterThan(0);
    expect(reached.parts, "a component card moved alone").toBeGreaterThan(0);
    expect(reached.linkRelease, "a super creature's cells flipped by Link Release (806.2)").toBeGreaterThan(0);
    expect(reached.cellsAlone, "a cell left alone returned to the hyperspatial zone (806.1a)").toBeGreaterThan(0);
    expect(reached.psychicLink, "psychic creatures linked into a super creature (805.1c)").toBeGreaterThan(0);
    expect(reached.attackContinues, "an attacking super creature split and the attacking player chose who continues (806.2a)").toBeGreaterThan(0);
    expect(reached.bigBang, "a Final Forbidden Field Forbidden Big Banged (701.29a)").toBeGreaterThan(0);
    expect(reached.coresUnder, "Dormageddon X put two forbidden cores under itself (309.6)").toBeGreaterThan(0);
    expect(reached.coresMoved, "forbidden cores moved with their creature (309.4)").toBeGreaterThan(0);
    expect(reached.dragheartCells, "a dragheart cell left alone, watched by the creature's replacements (808.1d) or put back (703.4g)").toBeGreaterThan(0);
  });

  it("no card is lost or duplicated through star evolution, EX Life shields, swaps and rebuilding; links stay consistent", () => {
    fc.assert(
      fc.property(input, ({ board, actions, numbers }) => {
        const r = runAnswering(buildScenario(board, actions), numbers);
        expect(r.error).toBeNull();
        const all = Object.keys(r.initialState!.cards).sort();
        for (const e of r.trace) {
          if (!e.board) continue;
          const places = placesOf(e.board);
          expect([...places.keys()].sort()).toEqual(all);
          for (const [id, n] of places) expect(n, `${id} at trace entry ${e.seq}`).toBe(1);
        }
        const final = r.finalState!;
        for (const c of Object.values(final.cards)) {
          const inBattle = final.players[c.controller].zones.battle.includes(c.id);
          if (!inBattle) expect(c.exLife, `${c.id} off the battle zone keeps no EX Life link`).toBeNull();
          if (!inBattle) {
            expect(c.auras, `${c.id} off the battle zone carries no aura`).toEqual([]);
            expect(c.seals, `${c.id} off the battle zone has no seal`).toEqual([]);
            expect(c.linked, `${c.id} off the battle zone is linked to nothing`).toEqual([]);
            expect(c.cores ?? [], `${c.id} off the battle zone has no forbidden cores`).toEqual([]);
          }
          // 305.3, 117.2: no weapon stays in the battle zone alone; 310.5: no aura either (auras are never listed alone)
          if (inBattle && DEFS[c.card]?.type.includes("Weapon")) expect(c.equippedTo && final.players[c.controller].zones.battle.includes(c.equippedTo), `${c.id} is equipped`).toBeTruthy();
          if (inBattle) expect(DEFS[c.card]?.type.includes("Aura"), `${c.id} is an aura alone in the battle zone`).toBe(false);
          // 806.1a, 703.4g: a psychic or dragheart cell is never alone in the battle zone (it stands for a super creature with other cells)
          if (inBattle && c.cellSide !== undefined) expect((c.cells ?? []).length, `${c.id} is a cell alone in the battle zone`).toBeGreaterThan(0);
          // 309.7: a forbidden core is never alone in the battle zone
          if (inBattle) expect(c.card, `${c.id} is a forbidden core alone in the battle zone`).not.toBe(FORBIDDEN_CORE);
          // 410.4: what is in the abyss stays there
          if (r.initialState!.players.A.zones.abyss.includes(c.id) || r.initialState!.players.B.zones.abyss.includes(c.id)) expect(final.players[c.owner].zones.abyss).toContain(c.id);
        }
        for (const e of r.trace) {
          if (e.kind === "event-happened" && e.event?.type === "move" && e.event.from === "abyss") throw new Error(`${e.event.card} left the abyss`);
        }
        // an ordinary (whole-object) move of a Star Evolution creature leaves its sources behind
        for (const e of r.trace) {
          if (e.kind !== "event-replaced" || !e.applied?.endsWith(":star-evolution")) continue;
          const rebuilt = r.trace.some((x) => x.kind === "rebuild" && x.parent !== null && x.rebuild?.left === (e.event && "card" in e.event ? e.event.card : null));
          expect(rebuilt, `rebuild after ${e.applied}`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it("the same input gives the same trace and final state", () => {
    fc.assert(
      fc.property(input, ({ board, actions, numbers }) => {
        const sc = buildScenario(board, actions);
        const a = runAnswering(sc, numbers);
        const b = runAnswering(sc, numbers);
        expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
        expect(JSON.stringify(b.finalState)).toBe(JSON.stringify(a.finalState));
      }),
      { numRuns: 60, seed: 5 },
    );
  });
});
