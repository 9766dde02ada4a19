/**
 * Effect clauses read in the second round of the clauses lane (branch clauses2), kept out of grammar.ts so that the
 * grammar only holds small hooks.
 */
import type { Condition, EffectStep, Target } from "../engine/defs";

/**
 * "Put a creature that costs 7 or less from your hand (into the battle zone). That creature gets "speed attacker" until
 * the end of the turn.": "that creature" (or "it") is the one card the put step moved into the battle zone. The step is
 * rewritten to remember the card it actually put (`remember:`, counted only if it really moved, 2022-09-14 rule of the
 * engine's memory); when nothing was put ("you may", no card to choose) nothing is remembered and the sentences after
 * it act on nothing, as printed. Returns the target of "that creature", or null when the last step is no such put or
 * the sentences after it do not refer back to one creature.
 */
export function itAfterPut(steps: EffectStep[], rest: string[], name: string): Target | null {
  const k = steps.length - 1;
  const last = steps[k];
  if (!last || last.do !== "put-into-battle" || last.remember || last.ifYouDo) return null;
  const t = last.target;
  if (!("choose" in t) || t.choose.zone === "battle") return null;
  const next = (rest[0] ?? "").replace(/^then,? /i, "");
  if (t.choose.count === 1 && !t.choose.upTo) {
    // the very next sentence names that one creature ("That creature …", "It …"); "those creatures" / "them" would be
    // more than one: not read
    if (!/^(?:that creature|it)\b/i.test(next) || /\b(?:those|them|they)\b/i.test(next)) return null;
  } else {
    // "… choose up to 2 creatures … and put them into the battle zone. Those creatures get …": every creature put
    // (each one the step really moved); "that creature" would be one of several: not read
    if (!/^(?:those creatures|they)\b/i.test(next) || /\b(?:that creature|it)\b/i.test(next)) return null;
  }
  steps[k] = { ...last, remember: name };
  return { remembered: name };
}

/**
 * Sentences said in other words than the grammar reads: "that creature doesn't untap at the start of your opponent's
 * turn" / "… of their next turn" (after tapping one of the opponent's creatures: the next turn of its owner, the
 * opponent) is "… at the start of your opponent's next turn".
 */
export function rephraseSentences2(sentences: string[]): string[] {
  // "their" is the opponent's only when the sentence before chose among the opponent's creatures
  return sentences.map((s, i) =>
    s
      // "Then your opponent discards a card at random from your hand." (Road of No Future, Let's Train Noruppi): the
      // opponent can only discard from their own hand (the Japanese text: 相手の手札を1枚見ないで選び、捨てさせる)
      .replace(/^((?:then,? )?your opponent discards (?:a|one|two|\d+) cards? at random from) your hand$/i, "$1 their hand")
      .replace(/^((?:then,? )?(?:that creature|it|those creatures|they) (?:doesn't|don't|does not|do not) untap at the start of) (your opponent's|their) (?:next )?turn$/i, (all, head: string, whose: string) =>
      /^their$/i.test(whose) && !/\bof your opponent'?s? creatures?\b/i.test(sentences[i - 1] ?? "") ? all : `${head} your opponent's next turn`,
    ),
  );
}

type TargetReader<C> = (s: string, ctx: C) => Target | null;
type ConditionReader = (s: string) => Condition[] | null;

const BATTLE = /^(?:then,? )?those (?:2|two) creatures battle$/i;

/**
 * Two creatures that battle, named in the sentence before "Those 2 creatures battle.":
 * - "(You may) choose 2 of your opponent's creatures (in the battle zone)." / "Choose 2 creatures.": one choice of two
 *   creatures, remembered; the battle is between the first and the other (the engine's battle step takes the first of
 *   each side, the second one other than the first). With fewer than two chosen there is no battle (115.3).
 * - "If <condition>, (you may) choose one of your creatures and one of your opponent's creatures.": the battle of the
 *   two, held by the condition.
 * Returns the steps and how many sentences they used, or null.
 */
export function twoBattle<C>(sentences: string[], i: number, ctx: C, target: TargetReader<C>, condition: ConditionReader, name: string): { steps: EffectStep[]; used: number } | null {
  if (!BATTLE.test(sentences[i + 1] ?? "")) return null;
  const s = sentences[i].replace(/^then,? /i, "");
  let m = /^(you may )?choose ((?:2|two) (?:of your opponent's |of your )?creatures(?: in the battle zone)?)$/i.exec(s);
  if (m) {
    const t = target(m[2].replace(/^two /i, "2 "), ctx);
    if (!t || !("choose" in t) || t.choose.zone !== "battle" || t.choose.count !== 2 || t.choose.upTo) return null;
    const on: Target = { remembered: name };
    return { steps: [{ do: "choose", target: t, remember: name, ...(m[1] ? { optional: true } : {}) }, { do: "battle", a: on, b: on }], used: 2 };
  }
  m = /^if (.+?), (you may )?choose (one of your creatures) and (one of your opponent's creatures)(?: in the battle zone)?$/i.exec(s);
  if (m) {
    const cond = condition(m[1]);
    const a = target(m[3], ctx);
    const b = target(m[4], ctx);
    if (!cond || !a || !b || !("choose" in a) || !("choose" in b)) return null;
    return { steps: [{ do: "if", conditions: cond, then: [{ do: "battle", a, b, ...(m[2] ? { optional: true } : {}) }] }], used: 2 };
  }
  return null;
}

/**
 * "That creature gets +5000 power and can't attack players until the end of the turn" (Duel Me!), "… gets +4000 power
 * until the end of the turn and can't attack players until the start of your next turn" (Oasis Contest): two effects on
 * the same creature, each for its period; a period said once at the end is that of both. Null when the sentence is not
 * this shape or either half is not read.
 */
export function powerAndCantAttack<C>(sentence: string, ctx: C, clause: (s: string, ctx: C) => EffectStep | null): EffectStep[] | null {
  const PERIOD = "until the end of the turn|until the start of your next turn|this turn";
  const m = new RegExp(`^(.+?) gets ([+-]\\d+ power)(?: (${PERIOD}))? and (can't attack(?: players| creatures)?(?: or block)?)(?: (${PERIOD}))$`, "i").exec(sentence.trim());
  if (!m) return null;
  const first = m[3] ?? m[5];
  const a = clause(`${m[1]} gets ${m[2]} ${first}`, ctx);
  const b = clause(`${m[1]} ${m[4]} ${m[5]}`, ctx);
  return a && b ? [a, b] : null;
}
