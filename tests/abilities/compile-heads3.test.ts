/** What lib/abilities/heads3.ts and heads3-templates.ts read (trigger heads and the lines the general template cannot take), and what they leave. */
import { describe, expect, it } from "vitest";
import { parseTriggerConditions } from "@/lib/abilities/triggers";
import { compiled, sentenceOf } from "./support";

const creature = { type: "Creature", name: "x" } as never;
const heads = (s: string, ctx = creature) => parseTriggerConditions(s, ctx);

describe("block heads (507.3a, 507.2c)", () => {
  it("this creature blocks / is blocked; a subject noun", () => {
    expect(heads("this creature blocks")).toEqual([{ event: "blocks", subject: "self" }]);
    expect(heads("this creature becomes blocked")).toEqual([{ event: "blocked", subject: "self" }]);
    expect(heads("one of your Gladiators or Earth Eaters blocks")).toEqual([{ event: "blocks", subject: "own", filter: { raceIncludes: ["Gladiator", "Earth Eater"] } }]);
    expect(heads("one of your Giants becomes blocked")?.[0]).toMatchObject({ event: "blocked", subject: "own" });
    // not a creature: "this creature" is not this card
    expect(heads("this creature blocks", { type: "Spell", name: "x" } as never)).toBeNull();
  });
});

describe("trigger:block-other", () => {
  it("after the battle of the block: this creature's battle while blocking, in the block's battle", () => {
    const t = compiled("balforce-the-demonic-holy-spirit").abilities.triggers;
    expect(t).toEqual([{ id: expect.any(String), text: expect.any(String), on: { event: "battles", subject: "self" }, optional: false, effect: [{ do: "untap", target: { self: true } }], conditions: [{ kind: "blocking" }, { kind: "block-battle" }] }]);
    expect(sentenceOf("candle-service-fallen-angel-of-goodness", "When this creature blocks").template).toBe("trigger:block-other");
    expect(compiled("panaon").abilities.triggers[0].effect).toEqual([{ do: "return-to-hand", target: { eventOther: true } }]);
  });

  it("the other creature of the block: the attacker", () => {
    expect(compiled("jurogumo").abilities.triggers[0]).toMatchObject({ on: { event: "blocks", subject: "self" }, effect: [{ do: "destroy", target: { eventOther: true } }, { do: "draw", player: "you", count: 2 }] });
    expect(compiled("juju-misfortune-demon-79").abilities.triggers[0]).toMatchObject({ on: { event: "blocks", subject: "self" }, effect: [{ do: "grant", to: { eventOther: true }, power: -9000 }] });
  });

  it("after the attack: attack-ended for its attack, block-ended for the attack it blocked", () => {
    const t = compiled("dish-wish").abilities.triggers.filter((x) => /after the attack/.test(x.text));
    expect(t.map((x) => x.on)).toEqual([
      { event: "attack-ended", subject: "self" },
      { event: "block-ended", subject: "self" },
    ]);
    expect(sentenceOf("turidon-misfortune-demon-82", "After this creature attacks or blocks").status).toBe("modelled");
  });

  it("left: a choice made at the block for an effect after the battle; a condition at the trigger for a later effect", () => {
    expect(sentenceOf("ikaz-the-spydroid", "Whenever this creature blocks").status).toBe("not-modelled");
    expect(sentenceOf("disohgeno", "Whenever this creature attacks or blocks").status).toBe("not-modelled");
  });
});

describe("evolution heads and trigger:or-heads (801.1, 802.1)", () => {
  it("you put this as an evolution creature / it becomes an evolution source", () => {
    expect(heads("you put this as an evolution creature")).toEqual([{ event: "evolved", subject: "self" }]);
    expect(heads("it becomes an evolution source")).toEqual([{ event: "became-source", subject: "self" }]);
    expect(compiled("bubble-helma").abilities.triggers.map((t) => t.on)).toEqual([
      { event: "evolved", subject: "self" },
      { event: "became-source", subject: "self" },
    ]);
  });

  it("three heads of this creature; a half that is not a whole head is not split", () => {
    expect(compiled("d-arc-en-ciel-holy-spear-dragon-elemental").abilities.triggers.map((t) => t.on.event)).toEqual(["attacks", "blocks", "leaves-battle"]);
    // "it can attack untapped creatures": the card that became a source is under the evolution creature, not read
    expect(sentenceOf("bazaga-berg-fourtwo", "When you put this as an evolution creature").status).toBe("not-modelled");
  });
});

