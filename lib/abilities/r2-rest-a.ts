/**
 * Replacement sentences of issue 14, round 2 ("r2-rest-a"): one-off wordings read with the lines around them.
 *  - A spell's labelled alternative to the effect printed on the line before: "Crystal Arms 4: If you have 4 or more
 *    face down cards in your mana zone, put a creature that costs 8 or less instead.", "Gogogo Gangan Galaxy: If you
 *    have one or less card in your hand, destroy all ... instead.", "Metamorph: Instead of the top card of your deck,
 *    put the top 3 cards of your deck into your mana zone.", "Holy Field: Instead of tapping one ..., tap up to 2 ...".
 *    The spell does one or the other, as it resolves (a self-replacement of its own effect, 609.7).
 *  - A labelled ability after the line that gives it ("Metamorph (If you have 7 or more cards in your mana zone, this
 *    creature gets the following Metamorph ability.)" then "Metamorph: When this creature would be destroyed, return it
 *    to your hand instead."): a line that starts with the label is that ability, with the header's condition.
 *  - "Survivor (Each of your Survivors has this creature's Survivor ability.) : <replacement>": each of your Survivors
 *    (this one too) has the replacement as its own.
 *  - A Cross Gear's Tap ability, used by its crossed creature ("Instead of having the crossed creature attack, you may
 *    tap it to use this Tap ability.", 602.1).
 * Each template reads only the exact shapes it names and returns null otherwise.
 */
