/**
 * players3's engine parts (lib/engine/players3.ts, lib/engine/players3-handlers.ts), through the scenario file format on
 * real cards whose abilities are compiled from their text: Gachinko Judge played until a loss or a stop (701.21), and
 * what each player does, the turn player first (101.4).
 */
import { describe, expect, it } from "vitest";
import { run, where, yaml } from "./helpers";
import { sourcePowerLimit } from "@/lib/engine/players3";

describe("Gachinko Judge until you lose or stop yourself (Aqua PTA)", () => {
  it("an empty deck reveals nothing: no win, nothing asked (701.21b)", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_pta, card: "Aqua PTA" } ]`,
        B: `battle: [ { id: b_t, card: "Aqua Vehicle", tapped: true } ]\ndeck: [ { id: b_1, card: "Aqua Vehicle" } ]`,
        actions: `- attack: { attacker: a_pta, target: b_t }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.trace.some((e) => /won Gachinko Judge 0 time/.test(e.narration.en))).toBe(true);
    expect(r.finalState!.players.A.zones.hand).toEqual([]);
  });

  it("plays again after each win while the controller says yes, then draws once per win (optional each time)", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_pta, card: "Aqua PTA" } ]\ndeck: [ { id: a_1, card: "Bongora Kraft Style" }, { id: a_2, card: "Bongora Kraft Style" }, { id: a_3, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_t, card: "Aqua Vehicle", tapped: true } ]\ndeck: [ { id: b_1, card: "Aqua Vehicle" }, { id: b_2, card: "Aqua Vehicle" } ]`,
        actions: `- attack: { attacker: a_pta, target: b_t }\n  choices: [ { prompt: yes-no, by: A, answer: "yes" }, { prompt: yes-no, by: A, answer: "no" }, { prompt: yes-no, by: A, answer: "no" }, { prompt: yes-no, by: A, answer: "yes" } ]`,
      }),
    );
    expect(r.error).toBeNull();
    // two wins (5 vs 2, 5 vs 2), then A stops; the first draw declined, the second made: the top card (a_3)
    expect(r.trace.some((e) => /won Gachinko Judge 2 time/.test(e.narration.en))).toBe(true);
    expect(r.finalState!.players.A.zones.hand).toEqual(["a_3"]);
  });
});

describe("each player", () => {
  it("on the opponent's turn the turn player (B) chooses first; both cards are discarded", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `hand: [ { id: a_h1, card: "Aqua Vehicle" }, { id: a_h2, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_g, card: "Fuuma Garpuls" } ]\nhand: [ { id: b_h1, card: "Aqua Vehicle" }, { id: b_h2, card: "Aqua Vehicle" } ]\nshields: [ { id: b_s, card: "Aqua Vehicle" } ]`,
        actions: `- attack: { attacker: b_g, target: A }\n  choices: [ { prompt: choose-cards, by: B, pick: [b_h2] }, { prompt: choose-cards, by: A, pick: [a_h1] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_h1")).toBe("A.graveyard");
    expect(where(r, "b_h2")).toBe("B.graveyard");
    expect(where(r, "a_h2")).toBe("A.hand");
    const asked = r.trace.filter((e) => e.kind === "choice").map((e) => JSON.stringify(e));
    expect(asked.findIndex((t) => /b_h2/.test(t))).toBeLessThan(asked.findIndex((t) => /a_h1/.test(t)));
  });

  it("draws: the turn player first, one card each (Tutankhamen's ETB on B's turn)", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `hand: [ { id: a_t, card: "Tutanmekhanen" } ]\ndeck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        B: `deck: [ { id: b_d1, card: "Aqua Vehicle" } ]`,
        actions: `- put: { player: A, card: a_t }`,
      }),
    );
    expect(r.error).toBeNull();
    const draws = r.trace.filter((e) => e.kind === "event-happened" && e.event && e.event.type === "draw").map((e) => (e.event as { player: string }).player);
    expect(draws.slice(0, 2)).toEqual(["B", "A"]);
  });
});

describe("each player chooses and moves at once (each-player-choose)", () => {
  it("on B's turn B chooses first; both creatures are destroyed (Reaper Xenomic Now cast by A in a scenario on B's turn)", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `hand: [ { id: a_r, card: "Reaper Xenomic Now" } ]\nbattle: [ { id: a_v, card: "Aqua Vehicle" }, { id: a_w, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_v, card: "Aqua Vehicle" }, { id: b_w, card: "Aqua Vehicle" } ]`,
        actions: `- cast: { player: A, card: a_r }\n  choices: [ { prompt: choose-cards, by: B, pick: [b_w] }, { prompt: choose-cards, by: A, pick: [a_v] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_v")).toBe("A.graveyard");
    expect(where(r, "b_w")).toBe("B.graveyard");
    expect(where(r, "a_w")).toBe("A.battle");
    // one set of simultaneous events: both destructions proposed before either happens
    const seq = r.trace.filter((e) => (e.kind === "event-proposed" || e.kind === "event-happened") && e.event?.type === "move" && e.event.reason === "destroy").map((e) => e.kind);
    expect(seq.slice(0, 2)).toEqual(["event-proposed", "event-proposed"]);
  });
});

