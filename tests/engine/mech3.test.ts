/**
 * Engine additions of the mech3 lane: the trigger event `evolves` ('Shinkapower': "when this creature evolves"), an
 * evolution creature put on top of a card (801.1), checked on the event list and through a scenario on real cards.
 */
import { describe, expect, it } from "vitest";
import { triggerEventsOf } from "@/lib/engine/events";
import type { GameEvent } from "@/lib/engine/types";
import { runScenario, type Action, type CardSpec } from "@/lib/engine";
import { conditionHolds } from "@/lib/engine/query";
import { defsFor } from "../abilities/support";
import { run, where, yaml } from "./helpers";

const cause = { kind: "action", source: "ev", controller: "A" } as const;

describe("trigger event: evolves", () => {
  it("each evolution source of an evolution creature put into the battle zone evolves; the other card is the new creature", () => {
    const ev = { type: "move", card: "ev", from: "hand", to: "battle", position: "any", reason: "evolve", cause, byReplacement: null, stack: { kind: "evolve", sources: ["s1", "s2"] } } as GameEvent;
    const kinds = triggerEventsOf(ev).filter((k) => k.kind === "evolves");
    expect(kinds).toEqual([
      { kind: "evolves", card: "s1", other: "ev" },
      { kind: "evolves", card: "s2", other: "ev" },
    ]);
  });

  it("a creature put into the battle zone without a stack evolves nothing", () => {
    const ev = { type: "move", card: "c", from: "hand", to: "battle", position: "any", reason: "summon", cause, byReplacement: null } as GameEvent;
    expect(triggerEventsOf(ev).some((k) => k.kind === "evolves")).toBe(false);
  });

  it("a scenario: evolving onto Manmasa triggers its 'Shinkapower' ability (it draws a card); the source stays under", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_mm, card: "Manmasa, Sharpscaled Swordsman" } ]\nhand: [ { id: a_ev, card: "Pildol, Bird of Fire" } ]\ndeck: [ { id: a_d1, card: "Aqua Vehicle" }, { id: a_d2, card: "Aqua Vehicle" } ]`,
        actions: `- evolve: { player: A, card: a_ev, on: [a_mm] }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_d1")).toBe("A.hand");
    expect(r.finalState!.cards.a_ev.under).toEqual(["a_mm"]);
  });
});

describe("805.6: an awakened psychic creature is not affected by summoning sickness", () => {
  // compiled abilities (the Awaken line read by lib/abilities/mech3-templates.ts), as the smokes run them
  const go = (battle: CardSpec[], hand: CardSpec[], steps: { action: Action }[]) =>
    runScenario(
      {
        meta: { id: "t", title: { en: "t" }, rules: ["805.6"], source: "test" },
        setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { battle, hand }, B: { shields: [{ id: "b_s1", card: "aqua-vehicle" }] } } },
        steps: steps.map((st) => ({ ...st, choices: [] })),
        expect: null,
      },
      defsFor(["martini-temporal-dancer", "julia-matina-the-awakened-diva", "aqua-sparta", "aqua-vehicle"]),
    );

  it("flipped to its higher-cost side on the turn it was put, it can attack", () => {
    const r = go([{ id: "a_m", card: "martini-temporal-dancer", enteredTurn: 5 }], [{ id: "a_bl", card: "aqua-sparta" }], [{ action: { kind: "summon", player: "A", card: "a_bl" } }, { action: { kind: "attack", attacker: "a_m", target: "B" } }]);
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_m.card).toBe("julia-matina-the-awakened-diva");
    expect(r.finalState!.cards.a_m.awakened).toBe(true);
    expect(where(r, "b_s1")).toBe("B.hand");
  });

  it("put this turn on its higher-cost side (not awakened), it can't", () => {
    const r = go([{ id: "a_m", card: "julia-matina-the-awakened-diva", enteredTurn: 5 }], [], [{ action: { kind: "attack", attacker: "a_m", target: "B" } }]);
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(r.error?.message).toMatch(/summoning sickness/);
  });
});

