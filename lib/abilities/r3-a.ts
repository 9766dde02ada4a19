/**
 * Replacement sentences (609) of issue 14, round 3 helper "r3-a": shapes the general "When X would E, S instead."
 * reader in templates.ts does not know, given to it through small hooks (each returns its input, or null, when the
 * shape is not its own):
 *  - the present tense of a replaced put with the "already put" condition in the past: "whenever your opponent puts a
 *    creature, if your opponent put 2 or more other creatures that turn, ... instead" (Manhattan's Memory), read as
 *    "whenever your opponent would put a creature, if your opponent had put 2 or more other creatures this turn, ...";
 *  - subject and event: "your opponent would put a card in(to) their mana zone from anywhere other than their hand"
 *    (a card of theirs put into their mana zone, except from their hand).
 */
import type { RepcEv, RepcSubj } from "./rep-c";

/** Present-tense wordings of a replaced put, read as "would put". */
export function r3aRewrite(line: string): string {
  // "whenever your opponent puts a creature, if your opponent put N or more other creatures that turn, ..." ("that
  // turn" is the turn of the put: this turn)
  return line.replace(
    /^((?:during your opponent's turn, )?(?:when|whenever)) your opponent puts a creature, if your opponent put (\d+) or more other creatures that turn, /i,
    "$1 your opponent would put a creature, if your opponent had put $2 or more other creatures this turn, ",
  );
}

/** "your opponent would put a card in their mana zone from anywhere other than their hand". */
export function r3aSubjectEvent(s: string, e: string): { subj: RepcSubj; ev: RepcEv } | null {
  if (/^(?:your opponent|an opponent)$/i.test(s.trim()) && /^put a card (?:in|into) their mana zone from anywhere other than their hand$/i.test(e.trim())) {
    return { subj: { subject: "opponents" }, ev: { event: "to-mana", conditions: [], notFrom: "hand" } };
  }
  return null;
}
