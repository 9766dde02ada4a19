/**
 * Property tests over random boards and actions (fast-check):
 *  - every card is in exactly one place after every step; nothing is created or lost;
 *  - the same input gives the same trace and state, byte for byte;
 *  - the engine never throws: problems come back as error codes.
 * Prompts are answered from a generated list of numbers through overrides (by prompt id).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runScenario, type Action, type BoardView, type CardDefs, type CardSpec, type Prompt, type RunResult, type Scenario, type ScriptedChoice, type ZoneName } from "@/lib/engine";
import { cardDef } from "@/lib/scenarios";
import { parseYaml } from "@/lib/files/yaml";
import { content } from "./helpers";

const CREATURES = [
  "aqua-soldier",
  "writhing-bone-ghoul",
  "rinne-lupia",
  "magmadragon-melgars",
  "gachapinchi-invasion-guardian",
  "szubs-kin-twilight-guardian",
  "perfect-madonna-light-weapon",
  "kiryu-jilves-gaia-s-roar",
  "super-trash-train-fuuma-devil",
  "cetibols",
  "kareiko-karma-s-banned-technique",
  "time-tripper-shadow-of-stagnation",
  "jinnai-darkfang-ninja",
  "yakko-shinobi-style-holy-chaos",
  "forever-princess-eternal-ruler",
  "bingole-the-explorer",
  "dava-torey-seeker-of-clouds",
  "baiken-blue-dragon-of-the-hidden-blade",
  "maeterl-beautiful-sunday",
  "ea-parenchan-dragment-symbol",
  "skull-moon-the-enlightened",
  "koa-the-oracle",
  "jasmine-mist-faerie",
  "perfect-galaxy-immortality-elemental",
];
const BATTLE_ONLY = [
  "rumble-lecter-terror-awakened",
  "great-chakra-the-storm-awakened",
  "immortal-boost-crimson-lord",
  "setsudan-awakened-giant",
  "utsusemihenge-blame-demon-dragon",
  "kareiko-s-shadow",
];
const SPELLS = [
  "deadly-love",
  "ganveet-blaster",
  "dark-soul-creation",
  "lost-soul",
  "faerie-life",
  "seventh-tower",
  "burst-shot",
  "super-explosive-duel-fire",
  "royal-academy-hoele",
];

function allDefs(): CardDefs {
  const ctx = content();
  const where = { y: parseYaml("{}", "properties"), path: [] };
  const defs: CardDefs = {};
  for (const id of [...CREATURES, ...BATTLE_ONLY, ...SPELLS]) {
    const d = cardDef(ctx, id, where);
    defs[id] = d;
    if (d.flipTo) defs[d.flipTo] = cardDef(ctx, d.flipTo, where);
  }
  return defs;
}
const DEFS = allDefs();

type Zones = Partial<Record<ZoneName, CardSpec[]>>;
const zoneArb = (pool: string[], max: number) => fc.array(fc.constantFrom(...pool), { maxLength: max });
const playerArb = fc.record({
  battle: fc.array(fc.constantFrom(...CREATURES, ...BATTLE_ONLY), { maxLength: 5 }),
  hand: zoneArb([...CREATURES, ...SPELLS, ...SPELLS], 5),
  deck: zoneArb(CREATURES, 5),
  graveyard: zoneArb(CREATURES, 4),
  mana: zoneArb(CREATURES, 7),
  shields: zoneArb(CREATURES, 2),
});

type RawAction = { kind: string; p: number; i: number; j: number };
const actionArb: fc.Arbitrary<RawAction> = fc.record({
  kind: fc.constantFrom("cast", "summon", "destroy", "discard", "battle", "draw", "end-turn", "attack", "charge", "return-to-hand"),
  p: fc.integer({ min: 0, max: 1 }),
  i: fc.nat(20),
  j: fc.nat(20),
});

function buildScenario(board: { A: Record<string, string[]>; B: Record<string, string[]> }, raw: RawAction[], active: 0 | 1): Scenario {
  const players: Record<"A" | "B", Zones> = { A: {}, B: {} };
  const ids: Record<"A" | "B", Record<string, string[]>> = { A: {}, B: {} };
  for (const p of ["A", "B"] as const) {
    for (const [zone, cards] of Object.entries(board[p])) {
      const specs: CardSpec[] = cards.map((card, n) => ({ id: `${p}_${zone}_${n}`, card }));
      (players[p] as Record<string, CardSpec[]>)[zone] = specs;
      ids[p][zone] = specs.map((s) => s.id);
    }
  }
  const pick = (list: string[] | undefined, n: number): string | null => (list && list.length ? list[n % list.length] : null);
  const steps = raw.map((r): { action: Action; choices: ScriptedChoice[] } => {
    const player = r.p === 0 ? "A" : "B";
    const opp = r.p === 0 ? "B" : "A";
    const any = (zone: string, n: number) => pick(ids[player][zone], n) ?? pick(ids[opp][zone], n) ?? "nothing";
    let action: Action;
    switch (r.kind) {
      case "cast":
      case "summon": {
        const want = r.kind === "cast" ? "Spell" : "Creature";
        const hand = (ids[player].hand ?? []).filter((id) => DEFS[cardOf(players, id)].type.includes(want));
        action = { kind: r.kind, player, card: pick(hand, r.i) ?? "nothing" };
        break;
      }
      case "charge":
        action = { kind: r.kind, player, card: pick(ids[player].hand, r.i) ?? "nothing" };
        break;
      case "destroy":
      case "return-to-hand":
        action = { kind: r.kind, card: any("battle", r.i), by: opp };
        break;
      case "discard":
        action = { kind: "discard", card: any("hand", r.i), by: opp };
        break;
      case "battle":
        action = { kind: "battle", a: pick(ids.A.battle, r.i) ?? "nothing", b: pick(ids.B.battle, r.j) ?? "nothing" };
        break;
      case "attack":
        action = { kind: "attack", attacker: pick(ids[player].battle, r.i) ?? "nothing", target: r.j % 2 === 0 ? opp : (pick(ids[opp].battle, r.j) ?? opp) };
        break;
      case "draw":
        action = { kind: "draw", player, count: 1 + (r.i % 3) };
        break;
      default:
        action = { kind: "end-turn" };
    }
    const mentions = JSON.stringify(action).includes('"nothing"');
    return { action: mentions ? { kind: "end-turn" } : action, choices: [] };
  });
  return {
    meta: { id: "prop", title: { en: "prop" }, rules: ["609.1"], source: "fast-check" },
    setup: { turn: { number: 3, active: active === 0 ? "A" : "B" }, seed: 7, players: { A: players.A, B: players.B } },
    steps,
    expect: null,
  };
}

function cardOf(players: Record<"A" | "B", Zones>, id: string): string {
  for (const p of ["A", "B"] as const) {
    for (const specs of Object.values(players[p]) as CardSpec[][]) {
      const s = specs.find((x) => x.id === id);
      if (s) return s.card;
    }
  }
  throw new Error(id);
}

function answer(p: Prompt, n: number): ScriptedChoice {
  if (p.kind === "yes-no") return { answer: n % 2 === 0 ? "yes" : "no" };
  const count = p.min + (n % (p.max - p.min + 1));
  const start = n % Math.max(1, p.options.length);
  const rotated = [...p.options.slice(start), ...p.options.slice(0, start)];
  return { pick: rotated.slice(0, count) };
}

/**
 * Run, answering every prompt from `numbers` (through overrides by prompt id). An action that has
 * become illegal (its card already left) is dropped and the run repeated, so later actions still run.
 */
