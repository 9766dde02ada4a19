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
  abilities: Abilities;
  /** Card types of a twinpact's sides ("Creature", "Spell"); absent or empty for one-sided cards. */
  faceTypes?: string[];
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
}

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
  /** Power at most this ("a creature that has power 3000 or less"). */
  powerAtMost?: number;
}

export type Condition =
  | { kind: "turn"; whose: "yours" | "opponents" }
  | { kind: "source-power-above"; value: number }
  | { kind: "shield-force" }
  | { kind: "mana-at-least"; count: number }
  | { kind: "zone-count-at-least"; zone: ZoneName; count: number };

// ---------------------------------------------------------------------------------------------
// Replacement effects (609)

export type WatchedEvent =
  | "destroy"
  | "leave-battle"
  | "to-graveyard"
  | "discard"
  | "return-to-hand"
  | "from-deck"
  | "battle"
  | "draw";

/** Whose card (or, for draws, which player) the watched event must concern, relative to the ability's source. */
export type Subject = "self" | "own" | "own-other" | "other" | "any" | "opponents" | "affected";

export interface WatchPattern {
  event: WatchedEvent;
  subject: Subject;
  filter?: CardFilter;
  /** Only events caused by an opponent's spell, or by the ability of an opponent's creature in the battle zone. */
  byOpponent?: "spell-or-creature-in-battle" | "spell-or-ability";
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
   * each-event: applies separately to every event it watches (its substitute acts on the affected card itself).
   * one-event: its substitute spends the source itself (savers), so in a simultaneous batch it can be given to
   * one event only (609.9).
   */
  scope?: "each-event" | "one-event";
}

// ---------------------------------------------------------------------------------------------
// Static abilities

export type StaticDef =
  | { kind: "cant-be-destroyed"; text: string; conditions?: Condition[] }
  | { kind: "enter-tapped"; zone: ZoneName; whose: "opponents" | "yours" | "any"; text: string }
  | { kind: "keyword"; keyword: string; text: string; conditions?: Condition[] }
  /** A Cross Gear's "the crossed creature gets +N power" (303.3a). */
  | { kind: "crossed-creature-power"; amount: number; text: string };

/** State-definition effects applied while the card enters the battle zone. */
export type EnterDef = { kind: "shield-force"; text: string };

// ---------------------------------------------------------------------------------------------
// Triggered abilities

/**
 * `turn-start` / `turn-end`: "at the start / end of your turn" (subject own), "of your opponent's turn"
 * (opponents), "of each turn" (any) — 501.2 and 511.1; the subject is the turn player, not a card.
 */
export type TriggerEvent = "destroyed" | "put-into-battle" | "attacks" | "battles" | "discarded" | "returned-to-hand" | "turn-start" | "turn-end";

export interface TriggerDef {
  id: string;
  text: string;
  on: { event: TriggerEvent; subject: Subject; filter?: CardFilter };
  /** "you may ..." — the controller is asked at resolution. */
  optional: boolean;
  effect: EffectStep[];
}

// ---------------------------------------------------------------------------------------------
// Effect steps: what spells, triggered abilities and substitutes do

export type Who = "you" | "opponent";

/** Which cards a step acts on. */
export type Target =
  | { self: true }
  | { eventCard: true }
  | { eventOther: true }
  | { choose: ChooseSpec }
  | { all: { player: Who | "any"; zone: ZoneName; filter?: CardFilter; powerAtMost?: number } };

export interface ChooseSpec {
  /** Whose cards: the controller's, the opponent's, or anyone's. */
  player: Who | "any";
  zone: ZoneName;
  count: number;
  /** "you may choose": picking fewer (down to 0) is allowed. */
  upTo?: boolean;
  filter?: CardFilter;
  excludeSelf?: boolean;
  /** Who makes the choice: the ability's controller (default) or the owner of the cards. */
  chooser?: "controller" | "owner";
  /**
   * "Choose a *card* in the battle zone" (card-designating, カード指定): any card type may be chosen, and
   * only that card moves — the top card of a stack leaves alone and the rest is rebuilt (801.4).
   */
  cardDesignating?: boolean;
}

