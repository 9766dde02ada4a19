/**
 * Smoke scenarios for issue 14 round 2, "r2-rest-a" (lib/abilities/r2-rest-a.ts): each on a real card, the expected
 * outcome written from the printed text and the rules clause quoted in `why` before the run.
 * Clauses: 609.7 (an effect of a spell that replaces part of its own effect: looked at as that part is done), 609.1a
 * (a replacement: the event never happens, the substitute does), 602.1/602.3a (a Tap ability: used by tapping the
 * creature instead of attacking, only when it could attack), 303.3a (a Cross Gear crossed with a creature).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const SMALL = "aqua-vehicle"; // water creature, cost 2, 1000 power, no text
const SEVEN = "raging-dragon-lord"; // creature, cost 7, no text
const SURVIVOR = "promephius-q"; // a Survivor, no text
const faceDownMana = (n: number) => Array.from({ length: n }, (_, i) => c(`a_fd${i}`, VANILLA, { faceDown: true }));
const manaIds = (n: number) => Array.from({ length: n }, (_, i) => `a_m${i}`);
const mana = (n: number) => manaIds(n).map((id) => c(id, VANILLA));

export const R2_REST_A_SMOKES: Smoke[] = [
  {
    template: "spell:labelled-alternative",
    card: "my-name-is-tsathrustra",
    sentence: "Crystal Arms 4: If you have 4 or more face down cards in your mana zone, put a creature that costs 8 or less instead.",
    why: "\"Put a creature that costs 3 or less from your graveyard.\" then \"Crystal Arms 4: If you have 4 or more face down cards in your mana zone, put a creature that costs 8 or less instead.\" With 4 face down mana cards the spell puts a creature that costs 8 or less from the graveyard (609.7): the cost-7 creature can be chosen and enters the battle zone.",
    A: { hand: [c("a_sp", "my-name-is-tsathrustra")], mana: faceDownMana(4), graveyard: [c("a_seven", SEVEN), c("a_small", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_seven"] }] }],
    expect: { zones: { "A.battle": ["a_seven"], "A.graveyard": ["a_small", "a_sp"] } },
  },
  {
    template: "spell:labelled-alternative",
    card: "my-name-is-tsathrustra",
    sentence: "Crystal Arms 4 … (3 face down cards: the line before)",
    why: "With only 3 face down mana cards (and face up ones: they are not counted), Crystal Arms 4 does not apply: the spell puts a creature that costs 3 or less. The only creature in the graveyard costs 7, so nothing can be chosen and it stays.",
    A: { hand: [c("a_sp", "my-name-is-tsathrustra")], mana: [...faceDownMana(3), ...mana(2)], graveyard: [c("a_seven", SEVEN)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_seven", "a_sp"] } },
  },
  {
    template: "spell:labelled-alternative",
    card: "bakuhatsu-bomber",
    sentence: "Gogogo Gangan Galaxy: If you have one or less card in your hand, destroy all your opponent's creatures that have power 5000 or less instead.",
    why: "\"Destroy one of your opponent's creatures that has power 5000 or less.\" With no other card in A's hand, the alternative applies (609.7): every creature of B's with power 5000 or less is destroyed, nothing is chosen; B's 25000-power creature stays.",
    A: { hand: [c("a_sp", "bakuhatsu-bomber")] },
    B: { battle: [c("b_s", SMALL), c("b_v", VANILLA), c("b_big", SEVEN)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_big"], "B.graveyard": ["b_s", "b_v"] } },
  },
  {
    template: "spell:labelled-alternative",
    card: "bakuhatsu-bomber",
    sentence: "Gogogo Gangan Galaxy … (3 other cards in hand: the line before)",
    why: "With 3 other cards in A's hand the condition fails: the spell destroys one of B's creatures with power 5000 or less, the one A chooses; the other stays.",
    A: { hand: [c("a_sp", "bakuhatsu-bomber"), c("a_h1", VANILLA), c("a_h2", VANILLA), c("a_h3", VANILLA)] },
    B: { battle: [c("b_s", SMALL), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }] }],
    expect: { zones: { "B.battle": ["b_s"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "spell:labelled-alternative",
    card: "valiant-spark",
    sentence: "Metamorph (If you have 7 or more cards in your mana zone, this spell gets the following Metamorph ability.) : Instead of tapping one of your opponent's creatures, tap all your opponent's creatures.",
    why: "\"Choose one of your opponent's creatures in the battle zone and tap it.\" With 7 mana cards, Metamorph applies: all B's creatures are tapped (609.7), nothing chosen.",
    A: { hand: [c("a_sp", "valiant-spark")], mana: mana(7) },
    B: { battle: [c("b_1", VANILLA), c("b_2", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { tapped: ["b_1", "b_2"] },
  },
  {
    template: "spell:labelled-alternative",
    card: "valiant-spark",
    sentence: "Metamorph … (6 mana cards: the line before)",
    why: "With 6 mana cards Metamorph does not apply: A chooses one of B's creatures and only it is tapped.",
    A: { hand: [c("a_sp", "valiant-spark")], mana: mana(6) },
    B: { battle: [c("b_1", VANILLA), c("b_2", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_2"] }] }],
    expect: { tapped: ["b_2"], untapped: ["b_1"] },
  },
  {
    template: "spell:labelled-alternative",
    card: "seventh-tower",
    sentence: "Metamorph: Instead of the top card of your deck, put the top 3 cards of your deck into your mana zone.",
    why: "\"Put the top card of your deck into your mana zone.\", the Metamorph header on the next line (7 or more mana cards), then this line: with 7 mana cards the top 3 deck cards go to the mana zone, the 4th stays.",
    A: { hand: [c("a_sp", "seventh-tower")], mana: mana(7), deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.deck": ["a_d4"], "A.mana": [...manaIds(7), "a_d1", "a_d2", "a_d3"] } },
  },
  {
    template: "spell:labelled-alternative",
    card: "seventh-tower",
    sentence: "Metamorph: … (6 mana cards: the line before)",
    why: "With 6 mana cards only the top card goes to the mana zone.",
    A: { hand: [c("a_sp", "seventh-tower")], mana: mana(6), deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.deck": ["a_d2", "a_d3", "a_d4"], "A.mana": [...manaIds(6), "a_d1"] } },
  },
  {
    template: "spell:labelled-alternative",
    card: "star-flash",
    sentence: "Holy Field: Instead of tapping one of your opponent's creatures in the battle zone, tap up to 2 of your opponent's creatures in the battle zone.",
    why: "\"Tap one of your opponent's creatures in the battle zone.\" Holy Field: A has more shields (2) than B (1), so A taps up to 2 of B's creatures: A picks two and both are tapped.",
    A: { hand: [c("a_sp", "star-flash")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_1", VANILLA), c("b_2", SMALL), c("b_3", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_1", "b_2"] }] }],
    expect: { tapped: ["b_1", "b_2"], untapped: ["b_3"] },
  },
  {
    template: "spell:labelled-alternative",
    card: "star-flash",
    sentence: "Holy Field … (as many shields as the opponent: the line before)",
    why: "A has 1 shield, B has 1: not more, so Holy Field does not apply and the spell taps one creature.",
    A: { hand: [c("a_sp", "star-flash")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_1", VANILLA), c("b_2", SMALL)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_1"] }] }],
    expect: { tapped: ["b_1"], untapped: ["b_2"] },
  },
  {
    template: "replacement:labelled-by-header",
    card: "salvage-cluster",
    sentence: "Metamorph: When this creature would be destroyed, return it to your hand instead.",
    why: "\"Metamorph (If you have 7 or more cards in your mana zone, this creature gets the following Metamorph ability.)\" With 7 mana cards, destroying Salvage Cluster is replaced (609.1a): it returns to A's hand.",
    A: { battle: [c("a_sc", "salvage-cluster")], mana: mana(7) },
    steps: [{ action: { kind: "destroy", card: "a_sc", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_sc"], "A.graveyard": [] } },
  },
  {
    template: "replacement:labelled-by-header",
    card: "salvage-cluster",
    sentence: "Metamorph: … (6 mana cards)",
    why: "With 6 mana cards it does not have the Metamorph ability: it is destroyed and goes to the graveyard.",
    A: { battle: [c("a_sc", "salvage-cluster")], mana: mana(6) },
    steps: [{ action: { kind: "destroy", card: "a_sc", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": [], "A.graveyard": ["a_sc"] } },
  },
  {
    template: "grant-replacement:survivor",
    card: "balloonshroom-q",
    sentence: "Survivor (Each of your Survivors has this creature's Survivor ability.) : When this creature would be destroyed, put it into your mana zone instead.",
    why: "Each of A's Survivors has the ability: an other Survivor that would be destroyed goes into A's mana zone instead (609.1a), and so does Balloonshroom itself. A's non-Survivor creature is destroyed as usual.",
    A: { battle: [c("a_bs", "balloonshroom-q"), c("a_sv", SURVIVOR), c("a_v", VANILLA)] },
    steps: [
      { action: { kind: "destroy", card: "a_sv", by: "B" } },
      { action: { kind: "destroy", card: "a_v", by: "B" } },
      { action: { kind: "destroy", card: "a_bs", by: "B" } },
    ],
    expect: { zones: { "A.battle": [], "A.mana": ["a_sv", "a_bs"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "activated:crossed-tap-ability",
    card: "crimson-rifle",
    sentence: "Instead of having the crossed creature attack, you may tap it to use this Tap ability. / Tap ability: Destroy one of your opponent's creatures that has power 2000 or less.",
    why: "602.1: the crossed creature is tapped instead of attacking to use the gear's Tap ability: it is tapped, and one of B's two creatures with power 2000 or less (the one A chooses) is destroyed; the other and B's 4000-power creature stay.",
    A: { battle: [c("a_v", VANILLA), c("a_cr", "crimson-rifle", { crossedTo: "a_v" })] },
    B: { battle: [c("b_s", SMALL), c("b_s2", SMALL), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "tap-ability", card: "a_v", gear: "a_cr" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s"] }] }],
    expect: { zones: { "B.battle": ["b_s2", "b_v"], "B.graveyard": ["b_s"], "A.battle": ["a_v", "a_cr"] }, tapped: ["a_v"] },
  },
  {
    template: "rule:crossed-tap-ability",
    card: "crimson-rifle",
    sentence: "Instead of having the crossed creature attack, you may tap it to use this Tap ability. (not the crossed creature)",
    why: "Only the creature the gear is crossed with can use its Tap ability (\"the crossed creature\"): A's other creature can't, and the action is refused.",
    A: { battle: [c("a_v", VANILLA), c("a_other", VANILLA), c("a_cr", "crimson-rifle", { crossedTo: "a_v" })] },
    B: { battle: [c("b_s", SMALL)] },
    steps: [{ action: { kind: "tap-ability", card: "a_other", gear: "a_cr" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "rule:crossed-tap-ability",
    card: "crimson-rifle",
    sentence: "Instead of having the crossed creature attack, you may tap it to use this Tap ability. (summoning sickness)",
    why: "602.3a: an ability used when the creature can attack can't be used while it can't attack because of summoning sickness: the crossed creature was put this turn, so the action is refused.",
    A: { battle: [c("a_v", VANILLA, { enteredTurn: 5 }), c("a_cr", "crimson-rifle", { crossedTo: "a_v" })] },
    B: { battle: [c("b_s", SMALL)] },
    steps: [{ action: { kind: "tap-ability", card: "a_v", gear: "a_cr" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
];
