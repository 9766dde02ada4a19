/**
 * Lane rep2: being chosen by the opponent. "Whenever your opponent chooses this creature, X" (the engine's `chosen`
 * trigger event: an effect's choice picked it and the chooser is not its controller), "whenever this creature is
 * attacked or chosen by your opponent".
 */
import type { Condition, GrantScope, StaticDef, TriggerDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseConditionPrefix, parseNoun } from "./grammar";
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
 * what can be chosen). statics.ts reads the plain sentence; this reads the variants, and "by the effect of a spell that
 * costs 4 or less" / "with spells that cost 4 or less" (`spellCostAtMost`). Other narrower wordings ("by the ability of
 * a creature", "a fire spell") are not this static and are left unread.
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
    const m =
      /^(?:when|whenever) your opponent would choose (?:a creature|one of your creatures)(?: in the battle zone)?( by the effect of a spell| (?:by the effect of|with|by) a spell that costs (\d+) or less)?, (?:(if .+?), )?(?:they|he|she) can't choose this (?:one|creature)$/i.exec(pre.rest) ??
      /^your opponent can't choose this creature( with spells that cost (\d+) or less)$/i.exec(pre.rest);
    if (!m) return null;
    const costCap = m[2] !== undefined ? Number(m[2]) : null;
    const conditions: Condition[] = [...pre.conditions];
    if (m[3]) {
      const inner = parseConditionPrefix(`${m[3]}, X`);
      if (inner.conditions.length === 0 || inner.rest !== "X") return null;
      conditions.push(...inner.conditions);
    }
    // the plain sentence (no condition, no new wording) is statics.ts's
    if (conditions.length === 0 && costCap === null && !/however|one of your creatures|^when /i.test(t)) return null;
    const st: StaticDef = { kind: "cant-be-chosen", ...(m[1] ? { spellsOnly: true } : {}), ...(costCap !== null ? { spellCostAtMost: costCap } : {}), text: line, ...(conditions.length > 0 ? { conditions } : {}) };
    return { apply: (ab) => ab.statics.push(st), effect: `your opponent's ${costCap !== null ? `spells' (that cost ${costCap} or less) ` : m[1] ? "spells' " : ""}choices can't pick this creature${conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : ""}` };
  },
};

const SPELL_ONLY = /^,? (?:by the effect of a spell|by a spell effect|with a spell effect|due to the effect of a spell|by a spell|with a spell)$/i;

/**
 * "Whenever your opponent would choose a creature (in the battle zone) (by the effect of a spell), (if X,) they can't
 * choose your Dragons / your other creatures / the crossed creature" and "…, your light or darkness creatures can't be
 * chosen": a `grant` static with `cantBeChosen` — the opponent's choices can't pick those creatures (605.2b), while the
 * conditions hold.
 */
export const rep2CantChooseOthers: Template = {
  name: "static:grant-cant-be-chosen",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line)
      .replace(/\s*\((?:however, )?(?:it|they|your [^)]+?) can still be attacked(?: (?:and|or) blocked)?\.?\)\.?$/i, "")
      .replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    const m =
      /^(?:when|whenever) your opponent would choose (?:a creature|one of your creatures|your creatures)(?: in the battle zone)?(,? [^,]+?)?, (?:(if [^,]+), )?(?:(?:they|he|she|your opponent) can't choose (?:one of )?(.+)|(.+?) can't be chosen)$/i.exec(pre.rest);
    if (!m) return null;
    if (m[1] && !SPELL_ONLY.test(m[1])) return null;
    const conditions: Condition[] = [...pre.conditions];
    if (m[2]) {
      const inner = parseConditionPrefix(`${m[2]}, X`);
      if (inner.conditions.length === 0 || inner.rest !== "X") return null;
      conditions.push(...inner.conditions);
    }
    const who = (m[3] ?? m[4]).trim();
    let to: GrantScope;
    let n: RegExpExecArray | null;
    if (/^(?:the crossed creature|a creature crossed with this (?:card|creature|cross gear))$/i.test(who)) {
      if (!/Cross Gear/.test(ctx.type)) return null;
      to = { crossed: true };
    } else if ((n = /^(?:your (other )?)?(.+)$/i.exec(who))) {
      // "this one" is the creature's own static (statics.ts, rep2CantBeChosen)
      if (/^this\b/i.test(n[2]) || /\bthis (?:creature|card)\b/i.test(n[2])) return null;
      // without "your", only after "your creatures" ("… would choose your creatures …, they can't choose creatures that have power 6000 or more")
      if (!/^your /i.test(who) && !/would choose (?:your creatures|one of your creatures)/i.test(pre.rest)) return null;
      const noun = parseNoun(n[2]);
      if (!noun || (noun.noun !== "creature" && noun.noun !== "race")) return null;
      const filter = { ...noun.filter };
      to = { whose: "own", ...(Object.keys(filter).length > 0 ? { filter } : {}), ...(n[1] ? { excludeSelf: true } : {}) };
    } else return null;
    const spells = m[1] !== undefined;
    const st: StaticDef = { kind: "grant", to, cantBeChosen: spells ? "spells" : "any", text: line, ...(conditions.length > 0 ? { conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `your opponent's ${spells ? "spells' " : ""}choices can't pick ${"crossed" in to ? "the crossed creature" : `your ${to.whose === "own" && to.excludeSelf ? "other " : ""}matching creatures`}${conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : ""}`,
    };
  },
};
