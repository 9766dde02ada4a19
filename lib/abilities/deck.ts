/**
 * Deck manipulation sentences: "look at / reveal the top N cards of your deck" with what is chosen among them and where
 * the rest go, the one card looked at with "if it's a X, …", and "search your deck … Then shuffle your deck". Each reads
 * a run of sentences into engine steps (`look-at-top`, a choice in the deck then `shuffle`), or returns null: a
 * sentence the engine would do differently is not read.
 */
import type { CardFilter, EffectStep, Target } from "../engine/defs";
import type { ZoneName } from "../engine/zones";
import { deck2Body, deck2Choice, deck2LookHead, deck2Named } from "./deck2";

type Step = EffectStep;

/**
 * The grammar's parsers this file uses, handed in by lib/abilities/grammar.ts (which calls this file from parseEffects:
 * importing it back would be an import cycle).
 */
export interface DeckGrammar<C> {
  parseCount(s: string): number | null;
  parseNoun(s: string): { filter: CardFilter; noun: string; inBattle?: boolean } | null;
  raceNoun(s: string): string | null;
  parseEffects(text: string, ctx: C): Step[] | null;
  /** "any number of": as many as there are */
  anyNumber: number;
}

// set by each entry point (the same object every time)
let g: DeckGrammar<never>;
const parseCount = (s: string) => g.parseCount(s);
const parseNoun = (s: string) => g.parseNoun(s);
const raceNoun = (s: string) => g.raceNoun(s);
type LookStep = Extract<Step, { do: "look-at-top" }>;
type Rest = LookStep["rest"];

export interface Dest {
  to: ZoneName;
  position?: "top" | "bottom";
  tapped?: boolean;
}

const DEST_RE =
  "((?:into|to) your hand|into your mana zone(?: tapped)?|into your graveyard|into the battle zone|on (?:the )?bottom of your deck|(?:on|to) (?:the )?top of your deck|(?:to|into) your shields face down|into your shield zone face down)";

/** Where a chosen card goes: "into your hand", "into your mana zone tapped", "on top of your deck", "to your shields face down"… */
export function deckDest(s: string): Dest | null {
  const t = s.trim().toLowerCase();
  if (/^(?:into|to) your hand$/.test(t)) return { to: "hand" };
  if (/^into your mana zone$/.test(t)) return { to: "mana" };
  if (/^into your mana zone tapped$/.test(t)) return { to: "mana", tapped: true };
  if (/^into your graveyard$/.test(t)) return { to: "graveyard" };
  if (/^into the battle zone$/.test(t)) return { to: "battle" };
  if (/^on (?:the )?bottom of your deck$/.test(t)) return { to: "deck", position: "bottom" };
  if (/^(?:on|to) (?:the )?top of your deck$/.test(t)) return { to: "deck", position: "top" };
  if (/^(?:(?:to|into) your shields|into your shield zone) face down$/.test(t)) return { to: "shields" };
  return null;
}

/**
 * Where the cards not chosen go. `top` is "back on top of your deck in any order"; `top1` is "on top of your deck" with
 * no order said (the same as staying only when one card is left).
 */
function restWhere(s: string): { rest: Rest | "top1" | "shields"; tapped?: boolean } | null {
  let t = s.trim().toLowerCase();
  const anyOrder = / in any order$/.test(t);
  t = t.replace(/ in any order$/, "").replace(/^back /, "");
  if (/^(?:(?:on|to) (?:the )?bottom of|under) (?:your|the) deck$/.test(t)) return { rest: "bottom" };
  if (/^(?:back )?(?:on|to|into|into on|on to) (?:the )?top of (?:your|the) deck$/.test(t)) return { rest: anyOrder ? "top" : "top1" };
  if (/^(?:to|into) (?:your|the) deck$/.test(t) && anyOrder) return null;
  if (/^into your graveyard$/.test(t)) return { rest: "graveyard" };
  if (/^(?:into|to) your hand$/.test(t)) return { rest: "hand" };
  if (/^into your mana zone$/.test(t)) return { rest: "mana" };
  if (/^into your mana zone tapped$/.test(t)) return { rest: "mana", tapped: true };
  if (/^(?:(?:to|into) your shields|into your shield zone) face down$/.test(t)) return { rest: "shields" };
  return null;
}

