/**
 * Smokes for the mech3 readers (lib/abilities/mech3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const WATER = "aqua-blade-blue-wolf"; // water Liquid People, no text
const FIRE = "arima-churis"; // fire Beat Jockey, no text
const EVO = "pildol-bird-of-fire"; // fire Evolution Creature, no ability but its evolution
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const MECH3_SMOKES: Smoke[] = [
  // --- Mana Drive N (CIV): the label only names the ability, its text states the condition (205.1a) ---
  {
    template: "trigger:when",
    card: "hotte-hotta",
    sentence: "Mana Drive 3 (Water): Whenever this creature attacks, if you have 3 or more cards in your mana zone and one or more of them is water civilization, draw a card.",
    why: "A has 3 cards in the mana zone, one of them water: Hotte Hotta attacks, its ability triggers and A draws a card.",
    A: { battle: [c("a_h", "hotte-hotta")], mana: [c("a_m1", WATER), c("a_m2", FIRE), c("a_m3", FIRE)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B" } }],
    expect: { drew: { A: 1 }, contains: { "A.hand": ["a_d1"] } },
  },
  {
    template: "trigger:when",
    card: "hotte-hotta",
    sentence: "Mana Drive 3 (Water): … (3 cards in the mana zone, none of them water)",
    why: "A has 3 cards in the mana zone but none is water: the condition is false, A draws nothing.",
    A: { battle: [c("a_h", "hotte-hotta")], mana: [c("a_m1", FIRE), c("a_m2", FIRE), c("a_m3", FIRE)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B" } }],
    expect: { drew: { A: 0 }, zones: { "A.hand": [] } },
  },
  {
    template: "trigger:when",
    card: "hotte-hotta",
    sentence: "Mana Drive 3 (Water): … (2 water cards in the mana zone)",
    why: "A has only 2 cards in the mana zone (both water): fewer than 3, A draws nothing.",
    A: { battle: [c("a_h", "hotte-hotta")], mana: [c("a_m1", WATER), c("a_m2", WATER)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B" } }],
    expect: { drew: { A: 0 }, zones: { "A.hand": [] } },
  },

  // --- 'Shinkapower': When this creature evolves, … (an evolution creature put on top of it, 801.1) ---
  {
    template: "trigger:shinkapower",
    card: "manmasa-sharpscaled-swordsman",
    sentence: "'Shinkapower': When this creature evolves, draw a card.",
    why: "A evolves Pildol onto Manmasa: Manmasa evolves (it is an evolution source of the new creature, 801.1; the same creature, 801.2), its ability triggers and A draws a card.",
    A: { battle: [c("a_mm", "manmasa-sharpscaled-swordsman")], hand: [c("a_ev", EVO)], deck: deck("a") },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_ev", on: ["a_mm"] } }],
    expect: { drew: { A: 1 }, zones: { "A.hand": ["a_d1"], "A.battle": ["a_ev"] }, under: { a_ev: ["a_mm"] }, triggers: { fired: [{ source: "a_mm", card: "a_mm" }] } },
  },
  {
    template: "trigger:shinkapower",
    card: "manmasa-sharpscaled-swordsman",
    sentence: "'Shinkapower': When this creature evolves, draw a card. (another creature evolves)",
    why: "The evolution creature is put on another of A's creatures: Manmasa does not evolve (\"this creature\"), nothing triggers, A draws nothing.",
    A: { battle: [c("a_mm", "manmasa-sharpscaled-swordsman"), c("a_v", VANILLA)], hand: [c("a_ev", EVO)], deck: deck("a") },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_ev", on: ["a_v"] } }],
    expect: { drew: { A: 0 }, zones: { "A.hand": [] }, triggers: { fired: [] } },
  },
  {
    template: "trigger:shinkapower",
    card: "manmasa-sharpscaled-swordsman",
    sentence: "'Shinkapower': When this creature evolves, draw a card. (Manmasa summoned)",
    why: "Manmasa put into the battle zone by summoning does not evolve: nothing triggers.",
    A: { hand: [c("a_mm", "manmasa-sharpscaled-swordsman")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_mm" } }],
    expect: { drew: { A: 0 }, zones: { "A.battle": ["a_mm"], "A.hand": [] }, triggers: { fired: [] } },
  },
  {
    template: "trigger:shinkapower",
    card: "piacere-blue-defense-silver",
    sentence: "'Shinkapower': When this creature evolves, choose one of your opponent's creatures and tap it.",
    why: "A evolves Pildol onto Piacere: its ability triggers; A chooses B's creature and taps it.",
    A: { battle: [c("a_p", "piacere-blue-defense-silver")], hand: [c("a_ev", EVO)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_ev", on: ["a_p"] } }],
    expect: { tapped: ["b_v"], under: { a_ev: ["a_p"] } },
  },
];
