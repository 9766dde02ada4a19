/**
 * Smokes for the mech3 readers (lib/abilities/mech3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const WATER = "aqua-blade-blue-wolf"; // water Liquid People, no text
const FIRE = "arima-churis"; // fire Beat Jockey, no text
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
];
