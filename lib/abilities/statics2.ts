/**
 * Static abilities of branch `statics2` (issue 14): "can't be blocked" given to other creatures ("Your Jokers can't be
 * blocked.", "The attached creature can't be blocked.": a `grant` with `cantBeBlocked`, 507.1a), "Players can't put
 * psychic creatures into the battle zone." (`cant-enter-battle`, 101.2), and "If this is your only creature in the
 * battle zone, it gets +N power." (`power` while no other creature of its controller is in the battle zone).
 */
import type { CardFilter, Condition, GrantScope, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseConditionPrefix, parseNoun, parseQuotedKeywords } from "./grammar";
import { ENGINE_KEYWORDS, type Template, type TemplateResult } from "./template-types";

/**
 * "Your Jokers can't be blocked.", "Each of your Giants can't be blocked.", "Your other water creatures in the battle
 * zone can't be blocked.", "Each of your Grand Devils in the battle zone gets +2000 power and can't be blocked.", "The
 * attached creature can't be blocked." (an aura), "The crossed creature gets +1000 power and can't be blocked." (a Cross
 * Gear): while this card is in the battle zone, the attacks of those creatures can't be blocked (507.1a: 「「ブロックされ
 * ない」能力を持つクリーチャーが攻撃している場合、ブロッカーを持つクリーチャーを選ぶことはできません。」).
 */
const grantCantBeBlocked: Template = {
  name: "static:grant-cant-be-blocked",
  kind: "static",
  clause: "507.1a",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    let m: RegExpExecArray | null;
    let to: GrantScope;
    let tail: string;
    if ((m = /^the (attached|crossed) creature (.+)$/i.exec(pre.rest))) {
      if (m[1].toLowerCase() === "attached" ? !/Aura/.test(ctx.type) : !/Cross Gear/.test(ctx.type)) return null;
      to = m[1].toLowerCase() === "attached" ? { attached: true } : { crossed: true };
      tail = m[2];
    } else if ((m = /^(each of your |your |all )?(other )?(.+?) ((?:gets? [^.]+? and )?can't be blocked)$/i.exec(pre.rest))) {
      // "Your light creatures and darkness creatures" is "your light and darkness creatures"
      const words = m[3].replace(/ in the battle zone$/i, "").replace(/^(\w+) creatures and (\w+) creatures$/i, "$1 and $2 creatures");
      if (/^(?:this|that|these|those|one|a|an|each|it)\b/i.test(words)) return null;
      const noun = parseNoun(words);
      if (!noun || (noun.noun !== "creature" && noun.noun !== "race")) return null;
      // without "your" ("Liquid People can't be blocked."): every such creature, both players'
      if (!m[1] && noun.noun !== "race") return null;
      const filter: CardFilter = { ...noun.filter };
      const whose = !m[1] || /^all/i.test(m[1]) ? "all" : "own";
      to = { whose, ...(Object.keys(filter).length > 0 ? { filter } : {}), ...(m[2] ? { excludeSelf: true } : {}) };
      tail = m[4];
    } else return null;
    const g = /^(?:gets? (.+?) and )?can't be blocked$/i.exec(tail);
    if (!g) return null;
    const gets = g[1] === undefined ? {} : parseGets(g[1]);
    if (gets === null) return null;
    const st: Extract<StaticDef, { kind: "grant" }> = { kind: "grant", to, cantBeBlocked: true, text: line };
    if (gets.power !== undefined) st.power = gets.power;
    if (gets.keywords) st.keywords = gets.keywords;
    if (pre.conditions.length > 0) st.conditions = pre.conditions;
    const who = "attached" in to ? "the creature it is attached to" : "crossed" in to ? "the creature it is crossed with" : `${to.whose === "all" ? "all" : "your"}${to.excludeSelf ? " other" : ""} matching creatures`;
    const r: TemplateResult = {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, ${who} ${describeGets(gets)}can't be blocked${conditionWords(pre.conditions)}`,
    };
    const idle = (st.keywords ?? []).filter((k) => !ENGINE_KEYWORDS.has(k));
    if (idle.length > 0) r.note = `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet`;
    return r;
  },
};

/**
 * "While you have 2 or fewer shields, this creature gets +4000 power and can't be blocked.", "If you have 10 or more
 * cards in your hand, this creature gets +10000 power, "Quattro Breaker" and can't be blocked.": its power and keywords
 * (statics `power`, `keyword`) and `cant-be-blocked` (507.1a), all while the conditions hold.
 */
const selfGetsAndUnblockable: Template = {
  name: "static:gets-and-cant-be-blocked",
  kind: "static",
  clause: "507.1a",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^this creature gets (.+?) and can't be blocked$/i.exec(pre.rest);
    if (!m) return null;
    const gets = parseGets(m[1]);
    if (gets === null) return null;
    const c = pre.conditions.length > 0 ? { conditions: pre.conditions } : {};
    const statics: StaticDef[] = [];
    if (gets.power !== undefined) statics.push({ kind: "power", amount: gets.power, text: line, ...c });
    for (const k of gets.keywords ?? []) statics.push({ kind: "keyword", keyword: k, text: line, ...c });
    statics.push({ kind: "cant-be-blocked", text: line, ...c });
    const r: TemplateResult = { apply: (ab) => ab.statics.push(...statics), effect: `this creature ${describeGets(gets)}can't be blocked${conditionWords(pre.conditions)}` };
    const idle = (gets.keywords ?? []).filter((k) => !ENGINE_KEYWORDS.has(k));
    if (idle.length > 0) r.note = `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet`;
    return r;
  },
};

