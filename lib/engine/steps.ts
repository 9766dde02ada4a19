/**
 * The registry of effect-step kinds. Every kind of `EffectStep` (defs.ts) declares, in one entry:
 *  - `run`: what it does (its events go through the replacement pipeline);
 *  - `canPerform`: whether it can be carried out as a replacement's substitute (609.4: if not, it cannot
 *    replace) — declared by every kind, there is no default;
 * The registry is a mapped type over `StepKind`, so the compiler refuses a kind that is missing here, in
 * the narration (step-text.ts) or in the file-format schemas (lib/scenarios/schemas.ts, `stepSchemas`).
 */
import type { Ctx, Scope } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import type { EffectStep, StepKind, Target } from "./defs";
import { LOOK_CHOSEN, resolveWho } from "./defs";
import { EngineError } from "./errors";
import { abilityHolders, conditionsHold, describeCondition, inBattle, isSpellDef, isWeaponDef, matchesFilter, cantBeDestroyedBy, cantLeaveBy, perCardCount } from "./query";
import { propose } from "./pipeline";
import { nextRandom } from "./rng";
import { describeCount, describeFilter } from "./step-text";
import { locate, zoneOf, type Location } from "./state";
import { designatesCards, feasibleTargets, linkedCards, resolveCount, resolveTargets, type Feasibility, type FeasibilityScope } from "./targets";
import { matchTriggerKinds, queueTriggers, traceChoice } from "./triggers";
import { canPsychicLink, runPsychicLink } from "./psychic-link";
import { canCoresUnder, runCoresUnder } from "./cores";
import { gachinkoUntilLose, runPlayerLimit } from "./players3";
import { runRockPaperScissors } from "./body4-rps";
import { logCast, logSummon } from "./cond3";
import { asSpell } from "./moves3";
import { runChosenPlayer, runDeclare } from "./choose3";
import { castForbiddenBy, summonForbiddenBy } from "./static-limits";
import type { EventResult, GameEvent, MoveEvent, MoveReason, PlayerId, ZoneName } from "./types";

export type StepOf<K extends StepKind> = Extract<EffectStep, { do: K }>;

export interface StepKindSpec<K extends StepKind> {
  run(ctx: Ctx, step: StepOf<K>, scope: Scope): boolean;
  canPerform(ctx: Ctx, step: StepOf<K>, sc: FeasibilityScope): Feasibility;
}

/** The part of a step that acts on a target. */
type TargetStep = { target: Target; optional?: boolean };

export type StepRegistry = { [K in StepKind]: StepKindSpec<K> };

// ---------------------------------------------------------------------------------------------
// Shared helpers

export const OK: Feasibility = { ok: true, why: "" };

export const didSomething = (rs: EventResult[]): boolean => rs.some((r) => r.status === "happened" || r.status === "replaced");

export function note(ctx: Ctx, scope: Scope, en: string, clauses: string[] = [], ja?: string): number {
  return ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses, narration: ja ? { en, ja } : { en } });
}

export function moveEvent(card: string, from: ZoneName, to: ZoneName, reason: MoveReason, scope: Scope, position: MoveEvent["position"] = "any"): MoveEvent {
  return { type: "move", card, from, to, position, reason, cause: scope.cause, byReplacement: scope.byReplacement };
}

/** The zone a card is in, also when it is part of a battle-zone object (a card under a stack, an aura, a seal). */
export function zoneOfCard(ctx: Ctx, id: string): ZoneName | null {
  const loc = locate(ctx.s, id);
  return loc ? loc.zone : null;
}

/**
 * The move of one target card to `to`: a component card or a seal leaves its object alone (109.2a: `part`); a top
 * card chosen as a card (card-designating) leaves alone too (`top-only`, the rest is rebuilt); otherwise the object
 * moves whole. Null when the card is gone or already there.
 */
export function moveFor(ctx: Ctx, id: string, to: ZoneName, reason: MoveReason, scope: Scope, topOnly: boolean, position: MoveEvent["position"] = "any"): MoveEvent | null {
  const loc = locate(ctx.s, id);
  if (!loc || (loc.zone === to && loc.under === null)) return null;
  const ev = moveEvent(id, loc.zone, to, reason, scope, position);
  if (loc.under !== null) return { ...ev, stack: { kind: "part" } };
  if (topOnly && loc.zone === "battle") return { ...ev, stack: { kind: "top-only" } };
  return ev;
}

/**
 * `remember:` the cards a step acted on, for a later count. Since the change of 2022-09-14 only the cards that really
 * moved count (a replaced or prevented move does not: official Q&As 40231, 40496); before it, every card the effect
 * tried to move (RulesProfile.counting).
 */
export function rememberMoves(ctx: Ctx, step: { remember?: string }, scope: Scope, rs: EventResult[]): void {
  if (!step.remember || !scope.memory) return;
  const counted = rs.filter((r) => (ctx.rules.counting === "happened" ? r.status === "happened" : r.status !== "impossible"));
  const ids = counted.map((r) => (r.event.type === "move" ? r.event.card : null)).filter((x): x is string => x !== null);
  scope.memory[step.remember] = [...(scope.memory[step.remember] ?? []), ...ids];
  const left = rs.length - counted.length;
  note(
    ctx,
    scope,
    `Counted as "${step.remember}": ${ids.length} card(s)${left > 0 ? `; ${left} not counted (${ctx.rules.counting === "happened" ? "their move was replaced or did not happen: only what the effect actually did counts, since the rule change of 2022-09-14" : "counted are the cards the effect tried to move, under the rules before 2022-09-14"})` : ""}.`,
    [],
    `「${step.remember}」として${ids.length}枚を数える`,
  );
}

/** Feasibility of a step that acts on a target: there must be the card(s) (609.4). */
function targetFeasible(ctx: Ctx, step: StepOf<"destroy" | "to-graveyard" | "return-to-hand" | "put-into-hand" | "put-into-mana" | "put-into-battle" | "shuffle-into-deck" | "tap" | "untap" | "to-abyss" | "shieldify" | "to-hyperspatial">, sc: FeasibilityScope): Feasibility {
  const t = feasibleTargets(ctx, step.target, sc);
  if (!t.ok) return t;
  if (t.ids.some((id) => cantLeaveBy(ctx, id) !== null) || ((step.do === "destroy" || step.do === "to-graveyard") && t.ids.some((id) => cantBeDestroyedBy(ctx, id) !== null))) {
    return {
      ok: true,
      why: "a creature that can't be destroyed still counts as a target for the substitute (seed 000/001 exception: Boost, Ultra Saver, Skull Moon)",
    };
  }
  return OK;
}

const ZONE_OF_MOVE = { "return-to-hand": "hand", "put-into-hand": "hand", "put-into-mana": "mana", "put-into-battle": "battle", "to-graveyard": "graveyard", "to-abyss": "abyss", "to-hyperspatial": "hyperspatial" } as const;

/** A step that moves its target cards to one zone. */
function moveTo<K extends keyof typeof ZONE_OF_MOVE>(kind: K): StepKindSpec<K> {
  const to: ZoneName = ZONE_OF_MOVE[kind];
  const reason: MoveReason = kind === "to-abyss" ? "abyss" : kind === "to-hyperspatial" ? "to-hyperspatial" : kind;
  const verb = kind === "to-graveyard" ? "put into the graveyard" : kind === "to-abyss" ? "send to the abyss" : kind === "to-hyperspatial" ? "return to the hyperspatial zone" : kind === "put-into-hand" ? "put into the hand" : kind;
  return {
    run(ctx: Ctx, step: TargetStep & { remember?: string; tapped?: boolean; break?: boolean; faceDown?: boolean; equipTo?: Target }, scope: Scope) {
      const ids = resolveTargets(ctx, step.target, scope, step.break ? "break" : verb, step.optional);
      const topOnly = designatesCards(step.target, scope);
      const evs: GameEvent[] = [];
      // "(If it's a weapon,) equip it to this creature" (305.2): the creature the weapons put are equipped to as they enter
      const equipTo = step.equipTo && to === "battle" ? resolveTargets(ctx, step.equipTo, scope, "equip to", false)[0] : undefined;
      for (const id of ids) {
        // a shield broken by an effect is put into its owner's hand as a break (509.2)
        const ev = moveFor(ctx, id, to, step.break && zoneOfCard(ctx, id) === "shields" ? "break" : reason, scope, topOnly);
        if (ev) evs.push({ ...ev, ...(step.tapped ? { tapped: true } : {}), ...(step.faceDown && to === "mana" ? { faceDown: true } : {}), ...(equipTo !== undefined && isWeaponDef(defOf(ctx, id)) ? { equipTo } : {}) });
        else if (zoneOfCard(ctx, id) === to && ctx.using.includes(id)) {
          // 409.2a: a card being used that is put back into the zone it was in is not put there: no trigger, same state
          note(ctx, scope, `${id} is being used from the ${to} zone and stays there: it is not put into that zone again, so nothing triggers and its tapped state does not change (409.2a).`, ["409.2a"], `保留状態のカードが元のゾーンに置かれても、そのゾーンに置かれたことにはならない (409.2a)`);
        }
      }
      if (evs.length === 0) return false;
      const rs = propose(ctx, evs, scope);
      rememberMoves(ctx, step, scope, rs);
      return didSomething(rs);
    },
    canPerform: targetFeasible,
  };
}

// ---------------------------------------------------------------------------------------------
// The registry

