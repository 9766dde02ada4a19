/**
 * Conditions the ability words state in their text (issue 14, branch `statics`), read by parseCondition (grammar.ts):
 * Civil Count's "you have a total of 3 or more fire creatures and/or fire tamaseeds", Oniend's "any player has no
 * shields", Crystal Arms' "you have 2 or more face down cards in your mana zone". Onitime's total of both players'
 * shields and Labyrinth's "you have more shields than your opponent" are read before these, by clauses-more.ts's
 * moreCondition. No imports from grammar.ts (it imports this file).
 */
import type { Condition } from "../engine/defs";

const CIV = "light|water|darkness|fire|nature";

export function abilityWordCondition(raw: string): Condition[] | null {
  const s = raw.trim().replace(/\.$/, "");
  let m: RegExpExecArray | null;
  // シビルカウント: the creatures and tamaseeds (battle-zone elements) of that civilization, counted together
  if ((m = new RegExp(`^you have (?:a total of )?(\\d+) or more (${CIV}) creatures (?:and/or|or) (${CIV}) tamaseeds?$`, "i").exec(s)) && m[2].toLowerCase() === m[3].toLowerCase()) {
    return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: m[2].toLowerCase(), typeIncludesAny: ["Creature", "Tamaseed"] }, atLeast: Number(m[1]) }];
  }
  // 鬼エンド
  if (/^(?:any player has no shields|there is a player that has no shields)$/i.test(s)) return [{ kind: "zone-count", whose: "either", zone: "shields", atMost: 0 }];
  // 結晶武装: face-down cards in the mana zone
  if ((m = /^you have (\d+) or more face down cards in your mana zone$/i.exec(s))) return [{ kind: "zone-count", whose: "yours", zone: "mana", filter: { faceUp: false }, atLeast: Number(m[1]) }];
  return null;
}
