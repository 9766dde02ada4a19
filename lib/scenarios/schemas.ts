/** zod schemas for content/abilities/*.yaml and content/scenarios/*.yaml (formats in content/README.md). */
import { z } from "zod";
import type { Abilities, Action, CardFilter, Expectations, ChooseSpec, Condition, ConditionKind, EffectStep, PerCard, ReplacementDef, StaticDef, StaticKind, StepKind, Target, TriggerDef, WatchPattern } from "../engine";
import { ENTER_KINDS, PROMPT_KINDS, RULES_VERSIONS, SUBJECTS, SUMMON_ZONES, TRIGGER_EVENTS, WATCHED_EVENTS, ZONES } from "../engine";
import { SCENARIO_LIMITS as L } from "../engine/limits";

const zone = z.enum(ZONES);
const player = z.enum(["A", "B"]);
const who = z.enum(["you", "opponent"]);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug like aqua-soldier");
const instanceId = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be an identifier like a_soldier (letters, digits, _)");

// ---------------------------------------------------------------------------------------------
// The file format is the engine's types, checked by the compiler

/**
 * `Same<A, B>`: true only when A and B are the same type — every field, optional or not, at every depth — so a schema
 * that lacks an optional field the engine has (or has one the engine lacks) fails to compile where it is checked.
 * A getter in a zod shape makes its field readonly: that is ignored. No cast anywhere: the engine's types are the
 * declarations (lib/engine/defs.ts), the schemas follow them.
 */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Identical<A, B> = (<T>() => T extends Mutable<A> ? 1 : 2) extends (<T>() => T extends Mutable<B> ? 1 : 2) ? true : false;
/** Deferred (`infer`) so that it is answered per key in a mapped type, once the key is known. */
type Same<A, B> = [A] extends [infer X] ? ([B] extends [infer Y] ? Identical<X, Y> : never) : never;
/** The kinds of a record of schemas (keyed by the value of field D) whose schema does not produce exactly the engine's type of that kind. */
type Mismatched<S, U, D extends string> = { [K in keyof S]: S[K] extends z.ZodType ? (Same<z.infer<S[K]>, Extract<U, Record<D, K>>> extends true ? never : K) : K }[keyof S];
/** `true` when nothing mismatches; otherwise the type names the kinds that do (the compiler prints them). */
type NoneOf<M> = [M] extends [never] ? true : { mismatched: M };

// ---------------------------------------------------------------------------------------------
// Abilities

const cardFilterFields = {
  raceIncludes: z.array(z.string().min(1)).optional(),
  typeIncludes: z.string().min(1).optional(),
  civilization: z.string().min(1).optional(),
  keyword: z.string().min(1).optional(),
  costAtMost: z.number().int().min(0).optional(),
  powerAtMost: z.number().int().min(0).optional(),
  costAtLeast: z.number().int().min(0).optional(),
  typeExcludes: z.string().min(1).optional(),
  typeIncludesAny: z.array(z.string().min(1)).min(1).optional(),
  costAboveZoneCount: zone.optional(),
  faceUp: z.boolean().optional(),
  tapped: z.boolean().optional(),
  powerAtLeast: z.number().int().min(0).optional(),
  multicolored: z.boolean().optional(),
  civilizationsAny: z.array(z.string().min(1)).min(1).optional(),
  nameIncludes: z.string().min(1).optional(),
  nameIs: z.string().min(1).optional(),
  civilizationNot: z.string().min(1).optional(),
  raceExcludes: z.array(z.string().min(1)).min(1).optional(),
  civilizationInZone: zone.optional(),
  declared: z.strictObject({ name: slug, as: z.enum(["race", "civilization", "cost", "power", "name"]) }).optional(),
  enteredThisTurn: z.boolean().optional(),
  costAtMostCount: z.strictObject({ whose: z.enum(["you", "opponent"]), zone: z.enum(["hand", "graveyard", "mana"]), less: z.boolean().optional() }).optional(),
  linked: z.boolean().optional(),
};
/** One alternative of `anyOf` ("… or a dragheart that costs 2 or less"): a filter without alternatives of its own. */
const cardFilterOne = z.strictObject(cardFilterFields);
const cardFilter = z.strictObject({ ...cardFilterFields, anyOf: z.array(cardFilterOne).min(1).optional() });
/** Every field of the engine's CardFilter is in the file format, and no other (a new filter field fails to compile here). */
const cardFilterIsEngine: Same<z.infer<typeof cardFilter>, CardFilter> = true;
void cardFilterIsEngine;