/** The filter of a noun among deck cards: a creature there is a card of the creature type. */
function deckFilter(noun: string, union: boolean): CardFilter | undefined | null {
  const t = noun.trim();
  if (t === "" || /^(?:cards?|ones?)$/i.test(t)) return undefined;
  const named = deck2Named(t);
  if (named) return named;
  // "an exile creature": a card whose type is Exile Creature (also "Evolution Exile Creature")
  const exile = /^(.*?)\bexile creatures?$/i.exec(t);
  if (exile) {
    const f = deckFilter(`${exile[1]}creature`, false);
    return f && f.typeIncludes === "Creature" && !f.typeIncludesAny ? { ...f, typeIncludes: "Exile Creature" } : null;
  }
  const n = parseNoun(t);
  if (n) {
    // an element (316.1) is not a card type a filter can say (316.2: not spells, castles or cores)
    if (n.noun === "element" || n.noun === "shield" || n.inBattle) return null;
    const f: CardFilter = { ...n.filter };
    // "an evolution creature" among deck cards: of the Evolution type and a creature (not an evolution cross gear)
    if (n.noun === "creature" && !f.typeIncludes) f.typeIncludes = "Creature";
    else if (n.noun === "creature" && !f.typeIncludes!.includes("Creature")) {
      if (f.typeIncludesAny) return null;
      f.typeIncludesAny = ["Creature"];
    }
    return Object.keys(f).length > 0 ? f : undefined;
  }
  // "a creature or cross gear": a card of either type
  const ors = t.split(/,? or /);
  if (ors.length > 1) {
    const types = ors.map((p) => parseNoun(p.replace(/^an? /i, "")));
    const words = types.map((n) => (n && Object.keys(n.filter).length <= 1 && (n.noun === "creature" ? !n.filter.typeIncludes : true) ? (n.noun === "creature" ? "Creature" : n.filter.typeIncludes) : undefined));
    if (words.every((w): w is string => w !== undefined)) return { typeIncludesAny: words };
    return null;
  }
  if (!union) return null;
  // "all Grand Devil and Deep Marine", "any number of Tristone and Zombie Dragon": every card of either race
  const parts = t.split(/,? and (?:all )?|, (?:all )?/);
  const races = parts.map((p) => raceNoun(p));
  if (races.length > 1 && races.every((r): r is string => r !== null)) return { raceIncludes: races };
  // "all light cards and all darkness cards": every card of either civilization
  const civs = parts.map((p) => /^(light|water|darkness|fire|nature) cards$/i.exec(p.trim())?.[1].toLowerCase());
  if (civs.length > 1 && civs.every((c): c is string => c !== undefined)) return { civilizationsAny: civs };
  return null;
}

/**
 * A card put into the battle zone by its race ("put a Dragon from among them"): a spell of that race can't be put there
 * (316.2: a spell is not an element), so spells are left out (some spells have races: Jokers, Dragon…).
 */
function battleFilter(f: CardFilter | undefined): CardFilter | undefined {
  if (!f || !f.raceIncludes || f.typeIncludes || f.typeIncludesAny) return f;
  if (!f.typeExcludes) return { ...f, typeExcludes: "Spell" };
  return { ...f, typeIncludesAny: ["Creature", "Tamaseed", "Field", "Cross Gear", "Aura", "Dragheart"] };
}

export interface DeckChoice {
  count: number;
  upTo: boolean;
  filter?: CardFilter;
  dest: Dest;
  cast?: boolean;
  /** "you may put all …": all of them or none. */
  optional: boolean;
  /** "all …" */
  all: boolean;
  /** "put it" with no zone: into the battle zone only if "it" is a creature (the caller knows) */
  bare?: boolean;
  /** "it" / "them": the cards looked at, not a noun */
  pronoun?: boolean;
  /** "a Hyper Beast and a spell": one card of each further filter, after the first (`filter`) */
  each?: CardFilter[];
  /** "into your hand or your mana zone": the destinations its player picks from, for each card */
  alt?: Dest[];
}

const QTY = "(one|a|an|\\d+|two|three|four|five|up to (?:\\d+|one|two|three)|any number of|any|all(?: of)?|it|them|that card)";
const FROM =
  / (?:of them|of these(?: cards)?|of those cards|from among them|from them|from among it|from it|from the revealed cards|from among the revealed cards|from among those cards|revealed (?:in )?this way|from your deck|from among your deck)(?=[ ,]|$)/i;

