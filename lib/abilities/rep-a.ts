/**
 * Replacement sentences (609) read by the templates of issue 14's helper "rep-a": replacement keywords other creatures
 * get from this card ("Each of your Aliens gets "Saver: Alien". (When one of your Aliens would be destroyed, you may
 * destroy a creature that has "Saver: Alien" instead.)"), and the small shapes listed with them. Tried before the
 * main table (compile.ts); each reads only the exact shapes it names and returns null otherwise.
 */
import type { CardFilter, Condition, EffectStep, GrantScope, ReplacementDef, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { describeSteps, describeWatch } from "./describe";
import { normalise, parseCondition, parseConditionPrefix, parseEffects, parseNoun } from "./grammar";
import { nounSubject, parseReplacement } from "./templates";
import type { Template, TemplateResult } from "./template-types";

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The replacement keywords whose reminder a card spells out when it gives them to others. */
const GRANTED_KEYWORD = /^(saver|ultra saver|escape|eternal omega|shield saver)(?::\s*(.+))?$/i;

/**
 * "Dragons and Commands", "Hunter and Alien": each of your Dragons and each of your Commands (a creature of either
 * race); "gacharange creatures": creatures of the type Gacharange Creature; else the grammar's noun.
 */
function grantNoun(s: string): CardFilter | null {
  const t = s.trim();
  if (/^gacharange creatures$/i.test(t)) return { typeIncludes: "Gacharange" };
  const both = /^([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) and ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)$/.exec(t);
  if (both) {
    const a = parseNoun(both[1]);
    const b = parseNoun(both[2]);
    // only two races, nothing else ("Light and Fire dragons" is not read: light dragons and fire dragons, or dragons of both?)
    if (!a || !b || a.noun !== "race" || b.noun !== "race" || Object.keys(a.filter).length !== 1 || Object.keys(b.filter).length !== 1) return null;
    return { raceIncludes: [...a.filter.raceIncludes!, ...b.filter.raceIncludes!] };
  }
  const n = parseNoun(t);
  if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
  return { ...n.filter };
}

/**
 * "N or more face down cards in your mana zone" (Crystal Arms); "you have N or more cards in your mana zone and one or
 * more of them is CIV civilization" (Mana Drive); else the grammar's condition.
 */
function grantCondition(s: string): Condition[] | null {
  let m = /^you have (\d+) or more face down cards in your mana zone$/i.exec(s);
  if (m) return [{ kind: "zone-count", whose: "yours", zone: "mana", filter: { faceUp: false }, atLeast: Number(m[1]) }];
  m = /^you have (\d+) or more cards in your mana zone and one or more of them is (light|water|darkness|fire|nature)(?: civilization)?$/i.exec(s);
  if (m) {
    return [
      { kind: "zone-count", whose: "yours", zone: "mana", atLeast: Number(m[1]) },
      { kind: "zone-count", whose: "yours", zone: "mana", filter: { civilization: m[2].toLowerCase() }, atLeast: 1 },
    ];
  }
  return parseCondition(s);
}

/**
 * An ability word before the condition it names: "Crystal Arms 2: If you have 2 or more face down cards in your mana
 * zone, ...", "Mana Drive 2 (Light): If you have 2 or more cards in your mana zone and one or more of them is light
 * civilization, ...". Dropped only when the condition spells out what the label names.
 */
function stripLabel(t: string): string | null {
  const m = /^(crystal arms (\d+)|mana drive (\d+) \((light|water|darkness|fire|nature)\))\s*:\s*(.+)$/i.exec(t);
  if (!m) return t;
  const rest = m[5];
  if (m[2] !== undefined) return new RegExp(`^if you have ${m[2]} or more face down cards in your mana zone, `, "i").test(rest) ? rest : null;
  return new RegExp(`^if you have ${m[3]} or more cards in your mana zone and one or more of them is ${m[4]}(?: civilization)?, `, "i").test(rest) ? rest : null;
}

/**
 * The reminder of a replacement keyword, as the ability of the creature that has it: "a creature that has "Saver:
 * Alien"" is that creature ("this creature"); "it returns to your hand" is "return it to your hand". Null when the
 * reminder does not name the keyword (it is not that keyword's text).
 */
function keywordAbility(keyword: string, reminder: string, id: string): ReplacementDef | null {
  const q = escapeRe(keyword);
  const named = new RegExp(`\\b(?:a creature|one of your creatures|any of your creatures|the creature) that (?:has|have) "${q}"`, "gi");
  if (!named.test(reminder)) return null;
  const r = reminder
    .replace(named, "this creature")
    .replace(/\bwould destroyed\b/i, "would be destroyed")
    .replace(/^((?:when|whenever) this creature would leave(?: the battle zone)?), it returns to your hand instead/i, "$1, return it to your hand instead");
  const rep = parseReplacement(r, id);
  if (!rep || rep.activeIn || rep.ifYouDo) return null;
  const kw = GRANTED_KEYWORD.exec(keyword);
  if (!kw) return null;
  const name = kw[1].toLowerCase();
  const w = rep.watches;
  if (name === "escape" || name === "eternal omega") {
    // the keyword's own creature: "When this creature would be destroyed / would leave"
    if (w.subject !== "self" || kw[2]) return null;
    if (name === "escape" ? w.event !== "destroy" : w.event !== "leave-battle") return null;
  } else if (name === "shield saver") {
    if (w.event !== "break" || w.subject !== "own" || kw[2]) return null;
  } else {
    // Saver: <Race> watches that race being destroyed; Ultra Saver: <Race> that race leaving
    if (!kw[2] || w.event !== (name === "saver" ? "destroy" : "leave-battle") || w.subject !== "own") return null;
    const named2 = nounSubject("own", kw[2]);
    const strip = (f: CardFilter | undefined) => JSON.stringify({ ...f, typeIncludes: undefined });
    if (!named2 || strip(named2.filter) !== strip(w.filter)) return null;
  }
  // savers and shield savers spend the creature itself: it can be given to one event of a batch (609.9)
  if (!rep.instead.some((st) => "target" in st && "self" in st.target) && name !== "escape" && name !== "eternal omega") return null;
  return { ...rep, text: `${keyword} (${reminder})` };
}

const conditionWords = (conditions: Condition[]): string => (conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : "");

/**
 * "Each of your Aliens in the battle zone gets "Saver: Alien". (When one of your Aliens would be destroyed, you may
 * destroy a creature that has "Saver: Alien" instead.)", "Each of your creatures gets "Escape". (...)", "If you have 5
 * or more Metallica in the battle zone, each of your other Metallica gets "Ultra Saver: Master Dragon". (...)": a static
 * ability of this card (while it is in the battle zone) by which the creatures it names have the keyword's replacement
 * ability as their own (609.1; "this creature" in it is each of those creatures).
 */
const grantReplacement: Template = {
  name: "grant-replacement:others",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    // a creature, or a D2 Field (an element in the battle zone whose static reaches the creatures)
    if (!/Creature|Field/.test(ctx.type)) return null;
    const t = normalise(line);
    const m = /^(.+?) gets? "([^"]+)"\.? \((.+?)\)?\.?$/i.exec(t);
    if (!m) return null;
    const pre = parseConditionPrefix(m[1]);
    const who = /^each of your (other )?(.+?)(?: in the battle zone)?$/i.exec(pre.rest);
    if (!who) return null;
    const filter = grantNoun(who[2]);
    if (!filter) return null;
    const rep = keywordAbility(m[2], m[3].replace(/\.$/, ""), `grant-${ctx.index}`);
    if (!rep) return null;
    const to: GrantScope = { whose: "own", ...(Object.keys(filter).length > 0 ? { filter } : {}), ...(who[1] ? { excludeSelf: true } : {}) };
    const st: StaticDef = { kind: "grant", to, replacements: [rep], text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    const r: TemplateResult = {
      apply: (ab) => ab.statics.push(st),
      watches: `for each of your ${who[1] ? "other " : ""}${who[2]} (while this card is in the battle zone${pre.conditions.length > 0 ? ", " + pre.conditions.map(describeCondition).join(", ") : ""}), as that creature's own ability: ${describeWatch(rep.watches, rep.conditions)}`,
      effect: `${rep.optional ? "you may " : ""}${describeSteps(rep.instead)} ("this card" is the creature that has "${m[2]}")`,
    };
    if (/can't use (?:the|that|its) "shield trigger"/i.test(line)) r.note = 'the engine uses shield triggers only for the shields an attack breaks (declared on the attack, 509.5a), never for shields an effect puts into the hand, so "can\'t use the shield trigger" has nothing to prevent';
    return r;
  },
};

