/** Compiler output of the named-mechanic templates (lib/abilities/mech.ts, mech-clauses.ts): what is read, and what is not. */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

const card = (text: string, type = "Creature") => compileCard({ id: "x", name: "X", text, type, civilizations: ["fire"], races: [] } as never);

describe("named mechanics: compiler output", () => {
  it("Gravity Zero: the condition and the use (summon / cast) are recorded", () => {
    expect(compiled("beach-boys").abilities.gravityZero).toEqual([
      { text: "Gravity Zero: If you have 6 or more cards in your hand, you may summon this creature for no cost.", play: "summon", conditions: [{ kind: "zone-count", whose: "yours", zone: "hand", atLeast: 6 }] },
    ]);
    expect(compiled("pet-puppet-puppet-trick").abilities.gravityZero?.[0].play).toBe("cast");
    // "there is an Angel Command in the battle zone": either player's battle zone
    expect(compiled("webius-the-patroller").abilities.gravityZero?.[0].conditions).toEqual([{ kind: "zone-count", whose: "either", zone: "battle", filter: { raceIncludes: ["Angel Command"], typeIncludes: "Creature" }, atLeast: 1 }]);
  });

  it("Gravity Zero: a condition the grammar can't read, or a spell line on a creature, is not modelled", () => {
    expect(sentenceOf("atom-the-divine-core", "Gravity Zero").status).toBe("not-modelled");
    expect(card("Gravity Zero: If you have a Dragon, you may cast this spell for no cost.").sentences[0].status).toBe("not-modelled");
  });

  it("Meteorburn: one card, up to N or any number are read; an exact count above one is not", () => {
    const one = card("Meteorburn—Whenever this creature attacks, you may put a card under this creature into your graveyard. If you do, untap this creature.");
    expect(one.sentences[0].status).toBe("modelled");
    expect(JSON.stringify(one.abilities.triggers[0].effect)).toContain('"underSource":true');
    const three = card("Meteorburn—Whenever this creature attacks, you may put 3 cards under this creature into your graveyard. If you do, draw a card.");
    expect(three.sentences[0].status).toBe("not-modelled");
  });

  it("Magibomber and Jokers Change: the keyword's number must be the reminder's", () => {
    expect(card("Magibomber(4) (Whenever this creature attacks, look at the top card of your deck. You may put a creature that costs 5 or less from the top of your deck or your hand into the battle zone.)").sentences[0].status).toBe("not-modelled");
    const ok = card("Magibomber(4) (Whenever this creature attacks, look at the top card of your deck. You may put a creature that costs 4 or less from the top of your deck or your hand into the battle zone.)");
    expect(ok.abilities.triggers[0].effect).toEqual([{ do: "handler", name: "magibomber", args: { cost: 4 } }]);
    expect(card("Jokers Change 6 (When this creature attacks, you may switch this creature with a Jokers creature that costs 4 or less from your mana zone.)").sentences[0].status).toBe("not-modelled");
  });

  it("Dragsolution: \"you may flip … and untap it\" untaps only if the flip was done", () => {
    const t = compiled("blanc-noir-white-nights-church").abilities.triggers.find((x) => x.on.event === "turn-end")!;
    expect(JSON.stringify(t.effect)).toContain('{"do":"flip","target":{"self":true},"toType":"Creature","ifYouDo":[{"do":"untap","target":{"self":true}}],"optional":true}');
  });

  it("Space Charge: a trigger on the controller's cards of the civilization put into the mana zone, optional", () => {
    const t = compiled("geo-coffee-kid").abilities.triggers[0];
    expect(t.on).toEqual({ event: "put-into-mana", subject: "own", filter: { civilization: "fire" } });
    expect(t.optional).toBe(true);
  });

  it("Abyss Rush: the keyword the summon action checks", () => {
    expect(compiled("bedow-low").abilities.keywords).toContain("abyss-rush");
  });
});
