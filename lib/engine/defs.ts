/**
 * Card definitions and the ability data language.
 * Abilities are data wherever possible; `handler` steps name code in the handler registry (handlers.ts)
 * for the rare text data cannot say. Engine code never branches on a card id.
 */
import type { PlayerId, ZoneName } from "./zones";

export interface CardDef {
  /** Catalogue id. */
  id: string;
  name: string;
  nameJa: string | null;
  /** Catalogue type: "Creature", "Spell", "Psychic Creature", "Dragheart Creature", "Tamaseed"... */
  type: string;
  civilizations: string[];
  races: string[];
  power: number | null;
  cost: number | null;
  text: string;
  /** Catalogue id of the other side a Release/flip turns this card into (lower-cost side of an awakened psychic). */
  flipTo: string | null;
  /**
   * Every other face of a card with several (psychic and dragheart cards, forbidden impulses: 807.1, 809.1), as
   * catalogue ids: what a flip to the higher-cost side (龍解, 禁断解放) or to a chosen side (Parallel Release) turns it into.
   */
  faces?: string[];
  abilities: Abilities;
  /** Card types of a twinpact's sides ("Creature", "Spell"); absent or empty for one-sided cards. */
  faceTypes?: string[];
  /**
   * A twinpact's spell side (810.1): its own name, cost, civilizations and races — the only information referenced when
   * the card is referred to as a spell (810.3a: "a spell that costs 4 or less" looks at this cost).
   */
  spellFace?: SpellFace;
}

export interface SpellFace {
  name: string;
  cost: number | null;
  civilizations: string[];
  races: string[];
}

export type CardDefs = Record<string, CardDef>;

export interface Abilities {
  keywords: string[];
  statics: StaticDef[];
  replacements: ReplacementDef[];
  triggers: TriggerDef[];
  /** Effects of a spell, in printed order. */
  spell: EffectStep[];
  /** State-definition effects applied as this card is put into the battle zone (110.4f). */
  onEnter: EnterDef[];
  /**
   * A Tap ability (602.1, an activated ability): "Instead of having this creature attack, you may tap it to use its Tap
   * ability." The action `tap-ability` taps the creature when it could attack (602.3a) and resolves these steps.
   */
  tapAbility?: EffectStep[];
  /**
   * "Each of your water creatures may tap instead of attacking to use this creature's ability.": which of its
   * controller's creatures may be tapped, instead of attacking, to use this card's Tap ability (602.1, 602.3a).
   */
  tapAbilityUsers?: CardFilter;
  /**
   * Super Soul Cross (818): the abilities a creature gets while this card is under it (818.1b, an exception to 200.3a).
   * The card has them itself too, as ordinary abilities (818.1a: they are also in the fields above); here they are the
   * copy the creature on top gets, "this creature" in them being that creature (lib/engine/soul-cross.ts).
   */
  soulCross?: SoulCrossAbilities;
  /** Gravity Zero (112.3e): used from the hand for no cost while a condition holds (lib/engine/gravity-zero.ts). */
  gravityZero?: GravityZeroDef[];
  /**
   * Silent skill (501.1a): in its player's untap step, a tapped creature may stay tapped instead of untapping to use this
   * ability; its effect resolves after the other cards untap (lib/engine/mech3.ts).
   */
  silentSkill?: { text: string; effect: EffectStep[] }[];
}

/** One Gravity Zero ability (112.3e): its printed line, what it lets the card be used as, and its condition (all must hold). */
export interface GravityZeroDef {
  text: string;
  play: "summon" | "cast";
  conditions: Condition[];
  /** The ability's name when it is not Gravity Zero but says the same ("Civil Count": "If …, you may cast this spell for no cost"), for the trace. */
  label?: string;
}

/** The kinds of abilities a Super Soul Cross card gives the creature it is under (818.1b). */
export type SoulCrossAbilities = Pick<Abilities, "keywords" | "statics" | "replacements" | "triggers">;

export const emptyAbilities = (): Abilities => ({
  keywords: [],
  statics: [],
  replacements: [],
  triggers: [],
  spell: [],
  onEnter: [],
});

// ---------------------------------------------------------------------------------------------
// Conditions and filters

export interface CardFilter {
  /** Any of these races (a race containing the word, e.g. "Dragon" matches "Red Command Dragon"). */
  raceIncludes?: string[];
  /** Card type contains this word ("Creature", "Spell", "Psychic"). */
  typeIncludes?: string;
  civilization?: string;
  keyword?: string;
  /** Cost at most this ("a card that costs 6 or less"). */
  costAtMost?: number;
  /** Cost at least this ("a creature that costs 6 or more"). */
  costAtLeast?: number;
  /** Card type contains one of these words ("creatures and/or tamaseeds"). */
  typeIncludesAny?: string[];
  /** Card type does not contain this word ("non-evolution": "Evolution"). */
  typeExcludes?: string;
  /** Power at most this ("a creature that has power 3000 or less"). */
  powerAtMost?: number;
  /**
   * Costs more than the number of cards in this zone of its owner ("a creature that costs more than the number of
   * cards in their mana zone"); a card being used is not counted in its zone (409.1c).
   */
  costAboveZoneCount?: ZoneName;
  /** The card is face up ("when this creature is face up and would leave your shield zone"). */
  faceUp?: boolean;
  /** Tapped (true) or untapped (false): "one of your opponent's untapped creatures". */
  tapped?: boolean;
  /** Power at least this ("a creature that has power 6000 or more"). */
  powerAtLeast?: number;
  /** Of two or more civilizations (true: "multicolored"), or of exactly one (false: "monocolored"). */
  multicolored?: boolean;
  /** Of at least one of these civilizations ("a light or water creature"). */
  civilizationsAny?: string[];
  /** Not of this civilization ("non-light creatures", "all creatures except darkness creatures"). */
  civilizationNot?: string;
  /** None of these races ("non-Dragon creatures": no race containing the word, as `raceIncludes` matches). */
  raceExcludes?: string[];
  /** Its name contains this ("a creature that has NEX in its name"; case-insensitive, whole words). */
  nameIncludes?: string;
  /**
   * Its name is this (a card named in the text: "take a 'Jaban' from your deck"); case, spaces and punctuation ignored
   * (as Psychic Link's names), the name of the card's current side.
   */
  nameIs?: string;
  /**
   * Matches at least one of these filters ("a God or spell", "a Hyper Beast or creature that has "blocker"": a card of
   * either kind); the filter's other fields must match too. The alternatives have no `anyOf` of their own. One
   * alternative is a further condition ("a creature that has both the Hunter and Alien races": Hunter, and Alien).
   */
  anyOf?: CardFilterBase[];
  /**
   * "That has the same civilization as a card in your mana zone": one of its civilizations is a civilization of a card in
   * its owner's zone (a face-down card there shows none, 200.3b; a colorless card has none, 106.2c).
   */
  civilizationInZone?: ZoneName;
  /**
   * choose3: a value its controller declared earlier in the same effect ("Choose a race. … creatures of that race"): the
   * `declare` step remembered under `name`; `as`: the characteristic it gives — a race (as `raceIncludes`, 203.2), a
   * civilization, a cost or a power (exactly that number). Bound to the declared value as each step runs.
   * choose4: `as: "name"`: the name of a card chosen earlier in the effect (the `name-of` handler, lib/engine/choose4.ts:
   * "all creatures that have the same name as that creature"), as `nameIs`.
   */
  declared?: { name: string; as: "race" | "civilization" | "cost" | "power" | "name" };
  /**
   * heads4: put into the battle zone this turn (its `enteredBattleTurn` is this turn): "whenever your opponent's creature
   * attacks on the turn it was put (into the battle zone)". A card outside the battle zone never matches.
   */
  enteredThisTurn?: boolean;
  /**
   * first4: costs the same as or less than (`less`: less than) the number of cards in a player's zone, counted as the
   * step runs ("… that costs the same as or less than the number of cards in your graveyard"): `whose` is from the
   * ability's controller's side. Bound to `costAtMost` as each step runs (lib/engine/choose3.ts, with `declared`); a card
   * being used is not counted in its zone (409.1c, as `costAboveZoneCount`).
   */
  costAtMostCount?: { whose: "you" | "opponent"; zone: "hand" | "graveyard" | "mana"; less?: boolean };
  /** mech4: linked by God Link (804) into one creature with another god (true: "linked God"), or not (false: "unlinked God"). */
  linked?: boolean;
}

/** A card filter without `anyOf` (one level of alternatives). */
export type CardFilterBase = Omit<CardFilter, "anyOf">;

/**
 * The conditions an ability or a step can hold on, one member per kind with its fields. Add a kind here; the file format
 * (`CONDITION_SCHEMAS` in lib/scenarios/schemas.ts, checked to produce exactly this type) and the engine's
 * `conditionHolds` / `describeCondition` (lib/engine/query.ts, exhaustive switches) fail to compile until they have it.
 */
