/**
 * Smoke scenarios for the clause readers of issue 14, branch `clauses2` (lib/abilities/clauses2.ts and its hooks in
 * grammar.ts): each on a real card, the expected outcome written from the printed sentence and the rules clause quoted
 * in `why` before the run. Clauses: 302.1 (summoning sickness: a creature can't attack the turn it is put into the
 * battle zone unless it has "speed attacker"), 509.1/509.2 (an attacking creature that is not blocked breaks a shield),
 * 115.3b (the creature with the lower power loses a battle and is destroyed), 101.4 (a "may" is the player's choice).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const P1000 = "aqua-vehicle"; // 1000 power, cost 2, no text
const P5000 = "bongora-kraft-style"; // 5000 power, cost 5, no text
const MERAPIKKA = "merapikka-charger-flame-storage-spell";

export const CLAUSES2_SMOKES: Smoke[] = [
  {
    template: "spell:effect",
    card: MERAPIKKA,
    sentence: "You may put a creature that costs 2 or less from your hand. That creature gets \"speed attacker\" until the end of the turn.",
    why: "\"That creature\" is the creature the spell put. It has \"speed attacker\" until the end of the turn, so it has no summoning sickness (302.1): put this turn, it attacks B and breaks B's only shield (509.2), which goes to B's hand.",
    A: { hand: [c("a_sp", MERAPIKKA), c("a_v", P1000)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] },
      { action: { kind: "attack", attacker: "a_v", target: "B" } },
    ],
    expect: { zones: { "A.battle": ["a_v"], "B.shields": [], "B.hand": ["b_s1"] } },
  },
  {
    template: "spell:effect",
    card: MERAPIKKA,
    sentence: "You may put a creature that costs 2 or less from your hand. That creature gets \"speed attacker\" … (another creature)",
    why: "Negative case: only the creature the spell put gets \"speed attacker\". A second creature A puts the same turn by other means has summoning sickness (302.1): its attack is refused.",
    A: { hand: [c("a_sp", MERAPIKKA), c("a_v", P1000), c("a_w", P1000)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] },
      { action: { kind: "put", player: "A", card: "a_w" } },
      { action: { kind: "attack", attacker: "a_w", target: "B" } },
    ],
    error: { code: "E_ILLEGAL_ACTION", step: 2 },
  },
  {
    template: "spell:effect",
    card: MERAPIKKA,
    sentence: "You may put a creature … from your hand. That creature gets \"speed attacker\" … (A puts nothing)",
    why: "A \"may\" is A's choice (101.4): A chooses no creature (the choice is of up to one), nothing is put, and the sentence about \"that creature\" acts on nothing; the creature stays in A's hand.",
    A: { hand: [c("a_sp", MERAPIKKA), c("a_v", P1000)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.hand": ["a_v"], "A.battle": [] } },
  },
  {
    template: "trigger:when",
    card: "pizzastar-s-antihamuto",
    sentence: "When you put this creature, draw a card. Then you may put a creature that costs 3 or less from your hand. That creature gets \"speed attacker\" and +3000 power until the end of the turn.",
    why: "A draws a card, then puts a 4000-power creature (cost 2) from the hand: it has \"speed attacker\" (no summoning sickness, 302.1) and +3000 power, so at 7000 it attacks B's tapped 5000-power creature and wins the battle: the loser is destroyed (115.3b), A's creature stays.",
    A: { hand: [c("a_pz", "pizzastar-s-antihamuto"), c("a_v", VANILLA)], deck: [c("a_d1", P1000)] },
    B: { battle: [c("b_big", P5000, { tapped: true })] },
    steps: [
      { action: { kind: "put", player: "A", card: "a_pz" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] },
      { action: { kind: "attack", attacker: "a_v", target: "b_big" } },
    ],
    expect: { zones: { "A.hand": ["a_d1"], "A.battle": ["a_pz", "a_v"], "B.battle": [], "B.graveyard": ["b_big"] } },
  },
  {
    template: "trigger:when",
    card: "solarray-1-shining-crystal",
    sentence: "When this creature is destroyed, choose one of your opponent's creatures and tap it. That creature doesn't untap at the start of their next turn.",
    why: "\"Their\" is the owner of the chosen creature, B. Solarray-1 is destroyed: A taps B's chosen creature. At the start of B's next turn B's cards untap (501.1), except that creature, which stays tapped; B's other tapped creature untaps.",
    A: { battle: [c("a_so", "solarray-1-shining-crystal")] },
    B: { battle: [c("b_t", VANILLA), c("b_o", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "destroy", card: "a_so", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_t"] }] }, { action: { kind: "end-turn" } }],
    expect: { zones: { "A.graveyard": ["a_so"] }, tapped: ["b_t"], untapped: ["b_o"] },
  },
  {
    template: "trigger:when",
    card: "solarray-1-shining-crystal",
    sentence: "… doesn't untap at the start of their next turn (the turn after)",
    why: "Only that one untap: at the start of B's following turn the creature untaps (501.1).",
    A: { battle: [c("a_so", "solarray-1-shining-crystal")] },
    B: { battle: [c("b_t", VANILLA), c("b_o", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "destroy", card: "a_so", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_t"] }] }, { action: { kind: "end-turn" } }, { action: { kind: "end-turn" } }, { action: { kind: "end-turn" } }],
    expect: { untapped: ["b_t", "b_o"] },
  },
  {
    template: "trigger:when",
    card: "albatross-spirit-wing-treasure",
    sentence: "When this creature is destroyed, you may choose up to 2 creatures that have total cost 5 or less from your graveyard and put them into the battle zone. Those creatures get \"speed attacker\" until the end of the turn.",
    why: "Albatross is destroyed: A puts two cost-2 creatures (total 4) from the graveyard. \"Those creatures\" are both: each has \"speed attacker\" (no summoning sickness, 302.1), so both attack B this turn and each breaks one of B's shields (509.2).",
    A: { battle: [c("a_al", "albatross-spirit-wing-treasure")], graveyard: [c("a_g1", P1000), c("a_g2", "a-zarashi")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [
      { action: { kind: "destroy", card: "a_al", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g1"] }, { prompt: "choose-cards", by: "A", pick: ["a_g2"] }] },
      { action: { kind: "attack", attacker: "a_g1", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] },
      { action: { kind: "attack", attacker: "a_g2", target: "B" } },
    ],
    expect: { zones: { "A.battle": ["a_g1", "a_g2"], "A.graveyard": ["a_al"], "B.shields": [], "B.hand": ["b_s1", "b_s2"] } },
  },
  {
    template: "trigger:when",
    card: "viercannon-wyvern",
    sentence: "When you put this creature, choose 2 creatures. Those 2 creatures battle.",
    why: "A chooses B's 1000-power and 5000-power creatures; those 2 battle and the one with the lower power loses and is destroyed (115.3b): the 1000-power creature goes to B's graveyard, the 5000-power one stays, and Viercannon itself was not in the battle.",
    A: { hand: [c("a_vw", "viercannon-wyvern")] },
    B: { battle: [c("b_1", P1000), c("b_5", P5000)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_vw" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_1", "b_5"] }] }],
    expect: { zones: { "A.battle": ["a_vw"], "B.battle": ["b_5"], "B.graveyard": ["b_1"] } },
  },
  {
    template: "spell:effect",
    card: "cute-enough-to-wear-the-ashes",
    sentence: "Rainbownus: If you have a multicolored creature in the battle zone, you may choose one of your creatures and one of your opponent's creatures. Those 2 creatures battle.",
    why: "A has a multicolored creature (Acme, First Seed: darkness and fire, 4000 power): A chooses it and B's 1000-power creature; they battle and B's creature, the one with lower power, is destroyed (115.3b).",
    A: { hand: [c("a_sp", "cute-enough-to-wear-the-ashes")], battle: [c("a_m", VANILLA)] },
    B: { battle: [c("b_1", P1000)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_m"] }, { prompt: "choose-cards", by: "A", pick: ["b_1"] }] }],
    expect: { zones: { "A.battle": ["a_m"], "B.battle": [], "B.graveyard": ["b_1"] } },
  },
  {
    template: "spell:effect",
    card: "cute-enough-to-wear-the-ashes",
    sentence: "Rainbownus: If you have a multicolored creature in the battle zone, … Those 2 creatures battle. (no multicolored creature)",
    why: "Negative case: A's only creature is a nature creature (one civilization): the condition does not hold, so nothing is chosen and no battle happens; B's creature stays.",
    A: { hand: [c("a_sp", "cute-enough-to-wear-the-ashes")], battle: [c("a_n", P5000)] },
    B: { battle: [c("b_1", P1000)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": ["a_n"], "B.battle": ["b_1"], "B.graveyard": [] } },
  },
  {
    template: "spell:effect",
    card: "duel-me",
    sentence: "Choose a creature in the battle zone. That creature gets +5000 power and can't attack players until the end of the turn.",
    why: "A chooses its own 4000-power creature: 9000 power until the end of the turn. It may still attack creatures: it attacks B's tapped 5000-power creature and wins; the loser is destroyed (115.3b).",
    A: { hand: [c("a_sp", "duel-me")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_big", P5000, { tapped: true })] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] },
      { action: { kind: "attack", attacker: "a_v", target: "b_big" } },
    ],
    expect: { zones: { "A.battle": ["a_v"], "B.battle": [], "B.graveyard": ["b_big"] } },
  },
  {
    template: "spell:effect",
    card: "duel-me",
    sentence: "Choose a creature in the battle zone. That creature gets +5000 power and can't attack players … (an attack on B)",
    why: "Negative case: the chosen creature can't attack players until the end of the turn, so its attack on B is refused.",
    A: { hand: [c("a_sp", "duel-me")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_o", P1000)], shields: [c("b_s1", VANILLA)] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] },
      { action: { kind: "attack", attacker: "a_v", target: "B" } },
    ],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
  {
    template: "spell:effect",
    card: "road-of-no-future",
    sentence: "Draw 3 cards. Then your opponent discards a card at random from your hand.",
    why: "A draws 3 cards; then B discards a card at random (701.10) — from B's own hand, the only hand a player discards from (the Japanese text: 相手の手札を1枚見ないで選び、捨てさせる). B's only card goes to B's graveyard; A's hand keeps the 3 cards drawn.",
    A: { hand: [c("a_sp", "road-of-no-future")], deck: [c("a_d1", P1000), c("a_d2", P1000), c("a_d3", P1000), c("a_d4", P1000)] },
    B: { hand: [c("b_h1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3"], "B.hand": [], "B.graveyard": ["b_h1"] } },
  },
];
