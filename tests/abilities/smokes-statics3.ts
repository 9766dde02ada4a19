/**
 * Smokes for the statics3 readers (lib/abilities/statics3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

export const STATICS3_SMOKES: Smoke[] = [
  {
    template: "static:may-enter-battle-tapped",
    card: "okuchini-chuck-sparrow",
    sentence: "You may put this creature tapped.",
    why: "A puts Okuchini Chuck Sparrow and chooses to put it tapped: it enters the battle zone tapped (a state definition as it enters, 110.4f).",
    A: { hand: [c("a_ok", "okuchini-chuck-sparrow")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ok" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_ok"] }, tapped: ["a_ok"] },
  },
  {
    template: "static:may-enter-battle-tapped",
    card: "okuchini-chuck-sparrow",
    sentence: "You may put this creature tapped. (declined)",
    why: "\"You may\": A declines, and the creature enters untapped as any card put into the battle zone (110.4f applies only if chosen).",
    A: { hand: [c("a_ok", "okuchini-chuck-sparrow")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ok" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": ["a_ok"] }, untapped: ["a_ok"] },
  },
  {
    template: "static:may-enter-battle-tapped",
    card: "dekabuta-c",
    sentence: "You may put this creature into the battle zone tapped.",
    why: "A summons Dekabuta C tapped; B's creature attacks A, and \"Whenever an opponent's creature attacks, they must attack this creature if able\": the tapped Dekabuta C can be attacked (506.1e), so B's attack on A is refused.",
    turn: { number: 2, active: "B" },
    A: { hand: [c("a_dk", "dekabuta-c")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      { action: { kind: "put", player: "A", card: "a_dk" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] },
      { action: { kind: "attack", attacker: "b_v", target: "A" } },
    ],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
  {
    template: "static:may-enter-battle-tapped",
    card: "dekabuta-c",
    sentence: "You may put this creature into the battle zone tapped. (declined)",
    why: "A declines: Dekabuta C enters untapped, an untapped creature can't be attacked (506.1e), so B's creature may attack A and breaks A's one shield.",
    turn: { number: 2, active: "B" },
    A: { hand: [c("a_dk", "dekabuta-c")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [
      { action: { kind: "put", player: "A", card: "a_dk" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] },
      { action: { kind: "attack", attacker: "b_v", target: "A" } },
    ],
    expect: { zones: { "A.battle": ["a_dk"], "A.hand": ["a_s1"], "A.shields": [] }, untapped: ["a_dk"] },
  },
  {
    template: "rule:d2-field",
    card: "muscle-rise-up-gym",
    sentence: "(When another D2 Field is put into the battle zone, put this D2 Field into your graveyard.)",
    why: "A's Muscle Rise Up Gym is in the battle zone; A puts Chikichiki JET Circuit, another D2 Field: the one already there goes to its owner's graveyard (703.4l: 「他のＤ２フィールドがバトルゾーンに出た時、先にバトルゾーンにあったＤ２フィールドは持ち主の墓地に置かれる」); the new one stays.",
    A: { battle: [c("a_gym", "muscle-rise-up-gym")], hand: [c("a_jet", "chikichiki-jet-circuit")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_jet" } }],
    expect: { zones: { "A.battle": ["a_jet"], "A.graveyard": ["a_gym"] } },
  },
  {
    template: "rule:d2-field",
    card: "universal-shark-and-sea",
    sentence: "(Whenever another D2 Field is put into the battle zone, put this D2 Field into your graveyard.) (the opponent's D2 Field)",
    why: "703.4l names any other D2 Field: B's Universal Shark and Sea goes to B's graveyard when A puts Muscle Rise Up Gym; A's creature stays.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_gym", "muscle-rise-up-gym")] },
    B: { battle: [c("b_sea", "universal-shark-and-sea")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_gym" } }],
    expect: { zones: { "A.battle": ["a_v", "a_gym"], "B.battle": [], "B.graveyard": ["b_sea"] } },
  },
  {
    template: "rule:d2-field",
    card: "universal-shark-and-sea",
    sentence: "(Whenever another D2 Field is put into the battle zone, put this D2 Field into your graveyard.) (a creature put)",
    why: "A creature is no D2 Field: putting one leaves the D2 Field where it is (703.4l).",
    A: { battle: [c("a_sea", "universal-shark-and-sea")], hand: [c("a_v", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_v" } }],
    expect: { zones: { "A.battle": ["a_sea", "a_v"], "A.graveyard": [] } },
  },
];
