/**
 * Smoke scenarios for the replacement shapes of issue 14, round 2 (lib/abilities/r2-rest-b.ts): each on a real card, the
 * expected outcome written from the printed sentence and the rules clause quoted in `why` before the run, with a case
 * the replacement must not touch.
 * Clauses: 609.1a/609.4 (a replacement: the event never happens, the substitute does), 115.3b ("A creature that loses a
 * battle is destroyed"), 114.2 (each draw is its own event), 116.1a (a seal: the top card of the sealed card's owner's
 * deck, face down), 305.2/305.3/117.2 (a Dragheart Weapon is equipped to a creature; alone it goes to the hyperspatial
 * zone), 409.1c (a card being used is not counted in its zone), 804 (God Link).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const SMALL = "aqua-vehicle"; // water, cost 2, 1000 power, no text
const BIG = "bongora-kraft-style"; // cost 5, 5000 power, no text
const DRAGON = "magmadragon-melgars"; // fire Volcano Dragon, 4000, no text
const DREAMMATE = "kirin-twain-jungle-adventurer"; // Dreammate, 4000, no text
const BLOCKER = "aqua-sparta"; // water, 3000, only "Blocker"

export const R2_REST_B_SMOKES: Smoke[] = [
  {
    template: "replacement:would-instead",
    card: "kenji-panda-nelra-threenine",
    sentence: "Whenever one of your other creatures battle, you may have this creature battle instead.",
    why: "A's 4000 creature would battle B's 4000 creature: A has Kenji Panda (11000) battle it instead (609.1a), so only B's creature loses and is destroyed (115.3b); A's creature is untouched. Kenji Panda's own battle with B's 1000 creature is not another creature's: no replacement, B's creature is destroyed.",
    A: { battle: [c("a_k", "kenji-panda-nelra-threenine"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA), c("b_s", SMALL)] },
    steps: [
      { action: { kind: "battle", a: "a_v", b: "b_v" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_k"] }] },
      { action: { kind: "battle", a: "a_k", b: "b_s" } },
    ],
    expect: { zones: { "A.battle": ["a_k", "a_v"], "A.graveyard": [], "B.battle": [], "B.graveyard": ["b_v", "b_s"] } },
  },
  {
    template: "replacement:would-instead",
    card: "prisoned-pakoneko",
    sentence: "When this creature would battle, you may have your other Dreammates in the battle zone battle instead.",
    why: "Pakoneko (1000) would battle B's 4000 creature: A has its other Dreammate (4000, +1000 from Pakoneko's first ability = 5000) battle it instead (609.1a); B's creature loses and is destroyed (115.3b), Pakoneko does not battle. A's non-Dreammate creature can't be the one.",
    A: { battle: [c("a_pak", "prisoned-pakoneko"), c("a_dm", DREAMMATE), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_pak", b: "b_v" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_pak"] }] }],
    expect: { zones: { "A.battle": ["a_pak", "a_dm", "a_v"], "A.graveyard": [], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "replacement:would-instead",
    card: "destrokill-tyrant-demon-dragon",
    sentence: "When this creature would leave the battle zone, if you have no other creatures in the battle zone, you may discard 2 creatures from your hand instead.",
    why: "Destrokill is A's only creature; B's effect would destroy it: A discards the 2 creatures of its hand instead (609.1a), Destrokill stays. The spell in A's hand is not a creature: it stays in the hand.",
    A: { battle: [c("a_dk", "destrokill-tyrant-demon-dragon")], hand: [c("a_h1", VANILLA), c("a_h2", SMALL), c("a_sp", "absolute-guard")] },
    steps: [{ action: { kind: "destroy", card: "a_dk", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_dk"] }] }],
    expect: { zones: { "A.battle": ["a_dk"], "A.graveyard": ["a_h1", "a_h2"], "A.hand": ["a_sp"] } },
  },
  {
    template: "replacement:would-instead",
    card: "destrokill-tyrant-demon-dragon",
    sentence: "When this creature would leave the battle zone, if you have no other creatures in the battle zone, you may discard 2 creatures from your hand instead.",
    why: "Negative: A has another creature in the battle zone, so the condition fails: B's effect destroys Destrokill (it goes to the graveyard) and A's hand is kept.",
    A: { battle: [c("a_dk", "destrokill-tyrant-demon-dragon"), c("a_v", VANILLA)], hand: [c("a_h1", VANILLA), c("a_h2", SMALL)] },
    steps: [{ action: { kind: "destroy", card: "a_dk", by: "B" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_dk"], "A.hand": ["a_h1", "a_h2"] } },
  },
  {
    template: "replacement:would-instead",
    card: "dracodance-totem",
    sentence: "When this creature would be destroyed, if you have a creature that has Dragon in its race in your mana zone, put this creature into your mana zone instead of destroying it. Then return a creature that has Dragon in its race from your mana zone to your hand.",
    why: "A has a Volcano Dragon in its mana zone: B's effect would destroy Dracodance Totem; it goes into A's mana zone instead (609.1a, mandatory). Then A returns a Dragon creature (the Volcano Dragon, the only one) from the mana zone to the hand; the 4000 non-Dragon mana creature stays.",
    A: { battle: [c("a_dt", "dracodance-totem")], mana: [c("a_dr", DRAGON), c("a_mv", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_dt", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": [], "A.mana": ["a_mv", "a_dt"], "A.hand": ["a_dr"] } },
  },
  {
    template: "replacement:would-instead",
    card: "dracodance-totem",
    sentence: "When this creature would be destroyed, if you have a creature that has Dragon in its race in your mana zone, put this creature into your mana zone instead of destroying it. Then return a creature that has Dragon in its race from your mana zone to your hand.",
    why: "Negative: no Dragon in A's mana zone (only a non-Dragon creature): the condition fails, Dracodance Totem is destroyed (graveyard) and nothing returns to the hand.",
    A: { battle: [c("a_dt", "dracodance-totem")], mana: [c("a_mv", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_dt", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_dt"], "A.mana": ["a_mv"], "A.hand": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "terminator-end-of-the-future",
    sentence: "When you would draw the last card of your deck, you may return a card from your graveyard to your hand instead.",
    why: "A draws 2 with 2 cards in the deck: each draw is its own event (114.2). The first is not the last card: drawn normally (the top card). The second would draw the last card: A returns its graveyard card to the hand instead (609.1a), and the last card stays in the deck.",
    A: { battle: [c("a_t", "terminator-end-of-the-future")], deck: [c("a_d1", VANILLA), c("a_d2", SMALL)], graveyard: [c("a_g", BIG)] },
    steps: [{ action: { kind: "draw", player: "A", count: 2 }, choices: [{ prompt: "replacement", by: "A", pick: ["a_t"] }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_g"], "A.deck": ["a_d2"], "A.graveyard": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "segare-bei-b",
    sentence: "When your opponent would put a creature that costs more than the number of cards in their mana zone, your opponent puts it into its owner's mana zone instead, then put this creature into your mana zone.",
    why: "B has 2 mana cards. B puts a cost-2 creature: not more than 2, it enters B's battle zone. B puts a cost-5 creature: more than 2, it goes into B's mana zone instead (609.1a), then Segare Bei B goes into A's mana zone.",
    A: { battle: [c("a_s", "segare-bei-b")] },
    B: { mana: [c("b_m1", VANILLA), c("b_m2", VANILLA)], hand: [c("b_c", SMALL), c("b_x", BIG)] },
    turn: { number: 1, active: "B" },
    steps: [{ action: { kind: "put", player: "B", card: "b_c" } }, { action: { kind: "put", player: "B", card: "b_x" } }],
    expect: { zones: { "B.battle": ["b_c"], "B.mana": ["b_m1", "b_m2", "b_x"], "A.battle": [], "A.mana": ["a_s"] } },
  },
  {
    template: "replacement:would-instead",
    card: "perfect-immortal-lance",
    sentence: "Whenever a creature equipped with this would leave the battle zone, if it would be put anywhere other than your graveyard, it stays in the battle zone instead.",
    why: "B's effect would return A's creature equipped with the Lance to the hand: it stays in the battle zone instead (609.1a). B's effect destroys it (to the graveyard): not replaced, it goes to the graveyard, and the Lance, equipped to no creature, goes to the hyperspatial zone (305.3, 117.2). B's other creature returned to B's hand is not equipped with it.",
    A: { battle: [c("a_v", VANILLA), c("a_l", "perfect-immortal-lance", { equippedTo: "a_v" })] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      { action: { kind: "return-to-hand", card: "a_v", by: "B" } },
      { action: { kind: "return-to-hand", card: "b_v", by: "A" } },
      { action: { kind: "destroy", card: "a_v", by: "B" } },
    ],
    expect: { zones: { "A.battle": [], "A.hand": [], "A.graveyard": ["a_v"], "A.hyperspatial": ["a_l"], "B.hand": ["b_v"] } },
  },
  {
    template: "replacement:would-instead",
    card: "dokindam-area-forbidden-of-d",
    sentence: "Whenever one of your creatures would leave, put a seal on that creature instead.",
    why: "B's effect would destroy A's creature: a seal is put on it instead (609.1a): the top card of A's deck, face down (116.1a); it stays in the battle zone, sealed. B's creature destroyed by A is not A's: it goes to the graveyard.",
    A: { battle: [c("a_f", "dokindam-area-forbidden-of-d"), c("a_v", VANILLA)], deck: [c("a_d1", SMALL), c("a_d2", BIG)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_v", by: "B" } }, { action: { kind: "destroy", card: "b_v", by: "A" } }],
    expect: { zones: { "A.battle": ["a_f", "a_v"], "A.graveyard": [], "A.deck": ["a_d2"], "B.graveyard": ["b_v"] }, seals: { a_v: ["a_d1"] } },
  },
  {
    template: "replacement:would-instead",
    card: "saga-leo-shelter",
    sentence: "Whenever the crossed creature would be destroyed, you may put this card into your mana zone instead. Then you may return a creature from your mana zone to your hand.",
    why: "B's effect would destroy A's creature crossed with Saga Leo Shelter: A puts the gear into its mana zone instead (609.1a), the creature stays; then A returns the creature card of its mana zone to its hand (the gear is no creature).",
    A: { battle: [c("a_v", VANILLA), c("a_g", "saga-leo-shelter", { crossedTo: "a_v" })], mana: [c("a_mc", SMALL)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_v", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_g"] },
          { prompt: "choose-cards", by: "A", pick: ["a_mc"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_v"], "A.mana": ["a_g"], "A.hand": ["a_mc"], "A.graveyard": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "prodigy-the-finest-god",
    sentence: "While this creature is linked, whenever one of your creatures that has \"blocker\" would be destroyed, you may return it to your hand instead.",
    why: "Prodigy is linked with Orbital (804): B's effect would destroy A's blocker: A returns it to the hand instead (609.1a). A's creature without \"blocker\" destroyed by B goes to the graveyard.",
    A: { battle: [c("a_p", "prodigy-the-finest-god", { linked: [c("a_o", "orbital-the-supreme-god")] }), c("a_b", BLOCKER), c("a_v", VANILLA)] },
    steps: [
      { action: { kind: "destroy", card: "a_b", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_p"] }] },
      { action: { kind: "destroy", card: "a_v", by: "B" } },
    ],
    expect: { zones: { "A.hand": ["a_b"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "replacement:would-instead",
    card: "prodigy-the-finest-god",
    sentence: "While this creature is linked, whenever one of your creatures that has \"blocker\" would be destroyed, you may return it to your hand instead.",
    why: "Negative: Prodigy is not linked: B's effect destroys A's blocker; it goes to the graveyard.",
    A: { battle: [c("a_p", "prodigy-the-finest-god"), c("a_b", BLOCKER)] },
    steps: [{ action: { kind: "destroy", card: "a_b", by: "B" } }],
    expect: { zones: { "A.hand": [], "A.graveyard": ["a_b"], "A.battle": ["a_p"] } },
  },
  {
    template: "replacement:would-instead",
    card: "nia-intruding-shadow",
    sentence: "When this creature would be destroyed, you may destroy one of your other creatures or tamaseeds instead.",
    why: "B's effect would destroy Nia: A destroys its tamaseed instead (609.1a; a tamaseed may be chosen as well as a creature), Nia stays. A's other creature is untouched.",
    A: { battle: [c("a_n", "nia-intruding-shadow"), c("a_v", VANILLA), c("a_t", "balife-s-rune")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_n", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_n"] },
          { prompt: "choose-cards", by: "A", pick: ["a_t"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_n", "a_v"], "A.graveyard": ["a_t"], "B.battle": ["b_v"] } },
  },
  {
    template: "replacement:would-instead",
    card: "ryusei-the-end-of-conclusion",
    sentence: "Whenever this creature battles, return the other creature to its owner's hand and untap this creature instead of battling.",
    why: "Tapped Ryusei would battle B's creature: instead (609.1a) the battle never happens, B's creature returns to B's hand and Ryusei untaps. A battle between A's other creature and B's other creature is not Ryusei's: the 1000 creature loses to the 4000 one and is destroyed (115.3b).",
    A: { battle: [c("a_r", "ryusei-the-end-of-conclusion", { tapped: true, under: [c("a_u", DRAGON)] }), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA), c("b_s", SMALL)] },
    steps: [{ action: { kind: "battle", a: "a_r", b: "b_v" } }, { action: { kind: "battle", a: "a_v", b: "b_s" } }],
    expect: { zones: { "A.battle": ["a_r", "a_v"], "B.hand": ["b_v"], "B.battle": [], "B.graveyard": ["b_s"] }, untapped: ["a_r"] },
  },
  {
    template: "trigger:if-instead",
    card: "raiding-supersonic",
    sentence: "When you put this creature into the battle zone, destroy one of your opponent´s creature that has power 5000 or less. If you have 3 or more cards under this creature, destroy any number of your opponent´s creatures that have power 8000 or less instead.",
    why: "Raiding Supersonic evolves on a fire creature that has 2 cards under it: 3 cards are under Raiding (the whole stack goes under the evolution card, 701.15), so A destroys any number of B's creatures with power 8000 or less instead (609.7) — A picks the 6000 and the 8000 ones; the 12000 one can't be chosen and stays.",
    A: { battle: [c("a_f", DRAGON, { under: [c("a_u1", VANILLA), c("a_u2", SMALL)] })], hand: [c("a_r", "raiding-supersonic")] },
    B: { battle: [c("b_6", "noumen"), c("b_8", "august"), c("b_12", "bebecabbage")] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_r", on: ["a_f"] }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_6", "b_8"] }] }],
    expect: { zones: { "B.battle": ["b_12"], "B.graveyard": ["b_6", "b_8"], "A.battle": ["a_r"] }, under: { a_r: ["a_u1", "a_u2", "a_f"] } },
  },
  {
    template: "trigger:if-instead",
    card: "raiding-supersonic",
    sentence: "When you put this creature into the battle zone, destroy one of your opponent´s creature that has power 5000 or less. If you have 3 or more cards under this creature, destroy any number of your opponent´s creatures that have power 8000 or less instead.",
    why: "Negative: Raiding Supersonic evolves on a lone fire creature: 1 card under it, so the first effect: destroy one of B's creatures with power 5000 or less — the 4000 one (the only one); the 6000 one stays.",
    A: { battle: [c("a_f", DRAGON)], hand: [c("a_r", "raiding-supersonic")] },
    B: { battle: [c("b_4", VANILLA), c("b_6", "noumen")] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_r", on: ["a_f"] } }],
    expect: { zones: { "B.battle": ["b_6"], "B.graveyard": ["b_4"] } },
  },
  {
    template: "trigger:if-instead",
    card: "dark-salamandaz-white-tiger-swordsman",
    sentence: "When you put this creature into the battle zone, your opponent chooses a card in their hand and discards it. If you have a Helios Tiga Dragon in the battle zone, your opponent discards their hand instead.",
    why: "A has Helios Tiga Dragon in the battle zone: B discards their whole hand instead of one card (609.7).",
    A: { battle: [c("a_h", "helios-tiga-dragon")], hand: [c("a_d", "dark-salamandaz-white-tiger-swordsman")] },
    B: { hand: [c("b_1", VANILLA), c("b_2", SMALL), c("b_3", BIG)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_d" } }],
    expect: { zones: { "B.hand": [], "B.graveyard": ["b_1", "b_2", "b_3"] } },
  },
  {
    template: "trigger:if-instead",
    card: "dark-salamandaz-white-tiger-swordsman",
    sentence: "When you put this creature into the battle zone, your opponent chooses a card in their hand and discards it. If you have a Helios Tiga Dragon in the battle zone, your opponent discards their hand instead.",
    why: "Negative: no Helios Tiga Dragon (A's other creature is a Volcano Dragon): B chooses one card of their hand and discards it; the other two stay.",
    A: { battle: [c("a_v", DRAGON)], hand: [c("a_d", "dark-salamandaz-white-tiger-swordsman")] },
    B: { hand: [c("b_1", VANILLA), c("b_2", SMALL), c("b_3", BIG)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_d" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_2"] }] }],
    expect: { zones: { "B.hand": ["b_1", "b_3"], "B.graveyard": ["b_2"] } },
  },
  {
    template: "replacement:would-instead",
    card: "topas-space",
    sentence: "When this creature would be destroyed, you may put a creature named 'Topas, Space' from your hand into the battle zone instead.",
    why: "B's effect would destroy Topas: A puts the other Topas, Space from its hand into the battle zone instead (609.1a); the first stays. The 4000 creature in A's hand is not named Topas, Space and stays there. B's effect then would destroy Topas again: no Topas, Space in A's hand, the substitute can't be done (609.4), so it is destroyed.",
    A: { battle: [c("a_t", "topas-space")], hand: [c("a_t2", "topas-space"), c("a_v", VANILLA)] },
    steps: [
      { action: { kind: "destroy", card: "a_t", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_t"] }] },
      { action: { kind: "destroy", card: "a_t", by: "B" } },
    ],
    expect: { zones: { "A.battle": ["a_t2"], "A.hand": ["a_v"], "A.graveyard": ["a_t"] } },
  },
];
