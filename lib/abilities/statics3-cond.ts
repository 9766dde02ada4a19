/**
 * statics3: conditions said in ways the general grammar does not read, for the statics of lib/abilities/statics3.ts —
 * negations ("if you don't have another Dragon in the battle zone", "unless you have 3 or more cards in your hand") and
 * "less than N" / "more than N". A negation is read only for one count ("how many cards of a zone match"), whose
 * negation is exact: "at least N" ↔ "at most N−1".
 */
import type { Condition } from "../engine/defs";
import { parseCondition } from "./grammar";

/** The exact negation of a condition list, when it is one zone count; null otherwise. */
export function negateConditions(cs: Condition[] | null): Condition[] | null {
  if (!cs || cs.length !== 1) return null;
  const c = cs[0];
  if (c.kind !== "zone-count" && c.kind !== "this-turn-count" && c.kind !== "turn-log") return null;
  const hasLeast = c.atLeast !== undefined;
  const hasMost = c.atMost !== undefined;
  if (hasLeast === hasMost) return null;
  const { atLeast, atMost, ...rest } = c;
  if (atLeast !== undefined) return atLeast <= 0 ? null : [{ ...rest, atMost: atLeast - 1 }];
  return [{ ...rest, atLeast: (atMost as number) + 1 }];
}

/** "less than 3" → "2 or less", "more than 3" → "4 or more"; "another X in the battle zone" → "another X". */
function rewrite(s: string): string | null {
  let t = s.trim().replace(/\.$/, "");
  t = t.replace(/\b(?:less|fewer) than (\d+)\b/gi, (_, n: string) => `${Number(n) - 1} or less`);
  t = t.replace(/\bmore than (\d+) (?!shields?\b)/gi, (_, n: string) => `${Number(n) + 1} or more `);
  t = t.replace(/^(you have another .+?) in the battle zone$/i, "$1");
  return /-1 or less/.test(t) ? null : t;
}

/**
 * A condition's words rewritten into words the general grammar reads (parseCondition), with the same meaning: "less than
 * 3" → "2 or less"; "you don't have 3 or more X" → "you have 2 or fewer X"; "you don't have a X" → "you have no X"; "X
 * in the battle zone" said of what a player has → "X" (what a player has with no zone named is in the battle zone).
 * Null when the result is not read, or not read as s3Condition reads the original.
 */
export function conditionWords(raw: string): string | null {
  const t = rewrite(raw);
  if (t === null) return null;
  const cands: string[] = [t];
  const m = /^(you don't have|your opponent doesn't have) (.+)$/i.exec(t);
  if (m) {
    const who = /^you /i.test(m[1]) ? "you have" : "your opponent has";
    let n: RegExpExecArray | null;
    if ((n = /^(\d+) or more (.+)$/i.exec(m[2]))) cands.push(Number(n[1]) <= 1 ? `${who} no ${n[2]}` : `${who} ${Number(n[1]) - 1} or fewer ${n[2]}`);
    else if ((n = /^(?:an?|any) (.+)$/i.exec(m[2]))) cands.push(`${who} no ${n[1]}`);
  }
  for (const c of [...cands]) if (/ in the battle zone$/i.test(c)) cands.push(c.replace(/ in the battle zone$/i, ""));
  const want = JSON.stringify(s3Condition(raw));
  for (const c of cands) {
    const got = parseCondition(c);
    if (got && JSON.stringify(got) === want) return c;
  }
  return null;
}

/**
 * A race word read on a card type other than creatures ("a Forbidden Field": the grammar reads "Forbidden" as a race,
 * while it is part of the type's name): not trusted.
 */
const doubtful = (cs: Condition[] | null): boolean => (cs ?? []).some((c) => c.kind === "zone-count" && c.filter?.raceIncludes !== undefined && c.filter.typeIncludes !== undefined && c.filter.typeIncludes !== "Creature");

/** A positive condition ("you have 3 or more cards in your hand"), with the rewrites above. */
export function s3Condition(raw: string): Condition[] | null {
  const cs = s3ConditionRaw(raw);
  return doubtful(cs) ? null : cs;
}

function s3ConditionRaw(raw: string): Condition[] | null {
  const t = rewrite(raw);
  if (t === null) return null;
  // "you have cast a spell this turn", "you cast 2 or more spells this turn": spells cast this turn (the engine's turn log, lib/engine/cond3.ts)
  const cast = /^you (?:have )?cast (a spell|(\d+) or more spells) this turn$/i.exec(t);
  if (cast) return [{ kind: "turn-log", what: "cast", whose: "yours", atLeast: cast[2] ? Number(cast[2]) : 1 }];
  // "you have a face up card in your shield zone", "... 3 or more face up cards in your shields"
  const up = /^you have (an?|(\d+) or more) face up cards? in your (?:shield zone|shields)$/i.exec(t);
  if (up) return [{ kind: "zone-count", whose: "yours", zone: "shields", filter: { faceUp: true }, atLeast: up[2] ? Number(up[2]) : 1 }];
  // "you have a D2 Field (in the battle zone)": an element of that type
  if (/^you have an? D2 Field(?: in the battle zone)?$/i.test(t)) return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "D2 Field" }, atLeast: 1 }];
  // "you have 2 or more other fire creatures in the battle zone": not counting this card
  const oth = /^you have ((?:\d+ or more|an?)) other (.+?)(?: in the battle zone)?$/i.exec(t);
  if (oth) {
    const base = s3ConditionRaw(`you have ${oth[1]} ${oth[2]} in the battle zone`);
    if (base && base.length === 1 && base[0].kind === "zone-count" && base[0].zone === "battle" && base[0].whose === "yours" && !base[0].excludeSource) return [{ ...base[0], excludeSource: true }];
    return null;
  }
  const direct = parseCondition(t) ?? (/ in the battle zone$/i.test(t) && /^(?:you have|your opponent has) /i.test(t) ? parseCondition(t.replace(/ in the battle zone$/i, "")) : null);
  if (direct) return direct;
  // "you don't have X", "your opponent doesn't have X": the negation of "you have X"
  const m = /^(you don't have|your opponent doesn't have) (.+)$/i.exec(t);
  if (m) {
    const who = /^you /i.test(m[1]) ? "you have" : "your opponent has";
    const body = m[2].replace(/^any /i, "a ");
    return negateConditions(s3Condition(`${who} ${body}`));
  }
  return null;
}

/** "unless X": the negation of X. */
export const s3Unless = (raw: string): Condition[] | null => negateConditions(s3Condition(raw));
