/** Unit tests per clause of 609 and per principle of the seed articles, on small inline boards. */
import { describe, expect, it } from "vitest";
import { applied, candidatesFor, entries, run, where, yaml } from "./helpers";

describe("609.1 / 609.1a — replacement effects watch events as they happen", () => {
  it("an 'instead' effect replaces the destruction; a 'when destroyed' ability triggers after it", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `
          battle:
            - { id: a_soldier, card: "Aqua Soldier" }
            - { id: a_cet, card: Cetibols }
          deck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        B: `hand: [ { id: b_shot, card: "Burst Shot" } ]`,
        actions: `
          - cast: { player: B, card: b_shot }
            choices: [ { prompt: yes-no, by: A, answer: yes } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_soldier")).toBe("A.hand");
    expect(where(r, "a_cet")).toBe("A.graveyard");
    expect(entries(r, "trigger-queued").map((e) => e.trigger!.source)).toEqual(["a_cet"]);
    expect(r.finalState!.drawn.A).toBe(1);
  });

  it("is not locked in: once its source is gone it no longer applies", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `
          battle:
            - { id: a_rinne, card: "Rinne Lupia" }
            - { id: a_d1, card: "Magmadragon Melgars" }
            - { id: a_d2, card: "Magmadragon Melgars" }`,
        actions: `
          - destroy: { card: a_d1, by: B }
            choices: [ { pick: [a_rinne] } ]
          - destroy: { card: a_rinne, by: B }
            choices: [ { pick: [] } ]
          - destroy: { card: a_d2, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_d1")).toBe("A.deck");
    expect(where(r, "a_d2")).toBe("A.graveyard");
    expect(candidatesFor(r, "a_d2")).toEqual([]);
  });
});

describe("609.2 — a replacement must exist before the event", () => {
  it("a creature destroyed before Kiryu Jilves's effect exists stays in the graveyard; later ones go to mana", () => {
    const r = run(
      yaml({
        A: `
          battle:
            - { id: a_ghoul, card: "Writhing Bone Ghoul" }
            - { id: a_mane, card: "Burning Mane" }
          hand: [ { id: a_kiryu, card: "Kiryu Jilves, Gaia's Roar" } ]`,
        actions: `
          - destroy: { card: a_ghoul, by: B }
          - summon: { player: A, card: a_kiryu }
          - destroy: { card: a_mane, by: B }`,
      }),
    );
    expect(where(r, "a_ghoul")).toBe("A.graveyard");
    expect(where(r, "a_mane")).toBe("A.mana");
    const created = entries(r, "effect").find((e) => e.clauses.includes("609.2"));
    expect(created?.narration.en).toContain("a_mane");
  });
});

describe("609.3 — one replacement per event, no chaining", () => {
  it("two replacements of one player on one event: the player chooses, the other does not apply", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_soldier, card: "Aqua Soldier" } ]
          hand: [ { id: a_kiryu, card: "Kiryu Jilves, Gaia's Roar" } ]`,
        actions: `
          - summon: { player: A, card: a_kiryu }
          - destroy: { card: a_soldier, by: B }
            choices: [ { prompt: replacement, by: A, pick: [a_soldier] } ]`,
      }),
    );
    expect(where(r, "a_soldier")).toBe("A.hand");
    const cands = candidatesFor(r, "a_soldier");
    expect(cands.filter((c) => c.applied).map((c) => c.source)).toEqual(["a_soldier"]);
    expect(cands.find((c) => c.source === "a_kiryu")!.clauses).toContain("609.3");
  });

  it("a mandatory candidate means the player can't decline (pick [] is illegal)", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_soldier, card: "Aqua Soldier" } ]
          hand: [ { id: a_kiryu, card: "Kiryu Jilves, Gaia's Roar" } ]`,
        actions: `
          - summon: { player: A, card: a_kiryu }
          - destroy: { card: a_soldier, by: B }
            choices: [ { prompt: replacement, by: A, pick: [] } ]`,
      }),
    );
    expect(r.error?.code).toBe("E_ILLEGAL_CHOICE");
    expect(r.error?.step).toBe(1);
  });

  it("the substitute of one replacement is never replaced by another (Jinnai → Perfect Galaxy)", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `
          battle:
            - { id: a_jinnai, card: "Jinnai, Darkfang Ninja" }
            - { id: a_yakko, card: "Yakko, Shinobi Style Holy Chaos" }
            - { id: a_pg, card: "Perfect Galaxy, Immortality Elemental", shieldForce: a_s1 }
          shields: [ { id: a_s1, card: "Aqua Vehicle" } ]`,
        actions: `
          - destroy: { card: a_yakko, by: B }
            choices:
              - { prompt: replacement, pick: [a_jinnai] }
              - { prompt: choose-cards, pick: [a_pg] }
          - destroy: { card: a_pg, by: B }`,
      }),
    );
    expect(r.error?.code).toBe("E_ILLEGAL_ACTION"); // a_pg is already in the graveyard at step 1
    expect(where(r, "a_pg")).toBe("A.graveyard");
    const pg = candidatesFor(r, "a_pg").find((c) => c.source === "a_pg")!;
    expect(pg.applicable).toBe(false);
    expect(pg.why).toContain("not replaced again");
  });

  it("without a replacement in between, Perfect Galaxy's own replacement does apply", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `
          battle: [ { id: a_pg, card: "Perfect Galaxy, Immortality Elemental", shieldForce: a_s1 } ]
          shields: [ { id: a_s1, card: "Aqua Vehicle" } ]`,
        actions: `- destroy: { card: a_pg, by: B }`,
      }),
    );
    expect(where(r, "a_pg")).toBe("A.battle");
    expect(applied(r)).toEqual(["a_pg:stays-instead"]);
  });
});

describe("609.4 — a replaced event never happens", () => {
  it("abilities triggering on the original event are suppressed; the modified event triggers", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `
          battle:
            - { id: a_skull, card: "Skull Moon, the Enlightened" }
            - { id: a_train, card: "Super Trash Train, Fuuma Devil" }
          deck: [ { id: a_d1, card: "Aqua Vehicle" } ]`,
        B: `battle: [ { id: b_ghoul, card: "Writhing Bone Ghoul" } ]`,
        actions: `
          - destroy: { card: a_skull, by: B }
            choices:
              - { prompt: replacement, pick: [a_skull] }
              - { prompt: yes-no, answer: no }`,
      }),
    );
    expect(r.error).toBeNull();
    const suppressed = entries(r, "trigger-suppressed");
    expect(suppressed.map((e) => [e.trigger!.source, e.trigger!.card, e.trigger!.reason])).toEqual([["a_train", "a_skull", "event-replaced"]]);
    expect(suppressed[0].clauses).toEqual(["609.4"]);
    expect(entries(r, "trigger-queued").map((e) => e.trigger!.card)).toEqual(["b_ghoul"]);
    expect(where(r, "a_skull")).toBe("A.battle");
    expect(where(r, "b_ghoul")).toBe("B.graveyard");
  });

  it("a substitute that cannot be performed cannot replace (Utsusemihenge with 3 cards)", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `
          battle: [ { id: a_u, card: "Utsusemihenge, Blame Demon Dragon" } ]
          graveyard:
            - { id: g1, card: "Aqua Vehicle" }
            - { id: g2, card: "Aqua Vehicle" }
            - { id: g3, card: "Aqua Vehicle" }`,
        actions: `- destroy: { card: a_u, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    const c = candidatesFor(r, "a_u")[0];
    expect(c.applicable).toBe(false);
    expect(c.clauses).toEqual(["609.4"]);
    expect(c.why).toContain("there are 3");
    expect(where(r, "a_u")).toBe("A.hyperspatial");
  });

  it("exception: a creature that can't be destroyed still counts for the substitute (Skull Moon → Immortal Boost)", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `battle: [ { id: a_skull, card: "Skull Moon, the Enlightened" } ]`,
        B: `battle: [ { id: b_boost, card: "Immortal Boost, Crimson Lord" } ]`,
        actions: `
          - destroy: { card: a_skull, by: B }
            choices: [ { prompt: replacement, pick: [a_skull] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "a_skull")).toBe("A.battle");
    expect(where(r, "b_boost")).toBe("B.battle");
    expect(entries(r, "event-prevented")).toHaveLength(1);
    expect(candidatesFor(r, "a_skull")[0].why).toContain("can't be destroyed still counts");
  });

  it("without any opponent creature, Skull Moon's substitute is impossible", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `battle: [ { id: a_skull, card: "Skull Moon, the Enlightened" } ]`,
        actions: `- destroy: { card: a_skull, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(candidatesFor(r, "a_skull")[0].applicable).toBe(false);
    expect(where(r, "a_skull")).toBe("A.graveyard");
  });
});

