/**
 * Core state and event types of the Shinpan rules engine.
 * Everything here is plain JSON: serialisable, comparable, and safe to send to a browser.
 */

import type { CardFilter, ReplacementDef } from "./defs";
import type { PlayerId, ZoneName } from "./zones";

// The players and zones are the vocabulary card definitions share with the state: defined in zones.ts
// (which imports nothing), and part of this module's exports as they always were.
export { PLAYERS, ZONES, other } from "./zones";
export type { PlayerId, ZoneName } from "./zones";

/** One physical card in the game. `id` is chosen by the scenario author and never changes. */
export interface CardInstance {
  id: string;
  /** Catalogue id of the face currently up (changes when a psychic creature flips). */
  card: string;
  owner: PlayerId;
  controller: PlayerId;
  tapped: boolean;
  faceDown: boolean;
  /** Turn number on which the card last entered the battle zone; null outside the battle zone. */
  enteredBattleTurn: number | null;
  /**
   * Cards under this one in the battle zone (evolution sources, cards put under it), bottom first.
   * Only the top card of a stack is listed in the battle zone; the stack is one object whose
   * characteristics are the top card's. Each card under keeps its own `enteredBattleTurn` (the turn it
   * was put into the battle zone, or under the stack), which decides summoning sickness after rebuilding (801.4c).
   */
  under: string[];
  /**
   * Set when this card became the top of an object by rebuilding (801.4): its evolution supertype is
   * ignored (an evolution card without a proper source stays as a single creature; it can get summoning
   * sickness and is not rebuilt again). Cleared when it leaves the battle zone.
   */
  evolutionIgnored: boolean;
  /**
   * Set when this psychic creature awakened (flipped to a higher-cost side, 701.20a) while in the battle zone: an awakened
   * psychic creature is not affected by summoning sickness (805.6). Cleared when it leaves the battle zone.
   */
  awakened?: boolean;
  /** Shield Force: the shield chosen as this creature was put into the battle zone (110.4f state definition). */
  shieldForce: string | null;
  /** EX Life: the shield put as this creature was put into the battle zone (it stays linked while in the shield zone). */
  exLife: string | null;
  /**
   * A Cross Gear in the battle zone: the creature it is crossed with (303.3a), or null. The gear is not a
   * component card of the creature (109.2c): it stays when the creature leaves (303.5), and the link ends.
   */
  crossedTo?: string | null;
  /**
   * Orega Auras attached to this creature (the top card of its object), first attached first: a new aura goes on
   * top of the last (310.6). Auras are component cards of the creature (109.2c): they move with it (310.8), a
   * card-designating effect can choose one alone (109.2c example), and one left alone goes to the graveyard (310.5).
   * Like `seals` and `linked`, never changed in place: every change assigns a new array (states share them).
   */
  auras: string[];
  /**
   * Seals on this battle-zone card (116.1), first put first: face-down cards from its owner's deck. A sealed
   * creature is ignored (116.2). Seals are not component cards (109.2c) but are in the battle zone (116.3).
   */
  seals: string[];
  /**
   * God Link (804): the other Gods linked with this one into a single creature. This card stands for the creature in
   * its zone; the linked cards are listed here, in the order they were linked.
   */
  linked: string[];
  /**
   * A Dragheart Weapon in the battle zone: the creature it is equipped to (305.2), or null. A Dragheart is not a
   * component card of the creature (109.2c): when the creature leaves, the weapon is left alone and goes to the
   * hyperspatial zone (305.3, 117.2).
   */
  equippedTo?: string | null;
  /**
   * Psychic Super Creature (806): the other psychic cells of the super creature this card stands for, in the order
   * given. This card and they all show the super creature's face (`card`); each keeps in `cellSide` the psychic
   * creature side it turns to when the link is released (806.1b). Absent (or empty) on every other card.
   */
  cells?: string[];
  /** A psychic cell (806.1): the catalogue id of this card's psychic creature side (what Link Release flips it to). */
  cellSide?: string;
  /**
   * Forbidden cores (309): the other cards of a Final Forbidden Field, and after its Forbidden Big Bang (701.29a) the
   * forbidden cores of the Final Forbidden Creature it became, in the order given. Component cards of this card's
   * object: they move with it, each as a card, to the place designated (309.4); a core left alone in the battle zone is
   * put into the graveyard at once (309.7). A core put under the card (309.6) is a card under it, no longer listed here.
   */
  cores?: string[];
}

