/**
 * The `statics3` branch's templates (lib/abilities/statics3.ts): their output on real catalogue lines, and the lines
 * they leave not modelled.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

describe("statics3 on catalogue lines", () => {
  it("you may put this creature (into the battle zone) tapped: onEnter may-tapped", () => {
    expect(compiled("beigoma-faerie").abilities.onEnter).toEqual([{ kind: "may-tapped", text: "You may put this creature tapped." }]);
    expect(compiled("dekabuta-c").abilities.onEnter).toEqual([{ kind: "may-tapped", text: "You may put this creature into the battle zone tapped." }]);
    expect(compiled("arashidrum-utan").abilities.onEnter).toEqual([{ kind: "may-tapped", text: "This creature may be put into the battle zone tapped." }]);
    // a spell puts nothing of itself into the battle zone
    expect(compileCard({ type: "Spell", text: "You may put this creature tapped." }).sentences[0].status).not.toBe("modelled");
  });
  it("the D2 Field reminder is the rule 703.4l, read on a D2 Field only; 'destroy this D2 Field' is left", () => {
    expect(sentenceOf("muscle-rise-up-gym", "(When another D2 Field").status).toBe("modelled");
    expect(sentenceOf("universal-shark-and-sea", "(Whenever another D2 Field").status).toBe("modelled");
    expect(sentenceOf("sorting-gate", "(Whenever another D2 Field is put, destroy").status).toBe("not-modelled");
    expect(compileCard({ type: "Creature", text: "(Whenever another D2 Field is put into the battle zone, put this D2 Field into your graveyard.)" }).sentences[0].status).not.toBe("modelled");
  });
});
