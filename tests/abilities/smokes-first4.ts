/**
 * Smokes for the first4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const BLOCKER = "aqua-shooter"; // water Liquid People, "Blocker", 2000
const C3 = "alpaca-hammer"; // nature, cost 3, no text
const C4 = "april"; // light, cost 4, no text
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const FIRST4_SMOKES: Smoke[] = [
  // --- the full stop printed inside the closing quote ("blocker.") ---
  {
    template: "spell:effect",
    card: "critical-blade",
    sentence: 'Destroy one of your opponent\'s creatures that has "blocker."',
    why: "B has a creature with \"blocker\" (Aqua Shooter) and one without: A casts Critical Blade: Aqua Shooter is the only creature it can choose, and it is destroyed; the vanilla creature stays.",
    A: { hand: [c("a_sp", "critical-blade")] },
    B: { battle: [c("b_bl", BLOCKER), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_v"], "B.graveyard": ["b_bl"], "A.graveyard": ["a_sp"] } },
  },
  {
    template: "spell:effect",
    card: "critical-blade",
    sentence: 'Destroy one of your opponent\'s creatures that has "blocker." (no blocker)',
    why: "B's only creature has no \"blocker\": there is nothing the spell can choose, nothing is destroyed.",
    A: { hand: [c("a_sp", "critical-blade")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_v"], "B.graveyard": [], "A.graveyard": ["a_sp"] } },
  },
  // --- "Chose" misprinted for "Choose" ---
  {
    template: "spell:effect",
    card: "celestial-trap",
    sentence: "Chose a creature and put it into its owners mana zone.",
    why: "\"a creature\": any creature in the battle zone. B's creature is the only one: it goes to its owner's (B's) mana zone. (The spell's next line, turning a mana card face down, is optional: A declines.)",
    A: { hand: [c("a_sp", "celestial-trap")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "B.battle": [], "B.mana": ["b_v"] } },
  },
  {
    template: "spell:effect",
    card: "celestial-trap",
    sentence: "Chose a creature and put it into its owners mana zone. (A's own creature)",
    why: "\"a creature\" includes A's own: A chooses its own creature, which goes to A's mana zone (its owner's).",
    A: { hand: [c("a_sp", "celestial-trap")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }, { prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": [], "A.mana": ["a_v"], "B.battle": ["b_v"] } },
  },
  // --- a keyword with a full stop after it ---
  {
    template: "keyword:double-breaker",
    card: "stardust-nex-spiritual-dragon-knight",
    sentence: "Double breaker.",
    why: "\"Double breaker\": the creature breaks 2 shields (keyword). Stardust NEX attacks B, who has 3 shields and no blocker: 2 of them are broken and go to B's hand, 1 stays.",
    A: { battle: [c("a_nex", "stardust-nex-spiritual-dragon-knight")], deck: deck("a") },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "attack", attacker: "a_nex", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s3"], "B.hand": ["b_s1", "b_s2"] } },
  },
  // --- "all creatures except <race>": creatures of none of that race ---
  {
    template: "spell:effect",
    card: "violence-heaven",
    sentence: "Destroy all creatures except Gods.",
    why: "\"Destroy all creatures except Gods\": every creature in the battle zone, both players', that is not a God is destroyed; Flame Agon (race God) stays.",
    A: { hand: [c("a_sp", "violence-heaven")], battle: [c("a_god", "flame-agon-god-of-flames"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA), c("b_bl", BLOCKER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": ["a_god"], "A.graveyard": ["a_v", "a_sp"], "B.battle": [], "B.graveyard": ["b_v", "b_bl"] } },
  },
  {
    template: "spell:effect",
    card: "world-war-zenith",
    sentence: "Destroy all creatures except for Unknown.",
    why: "Every creature, either player's, that is not an Unknown is destroyed: A's Codeking Number Nine (King Command Dragon / Unknown) stays, A's and B's vanilla creatures are destroyed.",
    A: { hand: [c("a_sp", "world-war-zenith")], battle: [c("a_unk", "codeking-number-nine"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": ["a_unk"], "A.graveyard": ["a_v", "a_sp"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  // --- "non-colorless": of one or more civilizations (106.2c: a card of no civilization is colorless) ---
  {
    template: "spell:effect",
    card: "divine-punishment-of-heaven",
    sentence: "Destroy one of your opponent's non-colorless creatures.",
    why: "B has a colorless creature (Noumen, civilization zero) and a water one (Aqua Shooter): only the water one can be chosen, and it is destroyed. Then A taps one of A's creatures (the next line).",
    A: { hand: [c("a_sp", "divine-punishment-of-heaven")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_zero", "noumen"), c("b_bl", BLOCKER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_zero"], "B.graveyard": ["b_bl"] }, tapped: ["a_v"] },
  },
  {
    template: "spell:effect",
    card: "divine-punishment-of-heaven",
    sentence: "Destroy one of your opponent's non-colorless creatures. (only a colorless creature)",
    why: "B's only creature is colorless: the spell can choose none, nothing is destroyed.",
    A: { hand: [c("a_sp", "divine-punishment-of-heaven")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_zero", "noumen")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_zero"], "B.graveyard": [] } },
  },
  // --- a cost bound that is a number of cards, counted as the effect resolves (handler cost-by-count) ---
  {
    template: "spell:effect",
    card: "grudge-gathering",
    sentence: "Destroy one of your opponent's creatures that costs the same as or less than the number of cards in your graveyard.",
    why: "A has 3 cards in the graveyard (the spell itself is resolving, not there yet): B's cost-3 Alpaca Hammer can be chosen and is destroyed; B's cost-4 April costs more than 3 and stays.",
    A: { hand: [c("a_sp", "grudge-gathering")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA), c("a_g3", VANILLA)] },
    B: { battle: [c("b_3", C3), c("b_4", C4)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_4"], "B.graveyard": ["b_3"] } },
  },
  {
    template: "spell:effect",
    card: "grudge-gathering",
    sentence: "Destroy one of your opponent's creatures that costs the same as or less than the number of cards in your graveyard. (2 cards there)",
    why: "A has only 2 cards in the graveyard: B's cost-3 creature costs more than that, nothing can be chosen, nothing is destroyed.",
    A: { hand: [c("a_sp", "grudge-gathering")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA)] },
    B: { battle: [c("b_3", C3)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_3"], "B.graveyard": [] } },
  },
  {
    template: "spell:effect",
    card: "dedicate-all-my-strength",
    sentence: "Return all creatures that cost less than the number of cards in your mana zone to their owner's hand.",
    why: "A has 4 cards in the mana zone: every creature (either player's) that costs less than 4 returns to its owner's hand — A's cost-2 and B's cost-3 creatures; B's cost-4 April (not less than 4) stays.",
    A: { hand: [c("a_sp", "dedicate-all-my-strength")], battle: [c("a_2", VANILLA)], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA), c("a_m3", VANILLA), c("a_m4", VANILLA)] },
    B: { battle: [c("b_3", C3), c("b_4", C4)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_2"], "B.battle": ["b_4"], "B.hand": ["b_3"] } },
  },
  {
    template: "spell:effect",
    card: "zuttomo-moment",
    sentence: "Draw a card. / Return all your opponent's creatures that cost the same as or less than the number of cards in your hand to their owner's hand.",
    why: "A casts Zuttomo Moment from a hand of 2 (1 card left), draws a card (2 cards), then counts: B's creatures that cost 2 or less return (the cost-2 one); B's cost-3 one stays, and A's own cost-2 creature is not the opponent's.",
    A: { hand: [c("a_sp", "zuttomo-moment"), c("a_h1", VANILLA)], battle: [c("a_2", VANILLA)], deck: deck("a") },
    B: { battle: [c("b_2", VANILLA), c("b_3", C3)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { drew: { A: 1 }, zones: { "A.battle": ["a_2"], "B.battle": ["b_3"], "B.hand": ["b_2"] } },
  },
  {
    template: "trigger:when",
    card: "hamma-dhamma",
    sentence: "When you put this creature, you may put the top 3 cards of your deck into your graveyard. Then choose one of your opponent's creatures that costs less than the number of cards in your graveyard and destroy it.",
    why: "A's graveyard is empty; A summons Hamma = Dhamma and puts the top 3 cards of the deck into the graveyard (3 cards), then counts: B's cost-2 creature costs less than 3 and is destroyed; B's cost-3 one does not (not less than 3) and stays.",
    A: { hand: [c("a_hd", "hamma-dhamma")], deck: deck("a", 5) },
    B: { battle: [c("b_2", VANILLA), c("b_3", C3)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_hd" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.graveyard": ["a_d1", "a_d2", "a_d3"], "B.battle": ["b_3"], "B.graveyard": ["b_2"] } },
  },
  {
    template: "trigger:when",
    card: "hamma-dhamma",
    sentence: "When you put this creature, you may put the top 3 cards of your deck into your graveyard. Then choose … that costs less than the number of cards in your graveyard … (A declines)",
    why: "A declines to put the cards into the graveyard: the graveyard stays empty, no creature costs less than 0, nothing is destroyed.",
    A: { hand: [c("a_hd", "hamma-dhamma")], deck: deck("a", 5) },
    B: { battle: [c("b_2", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_hd" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.graveyard": [], "B.battle": ["b_2"], "B.graveyard": [] } },
  },
];
