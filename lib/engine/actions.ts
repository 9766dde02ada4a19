/** Actions a scenario can take. Each runs its events through the pipeline, then resolves pending triggers. */
import type { Ctx, Scope } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import { EngineError } from "./errors";
import { destroyEvent, propose } from "./pipeline";
import { abilityHolders, cantEnterBattleBy, conditionsHold, hasKeyword, inBattle, isAuraDef, isCreature, isCreatureDef, isEvolutionDef, isGrDef, isIgnored, isNeoDef, isSpellDef, isSummoningSick, isWeaponDef, grantsOn, attackPlayersWhenPutGranted, staticExtraBreaks, justDiverActive, matchesFilter, power, shieldChooser } from "./query";
import type { StaticDef } from "./defs";
import { summonCard } from "./steps";
import { isIn, locate, zoneOf } from "./state";
import { matchTriggerKinds, matchTurnTriggers, queueTriggers, resolvePending, traceChoice, type TriggerMatch } from "./triggers";
import { type Cause, type CardUse, type GameEvent, type MoveEvent, type PlayerId, type UseKind } from "./types";
import { other } from "./zones";
import { attackerGroup, continuingAttacker } from "./attack-continue";
import { block, checkForcedBlock, checkShieldTriggers, mustBlockAny, resolveShieldTriggers } from "./block";
import { bigBangProblem, forbiddenBigBang } from "./cores";
import { castForbiddenBy, lureCreatures, summonForbiddenBy } from "./static-limits";
import { declareGravityZero } from "./gravity-zero";
import { payWhileSummoning } from "./cost4";
import { keepsForSilentSkill, silentSkillEffects } from "./mech3";
import { afterAbyssRush, canAttackPlayersThisTurn, declareAbyssRush } from "./abyss-rush";
import { noBattle, queueLinkTriggers, queueRevolutionChanged } from "./heads3";

/** Zones a creature can be summoned or put from by a scenario action (the hand, or where a card's text allows). */
/** The zones a card can be summoned or put from. Add a zone here; the engine type and the scenario format (`from:`) follow. */
export const SUMMON_ZONES = ["hand", "mana", "graveyard", "deck", "shields", "hyperspatial", "gr"] as const;
export type SummonZone = (typeof SUMMON_ZONES)[number];

export type Action =
  /** `gravityZero`: cast for no cost by the card's Gravity Zero, refused unless its condition holds (112.3e; gravity-zero.ts). */
  | { kind: "cast"; player: PlayerId; card: string; gravityZero?: boolean }
  /**
   * Summon / put a card from the hand, or from another of the player's zones when a card allows it (`from`).
   * `linkTo`: a God linked as it enters with that God in the battle zone (804.1a). `equipTo`: a Dragheart Weapon put
   * equipped to that creature (305.2).
   */
  /** `whileSummoning` (cost4): the player uses the card's "while you are summoning this creature, you may …" reduction (601.1a, 601.1f). */
  | { kind: "summon"; player: PlayerId; card: string; from?: SummonZone; linkTo?: string; gravityZero?: boolean; abyssRush?: boolean; whileSummoning?: boolean }
  | { kind: "put"; player: PlayerId; card: string; from?: SummonZone; linkTo?: string; equipTo?: string }
  /** GR summon (701.30a): summon the top card of the player's super GR. */
  | { kind: "gr-summon"; player: PlayerId }
  /** Use an Orega Aura from the hand: attach it to the player's GR creature `on`, or GR summon and attach it to that (310.2). */
  | { kind: "use-aura"; player: PlayerId; card: string; on?: string }
  /** An unnamed effect of player `by` sends the card to the abyss (701.33a; nothing can stop it, 701.33b). */
  | { kind: "to-abyss"; card: string; by: PlayerId }
  /** An unnamed effect of player `by` puts `count` seals on the card (116.1a). */
  | { kind: "seal"; card: string; by: PlayerId; count?: number }
  | { kind: "charge"; player: PlayerId; card: string }
  | { kind: "battle"; a: string; b: string }
  /**
   * Attack a creature or a player. `revolutionChange`: as it attacks, its player uses that card's Revolution Change
   * (a swap, 701.26): if the swap is done, the card swapped in continues the attack (701.26a); if not, the attacker
   * does (701.26b).
   */
  | {
      kind: "attack";
      attacker: string;
      target: string;
      revolutionChange?: string;
      during?: DuringAttack[];
      /** The defending player blocks with this creature (507.1, blocker: lib/engine/block.ts); absent: no block. */
      block?: string;
      /** The broken shields whose shield trigger their owner declares, in the order used (509.5a, 509.5e); absent: none. */
      shieldTriggers?: string[];
    }
  | { kind: "destroy"; card: string; by: PlayerId }
  | { kind: "discard"; card: string; by: PlayerId }
  | { kind: "return-to-hand"; card: string; by: PlayerId; topOnly?: boolean }
  /** "Put it into its owner's graveyard", from the zone the card is in (from the battle zone that is destroying it, 701.6a). */
  | { kind: "to-graveyard"; card: string; by: PlayerId; topOnly?: boolean }
  | { kind: "evolve"; player: PlayerId; card: string; on: string[] }
  | { kind: "draw"; player: PlayerId; count: number }
  /** Generate a Cross Gear from the hand: it is put into the battle zone (303.2; cost not modelled). */
  | { kind: "generate"; player: PlayerId; card: string }
  /** Cross a Cross Gear with a creature (303.3; the cost paid again is not modelled). */
  | { kind: "cross"; player: PlayerId; gear: string; creature: string }
  /** Revolution Change: after `attacker` attacks, swap it with `card` from the player's hand (701.26; conditions not checked). */
  | { kind: "revolution-change"; player: PlayerId; card: string; attacker: string }
  /** A card's effect makes `player` lose the game (104.2c), the effect being player `by`'s: a replaceable event. */
  | { kind: "lose"; player: PlayerId; by: PlayerId }
  /**
   * The Final Forbidden Field `card` Forbidden Big Bangs (701.29a) — what its ability does when its last seal is removed
   * (that ability is not in the catalogue's text): it flips and its five cards become one Final Forbidden Creature.
   */
  | { kind: "forbidden-big-bang"; player: PlayerId; card: string }
  /**
   * Use the creature's Tap ability instead of having it attack (602.1, an activated ability): its controller taps it,
   * which is allowed only when it could attack (602.3a), then the Tap ability resolves.
   */
  | {
      kind: "tap-ability";
      card: string;
      /**
       * The card whose Tap ability `card` uses, when not its own (602.1): a Cross Gear crossed with it ("Instead of
       * having the crossed creature attack, you may tap it to use this Tap ability"), or a creature of the same player
       * whose ability lets it ("Each of your water creatures may tap instead of attacking to use this creature's
       * ability"). `card` is the one tapped.
       */
      source?: string;
    }
  | { kind: "end-turn" };

/**
 * An effect used during an attack, after the abilities its declaration triggered have resolved and before the attack is
 * carried out (the attack step, 506: where a player's abilities such as Ninja Strike or a Revolution 0 Trigger resolve),
 * written as an unnamed effect of a player: it removes a creature.
 */
export type DuringAttack = Extract<Action, { kind: "destroy" | "return-to-hand" | "to-graveyard" }>;