export type Condition =
  | { kind: "turn"; whose: "yours" | "opponents" }
  | { kind: "source-power-above"; value: number }
  | { kind: "shield-force" }
  | { kind: "mana-at-least"; count: number }
  | { kind: "zone-count-at-least"; zone: ZoneName; count: number }
  /** "while this creature has N power or less" (Zeron: 0 or less) */
  | { kind: "source-power-at-most"; value: number }
  /**
   * How many cards of a player's zone match a filter ("if you have 3 or more water cards in your mana zone", "if your
   * opponent has no creatures"): at least / at most. Cards being used are not counted (409.1c); ignored creatures
   * are not in the battle zone (116.2a).
   */
  /** `excludeSource`: the card whose ability this is is not counted ("if you have *another* Dragon"). */
  /** `either`: one player or the other ("if any player has no cards in their hand": No Choice). */
  /** `total`: both players' counts added together ("if you and your opponent have a total of 6 or less shields": Onitime). */
  | { kind: "zone-count"; whose: "yours" | "opponents" | "either" | "total"; zone: ZoneName; filter?: CardFilter; atLeast?: number; atMost?: number; excludeSource?: boolean }
  /** The source creature is attacking (from its attack until the attack ends: "while attacking", 506.1d). */
  | { kind: "attacking" }
  /** "while blocking": the source is the blocking creature of the attack going on (507.2a, until the attack ends) */
  | { kind: "blocking" }
  /**
   * The source creature is in a battle being resolved ("while battling"); `against`: and the other creature of that
   * battle matches the filter ("while battling a creature that has "blocker"").
   */
  | { kind: "battling"; against?: CardFilter }
  /** The source card is tapped ("while this creature is tapped") or untapped (`tapped: false`). */
  | { kind: "source-tapped"; tapped: boolean }
  // --- gram-st (issue 14) ---
  /** The source god is linked with another (God Link, 804: "while this creature is linked"). */
  | { kind: "source-linked" }
  /**
   * Cyclone: this turn, the play (a card used: summoned, cast, generated…) its controller made immediately before
   * casting the source spell was summoning a creature (`GameState.lastUse`).
   */
  | { kind: "summoned-before-cast" }
  /** "while this creature has power N or more" */
  | { kind: "source-power-at-least"; value: number }
  /**
   * "if you have more creatures in the battle zone than your opponent", "... more cards in your mana zone than your
   * opponent": the controller's count of matching cards in the zone is greater than the opponent's (409.1c: cards
   * being used are not counted).
   */
  | { kind: "zone-count-more"; zone: ZoneName; filter?: CardFilter }
  /**
   * How many cards a player drew this turn (`drawn`), or how many creatures were put into their battle zone this turn
   * (`creatures-put`, summons included: "if your opponent had put 2 or more other creatures this turn"), before the
   * event being looked at. Counted from the start of the turn (or of the scenario).
   */
  | { kind: "this-turn-count"; what: "drawn" | "creatures-put"; whose: "yours" | "opponents"; atLeast?: number; atMost?: number }
  /** "if there are 3 or more cards under this creature": the source's stack holds that many cards under its top card. */
  | { kind: "source-under-at-least"; count: number }
  // --- r2-hand (issue 14) ---
  /**
   * "if during that attack you didn't use a "Ninja Strike" ability": the controller has not used an ability of this
   * keyword (a `summon-self` step with that `use`) since the current attack was declared.
   */
  | { kind: "not-used-this-attack"; keyword: string }
  // --- headers (issue 14) ---
  /**
   * Accelerator: the source creature is crossed with a Cross Gear (303.3; looked back at when it has just left the battle
   * zone, 603.5c). `any`: one of the controller's creatures in the battle zone is crossed with one (Super Accelerator).
   */
  | { kind: "crossed-with-gear"; any?: boolean }
  // --- statics (issue 14) ---
  /**
   * Abarechain's "if it's the first attack this turn": the attack being made (from its declaration until it ends) is
   * the first attack declared this turn.
   */
  | { kind: "first-attack-this-turn" }
  // --- heads3 (issue 14) ---
  /**
   * The battle being resolved is the battle of a blocked attack (508.1): its two creatures are the attacking creature
   * and the blocking creature of the attack going on (507.2a), and the source is one of them. With `blocking` /
   * `attacking`: "after the battle" of the block it made / of the attack that was blocked.
   */
  | { kind: "block-battle" }
  // --- cond3 (issue 14) ---
  /**
   * One count of cards against another: "your opponent has more cards in their mana zone than you have in yours", "your
   * number of creatures is greater than or equal to your number of shields" (`orEqual`), "your opponent doesn't have more
   * shields than you" (yours at least theirs). Each side counts the cards of a player's zone that match its filter (409.1c:
   * cards being used are not counted; ignored creatures are not in the battle zone, 116.2a).
   */
  | { kind: "count-compare"; left: CountSide; right: CountSide; orEqual?: boolean }
  /**
   * What happened this turn so far (lib/engine/cond3.ts): spells cast ("if you cast 2 or more spells this turn"), summons
   * made ("if your opponent summoned 3 or more creatures this turn"), shields broken ("if 2 or more of your shields weren't
   * broken this turn": at most 1), cards put into the shield zone ("if a card was put into your shield zone this turn"),
   * by or of a player (`total`: both together), counted from the start of the turn (or of the scenario).
   */
  | { kind: "turn-log"; what: "cast" | "summoned" | "shields-broken" | "to-shields"; whose: "yours" | "opponents" | "total"; atLeast?: number; atMost?: number }
  /** "if this creature broke any shields this turn": the source, as the object it is now, broke a shield this turn (509.2). */
  | { kind: "source-broke-shield" }
  /**
   * Cards of several zones of one player counted together: "if you have a total of 3 or more Jokers in the battle zone or
   * your mana zone" (each zone's matching cards, as `zone-count` counts them, added up).
   */
  | { kind: "zone-count-sum"; whose: "yours" | "opponents"; parts: { zone: ZoneName; filter?: CardFilter }[]; atLeast?: number; atMost?: number }
  /**
   * "if this is an evolution creature": the source is on top of its object in the battle zone and is an evolution
   * creature now — an evolution card, or a Neo creature with a card under it (a Neo Evolution Creature) — its evolution
   * supertype not ignored after a rebuild (801.4). `neo`: "if this is a Neo Evolution Creature": a Neo creature with a card under it.
   */
  | { kind: "source-evolution"; neo?: boolean }
  /**
   * "if you have 3 or more elements that have different costs": how many different costs there are among a player's
   * cards of a zone matching the filter (the battle zone's objects, by their top card's cost; a card with no cost adds none).
   */
  | { kind: "distinct-costs"; whose: "yours" | "opponents"; zone: ZoneName; filter?: CardFilter; atLeast?: number; atMost?: number }
  // --- moves3 (issue 14) ---
  /**
   * The source card is in this zone of its owner now ("return it from your graveyard to your hand" after it was
   * destroyed: if it has left the graveyard, nothing is returned).
   */
  | { kind: "source-in"; zone: ZoneName }
  // --- mech3 (issue 14) ---
  /**
   * Turbo rush (ターボラッシュ): "if any of your other creatures broke any shields this turn" — a creature other than the
   * source, then its controller's, broke one or more shields this turn (the turn log, lib/engine/cond3.ts).
   */
  | { kind: "other-broke-shield-this-turn" }
  /**
   * Super Shield Trigger's "Super:" ability (スーパー・S・トリガー): the source spell is being cast by its shield trigger
   * (509.5e, 112.3a; `Ctx.shieldTriggerCasting`).
   */
  | { kind: "cast-by-shield-trigger" }
  // --- body4 (issue 14) ---
  /** "if no creatures attacked that turn": no attack was declared this turn so far (`GameState.attackedThisTurn` is empty). */
  | { kind: "no-attack-this-turn" }
  // --- mech4 (issue 14) ---
  /**
   * "if it evolved from a tamaseed": the source is in the battle zone on top of a stack, and the card right under its top
   * card — what it was put on as it evolved (701.15a; the last of `under`, bottom first) — matches the filter.
   */
  | { kind: "source-evolved-from"; filter: CardFilter }
  // --- statics4 (second shift, issue 14) ---
  /**
   * "all (the) cards in your mana zone are water (cards)", "… are light or colorless", "… are tapped": every card in
   * the controller's mana zone is of one of `civilizations` (a multicolored water card is a water card; with
   * `orColorless`, a colorless card, 106.2c, counts too; a face-down card there is colorless), and tapped if `tapped`.
   * With no card in the zone, no ruling decides whether "all" holds, so the run stops (E_UNSUPPORTED) rather than guess.
   */
  | { kind: "mana-all"; civilizations?: string[]; orColorless?: boolean; tapped?: true };

/** One side of a `count-compare` condition: the cards of a player's zone matching a filter. */
export interface CountSide {
  whose: "yours" | "opponents";
  zone: ZoneName;
  filter?: CardFilter;
}

export type ConditionKind = Condition["kind"];

// ---------------------------------------------------------------------------------------------
// Replacement effects (609)

/**
 * The events a replacement ability can watch ("would be destroyed", "would leave", ...). Add a kind here; the engine
 * type (`WatchedEvent`) and the file format (lib/scenarios/schemas.ts: `z.enum(WATCHED_EVENTS)`) follow, and the
 * engine's test of an event against it (`isKind` in events.ts, an exhaustive switch) fails to compile until it is handled.
 */
