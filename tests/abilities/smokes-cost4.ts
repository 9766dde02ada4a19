/**
 * Smokes for the cost4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 *
 * "While you are summoning this creature, you may X. If you do, this creature costs N less to summon.": a `summon` with
 * `whileSummoning: true` is the player's "you may". 601.1a: 「効果の適用に必要な処理を行えない場合 … その効果は使用できま
 * せん。」 (an effect whose processing can't be done can't be used: the summon using it is refused). 601.1b/409.1c: the
 * card being summoned is pending, not one of its zone's cards (it can't be discarded or revealed for itself). 601.1f:
 * the processing is done as the cost is paid, before the card is put (601.1g). The reduction is recorded, not acted on
 * (the engine pays no mana cost): the outcomes are the zones.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const EVO = "pildol-bird-of-fire"; // fire Evolution Creature, cost 1
const COPPI = "assistance-coppi-and-machine";
const DOGON = "dogongiyos-misfortune-demon-02";
const ALDE = "assistance-alde-and-powercchi";
const MOGI = "assistance-mogiringo-and-kankuro";
const CINE = "assistance-cinerara-vs-train";
const NORA = "assistance-noratep-vs-mimosastar";
const AINES = "aines-gazelle-dashing-wind-elemental"; // cost 7
const CHANG = "chan-g-eureka";
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const COST4_SMOKES: Smoke[] = [
  // --- discard ---
  {
    template: "static:cost-while-summoning",
    card: COPPI,
    sentence: "While you are summoning this creature, you may discard a card from your hand. If you do, this creature costs 2 less to summon.",
    why: "A summons Coppi using its ability and discards a_x1 (601.1f): a_x1 is in the graveyard, a_x2 stays in the hand, Coppi is in the battle zone (its 'When you put' finds no opponent creature to destroy).",
    A: { hand: [c("a_co", COPPI), c("a_x1", VANILLA), c("a_x2", VANILLA)], deck: deck("a") },
    B: { deck: deck("b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_co", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_x1"] }] }],
    expect: { zones: { "A.battle": ["a_co"], "A.graveyard": ["a_x1"], "A.hand": ["a_x2"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: COPPI,
    sentence: "While you are summoning this creature, you may discard a card from your hand. … (no other card in the hand)",
    why: "Coppi is the only card in A's hand: being summoned it is pending, not one of the hand's cards (409.1c), so there is no card to discard and the ability can't be used (601.1a): the summon using it is refused.",
    A: { hand: [c("a_co", COPPI)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_co", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:cost-while-summoning",
    card: COPPI,
    sentence: "While you are summoning this creature, you may discard a card from your hand. … (not used)",
    why: "\"You may\": A summons Coppi without using the ability; nothing is discarded.",
    A: { hand: [c("a_co", COPPI), c("a_x1", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_co" } }],
    expect: { zones: { "A.battle": ["a_co"], "A.graveyard": [], "A.hand": ["a_x1"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: DOGON,
    sentence: "While you are summoning this creature, you may discard 2 cards. If you do, this creature costs 3 less to summon.",
    why: "A has 3 other cards in the hand and discards a_x1 and a_x2 (601.1f): both are in the graveyard, a_x3 stays in the hand, Dogongiyos is in the battle zone.",
    A: { hand: [c("a_dg", DOGON), c("a_x1", VANILLA), c("a_x2", VANILLA), c("a_x3", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_dg", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_x1", "a_x2"] }] }],
    expect: { zones: { "A.battle": ["a_dg"], "A.graveyard": ["a_x1", "a_x2"], "A.hand": ["a_x3"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: DOGON,
    sentence: "While you are summoning this creature, you may discard 2 cards. … (one other card)",
    why: "A has only one other card: 2 cards can't be discarded (Dogongiyos itself is pending, 409.1c), so the ability can't be used (601.1a).",
    A: { hand: [c("a_dg", DOGON), c("a_x1", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_dg", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  // --- choices among A's own cards ---
  {
    template: "static:cost-while-summoning",
    card: ALDE,
    sentence: "While you are summoning this creature, you may tap one of your creatures. If you do, this creature costs 2 less to summon.",
    why: "A taps its untapped creature a_v2 (601.1f): a_v2 is tapped, a_v1 is not; Alde is put into the battle zone untapped.",
    A: { battle: [c("a_v1", VANILLA), c("a_v2", VANILLA)], hand: [c("a_al", ALDE)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_al", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v2"] }] }],
    expect: { zones: { "A.battle": ["a_v1", "a_v2", "a_al"] }, tapped: ["a_v2"], untapped: ["a_v1", "a_al"] },
  },
  {
    template: "static:cost-while-summoning",
    card: ALDE,
    sentence: "While you are summoning this creature, you may tap one of your creatures. … (only a tapped creature)",
    why: "A's only creature is already tapped: no creature can be tapped, so the ability can't be used (601.1a).",
    A: { battle: [c("a_v", VANILLA, { tapped: true })], hand: [c("a_al", ALDE)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_al", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:cost-while-summoning",
    card: MOGI,
    sentence: "While you are summoning this creature, you may return one of your creatures to your hand. If you do, this creature costs 2 less to summon.",
    why: "A returns a_v2 from the battle zone to the hand (601.1f); a_v1 stays; Mogiringo is put into the battle zone.",
    A: { battle: [c("a_v1", VANILLA), c("a_v2", VANILLA)], hand: [c("a_mg", MOGI)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_mg", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v2"] }] }],
    expect: { zones: { "A.battle": ["a_v1", "a_mg"], "A.hand": ["a_v2"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: MOGI,
    sentence: "While you are summoning this creature, you may return one of your creatures to your hand. … (no creature)",
    why: "A has no creature in the battle zone (Mogiringo, pending, is not there yet): the ability can't be used (601.1a).",
    A: { hand: [c("a_mg", MOGI)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_mg", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:cost-while-summoning",
    card: CINE,
    sentence: "While you are summoning this creature, you may put one of your elements into your mana zone. If you do, this creature costs 2 less to summon.",
    why: "A puts its creature a_v2 into the mana zone (601.1f); a_v1 stays; Cinerara is put into the battle zone.",
    A: { battle: [c("a_v1", VANILLA), c("a_v2", VANILLA)], hand: [c("a_ci", CINE)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_ci", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v2"] }] }],
    expect: { zones: { "A.battle": ["a_v1", "a_ci"], "A.mana": ["a_v2"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: NORA,
    sentence: "While you are summoning this creature, you may put one of your shields into your graveyard. If you do, this creature costs 2 less to summon.",
    why: "A puts its shield a_s1 into the graveyard (601.1f); a_s2 stays; Noratep is put into the battle zone.",
    A: { shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)], hand: [c("a_no", NORA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_no", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_s1"] }] }],
    expect: { zones: { "A.battle": ["a_no"], "A.graveyard": ["a_s1"], "A.shields": ["a_s2"] } },
  },
  // --- reveals: the revealed card stays in the hand ---
  {
    template: "static:cost-while-summoning",
    card: AINES,
    sentence: "While you are summoning this creature, you may reveal a card that costs 7 or more from your hand to your opponent. If you do, this creature costs up to 2 less to summon. It can't cost less than 1.",
    why: "A reveals a second Aines Gazelle (cost 7) from the hand: a reveal moves nothing, the card stays in the hand (as does the vanilla, which costs 2); the first is put into the battle zone.",
    A: { hand: [c("a_g1", AINES), c("a_g2", AINES), c("a_g3", AINES), c("a_x1", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_g1", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g2"] }] }],
    expect: { zones: { "A.battle": ["a_g1"], "A.hand": ["a_g2", "a_g3", "a_x1"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: AINES,
    sentence: "While you are summoning this creature, you may reveal a card that costs 7 or more … (only a card that costs 2)",
    why: "A's other card costs 2, not 7 or more, and Aines Gazelle itself is pending (409.1c): nothing can be revealed, the ability can't be used (601.1a).",
    A: { hand: [c("a_g1", AINES), c("a_x1", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_g1", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:cost-while-summoning",
    card: CHANG,
    sentence: "While you are summoning this creature, you may reveal an evolution creature in your hand. If you do, this creature costs 2 less to summon. It can't cost 0 or less.",
    why: "A reveals Pildol (an Evolution Creature) from the hand: it stays there; Chan G is put into the battle zone.",
    A: { hand: [c("a_cg", CHANG), c("a_ev", EVO), c("a_ev2", EVO)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_cg", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_ev"] }] }],
    expect: { zones: { "A.battle": ["a_cg"], "A.hand": ["a_ev", "a_ev2"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: CHANG,
    sentence: "While you are summoning this creature, you may reveal an evolution creature in your hand. … (no evolution creature)",
    why: "A's other card is no evolution creature: the ability can't be used (601.1a).",
    A: { hand: [c("a_cg", CHANG), c("a_x1", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_cg", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:cost-while-summoning",
    card: COPPI,
    sentence: "(a card with no such ability)",
    why: "The vanilla creature has no 'while you are summoning' ability: a summon using one is refused.",
    A: { hand: [c("a_x1", VANILLA), c("a_x2", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_x1", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  // --- recorded, not acted on: a summon is legal whatever the cost (the engine pays none) ---
  {
    template: "static:cost-alternative",
    card: "hyurockin",
    sentence: "If you have a tapped creature, you may pay Water 1: to summon this creature.",
    why: "Without a tapped creature Hyurockin is still summoned for its printed cost (the other cost is only an option); the engine pays no mana cost, so the summon is made and nothing else happens.",
    A: { hand: [c("a_hy", "hyurockin")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_hy" } }],
    expect: { zones: { "A.battle": ["a_hy"], "A.hand": [] }, summoned: { A: 1 } },
  },
  // --- the next use's reduction: recorded in the trace, nothing else happens ---
  {
    template: "trigger:when",
    card: "don-kinoff-mystic-light-doll",
    sentence: "When you put this creature into the battle zone, you may have the next spell you cast during this turn cost up to 3 less. It can't cost less than 1.",
    why: "Don Kinoff is summoned: its ability triggers (it is put into the battle zone) and resolves; a reduction of a cost is all it does, and no mana cost is paid in a run, so no card moves: the hand keeps a_x1, the deck is untouched.",
    A: { hand: [c("a_dk", "don-kinoff-mystic-light-doll"), c("a_x1", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_dk" } }],
    expect: { zones: { "A.battle": ["a_dk"], "A.hand": ["a_x1"], "A.graveyard": [] }, drew: { A: 0 }, triggers: { fired: [{ source: "a_dk", card: "a_dk" }] } },
  },
  {
    template: "trigger:when",
    card: "dachicco-churis",
    sentence: "When you put this creature, this turn, the next Beat Jockey you summon may cost up to 3 less. It can't cost 0 or less.",
    why: "Dachicco Churis is summoned: its ability triggers and resolves, changing only a later cost (not paid in a run); the Beat Jockey summoned after it is put into the battle zone as usual.",
    A: { hand: [c("a_dc", "dachicco-churis"), c("a_bj", "arima-churis")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_dc" } }, { action: { kind: "summon", player: "A", card: "a_bj" } }],
    expect: { zones: { "A.battle": ["a_dc", "a_bj"], "A.hand": [] }, summoned: { A: 2 }, triggers: { fired: [{ source: "a_dc", card: "a_dc" }] } },
  },
  {
    template: "static:cost-while-summoning",
    card: "saw-zaw",
    sentence: "While you are summoning this creature, you may destroy one of your creatures or one of your tamaseeds. If you do, this creature costs 4 less to summon.",
    why: "A destroys its tamaseed Abyss Letter (\"one of your tamaseeds\", 601.1f): it goes to the graveyard; the creature a_v stays; Saw = Zaw is put into the battle zone.",
    A: { battle: [c("a_v", VANILLA), c("a_t", "abyss-letter")], hand: [c("a_sz", "saw-zaw")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sz", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_t"] }] }],
    expect: { zones: { "A.battle": ["a_v", "a_sz"], "A.graveyard": ["a_t"] } },
  },
  {
    template: "static:cost-while-summoning",
    card: "saw-zaw",
    sentence: "While you are summoning this creature, you may destroy one of your creatures or one of your tamaseeds. … (neither)",
    why: "A has no creature and no tamaseed in the battle zone (Saw = Zaw, pending, is not there): nothing can be destroyed, the ability can't be used (601.1a).",
    A: { hand: [c("a_sz", "saw-zaw")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sz", whileSummoning: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:cost-while-summoning",
    card: "mj-rinshankaiho-dragment-symbol",
    sentence: "While you are summoning this creature, you may shuffle any number of spells from your graveyard into your deck. For each spell put into your deck, this creature costs 1 less to summon. It can't cost less than 1.",
    why: "A shuffles the two spells of its graveyard into its deck (601.1f); the creature card a_x1 is no spell and stays in the graveyard; Mj Rinshankaiho is put into the battle zone.",
    A: { graveyard: [c("a_sp1", "aaru-a-k-a-heaven"), c("a_sp2", "abduction-charger"), c("a_x1", VANILLA)], hand: [c("a_mj", "mj-rinshankaiho-dragment-symbol")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_mj", whileSummoning: true }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_sp1", "a_sp2"] }] }],
    expect: { zones: { "A.battle": ["a_mj"], "A.graveyard": ["a_x1"] }, contains: { "A.deck": ["a_sp1", "a_sp2", "a_d1"] } },
  },
  // --- recorded changes of cost: a summon is made whatever it would cost (the engine pays no mana cost, 112.2b) ---
  {
    template: "static:cost-self",
    card: "voiron",
    sentence: "If you have 2 or more cards in your graveyard, reduce this creature's summon cost by 3.",
    why: "A has 2 cards in the graveyard and summons Voiron from the hand: the reduction only changes the mana paid (not paid in a run); Voiron is put into the battle zone, the graveyard is unchanged.",
    A: { hand: [c("a_vo", "voiron")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_vo" } }],
    expect: { zones: { "A.battle": ["a_vo"], "A.graveyard": ["a_g1", "a_g2"], "A.hand": [] }, summoned: { A: 1 } },
  },
  {
    template: "static:cost-double-sympathy",
    card: "kakanroku-dragon-armored",
    sentence: "Double Sympathy: Creatures that have power 12000 or more (When you summon this creature, you may pay 2 less for each of your creatures in the battle zone that have power 12000 or more. It can't cost 0 or less.)",
    why: "A summons Kakanroku: the reduction only changes the mana paid (not paid in a run); it is put into the battle zone and nothing else changes.",
    A: { hand: [c("a_kk", "kakanroku-dragon-armored")], battle: [c("a_v", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_kk" } }],
    expect: { zones: { "A.battle": ["a_v", "a_kk"], "A.hand": [] }, summoned: { A: 1 } },
  },
  {
    template: "static:cost-others",
    card: "cocco-lupia",
    sentence: "Your creatures that have Dragon in their race each cost 2 less to summon. (Dragonoids don't count.) They can't cost less than 2.",
    why: "With Cocco Lupia in the battle zone A summons Burger Amecchi (a Mega Command Dragon): it costs less, which changes only the mana paid (not paid in a run); it is put into the battle zone.",
    A: { battle: [c("a_cl", "cocco-lupia")], hand: [c("a_ba", "burger-amecchi")], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_ba" } }],
    expect: { zones: { "A.battle": ["a_cl", "a_ba"], "A.hand": [] }, summoned: { A: 1 } },
  },
  {
    template: "static:cost-ignore-reductions",
    card: "diamond-star-kiramekinosabato",
    sentence: "Ignore any abilities that reduce the cost of your opponent using cards. (They may use abilities to use cards for no cost such as \"shield trigger\".)",
    why: "Diamond Star is in A's battle zone; B summons a creature: what it costs is not paid in a run, and nothing forbids the summon; it is put into B's battle zone.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_ds", "diamond-star-kiramekinosabato")], deck: deck("a") },
    B: { hand: [c("b_x", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "summon", player: "B", card: "b_x" } }],
    expect: { zones: { "B.battle": ["b_x"], "A.battle": ["a_ds"] }, summoned: { B: 1 } },
  },
];

// --- "When …, you may put this creature from your hand into the battle zone" (110.4b: the ability functions in the hand) ---
const IZAYAK = "izayak-red-attack-silver";
const ADOMANI = "adomani-blue-defense-silver";
const ACE = "ace-of-swords-ensign-of-the-galaxy-falcon-squadron";
const BATORAIO = "batoraio-victory-blastdragon";
const BARRIER = "heaven-castle-s-barrier"; // spell: "Add the top card of your deck to your shields face down."
const MELGARS = "magmadragon-melgars"; // fire Volcano Dragon, 4000, no text
const WEAK = "aqua-vehicle"; // water, 1000, no text
const STRONG = "noumen"; // 6000, no text

const HAND_PUT: Smoke[] = [
  {
    template: "trigger:put-self-from-hand",
    card: IZAYAK,
    sentence: "When a card is put into your shields, you may put this creature from your hand into the battle zone for no cost.",
    why: "A casts Heaven Castle's Barrier: the top card of A's deck (a_d1) is put into A's shields; Izayak, in A's hand, triggers (110.4b) and A says yes: Izayak is put into the battle zone (put, not summoned).",
    A: { hand: [c("a_iz", IZAYAK), c("a_hb", BARRIER)], deck: deck("a") },
    steps: [{ action: { kind: "cast", player: "A", card: "a_hb" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_iz"], "A.hand": [], "A.shields": ["a_d1"] }, summoned: { A: 0 } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: IZAYAK,
    sentence: "When a card is put into your shields, you may put this creature … (\"you may\": no)",
    why: "\"You may\": A says no; Izayak stays in A's hand, the shield is added.",
    A: { hand: [c("a_iz", IZAYAK), c("a_hb", BARRIER)], deck: deck("a") },
    steps: [{ action: { kind: "cast", player: "A", card: "a_hb" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_iz"], "A.shields": ["a_d1"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: IZAYAK,
    sentence: "When a card is put into your shields, … (your opponent's shields)",
    why: "\"Your shields\": B adds a card to B's own shields; Izayak in A's hand does not trigger and stays there.",
    turn: { number: 5, active: "B" },
    A: { hand: [c("a_iz", IZAYAK)], deck: deck("a") },
    B: { hand: [c("b_hb", BARRIER)], deck: deck("b") },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hb" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_iz"], "B.shields": ["b_d1"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: ADOMANI,
    sentence: "When a card is added to your shields, you may put this creature from your hand into the battle zone for no cost.",
    why: "A adds a_d1 to its shields with Heaven Castle's Barrier; Adomani in A's hand triggers and A says yes: Adomani is in the battle zone.",
    A: { hand: [c("a_ad", ADOMANI), c("a_hb", BARRIER)], deck: deck("a") },
    steps: [{ action: { kind: "cast", player: "A", card: "a_hb" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_ad"], "A.hand": [], "A.shields": ["a_d1"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: ACE,
    sentence: "When one of your creatures wins a battle, you may put this creature from your hand into the battle zone.",
    why: "A's 4000-power creature attacks B's tapped 1000-power creature and wins the battle (115.3b); Ace of Swords, in A's hand, triggers and A says yes: it is put into the battle zone; B's creature is destroyed.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_ac", ACE)], deck: deck("a") },
    B: { battle: [c("b_w", WEAK, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_w" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_v", "a_ac"], "A.hand": [], "B.graveyard": ["b_w"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: ACE,
    sentence: "When one of your creatures wins a battle, … (A's creature loses)",
    why: "A's 4000-power creature attacks B's tapped 6000-power creature and loses: none of A's creatures wins a battle, so Ace of Swords stays in A's hand.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_ac", ACE)], deck: deck("a") },
    B: { battle: [c("b_s", STRONG, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_s" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_ac"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: ACE,
    sentence: "When one of your creatures wins a battle, … (your opponent's creature wins)",
    why: "\"One of your creatures\": B's 4000-power creature attacks A's tapped 1000-power creature and wins; the winner is not one of A's creatures, so Ace of Swords stays in A's hand.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_w", WEAK, { tapped: true })], hand: [c("a_ac", ACE)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "a_w" } }],
    expect: { zones: { "B.battle": ["b_v"], "A.battle": [], "A.graveyard": ["a_w"], "A.hand": ["a_ac"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: BATORAIO,
    sentence: "When one of your fire Dragons wins a battle, you may put this creature from your hand into the battle zone.",
    why: "A's Magmadragon Melgars (a fire Volcano Dragon, 4000) attacks B's tapped 1000-power creature and wins; Batoraio in A's hand triggers and A says yes: Batoraio is in the battle zone.",
    A: { battle: [c("a_mg", MELGARS)], hand: [c("a_bt", BATORAIO)], deck: deck("a") },
    B: { battle: [c("b_w", WEAK, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_mg", target: "b_w" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_mg", "a_bt"], "A.hand": [], "B.graveyard": ["b_w"] } },
  },
  {
    template: "trigger:put-self-from-hand",
    card: BATORAIO,
    sentence: "When one of your fire Dragons wins a battle, … (a fire creature that is not a Dragon)",
    why: "A's winner is a fire Revolutionary / Team Acme creature, not a Dragon: Batoraio does not trigger and stays in A's hand.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_bt", BATORAIO)], deck: deck("a") },
    B: { battle: [c("b_w", WEAK, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_w" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.hand": ["a_bt"], "B.graveyard": ["b_w"] } },
  },
];
COST4_SMOKES.push(...HAND_PUT);

// --- "(you may) put it from your graveyard …", "put a creature that has Dragon in its race …", "draw a card for each of your creatures that have X in its race" ---
const MUKADE = "mukade-asura";
const KYRSTRON = "kyrstron-lair-delver";
const GEZA = "cyber-d-geza";
const PIT = "terror-pit"; // spell: "Destroy 1 of your opponent's creatures."
const DRAGONOID = "scratch-the-reckless"; // Dragonoid / Hunter, 3000, no text
const CYBER = "a-zarashi"; // Cyber Virus Kai, 2000, no text
const COMMAND = "burger-amecchi"; // Mega Command Dragon / Fire Bird En / Revolutionary, 4000, no text

const MORE: Smoke[] = [
  {
    template: "trigger:when",
    card: MUKADE,
    sentence: "When this creature is destroyed, you may put it from your graveyard into the battle zone tapped.",
    why: "B casts Terror Pit and destroys Mukade: its ability triggers (it is in A's graveyard) and A says yes: Mukade is put from the graveyard into the battle zone tapped.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_mk", MUKADE)], deck: deck("a") },
    B: { hand: [c("b_tp", PIT)], deck: deck("b") },
    steps: [{ action: { kind: "cast", player: "B", card: "b_tp" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_mk"], "A.graveyard": [] }, tapped: ["a_mk"] },
  },
  {
    template: "trigger:when",
    card: MUKADE,
    sentence: "When this creature is destroyed, you may put it … (\"you may\": no)",
    why: "\"You may\": A says no; Mukade stays in A's graveyard.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_mk", MUKADE)], deck: deck("a") },
    B: { hand: [c("b_tp", PIT)], deck: deck("b") },
    steps: [{ action: { kind: "cast", player: "B", card: "b_tp" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_mk"] } },
  },
  {
    template: "trigger:when",
    card: KYRSTRON,
    sentence: "When this creature is destroyed, you may put a creature that has Dragon in its race from your hand into the battle zone.",
    why: "Kyrstron (1000) attacks B's tapped 4000-power creature, loses and is destroyed; A puts Magmadragon Melgars (race Volcano Dragon: it has Dragon in its race) from the hand into the battle zone; the Dragonoid stays in the hand.",
    A: { battle: [c("a_ky", KYRSTRON)], hand: [c("a_mg", MELGARS), c("a_dn", DRAGONOID)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_ky", target: "b_v" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_mg"] }] }],
    expect: { zones: { "A.battle": ["a_mg"], "A.graveyard": ["a_ky"], "A.hand": ["a_dn"] }, summoned: { A: 0 } },
  },
  {
    template: "trigger:when",
    card: KYRSTRON,
    sentence: "When this creature is destroyed, you may put a creature that has Dragon in its race … (only a Dragonoid in the hand)",
    why: "A's only creature in the hand is a Dragonoid: its race (Dragonoid) does not have the word Dragon, so nothing can be put; the hand keeps it.",
    A: { battle: [c("a_ky", KYRSTRON)], hand: [c("a_dn", DRAGONOID)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_ky", target: "b_v" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_ky"], "A.hand": ["a_dn"] } },
  },
  {
    template: "trigger:when",
    card: GEZA,
    sentence: "When you put this creature into the battle zone, you may draw a card for each of your creatures that have Cyber in its race. Then you may draw a card for each of your creatures that have Command in its race.",
    why: "A summons Cyber D Geza (Cyber Command) with a Cyber Virus Kai, a Mega Command Dragon and a creature of neither race: Cyber creatures 2 (Geza and the Cyber Virus Kai), Command creatures 2 (Geza and the Mega Command Dragon); A draws every card offered: 4.",
    A: { battle: [c("a_cy", CYBER), c("a_cm", COMMAND), c("a_v", VANILLA)], hand: [c("a_gz", GEZA)], deck: deck("a", 6) },
    steps: [
      {
        action: { kind: "summon", player: "A", card: "a_gz" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
        ],
      },
    ],
    expect: { drew: { A: 4 }, zones: { "A.hand": ["a_d1", "a_d2", "a_d3", "a_d4"] } },
  },
  {
    template: "trigger:when",
    card: GEZA,
    sentence: "When you put this creature into the battle zone, you may draw a card for each … (stopping early)",
    why: "\"You may draw a card for each\": each draw is optional. With no other Cyber or Command creature, each count is 1 (Geza itself); A draws the Cyber card and declines the Command one: 1 card.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_gz", GEZA)], deck: deck("a", 6) },
    steps: [{ action: { kind: "summon", player: "A", card: "a_gz" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { drew: { A: 1 }, zones: { "A.hand": ["a_d1"] } },
  },
];
COST4_SMOKES.push(...MORE);

// --- a card named in the text from the mana zone; a shield of either player to its owner's mana; a card of either graveyard shuffled into its owner's deck ---
const HORN = "reviving-vital-horn"; // nature, 3000
const RISU = "risu-kun-sleepyhead"; // nature, 4000
const TERRA = "terradragon-dagradolgran-rich"; // 6000, double breaker
const SHOVEL = "enter-the-shovel-excavator-device";

const NAMED: Smoke[] = [
  {
    template: "trigger:when",
    card: HORN,
    sentence: "When this creature is destroyed, you may put a 'Reviving Vital Horn' from your mana zone into the battle zone.",
    why: "Reviving Vital Horn (3000) attacks B's tapped 4000-power creature, loses and is destroyed; A puts the other Reviving Vital Horn from the mana zone into the battle zone (the vanilla in the mana zone is not one).",
    A: { battle: [c("a_rv", HORN)], mana: [c("a_rv2", HORN), c("a_m", VANILLA)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_rv", target: "b_v" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_rv2"] }] }],
    expect: { zones: { "A.battle": ["a_rv2"], "A.mana": ["a_m"], "A.graveyard": ["a_rv"] } },
  },
  {
    template: "trigger:when",
    card: HORN,
    sentence: "When this creature is destroyed, you may put a 'Reviving Vital Horn' from your mana zone … (none in the mana zone)",
    why: "No card named Reviving Vital Horn is in A's mana zone (the one in A's hand is not in the mana zone): nothing is put.",
    A: { battle: [c("a_rv", HORN)], hand: [c("a_rv2", HORN)], mana: [c("a_m", VANILLA)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_rv", target: "b_v" } }],
    expect: { zones: { "A.battle": [], "A.mana": ["a_m"], "A.hand": ["a_rv2"], "A.graveyard": ["a_rv"] } },
  },
  {
    template: "trigger:when",
    card: RISU,
    sentence: "When this creature is destroyed, you may put a 'Risu-Kun, Sleepyhead' from your mana zone into the battle zone.",
    why: "Risu-kun (4000) attacks B's tapped 6000-power creature and is destroyed; the text's 'Risu-Kun, Sleepyhead' is this card's name (the capital K aside): A puts the one in its mana zone into the battle zone.",
    A: { battle: [c("a_rk", RISU)], mana: [c("a_rk2", RISU)], deck: deck("a") },
    B: { battle: [c("b_s", STRONG, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_rk", target: "b_s" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_rk2"] }] }],
    expect: { zones: { "A.battle": ["a_rk2"], "A.mana": [], "A.graveyard": ["a_rk"] } },
  },
  {
    template: "trigger:when",
    card: TERRA,
    sentence: "Whenever this creature attacks, you may choose a shield and put it into its owner's mana zone.",
    why: "Terradragon attacks B; A chooses B's shield b_s1: it goes to B's mana zone (its owner's). Then the attack goes on: the double breaker breaks B's 2 other shields.",
    A: { battle: [c("a_tr", TERRA)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_tr", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.mana": ["b_s1"], "B.shields": [], "B.hand": ["b_s2", "b_s3"] } },
  },
  {
    template: "trigger:when",
    card: TERRA,
    sentence: "Whenever this creature attacks, you may choose a shield and put it into its owner's mana zone. (A's own shield)",
    why: "\"A shield\": either player's. A chooses its own shield a_s1: it goes to A's mana zone (its owner's); B's shields are broken by the attack.",
    A: { battle: [c("a_tr", TERRA)], shields: [c("a_s1", VANILLA)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_tr", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_s1"] }] }],
    expect: { zones: { "A.mana": ["a_s1"], "A.shields": [], "B.mana": [], "B.hand": ["b_s1", "b_s2"] } },
  },
  {
    template: "trigger:when",
    card: SHOVEL,
    sentence: "When you put this creature into the battle zone, you may choose a card from a player's graveyard. That player shuffles that card into their deck.",
    why: "A summons Enter the Shovel and chooses b_g1 in B's graveyard: B shuffles it into B's deck (4 cards now); b_g2 stays.",
    A: { hand: [c("a_sh", SHOVEL)], deck: deck("a") },
    B: { graveyard: [c("b_g1", VANILLA), c("b_g2", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sh" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_g1"] }] }],
    expect: { zones: { "A.battle": ["a_sh"], "B.graveyard": ["b_g2"] }, contains: { "B.deck": ["b_g1", "b_d1", "b_d2", "b_d3"] } },
  },
  {
    template: "trigger:when",
    card: SHOVEL,
    sentence: "When you put this creature into the battle zone, you may choose a card from a player's graveyard. … (your own graveyard)",
    why: "\"A player's graveyard\": A chooses a card of its own graveyard: it is shuffled into A's deck.",
    A: { hand: [c("a_sh", SHOVEL)], graveyard: [c("a_g1", VANILLA)], deck: deck("a") },
    B: { graveyard: [c("b_g1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sh" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g1"] }] }],
    expect: { zones: { "A.graveyard": [], "B.graveyard": ["b_g1"] }, contains: { "A.deck": ["a_g1"] } },
  },
];
COST4_SMOKES.push(...NAMED);

// --- other word orders of wordings the grammar reads; "return all creatures that have Dragon in their race" ---
const PHILIPPO = "philippo-thunder-knight";
const SPLITTER = "dimension-splitter";
const STEINER = "steiner-the-resurrecting-reaper";
const MAGE = "mage-of-cursebreaker";
const SPELL1 = "a-clock-back-in-time"; // a spell that costs 1
const SPELL2 = "aaru-a-k-a-heaven"; // a spell that costs 2
const HUGE = "raging-dragon-lord"; // 25000, no text

const REWORDED: Smoke[] = [
  {
    template: "trigger:when",
    card: PHILIPPO,
    sentence: "When you put this creature into the battle zone, you may return a spell from your graveyard that costs 1 to your hand.",
    why: "A summons Philippo; A's graveyard has a spell that costs 1 and one that costs 2: A returns the cost-1 spell to the hand; the other stays.",
    A: { hand: [c("a_ph", PHILIPPO)], graveyard: [c("a_s1", SPELL1), c("a_s2", SPELL2)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_ph" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_s1"] }] }],
    expect: { zones: { "A.battle": ["a_ph"], "A.hand": ["a_s1"], "A.graveyard": ["a_s2"] } },
  },
  {
    template: "trigger:when",
    card: PHILIPPO,
    sentence: "When you put this creature into the battle zone, you may return a spell from your graveyard that costs 1 … (only a cost-2 spell)",
    why: "The only spell in A's graveyard costs 2: no spell that costs 1 can be returned; it stays.",
    A: { hand: [c("a_ph", PHILIPPO)], graveyard: [c("a_s2", SPELL2)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_ph" } }],
    expect: { zones: { "A.battle": ["a_ph"], "A.hand": [], "A.graveyard": ["a_s2"] } },
  },
  {
    template: "trigger:when",
    card: SPLITTER,
    sentence: "When you put this creature into the battle zone, you may return all creatures that have Dragon in their race from your graveyard to your hand.",
    why: "A summons Dimension Splitter and says yes: the Volcano Dragon and the Mega Command Dragon (races with the word Dragon) return to A's hand; the Dragonoid and the vanilla stay in the graveyard.",
    A: { hand: [c("a_ds", SPLITTER)], graveyard: [c("a_mg", MELGARS), c("a_cm", COMMAND), c("a_dn", DRAGONOID), c("a_v", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_ds" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_ds"], "A.hand": ["a_mg", "a_cm"], "A.graveyard": ["a_dn", "a_v"] } },
  },
  {
    template: "trigger:when",
    card: STEINER,
    sentence: "When you summon this creature into the battle zone, you may put one of your creatures that has 7000 power or less from your graveyard into the battle zone.",
    why: "A summons Steiner; A's graveyard has a 4000-power creature and a 25000-power one: A puts the 4000-power one into the battle zone; the other can't be chosen and stays.",
    A: { hand: [c("a_st", STEINER)], graveyard: [c("a_v", VANILLA), c("a_hg", HUGE)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_st" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] }],
    expect: { zones: { "A.battle": ["a_st", "a_v"], "A.graveyard": ["a_hg"] } },
  },
  {
    template: "trigger:when",
    card: STEINER,
    sentence: "When you summon this creature …, you may put one of your creatures that has 7000 power or less … (none)",
    why: "A's graveyard has only a 25000-power creature: nothing can be put.",
    A: { hand: [c("a_st", STEINER)], graveyard: [c("a_hg", HUGE)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_st" } }],
    expect: { zones: { "A.battle": ["a_st"], "A.graveyard": ["a_hg"] } },
  },
  {
    template: "trigger:when",
    card: MAGE,
    sentence: "When you put this creature, you may shieldify a card from your hand face up.",
    why: "A summons Mage of Cursebreaker and puts a_x1 from the hand into its shield zone (a new shield); a_x2 stays in the hand.",
    A: { hand: [c("a_mc", MAGE), c("a_x1", VANILLA), c("a_x2", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_mc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_x1"] }] }],
    expect: { zones: { "A.battle": ["a_mc"], "A.shields": ["a_x1"], "A.hand": ["a_x2"] } },
  },
];
COST4_SMOKES.push(...REWORDED);

// --- "destroy … that has "blocker." (reminder)", "discard all cards in your hand", "… that has power less than it" ---
const METALWING = "metalwing-skyterror"; // 6000, double breaker
const NEO_ULT = "neo-ultimate-dragon"; // 7000, speed attacker, double breaker
const OGRE = "ogre-nobushi-punishment-fist"; // 2000
const BLOCKER = "aqua-shooter"; // 2000, blocker only

const MORE2: Smoke[] = [
  {
    template: "trigger:when",
    card: METALWING,
    sentence: 'Whenever this creature attacks, you may destroy one of your opponent\'s creatures that has "blocker." (Destroy the creature before your opponent can block with it.)',
    why: "Metalwing attacks B; A destroys B's blocker (the vanilla has no \"blocker\" and stays); the attack goes on and its double breaker breaks B's 2 shields.",
    A: { battle: [c("a_mw", METALWING)], deck: deck("a") },
    B: { battle: [c("b_bl", BLOCKER), c("b_v", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_mw", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_bl"] }] }],
    expect: { zones: { "B.graveyard": ["b_bl"], "B.battle": ["b_v"], "B.hand": ["b_s1", "b_s2"] } },
  },
  {
    template: "trigger:when",
    card: METALWING,
    sentence: 'Whenever this creature attacks, you may destroy one of your opponent\'s creatures that has "blocker." … (no blocker)',
    why: "B's only creature has no \"blocker\": nothing can be destroyed; it stays.",
    A: { battle: [c("a_mw", METALWING)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_mw", target: "B" } }],
    expect: { zones: { "B.graveyard": [], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: NEO_ULT,
    sentence: "Whenever this creature taps, you may discard all cards in your hand. If you do, draw 3 cards.",
    why: "Neo Ultimate Dragon attacks (it taps, 506.1b); A says yes: both cards of A's hand are discarded, then A draws 3.",
    A: { battle: [c("a_nu", NEO_ULT)], hand: [c("a_x1", VANILLA), c("a_x2", VANILLA)], deck: deck("a", 5) },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_nu", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { drew: { A: 3 }, zones: { "A.graveyard": ["a_x1", "a_x2"], "A.hand": ["a_d1", "a_d2", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: NEO_ULT,
    sentence: "Whenever this creature taps, you may discard all cards in your hand. … (\"you may\": no)",
    why: "A says no: nothing is discarded, so (\"if you do\") nothing is drawn.",
    A: { battle: [c("a_nu", NEO_ULT)], hand: [c("a_x1", VANILLA), c("a_x2", VANILLA)], deck: deck("a", 5) },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_nu", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { drew: { A: 0 }, zones: { "A.graveyard": [], "A.hand": ["a_x1", "a_x2"] } },
  },
  {
    template: "trigger:when",
    card: OGRE,
    sentence: "When you put this creature into the battle zone, you may destroy one of your opponent's creature's that has power less than it.",
    why: "A summons Ogre Nobushi (2000): of B's creatures only the 1000-power one has less power; A destroys it; the 4000-power one stays.",
    A: { hand: [c("a_og", OGRE)], deck: deck("a") },
    B: { battle: [c("b_w", WEAK), c("b_v", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_og" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_w"] }] }],
    expect: { zones: { "B.graveyard": ["b_w"], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: OGRE,
    sentence: "When you put this creature into the battle zone, you may destroy … that has power less than it. (none less)",
    why: "B's only creature has 4000 power, not less than Ogre Nobushi's 2000: nothing is destroyed.",
    A: { hand: [c("a_og", OGRE)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_og" } }],
    expect: { zones: { "B.graveyard": [], "B.battle": ["b_v"] } },
  },
];
COST4_SMOKES.push(...MORE2);

// --- "up to 1 water creature and up to 1 fire creature"; "a face up creature … from your shields" ---
const SENMEN = "senmen-menderson";
const HATCHAKI = "superspeed-hatchaki"; // 3500

const MORE3: Smoke[] = [
  {
    template: "trigger:when",
    card: SENMEN,
    sentence: "When you put this creature, you may return up to 1 water creature and up to 1 fire creature from your graveyard to your hand.",
    why: "A summons Senmen = Menderson; A returns the water creature and the fire creature from its graveyard; the second fire creature stays (up to 1 of each).",
    A: { hand: [c("a_sm", SENMEN)], graveyard: [c("a_aq", WEAK), c("a_mg", MELGARS), c("a_mg2", MELGARS)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sm" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_aq"] }, { prompt: "choose-cards", by: "A", pick: ["a_mg"] }] }],
    expect: { zones: { "A.battle": ["a_sm"], "A.hand": ["a_aq", "a_mg"], "A.graveyard": ["a_mg2"] } },
  },
  {
    template: "trigger:when",
    card: SENMEN,
    sentence: "When you put this creature, you may return up to 1 water creature and up to 1 fire creature … (only a water one)",
    why: "\"Up to 1\" each: A returns the water creature and no fire creature; the fire creature stays.",
    A: { hand: [c("a_sm", SENMEN)], graveyard: [c("a_aq", WEAK), c("a_mg", MELGARS)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_sm" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_aq"] }, { prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.hand": ["a_aq"], "A.graveyard": ["a_mg"] } },
  },
  {
    template: "trigger:when",
    card: HATCHAKI,
    sentence: "Whenever this creature attacks, you may put a face up creature that costs 7 or less from your shields into the battle zone.",
    why: "Hatchaki attacks; A's shields: a face-up creature that costs 2 and a face-down one: A puts the face-up one into the battle zone; the face-down one stays.",
    A: { battle: [c("a_ht", HATCHAKI)], shields: [c("a_up", VANILLA, { faceDown: false }), c("a_dn", VANILLA)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_ht", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_up"] }] }],
    expect: { zones: { "A.battle": ["a_ht", "a_up"], "A.shields": ["a_dn"] } },
  },
  {
    template: "trigger:when",
    card: HATCHAKI,
    sentence: "Whenever this creature attacks, you may put a face up creature … (only face-down shields)",
    why: "A's only shield is face down: it can't be chosen; nothing is put.",
    A: { battle: [c("a_ht", HATCHAKI)], shields: [c("a_dn", VANILLA)], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_ht", target: "B" } }],
    expect: { zones: { "A.battle": ["a_ht"], "A.shields": ["a_dn"] } },
  },
];
COST4_SMOKES.push(...MORE3);

// --- Reesa's untap after a battle won; Sandal's "one of your Arc Seraphims or Wild Veggies" ---
const REESA = "reesa-infinity-elemental"; // 4500, blocker, can't attack players
const SANDAL = "sandal-spirit-knight";
const SERAPHIM = "antarios-spirit-knight"; // Arc Seraphim, no text

const MORE4: Smoke[] = [
  {
    template: "trigger:untap-after-win",
    card: REESA,
    sentence: "Whenever this creature wins a battle, you may untap this creature after the battle.",
    why: "Reesa (4500) attacks B's tapped 1000-power creature (it taps to attack) and wins; A says yes: after the battle Reesa is untapped; B's creature is destroyed.",
    A: { battle: [c("a_re", REESA)], deck: deck("a") },
    B: { battle: [c("b_w", WEAK, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_re", target: "b_w" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { untapped: ["a_re"], zones: { "B.graveyard": ["b_w"] } },
  },
  {
    template: "trigger:untap-after-win",
    card: REESA,
    sentence: "Whenever this creature wins a battle, you may untap this creature … (\"you may\": no)",
    why: "A says no: Reesa stays tapped from its attack.",
    A: { battle: [c("a_re", REESA)], deck: deck("a") },
    B: { battle: [c("b_w", WEAK, { tapped: true })], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_re", target: "b_w" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { tapped: ["a_re"], zones: { "B.graveyard": ["b_w"] } },
  },
  {
    template: "trigger:when",
    card: SANDAL,
    sentence: "When you put a creature into the battle zone, you may return one of your Arc Seraphims or Wild Veggies from your mana zone to your hand.",
    why: "Sandal is in A's battle zone; A summons a creature: Sandal triggers and A returns the Arc Seraphim from its mana zone to its hand; the other mana card (no such race) stays.",
    A: { battle: [c("a_sd", SANDAL)], hand: [c("a_v", VANILLA)], mana: [c("a_as", SERAPHIM), c("a_m", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_v" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_as"] }] }],
    expect: { zones: { "A.battle": ["a_sd", "a_v"], "A.hand": ["a_as"], "A.mana": ["a_m"] } },
  },
  {
    template: "trigger:when",
    card: SANDAL,
    sentence: "When you put a creature into the battle zone, you may return one of your Arc Seraphims or Wild Veggies … (none in the mana zone)",
    why: "A's mana zone has no Arc Seraphim or Wild Veggies: nothing returns.",
    A: { battle: [c("a_sd", SANDAL)], hand: [c("a_v", VANILLA)], mana: [c("a_m", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_v" } }],
    expect: { zones: { "A.hand": [], "A.mana": ["a_m"] } },
  },
];
COST4_SMOKES.push(...MORE4);
