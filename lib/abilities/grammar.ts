/**
 * The sentence grammar: normalisation, and parsers for the parameters of card text (counts, costs,
 * civilizations, races, zones), card filters, targets and effect clauses. Every parser returns null when it
 * does not understand its whole input: nothing is guessed.
 */
import type { CardFilter, ChooseSpec, Condition, EffectStep, Target } from "../engine/defs";
import type { ZoneName } from "../engine/zones";
import { RACES } from "./races";

/** NFKC, straight quotes, single spaces, "his/her" → "their", no final period. */
export function normalise(s: string): string {
  return s
    .normalize("NFKC")
    .replace(/[“”]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\b(?:his|her|his or her)\b/gi, "their")
    .replace(/\bhim\b/gi, "them")
    .trim();
}

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function parseCount(s: string): number | null {
  const t = s.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  return NUMBERS[t] ?? null;
}

export const COUNT = "(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+)";

const CIVS = ["light", "water", "darkness", "fire", "nature"];

/** "fire", "Dragon", "Angel Command" … → a filter on the noun before "creature(s)". null when not understood. */
function parseAdjectives(words: string, f: CardFilter): boolean {
  const w = words.trim();
  if (w === "") return true;
  const lower = w.toLowerCase();
  if (CIVS.includes(lower)) {
    f.civilization = lower;
    return true;
  }
  // a race name: capitalised words (Dragon, Angel Command, Beast Folk)
  if (/^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$/.test(w) && isKnownRace(w)) {
    f.raceIncludes = [w];
    return true;
  }
  return false;
}

const RACE_WORDS = RACES.map((r) => ` ${r} `);
/** Some catalogue race contains `w` as whole words ("Dragon" in "Armored Dragon"), as the engine's raceIncludes matches. */
export const isKnownRace = (w: string): boolean => RACE_WORDS.some((r) => r.includes(` ${w} `));

/**
 * A race named as a noun, plural or singular: "Dragon(s)", "Guardians", "Jokers" (a race whose name is plural).
 * The form a catalogue race has wins; a name no race has is not read (null).
 */
export function raceNoun(s: string): string | null {
  const w = s.trim().replace(/\(s\)$/, "");
  if (!/^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$/.test(w)) return null;
  if (/^(?:Creature|Creatures|Spell|Spells|Card|Cards)$/.test(w)) return null;
  const singular = w.replace(/(?<=[a-z])s$/, "");
  for (const form of [w, singular]) if (isKnownRace(form)) return form;
  return null;
}

export interface Noun {
  filter: CardFilter;
  /** "creature(s)" or a race: battle-zone creatures; "card(s)": any card. */
  noun: "creature" | "card" | "race";
}

/**
 * "[civ|Race] creature(s) [that costs N or less]", "Race(s)", "card(s)".
 */
export function parseNoun(s: string): Noun | null {
  let t = s.trim();
  const f: CardFilter = {};
  const kw = /^(.*?) that ha(?:s|ve) "(blocker|speed attacker|slayer|double breaker|triple breaker)"$/i.exec(t);
  if (kw) {
    f.keyword = kw[2].toLowerCase().replace(/ /g, "-");
    t = kw[1];
  }
  const pow = /^(.*?) (?:that ha(?:s|ve)|with) (?:power (\d+)|(\d+) power) or less$/i.exec(t);
  if (pow) {
    f.powerAtMost = Number(pow[2] ?? pow[3]);
    t = pow[1];
  }
  const cost = /^(.*?) that costs? (\d+) or less$/i.exec(t);
  if (cost) {
    f.costAtMost = Number(cost[2]);
    t = cost[1];
  }
  const cr = /^(.*?)\bcreatures?$/i.exec(t);
  if (cr) {
    if (!parseAdjectives(cr[1], f)) return null;
    return { filter: f, noun: "creature" };
  }
  if (/^cards?$/i.test(t)) return { filter: f, noun: "card" };
  if (/^spells?$/i.test(t)) return { filter: { ...f, typeIncludes: "Spell" }, noun: "card" };
  const race = raceNoun(t);
  if (race) return { filter: { ...f, raceIncludes: [race] }, noun: "race" };
  return null;
}