describe("609.5 — a replacement whose event does not happen does nothing", () => {
  it("Immortal Boost can't be destroyed, so Kiryu Jilves's 'put into mana instead' does nothing", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_boost, card: "Immortal Boost, Crimson Lord" } ]
          hand: [ { id: a_kiryu, card: "Kiryu Jilves, Gaia's Roar" } ]`,
        actions: `
          - summon: { player: A, card: a_kiryu }
          - destroy: { card: a_boost, by: B }`,
      }),
    );
    expect(where(r, "a_boost")).toBe("A.battle");
    const c = candidatesFor(r, "a_boost")[0];
    expect(c.clauses).toEqual(["609.5"]);
    expect(c.applied).toBe(false);
  });
});

describe("609.6 — draw replacements", () => {
  const board = `
    battle: [ { id: a_m, card: "Maeterl, Beautiful Sunday" } ]
    hand: [ { id: a_h, card: "Royal Academy Hoele" } ]
    deck:
      - { id: d1, card: "Aqua Vehicle" }
      - { id: d2, card: "Cragsaur" }
      - { id: d3, card: "Burning Mane" }
      - { id: d4, card: "Writhing Bone Ghoul" }
      - { id: d5, card: "Aqua Vehicle" }`;

  it("609.6a: the replacement's draws and discard finish before the next draw of the sequence", () => {
    const r = run(
      yaml({
        A: board,
        actions: `
          - cast: { player: A, card: a_h }
            choices:
              - { prompt: replacement, pick: [a_m] }
              - { prompt: choose-cards, pick: [d2] }
              - { prompt: replacement, pick: [] }
              - { prompt: replacement, pick: [] }`,
      }),
    );
    expect(r.error).toBeNull();
    const order = r.trace
      .filter((e) => (e.kind === "event-happened" && e.event?.type === "draw") || (e.kind === "event-happened" && e.event?.type === "move" && e.event.reason === "discard"))
      .map((e) => e.narration.en.match(/\((\w+)\)/)![1]);
    expect(order).toEqual(["d1", "d2", "d2", "d3", "d4"]); // draw d1, draw d2, discard d2, then the 2nd and 3rd draws
    expect(r.finalState!.drawn.A).toBe(4);
  });

  it("609.6b: after a replaced draw, 'if it's a water spell' looks at no card", () => {
    const r = run(
      yaml({
        A: `
          battle:
            - { id: a_ea, card: "Ea Parenchan, Dragment Symbol" }
            - { id: a_m, card: "Maeterl, Beautiful Sunday" }
          deck:
            - { id: a_es, card: "Energy Stream" }
            - { id: a_x, card: "Cragsaur" }`,
        B: `shields: [ { id: b_s, card: "Aqua Vehicle" } ]`,
        actions: `
          - attack: { attacker: a_ea, target: B }
            choices:
              - { prompt: yes-no, answer: yes }
              - { prompt: replacement, pick: [a_m] }
              - { prompt: choose-cards, pick: [a_x] }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_ea.tapped).toBe(true);
    expect(entries(r, "effect").some((e) => e.clauses.includes("609.6b"))).toBe(true);
  });

  it("609.6b contrast: when the draw is not replaced, the water spell lets Ea Parenchan untap", () => {
    const r = run(
      yaml({
        A: `
          battle:
            - { id: a_ea, card: "Ea Parenchan, Dragment Symbol" }
            - { id: a_m, card: "Maeterl, Beautiful Sunday" }
          deck: [ { id: a_es, card: "Energy Stream" }, { id: a_x, card: "Cragsaur" } ]`,
        B: `shields: [ { id: b_s, card: "Aqua Vehicle" } ]`,
        actions: `
          - attack: { attacker: a_ea, target: B }
            choices:
              - { prompt: yes-no, answer: yes }
              - { prompt: replacement, pick: [] }
              - { prompt: yes-no, answer: yes }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.a_ea.tapped).toBe(false);
  });
});

describe("609.7 — self-replacement", () => {
  it("Metamorph replaces Seventh Tower's own effect first, so Kareiko can't replace the result", () => {
    const mana = Array.from({ length: 7 }, (_, i) => `{ id: m${i}, card: "Burning Mane" }`).join(", ");
    const r = run(
      yaml({
        A: `
          hand: [ { id: a_t, card: "Seventh Tower" } ]
          mana: [ ${mana} ]
          deck:
            - { id: d1, card: "Aqua Vehicle" }
            - { id: d2, card: "Aqua Vehicle" }
            - { id: d3, card: "Aqua Vehicle" }
            - { id: d4, card: "Aqua Vehicle" }`,
        B: `battle: [ { id: b_k, card: "Kareiko, Karma's Banned Technique" } ]`,
        actions: `- cast: { player: A, card: a_t }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(["d1", "d2", "d3"].map((id) => where(r, id))).toEqual(["A.mana", "A.mana", "A.mana"]);
    expect(entries(r, "self-replacement")[0].clauses).toEqual(["609.7"]);
    expect(applied(r)).toEqual([]);
  });

  it("without Metamorph, Kareiko replaces the put and the card is shuffled back", () => {
    const r = run(
      yaml({
        A: `
          hand: [ { id: a_t, card: "Seventh Tower" } ]
          deck: [ { id: d1, card: "Aqua Vehicle" }, { id: d2, card: "Cragsaur" } ]`,
        B: `battle: [ { id: b_k, card: "Kareiko, Karma's Banned Technique" } ]`,
        actions: `- cast: { player: A, card: a_t }`,
      }),
    );
    expect(where(r, "d1")).toBe("A.deck");
    expect(r.finalState!.players.A.zones.mana).toEqual([]);
    expect(applied(r)).toEqual(["b_k:shuffle-instead"]);
  });
});

describe("609.8 — both players' replacements on one event", () => {
  const rl = `
    A: { battle: [ { id: a_rl, card: "Rumble Lecter, Terror Awakened" } ] }
    B: { battle: [ { id: b_rl, card: "Rumble Lecter, Terror Awakened" } ] }`;
  for (const active of ["A", "B"] as const) {
    it(`the active player's (${active}) replacement applies`, () => {
      const r = run(
        `meta: { id: t, title: { en: t }, rules: ["609.8"], source: test }
setup:
  turn: { number: 5, active: ${active} }
${rl.replace(/^\n/, "").replace(/^ {4}/gm, "  ")}
actions:
  - battle: { a: a_rl, b: b_rl }`,
      );
      expect(r.error).toBeNull();
      const loser = active === "A" ? "b_rl" : "a_rl";
      const winner = active === "A" ? "a_rl" : "b_rl";
      expect(where(r, winner)).toBe(`${active}.battle`);
      expect(where(r, loser)).toBe(`${active === "A" ? "B" : "A"}.hyperspatial`);
    });
  }

  it("the active player's effects come first; a player with several chooses one of them", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: a_k, card: "Kareiko, Karma's Banned Technique" }, { id: a_ks, card: "Kareiko's Shadow" } ]
          hand: [ { id: fl, card: "Faerie Life" } ]
          deck: [ { id: d1, card: "Cragsaur" } ]`,
        B: `battle: [ { id: b_k, card: "Kareiko, Karma's Banned Technique" } ]`,
        actions: `
          - cast: { player: A, card: fl }
            choices: [ { prompt: replacement, by: A, pick: [a_ks] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "d1")).toBe("A.graveyard");
    const prompt = entries(r, "choice")[0].choice!;
    expect(prompt.player).toBe("A");
    expect(prompt.options).toEqual(["a_k", "a_ks"]);
    const bk = candidatesFor(r, "d1").find((c) => c.source === "b_k")!;
    expect(bk.clauses).toEqual(["609.3", "609.8"]);
  });
});

