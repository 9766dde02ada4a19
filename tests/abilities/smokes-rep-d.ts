/**
 * Smoke scenarios for the shapes of issue 14, part D (lib/abilities/rep-d.ts): each on a real card, the expected outcome
 * written from the printed sentence and the rules clause quoted in `why` before the run.
 * Clauses: 701.21a (Gachinko Judge: each player reveals the top card of their deck and puts it on the bottom), 701.21b
 * (the player who uses it wins if they revealed a card whose cost is the same as or more than the opponent's), 302.2 (a
 * spell is put into the graveyard after it resolves), 609.8a (a spell's replacement of its own move applies first),
 * 609.1a/609.4 (a replacement: the event never happens, the substitute does; a substitute that can't be performed does
 * not replace), 115.3b (the loser of a battle is destroyed),
 * 509.2 (a broken shield is put into its owner's hand), 303.3 (a crossed creature).
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const SMALL = "aqua-vehicle"; // cost 2, no text
const BIG = "bongora-kraft-style"; // cost 5, no text
const HUNTER = "alpaca-hammer"; // cost 3, no text
const DRAGON = "magmadragon-melgars"; // cost 4, no text
const TAMASEED = "hypersonic-goldentire"; // a tamaseed
const GEAR = "demonic-protector"; // a cross gear

export const REP_D_SMOKES: Smoke[] = [
  {
    template: "spell:gachinko-judge",
    card: "gachinko-roulette",
    sentence: "You and your opponent play Gachinko Judge. If you win, after you cast this spell, return it to your hand instead of your graveyard.",
    why: "A casts Gachinko Roulette: the top card of A's deck goes to the mana zone; then A reveals a 4-cost card and B a 4-cost card, and each goes to the bottom of its deck (701.21a). The same cost is a win (701.21b: the same as or more), so after the spell resolves it returns to A's hand instead of the graveyard (302.2).",
    A: { hand: [c("a_gr", "gachinko-roulette")], deck: [c("a_top", VANILLA), c("a_j", DRAGON), c("a_x", SMALL)] },
    B: { deck: [c("b_j", DRAGON), c("b_y", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_gr" } }],
    expect: { zones: { "A.hand": ["a_gr"], "A.mana": ["a_top"], "A.graveyard": [] }, order: { "A.deck": ["a_x", "a_j"], "B.deck": ["b_y", "b_j"] } },
  },
  {
    template: "spell:gachinko-judge",
    card: "gachinko-roulette",
    sentence: "You and your opponent play Gachinko Judge. If you win, … (a lost judge)",
    why: "Negative case: A reveals a 3-cost card, B a 5-cost card: A does not win (701.21b), the revealed cards still go to the bottom of their decks (701.21a), and the spell goes to the graveyard after it resolves (302.2).",
    A: { hand: [c("a_gr", "gachinko-roulette")], deck: [c("a_top", VANILLA), c("a_j", HUNTER), c("a_x", SMALL)] },
    B: { deck: [c("b_j", BIG), c("b_y", SMALL)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_gr" } }],
    expect: { zones: { "A.hand": [], "A.mana": ["a_top"], "A.graveyard": ["a_gr"] }, order: { "A.deck": ["a_x", "a_j"], "B.deck": ["b_y", "b_j"] } },
  },
  {
    template: "rule:gachinko-judge",
    card: "gachinko-roulette",
    sentence: "(Gachinko Judge: Each player reveals the top card of their deck, then puts it on the bottom. You win if your card costs the same as or more than your opponent.)",
    why: "The reminder: A reveals a 5-cost card, B a 2-cost card; each goes to the bottom of its deck; A's costs more, a win: the spell returns to A's hand.",
    A: { hand: [c("a_gr", "gachinko-roulette")], deck: [c("a_top", VANILLA), c("a_j", BIG), c("a_x", SMALL)] },
    B: { deck: [c("b_j", SMALL), c("b_y", HUNTER)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_gr" } }],
    expect: { zones: { "A.hand": ["a_gr"], "A.graveyard": [] }, order: { "A.deck": ["a_x", "a_j"], "B.deck": ["b_y", "b_j"] } },
  },
  {
    template: "trigger:gachinko-judge",
    card: "aqua-hammer-price",
    sentence: "Whenever this creature attacks, you and your opponent play Gachinko Judge. If you win,you may draw a card",
    why: "Aqua Hammer Price attacks: A reveals a 4-cost card, B a 3-cost card, each goes to the bottom (701.21a); A wins (701.21b) and may draw: A draws the card now on top of A's deck (the one under the revealed card).",
    A: { battle: [c("a_ahp", "aqua-hammer-price")], deck: [c("a_j", DRAGON), c("a_d", SMALL)] },
    B: { battle: [c("b_t", SMALL, { tapped: true })], deck: [c("b_j", HUNTER), c("b_y", SMALL)] },
    steps: [{ action: { kind: "attack", attacker: "a_ahp", target: "b_t" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }] }],
    expect: { zones: { "A.hand": ["a_d"] }, order: { "A.deck": ["a_j"], "B.deck": ["b_y", "b_j"] }, drew: { A: 1 } },
  },
  {
    template: "trigger:gachinko-judge",
    card: "aqua-hammer-price",
    sentence: "Whenever this creature attacks, … (a lost judge)",
    why: "Negative case: A reveals a 2-cost card, B a 5-cost card: A does not win, nothing is drawn; both revealed cards are at the bottom of their decks.",
    A: { battle: [c("a_ahp", "aqua-hammer-price")], deck: [c("a_j", SMALL), c("a_d", DRAGON)] },
    B: { battle: [c("b_t", SMALL, { tapped: true })], deck: [c("b_j", BIG), c("b_y", SMALL)] },
    steps: [{ action: { kind: "attack", attacker: "a_ahp", target: "b_t" } }],
    expect: { zones: { "A.hand": [] }, order: { "A.deck": ["a_d", "a_j"], "B.deck": ["b_y", "b_j"] }, drew: { A: 0 } },
  },
  {
    template: "replacement:would-instead",
    card: "valpecula-truth-elemental",
    sentence: "Whenever one of your creatures or tamaseeds would be destroyed, you may shieldify it instead. This ability can only be used once each turn.",
    why: "B destroys A's tamaseed: A shieldifies it instead (a new shield). Later the same turn B destroys A's creature: the ability was already used this turn, so it is destroyed (graveyard), nothing asked.",
    A: { battle: [c("a_val", "valpecula-truth-elemental"), c("a_tam", TAMASEED), c("a_v", VANILLA)] },
    steps: [
      { action: { kind: "destroy", card: "a_tam", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_val"] }] },
      { action: { kind: "destroy", card: "a_v", by: "B" } },
    ],
    expect: { zones: { "A.battle": ["a_val"], "A.shields": ["a_tam"], "A.graveyard": ["a_v"] } },
  },
  {
    template: "granted:accelerator",
    card: "terradragon-dagradolgran",
    sentence: "Accelerator (…) : Whenever this creature breaks a shield, your opponent puts it into his mana zone instead.",
    why: "Crossed with a cross gear, Dagradolgran has the Accelerator ability; it attacks (double breaker): each shield it breaks would be put into B's hand (509.2), and B puts it into the mana zone instead.",
    A: { battle: [c("a_td", "terradragon-dagradolgran")], hand: [c("a_g", GEAR)] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", SMALL), c("b_s3", BIG)] },
    steps: [
      { action: { kind: "generate", player: "A", card: "a_g" } },
      { action: { kind: "cross", player: "A", gear: "a_g", creature: "a_td" } },
      { action: { kind: "attack", attacker: "a_td", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] },
    ],
    expect: { zones: { "B.mana": ["b_s1", "b_s2"], "B.hand": [], "B.shields": ["b_s3"] } },
  },
  {
    template: "granted:accelerator",
    card: "terradragon-dagradolgran",
    sentence: "Accelerator (…) : Whenever this creature breaks a shield, … (not crossed)",
    why: "Negative case: not crossed with a cross gear, Dagradolgran does not have the ability: the 2 shields it breaks go to B's hand (509.2).",
    A: { battle: [c("a_td", "terradragon-dagradolgran")] },
    B: { shields: [c("b_s1", VANILLA), c("b_s2", SMALL), c("b_s3", BIG)] },
    steps: [{ action: { kind: "attack", attacker: "a_td", target: "B" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_s1", "b_s2"] }] }],
    expect: { zones: { "B.mana": [], "B.hand": ["b_s1", "b_s2"], "B.shields": ["b_s3"] } },
  },
  {
    template: "replacement:would-instead",
    card: "coordinate",
    sentence: "When one of your opponent's creatures would be destroyed while battling with this creature, tap it instead. That creature doesn't untap during the start of your opponent's next turn.",
    why: "Coordinate (7000) battles B's untapped 1000-power creature, which loses and would be destroyed (115.3b): it is tapped instead and stays. At the start of B's next turn it does not untap. B's other creature destroyed by an effect (not in a battle) goes to the graveyard.",
    A: { battle: [c("a_co", "coordinate")] },
    B: { battle: [c("b_s", SMALL), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "battle", a: "a_co", b: "b_s" } }, { action: { kind: "destroy", card: "b_v", by: "A" } }, { action: { kind: "end-turn" } }],
    expect: { zones: { "B.battle": ["b_s"], "B.graveyard": ["b_v"], "A.battle": ["a_co"] }, tapped: ["b_s"] },
  },
  {
    template: "replacement:would-instead",
    card: "zaha-elha-kyokugenku",
    sentence: "Whenever your shields are put into a zone other than your hand from your shields, they stay in your shields instead.",
    why: "Zaha-Elha is attached to A's creature. B's effect puts A's shield a_s1 into the graveyard: it stays in the shield zone instead. B's creature then attacks A and breaks a_s2: a broken shield is put into its owner's hand (509.2), which the ability does not watch: a_s2 goes to A's hand.",
    turn: { number: 5, active: "B" },
    A: { battle: [c("a_cr", VANILLA, { auras: [c("a_z", "zaha-elha-kyokugenku")] })], shields: [c("a_s1", VANILLA), c("a_s2", SMALL)] },
    B: { battle: [c("b_at", VANILLA)] },
    steps: [
      { action: { kind: "to-graveyard", card: "a_s1", by: "B" } },
      { action: { kind: "attack", attacker: "b_at", target: "A" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_s2"] }] },
    ],
    expect: { zones: { "A.shields": ["a_s1"], "A.hand": ["a_s2"], "A.graveyard": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "glassaugh-turret-next-generation-dragon-ruler",
    sentence: "During your opponent's turn, if your opponent would put a creature in any way except by summoning, your opponent puts that creature into their hyperspatial zone instead.",
    why: "On B's turn, B puts a creature (not a summon): it goes to B's hyperspatial zone instead. B's summoned creature enters (701.3a: summoning is not watched).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_g", "glassaugh-turret-next-generation-dragon-ruler")] },
    B: { hand: [c("b_put", VANILLA), c("b_sum", SMALL)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_put" } }, { action: { kind: "summon", player: "B", card: "b_sum" } }],
    expect: { zones: { "B.hyperspatial": ["b_put"], "B.battle": ["b_sum"], "B.hand": [] } },
  },
  {
    template: "replacement:would-instead",
    card: "glassaugh-turret-next-generation-dragon-ruler",
    sentence: "During your opponent's turn, if your opponent would put a creature … (on A's own turn)",
    why: "Negative case: on A's turn the ability does not apply: B's creature put by an effect enters the battle zone.",
    A: { battle: [c("a_g", "glassaugh-turret-next-generation-dragon-ruler")] },
    B: { hand: [c("b_put", VANILLA)] },
    steps: [{ action: { kind: "put", player: "B", card: "b_put" } }],
    expect: { zones: { "B.hyperspatial": [], "B.battle": ["b_put"] } },
  },
  {
    template: "replacement:would-instead",
    card: "neongenesis-evangel",
    sentence: "Whenever any of your creatures would leave the battle zone, you may choose a face up card in a shield zone and put it into its owner's graveyard instead.",
    why: "B returns A's creature to the hand: A chooses B's face-up shield card and puts it into B's graveyard instead, and the creature stays. Then B destroys it again: no face-up card is left in any shield zone, so the substitute can't be performed and it leaves (609.4).",
    A: { battle: [c("a_ne", "neongenesis-evangel"), c("a_v", VANILLA)], shields: [c("a_s", SMALL)] },
    B: { shields: [c("b_up", HUNTER, { faceDown: false }), c("b_s", SMALL)] },
    steps: [
      { action: { kind: "return-to-hand", card: "a_v", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_ne"] }] },
      { action: { kind: "destroy", card: "a_v", by: "B" } },
    ],
    expect: { zones: { "A.battle": ["a_ne"], "A.graveyard": ["a_v"], "A.hand": [], "A.shields": ["a_s"], "B.shields": ["b_s"], "B.graveyard": ["b_up"] } },
  },
  {
    template: "rule:cast-from-zone-after-cast",
    card: "perfect-nature",
    sentence: "You may cast this spell from your mana zone. If you do, after you cast, put it on the bottom of your deck instead of your graveyard.",
    why: "Cast from the hand, not from the mana zone: the after-cast move belongs to a cast from the mana zone, so after it resolves the spell goes to the graveyard (302.2), not to the bottom of the deck.",
    A: { hand: [c("a_pn", "perfect-nature")], deck: [c("a_d", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_pn" } }],
    expect: { zones: { "A.graveyard": ["a_pn"], "A.hand": [] }, order: { "A.deck": ["a_d"] } },
  },
];
