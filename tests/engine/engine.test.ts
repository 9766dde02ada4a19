/** Engine API: pure steps, addressable and overridable choices, limits, handlers, error codes, purity. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildState, ERROR_CODES, runScenario, step, type CardDef, type CardDefs, type Scenario } from "@/lib/engine";
import { emptyAbilities } from "@/lib/engine";
import { load, where } from "./helpers";

const deadlyLove = `
meta: { id: dl, title: { en: t }, rules: ["609.4"], source: test }
setup:
  turn: { number: 5, active: A }
  A:
    battle:
      - { id: a_train, card: "Super Trash Train, Fuuma Devil" }
      - { id: a_ghoul, card: "Writhing Bone Ghoul" }
    hand: [ { id: a_love, card: "Deadly Love" } ]
    deck: [ { id: a_d1, card: "Aqua Vehicle" } ]
  B:
    battle: [ { id: b_soldier, card: "Aqua Soldier" }, { id: b_mane, card: "Burning Mane" } ]
actions:
  - cast: { player: A, card: a_love }
    choices:
      - { prompt: choose-cards, by: A, pick: [a_ghoul] }
      - { prompt: choose-cards, by: A, pick: [b_soldier] }
      - { prompt: yes-no, by: A, answer: yes }
`;

describe("step", () => {
  it("is pure: the input state is not modified", () => {
    const l = load(deadlyLove);
    const s0 = buildState(l.scenario.setup, l.defs);
    const before = JSON.stringify(s0);
    const r = step(s0, l.scenario.steps[0].action, { defs: l.defs, stepIndex: 0, choices: l.scenario.steps[0].choices });
    expect(r.error).toBeNull();
    expect(JSON.stringify(s0)).toBe(before);
    expect(r.state.players.B.zones.hand).toEqual(["b_soldier"]);
  });

  it("the state is plain JSON", () => {
    const l = load(deadlyLove);
    const r = runScenario(l.scenario, l.defs);
    expect(JSON.parse(JSON.stringify(r.finalState))).toEqual(r.finalState);
    expect(JSON.parse(JSON.stringify(r.trace))).toEqual(r.trace);
  });
});

describe("choices are addressable and overridable", () => {
  it("every prompt has a stable id", () => {
    const l = load(deadlyLove);
    const r = runScenario(l.scenario, l.defs);
    expect(r.prompts.map((p) => [p.prompt.id, p.prompt.kind, p.source])).toEqual([
      ["s0.p0", "choose-cards", "scripted"],
      ["s0.p1", "choose-cards", "scripted"],
      ["s0.p2", "yes-no", "scripted"],
    ]);
  });

  it("an override by prompt id changes that decision; later prompts then need answers too", () => {
    const l = load(deadlyLove);
    const strict = runScenario(l.scenario, l.defs, { overrides: { "s0.p1": { pick: ["b_mane"] } } });
    // Burning Mane is really destroyed, so Trash Train now triggers twice and A must order them:
    // the scripted yes-no no longer fits → an explicit error, never a silent default
    expect(strict.error).toMatchObject({ code: "E_ILLEGAL_CHOICE", promptId: "s0.p2" });
    expect(strict.error?.prompt?.options).toEqual(["a_train:draw-on-destroy@a_ghoul", "a_train:draw-on-destroy@b_mane"]);

    const r = runScenario(l.scenario, l.defs, {
      overrides: {
        "s0.p1": { pick: ["b_mane"] },
        "s0.p2": { prompt: "trigger-order", pick: ["a_train:draw-on-destroy@b_mane"] },
        "s0.p3": { answer: "yes" },
        "s0.p4": { answer: "no" },
      },
    });
    expect(r.error).toBeNull();
    expect(where(r, "b_mane")).toBe("B.graveyard");
    expect(where(r, "b_soldier")).toBe("B.battle");
    expect(r.trace.filter((e) => e.kind === "trigger-resolving").map((e) => e.trigger!.card)).toEqual(["b_mane", "a_ghoul"]);
    expect(r.prompts.map((p) => p.source)).toEqual(["scripted", "override", "override", "override", "override"]);
  });

  it("an override that is not a legal option is an error naming the prompt", () => {
    const l = load(deadlyLove);
    const r = runScenario(l.scenario, l.defs, { overrides: { "s0.p0": { pick: ["b_soldier"] } } });
    expect(r.error).toMatchObject({ code: "E_ILLEGAL_CHOICE", step: 0, promptId: "s0.p0" });
  });

  it("a prompt with a single legal answer is forced and consumes no scripted answer", () => {
    const l = load(deadlyLove.replace(`, { id: b_mane, card: "Burning Mane" }`, "").replace(`      - { prompt: choose-cards, by: A, pick: [b_soldier] }\n`, ""));
    const r = runScenario(l.scenario, l.defs);
    expect(r.error).toBeNull();
    expect(r.prompts[1].source).toBe("forced");
  });
});

describe("limits", () => {
  /** Two cards whose triggers feed each other forever. */
  function loopDefs(): CardDefs {
    const creature = (id: string): CardDef => ({
      id,
      name: id,
      nameJa: null,
      type: "Creature",
      civilizations: ["water"],
      races: [],
      power: 1000,
      cost: 1,
      text: "",
      flipTo: null,
      abilities: emptyAbilities(),
    });
    const bouncer = creature("bouncer");
    bouncer.abilities.triggers.push({
      id: "bounce",
      text: "Whenever another creature is put into the battle zone, return it to its owner's hand.",
      on: { event: "put-into-battle", subject: "other" },
      optional: false,
      effect: [{ do: "return-to-hand", target: { eventCard: true } }],
    });
    const putter = creature("putter");
    putter.abilities.triggers.push({
      id: "put",
      text: "Whenever another creature is returned to a hand, put it into the battle zone.",
      on: { event: "returned-to-hand", subject: "other", filter: { typeIncludes: "Creature" } },
      optional: false,
      effect: [{ do: "put-into-battle", target: { eventCard: true } }],
    });
    return { bouncer, putter, x: creature("x") };
  }
  const loop: Scenario = {
    meta: { id: "loop", title: { en: "loop" }, rules: ["609.1"], source: "test" },
    setup: {
      turn: { number: 1, active: "A" },
      seed: 1,
      players: { A: { battle: [{ id: "b", card: "bouncer" }, { id: "p", card: "putter" }], hand: [{ id: "x", card: "x" }] }, B: {} },
    },
    steps: [
      { action: { kind: "end-turn" }, choices: [] },
      { action: { kind: "summon", player: "A", card: "x" }, choices: [] },
    ],
    expect: null,
  };

  it("an endless loop stops with E_EVENT_LIMIT naming the step", () => {
    const r = runScenario(loop, loopDefs(), { limits: { maxEvents: 300 } });
    expect(r.error?.code).toBe("E_EVENT_LIMIT");
    expect(r.error?.step).toBe(1);
    expect(r.error?.message).toMatch(/^step 1 \(summon x \(player A\)\)/);
  });

  it("too many steps is E_STEP_LIMIT", () => {
    const r = runScenario(loop, loopDefs(), { limits: { maxSteps: 1 } });
    expect(r.error?.code).toBe("E_STEP_LIMIT");
  });


  it("an unknown card definition is E_UNKNOWN_CARD", () => {
    const r = runScenario(loop, {});
    expect(r.error?.code).toBe("E_UNKNOWN_CARD");
    expect(r.error?.step).toBeNull();
  });

  it("an action on a card that is not there is E_ILLEGAL_ACTION", () => {
    const bad: Scenario = { ...loop, steps: [{ action: { kind: "cast", player: "A", card: "x" }, choices: [] }] };
    const r = runScenario(bad, loopDefs());
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
  });
});