/** '+2000 power', '"speed attacker", "mach fighter"', '+10000 power, "Quattro Breaker"' → power and keywords; null otherwise. */
function parseGets(s: string): { power?: number; keywords?: string[] } | null {
  const m = /^([+-]\d+) power(?:,? (?:and )?(.+))?$/i.exec(s.trim());
  if (m) {
    if (m[2] === undefined) return { power: Number(m[1]) };
    const k = parseQuotedKeywords(m[2]);
    return k ? { power: Number(m[1]), keywords: k } : null;
  }
  const k = parseQuotedKeywords(s.trim());
  return k ? { keywords: k } : null;
}

function describeGets(g: { power?: number; keywords?: string[] }): string {
  const parts = [g.power !== undefined ? `get ${g.power >= 0 ? "+" : ""}${g.power} power` : "", ...(g.keywords ?? []).map((k) => `get ${k}`)].filter(Boolean);
  return parts.length > 0 ? `${parts.join(", ")} and ` : "";
}

const conditionWords = (conditions: Condition[]): string => (conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : "");

/**
 * "Players can't put psychic creatures into the battle zone.", "Nobody can put psychic creatures into the battle zone.":
 * while this card is in the battle zone no psychic creature is put into the battle zone, by either player (101.2: "can't"
 * beats "can"; the put is refused, an effect's move does not happen).
 */
const noPsychics: Template = {
  name: "static:players-cant-put-psychics",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    if (!/^(?:players|nobody) can't put psychic creatures into the battle zone\.?$/i.test(normalise(line).replace(/^nobody can put/i, "nobody can't put"))) return null;
    const st: StaticDef = { kind: "cant-enter-battle", whose: "players", filter: { typeIncludes: "Psychic" }, text: line };
    return { apply: (ab) => ab.statics.push(st), effect: "while this card is in the battle zone, no player's psychic creature can be put into the battle zone" };
  },
};

/**
 * "If this is your only creature in the battle zone, it gets +2222 power.": +N power while its controller has no other
 * creature in the battle zone.
 */
const onlyCreaturePower: Template = {
  name: "static:only-creature-power",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^if this (?:creature )?is your only creature in the battle zone, (?:it|this creature) gets ([+-]\d+) power\.?$/i.exec(normalise(line));
    if (!m) return null;
    const amount = Number(m[1]);
    const st: StaticDef = { kind: "power", amount, text: line, conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, atMost: 0, excludeSource: true }] };
    return { apply: (ab) => ab.statics.push(st), effect: `${amount >= 0 ? "+" : ""}${amount} power while you have no other creature in the battle zone` };
  },
};


