/**
 * Effect clauses read in the second round of the clauses lane (branch clauses2), kept out of grammar.ts so that the
 * grammar only holds small hooks.
 */
import type { EffectStep, Target } from "../engine/defs";

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
  if (!("choose" in t) || t.choose.zone === "battle" || t.choose.count !== 1) return null;
  // the very next sentence names that one creature ("That creature …", "It …"); "those creatures" / "them" would be
  // more than one: not read
  const next = (rest[0] ?? "").replace(/^then,? /i, "");
  if (!/^(?:that creature|it)\b/i.test(next) || /\b(?:those|them|they)\b/i.test(next)) return null;
  steps[k] = { ...last, remember: name };
  return { remembered: name };
}
