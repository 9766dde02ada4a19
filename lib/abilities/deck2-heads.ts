/**
 * Round 3 (branch deck2): trigger heads hooked from heads.ts (`deck2Head`). Each reads into an engine trigger event
 * (lib/engine/defs.ts) or returns null (not read).
 */
import type { CardFilter, TriggerDef } from "../engine/defs";
import { parseNoun } from "./grammar";

type HeadTrig = TriggerDef["on"];

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