/**
 * "Crystal Arms 2: If you have 2 or more face down cards in your mana zone, this creature gets "escape". (When a
 * creature that has "escape" would be destroyed, ...)", "Mana Drive 2 (Light): If ..., this creature gets "Saver:
 * Light creature". (...)": this creature's own replacement ability, while the condition holds.
 */
const selfGrantReplacement: Template = {
  name: "grant-replacement:self",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = stripLabel(normalise(line));
    if (t === null) return null;
    const m = /^if (.+?), this creature gets "([^"]+)"\.? \((.+?)\)?\.?$/i.exec(t);
    if (!m) return null;
    const conditions = grantCondition(m[1]);
    if (!conditions || conditions.length === 0) return null;
    const rep = keywordAbility(m[2], m[3].replace(/\.$/, ""), `r${ctx.index}`);
    if (!rep) return null;
    const full: ReplacementDef = { ...rep, text: line, conditions: [...conditions, ...(rep.conditions ?? [])] };
    const r: TemplateResult = {
      apply: (ab) => ab.replacements.push(full),
      watches: describeWatch(full.watches, full.conditions),
      effect: `${full.optional ? "you may " : ""}${describeSteps(full.instead)} (this creature's "${m[2]}"${conditionWords(conditions)})`,
    };
    if (/can't use (?:the|that|its) "shield trigger"/i.test(line)) r.note = 'the engine uses shield triggers only for the shields an attack breaks (declared on the attack, 509.5a), never for shields an effect puts into the hand, so "can\'t use the shield trigger" has nothing to prevent';
    return r;
  },
};