export const STEP_KINDS: StepRegistry = {
  destroy: {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.target, scope, "destroy", step.optional);
      const topOnly = designatesCards(step.target, scope);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        if (zoneOfCard(ctx, id) !== "battle") continue;
        const ev = moveFor(ctx, id, "graveyard", "destroy", scope, topOnly);
        if (ev) evs.push(ev);
      }
      if (evs.length === 0) return false;
      const rs = propose(ctx, evs, scope);
      rememberMoves(ctx, step, scope, rs);
      return didSomething(rs);
    },
    canPerform: targetFeasible,
  },
  "return-to-hand": moveTo("return-to-hand"),
  "put-into-hand": moveTo("put-into-hand"),
  "put-into-mana": moveTo("put-into-mana"),
  "put-into-battle": moveTo("put-into-battle"),
  "to-graveyard": moveTo("to-graveyard"),
  "to-abyss": moveTo("to-abyss"),
  "to-hyperspatial": moveTo("to-hyperspatial"),
  "shuffle-into-deck": {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.target, scope, "shuffle into the deck", step.optional);
      const topOnly = designatesCards(step.target, scope);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        const ev = moveFor(ctx, id, "deck", "shuffle-into-deck", scope, topOnly);
        if (ev) evs.push(ev);
        if (step.withGraveyard) {
          const owner = ctx.s.cards[id].owner;
          for (const g of zoneOf(ctx.s, owner, "graveyard")) evs.push(moveEvent(g, "graveyard", "deck", "shuffle-into-deck", scope));
        }
      }
      if (evs.length === 0) return false;
      const rs = propose(ctx, evs, scope);
      rememberMoves(ctx, step, scope, rs);
      return didSomething(rs);
    },
    canPerform: targetFeasible,
  },
  discard: {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      // 409.1c: a card being used (a creature being summoned) is not one of the hand's cards
      const hand = zoneOf(ctx.s, player, "hand").filter((id) => !ctx.using.includes(id) && matchesFilter(ctx, id, step.filter));
      let ids: string[];
      if (step.count === "all") ids = hand;
      else if (step.chooser === "random") {
        ids = [];
        const pool = hand.slice();
        for (let i = 0; i < step.count && pool.length > 0; i++) {
          const r = nextRandom(ctx.s.rng);
          ctx.s.rng = r.state;
          ids.push(pool.splice(Math.floor(r.value * pool.length), 1)[0]);
        }
      } else {
        const n = Math.min(step.count, hand.length);
        const chooser = step.chooser === "controller" ? scope.controller : player;
        const a = ctx.choices.ask("choose-cards", chooser, `Player ${chooser} chooses ${step.upTo ? "up to " : ""}${n} card(s) from player ${player}'s hand to discard (${scope.label})`, hand, step.upTo ? 0 : n, n);
        traceChoice(ctx, a, scope.parent);
        ids = "pick" in a.answer ? a.answer.pick : [];
      }
      if (ids.length === 0) {
        note(ctx, scope, `Player ${player} has no card to discard; no discard event happens.`);
        return false;
      }
      const rs = propose(ctx, ids.map((id) => moveEvent(id, "hand", "graveyard", "discard", scope)), scope);
      rememberMoves(ctx, step, scope, rs);
      return didSomething(rs);
    },
    // the hand is looked at when the step runs: an earlier step of the same substitute may fill it (Maeterl: draw 2, then
    // discard); a discard of a certain kind of card needs one in the hand now (609.4)
    canPerform: (ctx, step, sc) =>
      !step.filter || zoneOf(ctx.s, resolveWho(step.player, sc.controller)!, "hand").some((id) => matchesFilter(ctx, id, step.filter)) ? OK : { ok: false, why: `there is no ${describeFilter(step.filter)} card in the hand to discard` },
  },
  draw: {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      const drawn: string[] = [];
      let did = false;
      const count = resolveCount(ctx, step.count, scope.memory, scope.controller, scope.source);
      for (let i = 0; i < count; i++) {
        // "up to N": before each draw the player may stop (each draw is its own event, 609.6a)
        if (step.upTo) {
          const a = ctx.choices.ask("yes-no", player, `${scope.label}: draw a card (${i + 1} of up to ${count})?`, [], 0, 0);
          traceChoice(ctx, a, scope.parent);
          if ("yes" in a.answer && !a.answer.yes) break;
        }
        // 609.6a: each draw is its own event; a replacement's actions finish before the next draw.
        const [r] = propose(ctx, [{ type: "draw", player, cause: scope.cause, byReplacement: scope.byReplacement }], scope);
        if (r.status === "happened" && r.card) drawn.push(r.card);
        if (r.status === "happened" || r.status === "replaced") did = true;
      }
      if (step.then && step.then.length > 0) ctx.exec(ctx, step.then, { ...scope, drawn });
      return did;
    },
    canPerform(ctx, step, sc) {
      const n = zoneOf(ctx.s, resolveWho(step.player, sc.controller)!, "deck").length;
      const need = step.upTo ? 0 : resolveCount(ctx, step.count, undefined, sc.controller);
      return n >= need ? OK : { ok: false, why: `${need} cards are needed in the deck, there are ${n}` };
    },
  },
  "deck-to-zone": {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      // deck4: a count made as the step resolves ("for each of your Dreammates in the battle zone")
      let count = step.countBy !== undefined ? resolveCount(ctx, step.countBy, scope.memory, scope.controller, scope.source) : step.count;
      if (step.countBy !== undefined && count <= 0) {
        note(ctx, scope, `The count is 0: nothing is put from player ${player}'s deck into ${step.to}.`);
        return false;
      }
      let byReplacement = scope.byReplacement;
      const sr = step.selfReplacement;
      if (sr) {
        const holds = conditionsHold(ctx, sr.conditions, scope.source, scope.controller);
        const seq = ctx.trace.add({
          seq: 0,
          parent: scope.parent,
          step: ctx.step,
          kind: "self-replacement",
          automatic: true,
          clauses: ["609.7"],
          narration: holds
            ? {
                en: `Self-replacement (609.7): "${sr.text}" — ${sr.conditions.map(describeCondition).join(", ")} holds, so the spell's own effect is replaced before any other replacement is checked; the modified event is not replaced again.`,
                ja: `自己置換効果 (609.7): 条件を満たしているので、呪文自身の効果が置き換わる`,
              }
            : { en: `Self-replacement (609.7): "${sr.text}" — condition not met (${sr.conditions.map(describeCondition).join(", ")}); the printed effect is used.` },
        });
        if (holds) {
          count = sr.count;
          byReplacement = `self:${scope.source ?? "?"}:${sr.id}`;
          scope = { ...scope, parent: seq };
        }
      }
      const deck = zoneOf(ctx.s, player, "deck");
      const ids = deck.slice(0, count);
      if (ids.length === 0) {
        note(ctx, scope, `Player ${player}'s deck is empty; nothing is put into ${step.to}.`);
        return false;
      }
      const reason: MoveReason = step.to === "mana" ? "put-into-mana" : step.to === "graveyard" ? "to-graveyard" : "put-into-battle";
      const rs = propose(ctx, ids.map((id) => ({ ...moveEvent(id, "deck", step.to, reason, scope), byReplacement, ...(step.tapped ? { tapped: true } : {}), ...(step.faceDown && step.to === "mana" ? { faceDown: true } : {}), ...(step.faceUp && step.to === "shields" ? { faceUp: true } : {}) })), scope);
      rememberMoves(ctx, step, scope, rs);
      return didSomething(rs);
    },
    canPerform(ctx, step, sc) {
      return zoneOf(ctx.s, resolveWho(step.player, sc.controller)!, "deck").length > 0 ? OK : { ok: false, why: "the deck is empty" };
    },
  },
  "graveyard-to-deck-bottom": {
    run(ctx, step, scope) {
      const grave = zoneOf(ctx.s, scope.controller, "graveyard").slice();
      const n = Math.min(step.count, grave.length);
      const a = ctx.choices.ask("choose-cards", scope.controller, `Choose ${n} card(s) in your graveyard to put on the bottom of your deck, in order (${scope.label})`, grave, n, n, true);
      traceChoice(ctx, a, scope.parent);
      const ids = "pick" in a.answer ? a.answer.pick : [];
      return ids.length > 0 && didSomething(propose(ctx, ids.map((id) => moveEvent(id, "graveyard", "deck", "to-deck-bottom", scope, "bottom")), scope));
    },
    canPerform(ctx, step, sc) {
      const n = zoneOf(ctx.s, sc.controller, "graveyard").length;
      return n >= step.count ? OK : { ok: false, why: `${step.count} cards are needed in the graveyard, there are ${n}` };
    },
  },
  stay: {
    run(ctx, _step, scope) {
      const card = scope.eventCard ?? scope.source;
      if (card === null) return false;
      return didSomething(propose(ctx, [{ type: "stay", card, cause: scope.cause, byReplacement: scope.byReplacement }], scope));
    },
    canPerform: (_ctx, _step, sc) => (sc.eventCard ?? sc.source ? OK : { ok: false, why: "there is no creature to stay" }),
  },
  flip: {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.target, scope, "flip", step.optional);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        let to: string | null;
        if (step.to === "choose") {
          const faces = flipFaces(ctx, id, step);
          if (faces.length === 0) continue;
          const a = ctx.choices.ask("choose-face", scope.controller, `${scope.label}: choose the side to turn ${id} to (${faces.map((f) => ctx.defs[f]?.name ?? f).join(" / ")})`, faces, 1, 1);
          traceChoice(ctx, a, scope.parent);
          to = "pick" in a.answer ? (a.answer.pick[0] ?? null) : null;
        } else to = flipFaces(ctx, id, step)[0] ?? null;
        if (to) evs.push({ type: "flip", card: id, to, cause: scope.cause, byReplacement: scope.byReplacement });
      }
      return evs.length > 0 && didSomething(propose(ctx, evs, scope));
    },
    canPerform(ctx, step, sc) {
      const t = feasibleTargets(ctx, step.target, sc);
      if (!t.ok) return t;
      const id = "self" in step.target ? sc.source : sc.eventCard;
      return id === null || flipFaces(ctx, id, step).length === 0 ? { ok: false, why: "there is no side to flip to" } : OK;
    },
  },
  untap: tapStep("untap"),
  tap: tapStep("tap"),
  "if-drawn": {
    run(ctx, step, scope) {
      if (scope.drawn === null || scope.drawn.length === 0) {
        note(
          ctx,
          scope,
          `No card was drawn by this ability's draw (it was replaced), so the follow-up on "that card" does nothing, even for cards the replacement drew (609.6b).`,
          ["609.6b"],
          `カードを引く部分が置換されたので、追加の部分は何もしない (609.6b)`,
        );
        return false;
      }
      const match = scope.drawn.filter((id) => matchesFilter(ctx, id, step.filter));
      if (match.length === 0) {
        note(ctx, scope, `The drawn card (${scope.drawn.join(", ")}) is not ${describeFilter(step.filter)}; nothing more happens.`);
        return false;
      }
      return ctx.exec(ctx, step.then, scope);
    },
    // a follow-up on a drawn card: nothing to check before the draw has happened
    canPerform: () => OK,
  },
  grant: {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.to, scope, "grant", step.optional).filter((id) => inBattle(ctx, id));
      // "-1000 power for each …": counted now, fixed after (608.2b)
      const power = step.power !== undefined && step.powerEach ? step.power * perCardCount(ctx, step.powerEach, scope.controller, scope.source) : step.power;
      const id = `fx${ctx.s.nextEffect++}`;
      ctx.s.effects = [
        ...ctx.s.effects,
        {
          id,
          source: scope.source ?? "rule",
          controller: scope.controller,
          affected: ids,
          keywords: step.keywords ?? [],
          cantBeDestroyed: step.cantBeDestroyed ?? false,
          ...(power !== undefined ? { power } : {}),
          ...(step.cantAttack ? { cantAttack: step.cantAttack } : {}),
          ...(step.cantBeBlocked ? { cantBeBlocked: true } : {}),
          ...(step.cantBlock ? { cantBlock: true } : {}),
          ...(step.extraBreaks ? { extraBreaks: step.extraBreaks } : {}),
          ...(step.doesntUntap ? { doesntUntap: true } : {}),
          ...(step.mustAttack ? { mustAttack: true } : {}),
          ...(step.cantLeave ? { cantLeave: true } : {}),
          replacements: step.replacements ?? [],
          until:
            step.until === "end-of-turn"
              ? { kind: "end-of-turn", turn: ctx.s.turn.number }
              : step.until === "opponents-next-untap"
                ? { kind: "through-untap", player: scope.controller === "A" ? "B" : "A", afterTurn: ctx.s.turn.number }
                : { kind: "start-of-turn", player: scope.controller, afterTurn: ctx.s.turn.number },
          text: step.text,
        },
      ];
      note(
        ctx,
        scope,
        `Effect ${id} created: "${step.text}" for [${ids.join(", ")}] until ${step.until === "end-of-turn" ? "the end of the turn" : step.until === "opponents-next-untap" ? "the untap at the start of the opponent's next turn is over" : "the start of your next turn"}. Any replacement effect it grants exists from now on (609.2) and applies to those cards only.`,
        (step.replacements ?? []).length > 0 ? ["609.2"] : [],
      );
      return ids.length > 0;
    },
    canPerform: (ctx, step, sc) => feasibleTargets(ctx, step.to, sc),
  },
  "replacement-effect": {
    run(ctx, step, scope) {
      const id = `fx${ctx.s.nextEffect++}`;
      ctx.s.effects = [
        ...ctx.s.effects,
        {
          id,
          source: scope.source ?? "rule",
          controller: scope.controller,
          affected: [],
          keywords: [],
          cantBeDestroyed: false,
          replacements: step.replacements,
          unlocked: true,
          until: { kind: "end-of-turn", turn: ctx.s.turn.number },
          text: step.text,
        },
      ];
      note(
        ctx,
        scope,
        `Replacement effect ${id} created: "${step.text}" until the end of the turn. It is not locked in: it waits for every event it watches while it lasts, whatever card it is about, including cards put into the battle zone after now (609.1, 608.2a).`,
        ["609.1", "608.2a"],
        `置換効果${id}を生成した (609.1)`,
      );
      return true;
    },
    canPerform: () => OK,
  },
  handler: {
    run(ctx, step, scope) {
      const h = ctx.handlers[step.name];
      if (!h) throw new EngineError("E_UNKNOWN_HANDLER", `step ${ctx.step} (${ctx.stepLabel}): no handler named "${step.name}"`, ctx.step);
      return h.run(ctx, scope, step.args ?? {}, { propose: (evs) => propose(ctx, evs, scope) });
    },
    canPerform(ctx, step, sc) {
      const h = ctx.handlers[step.name];
      if (!h) return { ok: false, why: `no handler "${step.name}"` };
      return h.canPerform
        ? h.canPerform(ctx, { controller: sc.controller, source: sc.source, cause: { kind: "ability", source: sc.source, controller: sc.controller }, byReplacement: null, eventCard: sc.eventCard, eventOther: sc.eventOther, drawn: null, parent: 0, label: "" }, step.args ?? {})
        : OK;
    },
  },
  "put-under": {
    run(ctx, step, scope) {
      // "you may" was asked as a yes-no before this step ran (it has no single `target`)
      const [top] = resolveTargets(ctx, step.onto, scope, "put cards under", false).filter((id) => inBattle(ctx, id));
      if (top === undefined) {
        note(ctx, scope, `No card to put cards under; nothing is put under.`);
        return false;
      }
      const ids = resolveTargets(ctx, step.cards, scope, `put under ${top} (in the order picked: each goes to the bottom of the stack)`, false);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        const from = zoneOfCard(ctx, id);
        if (from !== null && from !== "battle") evs.push({ ...moveEvent(id, from, "battle", "put-under", scope), stack: { kind: "put-under", top } });
      }
      // one at a time: each card goes to the bottom, below the cards already there (their order never changes)
      let did = false;
      for (const ev of evs) if (didSomething(propose(ctx, [ev], scope))) did = true;
      return did;
    },
    // 609.4: the substitute needs both a card to put under and the cards to put there (a choice with none to pick can't be done)
    canPerform: (ctx, step, sc) => {
      const onto = feasibleTargets(ctx, step.onto, sc);
      return onto.ok ? feasibleTargets(ctx, step.cards, sc) : onto;
    },
  },
  shuffle: {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      const did = didSomething(propose(ctx, [{ type: "shuffle", player, cause: scope.cause, byReplacement: scope.byReplacement }], scope));
      if (step.thenOnTop !== undefined) {
        // the card taken during the search goes on top of the shuffled deck
        for (const id of (scope.memory?.[step.thenOnTop] ?? []).filter((x) => zoneOfCard(ctx, x) === "deck" && ctx.s.cards[x].owner === player)) {
          propose(ctx, [moveEvent(id, "deck", "deck", "to-deck-bottom", scope, "top")], scope);
        }
      }
      return did;
    },
    canPerform: () => OK,
  },
  "ex-life-shield-to-graveyard": {
    run(ctx, _step, scope) {
      const [shield] = linkedCards(ctx, scope.source, "ex-life");
      if (shield === undefined) {
        note(ctx, scope, `The EX Life shield is no longer in the shield zone; nothing is put into the graveyard.`);
        return false;
      }
      return didSomething(propose(ctx, [moveEvent(shield, "shields", "graveyard", "to-graveyard", scope)], scope));
    },
    canPerform: (ctx, _step, sc) => (linkedCards(ctx, sc.source, "ex-life").length > 0 ? OK : { ok: false, why: "its EX Life shield is no longer in the shield zone" }),
  },
  swap: {
    run(ctx, step, scope) {
      const [out] = resolveTargets(ctx, step.out, scope, "swap out", false).filter((id) => inBattle(ctx, id));
      const [inn] = resolveTargets(ctx, step.in, scope, "swap in", false);
      const from = inn === undefined ? null : zoneOfCard(ctx, inn);
      if (out === undefined || inn === undefined || from === null || from === "battle") {
        note(ctx, scope, `There are not two cards to swap; nothing happens.`, ["701.26a"]);
        return false;
      }
      const tapped = ctx.s.cards[out].tapped;
      const [r] = propose(ctx, [{ ...moveEvent(out, "battle", from, "swap", scope), swap: true }], scope);
      if (r.status !== "happened") {
        note(ctx, scope, `The swap is not done (701.26b): ${inn} stays where it is.`, ["701.26b"], `入れ替えは行われない (701.26b)`);
        return false;
      }
      const [r2] = propose(ctx, [moveEvent(inn, from, "battle", "swap", scope)], scope);
      if (r2.status === "happened" && inBattle(ctx, inn)) {
        ctx.s.cards[inn].tapped = tapped;
        note(ctx, scope, `Swapped: ${inn} takes the place and the state of ${out} (${tapped ? "tapped" : "untapped"}; 701.26a).`, ["701.26a"], `入れ替えたカードは前のカードの位相と状態を引き継ぐ (701.26a)`);
        // 701.26a: a creature swapped in for the attacking creature (Jokers Change) is attacking (the attack goes on with it)
        if (ctx.attacking === out) ctx.attacking = inn;
      }
      return true;
    },
    canPerform: (ctx, step, sc) => {
      const a = feasibleTargets(ctx, step.out, sc);
      return a.ok ? feasibleTargets(ctx, step.in, sc) : a;
    },
  },
  "put-on-deck": {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.target, scope, `put on the ${step.position} of the deck`, step.optional);
      const ordered = orderByOwner(ctx, scope, ids, `put on the ${step.position} of the deck, in this order`);
      let did = false;
      // one at a time, in the order picked: each goes to the top (or bottom) in turn
      for (const id of ordered) {
        const ev = moveFor(ctx, id, "deck", "to-deck-bottom", scope, designatesCards(step.target, scope), step.positionChosenBy ? topOrBottom(ctx, scope, id, step.positionChosenBy) : step.position);
        if (ev === null && zoneOfCard(ctx, id) !== "deck") continue;
        if (ev === null) continue;
        const rs = propose(ctx, [ev], scope);
        rememberMoves(ctx, step, scope, rs);
        if (didSomething(rs)) did = true;
      }
      return did;
    },
    canPerform: (ctx, step, sc) => feasibleTargets(ctx, step.target, sc),
  },
  "look-at-top": {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      // deck4: a count made as the step resolves ("for each Dragon in your mana zone, look at the top card")
      const looks = step.lookCount !== undefined ? resolveCount(ctx, step.lookCount, scope.memory, scope.controller, scope.source) : step.count;
      if (step.lookCount !== undefined && looks <= 0) {
        note(ctx, scope, `The count is 0: player ${scope.controller} looks at no card of player ${player}'s deck.`);
        return false;
      }
      const seen = zoneOf(ctx.s, player, "deck").slice(0, looks);
      if (seen.length === 0) {
        note(ctx, scope, `Player ${player}'s deck is empty; there is nothing to look at.`);
        return false;
      }
      note(ctx, scope, `Player ${scope.controller} looks at the top ${seen.length} card(s) of player ${player}'s deck: ${seen.join(", ")}.`, [], `山札の上から${seen.length}枚を見る`);
      // "you may cast it for no cost": only a spell its player may cast is offered (101.2)
      // a spell can't be put into the battle zone (316.2: it is not an element)
      const options = seen.filter((id) => matchesFilter(ctx, id, step.choose.filter) && (!step.choose.cast || (castableSpell(ctx, id) && !castRefused(ctx, scope, id))) && (step.choose.to !== "battle" || !isSpellDef(defOf(ctx, id))));
      const n = Math.min(step.choose.count, options.length);
      const a = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose ${step.choose.upTo ? "up to " : ""}${n} of the cards looked at${step.choose.filter ? ` (${describeFilter(step.choose.filter)})` : ""}${step.choose.cast ? " to cast for no cost" : ""}`, options, step.choose.upTo ? 0 : n, n, step.choose.to === "deck");
      traceChoice(ctx, a, scope.parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      // the cards chosen (shown, revealed "in this way") are remembered for a later count, wherever they then go
      if (scope.memory) {
        scope.memory[LOOK_CHOSEN] = [...picked];
        if (step.remember) scope.memory[step.remember] = [...picked];
      }
      let did = false;
      const to = step.choose.to;
      if (step.choose.cast) did = castFromLook(ctx, picked, scope);
      else
        for (const id of picked) {
          let [dest, tapped] = [to, !!step.choose.tapped];
          const any = step.choose.toAny;
          if (any && any.length > 0) {
            // "into your hand or your mana zone": its player picks where this card goes
            const ids = any.map((d) => `${d.to}${d.tapped ? "-tapped" : ""}`);
            const w = ctx.choices.ask("choose-mode", scope.controller, `${scope.label}: where does ${id} go? ${ids.join(", ")}`, ids, 1, 1);
            traceChoice(ctx, w, scope.parent);
            const at = "pick" in w.answer ? ids.indexOf(w.answer.pick[0]) : 0;
            [dest, tapped] = [any[Math.max(0, at)].to, !!any[Math.max(0, at)].tapped];
          }
          const ev = moveEvent(id, "deck", dest, dest === "deck" ? "to-deck-bottom" : dest === "hand" ? "put-into-hand" : dest === "mana" ? "put-into-mana" : dest === "graveyard" ? "to-graveyard" : dest === "shields" ? "shieldify" : "put-into-battle", scope, step.choose.position ?? "any");
          if (didSomething(propose(ctx, [tapped ? { ...ev, tapped: true } : ev], scope))) did = true;
        }
      const taken = new Set(picked);
      // further choices among the cards still looked at, each in turn
      for (const more of step.also ?? []) {
        const left = seen.filter((id) => !taken.has(id) && zoneOfCard(ctx, id) === "deck" && matchesFilter(ctx, id, more.filter));
        const k = Math.min(more.count, left.length);
        if (k === 0) continue;
        const b = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose ${more.upTo ? "up to " : ""}${k} of the cards still looked at${more.filter ? ` (${describeFilter(more.filter)})` : ""} to put ${more.to === "deck" ? `on the ${more.position ?? "top"} of the deck` : `into the ${more.to} zone`}`, left, more.upTo ? 0 : k, k, more.to === "deck");
        traceChoice(ctx, b, scope.parent);
        for (const id of "pick" in b.answer ? b.answer.pick : []) {
          taken.add(id);
          const ev = moveEvent(id, "deck", more.to, more.to === "deck" ? "to-deck-bottom" : more.to === "hand" ? "put-into-hand" : more.to === "mana" ? "put-into-mana" : more.to === "graveyard" ? "to-graveyard" : more.to === "shields" ? "shieldify" : "put-into-battle", scope, more.position ?? "any");
          if (didSomething(propose(ctx, [ev], scope))) did = true;
        }
      }
      let rest = seen.filter((id) => !taken.has(id) && zoneOfCard(ctx, id) === "deck" && !(step.restUnmatched && matchesFilter(ctx, id, step.choose.filter)));
      if (step.restOptional && rest.length > 0) {
        const yes = ctx.choices.ask("yes-no", scope.controller, `${scope.label}: you may put the rest (${rest.join(", ")}) ${step.rest === "bottom" ? "on the bottom of the deck" : step.rest === "top" ? "back on top of the deck" : `into the ${step.rest} zone`}: do it?`, [], 0, 0);
        traceChoice(ctx, yes, scope.parent);
        if (!("yes" in yes.answer && yes.answer.yes)) rest = [];
      }
      if (step.rest === "bottom" && rest.length > 0) {
        const order = orderByOwner(ctx, scope, rest, "put the rest on the bottom of the deck, in this order");
        for (const id of order) propose(ctx, [moveEvent(id, "deck", "deck", "to-deck-bottom", scope, "bottom")], scope);
      } else if (step.rest === "top" && rest.length > 0) {
        // back on top in any order: one at a time, in the order picked, each onto the top (the last one picked ends on top)
        const order = orderByOwner(ctx, scope, rest, "put the rest back on top of the deck, one at a time in this order (the last one ends on top)");
        for (const id of order) propose(ctx, [moveEvent(id, "deck", "deck", "to-deck-bottom", scope, "top")], scope);
      } else if (step.rest !== "stay" && rest.length > 0) {
        // the rest go together to one zone
        const to: ZoneName = step.rest === "graveyard" ? "graveyard" : step.rest === "hand" ? "hand" : "mana";
        const reason: MoveReason = to === "graveyard" ? "to-graveyard" : to === "hand" ? "put-into-hand" : "put-into-mana";
        propose(ctx, rest.map((id) => (step.restTapped ? { ...moveEvent(id, "deck", to, reason, scope), tapped: true } : moveEvent(id, "deck", to, reason, scope))), scope);
      }
      return did;
    },
    canPerform: (ctx, step, sc) => (zoneOf(ctx.s, resolveWho(step.player, sc.controller)!, "deck").length > 0 ? OK : { ok: false, why: "the deck is empty" }),
  },
  "choose-one": {
    run(ctx, step, scope) {
      if (step.repeat) {
        // one mode at a time, each among all of them (the same one may be chosen again)
        const picks: string[] = [];
        for (let k = 0; k < (step.count ?? 1); k++) {
          const a = ctx.choices.ask("choose-mode", scope.controller, `${scope.label}: choose mode ${k + 1} of ${step.count ?? 1} (the same one may be chosen again): ${step.modes.map((m) => `${m.id} ("${m.text}")`).join(", ")}`, step.modes.map((m) => m.id), 1, 1);
          traceChoice(ctx, a, scope.parent);
          if ("pick" in a.answer) picks.push(...a.answer.pick);
        }
        let did = false;
        // the chosen modes run in printed order, each as often as it was chosen
        for (const m of step.modes) {
          for (const p of picks) {
            if (p !== m.id) continue;
            note(ctx, scope, `Mode chosen: "${m.text}"`, [], `選んだモード: ${m.text}`);
            if (ctx.exec(ctx, m.steps, scope)) did = true;
          }
        }
        return did;
      }
      const n = Math.min(step.count ?? 1, step.modes.length);
      const a = ctx.choices.ask("choose-mode", scope.controller, `${scope.label}: choose ${n} of: ${step.modes.map((m) => `${m.id} ("${m.text}")`).join(", ")}`, step.modes.map((m) => m.id), n, n);
      traceChoice(ctx, a, scope.parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      let did = false;
      // the chosen modes run in printed order
      for (const m of step.modes) {
        if (!picked.includes(m.id)) continue;
        note(ctx, scope, `Mode chosen: "${m.text}"`, [], `選んだモード: ${m.text}`);
        if (ctx.exec(ctx, m.steps, scope)) did = true;
      }
      return did;
    },
    canPerform(ctx, step, sc) {
      const r = step.modes.map((m) => canPerformSteps(ctx, m.steps, sc));
      return r.some((x) => x.ok) ? OK : { ok: false, why: "none of the modes can be performed" };
    },
  },
  seal: {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.target, scope, "seal", step.optional).filter((id) => zoneOfCard(ctx, id) === "battle");
      let did = false;
      for (const id of ids) {
        for (let i = 0; i < (step.count ?? 1); i++) {
          // 116.1a: the top card of the sealed card's owner's deck, face down
          const owner = ctx.s.cards[id].owner;
          const top = zoneOf(ctx.s, owner, "deck")[0];
          if (top === undefined) {
            note(ctx, scope, `Player ${owner}'s deck is empty: no seal can be put on ${id}.`, ["116.1a"]);
            break;
          }
          const ev: MoveEvent = { ...moveEvent(top, "deck", "battle", "seal", scope), stack: { kind: "seal", on: id } };
          if (didSomething(propose(ctx, [ev], scope))) did = true;
        }
      }
      return did;
    },
    canPerform: (ctx, step, sc) => feasibleTargets(ctx, step.target, sc),
  },
  shieldify: {
    run(ctx, step, scope) {
      if (step.onShield) return putOnShields(ctx, step, scope);
      const ids = resolveTargets(ctx, step.target, scope, step.faceUp ? "put into the shield zone face up" : "put into the shield zone", step.optional);
      const topOnly = designatesCards(step.target, scope);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        const ev = moveFor(ctx, id, "shields", "shieldify", scope, topOnly);
        if (ev) evs.push(step.faceUp ? { ...ev, faceUp: true } : ev);
      }
      if (evs.length === 0) return false;
      const rs = propose(ctx, evs, scope);
      rememberMoves(ctx, step, scope, rs);
      return didSomething(rs);
    },
    canPerform: (ctx, step, sc) => (step.onShield && zoneOf(ctx.s, sc.controller, "shields").length === 0 ? { ok: false, why: "you have no shield to put it on" } : targetFeasible(ctx, step, sc)),
  },
  "gr-summon": {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      let did = false;
      for (let i = 0; i < (step.count ?? 1); i++) {
        const top = zoneOf(ctx.s, player, "gr")[0];
        if (top === undefined) {
          note(ctx, scope, `Player ${player}'s super GR is empty: no GR summon.`, ["701.30a"]);
          break;
        }
        const r = summonCard(ctx, player, top, "gr", scope, "GR summon (701.30a)");
        if (r.status === "happened" || r.status === "replaced") did = true;
      }
      return did;
    },
    canPerform: (ctx, step, sc) => (zoneOf(ctx.s, resolveWho(step.player, sc.controller)!, "gr").length > 0 ? OK : { ok: false, why: "the super GR is empty" }),
  },
  "psychic-link": {
    run: (ctx, step, scope) => runPsychicLink(ctx, step, scope),
    canPerform: (ctx, step, sc) => canPsychicLink(ctx, step, sc.source),
  },
  "cores-under": {
    run: (ctx, step, scope) => runCoresUnder(ctx, step, scope),
    canPerform: (ctx, step, sc) => canCoresUnder(ctx, step, sc),
  },
  "player-limit": {
    run: (ctx, step, scope) => runPlayerLimit(ctx, step, scope),
    canPerform: () => OK,
  },
  "extra-turn": {
    run(ctx, _step, scope) {
      ctx.s.extraTurns[scope.controller]++;
      note(ctx, scope, `Player ${scope.controller} will take an extra turn after this one.`, [], `プレイヤー${scope.controller}はこのターンの後に追加ターンを得る`);
      return true;
    },
    canPerform: () => OK,
  },
  "gachinko-judge": {
    run(ctx, step, scope) {
      if (step.untilLose) return gachinkoUntilLose(ctx, step, scope, gachinkoOnce);
      return gachinkoOnce(ctx, scope) ? ctx.exec(ctx, step.then, scope) : false;
    },
    canPerform: () => OK,
  },
  "reveal-until-put": {
    run(ctx, step, scope) {
      const player = resolveWho(step.player, scope.controller)!;
      const deck = zoneOf(ctx.s, player, "deck").slice();
      const at = deck.findIndex((id) => matchesFilter(ctx, id, step.filter));
      const revealed = at < 0 ? deck : deck.slice(0, at + 1);
      if (revealed.length === 0) {
        note(ctx, scope, `Player ${player}'s deck is empty; nothing is revealed.`);
        return false;
      }
      note(ctx, scope, `Player ${player} reveals ${revealed.join(", ")} from the top of the deck${at < 0 ? `: none is ${describeFilter(step.filter)}` : ""}.`, [], `山札の上から${revealed.length}枚を表向きにする`);
      let did = false;
      if (at >= 0) did = didSomething(propose(ctx, [moveEvent(deck[at], "deck", "battle", "put-into-battle", scope)], scope));
      // the rest: shuffled, then put on the bottom of the deck
      let order = revealed.filter((id, i) => i !== at && zoneOfCard(ctx, id) === "deck");
      for (let i = order.length - 1; i > 0; i--) {
        const r = nextRandom(ctx.s.rng);
        ctx.s.rng = r.state;
        const j = Math.floor(r.value * (i + 1));
        order = order.slice();
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const id of order) propose(ctx, [moveEvent(id, "deck", "deck", "to-deck-bottom", scope, "bottom")], scope);
      return did;
    },
    canPerform: (ctx, step, sc) => (zoneOf(ctx.s, resolveWho(step.player, sc.controller)!, "deck").length > 0 ? OK : { ok: false, why: "the deck is empty" }),
  },
  "cast-spell-side": {
    run(ctx, step, scope) {
      const card = scope.source;
      if (card === null) return false;
      const def = defOf(ctx, card);
      const loc = locate(ctx.s, card);
      if (!(def.faceTypes ?? []).some((t) => t.includes("Spell"))) {
        note(ctx, scope, `${nameOf(ctx, card)} has no spell side: nothing is cast.`, ["810.1"], `${nameJaOf(ctx, card)}には呪文側がない`);
        return false;
      }
      if (!sourceIn(ctx, scope, card, loc, step.from, "its spell side is not cast", "呪文側を唱えられない")) return false;
      if (castRefused(ctx, scope, card)) return false;
      const spell = spellScope(ctx, card, scope);
      if (loc.zone === "battle") {
        // Smash Burst: the spell side is cast while the card stays in the battle zone (810.3a: only the spell's part is referenced)
        const seq = note(ctx, scope, `${nameOf(ctx, card)}'s spell side is cast for no cost while the card stays in the battle zone; only the spell's part is referenced while it is cast (810.3a).`, ["810.3a"], `${nameJaOf(ctx, card)}の呪文側を、バトルゾーンに置いたままコストを支払わずに唱える`);
        logCast(ctx, scope.controller);
        queueTriggers(ctx, matchTriggerKinds(ctx, [{ kind: "cast", card, other: null }], [...abilityHolders(ctx, "A"), ...abilityHolders(ctx, "B")]), seq);
        ctx.exec(ctx, def.abilities.spell, spell);
        return true;
      }
      note(ctx, scope, `${nameOf(ctx, card)}'s spell side is cast for no cost from the ${loc.zone} zone; only the spell's part is referenced while it is cast (810.3a).`, ["810.3a"], `${nameJaOf(ctx, card)}の呪文側をコストを支払わずに唱える`);
      return castThrough(ctx, card, loc.zone, spell);
    },
    canPerform: () => ({ ok: false, why: "casting a spell is not a substitute the engine performs" }),
  },
  "summon-self": {
    run(ctx, step, scope) {
      const card = scope.source;
      if (card === null) return false;
      const def = defOf(ctx, card);
      const loc = locate(ctx.s, card);
      if (!sourceIn(ctx, scope, card, loc, step.from, "it is not summoned", "召喚できない")) return false;
      // only a creature is summoned (701.3a); an evolution creature needs a source to go on (not done by this step)
      if (!def.type.includes("Creature") || def.type.includes("Evolution") || def.type.includes("Psychic") || def.type.includes("Dragheart")) {
        note(ctx, scope, `${nameOf(ctx, card)} is not a creature this step can summon on its own: nothing is summoned.`, ["701.3a"]);
        return false;
      }
      const no = def.abilities.statics.find((st) => st.kind === "cant-be-summoned" && (st.from === undefined || st.from === loc.zone) && conditionsHold(ctx, st.conditions, card, scope.controller));
      if (no) {
        note(ctx, scope, `${nameOf(ctx, card)} can't be summoned: "${no.text}" — nothing is summoned (101.2: "can't" beats "can").`, ["101.2"]);
        return false;
      }
      if (step.use !== undefined && ctx.attackUses) ctx.attackUses.push({ player: scope.controller, keyword: step.use });
      note(ctx, scope, `${nameOf(ctx, card)} is summoned for no cost from the ${loc.zone} zone (112.3; the summon is made, so "whenever you summon" abilities trigger, 112.3g).`, ["112.3", "112.3g"], `${nameJaOf(ctx, card)}をコストを支払わずに召喚する`);
      const r = summonCard(ctx, scope.controller, card, loc.zone, scope, "for no cost");
      return r.status === "happened" || r.status === "replaced";
    },
    canPerform: () => ({ ok: false, why: "summoning a creature is not a substitute the engine performs" }),
  },
  "cast-self": {
    run(ctx, step, scope) {
      const card = scope.source;
      if (card === null) return false;
      const def = defOf(ctx, card);
      const loc = locate(ctx.s, card);
      // a twinpact is cast as its spell side (810.3a: only the spell's part is referenced while it is cast)
      const twinpact = !def.type.includes("Spell") && (def.faceTypes ?? []).some((t) => t.includes("Spell"));
      if (!def.type.includes("Spell") && !twinpact) {
        note(ctx, scope, `${nameOf(ctx, card)} is not a spell: nothing is cast.`);
        return false;
      }
      if (!sourceIn(ctx, scope, card, loc, step.from, "it is not cast", "唱えられない")) return false;
      if (castRefused(ctx, scope, card)) return false;
      const spell = spellScope(ctx, card, scope);
      note(ctx, scope, `${nameOf(ctx, card)}${twinpact ? "'s spell side" : ""} is cast for no cost from the ${loc.zone} zone (112.3; the cast is made, so "whenever you cast" abilities trigger, 112.3g${twinpact ? "; only the spell's part is referenced, 810.3a" : ""}).`, twinpact ? ["112.3", "112.3g", "810.3a"] : ["112.3", "112.3g"], `${nameJaOf(ctx, card)}をコストを支払わずに唱える`);
      return castThrough(ctx, card, loc.zone, spell);
    },
    canPerform: () => ({ ok: false, why: "casting a spell is not a substitute the engine performs" }),
  },
  "evolve-self-onto": {
    run(ctx, step, scope) {
      const card = scope.source;
      if (card === null) return false;
      const loc = locate(ctx.s, card);
      if (!sourceIn(ctx, scope, card, loc, step.from, "it is not put", "出せない")) return false;
      if (!defOf(ctx, card).type.includes("Evolution")) {
        note(ctx, scope, `${nameOf(ctx, card)} is not an evolution creature: it can't be put onto a creature.`, ["701.15a"]);
        return false;
      }
      const base = resolveTargets(ctx, step.onto, scope, "put onto", step.optional).find((id) => {
        const l = locate(ctx.s, id);
        return l !== null && l.zone === "battle" && l.under === null && ctx.s.cards[id].controller === scope.controller;
      });
      if (base === undefined) {
        note(ctx, scope, `There is no creature of player ${scope.controller} in the battle zone to put ${nameOf(ctx, card)} onto: nothing is put.`, ["701.15a"]);
        return false;
      }
      note(ctx, scope, `${nameOf(ctx, card)} is put from the ${loc.zone} zone onto ${nameOf(ctx, base)}: it evolves (701.15a; put, not summoned).`, ["701.15a"], `${nameJaOf(ctx, card)}を${nameJaOf(ctx, base)}の上に重ねて出す`);
      const ev: MoveEvent = { ...moveEvent(card, loc.zone, "battle", "put-into-battle", scope), stack: { kind: "evolve", sources: [base] } };
      return didSomething(propose(ctx, [ev], scope));
    },
    canPerform: () => ({ ok: false, why: "not a substitute the engine performs" }),
  },
  "discard-event-card": {
    run(ctx, _step, scope) {
      const card = scope.eventCard;
      if (card === null) return false;
      const loc = locate(ctx.s, card);
      if (!loc || loc.zone !== "hand" || loc.under !== null || ctx.s.cards[card].owner !== scope.controller) {
        note(ctx, scope, `${nameOf(ctx, card)} is no longer in the hand: it can't be discarded.`, [], `${nameJaOf(ctx, card)}は手札にないため、捨てられない`);
        return false;
      }
      return didSomething(propose(ctx, [moveEvent(card, "hand", "graveyard", "discard", scope)], scope));
    },
    canPerform: () => ({ ok: false, why: "not a substitute the engine performs" }),
  },
  "at-end-of-turn": {
    run(ctx, step, scope) {
      if (scope.source === null) return false;
      const id = `delayed-${ctx.s.turn.number}-${(ctx.s.delayed ?? []).length + 1}`;
      const memory = scope.memory && Object.keys(scope.memory).length > 0 ? { ...scope.memory } : undefined;
      ctx.s.delayed = [...(ctx.s.delayed ?? []), { id, source: scope.source, controller: scope.controller, turn: ctx.s.turn.number, text: step.text, effect: step.effect, ...(step.ifSourceIn ? { ifSourceIn: step.ifSourceIn } : {}), ...(memory ? { memory } : {}) }];
      note(ctx, scope, `A delayed ability waits for the end of this turn (511.1): "${step.text}"`, ["511.1"], `このターンの終わりに誘発する遅延誘発能力が作られる`);
      return true;
    },
    canPerform: () => ({ ok: false, why: "a delayed ability is not a substitute the engine performs" }),
  },
  "at-start-of-your-next-turn": {
    run(ctx, step, scope) {
      if (scope.source === null) return false;
      const id = `delayed-${ctx.s.turn.number}-${(ctx.s.delayed ?? []).length + 1}`;
      const memory = scope.memory && Object.keys(scope.memory).length > 0 ? { ...scope.memory } : undefined;
      ctx.s.delayed = [...(ctx.s.delayed ?? []), { id, source: scope.source, controller: scope.controller, turn: ctx.s.turn.number, text: step.text, effect: step.effect, at: "start-of-your-next-turn", ...(memory ? { memory } : {}) }];
      note(ctx, scope, `A delayed ability waits for the start of player ${scope.controller}'s next turn (501.2): "${step.text}"`, ["501.2"], `次の自分のターンのはじめに誘発する遅延誘発能力が作られる`);
      return true;
    },
    canPerform: () => ({ ok: false, why: "a delayed ability is not a substitute the engine performs" }),
  },
  "after-cast-instead": {
    run(ctx, step, scope) {
      const card = scope.source;
      if (card === null || locate(ctx.s, card)?.zone !== "resolving") {
        note(ctx, scope, `This is not a spell being cast: "${step.text}" does nothing.`);
        return false;
      }
      const fx = `fx${ctx.s.nextEffect++}`;
      const rep = { id: `after-cast-${card}`, text: step.text, watches: { event: "to-graveyard" as const, subject: "any" as const }, optional: false, instead: step.instead };
      ctx.s.effects = [...ctx.s.effects, { id: fx, source: card, controller: scope.controller, affected: [], keywords: [], cantBeDestroyed: false, replacements: [rep], unlocked: true, forCard: card, until: { kind: "end-of-turn", turn: ctx.s.turn.number }, text: step.text }];
      note(ctx, scope, `Replacement effect ${fx} created for ${nameOf(ctx, card)}'s own move into the graveyard after it resolves: "${step.text}" (609.2; the spell's effect on its own move applies first, 609.8a).`, ["609.2", "609.8a"], `置換効果${fx}を生成した (609.2)`);
      return true;
    },
    canPerform: () => OK,
  },
  "cast-spell": {
    run(ctx, step, scope) {
      const player = resolveWho(step.player ?? "you", scope.controller)!;
      // a spell card, or a twinpact referred to as its spell side (810.3a: the filter looks at that side only)
      const matching = step.from.flatMap((z) => zoneOf(ctx.s, player, z)).filter((id) => {
        const spell = asSpell(defOf(ctx, id));
        return spell !== null && matchesFilter(ctx, id, step.filter, spell);
      });
      // a spell the caster can't cast (a `cant-cast` static, 101.2) is not offered
      const options = matching.filter((id) => !castRefused(ctx, scope, id));
      const want = step.count ?? 1;
      const n = Math.min(want, options.length);
      const where = `player ${player}'s ${step.from.join(" or ")} zone`;
      if (n === 0) {
        note(ctx, scope, `There is no ${step.filter ? `${describeFilter(step.filter)} ` : ""}spell in ${where}: nothing is cast.`, [], `唱えられる呪文がない`);
        return false;
      }
      const a = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose ${step.upTo ? "up to " : ""}${n} spell(s) to cast for no cost from ${where}${step.filter ? ` (${describeFilter(step.filter)})` : ""}`, options, step.upTo ? 0 : n, n);
      traceChoice(ctx, a, scope.parent);
      const picked = "pick" in a.answer ? a.answer.pick : [];
      // 409.1e: the cards one effect casts are all being used first, then resolved one at a time
      const cast: { card: string; spell: Scope; fx: string | null }[] = [];
      for (const card of picked) {
        const from = zoneOfCard(ctx, card)!;
        const spell = spellScope(ctx, card, scope);
        note(ctx, scope, `${nameOf(ctx, card)} is cast for no cost from ${from === "hand" ? "the hand" : `the ${from} zone`}; it is being used until it finishes resolving (409.1b).`, ["409.1b"], `${nameJaOf(ctx, card)}をコストを支払わずに唱える`);
        const [r] = propose(ctx, [moveEvent(card, from, "resolving", "cast", spell)], spell);
        if (r.status !== "happened") continue;
        let fx: string | null = null;
        if (step.afterCast && step.afterCast.length > 0) {
          // a replacement effect for one event (that spell's move into the graveyard after it resolves): it exists before
          // the event (609.2), and applies even when the spell was cast from the graveyard (409.2b)
          fx = `fx${ctx.s.nextEffect++}`;
          const text = step.afterCastText ?? "after you cast it, put it elsewhere instead of the graveyard";
          const rep = { id: `after-cast-${card}`, text, watches: { event: "to-graveyard" as const, subject: "any" as const }, optional: false, instead: step.afterCast };
          ctx.s.effects = [...ctx.s.effects, { id: fx, source: scope.source ?? "rule", controller: scope.controller, affected: [], keywords: [], cantBeDestroyed: false, replacements: [rep], unlocked: true, forCard: card, until: { kind: "end-of-turn", turn: ctx.s.turn.number }, text }];
          note(ctx, scope, `Replacement effect ${fx} created for ${nameOf(ctx, card)}'s move into the graveyard after it resolves: "${text}" (609.2; it applies even if the spell came from the graveyard, 409.2b).`, ["609.2", "409.2b"], `置換効果${fx}を生成した (609.2)`);
        }
        cast.push({ card, spell, fx });
      }
      for (const c of cast) {
        if (locate(ctx.s, c.card)?.zone === "resolving") ctx.exec(ctx, defOf(ctx, c.card).abilities.spell, c.spell);
        // 302.2, 409.1b: after resolving, the spell is put into the graveyard (from the graveyard: 409.2a, not "put into" it again)
        if (locate(ctx.s, c.card)?.zone === "resolving") propose(ctx, [{ ...moveEvent(c.card, "resolving", "graveyard", "spell-resolved", c.spell), cause: { kind: "rule", source: null, controller: null } }], c.spell);
        // the effect was for that one event: it ends (609.5: had the event not happened, it did nothing)
        if (c.fx !== null) ctx.s.effects = ctx.s.effects.filter((f) => f.id !== c.fx);
      }
      return cast.length > 0;
    },
    canPerform: () => ({ ok: false, why: "casting a spell is not a substitute the engine performs" }),
  },
  choose: {
    run(ctx, step, scope) {
      const ids = resolveTargets(ctx, step.target, scope, "choose", step.optional);
      if (scope.memory) scope.memory[step.remember] = ids;
      return ids.length > 0;
    },
    canPerform: (ctx, step, sc) => feasibleTargets(ctx, step.target, sc),
  },
  declare: {
    run: runDeclare,
    canPerform: () => OK,
  },
  "chosen-player": {
    run: runChosenPlayer,
    canPerform: () => ({ ok: false, why: "a choice of a player is not a substitute the engine performs" }),
  },
  "if-count": {
    run(ctx, step, scope) {
      // with a filter: the remembered cards that match it (wherever they are now)
      const n = step.filter && typeof step.count === "object" && "counted" in step.count ? (scope.memory?.[step.count.counted] ?? []).filter((id) => matchesFilter(ctx, id, step.filter)).length : resolveCount(ctx, step.count, scope.memory, scope.controller);
      const holds = (step.atLeast === undefined || n >= step.atLeast) && (step.atMost === undefined || n <= step.atMost);
      const bound = step.atLeast !== undefined ? `${step.atLeast} or more` : `${step.atMost} or fewer`;
      note(ctx, scope, `${describeCount(step.count)}${step.filter ? ` (${describeFilter(step.filter)})` : ""}: ${n}; the condition (${bound}) ${holds ? "holds" : "does not hold"}.`, [], `数: ${n} (${holds ? "条件を満たす" : "条件を満たさない"})`);
      return holds ? ctx.exec(ctx, step.then, scope) : false;
    },
    canPerform: () => OK,
  },
  if: {
    run(ctx, step, scope) {
      const holds = conditionsHold(ctx, step.conditions, scope.source, scope.controller);
      note(ctx, scope, `Condition (${step.conditions.map(describeCondition).join(", ")}): ${holds ? "holds" : "does not hold"}${holds || step.else ? "" : "; nothing more happens"}.`, [], holds ? "条件を満たす" : "条件を満たさない");
      if (holds) return ctx.exec(ctx, step.then, scope);
      return step.else ? ctx.exec(ctx, step.else, scope) : false;
    },
    canPerform(ctx, step, sc) {
      const holds = conditionsHold(ctx, step.conditions, sc.source, sc.controller);
      return holds ? canPerformSteps(ctx, step.then, sc) : step.else ? canPerformSteps(ctx, step.else, sc) : { ok: false, why: "its condition does not hold" };
    },
  },
  battle: {
    run(ctx, step, scope) {
      const [a] = resolveTargets(ctx, step.a, scope, "battle", step.optional).filter((id) => inBattle(ctx, id));
      const [b] = a === undefined ? [] : resolveTargets(ctx, step.b, scope, "battle", step.optional).filter((id) => inBattle(ctx, id) && id !== a);
      if (a === undefined || b === undefined) {
        note(ctx, scope, `There are not two creatures in the battle zone to battle; no battle happens.`, ["115.3"]);
        return false;
      }
      return didSomething(propose(ctx, [{ type: "battle", a, b, cause: scope.cause, byReplacement: scope.byReplacement }], scope));
    },
    canPerform(ctx, step, sc) {
      const a = feasibleTargets(ctx, step.a, sc);
      return a.ok ? feasibleTargets(ctx, step.b, sc) : a;
    },
  },
  "under-cards-instead": {
    run(ctx, _step, scope) {
      const ev = scope.replaced;
      if (!ev || ev.type !== "move" || ev.from !== "battle") {
        note(ctx, scope, `There is no move out of the battle zone to apply to the cards under it; nothing happens.`);
        return false;
      }
      const under = ctx.s.cards[ev.card]?.under.slice() ?? [];
      const evs: GameEvent[] = [];
      for (const id of under) {
        const m = moveFor(ctx, id, ev.to, ev.reason, scope, false, ev.position);
        if (m) evs.push(m);
      }
      return evs.length > 0 && didSomething(propose(ctx, evs, scope));
    },
    canPerform(ctx, _step, sc) {
      const ev = sc.event;
      if (!ev || ev.type !== "move" || ev.from !== "battle") return { ok: false, why: "the event is not a move out of the battle zone" };
      if (ev.stack?.kind === "top-only" || ev.stack?.kind === "part") return { ok: false, why: "only one card is leaving already" };
      return (ctx.s.cards[ev.card]?.under.length ?? 0) > 0 ? OK : { ok: false, why: "there is no card under it" };
    },
  },
  "top-card-instead": {
    run(ctx, _step, scope) {
      const ev = scope.replaced;
      if (!ev || ev.type !== "move" || ev.from !== "battle") {
        note(ctx, scope, `There is no move out of the battle zone to apply to the top card; nothing happens.`);
        return false;
      }
      const top: MoveEvent = { ...ev, stack: { kind: "top-only" }, byReplacement: scope.byReplacement };
      return didSomething(propose(ctx, [top], scope));
    },
    canPerform(ctx, _step, sc) {
      const ev = sc.event;
      if (!ev || ev.type !== "move" || ev.from !== "battle") return { ok: false, why: "the event is not a move out of the battle zone" };
      if (ev.stack?.kind === "top-only") return { ok: false, why: "only the top card is already leaving" };
      return (ctx.s.cards[ev.card]?.under.length ?? 0) > 0 ? OK : { ok: false, why: "there is no card under it: the top card is the whole creature" };
    },
  },
  "rock-paper-scissors": {
    run(ctx, step, scope) {
      return runRockPaperScissors(ctx, step, scope);
    },
    canPerform: () => OK,
  },
};