import type { Condition, EffectStep, ReplacementDef, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { describeSteps, describeWatch, zoneCountWords } from "./describe";
import { normalise, parseCondition, parseEffects } from "./grammar";
import { parseReplacement } from "./templates";
import type { Template, TemplateContext, TemplateResult } from "./template-types";

/** A condition in words: a zone count as the card says it ("with 4 or more cards (face down) in your mana"). */
const conditionWords = (cs: Condition[]): string => cs.map((c) => (c.kind === "zone-count" ? zoneCountWords(c) : describeCondition(c))).join(", ");
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The condition a header's label names: "If you have 7 or more cards in your mana zone", "If you have more shields than your opponent". */
function headerCondition(t: string): Condition[] | null {
  const s = t.trim();
  if (/^you have more shields than your opponent$/i.test(s)) return [{ kind: "zone-count-more", zone: "shields" }];
  const c = parseCondition(s);
  return c && c.length > 0 ? c : null;
}

/** "Metamorph (If <cond>, this spell/creature gets the following Metamorph[:] ability.)[:]" → label and condition. */
function readHeader(t: string): { label: string; conditions: Condition[] } | null {
  const m = /^(metamorph|holy field)\s*\(if (.+?), this (?:spell|creature) gets the following (metamorph|holy field):? ability\.?\)\s*:?$/i.exec(t.trim());
  if (!m || m[1].toLowerCase() !== m[3].toLowerCase()) return null;
  const conditions = headerCondition(m[2]);
  return conditions ? { label: m[1], conditions } : null;
}

/** The conditions that a label with its own inline condition names (the label is dropped only when the sentence states it). */
function inlineLabel(label: string, cond: string): Condition[] | null {
  const ca = /^crystal arms (\d+)$/i.exec(label);
  if (ca) {
    if (!new RegExp(`^you have ${ca[1]} or more face down cards in your mana zone$`, "i").test(cond)) return null;
    return [{ kind: "zone-count", whose: "yours", zone: "mana", filter: { faceUp: false }, atLeast: Number(ca[1]) }];
  }
  if (/^gogogo gangan galaxy$/i.test(label)) {
    // Gogogo Gangan Galaxy: 1 or fewer cards in your hand
    if (!/^you have (?:one|1) or less cards? in your hand$/i.test(cond)) return null;
    return [{ kind: "zone-count", whose: "yours", zone: "hand", atMost: 1 }];
  }
  return null;
}

/**
 * The effect line this alternative replaces: the last line before it on the card that is not the header nor a
 * keyword line, read alone. Its steps must be the last ones the spell has so far (that line was read as the spell's
 * effect) and be one step.
 */
function replacedLine(ctx: TemplateContext, skipHeader: boolean): { text: string; steps: EffectStep[] } | null {
  const prev = [...(ctx.prev ?? [])];
  if (skipHeader) {
    const h = prev.pop();
    if (h === undefined || !readHeader(h)) return null;
  }
  const text = prev.pop();
  if (text === undefined || !ctx.spell) return null;
  const steps = parseEffects(text);
  if (!steps || steps.length !== 1) return null;
  if (ctx.spell.length < 1 || !same(ctx.spell[ctx.spell.length - 1], steps[0])) return null;
  return { text, steps };
}

/**
 * The alternative's own words, completed from the replaced line when it leaves out the end ("put a creature that
 * costs 8 or less instead" after "Put a creature that costs 3 or less from your graveyard.": the same put, the cost
 * changed). Only a line that reads as the replaced one with its numbers changed is completed.
 */
function alternativeSteps(alt: string, replaced: string): EffectStep[] | null {
  const t = alt.trim().replace(/\bput them in their owner's graveyard$/i, "put them into their owner's graveyard");
  const whole = parseEffects(t);
  const head = new RegExp(`^${escapeRe(t).replace(/\d+/g, "\\d+")}( .+?)\\.?$`, "i").exec(replaced.trim());
  if (head) {
    // the alternative's words are the start of the replaced line's: completed with the rest of that line
    return parseEffects(`${t}${head[1]}`);
  }
  return whole;
}

const labelledAlternative: Template = {
  name: "spell:labelled-alternative",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    let conditions: Condition[] | null = null;
    let alt: string;
    let replacedWords: string | null = null;
    let label: string;
    let skipHeader = false;
    const inline = /^(crystal arms \d+|gogogo gangan galaxy)\s*:\s*if ([^,]+), (.+) instead$/i.exec(t);
    if (inline) {
      label = inline[1];
      conditions = inlineLabel(inline[1], inline[2]);
      alt = inline[3];
      if (/\binstead\b/i.test(alt)) return null;
    } else {
      // "Metamorph (If ..., this spell gets the following Metamorph ability.) : Instead of ..., ..." (one line), or
      // "Metamorph: Instead of ..., ..." after its header line
      const m = /^(.+?\))\s*:\s*instead of ([^,]+), (.+)$/i.exec(t) ?? /^(metamorph|holy field)\s*:\s*instead of ([^,]+), (.+)$/i.exec(t);
      if (!m) return null;
      const header = /\)$/.test(m[1]) ? readHeader(m[1]) : null;
      if (header) {
        label = header.label;
        conditions = header.conditions;
      } else {
        // the header is the line before ("Holy Field (If ..., this spell gets the following Holy Field: ability.):")
        const prevHeader = readHeader(ctx.header ?? ctx.prev?.[ctx.prev.length - 1] ?? "");
        if (!prevHeader || prevHeader.label.toLowerCase() !== m[1].toLowerCase()) return null;
        label = prevHeader.label;
        conditions = prevHeader.conditions;
        skipHeader = true;
      }
      replacedWords = m[2];
      alt = m[3];
    }
    if (!conditions) return null;
    const replaced = replacedLine(ctx, skipHeader);
    if (!replaced) return null;
    const altSteps = alternativeSteps(alt, replaced.text);
    if (!altSteps || altSteps.length !== 1 || altSteps[0].do !== replaced.steps[0].do || same(altSteps, replaced.steps)) return null;
    // "Instead of <words>": the words must name what the replaced line does (its verb, or the object it takes)
    if (replacedWords !== null) {
      const w = replacedWords.replace(/^(?:tapping|destroying|putting)\s+/i, "").toLowerCase();
      const tail = /\bthat .+$/.exec(w)?.[0];
      const r = replaced.text.toLowerCase();
      if (!r.includes(w) && !(tail !== undefined && r.includes(tail))) return null;
    }
    const step: EffectStep = { do: "if", conditions, then: altSteps, else: replaced.steps };
    const cond = conditionWords(conditions);
    const r: TemplateResult = {
      apply: (ab) => {
        ab.spell.splice(ab.spell.length - 1, 1, step);
      },
      watches: `as the spell resolves, ${conditions.every((c) => c.kind === "zone-count") ? "" : "if "}${cond} ("${label}")`,
      effect: `${describeSteps(altSteps)}, instead of the line before (${describeSteps(replaced.steps)})`,
      note: "read with the line before it: the spell does one or the other as it resolves (its own effect replaced, 609.7)",
    };
    return r;
  },
};