export function describeAction(a: Action): string {
  switch (a.kind) {
    case "summon":
    case "put":
      return `${a.kind} ${a.card}${a.kind === "summon" && a.gravityZero ? " for no cost by Gravity Zero" : ""}${a.kind === "summon" && a.abyssRush ? " by Abyss Rush" : ""}${a.kind === "summon" && a.whileSummoning ? ' using its "while you are summoning" ability' : ""}${a.from && a.from !== "hand" ? ` from the ${a.from} zone` : ""}${a.linkTo ? `, linked with ${a.linkTo}` : ""}${a.kind === "put" && a.equipTo ? `, equipped to ${a.equipTo}` : ""} (player ${a.player})`;
    case "gr-summon":
      return `GR summon (player ${a.player})`;
    case "use-aura":
      return `use ${a.card}${a.on ? ` on ${a.on}` : " (GR summon and attach)"} (player ${a.player})`;
    case "to-abyss":
      return `send ${a.card} to the abyss (by an effect of player ${a.by})`;
    case "seal":
      return `put ${a.count ?? 1} seal(s) on ${a.card} (by an effect of player ${a.by})`;
    case "cast":
    case "charge":
      return `${a.kind} ${a.card}${a.kind === "cast" && a.gravityZero ? " for no cost by Gravity Zero" : ""} (player ${a.player})`;
    case "battle":
      return `battle ${a.a} vs ${a.b}`;
    case "attack":
      return `attack ${a.attacker} → ${a.target}${a.revolutionChange ? ` (Revolution Change: ${a.revolutionChange})` : ""}${a.during?.length ? `; during the attack: ${a.during.map(describeAction).join(", ")}` : ""}${a.block ? `; blocked by ${a.block}` : ""}${a.shieldTriggers?.length ? `; shield triggers: ${a.shieldTriggers.join(", ")}` : ""}`;
    case "destroy":
    case "discard":
      return `${a.kind} ${a.card} (by an effect of player ${a.by})`;
    case "return-to-hand":
    case "to-graveyard":
      return `${a.kind} ${a.card}${a.topOnly ? " (this card only)" : ""} (by an effect of player ${a.by})`;
    case "evolve":
      return `evolve ${a.card} onto ${a.on.join(", ")} (player ${a.player})`;
    case "draw":
      return `draw ${a.count} (player ${a.player})`;
    case "revolution-change":
      return `revolution change: ${a.card} with ${a.attacker} (player ${a.player})`;
    case "generate":
      return `generate ${a.card} (player ${a.player})`;
    case "cross":
      return `cross ${a.gear} with ${a.creature} (player ${a.player})`;
    case "lose":
      return `player ${a.player} loses the game (by an effect of player ${a.by}; 104.2c)`;
    case "forbidden-big-bang":
      return `${a.card} Forbidden Big Bangs (player ${a.player}; 701.29a)`;
    case "tap-ability":
      return a.source ? `use the Tap ability of ${a.source} by tapping ${a.card}` : `use the Tap ability of ${a.card}`;
    case "end-turn":
      return "end turn";
  }
}

/**
 * Summoning sickness (301.5) does not stop this creature's attacks on players: a static says so ("can attack your
 * opponent on the turn it is put") or an effect did this turn (Abyss Rush). 101.2: "can" beats the rule.
 */
function attacksPlayersDespiteSickness(ctx: Ctx, id: string): boolean {
  return staticsOf(ctx, id, "attack-players-when-put").length > 0 || canAttackPlayersThisTurn(ctx, id) || attackPlayersWhenPutGranted(ctx, id) !== null;
}

/**
 * The plays a player makes by an action (a card used: summoned, evolved, cast, generated, an aura used), for Cyclone
 * ("if you summoned a creature immediately before casting this spell"; Duel Masters Wiki, サイクロン: the play
 * immediately before casting it was a creature's summon; a card put by an effect, e.g. Mother Earth, is no summon, and
 * what is not a use, e.g. a trigger or a destruction, does not overwrite the last play). A cast keeps the play before it.
 * A GR summon action (a summon by an unnamed effect) and a put are not plays; a refused action is recorded anyway
 * (its error ends the run).
 */
function recordUse(ctx: Ctx, action: Action): void {
  let use: { player: PlayerId; card: string; kind: UseKind } | null = null;
  if (action.kind === "summon" || action.kind === "evolve") use = { player: action.player, card: action.card, kind: "summon" };
  else if (action.kind === "cast") use = { player: action.player, card: action.card, kind: "cast" };
  else if (action.kind === "generate" || action.kind === "use-aura") use = { player: action.player, card: action.card, kind: "other" };
  if (use === null) return;
  const prev = ctx.s.lastUse?.[use.player];
  const rec: CardUse = { card: use.card, kind: use.kind, turn: ctx.s.turn.number };
  if (use.kind === "cast" && prev) rec.before = { card: prev.card, kind: prev.kind, turn: prev.turn };
  ctx.s.lastUse = { ...ctx.s.lastUse, [use.player]: rec };
}

