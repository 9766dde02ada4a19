/**
 * Triggered abilities (603): "When(ever) <event>, <effect>", "At the start / end of <turn>, <effect>". The event is
 * read into the engine's trigger events (with the subject and a filter on the card); the effect by the grammar.
 */
import type { CardFilter, Condition, EffectStep, Subject, Target, TriggerDef, TriggerEvent } from "../engine/defs";
import { describeSteps, describeTrigger } from "./describe";
import { normalise, parseEffects, parseNoun } from "./grammar";
import type { Template, TemplateContext } from "./template-types";
import { arrivalZone, headCondition, headConditions } from "./heads";
import { rep2Conditions } from "./rep2";
import { heads3Condition } from "./heads3";
import { head as heads4Head } from "./heads4-heads";

/** The event, subject and narrowing of one condition (heads.ts reads more of them). */
type Trig = TriggerDef["on"];

/** What the verb phrase after the subject means: "attacks", "is destroyed", "is put into the battle zone"… */
const VERBS: [RegExp, TriggerEvent][] = [
  [/^attacks?$/i, "attacks"],
  [/^(?:is|are) destroyed$/i, "destroyed"],
  [/^(?:is|are) put into the battle zone$/i, "put-into-battle"],
  [/^leaves? the battle zone$/i, "leaves-battle"],
  [/^battles?$/i, "battles"],
  [/^wins? a battle$/i, "wins-battle"],
  [/^(?:is|are) discarded(?: from your hand)?$/i, "discarded"],
  // "whenever this creature taps": it becomes tapped, by an effect or by attacking
  [/^taps$/i, "tapped"],
  [/^(?:is|are) attacked$/i, "attacked"],
];