/**
 * "Metamorph: When this creature would be destroyed, return it to your hand instead." after "Metamorph (If you have 7
 * or more cards in your mana zone, this creature gets the following Metamorph ability.)": this creature's replacement
 * ability while the header's condition holds. Tried only on a line that follows such a header (compile.ts).
 */
const labelledReplacement: Template = {
  name: "replacement:labelled-by-header",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type) || ctx.header === undefined) return null;
    const h = readHeader(ctx.header);
    if (!h) return null;
    const m = new RegExp(`^${escapeRe(h.label)}\\s*:\\s*((?:when|whenever) .+ instead\\.?)$`, "i").exec(normalise(line));
    if (!m) return null;
    const rep = parseReplacement(m[1], `r${ctx.index}`);
    if (!rep || rep.activeIn) return null;
    const full: ReplacementDef = { ...rep, text: line, conditions: [...h.conditions, ...(rep.conditions ?? [])] };
    return {
      apply: (ab) => ab.replacements.push(full),
      watches: describeWatch(full.watches, full.conditions),
      effect: `${full.optional ? "you may " : ""}${describeSteps(full.instead)} (${conditionWords(h.conditions)}: "${h.label}")`,
    };
  },
};

/**
 * "Survivor (Each of your Survivors has this creature's Survivor ability.) : When this creature would be destroyed, put
 * it into your mana zone instead.": each of your Survivors in the battle zone, this creature included, has the
 * replacement as its own ("this creature" is each of them); a static of this creature while it is in the battle zone.
 */
const survivorReplacement: Template = {
  name: "grant-replacement:survivor",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^survivor \(each of your survivors has this creature's survivor ability\.?\)\s*:\s*((?:when|whenever) this creature would .+ instead\.?)$/i.exec(normalise(line));
    if (!m) return null;
    const rep = parseReplacement(m[1], `survivor-${ctx.index}`);
    if (!rep || rep.activeIn || rep.ifYouDo || rep.watches.subject !== "self") return null;
    const st: StaticDef = { kind: "grant", to: { whose: "own", filter: { raceIncludes: ["Survivor"] } }, replacements: [{ ...rep, text: m[1] }], text: line };
    return {
      apply: (ab) => ab.statics.push(st),
      watches: `for each of your Survivors (this creature too, while it is in the battle zone), as that creature's own ability: ${describeWatch(rep.watches, rep.conditions)}`,
      effect: `${rep.optional ? "you may " : ""}${describeSteps(rep.instead)} ("this creature" is that Survivor)`,
    };
  },
};

/** "Instead of having the crossed creature attack, you may tap it to use this Tap ability[.:]" (a Cross Gear). */
const crossedTapRule: Template = {
  name: "rule:crossed-tap-ability",
  kind: "rule",
  clause: "602.1",
  match(line, ctx) {
    if (!/Cross Gear/.test(ctx.type)) return null;
    if (!/^instead of (?:having the crossed creature attack|attacking with the crossed creature), you may tap it to use this tap ability[.:]?$/i.test(normalise(line))) return null;
    return {
      apply: () => {},
      note: "the activation of this Cross Gear's Tap ability by its crossed creature (602.1; not a replacement effect, 602.2): the action `tap-ability` with `source` (this gear) taps the crossed creature when it could attack (602.3a) and resolves this card's Tap ability",
    };
  },
};

