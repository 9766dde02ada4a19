/**
 * Casting spells for no cost from a zone, with a replacement the effect creates for the spell's move into the graveyard
 * after it resolves (issue 14, round 2): "When you put this creature, you may cast a spell that costs 4 or less from your
 * graveyard for no cost. After you cast, put it on the bottom of your deck instead of your graveyard."
 *
 * Read as the engine's `cast-spell` step: the spell is being used from the zone it is in until it finishes resolving
 * (409.1b), and the "after you cast it, … instead" sentence is a replacement effect the step creates for that one event
 * (609.1a: the word "instead"; 609.2: it exists before the event). Comprehensive rules Ver. 1.48 609.8a names two of these
 * cards: 《龍素記号Sr スペルサイクリカ》 casting 《ブレイン・チャージャー》 from the graveyard (Charger, the spell's own
 * replacement, applies first), and 409.2b: a replacement of a spell's move into the graveyard applies also when the spell
 * was cast from the graveyard.
 *
 * Not read (left not modelled): casts whose spell is named by something else ("that spell" your opponent cast, "a spell
 * that costs less than that spell"), casts "from a graveyard" of either player (whose deck "its owner's" is), "before
 * each break", casts by Gachinko Judge, modal lines mixing other uses, and casts of the card itself from another zone
 * (a scenario casts from the hand only).
 */
import type { CardFilter, EffectStep, ReplacementDef, TriggerDef } from "../engine/defs";
import type { ZoneName } from "../engine/zones";
import { describeSteps, describeTrigger } from "./describe";
import { normalise, parseEffects, parseNoun } from "./grammar";
import { parseTriggerConditions } from "./triggers";
import type { Template } from "./template-types";

const ZONES: Record<string, ZoneName> = { hand: "hand", graveyard: "graveyard", "mana zone": "mana", "hyperspatial zone": "hyperspatial" };
const ZONE = "(hand|graveyard|mana zone|hyperspatial zone)";
const NUM: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

interface Cast {
  optional: boolean;
  count: number;
  upTo: boolean;
  filter: CardFilter;
  from: ZoneName[];
}

/** "you may cast a water spell that costs 5 or less from your hand or graveyard for no cost", "you may choose a spell from your graveyard and cast it for no cost" */
function parseCast(s: string): Cast | null {
  const t = s.trim().replace(/^then,? /i, "");
  let m = new RegExp(`^(you may )?(?:then )?cast (up to (\\d+|two|three|four|five) spells? that costs? \\d+ or less|an? [^,]+?) from your ${ZONE}(?: or (?:your )?${ZONE})? for no cost$`, "i").exec(t);
  let noun: string;
  let count = 1;
  let upTo = false;
  let zones: string[];
  let optional: boolean;
  if (m) {
    optional = !!m[1];
    const up = /^up to (\S+) (.+)$/i.exec(m[2]);
    if (up) {
      count = NUM[up[1].toLowerCase()] ?? Number(up[1]);
      upTo = true;
      noun = up[2];
    } else noun = m[2].replace(/^an? /i, "");
    zones = [m[4], m[5]].filter(Boolean);
  } else {
    m = new RegExp(`^(you may )?choose an? ([^,]+?) from your ${ZONE}(?: or (?:your )?${ZONE})? and cast it for no cost$`, "i").exec(t);
    if (!m) return null;
    optional = !!m[1];
    noun = m[2];
    zones = [m[3], m[4]].filter(Boolean);
  }
  const n = parseNoun(noun);
  if (!n || n.noun !== "spell" || !Number.isFinite(count) || count < 1) return null;
  return { optional, count, upTo, filter: n.filter ?? { typeIncludes: "Spell" }, from: zones.map((z) => ZONES[z.toLowerCase()]) };
}

/** "After you cast it, put it on the bottom of your deck instead of your graveyard." → the substitute, acting on the spell. */
function parseAfterCast(s: string): EffectStep[] | null {
  const t = s.trim();
  let m = /^(?:if you do, |then,? )?after you cast(?: it| that spell| the spell| a spell this way)?, (.+?) instead(?: of (?:putting it into )?your graveyard)?$/i.exec(t);
  // "If you do, put the spell you cast into your hand instead of your graveyard." (Spellcyclica, the example of 609.8a)
  if (!m) m = /^if you do, (put the spell you cast into your hand) instead of your graveyard$/i.exec(t);
  if (!m) return null;
  const what = m[1].toLowerCase().replace(/^put the spell you cast /, "put it ");
  if (what === "shieldify it face up") return [{ do: "shieldify", target: { eventCard: true }, faceUp: true }];
  if (!/^(?:put it on the bottom of your deck|put it into your hand|return it to your hand|put it into your mana zone|put it into your hyperspatial zone)$/.test(what)) return null;
  return parseEffects(what.replace(/^put it into your hyperspatial zone$/, "return it to your hyperspatial zone"), { it: { eventCard: true } });
}

