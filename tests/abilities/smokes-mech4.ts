/**
 * Smokes for the mech4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));
const DARK = "darkness-leohl"; // darkness Dark Monster, no text
const FIRE = "arima-churis"; // fire Beat Jockey, no text
const HUNTER = "alpaca-hammer"; // nature Beast Folk / Hunter, no text
const BEAST = "burning-mane"; // nature Beast Folk, no text
// creatures that have Wave Striker (their header line), whose own Wave Striker ability does nothing in these scenarios
const WS1 = "bonfire-lizard"; // Wave striker: when put, destroy up to 2 of your opponent's creatures that have "blocker"
const WS2 = "jagila-the-hidden-pillager"; // Wave striker: when put, your opponent discards 3 cards at random

const WAVE = 'Wave striker (While 2 or more other creatures in the battle zone have "wave striker," this creature has its Wave striker ability.)';

export const MECH4_SMOKES: Smoke[] = [
  // --- Wave Striker (ウェーブストライカー): the creature has the ability while 2 or more other creatures in the battle zone have Wave Striker ---
  {
    template: "granted:wave-striker",
    card: "aqua-trickster",
    sentence: `${WAVE} : When you put this creature into the battle zone, choose one of your opponent's creatures in the battle zone and tap it.`,
    why: "A has two other creatures that have Wave Striker (Bonfire Lizard, Jagila) in the battle zone when Aqua Trickster is summoned: it has its Wave Striker ability, which triggers: A chooses B's creature and taps it.",
    A: { battle: [c("a_w1", WS1), c("a_w2", WS2)], hand: [c("a_t", "aqua-trickster")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_t" } }],
    expect: { tapped: ["b_v"], zones: { "A.battle": ["a_w1", "a_w2", "a_t"] } },
  },
  {
    template: "granted:wave-striker",
    card: "aqua-trickster",
    sentence: `${WAVE} : … (one other creature that has Wave Striker)`,
    why: "Only one other creature in the battle zone has Wave Striker (the other is a creature without it): Aqua Trickster does not have its Wave Striker ability, nothing triggers and B's creature stays untapped.",
    A: { battle: [c("a_w1", WS1), c("a_v", VANILLA)], hand: [c("a_t", "aqua-trickster")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_t" } }],
    expect: { untapped: ["b_v"], triggers: { fired: [] } },
  },
  {
    template: "granted:wave-striker",
    card: "aqua-trickster",
    sentence: `${WAVE} : … (one of the two is the opponent's)`,
    why: "\"2 or more other creatures in the battle zone\": either player's count. A has Bonfire Lizard, B has Jagila (both have Wave Striker): the ability triggers and B's other creature is tapped (A chooses it).",
    A: { battle: [c("a_w1", WS1)], hand: [c("a_t", "aqua-trickster")] },
    B: { battle: [c("b_w2", WS2, { tapped: true }), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_t" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }] }],
    expect: { tapped: ["b_v", "b_w2"] },
  },
  {
    template: "granted:wave-striker",
    card: "steamroller-mutant",
    sentence: `${WAVE} : When this creature is put into battle Zone, destroy all creatures.`,
    why: "With two other Wave Striker creatures in the battle zone, Steamroller Mutant is put and its ability destroys all creatures: itself, A's two and B's creature.",
    A: { battle: [c("a_w1", WS1), c("a_w2", WS2)], hand: [c("a_s", "steamroller-mutant")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_s" } }],
    expect: { zones: { "A.battle": [], "B.battle": [], "B.graveyard": ["b_v"] }, contains: { "A.graveyard": ["a_s", "a_w1", "a_w2"] } },
  },
  {
    template: "granted:wave-striker",
    card: "asra-vizier-of-safety",
    sentence: `${WAVE} : This creature gets +4000 power and has "Blocker (…)".`,
    why: "With two other Wave Striker creatures in the battle zone, Asra (2000) has +4000 power: 6000. It attacks B's tapped 4000-power creature and wins the battle; B's creature is destroyed (509.3 the loser is destroyed).",
    A: { battle: [c("a_as", "asra-vizier-of-safety"), c("a_w1", WS1), c("a_w2", WS2)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_as", target: "b_v" } }],
    expect: { zones: { "B.battle": [], "B.graveyard": ["b_v"] }, contains: { "A.battle": ["a_as"] } },
  },
  {
    template: "granted:wave-striker",
    card: "asra-vizier-of-safety",
    sentence: `${WAVE} : This creature gets +4000 power … (no other Wave Striker creature)`,
    why: "No other creature has Wave Striker: Asra has 2000 power; attacking B's tapped 4000-power creature it loses the battle and is destroyed.",
    A: { battle: [c("a_as", "asra-vizier-of-safety")] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_as", target: "b_v" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_as"], "B.battle": ["b_v"] } },
  },
  {
    template: "granted:wave-striker",
    card: "merlee-the-oracle",
    sentence: `${WAVE} : Each of your creatures in the battle zone gets +1000 power.`,
    why: "Merlee has its ability (Bonfire Lizard and Jagila have Wave Striker): A's 4000-power creature has 5000 and, attacking B's tapped 4000-power creature, wins; only B's creature is destroyed.",
    A: { battle: [c("a_me", "merlee-the-oracle"), c("a_w1", WS1), c("a_w2", WS2), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_v" } }],
    expect: { zones: { "B.battle": [], "B.graveyard": ["b_v"] }, contains: { "A.battle": ["a_v", "a_me"] } },
  },
  {
    template: "granted:wave-striker",
    card: "merlee-the-oracle",
    sentence: `${WAVE} : Each of your creatures … (Merlee and one other Wave Striker creature)`,
    why: "Only Bonfire Lizard, besides Merlee, has Wave Striker: Merlee's ability is off, both 4000-power creatures are destroyed in the battle (509.3: same power, both destroyed).",
    A: { battle: [c("a_me", "merlee-the-oracle"), c("a_w1", WS1), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_v" } }],
    expect: { zones: { "B.battle": [], "B.graveyard": ["b_v"] }, contains: { "A.graveyard": ["a_v"] } },
  },
  {
    template: "granted:wave-striker",
    card: "trombo-fractured-doll-devil-hand",
    sentence: "Wave Striker (…)\nWhen you put this creature, you may return a creature from your graveyard to your hand.",
    why: "The twinpact prints the header alone and its ability on the next line. With two other Wave Striker creatures in the battle zone, Trombo is summoned: A may return a creature from the graveyard to the hand, and does.",
    A: { battle: [c("a_w1", WS1), c("a_w2", WS2)], hand: [c("a_t", "trombo-fractured-doll-devil-hand")], graveyard: [c("a_g", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_t" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g"] }] }],
    expect: { zones: { "A.hand": ["a_g"], "A.graveyard": [] } },
  },
  {
    template: "granted:wave-striker",
    card: "trombo-fractured-doll-devil-hand",
    sentence: "Wave Striker (…)\nWhen you put this creature, … (no other Wave Striker creature)",
    why: "No other creature has Wave Striker: Trombo's next-line ability is its Wave Striker ability, which it does not have; nothing triggers, the graveyard creature stays.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_t", "trombo-fractured-doll-devil-hand")], graveyard: [c("a_g", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_t" } }],
    expect: { zones: { "A.hand": [], "A.graveyard": ["a_g"] }, triggers: { fired: [] } },
  },
  // --- Strike Back on a creature (S・バック, 112.3b: a creature's Strike Back summons it) ---
  {
    template: "trigger:strike-back-creature",
    card: "zanji-henge",
    sentence: "Strike Back-Darkness (When a Darkness card is put into your hand from your shield zone, you may discard that card. If you do, cast this spell for no cost.)",
    why: "B's creature breaks A's darkness shield, put into A's hand while Zanji Henge is there: A discards it and Zanji Henge is summoned for no cost (112.3b: on a creature, Strike Back summons it). Its own \"When you put this creature\" ability then gives B's only creature -4000 power: 0, destroyed (703.4d).",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_z", "zanji-henge")], shields: [c("a_s1", DARK)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": [], "A.shields": [], "A.battle": ["a_z"], "A.graveyard": ["a_s1"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "trigger:strike-back-creature",
    card: "zanji-henge",
    sentence: "Strike Back-Darkness … (a fire shield)",
    why: "\"When a Darkness card is put into your hand\": a fire card from the shields does not trigger it; nothing is asked and both cards stay in A's hand.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_z", "zanji-henge")], shields: [c("a_s1", FIRE)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.hand": ["a_z", "a_s1"], "A.battle": [], "A.graveyard": [], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:strike-back-creature",
    card: "zanji-henge",
    sentence: "Strike Back-Darkness … (A declines)",
    why: "\"you may discard that card\": A answers no; the darkness card stays in the hand and Zanji Henge is not summoned.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_z", "zanji-henge")], shields: [c("a_s1", DARK)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.hand": ["a_z", "a_s1"], "A.battle": [], "A.graveyard": [], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:strike-back-creature",
    card: "aqua-advisor",
    sentence: "Strike Back-Hunter (When a Hunter card is put into your hand from your shield zone, you may discard that card. If you do, cast this spell for no cost.)",
    why: "A's broken shield is Alpaca Hammer, a Hunter: A discards it and summons Aqua Advisor for no cost (112.3b); its \"you may draw 2 cards\" as it is put: A draws 2.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_aa", "aqua-advisor")], shields: [c("a_s1", HUNTER)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_aa"], "A.graveyard": ["a_s1"], "A.hand": ["a_d1", "a_d2"] } },
  },
  {
    template: "trigger:strike-back-creature",
    card: "aqua-advisor",
    sentence: "Strike Back-Hunter … (a Beast Folk that is not a Hunter)",
    why: "Burning Mane is a nature Beast Folk, not a Hunter: nothing triggers, both cards stay in A's hand.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_aa", "aqua-advisor")], shields: [c("a_s1", BEAST)], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_aa", "a_s1"], "A.graveyard": [] } },
  },

  // --- Samurai Generation: "When you put this creature, you may generate a cross gear from your hand for no cost." (701.16a) ---
  {
    template: "trigger:when",
    card: "aqua-tsubamegaeshi",
    sentence: "Samurai Generation (When you put this creature, you may generate a cross gear from your hand for no cost.)",
    why: "A summons Aqua Tsubamegaeshi with two cross gears (Chain Helix, Command Device) and a creature in the hand: A may generate a cross gear (one), says yes and chooses Chain Helix, which is put into the battle zone (701.16a: generating puts the cross gear from the hand into the battle zone), not crossed (701.17a: crossing is its own act). Command Device and the creature stay in the hand.",
    A: { hand: [c("a_at", "aqua-tsubamegaeshi"), c("a_cg", "chain-helix"), c("a_cd", "command-device"), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_at" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "choose-cards", by: "A", pick: ["a_cg"] }] }],
    expect: { zones: { "A.battle": ["a_at", "a_cg"], "A.hand": ["a_cd", "a_v"] } },
  },
  {
    template: "trigger:when",
    card: "aqua-tsubamegaeshi",
    sentence: "Samurai Generation … (A declines)",
    why: "\"you may generate\": A answers no; Chain Helix stays in the hand.",
    A: { hand: [c("a_at", "aqua-tsubamegaeshi"), c("a_cg", "chain-helix")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_at" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": ["a_at"], "A.hand": ["a_cg"] } },
  },
  {
    template: "trigger:when",
    card: "aqua-tsubamegaeshi",
    sentence: "Samurai Generation … (no cross gear in the hand)",
    why: "A's hand holds only a creature, which is not a cross gear: nothing is generated, the creature stays in the hand.",
    A: { hand: [c("a_at", "aqua-tsubamegaeshi"), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_at" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_at"], "A.hand": ["a_v"] } },
  },
];
