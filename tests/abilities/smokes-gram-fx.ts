/**
 * Smoke scenarios for the effect grammar of triggered abilities and spells (lib/abilities/grammar.ts): card-designating
 * choices ("cards in the battle zone"), gacharange creatures as a noun, what a player "has" with no zone named, and
 * the other generic phrases this branch reads. Each outcome is written from the card's printed text and the rules,
 * quoted in `why`, before the run.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const NATURE_VANILLA = "alpaca-hammer"; // nature Beast Folk/Hunter, cost 3, 3000, no text
const WATER_VANILLA = "aqua-vehicle"; // water Liquid People, cost 2, 1000, no text
const EVO_5 = "homelos-amazing-artiste"; // nature evolution creature, cost 5, 9000, Double Breaker
const GIANT = "mouri-giant"; // nature Giant/Samurai, cost 7, Double Breaker
const GR_1 = "mons-s-goblin-raiders"; // Gacharange Creature, cost 1, no text
const GR_4 = "scissor-eye-gr"; // Gacharange Creature, cost 4, no text
const DRAGON = "arosauro-twin-attack"; // Jurassic Command Dragon, 6000

export const GRAM_FX_SMOKES: Smoke[] = [
  {
    template: "trigger:when",
    card: "rumble-s-hammer",
    sentence: "When you put this creature into the battle zone, choose one of your opponent's cards in the battle zone that costs 3 or less and put it into its owner's graveyard.",
    why: "\"Cards in the battle zone\" designates cards (109.2a: only the chosen card itself is affected, even in an evolution creature made of several cards; 200.3a: a card under an evolution creature has its characteristics when a card is designated). The 3-cost card under B's 5-cost evolution creature is the only card that costs 3 or less (so the choice is forced): it alone goes to the graveyard, the evolution creature stays.",
    A: { hand: [c("a_rh", "rumble-s-hammer")] },
    B: { battle: [c("b_evo", EVO_5, { under: [c("b_src", NATURE_VANILLA)] })] },
    steps: [{ action: { kind: "put", player: "A", card: "a_rh" } }],
    expect: { zones: { "B.battle": ["b_evo"], "B.graveyard": ["b_src"], "A.battle": ["a_rh"] }, under: { b_evo: [] } },
  },
  {
    template: "trigger:when",
    card: "rumble-s-hammer",
    sentence: "… choose one of your opponent's cards in the battle zone that costs 3 or less … (a creature)",
    why: "A creature is a card in the battle zone too: B's 2-cost creature is chosen and put into its owner's graveyard; the 5-cost evolution creature (no card under it) costs more than 3, is no option, and stays.",
    A: { hand: [c("a_rh", "rumble-s-hammer")] },
    B: { battle: [c("b_evo", EVO_5), c("b_w", WATER_VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_rh" } }],
    expect: { zones: { "B.battle": ["b_evo"], "B.graveyard": ["b_w"] } },
  },
  {
    template: "trigger:when",
    card: "assistest-cineraria",
    sentence: "When you put this creature, if you have another Giant, draw a card.",
    why: "A has another Giant (Mouri Giant) in the battle zone as the ability resolves: A draws a card.",
    A: { battle: [c("a_mg", GIANT)], hand: [c("a_cin", "assistest-cineraria")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_cin" } }],
    expect: { zones: { "A.battle": ["a_mg", "a_cin"], "A.hand": ["a_d1"] }, drew: { A: 1 } },
  },
  {
    template: "trigger:when",
    card: "assistest-cineraria",
    sentence: "… if you have another Giant … (only Cineraria itself, a Giant Snow Faerie)",
    why: "\"Another\" Giant: Cineraria (race Giant Snow Faerie) does not count itself, and A's other creature is no Giant: nothing is drawn.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_cin", "assistest-cineraria")], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_cin" } }],
    expect: { zones: { "A.battle": ["a_v", "a_cin"], "A.hand": [], "A.deck": ["a_d1"] }, drew: { A: 0 } },
  },
  {
    template: "spell:effect",
    card: "deep-a-k-a-waterfall",
    sentence: "Gacharange summon. Draw a card for each of your gacharange creatures in the battle zone.",
    why: "A GR summons (701.30a) a second gacharange creature, then draws one card for each of A's gacharange creatures in the battle zone: 2 (the vanilla creature is no gacharange creature).",
    A: { battle: [c("a_gr4", GR_4), c("a_v", VANILLA)], hand: [c("a_sp", "deep-a-k-a-waterfall")], gr: [c("a_gr1", GR_1)], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA), c("a_d3", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.battle": ["a_gr4", "a_v", "a_gr1"], "A.hand": ["a_d1", "a_d2"], "A.deck": ["a_d3"], "A.graveyard": ["a_sp"] }, drew: { A: 2 } },
  },
  {
    template: "trigger:when",
    card: "hoart-sakeby-junior",
    sentence: "When you put this creature into the battle zone, put the top card of your deck into your mana zone. Then you may choose one of your opponent's creatures. This creature and that creature battle.",
    why: "\"Then\" only orders the sentences: the top card goes to the mana zone, then A chooses B's 1000-power creature and Hoart Sakeby Junior battles it; the lower power is destroyed (115.3b).",
    A: { hand: [c("a_hs", "hoart-sakeby-junior")], deck: [c("a_d1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA), c("b_w", WATER_VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hs" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_w"] }] }],
    expect: { zones: { "A.battle": ["a_hs"], "A.mana": ["a_d1"], "B.battle": ["b_v"], "B.graveyard": ["b_w"] } },
  },
  {
    template: "spell:effect",
    card: "geared-extreme",
    sentence: "Destroy one of your opponent's creatures that has power 9000 or less. / Add one of your shields to your hand. You can't use the \"shield trigger\" ability.",
    why: "B's only creature (4000 power) is destroyed; A's only shield is added to A's hand. The engine models no shield triggers, so \"you can't use the shield trigger\" prevents nothing in a run (a note says so).",
    A: { hand: [c("a_sp", "geared-extreme")], shields: [c("a_s1", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": [], "B.graveyard": ["b_v"], "A.hand": ["a_s1"], "A.shields": [], "A.graveyard": ["a_sp"] } },
  },
  {
    template: "modal:choose-one-more",
    card: "dragon-fantasy-trap-spark",
    sentence: "Choose one of the following. If you have a dragon in the battle zone, you may choose both: ► Choose one of your opponent's creatures and put it into its owner's mana zone: ► Tap all your opponent's creatures.",
    why: "A has a Dragon (Jurassic Command Dragon) in the battle zone, so A may choose both options (chosen as the ability resolves, 700.2a): B's chosen creature goes to its owner's mana zone, then every other creature of B is tapped.",
    A: { battle: [c("a_dr", DRAGON)], hand: [c("a_sp", "dragon-fantasy-trap-spark")] },
    B: { battle: [c("b_v", VANILLA), c("b_w", WATER_VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["both"] }, { prompt: "choose-cards", by: "A", pick: ["b_v"] }] }],
    expect: { zones: { "B.mana": ["b_v"], "B.battle": ["b_w"] }, tapped: ["b_w"] },
  },
  {
    template: "modal:choose-one-more",
    card: "dragon-fantasy-trap-spark",
    sentence: "… If you have a dragon in the battle zone, you may choose both … (no Dragon: one option)",
    why: "Without a Dragon A chooses one option only; A chooses to tap all of B's creatures: both are tapped and none goes to the mana zone.",
    A: { battle: [c("a_v", VANILLA)], hand: [c("a_sp", "dragon-fantasy-trap-spark")] },
    B: { battle: [c("b_v", VANILLA), c("b_w", WATER_VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "B.mana": [], "B.battle": ["b_v", "b_w"] }, tapped: ["b_v", "b_w"] },
  },
  {
    template: "modal:choose-one-more",
    card: "analith-cyber-armor",
    sentence: "When you put this creature into the battle zone, you may destroy it. If you do, choose one of the following: ► Put the top card of your deck into your mana zone: ► Draw a card.",
    why: "A destroys Analith (\"you may\"); because A did, A chooses one option: draw a card.",
    A: { hand: [c("a_an", "analith-cyber-armor")], deck: [c("a_d1", VANILLA), c("a_d2", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_an" }, choices: [{ prompt: "yes-no", by: "A", answer: "yes" }, { prompt: "choose-mode", by: "A", pick: ["mode-2"] }] }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_an"], "A.hand": ["a_d1"], "A.mana": [] }, drew: { A: 1 } },
  },
  {
    template: "modal:choose-one-more",
    card: "analith-cyber-armor",
    sentence: "… you may destroy it. If you do, choose one of the following … (A does not destroy it)",
    why: "A declines to destroy Analith: \"if you do\" does not hold, no option is chosen and nothing else happens.",
    A: { hand: [c("a_an", "analith-cyber-armor")], deck: [c("a_d1", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_an" }, choices: [{ prompt: "yes-no", by: "A", answer: "no" }] }],
    expect: { zones: { "A.battle": ["a_an"], "A.hand": [], "A.mana": [], "A.deck": ["a_d1"] }, drew: { A: 0 } },
  },
  {
    template: "spell:effect",
    card: "ancient-trap",
    sentence: "Choose one of your opponent's non-Dragon creatures and put it into its owner's mana zone.",
    why: "B's Jurassic Command Dragon is a Dragon, so only B's other creature can be chosen (the choice is forced): it goes to B's mana zone, the Dragon stays.",
    A: { hand: [c("a_sp", "ancient-trap")] },
    B: { battle: [c("b_dr", DRAGON), c("b_v", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "B.battle": ["b_dr"], "B.mana": ["b_v"] } },
  },
  {
    template: "trigger:when",
    card: "ur-cleansing-elemental",
    sentence: "When you put this creature, choose a creature and tap or untap it.",
    why: "A chooses B's tapped creature, then chooses to untap it (its player chooses one of the two options as the ability resolves, 700.2a): it ends untapped.",
    A: { hand: [c("a_ur", "ur-cleansing-elemental")] },
    B: { battle: [c("b_v", VANILLA, { tapped: true })] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ur" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }, { prompt: "choose-mode", by: "A", pick: ["untap"] }] }],
    expect: { zones: { "A.battle": ["a_ur"], "B.battle": ["b_v"] }, untapped: ["b_v", "a_ur"] },
  },
  {
    template: "trigger:when",
    card: "ur-cleansing-elemental",
    sentence: "… choose a creature and tap or untap it (tap)",
    why: "A chooses B's untapped creature and chooses to tap it: it ends tapped.",
    A: { hand: [c("a_ur", "ur-cleansing-elemental")] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ur" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["b_v"] }, { prompt: "choose-mode", by: "A", pick: ["tap"] }] }],
    expect: { zones: { "A.battle": ["a_ur"], "B.battle": ["b_v"] }, tapped: ["b_v"] },
  },
];
