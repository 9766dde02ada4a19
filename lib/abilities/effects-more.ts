/**
 * More sentence templates: block-only abilities (the engine has no block step, so they are rule notes that say so),
 * "can't be attacked or blocked", triggers on "attacks or blocks", and ability
 * words that only name an ability ("Kourin —"), read as the ability after them.
 */
import type { StaticDef, TriggerDef } from "../engine/defs";
import { describeTrigger } from "./describe";
import { normalise, parseConditionPrefix, parseEffects } from "./grammar";
import type { Template, TemplateContext, TemplateResult } from "./template-types";

const NO_BLOCKS = "blocks are not modelled by the engine (there is no block step: a creature never blocks in a run), so";

/** "Whenever this creature blocks, X.": its effect must be readable, but the ability never triggers in a run. */
const blockTrigger: Template = {
  name: "rule:block-trigger",
  kind: "rule",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^whenever this creature (?:blocks|is blocked|becomes blocked), (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const effect = parseEffects(m[1].replace(/ after (?:it|the) battles?$/i, ""), { it: { self: true }, notes: [] });
    if (!effect) return null;
    return { apply: () => {}, note: `${NO_BLOCKS} this ability never triggers: the engine does not act on it` };
  },
};

/** "While blocking, this creature gets +N power." / "Powered Blocker +N (While blocking, this creature gets +N power.)" */
const whileBlocking: Template = {
  name: "rule:while-blocking",
  kind: "rule",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const ok =
      /^while blocking, this creature gets \+\d+ power$/i.test(t) ||
      /^this creature gets \+\d+ power while blocking$/i.test(t) ||
      /^powered blocker \+(\d+) \(while blocking, this creature gets \+\1 power\.?\)$/i.test(t);
    if (!ok) return null;
    return { apply: () => {}, note: `${NO_BLOCKS} this creature is never blocking and the power is never added: the engine does not act on it` };
  },
};

/** "This creature blocks if able.", "Whenever an opponent's creature attacks, this creature blocks if able.": never blocks in a run. */
const blocksIfAble: Template = {
  name: "rule:blocks-if-able",
  kind: "rule",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^(?:whenever (?:an opponent's|one of your opponent's) creature attacks, )?this creature blocks if able$/i.test(normalise(line).replace(/\.$/, ""))) return null;
    return { apply: () => {}, note: `${NO_BLOCKS} it is never made to block: the engine does not act on it` };
  },
};

/** "This creature can't be attacked or blocked.": the attack action refuses an attack on it; the block half is a note. */
const cantBeAttackedOrBlocked: Template = {
  name: "static:cant-be-attacked-or-blocked",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    if (!/^this creature can't be attacked or blocked$/i.test(pre.rest)) return null;
    const st: StaticDef = { kind: "cant-be-attacked", text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: "the attack action refuses an attack on this creature",
      note: `${NO_BLOCKS} "can't be blocked" has nothing to prevent in a run`,
    };
  },
};

/**
 * "This creature attacks each turn if able.": the engine refuses to end its controller's turn while it has not attacked
 * and could still attack the other player.
 */
const mustAttack: Template = {
  name: "static:must-attack",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    if (!/^this creature attacks each turn if able$/i.test(pre.rest)) return null;
    const st: StaticDef = { kind: "must-attack", text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: "its controller's turn can't end while it has not attacked and could still attack the other player (untapped, no summoning sickness, nothing forbids it)",
    };
  },
};

/** "Whenever this creature attacks or blocks, X": a trigger on its attacks; the block half never happens in a run. */
const attacksOrBlocks: Template = {
  name: "trigger:attacks-or-blocks",
  kind: "trigger",
  clause: "603",
  match(line, ctx: TemplateContext): TemplateResult | null {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^whenever this creature attacks or blocks, (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const notes: string[] = [];
    const effect = parseEffects(m[1], { it: { self: true }, notes });
    if (!effect) return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: "attacks", subject: "self" }, optional: false, effect };
    return {
      apply: (ab) => ab.triggers.push(trig),
      effect: describeTrigger(trig),
      note: [`${NO_BLOCKS} only the attack half ever triggers`, ...notes].join("; "),
    };
  },
};

export const MORE_TEMPLATES: Template[] = [mustAttack, blockTrigger, blocksIfAble, whileBlocking, cantBeAttackedOrBlocked, attacksOrBlocks];

/** Ability words that only name the ability after them (no rules meaning): "Kourin —At the end of …" → "At the end of …". */
export function stripAbilityWord(line: string): string | null {
  const m = /^(?:kourin)\s*(?:—|―|:|-)\s*(.+)$/i.exec(line.trim());
  return m ? m[1] : null;
}
