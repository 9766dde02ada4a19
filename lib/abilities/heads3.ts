/**
 * heads3: trigger conditions ("When …," / "Whenever …,", 603) that triggers.ts's oneCondition tries when its own
 * readings (and heads.ts's) do not read the head.
 *
 * - "this creature blocks", "one of your Gladiators blocks" (507.3a: the creature is designated as the blocking
 *   creature): the engine's `blocks` event (lib/engine/block.ts), the blocker the event's card, the attacker the other.
 * - "this creature is blocked / becomes blocked", "one of your Giants becomes blocked" (507.2c, 507.3): `blocked`, the
 *   blocked attacker the event's card, the blocking creature the other.
 * - "you put this as an evolution creature" (801.1, 802.1: put on top of its sources): `evolved`; "it becomes an evolution
 *   source" (an evolution creature put on top of it): `became-source`.
 * - "this creature links with another God", "this creature is linked" (804.1a): `links` (lib/engine/heads3.ts).
 * - "you put this creature with "Revolution Change"" (701.26a): `revolution-changed` (lib/engine/heads3.ts).
 * - "your opponent uses the "shield trigger" ability of one of their shields" (509.5e): `shield-trigger-used`.
 * - misprints of "you put this creature": "your put this creature into the battle zone", "you put this creature is put
 *   into the battle zone", "this creature is put into battle zone"; "another creature is put into battle zone".
 * - "this creature is Dragsolutioned" (701.22a: a dragheart flipped): `flipped`, on the dragheart creature side.
 * - "you put this fortress / dragheart / field / cross gear (into the battle zone)": `put-into-battle` of this card, the
 *   type named as the filter (a non-creature entering is seen only so).
 */
import type { CardFilter, Subject, TriggerDef } from "../engine/defs";
import { parseNoun } from "./grammar";
import type { TemplateContext } from "./template-types";

type Trig = TriggerDef["on"];

/** "one of your Dragons", "one of your opponent's creatures", "a creature", "another creature" → subject and filter. */
export function heads3Subject(s: string): { subject: Subject; filter?: CardFilter } | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  let subject: Subject;
  let noun: string;
  if ((m = /^(?:one of your other|another of your|any of your other|your other) (.+)$/i.exec(t))) [subject, noun] = ["own-other", m[1]];
  else if ((m = /^(?:one of your opponent's|any of your opponent's|your opponent's|an opponent's) (.+)$/i.exec(t))) [subject, noun] = ["opponents", m[1]];
  else if ((m = /^(?:one of your|any of your|your) (.+)$/i.exec(t))) [subject, noun] = ["own", m[1]];
  else if ((m = /^another (.+)$/i.exec(t))) [subject, noun] = ["other", m[1]];
  else if ((m = /^(?:a|an|any) (.+)$/i.exec(t))) [subject, noun] = ["any", m[1]];
  else return null;
  const n = parseNoun(noun.replace(/ in the battle zone$/i, ""));
  if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
  return Object.keys(n.filter).length > 0 ? { subject, filter: { ...n.filter } } : { subject };
}

/** "blocks" → `blocks`; "is blocked" / "becomes blocked" → `blocked`. */
function blockVerb(v: string): "blocks" | "blocked" | null {
  if (/^blocks?$/i.test(v)) return "blocks";
  if (/^(?:is|are|becomes?) blocked$/i.test(v)) return "blocked";
  return null;
}

export function heads3Condition(s: string, ctx: TemplateContext): Trig | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  // 801.1, 802.1: a Neo (or evolution) creature put into the battle zone on top of its sources; this card put under an
  // evolution creature that is put into the battle zone
  if (/^you put this(?: creature)? (?:into the battle zone )?as an evolution creature$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "evolved", subject: "self" } : null;
  if (/^(?:it|this creature) becomes an evolution source$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "became-source", subject: "self" } : null;
  // "when you put this fortress / dragheart / field / cross gear (into the battle zone)": the card of that type itself
  // entering (a non-creature: the engine's put-into-battle abilities see it only when the text names its type)
  if ((m = /^you put this (dragheart fortress|fortress|dragheart|field|dg field|d2 field|cross gear)(?: into the battle zone)?$/i.exec(t))) {
    const noun = m[1].toLowerCase();
    const type = { "dragheart fortress": "Dragheart Fortress", fortress: "Fortress", dragheart: "Dragheart", field: "Field", "dg field": "DG Field", "d2 field": "D2 Field", "cross gear": "Cross Gear" }[noun];
    if (type === undefined || !ctx.type.includes(type) || /Creature/.test(ctx.type)) return null;
    return { event: "put-into-battle", subject: "self", filter: { typeIncludes: type } };
  }
  // 701.22a: 「龍解するとは、両面カードであるドラグハートを裏返し、もう一方の面が見えるようにすることです。」 — the dragheart creature side
  if (/^this creature is dragsolutioned$/i.test(t)) return /^Dragheart Creature$/.test(ctx.type) ? { event: "flipped", subject: "self" } : null;
  // 509.5e: a broken shield's shield trigger used
  if ((m = /^(you use|your opponent uses) (?:the|a) "shield trigger" ability (?:of one of (?:your|their) shields|from (?:your|their) shields)$/i.exec(t))) return { event: "shield-trigger-used", subject: /^you use/i.test(m[1]) ? "own" : "opponents" };
  // the catalogue's misprints of "you put this creature (into the battle zone)" / "another creature is put into the battle
  // zone": "your put this creature …", "you put this creature is put …", "… is put into battle zone"
  if (/^(?:your put this creature into the battle zone|you put this creature is put into (?:the )?battle zone|this creature is put into battle zone)$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "put-into-battle", subject: "self" } : null;
  if (/^another creature is put into battle zone$/i.test(t)) return { event: "put-into-battle", subject: "other" };
  // 701.26a: swapped in from the hand by its own Revolution Change
  if (/^you put this creature with "revolution change"$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "revolution-changed", subject: "self" } : null;
  // 804.1a: a god links as it enters, with the god it is put next to
  if (/^this creature (?:links with another god|is linked)$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "links", subject: "self" } : null;
  if ((m = /^(?:this creature|it) (blocks|is blocked|becomes blocked)$/i.exec(t))) {
    if (!/Creature/.test(ctx.type)) return null;
    const event = blockVerb(m[1]);
    return event ? { event, subject: "self" } : null;
  }
  if ((m = /^(.+?) (blocks?|(?:is|are|becomes?) blocked)$/i.exec(t))) {
    const event = blockVerb(m[2]);
    const subj = event ? heads3Subject(m[1]) : null;
    if (!event || !subj) return null;
    // a player's creatures block only the other player's attacks: "one of your opponent's creatures is blocked" is fine
    return { event, ...subj };
  }
  return null;
}
