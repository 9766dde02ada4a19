/**
 * heads4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts).
 *
 * "trigger:heads4-or" — "When(ever) A or B, X": two trigger conditions in one head that triggers.ts's combinations do
 * not split, each read as a whole condition (603.2: the ability triggers each time either is met, once per event):
 *  - "a card is put into or leaves your shield zone": `enters-shields` and `leaves-shields` of your cards;
 *  - "one of your opponent's creatures is put into or leaves the battle zone": `put-into-battle` and `leaves-battle`;
 *  - "a player summons a creature or casts a spell", "you cast a multicolored spell or summon a multicolored creature",
 *    "a multicolored spell is cast or another multicolored creature is put into the battle zone";
 *  - "you put this creature or your other Angel Commands into the battle zone", "you put this creature or another
 *    creature that has power 6000 or more in the battle zone", "you summon this creature or one of your other Gods into
 *    the battle zone" (each summoned, 701.3a);
 *  - "the attached creature attacks or blocks" (an aura), "one of your creatures blocks or is blocked", "one of your
 *    opponent's creatures attacks or blocks";
 *  - "this creature or one of your other creatures is returned to your hand from the battle zone": `leaves-battle` into
 *    the hand of this creature and of your other creatures;
 *  - "you attach this or another aura to your creatures": `attached` of this aura and of your other auras.
 * X is read by the grammar, "it" being this card for a condition on this card and the event's card otherwise (as
 * triggers.ts's `trigger:when`).
 */
import type { Condition, EffectStep, Target, TriggerDef } from "../engine/defs";
import { describeConditionWords, describeSteps, describeTrigger } from "./describe";
import { normalise, parseEffects, parseNoun } from "./grammar";
import { parseTriggerConditions } from "./triggers";
import type { Template, TemplateContext } from "./template-types";

type Trig = TriggerDef["on"];

