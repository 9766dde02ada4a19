/**
 * Executing effect steps (spells, triggered abilities, substitutes). Each step turns into events that
 * go through the replacement pipeline, so replacements apply in the middle of a resolving spell
 * (seed principle 2, Ganveet Blaster). "If you do" looks at whether the step's events happened or were
 * replaced (seed principle 3, Dark Soul Creation).
 */
import type { Ctx, Scope } from "./context";
import { defOf, nameOf } from "./context";
import type { CardFilter, EffectStep, Target } from "./defs";
import { resolveWho } from "./defs";
import { EngineError } from "./errors";
import { chooseOptions, describeChoose, destroyEvent, propose } from "./pipeline";
import { conditionsHold, describeCondition, inBattle, matchesFilter, power } from "./query";
import { nextRandom } from "./rng";
import { locate, zoneOf } from "./state";
import { traceChoice } from "./triggers";
import type { EventResult, GameEvent, MoveEvent, MoveReason, ZoneName } from "./types";

export function execSteps(ctx: Ctx, steps: EffectStep[], scope: Scope): boolean {
  ctx.depth++;
  if (ctx.depth > ctx.limits.maxDepth) {
    throw new EngineError("E_DEPTH_LIMIT", `step ${ctx.step} (${ctx.stepLabel}): effects nested more than ${ctx.limits.maxDepth} deep`, ctx.step);
  }
  let did = false;
  try {
    for (const step of steps) did = execStep(ctx, step, scope);
  } finally {
    ctx.depth--;
  }
  return did;
}

function note(ctx: Ctx, scope: Scope, en: string, clauses: string[] = [], ja?: string): number {
  return ctx.trace.add({ parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses, narration: ja ? { en, ja } : { en } });
}

function askYesNo(ctx: Ctx, scope: Scope, text: string): boolean {
  const a = ctx.choices.ask("yes-no", scope.controller, text, [], 0, 0);
  traceChoice(ctx, a, scope.parent);
  return "yes" in a.answer && a.answer.yes;
}

const didSomething = (rs: EventResult[]): boolean => rs.some((r) => r.status === "happened" || r.status === "replaced");

function execStep(ctx: Ctx, step: EffectStep, scope: Scope): boolean {
  const isChooseTarget = "target" in step && step.target !== undefined && "choose" in step.target;
  if (step.optional && !isChooseTarget) {
    if (!askYesNo(ctx, scope, `${scope.label} — you may ${describeStep(step)}: do it?`)) {
      note(ctx, scope, `Player ${scope.controller} chose not to (${step.do}).`);
      return false;
    }
  }
  const did = run(ctx, step, scope);
  if (step.ifYouDo && step.ifYouDo.length > 0) {
    if (did) {
      note(ctx, scope, `"If you do": the action was done (or replaced, which still counts — seed principle 3), so the rest happens.`, [], `「そうした場合」: 置換されても実行したことになる`);
      execSteps(ctx, step.ifYouDo, { ...scope, byReplacement: scope.byReplacement });
    } else {
      note(ctx, scope, `"If you do": nothing was done, so the rest does not happen.`);
    }
  }
  return did;
}

function moveEvent(card: string, from: ZoneName, to: ZoneName, reason: MoveReason, scope: Scope, position: MoveEvent["position"] = "any"): MoveEvent {
  return { type: "move", card, from, to, position, reason, cause: scope.cause, byReplacement: scope.byReplacement };
}

function zoneOfCard(ctx: Ctx, id: string): ZoneName | null {
  const loc = locate(ctx.s, id);
  return loc && loc.under === null ? loc.zone : null;
}

