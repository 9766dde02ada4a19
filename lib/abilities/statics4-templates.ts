/**
 * statics4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts).
 *
 * - "Each of your light creatures gets the Survivor race.", "Each of your creatures in the battle zone is a Survivor in
 *   addition to its other races.": a `gets-characteristics` static with races (the battle zone's creatures reached
 *   have them besides their own).
 * - "Each of your water and nature creatures in the battle zone are also light creatures.": the same static with a
 *   civilization ("X and Y creatures": each creature of either, as "X or Y" on the cycle's other card).
 * - "Cards in your mana zone are considered to be cards of every civilization.": a `mana-all-civilizations` static.
 * - "Each of your creatures in the battle zone can attack untapped creatures." and its wordings for other creatures: as
 *   the self "can attack untapped creatures" (templates.ts), a permission the engine does not need (505.2 is not
 *   checked).
 */
import type { CardFilter, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseConditionPrefix, parseNoun } from "./grammar";
import { RACES } from "./races";
import type { Template } from "./template-types";

const CIVS = ["light", "water", "darkness", "fire", "nature"];

type Whose = "own" | "opponents" | "all";

/**
 * "each of your (other) light creatures (in the battle zone)", "all Dragons in the battle zone": whose creatures, a
 * filter, "other". Null for anything else (a zone other than the battle zone, a noun that is not of creatures).
 */
function scope(s: string): { whose: Whose; filter?: CardFilter; excludeSelf?: boolean; words: string } | null {
  const m = /^(each of your|your|all your|all|each) (other )?(.+?)(?: in the battle zone)?$/i.exec(s.trim());
  if (!m) return null;
  const who = m[1].toLowerCase();
  const whose: Whose = who === "all" || who === "each" ? "all" : "own";
  if (/ in (?:your|the|their) (?!battle)|graveyard|shield|hand|mana/i.test(m[3])) return null;
  let filter: CardFilter | undefined;
  // "water and nature creatures", "darkness or nature creatures": a creature of either civilization
  const two = /^(\w+) (?:and|or) (\w+) creatures$/i.exec(m[3]);
  if (two && CIVS.includes(two[1].toLowerCase()) && CIVS.includes(two[2].toLowerCase())) filter = { civilizationsAny: [two[1].toLowerCase(), two[2].toLowerCase()] };
  else {
    const n = parseNoun(m[3]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    if (Object.keys(n.filter).length > 0) filter = { ...n.filter };
  }
  return { whose, ...(filter ? { filter } : {}), ...(m[2] ? { excludeSelf: true } : {}), words: `${whose === "own" ? "your" : "all"} ${m[2] ? "other " : ""}${m[3]}` };
}

/** "the Survivor race", "the Alien and Hunter races": known race names only. */
function raceList(s: string): string[] | null {
  const m = /^the (.+?) races?$/i.exec(s.trim());
  if (!m) return null;
  const parts = m[1].split(/,? and |, /);
  const out: string[] = [];
  for (const p of parts) {
    const r = RACES.find((x) => x.toLowerCase() === p.trim().toLowerCase());
    if (!r || r === "undefined" || r === "???") return null;
    out.push(r);
  }
  if (out.length === 0 || (out.length > 1) !== /races$/i.test(m[0])) return null;
  return out;
}

const conditionWords = (st: { conditions?: import("../engine/defs").Condition[] }): string => (st.conditions && st.conditions.length > 0 ? ` (${st.conditions.map(describeCondition).join(", ")})` : "");

/**
 * "Each of your light creatures gets the Survivor race.", "Each of your creatures in the battle zone gets the Alien and
 * Hunter races.", "Each of your creatures in the battle zone is a Survivor in addition to its other races.", "Each of
 * your water and nature creatures in the battle zone are also light creatures.": while this card is in the battle zone,
 * the creatures reached have the race(s) / civilization besides their own.
 */
const getsCharacteristics: Template = {
  name: "static:gets-characteristics",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    let m: RegExpExecArray | null;
    let races: string[] | null = null;
    let civ: string | null = null;
    let who: string;
    if ((m = /^(.+?) (?:gets|get) (the .+? races?)$/i.exec(pre.rest))) {
      races = raceList(m[2]);
      who = m[1];
    } else if ((m = /^(.+?) is an? (.+?) in addition to its other races$/i.exec(pre.rest))) {
      races = raceList(`the ${m[2]} race`);
      who = m[1];
    } else if ((m = /^(.+?) (?:are|is) also (\w+) creatures?$/i.exec(pre.rest))) {
      civ = CIVS.includes(m[2].toLowerCase()) ? m[2].toLowerCase() : null;
      if (!civ) return null;
      who = m[1];
    } else return null;
    if (!races && !civ) return null;
    const sc = scope(who);
    if (!sc) return null;
    const { words, ...to } = sc;
    const st: StaticDef = { kind: "gets-characteristics", to, ...(races ? { races } : {}), ...(civ ? { civilizations: [civ] } : {}), text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, ${words} in the battle zone have ${races ? `the race${races.length > 1 ? "s" : ""} ${races.join(" and ")}` : `the civilization ${civ}`} besides their own${conditionWords(st)}`,
    };
  },
};

/** "Cards in your mana zone are considered to be cards of every civilization." */
const manaAllCivilizations: Template = {
  name: "static:mana-all-civilizations",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type) && !/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    if (!/^cards in your mana zone are considered to be cards of every civilization$/i.test(t)) return null;
    const st: StaticDef = { kind: "mana-all-civilizations", text: line };
    return { apply: (ab) => ab.statics.push(st), effect: "while this card is in the battle zone, each face-up card in your mana zone has all five civilizations" };
  },
};

/**
 * "Each of your creatures in the battle zone can attack untapped creatures.", "All Dragons in the battle zone can attack
 * untapped creatures.", "Each of your Phoenix or Dragons in the battle zone can …", "This creature can attack untapped
 * crossed creatures.", "During the turn this creature was put into the battle zone, this creature can attack untapped
 * creatures.": a permission to attack untapped creatures, which the engine does not need (as the self reading
 * "rule:can-attack-untapped", templates.ts).
 */
const canAttackUntappedOthers: Template = {
  name: "rule:can-attack-untapped-others",
  kind: "rule",
  clause: "505.2",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    let m: RegExpExecArray | null;
    let ok = false;
    if ((m = /^(.+?) can attack untapped (creatures|multicolored creatures)$/i.exec(t))) {
      const who = m[1];
      // "Phoenix or Dragons", "Phoenixes or creatures that have Dragons in their race": races by their names
      const alt = /^each of your (phoenix|phoenixes) or (dragons|creatures that have dragons? in their race) in the battle zone$/i.exec(who);
      ok = alt !== null || scope(who) !== null || /^during the turn this creature was put into the battle zone, this creature$/i.test(who);
    } else if (/^this creature can attack untapped crossed creatures$/i.test(t)) ok = /Creature/.test(ctx.type);
    if (!ok) return null;
    return { apply: () => {}, note: "the engine does not restrict attacks to the opponent's tapped creatures (505.2 is not checked: a scenario's attacks are the players' choices), so this permission changes nothing in a run" };
  },
};

export const TEMPLATES: Template[] = [getsCharacteristics, manaAllCivilizations, canAttackUntappedOthers];

/** Other ways to read a line (an ability word or label left out …), with why. */
export const readings: (line: string) => { line: string; note?: string }[] = () => [];
