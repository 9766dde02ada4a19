/** body4 (issue 14, fourth round): trigger heads ("when(ever) …") triggers.ts asks through lib/abilities/round4-heads.ts. */
import type { TriggerDef } from "../engine/defs";
import type { TemplateContext } from "./template-types";

export const head: (t: string, ctx: TemplateContext) => TriggerDef["on"] | null = () => null;