/**
 * "Your opponent can't use the "shield trigger" abilities of their shields.", "While this creature is tapped, your
 * opponent can't use the "shield trigger" ability of spells.", "Players can't use the "shield trigger" abilities of light
 * cards.", "You can't use "shield trigger" abilities.", "Your opponent can't use the "shield trigger" of shields this
 * creature breaks.": while this card is in the battle zone (and the conditions hold), those players can't declare the
 * shield trigger of a broken shield (509.5a) that matches; "can't" beats "can" (101.2).
 */
const cantUseShieldTrigger: Template = {
  name: "static:cant-use-shield-trigger",
  kind: "static",
  clause: "509.5a",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^(your opponent|they|players|player's|you) (?:can't|cannot) use (?:the )?(?:"shield trigger"|their (creatures|spells)'? "shield trigger")(?: abilit(?:y|ies))?(?: of (their shields|his shields|spells|(?:light|water|darkness|fire|nature) cards|non-(?:light|water|darkness|fire|nature) cards|shields broken by this creature|shields this creature breaks))?$/i.exec(pre.rest);
    if (!m) return null;
    const subj = m[1].toLowerCase();
    // "they" only after a condition naming the opponent ("While your opponent has 4 or more shields, they can't ...")
    if (subj === "they" && !/^(?:while|if) your opponent\b/i.test(normalise(line))) return null;
    const who = subj === "you" ? "yours" : subj.startsWith("player") ? "players" : "opponents";
    const of = (m[3] ?? "").toLowerCase();
    const filter: CardFilter = {};
    let brokenBySource = false;
    const kind = (m[2] ?? "").toLowerCase();
    if (kind === "creatures") filter.typeIncludes = "Creature";
    else if (kind === "spells") filter.typeIncludes = "Spell";
    let c: RegExpExecArray | null;
    if (of === "spells") filter.typeIncludes = "Spell";
    else if ((c = /^non-(\w+) cards$/.exec(of))) filter.civilizationNot = c[1];
    else if ((c = /^(\w+) cards$/.exec(of))) filter.civilization = c[1];
    else if (/this creature/.test(of)) {
      if (!/Creature/.test(ctx.type)) return null;
      brokenBySource = true;
    }
    const st: StaticDef = {
      kind: "cant-use-shield-trigger",
      who,
      ...(Object.keys(filter).length > 0 ? { filter } : {}),
      ...(brokenBySource ? { brokenBySource: true } : {}),
      text: line,
      ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}),
    };
    const whom = who === "yours" ? "you" : who === "players" ? "no player" : "your opponent";
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, ${whom}${who === "players" ? " can" : " can't"} use the shield trigger of ${brokenBySource ? "shields this creature's attack breaks" : of || (kind ? `their ${kind}` : who === "yours" ? "your shields" : "their shields")} (509.5a, 101.2)${conditionWords(pre.conditions)}`,
    };
  },
};

/**
 * "you have no other fire creatures in the battle zone", "you have no other creatures in the battle zone", "you have at
 * least one other fire creature in the battle zone": how many other creatures (of a civilization) its controller has in
 * the battle zone; null for any other wording.
 */
function otherCreaturesCondition(s: string): Condition | null {
  const m = /^you have (no|at least one|at least 1|another) other ?(?:(light|water|darkness|fire|nature) )?creatures? in the battle zone$/i.exec(s.replace(/^you have another /i, "you have another other "));
  if (!m) return null;
  const filter: CardFilter = { typeIncludes: "Creature", ...(m[2] ? { civilization: m[2].toLowerCase() } : {}) };
  return m[1].toLowerCase() === "no" ? { kind: "zone-count", whose: "yours", zone: "battle", filter, atMost: 0, excludeSource: true } : { kind: "zone-count", whose: "yours", zone: "battle", filter, atLeast: 1, excludeSource: true };
}

/**
 * "While you have no other fire creatures in the battle zone, this creature has "power attacker +4000" and "double
 * breaker." (A creature that has …)", "While you have at least one other fire creature in the battle zone, this creature
 * has "Power attacker +2000 (While attacking, this creature gets +2000 power).": power attacker is +N power while
 * attacking (the keyword's reminder), so +N power while attacking and the condition holds; "double breaker" a keyword
 * static under the condition.
 */
const conditionalPowerAttacker: Template = {
  name: "static:conditional-power-attacker",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line)
      .replace(/\s*\((?:while attacking, )?a creature that has [^()]*\)\.?$/i, "")
      .replace(/\.$/, "");
    const m = /^while (.+?), this creature (?:has|gets) "power attacker \+(\d+)(?: \(while attacking, this creature gets \+\d+ power\)\.?)?"(?: and "double breaker(?: \(this creature breaks 2 shields\)\.?)?\.?")?\.?$/i.exec(t);
    if (!m) return null;
    const cond = otherCreaturesCondition(m[1]);
    if (!cond) return null;
    const reminder = /\(while attacking, this creature gets \+(\d+) power\)/i.exec(t);
    if (reminder && reminder[1] !== m[2]) return null;
    const amount = Number(m[2]);
    const breaker = /"double breaker/i.test(t);
    const statics: StaticDef[] = [{ kind: "power", amount, text: line, conditions: [{ kind: "attacking" }, cond] }];
    if (breaker) statics.push({ kind: "keyword", keyword: "double-breaker", text: line, conditions: [cond] });
    return {
      apply: (ab) => ab.statics.push(...statics),
      effect: `+${amount} power while this creature is attacking${breaker ? ", and double breaker," : ""}${conditionWords([cond])}`,
    };
  },
};

/**
 * "Players can't summon creatures that cost 4 or less.", "During your turn, your opponent can't summon creatures.":
 * while this card is in the battle zone (and the conditions hold), those players can't summon such creatures (101.2).
 */
const cantSummon: Template = {
  name: "static:cant-summon",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^(your opponent|players|you) can't summon (creatures(?: that cost \d+ or (?:less|more))?)$/i.exec(pre.rest);
    if (!m) return null;
    const noun = parseNoun(m[2]);
    if (!noun || noun.noun !== "creature") return null;
    const subj = m[1].toLowerCase();
    const who = subj === "you" ? "yours" : subj === "players" ? "players" : "opponents";
    const st: StaticDef = { kind: "cant-summon", who, ...(Object.keys(noun.filter).length > 0 ? { filter: { ...noun.filter } } : {}), text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, ${who === "yours" ? "you" : who === "players" ? "no player" : "your opponent"} ${who === "players" ? "can" : "can't"} summon ${m[2]} (101.2)${conditionWords(pre.conditions)}`,
    };
  },
};

