/**
 * Lane rep2: being chosen by the opponent. "Whenever your opponent chooses this creature, X" (the engine's `chosen`
 * trigger event: an effect's choice picked it and the chooser is not its controller), "whenever this creature is
 * attacked or chosen by your opponent".
 */
import type { Condition, StaticDef, TriggerDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseConditionPrefix } from "./grammar";
import type { Template, TemplateContext } from "./template-types";

type Trig = TriggerDef["on"];

const CHOSEN: Trig = { event: "chosen", subject: "self" };

/**
 * "your opponent chooses this creature (with a spell effect or card ability / by one of your opponent's spells or
 * card effect)": every choice an effect makes is a spell's or an ability's, so the qualifier narrows nothing.
 */
const CHOOSES_THIS = /^your opponent chooses this creature(?: (?:with a spell effect or card ability|by (?:one of )?your opponent's spells? or (?:card )?(?:effects?|abilit(?:y|ies))))?$/i;

/** One condition of this lane, or null. `one` reads any other condition (the trigger reader's). */
export function rep2Conditions(s: string, ctx: TemplateContext, one: (s: string) => Trig | null): Trig[] | null {
  if (/Spell/.test(ctx.type) || !/Creature/.test(ctx.type)) return null;
  const t = s.trim();
  if (CHOOSES_THIS.test(t)) return [CHOSEN];
  if (/^this creature is attacked or chosen by your opponent$/i.test(t)) return [{ event: "attacked", subject: "self" }, CHOSEN];
  let m: RegExpExecArray | null;
  // "you put this creature or whenever your opponent chooses this creature", "this creature attacks or whenever ..."
  if ((m = /^(.+?),? or (?:when(?:ever)? )?(your opponent chooses this creature|is chosen by your opponent)$/i.exec(t))) {
    if (/^this creature is attacked$/i.test(m[1])) return null;
    const a = one(m[1]);
    return a ? [a, CHOSEN] : null;
  }
  return null;
}

/**
 * "Whenever (When) your opponent would choose a creature (in the battle zone) / one of your creatures, (if X,) they
 * can't choose this one. (However, it can still be attacked or blocked.)", also after "While X, ": the engine's
 * `cant-be-chosen` static — the opponent's effects can't pick it among their options (605.2b: a choice is made among
 * what can be chosen). statics.ts reads the plain sentence; this reads the variants. Narrower wordings ("by the
 * ability of a creature", "spells that cost 4 or less") are not this static and are left unread.
 */
export const rep2CantBeChosen: Template = {
  name: "static:cant-be-chosen-rep2",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type) || !/Creature/.test(ctx.type)) return null;
    const t = normalise(line)
      .replace(/\s*\((?:however, )?it can still be attacked(?: (?:and|or) blocked)?\.?\)\.?$/i, "")
      .replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    const m = /^(?:when|whenever) your opponent would choose (?:a creature|one of your creatures)(?: in the battle zone)?( by the effect of a spell)?, (?:(if .+?), )?(?:they|he|she) can't choose this (?:one|creature)$/i.exec(pre.rest);
    if (!m) return null;
    const conditions: Condition[] = [...pre.conditions];
    if (m[2]) {
      const inner = parseConditionPrefix(`${m[2]}, X`);
      if (inner.conditions.length === 0 || inner.rest !== "X") return null;
      conditions.push(...inner.conditions);
    }
    // the plain sentence (no condition, no new wording) is statics.ts's
    if (conditions.length === 0 && !/however|one of your creatures|^when /i.test(t)) return null;
    const st: StaticDef = { kind: "cant-be-chosen", ...(m[1] ? { spellsOnly: true } : {}), text: line, ...(conditions.length > 0 ? { conditions } : {}) };
    return { apply: (ab) => ab.statics.push(st), effect: `your opponent's ${m[1] ? "spells' " : ""}choices can't pick this creature${conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : ""}` };
  },
};
