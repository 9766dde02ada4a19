/**
 * Smokes for the choose4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const WATER = "aqua-blade-blue-wolf"; // water Liquid People, no text (a name no other card here has)
const HUMAN2 = "immortal-baron-vorg"; // fire Human, cost 2, 2000, no text (monocolored)
const HUMAN3 = "explosive-dude-joe"; // fire Human, cost 3, 3000, no text
const CROSS_GEAR = "ascendant-wing-faerie-accela"; // a nature cross gear (a card in the battle zone that is not a creature)
const EVO = "pildol-bird-of-fire"; // fire Evolution Creature, no ability but its evolution
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const CHOOSE4_SMOKES: Smoke[] = [
  // --- "… all creatures that have the same name as that creature": the chosen card's name ---
  {
    template: "spell:effect",
    card: "duet-spark",
    sentence: "Choose one of your opponent's creatures in the battle zone. Tap all creatures that have the same name as that creature in the battle zone.",
    why: "A chooses B's Acme First Seed: every creature in the battle zone with that name is tapped — B's other one and A's own (\"all creatures\", both players'); B's Aqua Blade has another name and stays untapped.",
    A: { hand: [c("a_sp", "duet-spark")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v1"] }] }],
    expect: { tapped: ["a_v", "b_v1", "b_v2"], untapped: ["b_o"] },
  },
  {
    template: "spell:effect",
    card: "duet-spark",
    sentence: "Choose one of your opponent's creatures in the battle zone. Tap all creatures … (a creature whose name no other has)",
    why: "Negative case: A chooses B's Aqua Blade, the only creature with its name: only it is tapped; the Acme First Seeds stay untapped.",
    A: { hand: [c("a_sp", "duet-spark")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_o"] }] }],
    expect: { tapped: ["b_o"], untapped: ["a_v", "b_v1", "b_v2"] },
  },
  {
    template: "spell:effect",
    card: "duet-spark",
    sentence: "Choose one of your opponent's creatures in the battle zone. … (A's own creature chosen)",
    why: "Negative case: \"one of your opponent's creatures\": A's own creature can't be chosen (the pick is refused).",
    A: { hand: [c("a_sp", "duet-spark")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "stored-magic-spiral",
    sentence: "Choose a creature. Return that creature and all other creatures that have the same name from the battle zone to their owner's hand.",
    why: "A chooses B's Acme First Seed: it and every other creature in the battle zone with that name, A's too, return to their owners' hands; the Aqua Blade stays.",
    A: { hand: [c("a_sp", "stored-magic-spiral")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v1"] }] }],
    expect: { zones: { "A.hand": ["a_v"], "A.battle": [], "B.battle": ["b_o"] }, contains: { "B.hand": ["b_v1", "b_v2"] } },
  },
  {
    template: "activated:tap-ability",
    card: "tanzanyte-the-awakener",
    sentence: "Tap ability: Choose a creature in your graveyard. Return all creatures that have that name from your graveyard to your hand.",
    why: "A taps Tanzanyte and chooses an Acme First Seed in A's graveyard: both Acme First Seeds there return to A's hand; the Aqua Blade stays, and B's Acme First Seed (not in A's graveyard) stays in B's graveyard.",
    A: { battle: [c("a_tz", "tanzanyte-the-awakener")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA), c("a_g3", WATER)] },
    B: { graveyard: [c("b_g", VANILLA)] },
    steps: [{ action: { kind: "tap-ability", card: "a_tz" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g1"] }] }],
    expect: { zones: { "A.hand": ["a_g1", "a_g2"], "A.graveyard": ["a_g3"], "B.graveyard": ["b_g"] }, tapped: ["a_tz"] },
  },

  // --- modes said as a wording the grammar reads ---
  {
    template: "modal:choose-one",
    card: "meccha-bayetataki",
    sentence: "► Destroy one of your opponent's non-creature cards.",
    why: "A casts Meccha Bayetataki and chooses the second mode: B's cross gear, a card in the battle zone that is not a creature, is destroyed (put into the graveyard, 701.6a); B's creature stays.",
    A: { hand: [c("a_sp", "meccha-bayetataki")] },
    B: { battle: [c("b_c", HUMAN2), c("b_cg", CROSS_GEAR)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "B.battle": ["b_c"], "B.graveyard": ["b_cg"] } },
  },
  {
    template: "modal:choose-one",
    card: "meccha-bayetataki",
    sentence: "► Destroy one of your opponent's non-creature cards. (B has only creatures)",
    why: "Negative case: B has no card in the battle zone other than creatures: the second mode destroys nothing, B's creature stays.",
    A: { hand: [c("a_sp", "meccha-bayetataki")] },
    B: { battle: [c("b_c", HUMAN2)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "B.battle": ["b_c"], "B.graveyard": [] } },
  },
  {
    template: "modal:choose-one-trigger",
    card: "romanes-s-wizard-oni-seal",
    sentence: "► Destroy one of your opponent's multicolored cards.",
    why: "A puts Romanes's Wizard Oni Seal and chooses the second mode: B's only multicolored card (Acme First Seed, darkness/fire) is destroyed; B's monocolored Human stays.",
    A: { hand: [c("a_ts", "romanes-s-wizard-oni-seal")] },
    B: { battle: [c("b_mc", VANILLA), c("b_h", HUMAN2)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ts" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "B.battle": ["b_h"], "B.graveyard": ["b_mc"] } },
  },
  {
    template: "modal:choose-one-trigger",
    card: "dokubari-henge",
    sentence: "► Discard one of your opponent's cards at random:",
    why: "A puts Dokubari Henge and chooses the first mode: B's only card in hand is discarded (a card of the hand, 701.7a); A's hand is untouched.",
    A: { hand: [c("a_dh", "dokubari-henge"), c("a_h", HUMAN2)] },
    B: { hand: [c("b_h", HUMAN3)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dh" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-1"] }] }],
    expect: { zones: { "B.hand": [], "B.graveyard": ["b_h"], "A.hand": ["a_h"] } },
  },
  {
    template: "modal:choose-one-trigger",
    card: "malupia-demon-s-birth-riser",
    sentence: "► This creature breaks a shield:",
    why: "A puts Malupia and chooses the first mode: Malupia breaks one of B's shields (a creature breaks its opponent's shields; the breaking player chooses which, 509.2): the shield A picks goes to B's hand, the other stays.",
    A: { hand: [c("a_m", "malupia-demon-s-birth-riser")] },
    B: { shields: [c("b_s1", HUMAN2), c("b_s2", HUMAN3)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_m" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-1"] }, { prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.hand": ["b_s1"], "B.shields": ["b_s2"] } },
  },
  {
    template: "modal:choose-one-trigger",
    card: "antoinette-battle-dragon-beautiful-princess",
    sentence: "► Discard your hand and then draw the same number of cards that you discarded in this way.",
    why: "Antoinette is destroyed and A chooses the second mode: A discards both cards of the hand, then draws 2 (as many as were discarded).",
    A: { battle: [c("a_an", "antoinette-battle-dragon-beautiful-princess")], hand: [c("a_h1", HUMAN2), c("a_h2", HUMAN3)], deck: deck("a") },
    steps: [{ action: { kind: "destroy", card: "a_an", by: "B" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { drew: { A: 2 }, zones: { "A.hand": ["a_d1", "a_d2"] }, contains: { "A.graveyard": ["a_h1", "a_h2", "a_an"] } },
  },
  {
    template: "modal:choose-one-more",
    card: "goten-ginga-max",
    sentence: "► Shieldify a card from your hand face up:",
    why: "A casts Goten! Ginga MAX with no light or water creature (one mode only) and chooses the first: the card of A's hand becomes a shield, face up (701.32b).",
    A: { hand: [c("a_sp", "goten-ginga-max"), c("a_h", HUMAN2)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-1"] }] }],
    expect: { zones: { "A.shields": ["a_h"], "A.hand": [] }, faceUp: ["a_h"] },
  },
  {
    template: "trigger:shinkapower",
    card: "hemoglo-and-hanako-soulmate",
    sentence: "► Put one of your creatures that cost 2 or less from your graveyard into the battle zone:",
    why: "A evolves onto Hemoglo and Hanako and chooses the first mode: the creature that costs 2 in A's graveyard is put into the battle zone; the one that costs 3 stays.",
    A: { battle: [c("a_hh", "hemoglo-and-hanako-soulmate")], hand: [c("a_ev", EVO)], graveyard: [c("a_g2", HUMAN2), c("a_g3", HUMAN3)] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_ev", on: ["a_hh"] }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-1"] }] }],
    expect: { zones: { "A.graveyard": ["a_g3"] }, contains: { "A.battle": ["a_g2", "a_ev"] } },
  },
  {
    template: "trigger:shinkapower",
    card: "suteru-and-taizai-soulmate",
    sentence: "► Choose a player. That player adds their graveyard to their deck and shuffles it.",
    why: "A evolves onto Suteru and Taizai, chooses the second mode and player B: every card of B's graveyard goes into B's deck; A's graveyard is untouched.",
    A: { battle: [c("a_st", "suteru-and-taizai-soulmate")], hand: [c("a_ev", EVO)], graveyard: [c("a_g", HUMAN2)] },
    B: { graveyard: [c("b_g1", HUMAN2), c("b_g2", HUMAN3)], deck: deck("b", 1) },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_ev", on: ["a_st"] }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }, { prompt: "declare", by: "A", pick: ["B"] }] }],
    expect: { zones: { "B.graveyard": [], "A.graveyard": ["a_g"] }, contains: { "B.deck": ["b_g1", "b_g2", "b_d1"] } },
  },
];
