/**
 * A Dragheart Weapon put equipped to a creature (branch cond3): a move event's `equipTo` equips it as it enters (305.2),
 * so the state-based check that sends a weapon alone to the hyperspatial zone (305.3, 117.2) leaves it. Used by the
 * `put-into-battle` step's `equipTo` and by the scenario action `put … equipTo`.
 */
import { describe, expect, it } from "vitest";
import { runScenario, whereIs, type CardDefs } from "@/lib/engine";
import { defsFor } from "../abilities/support";

const VANILLA = "acme-first-seed";
const WEAPON = "batorai-edge-blazing-sword";

function run(defs: CardDefs, A: object, steps: object[]) {
  return runScenario(
    { meta: { id: "cond3-equip", title: { en: "equip" }, rules: ["305.2"], source: "test" }, setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A, B: {} } }, steps: steps.map((action) => ({ action, choices: [] })) as never, expect: null },
    defs,
  );
}

describe("a weapon put equipped", () => {
  it("the put action's equipTo: the weapon enters equipped and stays", () => {
    const r = run(defsFor([VANILLA, WEAPON]), { battle: [{ id: "a_v", card: VANILLA }], hyperspatial: [{ id: "a_w", card: WEAPON }] }, [{ kind: "put", player: "A", card: "a_w", from: "hyperspatial", equipTo: "a_v" }]);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_w")).toBe("A.battle");
    expect(r.finalState!.cards.a_w.equippedTo).toBe("a_v");
  });

  it("a put without a creature to equip: the weapon alone goes to the hyperspatial zone (305.3)", () => {
    const r = run(defsFor([VANILLA, WEAPON]), { battle: [{ id: "a_v", card: VANILLA }], hyperspatial: [{ id: "a_w", card: WEAPON }] }, [{ kind: "put", player: "A", card: "a_w", from: "hyperspatial" }]);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_w")).toBe("A.hyperspatial");
  });

  it("equipTo this creature with the source gone from the battle zone: nothing to equip, the weapon goes back", () => {
    const d = defsFor([VANILLA, WEAPON]);
    // the step run by a spell: its source is not in the battle zone, so there is no creature to equip
    d["double-defense"] = { ...defsFor(["double-defense"])["double-defense"], abilities: { ...defsFor(["double-defense"])["double-defense"].abilities, spell: [{ do: "put-into-battle", target: { choose: { player: "you", zone: "hyperspatial", count: 1 } }, equipTo: { self: true } }] } };
    const r = run(d, { hand: [{ id: "a_sp", card: "double-defense" }], hyperspatial: [{ id: "a_w", card: WEAPON }] }, [{ kind: "cast", player: "A", card: "a_sp" }]);
    expect(r.error).toBeNull();
    expect(whereIs(r.finalState!, "a_w")).toBe("A.hyperspatial");
  });

  it("a filter's anyOf: a card matching one alternative is offered, one matching neither is not", () => {
    const d = defsFor([VANILLA, "alpaca-hammer", "magmadragon-melgars"]);
    const base = defsFor(["double-defense"])["double-defense"];
    // "a nature creature that costs 3 or less or a creature that costs 2 or less" from the graveyard, to the hand
    d["double-defense"] = { ...base, abilities: { ...base.abilities, spell: [{ do: "put-into-hand", target: { choose: { player: "you", zone: "graveyard", count: 1, upTo: true, filter: { typeIncludes: "Creature", anyOf: [{ civilization: "nature", costAtMost: 3 }, { costAtMost: 2 }] } } } }] } };
    const setup = { hand: [{ id: "a_sp", card: "double-defense" }], graveyard: [{ id: "a_n", card: "alpaca-hammer" }, { id: "a_v", card: VANILLA }, { id: "a_f", card: "magmadragon-melgars" }] };
    const pick = (id: string) =>
      runScenario(
        { meta: { id: "cond3-anyof", title: { en: "anyOf" }, rules: ["305.2"], source: "test" }, setup: { turn: { number: 5, active: "A" }, seed: 1, players: { A: setup, B: {} } }, steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: [id] }] }] as never, expect: null },
        d,
      );
    expect(pick("a_n").error).toBeNull();
    expect(whereIs(pick("a_n").finalState!, "a_n")).toBe("A.hand");
    expect(whereIs(pick("a_v").finalState!, "a_v")).toBe("A.hand");
    // fire, cost 4: neither alternative
    expect(pick("a_f").error?.code).toBe("E_ILLEGAL_CHOICE");
  });
});
