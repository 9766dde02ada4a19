/**
 * The sentence grammar: normalisation, and parsers for the parameters of card text (counts, costs,
 * civilizations, races, zones), card filters, targets, conditions and effect clauses. Every parser returns null
 * when it does not understand its whole input: nothing is guessed.
 */
import { abilityWordCondition } from "./statics-conditions";
import type { CardFilter, ChooseSpec, Condition, EffectStep, PerCard, Target } from "../engine/defs";
import type { ZoneName } from "../engine/zones";
import { RACES } from "./races";
import { deckLookMore, searchDeckMore, topThen, type DeckGrammar } from "./deck";
import { conditionalChoice, itAfterConditional, moreClause, moreClauses, moreCondition, moreTarget, firstClause, rephraseSentences } from "./clauses-more";
import { parseMechClause } from "./mech-clauses";
import { itAfterPut, powerAndCantAttack, rephraseSentences2, twoBattle } from "./clauses2";
import type { LaneGrammar, Noun, NounKind } from "./lane-types";
import { laneClause, laneCondition, laneMulti, laneTarget } from "./lanes";
import { parenMulti } from "./moves3";

/**
 * Every template normalises the line it is given, so one line is normalised once per template tried: the results are
 * kept (a bounded cache, emptied when full) — the whole catalogue's compile spent a third of its time here.
 */
const NORMALISED = new Map<string, string>();

/** NFKC, straight quotes, single spaces, "his/her" → "their", no final period. */
export function normalise(s: string): string {
  const known = NORMALISED.get(s);
  if (known !== undefined) return known;
  if (NORMALISED.size >= 20_000) NORMALISED.clear();
  const out = normaliseText(s);
  NORMALISED.set(s, out);
  return out;
}

function normaliseText(s: string): string {
  return s
    .normalize("NFKC")
    .replace(/[“”]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\b(?:his or her|his|her)\b/gi, "their")
    .replace(/\bhim\b/gi, "them")
    .replace(/\bit's owner/gi, "its owner")
    // "into its owners graveyard": the apostrophe left out (one owner)
    .replace(/\bits owners (?=graveyard|hand|mana zone|deck|shields?\b|shield zone)/gi, "its owner's ")
    .replace(/\bthe end of turn\b/gi, "the end of the turn")
    .trim();
}

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function parseCount(s: string): number | null {
  const t = s.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  return NUMBERS[t] ?? null;
}

export const COUNT = "(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+)";

/** "Any number of": a choice of as many as the player likes, up to every option. */
export const ANY_NUMBER = 99;

export const CIVS = ["light", "water", "darkness", "fire", "nature"];
const CIV_RE = "(?:light|water|darkness|fire|nature)";

/** Keyword names as printed in quotes ("blocker", "double breaker") → the engine's keyword ids. */
export const QUOTED_KEYWORDS: Record<string, string> = {
  blocker: "blocker",
  "speed attacker": "speed-attacker",
  slayer: "slayer",
  "double breaker": "double-breaker",
  "triple breaker": "triple-breaker",
  "quattro breaker": "quattro-breaker",
  "world breaker": "world-breaker",
  "powered breaker": "powered-breaker",
  "shield trigger": "shield-trigger",
  "guard strike": "guard-strike",
  "mach fighter": "mach-fighter",
  "just diver": "just-diver",
  guardman: "guardman",
};

export function keywordId(quoted: string): string | null {
  return QUOTED_KEYWORDS[quoted.trim().toLowerCase().replace(/\s+/g, " ")] ?? null;
}

/**
 * '"speed attacker"', '"speed attacker" and "double breaker"', '"double breaker (This creature breaks 2 shields)."' →
 * keyword ids (null if any is unknown). A keyword's reminder inside its quotes restates it and is dropped.
 */
export function parseQuotedKeywords(s: string): string[] | null {
  const items = splitQuoted(s);
  if (!items) return null;
  const out: string[] = [];
  for (const q of items) {
    const k = keywordId(stripQuotedReminder(q));
    if (!k) return null;
    out.push(k);
  }
  return out;
}

/** '"a", "b" and "c"' (each optionally after "has ") → the quoted texts; null unless the whole text is such a list. */
export function splitQuoted(s: string): string[] | null {
  let rest = s.trim();
  const out: string[] = [];
  while (rest.length > 0) {
    const m = /^(?:has )?"([^"]+)"(,? and |, |$)/i.exec(rest);
    if (!m) return null;
    out.push(m[1]);
    rest = rest.slice(m[0].length);
    if (m[2] !== "" && rest.length === 0) return null;
  }
  return out.length > 0 ? out : null;
}

/** 'double breaker (This creature breaks 2 shields).' → 'double breaker': a quoted ability without its reminder and full stop. */
export const stripQuotedReminder = (q: string): string =>
  q
    .trim()
    .replace(/\.$/, "")
    .replace(/\s*\([^()]*\)\.?$/, "")
    .replace(/\.$/, "")
    .trim();

// ---------------------------------------------------------------------------------------------
// Races and nouns

const RACE_WORDS = RACES.map((r) => ` ${r} `);
const RACE_SET = new Set(RACES);
/** Some catalogue race contains `w` as whole words ("Dragon" in "Armored Dragon"), as the engine's raceIncludes matches. */
export const isKnownRace = (w: string): boolean => RACE_WORDS.some((r) => r.includes(` ${w} `));

/**
 * A race named as a noun, plural or singular: "Dragon(s)", "Guardians", "Jokers" (a race whose name is plural).
 * The form a catalogue race has wins; a name no race has is not read (null).
 */
export function raceNoun(s: string): string | null {
  const w = s.trim().replace(/\(s\)$/, "");
  // "fire dragons", "non-evolution dragons": printed in lower case, still the race word Dragon (ドラゴン)
  if (/^dragons?$/.test(w)) return "Dragon";
  if (!/^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$/.test(w)) return null;
  if (/^(?:Creature|Creatures|Spell|Spells|Card|Cards)$/.test(w)) return null;
  const singular = w.replace(/(?<=[a-z])s$/, "");
  // a race whose whole name is plural ("Jokers") stays; a plural ("Dragons") is its singular race word, even when some
  // race happens to contain the plural ("Dragons Zero")
  if (RACE_SET.has(w)) return w;
  // "Phoenixes" → Phoenix
  const singularEs = w.replace(/(?<=(?:x|ch|sh|ss))es$/, "");
  for (const form of [singular, singularEs, w]) if (isKnownRace(form)) return form;
  return null;
}

/** "Dragon", "Dragons or Fire Birds", "Angel Command or Demon Command" → race names (null if any is not a race). */
function raceList(s: string): string[] | null {
  const parts = s.split(/,? or |, |\/| and\/or /);
  const out: string[] = [];
  for (const p of parts) {
    const r = raceNoun(p);
    if (!r) return null;
    out.push(r);
  }
  return out;
}

/** "light", "light or water", "light, water or darkness", "light and/or water" → civilizations (null otherwise). */
function civList(s: string, plural = false): string[] | null {
  const t = s.trim().toLowerCase();
  // "light and darkness cards" (plural): the light ones and the darkness ones
  // "light, water, darkness, or fire" (a serial comma before the last)
  const and = plural ? "|,? and" : "";
  if (!new RegExp(`^${CIV_RE}(?:(?:,? or|,| and/or|/${and}) ?${CIV_RE})*$`).test(t)) return null;
  return t.split(/,? or |, ?| and\/or |\/|,? and /).map((x) => x.trim());
}

function setCivs(f: CardFilter, civs: string[]): void {
  if (civs.length === 1) f.civilization = civs[0];
  else f.civilizationsAny = civs;
}

/**
 * "non-Dragon", "non-Angel Command" at the start of the adjectives: the races excluded (joined by NUL in m[1]) and the
 * text read (m[0]); the longest run of capitalised words that names races wins.
 */