const clean = (f: CardFilter): CardFilter | undefined => (Object.keys(f).length > 0 ? f : undefined);

/** "one of your opponent's creatures", "up to 2 of your creatures", "one of your opponent's fire creatures that costs 4 or less". */
export function parseChoose(s: string): ChooseSpec | null {
  const m = new RegExp(`^(up to )?${COUNT} of (your opponent's|your|each player's) (other )?(.+?)(?: in the battle zone)?$`, "i").exec(s.trim());
  if (!m) return null;
  const count = parseCount(m[2]);
  if (count === null) return null;
  const player = m[3].toLowerCase() === "your" ? "you" : m[3].toLowerCase() === "your opponent's" ? "opponent" : "any";
  const noun = parseNoun(m[5]);
  if (!noun || noun.noun === "card") return null;
  const spec: ChooseSpec = { player, zone: "battle", count };
  if (m[1]) spec.upTo = true;
  if (m[4]) spec.excludeSelf = true;
  const f = clean(noun.filter);
  if (f) spec.filter = f;
  return spec;
}

/** "all your opponent's creatures", "all creatures", "all your opponent's creatures that have 2000 power or less". */
export function parseAll(s: string): Target | null {
  const m = /^all (your opponent's |your |)(?:other )?(.+?)(?: in the battle zone)?(?: that have (?:(\d+) power|power (\d+)) or less)?$/i.exec(s.trim());
  if (!m) return null;
  if (/\bother\b/i.test(s)) return null; // "all your other creatures": excludeSelf is not expressible on `all`
  const noun = parseNoun(m[2]);
  if (!noun || noun.noun === "card") return null;
  const who = m[1].trim().toLowerCase();
  const player = who === "your" ? "you" : who === "your opponent's" ? "opponent" : "any";
  const all: { player: "you" | "opponent" | "any"; zone: ZoneName; filter?: CardFilter; powerAtMost?: number } = { player, zone: "battle" };
  const f = clean(noun.filter);
  if (f) all.filter = f;
  if (m[3] ?? m[4]) all.powerAtMost = Number(m[3] ?? m[4]);
  return { all };
}

/** The object of a verb: "this creature", "it", "one of your opponent's creatures", "all ...". */
export function parseTarget(s: string, ctx: { it?: Target }): Target | null {
  const t = s.trim();
  if (/^(?:this (?:creature|card|tamaseed|cross gear|spell)|itself)$/i.test(t)) return { self: true };
  if (/^(?:it|them|that creature|that card)$/i.test(t)) return ctx.it ?? null;
  const all = parseAll(t);
  if (all) return all;
  const choose = parseChoose(t);
  if (choose) return { choose };
  let m: RegExpExecArray | null;
  // "a creature in the battle zone": any player's
  if ((m = /^(?:a|an|one) (.+?) in the battle zone$/i.exec(t))) {
    const noun = parseNoun(m[1]);
    if (!noun || noun.noun === "card") return null;
    const f = clean(noun.filter);
    return { choose: { player: "any", zone: "battle", count: 1, ...(f ? { filter: f } : {}) } };
  }
  // "a creature from your graveyard", "a card from your mana zone"
  if ((m = new RegExp(`^${COUNT} of your shields$`, "i").exec(t))) {
    const n = parseCount(m[1]);
    return n === null ? null : { choose: { player: "you", zone: "shields", count: n } };
  }
  if ((m = /^(?:a|an|one) (.+?) from your (graveyard|mana zone|hand)$/i.exec(t))) {
    const noun = parseNoun(m[1]);
    if (!noun) return null;
    const f: CardFilter = { ...noun.filter };
    if (noun.noun === "creature") f.typeIncludes = "Creature";
    const c = clean(f);
    const zone = m[2].toLowerCase() === "graveyard" ? "graveyard" : m[2].toLowerCase() === "hand" ? "hand" : "mana";
    return { choose: { player: "you", zone, count: 1, ...(c ? { filter: c } : {}) } };
  }
  return null;
}

type Step = EffectStep;

/** Parses one imperative clause ("draw 2 cards", "destroy one of your opponent's creatures") into a step. */
export function parseClause(raw: string, ctx: { it?: Target }): Step | null {
  let s = raw.trim().replace(/\.$/, "");
  let optional = false;
  const may = /^you may (.+)$/i.exec(s);
  if (may) {
    optional = true;
    s = may[1];
  }
  const step = parseBareClause(s, ctx);
  if (!step) return null;
  return optional ? { ...step, optional: true } : step;
}

function parseBareClause(s: string, ctx: { it?: Target }): Step | null {
  let m: RegExpExecArray | null;
  // "choose one of your opponent's creatures and destroy it" = "destroy one of your opponent's creatures"
  if ((m = /^choose (.+?) and (destroy|tap|untap|return|put) (?:it|them)(.*)$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    if (!target || !("choose" in target)) return null;
    return parseBareClause(`${m[2]} it${m[3]}`, { ...ctx, it: target });
  }
  if ((m = new RegExp(`^draw ${COUNT} cards?$`, "i").exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "draw", player: "you", count: n };
  }
  if ((m = new RegExp(`^your opponent draws ${COUNT} cards?$`, "i").exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "draw", player: "opponent", count: n };
  }
  if ((m = new RegExp(`^put the top (?:card|${COUNT} cards) of your deck into your (mana zone|graveyard)$`, "i").exec(s))) {
    const n = m[1] ? parseCount(m[1]) : 1;
    if (n === null) return null;
    return { do: "deck-to-zone", player: "you", count: n, to: m[2].toLowerCase() === "mana zone" ? "mana" : "graveyard" };
  }
  if ((m = /^your opponent discards (a|one|two|\d+) cards? at random from their hand$|^your opponent discards (a|one|two|\d+) cards? (?:from their hand )?at random$/i.exec(s))) {
    const n = parseCount(m[1] ?? m[2]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "random" };
  }
  if ((m = /^your opponent chooses (a|one|two|\d+) cards? (?:from|in) their hand and discards (?:it|them)$/i.exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "discarder" };
  }
  if ((m = /^your opponent discards their (?:whole |entire )?hand$/i.exec(s))) return { do: "discard", player: "opponent", count: "all", chooser: "discarder" };
  if (/^discard (?:a|one) card from your opponent's hand at random$/i.test(s)) return { do: "discard", player: "opponent", count: 1, chooser: "random" };
  // "your opponent chooses one of their creatures and destroys it": the owner chooses
  if ((m = /^your opponent chooses one of their (creatures?|[A-Z][\w' -]*?) and (destroys|returns|puts) it(.*)$/i.exec(s))) {
    const noun = parseNoun(m[1]);
    if (!noun || noun.noun === "card") return null;
    const f = clean(noun.filter);
    const target: Target = { choose: { player: "opponent", zone: "battle", count: 1, chooser: "owner", ...(f ? { filter: f } : {}) } };
    const verb = m[2].toLowerCase() === "destroys" ? "destroy" : m[2].toLowerCase() === "returns" ? "return" : "put";
    return parseBareClause(`${verb} it${m[3]}`, { ...ctx, it: target });
  }
  if ((m = /^discard (a|one|two|\d+) cards?(?: from your hand)?$/i.exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "discard", player: "you", count: n, chooser: "discarder" };
  }
  if (/^shuffle your deck$/i.test(s)) return { do: "shuffle", player: "you" };
  // "add the top card of your deck to your shields face down": a card entering the shield zone is face down
  if ((m = new RegExp(`^(?:add|put) the top (?:card|${COUNT} cards) of your deck (?:to|into|onto) your (?:shields|shield zone) face down$`, "i").exec(s))) {
    const n = m[1] ? parseCount(m[1]) : 1;
    return n === null ? null : { do: "deck-to-zone", player: "you", count: n, to: "shields" };
  }
  if ((m = /^(destroy|tap|untap) (.+)$/i.exec(s))) {
    const target = parseTarget(m[2], ctx);
    if (!target) return null;
    return { do: m[1].toLowerCase() as "destroy" | "tap" | "untap", target };
  }
  if ((m = /^(?:return|put) (.+?) (?:to|into) (?:its owner's|their owner's|your|their) hands?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "return-to-hand", target } : null;
  }
  if ((m = /^put (.+?) into (?:its owner's|their owner's|your|their) mana zones?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "put-into-mana", target } : null;
  }
  if ((m = /^put (.+?) into (?:its owner's|their owner's|your|their) graveyards?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "to-graveyard", target } : null;
  }
  if ((m = /^put (.+?) on (?:the )?(top|bottom) of (?:its owner's|their owner's|your|their) decks?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "put-on-deck", target, position: m[2].toLowerCase() as "top" | "bottom" } : null;
  }
  if ((m = /^shuffle (.+?) into (?:its owner's|their owner's|your|their) decks?$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "shuffle-into-deck", target } : null;
  }
  if ((m = /^put (.+?) into the battle zone$/i.exec(s))) {
    const target = parseTarget(m[1], ctx);
    return target ? { do: "put-into-battle", target } : null;
  }
  if ((m = new RegExp(`^add ${COUNT} of your shields to your hand$`, "i").exec(s))) {
    const n = parseCount(m[1]);
    return n === null ? null : { do: "return-to-hand", target: { choose: { player: "you", zone: "shields", count: n } } };
  }
  return null;
}

/**
 * A sequence of sentences of effects ("Draw a card. Then destroy this creature. If you do, ...").
 * "If you do, X" attaches X to the previous step's `ifYouDo`.
 */
export function parseEffects(text: string, ctx: { it?: Target } = {}): Step[] | null {
  const sentences = text
    .trim()
    .replace(/\.$/, "")
    .split(/\.\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
  const out: Step[] = [];
  for (const sentence of sentences) {
    const ifDo = /^if you do, (.+)$/i.exec(sentence);
    if (ifDo) {
      const prev = out[out.length - 1];
      if (!prev || prev.ifYouDo) return null;
      const rest = parseClauses(ifDo[1], ctx);
      if (!rest) return null;
      prev.ifYouDo = rest;
      continue;
    }
    const steps = parseClauses(sentence.replace(/^then,? /i, ""), ctx);
    if (!steps) return null;
    out.push(...steps);
  }
  return out.length > 0 ? out : null;
}

/** "X and Y", "X, then Y" within one sentence. */
function parseClauses(sentence: string, ctx: { it?: Target }): Step[] | null {
  const one = parseClause(sentence, ctx);
  if (one) return [one];
  const parts = sentence.split(/,? then |, and |(?<!one of your opponent's creatures|creature) and (?=(?:draw|destroy|return|put|tap|untap|discard|shuffle|you may)\b)/i);
  if (parts.length < 2) return null;
  const out: Step[] = [];
  for (const p of parts) {
    const st = parseClause(p, ctx);
    if (!st) return null;
    out.push(st);
  }
  return out;
}

/** "During your opponent's turn, " and similar prefixes → conditions. */
export function parseConditionPrefix(s: string): { conditions: Condition[]; rest: string } {
  const m = /^(?:during|on) (your|your opponent's|each of your opponent's|each of your) turns?, (.+)$/i.exec(s);
  if (!m) return { conditions: [], rest: s };
  return { conditions: [{ kind: "turn", whose: /opponent/i.test(m[1]) ? "opponents" : "yours" }], rest: m[2] };
}