function sentences(t: string): string[] {
  return t
    .replace(/\.$/, "")
    .split(/\.\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** The effect: [sentences before] + cast + after-cast. Null unless the last two sentences are the cast and its replacement. */
function parseCastEffect(text: string, line: string): EffectStep[] | null {
  const ss = sentences(text);
  if (ss.length < 2) return null;
  const cast = parseCast(ss[ss.length - 2]);
  const after = parseAfterCast(ss[ss.length - 1]);
  if (!cast || !after) return null;
  const before = ss.slice(0, -2);
  const pre = before.length > 0 ? parseEffects(before.join(". ")) : [];
  if (!pre) return null;
  const afterText = ss[ss.length - 1];
  const step: EffectStep = {
    do: "cast-spell",
    from: cast.from,
    filter: cast.filter,
    ...(cast.count !== 1 ? { count: cast.count } : {}),
    ...(cast.upTo ? { upTo: true } : {}),
    afterCast: after,
    afterCastText: afterText || line,
    ...(cast.optional ? { optional: true } : {}),
  };
  return [...pre, step];
}

/** "When you put this creature, you may cast a spell … for no cost. After you cast, put it … instead of your graveyard." */
const castTrigger: Template = {
  name: "trigger:cast-for-no-cost",
  kind: "trigger",
  clause: "609",
  match(line, ctx) {
    const t = normalise(line).replace(/\.$/, "");
    const m = /^(?:when|whenever) (.+?), (.+)$/i.exec(t);
    if (!m) return null;
    const ons = parseTriggerConditions(m[1], ctx);
    if (!ons) return null;
    const effect = parseCastEffect(m[2], line);
    if (!effect) return null;
    const trigs: TriggerDef[] = ons.map((on, i) => ({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line, on: on.filter ? on : { event: on.event, subject: on.subject }, optional: false, effect }));
    return {
      apply: (ab) => ab.triggers.push(...trigs),
      effect: trigs.map(describeTrigger).join("; "),
      watches: "the spell cast by this effect would be put into the graveyard after it resolves (a replacement effect for that one event, 609.2)",
      note: "only spell cards are offered: a twinpact's spell-side cost is not in the engine's card data",
    };
  },
};

/** A spell's "Cast a spell that costs 7 or less from your graveyard for no cost. After you cast that spell, put it … instead of your graveyard." */
const castSpell: Template = {
  name: "spell:cast-for-no-cost",
  kind: "spell",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const effect = parseCastEffect(normalise(line), line);
    if (!effect) return null;
    return {
      apply: (ab) => ab.spell.push(...effect),
      effect: describeSteps(effect),
      watches: "the spell cast by this effect would be put into the graveyard after it resolves (a replacement effect for that one event, 609.2)",
      note: "only spell cards are offered: a twinpact's spell-side cost is not in the engine's card data",
    };
  },
};

/**
 * A spell's "You may destroy one of your creatures. If you do, after you cast this spell, put it into your hand instead
 * of your graveyard.": if the step before was done, the spell creates a replacement effect for its own move into the
 * graveyard after it resolves (`after-cast-instead`; 609.2, and 609.8a: the spell's effect on its own move applies first).
 */
const ifYouDoAfterCast: Template = {
  name: "spell:if-you-do-after-cast",
  kind: "spell",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const ss = sentences(normalise(line));
    if (ss.length < 2) return null;
    const m = /^if you do, after you cast this spell, (put it into your hand|return it to your hand|put it into your mana zone|put it on the bottom of your deck) instead(?: of your graveyard)?$/i.exec(ss[ss.length - 1]);
    if (!m) return null;
    const pre = parseEffects(ss.slice(0, -1).join(". "));
    const instead = parseEffects(m[1], { it: { eventCard: true } });
    if (!pre || !instead || pre.length === 0) return null;
    const last = pre[pre.length - 1];
    if (last.ifYouDo) return null;
    last.ifYouDo = [{ do: "after-cast-instead", instead, text: ss[ss.length - 1].replace(/^if you do, /i, "") }];
    return {
      apply: (ab) => ab.spell.push(...pre),
      effect: describeSteps(pre),
      watches: "this spell would be put into the graveyard after it is cast (a replacement effect it creates, if you did the step before)",
    };
  },
};