function runAnswering(input: Scenario, numbers: number[]): RunResult {
  let sc = input;
  let overrides: Record<string, ScriptedChoice> = {};
  for (let k = 0; k < 200; k++) {
    const r = runScenario(sc, DEFS, { overrides });
    if (r.error?.code === "E_ILLEGAL_ACTION" && r.error.step !== null) {
      const drop = r.error.step;
      sc = { ...sc, steps: sc.steps.filter((_, i) => i !== drop) };
      overrides = {};
      continue;
    }
    if (r.error?.code !== "E_MISSING_CHOICE" || !r.error.prompt) return r;
    const p = r.error.prompt;
    overrides[p.id] = answer(p, numbers[Object.keys(overrides).length % numbers.length] ?? 0);
  }
  throw new Error("too many prompts");
}

function placesOf(board: BoardView): Map<string, number> {
  const count = new Map<string, number>();
  const add = (id: string) => count.set(id, (count.get(id) ?? 0) + 1);
  for (const p of ["A", "B"] as const) for (const ids of Object.values(board[p])) for (const id of ids ?? []) add(id);
  for (const ids of Object.values(board.under ?? {})) for (const id of ids) add(id);
  return count;
}

const boardArb = fc.record({ A: playerArb, B: playerArb });
const input = fc.record({
  board: boardArb,
  actions: fc.array(actionArb, { minLength: 1, maxLength: 6 }),
  numbers: fc.array(fc.nat(1000), { minLength: 1, maxLength: 12 }),
  active: fc.constantFrom(0 as const, 1 as const),
});

