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
import { keywordId, normalise, parseClause, parseConditionPrefix, parseNoun, raceNoun, stripQuotedReminder } from "./grammar";
import { describeSteps } from "./describe";
import { ENGINE_KEYWORDS } from "./template-types";
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
  if (/\b(?:graveyard|shields?|hand|mana|deck)\b/i.test(m[3])) return null;
  // "creatures in the battle zone that have …": the battle zone said before the relative clause
  const noun = m[3].replace(/^creatures in the battle zone that /i, "creatures that ").replace(/^creatures that has /i, "creatures that have ");
  let filter: CardFilter | undefined;
  // "water and nature creatures", "darkness or nature creatures", "water creatures and fire creatures": a creature of either civilization
  const two = /^(\w+)(?: creatures)? (?:and|or) (\w+) creatures$/i.exec(noun);
  // "creatures that have both the Dragon and Hunter races": a creature of both
  const both = /^creatures that have both the ([\w' -]+?) and ([\w' -]+?) races$/i.exec(noun);
  // "Dreammates and Vehicle Bees", "Oracles, Unknown and Zenith", "Great Mecha King and Machine Hero": a creature of any of the races
  const races = /^([A-Z][\w' -]*?(?:, [A-Z][\w' -]*?)*) and ([A-Z][\w' -]*?)$/.exec(noun);
  // "fire and nature Dragons": a Dragon of either civilization
  const twoRace = /^(\w+) and (\w+) ([A-Z][\w' -]*)$/.exec(noun);
  const twoRaceName = twoRace ? raceNoun(twoRace[3]) : null;
  if (two && CIVS.includes(two[1].toLowerCase()) && CIVS.includes(two[2].toLowerCase())) filter = { civilizationsAny: [two[1].toLowerCase(), two[2].toLowerCase()] };
  else if (twoRace && twoRaceName && CIVS.includes(twoRace[1].toLowerCase()) && CIVS.includes(twoRace[2].toLowerCase())) filter = { civilizationsAny: [twoRace[1].toLowerCase(), twoRace[2].toLowerCase()], raceIncludes: [twoRaceName] };
  else if (both) {
    const a = RACES.find((x) => x === both[1]);
    const b = RACES.find((x) => x === both[2]);
    if (!a || !b) return null;
    filter = { raceIncludes: [a], anyOf: [{ raceIncludes: [b] }] };
  } else if (races && !/\b(?:creatures?|cards?|spells?)\b/i.test(noun)) {
    const names = [...races[1].split(", "), races[2]].map((x) => raceNoun(x.trim()));
    if (names.some((x) => x === null)) return null;
    filter = { raceIncludes: names as string[] };
  } else {
    const n = parseNoun(noun);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    if (Object.keys(n.filter).length > 0) filter = { ...n.filter };
  }
  return { whose, ...(filter ? { filter } : {}), ...(m[2] ? { excludeSelf: true } : {}), words: `${whose === "own" ? "your" : "all"} ${m[2] ? "other " : ""}${m[3].replace(/ in the battle zone/gi, "")}` };
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
    let power: number | undefined;
    if ((m = /^(.+?) (?:gets|get) (?:([+-]\d+) power and )?(the .+? races?)$/i.exec(pre.rest))) {
      races = raceList(m[3]);
      who = m[1];
      // "gets +500 power and the Hero race": the power too, as a `grant`
      if (m[2] !== undefined) power = Number(m[2]);
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
    const grant: StaticDef | null = power !== undefined ? { kind: "grant", to, power, text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) } : null;
    return {
      apply: (ab) => ab.statics.push(...(grant ? [grant, st] : [st])),
      effect: `while this card is in the battle zone, ${words} in the battle zone${power !== undefined ? ` get ${power >= 0 ? "+" : ""}${power} power and` : ""} have ${races ? `the race${races.length > 1 ? "s" : ""} ${races.join(" and ")}` : `the civilization ${civ}`} besides their own${conditionWords(st)}`,
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

interface GrantParts {
  keywords: string[];
  power?: number;
  battlingPower?: number;
  attackingPower?: number;
  cantBeAttacked?: boolean;
  /** The quoted names said, lower case (a reminder must name one). */
  names: string[];
}

/** '"speed attacker" and "power attacker +3000"', '+4000 power and "mach fighter"', '"power attacker +3000" and can't be attacked'. */
function grantParts(s: string): GrantParts | null {
  // "+9999 power while battling" alone (with other abilities, what "while battling" holds is not clear)
  const battling = /^([+-]\d+) power while battling$/i.exec(s.trim());
  if (battling) return { keywords: [], names: [], battlingPower: Number(battling[1]) };
  const items = s.split(/, and |,? and |, /);
  const out: GrantParts = { keywords: [], names: [] };
  for (const raw of items) {
    const it = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^"power attacker \+(\d+)\.?"$/i.exec(it))) {
      if (out.attackingPower !== undefined) return null;
      out.attackingPower = Number(m[1]);
      if (!out.keywords.includes("power-attacker")) out.keywords.push("power-attacker");
      out.names.push(`power attacker +${m[1]}`);
    } else if ((m = /^"([^"]+)"$/.exec(it))) {
      const k = keywordId(stripQuotedReminder(m[1]));
      if (!k || k === "power-attacker") return null;
      out.keywords.push(k);
      out.names.push(stripQuotedReminder(m[1]).toLowerCase());
    } else if ((m = /^([+-]\d+) power$/i.exec(it))) {
      if (out.power !== undefined) return null;
      out.power = Number(m[1]);
    } else if (/^can't be attacked$/i.test(it)) out.cantBeAttacked = true;
    else return null;
  }
  return out.names.length > 0 || out.power !== undefined ? out : null;
}

/**
 * Keyword abilities (with "power attacker +N") other creatures get, which the `grant` template does not read: "Each of
 * your Dragons in the battle zone gets "power attacker +5000".", "Each of your water creatures and nature creatures in
 * the battle zone has "blocker." (reminder)", "Each of your creatures in the battle zone that have both the Dragon and
 * Hunter races gets "speed attacker".", "Each of your Dreammates and Vehicle Bees … gets …", "Each of your Human
 * creatures in the battle zone gets "power attacker +3000" and can't be attacked.": a `grant` static (power attacker:
 * `attackingPower`, +N power while the creature attacks, and the keyword).
 */
const grantKeywords: Template = {
  name: "static:grant-keywords",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    // a reminder after the quotes is taken off by compile.ts's readings (the reminder of a keyword the line grants)
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    // the verb: the first "gets / has / have" after which the subject and the abilities both read
    let sc: ReturnType<typeof scope> = null;
    let parts: GrantParts | null = null;
    for (const v of pre.rest.matchAll(/ (?:gets?|has|have) /gi)) {
      const i = v.index ?? -1;
      sc = scope(pre.rest.slice(0, i));
      parts = sc ? grantParts(pre.rest.slice(i + v[0].length)) : null;
      if (sc && parts) break;
    }
    if (!sc || !parts || (parts.keywords.length === 0 && parts.power === undefined && parts.battlingPower === undefined)) return null;
    const { words, ...to } = sc;
    const st: StaticDef = {
      kind: "grant",
      to,
      keywords: parts.keywords,
      ...(parts.power !== undefined ? { power: parts.power } : {}),
      ...(parts.cantBeAttacked ? { cantBeAttacked: true } : {}),
      text: line,
      ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}),
      ...(parts.attackingPower !== undefined ? { attackingPower: parts.attackingPower } : {}),
      ...(parts.battlingPower !== undefined ? { battlingPower: parts.battlingPower } : {}),
    };
    const idle = parts.keywords.filter((k) => !ENGINE_KEYWORDS.has(k) && k !== "power-attacker");
    const what = [
      parts.power !== undefined ? `+${parts.power} power` : "",
      parts.attackingPower !== undefined ? `+${parts.attackingPower} power while attacking (power attacker)` : "",
      parts.battlingPower !== undefined ? `${parts.battlingPower >= 0 ? "+" : ""}${parts.battlingPower} power while battling` : "",
      ...parts.keywords.filter((k) => k !== "power-attacker"),
      parts.cantBeAttacked ? "can't be attacked" : "",
    ].filter(Boolean);
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, ${words} in the battle zone get ${what.join(" and ")}${conditionWords(st)}`,
      ...(idle.length > 0 ? { note: `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet` } : {}),
    };
  },
};

/**
 * "Your light creatures that cost 6 or less win all battles.", "All your other creatures win all battles.", "While your
 * opponent has a psychic creature in the battle zone, your creatures win all battles.": a `grant` whose creatures win
 * all their battles (115.3c, 700.5).
 */
const grantWinsAllBattles: Template = {
  name: "static:grant-wins-all-battles",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^(.+?) win all battles$/i.exec(pre.rest);
    const sc = m ? scope(m[1]) : null;
    if (!sc) return null;
    const { words, ...to } = sc;
    const st: StaticDef = { kind: "grant", to, text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}), winsAllBattles: true };
    return { apply: (ab) => ab.statics.push(st), effect: `while this card is in the battle zone, ${words} in the battle zone win all battles (115.3c, 700.5)${conditionWords(st)}` };
  },
};

/**
 * "Your creatures can attack your opponent on the turn they are put into the battle zone.", "Your Jokers can attack your
 * opponent on the turn you put them into the battle zone.": a `grant` whose creatures' attacks on the other player are not
 * stopped by summoning sickness (301.5; "can" beats the rule, 101.2); attacks on creatures still are.
 */
const grantAttackPlayersWhenPut: Template = {
  name: "static:grant-attack-players-when-put",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^(.+?) can attack your opponent on the turn (?:they are put|you put them) into the battle zone$/i.exec(pre.rest);
    const sc = m ? scope(m[1]) : null;
    if (!sc || sc.whose !== "own") return null;
    const { words, ...to } = sc;
    const st: StaticDef = { kind: "grant", to, text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}), attackPlayersWhenPut: true };
    return { apply: (ab) => ab.statics.push(st), effect: `while this card is in the battle zone, ${words} in the battle zone can attack your opponent in spite of summoning sickness (301.5, 101.2)${conditionWords(st)}` };
  },
};

/**
 * "If you have a nature creature in the battle zone, this creature gets +2000 power, "double breaker" and the Mega Dragon
 * race.", "While your opponent has 2 shields or less, this creature gets +3000 power and the Sonic Command race.", "If you
 * have a water creature in the battle zone, this creature can't be blocked and gets the Angel Dragon race.": the self
 * statics (`power`, `keyword`, `cant-be-blocked`) and a race of its own (`gets-characteristics` to itself), each held by
 * the condition.
 */
const selfWithRace: Template = {
  name: "static:self-with-race",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^(?:if|while) ([^,]+), this creature (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const pre = parseConditionPrefix(`if ${m[1]}, x`);
    if (pre.conditions.length === 0 || pre.rest !== "x") return null;
    const conditions = pre.conditions;
    let body = m[2];
    let unblockable = false;
    const cb = /^can't be blocked and (gets .+)$/i.exec(body);
    if (cb) {
      unblockable = true;
      body = cb[1];
    }
    const g = /^gets (.+)$/i.exec(body);
    if (!g) return null;
    const items = g[1].split(/, and |,? and |, /).map((x) => x.trim());
    const races: string[] = [];
    const keywords: string[] = [];
    let power: number | undefined;
    for (const it of items) {
      let r: RegExpExecArray | null;
      if ((r = /^the (.+) race$/i.exec(it))) {
        const race = RACES.find((x) => x.toLowerCase() === r![1].toLowerCase());
        if (!race || race === "undefined" || race === "???") return null;
        races.push(race);
      } else if ((r = /^([+-]\d+) power$/i.exec(it))) {
        if (power !== undefined) return null;
        power = Number(r[1]);
      } else if ((r = /^"([^"]+)"$/.exec(it))) {
        const k = keywordId(stripQuotedReminder(r[1]));
        if (!k || k === "power-attacker") return null;
        keywords.push(k);
      } else return null;
    }
    if (races.length !== 1) return null;
    const sts: StaticDef[] = [];
    if (power !== undefined) sts.push({ kind: "power", amount: power, text: line, conditions });
    for (const k of keywords) sts.push({ kind: "keyword", keyword: k, text: line, conditions });
    if (unblockable) sts.push({ kind: "cant-be-blocked", text: line, conditions });
    sts.push({ kind: "gets-characteristics", to: { self: true }, races, text: line, conditions });
    const idle = keywords.filter((k) => !ENGINE_KEYWORDS.has(k));
    const what = [power !== undefined ? `${power >= 0 ? "+" : ""}${power} power` : "", ...keywords, unblockable ? "can't be blocked" : "", `the ${races[0]} race besides its own`].filter(Boolean);
    return {
      apply: (ab) => ab.statics.push(...sts),
      effect: `this creature gets ${what.join(" and ")} (${conditions.map(describeCondition).join(", ")})`,
      ...(idle.length > 0 ? { note: `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet` } : {}),
    };
  },
};

/** "Your hand can't be discarded by one of your opponent's spell effects or creature abilities." (or "… spells or creature abilities"). */
const handCantBeDiscarded: Template = {
  name: "static:hand-cant-be-discarded",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (/Spell/.test(ctx.type) && !/Creature/.test(ctx.type)) return null;
    if (!/^your hand can't be discarded by one of your opponent's (?:spell effects|spells) or creature abilities$/i.test(normalise(line).replace(/\.$/, ""))) return null;
    const st: StaticDef = { kind: "hand-cant-be-discarded", text: line };
    return { apply: (ab) => ab.statics.push(st), effect: "while this card is in the battle zone, no card of your hand is discarded by your opponent's spell or by the ability of your opponent's creature (101.2, 701.7a)" };
  },
};

/** "an", "one", "two", "2": a count of additional shields. */
function extraCount(s: string): number | null {
  const w = s.toLowerCase();
  if (w === "an" || w === "one") return 1;
  if (w === "two") return 2;
  if (w === "three") return 3;
  return /^\d+$/.test(w) && Number(w) > 0 ? Number(w) : null;
}

/**
 * statics4b: "While this creature is linked, this creature breaks an additional shield.", "While this creature is
 * linked, it breaks an additional shield.": an `extra-breaks` static (509.2b: more shields than its breaker says);
 * "While this creature is tapped, all your other Humans break an additional shield.": a `grant` with `extraBreaks`.
 */
const extraBreaks: Template = {
  name: "static:extra-breaks",
  kind: "static",
  clause: "509.2b",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type) || /Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    // "While this creature is linked, …" (God Link, 804): the grammar's conditions don't read it
    const linked = /^while this creature is linked, (.+)$/i.exec(t);
    const pre = linked ? { conditions: [{ kind: "source-linked" } as const], rest: linked[1] } : parseConditionPrefix(t);
    const m = /^(.+?) (breaks?) (an|one|two|three|\d+) additional (shields?)$/i.exec(pre.rest);
    if (!m) return null;
    const count = extraCount(m[3]);
    if (count === null || (count === 1) !== (m[4].toLowerCase() === "shield")) return null;
    const cond = pre.conditions.length > 0 ? { conditions: pre.conditions } : {};
    const when = pre.conditions.length > 0 ? ` (${pre.conditions.map((c) => describeCondition(c)).join(", ")})` : "";
    // "it" only after a condition about this creature ("While this creature is linked, it …")
    if (/^this creature$/i.test(m[1]) || (/^it$/i.test(m[1]) && pre.conditions.length > 0)) {
      if (m[2].toLowerCase() !== "breaks") return null;
      const st: StaticDef = { kind: "extra-breaks", count, text: line, ...cond };
      return { apply: (ab) => ab.statics.push(st), effect: `this creature breaks ${count} additional shield(s)${when}` };
    }
    if (/crossed|linked|attached/i.test(m[1]) || m[2].toLowerCase() !== "break") return null;
    const sc = scope(m[1]);
    if (!sc || !/^(?:all )?your /i.test(m[1])) return null;
    const { words, ...to } = sc;
    const st: StaticDef = { kind: "grant", to, text: line, ...cond, extraBreaks: count };
    return { apply: (ab) => ab.statics.push(st), effect: `while this card is in the battle zone, ${words} in the battle zone break ${count} additional shield(s)${when}` };
  },
};

/**
 * statics4b: "Your opponent's creatures must block if able.", "Your opponent's creatures block if able.": a `grant` to
 * the other player's creatures with `blocksIfAble` (507.1b: each of them that can block an attack must be chosen).
 */
const grantBlocksIfAble: Template = {
  name: "static:grant-blocks-if-able",
  kind: "static",
  clause: "507.1b",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type) || /Spell/.test(ctx.type)) return null;
    if (!/^your opponent's creatures (?:must )?block if able$/i.test(normalise(line).replace(/\.$/, ""))) return null;
    const st: StaticDef = { kind: "grant", to: { whose: "opponents" }, text: line, blocksIfAble: true };
    return { apply: (ab) => ab.statics.push(st), effect: "while this card is in the battle zone, each of your opponent's creatures that can block an attack must block it (507.1b)" };
  },
};

/**
 * statics4b: "Your (water / multicolored) creatures (in the battle zone) can't be blocked this turn." (a spell): as the
 * grammar reads "Each of your … creatures in the battle zone can't be blocked this turn" (a `grant` step, cantBeBlocked,
 * until the end of the turn, 507.1a).
 */
const spellCantBeBlockedThisTurn: Template = {
  name: "spell:your-creatures-cant-be-blocked",
  kind: "spell",
  clause: "507.1a",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type) || /Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const m = /^your ((?:light|water|darkness|fire|nature|multicolored) )?creatures(?: in the battle zone)? can't be blocked this turn$/i.exec(t);
    if (!m) return null;
    const step = parseClause(`Each of your ${(m[1] ?? "").toLowerCase()}creatures in the battle zone can't be blocked this turn`, {});
    if (!step || step.do !== "grant" || !step.cantBeBlocked) return null;
    const effect = [{ ...step, text: t }];
    return { apply: (ab) => ab.spell.push(...effect), effect: describeSteps(effect) };
  },
};