function illegal(ctx: Ctx, why: string): never {
  throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): ${why}`, ctx.step);
}

function requireCard(ctx: Ctx, id: string): void {
  if (!ctx.s.cards[id]) throw new EngineError("E_UNKNOWN_CARD", `step ${ctx.step} (${ctx.stepLabel}): no card instance "${id}"`, ctx.step);
}

function scopeFor(ctx: Ctx, controller: PlayerId, source: string | null, cause: Cause, parent: number, label: string): Scope {
  return { controller, source, cause, byReplacement: null, eventCard: null, eventOther: null, drawn: null, parent, label };
}

/** Run one action on the working state in ctx. */
export function runAction(ctx: Ctx, action: Action, parent: number): void {
  // 104.1: the game ended when a player lost. A scenario may still script actions after it (a hypothetical, e.g. an
  // attack on a player with no shields written only to have a creature attacking): they run, and the trace says so.
  if (ctx.s.lost !== null) {
    ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["104.1"], narration: { en: `Player ${ctx.s.lost} has lost the game, which ended then ("As soon as either player wins or loses, the game ends immediately", 104.1): this action is a hypothetical after the end of the game.`, ja: `プレイヤー${ctx.s.lost}は既に敗北しており、ゲームは終了している (104.1)` } });
  }
  recordUse(ctx, action);
  switch (action.kind) {
    case "cast":
      if (action.gravityZero) declareGravityZero(ctx, action.player, action.card, "cast", parent);
      return cast(ctx, action.player, action.card, parent);
    case "summon":
    case "put": {
      requireCard(ctx, action.card);
      const from = action.from ?? "hand";
      if (!isIn(ctx.s, action.card, from, action.player)) illegal(ctx, `${action.card} is not in player ${action.player}'s ${from === "hand" ? "hand" : `${from} zone`}`);
      const def = defOf(ctx, action.card);
      if (action.kind === "summon" && !isCreatureDef(def)) illegal(ctx, `${nameOf(ctx, action.card)} is not a creature: it cannot be summoned`);
      const barred = cantEnterBattleBy(ctx, action.card, action.player);
      if (barred !== null) illegal(ctx, `${nameOf(ctx, action.card)} can't be put into the battle zone: ${barred} (101.2: "can't" beats "can")`);
      if (action.kind === "summon") {
        const forbidden = summonForbiddenBy(ctx, action.player, action.card);
        if (forbidden) illegal(ctx, `player ${action.player} can't summon ${nameOf(ctx, action.card)}: ${nameOf(ctx, forbidden.source)}: "${forbidden.text}" (101.2: "can't" beats "can")`);
        const no = def.abilities.statics.find((st) => st.kind === "cant-be-summoned" && (st.from === undefined || st.from === from) && conditionsHold(ctx, st.conditions, action.card, action.player));
        if (no) illegal(ctx, `${nameOf(ctx, action.card)} can't be summoned${no.kind === "cant-be-summoned" && no.from ? ` from the ${no.from === "hand" ? "hand" : `${no.from} zone`}` : ""}: "${no.text}" (101.2: "can't" beats "can")`);
      }
      if (action.kind === "summon" && action.gravityZero) declareGravityZero(ctx, action.player, action.card, "summon", parent);
      if (action.kind === "summon" && action.abyssRush) declareAbyssRush(ctx, action.player, action.card, from, parent);
      if (action.kind === "summon" && action.whileSummoning) payWhileSummoning(ctx, action.player, action.card, from, parent);
      if (action.kind === "put" && isSpellDef(def)) illegal(ctx, `${nameOf(ctx, action.card)} is a spell: it cannot be put into the battle zone`);
      if (action.linkTo !== undefined) {
        requireCard(ctx, action.linkTo);
        if (!isIn(ctx.s, action.linkTo, "battle", action.player)) illegal(ctx, `${action.linkTo} is not a God in player ${action.player}'s battle zone to link with (804.1a)`);
      }
      if (action.kind === "put" && action.equipTo !== undefined) {
        requireCard(ctx, action.equipTo);
        if (!isIn(ctx.s, action.equipTo, "battle", action.player) || !isCreatureDef(defOf(ctx, action.equipTo))) illegal(ctx, `${action.equipTo} is not a creature in player ${action.player}'s battle zone to equip (305.2)`);
        if (!isWeaponDef(def)) illegal(ctx, `${nameOf(ctx, action.card)} is not a weapon: only a weapon is equipped (305.2)`);
      }
      const cause: Cause = { kind: "action", source: action.card, controller: action.player };
      const scope = scopeFor(ctx, action.player, action.card, cause, parent, action.kind);
      if (action.kind === "summon") {
        summonCard(ctx, action.player, action.card, from, scope);
        if (action.abyssRush) afterAbyssRush(ctx, action.player, action.card, parent);
      } else propose(ctx, [{ type: "move", card: action.card, from, to: "battle", position: "any", reason: "put-into-battle", cause, byReplacement: null, ...(action.kind === "put" && action.equipTo !== undefined ? { equipTo: action.equipTo } : {}) }], scope);
      if (action.linkTo !== undefined && inBattle(ctx, action.card) && inBattle(ctx, action.linkTo)) linkGod(ctx, action.card, action.linkTo, parent);
      return resolvePending(ctx);
    }
    case "gr-summon": {
      const top = zoneOf(ctx.s, action.player, "gr")[0];
      if (top === undefined) illegal(ctx, `player ${action.player}'s super GR is empty`);
      const cause: Cause = { kind: "action", source: top, controller: action.player };
      summonCard(ctx, action.player, top, "gr", scopeFor(ctx, action.player, top, cause, parent, "GR summon"), "GR summon (701.30a)");
      return resolvePending(ctx);
    }
    case "use-aura":
      return attachAuraAction(ctx, action.player, action.card, action.on, parent);
    case "to-abyss":
    case "seal": {
      requireCard(ctx, action.card);
      const loc = locate(ctx.s, action.card);
      if (!loc || (action.kind === "seal" && loc.zone !== "battle")) illegal(ctx, `${action.card} is not ${action.kind === "seal" ? "in the battle zone" : "anywhere it can be sent from"}`);
      if (action.kind === "to-abyss" && loc.zone === "abyss") illegal(ctx, `${action.card} is in the abyss already`);
      const cause: Cause = { kind: "action", source: null, controller: action.by };
      const scope = { ...scopeFor(ctx, action.by, null, cause, parent, action.kind), eventCard: action.card };
      ctx.exec(ctx, [action.kind === "to-abyss" ? { do: "to-abyss", target: { eventCard: true } } : { do: "seal", target: { eventCard: true }, count: action.count ?? 1 }], scope);
      return resolvePending(ctx);
    }
    case "charge": {
      requireCard(ctx, action.card);
      if (!isIn(ctx.s, action.card, "hand", action.player)) illegal(ctx, `${action.card} is not in player ${action.player}'s hand`);
      const cause: Cause = { kind: "action", source: null, controller: action.player };
      propose(ctx, [move(action.card, "hand", "mana", "charge", cause)], scopeFor(ctx, action.player, null, cause, parent, "charge"));
      return resolvePending(ctx);
    }
    case "battle": {
      requireCard(ctx, action.a);
      requireCard(ctx, action.b);
      if (!inBattle(ctx, action.a) || !inBattle(ctx, action.b)) illegal(ctx, `both creatures must be in the battle zone`);
      const cause: Cause = { kind: "rule", source: null, controller: null };
      propose(ctx, [{ type: "battle", a: action.a, b: action.b, cause, byReplacement: null }], scopeFor(ctx, ctx.s.turn.active, null, cause, parent, "battle"));
      return resolvePending(ctx);
    }
    case "attack":
      return attack(ctx, action.attacker, action.target, parent, action.revolutionChange, action.during, { block: action.block, shieldTriggers: action.shieldTriggers });
    case "destroy":
    case "discard":
    case "return-to-hand": {
      requireCard(ctx, action.card);
      const cause: Cause = { kind: "action", source: null, controller: action.by };
      const scope = scopeFor(ctx, action.by, null, cause, parent, action.kind);
      let ev: GameEvent;
      if (action.kind === "destroy") {
        if (!inBattle(ctx, action.card)) illegal(ctx, `${action.card} is not in the battle zone`);
        ev = destroyEvent(action.card, cause, null);
      } else if (action.kind === "discard") {
        if (!isIn(ctx.s, action.card, "hand")) illegal(ctx, `${action.card} is not in a hand`);
        ev = move(action.card, "hand", "graveyard", "discard", cause);
      } else {
        if (!inBattle(ctx, action.card)) illegal(ctx, `${action.card} is not in the battle zone`);
        const m = move(action.card, "battle", "hand", "return-to-hand", cause);
        ev = action.topOnly ? { ...m, stack: { kind: "top-only" } } : m;
      }
      propose(ctx, [ev], scope);
      return resolvePending(ctx);
    }
    case "to-graveyard": {
      requireCard(ctx, action.card);
      const loc = locate(ctx.s, action.card);
      if (!loc || loc.under !== null) illegal(ctx, `${action.card} is under another card; only a card on its own or the top of a stack can be chosen`);
      if (loc.zone === "graveyard" || loc.zone === "resolving") illegal(ctx, `${action.card} is in ${loc.zone === "graveyard" ? "the graveyard already" : "resolution"}`);
      if (action.topOnly && loc.zone !== "battle") illegal(ctx, `topOnly is for a card in the battle zone`);
      const cause: Cause = { kind: "action", source: null, controller: action.by };
      const m: MoveEvent = { type: "move", card: action.card, from: loc.zone, to: "graveyard", position: "any", reason: "to-graveyard", cause, byReplacement: null };
      propose(ctx, [action.topOnly ? { ...m, stack: { kind: "top-only" } } : m], scopeFor(ctx, action.by, null, cause, parent, action.kind));
      return resolvePending(ctx);
    }
    case "draw": {
      const cause: Cause = { kind: "action", source: null, controller: action.player };
      ctx.exec(ctx, [{ do: "draw", player: "you", count: action.count }], scopeFor(ctx, action.player, null, cause, parent, "draw"));
      return resolvePending(ctx);
    }
    case "lose": {
      const cause: Cause = { kind: "action", source: null, controller: action.by };
      propose(ctx, [{ type: "lose", player: action.player, reason: "effect", cause, byReplacement: null }], scopeFor(ctx, action.by, null, cause, parent, "lose"));
      return resolvePending(ctx);
    }
    case "end-turn":
      return endTurn(ctx, parent);
    case "forbidden-big-bang": {
      requireCard(ctx, action.card);
      if (!isIn(ctx.s, action.card, "battle", action.player)) illegal(ctx, `${action.card} is not in player ${action.player}'s battle zone`);
      const problem = bigBangProblem(ctx, action.card);
      if (problem !== null) illegal(ctx, problem);
      forbiddenBigBang(ctx, action.card, parent);
      return resolvePending(ctx);
    }
    case "tap-ability":
      return tapAbilityAction(ctx, action.card, parent, action.source);
    case "evolve":
      return evolve(ctx, action.player, action.card, action.on, parent);
    case "generate": {
      requireCard(ctx, action.card);
      if (!isIn(ctx.s, action.card, "hand", action.player)) illegal(ctx, `${action.card} is not in player ${action.player}'s hand`);
      if (!defOf(ctx, action.card).type.includes("Cross Gear")) illegal(ctx, `${nameOf(ctx, action.card)} is not a Cross Gear`);
      const cause: Cause = { kind: "action", source: action.card, controller: action.player };
      propose(ctx, [move(action.card, "hand", "battle", "generate", cause)], scopeFor(ctx, action.player, action.card, cause, parent, "generate"));
      return resolvePending(ctx);
    }
    case "cross": {
      requireCard(ctx, action.gear);
      requireCard(ctx, action.creature);
      if (!isIn(ctx.s, action.gear, "battle", action.player) || !defOf(ctx, action.gear).type.includes("Cross Gear")) illegal(ctx, `${action.gear} is not a Cross Gear in player ${action.player}'s battle zone`);
      if (!isIn(ctx.s, action.creature, "battle", action.player) || !isCreatureDef(defOf(ctx, action.creature))) illegal(ctx, `${action.creature} is not a creature in player ${action.player}'s battle zone (303.3)`);
      if (ctx.s.cards[action.gear].crossedTo === action.creature) illegal(ctx, `${action.gear} is already crossed with ${action.creature} (303.4a)`);
      ctx.s.cards[action.gear].crossedTo = action.creature;
      ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: false, clauses: ["303.3", "303.3a"], narration: { en: `${nameOf(ctx, action.gear)} is crossed with ${nameOf(ctx, action.creature)} (303.3a)`, ja: `${nameOf(ctx, action.gear)}を${nameOf(ctx, action.creature)}にクロスする (303.3a)` } });
      return resolvePending(ctx);
    }
    case "revolution-change": {
      requireCard(ctx, action.card);
      requireCard(ctx, action.attacker);
      if (!isIn(ctx.s, action.card, "hand", action.player)) illegal(ctx, `${action.card} is not in player ${action.player}'s hand`);
      if (!isIn(ctx.s, action.attacker, "battle", action.player)) illegal(ctx, `${action.attacker} is not in player ${action.player}'s battle zone`);
      const cause: Cause = { kind: "ability", source: action.card, controller: action.player };
      const scope = { ...scopeFor(ctx, action.player, action.card, cause, parent, "Revolution Change"), eventCard: action.attacker };
      ctx.exec(ctx, [{ do: "swap", out: { eventCard: true }, in: { self: true } }], scope);
      queueRevolutionChanged(ctx, action.card, action.attacker, parent);
      return resolvePending(ctx);
    }
  }
}

