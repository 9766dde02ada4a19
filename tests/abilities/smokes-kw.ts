/**
 * Smoke scenarios for keyword mechanics (lib/abilities/kw.ts): Smash Burst, Last Burst, Mega Last Burst (a twinpact's
 * spell side cast for no cost by its creature side's triggered ability) and Knight Magic. Each outcome is written from
 * the card's printed text and the rules / official reminder text, quoted in `why`.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const SPELL = "guard-grip"; // a spell: "Draw a card."

export const KW_SMOKES: Smoke[] = [
  {
    template: "trigger:smash-burst",
    card: "ancoba-strange-stone-butzbutz-rain",
    sentence: "Smash Burst (Whenever this creature attacks, you may cast its spell side in the battle zone for no cost.)",
    why: "Smash Burst, official reminder 「このカードの呪文側を、バトルゾーンに置いたままコストを支払わずに唱えてもよい」 (dmwiki スマッシュ・バースト: casting it does not put the attacking creature into the graveyard). Ancoba attacks B; A casts its spell side Butzbutz Rain (\"Return a spell from your graveyard to your hand.\"): A picks one of the two spells in the graveyard. Ancoba stays in the battle zone and its attack goes on: it breaks B's one shield.",
    A: { battle: [c("a_anc", "ancoba-strange-stone-butzbutz-rain")], graveyard: [c("a_g1", SPELL), c("a_g2", SPELL)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [
      {
        action: { kind: "attack", attacker: "a_anc", target: "B" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_g2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_anc"], "A.hand": ["a_g2"], "A.graveyard": ["a_g1"], "B.hand": ["b_s1"] }, tapped: ["a_anc"], triggers: { fired: [{ source: "a_anc", card: "a_anc" }] } },
  },
  {
    template: "trigger:smash-burst",
    card: "ancoba-strange-stone-butzbutz-rain",
    sentence: "Smash Burst — declined",
    why: "\"you may\": A declines; nothing is cast, the spells stay in the graveyard, and the attack breaks B's shield.",
    A: { battle: [c("a_anc", "ancoba-strange-stone-butzbutz-rain")], graveyard: [c("a_g1", SPELL)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_anc", target: "B" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": ["a_anc"], "A.hand": [], "A.graveyard": ["a_g1"], "B.hand": ["b_s1"] } },
  },
  {
    template: "trigger:last-burst",
    card: "archer-churis-volcanic-arrows",
    sentence: "Last Burst (When this creature is destroyed, you may cast its spell side for no cost.)",
    why: "Last Burst, official reminder 「このクリーチャーが破壊された時、このカードの呪文側をコストを支払わずに唱えてもよい」: cast from the graveyard (dmwiki ラスト・バースト). Volcanic Arrows: \"Destroy a creature that has power 6000 or less.\" (B's 4000 creature) \"Choose one of your shields and put it into your graveyard.\" After resolving, the spell is put into the graveyard (302.2), where the card stays.",
    A: { battle: [c("a_ch", "archer-churis-volcanic-arrows")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_ch", by: "B" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          // B's creature is the only one with power 6000 or less: chosen without a prompt
          { prompt: "choose-cards", by: "A", pick: ["a_s1"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_ch", "a_s1"], "A.shields": ["a_s2"], "B.battle": [], "B.graveyard": ["b_v"] }, triggers: { fired: [{ source: "a_ch", card: "a_ch" }] } },
  },
  {
    template: "trigger:last-burst",
    card: "archer-churis-volcanic-arrows",
    sentence: "Last Burst — returned to the hand, not destroyed",
    why: "Last Burst watches \"when this creature is destroyed\": returned to its owner's hand it is not destroyed, so nothing triggers and B's creature stays.",
    A: { battle: [c("a_ch", "archer-churis-volcanic-arrows")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_ch", by: "B" } }],
    expect: { zones: { "A.hand": ["a_ch"], "B.battle": ["b_v"] }, triggers: { fired: [] } },
  },
  {
    template: "trigger:mega-last-burst",
    card: "archery-faerie-dokkyun-shot",
    sentence: "Mega Last Burst (When this creature leaves and is put into your hand, mana zone or graveyard, you may cast the spell side of this card for no cost.)",
    why: "Mega Last Burst (dmwiki メガ・ラスト・バースト: the spell side may be cast when it is put into the hand, mana zone or graveyard). Returned to the hand, A casts Dokkyun Shot from the hand: \"You may choose one of your creatures and one of your opponent's creatures. Those 2 creatures battle.\" (4000 vs 4000: both are destroyed, 115.3) \"Draw a card.\" After resolving, the spell is put into the graveyard (302.2).",
    A: { battle: [c("a_af", "archery-faerie-dokkyun-shot"), c("a_v", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      {
        action: { kind: "return-to-hand", card: "a_af", by: "B" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_v"] },
          { prompt: "choose-cards", by: "A", pick: ["b_v"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d1"], "A.graveyard": ["a_v", "a_af"], "A.battle": [], "B.graveyard": ["b_v"] }, drew: { A: 1 }, triggers: { fired: [{ source: "a_af", card: "a_af" }] } },
  },
  {
    template: "trigger:mega-last-burst",
    card: "archery-faerie-dokkyun-shot",
    sentence: "Mega Last Burst — sent to the abyss",
    why: "Mega Last Burst watches a move into the hand, mana zone or graveyard only: sent to the abyss (701.33a) it is none of those, so nothing triggers and A draws nothing.",
    A: { battle: [c("a_af", "archery-faerie-dokkyun-shot")], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "to-abyss", card: "a_af", by: "B" } }],
    expect: { zones: { "A.abyss": ["a_af"], "A.deck": ["a_d1"] }, drew: { A: 0 }, triggers: { fired: [] } },
  },
  {
    template: "spell:knight-magic",
    card: "magic-shot-open-brain",
    sentence: "Knight Magic (If you have a Knight in the battle zone, you may use this spell's Knight Magic ability once more.) / Draw 2 cards.",
    why: "Knight Magic: \"If you have a Knight in the battle zone, you may use this spell's Knight Magic ability once more.\" A has Aqua Blade (a Knight) in the battle zone: A draws 2, then chooses to draw 2 once more.",
    A: { hand: [c("a_ob", "magic-shot-open-brain")], battle: [c("a_k", "aqua-blade-blue-wolf")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA), c("a_d4", VANILLA), c("a_d5", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_ob" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3", "a_d4"], "A.deck": ["a_d5"], "A.graveyard": ["a_ob"] }, drew: { A: 4 } },
  },
  {
    template: "spell:knight-magic",
    card: "magic-shot-open-brain",
    sentence: "Knight Magic — no Knight in the battle zone",
    why: "Without a Knight in A's battle zone (only a creature of another race), the Knight Magic ability is used once: A draws 2, and nothing is asked.",
    A: { hand: [c("a_ob", "magic-shot-open-brain")], battle: [c("a_v", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_ob" } }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "A.deck": ["a_d3"], "A.graveyard": ["a_ob"] }, drew: { A: 2 } },
  },
  {
    template: "trigger:chain",
    card: "aqua-jack",
    sentence: "Chain (When you put this creature into the battle zone, look at the top card of your deck. If that card is a creature that costs less than this creature, you may put it into the battle zone. If you don't, return it to the top of your deck.)",
    why: "Aqua Jack costs 5; the top card of A's deck is a creature that costs 2 (less than 5): A may put it into the battle zone, and does.",
    A: { hand: [c("a_aj", "aqua-jack")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_aj" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1"] }] }],
    expect: { zones: { "A.battle": ["a_aj", "a_d1"], "A.deck": ["a_d2"] }, triggers: { fired: [{ source: "a_aj", card: "a_aj" }] } },
  },
  {
    template: "trigger:chain",
    card: "aqua-jack",
    sentence: "Chain — the top card costs as much as this creature",
    why: "The top card is a creature that costs 5, not less than Aqua Jack's 5: it can't be put, and stays on top of the deck (\"return it to the top of your deck\").",
    A: { hand: [c("a_aj", "aqua-jack")], deck: [c("a_d1", "bongora-kraft-style"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_aj" } }],
    expect: { zones: { "A.battle": ["a_aj"], "A.deck": ["a_d1", "a_d2"] } },
  },
  {
    template: "trigger:yobinion",
    card: "hakkeyoi",
    sentence: "Yobinion (When you summon this creature, you may reveal cards from the top of your deck until you reveal a creature that costs less than this one. Put that creature. Shuffle the rest and put them on the bottom of your deck.)",
    why: "Hakkeyoi costs 4. A summons it and reveals: the first card is a creature that costs 5 (not less than 4), the second a creature that costs 2: that one is put into the battle zone; the rest (the 5-cost creature) goes to the bottom of the deck, under the unrevealed card.",
    A: { hand: [c("a_hk", "hakkeyoi")], deck: [c("a_d1", "bongora-kraft-style"), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_hk" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_hk", "a_d2"], "A.deck": ["a_d3", "a_d1"] }, triggers: { fired: [{ source: "a_hk", card: "a_hk" }] } },
  },
  {
    template: "trigger:yobinion",
    card: "hakkeyoi",
    sentence: "Yobinion — put, not summoned",
    why: "Yobinion triggers \"when you summon this creature\": put into the battle zone by other means (701.3a: putting is not summoning), nothing is revealed and the deck is unchanged.",
    A: { hand: [c("a_hk", "hakkeyoi")], deck: [c("a_d1", "bongora-kraft-style"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hk" } }],
    expect: { zones: { "A.battle": ["a_hk"], "A.deck": ["a_d1", "a_d2"] }, triggers: { fired: [] } },
  },
  {
    template: "spell:yobinion",
    card: "world-blossom",
    sentence: "Yobinion (You may reveal cards from the top of your deck until you reveal a creature that costs less than this spell. Put that creature. Shuffle the rest and put them on the bottom of your deck.)",
    why: "World Blossom costs 7. A reveals a spell (not a creature), then a creature that costs 5 (less than 7): it is put into the battle zone; the revealed spell goes to the bottom of the deck. The spell is put into the graveyard after resolving (302.2).",
    A: { hand: [c("a_wb", "world-blossom")], deck: [c("a_d1", SPELL), c("a_d2", "bongora-kraft-style"), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_wb" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_d2"], "A.deck": ["a_d3", "a_d1"], "A.graveyard": ["a_wb"] } },
  },
];