function nonRace(w: string): RegExpExecArray | null {
  const m = /^non-([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)/.exec(w);
  if (!m) return null;
  const words = m[1].split(" ");
  for (let n = words.length; n > 0; n--) {
    const races = raceList(words.slice(0, n).join(" "));
    if (!races) continue;
    const text = `non-${words.slice(0, n).join(" ")}`;
    const rest = /^,?\s*/.exec(w.slice(text.length))![0];
    const out = [text + rest, races.join("\u0000")] as unknown as RegExpExecArray;
    return out;
  }
  return null;
}

/** Adjectives before a noun: tapped/untapped, non-evolution, evolution, multicolored, psychic, civilizations, races. */
function parseAdjectives(words: string, f: CardFilter, plural = false): boolean {
  let w = words.trim();
  const and = plural ? "|,? and" : "";
  while (w !== "") {
    let m: RegExpExecArray | null;
    if ((m = /^(tapped|untapped)\b\s*/i.exec(w))) {
      f.tapped = m[1].toLowerCase() === "tapped";
    } else if ((m = /^non-evolution\b,?\s*/i.exec(w)) && !f.typeExcludes) {
      f.typeExcludes = "Evolution";
    } else if ((m = /^non-creature\b,?\s*/i.exec(w)) && !f.typeExcludes) {
      // "a non-creature card": its type line has no Creature
      f.typeExcludes = "Creature";
    } else if ((m = /^non-psychic\b,?\s*/i.exec(w)) && !f.typeExcludes) {
      // "non-psychic creatures": its type line has no Psychic
      f.typeExcludes = "Psychic";
    } else if ((m = /^non-dragheart\b,?\s*/i.exec(w)) && !f.typeExcludes) {
      // "non-dragheart creatures": not a Dragheart Creature (its type line says Dragheart)
      f.typeExcludes = "Dragheart";
    } else if ((m = new RegExp(`^non-(${CIV_RE})\\b,?\\s*`, "i").exec(w)) && !f.civilizationNot) {
      f.civilizationNot = m[1].toLowerCase();
    } else if (!f.raceExcludes && (m = nonRace(w))) {
      // "non-Dragon creatures": of none of the races named
      f.raceExcludes = m[1].split("\u0000");
    } else if ((m = /^evolution\b\s*/i.exec(w)) && !f.typeIncludes) {
      f.typeIncludes = "Evolution";
    } else if ((m = /^power (\d+) or (more|less)\b\s*/i.exec(w)) && f.powerAtLeast === undefined && f.powerAtMost === undefined) {
      // "your power 6000 or more creatures"
      if (m[2].toLowerCase() === "more") f.powerAtLeast = Number(m[1]);
      else f.powerAtMost = Number(m[1]);
    } else if ((m = /^(?:multicolored|multicolor)\b\s*/i.exec(w))) {
      f.multicolored = true;
    } else if ((m = /^(?:monocolored|mono-colored|single-colored|non-multicolored|non-multicolor)\b\s*/i.exec(w))) {
      // "non-multicolored": not of two or more civilizations (a colorless card too)
      f.multicolored = false;
    } else if ((m = /^colorless\b\s*/i.exec(w)) && !f.civilization && !f.civilizationsAny) {
      // "colorless": of no civilization (106.2c 文明を持たないカードは、無色カードと呼ばれます), the catalogue's civilization "zero"
      f.civilization = "zero";
    } else if ((m = /^(?:gacharange|GR)\b\s*/i.exec(w)) && !f.typeIncludes) {
      // "gacharange creatures" (GRクリーチャー): the catalogue's type "Gacharange Creature"
      f.typeIncludes = "Gacharange";
    } else if ((m = /^psychic\b\s*/i.exec(w)) && !f.typeIncludes) {
      f.typeIncludes = "Psychic";
    } else if ((m = new RegExp(`^(${CIV_RE}(?:(?:,? or|,| and/or|/${and}) ?${CIV_RE})*)\\b\\s*`, "i").exec(w)) && !f.civilization && !f.civilizationsAny) {
      const civs = civList(m[1], plural);
      if (!civs) return false;
      setCivs(f, civs);
    } else {
      // "Demon Command evolution creature": a race, then the type word evolution (an evolution creature of that race)
      const evo = /^(.+?) evolution$/i.exec(w);
      if (evo && !f.typeIncludes && !f.raceIncludes) {
        const evoRaces = raceList(evo[1]);
        if (evoRaces) {
          f.raceIncludes = evoRaces;
          f.typeIncludes = "Evolution";
          return true;
        }
      }
      const races = raceList(w);
      if (!races || f.raceIncludes) return false;
      f.raceIncludes = races;
      return true;
    }
    w = w.slice(m[0].length).trim();
  }
  return true;
}

export type { Noun, NounKind };

const TYPE_NOUNS: [RegExp, string][] = [
  [/^(.*?)\btamaseeds?$/i, "Tamaseed"],
  [/^(.*?)\bcross ?gears?$/i, "Cross Gear"],
  [/^(.*?)\bdraghearts?$/i, "Dragheart"],
  [/^(.*?)\bfields?$/i, "Field"],
  [/^(.*?)\bauras?$/i, "Aura"],
];

/**
 * "[adjectives] creature(s) [that costs N or less] [that has power N or more] [that has "blocker"] [in the battle
 * zone]", "Race(s)", "card(s)", "spell(s)", "element(s)", "shield(s)".
 */
export function parseNoun(s: string): Noun | null {
  let t = s.trim().replace(/\(s\)/g, "s");
  const f: CardFilter = {};
  let inBattle = false;
  for (let guard = 0; guard < 6; guard++) {
    let m: RegExpExecArray | null;
    if ((m = /^(.*?) in the battle zone$/i.exec(t))) {
      inBattle = true;
      t = m[1];
    } else if ((m = /^(.*?) that (?:costs?|has a cost of) (\d+)$/i.exec(t)) && f.costAtMost === undefined && f.costAtLeast === undefined) {
      // "creatures that cost 5": exactly that cost
      f.costAtMost = Number(m[2]);
      f.costAtLeast = Number(m[2]);
      t = m[1];
    } else if ((m = /^(.*?) that (?:costs?|has a cost of) (\d+) or (less|more)$/i.exec(t))) {
      if (m[3].toLowerCase() === "less") f.costAtMost = Number(m[2]);
      else f.costAtLeast = Number(m[2]);
      t = m[1];
    } else if ((m = /^(.*?) (?:that ha(?:s|ve)|with) (?:power (\d+)|(\d+) power) or (less|more)$/i.exec(t))) {
      if (m[4].toLowerCase() === "less") f.powerAtMost = Number(m[2] ?? m[3]);
      else f.powerAtLeast = Number(m[2] ?? m[3]);
      t = m[1];
    } else if ((m = /^(.*?) that ha(?:s|ve) "([^"]+)" and power (\d+) or (less|more)$/i.exec(t)) && !f.keyword && f.powerAtMost === undefined && f.powerAtLeast === undefined) {
      // "creatures that have "blocker" and power 3000 or less": both must hold
      const k = keywordId(m[2]);
      if (!k) return null;
      f.keyword = k;
      if (m[4].toLowerCase() === "less") f.powerAtMost = Number(m[3]);
      else f.powerAtLeast = Number(m[3]);
      t = m[1];
    } else if ((m = /^(.*?) (?:that ha(?:s|ve)|with) "([^"]+)"$/i.exec(t))) {
      const k = keywordId(m[2]);
      if (!k || f.keyword) return null;
      f.keyword = k;
      t = m[1];
    } else if ((m = /^(.*?) that costs? more than the number of cards in (?:their|its owner's|your opponent's) mana zone$/i.exec(t))) {
      // the cost compared with its owner's mana zone (the player putting it, in "your opponent would put a creature that ...")
      f.costAboveZoneCount = "mana";
      t = m[1];
    } else if ((m = /^(.*?) that ha(?:s|ve) (?:"([^"]+)"|([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)) in (?:its|their) names?$/.exec(t)) && f.nameIncludes === undefined) {
      // "creatures that have "Reaper" in its name", "one of your creatures that has NEX in its name"
      f.nameIncludes = m[2] ?? m[3];
      t = m[1];
    } else if ((m = /^(.*?) that (?:is|are) (tapped|untapped)$/i.exec(t))) {
      f.tapped = m[2].toLowerCase() === "tapped";
      t = m[1];
    } else break;
  }
  t = t.trim();
  const done = (noun: NounKind): Noun => ({ filter: f, noun, ...(inBattle ? { inBattle } : {}) });
  let m: RegExpExecArray | null;
  // "Neo Creature" is a card type (NEOクリーチャー), not G-Neo Creature
  if ((m = /^(.*?)\bneo creature(s?)$/i.exec(t))) {
    if (!parseAdjectives(m[1], f, m[2] !== "") || f.typeIncludes || f.typeExcludes) return null;
    f.typeIncludes = "Neo Creature";
    f.typeExcludes = "G-Neo";
    return done("creature");
  }
  if ((m = /^(.*?)\bcreature(s?)$/i.exec(t))) return parseAdjectives(m[1], f, m[2] !== "") ? done("creature") : null;
  if ((m = /^(.*?)\bcard(s?)$/i.exec(t))) return parseAdjectives(m[1], f, m[2] !== "") ? done("card") : null;
  if ((m = /^(.*?)\bspells?$/i.exec(t))) {
    if (!parseAdjectives(m[1], f) || f.typeIncludes) return null;
    f.typeIncludes = "Spell";
    return done("spell");
  }
  if ((m = /^(.*?)\belements?$/i.exec(t))) return parseAdjectives(m[1], f) ? done("element") : null;
  if ((m = /^(.*?)\bshields?$/i.exec(t))) return m[1].trim() === "" && Object.keys(f).length === 0 ? done("shield") : null;
  for (const [re, type] of TYPE_NOUNS) {
    if ((m = re.exec(t))) {
      if (!parseAdjectives(m[1], f) || f.typeIncludes) return null;
      f.typeIncludes = type;
      return done("card");
    }
  }
  // a race, possibly with adjectives before it ("fire Dragons", "light Angel Commands")
  const words = t.split(" ");
  for (let i = 0; i < words.length; i++) {
    const races = raceList(words.slice(i).join(" "));
    if (!races) continue;
    if (!parseAdjectives(words.slice(0, i).join(" "), f) || f.raceIncludes) return null;
    f.raceIncludes = races;
    return done("race");
  }
  return null;
}

const clean = (f: CardFilter): CardFilter | undefined => (Object.keys(f).length > 0 ? f : undefined);

/** The filter a noun stands for in a zone: creatures outside the battle zone are cards of the creature type. */
function nounFilter(n: Noun, zone: ZoneName): CardFilter | undefined {
  const f: CardFilter = { ...n.filter };
  if (n.noun === "creature" && zone !== "battle" && !f.typeIncludes) f.typeIncludes = "Creature";
  return clean(f);
}

const ZONE_WORDS: Record<string, ZoneName> = {
  graveyard: "graveyard",
  "mana zone": "mana",
  mana: "mana",
  hand: "hand",
  deck: "deck",
  shields: "shields",
  "shield zone": "shields",
  "hyperspatial zone": "hyperspatial",
  "battle zone": "battle",
};

export function zoneWord(s: string): ZoneName | null {
  return ZONE_WORDS[s.trim().toLowerCase()] ?? null;
}

const WHOSE = "(your opponent's|your|each player's|their|its owner's)";
function whoOf(w: string): "you" | "opponent" | "any" | null {
  const t = w.trim().toLowerCase();
  if (t === "your") return "you";
  if (t === "your opponent's" || t === "their") return "opponent";
  if (t === "each player's") return "any";
  return null;
}

/**
 * "Cards" in the battle zone: card-designating (カード指定, 109.2a: only the card itself is chosen; 200.3a: the cards
 * under an evolution creature are looked at too) when the text says "in the battle zone" (true); not read without it
 * (null); false for every other noun or zone.
 */
