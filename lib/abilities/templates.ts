/**
 * The template table: each entry names one way of reading a printed ability (one line of card text) into
 * the engine's ability data. Tried in order; the first that understands the whole line wins. A line no
 * template understands is "not modelled" (compile.ts).
 */
import { KW_TEMPLATES } from "./kw";
import { R2_STATIC_TEMPLATES } from "./r2-static";
import { R2_HAND_TEMPLATES } from "./r2-hand";
import { breakerAtPower, choosesShields, repcCondition, repcRewrite, repcSubject, repcSubjectEvent, repcSubstitute } from "./rep-c";
import { r3cCondition, r3cRewrite, r3cSubjectEvent } from "./r3-c";
import { r3aRewrite, r3aSubjectEvent } from "./r3-a";
import { r2bAfter, r2bCondition, r2bRewrite, r2bSplitThen, r2bSubject, r2bSubjectEvent, r2bSubstitute } from "./r2-rest-b";
import { r3bRewrite, r3bSubject, r3bSubstitute } from "./r3-b";
import type { ZoneName } from "../engine/zones";
import type { Condition, EffectStep, ModeDef, ReplacementDef, Target, TriggerDef, WatchPattern, Subject, CardFilter } from "../engine/defs";
import { describeSteps, describeTrigger, describeWatch } from "./describe";
import { normalise, parseCondition, parseConditionPrefix, parseEffects, parseNoun, raceNoun } from "./grammar";
import { KEYWORD_NOTE_TEMPLATES } from "./keywords";
import { MORE_TEMPLATES } from "./effects-more";
import { modalMore } from "./modal-more";
import { STATIC_TEMPLATES } from "./statics";
import { STATICS_MORE_TEMPLATES } from "./statics-more";
import { STATICS2_TEMPLATES } from "./statics2";
import { parseTriggerConditions, triggerSentence, turnTrigger } from "./triggers";
import { ENGINE_KEYWORDS, type Template, type TemplateContext, type TemplateResult } from "./template-types";
import { dashSaverTemplate, leaveOrLoseTemplate, repBSubstitute, repBTemplate, starEvolutionVariants } from "./rep-b";
import { rep2CantBeChosen, rep2CantChooseOthers } from "./rep2";
import { REP_D_TEMPLATES, repdConditionalSelfReplacement, repdRewrite, repdSubject, repdSubjectEvent, repdSubstitute } from "./rep-d";

export { ENGINE_KEYWORDS };
export type { Template, TemplateContext, TemplateResult };

// ---------------------------------------------------------------------------------------------
// Keywords


const KEYWORDS: { re: RegExp; keyword: string }[] = [
  { re: /^blocker$/i, keyword: "blocker" },
  { re: /^double breaker$/i, keyword: "double-breaker" },
  { re: /^triple breaker$/i, keyword: "triple-breaker" },
  { re: /^quattro breaker$/i, keyword: "quattro-breaker" },
  { re: /^world breaker$/i, keyword: "world-breaker" },
  { re: /^powered breaker$/i, keyword: "powered-breaker" },
  { re: /^speed attacker$/i, keyword: "speed-attacker" },
  { re: /^slayer$/i, keyword: "slayer" },
  { re: /^mach fighter$/i, keyword: "mach-fighter" },
  { re: /^guard strike$/i, keyword: "guard-strike" },
  { re: /^just ?diver$/i, keyword: "just-diver" },
  { re: /^shield trigger$/i, keyword: "shield-trigger" },
  { re: /^super shield trigger$/i, keyword: "super-shield-trigger" },
  { re: /^guardman$/i, keyword: "guardman" },
];

/** "Keyword (reminder text.)" or "Keyword": the head and the reminder. */
export function splitReminder(line: string): { head: string; reminder: string | null } {
  const m = /^([^()]+?)\s*\((.+)\)\.?$/.exec(line);
  if (m) return { head: m[1].trim(), reminder: m[2].trim() };
  return { head: line.trim(), reminder: null };
}

const keywordTemplate: Template = {
  name: "keyword",
  kind: "keyword",
  match(line) {
    const { head } = splitReminder(line);
    for (const k of KEYWORDS) {
      if (!k.re.test(head)) continue;
      return {
        name: `keyword:${k.keyword}`,
        apply: (ab) => {
          if (!ab.keywords.includes(k.keyword)) ab.keywords.push(k.keyword);
        },
        note: ENGINE_KEYWORDS.has(k.keyword) ? undefined : "the engine records this keyword but does not act on it yet",
      };
    }
    return null;
  },
};

// ---------------------------------------------------------------------------------------------
// Reminders of game rules the engine applies to every card of the kind

const multicolorReminder: Template = {
  name: "rule:multicolored-mana-tapped",
  kind: "rule",
  clause: "110.4f",
  match(line, ctx) {
    if (!/^\(this (?:creature|spell|card|cross gear|tamaseed|field|castle) is put into your mana zone tapped\.?\)\.?$/i.test(line)) return null;
    if (ctx.civilizations.length < 2) return null;
    return { apply: () => {}, note: "a multicolored card is put into the mana zone tapped: a game rule the engine applies to every multicolored card" };
  },
};