/**
 * Summon a creature (701.3a) from `from`: the summon is made and counted (and "when ... summons" abilities trigger)
 * whether or not the creature then enters; while it is being put, the card is pending: still in its zone, but not
 * counted there (409.1a, 409.1c).
 */
export function summonCard(ctx: Ctx, player: PlayerId, card: string, from: ZoneName, scope: Scope, how = "summon"): EventResult {
  // 101.2: a summon a `cant-summon` static forbids is not made (no summon, so no "whenever … summons" trigger)
  const barred = summonForbiddenBy(ctx, player, card);
  if (barred !== null) {
    const seq = ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["101.2"], narration: { en: `Player ${player} can't summon ${nameOf(ctx, card)} (${nameOf(ctx, barred.source)}: "${barred.text}"): it is not summoned and stays where it is (101.2: "can't" beats "can")` } });
    return { event: moveEvent(card, from, "battle", "summon", scope), status: "prevented", seq, card, replacement: null };
  }
  ctx.s.summoned[player]++;
  logSummon(ctx, player);
  const seq = ctx.trace.add({
    seq: 0,
    parent: scope.parent,
    step: ctx.step,
    kind: "effect",
    automatic: false,
    clauses: ["701.3a", "409.1a"],
    narration: {
      en: `Player ${player} summons ${nameOf(ctx, card)} (${how}, from the ${from === "gr" ? "super GR" : `${from} zone`}). Until it is put into the battle zone it is pending: it still belongs to the ${from === "gr" ? "super GR" : `${from} zone`} but is not counted there (409.1c).`,
      ja: `${nameJaOf(ctx, card)}を召喚する。バトルゾーンに出るまで保留状態になる (409.1c)`,
    },
  });
  queueTriggers(ctx, matchTriggerKinds(ctx, [{ kind: "summoned", card, other: null }], [...abilityHolders(ctx, "A"), ...abilityHolders(ctx, "B")]), seq);
  ctx.using.push(card);
  try {
    const [r] = propose(ctx, [moveEvent(card, from, "battle", "summon", scope)], { ...scope, parent: seq });
    return r;
  } finally {
    ctx.using = ctx.using.filter((x) => x !== card);
  }
}