function cardDesignating(zone: ZoneName, noun: Noun): boolean | null {
  if (zone !== "battle" || noun.noun !== "card" || noun.filter.typeIncludes) return false;
  return noun.inBattle ? true : null;
}

/** A choose spec from its parts; null when the noun cannot be chosen there. */
function chooseSpec(player: "you" | "opponent" | "any", zone: ZoneName, count: number, upTo: boolean, noun: Noun, other: boolean): ChooseSpec | null {
  if (noun.noun === "shield" && zone !== "shields") return null;
  // "cards in the battle zone": card-designating (109.2a, 200.3a), any card of any object; "cards" not said to be in
  // the battle zone are not read there
  const designating = cardDesignating(zone, noun);
  if (designating === null) return null;
  const spec: ChooseSpec = { player, zone, count };
  if (designating) spec.cardDesignating = true;
  if (upTo) spec.upTo = true;
  if (other) spec.excludeSelf = true;
  if (zone === "battle" && noun.noun === "element") spec.elements = true;
  const f = nounFilter(noun, zone);
  if (f) spec.filter = f;
  return spec;
}

/** "one of your opponent's creatures", "up to 2 of your creatures", "one of your opponent's fire creatures that costs 4 or less". */
export function parseChoose(s: string): ChooseSpec | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^(up to )?${COUNT} of ${WHOSE} (other )?(.+?)$`, "i").exec(t))) {
    const count = parseCount(m[2]);
    const player = whoOf(m[3]);
    if (count === null || player === null) return null;
    const noun = parseNoun(m[5]);
    if (!noun) return null;
    if (noun.noun === "shield") return chooseSpec(player, "shields", count, !!m[1], noun, false);
    return chooseSpec(player, "battle", count, !!m[1], noun, !!m[4]);
  }
  if ((m = new RegExp(`^any number of ${WHOSE} (other )?(.+?)$`, "i").exec(t))) {
    const player = whoOf(m[1]);
    const noun = parseNoun(m[3]);
    if (!noun || player === null) return null;
    if (noun.noun === "shield") return chooseSpec(player, "shields", ANY_NUMBER, true, noun, false);
    return chooseSpec(player, "battle", ANY_NUMBER, true, noun, !!m[2]);
  }
  return null;
}

/** "all your opponent's creatures", "all creatures", "each of your creatures", "all cards in your mana zone". */
export function parseAll(s: string): Target | null {
  // "all creatures except darkness creatures", "all creatures in the battle zone except light creatures"
  const ex = new RegExp(`^(.+? creatures(?: in the battle zone)?) except (${CIV_RE}) creatures$`, "i").exec(s.trim());
  if (ex) {
    const base = parseAll(ex[1]);
    if (!base || !("all" in base) || base.all.zone !== "battle" || base.all.filter?.civilizationNot || base.all.filter?.civilization || base.all.filter?.civilizationsAny) return null;
    return { all: { ...base.all, filter: { ...base.all.filter, civilizationNot: ex[2].toLowerCase() } } };
  }
  const t = s.trim();
  const m = /^(?:all|each of) (your opponent's |your |)(other )?(.+?)(?: in (your|your opponent's|their) (mana zone|graveyard|hand|shield zone))?$/i.exec(t) ?? /^(?:all|each) ()(other )?(.+?)$/i.exec(t);
  if (!m) return null;
  const noun = parseNoun(m[3]);
  if (!noun) return null;
  let who = m[1].trim().toLowerCase();
  let zone: ZoneName = "battle";
  if (m[4]) {
    if (who !== "") return null;
    who = m[4].toLowerCase() === "your" ? "your" : "your opponent's";
    zone = zoneWord(m[5])!;
  } else if (noun.noun === "shield") zone = "shields";
  const designating = cardDesignating(zone, noun);
  if (designating === null) return null;
  const player = who === "your" ? "you" : who === "your opponent's" ? "opponent" : "any";
  const all: Extract<Target, { all: unknown }>["all"] = { player, zone };
  if (designating) all.cardDesignating = true;
  const f = nounFilter(noun, zone);
  if (f) all.filter = f;
  if (m[2]) all.excludeSelf = true;
  if (zone === "battle" && noun.noun === "element") all.elements = true;
  return { all };
}

export interface ParseCtx {
  /** What "it" / "that creature" / "them" refer to. */
  it?: Target;
  /** Notes on sentences read as changing nothing the engine models (shield triggers). */
  notes?: string[];
}

/** The object of a verb: "this creature", "it", "one of your opponent's creatures", "all ...", "a card from your graveyard". */
export function parseTarget(s: string, ctx: ParseCtx): Target | null {
  const t = s.trim();
  // "... that have total power 6000 or less" (lib/abilities/clauses-more.ts)
  if (/\btotal (?:power|cost)\b/i.test(t)) return moreTarget(t, ctx, parseTarget);
  if (/^(?:this (?:creature|card|tamaseed|cross gear|spell|element|psychic creature|dragheart|field|aura)|itself)$/i.test(t)) return { self: true };
  if (/^(?:it|them|that creature|those creatures|that card|those cards|that element|those elements|the creature|the card|that shield|those shields|that chosen creature|the chosen creature)$/i.test(t)) return ctx.it ?? null;
  const all = parseAll(t);
  if (all) return all;
  const choose = parseChoose(t);
  if (choose) return { choose };
  let m: RegExpExecArray | null;
  // "another creature from your graveyard", "one of your other creatures from your graveyard": one card of that zone,
  // not the source itself (a destroyed creature's own ability: it is in the graveyard too)
  if ((m = /^(?:another|one of your other) (.+?) (?:from|in) your (graveyard|mana zone)$/i.exec(t))) {
    const noun = parseNoun(m[1]);
    if (!noun || noun.noun === "element" || noun.noun === "shield") return null;
    const spec = chooseSpec("you", zoneWord(m[2])!, 1, false, noun, true);
    return spec ? { choose: spec } : null;
  }
  // "a card from your graveyard", "up to 2 creatures from your mana zone", "any number of spells in your graveyard"
  if ((m = new RegExp(`^(?:(up to )?${COUNT}|(any number of)) (other )?(.+?) (?:from|in) (your|your opponent's) (graveyard|mana zone|hand|shields|shield zone|hyperspatial zone|deck)$`, "i").exec(t))) {
    const n = m[3] ? ANY_NUMBER : parseCount(m[2]);
    const noun = parseNoun(m[5]);
    if (n === null || !noun || noun.noun === "element") return null;
    const zone = zoneWord(m[7])!;
    const spec = chooseSpec(m[6].toLowerCase() === "your" ? "you" : "opponent", zone, n, !!m[1] || !!m[3], noun, !!m[4]);
    return spec ? { choose: spec } : null;
  }
  // "a creature in the battle zone", "one creature": any player's
  if ((m = new RegExp(`^(?:(up to )?${COUNT}|(any number of)) (other )?(.+?)$`, "i").exec(t))) {
    const n = m[3] ? ANY_NUMBER : parseCount(m[2]);
    const noun = parseNoun(m[5]);
    if (n === null || !noun || noun.noun === "shield") return null;
    const spec = chooseSpec("any", "battle", n, !!m[1] || !!m[3], noun, !!m[4]);
    if (spec) return { choose: spec };
  }
  // wordings read by lib/abilities/lanes.ts
  return laneTarget(t, ctx, LANE_GRAMMAR);
}

// ---------------------------------------------------------------------------------------------
// Conditions ("if you have ...", "while ...", "during your turn")

