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

const PART_NAMES = new Set(["shen", "shenton", "out", "rage", "michaelan", "treasure"]);

export const LANE: Lane = {
  condition(s, g) {
    return manaDrive(s, g);
  },
  clause(s) {
    // 覚醒 (701.20a): a psychic creature turned to its other side; "to its higher cost side": the face of higher cost
    if (/^flip this creature(?: over)? to its higher cost side$/i.test(s.trim())) return { do: "flip", target: { self: true }, to: "higher" };
    return null;
  },
  multi(sentences, i) {
    // Doron Go: "(you may) put an exile creature (that has "X" in its name) from your hand into the battle zone" — a card
    // of the special type Exile (エグザイル, 204.3; type line "Exile Creature" or "Evolution Exile Creature"); the
    // grammar's own target reading stops at the unknown noun, so the sentence is read whole here
    const ex = /^(you may )?put an exile creature(?: that has "([^"]+)" in its name)? from your hand into the battle zone\.?$/i.exec(sentences[i].trim());
    // names that are also part of longer words in exile creatures' names ("Shen" in "Shenton", "Out" in "Outlaw",
    // "Rage" in "Victorage"): the engine's name test is by whole words, and whether those longer names count is not
    // something the English text settles (名前に《シェン》とある is a part of the Japanese name)
    if (!ex || (ex[2] && PART_NAMES.has(ex[2].toLowerCase()))) return null;
    const filter = { typeIncludes: "Exile Creature", ...(ex[2] ? { nameIncludes: ex[2] } : {}) };
    return { steps: [{ do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter } }, ...(ex[1] ? { optional: true } : {}) }], used: 1 };
  },
};