/** One schema per condition kind of the engine's `Condition` (defs.ts): a kind missing here, or a schema of another shape, fails to compile. */
const CONDITION_SCHEMAS = {
  turn: z.strictObject({ kind: z.literal("turn"), whose: z.enum(["yours", "opponents"]) }),
  "source-power-above": z.strictObject({ kind: z.literal("source-power-above"), value: z.number().int() }),
  "shield-force": z.strictObject({ kind: z.literal("shield-force") }),
  "mana-at-least": z.strictObject({ kind: z.literal("mana-at-least"), count: z.number().int().positive() }),
  "zone-count-at-least": z.strictObject({ kind: z.literal("zone-count-at-least"), zone, count: z.number().int().positive() }),
  "source-power-at-most": z.strictObject({ kind: z.literal("source-power-at-most"), value: z.number().int() }),
  "zone-count": z.strictObject({
    kind: z.literal("zone-count"),
    whose: z.enum(["yours", "opponents", "either", "total"]),
    zone,
    filter: cardFilter.optional(),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
    excludeSource: z.boolean().optional(),
  }),
  attacking: z.strictObject({ kind: z.literal("attacking") }),
  blocking: z.strictObject({ kind: z.literal("blocking") }),
  "block-battle": z.strictObject({ kind: z.literal("block-battle") }),
  battling: z.strictObject({ kind: z.literal("battling"), against: cardFilter.optional() }),
  "source-tapped": z.strictObject({ kind: z.literal("source-tapped"), tapped: z.boolean() }),
  "source-linked": z.strictObject({ kind: z.literal("source-linked") }),
  "summoned-before-cast": z.strictObject({ kind: z.literal("summoned-before-cast") }),
  "source-power-at-least": z.strictObject({ kind: z.literal("source-power-at-least"), value: z.number().int() }),
  "zone-count-more": z.strictObject({ kind: z.literal("zone-count-more"), zone, filter: cardFilter.optional() }),
  "this-turn-count": z.strictObject({
    kind: z.literal("this-turn-count"),
    what: z.enum(["drawn", "creatures-put"]),
    whose: z.enum(["yours", "opponents"]),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
  }),
  "source-under-at-least": z.strictObject({ kind: z.literal("source-under-at-least"), count: z.number().int().positive() }),
  "not-used-this-attack": z.strictObject({ kind: z.literal("not-used-this-attack"), keyword: slug }),
  "crossed-with-gear": z.strictObject({ kind: z.literal("crossed-with-gear"), any: z.boolean().optional() }),
  "first-attack-this-turn": z.strictObject({ kind: z.literal("first-attack-this-turn") }),
  "count-compare": z.strictObject({
    kind: z.literal("count-compare"),
    left: z.strictObject({ whose: z.enum(["yours", "opponents"]), zone, filter: cardFilter.optional() }),
    right: z.strictObject({ whose: z.enum(["yours", "opponents"]), zone, filter: cardFilter.optional() }),
    orEqual: z.boolean().optional(),
  }),
  "turn-log": z.strictObject({
    kind: z.literal("turn-log"),
    what: z.enum(["cast", "summoned", "shields-broken", "to-shields"]),
    whose: z.enum(["yours", "opponents", "total"]),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
  }),
  "source-broke-shield": z.strictObject({ kind: z.literal("source-broke-shield") }),
  "distinct-costs": z.strictObject({
    kind: z.literal("distinct-costs"),
    whose: z.enum(["yours", "opponents"]),
    zone,
    filter: cardFilter.optional(),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
  }),
  "source-evolution": z.strictObject({ kind: z.literal("source-evolution"), neo: z.boolean().optional() }),
  "zone-count-sum": z.strictObject({
    kind: z.literal("zone-count-sum"),
    whose: z.enum(["yours", "opponents"]),
    parts: z.array(z.strictObject({ zone, filter: cardFilter.optional() })).min(2),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
  }),
  "source-in": z.strictObject({ kind: z.literal("source-in"), zone }),
  "other-broke-shield-this-turn": z.strictObject({ kind: z.literal("other-broke-shield-this-turn") }),
  "cast-by-shield-trigger": z.strictObject({ kind: z.literal("cast-by-shield-trigger") }),
  "no-attack-this-turn": z.strictObject({ kind: z.literal("no-attack-this-turn") }),
  "source-evolved-from": z.strictObject({ kind: z.literal("source-evolved-from"), filter: cardFilter }),
  "mana-all": z.strictObject({ kind: z.literal("mana-all"), civilizations: z.array(z.string()).min(1).optional(), orColorless: z.boolean().optional(), tapped: z.literal(true).optional() }),
} satisfies { [K in ConditionKind]: z.ZodType<Extract<Condition, { kind: K }>> };
const conditionsAreEngine: NoneOf<Mismatched<typeof CONDITION_SCHEMAS, Condition, "kind">> = true;
void conditionsAreEngine;

type ConditionSchema = (typeof CONDITION_SCHEMAS)[ConditionKind];
const condition = z.discriminatedUnion("kind", Object.values(CONDITION_SCHEMAS) as [ConditionSchema, ...ConditionSchema[]]);

const perCard = z.strictObject({ whose: z.enum(["yours", "opponents", "both"]), zone, filter: cardFilter.optional(), excludeSource: z.boolean().optional(), civilizations: z.boolean().optional() });
const perCardIsEngine: Same<z.infer<typeof perCard>, PerCard> = true;
void perCardIsEngine;
const count = z.union([z.number().int().positive(), z.strictObject({ counted: slug }), z.strictObject({ cardsOf: slug }), z.strictObject({ each: perCard })]);

const chooseSpec = z.strictObject({
  player: z.enum(["you", "opponent", "any"]),
  zone,
  count,
  upTo: z.boolean().optional(),
  filter: cardFilter.optional(),
  excludeSelf: z.boolean().optional(),
  chooser: z.enum(["controller", "owner"]).optional(),
  cardDesignating: z.boolean().optional(),
  elements: z.boolean().optional(),
  underSource: z.boolean().optional(),
  total: z.strictObject({ of: z.enum(["power", "cost"]), atMost: z.number().int().min(0) }).optional(),
  powerBelowSource: z.boolean().optional(),
  alsoZones: z.array(zone).min(1).optional(),
});
const chooseSpecIsEngine: Same<z.infer<typeof chooseSpec>, ChooseSpec> = true;
void chooseSpecIsEngine;

const target = z.union([
  z.strictObject({ self: z.literal(true) }),
  z.strictObject({ eventCard: z.literal(true) }),
  z.strictObject({ eventOther: z.literal(true) }),
  z.strictObject({ choose: chooseSpec }),
  z.strictObject({ remembered: slug }),
  z.strictObject({
    all: z.strictObject({
      player: z.enum(["you", "opponent", "any"]),
      zone,
      filter: cardFilter.optional(),
      powerAtMost: z.number().int().optional(),
      powerBelowEventOther: z.boolean().optional(),
      powerBelowSource: z.boolean().optional(),
      cardDesignating: z.boolean().optional(),
      elements: z.boolean().optional(),
      excludeSelf: z.boolean().optional(),
    }),
  }),
]);

const targetIsEngine: Same<z.infer<typeof target>, Target> = true;
void targetIsEngine;

const subject = z.enum(SUBJECTS);

const watch = z.strictObject({
  event: z.enum(WATCHED_EVENTS),
  subject,
  filter: cardFilter.optional(),
  byOpponent: z.enum(["spell-or-creature-in-battle", "spell-or-ability", "spell"]).optional(),
  bySource: z.boolean().optional(),
  notFrom: zone.optional(),
  notSummoned: z.boolean().optional(),
  notTo: zone.optional(),
  from: zone.optional(),
  lostBattle: z.enum(["any", "source"]).optional(),
  castFrom: zone.optional(),
  loseBy: z.enum(["direct-attack", "not-direct-attack"]).optional(),
});
const watchIsEngine: Same<z.infer<typeof watch>, WatchPattern> = true;
void watchIsEngine;

