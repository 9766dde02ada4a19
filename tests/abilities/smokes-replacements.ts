/**
 * Smoke scenarios for replacement sentences (609) read by the replacement templates (lib/abilities/templates.ts):
 * new subjects, watched events, conditions and substitutes, each on a real card. Each outcome is written from the
 * card's printed text and the rules, quoted in `why`.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const LIGHT_VANILLA = "april"; // light, cost 4, 4000, no text

export const REPLACEMENT_SMOKES: Smoke[] = [
  {
    template: "replacement:would-instead",
    card: "tsunekin-games",
    sentence: "Whenever your opponent would put a creature that costs more than the number of cards in their mana zone, put that creature into its owner's mana zone instead.",
    why: "B has 1 card in the mana zone and summons a cost-2 creature: 2 is more than 1, so it goes into B's mana zone instead of the battle zone (609.1a). B now has 2 mana cards; the next cost-2 creature costs no more than that and enters.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_ts", "tsunekin-games")] },
    B: { mana: [c("b_m", LIGHT_VANILLA)], hand: [c("b_x1", VANILLA), c("b_x2", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "B", card: "b_x1" } }, { action: { kind: "summon", player: "B", card: "b_x2" } }],
    expect: { zones: { "B.mana": ["b_m", "b_x1"], "B.battle": ["b_x2"], "A.battle": ["a_ts"] } },
  },
  {
    template: "replacement:would-instead",
    card: "exceeding-meracchi",
    sentence: "During your opponent's turn, whenever your opponent would put a creature in any way except by summoning, your opponent puts that creature into their graveyard instead.",
    why: "On B's turn, B puts a creature by an effect (not a summon): it goes into B's graveyard instead. B's summoned creature is not watched (701.3a: summoning is another way) and enters.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_em", "exceeding-meracchi")] },
    B: { hand: [c("b_put", VANILLA), c("b_sum", VANILLA)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_put" } }, { action: { kind: "summon", player: "B", card: "b_sum" } }],
    expect: { zones: { "B.graveyard": ["b_put"], "B.battle": ["b_sum"], "B.hand": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "wanabi-wallaby",
    sentence: "Whenever your opponent would put a creature that costs 4 or less into the battle zone from anywhere other than their hand, your opponent puts that creature into their hand instead.",
    why: "B puts a cost-2 creature from the graveyard: not from the hand, so it goes into B's hand instead. B's cost-4 creature put from the hand is not watched and enters.",
    A: { battle: [c("a_ww", "wanabi-wallaby")] },
    B: { graveyard: [c("b_g", VANILLA)], hand: [c("b_h", LIGHT_VANILLA)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_g", from: "graveyard" } }, { action: { kind: "put", player: "B", card: "b_h" } }],
    expect: { zones: { "B.hand": ["b_g"], "B.graveyard": [], "B.battle": ["b_h"] } },
  },
  {
    template: "replacement:would-instead",
    card: "double-revolver-dragon",
    sentence: "During your turn, if this creature is tapped, whenever your opponent would put a creature into the battle zone, put that creature into its owner's graveyard instead.",
    why: "A's turn, Double Revolver Dragon tapped: both conditions hold, so B's creature goes into B's graveyard instead of the battle zone.",
    A: { battle: [c("a_drd", "double-revolver-dragon", { tapped: true })] },
    B: { hand: [c("b_x", VANILLA)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_x" } }],
    expect: { zones: { "B.graveyard": ["b_x"], "B.battle": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "double-revolver-dragon",
    sentence: "During your turn, if this creature is tapped, … (untapped)",
    why: "Untapped, the condition \"if this creature is tapped\" does not hold: B's creature enters.",
    A: { battle: [c("a_drd", "double-revolver-dragon")] },
    B: { hand: [c("b_x", VANILLA)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_x" } }],
    expect: { zones: { "B.graveyard": [], "B.battle": ["b_x"] } },
  },
  {
    template: "replacement:after-cast",
    card: "yukime-karma-s-rapid-fire-shot-crystal-charger",
    sentence: "Crystal Charger (After you cast this spell, put it into your mana zone face down instead of your graveyard.)",
    why: "The spell side: \"Choose one of your opponent's creatures that has \"blocker\" and destroy it.\" B's only blocker is destroyed (the only choice: nothing to ask); then the spell goes into A's mana zone face down instead of the graveyard (609.1a).",
    A: { hand: [c("a_y", "yukime-karma-s-rapid-fire-shot-crystal-charger")] },
    B: { battle: [c("b_bl", "acid-reflux-the-fleshboiler"), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_y" } }],
    expect: { zones: { "B.graveyard": ["b_bl"], "B.battle": ["b_v"], "A.mana": ["a_y"], "A.graveyard": [] }, faceDown: ["a_y"] },
  },
  {
    template: "replacement:would-instead",
    card: "crys-buth-heavenly-zenith-of-recklessness",
    sentence: "Eternal Kappa (When this creature would leave, you may turn 3 face down cards in your mana zone face up instead.)",
    why: "Destroyed by B, Crys Buth would leave: A chooses to turn 3 of the 4 face-down mana cards face up instead, and it stays in the battle zone (609.1a); the cards stay in the mana zone.",
    A: {
      battle: [c("a_cb", "crys-buth-heavenly-zenith-of-recklessness")],
      mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true }), c("a_m3", VANILLA, { faceDown: true }), c("a_m4", VANILLA, { faceDown: true })],
    },
    steps: [
      {
        action: { kind: "destroy", card: "a_cb", by: "B" },
        choices: [
          { prompt: "replacement", by: "A", pick: ["a_cb"] },
          { prompt: "choose-cards", by: "A", pick: ["a_m1", "a_m2", "a_m4"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_cb"], "A.graveyard": [], "A.mana": ["a_m1", "a_m2", "a_m3", "a_m4"] }, faceUp: ["a_m1", "a_m2", "a_m4"], faceDown: ["a_m3"] },
  },
  {
    template: "replacement:would-instead",
    card: "crys-buth-heavenly-zenith-of-recklessness",
    sentence: "Eternal Kappa (… turn 3 face down cards … face up instead.) with only 2 face-down cards",
    why: "With only 2 face-down mana cards the substitute cannot be done, so the replacement cannot apply (609.4): Crys Buth is destroyed and nothing is asked.",
    A: { battle: [c("a_cb", "crys-buth-heavenly-zenith-of-recklessness")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true }), c("a_m3", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_cb", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_cb"] }, faceDown: ["a_m1", "a_m2"] },
  },
  {
    template: "replacement:would-instead",
    card: "lizardmaru-million-faces",
    sentence: "Whenever your other creatures would battle your opponent's creatures, you may have this creature battle instead.",
    why: "A's 4000 creature would battle B's 4000 creature: A has Lizardmaru (16000) battle it instead (609.1a). The replaced battle never happens (609.4): A's creature stays; B's creature loses to 16000 and is destroyed (115.3b).",
    A: { battle: [c("a_lz", "lizardmaru-million-faces"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_v", b: "b_v" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_lz"] }] }],
    expect: { zones: { "A.battle": ["a_lz", "a_v"], "A.graveyard": [], "B.graveyard": ["b_v"] }, replacements: { applied: [{ by: "a_lz" }] } },
  },
  {
    template: "replacement:would-instead",
    card: "lizardmaru-million-faces",
    sentence: "… you may have this creature battle instead. (declined)",
    why: "Optional (\"you may\"): A declines, and the two 4000 creatures battle: both are destroyed (115.3b, equal power).",
    A: { battle: [c("a_lz", "lizardmaru-million-faces"), c("a_v", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_v", b: "b_v" }, choices: [{ prompt: "replacement", by: "A", pick: [] }] }],
    expect: { zones: { "A.battle": ["a_lz"], "A.graveyard": ["a_v"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "replacement:would-instead",
    card: "immovable-proud-soul",
    sentence: "Whenever one of your creatures would leave the battle zone, if they would go anywhere other than your graveyard, they stay in the battle zone instead.",
    why: "B returns A's creature to the hand: that move goes elsewhere than the graveyard, so the creature stays in the battle zone instead (609.1a). B then destroys it: a move to the graveyard is not watched, and it is destroyed.",
    A: { battle: [c("a_imm", "immovable-proud-soul"), c("a_v", VANILLA)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_v", by: "B" } }, { action: { kind: "destroy", card: "a_v", by: "B" } }],
    expect: { zones: { "A.battle": ["a_imm"], "A.hand": [], "A.graveyard": ["a_v"] } },
  },
];