/** The faces a flip can turn the card to: its lower side, its creature (higher-cost) side, any face, or one of a type. */
/** The Scope of a spell cast by an effect of `scope`'s controller: its effects are the spell's (302). */
function spellScope(ctx: Ctx, card: string, scope: Scope): Scope {
  const cause = { kind: "spell" as const, source: card, controller: scope.controller };
  return { controller: scope.controller, source: card, cause, byReplacement: null, eventCard: null, eventOther: null, drawn: null, memory: {}, parent: scope.parent, label: defOf(ctx, card).name };
}

/** A "can't cast" static (`cant-cast`) stops a cast by an effect too: "can't" beats "can" (101.2). The trace says which. */
function castRefused(ctx: Ctx, scope: Scope, card: string): boolean {
  const forbidden = castForbiddenBy(ctx, scope.controller, card);
  if (!forbidden) return false;
  note(ctx, scope, `Player ${scope.controller} can't cast ${nameOf(ctx, card)}: "${forbidden.text}" (${nameOf(ctx, forbidden.source)}; "can't" beats "can", 101.2).`, ["101.2"], `${nameJaOf(ctx, card)}は唱えられない (101.2)`);
  return true;
}

/** A spell, or a twinpact cast as its spell side (810.3a). */
function castableSpell(ctx: Ctx, id: string): boolean {
  const d = defOf(ctx, id);
  return isSpellDef(d) || (d.faceTypes ?? []).some((t) => t.includes("Spell"));
}