const stepBase = {
  optional: z.boolean().optional(),
  remember: slug.optional(),
  get ifYouDo() {
    return z.array(effectStep).optional();
  },
  // body4: "If you don't, ..."
  get ifYouDont() {
    return z.array(effectStep).optional();
  },
};

/**
 * One schema per effect-step kind, checked by the compiler against the engine's own type of that kind
 * (lib/engine/defs.ts) and against its registry (lib/engine/steps.ts, keyed by the same `StepKind`): a kind
 * missing here, or a schema that accepts something the engine type does not, does not compile. No cast.
 */
const stepSchemas = () =>
  ({
  destroy: z.strictObject({ do: z.literal("destroy"), target, ...stepBase }),
  "return-to-hand": z.strictObject({ do: z.literal("return-to-hand"), target, ...stepBase }),
  "put-into-hand": z.strictObject({ do: z.literal("put-into-hand"), target, break: z.boolean().optional(), ...stepBase }),
  battle: z.strictObject({ do: z.literal("battle"), a: target, b: target, ...stepBase }),
  if: z.strictObject({
    do: z.literal("if"),
    conditions: z.array(condition).min(1),
    get then() {
      return z.array(effectStep).min(1);
    },
    get else() {
      return z.array(effectStep).optional();
    },
    ...stepBase,
  }),
  "put-into-mana": z.strictObject({ do: z.literal("put-into-mana"), target, tapped: z.boolean().optional(), faceDown: z.boolean().optional(), ...stepBase }),
  "put-into-battle": z.strictObject({ do: z.literal("put-into-battle"), target, tapped: z.boolean().optional(), equipTo: target.optional(), ...stepBase }),
  "to-graveyard": z.strictObject({ do: z.literal("to-graveyard"), target, ...stepBase }),
  "shuffle-into-deck": z.strictObject({ do: z.literal("shuffle-into-deck"), target, withGraveyard: z.boolean().optional(), ...stepBase }),
  discard: z.strictObject({
    do: z.literal("discard"),
    player: who,
    count: z.union([z.number().int().positive(), z.literal("all")]),
    chooser: z.enum(["discarder", "random", "controller"]),
    filter: cardFilter.optional(),
    upTo: z.boolean().optional(),
    ...stepBase,
  }),
  draw: z.strictObject({
    do: z.literal("draw"),
    player: who,
    count,
    upTo: z.boolean().optional(),
    get then() {
      return z.array(effectStep).optional();
    },
    ...stepBase,
  }),
  "deck-to-zone": z.strictObject({
    do: z.literal("deck-to-zone"),
    player: who,
    count: z.number().int().positive(),
    to: zone,
    tapped: z.boolean().optional(),
    faceDown: z.boolean().optional(),
    selfReplacement: z
      .strictObject({ id: slug, text: z.string().min(1), conditions: z.array(condition).min(1), count: z.number().int().positive() })
      .optional(),
    countBy: count.optional(),
    faceUp: z.boolean().optional(),
    ...stepBase,
  }),
  "graveyard-to-deck-bottom": z.strictObject({ do: z.literal("graveyard-to-deck-bottom"), count: z.number().int().positive(), ...stepBase }),
  stay: z.strictObject({ do: z.literal("stay"), ...stepBase }),
  flip: z.strictObject({ do: z.literal("flip"), target, to: z.enum(["lower", "higher", "choose"]).optional(), toType: z.string().min(1).optional(), ...stepBase }),
  "to-abyss": z.strictObject({ do: z.literal("to-abyss"), target, ...stepBase }),
  "to-hyperspatial": z.strictObject({ do: z.literal("to-hyperspatial"), target, ...stepBase }),
  seal: z.strictObject({ do: z.literal("seal"), target, count: z.number().int().positive().max(L.maxCount).optional(), ...stepBase }),
  shieldify: z.strictObject({ do: z.literal("shieldify"), target, faceUp: z.boolean().optional(), onShield: z.boolean().optional(), ...stepBase }),
  "gr-summon": z.strictObject({ do: z.literal("gr-summon"), player: who, count: z.number().int().positive().max(L.maxCount).optional(), ...stepBase }),
  "extra-turn": z.strictObject({ do: z.literal("extra-turn"), ...stepBase }),
  "player-limit": z.strictObject({
    do: z.literal("player-limit"),
    who,
    cantCast: z.boolean().optional(),
    cantSummon: z.boolean().optional(),
    filter: cardFilter.optional(),
    until: z.enum(["end-of-turn", "start-of-your-next-turn"]),
    text: z.string().min(1),
    ...stepBase,
  }),
  "gachinko-judge": z.strictObject({
    do: z.literal("gachinko-judge"),
    get then() {
      return z.array(effectStep).min(1);
    },
    untilLose: z.boolean().optional(),
    ...stepBase,
  }),
  "psychic-link": z.strictObject({ do: z.literal("psychic-link"), with: z.array(z.string().min(1).max(200)).min(1).max(4, "at most 4 psychic creatures to link"), ...stepBase }),
  "cores-under": z.strictObject({ do: z.literal("cores-under"), count: z.number().int().positive().max(4, "a Final Forbidden Creature has at most 4 forbidden cores"), ...stepBase }),
  "reveal-until-put": z.strictObject({ do: z.literal("reveal-until-put"), player: who, filter: cardFilter, ...stepBase }),
  "cast-spell-side": z.strictObject({ do: z.literal("cast-spell-side"), from: z.array(zone).min(1), ...stepBase }),
  "evolve-self-onto": z.strictObject({ do: z.literal("evolve-self-onto"), onto: target, from: z.array(zone).min(1), ...stepBase }),
  "cast-self": z.strictObject({ do: z.literal("cast-self"), from: z.array(zone).min(1), ...stepBase }),
  "discard-event-card": z.strictObject({ do: z.literal("discard-event-card"), ...stepBase }),
  "summon-self": z.strictObject({ do: z.literal("summon-self"), from: z.array(zone).min(1), use: slug.optional(), ...stepBase }),
  "at-end-of-turn": z.strictObject({ do: z.literal("at-end-of-turn"), effect: z.array(effectStep).min(1), text: z.string().min(1), ifSourceIn: zone.optional(), ...stepBase }),
  "at-start-of-your-next-turn": z.strictObject({ do: z.literal("at-start-of-your-next-turn"), effect: z.array(effectStep).min(1), text: z.string().min(1), ...stepBase }),
  "after-cast-instead": z.strictObject({
    do: z.literal("after-cast-instead"),
    get instead() {
      return z.array(effectStep).min(1);
    },
    text: z.string().min(1),
    ...stepBase,
  }),
  "cast-spell": z.strictObject({
    do: z.literal("cast-spell"),
    player: who.optional(),
    from: z.array(zone).min(1),
    filter: cardFilter.optional(),
    count: z.number().int().positive().max(L.maxCount).optional(),
    upTo: z.boolean().optional(),
    get afterCast() {
      return z.array(effectStep).min(1).optional();
    },
    afterCastText: z.string().min(1).optional(),
    ...stepBase,
  }),
  choose: z.strictObject({ do: z.literal("choose"), target, ...stepBase, remember: slug }),
  "chosen-player": z.strictObject({
    do: z.literal("chosen-player"),
    get then() {
      return z.array(effectStep).min(1);
    },
    ...stepBase,
  }),
  declare: z.strictObject({ do: z.literal("declare"), what: z.enum(["race", "civilization", "number"]), atLeast: z.number().int().min(0).optional(), atMost: z.number().int().min(0).optional(), ...stepBase, remember: slug }),
  "if-count": z.strictObject({
    do: z.literal("if-count"),
    count,
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
    filter: cardFilter.optional(),
    get then() {
      return z.array(effectStep).min(1);
    },
    ...stepBase,
  }),
  untap: z.strictObject({ do: z.literal("untap"), target, ...stepBase }),
  tap: z.strictObject({ do: z.literal("tap"), target, ...stepBase }),
  "if-drawn": z.strictObject({
    do: z.literal("if-drawn"),
    filter: cardFilter,
    get then() {
      return z.array(effectStep);
    },
    ...stepBase,
  }),
  "replacement-effect": z.strictObject({
    do: z.literal("replacement-effect"),
    get replacements() {
      return z.array(replacement).min(1);
    },
    until: z.literal("end-of-turn"),
    text: z.string().min(1),
    ...stepBase,
  }),
  grant: z.strictObject({
    do: z.literal("grant"),
    to: target,
    keywords: z.array(z.string()).optional(),
    cantBeDestroyed: z.boolean().optional(),
    cantLeave: z.boolean().optional(),
    power: z.number().int().optional(),
    powerEach: perCard.optional(),
    cantAttack: z.enum(["any", "players", "creatures"]).optional(),
    cantBeBlocked: z.boolean().optional(),
    cantBlock: z.boolean().optional(),
    extraBreaks: z.number().int().positive().optional(),
    doesntUntap: z.boolean().optional(),
    mustAttack: z.boolean().optional(),
    get replacements() {
      return z.array(replacement).optional();
    },
    until: z.enum(["end-of-turn", "start-of-your-next-turn", "opponents-next-untap"]),
    text: z.string().min(1),
    ...stepBase,
  }),
  "put-under": z.strictObject({ do: z.literal("put-under"), onto: target, cards: target, ...stepBase }),
  shuffle: z.strictObject({ do: z.literal("shuffle"), player: who, thenOnTop: slug.optional(), ...stepBase }),
  "top-card-instead": z.strictObject({ do: z.literal("top-card-instead"), ...stepBase }),
  "under-cards-instead": z.strictObject({ do: z.literal("under-cards-instead"), ...stepBase }),
  "ex-life-shield-to-graveyard": z.strictObject({ do: z.literal("ex-life-shield-to-graveyard"), ...stepBase }),
  swap: z.strictObject({ do: z.literal("swap"), out: target, in: target, ...stepBase }),
  "put-on-deck": z.strictObject({ do: z.literal("put-on-deck"), target, position: z.enum(["top", "bottom"]), positionChosenBy: z.enum(["owner", "controller"]).optional(), ...stepBase }),
  "look-at-top": z.strictObject({
    do: z.literal("look-at-top"),
    player: who,
    count: z.number().int().positive(),
    choose: z.strictObject({
      count: z.number().int().positive(),
      upTo: z.boolean().optional(),
      filter: cardFilter.optional(),
      to: zone,
      position: z.enum(["top", "bottom"]).optional(),
      tapped: z.boolean().optional(),
      cast: z.boolean().optional(),
      toAny: z.array(z.strictObject({ to: zone, tapped: z.boolean().optional() })).min(2).optional(),
    }),
    also: z.array(z.strictObject({ count: z.number().int().positive(), to: zone, position: z.enum(["top", "bottom"]).optional(), filter: cardFilter.optional(), upTo: z.boolean().optional() })).optional(),
    rest: z.enum(["stay", "bottom", "top", "graveyard", "hand", "mana"]),
    restTapped: z.boolean().optional(),
    restUnmatched: z.boolean().optional(),
    restOptional: z.boolean().optional(),
    lookCount: count.optional(),
    ...stepBase,
  }),
  "choose-one": z.strictObject({
    do: z.literal("choose-one"),
    get modes() {
      return z.array(z.strictObject({ id: slug, text: z.string().min(1), steps: z.array(effectStep).min(1) })).min(2);
    },
    count: z.number().int().positive().optional(),
    repeat: z.boolean().optional(),
    ...stepBase,
  }),
  handler: z.strictObject({
    do: z.literal("handler"),
    name: z.string().min(1),
    args: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    ...stepBase,
  }),
  "rock-paper-scissors": z.strictObject({
    do: z.literal("rock-paper-scissors"),
    get win() {
      return z.array(effectStep).min(1);
    },
    get lose() {
      return z.array(effectStep).min(1).optional();
    },
    ...stepBase,
  }),
  }) satisfies { [K in StepKind]: z.ZodType<Extract<EffectStep, { do: K }>> };