export interface PlayerState {
  /** Zone contents by card id. `deck[0]` is the top of the deck. Battle zone lists the top card of each object. */
  zones: Record<ZoneName, string[]>;
}

export type Duration =
  | { kind: "end-of-turn"; turn: number }
  | { kind: "start-of-turn"; player: PlayerId; afterTurn: number }
  /** Until the untap at the start of `player`'s next turn after `afterTurn` is over (501.1). */
  | { kind: "through-untap"; player: PlayerId; afterTurn: number };

/** A continuous effect created by a resolving spell or ability (Kiryu Jilves, Koa...). */
export interface FloatingEffect {
  id: string;
  /** Card whose ability created the effect (kept for the trace even after it leaves). */
  source: string;
  controller: PlayerId;
  /** Cards locked in when the effect was created ("each of your creatures" at resolution). */
  affected: string[];
  keywords: string[];
  cantBeDestroyed: boolean;
  /** "Doesn't leave the battle zone" (any move out of it is prevented). */
  cantLeave?: boolean;
  /** "gets +N power" (negative: "-N power") while the effect lasts. */
  power?: number;
  /** "can't attack" (players / creatures only) while the effect lasts. */
  cantAttack?: "any" | "players" | "creatures";
  /** "can't be blocked" / "can't block" while the effect lasts (507.1a: the block is refused). */
  cantBeBlocked?: boolean;
  cantBlock?: boolean;
  /** A limit on a player, not on cards ("your opponent can't cast spells"): `affected` is empty (lib/engine/players3.ts). */
  playerLimit?: { player: PlayerId; cast?: boolean; summon?: boolean; filter?: CardFilter };
  /** "breaks an additional shield" while the effect lasts: added to the number of shields it breaks (509.2b). */
  extraBreaks?: number;
  /** "doesn't untap" at the untap step the effect lasts through. */
  doesntUntap?: boolean;
  /** choose3: "attacks if able" while the effect lasts (the turn of its controller can't end while it could still attack). */
  mustAttack?: boolean;
  /** "This creature can attack players this turn" (Abyss Rush): summoning sickness does not stop its attacks on players. */
  canAttackPlayers?: boolean;
  /** Replacement abilities granted to the affected cards, as data (see defs.ts). */
  replacements: ReplacementDef[];
  /**
   * The effect is itself a replacement effect, not locked in (609.1): its replacements watch every matching event while
   * it lasts, whatever card it is about, read from `controller` (`affected` is empty).
   */
  unlocked?: boolean;
  /**
   * With `unlocked`: a replacement effect created for one event of one card ("after you cast it, put it … instead"):
   * its replacements look only at this card's move out of the resolving zone, and the effect ends after that move.
   */
  forCard?: string;
  until: Duration;
  text: string;
}

