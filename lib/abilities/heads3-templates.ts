/**
 * heads3-templates: line templates compile.ts tries after every other template (a line none of them reads).
 *
 * "trigger:block-other" — a trigger on this creature's block or its being blocked, or on its attack or block, whose
 * effect the general `trigger:when` template cannot take:
 *  - the other creature of the block named: "the blocked creature", "the attacking creature", "that opponent's
 *    creature" (of "this creature blocks": the attacker, 507.2c), "the blocking creature" (of "this creature becomes
 *    blocked": the blocker, 507.2a) — the event's other creature;
 *  - "X after the battle" / "after the battle, X" / "X after it battles": X is done after the battle of the block (508.1),
 *    when the abilities that battle triggers resolve (as Slayer's "after the battle", lib/engine/triggers.ts): read as a
 *    trigger on this creature's battle while it is the blocking creature (or the blocked attacker) and the battle is
 *    that of the block (conditions `blocking` / `attacking` and `block-battle`). No battle (the blocker or the attacker
 *    left first): nothing is done, as the printed text says;
 *  - "X after the attack" / "after the attack, X": X is done once the attack is over, if this creature is still in the
 *    battle zone (`attack-ended` for its attack, as `trigger:after-attack` reads it; `block-ended` for the attack it
 *    blocked);
 *  - "X and Y" with two whole clauses, Y naming nothing X chose: X, then Y.
 */
import type { Condition, EffectStep, Target, TriggerDef } from "../engine/defs";
import { describeTrigger, describeConditionWords } from "./describe";
import { normalise, parseEffects } from "./grammar";
import { heads3Condition } from "./heads3";
import { parseTriggerConditions, triggerSentence } from "./triggers";
import { arrivalZone } from "./heads";
import type { Template, TemplateContext, TemplateResult } from "./template-types";

type Trig = TriggerDef["on"];

/** "this creature attacks", "this creature blocks", "this creature becomes blocked" (this creature only). */
function selfHead(verb: string, ctx: TemplateContext): Trig | null {
  const v = verb.trim();
  if (/^attacks$/i.test(v)) return /Creature/.test(ctx.type) ? { event: "attacks", subject: "self" } : null;
  return heads3Condition(`this creature ${v}`, ctx);
}

/** The heads read here: one block head, or "this creature attacks or blocks" (two triggers). */
function heads(h: string, ctx: TemplateContext): Trig[] | null {
  const t = h.trim();
  const m = /^this creature (attacks or blocks|blocks or attacks)$/i.exec(t);
  if (m) {
    const a = selfHead("attacks", ctx);
    const b = selfHead("blocks", ctx);
    return a && b ? [a, b] : null;
  }
  const one = heads3Condition(t, ctx);
  return one && (one.event === "blocks" || one.event === "blocked") ? [one] : null;
}

/** The words that name the other creature of a block, per event. */
const OTHER: Record<string, string> = {
  blocks: "\\b(?:the blocked creature|the attacking creature|that attacking creature|that opponent's creature|the attacker)\\b",
  blocked: "\\b(?:the blocking creature|the blocker|that blocking creature)\\b",
};

/** Pronouns a clause may use for something else than the other creature of the block. */
const PRONOUN = /\b(?:it|its|it's|them|they|their|that creature|those creatures)\b/i;

/** Effect steps of `text`, with `it` = this creature, and the other creature's words read as that creature. */
function body(text: string, event: string, notes: string[]): EffectStep[] | null {
  const words = OTHER[event];
  if (words && new RegExp(words, "i").test(text)) {
    // "it" in such a text could be either creature: not read
    if (PRONOUN.test(text.replace(/\bits owner's\b/gi, "").replace(/\btheir (?:hand|owner's hand)\b/gi, ""))) return null;
    return steps(text.replace(new RegExp(words, "gi"), "that creature"), { eventOther: true }, notes);
  }
  return steps(text, { self: true }, notes);
}