/** "Tap ability: <effect>" on a Cross Gear: the effect of the Tap ability its crossed creature uses (602.1). */
const crossedTapAbility: Template = {
  name: "activated:crossed-tap-ability",
  kind: "activated",
  clause: "602.1",
  match(line, ctx) {
    if (!/Cross Gear/.test(ctx.type)) return null;
    const m = /^tap ability:\s*(.+)$/i.exec(normalise(line));
    if (!m || /crossed creature/i.test(m[1])) return null;
    const notes: string[] = [];
    const steps = parseEffects(m[1], { notes });
    if (!steps || steps.length === 0) return null;
    return {
      apply: (ab) => {
        ab.tapAbility = steps;
      },
      effect: `when the crossed creature uses this Tap ability (instead of attacking, tapping that creature: 602.1): ${describeSteps(steps)}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

/**
 * "Choose one of your creatures. Until the start of your next turn, when that creature is destroyed, it stays in the
 * battle zone instead.": the chosen creature gets, for that period, a replacement ability about itself (the effect is
 * locked to the creature chosen as it resolves, 609.2; "is destroyed … instead" is the replaced destruction). The
 * engine's `grant` step carries it ("this creature" in it is the chosen creature).
 */
const grantChosenReplacement: Template = {
  name: "spell:grant-replacement-chosen",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const m = /^(choose one of your creatures(?: in the battle zone)?)\. (until the start of your next turn|until the end of the turn), (?:when|whenever) that creature (?:would be|is) (destroyed|returned to your hand), (.+ instead)\.?$/i.exec(normalise(line));
    if (!m) return null;
    const chosen = parseEffects(`${m[1]} and tap it.`);
    if (!chosen || chosen.length !== 1 || chosen[0].do !== "tap") return null;
    const event = m[3].toLowerCase() === "destroyed" ? "would be destroyed" : "would be returned to your hand";
    const rep = parseReplacement(`When this creature ${event}, ${m[4]}`, `chosen-${ctx.index}`);
    if (!rep || rep.activeIn || rep.ifYouDo || rep.watches.subject !== "self" || rep.conditions?.length) return null;
    const until = /start of your next turn/i.test(m[2]) ? "start-of-your-next-turn" : "end-of-turn";
    const step: EffectStep = { do: "grant", to: chosen[0].target, replacements: [{ ...rep, text: line }], until, text: line };
    return {
      apply: (ab) => ab.spell.push(step),
      watches: `the chosen creature ${describeWatch(rep.watches).replace(/^this card /, "")}, ${until === "end-of-turn" ? "until the end of the turn" : "until the start of your next turn"}`,
      effect: `${rep.optional ? "you may " : ""}${describeSteps(rep.instead)}`,
    };
  },
};

/**
 * "Each of your water creatures may tap instead of attacking to use this creature's ability. : Draw a card.": this
 * creature's Tap ability (602.1), which any of its controller's creatures of that civilization (itself too, when it is
 * one) may use by being tapped instead of attacking (602.3a: only one that could attack). The action `tap-ability`
 * with `source` (this creature) and `card` (the one tapped) uses it.
 */
const sharedTapAbility: Template = {
  name: "activated:shared-tap-ability",
  kind: "activated",
  clause: "602.1",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^each of your (light|water|darkness|fire|nature) creatures may tap instead of attacking to use this creature's ability\.?\s*:\s*(.+)$/i.exec(normalise(line));
    if (!m) return null;
    const notes: string[] = [];
    // older wording: "from his hand" is the opponent's hand
    const steps = parseEffects(m[2].replace(/\bfrom his hand\b/i, "from their hand"), { notes });
    if (!steps || steps.length === 0) return null;
    const civilization = m[1].toLowerCase();
    return {
      apply: (ab) => {
        ab.tapAbility = steps;
        ab.tapAbilityUsers = { civilization };
      },
      effect: `when one of your ${civilization} creatures is tapped instead of attacking to use this creature's Tap ability (602.1; only one that could attack, 602.3a): ${describeSteps(steps)}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

/** Tried on every line, before the main tables. */
export const R2A_TEMPLATES: Template[] = [labelledAlternative, grantChosenReplacement, survivorReplacement, crossedTapRule, crossedTapAbility, sharedTapAbility];
/** Tried on a line after a header that gives "the following ability" (the only templates tried there). */
export const R2A_DEPENDENT_TEMPLATES: Template[] = [labelledAlternative, labelledReplacement];
