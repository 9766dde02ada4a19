/** Actions a scenario can take. Each runs its events through the pipeline, then resolves pending triggers. */
import type { Ctx, Scope } from "./context";
import { defOf, nameOf } from "./context";
import { EngineError } from "./errors";
import { destroyEvent, propose } from "./pipeline";
import { hasKeyword, inBattle, isCreatureDef, isEvolutionDef, isSpellDef, isSummoningSick } from "./query";
import { isIn, locate, zoneOf } from "./state";
import { matchTurnTriggers, queueTriggers, resolvePending, traceChoice } from "./triggers";
import { other, type Cause, type GameEvent, type MoveEvent, type PlayerId } from "./types";

/** Zones a creature can be summoned or put from by a scenario action (the hand, or where a card's text allows). */
export type SummonZone = "hand" | "mana" | "graveyard" | "deck" | "shields";

export type Action =
  | { kind: "cast"; player: PlayerId; card: string }
  /** Summon / put a creature from the hand, or from another of the player's zones when a card allows it (`from`). */
  | { kind: "summon"; player: PlayerId; card: string; from?: SummonZone }
  | { kind: "put"; player: PlayerId; card: string; from?: SummonZone }
  | { kind: "charge"; player: PlayerId; card: string }
  | { kind: "battle"; a: string; b: string }
  | { kind: "attack"; attacker: string; target: string }
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
  | { kind: "end-turn" };

export function describeAction(a: Action): string {
  switch (a.kind) {
    case "summon":
    case "put":
      return `${a.kind} ${a.card}${a.from && a.from !== "hand" ? ` from the ${a.from} zone` : ""} (player ${a.player})`;
    case "cast":
    case "charge":
      return `${a.kind} ${a.card} (player ${a.player})`;
    case "battle":
      return `battle ${a.a} vs ${a.b}`;
    case "attack":
      return `attack ${a.attacker} → ${a.target}`;
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
    case "end-turn":
      return "end turn";
  }
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
  switch (action.kind) {
    case "cast":
      return cast(ctx, action.player, action.card, parent);
    case "summon":
    case "put": {
      requireCard(ctx, action.card);
      const from = action.from ?? "hand";
      if (!isIn(ctx.s, action.card, from, action.player)) illegal(ctx, `${action.card} is not in player ${action.player}'s ${from === "hand" ? "hand" : `${from} zone`}`);
      if (!isCreatureDef(defOf(ctx, action.card))) illegal(ctx, `${nameOf(ctx, action.card)} is not a creature`);
      const cause: Cause = { kind: "action", source: action.card, controller: action.player };
      const scope = scopeFor(ctx, action.player, action.card, cause, parent, action.kind);
      propose(ctx, [{ type: "move", card: action.card, from, to: "battle", position: "any", reason: action.kind === "summon" ? "summon" : "put-into-battle", cause, byReplacement: null }], scope);
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
      return attack(ctx, action.attacker, action.target, parent);
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
    case "end-turn":
      return endTurn(ctx, parent);
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
      ctx.trace.add({ parent, step: ctx.step, kind: "effect", automatic: false, clauses: ["303.3", "303.3a"], narration: { en: `${nameOf(ctx, action.gear)} is crossed with ${nameOf(ctx, action.creature)} (303.3a)`, ja: `${nameOf(ctx, action.gear)}を${nameOf(ctx, action.creature)}にクロスする (303.3a)` } });
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
      return resolvePending(ctx);
    }
  }
}

/**
 * Evolution: the evolution card goes from the hand into the battle zone on top of its sources (battle
 * zone tops, or cards in the graveyard or mana zone for graveyard / mana evolution). Evolution conditions
 * (races, civilizations) are not checked. Several sources: their player orders them (a `choose-cards`
 * prompt, ordered, bottom first).
 */