export const WATCHED_EVENTS = [
  "destroy",
  "leave-battle",
  "to-graveyard",
  "discard",
  "return-to-hand",
  "from-deck",
  "battle",
  "draw",
  /** a card would be put into the battle zone (summoned or put; not put under a stack, not attached, not a seal) */
  "enter-battle",
  /** a card would leave the shield zone (broken, or moved by an effect) */
  "leave-shields",
  /** a shield would be broken (put into its owner's hand by a breaker, 509.2) */
  "break",
  /** a card would be put into the shield zone from another zone (shieldified, or put on a shield) */
  "enter-shields",
  /** a player would lose the game (a direct attack, 703.4a; a card's effect, 104.2c): subject `own` = you */
  "lose",
  /** a card would be put into the mana zone from another zone ("would be put into your mana zone") */
  "to-mana",
] as const;
export type WatchedEvent = (typeof WATCHED_EVENTS)[number];

/**
 * Whose card (or, for draws, which player) the watched event must concern, relative to the ability's source.
 * `crossed`: the creature this Cross Gear is crossed with; `attached`: the creature this aura is attached to;
 * `equipped`: the creature this Dragheart Weapon is equipped to (305.2).
 * Add a subject here; the engine type and the file format (`z.enum(SUBJECTS)`) follow, and `subjectMatches`
 * (events.ts, an exhaustive switch) fails to compile until it is handled.
 */
export const SUBJECTS = ["self", "own", "own-other", "other", "any", "opponents", "affected", "crossed", "attached", "equipped"] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface WatchPattern {
  event: WatchedEvent;
  subject: Subject;
  filter?: CardFilter;
  /** Only events caused by an opponent's spell, or by the ability of an opponent's creature in the battle zone. */
  byOpponent?: "spell-or-creature-in-battle" | "spell-or-ability" | "spell";
  /** Only events this card causes ("whenever this creature would break a shield"). */
  bySource?: boolean;
  /** A card's move: only one that does not come from this zone ("from anywhere other than their hand"). */
  notFrom?: ZoneName;
  /** A card put into the battle zone: only one not summoned ("in any way except by summoning", 701.3a). */
  notSummoned?: boolean;
  /** A card's move: only one that does not go to this zone ("if it would be put anywhere other than the graveyard"). */
  notTo?: ZoneName;
  /** A card's move: only one that comes from this zone ("would be put into your graveyard from your mana zone"). */
  from?: ZoneName;
  /**
   * A destruction: only that of a creature that lost a battle (115.3b: the loser is destroyed); `source`: a battle with
   * the ability's source ("a creature loses a battle with this creature and would be destroyed").
   */
  lostBattle?: "any" | "source";
  /**
   * A spell's move out of resolution (after it is cast, 302.2): only that of a spell cast from this zone ("after you cast
   * a spell from your graveyard", "from your hand").
   */
  castFrom?: ZoneName;
  /**
   * A loss of the game (`lose`): only by receiving a direct attack (`direct-attack`: "would win the game by attacking
   * with one of their creatures", 104.2a / 703.4a), or only in another way (`not-direct-attack`: "in any way other than
   * attacking with one of their creatures").
   */
  loseBy?: "direct-attack" | "not-direct-attack";
}