/** The two conditions a combined head names, as whole heads, or null. */
function split(h: string, ctx: TemplateContext): [string, string] | null {
  const t = h.trim();
  let m: RegExpExecArray | null;
  if ((m = /^a card is put into or leaves (your|your opponent's) shield zone$/i.exec(t))) return [`a card is put into ${m[1]} shield zone`, `a card leaves ${m[1]} shield zone`];
  if ((m = /^(one of your opponent's creatures|one of your creatures) is put into or leaves the battle zone$/i.exec(t))) return [`${m[1]} is put into the battle zone`, `${m[1]} leaves the battle zone`];
  if (/^a player summons a creature or casts a spell$/i.test(t)) return ["a player summons a creature", "a player casts a spell"];
  // "this creature or one of your other creatures is returned to your hand from the battle zone": each leaves the battle
  // zone into its owner's (your) hand
  if (/^this creature or one of your other creatures is returned to your hand from the battle zone$/i.test(t)) return /Creature/.test(ctx.type) ? ["this creature is returned to your hand from the battle zone", "one of your other creatures is returned to your hand from the battle zone"] : null;
  if ((m = /^you cast an? (multicolored) spell or summon an? (multicolored) creature$/i.exec(t))) return [`you cast a ${m[1]} spell`, `you summon a ${m[2]} creature`];
  if (/^a multicolored spell is cast or another multicolored creature is put into the battle zone$/i.test(t)) return ["a multicolored spell is cast", "another multicolored creature is put into the battle zone"];
  if ((m = /^you put this creature or your other ([A-Z][\w' -]*?) into the battle zone$/.exec(t))) return /Creature/.test(ctx.type) ? ["you put this creature", `one of your other ${m[1]} is put into the battle zone`] : null;
  // "you summon this creature or one of your other Gods into the battle zone" (Max): this creature summoned, or another God summoned (701.3a)
  if ((m = /^you summon this creature or one of your other ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)s into the battle zone$/.exec(t))) return /Creature/.test(ctx.type) ? ["you summon this creature", `you summon another ${m[1]}`] : null;
  if ((m = /^you put this creature or another (creature that has power \d+ or more) in the battle zone$/i.exec(t))) return /Creature/.test(ctx.type) ? ["you put this creature", `you put another ${m[1]} into the battle zone`] : null;
  if (/^the attached creature attacks or blocks$/i.test(t)) return /Aura/.test(ctx.type) ? ["the attached creature attacks", "the attached creature blocks"] : null;
  // "you attach this or another aura to your creatures" (an aura: it, and your other auras as you attach them)
  if (/^you attach this or another aura to your creatures$/i.test(t)) return /Aura/.test(ctx.type) ? ["you attach this aura", "you attach another aura to your creatures"] : null;
  // "you put this creature (into the battle zone) or when this creature is discarded by … one of your opponent's …"
  if ((m = /^you put this creature(?: into the battle zone)? or when (this creature is discarded .+)$/i.exec(t))) return /Creature/.test(ctx.type) ? ["you put this creature", m[1]] : null;
  if ((m = /^(one of your creatures|one of your opponent's creatures) (attacks or blocks|blocks or is blocked)$/i.exec(t))) {
    const [a, b] = m[2].toLowerCase() === "attacks or blocks" ? ["attacks", "blocks"] : ["blocks", "is blocked"];
    return [`${m[1]} ${a}`, `${m[1]} ${b}`];
  }
  return null;
}

/** The heads this file's own `one` reads that the general readers do not (kept here, private). */
function one(h: string, ctx: TemplateContext): Trig | null {
  const t = h.trim();
  // "a player summons a creature" (701.3a): any player's summon
  if (/^a player summons a creature$/i.test(t)) return { event: "summoned", subject: "any" };
  if (/^a multicolored spell is cast$/i.test(t)) return { event: "cast", subject: "any", filter: { multicolored: true } };
  // "the attached creature blocks" (an aura's creature, 507.3a)
  if (/^the attached creature blocks$/i.test(t)) return { event: "blocks", subject: "attached" };
  // an aura's attach (310): this aura, or another of your auras (the event's card is the aura)
  if (/^you attach this aura$/i.test(t)) return /Aura/.test(ctx.type) ? { event: "attached", subject: "self" } : null;
  if (/^you attach another aura to your creatures$/i.test(t)) return /Aura/.test(ctx.type) ? { event: "attached", subject: "own-other", filter: { typeIncludes: "Aura" } } : null;
  if (/^this creature is returned to your hand from the battle zone$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "leaves-battle", subject: "self", to: ["hand"] } : null;
  if (/^one of your other creatures is returned to your hand from the battle zone$/i.test(t)) return { event: "leaves-battle", subject: "own-other", to: ["hand"] };
  // "this creature is discarded by (the effect of) one of your opponent's spell effect or creature ability / spells or
  // ability of your opponent's creature" (701.7a): its discard caused by an opponent's spell or an opponent's creature's
  // ability; the ability functions as the card arrives in the graveyard (110.4g, see `heads4Or`)
  if (/^this creature is discarded(?: from your hand)? by (?:the effect of )?one of your opponent's (?:spell effects? or creature abilit(?:y|ies)|spells or (?:the )?ability of (?:a|your opponent's) creature)$/i.test(t)) return /Creature/.test(ctx.type) ? { event: "discarded", subject: "self", byOpponent: "spell-or-creature" } : null;
  // "one of your other Angel Commands is put into the battle zone"
  const r = parseTriggerConditions(t, ctx);
  return r && r.length === 1 ? r[0] : null;
}

export const heads4Or: Template = {
  name: "trigger:heads4-or",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    try {
      const t = normalise(line).replace(/\.$/, "");
      const m = /^(?:when|whenever) (.+?), (.+)$/i.exec(t);
      if (!m) return null;
      const parts = split(m[1], ctx);
      if (!parts) return null;
      const ons: Trig[] = [];
      for (const p of parts) {
        const on = one(p, ctx);
        if (!on) return null;
        ons.push(on);
      }
      const notes: string[] = [];
      const trigs: TriggerDef[] = [];
      for (const [i, on] of ons.entries()) {
        const it: Target = on.subject === "self" ? { self: true } : { eventCard: true };
        const effect: EffectStep[] | null = parseEffects(m[2], { it, notes });
        if (!effect) return null;
        // this card discarded: the card has just arrived in the graveyard, where the ability functions (110.4g)
        const activeIn = on.event === "discarded" && on.subject === "self" ? { activeIn: "graveyard" as const } : {};
        trigs.push({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line, on, optional: false, effect, ...activeIn });
      }
      return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; "), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
    } catch {
      return null;
    }
  },
};

/**
 * "trigger:heads4-first" — a trigger on the first event of its kind in the turn, counted by the engine's per-turn logs:
 *  - "Whenever you cast a spell for the first time each turn", "When you cast the first spell each turn": `cast` of
 *    your spells, triggering only while the spells you cast this turn (this one counted, lib/engine/cond3.ts's log) are
 *    at most 1 (`turn-log` cast, yours, at most 1);
 *  - "When your opponent puts a creature into the battle zone for the first time in a turn": `put-into-battle` of your
 *    opponent's creatures, triggering only while the creatures they put this turn (this one counted) are at most 1
 *    (`this-turn-count` creatures-put).
 *  - "Whenever this creature attacks while linked" / "is linked and attacks" / "wins a battle while linked": `attacks` /
 *    `wins-battle` of this creature while it is linked (804.1a; `source-linked`);
 *  - "When this creature is tapped for the first time during your turn": its first tap this turn, during your turn;
 *  - "Whenever this creature battles a Knight / a Samurai / a psychic creature": its battle while the other creature is
 *    one (`battling` against the noun's filter).
 * The condition is looked at as the ability would trigger (TriggerDef.conditions); the effect is the grammar's.
 */
function firstHead(h: string, ctx: TemplateContext): { on: Trig; condition: Condition } | null {
  const t = h.trim();
  const creature = /Creature/.test(ctx.type);
  // "whenever this creature attacks while linked", "… is linked and attacks", "… wins a battle while linked" (804.1a)
  if (/^this creature (?:attacks while linked|is linked and attacks)$/i.test(t)) return creature ? { on: { event: "attacks", subject: "self" }, condition: { kind: "source-linked" } } : null;
  if (/^this creature wins a battle while linked$/i.test(t)) return creature ? { on: { event: "wins-battle", subject: "self" }, condition: { kind: "source-linked" } } : null;
  // "whenever this creature battles a Knight / a psychic creature": its battle (`battles`) while the creature it battles
  // is one (`battling` against that filter, looked at as the battle's abilities trigger)
  const b = /^this creature battles an? (.+)$/i.exec(t);
  if (b && creature) {
    const n = parseNoun(b[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race") || Object.keys(n.filter).length === 0) return null;
    return { on: { event: "battles", subject: "self" }, condition: { kind: "battling", against: { ...n.filter } } };
  }
  // "when this creature is tapped for the first time during your turn": its first tap this turn, in your turn
  if (/^this creature is tapped for the first time during your turn$/i.test(t)) return creature ? { on: { event: "tapped", subject: "self", firstThisTurn: true }, condition: { kind: "turn", whose: "yours" } } : null;
  if (/^you cast (?:a spell for the first time each turn|the first spell each turn)$/i.test(t)) return { on: { event: "cast", subject: "own" }, condition: { kind: "turn-log", what: "cast", whose: "yours", atMost: 1 } };
  if (/^your opponent puts a creature into the battle zone for the first time (?:in a|each|this) turn$/i.test(t)) {
    return { on: { event: "put-into-battle", subject: "opponents" }, condition: { kind: "this-turn-count", what: "creatures-put", whose: "opponents", atMost: 1 } };
  }
  return null;
}

export const heads4First: Template = {
  name: "trigger:heads4-first",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    try {
      const t = normalise(line).replace(/\.$/, "");
      const m = /^(?:when|whenever) (.+?), (.+)$/i.exec(t);
      if (!m) return null;
      const f = firstHead(m[1], ctx);
      if (!f) return null;
      const notes: string[] = [];
      const effect = parseEffects(m[2], { it: f.on.subject === "self" ? { self: true } : { eventCard: true }, notes });
      if (!effect) return null;
      const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: f.on, optional: false, effect, conditions: [f.condition] };
      return {
        apply: (ab) => ab.triggers.push(trig),
        effect: `${describeTrigger(trig)} (only ${describeConditionWords(f.condition)}, as it would trigger)`,
        ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
      };
    } catch {
      return null;
    }
  },
};

/**
 * "trigger:heads4-loser" — "When this creature loses a battle, put that opponent's creature into its owner's mana zone":
 * `loses-battle` of this creature (701.13a: a tie is lost by both); "that opponent's creature" is the creature it battled,
 * the event's other card. Read only when the effect names nothing else by a pronoun.
 */
export const heads4Loser: Template = {
  name: "trigger:heads4-loser",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    try {
      if (!/Creature/.test(ctx.type)) return null;
      const t = normalise(line).replace(/\.$/, "");
      const m = /^(?:when|whenever) this creature loses a battle, (.+)$/i.exec(t);
      if (!m || !/\bthat opponent's creature\b/i.test(m[1])) return null;
      const rest = m[1].replace(/\bthat opponent's creature\b/gi, "");
      if (/\b(?:it|its|this creature|that creature|them|they)\b/i.test(rest.replace(/\bits owner's\b/gi, ""))) return null;
      const notes: string[] = [];
      const effect = parseEffects(m[1].replace(/\bthat opponent's creature\b/gi, "that creature"), { it: { eventOther: true }, notes });
      if (!effect) return null;
      const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: "loses-battle", subject: "self" }, optional: false, effect };
      return { apply: (ab) => ab.triggers.push(trig), effect: describeTrigger(trig), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
    } catch {
      return null;
    }
  },
};

const CIVS = "light|water|darkness|fire|nature";

/** "a water, darkness, fire, or nature" → the civilizations listed, or null. */
function civList(s: string): string[] | null {
  const m = new RegExp(`^((?:${CIVS})(?:, (?:${CIVS}))*),? or (${CIVS})$`, "i").exec(s.trim());
  if (!m) return null;
  const out = [...m[1].split(/, /), m[2]].map((c) => c.toLowerCase());
  return new Set(out).size === out.length ? out : null;
}

/**
 * "trigger:heads4-civ-list" — "Whenever a water, darkness, fire, or nature creature is summoned or a water, darkness, fire,
 * or nature spell is cast, X": a head whose commas the general template would split at. Two triggers: `summoned` (701.3a)
 * of any player's creature of one of those civilizations, and `cast` of any player's spell of one of them.
 */
export const heads4CivList: Template = {
  name: "trigger:heads4-civ-list",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    try {
      const t = normalise(line).replace(/\.$/, "");
      const m = new RegExp(`^whenever an? ((?:${CIVS})(?:, (?:${CIVS}))*,? or (?:${CIVS})) creature is summoned or an? ((?:${CIVS})(?:, (?:${CIVS}))*,? or (?:${CIVS})) spell is cast, (.+)$`, "i").exec(t);
      if (!m) return null;
      const a = civList(m[1]);
      const b = civList(m[2]);
      if (!a || !b) return null;
      const notes: string[] = [];
      const effect = parseEffects(m[3], { it: { self: true }, notes });
      if (!effect) return null;
      const ons: Trig[] = [
        { event: "summoned", subject: "any", filter: { civilizationsAny: a } },
        { event: "cast", subject: "any", filter: { civilizationsAny: b } },
      ];
      const trigs: TriggerDef[] = ons.map((on, i) => ({ id: `t${ctx.index}${i > 0 ? "b" : ""}`, text: line, on, optional: false, effect }));
      return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; "), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
    } catch {
      return null;
    }
  },
};

/**
 * "spell:heads4-when-cast" — a spell's "When you cast this spell, X" (the old wording of the spell's own effect, Thought
 * Probe: the card's effect is X, 101.1 / 113.1 — a spell's text is what it does as it resolves): read as the spell
 * effect X. Only on a spell, only this exact head (not "from your hand" or other conditions on the cast).
 */
export const heads4WhenCast: Template = {
  name: "spell:heads4-when-cast",
  kind: "spell",
  match(line, ctx) {
    try {
      if (!/Spell/.test(ctx.type) || /Creature/.test(ctx.type)) return null;
      const t = normalise(line).replace(/\.$/, "");
      const m = /^when you cast this spell, (.+)$/i.exec(t);
      if (!m) return null;
      const notes: string[] = [];
      const effect = parseEffects(m[1], { notes });
      if (!effect) return null;
      return { apply: (ab) => void ab.spell.push(...effect), effect: describeSteps(effect), note: ["\"When you cast this spell\" is the old wording of the spell's own effect, read as what the spell does", ...notes].join("; ") };
    } catch {
      return null;
    }
  },
};

export const TEMPLATES: Template[] = [heads4Or, heads4First, heads4Loser, heads4CivList, heads4WhenCast];

/** The catalogue's misprints in trigger lines this lane reads, with the wording they stand for. */
const MISPRINTS: [RegExp, string, string][] = [
  [/\buntil end of the turn\b/g, "until the end of the turn", '"until end of the turn" (a misprint) read as "until the end of the turn"'],
  [/\bput a a card\b/g, "put a card", '"a a card" (a misprint) read as "a card"'],
  [/, your may /g, ", you may ", '"your may" (a misprint) read as "you may"'],
  [/^(Whenever your opponent casts a spell) you may /g, "$1, you may ", 'the missing comma after the trigger condition (a misprint) read as there'],
];

/** The double breaker reminder (the keyword's rule, which the engine applies by itself). */
const DOUBLE_BREAKER_REMINDER = /\s*\(A creature that has "double breaker" breaks 2 shields\.\)$/;

/**
 * Other ways to read a line, with why: a trigger line ("When(ever) …") with one of the catalogue's misprints read as the
 * wording it stands for (also without the double breaker reminder). Tried only after the line itself is not read.
 */
export const readings = (line: string): { line: string; note?: string }[] => {
  try {
    if (!/^(?:when|whenever) /i.test(line)) return [];
    let fixed = line;
    const notes: string[] = [];
    for (const [re, to, note] of MISPRINTS) {
      if (!re.test(fixed)) continue;
      fixed = fixed.replace(re, to);
      notes.push(note);
    }
    if (notes.length === 0) return [];
    const out = [{ line: fixed, note: notes.join("; ") }];
    const bare = fixed.replace(DOUBLE_BREAKER_REMINDER, "");
    if (bare !== fixed) out.push({ line: bare, note: `${notes.join("; ")}; the reminder in parentheses restates a rule the engine applies by itself` });
    return out;
  } catch {
    return [];
  }
};
