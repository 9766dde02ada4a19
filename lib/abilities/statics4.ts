/**
 * statics4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "(while/if) all (the) cards in your mana zone are water (cards)", "… are fire or colorless", "… are tapped": a
 *   `mana-all` condition (an empty mana zone stops the run: no ruling decides it).
 */
import type { Condition } from "../engine/defs";
import type { Lane } from "./lane-types";

const CIVS = ["light", "water", "darkness", "fire", "nature"];

/** "all (the) cards in your mana zone are water (cards)", "… are light or colorless", "… are tapped". */
export function manaAllCondition(s: string): Condition[] | null {
  const m = /^all (?:the )?cards in your mana zone are (?:(light|water|darkness|fire|nature)( or colorless)?(?: cards)?|(tapped))$/i.exec(s.trim());
  if (!m) return null;
  if (m[3]) return [{ kind: "mana-all", tapped: true }];
  const civ = m[1].toLowerCase();
  if (!CIVS.includes(civ)) return null;
  return [{ kind: "mana-all", civilizations: [civ], ...(m[2] ? { orColorless: true } : {}) }];
}

export const LANE: Lane = {
  condition: (s) => manaAllCondition(s),
};
