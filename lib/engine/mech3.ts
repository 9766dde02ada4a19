/**
 * Silent skill (サイレントスキル, 501.1a, 602.1): "At the start of each of your turns, if this creature is tapped, you may
 * keep it tapped and use its ability." In the untap step its player may choose not to untap the creature: that replaces
 * the untap with the use of the ability (501.1a; the use is an activated ability's activation, 602.1, 602.2). The effect
 * waits from the moment it is used and resolves after the other cards have untapped (501.1a), with the "at the start of
 * the turn" abilities that trigger then (501.2): all waiting effects resolve together, the turn player's first (605.1).
 */
import type { Ctx } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import type { TriggerDef } from "./defs";
import { isIgnored } from "./query";
import { traceChoice, type TriggerMatch } from "./triggers";

/** The creature's Silent skill abilities (none if it is ignored: 116.2). */
function silentSkills(ctx: Ctx, id: string): { text: string; effect: TriggerDef["effect"] }[] {
  if (isIgnored(ctx.s, ctx.defs, id)) return [];
  return defOf(ctx, id).abilities.silentSkill ?? [];
}

/**
 * In the untap step (501.1), a tapped creature with Silent skill: its player chooses whether to keep it tapped and use the
 * ability (501.1a). True: it is not untapped.
 */
export function keepsForSilentSkill(ctx: Ctx, id: string, parent: number): boolean {
  if (!ctx.s.cards[id].tapped || silentSkills(ctx, id).length === 0) return false;
  const player = ctx.s.cards[id].controller;
  const a = ctx.choices.ask("yes-no", player, `Silent skill: keep ${nameOf(ctx, id)} tapped and use its Silent skill ability (501.1a)?`, [], 0, 0);
  traceChoice(ctx, a, parent);
  const yes = "yes" in a.answer && a.answer.yes;
  if (yes) {
    ctx.trace.add({
      seq: 0,
      parent,
      step: ctx.step,
      kind: "effect",
      automatic: true,
      clauses: ["501.1a", "602.2"],
      narration: {
        en: `${nameOf(ctx, id)} stays tapped: its Silent skill replaces its untap (501.1a); the ability's effect waits and resolves after the other cards untap`,
        ja: `${nameJaOf(ctx, id)}はアンタップせず、サイレントスキルを使う (501.1a)`,
      },
    });
  }
  return yes;
}

/** The Silent skill effects of the creatures kept tapped, waiting to resolve with the start-of-turn abilities (501.1a). */
export function silentSkillEffects(ctx: Ctx, kept: readonly string[]): TriggerMatch[] {
  const out: TriggerMatch[] = [];
  for (const id of kept) {
    silentSkills(ctx, id).forEach((sk, i) => {
      const def: TriggerDef = { id: `silent-skill-${i}`, text: sk.text, on: { event: "turn-start", subject: "self" }, optional: false, effect: sk.effect };
      out.push({ source: id, controller: ctx.s.cards[id].controller, def, card: id, other: null });
    });
  }
  return out;
}
