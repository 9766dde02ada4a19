/**
 * Smoke scenarios for the `statics2` branch (lib/abilities/statics2.ts): "can't be blocked" given to other creatures (a
 * `grant` with `cantBeBlocked`), "this creature gets +N power and can't be blocked" under a condition, "Players can't
 * put psychic creatures into the battle zone", and "If this is your only creature in the battle zone, it gets +N power".
 * Each outcome is written from the card's printed text and the rules, quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const HUNTER = "alpaca-hammer"; // nature Beast Folk/Hunter, 3000, no text
const BLOCKER_3000 = "night-master-shadow-of-decay"; // darkness Ghost, 3000, Blocker
const PSYCHIC = "chandelier-channeler-of-suns"; // a psychic creature, cost 2

export const STATICS2_SMOKES: Smoke[] = [
  {
    template: "static:grant-cant-be-blocked",
    card: "mother-alien",
    sentence: "Your Hunters can't be blocked.",
    why: "507.1a example: 「「ブロックされない」能力を持つクリーチャーが攻撃している場合、ブロッカーを持つクリーチャーを選ぶことはできません。」 A's Hunter (Alpaca Hammer) attacks while Mother Alien is in the battle zone: B's blocker can't be chosen to block it.",
    A: { battle: [c("a_ma", "mother-alien"), c("a_h", HUNTER)] },
    B: { battle: [c("b_nm", BLOCKER_3000)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_h", target: "B", block: "b_nm" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:grant-cant-be-blocked",
    card: "mother-alien",
    sentence: "Your Hunters can't be blocked. (a creature that is not a Hunter)",
    why: "Only Hunters are unblockable: A's 4000 vanilla (no Hunter) is blocked by Night Master (3000), which loses the battle and is destroyed (115.3b); no shield is broken (509.1).",
    A: { battle: [c("a_ma", "mother-alien"), c("a_v", VANILLA)] },
    B: { battle: [c("b_nm", BLOCKER_3000)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "B", block: "b_nm" } }],
    expect: { zones: { "A.battle": ["a_ma", "a_v"], "B.graveyard": ["b_nm"], "B.shields": ["b_s1"] } },
  },
  {
    template: "static:grant-cant-be-blocked",
    card: "invisible-suit",
    sentence: "The crossed creature gets +1000 power and can't be blocked.",
    why: "A's 4000 vanilla is crossed with Invisible Suit: it can't be blocked (507.1a), so B's blocker is refused.",
    A: { battle: [c("a_v", VANILLA), c("a_is", "invisible-suit", { crossedTo: "a_v" })] },
    B: { battle: [c("b_nm", BLOCKER_3000)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "B", block: "b_nm" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:grant-cant-be-blocked",
    card: "invisible-suit",
    sentence: "The crossed creature gets +1000 power and can't be blocked. (+1000 power)",
    why: "The crossed 4000 vanilla has 5000 power: it attacks B's tapped 4000 vanilla and wins (115.3b); B's creature is destroyed, A's stays (without the gear both would be destroyed).",
    A: { battle: [c("a_v", VANILLA), c("a_is", "invisible-suit", { crossedTo: "a_v" })] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_v", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_v", "a_is"], "B.battle": [], "B.graveyard": ["b_v"], "A.graveyard": [] } },
  },
  {
    template: "static:gets-and-cant-be-blocked",
    card: "cutie-heart",
    sentence: "While you have 2 or fewer shields, this creature gets +4000 power and can't be blocked.",
    why: "A has 2 shields: Cutie Heart can't be blocked (507.1a), so B's blocker is refused.",
    A: { battle: [c("a_ch", "cutie-heart")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_nm", BLOCKER_3000)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_ch", target: "B", block: "b_nm" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:gets-and-cant-be-blocked",
    card: "cutie-heart",
    sentence: "While you have 2 or fewer shields, this creature gets +4000 power … (power, 2 shields)",
    why: "With 2 shields Cutie Heart has 1000+4000 = 5000 power: it attacks B's tapped 4000 vanilla and wins (115.3b).",
    A: { battle: [c("a_ch", "cutie-heart")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_ch", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_ch"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "static:gets-and-cant-be-blocked",
    card: "cutie-heart",
    sentence: "While you have 2 or fewer shields, … (3 shields: blocked, 1000 power)",
    why: "With 3 shields the condition fails: Cutie Heart (1000) can be blocked; Night Master (3000) blocks and wins the battle, Cutie Heart is destroyed (115.3b) and no shield is broken.",
    A: { battle: [c("a_ch", "cutie-heart")], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA), c("a_s3", VANILLA)] },
    B: { battle: [c("b_nm", BLOCKER_3000)], shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "a_ch", target: "B", block: "b_nm" } }],
    expect: { zones: { "A.graveyard": ["a_ch"], "B.battle": ["b_nm"], "B.shields": ["b_s1"] } },
  },
  {
    template: "static:players-cant-put-psychics",
    card: "bolshack-cross-passion-dragon",
    sentence: "Players can't put psychic creatures into the battle zone.",
    why: "\"Players\": B's Bolshack Cross stops A too. 101.2: 「「できない」効果は「できる」効果に優先する」 — A's put of a psychic creature from the hyperspatial zone is refused.",
    A: { hyperspatial: [c("a_p", PSYCHIC)] },
    B: { battle: [c("b_bc", "bolshack-cross-passion-dragon")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_p", from: "hyperspatial" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 0 },
  },
  {
    template: "static:players-cant-put-psychics",
    card: "bolshack-cross-passion-dragon",
    sentence: "Players can't put psychic creatures into the battle zone. (a non-psychic creature)",
    why: "Only psychic creatures are stopped: A's vanilla creature from the hand is put into the battle zone.",
    A: { hand: [c("a_v", VANILLA)] },
    B: { battle: [c("b_bc", "bolshack-cross-passion-dragon")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_v" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.hand": [] } },
  },
  {
    template: "static:only-creature-power",
    card: "nyannyan-nyanko-rage",
    sentence: "If this is your only creature in the battle zone, it gets +2222 power.",
    why: "Nyannyan is A's only creature: 2222+2222 = 4444 power; it attacks B's tapped 4000 vanilla and wins (115.3b).",
    A: { battle: [c("a_ny", "nyannyan-nyanko-rage")] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_ny", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_ny"], "B.graveyard": ["b_v"] } },
  },
  {
    template: "static:only-creature-power",
    card: "nyannyan-nyanko-rage",
    sentence: "If this is your only creature in the battle zone, it gets +2222 power. (another creature)",
    why: "With another creature of A's in the battle zone, Nyannyan has 2222 power: it loses to B's tapped 4000 vanilla and is destroyed (115.3b).",
    A: { battle: [c("a_ny", "nyannyan-nyanko-rage"), c("a_h", HUNTER)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_ny", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_h"], "A.graveyard": ["a_ny"], "B.battle": ["b_v"] } },
  },
];
