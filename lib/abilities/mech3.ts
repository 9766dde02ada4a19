/**
 * mech3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 */
import type { CardFilter, Condition } from "../engine/defs";
import type { Lane, LaneGrammar } from "./lane-types";

const CIV = /^(?:light|water|darkness|fire|nature)$/i;

/**
 * Mana Drive's condition (マナ・ドライブ N (文明)): "you have 5 or more cards in your mana zone and one or more of them is
 * fire civilization" / "… at least one of them is Jokers" → N or more cards in the mana zone, one or more of them of
 * that civilization (or race).
 */
function manaDrive(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^you have (\d+) or more cards? in your mana zone,? and (?:one or more|at least one) of them is (.+?)(?: civilization)?$/i.exec(s.trim());
  if (!m) return null;
  const what = m[2].trim();
  let filter: CardFilter;
  if (CIV.test(what)) filter = { civilization: what.toLowerCase() };
  else {
    const race = g.raceNoun(what);
    if (!race) return null;
    filter = { raceIncludes: [race] };
  }
  return [
    { kind: "zone-count", whose: "yours", zone: "mana", atLeast: Number(m[1]) },
    { kind: "zone-count", whose: "yours", zone: "mana", filter, atLeast: 1 },
  ];
}

export const LANE: Lane = {
  condition(s, g) {
    return manaDrive(s, g);
  },
  clause(s) {
    // 覚醒 (701.20a): a psychic creature turned to its other side; "to its higher cost side": the face of higher cost
    if (/^flip this creature(?: over)? to its higher cost side$/i.test(s.trim())) return { do: "flip", target: { self: true }, to: "higher" };
    return null;
  },
};