export interface GameState {
  turn: { number: number; active: PlayerId };
  players: Record<PlayerId, PlayerState>;
  cards: Record<string, CardInstance>;
  effects: FloatingEffect[];
  /** Seeded PRNG state (mulberry32); shuffles and random discards use it. */
  rng: number;
  nextEffect: number;
  /** Draw events that happened, per player, this game (for "who drew"). */
  drawn: Record<PlayerId, number>;
  /** Summons per player (701.3a): counted when the summon is made, even if the creature's entry is then replaced. */
  summoned: Record<PlayerId, number>;
  /** Extra turns a player is to take after this one ("take an extra turn"; recorded, not played). */
  extraTurns: Record<PlayerId, number>;
  /** The creatures that attacked this turn (for "attacks each turn if able"); absent until one attacks. */
  attackedThisTurn?: string[];
  /** The cards that became tapped this turn ("the first time it is tapped" each turn); cleared when the turn ends. */
  tappedThisTurn?: string[];
  /** heads4: the creatures that won a battle this turn (115.3b; "wins a battle for the first time each turn"); cleared when the turn ends. */
  wonThisTurn?: string[];
  /** D2 Fields that were in the battle zone when another D2 Field was put there, to go to the graveyard (703.4l, statics3). */
  d2Superseded?: string[];
  /** Counts for this turn, per player: cards drawn, creatures put into their battle zone; absent until one is counted. */
  thisTurn?: { drawn: Record<PlayerId, number>; creaturesPut: Record<PlayerId, number> };
  /**
   * The creatures that broke a shield this turn, with their controller then (Turbo rush); recorded only when a card in
   * play has that condition; cleared when the turn ends.
   */
  /** The player who lost the game (104.1: the game ended then), or null while it goes on. */
  lost: PlayerId | null;
  /** "Once per turn" replacement abilities applied: the ability's key → the turn it was applied in. */
  oncePerTurn: Record<string, number>;
  /**
   * The last card each player used by an action (a play: summoned, evolved, cast, generated, an aura used; not a card
   * put by an effect, not a mana charge), for Cyclone ("if you summoned a creature immediately before casting this
   * spell"). A cast keeps the use made before it (`before`). Absent until a player uses a card.
   */
  lastUse?: Partial<Record<PlayerId, CardUse>>;
  /**
   * Delayed triggered abilities created by resolving effects ("at the end of that turn, put this Shinobi on the bottom of
   * your deck"): each triggers once, at the end of turn `turn` (511.1). Absent when there is none.
   */
  delayed?: DelayedTrigger[];
  /** What happened this turn, for conditions that look back at it (lib/engine/cond3.ts); absent until something is logged. */
  turnLog?: TurnLog;
}

/** What happened this turn (lib/engine/cond3.ts), per player. */
export interface TurnLog {
  /** Spells cast this turn, per caster (a twinpact's spell side included). */
  cast: Record<PlayerId, number>;
  /** Summons made this turn, per player (701.3a: counted when made). */
  summoned: Record<PlayerId, number>;
  /** Shields broken this turn, per owner of the shield zone (509.2; by an attack or an effect). */
  shieldsBroken: Record<PlayerId, number>;
  /** Cards put into the shield zone from another zone this turn, per owner of the shield zone. */
  toShields: Record<PlayerId, number>;
  /**
   * The objects that broke shields this turn: the breaking creature's card; `gone` once that object left the battle
   * zone (it is a new object after, 400.x: "this creature broke any shields" is about the object it is now).
   */
  breakers: { card: string; gone?: boolean; controller: PlayerId; creature: boolean }[];
}

/** A delayed triggered ability waiting for the end of a turn (a `at-end-of-turn` step created it). */
export interface DelayedTrigger {
  id: string;
  source: string;
  controller: PlayerId;
  turn: number;
  text: string;
  effect: import("./defs").EffectStep[];
  /** It acts only on the source as it was: if the source is no longer in this zone, it does nothing. */
  ifSourceIn?: ZoneName;
  /**
   * What the creating effect had remembered (`remember:`) when the delayed ability was made, for its "that creature":
   * a card that leaves the battle zone is forgotten (it is a new object after, 400.x), so it is not acted on.
   */
  memory?: Record<string, string[]>;
  /** `start-of-your-next-turn`: it triggers at the start of `controller`'s next turn (501.2) instead of at the end of turn `turn`. */
  at?: "start-of-your-next-turn";
}

export type UseKind = "summon" | "cast" | "other";