/** The grammar's reading, or "X and Y" as two whole clauses when Y names nothing of X. */
function steps(text: string, it: Target, notes: string[]): EffectStep[] | null {
  const whole = parseEffects(text, { it, notes });
  if (whole) return whole;
  // "your opponent chooses one of their creatures in the battle zone, and returns it to their hand": the comma before
  // the second verb of the same subject
  const comma = /^(your opponent chooses .+?), and (returns|puts|destroys) (.+)$/i.exec(text);
  if (comma) {
    const again = parseEffects(`${comma[1]} and ${comma[2]} ${comma[3]}`, { it, notes });
    if (again) return again;
  }
  const parts = text.split(/,? and (?=(?:untap|tap|draw|destroy|return|this creature|you may draw|put the top)\b)/i);
  if (parts.length !== 2 || PRONOUN.test(parts[1].replace(/\bits owner's\b/gi, ""))) return null;
  const a = parseEffects(parts[0], { it, notes });
  const b = a ? parseEffects(parts[1], { it, notes }) : null;
  return a && b ? [...a, ...b] : null;
}

const blockOther: Template = {
  name: "trigger:block-other",
  kind: "trigger",
  clause: "507.3a",
  match(line, ctx): TemplateResult | null {
    const t = normalise(line).replace(/\.$/, "");
    const m = /^(?:when|whenever|after) (.+?), (.+)$/i.exec(t);
    if (!m) return null;
    const ons = heads(m[1], ctx);
    if (!ons) return null;
    // "After this creature attacks or blocks, destroy this creature after that attack."
    if (/^after /i.test(t) && !/ after (?:that|the) attack$/i.test(m[2])) return null;
    let text = m[2];
    const notes: string[] = [];
    // "(This creature stays tapped.)": nothing untaps the blocked attacker (a reminder, no effect of its own)
    const tapped = /^(.+?)\.? \((?:this creature stays|both creatures stay) tapped\.?\)$/i.exec(text);
    if (tapped) {
      text = tapped[1];
      notes.push("the reminder that the creatures stay tapped: nothing untaps them");
    }
    // "no battle happens": the battle step makes no battle for this block (508.1; handler no-battle, lib/engine/heads3.ts)
    if (/^no battle happens$/i.test(text)) {
      if (ons.length !== 1 || ons[0].subject !== "self" || (ons[0].event !== "blocks" && ons[0].event !== "blocked")) return null;
      const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: ons[0], optional: false, effect: [{ do: "handler", name: "no-battle" }] };
      return { apply: (ab) => ab.triggers.push(trig), effect: `${describeTrigger(trig).replace(/the engine's handler "no-battle"$/, "no battle happens between the attacker and the blocker (508.1)")}`, note: notes.join("; ") };
    }
    let when: "now" | "battle" | "attack" = "now";
    let a: RegExpExecArray | null;
    if ((a = /^(.+?) after (?:the battle|it battles|battles|the battles|that battle)$/i.exec(text)) || (a = /^after (?:the battle|it battles), (.+)$/i.exec(text))) [text, when] = [a[1], "battle"];
    else if ((a = /^(.+?) after (?:the attack|that attack)$/i.exec(text)) || (a = /^after (?:the attack|that attack), (.+)$/i.exec(text))) [text, when] = [a[1], "attack"];
    // a condition said at the trigger and an effect done later: when the condition is looked at is not read; nor a
    // choice made at the trigger for an effect done later ("choose one of your creatures. Untap it after the battle.")
    if (when !== "now" && (/^if\b/i.test(text) || /[.:;]/.test(text))) return null;
    const trigs: TriggerDef[] = [];
    const words: string[] = [];
    for (const [i, on] of ons.entries()) {
      let trigOn: Trig = on;
      let conditions: Condition[] | undefined;
      if (when === "battle") {
        // only this creature's own block (or its attack being blocked) has a battle of the block to wait for
        if (on.subject !== "self" || (on.event !== "blocks" && on.event !== "blocked")) return null;
        trigOn = { event: "battles", subject: "self" };
        conditions = [{ kind: on.event === "blocks" ? "blocking" : "attacking" }, { kind: "block-battle" }];
      } else if (when === "attack") {
        if (on.subject !== "self" || (on.event !== "blocks" && on.event !== "attacks")) return null;
        trigOn = { event: on.event === "blocks" ? "block-ended" : "attack-ended", subject: "self" };
      }
      // the other creature of the battle / of the block is the attacker (blocks) or the blocker (blocked)
      const effect = body(text, on.event, notes);
      if (!effect) return null;
      const trig: TriggerDef = { id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line, on: trigOn, optional: false, effect, ...(conditions ? { conditions } : {}) };
      trigs.push(trig);
      words.push(`${describeTrigger(trig)}${conditions ? ` (only ${conditions.map(describeConditionWords).join(" and ")}: after the battle of the block)` : ""}`);
    }
    return { apply: (ab) => ab.triggers.push(...trigs), effect: words.join("; "), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
  },
};

/**
 * "A or B" heads ("you put this as an evolution creature or it becomes an evolution source", "you put this creature or
 * one of your creatures is destroyed"): each half read alone as a whole head (triggers.ts parseTriggerConditions; a half
 * that starts with a verb takes the subject "this creature" of the first), one trigger per half with the same effect.
 * Split only where both halves are whole heads, so a noun's "or" ("a Dragon or Angel Command") is never split.
 */
function orHeads(h: string, ctx: TemplateContext, depth = 0): Trig[] | null {
  const words = h.trim().split(" ");
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i].toLowerCase() !== "or") continue;
    const left = words.slice(0, i).join(" ");
    let right = words.slice(i + 1).join(" ").replace(/^when(?:ever)? /i, "");
    if (/^(?:this creature |you put this creature\b|you summon this creature\b)/i.test(left) && /^(?:attacks|blocks|leaves|is|becomes|wins|loses|battles|untaps|taps)\b/i.test(right)) right = `this creature ${right}`;
    const a = parseTriggerConditions(left, ctx);
    if (!a) continue;
    const b = parseTriggerConditions(right, ctx) ?? (depth < 2 ? orHeads(right, ctx, depth + 1) : null);
    if (b) return [...a, ...b];
  }
  return null;
}

