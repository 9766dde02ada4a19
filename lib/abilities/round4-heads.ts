/** The fourth round's trigger heads (issue 14), asked by triggers.ts after heads.ts and heads3.ts. */
import type { TriggerDef } from "../engine/defs";
import type { TemplateContext } from "./template-types";
import { head as deck4 } from "./deck4-heads";
import { head as choose4 } from "./choose4-heads";
import { head as heads4 } from "./heads4-heads";
import { head as statics4 } from "./statics4-heads";
import { head as cost4 } from "./cost4-heads";
import { head as mech4 } from "./mech4-heads";
import { head as body4 } from "./body4-heads";
import { head as first4 } from "./first4-heads";

const HEADS = [deck4, choose4, heads4, statics4, cost4, mech4, body4, first4];

export function round4Head(t: string, ctx: TemplateContext): TriggerDef["on"] | null {
  for (const h of HEADS) {
    const r = h(t, ctx);
    if (r) return r;
  }
  return null;
}
