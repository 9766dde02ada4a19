/**
 * Smokes for the heads3 readers (lib/abilities/heads3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 *
 * Rules quoted: 507.2a 「ブロッカー能力によってその能力を使用したクリーチャーに攻撃先が変更された場合、選ばれたクリーチャーはブロッククリー
 * チャーとして指定されます。」; 507.2c 「ブロッククリーチャーにブロックされた攻撃クリーチャーは、「ブロックされたクリーチャー」になります。」;
 * 507.3a 「「このクリーチャーがブロックした時」という誘発条件を持つ誘発型能力は、その能力を持つクリーチャー自身がブロッククリーチャーに指定
 * されることで誘発します。」; 508.1 「この段階でクリーチャーを攻撃しているかクリーチャーの攻撃先が変更されていればバトルが発生します。」;
 * 509.1 (a changed target breaks no shield); 701.13a (the creature with less power loses; a tie, both).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

/** B attacks on B's turn 5 (A's creatures block). */
const B_TURN = { number: 5, active: "B" as const };
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));

export const HEADS3_SMOKES: Smoke[] = [
  // --- "after the battle" of a block ------------------------------------------------------------------------------
  {
    template: "trigger:block-other",
    card: "balforce-the-demonic-holy-spirit",
    sentence: "Whenever this creature blocks, untap it after the battle.",
    why: "507.3a: Balforce (6000) is designated as the blocking creature; it taps to block (507.2a) and battles B's 4000 creature (508.1), which loses (701.13a). After the battle Balforce is untapped.",
    turn: B_TURN,
    A: { battle: [c("a_bf", "balforce-the-demonic-holy-spirit")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_bf" } }],
    expect: { zones: { "A.battle": ["a_bf"], "B.graveyard": ["b_v"], "A.shields": ["a_s1"] }, untapped: ["a_bf"] },
  },
  {
    template: "trigger:block-other",
    card: "balforce-the-demonic-holy-spirit",
    sentence: "Whenever this creature blocks, untap it after the battle. (attacked, not blocking)",
    why: "Tapped Balforce is attacked by B's 4000 creature and wins the battle, but it did not block (507.3a): nothing untaps it, it stays tapped.",
    turn: B_TURN,
    A: { battle: [c("a_bf", "balforce-the-demonic-holy-spirit", { tapped: true })] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "a_bf" } }],
    expect: { zones: { "A.battle": ["a_bf"], "B.graveyard": ["b_v"] }, tapped: ["a_bf"] },
  },
  {
    template: "trigger:block-other",
    card: "candle-service-fallen-angel-of-goodness",
    sentence: "When this creature blocks, destroy it after it battles.",
    why: "Candle Service (7000) blocks B's 4000 creature and wins the battle (701.13a); after it battles, it is destroyed. Both end in their graveyards; A's shield stays (509.1).",
    turn: B_TURN,
    A: { battle: [c("a_cs", "candle-service-fallen-angel-of-goodness")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_cs" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_cs"], "B.graveyard": ["b_v"], "A.shields": ["a_s1"] } },
  },
  {
    template: "trigger:block-other",
    card: "panaon",
    sentence: "Whenever this creature blocks, after the battle, return the blocked creature to its owner's hand.",
    why: "Panaon (1000) blocks B's 4000 creature: it is the blocked creature (507.2c). Panaon loses the battle and is destroyed; the ability triggered at the block, so after the battle the blocked creature is still returned to B's hand.",
    turn: B_TURN,
    A: { battle: [c("a_pn", "panaon")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_pn" } }],
    expect: { zones: { "A.graveyard": ["a_pn"], "B.battle": [], "B.hand": ["b_v"], "A.shields": ["a_s1"] } },
  },
  {
    template: "trigger:block-other",
    card: "panaon",
    sentence: "Whenever this creature blocks, after the battle, return the blocked creature ... (attacked, not blocking)",
    why: "Tapped Panaon is attacked and battles, but it did not block: no creature is returned; Panaon (1000) loses and is destroyed, B's creature stays.",
    turn: B_TURN,
    A: { battle: [c("a_pn", "panaon", { tapped: true })] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "a_pn" } }],
    expect: { zones: { "A.graveyard": ["a_pn"], "B.battle": ["b_v"], "B.hand": [] } },
  },
  // --- the other creature of the block ------------------------------------------------------------------------------
  {
    template: "trigger:block-other",
    card: "juju-misfortune-demon-79",
    sentence: "When this creature blocks, that opponent's creature gets -9000 power until the end of the turn.",
    why: "Juju (2000) blocks B's 4000 creature, which gets -9000: power 0 or less, it is destroyed (703) before the battle step, so no battle happens (508.1: no attacking creature) and Juju survives, tapped.",
    turn: B_TURN,
    A: { battle: [c("a_jj", "juju-misfortune-demon-79")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_jj" } }],
    expect: { zones: { "A.battle": ["a_jj"], "B.graveyard": ["b_v"], "A.shields": ["a_s1"] }, tapped: ["a_jj"] },
  },
  {
    template: "trigger:block-other",
    card: "jurogumo",
    sentence: "Whenever this creature blocks, destroy the attacking creature and draw two cards.",
    why: "Jurogumo blocks: the attacking creature is destroyed and A draws two cards. Jurogumo stays (no battle: the attacker is gone, 508.1).",
    turn: B_TURN,
    A: { battle: [c("a_jg", "jurogumo")], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_jg" } }],
    expect: { zones: { "A.battle": ["a_jg"], "B.graveyard": ["b_v"], "A.hand": ["a_d1", "a_d2"] }, drew: { A: 2 } },
  },
  {
    template: "trigger:block-other",
    card: "jurogumo",
    sentence: "Whenever this creature blocks, destroy the attacking creature ... (no block)",
    why: "A declares no block: Jurogumo does not block, nothing is destroyed and A draws nothing; B's creature breaks A's shield.",
    turn: B_TURN,
    A: { battle: [c("a_jg", "jurogumo")], deck: deck("a"), shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.battle": ["a_jg"], "B.battle": ["b_v"], "A.hand": ["a_s1"] }, drew: { A: 0 } },
  },
  // --- "after the attack" of an attack or a block -----------------------------------------------------------------
  {
    template: "trigger:block-other",
    card: "dish-wish",
    sentence: "Whenever this creature attacks or blocks, destroy this creature after the attack. (blocks)",
    why: "Dish Wish (5000) blocks B's 4000 creature and wins the battle; after the attack it blocked is over, Dish Wish is destroyed.",
    turn: B_TURN,
    A: { battle: [c("a_dw", "dish-wish")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_dw" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_dw"], "B.graveyard": ["b_v"], "A.shields": ["a_s1"] } },
  },
  {
    template: "trigger:block-other",
    card: "dish-wish",
    sentence: "Whenever this creature attacks or blocks, destroy this creature after the attack. (attacks)",
    why: "Dish Wish attacks B and breaks one shield (509.2a); after the attack it is destroyed.",
    A: { battle: [c("a_dw", "dish-wish")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_dw", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1"] }] }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_dw"], "B.hand": ["b_s1"], "B.shields": ["b_s2"] } },
  },
  {
    template: "trigger:block-other",
    card: "dish-wish",
    sentence: "Whenever this creature attacks or blocks, destroy this creature after the attack. (neither)",
    why: "B's creature attacks A and A does not block: Dish Wish neither attacked nor blocked and stays; A's shield is broken.",
    turn: B_TURN,
    A: { battle: [c("a_dw", "dish-wish")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" } }],
    expect: { zones: { "A.battle": ["a_dw"], "A.hand": ["a_s1"] } },
  },
  // --- "one of your Gladiators or Earth Eaters blocks" ---------------------------------------------------------------
  {
    template: "trigger:when",
    card: "agira-the-warlord-crawler",
    sentence: "Whenever one of your Gladiators or Earth Eaters blocks, you may draw a card.",
    why: "A's Calm Crawler (an Earth Eater) blocks (507.3a, 507.3b: it has the race as it blocks): A may draw a card and does.",
    turn: B_TURN,
    A: { battle: [c("a_ag", "agira-the-warlord-crawler"), c("a_cc", "calm-crawler")], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_cc" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_d1"] }, drew: { A: 1 } },
  },
  {
    template: "trigger:when",
    card: "agira-the-warlord-crawler",
    sentence: "Whenever one of your Gladiators or Earth Eaters blocks, you may draw a card. (a Liquid People blocks)",
    why: "Aqua Sparta (Liquid People / Origin) is neither a Gladiator nor an Earth Eater: nothing triggers, A draws nothing.",
    turn: B_TURN,
    A: { battle: [c("a_ag", "agira-the-warlord-crawler"), c("a_sp", "aqua-sparta")], deck: deck("a") },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_sp" } }],
    expect: { zones: { "A.hand": [] }, drew: { A: 0 }, triggers: { fired: [] } },
  },
  // --- a block head read for another template's body (trigger:gachinko-judge) ---------------------------------------
  {
    template: "trigger:gachinko-judge",
    card: "squid-assassination-guardian",
    sentence: "Whenever this creature blocks, you and your opponent play Gachinko Judge. If you win, destroy one of your opponent's untapped creatures.",
    why: "507.3a: Squid blocks B's attacking 4000 creature. Gachinko Judge (701.21a/b): A reveals a 5-cost card, B a 2-cost card; A wins and destroys B's one untapped creature (the attacker is tapped). Then Squid (2000) battles the attacker (508.1), loses and is destroyed.",
    turn: B_TURN,
    A: { battle: [c("a_sq", "squid-assassination-guardian")], deck: [c("a_j", "bongora-kraft-style"), c("a_x", "aqua-vehicle")] },
    B: { battle: [c("b_v", VANILLA), c("b_u", VANILLA)], deck: [c("b_j", "aqua-vehicle"), c("b_y", "aqua-vehicle")] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_sq" } }],
    expect: { zones: { "A.graveyard": ["a_sq"], "B.graveyard": ["b_u"], "B.battle": ["b_v"] }, order: { "A.deck": ["a_x", "a_j"], "B.deck": ["b_y", "b_j"] } },
  },
  {
    template: "trigger:gachinko-judge",
    card: "squid-assassination-guardian",
    sentence: "Whenever this creature blocks, you and your opponent play Gachinko Judge. ... (a lost judge)",
    why: "A reveals a 2-cost card, B a 5-cost card: A does not win (701.21b), nothing is destroyed; Squid then loses the battle.",
    turn: B_TURN,
    A: { battle: [c("a_sq", "squid-assassination-guardian")], deck: [c("a_j", "aqua-vehicle"), c("a_x", "aqua-vehicle")] },
    B: { battle: [c("b_v", VANILLA), c("b_u", VANILLA)], deck: [c("b_j", "bongora-kraft-style"), c("b_y", "aqua-vehicle")] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A", block: "a_sq" } }],
    expect: { zones: { "A.graveyard": ["a_sq"], "B.graveyard": [], "B.battle": ["b_v", "b_u"] } },
  },
];