/**
 * One choice among cards looked at (or searched): "put one of them into your hand", "you may take a spell from among
 * them, show it to your opponent, and put it into your hand", "put all Giants from among them into your mana zone
 * tapped", "you may cast it for no cost", "shieldify one of them". `looked`: how many there are (g.anyNumber: the deck).
 */
export function parseDeckChoice(s: string, looked: number): DeckChoice | null {
  let t = deck2Choice(s.trim()).replace(/^from among (?:them|it|the revealed cards|those cards),? /i, "");
  let optional = false;
  // "You make take …" (a misprint of "may")
  const may = /^you ma(?:y|ke) (.+)$/i.exec(t);
  if (may) {
    optional = true;
    t = may[1];
  }
  // "Shieldify it, put it into your hand, or put it into your mana zone" / "put it into your mana zone or shieldify it"
  t = t.replace(/^shieldify (it|them|one of them)(?=,? (?:or )?(?:put|add) )/i, "put $1 into your shields face down").replace(/,? or shieldify it$/i, " or into your shields face down");
  const m = new RegExp(`^(put|add|take|choose|reveal|shieldify|cast) ${QTY}\\b ?(.*)$`, "i").exec(t);
  if (!m) return null;
  const verb = m[1].toLowerCase();
  const q = m[2].toLowerCase();
  let r = m[3].trim();
  let dest: Dest | null = null;
  let cast = false;
  // "into your hand, mana zone, or graveyard", "to your hand or put it into your mana zone": its player picks for each card
  let alt: Dest[] | undefined;
  const w = "(?:hand|mana zone|graveyard|shields face down)(?: tapped)?";
  const am = verb === "shieldify" || verb === "cast" ? null : new RegExp(`^(.*?) ?((?:into|to) (?:your )?${w}(?:(?:,| or|, or) (?:(?:put|add) it )?(?:(?:into|to) )?(?:your )?${w})+)$`, "i").exec(r);
  if (am) {
    const ds = am[2].split(/,? or |, /).map((p) => deckDest(`into your ${p.trim().replace(/^(?:put|add) it /i, "").replace(/^(?:into|to) /i, "").replace(/^your /i, "")}`));
    if (ds.length < 2 || !ds.every((d): d is Dest => d !== null)) return null;
    alt = ds;
    dest = ds[0];
    r = am[1];
  }
  if (dest) {
    // read above
  } else if (verb === "shieldify") dest = { to: "shields" };
  else if (verb === "cast") {
    const c = /^(.*?) ?for no cost$/i.exec(r);
    if (!c) return null;
    r = c[1];
    cast = true;
    dest = { to: "graveyard" };
  } else {
    const c = new RegExp(`^(.*?) ?${DEST_RE}(?: in any order)?$`, "i").exec(r);
    if (c) {
      r = c[1];
      dest = deckDest(c[2]);
    } else {
      // "you may cast it for no cost" after "reveal it and": the cast is the choice
      const k = /^(.*?),? (?:and |then )?cast (?:it|them|that spell) for no cost$/i.exec(r);
      if (k) {
        r = k[1];
        cast = true;
        dest = { to: "graveyard" };
      }
    }
  }
  // ", and put it", " and add them", ", then put that card"
  r = r.replace(/,? (?:and |then )?(?:put|add|take) (?:it|them|that card|those cards)$/i, "");
  // ", show that creature to your opponent," / " and show it to your opponent"
  r = r.replace(/,? (?:and )?(?:show|reveal) (?:it|them|that [\w' -]+?|those [\w' -]+?)(?: to your opponent)?,?$/i, "");
  r = r.replace(/ to your opponent,?$/i, "");
  r = r.replace(FROM, "").replace(/ to your opponent,?$/i, "").replace(/,$/, "").trim();
  let count: number;
  let upTo = optional;
  let union = false;
  if (q === "it" || q === "them" || q === "that card") {
    if (r !== "") return null;
    count = looked;
  } else if (q === "all" || q === "all of") {
    count = looked;
    upTo = false;
    union = true;
  } else if (q === "any number of" || q === "any") {
    [count, upTo, union] = [looked, true, true];
  } else {
    const up = /^up to (.+)$/.exec(q);
    const n = parseCount(up ? up[1] : q);
    if (n === null) return null;
    count = n;
    if (up) upTo = true;
  }
  // "one of them" / "a card" / "one of these cards that has "White Knight" in its name"
  r = r.replace(/^of (?:them|these|those)(?: cards)?\b,? ?/i, "").replace(/^(?:them|these|those)(?: cards)?$/i, "");
  // "put one of your Earth Eater that costs 7 or less from among it": one card of the deck (yours)
  if (q === "one") r = r.replace(/^of your (?=\S)/i, "");
  if (/^that /i.test(r)) r = `card ${r}`;
  // "a Hyper Beast and a spell", "a water card, fire card and nature card", "a light, a darkness and a nature card": one of each
  let each: CardFilter[] | undefined;
  let filter: CardFilter | undefined | null;
  if (count === 1 && !union && q !== "it" && q !== "them" && q !== "that card" && /,| and /i.test(r) && deckFilter(r, false) === null) {
    const parts = r.split(/,? and (?:an? )?|, (?:an? )?/i).map((p) => p.trim());
    const noun = /\b(card|creature|spell)s?$/i.exec(parts[parts.length - 1])?.[1] ?? "";
    const fs = parts.map((p) => {
      const f = deckFilter(p, false);
      return f !== null && f !== undefined ? f : noun ? deckFilter(`${p} ${noun}`, false) : null;
    });
    if (parts.length < 2 || !fs.every((f): f is CardFilter => f !== null && f !== undefined)) return null;
    [filter, ...each] = fs;
  } else filter = deckFilter(r, union);
  if (filter === null) return null;
  const creature = r !== "" && ((parseNoun(r)?.noun ?? "") === "creature" || (parseNoun(r)?.noun ?? "") === "race");
  const pronoun = q === "it" || q === "them" || q === "that card";
  let bare = false;
  if (!dest) {
    // "you may put a Dragon from among them.": "put" alone is into the battle zone, said of creatures only (for "put
    // it", the caller knows what "it" is)
    if (verb !== "put" || (!creature && !pronoun)) return null;
    dest = { to: "battle" };
    bare = pronoun;
  }
  if (cast && !pronoun && !(filter?.typeIncludes === "Spell")) return null;
  if (cast && pronoun && count !== 1) return null;
  const all = q === "all" || q === "all of";
  if (each && (cast || bare)) return null;
  if (alt && (each || cast)) return null;
  if (dest.to === "battle") filter = battleFilter(filter);
  return { count, upTo: all ? false : upTo, ...(filter ? { filter } : {}), dest, ...(cast ? { cast } : {}), optional: optional && all, all, ...(bare ? { bare } : {}), ...(pronoun ? { pronoun } : {}), ...(each ? { each } : {}), ...(alt ? { alt } : {}) };
}

