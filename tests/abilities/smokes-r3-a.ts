/**
 * Smoke scenarios for the replacement shapes read by lib/abilities/r3-a.ts (issue 14, round 3) and for the after-cast
 * reader's "put it on the bottom of your deck" (templates.ts, which read it as a shield stack before). Each expected
 * outcome is written from the printed sentence and these clauses of the comprehensive rules Ver. 1.48 (2025-12-17),
 * before the run:
 * - 609.1a 「かわりに」という語を用いる効果は置換効果です。609.4: a replaced event never happens; the substitute does.
 * - 810.4 「バトルゾーンにクリーチャーとして存在しているツインパクトカードのカード名を参照する時は、クリーチャー側のみを参照します。」
 * - 302.2 「呪文が唱えられたら、ルール文章に書かれている処理を書かれている順番に行い、その後で墓地に置かれます。」
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const NINGYO = "ningyo-floating-in-the-starry-sky";
const MANHATTAN = "manhattan-s-memory";
const FAERIE_LIFE = "faerie-life"; // nature spell: "Put the top card of your deck into your mana zone."
const CATCHER = "catcher-in-the-climb";
const ZAGAAN = "zagaan-knight-of-darkness-i-ll-make-this-a-one-sided-battle"; // twinpact: creature / spell
const YOMI = "crossover-yomi-new-sacred-god";

export const R3_A_SMOKES: Smoke[] = [
  {
    template: "replacement:would-instead",
    card: NINGYO,
    sentence: "During your opponent's turn, whenever your opponent would put a card in their mana zone from anywhere other than their hand, put it into their graveyard instead.",
    why: "Japanese text (dmwiki 《星空に浮かぶニンギョ》, read 2026-11-25): 「相手のターン中、相手が自身の手札以外から自身のマナゾーンにカードを置く時、かわりに墓地に置く。」 On B's turn, B charges a card from the hand: it comes from the hand, so it is put into the mana zone as usual. B casts Faerie Life: the top card of B's deck would be put into B's mana zone from the deck; it is put into B's graveyard instead (609.1a, 609.4), then Faerie Life goes to the graveyard (302.2).",
    turn: { number: 2, active: "B" },
    A: { battle: [c("a_ng", NINGYO)] },
    B: { hand: [c("b_ch", VANILLA), c("b_fl", FAERIE_LIFE)], deck: [c("b_d1", VANILLA), c("b_d2", VANILLA)] },
    steps: [{ action: { kind: "charge", player: "B", card: "b_ch" } }, { action: { kind: "cast", player: "B", card: "b_fl" } }],
    expect: {
      zones: { "B.mana": ["b_ch"], "B.graveyard": ["b_d1", "b_fl"], "B.hand": [], "A.battle": ["a_ng"] },
      order: { "B.deck": ["b_d2"] },
      replacements: { applied: [{ by: "a_ng", on: "b_d1" }] },
    },
  },
  {
    template: "replacement:would-instead",
    card: NINGYO,
    sentence: "During your opponent's turn, whenever your opponent would put a card in their mana zone from anywhere other than their hand, put it into their graveyard instead. (its controller's own card)",
    why: "The replacement watches the opponent's cards only (「相手が…自身のマナゾーンにカードを置く時」): on A's own turn, A's Faerie Life puts the top card of A's deck into A's mana zone as printed.",
    turn: { number: 1, active: "A" },
    A: { battle: [c("a_ng", NINGYO)], hand: [c("a_fl", FAERIE_LIFE)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_fl" } }],
    expect: {
      zones: { "A.mana": ["a_d1"], "A.graveyard": ["a_fl"] },
      order: { "A.deck": ["a_d2"] },
      replacements: { applied: [] },
    },
  },
  {
    template: "replacement:would-instead",
    card: MANHATTAN,
    sentence: "During your opponent's turn, whenever your opponent puts a creature, if your opponent put 2 or more other creatures that turn, your opponent puts that creature into their mana zone instead.",
    why: "On B's turn, with Manhattan's Memory in A's battle zone, B puts 3 creatures: as the first and the second are put, B had put fewer than 2 other creatures that turn, so they enter the battle zone; as the third is put, B had put 2 others that turn, so it is put into B's mana zone instead (609.1a, 609.4).",
    turn: { number: 2, active: "B" },
    A: { battle: [c("a_mm", MANHATTAN)] },
    B: { hand: [c("b_c1", VANILLA), c("b_c2", VANILLA), c("b_c3", VANILLA)] },
    steps: [
      { action: { kind: "put", player: "B", card: "b_c1" } },
      { action: { kind: "put", player: "B", card: "b_c2" } },
      { action: { kind: "put", player: "B", card: "b_c3" } },
    ],
    expect: {
      zones: { "B.battle": ["b_c1", "b_c2"], "B.mana": ["b_c3"], "B.hand": [], "A.battle": ["a_mm"] },
      replacements: { applied: [{ by: "a_mm", on: "b_c3" }] },
    },
  },
  {
    template: "replacement:after-cast",
    card: CATCHER,
    sentence: "After you cast this spell, put it on the bottom of your deck instead of your graveyard.",
    why: "After it resolves, the spell would be put into the graveyard (302.2); it is put on the bottom of A's deck instead (609.1a): under the deck's last card, not into the graveyard, and not on a shield (A's shield stays alone).",
    A: { hand: [c("a_cc", CATCHER)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)], shields: [c("a_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cc" } }],
    expect: {
      zones: { "A.graveyard": [], "A.shields": ["a_s1"], "A.hand": [] },
      order: { "A.deck": ["a_d1", "a_d2", "a_cc"] },
      replacements: { applied: [{ by: "a_cc", on: "a_cc" }] },
    },
  },
  {
    template: "replacement:after-cast",
    card: ZAGAAN,
    sentence: "After you cast this spell, put this card into the battle zone instead of your graveyard.",
    why: "A casts the twinpact's spell side (810.3a). After it resolves the card would be put into the graveyard (302.2); it is put into A's battle zone instead (609.1a), where the twinpact is the creature Zagaan, Knight of Darkness (810.4). Nothing is left in the graveyard.",
    A: { hand: [c("a_zg", ZAGAAN)], deck: [c("a_d1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_zg" } }],
    expect: {
      zones: { "A.battle": ["a_zg"], "A.graveyard": [], "A.hand": [] },
      replacements: { applied: [{ by: "a_zg", on: "a_zg" }] },
    },
  },
  {
    template: "replacement:would-instead",
    card: YOMI,
    sentence: "If this is your only creature in the battle zone, this creature can't be blocked, and when it would leave the battle zone, it stays in the battle zone instead.",
    why: "Japanese text (dmwiki 《新聖綺神 クロスオーバー・ヨミ》, read 2026-11-25): 「バトルゾーンにある自分のクリーチャーがこのクリーチャーだけであれば、…バトルゾーンを離れる時、離れるかわりにとどまる。」 Yomi is A's only creature; B's effect destroys it: it stays in the battle zone instead (609.1a, 609.4). B's creature does not count (A's creatures only).",
    A: { battle: [c("a_ym", YOMI)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ym", by: "B" } }],
    expect: { zones: { "A.battle": ["a_ym"], "A.graveyard": [] }, replacements: { applied: [{ by: "a_ym", on: "a_ym" }] } },
  },
  {
    template: "replacement:would-instead",
    card: YOMI,
    sentence: "If this is your only creature in the battle zone, this creature can't be blocked, and when it would leave the battle zone, it stays in the battle zone instead. (not the only creature)",
    why: "A also has a vanilla creature: Yomi is not A's only creature, so the condition fails and Yomi is destroyed as usual (its replacement does not apply).",
    A: { battle: [c("a_ym", YOMI), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ym", by: "B" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_ym"] }, replacements: { applied: [] } },
  },
];