/** A card used by a player (a play), in turn `turn`. */
export interface CardUse {
  card: string;
  kind: UseKind;
  turn: number;
  /** For a cast: the use the player made before it (what Cyclone looks at). */
  before?: { card: string; kind: UseKind; turn: number };
}

/** Compact board view used in trace entries and expectations: non-empty zones per player, tapped cards, flips. */
export interface BoardView {
  turn: number;
  active: PlayerId;
  A: Partial<Record<ZoneName, string[]>>;
  B: Partial<Record<ZoneName, string[]>>;
  tapped: string[];
  /** Stacks: top card id → the cards under it, bottom first (only the top card is listed in its zone). */
  under?: Record<string, string[]>;
  faces?: Record<string, string>;
  /** Cross Gears crossed with a creature: gear → creature (303.3a). */
  crossed?: Record<string, string>;
  /** EX Life links: battle-zone creature → its EX Life shield (still in the shield zone). */
  exLife?: Record<string, string>;
  /** Orega Auras: creature → the auras attached to it, first attached first. */
  auras?: Record<string, string[]>;
  /** Seals: card → its seals, first put first. */
  seals?: Record<string, string[]>;
  /** God Link: the god that stands for the linked creature → the other gods linked with it. */
  linked?: Record<string, string[]>;
  /** Psychic Super Creatures: the cell that stands for the creature → its other cells (806.1). */
  cells?: Record<string, string[]>;
  /** Forbidden cores (309): the card of a Final Forbidden Field / Creature → its forbidden cores. */
  cores?: Record<string, string[]>;
  /** Dragheart Weapons equipped to a creature: weapon → creature (305.2). */
  equipped?: Record<string, string>;
  /** Face-up shields and face-down mana cards (cards whose side differs from their zone's usual one). */
  faceUpShields?: string[];
  faceDownMana?: string[];
  /** Battle-zone creatures with summoning sickness (given when card definitions are passed to boardView). */
  summoningSick?: string[];
}

// ---------------------------------------------------------------------------------------------
// Events

export type MoveReason =
  | "destroy"
  | "discard"
  | "return-to-hand"
  | "put-into-battle"
  | "summon"
  | "put-into-mana"
  | "charge"
  | "shuffle-into-deck"
  | "to-deck-bottom"
  | "to-graveyard"
  | "break"
  | "cast"
  | "spell-resolved"
  | "evolve"
  | "put-under"
  | "rebuild"
  | "swap"
  | "generate"
  | "attach"
  | "seal"
  | "unseal"
  | "abyss"
  | "shieldify"
  | "to-hyperspatial"
  /** "add it to your hand", "put it into your hand" from a zone other than the battle zone (not a return) */
  | "put-into-hand";

/** What produced an event: the rules, a spell, a creature's ability, or a replacement's substitute. */
export interface Cause {
  kind: "rule" | "spell" | "ability" | "action";
  /** Card whose spell/ability it is (null for game rules and bare actions). */
  source: string | null;
  controller: PlayerId | null;
}

interface EventBase {
  cause: Cause;
  /** Set when the event is (part of) a replacement's substitute: no replacement may modify it again. */
  byReplacement: string | null;
}

/**
 * How a move involves a stack of cards (absent: the whole object moves, cards under it go along).
 * - `top-only`: only this card (the top of a stack) leaves the battle zone, as with an effect that chooses
 *   a *card*; the cards under it stay and are rebuilt (801.4) if it was an evolution creature.
 * - `put-under`: the card is put at the bottom of the stack whose top card is `top` (Time Changer,
 *   Timeless Garden); it is not "put into the battle zone" as a creature.
 * - `evolve`: the card is put into the battle zone on top of `sources` (bottom first, as ordered by its
 *   player); battle-zone sources bring the cards already under them.
 */
