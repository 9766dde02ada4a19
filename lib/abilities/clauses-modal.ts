/**
 * "Choose 2 of the following. (You may choose the same one twice.):" with its "►" modes on the next lines (issue 14,
 * branch `clauses`): a choose-one step with `count` and `repeat` — the modes are chosen one at a time, each among all of
 * them, and run in printed order, each as often as chosen. As a spell, or after a trigger head ("When you put this
 * creature, choose 2 of the following. …").
 */
import type { EffectStep, TriggerDef } from "../engine/defs";
import { describeSteps, describeTrigger } from "./describe";
import { normalise, parseCount } from "./grammar";
import { parseModes } from "./modal-more";
import type { Template } from "./template-types";
import { parseTriggerConditions } from "./triggers";

export const chooseRepeat: Template = {
  name: "modal:choose-n-repeat",
  kind: "spell",
  match(line, ctx) {
    const [head, ...rest] = line.split("\n");
    const h = /^(?:(?:when|whenever) (.+?), )?choose (2|two|3|three) of the following\.? \(you may choose the same one twice\.?\)\s*[:.]?$/i.exec(normalise(head));
    if (!h) return null;
    const count = parseCount(h[2]);
    const modes = parseModes(rest);
    if (count === null || !modes) return null;
    const effect: EffectStep[] = [{ do: "choose-one", modes, count, repeat: true }];
    if (h[1]) {
      const ons = parseTriggerConditions(h[1], ctx);
      if (!ons || ons.some((o) => o.event === "attached" || o.subject !== ons[0].subject)) return null;
      const trigs: TriggerDef[] = ons.map((o, i) => ({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: head, on: o.filter ? o : { event: o.event, subject: o.subject }, optional: false, effect }));
      return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; ") };
    }
    if (!/Spell/.test(ctx.type)) return null;
    return { apply: (ab) => ab.spell.push(...effect), effect: describeSteps(effect) };
  },
};
