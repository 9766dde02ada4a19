/**
 * Replacement sentences (609), issue 14, round 3 (r3-b): subjects the general reader in templates.ts (parseSubject) does
 * not take as printed. A hook returning null when the shape is not its own.
 *  - "one of your evolution creatures or tamaseeds" (Ultra Saver: Evolution creature or tamaseed): a card of yours whose
 *    type is an evolution creature (every catalogue type with "Evolution" but Evolution Cross Gear, which is not a
 *    creature) or a tamaseed.
 * And substitutes the general effect reader does not know:
 *  - "shuffle 3 cards that have "Cyber" in their race from your graveyard into your deck": cards whose race has that word
 *    (203: a race containing the word, as "Cyber" in "Cyber Lord"; the engine's raceIncludes matches whole words).
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
  const m = /^shuffle (\d+) cards that have "([A-Z][\w-]*(?: [A-Z][\w-]*)*)" in their races? from your graveyard into your deck$/.exec(t.trim());
  if (!m) return null;
  const steps = parseEffects(`shuffle ${m[1]} cards from your graveyard into your deck`);
  const st = steps?.length === 1 ? steps[0] : null;
  if (!st || st.do !== "shuffle-into-deck" || !("choose" in st.target) || st.target.choose.filter) return null;
  return [{ ...st, target: { choose: { ...st.target.choose, filter: { raceIncludes: [m[2]] } } } }];
}