/** "another creature", "one of your Dragons", "one of your opponent's creatures", "a creature" → subject and filter. */
function subjectNoun(s: string): { subject: Subject; filter?: CardFilter } | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  let subject: Subject;
  let noun: string;
  if ((m = /^(?:one of your other|another of your|any of your other|your other) (.+)$/i.exec(t))) [subject, noun] = ["own-other", m[1]];
  else if ((m = /^(?:one of your opponent's|any of your opponent's|your opponent's|an opponent's|one of the opponent's) (.+)$/i.exec(t))) [subject, noun] = ["opponents", m[1]];
  else if ((m = /^(?:one of your|any of your|your) (.+)$/i.exec(t))) [subject, noun] = ["own", m[1]];
  else if ((m = /^another (.+)$/i.exec(t))) [subject, noun] = ["other", m[1]];
  else if ((m = /^(?:a|an|any) (.+)$/i.exec(t))) [subject, noun] = ["any", m[1]];
  else return null;
  const n = parseNoun(noun.replace(/ in the battle zone$/i, ""));
  if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
  const f = { ...n.filter };
  return Object.keys(f).length > 0 ? { subject, filter: f } : { subject };
}

/** One trigger condition (no "or"). */
function oneCondition(s: string, ctx: TemplateContext): Trig | null {
  const t = s.trim();
  const head = headCondition(t, ctx) ?? heads3Condition(t, ctx) ?? heads4Head(t, ctx);
  if (head) return head;
  const self = /Tamaseed/.test(ctx.type) && !/Creature/.test(ctx.type) ? "tamaseed" : "creature";
  const selfFilter: CardFilter | undefined = self === "tamaseed" ? { typeIncludes: "Tamaseed" } : undefined;
  let m: RegExpExecArray | null;
  if (/^it leaves(?: the battle zone)?$/i.test(t)) return { event: "leaves-battle", subject: "self", ...(selfFilter ? { filter: selfFilter } : {}) };
  if (new RegExp(`^you put this ${self}(?: into the battle zone)?$`, "i").test(t) || new RegExp(`^this ${self} is put into the battle zone$`, "i").test(t)) {
    return { event: "put-into-battle", subject: "self", ...(selfFilter ? { filter: selfFilter } : {}) };
  }
  // an aura's "when you attach this to a creature" (310): the aura is the event's card, the creature the other
  if (/Aura/.test(ctx.type) && /^you attach this(?: aura)? to a creature$/i.test(t)) return { event: "attached", subject: "self" };
  if ((m = new RegExp(`^(?:this ${self}|it) (.+)$`, "i").exec(t))) {
    for (const [re, event] of VERBS) {
      if (!re.test(m[1])) continue;
      if (self === "tamaseed" && event !== "destroyed" && event !== "leaves-battle") return null;
      return { event, subject: "self", ...(selfFilter ? { filter: selfFilter } : {}) };
    }
    return null;
  }
  // "whenever the crossed creature attacks" (a Cross Gear), "when the attached creature is destroyed" (an aura)
  if ((m = /^the (crossed|attached) creature (.+)$/i.exec(t))) {
    if (m[1].toLowerCase() === "crossed" ? !/Cross Gear/.test(ctx.type) : !/Aura/.test(ctx.type)) return null;
    for (const [re, event] of VERBS) if (re.test(m[2])) return { event, subject: m[1].toLowerCase() as "crossed" | "attached" };
    return null;
  }
  // "you put another creature", "you put a Dragon", "your opponent puts a creature into the battle zone"
  if ((m = /^(you put|your opponent puts) (another|an?|one of your other) (.+?)(?: into the battle zone)?$/i.exec(t))) {
    const n = parseNoun(m[3]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const mine = /^you put/i.test(m[1]);
    const subject: Subject = mine ? (/another|other/i.test(m[2]) ? "own-other" : "own") : "opponents";
    const f = { ...n.filter };
    return { event: "put-into-battle", subject, ...(Object.keys(f).length > 0 ? { filter: f } : {}) };
  }
  // "you cast a spell", "your opponent casts a spell", "you cast a fire spell"
  if ((m = /^(you cast|your opponent casts) an? (.+)$/i.exec(t))) {
    const n = parseNoun(m[2]);
    if (!n || n.noun !== "spell") return null;
    const f: CardFilter = { ...n.filter };
    delete f.typeIncludes;
    return { event: "cast", subject: /^you cast/i.test(m[1]) ? "own" : "opponents", ...(Object.keys(f).length > 0 ? { filter: f } : {}) };
  }
  // "one of your creatures attacks", "another creature is destroyed", "one of your opponent's creatures is put into the battle zone"
  for (const [re, event] of VERBS) {
    const words = t.split(" ");
    for (let i = words.length - 1; i > 0; i--) {
      if (!re.test(words.slice(i).join(" "))) continue;
      const subj = subjectNoun(words.slice(0, i).join(" "));
      // "one of your creatures wins a battle": "battle" alone is not the verb here, a longer verb may be
      if (!subj) continue;
      return { event, ...subj };
    }
  }
  return null;
}

/** "When you put this creature or whenever it attacks", "When this creature or another Dragon is destroyed". */
export function parseTriggerConditions(s: string, ctx: TemplateContext): Trig[] | null {
  const chosen = rep2Conditions(s, ctx, (p) => oneCondition(p, ctx));
  if (chosen) return chosen;
  const heads = headConditions(s, ctx, (p) => oneCondition(p, ctx));
  if (heads) return heads;
  const parts = s.split(/,? or (?:when(?:ever)? )/i);
  if (parts.length > 1) {
    const out: Trig[] = [];
    for (const p of parts) {
      const one = oneCondition(p, ctx);
      if (!one) return null;
      out.push(one);
    }
    return out;
  }
  // "this creature or another Funky Knightmare is destroyed"
  // "whenever you put this creature into the battle zone or attacks"
  const putOr = /^(you put this creature(?: into the battle zone)?) or (?:it )?(attacks)$/i.exec(s.trim());
  if (putOr) {
    const a = oneCondition(putOr[1], ctx);
    const b = oneCondition(`this creature ${putOr[2]}`, ctx);
    return a && b ? [a, b] : null;
  }
  const both = /^this creature or (another .+?|one of your other .+?) (is destroyed|attacks|is put into the battle zone)$/i.exec(s.trim());
  if (both) {
    const a = oneCondition(`this creature ${both[2]}`, ctx);
    const b = oneCondition(`${both[1]} ${both[2]}`, ctx);
    return a && b ? [a, b] : null;
  }
  const one = oneCondition(s, ctx);
  return one ? [one] : null;
}

export const triggerSentence: Template = {
  name: "trigger:when",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const t = normalise(line).replace(/\.$/, "");
    const m = /^(?:when|whenever) (.+?), (.+)$/i.exec(t);
    if (!m) return null;
    // "whenever your opponent casts a spell during their turn": the event only during that turn (checked again as it
    // resolves, in the same turn)
    let during: Condition | null = null;
    const turn = /^(.+?) during (your|your opponent's|their) turn$/i.exec(m[1]);
    if (turn) {
      const w = turn[2].toLowerCase();
      if (w === "their" && !/^your opponent\b/i.test(turn[1])) return null;
      during = { kind: "turn", whose: w === "your" ? "yours" : "opponents" };
      m[1] = turn[1];
    }
    const ons = parseTriggerConditions(m[1], ctx);
    if (!ons) return null;
    const notes: string[] = [];
    const trigs: TriggerDef[] = [];
    for (const [i, on] of ons.entries()) {
      // "When this creature battles, destroy it after the battle": like Slayer, the battle trigger resolves after the battle
      const text = on.event === "battles" ? m[2].replace(/ after the battle$/i, "") : m[2];
      // "whenever this creature is attacked": "that creature" / "the attacking creature" would be the attacker, not read
      if (on.event === "attacked" && /\b(?:that|attacking) creature\b/i.test(text)) return null;
      // an aura's attach trigger: "that creature" is the creature it was attached to
      const it: Target = on.event === "attached" ? { eventOther: true } : on.subject === "self" ? { self: true } : { eventCard: true };
      const parsed = parseEffects(text, { it, notes });
      if (!parsed) return null;
      const effect: EffectStep[] = during ? [{ do: "if", conditions: [during], then: parsed }] : parsed;
      const zone = arrivalZone(on);
      trigs.push({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line, on, optional: false, effect, ...(zone ? { activeIn: zone } : {}) });
    }
    return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; "), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
  },
};

/** "At the start / end of your turn, X": 501.2 / 511.1, the subject is the turn player. */
export const turnTrigger: Template = {
  name: "trigger:turn",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const t = normalise(line).replace(/\.$/, "");
    const m = /^at the (start|end) of (your turn|each of your turns|your opponent's turn|each of your opponent's turns|each turn|each player's turn|the turn), (.+)$/i.exec(t);
    if (!m) return null;
    // "at the end of the turn" on a card that stays (not a spell's one-shot "this turn"): at the end of every turn
    if (m[2].toLowerCase() === "the turn" && (m[1].toLowerCase() !== "end" || /Spell/.test(ctx.type))) return null;
    const w = m[2].toLowerCase() === "the turn" ? "each turn" : m[2].toLowerCase();
    const subject: Subject = w === "each turn" || w === "each player's turn" ? "any" : w.includes("opponent") ? "opponents" : "own";
    const notes: string[] = [];
    const effect = parseEffects(m[3], { it: { self: true }, notes });
    if (!effect) return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: m[1].toLowerCase() === "start" ? "turn-start" : "turn-end", subject }, optional: false, effect };
    return {
      apply: (ab) => ab.triggers.push(trig),
      effect: `at the ${m[1].toLowerCase()} of ${subject === "own" ? "your" : subject === "opponents" ? "your opponent's" : "each"} turn, ${describeSteps(effect)}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};