/**
 * The spells chosen among the cards looked at, cast for no cost from the deck: all are being used first, then each
 * resolves in turn and goes to the graveyard (409.1e, 409.1b, 302.2).
 */
function castFromLook(ctx: Ctx, picked: string[], scope: Scope): boolean {
  const cast: { card: string; spell: Scope }[] = [];
  for (const card of picked) {
    const spell = spellScope(ctx, card, scope);
    note(ctx, scope, `${nameOf(ctx, card)} is cast for no cost from the deck; it is being used until it finishes resolving (409.1b).`, ["409.1b"], `${nameJaOf(ctx, card)}をコストを支払わずに唱える`);
    const [r] = propose(ctx, [moveEvent(card, "deck", "resolving", "cast", spell)], spell);
    if (r.status === "happened") cast.push({ card, spell });
  }
  for (const c of cast) {
    if (locate(ctx.s, c.card)?.zone === "resolving") ctx.exec(ctx, defOf(ctx, c.card).abilities.spell, c.spell);
    if (locate(ctx.s, c.card)?.zone === "resolving") propose(ctx, [{ ...moveEvent(c.card, "resolving", "graveyard", "spell-resolved", c.spell), cause: { kind: "rule", source: null, controller: null } }], c.spell);
  }
  return cast.length > 0;
}