/**
 * Evolution: the evolution card goes from the hand into the battle zone on top of its sources (battle
 * zone tops, or cards in the graveyard, mana zone or hand for graveyard / mana / hand evolution). Evolution conditions
 * (races, civilizations) are not checked. Several sources: their player orders them (a `choose-cards`
 * prompt, ordered, bottom first).
 */
function evolve(ctx: Ctx, player: PlayerId, card: string, on: string[], parent: number): void {
  requireCard(ctx, card);
  for (const id of on) requireCard(ctx, id);
  if (!isIn(ctx.s, card, "hand", player)) illegal(ctx, `${card} is not in player ${player}'s hand`);
  // a Neo creature may be put on a creature by Neo Evolution (it is then a Neo Evolution Creature)
  if (!isEvolutionDef(defOf(ctx, card)) && !isNeoDef(defOf(ctx, card))) illegal(ctx, `${nameOf(ctx, card)} is not an evolution card`);
  const forbidden = summonForbiddenBy(ctx, player, card);
  if (forbidden) illegal(ctx, `player ${player} can't summon ${nameOf(ctx, card)}: ${nameOf(ctx, forbidden.source)}: "${forbidden.text}" (101.2: "can't" beats "can")`);
  if (on.length === 0 || new Set(on).size !== on.length) illegal(ctx, `evolution needs one or more distinct sources`);
  for (const id of on) {
    // mech4: a card in the hand, other than the evolution card itself, for Hand evolution ("Choose a water creature in your hand")
    const inHand = id !== card && isIn(ctx.s, id, "hand", player);
    if (!isIn(ctx.s, id, "battle", player) && !isIn(ctx.s, id, "graveyard", player) && !isIn(ctx.s, id, "mana", player) && !inHand) {
      illegal(ctx, `${id} is not a card in player ${player}'s battle zone (top of a stack), graveyard, mana zone or hand`);
    }
  }
  const a = ctx.choices.ask(
    "choose-cards",
    player,
    `Order the evolution sources of ${nameOf(ctx, card)}, bottom first (the last one goes directly under it)`,
    on.slice(),
    on.length,
    on.length,
    true,
  );
  traceChoice(ctx, a, parent);
  const sources = "pick" in a.answer ? a.answer.pick : on;
  const cause: Cause = { kind: "action", source: card, controller: player };
  const ev: GameEvent = { ...move(card, "hand", "battle", "evolve", cause), stack: { kind: "evolve", sources } };
  propose(ctx, [ev], scopeFor(ctx, player, card, cause, parent, "evolve"));
  resolvePending(ctx);
}

function move(card: string, from: "hand" | "battle" | "resolving", to: "battle" | "mana" | "graveyard" | "hand" | "resolving", reason: import("./types").MoveReason, cause: Cause): MoveEvent {
  return { type: "move", card, from, to, position: "any", reason, cause, byReplacement: null };
}

function cast(ctx: Ctx, player: PlayerId, card: string, parent: number): void {
  requireCard(ctx, card);
  if (!isIn(ctx.s, card, "hand", player)) illegal(ctx, `${card} is not in player ${player}'s hand`);
  const def = defOf(ctx, card);
  // a twinpact with a spell side is cast as that spell (810.3a: only that part's information is referenced)
  const twinpactSpell = !isSpellDef(def) && (def.faceTypes ?? []).some((t) => t.includes("Spell"));
  if (!isSpellDef(def) && !twinpactSpell) illegal(ctx, `${nameOf(ctx, card)} is not a spell`);
  const forbidden = castForbiddenBy(ctx, player, card);
  if (forbidden) illegal(ctx, `player ${player} can't cast ${nameOf(ctx, card)}: "${forbidden.text}" (${nameOf(ctx, forbidden.source)}; "can't" beats "can", 101.2)`);
  if (twinpactSpell) {
    ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["810.1", "810.3a"], narration: { en: `${nameOf(ctx, card)} is a twinpact: it is cast as its spell side; only the spell's part is referenced while it is cast (810.3a)`, ja: `ツインパクトの呪文側を唱える (810.3a)` } });
  }
  const cause: Cause = { kind: "spell", source: card, controller: player };
  const scope = scopeFor(ctx, player, card, cause, parent, def.name);
  propose(ctx, [move(card, "hand", "resolving", "cast", cause)], scope);
  ctx.exec(ctx, def.abilities.spell, scope);
  if (isIn(ctx.s, card, "resolving")) propose(ctx, [move(card, "resolving", "graveyard", "spell-resolved", { kind: "rule", source: null, controller: null })], scope);
  resolvePending(ctx);
}

function attack(ctx: Ctx, attacker: string, target: string, parent: number, revolutionChange?: string, during?: DuringAttack[], defence: Defence = {}): void {
  requireCard(ctx, attacker);
  if (!inBattle(ctx, attacker)) illegal(ctx, `${attacker} is not in the battle zone`);
  if (isIgnored(ctx.s, ctx.defs, attacker)) illegal(ctx, `${nameOf(ctx, attacker)} is sealed: a sealed creature is ignored and can't attack (116.2a)`);
  const player = ctx.s.cards[attacker].controller;
  if (revolutionChange !== undefined) {
    requireCard(ctx, revolutionChange);
    if (!isIn(ctx.s, revolutionChange, "hand", player)) illegal(ctx, `${revolutionChange} is not in player ${player}'s hand (Revolution Change is used from the hand)`);
  }
  // Speed Attacker from a conditional ability ("during your turn, this creature gets speed attacker") counts too
  // Mach Fighter: on the turn it is put, it can attack creatures (tapped or untapped) in spite of summoning sickness
  const isPlayerTarget = target === "A" || target === "B";
  // "This creature can attack your opponent on the turn you put it" beats 301.5 for attacks on the player (101.2)
  if (isSummoningSick(ctx.s, ctx.defs, attacker) && !hasKeyword(ctx, attacker, "speed-attacker") && !(machFighterNow(ctx, attacker) && !isPlayerTarget) && !(isPlayerTarget && attacksPlayersDespiteSickness(ctx, attacker))) {
    illegal(ctx, `${nameOf(ctx, attacker)} has summoning sickness: it has not been in the battle zone since the start of the turn${ctx.s.cards[attacker].evolutionIgnored ? " (it stayed by rebuilding, 801.4c, and its evolution supertype is ignored)" : ""}`);
  }
  const isPlayer = target === "A" || target === "B";
  if (!isPlayer) {
    requireCard(ctx, target);
    if (!inBattle(ctx, target)) illegal(ctx, `${target} is not in the battle zone`);
  }
  checkAttackLegal(ctx, attacker, target, isPlayer);
  if (!isPlayer) checkMustAttackPlayer(ctx, attacker);
  const cause: Cause = { kind: "action", source: attacker, controller: player };
  const scope = scopeFor(ctx, player, attacker, cause, parent, "attack");
  const [declared] = propose(ctx, [{ type: "attack", attacker, target, cause, byReplacement: null }], scope);
  // from its declaration until the attack ends, the creature is attacking ("while attacking", 506.1d)
  const before = ctx.attacking;
  const blockingBefore = ctx.blocking;
  const usesBefore = ctx.attackUses;
  if (declared.status === "happened") ctx.attacking = attacker;
  // the abilities used "during that attack" (Ninja Strike) are counted from this declaration until the attack ends
  ctx.attackUses = [];
  try {
    attackRest(ctx, attacker, target, isPlayer, player, scope, parent, revolutionChange, during ?? [], defence);
  } finally {
    ctx.attacking = before ?? null;
    if (ctx.blocking !== blockingBefore) ctx.blocking = blockingBefore ?? null;
    ctx.attackUses = usesBefore;
  }
}

/** The cards whose abilities watch an event now: the battle zones', the active player's first. */
function battlePoolOf(ctx: Ctx): string[] {
  return [...abilityHolders(ctx, ctx.s.turn.active), ...abilityHolders(ctx, other(ctx.s.turn.active))];
}