describe("condition distinct-costs (Varavariety: your elements in the battle zone)", () => {
  const holds = (battle: CardSpec[], count: number): boolean => {
    const r = runScenario(
      {
        meta: { id: "t", title: { en: "t" }, rules: ["316.1"], source: "test" },
        setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { battle }, B: {} } },
        steps: [],
        expect: null,
      },
      defsFor(["acme-first-seed", "arima-churis", "baragamago-evil-strike-sword"]),
    );
    const ctx = { s: r.finalState!, defs: defsFor(["acme-first-seed", "arima-churis", "baragamago-evil-strike-sword"]), using: [] } as unknown as Parameters<typeof conditionHolds>[0];
    return conditionHolds(ctx, { kind: "distinct-costs", whose: "yours", zone: "battle", atLeast: count }, null, "A");
  };
  it("counts the different costs among the controller's elements in the battle zone", () => {
    const three = [{ id: "a1", card: "acme-first-seed" }, { id: "a2", card: "arima-churis" }, { id: "a3", card: "baragamago-evil-strike-sword" }];
    expect(holds(three, 3)).toBe(true);
    expect(holds(three, 4)).toBe(false);
    // two elements of the same cost count once
    expect(holds([{ id: "a1", card: "acme-first-seed" }, { id: "a2", card: "acme-first-seed" }, { id: "a3", card: "arima-churis" }], 3)).toBe(false);
  });
});

describe("Silent skill (501.1a)", () => {
  const defs = defsFor(["milporo", "koshirou-temporal-ogre", "aqua-vehicle"]);
  const go = (choices: { prompt: "yes-no" | "trigger-order"; by: "A"; answer?: "yes" | "no"; pick?: string[] }[]) =>
    runScenario(
      {
        meta: { id: "t", title: { en: "t" }, rules: ["501.1a"], source: "test" },
        setup: {
          turn: { number: 5, active: "B" },
          seed: 1,
          players: {
            A: {
              battle: [{ id: "a_m", card: "milporo", tapped: true }, { id: "a_k", card: "koshirou-temporal-ogre", tapped: true }],
              mana: Array.from({ length: 8 }, (_, i) => ({ id: `a_mn${i}`, card: "aqua-vehicle" })),
              deck: [{ id: "a_d1", card: "aqua-vehicle" }],
            },
            B: {},
          },
        },
        steps: [{ action: { kind: "end-turn" }, choices: choices as never }],
        expect: null,
      },
      defs,
    );

  it("kept tapped, its effect waits with the start-of-turn abilities: the turn player orders them (501.1a, 501.2)", () => {
    const r = go([{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "trigger-order", by: "A", pick: ["a_m:silent-skill-0@a_m"] }]);
    expect(r.error).toBeNull();
    const order = r.trace.find((e) => e.kind === "choice" && JSON.stringify(e).includes("silent-skill-0"));
    expect(order).toBeDefined();
    expect(r.finalState!.cards.a_m.tapped).toBe(true);
    // the other tapped creature untapped (and awakened: Koshirou's start-of-turn ability)
    expect(r.finalState!.cards.a_k.tapped).toBe(false);
    expect(where(r, "a_d1")).toBe("A.hand");
  });
});

describe("grant statics with triggered abilities (Survivor)", () => {
  it("each creature reached has the trigger as its own; it ends when the granting card leaves", () => {
    const defs = defsFor(["split-head-hydroturtle-q", "promephius-q", "aqua-vehicle"]);
    const go = (battle: CardSpec[]) =>
      runScenario(
        {
          meta: { id: "t", title: { en: "t" }, rules: ["603"], source: "test" },
          setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { battle, deck: [{ id: "a_d1", card: "aqua-vehicle" }] }, B: { shields: [{ id: "b_s1", card: "aqua-vehicle" }] } } },
          steps: [{ action: { kind: "attack", attacker: "a_p", target: "B" }, choices: battle.length > 1 ? [{ prompt: "yes-no", by: "A", answer: "yes" }] : [] }],
          expect: null,
        },
        defs,
      );
    const r = go([{ id: "a_t", card: "split-head-hydroturtle-q" }, { id: "a_p", card: "promephius-q" }]);
    expect(r.error).toBeNull();
    expect(where(r, "a_d1")).toBe("A.hand");
    // without the Hydroturtle, Promephius has no such ability
    const alone = go([{ id: "a_p", card: "promephius-q" }]);
    expect(alone.error).toBeNull();
    expect(where(alone, "a_d1")).toBe("A.deck");
  });
});

