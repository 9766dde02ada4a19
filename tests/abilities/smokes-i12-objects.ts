/**
 * Smoke scenarios for the templates of lib/abilities/i12-objects.ts (issue 12): Psychic Link (覚醒リンク), on real catalogue
 * cards, run from the compiled abilities only. Each expected outcome is written from the printed sentence and the rules
 * quoted in `why` (Ver. 1.48, 2025-12-17) before the run:
 *  - 805.1c: 「いくつかのサイキック・クリーチャーは、複数のサイキック・クリーチャーを同時に裏返してサイキック・スーパー・クリーチャーに
 *    リンクする覚醒リンク能力を持ちます。」
 *  - 806.1: a Psychic Super Creature is one creature made of several psychic cells;
 *  - 501.2: 「すべての「ターンのはじめに」誘発する能力が誘発します。」 ("your turn": the turn of the ability's controller);
 *  - 603.4: a triggered ability's condition ("if you have ...") is checked as it resolves.
 */
import { c, type Smoke } from "./smoke-kit";

export const I12_OBJECTS_SMOKES: Smoke[] = [
  {
    template: "trigger:psychic-link",
    card: "silver-volg",
    sentence: "Psychic Link—At the start of your turn, if you have Proto Gaial in the battle zone, link it to this creature and flip this creature to its higher cost side.",
    why: "B ends the turn; A's turn starts (501.2): Silver Volg's Psychic Link triggers. A has Proto Gaial in the battle zone, so both flip at the same time and link into one Psychic Super Creature (805.1c, 806.1), Gaial Killer Dragon, Gunlord: Silver Volg's card stands for it, Proto Gaial is its other cell.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_volg", "silver-volg"), c("a_proto", "proto-gaial")] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_volg"] }, cells: { a_volg: ["a_proto"] }, faces: { a_volg: "gaial-killer-dragon-gunlord", a_proto: "gaial-killer-dragon-gunlord" } },
  },
  {
    template: "trigger:psychic-link",
    card: "silver-volg",
    sentence: "Psychic Link (at the start of the opponent's turn)",
    why: "\"At the start of your turn\": A ends the turn and B's turn starts; A's Silver Volg does not trigger on the opponent's turn (501.2), so nothing links: both stay as they were, two creatures.",
    A: { battle: [c("a_volg", "silver-volg"), c("a_proto", "proto-gaial")] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_volg", "a_proto"] }, cells: { a_volg: [] }, faces: { a_volg: "silver-volg", a_proto: "proto-gaial" } },
  },
  {
    template: "trigger:psychic-link",
    card: "silver-volg",
    sentence: "Psychic Link (the Proto Gaial is the opponent's)",
    why: "\"If you have Proto Gaial in the battle zone\": the only Proto Gaial is B's. At the start of A's turn the ability resolves and the condition is not met (603.4): nothing flips, nothing links.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_volg", "silver-volg")] },
    B: { battle: [c("b_proto", "proto-gaial")] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_volg"], "B.battle": ["b_proto"] }, cells: { a_volg: [] }, faces: { a_volg: "silver-volg", b_proto: "proto-gaial" } },
  },
  {
    template: "trigger:psychic-link",
    card: "dragonic-pippi",
    sentence: "Psychic Link—At the start of your turn, if you have Gaial Kaiser and Boost, Crimson Lord in the battle zone, link them to this creature and flip this creature to its higher cost side.",
    why: "Two names: at the start of A's turn A has Gaial Kaiser and Boost, Crimson Lord: the three flip at the same time and link into Gaial King Dragon, Raging Dragon Lord (805.1c, 806.1), Dragonic Pippi's card standing for it.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_pippi", "dragonic-pippi"), c("a_gk", "gaial-kaiser"), c("a_boost", "boost-crimson-lord")] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_pippi"] }, cells: { a_pippi: ["a_gk", "a_boost"] }, faces: { a_pippi: "gaial-king-dragon-raging-dragon-lord" } },
  },
  {
    template: "trigger:psychic-link",
    card: "dragonic-pippi",
    sentence: "Psychic Link (one of the two named creatures missing)",
    why: "The link needs both Gaial Kaiser and Boost, Crimson Lord: with Gaial Kaiser only, the condition is not met as the ability resolves (603.4): nothing flips, nothing links.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_pippi", "dragonic-pippi"), c("a_gk", "gaial-kaiser")] },
    steps: [{ action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_pippi", "a_gk"] }, cells: { a_pippi: [] }, faces: { a_pippi: "dragonic-pippi", a_gk: "gaial-kaiser" } },
  },
];