/** The defending player's scripted declarations on an attack: a blocker (507.1) and shield triggers (509.5a). */
type Defence = { block?: string; shieldTriggers?: string[] };

function attackRest(ctx: Ctx, attacker: string, target: string, isPlayer: boolean, player: PlayerId, scope: Scope, parent: number, revolutionChange: string | undefined, during: DuringAttack[], defence: Defence): void {
  if (revolutionChange !== undefined) {
    // Revolution Change: a swap of the attacker with the card from the hand (701.26); the card swapped in takes the
    // attacker's state and is attacking (701.26a); if the swap is not done, the attacker goes on attacking (701.26b)
    const rcCause: Cause = { kind: "ability", source: revolutionChange, controller: player };
    const rcScope = { ...scopeFor(ctx, player, revolutionChange, rcCause, parent, "Revolution Change"), eventCard: attacker };
    ctx.exec(ctx, [{ do: "swap", out: { eventCard: true }, in: { self: true } }], rcScope);
    queueRevolutionChanged(ctx, revolutionChange, attacker, parent);
    if (inBattle(ctx, revolutionChange)) {
      ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["701.26a"], narration: { en: `${nameOf(ctx, revolutionChange)} was swapped in: it is attacking now and continues the attack (701.26a)`, ja: `入れ替えたクリーチャーが攻撃を続ける (701.26a)` } });
      attacker = revolutionChange;
      ctx.attacking = attacker;
    } else if (inBattle(ctx, attacker)) {
      ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["701.26b"], narration: { en: `The swap was not done: ${nameOf(ctx, attacker)} continues the attack (701.26b)`, ja: `入れ替えは行われず、${nameOf(ctx, attacker)}が攻撃を続ける (701.26b)` } });
    }
  }
  // a super creature attacking: Link Release may split it before the attack is carried out (806.2a)
  const group = attackerGroup(ctx, attacker);
  resolvePending(ctx);
  for (const d of during) {
    const seq = ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: false, clauses: ["506.3"], narration: { en: `During the attack: ${describeAction(d)}`, ja: `攻撃中: ${describeAction(d)}` } });
    runAction(ctx, d, seq);
  }
  attacker = continuingAttacker(ctx, attacker, group, player, parent);
  attacker = evolvedAttacker(ctx, attacker, parent);
  attacker = swappedInAttacker(ctx, attacker, parent);
  if (inBattle(ctx, attacker)) ctx.attacking = attacker;
  if (!inBattle(ctx, attacker)) return;
  if (defence.shieldTriggers && (!isPlayer || defence.block !== undefined)) illegal(ctx, `shield triggers are declared on an attack that breaks no shield (it attacks a creature or is blocked, 509.1)`);
  // 507: the block step; a blocked attack's target is the blocking creature (507.2a): they battle (508.1)
  if (mustBlockAny(ctx)) checkForcedBlock(ctx, attacker, target, defence.block);
  // no blocker declared: the attacker is "not blocked" (507.2c) and "whenever this creature attacks and isn't blocked"
  // abilities trigger (507.3c) — when the attack goes on (an attacked creature that left ended it, 505.6a)
  if (defence.block === undefined && (isPlayer || inBattle(ctx, target))) {
    const unblocked = matchTriggerKinds(ctx, [{ kind: "unblocked", card: attacker, other: isPlayer ? null : target }], battlePoolOf(ctx));
    if (unblocked.length > 0) {
      const seq = ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["507.2c", "507.3c"], narration: { en: `Block step: no creature blocks ${nameOf(ctx, attacker)}; "attacks and isn't blocked" abilities trigger (507.3c)`, ja: `ブロックされなかった (507.3c)` } });
      queueTriggers(ctx, unblocked, seq);
      resolvePending(ctx);
      if (!inBattle(ctx, attacker)) return;
    }
  }
  if (defence.block !== undefined) {
    const blocker = block(ctx, attacker, target, defence.block, scope, parent);
    // "no battle happens" (lib/engine/heads3.ts): the battle step makes no battle for this block
    const none = blocker !== null && noBattle(ctx, attacker, blocker);
    if (blocker !== null && inBattle(ctx, attacker) && !none) propose(ctx, [{ type: "battle", a: attacker, b: blocker, cause: { kind: "rule", source: null, controller: null }, byReplacement: null }], scope);
  } else if (!isPlayer) {
    if (inBattle(ctx, target)) {
      propose(ctx, [{ type: "battle", a: attacker, b: target, cause: { kind: "rule", source: null, controller: null }, byReplacement: null }], scope);
    }
  } else {
    const defender = target as PlayerId;
    const shields = zoneOf(ctx.s, defender, "shields").slice();
    const n = shieldsToBreak(ctx, attacker, shields.length);
    const count = Math.min(n, shields.length);
    if (defence.shieldTriggers && count === 0) illegal(ctx, `shield triggers are declared, but player ${defender} has no shield to break`);
    if (count > 0) {
      // a "you choose instead" static may give the choice of the shields to another player
      const sub = shieldChooser(ctx, player, defender, attacker);
      if (sub) ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en: `Player ${sub.player} chooses the shields instead of player ${player}: "${sub.text}"` } });
      const a = ctx.choices.ask("choose-cards", sub?.player ?? player, `Choose ${count} of player ${defender}'s shields to break`, shields, count, count);
      traceChoice(ctx, a, parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      // 509.5a: the shield triggers are declared before the broken shields go into the hand (509.5d)
      if (defence.shieldTriggers) checkShieldTriggers(ctx, defender, defence.shieldTriggers, picked, attacker);
      const breakCause: Cause = { kind: "ability", source: attacker, controller: player };
      propose(ctx, picked.map((id) => move2(id, breakCause)), scope);
      if (defence.shieldTriggers) resolveShieldTriggers(ctx, defender, defence.shieldTriggers, parent);
    } else if (shields.length === 0 && inBattle(ctx, attacker)) {
      // 509.1: the target was not changed and the non-active player has no shields: a direct attack; the player who
      // receives it loses the game, a state-based process (703.4a), and the attacking player wins (104.2a)
      propose(ctx, [{ type: "lose", player: defender, reason: "direct-attack", cause: { kind: "rule", source: null, controller: null }, byReplacement: null }], scope);
    }
  }
  resolvePending(ctx);
  // "after this creature attacks": its attack is over; abilities that wait for it trigger now
  if (inBattle(ctx, attacker)) {
    const holders = [...abilityHolders(ctx, ctx.s.turn.active), ...abilityHolders(ctx, other(ctx.s.turn.active))];
    const after = matchTriggerKinds(ctx, [{ kind: "attack-ended", card: attacker, other: null }], holders);
    if (after.length > 0) {
      const seq = ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en: `${nameOf(ctx, attacker)}'s attack is over: "after this creature attacks" abilities trigger`, ja: `${nameJaOf(ctx, attacker)}の攻撃の後` } });
      queueTriggers(ctx, after, seq);
      resolvePending(ctx);
    }
  }
  // "whenever this creature blocks, destroy it after the attack": the attack it blocked is over, whether or not the
  // attacker is still there; the blocking creature (507.2a) is looked at if it is still in the battle zone
  if (defence.block !== undefined && ctx.blocking === defence.block && inBattle(ctx, defence.block)) blockEnded(ctx, defence.block, attacker, parent);
}

/** The "block-ended" abilities of the blocking creature's attack being over (lib/engine/defs.ts TRIGGER_EVENTS). */
function blockEnded(ctx: Ctx, blocker: string, attacker: string, parent: number): void {
  const ended = matchTriggerKinds(ctx, [{ kind: "block-ended", card: blocker, other: attacker }], battlePoolOf(ctx));
  if (ended.length === 0) return;
  const seq = ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en: `The attack ${nameOf(ctx, blocker)} blocked is over: "after the attack" abilities of its block trigger`, ja: `${nameJaOf(ctx, blocker)}がブロックした攻撃の後` } });
  queueTriggers(ctx, ended, seq);
  resolvePending(ctx);
}

/**
 * Who may attack what: the other player or one of that player's creatures (505.2), and no "can't attack" / "can't be
 * attacked" ability of the cards involved forbids it (110.2a). Not checked (scenarios script the attacks): that the
 * attacker is the active player's and untapped (506.1a), and that an attacked creature is tapped (505.2).
 */
