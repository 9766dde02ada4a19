/** The card filter `nameIncludes` ("a creature that has NEX in its name"): whole words of the card's name, any case. */
import { describe, expect, it } from "vitest";
import { nameHas } from "@/lib/engine/query";

describe("nameIncludes", () => {
  it("matches whole words of the name, case-insensitively", () => {
    expect(nameHas("Bolshack Cross NEX", "NEX")).toBe(true);
    expect(nameHas("Dark Ikkaku, Reaper Beast", "reaper")).toBe(true);
    expect(nameHas("Annex Dragon", "NEX")).toBe(false);
    expect(nameHas("Sword Flash Dragon", "Sword Flash")).toBe(true);
  });
});