type StepSchema = ReturnType<typeof stepSchemas>[StepKind];
const stepsAreEngine: NoneOf<Mismatched<ReturnType<typeof stepSchemas>, EffectStep, "do">> = true;
void stepsAreEngine;

// built lazily: the schemas refer to effectStep itself ("if you do", "then")
export const effectStep: z.ZodType<EffectStep> = z.lazy(() => z.discriminatedUnion("do", Object.values(stepSchemas()) as [StepSchema, ...StepSchema[]]));

const replacementSchema = () =>
  z.strictObject({
    id: slug,
    text: z.string().min(1),
    watches: watch,
    conditions: z.array(condition).optional(),
    optional: z.boolean(),
    activeIn: z.union([zone, z.literal("anywhere")]).optional(),
    instead: z.array(effectStep).min(1),
    ifYouDo: z.array(effectStep).optional(),
    then: z.array(effectStep).optional(),
    scope: z.enum(["each-event", "one-event"]).optional(),
    oncePerTurn: z.boolean().optional(),
  });
const replacementIsEngine: Same<z.infer<ReturnType<typeof replacementSchema>>, ReplacementDef> = true;
void replacementIsEngine;
// built lazily: a replacement's steps may hold replacements ("grant", "replacement-effect")
export const replacement: z.ZodType<ReplacementDef> = z.lazy(replacementSchema);