/**
 * "Whenever you cast a spell, after casting, you may put it into your mana zone instead of your graveyard." (Brocken
 * Vaughan, 609.8a's second example): a replacement ability watching its controller's spells' moves from resolution into
 * the graveyard (302.2); a spell's own replacement of its own move applies before it (609.8a).
 */
const yourSpellsAfterCast: Template = {
  name: "replacement:your-spells-after-cast",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    // "Whenever you cast a spell, after casting, you may put it into your mana zone instead of your graveyard."
    // "After you cast a spell from your graveyard, put it on the bottom of your deck instead of your graveyard."
    // "Whenever you cast a spell from your hand, after you cast it, you may put it under this creature instead of your graveyard."
    const m =
      /^whenever you cast a spell(?: from your (hand|graveyard))?, after (?:casting|you cast)(?: it)?, (you may )?(put it into your mana zone|put it on the bottom of your deck|put it under this creature) instead of your graveyard$/i.exec(t) ??
      /^after you cast a spell(?: from your (hand|graveyard))?, (you may )?(put it into your mana zone|put it on the bottom of your deck|put it under this creature) instead of your graveyard$/i.exec(t);
    if (!m) return null;
    const what = m[3].toLowerCase();
    const instead: EffectStep[] | null =
      what === "put it under this creature" ? [{ do: "put-under", onto: { self: true }, cards: { eventCard: true } }] : parseEffects(what, { it: { eventCard: true } });
    if (!instead) return null;
    const from = m[1] ? (m[1].toLowerCase() as ZoneName) : undefined;
    const rep: ReplacementDef = {
      id: `your-spells-after-cast-${ctx.index}`,
      text: line,
      watches: { event: "to-graveyard", subject: "own", from: "resolving", filter: { typeIncludes: "Spell" }, ...(from ? { castFrom: from } : {}) },
      optional: !!m[2],
      instead,
    };
    return {
      apply: (ab) => ab.replacements.push(rep),
      watches: `a spell you cast${from ? ` from your ${from}` : ""} would be put into the graveyard after it resolves (302.2)`,
      effect: (rep.optional ? "you may " : "") + describeSteps(rep.instead),
    };
  },
};

/**
 * "Whenever you cast a Magic Tool spell, after you cast it, instead of putting it into your graveyard, you may put it under
 * this field and draw a card." (Grand Zero): a replacement ability of a field or creature in the battle zone watching its
 * controller's spells of that kind moving from resolution into the graveyard (302.2); the substitute is both the move
 * under the source and the draw.
 */
const yourKindOfSpellsUnder: Template = {
  name: "replacement:your-spells-after-cast-under",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature|Field/.test(ctx.type)) return null;
    const m = /^whenever you cast an? ([a-z][a-z ]*?) spell, after you cast it, instead of putting it into your graveyard, (you may )?put it under this (field|creature)( and draw a card)?$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    if ((m[3].toLowerCase() === "field") !== /Field/.test(ctx.type)) return null;
    const n = parseNoun(`${m[1]} spell`);
    if (!n || n.noun !== "spell" || !n.filter?.raceIncludes) return null;
    const instead: EffectStep[] = [{ do: "put-under", onto: { self: true }, cards: { eventCard: true } }, ...(m[4] ? [{ do: "draw" as const, player: "you" as const, count: 1 }] : [])];
    const rep: ReplacementDef = {
      id: `your-spells-after-cast-under-${ctx.index}`,
      text: line,
      watches: { event: "to-graveyard", subject: "own", from: "resolving", filter: n.filter },
      optional: !!m[2],
      instead,
    };
    return {
      apply: (ab) => ab.replacements.push(rep),
      watches: `a ${m[1]} spell you cast would be put into the graveyard after it resolves (302.2)`,
      effect: (rep.optional ? "you may " : "") + describeSteps(rep.instead),
    };
  },
};

export const R2_CAST_TEMPLATES: Template[] = [castTrigger, castSpell, ifYouDoAfterCast, yourSpellsAfterCast, yourKindOfSpellsUnder];
