/**
 * Smoke scenarios for the rep-a templates (lib/abilities/rep-a.ts): replacement keywords given to other creatures, and
 * the replacement shapes read with them. Each outcome is written from the card's printed text and the rules (quoted
 * in `why`) before the run, not from the compiler's output.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

const FIRE_BIRD = "ashitamo-harecchi"; // Fire Bird, no text
const DRAGON = "boltail-dragon"; // Armored Dragon, "Double breaker"
const HUNTER = "alpaca-hammer"; // Beast Folk / Hunter, no text
const COMMAND = "cyber-d-monstration"; // Cyber Command / Alien, "Double Breaker"
const METALLICA = "keylock-strange-stone"; // Metallica, light, no text
const LIGHT_VANILLA = "april"; // light, no text

export const REP_A_SMOKES: Smoke[] = [
  {
    template: "grant-replacement:others",
    card: "bolshack-rider-supreme-flame-dragon",
    sentence: 'Each of your Fire Birds get "Saver: Dragon". (When one of your Dragons would be destroyed, you may destroy a creature that has "Saver: Dragon" instead.)',
    why: "A's Fire Bird has \"Saver: Dragon\" while Bolshack Rider is in the battle zone. B destroys A's Boltail Dragon: A applies the Fire Bird's saver, the Fire Bird is destroyed instead and the Dragon stays (609.1a 「かわりに」という語を用いる効果は置換効果です; 609.4: the replaced destruction never happens).",
    A: { battle: [c("a_br", "bolshack-rider-supreme-flame-dragon"), c("a_fb", FIRE_BIRD), c("a_bd", DRAGON)] },
    steps: [{ action: { kind: "destroy", card: "a_bd", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_fb"] }] }],
    expect: { zones: { "A.battle": ["a_br", "a_bd"], "A.graveyard": ["a_fb"] }, replacements: { applied: [{ by: "a_fb", on: "a_bd" }] } },
  },
  {
    template: "grant-replacement:others",
    card: "bolshack-rider-supreme-flame-dragon",
    sentence: 'Each of your Fire Birds get "Saver: Dragon". (… only Fire Birds get it)',
    why: "Only Fire Birds get \"Saver: Dragon\": with a Hunter and no Fire Bird, nothing can replace the Dragon's destruction; it goes to the graveyard and nothing is asked.",
    A: { battle: [c("a_br", "bolshack-rider-supreme-flame-dragon"), c("a_h", HUNTER), c("a_bd", DRAGON)] },
    steps: [{ action: { kind: "destroy", card: "a_bd", by: "B" } }],
    expect: { zones: { "A.battle": ["a_br", "a_h"], "A.graveyard": ["a_bd"] }, replacements: { applied: [] } },
  },
  {
    template: "grant-replacement:others",
    card: "beethoven-zenith-of-horror",
    sentence: 'Each of your Dragons and Commands gets "Eternal Omega". (When a creature that has "Eternal Omega" would leave, it returns to your hand instead.)',
    why: "Cyber D Monstration is a Cyber Command: it has Eternal Omega, so destroyed by B it returns to A's hand instead (mandatory: no choice). Alpaca Hammer (Beast Folk / Hunter) is neither a Dragon nor a Command: destroyed, it goes to the graveyard.",
    A: { battle: [c("a_bee", "beethoven-zenith-of-horror"), c("a_cmd", COMMAND), c("a_h", HUNTER)] },
    steps: [{ action: { kind: "destroy", card: "a_cmd", by: "B" } }, { action: { kind: "destroy", card: "a_h", by: "B" } }],
    expect: { zones: { "A.battle": ["a_bee"], "A.hand": ["a_cmd"], "A.graveyard": ["a_h"] } },
  },
  {
    template: "grant-replacement:others",
    card: "tsudoino-sabato",
    sentence: 'Each of your Metallica gets "shield saver". (When one of your shields would be broken, you may destroy one of your creatures that has "shield saver" instead.)',
    why: "B's creature attacks A and would break a shield; A's Keylock (a Metallica) has shield saver: A destroys it instead and the shield stays in the shield zone (609.4).",
    turn: { number: 6, active: "B" },
    A: { battle: [c("a_ts", "tsudoino-sabato"), c("a_met", METALLICA)], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    B: { battle: [c("b_v", VANILLA)] },
    steps: [{ action: { kind: "attack", attacker: "b_v", target: "A" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["a_s1"] }, { prompt: "replacement", by: "A", pick: ["a_met"] }] }],
    expect: { zones: { "A.shields": ["a_s1", "a_s2"], "A.hand": [], "A.graveyard": ["a_met"], "A.battle": ["a_ts"] }, replacements: { applied: [{ by: "a_met", on: "a_s1" }] } },
  },
  {
    template: "grant-replacement:others",
    card: "galaxy-savarktis",
    sentence: 'If you have 5 or more Metallica in the battle zone, each of your other Metallica gets "Ultra Saver: Master Dragon". (…)',
    why: "With only 2 Metallica (Savarktis and Keylock) the condition \"5 or more Metallica\" does not hold: Keylock has no Ultra Saver, and Savarktis (a Master Dragon) destroyed by B goes to the bottom of the super GR (a GR creature, 118.1); nothing is asked.",
    A: { battle: [c("a_sav", "galaxy-savarktis"), c("a_met", METALLICA)] },
    steps: [{ action: { kind: "destroy", card: "a_sav", by: "B" } }],
    expect: { zones: { "A.battle": ["a_met"], "A.graveyard": [], "A.gr": ["a_sav"] }, replacements: { applied: [] } },
  },
  {
    template: "grant-replacement:others",
    card: "galaxy-savarktis",
    sentence: 'If you have 5 or more Metallica in the battle zone, each of your other Metallica gets "Ultra Saver: Master Dragon". (When your Master Dragons would leave the battle zone, you may destroy one of your creatures that has "Ultra Saver: Master Dragon" instead.)',
    why: "With 5 Metallica (Savarktis and 4 Keylocks) the other Metallica have Ultra Saver: Master Dragon. B returns Savarktis (a Master Dragon) to the hand: leaving the battle zone, so A destroys Keylock 1 instead and Savarktis stays (609.4).",
    A: { battle: [c("a_sav", "galaxy-savarktis"), c("a_m1", METALLICA), c("a_m2", METALLICA), c("a_m3", METALLICA), c("a_m4", METALLICA)] },
    steps: [{ action: { kind: "return-to-hand", card: "a_sav", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_m1"] }] }],
    expect: { zones: { "A.battle": ["a_sav", "a_m2", "a_m3", "a_m4"], "A.graveyard": ["a_m1"], "A.hand": [] }, replacements: { applied: [{ by: "a_m1", on: "a_sav" }] } },
  },
  {
    template: "grant-replacement:self",
    card: "basil-satori-s-holy-evil",
    sentence: 'Crystal Arms 2: If you have 2 or more face down cards in your mana zone, this creature gets "escape". (When a creature that has "escape" would be destroyed, you may add one of your shields to your hand instead. …)',
    why: "2 face-down cards in A's mana zone: Basil has escape. Destroyed by B, A adds a shield to the hand instead and Basil stays (609.1a).",
    A: { battle: [c("a_bas", "basil-satori-s-holy-evil")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA, { faceDown: true })], shields: [c("a_s1", VANILLA), c("a_s2", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_bas", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_bas"] }, { prompt: "choose-cards", by: "A", pick: ["a_s2"] }] }],
    expect: { zones: { "A.battle": ["a_bas"], "A.hand": ["a_s2"], "A.shields": ["a_s1"], "A.graveyard": [] } },
  },
  {
    template: "grant-replacement:self",
    card: "basil-satori-s-holy-evil",
    sentence: "Crystal Arms 2: If you have 2 or more face down cards in your mana zone, … (one face-down card)",
    why: "Only 1 face-down card in A's mana zone (the other is face up): the condition does not hold, Basil has no escape and is destroyed; nothing is asked.",
    A: { battle: [c("a_bas", "basil-satori-s-holy-evil")], mana: [c("a_m1", VANILLA, { faceDown: true }), c("a_m2", VANILLA)], shields: [c("a_s1", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_bas", by: "B" } }],
    expect: { zones: { "A.battle": [], "A.graveyard": ["a_bas"], "A.shields": ["a_s1"] } },
  },
  {
    template: "grant-replacement:self",
    card: "tyura-live-saving-will",
    sentence: 'Mana Drive 2 (Light): If you have 2 or more cards in your mana zone and one or more of them is light civilization, this creature gets "Saver: Light creature". (…)',
    why: "A has 2 mana cards, one of them light: Tyura has \"Saver: Light creature\". B destroys A's light creature April: A destroys Tyura instead (609.4); Tyura, a GR creature, goes to the bottom of the super GR (118.1).",
    A: { battle: [c("a_ty", "tyura-live-saving-will"), c("a_ap", LIGHT_VANILLA)], mana: [c("a_m1", LIGHT_VANILLA), c("a_m2", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ap", by: "B" }, choices: [{ prompt: "replacement", by: "A", pick: ["a_ty"] }] }],
    expect: { zones: { "A.battle": ["a_ap"], "A.graveyard": [], "A.gr": ["a_ty"] }, replacements: { applied: [{ by: "a_ty", on: "a_ap" }] } },
  },
  {
    template: "grant-replacement:self",
    card: "tyura-live-saving-will",
    sentence: "Mana Drive 2 (Light): … (no light card in the mana zone)",
    why: "A's 2 mana cards are both non-light (VANILLA is not light): Mana Drive 2 (Light) does not hold, Tyura has no saver, and April is destroyed; nothing is asked.",
    A: { battle: [c("a_ty", "tyura-live-saving-will"), c("a_ap", LIGHT_VANILLA)], mana: [c("a_m1", VANILLA), c("a_m2", VANILLA)] },
    steps: [{ action: { kind: "destroy", card: "a_ap", by: "B" } }],
    expect: { zones: { "A.battle": ["a_ty"], "A.graveyard": ["a_ap"] }, replacements: { applied: [] } },
  },
  {
    template: "reminder:cyclone",
    card: "vise-cyclone",
    sentence: "Cyclone (This turn, if you summoned a creature immediately before casting this spell, put it into your hand instead of your graveyard.)",
    why: "A summons a creature, then casts Vise Cyclone: B discards their only card; the play immediately before the cast was a summon, so after the cast the spell goes to A's hand instead of the graveyard (Duel Masters Wiki, サイクロン: 「この呪文を唱える直前のプレイがクリーチャーの召喚であれば、この呪文の解決に際し墓地に置くかわりに手札に加える」置換効果).",
    A: { hand: [c("a_v", VANILLA), c("a_vc", "vise-cyclone")] },
    B: { hand: [c("b_x", VANILLA)] },
    steps: [{ action: { kind: "summon", player: "A", card: "a_v" } }, { action: { kind: "cast", player: "A", card: "a_vc" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.hand": ["a_vc"], "A.graveyard": [], "B.graveyard": ["b_x"] } },
  },
  {
    template: "reminder:cyclone",
    card: "vise-cyclone",
    sentence: "Cyclone (…) cast again at once",
    why: "Returned to the hand by Cyclone, Vise Cyclone is cast again at once: the play immediately before this cast was casting Vise Cyclone, not a summon, so this time it goes to the graveyard. B discards a card each time.",
    A: { hand: [c("a_v", VANILLA), c("a_vc", "vise-cyclone")] },
    B: { hand: [c("b_x1", VANILLA), c("b_x2", VANILLA)] },
    steps: [
      { action: { kind: "summon", player: "A", card: "a_v" } },
      { action: { kind: "cast", player: "A", card: "a_vc" }, choices: [{ prompt: "choose-cards", by: "B", pick: ["b_x1"] }] },
      { action: { kind: "cast", player: "A", card: "a_vc" } },
    ],
    expect: { zones: { "A.battle": ["a_v"], "A.hand": [], "A.graveyard": ["a_vc"], "B.graveyard": ["b_x1", "b_x2"] } },
  },
  {
    template: "reminder:cyclone",
    card: "vise-cyclone",
    sentence: "Cyclone (…) after a creature put, not summoned",
    why: "Putting a creature into the battle zone by an effect is not summoning it (701.3a; Duel Masters Wiki, サイクロン: after a creature put by 《母なる大地》, the Cyclone spell goes to the graveyard): Vise Cyclone goes to the graveyard.",
    A: { hand: [c("a_v", VANILLA), c("a_vc", "vise-cyclone")] },
    B: { hand: [c("b_x", VANILLA)] },
    steps: [{ action: { kind: "put", player: "A", card: "a_v" } }, { action: { kind: "cast", player: "A", card: "a_vc" } }],
    expect: { zones: { "A.battle": ["a_v"], "A.hand": [], "A.graveyard": ["a_vc"], "B.graveyard": ["b_x"] } },
  },
];
