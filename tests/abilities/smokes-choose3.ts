/**
 * Smokes for the choose3 readers (lib/abilities/choose3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 * Named choices: 203.4 (a race chosen by an effect is an existing race, not a part of one), 203.2 (a race named refers to
 * every card whose race contains it), 106.3 (a civilization chosen is one of the five), 108.1a (a number chosen is never
 * negative). The chosen value is a `declare` prompt the scenario answers (`pick: [value]`).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const HUMAN2 = "immortal-baron-vorg"; // fire Human, cost 2, 2000, no text
const HUMAN3 = "explosive-dude-joe"; // fire Human, cost 3, 3000, no text
const BEAST2 = "burning-mane"; // nature Beast Folk, cost 2, 2000, no text
const BEAST3 = "fear-fang"; // nature Beast Folk, cost 3, 3000, no text
const BLOCKER = "aqua-shooter"; // water Liquid People, 2000, "Blocker"
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const CHOOSE3_SMOKES: Smoke[] = [
  // --- "Choose a number …. Destroy all creatures that cost the same as the chosen number." ---
  {
    template: "trigger:when",
    card: "baal-balalaku-hero-djinn",
    sentence: "When you put this creature into the battle zone, choose a number of 6 or less. Destroy all creatures that cost the same as the chosen number.",
    why: "A puts Baal Balalaku and chooses 2: every creature that costs 2 is destroyed, both players' (701.9); the creatures that cost 3 and Baal (cost 6) stay.",
    A: { hand: [c("a_bb", "baal-balalaku-hero-djinn")], battle: [c("a_h2", HUMAN2), c("a_h3", HUMAN3)] },
    B: { battle: [c("b_b2", BEAST2), c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_bb" }, choices: [{ prompt: "declare", by: "A", pick: ["2"] }] }],
    expect: { zones: { "A.battle": ["a_h3", "a_bb"], "A.graveyard": ["a_h2"], "B.battle": ["b_b3"], "B.graveyard": ["b_b2"] } },
  },
  {
    template: "trigger:when",
    card: "baal-balalaku-hero-djinn",
    sentence: "… choose a number of 6 or less. … (7 is chosen)",
    why: "Negative case: the number must be 6 or less (the printed bound; 108.1a): 7 is not a legal answer and the scripted choice is refused.",
    A: { hand: [c("a_bb", "baal-balalaku-hero-djinn")], battle: [c("a_h2", HUMAN2)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_bb" }, choices: [{ prompt: "declare", by: "A", pick: ["7"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "hayodice-flare",
    sentence: "Choose a number between 1 and 5. Destroy all your opponent's creatures that have the same cost.",
    why: "A chooses 3: B's creature that costs 3 is destroyed; B's cost-2 creature and A's own cost-3 creature stay (only the opponent's creatures).",
    A: { hand: [c("a_sp", "hayodice-flare")], battle: [c("a_h3", HUMAN3)] },
    B: { battle: [c("b_b2", BEAST2), c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "declare", by: "A", pick: ["3"] }] }],
    expect: { zones: { "A.battle": ["a_h3"], "B.battle": ["b_b2"], "B.graveyard": ["b_b3"] } },
  },
  {
    template: "spell:effect",
    card: "hayodice-flare",
    sentence: "Choose a number between 1 and 5. … (0 is chosen)",
    why: "Negative case: the number is between 1 and 5: 0 is not a legal answer.",
    A: { hand: [c("a_sp", "hayodice-flare")] },
    B: { battle: [c("b_b2", BEAST2)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "declare", by: "A", pick: ["0"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "mechadragon-s-breath",
    sentence: "Choose a number less than or equal to 6000. Destroy all creatures that have that power.",
    why: "A chooses 2000: every creature with power 2000 is destroyed, A's and B's; the 3000-power creatures stay.",
    A: { hand: [c("a_sp", "mechadragon-s-breath")], battle: [c("a_h2", HUMAN2), c("a_h3", HUMAN3)] },
    B: { battle: [c("b_b2", BEAST2), c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "declare", by: "A", pick: ["2000"] }] }],
    expect: { zones: { "A.battle": ["a_h3"], "A.graveyard": ["a_h2", "a_sp"], "B.battle": ["b_b3"], "B.graveyard": ["b_b2"] } },
  },
  // --- "Choose a race. …" ---
  {
    template: "spell:effect",
    card: "dance-of-the-sproutlings",
    sentence: "Choose a race. You may put any number of creatures of that race from your hand into your mana zone.",
    why: "A chooses Beast Folk and puts both Beast Folk creatures from the hand into the mana zone; the Human stays in the hand.",
    A: { hand: [c("a_sp", "dance-of-the-sproutlings"), c("a_b2", BEAST2), c("a_b3", BEAST3), c("a_h2", HUMAN2)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "declare", by: "A", pick: ["Beast Folk"] },
          { prompt: "choose-cards", by: "A", pick: ["a_b2", "a_b3"] },
        ],
      },
    ],
    expect: { zones: { "A.mana": ["a_b2", "a_b3"], "A.hand": ["a_h2"] } },
  },
  {
    template: "spell:effect",
    card: "dance-of-the-sproutlings",
    sentence: "Choose a race. You may put any number of creatures of that race … (a creature of another race)",
    why: "Negative case: A chose Beast Folk; the Human is not of that race, so it can't be one of the creatures put (the pick is refused).",
    A: { hand: [c("a_sp", "dance-of-the-sproutlings"), c("a_b2", BEAST2), c("a_h2", HUMAN2)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "declare", by: "A", pick: ["Beast Folk"] },
          { prompt: "choose-cards", by: "A", pick: ["a_b2", "a_h2"] },
        ],
      },
    ],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "dance-of-the-sproutlings",
    sentence: "Choose a race. … (\"Beast\" is chosen)",
    why: "Negative case: 203.4 — a race chosen by an effect must exist, not be a part of one: \"Beast\" alone is no race (\"Beast Folk\" is), so the answer is refused.",
    A: { hand: [c("a_sp", "dance-of-the-sproutlings"), c("a_b2", BEAST2)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "declare", by: "A", pick: ["Beast"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "zombie-carnival",
    sentence: "Choose a race. Return up to 3 creatures of that race from your graveyard to your hand.",
    why: "A chooses Human and returns both Humans from the graveyard to the hand; the Beast Folk stays in the graveyard.",
    A: { hand: [c("a_sp", "zombie-carnival")], graveyard: [c("a_h2", HUMAN2), c("a_h3", HUMAN3), c("a_b2", BEAST2)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "declare", by: "A", pick: ["Human"] },
          { prompt: "choose-cards", by: "A", pick: ["a_h2", "a_h3"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_h2", "a_h3"], "A.graveyard": ["a_b2", "a_sp"] } },
  },
  {
    template: "spell:effect",
    card: "impossible-tunnel",
    sentence: "Choose a race. Creatures of that race can't be blocked this turn.",
    why: "A chooses Human; then A's Human attacks and B tries to block it with a blocker: creatures of that race can't be blocked this turn (507.1a), so the block is refused.",
    A: { hand: [c("a_sp", "impossible-tunnel")], battle: [c("a_h3", HUMAN3)] },
    B: { battle: [c("b_bl", BLOCKER)], shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "declare", by: "A", pick: ["Human"] }] },
      { action: { kind: "attack", attacker: "a_h3", target: "B", block: "b_bl" } },
    ],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
  {
    template: "spell:effect",
    card: "impossible-tunnel",
    sentence: "Choose a race. Creatures of that race can't be blocked this turn. (a creature of another race)",
    why: "Negative case: A chose Human; A's Beast Folk is not of that race and can be blocked: B's 2000-power blocker blocks the 3000-power Beast Folk and loses the battle (115.3b), no shield is broken.",
    A: { hand: [c("a_sp", "impossible-tunnel")], battle: [c("a_b3", BEAST3)] },
    B: { battle: [c("b_bl", BLOCKER)], shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "declare", by: "A", pick: ["Human"] }] },
      { action: { kind: "attack", attacker: "a_b3", target: "B", block: "b_bl" } },
    ],
    expect: { zones: { "A.battle": ["a_b3"], "B.graveyard": ["b_bl"], "B.shields": ["b_s_d1", "b_s_d2"] } },
  },
  // --- slips of the catalogue's English, read as the sentence means ---
  {
    template: "spell:effect",
    card: "alien-storm-secret-alien",
    sentence: "Chooses one of your opponent's creatures in the battle zone. That creature gets -3000 power until the end of the turn. (A creature that has power 0 or less is destroyed.)",
    why: "\"Chooses\" is a slip for \"Choose\": A chooses B's 3000-power creature; at -3000 it has 0 power and is destroyed (703.4c); B's other creature stays.",
    A: { hand: [c("a_sp", "alien-storm-secret-alien")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    expect: { zones: { "B.battle": ["b_v"], "B.graveyard": ["b_b3"] } },
  },
  {
    template: "spell:effect",
    card: "alien-storm-secret-alien",
    sentence: "Chooses one of your opponent's creatures … -3000 power … (a 4000-power creature)",
    why: "Negative case: B's 4000-power creature chosen has 1000 power left and is not destroyed.",
    A: { hand: [c("a_sp", "alien-storm-secret-alien")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }] }],
    expect: { zones: { "B.battle": ["b_b3", "b_v"], "B.graveyard": [] } },
  },
  {
    template: "spell:effect",
    card: "the-strong-spiral",
    sentence: "Choose a creature in the battle zone, and return it to its owner's hand.",
    why: "A chooses B's creature and returns it to B's hand (A has no creature with power 6000 or more, so the next sentence draws nothing).",
    A: { hand: [c("a_sp", "the-strong-spiral")], deck: deck("a") },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    expect: { zones: { "B.battle": ["b_v"], "B.hand": ["b_b3"], "A.hand": [] } },
  },
  {
    template: "spell:effect",
    card: "leaf-storm-trap",
    sentence: "Choose one of your creatures in the battle zone and put it into your mana zone. Then choose one of your opponent's creatures in the battle zone and put into its owner's mana zone.",
    why: "\"put into\" lacks its \"it\": A puts its chosen creature into its mana zone, then B's chosen creature into B's mana zone; the creatures not chosen stay.",
    A: { hand: [c("a_sp", "leaf-storm-trap")], battle: [c("a_h2", HUMAN2), c("a_h3", HUMAN3)] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_h2"] },
          { prompt: "choose-cards", by: "A", pick: ["b_v"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_h3"], "A.mana": ["a_h2"], "B.battle": ["b_b3"], "B.mana": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: "tuba-crawler",
    sentence: "When you put this creature, choose up to 3 of your opponents creatures. Those creatures can't attack or block until the start of your next turn.",
    why: "A puts Tuba Crawler and chooses B's Beast Folk; on B's next turn it can't attack (the attack is refused).",
    A: { hand: [c("a_tc", "tuba-crawler")], deck: deck("a") },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)], deck: deck("b"), shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "put", player: "A", card: "a_tc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] },
      { action: { kind: "end-turn" } },
      { action: { kind: "attack", attacker: "b_b3", target: "A" } },
    ],
    error: { code: "E_ILLEGAL_ACTION", step: 2 },
  },
  {
    template: "trigger:when",
    card: "tuba-crawler",
    sentence: "… choose up to 3 of your opponents creatures. Those creatures can't attack … (a creature not chosen)",
    why: "Negative case: B's creature that was not chosen attacks A on B's turn as usual and breaks A's one shield, which goes to A's hand (509.2).",
    A: { hand: [c("a_tc", "tuba-crawler")], deck: deck("a"), shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)], deck: deck("b"), shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "put", player: "A", card: "a_tc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] },
      { action: { kind: "end-turn" } },
      { action: { kind: "attack", attacker: "b_v", target: "A" } },
    ],
    expect: { zones: { "A.hand": ["a_s1"], "A.shields": [] } },
  },
  // --- "another creature": either player's creature other than this one ---
  {
    template: "trigger:when",
    card: "aqua-sonicwave",
    sentence: "When you put this creature into the battle zone, you may choose another creature in the battle zone that has power 4000 or less and return it to its owner's hand.",
    why: "A puts Aqua Sonicwave and chooses B's 3000-power creature: it returns to B's hand; Aqua Sonicwave stays.",
    A: { hand: [c("a_as", "aqua-sonicwave")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_as" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    expect: { zones: { "A.battle": ["a_as"], "B.hand": ["b_b3"], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: "aqua-sonicwave",
    sentence: "… you may choose another creature in the battle zone that has power 4000 or less … (Aqua Sonicwave itself)",
    why: "Negative case: \"another creature\" is a creature other than Aqua Sonicwave: its own 2000 power fits the filter, but it can't be chosen (the pick is refused).",
    A: { hand: [c("a_as", "aqua-sonicwave")] },
    B: { battle: [c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_as" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_as"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  // --- "That creature can't be destroyed until the end of the turn" after a choice ---
  {
    template: "trigger:when",
    card: "stardust-protector",
    sentence: "When you put this creature, choose one of your creatures. That creature can't be destroyed until the end of the turn.",
    why: "A puts Stardust Protector and chooses its 2000-power Human; the Human attacks and B's 2000-power blocker blocks: both lose the battle (a tie, 115.3b) but the Human can't be destroyed this turn and stays; the blocker is destroyed.",
    A: { hand: [c("a_sp", "stardust-protector")], battle: [c("a_h2", HUMAN2)] },
    B: { battle: [c("b_bl", BLOCKER)], shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "put", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h2"] }] },
      { action: { kind: "attack", attacker: "a_h2", target: "B", block: "b_bl" } },
    ],
    expect: { zones: { "A.battle": ["a_h2", "a_sp"], "B.graveyard": ["b_bl"] } },
  },
  {
    template: "trigger:when",
    card: "stardust-protector",
    sentence: "… choose one of your creatures. That creature can't be destroyed … (a creature not chosen)",
    why: "Negative case: A chooses Stardust Protector itself; the Human that was not chosen ties with the blocker and both are destroyed (115.3b).",
    A: { hand: [c("a_sp", "stardust-protector")], battle: [c("a_h2", HUMAN2)] },
    B: { battle: [c("b_bl", BLOCKER)], shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "put", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_sp"] }] },
      { action: { kind: "attack", attacker: "a_h2", target: "B", block: "b_bl" } },
    ],
    expect: { zones: { "A.battle": ["a_sp"], "A.graveyard": ["a_h2"], "B.graveyard": ["b_bl"] } },
  },
  // --- counts about the chosen creature ---
  {
    template: "trigger:when",
    card: "blade-worm-decapitating-insect",
    sentence: "When you put this creature into the battle zone, choose one of your opponent's creatures in the battle zone. That creature gets -1000 power for each civilization you have in your mana zone until the end of the turn.",
    why: "A's mana zone holds fire, fire and nature cards: 2 civilizations, so the chosen 2000-power creature gets -2000, has 0 power and is destroyed (703.4c).",
    A: { hand: [c("a_bw", "blade-worm-decapitating-insect")], mana: [c("a_m1", HUMAN2), c("a_m2", HUMAN3), c("a_m3", BEAST2)] },
    B: { battle: [c("b_b2", BEAST2), c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_bw" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b2"] }] }],
    expect: { zones: { "B.battle": ["b_b3"], "B.graveyard": ["b_b2"] } },
  },
  {
    template: "trigger:when",
    card: "blade-worm-decapitating-insect",
    sentence: "… That creature gets -1000 power for each civilization you have in your mana zone … (the 3000-power creature)",
    why: "Negative case: 2 civilizations (fire, nature; three cards) give -2000, not -3000: the chosen 3000-power creature keeps 1000 power and stays.",
    A: { hand: [c("a_bw", "blade-worm-decapitating-insect")], mana: [c("a_m1", HUMAN2), c("a_m2", HUMAN3), c("a_m3", BEAST2)] },
    B: { battle: [c("b_b2", BEAST2), c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_bw" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    expect: { zones: { "B.battle": ["b_b2", "b_b3"], "B.graveyard": [] } },
  },
  {
    template: "trigger:when",
    card: "catacrosin-heat-absorbing-gunmech",
    sentence: "When you put this creature into the battle zone, choose one of your creatures in the battle zone. For each card that creature consists of, you may draw a card.",
    why: "A chooses its creature with one card under it: it consists of 2 cards (109.2c), so A may draw twice; A draws both.",
    A: { hand: [c("a_cg", "catacrosin-heat-absorbing-gunmech")], battle: [c("a_h3", HUMAN3, { under: [c("a_u", HUMAN2)] })], deck: deck("a") },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_cg" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_h3"] },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "A.deck": ["a_d3"] } },
  },
  {
    template: "trigger:when",
    card: "catacrosin-heat-absorbing-gunmech",
    sentence: "… For each card that creature consists of, you may draw a card. (a creature of one card; A stops)",
    why: "Negative case: Catacrosin itself is one card: at most one draw, and A may decline it: A says no and draws nothing.",
    A: { hand: [c("a_cg", "catacrosin-heat-absorbing-gunmech")], deck: deck("a") },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_cg" },
        // Catacrosin is A's only creature: the choice is forced (nobody is asked)
        choices: [{ prompt: "yes-no", by: "A", answer: "no" }],
      },
    ],
    expect: { zones: { "A.hand": [], "A.deck": ["a_d1", "a_d2", "a_d3"] } },
  },
  // --- "Choose a player. That player …": the chosen player does it ---
  {
    template: "trigger:when",
    card: "sardine-canned-captain",
    sentence: "When you put this creature, you may choose a player. That player shuffles all cards in their graveyard into their deck.",
    why: "A puts Sardine Canned Captain and chooses B: B's graveyard cards are shuffled into B's deck; A's graveyard is untouched.",
    A: { hand: [c("a_sc", "sardine-canned-captain")], graveyard: [c("a_g1", HUMAN2)] },
    B: { graveyard: [c("b_g1", BEAST2), c("b_g2", BEAST3)], deck: deck("b", 1) },
    steps: [{ action: { kind: "put", player: "A", card: "a_sc" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "declare", by: "A", pick: ["B"] }] }],
    expect: { zones: { "A.graveyard": ["a_g1"], "B.graveyard": [], "B.deck": ["b_d1", "b_g1", "b_g2"] } },
  },
  {
    template: "trigger:when",
    card: "sardine-canned-captain",
    sentence: "… you may choose a player. That player shuffles all cards in their graveyard into their deck. (A chooses itself)",
    why: "Negative case: A chooses itself: A's graveyard goes into A's deck and B's graveyard stays.",
    A: { hand: [c("a_sc", "sardine-canned-captain")], graveyard: [c("a_g1", HUMAN2)], deck: deck("a", 1) },
    B: { graveyard: [c("b_g1", BEAST2)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_sc" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "declare", by: "A", pick: ["A"] }] }],
    expect: { zones: { "A.graveyard": [], "A.deck": ["a_d1", "a_g1"], "B.graveyard": ["b_g1"] } },
  },
  {
    template: "activated:tap-ability",
    card: "admiral-queen",
    sentence: "Tap ability: Choose a player. That player chooses 2 cards in his mana zone and returns them to his hand.",
    why: "A uses Admiral Queen's Tap ability and chooses B: B (\"that player chooses\") picks 2 of B's 3 mana cards and returns them to B's hand.",
    A: { battle: [c("a_aq", "admiral-queen", { under: [c("a_u", VANILLA)] })] },
    B: { mana: [c("b_m1", BEAST2), c("b_m2", BEAST3), c("b_m3", HUMAN2)] },
    steps: [
      {
        action: { kind: "tap-ability", card: "a_aq" },
        choices: [
          { prompt: "declare", by: "A", pick: ["B"] },
          { prompt: "choose-cards", by: "B", pick: ["b_m1", "b_m3"] },
        ],
      },
    ],
    expect: { zones: { "B.hand": ["b_m1", "b_m3"], "B.mana": ["b_m2"] } },
  },
  {
    template: "activated:tap-ability",
    card: "admiral-queen",
    sentence: "Tap ability: Choose a player. That player chooses 2 cards … (A answers for the chosen player)",
    why: "Negative case: the chosen player B chooses the mana cards, not A: a pick scripted as A's is refused.",
    A: { battle: [c("a_aq", "admiral-queen", { under: [c("a_u", VANILLA)] })] },
    B: { mana: [c("b_m1", BEAST2), c("b_m2", BEAST3), c("b_m3", HUMAN2)] },
    steps: [
      {
        action: { kind: "tap-ability", card: "a_aq" },
        choices: [
          { prompt: "declare", by: "A", pick: ["B"] },
          { prompt: "choose-cards", by: "A", pick: ["b_m1", "b_m3"] },
        ],
      },
    ],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  // --- "that creature attacks this turn if able" ---
  {
    template: "trigger:turn",
    card: "jura-deadman-primitive-dragon-ruler",
    sentence: "At the start of your opponent's turn, choose one of your opponent's creatures. That creature attacks this turn if able.",
    why: "A ends its turn; at the start of B's turn A chooses B's Beast Folk. It could attack A and has not: B can't end the turn (the end of turn is refused).",
    A: { battle: [c("a_jd", "jura-deadman-primitive-dragon-ruler")], shields: [c("a_s1", VANILLA)], deck: deck("a") },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)], deck: deck("b") },
    steps: [{ action: { kind: "end-turn" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }, { action: { kind: "end-turn" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
  {
    template: "trigger:turn",
    card: "jura-deadman-primitive-dragon-ruler",
    sentence: "… That creature attacks this turn if able. (it attacks; the other creature need not)",
    why: "Negative case: once the chosen creature has attacked (it breaks A's only shield), B may end the turn; B's creature that was not chosen never had to attack.",
    A: { battle: [c("a_jd", "jura-deadman-primitive-dragon-ruler")], shields: [c("a_s1", VANILLA)], deck: deck("a") },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)], deck: deck("b") },
    steps: [
      { action: { kind: "end-turn" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] },
      { action: { kind: "attack", attacker: "b_b3", target: "A" } },
      { action: { kind: "end-turn" } },
    ],
    expect: { zones: { "A.shields": [], "B.battle": ["b_b3", "b_v"] } },
  },
  // --- the reminder "(First choose what this creature is attacking. Then choose a creature to tap.)" ---
  {
    template: "trigger:when",
    card: "geoshine-spectral-knight",
    sentence: "Whenever this creature attacks, you may choose a darkness or fire creature in the battle zone and tap it. (First choose what this creature is attacking. Then choose a creature to tap.)",
    why: "Geoshine attacks B (the attack's target declared first, 506.1); its ability then taps B's fire creature; Geoshine breaks B's shield.",
    A: { battle: [c("a_gs", "geoshine-spectral-knight")] },
    B: { battle: [c("b_h3", HUMAN3), c("b_b3", BEAST3)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_gs", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_h3"] }] }],
    expect: { zones: { "B.hand": ["b_s1"] }, tapped: ["a_gs", "b_h3"], untapped: ["b_b3"] },
  },
  {
    template: "trigger:when",
    card: "geoshine-spectral-knight",
    sentence: "… you may choose a darkness or fire creature in the battle zone and tap it … (a nature creature)",
    why: "Negative case: B's nature creature is neither darkness nor fire: it can't be chosen (the pick is refused).",
    A: { battle: [c("a_gs", "geoshine-spectral-knight")] },
    B: { battle: [c("b_h3", HUMAN3), c("b_b3", BEAST3)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_gs", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  // --- "Your opponent puts it on the top or bottom of their deck": the owner chooses ---
  {
    template: "trigger:when",
    card: "aqua-zweisword",
    sentence: "When you put this creature, choose one of your opponent's creatures. Your opponent puts it on the top or bottom of their deck.",
    why: "A chooses B's Beast Folk; B (its owner, \"your opponent puts\") chooses the bottom: it goes under B's deck.",
    A: { hand: [c("a_az", "aqua-zweisword")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)], deck: deck("b", 2) },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_az" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["b_b3"] },
          { prompt: "choose-mode", by: "B", pick: ["bottom"] },
        ],
      },
    ],
    expect: { zones: { "B.battle": ["b_v"] }, order: { "B.deck": ["b_d1", "b_d2", "b_b3"] } },
  },
  {
    template: "trigger:when",
    card: "aqua-zweisword",
    sentence: "… Your opponent puts it on the top or bottom of their deck. (A decides)",
    why: "Negative case: B, not A, decides top or bottom: a scripted choice by A is refused.",
    A: { hand: [c("a_az", "aqua-zweisword")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)], deck: deck("b", 2) },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_az" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["b_b3"] },
          { prompt: "choose-mode", by: "A", pick: ["top"] },
        ],
      },
    ],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  // --- "choose one of your opponent's cards that costs 4 or less and destroy it": a battle-zone card (701.6a) ---
  {
    template: "trigger:when",
    card: "jack-alcadeias-dark-gaia",
    sentence: "When you put this creature, choose one of your opponent's cards that costs 4 or less and destroy it.",
    why: "A chooses B's cost-3 creature and destroys it (701.6a: from the battle zone to the graveyard); B's cost-2 and cost-5 creatures stay.",
    A: { hand: [c("a_ja", "jack-alcadeias-dark-gaia")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA), c("b_big", "smith-breaking-right")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ja" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    expect: { zones: { "B.battle": ["b_v", "b_big"], "B.graveyard": ["b_b3"] } },
  },
  {
    template: "trigger:when",
    card: "jack-alcadeias-dark-gaia",
    sentence: "… choose one of your opponent's cards that costs 4 or less … (a cost-5 creature)",
    why: "Negative case: B's creature that costs 5 does not cost 4 or less and can't be chosen.",
    A: { hand: [c("a_ja", "jack-alcadeias-dark-gaia")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA), c("b_big", "smith-breaking-right")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ja" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_big"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  // --- more targets: "a non-Dragon and non-Phoenix creature", "creatures or tamaseeds", "more than 6000 power" ---
  {
    template: "spell:effect",
    card: "celestial-arc",
    sentence: "Choose a non-Dragon and non-Phoenix creature in the battle zone and add it to its owner's shields face down.",
    why: "A chooses B's Beast Folk (neither Dragon nor Phoenix): it becomes a new shield of B's, face down (701.32).",
    A: { hand: [c("a_sp", "celestial-arc")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA), c("b_dr", "raging-dragon-lord")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }] }],
    expect: { zones: { "B.battle": ["b_v", "b_dr"], "B.shields": ["b_b3"] } },
  },
  {
    template: "spell:effect",
    card: "celestial-arc",
    sentence: "Choose a non-Dragon and non-Phoenix creature … (a Red Command Dragon)",
    why: "Negative case: B's Red Command Dragon has Dragon in its race (203.2): it can't be chosen.",
    A: { hand: [c("a_sp", "celestial-arc")] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA), c("b_dr", "raging-dragon-lord")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_dr"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "absolute-guard",
    sentence: "Choose one of your creatures and shieldify it face up. Then choose one of your opponent's creatures and shieldify it face up.",
    why: "A's chosen creature becomes a new shield of A's, and B's chosen creature a new shield of B's, both face up (701.32b); the others stay.",
    A: { hand: [c("a_sp", "absolute-guard")], battle: [c("a_h2", HUMAN2), c("a_h3", HUMAN3)] },
    B: { battle: [c("b_b3", BEAST3), c("b_v", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_h2"] },
          { prompt: "choose-cards", by: "A", pick: ["b_v"] },
        ],
      },
    ],
    expect: { zones: { "A.shields": ["a_h2"], "A.battle": ["a_h3"], "B.shields": ["b_v"], "B.battle": ["b_b3"] } },
  },
  {
    template: "trigger:when",
    card: "dorvolan-striking-dragon-rider",
    sentence: "When you put this creature into the battle zone, destroy one of your opponent's creatures that has power 6000 or less. Then, choose one of your opponent's creatures in the battle zone that has more than 6000 power and return it to its owner's hand.",
    why: "B's 3000-power creature is destroyed; then B's 11000-power creature (more than 6000) returns to B's hand; the 6000-power creature is not more than 6000 and stays.",
    A: { hand: [c("a_dv", "dorvolan-striking-dragon-rider")] },
    B: { battle: [c("b_b3", BEAST3), c("b_6k", "noumen"), c("b_big", "smith-breaking-right")] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_dv" },
        choices: [{ prompt: "choose-cards", by: "A", pick: ["b_b3"] }],
      },
    ],
    expect: { zones: { "B.graveyard": ["b_b3"], "B.hand": ["b_big"], "B.battle": ["b_6k"] } },
  },
  {
    template: "spell:effect",
    card: "green-leaves-for-eyes-teleportation-hatsugatsuo",
    sentence: "Draw a card. Then choose one of your opponent's creatures or one of your opponent's tamaseeds and return it to its owner's hand.",
    why: "A draws a card, then B's tamaseed, the only creature or tamaseed B has, is chosen (a tamaseed may be) and returns to B's hand. A has no water creatures or tamaseeds: the Civil Count part draws nothing, and B has no creature left for its return.",
    A: { hand: [c("a_sp", "green-leaves-for-eyes-teleportation-hatsugatsuo")], deck: deck("a") },
    B: { battle: [c("b_ts", "hypersonic-goldentire")] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.hand": ["a_d1"], "B.hand": ["b_ts"], "B.battle": [] } },
  },
  {
    template: "trigger:when",
    card: "magma-moon-the-enlightened",
    sentence: "Whenever any of your creatures attacks, choose a number. Reveal the top card of your deck. If that card is a creature that costs the same as the chosen number you may put that creature into the battle zone for no cost.",
    why: "A's Human attacks; A chooses 3 and reveals the top card, a creature that costs 3: A puts it into the battle zone.",
    A: { battle: [c("a_mm", "magma-moon-the-enlightened", { under: [c("a_u", VANILLA)] }), c("a_h2", HUMAN2)], deck: [c("a_top", HUMAN3), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [
      {
        action: { kind: "attack", attacker: "a_h2", target: "B" },
        choices: [
          { prompt: "declare", by: "A", pick: ["3"] },
          { prompt: "choose-cards", by: "A", pick: ["a_top"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_mm", "a_h2", "a_top"], "A.deck": ["a_d2"] } },
  },
  {
    template: "trigger:when",
    card: "magma-moon-the-enlightened",
    sentence: "… choose a number. … If that card is a creature that costs the same as the chosen number … (another number)",
    why: "Negative case: A chooses 4; the revealed creature costs 3, not the chosen number: it can't be put and stays on top of the deck.",
    A: { battle: [c("a_mm", "magma-moon-the-enlightened", { under: [c("a_u", VANILLA)] }), c("a_h2", HUMAN2)], deck: [c("a_top", HUMAN3), c("a_d2", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_h2", target: "B" }, choices: [{ prompt: "declare", by: "A", pick: ["4"] }] }],
    expect: { zones: { "A.battle": ["a_mm", "a_h2"] }, order: { "A.deck": ["a_top", "a_d2"] } },
  },
  // --- "This turn, those creatures can't attack or block": the period said first ---
  {
    template: "spell:effect",
    card: "warning-spike",
    sentence: "Choose any number of your opponent's creatures in the battle zone. This turn, those creatures can't attack or block.",
    why: "A chooses B's blocker; this turn it can't block: when A's Human attacks, B's block with it is refused.",
    A: { hand: [c("a_sp", "warning-spike")], battle: [c("a_h3", HUMAN3)] },
    B: { battle: [c("b_bl", BLOCKER), c("b_bl2", BLOCKER)], shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_bl"] }] },
      { action: { kind: "attack", attacker: "a_h3", target: "B", block: "b_bl" } },
    ],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
  {
    template: "spell:effect",
    card: "warning-spike",
    sentence: "… This turn, those creatures can't attack or block. (a blocker not chosen)",
    why: "Negative case: B's other blocker was not chosen and blocks; at 2000 against the 3000-power Human it loses the battle (115.3b).",
    A: { hand: [c("a_sp", "warning-spike")], battle: [c("a_h3", HUMAN3)] },
    B: { battle: [c("b_bl", BLOCKER), c("b_bl2", BLOCKER)], shields: deck("b_s", 2) },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_bl"] }] },
      { action: { kind: "attack", attacker: "a_h3", target: "B", block: "b_bl2" } },
    ],
    expect: { zones: { "B.battle": ["b_bl"], "B.graveyard": ["b_bl2"], "B.shields": ["b_s_d1", "b_s_d2"] } },
  },
  // --- slips in the modes of a modal spell ---
  {
    template: "modal:choose-one-more",
    card: "child-festival-of-faerie-darkness",
    sentence: "Choose one of the following. If you have a darkness creature or tamaseed and nature creature or tamaseed, you may choose both: … ► Put the top of your deck into your mana zone.",
    why: "A has a darkness creature and a nature creature, so A may choose both: the top card goes to the graveyard and (the only card there) back to the hand, then the next top card (\"the top of your deck\": its top card) goes to the mana zone.",
    A: { hand: [c("a_sp", "child-festival-of-faerie-darkness")], battle: [c("a_v", VANILLA), c("a_b2", BEAST2)], deck: deck("a") },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["both"] }] }],
    expect: { zones: { "A.hand": ["a_d1"], "A.mana": ["a_d2"], "A.deck": ["a_d3"] } },
  },
  {
    template: "modal:choose-one-more",
    card: "child-festival-of-faerie-darkness",
    sentence: "… you may choose both … (no nature creature or tamaseed)",
    why: "Negative case: without a nature creature or tamaseed A can't choose both (the pick is refused).",
    A: { hand: [c("a_sp", "child-festival-of-faerie-darkness")], battle: [c("a_v", VANILLA)], deck: deck("a") },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["both"] }] }],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "modal:choose-one-more",
    card: "ougon-bouken-max",
    sentence: "► Put all your opponent's creatures that have power 2000 or less into your opponent's mana zone:",
    why: "A chooses the first mode: B's creatures with power 2000 or less go to B's mana zone (\"your opponent's mana zone\", their owner's); B's 3000-power creature stays.",
    A: { hand: [c("a_sp", "ougon-bouken-max")] },
    B: { battle: [c("b_b2", BEAST2), c("b_h2", HUMAN2), c("b_b3", BEAST3)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-1"] }] }],
    expect: { zones: { "B.mana": ["b_b2", "b_h2"], "B.battle": ["b_b3"] } },
  },
  {
    template: "modal:choose-one-more",
    card: "melnia-emergency-explosive-burst",
    sentence: "► Your opponent draws a card, then chooses 2 cards in their hand and discards them.",
    why: "A chooses the second mode: B draws a card, then B chooses 2 of the 3 cards in B's hand and discards them (701.7a); the third stays.",
    A: { hand: [c("a_sp", "melnia-emergency-explosive-burst")] },
    B: { hand: [c("b_h1", BEAST2), c("b_h2", BEAST3)], deck: deck("b") },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-mode", by: "A", pick: ["mode-2"] },
          { prompt: "choose-cards", by: "B", pick: ["b_h1", "b_d1"] },
        ],
      },
    ],
    expect: { zones: { "B.hand": ["b_h2"], "B.graveyard": ["b_h1", "b_d1"], "B.deck": ["b_d2", "b_d3"] } },
  },
  {
    template: "modal:choose-one-more",
    card: "melnia-emergency-explosive-burst",
    sentence: "► Your opponent … chooses 2 cards in their hand and discards them. (A chooses)",
    why: "Negative case: B, not A, chooses the cards B discards: a pick scripted as A's is refused.",
    A: { hand: [c("a_sp", "melnia-emergency-explosive-burst")] },
    B: { hand: [c("b_h1", BEAST2), c("b_h2", BEAST3)], deck: deck("b") },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-mode", by: "A", pick: ["mode-2"] },
          { prompt: "choose-cards", by: "A", pick: ["b_h1", "b_d1"] },
        ],
      },
    ],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
];
