/**
 * Smoke scenarios for casting a spell for no cost from a zone, with the replacement the effect creates for that spell's
 * move into the graveyard after it resolves (lib/abilities/r2-cast.ts; issue 14, round 2). Each expected outcome is
 * written from the printed sentence and these clauses of the comprehensive rules Ver. 1.48 (2025-12-17), before the run:
 * - 302.2 「呪文が唱えられたら、ルール文章に書かれている処理を書かれている順番に行い、その後で墓地に置かれます。」
 * - 409.1b 「呪文は唱えてから効果を解決し終えるまでの間、保留状態になります。解決が終わった後、唱えていた呪文は墓地に置かれます。」
 * - 409.1e 「１つの効果によって複数のカードが同時に実行されることがあります。その場合、効果で実行するカードはすべて保留状態になった後、１枚ずつ処理を行います。」
 * - 409.2b 「呪文が墓地に置かれることで適用される置換効果は、墓地から唱えた呪文が再び墓地に置かれる場合でも適用されます。」
 * - 609.1a 「かわりに」という語を用いる効果は置換効果です。609.4: a replaced event never happens; the substitute does.
 * - 609.8a 「呪文の効果が自身の移動を置換する場合、それは他の置換効果よりも優先して適用されます。」 with its example:
 *   「《龍素記号Sr スペルサイクリカ》の能力で墓地から《ブレイン・チャージャー》を唱えた後、「チャージャー」の置換効果が優先され、
 *   《ブレイン・チャージャー》はマナゾーンに置かれます。」 (Eureka Charger stands for Brain Charger below: "Draw a card. Charger".)
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const STREAM = "energy-stream"; // water spell, cost 3: "Draw 2 cards."
const HOELE = "royal-academy-hoele"; // water spell, cost 4: "Draw 3 cards."
const GRIP = "guard-grip"; // water spell, cost 1: "Draw a card."
const EUREKA = "eureka-charger"; // water spell, cost 4: "Draw a card. Charger (After you cast this spell, put it into your mana zone instead of your graveyard.)"
const JOURNEY = "girls-journey"; // spell, cost 5: "Shield trigger … Draw 3 cards."
const PIT = "terror-pit"; // darkness spell, cost 6: "Shield trigger … Destroy 1 of your opponent's creatures."

export const R2_CAST_SMOKES: Smoke[] = [
  {
    template: "trigger:cast-for-no-cost",
    card: "sr-spellcyclica-dragment-symbol",
    sentence: "When you put this creature, you may cast a spell that costs 7 or less from your graveyard for no cost. If you do, put the spell you cast into your hand instead of your graveyard.",
    why: "609.8a's own example: Spellcyclica casts Eureka Charger (a Charger spell) from the graveyard; A draws a card; after it resolves, Charger (the spell's own replacement of its own move) applies before Spellcyclica's, so it goes into the mana zone, not the hand.",
    A: { hand: [c("a_sc", "sr-spellcyclica-dragment-symbol")], graveyard: [c("a_ec", EUREKA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_sc" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: {
      zones: { "A.battle": ["a_sc"], "A.mana": ["a_ec"], "A.hand": ["a_d1"], "A.graveyard": [] },
      order: { "A.deck": ["a_d2"] },
      replacements: { applied: [{ by: "a_ec", on: "a_ec" }] },
    },
  },
  {
    template: "trigger:cast-for-no-cost",
    card: "sr-spellcyclica-dragment-symbol",
    sentence: "When you put this creature, you may cast a spell that costs 7 or less from your graveyard for no cost. If you do, put the spell you cast into your hand instead of your graveyard.",
    why: "Energy Stream (cost 3) is cast from the graveyard: A draws 2; after it resolves it would be put into the graveyard (302.2) — even though it came from there, the replacement applies (409.2b): it goes into A's hand instead.",
    A: { hand: [c("a_sc", "sr-spellcyclica-dragment-symbol")], graveyard: [c("a_es", STREAM)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_sc" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: {
      zones: { "A.battle": ["a_sc"], "A.hand": ["a_d1", "a_d2", "a_es"], "A.graveyard": [] },
      order: { "A.deck": ["a_d3"] },
      drew: { A: 2 },
      replacements: { applied: [{ by: "a_sc", on: "a_es" }] },
    },
  },
  {
    template: "trigger:cast-for-no-cost",
    card: "exhaust-two-four",
    sentence: "When you put this creature, you may cast a spell that costs 4 or less from your graveyard for no cost. After you cast, put it on the bottom of your deck instead of your graveyard.",
    why: "A casts Energy Stream (cost 3) from the graveyard (Girls' Journey, cost 5, can't be chosen): A draws 2, then Energy Stream goes to the bottom of A's deck instead of the graveyard (609.1a). The replacement was for that one spell's move: Guard Grip cast afterwards from the hand goes to the graveyard as usual (302.2).",
    A: {
      hand: [c("a_x", "exhaust-two-four"), c("a_gg", GRIP)],
      graveyard: [c("a_es", STREAM), c("a_rh", HOELE), c("a_gj", JOURNEY)],
      deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)],
    },
    steps: [
      { action: { kind: "put", player: "A", card: "a_x" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "choose-cards", by: "A", pick: ["a_es"] }] },
      { action: { kind: "cast", player: "A", card: "a_gg" } },
    ],
    expect: {
      zones: { "A.battle": ["a_x"], "A.hand": ["a_d1", "a_d2", "a_d3"], "A.graveyard": ["a_rh", "a_gj", "a_gg"] },
      order: { "A.deck": ["a_d4", "a_es"] },
      drew: { A: 3 },
    },
  },
  {
    template: "trigger:cast-for-no-cost",
    card: "backlash-fish",
    sentence: "When you put this creature, you may cast a spell that costs 3 or less from your graveyard for no cost. After you cast, put it on the bottom of your deck instead of your graveyard.",
    why: "Negative case: the only spell in A's graveyard is Royal Academy Hoele, cost 4, not \"3 or less\": nothing is cast, nothing is drawn, and it stays in the graveyard.",
    A: { hand: [c("a_bf", "backlash-fish")], graveyard: [c("a_rh", HOELE)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_bf" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_bf"], "A.hand": [], "A.graveyard": ["a_rh"] }, order: { "A.deck": ["a_d1", "a_d2", "a_d3"] }, drew: { A: 0 } },
  },
  {
    template: "spell:cast-for-no-cost",
    card: "revival-of-the-lost-forbidden-spell",
    sentence: "Cast a spell that costs 4 or less from your graveyard for no cost. After you cast it, put it on the bottom of your deck instead of your graveyard.",
    why: "Cast from the hand, the spell (not optional) casts Energy Stream, the only spell in A's graveyard: A draws 2; Energy Stream goes to the bottom of A's deck instead of the graveyard; Revival itself is put into the graveyard after it resolves (302.2).",
    A: { hand: [c("a_rev", "revival-of-the-lost-forbidden-spell")], graveyard: [c("a_es", STREAM)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_rev" } }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "A.graveyard": ["a_rev"] }, order: { "A.deck": ["a_d3", "a_es"] }, drew: { A: 2 } },
  },
  {
    template: "trigger:cast-for-no-cost",
    card: "kariyadone-magic-library-hermit-circle",
    sentence: "When you put this creature, you may cast up to 3 spells that cost 3 or less from your graveyard for no cost. After you cast a spell this way, put it on the bottom of your deck instead of your graveyard.",
    why: "A casts 2 of the graveyard's spells that cost 3 or less (Energy Stream, then Guard Grip; Royal Academy Hoele costs 4): both are being used, then resolve one at a time (409.1e): draw 2, Energy Stream to the bottom of the deck, draw 1, Guard Grip to the bottom.",
    A: {
      hand: [c("a_k", "kariyadone-magic-library-hermit-circle")],
      graveyard: [c("a_es", STREAM), c("a_gg", GRIP), c("a_rh", HOELE)],
      deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)],
    },
    steps: [{ action: { kind: "put", player: "A", card: "a_k" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "choose-cards", by: "A", pick: ["a_es", "a_gg"] }] }],
    expect: { zones: { "A.battle": ["a_k"], "A.hand": ["a_d1", "a_d2", "a_d3"], "A.graveyard": ["a_rh"] }, order: { "A.deck": ["a_d4", "a_es", "a_gg"] }, drew: { A: 3 } },
  },
  {
    template: "trigger:cast-for-no-cost",
    card: "yes-xanadu-electro-demonic-heaven",
    sentence: "When you put this creature or it attacks, you may cast a spell that has \"shield trigger\" from your graveyard for no cost. If you do, after you cast, shieldify it face up instead of your graveyard.",
    why: "Xanadu attacks: A casts Girls' Journey (it has shield trigger; Energy Stream has not and can't be chosen) from the graveyard: A draws 3, and Girls' Journey becomes a new face-up shield of A's instead of going to the graveyard (701.32b). The attack goes on: Xanadu (Double Breaker) breaks B's 2 shields.",
    A: { battle: [c("a_yx", "yes-xanadu-electro-demonic-heaven")], graveyard: [c("a_gj", JOURNEY), c("a_es", STREAM)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_yx", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: {
      zones: { "A.shields": ["a_gj"], "A.hand": ["a_d1", "a_d2", "a_d3"], "A.graveyard": ["a_es"], "B.hand": ["b_s1", "b_s2"], "B.shields": [] },
      faceUp: ["a_gj"],
      drew: { A: 3 },
    },
  },
  {
    template: "trigger:cast-for-no-cost",
    card: "romanov-the-1st-gs-lord-of-the-demonic-eye",
    sentence: "Whenever this creature attacks, you may put the top 5 cards of your deck into your graveyard. You may then cast a darkness spell that costs 6 or less from your graveyard for no cost. After you cast that spell, put it on the bottom of your deck instead of your graveyard.",
    why: "Romanov attacks: A puts the top 5 cards of the deck (Terror Pit among them) into the graveyard, then casts Terror Pit (darkness, cost 6) from there: it destroys B's only creature; Terror Pit goes to the bottom of A's deck instead of the graveyard. The attack goes on: Romanov (Double Breaker) breaks B's 2 shields.",
    A: {
      battle: [c("a_rom", "romanov-the-1st-gs-lord-of-the-demonic-eye")],
      deck: [c("a_d1", VANILLA), c("a_pit", PIT), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA), c("a_d6", VANILLA)],
    },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_rom", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: {
      zones: { "A.graveyard": ["a_d1", "a_d3", "a_d4", "a_d5"], "B.battle": [], "B.graveyard": ["b_v"], "B.hand": ["b_s1", "b_s2"] },
      order: { "A.deck": ["a_d6", "a_pit"] },
    },
  },
  {
    template: "spell:if-you-do-after-cast",
    card: "complex-vortex",
    sentence: "You may destroy one of your creatures. If you do, after you cast this spell, put it into your hand instead of your graveyard.",
    why: "Complex Vortex destroys B's untapped creature; A destroys one of A's creatures, so after the spell is cast it goes into A's hand instead of the graveyard. Brocken Vaughan's \"you may put it into your mana zone instead\" watches the same move, but the spell's own effect on its own move applies before any other replacement (609.8a, whose second example is Brocken Vaughan): it ends in the hand, and A is not asked about Brocken.",
    A: { hand: [c("a_cv", "complex-vortex")], battle: [c("a_bv", "brocken-vaughan"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cv" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] }],
    expect: { zones: { "A.hand": ["a_cv"], "A.graveyard": ["a_v"], "A.mana": [], "A.battle": ["a_bv"], "B.graveyard": ["b_v"] }, replacements: { applied: [{ by: "a_cv", on: "a_cv" }] } },
  },
  {
    template: "spell:if-you-do-after-cast",
    card: "complex-vortex",
    sentence: "You may destroy one of your creatures. If you do, after you cast this spell, put it into your hand instead of your graveyard.",
    why: "Negative case: A destroys none of A's creatures, so there is no \"if you do\": Complex Vortex is put into the graveyard after it resolves (302.2).",
    A: { hand: [c("a_cv", "complex-vortex")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cv" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.hand": [], "A.graveyard": ["a_cv"], "A.battle": ["a_v"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "replacement:your-spells-after-cast",
    card: "brocken-vaughan",
    sentence: "Whenever you cast a spell, after casting, you may put it into your mana zone instead of your graveyard.",
    why: "A casts Energy Stream from the hand with Brocken Vaughan in the battle zone: A draws 2; after it resolves it would be put into the graveyard (302.2), and A chooses to put it into the mana zone instead (609.1a).",
    A: { hand: [c("a_es", STREAM)], battle: [c("a_bv", "brocken-vaughan")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_es" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_bv"] }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "A.mana": ["a_es"], "A.graveyard": [] }, replacements: { applied: [{ by: "a_bv", on: "a_es" }] } },
  },
  {
    template: "replacement:your-spells-after-cast",
    card: "wd-cyclepedia-dragment-symbol",
    sentence: "After you cast a spell from your graveyard, put it on the bottom of your deck instead of your graveyard.",
    why: "Spellcyclica casts Energy Stream from A's graveyard: two of A's replacements watch its move into the graveyard after it resolves (Spellcyclica's: into the hand; WD Cyclepedia's: to the bottom of the deck); A chooses which applies (609.8) and picks WD Cyclepedia's: it goes to the bottom of the deck. Negative: Guard Grip, cast from the hand afterwards, is not a spell cast from the graveyard: it goes to the graveyard (302.2).",
    A: {
      battle: [c("a_wd", "wd-cyclepedia-dragment-symbol")],
      hand: [c("a_sc", "sr-spellcyclica-dragment-symbol"), c("a_gg", GRIP)],
      graveyard: [c("a_es", STREAM)],
      deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA)],
    },
    steps: [
      { action: { kind: "put", player: "A", card: "a_sc" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "replacement", by: "A", pick: ["a_wd"] }] },
      { action: { kind: "cast", player: "A", card: "a_gg" } },
    ],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3"], "A.graveyard": ["a_gg"] }, order: { "A.deck": ["a_d4", "a_es"] }, replacements: { applied: [{ by: "a_wd", on: "a_es" }] } },
  },
  {
    template: "replacement:your-spells-after-cast",
    card: "clanvia-night-castle-ship",
    sentence: "Whenever you cast a spell from your hand, after you cast it, you may put it under this creature instead of your graveyard.",
    why: "A casts Energy Stream from the hand with Clanvia in the battle zone: A draws 2; after it resolves, A chooses to put it under Clanvia instead of into the graveyard (609.1a).",
    A: { battle: [c("a_cl", "clanvia-night-castle-ship")], hand: [c("a_es", STREAM)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_es" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_cl"] }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "A.graveyard": [], "A.battle": ["a_cl"] }, under: { a_cl: ["a_es"] } },
  },
  {
    template: "replacement:your-spells-after-cast-under",
    card: "grand-zero",
    sentence: "Whenever you cast a Magic Tool spell, after you cast it, instead of putting it into your graveyard, you may put it under this field and draw a card.",
    why: "A casts Baredu Daspell (a Magic Tool spell: draw 2, then discard a card) with Grand Zero in the battle zone: after it resolves, A chooses the replacement: it goes under Grand Zero and A draws a card (3 draws in all). Negative: Guard Grip (not a Magic Tool) goes to the graveyard, nothing asked.",
    A: {
      battle: [c("a_gz", "grand-zero")],
      hand: [c("a_bd", "baredu-daspell"), c("a_gg", GRIP), c("a_h", VANILLA)],
      deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA)],
    },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_bd" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h"] }, { prompt: "replacement", by: "A", pick: ["a_gz"] }] },
      { action: { kind: "cast", player: "A", card: "a_gg" } },
    ],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3", "a_d4"], "A.graveyard": ["a_h", "a_gg"], "A.battle": ["a_gz"] }, under: { a_gz: ["a_bd"] }, order: { "A.deck": ["a_d5"] }, drew: { A: 4 } },
  },
];