function checkAttackLegal(ctx: Ctx, attacker: string, target: string, isPlayer: boolean, lures = true): void {
  const player = ctx.s.cards[attacker].controller;
  const name = nameOf(ctx, attacker);
  const forbids = staticsOf(ctx, attacker, "cant-attack").find((st) => st.targets === "any" || st.targets === (isPlayer ? "players" : "creatures"));
  if (forbids) illegal(ctx, `${name} can't attack${forbids.targets === "any" ? "" : isPlayer ? " players" : " creatures"}: "${forbids.text}" (110.2a)`);
  const granted = grantsOn(ctx, attacker).find((g) => (g.cantAttack === "any" || g.cantAttack === (isPlayer ? "players" : "creatures")) && (!g.cantAttackTurnPut || ctx.s.cards[attacker].enteredBattleTurn === ctx.s.turn.number));
  if (granted) illegal(ctx, `${name} can't attack${granted.cantAttack === "any" ? "" : isPlayer ? " players" : " creatures"}: "${granted.text}"`);
  const effect = ctx.s.effects.find((fx) => fx.cantAttack && fx.affected.includes(attacker) && (fx.cantAttack === "any" || fx.cantAttack === (isPlayer ? "players" : "creatures")));
  if (effect) illegal(ctx, `${name} can't attack${effect.cantAttack === "any" ? "" : isPlayer ? " players" : " creatures"}: "${effect.text}" (effect ${effect.id} from ${effect.source})`);
  if (lures) checkLures(ctx, attacker, target);
  if (isPlayer) {
    if (target === player) illegal(ctx, `${name} can't attack its own controller: a creature attacks the other player (505.2)`);
    return;
  }
  const t = ctx.s.cards[target];
  if (t.controller === player) illegal(ctx, `${nameOf(ctx, target)} is player ${player}'s own creature: a creature attacks the other player's creatures (505.2)`);
  if (justDiverActive(ctx, target)) illegal(ctx, `${nameOf(ctx, target)} can't be attacked: Just Diver (until the start of its controller's next turn)`);
  const protects = staticsOf(ctx, target, "cant-be-attacked").find((st) => st.by === undefined || matchesFilter(ctx, attacker, st.by)) ?? grantsOn(ctx, target).find((g) => g.cantBeAttacked);
  if (protects) illegal(ctx, `${nameOf(ctx, target)} can't be attacked: "${protects.text}"`);
}

/**
 * "Whenever your opponent's creatures attack, they attack this creature if able" (`attacked-if-able`): an attack on
 * anything else is refused while the attacker could attack one of those creatures — one it may attack (506.1e: a
 * tapped creature, or an untapped one for a creature that may attack untapped creatures) that no ability protects.
 * An attack on one of them satisfies it.
 */
function checkLures(ctx: Ctx, attacker: string, target: string): void {
  const lures = lureCreatures(ctx, attacker);
  if (lures.length === 0 || lures.some((l) => l.id === target)) return;
  for (const l of lures) {
    if (!ctx.s.cards[l.id].tapped && !machFighterNow(ctx, attacker)) continue;
    try {
      checkAttackLegal(ctx, attacker, l.id, false, false);
    } catch (e) {
      if (e instanceof EngineError && e.code === "E_ILLEGAL_ACTION") continue;
      throw e;
    }
    illegal(ctx, `${nameOf(ctx, attacker)} must attack ${nameOf(ctx, l.id)} if able: "${l.text}" (it is able: ${nameOf(ctx, l.id)} is ${ctx.s.cards[l.id].tapped ? "tapped" : "untapped and the attacker may attack untapped creatures"}, 506.1e)`);
  }
}

/**
 * The Tap ability (602.1): "Instead of having this creature attack, you may tap it to use its Tap ability." Using it is
 * the act of tapping the creature, done instead of an attack (602.2: only the activation takes the attack's place; the
 * ability's effect replaces nothing): it needs a creature that could attack now (602.3a: not with summoning sickness,
 * not while an effect forbids its attacks) — its controller's turn, untapped, not sealed. Which step of the turn is not
 * checked (the attack action does not check it either).
 */
function tapAbilityAction(ctx: Ctx, card: string, parent: number, of?: string): void {
  requireCard(ctx, card);
  if (!inBattle(ctx, card)) illegal(ctx, `${card} is not in the battle zone`);
  const name = nameOf(ctx, card);
  // the source of the ability: the creature's own Tap ability, a crossed gear's, or another creature's it may use
  const source = of ?? card;
  const users = defOf(ctx, source).abilities.tapAbilityUsers;
  if (of !== undefined && of !== card) {
    requireCard(ctx, of);
    if (!inBattle(ctx, of)) illegal(ctx, `${of} is not in the battle zone`);
    const crossed = ctx.s.cards[of].crossedTo === card;
    if (!crossed && !(users && ctx.s.cards[of].controller === ctx.s.cards[card].controller)) illegal(ctx, `${name} can't use the Tap ability of ${nameOf(ctx, of)}: it is neither a Cross Gear crossed with it (303.3a) nor a card whose ability lets its controller's creatures use it (602.1)`);
    if (isIgnored(ctx.s, ctx.defs, of)) illegal(ctx, `${nameOf(ctx, of)} is sealed: its abilities are ignored (116.2a)`);
  }
  // "Each of your water creatures may tap ...": only those creatures (the card itself too, when it is one of them)
  if (users && !matchesFilter(ctx, card, users)) illegal(ctx, `${name} is not one of the creatures that may tap to use the Tap ability of ${nameOf(ctx, source)} (602.1)`);
  const steps = defOf(ctx, source).abilities.tapAbility;
  if (!steps || steps.length === 0) illegal(ctx, `${nameOf(ctx, source)} has no Tap ability (602.1)`);
  const player = ctx.s.cards[card].controller;
  if (!isCreature(ctx, card)) illegal(ctx, `${name} is not a creature`);
  if (isIgnored(ctx.s, ctx.defs, card)) illegal(ctx, `${name} is sealed: a sealed creature is ignored and can't attack, so its Tap ability can't be used (116.2a, 602.3a)`);
  if (ctx.s.turn.active !== player) illegal(ctx, `${name} can't attack during its controller's opponent's turn, so its Tap ability can't be used (602.3a)`);
  if (ctx.s.cards[card].tapped) illegal(ctx, `${name} is tapped: the Tap ability is used by tapping it (602.1)`);
  if (isSummoningSick(ctx.s, ctx.defs, card) && !hasKeyword(ctx, card, "speed-attacker")) {
    illegal(ctx, `${name} has summoning sickness: a creature that can't attack can't use its Tap ability (602.3a)`);
  }
  const forbids =
    staticsOf(ctx, card, "cant-attack").find((st) => st.targets === "any")?.text ??
    grantsOn(ctx, card).find((g) => g.cantAttack === "any" && (!g.cantAttackTurnPut || ctx.s.cards[card].enteredBattleTurn === ctx.s.turn.number))?.text ??
    ctx.s.effects.find((fx) => fx.cantAttack === "any" && fx.affected.includes(card))?.text;
  if (forbids !== undefined) illegal(ctx, `${name} can't attack ("${forbids}"), so its Tap ability can't be used (602.3a)`);
  const cause: Cause = { kind: "ability", source, controller: player };
  const scope = scopeFor(ctx, player, source, cause, parent, `${defOf(ctx, source).name}'s Tap ability`);
  const seq = ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: false, clauses: ["602.1", "602.2", "602.3a"], narration: source !== card
      ? { en: `Instead of having ${name} attack, player ${player} taps it to use the Tap ability of ${nameOf(ctx, source)} (602.1; only the activation takes the attack's place, 602.2)`, ja: `${nameJaOf(ctx, card)}で攻撃するかわりに、タップして${nameJaOf(ctx, source)}のタップ能力を使う (602.1, 602.2)` }
      : { en: `Instead of having ${name} attack, player ${player} taps it to use its Tap ability (602.1; only the activation takes the attack's place, 602.2)`, ja: `${nameJaOf(ctx, card)}で攻撃するかわりに、タップしてタップ能力を使う (602.1, 602.2)` } });
  const tapScope = { ...scope, parent: seq };
  propose(ctx, [{ type: "tap", card, cause, byReplacement: null }], tapScope);
  ctx.exec(ctx, steps, tapScope);
  resolvePending(ctx);
}

/**
 * "This creature attacks your opponent each turn if able" (`must-attack` with `target: "players"`, statics3): its attack
 * on a creature is refused while it could attack the other player (untapped, no summoning sickness, nothing forbids it,
 * no "attack this creature if able" lure it must follow).
 */
