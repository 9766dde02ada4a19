/**
 * Smoke scenarios for lib/abilities/r2-shield.ts (issue 14, round 2): replacements of a triggered ability's
 * triggering, each on a real card, the expected outcome written from the printed sentence and the rules before the run.
 * Clauses: 609.1a ("かわりに" — an effect that uses "instead" is a replacement effect), 603.2 (a triggered ability
 * triggers each time its trigger condition is met; the effect waits to resolve), 603.2b (once per condition met).
 * Brachiodrange vs Wald Brachio: dmwiki 《ブラキオ龍樹》 (read 2026-11-25): unlike Wald Brachio (そのクリーチャーの能力:
 * the entering creature's own abilities), Brachiodrange (相手のクリーチャーの能力) also stops the abilities of the
 * opponent's other creatures that trigger on it ("《雷鳴の守護者ミスト・リエス》... も無効化する").
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const ETB_DRAW = "horan-shell-beast"; // water, "When you put this creature into the battle zone, draw a card."
const OTHER_ETB = "saepoyo-charming-faerie"; // "Whenever you put another creature into the battle zone, this creature gets +3000 power until the end of the turn."
const DEATH_DRAW = "appo-churis"; // fire, "When this creature is destroyed, draw a card."
const SNOW = "boloron-adventure-faerie"; // nature Snow Faerie, 4000, no text
const NATURE = "alpaca-hammer"; // nature, 3000, no text

const DRAGON = "magmadragon-melgars"; // fire Volcano Dragon, 4000, no text
const SMALL_LIGHT = "hoshios-the-oracle"; // light Light Bringer, 3500 ("When you put this creature ..., draw a card.")

const LIGHT_DRAGON = "seventh-light-divine-dragon"; // light Apollonia Dragon, 5500 (gives Dragons "blocker")

const deck = (p: string) => [c(`${p}_d1`, VANILLA), c(`${p}_d2`, VANILLA), c(`${p}_d3`, VANILLA)];

export const R2_SHIELD_SMOKES: Smoke[] = [
  {
    template: "static:trigger-replacement",
    card: "wald-brachio-absolute-world-king",
    sentence: "Whenever your opponent puts a creature and its ability would trigger, that ability won't trigger instead.",
    why: "B puts Horan (\"When you put this creature ..., draw a card\"): Horan's own ability would trigger and doesn't (609.1a), so B draws nothing. B's Saepoyo's \"whenever you put another creature\" is not the put creature's ability: it triggers.",
    A: { battle: [c("a_wb", "wald-brachio-absolute-world-king")] },
    B: { battle: [c("b_sa", OTHER_ETB)], hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { zones: { "B.battle": ["b_sa", "b_h"], "B.hand": [] }, drew: { B: 0 }, triggers: { fired: [{ source: "b_sa", card: "b_h" }], suppressed: [{ source: "b_h", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "wald-brachio-absolute-world-king",
    sentence: "Whenever your opponent puts a creature and its ability would trigger, ... (its controller's own creature)",
    why: "The ability watches the opponent's creatures only: A puts its own Horan, whose ability triggers and A draws a card.",
    A: { battle: [c("a_wb", "wald-brachio-absolute-world-king")], hand: [c("a_h", ETB_DRAW)], deck: deck("a") },
    steps: [{ action: { kind: "put", player: "A", card: "a_h" } }],
    expect: { drew: { A: 1 }, triggers: { fired: [{ source: "a_h", card: "a_h" }], suppressed: [] } },
  },
  {
    template: "static:trigger-replacement",
    card: "brachiodrange",
    sentence: "Whenever your opponent puts a creature into the battle zone and your opponent's creature's ability would trigger, that ability won't trigger instead.",
    why: "B puts Horan: every ability of B's creatures that would trigger on it doesn't — Horan's own and Saepoyo's (dmwiki: Brachiodrange also stops other creatures' abilities that trigger on the put). B draws nothing.",
    A: { battle: [c("a_br", "brachiodrange")] },
    B: { battle: [c("b_sa", OTHER_ETB)], hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { zones: { "B.battle": ["b_sa", "b_h"] }, drew: { B: 0 }, triggers: { fired: [], suppressed: [{ source: "b_h", card: "b_h" }, { source: "b_sa", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "brachiodrange",
    sentence: "... won't trigger instead. (with Wald Brachio too: two replacements of one triggering)",
    why: "Wald Brachio and Brachiodrange both would replace the triggering of Horan's ability with \"won't trigger\": whichever A applies (609.8), the ability doesn't trigger, and the other has no triggering left to replace (609.5). B draws nothing.",
    A: { battle: [c("a_br", "brachiodrange"), c("a_wb", "wald-brachio-absolute-world-king")] },
    B: { hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 0 }, triggers: { fired: [], suppressed: [{ source: "b_h", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "marinyan-x-idol-faerie",
    sentence: "Whenever your opponent would put a creature and its ability would trigger, if you have 5 or more Snow Faeries, that ability won't trigger instead.",
    why: "A has Marinyan (a Giant Snow Faerie) and 4 other Snow Faeries: 5. B summons Horan: its ability doesn't trigger; B draws nothing.",
    A: { battle: [c("a_m", "marinyan-x-idol-faerie"), c("a_s1", SNOW), c("a_s2", SNOW), c("a_s3", SNOW), c("a_s4", SNOW)] },
    B: { hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 0 }, triggers: { fired: [], suppressed: [{ source: "b_h", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "marinyan-x-idol-faerie",
    sentence: "... if you have 5 or more Snow Faeries, ... (only 4)",
    why: "Marinyan and 3 other Snow Faeries: 4, fewer than 5. Horan's ability triggers and B draws a card.",
    A: { battle: [c("a_m", "marinyan-x-idol-faerie"), c("a_s1", SNOW), c("a_s2", SNOW), c("a_s3", SNOW)] },
    B: { hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 1 }, triggers: { fired: [{ source: "b_h", card: "b_h" }], suppressed: [] } },
  },
  {
    template: "static:trigger-replacement",
    card: "orbimaker-par-100-tenth-dragon",
    sentence: "'Civil Count 5': If you have a total of 5 or more nature creatures and/or nature tamaseeds, during your opponent's turn, whenever your opponent puts a creature or tamaseed into the battle zone and that ability would trigger, that ability won't trigger instead.",
    why: "B's turn; A has Orbimaker and 4 other nature creatures (5). B puts Horan: its ability doesn't trigger, B draws nothing.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_o", "orbimaker-par-100-tenth-dragon"), c("a_n1", NATURE), c("a_n2", NATURE), c("a_n3", NATURE), c("a_n4", NATURE)] },
    B: { hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 0 }, triggers: { fired: [], suppressed: [{ source: "b_h", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "orbimaker-par-100-tenth-dragon",
    sentence: "... during your opponent's turn, ... (A's own turn)",
    why: "Same board, but it is A's turn: \"during your opponent's turn\" does not hold, so B's Horan triggers and B draws a card.",
    turn: { number: 5, active: "A" },
    A: { battle: [c("a_o", "orbimaker-par-100-tenth-dragon"), c("a_n1", NATURE), c("a_n2", NATURE), c("a_n3", NATURE), c("a_n4", NATURE)] },
    B: { hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 1 }, triggers: { fired: [{ source: "b_h", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "codename-waspmelisa",
    sentence: "Crystal Arms 4: If you have 4 or more face down cards in your mana zone, whenever an ability of one of your opponents creatures that starts with \"When you put this creature\" would trigger, it doesn't trigger instead.",
    why: "A has 4 face-down mana cards. B puts Horan: its \"When you put this creature\" ability doesn't trigger (B draws nothing); Saepoyo's \"Whenever you put another creature\" does not start so, and triggers.",
    A: { battle: [c("a_w", "codename-waspmelisa")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true }), c("a_m3", VANILLA, { faceDown: true }), c("a_m4", VANILLA, { faceDown: true })] },
    B: { battle: [c("b_sa", OTHER_ETB)], hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 0 }, triggers: { fired: [{ source: "b_sa", card: "b_h" }], suppressed: [{ source: "b_h", card: "b_h" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "codename-waspmelisa",
    sentence: "Crystal Arms 4: ... (3 face down cards)",
    why: "Only 3 of A's 4 mana cards are face down: the condition fails and Horan's ability triggers; B draws a card.",
    A: { battle: [c("a_w", "codename-waspmelisa")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true }), c("a_m3", VANILLA, { faceDown: true }), c("a_m4", VANILLA)] },
    B: { hand: [c("b_h", ETB_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { drew: { B: 1 }, triggers: { fired: [{ source: "b_h", card: "b_h" }], suppressed: [] } },
  },
  {
    template: "static:trigger-replacement",
    card: "dekabochi-borof",
    sentence: "Your creatures' abilities that would trigger when your creatures are destroyed, trigger twice instead.",
    why: "A's Appo Churis (\"When this creature is destroyed, draw a card\") is destroyed: its ability triggers twice instead (609.1a), each resolving: A draws 2 cards.",
    A: { battle: [c("a_d", "dekabochi-borof"), c("a_ap", DEATH_DRAW)], deck: deck("a") },
    steps: [{ action: { kind: "destroy", card: "a_ap", by: "B" } }],
    expect: { zones: { "A.graveyard": ["a_ap"] }, drew: { A: 2 }, triggers: { fired: [{ source: "a_ap", card: "a_ap" }, { source: "a_ap", card: "a_ap" }] } },
  },
  {
    template: "static:trigger-replacement",
    card: "dekabochi-borof",
    sentence: "Your creatures' abilities that would trigger when your creatures are destroyed, ... (the opponent's creature)",
    why: "B's Appo Churis is destroyed: it is not A's creature, so its ability triggers once; B draws 1 card.",
    A: { battle: [c("a_d", "dekabochi-borof")] },
    B: { battle: [c("b_ap", DEATH_DRAW)], deck: deck("b") },
    steps: [{ action: { kind: "destroy", card: "b_ap", by: "A" } }],
    expect: { zones: { "B.graveyard": ["b_ap"] }, drew: { B: 1 }, triggers: { fired: [{ source: "b_ap", card: "b_ap" }] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "codename-lucanid",
    sentence: "Crystal Arms 4: Whenever this creature would break a shield, if you have 4 or more face down cards in your mana zone, your opponent puts those shields into their graveyard instead.",
    why: "A has 4 face-down mana cards; Lucanid (Double Breaker) attacks B and would break 2 shields: B puts them into the graveyard instead (609.1a); B's hand stays empty.",
    A: { battle: [c("a_l", "codename-lucanid")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true }), c("a_m3", VANILLA, { faceDown: true }), c("a_m4", VANILLA, { faceDown: true })] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_l", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s3"], "B.graveyard": ["b_s1", "b_s2"], "B.hand": [] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "codename-lucanid",
    sentence: "Crystal Arms 4: ... (3 face down cards)",
    why: "Only 3 face-down mana cards: the condition fails and the 2 shields are broken as usual (put into B's hand, 509.2).",
    A: { battle: [c("a_l", "codename-lucanid")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true }), c("a_m3", VANILLA, { faceDown: true }), c("a_m4", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_l", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.shields": ["b_s3"], "B.graveyard": [], "B.hand": ["b_s1", "b_s2"] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "glass-opener",
    sentence: "'Civil Count 3': Whenever this creature would break a shield, if you have a total of 3 or more nature creatures and/or nature tamaseeds, your opponent puts that shield into their mana zone instead.",
    why: "A has Glass Opener and 2 other nature creatures (3). It attacks B and would break a shield: B puts it into their mana zone instead.",
    A: { battle: [c("a_g", "glass-opener"), c("a_n1", NATURE), c("a_n2", NATURE)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_g", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.shields": ["b_s2"], "B.mana": ["b_s1"], "B.hand": [] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "glass-opener",
    sentence: "'Civil Count 3': ... (2 nature creatures)",
    why: "Glass Opener and 1 other nature creature (2): the condition fails; the shield is broken into B's hand.",
    A: { battle: [c("a_g", "glass-opener"), c("a_n1", NATURE)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_g", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "B.shields": ["b_s2"], "B.mana": [], "B.hand": ["b_s1"] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "neoend-new-destiny-king",
    sentence: "Whenever your Dragons would leave the battle zone, you may add 2 of your shields to your hand instead. You can't use \"shield trigger\".",
    why: "B returns A's Dragon to A's hand: A may add 2 of A's shields to A's hand instead (609.1a); the Dragon stays, the 2 chosen shields are in A's hand.",
    A: { battle: [c("a_ne", "neoend-new-destiny-king"), c("a_dr", DRAGON)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)] },
    steps: [
      {
        action: { kind: "return-to-hand", card: "a_dr", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_ne"] },
          { prompt: "choose-cards", by: "A", pick: ["a_s1", "a_s2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_ne", "a_dr"], "A.hand": ["a_s1", "a_s2"], "A.shields": ["a_s3"] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "neoend-new-destiny-king",
    sentence: "Whenever your Dragons would leave the battle zone, ... (a creature that is not a Dragon)",
    why: "A's non-Dragon creature is returned to A's hand: the ability does not watch it; nothing is asked and it goes to the hand.",
    A: { battle: [c("a_ne", "neoend-new-destiny-king"), c("a_v", VANILLA)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_v", by: "B" } }],
    expect: { zones: { "A.battle": ["a_ne"], "A.hand": ["a_v"], "A.shields": ["a_s1", "a_s2"] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "henza-mfalme-kijana",
    sentence: "Whenever your creatures would leave the battle zone, you may return 2 shields to your hand instead. You can't use the \"shield trigger\" abilities of those shields.",
    why: "B destroys A's creature (leaving the battle zone): A may return 2 of A's shields to A's hand instead; the creature stays.",
    A: { battle: [c("a_he", "henza-mfalme-kijana"), c("a_v", VANILLA)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_v", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_he"] },
          { prompt: "choose-cards", by: "A", pick: ["a_s2", "a_s3"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_he", "a_v"], "A.hand": ["a_s2", "a_s3"], "A.shields": ["a_s1"], "A.graveyard": [] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "leosaiyu-beast-cathedral",
    sentence: "When a light creature would leave the battle zone, you may put a shield into your hand instead. (You can't use the \"shield trigger\" ability of that shield.)",
    why: "A's light creature is destroyed: A may put one of A's shields into A's hand instead; the creature stays. (\"a light creature\": any player's, as the general reader reads \"a creature\".)",
    A: { battle: [c("a_le", "leosaiyu-beast-cathedral"), c("a_li", SMALL_LIGHT)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    steps: [
      {
        action: { kind: "destroy", card: "a_li", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_le"] },
          { prompt: "choose-cards", by: "A", pick: ["a_s1"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_le", "a_li"], "A.hand": ["a_s1"], "A.shields": ["a_s2"], "A.graveyard": [] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "leosaiyu-beast-cathedral",
    sentence: "When a light creature would leave the battle zone, ... (a creature that is not light)",
    why: "A's fire Dragon is destroyed: not a light creature, so nothing is asked and it goes to the graveyard.",
    A: { battle: [c("a_le", "leosaiyu-beast-cathedral"), c("a_dr", DRAGON)], shields: [c("a_s1", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_dr", by: "B" } }],
    expect: { zones: { "A.battle": ["a_le"], "A.graveyard": ["a_dr"], "A.shields": ["a_s1"], "A.hand": [] } },
  },
  {
    template: "replacement:r2-win-by-attack",
    card: "fullmetal-lemon-brave-king-mecha",
    sentence: "Whenever your opponent would win the game by attacking with one of their creatures, you may put the top 10 cards of your deck into your graveyard instead. If you do, your opponent doesn't win the game.",
    why: "A has no shields; B's creature attacks A and is not redirected: B would win (104.2a; A's loss by a direct attack, 703.4a). A puts the top 10 of A's 11 deck cards into A's graveyard instead: nobody has lost, 1 card is left in A's deck.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_fl", "fullmetal-lemon-brave-king-mecha")], deck: Array.from({ length: 11 }, (_, i) => c(`a_d${i}`, VANILLA)) },
    B: { battle: [c("b_at", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_at", target: "A" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_fl"] }] }],
    expect: { lost: null, zones: { "A.battle": ["a_fl"], "A.graveyard": ["a_d0", "a_d1", "a_d2", "a_d3", "a_d4", "a_d5", "a_d6", "a_d7", "a_d8", "a_d9"], "A.deck": ["a_d10"] } },
  },
  {
    template: "replacement:r2-win-by-attack",
    card: "fullmetal-lemon-brave-king-mecha",
    sentence: "Whenever your opponent would win the game by attacking ... (A loses by a card's effect)",
    why: "A card's effect of B makes A lose the game (104.2c): that is not a win by attacking, so the ability does not watch it; nothing is asked and A loses.",
    A: { battle: [c("a_fl", "fullmetal-lemon-brave-king-mecha")], deck: Array.from({ length: 11 }, (_, i) => c(`a_d${i}`, VANILLA)) },
    steps: [{ action: { kind: "lose", player: "A", by: "B" } }],
    expect: { lost: "A", zones: { "A.graveyard": [] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "rosen-star-revolution-holy-dragon",
    sentence: "Revolution 2—Whenever one of your other Light Dragons would leave the battle zone, if you have 2 shields or less, they stay in the battle zone instead.",
    why: "A has 2 shields; B destroys A's other light Dragon: it stays in the battle zone instead (609.1a).",
    A: { battle: [c("a_rs", "rosen-star-revolution-holy-dragon"), c("a_ld", LIGHT_DRAGON)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ld", by: "B" } }],
    expect: { zones: { "A.battle": ["a_rs", "a_ld"], "A.graveyard": [] } },
  },
  {
    template: "replacement:r2-reworded",
    card: "rosen-star-revolution-holy-dragon",
    sentence: "Revolution 2—... (3 shields)",
    why: "A has 3 shields: \"if you have 2 shields or less\" fails, so the light Dragon is destroyed.",
    A: { battle: [c("a_rs", "rosen-star-revolution-holy-dragon"), c("a_ld", LIGHT_DRAGON)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ld", by: "B" } }],
    expect: { zones: { "A.battle": ["a_rs"], "A.graveyard": ["a_ld"] } },
  },
  {
    template: "static:trigger-replacement",
    card: "dekabochi-borof",
    sentence: "... trigger twice instead. (two Dekabochi: two \"twice\" replacements of one triggering)",
    why: "Two Dekabochi would each make Appo Churis's ability trigger twice: 609.3 (each replacement once per event) and 609.8 do not say whether the second applies to the first's two triggerings; the engine refuses the run (E_UNSUPPORTED) rather than guess.",
    A: { battle: [c("a_k1", "dekabochi-borof"), c("a_k2", "dekabochi-borof"), c("a_ap", DEATH_DRAW)], deck: deck("a") },
    steps: [{ action: { kind: "destroy", card: "a_ap", by: "B" } }],
    error: { code: "E_UNSUPPORTED", step: 0 },
  },
];
