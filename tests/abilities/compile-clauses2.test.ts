/**
 * Issue 14, branch `clauses2` (lib/abilities/clauses2.ts and its hooks in grammar.ts) on real catalogue texts: what the
 * clause readers compile to, and the sentences that must stay unmodelled. Each expectation is written from the card's
 * printed text.
 */
import { describe, expect, it } from "vitest";
import { parseEffects } from "@/lib/abilities/grammar";
import { sentenceOf } from "./support";

describe("'that creature' after a put into the battle zone", () => {
  it("Bolshack Sign: the creature put gets speed attacker until the end of the turn", () => {
    expect(sentenceOf("bolshack-sign", "Put a non-evolution Armored creature").status).toBe("modelled");
    expect(parseEffects('Put a non-evolution Armored creature that costs 7 or less from your hand. That creature gets "speed attacker" until the end of the turn.')).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter: { costAtMost: 7, typeExcludes: "Evolution", raceIncludes: ["Armored"], typeIncludes: "Creature" } } }, remember: "chosen0" },
      { do: "grant", to: { remembered: "chosen0" }, keywords: ["speed-attacker"], until: "end-of-turn", text: 'That creature gets "speed attacker" until the end of the turn' },
    ]);
  });

  it("Dragon's Sign: blocker until the start of your next turn", () => {
    expect(sentenceOf("dragon-s-sign", "Put a non-evolution Light dragon creature").status).toBe("modelled");
  });

  it("Heavenash Sign: the creature put is one of the 2 creatures that battle", () => {
    const steps = parseEffects('Put a creature that costs 8 or less from your graveyard. That creature gets "blocker" until the start of your next turn. Then you may choose one of your opponent\'s creatures. Those 2 creatures battle.');
    expect(steps?.[steps.length - 1]).toEqual({ do: "battle", a: { remembered: "chosen0" }, b: { remembered: "chosen2" } });
  });

  it("several creatures put: 'those creatures' are all of them; 'that creature' after several is not read", () => {
    const steps = parseEffects('You may choose up to 2 creatures that have total cost 5 or less from your graveyard and put them into the battle zone. Those creatures get "speed attacker" until the end of the turn.');
    expect(steps?.[0]).toMatchObject({ do: "put-into-battle", remember: "chosen0" });
    expect(steps?.[1]).toMatchObject({ do: "grant", to: { remembered: "chosen0" }, keywords: ["speed-attacker"] });
    expect(parseEffects('You may choose up to 2 creatures from your graveyard and put them into the battle zone. That creature gets "speed attacker" until the end of the turn.')).toBeNull();
  });

  it("a creature not put by the step is not 'that creature': a put to the mana zone is not read this way", () => {
    expect(parseEffects('Put a creature from your hand into your mana zone. That creature gets "speed attacker" until the end of the turn.')).toBeNull();
  });
});

describe("grants said the other way round, and 'their next turn'", () => {
  it("'gets \"speed attacker\" and +3000 power' (Pizzastar's Antihamuto)", () => {
    expect(parseEffects('Choose one of your creatures. That creature gets "speed attacker" and +3000 power until the end of the turn.')).toEqual([
      { do: "grant", to: { choose: { player: "you", zone: "battle", count: 1 } }, keywords: ["speed-attacker"], power: 3000, until: "end-of-turn", text: 'That creature gets "speed attacker" and +3000 power until the end of the turn' },
    ]);
  });

  it("'doesn't untap at the start of their next turn' after one of the opponent's creatures (Solarray-1); not after one of yours", () => {
    expect(sentenceOf("solarray-1-shining-crystal", "When this creature is destroyed").status).toBe("modelled");
    expect(sentenceOf("zeblue-dragon-armored-roses-bloom", "Whenever a card is put into your shield zone").status).toBe("modelled");
    expect(parseEffects("Choose one of your creatures and tap it. That creature doesn't untap at the start of their next turn.")).toBeNull();
  });
});

describe("'Those 2 creatures battle' after one choice of two, or after a conditional choice of one of each", () => {
  it("'Choose 2 of your opponent's creatures in the battle zone.' (Fantasy Heart): one choice of two, remembered", () => {
    expect(sentenceOf("fantasy-heart", "Tap ability:").status).toBe("modelled");
    expect(parseEffects("Choose 2 of your opponent's creatures in the battle zone. Those 2 creatures battle.")).toEqual([
      { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 2 } }, remember: "chosen0" },
      { do: "battle", a: { remembered: "chosen0" }, b: { remembered: "chosen0" } },
    ]);
  });

  it("'choose up to 2 …' is not two creatures for sure: not read", () => {
    expect(parseEffects("Choose up to 2 of your opponent's creatures. Those 2 creatures battle.")).toBeNull();
  });

  it("'If you have a multicolored creature …, you may choose one of your creatures and one of your opponent's creatures.' (Cute Enough to Wear the Ashes)", () => {
    const steps = parseEffects("If you have a multicolored creature in the battle zone, you may choose one of your creatures and one of your opponent's creatures. Those 2 creatures battle.");
    expect(steps).toHaveLength(1);
    expect(steps?.[0]).toMatchObject({ do: "if", then: [{ do: "battle", a: { choose: { player: "you", count: 1 } }, b: { choose: { player: "opponent", count: 1 } }, optional: true }] });
  });
});

describe("two grants on one creature, and a translation slip", () => {
  it("'gets +4000 power until the end of the turn and can't attack players until the start of your next turn' (Oasis Contest): each half its own period", () => {
    const steps = parseEffects("Choose a creature. That creature gets +4000 power until the end of the turn and can't attack players until the start of your next turn.");
    expect(steps?.slice(1)).toMatchObject([
      { do: "grant", to: { remembered: "chosen0" }, power: 4000, until: "end-of-turn" },
      { do: "grant", to: { remembered: "chosen0" }, cantAttack: "players", until: "start-of-your-next-turn" },
    ]);
  });

  it("a period said once at the end is that of both halves (Duel Me!); with no period at all it is not read", () => {
    expect(sentenceOf("duel-me", "Choose a creature in the battle zone").status).toBe("modelled");
    expect(parseEffects("Choose a creature. That creature gets +5000 power and can't attack players.")).toBeNull();
  });

  it("'your opponent discards a card at random from your hand' is from their hand (Road of No Future)", () => {
    expect(parseEffects("Draw 3 cards. Then your opponent discards a card at random from your hand.")).toEqual([
      { do: "draw", player: "you", count: 3 },
      { do: "discard", player: "opponent", count: 1, chooser: "random" },
    ]);
  });
});