/**
 * "Cyclone (This turn, if you summoned a creature immediately before casting this spell, put it into your hand instead of
 * your graveyard.)": a replacement of the spell's own move from resolution to the graveyard (as Charger's), under the
 * condition that its controller's play immediately before casting it, this turn, was a creature's summon (Duel Masters
 * Wiki, サイクロン: 「この呪文を唱える直前のプレイがクリーチャーの召喚であれば、この呪文の解決に際し墓地に置くかわりに手札に加える」置換効果).
 */
const cyclone: Template = {
  name: "reminder:cyclone",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    if (!/^cyclone \(this turn, if you summoned a creature immediately before casting this spell, put it into your hand instead of your graveyard\.?\)\.?$/i.test(normalise(line))) return null;
    const rep: ReplacementDef = {
      id: `cyclone-${ctx.index}`,
      text: line,
      watches: { event: "to-graveyard", subject: "self" },
      activeIn: "resolving",
      conditions: [{ kind: "summoned-before-cast" }],
      optional: false,
      instead: [{ do: "put-into-hand", target: { eventCard: true } }],
    };
    return {
      apply: (ab) => ab.replacements.push(rep),
      watches: "this spell would be put into the graveyard after it is cast (as it finishes resolving), if this turn its controller summoned a creature immediately before casting it (the play before it)",
      effect: describeSteps(rep.instead),
    };
  },
};

/** The index of the ". " that ends the last sentence but one (outside quotes), or -1. */
function lastSentenceBreak(t: string): number {
  let quote = false;
  let at = -1;
  for (let i = 0; i < t.length - 1; i++) {
    if (t[i] === '"') quote = !quote;
    if (t[i] === "." && t[i + 1] === " " && !quote) at = i;
  }
  return at;
}

/**
 * A spell's "A. If <condition>, B instead.": its own effect says which of two it does (a self-replacement of the
 * effect's last part, 609.7: the condition is looked at as that part is done). Read as the sentences before, then "if
 * the condition holds, B, else A": B and A are each read with the sentences before them ("Choose one of your opponent's
 * creatures. That creature gets -2000 power … If …, the chosen creature gets -6000 power instead."), and the steps both
 * readings share are done once, before.
 */
const spellIfInstead: Template = {
  name: "spell:if-instead",
  kind: "spell",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const m = /^(.*\S)\. if ([^,]+), (.+?) instead$/i.exec(t);
    if (!m || /\binstead\b/i.test(m[1]) || /\binstead of\b/i.test(m[3])) return null;
    const conditions = parseCondition(m[2].replace(/\bthat has (\d+) or (more|less) power\b/i, "that has power $1 or $2"));
    if (!conditions || conditions.length === 0) return null;
    const brk = lastSentenceBreak(m[1]);
    const before = brk >= 0 ? m[1].slice(0, brk + 1) + " " : "";
    const ifNot = parseEffects(m[1]);
    const alt = m[3].charAt(0).toUpperCase() + m[3].slice(1);
    // "That creature gets -2000 power until the end of the turn. If …, the chosen creature gets -6000 power instead.":
    // the power it gets instead lasts as long as the one it replaces
    const lasting = / until the end of the turn$/i.test(m[1]) && /^(?:that|the chosen) creature gets [+-]\d+ power$/i.test(m[3]) ? " until the end of the turn" : "";
    const ifSo = parseEffects(before + alt + lasting);
    if (!ifNot || !ifSo) return null;
    let k = 0;
    while (k < ifNot.length && k < ifSo.length && JSON.stringify(ifNot[k]) === JSON.stringify(ifSo[k])) k++;
    if (k === ifNot.length || k === ifSo.length) return null;
    const steps: EffectStep[] = [...ifNot.slice(0, k), { do: "if", conditions, then: ifSo.slice(k), else: ifNot.slice(k) }];
    return { apply: (ab) => ab.spell.push(...steps), effect: describeSteps(steps) };
  },
};

