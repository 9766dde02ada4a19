/**
 * More static and continuous abilities, and the rule lines beside them (issue 14): the Tap ability (602), conditions
 * on the card itself said before "it" ("While this creature is linked, it has ..."), and rule notes. Each template is
 * proven by a smoke scenario (tests/abilities/smokes-gram-st.ts).
 */
import type { Condition, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { describeSteps } from "./describe";
import { normalise, parseConditionPrefix, parseEffects, parseNoun, splitQuoted, stripQuotedReminder, keywordId } from "./grammar";
import { ENGINE_KEYWORDS, type Template, type TemplateResult } from "./template-types";

/**
 * "Instead of having this creature attack, you may tap it to use its Tap ability.": the activation of the creature's
 * Tap ability (602.1). Not a replacement effect: 602.2 says that where an activation condition replaces a situation,
 * only the activation is in the situation's place (here, an attack not made), and the ability's effect replaces
 * nothing; nothing that would happen is changed into something else (609.1). The engine's action `tap-ability` does it.
 */
const tapAbilityRule: Template = {
  name: "rule:tap-ability",
  kind: "rule",
  clause: "602.1",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^instead of having this creature attack, you may tap (?:it|this creature) to use its tap ability\.?$/i.test(normalise(line))) return null;
    return {
      apply: () => {},
      note: "the activation of the Tap ability (602.1; not a replacement effect: only the activation takes the attack's place, 602.2): the action `tap-ability` taps this creature when it could attack (602.3a) and resolves its Tap ability",
    };
  },
};