describe("609.9 — simultaneous events", () => {
  it("a one-event replacement (a saver) can be assigned to only one of the simultaneous events", () => {
    const r = run(
      yaml({
        A: `
          battle:
            - { id: s1, card: "Szubs Kin, Twilight Guardian" }
            - { id: s2, card: "Gran Gure, Space Guardian" }
            - { id: g, card: "Gachapinchi, Invasion Guardian" }
          hand: [ { id: f, card: "Super Explosive Duel Fire" } ]`,
        actions: `
          - cast: { player: A, card: f }
            choices: [ { prompt: replacement, by: A, pick: [g] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(where(r, "s1")).toBe("A.battle");
    expect(where(r, "s2")).toBe("A.graveyard");
    const s2 = candidatesFor(r, "s2").find((c) => c.source === "g")!;
    expect(s2.clauses).toEqual(["609.9"]);
  });

  it("the active player decides first, then the other player", () => {
    const r = run(
      yaml({
        turn: "{ number: 5, active: B }",
        A: `battle: [ { id: a_s, card: "Szubs Kin, Twilight Guardian" }, { id: a_g, card: "Gachapinchi, Invasion Guardian" } ]`,
        B: `
          battle: [ { id: b_s, card: "Szubs Kin, Twilight Guardian" }, { id: b_g, card: "Gachapinchi, Invasion Guardian" } ]
          hand: [ { id: f, card: "Super Explosive Duel Fire" } ]`,
        actions: `
          - cast: { player: B, card: f }
            choices:
              - { prompt: replacement, by: B, pick: [b_g] }
              - { prompt: replacement, by: A, pick: [a_g] }`,
      }),
    );
    expect(r.error).toBeNull();
    expect(entries(r, "choice").map((e) => e.choice!.player)).toEqual(["B", "A"]);
    expect([where(r, "a_s"), where(r, "b_s")]).toEqual(["A.battle", "B.battle"]);
  });

  it("Lost Soul: every discarded Madness card is its own event and can be replaced", () => {
    const r = run(
      yaml({
        turn: "{ number: 5, active: B }",
        A: `hand: [ { id: a1, card: "Dava Torey, Seeker of Clouds" }, { id: a2, card: "Dava Torey, Seeker of Clouds" } ]`,
        B: `hand: [ { id: ls, card: "Lost Soul" } ]`,
        actions: `- cast: { player: B, card: ls }`,
      }),
    );
    expect([where(r, "a1"), where(r, "a2")]).toEqual(["A.battle", "A.battle"]);
    expect(applied(r)).toEqual(["a1:madness", "a2:madness"]);
  });
});

describe("seed principles", () => {
  it("replacements apply in the middle of a spell's resolution (Ganveet Blaster)", () => {
    const r = run(
      yaml({
        A: `hand: [ { id: gb, card: "Ganveet Blaster" } ]`,
        B: `
          battle: [ { id: b_s, card: "Aqua Soldier" } ]
          hand: [ { id: b_h, card: "Cragsaur" } ]`,
        actions: `- cast: { player: A, card: gb }`,
      }),
    );
    // Aqua Soldier came back to the hand before the discard, so both cards were discarded (forced).
    expect([where(r, "b_s"), where(r, "b_h")]).toEqual(["B.graveyard", "B.graveyard"]);
  });

  it("'if you do' still works after the action was replaced (Dark Soul Creation, Perfect Madonna)", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: pm, card: "Perfect Madonna, Light Weapon" } ]
          hand: [ { id: dsc, card: "Dark Soul Creation" } ]
          deck: [ { id: d1, card: "Cragsaur" }, { id: d2, card: "Cragsaur" }, { id: d3, card: "Cragsaur" } ]`,
        actions: `
          - cast: { player: A, card: dsc }
            choices: [ { pick: [pm] } ]`,
      }),
    );
    expect(where(r, "pm")).toBe("A.battle");
    expect(r.finalState!.drawn.A).toBe(3);
  });

  it("'if you do' fails when nothing was done (Deadly Love, declining)", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: g, card: "Writhing Bone Ghoul" } ]
          hand: [ { id: dl, card: "Deadly Love" } ]`,
        B: `battle: [ { id: b, card: "Cragsaur" } ]`,
        actions: `
          - cast: { player: A, card: dl }
            choices: [ { pick: [] } ]`,
      }),
    );
    expect(where(r, "b")).toBe("B.battle");
    expect(where(r, "g")).toBe("A.battle");
  });

  it("Baiken's 'if you do' return is not part of the replacement: Setsudan replaces it", () => {
    const r = run(
      yaml({
        turn: "{ number: 6, active: B }",
        A: `hand: [ { id: bk, card: "Baiken, Blue Dragon of the Hidden Blade" } ]`,
        B: `
          battle: [ { id: st, card: "Setsudan, Awakened Giant" } ]
          hand: [ { id: ls, card: "Lost Soul" } ]`,
        actions: `
          - cast: { player: B, card: ls }
            choices: [ { pick: [bk] }, { pick: [st] } ]`,
      }),
    );
    expect(where(r, "bk")).toBe("A.battle");
    expect(where(r, "st")).toBe("B.battle");
    expect(applied(r)).toEqual(["bk:ninja-madness", "st:stays-instead"]);
  });

  it("Forever Princess's 'from anywhere' replacement works from the hand too", () => {
    const r = run(
      yaml({
        A: `
          hand: [ { id: fp, card: "Forever Princess, Eternal Ruler" } ]
          graveyard: [ { id: g1, card: "Cragsaur" } ]`,
        actions: `- discard: { card: fp, by: B }`,
      }),
    );
    expect(r.error).toBeNull();
    expect([where(r, "fp"), where(r, "g1")]).toEqual(["A.deck", "A.deck"]);
  });

  it("Baiken is a madness only during the opponent's turn", () => {
    const r = run(
      yaml({
        A: `hand: [ { id: bk, card: "Baiken, Blue Dragon of the Hidden Blade" } ]`,
        actions: `- discard: { card: bk, by: A }`,
      }),
    );
    expect(where(r, "bk")).toBe("A.graveyard");
    expect(candidatesFor(r, "bk")[0].why).toContain("during your opponent's turn");
  });

  it("Rumble Lecter's substitute destruction can't be replaced by Great Chakra's Release; a spell's can", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: rl, card: "Rumble Lecter, Terror Awakened" } ]`,
        B: `battle: [ { id: gc1, card: "Great Chakra, the Storm Awakened" }, { id: gc2, card: "Great Chakra, the Storm Awakened" } ]`,
        actions: `
          - destroy: { card: gc1, by: A }
          - battle: { a: rl, b: gc2 }`,
      }),
    );
    expect(r.finalState!.cards.gc1.card).toBe("chakra-temporal-thunder-dragon");
    expect(where(r, "gc1")).toBe("B.battle");
    expect(where(r, "gc2")).toBe("B.hyperspatial");
  });
});

