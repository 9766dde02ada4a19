/**
 * One smoke scenario per template: the template applied to a real catalogue card that uses it, run by the
 * engine from the compiled abilities only (no hand-written file). Each expected outcome is written from the
 * card's printed text and the rules (quoted in `why`), not from the compiler's output: a template that
 * compiles the sentence wrongly fails its scenario.
 */
import { describe, expect, it } from "vitest";
import { runScenario, type CardSpec } from "@/lib/engine";
import { compileCard, ENGINE_KEYWORDS } from "@/lib/abilities";
import { catalogue, compiled, defsFor } from "./support";
import { c, VANILLA, type Smoke } from "./smoke-kit";
import { STATIC_SMOKES } from "./smokes-statics";
import { EFFECT_SMOKES } from "./smokes-effects";
import { MORE_SMOKES } from "./smokes-more";
import { REPLACEMENT_SMOKES } from "./smokes-replacements";
import { KW_SMOKES } from "./smokes-kw";
import { GRAM_ST_SMOKES } from "./smokes-gram-st";
import { REP_B_SMOKES } from "./smokes-rep-b";
import { REP_A_SMOKES } from "./smokes-rep-a";
import { REP_C_SMOKES } from "./smokes-rep-c";
import { REP_D_SMOKES } from "./smokes-rep-d";
import { R3_C_SMOKES } from "./smokes-r3-c";
import { REP2_SMOKES } from "./smokes-rep2";
import { GRAM_FX_SMOKES } from "./smokes-gram-fx";
import { R2_STATIC_SMOKES } from "./smokes-r2-static";
import { R2_REST_A_SMOKES } from "./smokes-r2-rest-a";
import { R2_REST_B_SMOKES } from "./smokes-r2-rest-b";
import { R2_HAND_SMOKES } from "./smokes-r2-hand";
import { R2_CAST_SMOKES } from "./smokes-r2-cast";
import { R2_SHIELD_SMOKES } from "./smokes-r2-shield";
import { R3_B_SMOKES } from "./smokes-r3-b";
import { R3_A_SMOKES } from "./smokes-r3-a";
import { I12_OBJECTS_SMOKES } from "./smokes-i12-objects";
import { HEADERS_SMOKES } from "./smokes-headers";
import { HEADS_SMOKES } from "./smokes-heads";
import { DECK_SMOKES } from "./smokes-deck";
import { CLAUSES_SMOKES } from "./smokes-clauses";
import { STATICS_MORE_SMOKES } from "./smokes-statics-more";
import { MECH_SMOKES } from "./smokes-mech";
import { BLOCK_SMOKES } from "./smokes-block";
import { CLAUSES2_SMOKES } from "./smokes-clauses2";
import { STATICS2_SMOKES } from "./smokes-statics2";
import { DECK2_SMOKES } from "./smokes-deck2";
import { CHOOSE3_SMOKES } from "./smokes-choose3";
import { DECK3_SMOKES } from "./smokes-deck3";
import { COND3_SMOKES } from "./smokes-cond3";
import { MOVES3_SMOKES } from "./smokes-moves3";
import { PLAYERS3_SMOKES } from "./smokes-players3";
import { HEADS3_SMOKES } from "./smokes-heads3";
import { MECH3_SMOKES } from "./smokes-mech3";
import { STATICS3_SMOKES } from "./smokes-statics3";
import { DECK4_SMOKES } from "./smokes-deck4";
import { CHOOSE4_SMOKES } from "./smokes-choose4";
import { HEADS4_SMOKES } from "./smokes-heads4";
import { STATICS4_SMOKES } from "./smokes-statics4";
import { COST4_SMOKES } from "./smokes-cost4";
import { MECH4_SMOKES } from "./smokes-mech4";
import { BODY4_SMOKES } from "./smokes-body4";
import { FIRST4_SMOKES } from "./smokes-first4";

