/**
 * lib/abilities/choose3.ts on real catalogue text: named choices ("Choose a race.", "choose a number of 6 or less.") read
 * as a `declare` step and filters that refer to the declared value, and shapes that must stay unread. Expectations
 * are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });
const declared = (as: "race" | "civilization" | "cost" | "power", name = "declared-0") => ({ declared: { name, as } });

describe("choose3: named choices", () => {
  it("'choose a number of 6 or less. Destroy all creatures that cost the same as the chosen number'", () => {
    expect(fx("Choose a number of 6 or less. Destroy all creatures that cost the same as the chosen number.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0", atMost: 6 },
      { do: "destroy", target: { all: { player: "any", zone: "battle", filter: declared("cost") } } },
    ]);
  });
  it("'Choose a number between 1 and 5. … that have the same cost': bounds both ways", () => {
    expect(fx("Choose a number between 1 and 5. Destroy all your opponent's creatures that have the same cost.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0", atLeast: 1, atMost: 5 },
      { do: "destroy", target: { all: { player: "opponent", zone: "battle", filter: declared("cost") } } },
    ]);
  });
  it("'… that have that power': the power is the number", () => {
    expect(fx("Choose a number less than or equal to 6000. Destroy all creatures that have that power.")).toEqual([
      { do: "declare", what: "number", remember: "declared-0", atMost: 6000 },
      { do: "destroy", target: { all: { player: "any", zone: "battle", filter: declared("power") } } },
    ]);
  });
  it("'Choose a race. Creatures of that race can't be blocked this turn': the grant keeps the printed sentence", () => {
    expect(fx("Choose a race. Creatures of that race can't be blocked this turn.")).toEqual([
      { do: "declare", what: "race", remember: "declared-0" },
      { do: "grant", to: { all: { player: "any", zone: "battle", filter: declared("race") } }, cantBeBlocked: true, until: "end-of-turn", text: "Creatures of that race can't be blocked this turn" },
    ]);
  });
  it("'Choose a race. Return up to 3 creatures of that race from your graveyard to your hand'", () => {
    expect(fx("Choose a race. Return up to 3 creatures of that race from your graveyard to your hand.")).toEqual([
      { do: "declare", what: "race", remember: "declared-0" },
      { do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: 3, upTo: true, filter: { typeIncludes: "Creature", ...declared("race") } } } },
    ]);
  });
  it("'Choose a civilization and tap all your opponent's creatures that have that civilization'", () => {
    expect(fx("Choose a civilization and tap all your opponent's creatures that have that civilization.")).toEqual([
      { do: "declare", what: "civilization", remember: "declared-0" },
      { do: "tap", target: { all: { player: "opponent", zone: "battle", filter: declared("civilization") } } },
    ]);
  });
  it("not read: a choice nothing refers to, or sentences the grammar does not read", () => {
    expect(fx("Choose a race. Draw a card.")).toBeNull();
    expect(fx("Choose a race. Creatures of that race dance this turn.")).toBeNull();
    // a race named beside the chosen one would be an "or" of races: not read
    expect(fx("Choose a race. Destroy all Dragon creatures of that race.")).toBeNull();
  });
});
