/**
 * Smoke scenarios for the replacement sentences read by lib/abilities/rep-b.ts (issue 14): older and reworded printings
 * of "When X would E, S instead." and substitutes that spend the cards under the source. Each outcome is written from
 * the card's printed text (quoted in `sentence`) and the rules, quoted in `why`: 609.1a 「「かわりに」という語を用いる効果は
 * 置換効果です」; 609.4 「イベントが置換された場合、それは決して起こったことにはなりません。…変更された後のイベントが行え
 * ない場合、置換することはできません」 (comprehensive rules Ver. 1.48, 2025-12-17).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const BIG = "noumen"; // no text, 6000 power
const DRAGON = "magmadragon-melgars"; // no text, Volcano Dragon, 4000
const MECHA = "ameizinger-heaven-armored-equipment"; // no text, Great Mecha King, 4000

export const REP_B_SMOKES: Smoke[] = [
  {
    template: "replacement:is-destroyed-instead",
    card: "banjikyusu",
    sentence: "When this creature is destroyed, put it into your mana zone instead.",
    why: "\"instead\" makes the sentence a replacement (609.1a): B's effect destroys Banjikyusu; it is put into A's mana zone instead, and the destruction never happens (609.4): not in the graveyard. Mandatory (no \"may\"): nothing is asked.",
    A: { battle: [c("a_b", "banjikyusu")] },
    steps: [{ action: { kind: "destroy", card: "a_b", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.mana": ["a_b"], "A.graveyard": [] }, replacements: { applied: [{ by: "a_b", on: "a_b" }] } },
  },
  {
    template: "replacement:is-destroyed-instead",
    card: "dispenter",
    sentence: "When this creature is destroyed, if you have a creature in the battle zone that has power 6000 or more, return this creature to your hand instead.",
    why: "A has a 6000-power creature: the condition holds, so destroyed, Dispenter goes to A's hand instead of the graveyard (609.1a, 609.4).",
    A: { battle: [c("a_d", "dispenter"), c("a_big", BIG)] },
    steps: [{ action: { kind: "destroy", card: "a_d", by: "B" } }],
    expect: { zones: { "A.battle": ["a_big"], "A.hand": ["a_d"], "A.graveyard": [] } },
  },
  {
    template: "replacement:is-destroyed-instead",
    card: "dispenter",
    sentence: "When this creature is destroyed, if you have a creature in the battle zone that has power 6000 or more, … (no such creature)",
    why: "A's only other creature has 4000 power (Dispenter itself 2000): the condition does not hold, no replacement applies, and Dispenter is destroyed: it goes to the graveyard.",
    A: { battle: [c("a_d", "dispenter"), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_d", by: "B" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.hand": [], "A.graveyard": ["a_d"] }, replacements: { applied: [] } },
  },
  {
    template: "replacement:is-destroyed-instead",
    card: "lupia-lapia",
    sentence: "When this creature is destroyed, you may put it into your mana zone instead. If you do, you may return a Dragon from your mana zone to your hand.",
    why: "Destroyed, A chooses to put Lupia Lapia into the mana zone instead (609.1a); since A did, A may return a Dragon from the mana zone to the hand: A returns the Dragon; the vanilla (not a Dragon) stays in the mana zone.",
    A: { battle: [c("a_l", "lupia-lapia")], mana: [c("a_dr", DRAGON), c("a_v", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_l", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_l"] },
          { prompt: "choose-cards", by: "A", pick: ["a_dr"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": [], "A.mana": ["a_l", "a_v"], "A.hand": ["a_dr"], "A.graveyard": [] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: "necrodragon-bazradyuda",
    sentence: "When this creature would be destroyed, you may discard a Dragon from your hand. If you do, this creature stays in the battle zone instead.",
    why: "Destroyed by B, A chooses to discard the Dragon (the vanilla in A's hand is not one, so it can't be discarded for it): Bazradyuda stays in the battle zone, the destruction never happens (609.4).",
    A: { battle: [c("a_n", "necrodragon-bazradyuda")], hand: [c("a_dr", DRAGON), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_n", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_n"] }] }],
    expect: { zones: { "A.battle": ["a_n"], "A.hand": ["a_v"], "A.graveyard": ["a_dr"] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: "necrodragon-bazradyuda",
    sentence: "When this creature would be destroyed, you may discard a Dragon from your hand. … (no Dragon in the hand)",
    why: "With no Dragon in A's hand the substitute can't be done, so it can't replace the destruction (609.4): nothing is asked and Bazradyuda is destroyed.",
    A: { battle: [c("a_n", "necrodragon-bazradyuda")], hand: [c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_n", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_v"], "A.graveyard": ["a_n"] }, replacements: { applied: [] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: "dj-afro-speaker-noise-mecha",
    sentence: "When this creature is destroyed, you may discard a Great Mecha King. If you do, this creature stays in the battle zone instead.",
    why: "Destroyed by B, A discards the Great Mecha King from the hand: DJ Afro stays in the battle zone (609.1a, 609.4).",
    A: { battle: [c("a_dj", "dj-afro-speaker-noise-mecha")], hand: [c("a_gm", MECHA)] },
    steps: [{ action: { kind: "destroy", card: "a_dj", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_dj"] }] }],
    expect: { zones: { "A.battle": ["a_dj"], "A.hand": [], "A.graveyard": ["a_gm"] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: "codenight-engage-ring-double-cross",
    sentence: "When this creature would be put into the graveyard, you may put one of your shields into your graveyard instead. If you do, this creature stays in the battle zone.",
    why: "Destroyed (put from the battle zone into the graveyard), A puts the chosen shield into the graveyard instead: Codenight stays in the battle zone; the other shield stays.",
    A: { battle: [c("a_cn", "codenight-engage-ring-double-cross")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_cn", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_cn"] },
          { prompt: "choose-cards", by: "A", pick: ["a_s2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_cn"], "A.shields": ["a_s1"], "A.graveyard": ["a_s2"] } },
  },
  {
    template: "replacement:stays-if-you-do",
    card: "eve-god-of-spiritual-creation",
    sentence: "Meteorburn—When this creature would leave the battle zone, you may put a card under this creature into your graveyard. If you do, this creature stays in the battle zone instead.",
    why: "B returns Eve to A's hand (leaving the battle zone): A puts one of the 2 cards under it into the graveyard instead; Eve stays in the battle zone with the other card still under it (609.4).",
    A: { battle: [c("a_eve", "eve-god-of-spiritual-creation", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA)] })] },
    steps: [
      {
        action: { kind: "return-to-hand", card: "a_eve", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_eve"] },
          { prompt: "choose-cards", by: "A", pick: ["a_u2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_eve"], "A.hand": [], "A.graveyard": ["a_u2"] }, under: { a_eve: ["a_u1"] } },
  },
  {
    template: "replacement:meteorburn",
    card: "supernova-venus-la-saint-mother",
    sentence: "Meteorburn—When this creature would leave the battle zone, you may put a card under this creature into your graveyard instead.",
    why: "Destroyed by B, A puts one of the 3 cards under Supernova Venus into the graveyard instead: it stays with the other 2 under it (609.4).",
    A: { battle: [c("a_sv", "supernova-venus-la-saint-mother", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA), c("a_u3", VANILLA)] })] },
    steps: [
      {
        action: { kind: "destroy", card: "a_sv", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_sv"] },
          { prompt: "choose-cards", by: "A", pick: ["a_u1"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_sv"], "A.graveyard": ["a_u1"] }, under: { a_sv: ["a_u2", "a_u3"] } },
  },
  {
    template: "replacement:would-instead",
    card: "deathmatmel-super-zombie",
    sentence: "When this creature would be destroyed, you may put 3 cards under this creature into your graveyard instead.",
    why: "Destroyed with 4 cards under it, A puts 3 of them into the graveyard instead; Deathmatmel stays on the remaining one (609.4).",
    A: { battle: [c("a_dm", "deathmatmel-super-zombie", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA), c("a_u3", VANILLA), c("a_u4", VANILLA)] })] },
    steps: [
      {
        action: { kind: "destroy", card: "a_dm", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_dm"] },
          { prompt: "choose-cards", by: "A", pick: ["a_u1", "a_u2", "a_u4"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_dm"], "A.graveyard": ["a_u1", "a_u2", "a_u4"] }, under: { a_dm: ["a_u3"] } },
  },
  {
    template: "replacement:would-instead",
    card: "deathmatmel-super-zombie",
    sentence: "When this creature would be destroyed, you may put 3 cards under this creature into your graveyard instead. (only 2 under it)",
    why: "With only 2 cards under it, 3 can't be put into the graveyard: the substitute can't be done, so it can't replace (609.4). Nothing is asked; Deathmatmel is destroyed and the cards under it go to the graveyard with it.",
    A: { battle: [c("a_dm", "deathmatmel-super-zombie", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA)] })] },
    steps: [{ action: { kind: "destroy", card: "a_dm", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_dm", "a_u1", "a_u2"] }, replacements: { applied: [] } },
  },
  {
    template: "replacement:has-race-word",
    card: "kaiser-aini-bird-of-fire",
    sentence: "Meteorburn—Whenever this creature or one of your creatures that has Dragon in its race would be destroyed, you may put 2 cards under this creature into your graveyard instead.",
    why: "A's Volcano Dragon (Dragon in its race) is destroyed by B: A puts the 2 cards under Kaiser Aini into the graveyard instead; the Dragon stays in the battle zone (609.4), and so does Kaiser Aini.",
    A: { battle: [c("a_ka", "kaiser-aini-bird-of-fire", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA)] }), c("a_dr", DRAGON)] },
    steps: [{ action: { kind: "destroy", card: "a_dr", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_ka"] }] }],
    expect: { zones: { "A.battle": ["a_ka", "a_dr"], "A.graveyard": ["a_u1", "a_u2"] }, under: { a_ka: [] } },
  },
  {
    template: "replacement:has-race-word",
    card: "kaiser-aini-bird-of-fire",
    sentence: "… one of your creatures that has Dragon in its race … (a creature of another race)",
    why: "A's vanilla creature (Revolutionary / Team Acme: no Dragon in its race) is not watched: it is destroyed, nothing is asked, and the cards under Kaiser Aini stay.",
    A: { battle: [c("a_ka", "kaiser-aini-bird-of-fire", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA)] }), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_v", by: "B" } }],
    expect: { zones: { "A.battle": ["a_ka"], "A.graveyard": ["a_v"] }, under: { a_ka: ["a_u1", "a_u2"] } },
  },
  {
    template: "replacement:instead-and",
    card: "takonchu-space",
    sentence: "When this creature would be destroyed during your opponent's turn, your opponent draws 5 cards instead, and this creature gets +5000 power until the end of the turn.",
    why: "On B's turn B destroys Takonchu: instead B draws 5 cards and Takonchu stays with +5000 power (609.1a, 609.4). It then battles B's 6000-power creature with 10000 and wins: B's creature is destroyed (115.3b).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_t", "takonchu-space")] },
    B: { battle: [c("b_big", BIG)], deck: [c("b_d1", VANILLA), c("b_d2", VANILLA), c("b_d3", VANILLA), c("b_d4", VANILLA), c("b_d5", VANILLA), c("b_d6", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_t", by: "B" } }, { action: { kind: "battle", a: "b_big", b: "a_t" } }],
    expect: { zones: { "A.battle": ["a_t"], "A.graveyard": [], "B.hand": ["b_d1", "b_d2", "b_d3", "b_d4", "b_d5"], "B.deck": ["b_d6"], "B.graveyard": ["b_big"] }, drew: { B: 5 } },
  },
  {
    template: "replacement:instead-and",
    card: "takonchu-space",
    sentence: "When this creature would be destroyed during your opponent's turn, … (on A's own turn)",
    why: "On A's own turn the condition \"during your opponent's turn\" does not hold: Takonchu is destroyed and B draws nothing.",
    A: { battle: [c("a_t", "takonchu-space")] },
    B: { deck: [c("b_d1", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_t", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_t"], "B.deck": ["b_d1"] }, drew: { B: 0 } },
  },
  {
    template: "replacement:break-to-graveyard",
    card: "deis-gajira-champion-of-chaos",
    sentence: "When this creature would break a shield, if your opponent has no cards in their hand, put it into your opponent's graveyard instead.",
    why: "B has no cards in hand; Deis Gajira (Double Breaker) attacks B and breaks 2 shields: each goes into B's graveyard instead of B's hand (609.1a, 609.4).",
    A: { battle: [c("a_dg", "deis-gajira-champion-of-chaos")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_dg", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s3"], "B.hand": [], "B.graveyard": ["b_s1", "b_s2"] } },
  },
  {
    template: "replacement:break-to-graveyard",
    card: "deis-gajira-champion-of-chaos",
    sentence: "… if your opponent has no cards in their hand … (B has a card in hand)",
    why: "B has a card in hand: the condition does not hold, so the 2 broken shields go to B's hand as usual (509.2).",
    A: { battle: [c("a_dg", "deis-gajira-champion-of-chaos")] },
    B: { hand: [c("b_h", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_dg", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s3"], "B.hand": ["b_h", "b_s1", "b_s2"], "B.graveyard": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "buddhi-three-kingdoms",
    sentence: "When this creature would be destroyed, you may put a creature from your hand under this creature instead.",
    why: "Destroyed by B, A puts the creature from A's hand under Buddhi instead: it stays; the card put under goes to the very bottom of the stack (403.4a), below its evolution source. (A's only creature in hand: no choice to make.)",
    A: { battle: [c("a_bu", "buddhi-three-kingdoms", { under: [c("a_src", VANILLA)] })], hand: [c("a_h", DRAGON)] },
    steps: [{ action: { kind: "destroy", card: "a_bu", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_bu"] }] }],
    expect: { zones: { "A.battle": ["a_bu"], "A.hand": [], "A.graveyard": [] }, under: { a_bu: ["a_h", "a_src"] } },
  },
  {
    template: "replacement:would-instead",
    card: "buddhi-three-kingdoms",
    sentence: "When this creature would be destroyed, you may put a creature from your hand under this creature instead. (no creature in the hand)",
    why: "A's hand holds no creature (only a spell): the substitute can't be done, so it can't replace (609.4): nothing is asked and Buddhi is destroyed with its source.",
    A: { battle: [c("a_bu", "buddhi-three-kingdoms", { under: [c("a_src", VANILLA)] })], hand: [c("a_sp", "eureka-charger")] },
    steps: [{ action: { kind: "destroy", card: "a_bu", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_sp"], "A.graveyard": ["a_bu", "a_src"] }, replacements: { applied: [] } },
  },
  {
    template: "replacement:leave-or-lose",
    card: "uragiridamus-great-demon-king",
    sentence: "When this creature would leave the battle zone or when you would lose the game, you may put 5 cards under this creature on the bottom of your deck in any order instead.",
    why: "A has no shields and B attacks A directly: A would lose (703.4a). A puts the 5 cards under Uragiridamus on the bottom of A's deck instead (in the order A picks): A has not lost (609.4), and Uragiridamus stays with nothing under it.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_u", "uragiridamus-great-demon-king", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA), c("a_u3", VANILLA), c("a_u4", VANILLA), c("a_u5", VANILLA)] })], deck: [c("a_d", VANILLA)] },
    B: { battle: [c("b_at", VANILLA)] },
    steps: [
      {
        action: { kind: "attack", attacker: "b_at", target: "A" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_u"] },
          { prompt: "choose-cards", by: "A", pick: ["a_u3", "a_u1", "a_u2", "a_u5", "a_u4"] },
        ],
      },
    ],
    expect: { lost: null, zones: { "A.battle": ["a_u"], "A.deck": ["a_d", "a_u1", "a_u2", "a_u3", "a_u4", "a_u5"] }, under: { a_u: [] } },
  },
  {
    template: "replacement:leave-or-lose",
    card: "uragiridamus-great-demon-king",
    sentence: "When this creature would leave the battle zone … (returned to the hand, 6 cards under it)",
    why: "B returns Uragiridamus to A's hand (leaving the battle zone): A chooses 5 of the 6 cards under it and puts them on the bottom of the deck instead; it stays with the sixth under it.",
    A: { battle: [c("a_u", "uragiridamus-great-demon-king", { under: [c("a_u1", VANILLA), c("a_u2", VANILLA), c("a_u3", VANILLA), c("a_u4", VANILLA), c("a_u5", VANILLA), c("a_u6", VANILLA)] })] },
    steps: [
      {
        action: { kind: "return-to-hand", card: "a_u", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_u"] },
          { prompt: "choose-cards", by: "A", pick: ["a_u1", "a_u2", "a_u3", "a_u4", "a_u5"] },
          { prompt: "choose-cards", by: "A", pick: ["a_u1", "a_u2", "a_u3", "a_u4", "a_u5"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_u"], "A.hand": [], "A.deck": ["a_u1", "a_u2", "a_u3", "a_u4", "a_u5"] }, under: { a_u: ["a_u6"] } },
  },
  {
    template: "reminder:star-evolution-variant",
    card: "dynabolt-katsuking-star",
    sentence: "Ultimate Star Evolution: Put on one of your Fire evolution creatures or RexStars evolution creatures. (When this creature would leave, the top card leaves instead.)",
    why: "\"When this creature would leave, the top card leaves instead\" (813.1): destroyed, only Dynabolt (the top card) goes to the graveyard; the card under it stays in the battle zone (801.4).",
    A: { battle: [c("a_dy", "dynabolt-katsuking-star", { under: [c("a_v", VANILLA)] })] },
    steps: [{ action: { kind: "destroy", card: "a_dy", by: "B" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_dy"] } },
  },
];
