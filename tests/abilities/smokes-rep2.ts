/**
 * Smoke scenarios for lane rep2 (lib/abilities/rep2.ts and the engine's `chosen` trigger event): "Whenever your
 * opponent chooses this creature", "Whenever this creature is attacked or chosen by your opponent", and the wordings of
 * "Whenever your opponent would choose …, they can't choose this one" that statics.ts does not read. Each outcome is
 * written from the printed text and the rules (Ver. 1.48, 2025-12-17): 603.2 「誘発型能力は、誘発条件を満たすたび自動的に
 * 誘発します。誘発した効果は一度待機状態となり、解決を待ちます」; 605.2b 「カードや能力が何かを選ぶ場合、指定できる範囲で可能な
 * 限り選びます」.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const MONHATA = "monhata-the-restored-one"; // water 3000: "Whenever this creature is attacked or chosen by your opponent, draw a card."
const VORTEX = "hopeless-vortex"; // "Destroy one of your opponent's creatures."

export const REP2_SMOKES: Smoke[] = [
  {
    template: "trigger:when",
    card: MONHATA,
    sentence: "Whenever this creature is attacked or chosen by your opponent, draw a card.",
    why: "B casts Hopeless Vortex and chooses Monhata: B (A's opponent) chose it, so the ability triggers (603.2) and waits for the spell to finish; Monhata is destroyed, then A draws a card.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_m", MONHATA), c("a_v", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_m"] }] }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_m"], "A.hand": ["a_d1"] } },
  },
  {
    template: "trigger:when",
    card: MONHATA,
    sentence: "Whenever this creature is attacked or chosen by your opponent, … (B chooses the other creature)",
    why: "B's Hopeless Vortex chooses A's other creature, not Monhata: the condition is not met, A draws nothing.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_m", MONHATA), c("a_v", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_v"] }] }],
    expect: { zones: { "A.battle": ["a_m"], "A.graveyard": ["a_v"], "A.hand": [] } },
  },
  {
    template: "trigger:when",
    card: MONHATA,
    sentence: "Whenever this creature is attacked or chosen by your opponent, draw a card. (attacked)",
    why: "B's creature attacks the tapped Monhata: it is attacked, so A draws a card (603.2); then they battle (4000 beats 3000).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_m", MONHATA, { tapped: true })], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "a_m" } }],
    expect: { zones: { "A.hand": ["a_d1"], "A.graveyard": ["a_m"], "B.battle": ["b_v"] } },
  },
  {
    template: "static:cant-be-chosen-rep2",
    card: "arczeos-heavenly-dragon-god",
    sentence: "Whenever your opponent would choose one of your creatures, they can't choose this one. (It can still be attacked or blocked.)",
    why: "B's Hopeless Vortex must destroy one of A's creatures; B can't choose Arczeos, so A's other creature is the only one B can choose (605.2b) and is destroyed.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_arc", "arczeos-heavenly-dragon-god"), c("a_v", VANILLA)] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" } }],
    expect: { zones: { "A.battle": ["a_arc"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "static:cant-be-chosen-rep2",
    card: "emotional-hardcore-sacred-dragon",
    sentence: "Whenever your opponent would choose a creature, if you have another Oracle, they can't choose this one. (It can still be attacked or blocked.)",
    why: "A has another Oracle (Lady Parlock): B can't choose Emotional Hardcore, so Hopeless Vortex destroys the Oracle, the only one B can choose.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_eh", "emotional-hardcore-sacred-dragon"), c("a_o", "lady-parlock-pirate-shaman")] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" } }],
    expect: { zones: { "A.battle": ["a_eh"], "A.graveyard": ["a_o"] } },
  },
  {
    template: "static:cant-be-chosen-rep2",
    card: "emotional-hardcore-sacred-dragon",
    sentence: "Whenever your opponent would choose a creature, if you have another Oracle, … (no other Oracle)",
    why: "A's other creature is not an Oracle: the condition does not hold, so B may choose Emotional Hardcore, and does: it is destroyed.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_eh", "emotional-hardcore-sacred-dragon"), c("a_v", VANILLA)] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_eh"] }] }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_eh"] } },
  },
  {
    template: "static:grant-cant-be-chosen",
    card: "poppi-lucky",
    sentence: "Whenever your opponent would choose a creature in the battle zone, they can't choose your Dragons. (However, your Dragons can still be attacked and blocked.)",
    why: "B's Hopeless Vortex must destroy one of A's creatures; B can't choose A's Dragon (Magmadragon Melgars), so Poppi Lucky (a Fire Bird) is the only one B can choose (605.2b) and is destroyed.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_pl", "poppi-lucky"), c("a_dr", "magmadragon-melgars")] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" } }],
    expect: { zones: { "A.battle": ["a_dr"], "A.graveyard": ["a_pl"] } },
  },
  {
    template: "static:grant-cant-be-chosen",
    card: "samohan-green-knowledge-silver",
    sentence: "Whenever your opponent would choose a creature, your other creatures can't be chosen. / Whenever your opponent chooses this creature, you may draw 2 cards.",
    why: "B's Hopeless Vortex can't choose A's other creature, so it must choose Samohan (605.2b); B chose it, so its ability triggers (603.2): after the spell, A may draw 2 cards and does.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_sa", "samohan-green-knowledge-silver"), c("a_v", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_sa"], "A.hand": ["a_d1", "a_d2"] } },
  },
  {
    template: "static:cant-be-chosen-rep2",
    card: "usabrella",
    sentence: "Whenever your opponent would choose a creature by the effect of a spell that costs 4 or less, they can't choose this one.",
    why: "B casts Decopin Crash (cost 4: \"Destroy one of your opponent's creatures that has power 4000 or less.\"): it can't choose Usabrella (4000), so A's other creature is the only one B can choose (605.2b) and is destroyed.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_u", "usabrella"), c("a_v", VANILLA)] },
    B: { hand: [c("b_dc", "decopin-crash")] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_dc" } }],
    expect: { zones: { "A.battle": ["a_u"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "static:cant-be-chosen-rep2",
    card: "usabrella",
    sentence: "… by the effect of a spell that costs 4 or less … (a spell that costs 5)",
    why: "Hopeless Vortex costs 5, more than 4: Usabrella's ability does not stop it, so B may choose Usabrella, and does: it is destroyed.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_u", "usabrella"), c("a_v", VANILLA)] },
    B: { hand: [c("b_hv", VORTEX)] },
    steps: [{ action: { kind: "cast", player: "B", card: "b_hv" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_u"] }] }],
    expect: { zones: { "A.battle": ["a_v"], "A.graveyard": ["a_u"] } },
  },
];
