/**
 * Smoke scenarios for the clause readers of issue 14, branch `clauses` (lib/abilities/clauses-more.ts): each on a real
 * card, the expected outcome written from the printed sentence and the rules clause quoted in `why` before the run.
 * Clauses: 109.2 (an effect that has a player choose cards: they choose among those that satisfy it), 115.3b (the loser
 * of a battle is destroyed), 701.9 (destroy: put into the graveyard), 701.10 (discard), 701.32a (shieldify: a new
 * shield, face down), 113.2 (shields are counted as cards of the shield zone), 101.4 (a "may" is the player's choice).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const P1000 = "aqua-vehicle"; // 1000 power, no text
const P2000 = "a-zarashi"; // 2000 power, no text
const P3000 = "alpaca-hammer"; // 3000 power, no text
const P5000 = "bongora-kraft-style"; // 5000 power, no text
const PSY3 = "chain-arm-tribe"; // a psychic creature, cost 3
const PSY2 = "chandelier-channeler-of-suns"; // a psychic creature, cost 2
const PSY3B = "dragonic-pippi"; // a psychic creature, cost 3

export const CLAUSES_SMOKES: Smoke[] = [
  {
    template: "spell:effect",
    card: "super-flaming-hell-s-scrapper",
    sentence: "Destroy any number of your opponent's creatures that have total power 5000 or less.",
    why: "A picks B's 3000-power creature (2000 of the total left), then the 2000-power one (0 left): the 1000-power creature no longer fits, so the choice ends there. Both picked creatures are destroyed (701.9); the 1000 and 4000 ones stay.",
    A: { hand: [c("a_sp", "super-flaming-hell-s-scrapper")] },
    B: { battle: [c("b_1", P1000), c("b_2", P2000), c("b_3", P3000), c("b_4", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["b_3"] },
          { prompt: "choose-cards", by: "A", pick: ["b_2"] },
        ],
      },
    ],
    expect: { zones: { "B.battle": ["b_1", "b_4"], "B.graveyard": ["b_3", "b_2"] } },
  },
  {
    template: "spell:effect",
    card: "super-flaming-hell-s-scrapper",
    sentence: "Destroy any number of your opponent's creatures that have total power 5000 or less. (over the total)",
    why: "Negative case: after B's 3000-power creature only 2000 of the total is left; the 1000-power creature still fits, but the 4000-power one would make 7000, more than 5000, so it is not one A may choose next (the scripted pick is refused).",
    A: { hand: [c("a_sp", "super-flaming-hell-s-scrapper")] },
    B: { battle: [c("b_1", P1000), c("b_3", P3000), c("b_4", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["b_3"] },
          { prompt: "choose-cards", by: "A", pick: ["b_4"] },
        ],
      },
    ],
    error: { code: "E_ILLEGAL_CHOICE", step: 0 },
  },
  {
    template: "spell:effect",
    card: "tenshukaku-soul-military-keep",
    sentence: "Choose up to 2 of your opponent's creatures that have total power 8000 or less and destroy them.",
    why: "A picks B's 4000-power creature, then the 3000-power one (7000 in all): up to 2 were chosen, so the choice ends and both are destroyed; the third creature stays.",
    A: { hand: [c("a_sp", "tenshukaku-soul-military-keep")] },
    B: { battle: [c("b_1", P1000), c("b_3", P3000), c("b_4", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["b_4"] },
          { prompt: "choose-cards", by: "A", pick: ["b_3"] },
        ],
      },
    ],
    expect: { zones: { "B.battle": ["b_1"], "B.graveyard": ["b_4", "b_3"] } },
  },
  {
    template: "modal:choose-one",
    card: "hyperspatial-bolshack-hole",
    sentence: "Choose one of the following: ► Put any number of psychic creatures that have total cost 5 or less from your hyperspatial zone into the battle zone: ► Put a fire psychic creature that costs 7 or less …",
    why: "The first line destroys B's only creature of 3000 power or less. A chooses the first mode and puts a cost-3 psychic creature, then the cost-2 one (5 in all): the other cost-3 one no longer fits, so it stays in the hyperspatial zone.",
    A: { hand: [c("a_sp", "hyperspatial-bolshack-hole")], hyperspatial: [c("a_p3", PSY3), c("a_p2", PSY2), c("a_q3", PSY3B)] },
    B: { battle: [c("b_1", P1000)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_sp" },
        choices: [
          { prompt: "choose-mode", by: "A", pick: ["mode-1"] },
          { prompt: "choose-cards", by: "A", pick: ["a_p3"] },
          { prompt: "choose-cards", by: "A", pick: ["a_p2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_p3", "a_p2"], "A.hyperspatial": ["a_q3"], "B.graveyard": ["b_1"] } },
  },
  {
    template: "static:power",
    card: "kangoku-nyudo",
    sentence: "Onitime: If you and your opponent have a total of 6 or less shields, this creature gets +3000 power.",
    why: "A has 3 shields and B 3: 6 in total, so Kangoku Nyudo has 2000 + 3000 = 5000 power and wins its battle with a 4000-power creature, which is destroyed (115.3b).",
    A: { battle: [c("a_k", "kangoku-nyudo")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_k", b: "b_v" } }],
    expect: { zones: { "A.battle": ["a_k"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "static:power",
    card: "kangoku-nyudo",
    sentence: "Onitime: If you and your opponent have a total of 6 or less shields, … (7 shields)",
    why: "Negative case: A has 4 shields and B 3: 7 in total, more than 6, so Kangoku Nyudo keeps its 2000 power and loses the battle with a 4000-power creature (115.3b).",
    A: { battle: [c("a_k", "kangoku-nyudo")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA), c("a_s4", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_k", b: "b_v" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_k"], "B.battle": ["b_v"] } },
  },
  {
    template: "static:power",
    card: "grenma-nyudo",
    sentence: "Onitime: If you and your opponent have a total of 6 or less shields, this creature gets +3000 power and \"double breaker\". (A creature that has \"double breaker\" breaks 2 shields.)",
    why: "The ability word and the reminder both left out: A has 2 shields and B 2 (4 in total), so Grenma Nyudo has 3000 + 3000 = 6000 power and beats a 5000-power creature (115.3b).",
    A: { battle: [c("a_g", "grenma-nyudo")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_5", P5000)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_g", b: "b_5" } }],
    expect: { zones: { "A.battle": ["a_g"], "B.graveyard": ["b_5"] } },
  },
  {
    template: "trigger:when",
    card: "ichimatsu-ten-feet-doll",
    sentence: "When an opponent's creature attacks, destroy this creature and that creature.",
    why: "On B's turn B's creature attacks: Ichimatsu and the attacking creature are both destroyed (701.9); the attack ends with no attacker, so A's tapped creature is not battled.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_i", "ichimatsu-ten-feet-doll"), c("a_t", P1000, { tapped: true })] },
    B: { battle: [c("b_a", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_a", target: "a_t" } }],
    expect: { zones: { "A.battle": ["a_t"], "A.graveyard": ["a_i"], "B.battle": [], "B.graveyard": ["b_a"] } },
  },
  {
    template: "trigger:when",
    card: "cobra-dashura",
    sentence: "When you put this creature into the battle zone, your opponent chooses and destroys one of their creatures.",
    why: "A puts Cobra Dashura: B (the opponent) chooses one of B's creatures, the 1000-power one, and it is destroyed; B's other creature stays.",
    A: { hand: [c("a_c", "cobra-dashura")] },
    B: { battle: [c("b_1", P1000), c("b_4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_c" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_1"] }] }],
    expect: { zones: { "A.battle": ["a_c"], "B.battle": ["b_4"], "B.graveyard": ["b_1"] } },
  },
  {
    template: "spell:effect",
    card: "cranium-clamp",
    sentence: "Your opponent chooses and discards 2 cards from his hand.",
    why: "B (the opponent) chooses 2 of the 3 cards in B's hand and discards them (701.10); the third stays.",
    A: { hand: [c("a_sp", "cranium-clamp")] },
    B: { hand: [c("b_h1", VANILLA), c("b_h2", P1000), c("b_h3", P2000)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_h1", "b_h3"] }] }],
    expect: { zones: { "B.hand": ["b_h2"], "B.graveyard": ["b_h1", "b_h3"], "A.graveyard": ["a_sp"] } },
  },
  {
    template: "spell:effect",
    card: "lost-re-soul",
    sentence: "Your opponent discards all cards from their hand.",
    why: "Every card in B's hand is discarded (701.10).",
    A: { hand: [c("a_sp", "lost-re-soul")] },
    B: { hand: [c("b_h1", VANILLA), c("b_h2", P1000), c("b_h3", P2000)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.hand": [], "B.graveyard": ["b_h1", "b_h2", "b_h3"] } },
  },
  {
    template: "trigger:when",
    card: "codename-dleshi",
    sentence: "When you put this creature, draw a card and shieldify a card from your hand.",
    why: "A puts Codename Dleshi: A draws the top card of the deck, then chooses a card in A's hand (the one just drawn) and puts it into the shield zone as a new shield (701.32a); the other card stays in the hand.",
    A: { hand: [c("a_d", "codename-dleshi"), c("a_h", VANILLA)], deck: [c("a_top", P1000)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_d" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_top"] }] }],
    expect: { zones: { "A.hand": ["a_h"], "A.shields": ["a_top"], "A.battle": ["a_d"] }, drew: { A: 1 } },
  },
  {
    template: "trigger:when",
    card: "hyper-triserati",
    sentence: "When you put this creature, choose one of your opponent's creatures and shieldify it.",
    why: "A puts Hyper Triserati and chooses B's 1000-power creature: it goes to B's shield zone as a new shield (701.32a); B's other creature stays.",
    A: { hand: [c("a_h", "hyper-triserati")] },
    B: { battle: [c("b_1", P1000), c("b_4", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_h" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_1"] }] }],
    expect: { zones: { "B.battle": ["b_4"], "B.shields": ["b_1"] } },
  },
  {
    template: "trigger:when",
    card: "donna-dona-remnant-of-the-jungle",
    sentence: "Whenever you put another creature into the battle zone, this turn, this creature gets +3000 power.",
    why: "A puts another creature: this turn Donna Dona has 2000 + 3000 = 5000 power, so it wins its battle with a 4000-power creature (115.3b).",
    A: { battle: [c("a_d", "donna-dona-remnant-of-the-jungle")], hand: [c("a_v", P1000)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_v" } }, { action: { kind: "battle", a: "a_d", b: "b_v" } }],
    expect: { zones: { "A.battle": ["a_d", "a_v"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: "donna-dona-remnant-of-the-jungle",
    sentence: "Whenever you put another creature into the battle zone, this turn, … (no creature put)",
    why: "Negative case: no other creature was put, so Donna Dona has its 2000 power and loses the battle with a 4000-power creature (115.3b).",
    A: { battle: [c("a_d", "donna-dona-remnant-of-the-jungle")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_d", b: "b_v" } }],
    expect: { zones: { "A.graveyard": ["a_d"], "B.battle": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: "matora-continuous-death-treasure",
    sentence: "When this creature leaves the battle zone, choose one of your opponent's creatures. That creature gets -3000 until the end of the turn. (A creature that has power 0 or less is destroyed.)",
    why: "B destroys Matora: A chooses B's 3000-power creature, which gets -3000 power (the number a creature gets is its power): 0 power, so it is destroyed by the rule the reminder restates; B's 4000-power creature stays.",
    A: { battle: [c("a_m", "matora-continuous-death-treasure")] },
    B: { battle: [c("b_3", P3000), c("b_4", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_m", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_3"] }] }],
    expect: { zones: { "A.graveyard": ["a_m"], "B.battle": ["b_4"], "B.graveyard": ["b_3"] } },
  },
  {
    template: "spell:effect",
    card: "screw-spiral",
    sentence: "If you have more shields than your opponent, you may draw a card.",
    why: "Screw Spiral returns B's creature to B's hand; A has 2 shields and B 1, more than B, so A may draw a card, and does.",
    A: { hand: [c("a_sp", "screw-spiral")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)], deck: [c("a_top", P1000)] },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_top"], "B.hand": ["b_v"] }, drew: { A: 1 } },
  },
  {
    template: "spell:effect",
    card: "screw-spiral",
    sentence: "If you have more shields than your opponent, you may draw a card. (the same number)",
    why: "Negative case: A and B have 1 shield each, so A does not have more: nothing is asked and nothing drawn.",
    A: { hand: [c("a_sp", "screw-spiral")], shields: [c("a_s1", VANILLA)], deck: [c("a_top", P1000)] },
    B: { battle: [c("b_v", VANILLA)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.hand": [], "B.hand": ["b_v"] }, drew: { A: 0 } },
  },
];
