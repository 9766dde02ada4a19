/**
 * Smokes for the players3 readers (lib/abilities/players3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 * Clauses: 701.21a (Gachinko Judge: each player reveals the top card of their deck and puts it on the bottom), 701.21b
 * (the player who uses it wins with a card that costs the same as or more than the opponent's), 101.4 (the turn
 * player's side first), 400.2c (cards chosen from a hidden zone are shown), 114.2 (one card drawn at a time),
 * 115.3b (the loser of a battle is destroyed), 703.4c (power 0 or less: destroyed), 509.2 (a broken shield goes to the
 * hand), 507.1a (a creature that can't be blocked).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const SMALL = "aqua-vehicle"; // cost 2, power 1000, no text
const BIG = "bongora-kraft-style"; // cost 5, no text
const HUNTER = "alpaca-hammer"; // cost 3, no text
const DRAGON = "magmadragon-melgars"; // cost 4, no text
const JOKER = "the-ramen"; // a Jokers creature, no text
const BLOCKER = "aqua-sparta"; // Blocker

export const PLAYERS3_SMOKES: Smoke[] = [
  {
    template: "trigger:when",
    card: "aqua-pta",
    sentence: "Whenever this creature attacks, you and your opponent play Gachinko Judge until you lose or stop yourself. Then for each time you win Gachinko Judge, you may draw a card.",
    why: "Aqua PTA attacks. Judge 1: A 4 vs B 3, a win (701.21b); A plays again. Judge 2: A 5 vs B 3, a win; A plays again. Judge 3: A 2 vs B 5, a loss: it ends. Each revealed card went to the bottom (701.21a): A's deck is now a_d, a_j1, a_j2, a_j3. Two wins: A may draw a card twice and does: a_d and a_j1.",
    A: { battle: [c("a_pta", "aqua-pta")], deck: [c("a_j1", DRAGON), c("a_j2", BIG), c("a_j3", SMALL), c("a_d", VANILLA)] },
    B: { battle: [c("b_t", SMALL, { tapped: true })], deck: [c("b_1", HUNTER), c("b_2", HUNTER), c("b_3", BIG)] },
    steps: [
      {
        action: { kind: "attack", attacker: "a_pta", target: "b_t" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d", "a_j1"] }, order: { "A.deck": ["a_j2", "a_j3"], "B.deck": ["b_1", "b_2", "b_3"] }, drew: { A: 2 } },
  },
  {
    template: "trigger:when",
    card: "aqua-pta",
    sentence: "… until you lose or stop yourself. … (A stops after one win)",
    why: "Judge 1: A 4 vs B 3, a win; A chooses to stop (\"or stop yourself\"): one judge only, one win, so A may draw one card: the card now on top (a_j2; a_j1 went to the bottom).",
    A: { battle: [c("a_pta", "aqua-pta")], deck: [c("a_j1", DRAGON), c("a_j2", BIG), c("a_j3", SMALL)] },
    B: { battle: [c("b_t", SMALL, { tapped: true })], deck: [c("b_1", HUNTER), c("b_2", BIG)] },
    steps: [
      {
        action: { kind: "attack", attacker: "a_pta", target: "b_t" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "no" },
          { prompt: "yes-no", by: "A", answer: "yes" },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_j2"] }, order: { "A.deck": ["a_j3", "a_j1"], "B.deck": ["b_2", "b_1"] }, drew: { A: 1 } },
  },
  {
    template: "trigger:when",
    card: "aqua-pta",
    sentence: "… until you lose or stop yourself. … (the first judge lost)",
    why: "Negative case: judge 1: A 2 vs B 5, a loss: no win, nothing is drawn and nothing asked; both revealed cards are at the bottom.",
    A: { battle: [c("a_pta", "aqua-pta")], deck: [c("a_j1", SMALL), c("a_j2", BIG)] },
    B: { battle: [c("b_t", SMALL, { tapped: true })], deck: [c("b_1", BIG), c("b_2", SMALL)] },
    steps: [{ action: { kind: "attack", attacker: "a_pta", target: "b_t" } }],
    expect: { zones: { "A.hand": [] }, order: { "A.deck": ["a_j2", "a_j1"], "B.deck": ["b_2", "b_1"] }, drew: { A: 0 } },
  },
  {
    template: "trigger:when",
    card: "curry-giant",
    sentence: "Whenever this creature attacks, you and your opponent play Gachinko Judge until you lose or stop yourself. Then for each time you win Gachinko Judge, you may put the top card of your deck into your mana zone.",
    why: "Judge 1: A 5 vs B 3, a win; A plays again. Judge 2: A 4 vs B 5, a loss. One win: A may put the top card of the deck (now a_x) into the mana zone, and does.",
    A: { battle: [c("a_cg", "curry-giant")], deck: [c("a_j1", BIG), c("a_j2", DRAGON), c("a_x", SMALL)] },
    B: { battle: [c("b_t", SMALL, { tapped: true })], deck: [c("b_1", HUNTER), c("b_2", BIG)] },
    steps: [
      {
        action: { kind: "attack", attacker: "a_cg", target: "b_t" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
        ],
      },
    ],
    expect: { zones: { "A.mana": ["a_x"] }, order: { "A.deck": ["a_j1", "a_j2"], "B.deck": ["b_1", "b_2"] } },
  },
  {
    template: "trigger:when",
    card: "kobolun",
    sentence: "When you put this creature into the battle zone, you and your opponent play Gachinko Judge, If you win, choose up to 2 creatures in the battle zone and return them to their owner's hands.",
    why: "A puts Kobolun: A reveals 4, B reveals 3: a win (701.21b); A chooses B's two creatures and they return to B's hand.",
    A: { hand: [c("a_k", "kobolun")], deck: [c("a_j", DRAGON), c("a_x", SMALL)] },
    B: { battle: [c("b_v", VANILLA), c("b_w", SMALL)], deck: [c("b_j", HUNTER), c("b_y", SMALL)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_k" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v", "b_w"] }] }],
    expect: { zones: { "B.hand": ["b_v", "b_w"], "B.battle": [] }, order: { "A.deck": ["a_x", "a_j"], "B.deck": ["b_y", "b_j"] } },
  },
  {
    template: "trigger:when",
    card: "kobolun",
    sentence: "… play Gachinko Judge, If you win, … (a lost judge)",
    why: "Negative case: A reveals 2, B reveals 5: no win; nothing returns.",
    A: { hand: [c("a_k", "kobolun")], deck: [c("a_j", SMALL), c("a_x", SMALL)] },
    B: { battle: [c("b_v", VANILLA)], deck: [c("b_j", BIG), c("b_y", SMALL)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_k" } }],
    expect: { zones: { "B.hand": [], "B.battle": ["b_v"] }, order: { "A.deck": ["a_x", "a_j"], "B.deck": ["b_y", "b_j"] } },
  },
  {
    template: "trigger:gachinko-judge",
    card: "kiryuin-jin-commander-captain",
    sentence: "Whenever your opponent puts a creature into the battle zone, you and your opponent play Gachinko Judge. If you win, you may have this creature battle that creature.",
    why: "B puts a 4000 creature; A's Kiryuin Jin triggers; A reveals 4, B 3: a win; A has Kiryuin Jin (9000) battle it: the 4000 creature loses and is destroyed (115.3b). Kiryuin Jin won a battle: its other ability puts A's top card (a_x) into the mana zone, and A returns nothing.",
    turn: { number: 3, active: "B" },
    A: { battle: [c("a_kj", "kiryuin-jin-commander-captain")], deck: [c("a_j", DRAGON), c("a_x", SMALL)] },
    B: { hand: [c("b_v", VANILLA)], deck: [c("b_j", HUNTER), c("b_y", SMALL)] },
    steps: [
      {
        action: { kind: "put", player: "B", card: "b_v" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: [] },
        ],
      },
    ],
    expect: { zones: { "B.graveyard": ["b_v"], "A.battle": ["a_kj"], "A.mana": ["a_x"] } },
  },
  {
    template: "trigger:gachinko-judge",
    card: "kiryuin-jin-commander-captain",
    sentence: "… If you win, you may have this creature battle that creature. (a lost judge)",
    why: "Negative case: A reveals 2, B 5: no win, no battle: B's creature stays.",
    turn: { number: 3, active: "B" },
    A: { battle: [c("a_kj", "kiryuin-jin-commander-captain")], deck: [c("a_j", SMALL), c("a_x", SMALL)] },
    B: { hand: [c("b_v", VANILLA)], deck: [c("b_j", BIG), c("b_y", SMALL)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_v" } }],
    expect: { zones: { "B.battle": ["b_v"], "B.graveyard": [], "A.mana": [] } },
  },
  {
    template: "trigger:gachinko-judge",
    card: "go-thousand-shogun-of-gambling",
    sentence: "Whenever this creature attacks, you and your opponent play Gachinko Judge. If you win,choose one your opponent's creatures in the battle zone. That creature gets -5000 power until the end of the turn",
    why: "Go Thousand attacks B's tapped creature: A reveals 5, B 3: a win; A chooses B's 4000 creature: -5000 makes it -1000, destroyed (703.4c). Then Go Thousand (6000) battles the tapped 1000 creature, which is destroyed (115.3b).",
    A: { battle: [c("a_gt", "go-thousand-shogun-of-gambling")], deck: [c("a_j", BIG), c("a_x", SMALL)] },
    B: { battle: [c("b_v", VANILLA), c("b_t", SMALL, { tapped: true })], deck: [c("b_j", HUNTER), c("b_y", SMALL)] },
    steps: [{ action: { kind: "attack", attacker: "a_gt", target: "b_t" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }] }],
    expect: { zones: { "B.graveyard": ["b_v", "b_t"], "B.battle": [] } },
  },
  {
    template: "trigger:when",
    card: "poseidon-the-gold",
    sentence: "Whenever this creature attacks, you may jokers tornado. If you do, this creature gets +2000 power, \"double breaker\" and can't be blocked until the end of the turn. Jokers Tornado Return one of your other Jokers to your hand",
    why: "Poseidon attacks; A returns its other Jokers (the-ramen) to the hand (Jokers Tornado); Poseidon gets \"double breaker\": it breaks 2 of B's shields (509.2), both into B's hand.",
    A: { battle: [c("a_po", "poseidon-the-gold"), c("a_jr", JOKER)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [
      {
        action: { kind: "attack", attacker: "a_po", target: "B" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_jr"] },
          { prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_jr"], "B.hand": ["b_s1", "b_s2"], "B.shields": ["b_s3"] } },
  },
  {
    template: "trigger:when",
    card: "poseidon-the-gold",
    sentence: "… If you do, this creature gets … and can't be blocked until the end of the turn. (B tries to block)",
    why: "A tornadoes the-ramen: Poseidon can't be blocked this turn, so B's block with its blocker is refused (507.1a).",
    A: { battle: [c("a_po", "poseidon-the-gold"), c("a_jr", JOKER)] },
    B: { battle: [c("b_bl", BLOCKER)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_po", target: "B", block: "b_bl" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_jr"] }] }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "trigger:when",
    card: "poseidon-the-gold",
    sentence: "… you may jokers tornado. If you do, … (A does not)",
    why: "Negative case: A returns nothing: no \"if you do\"; Poseidon stays blockable and B blocks with its blocker; no shield is broken, the-ramen stays.",
    A: { battle: [c("a_po", "poseidon-the-gold"), c("a_jr", JOKER)] },
    B: { battle: [c("b_bl", BLOCKER)], shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_po", target: "B", block: "b_bl" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.battle": ["a_po", "a_jr"], "B.shields": ["b_s1", "b_s2", "b_s3"], "B.hand": [] } },
  },
  {
    template: "trigger:when",
    card: "durappa-gig",
    sentence: "When you put this creature into the battle zone, each player chooses a card from their hand and discards it.",
    why: "A puts Durappa: A (the turn player, 101.4) chooses a_h1, B chooses b_h2; both are discarded.",
    A: { hand: [c("a_dg", "durappa-gig"), c("a_h1", VANILLA), c("a_h2", SMALL)] },
    B: { hand: [c("b_h1", VANILLA), c("b_h2", SMALL)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_dg" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_h1"] },
          { prompt: "choose-cards", by: "B", pick: ["b_h2"] },
        ],
      },
    ],
    expect: { zones: { "A.graveyard": ["a_h1"], "A.hand": ["a_h2"], "B.graveyard": ["b_h2"], "B.hand": ["b_h1"] } },
  },
  {
    template: "trigger:when",
    card: "durappa-gig",
    sentence: "… each player chooses a card from their hand and discards it. (B's hand is empty)",
    why: "Negative case: B has no card: B discards nothing; A's only card is discarded (no other choice).",
    A: { hand: [c("a_dg", "durappa-gig"), c("a_h1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dg" } }],
    expect: { zones: { "A.graveyard": ["a_h1"], "A.hand": [], "B.graveyard": [] } },
  },
  {
    template: "trigger:when",
    card: "jennyco-nightwatch-doll",
    sentence: "When you put this creature into the battle zone, each player discards a card from their hand.",
    why: "Each player discards one card of their choice: A's only card, and the one B picks (b_h1).",
    A: { hand: [c("a_jn", "jennyco-nightwatch-doll"), c("a_h1", VANILLA)] },
    B: { hand: [c("b_h1", VANILLA), c("b_h2", SMALL)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_jn" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_h1"] }] }],
    expect: { zones: { "A.graveyard": ["a_h1"], "B.graveyard": ["b_h1"], "B.hand": ["b_h2"] } },
  },
  {
    template: "trigger:when",
    card: "schuka-duke-of-amnesia",
    sentence: "When this creature is destroyed, each player discards his hand.",
    why: "Schuka is destroyed: each player discards every card in their hand.",
    A: { battle: [c("a_sc", "schuka-duke-of-amnesia")], hand: [c("a_h1", VANILLA)] },
    B: { hand: [c("b_h1", VANILLA), c("b_h2", SMALL)] },
    steps: [{ action: { kind: "destroy", card: "a_sc", by: "B" } }],
    expect: { zones: { "A.hand": [], "B.hand": [], "A.graveyard": ["a_sc", "a_h1"], "B.graveyard": ["b_h1", "b_h2"] } },
  },
  {
    template: "trigger:when",
    card: "funky-wizard",
    sentence: "When you put this creature into the battle zone, each player may draw a card.",
    why: "Each player may draw: A (the turn player) draws, B declines: A drew 1, B 0.",
    A: { hand: [c("a_fw", "funky-wizard")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { deck: [c("b_d1", VANILLA), c("b_d2", VANILLA)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_fw" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "B", answer: "no" },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d1"], "B.hand": [] }, drew: { A: 1, B: 0 } },
  },
  {
    template: "trigger:when",
    card: "tutanmekhanen",
    sentence: "When you put this creature into the battle zone, each player draws a card.",
    why: "Each player draws a card: A and B draw one each.",
    A: { hand: [c("a_tt", "tutanmekhanen")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    B: { deck: [c("b_d1", VANILLA), c("b_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_tt" } }],
    expect: { zones: { "A.hand": ["a_d1"], "B.hand": ["b_d1"] }, drew: { A: 1, B: 1 } },
  },
  {
    template: "trigger:when",
    card: "dopoison-spray-monster",
    sentence: "When you put this creature, each player chooses one of their creatures and destroys it.",
    why: "A (the turn player, 101.4) chooses one of A's creatures (a_v, not Dopoison), B one of B's (b_2); both are destroyed.",
    A: { hand: [c("a_dp", "dopoison-spray-monster")], battle: [c("a_v", VANILLA)] },
    B: { battle: [c("b_1", VANILLA), c("b_2", SMALL)] },
    steps: [
      {
        action: { kind: "put", player: "A", card: "a_dp" },
        choices: [
          { prompt: "choose-cards", by: "A", pick: ["a_v"] },
          { prompt: "choose-cards", by: "B", pick: ["b_2"] },
        ],
      },
    ],
    expect: { zones: { "A.battle": ["a_dp"], "A.graveyard": ["a_v"], "B.battle": ["b_1"], "B.graveyard": ["b_2"] } },
  },
  {
    template: "trigger:when",
    card: "dopoison-spray-monster",
    sentence: "… each player chooses one of their creatures and destroys it. (B has none)",
    why: "Negative case: B has no creature and destroys nothing; A's only creature is Dopoison itself, which A must choose: it is destroyed.",
    A: { hand: [c("a_dp", "dopoison-spray-monster")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dp" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_dp"], "B.graveyard": [] } },
  },
  {
    template: "trigger:when",
    card: "bombersaur",
    sentence: "When this creature is destroyed, each player chooses 2 cards in his mana zone and puts them into his graveyard.",
    why: "Bombersaur is destroyed: A chooses 2 of A's 3 mana cards; B has only 1, which goes. All go to their owners' graveyards.",
    A: { battle: [c("a_bs", "bombersaur")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA), c("a_m3", SMALL)] },
    B: { mana: [c("b_m1", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_bs", by: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_m1", "a_m3"] }] }],
    expect: { zones: { "A.mana": ["a_m2"], "A.graveyard": ["a_bs", "a_m1", "a_m3"], "B.mana": [], "B.graveyard": ["b_m1"] } },
  },
  {
    template: "trigger:when",
    card: "bouchi-totorot-violent-abyss",
    sentence: "Whenever one of your creatures is destroyed, each opponent chooses one of their creatures and destroys it.",
    why: "A's creature is destroyed: B (A's only opponent) chooses one of B's creatures (b_2) and destroys it; A chooses nothing.",
    A: { battle: [c("a_bt", "bouchi-totorot-violent-abyss"), c("a_v", VANILLA)] },
    B: { battle: [c("b_1", VANILLA), c("b_2", SMALL)] },
    steps: [{ action: { kind: "destroy", card: "a_v", by: "B" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_2"] }] }],
    expect: { zones: { "A.battle": ["a_bt"], "B.battle": ["b_1"], "B.graveyard": ["b_2"] } },
  },
  {
    template: "spell:effect",
    card: "divine-riptide",
    sentence: "Each player returns all cards from his mana zone to his hand.",
    why: "Every card of both mana zones goes to its owner's hand.",
    A: { hand: [c("a_dr", "divine-riptide")], mana: [c("a_m1", VANILLA)] },
    B: { mana: [c("b_m1", VANILLA), c("b_m2", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_dr" } }],
    expect: { zones: { "A.hand": ["a_m1"], "A.mana": [], "B.hand": ["b_m1", "b_m2"], "B.mana": [] } },
  },
  {
    template: "spell:effect",
    card: "journey-of-the-new-generation",
    sentence: "Each player discards all cards in their hand. Then each player draws up to 5 cards.",
    why: "Both hands are discarded; then A (turn player) draws 2 and stops, B draws 1 and stops (up to 5 each).",
    A: { hand: [c("a_j", "journey-of-the-new-generation"), c("a_h1", VANILLA)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    B: { hand: [c("b_h1", VANILLA)], deck: [c("b_d1", VANILLA), c("b_d2", VANILLA)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_j" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "yes-no", by: "A", answer: "no" },
          { prompt: "yes-no", by: "B", answer: "yes" },
          { prompt: "yes-no", by: "B", answer: "no" },
        ],
      },
    ],
    expect: { zones: { "A.hand": ["a_d1", "a_d2"], "B.hand": ["b_d1"], "A.graveyard": ["a_h1", "a_j"], "B.graveyard": ["b_h1"] }, drew: { A: 2, B: 1 } },
  },
  {
    template: "trigger:when",
    card: "lexey-1-demonic-eye",
    sentence: "When you put this creature, each opponent discards a card at random from their hand.",
    why: "B, A's only opponent, discards its only card at random; A discards nothing.",
    A: { hand: [c("a_lx", "lexey-1-demonic-eye"), c("a_h1", VANILLA)] },
    B: { hand: [c("b_h1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_lx" } }],
    expect: { zones: { "B.graveyard": ["b_h1"], "A.hand": ["a_h1"] } },
  },
  {
    template: "spell:effect",
    card: "buster-charger",
    sentence: "One of your creatures gets +5000 power and breaks an additional shield until the end of the turn.",
    why: "A's only creature is chosen (no other choice): it now breaks one more shield than it would (509.2b: 1, plus one): attacking B, it breaks 2 shields.",
    A: { hand: [c("a_bc", "buster-charger")], battle: [c("a_v", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_bc" } },
      { action: { kind: "attack", attacker: "a_v", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] },
    ],
    expect: { zones: { "B.hand": ["b_s1", "b_s2"], "B.shields": ["b_s3"] } },
  },
  {
    template: "spell:effect",
    card: "buster-charger",
    sentence: "One of your creatures gets … and breaks an additional shield … (another creature attacks)",
    why: "Negative case: A chooses a_v; a_w, not chosen, attacks and breaks one shield only (509.2a).",
    A: { hand: [c("a_bc", "buster-charger")], battle: [c("a_v", VANILLA), c("a_w", VANILLA)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA), c("b_s3", VANILLA)] },
    steps: [
      { action: { kind: "cast", player: "A", card: "a_bc" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_v"] }] },
      { action: { kind: "attack", attacker: "a_w", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] },
    ],
    expect: { zones: { "B.hand": ["b_s1"], "B.shields": ["b_s2", "b_s3"] } },
  },
  {
    template: "spell:effect",
    card: "celestial-flame",
    sentence: "You may turn a card in your mana zone face down. Crystal Mana (A face down card in your mana zone is treated as a colorless card with a mana number of 1. Its owner may look at them at any time.)",
    why: "A may turn a mana card face down and does: A picks a_m1, which stays in the mana zone, face down; a_m2 stays face up.",
    A: { hand: [c("a_cf", "celestial-flame")], mana: [c("a_m1", VANILLA), c("a_m2", SMALL)] },
    steps: [
      {
        action: { kind: "cast", player: "A", card: "a_cf" },
        choices: [
          { prompt: "yes-no", by: "A", answer: "yes" },
          { prompt: "choose-cards", by: "A", pick: ["a_m1"] },
        ],
      },
    ],
    expect: { zones: { "A.mana": ["a_m1", "a_m2"] }, faceDown: ["a_m1"], faceUp: ["a_m2"] },
  },
  {
    template: "spell:effect",
    card: "celestial-flame",
    sentence: "You may turn a card in your mana zone face down. … (A declines)",
    why: "Negative case: A chooses not to: both mana cards stay face up.",
    A: { hand: [c("a_cf", "celestial-flame")], mana: [c("a_m1", VANILLA), c("a_m2", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_cf" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.mana": ["a_m1", "a_m2"] }, faceUp: ["a_m1", "a_m2"] },
  },
];
