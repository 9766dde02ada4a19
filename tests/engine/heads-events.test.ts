/**
 * Trigger events added for lib/abilities/heads.ts, on synthetic card definitions (each rule isolated): untapping
 * (by an effect and in the untap step, 501.1), losing a battle (701.13a: a tie is lost by both), an attack that no
 * blocker was designated for (507.2c, 507.3c), an attack's target (player / creature), the first attack of a turn,
 * cards put into / leaving the shield zone, drawing, and summoning an evolution creature (701.3a).
 */
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, type Abilities, type Action, type CardDef, type CardDefs, type CardSpec, type RunResult, type ScriptedChoice, type TriggerDef } from "@/lib/engine";

function def(id: string, type: string, power: number, abilities: Partial<Abilities> = {}): CardDef {
  return { id, name: id, nameJa: null, type, civilizations: ["darkness"], races: [], power, cost: 3, text: "", flipTo: null, abilities: { ...emptyAbilities(), ...abilities } };
}
/** A creature that draws a card when `on` happens. */
function watcher(id: string, on: TriggerDef["on"], power = 1000): CardDef {
  return def(id, "Creature", power, { triggers: [{ id: "t", text: id, on, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }] });
}

const DEFS: CardDefs = {
  filler: def("filler", "Creature", 1000),
  big: def("big", "Creature", 9000),
  evo: def("evo", "Evolution Creature", 5000),
  untaps: watcher("untaps", { event: "untapped", subject: "self" }),
  otherUntaps: watcher("otherUntaps", { event: "untapped", subject: "other" }),
  loses: watcher("loses", { event: "loses-battle", subject: "self" }, 2000),
  unblockedP: watcher("unblockedP", { event: "unblocked", subject: "self", target: "player" }),
  unblockedAny: watcher("unblockedAny", { event: "unblocked", subject: "self" }),
  attacksCreature: watcher("attacksCreature", { event: "attacks", subject: "self", target: "creature" }),
  firstAttack: watcher("firstAttack", { event: "attacks", subject: "self", firstThisTurn: true }),
  shieldIn: watcher("shieldIn", { event: "enters-shields", subject: "own" }),
  shieldOut: watcher("shieldOut", { event: "leaves-shields", subject: "opponents" }),
  oppDraws: watcher("oppDraws", { event: "draws", subject: "opponents" }),
  untapMana: def("untapMana", "Spell", 0, { spell: [{ do: "untap", target: { all: { player: "you", zone: "mana" } } }] }),
  putFromHand: watcher("putFromHand", { event: "put-into-battle", subject: "own-other", from: ["hand"] }),
  summonEvo: watcher("summonEvo", { event: "put-into-battle", subject: "own", bySummon: true, filter: { typeIncludes: "Evolution" } }),
};

const deck = (p: string): CardSpec[] => [1, 2, 3, 4, 5].map((i) => ({ id: `${p}d${i}`, card: "filler" }));

function go(A: Record<string, CardSpec[]>, B: Record<string, CardSpec[]>, steps: { action: Action; choices?: ScriptedChoice[] }[], active: "A" | "B" = "A"): RunResult {
  return runScenario(
    {
      meta: { id: "t", title: { en: "t" }, rules: ["603.2"], source: "test" },
      setup: { turn: { number: 5, active }, seed: 1, players: { A: { deck: deck("a"), ...A }, B: { deck: deck("b"), ...B } } },
      steps: steps.map((s) => ({ action: s.action, choices: s.choices ?? [] })),
      expect: null,
    },
    DEFS,
  );
}
const fired = (r: RunResult): string[] => r.trace.filter((e) => e.kind === "trigger-queued").map((e) => `${e.trigger!.source}@${e.trigger!.card}`);
const drew = (r: RunResult, p: "A" | "B") => r.finalState!.drawn[p];

describe("untapped (whenever this creature untaps)", () => {
  it("triggers in the untap step for the turn player's tapped creature only, and not for an untapped one (501.1)", () => {
    const r = go({ battle: [{ id: "u1", card: "untaps", tapped: true }, { id: "u2", card: "untaps" }] }, { battle: [{ id: "u3", card: "untaps", tapped: true }] }, [{ action: { kind: "end-turn" } }, { action: { kind: "end-turn" } }]);
    expect(r.error).toBeNull();
    // turn 6 (B's): B's u3 untaps; turn 7 (A's): A's u1 untaps; u2 was never tapped
    expect(fired(r)).toEqual(["u3@u3", "u1@u1"]);
  });
  it("another creature that untaps triggers 'another creature untaps'; a card in the mana zone untapping does not", () => {
    const r = go({ battle: [{ id: "w", card: "otherUntaps" }] }, { battle: [{ id: "b1", card: "filler", tapped: true }], mana: [{ id: "bm", card: "filler", tapped: true }] }, [{ action: { kind: "end-turn" } }]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["w@b1"]);
  });
});

describe("loses-battle (701.13a)", () => {
  it("the creature with the lower power loses; the winner does not trigger it", () => {
    const r = go({ battle: [{ id: "l", card: "loses" }] }, { battle: [{ id: "b", card: "big" }] }, [{ action: { kind: "battle", a: "l", b: "b" } }]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["l@l"]);
    expect(drew(r, "A")).toBe(1);
    const w = go({ battle: [{ id: "l", card: "loses" }] }, { battle: [{ id: "f", card: "filler" }] }, [{ action: { kind: "battle", a: "l", b: "f" } }]);
    expect(fired(w)).toEqual([]);
  });
  it("a tie: both lose", () => {
    const r = go({ battle: [{ id: "l1", card: "loses" }] }, { battle: [{ id: "l2", card: "loses" }] }, [{ action: { kind: "battle", a: "l1", b: "l2" } }]);
    expect(r.error).toBeNull();
    expect(fired(r).sort()).toEqual(["l1@l1", "l2@l2"]);
  });
});