const REST_HEAD = /^(?:(?:put|add|return|shieldify) )?the (?:rest(?: of (?:the|those|these) cards| of them| of)?|other (?:\d+|two|three|four) cards|other cards?|others?|remaining cards?|last card)(?: (.+))?$/i;

interface Split {
  main: string;
  also: { count: number; dest: Dest }[];
  rest: { rest: Rest | "top1" | "shields"; tapped?: boolean } | null;
}

/** "Put one of them into your hand, one into your mana zone and the rest into your graveyard" → its parts. */
function splitChoices(s: string): Split | null {
  const parts = s.split(/(?:, (?:and |then )?| and | then )(?=(?:(?:put|add|return|shieldify) )?(?:one\b|the (?:rest|others?|other|remaining|last)\b))/i);
  const out: Split = { main: parts[0], also: [], rest: null };
  for (const p of parts.slice(1)) {
    if (out.rest) return null;
    const rh = REST_HEAD.exec(p.trim());
    if (rh) {
      const verb = /^shieldify /i.test(p.trim());
      const w = verb ? (rh[1] ? null : { rest: "shields" as const }) : rh[1] ? restWhere(rh[1]) : null;
      if (!w) return null;
      out.rest = w;
      continue;
    }
    const a = new RegExp(`^(?:(?:put|add) )?(one|two|\\d+)(?: of them)? ${DEST_RE}$`, "i").exec(p.trim());
    const sh = a ? null : /^shieldify (one|two|\d+)(?: of them)?$/i.exec(p.trim());
    const n = a ? parseCount(a[1]) : sh ? parseCount(sh[1]) : null;
    const dest = a ? deckDest(a[2]) : sh ? { to: "shields" as ZoneName } : null;
    if (n === null || !dest || dest.tapped) return null;
    out.also.push({ count: n, dest });
  }
  return out;
}