/** "Tap ability: <effect>": the effect of the creature's Tap ability (602.1), read as a spell's effect is. */
const tapAbility: Template = {
  name: "activated:tap-ability",
  kind: "activated",
  clause: "602.1",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    // the catalogue sometimes repeats the label ("Tap ability: Tap ability: ...")
    const m = /^tap ability:\s*(?:tap ability:\s*)?(.+)$/i.exec(normalise(line));
    if (!m) return null;
    const notes: string[] = [];
    const steps = parseEffects(m[1], { notes });
    if (!steps || steps.length === 0) return null;
    return {
      // no catalogue creature prints two Tap abilities
      apply: (ab) => {
        ab.tapAbility = steps;
      },
      effect: `when its Tap ability is used (instead of attacking, tapping this creature: 602.1): ${describeSteps(steps)}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

/**
 * A condition on this creature said first, then "it" or "this creature": "While this creature is linked, it has ...",
 * "While this creature has power 6000 or more, it has ...", "If this creature has 6000 power or more, it has ...",
 * "While battling a creature that has "blocker", this creature gets ...". Other prefixes as the grammar reads them.
 * `self`: the condition names this creature, so "it" is this creature.
 */
function selfConditionPrefix(t: string): { conditions: Condition[]; rest: string; self: boolean } | null {
  let m = /^while this creature is linked, (.+)$/i.exec(t);
  if (m) return { conditions: [{ kind: "source-linked" }], rest: m[1], self: true };
  m = /^(?:while|if) this creature has (?:power (\d+)|(\d+) power) or more, (.+)$/i.exec(t);
  // power is a whole number: "N or more" is "more than N - 1"
  if (m) return { conditions: [{ kind: "source-power-above", value: Number(m[1] ?? m[2]) - 1 }], rest: m[3], self: true };
  m = /^while (?:this creature is )?battling (?:an? )?(.+?), (.+)$/i.exec(t);
  if (m) {
    const n = parseNoun(m[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race") || Object.keys(n.filter).length === 0) return null;
    // the other creature's power could depend on this one's (two copies battling): not read
    if (n.filter.powerAtLeast !== undefined || n.filter.powerAtMost !== undefined) return null;
    return { conditions: [{ kind: "battling", against: n.filter }], rest: m[2], self: true };
  }
  const pre = parseConditionPrefix(t);
  if (pre.conditions.length === 0) return null;
  return { ...pre, self: false };
}

/** What the creature gets: "+N power", quoted keywords, '"power attacker +N"' (+N power while attacking), joined by "and". */
function parseSelfGets(s: string): { power: number | null; attackerPower: number | null; keywords: string[] } | null {
  let power: number | null = null;
  let rest = s.trim();
  const p = /^([+-]\d+) power(?: and (?:has |gets )?(.+))?$/i.exec(rest);
  if (p) {
    power = Number(p[1]);
    if (!p[2]) return { power, attackerPower: null, keywords: [] };
    rest = p[2];
  }
  const items = splitQuoted(rest);
  if (!items) return null;
  const keywords: string[] = [];
  let attackerPower: number | null = null;
  for (const q of items) {
    const body = stripQuotedReminder(q);
    const pa = /^power attacker \+(\d+)$/i.exec(body);
    if (pa && attackerPower === null) {
      attackerPower = Number(pa[1]);
      continue;
    }
    const k = keywordId(body);
    if (!k) return null;
    keywords.push(k);
  }
  return { power, attackerPower, keywords };
}

const conditionWords = (conditions: Condition[]): string => (conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : "");

/**
 * This creature's power or keywords under a condition the other templates don't read: "While this creature is linked,
 * it has "triple breaker".", "While this creature has power 6000 or more, it has "double breaker".", "While battling a
 * creature that has "blocker", this creature gets +4000 power.", "While you have no other creatures in the battle zone,
 * this creature has "power attacker +3000" and "double breaker"." A power bonus under a condition on this creature's
 * own power is not read (it would depend on itself).
 */
const selfConditional: Template = {
  name: "static:self-conditional",
  kind: "static",
  match(line) {
    // a reminder after the line is dropped by the compiler's second reading (stripRuleReminders), not here
    const t = normalise(line).replace(/\.$/, "");
    const pre = selfConditionPrefix(t);
    if (!pre) return null;
    const m = /^(this creature|it) (?:gets|has) (.+)$/i.exec(pre.rest);
    if (!m || (m[1].toLowerCase() === "it" && !pre.self)) return null;
    const g = parseSelfGets(m[2]);
    if (!g) return null;
    const onOwnPower = pre.conditions.some((c) => c.kind === "source-power-above" || c.kind === "source-power-at-most");
    if (onOwnPower && (g.power !== null || g.attackerPower !== null)) return null;
    const statics: StaticDef[] = [];
    const withC = (conds: Condition[]) => (conds.length > 0 ? { conditions: conds } : {});
    if (g.power !== null) statics.push({ kind: "power", amount: g.power, text: line, ...withC(pre.conditions) });
    if (g.attackerPower !== null) statics.push({ kind: "power", amount: g.attackerPower, text: line, conditions: [...pre.conditions, { kind: "attacking" }] });
    for (const k of g.keywords) statics.push({ kind: "keyword", keyword: k, text: line, ...withC(pre.conditions) });
    if (statics.length === 0) return null;
    const words = [g.power !== null ? `${g.power >= 0 ? "+" : ""}${g.power} power` : "", g.attackerPower !== null ? `+${g.attackerPower} power while attacking (power attacker)` : "", ...g.keywords].filter(Boolean).join(" and ");
    const idle = g.keywords.filter((k) => !ENGINE_KEYWORDS.has(k));
    const r: TemplateResult = { apply: (ab) => ab.statics.push(...statics), effect: `this creature gets ${words}${conditionWords(pre.conditions)}` };
    if (idle.length > 0) r.note = `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet`;
    return r;
  },
};

/**
 * "You can put an evolution creature of any race on this creature." (and "... on the crossed creature", "You may put
 * ... on this tamaseed"): a permission about what may evolve on it. The engine's `evolve` action does not check what an
 * evolution creature may be put on (races, civilizations), so an evolution creature of any race can already go on it.
 */
const evolveAnyRace: Template = {
  name: "rule:evolve-any-race",
  kind: "rule",
  match(line) {
    if (!/^you (?:can|may) put an evolution creature of any race on (?:this creature|this tamaseed|the crossed creature)\.?$/i.test(normalise(line))) return null;
    return { apply: () => {}, note: "the engine's `evolve` action does not check what an evolution creature may be put on (races, civilizations), so an evolution creature of any race can be put on it in a run" };
  },
};

export const STATIC_ST_TEMPLATES: Template[] = [tapAbilityRule, tapAbility, selfConditional, evolveAnyRace];
