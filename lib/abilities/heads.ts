/**
 * More trigger conditions ("When …," / "Whenever …,", 603) for triggers.ts: summoning (701.3a), leaving, untapping,
 * losing a battle (701.13a), attacking a player / a creature / for the first time in a turn, attacking unblocked
 * (507.3c), cards put into or leaving the shield zone, drawing; and the "this creature or …" / "… or whenever it …"
 * combinations of these. Each reads into an engine trigger event (lib/engine/defs.ts TRIGGER_EVENTS) or is not read.
 */
import type { CardFilter, Subject, TriggerDef } from "../engine/defs";
import type { ZoneName } from "../engine/types";
import { parseNoun } from "./grammar";
import type { TemplateContext } from "./template-types";
import { deck2Head } from "./deck2-heads";

export type HeadTrig = TriggerDef["on"];

function withFilter(on: HeadTrig, filter: CardFilter | undefined): HeadTrig {
  return filter && Object.keys(filter).length > 0 ? { ...on, filter } : on;
}

/** "one of your Commands", "one of your opponent's creatures", "a creature", "another creature" → subject and filter. */
function creatureSubject(s: string): { subject: Subject; filter?: CardFilter } | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  let subject: Subject;
  let noun: string;
  if ((m = /^(?:one of your other|another of your|your other) (.+)$/i.exec(t))) [subject, noun] = ["own-other", m[1]];
  else if ((m = /^(?:one of your opponent's|your opponent's|an opponent's) (.+)$/i.exec(t))) [subject, noun] = ["opponents", m[1]];
  else if ((m = /^(?:one of your|your) (.+)$/i.exec(t))) [subject, noun] = ["own", m[1]];
  else if ((m = /^another (.+)$/i.exec(t))) [subject, noun] = ["other", m[1]];
  else if ((m = /^(?:a|an|any) (.+)$/i.exec(t))) [subject, noun] = ["any", m[1]];
  else return null;
  const n = parseNoun(noun);
  if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
  return Object.keys(n.filter).length > 0 ? { subject, filter: { ...n.filter } } : { subject };
}

/** The subject of a "this creature …" head: the card itself (a creature; not read on other card types). */
function selfOk(ctx: TemplateContext): boolean {
  return /Creature/.test(ctx.type);
}

/**
 * What "<subject> <verb>" means when the subject is a creature (this one, the crossed / attached one, or a noun),
 * for the verbs this file adds. `you`: the subject's controller is "you" ("attacks you" is an attack on a player).
 */
function creatureVerb(verb: string): Omit<HeadTrig, "subject"> | null {
  const v = verb.trim();
  // "attacks your opponent and isn't blocked", "is attacking your opponent and isn't blocked" (507.3c)
  let m = /^(?:attacks?|is attacking) (?:(your opponent|a player|you|a creature) )?and (?:isn't|is not) blocked$/i.exec(v);
  if (m) return m[1] === undefined ? { event: "unblocked" } : { event: "unblocked", target: /creature/i.test(m[1]) ? "creature" : "player" };
  if ((m = /^attacks? (your opponent|a player|you|a creature)$/i.exec(v))) return { event: "attacks", target: /creature/i.test(m[1]) ? "creature" : "player" };
  if (/^attacks? for the first time (?:each|this) turn$/i.test(v)) return { event: "attacks", firstThisTurn: true };
  if (/^untaps$/i.test(v)) return { event: "untapped" };
  // "whenever this creature is tapped": it becomes tapped (as "taps")
  if (/^(?:is|becomes) tapped$/i.test(v)) return { event: "tapped" };
  if (/^loses? a battle$/i.test(v)) return { event: "loses-battle" };
  if (/^leaves$/i.test(v)) return { event: "leaves-battle" };
  return null;
}

const FROM: Record<string, ZoneName> = { hand: "hand", deck: "deck", "battle zone": "battle", "shield zone": "shields", "mana zone": "mana", graveyard: "graveyard" };

/**
 * "When you put this card into your mana zone", "… from your hand into your mana zone", "When this card is put into your
 * graveyard from anywhere": the card's own arrival in the zone, an ability that functions in that zone (110.4g; see
 * `arrivalZone`). The Japanese text (「このカードを…置いた時」) names no player: any move of the card into that zone.
 */
function arrival(t: string, ctx: TemplateContext): HeadTrig | null {
  const m = /^(?:you put this (card|creature)|(?:this|it) (card|creature)? ?is put) (?:from (?:your |the )?(hand|deck|battle zone|shield zone|mana zone|graveyard) )?into your (mana zone|graveyard)(?: from (anywhere|your hand|your deck|the battle zone|your shield zone|your mana zone))?$/i.exec(t);
  if (!m) return null;
  const noun = (m[1] ?? m[2] ?? "card").toLowerCase();
  if (noun === "creature" && !selfOk(ctx)) return null;
  const zone = m[4].toLowerCase() === "graveyard" ? "graveyard" : "mana";
  const fromWords = (m[3] ?? (m[5] && m[5].toLowerCase() !== "anywhere" ? m[5].replace(/^(?:your|the) /i, "") : undefined))?.toLowerCase();
  const from = fromWords !== undefined ? FROM[fromWords] : undefined;
  if (fromWords !== undefined && (from === undefined || from === zone)) return null;
  return { event: zone === "mana" ? "put-into-mana" : "put-into-graveyard", subject: "self", ...(from ? { from: [from] } : {}) };
}

/** The zone a trigger read here functions in, when it is not the battle zone (110.4g): its card's own arrival there. */
export function arrivalZone(on: HeadTrig): "mana" | "graveyard" | "shields" | undefined {
  if (on.subject !== "self") return undefined;
  return on.event === "put-into-mana" ? "mana" : on.event === "put-into-graveyard" ? "graveyard" : on.event === "enters-shields" ? "shields" : undefined;
}

/** One condition this file reads (no "or"), or null. */
export function headCondition(s: string, ctx: TemplateContext): HeadTrig | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  const arrived = arrival(t, ctx);
  if (arrived) return arrived;
  const d2 = deck2Head(t);
  if (d2) return d2;
  // "when you put this creature face up into your shield zone" (Shield Go): functions in the shield zone (110.4g)
  if ((m = /^you put this (creature|card) face up into your shield zone$/i.exec(t))) return m[1].toLowerCase() === "creature" && !selfOk(ctx) ? null : { event: "enters-shields", subject: "self", faceUp: true };
  // "whenever you put a card into your mana zone", "… a multicolored card …": a battle-zone ability watching your mana zone
  if ((m = /^you put an? (.+?) into your mana zone$/i.exec(t))) {
    const n = parseNoun(m[1]);
    if (!n || n.noun !== "card") return null;
    return withFilter({ event: "put-into-mana", subject: "own" }, n.filter);
  }
  // "your opponent puts a creature except by summoning" (701.3a: put, not summoned)
  if ((m = /^(you put|your opponent puts) an? (.+?)(?: into the battle zone)? (?:in a way )?(?:except|other than) by summoning$/i.exec(t))) {
    const n = parseNoun(m[2]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    return withFilter({ event: "put-into-battle", subject: /^you put$/i.test(m[1]) ? "own" : "opponents", bySummon: false }, n.filter);
  }
  // "when you put this creature into the battle zone from your hand"
  if (/^you put this creature into the battle zone from your hand$/i.test(t)) return selfOk(ctx) ? { event: "put-into-battle", subject: "self", from: ["hand"] } : null;
  // "whenever you cast a spell from your hand" (not one cast from another zone by an effect)
  if ((m = /^(you cast|your opponent casts) an? (.+?) from (?:your|their) hand$/i.exec(t))) {
    const n = parseNoun(m[2]);
    if (!n || n.noun !== "spell") return null;
    const f: CardFilter = { ...n.filter };
    delete f.typeIncludes;
    return withFilter({ event: "cast", subject: /^you cast$/i.test(m[1]) ? "own" : "opponents", from: ["hand"] }, f);
  }
  // 701.3a: "when you summon this creature": put into the battle zone by being summoned (not put by an effect)
  if (/^you summon this creature(?: into the battle zone)?$/i.test(t)) return selfOk(ctx) ? { event: "put-into-battle", subject: "self", bySummon: true } : null;
  if ((m = /^(?:this creature|it) (.+)$/i.exec(t))) {
    const v = creatureVerb(m[1]);
    if (!v || !selfOk(ctx)) return null;
    // "attacks you" is said of an opponent's creature, never of this one
    if (/ you(?: and|$)/i.test(m[1])) return null;
    return { ...v, subject: "self" };
  }
  // "whenever the crossed creature attacks a player and isn't blocked" (a Cross Gear), "the attached creature" (an aura)
  if ((m = /^the (crossed|attached) creature (.+)$/i.exec(t))) {
    if (m[1].toLowerCase() === "crossed" ? !/Cross Gear/.test(ctx.type) : !/Aura/.test(ctx.type)) return null;
    const v = creatureVerb(m[2]);
    if (!v || / you(?: and|$)/i.test(m[2])) return null;
    return { ...v, subject: m[1].toLowerCase() as "crossed" | "attached" };
  }
  // "you summon an evolution creature", "your opponent summons a creature" (701.3a)
  if ((m = /^(you summon|your opponent summons) (?:an?|another) (.+)$/i.exec(t))) {
    const n = parseNoun(m[2]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const mine = /^you summon$/i.test(m[1]);
    return withFilter({ event: "put-into-battle", subject: mine ? (/another/i.test(t) ? "own-other" : "own") : "opponents", bySummon: true }, n.filter);
  }
  // "a card is added to your shields", "a card is put into your shield zone"
  if ((m = /^a card is (?:added to|put into) (your|your opponent's) (?:shields|shield zone)$/i.exec(t))) return { event: "enters-shields", subject: m[1].toLowerCase() === "your" ? "own" : "opponents" };
  if ((m = /^a card leaves (your|your opponent's) shield zone$/i.exec(t))) return { event: "leaves-shields", subject: m[1].toLowerCase() === "your" ? "own" : "opponents" };
  if ((m = /^(you draw|your opponent draws) a card$/i.exec(t))) return { event: "draws", subject: /^you draw/i.test(m[1]) ? "own" : "opponents" };
  // "whenever you put a dragheart into the battle zone": a card of a type named (a dragheart, a tamaseed) that enters —
  // not a creature, so the type is the filter the engine checks (triggers.ts: the text names the type it watches)
  if ((m = /^you put (an?|another) (.+?)(?: into the battle zone)?$/i.exec(t))) {
    const n = parseNoun(m[2]);
    if (!n || n.noun !== "card" || !n.filter.typeIncludes || !/^(?:Dragheart|Tamaseed)$/.test(n.filter.typeIncludes)) return null;
    return withFilter({ event: "put-into-battle", subject: /another/i.test(m[1]) ? "own-other" : "own" }, n.filter);
  }
  // "you put one of your darkness creatures into the battle zone"
  if ((m = /^you put one of your (.+?) into the battle zone$/i.exec(t))) {
    const n = parseNoun(m[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    return withFilter({ event: "put-into-battle", subject: "own" }, n.filter);
  }
  // "one of your Commands attacks your opponent and isn't blocked", "one of your opponent's creatures attacks you",
  // "another creature untaps": the longest verb this file reads after a creature noun
  const words = t.split(" ");
  for (let i = 1; i < words.length; i++) {
    const v = creatureVerb(words.slice(i).join(" "));
    if (!v) continue;
    const subj = creatureSubject(words.slice(0, i).join(" "));
    if (!subj) continue;
    const verb = words.slice(i).join(" ");
    // "attacks you": an attack on you, by an opponent's creature; "attacks your opponent": by one of yours
    if (/ you(?: and|$)/i.test(verb) && subj.subject !== "opponents" && subj.subject !== "any") return null;
    if (/ your opponent(?: and|$)/i.test(verb) && subj.subject !== "own" && subj.subject !== "own-other") return null;
    // "a creature attacks you": the creatures that can attack you are your opponent's (505.2)
    const subject: Subject = subj.subject === "any" && / you(?: and|$)/i.test(verb) ? "opponents" : subj.subject;
    return withFilter({ ...v, subject }, subj.filter);
  }
  return null;
}

/**
 * Combined heads: "your opponent summons a creature or casts a spell", "you put this creature or it untaps", "you put
 * this creature or a creature that costs 7 or more into the battle zone", "this creature or one of your other creatures
 * are destroyed". `one` reads a single condition (triggers.ts oneCondition).
 */
export function headConditions(s: string, ctx: TemplateContext, one: (s: string) => HeadTrig | null): HeadTrig[] | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  const both = (a: string, b: string): HeadTrig[] | null => {
    const x = one(a);
    const y = one(b);
    return x && y ? [x, y] : null;
  };
  if ((m = /^your opponent summons (an? .+?) or casts (an? .+)$/i.exec(t))) return both(`your opponent summons ${m[1]}`, `your opponent casts ${m[2]}`);
  if ((m = /^you summon (an? .+?) or cast (an? .+)$/i.exec(t))) return both(`you summon ${m[1]}`, `you cast ${m[2]}`);
  // "you put this creature or it untaps", "you summon this creature or it attacks a player"
  if ((m = /^(you put this creature(?: into the battle zone)?|you summon this creature) or (?:it|this creature) (.+)$/i.exec(t))) return both(m[1], `this creature ${m[2]}`);
  // "you put this creature or another Outrage / a creature that costs 7 or more / one of your darkness creatures into the battle zone"
  if ((m = /^you put this creature or (another .+?|an? .+?|one of your .+?) into the battle zone$/i.exec(t))) {
    if (!selfOk(ctx)) return null;
    const other = one(`you put ${m[1]} into the battle zone`);
    if (!other) return null;
    // "or a creature": the other creature may be this one too; it triggers once for this card (its own subject) —
    // read as "another" so one entry is not two triggerings
    const rest: HeadTrig = other.subject === "own" ? { ...other, subject: "own-other" } : other;
    return [{ event: "put-into-battle", subject: "self" }, rest];
  }
  // "you put this creature or at the start of your turn" (501.2: the turn player's turn starts)
  if ((m = /^(you put this creature(?: into the battle zone)?|you summon this creature) or at the start of (?:your turn|each of your turns)$/i.exec(t))) {
    const first = one(m[1]);
    return first ? [first, { event: "turn-start", subject: "own" }] : null;
  }
  // "this creature attacks or leaves the battle zone": two conditions of this creature
  if ((m = /^this creature (\S.*?) or (\S.*)$/i.exec(t)) && !/^or /i.test(m[1])) {
    const r = both(`this creature ${m[1]}`, `this creature ${m[2]}`);
    if (r) return r;
  }
  // "you put this tamaseed or another tamaseed that has "Coin of Knowledge" in its name"
  if ((m = /^you put this tamaseed or (another tamaseed .+?)(?: into the battle zone)?$/i.exec(t))) {
    if (!/Tamaseed/.test(ctx.type) || /Creature/.test(ctx.type)) return null;
    const rest = one(`you put ${m[1]}`);
    return rest ? [{ event: "put-into-battle", subject: "self", filter: { typeIncludes: "Tamaseed" } }, rest] : null;
  }
  // "this creature or one of your other creatures are destroyed"
  if ((m = new RegExp(`^this creature or (one of your other .+?|another .+?) (?:is|are) destroyed$`, "i").exec(t))) return both("this creature is destroyed", `${m[1]} is destroyed`);
  return null;
}