describe("God Link heads (804.1a)", () => {
  it("this creature links with another God / is linked", () => {
    expect(heads("this creature links with another God")).toEqual([{ event: "links", subject: "self" }]);
    expect(heads("this creature is linked")).toEqual([{ event: "links", subject: "self" }]);
    expect(compiled("titus-king-of-the-gods").abilities.triggers[0].on).toEqual({ event: "links", subject: "self" });
    // "linked with Heavy, Dragon God and Metal, Dragon God": which gods is not read
    expect(heads("this creature is linked with Heavy, Dragon God and Metal, Dragon God")).toBeNull();
  });
});

describe("Revolution Change head (701.26a)", () => {
  it("you put this creature with \"Revolution Change\"", () => {
    expect(heads('you put this creature with "Revolution Change"')).toEqual([{ event: "revolution-changed", subject: "self" }]);
    expect(compiled("kurophecy-mecha-abyss-heaven").abilities.triggers.map((t) => t.on)).toEqual([{ event: "revolution-changed", subject: "self" }]);
    // Final Revolution's "and you haven't used another "Final Revolution" during this turn" is not read
    expect(sentenceOf("redgirazone-roaring-revolution", "Final Revolution").status).toBe("not-modelled");
  });
});

describe("this fortress / dragheart / field / cross gear", () => {
  it("the card's own entering, its type as the filter; not said of a creature", () => {
    expect(heads("you put this fortress into the battle zone", { type: "Dragheart Fortress", name: "x" } as never)).toEqual([{ event: "put-into-battle", subject: "self", filter: { typeIncludes: "Fortress" } }]);
    expect(heads("you put this field", { type: "D2 Field", name: "x" } as never)).toEqual([{ event: "put-into-battle", subject: "self", filter: { typeIncludes: "Field" } }]);
    expect(heads("you put this fortress", { type: "Creature", name: "x" } as never)).toBeNull();
    expect(sentenceOf("blacko-dragon-soul-palace", "When you put this fortress").note).toMatch(/Hyperspatial Dragheart Fortress/);
  });
});

describe("Dragsolution head (701.22a)", () => {
  it("this creature is Dragsolutioned: the dragheart creature side flipped to", () => {
    expect(compiled("gaiginga-passionate-star-dragon").abilities.triggers.find((t) => /Dragsolutioned/.test(t.text))?.on).toEqual({ event: "flipped", subject: "self" });
    expect(heads("this creature is Dragsolutioned")).toBeNull(); // a plain creature: not a dragheart
  });
});

describe("no battle happens", () => {
  it("the handler no-battle on this creature's block or its being blocked; the reminder that both stay tapped", () => {
    expect(compiled("choya-the-unheeding").abilities.triggers[0]).toMatchObject({ on: { event: "blocked", subject: "self" }, effect: [{ do: "handler", name: "no-battle" }] });
    expect(sentenceOf("chekicul-vizier-of-endurance", "Whenever this creature blocks").template).toBe("trigger:block-other");
  });
});

describe("shield trigger used (509.5e)", () => {
  it("your opponent uses the \"shield trigger\" ability of one of their shields", () => {
    expect(heads('your opponent uses the "shield trigger" ability of one of their shields')).toEqual([{ event: "shield-trigger-used", subject: "opponents" }]);
    expect(compiled("emperor-quazla").abilities.triggers[0].on).toEqual({ event: "shield-trigger-used", subject: "opponents" });
    // "of a shield broken by this creature": which creature broke it is not read
    expect(sentenceOf("pokolul", "Whenever your opponent uses").status).toBe("not-modelled");
  });
});

describe("misprinted heads and body wordings", () => {
  it("'your put this creature', 'you put this creature is put', 'is put into battle zone'", () => {
    expect(heads("your put this creature into the battle zone")).toEqual([{ event: "put-into-battle", subject: "self" }]);
    expect(heads("you put this creature is put into the battle zone")).toEqual([{ event: "put-into-battle", subject: "self" }]);
    expect(heads("another creature is put into battle zone")).toEqual([{ event: "put-into-battle", subject: "other" }]);
  });
  it("'your opponent chooses ..., and returns it to their hand' in a block trigger", () => {
    expect(compiled("tropic-crawler").abilities.triggers[0]).toMatchObject({ on: { event: "blocks", subject: "self" }, effect: [{ do: "return-to-hand" }] });
  });
});
