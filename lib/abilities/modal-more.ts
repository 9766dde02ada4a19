/**
 * More heads of a modal ability ("Choose one of the following:" with its "►" modes on the next lines) than the plain
 * modal template reads: a step before the choice ("you may destroy this creature. If you do, choose one of the
 * following:"), an optional choice ("you may choose one of the following:"), and "If <condition>, you may choose both":
 * while the condition holds, the player chooses one mode or both (the two then run in printed order), which is a choice
 * among three modes (the first, the second, both); otherwise among the two.
 */
import type { EffectStep, ModeDef, TriggerDef } from "../engine/defs";
import { describeSteps, describeTrigger } from "./describe";
import { normalise, parseCondition, parseEffects } from "./grammar";
import type { Template } from "./template-types";
import { parseTriggerConditions } from "./triggers";

/** The modes of the lines after the head ("► …"), each read by the grammar; null if any is not understood. */
export function parseModes(lines: string[]): ModeDef[] | null {
  if (lines.length < 2 || !lines.every((r) => r.startsWith("►"))) return null;
  const modes: ModeDef[] = [];
  for (const [i, r] of lines.entries()) {
    // "►︎" (with a variation selector) is the same mark
    const text = r.replace(/^►\uFE0E?\s*/, "");
    // a mode's reminder of the rule that a creature at power 0 or less is destroyed (703.4c), which the engine applies
    const bare = normalise(text).replace(/[:.]$/, "").replace(/\s*\(A creature that has (?:power 0|0 power) or less is destroyed\.?\)$/i, "");
    const steps = parseEffects(bare.replace(/[:.]$/, ""), {});
    if (!steps) return null;
    modes.push({ id: `mode-${i + 1}`, text, steps });
  }
  return modes;
}

export const modalMore: Template = {
  name: "modal:choose-one-more",
  kind: "spell",
  match(line, ctx) {
    const [head, ...rest] = line.split("\n");
    const h = /^(?:(?:when|whenever) (.+?), )?(?:(.+?)\. if you do, )?(you may )?choose one of the following(?:\. if (.+?), you may choose both(?: instead)?)?[:.]$/i.exec(normalise(head));
    if (!h) return null;
    const [, on, before, may, bothIf] = h;
    // the plain head is the modal template's
    if (!before && !may && !bothIf) return null;
    const modes = parseModes(rest);
    if (!modes) return null;
    let choice: EffectStep = { do: "choose-one", modes, ...(may ? { optional: true } : {}) };
    if (bothIf) {
      if (modes.length !== 2) return null;
      const cond = parseCondition(bothIf);
      if (!cond) return null;
      const both: ModeDef = { id: "both", text: `${modes[0].text} / ${modes[1].text} (both, in printed order)`, steps: [...modes[0].steps, ...modes[1].steps] };
      choice = { do: "if", conditions: cond, then: [{ ...choice, modes: [...modes, both] }], else: [choice] };
    }
    const ons = on ? parseTriggerConditions(on, ctx) : null;
    if (on && (!ons || ons.some((o) => o.event === "attached" || o.subject !== ons[0].subject))) return null;
    let effect: EffectStep[] = [choice];
    if (before) {
      // "it": the trigger's own card, or the event's card (as the trigger template reads it)
      const steps = parseEffects(before, { it: ons ? (ons[0].subject === "self" ? { self: true } : { eventCard: true }) : undefined, notes: [] });
      if (!steps) return null;
      const last = steps[steps.length - 1];
      if (last.ifYouDo) return null;
      steps[steps.length - 1] = { ...last, ifYouDo: [choice] };
      effect = steps;
    }
    if (ons) {
      const trigs: TriggerDef[] = ons.map((o, i) => ({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: head, on: o.filter ? o : { event: o.event, subject: o.subject }, optional: false, effect }));
      return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; ") };
    }
    if (!/Spell/.test(ctx.type)) return null;
    return { apply: (ab) => ab.spell.push(...effect), effect: describeSteps(effect) };
  },
};