/** The step for a choice among the top `looked` cards, its further choices and the rest. */
function lookStep(looked: number, ch: DeckChoice, also: Split["also"], rest: Split["rest"]): LookStep | null {
  let where: Rest = "stay";
  let restTapped = false;
  const extra: NonNullable<LookStep["also"]> = (ch.each ?? []).map((f) => ({ count: 1, to: ch.dest.to, ...(ch.dest.position ? { position: ch.dest.position } : {}), filter: f, ...(ch.upTo ? { upTo: true } : {}) }));
  if (ch.each && (ch.dest.tapped || also.length > 0)) return null;
  extra.push(...also.map((a) => ({ count: a.count, to: a.dest.to, ...(a.dest.position ? { position: a.dest.position } : {}) })));
  if (rest) {
    // how many are left for "the rest" is known only when every choice before is exact
    const left = ch.upTo || ch.count >= g.anyNumber || ch.filter || ch.each ? null : looked - ch.count - also.reduce((n, a) => n + a.count, 0);
    if (rest.rest === "top1") {
      if (left !== 1) return null;
      where = "stay";
    } else if (rest.rest === "shields") {
      if (left === null || left < 1) return null;
      extra.push({ count: left, to: "shields" });
    } else {
      where = rest.rest;
      restTapped = !!rest.tapped;
    }
  }
  return {
    do: "look-at-top",
    player: "you",
    count: looked,
    choose: {
      count: Math.min(ch.count, looked),
      ...(ch.upTo ? { upTo: true } : {}),
      ...(ch.filter ? { filter: ch.filter } : {}),
      to: ch.dest.to,
      ...(ch.dest.position ? { position: ch.dest.position } : {}),
      ...(ch.dest.tapped ? { tapped: true } : {}),
      ...(ch.cast ? { cast: true } : {}),
      ...(ch.alt ? { toAny: ch.alt.map((d) => ({ to: d.to, ...(d.tapped ? { tapped: true } : {}) })) } : {}),
    },
    ...(extra.length > 0 ? { also: extra } : {}),
    rest: where,
    ...(restTapped ? { restTapped: true } : {}),
    ...(ch.optional ? { optional: true } : {}),
  };
}

const HEAD = /^(?:then,? )?(you may )?(?:you )?(?:look at|reveal) the top (card|\d+ cards|two cards|three cards|four cards|five cards|six cards|seven cards)(?: (?:of|from) your deck)?(?:,? and |, (?=(?:put|add|shieldify) ))?(.+)?$/i;

/** "Then put the rest on the bottom of your deck in any order." */
function restSentence(s: string | undefined): Split["rest"] | null {
  if (s === undefined) return null;
  const t = s.replace(/^then,? /i, "").trim();
  if (!/^(?:put|return|add) /i.test(t)) return null;
  const rh = REST_HEAD.exec(t);
  return rh && rh[1] ? restWhere(rh[1]) : null;
}

/**
 * "Look at / reveal the top N cards of your deck." + a choice among them (+ further choices) + where the rest go; or
 * "… Then put them back in any order."; or, for the top card, "If it's a X, (you may) put it … Otherwise, put it …".
 */
export function deckLookMore<C>(sentences: string[], i: number, gram: DeckGrammar<C>): { steps: Step[]; used: number } | null {
  g = gram as DeckGrammar<never>;
  // "Shuffle your deck, then reveal the top card.": the deck is shuffled first
  const sh = /^shuffle your deck(?:,? (?:and )?then,?|,| and) ((?:look at|reveal) the top .+)$/i.exec(sentences[i]);
  if (sh) {
    const r = lookAt([sh[1], ...sentences.slice(i + 1)], 0, true);
    return r ? { steps: [{ do: "shuffle", player: "you" }, ...r.steps], used: r.used } : null;
  }
  return lookAt(sentences, i, false);
}

