/**
 * Smoke scenarios for the headers that give a creature "the following ability" (lib/abilities/headers.ts): each on a
 * real card, the expected outcome written from the printed text and the rule quoted in `why` before the run, with the
 * header's condition false as the negative case (the granted ability then does nothing).
 * Sources: comprehensive rules Ver. 1.48 (2025-12-17) 818.1a/818.1b (Super Soul Cross), 110.4f (Shield Force's choice,
 * a state definition), 303.3 (crossing a Cross Gear), 703.4c (power 0 or less), 509.2 (breakers); the keyword
 * reminders as printed in the catalogue.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const GIANT = "vanilla-giant"; // creature, 5000 power, no text
const NOUMEN = "noumen"; // creature, 6000 power, no text
const GEAR = "emerald-claw"; // Cross Gear: "The crossed creature gets +2000 power."
const cards = (p: string, n: number) => Array.from({ length: n }, (_, i) => c(`${p}${i}`, VANILLA));

export const HEADERS_SMOKES: Smoke[] = [
  // --- Super Soul Cross (818) ---
  {
    template: "header:super-soul-cross",
    card: "chair-eiss",
    sentence: "Super Soul Cross (If this is under a creature, that creature also gets the following ability.) / Slayer",
    why: "818.1b (Ver. 1.48): 「超魂X を持つカードがクリーチャーの下にある間、クリーチャーは超魂X の能力を得ます。」 Chair-Eiss is under the 5000-power creature, so that creature has Slayer (\"Whenever this creature battles, destroy the other creature after the battle\"): it loses its battle with the 6000-power creature and is destroyed (with the card under it), and Slayer destroys the other creature too.",
    A: { battle: [c("a_top", GIANT, { under: [c("a_chair", "chair-eiss")] })] },
    B: { battle: [c("b_big", NOUMEN)] },
    steps: [{ action: { kind: "battle", a: "a_top", b: "b_big" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_top", "a_chair"], "B.battle": [], "B.graveyard": ["b_big"] } },
  },
  {
    template: "granted:super-soul-cross",
    card: "chair-eiss",
    sentence: "Slayer (the card under the creature has no Super Soul Cross)",
    why: "Negative case: the card under the 5000-power creature is a creature with no text, not a Super Soul Cross card; the creature on top has only its own characteristics (200.3a), no Slayer: it loses the battle and the 6000-power creature stays.",
    A: { battle: [c("a_top", GIANT, { under: [c("a_u", VANILLA)] })] },
    B: { battle: [c("b_big", NOUMEN)] },
    steps: [{ action: { kind: "battle", a: "a_top", b: "b_big" } }],
    expect: { zones: { "A.graveyard": ["a_top", "a_u"], "B.battle": ["b_big"] } },
  },
  {
    template: "granted:super-soul-cross",
    card: "belugades-piercing-general-of-demon-s-birth",
    sentence: "Whenever this creature attacks, your opponent discards a card at random from their hand.",
    why: "818.1b: Belugades is under the attacking creature, which gets its Super Soul Cross ability (\"this creature\" is that creature): when it attacks, B discards a card at random (B's one card), then the attack breaks B's shield, which goes to B's hand.",
    A: { battle: [c("a_top", GIANT, { under: [c("a_bel", "belugades-piercing-general-of-demon-s-birth")] })] },
    B: { hand: [c("b_h", VANILLA)], shields: [c("b_s", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_top", target: "B" } }],
    expect: { zones: { "B.graveyard": ["b_h"], "B.hand": ["b_s"] }, triggers: { fired: [{ source: "a_top" }] } },
  },
  {
    template: "granted:super-soul-cross",
    card: "belugades-piercing-general-of-demon-s-birth",
    sentence: "Whenever this creature attacks … (Belugades alone, attacking)",
    why: "818.1a: 「超魂X の能力は通常の能力と同じように、常にそのカードの能力として有効です。」 Belugades on its own has the ability as its own: when it attacks, B discards a card at random.",
    A: { battle: [c("a_bel", "belugades-piercing-general-of-demon-s-birth")] },
    B: { hand: [c("b_h", VANILLA)], shields: [c("b_s", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_bel", target: "B" } }],
    expect: { zones: { "B.graveyard": ["b_h"], "B.hand": ["b_s"] }, triggers: { fired: [{ source: "a_bel" }] } },
  },
  {
    template: "granted:super-soul-cross",
    card: "belugades-piercing-general-of-demon-s-birth",
    sentence: "Whenever this creature attacks … (Belugades in the hand, not under the creature)",
    why: "Negative case: Belugades is in A's hand, not under the attacking creature: the creature does not get its ability (818.1b needs it under the creature), so B keeps its hand card; only the shield is broken.",
    A: { battle: [c("a_top", GIANT, { under: [c("a_u", VANILLA)] })], hand: [c("a_bel", "belugades-piercing-general-of-demon-s-birth")] },
    B: { hand: [c("b_h", VANILLA)], shields: [c("b_s", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_top", target: "B" } }],
    expect: { zones: { "B.graveyard": [], "B.hand": ["b_h", "b_s"] }, triggers: { fired: [] } },
  },
  // --- Accelerator ---
  {
    template: "header:accelerator",
    card: "aqua-kotegaeshi",
    sentence: "Accelerator (While this creature is crossed with a cross gear, this creature gets the following Accelerator ability.) / Whenever this creature attacks, draw a card.",
    why: "A crosses a Cross Gear with Aqua Kotegaeshi (303.3); while it is crossed, the creature has \"Whenever this creature attacks, draw a card.\": it attacks, A draws its one deck card, and B's shield is broken.",
    A: { battle: [c("a_k", "aqua-kotegaeshi"), c("a_g", GEAR)], deck: [c("a_d", VANILLA)] },
    B: { shields: [c("b_s", VANILLA)] },
    steps: [{ action: { kind: "cross", player: "A", gear: "a_g", creature: "a_k" } }, { action: { kind: "attack", attacker: "a_k", target: "B" } }],
    expect: { zones: { "A.hand": ["a_d"], "B.hand": ["b_s"] }, drew: { A: 1 } },
  },
  {
    template: "granted:accelerator",
    card: "aqua-kotegaeshi",
    sentence: "Whenever this creature attacks, draw a card. (the gear crossed with another creature)",
    why: "Negative case: the Cross Gear is crossed with A's other creature, not with Aqua Kotegaeshi: it does not have its Accelerator ability, and its attack draws nothing.",
    A: { battle: [c("a_k", "aqua-kotegaeshi"), c("a_v", VANILLA), c("a_g", GEAR, { crossedTo: "a_v" })], deck: [c("a_d", VANILLA)] },
    B: { shields: [c("b_s", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_k", target: "B" } }],
    expect: { zones: { "A.hand": [], "A.deck": ["a_d"], "B.hand": ["b_s"] }, drew: { A: 0 }, triggers: { fired: [] } },
  },
  {
    template: "granted:accelerator",
    card: "munemitsu-poetic-ronin",
    sentence: "This creature gets +2000 power.",
    why: "Munemitsu (3000) crossed with a Cross Gear that gives +2000 (303.3a) has its Accelerator ability too, +2000 more: 7000 against a 6000-power creature, so the other creature is destroyed in their battle (a lower-power creature loses).",
    A: { battle: [c("a_m", "munemitsu-poetic-ronin"), c("a_g", GEAR, { crossedTo: "a_m" })] },
    B: { battle: [c("b_big", NOUMEN)] },
    steps: [{ action: { kind: "battle", a: "a_m", b: "b_big" } }],
    expect: { zones: { "A.battle": ["a_m", "a_g"], "B.graveyard": ["b_big"] } },
  },
  // --- Super Accelerator ---
  {
    template: "header:super-accelerator",
    card: "fuuma-rasetsu-choronzon",
    sentence: "Super Accelerator (While one of your creatures in the battle zone is crossed with a cross gear, …) / Accelerator: This creature gets +3000 power and \"double breaker\".",
    why: "A's other creature is crossed with a Cross Gear, so Choronzon has \"+3000 power and double breaker\": attacking B, it breaks 2 shields (509.2).",
    A: { battle: [c("a_ch", "fuuma-rasetsu-choronzon"), c("a_v", VANILLA), c("a_g", GEAR, { crossedTo: "a_v" })] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_ch", target: "B" } }],
    expect: { zones: { "B.hand": ["b_s1", "b_s2"], "B.shields": [] } },
  },
  {
    template: "granted:super-accelerator",
    card: "fuuma-rasetsu-choronzon",
    sentence: "Accelerator: … (no creature of A's crossed)",
    why: "Negative case: the Cross Gear is in the battle zone but crossed with no creature: Choronzon has no double breaker and breaks 1 shield.",
    A: { battle: [c("a_ch", "fuuma-rasetsu-choronzon"), c("a_v", VANILLA), c("a_g", GEAR)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_ch", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.hand": ["b_s1"], "B.shields": ["b_s2"] } },
  },
  // --- Shield Force ---
  {
    template: "header:shield-force",
    card: "paol-nature",
    sentence: "Shield Force (As you put this creature, you may choose one of your shields. While that shield is in your shield zone, …) / This creature gets +3000 power and \"double breaker\".",
    why: "As Paol Nature (3000) is summoned, A chooses one of its shields (110.4f); while that shield is in the shield zone it has +3000 power: 6000 against the 5000-power creature, which is destroyed in their battle.",
    A: { hand: [c("a_p", "paol-nature")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_g", GIANT)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_p" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_s1"] }] }, { action: { kind: "battle", a: "a_p", b: "b_g" } }],
    expect: { zones: { "A.battle": ["a_p"], "B.graveyard": ["b_g"] } },
  },
  {
    template: "granted:shield-force",
    card: "paol-nature",
    sentence: "This creature gets +3000 power … (the chosen shield left the shield zone)",
    why: "Negative case: the shield chosen for Shield Force is put into the graveyard before the battle; from then Paol Nature no longer has its Shield Force ability: 3000 against 5000, it is destroyed.",
    A: { battle: [c("a_p", "paol-nature", { shieldForce: "a_s1" })], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_g", GIANT)] },
    steps: [{ action: { kind: "to-graveyard", card: "a_s1", by: "B" } }, { action: { kind: "battle", a: "a_p", b: "b_g" } }],
    expect: { zones: { "A.graveyard": ["a_s1", "a_p"], "B.battle": ["b_g"] } },
  },
  {
    template: "granted:shield-force",
    card: "paol-nature",
    sentence: "This creature gets +3000 power and \"double breaker\". (double breaker while the shield stays)",
    why: "With its Shield Force shield in the shield zone, Paol Nature has \"double breaker\": its attack breaks 2 of B's shields (509.2).",
    A: { battle: [c("a_p", "paol-nature", { shieldForce: "a_s1" })], shields: [c("a_s1", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_p", target: "B" } }],
    expect: { zones: { "B.hand": ["b_s1", "b_s2"], "B.shields": [] } },
  },
  // --- Metamorph (creatures) ---
  {
    template: "header:metamorph",
    card: "rias-vizier-of-recovery",
    sentence: "Metamorph (If you have 7 or more cards in your mana zone, …) / Metamorph: When you put this creature into the battle zone, you may draw a card.",
    why: "With 7 cards in A's mana zone, Rias has its Metamorph ability as it is put: A may draw a card, and does.",
    A: { hand: [c("a_r", "rias-vizier-of-recovery")], mana: cards("a_m", 7), deck: [c("a_d", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_r" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_d"], "A.battle": ["a_r"] }, drew: { A: 1 } },
  },
  {
    template: "granted:metamorph",
    card: "rias-vizier-of-recovery",
    sentence: "Metamorph: When you put this creature … (6 cards in the mana zone)",
    why: "Negative case: 6 cards in A's mana zone, fewer than 7: Rias does not have the Metamorph ability, nothing triggers and nothing is drawn.",
    A: { hand: [c("a_r", "rias-vizier-of-recovery")], mana: cards("a_m", 6), deck: [c("a_d", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_r" } }],
    expect: { zones: { "A.hand": [], "A.deck": ["a_d"] }, drew: { A: 0 }, triggers: { fired: [] } },
  },
  // --- No Choice ---
  {
    template: "header:no-choice",
    card: "skull-merdi-shadow-of-vice",
    sentence: "No Choice (If any player has no cards in their hand, …) / This creature gets +4000 power and has \"double breaker\".",
    why: "B has no cards in their hand (A has one): \"any player\" is either player, so Skull Merdi has \"double breaker\" and its attack breaks 2 of B's shields (509.2).",
    A: { battle: [c("a_sk", "skull-merdi-shadow-of-vice")], hand: [c("a_h", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_sk", target: "B" } }],
    expect: { zones: { "B.hand": ["b_s1", "b_s2"], "B.shields": [] } },
  },
  {
    template: "granted:no-choice",
    card: "skull-merdi-shadow-of-vice",
    sentence: "This creature gets +4000 power … (both players have cards in hand)",
    why: "Negative case: both players have a card in their hand: Skull Merdi (2000) has neither +4000 power nor \"double breaker\": it breaks 1 shield.",
    A: { battle: [c("a_sk", "skull-merdi-shadow-of-vice")], hand: [c("a_h", VANILLA)] },
    B: { hand: [c("b_h", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_sk", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.hand": ["b_h", "b_s1"], "B.shields": ["b_s2"] } },
  },
  {
    template: "granted:no-choice",
    card: "provents-duke-of-deprivation",
    sentence: "Whenever this creature attacks, each of your opponent's creatures in the battle zone gets -2000 power until the end of the turn.",
    why: "A's hand is empty, so Provents has its No Choice ability when it attacks: B's 1000-power creature gets -2000 power, 0 or less, and is destroyed (703.4c); B's 5000-power creature stays.",
    A: { battle: [c("a_pr", "provents-duke-of-deprivation")] },
    B: { battle: [c("b_small", "aqua-vehicle"), c("b_g", GIANT)], hand: [c("b_h", VANILLA)], shields: [c("b_s", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_pr", target: "B" } }],
    expect: { zones: { "B.battle": ["b_g"], "B.graveyard": ["b_small"] } },
  },
];
