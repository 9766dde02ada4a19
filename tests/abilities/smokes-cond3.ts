/**
 * Smokes for the cond3 readers (lib/abilities/cond3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 * 511.1: "at the end of the turn" abilities (delayed ones included) trigger in the end step; 501.2: "at the start of the
 * turn" abilities trigger after the untap of the turn player's cards (501.1).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const tappedVanilla = (id: string) => c(id, VANILLA, { tapped: true });

export const COND3_SMOKES: Smoke[] = [
  {
    template: "spell:effect",
    card: "double-defense",
    sentence: "At the end of the turn, untap up to 2 of your creatures.",
    why: "A casts it with three tapped creatures: at the end of A's turn (511.1) the delayed ability untaps the two A picks; B's turn starts and A's cards do not untap in B's untap step (501.1 untaps the turn player's cards only), so the third stays tapped.",
    A: { hand: [c("a_sp", "double-defense")], battle: [tappedVanilla("a_1"), tappedVanilla("a_2"), tappedVanilla("a_3")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }, { action: { kind: "end-turn" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_1", "a_2"] }] }],
    expect: { untapped: ["a_1", "a_2"], tapped: ["a_3"], zones: { "A.graveyard": ["a_sp"] } },
  },
  {
    template: "spell:effect",
    card: "double-defense",
    sentence: "At the end of the turn, untap … (before the end of the turn)",
    why: "Negative case: the untap waits for the end of the turn; right after the cast, all three creatures are still tapped.",
    A: { hand: [c("a_sp", "double-defense")], battle: [tappedVanilla("a_1"), tappedVanilla("a_2"), tappedVanilla("a_3")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { tapped: ["a_1", "a_2", "a_3"] },
  },
  {
    template: "spell:effect",
    card: "blue-marriage",
    sentence: "At the start of your next turn, put 2 of your shields into your graveyard.",
    why: "A casts it on turn 5: the top 2 cards of A's deck become shields. B's turn 6 passes; at the start of A's next turn (7, 501.2) A puts 2 of A's 3 shields (A picks) into the graveyard.",
    A: { hand: [c("a_sp", "blue-marriage")], shields: [c("a_s1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" } },
      { action: { kind: "end-turn" } },
      { action: { kind: "end-turn" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_s1", "a_d1"] }] },
    ],
    expect: { zones: { "A.shields": ["a_d2"], "A.graveyard": ["a_sp", "a_s1", "a_d1"], "A.deck": ["a_d3"] } },
  },
  {
    template: "spell:effect",
    card: "blue-marriage",
    sentence: "At the start of your next turn, put 2 of your shields … (the opponent's turn)",
    why: "Negative case: the next turn after A's is B's, not A's: at its start nothing is put into the graveyard; A keeps 3 shields.",
    A: { hand: [c("a_sp", "blue-marriage")], shields: [c("a_s1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }, { action: { kind: "end-turn" } }],
    expect: { zones: { "A.shields": ["a_s1", "a_d1", "a_d2"], "A.graveyard": ["a_sp"] } },
  },
  {
    template: "spell:effect",
    card: "lunar-charger",
    sentence: "Choose up to 2 of your creatures in the battle zone. At the end of the turn, you may untap them.",
    why: "A chooses two of A's three tapped creatures; at the end of the turn (511.1) A may untap them and does: those two are untapped, the one not chosen stays tapped. Charger: the spell goes to the mana zone.",
    A: { hand: [c("a_sp", "lunar-charger")], battle: [tappedVanilla("a_1"), tappedVanilla("a_2"), tappedVanilla("a_3")] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_1", "a_3"] }] },
      { action: { kind: "end-turn" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] },
    ],
    expect: { untapped: ["a_1", "a_3"], tapped: ["a_2"], zones: { "A.mana": ["a_sp"] } },
  },
  {
    template: "spell:effect",
    card: "lunar-charger",
    sentence: "… At the end of the turn, you may untap them. (a chosen creature left the battle zone)",
    why: "A chooses a_1 and a_2; a_1 is then returned to A's hand. At the end of the turn \"them\" is only a_2 (a card that left the battle zone is a new object, 400.x): a_2 is untapped, a_1 stays in the hand.",
    A: { hand: [c("a_sp", "lunar-charger")], battle: [tappedVanilla("a_1"), tappedVanilla("a_2")] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_1", "a_2"] }] },
      { action: { kind: "return-to-hand", card: "a_1", by: "B" } },
      { action: { kind: "end-turn" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] },
    ],
    expect: { untapped: ["a_2"], zones: { "A.hand": ["a_1"], "A.battle": ["a_2"] } },
  },
];