function lookAt(sentences: string[], i: number, shuffled: boolean): { steps: Step[]; used: number } | null {
  sentences = sentences.map((s, k) => (k === i ? deck2LookHead(s) : s));
  const a = HEAD.exec(sentences[i]);
  if (!a) return null;
  // "reveal the top 3 cards" without "of your deck" only right after "shuffle your deck"
  if (!shuffled && !/ (?:of|from) your deck/i.test(sentences[i])) return null;
  // "… of your deck and X" / "…, put X": X is the choice; anything else after the head is not read
  if (a[3] !== undefined && !/ (?:of|from) your deck(?:,? and |, )/i.test(sentences[i]) && !(shuffled && /the top (?:card|\w+ cards)(?:,? and |, )/i.test(sentences[i]))) return null;
  const looked = a[2].toLowerCase() === "card" ? 1 : parseCount(a[2].split(" ")[0]);
  if (looked === null) return null;
  let used = 2;
  let b: string | undefined = a[3] ?? sentences[i + 1];
  if (a[3] !== undefined) used = 1;
  if (b === undefined) return null;
  // "You may look at the top 2 cards of your deck. If you do, …": the choice is made only if you looked
  if (a[1]) b = b.replace(/^if you do, /i, "");
  b = deck2Body(b.replace(/^then,? /i, ""));
  let step: LookStep | null = null;
  // "Then put them back in any order." / "Then return them to the top of your deck in any order."
  if (/^(?:put|return) them (?:back|(?:back )?(?:on|to) (?:the )?top of your deck) in any order$/i.test(b)) {
    step = { do: "look-at-top", player: "you", count: looked, choose: { count: looked, to: "deck", position: "top" }, rest: "stay" };
  } else if (looked === 1 && /^if /i.test(b)) {
    const r = ifTop(b, sentences[i + used]);
    if (!r) return null;
    step = r.step;
    used += r.more;
  } else {
    const sp = splitChoices(b);
    const ch = sp ? parseDeckChoice(sp.main, looked) : null;
    if (!sp || !ch || ch.bare || (ch.cast && ch.pronoun)) return null;
    let rest = sp.rest;
    if (!rest) {
      const more = restSentence(sentences[i + used]);
      if (more) {
        rest = more;
        used++;
      }
    }
    step = lookStep(looked, ch, sp.also, rest);
  }
  if (!step) return null;
  return { steps: [a[1] ? { ...step, optional: true } : step], used };
}

/**
 * The one card looked at: "If it's a spell, you may cast it for no cost." / "If that card is a Dragon, you may put it."
 * [+ "Otherwise, (you may) put it into your mana zone."]. With a "you may" choice, a card of the kind that is not taken
 * stays on top: the "otherwise" is only for a card not of the kind (`restUnmatched`).
 */