const orHeadsTrigger: Template = {
  name: "trigger:or-heads",
  kind: "trigger",
  clause: "603",
  match(line, ctx): TemplateResult | null {
    const t = normalise(line).replace(/\.$/, "");
    const m = /^(?:when|whenever) (.+?), (.+)$/i.exec(t);
    if (!m || !/ or /i.test(m[1])) return null;
    const ons = orHeads(m[1], ctx);
    if (!ons || ons.length < 2) return null;
    const notes: string[] = [];
    const trigs: TriggerDef[] = [];
    for (const [i, on] of ons.entries()) {
      // events whose effect words the general template treats apart (after the battle, the attacker, an aura's creature)
      if (on.event === "battles" || on.event === "attacked" || on.event === "attached") return null;
      const it: Target = on.subject === "self" ? { self: true } : { eventCard: true };
      const effect = parseEffects(m[2], { it, notes });
      if (!effect) return null;
      // a card that has become an evolution source is under the evolution creature: "it" / "this creature" is not read
      if (on.event === "became-source" && JSON.stringify(effect).includes('"self":true')) return null;
      const zone = arrivalZone(on);
      trigs.push({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line, on, optional: false, effect, ...(zone ? { activeIn: zone } : {}) });
    }
    return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; "), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
  },
};

/** The reminder a Dragheart Fortress prints after its ability on the same line (rule:hyperspatial reads it alone). */
const HYPERSPATIAL = /\s+hyperspatial dragheart fortress \(at the start of your game, draghearts are put into your hyperspatial zone\. if it leaves the battle zone, return it there\.\)$/i;

/**
 * "When you put this fortress into the battle zone, X. Hyperspatial Dragheart Fortress (...)": the trigger read without
 * the reminder, which restates the rule the engine applies to every dragheart (117.1, 807.4b).
 */
const withHyperspatialReminder: Template = {
  name: "trigger:when",
  kind: "trigger",
  clause: "603",
  match(line, ctx): TemplateResult | null {
    const t = normalise(line);
    if (!HYPERSPATIAL.test(t) || !/Dragheart/.test(ctx.type)) return null;
    const r = triggerSentence.match(t.replace(HYPERSPATIAL, ""), ctx) ?? orHeadsTrigger.match(t.replace(HYPERSPATIAL, ""), ctx);
    if (!r) return null;
    const note = "the reminder \"Hyperspatial Dragheart Fortress (...)\" restates a rule the engine applies to every dragheart (117.1, 807.4b)";
    return { ...r, note: r.note ? `${r.note}; ${note}` : note };
  },
};

export const HEADS3_TEMPLATES: Template[] = [blockOther, orHeadsTrigger, withHyperspatialReminder];