export interface ReplacementDef {
  id: string;
  /** The printed sentence this models, as in the catalogue. */
  text: string;
  watches: WatchPattern;
  conditions?: Condition[];
  /** "you may ... instead": the controller may decline. */
  optional: boolean;
  /** Zone the source must be in for the ability to work (default: battle). Madness works from the hand;
   *  "anywhere" is for a card's own "from anywhere" text (Forever Princess). */
  activeIn?: ZoneName | "anywhere";
  /** The substitute (609.4): events it produces are marked as produced by a replacement and never replaced again. */
  instead: EffectStep[];
  /** "If you do, ..." after the substitute: an ordinary effect, not part of the replacement (seed 000, Baiken). */
  ifYouDo?: EffectStep[];
  /**
   * "Then ..." after the substitute ("... instead. Then return a creature ...", "... instead, then put this creature
   * ..."): an ordinary effect, not part of the replacement, done whenever the replacement was applied (whether or not
   * its substitute changed anything, unlike "If you do").
   */
  then?: EffectStep[];
  /**
   * each-event: applies separately to every event it watches (its substitute acts on the affected card itself).
   * one-event: its substitute spends the source itself (savers), so in a simultaneous batch it can be given to
   * one event only (609.9).
   */
  scope?: "each-event" | "one-event";
  /** "Once per turn, ...": once applied, it does not apply again this turn (as the card says; one event of a batch). */
  oncePerTurn?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Static abilities

/**
 * The static ability kinds, one member per kind with its fields. Add a kind here; the file format follows from it:
 * lib/scenarios/schemas.ts (`STATIC_SCHEMAS`, a record over `StaticKind` checked to produce exactly this type) fails
 * to compile until the kind has its schema, and tests/engine/registry.test.ts fails until the engine handles it.
 */
export type StaticDef =
  | { kind: "cant-be-destroyed"; text: string; conditions?: Condition[] }
  /**
   * "Your opponent's cards are put into their mana zone tapped" (`zone: "mana"`), "Your opponent's creatures are put
   * into the battle zone tapped" (`zone: "battle"`: creatures only): a state definition as they enter (110.4f), while
   * the source is in the battle zone; `whose`: the entering card's owner, from the source's controller's side; `filter`:
   * only the entering cards that match ("Non-light creatures are put into the battle zone tapped"); while the
   * conditions hold.
   */
  | { kind: "enter-tapped"; zone: ZoneName; whose: "opponents" | "yours" | "any"; filter?: CardFilter; text: string; conditions?: Condition[] }
  | { kind: "keyword"; keyword: string; text: string; conditions?: Condition[] }
  /**
   * "If you don't have ..., this tamaseed isn't treated as a creature in the battle zone" (a Tamaseed/Creature): in the
   * battle zone it is a creature only while the conditions hold.
   */
  | { kind: "creature-only-if"; text: string; conditions: Condition[] }
  /** "This creature can't leave the battle zone" (while the conditions hold): every move out of it is prevented. */
  | { kind: "cant-leave"; text: string; conditions?: Condition[] }
  /** A Cross Gear's "the crossed creature gets +N power" (303.3a). */
  | { kind: "crossed-creature-power"; amount: number; text: string }
  /** An Orega Aura's number: the creature it is attached to gets +N power (310.4; printed at its lower left, not in its text). */
  | { kind: "attached-creature-power"; amount: number; text: string }
  /**
   * "This creature can't attack" (110.2a example), "... can't attack players", "... can't attack creatures": the
   * `attack` action refuses such an attack (while the conditions hold).
   */
  | { kind: "cant-attack"; targets: "any" | "players" | "creatures"; text: string; conditions?: Condition[] }
  /**
   * "This creature can't be attacked": the `attack` action refuses an attack on it (while the conditions hold); `by`:
   * only an attack by a creature matching the filter ("can't be attacked by fire creatures").
   */
  | { kind: "cant-be-attacked"; by?: CardFilter; text: string; conditions?: Condition[] }
  /**
   * "This creature wins all battles" (115.3c, 700.5): whatever the powers, it wins its battles and the other creature
   * loses; when both creatures have it, both win and neither loses (700.5a). While the conditions hold.
   */
  | { kind: "wins-all-battles"; text: string; conditions?: Condition[] }
  /**
   * "You can't put other exile creatures that have "Blues" in their name into the battle zone": while the source is in
   * the battle zone, a creature of the players named (`whose`, from the source's controller's side) that matches the
   * filter and whose name contains `nameContains` (any part of the name, case-insensitive: "Shen" in "Shenton") is not
   * put into the battle zone — a summon or a put of it is refused, an effect's move of it does not happen (101.2).
   * The source itself, already in the battle zone, is never concerned ("other").
   */
  | { kind: "cant-enter-battle"; whose: "yours" | "opponents" | "players"; filter?: CardFilter; nameContains?: string; text: string }
  /**
   * "This creature can attack your opponent on the turn you put it into the battle zone": a "can" of a card beats the
   * summoning sickness rule (301.5; 101.2) for its attacks on the other player only (while the conditions hold).
   */
  | { kind: "attack-players-when-put"; text: string; conditions?: Condition[] }
  /** "This creature can't be summoned" (`from`: "... from your hand"): a summon of it is refused (101.2: "can't" beats "can"). */
  /** `conditions` (statics3): "You can summon this creature only if …" — it can't be summoned while they hold. */
  | { kind: "cant-be-summoned"; from?: ZoneName; text: string; conditions?: Condition[] }
  /**
   * "This creature can't be blocked" (507.1a example): a block of its attack is refused (while the conditions hold);
   * `by`: only by the creatures matching it ("can't be blocked by creatures that have power 4000 or less").
   */
  | { kind: "cant-be-blocked"; text: string; by?: CardFilter; byLessPower?: boolean; conditions?: Condition[] }
  /**
   * "This creature blocks if able" (507.1b: a creature its player must choose to use its blocker): an attack of the
   * opponent that it could block (507.1a) must be blocked by it; a script that declares no block, or another blocker
   * (several blockers chosen at once, 507.2, are not modelled), is refused.
   */
  | { kind: "blocks-if-able"; text: string; conditions?: Condition[] }
  /** "This creature can't block" (507.1a): a scripted block by it is refused (while the conditions hold). */
  | { kind: "cant-block"; text: string; conditions?: Condition[] }
  /**
   * "This creature gets +N power" (a negative amount: "-N"); `perCard`: N for each card counted ("for each of your
   * Hunters in the battle zone"); while the conditions hold ("while attacking": condition `attacking`).
   */
  | { kind: "power"; amount: number; perCard?: PerCard; text: string; conditions?: Condition[] }
  /** "This creature doesn't untap at the start of your turn" (501.1 untaps every other card). */
  | { kind: "doesnt-untap"; text: string }
  /** "This creature can't break shields" (statics3): its attack on a player breaks none (509.2b); with no shields left, it is still a direct attack (509.1). */
  | { kind: "cant-break-shields"; text: string; conditions?: Condition[] }
  /**
   * "This creature attacks each turn if able": its controller can't end their turn while it has not attacked this turn
   * and could still attack the other player (untapped, no summoning sickness, nothing forbids the attack).
   */
  /**
   * `target: "players"` (statics3): "This creature attacks your opponent each turn if able" — besides, an attack on a
   * creature is refused while it could attack the other player.
   */
  | { kind: "must-attack"; text: string; conditions?: Condition[]; target?: "players" }
  /**
   * "Whenever your opponent would choose a creature in the battle zone, they can't choose this one" (`spellsOnly`: "by a
   * spell effect"): the opponent's choices can't pick it; effects on "all" still reach it.
   */
  /** `spellCostAtMost`: only the choices of spells that cost that much or less ("by the effect of a spell that costs 4 or less"). */
  | { kind: "cant-be-chosen"; spellsOnly?: boolean; spellCostAtMost?: number; text: string; conditions?: Condition[] }
  /**
   * Who chooses shields ("Whenever your opponent would choose one of your shields, you choose instead."): `yours-by-opponent`
   * — the opponent's choice among your shields is yours; `opponents-by-you` — your choice among your opponent's shields is
   * theirs; `broken-by-opponents-creatures` — the shields your opponent's creatures break (attacking, or by their
   * abilities) are chosen by you.
   */
  | { kind: "chooses-shields"; what: "yours-by-opponent" | "opponents-by-you" | "broken-by-opponents-creatures"; text: string }
  /**
   * "Your opponent can't cast spells", "Players can't cast spells other than light spells" (while the conditions hold):
   * the players named (`who`, from the source's controller's side) can't cast a spell matching the filter (none: every
   * spell). "Can't" beats "can" (101.2): a cast for no cost by an effect is refused too.
   */
  | { kind: "cant-cast"; who: "opponents" | "players" | "yours"; filter?: CardFilter; text: string; conditions?: Condition[] }
  /**
   * "Whenever your opponent's creatures attack, they attack this creature if able": an opponent's creature that attacks
   * must choose this creature as the attack's target while it can legally attack it (506.1e: a tapped creature; or an
   * untapped one if the attacker may attack untapped creatures), unless it attacks another creature with this ability.
   */
  | { kind: "attacked-if-able"; text: string; conditions?: Condition[] }
  /**
   * "Your opponent can't use the "shield trigger" abilities of their shields", "Players can't use the "shield trigger"
   * abilities of light cards", "Your opponent can't use the "shield trigger" of shields this creature breaks" (while the
   * conditions hold): the players named (`who`, from the source's controller's side) can't declare the shield trigger
   * (509.5a) of a broken shield matching the filter; `brokenBySource`: only of the shields the source's attack breaks.
   * "Can't" beats "can" (101.2).
   */
  /**
   * "Players can't summon creatures that cost 4 or less", "During your turn, your opponent can't summon creatures" (while
   * the conditions hold): the players named (`who`, from the source's controller's side) can't summon a creature matching
   * the filter (none: every creature) — the summon action is refused, a summon by an effect is not made (101.2).
   */
  | { kind: "cant-summon"; who: "opponents" | "players" | "yours"; filter?: CardFilter; text: string; conditions?: Condition[] }
  | { kind: "cant-use-shield-trigger"; who: "opponents" | "players" | "yours"; filter?: CardFilter; brokenBySource?: boolean; text: string; conditions?: Condition[] }
  /**
   * A replacement of triggering (609.1a: an effect that uses "instead" is a replacement effect; 603.2: an ability
   * triggers each time its trigger condition is met): when an ability described here would trigger, it doesn't
   * trigger (`none`: "that ability won't trigger instead") or triggers twice (`twice`: "triggers twice instead").
   * `on`: the trigger event (a card put into the battle zone, a creature destroyed); `whose`: the
   * event's card is the source's controller's (`yours`) or the other player's (`opponents`), and so is the ability;
   * `abilities`: which abilities — the event card's own (`event-card`: "its ability would trigger"), only its "this
   * creature" ones (`event-card-this`: "an ability that starts with "When you put this creature""), or those of any
   * creature of that player (`whose-creatures`: "your creatures' abilities that would trigger when your creatures are
   * destroyed"). `filter`: the event card. Works from the battle zone while the conditions hold.
   */
  | {
      kind: "trigger-replacement";
      mode: "none" | "twice";
      on: "put-into-battle" | "destroyed";
      whose: "yours" | "opponents";
      abilities: "event-card" | "event-card-this" | "whose-creatures";
      filter?: CardFilter;
      text: string;
      conditions?: Condition[];
    }
  /**
   * An ability of this card that other creatures get while it is in the battle zone ("Each of your Dragons gets
   * "blocker"", "Your opponent's creatures get -1000 power", "The attached creature gets "powered breaker"", "The crossed
   * creature gets "double breaker""): `to` says which creatures; they get `keywords`, `power`, can't attack
   * (`cantAttack`) or can't be attacked (`cantBeAttacked`), while the conditions hold.
   */
  | {
      kind: "grant";
      to: GrantScope;
      keywords?: string[];
      power?: number;
      cantAttack?: "any" | "players" | "creatures";
      /** `cantAttack` only on the turn the creature was put into the battle zone ("can't attack the turn they are put"). */
      cantAttackTurnPut?: boolean;
      /** They attack each turn if able (as the `must-attack` static: their controller's turn can't end while one could still attack). */
      mustAttack?: boolean;
      cantBeAttacked?: boolean;
      /** Their attacks can't be blocked (507.1a: no creature with "blocker" can be chosen to block them). */
      cantBeBlocked?: boolean;
      /**
       * "Whenever your opponent would choose a creature, they can't choose your Dragons": the source's opponent's
       * choices can't pick them (as the `cant-be-chosen` static; `spells`: only a spell's choices).
       */
      cantBeChosen?: "any" | "spells";
      /**
       * Replacement abilities the creatures get ("Each of your Aliens gets "Saver: Alien" (When one of your Aliens would
       * be destroyed, you may destroy this creature instead.)"): each creature reached has the ability as its own, so
       * "this creature" in it is that creature (the pipeline collects them with the creature's printed ones).
       */
      replacements?: ReplacementDef[];
      /**
       * Triggered abilities the creatures get ("Survivor (Each of your Survivors has this creature's Survivor ability.) :
       * Whenever this creature attacks, …"): each creature reached has the ability as its own, "this creature" in it
       * being that creature (collected with its printed ones, lib/engine/triggers.ts).
       */
      triggers?: TriggerDef[];
      text: string;
      conditions?: Condition[];
      /**
       * statics4: "Each of your Dragons gets "power attacker +5000"": each creature reached gets this much power while it
       * is attacking (from its attack until the attack ends), as its own Power attacker would.
       */
      attackingPower?: number;
      /** statics4: "Your light creatures that cost 6 or less win all battles": each creature reached wins all its battles (as the `wins-all-battles` static). */
      winsAllBattles?: boolean;
      /** statics4: "Your creatures get +9999 power while battling": each creature reached gets this much power while it battles (condition `battling`). */
      battlingPower?: number;
      /**
       * statics4: "Your creatures can attack your opponent on the turn they are put into the battle zone": summoning
       * sickness (301.5) does not stop their attacks on the other player (as the `attack-players-when-put` static, 101.2).
       */
      attackPlayersWhenPut?: boolean;
      /** statics4 (second shift): "All your other Humans break an additional shield": each creature reached breaks this many more shields (509.2b). */
      extraBreaks?: number;
      /** statics4 (second shift): "Your opponent's creatures must block if able": each creature reached blocks if able (as the `blocks-if-able` static, 507.1b). */
      blocksIfAble?: boolean;
    }
  /**
   * statics4: races and civilizations other creatures get while this card is in the battle zone ("Each of your light
   * creatures gets the Survivor race", "Each of your water and nature creatures in the battle zone are also light
   * creatures"): the battle zone's creatures `to` reaches (as a `grant`'s scope) have these races and civilizations in
   * addition to their own (their other characteristics unchanged), while the conditions hold. The scope's filter looks at
   * the printed characteristics (one such change does not feed another's filter).
   */
  /** `to: { self: true }`: the card itself in the battle zone ("If you have a nature creature in the battle zone, this creature gets … the Mega Dragon race"). */
  | { kind: "gets-characteristics"; to: { whose: "own" | "opponents" | "all"; filter?: CardFilter; excludeSelf?: boolean } | { self: true }; races?: string[]; civilizations?: string[]; text: string; conditions?: Condition[] }
  /**
   * statics4: "Cards in your mana zone are considered to be cards of every civilization.": while this card is in the
   * battle zone (and the conditions hold), each face-up card in its controller's mana zone has all five civilizations.
   */
  | { kind: "mana-all-civilizations"; text: string; conditions?: Condition[] }
  /**
   * statics4: "Your hand can't be discarded by one of your opponent's spell effects or creature abilities.": while this
   * card is in the battle zone, a card of its controller's hand is not put into the graveyard (discarded, 701.7a) by an
   * effect of the other player's spell or of the other player's creature's ability ("can't" beats the effect, 101.2).
   */
  | { kind: "hand-cant-be-discarded"; text: string; conditions?: Condition[] }
  /**
   * cost4: a change of the mana cost a card is used for (112.2b: the mana cost a player pays may be increased or reduced
   * by effects; 601.1a, 601.1e: the cost-changing effects that apply are chosen as the use is declared, then the cost is
   * fixed). The engine pays no mana cost (a scenario summons, casts, generates and crosses for free), so it records this
   * but does not act on it; the card page shows it. `of`: the source card itself, or the cards of `whose` (from the
   * source's controller's side) matching `filter`; `uses`: the uses it changes; `less`: N less (`upTo`: "up to N less",
   * the player picks; `perCard`: N for each card counted); `floor`: "it can't cost less than N" (N; "0 or less": 1);
   * `alternative`: "you may pay CIV N: to summon this creature" — that mana instead of its cost; `crossOnto`: only a
   * cross onto the source creature; `optional`: "you may".
   */
  | {
      kind: "cost";
      of: "self" | { whose: "yours" | "opponents" | "players"; filter?: CardFilter };
      uses: ("summon" | "cast" | "generate" | "cross" | "use")[];
      less?: number;
      upTo?: boolean;
      perCard?: PerCard;
      floor?: number;
      alternative?: { civilizations: string[]; amount: number };
      crossOnto?: "self";
      optional?: boolean;
      /**
       * "While you are summoning this creature, you may discard a card from your hand. If you do, …": what the player
       * does for the reduction as the cost is paid (601.1f), the card pending; a scenario's `summon` action with
       * `whileSummoning: true` does it (lib/engine/cost4.ts).
       */
      pay?: EffectStep[];
      /** "Ignore any abilities that reduce the cost of your opponent using cards": the cost reductions of `of`'s uses don't apply. */
      ignoreReductions?: boolean;
      /** "For each card you reveal, this creature costs 1 less": `less` for each card the `pay` steps remembered as "paid". */
      perPaid?: boolean;
      text: string;
      conditions?: Condition[];
    }
  /**
   * statics4 (second shift): "While this creature is linked, this creature breaks an additional shield.": while the
   * conditions hold, this creature breaks `count` more shields than its breaker ability (or 1) says (509.2a, 509.2b).
   */
  | { kind: "extra-breaks"; count: number; text: string; conditions?: Condition[] };

export type StaticKind = StaticDef["kind"];

/**
 * Which creatures a `grant` static reaches: the battle zone's creatures of the source's controller (`own`), of the
 * other player (`opponents`) or of both (`all`), matching the filter (`excludeSelf`: not the source itself); or the
 * creature the source (an aura) is attached to, or the one the source (a Cross Gear) is crossed with.
 */
export type GrantScope = { whose: "own" | "opponents" | "all"; filter?: CardFilter; excludeSelf?: boolean } | { attached: true } | { crossed: true };

/** "for each of your Hunters in the battle zone", "for each fire card in your graveyard": cards of a zone matching a filter. */
export interface PerCard {
  whose: "yours" | "opponents" | "both";
  zone: ZoneName;
  filter?: CardFilter;
  /** "for each *other* …": the card whose ability counts is not counted itself. */
  excludeSource?: boolean;
  /**
   * "for each civilization in your mana zone": the different civilizations among the matching cards are counted, not
   * the cards (colorless is no civilization).
   */
  civilizations?: boolean;
}

/**
 * State-definition effects applied while the card enters the battle zone (110.4f): Shield Force; `tapped`: "this
 * creature is put into the battle zone tapped"; `may-tapped`: "you may put this creature into the battle zone tapped"
 * (its controller chooses as it enters, statics3).
 */
/** Add a kind here; the engine type and the file format (`onEnter[].kind`) follow. */
export const ENTER_KINDS = ["shield-force", "tapped", "may-tapped"] as const;
export type EnterDef = { kind: (typeof ENTER_KINDS)[number]; text: string };

// ---------------------------------------------------------------------------------------------
// Triggered abilities

/**
 * `turn-start` / `turn-end`: "at the start / end of your turn" (subject own), "of your opponent's turn"
 * (opponents), "of each turn" (any) — 501.2 and 511.1; the subject is the turn player, not a card.
 */
export const TRIGGER_EVENTS = [
  "destroyed",
  "put-into-battle",
  "attacks",
  "battles",
  "discarded",
  "returned-to-hand",
  "turn-start",
  "turn-end",
  /** "when you attach this aura to a creature" (310): the aura is the event's card */
  "attached",
  /** "when this has no seals on it" (Forbidden Liberate, 701.25): its last seal was removed */
  "unsealed",
  /** "whenever a player summons a creature" (701.3a): the summon is made, whether or not the creature then enters */
  "summoned",
  /** "whenever this creature wins a battle": it had the higher power (115.3b); the other creature is the loser */
  "wins-battle",
  /** "when this creature leaves the battle zone": any move of it out of the battle zone (looked back at, 603.5c) */
  "leaves-battle",
  /** "whenever you cast a spell": the spell is the event's card (its controller is the caster) */
  "cast",
  /** "whenever this creature taps": an untapped card became tapped (by an effect, or by attacking: 506.1b) */
  "tapped",
  /** "whenever this creature is attacked": the attacked creature is the event's card, the attacker the other */
  "attacked",
  /** "after this creature attacks": its attack is over (the battle or the breaks done) and it is still in the battle zone */
  "attack-ended",
  /** "when a card is put into your hand from your shield zone" (broken or by an effect; Strike Back, 112.3b) */
  "shield-to-hand",
  /** "whenever this creature untaps": a tapped card became untapped (by an effect, or in the untap step: 501.1) */
  "untapped",
  /** "whenever this creature loses a battle": it had the same or lower power (701.13a: a tie is lost by both); the other creature is the winner */
  "loses-battle",
  /** "whenever this creature attacks and isn't blocked": the block step ended with no blocker designated for it (507.3c) */
  "unblocked",
  /** "whenever a card is put into your shield zone": a card moved into the shield zone from another zone */
  "enters-shields",
  /** "whenever a card leaves your shield zone": a card moved out of the shield zone */
  "leaves-shields",
  /** "whenever your opponent draws a card": one card drawn (the drawn card is the event's card; its owner drew it) */
  "draws",
  /** "whenever you put a card into your mana zone": a card moved into the mana zone from another zone (`from`: where from) */
  "put-into-mana",
  /** "when this card is put into your graveyard from anywhere": a card moved into the graveyard from another zone */
  "put-into-graveyard",
  /** "whenever this creature blocks" (507.3a): the blocking creature is the event's card, the attacker the other */
  "blocks",
  /** "whenever this creature is blocked" (507.3): the blocked attacker is the event's card, the blocking creature the other */
  "blocked",
  /**
   * "whenever your opponent chooses this creature": an effect's choice (resolveTargets) picked the event's card in the
   * battle zone, and the player who chose is not its controller (the chooser is the event's player)
   */
  "chosen",
  /**
   * "destroy this creature after the attack" of a "whenever this creature blocks" ability: the attack it blocked is
   * over (the battle fought) and it is still in the battle zone; the blocking creature is the event's card, the attacker the other
   */
  "block-ended",
  /** "when you put this as an evolution creature": the card was put into the battle zone on top of its sources (801.1) */
  "evolved",
  /**
   * "when it becomes an evolution source": an evolution creature was put into the battle zone on top of this card (801.1);
   * the source is the event's card (looked back at in the battle zone), the evolution creature the other
   */
  "became-source",
  /** "whenever this creature links with another God" (804.1a): a god entered linked with it, or it entered linked (lib/engine/heads3.ts) */
  "links",
  /** "when you put this creature with "Revolution Change"": swapped in from the hand by its own Revolution Change (701.26a); the attacker it replaced is the other */
  "revolution-changed",
  /** "when this creature is Dragsolutioned" (701.22a: a dragheart flipped): the card was flipped to the side that has the ability (the side now face up) */
  "flipped",
  /** "whenever your opponent uses the "shield trigger" ability of one of their shields": a broken shield's shield trigger used (509.5e); the card is the event's */
  "shield-trigger-used",
  /**
   * "when this creature evolves" ('Shinkapower', シンカパワー): an evolution creature was put on top of this card (801.1:
   * it is one of the new creature's evolution sources); the event's card is the source, the other the evolved creature
   */
  "evolves",
] as const;
/** The events a triggered ability can watch (the scenario format accepts exactly these: lib/scenarios/schemas.ts). */
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

export interface TriggerDef {
  id: string;
  text: string;
  /**
   * `to`: for `leaves-battle`, only a move into one of these zones ("when this creature leaves and is put into your
   * hand, mana zone or graveyard": Mega Last Burst). `bySummon`: for `put-into-battle`, only when it was summoned
   * ("when you summon this creature", 701.3a: putting it by an effect is not summoning it). `firstThisTurn`: for
   * `tapped`, only the first time the card becomes tapped in a turn ("Each turn, ... the first time it is tapped"); for
   * `attacks`, only its first attack in the turn ("whenever this creature attacks for the first time each turn"); for
   * `wins-battle` (heads4), only the creature's first battle won in the turn.
   * `target`: for `attacks` and `unblocked`, only an attack on a player ("attacks your opponent") or on a creature.
   * `bySummon: false`: for `put-into-battle`, only when it was not summoned ("puts a creature except by summoning").
   * `from`: for `put-into-mana`, `put-into-graveyard`, `put-into-battle` and `cast`, only a card from one of these zones
   * ("from your hand"). `faceUp`: for `enters-shields`, only a card put face up ("put this creature face up into your
   * shield zone").
   * `byOpponent` (heads4): for `discarded`, only a discard caused by an opponent's spell or by the ability of an
   * opponent's creature ("is discarded by the effect of one of your opponent's spells or ability of a creature").
   */
  on: { event: TriggerEvent; subject: Subject; filter?: CardFilter; to?: ZoneName[]; bySummon?: boolean; firstThisTurn?: boolean; target?: "player" | "creature"; from?: ZoneName[]; faceUp?: boolean; byOpponent?: "spell-or-creature" };
  /** "you may ..." — the controller is asked at resolution. */
  optional: boolean;
  effect: EffectStep[];
  /**
   * The zone the ability functions in when it is not the battle zone (110.4b/110.4d): `hand` (Ninja Strike) — it
   * triggers while the card is in its owner's hand, and never while it is in the battle zone. `mana` / `graveyard`: an
   * ability that can trigger only in that zone functions there (110.4g: "when you put this card into your mana zone",
   * "when this card is put into your graveyard"): it is looked at as the card arrives there; `shields` likewise ("when
   * you put this creature face up into your shield zone"). A triggered ability of a
   * hidden zone triggers only when its use is declared (603.2e, 603.2f): the engine asks the declaration as the
   * ability's first "you may" step, at resolution.
   */
  activeIn?: "hand" | "mana" | "graveyard" | "shields";
  /**
   * The ability exists only while these conditions hold (an ability a card "gets" under a condition: Shield Force,
   * Accelerator, Metamorph, No Choice): it triggers only if they hold when the event happens (looked at as the ability
   * would trigger; once triggered it resolves whatever they are then).
   */
  conditions?: Condition[];
}

// ---------------------------------------------------------------------------------------------
// Effect steps: what spells, triggered abilities and substitutes do

export type Who = "you" | "opponent";

/** Which cards a step acts on. */
export type Target =
  | { self: true }
  | { eventCard: true }
  | { eventOther: true }
  /** The cards an earlier step of this effect remembered under this name ("choose … . That creature …"), still in the battle zone. */
  | { remembered: string }
  | { choose: ChooseSpec }
  | {
      all: {
        player: Who | "any";
        zone: ZoneName;
        filter?: CardFilter;
        powerAtMost?: number;
        /** "that have less power than that creature": the other card of the triggering event (the creature an aura was attached to). */
        powerBelowEventOther?: boolean;
        /** "all … that have less power than it" (it: this creature): as ChooseSpec.powerBelowSource. */
        powerBelowSource?: boolean;
        /**
         * "all *cards* in the battle zone that ...": card-designating (109.2a, 200.3a): every card of every object is looked
         * at on its own, the cards under a stack and auras included, and each one that matches moves alone.
         */
        cardDesignating?: boolean;
        /** "all your opponent's elements": every object of the battle zone, not only creatures. */
        elements?: boolean;
        /** "all your other creatures": not the source itself. */
        excludeSelf?: boolean;
      };
    };

/**
 * How many: a number, or a count of what this effect did so far (its `remember`ed cards): `counted` = how many cards
 * an earlier step remembered (the cards it actually moved, or chose); `cardsOf` = how many cards the remembered
 * objects consist of (component cards: the cards under it, its auras, 109.2c).
 */
export type Count = number | { counted: string } | { cardsOf: string } | { each: PerCard };

export interface ChooseSpec {
  /** Whose cards: the controller's, the opponent's, or anyone's. */
  player: Who | "any";
  zone: ZoneName;
  count: Count;
  /** "you may choose": picking fewer (down to 0) is allowed. */
  upTo?: boolean;
  filter?: CardFilter;
  excludeSelf?: boolean;
  /** Who makes the choice: the ability's controller (default) or the owner of the cards. */
  chooser?: "controller" | "owner";
  /**
   * "Choose one of your opponent's *elements*" (エレメント): any object of the battle zone (a creature, a tamaseed, a
   * field, a cross gear...), not only creatures; the whole object moves. Without it (and without a type in the filter)
   * only creatures can be chosen in the battle zone.
   */
  elements?: boolean;
  /**
   * "Choose a *card* in the battle zone" (card-designating, カード指定): any card type may be chosen, and
   * only that card moves — the top card of a stack leaves alone and the rest is rebuilt (801.4).
   */
  cardDesignating?: boolean;
  /**
   * "a card under this creature", "3 cards under this creature" (メテオバーン and the like): the pool is the cards under
   * the source's stack in the battle zone (its component cards, 109.2); each chosen card leaves the object alone
   * (109.2a) and the stack stays. `zone` is "battle"; `player` is "you".
   */
  underSource?: boolean;
  /**
   * "any number of your opponent's creatures that have total power 6000 or less", "up to 2 psychic creatures that have
   * total cost 6 or less": the chosen cards' powers (or costs) added together may not exceed `atMost`. The cards are
   * picked one at a time, each among those that still fit (issue 14, clauses).
   */
  total?: { of: "power" | "cost"; atMost: number };
  /**
   * "one of your opponent's creatures that has less power than it" (it: this creature, the source): only creatures whose
   * power is less than the source's now; lib/engine/players3.ts (the source's power after it left, 605.2e, is not kept:
   * refused then).
   */
  powerBelowSource?: boolean;
  /**
   * "a card from your mana zone or graveyard": the cards of these zones of the same player are chosen among too (zones
   * other than the battle zone only; `zone` is the first one named).
   */
  alsoZones?: ZoneName[];
}

interface StepBase {
  /** "you may": the controller is asked first (or, for a choose target, may pick nothing). */
  optional?: boolean;
  /** "If you do, ...": runs only if this step's events happened or were replaced. */
  ifYouDo?: EffectStep[];
  /**
   * Remember, under this name, the cards this step acted on, for a later count ("for each card put ... in this way",
   * "if 6 or more are returned"): the cards whose move happened (since the rule change of 2022-09-14: a card whose move
   * was replaced or prevented is not counted), or every card it tried to move under earlier rules (RulesProfile.counting).
   */
  remember?: string;
  /**
   * body4: "If you don't, ..." / "If you can't, ...": runs only if this step did nothing (declined when optional, or
   * none of its events happened or were replaced): the opposite of `ifYouDo`.
   */
  ifYouDont?: EffectStep[];
}

export type EffectStep =
  | (StepBase & { do: "destroy"; target: Target })
  | (StepBase & { do: "return-to-hand"; target: Target })
  /** `tapped`: "put it into your mana zone tapped" / "into the battle zone tapped". */
  /** `faceDown`: "put it into your mana zone face down" (Crystal Charger). */
  | (StepBase & { do: "put-into-mana"; target: Target; tapped?: boolean; faceDown?: boolean })
  /**
   * `equipTo`: "(If it's a weapon,) equip it to this creature": each Dragheart Weapon the step puts is equipped, as it
   * enters, to that creature (305.2) if it is a creature in the weapon's player's battle zone; else the weapon is alone
   * and goes to the hyperspatial zone (305.3, 117.2). Only the first card of the target counts.
   */
  | (StepBase & { do: "put-into-battle"; target: Target; tapped?: boolean; equipTo?: Target })
  | (StepBase & { do: "to-graveyard"; target: Target })
  /** Return the target draghearts (or psychic cards) to the hyperspatial zone. */
  | (StepBase & { do: "to-hyperspatial"; target: Target })
  | (StepBase & { do: "shuffle-into-deck"; target: Target; withGraveyard?: boolean })
  /**
   * `filter`: only cards that match can be discarded ("discard a light card from your hand"). `upTo`: "discard up to 2
   * cards", "discard any number of cards" — the chooser may pick fewer, down to none. `remember` counts the cards
   * discarded ("Then draw that many cards").
   */
  | (StepBase & { do: "discard"; player: Who; count: number | "all"; chooser: "discarder" | "random" | "controller"; filter?: CardFilter; upTo?: boolean })
  /** `upTo`: "draw up to N cards" — before each draw the player may stop (a yes-no prompt per card). */
  | (StepBase & { do: "draw"; player: Who; count: Count; upTo?: boolean; then?: EffectStep[] })
  | (StepBase & {
      do: "deck-to-zone";
      player: Who;
      count: number;
      to: ZoneName;
      /** "put the top card of your deck into your mana zone tapped" */
      tapped?: boolean;
      /** "put the top 2 cards of your deck into your mana zone face down" (Crystal Mana, 405.4): into the mana zone only. */
      faceDown?: boolean;
      /** 609.7 self-replacement of this very step (Metamorph): when the condition holds, do this instead. */
      selfReplacement?: { id: string; text: string; conditions: Condition[]; count: number };
      /**
       * deck4: "put the top card of your deck into your mana zone for each of your Dreammates in the battle zone": how many
       * cards, counted once as the step resolves (`count` is then ignored); 0: nothing is put.
       */
      countBy?: Count;
      /** deck4: "shieldify the top card of your deck face up" (701.32b): into the shield zone face up (`to` "shields" only). */
      faceUp?: boolean;
    })
  | (StepBase & { do: "graveyard-to-deck-bottom"; count: number })
  | (StepBase & { do: "stay" })
  /**
   * Turn the card to another face: `lower` (default: the lower-cost side — Release, Dragon Evade 807.1b), `higher` (the
   * creature side — 龍解 701.22, 禁断解放 701.25), or `choose` (its controller chooses one of its faces — Parallel Release);
   * `toType` names the side by its type instead ("flip it to the fortress side": Dragon Evade on a three-sided dragheart).
   */
  | (StepBase & { do: "flip"; target: Target; to?: "lower" | "higher" | "choose"; toType?: string })
  | (StepBase & { do: "untap"; target: Target })
  | (StepBase & { do: "tap"; target: Target })
  | (StepBase & { do: "if-drawn"; filter: CardFilter; then: EffectStep[] })
  | (StepBase & {
      do: "grant";
      to: Target;
      keywords?: string[];
      cantBeDestroyed?: boolean;
      /** "... doesn't leave the battle zone" / "can't leave": every move out of the battle zone is prevented. */
      cantLeave?: boolean;
      /** "gets +N power" (negative: "-N power"; a creature at power 0 or less is destroyed, 703.4c). */
      power?: number;
      /**
       * "gets -1000 power for each card in your graveyard": `power` once per card counted; the count is taken when the
       * effect is created and does not change after (608.2b).
       */
      powerEach?: PerCard;
      /** "can't attack" (players / creatures only): the `attack` action refuses it while the effect lasts. */
      cantAttack?: "any" | "players" | "creatures";
      /** "can't be blocked" / "can't block" (507.1a): a scripted block the effect forbids is refused while it lasts. */
      cantBeBlocked?: boolean;
      cantBlock?: boolean;
      /** "breaks an additional shield" / "breaks 2 additional shields": added to the shields it breaks (509.2b). */
      extraBreaks?: number;
      /** "doesn't untap at the start of your opponent's next turn" (use with `until: opponents-next-untap`). */
      doesntUntap?: boolean;
      /** choose3: "attacks this turn if able" (as the `must-attack` static, while the effect lasts: its controller's turn can't end while it could still attack). */
      mustAttack?: boolean;
      replacements?: ReplacementDef[];
      /** `opponents-next-untap`: until the untap at the start of the opponent's next turn is over (501.1). */
      until: "end-of-turn" | "start-of-your-next-turn" | "opponents-next-untap";
      text: string;
    })
  /**
   * A replacement effect created by a resolving spell or ability for a period ("whenever any of your creatures would be
   * destroyed this turn, ... instead"): not locked in (609.1), it watches every event that matches while it lasts, about
   * any card, including cards put after it was created. Its subjects are read from its controller ("your creatures").
   */
  | (StepBase & { do: "replacement-effect"; replacements: ReplacementDef[]; until: "end-of-turn"; text: string })
  | (StepBase & { do: "handler"; name: string; args?: Record<string, string | number | boolean> })
  /** Put cards under a battle-zone card, at the bottom of its stack, in the order picked (Time Changer, Timeless Garden). */
  | (StepBase & { do: "put-under"; onto: Target; cards: Target })
  /**
   * `thenOnTop`: "Search your deck. You may take a spell … . Then shuffle your deck and put that spell on top of your
   * deck.": after the shuffle, the cards an earlier step remembered under that name (still in the deck) go on top.
   */
  | (StepBase & { do: "shuffle"; player: Who; thenOnTop?: string })
  /**
   * In a substitute: the replaced move, applied to the top card of the stack only (Star Evolution, 813.1);
   * the rest of the stack stays and is rebuilt (801.4). Same cause, same destination.
   */
  | (StepBase & { do: "top-card-instead" })
  /**
   * In a substitute: the replaced move, applied to every card under the stack instead of to the stack (G-Neo Evolution:
   * "when it would leave, all cards under it leave instead"); the top card stays.
   */
  | (StepBase & { do: "under-cards-instead" })
  /** In a substitute: put the source's EX Life shield (if still in the shield zone) into its owner's graveyard. */
  | (StepBase & { do: "ex-life-shield-to-graveyard" })
  /**
   * A modal effect ("choose one of the following"): the controller chooses `count` (default 1) of the modes;
   * the chosen ones run in printed order. The prompt is a `choose-mode` with the modes' ids as options.
   */
  /**
   * `repeat`: "Choose 2 of the following. (You may choose the same one twice.)": the `count` modes are chosen one at a
   * time, each among all the modes (the same one may be chosen again), and run in printed order, each as often as chosen.
   */
  | (StepBase & { do: "choose-one"; modes: ModeDef[]; count?: number; repeat?: boolean })
  /**
   * Swap (入れ替える, 701.26): `out` (a battle-zone element) goes to the zone `in` is in, and `in` is put into the
   * battle zone with `out`'s tapped state (701.26a; a creature swapped in by Revolution Change is attacking).
   * If `out`'s move is prevented or a replacement would change it, nothing moves (701.26b).
   */
  | (StepBase & { do: "swap"; out: Target; in: Target })
  /** Put the target cards on the top or bottom of their owners' decks; several are ordered by their owner (top/bottom first as picked). */
  /**
   * choose3 `positionChosenBy`: "Your opponent puts it on the top or bottom of their deck": for each card, its owner (or
   * the controller) chooses top or bottom (a `choose-mode` prompt, options top and bottom); `position` is then unused.
   */
  | (StepBase & { do: "put-on-deck"; target: Target; position: "top" | "bottom"; positionChosenBy?: "owner" | "controller" })
  /**
   * Look at the top `count` cards of a deck and choose some (filter) to move to a zone (the deck's top or
   * bottom when `to` is deck); the rest stay in place, go to the bottom in an order the player picks, or to the graveyard.
   */
  | (StepBase & {
      do: "look-at-top";
      player: Who;
      count: number;
      /**
       * `tapped`: into the mana zone tapped. `cast`: each chosen spell is cast for no cost from the deck (its
       * effect resolves, then it goes to the graveyard, 409.1b), and the chosen cards go nowhere else.
       */
      choose: {
        count: number;
        upTo?: boolean;
        filter?: CardFilter;
        to: ZoneName;
        position?: "top" | "bottom";
        tapped?: boolean;
        cast?: boolean;
        /** "put it into your hand or your mana zone": for each card chosen, its player picks one of these (`to` is ignored). */
        toAny?: { to: ZoneName; tapped?: boolean }[];
      };
      /**
       * Further choices among the cards still looked at, in printed order ("put one into your hand, one into your mana
       * zone and one into your graveyard"): each exactly `count` (or as many as are left).
       */
      also?: { count: number; to: ZoneName; position?: "top" | "bottom"; filter?: CardFilter; upTo?: boolean }[];
      /**
       * The cards not chosen: stay on top, go to the bottom (in an order their owner picks), back on top in an order their
       * owner picks (`top`), or to the graveyard, hand or mana zone (`restTapped`: the mana zone tapped).
       */
      rest: "stay" | "bottom" | "top" | "graveyard" | "hand" | "mana";
      restTapped?: boolean;
      /**
       * "If it's a spell, you may cast it. Otherwise, put it into your graveyard.": the rest are only the cards that do
       * not match `choose.filter`; a matching card not chosen stays where it is.
       */
      restUnmatched?: boolean;
      /** "Otherwise, you may put it on the bottom of your deck.": the rest move only if the player says yes. */
      restOptional?: boolean;
      /**
       * deck4: "For each Dragon in your mana zone, look at the top card of your deck.": how many cards are looked at,
       * counted as the step resolves (`count` is then ignored); 0: nothing is looked at.
       */
      lookCount?: Count;
    })
  | EffectStepMore;

export type EffectStepMore =
  /** Send the target cards to the abyss zone (701.33a): a move nothing can prevent or replace (701.33b). */
  | (StepBase & { do: "to-abyss"; target: Target })
  /** Put `count` seals on each target card (116.1a, 701.24a): the top cards of the card's owner's deck, face down. */
  | (StepBase & { do: "seal"; target: Target; count?: number })
  /**
   * Shieldify the target cards (701.32): put each as a new shield, face down, or face up (701.32b). With `onShield`
   * ("put it on one of your shields face up"), each is put instead on top of one of the controller's shields, chosen by
   * the controller: not a new shield, the stack is one shield (113.2); impossible without a shield.
   */
  | (StepBase & { do: "shieldify"; target: Target; faceUp?: boolean; onShield?: boolean })
  /** GR summon (701.30a): summon the top card of the player's super GR, `count` times. */
  | (StepBase & { do: "gr-summon"; player: Who; count?: number })
  /**
   * Psychic Link (覚醒リンク, 805.1c): if its controller has in the battle zone a psychic creature of each of `with`
   * (the names printed in the ability, matched against the name of each creature's current side, case, spaces and
   * punctuation ignored), the source and those flip at the same time and link into one Psychic Super
   * Creature (806.1), the source's super face; else nothing happens. The super creature is the same creature they were
   * (805.5) and is not affected by summoning sickness (805.6).
   */
  | (StepBase & { do: "psychic-link"; with: string[] })
  /**
   * In a substitute: put `count` of the source's forbidden cores under it (309.6; Dormageddon X). It can be done only
   * while the source has that many forbidden cores (609.4: else the replacement can't be applied).
   */
  | (StepBase & { do: "cores-under"; count: number })
  /**
   * Cast the source card's spell side for no cost from the zone it is in now (a twinpact: only the spell's part is
   * referenced while it is cast, 810.3a), if that zone is one of `from`; elsewhere nothing is cast. Cast in the battle
   * zone (Smash Burst) the card stays there; cast from another zone (Last Burst: the graveyard) it is put into the
   * graveyard after resolving (302.2), which is not a card put into the graveyard when it came from there (409.2a).
   */
  | (StepBase & { do: "cast-spell-side"; from: ZoneName[] })
  /**
   * "Summon this creature for no cost" (112.3, 701.3a) from the zone the source card is in now, if that zone is one of
   * `from`; elsewhere nothing is summoned. `use`: the keyword whose ability this is ("ninja-strike"), recorded for the
   * current attack (`not-used-this-attack`) when the summon is made.
   */
  | (StepBase & { do: "summon-self"; from: ZoneName[]; use?: string })
  /** "Cast this spell for no cost" from the zone the source spell is in now, if one of `from` (then, 302.2, into the graveyard). */
  | (StepBase & { do: "cast-self"; from: ZoneName[] })
  /**
   * "Put this creature from your hand onto it" (Invasion): the source evolution card, if it is in one of `from`, is put
   * into the battle zone on top of the `onto` creature (an evolution, 701.15a; put, not summoned), which must be a
   * creature in its controller's battle zone now. An attacking creature that evolves goes on attacking (801.2a).
   */
  | (StepBase & { do: "evolve-self-onto"; onto: Target; from: ZoneName[] })
  /** "Discard that card": the event's card, if it is still in its owner's hand (else nothing is discarded). */
  | (StepBase & { do: "discard-event-card" })
  /**
   * A delayed triggered ability created by a resolving effect: "at the end of that turn, X" — it triggers at the end of
   * the current turn (511.1), once. `ifSourceIn`: X is about the source card as it is now ("put this Shinobi on the
   * bottom of your deck"): if the card is no longer in that zone then, it does nothing.
   */
  | (StepBase & { do: "at-end-of-turn"; effect: EffectStep[]; text: string; ifSourceIn?: ZoneName })
  /**
   * A delayed triggered ability created by a resolving effect: "at the start of your next turn, X" — it triggers once, at
   * the start (501.2) of the next turn of the effect's controller. Like `at-end-of-turn`, X may act on the cards the
   * creating effect remembered ("that creature"), as long as they are still the same objects in the battle zone.
   */
  | (StepBase & { do: "at-start-of-your-next-turn"; effect: EffectStep[]; text: string })
  /**
   * A spell's "If you do, after you cast this spell, put it into your hand instead of your graveyard.": the resolving
   * spell creates a replacement effect for its own move into the graveyard after it resolves (302.2), one event only,
   * existing before that event (609.2). Being the spell's effect on its own move, it applies before any other (609.8a).
   * Outside a spell's resolution (its source not being cast) it does nothing.
   */
  | (StepBase & { do: "after-cast-instead"; instead: EffectStep[]; text: string })
  /**
   * "(You may) cast a spell that costs N or less from your hand or graveyard for no cost. After you cast it, put it on the
   * bottom of your deck instead of your graveyard.": the controller chooses `count` (default 1; `upTo`: up to that many)
   * spell cards matching `filter` in `player`'s (default: the controller's) zones `from` and casts them for no cost. All the
   * cards chosen are being used (409.1b) before they resolve, one at a time (409.1e). `afterCast`: the substitute of a
   * replacement effect the step creates for each card cast, for one event only — that spell's move into the graveyard
   * after it resolves (302.2, 409.1b) — existing before that event (609.2); the spell's own replacement of its own move
   * (Charger) applies before it (609.8a), and it applies also when the spell came from the graveyard (409.2b). Its
   * substitute acts on the event's card (`eventCard`). Only spell cards (type "Spell") are offered: a twinpact's
   * spell-side cost is not in the engine's card data.
   */
  | (StepBase & { do: "cast-spell"; player?: Who; from: ZoneName[]; filter?: CardFilter; count?: number; upTo?: boolean; afterCast?: EffectStep[]; afterCastText?: string })
  /**
   * "Reveal cards from the top of your deck until you reveal a <filter>. Put that creature. Shuffle the rest and put them
   * on the bottom of your deck." (Yobinion): the first card that matches is put into the battle zone (not summoned); the
   * other revealed cards go to the bottom of the deck in a random order. With no match, every card revealed goes so.
   */
  | (StepBase & { do: "reveal-until-put"; player: Who; filter: CardFilter })
  /** "Take an extra turn after this one" (recorded; the turn itself is not played). */
  | (StepBase & { do: "extra-turn" })
  /**
   * "Your opponent can't cast spells until the start of your next turn", "… can't summon creatures that cost 4 or less
   * this turn": a limit on a player (`who`, from the controller) while the effect lasts: the spells they cast and the
   * creatures they summon that match `filter` are refused (101.2: "can't" beats "can"); lib/engine/players3.ts.
   */
  | (StepBase & { do: "player-limit"; who: Who; cantCast?: boolean; cantSummon?: boolean; filter?: CardFilter; until: "end-of-turn" | "start-of-your-next-turn"; text: string })
  /**
   * "You and your opponent play Gachinko Judge. If you win, X" (701.21): each player reveals the top card of their deck
   * and puts it on the bottom (701.21a); the controller wins if they revealed a card that costs the same as or more than
   * the opponent's (701.21b), and then `then` (X) runs. A player whose deck is empty reveals nothing: no win.
   */
  /**
   * `untilLose`: "… play Gachinko Judge until you lose or stop yourself. Then for each time you win, X": judges are
   * played one after another, the first always; after each win the controller chooses whether to play again; a loss
   * (or an empty deck) ends it. Then `then` (X) runs once for each win (lib/engine/players3.ts).
   */
  | (StepBase & { do: "gachinko-judge"; then: EffectStep[]; untilLose?: boolean })
  /**
   * choose3: "Choose a race", "Choose a civilization", "choose a number of 6 or less": the controller declares a value
   * (a `declare` prompt: 203.4 an existing race, 106.3 one of the five civilizations, 108.1a a number not negative, within
   * `atLeast`..`atMost`), remembered under `remember` for the filters of the effect's later steps (`CardFilter.declared`).
   */
  | (StepBase & { do: "declare"; what: "race" | "civilization" | "number"; remember: string; atLeast?: number; atMost?: number })
  /**
   * choose3: "Choose a player. That player …": the controller chooses a player (a `declare` prompt, options A and B);
   * `then` runs with that player as "you" — its `player: "you"` steps and its choices are that player's — still the
   * ability's effect (its cause unchanged).
   */
  | (StepBase & { do: "chosen-player"; then: EffectStep[] })
  /** Choose cards and remember them (`remember` is required), without doing anything to them yet. */
  | (StepBase & { do: "choose"; target: Target; remember: string })
  /** "If N or more ... in this way": run `then` when the count of what a step remembered is within the bounds. */
  /** `filter`: only the remembered cards that match it are counted ("Put the top card of your deck into your mana zone. If it's a Dragon, …"). */
  | (StepBase & { do: "if-count"; count: Count; atLeast?: number; atMost?: number; filter?: CardFilter; then: EffectStep[] })
  /**
   * "If you have ..., X": run `then` when the conditions hold as the step runs (for a triggered ability, at resolution:
   * 603.4), else `else` if given.
   */
  | (StepBase & { do: "if"; conditions: Condition[]; then: EffectStep[]; else?: EffectStep[] })
  /** "This creature and that creature battle": the two creatures (one each) battle (the lower power is destroyed, 115.3b). */
  | (StepBase & { do: "battle"; a: Target; b: Target })
  /**
   * "Add it to your hand" / "put it into your hand" from a zone other than the battle zone (the deck, the shields, the
   * mana zone, the graveyard): a move to its owner's hand that is not a return from the battle zone.
   */
  | (StepBase & {
      do: "put-into-hand";
      target: Target;
      /** "Break one of your opponent's shields" (509.2): the shields are put into their owner's hand as a break. */
      break?: boolean;
    })
  /**
   * body4: "Play Rock-Paper-Scissors with your opponent. If you win, X. If you lose, Y.": each player chooses rock, paper
   * or scissors (a `choose-mode` prompt each, the controller first); a tie is played again until one wins; then `win`
   * or `lose` runs (lib/engine/body4.ts).
   */
  | (StepBase & { do: "rock-paper-scissors"; win: EffectStep[]; lose?: EffectStep[] });

export interface ModeDef {
  id: string;
  /** The printed text of the mode. */
  text: string;
  steps: EffectStep[];
}

export type StepKind = EffectStep["do"];

/**
 * The memory name under which a `look-at-top` step remembers the cards chosen among those looked at (its main choice,
 * the card revealed or shown "in this way"), for a later `if-count` of the same effect; the step's own `remember` too.
 */
export const LOOK_CHOSEN = "look-at-top:chosen";

/** Helper for callers that need a player from a Who. */
export const resolveWho = (who: Who | "any", controller: PlayerId): PlayerId | null =>
  who === "any" ? null : who === "you" ? controller : controller === "A" ? "B" : "A";
