/**
 * Smokes for the statics4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const LIGHT_4500 = "disukun-the-patroller"; // light Cosmo Walker, no text, 4500
const LIGHT_3500 = "effia-white-knight-oracle"; // light Light Bringer, no text, 3500
const FIRE_3000 = "arima-churis"; // fire Beat Jockey, no text, 3000
const WATER_3000 = "aqua-blade-blue-wolf"; // water Liquid People, no text, 3000
const ZERO_6000 = "noumen"; // colorless Tristone, no text, 6000
const NATURE_3000 = "alpaca-hammer"; // nature Beast Folk / Hunter, no text, 3000
const DARK_5000 = "crash-worm-rock-worm"; // darkness Parasite Worm, no text, 5000
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const STATICS4_SMOKES: Smoke[] = [
  // --- "Each of your light creatures gets the Survivor race." (a race other creatures get) ---
  {
    template: "static:gets-characteristics",
    card: "azohl-strange-stone-q",
    sentence: "Each of your light creatures gets the Survivor race.",
    why: "Azohl's light creatures are Survivors too, so Disukun (light, 4500) has Azohl's Survivor ability \"Blocker\" (\"Each of your Survivors has this creature's Survivor ability\"): B's 4000 creature attacks, Disukun blocks (507.1a) and wins the battle; B's creature is destroyed.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_az", "azohl-strange-stone-q"), c("a_l", LIGHT_4500)], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_l" } }],
    expect: { zones: { "A.battle": ["a_az", "a_l"], "B.battle": [], "B.graveyard": ["b_v"], "A.shields": ["a_s1"] } },
  },
  {
    template: "static:gets-characteristics",
    card: "azohl-strange-stone-q",
    sentence: "Each of your light creatures gets the Survivor race. (a fire creature)",
    why: "Arima Churis is fire, not light: it does not get the Survivor race, so it has no \"Blocker\" and can't block (507.1a: only a creature that has \"blocker\" can be chosen to block).",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_az", "azohl-strange-stone-q"), c("a_f", FIRE_3000)], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_f" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  // --- "Each of your creatures in the battle zone gets the Alien and Hunter races." ---
  {
    template: "static:gets-characteristics",
    card: "princess-prin-the-curious",
    sentence: "Each of your creatures in the battle zone gets the Alien and Hunter races.",
    why: "Arima Churis (a Beat Jockey) gets the Hunter race, so Princess Prin's \"Hunting (While battling, this creature gets +1000 power for each of your Hunters in the battle zone.)\" counts 2 Hunters: 5000 + 2000 = 7000 against Noumen's 6000; Noumen loses and is destroyed, Prin stays.",
    A: { battle: [c("a_p", "princess-prin-the-curious"), c("a_f", FIRE_3000)] },
    B: { battle: [c("b_n", ZERO_6000, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_p", target: "b_n" } }],
    expect: { zones: { "A.battle": ["a_p", "a_f"], "B.battle": [], "B.graveyard": ["b_n"] } },
  },
  {
    template: "static:gets-characteristics",
    card: "princess-prin-the-curious",
    sentence: "Each of your creatures in the battle zone gets the Alien and Hunter races. (Prin alone)",
    why: "Prin alone counts only itself: 5000 + 1000 = 6000 against Noumen's 6000; equal powers, both lose (701.13a) and both are destroyed.",
    A: { battle: [c("a_p", "princess-prin-the-curious")] },
    B: { battle: [c("b_n", ZERO_6000, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_p", target: "b_n" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_p"], "B.battle": [], "B.graveyard": ["b_n"] } },
  },
  // --- "Each of your water and nature creatures in the battle zone are also light creatures." ---
  {
    template: "static:gets-characteristics",
    card: "erus-elixion-dyed-sky-guardian",
    sentence: "Each of your water and nature creatures in the battle zone are also light creatures.",
    why: "Aqua Blade (water, 3000) is also a light creature, so Erus's \"Each of your other light creatures in the battle zone gets +1000 power\" reaches it: 4000 against Effia's 3500; Effia is destroyed, Aqua Blade stays.",
    A: { battle: [c("a_e", "erus-elixion-dyed-sky-guardian"), c("a_w", WATER_3000)] },
    B: { battle: [c("b_l", LIGHT_3500, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_w", target: "b_l" } }],
    expect: { zones: { "A.battle": ["a_e", "a_w"], "B.battle": [], "B.graveyard": ["b_l"] } },
  },
  {
    template: "static:gets-characteristics",
    card: "erus-elixion-dyed-sky-guardian",
    sentence: "Each of your water and nature creatures in the battle zone are also light creatures. (a fire creature)",
    why: "Arima Churis is fire, neither water nor nature: it is not light and gets no +1000; 3000 against Effia's 3500, Arima loses and is destroyed.",
    A: { battle: [c("a_e", "erus-elixion-dyed-sky-guardian"), c("a_f", FIRE_3000)] },
    B: { battle: [c("b_l", LIGHT_3500, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_f", target: "b_l" } }],
    expect: { zones: { "A.battle": ["a_e"], "A.graveyard": ["a_f"], "B.battle": ["b_l"] } },
  },
  // --- "Cards in your mana zone are considered to be cards of every civilization." ---
  {
    template: "static:mana-all-civilizations",
    card: "courtney-summer-breeze-faerie",
    sentence: "Cards in your mana zone are considered to be cards of every civilization.",
    why: "With Courtney in the battle zone, A's 3 fire mana cards are also water: Hotte Hotta's \"Mana Drive 3 (Water): Whenever this creature attacks, if you have 3 or more cards in your mana zone and one or more of them is water civilization, draw a card.\" holds, A draws 1.",
    A: { battle: [c("a_c", "courtney-summer-breeze-faerie"), c("a_h", "hotte-hotta")], mana: [c("a_m1", FIRE_3000), c("a_m2", FIRE_3000), c("a_m3", FIRE_3000)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B" } }],
    expect: { drew: { A: 1 }, contains: { "A.hand": ["a_d1"] } },
  },
  {
    template: "static:mana-all-civilizations",
    card: "courtney-summer-breeze-faerie",
    sentence: "Cards in your mana zone are considered to be cards of every civilization. (Courtney not in the battle zone)",
    why: "Courtney is in the graveyard: its static works only from the battle zone; the 3 fire mana cards are not water and A draws nothing.",
    A: { battle: [c("a_h", "hotte-hotta")], graveyard: [c("a_c", "courtney-summer-breeze-faerie")], mana: [c("a_m1", FIRE_3000), c("a_m2", FIRE_3000), c("a_m3", FIRE_3000)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B" } }],
    expect: { drew: { A: 0 }, zones: { "A.hand": [] } },
  },
  {
    template: "static:mana-all-civilizations",
    card: "courtney-summer-breeze-faerie",
    sentence: "Cards in your mana zone are considered to be cards of every civilization. (the opponent's Courtney)",
    why: "Courtney is B's: \"your mana zone\" is B's mana zone, A's fire mana cards stay fire and A draws nothing.",
    A: { battle: [c("a_h", "hotte-hotta")], mana: [c("a_m1", FIRE_3000), c("a_m2", FIRE_3000), c("a_m3", FIRE_3000)], deck: deck("a") },
    B: { battle: [c("b_c", "courtney-summer-breeze-faerie")], shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B" } }],
    expect: { drew: { A: 0 }, zones: { "A.hand": [] } },
  },
  // --- "Each of your creatures in the battle zone can attack untapped creatures." ---
  {
    template: "rule:can-attack-untapped-others",
    card: "oneezemu-nobile-brother",
    sentence: "Each of your creatures in the battle zone can attack untapped creatures.",
    why: "A's creature may attack B's untapped creature (505.2 allows untapped ones to the creatures this reaches): both 4000, both lose and are destroyed (701.13a).",
    A: { battle: [c("a_o", "oneezemu-nobile-brother"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_o"], "A.graveyard": ["a_v"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  // --- keyword abilities (power attacker) other creatures get ---
  {
    template: "static:grant-keywords",
    card: "heavy-tank-the-incendiary",
    sentence: "Each of your darkness and nature creatures in the battle zone gets \"power attacker +3000\". (While attacking, a creature that has \"power attacker +3000\" gets +3000 power.)",
    why: "Alpaca Hammer is nature: while it attacks it gets +3000 power (3000 + 3000 = 6000) against Crash Worm's 5000; Crash Worm loses and is destroyed, Alpaca Hammer stays.",
    A: { battle: [c("a_t", "heavy-tank-the-incendiary"), c("a_n", NATURE_3000)] },
    B: { battle: [c("b_d", DARK_5000, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_n", target: "b_d" } }],
    expect: { zones: { "A.battle": ["a_t", "a_n"], "B.battle": [], "B.graveyard": ["b_d"] } },
  },
  {
    template: "static:grant-keywords",
    card: "heavy-tank-the-incendiary",
    sentence: "Each of your darkness and nature creatures … gets \"power attacker +3000\". (a fire creature)",
    why: "Arima Churis is fire: it gets nothing and attacks at 3000 against Crash Worm's 5000; Arima loses and is destroyed.",
    A: { battle: [c("a_t", "heavy-tank-the-incendiary"), c("a_f", FIRE_3000)] },
    B: { battle: [c("b_d", DARK_5000, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_f", target: "b_d" } }],
    expect: { zones: { "A.battle": ["a_t"], "A.graveyard": ["a_f"], "B.battle": ["b_d"] } },
  },
  {
    template: "static:grant-keywords",
    card: "heavy-tank-the-incendiary",
    sentence: "Each of your darkness and nature creatures … gets \"power attacker +3000\". (attacked, not attacking)",
    why: "Power attacker adds power only while the creature attacks: B's Crash Worm (5000) attacks Alpaca Hammer (nature, tapped, 3000, not attacking): Alpaca loses and is destroyed.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_t", "heavy-tank-the-incendiary"), c("a_n", NATURE_3000, { tapped: true })] },
    B: { battle: [c("b_d", DARK_5000)] },
    steps: [{ action: { kind: "attack", attacker: "b_d", target: "a_n" } }],
    expect: { zones: { "A.battle": ["a_t"], "A.graveyard": ["a_n"], "B.battle": ["b_d"] } },
  },
  // --- "has "blocker."" for two civilizations ---
  {
    template: "static:grant-keywords",
    card: "lemik-vizier-of-thought",
    sentence: "Each of your water creatures and nature creatures in the battle zone has \"blocker.\" (…)",
    why: "Alpaca Hammer is nature, so it has \"blocker\": it blocks B's 4000 attacker (507.1a) and loses the battle (3000); it is destroyed and A's shield is not broken.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_l", "lemik-vizier-of-thought"), c("a_n", NATURE_3000)], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_n" } }],
    expect: { zones: { "A.battle": ["a_l"], "A.graveyard": ["a_n"], "A.shields": ["a_s1"], "B.battle": ["b_v"] } },
  },
  {
    template: "static:grant-keywords",
    card: "lemik-vizier-of-thought",
    sentence: "Each of your water creatures and nature creatures in the battle zone has \"blocker.\" (a fire creature)",
    why: "Arima Churis is fire: it has no \"blocker\" and can't block (507.1a).",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_l", "lemik-vizier-of-thought"), c("a_f", FIRE_3000)], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_f" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  // --- "has "speed attacker."" ---
  {
    template: "static:grant-keywords",
    card: "mykee-s-pliers",
    sentence: "Each of your darkness creatures and nature creatures in the battle zone has \"speed attacker.\" (…)",
    why: "Alpaca Hammer (nature) put this turn has \"speed attacker\": no summoning sickness (302.1), it attacks B and breaks B's shield, which goes to B's hand (509.2).",
    A: { battle: [c("a_m", "mykee-s-pliers")], hand: [c("a_n", NATURE_3000)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_n" } }, { action: { kind: "attack", attacker: "a_n", target: "B" } }],
    expect: { zones: { "A.battle": ["a_m", "a_n"], "B.shields": [], "B.hand": ["b_s1"] } },
  },
  {
    template: "static:grant-keywords",
    card: "mykee-s-pliers",
    sentence: "Each of your darkness creatures and nature creatures in the battle zone has \"speed attacker.\" (a fire creature)",
    why: "Arima Churis (fire) put this turn gets nothing: it has summoning sickness (302.1) and its attack is refused.",
    A: { battle: [c("a_m", "mykee-s-pliers")], hand: [c("a_f", FIRE_3000)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_f" } }, { action: { kind: "attack", attacker: "a_f", target: "B" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
];