const trigger = z.strictObject({
  id: slug,
  text: z.string().min(1),
  on: z.strictObject({
    event: z.enum(TRIGGER_EVENTS),
    subject,
    filter: cardFilter.optional(),
    to: z.array(zone).min(1).optional(),
    bySummon: z.boolean().optional(),
    firstThisTurn: z.boolean().optional(),
    target: z.enum(["player", "creature"]).optional(),
    from: z.array(zone).min(1).optional(),
    faceUp: z.boolean().optional(),
    byOpponent: z.enum(["spell-or-creature"]).optional(),
  }).superRefine((on, ctx) => {
    // each option narrows some events only: elsewhere it would silently keep the ability from ever triggering
    const only = { to: ["leaves-battle"], bySummon: ["put-into-battle"], firstThisTurn: ["tapped", "attacks"], target: ["attacks", "unblocked"], from: ["put-into-mana", "put-into-graveyard", "put-into-battle", "cast"], faceUp: ["enters-shields"], byOpponent: ["discarded"] } as const;
    for (const [field, events] of Object.entries(only) as [keyof typeof only, readonly string[]][])
      if (on[field] !== undefined && !events.includes(on.event)) ctx.addIssue({ code: "custom", path: [field], message: `"${field}" applies only to the event${events.length > 1 ? "s" : ""} ${events.map((e) => `"${e}"`).join(", ")}, not "${on.event}"` });
  }),
  optional: z.boolean(),
  effect: z.array(effectStep).min(1),
  activeIn: z.enum(["hand", "mana", "graveyard", "shields"]).optional(),
  conditions: z.array(condition).optional(),
});
const triggerIsEngine: Same<z.infer<typeof trigger>, TriggerDef> = true;
void triggerIsEngine;

/**
 * One schema per static ability kind of the engine's `StaticDef` (defs.ts), checked by the compiler: a kind missing
 * here, one the engine lacks, or a schema that does not produce exactly the engine's type of that kind, fails to compile.
 */
