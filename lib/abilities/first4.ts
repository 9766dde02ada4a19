/**
 * first4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 */
import type { CardFilter, EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar } from "./lane-types";

/** The target with these filter fields added (a choice or "all"); null for any other target, or a field already set. */
function narrowed(t: Target | null, add: CardFilter): Target | null {
  if (!t) return null;
  if ("choose" in t) {
    const f = t.choose.filter ?? {};
    if (Object.keys(add).some((k) => k in f)) return null;
    return { choose: { ...t.choose, filter: { ...f, ...add } } };
  }
  if ("all" in t) {
    const f = t.all.filter ?? {};
    if (Object.keys(add).some((k) => k in f)) return null;
    return { all: { ...t.all, filter: { ...f, ...add } } };
  }
  return null;
}

/** "all creatures except Gods", "all creatures except for Unknown": creatures of none of those races. */
function exceptRace(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const m = /^(all creatures(?: in the battle zone)?) except (?:for )?(.+)$/i.exec(s.trim());
  if (!m) return null;
  const race = g.raceNoun(m[2]);
  if (!race) return null;
  return narrowed(g.parseTarget(m[1], ctx), { raceExcludes: [race] });
}

/**
 * "one of your opponent's non-colorless creatures": of one or more civilizations (a colorless card is of none, 106.2c;
 * the catalogue's civilization "zero").
 */
function nonColorless(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  if (!/\bnon-colorless\b/i.test(s)) return null;
  const rest = s.replace(/\bnon-colorless /i, "");
  if (/\bnon-colorless\b|\bcolorless\b/i.test(rest)) return null;
  return narrowed(g.parseTarget(rest, ctx), { civilizationNot: "zero" });
}

/**
 * A sentence whose object is "non-colorless …" (the clause readers take the object apart themselves and refuse it, so
 * the target hook never sees it): the sentence without the word, read as one destroy step, its target narrowed to
 * cards of one or more civilizations.
 */
function nonColorlessSentence(sentence: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const n = sentence.match(/\bnon-colorless /gi);
  const rest = sentence.replace(/\bnon-colorless /i, "");
  if (!n || n.length !== 1 || /\bcolorless\b/i.test(rest)) return null;
  const steps = g.parseClauses(rest, ctx);
  if (!steps || steps.length !== 1 || steps[0].do !== "destroy") return null;
  const target = narrowed(steps[0].target, { civilizationNot: "zero" });
  return target ? { ...steps[0], target } : null;
}

/** A bound the sentence is read with in place of the count, then replaced by `costAtMostCount` (never printed on a card it reads). */
const COUNT_PLACEHOLDER = 99;

const COST_BY_COUNT = /\bthat (costs?) (the same as or less than|less than) the number of cards in (your|your opponent's) (hand|graveyard|mana zone)\b/gi;

/** `o` with its one `costAtMost: COUNT_PLACEHOLDER` replaced by `bound`; null when there is not exactly one. */
function withCountBound(o: unknown, bound: NonNullable<CardFilter["costAtMostCount"]>): { value: unknown; n: number } {
  if (Array.isArray(o)) {
    const parts = o.map((x) => withCountBound(x, bound));
    return { value: parts.map((p) => p.value), n: parts.reduce((a, p) => a + p.n, 0) };
  }
  if (o === null || typeof o !== "object") return { value: o, n: 0 };
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [k, v] of Object.entries(o)) {
    if (k === "costAtMost" && v === COUNT_PLACEHOLDER) {
      out.costAtMostCount = bound;
      n++;
      continue;
    }
    const r = withCountBound(v, bound);
    out[k] = r.value;
    n += r.n;
  }
  return { value: out, n };
}

/**
 * "… that costs the same as or less than (/ less than) the number of cards in your hand (graveyard, mana zone; or your
 * opponent's)": the sentence read with a stand-in bound, which then becomes the filter's `costAtMostCount` (the engine
 * counts the cards as the step runs). One such bound per sentence, no other number that could be taken for the stand-in,
 * and the sentence otherwise read as it stands.
 */
function costByCount(sentence: string, ctx: LaneCtx, g: LaneGrammar): EffectStep[] | null {
  const all = [...sentence.matchAll(COST_BY_COUNT)];
  if (all.length !== 1 || new RegExp(`\\b${COUNT_PLACEHOLDER}\\b`).test(sentence) || /\bany number\b/i.test(sentence)) return null;
  const m = all[0];
  // "Then …": the sequence word only (the steps run in order anyway)
  const text = sentence.replace(m[0], `that ${m[1]} ${COUNT_PLACEHOLDER} or less`).replace(/^then,? /i, "");
  const steps = g.parseClauses(text, ctx);
  if (!steps || steps.length === 0) return null;
  const bound: NonNullable<CardFilter["costAtMostCount"]> = {
    whose: m[3].toLowerCase() === "your" ? "you" : "opponent",
    zone: m[4].toLowerCase() === "mana zone" ? "mana" : (m[4].toLowerCase() as "hand" | "graveyard"),
    ...(m[2].toLowerCase() === "less than" ? { less: true } : {}),
  };
  const r = withCountBound(steps, bound);
  if (r.n !== 1 || JSON.stringify(r.value).includes(String(COUNT_PLACEHOLDER))) return null;
  return r.value as EffectStep[];
}

export const LANE: Lane = {
  multi(sentences, i, ctx, g) {
    const s = sentences[i] ?? "";
    const nc = nonColorlessSentence(s, ctx, g);
    if (nc) return { steps: [nc], used: 1 };
    const cc = costByCount(s, ctx, g);
    if (cc) return { steps: cc, used: 1 };
    return null;
  },
  target(s, ctx, g) {
    return exceptRace(s, ctx, g) ?? nonColorless(s, ctx, g);
  },
};