/** A spell cast for no cost from `from`: being used while it resolves (409.1b), then into the graveyard (302.2; from the graveyard, 409.2a). */
function castThrough(ctx: Ctx, card: string, from: ZoneName, spell: Scope): boolean {
  const [r] = propose(ctx, [moveEvent(card, from, "resolving", "cast", spell)], spell);
  if (r.status !== "happened") return false;
  ctx.exec(ctx, defOf(ctx, card).abilities.spell, spell);
  if (locate(ctx.s, card)?.zone === "resolving") propose(ctx, [{ ...moveEvent(card, "resolving", "graveyard", "spell-resolved", spell), cause: { kind: "rule", source: null, controller: null } }], spell);
  return true;
}

/** "This card" steps act only while the source is (on its own) in one of `from`; otherwise the trace says what is not done. */
function sourceIn(ctx: Ctx, scope: Scope, card: string, loc: Location | null, from: ZoneName[], notDone: string, notDoneJa: string): loc is Location {
  if (loc && loc.under === null && from.includes(loc.zone)) return true;
  note(ctx, scope, `${nameOf(ctx, card)} is no longer in the ${from.join(" or ")} zone: ${notDone}.`, [], `${nameJaOf(ctx, card)}はそのゾーンにないため、${notDoneJa}`);
  return false;
}

