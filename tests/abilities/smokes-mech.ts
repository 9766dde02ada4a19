/**
 * Smoke scenarios for named mechanics the engine implements (issue 14, branch `mech`: lib/abilities/mech.ts), each on a
 * real card, the expected outcome written from the printed text and the rules quoted in `why` before the run.
 * Gravity Zero — rules Ver. 1.48 112.3e 「Ｇ・ゼロは指定された条件下においてクリーチャーや呪文のコストを支払わずに召喚したり
 * 唱えたりする能力です。」; 601.1a (the conditions are read as the use is declared; its example: a card's own copy in the
 * hand counts toward "cards in your hand"); 601.1b 「代替コストを支払えない場合も、宣言することはできません。」
 * Meteorburn (メテオバーン): "you may put a card under this creature into your graveyard. If you do, …" — 109.2a 「能力や効果に
 * よってカードを選ぶ場合、選ばれるのはそのカード自身のみです。」 (the chosen card under the stack alone is moved), 109.2b (a card
 * under a creature leaves simply as a card: the creature stays).
 * Magibomber(N) — the printed reminder: "Whenever this creature attacks, look at the top card of your deck. You may put a
 * creature that costs N or less from the top of your deck or your hand into the battle zone." (no clause of its own in
 * Ver. 1.48: a triggered ability, 603; a card put is not summoned, 701.3a).
 * Jokers Change N — "When this creature attacks, you may switch this creature with a Jokers creature that costs N or less
 * from your mana zone." 701.26a 「入れ替えるとは、2 つのゾーンにあるカードの場所を交換するということです。… 入れ替えられた
 * クリーチャーやタマシードは入れ替える前のクリーチャーやタマシードの位相と状態を引き継ぎます（革命チェンジやJ チェンジで入れ
 * 替えられたクリーチャーは攻撃状態にあります）。」
 * Abyss Rush — "You may summon this creature from your graveyard. If you do, this creature can attack players this turn and
 * is put on the bottom of your deck at the end of the turn." (no clause of its own: 110.4d, an ability that lets a card be
 * used from another zone works there; 701.3a summon; 511.1 "at the end of the turn").
 * Dragsolution — "flip this card to the dragheart creature side and untap it": 701.22a 「龍解するとは、両面カードであるドラグ
 * ハートを裏返し、もう一方の面が見えるようにすることです。」; 807.1a (turned face up from a fortress or weapon, its tapped state
 * does not change — hence "and untap it"); 501.2 / 511.1 (start / end of turn triggers).
 * Space Charge: CIV — "(Whenever you put a CIV card into your mana zone, you may use this creature's Space Charge ability.)"
 * a triggered ability (603) on a card put into its owner's mana zone (a charge, 503, or an effect).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const BEACH = "beach-boys"; // Jokers 2000; Gravity Zero: 6 or more cards in your hand; ETB: an opponent's creature can't attack or block
const PUPPET = "pet-puppet-puppet-trick"; // spell; Gravity Zero: a Death Puppet; "Your opponent discards a card at random from their hand."
const DOLL = "junkatz-rabid-doll"; // Death Puppet 2000, no text
const WEBIUS = "webius-the-patroller"; // Gravity Zero: "If there is an Angel Command in the battle zone"
const KUJON = "kujon-invader"; // Angel Command 4500, no text
const KAGEKIRI = "kagekiri-bird-of-fire"; // Evolution 4000; Meteorburn—attacks: may put a card under it into your graveyard; if you do, untap it
const ORDION = "ordion-the-parasite"; // Evolution 5000; Meteorburn—attacks: ... if you do, destroy one of your opponent's creatures that has "blocker"
const BLOCKER = "webius-the-patroller"; // Blocker 1000 (can't attack players)
const GAGAN = "gagan-rock"; // fire 4000, Magibomber(4)
const APRIL = "april"; // creature, cost 4, no text
const MAY = "may"; // creature, cost 5, no text
const ATSUGI = "atsugidaruma"; // Jokers 4000, Mach Fighter, Jokers Change 4
const TANTAN = "the-tantanmen"; // Jokers, cost 4, 5000, no text
const JISHO = "jishou-jisho"; // Jokers, cost 5, 4000, no text
const BEDOW = "bedow-low"; // 14000, Abyss Rush, Triple Breaker, can't attack creatures
const BELLE = "belle-gelelle"; // 1000, Abyss Rush; "When you put this creature, put the top 2 cards of your deck into your graveyard."
const ZODIAC = "zodiac-floating-hymn"; // Dragheart Fortress; start of your turn, 2 or more light creatures: flip to the creature side and untap it
const ZODIA = "hallelujah-zodia-adoration-dragon-elemental"; // its creature side
const BLANC = "blanc-noir-white-nights-church"; // Dragheart Fortress; end of your turn, 4 or more creatures: you may flip to the creature side and untap it
const SOLEIL = "soleil-noir-solar-eclipse-dragon-elemental"; // its creature side
const LIGHT = "reusol-the-oracle"; // light creature, no text
const GAGA = "gaga-theta-seeker-of-wisdom"; // Blocker; Space Charge: Water — Draw a card.
const GEO = "geo-coffee-kid"; // Space Charge: Fire — Destroy one of your opponent's creatures that has power 1000 or less.
const WATER_CARD = "aqua-vehicle"; // water creature, no text
const FIRE_CARD = "magmadragon-melgars"; // fire creature, no text
const TINY = "tulk-the-oracle"; // light creature, 500, no text
const hand = (n: number, p: string) => Array.from({ length: n }, (_, i) => c(`${p}_h${i + 1}`, VANILLA));

export const MECH_SMOKES: Smoke[] = [
  {
    template: "rule:gravity-zero",
    card: BEACH,
    sentence: "Gravity Zero: If you have 6 or more cards in your hand, you may summon this creature for no cost.",
    why: "A's hand holds Beach Boys and 5 other cards: 6 cards, Beach Boys itself counted (601.1a: the condition is read as the use is declared, with the card still in the hand). Gravity Zero holds, so A summons it for no cost (112.3e); B has no creature for its put ability to choose. Beach Boys is in A's battle zone, the 5 other cards in A's hand.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_bb", BEACH), ...hand(5, "a")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_bb", gravityZero: true } }],
    expect: { zones: { "A.battle": ["a_bb"], "A.hand": ["a_h1", "a_h2", "a_h3", "a_h4", "a_h5"] } },
  },
  {
    template: "rule:gravity-zero",
    card: BEACH,
    sentence: "Gravity Zero — with only 5 cards in the hand",
    why: "Beach Boys and 4 other cards: 5 cards, fewer than 6. The condition does not hold, so Gravity Zero can't be used: \"代替コストを支払えない場合も、宣言することはできません\" (601.1b). The summon by Gravity Zero is refused.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_bb", BEACH), ...hand(4, "a")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_bb", gravityZero: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "rule:gravity-zero",
    card: PUPPET,
    sentence: "Gravity Zero: If you have a Death Puppet, you may cast this spell for no cost.",
    why: "A has Junkatz, a Death Puppet, in the battle zone: A casts Pet Puppet for no cost (112.3e). \"Your opponent discards a card at random from their hand\": B's only card is discarded. The spell goes to A's graveyard after it resolves.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_pp", PUPPET)], battle: [c("a_doll", DOLL)] },
    B: { hand: [c("b_h1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_pp", gravityZero: true } }],
    expect: { zones: { "A.hand": [], "A.graveyard": ["a_pp"], "B.hand": [], "B.graveyard": ["b_h1"] } },
  },
  {
    template: "rule:gravity-zero",
    card: PUPPET,
    sentence: "Gravity Zero — the Death Puppet is the opponent's",
    why: "\"If you have a Death Puppet\": only B has one. A's Gravity Zero condition does not hold, so it can't be used (601.1b): the cast is refused.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_pp", PUPPET)] },
    B: { hand: [c("b_h1", VANILLA)], battle: [c("b_doll", DOLL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_pp", gravityZero: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "rule:gravity-zero",
    card: WEBIUS,
    sentence: "Gravity Zero: If there is an Angel Command in the battle zone, you may summon this creature for no cost.",
    why: "\"If there is an Angel Command in the battle zone\" names no player: B's Kujon Invader, an Angel Command, is in the battle zone, so A may summon Webius for no cost (112.3e).",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_web", WEBIUS)] },
    B: { battle: [c("b_kujon", KUJON)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_web", gravityZero: true } }],
    expect: { zones: { "A.battle": ["a_web"], "A.hand": [], "B.battle": ["b_kujon"] } },
  },
  {
    template: "rule:gravity-zero",
    card: WEBIUS,
    sentence: "Gravity Zero — no Angel Command anywhere",
    why: "No Angel Command is in either battle zone (B has only a Death Puppet): the condition does not hold and Gravity Zero can't be used (601.1b).",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_web", WEBIUS)] },
    B: { battle: [c("b_doll", DOLL)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_web", gravityZero: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "rule:gravity-zero",
    card: "cosmoview-lunatron",
    sentence: "Gravity Zero―If a player has 9 or more cards in their hand, you may summon this creature for no cost.",
    why: "\"a player\": B has 9 cards in hand (A only Cosmoview Lunatron), so the condition holds and A summons it for no cost (112.3e).",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_cl", "cosmoview-lunatron")] },
    B: { hand: hand(9, "b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_cl", gravityZero: true } }],
    expect: { zones: { "A.battle": ["a_cl"], "A.hand": [] } },
  },
  {
    template: "rule:gravity-zero",
    card: "cosmoview-lunatron",
    sentence: "Gravity Zero — 8 cards at most in each hand",
    why: "B has 8 cards and A 8 (Cosmoview Lunatron and 7 others): no player has 9 or more, so Gravity Zero can't be used (601.1b).",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_cl", "cosmoview-lunatron"), ...hand(7, "a")] },
    B: { hand: hand(8, "b") },
    steps: [{ action: { kind: "summon", player: "A", card: "a_cl", gravityZero: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "rule:gravity-zero",
    card: BEACH,
    sentence: "Gravity Zero — a card without it can't be summoned by it",
    why: "A's hand holds 7 cards, Beach Boys among them, but Junkatz has no Gravity Zero ability (no text): a summon \"for no cost by Gravity Zero\" has no ability to use (112.3e) and is refused.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_doll", DOLL), c("a_bb", BEACH), ...hand(5, "a")] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_doll", gravityZero: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "trigger:when",
    card: KAGEKIRI,
    sentence: "Meteorburn—Whenever this creature attacks, you may put a card under this creature into your graveyard. If you do, untap this creature.",
    why: "Kagekiri (2 cards under it) attacks B; A chooses to use Meteorburn and picks a_u1: that card alone goes to A's graveyard (109.2a; a card under a creature leaves simply as a card, 109.2b), a_u2 stays under it. A did, so Kagekiri untaps. The attack goes on and breaks B's only shield.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_kg", KAGEKIRI, { under: [c("a_u1", VANILLA), c("a_u2", VANILLA)] })] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_kg", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_u1"] }] }],
    expect: { zones: { "A.graveyard": ["a_u1"], "A.battle": ["a_kg"], "B.hand": ["b_s1"] }, under: { a_kg: ["a_u2"] }, untapped: ["a_kg"] },
  },
  {
    template: "trigger:when",
    card: KAGEKIRI,
    sentence: "Meteorburn — declined",
    why: "\"you may\": A declines (picks no card under it); no card is put into the graveyard, so \"If you do\" does not happen and Kagekiri stays tapped from its attack.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_kg", KAGEKIRI, { under: [c("a_u1", VANILLA)] })] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_kg", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.graveyard": [], "B.hand": ["b_s1"] }, under: { a_kg: ["a_u1"] }, tapped: ["a_kg"] },
  },
  {
    template: "trigger:when",
    card: ORDION,
    sentence: "Meteorburn—Whenever this creature attacks, you may put a card under this creature into your graveyard. If you do, destroy one of your opponent's creatures that has \"blocker\".",
    why: "Ordion attacks B with one card under it; A puts that card into the graveyard, so A destroys B's blocker Webius (the only creature of B that has \"blocker\"). Nothing blocks: B's shield is broken.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_or", ORDION, { under: [c("a_u1", VANILLA)] })] },
    B: { battle: [c("b_web", BLOCKER), c("b_v", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_or", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_u1"] }] }],
    expect: { zones: { "A.graveyard": ["a_u1"], "A.battle": ["a_or"], "B.battle": ["b_v"], "B.graveyard": ["b_web"], "B.hand": ["b_s1"] }, under: { a_or: [] } },
  },
  {
    template: "trigger:magibomber",
    card: GAGAN,
    sentence: "Magibomber(4) (Whenever this creature attacks, look at the top card of your deck. You may put a creature that costs 4 or less from the top of your deck or your hand into the battle zone.)",
    why: "Gagan-Rock attacks B; A looks at the top card of the deck, April (a creature that costs 4): A puts it from the top of the deck into the battle zone (put, not summoned: 701.3a). May (cost 5) stays in A's hand. The attack breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_gr", GAGAN)], deck: [c("a_top", APRIL), c("a_d2", VANILLA)], hand: [c("a_may", MAY)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_gr", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_top"] }] }],
    expect: { zones: { "A.battle": ["a_gr", "a_top"], "A.hand": ["a_may"], "B.hand": ["b_s1"] }, order: { "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:magibomber",
    card: GAGAN,
    sentence: "Magibomber(4) — from the hand, the top card costing more",
    why: "The top card is May (cost 5, more than 4): it can't be put and stays on top. From A's hand, April (cost 4) can: A puts it into the battle zone; the other May in the hand (cost 5) can't be chosen.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_gr", GAGAN)], deck: [c("a_top", MAY)], hand: [c("a_apr", APRIL), c("a_may", MAY)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_gr", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_apr"] }] }],
    expect: { zones: { "A.battle": ["a_gr", "a_apr"], "A.hand": ["a_may"], "B.hand": ["b_s1"] }, order: { "A.deck": ["a_top"] } },
  },
  {
    template: "trigger:magibomber",
    card: GAGAN,
    sentence: "Magibomber(4) — no creature that costs 4 or less",
    why: "The top card and the only card in A's hand are May (cost 5): no creature that costs 4 or less can be put, so nothing is (nobody is asked). The attack breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_gr", GAGAN)], deck: [c("a_top", MAY)], hand: [c("a_may", MAY)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_gr", target: "B" } }],
    expect: { zones: { "A.battle": ["a_gr"], "A.hand": ["a_may"], "B.hand": ["b_s1"] }, order: { "A.deck": ["a_top"] } },
  },
  {
    template: "trigger:jokers-change",
    card: ATSUGI,
    sentence: "Jokers Change 4 (When this creature attacks, you may switch this creature with a Jokers creature that costs 4 or less from your mana zone.)",
    why: "Atsugidaruma attacks B; A uses Jokers Change and swaps it with The Tantanmen (a Jokers creature that costs 4) from the mana zone (The Pakomen, a Jokers that costs 2, could have been chosen too; Acme, not a Jokers, could not): Atsugidaruma goes to the mana zone, The Tantanmen enters tapped (the attacker's state) and is attacking (701.26a), so it carries on the attack and breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_at", ATSUGI)], mana: [c("a_tan", TANTAN), c("a_pak", "the-pakomen"), c("a_m2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_at", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "choose-cards", by: "A", pick: ["a_tan"] }] }],
    expect: { zones: { "A.battle": ["a_tan"], "A.mana": ["a_at", "a_pak", "a_m2"], "B.hand": ["b_s1"], "B.shields": [] }, tapped: ["a_tan"] },
  },
  {
    template: "trigger:jokers-change",
    card: ATSUGI,
    sentence: "Jokers Change 4 — the creature swapped in battles",
    why: "Atsugidaruma (4000) attacks B's 4000-power creature; A swaps it with The Tantanmen (5000), which is attacking (701.26a) and battles B's creature: the lower power loses (115.3b), so B's creature is destroyed and The Tantanmen stays. (Without the swap both 4000-power creatures would be destroyed.)",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_at", ATSUGI)], mana: [c("a_tan", TANTAN)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_at", target: "b_v" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_tan"], "A.mana": ["a_at"], "A.graveyard": [], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "trigger:jokers-change",
    card: ATSUGI,
    sentence: "Jokers Change 4 — only a Jokers that costs 5 in the mana zone",
    why: "Jishou Jisho costs 5, more than 4: there is no Jokers creature to switch with, so nothing is swapped; Atsugidaruma stays and breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_at", ATSUGI)], mana: [c("a_ji", JISHO)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_at", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_at"], "A.mana": ["a_ji"], "B.hand": ["b_s1"] } },
  },
  {
    template: "rule:abyss-rush",
    card: BEDOW,
    sentence: "Abyss Rush: You may summon this creature from your graveyard. If you do, this creature can attack players this turn and is put on the bottom of your deck at the end of the turn.",
    why: "A summons Bedow = Low from the graveyard by Abyss Rush. It can attack players this turn in spite of summoning sickness: it attacks B and, a Triple Breaker, breaks B's 3 shields. At the end of the turn it is put on the bottom of A's deck, under A's deck card.",
    turn: { number: 3, active: "A" },
    A: { graveyard: [c("a_bed", BEDOW)], deck: [c("a_d1", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [
      { action: { kind: "summon", player: "A", card: "a_bed", from: "graveyard", abyssRush: true } },
      { action: { kind: "attack", attacker: "a_bed", target: "B" } },
      { action: { kind: "end-turn" } },
    ],
    expect: { zones: { "A.battle": [], "A.graveyard": [], "B.hand": ["b_s1", "b_s2", "b_s3"], "B.shields": [] }, order: { "A.deck": ["a_d1", "a_bed"] } },
  },
  {
    template: "rule:abyss-rush",
    card: BELLE,
    sentence: "Abyss Rush — it can attack players, not creatures",
    why: "\"this creature can attack players this turn\": summoned by Abyss Rush this turn, Belle = Gelelle still has summoning sickness for an attack on a creature, so its attack on B's tapped creature is refused.",
    turn: { number: 3, active: "A" },
    A: { graveyard: [c("a_belle", BELLE)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_belle", from: "graveyard", abyssRush: true } }, { action: { kind: "attack", attacker: "a_belle", target: "b_v" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
  {
    template: "rule:abyss-rush",
    card: BELLE,
    sentence: "Abyss Rush — a creature without it can't be summoned by it",
    why: "Acme has no Abyss Rush: a summon from the graveyard by Abyss Rush has no ability to use and is refused.",
    turn: { number: 3, active: "A" },
    A: { graveyard: [c("a_v", VANILLA), c("a_belle", BELLE)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_v", from: "graveyard", abyssRush: true } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "trigger:turn",
    card: ZODIAC,
    sentence: "Dragsolution: At the start of your turn, if you have 2 or more Light creatures in the battle zone, flip this card to the dragheart creature side and untap it.",
    why: "B ends the turn; at the start of A's turn A has 2 light creatures, so Zodiac flips (龍解, 701.22a) to its creature side, Hallelujah Zodia.",
    turn: { number: 4, active: "B" },
    A: { battle: [c("a_z", ZODIAC), c("a_l1", LIGHT), c("a_l2", LIGHT)], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { faces: { a_z: ZODIA }, zones: { "A.battle": ["a_z", "a_l1", "a_l2"] } },
  },
  {
    template: "trigger:turn",
    card: ZODIAC,
    sentence: "Dragsolution — with one light creature",
    why: "\"if you have 2 or more Light creatures\": A has one (and a non-light one): Zodiac stays a fortress.",
    turn: { number: 4, active: "B" },
    A: { battle: [c("a_z", ZODIAC), c("a_l1", LIGHT), c("a_v", VANILLA)], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { faces: { a_z: ZODIAC } },
  },
  {
    template: "trigger:turn",
    card: BLANC,
    sentence: "Dragsolution: At the end of your turn, if you have 4 or more creatures in the battle zone, you may flip this card to the dragheart creature side and untap it.",
    why: "At the end of A's turn A has 4 creatures; A flips the tapped Blanc Noir to its creature side, Soleil Noir (its tapped state is kept by the flip, 807.1a), and untaps it as the text says.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_bn", BLANC, { tapped: true }), c("a_v1", VANILLA), c("a_v2", VANILLA), c("a_v3", VANILLA), c("a_v4", VANILLA)] },
    steps: [{ action: { kind: "end-turn" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { faces: { a_bn: SOLEIL }, untapped: ["a_bn"] },
  },
  {
    template: "trigger:turn",
    card: BLANC,
    sentence: "Dragsolution — \"you may\" declined",
    why: "A declines: Blanc Noir is not flipped, and \"and untap it\" is part of what A declined: it stays a tapped fortress.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_bn", BLANC, { tapped: true }), c("a_v1", VANILLA), c("a_v2", VANILLA), c("a_v3", VANILLA), c("a_v4", VANILLA)] },
    steps: [{ action: { kind: "end-turn" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { faces: { a_bn: BLANC }, tapped: ["a_bn"] },
  },
  {
    template: "trigger:space-charge",
    card: GAGA,
    sentence: "Space Charge: Water (Whenever you put a Water card into your mana zone, you may use this creature's Space Charge ability.) Draw a card.",
    why: "A charges a water card: a Water card put into A's mana zone, so A may use the Space Charge ability and draws a card.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_gaga", GAGA)], hand: [c("a_w", WATER_CARD)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "charge", player: "A", card: "a_w" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.mana": ["a_w"], "A.hand": ["a_d1"] }, order: { "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:space-charge",
    card: GAGA,
    sentence: "Space Charge: Water — a fire card charged",
    why: "\"Whenever you put a Water card\": a fire card put into the mana zone does not trigger it; nothing is drawn.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_gaga", GAGA)], hand: [c("a_f", FIRE_CARD)], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "charge", player: "A", card: "a_f" } }],
    expect: { zones: { "A.mana": ["a_f"], "A.hand": [] }, order: { "A.deck": ["a_d1"] } },
  },
  {
    template: "trigger:space-charge",
    card: GEO,
    sentence: "Space Charge: Fire (Whenever you put a Fire card into your mana zone, you may use this creature's Space Charge ability.) Destroy one of your opponent's creatures that has power 1000 or less.",
    why: "A charges a fire card; A uses Space Charge and destroys B's Tulk (power 500, 1000 or less); B's 4000-power creature can't be chosen.",
    turn: { number: 3, active: "A" },
    A: { battle: [c("a_geo", GEO)], hand: [c("a_f", FIRE_CARD)] },
    B: { battle: [c("b_t", TINY), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "charge", player: "A", card: "a_f" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.mana": ["a_f"], "B.battle": ["b_v"], "B.graveyard": ["b_t"] } },
  },
  {
    template: "trigger:space-charge",
    card: GEO,
    sentence: "Space Charge: Fire — the opponent charges a fire card",
    why: "\"Whenever you put a Fire card into your mana zone\": B's charge is not A's; A's Space Charge does not trigger and B's Tulk stays.",
    turn: { number: 4, active: "B" },
    A: { battle: [c("a_geo", GEO)] },
    B: { battle: [c("b_t", TINY)], hand: [c("b_f", FIRE_CARD)] },
    steps: [{ action: { kind: "charge", player: "B", card: "b_f" } }],
    expect: { zones: { "B.mana": ["b_f"], "B.battle": ["b_t"] } },
  },
];
