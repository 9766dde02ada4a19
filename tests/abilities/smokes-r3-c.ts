/**
 * Smoke scenarios for the replacement shapes of issue 14, round 3 part C (lib/abilities/r3-c.ts): each on a real card,
 * the expected outcome written from the printed sentence and the rules clause quoted in `why` before the run.
 * Clauses: 609.1a (a replacement effect: "instead", the event is replaced by the substitute), 701.3a (summoning is one
 * way of putting a creature into the battle zone).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const SMALL = "aqua-vehicle"; // water Liquid People, 1000 power, no text
const DRAGON = "magmadragon-melgars"; // fire Volcano Dragon, 4000, no text
const NATURE = "alpaca-hammer"; // nature Beast Folk / Hunter, 3000, no text
const DARK = "hang-worm-fetid-larva"; // darkness Parasite Worm, 4000, no text

export const R3_C_SMOKES: Smoke[] = [
  {
    template: "replacement:would-instead",
    card: "dorago-the-great-dragon-world",
    sentence: "Whenever a non-dragon creature would be put into the battle zone, put it into its owner's graveyard instead.",
    why: "\"a non-dragon creature\": any player's creature with no Dragon race. B's summoned Liquid People and A's own put Liquid People go to their owners' graveyards instead of entering (609.1a; a summon puts the creature, 701.3a). B's Volcano Dragon is a Dragon: it enters.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_dg", "dorago-the-great-dragon-world")], hand: [c("a_x", SMALL)] },
    B: { hand: [c("b_v", VANILLA), c("b_dr", DRAGON)] },
    steps: [
      { action: { kind: "summon", player: "B", card: "b_v" } },
      { action: { kind: "summon", player: "B", card: "b_dr" } },
      { action: { kind: "put", player: "A", card: "a_x" } },
    ],
    expect: { zones: { "B.graveyard": ["b_v"], "B.battle": ["b_dr"], "B.hand": [], "A.graveyard": ["a_x"], "A.battle": ["a_dg"] } },
  },
  {
    template: "replacement:would-instead",
    card: "ophanis-unified-five-elemental",
    sentence: "Whenever your creatures would be destroyed, if you have cards of all 5 civilizations in the battle zone, return that creature to your hand instead.",
    why: "A has light (Ophanis), water, darkness, fire and nature cards in the battle zone: the five civilizations (106.1). B destroys A's water creature: the condition holds when it would be destroyed, so it returns to A's hand instead (609.1a). Then A has no water card: B destroys A's darkness creature, which goes to the graveyard.",
    A: { battle: [c("a_o", "ophanis-unified-five-elemental"), c("a_w", SMALL), c("a_d", DARK), c("a_f", DRAGON), c("a_n", NATURE)] },
    steps: [{ action: { kind: "destroy", card: "a_w", by: "B" } }, { action: { kind: "destroy", card: "a_d", by: "B" } }],
    expect: { zones: { "A.hand": ["a_w"], "A.graveyard": ["a_d"], "A.battle": ["a_o", "a_f", "a_n"] } },
  },
];
