/**
 * Smokes for the deck3 readers (lib/abilities/deck3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 * 405.4: a mana card is normally face up; an effect may turn it face down (then it is a colorless card that costs 0
 * with a mana number of 1). Looking at a hand or a shield moves nothing.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const DARK_SPELL = "cranium-clamp"; // darkness spell
const FIRE_SPELL = "great-muda"; // fire spell, no text
const WATER_SPELL = "clone-factory"; // water spell
const DARK_CREATURE = "bonedance-invader"; // darkness creature, no text
const MULTI = "buzz-betocchi"; // a multicolored creature
const COST5 = "smith-breaking-right"; // colorless creature, cost 5, no text
const METALLICA = "keylock-strange-stone"; // light Metallica, no text
const COLORLESS = "noumen"; // colorless Tristone, no text
// (VANILLA, acme-first-seed, is a darkness/fire creature: multicolored)
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));
const mana = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_m${i + 1}`, VANILLA));

export const DECK3_SMOKES: Smoke[] = [
  // --- turning a mana card face down (Crystal Mana, 405.4)
  {
    template: "trigger:when",
    card: "arakan-crys-s-capture",
    sentence: "When you put this creature, you may turn a card in your mana zone face down. Crystal Mana (…)",
    why: "A puts Arakan and says yes: A chooses a_m2 among A's face-up mana cards and turns it face down (405.4); it stays in the mana zone, the others stay face up.",
    A: { hand: [c("a_ar", "arakan-crys-s-capture")], mana: mana("a") },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_ar" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_m2"] },
        ],
      },
    ],
    expect: { zones: { "A.mana": ["a_m1", "a_m2", "a_m3"], "A.battle": ["a_ar"] }, faceDown: ["a_m2"], faceUp: ["a_m1", "a_m3"] },
  },
  {
    template: "trigger:when",
    card: "arakan-crys-s-capture",
    sentence: "When you put this creature, you may turn a card in your mana zone face down. (A says no)",
    why: "\"You may\": A declines, no mana card is turned face down.",
    A: { hand: [c("a_ar", "arakan-crys-s-capture")], mana: mana("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_ar" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.mana": ["a_m1", "a_m2", "a_m3"] }, faceUp: ["a_m1", "a_m2", "a_m3"] },
  },
  // --- looking at the opponent's hand
  {
    template: "trigger:when",
    card: "cabalt-the-patroller",
    sentence: "When you put this creature into the battle zone, look at your opponent's hand. Your opponent discards all darkness and fire spells from it.",
    why: "Every darkness spell and every fire spell in B's hand is discarded; the water spell and the darkness creature (not a spell) stay.",
    A: { hand: [c("a_cb", "cabalt-the-patroller")] },
    B: { hand: [c("b_ds", DARK_SPELL), c("b_fs", FIRE_SPELL), c("b_ws", WATER_SPELL), c("b_dc", DARK_CREATURE)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_cb" } }],
    expect: { zones: { "B.hand": ["b_ws", "b_dc"], "B.graveyard": ["b_ds", "b_fs"] } },
  },
  {
    template: "trigger:when",
    card: "cabalt-the-patroller",
    sentence: "… Your opponent discards all darkness and fire spells from it. (none in the hand)",
    why: "B's hand holds no darkness or fire spell: nothing is discarded.",
    A: { hand: [c("a_cb", "cabalt-the-patroller")] },
    B: { hand: [c("b_ws", WATER_SPELL), c("b_dc", DARK_CREATURE)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_cb" } }],
    expect: { zones: { "B.hand": ["b_ws", "b_dc"], "B.graveyard": [] } },
  },
  {
    template: "spell:effect",
    card: "scheming-hands",
    sentence: "Look at your opponent's hand and choose a card from it. Your opponent discards that card.",
    why: "A (the caster) chooses b_2 in B's hand; B discards exactly that card.",
    A: { hand: [c("a_sh", "scheming-hands")], mana: mana("a") },
    B: { hand: [c("b_1", VANILLA), c("b_2", WATER_SPELL), c("b_3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sh" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_2"] }] }],
    expect: { zones: { "B.hand": ["b_1", "b_3"], "B.graveyard": ["b_2"] } },
  },
  {
    template: "spell:effect",
    card: "darakuma-spirit-spell",
    sentence: "Look at your opponent's hand, choose a card and discard it.",
    why: "A chooses b_3 in B's hand and it is discarded; A has no darkness creature, so the Civil Count draw does not happen.",
    A: { hand: [c("a_dk", "darakuma-spirit-spell")], mana: mana("a"), deck: deck("a") },
    B: { hand: [c("b_1", VANILLA), c("b_3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_dk" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_3"] }] }],
    expect: { zones: { "B.hand": ["b_1"], "B.graveyard": ["b_3"], "A.hand": [] } },
  },
  {
    template: "spell:effect",
    card: "secret-and-splendid-kaitai",
    sentence: "Look at your opponent's hand. You may choose one of them and put it into its owner's shield zone face up.",
    why: "A chooses b_2 from B's hand: it becomes a new face-up shield of B's (701.32b); b_1 stays in the hand.",
    A: { hand: [c("a_k", "secret-and-splendid-kaitai")], mana: mana("a") },
    B: { hand: [c("b_1", VANILLA), c("b_2", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_k" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_2"] }] }],
    expect: { zones: { "B.hand": ["b_1"], "B.shields": ["b_s1", "b_2"] }, faceUp: ["b_2"] },
  },
  {
    template: "spell:effect",
    card: "secret-and-splendid-kaitai",
    sentence: "… You may choose one of them … (A chooses none)",
    why: "\"You may choose\": A chooses nothing; B's hand and shields stay as they were.",
    A: { hand: [c("a_k", "secret-and-splendid-kaitai")], mana: mana("a") },
    B: { hand: [c("b_1", VANILLA), c("b_2", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_k" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "B.hand": ["b_1", "b_2"], "B.shields": ["b_s1"] } },
  },
  {
    template: "spell:effect",
    card: "rain-of-arrows",
    sentence: "Look at your opponent's hand. He discards all darkness spells from it.",
    why: "Only the darkness spell is discarded; the fire spell and the darkness creature stay.",
    A: { hand: [c("a_ra", "rain-of-arrows")], mana: mana("a") },
    B: { hand: [c("b_ds", DARK_SPELL), c("b_fs", FIRE_SPELL), c("b_dc", DARK_CREATURE)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_ra" } }],
    expect: { zones: { "B.hand": ["b_fs", "b_dc"], "B.graveyard": ["b_ds"] } },
  },
  {
    template: "spell:effect",
    card: "liquid-scope",
    sentence: "Look at your opponent's hand and shields. Then put the shields back where they were.",
    why: "Looking moves nothing: B's hand and shields are as they were.",
    A: { hand: [c("a_ls", "liquid-scope")], mana: mana("a") },
    B: { hand: [c("b_1", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_ls" } }],
    expect: { zones: { "B.hand": ["b_1"], "B.shields": ["b_s1", "b_s2"], "A.graveyard": ["a_ls"] } },
  },
  // --- looking at a shield
  {
    template: "spell:effect",
    card: "peeping-charger",
    sentence: "Look at one of your opponent's shields.",
    why: "A looks at one of B's shields (chooses b_s2): nothing moves. Charger then puts the spell into A's mana zone instead of the graveyard.",
    A: { hand: [c("a_pc", "peeping-charger")], mana: mana("a") },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_pc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s1", "b_s2"], "A.mana": ["a_m1", "a_m2", "a_m3", "a_pc"] } },
  },
  {
    template: "trigger:when",
    card: "jimon-and-ba-funkle",
    sentence: "When you put this creature into the battle zone, your opponent adds the top card of their deck to their shields face down.",
    why: "The top card of B's deck (b_d1) becomes a new face-down shield of B's; A's deck is untouched.",
    A: { hand: [c("a_j", "jimon-and-ba-funkle")], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "A", card: "a_j" } }],
    expect: { zones: { "B.shields": ["b_s1", "b_d1"], "B.deck": ["b_d2", "b_d3"], "A.deck": ["a_d1", "a_d2", "a_d3"] }, faceDown: ["b_d1"] },
  },
  // --- a choice of one card of either kind ("a spell or a Metallica": CardFilter.anyOf)
  {
    template: "spell:effect",
    card: "three-sword-s-judgment",
    sentence: "Look at the top 3 cards of your deck. You may take a spell or a Metallica from among them, show that card to your opponent, and put it into your hand. Put the rest on the bottom of your deck in any order.",
    why: "The Metallica (a_d2) is one of the kinds named: A takes it into the hand; the other two go to the bottom in the order A picks (401.4); the 4th card is now on top.",
    A: { hand: [c("a_ts", "three-sword-s-judgment")], mana: mana("a"), deck: [c("a_d1", VANILLA), c("a_d2", METALLICA), c("a_d3", WATER_SPELL), c("a_d4", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_ts" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d3", "a_d1"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d2"] }, order: { "A.deck": ["a_d4", "a_d3", "a_d1"] } },
  },
  {
    template: "spell:effect",
    card: "three-sword-s-judgment",
    sentence: "… You may take a spell or a Metallica from among them … (a creature of another race)",
    why: "The vanilla creature (neither a spell nor a Metallica) is not a card the text lets A take: the pick is refused.",
    A: { hand: [c("a_ts", "three-sword-s-judgment")], mana: mana("a"), deck: [c("a_d1", VANILLA), c("a_d2", METALLICA), c("a_d3", WATER_SPELL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_ts" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "crystal-destiny",
    sentence: "Look at the top 4 cards of your deck. You may reveal a Zenith or colorless card from among them and put it into your hand. Put the rest on the bottom of your deck in any order. Then you may turn a card in your mana zone face down.",
    why: "The colorless card (a_d3) is one of the kinds named: it goes to the hand, the other three to the bottom in A's order; then A may turn a mana card face down and does (a_m1).",
    A: { hand: [c("a_cd", "crystal-destiny")], mana: mana("a"), deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", COLORLESS), c("a_d4", VANILLA), c("a_d5", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_cd" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d3"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d2", "a_d4"] },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_m1"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d3"] }, order: { "A.deck": ["a_d5", "a_d1", "a_d2", "a_d4"] }, faceDown: ["a_m1"] },
  },
  // --- "If a light or darkness card was revealed in this way, …": the card chosen and revealed, counted by its kind
  {
    template: "spell:effect",
    card: "dondon-blizzard-now",
    sentence: "Look at the top 5 cards of your deck. Reveal one and put it into your hand, then put the rest on the bottom of your deck in any order. If a light or darkness card was revealed in this way, you may choose a creature in the battle zone and return it to its owner's hand.",
    why: "A reveals the darkness creature (a_d2) and puts it into the hand; the other four go to the bottom in A's order. A darkness card was revealed: A may choose a creature and returns B's b_c to B's hand.",
    A: { hand: [c("a_dd", "dondon-blizzard-now")], mana: mana("a"), deck: [c("a_d1", VANILLA), c("a_d2", DARK_CREATURE), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA), c("a_d6", VANILLA)] },
    B: { battle: [c("b_c", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_dd" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d3", "a_d4", "a_d5"] },
          { prompt: "choose-cards", by: "A", pick: ["b_c"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d2"], "B.hand": ["b_c"], "B.battle": [] }, order: { "A.deck": ["a_d6", "a_d1", "a_d3", "a_d4", "a_d5"] } },
  },
  {
    template: "spell:effect",
    card: "dondon-blizzard-now",
    sentence: "… If a light or darkness card was revealed in this way, … (a fire card revealed)",
    why: "The card revealed is a fire spell, neither light nor darkness: nothing is returned and B's creature stays.",
    A: { hand: [c("a_dd", "dondon-blizzard-now")], mana: mana("a"), deck: [c("a_d1", FIRE_SPELL), c("a_d2", VANILLA)] },
    B: { battle: [c("b_c", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_dd" },
        choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1"] }],
      },
    ],
    expect: { zones: { "A.hand": ["a_d1"], "B.battle": ["b_c"], "A.deck": ["a_d2"] } },
  },
  // --- searches
  {
    template: "spell:effect",
    card: "hell-slash",
    sentence: "Search your opponent's deck. Take up to 3 cards from their deck and put them into their graveyard. Then your opponent shuffles their deck.",
    why: "A looks through B's deck and takes two cards (up to 3): they go to B's graveyard; B's deck keeps the other two (shuffled).",
    A: { hand: [c("a_hs", "hell-slash")], mana: mana("a") },
    B: { deck: deck("b", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_hs" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_d2", "b_d4"] }] }],
    expect: { zones: { "B.graveyard": ["b_d2", "b_d4"] }, contains: { "B.deck": ["b_d1", "b_d3"] } },
  },
  {
    template: "trigger:when",
    card: "hachiko-jin-s-faithful-dog",
    sentence: "When you put this creature into the battle zone, search your deck. You may take a Hachiko, Jin's Faithful Dog from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.",
    why: "\"Hachiko, Jin's Faithful Dog\" is a card name: A takes the other Hachiko from the deck into the hand; the vanilla creatures stay in the deck.",
    A: { hand: [c("a_h1", "hachiko-jin-s-faithful-dog")], deck: [c("a_d1", VANILLA), c("a_h2", "hachiko-jin-s-faithful-dog"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_h1" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h2"] }] }],
    expect: { zones: { "A.hand": ["a_h2"], "A.battle": ["a_h1"] }, contains: { "A.deck": ["a_d1", "a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "hachiko-jin-s-faithful-dog",
    sentence: "… You may take a Hachiko, Jin's Faithful Dog from your deck … (a card of another name)",
    why: "A vanilla creature is not named Hachiko, Jin's Faithful Dog: taking it is refused.",
    A: { hand: [c("a_h1", "hachiko-jin-s-faithful-dog")], deck: [c("a_d1", VANILLA), c("a_h2", "hachiko-jin-s-faithful-dog")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_h1" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  // --- one kind the nouns did not say
  {
    template: "trigger:when",
    card: "moel-love-rider",
    sentence: "… look at the top 4 cards of your deck. Choose a creature that has both the Hunter and Alien races from among them, show that creature to your opponent, and put it into your hand. Then put the rest of the cards on the bottom of your deck in any order.",
    why: "Busou Demon Doll is a Hunter and an Alien: A chooses it into the hand; the other three go to the bottom in A's order.",
    A: { hand: [c("a_moel", "moel-love-rider")], deck: [c("a_d1", "alpaca-hammer"), c("a_d2", "busou-demon-doll"), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_moel" },
        // the one card of both races is chosen without asking (the choice has one option and is not optional)
        choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d3", "a_d4"] }],
      },
    ],
    expect: { zones: { "A.hand": ["a_d2"] }, order: { "A.deck": ["a_d5", "a_d1", "a_d3", "a_d4"] } },
  },
  {
    template: "trigger:when",
    card: "moel-love-rider",
    sentence: "… Choose a creature that has both the Hunter and Alien races … (a Hunter that is not an Alien)",
    why: "Alpaca Hammer is a Hunter but not an Alien: it can't be chosen; with no creature of both races among the four, none goes to the hand and all four go to the bottom.",
    A: { hand: [c("a_moel", "moel-love-rider")], deck: [c("a_d1", "alpaca-hammer"), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_moel" },
        choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d2", "a_d3", "a_d4"] }],
      },
    ],
    expect: { zones: { "A.hand": [] }, order: { "A.deck": ["a_d5", "a_d1", "a_d2", "a_d3", "a_d4"] } },
  },
  // --- revealing a card of the hand
  {
    template: "trigger:when",
    card: "bouken-s-legend",
    sentence: "When you put this card into your mana zone, you may reveal a multicolored card in your hand to your opponent. If you do, untap this card.",
    why: "Bouken's Legend (light/nature) is put into the mana zone tapped (a multicolored card); A reveals the multicolored creature in the hand, so the Legend is untapped. The revealed card stays in the hand.",
    A: { hand: [c("a_bl", "bouken-s-legend"), c("a_mc", MULTI), c("a_v", DARK_CREATURE)] },
    steps: [{ action: { kind: "charge", player: "A", card: "a_bl" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_mc"] }] }],
    expect: { zones: { "A.mana": ["a_bl"], "A.hand": ["a_mc", "a_v"] }, untapped: ["a_bl"] },
  },
  {
    template: "trigger:when",
    card: "bouken-s-legend",
    sentence: "… you may reveal a multicolored card in your hand to your opponent. If you do, untap this card. (no multicolored card in the hand)",
    why: "A's hand has no multicolored card: nothing can be revealed, so the Legend stays tapped.",
    A: { hand: [c("a_bl", "bouken-s-legend"), c("a_v", DARK_CREATURE)] },
    steps: [{ action: { kind: "charge", player: "A", card: "a_bl" } }],
    expect: { zones: { "A.mana": ["a_bl"], "A.hand": ["a_v"] }, tapped: ["a_bl"] },
  },
  {
    template: "trigger:when",
    card: "navy-negotiator",
    sentence: "When you put this creature into the battle zone, reveal any number of light, darkness, fire, or nature cards from your hand. For each card revealed this way, draw a card.",
    why: "A reveals the two darkness/fire cards of the hand (the water spell can't be revealed): A draws 2 cards.",
    A: { hand: [c("a_nn", "navy-negotiator"), c("a_ds", DARK_SPELL), c("a_fs", FIRE_SPELL), c("a_ws", WATER_SPELL)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_nn" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_ds", "a_fs"] }] }],
    expect: { zones: { "A.hand": ["a_ds", "a_fs", "a_ws", "a_d1", "a_d2"], "A.deck": ["a_d3"] } },
  },
  // --- putting the top cards into the mana zone face down; looking at all shields
  {
    template: "trigger:when",
    card: "oshamanbe-sidan-s-pompom",
    sentence: "When you put this creature, put the top 2 cards of your deck into your mana zone face down. Crystal Mana (…)",
    why: "The top two cards of A's deck go to A's mana zone face down (405.4); the third stays in the deck.",
    A: { hand: [c("a_os", "oshamanbe-sidan-s-pompom")], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_os" } }],
    expect: { zones: { "A.mana": ["a_d1", "a_d2"], "A.deck": ["a_d3"] }, faceDown: ["a_d1", "a_d2"] },
  },
  {
    template: "trigger:when",
    card: "tekorax",
    sentence: "When you put this creature into the battle zone, look at your opponent's shields. Then put them back where they were.",
    why: "Looking at the shields moves nothing: B's shields stay as they were, face down.",
    A: { hand: [c("a_tk", "tekorax")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_tk" } }],
    expect: { zones: { "B.shields": ["b_s1", "b_s2"], "A.battle": ["a_tk"] }, faceDown: ["b_s1", "b_s2"] },
  },
  // --- the hand to the bottom of the deck, then draws
  {
    template: "trigger:when",
    card: "kurokokokera-scene-shifter",
    sentence: "When you put this creature into the battle zone, put your hand on the bottom of your deck in any order. Then draw the same number of cards.",
    why: "A's two cards in hand go to the bottom in A's order (401.4); A then draws 2 cards, the two top cards of the deck.",
    A: { hand: [c("a_kk", "kurokokokera-scene-shifter"), c("a_h1", VANILLA), c("a_h2", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_kk" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h2", "a_h1"] }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"] }, order: { "A.deck": ["a_d3", "a_h2", "a_h1"] } },
  },
  {
    template: "spell:effect",
    card: "ninja-typhoon",
    sentence: "Count the number of cards in your hand and put them on the bottom of your deck in any order. Then draw cards equal to that number plus one.",
    why: "A has 2 other cards in hand (the spell being cast is not in the hand, 409.1c): they go to the bottom, and A draws 2 + 1 = 3 cards.",
    A: { hand: [c("a_nt", "ninja-typhoon"), c("a_h1", VANILLA), c("a_h2", VANILLA)], mana: mana("a"), deck: deck("a", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_nt" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h1", "a_h2"] }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3"] }, order: { "A.deck": ["a_d4", "a_h1", "a_h2"] } },
  },
  // --- the opponent's top cards revealed
  {
    template: "trigger:when",
    card: "bella-corrupt-ghost-princess",
    sentence: "When you put this creature into the battle zone, your opponent reveals the top 2 cards of their deck. Choose one of those cards and put it into their graveyard.",
    why: "B reveals b_d1 and b_d2; A chooses b_d2, which goes to B's graveyard; b_d1 stays on top of B's deck.",
    A: { hand: [c("a_bc", "bella-corrupt-ghost-princess")] },
    B: { deck: deck("b") },
    steps: [{ action: { kind: "put", player: "A", card: "a_bc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_d2"] }] }],
    expect: { zones: { "B.graveyard": ["b_d2"] }, order: { "B.deck": ["b_d1", "b_d3"] } },
  },
  {
    template: "trigger:when",
    card: "vegas-eureka",
    sentence: "When you put this creature into the battle zone, your opponent reveals the top card of their deck, and puts it on the bottom of their deck. If that card costs 5 or more, draw 3 cards.",
    why: "B's top card costs 5: it goes to the bottom of B's deck and A draws 3 cards.",
    A: { hand: [c("a_ve", "vegas-eureka")], deck: deck("a", 4) },
    B: { deck: [c("b_5", COST5), c("b_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ve" } }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3"] }, order: { "B.deck": ["b_d2", "b_5"] } },
  },
  {
    template: "trigger:when",
    card: "vegas-eureka",
    sentence: "… If that card costs 5 or more, draw 3 cards. (a card that costs 2)",
    why: "B's top card costs 2: it goes to the bottom, and A draws nothing.",
    A: { hand: [c("a_ve", "vegas-eureka")], deck: deck("a", 4) },
    B: { deck: [c("b_2", VANILLA), c("b_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ve" } }],
    expect: { zones: { "A.hand": [] }, order: { "B.deck": ["b_d2", "b_2"] } },
  },
  {
    template: "trigger:when",
    card: "noten-drill-shadow-of-perforation",
    sentence: "When you put this creature into the battle zone, you and your opponent play Gachinko Judge, If you win, choose up to 2 creatures from your graveyard and return them to your hand. (Gachinko Judge: …)",
    why: "A reveals a cost-5 card, B a cost-2 card: A wins (701.21b) and returns the two creatures chosen from the graveyard to the hand; each revealed card goes to the bottom (701.21a).",
    A: { hand: [c("a_nd", "noten-drill-shadow-of-perforation")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA), c("a_g3", VANILLA)], deck: [c("a_5", COST5), c("a_d2", VANILLA)] },
    B: { deck: [c("b_2", VANILLA), c("b_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_nd" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g1", "a_g3"] }] }],
    expect: { zones: { "A.hand": ["a_g1", "a_g3"], "A.graveyard": ["a_g2"] }, order: { "A.deck": ["a_d2", "a_5"], "B.deck": ["b_d2", "b_2"] } },
  },
  {
    template: "trigger:when",
    card: "raptor-fish",
    sentence: "When you put this creature into the battle zone, count the cards in your hand, shuffle those cards into your deck, then draw that many cards.",
    why: "A has 2 cards in hand: they are shuffled into the deck (701.11a), then A draws 2 cards; the deck keeps 3 of its 5 cards.",
    A: { hand: [c("a_rf", "raptor-fish"), c("a_h1", VANILLA), c("a_h2", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_rf" } }],
    expect: { drew: { A: 2 }, contains: { "A.battle": ["a_rf"] } },
  },
  // --- "If you don't, add it to your hand": every card not put goes there
  {
    template: "trigger:when",
    card: "muljim-supernatural-elemental",
    sentence: "… look at the top card of your deck. If it's a creature that has \"blocker\", you may put it into the battle zone. If you don't, add it to your hand.",
    why: "The top card is a blocker, but A chooses not to put it: \"if you don't\", it is added to A's hand.",
    A: { hand: [c("a_mj", "muljim-supernatural-elemental")], deck: [c("a_bl", "aqua-sparta"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_mj" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.hand": ["a_bl"], "A.battle": ["a_mj"], "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "muljim-supernatural-elemental",
    sentence: "… If it's a creature that has \"blocker\", you may put it into the battle zone. … (A puts it)",
    why: "The top card is a blocker and A puts it into the battle zone: nothing is added to the hand.",
    A: { hand: [c("a_mj", "muljim-supernatural-elemental")], deck: [c("a_bl", "aqua-sparta"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_mj" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_bl"] }] }],
    expect: { zones: { "A.hand": [], "A.battle": ["a_mj", "a_bl"], "A.deck": ["a_d2"] } },
  },
  // --- a search with a total cost
  {
    template: "trigger:when",
    card: "truename-nuts-spaghettino",
    sentence: "When this creature is destroyed, search your deck. You may take any number of non-evolution creatures that have total cost 6 or less from your deck and put them into the battle zone. Then shuffle your deck.",
    why: "A takes the cost-5 creature first: 1 is left, and no other creature costs 1 or less, so the choice ends; only it is put into the battle zone.",
    A: { battle: [c("a_ns", "truename-nuts-spaghettino")], deck: [c("a_d1", VANILLA), c("a_5", COST5), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ns", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_5"] }] }],
    expect: { zones: { "A.battle": ["a_5"], "A.graveyard": ["a_ns"] }, contains: { "A.deck": ["a_d1", "a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "truename-nuts-spaghettino",
    sentence: "… any number of non-evolution creatures that have total cost 6 or less … (2 + 5 is over 6)",
    why: "After a cost-2 creature, only 4 is left: the cost-5 creature does not fit and can't be taken.",
    A: { battle: [c("a_ns", "truename-nuts-spaghettino")], deck: [c("a_d1", VANILLA), c("a_5", COST5), c("a_d2", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_ns", by: "B" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d1"] },
          { prompt: "choose-cards", by: "A", pick: ["a_5"] },
        ],
      },
    ],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
];