function checkMustAttackPlayer(ctx: Ctx, attacker: string): void {
  const must = staticsOf(ctx, attacker, "must-attack").find((st) => st.target === "players");
  if (!must || !canAttackPlayerNow(ctx, attacker)) return;
  try {
    checkAttackLegal(ctx, attacker, other(ctx.s.cards[attacker].controller), true, true);
  } catch (e) {
    if (e instanceof EngineError && e.code === "E_ILLEGAL_ACTION") return;
    throw e;
  }
  illegal(ctx, `${nameOf(ctx, attacker)} must attack player ${other(ctx.s.cards[attacker].controller)} if able, and it is able: "${must.text}"`);
}

/** Mach Fighter ("this creature can attack tapped or untapped creatures on the turn you put it"): it was put this turn. */
function machFighterNow(ctx: Ctx, id: string): boolean {
  return ctx.s.cards[id].enteredBattleTurn === ctx.s.turn.number && hasKeyword(ctx, id, "mach-fighter");
}

/** The printed static abilities of one kind of a battle-zone card whose conditions hold now (none for an ignored creature, 116.2a). */
/** Could this creature attack the other player now: untapped, not sealed, no summoning sickness, no ability forbids it. */
function canAttackPlayerNow(ctx: Ctx, id: string): boolean {
  const inst = ctx.s.cards[id];
  if (inst.tapped || isIgnored(ctx.s, ctx.defs, id) || !isCreature(ctx, id)) return false;
  if (isSummoningSick(ctx.s, ctx.defs, id) && !hasKeyword(ctx, id, "speed-attacker") && !attacksPlayersDespiteSickness(ctx, id)) return false;
  try {
    // a creature that must attack another creature if able still can attack (that creature): not counted as unable here
    checkAttackLegal(ctx, id, other(inst.controller), true, false);
    return true;
  } catch (e) {
    if (e instanceof EngineError && e.code === "E_ILLEGAL_ACTION") return false;
    throw e;
  }
}

function staticsOf<K extends StaticDef["kind"]>(ctx: Ctx, id: string, kind: K): Extract<StaticDef, { kind: K }>[] {
  if (isIgnored(ctx.s, ctx.defs, id)) return [];
  const controller = ctx.s.cards[id].controller;
  return defOf(ctx, id).abilities.statics.filter((st): st is Extract<StaticDef, { kind: K }> => st.kind === kind && conditionsHold(ctx, "conditions" in st ? st.conditions : undefined, id, controller));
}

/**
 * How many shields an unblocked attacker breaks (509.2b): 1, or what its breaker ability says — Double 2, Triple 3,
 * Quattro 4, World all of them, Powered 1 more for each 6000 power. With several, the engine uses the one breaking
 * the most (509.2c lets the player choose).
 */
function shieldsToBreak(ctx: Ctx, attacker: string, shields: number): number {
  // "This creature can't break shields" (statics3)
  if (staticsOf(ctx, attacker, "cant-break-shields").length > 0) return 0;
  let n = 1;
  if (hasKeyword(ctx, attacker, "double-breaker")) n = Math.max(n, 2);
  if (hasKeyword(ctx, attacker, "triple-breaker")) n = Math.max(n, 3);
  if (hasKeyword(ctx, attacker, "quattro-breaker")) n = Math.max(n, 4);
  if (hasKeyword(ctx, attacker, "powered-breaker")) n = Math.max(n, 1 + Math.floor(Math.max(0, power(ctx, attacker)) / 6000));
  if (hasKeyword(ctx, attacker, "world-breaker")) n = Math.max(n, shields);
  // "breaks an additional shield" (an effect of a resolved spell or ability): more than its breaker ability says
  for (const fx of ctx.s.effects) if (fx.extraBreaks && fx.affected.includes(attacker)) n += fx.extraBreaks;
  // statics4: "this creature breaks an additional shield" (its own static) or other cards' grants of it
  n += staticExtraBreaks(ctx, attacker);
  return n;
}

function move2(card: string, cause: Cause): GameEvent {
  return { type: "move", card, from: "shields", to: "hand", position: "any", reason: "break", cause, byReplacement: null };
}

function endTurn(ctx: Ctx, parent: number): void {
  const s = ctx.s;
  const ending = s.turn.number;
  const next = other(s.turn.active);
  // "attacks each turn if able": the turn can't end while such a creature could still attack the other player
  for (const id of zoneOf(s, s.turn.active, "battle")) {
    const must = staticsOf(ctx, id, "must-attack")[0] ?? grantsOn(ctx, id).find((g) => g.mustAttack) ?? s.effects.find((fx) => fx.mustAttack && fx.affected.includes(id));
    if (!must || (s.attackedThisTurn ?? []).includes(id) || !canAttackPlayerNow(ctx, id)) continue;
    illegal(ctx, `${nameOf(ctx, id)} has not attacked this turn and could attack player ${next}: "${must.text}"`);
  }
  // 511.1: "at the end of the turn" abilities trigger and resolve, then (511.2) "this turn" effects end
  const endTriggers = [...matchTurnTriggers(ctx, "turn-end", s.turn.active), ...delayedEndTriggers(ctx, ending, parent)];
  if (endTriggers.length > 0) {
    const seq = ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["511.1"], narration: { en: `End of turn ${ending}: "at the end of the turn" abilities trigger (511.1)`, ja: `ターン終了ステップ: 「ターンの終わりに」の能力が誘発する (511.1)` } });
    queueTriggers(ctx, endTriggers, seq);
    resolvePending(ctx);
  }
  const expired = s.effects.filter(
    (fx) => (fx.until.kind === "end-of-turn" && fx.until.turn <= ending) || (fx.until.kind === "start-of-turn" && fx.until.player === next && fx.until.afterTurn < ending + 1),
  );
  s.effects = s.effects.filter((fx) => !expired.includes(fx));
  s.turn = { number: ending + 1, active: next };
  // body4: the attacks of the turn are forgotten only now, after its "at the end of the turn" abilities (511.1) looked
  // at them ("if no creatures attacked that turn")
  s.attackedThisTurn = undefined;
  // the new turn's counts start at 0 (draws at its draw step are counted for it)
  s.thisTurn = undefined;
  s.turnLog = undefined;
  s.tappedThisTurn = undefined;
  s.wonThisTurn = undefined;
  const untapped: string[] = [];
  const silent: string[] = [];
  for (const zone of ["battle", "mana"] as const) {
    for (const id of zoneOf(s, next, zone)) {
      const held = zone === "battle" ? (staticsOf(ctx, id, "doesnt-untap")[0]?.text ?? s.effects.find((fx) => fx.doesntUntap && fx.affected.includes(id))?.text) : undefined;
      if (held !== undefined && s.cards[id].tapped) {
        ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["501.1"], narration: { en: `${nameOf(ctx, id)} doesn't untap at the start of its player's turn: "${held}"`, ja: `${nameJaOf(ctx, id)}はアンタップしない` } });
        continue;
      }
      // Silent skill: kept tapped instead of untapping, to use its ability (501.1a)
      if (zone === "battle" && keepsForSilentSkill(ctx, id, parent)) {
        silent.push(id);
        continue;
      }
      if (s.cards[id].tapped) {
        s.cards[id].tapped = false;
        untapped.push(id);
      }
    }
  }
  // effects that lasted through this untap ("doesn't untap at the start of your opponent's next turn") end now
  const through = s.effects.filter((fx) => fx.until.kind === "through-untap" && fx.until.player === next && fx.until.afterTurn < ending + 1);
  if (through.length > 0) {
    s.effects = s.effects.filter((fx) => !through.includes(fx));
    expired.push(...through);
  }
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: [],
    narration: {
      en: `Turn ${ending} ends${expired.length ? `; effects end: ${expired.map((f) => f.id).join(", ")}` : ""}. Turn ${ending + 1} starts for player ${next}${untapped.length ? `; untap: ${untapped.join(", ")}` : ""} (the turn's draw is not automatic; script a draw action).`,
      ja: `ターン${ending}終了。プレイヤー${next}のターン${ending + 1}開始`,
    },
  });
  // 501.1 / 501.2: abilities the untap triggered ("whenever this creature untaps") wait with the "at the start of the
  // turn" abilities, which trigger after the untap; they resolve together, the turn player's first
  const untapTriggers = untapped.length > 0 ? matchTriggerKinds(ctx, untapped.filter((id) => inBattle(ctx, id)).map((id) => ({ kind: "untapped" as const, card: id, other: null })), battlePoolOf(ctx)) : [];
  const startTriggers = [...untapTriggers, ...silentSkillEffects(ctx, silent), ...matchTurnTriggers(ctx, "turn-start", next), ...delayedStartTriggers(ctx, next, ending + 1)];
  if (startTriggers.length > 0) {
    const seq =
      untapTriggers.length > 0
        ? ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["501.1", "501.2"], narration: { en: `Start of turn ${ending + 1}: abilities the untap triggered (501.1) and "at the start of the turn" abilities (501.2) wait to resolve`, ja: `ターン開始ステップ: アンタップで誘発した能力と「ターンのはじめに」の能力が待機する (501.1, 501.2)` } })
        : ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["501.2"], narration: { en: `Start of turn ${ending + 1}: "at the start of the turn" abilities trigger (501.2)`, ja: `ターン開始ステップ: 「ターンのはじめに」の能力が誘発する (501.2)` } });
    queueTriggers(ctx, startTriggers, seq);
    resolvePending(ctx);
  }
}

