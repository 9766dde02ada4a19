/**
 * Delayed triggered abilities made by a resolving effect (branch cond3): "at the end of the turn, X" keeps what the
 * effect remembered ("that creature"), forgetting a card that leaves the battle zone (a new object after, 400.x);
 * "at the start of your next turn, X" triggers at the start of the effect's controller's next turn (501.2), once.
 */
import { describe, expect, it } from "vitest";
import { runScenario, whereIs, type CardDefs, type EffectStep } from "@/lib/engine";
import { defsFor } from "../abilities/support";

const VANILLA = "acme-first-seed";
const SPELL = "double-defense";

/** The catalogue's defs, with the test spell's effect replaced by `effect`. */
function defs(effect: EffectStep[]): CardDefs {
  const d = defsFor([VANILLA, SPELL]);
  d[SPELL] = { ...d[SPELL], abilities: { ...d[SPELL].abilities, spell: effect } };
  return d;
}

const chooseAndDestroyLater: EffectStep[] = [
  { do: "choose", target: { choose: { player: "you", zone: "battle", count: 1 } }, remember: "x" },
  { do: "at-end-of-turn", effect: [{ do: "destroy", target: { remembered: "x" } }], text: "destroy that creature" },
];

function run(effect: EffectStep[], steps: { action: object; choices?: object[] }[]) {
  return runScenario(
    {
      meta: { id: "cond3-delayed", title: { en: "delayed" }, rules: ["511.1"], source: "test" },
      setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { hand: [{ id: "a_sp", card: SPELL }], battle: [{ id: "a_1", card: VANILLA }], shields: [{ id: "a_s1", card: VANILLA }] }, B: {} } },
      steps: steps.map((s) => ({ action: s.action, choices: s.choices ?? [] })) as never,
      expect: null,
    },
    defs(effect),
  );
}

describe("at-end-of-turn with a remembered creature", () => {
  it("acts on the creature the effect chose, at the end of the turn", () => {
    const r = run(chooseAndDestroyLater, [{ action: { kind: "cast", player: "A", card: "a_sp" } }, { action: { kind: "end-turn" } }]);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_1")).toBe("A.graveyard");
  });

  it("not before the end of the turn", () => {
    const r = run(chooseAndDestroyLater, [{ action: { kind: "cast", player: "A", card: "a_sp" } }]);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_1")).toBe("A.battle");
    expect(r.finalState!.delayed?.[0].memory).toEqual({ x: ["a_1"] });
  });

  it("forgets a creature that left the battle zone, even if it came back (a new object)", () => {
    const r = run(chooseAndDestroyLater, [
      { action: { kind: "cast", player: "A", card: "a_sp" } },
      { action: { kind: "return-to-hand", card: "a_1", by: "B" } },
      { action: { kind: "put", player: "A", card: "a_1" } },
      { action: { kind: "end-turn" } },
    ]);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_1")).toBe("A.battle");
  });
});

describe("at-start-of-your-next-turn", () => {
  const toHand: EffectStep[] = [{ do: "at-start-of-your-next-turn", effect: [{ do: "put-into-hand", target: { choose: { player: "you", zone: "shields", count: 1 } } }], text: "put one of your shields into your hand" }];

  it("waits through the opponent's turn and triggers at the start of the controller's next turn (501.2), once", () => {
    const r = run(toHand, [{ action: { kind: "cast", player: "A", card: "a_sp" } }, { action: { kind: "end-turn" } }]);
    expect(whereIs(r.finalState!, "a_s1")).toBe("A.shields");
    const r2 = run(toHand, [{ action: { kind: "cast", player: "A", card: "a_sp" } }, { action: { kind: "end-turn" } }, { action: { kind: "end-turn" } }]);
    expect(r2.error).toBeNull();
    expect(whereIs(r2.finalState!, "a_s1")).toBe("A.hand");
    expect(r2.finalState!.delayed).toBeUndefined();
    expect(r2.trace.some((e) => e.clauses?.includes("501.2") && /start of turn 7/i.test(e.narration.en))).toBe(true);
  });

  it("made during the opponent's turn, it triggers at the start of the very next turn", () => {
    const r = runScenario(
      {
        meta: { id: "cond3-delayed-2", title: { en: "delayed" }, rules: ["501.2"], source: "test" },
        setup: { turn: { number: 6, active: "B" }, seed: 1, players: { A: { hand: [{ id: "a_sp", card: SPELL }], shields: [{ id: "a_s1", card: VANILLA }] }, B: {} } },
        steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [] }, { action: { kind: "end-turn" }, choices: [] }],
        expect: null,
      },
      defs(toHand),
    );
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_s1")).toBe("A.hand");
  });
});
