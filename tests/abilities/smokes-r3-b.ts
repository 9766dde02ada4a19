/**
 * Smoke scenarios for the replacement shapes of issue 14, round 3 (lib/abilities/r3-b.ts): each on a real card, the
 * expected outcome written from the printed sentence and the rules clause quoted in `why` before the run, with a case
 * the replacement must not touch.
 * Clauses: 609.1a/609.4 (a replacement: the event never happens, the substitute does), 801.4 (an evolution creature's
 * stack), ultra saver's reminder text (the card's own: "When one of your evolution creatures or tamaseeds would leave,
 * you may destroy this creature instead."), 114.2 (cards are drawn one at a time: each is its own draw), 203 (races: "Cyber" in a race as in "Cyber Lord").
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const EVO = "pildol-bird-of-fire"; // Evolution Creature, 5000, only its evolution requirement
const TAMASEED = "hypersonic-goldentire"; // Tamaseed
const MEDIC = "ultrahealing-princessmedic";
const BBACK = "cyber-b-back";
const BBACK_SENTENCE = 'When this creature would be destroyed, you may shuffle 3 cards that have "Cyber" in their race from your graveyard into your deck instead.';
const SOULGARDAS = "terradragon-soulgardas";
const SOULGARDAS_SENTENCE = "When this creature would be destroyed, you may put an Earth Dragon and a Fire Bird from your mana zone into your graveyard. If you do, this creature stays in the battle zone instead.";
const EARTH_DRAGON = "terradragon-garza-magdran"; // Earth Dragon (in the mana zone: its text plays no part)
const FIRE_BIRD = "ashitamo-harecchi"; // Fire Bird, no text
const KAMEWOROLL = "kameworoll-legendary-performer"; // water (monocolored)
const KAMEWOROLL_SENTENCE = "Rainbownus: Whenever you would draw a card for the first time each turn, if you have a multicolored creature in the battle zone, you may draw 2 cards instead of one. If you do, discard a card from your hand.";
const SENTENCE = "Ultra Saver: Evolution creature or tamaseed (When one of your evolution creatures or tamaseeds would leave, you may destroy this creature instead.)";

export const R3_B_SMOKES: Smoke[] = [
  {
    template: "reminder:ultra-saver",
    card: MEDIC,
    sentence: SENTENCE,
    why: "B's effect would destroy A's evolution creature (leaving the battle zone): A destroys Princessmedic instead (609.1a); the evolution creature and the card under it stay in the battle zone.",
    A: { battle: [c("a_med", MEDIC), c("a_evo", EVO, { under: [c("a_src", VANILLA)] })] },
    steps: [{ action: { kind: "destroy", card: "a_evo", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_med"] }] }],
    expect: { zones: { "A.battle": ["a_evo"], "A.graveyard": ["a_med"] } },
  },
  {
    template: "reminder:ultra-saver",
    card: MEDIC,
    sentence: SENTENCE,
    why: "B's effect would return A's tamaseed to the hand (it would leave the battle zone): A destroys Princessmedic instead (609.1a); the tamaseed stays in the battle zone.",
    A: { battle: [c("a_med", MEDIC), c("a_tama", TAMASEED)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_tama", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_med"] }] }],
    expect: { zones: { "A.battle": ["a_tama"], "A.graveyard": ["a_med"], "A.hand": [] } },
  },
  {
    template: "reminder:ultra-saver",
    card: MEDIC,
    sentence: SENTENCE,
    why: "Negative: A's non-evolution creature (no text, 4000) is neither an evolution creature nor a tamaseed: B's effect destroys it (graveyard) and Princessmedic stays; nothing is asked.",
    A: { battle: [c("a_med", MEDIC), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_v", by: "B" } }],
    expect: { zones: { "A.battle": ["a_med"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "replacement:would-instead",
    card: BBACK,
    sentence: BBACK_SENTENCE,
    why: "B's effect would destroy Cyber B-Back: A shuffles the 3 cards with Cyber in their race (a Cyber Lord, a Cyber Virus Kai, a Cyber Virus) from the graveyard into the deck instead (609.1a); B-Back stays in the battle zone and A's non-Cyber creature (Revolutionary / Team Acme) stays in the graveyard.",
    A: { battle: [c("a_bb", BBACK)], graveyard: [c("a_c1", "assembler"), c("a_c2", "a-zarashi"), c("a_c3", "cute-whisper"), c("a_nc", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_bb", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_bb"] }] }],
    expect: { zones: { "A.battle": ["a_bb"], "A.graveyard": ["a_nc"], "A.deck": ["a_c1", "a_c2", "a_c3"] } },
  },
  {
    template: "replacement:would-instead",
    card: BBACK,
    sentence: BBACK_SENTENCE,
    why: "Negative: B's effect returns Cyber B-Back to A's hand: it is not destroyed (not put into the graveyard), so the replacement does not watch it; B-Back goes to the hand and the Cyber cards stay in the graveyard.",
    A: { battle: [c("a_bb", BBACK)], graveyard: [c("a_c1", "assembler"), c("a_c2", "a-zarashi"), c("a_c3", "cute-whisper")] },
    steps: [{ action: { kind: "return-to-hand", card: "a_bb", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_bb"], "A.graveyard": ["a_c1", "a_c2", "a_c3"], "A.deck": [] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: SOULGARDAS,
    sentence: SOULGARDAS_SENTENCE,
    why: "B's effect would destroy Soulgardas: A puts an Earth Dragon and a Fire Bird from the mana zone into the graveyard, and so Soulgardas stays in the battle zone (609.1a, 609.4: the destruction never happens); A's other mana card (no Earth Dragon, no Fire Bird) stays.",
    A: { battle: [c("a_sg", SOULGARDAS)], mana: [c("a_ed", EARTH_DRAGON), c("a_fb", FIRE_BIRD), c("a_mv", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_sg", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_sg"] }] }],
    expect: { zones: { "A.battle": ["a_sg"], "A.graveyard": ["a_ed", "a_fb"], "A.mana": ["a_mv"] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: SOULGARDAS,
    sentence: SOULGARDAS_SENTENCE,
    why: "Negative: A has a Fire Bird but no Earth Dragon in the mana zone, so A can't put an Earth Dragon and a Fire Bird into the graveyard (\"If you do\" does not hold): B's effect destroys Soulgardas (graveyard) and the mana zone is untouched.",
    A: { battle: [c("a_sg", SOULGARDAS)], mana: [c("a_fb", FIRE_BIRD), c("a_mv", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_sg", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_sg"], "A.mana": ["a_fb", "a_mv"] } },
  },
  {
    template: "replacement:would-instead",
    card: KAMEWOROLL,
    sentence: KAMEWOROLL_SENTENCE,
    why: "A has a multicolored creature (Acme, First Seed: darkness and fire). A's first draw this turn: A draws 2 cards instead of one (d1, d2) and, having done so, discards a card (A picks d1). A's next draw is not the first this turn (114.2): an ordinary draw of d3.",
    A: { battle: [c("a_k", KAMEWOROLL), c("a_mc", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", EVO), c("a_d3", TAMASEED), c("a_d4", BBACK)] },
    steps: [
      { action: { kind: "draw", player: "A", count: 1 }, choices: [{ prompt: "replacement", by: "A", pick: ["a_k"] }, { prompt: "choose-cards", by: "A", pick: ["a_d1"] }] },
      { action: { kind: "draw", player: "A", count: 1 } },
    ],
    expect: { zones: { "A.hand": ["a_d2", "a_d3"], "A.graveyard": ["a_d1"], "A.deck": ["a_d4"] }, drew: { A: 3 } },
  },
  {
    template: "replacement:would-instead",
    card: KAMEWOROLL,
    sentence: KAMEWOROLL_SENTENCE,
    why: "Negative: Kameworoll is A's only creature and it is monocolored (water): \"if you have a multicolored creature in the battle zone\" does not hold, so A's first draw is an ordinary draw of one card and nothing is discarded.",
    A: { battle: [c("a_k", KAMEWOROLL)], deck: [c("a_d1", VANILLA), c("a_d2", EVO), c("a_d3", TAMASEED)] },
    steps: [{ action: { kind: "draw", player: "A", count: 1 } }],
    expect: { zones: { "A.hand": ["a_d1"], "A.graveyard": [], "A.deck": ["a_d2", "a_d3"] }, drew: { A: 1 } },
  },
];