describe("properties over random boards and actions", () => {
  it("the generator reaches real rules situations (replacements, triggers, prompts)", () => {
    const stats = { runs: 0, replaced: 0, triggers: 0, prompts: 0, illegal: 0, steps: 0 };
    fc.assert(
      fc.property(input, ({ board, actions, numbers, active }) => {
        const r = runAnswering(buildScenario(board, actions, active), numbers);
        stats.runs++;
        stats.replaced += r.trace.filter((e) => e.kind === "event-replaced").length;
        stats.triggers += r.trace.filter((e) => e.kind === "trigger-queued").length;
        stats.prompts += r.prompts.length;
        stats.steps += r.trace.filter((e) => e.kind === "step-end").length;
        if (r.error) stats.illegal++;
      }),
      { numRuns: 150, seed: 20240410 },
    );
    expect(stats.replaced).toBeGreaterThan(20);
    expect(stats.triggers).toBeGreaterThan(20);
    expect(stats.prompts).toBeGreaterThan(50);
    expect(stats.illegal).toBe(0);
    expect(stats.steps).toBeGreaterThan(2 * stats.runs);
  });

  it("every card is in exactly one place after every step; nothing is created or lost", () => {
    fc.assert(
      fc.property(input, ({ board, actions, numbers, active }) => {
        const sc = buildScenario(board, actions, active);
        const r = runAnswering(sc, numbers);
        expect(r.error).toBeNull();
        const all = Object.keys(r.initialState!.cards).sort();
        for (const e of r.trace) {
          if (!e.board) continue;
          const places = placesOf(e.board);
          expect([...places.keys()].sort()).toEqual(all);
          for (const [id, n] of places) expect(n, `${id} at step ${e.step}`).toBe(1);
        }
        const final = r.finalState!;
        expect(Object.keys(final.cards).sort()).toEqual(all);
        let total = 0;
        for (const p of ["A", "B"] as const) for (const z of Object.values(final.players[p].zones)) total += z.length;
        for (const c of Object.values(final.cards)) total += c.under.length;
        expect(total).toBe(all.length);
      }),
      { numRuns: 150, seed: 20240410 },
    );
  });

  it("the same input gives the same trace and final state", () => {
    fc.assert(
      fc.property(input, ({ board, actions, numbers, active }) => {
        const sc = buildScenario(board, actions, active);
        const a = runAnswering(sc, numbers);
        const b = runAnswering(sc, numbers);
        expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
        expect(JSON.stringify(b.finalState)).toBe(JSON.stringify(a.finalState));
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