/** "N or more", "a", "no", "N or fewer" → bounds. */
function parseBound(s: string): { atLeast?: number; atMost?: number } | null {
  const t = s.trim().toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${COUNT} or more$`).exec(t)) || (m = new RegExp(`^at least ${COUNT}$`).exec(t))) {
    const n = parseCount(m[1]);
    return n === null ? null : { atLeast: n };
  }
  if ((m = new RegExp(`^${COUNT} or (?:fewer|less)$`).exec(t)) || (m = new RegExp(`^at most ${COUNT}$`).exec(t))) {
    const n = parseCount(m[1]);
    return n === null ? null : { atMost: n };
  }
  if (/^(?:a|an|one or more|any)$/.test(t)) return { atLeast: 1 };
  if (/^no$/.test(t)) return { atMost: 0 };
  if ((m = /^exactly (\d+)$/.exec(t))) return { atLeast: Number(m[1]), atMost: Number(m[1]) };
  return null;
}

const BOUND = `(\\d+ or more|\\d+ or (?:fewer|less)|at least (?:\\d+|one|two|three|four|five)|at most \\d+|an?|no|one or more|any|exactly \\d+|(?:two|three|four|five|six|seven|eight|nine|ten) or more|(?:one|two|three|four|five) or (?:fewer|less))`;

/**
 * "you have 3 or more water cards in your mana zone", "your opponent has no creatures in the battle zone", "you have
 * a Dragon in the battle zone", "there are 5 or more cards in your graveyard", "you have 2 or fewer shields", "it's
 * your turn", "this creature is tapped", "this creature is attacking" → conditions (null when not understood).
 */
export function parseCondition(raw: string): Condition[] | null {
  // "you have a creature in the battle zone that has power 6000 or more" = "... a creature that has power 6000 or more in the battle zone"
  const s = raw
    .trim()
    .replace(/\.$/, "")
    .replace(/^((?:you have|your opponent has) .+?) in the battle zone ((?:that|with) (?:has |have )?(?:power \d+|\d+ power|"[^"]+"|costs? \d+)(?: or (?:more|less))?)$/i, "$1 $2 in the battle zone");
  let m: RegExpExecArray | null;
  // wordings read in lib/abilities/clauses-more.ts ("you have at least one X and at least one Y in the battle zone", Onitime's total)
  const more = moreCondition(s, parseCondition);
  if (more) return more;
  // the conditions of ability words (lib/abilities/statics-conditions.ts)
  const stated = abilityWordCondition(s);
  if (stated) return stated;
  if (/^(?:it's|it is) your turn$/i.test(s)) return [{ kind: "turn", whose: "yours" }];
  if (/^(?:it's|it is) your opponent's turn$/i.test(s)) return [{ kind: "turn", whose: "opponents" }];
  if (/^this creature is (?:tapped)$/i.test(s)) return [{ kind: "source-tapped", tapped: true }];
  if (/^this creature is (?:untapped)$/i.test(s)) return [{ kind: "source-tapped", tapped: false }];
  if (/^this creature is attacking$/i.test(s)) return [{ kind: "attacking" }];
  if (/^this creature is battling$/i.test(s)) return [{ kind: "battling" }];
  // Abarechain (statics-more)
  if (/^it's the first attack this turn$/i.test(s)) return [{ kind: "first-attack-this-turn" }];
  // the ability works from the battle zone anyway
  if (/^this (?:creature|card) is in the battle zone$/i.test(s)) return [];
  // "you have a water card and a fire card in your mana zone": both
  if ((m = /^(you have|your opponent has) ((?:a|an|one or more|\d+ or more) [^,]+?) and ((?:a|an|one or more|\d+ or more) [^,]+?) (in (?:the battle zone|your [\w ]+|your opponent's [\w ]+|their [\w ]+))$/i.exec(s))) {
    const a = parseCondition(`${m[1]} ${m[2]} ${m[4]}`);
    const b = parseCondition(`${m[1]} ${m[3]} ${m[4]}`);
    return a && b ? [...a, ...b] : null;
  }
  // "your opponent has 2 shields or less", "you have 3 shields or more"
  if ((m = /^(you have|your opponent has) (\d+) shields? or (less|fewer|more)$/i.exec(s))) {
    const n = Number(m[2]);
    return [{ kind: "zone-count", whose: /^you /i.test(m[1]) ? "yours" : "opponents", zone: "shields", ...(/more/i.test(m[3]) ? { atLeast: n } : { atMost: n }) }];
  }
  // "you don't have shields", "your opponent doesn't have any shields": none
  if ((m = /^(you don't have|your opponent doesn't have) (?:any )?shields$/i.exec(s))) return [{ kind: "zone-count", whose: /^you /i.test(m[1]) ? "yours" : "opponents", zone: "shields", atMost: 0 }];
  // "you have 2 or fewer shields", "your opponent has no shields"
  if ((m = new RegExp(`^(you have|your opponent has) ${BOUND} shields?$`, "i").exec(s))) {
    const b = parseBound(m[2]);
    return b ? [{ kind: "zone-count", whose: m[1].toLowerCase() === "you have" ? "yours" : "opponents", zone: "shields", ...b }] : null;
  }
  // "you have no cards in your hand", "you have 5 or more cards in your mana zone", "you have a Dragon in the battle zone"
  if ((m = new RegExp(`^(you have|your opponent has|there (?:is|are)) ${BOUND} (.+?) in (the battle zone|your (?:mana zone|graveyard|hand|shield zone)|your opponent's (?:mana zone|graveyard|hand|battle zone|shield zone)|their (?:mana zone|graveyard|hand|shield zone))$`, "i").exec(s))) {
    const b = parseBound(m[2]);
    const noun = parseNoun(m[3]);
    if (!b || !noun || noun.noun === "shield") return null;
    const place = m[4].toLowerCase();
    const zone = place === "the battle zone" ? "battle" : zoneWord(place.replace(/^(?:your opponent's|your|their) /, ""));
    if (!zone) return null;
    let whose: "yours" | "opponents" = /^your opponent has/i.test(m[1]) || place.startsWith("your opponent's") || place.startsWith("their") ? "opponents" : "yours";
    if (/^there/i.test(m[1]) && place === "the battle zone") return null; // both players' battle zones: not one count
    if (place.startsWith("your opponent's") && /^your opponent/i.test(m[1])) return null;
    if (/^you have/i.test(m[1]) && place.startsWith("your opponent's")) whose = "opponents";
    const f: CardFilter = { ...noun.filter };
    if (zone === "battle" && (noun.noun === "creature" || noun.noun === "race") && !f.typeIncludes) f.typeIncludes = "Creature";
    if (zone !== "battle" && noun.noun === "creature" && !f.typeIncludes) f.typeIncludes = "Creature";
    if (zone === "battle" && noun.noun === "card") return null;
    const filter = clean(f);
    return [{ kind: "zone-count", whose, zone, ...(filter ? { filter } : {}), ...b }];
  }
  const held = parseHasCondition(s);
  if (held) return held;
  // "you have 5 or more cards in your hand" said as "your hand has ..." is rare; two conditions joined by "and"
  const and = /^(.+?) and (.+)$/i.exec(s);
  if (and) {
    const a = parseCondition(and[1]);
    const b = parseCondition(and[2].replace(/^if /i, ""));
    if (a && b) return [...a, ...b];
  }
  // wordings read by lib/abilities/lanes.ts
  return laneCondition(s, LANE_GRAMMAR);
}

/**
 * "you have a tamaseed", "you have 3 or more tapped creatures", "you have another Mecha", "your opponent has no
 * creatures", "you don't have a Dragon": what a player "has" with no zone named is in the battle zone (creatures,
 * races, elements, or cards of a battle-zone type such as tamaseeds and fields); "another" does not count the card
 * whose ability this is. Null for any other noun (cards, spells) or any zone said.
 */
function parseHasCondition(s: string): Condition[] | null {
  let m: RegExpExecArray | null;
  // "you don't have a Dragon", "your opponent doesn't have any creatures": none of them
  if ((m = /^(you don't have|your opponent doesn't have) (?:an?|any) (.+)$/i.exec(s))) {
    const pos = parseHasCondition(`${/^you /i.test(m[1]) ? "you have" : "your opponent has"} a ${m[2]}`);
    if (!pos || pos.length !== 1 || pos[0].kind !== "zone-count" || pos[0].atLeast !== 1) return null;
    const { atLeast, ...rest } = pos[0];
    void atLeast;
    return [{ ...rest, atMost: 0 }];
  }
  m = new RegExp(`^(you have|your opponent has) (?:(another)|${BOUND}) (.+)$`, "i").exec(s);
  if (!m || /\b(?:in|from) (?:the|your|their|your opponent's)\b/i.test(m[4])) return null;
  const another = !!m[2];
  if (another && !/^you /i.test(m[1])) return null;
  const b = another ? { atLeast: 1 } : parseBound(m[3]);
  const noun = parseNoun(m[4]);
  if (!b || !noun || noun.inBattle) return null;
  const f: CardFilter = { ...noun.filter };
  if (noun.noun === "creature" || noun.noun === "race") {
    if (!f.typeIncludes) f.typeIncludes = "Creature";
  } else if (noun.noun === "card") {
    if (!f.typeIncludes || /Creature|Spell/.test(f.typeIncludes)) return null;
  } else if (noun.noun !== "element") return null;
  const filter = clean(f);
  return [{ kind: "zone-count", whose: /^you /i.test(m[1]) ? "yours" : "opponents", zone: "battle", ...(filter ? { filter } : {}), ...b, ...(another ? { excludeSource: true } : {}) }];
}

/** "During your turn, " / "While attacking, " / "If you have ..., " prefixes → conditions and the rest. */
export function parseConditionPrefix(s: string): { conditions: Condition[]; rest: string } {
  let m = /^(?:during|on) (your|your opponent's|each of your opponent's|each of your) turns?, (.+)$/i.exec(s);
  if (m) {
    // "During your turn, if this creature is tapped, whenever ...": both hold
    const turn: Condition = { kind: "turn", whose: /opponent/i.test(m[1]) ? "opponents" : "yours" };
    const more = parseConditionPrefix(m[2]);
    return { conditions: [turn, ...more.conditions], rest: more.rest };
  }
  m = /^while (?:this creature is )?(attacking|battling), (.+)$/i.exec(s);
  if (m) return { conditions: [{ kind: m[1].toLowerCase() === "attacking" ? "attacking" : "battling" }], rest: m[2] };
  m = /^while this creature is (tapped|untapped), (.+)$/i.exec(s);
  if (m) return { conditions: [{ kind: "source-tapped", tapped: m[1].toLowerCase() === "tapped" }], rest: m[2] };
  m = /^(?:while|if|as long as) (.+?), (.+)$/i.exec(s);
  if (m) {
    const c = parseCondition(m[1]);
    if (c) return { conditions: c, rest: m[2] };
  }
  return { conditions: [], rest: s };
}

// ---------------------------------------------------------------------------------------------
// "for each" counts

/** "for each of your Hunters in the battle zone", "for each fire card in your graveyard", "for each card in your hand". */
export function parsePerCard(s: string, opts: { other?: boolean } = {}): PerCard | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  // "each other light creature you have in the battle zone", "each creature your opponent has in the battle zone",
  // "each other fire creature in the battle zone" (both players'), "each card in each graveyard"
  if ((m = /^each (other )?(.+?) (?:(you have|your opponent has) )?in the battle zone$/i.exec(t)) && !/^of /i.test(m[2])) {
    if (m[1] && !opts.other) return null;
    const noun = parseNoun(m[2]);
    if (!noun || (noun.noun !== "creature" && noun.noun !== "race")) return null;
    const f: CardFilter = { ...noun.filter };
    if (!f.typeIncludes) f.typeIncludes = "Creature";
    const whose = !m[3] ? "both" : /opponent/i.test(m[3]) ? "opponents" : "yours";
    return { whose, zone: "battle", filter: f, ...(m[1] ? { excludeSource: true } : {}) };
  }
  if ((m = /^each (.+?) in each (graveyard|mana zone|hand)$/i.exec(t))) {
    const noun = parseNoun(m[1]);
    if (!noun || noun.noun === "element" || noun.noun === "shield") return null;
    const zone = zoneWord(m[2])!;
    const filter = nounFilter(noun, zone);
    return { whose: "both", zone, ...(filter ? { filter } : {}) };
  }
  if ((m = /^(?:each of your|each of your opponent's) (other )?(.+?) in the battle zone$/i.exec(t)) || (m = /^(?:each of your|each of your opponent's) (other )?(.+?)$/i.exec(t))) {
    // "other": the source itself is not counted (only where the count is the source's own: a static's power)
    if (m[1] && !opts.other) return null;
    const noun = parseNoun(m[2]);
    if (!noun || noun.noun === "card" || noun.noun === "shield") {
      if (noun?.noun === "shield") return { whose: /opponent/i.test(t) ? "opponents" : "yours", zone: "shields" };
      return null;
    }
    const f: CardFilter = { ...noun.filter };
    if ((noun.noun === "creature" || noun.noun === "race") && !f.typeIncludes) f.typeIncludes = "Creature";
    const filter = clean(f);
    return { whose: /opponent/i.test(t) ? "opponents" : "yours", zone: "battle", ...(filter ? { filter } : {}), ...(m[1] ? { excludeSource: true } : {}) };
  }
  if ((m = /^each (.+?) in (your|your opponent's) (graveyard|mana zone|hand|shield zone)$/i.exec(t))) {
    const noun = parseNoun(m[1]);
    if (!noun || noun.noun === "element" || noun.noun === "shield") return null;
    const zone = zoneWord(m[3])!;
    const filter = nounFilter(noun, zone);
    return { whose: m[2].toLowerCase() === "your" ? "yours" : "opponents", zone, ...(filter ? { filter } : {}) };
  }
  if ((m = /^each shield (you have|your opponent has)$/i.exec(t))) return { whose: /opponent/i.test(m[1]) ? "opponents" : "yours", zone: "shields" };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Clauses: one imperative ("draw 2 cards", "destroy one of your opponent's creatures") → a step

type Step = EffectStep;

/** Parses one imperative clause into a step ("you may ..." → optional). */
export function parseClause(raw: string, ctx: ParseCtx): Step | null {
  let s = raw.trim().replace(/\.$/, "");
  let optional = false;
  const may = /^you may (.+)$/i.exec(s);
  if (may) {
    optional = true;
    s = may[1];
  }
  const step = parseBareClause(s, ctx);
  if (!step) return null;
  // "you may draw a card for each ...": each draw is optional (as "up to")
  if (optional && step.do === "draw" && typeof step.count !== "number") return { ...step, upTo: true };
  return optional ? { ...step, optional: true } : step;
}

const UNTIL = "(?: until the (end of the turn|start of your next turn)|(?:,)? this turn)?";

/** "gets +3000 power", "gets "slayer"", "gets +2000 power and "double breaker"" → power / keywords. */
function parseGets(s: string): { power?: number; keywords?: string[] } | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  if ((m = /^([+-]\d+) power(?: and (?:has |gets )?(.+))?$/i.exec(t))) {
    const out: { power?: number; keywords?: string[] } = { power: Number(m[1]) };
    if (m[2]) {
      const k = parseQuotedKeywords(m[2]);
      if (!k) return null;
      out.keywords = k;
    }
    return out;
  }
  // ""speed attacker" and +3000 power" (lib/abilities/clauses2.ts): the same grant said the other way round
  if ((m = /^("[^"]+"(?: and "[^"]+")*) and ([+-]\d+) power$/i.exec(t))) {
    const kw = parseQuotedKeywords(m[1]);
    return kw ? { power: Number(m[2]), keywords: kw } : null;
  }
  const k = parseQuotedKeywords(t);
  return k ? { keywords: k } : null;
}

function grantStep(target: Target, gets: { power?: number; keywords?: string[] }, until: string | undefined, text: string): Step {
  const u = until && /start/i.test(until) ? "start-of-your-next-turn" : "end-of-turn";
  return { do: "grant", to: target, ...(gets.keywords ? { keywords: gets.keywords } : {}), ...(gets.power !== undefined ? { power: gets.power } : {}), until: u, text };
}

function parseBareClause(s: string, ctx: ParseCtx): Step | null {
  let m: RegExpExecArray | null;
  // another wording of a clause read below, "gets -1000 power for each …" (lib/abilities/clauses-more.ts)
  const first = firstClause(s, ctx, parseBareClause, parseTarget, parsePerCard);
  if (first) return first;
  // named mechanics' clauses (lib/abilities/mech-clauses.ts: Meteorburn's "put a card under this creature into your graveyard")
  const mech = parseMechClause(s);
  if (mech) return mech;
  // "choose one of your opponent's creatures and destroy it" = "destroy one of your opponent's creatures"
  if ((m = /^choose (.+?) and (destroy|tap|untap|return|put|add|shuffle|send) (it|them)(.*)$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target || !("choose" in target)) return null;
    return parseBareClause(`${m[2]} it${m[4]}`, { ...ctx, it: target });
  }
  // "choose one of your opponent's creatures and return to its owner's hand": the card text leaves out "it"; the only
  // thing that can go to its owner's hand is the chosen card, so it reads as "... and return it to its owner's hand"
  if ((m = /^choose (.+?) and return (to (?:its|their) owners?'s? hands?)$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target || !("choose" in target)) return null;
    return parseBareClause(`return it ${m[2]}`, { ...ctx, it: target });
  }
  // "choose and tap one of your opponent's creatures" = "tap one of your opponent's creatures" (the choice is the target's)
  if ((m = /^choose and (destroy|tap|untap) (.+)$/i.exec(s)) && !/^or /i.test(m[2])) {
    const target = parseTarget(m[2], ctx);
    if (!target || !("choose" in target)) return null;
    return { do: m[1].toLowerCase() as "destroy" | "tap" | "untap", target };
  }
  // "choose a creature and tap or untap it" is not one step: not read
  if ((m = new RegExp(`^draw (up to )?${COUNT} cards?$`, "i").exec(s))) {
    const n = parseCount(m[2]);
    return n === null ? null : { do: "draw", player: "you", count: n, ...(m[1] ? { upTo: true } : {}) };
  }
  if (/^draw a card$/i.test(s)) return { do: "draw", player: "you", count: 1 };
  // "draw a card for each of your Dragons in the battle zone"
  if ((m = /^draw (?:a card|one card) for (each .+)$/i.exec(s))) {
    const per = parsePerCard(m[1]);
    return per ? { do: "draw", player: "you", count: { each: per } } : null;
  }
  // "that creature can't attack or block until the start of your next turn", "it can't attack this turn"
  if ((m = /^(?:until the (start of your next turn|end of the turn), )?(.+?) (?:can't|cannot) attack( or block| players| creatures)?(?: (?:until the (start of your next turn|end of the turn)|(this turn)))?$/i.exec(s))) {
    const until = m[1] ?? m[4] ?? (m[5] ? "end of the turn" : undefined);
    if (!until) return null;
    const target = parseTarget(m[2], ctx);
    if (!target || "all" in target) return null;
    const w = (m[3] ?? "").trim().toLowerCase();
    // "can't block": a scripted block by it is refused while the effect lasts (lib/engine/block.ts, 507.1a)
    return { do: "grant", to: target, cantAttack: w === "players" ? "players" : w === "creatures" ? "creatures" : "any", ...(w === "or block" ? { cantBlock: true } : {}), until: /start/i.test(until) ? "start-of-your-next-turn" : "end-of-turn", text: s };
  }
  // "that creature can't be blocked this turn": a scripted block of its attack is refused while the effect lasts (507.1a)
  if ((m = /^(?:until the (start of your next turn|end of the turn), |this turn, )?(.+?) (?:can't|cannot) be blocked(?: (?:until the (start of your next turn|end of the turn)|(this turn)))?$/i.exec(s))) {
    const until = m[1] ?? m[3] ?? (m[4] || /^this turn/i.test(s) ? "end of the turn" : undefined);
    if (!until) return null;
    const target = parseTarget(m[2], ctx);
    if (!target) return null;
    return { do: "grant", to: target, cantBeBlocked: true, until: /start/i.test(until) ? "start-of-your-next-turn" : "end-of-turn", text: s };
  }
  // "that creature doesn't untap at the start of your opponent's next turn"
  if ((m = /^(?:at the start of your opponent's next turn, (.+?) (?:doesn't|don't|do not|does not) untap|(.+?) (?:doesn't|don't|do not|does not) untap at the start of your opponent's next turn)$/i.exec(s))) {
    const target = parseTarget(m[1] ?? m[2], ctx);
    if (!target) return null;
    return { do: "grant", to: target, doesntUntap: true, until: "opponents-next-untap", text: s };
  }
  if ((m = new RegExp(`^your opponent draws ${COUNT} cards?$`, "i").exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "draw", player: "opponent", count: n };
  }
  if ((m = new RegExp(`^put the top (?:card|${COUNT} cards) of your deck into your (mana zone|graveyard)( tapped)?$`, "i").exec(s))) {
    const n = m[1] ? parseCount(m[1]) : 1;
    if (n === null) return null;
    if (m[3] && m[2].toLowerCase() !== "mana zone") return null;
    return { do: "deck-to-zone", player: "you", count: n, to: m[2].toLowerCase() === "mana zone" ? "mana" : "graveyard", ...(m[3] ? { tapped: true } : {}) };
  }
  if ((m = new RegExp(`^your opponent puts the top (?:card|${COUNT} cards) of their deck into their (mana zone|graveyard)$`, "i").exec(s))) {
    const n = m[1] ? parseCount(m[1]) : 1;
    if (n === null) return null;
    return { do: "deck-to-zone", player: "opponent", count: n, to: m[2].toLowerCase() === "mana zone" ? "mana" : "graveyard" };
  }
  if ((m = /^your opponent discards (a|one|two|three|\d+) cards? at random from their hand$|^your opponent discards (a|one|two|three|\d+) cards? (?:from their hand )?at random$/i.exec(s))) {
    const n = parseCount(m[1] ?? m[2]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "random" };
  }
  if ((m = /^your opponent chooses (a|one|two|three|\d+) cards? (?:from|in) their hand and discards (?:it|them)$|^your opponent discards (a|one|two|three|\d+) cards? (?:of their choice )?from their hand$|^your opponent discards (a|one|two|three|\d+) cards?(?: of their choice)?$/i.exec(s))) {
    const n = parseCount(m[1] ?? m[2] ?? m[3]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "discarder" };
  }
  if ((m = /^your opponent discards their (?:whole |entire )?hand$/i.exec(s))) return { do: "discard", player: "opponent", count: "all", chooser: "discarder" };
  if (/^discard your (?:whole |entire )?hand$/i.test(s)) return { do: "discard", player: "you", count: "all", chooser: "discarder" };
  if ((m = /^discard (a|one|two|three|\d+) cards? (?:from your opponent's hand at random|at random from your opponent's hand)$/i.exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "random" };
  }
  if ((m = /^look at your opponent's hand and (?:choose and )?discard (a|one|two|\d+) cards? from it$/i.exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "controller" };
  }
  // "your opponent chooses one of their creatures and destroys it": the owner chooses
  if ((m = new RegExp(`^your opponent chooses (?:(up to )?${COUNT} of their|(any number of their)) (.+?) and (destroys|returns|puts|sends|adds|shuffles|taps) (?:it|them)(.*)$`, "i").exec(s))) {
    const noun = parseNoun(m[4]);
    const n = m[3] ? ANY_NUMBER : parseCount(m[2]);
    if (!noun || n === null) return null;
    const zone: ZoneName = noun.noun === "shield" ? "shields" : "battle";
    const spec = chooseSpec("opponent", zone, n, !!m[1] || !!m[3], noun, false);
    if (!spec) return null;
    const target: Target = { choose: { ...spec, chooser: "owner" } };
    const verb = m[5].toLowerCase().replace(/s$/, "").replace(/^destroy$/, "destroy");
    const rest = m[6].replace(/\btheir (mana zone|hand|graveyard|deck|shield zone|shields)\b/gi, "its owner's $1");
    return parseBareClause(`${verb} it${rest}`, { ...ctx, it: target });
  }
  // "your opponent chooses a card in their mana zone and puts it into their graveyard": the owner chooses, in that zone
  if ((m = new RegExp(`^your opponent chooses (?:(up to )?${COUNT}) (.+?) (?:in|from) their (mana zone|graveyard|shield zone|shields) and (puts|returns|adds) (?:it|them)( .+)$`, "i").exec(s))) {
    const n = parseCount(m[2]);
    const noun = parseNoun(m[3]);
    const zone = zoneWord(m[4]);
    if (n === null || !noun || !zone || noun.noun === "element") return null;
    const spec = chooseSpec("opponent", zone, n, !!m[1], noun, false);
    if (!spec) return null;
    const target: Target = { choose: { ...spec, chooser: "owner" } };
    const rest = m[6].replace(/\btheir (mana zone|hand|graveyard|deck|shield zone|shields)\b/gi, "its owner's $1");
    return parseBareClause(`${m[5].toLowerCase().replace(/s$/, "")} it${rest}`, { ...ctx, it: target });
  }
  // "your opponent puts that shield into their graveyard": the opponent moves it, as this effect says
  if ((m = /^(?:your opponent|its owner|they) puts? (it|that shield|that card|that creature|them|those cards) (in(?:to)? their (?:graveyard|mana zone|hand)|in(?:to)? (?:its|it's) owner's (?:graveyard|mana zone|hand)|on the (?:top|bottom) of their deck)$/i.exec(s))) {
    return parseBareClause(`put ${m[1]} ${m[2].replace(/^in /i, "into ").replace(/\b(?:their|it's owner's)\b/, "its owner's")}`, ctx);
  }
  if ((m = /^discard (a|one|two|three|\d+) cards?(?: from your hand)?$/i.exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "discard", player: "you", count: n, chooser: "discarder" };
  }
  // "discard a light card from your hand", "discard a spell", "discard 2 creatures"
  if ((m = /^discard (an?|one|two|three|\d+) (.+?)(?: (?:from|in) your hand)?$/i.exec(s))) {
    const n = parseCount(m[1]);
    const noun = parseNoun(m[2]);
    if (n === null || !noun || noun.noun === "element" || noun.noun === "shield") return null;
    const filter = nounFilter(noun, "hand");
    return { do: "discard", player: "you", count: n, chooser: "discarder", ...(filter ? { filter } : {}) };
  }
  // "look at your opponent's hand and discard a spell from it"
  if ((m = /^look at your opponent's hand and (?:choose and )?discard (an?|one|two|\d+) (.+?) from it$/i.exec(s))) {
    const n = parseCount(m[1]);
    const noun = parseNoun(m[2]);
    if (n === null || !noun || noun.noun === "element" || noun.noun === "shield") return null;
    const filter = nounFilter(noun, "hand");
    return { do: "discard", player: "opponent", count: n, chooser: "controller", ...(filter ? { filter } : {}) };
  }
  if (/^shuffle your deck$/i.test(s)) return { do: "shuffle", player: "you" };
  // "turn 3 face down cards in your mana zone face up" (Eternal Kappa): not a move; the engine's handler does it
  if ((m = new RegExp(`^turn ${COUNT} face down cards? in your mana zone face up$`, "i").exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "handler", name: "turn-mana-face-up", args: { count: n } };
  }
  if (/^take an extra turn(?: after this one)?$/i.test(s)) return { do: "extra-turn" };
  if ((m = new RegExp(`^gacharange summon(?: ${COUNT} times| (twice))?$`, "i").exec(s))) {
    const n = m[2] ? 2 : m[1] ? parseCount(m[1]) : 1;
    return n === null ? null : { do: "gr-summon", player: "you", ...(n > 1 ? { count: n } : {}) };
  }
  // "add the top card of your deck to your shields face down": a card entering the shield zone is face down
  if ((m = new RegExp(`^(?:add|put) the top (?:card|${COUNT} cards) of your deck (?:to|into|onto) your (?:shields|shield zone) face down$|^shieldify the top (?:card|${COUNT} cards) of your deck$`, "i").exec(s))) {
    const n = m[1] || m[2] ? parseCount(m[1] ?? m[2]) : 1;
    return n === null ? null : { do: "deck-to-zone", player: "you", count: n, to: "shields" };
  }
  // "look at the top 3 cards of your deck. Put one of them into your hand and the rest on the bottom ..." is read by parseEffects
  if ((m = /^(destroy|tap|untap) (.+)$/i.exec(s))) {
    const target = parseTarget(m[2], ctx);
    if (!target) return null;
    return { do: m[1].toLowerCase() as "destroy" | "tap" | "untap", target };
  }
  if ((m = /^(?:return|put) (.+?) (?:to|into) (?:its owner's|their owner's|their owners'|your|their) hands?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target) return null;
    return fromBattleOrZone(target) === "battle" || /^return/i.test(s) ? { do: "return-to-hand", target } : { do: "put-into-hand", target };
  }
  if ((m = /^add (.+?) to (?:its owner's|your|their) hand$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target || fromBattleOrZone(target) === "battle") return null;
    return { do: "put-into-hand", target };
  }
  if ((m = /^put (.+?) into (?:its owner's|their owner's|their owners'|your|their) mana zones?( tapped)?( face down)?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "put-into-mana", target, ...(m[2] ? { tapped: true } : {}), ...(m[3] ? { faceDown: true } : {}) } : null;
  }
  if ((m = /^put (.+?) into (?:its owner's|their owner's|their owners'|your|their) graveyards?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "to-graveyard", target } : null;
  }
  // "... in any order": the cards' owner orders them (the step asks, one at a time)
  if ((m = /^put (.+?) on(?:to)? (?:the )?(top|bottom) of (?:its owner's|their owner's|their owners'|your|their) decks?(?: in any order)?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "put-on-deck", target, position: m[2].toLowerCase() as "top" | "bottom" } : null;
  }
  if ((m = /^shuffle (.+?) into (?:its owner's|their owner's|their owners'|your|their) decks?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "shuffle-into-deck", target } : null;
  }
  if ((m = /^(?:put|add) (.+?) (?:into|to) (?:its owner's|their owner's|their owners'|your|their) (?:shields|shield zone) face (down|up)$|^shieldify (.+)$/i.exec(s))) {
    const target = parseTarget(m[1] ?? m[3], ctx);
    return target ? { do: "shieldify", target, ...(m[2]?.toLowerCase() === "up" ? { faceUp: true } : {}) } : null;
  }
  if ((m = /^put (.+?) into the battle zone( tapped)?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target || fromBattleOrZone(target) === "battle") return null;
    return { do: "put-into-battle", target, ...(m[2] ? { tapped: true } : {}) };
  }
  // "put a creature that costs 4 or less from your hand" ("put" alone: into the battle zone)
  if ((m = /^put (.+? (?:from|in) your (?:hand|graveyard|mana zone))( tapped)?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target || !("choose" in target) || fromBattleOrZone(target) === "battle") return null;
    const f = target.choose.filter;
    if (!f || !(f.raceIncludes || /Creature/.test(f.typeIncludes ?? ""))) return null;
    return { do: "put-into-battle", target, ...(m[2] ? { tapped: true } : {}) };
  }
  if ((m = /^return (.+?) to (?:its owner's|your|their) hyperspatial zone$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "to-hyperspatial", target } : null;
  }
  // "break one of your opponent's shields", "this creature breaks one of your opponent's shields", "break 2 of your shields"
  if ((m = new RegExp(`^(?:break|(?:this creature|it) breaks) (up to )?${COUNT} of (your opponent's|your) shields?$`, "i").exec(s))) {
    const n = parseCount(m[2]);
    // "it breaks": the breaker must be this creature (the ability's source, the cause of the break)
    if (n === null || (/^it /i.test(s) && !(ctx.it && "self" in ctx.it))) return null;
    const player = m[3].toLowerCase() === "your" ? "you" : "opponent";
    return { do: "put-into-hand", target: { choose: { player, zone: "shields", count: n, ...(m[1] ? { upTo: true } : {}) } }, break: true };
  }
  if ((m = new RegExp(`^add ${COUNT} of your shields to your hand$`, "i").exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "put-into-hand", target: { choose: { player: "you", zone: "shields", count: n } } };
  }
  // "this creature and that creature battle", "that creature battles this creature"
  if ((m = /^(this creature|that creature|that chosen creature|it) and (this creature|that creature|that chosen creature|it) battle$|^(this creature|that creature|that chosen creature|it) battles (this creature|that creature|that chosen creature|it)$/i.exec(s))) {
    const a = parseTarget(m[1] ?? m[3], ctx);
    const b = parseTarget(m[2] ?? m[4], ctx);
    if (!a || !b || JSON.stringify(a) === JSON.stringify(b)) return null;
    return { do: "battle", a, b };
  }
  // "X gets +3000 power until the end of the turn", "each of your creatures gets "slayer" until the start of your next turn"
  if ((m = new RegExp(`^(?:until the (end of the turn|start of your next turn), )?(.+?) gets? (.+?)${UNTIL}$`, "i").exec(s))) {
    const until = m[1] ?? m[4];
    if (!until && !/ this turn$/i.test(s)) return null;
    const target = parseTarget(m[2], ctx);
    const gets = parseGets(m[3]);
    if (!target || !gets) return null;
    return grantStep(target, gets, until, s);
  }
  // wordings read by lib/abilities/lanes.ts
  return moreClause(s, ctx, parseBareClause, parseTarget) ?? laneClause(s, ctx, LANE_GRAMMAR);
}

/** Where a target's cards come from: the battle zone, or another zone (for "put into the battle zone" / "into your hand"). */
function fromBattleOrZone(t: Target): ZoneName | "self" | "event" {
  if ("self" in t) return "self";
  if ("eventCard" in t || "eventOther" in t) return "event";
  if ("choose" in t) return t.choose.zone;
  if ("remembered" in t) return "battle";
  return t.all.zone;
}

/**
 * A sequence of sentences of effects ("Draw a card. Then destroy this creature. If you do, ..."). "If you do, X"
 * attaches X to the previous step's `ifYouDo`; "Choose X. That creature ..." folds the choice into the next step;
 * "If you have ..., X" makes an `if` step.
 */
export function parseEffects(text: string, ctx: ParseCtx = {}): Step[] | null {
  const sentences = rephraseSentences2(rephraseSentences(splitSentences(text)));
  const out: Step[] = [];
  let it = ctx.it;
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i];
    const c: ParseCtx = { ...ctx, it };
    // sentences from i on read together by lib/abilities/lanes.ts, when the readings here do not understand them
    const byLanes = (): boolean => {
      const lane = laneMulti(sentences, i, c, LANE_GRAMMAR);
      if (!lane) return false;
      out.push(...lane.steps);
      i += lane.used - 1;
      if (lane.it !== undefined) it = lane.it;
      return true;
    };
    // a sentence read together with the one after it ("(If it's a weapon, equip it …)", "Then draw that many cards": moves3.ts)
    const paren = parenMulti(sentences, i, c, LANE_GRAMMAR);
    if (paren) {
      out.push(...paren.steps);
      i += paren.used - 1;
      it = undefined;
      continue;
    }
    // shield triggers are used only as declared on an attack's breaks: "you can't use its shield trigger" (shields an effect puts into the hand) has nothing to prevent
    // "You can't use the "shield trigger".", "You can't use that "shield trigger" ability." (after a shield is put into the hand)
    if (/^you can't use (?:the|that|its|their) "shield trigger"(?: abilit(?:y|ies))?(?: of (?:that shield|those shields|that card|those cards|it|them))?$/i.test(sentence)) {
      ctx.notes?.push('the engine uses shield triggers only as declared on an attack that breaks shields (509.5a), never for shields an effect puts into the hand, so "you can\'t use the shield trigger" has nothing to prevent');
      continue;
    }
    // "Choose 2 of your opponent's creatures. Those 2 creatures battle.", "If …, choose one of your creatures and one of
    // your opponent's creatures. Those 2 creatures battle." (lib/abilities/clauses2.ts)
    const tb = twoBattle(sentences, i, c, parseTarget, parseCondition, `chosen${i}`);
    if (tb) {
      out.push(...tb.steps);
      i += tb.used - 1;
      it = undefined;
      continue;
    }
    // "Choose one of your opponent's creatures. Those 2 creatures battle.": the last two creatures the effect named
    const two2 = /^(if you do, )?(?:then,? )?those (?:2|two) creatures battle$/i.exec(sentence);
    if (two2) {
      const pair = lastTwoCreatures(out, ctx.it, i);
      if (!pair) return null;
      const step: Step = { do: "battle", a: pair[0], b: pair[1] };
      if (two2[1]) {
        const prev = out[out.length - 1];
        if (!prev || prev.ifYouDo) return null;
        prev.ifYouDo = [step];
      } else out.push(step);
      continue;
    }
    const ifDo = /^if you do, (.+)$/i.exec(sentence);
    if (ifDo) {
      const prev = out[out.length - 1];
      if (!prev || prev.ifYouDo) return null;
      const rest = parseClauses(ifDo[1], c);
      // "If you do, choose one of your opponent's creatures. That creature gets -6000 power …": the choice (made only if
      // you did) is remembered; the sentences after it act on the chosen creature (none when nothing was chosen)
      const ch2 = rest ? null : /^(you may )?choose (.+)$/i.exec(ifDo[1]);
      const target = ch2 && !/ and /i.test(ch2[2]) ? parseTarget(ch2[2], c) : null;
      if (!rest && target && "choose" in target && target.choose.zone === "battle" && i + 1 < sentences.length) {
        const name = `chosen${i}`;
        prev.ifYouDo = [{ do: "choose", target, remember: name, ...(ch2![1] ? { optional: true } : {}) }];
        it = { remembered: name };
        continue;
      }
      // "If you do, search your deck. You may take … . Then shuffle your deck.": the search and the sentences it needs
      const deckDo = rest ? null : (deckLookMore([ifDo[1], ...sentences.slice(i + 1)], 0, DECK_GRAMMAR) ?? searchDeckMore([ifDo[1], ...sentences.slice(i + 1)], 0, DECK_GRAMMAR));
      if (deckDo) {
        prev.ifYouDo = deckDo.steps;
        i += deckDo.used - 1;
        continue;
      }
      // "If you do, <sentences read together by lib/abilities/lanes.ts>"
      const lane = rest ? null : laneMulti([ifDo[1], ...sentences.slice(i + 1)], 0, c, LANE_GRAMMAR);
      if (lane) {
        prev.ifYouDo = lane.steps;
        i += lane.used - 1;
        if (lane.it !== undefined) it = lane.it;
        continue;
      }
      if (!rest) return null;
      prev.ifYouDo = rest;
      continue;
    }
    // "Choose one of your creatures and one of your opponent's creatures. Those 2 creatures battle."
    // "Then you may choose …": "then" only orders the sentence after the one before
    const two = /^(you may )?choose (.+?) and (.+)$/i.exec(sentence.replace(/^then,? /i, ""));
    if (two && /^those (?:2|two) creatures battle$/i.test(sentences[i + 1] ?? "")) {
      const a = parseTarget(two[2], c);
      const b = parseTarget(two[3], c);
      if (a && b && "choose" in a && "choose" in b) {
        out.push({ do: "battle", a, b, ...(two[1] ? { optional: true } : {}) });
        i++;
        continue;
      }
    }
    // "Choose one of your opponent's creatures. That creature gets -3000 power ..." / "You may choose ... . This creature and that creature battle."
    const ch = /^(you may )?choose (.+)$/i.exec(sentence.replace(/^then,? /i, ""));
    if (ch && i + 1 < sentences.length && !/ and /i.test(ch[2])) {
      const target = parseTarget(ch[2], c);
      // "Choose one of your opponent's creatures. Then you may choose one of your creatures. Return them …": "them" is
      // both choices, which one target can't say: not read
      const pending = out.some((st) => st.do === "choose" && !!st.remember && it !== undefined && "remembered" in it && it.remembered === st.remember);
      // ("Those 2 creatures battle." names the two choices: read above)
      if (pending && /\b(?:them|they|those|both|each of them)\b/i.test(sentences[i + 1]) && !/^(?:if you do, )?(?:then,? )?those (?:2|two) creatures battle$/i.test(sentences[i + 1])) {
        if (!byLanes()) return null;
        continue;
      }
      if (target && "choose" in target) {
        const next = parseClauses(sentences[i + 1].replace(/^then,? /i, ""), { ...c, it: target });
        // "Choose one of your opponent's creatures. Tap it. That creature doesn't untap …": the choice is made once and
        // remembered; the sentences after it act on the chosen creature
        if ((!next || next.length !== 1 || refersBack(sentences.slice(i + 2))) && target.choose.zone === "battle") {
          const name = `chosen${i}`;
          out.push({ do: "choose", target, remember: name, ...(ch[1] ? { optional: true } : {}) });
          it = { remembered: name };
          continue;
        }
        if (!next || next.length !== 1) {
          if (!byLanes()) return null;
          continue;
        }
        out.push(ch[1] ? { ...next[0], optional: true } : next[0]);
        // a later "that creature" would choose again: not read
        it = undefined;
        i++;
        continue;
      }
    }
    // "Look at the top 3 cards of your deck. Put one of them into your hand. Put the rest on the bottom of your deck in any order."
    // "Search your deck. You may take a ... from among it and put it into your hand. Then shuffle your deck."
    const deck = deckLookMore(sentences, i, DECK_GRAMMAR) ?? searchDeckMore(sentences, i, DECK_GRAMMAR) ?? topThen(sentences, i, DECK_GRAMMAR, c);
    if (deck) {
      out.push(...deck.steps);
      i += deck.used - 1;
      continue;
    }
    // "If you have ..., X"
    const iff = /^if (.+?), (.+)$/i.exec(sentence.replace(/^then,? /i, ""));
    if (iff) {
      const cond = parseCondition(iff[1]);
      const then = cond ? parseClauses(iff[2], c) : null;
      if (cond && then) {
        out.push({ do: "if", conditions: cond, then });
        // "If …, put a creature … into the battle zone. That creature gets …": not this creature (clauses-more.ts)
        it = itAfterConditional(then, it, `chosen${i}`);
        continue;
      }
      // "If this creature is tapped, search your deck. You may put … . Then shuffle your deck.": the condition governs
      // the search (or look) and the sentences it needs, no more
      const rest = cond && !then ? [iff[2], ...sentences.slice(i + 1)] : null;
      const multi = rest ? (deckLookMore(rest, 0, DECK_GRAMMAR) ?? searchDeckMore(rest, 0, DECK_GRAMMAR)) : null;
      if (cond && multi) {
        out.push({ do: "if", conditions: cond, then: multi.steps });
        it = itAfterConditional(multi.steps, it, `chosen${i}`);
        i += multi.used - 1;
        continue;
      }
      // "If …, choose one of your opponent's creatures. That creature gets …": the choice held by the condition
      const chosen = cond && !then && i + 1 < sentences.length ? conditionalChoice(iff[2], c, parseTarget, `chosen${i}`) : null;
      if (cond && chosen) {
        out.push({ do: "if", conditions: cond, then: [chosen.step] });
        it = chosen.it;
        continue;
      }
    }
    const steps = parseClauses(sentence.replace(/^then,? /i, ""), c);
    if (!steps) {
      if (!byLanes()) return null;
      continue;
    }
    // "Choose one of your opponent's creatures and tap it. That creature doesn't untap …": the choice is remembered
    const last = steps[steps.length - 1];
    const lastTarget = "target" in last ? last.target : last.do === "grant" ? last.to : null;
    if (lastTarget && "choose" in lastTarget && lastTarget.choose.zone === "battle" && refersBack(sentences.slice(i + 1))) {
      const name = `chosen${i}`;
      const { optional, ...acting } = last;
      const on: Target = { remembered: name };
      steps[steps.length - 1] = { do: "choose", target: lastTarget, remember: name, ...(optional ? { optional: true } : {}) };
      steps.push("target" in acting ? ({ ...acting, target: on } as Step) : ({ ...acting, to: on } as Step));
      out.push(...steps);
      it = on;
      continue;
    }
    // "Put a creature … from your hand. That creature gets …": the creature put (lib/abilities/clauses2.ts)
    const put = itAfterPut(steps, sentences.slice(i + 1), `chosen${i}`);
    out.push(...steps);
    if (put) {
      it = put;
      continue;
    }
    // "Tap all your opponent's creatures. Those creatures don't untap ...": "those" are the same creatures again
    // after a choice, "that creature" would choose again: not read
    for (const st of steps) {
      const t = "target" in st ? st.target : "to" in st && typeof st.to === "object" ? st.to : null;
      if (t && "all" in t) it = t;
      else if (t && "choose" in t) it = undefined;
    }
  }
  return out.length > 0 ? out : null;
}

/**
 * "Those 2 creatures": the last two single creatures the effect's steps named (a creature chosen and acted on in the
 * battle zone, one put into the battle zone, one chosen), else this creature or the trigger's creature. Steps that
 * named them are rewritten to remember them. Null when there are not two.
 */
function lastTwoCreatures(out: Step[], it: Target | undefined, at: number): [Target, Target] | null {
  const refs: Target[] = [];
  for (let k = out.length - 1; k >= 0 && refs.length < 2; k--) {
    const st = out[k];
    const name = `pair${at}-${k}`;
    // "… If you do, you may choose one of your opponent's creatures. Those 2 creatures battle.": the choice made if you did
    const inner = st.ifYouDo?.length === 1 ? st.ifYouDo[0] : null;
    if (inner && inner.do === "choose" && "choose" in inner.target && inner.target.choose.zone === "battle" && inner.target.choose.count === 1) refs.push({ remembered: inner.remember });
    const t = "target" in st ? st.target : st.do === "grant" ? st.to : null;
    if (!t) continue;
    if ("remembered" in t) {
      if (!refs.some((r) => "remembered" in r && r.remembered === t.remembered)) refs.push(t);
      continue;
    }
    if (!("choose" in t) || t.choose.count !== 1) continue;
    if (st.do === "choose") {
      if (t.choose.zone !== "battle") return null;
      if (!st.remember) return null;
      refs.push({ remembered: st.remember });
    } else if (st.do === "put-into-battle") {
      out[k] = { ...st, remember: name };
      refs.push({ remembered: name });
    } else if ((st.do === "grant" || st.do === "tap" || st.do === "untap") && t.choose.zone === "battle") {
      const { optional, ...acting } = st;
      const on: Target = { remembered: name };
      out.splice(k, 1, { do: "choose", target: t, remember: name, ...(optional ? { optional: true } : {}) }, "target" in acting ? ({ ...acting, target: on } as Step) : ({ ...acting, to: on } as Step));
      refs.push(on);
    } else return null;
  }
  if (refs.length < 2 && it && ("self" in it || "eventCard" in it)) refs.push(it);
  return refs.length === 2 ? [refs[1], refs[0]] : null;
}

/** Later sentences that name what was chosen ("that creature", "it", "the chosen creature"). */
function refersBack(rest: string[]): boolean {
  // "that creature" anywhere; "it" / "they" as a subject ("It gets …"), or right after a verb ("Tap it."); an "it" after
  // its own antecedent ("your opponent chooses one of their creatures and destroys it") is not a reference back
  return rest.some((x) => /\b(?:that|those|the chosen|that chosen) creatures?\b/i.test(x) || /^(?:then,? )?(?:it|they) /i.test(x) || (/^(?:then,? )?(?:you may )?[a-z]+ (?:it|them)\b/i.test(x) && !/\band\b/i.test(x.split(/\b(?:it|them)\b/i)[0])));
}

/** Sentences of an effect; quoted text and parentheses are kept whole. */
function splitSentences(text: string): string[] {
  const t = text.trim().replace(/\.$/, "");
  const out: string[] = [];
  let cur = "";
  let quote = false;
  let paren = 0;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i];
    if (ch === '"') quote = !quote;
    if (ch === "(") paren++;
    if (ch === ")") paren = Math.max(0, paren - 1);
    if (ch === "." && !quote && paren === 0 && /\s/.test(t[i + 1] ?? "")) {
      out.push(cur.trim());
      cur = "";
      continue;
    }
    cur += ch;
  }
  if (cur.trim() !== "") out.push(cur.trim());
  return out.filter(Boolean);
}

// Deck manipulation ("look at the top N cards", "search your deck", "put the top card … If it's a X, …"): lib/abilities/deck.ts,
// handed the parsers it uses
const DECK_GRAMMAR: DeckGrammar<ParseCtx> = { parseCount, parseNoun, raceNoun, parseEffects, anyNumber: ANY_NUMBER };

// The parsers handed to lib/abilities/lanes.ts's readers (which cannot import this file)
const LANE_GRAMMAR: LaneGrammar = {
  parseCount,
  parseNoun,
  raceNoun,
  zoneWord,
  parseTarget,
  parseCondition,
  parsePerCard,
  parseClause,
  parseClauses: (s, ctx) => parseClauses(s, ctx),
  parseEffects,
  anyNumber: ANY_NUMBER,
};

/**
 * "(you may) choose a creature and tap or untap it": the creature is chosen (and remembered), then, if one was, its
 * player chooses to tap it or to untap it (a choice between two modes). Only one creature: "choose up to 2 creatures
 * and tap or untap them" would leave open whether each is tapped or untapped on its own, not read.
 */
function tapOrUntap(sentence: string, ctx: ParseCtx): Step[] | null {
  const m = /^(you may )?choose (.+?) and tap or untap it$/i.exec(sentence.trim());
  if (!m) return null;
  const target = parseTarget(m[2], ctx);
  if (!target || !("choose" in target) || target.choose.zone !== "battle" || target.choose.count !== 1) return null;
  const on: Target = { remembered: "tap-or-untap" };
  const modes = [
    { id: "tap", text: "tap it", steps: [{ do: "tap", target: on } as Step] },
    { id: "untap", text: "untap it", steps: [{ do: "untap", target: on } as Step] },
  ];
  return [{ do: "choose", target, remember: "tap-or-untap", ...(m[1] ? { optional: true } : {}), ifYouDo: [{ do: "choose-one", modes }] }];
}

/** "X and Y", "X, then Y" within one sentence. */
function parseClauses(sentence: string, ctx: ParseCtx): Step[] | null {
  const one = parseClause(sentence, ctx);
  if (one) return [one];
  const tu = tapOrUntap(sentence, ctx);
  if (tu) return tu;
  const more = moreClauses(sentence, ctx, parseClause, parseTarget);
  if (more) return more;
  const pc = powerAndCantAttack(sentence, ctx, parseClause);
  if (pc) return pc;
  const parts = sentence.split(/,? then |, and |(?<!one of your opponent's creatures|creature) and (?=(?:draw|destroy|return|put|tap|untap|discard|shuffle|you may|add|gacharange)\b)/i);
  if (parts.length < 2) return null;
  const out: Step[] = [];
  for (const p of parts) {
    const st = parseClause(p, ctx);
    if (!st) return null;
    out.push(st);
  }
  return out;
}
