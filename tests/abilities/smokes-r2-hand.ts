/**
 * Smoke scenarios for abilities used from the hand in response to an event (issue 14, round 2: lib/abilities/r2-hand.ts),
 * each on a real card, the expected outcome written from the printed text and the rules quoted in `why` before the run.
 * Ninja Strike N (printed reminder): "Whenever one of your opponent's creatures attacks or blocks, if you have N or more
 * cards in your mana zone and if during that attack you didn't use a "Ninja Strike" ability, you may summon this Shinobi
 * for no cost. At the end of that turn, put this Shinobi on the bottom of your deck."
 * Rules Ver. 1.48 (2025-12-17): 112.3c (after the turn player's creature attacks, the non-turn player may summon it for
 * no cost if the mana count is met, read at resolution), 603.2e/603.2f (a triggered ability in a hidden zone: its use is
 * declared), 511.1 ("at the end of the turn" abilities trigger at the end of the turn).
 * Strike Back-CIV (printed reminder): "When a CIV card is put into your hand from your shield zone, you may discard that
 * card. If you do, cast this spell for no cost." Rules 112.3b (used while the card is in the hand; a Strike Back card
 * added from the shields at the same time as the named card is not in the hand and can't be used).
 * Attack Chance: <noun> (printed reminder): "When one of your <noun> attacks, you may cast this spell for no cost."
 * Rules 112.3f (アタック・チャンス: under the stated condition, the spell may be cast for no cost).
 * Invasion-<noun> (printed reminder): "When one of your <noun> attacks, you may put this creature from your hand onto it."
 * Rules 701.15a (evolving: putting an evolution creature on top of a card), 801.2a 「攻撃中のクリーチャーが進化した場合、
 * その攻撃は続行されます。」, 115.3b (the creature with less power loses the battle and is destroyed).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const MARU = "crimson-maru-the-untamed-flame"; // Ninja Strike 6; "When you put this creature into the battle zone, destroy one of your opponent's creatures that has power 4000 or less."
const RAIDEN = "raiden-lightfang-ninja"; // Ninja Strike 1; "When you put this creature, choose one of your opponent's creatures in the battle zone and tap it."
const LANCE = "flame-lance-trap"; // fire spell, Strike Back-Fire; "Destroy one of your opponent's creatures that has power 5000 or less."
const FIRE = "magmadragon-melgars"; // fire creature, no text
const WATER = "aqua-vehicle"; // water creature, no text
const DOUBLE = "august"; // water, 8000, Double Breaker
const MECHA = "mecha-machine-secret-fusion"; // water spell, Attack Chance: Great Mecha King; "Draw 2 cards."
const GMK = "lazerion-light-attack-soldier"; // Great Mecha King, 3500, no text
const BEARSIR = "bearsir-beast-army"; // nature Evolution Creature, 5000; Invasion-Nature creature
const NATURE = "alpaca-hammer"; // nature Beast Folk / Hunter, 3000, no text
const mana = (n: number, p: string) => Array.from({ length: n }, (_, i) => c(`${p}_m${i + 1}`, VANILLA));

export const R2_HAND_SMOKES: Smoke[] = [
  {
    template: "trigger:ninja-strike",
    card: MARU,
    sentence: "Ninja Strike 6 (… you may summon this Shinobi for no cost. At the end of that turn, put this Shinobi on the bottom of your deck.)",
    why: "B's 4000-power creature attacks A; A has 6 cards in the mana zone and has used no Ninja Strike in this attack, so A may summon Crimson Maru from the hand for no cost (112.3c). Its put ability destroys B's creature (power 4000 or less): the attacker is gone, so no shield is broken. At the end of the turn Crimson Maru goes to the bottom of A's deck, under A's deck card.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_cm", MARU)], mana: mana(6, "a"), shields: [c("a_s1", VANILLA)], deck: [c("a_d1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      { action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] },
      { action: { kind: "end-turn" } },
    ],
    expect: { zones: { "A.hand": [], "A.battle": [], "A.shields": ["a_s1"], "B.battle": [], "B.graveyard": ["b_v"] }, order: { "A.deck": ["a_d1", "a_cm"] } },
  },
  {
    template: "trigger:ninja-strike",
    card: MARU,
    sentence: "Ninja Strike 6 — with only 5 cards in the mana zone",
    why: "\"if you have 6 or more cards in your mana zone\": with 5, the ability does nothing (112.3c: the count is read at resolution), nobody is asked; the attack breaks A's shield, which goes to A's hand.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_cm", MARU)], mana: mana(5, "a"), shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.hand": ["a_cm", "a_s1"], "A.battle": [], "A.shields": [], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:ninja-strike",
    card: MARU,
    sentence: "Ninja Strike 6 — A's own creature attacks",
    why: "\"Whenever one of your opponent's creatures attacks\": A's own attack does not trigger it; Crimson Maru stays in A's hand and A's creature breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_cm", MARU)], mana: mana(6, "a"), battle: [c("a_v", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "B" } }],
    expect: { zones: { "A.hand": ["a_cm"], "A.battle": ["a_v"], "B.hand": ["b_s1"], "B.shields": [] } },
  },
  {
    template: "trigger:ninja-strike",
    card: RAIDEN,
    sentence: "Ninja Strike 1 — \"if during that attack you didn't use a \"Ninja Strike\" ability\"",
    why: "Both of A's Shinobi trigger on B's attack. A resolves Raiden first and summons it (its put ability taps B's already tapped attacker). Crimson Maru's ability then does nothing: A used a Ninja Strike ability during that attack. The attack goes on and breaks A's shield.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_r", RAIDEN), c("a_cm", MARU)], mana: mana(6, "a"), shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      {
        action: { kind: "attack", attacker: "b_v", target: "A" },
        choices: [
          { prompt: "trigger-order", by: "A", pick: ["a_r:ninja-strike-0@b_v"] },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "trigger-order", by: "A", pick: ["a_r:t1@a_r"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_cm", "a_s1"], "A.battle": ["a_r"], "A.shields": [], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:strike-back",
    card: LANCE,
    sentence: "Strike Back-Fire (When a Fire card is put into your hand from your shield zone, you may discard that card. If you do, cast this spell for no cost.)",
    why: "B's creature breaks A's fire shield, which is put into A's hand while Flame Lance Trap is there: A discards the fire card and casts Flame Lance Trap for no cost (112.3b); it destroys B's 4000-power attacker (power 5000 or less). Both of A's cards end in A's graveyard.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_fl", LANCE)], shields: [c("a_s1", FIRE)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": [], "A.shields": [], "A.graveyard": ["a_s1", "a_fl"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "trigger:strike-back",
    card: LANCE,
    sentence: "Strike Back-Fire — while the opponent has Ballcadeias (\"Your opponent can't cast spells.\")",
    why: "The fire shield triggers Strike Back and A discards it, but A can't cast Flame Lance Trap: \"can't\" beats \"can\" (101.2), for a cast for no cost by an effect too. Flame Lance Trap stays in A's hand and B's attacker stays.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_fl", LANCE)], shields: [c("a_s1", FIRE)] },
    B: { battle: [c("b_v", VANILLA), c("b_bal", "ballcadeias-overlord-of-demons")] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_fl"], "A.shields": [], "A.graveyard": ["a_s1"], "B.battle": ["b_v", "b_bal"] } },
  },
  {
    template: "trigger:strike-back",
    card: LANCE,
    sentence: "Strike Back-Fire — a water shield",
    why: "\"When a Fire card is put into your hand\": a water card from the shields does not trigger it; nothing is asked, both cards stay in A's hand and B's attacker stays.",
    turn: { number: 4, active: "B" },
    A: { hand: [c("a_fl", LANCE)], shields: [c("a_s1", WATER)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.hand": ["a_fl", "a_s1"], "A.shields": [], "A.graveyard": [], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:strike-back",
    card: LANCE,
    sentence: "Strike Back-Fire — added from the shields together with the fire card",
    why: "112.3b: \"S・バックを持つカードと指定されたカードがシールドから同時に手札に加えられる場合、その S・バックのカードは手札にある状態ではないので、S・バックの能力を使う事はできません\" — B's Double Breaker breaks both of A's shields at once (Flame Lance Trap and a fire card): nothing is asked, both end in A's hand.",
    turn: { number: 4, active: "B" },
    A: { shields: [c("a_fl", LANCE), c("a_s1", FIRE)] },
    B: { battle: [c("b_au", DOUBLE)] },
    steps: [{ action: { kind: "attack", attacker: "b_au", target: "A" } }],
    expect: { zones: { "A.hand": ["a_fl", "a_s1"], "A.shields": [], "A.graveyard": [], "B.battle": ["b_au"] } },
  },
  {
    template: "trigger:attack-chance",
    card: MECHA,
    sentence: "Attack Chance: Great Mecha King (When one of your Great Mecha Kings attacks, you may cast this spell for no cost.)",
    why: "A's Great Mecha King attacks B: A may cast Mecha Machine from the hand for no cost (112.3f) and draws 2 cards; the spell goes to A's graveyard (302.2); the attack breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_mm", MECHA)], battle: [c("a_g", GMK)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_g", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "A.graveyard": ["a_mm"], "A.deck": [], "B.hand": ["b_s1"], "B.shields": [] } },
  },
  {
    template: "trigger:attack-chance",
    card: MECHA,
    sentence: "Attack Chance: Great Mecha King — another race attacks, and the opponent's Great Mecha King attacks",
    why: "\"When one of your Great Mecha Kings attacks\": A's creature of another race does not trigger it, nor does B's Great Mecha King attacking A on B's turn; nothing is asked and Mecha Machine stays in A's hand.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_mm", MECHA)], battle: [c("a_v", VANILLA)], shields: [c("a_s1", VANILLA)], deck: [c("a_d1", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)], battle: [c("b_g", GMK)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "B" } }, { action: { kind: "end-turn" } }, { action: { kind: "attack", attacker: "b_g", target: "A" } }],
    expect: { zones: { "A.hand": ["a_mm", "a_s1"], "A.graveyard": [], "A.deck": ["a_d1"], "B.hand": ["b_s1"] } },
  },
  {
    template: "trigger:invasion",
    card: BEARSIR,
    sentence: "Invasion-Nature creature (When one of your Nature creature attacks, you may put this creature from your hand onto it.)",
    why: "A's 3000-power nature creature attacks B's tapped 4000-power creature; A puts Bearsir (5000) from the hand onto it: the attacking creature evolved, so the attack goes on (801.2a) with Bearsir's power: B's creature loses the battle and is destroyed (115.3b), Bearsir stays (its base under it).",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_bs", BEARSIR)], battle: [c("a_h", NATURE)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "b_v" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": [], "A.battle": ["a_bs"], "A.graveyard": [], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "trigger:invasion",
    card: BEARSIR,
    sentence: "Invasion-Nature creature — a creature of other civilizations attacks",
    why: "\"When one of your Nature creature attacks\": A's darkness/fire creature attacking does not trigger it; nothing is asked, Bearsir stays in A's hand and the attacker breaks B's shield.",
    turn: { number: 3, active: "A" },
    A: { hand: [c("a_bs", BEARSIR)], battle: [c("a_v", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "B" } }],
    expect: { zones: { "A.hand": ["a_bs"], "A.battle": ["a_v"], "B.hand": ["b_s1"] } },
  },
];