describe("handlers (the code escape hatch)", () => {
  const defs = (): CardDefs => ({
    s: {
      id: "s",
      name: "Spell",
      nameJa: null,
      type: "Spell",
      civilizations: ["water"],
      races: [],
      power: null,
      cost: 1,
      text: "",
      flipTo: null,
      abilities: { ...emptyAbilities(), spell: [{ do: "handler", name: "draw-two" }] },
    },
    c: { id: "c", name: "C", nameJa: null, type: "Creature", civilizations: ["water"], races: [], power: 1, cost: 1, text: "", flipTo: null, abilities: emptyAbilities() },
  });
  const sc: Scenario = {
    meta: { id: "h", title: { en: "h" }, rules: ["609.1"], source: "test" },
    setup: { turn: { number: 1, active: "A" }, seed: 1, players: { A: { hand: [{ id: "s1", card: "s" }], deck: [{ id: "d1", card: "c" }, { id: "d2", card: "c" }] }, B: {} } },
    steps: [{ action: { kind: "cast", player: "A", card: "s1" }, choices: [] }],
    expect: { zones: { "A.hand": ["d1", "d2"] } },
  };

  it("a registered handler proposes events through the pipeline", () => {
    const r = runScenario(sc, defs(), {
      handlers: {
        "draw-two": {
          run: (_ctx, scope, _args, api) =>
            api.propose([
              { type: "draw", player: scope.controller, cause: scope.cause, byReplacement: null },
              { type: "draw", player: scope.controller, cause: scope.cause, byReplacement: null },
            ]).length === 2,
        },
      },
    });
    expect(r.error).toBeNull();
    expect(r.ok).toBe(true);
  });

  it("effects nested too deep stop with E_DEPTH_LIMIT", () => {
    const r = runScenario(sc, defs(), {
      limits: { maxDepth: 5 },
      handlers: { "draw-two": { run: (ctx, scope) => ctx.exec(ctx, [{ do: "handler", name: "draw-two" }], scope) } },
    });
    expect(r.error).toMatchObject({ code: "E_DEPTH_LIMIT", step: 0 });
  });

  it("an unregistered handler is E_UNKNOWN_HANDLER", () => {
    expect(runScenario(sc, defs()).error?.code).toBe("E_UNKNOWN_HANDLER");
  });
});

describe("boundaries", () => {
  it("every error code has a one-line meaning", () => {
    for (const [code, meaning] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^E_[A-Z_]+$/);
      expect(meaning.length).toBeGreaterThan(10);
    }
  });

  it("lib/engine imports nothing from Node, React, Next or Prisma (it runs in the browser)", () => {
    const dir = join(__dirname, "..", "..", "lib", "engine");
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
      const src = readFileSync(join(dir, f), "utf8");
      const imports = [...src.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]);
      for (const i of imports) expect(i.startsWith("./"), `${f} imports ${i}`).toBe(true);
    }
  });
});
