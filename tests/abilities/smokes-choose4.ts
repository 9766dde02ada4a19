/**
 * Smokes for the choose4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const WATER = "aqua-blade-blue-wolf"; // water Liquid People, no text (a name no other card here has)

export const CHOOSE4_SMOKES: Smoke[] = [
  // --- "… all creatures that have the same name as that creature": the chosen card's name ---
  {
    template: "spell:effect",
    card: "duet-spark",
    sentence: "Choose one of your opponent's creatures in the battle zone. Tap all creatures that have the same name as that creature in the battle zone.",
    why: "A chooses B's Acme First Seed: every creature in the battle zone with that name is tapped — B's other one and A's own (\"all creatures\", both players'); B's Aqua Blade has another name and stays untapped.",
    A: { hand: [c("a_sp", "duet-spark")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v1"] }] }],
    expect: { tapped: ["a_v", "b_v1", "b_v2"], untapped: ["b_o"] },
  },
  {
    template: "spell:effect",
    card: "duet-spark",
    sentence: "Choose one of your opponent's creatures in the battle zone. Tap all creatures … (a creature whose name no other has)",
    why: "Negative case: A chooses B's Aqua Blade, the only creature with its name: only it is tapped; the Acme First Seeds stay untapped.",
    A: { hand: [c("a_sp", "duet-spark")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_o"] }] }],
    expect: { tapped: ["b_o"], untapped: ["a_v", "b_v1", "b_v2"] },
  },
  {
    template: "spell:effect",
    card: "duet-spark",
    sentence: "Choose one of your opponent's creatures in the battle zone. … (A's own creature chosen)",
    why: "Negative case: \"one of your opponent's creatures\": A's own creature can't be chosen (the pick is refused).",
    A: { hand: [c("a_sp", "duet-spark")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "stored-magic-spiral",
    sentence: "Choose a creature. Return that creature and all other creatures that have the same name from the battle zone to their owner's hand.",
    why: "A chooses B's Acme First Seed: it and every other creature in the battle zone with that name, A's too, return to their owners' hands; the Aqua Blade stays.",
    A: { hand: [c("a_sp", "stored-magic-spiral")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_v1", VANILLA), c("b_v2", VANILLA), c("b_o", WATER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v1"] }] }],
    expect: { zones: { "A.hand": ["a_v"], "A.battle": [], "B.battle": ["b_o"] }, contains: { "B.hand": ["b_v1", "b_v2"] } },
  },
  {
    template: "activated:tap-ability",
    card: "tanzanyte-the-awakener",
    sentence: "Tap ability: Choose a creature in your graveyard. Return all creatures that have that name from your graveyard to your hand.",
    why: "A taps Tanzanyte and chooses an Acme First Seed in A's graveyard: both Acme First Seeds there return to A's hand; the Aqua Blade stays, and B's Acme First Seed (not in A's graveyard) stays in B's graveyard.",
    A: { battle: [c("a_tz", "tanzanyte-the-awakener")], graveyard: [c("a_g1", VANILLA), c("a_g2", VANILLA), c("a_g3", WATER)] },
    B: { graveyard: [c("b_g", VANILLA)] },
    steps: [{ action: { kind: "tap-ability", card: "a_tz" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_g1"] }] }],
    expect: { zones: { "A.hand": ["a_g1", "a_g2"], "A.graveyard": ["a_g3"], "B.graveyard": ["b_g"] }, tapped: ["a_tz"] },
  },
];