const SMOKES: Smoke[] = [
  ...BLOCK_SMOKES,
  ...DECK2_SMOKES,
  ...STATIC_SMOKES,
  ...EFFECT_SMOKES,
  ...MORE_SMOKES,
  ...REPLACEMENT_SMOKES,
  ...KW_SMOKES,
  ...GRAM_ST_SMOKES,
  ...REP_B_SMOKES,
  ...REP_A_SMOKES,
  ...REP_C_SMOKES,
  ...REP_D_SMOKES,
  ...R3_C_SMOKES,
  ...REP2_SMOKES,
  ...GRAM_FX_SMOKES,
  ...R2_STATIC_SMOKES,
  ...R2_REST_A_SMOKES,
  ...R2_REST_B_SMOKES,
  ...R2_HAND_SMOKES,
  ...R2_CAST_SMOKES,
  ...R2_SHIELD_SMOKES,
  ...R3_B_SMOKES,
  ...R3_A_SMOKES,
  ...I12_OBJECTS_SMOKES,
  ...HEADERS_SMOKES,
  ...HEADS_SMOKES,
  ...DECK_SMOKES,
  ...CLAUSES_SMOKES,
  ...STATICS_MORE_SMOKES,
  ...MECH_SMOKES,
  ...CLAUSES2_SMOKES,
  ...STATICS2_SMOKES,
  ...CHOOSE3_SMOKES,
  ...DECK3_SMOKES,
  ...COND3_SMOKES,
  ...MOVES3_SMOKES,
  ...PLAYERS3_SMOKES,
  ...HEADS3_SMOKES,
  ...MECH3_SMOKES,
  ...STATICS3_SMOKES,
  ...DECK4_SMOKES,
  ...CHOOSE4_SMOKES,
  ...HEADS4_SMOKES,
  ...STATICS4_SMOKES,
  ...COST4_SMOKES,
  ...MECH4_SMOKES,
  ...BODY4_SMOKES,
  ...FIRST4_SMOKES,
  {
    template: "reminder:saver",
    card: "balor-lifesaving-doll",
    sentence: "Saver: Demon Command",
    why: "\"When one of your Demon Commands would be destroyed, you may destroy this creature instead.\" A replacement (609.1a): the Demon Command is not destroyed, Balor is, and the replaced event never happens (609.4).",
    A: { battle: [c("a_balor", "balor-lifesaving-doll"), c("a_dc", "caspain-invincible-demon-s-birth")] },
    steps: [{ action: { kind: "destroy", card: "a_dc", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_balor"] }] }],
    expect: { zones: { "A.battle": ["a_dc"], "A.graveyard": ["a_balor"] }, replacements: { applied: [{ by: "a_balor", on: "a_dc" }] } },
  },
  {
    template: "reminder:saver",
    card: "balor-lifesaving-doll",
    sentence: "Saver: Demon Command (a creature of another race)",
    why: "The Saver watches only Demon Commands: a vanilla creature of another race is destroyed, and nothing is asked.",
    A: { battle: [c("a_balor", "balor-lifesaving-doll"), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_v", by: "B" } }],
    expect: { zones: { "A.battle": ["a_balor"], "A.graveyard": ["a_v"] }, replacements: { applied: [] } },
  },
  {
    template: "reminder:ultra-saver",
    card: "oshakanakun",
    sentence: "Ultra Saver: Jokers",
    why: "\"When one of your Jokers would leave the battle zone, you may destroy this creature instead.\" Returning Chucky Zenler (a Jokers) to the hand is leaving the battle zone: Oshakanakun is destroyed instead and Chucky stays.",
    A: { battle: [c("a_osha", "oshakanakun"), c("a_chucky", "chucky-zenler")] },
    steps: [{ action: { kind: "return-to-hand", card: "a_chucky", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_osha"] }] }],
    expect: { zones: { "A.battle": ["a_chucky"], "A.graveyard": ["a_osha"], "A.hand": [] }, replacements: { applied: [{ by: "a_osha", on: "a_chucky" }] } },
  },
  {
    template: "reminder:escape",
    card: "bending-wheel-nps-vs-brutula",
    sentence: "ESCAPE",
    why: "\"When this creature would be destroyed, you may add one of your shields to your hand instead.\" The creature stays; the chosen shield goes to the hand.",
    A: { battle: [c("a_bw", "bending-wheel-nps-vs-brutula")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_bw", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_bw"] },
          { prompt: "choose-cards", by: "A", pick: ["a_s1"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_bw"], "A.hand": ["a_s1"], "A.shields": ["a_s2"], "A.graveyard": [] } },
  },
  {
    template: "reminder:true-escape",
    card: "aururi-t8",
    sentence: "True Escape",
    why: "\"When this creature would leave, you may add 2 of your shields to your hand instead.\" Returning it to the hand is leaving: it stays, and 2 shields of A's choice go to the hand.",
    A: { battle: [c("a_aur", "aururi-t8")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)] },
    steps: [
      {
        action: { kind: "return-to-hand", card: "a_aur", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_aur"] },
          { prompt: "choose-cards", by: "A", pick: ["a_s1", "a_s3"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_aur"], "A.hand": ["a_s1", "a_s3"], "A.shields": ["a_s2"] } },
  },
  {
    template: "reminder:star-evolution",
    card: "appo-valbo-star",
    sentence: "Star Evolution: Put on one of your RexStars or Fire creatures.",
    why: "\"When this creature would leave, the top card leaves instead.\" (813.1): destroyed, only Appo Valbo Star (the top card) goes to the graveyard; the creature under it stays in the battle zone (801.4).",
    A: { battle: [c("a_star", "appo-valbo-star", { under: [c("a_v", VANILLA)] })] },
    steps: [{ action: { kind: "destroy", card: "a_star", by: "B" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_star"] } },
  },
  {
    template: "reminder:ex-life",
    card: "alegskull-sutured-tower-bone",
    sentence: "EX Life",
    why: "\"As you put this creature, shieldify the top card of your deck. When this creature would leave, put that shield into your graveyard instead.\": put, the top card becomes a shield; destroyed, that shield goes to the graveyard and the creature stays.",
    A: { hand: [c("a_ex", "alegskull-sutured-tower-bone")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ex" } }, { action: { kind: "destroy", card: "a_ex", by: "B" } }],
    expect: { zones: { "A.battle": ["a_ex"], "A.shields": [], "A.graveyard": ["a_d1"], "A.deck": ["a_d2"] } },
  },
  {
    template: "reminder:eternal-omega",
    card: "maximum-the-max-zenith-of-military",
    sentence: "Eternal Omega",
    why: "\"When this creature would leave, return it to your hand instead.\" Destroying it would make it leave: it goes to the hand, never to the graveyard (mandatory: no choice).",
    A: { battle: [c("a_max", "maximum-the-max-zenith-of-military")] },
    steps: [{ action: { kind: "destroy", card: "a_max", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_max"], "A.graveyard": [] }, replacements: { applied: [{ by: "a_max", on: "a_max" }] } },
  },
  {
    template: "reminder:charger",
    card: "eureka-charger",
    sentence: "Charger",
    why: "\"Draw a card.\" then \"After you cast this spell, put it into your mana zone instead of your graveyard.\": A draws the top card and the spell ends in the mana zone.",
    A: { hand: [c("a_eu", "eureka-charger")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_eu" } }],
    expect: { zones: { "A.hand": ["a_d1"], "A.mana": ["a_eu"], "A.graveyard": [], "A.deck": ["a_d2"] }, drew: { A: 1 } },
  },
  {
    template: "replacement:would-instead",
    card: "aqua-knight",
    sentence: "When this creature would be destroyed, return it to your hand instead.",
    why: "A replacement (609.1a): destroyed → it goes to the hand instead; the destruction never happens.",
    A: { battle: [c("a_knight", "aqua-knight")] },
    steps: [{ action: { kind: "destroy", card: "a_knight", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_knight"], "A.graveyard": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "algo-bardiol-devil-admiral",
    sentence: "When this creature would be discarded from your hand during your opponent's turn, you may put it into the battle zone instead.",
    why: "During B's turn, B's effect discards it: A may put it into the battle zone instead (a replacement working from the hand).",
    turn: { number: 6, active: "B" },
    A: { hand: [c("a_algo", "algo-bardiol-devil-admiral")] },
    steps: [{ action: { kind: "discard", card: "a_algo", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_algo"] }] }],
    expect: { zones: { "A.hand": [], "A.battle": ["a_algo"], "A.graveyard": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "algo-bardiol-devil-admiral",
    sentence: "… during your opponent's turn (on its owner's own turn)",
    why: "On A's own turn the condition \"during your opponent's turn\" is false: the card is discarded.",
    turn: { number: 5, active: "A" },
    A: { hand: [c("a_algo", "algo-bardiol-devil-admiral")] },
    steps: [{ action: { kind: "discard", card: "a_algo", by: "B" } }],
    expect: { zones: { "A.hand": [], "A.battle": [], "A.graveyard": ["a_algo"] } },
  },
  {
    template: "replacement:would-instead",
    card: "arashislow-maiden",
    sentence: "When this creature would leave the battle zone, if this creature has more than 0 power, it stays in the battle zone instead.",
    why: "With 1000 power (more than 0), destroying it would make it leave: it stays in the battle zone instead.",
    A: { battle: [c("a_maid", "arashislow-maiden")] },
    steps: [{ action: { kind: "return-to-hand", card: "a_maid", by: "B" } }],
    expect: { zones: { "A.battle": ["a_maid"], "A.hand": [], "A.graveyard": [] } },
  },
  {
    template: "spell:effect",
    card: "heaven-castle-s-barrier",
    sentence: "Add the top card of your deck to your shields face down.",
    why: "The top card of A's deck becomes a new shield; the rest of the deck stays.",
    A: { hand: [c("a_hb", "heaven-castle-s-barrier")], shields: [c("a_s1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_hb" } }],
    expect: { zones: { "A.shields": ["a_s1", "a_d1"], "A.deck": ["a_d2"], "A.graveyard": ["a_hb"] } },
  },
  {
    template: "replacement:after-cast",
    card: "aquarius-of-revolution",
    sentence: "After you cast this spell, shuffle it into your deck instead of your graveyard.",
    why: "The spell's other sentences aside, after it is cast it goes into the deck, not the graveyard.",
    A: { hand: [c("a_aq", "aquarius-of-revolution")], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_aq" } }],
    expect: { zones: { "A.graveyard": [], "A.hand": [] }, contains: { "A.deck": ["a_aq", "a_d1"] } },
  },
  {
    template: "trigger:when",
    card: "anyon-green-knowledge-silver",
    sentence: "When you put this creature into the battle zone, draw a card.",
    why: "A triggered ability (603): putting it into the battle zone triggers it; A draws one card.",
    A: { hand: [c("a_anyon", "anyon-green-knowledge-silver")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_anyon" } }],
    expect: { zones: { "A.battle": ["a_anyon"], "A.hand": ["a_d1"] }, drew: { A: 1 }, triggers: { fired: [{ source: "a_anyon", card: "a_anyon" }] } },
  },
  {
    template: "trigger:when",
    card: "alimi-talented-doll",
    sentence: "When you put this creature, you may draw 2 cards. If you do, discard a card from your hand.",
    why: "\"you may\": A chooses yes, draws 2, then (\"If you do\") discards one card of their choice.",
    A: { hand: [c("a_alimi", "alimi-talented-doll")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_alimi" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_d2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_alimi"], "A.hand": ["a_d1"], "A.graveyard": ["a_d2"], "A.deck": ["a_d3"] }, drew: { A: 2 } },
  },
  {
    template: "static:cant-be-destroyed",
    card: "explosive-dash-masashi-crimson-sabre",
    sentence: "This creature can't be destroyed.",
    why: "A prohibition, not a replacement: the destroy event does not happen (700.3), the creature stays.",
    A: { battle: [c("a_masashi", "explosive-dash-masashi-crimson-sabre")] },
    steps: [{ action: { kind: "destroy", card: "a_masashi", by: "B" } }],
    expect: { zones: { "A.battle": ["a_masashi"], "A.graveyard": [], "A.hyperspatial": [] } },
  },
  {
    template: "static:enter-tapped",
    card: "the-tripper-shadow-speed",
    sentence: "Your opponent's cards are put into their mana zone tapped.",
    why: "While it is in A's battle zone, a card B puts into B's mana zone enters tapped (a state definition, 110.4f).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_trip", "the-tripper-shadow-speed")] },
    B: { hand: [c("b_x", VANILLA)] },
    steps: [{ action: { kind: "charge", player: "B", card: "b_x" } }],
    expect: { zones: { "B.mana": ["b_x"] }, tapped: ["b_x"] },
  },
  {
    template: "spell:effect",
    card: "hopeless-vortex",
    sentence: "Destroy one of your opponent's creatures.",
    why: "A chooses one of B's creatures and destroys it; A's own creature is not a legal choice.",
    A: { hand: [c("a_hv", "hopeless-vortex")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA), c("b_w", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_hv" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }] }],
    expect: { zones: { "B.battle": ["b_w"], "B.graveyard": ["b_v"], "A.battle": ["a_v"], "A.graveyard": ["a_hv"] } },
  },
  {
    template: "spell:effect",
    card: "blizzard-of-spears",
    sentence: "Destroy all creatures that have power 4000 or less.",
    why: "Every creature of both players with 4000 power or less is destroyed (4000 included, \"or less\"); a 5000 one stays.",
    A: { hand: [c("a_bz", "blizzard-of-spears")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA), c("b_big", "arosauro-twin-attack")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_bz" } }],
    expect: { zones: { "A.battle": [], "B.battle": ["b_big"], "A.graveyard": ["a_bz", "a_v"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "spell:effect",
    card: "dark-reversal",
    sentence: "Return a creature from your graveyard to your hand.",
    why: "A chooses a creature in A's own graveyard and puts it into A's hand; a spell there can't be chosen.",
    A: { hand: [c("a_dr", "dark-reversal")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA), c("a_sp", "blizzard-of-spears")] },
    B: { graveyard: [c("b_g", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_dr" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g2"] }] }],
    expect: { zones: { "A.hand": ["a_g2"], "A.graveyard": ["a_g1", "a_sp", "a_dr"], "B.graveyard": ["b_g"] } },
  },
  {
    template: "trigger:when",
    card: "hospiyogale",
    sentence: "When you put this creature into the battle zone, choose one of your opponent's creatures and put it into its owner's mana zone.",
    why: "Put into the battle zone, its ability makes A choose one of B's creatures; it goes to B's mana zone.",
    A: { hand: [c("a_h", "hospiyogale")] },
    B: { battle: [c("b_v", VANILLA), c("b_w", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_h" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_w"] }] }],
    expect: { zones: { "A.battle": ["a_h"], "B.battle": ["b_v"], "B.mana": ["b_w"] } },
  },
  {
    template: "spell:effect",
    card: "comet-shot-phantom-dragon-s-flame",
    sentence: "Destroy one of your opponent's creatures that has \"blocker\".",
    why: "Only a creature with Blocker can be chosen: B's Aqua Shooter (Blocker) is destroyed, the vanilla creature is not a legal choice.",
    A: { hand: [c("a_cs", "comet-shot-phantom-dragon-s-flame")], deck: [c("a_d1", VANILLA)] },
    B: { battle: [c("b_blk", "aqua-shooter"), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cs" } }],
    expect: { zones: { "B.battle": ["b_v"], "B.graveyard": ["b_blk"] } },
  },
  {
    template: "trigger:when",
    card: "bhutan-school-pig",
    sentence: "When you put this creature, destroy 2 of your creatures. Then your opponent chooses one of their creatures and destroys it.",
    why: "A destroys 2 of A's creatures (A chooses); then B, not A, chooses which of B's creatures is destroyed.",
    A: { hand: [c("a_pig", "bhutan-school-pig")], battle: [c("a_v1", VANILLA), c("a_v2", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_pig" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_v1", "a_v2"] },
          { prompt: "choose-cards", by: "B", pick: ["b_v2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_pig"], "A.graveyard": ["a_v1", "a_v2"], "B.battle": ["b_v1"], "B.graveyard": ["b_v2"] } },
  },
  {
    template: "trigger:turn",
    card: "arashicap-tenbear",
    sentence: "At the end of your turn, untap this creature.",
    why: "A triggered ability at the end of its owner's turn (511.1): the tapped creature is untapped when A's turn ends.",
    A: { battle: [c("a_t", "arashicap-tenbear", { tapped: true })] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { untapped: ["a_t"] },
  },
  {
    template: "modal:choose-one",
    card: "ultramotion-rage-crystal",
    sentence: "Choose one of the following: ► Draw 2 cards ► Destroy one of your opponent's creatures that has power 3000 or less.",
    why: "A chooses the second mode: only a creature with 3000 power or less can be destroyed, so B's 2000-power Aqua Shooter is, the 4000 one is not; nothing is drawn.",
    A: { hand: [c("a_u", "ultramotion-rage-crystal")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { battle: [c("b_small", "aqua-shooter"), c("b_big", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_u" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "B.battle": ["b_big"], "B.graveyard": ["b_small"], "A.deck": ["a_d1", "a_d2"] }, drew: { A: 0 } },
  },
  {
    template: "modal:choose-one-trigger",
    card: "daiki-duema-boy",
    sentence: "When you put this creature into the battle zone, choose one of the following: ► Draw a card ► Put the top card of your deck into your mana zone.",
    why: "Put into the battle zone, A chooses the second mode: the top card of A's deck goes to the mana zone, nothing is drawn.",
    A: { hand: [c("a_dk", "daiki-duema-boy")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dk" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "A.battle": ["a_dk"], "A.mana": ["a_d1"], "A.deck": ["a_d2"], "A.hand": [] } },
  },
  {
    template: "static:crossed-creature-power",
    card: "emerald-claw",
    sentence: "The crossed creature gets +2000 power.",
    why: "A generates Emerald Claw and crosses it with a 4000-power creature (303.2, 303.3): 6000 power beats B's 5000-power one in battle.",
    A: { hand: [c("a_ec", "emerald-claw")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_5", "bongora-kraft-style")] }, // no text, 5000 power
    steps: [
      { action: { kind: "generate", player: "A", card: "a_ec" } },
      { action: { kind: "cross", player: "A", gear: "a_ec", creature: "a_v" } },
      { action: { kind: "battle", a: "a_v", b: "b_5" } },
    ],
    expect: { zones: { "A.battle": ["a_v", "a_ec"], "B.battle": [], "B.graveyard": ["b_5"] } },
  },
  {
    template: "rule:cross-gear",
    card: "emerald-claw",
    sentence: "Cross Gear (… When that creature leaves the battle zone, this card remains in the battle zone.)",
    why: "The crossed creature is destroyed; the gear stays in the battle zone (303.5).",
    A: { hand: [c("a_ec", "emerald-claw")], battle: [c("a_v", VANILLA)] },
    steps: [
      { action: { kind: "generate", player: "A", card: "a_ec" } },
      { action: { kind: "cross", player: "A", gear: "a_ec", creature: "a_v" } },
      { action: { kind: "destroy", card: "a_v", by: "B" } },
    ],
    expect: { zones: { "A.battle": ["a_ec"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "keyword:slayer",
    card: "ayatsuri-nyudo",
    sentence: "Slayer",
    why: "\"Whenever this creature battles, destroy the other creature after the battle.\" 1000 vs 4000: Ayatsuri loses and is destroyed; Slayer destroys the winner too.",
    A: { battle: [c("a_ay", "ayatsuri-nyudo")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_ay", b: "b_v" } }],
    expect: { zones: { "A.battle": [], "B.battle": [], "A.graveyard": ["a_ay"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "keyword:double-breaker",
    card: "arosauro-twin-attack",
    sentence: "Double Breaker",
    why: "A double breaker attacking a player breaks 2 shields: they go to the owner's hand.",
    A: { battle: [c("a_aro", "arosauro-twin-attack")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_aro", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s3"], "B.hand": ["b_s1", "b_s2"] } },
  },
  {
    template: "keyword:triple-breaker",
    card: "bebecabbage",
    sentence: "Triple Breaker",
    why: "A triple breaker breaks 3 shields.",
    A: { battle: [c("a_bb", "bebecabbage")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA), c("b_s4", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_bb", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2", "b_s3"] }] }],
    expect: { zones: { "B.shields": ["b_s4"], "B.hand": ["b_s1", "b_s2", "b_s3"] } },
  },
  {
    template: "keyword:speed-attacker",
    card: "annihilation-s-roubanaska",
    sentence: "Speed Attacker",
    why: "\"This creature doesn't get summoning sickness.\": put this turn, it can attack at once (breaks 1 shield).",
    A: { battle: [c("a_r", "annihilation-s-roubanaska", { enteredTurn: 5 })] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_r", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.shields": ["b_s2"], "B.hand": ["b_s1"] } },
  },
  {
    template: "rule:multicolored-mana-tapped",
    card: "akashic-second-electro-spirit",
    sentence: "(This creature is put into your mana zone tapped.)",
    why: "A multicolored card is put into the mana zone tapped.",
    A: { hand: [c("a_ak", "akashic-second-electro-spirit")] },
    steps: [{ action: { kind: "charge", player: "A", card: "a_ak" } }],
    expect: { zones: { "A.mana": ["a_ak"] }, tapped: ["a_ak"] },
  },
  {
    template: "rule:hyperspatial",
    card: "gil-porrima-s-pliers",
    sentence: "(At the start of the game, psychic creatures … are returned there.)",
    why: "A destroyed psychic creature is put into the hyperspatial zone, not the graveyard.",
    A: { battle: [c("a_gil", "gil-porrima-s-pliers")] },
    steps: [{ action: { kind: "destroy", card: "a_gil", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": [], "A.hyperspatial": ["a_gil"] } },
  },
  {
    template: "rule:super-gr",
    card: "clio-neck",
    sentence: "(At the start of the game, gacharange creatures aren't put into your deck … return them to the bottom of your super gacharange.)",
    why: "118.1: a GR creature put into any zone but the battle zone goes to the bottom of the super GR. Destroyed, Clio Neck ends under the GR card already there.",
    A: { battle: [c("a_clio", "clio-neck")], gr: [c("a_gr", "clio-neck")] },
    steps: [{ action: { kind: "destroy", card: "a_clio", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": [] }, order: { "A.gr": ["a_gr", "a_clio"] } },
  },
  {
    template: "rule:orega-aura",
    card: "chupacal-reigen",
    sentence: "Orega Aura: Attach this to one of your gacharange creatures, or gacharange summon and attach this to it. If that creature leaves the battle zone, this goes to the same zone, then the gacharange creature returns to the bottom of your super gacharange.",
    why: "Used with no GR creature, the aura GR summons the top of the super GR and is attached to it (310.2). When that creature is destroyed, the aura goes to the same zone, the graveyard (310.8), and the GR creature to the bottom of the super GR (118.1).",
    A: { hand: [c("a_chupa", "chupacal-reigen")], gr: [c("a_clio", "clio-neck")] },
    steps: [{ action: { kind: "use-aura", player: "A", card: "a_chupa" } }, { action: { kind: "destroy", card: "a_clio", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_chupa"], "A.gr": ["a_clio"], "A.hand": [] }, summoned: { A: 1 } },
  },
  {
    template: "rule:seal",
    card: "dokindam-area-forbidden-of-d",
    sentence: "(To seal a card, … Whenever a Command is put, its owner puts a seal from one of their cards that has the same civilization as that Command into their graveyard. Sealed creatures are ignored.)",
    why: "A seal on a darkness card is removed when its owner puts a darkness Command (116.4a): Deathgerelo (Demon Command) is put; the seal on the darkness D2 field goes to the graveyard.",
    A: { battle: [c("a_area", "dokindam-area-forbidden-of-d", { seals: [c("a_seal", VANILLA)] })], hand: [c("a_dc", "deathgerelo-lion-of-chaos")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dc" } }],
    expect: { zones: { "A.battle": ["a_area", "a_dc"], "A.graveyard": ["a_seal"] }, seals: { a_area: [] } },
  },
  {
    template: "rule:god-link",
    card: "ana-emperor-of-the-gods",
    sentence: "God Link (Adge, Emperor of the Gods) Right Side … When it would leave the battle zone, choose either card.",
    why: "Linked, Ana and Adge are one creature: when it would be destroyed, only one of its cards leaves (804.7; the reminder: \"choose either card\"). Adge is chosen; Ana stays.",
    A: { battle: [c("a_ana", "ana-emperor-of-the-gods", { linked: [c("a_adge", "adge-emperor-of-the-gods")] })] },
    steps: [{ action: { kind: "destroy", card: "a_ana", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_adge"] }] }],
    expect: { zones: { "A.battle": ["a_ana"], "A.graveyard": ["a_adge"] }, linked: { a_ana: [] } },
  },
  {
    template: "reminder:dragon-evade",
    card: "guynext-super-battle-victory-dragon",
    sentence: "Dragon Evade (When this creature would leave the battle zone, flip it to the fortress side instead.)",
    why: "A replacement (807.1b): destroyed, GuyNEXT is turned to its fortress side instead and stays in the battle zone.",
    A: { battle: [c("a_guy", "guynext-super-battle-victory-dragon")] },
    steps: [{ action: { kind: "destroy", card: "a_guy", by: "B" } }],
    expect: { zones: { "A.battle": ["a_guy"], "A.hyperspatial": [] }, faces: { a_guy: "heart-burn-battle-general-galaxy-fortress" }, replacements: { applied: [{ by: "a_guy", on: "a_guy", ability: "dragon-evade" }] } },
  },
  {
    template: "rule:evolution",
    card: "crystal-jouster",
    sentence: "Evolution—Put on one of your Liquid People.",
    why: "An evolution creature is put on top of its source (701.15a); destroyed, its \"return it to your hand instead\" returns the whole creature, the source with it.",
    A: { hand: [c("a_j", "crystal-jouster")], battle: [c("a_wolf", "aqua-blade-blue-wolf")] },
    steps: [{ action: { kind: "evolve", player: "A", card: "a_j", on: ["a_wolf"] } }, { action: { kind: "destroy", card: "a_j", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.hand": ["a_j", "a_wolf"] } },
  },
];

function cardsOf(s: Smoke): string[] {
  const out = new Set<string>();
  const walk = (specs: CardSpec[] | undefined): void =>
    specs?.forEach((x) => {
      out.add(x.card);
      walk(x.under);
      walk(x.auras);
      walk(x.seals);
      walk(x.linked);
    });
  for (const zones of [s.A, s.B ?? {}]) for (const z of Object.values(zones)) walk(z);
  return [...out];
}

describe("smoke scenario per template (compiled abilities only)", () => {
  for (const s of SMOKES) {
    it(`${s.template}: ${s.card} — ${s.sentence}`, () => {
      // the card really uses the template
      expect(compiled(s.card).sentences.some((x) => x.template === s.template), `${s.card} is not compiled with ${s.template}`).toBe(true);
      const result = runScenario(
        {
          meta: { id: `smoke-${s.template}`, title: { en: s.sentence }, rules: ["609"], source: s.why },
          setup: { turn: s.turn ?? { number: 5, active: "A" }, seed: 1, players: { A: s.A, B: s.B ?? {} } },
          steps: s.steps.map((st) => ({ action: st.action, choices: st.choices ?? [] })),
          expect: s.expect ?? null,
        },
        defsFor(cardsOf(s)),
      );
      if (s.error) {
        // the printed text forbids the action: the engine refuses it at that step
        expect(result.error?.code).toBe(s.error.code);
        expect(result.error?.step).toBe(s.error.step);
        return;
      }
      expect(result.error).toBeNull();
      expect(result.outcomeMismatches).toEqual([]);
      expect(result.ok).toBe(true);
    });
  }

  it("every template the catalogue uses has a smoke scenario, except keywords the engine does not act on", () => {
    const used = new Set<string>();
    for (const card of catalogue) for (const s of compileCard(card).sentences) if (s.template) used.add(s.template);
    const proven = new Set(SMOKES.map((s) => s.template));
    const missing = [...used].filter((t) => !proven.has(t) && !(t.startsWith("keyword:") && !ENGINE_KEYWORDS.has(t.slice("keyword:".length)) && t !== "keyword:power-attacker"));
    expect(missing).toEqual([]);
  });
});