function ifTop(b: string, next: string | undefined): { step: LookStep; more: number } | null {
  let t = b;
  let other: string | undefined;
  const inline = /^(.+?),? otherwise,? (.+)$/i.exec(t);
  if (inline) {
    t = inline[1];
    other = `otherwise, ${inline[2]}`;
  }
  const m = /^if (?:it's|its|it is|that card is|that card's|the card is|the revealed card is) (?:an? )?(.+?),? (you may )?((?:put|add|cast|reveal|show|shieldify) .+)$/i.exec(t);
  if (!m) return null;
  const filter = deckFilter(m[1], false);
  if (filter === null) return null;
  // "reveal it and put it into your hand", "show that spell to your opponent, and put it into your hand"
  const act = m[3].replace(/^(?:reveal|show) (?:it|that [\w' -]+?)(?: to your opponent)?,? (?:and )?(?=put|add|cast)/i, "");
  const ch = parseDeckChoice(`${m[2] ?? ""}${act}`, 1);
  if (!ch || ch.count !== 1) return null;
  // "put it" alone (into the battle zone) only of a creature
  if (ch.bare) {
    const n = parseNoun(m[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
  }
  if (ch.cast && filter?.typeIncludes !== "Spell") return null;
  let rest: Rest = "stay";
  let restTapped = false;
  let more = 0;
  if (other === undefined && next !== undefined && /^(?:otherwise|if (?:it's|it is|its|that card is|that card's|the revealed card is) not|if (?:it|that card|the revealed card) (?:isn't|is not)|if not|if you don't)\b/i.test(next)) {
    other = next;
    more = 1;
  }
  let restOptional = false;
  if (other !== undefined) {
    const o = /^(?:otherwise|if (?:it's|it is|its|that card is|that card's|the revealed card is) not[^,]*|if (?:it|that card|the revealed card) (?:isn't|is not)[^,]*|if not),? (you may )?(?:put|add|return) (?:it|that card|the revealed card) (.+)$/i.exec(other);
    if (!o) return null;
    const w = restWhere(o[2]);
    if (!w) return null;
    if (w.rest === "top1") rest = "stay";
    else if (w.rest === "shields" || w.rest === "top") return null;
    else {
      rest = w.rest;
      restTapped = !!w.tapped;
      restOptional = !!o[1];
    }
  }
  // "otherwise" is for a card not of the kind: one of the kind not taken ("you may") stays on top
  const restUnmatched = rest !== "stay" && filter !== undefined && (!!m[2] || restOptional || ch.dest.to === "battle");
  // "If it's a Dragon, put it.": a Dragon spell is a Dragon but can't be put (316.2); the engine offers no spell to put
  // into the battle zone, and the "otherwise" is not for it (`restUnmatched`): it stays on top
  const f = filter;
  const choose: LookStep["choose"] = {
    count: 1,
    ...(ch.upTo ? { upTo: true } : {}),
    ...(f ? { filter: f } : {}),
    to: ch.dest.to,
    ...(ch.dest.position ? { position: ch.dest.position } : {}),
    ...(ch.dest.tapped ? { tapped: true } : {}),
    ...(ch.cast ? { cast: true } : {}),
    ...(ch.alt ? { toAny: ch.alt.map((d) => ({ to: d.to, ...(d.tapped ? { tapped: true } : {}) })) } : {}),
  };
  return { step: { do: "look-at-top", player: "you", count: 1, choose, rest, ...(restTapped ? { restTapped: true } : {}), ...(restUnmatched ? { restUnmatched: true } : {}), ...(restOptional ? { restOptional: true } : {}) }, more };
}

/**
 * "Search your deck." + "You may take a X from your deck, show it to your opponent, and put it into your hand." +
 * "Then shuffle your deck."; "search your deck for a X, show …, and put it into your hand. Then shuffle your deck."
 * The player looks at the whole deck and takes the cards that match; then the deck is shuffled.
 */
export function searchDeckMore<C>(sentences: string[], i: number, gram: DeckGrammar<C>): { steps: Step[]; used: number } | null {
  g = gram as DeckGrammar<never>;
  const s = sentences[i];
  let optional = false;
  let head = s;
  const may = /^you may (search your deck.*)$/i.exec(head);
  if (may) {
    optional = true;
    head = may[1];
  }
  let b: string | undefined;
  let used = 2;
  const inOne = /^search your deck for (.+)$/i.exec(head);
  const andPut = /^search your deck and ((?:put|take|add) .+)$/i.exec(head);
  if (inOne) {
    b = `you may take ${inOne[1]}`;
    used = 1;
  } else if (andPut) {
    b = andPut[1];
    used = 1;
  } else if (/^search your deck$/i.test(head)) b = sentences[i + 1];
  else return null;
  if (b === undefined) return null;
  // "… and put it into your hand, then shuffle your deck."
  let shuffledInline = false;
  const sh = /^(.+?),? (?:and )?then,? shuffle your deck$/i.exec(b);
  if (sh) {
    b = sh[1];
    shuffledInline = true;
  }
  // "You may take a spell from your deck, and show that spell to your opponent. Then shuffle your deck and put that spell
  // on top of your deck.": the card chosen goes on top after the shuffle
  const top = shuffledInline ? null : searchThenTop(b, sentences[i + used], `searched-${i}`);
  if (top) return { steps: optional ? [{ do: "if", conditions: [], then: top, optional: true }] : top, used: used + 1 };
  // "Put one card from your deck into your mana zone, and then put one card from your mana zone into your graveyard.":
  // the search's choice, then the rest of the sentence, before the shuffle
  let after: Step[] = [];
  const then = /^(.+?),? (?:and )?then,? ((?:put|return|add|draw|destroy|discard) .+)$/i.exec(b);
  if (then && !/\b(?:it|them|that card|the chosen)\b/i.test(then[2])) {
    const more = (gram as DeckGrammar<object>).parseEffects(then[2], {});
    if (more) {
      b = then[1];
      after = more;
    }
  }
  const ch = parseDeckChoice(b, g.anyNumber);
  if (!ch || ch.cast || ch.all || ch.pronoun || ch.each || ch.alt) return null;
  const c = sentences[i + used];
  if (!shuffledInline) {
    if (c === undefined || !/^(?:then,? )?shuffle your deck$/i.test(c)) return null;
    used++;
  }
  const target: Target = { choose: { player: "you", zone: "deck", count: ch.count, upTo: ch.upTo, ...(ch.filter ? { filter: ch.filter } : {}) } };
  let move: Step;
  switch (ch.dest.to) {
    case "hand":
      move = { do: "put-into-hand", target };
      break;
    case "battle":
      move = { do: "put-into-battle", target };
      break;
    case "mana":
      move = { do: "put-into-mana", target, ...(ch.dest.tapped ? { tapped: true } : {}) };
      break;
    case "graveyard":
      move = { do: "to-graveyard", target };
      break;
    case "shields":
      move = { do: "shieldify", target };
      break;
    default:
      return null;
  }
  const steps: Step[] = [move, ...after, { do: "shuffle", player: "you" }];
  return { steps: optional ? [{ do: "if", conditions: [], then: steps, optional: true }] : steps, used };
}

/** "You may take a X from your deck and show it to your opponent." + "Then shuffle your deck and put that card on top of your deck." */
function searchThenTop(b: string, c: string | undefined, name: string): Step[] | null {
  if (c === undefined || !/^(?:then,? )?shuffle your deck,? and (?:then )?put (?:that card|the chosen card|the chosen [\w' -]+|that [\w' -]+|it|the [\w' -]+) on (?:the )?top of (?:your deck|it)$/i.test(c)) return null;
  const bb = b.replace(/,? and (?:show|reveal) (?:it|that [\w' -]+?)(?: to your opponent)?$/i, "").replace(/ to your opponent$/i, "");
  const ch = parseDeckChoice(`${bb} on top of your deck`, g.anyNumber);
  if (!ch || ch.cast || ch.all || ch.pronoun || ch.each || ch.alt || ch.count !== 1 || ch.dest.to !== "deck") return null;
  const target: Target = { choose: { player: "you", zone: "deck", count: 1, upTo: ch.upTo, ...(ch.filter ? { filter: ch.filter } : {}) } };
  return [
    { do: "choose", target, remember: name },
    { do: "shuffle", player: "you", thenOnTop: name },
  ];
}

/**
 * "Put the top card of your deck into your mana zone. If it's a Dragon, put another card from the top of your deck into
 * your mana zone." The card put is remembered; the effect after the comma runs only if that card (moved) matches.
 * An effect that acts on "it" / "that card" (the card put) is not read here.
 */
export function topThen<C extends { it?: Target }>(sentences: string[], i: number, gram: DeckGrammar<C>, ctx: C): { steps: Step[]; used: number } | null {
  g = gram as DeckGrammar<never>;
  const a = /^(you may )?put the top card of your deck into your (mana zone|graveyard)( tapped)?$/i.exec(sentences[i]);
  if (!a || sentences[i + 1] === undefined) return null;
  const m = /^(?:then,? )?if (?:it's|its|it is|that card is|that card's|the card is) (?:an? )?(.+)$/i.exec(sentences[i + 1]);
  if (!m) return null;
  const body = m[1];
  for (let k = body.indexOf(", "); k >= 0; k = body.indexOf(", ", k + 1)) {
    const filter = deckFilter(body.slice(0, k), false);
    if (filter === null || filter === undefined) continue;
    const then = body.slice(k + 2);
    if (/\b(?:it|its|it's|them|they|that card|that creature|the revealed|the card put)\b/i.test(then)) return null;
    const steps = gram.parseEffects(then.replace(/\bput another card from the top of your deck into\b/i, "put the top card of your deck into"), { ...ctx, it: undefined });
    if (!steps) return null;
    const name = `top-card-${i}`;
    const move: Step = { do: "deck-to-zone", player: "you", count: 1, to: a[2].toLowerCase() === "mana zone" ? "mana" : "graveyard", ...(a[3] ? { tapped: true } : {}), remember: name, ...(a[1] ? { optional: true } : {}) };
    return { steps: [move, { do: "if-count", count: { counted: name }, filter, atLeast: 1, then: steps }], used: 2 };
  }
  return null;
}