function run(ctx: Ctx, step: EffectStep, scope: Scope): boolean {
  switch (step.do) {
    case "destroy": {
      const ids = resolveTargets(ctx, step.target, scope, "destroy", step.optional);
      const topOnly = designatesCards(step.target, scope);
      const evs: GameEvent[] = ids
        .filter((id) => inBattle(ctx, id))
        .map((id) => (topOnly ? { ...destroyEvent(id, scope.cause, scope.byReplacement), stack: { kind: "top-only" } } : destroyEvent(id, scope.cause, scope.byReplacement)));
      return evs.length > 0 && didSomething(propose(ctx, evs, scope));
    }
    case "return-to-hand":
    case "put-into-mana":
    case "put-into-battle":
    case "to-graveyard": {
      const to: ZoneName = step.do === "return-to-hand" ? "hand" : step.do === "put-into-mana" ? "mana" : step.do === "put-into-battle" ? "battle" : "graveyard";
      const reason: MoveReason = step.do === "put-into-battle" ? "put-into-battle" : step.do === "to-graveyard" ? "to-graveyard" : step.do;
      const ids = resolveTargets(ctx, step.target, scope, step.do === "to-graveyard" ? "put into the graveyard" : step.do, step.optional);
      const topOnly = designatesCards(step.target, scope);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        const from = zoneOfCard(ctx, id);
        if (from === null || from === to) continue;
        const ev = moveEvent(id, from, to, reason, scope);
        evs.push(topOnly && from === "battle" ? { ...ev, stack: { kind: "top-only" } } : ev);
      }
      return evs.length > 0 && didSomething(propose(ctx, evs, scope));
    }
    case "shuffle-into-deck": {
      const ids = resolveTargets(ctx, step.target, scope, "shuffle into the deck", step.optional);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        const from = zoneOfCard(ctx, id);
        if (from !== null) evs.push(moveEvent(id, from, "deck", "shuffle-into-deck", scope));
        if (step.withGraveyard) {
          const owner = ctx.s.cards[id].owner;
          for (const g of zoneOf(ctx.s, owner, "graveyard")) evs.push(moveEvent(g, "graveyard", "deck", "shuffle-into-deck", scope));
        }
      }
      return evs.length > 0 && didSomething(propose(ctx, evs, scope));
    }
    case "discard": {
      const player = resolveWho(step.player, scope.controller)!;
      const hand = zoneOf(ctx.s, player, "hand").slice();
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
        const a = ctx.choices.ask("choose-cards", chooser, `Player ${chooser} chooses ${n} card(s) from player ${player}'s hand to discard (${scope.label})`, hand, n, n);
        traceChoice(ctx, a, scope.parent);
        ids = "pick" in a.answer ? a.answer.pick : [];
      }
      if (ids.length === 0) {
        note(ctx, scope, `Player ${player} has no card to discard; no discard event happens.`);
        return false;
      }
      return didSomething(propose(ctx, ids.map((id) => moveEvent(id, "hand", "graveyard", "discard", scope)), scope));
    }
    case "draw": {
      const player = resolveWho(step.player, scope.controller)!;
      const drawn: string[] = [];
      let did = false;
      for (let i = 0; i < step.count; i++) {
        // 609.6a: each draw is its own event; a replacement's actions finish before the next draw.
        const [r] = propose(ctx, [{ type: "draw", player, cause: scope.cause, byReplacement: scope.byReplacement }], scope);
        if (r.status === "happened" && r.card) drawn.push(r.card);
        if (r.status === "happened" || r.status === "replaced") did = true;
      }
      if (step.then && step.then.length > 0) execSteps(ctx, step.then, { ...scope, drawn });
      return did;
    }
    case "deck-to-zone": {
      const player = resolveWho(step.player, scope.controller)!;
      let count = step.count;
      let byReplacement = scope.byReplacement;
      const sr = step.selfReplacement;
      if (sr) {
        const holds = conditionsHold(ctx, sr.conditions, scope.source, scope.controller);
        const seq = ctx.trace.add({
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
      return didSomething(propose(ctx, ids.map((id) => ({ ...moveEvent(id, "deck", step.to, reason, scope), byReplacement })), scope));
    }
    case "graveyard-to-deck-bottom": {
      const grave = zoneOf(ctx.s, scope.controller, "graveyard").slice();
      const n = Math.min(step.count, grave.length);
      const a = ctx.choices.ask("choose-cards", scope.controller, `Choose ${n} card(s) in your graveyard to put on the bottom of your deck, in order (${scope.label})`, grave, n, n, true);
      traceChoice(ctx, a, scope.parent);
      const ids = "pick" in a.answer ? a.answer.pick : [];
      return ids.length > 0 && didSomething(propose(ctx, ids.map((id) => moveEvent(id, "graveyard", "deck", "to-deck-bottom", scope, "bottom")), scope));
    }
    case "stay": {
      const card = scope.eventCard ?? scope.source;
      if (card === null) return false;
      return didSomething(propose(ctx, [{ type: "stay", card, cause: scope.cause, byReplacement: scope.byReplacement }], scope));
    }
    case "flip": {
      const ids = resolveTargets(ctx, step.target, scope, "flip", step.optional);
      const evs: GameEvent[] = [];
      for (const id of ids) {
        const to = defOf(ctx, id).flipTo;
        if (to) evs.push({ type: "flip", card: id, to, cause: scope.cause, byReplacement: scope.byReplacement });
      }
      return evs.length > 0 && didSomething(propose(ctx, evs, scope));
    }
    case "untap":
    case "tap": {
      const type = step.do;
      const ids = resolveTargets(ctx, step.target, scope, type, step.optional).filter((id) => inBattle(ctx, id));
      return ids.length > 0 && didSomething(propose(ctx, ids.map((card) => ({ type, card, cause: scope.cause, byReplacement: scope.byReplacement })), scope));
    }
    case "if-drawn": {
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
      return execSteps(ctx, step.then, scope);
    }
    case "grant": {
      const ids = resolveTargets(ctx, step.to, scope, "grant", step.optional).filter((id) => inBattle(ctx, id));
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
          replacements: step.replacements ?? [],
          until:
            step.until === "end-of-turn"
              ? { kind: "end-of-turn", turn: ctx.s.turn.number }
              : { kind: "start-of-turn", player: scope.controller, afterTurn: ctx.s.turn.number },
          text: step.text,
        },
      ];
      note(
        ctx,
        scope,
        `Effect ${id} created: "${step.text}" for [${ids.join(", ")}] until ${step.until === "end-of-turn" ? "the end of the turn" : "the start of your next turn"}. Any replacement effect it grants exists from now on (609.2) and applies to those cards only.`,
        (step.replacements ?? []).length > 0 ? ["609.2"] : [],
      );
      return ids.length > 0;
    }
    case "handler": {
      const h = ctx.handlers[step.name];
      if (!h) throw new EngineError("E_UNKNOWN_HANDLER", `step ${ctx.step} (${ctx.stepLabel}): no handler named "${step.name}"`, ctx.step);
      return h.run(ctx, scope, step.args ?? {}, { propose: (evs) => propose(ctx, evs, scope) });
    }
    case "put-under": {
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
    }
    case "shuffle": {
      const player = resolveWho(step.player, scope.controller)!;
      return didSomething(propose(ctx, [{ type: "shuffle", player, cause: scope.cause, byReplacement: scope.byReplacement }], scope));
    }
  }
}

