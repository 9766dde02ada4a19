/**
 * Smokes for lib/abilities/deck2.ts (branch deck2): trigger heads "whenever you put a creature that is both X and Y",
 * "whenever you put a Dragonoid or a creature that has Dragon in its race", and the deck wordings "Reveal one and put
 * it into your hand" and "multi-colored". Expected outcomes are written from the printed text before the run.
 * Rules Ver. 1.48: 603.2 (a triggered ability triggers each time its event happens), 401.4 (cards put on the bottom of
 * the deck in the order their owner picks), 701.3a (putting a creature into the battle zone).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const LIGHT_NATURE = "ulcos-spirit-knight-phantom-beast"; // light/nature: "When you put this creature, put the top card of your deck into your mana zone."
const NATURE = "alpaca-hammer"; // nature Beast Folk / Hunter, no text
const DRAGONOID = "ryunosuke-squad-leader"; // fire Dragonoid / Samurai, no text
const DRAGON = "magmadragon-melgars"; // fire Volcano Dragon, no text
const MULTI = "tsukkomi-panda-deis"; // fire/nature, no text
const BIG_DRAGON = "raging-dragon-lord"; // fire Red Command Dragon / Hunter, no text
const WATER_DRAGON = "va-gerardo-dragment-symbol"; // water Crystal Command Dragon, no text
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const DECK2_SMOKES: Smoke[] = [
  {
    template: "trigger:when",
    card: "fregata-gunkan-style",
    sentence: "Whenever you put a put a creature that is both light and nature into the battle zone, put the top card of your deck into your mana zone.",
    why: "A puts Ulcos (light and nature): Fregata triggers (603.2) and puts one top card into A's mana zone; Ulcos's own ability puts another. Two cards go to mana.",
    A: { battle: [c("a_fr", "fregata-gunkan-style")], hand: [c("a_u", LIGHT_NATURE)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_u" }, choices: [{ prompt: "trigger-order", by: "A", pick: ["a_fr:t0@a_u"] }] }],
    expect: { zones: { "A.mana": ["a_d1", "a_d2"], "A.deck": ["a_d3"] }, triggers: { fired: [{ source: "a_fr", card: "a_u" }, { source: "a_u", card: "a_u" }] } },
  },
  {
    template: "trigger:when",
    card: "fregata-gunkan-style",
    sentence: "Whenever you put a put a creature that is both light and nature ... (a nature creature only)",
    why: "The creature put is nature but not light: it is not both, Fregata does not trigger and no card goes to mana.",
    A: { battle: [c("a_fr", "fregata-gunkan-style")], hand: [c("a_n", NATURE)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_n" } }],
    expect: { zones: { "A.mana": [], "A.deck": ["a_d1", "a_d2", "a_d3"] }, triggers: { fired: [] } },
  },
  {
    template: "trigger:when",
    card: "bakkra-horn-the-silent",
    sentence: "Whenever you put a Dragonoid or a creature that has Dragon in its race into the battle zone, put the top card of your deck into your mana zone.",
    why: "A puts a Dragonoid: Bakkra Horn triggers and the top card of A's deck goes to A's mana zone.",
    A: { battle: [c("a_bh", "bakkra-horn-the-silent")], hand: [c("a_dn", DRAGONOID)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_dn" } }],
    expect: { zones: { "A.mana": ["a_d1"] }, triggers: { fired: [{ source: "a_bh", card: "a_dn" }] } },
  },
  {
    template: "trigger:when",
    card: "bakkra-horn-the-silent",
    sentence: "Whenever you put a Dragonoid or a creature that has Dragon in its race ... (a Volcano Dragon)",
    why: "Volcano Dragon has Dragon in its race: Bakkra Horn triggers once, one card to mana.",
    A: { battle: [c("a_bh", "bakkra-horn-the-silent")], hand: [c("a_dr", DRAGON)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_dr" } }],
    expect: { zones: { "A.mana": ["a_d1"] }, triggers: { fired: [{ source: "a_bh", card: "a_dr" }] } },
  },
  {
    template: "trigger:when",
    card: "bakkra-horn-the-silent",
    sentence: "Whenever you put a Dragonoid or a creature that has Dragon in its race ... (a Beast Folk)",
    why: "A Beast Folk / Hunter is neither a Dragonoid nor has Dragon in its race: nothing triggers.",
    A: { battle: [c("a_bh", "bakkra-horn-the-silent")], hand: [c("a_n", NATURE)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_n" } }],
    expect: { zones: { "A.mana": [] }, triggers: { fired: [] } },
  },
  {
    template: "spell:effect",
    card: "pulp-brain",
    sentence: "Look at the top 5 cards of your deck. Reveal one and put it into your hand, then put the rest on the bottom of your deck in any order.",
    why: "A looks at the top 5, puts the one picked (the 3rd) into the hand and the other 4 on the bottom in the order A picks (401.4); the 6th card is now on top.",
    A: { hand: [c("a_sp", "pulp-brain")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA), c("a_m3", VANILLA)], deck: deck("a", 6) },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d3"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d2", "a_d4", "a_d5"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d3"] }, order: { "A.deck": ["a_d6", "a_d1", "a_d2", "a_d4", "a_d5"] } },
  },
  {
    template: "spell:effect",
    card: "rainbow-gate",
    sentence: "Search your deck. You may take a multi-colored creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.",
    why: "A takes the fire/nature creature (multicolored) from the deck into the hand; the deck is shuffled.",
    A: { hand: [c("a_sp", "rainbow-gate")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA)], deck: [c("a_d1", VANILLA), c("a_mc", MULTI), c("a_d2", NATURE)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_mc"] }] }],
    expect: { zones: { "A.hand": ["a_mc"] } },
  },
  {
    template: "spell:effect",
    card: "rainbow-gate",
    sentence: "Search your deck. You may take a multi-colored creature ... (a mono-colored creature)",
    why: "The nature-only creature is not multicolored: it can't be taken.",
    A: { hand: [c("a_sp", "rainbow-gate")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA)], deck: [c("a_d1", VANILLA), c("a_mc", MULTI), c("a_d2", NATURE)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d2"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "trigger:when",
    card: "jaban",
    sentence: "When you put this creature into the battle zone, search your deck. You may take a 'Jaban' from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.",
    why: "A puts Jaban: A searches the deck and takes the other card named Jaban into the hand; the rest stay in the (shuffled) deck.",
    A: { hand: [c("a_j", "jaban")], deck: [c("a_d1", VANILLA), c("a_j2", "jaban"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_j" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_j2"] }] }],
    expect: { zones: { "A.hand": ["a_j2"], "A.battle": ["a_j"] } },
  },
  {
    template: "trigger:when",
    card: "jaban",
    sentence: "... You may take a 'Jaban' from your deck ... (a card with another name)",
    why: "Only a card named Jaban can be taken: picking a vanilla creature is not a legal choice.",
    A: { hand: [c("a_j", "jaban")], deck: [c("a_d1", VANILLA), c("a_j2", "jaban"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_j" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "trigger:when",
    card: "gachanko-minirobo-no-2",
    sentence: "When you put this creature into the battle zone, search your deck. You may take a 'Gachanko Minirobo No.2' from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.",
    why: "The text names the card without its comma: a card's name is the same name whatever its punctuation, so the other Gachanko, Minirobo No.2 is taken into the hand.",
    A: { hand: [c("a_g", "gachanko-minirobo-no-2")], deck: [c("a_d1", VANILLA), c("a_g2", "gachanko-minirobo-no-2")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_g" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g2"] }] }],
    expect: { zones: { "A.hand": ["a_g2"], "A.battle": ["a_g"] } },
  },
  {
    template: "trigger:when",
    card: "sentinel-dragon",
    sentence: "When you put this creature, search your deck. You may reveal a 'Sentinel Dragon' from among it to your opponent and put it into your hand. Then shuffle your deck.",
    why: "A puts Sentinel Dragon and takes the other Sentinel Dragon from the deck into the hand.",
    A: { hand: [c("a_s", "sentinel-dragon")], deck: [c("a_s2", "sentinel-dragon"), c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_s" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_s2"] }] }],
    expect: { zones: { "A.hand": ["a_s2"], "A.battle": ["a_s"], "A.deck": ["a_d1"] } },
  },
  {
    template: "spell:effect",
    card: "gompadu-daspell",
    sentence: "Look at the top 3 cards of your deck. Add one from among them into your hand and put the rest on the bottom of your deck in any order.",
    why: "A looks at 3, adds the one picked (the 2nd) to the hand and puts the other 2 on the bottom in the order picked (401.4), under the 4th card.",
    A: { hand: [c("a_sp", "gompadu-daspell")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA)], deck: deck("a", 4) },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d3"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d2"] }, order: { "A.deck": ["a_d4", "a_d1", "a_d3"] } },
  },
  {
    template: "spell:effect",
    card: "hopeless-charger",
    sentence: "Look at the top 4 cards of your deck. Put a card from among them into your graveyard, and then put the rest on the bottom of your deck in any order.",
    why: "A looks at 4, puts the one picked (the 4th) into the graveyard and the other 3 on the bottom in the order picked; the 5th card is on top. Charger: the spell goes to the mana zone.",
    A: { hand: [c("a_sp", "hopeless-charger")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA), c("a_m3", VANILLA), c("a_m4", VANILLA)], deck: deck("a", 5) },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_d4"] },
          { prompt: "choose-cards", by: "A", pick: ["a_d3", "a_d2", "a_d1"] },
        ],
      },
    ],
    expect: { zones: { "A.graveyard": ["a_d4"] }, order: { "A.deck": ["a_d5", "a_d3", "a_d2", "a_d1"] } },
  },
  {
    template: "trigger:when",
    card: "aura-pegasus-avatar-of-life",
    sentence: "Whenever this creature attacks or leaves the battle zone, reveal the top card of your deck. If it's a non-evolution creature, put it into battle zone. Otherwise, put it to your hand.",
    why: "Aura Pegasus is returned to the hand (it leaves): the top card is a non-evolution creature, so it is put into the battle zone.",
    A: { battle: [c("a_p", "aura-pegasus-avatar-of-life")], deck: [c("a_d1", NATURE), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_p", by: "B" } }],
    expect: { zones: { "A.battle": ["a_d1"], "A.hand": ["a_p"], "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "aura-pegasus-avatar-of-life",
    sentence: "... If it's a non-evolution creature, put it into battle zone. Otherwise, put it to your hand. (a spell on top)",
    why: "The top card is a spell, not a creature: it goes to A's hand.",
    A: { battle: [c("a_p", "aura-pegasus-avatar-of-life")], deck: [c("a_d1", "pulp-brain"), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_p", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_p", "a_d1"], "A.deck": ["a_d2"] } },
  },
  {
    template: "spell:effect",
    card: "synapse-cube",
    sentence: "Look at the top 4 cards of your deck, then put them back in any order.",
    why: "A looks at the top 4 and puts them back on top in the order A picks (401.4; each card picked is put on top in turn, so the last picked ends on top): the former 4th card is now on top, the 5th card stays under them.",
    A: { hand: [c("a_sp", "synapse-cube")], mana: [c("a_m1", VANILLA)], deck: deck("a", 5) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d2", "a_d3", "a_d4"] }] }],
    expect: { zones: { "A.hand": [], "A.graveyard": ["a_sp"] }, order: { "A.deck": ["a_d4", "a_d3", "a_d2", "a_d1", "a_d5"] } },
  },
  {
    template: "trigger:when",
    card: "necrodragon-ballas-lance",
    sentence: "When you put this creature into the battle zone, look at the top 3 cards of your deck. Choose 2 from among them and put them into your graveyard.",
    why: "Of the top 3, the 2 chosen (1st and 3rd) go to the graveyard; the one not chosen stays on top of the deck.",
    A: { hand: [c("a_n", "necrodragon-ballas-lance")], deck: deck("a", 4) },
    steps: [{ action: { kind: "put", player: "A", card: "a_n" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1", "a_d3"] }] }],
    expect: { zones: { "A.graveyard": ["a_d1", "a_d3"] }, order: { "A.deck": ["a_d2", "a_d4"] } },
  },
  {
    template: "trigger:when",
    card: "valhait-lucky-dragon-elemental",
    sentence: "When you put this creature into the battle zone, look at the top 2 cards of your deck. From among them, add one to your shields face down, and put the other into your hand.",
    why: "Of the top 2, the one picked (the 2nd) becomes a new shield; the other goes to the hand; the 3rd card stays on top.",
    A: { hand: [c("a_v", "valhait-lucky-dragon-elemental")], deck: deck("a", 3) },
    steps: [{ action: { kind: "put", player: "A", card: "a_v" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d2"] }] }],
    expect: { zones: { "A.shields": ["a_d2"], "A.hand": ["a_d1"], "A.deck": ["a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "katsudon-kung-fu-master",
    sentence: "When you put this creature into the battle zone, look at the top 2 cards of your deck. From among them, put a Light or Fire Command Dragon in your hand and put the rest on the bottom of your deck in any order.",
    why: "Of the top 2, the fire Red Command Dragon is the only card that can be chosen (the choice is forced): it goes to the hand; the other card goes to the bottom, under the 3rd.",
    A: { hand: [c("a_k", "katsudon-kung-fu-master")], deck: [c("a_d1", VANILLA), c("a_rd", BIG_DRAGON), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_k" } }],
    expect: { zones: { "A.hand": ["a_rd"] }, order: { "A.deck": ["a_d3", "a_d1"] } },
  },
  {
    template: "trigger:when",
    card: "katsudon-kung-fu-master",
    sentence: "... put a Light or Fire Command Dragon in your hand ... (a water Command Dragon)",
    why: "A water Crystal Command Dragon is neither light nor fire: it can't be chosen, so the fire one goes to the hand (forced) and the water one goes to the bottom.",
    A: { hand: [c("a_k", "katsudon-kung-fu-master")], deck: [c("a_wd", WATER_DRAGON), c("a_rd", BIG_DRAGON), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_k" } }],
    expect: { zones: { "A.hand": ["a_rd"] }, order: { "A.deck": ["a_d3", "a_wd"] } },
  },
  {
    template: "trigger:when",
    card: "tryon-rainbow-style",
    sentence: "When you put this creature into the battle zone, look at the top 3 cards of your deck. You may take a creature that is light and nature from among them, show that creature to your opponent, and put it into your hand. Then put the rest on the bottom of your deck in any order.",
    why: "The light/nature creature goes to the hand; the other 2 go to the bottom in the order picked, under the 4th card.",
    A: { hand: [c("a_t", "tryon-rainbow-style")], deck: [c("a_fn", MULTI), c("a_ln", LIGHT_NATURE), c("a_d3", VANILLA), c("a_d4", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_t" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_ln"] },
          { prompt: "choose-cards", by: "A", pick: ["a_fn", "a_d3"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_ln"] }, order: { "A.deck": ["a_d4", "a_fn", "a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "tryon-rainbow-style",
    sentence: "... You may take a creature that is light and nature ... (a fire/nature creature)",
    why: "A fire and nature creature is not light: it can't be taken.",
    A: { hand: [c("a_t", "tryon-rainbow-style")], deck: [c("a_fn", MULTI), c("a_ln", LIGHT_NATURE), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_t" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_fn"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "trigger:when",
    card: "operaglass-doclass",
    sentence: "When you put this creature, look at the top 2 cards of our deck. You may put any number of them into your graveyard and the rest on the top of your deck in any order.",
    why: "\"our deck\" is A's deck (a misprint of \"your\"): of the top 2, the one picked goes to the graveyard and the other stays on top, above the 3rd card.",
    A: { hand: [c("a_o", "operaglass-doclass")], deck: deck("a", 3) },
    steps: [{ action: { kind: "put", player: "A", card: "a_o" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_d1"] }] }],
    expect: { zones: { "A.graveyard": ["a_d1"] }, order: { "A.deck": ["a_d2", "a_d3"] } },
  },
  {
    template: "spell:effect",
    card: "zenith-plan",
    sentence: "Reveal the top 2 cards of your deck. You may put cards that cost 7 or more into your hand. Put the rest into your mana zone.",
    why: "Of the top 2, the cost-7 creature may go to the hand (A puts it there); the other card (cost under 7) goes to the mana zone.",
    A: { hand: [c("a_sp", "zenith-plan")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA), c("a_m3", VANILLA), c("a_m4", VANILLA), c("a_m5", VANILLA)], deck: [c("a_big", BIG_DRAGON), c("a_v", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_big"] }] }],
    expect: { zones: { "A.hand": ["a_big"], "A.mana": ["a_m1", "a_m2", "a_m3", "a_m4", "a_m5", "a_v"], "A.deck": ["a_d3"] } },
  },
];