/**
 * "Your opponent's non-Dragon creatures can't attack on the turn they are put.", "Your opponent's evolution creatures
 * can't attack the turn they are put.", "Creatures can't attack players on the turn they are put into the battle zone.":
 * a `grant` (`cantAttack`, `cantAttackTurnPut`) to the creatures named, matching the kind of creature (a keyword filter,
 * "creatures that have "speed attacker"", is not read: a keyword another card grants would not be seen by the filter).
 */
const cantAttackTurnPutOf: Template = {
  name: "static:grant-cant-attack-turn-put",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^(your opponent's |your |all )?((?:[\w-]+ )?creatures) can't attack( players| you)? (?:on |during )?the turn (?:they are|they're) put(?: into the battle zone)?$/i.exec(pre.rest);
    if (!m) return null;
    const noun = parseNoun(m[2]);
    if (!noun || noun.noun !== "creature" || noun.filter.keyword !== undefined) return null;
    // the plain "(your|your opponent's|all) creatures" wording is statics-more's
    if (m[1] && Object.keys(noun.filter).length === 0) return null;
    const whose = m[1] && /opponent/i.test(m[1]) ? "opponents" : m[1] && /^your/i.test(m[1]) ? "own" : "all";
    const targets = m[3] ? "players" : "any";
    const st: StaticDef = { kind: "grant", to: { whose, ...(Object.keys(noun.filter).length > 0 ? { filter: { ...noun.filter } } : {}) }, cantAttack: targets, cantAttackTurnPut: true, text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, ${whose === "own" ? "your" : whose === "opponents" ? "your opponent's" : "all"} ${m[2]} can't attack${targets === "players" ? " players" : ""} on the turn they were put into the battle zone${conditionWords(pre.conditions)}`,
    };
  },
};

export const STATICS2_TEMPLATES: Template[] = [cantAttackTurnPutOf, cantSummon, conditionalPowerAttacker, cantUseShieldTrigger, grantCantBeBlocked, selfGetsAndUnblockable, noPsychics, onlyCreaturePower];
