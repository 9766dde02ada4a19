/**
 * cond3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 *
 * - Delayed triggered abilities written inside an effect (603.x; 511.1 / 501.2): "At the end of the turn, X", "At the
 *   start of your next turn, X" as a sentence of a spell or of an ability's effect → an `at-end-of-turn` /
 *   `at-start-of-your-next-turn` step. X is read at once (its choices are made when the delayed ability resolves);
 *   "that creature" / "them" are the cards the effect remembered, still the same objects in the battle zone.
 */
import type { EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** A target that names the card whose ability this is: a delayed X about it is not read (the card may be a new object by then). */
function namesSelf(steps: EffectStep[]): boolean {
  return JSON.stringify(steps).includes('"self":true');
}

/** The `it` of a delayed X: what the effect remembered (a choice or a put), never a choice made again later. */
function delayedIt(it: Target | undefined): Target | undefined {
  return it && "remembered" in it ? it : undefined;
}

/** "At the end of the turn, X." / "At the start of your next turn, X." (one sentence). */
function delayed(sentence: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const s = sentence.replace(/^then,? /i, "");
  let m = /^at the end of (?:the|this|that) turn, (.+)$/i.exec(s);
  if (m) {
    const effect = g.parseClauses(m[1], { ...ctx, it: delayedIt(ctx.it) });
    if (!effect || namesSelf(effect)) return null;
    if (JSON.stringify(effect).includes('"remembered"') && !delayedIt(ctx.it)) return null;
    return { do: "at-end-of-turn", effect, text: m[1] };
  }
  m = /^at the start of your next turn, (.+)$/i.exec(s);
  if (m) {
    const effect = g.parseClauses(m[1], { ...ctx, it: delayedIt(ctx.it) });
    if (!effect || namesSelf(effect)) return null;
    if (JSON.stringify(effect).includes('"remembered"') && !delayedIt(ctx.it)) return null;
    return { do: "at-start-of-your-next-turn", effect, text: m[1] };
  }
  return null;
}

function multi(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const d = delayed(sentences[i], ctx, g);
  if (d) return { steps: [d], used: 1 };
  return null;
}

export const LANE: Lane = { multi };
