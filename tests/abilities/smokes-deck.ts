/**
 * Smokes for the deck-manipulation sentences (lib/abilities/deck.ts): look at / reveal the top cards with the choice
 * shapes it adds, the top card's "if it's a X", and searches. Expected outcomes are written from the printed text.
 * Rules Ver. 1.48: 401.4 (a player puts cards on the bottom / top of the deck in the order they pick), 409.1b and
 * 409.1e (a spell cast for no cost by an effect is being used, then resolves and goes to the graveyard).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const GD = "fuuma-folgarol"; // Grand Devil, no text
const DM = "formal-heart"; // Deep Marine, no text (water: a mono-colored card enters the mana zone untapped)
const HUNTER = "alpaca-hammer"; // Beast Folk / Hunter, no text
const HUNTER2 = "aqua-student"; // Liquid People / Hunter, no text
const CYBER_LORD = "assembler"; // Cyber Lord / Hunter, no text
const DRAW1 = "guard-grip"; // spell: "Draw a card."
const SPARK = "nitvelous-spark"; // spell with Spark in its name
const GOD = "ludvica-the-2nd-god-of-mystic-light"; // a God
const HYPER_BEAST = "agaroom-proof-soul-abyss"; // Abyss Royale / Hyper Beast
const LIGHT = "katarina-channeler-of-suns"; // a light creature
const CROSS_GEAR = "ascendant-wing-faerie-accela"; // a cross gear
const DRAGON = "boltail-dragon"; // Armored Dragon

export const DECK_SMOKES: Smoke[] = [
  {
    template: "trigger:when",
    card: "algo-bardiol-devil-admiral",
    sentence: "When you put this creature into the battle zone, reveal the top 3 cards of your deck. Put all Grand Devil and Deep Marine from the revealed cards into your hand, and put the rest on the bottom of your deck in any order.",
    why: "Of the top 3 (a Grand Devil, a vanilla creature, a Deep Marine) every Grand Devil and every Deep Marine goes to the hand; the one other card goes to the bottom, under the 4th card.",
    A: { hand: [c("a_algo", "algo-bardiol-devil-admiral")], deck: [c("a_gd", GD), c("a_v", VANILLA), c("a_dm", DM), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_algo" } }],
    expect: { zones: { "A.hand": ["a_gd", "a_dm"], "A.battle": ["a_algo"] }, order: { "A.deck": ["a_d4", "a_v"] } },
  },
  {
    template: "trigger:when",
    card: "deddam-disaster",
    sentence: "When you put this creature, look at the top 3 cards of your deck. Put one of them into your hand, one into your mana zone and one into your graveyard.",
    why: "Each of the 3 cards looked at goes to one of the three zones, as A picks (the last one left goes to the graveyard with no choice); the 4th card stays on top.",
    A: { hand: [c("a_dd", "deddam-disaster")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_dd" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d3"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d2"], "A.mana": ["a_d3"], "A.graveyard": ["a_d1"], "A.battle": ["a_dd"] }, order: { "A.deck": ["a_d4"] } },
  },
  {
    template: "trigger:when",
    card: "cyber-p-goobie",
    sentence: "When you put this creature into the battle zone, look at the top 5 cards of your deck. Then put them back in any order.",
    why: "The 5 cards go back on top in the order A picks (401.4), one at a time onto the top: picked d1..d5, d5 ends on top; the 6th card stays under them.",
    A: { hand: [c("a_goo", "cyber-p-goobie")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA), c("a_d6", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_goo" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d2", "a_d3", "a_d4", "a_d5"] }] }],
    expect: { order: { "A.deck": ["a_d5", "a_d4", "a_d3", "a_d2", "a_d1", "a_d6"] }, zones: { "A.hand": [], "A.battle": ["a_goo"] } },
  },
  {
    template: "trigger:when",
    card: "cyber-j-shin",
    sentence: "When you put this creature into the battle zone, look at the top 2 cards of your deck. You may put any number of non-evolution Cyber Lords from among them into the battle zone. Put the rest back on top of your deck in any order.",
    why: "The Cyber Lord among the top 2 is put into the battle zone; the other card goes back on top, over the 3rd.",
    A: { hand: [c("a_js", "cyber-j-shin")], deck: [c("a_cl", CYBER_LORD), c("a_v2", VANILLA), c("a_v3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_js" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_cl"] }] }],
    expect: { zones: { "A.battle": ["a_js", "a_cl"] }, order: { "A.deck": ["a_v2", "a_v3"] } },
  },
  {
    template: "trigger:when",
    card: "cyber-j-shin",
    sentence: "… Put the rest back on top of your deck in any order. (no Cyber Lord: both go back in the order picked)",
    why: "No card looked at is a Cyber Lord: nothing is put; both go back on top in the order A picks (401.4), each onto the top in turn: picked d1 then d2, d2 ends on top.",
    A: { hand: [c("a_js", "cyber-j-shin")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_js" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d2"] }] }],
    expect: { zones: { "A.battle": ["a_js"] }, order: { "A.deck": ["a_d2", "a_d1", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "eaudemary-elemental-faerie",
    sentence: "When you put this creature or whenever it attacks, look at the top 2 cards of your deck. Shieldify one of them and put the other into your hand.",
    why: "Of the top 2, the one A picks becomes a new shield and the other goes to the hand.",
    A: { hand: [c("a_eau", "eaudemary-elemental-faerie")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_eau" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d2"] }] }],
    expect: { zones: { "A.shields": ["a_d2"], "A.hand": ["a_d1"], "A.battle": ["a_eau"] }, order: { "A.deck": ["a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "super-spell-great-blue-the-blue-tide",
    sentence: "When you put this creature into the battle zone or whenever it attacks, look at the top card of your deck. If it's a spell, you may cast it for no cost.",
    why: "The top card is a spell (\"Draw a card.\"): A casts it for no cost from the deck (409.1b); it draws the next card, then goes to the graveyard.",
    A: { hand: [c("a_blue", "super-spell-great-blue-the-blue-tide")], deck: [c("a_sp", DRAW1), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_blue" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_sp"] }] }],
    expect: { zones: { "A.hand": ["a_d2"], "A.graveyard": ["a_sp"], "A.battle": ["a_blue"] }, order: { "A.deck": ["a_d3"] }, drew: { A: 1 } },
  },
  {
    template: "trigger:when",
    card: "super-spell-great-blue-the-blue-tide",
    sentence: "… If it's a spell, you may cast it for no cost. (the top card is a creature)",
    why: "The top card is not a spell: nothing is cast and it stays on top of the deck.",
    A: { hand: [c("a_blue", "super-spell-great-blue-the-blue-tide")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_blue" } }],
    expect: { zones: { "A.hand": [], "A.graveyard": [], "A.battle": ["a_blue"] }, order: { "A.deck": ["a_d1", "a_d2"] }, drew: { A: 0 } },
  },
  {
    template: "trigger:when",
    card: "moel-loveleader",
    sentence: "When you put this creature, reveal the top 3 cards of your deck. Put any number of Hunters from among them into your hand, then put the rest into your mana zone tapped.",
    why: "A keeps one of the two Hunters revealed; the other two cards (a Hunter not taken and a Deep Marine, both mono-colored, so tapped only because the text says so) go to the mana zone tapped.",
    A: { hand: [c("a_moel", "moel-loveleader")], deck: [c("a_h1", HUNTER), c("a_v", DM), c("a_h2", HUNTER2), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_moel" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h1"] }] }],
    expect: { zones: { "A.hand": ["a_h1"], "A.mana": ["a_v", "a_h2"], "A.battle": ["a_moel"] }, tapped: ["a_v", "a_h2"], order: { "A.deck": ["a_d4"] } },
  },
  {
    template: "trigger:when",
    card: "sun-s-creed-revelation-elemental",
    sentence: "When you put this creature into the battle zone, search your deck. You may take a spell that has \"Spark\" in its name from your deck, show that spell to your opponent, and add it to your shields face down. Then shuffle your deck.",
    why: "A looks through the deck and takes the Spark spell (the other spell has no Spark in its name): it becomes a new shield; the rest of the deck is shuffled.",
    A: { hand: [c("a_sun", "sun-s-creed-revelation-elemental")], shields: [c("a_s1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_gg", DRAW1), c("a_sp", SPARK), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_sun" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_sp"] }] }],
    expect: { zones: { "A.shields": ["a_s1", "a_sp"], "A.deck": ["a_d1", "a_gg", "a_d4"], "A.battle": ["a_sun"], "A.hand": [] } },
  },
  {
    template: "trigger:when",
    card: "nasuloscha-date-doll",
    sentence: "When you put this creature, search your deck and put a card from it into your graveyard. Then shuffle your deck.",
    why: "Not optional: A picks one card of the deck, it goes to the graveyard; the deck is shuffled.",
    A: { hand: [c("a_nas", "nasuloscha-date-doll")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_nas" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d3"] }] }],
    expect: { zones: { "A.graveyard": ["a_d3"], "A.deck": ["a_d1", "a_d2"], "A.battle": ["a_nas"] } },
  },
  {
    template: "trigger:when",
    card: "god-gut",
    sentence: "When you put this creature into the battle zone, you may discard a card from your hand. If you do, search your deck. You may take a God from your deck, show that God to your opponent, and put it into your hand. Then shuffle your deck.",
    why: "A discards a card; having done so, A searches the deck and takes the God into the hand.",
    A: { hand: [c("a_gut", "god-gut"), c("a_h1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_god", GOD), c("a_d3", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_gut" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_god"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_god"], "A.graveyard": ["a_h1"], "A.deck": ["a_d1", "a_d3"], "A.battle": ["a_gut"] } },
  },
  {
    template: "trigger:when",
    card: "god-gut",
    sentence: "… you may discard a card from your hand. If you do, search your deck. … (A does not discard)",
    why: "A does not discard: no search, the God stays in the deck and the deck is not shuffled.",
    A: { hand: [c("a_gut", "god-gut"), c("a_h1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_god", GOD), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_gut" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.hand": ["a_h1"], "A.graveyard": [] }, order: { "A.deck": ["a_d1", "a_god", "a_d3"] } },
  },

  {
    template: "trigger:when",
    card: "spell-great-blue-blue-divine-dragon",
    sentence: "Whenever this creature attacks, reveal the top card of your deck. If it's a spell that costs 7 or less, you may cast it for no cost. Otherwise, put it into your graveyard.",
    why: "The top card is a spell of cost 7 or less but A chooses not to cast it: \"otherwise\" is only for a card that is not such a spell, so it stays on top.",
    A: { battle: [c("a_sgb", "spell-great-blue-blue-divine-dragon")], deck: [c("a_sp", DRAW1), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_sgb", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { order: { "A.deck": ["a_sp", "a_d2"] }, zones: { "A.graveyard": [], "A.hand": [] }, drew: { A: 0 } },
  },
  {
    template: "trigger:when",
    card: "spell-great-blue-blue-divine-dragon",
    sentence: "… Otherwise, put it into your graveyard. (the top card is a creature)",
    why: "The top card is not a spell: it is put into the graveyard.",
    A: { battle: [c("a_sgb", "spell-great-blue-blue-divine-dragon")], deck: [c("a_v", VANILLA), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_sgb", target: "B" } }],
    expect: { order: { "A.deck": ["a_d2"] }, zones: { "A.graveyard": ["a_v"] } },
  },
  {
    template: "trigger:when",
    card: "hycrid-a4",
    sentence: "When you put this creature, reveal the top card of your deck. If its a Neo Creature, put it into your hand. Otherwise, you may put it on the bottom of your deck.",
    why: "The top card is not a Neo Creature: A may put it on the bottom, and does.",
    A: { hand: [c("a_hy", "hycrid-a4")], deck: [c("a_v", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hy" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { order: { "A.deck": ["a_d2", "a_v"] }, zones: { "A.hand": [], "A.battle": ["a_hy"] } },
  },
  {
    template: "trigger:when",
    card: "hycrid-a4",
    sentence: "… Otherwise, you may put it on the bottom of your deck. (A says no)",
    why: "\"You may\": A declines, the card stays on top.",
    A: { hand: [c("a_hy", "hycrid-a4")], deck: [c("a_v", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hy" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { order: { "A.deck": ["a_v", "a_d2"] }, zones: { "A.hand": [] } },
  },
  {
    template: "trigger:when",
    card: "hycrid-a4",
    sentence: "… If its a Neo Creature, put it into your hand. (a Neo Creature on top)",
    why: "The top card is a Neo Creature: it is put into the hand (no choice, and nothing about the bottom is asked).",
    A: { hand: [c("a_hy", "hycrid-a4")], deck: [c("a_neo", "the-tsukemen"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hy" } }],
    expect: { order: { "A.deck": ["a_d2"] }, zones: { "A.hand": ["a_neo"] } },
  },
  {
    template: "trigger:when",
    card: "katarina-channeler-of-suns",
    sentence: "When you put this creature, reveal the top 3 cards of your deck. Put a Hyper Beast and a spell from among them into your hand. Put the rest on the bottom of your deck in any order.",
    why: "One Hyper Beast and one spell among the 3 go to the hand; the third card goes to the bottom, under the 4th.",
    A: { hand: [c("a_kat", "katarina-channeler-of-suns")], deck: [c("a_hb", HYPER_BEAST), c("a_v", VANILLA), c("a_sp", DRAW1), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_kat" } }],
    expect: { zones: { "A.hand": ["a_hb", "a_sp"], "A.battle": ["a_kat"] }, order: { "A.deck": ["a_d4", "a_v"] } },
  },
  {
    template: "trigger:when",
    card: "marinomancer",
    sentence: "When you put this creature into the battle zone, you may reveal the top 3 cards of your deck. Put all light cards and all darkness cards from the revealed cards into your hand, and put the rest into your graveyard.",
    why: "A reveals: the light card and the darkness (darkness/fire) card go to the hand; the water card goes to the graveyard.",
    A: { hand: [c("a_mm", "marinomancer")], deck: [c("a_l", LIGHT), c("a_w", DM), c("a_dk", VANILLA), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_mm" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_l", "a_dk"], "A.graveyard": ["a_w"] }, order: { "A.deck": ["a_d4"] } },
  },
  {
    template: "granted:accelerator",
    card: "throwing-totem",
    sentence: "Whenever this creature attacks, search your deck. You may take a creature or cross gear from your deck, show that card to your opponent, and put it into your hand. Then shuffle your deck.",
    why: "Crossed with a cross gear, Throwing Totem has its Accelerator ability. A cross gear is one of the two kinds: A takes it into the hand; the deck is shuffled.",
    A: { battle: [c("a_tt", "throwing-totem"), c("a_g", "emerald-claw", { crossedTo: "a_tt" })], deck: [c("a_v", VANILLA), c("a_cg", CROSS_GEAR), c("a_sp", DRAW1)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_tt", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_cg"] }] }],
    expect: { zones: { "A.hand": ["a_cg"], "A.deck": ["a_v", "a_sp"] } },
  },
  {
    template: "granted:accelerator",
    card: "throwing-totem",
    sentence: "… You may take a creature or cross gear from your deck … (A tries to take a spell)",
    why: "A spell is neither a creature nor a cross gear: it can't be taken.",
    A: { battle: [c("a_tt", "throwing-totem"), c("a_g", "emerald-claw", { crossedTo: "a_tt" })], deck: [c("a_v", VANILLA), c("a_sp", DRAW1)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_tt", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_sp"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "trigger:when",
    card: "bokkan-polka",
    sentence: "When you put this creature into the battle zone, reveal the top 6 cards of your deck. Put all non-Dragon cards on the bottom of your deck in any order. Then put the rest on the top of your deck in any order.",
    why: "The 4 non-Dragon cards go to the bottom in the order A picks (each under the last, 401.4); the 2 Dragons go back on top in the order A picks, the last one picked on top.",
    A: { hand: [c("a_bp", "bokkan-polka")], deck: [c("a_dr1", DRAGON), c("a_v1", VANILLA), c("a_v2", VANILLA), c("a_dr2", DRAGON), c("a_v3", VANILLA), c("a_v4", VANILLA), c("a_d7", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_bp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_v3", "a_v1", "a_v4", "a_v2"] },
          { prompt: "choose-cards", by: "A", pick: ["a_dr1", "a_dr2"] },
        ],
      },
    ],
    expect: { order: { "A.deck": ["a_dr2", "a_dr1", "a_d7", "a_v3", "a_v1", "a_v4", "a_v2"] } },
  },

  {
    template: "spell:effect",
    card: "call-for-dragons",
    sentence: "Put the top card of your deck into your mana zone tapped. If it's a Dragon, put another card from the top of your deck into your mana zone tapped.",
    why: "The top card is a Dragon: it goes to the mana zone tapped, and so does the next one.",
    A: { hand: [c("a_cfd", "call-for-dragons")], deck: [c("a_dr", DRAGON), c("a_d2", DM), c("a_d3", DM)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cfd" } }],
    expect: { zones: { "A.mana": ["a_dr", "a_d2"], "A.graveyard": ["a_cfd"] }, tapped: ["a_dr", "a_d2"], order: { "A.deck": ["a_d3"] } },
  },
  {
    template: "spell:effect",
    card: "call-for-dragons",
    sentence: "… If it's a Dragon, put another card … (the top card is not a Dragon)",
    why: "The card put into the mana zone is not a Dragon: no other card is put.",
    A: { hand: [c("a_cfd", "call-for-dragons")], deck: [c("a_d1", DM), c("a_dr", DRAGON)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cfd" } }],
    expect: { zones: { "A.mana": ["a_d1"] }, tapped: ["a_d1"], order: { "A.deck": ["a_dr"] } },
  },
  {
    template: "spell:effect",
    card: "faerie-power",
    sentence: "Put the top card of your deck into your mana zone. If it's a creature that has power 6000 or more, draw a card.",
    why: "The card put into the mana zone is a creature of power 6000 or more (Boltail Dragon): A draws a card.",
    A: { hand: [c("a_fp", "faerie-power")], deck: [c("a_dr", DRAGON), c("a_d2", DM), c("a_d3", DM)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_fp" } }],
    expect: { zones: { "A.mana": ["a_dr"], "A.hand": ["a_d2"] }, order: { "A.deck": ["a_d3"] }, drew: { A: 1 } },
  },
  {
    template: "spell:effect",
    card: "faerie-power",
    sentence: "… If it's a creature that has power 6000 or more, draw a card. (a smaller creature)",
    why: "The card put into the mana zone is a creature of less than 6000 power: nothing is drawn.",
    A: { hand: [c("a_fp", "faerie-power")], deck: [c("a_d1", DM), c("a_d2", DM)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_fp" } }],
    expect: { zones: { "A.mana": ["a_d1"], "A.hand": [] }, order: { "A.deck": ["a_d2"] }, drew: { A: 0 } },
  },

  {
    template: "spell:effect",
    card: "logic-circle",
    sentence: "Search your deck. You may take a spell from your deck, and show that spell to your opponent. Then shuffle your deck and put that spell on top of your deck.",
    why: "A takes the spell; the deck is shuffled and the spell is put on top: it is the top card whatever the shuffle did.",
    A: { hand: [c("a_lc", "logic-circle")], deck: [c("a_v", VANILLA), c("a_sp", DRAW1)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_lc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_sp"] }] }],
    expect: { order: { "A.deck": ["a_sp", "a_v"] }, zones: { "A.graveyard": ["a_lc"], "A.hand": [] } },
  },
  {
    template: "spell:effect",
    card: "logic-circle",
    sentence: "… You may take a spell from your deck … (A tries to take a creature)",
    why: "Only a spell can be taken.",
    A: { hand: [c("a_lc", "logic-circle")], deck: [c("a_v", VANILLA), c("a_sp", DRAW1)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_lc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "trigger:when",
    card: "dandy-eggplant",
    sentence: "When you put this creature into the battle zone, search your deck. Put one card from your deck into your mana zone, and then put one card from your mana zone into your graveyard. Then, shuffle your deck.",
    why: "A puts a card of the deck into the mana zone, then one card of the mana zone (here the other one already there) into the graveyard; the deck is shuffled.",
    A: { hand: [c("a_de", "dandy-eggplant")], mana: [c("a_m1", DM)], deck: [c("a_d1", VANILLA), c("a_d2", GD), c("a_d3", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_de" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
          { prompt: "choose-cards", by: "A", pick: ["a_m1"] },
        ],
      },
    ],
    expect: { zones: { "A.mana": ["a_d2"], "A.graveyard": ["a_m1"], "A.deck": ["a_d1", "a_d3"], "A.battle": ["a_de"] } },
  },

  {
    template: "trigger:when",
    card: "bolshack-crisis-nex",
    sentence: "Whenever one of your Dragons attacks, reveal the top card of your deck. If it's a Dragon, you may put it.",
    why: "Bolshack Crisis NEX (a Dragon) attacks; the top card is a Dragon creature: A puts it into the battle zone.",
    A: { battle: [c("a_bc", "bolshack-crisis-nex")], deck: [c("a_dr", DRAGON), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_bc", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_dr"] }] }],
    expect: { zones: { "A.battle": ["a_bc", "a_dr"] }, order: { "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "bolshack-crisis-nex",
    sentence: "… If it's a Dragon, you may put it. (a spell of the Dragon race on top)",
    why: "\"Put\" is putting into the battle zone, and a spell can't be (316.2: a spell is not an element): the Dragon spell on top is not offered and stays on top.",
    A: { battle: [c("a_bc", "bolshack-crisis-nex")], deck: [c("a_ds", "dragocalypse-day"), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_bc", target: "B" } }],
    expect: { zones: { "A.battle": ["a_bc"] }, order: { "A.deck": ["a_ds", "a_d2"] } },
  },

  {
    template: "trigger:when",
    card: "mia-nbaba-nbibi",
    sentence: "When you put this creature into the battle zone, look at the top card of your deck. Put it into your mana zone or add it to your shields face down.",
    why: "A picks the shield zone for the top card: it becomes a new shield (not a mana card).",
    A: { hand: [c("a_mia", "mia-nbaba-nbibi")], deck: [c("a_d1", DM), c("a_d2", DM)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_mia" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["shields"] }] }],
    expect: { zones: { "A.shields": ["a_d1"], "A.mana": [], "A.battle": ["a_mia"] }, order: { "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "mia-nbaba-nbibi",
    sentence: "… Put it into your mana zone or add it to your shields face down. (the mana zone)",
    why: "A picks the mana zone: the top card goes there (a mono-colored card: untapped).",
    A: { hand: [c("a_mia", "mia-nbaba-nbibi")], deck: [c("a_d1", DM), c("a_d2", DM)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_mia" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mana"] }] }],
    expect: { zones: { "A.shields": [], "A.mana": ["a_d1"] }, untapped: ["a_d1"], order: { "A.deck": ["a_d2"] } },
  },
  {
    template: "spell:effect",
    card: "earth-dragon-god-s-magic-encampment",
    sentence: "Look at the top 3 cards of your deck. Put one of them into your hand or mana zone and put the rest on the bottom of your deck in any order.",
    why: "A takes one of the 3 and puts it into the mana zone (its choice of the two); the other 2 go to the bottom in the order A picks.",
    A: { hand: [c("a_sp", "earth-dragon-god-s-magic-encampment")], deck: [c("a_d1", DM), c("a_d2", DM), c("a_d3", DM), c("a_d4", DM)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
          { prompt: "choose-mode", by: "A", pick: ["mana"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d3", "a_d1"] },
        ],
      },
    ],
    expect: { zones: { "A.mana": ["a_d2"], "A.hand": [], "A.graveyard": ["a_sp"] }, order: { "A.deck": ["a_d4", "a_d3", "a_d1"] } },
  },
];