function flipFaces(ctx: Ctx, id: string, step: StepOf<"flip">): string[] {
  const d = defOf(ctx, id);
  const faces = (d.faces ?? []).filter((f) => ctx.defs[f] !== undefined);
  if (step.toType) return faces.filter((f) => ctx.defs[f].type.includes(step.toType!));
  if (step.to === "choose") return faces;
  if (step.to === "higher") return faces.filter((f) => (ctx.defs[f].cost ?? 0) > (d.cost ?? 0)).sort((a, b) => (ctx.defs[b].cost ?? 0) - (ctx.defs[a].cost ?? 0)).slice(0, 1);
  return d.flipTo ? [d.flipTo] : [];
}

/**
 * Several cards going to the top or bottom of the same deck: their owner picks the order (401.4; an ordered
 * prompt); one card needs no choice.
 */
/** choose3: "puts it on the top or bottom of their deck": the owner (or the controller) chooses, for this card. */
function topOrBottom(ctx: Ctx, scope: Scope, id: string, by: "owner" | "controller"): "top" | "bottom" {
  const player = by === "owner" ? ctx.s.cards[id].owner : scope.controller;
  const a = ctx.choices.ask("choose-mode", player, `${scope.label}: put ${nameOf(ctx, id)} on the top or the bottom of its owner's deck?`, ["top", "bottom"], 1, 1);
  traceChoice(ctx, a, scope.parent);
  return "pick" in a.answer && a.answer.pick[0] === "bottom" ? "bottom" : "top";
}

