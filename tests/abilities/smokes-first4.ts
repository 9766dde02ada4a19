/**
 * Smokes for the first4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const BLOCKER = "aqua-shooter"; // water Liquid People, "Blocker", 2000
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
];