/**
 * True when the step moves *cards* rather than objects: a card-designating choice ("choose a card in the
 * battle zone"), or "it" in a substitute for an event that moved only a top card. Only the top card of a
 * stack then moves; the rest stays (801.4).
 */
function designatesCards(t: Target, scope: Scope): boolean {
  if ("choose" in t) return t.choose.cardDesignating === true;
  if ("eventCard" in t) return scope.eventTopOnly === true;
  return false;
}

function describeStep(step: EffectStep): string {
  switch (step.do) {
    case "draw":
      return `draw ${step.count} card(s)`;
    case "deck-to-zone":
      return `put the top ${step.count} card(s) of the deck into the ${step.to} zone`;
    case "discard":
      return `discard ${step.count} card(s)`;
    case "graveyard-to-deck-bottom":
      return `put ${step.count} card(s) from the graveyard on the bottom of the deck`;
    case "put-under":
      return "put cards under an evolution creature";
    case "shuffle":
      return "shuffle the deck";
    case "destroy":
    case "return-to-hand":
    case "put-into-mana":
    case "put-into-battle":
    case "to-graveyard":
    case "shuffle-into-deck":
    case "flip":
    case "untap":
    case "tap":
      return `${step.do.replace(/-/g, " ")} ${"self" in step.target ? "this creature" : "the card"}`;
    default:
      return step.do;
  }
}

function describeFilter(f: CardFilter): string {
  const parts: string[] = [];
  if (f.civilization) parts.push(f.civilization);
  if (f.typeIncludes) parts.push(f.typeIncludes.toLowerCase());
  if (f.raceIncludes) parts.push(f.raceIncludes.join("/"));
  return parts.join(" ") || "a match";
}

/** Resolve a step's target to card ids, asking the chooser when the rules give a choice. */
function resolveTargets(ctx: Ctx, t: Target, scope: Scope, verb: string, optional: boolean | undefined): string[] {
  if ("self" in t) return scope.source ? [scope.source] : [];
  if ("eventCard" in t) return scope.eventCard ? [scope.eventCard] : [];
  if ("eventOther" in t) return scope.eventOther ? [scope.eventOther] : [];
  if ("all" in t) {
    const a = t.all;
    const players = a.player === "any" ? [ctx.s.turn.active, ctx.s.turn.active === "A" ? "B" : "A"] as const : [resolveWho(a.player, scope.controller)!];
    const out: string[] = [];
    for (const p of players) {
      for (const id of zoneOf(ctx.s, p, a.zone)) {
        if (a.zone === "battle" && !defOf(ctx, id).type.includes("Creature")) continue;
        if (!matchesFilter(ctx, id, a.filter)) continue;
        if (a.powerAtMost !== undefined && power(ctx, id) > a.powerAtMost) continue;
        out.push(id);
      }
    }
    return out;
  }
  const c = t.choose;
  const options = chooseOptions(ctx, c, scope.controller, scope.source);
  const chooserPlayer = c.chooser === "owner" ? resolveWho(c.player === "any" ? "you" : c.player, scope.controller)! : scope.controller;
  const max = Math.min(c.count, options.length);
  const min = c.upTo || optional ? 0 : max;
  if (options.length === 0) {
    note(ctx, scope, `No card can be chosen (${describeChoose(c, scope.controller)}); nothing to ${verb}.`);
    return [];
  }
  const a = ctx.choices.ask("choose-cards", chooserPlayer, `${scope.label}: choose ${min === max ? max : `up to ${max}`} to ${verb} (${describeChoose(c, scope.controller)})`, options, min, max);
  traceChoice(ctx, a, scope.parent);
  const picked = "pick" in a.answer ? a.answer.pick : [];
  if (picked.length === 0) note(ctx, scope, `Player ${chooserPlayer} chose nothing.`);
  else if (verb === "destroy" || verb === "return-to-hand" || verb === "put into the graveyard") {
    // For the trace: make the chosen cards' names visible.
    note(ctx, scope, `Chosen: ${picked.map((id) => nameOf(ctx, id)).join(", ")}.`);
  }
  return picked;
}

