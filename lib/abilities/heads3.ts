/**
 * heads3: trigger conditions ("When …," / "Whenever …,", 603) that triggers.ts's oneCondition tries when its own
 * readings (and heads.ts's) do not read the head.
 */
import type { TriggerDef } from "../engine/defs";
import type { TemplateContext } from "./template-types";

export function heads3Condition(s: string, ctx: TemplateContext): TriggerDef["on"] | null {
  void s;
  void ctx;
  return null;
}