const psychicReminder: Template = {
  name: "rule:hyperspatial",
  kind: "rule",
  match(line, ctx) {
    if (!/^\(at the start of the game, (?:psychic creatures|draghearts?|dragheart (?:creatures|fortresses|weapons)) aren't put into your deck/i.test(line)) return null;
    void ctx;
    return { apply: () => {}, note: "psychic and dragheart cards go to the hyperspatial zone instead of any zone but the battle zone: a game rule the engine applies to every such card" };
  },
};

/**
 * Reminders of rules the engine applies to every card of the kind: GR creatures going to the bottom of the super GR
 * (118.1), an Orega Aura going with its creature (310.8), seals (116), draghearts returning to the hyperspatial zone
 * (117.1), God Link (804: linking is an action of a scenario, a linked god leaving is a rule).
 */
const RULE_REMINDERS: { re: RegExp; name: string; type?: RegExp; note: string }[] = [
  {
    re: /^\(at the start of the game, gacharange creatures aren't put into your deck and are put into your super gacharange, and if a gacharange creature would be put into a zone other than the battle zone, return them to the bottom of your super gacharange\.\)$/i,
    name: "rule:super-gr",
    note: "a GR creature put into any zone but the battle zone goes to the bottom of the super GR (118.1): a game rule the engine applies to every GR creature",
  },
  {
    re: /^orega aura: attach this to one of your gacharange creatures, or gacharange summon and attach this to it\. if that creature leaves the battle zone, this goes to the same zone, then the gacharange creature returns to the bottom of your super gacharange\.$/i,
    name: "rule:orega-aura",
    type: /Aura/,
    note: "using an aura (310.2: attach it, or GR summon and attach), and the aura going to the same zone as its creature (310.8), are game rules the engine applies; costs are not modelled",
  },
  {
    re: /^(?:vortex |galaxy vortex |ultimate )?evolution\s*(?:—|―|:|-)\s*put (?:this creature )?on (?:top of )?(?:one|two|three|\d+) of your [^.()]+\.?$/i,
    name: "rule:evolution",
    type: /Evolution/,
    note: "an evolution card is put on top of its sources (701.15); the action `evolve` does it and the sources are ordered by their player; what it may be put on (races, civilizations) is not checked by the engine",
  },
  { re: /^seal$/i, name: "rule:seal", note: "seals (116): the engine puts and removes them by the rules; this line names the mechanic" },
  {
    re: /^\(to seal a card, put the top (?:card )?of your deck (?:on top of that card )?face down(?: on it)?\.(?: whenever a command is put, its owner (?:puts a seal from one of their cards that has the same civilization as that command into their graveyard|unseals one of their cards that has the same civilization\. put one into their graveyard)\.)?(?: sealed creatures are ignored\.)?\)$/i,
    name: "rule:seal",
    note: "putting a seal (116.1a), a command removing a seal of its civilization (116.4a), a sealed creature being ignored (116.2): game rules the engine applies",
  },
  { re: /^hyperspatial dragheart(?: fortress)?(?: \(.*\))?$/i, name: "rule:hyperspatial", note: "draghearts start in the hyperspatial zone and return there from any zone but the battle zone (117.1, 807.4b): a game rule the engine applies" },
  {
    re: /^(?:(?:left|right|center|tri) )?god link(?: omg:? .+?)?(?: (?:- )?.+?)? \((?:(?!choose a creature name).)+\)(?:,? (?:and \(.+?\) )?(?:left|right|top|bottom|center) side)*(?:, middle)?(?: god link \(.*\))?(?: \(if you have the specified god in the battle zone, you may link this card\.\))?\.?$/i,
    name: "rule:god-link",
    note: "linking gods (804.1a) is declared by a scenario's action (linkTo); the linked creature's characteristics (804.1b) and only one of its cards leaving the battle zone (804.7) are game rules the engine applies; which gods may link to which side is not checked",
  },
];

const ruleReminder: Template = {
  name: "rule-reminder",
  kind: "rule",
  match(line, ctx) {
    for (const r of RULE_REMINDERS) {
      if (!r.re.test(line) || (r.type && !r.type.test(ctx.type))) continue;
      return { name: r.name, apply: () => {}, note: r.note };
    }
    return null;
  },
};

/** The Cross Gear reminder: generating, crossing, staying when the creature leaves (303.2-303.5) are game rules the engine applies to the type. */
const crossGearReminder: Template = {
  name: "rule:cross-gear",
  kind: "rule",
  match(line, ctx) {
    if (!/Cross Gear/.test(ctx.type)) return null;
    if (!/^cross gear \((?:put this card into the battle zone\. to cross this card with a creature, pay this card's cost again\. when that creature leaves the battle zone, this card remains in the battle zone|put this card into the battle zone\. to cross to a creature, pay this card's cost again\. even if that creature leaves, this card remains)\.\)$/i.test(line)) return null;
    return { apply: () => {}, note: "generating and crossing a cross gear, and the gear staying when its creature leaves (303.2-303.5), are game rules the engine applies; costs are not modelled" };
  },
};

/** "The crossed creature gets +N power." (303.3a) */
const crossedPower: Template = {
  name: "static:crossed-creature-power",
  kind: "static",
  match(line, ctx) {
    if (!/Cross Gear/.test(ctx.type)) return null;
    const m = /^the crossed creature gets \+(\d+) power\.?$/i.exec(normalise(line));
    if (!m) return null;
    const amount = Number(m[1]);
    return { apply: (ab) => ab.statics.push({ kind: "crossed-creature-power", amount, text: line }), effect: `the creature this gear is crossed with gets +${amount} power` };
  },
};

// ---------------------------------------------------------------------------------------------
// Replacement effects (609): "When X would E, [you may] S instead."

interface Subj {
  subject: Subject;
  filter?: CardFilter;
}

function parseSubject(s: string, self: string): Subj | null {
  const t = s.trim();
  if (/^this (?:creature|card|tamaseed|spell|aura)$/i.test(t)) return { subject: "self" };
  const elements = repcSubject(t) ?? r2bSubject(t) ?? r3bSubject(t) ?? repdSubject(t);
  if (elements) return elements;
  if (/^the crossed creature$/i.test(t)) return { subject: "crossed" };
  if (/^the attached creature$/i.test(t)) return { subject: "attached" };
  let m: RegExpExecArray | null;
  if ((m = /^(?:one of your other|another of your|any of your other|your other) (.+)$/i.exec(t))) return nounSubject("own-other", m[1]);
  if ((m = /^(?:one of your opponent's|any of your opponent's|your opponent's) (.+)$/i.exec(t))) return nounSubject("opponents", m[1]);
  if ((m = /^(?:one of your|any of your|your) (.+)$/i.exec(t))) return nounSubject("own", m[1]);
  // "another creature": any player's creature except this one; "a creature", "any creature": any player's
  if ((m = /^another ([^ ].*)$/i.exec(t)) && !/^of /i.test(m[1])) return nounSubject("other", m[1]);
  if ((m = /^(?:a|an|any) ([^ ].*)$/i.exec(t)) && !/^of /i.test(m[1])) return nounSubject("any", m[1]);
  void self;
  return null;
}

export function nounSubject(subject: Subject, rawNoun: string): Subj | null {
  const noun = rawNoun.replace(/ in the battle zone$/i, "");
  const n = parseNoun(noun.replace(/\(s\)/, ""));
  if (!n) {
    const race = raceNoun(noun);
    return race ? { subject, filter: { raceIncludes: [race] } } : null;
  }
  // a card type that is in the battle zone on its own: "your Tamaseeds", "your Cross Gears"
  const battleType = n.noun === "card" && (n.filter.typeIncludes === "Tamaseed" || n.filter.typeIncludes === "Cross Gear");
  if (n.noun !== "creature" && n.noun !== "race" && !battleType) return null;
  const filter: CardFilter = { ...n.filter };
  // "creature" names the card type (700.1): a destroyed Tamaseed is not "one of your creatures". "evolution creatures",
  // "psychic creatures": both type words (an Evolution or Psychic Cross Gear is no creature): the type word and, as
  // the only "any of" type, Creature
  if (n.noun === "creature") {
    if (filter.typeIncludes && !filter.typeIncludes.includes("Creature")) {
      if (filter.typeIncludesAny) return null;
      filter.typeIncludesAny = ["Creature"];
    } else filter.typeIncludes ??= "Creature";
  }
  return { subject, filter: Object.keys(filter).length > 0 ? filter : undefined };
}

interface Ev {
  event: WatchPattern["event"];
  conditions: Condition[];
  byOpponent?: WatchPattern["byOpponent"];
  activeIn?: ReplacementDef["activeIn"];
  notFrom?: ZoneName;
  notSummoned?: boolean;
  notTo?: ZoneName;
}

/**
 * "by the effect of one of your opponent's spells or creature abilities" and its many printings → spell-or-creature-in-battle;
 * "by the effect of one of your opponent's spells" alone → spell.
 */
function byOpponent(rest: string): WatchPattern["byOpponent"] | null {
  const t = rest.trim().toLowerCase().replace(/\s+/g, " ");
  if (!/^(?:by|due to) /.test(t) || !/\b(?:your opponent's|an opponent's|opponent's|your opponents')\b/.test(t)) return null;
  const spell = /\bspells?\b/.test(t);
  const creature = /\b(?:creatures?|creature's|abilit(?:y|ies))\b/.test(t);
  if (/\b(?:cards?|effects? of (?:a|an|any) card)\b/.test(t)) return null;
  if (spell && creature) return "spell-or-creature-in-battle";
  if (spell) return "spell";
  return null;
}

function parseEvent(s: string, subj: Subj): Ev | null {
  let t = s.trim();
  const conditions: Condition[] = [];
  const turn = /^(.*) during your opponent's turn$/i.exec(t);
  if (turn) {
    conditions.push({ kind: "turn", whose: "opponents" });
    t = turn[1];
  }
  if (/^be destroyed$/i.test(t)) return { event: "destroy", conditions };
  // "would battle (your opponent's creatures)": the battle's other creature is the opponent's (the substitute battles it)
  if (/^battle(?: your opponent's creatures| one of your opponent's creatures)?$/i.test(t) && subj.subject !== "self") return { event: "battle", conditions };
  // "whenever this creature would battle": the substitute has another creature battle (parseSubstitute)
  if (/^battle$/i.test(t) && subj.subject === "self") return { event: "battle", conditions };
  if (/^be put into (?:your|the|its owner's|their) graveyard from the battle zone$/i.test(t)) return { event: "destroy", conditions };
  if (/^leave(?: the battle zone)?$/i.test(t)) return { event: "leave-battle", conditions };
  // "would be put into a zone other than your graveyard" (from the battle zone): leaving it, to anywhere but the graveyard
  if (/^be put into a zone other than (?:your|the|its owner's) graveyard$/i.test(t) && subj.subject !== "opponents") return { event: "leave-battle", conditions, notTo: "graveyard" };
  const leaveBy = /^leave(?: the battle zone)?( .+)$/i.exec(t);
  if (leaveBy) {
    const by = byOpponent(leaveBy[1]);
    return by ? { event: "leave-battle", conditions, byOpponent: by } : null;
  }
  const destroyBy = /^be destroyed( .+)$/i.exec(t);
  if (destroyBy) {
    const by = byOpponent(destroyBy[1]);
    return by ? { event: "destroy", conditions, byOpponent: by } : null;
  }
  if (/^be put into (?:your|the|its owner's|their) graveyard$/i.test(t)) return { event: "to-graveyard", conditions };
  // "would be put into your graveyard from anywhere": any move into the graveyard; this card's own ability works wherever
  // the card is
  if (/^be put into (?:your|the|its owner's|their) graveyard from anywhere$/i.test(t)) return { event: "to-graveyard", conditions, ...(subj.subject === "self" ? { activeIn: "anywhere" as const } : {}) };
  if (/^be returned to (?:your|its owner's|their) hand$/i.test(t)) return { event: "return-to-hand", conditions };
  const disc = /^be discarded(?: from your hand)?(.*)$/i.exec(t);
  if (disc) {
    let rest = disc[1];
    const turn2 = /^(.*) during your opponent's turn$/i.exec(rest);
    if (turn2) {
      conditions.push({ kind: "turn", whose: "opponents" });
      rest = turn2[1];
    }
    const ev: Ev = { event: "discard", conditions, activeIn: subj.subject === "self" ? "hand" : undefined };
    if (rest === "") return ev;
    const by = byOpponent(rest);
    return by ? { ...ev, byOpponent: by } : null;
  }
  return null;
}

function parseSubstitute(s: string, subj: Subj, ev: Ev): { steps: EffectStep[]; oneEvent: boolean } | null {
  const t = s.trim();
  const r2b = r2bSubstitute(t, ev, subj.subject);
  if (r2b) return { steps: r2b, oneEvent: false };
  const r3b = r3bSubstitute(t);
  if (r3b) return { steps: r3b, oneEvent: false };
  const repd = repdSubstitute(t, ev, subj.subject);
  if (repd) return { steps: repd, oneEvent: false };
  const repB = ev.event !== "battle" ? repBSubstitute(t, subj.subject === "self") : null;
  if (repB) return repB;
  if (/^(?:it|this creature) stays(?: in the battle zone)?$/i.test(t) && subj.subject === "self") return { steps: [{ do: "stay" }], oneEvent: false };
  if (/^(?:it|that creature|they) stays?(?: in the battle zone)?$/i.test(t) && subj.subject !== "self") return { steps: [{ do: "stay" }], oneEvent: false };
  // "(you may) have this creature battle instead": this creature battles the other creature of the replaced battle
  if (/^(?:have this creature battle|this creature battles)$/i.test(t) && ev.event === "battle" && subj.subject !== "self") {
    return { steps: [{ do: "battle", a: { self: true }, b: { eventOther: true } }], oneEvent: true };
  }
  // "whenever this creature would battle, you may have one of your Hyper Beasts battle instead": one of them (not this
  // creature) battles the other creature of the replaced battle
  const other = /^have one of your (.+?) battle$/i.exec(t);
  if (other && ev.event === "battle" && subj.subject === "self") {
    const n = parseNoun(other[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const filter: CardFilter = { ...n.filter };
    return { steps: [{ do: "battle", a: { choose: { player: "you", zone: "battle", count: 1, excludeSelf: true, ...(Object.keys(filter).length > 0 ? { filter } : {}) } }, b: { eventOther: true } }], oneEvent: true };
  }
  if (ev.event === "battle" && subj.subject === "self") return null;
  const repc = repcSubstitute(t, ev, subj.subject);
  if (repc) return { steps: repc, oneEvent: false };

  // a creature discarded from the hand: "you may put it instead" (put = into the battle zone)
  if (/^put (?:it|this creature)$/i.test(t) && ev.event === "discard") return { steps: [{ do: "put-into-battle", target: { eventCard: true } }], oneEvent: false };
  // "flip this creature to its lower cost side", "flip it to the cross gear side"
  const flip = /^flip (?:it|this creature|this card) to (?:its lower cost side|the (cross gear|fortress|dragheart fortress|dragheart weapon|dragheart creature|psychic creature) side)$/i.exec(t);
  if (flip && subj.subject === "self") {
    const toType = flip[1] ? { "cross gear": "Cross Gear", fortress: "Fortress", "dragheart fortress": "Fortress", "dragheart weapon": "Weapon", "dragheart creature": "Creature", "psychic creature": "Creature" }[flip[1].toLowerCase()] : undefined;
    return { steps: [{ do: "flip", target: { self: true }, ...(toType ? { toType } : { to: "lower" as const }) }], oneEvent: false };
  }
  const it: Target = { eventCard: true };
  // "put it under one of your Neo Creatures": a card that is not in the battle zone (a discarded card) put at the bottom
  // of a creature's stack (403.4a); a card of the battle zone put under a creature is not read
  const under = /^put (?:it|that card|that creature) under one of your (.+)$/i.exec(t);
  if (under && ev.event === "discard") {
    const n = parseNoun(under[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const filter: CardFilter = { ...n.filter };
    return { steps: [{ do: "put-under", onto: { choose: { player: "you", zone: "battle", count: 1, ...(Object.keys(filter).length > 0 ? { filter } : {}) } }, cards: it }], oneEvent: false };
  }
  const steps = parseEffects(t, { it });
  if (!steps) return null;
  // a substitute that spends the source itself for another card's event (savers) can be given to one event only (609.9)
  const spendsSelf = subj.subject !== "self" && steps.some((st) => "target" in st && "self" in st.target);
  return { steps, oneEvent: spendsSelf };
}

/** "if it's tapped", "if this creature has more than 0 power", "if you have no shields", "if you have a God in the battle zone". */
function parseReplacementCondition(s: string): Condition[] | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  if ((m = /^(?:it's|it is|this creature is) (tapped|untapped)$/i.exec(t))) return [{ kind: "source-tapped", tapped: m[1].toLowerCase() === "tapped" }];
  if ((m = /^(?:this creature|it) has more than (\d+) power$/i.exec(t))) return [{ kind: "source-power-above", value: Number(m[1]) }];
  if ((m = /^(?:this creature|it) has more than (\d+) power and (.+)$/i.exec(t))) {
    const rest = parseCondition(m[2]);
    return rest ? [{ kind: "source-power-above", value: Number(m[1]) }, ...rest] : null;
  }
  return parseCondition(t) ?? repcCondition(t) ?? r2bCondition(t) ?? r3cCondition(t);
}

/** The whole replacement sentence, with an optional "If you do, ..." afterwards. */
export function parseReplacement(text: string, id: string): ReplacementDef | null {
  let line = normalise(text).replace(/\s*\(the stack is still considered one shield\.?\)$/i, "").replace(NO_SHIELD_TRIGGER, "").replace(/\.+$/, "");
  // an ability's label whose condition the sentence spells out: "Mana Arms 3: ..., if you have 3 or more light cards in
  // your mana zone, ..." (the label names that condition), "Rainbownus: ..., if you have a multicolored creature ...";
  // the label is dropped only when the sentence states that condition itself
  // "it stays in the battle zone, instead": a comma before "instead"
  line = repdRewrite(r3aRewrite(r3bRewrite(r3cRewrite(r2bRewrite(repcRewrite(line.replace(/, instead$/i, " instead")))))));
  // "... instead. Then ...": an ordinary effect after the substitute (r2-rest-b.ts)
  const thenPart = r2bSplitThen(line);
  if (thenPart) line = thenPart.line;
  const label = /^(mana arms (\d+)|rainbownus)\s*[:―—–-]\s*(.+)$/i.exec(line);
  if (label) {
    const spelled = label[2] !== undefined ? new RegExp(`\\byou have ${label[2]} or more \\w+ cards in your mana zone\\b`, "i").test(label[3]) : /\byou have a multicolored creature in the battle zone\b/i.test(label[3]);
    if (!spelled) return null;
    line = label[3];
  }
  // "Once per turn, when ...", "... instead. This ability can only be used once per turn."
  let oncePerTurn = false;
  const once = /^once per turn, (.+)$/i.exec(line) ?? /^(.+ instead)\. this ability can only be used once per turn$/i.exec(line);
  if (once) {
    oncePerTurn = true;
    line = once[1];
  }
  const pre = parseConditionPrefix(line);
  // "you would lose the game[,] or your opponent would win [the game][,]": one clause (the commas are not the comma
  // before the substitute)
  pre.rest = pre.rest.replace(/^(when|whenever) you would lose the game,? or your opponent would win(?: the game)?,/i, "$1 you would lose the game or your opponent would win,");
  // "whenever your opponent puts a card into their shield zone, ... instead": the replaced put, read as "would put"
  pre.rest = pre.rest.replace(/^whenever your opponent puts a card into their (?:shield zone|shields), /i, "whenever your opponent would put a card into their shield zone, ");
  const m = /^(?:when|whenever|if) (.+?) would (.+?), (?:if (.+?), )?(you may )?(.+?) instead(?:\. (if you do, .+))?$/i.exec(pre.rest);
  if (!m) return null;
  // "..., if it would be put anywhere other than the graveyard, it stays ...": which moves are watched, not a condition
  const elsewhere = m[3] !== undefined && /^(?:it|they|that creature) would (?:be put|go) anywhere other than (?:your|the|its owner's) graveyard$/i.test(m[3]);
  // "..., if it's tapped, it stays in the battle zone instead": a condition of the replacement
  const inner = m[3] && !elsewhere ? parseReplacementCondition(m[3]) : [];
  if (!inner) return null;
  m.splice(3, 1);
  // shields: "when one of your shields would be broken", "whenever this creature would break a shield"
  let bySource = false;
  let subj: Subj | null;
  let ev: Ev | null;
  const repc = repcSubjectEvent(m[1], m[2], (x) => parseSubject(x, "this")) ?? r2bSubjectEvent(m[1], m[2]) ?? r3cSubjectEvent(m[1], m[2], (x) => parseSubject(x, "this")) ?? r3aSubjectEvent(m[1], m[2]) ?? repdSubjectEvent(m[1], m[2]);
  if (repc) {
    subj = repc.subj;
    ev = repc.ev;
  } else if (/^(?:one of your shields|one or more of your shields|any of your shields)$/i.test(m[1]) && /^be broken$/i.test(m[2])) {
    subj = { subject: "own" };
    ev = { event: "break", conditions: [] };
  } else if (/^you$/i.test(m[1]) && /^lose the game(?: or your opponent would win(?: the game)?)?$/i.test(m[2])) {
    // "when you would lose the game [or your opponent would win]": the engine's only way for a player to win is the
    // other's loss (a direct attack: 703.4a, 104.2a), and a card's effect makes a player lose (104.2c); the replacement
    // watches the holder's loss
    subj = { subject: "own" };
    ev = { event: "lose", conditions: [] };
  } else if (/^your opponent$/i.test(m[1]) && /^put a card (?:into|in) their (?:shield zone|shields)$/i.test(m[2])) {
    // "whenever your opponent would put a card into their shield zone": one of their cards entering their shield zone
    subj = { subject: "opponents" };
    ev = { event: "enter-shields", conditions: [] };
  } else if (/^you$/i.test(m[1]) && /^discard (?:this card|a card|a creature from your hand)(?: during your opponent's turn)?$/i.test(m[2])) {
    // "when you would discard this card", "whenever you would discard a creature from your hand": a discard (701.7a)
    const self = /this card/i.test(m[2]);
    subj = self ? { subject: "self" } : { subject: "own", ...(/creature/i.test(m[2]) ? { filter: { typeIncludes: "Creature" } } : {}) };
    ev = { event: "discard", conditions: /opponent's turn/i.test(m[2]) ? [{ kind: "turn", whose: "opponents" }] : [], ...(self ? { activeIn: "hand" as const } : {}) };
  } else if (/^(?:you|your opponent)$/i.test(m[1]) && /^draw a card$/i.test(m[2])) {
    // "whenever you would draw a card", "whenever your opponent would draw a card"
    subj = { subject: /opponent/i.test(m[1]) ? "opponents" : "own" };
    ev = { event: "draw", conditions: [] };
  } else if (/^(?:your opponent|an opponent)$/i.test(m[1]) && /^put (?:a|an) /i.test(m[2])) {
    // "whenever your opponent would put a creature (into the battle zone)": the card would enter their battle zone;
    // "into the battle zone" may come after the noun's clause; "from anywhere other than their hand" (not from the
    // hand), "in any way except by summoning" (not summoned, 701.3a)
    let put = m[2].replace(/^put (?:a|an) /i, "");
    let notFrom: ZoneName | undefined;
    let notSummoned = false;
    const how = / (?:into the battle zone )?(from anywhere other than their hand|in any way except by summoning)$/i.exec(put);
    if (how) {
      if (/hand/i.test(how[1])) notFrom = "hand";
      else notSummoned = true;
      put = put.slice(0, how.index);
    }
    put = put.replace(/ into the battle zone( that .+)?$/i, (_x, rest: string | undefined) => rest ?? "");
    const noun = parseNoun(put);
    if (!noun || (noun.noun !== "creature" && noun.noun !== "race" && noun.noun !== "element")) return null;
    const f: CardFilter = { ...noun.filter };
    if (noun.noun !== "element" && !f.typeIncludes) f.typeIncludes = "Creature";
    subj = { subject: "opponents", filter: f };
    ev = { event: "enter-battle", conditions: [], ...(notFrom ? { notFrom } : {}), ...(notSummoned ? { notSummoned } : {}) };
  } else if (/^this creature$/i.test(m[1]) && /^break (?:a|one of your opponent's) shields?$/i.test(m[2])) {
    subj = { subject: "opponents" };
    ev = { event: "break", conditions: [] };
    bySource = true;
  } else {
    subj = parseSubject(m[1], "this");
    if (!subj) return null;
    ev = parseEvent(m[2], subj);
  }
  if (!ev) return null;
  if (elsewhere) {
    if (ev.event !== "leave-battle" || ev.notTo) return null;
    ev = { ...ev, notTo: "graveyard" };
  }
  const sub = parseSubstitute(m[4], subj, ev);
  if (!sub) return null;
  let ifYouDo: EffectStep[] | undefined;
  if (m[5]) {
    const after = parseEffects(m[5].replace(/^if you do, /i, ""), { it: { eventCard: true } }) ?? r2bAfter(m[5].replace(/^if you do, /i, ""));
    if (!after) return null;
    ifYouDo = after;
  }
  const watches: WatchPattern = { event: ev.event, subject: subj.subject };
  if (subj.filter) watches.filter = subj.filter;
  if (ev.byOpponent) watches.byOpponent = ev.byOpponent;
  if (bySource) watches.bySource = true;
  if (ev.notFrom) watches.notFrom = ev.notFrom;
  if (ev.notSummoned) watches.notSummoned = true;
  if (ev.notTo) watches.notTo = ev.notTo;
  if (repc?.ev.extra) Object.assign(watches, repc.ev.extra);
  const conditions: Condition[] = [...pre.conditions, ...ev.conditions, ...inner];
  const rep: ReplacementDef = { id, text, watches, optional: !!m[3], instead: sub.steps };
  if (conditions.length > 0) rep.conditions = conditions;
  if (ev.activeIn) rep.activeIn = ev.activeIn;
  if (sub.oneEvent) rep.scope = "one-event";
  if (ifYouDo) rep.ifYouDo = ifYouDo;
  if (thenPart) {
    const then = parseEffects(thenPart.then, { it: { eventCard: true } }) ?? r2bAfter(thenPart.then);
    if (!then) return null;
    rep.then = then;
  }
  if (oncePerTurn) {
    rep.oncePerTurn = true;
    // once: a single event of a simultaneous batch too
    rep.scope = "one-event";
  }
  return rep;
}

const NO_SHIELD_TRIGGER = /\.? ?you can't use (?:the|that|its) "shield trigger"(?: abilit(?:y|ies))?(?: of (?:that shield|those shields|that card|those cards|it|them))?\.?$/i;

function replacementResult(rep: ReplacementDef, name?: string, note?: string): TemplateResult {
  // shield triggers are used only as declared on an attack's breaks, so "can't use its shield trigger" (shields an effect moves) changes nothing in a run
  if (!note && /can't use (?:the|that|its) "shield trigger"/i.test(rep.text)) note = 'the engine uses shield triggers only as declared on an attack that breaks shields (509.5a), never for shields an effect puts into the hand, so "can\'t use the shield trigger" has nothing to prevent';
  return {
    name,
    apply: (ab) => ab.replacements.push(rep),
    watches: describeWatch(rep.watches, rep.conditions),
    effect: (rep.oncePerTurn ? "once per turn: " : "") + (rep.optional ? "you may " : "") + describeSteps(rep.instead) + (rep.ifYouDo ? `; then (not part of the replacement) if you do: ${describeSteps(rep.ifYouDo)}` : "") + (rep.then ? `; then (not part of the replacement): ${describeSteps(rep.then)}` : ""),
    note,
  };
}

const replacementSentence: Template = {
  name: "replacement:would-instead",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    const rep = parseReplacement(line, `r${ctx.index}`);
    if (rep) return replacementResult(rep);
    // "When this creature or one of your other Dragons would be destroyed, you may put them into your mana zone instead."
    const both = /^((?:.+?, )?(?:when|whenever|if) )this creature or ((?:one of your other|another of your|any of your other|one of your|any of your) .+?) would (.+)$/i.exec(normalise(line));
    if (!both) return null;
    const a = parseReplacement(`${both[1]}this creature would ${both[3]}`, `r${ctx.index}`);
    // "this creature or one of your nature creatures": this creature, or one of the others (this one is already watched)
    const others = both[2].replace(/^(one|any) of your (?!other )/i, "$1 of your other ");
    const b = parseReplacement(`${both[1]}${others} would ${both[3]}`, `r${ctx.index}b`);
    if (!a || !b) return null;
    const r = replacementResult({ ...a, text: line });
    return { ...r, apply: (ab) => ab.replacements.push({ ...a, text: line }, { ...b, text: line }), watches: `${r.watches}; or ${describeWatch(b.watches, b.conditions)}` };
  },
};

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Keyword whose reminder text is a replacement sentence: "Saver: Dragon (When one of your Dragon(s) would be destroyed, …)". */
const reminderReplacement: Template = {
  name: "reminder-replacement",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    const { head, reminder } = splitReminder(line);
    if (!reminder) return null;
    const kw = /^(saver|ultra saver|escape|true escape|eternal omega)\b(?::\s*(.+))?$/i.exec(head);
    if (!kw) return null;
    const rep = parseReplacement(reminder, `${slug(kw[1])}-${ctx.index}`);
    if (!rep) return null;
    // Saver: <Race> must name the race its reminder watches (a head no race reading covers, "All races", is read from the reminder)
    if (kw[2] && /saver/i.test(kw[1])) {
      const named = nounSubject("own", kw[2]);
      const strip = (f: CardFilter | undefined) => JSON.stringify({ ...f, typeIncludes: undefined });
      if (named && strip(named.filter) !== strip(rep.watches.filter)) return null;
    }
    return replacementResult({ ...rep, text: line }, `reminder:${slug(kw[1])}`);
  },
};

/**
 * Keywords whose reminder text is a replacement the engine gives the card by its keyword or type
 * (lib/engine/rule-abilities.ts): the compiler records the keyword; the replacement comes with it.
 */
const RULE_REPLACEMENTS: { re: RegExp; name: string; keyword: string; type?: RegExp; watches: string; effect: string; note?: string }[] = [
  {
    re: /^charger \(after you cast this spell, put it into your mana zone instead of your graveyard\.\)$/i,
    name: "reminder:charger",
    keyword: "charger",
    type: /Spell/,
    watches: "this spell would be put into the graveyard after it is cast (as it finishes resolving)",
    effect: "put it into your mana zone (applied before any other replacement: the spell's own effect on its own move, 609.8a)",
  },
  {
    re: /^(?:multi )?star evolution: put on one of your (.+?) creatures\. \(when this creature would leave, the top card leaves instead\.\)$/i,
    name: "reminder:star-evolution",
    keyword: "star-evolution",
    type: /Star Evolution/,
    watches: "this creature would leave the battle zone",
    effect: "only the top card leaves, the rest of the stack stays and is rebuilt (813.1, 801.4); not after another replacement (813.1a)",
    note: "what it may be put on is not checked by the engine: a scenario declares the stack",
  },
  {
    re: /^dragon evade \(when this creature would leave the battle zone, flip it to the fortress side instead\.\)$/i,
    name: "reminder:dragon-evade",
    keyword: "dragon-evade",
    type: /Dragheart/,
    watches: "this creature would leave the battle zone",
    effect: "flip it to its fortress side: it stays in the battle zone (807.1b)",
  },
  {
    re: /^ex life \(as you put this creature, shieldify the top card of your deck\. when this creature would leave, put that shield into your graveyard instead\.\)$/i,
    name: "reminder:ex-life",
    keyword: "ex-life",
    type: /Creature/,
    watches: "this creature would leave the battle zone",
    effect: "put its EX Life shield (the top card of the deck, shieldified as it was put) into your graveyard; once that shield is gone, it leaves (609.4)",
  },
];

const ruleReplacement: Template = {
  name: "rule-replacement",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    for (const r of RULE_REPLACEMENTS) {
      if (!r.re.test(line) || (r.type && !r.type.test(ctx.type))) continue;
      return {
        name: r.name,
        apply: (ab) => {
          if (!ab.keywords.includes(r.keyword)) ab.keywords.push(r.keyword);
        },
        watches: r.watches,
        effect: r.effect,
        note: r.note,
      };
    }
    return null;
  },
};

/**
 * Shield Go: "When this creature is destroyed, put it face up into your shield zone. When this creature is face up and
 * would leave your shield zone, put it into your graveyard instead." A triggered ability (shieldify face up, 701.32b)
 * and a replacement that works from the shield zone.
 */
const shieldGo: Template = {
  name: "reminder:shield-go",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^shield go \(when this creature is destroyed, put it face up into your shield zone\. when this creature is face up and would leave your shield zone, put it into your graveyard instead\.\)$/i.test(normalise(line))) return null;
    const trig: TriggerDef = { id: `shield-go-${ctx.index}`, text: line, on: { event: "destroyed", subject: "self" }, optional: false, effect: [{ do: "shieldify", target: { self: true }, faceUp: true }] };
    const rep: ReplacementDef = {
      id: `shield-go-leave-${ctx.index}`,
      text: line,
      watches: { event: "leave-shields", subject: "self", filter: { faceUp: true } },
      activeIn: "shields",
      optional: false,
      instead: [{ do: "to-graveyard", target: { self: true } }],
    };
    return {
      apply: (ab) => {
        ab.triggers.push(trig);
        ab.replacements.push(rep);
      },
      watches: "this card, face up in the shield zone, would leave it",
      effect: "put it into the graveyard; and (a triggered ability) when this creature is destroyed, it is put into the shield zone face up (701.32b)",
    };
  },
};

/** "Release - <lower side> (When this creature would leave, flip this creature to its lower cost side instead.)" (psychic creatures) */
const release: Template = {
  name: "reminder:release",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Psychic/.test(ctx.type)) return null;
    if (!/^release(?: -|:)? [^()]+ \(when this creature would leave, flip this creature to its lower cost side instead\.\)$/i.test(normalise(line))) return null;
    const rep: ReplacementDef = { id: `release-${ctx.index}`, text: line, watches: { event: "leave-battle", subject: "self" }, optional: false, instead: [{ do: "flip", target: { self: true }, to: "lower" }] };
    return replacementResult(rep);
  },
};

/** "After you cast this spell, shuffle it into your deck instead of your graveyard." and the like. */
const afterCast: Template = {
  name: "replacement:after-cast",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    // a scenario casts from the hand, so "from your hand" always holds
    const m = /^After you cast this spell(?: from your hand)?, (put it into your mana zone(?: tapped)?(?: face down)?|return it (?:to )?your hand|put it into your hand|shuffle it into your deck|put it on the (?:top|bottom) of your deck|put it into your hyperspatial zone|put it on (?:top of )?one of your shields face up) instead(?: of (?:putting it into )?your graveyard)?\.?$/i.exec(normalise(line));
    if (!m) return null;
    // "put it on [top of] one of your shields face up": on top of an existing shield, the stack one shield (113.2)
    const steps: EffectStep[] | null = /^put it on (?:top of )?one of your shields/i.test(m[1])
      ? [{ do: "shieldify", target: { eventCard: true }, faceUp: true, onShield: true }]
      : parseEffects(m[1].replace(/^return it your hand$/i, "return it to your hand").replace(/^put it into your hyperspatial zone$/i, "return it to your hyperspatial zone"), { it: { eventCard: true } });
    if (!steps) return null;
    const rep: ReplacementDef = {
      id: `after-cast-${ctx.index}`,
      text: line,
      watches: { event: "to-graveyard", subject: "self" },
      optional: false,
      activeIn: "resolving",
      instead: steps,
    };
    return { ...replacementResult(rep), watches: "this spell would be put into the graveyard after it is cast (as it finishes resolving)" };
  },
};

/**
 * A spell's "Whenever any of your creatures would be destroyed this turn, put it into your mana zone instead.": casting
 * it creates a replacement effect that lasts the turn and is not locked in (609.1): it applies to every matching event
 * while it lasts, to creatures put later too. Its subject is read from the caster ("your creatures"); subjects relative
 * to the spell itself ("this creature", "your other creatures") are not read.
 */
const spellTurnReplacement: Template = {
  name: "replacement:spell-this-turn",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const t = normalise(line);
    const m = /^((?:when|whenever) .+? would .+?) this turn(, .+ instead\.?)$/i.exec(t);
    if (!m) return null;
    const rep = parseReplacement(m[1] + m[2], `this-turn-${ctx.index}`);
    if (!rep || !["own", "opponents", "any"].includes(rep.watches.subject) || rep.activeIn || rep.ifYouDo || rep.then) return null;
    if (rep.instead.some((st) => JSON.stringify(st).includes('"self":true'))) return null;
    rep.text = line;
    const step: EffectStep = { do: "replacement-effect", replacements: [rep], until: "end-of-turn", text: line };
    return {
      apply: (ab) => ab.spell.push(step),
      watches: `${describeWatch(rep.watches, rep.conditions)}, this turn (from the spell's resolution to the end of the turn; not locked in, 609.1)`,
      effect: (rep.optional ? "you may " : "") + describeSteps(rep.instead),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Spells and static abilities

const spellSentence: Template = {
  name: "spell:effect",
  kind: "spell",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const notes: string[] = [];
    const steps = parseEffects(normalise(line), { notes });
    if (!steps) return null;
    return { apply: (ab) => ab.spell.push(...steps), effect: describeSteps(steps), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
  },
};

const cantBeDestroyed: Template = {
  name: "static:cant-be-destroyed",
  kind: "static",
  match(line) {
    if (!/^this creature can't be destroyed\.?$/i.test(normalise(line))) return null;
    return { apply: (ab) => ab.statics.push({ kind: "cant-be-destroyed", text: line }), effect: "this creature can't be destroyed: a destroy event about it does not happen (not a replacement)" };
  },
};

const enterTapped: Template = {
  name: "static:enter-tapped",
  kind: "static",
  clause: "110.4f",
  match(line) {
    // the language's enter-tapped applies to the mana zone only (pipeline: 110.4f on entering the mana zone)
    const m = /^(your opponent's|your|all) cards are put into (?:their|your|its owner's) mana zones? tapped\.?$/i.exec(normalise(line));
    if (!m) return null;
    const w = m[1].toLowerCase();
    const whose = w === "your opponent's" ? "opponents" : w === "your" ? "yours" : "any";
    return {
      apply: (ab) => ab.statics.push({ kind: "enter-tapped", zone: "mana", whose, text: line }),
      effect: `${whose === "opponents" ? "your opponent's" : whose === "yours" ? "your" : "all"} cards are put into the mana zone tapped (a state definition as they enter, 110.4f; not a replacement)`,
    };
  },
};

/** "Choose one of the following:" with its "►" modes on the next lines: a choose-one step (as a spell, or a put-into-battle trigger). */
const modal: Template = {
  name: "modal:choose-one",
  kind: "spell",
  match(line, ctx) {
    const [head, ...rest] = line.split("\n");
    if (rest.length < 2 || !rest.every((r) => r.startsWith("►"))) return null;
    const h = /^(?:(?:when|whenever) (.+?), )?choose one of the following[:.]$/i.exec(normalise(head));
    if (!h) return null;
    const modes: ModeDef[] = [];
    for (const [i, r] of rest.entries()) {
      const text = r.replace(/^►\uFE0E?\s*/, "");
      // a mode's reminder of the rule that a creature at power 0 or less is destroyed (703.4c), which the engine applies
      const bare = normalise(text).replace(/[:.]$/, "").replace(/\s*\(A creature that has (?:power 0|0 power) or less is destroyed\.?\)$/i, "");
      const steps = parseEffects(bare.replace(/[:.]$/, ""), {});
      if (!steps) return null;
      modes.push({ id: `mode-${i + 1}`, text, steps });
    }
    const step: EffectStep = { do: "choose-one", modes };
    if (h[1]) {
      // "When you put this creature, choose one of the following:", "Whenever this creature attacks, …" (any trigger head)
      const ons = parseTriggerConditions(h[1], ctx);
      if (!ons || ons.some((on) => on.event === "attached")) return null;
      const trigs: TriggerDef[] = ons.map((on, i) => ({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: head, on, optional: false, effect: [step] }));
      return { name: "modal:choose-one-trigger", apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; ") };
    }
    if (!/Spell/.test(ctx.type)) return null;
    return { apply: (ab) => ab.spell.push(step), effect: describeSteps([step]) };
  },
};

/** In order: keywords and rule reminders, named reminder templates, then the sentence patterns. */
export const TEMPLATES: Template[] = [
  keywordTemplate,
  ...STATIC_TEMPLATES,
  ...R2_STATIC_TEMPLATES,
  ...STATICS_MORE_TEMPLATES,
  ...STATICS2_TEMPLATES,
  ...KEYWORD_NOTE_TEMPLATES,
  ...KW_TEMPLATES,
  ...R2_HAND_TEMPLATES,
  ...MORE_TEMPLATES,
  multicolorReminder,
  psychicReminder,
  ruleReminder,
  crossGearReminder,
  crossedPower,
  breakerAtPower,
  choosesShields,
  ruleReplacement,
  reminderReplacement,
  shieldGo,
  release,
  afterCast,
  spellTurnReplacement,
  replacementSentence,
  repBTemplate(replacementSentence),
  leaveOrLoseTemplate(replacementSentence),
  repdConditionalSelfReplacement(parseReplacement),
  dashSaverTemplate(reminderReplacement),
  starEvolutionVariants,
  ...REP_D_TEMPLATES,
  rep2CantBeChosen,
  rep2CantChooseOthers,
  triggerSentence,
  turnTrigger,
  cantBeDestroyed,
  enterTapped,
  modal,
  modalMore,
  spellSentence,
];

/** Every template name the table can report (for the coverage report). */
export const TEMPLATE_NAMES = TEMPLATES.map((t) => t.name);
