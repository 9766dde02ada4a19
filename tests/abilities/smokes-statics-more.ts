/**
 * Smoke scenarios for the `statics` branch (lib/abilities/statics-more.ts): conditional "can't be destroyed", the short
 * "is put tapped", keyword grants read without their reminder, and ability words whose text states their condition
 * (Mana Arms). Each outcome is written from the card's printed text and the rules, quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const FIRE_VANILLA = "arima-churis"; // fire Beat Jockey, 3000, no text
const WATER_VANILLA = "aqua-vehicle"; // water Liquid People, 1000, no text

export const STATICS_MORE_SMOKES: Smoke[] = [
  {
    template: "static:cant-be-destroyed-if",
    card: "costello-explosive-g",
    sentence: "This creature can't be destroyed while battling.",
    why: "Costello (1000) attacks B's tapped 4000 creature and loses the battle (115.3b), but \"can't be destroyed while battling\": a creature that isn't destroyed is not destroyed by the rules (700.3), so it stays; B's creature won and stays too.",
    A: { battle: [c("a_cos", "costello-explosive-g")] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_cos", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_cos"], "B.battle": ["b_v"], "A.graveyard": [], "B.graveyard": [] } },
  },
  {
    template: "static:cant-be-destroyed-if",
    card: "flaming-meracchi",
    sentence: "While battling, this creature can't be destroyed. (attacked)",
    why: "B's 4000 creature attacks A's tapped Flaming Meracchi (4000): equal power, both lose (115.3b); Meracchi is battling, so it can't be destroyed (700.3) and stays; B's creature is destroyed.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_fm", "flaming-meracchi", { tapped: true })] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "a_fm" } }],
    expect: { zones: { "A.battle": ["a_fm"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "static:enter-battle-tapped",
    card: "aperitif-the-sommelier-cat",
    sentence: "This creature is put tapped.",
    why: "Put into the battle zone, Aperitif enters tapped (a state definition as it enters, 110.4f).",
    A: { hand: [c("a_ap", "aperitif-the-sommelier-cat")] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ap" } }],
    expect: { zones: { "A.battle": ["a_ap"] }, tapped: ["a_ap"] },
  },
  {
    template: "static:keyword-reminder",
    card: "doggmag-parasite-of-decay",
    sentence: "Each of your creatures in the battle zone gets \"slayer\". (Whenever a creature that has \"slayer\" battles, destroy the other creature after the battle.)",
    why: "A's 3000 creature gets \"slayer\" from Doggmag; it attacks B's tapped 4000 creature and loses the battle (115.3b), and slayer destroys the other creature after the battle: both go to the graveyard.",
    A: { battle: [c("a_dog", "doggmag-parasite-of-decay"), c("a_f", FIRE_VANILLA)] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "attack", attacker: "a_f", target: "b_v" } }],
    expect: { zones: { "A.battle": ["a_dog"], "A.graveyard": ["a_f"], "B.battle": [], "B.graveyard": ["b_v"] } },
  },
  {
    template: "static:keyword-reminder",
    card: "doggmag-parasite-of-decay",
    sentence: "Each of your creatures … gets \"slayer\". (the opponent's creature does not get it)",
    why: "\"Each of *your* creatures\": B's 4000 creature attacking A's tapped 3000 creature gets no slayer; it wins, A's creature is destroyed, but A's creature has slayer (A's Doggmag) and destroys B's after the battle.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_dog", "doggmag-parasite-of-decay"), c("a_f", FIRE_VANILLA, { tapped: true })] },
    B: { battle: [c("b_v", VANILLA), c("b_w", WATER_VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "a_f" } }],
    expect: { zones: { "A.graveyard": ["a_f"], "B.graveyard": ["b_v"], "B.battle": ["b_w"] } },
  },
  {
    template: "static:keyword",
    card: "do-red-tyrant-sonic",
    sentence: "Mana Arms 3: If you have 3 or more fire cards in your mana zone, this creature gets \"speed attacker\".",
    why: "The ability word only names the ability (205.1a). With 3 fire cards in A's mana zone, Do Red has speed attacker (no summoning sickness): put this turn, it attacks B and breaks B's shield.",
    A: { hand: [c("a_dr", "do-red-tyrant-sonic")], mana: [c("a_m1", FIRE_VANILLA), c("a_m2", FIRE_VANILLA), c("a_m3", FIRE_VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dr" } }, { action: { kind: "attack", attacker: "a_dr", target: "B" } }],
    expect: { zones: { "B.shields": [], "B.hand": ["b_s1"] } },
  },
  {
    template: "static:keyword",
    card: "do-red-tyrant-sonic",
    sentence: "Mana Arms 3: … (only 2 fire cards)",
    why: "With 2 fire cards and a water card in A's mana zone the condition does not hold: put this turn, Do Red has summoning sickness and its attack is refused.",
    A: { hand: [c("a_dr", "do-red-tyrant-sonic")], mana: [c("a_m1", FIRE_VANILLA), c("a_m2", FIRE_VANILLA), c("a_m3", WATER_VANILLA)] },
    B: { shields: [c("b_s1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_dr" } }, { action: { kind: "attack", attacker: "a_dr", target: "B" } }],
    error: { code: "E_ILLEGAL_ACTION", step: 1 },
  },
];