describe("breaks an additional shield (extraBreaks, 509.2b)", () => {
  it("adds to a breaker ability: a double breaker that breaks an additional shield breaks 3", () => {
    const r = run(
      yaml({
        A: `hand: [ { id: a_bc, card: "Buster Charger" } ]\nbattle: [ { id: a_d, card: "Bolshack Dragon" } ]`,
        B: `shields: [ { id: b_1, card: "Aqua Vehicle" }, { id: b_2, card: "Aqua Vehicle" }, { id: b_3, card: "Aqua Vehicle" }, { id: b_4, card: "Aqua Vehicle" } ]`,
        actions: `- cast: { player: A, card: a_bc }\n- attack: { attacker: a_d, target: B }\n  choices: [ { prompt: choose-cards, by: A, pick: [b_1, b_2, b_3] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.players.B.zones.shields).toEqual(["b_4"]);
  });
});

describe("turn a card in your mana zone face down (turn-mana-face-down)", () => {
  it("offers only face-up mana cards; with none, nothing is asked and nothing changes", () => {
    const r = run(
      yaml({
        A: `hand: [ { id: a_cf, card: "Celestial Flame" } ]\nmana: [ { id: a_m1, card: "Aqua Vehicle", faceDown: true } ]`,
        actions: `- cast: { player: A, card: a_cf }\n  choices: [ { prompt: yes-no, by: A, answer: "yes" } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.trace.some((e) => /no face-up card in the mana zone/.test(e.narration.en))).toBe(true);
  });
});

describe("a limit on a player (player-limit, 101.2)", () => {
  it("'this turn': B can't cast on A's turn, and can once the turn has ended (Rafululu)", () => {
    const base = {
      A: `hand: [ { id: a_r, card: "Rafululu, Sound Faerie" } ]`,
      B: `hand: [ { id: b_sp, card: "Holy Awe" } ]`,
    };
    const refused = run(yaml({ ...base, actions: `- put: { player: A, card: a_r }\n- cast: { player: B, card: b_sp }` }));
    expect(refused.error?.code).toBe("E_ILLEGAL_ACTION");
    expect(refused.error?.message).toMatch(/can't cast/);
    const later = run(yaml({ ...base, actions: `- put: { player: A, card: a_r }\n- end-turn: {}\n- cast: { player: B, card: b_sp }` }));
    expect(later.error).toBeNull();
    expect(where(later, "b_sp")).toBe("B.graveyard");
  });
  it("does not limit its controller", () => {
    const r = run(yaml({ A: `hand: [ { id: a_r, card: "Rafululu, Sound Faerie" }, { id: a_sp, card: "Holy Awe" } ]`, actions: `- put: { player: A, card: a_r }\n- cast: { player: A, card: a_sp }` }));
    expect(r.error).toBeNull();
  });
});

describe("less power than it (powerBelowSource)", () => {
  it("the only creature with less power is destroyed without a choice (Moby, 2000, vs 1000)", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: a_mb, card: "Moby, the Powerful Artilleryman" } ]`,
        B: `battle: [ { id: b_s, card: "Aqua Vehicle" } ]\nshields: [ { id: b_sh, card: "Aqua Vehicle" } ]`,
        actions: `- attack: { attacker: a_mb, target: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "b_s")).toBe("B.graveyard");
  });
});

describe("sourcePowerLimit", () => {
  it("throws when the source is not in the battle zone (605.2e: its last power is not kept)", () => {
    const ctx = { s: { cards: {}, players: { A: { zones: { battle: [] } }, B: { zones: { battle: [] } } } }, step: 0, stepLabel: "t" } as unknown as Parameters<typeof sourcePowerLimit>[0];
    expect(() => sourcePowerLimit(ctx, null)).toThrow(/less power than it/);
  });
});
