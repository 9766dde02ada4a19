/**
 * Replacement sentences (609) of issue 14, round 3 part C: shapes the general "When X would E, S instead." reader in
 * templates.ts does not know, given to it through small hooks (each returns null when the shape is not its own):
 *  - "a non-dragon creature": the race word printed in lower case ("non-dragon" = not of a race containing "Dragon");
 *  - the event "would be put into the battle zone" of a creature subject ("Whenever a non-dragon creature would be put
 *    into the battle zone, put it into its owner's graveyard instead.", 龍世界 ドラゴ大王): the card would enter the
 *    battle zone, by a summon or an effect, and goes to the substitute's zone instead (609.1a).
 */
import type { CardFilter, Condition, Subject } from "../engine/defs";
import type { RepcEv } from "./rep-c";

export interface R3cSubj {
  subject: Subject;
  filter?: CardFilter;
}

/** Lower-case race words the catalogue prints in a "non-" adjective. */
export function r3cRewrite(line: string): string {
  return line.replace(/^((?:when|whenever) (?:a|an|any) )non-dragon (creatures? would )/i, "$1non-Dragon $2");
}

/**
 * "a [non-Dragon] creature would be put into the battle zone": any player's creature card entering the battle zone.
 * Only creature subjects (a card type word), since an element's entering is not the same wording.
 */
export function r3cSubjectEvent(
  s: string,
  e: string,
  parseSubject: (s: string) => R3cSubj | null,
): { subj: R3cSubj; ev: RepcEv } | null {
  if (!/^be put into the battle zone$/i.test(e.trim())) return null;
  const subjText = s.trim();
  if (/^this /i.test(subjText)) return null;
  const subj = parseSubject(subjText);
  if (!subj || subj.subject === "self") return null;
  if (!subj.filter || subj.filter.typeIncludes !== "Creature") return null;
  return { subj, ev: { event: "enter-battle", conditions: [] } };
}

const FIVE_CIVS = ["light", "water", "darkness", "fire", "nature"] as const;

/**
 * "if you have cards of all 5 civilizations in the battle zone": for each of the five civilizations (light, water,
 * darkness, fire, nature; 106.1), at least one of your cards in the battle zone is of it (a multicolored card is of each
 * of its civilizations, so it counts for each).
 */
export function r3cCondition(t: string): Condition[] | null {
  if (!/^you have cards of all (?:5|five) civilizations in the battle zone$/i.test(t.trim())) return null;
  return FIVE_CIVS.map((civ) => ({ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: civ }, atLeast: 1 }));
}