const STATIC_SCHEMAS = {
  "cant-be-destroyed": z.strictObject({ kind: z.literal("cant-be-destroyed"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "enter-tapped": z.strictObject({
    kind: z.literal("enter-tapped"),
    zone,
    whose: z.enum(["opponents", "yours", "any"]),
    filter: cardFilter.optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  keyword: z.strictObject({ kind: z.literal("keyword"), keyword: z.string().min(1), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "crossed-creature-power": z.strictObject({ kind: z.literal("crossed-creature-power"), amount: z.number().int(), text: z.string().min(1) }),
  "attached-creature-power": z.strictObject({ kind: z.literal("attached-creature-power"), amount: z.number().int(), text: z.string().min(1) }),
  "cant-leave": z.strictObject({ kind: z.literal("cant-leave"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "creature-only-if": z.strictObject({ kind: z.literal("creature-only-if"), text: z.string().min(1), conditions: z.array(condition).min(1) }),
  "cant-attack": z.strictObject({ kind: z.literal("cant-attack"), targets: z.enum(["any", "players", "creatures"]), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "cant-be-attacked": z.strictObject({ kind: z.literal("cant-be-attacked"), by: cardFilter.optional(), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "wins-all-battles": z.strictObject({ kind: z.literal("wins-all-battles"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "cant-enter-battle": z.strictObject({
    kind: z.literal("cant-enter-battle"),
    whose: z.enum(["yours", "opponents", "players"]),
    filter: cardFilter.optional(),
    nameContains: z.string().min(1).optional(),
    text: z.string().min(1),
  }),
  "attack-players-when-put": z.strictObject({ kind: z.literal("attack-players-when-put"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "cant-be-summoned": z.strictObject({ kind: z.literal("cant-be-summoned"), from: zone.optional(), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "blocks-if-able": z.strictObject({ kind: z.literal("blocks-if-able"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "cant-block": z.strictObject({ kind: z.literal("cant-block"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "cant-be-blocked": z.strictObject({ kind: z.literal("cant-be-blocked"), text: z.string().min(1), by: cardFilter.optional(), byLessPower: z.boolean().optional(), conditions: z.array(condition).optional() }),
  "must-attack": z.strictObject({ kind: z.literal("must-attack"), text: z.string().min(1), conditions: z.array(condition).optional(), target: z.literal("players").optional() }),
  power: z.strictObject({
    kind: z.literal("power"),
    amount: z.number().int(),
    perCard: perCard.optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  "doesnt-untap": z.strictObject({ kind: z.literal("doesnt-untap"), text: z.string().min(1) }),
  "cant-break-shields": z.strictObject({ kind: z.literal("cant-break-shields"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "cant-be-chosen": z.strictObject({ kind: z.literal("cant-be-chosen"), spellsOnly: z.boolean().optional(), spellCostAtMost: z.number().int().optional(), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "chooses-shields": z.strictObject({ kind: z.literal("chooses-shields"), what: z.enum(["yours-by-opponent", "opponents-by-you", "broken-by-opponents-creatures"]), text: z.string().min(1) }),
  "cant-cast": z.strictObject({
    kind: z.literal("cant-cast"),
    who: z.enum(["opponents", "players", "yours"]),
    filter: cardFilter.optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  "attacked-if-able": z.strictObject({ kind: z.literal("attacked-if-able"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "trigger-replacement": z.strictObject({
    kind: z.literal("trigger-replacement"),
    mode: z.enum(["none", "twice"]),
    on: z.enum(["put-into-battle", "destroyed"]),
    whose: z.enum(["yours", "opponents"]),
    abilities: z.enum(["event-card", "event-card-this", "whose-creatures"]),
    filter: cardFilter.optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  "cant-summon": z.strictObject({
    kind: z.literal("cant-summon"),
    who: z.enum(["opponents", "players", "yours"]),
    filter: cardFilter.optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  "cant-use-shield-trigger": z.strictObject({
    kind: z.literal("cant-use-shield-trigger"),
    who: z.enum(["opponents", "players", "yours"]),
    filter: cardFilter.optional(),
    brokenBySource: z.boolean().optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  grant: z.strictObject({
    kind: z.literal("grant"),
    to: z.union([
      z.strictObject({ whose: z.enum(["own", "opponents", "all"]), filter: cardFilter.optional(), excludeSelf: z.boolean().optional() }),
      z.strictObject({ attached: z.literal(true) }),
      z.strictObject({ crossed: z.literal(true) }),
    ]),
    keywords: z.array(z.string().min(1)).optional(),
    power: z.number().int().optional(),
    cantAttack: z.enum(["any", "players", "creatures"]).optional(),
    cantAttackTurnPut: z.boolean().optional(),
    mustAttack: z.boolean().optional(),
    cantBeAttacked: z.boolean().optional(),
    cantBeBlocked: z.boolean().optional(),
    cantBeChosen: z.enum(["any", "spells"]).optional(),
    replacements: z.array(replacement).optional(),
    triggers: z.array(trigger).optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
    attackingPower: z.number().int().optional(),
    winsAllBattles: z.boolean().optional(),
    battlingPower: z.number().int().optional(),
    attackPlayersWhenPut: z.boolean().optional(),
    extraBreaks: z.number().int().min(1).optional(),
    blocksIfAble: z.boolean().optional(),
  }),
  "gets-characteristics": z.strictObject({
    kind: z.literal("gets-characteristics"),
    to: z.union([z.strictObject({ whose: z.enum(["own", "opponents", "all"]), filter: cardFilter.optional(), excludeSelf: z.boolean().optional() }), z.strictObject({ self: z.literal(true) })]),
    races: z.array(z.string().min(1)).optional(),
    civilizations: z.array(z.string().min(1)).optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  "mana-all-civilizations": z.strictObject({ kind: z.literal("mana-all-civilizations"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  "hand-cant-be-discarded": z.strictObject({ kind: z.literal("hand-cant-be-discarded"), text: z.string().min(1), conditions: z.array(condition).optional() }),
  cost: z.strictObject({
    kind: z.literal("cost"),
    of: z.union([z.literal("self"), z.strictObject({ whose: z.enum(["yours", "opponents", "players"]), filter: cardFilter.optional() })]),
    uses: z.array(z.enum(["summon", "cast", "generate", "cross", "use"])).min(1),
    less: z.number().int().optional(),
    upTo: z.boolean().optional(),
    perCard: perCard.optional(),
    floor: z.number().int().optional(),
    alternative: z.strictObject({ civilizations: z.array(z.string().min(1)), amount: z.number().int() }).optional(),
    crossOnto: z.literal("self").optional(),
    optional: z.boolean().optional(),
    pay: z.array(effectStep).optional(),
    ignoreReductions: z.boolean().optional(),
    perPaid: z.boolean().optional(),
    text: z.string().min(1),
    conditions: z.array(condition).optional(),
  }),
  "extra-breaks": z.strictObject({ kind: z.literal("extra-breaks"), count: z.number().int().min(1), text: z.string().min(1), conditions: z.array(condition).optional() }),
} satisfies { [K in StaticKind]: z.ZodType<Extract<StaticDef, { kind: K }>> };
const staticsAreEngine: NoneOf<Mismatched<typeof STATIC_SCHEMAS, StaticDef, "kind">> = true;
void staticsAreEngine;

/** The static ability kinds the file format accepts: exactly the engine's (the record above is keyed by `StaticKind`). */
export const STATIC_KINDS = Object.keys(STATIC_SCHEMAS) as StaticKind[];
type StaticSchema = (typeof STATIC_SCHEMAS)[StaticKind];
const staticDef = z.discriminatedUnion("kind", Object.values(STATIC_SCHEMAS) as [StaticSchema, ...StaticSchema[]]);

export const abilityFileSchema = z.strictObject({
  card: slug,
  /** Official Japanese text, where known, and where it comes from. */
  ja: z.string().min(1).optional(),
  jaSource: z.string().min(1).optional(),
  /** Why this is modelled as a replacement / trigger / state definition (would vs is, かわりに). */
  wording: z.string().min(1).optional(),
  keywords: z.array(z.string().min(1)).default([]),
  statics: z.array(staticDef).default([]),
  replacements: z.array(replacement).default([]),
  triggers: z.array(trigger).default([]),
  spell: z.array(effectStep).default([]),
  /** The printed effect sentences the `spell` steps model (each quotes the printed text): read as modelled by this file. */
  spellText: z.array(z.string().min(1)).optional(),
  onEnter: z.array(z.strictObject({ kind: z.enum(ENTER_KINDS), text: z.string().min(1) })).default([]),
  /** A Tap ability's steps (602.1; the action `tap-ability` uses it). */
  tapAbility: z.array(effectStep).optional(),
  /** Which of its controller's creatures may tap to use this card's Tap ability ("Each of your water creatures may tap ..."). */
  tapAbilityUsers: cardFilter.optional(),
  /** Super Soul Cross (818.1b): the abilities the creature this card is under gets. */
  soulCross: z
    .strictObject({
      keywords: z.array(z.string().min(1)).default([]),
      statics: z.array(staticDef).default([]),
      replacements: z.array(replacement).default([]),
      triggers: z.array(trigger).default([]),
    })
    .optional(),
  /** Gravity Zero (112.3e): the card may be summoned / cast from the hand for no cost while the conditions hold. */
  gravityZero: z.array(z.strictObject({ text: z.string().min(1), play: z.enum(["summon", "cast"]), conditions: z.array(condition), label: z.string().min(1).optional() })).optional(),
  /** Silent skill (501.1a): kept tapped in the untap step to use the ability (lib/engine/mech3.ts). */
  silentSkill: z.array(z.strictObject({ text: z.string().min(1), effect: z.array(effectStep) })).optional(),
  /** Printed abilities deliberately not modelled (not needed by any scenario). */
  notModelled: z.array(z.string().min(1)).default([]),
});

export type AbilityFile = z.infer<typeof abilityFileSchema>;
/** An ability file's abilities are the engine's `Abilities`, field by field. */
const abilityFileIsEngine: Same<Pick<AbilityFile, keyof Abilities>, Abilities> = true;
void abilityFileIsEngine;

// ---------------------------------------------------------------------------------------------
// Aliases (content/cards/aliases.yaml): more names a card is found by

export const aliasesFileSchema = z.array(
  z.strictObject({
    card: slug,
    aliases: z.array(z.string().min(1)).min(1),
    note: z.string().optional(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Scenarios

export interface CardSpecInput {
  id: string;
  card: string;
  tapped?: boolean;
  faceDown?: boolean;
  under?: CardSpecInput[];
  shieldForce?: string;
  exLife?: string;
  crossedTo?: string;
  enteredTurn?: number;
  auras?: CardSpecInput[];
  seals?: CardSpecInput[];
  linked?: CardSpecInput[];
  equippedTo?: string;
  side?: string;
  cells?: CardSpecInput[];
  cores?: CardSpecInput[];
}

const turnNumber = z.number().int().positive().max(L.maxTurn, `must be at most ${L.maxTurn}`);

const cardSpec: z.ZodType<CardSpecInput> = z.lazy(() =>
  z.strictObject({
    id: instanceId,
    card: z.string().min(1),
    tapped: z.boolean().optional(),
    faceDown: z.boolean().optional(),
    under: z.array(cardSpec).max(L.maxCardsPerZone, `at most ${L.maxCardsPerZone} cards under a card (the limit per zone)`).optional(),
    shieldForce: instanceId.optional(),
    exLife: instanceId.optional(),
    crossedTo: instanceId.optional(),
    enteredTurn: turnNumber.optional(),
    auras: z.array(cardSpec).max(L.maxCardsPerZone, `at most ${L.maxCardsPerZone} auras on a card (the limit per zone)`).optional(),
    seals: z.array(cardSpec).max(L.maxCardsPerZone, `at most ${L.maxCardsPerZone} seals on a card (the limit per zone)`).optional(),
    linked: z.array(cardSpec).max(L.maxCardsPerZone, `at most ${L.maxCardsPerZone} cards linked with a card (the limit per zone)`).optional(),
    equippedTo: instanceId.optional(),
    side: z.string().min(1).optional(),
    cells: z.array(cardSpec).max(L.maxCardsPerZone, `at most ${L.maxCardsPerZone} cells in a super creature (the limit per zone)`).optional(),
    /** Forbidden cores (309) of a Final Forbidden Field / Creature: each `card: forbidden-core`. */
    cores: z.array(cardSpec).min(1).max(4, "a Final Forbidden Field has at most 4 forbidden cores (701.29a: five cards in all)").optional(),
  }),
) as z.ZodType<CardSpecInput>;

const playerSetup = z.strictObject(Object.fromEntries(ZONES.filter((z0) => z0 !== "resolving").map((name) => [name, z.array(cardSpec).max(L.maxCardsPerZone, `at most ${L.maxCardsPerZone} cards in a zone`).optional()])) as Record<Exclude<(typeof ZONES)[number], "resolving">, z.ZodOptional<z.ZodArray<typeof cardSpec>>>);

const choice = z.strictObject({
  prompt: z.enum(PROMPT_KINDS).optional(),
  by: player.optional(),
  pick: z.array(z.string().min(1)).max(L.maxChoices, `at most ${L.maxChoices} picks`).optional(),
  answer: z.enum(["yes", "no"]).optional(),
  note: z.string().optional(),
});

export const ACTION_KEYS = [
  "cast",
  "summon",
  "put",
  "charge",
  "battle",
  "attack",
  "destroy",
  "discard",
  "return-to-hand",
  "to-graveyard",
  "draw",
  "end-turn",
  "evolve",
  "revolution-change",
  "generate",
  "cross",
  "gr-summon",
  "use-aura",
  "to-abyss",
  "seal",
  "lose",
  "forbidden-big-bang",
  "tap-ability",
] as const;

/** Every engine action has its key in the file format, and every key is an engine action (checked by the compiler). */
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionKeysMatchEngine: SameSet<(typeof ACTION_KEYS)[number], Action["kind"]> = true;
void actionKeysMatchEngine;

const summonZone = z.enum(SUMMON_ZONES);

const playerCard = z.strictObject({ player, card: instanceId });
const byCard = z.strictObject({ card: instanceId, by: player });

const removal = z.strictObject({ card: instanceId, by: player, topOnly: z.boolean().optional() });
/** An unnamed effect used during an attack (after its triggers resolve, before it is carried out): it removes a creature. */
const duringAttack = z
  .strictObject({ destroy: byCard.optional(), "return-to-hand": removal.optional(), "to-graveyard": removal.optional() })
  .refine((a) => ["destroy", "return-to-hand", "to-graveyard"].filter((k) => k in a).length === 1, { message: "each effect during an attack needs exactly one of: destroy, return-to-hand, to-graveyard" });

export const actionItemSchema = z
  .strictObject({
    cast: z.strictObject({ player, card: instanceId, gravityZero: z.boolean().optional() }).optional(),
    summon: z.strictObject({ player, card: instanceId, from: summonZone.optional(), linkTo: instanceId.optional(), gravityZero: z.boolean().optional(), abyssRush: z.boolean().optional(), whileSummoning: z.boolean().optional() }).optional(),
    put: z.strictObject({ player, card: instanceId, from: summonZone.optional(), linkTo: instanceId.optional(), equipTo: instanceId.optional() }).optional(),
    "gr-summon": z.strictObject({ player }).optional(),
    "use-aura": z.strictObject({ player, card: instanceId, on: instanceId.optional() }).optional(),
    "to-abyss": byCard.optional(),
    seal: z.strictObject({ card: instanceId, by: player, count: z.number().int().positive().max(L.maxCount, `must be at most ${L.maxCount}`).optional() }).optional(),
    charge: playerCard.optional(),
    battle: z.strictObject({ a: instanceId, b: instanceId }).optional(),
    attack: z
      .strictObject({ attacker: instanceId, target: z.string().min(1), revolutionChange: instanceId.optional(), during: z.array(duringAttack).min(1).max(4, "at most 4 effects during one attack").optional(), block: instanceId.optional(), shieldTriggers: z.array(instanceId).min(1).max(L.maxCount, `at most ${L.maxCount} shield triggers`).optional() })
      .optional(),
    destroy: byCard.optional(),
    discard: byCard.optional(),
    "return-to-hand": z.strictObject({ card: instanceId, by: player, topOnly: z.boolean().optional() }).optional(),
    "to-graveyard": z.strictObject({ card: instanceId, by: player, topOnly: z.boolean().optional() }).optional(),
    evolve: z.strictObject({ player, card: instanceId, on: z.array(instanceId).min(1) }).optional(),
    "revolution-change": z.strictObject({ player, card: instanceId, attacker: instanceId }).optional(),
    generate: playerCard.optional(),
    cross: z.strictObject({ player, gear: instanceId, creature: instanceId }).optional(),
    draw: z.strictObject({ player, count: z.number().int().positive().max(L.maxCount, `must be at most ${L.maxCount}`) }).optional(),
    "end-turn": z.union([z.strictObject({}), z.null()]).optional(),
    /** A card's effect makes `player` lose the game (104.2c); `by`: whose effect. */
    lose: z.strictObject({ player, by: player }).optional(),
    /** A Final Forbidden Field Forbidden Big Bangs (701.29a). */
    "forbidden-big-bang": playerCard.optional(),
    /** Use the creature's Tap ability instead of attacking (602.1, 602.3a); its controller does. */
    "tap-ability": z.strictObject({ card: instanceId, source: instanceId.optional() }).optional(),
    choices: z.array(choice).max(L.maxChoices, `at most ${L.maxChoices} choices on one action`).optional(),
    note: z.string().optional(),
  })
  .refine((a) => ACTION_KEYS.filter((k) => k in a).length === 1, {
    message: `each action needs exactly one of: ${ACTION_KEYS.join(", ")}`,
  });

export type ActionItem = z.infer<typeof actionItemSchema>;

const triggerExpect = z.strictObject({ source: instanceId, card: instanceId.optional() });
const repExpect = z.strictObject({ by: instanceId, on: instanceId.optional(), ability: slug.optional() });

export const expectSchema = z.strictObject({
  zones: z.record(z.string(), z.array(instanceId)).optional(),
  contains: z.record(z.string(), z.array(instanceId)).optional(),
  order: z.record(z.string(), z.array(instanceId)).optional(),
  tapped: z.array(instanceId).optional(),
  untapped: z.array(instanceId).optional(),
  faces: z.record(z.string(), slug).optional(),
  drew: z.strictObject({ A: z.number().int().min(0).optional(), B: z.number().int().min(0).optional() }).optional(),
  triggers: z.strictObject({ fired: z.array(triggerExpect).optional(), suppressed: z.array(triggerExpect).optional() }).optional(),
  replacements: z.strictObject({ applied: z.array(repExpect).optional(), notApplied: z.array(repExpect).optional() }).optional(),
  under: z.record(z.string(), z.array(instanceId)).optional(),
  summoningSick: z.array(instanceId).optional(),
  notSummoningSick: z.array(instanceId).optional(),
  rebuilds: z.array(z.strictObject({ left: instanceId, top: z.union([instanceId, z.null()]).optional() })).optional(),
  auras: z.record(z.string(), z.array(instanceId)).optional(),
  seals: z.record(z.string(), z.array(instanceId)).optional(),
  linked: z.record(z.string(), z.array(instanceId)).optional(),
  cells: z.record(z.string(), z.array(instanceId)).optional(),
  cores: z.record(z.string(), z.array(instanceId)).optional(),
  equipped: z.record(z.string(), z.union([instanceId, z.null()])).optional(),
  faceUp: z.array(instanceId).optional(),
  faceDown: z.array(instanceId).optional(),
  summoned: z.strictObject({ A: z.number().int().min(0).optional(), B: z.number().int().min(0).optional() }).optional(),
  extraTurns: z.strictObject({ A: z.number().int().min(0).optional(), B: z.number().int().min(0).optional() }).optional(),
  /** Who lost the game (104.1), or null: nobody did. */
  lost: z.union([player, z.null()]).optional(),
});

/** A scenario's `expect` is the engine's `Expectations`, field by field (checked by the compiler, no cast). */
const expectIsEngine: Same<z.infer<typeof expectSchema>, Expectations> = true;
void expectIsEngine;

export const scenarioFileSchema = z.strictObject({
  meta: z.strictObject({
    id: slug,
    title: z.strictObject({ en: z.string().min(1), ja: z.string().min(1).optional() }),
    rules: z.array(z.string().regex(/^\d{3}(\.\d+[a-z]?)?$/, 'must be a clause number like "609.3" or "609.6a"')).min(1),
    source: z.string().min(1),
    notes: z.string().optional(),
    verified: z.literal("unverified").optional(),
    /** The rules version the scenario follows (default: the latest, Ver. 1.48). */
    rulesVersion: z.enum(RULES_VERSIONS).optional(),
  }),
  setup: z.strictObject({
    turn: z.strictObject({ number: turnNumber, active: player }),
    seed: z.number().int().min(-L.maxSeed - 1, "must be a 32-bit integer").max(L.maxSeed, "must be a 32-bit integer").optional(),
    A: playerSetup.optional(),
    B: playerSetup.optional(),
  }),
  actions: z.array(actionItemSchema).min(1).max(L.maxActions, `at most ${L.maxActions} actions`),
  expect: expectSchema.optional(),
});

export type ScenarioFile = z.infer<typeof scenarioFileSchema>;