/**
 * "Evo Charger (After you cast this spell, put it into your mana zone instead of your graveyard. Then you may put a
 * creature from your mana zone under one of your evolution creatures.)": Charger's replacement of the spell's own move
 * from resolution to the graveyard (609.1a), then ("Then", after the substitute: not part of it) an optional put of a
 * creature card from the mana zone at the bottom of one of your evolution creatures' stacks.
 */
const evoCharger: Template = {
  name: "reminder:evo-charger",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    if (!/^evo charger \(after you cast this spell, put it into your mana zone instead of your graveyard\. then you may put a creature from your mana zone under one of your evolution creatures\.?\)\.?$/i.test(normalise(line))) return null;
    const rep: ReplacementDef = {
      id: `evo-charger-${ctx.index}`,
      text: line,
      watches: { event: "to-graveyard", subject: "self" },
      activeIn: "resolving",
      optional: false,
      instead: [{ do: "put-into-mana", target: { eventCard: true } }],
      ifYouDo: [
        {
          do: "put-under",
          optional: true,
          onto: { choose: { player: "you", zone: "battle", count: 1, filter: { typeIncludes: "Evolution" } } },
          cards: { choose: { player: "you", zone: "mana", count: 1, filter: { typeIncludes: "Creature" } } },
        },
      ],
    };
    return {
      apply: (ab) => ab.replacements.push(rep),
      watches: "this spell would be put into the graveyard after it is cast (as it finishes resolving)",
      effect: `${describeSteps(rep.instead)}; then (not part of the replacement) you may put a creature card from your mana zone under one of your evolution creatures (at the bottom of its stack)`,
    };
  },
};

/**
 * A "When … would …, … instead" sentence (parseReplacement) in a shape the main template does not read:
 * - an ability word before it that only names it ("Dragon Evade—When …", "Awaken—When …");
 * - the condition "if this is your only creature in the battle zone" (no other creature of yours: at most 1, itself);
 * - the substitute "flip it over to its higher cost side" (Awaken: to its creature side of higher cost, as 龍解 701.22);
 * - a catalogue typo, an article glued to the noun after it ("aKnight" → "a Knight").
 */
const wouldInsteadVariant: Template = {
  name: "replacement:would-instead-variant",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    let t = normalise(line);
    let changed = false;
    const conditions: Condition[] = [];
    const word = /^(?:dragon evade|awaken)\s*[—―-]\s*((?:when|whenever) .+)$/i.exec(t);
    if (word) {
      t = word[1];
      changed = true;
    }
    if (/\ba(?=[A-Z][a-z])/.test(t)) {
      t = t.replace(/\ba(?=[A-Z][a-z])/g, "a ");
      changed = true;
    }
    const only = /^(.+?), if this is your only creature in the battle zone, (.+)$/i.exec(t);
    if (only) {
      t = `${only[1]}, ${only[2]}`;
      conditions.push({ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, atMost: 1 });
      changed = true;
    }
    let higher = false;
    if (/, (?:you may )?flip (?:it|this creature) over to its higher cost side instead\.?$/i.test(t)) {
      t = t.replace(/flip (?:it|this creature) over to its higher cost side instead/i, "flip it to its lower cost side instead");
      higher = true;
      changed = true;
    }
    if (!changed) return null;
    const rep = parseReplacement(t, `r${ctx.index}`);
    if (!rep) return null;
    if (higher) {
      const [st] = rep.instead;
      if (rep.instead.length !== 1 || st.do !== "flip" || rep.watches.subject !== "self" || !/Psychic|Dragheart/.test(ctx.type)) return null;
      rep.instead = [{ ...st, to: "higher" }];
    }
    const full: ReplacementDef = { ...rep, text: line, ...(conditions.length > 0 || rep.conditions ? { conditions: [...conditions, ...(rep.conditions ?? [])] } : {}) };
    return {
      apply: (ab) => ab.replacements.push(full),
      watches: describeWatch(full.watches, full.conditions),
      effect: (full.optional ? "you may " : "") + (higher ? "flip it to its higher-cost side (it stays in the battle zone)" : describeSteps(full.instead)),
    };
  },
};

export const REP_A_TEMPLATES: Template[] = [grantReplacement, selfGrantReplacement, cyclone, spellIfInstead, evoCharger, wouldInsteadVariant];