interface StepBase {
  /** "you may": the controller is asked first (or, for a choose target, may pick nothing). */
  optional?: boolean;
  /** "If you do, ...": runs only if this step's events happened or were replaced. */
  ifYouDo?: EffectStep[];
}

export type EffectStep =
  | (StepBase & { do: "destroy"; target: Target })
  | (StepBase & { do: "return-to-hand"; target: Target })
  | (StepBase & { do: "put-into-mana"; target: Target })
  | (StepBase & { do: "put-into-battle"; target: Target })
  | (StepBase & { do: "to-graveyard"; target: Target })
  | (StepBase & { do: "shuffle-into-deck"; target: Target; withGraveyard?: boolean })
  | (StepBase & { do: "discard"; player: Who; count: number | "all"; chooser: "discarder" | "random" | "controller" })
  | (StepBase & { do: "draw"; player: Who; count: number; then?: EffectStep[] })
  | (StepBase & {
      do: "deck-to-zone";
      player: Who;
      count: number;
      to: ZoneName;
      /** 609.7 self-replacement of this very step (Metamorph): when the condition holds, do this instead. */
      selfReplacement?: { id: string; text: string; conditions: Condition[]; count: number };
    })
  | (StepBase & { do: "graveyard-to-deck-bottom"; count: number })
  | (StepBase & { do: "stay" })
  | (StepBase & { do: "flip"; target: Target })
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
      replacements?: ReplacementDef[];
      until: "end-of-turn" | "start-of-your-next-turn";
      text: string;
    })
  | (StepBase & { do: "handler"; name: string; args?: Record<string, string | number | boolean> })
  /** Put cards under a battle-zone card, at the bottom of its stack, in the order picked (Time Changer, Timeless Garden). */
  | (StepBase & { do: "put-under"; onto: Target; cards: Target })
  | (StepBase & { do: "shuffle"; player: Who })
  /**
   * In a substitute: the replaced move, applied to the top card of the stack only (Star Evolution, 813.1);
   * the rest of the stack stays and is rebuilt (801.4). Same cause, same destination.
   */
  | (StepBase & { do: "top-card-instead" })
  /** In a substitute: put the source's EX Life shield (if still in the shield zone) into its owner's graveyard. */
  | (StepBase & { do: "ex-life-shield-to-graveyard" })
  /**
   * A modal effect ("choose one of the following"): the controller chooses `count` (default 1) of the modes;
   * the chosen ones run in printed order. The prompt is a `choose-mode` with the modes' ids as options.
   */
  | (StepBase & { do: "choose-one"; modes: ModeDef[]; count?: number })
  /**
   * Swap (入れ替える, 701.26): `out` (a battle-zone element) goes to the zone `in` is in, and `in` is put into the
   * battle zone with `out`'s tapped state (701.26a; a creature swapped in by Revolution Change is attacking).
   * If `out`'s move is prevented or a replacement would change it, nothing moves (701.26b).
   */
  | (StepBase & { do: "swap"; out: Target; in: Target })
  /** Put the target cards on the top or bottom of their owners' decks; several are ordered by their owner (top/bottom first as picked). */
  | (StepBase & { do: "put-on-deck"; target: Target; position: "top" | "bottom" })
  /**
   * Look at the top `count` cards of a deck and choose some (filter) to move to a zone (the deck's top or
   * bottom when `to` is deck); the rest stay in place, go to the bottom in an order the player picks, or to the graveyard.
   */
  | (StepBase & {
      do: "look-at-top";
      player: Who;
      count: number;
      choose: { count: number; upTo?: boolean; filter?: CardFilter; to: ZoneName; position?: "top" | "bottom" };
      rest: "stay" | "bottom" | "graveyard";
    });

export interface ModeDef {
  id: string;
  /** The printed text of the mode. */
  text: string;
  steps: EffectStep[];
}

export type StepKind = EffectStep["do"];

/** Helper for callers that need a player from a Who. */
export const resolveWho = (who: Who | "any", controller: PlayerId): PlayerId | null =>
  who === "any" ? null : who === "you" ? controller : controller === "A" ? "B" : "A";
