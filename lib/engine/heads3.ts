/**
 * heads3 (issue 14): the "links" trigger event of God Link (804.1a): "whenever this creature links with another God",
 * "when this creature is linked". The god that enters linked links with the creature it is linked to; that creature's
 * god links with it when it was alone (a two-god link). When the new god joins a creature of two or more gods, which
 * of them it links with depends on its position (804.2c), which the engine does not keep: an ability of those gods that
 * would see the link stops the run (E_UNSUPPORTED) rather than guess.
 *
 * And the "revolution-changed" event: "when you put this creature with "Revolution Change"": the card swapped in from
 * the hand by its own Revolution Change (701.26a), queued where the engine uses that ability (lib/engine/actions.ts).
 *
 * And the "shield-trigger-used" event: "whenever your opponent uses the "shield trigger" ability of one of their
 * shields": a broken shield's shield trigger declared and used (509.5e, 112.3a; lib/engine/block.ts), the card the event's.
 *
 * And the handler "no-battle": "whenever this creature blocks / becomes blocked, no battle happens (both creatures stay
 * tapped)": the battle step (508.1) of the blocked attack going on makes no battle between the attacker and the blocker.
 */
import type { Ctx, HandlerRegistry } from "./context";
import { nameOf } from "./context";
import { EngineError } from "./errors";
import { abilityHolders } from "./query";
import { matchTriggerKinds, queueTriggers } from "./triggers";
import { other } from "./zones";

/** Queues the `links` abilities of a god that has just entered linked with `to` (`alone`: `to` had no linked god before). */
export function queueLinkTriggers(ctx: Ctx, god: string, to: string, alone: boolean, seq: number): void {
  const active = ctx.s.turn.active;
  const pool = [...abilityHolders(ctx, active), ...abilityHolders(ctx, other(active))];
  const fired = matchTriggerKinds(ctx, [{ kind: "links", card: god, other: to }, ...(alone ? [{ kind: "links" as const, card: to, other: god }] : [])], pool);
  if (!alone) {
    const group = [to, ...ctx.s.cards[to].linked.filter((id) => id !== god)];
    const unsure = matchTriggerKinds(ctx, group.map((id) => ({ kind: "links" as const, card: id, other: god })), pool);
    if (unsure.length > 0) {
      throw new EngineError("E_UNSUPPORTED", `step ${ctx.step}: ${nameOf(ctx, god)} links with a creature of several gods: which of ${group.map((id) => nameOf(ctx, id)).join(", ")} it links with depends on its position (804.2c), which is not modelled, and ${nameOf(ctx, unsure[0].source)} has an ability that triggers when it links`, ctx.step);
    }
  }
  if (fired.length === 0) return;
  queueTriggers(ctx, fired, seq);
}

/** Queues the "revolution-changed" abilities of `card`, just swapped into the battle zone by its Revolution Change. */
export function queueRevolutionChanged(ctx: Ctx, card: string, attacker: string, parent: number): void {
  if (!ctx.s.players.A.zones.battle.includes(card) && !ctx.s.players.B.zones.battle.includes(card)) return;
  const active = ctx.s.turn.active;
  const pool = [...abilityHolders(ctx, active), ...abilityHolders(ctx, other(active))];
  const fired = matchTriggerKinds(ctx, [{ kind: "revolution-changed", card, other: attacker }], pool);
  if (fired.length > 0) queueTriggers(ctx, fired, parent);
}

/** The blocked attacks (attacker and blocking creature, 507.2a) whose battle an ability said does not happen. */
const NO_BATTLE = new WeakMap<Ctx, { attacker: string; blocker: string }>();

/** Whether the battle of this block is not to happen ("no battle happens"); the mark is used up. */
export function noBattle(ctx: Ctx, attacker: string, blocker: string): boolean {
  const m = NO_BATTLE.get(ctx);
  NO_BATTLE.delete(ctx);
  return m !== undefined && m.attacker === attacker && m.blocker === blocker;
}

export const HEADS3_HANDLERS: HandlerRegistry = {
  "no-battle": {
    run(ctx, scope) {
      const attacker = ctx.attacking;
      const blocker = ctx.blocking;
      if (attacker == null || blocker == null) return false;
      NO_BATTLE.set(ctx, { attacker, blocker });
      ctx.trace.add({
        seq: 0,
        parent: scope.parent,
        step: ctx.step,
        kind: "effect",
        automatic: true,
        clauses: ["508.1"],
        narration: { en: `No battle happens between ${nameOf(ctx, attacker)} and ${nameOf(ctx, blocker)}: both stay tapped (508.1: the battle step makes none)`, ja: `バトルは発生しない (508.1)` },
      });
      return true;
    },
  },
};

/**
 * Queues the "shield-trigger-used" abilities as `card`'s shield trigger is used (before its cast or summon). With several
 * shield triggers declared (`several`), 101.4a has them all used before any other waiting ability resolves, which the
 * engine's one-at-a-time resolution does not do: such an ability then stops the run (E_UNSUPPORTED) rather than resolve early.
 */
export function queueShieldTriggerUsed(ctx: Ctx, card: string, several: boolean, parent: number): void {
  const active = ctx.s.turn.active;
  const pool = [...abilityHolders(ctx, active), ...abilityHolders(ctx, other(active))];
  const fired = matchTriggerKinds(ctx, [{ kind: "shield-trigger-used", card, other: null }], pool);
  if (fired.length === 0) return;
  if (several) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step}: several shield triggers are used and ${nameOf(ctx, fired[0].source)} has an ability that triggers on each use: all shield triggers resolving before it (101.4a) is not modelled`, ctx.step);
  queueTriggers(ctx, fired, parent);
}