/**
 * God Link (804.1a): the god that has just entered is linked with `to` as it enters — a state definition: the
 * linked gods are one creature (804.1b), represented by `to`; it keeps `to`'s tapped state (804.3) and gets no
 * summoning sickness (804.5).
 */
function linkGod(ctx: Ctx, god: string, to: string, parent: number): void {
  const s = ctx.s;
  const loc = locate(s, god);
  if (!loc || loc.zone !== "battle" || loc.under !== null) return;
  s.players[loc.player].zones.battle = s.players[loc.player].zones.battle.filter((x) => x !== god);
  const alone = s.cards[to].linked.length === 0;
  s.cards[to].linked = [...s.cards[to].linked, god];
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: true,
    clauses: ["804.1a", "804.1b", "804.3"],
    narration: {
      en: `God Link: ${nameOf(ctx, god)} is linked with ${nameOf(ctx, to)} as it enters (804.1a, a state definition): they are one creature with the characteristics of both (804.1b), the same creature ${nameOf(ctx, to)} was (804.3)`,
      ja: `G・リンク: ${nameJaOf(ctx, god)}は${nameJaOf(ctx, to)}とリンクした状態でバトルゾーンに出る (804.1a)`,
    },
  });
  // "whenever this creature links with another God" (lib/engine/heads3.ts)
  queueLinkTriggers(ctx, god, to, alone, seq);
}

/**
 * Use an Orega Aura (310.1, 310.2): attach it to one of the player's GR creatures, or GR summon and attach it to the
 * creature summoned. While it is used it is pending (409.1a). If the creature leaves the battle zone before the aura
 * is attached, the aura is not put into the battle zone and stays where it was (310.2a).
 */
function attachAuraAction(ctx: Ctx, player: PlayerId, aura: string, on: string | undefined, parent: number): void {
  requireCard(ctx, aura);
  if (!isIn(ctx.s, aura, "hand", player)) illegal(ctx, `${aura} is not in player ${player}'s hand`);
  if (!isAuraDef(defOf(ctx, aura))) illegal(ctx, `${nameOf(ctx, aura)} is not an aura`);
  const cause: Cause = { kind: "action", source: aura, controller: player };
  const scope = scopeFor(ctx, player, aura, cause, parent, `use ${nameOf(ctx, aura)}`);
  ctx.using.push(aura);
  try {
    let target = on;
    if (target !== undefined) {
      requireCard(ctx, target);
      if (!isIn(ctx.s, target, "battle", player) || !isGrDef(defOf(ctx, target))) illegal(ctx, `${target} is not a GR creature in player ${player}'s battle zone (310.2)`);
    } else {
      target = zoneOf(ctx.s, player, "gr")[0];
      if (target === undefined) illegal(ctx, `player ${player}'s super GR is empty: there is nothing to GR summon (310.2)`);
      summonCard(ctx, player, target, "gr", scope, "GR summon (701.30a) to attach the aura to");
    }
    propose(ctx, [{ type: "move", card: aura, from: "hand", to: "battle", position: "any", reason: "attach", cause, byReplacement: null, stack: { kind: "attach", to: target } }], scope);
  } finally {
    ctx.using = ctx.using.filter((x) => x !== aura);
  }
  resolvePending(ctx);
}

/**
 * The delayed triggered abilities waiting for the end of this turn (511.1: "at the end of the turn" abilities trigger):
 * each triggers once and is then gone. One about the source card as it was ("put this Shinobi on the bottom of your
 * deck") does nothing if the card is no longer in that zone (it is another object there, 400.x: the ability lost it).
 */
function delayedEndTriggers(ctx: Ctx, ending: number, parent: number): TriggerMatch[] {
  const all = ctx.s.delayed ?? [];
  const now = all.filter((d) => d.turn <= ending && d.at === undefined);
  if (now.length === 0) return [];
  const left = all.filter((d) => !now.includes(d));
  if (left.length > 0) ctx.s.delayed = left;
  else ctx.s.delayed = undefined;
  const out: TriggerMatch[] = [];
  for (const d of now) {
    const loc = locate(ctx.s, d.source);
    if (d.ifSourceIn !== undefined && (!loc || loc.under !== null || loc.zone !== d.ifSourceIn)) {
      ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["511.1"], narration: { en: `${nameOf(ctx, d.source)} is no longer in the ${d.ifSourceIn} zone: "${d.text}" does nothing`, ja: `${nameJaOf(ctx, d.source)}はもう${d.ifSourceIn}ゾーンにないので、遅延誘発能力は何もしない` } });
      continue;
    }
    out.push({ source: d.source, controller: d.controller, def: { id: d.id, text: d.text, on: { event: "turn-end", subject: "own" }, optional: false, effect: d.effect }, card: d.source, other: null, ...(d.memory ? { memory: d.memory } : {}) });
  }
  return out;
}

/**
 * The delayed triggered abilities waiting for the start of `player`'s next turn (501.2: "at the start of the turn"
 * abilities trigger): each made in an earlier turn triggers once, now, and is then gone.
 */
function delayedStartTriggers(ctx: Ctx, player: PlayerId, starting: number): TriggerMatch[] {
  const all = ctx.s.delayed ?? [];
  const now = all.filter((d) => d.at === "start-of-your-next-turn" && d.controller === player && d.turn < starting);
  if (now.length === 0) return [];
  const left = all.filter((d) => !now.includes(d));
  ctx.s.delayed = left.length > 0 ? left : undefined;
  return now.map((d) => ({ source: d.source, controller: d.controller, def: { id: d.id, text: d.text, on: { event: "turn-start", subject: "own" }, optional: false, effect: d.effect }, card: d.source, other: null, ...(d.memory ? { memory: d.memory } : {}) }));
}

/**
 * 801.2a 「攻撃中のクリーチャーが進化した場合、その攻撃は続行されます。」: the attacker now under an evolution creature (put
 * onto it by Invasion) — the evolution creature, the same object's top card, goes on attacking.
 */
/**
 * 701.26a 「革命チェンジやJ チェンジで入れ替えられたクリーチャーは攻撃状態にあります」: the attacker was swapped out by an ability
 * that resolved during the attack (Jokers Change) and the creature swapped in is attacking (the swap step passed it on as
 * `ctx.attacking`): it carries on the attack.
 */
function swappedInAttacker(ctx: Ctx, attacker: string, parent: number): string {
  const now = ctx.attacking;
  if (now == null || now === attacker || inBattle(ctx, attacker) || !inBattle(ctx, now)) return attacker;
  ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["701.26a"], narration: { en: `${nameOf(ctx, attacker)} was swapped for ${nameOf(ctx, now)} while attacking: ${nameOf(ctx, now)} is attacking and continues the attack (701.26a)`, ja: `入れ替えられたクリーチャー(${nameJaOf(ctx, now)})は攻撃状態にあり、攻撃を続ける (701.26a)` } });
  return now;
}

function evolvedAttacker(ctx: Ctx, attacker: string, parent: number): string {
  const loc = locate(ctx.s, attacker);
  if (!loc || loc.zone !== "battle" || loc.under === null || loc.part !== "under") return attacker;
  const top = loc.under;
  ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["801.2a"], narration: { en: `${nameOf(ctx, attacker)} evolved into ${nameOf(ctx, top)} while attacking: the attack goes on (801.2a)`, ja: `攻撃中のクリーチャーが進化したので、その攻撃は続行される (801.2a)` } });
  ctx.s.attackedThisTurn = [...(ctx.s.attackedThisTurn ?? []).filter((x) => x !== top), top];
  return top;
}