export type StackMove =
  | { kind: "top-only" }
  | { kind: "put-under"; top: string }
  | { kind: "evolve"; sources: string[] }
  /**
   * One component card (a card under a stack, an aura, a linked god) or a seal leaves its object alone (109.2a).
   * `as` is what the card was to its object (filled in when the event is checked): a linked god leaves as a creature,
   * a card under a stack as a card only (109.2b).
   */
  | { kind: "part"; as?: "under" | "aura" | "seal" | "link" | "cell" | "core" }
  /** An Orega Aura is attached to the creature `to` as it is put into the battle zone (310.2). */
  | { kind: "attach"; to: string }
  /** The card is put on the battle-zone card `on` as a seal (116.1a, 701.24a): not "put into the battle zone". */
  | { kind: "seal"; on: string }
  /**
   * The card is put on top of the shield whose top card is `shield` ("put it on one of your shields face up"): the
   * cards of that shield go under it, and the stack is one shield in that shield's place (113.2, 113.2a).
   */
  | {
      kind: "on-shield";
      shield: string;
      /**
       * deck4: the card goes under that shield instead ("add the top card of your deck under one of your shields face
       * down", Shield Plus): at the bottom of its stack, face down; the shield's top card stays on top (113.2).
       */
      under?: boolean;
    };

export interface MoveEvent extends EventBase {
  type: "move";
  card: string;
  from: ZoneName;
  to: ZoneName;
  position: "top" | "bottom" | "any";
  reason: MoveReason;
  stack?: StackMove;
  /**
   * The battle-zone half of a swap (701.26): if a replacement would change this move or it is prevented, the
   * swap is not done — nothing moves and the replacement is not applied (701.26b).
   */
  swap?: boolean;
  /** Put into the shield zone face up (701.32b). */
  faceUp?: boolean;
  /** Put into the battle zone or the mana zone tapped ("put it into your mana zone tapped"). */
  tapped?: boolean;
  /** Put into the mana zone face down ("put it into your mana zone face down": Crystal Charger). */
  faceDown?: boolean;
  /** A destruction of a creature that lost a battle (115.3b): the other creature of that battle. */
  lostBattle?: string;
  /** A Dragheart Weapon put into the battle zone equipped to this creature (305.2), if it is there as the weapon enters. */
  equipTo?: string;
}
export interface DrawEvent extends EventBase {
  type: "draw";
  player: PlayerId;
}
export interface BattleEvent extends EventBase {
  type: "battle";
  a: string;
  b: string;
}
export interface StayEvent extends EventBase {
  type: "stay";
  card: string;
}
export interface FlipEvent extends EventBase {
  type: "flip";
  card: string;
  to: string;
}
export interface TapEvent extends EventBase {
  type: "tap" | "untap";
  card: string;
}
export interface ShuffleEvent extends EventBase {
  type: "shuffle";
  player: PlayerId;
}
export interface AttackEvent extends EventBase {
  type: "attack";
  attacker: string;
  /** A creature's instance id, or a player ("A" / "B"). */
  target: string;
}

/**
 * A player would lose the game: by receiving a direct attack (703.4a, 509.1; the attacking player wins, 104.2a), or
 * by a card's effect (104.2c). Once it happens the game is over (104.1).
 */
export interface LoseEvent extends EventBase {
  type: "lose";
  player: PlayerId;
  reason: "direct-attack" | "effect";
}

export type GameEvent =
  | LoseEvent
  | MoveEvent
  | DrawEvent
  | BattleEvent
  | StayEvent
  | FlipEvent
  | TapEvent
  | ShuffleEvent
  | AttackEvent;

/** What became of a proposed event. `replaced` and `happened` both count as "you did" for "if you do" clauses. */
export type EventStatus = "happened" | "replaced" | "prevented" | "impossible";

export interface EventResult {
  event: GameEvent;
  status: EventStatus;
  seq: number;
  /** For a happened draw: the card drawn. For a happened move: the card moved. */
  card: string | null;
  /** Key of the replacement applied, when status is "replaced". */
  replacement: string | null;
}