describe("condition other-broke-shield-this-turn (Turbo rush)", () => {
  const defs = defsFor(["gigaclaws", "acme-first-seed"]);
  const go = (steps: { action: Action; choices?: { prompt: "choose-cards"; by: "A"; pick: string[] }[] }[]) =>
    runScenario(
      {
        meta: { id: "t", title: { en: "t" }, rules: ["509"], source: "test" },
        setup: {
          turn: { number: 5, active: "A" },
          seed: 1,
          players: {
            A: { battle: [{ id: "a_v", card: "acme-first-seed" }, { id: "a_g", card: "gigaclaws" }] },
            B: { shields: ["b_s1", "b_s2", "b_s3", "b_s4"].map((id) => ({ id, card: "acme-first-seed" })), hand: [{ id: "b_h1", card: "acme-first-seed" }] },
          },
        },
        steps: steps.map((s) => ({ ...s, choices: s.choices ?? [] })),
        expect: null,
      },
      defs,
    );
  const pick = (id: string) => [{ prompt: "choose-cards" as const, by: "A" as const, pick: [id] }];

  it("holds after another creature of the controller broke a shield this turn", () => {
    const r = go([{ action: { kind: "attack", attacker: "a_v", target: "B" }, choices: pick("b_s1") }, { action: { kind: "attack", attacker: "a_g", target: "B" }, choices: pick("b_s2") }]);
    expect(r.error).toBeNull();
    expect(where(r, "b_h1")).toBe("B.graveyard");
  });

  it("is cleared when the turn ends: on A's next turn, Gigaclaws attacking first does not have the ability", () => {
    const r = go([
      { action: { kind: "attack", attacker: "a_v", target: "B" }, choices: pick("b_s1") },
      { action: { kind: "end-turn" } },
      { action: { kind: "end-turn" } },
      { action: { kind: "attack", attacker: "a_g", target: "B" }, choices: pick("b_s2") },
    ]);
    expect(r.error).toBeNull();
    expect(where(r, "b_h1")).toBe("B.hand");
  });
});

describe("Super Shield Trigger: used as a shield trigger; its Super ability only when cast by it (cast-by-shield-trigger)", () => {
  const defs = defsFor(["aurora-pikanchi", "acme-first-seed"]);
  const deck = Array.from({ length: 6 }, (_, i) => ({ id: `a_d${i + 1}`, card: "acme-first-seed" }));
  it("cast from the hand with no shields, the Super ability is not used", () => {
    const r = runScenario(
      {
        meta: { id: "t", title: { en: "t" }, rules: ["112.3a"], source: "test" },
        setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: { hand: [{ id: "a_au", card: "aurora-pikanchi" }], deck }, B: { battle: [{ id: "b_u", card: "acme-first-seed" }] } } },
        steps: [{ action: { kind: "cast", player: "A", card: "a_au" }, choices: [] }],
        expect: null,
      },
      defs,
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.A.zones.mana).toEqual([]);
    expect(where(r, "b_u")).toBe("B.mana");
  });

  it("a Super Shield Trigger card may be declared as a shield trigger (509.5a)", () => {
    const r = runScenario(
      {
        meta: { id: "t", title: { en: "t" }, rules: ["509.5a"], source: "test" },
        setup: { turn: { number: 4, active: "B" }, seed: 1, players: { A: { shields: [{ id: "a_au", card: "aurora-pikanchi" }], deck }, B: { battle: [{ id: "b_v", card: "acme-first-seed" }, { id: "b_u", card: "acme-first-seed" }] } } },
        steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", shieldTriggers: ["a_au"] }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
        expect: null,
      },
      defs,
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_au")).toBe("A.graveyard");
    // declined: the Super ability's effect is not done
    expect(r.finalState!.players.A.zones.mana).toEqual([]);
  });
});