describe("110.4f — how cards enter a zone (Time Tripper)", () => {
  it("every entry modifier applies and none uses the 609.3 slot; a replacement elsewhere still applies", () => {
    const r = run(
      yaml({
        turn: "{ number: 5, active: B }",
        A: `battle: [ { id: tt1, card: "Time Tripper, Shadow of Stagnation" }, { id: tt2, card: "Time Tripper, Shadow of Stagnation" } ]`,
        B: `
          battle: [ { id: b_soldier, card: "Aqua Soldier" } ]
          hand: [ { id: b_k, card: "Kiryu Jilves, Gaia's Roar" }, { id: b_c, card: "Cragsaur" } ]`,
        actions: `
          - summon: { player: B, card: b_k }
          - charge: { player: B, card: b_c }
          - destroy: { card: b_soldier, by: A }
            choices: [ { prompt: replacement, by: B, pick: [b_k] } ]`,
      }),
    );
    expect(r.error).toBeNull();
    expect(r.finalState!.cards.b_c.tapped).toBe(true);
    // the substitute (put into mana instead) also enters tapped: entry modifiers are not replacements
    expect(where(r, "b_soldier")).toBe("B.mana");
    expect(r.finalState!.cards.b_soldier.tapped).toBe(true);
    expect(entries(r, "entry-modifier").filter((e) => e.clauses.includes("110.4f"))).toHaveLength(4);
  });

  it("does nothing when a replacement means the card never enters (Kareiko's Shadow)", () => {
    const r = run(
      yaml({
        A: `battle: [ { id: tt, card: "Time Tripper, Shadow of Stagnation" } ]`,
        B: `
          battle: [ { id: ks, card: "Kareiko's Shadow" } ]
          hand: [ { id: fl, card: "Faerie Life" } ]
          deck: [ { id: d1, card: "Cragsaur" } ]`,
        turn: "{ number: 5, active: B }",
        actions: `- cast: { player: B, card: fl }`,
      }),
    );
    expect(where(r, "d1")).toBe("B.graveyard");
    expect(entries(r, "entry-modifier")).toHaveLength(0);
  });

  it("the active player's own cards are not affected", () => {
    const r = run(
      yaml({
        A: `
          battle: [ { id: tt, card: "Time Tripper, Shadow of Stagnation" } ]
          hand: [ { id: c, card: "Cragsaur" } ]`,
        actions: `- charge: { player: A, card: c }`,
      }),
    );
    expect(r.finalState!.cards.c.tapped).toBe(false);
  });
});
