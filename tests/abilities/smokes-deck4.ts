/**
 * Smokes for the deck4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const DECK4_SMOKES: Smoke[] = [
  // --- Shield Plus: "you may add the top card of your deck under one of your shields face down" (113.2) ---
  {
    template: "trigger:when",
    card: "boomerang-totem",
    sentence: "Shield Plus: When you put this creature into the battle zone, you may add the top card of your deck under one of your shields face down. (Each card stack is still considered to be one shield.))",
    why: "A summons Boomerang Totem and says yes: A chooses the shield a_s2 and the top card of A's deck (a_d1) goes under it, face down. A still has 2 shields: a stack of cards is one shield (113.2).",
    A: { hand: [c("a_bt", "boomerang-totem")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)], deck: deck("a") },
    steps: [
      {
        action: { kind: "summon", player: "A", card: "a_bt" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_s2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_bt"], "A.shields": ["a_s1", "a_s2"], "A.hand": [] }, order: { "A.deck": ["a_d2", "a_d3"] }, under: { a_s2: ["a_d1"], a_s1: [] }, faceDown: ["a_d1"] },
  },
  {
    template: "trigger:when",
    card: "boomerang-totem",
    sentence: "Shield Plus: … (A says no)",
    why: '"you may": A says no, so nothing is put under a shield and the deck is unchanged.',
    A: { hand: [c("a_bt", "boomerang-totem")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_bt" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": ["a_bt"], "A.shields": ["a_s1", "a_s2"] }, order: { "A.deck": ["a_d1", "a_d2", "a_d3"] }, under: { a_s1: [], a_s2: [] } },
  },
  {
    template: "trigger:when",
    card: "hyou-the-oracle",
    sentence: "Shield Plus—When this creature is destroyed, you may add the top card of your deck under one of your shields face down. (Each card stack is still considered to be one shield.)",
    why: "Hyou is destroyed: A says yes and the top card (a_d1) goes under A's only shield a_s1 (no choice of shield). B's creature then attacks A and breaks that shield: the stack is one shield (113.2), so both of its cards go to A's hand and A has no shield left.",
    turn: { number: 4, active: "B" },
    A: { battle: [c("a_hy", "hyou-the-oracle")], shields: [c("a_s1", VANILLA)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)], deck: deck("b") },
    steps: [
      { action: { kind: "destroy", card: "a_hy", by: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] },
      { action: { kind: "attack", attacker: "b_v", target: "A" } },
    ],
    expect: { zones: { "A.graveyard": ["a_hy"], "A.shields": [], "A.hand": ["a_s1", "a_d1"] }, order: { "A.deck": ["a_d2", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "hyou-the-oracle",
    sentence: "Shield Plus—When this creature is destroyed, … (A has no shield)",
    why: "A has no shield: there is no shield to put the card under (113.2), so even with a yes nothing moves and the deck is unchanged.",
    turn: { number: 4, active: "B" },
    A: { battle: [c("a_hy", "hyou-the-oracle")], deck: deck("a") },
    steps: [{ action: { kind: "destroy", card: "a_hy", by: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.graveyard": ["a_hy"], "A.shields": [], "A.hand": [] }, order: { "A.deck": ["a_d1", "a_d2", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "neo-milzam-miracle-elemental",
    sentence: "Super Shield Plus: When you put this creature into the battle zone, you may add the top card of your deck under each of your shields face down. (Each card stack is still considered to be one shield.)",
    why: "A puts Neo Milzam and says yes: under each of A's 3 shields goes the top card of A's deck, one at a time (a_d1, a_d2, a_d3). A still has 3 shields (113.2) and one card left in the deck.",
    A: { hand: [c("a_nm", "neo-milzam-miracle-elemental")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)], deck: deck("a", 4) },
    steps: [{ action: { kind: "summon", player: "A", card: "a_nm" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.shields": ["a_s1", "a_s2", "a_s3"] }, under: { a_s1: ["a_d1"], a_s2: ["a_d2"], a_s3: ["a_d3"] }, order: { "A.deck": ["a_d4"] }, faceDown: ["a_d1", "a_d2", "a_d3"] },
  },
  {
    template: "trigger:when",
    card: "deepsea-babirodem",
    sentence: "Shield Plus—Whenever this creature attacks your opponent and isn't blocked, you may add the top card of your deck under one of your shields face down. (Each card stack is considered to be one shield.)",
    why: "Babirodem attacks B, who has no blocker: it isn't blocked, A says yes and puts the top card (a_d1) under the shield a_s1 it chooses; then B's only shield is broken.",
    turn: { number: 4, active: "A" },
    A: { battle: [c("a_bb", "deepsea-babirodem")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [
      {
        action: { kind: "attack", attacker: "a_bb", target: "B" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_s1"] },
        ],
      },
    ],
    expect: { zones: { "A.shields": ["a_s1", "a_s2"], "B.shields": [], "B.hand": ["b_s1"] }, under: { a_s1: ["a_d1"] }, order: { "A.deck": ["a_d2", "a_d3"] } },
  },
  // --- "For each X, look at the top card of your deck": as many cards as counted as it resolves ---
  {
    template: "spell:effect",
    card: "jackpot-entry-dragon-secret-formation",
    sentence: "For each Dragon in your mana zone, look at the top card of your deck. You may put a non-evolution Dragon that costs 8 or less from among them into the battle zone and put the rest on the bottom of your deck in any order.",
    why: "A has 2 Dragons in the mana zone (and a creature of another race): A looks at the top 2 cards (a_dr, a_d2), puts the Zombie Dragon a_dr (cost 5) into the battle zone and the rest (a_d2) on the bottom; a_d3 was never looked at and is now on top.",
    A: { hand: [c("a_sp", "jackpot-entry-dragon-secret-formation")], mana: [c("a_m1", "magmadragon-melgars"), c("a_m2", "magmadragon-melgars"), c("a_m3", VANILLA)], deck: [c("a_dr", "necrodragon-tsukuyomi"), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_dr"] }] }],
    expect: { zones: { "A.battle": ["a_dr"], "A.graveyard": ["a_sp"] }, order: { "A.deck": ["a_d3", "a_d2"] } },
  },
  {
    template: "spell:effect",
    card: "jackpot-entry-dragon-secret-formation",
    sentence: "For each Dragon in your mana zone, look at the top card of your deck. … (no Dragon in the mana zone)",
    why: "A has no Dragon in the mana zone: for each Dragon is 0 cards, so A looks at none and puts nothing; the deck is unchanged.",
    A: { hand: [c("a_sp", "jackpot-entry-dragon-secret-formation")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA)], deck: [c("a_dr", "necrodragon-tsukuyomi"), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_sp"] }, order: { "A.deck": ["a_dr", "a_d2", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "commander-bubbleguy",
    sentence: "When you put this creature into the battle zone, look at the top card of your deck for each of your Great Mecha Kings in the battle zone. Put one of those cards into your hand, and put the rest on the bottom of your deck in any order.",
    why: "A has 2 Great Mecha Kings (Bubbleguy is a Machine Hero, not counted): A looks at the top 2 cards, puts a_d2 into the hand and a_d1 on the bottom.",
    A: { hand: [c("a_cb", "commander-bubbleguy")], battle: [c("a_g1", "lazerion-light-attack-soldier"), c("a_g2", "lazerion-light-attack-soldier")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_cb" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d2"] }] }],
    expect: { zones: { "A.hand": ["a_d2"] }, order: { "A.deck": ["a_d3", "a_d1"] } },
  },
  {
    template: "trigger:when",
    card: "commander-bubbleguy",
    sentence: "When you put this creature into the battle zone, look at the top card of your deck for each of your Great Mecha Kings … (none)",
    why: "A has no Great Mecha King (a creature of another race only): A looks at no card, so none goes to the hand and the deck is unchanged.",
    A: { hand: [c("a_cb", "commander-bubbleguy")], battle: [c("a_v", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_cb" } }],
    expect: { zones: { "A.hand": [] }, order: { "A.deck": ["a_d1", "a_d2", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "rengston-spirit-knight",
    sentence: "When you put this creature into the battle zone, for each of your creatures in the battle zone, reveal the top card of your deck. Put all revealed spells into your hand, and the rest on top of your deck in any order.",
    why: "A has Rengston and one other creature in the battle zone: A reveals the top 2 cards (a_sp, a spell, and a_d2); every revealed spell goes to the hand and the rest (a_d2) back on top, above a_d3.",
    A: { hand: [c("a_rg", "rengston-spirit-knight")], battle: [c("a_v", VANILLA)], deck: [c("a_sp", "great-muda"), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_rg" } }],
    expect: { zones: { "A.hand": ["a_sp"], "A.battle": ["a_rg", "a_v"] }, order: { "A.deck": ["a_d2", "a_d3"] } },
  },
  // --- "your opponent puts all their creatures that … on the bottom of their deck in any order" ---
  {
    template: "trigger:when",
    card: "diceclops",
    sentence: "When you put this creature into the battle zone, your opponent puts all their creatures that cost more than the number of cards in their mana zone on the bottom of their deck in any order.",
    why: "B has 2 cards in the mana zone: B's creatures that cost 3 and 5 (more than 2) go to the bottom of B's deck, in the order B picks (B picks b_c5 first, then b_c3); B's creature that costs 2 (not more than 2) stays.",
    A: { hand: [c("a_dc", "diceclops")], deck: deck("a") },
    B: { battle: [c("b_c2", VANILLA), c("b_c3", "alpaca-hammer"), c("b_c5", "bongora-kraft-style")], mana: [c("b_m1", VANILLA), c("b_m2", VANILLA)], deck: deck("b", 1) },
    steps: [{ action: { kind: "summon", player: "A", card: "a_dc" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_c5", "b_c3"] }] }],
    expect: { zones: { "B.battle": ["b_c2"], "A.battle": ["a_dc"] }, order: { "B.deck": ["b_d1", "b_c5", "b_c3"] } },
  },
  {
    template: "trigger:when",
    card: "orion-strange-stone",
    sentence: "When you put this creature into the battle zone, your opponent puts all their creatures that cost more than the number of cards in their mana zone on the bottom of their deck in any order. (mana as large as the costs)",
    why: "B has 5 cards in the mana zone: its creatures that cost 3 and 5 cost no more than 5, so none is put on the deck.",
    A: { hand: [c("a_or", "orion-strange-stone")], deck: deck("a") },
    B: { battle: [c("b_c3", "alpaca-hammer"), c("b_c5", "bongora-kraft-style")], mana: [c("b_m1", VANILLA), c("b_m2", VANILLA), c("b_m3", VANILLA), c("b_m4", VANILLA), c("b_m5", VANILLA)], deck: deck("b", 1) },
    steps: [{ action: { kind: "summon", player: "A", card: "a_or" } }],
    expect: { zones: { "B.battle": ["b_c3", "b_c5"] }, order: { "B.deck": ["b_d1"] } },
  },
  // --- "put the top card of your deck into your mana zone for each …": counted once as it resolves ---
  {
    template: "trigger:when",
    card: "out-of-the-blue-snail",
    sentence: "When you put this creature into the battle zone, you may put the top card of your deck into your mana zone for each of your Dreammate in the battle zone.",
    why: "A has 2 Dreammates in the battle zone (the Snail is a Vehicle Bee, not counted) and says yes: the top 2 cards of A's deck go to the mana zone (untapped: the text says nothing of tapping).",
    // the deck's cards are single-civilization (a multicolored card is put into the mana zone tapped)
    A: { hand: [c("a_sn", "out-of-the-blue-snail")], battle: [c("a_dm1", "nyanjiro-treasure-cat"), c("a_dm2", "night-owl-meisama"), c("a_v", VANILLA)], deck: [c("a_d1", "alpaca-hammer"), c("a_d2", "alpaca-hammer"), c("a_d3", "alpaca-hammer")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sn" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.mana": ["a_d1", "a_d2"] }, order: { "A.deck": ["a_d3"] }, untapped: ["a_d1", "a_d2"] },
  },
  {
    template: "trigger:when",
    card: "out-of-the-blue-snail",
    sentence: "When you put this creature into the battle zone, you may put the top card of your deck into your mana zone for each … (A says no)",
    why: '"you may": A says no, so no card is put into the mana zone.',
    A: { hand: [c("a_sn", "out-of-the-blue-snail")], battle: [c("a_dm1", "nyanjiro-treasure-cat")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sn" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.mana": [] }, order: { "A.deck": ["a_d1", "a_d2", "a_d3"] } },
  },
  {
    template: "spell:effect",
    card: "mana-bonanza",
    sentence: "For each card in your mana zone, put a card from the top of your deck into your mana zone tapped.",
    why: "A has 2 cards in the mana zone as the spell resolves: 2 cards from the top of A's deck go into the mana zone tapped (counted once: the cards put are not counted again).",
    A: { hand: [c("a_mb", "mana-bonanza")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA)], deck: deck("a", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_mb" } }],
    expect: { zones: { "A.mana": ["a_m1", "a_m2", "a_d1", "a_d2"], "A.graveyard": ["a_mb"] }, order: { "A.deck": ["a_d3", "a_d4"] }, tapped: ["a_d1", "a_d2"] },
  },
];
