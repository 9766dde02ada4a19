/**
 * Issue 14, round 2 (lib/abilities/r2-rest-b.ts) on real catalogue texts: what the new readings give, and the sentences
 * that must stay unmodelled. Each expectation is written from the card's printed text and the rules, not from a run.
 */
import { describe, expect, it } from "vitest";
import { byId, sentenceOf } from "./support";
import { compileCard } from "@/lib/abilities";

const cards = byId;
const sentence = sentenceOf;
const line = (text: string, type = "Creature") => compileCard({ type, text });

describe("r2-rest-b readings", () => {
  it("'... instead. Then ...': the then-part is kept apart from the substitute (Saga Leo Shelter)", () => {
    const r = compileCard(cards.get("saga-leo-shelter")!).abilities.replacements[0];
    expect(r).toMatchObject({ watches: { event: "destroy", subject: "crossed" }, optional: true, instead: [{ do: "put-into-mana", target: { self: true } }] });
    expect(r.then).toEqual([{ do: "return-to-hand", optional: true, target: { choose: expect.objectContaining({ zone: "mana", count: 1, filter: { typeIncludes: "Creature" } }) } }]);
    expect(r.ifYouDo).toBeUndefined();
  });

  it("'would battle' already printed is not read twice (Kalmia: 'Whenever one of your other Snow Faerie creatures would battle')", () => {
    expect(sentence("kalmia-dydanos-world-tree-faerie", "Whenever one of your other Snow Faerie")).toMatchObject({ status: "modelled" });
  });

  it("a 'then draw' after a replaced draw of the last card stays unmodelled (it would be a new draw the same replacement watches)", () => {
    expect(sentence("tb-dorodouble-bros-dragment-symbol", "When you would draw the last card")).toMatchObject({ status: "not-modelled" });
  });

  it("'a creature equipped with this' is the equipped subject; 'the last card of your deck' is a draw with exactly 1 card in the deck", () => {
    expect(compileCard(cards.get("perfect-immortal-lance")!).abilities.replacements[0].watches).toEqual({ event: "leave-battle", subject: "equipped", notTo: "graveyard" });
    expect(compileCard(cards.get("terminator-end-of-the-future")!).abilities.replacements[0].conditions).toEqual([{ kind: "zone-count", whose: "yours", zone: "deck", atLeast: 1, atMost: 1 }]);
  });

  it("a race phrase is not taken for a card name in 'If you have a ... in the battle zone, ... instead'", () => {
    const c = line("When you put this creature into the battle zone, draw a card. If you have a Red Command Dragon in the battle zone, draw 2 cards instead.");
    expect(c.abilities.triggers[0]?.effect[0]).not.toMatchObject({ conditions: [{ filter: { nameIncludes: "Red Command Dragon" } }] });
  });

  it("the if-instead trigger reads only 'When you put this creature', not other events", () => {
    const c = line("Whenever this creature attacks, draw a card. If there are 3 or more cards under this creature, draw 2 cards instead.");
    expect(c.sentences[0].template).not.toBe("trigger:if-instead");
  });
});