function evolve(ctx: Ctx, player: PlayerId, card: string, on: string[], parent: number): void {
  requireCard(ctx, card);
  for (const id of on) requireCard(ctx, id);
  if (!isIn(ctx.s, card, "hand", player)) illegal(ctx, `${card} is not in player ${player}'s hand`);
  if (!isEvolutionDef(defOf(ctx, card))) illegal(ctx, `${nameOf(ctx, card)} is not an evolution card`);
  if (on.length === 0 || new Set(on).size !== on.length) illegal(ctx, `evolution needs one or more distinct sources`);
  for (const id of on) {
    if (!isIn(ctx.s, id, "battle", player) && !isIn(ctx.s, id, "graveyard", player) && !isIn(ctx.s, id, "mana", player)) {
      illegal(ctx, `${id} is not a card in player ${player}'s battle zone (top of a stack), graveyard or mana zone`);
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
  if (twinpactSpell) {
    ctx.trace.add({ parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["810.1", "810.3a"], narration: { en: `${nameOf(ctx, card)} is a twinpact: it is cast as its spell side; only the spell's part is referenced while it is cast (810.3a)`, ja: `ツインパクトの呪文側を唱える (810.3a)` } });
  }
  const cause: Cause = { kind: "spell", source: card, controller: player };
  const scope = scopeFor(ctx, player, card, cause, parent, def.name);
  propose(ctx, [move(card, "hand", "resolving", "cast", cause)], scope);
  ctx.exec(ctx, def.abilities.spell, scope);
  if (isIn(ctx.s, card, "resolving")) propose(ctx, [move(card, "resolving", "graveyard", "spell-resolved", { kind: "rule", source: null, controller: null })], scope);
  resolvePending(ctx);
}

function attack(ctx: Ctx, attacker: string, target: string, parent: number): void {
  requireCard(ctx, attacker);
  if (!inBattle(ctx, attacker)) illegal(ctx, `${attacker} is not in the battle zone`);
  const player = ctx.s.cards[attacker].controller;
  if (isSummoningSick(ctx.s, ctx.defs, attacker)) {
    illegal(ctx, `${nameOf(ctx, attacker)} has summoning sickness: it has not been in the battle zone since the start of the turn${ctx.s.cards[attacker].evolutionIgnored ? " (it stayed by rebuilding, 801.4c, and its evolution supertype is ignored)" : ""}`);
  }
  const isPlayer = target === "A" || target === "B";
  if (!isPlayer) {
    requireCard(ctx, target);
    if (!inBattle(ctx, target)) illegal(ctx, `${target} is not in the battle zone`);
  }
  const cause: Cause = { kind: "action", source: attacker, controller: player };
  const scope = scopeFor(ctx, player, attacker, cause, parent, "attack");
  propose(ctx, [{ type: "attack", attacker, target, cause, byReplacement: null }], scope);
  resolvePending(ctx);
  if (!inBattle(ctx, attacker)) return;
  if (!isPlayer) {
    if (inBattle(ctx, target)) {
      propose(ctx, [{ type: "battle", a: attacker, b: target, cause: { kind: "rule", source: null, controller: null }, byReplacement: null }], scope);
    }
  } else {
    const defender = target as PlayerId;
    const shields = zoneOf(ctx.s, defender, "shields").slice();
    const n = hasKeyword(ctx, attacker, "triple-breaker") ? 3 : hasKeyword(ctx, attacker, "double-breaker") ? 2 : 1;
    const count = Math.min(n, shields.length);
    if (count > 0) {
      const a = ctx.choices.ask("choose-cards", player, `Choose ${count} of player ${defender}'s shields to break`, shields, count, count);
      traceChoice(ctx, a, parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      const breakCause: Cause = { kind: "ability", source: attacker, controller: player };
      propose(ctx, picked.map((id) => move2(id, breakCause)), scope);
    }
  }
  resolvePending(ctx);
}

function move2(card: string, cause: Cause): GameEvent {
  return { type: "move", card, from: "shields", to: "hand", position: "any", reason: "break", cause, byReplacement: null };
}

function endTurn(ctx: Ctx, parent: number): void {
  const s = ctx.s;
  const ending = s.turn.number;
  const next = other(s.turn.active);
  // 511.1: "at the end of the turn" abilities trigger and resolve, then (511.2) "this turn" effects end
  const endTriggers = matchTurnTriggers(ctx, "turn-end", s.turn.active);
  if (endTriggers.length > 0) {
    const seq = ctx.trace.add({ parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["511.1"], narration: { en: `End of turn ${ending}: "at the end of the turn" abilities trigger (511.1)`, ja: `ターン終了ステップ: 「ターンの終わりに」の能力が誘発する (511.1)` } });
    queueTriggers(ctx, endTriggers, seq);
    resolvePending(ctx);
  }
  const expired = s.effects.filter(
    (fx) => (fx.until.kind === "end-of-turn" && fx.until.turn <= ending) || (fx.until.kind === "start-of-turn" && fx.until.player === next && fx.until.afterTurn < ending + 1),
  );
  s.effects = s.effects.filter((fx) => !expired.includes(fx));
  s.turn = { number: ending + 1, active: next };
  const untapped: string[] = [];
  for (const zone of ["battle", "mana"] as const) {
    for (const id of zoneOf(s, next, zone)) {
      if (s.cards[id].tapped) {
        s.cards[id].tapped = false;
        untapped.push(id);
      }
    }
  }
  ctx.trace.add({
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
  // 501.2: "at the start of the turn" abilities trigger after the untap
  const startTriggers = matchTurnTriggers(ctx, "turn-start", next);
  if (startTriggers.length > 0) {
    const seq = ctx.trace.add({ parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["501.2"], narration: { en: `Start of turn ${ending + 1}: "at the start of the turn" abilities trigger (501.2)`, ja: `ターン開始ステップ: 「ターンのはじめに」の能力が誘発する (501.2)` } });
    queueTriggers(ctx, startTriggers, seq);
    resolvePending(ctx);
  }
}
