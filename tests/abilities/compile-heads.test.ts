/** What lib/abilities/heads.ts reads trigger conditions into (the engine's trigger events), and what it leaves. */
import { describe, expect, it } from "vitest";
import { parseTriggerConditions } from "@/lib/abilities/triggers";
import { sentenceOf, compiled } from "./support";

const creature = { type: "Creature", name: "x" } as never;
const heads = (s: string, ctx = creature) => parseTriggerConditions(s, ctx);

describe("trigger heads (heads.ts)", () => {
  it("summoning: this creature, an evolution creature, the opponent's creatures; putting except by summoning", () => {
    expect(heads("you summon this creature")).toEqual([{ event: "put-into-battle", subject: "self", bySummon: true }]);
    expect(heads("you summon this creature into the battle zone")).toEqual([{ event: "put-into-battle", subject: "self", bySummon: true }]);
    expect(heads("you summon an evolution creature")).toEqual([{ event: "put-into-battle", subject: "own", bySummon: true, filter: { typeIncludes: "Evolution" } }]);
    expect(heads("your opponent summons a creature")).toEqual([{ event: "put-into-battle", subject: "opponents", bySummon: true }]);
    expect(heads("your opponent puts a creature except by summoning")).toEqual([{ event: "put-into-battle", subject: "opponents", bySummon: false }]);
    expect(heads("your opponent summons a creature or casts a spell")).toEqual([
      { event: "put-into-battle", subject: "opponents", bySummon: true },
      { event: "cast", subject: "opponents" },
    ]);
  });

  it("attacks: unblocked (507.3c), the target, the first attack; 'attacks you' is an opponent's creature", () => {
    expect(heads("this creature attacks your opponent and isn't blocked")).toEqual([{ event: "unblocked", subject: "self", target: "player" }]);
    expect(heads("this creature is attacking your opponent and isn't blocked")).toEqual([{ event: "unblocked", subject: "self", target: "player" }]);
    expect(heads("this creature attacks and isn't blocked")).toEqual([{ event: "unblocked", subject: "self" }]);
    expect(heads("one of your opponent's creatures attacks you and isn't blocked")).toEqual([{ event: "unblocked", subject: "opponents", target: "player" }]);
    expect(heads("a creature attacks you")).toEqual([{ event: "attacks", subject: "opponents", target: "player" }]);
    expect(heads("this creature attacks a creature")).toEqual([{ event: "attacks", subject: "self", target: "creature" }]);
    expect(heads("this creature attacks for the first time each turn")).toEqual([{ event: "attacks", subject: "self", firstThisTurn: true }]);
    // "this creature attacks you" cannot be said of your own creature; "one of your creatures attacks you" neither
    expect(heads("this creature attacks you")).toBeNull();
    expect(heads("one of your creatures attacks you")).toBeNull();
    // blocks: the engine's block step (lib/engine/block.ts) designates the blocker; heads3.ts reads the head (507.3a)
    expect(heads("this creature blocks")).toEqual([{ event: "blocks", subject: "self" }]);
    expect(heads("this creature attacks or blocks")).toEqual([{ event: "attacks", subject: "self" }, { event: "blocks", subject: "self" }]);
  });

  it("untaps, loses a battle, leaves; combined with 'you put this creature'", () => {
    expect(heads("you put this creature or whenever it untaps")).toEqual([
      { event: "put-into-battle", subject: "self" },
      { event: "untapped", subject: "self" },
    ]);
    expect(heads("another creature untaps")).toEqual([{ event: "untapped", subject: "other" }]);
    expect(heads("this creature loses a battle")).toEqual([{ event: "loses-battle", subject: "self" }]);
    expect(heads("this creature is tapped")).toEqual([{ event: "tapped", subject: "self" }]);
    expect(heads("one of your opponent's creatures is tapped")).toEqual([{ event: "tapped", subject: "opponents" }]);
    expect(heads("this creature leaves")).toEqual([{ event: "leaves-battle", subject: "self" }]);
    // on a card that is not a creature, "this creature" is not read
    expect(heads("this creature untaps", { type: "Spell", name: "x" } as never)).toBeNull();
  });

  it("'this creature or a creature that costs 7 or more': the second part is another creature, so one entry triggers once", () => {
    expect(heads("you put this creature or a creature that costs 7 or more into the battle zone")).toEqual([
      { event: "put-into-battle", subject: "self" },
      { event: "put-into-battle", subject: "own-other", filter: { costAtLeast: 7 } },
    ]);
  });

  it("shields, draws, the mana zone and the graveyard (110.4g: the card's own arrival functions in that zone)", () => {
    expect(heads("a card is added to your shields")).toEqual([{ event: "enters-shields", subject: "own" }]);
    expect(heads("a card leaves your shield zone")).toEqual([{ event: "leaves-shields", subject: "own" }]);
    expect(heads("your opponent draws a card")).toEqual([{ event: "draws", subject: "opponents" }]);
    expect(heads("you draw a card")).toEqual([{ event: "draws", subject: "own" }]);
    expect(heads("you put this card from your hand into your mana zone", { type: "Spell", name: "x" } as never)).toEqual([{ event: "put-into-mana", subject: "self", from: ["hand"] }]);
    expect(heads("this card is put into your graveyard from anywhere")).toEqual([{ event: "put-into-graveyard", subject: "self" }]);
    expect(heads("this creature is put from your deck into your graveyard")).toEqual([{ event: "put-into-graveyard", subject: "self", from: ["deck"] }]);
    expect(heads("you put a multicolored card into your mana zone")).toEqual([{ event: "put-into-mana", subject: "own", filter: { multicolored: true } }]);
    const t = compiled("tachi-uo-master-knifer").abilities.triggers[0];
    expect(t.activeIn).toBe("graveyard");
    expect(compiled("new-world-king-s-authority").abilities.triggers.find((x) => x.on.event === "put-into-mana")?.activeIn).toBe("mana");
  });

  it("a dragheart / tamaseed put: the named type is the filter (not a creature); a tamaseed's own and another's", () => {
    expect(heads("you put a dragheart into the battle zone")).toEqual([{ event: "put-into-battle", subject: "own", filter: { typeIncludes: "Dragheart" } }]);
    expect(heads('you put this tamaseed or another tamaseed that has "Coin of X" in its name', { type: "Tamaseed", name: "x" } as never)).toEqual([
      { event: "put-into-battle", subject: "self", filter: { typeIncludes: "Tamaseed" } },
      { event: "put-into-battle", subject: "own-other", filter: { typeIncludes: "Tamaseed", nameIncludes: "Coin of X" } },
    ]);
    // a spell is not a type that is put into the battle zone
    expect(heads("you put a spell into the battle zone")).toBeNull();
  });

  it("from your hand; at the start of your turn; two verbs of this creature", () => {
    expect(heads("you put this creature into the battle zone from your hand")).toEqual([{ event: "put-into-battle", subject: "self", from: ["hand"] }]);
    expect(heads("you cast a spell from your hand")).toEqual([{ event: "cast", subject: "own", from: ["hand"] }]);
    expect(heads("you put this creature or at the start of your turn")).toEqual([
      { event: "put-into-battle", subject: "self" },
      { event: "turn-start", subject: "own" },
    ]);
    expect(heads("this creature attacks or leaves the battle zone")).toEqual([
      { event: "attacks", subject: "self" },
      { event: "leaves-battle", subject: "self" },
    ]);
  });

  it("put face up into the shield zone: functions in the shield zone (110.4g)", () => {
    expect(heads("you put this creature face up into your shield zone")).toEqual([{ event: "enters-shields", subject: "self", faceUp: true }]);
    expect(compiled("elysium-go-straight").abilities.triggers.find((x) => x.on.event === "enters-shields")?.activeIn).toBe("shields");
  });

  it("compiles on real cards as modelled", () => {
    expect(sentenceOf("cromwell-iron-cannon", "Whenever this creature attacks for the first time").status).toBe("modelled");
    expect(sentenceOf("balesk-baj-the-timeburner", "Whenever this creature is attacking your opponent").status).toBe("modelled");
    expect(sentenceOf("lacross-faerie", "When this creature leaves").status).toBe("modelled");
  });
});