export const TEMPLATES: Template[] = [getsCharacteristics, manaAllCivilizations, canAttackUntappedOthers, grantKeywords, grantWinsAllBattles, grantAttackPlayersWhenPut, selfWithRace, handCantBeDiscarded, extraBreaks, grantBlocksIfAble, spellCantBeBlockedThisTurn];

/**
 * Other ways to read a line: without the reminder after a granted keyword that compile.ts's readings leave (a full stop
 * inside the quotes, '"slayer." (Whenever a creature that has "slayer" battles, …)', or a stray quote in it): the
 * reminder names one of the keywords quoted before it.
 */
export function readings(line: string): { line: string; note?: string }[] {
  const m = /^(.*"[^"]*")\.?\s*\(([^()]*)\)\.?$/.exec(line.trim());
  if (!m) return [];
  const names = [...m[1].matchAll(/"([^"]+)"/g)].map((q) => q[1].replace(/\.$/, "").trim().toLowerCase());
  const reminder = m[2].toLowerCase();
  const named = names.some((n) => reminder.includes(`"${n}"`) || (/^power attacker \+\d+$/.test(n) && reminder.includes('"power attacker"')));
  if (!named) return [];
  // only keywords the engine acts on: the reminder of one it has no notion of ("Guardman") says what the line would do
  if (!names.every((n) => /^power attacker \+\d+$/.test(n) || ENGINE_KEYWORDS.has(keywordId(n) ?? ""))) return [];
  return [{ line: `${m[1].replace(/\."$/, '"')}.`, note: "the reminder in parentheses restates the keyword the line gives" }];
}
