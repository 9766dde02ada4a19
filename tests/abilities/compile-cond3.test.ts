/**
 * lib/abilities/cond3.ts on real catalogue text: the wordings it reads, and shapes that must stay unread. Expectations
 * are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });

describe("cond3: delayed abilities inside an effect", () => {
  it("'At the end of the turn, X' (Double Defense): a delayed ability, X chosen when it resolves", () => {
    expect(fx("At the end of the turn, untap up to 2 of your creatures.")).toEqual([
      { do: "at-end-of-turn", text: "untap up to 2 of your creatures", effect: [{ do: "untap", target: { choose: { player: "you", zone: "battle", count: 2, upTo: true } } }] },
    ]);
  });
  it("'At the start of your next turn, X' (Blue Marriage)", () => {
    expect(fx("At the start of your next turn, put 2 of your shields into your graveyard.")).toEqual([
      { do: "at-start-of-your-next-turn", text: "put 2 of your shields into your graveyard", effect: [{ do: "to-graveyard", target: { choose: { player: "you", zone: "shields", count: 2 } } }] },
    ]);
  });
  it("'Choose … . At the end of the turn, you may untap them.' (Lunar Charger): the chosen creatures, remembered", () => {
    const r = fx("Choose up to 2 of your creatures in the battle zone. At the end of the turn, you may untap them.");
    expect(r).not.toBeNull();
    expect(r![0]).toMatchObject({ do: "choose", remember: "chosen0" });
    expect(r![1]).toEqual({ do: "at-end-of-turn", text: "you may untap them", effect: [{ do: "untap", target: { remembered: "chosen0" }, optional: true }] });
  });
  it("'that creature' with nothing remembered before is not read", () => {
    expect(fx("At the end of the turn, destroy that creature.")).toBeNull();
  });
  it("'this creature' in the delayed part is not read (the card may be a new object by then)", () => {
    expect(fx("At the end of the turn, destroy this creature.")).toBeNull();
  });
  it("'At the end of your turn, X' inside an effect is not read here (a spell may be cast on the opponent's turn)", () => {
    expect(fx("At the end of your turn, untap up to 2 of your creatures.")).toBeNull();
  });
});
