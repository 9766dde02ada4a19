/**
 * Replacement sentences (609), issue 14, round 3 (r3-b): subjects the general reader in templates.ts (parseSubject) does
 * not take as printed. A hook returning null when the shape is not its own.
 *  - "one of your evolution creatures or tamaseeds" (Ultra Saver: Evolution creature or tamaseed): a card of yours whose
 *    type is an evolution creature (every catalogue type with "Evolution" but Evolution Cross Gear, which is not a
 *    creature) or a tamaseed.
 * And substitutes the general effect reader does not know:
 *  - "shuffle 3 cards that have "Cyber" in their race from your graveyard into your deck": cards whose race has that word
 *    (203: a race containing the word, as "Cyber" in "Cyber Lord"; the engine's raceIncludes matches whole words);
 *  - "put an Earth Dragon and a Fire Bird from your mana zone into your graveyard": one card of each, in turn (the
 *    pipeline offers the substitute only when all of it can be performed, 609.4); the sentence's "you may X. If you do,
 *    this creature stays in the battle zone instead" is rep-b.ts's rewrite (replacement:stays-if-you-do).
 * And a rewrite (r3bRewrite): "whenever you would draw a card ..., you may draw 2 cards instead of one": the replaced
 * event is the one draw (114.2: each card drawn is its own draw), so "instead of one" only repeats what is replaced.
 */
import type { EffectStep } from "../engine/defs";
import { parseEffects } from "./grammar";
import type { RepcSubj } from "./rep-c";

export function r3bSubject(t: string): RepcSubj | null {
  if (/^(?:one of your|any of your|your) evolution creatures or tamaseeds$/i.test(t.trim())) {
    return { subject: "own", filter: { typeIncludesAny: ["Evolution", "Tamaseed"], typeExcludes: "Cross Gear" } };
  }
  return null;
}

export function r3bSubstitute(t: string): EffectStep[] | null {
  const pair = pairFromMana(t);
  if (pair) return pair;
  const m = /^shuffle (\d+) cards that have "([A-Z][\w-]*(?: [A-Z][\w-]*)*)" in their races? from your graveyard into your deck$/.exec(t.trim());
  if (!m) return null;
  const steps = parseEffects(`shuffle ${m[1]} cards from your graveyard into your deck`);
  const st = steps?.length === 1 ? steps[0] : null;
  if (!st || st.do !== "shuffle-into-deck" || !("choose" in st.target) || st.target.choose.filter) return null;
  return [{ ...st, target: { choose: { ...st.target.choose, filter: { raceIncludes: [m[2]] } } } }];
}

/** "put an Earth Dragon and a Fire Bird from your mana zone into your graveyard": one of each. */
function pairFromMana(t: string): EffectStep[] | null {
  const m = /^put an? ([^,]+?) and an? ([^,]+?) from your mana zone into your graveyard$/i.exec(t.trim());
  if (!m) return null;
  const out: EffectStep[] = [];
  for (const noun of [m[1], m[2]]) {
    const st = parseEffects(`put a ${noun} from your mana zone into your graveyard`);
    if (!st || st.length !== 1 || st[0].do !== "to-graveyard" || !("choose" in st[0].target) || st[0].target.choose.count !== 1 || !st[0].target.choose.filter) return null;
    out.push(st[0]);
  }
  return out;
}

/** "... would draw a card ..., (you may) draw 2 cards instead of one[. If you do, ...]": "instead". */
export function r3bRewrite(line: string): string {
  return line.replace(/^((?:rainbownus\s*[:―—–-]\s*)?(?:when|whenever) you would draw a card\b[^.]*, (?:you may )?draw (?:2|3|two|three) cards) instead of one(?=$|\. )/i, "$1 instead");
}
