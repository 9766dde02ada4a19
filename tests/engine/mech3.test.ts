/**
 * Engine additions of the mech3 lane: the trigger event `evolves` ('Shinkapower': "when this creature evolves"), an
 * evolution creature put on top of a card (801.1), checked on the event list and through a scenario on real cards.
 */
import { describe, expect, it } from "vitest";
import { triggerEventsOf } from "@/lib/engine/events";
import type { GameEvent } from "@/lib/engine/types";
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
