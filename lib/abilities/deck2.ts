/**
 * Round 3 (branch deck2): a few more trigger heads and deck-choice wordings, hooked from heads.ts (`deck2Head`) and
 * deck.ts (`deck2Choice`). Each reads into what the engine already does, or returns null (not read).
 */
import type { CardFilter } from "../engine/defs";
import { parseNoun } from "./grammar";
import type { HeadTrig } from "./heads";

const CIV = "(light|water|darkness|fire|nature)";

/**
 * "Whenever you put a creature that is both fire and nature into the battle zone" (also the misprint "put a put a"),
 * "whenever you summon a creature that is both …": a creature of both civilizations (it has the first one and the
 * second one; `civilization` + `civilizationsAny` of one). "Whenever you put a Dragonoid or a creature that has Dragon
 * in its race into the battle zone": a creature of either race word.
 */
export function deck2Head(t: string): HeadTrig | null {
  let m = new RegExp(`^you (put|summon) (?:a put )?an? creature that is both ${CIV} and ${CIV}(?: into the battle zone)?$`, "i").exec(t);
  if (m) {
    const a = m[2].toLowerCase();
    const b = m[3].toLowerCase();
    if (a === b) return null;
    const filter: CardFilter = { typeIncludes: "Creature", civilization: a, civilizationsAny: [b] };
    return { event: "put-into-battle", subject: "own", filter, ...(m[1].toLowerCase() === "summon" ? { bySummon: true } : {}) };
  }
  m = /^you put an? ([A-Z][\w' -]*?) or an? creature that has ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) in its race(?: into the battle zone)?$/.exec(t);
  if (m) {
    const r = parseNoun(m[1]);
    if (!r || r.noun !== "race" || !r.filter.raceIncludes || r.filter.raceIncludes.length !== 1 || Object.keys(r.filter).length !== 1) return null;
    return { event: "put-into-battle", subject: "own", filter: { typeIncludes: "Creature", raceIncludes: [r.filter.raceIncludes[0], m[2]] } };
  }
  return null;
}

/**
 * Deck-choice wordings read as the ones deck.ts knows: "Reveal one and put it into your hand" (showing the card chosen
 * changes nothing the engine tracks: it is "put one into your hand"); "multi-colored" is "multicolored".
 */
export function deck2Choice(s: string): string {
  return s
    .replace(/^reveal (one|a card)(?: of them)? and (?:put|add) it ((?:into|to) your hand)$/i, "put $1 $2")
    .replace(/\bmulti-colored\b/gi, "multicolored");
}
