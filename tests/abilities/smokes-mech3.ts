/**
 * Smokes for the mech3 readers (lib/abilities/mech3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const WATER = "aqua-blade-blue-wolf"; // water Liquid People, no text
const FIRE = "arima-churis"; // fire Beat Jockey, no text
const NATURE = "alpaca-hammer"; // nature Beast Folk / Hunter, no text
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

  // --- Awaken—<trigger>, flip this creature to its higher cost side (覚醒, 701.20a; 805.6) ---
  {
    template: "trigger:when",
    card: "martini-temporal-dancer",
    sentence: "Awaken—When you put a creature that has \"blocker\" that costs 4 or more into the battle zone, flip this creature to its higher cost side.",
    why: "A summons Aqua Sparta (blocker, cost 5): Martini's Awaken triggers and it flips to its higher cost side, Julia Matina (701.20a). Martini was put this turn, but an awakened psychic creature is not affected by summoning sickness (805.6).",
    turn: { number: 5, active: "A" },
    A: { battle: [c("a_m", "martini-temporal-dancer", { enteredTurn: 5 })], hand: [c("a_bl", "aqua-sparta")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_bl" } }],
    expect: { faces: { a_m: "julia-matina-the-awakened-diva" }, notSummoningSick: ["a_m"], summoningSick: ["a_bl"] },
  },
  {
    template: "trigger:when",
    card: "martini-temporal-dancer",
    sentence: "Awaken—When you put a creature that has \"blocker\" that costs 4 or more … (a blocker that costs 3)",
    why: "Jiras costs 3, not 4 or more: nothing triggers, Martini stays on its side and, put this turn, keeps its summoning sickness.",
    turn: { number: 5, active: "A" },
    A: { battle: [c("a_m", "martini-temporal-dancer", { enteredTurn: 5 })], hand: [c("a_bl", "jiras-kettle-friends")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_bl" } }],
    expect: { faces: { a_m: "martini-temporal-dancer" }, summoningSick: ["a_m", "a_bl"], triggers: { fired: [] } },
  },
  {
    template: "trigger:turn",
    card: "koshirou-temporal-ogre",
    sentence: "Awaken—At the start of your turn, if you have 8 or more cards in your mana zone, flip this creature to its higher cost side.",
    why: "B ends its turn; at the start of A's turn A has 8 cards in the mana zone: Koshirou flips to Danjurou (701.20a).",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_k", "koshirou-temporal-ogre")], mana: Array.from({ length: 8 }, (_, i) => c(`a_m${i}`, VANILLA)), deck: deck("a") },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { faces: { a_k: "danjurou-the-awakened-battle-ogre" } },
  },
  {
    template: "trigger:turn",
    card: "koshirou-temporal-ogre",
    sentence: "Awaken—At the start of your turn, if you have 8 or more cards … (7 cards)",
    why: "Only 7 cards in A's mana zone: the condition is false (605.2a), Koshirou does not flip.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_k", "koshirou-temporal-ogre")], mana: Array.from({ length: 7 }, (_, i) => c(`a_m${i}`, VANILLA)), deck: deck("a") },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { faces: { a_k: "koshirou-temporal-ogre" } },
  },

  // --- Doron Go: X: When this creature is destroyed, you may put an exile creature that has "X" in its name … ---
  {
    template: "trigger:when",
    card: "bhutan-piggy-blues",
    sentence: "Doron Go: Blues:When this creature is destroyed, you may put an exile creature that has \"Blues\" in its name from your hand into the battle zone.",
    why: "Bhutan, Piggy Blues is destroyed: its Doron Go triggers and A puts British Hell Blues (an Exile Creature with \"Blues\" in its name) from the hand into the battle zone; Dorapon (an exile creature without \"Blues\") may not be chosen.",
    A: { battle: [c("a_pb", "bhutan-piggy-blues")], hand: [c("a_hb", "british-hell-blues"), c("a_gm", "dorapon-little-gunman")] },
    steps: [{ action: { kind: "destroy", card: "a_pb", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_hb"] }] }],
    expect: { zones: { "A.battle": ["a_hb"], "A.hand": ["a_gm"], "A.graveyard": ["a_pb"] } },
  },
  {
    template: "trigger:when",
    card: "bhutan-piggy-blues",
    sentence: "Doron Go: Blues: … (no exile creature with \"Blues\" in its name in the hand)",
    why: "A's hand holds only Dorapon, Little Gunman, an exile creature without \"Blues\" in its name: there is nothing to put, it stays in the hand.",
    A: { battle: [c("a_pb", "bhutan-piggy-blues")], hand: [c("a_gm", "dorapon-little-gunman")] },
    steps: [{ action: { kind: "destroy", card: "a_pb", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_gm"], "A.graveyard": ["a_pb"] } },
  },

  // --- Varavariety N: <ability> (If you have N or more elements that have different costs, this creature gets this ability.) ---
  {
    template: "static:varavariety",
    card: "flyerposter-eliza",
    sentence: "Varavariety 3: Whenever this creature attacks, your opponent chooses one of their creatures and destroys it. (If you have 3 or more elements that have different costs, this creature gets this ability.)",
    why: "A's elements cost 2 (Eliza), 3 (Arima) and 4 (Baragamago): three different costs, so Eliza has the ability; it attacks and B destroys its only creature.",
    A: { battle: [c("a_e", "flyerposter-eliza"), c("a_3", FIRE), c("a_4", "baragamago-evil-strike-sword")] },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_e", target: "B" } }],
    expect: { zones: { "B.graveyard": ["b_v"], "B.battle": [] } },
  },
  {
    template: "static:varavariety",
    card: "flyerposter-eliza",
    sentence: "Varavariety 3: … (three elements, two different costs)",
    why: "A's elements cost 2 (Eliza), 2 (Acme) and 3 (Arima): three elements but only two different costs, so Eliza does not have the ability and nothing is destroyed.",
    A: { battle: [c("a_e", "flyerposter-eliza"), c("a_2", VANILLA), c("a_3", FIRE)] },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_e", target: "B" } }],
    expect: { zones: { "B.graveyard": [], "B.battle": ["b_v"] }, triggers: { fired: [] } },
  },

  // --- Silent skill (…) : <effect> (501.1a: kept tapped instead of untapping; the effect resolves after the untap) ---
  {
    template: "activated:silent-skill",
    card: "milporo",
    sentence: "Silent skill (At the start of each of your turns, if this creature is tapped, you may keep it tapped and use its ability.) : Draw a card.",
    why: "B ends its turn. In A's untap step Milporo is tapped: A chooses to keep it tapped and use its Silent skill (501.1a). Milporo stays tapped, A's other tapped creature untaps, and A draws a card.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_m", "milporo", { tapped: true }), c("a_v", VANILLA, { tapped: true })], deck: deck("a") },
    steps: [{ action: { kind: "end-turn" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { tapped: ["a_m"], untapped: ["a_v"], drew: { A: 1 }, zones: { "A.hand": ["a_d1"] } },
  },
  {
    template: "activated:silent-skill",
    card: "milporo",
    sentence: "Silent skill … : Draw a card. (declined)",
    why: "A declines: Milporo untaps as usual (501.1) and its ability is not used, A draws nothing.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_m", "milporo", { tapped: true })], deck: deck("a") },
    steps: [{ action: { kind: "end-turn" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { untapped: ["a_m"], drew: { A: 0 }, zones: { "A.hand": [] } },
  },
  {
    template: "activated:silent-skill",
    card: "milporo",
    sentence: "Silent skill … : Draw a card. (untapped)",
    why: "Milporo is untapped at the start of A's turn: \"if this creature is tapped\" is false, the ability can't be used, A draws nothing.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_m", "milporo")], deck: deck("a") },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { untapped: ["a_m"], drew: { A: 0 }, zones: { "A.hand": [] } },
  },

  // --- Survivor (Each of your Survivors has this creature's Survivor ability.) : <ability> ---
  {
    template: "static:survivor",
    card: "smash-horn-q",
    sentence: "Survivor (Each of your Survivors has this creature's Survivor ability.) : This creature gets +1000 power.",
    why: "Promephius Q is a Survivor: while Smash Horn Q is in A's battle zone it has \"This creature gets +1000 power\" (3000). It attacks B's tapped Baruasatte (2500) and wins: Baruasatte is destroyed, Promephius stays.",
    A: { battle: [c("a_sh", "smash-horn-q"), c("a_p", "promephius-q")] },
    B: { battle: [c("b_b", "baruasatte-vizier-of-electronics", { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_p", target: "b_b" } }],
    expect: { zones: { "B.graveyard": ["b_b"], "A.battle": ["a_sh", "a_p"], "A.graveyard": [] } },
  },
  {
    template: "static:survivor",
    card: "smash-horn-q",
    sentence: "Survivor (…) : This creature gets +1000 power. (a creature that is not a Survivor)",
    why: "Antarios (an Arc Seraphim, 2000) is not a Survivor: it does not get +1000 power; attacking Baruasatte (2500) it loses and is destroyed.",
    A: { battle: [c("a_sh", "smash-horn-q"), c("a_an", "antarios-spirit-knight")] },
    B: { battle: [c("b_b", "baruasatte-vizier-of-electronics", { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_an", target: "b_b" } }],
    expect: { zones: { "B.battle": ["b_b"], "A.graveyard": ["a_an"] } },
  },
  {
    template: "static:survivor",
    card: "split-head-hydroturtle-q",
    sentence: "Survivor (Each of your Survivors has this creature's Survivor ability.) : Whenever this creature attacks, you may draw a card.",
    why: "Promephius Q, a Survivor, has the ability as its own: it attacks, the ability triggers for it (\"this creature\" is Promephius; Hydroturtle is not attacking, its own copy does not trigger), and A draws a card.",
    A: { battle: [c("a_t", "split-head-hydroturtle-q"), c("a_p", "promephius-q")], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_p", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { drew: { A: 1 }, contains: { "A.hand": ["a_d1"] }, triggers: { fired: [{ source: "a_p", card: "a_p" }] } },
  },

  // --- Turbo rush (…) : <ability> (held while another of your creatures has broken a shield this turn) ---
  {
    template: "static:turbo-rush",
    card: "gigaclaws",
    sentence: "Turbo rush (If any of your other creatures broke any shields this turn, this creature gets its ability until the end of the turn.) : Whenever this creature attacks, your opponent discards his hand.",
    why: "A's other creature attacks first and breaks one of B's shields: Gigaclaws has its Turbo rush ability for the rest of the turn. Gigaclaws attacks, the ability triggers and B discards its whole hand (the broken shield among it).",
    A: { battle: [c("a_v", VANILLA), c("a_g", "gigaclaws")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)], hand: [c("b_h1", VANILLA)] },
    steps: [
      { action: { kind: "attack", attacker: "a_v", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] },
      { action: { kind: "attack", attacker: "a_g", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s2"] }] },
    ],
    expect: { contains: { "B.graveyard": ["b_h1", "b_s1"] } },
  },
  {
    template: "static:turbo-rush",
    card: "gigaclaws",
    sentence: "Turbo rush (…) : Whenever this creature attacks, your opponent discards his hand. (no other creature broke a shield)",
    why: "Gigaclaws attacks first: no other creature of A's has broken a shield this turn, so it does not have the ability; B keeps its hand.",
    A: { battle: [c("a_v", VANILLA), c("a_g", "gigaclaws")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)], hand: [c("b_h1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_g", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.graveyard": [] }, contains: { "B.hand": ["b_h1", "b_s1"] }, triggers: { fired: [] } },
  },

  // --- Invasion on a Star Evolution Creature (813) ---
  {
    template: "trigger:invasion",
    card: "canbello-rezo-star",
    sentence: "Invasion-Fire RexStars that costs 4 or more (When one of your Fire RexStars that costs 4 or more attacks, you may put this creature from your hand onto it.)",
    why: "A's Usageass (fire RexStars, cost 5) attacks B: Canbello's Invasion triggers from the hand; A puts it onto Usageass (it evolves, 701.15a) and the evolved creature goes on attacking (801.2a): Canbello, a double breaker, breaks 2 of B's shields.",
    A: { battle: [c("a_u", "usageass-geek-tank")], hand: [c("a_c", "canbello-rezo-star")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_u", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "A.battle": ["a_c"], "A.hand": [], "B.shields": ["b_s3"] }, under: { a_c: ["a_u"] } },
  },
  {
    template: "trigger:invasion",
    card: "canbello-rezo-star",
    sentence: "Invasion-Fire RexStars that costs 4 or more … (a fire RexStars that costs 3 attacks)",
    why: "Usatataki costs 3, not 4 or more: Canbello's Invasion does not trigger; it stays in the hand and Usatataki breaks one shield.",
    A: { battle: [c("a_u", "usatataki")], hand: [c("a_c", "canbello-rezo-star")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_u", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "A.battle": ["a_u"], "A.hand": ["a_c"] }, triggers: { fired: [] } },
  },

  // --- Sabaki Z (When a Judgment Emblem is added to your hand from your shields, …) ---
  {
    template: "trigger:sabaki-z",
    card: "misorano-sabato-zett",
    sentence: "Sabaki Z(When a Judgment Emblem is added to your hand from your shields, you may discard that card. If you do, you may summon this creature for no cost.)",
    why: "B's creature breaks A's shield, Furious Broken Mask (a Judgment Emblem), which is put into A's hand while Misorano is there: A discards it and summons Misorano for no cost (as Strike Back, 112.3b).",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_m", "misorano-sabato-zett")], shields: [c("a_je", "furious-broken-mask-judgment")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": [], "A.shields": [], "A.graveyard": ["a_je"], "A.battle": ["a_m"] } },
  },
  {
    template: "trigger:sabaki-z",
    card: "misorano-sabato-zett",
    sentence: "Sabaki Z(…) — a shield that is not a Judgment Emblem",
    why: "The broken shield is a creature with no Judgment Emblem race: nothing triggers, both cards stay in A's hand.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_m", "misorano-sabato-zett")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.hand": ["a_m", "a_s1"], "A.battle": [], "A.graveyard": [] }, triggers: { fired: [] } },
  },

  // --- Mana Evolution / Graveyard evolution (701.15: the evolution source in that zone) ---
  {
    template: "rule:zone-evolution",
    card: "ida-the-great-enigma",
    sentence: "Mana Evolution: Choose a Nature creature in your mana zone and put this creature into the battle zone on top of that creature.",
    why: "A evolves Ida onto Alpaca Hammer, a nature creature in A's mana zone: Ida is put into the battle zone on top of it (701.15); Alpaca Hammer leaves the mana zone and is under Ida.",
    A: { hand: [c("a_i", "ida-the-great-enigma")], mana: [c("a_src", NATURE), c("a_m2", VANILLA)] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_i", on: ["a_src"] } }],
    expect: { zones: { "A.battle": ["a_i"], "A.mana": ["a_m2"], "A.hand": [] }, under: { a_i: ["a_src"] } },
  },
  {
    template: "rule:zone-evolution",
    card: "worm-gowarski-masked-insect",
    sentence: "Graveyard evolution—Choose a darkness creature in your graveyard and put this creature into the battle zone on top of that creature.",
    why: "A evolves Worm Gowarski onto Bonedance Invader, a darkness creature in A's graveyard: Worm Gowarski is put into the battle zone on top of it (701.15).",
    A: { hand: [c("a_w", "worm-gowarski-masked-insect")], graveyard: [c("a_src", "bonedance-invader")] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_w", on: ["a_src"] } }],
    expect: { zones: { "A.battle": ["a_w"], "A.graveyard": [], "A.hand": [] }, under: { a_w: ["a_src"] } },
  },

  // --- Link Release (806.1b) ---
  {
    template: "keyword:link-release",
    card: "don-marshmallow-hand-of-temptation",
    sentence: "Link Release (When this creature leaves the battle zone, choose one of its psychic cells and return it to your hyperspatial zone and flip the rest of the cards.)",
    why: "Don Marshmallow (cells Zabi Polymer and Gil Porrima's Pliers), tapped, is destroyed: with Link Release its owner chooses one cell, Zabi Polymer, which returns to the hyperspatial zone; the other cell flips to Gil Porrima's Pliers and stays, tapped (806.1b, 806.2).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_zabi", "don-marshmallow-hand-of-temptation", { side: "zabi-polymer-marshmallow-doll", tapped: true, cells: [c("a_pliers", "gil-porrima-s-pliers")] })] },
    steps: [{ action: { kind: "destroy", card: "a_zabi", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_zabi"] }] }],
    expect: { zones: { "A.hyperspatial": ["a_zabi"], "A.battle": ["a_pliers"] }, faces: { a_pliers: "gil-porrima-s-pliers" }, tapped: ["a_pliers"] },
  },

  {
    template: "trigger:shinkapower",
    card: "momoking-beginning",
    sentence: "'Shinkapower': When this creature evolves, this creature gets +4000 power until the end of the turn.",
    why: "A evolves Pildol (5000) onto Momoking Beginning: its ability triggers; \"this creature\" is now the evolved creature (801.2: the same creature), which gets +4000 power (9000). It attacks B's tapped Noumen (6000) and wins (an evolution creature has no summoning sickness, 801.3).",
    A: { battle: [c("a_mb", "momoking-beginning")], hand: [c("a_ev", EVO)], deck: deck("a") },
    B: { battle: [c("b_n", "noumen", { tapped: true })] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_ev", on: ["a_mb"] } }, { action: { kind: "attack", attacker: "a_ev", target: "b_n" } }],
    expect: { zones: { "B.graveyard": ["b_n"], "A.battle": ["a_ev"] }, under: { a_ev: ["a_mb"] } },
  },

  // --- Super Shield Trigger's "Super:" ability (a spell cast by its shield trigger, with no shields left) ---
  {
    template: "spell:super-shield-trigger",
    card: "aurora-pikanchi",
    sentence: "Super: Put the top 5 cards of your deck into your mana zone.",
    why: "B's creature breaks A's only shield, Aurora Pikanchi, whose (Super) Shield Trigger A uses: it is cast for no cost and B's untapped creature goes to B's mana zone; then A has no shields, so A may use its Super ability and puts the top 5 cards of A's deck into A's mana zone.",
    turn: { number: 4, active: "B" },
    A: { shields: [c("a_au", "aurora-pikanchi")], deck: deck("a", 6) },
    B: { battle: [c("b_v", VANILLA), c("b_u", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", shieldTriggers: ["a_au"] }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.mana": ["a_d1", "a_d2", "a_d3", "a_d4", "a_d5"], "A.deck": ["a_d6"], "A.graveyard": ["a_au"], "B.mana": ["b_u"] } },
  },
  {
    template: "spell:super-shield-trigger",
    card: "aurora-pikanchi",
    sentence: "Super: Put the top 5 cards of your deck into your mana zone. (a shield left)",
    why: "A still has a shield after the break: \"if you have no shields\" is false, the Super ability is not used; only the main effect happens.",
    turn: { number: 4, active: "B" },
    A: { shields: [c("a_au", "aurora-pikanchi"), c("a_s2", VANILLA)], deck: deck("a", 6) },
    B: { battle: [c("b_v", VANILLA), c("b_u", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", shieldTriggers: ["a_au"] }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_au"] }] }],
    expect: { zones: { "A.mana": [], "A.shields": ["a_s2"], "A.graveyard": ["a_au"], "B.mana": ["b_u"] } },
  },
];
