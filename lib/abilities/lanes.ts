/**
 * The readers grammar.ts tries, in this order, when none of its own readings understands a clause, a run of
 * sentences, a condition or a target. Each lane file owns its wordings; none imports grammar.ts.
 */
import type { Condition, EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";
import { LANE as choose3 } from "./choose3";
import { LANE as deck3 } from "./deck3";
import { LANE as cond3 } from "./cond3";
import { LANE as moves3 } from "./moves3";
import { LANE as players3 } from "./players3";
import { LANE as mech3 } from "./mech3";
import { LANE as deck4 } from "./deck4";
import { LANE as choose4 } from "./choose4";
import { LANE as statics4 } from "./statics4";
import { LANE as cost4 } from "./cost4";
import { LANE as mech4 } from "./mech4";
import { LANE as body4 } from "./body4";
import { LANE as first4 } from "./first4";

const LANES: Lane[] = [choose3, deck3, cond3, moves3, players3, mech3, deck4, choose4, statics4, cost4, mech4, body4, first4];

export function laneClause(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  for (const l of LANES) {
    const r = l.clause?.(s, ctx, g);
    if (r) return r;
  }
  return null;
}

export function laneMulti(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  for (const l of LANES) {
    const r = l.multi?.(sentences, i, ctx, g);
    if (r && r.used >= 1) return r;
  }
  return null;
}

export function laneCondition(s: string, g: LaneGrammar): Condition[] | null {
  for (const l of LANES) {
    const r = l.condition?.(s, g);
    if (r) return r;
  }
  return null;
}

export function laneTarget(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  for (const l of LANES) {
    const r = l.target?.(s, ctx, g);
    if (r) return r;
  }
  return null;
}