function orderByOwner(ctx: Ctx, scope: Scope, ids: string[], what: string): string[] {
  if (ids.length <= 1) return ids;
  const owner = ctx.s.cards[ids[0]].owner;
  const a = ctx.choices.ask("choose-cards", owner, `${scope.label}: ${what} (401.4: the owner decides the order)`, ids.slice(), ids.length, ids.length, true);
  traceChoice(ctx, a, scope.parent);
  return "pick" in a.answer ? a.answer.pick : ids;
}

function inMana(ctx: Ctx, id: string): boolean {
  const c = ctx.s.cards[id];
  return c !== undefined && ctx.s.players[c.owner].zones.mana.includes(id);
}

function tapStep<K extends "tap" | "untap">(type: K): StepKindSpec<K> {
  return {
    run(ctx: Ctx, step: TargetStep, scope: Scope) {
      // cards have a tapped state in the battle zone and the mana zone ("untap all cards in your mana zone")
      const ids = resolveTargets(ctx, step.target, scope, type, step.optional).filter((id) => inBattle(ctx, id) || inMana(ctx, id));
      return ids.length > 0 && didSomething(propose(ctx, ids.map((card) => ({ type, card, cause: scope.cause, byReplacement: scope.byReplacement })), scope));
    },
    canPerform: targetFeasible,
  };
}

/** Run one step through its kind's entry. */
export function runStepKind(ctx: Ctx, step: EffectStep, scope: Scope): boolean {
  return (STEP_KINDS[step.do] as StepKindSpec<StepKind>).run(ctx, step as StepOf<StepKind>, scope);
}

/** Can every step of a substitute be carried out? (609.4: if not, it cannot replace.) */
export function canPerformSteps(ctx: Ctx, steps: EffectStep[], sc: FeasibilityScope): Feasibility {
  const notes: string[] = [];
  for (const step of steps) {
    const r = (STEP_KINDS[step.do] as StepKindSpec<StepKind>).canPerform(ctx, step as StepOf<StepKind>, sc);
    if (!r.ok) return r;
    if (r.why) notes.push(r.why);
  }
  return { ok: true, why: notes.length > 0 ? notes.join("; ") : "the substitute can be performed" };
}

/**
 * "Put it on [top of] one of your shields face up": each target card (not one in the battle zone) goes on top of one of
 * the controller's shields, chosen by the controller; the stack is one shield (113.2). No shield: nothing is put.
 */
function putOnShields(ctx: Ctx, step: StepOf<"shieldify">, scope: Scope): boolean {
  const ids = resolveTargets(ctx, step.target, scope, "put on top of one of your shields", step.optional);
  let did = false;
  for (const id of ids) {
    const loc = locate(ctx.s, id);
    if (!loc || loc.zone === "battle" || loc.zone === "shields" || loc.under !== null) {
      note(ctx, scope, `${id} is not a card the engine puts on a shield from where it is (${loc ? loc.zone : "nowhere"}); nothing is put.`);
      continue;
    }
    const shields = zoneOf(ctx.s, scope.controller, "shields").slice();
    if (shields.length === 0) {
      note(ctx, scope, `Player ${scope.controller} has no shield: ${id} can't be put on one.`, ["113.2"]);
      continue;
    }
    let shield = shields[0];
    if (shields.length > 1) {
      const a = ctx.choices.ask("choose-cards", scope.controller, `${scope.label}: choose one of your shields to put ${id} on${step.faceUp ? " face up" : ""}`, shields, 1, 1);
      traceChoice(ctx, a, scope.parent);
      if ("pick" in a.answer && a.answer.pick.length === 1) shield = a.answer.pick[0];
    }
    const ev: MoveEvent = { ...moveEvent(id, loc.zone, "shields", "shieldify", scope), stack: { kind: "on-shield", shield }, ...(step.faceUp ? { faceUp: true } : {}) };
    if (didSomething(propose(ctx, [ev], scope))) did = true;
  }
  return did;
}

/** One Gachinko Judge (701.21a/b): true when the controller wins. */
function gachinkoOnce(ctx: Ctx, scope: Scope): boolean {
  const you = scope.controller;
  const opp: PlayerId = you === "A" ? "B" : "A";
  const mine = zoneOf(ctx.s, you, "deck")[0];
  const theirs = zoneOf(ctx.s, opp, "deck")[0];
  // 201.2c: a card with two costs (a twinpact) — its revealer chooses; the engine knows the cost of its card data only
  const cost = (id: string) => defOf(ctx, id).cost ?? 0;
  const shown = (p: PlayerId, id: string | undefined) => (id === undefined ? `player ${p}'s deck is empty: nothing revealed` : `player ${p} reveals ${nameOf(ctx, id)} (cost ${cost(id)})`);
  const won = mine !== undefined && theirs !== undefined && cost(mine) >= cost(theirs);
  note(
    ctx,
    scope,
    `Gachinko Judge: ${shown(you, mine)}; ${shown(opp, theirs)}; each puts it on the bottom of their deck (701.21a). Player ${you} ${won ? "wins" : "does not win"} (701.21b: a win is revealing a card that costs the same as or more than the opponent's).`,
    ["701.21a", "701.21b"],
    `ガチンコ・ジャッジ: プレイヤー${you}は${won ? "勝った" : "勝たなかった"}`,
  );
  for (const id of [mine, theirs]) if (id !== undefined) propose(ctx, [moveEvent(id, "deck", "deck", "to-deck-bottom", scope, "bottom")], scope);
  return won;
}