describe("attacks: unblocked (507.3c), the target, the first attack", () => {
  it("an attack on a player that no blocker stopped triggers before the shields are broken", () => {
    const r = go({ battle: [{ id: "p", card: "unblockedP" }] }, { shields: [{ id: "s1", card: "filler" }] }, [{ action: { kind: "attack", attacker: "p", target: "B" } }]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["p@p"]);
    const unblocked = r.trace.findIndex((e) => e.clauses.includes("507.3c"));
    const broken = r.trace.findIndex((e) => e.kind === "event-happened" && e.event?.type === "move" && e.event.reason === "break");
    expect(unblocked).toBeGreaterThan(-1);
    expect(unblocked).toBeLessThan(broken);
  });
  it("'attacks a player and isn't blocked' does not see an attack on a creature; 'attacks and isn't blocked' does", () => {
    const r = go({ battle: [{ id: "p", card: "unblockedP" }, { id: "q", card: "unblockedAny" }] }, { battle: [{ id: "t1", card: "filler", tapped: true }, { id: "t2", card: "filler", tapped: true }] }, [
      { action: { kind: "attack", attacker: "p", target: "t1" } },
      { action: { kind: "attack", attacker: "q", target: "t2" } },
    ]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["q@q"]);
  });
  it("an attack on a creature that left before the block step is over (505.6a): no unblocked trigger", () => {
    const r = go({ battle: [{ id: "q", card: "unblockedAny" }] }, { battle: [{ id: "t", card: "filler", tapped: true }] }, [
      { action: { kind: "attack", attacker: "q", target: "t", during: [{ kind: "destroy", card: "t", by: "A" }] } },
    ]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual([]);
  });
  it("'attacks a creature' triggers on an attack on a creature, not on a player", () => {
    const r = go({ battle: [{ id: "c", card: "attacksCreature" }] }, { battle: [{ id: "t", card: "filler", tapped: true }], shields: [{ id: "s1", card: "filler" }] }, [{ action: { kind: "attack", attacker: "c", target: "t" } }]);
    expect(fired(r)).toEqual(["c@c"]);
    const p = go({ battle: [{ id: "c", card: "attacksCreature" }] }, { shields: [{ id: "s1", card: "filler" }] }, [{ action: { kind: "attack", attacker: "c", target: "B" } }]);
    expect(p.error).toBeNull();
    expect(fired(p)).toEqual([]);
  });
  it("'attacks for the first time each turn': the first attack of the turn only, again the next turn", () => {
    const r = go({ battle: [{ id: "f", card: "firstAttack" }] }, { shields: [{ id: "s1", card: "filler" }, { id: "s2", card: "filler" }, { id: "s3", card: "filler" }] }, [
      { action: { kind: "attack", attacker: "f", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["s1"] }] },
      { action: { kind: "attack", attacker: "f", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["s2"] }] },
      { action: { kind: "end-turn" } },
      { action: { kind: "end-turn" } },
      { action: { kind: "attack", attacker: "f", target: "B" } },
    ]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["f@f", "f@f"]);
  });
});

describe("shield zone, draws, summoning an evolution creature", () => {
  it("a card broken out of the shield zone is a card leaving it; not a card put into it", () => {
    const r = go({ battle: [{ id: "x", card: "filler" }, { id: "w", card: "shieldOut" }, { id: "i", card: "shieldIn" }] }, { shields: [{ id: "s1", card: "filler" }] }, [{ action: { kind: "attack", attacker: "x", target: "B" } }]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["w@s1"]);
  });
  it("each card the opponent draws triggers once; your own draw does not", () => {
    const r = go({ battle: [{ id: "w", card: "oppDraws" }] }, {}, [{ action: { kind: "draw", player: "B", count: 2 }, choices: [{ prompt: "trigger-order", by: "A", pick: ["w:t@bd1"] }] }, { action: { kind: "draw", player: "A", count: 1 } }]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["w@bd1", "w@bd2"]);
  });
  it("evolving from the hand is summoning (701.3a); an effect putting a creature is not", () => {
    const r = go({ battle: [{ id: "w", card: "summonEvo" }, { id: "base", card: "filler" }], hand: [{ id: "e", card: "evo" }, { id: "e2", card: "evo" }] }, {}, [
      { action: { kind: "evolve", player: "A", card: "e", on: ["base"] } },
      { action: { kind: "put", player: "A", card: "e2" } },
    ]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["w@e"]);
  });
});

describe("tapped state in the mana zone", () => {
  it("an effect untaps cards in the mana zone; that is not a creature untapping (no 'untaps' trigger)", () => {
    const r = go({ battle: [{ id: "w", card: "otherUntaps" }], hand: [{ id: "sp", card: "untapMana" }], mana: [{ id: "m1", card: "filler", tapped: true }, { id: "m2", card: "filler", tapped: true }] }, {}, [{ action: { kind: "cast", player: "A", card: "sp" } }]);
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.m1.tapped).toBe(false);
    expect(r.finalState!.cards.m2.tapped).toBe(false);
    expect(fired(r)).toEqual([]);
  });
});

describe("from: the zone the card came from", () => {
  it("'put from your hand': a creature put from the hand, not one put from the mana zone", () => {
    const r = go({ battle: [{ id: "w", card: "putFromHand" }], hand: [{ id: "h", card: "filler" }], mana: [{ id: "m", card: "filler" }] }, {}, [
      { action: { kind: "put", player: "A", card: "h" } },
      { action: { kind: "put", player: "A", card: "m", from: "mana" } },
    ]);
    expect(r.error).toBeNull();
    expect(fired(r)).toEqual(["w@h"]);
  });
});
