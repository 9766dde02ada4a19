/**
 * statics3 (issue 14, third round): state-based processes beyond 703.4c (pipeline.ts), checked with it — 703.4l: the D2
 * Fields that were in the battle zone when another D2 Field was put there are put into their owners' graveyards.
 */
import type { Ctx } from "./context";
import { nameOf } from "./context";
import { powerZeroCheck, propose } from "./pipeline";
import { isIn } from "./state";
import type { Cause, GameEvent } from "./types";
import { PLAYERS } from "./zones";

/** 703.4l: returns whether a superseded D2 Field was put into the graveyard. */
export function d2FieldCheck(ctx: Ctx, parent: number): boolean {
  const marked = ctx.s.d2Superseded;
  if (marked === undefined) return false;
  ctx.s.d2Superseded = undefined;
  const doomed = marked.filter((id, i) => marked.indexOf(id) === i && PLAYERS.some((p) => isIn(ctx.s, id, "battle", p)));
  if (doomed.length === 0) return false;
  const cause: Cause = { kind: "rule", source: null, controller: null };
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["703.4l"],
    narration: {
      en: `State-based process: another D2 Field was put into the battle zone, so ${doomed.map((id) => nameOf(ctx, id)).join(", ")}, in the battle zone before it, ${doomed.length > 1 ? "are" : "is"} put into ${doomed.length > 1 ? "their owners'" : "its owner's"} graveyard (703.4l)`,
      ja: `他のＤ２フィールドがバトルゾーンに出たので、先にあったＤ２フィールドは持ち主の墓地に置かれる (703.4l)`,
    },
  });
  const events: GameEvent[] = doomed.map((card) => ({ type: "move", card, from: "battle", to: "graveyard", position: "any", reason: "to-graveyard", cause, byReplacement: null }));
  propose(ctx, events, { controller: ctx.s.turn.active, source: null, cause, byReplacement: null, eventCard: null, eventOther: null, drawn: null, parent: seq, label: "D2 Field rule (703.4l)" });
  return true;
}

/** The state-based processes the engine checks (111.2d): 703.4l, then 703.4c. */
export function stateBasedChecks(ctx: Ctx, parent: number): boolean {
  const d2 = d2FieldCheck(ctx, parent);
  return powerZeroCheck(ctx, parent) || d2;
}
