/**
 * Smokes for the moves3 readers (lib/abilities/moves3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 *
 * Draghearts put from the hyperspatial zone: 305.1 「現状存在するウエポンはドラグハート・ウエポンのみで、ドラグハートをバトルゾーンに出す
 * 効果でのみバトルゾーンに出すことができます。」 305.2 「ウエポンはクリーチャーに装備することができます。」 305.3 「ウエポンは単独でバトルゾーンに
 * 存在することができません。」 306.2 「フォートレスは単独でバトルゾーンに存在することができます。」 117.2 「バトルゾーンにある単一のウエポンは、
 * 超次元ゾーンに置かれます。」
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const GUN = "multiply-double-dragon-gun"; // water Dragheart Weapon, cost 2
const LANCE = "javeleon-beast-lance"; // light Dragheart Weapon, cost 4
const PROTO = "protoheart-galaxy-sword"; // fire Dragheart Weapon, cost 4
const HYMN = "zodiac-floating-hymn"; // light Dragheart Fortress, cost 3
const GREASY = "greasy-horn-passion-sword"; // fire Dragheart Weapon, cost 2
const SPEAR = "urovelia-divine-dragon-spear"; // light Dragheart Weapon, cost 2
const FIRE = "magmadragon-melgars"; // fire creature, no text
const deck = (p: string, n = 3) => Array.from({ length: n }, (_, i) => c(`${p}_d${i + 1}`, VANILLA));
const LIGHT = "ariace-dragon-ruler"; // a light creature (in the mana zone: a light card)

export const MOVES3_SMOKES: Smoke[] = [
  {
    template: "trigger:when",
    card: "ariace-dragon-ruler",
    sentence: "When you put this creature into the battle zone, put a dragheart that costs 2 or less from your hyperspatial zone into the battle zone. (If it's a weapon, equip it to this creature.)",
    why: "A puts Ariace; A puts the cost-2 Multiply from the hyperspatial zone. It is a weapon: it enters equipped to Ariace (305.2) and stays. The cost-4 Javeleon stays in the hyperspatial zone.",
    A: { hand: [c("a_ar", "ariace-dragon-ruler")], hyperspatial: [c("a_gun", GUN), c("a_lance", LANCE)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ar" } }],
    expect: { zones: { "A.battle": ["a_ar", "a_gun"], "A.hyperspatial": ["a_lance"] }, equipped: { a_gun: "a_ar" } },
  },
  {
    template: "trigger:when",
    card: "ariace-dragon-ruler",
    sentence: "... put a dragheart that costs 2 or less from your hyperspatial zone ... (a dragheart that costs 4)",
    why: "Javeleon costs 4: it is not a dragheart that costs 2 or less. There is none in A's hyperspatial zone, so nothing is put.",
    A: { hand: [c("a_ar", "ariace-dragon-ruler")], hyperspatial: [c("a_lance", LANCE)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ar" } }],
    expect: { zones: { "A.battle": ["a_ar"], "A.hyperspatial": ["a_lance"] } },
  },
  {
    template: "trigger:when",
    card: "everrose-dragon-ruler",
    sentence: "When you put this creature into the battle zone, put a light dragheart that costs 4 or less or a dragheart that costs 2 or less from your hyperspatial zone into the battle zone. (If it's a weapon, equip it to this creature.)",
    why: "Javeleon is a light dragheart that costs 4: A may put it, and being a weapon it enters equipped to Everrose (305.2).",
    A: { hand: [c("a_ev", "everrose-dragon-ruler")], hyperspatial: [c("a_lance", LANCE), c("a_proto", PROTO)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ev" } }],
    expect: { zones: { "A.battle": ["a_ev", "a_lance"], "A.hyperspatial": ["a_proto"] }, equipped: { a_lance: "a_ev" } },
  },
  {
    template: "trigger:when",
    card: "everrose-dragon-ruler",
    sentence: "... a light dragheart that costs 4 or less or a dragheart that costs 2 or less ... (a fire dragheart that costs 4)",
    why: "Protoheart is fire and costs 4: neither a light dragheart that costs 4 or less nor a dragheart that costs 2 or less. It is A's only dragheart: nothing is put.",
    A: { hand: [c("a_ev", "everrose-dragon-ruler")], hyperspatial: [c("a_proto", PROTO)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ev" } }],
    expect: { zones: { "A.battle": ["a_ev"], "A.hyperspatial": ["a_proto"] } },
  },
  {
    template: "trigger:when",
    card: "everrose-dragon-ruler",
    sentence: "... put a light dragheart that costs 4 or less ... (If it's a weapon, equip it to this creature.) (a fortress)",
    why: "Zodiac Floating Hymn is a light Dragheart Fortress that costs 3: it is put, is not a weapon so it is equipped to nothing, and a fortress can be in the battle zone alone (306.2).",
    A: { hand: [c("a_ev", "everrose-dragon-ruler")], hyperspatial: [c("a_hymn", HYMN), c("a_proto", PROTO)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_ev" } }],
    expect: { zones: { "A.battle": ["a_ev", "a_hymn"], "A.hyperspatial": ["a_proto"] }, equipped: { a_hymn: null } },
  },
  {
    template: "trigger:when",
    card: "hibiki-explosive-dragon-ruler",
    sentence: "When you put this creature, put a dragheart weapon that costs 3 or less that has the same civilization as a card in your mana zone from your hyperspatial zone into the battle zone. (Equip it to this creature.)",
    why: "A's mana zone holds a fire card: Greasy Horn (fire weapon, cost 2) has its civilization; it is put and equipped to Hibiki (305.2).",
    A: { hand: [c("a_hi", "hibiki-explosive-dragon-ruler")], mana: [c("a_m1", FIRE)], hyperspatial: [c("a_greasy", GREASY), c("a_spear", SPEAR)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hi" } }],
    expect: { zones: { "A.battle": ["a_hi", "a_greasy"], "A.hyperspatial": ["a_spear"] }, equipped: { a_greasy: "a_hi" } },
  },
  {
    template: "trigger:when",
    card: "hibiki-explosive-dragon-ruler",
    sentence: "... a dragheart weapon ... that has the same civilization as a card in your mana zone ... (a light weapon, no light card in the mana zone)",
    why: "A's mana zone holds only a fire card: Urovelia (light) has no civilization of a card there. It is A's only weapon: nothing is put.",
    A: { hand: [c("a_hi", "hibiki-explosive-dragon-ruler")], mana: [c("a_m1", FIRE)], hyperspatial: [c("a_spear", SPEAR)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hi" } }],
    expect: { zones: { "A.battle": ["a_hi"], "A.hyperspatial": ["a_spear"] } },
  },
  {
    template: "trigger:when",
    card: "hibiki-explosive-dragon-ruler",
    sentence: "... that has the same civilization as a card in your mana zone ... (the mana zone holds a light card too)",
    why: "With a light card in A's mana zone Urovelia (light weapon, cost 2) has the same civilization as a card there: it is put, equipped to Hibiki.",
    A: { hand: [c("a_hi", "hibiki-explosive-dragon-ruler")], mana: [c("a_m1", FIRE), c("a_m2", LIGHT)], hyperspatial: [c("a_greasy", GREASY), c("a_spear", SPEAR)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_hi" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_spear"] }] }],
    expect: { zones: { "A.battle": ["a_hi", "a_spear"], "A.hyperspatial": ["a_greasy"] }, equipped: { a_spear: "a_hi" } },
  },
  {
    template: "trigger:when",
    card: "ira-fizz-dragon-edge",
    sentence: "Mana Arms 3: When you put this creature into the battle zone, if you have 3 or more fire cards in your mana zone, put a fire dragheart that costs 2 or less from your hyperspatial zone into the battle zone.(If its a weapon, equip it to this creature)",
    why: "A has 3 fire cards in the mana zone: Greasy Horn (fire, cost 2) is put, equipped to Ira Fizz (305.2).",
    A: { hand: [c("a_if", "ira-fizz-dragon-edge")], mana: [c("a_m1", FIRE), c("a_m2", FIRE), c("a_m3", FIRE)], hyperspatial: [c("a_greasy", GREASY)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_if" } }],
    expect: { zones: { "A.battle": ["a_if", "a_greasy"], "A.hyperspatial": [] }, equipped: { a_greasy: "a_if" } },
  },
  {
    template: "trigger:when",
    card: "ira-fizz-dragon-edge",
    sentence: "Mana Arms 3: ... if you have 3 or more fire cards in your mana zone, put a fire dragheart ... (2 fire cards)",
    why: "Only 2 fire cards in A's mana zone: the condition does not hold and nothing is put; Greasy Horn stays in the hyperspatial zone.",
    A: { hand: [c("a_if", "ira-fizz-dragon-edge")], mana: [c("a_m1", FIRE), c("a_m2", FIRE), c("a_m3", LIGHT)], hyperspatial: [c("a_greasy", GREASY)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_if" } }],
    expect: { zones: { "A.battle": ["a_if"], "A.hyperspatial": ["a_greasy"] } },
  },
  {
    template: "trigger:when",
    card: "duriken-darma",
    sentence: "When this creature is destroyed during your turn, put it into the battle zone from your graveyard at the end of your turn.",
    why: "Duriken is destroyed during A's turn: it goes to the graveyard and stays there until the end of the turn (a delayed ability, 511.1); at the end of A's turn it is put from the graveyard into the battle zone.",
    A: { battle: [c("a_du", "duriken-darma")] },
    steps: [{ action: { kind: "destroy", card: "a_du", by: "B" } }, { action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_du"], "A.graveyard": [] } },
  },
  {
    template: "trigger:when",
    card: "duriken-darma",
    sentence: "When this creature is destroyed during your turn, ... (before the end of the turn)",
    why: "Until the end of A's turn Duriken stays in the graveyard: the text puts it back only at the end of the turn.",
    A: { battle: [c("a_du", "duriken-darma")] },
    steps: [{ action: { kind: "destroy", card: "a_du", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_du"] } },
  },
  {
    template: "trigger:when",
    card: "duriken-darma",
    sentence: "When this creature is destroyed during your turn, ... (destroyed during the opponent's turn)",
    why: "Destroyed during B's turn, not A's: the ability does not trigger and Duriken stays in the graveyard after B's turn ends.",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_du", "duriken-darma")] },
    steps: [{ action: { kind: "destroy", card: "a_du", by: "B" } }, { action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_du"] } },
  },
  {
    template: "trigger:when",
    card: "fumenda-magenda",
    sentence: "When this creature is destroyed, put it from your graveyard at the end of the turn.",
    why: "Fumenda is destroyed during B's turn: at the end of that turn it is put from A's graveyard into the battle zone (\"put\" alone: into the battle zone).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_fu", "fumenda-magenda")] },
    steps: [{ action: { kind: "destroy", card: "a_fu", by: "B" } }, { action: { kind: "end-turn" } }],
    expect: { zones: { "A.battle": ["a_fu"], "A.graveyard": [] } },
  },
  {
    template: "trigger:when",
    card: "soldier-2-cyber",
    sentence: "When this creature is destroyed, return it from your graveyard to your hand.",
    why: "Soldier 2 is destroyed: it goes to the graveyard, then its ability returns it from the graveyard to A's hand.",
    A: { battle: [c("a_so", "soldier-2-cyber")] },
    steps: [{ action: { kind: "destroy", card: "a_so", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": [], "A.hand": ["a_so"] } },
  },
  {
    template: "spell:effect",
    card: "enigmatic-cascade",
    sentence: "Discard any number of cards from your hand. Then draw that many cards.",
    why: "A discards 2 of the 3 other cards in the hand (any number: A picks), then draws that many: 2 cards from the top of the deck.",
    A: { hand: [c("a_sp", "enigmatic-cascade"), c("a_h1", VANILLA), c("a_h2", VANILLA), c("a_h3", VANILLA)], deck: deck("a", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_h1", "a_h2"] }] }],
    expect: { zones: { "A.hand": ["a_h3", "a_d1", "a_d2"], "A.graveyard": ["a_sp", "a_h1", "a_h2"] }, drew: { A: 2 } },
  },
  {
    template: "spell:effect",
    card: "enigmatic-cascade",
    sentence: "Discard any number of cards from your hand. Then draw that many cards. (none discarded)",
    why: "Any number includes none: A discards nothing, so A draws no card.",
    A: { hand: [c("a_sp", "enigmatic-cascade"), c("a_h1", VANILLA)], deck: deck("a", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: [] }] }],
    expect: { zones: { "A.hand": ["a_h1"], "A.graveyard": ["a_sp"] }, drew: { A: 0 } },
  },
  {
    template: "spell:effect",
    card: "darkpact",
    sentence: "Put any number of cards from your mana zone into your graveyard. Then draw that many cards.",
    why: "A puts 2 of the 3 mana cards into the graveyard, then draws 2 cards.",
    A: { hand: [c("a_sp", "darkpact")], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA), c("a_m3", VANILLA)], deck: deck("a", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_m1", "a_m3"] }] }],
    expect: { zones: { "A.mana": ["a_m2"], "A.hand": ["a_d1", "a_d2"], "A.graveyard": ["a_sp", "a_m1", "a_m3"] }, drew: { A: 2 } },
  },
  {
    template: "spell:effect",
    card: "double-reset-punch",
    sentence: "Discard your hand, then draw the same number of cards.",
    why: "A's hand holds 3 other cards: A discards all 3, then draws 3.",
    A: { hand: [c("a_sp", "double-reset-punch"), c("a_h1", VANILLA), c("a_h2", VANILLA), c("a_h3", VANILLA)], deck: deck("a", 4) },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" } }],
    expect: { zones: { "A.hand": ["a_d1", "a_d2", "a_d3"], "A.graveyard": ["a_sp", "a_h1", "a_h2", "a_h3"] }, drew: { A: 3 } },
  },
  {
    template: "spell:effect",
    card: "intense-evil",
    sentence: "Destroy any number of your creatures. Then draw that many cards.",
    why: "A destroys 1 of A's 2 creatures, then draws 1 card; B's creature is not A's and can't be chosen.",
    A: { hand: [c("a_sp", "intense-evil")], battle: [c("a_c1", VANILLA), c("a_c2", VANILLA)], deck: deck("a", 4) },
    B: { battle: [c("b_c1", VANILLA)] },
    steps: [{ action: { kind: "cast", player: "A", card: "a_sp" }, choices: [{ prompt: "choose-cards", by: "A", pick: ["a_c2"] }] }],
    expect: { zones: { "A.battle": ["a_c1"], "A.hand": ["a_d1"], "A.graveyard": ["a_sp", "a_c2"], "B.battle": ["b_c1"] }, drew: { A: 1 } },
  },
];
