/**
 * Static abilities of the card itself ("This creature can't attack players.", "While battling, this creature gets
 * +2000 power.", "During your turn, this creature gets "double breaker".", "This creature is put into the battle zone
 * tapped."), read into the engine's static kinds. Each template is proven by a smoke scenario.
 */
import type { Condition, GrantScope, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseConditionPrefix, parseNoun, parsePerCard, parseQuotedKeywords } from "./grammar";
import { ENGINE_KEYWORDS, type Template, type TemplateResult } from "./template-types";
import { STATIC_ST_TEMPLATES } from "./statics-st";

/** A condition said after the ability: "... while battling", "... during your opponent's turn". */
function suffixCondition(s: string): { rest: string; conditions: Condition[] } {
  let m = /^(.*?),? (?:while (?:this creature is )?battling|during (?:a|its) battles?)$/i.exec(s);
  if (m) return { rest: m[1], conditions: [{ kind: "battling" }] };
  m = /^(.*?),? (?:while (?:this creature is )?attacking|during its attacks?|when(?:ever)? it attacks)$/i.exec(s);
  if (m) return { rest: m[1], conditions: [{ kind: "attacking" }] };
  m = /^(.*?),? during (your|your opponent's) turns?$/i.exec(s);
  if (m) return { rest: m[1], conditions: [{ kind: "turn", whose: /opponent/i.test(m[2]) ? "opponents" : "yours" }] };
  return { rest: s, conditions: [] };
}

const withConditions = <T extends object>(x: T, conditions: Condition[]): T => (conditions.length > 0 ? { ...x, conditions } : x);

const conditionWords = (conditions: Condition[]): string => (conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : "");

/** The head of a self static: optional condition prefix, "this creature", the rest, an optional condition suffix. */
function selfStatic(line: string): { conditions: Condition[]; rest: string } | null {
  const t = normalise(line).replace(/\.$/, "");
  const pre = parseConditionPrefix(t);
  const m = /^this creature (.+)$/i.exec(pre.rest);
  if (!m) return null;
  const suf = suffixCondition(m[1]);
  return { conditions: [...pre.conditions, ...suf.conditions], rest: suf.rest };
}

/** "This creature can't attack", "... can't attack players", "... can't attack creatures" (110.2a example). */
const cantAttack: Template = {
  name: "static:cant-attack",
  kind: "static",
  clause: "110.2a",
  match(line) {
    const h = selfStatic(line);
    if (!h) return null;
    const m = /^can't attack( players| creatures| or block)?$/i.exec(h.rest);
    if (!m) return null;
    const w = (m[1] ?? "").trim().toLowerCase();
    const targets = w === "players" ? "players" : w === "creatures" ? "creatures" : "any";
    const st = withConditions<StaticDef>({ kind: "cant-attack", targets, text: line }, h.conditions);
    // "can't attack or block": a scripted block by it is refused too (507.1a; lib/engine/block.ts)
    const noBlock = w === "or block" ? [withConditions<StaticDef>({ kind: "cant-block", text: line }, h.conditions)] : [];
    return {
      apply: (ab) => ab.statics.push(st, ...noBlock),
      effect: `the attack action refuses an attack by this creature${targets === "any" ? "" : ` on ${targets}`}${noBlock.length > 0 ? ", and a block by it" : ""}${conditionWords(h.conditions)}`,
    };
  },
};

/** "This creature can't be attacked." */
const cantBeAttacked: Template = {
  name: "static:cant-be-attacked",
  kind: "static",
  match(line) {
    const h = selfStatic(line);
    if (!h || !/^can't be attacked$/i.test(h.rest)) return null;
    const st = withConditions<StaticDef>({ kind: "cant-be-attacked", text: line }, h.conditions);
    return { apply: (ab) => ab.statics.push(st), effect: `the attack action refuses an attack on this creature${conditionWords(h.conditions)}` };
  },
};

/**
 * "This creature can attack untapped creatures.": the engine does not restrict attacks to tapped creatures (505.2 is not
 * checked: scenarios script the attacks), so the permission changes nothing in a run.
 */
const canAttackUntapped: Template = {
  name: "rule:can-attack-untapped",
  kind: "rule",
  clause: "505.2",
  match(line) {
    const h = selfStatic(line);
    if (!h) return null;
    // "can attack untapped creatures", "... untapped darkness creatures": any noun of creatures
    const m = /^can attack untapped (.+)$/i.exec(h.rest);
    const n = m ? parseNoun(`untapped ${m[1]}`) : null;
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    return { apply: () => {}, note: "the engine does not restrict attacks to the opponent's tapped creatures (505.2 is not checked: a scenario's attacks are the players' choices), so this permission changes nothing in a run" };
  },
};


/**
 * "This creature can't be blocked." and its variants, and "stealth": a `cant-be-blocked` static, so a scripted block of
 * its attack is refused (507.1a example; lib/engine/block.ts); "... by creatures that have less power than it": the
 * blocker's power compared with the attacker's when the block is declared.
 */
const cantBeBlocked: Template = {
  name: "static:cant-be-blocked",
  kind: "static",
  clause: "507.1a",
  match(line) {
    const t = normalise(line).replace(/\.$/, "");
    let m: RegExpExecArray | null;
    let st: StaticDef | null = null;
    if (/^this creature can't be blocked$/i.test(t)) st = { kind: "cant-be-blocked", text: line };
    else if ((m = /^this creature can't be blocked by (?:any creature that has|creatures that have) power (\d+) or less$/i.exec(t))) st = { kind: "cant-be-blocked", by: { powerAtMost: Number(m[1]) }, text: line };
    else if (/^this creature can't be blocked by creatures that have (?:less power than (?:it|this creature)|power less than it)$/i.test(t)) st = { kind: "cant-be-blocked", byLessPower: true, text: line };
    else if ((m = /^this creature can't be blocked by (light|water|darkness|fire|nature) creatures$/i.exec(t))) st = { kind: "cant-be-blocked", by: { civilization: m[1].toLowerCase() }, text: line };
    else if ((m = /^this creature can't be blocked while you have at least (\d+) other creatures in the battle zone$/i.exec(t)))
      st = { kind: "cant-be-blocked", text: line, conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, atLeast: Number(m[1]), excludeSource: true }] };
    else if ((m = /^(light|water|darkness|fire|nature) stealth \(this creature can't be blocked while your opponent has any (light|water|darkness|fire|nature) cards in their mana zone\.?\)$/i.exec(t)) && m[1].toLowerCase() === m[2].toLowerCase())
      st = { kind: "cant-be-blocked", text: line, conditions: [{ kind: "zone-count", whose: "opponents", zone: "mana", filter: { civilization: m[2].toLowerCase() }, atLeast: 1 }] };
    if (st === null) return null;
    const s = st;
    return { apply: (ab) => ab.statics.push(s), effect: "a block of this creature's attack is refused (507.1a)" };
  },
};

/** "This creature is put into the battle zone tapped." (a state definition as it enters, 110.4f) */
const enterTapped: Template = {
  name: "static:enter-battle-tapped",
  kind: "static",
  clause: "110.4f",
  match(line) {
    if (!/^this creature is put into the battle zone tapped\.?$/i.test(normalise(line))) return null;
    return { apply: (ab) => ab.onEnter.push({ kind: "tapped", text: line }), effect: "it enters the battle zone tapped (a state definition as it enters, 110.4f; not a replacement)" };
  },
};

/** "This creature doesn't untap at the start of your turn." */
const doesntUntap: Template = {
  name: "static:doesnt-untap",
  kind: "static",
  clause: "501.1",
  match(line) {
    if (!/^this creature doesn't untap at the start of your turns?\.?$/i.test(normalise(line))) return null;
    return { apply: (ab) => ab.statics.push({ kind: "doesnt-untap", text: line }), effect: "it stays tapped when its player's cards untap at the start of the turn (501.1)" };
  },
};

/**
 * "This creature gets +N power [for each X]", "... gets +N power and "double breaker"", "... gets "speed attacker"",
 * under a condition said before or after ("While battling, ...", "... during your opponent's turn").
 */
const selfPowerOrKeyword: Template = {
  name: "static:power",
  kind: "static",
  match(line) {
    const h = selfStatic(line);
    if (!h) return null;
    let m = /^(?:gets|has) ([+-]\d+) power(?: for each (.+?))?(?: and (?:has |gets )?(".+"))?$/i.exec(h.rest);
    let amount: number | null = null;
    let per = null;
    let kws: string[] | null = null;
    if (m) {
      amount = Number(m[1]);
      if (m[2]) {
        per = parsePerCard(`each ${m[2]}`, { other: true });
        if (!per) return null;
      }
      if (m[3]) {
        kws = parseQuotedKeywords(m[3]);
        if (!kws) return null;
      }
    } else if ((m = /^(?:gets|has) (".+")$/i.exec(h.rest))) {
      kws = parseQuotedKeywords(m[1]);
      if (!kws) return null;
    } else return null;
    const statics: StaticDef[] = [];
    if (amount !== null) statics.push(withConditions<StaticDef>({ kind: "power", amount, ...(per ? { perCard: per } : {}), text: line }, h.conditions));
    for (const k of kws ?? []) statics.push(withConditions<StaticDef>({ kind: "keyword", keyword: k, text: line }, h.conditions));
    const idle = (kws ?? []).filter((k) => !ENGINE_KEYWORDS.has(k));
    const words = [amount !== null ? `${amount >= 0 ? "+" : ""}${amount} power${per ? " for each card counted" : ""}` : "", ...(kws ?? [])].filter(Boolean).join(" and ");
    const r: TemplateResult = {
      name: amount === null ? "static:keyword" : "static:power",
      apply: (ab) => ab.statics.push(...statics),
      effect: `this creature gets ${words}${conditionWords(h.conditions)}`,
    };
    if (idle.length > 0) r.note = `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet`;
    return r;
  },
};

/** "Power attacker +N (While attacking, this creature gets +N power.)": +N power while it attacks. */
const powerAttacker: Template = {
  name: "keyword:power-attacker",
  kind: "static",
  match(line) {
    const m = /^power attacker \+(\d+)(?: \(while attacking, this creature gets \+\d+ power\.?\))?\.?$/i.exec(normalise(line));
    if (!m) return null;
    const amount = Number(m[1]);
    return {
      apply: (ab) => {
        if (!ab.keywords.includes("power-attacker")) ab.keywords.push("power-attacker");
        ab.statics.push({ kind: "power", amount, text: line, conditions: [{ kind: "attacking" }] });
      },
      effect: `+${amount} power while this creature is attacking (from its attack until the attack ends)`,
    };
  },
};

/**
 * Abilities other creatures get from this card while it is in the battle zone: "Each of your other fire creatures gets
 * +2000 power.", "Your Dragons have "blocker".", "Each of your opponent's creatures gets -1000 power.", "The attached
 * creature gets "powered breaker"." (an aura), "The crossed creature gets "double breaker"." (a Cross Gear), "Your
 * opponent's creatures can't attack.", "Each of your Humans can't be attacked."
 */
const grantStatic: Template = {
  name: "static:grant",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    let m: RegExpExecArray | null;
    let to: GrantScope | null = null;
    let rest: string;
    if ((m = /^the (attached|crossed) creature (?:gets|has) (.+)$/i.exec(pre.rest))) {
      if (m[1].toLowerCase() === "attached" ? !/Aura/.test(ctx.type) : !/Cross Gear/.test(ctx.type)) return null;
      // "The crossed creature gets +N power." alone is the Cross Gear's own static (crossed-creature-power)
      if (/^\+\d+ power$/i.test(m[2]) && m[1].toLowerCase() === "crossed") return null;
      to = m[1].toLowerCase() === "attached" ? { attached: true } : { crossed: true };
      rest = `gets ${m[2]}`;
    } else if ((m = /^(each of your opponent's|your opponent's|each of your|your|all|each) (other )?(.+?)(?: in the battle zone)? ((?:gets?|has|have) .+|can't be attacked|can't attack(?: players| creatures)?)$/i.exec(pre.rest))) {
      const who = m[1].toLowerCase();
      const whose = who.includes("opponent") ? "opponents" : who === "all" || who === "each" ? "all" : "own";
      const noun = parseNoun(m[3]);
      if (!noun || (noun.noun !== "creature" && noun.noun !== "race")) return null;
      const filter = { ...noun.filter };
      to = { whose, ...(Object.keys(filter).length > 0 ? { filter } : {}), ...(m[2] ? { excludeSelf: true } : {}) };
      rest = m[4];
    } else return null;
    const st: Extract<StaticDef, { kind: "grant" }> = { kind: "grant", to, text: line };
    let r: RegExpExecArray | null;
    if (/^can't be attacked$/i.test(rest)) st.cantBeAttacked = true;
    else if ((r = /^can't attack( players| creatures)?$/i.exec(rest))) st.cantAttack = r[1] ? (r[1].trim().toLowerCase() as "players" | "creatures") : "any";
    else if ((r = /^(?:gets?|has|have) (.+)$/i.exec(rest))) {
      const g = parseGrant(r[1]);
      if (!g) return null;
      if (g.power !== undefined) st.power = g.power;
      if (g.keywords) st.keywords = g.keywords;
    } else return null;
    if (pre.conditions.length > 0) st.conditions = pre.conditions;
    const idle = (st.keywords ?? []).filter((k) => !ENGINE_KEYWORDS.has(k));
    const r2: TemplateResult = { apply: (ab) => ab.statics.push(st), effect: `while this card is in the battle zone, ${"attached" in to ? "the creature it is attached to" : "crossed" in to ? "the creature it is crossed with" : `${to.whose === "own" ? "your" : to.whose === "opponents" ? "your opponent's" : "all"} matching creatures`} ${[st.power !== undefined ? `get ${st.power >= 0 ? "+" : ""}${st.power} power` : "", ...(st.keywords ?? []).map((k) => `get ${k}`), st.cantAttack ? "can't attack" : "", st.cantBeAttacked ? "can't be attacked" : ""].filter(Boolean).join(" and ")}${conditionWords(st.conditions ?? [])}` };
    if (idle.length > 0) r2.note = `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet`;
    return r2;
  },
};

/** "+2000 power", '"blocker"', '+2000 power and "double breaker"', '"speed attacker" and "double breaker"'. */
function parseGrant(s: string): { power?: number; keywords?: string[] } | null {
  const m = /^([+-]\d+) power(?: and (?:has |gets )?(.+))?$/i.exec(s.trim());
  if (m) {
    const k = m[2] ? parseQuotedKeywords(m[2]) : null;
    if (m[2] && !k) return null;
    return { power: Number(m[1]), ...(k ? { keywords: k } : {}) };
  }
  const k = parseQuotedKeywords(s);
  return k ? { keywords: k } : null;
}

/**
 * "Whenever your opponent would choose a creature in the battle zone, they can't choose this one." ("by a spell
 * effect": only spells' choices), "Your opponent can't choose this creature (with spells).": the opponent's choices
 * can't pick it.
 */
const cantBeChosen: Template = {
  name: "static:cant-be-chosen",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line)
      .replace(/\s*\(it can still be attacked(?: (?:and|or) blocked)?\.?\)\.?$/i, "")
      .replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    const m =
      /^whenever your opponent would choose a creature(?: in the battle zone)?( (?:by a spell effect|by the effect of a spell|with a spell effect|due to the effect of a spell|by a spell))?, (?:they|he|she|their) can't choose this (?:one|creature)$/i.exec(pre.rest) ??
      /^your opponent can't choose this creature( with spells)?$/i.exec(pre.rest);
    if (!m) return null;
    const st: StaticDef = { kind: "cant-be-chosen", ...(m[1] ? { spellsOnly: true } : {}), text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return { apply: (ab) => ab.statics.push(st), effect: `your opponent's ${m[1] ? "spells' " : ""}choices can't pick this creature${conditionWords(pre.conditions)}` };
  },
};

export const STATIC_TEMPLATES: Template[] = [grantStatic, cantBeChosen, powerAttacker, cantAttack, cantBeAttacked, canAttackUntapped, cantBeBlocked, enterTapped, doesntUntap, selfPowerOrKeyword, ...STATIC_ST_TEMPLATES];
