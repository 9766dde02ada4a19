/**
 * moves3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 *
 * Draghearts put from the hyperspatial zone (305, 807): "put a fire dragheart that costs 5 or less from your hyperspatial
 * zone into the battle zone. (If it's a weapon, equip it to this creature.)", "put a light dragheart that costs 4 or less
 * or a dragheart that costs 2 or less …", "put a dragheart weapon that costs 3 or less that has the same civilization as
 * a card in your mana zone from your hyperspatial zone. (Equip it to this creature.)". Read as the engine's
 * `put-into-battle` with `equipTo`: a Dragheart Weapon put enters equipped to that creature (305.2); a weapon can only be
 * put so and can't be alone in the battle zone (305.1, 305.3, 117.2). "Put" alone is into the battle zone.
 */
import type { CardFilter, Condition, EffectStep, PerCard, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** The printed dragheart type words → the catalogue's type line words. */
const DRAG_TYPES: [RegExp, string][] = [
  [/\bdragheart weapons?\b/i, "Dragheart Weapon"],
  [/\bdragheart fortress(?:es)?\b/i, "Dragheart Fortress"],
  [/\bdragheart creatures?\b/i, "Dragheart Creature"],
  [/\bdraghearts?\b/i, "Dragheart"],
  // 305.1, 306.1: the only weapons and fortresses are dragheart ones
  [/\bweapons?\b/i, "Weapon"],
  [/\bfortress(?:es)?\b/i, "Fortress"],
];

const SAME_CIV = / that ha(?:s|ve) the same civilization as a card in your mana zone\b/i;

/**
 * One card of the hyperspatial zone named by a dragheart noun: "a fire dragheart that costs 5 or less", "a dragheart
 * weapon that costs 3 or less that has the same civilization as a card in your mana zone". Null for anything else.
 */
function dragFilter(phrase: string, g: LaneGrammar): CardFilter | null {
  let t = phrase
    .trim()
    .replace(/\bthat that\b/gi, "that")
    .replace(/^a(?=dragheart)/i, "a ");
  const one = /^(?:an?|one) (.+)$/i.exec(t);
  if (!one) return null;
  t = one[1];
  let sameCiv = false;
  if (SAME_CIV.test(t)) {
    sameCiv = true;
    t = t.replace(SAME_CIV, "");
  }
  for (const [re, type] of DRAG_TYPES) {
    if (!re.test(t)) continue;
    const noun = g.parseNoun(t.replace(re, "card"));
    if (!noun || noun.noun !== "card" || noun.inBattle || noun.filter.typeIncludes || noun.filter.typeIncludesAny || noun.filter.typeExcludes) return null;
    const f: CardFilter = { ...noun.filter, typeIncludes: type };
    if (f.keyword || f.tapped !== undefined || f.powerAtMost !== undefined || f.powerAtLeast !== undefined) return null;
    if (sameCiv) f.civilizationInZone = "mana";
    return f;
  }
  return null;
}

/**
 * One psychic creature of the hyperspatial zone: "a light Hunter psychic creature that costs 6 or less", "a light, fire
 * or nature psychic creature that costs 6 or less", "one of your psychic creatures that costs 7 or less". A psychic
 * creature (not a Psychic Cross Gear or Field): its type line has Psychic and Creature.
 */
function psychicFilter(phrase: string, g: LaneGrammar): CardFilter | null {
  const one = /^(?:one of your|an?|one) (.+)$/i.exec(phrase.trim());
  if (!one || !/\bpsychic creatures?\b/i.test(one[1])) return null;
  const noun = g.parseNoun(one[1].replace(/\bpsychic (creatures?)\b/i, "$1"));
  if (!noun || (noun.noun !== "creature" && noun.noun !== "race") || noun.inBattle) return null;
  const f: CardFilter = { ...noun.filter };
  if (f.typeIncludes || f.typeIncludesAny || f.typeExcludes || f.tapped !== undefined || f.keyword) return null;
  return { ...f, typeIncludes: "Psychic", typeIncludesAny: ["Creature"] };
}

/** "a light dragheart that costs 4 or less or a dragheart that costs 2 or less": one filter, with alternatives. */
function dragFilters(phrase: string, g: LaneGrammar): CardFilter | null {
  const parts = phrase.split(/ or (?=an? )/i);
  if (parts.length > 3) return null;
  const fs: CardFilter[] = [];
  for (const p of parts) {
    const f = dragFilter(p, g) ?? psychicFilter(p, g);
    if (!f) return null;
    fs.push(f);
  }
  return fs.length === 1 ? fs[0] : { anyOf: fs };
}

const ZONE_NAMES = "(hand|graveyard|mana zone|hyperspatial zone)";
const SEVERAL_ZONES = new RegExp(`^(.+?) from your ${ZONE_NAMES}((?:,? (?:or|and/or|,) (?:your )?${ZONE_NAMES})+)$`, "i");

/**
 * "a card from your mana zone or graveyard", "up to 3 cards from your mana zone or graveyard", "a creature that costs 3
 * or less from your hand or graveyard", "… from your graveyard, hand or mana zone": the grammar's choice from the first
 * zone, the cards of the other zones offered too (`alsoZones`).
 */
function severalZones(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const m = SEVERAL_ZONES.exec(s.trim());
  if (!m) return null;
  const zones = [m[2], ...m[3].split(/,? (?:or|and\/or|,) (?:your )?/i).filter(Boolean)].map((z) => g.zoneWord(z));
  if (zones.some((z) => z === null || z === "battle") || new Set(zones).size !== zones.length) return null;
  const first = g.parseTarget(`${m[1]} from your ${m[2]}`, ctx);
  if (!first || !("choose" in first) || first.choose.zone !== zones[0] || first.choose.alsoZones) return null;
  return { choose: { ...first.choose, alsoZones: zones.slice(1) as NonNullable<(typeof zones)[number]>[] } };
}

/**
 * "a darkness creature or a darkness aura from your graveyard", "a creature that costs 3 or less or a tamaseed that costs
 * 3 or less from your hand": one card, matching one of the alternatives (each read as the grammar reads it alone).
 */
function eitherNoun(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const m = /^(.+?) from your (hand|graveyard|mana zone)$/i.exec(s.trim());
  if (!m) return null;
  const parts = m[1].split(/ or (?=an? )/i);
  if (parts.length < 2 || parts.length > 3) return null;
  const fs: CardFilter[] = [];
  for (const p of parts) {
    if (!/^an? /i.test(p)) return null;
    const t = g.parseTarget(`${p} from your ${m[2]}`, ctx);
    if (!t || !("choose" in t) || t.choose.count !== 1 || t.choose.upTo || t.choose.excludeSelf || t.choose.alsoZones || !t.choose.filter || t.choose.filter.anyOf) return null;
    fs.push(t.choose.filter);
  }
  return { choose: { player: "you", zone: g.zoneWord(m[2])!, count: 1, filter: { anyOf: fs } } };
}

const pickTarget = (s: string, ctx: LaneCtx, g: LaneGrammar): Target | null => severalZones(s, ctx, g) ?? eitherNoun(s, ctx, g);

/** A filter that names only creatures (or races), or tamaseeds: what "put" alone puts into the battle zone. */
const putAlone = (f: CardFilter | undefined): boolean => !!f && (f.anyOf ? f.anyOf.every(putAlone) : !!f.raceIncludes || /Creature|Tamaseed/.test(f.typeIncludes ?? ""));

/**
 * "return a card from your mana zone or graveyard to your hand", "put a creature that costs 3 or less from your hand or
 * graveyard into the battle zone", "put a non-evolution creature … from your hand or mana zone" ("put" alone: into the
 * battle zone, a creature): the grammar's steps for one zone (return → return-to-hand, put → put-into-hand / put-into-
 * battle), choosing among the cards of every zone named.
 */
function fromSeveralZones(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const t = s.trim();
  let m = /^(return|put|add) (.+? from your .+?) (?:to|into) your hand$/i.exec(t);
  if (m) {
    const target = pickTarget(m[2], ctx, g);
    return target ? { do: m[1].toLowerCase() === "return" ? "return-to-hand" : "put-into-hand", target } : null;
  }
  m = /^put (.+? from your .+?)(?: into the battle zone)?( tapped)?$/i.exec(t);
  if (m) {
    const target = pickTarget(m[1], ctx, g);
    if (!target || !("choose" in target)) return null;
    // only creatures (or races) and tamaseeds: "put" alone puts those into the battle zone (as the grammar reads it), and
    // an aura or a D2 Field put so would need rules the engine does not apply here (310: attached; 703.4l)
    if (!putAlone(target.choose.filter)) return null;
    return { do: "put-into-battle", target, ...(m[2] ? { tapped: true } : {}) };
  }
  return null;
}

/** "a Hunter psychic creature that costs 4 or less from your hyperspatial zone" (the object of "put … into the battle zone"). */
function target(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const several = severalZones(s, ctx, g);
  if (several) return several;
  // "all (your) Funky Knightmares from your graveyard", "all the cards from your mana zone": the grammar's "all … in your …"
  const all = /^all (?:your |the )?(.+?) from your (graveyard|mana zone|hand)$/i.exec(s.trim());
  if (all) {
    const t = g.parseTarget(`all ${all[1]} in your ${all[2]}`, ctx);
    if (t && "all" in t && t.all.player === "you" && t.all.zone === g.zoneWord(all[2])) return t;
  }
  const m = /^(.+?) from your hyperspatial zone$/i.exec(s.trim());
  if (!m || !/\bpsychic creatures?\b/i.test(m[1])) return null;
  const filter = dragFilters(m[1], g);
  return filter ? { choose: { player: "you", zone: "hyperspatial", count: 1, filter } } : null;
}

/** Only weapons can match ("a dragheart weapon", "a fire weapon"). */
const weaponsOnly = (f: CardFilter): boolean => (f.anyOf ? f.anyOf.every(weaponsOnly) : /Weapon/.test(f.typeIncludes ?? ""));

/** "(you may) put <a dragheart> from your hyperspatial zone (into the battle zone)" → the put, without its equip. */
function hyperPut(s: string, g: LaneGrammar): (EffectStep & { do: "put-into-battle" }) | null {
  const m = /^(you may )?put (.+?) from your hyperspatial zone(?: (?:in)?to the battle zone)?$/i.exec(s.trim());
  if (!m) return null;
  const filter = dragFilters(m[2], g);
  if (!filter) return null;
  const target: Target = { choose: { player: "you", zone: "hyperspatial", count: 1, filter } };
  return { do: "put-into-battle", target, ...(m[1] ? { optional: true } : {}) };
}

/** "(If it's a weapon, equip it to this creature.)", "(Equip it to this creature.)" → the creature. */
function equipNote(s: string, weapons: boolean): Target | null {
  const t = s.trim();
  if (/^\(if it'?s a weapon, equip it to this creature\.?\)$/i.test(t)) return { self: true };
  // "Equip it" without "if it's a weapon": only where nothing but a weapon can be put
  if (weapons && /^\(equip it to this creature\.?\)$/i.test(t)) return { self: true };
  return null;
}

/** "[then] [if <condition>,] <put a dragheart …>" with its equip note → the steps; null if not this wording. */
function putWithEquip(head: string, note: string, ctx: LaneCtx, g: LaneGrammar): EffectStep[] | null {
  let s = head.trim().replace(/^then,? /i, "");
  let conditions: Condition[] | null = null;
  const iff = /^if (.+?), ((?:you may )?put .+)$/i.exec(s);
  if (iff) {
    conditions = g.parseCondition(iff[1]);
    if (!conditions) return null;
    s = iff[2];
  }
  const put = hyperPut(s, g);
  if (!put || !("choose" in put.target)) return null;
  const to = equipNote(note, weaponsOnly(put.target.choose.filter ?? {}));
  if (!to) return null;
  void ctx;
  const step: EffectStep = { ...put, equipTo: to };
  return conditions ? [{ do: "if", conditions, then: [step] }] : [step];
}

/**
 * Sentence i read together with the one after it, which says more of it; grammar.ts asks this before its own readings
 * (sentence i alone would be read otherwise):
 *  - "Put a dragheart … into the battle zone. (If it's a weapon, equip it to this creature.)": the put equips (alone,
 *    a weapon put would at once be alone, 305.3);
 *  - "Discard any number of cards from your hand. Then draw that many cards." (and "If you do, draw the same number of
 *    cards."): the draw counts the cards the step before really moved.
 */
export function parenMulti(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const next = sentences[i + 1];
  if (next === undefined) return null;
  if (next.startsWith("(")) {
    const steps = putWithEquip(sentences[i], next, ctx, g);
    return steps ? { steps, used: 2 } : null;
  }
  // "Then put that many cards from your mana zone into your hand" (Hurricane Crawler)
  const back = MANA_BACK.exec(next);
  if (back) {
    const steps = thenManaBack(sentences[i], ctx, g, `moved${i}`);
    return steps ? { steps, used: 2 } : null;
  }
  const many = THAT_MANY.exec(next);
  if (many) {
    const steps = thenThatMany(sentences[i], !!many[1], ctx, g, `moved${i}`, !!many[2]);
    return steps ? { steps, used: 2 } : null;
  }
  return null;
}

/**
 * "Then draw that many cards", "If you do, draw the same number of cards (that you discarded)", "Then (you may) draw a
 * card for each creature destroyed". m[1]: "if you do"; m[2]: "you may" (each draw optional).
 */
const THAT_MANY =
  /^(?:then,? |(if you do, ))?(you may )?draw (?:that many cards|the same number of cards(?: (?:that )?you (?:discarded|put)(?: in this way)?)?|a card for each (?:creature destroyed|card discarded(?: from your hand)?)(?: (?:in )?this way)?)$/i;

const MANA_BACK = /^then,? (?:put|return) (?:that many|the same number of) cards from your mana zone (?:in)?to your hand$/i;

/** "<X>. Then put that many cards from your mana zone into your hand": exactly as many cards as X really moved. */
function thenManaBack(first: string, ctx: LaneCtx, g: LaneGrammar, name: string): EffectStep[] | null {
  const x = first.trim().replace(/^then,? /i, "");
  const hand = handToMana(x);
  const steps = hand ? [hand] : g.parseClauses(x, ctx);
  if (!steps || steps.length === 0) return null;
  const last = steps[steps.length - 1];
  if (!REMEMBERS.has(last.do) || last.remember || last.ifYouDo) return null;
  const back: EffectStep = { do: "put-into-hand", target: { choose: { player: "you", zone: "mana", count: { counted: name } } } };
  return [...steps.slice(0, -1), { ...last, remember: name }, back];
}

/** "put your hand into your mana zone", "put all the cards from your hand into your mana zone (tapped)". */
function handToMana(s: string): EffectStep | null {
  const m = /^put (?:your hand|all (?:the )?cards (?:from|in) your hand) into your mana zone( tapped)?$/i.exec(s.trim());
  return m ? { do: "put-into-mana", target: { all: { player: "you", zone: "hand" } }, ...(m[1] ? { tapped: true } : {}) } : null;
}

/** Steps that move cards and remember the cards they moved (lib/engine/steps.ts: rememberMoves). */
const REMEMBERS = new Set(["discard", "destroy", "to-graveyard", "put-on-deck", "return-to-hand", "put-into-mana", "put-into-hand", "shuffle-into-deck"]);

/** "discard any number of cards (from your hand)", "discard up to 2 cards (from your hand)": the discarder may pick fewer. */
function discardUpTo(s: string, g: LaneGrammar): EffectStep | null {
  const m = /^(you may )?discard (?:(any number of)|up to (\w+)) cards?(?: from your hand)?$/i.exec(s.trim());
  if (!m) return null;
  const n = m[2] ? g.anyNumber : g.parseCount(m[3]);
  if (n === null || n < 1) return null;
  return { do: "discard", player: "you", count: n, chooser: "discarder", upTo: true, ...(m[1] ? { optional: true } : {}) };
}

/**
 * "<X>. Then draw that many cards": X (its last step moves cards) remembers what it moved, and the draw is of that many
 * (the cards whose move happened: since the rule change of 2022-09-14 only what the effect really did counts).
 */
function thenThatMany(first: string, ifYouDo: boolean, ctx: LaneCtx, g: LaneGrammar, name: string, may = false): EffectStep[] | null {
  const x = first.trim().replace(/^then,? /i, "");
  const one = discardUpTo(x, g);
  const steps = one ? [one] : g.parseClauses(x, ctx);
  if (!steps || steps.length === 0) return null;
  const last = steps[steps.length - 1];
  if (!REMEMBERS.has(last.do) || last.remember || last.ifYouDo) return null;
  // "you may draw a card for each …": each draw is optional (as the grammar reads "you may draw a card for each")
  const draw: EffectStep = { do: "draw", player: "you", count: { counted: name }, ...(may ? { upTo: true } : {}) };
  const marked: EffectStep = { ...last, remember: name, ...(ifYouDo ? { ifYouDo: [draw] } : {}) };
  return [...steps.slice(0, -1), marked, ...(ifYouDo ? [] : [draw])];
}

/** "put a dragheart … into the battle zone.(If it's a weapon, equip it to this creature)" (no space: one sentence). */
function clause(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const m = /^(.+?)\s*(\([^()]+\))$/.exec(s.trim());
  if (m && /\.$/.test(m[1])) {
    const steps = putWithEquip(m[1].replace(/\.$/, ""), m[2], ctx, g);
    if (steps && steps.length === 1) return steps[0];
  }
  const hand = handToMana(s);
  if (hand) return hand;
  // "draw cards equal to the number of cards in your mana zone", "draw a number of cards equal to the number of creatures
  // your opponent has in the battle zone": the count taken as the draw happens
  const eq = /^draw (?:a number of )?cards equal to the number of (.+)$/i.exec(s.trim());
  const per = eq ? g.parsePerCard(`each ${eq[1]}`) : null;
  if (per) return { do: "draw", player: "you", count: { each: per } };
  const several = fromSeveralZones(s, ctx, g);
  if (several) return several;
  // "put a fire psychic creature that costs 5 or less from your hyperspatial zone" ("put" alone: into the battle zone)
  if (/\bpsychic creatures?\b/i.test(s) && !/\bdraghearts?\b|\bweapons?\b|\bfortress/i.test(s)) {
    const put = hyperPut(s, g);
    if (put) return put;
  }
  return fromGraveyard(s, ctx, g);
}

const isSelf = (t: Target | undefined): boolean => !!t && "self" in t;

const CAST_ZONES: Record<string, "hand" | "graveyard"> = { hand: "hand", graveyard: "graveyard" };

/**
 * A sentence that casts a spell for no cost ("(you may) cast …", "draw a card, then you may cast …"), read here and not
 * clause by clause: the sentence after it must not name the spell cast ("Then put it on the bottom of your deck": the
 * engine's cast step does not remember it, so "it" would be misread).
 */
function castSentence(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): EffectStep[] | null {
  const next = sentences[i + 1] ?? "";
  if (/\b(?:it|its|them|they|that spell|those spells|the spell|that card|the cast spell)\b/i.test(next)) return null;
  const t = (sentences[i] ?? "").trim().replace(/^then,? /i, "");
  const parts = /^(.+?),? (?:and )?then,? ((?:you may )?cast .+)$/i.exec(t);
  const head = parts ? g.parseClauses(parts[1], ctx) : [];
  if (!head) return null;
  const c = /^(you may )?(cast .+)$/i.exec(parts ? parts[2] : t);
  const cast = c ? castForNoCost(c[2], g) : null;
  if (!cast) return null;
  return [...head, c![1] ? { ...cast, optional: true } : cast];
}

/**
 * "cast a spell that costs 4 or less from your hand for no cost", "cast a light or fire spell in your hand for no cost",
 * "cast a spell that costs 5 or less from your hand or graveyard for no cost": the engine's `cast-spell` — one spell
 * card, or a twinpact cast as its spell side, whose spell side matches (810.3a: only that side is looked at). Not read:
 * spells named by an ability they have ("that has "shield trigger""; a twinpact's abilities are not kept by side).
 */
function castForNoCost(s: string, g: LaneGrammar): EffectStep | null {
  const m = /^cast (an? .+?) (?:from|in) your (hand|graveyard)(?: or (?:your )?(hand|graveyard))? for no cost$/i.exec(s.trim());
  if (!m) return null;
  const noun = g.parseNoun(m[1].replace(/^an? /i, ""));
  if (!noun || noun.noun !== "spell" || noun.inBattle) return null;
  const f = noun.filter;
  if (f.keyword || f.typeIncludes !== "Spell" || f.typeIncludesAny || f.typeExcludes || f.tapped !== undefined || f.powerAtLeast !== undefined || f.powerAtMost !== undefined) return null;
  const from = [m[2], m[3]].filter((z): z is string => !!z).map((z) => CAST_ZONES[z.toLowerCase()]);
  if (new Set(from).size !== from.length) return null;
  const filter: CardFilter = { ...f };
  delete filter.typeIncludes;
  return { do: "cast-spell", from, ...(Object.keys(filter).length > 0 ? { filter } : {}) };
}

/**
 * The source card itself, named "it" by a trigger of its own (ctx.it is this card: "When this creature is destroyed,
 * …"), moved from the graveyard it went to:
 *  - "put it into the battle zone from your graveyard at the end of your turn" / "put it from your graveyard at the end
 *    of the turn": a delayed ability (511.1) that puts the card from the graveyard, if it is still there then
 *    (`ifSourceIn`); "at the end of your turn" only when it is your turn now (this turn's end: the catalogue's cards
 *    say "destroyed during your turn");
 *  - "return it from your graveyard to your hand": the return, if the card is still in the graveyard (`source-in`).
 * "This creature from your graveyard" is not read: on the catalogue's cards it is the wording of abilities that work in
 * the graveyard (110.4), which the engine does not trigger there.
 */
function fromGraveyard(s: string, ctx: LaneCtx, g: LaneGrammar, optional = false): EffectStep | null {
  if (!isSelf(ctx.it)) return null;
  const t = s.trim();
  let m = /^put it (?:into the battle zone from your graveyard|from your graveyard(?: into the battle zone)?) at the end of (your|the) turn$/i.exec(t);
  if (m) {
    if (optional) return null;
    const delayed: EffectStep = { do: "at-end-of-turn", text: "put this card from your graveyard into the battle zone", effect: [{ do: "put-into-battle", target: { self: true } }], ifSourceIn: "graveyard" };
    return m[1].toLowerCase() === "your" ? { do: "if", conditions: [{ kind: "turn", whose: "yours" }], then: [delayed] } : delayed;
  }
  m = /^return it from your graveyard to your hand$/i.exec(t);
  if (m) {
    const back = g.parseClause("return it to your hand", { it: { self: true } });
    return back ? { do: "if", conditions: [{ kind: "source-in", zone: "graveyard" }], then: [optional ? { ...back, optional: true } : back] } : null;
  }
  return null;
}

/**
 * "(you may) draw a card for each of your opponent's creatures in the battle zone", "… for each other tapped creature you
 * have in the battle zone", "… for each civilization in your mana zone": the count taken as the draw happens. "You may"
 * makes each draw optional (as grammar.ts reads "you may draw a card for each …").
 */
function drawEach(s: string, g: LaneGrammar): EffectStep | null {
  const m = /^(?:then,? )?(you may )?draw (?:a card|one card) for each (.+)$/i.exec(s.trim());
  if (!m) return null;
  const what = m[2];
  let per: PerCard | null = null;
  let c: RegExpExecArray | null;
  if (/^civilization in your mana zone$/i.test(what)) per = { whose: "yours", zone: "mana", civilizations: true };
  // "of your opponent's (tapped) creatures (in the battle zone)": the grammar's "each X your opponent has in the battle zone"
  else if ((c = /^of your opponent's ((?:tapped |untapped )?creatures)(?: in the battle zone)?$/i.exec(what))) per = g.parsePerCard(`each ${c[1]} your opponent has in the battle zone`);
  // "other": this card is not counted (the source of the draw: its own ability)
  else if ((c = /^(other .+ you have in the battle zone)$/i.exec(what))) per = g.parsePerCard(`each ${c[1]}`, { other: true });
  else if ((c = /^of your other (.+?)(?: in the battle zone)?$/i.exec(what))) per = g.parsePerCard(`each of your other ${c[1]} in the battle zone`, { other: true });
  if (!per) return null;
  return { do: "draw", player: "you", count: { each: per }, ...(m[1] ? { upTo: true } : {}) };
}

/** Sentences grammar.ts does not read alone: a sentence and its parenthesis, or one sentence read here whole. */
function multi(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const paren = parenMulti(sentences, i, ctx, g);
  if (paren) return paren;
  // "Discard your hand, then draw the same number of cards." (one sentence)
  const within = /^(.+?),? (?:and )?(then,? draw (?:that many cards|the same number of cards))$/i.exec((sentences[i] ?? "").trim());
  if (within) {
    const steps = thenThatMany(within[1], false, ctx, g, `moved${i}`);
    if (steps) return { steps, used: 1 };
  }
  // "return it from your graveyard to your hand": grammar.ts's "return X to your hand" gives up on the object
  const each = drawEach(sentences[i] ?? "", g);
  if (each) return { steps: [each], used: 1 };
  const sev = /^(?:then,? )?(you may )?(.+)$/i.exec((sentences[i] ?? "").trim());
  const moved = sev ? fromSeveralZones(sev[2], ctx, g) : null;
  if (moved) {
    // "That creature …" after a put: the creature put (remembered)
    const name = `put${i}`;
    const put = moved.do === "put-into-battle";
    return { steps: [{ ...moved, ...(sev![1] ? { optional: true } : {}), ...(put ? { remember: name } : {}) }], used: 1, ...(put ? { it: { remembered: name } } : {}) };
  }
  const cast = castSentence(sentences, i, ctx, g);
  if (cast) return { steps: cast, used: 1 };
  // "(you may) put your hand into your mana zone": grammar.ts gives up on the object
  const toMana = /^(?:then,? )?(you may )?(put .+)$/i.exec((sentences[i] ?? "").trim());
  const hand = toMana ? handToMana(toMana[2]) : null;
  if (hand) return { steps: [toMana![1] ? { ...hand, optional: true } : hand], used: 1 };
  // "(you may) put a light Hunter psychic creature … from your hyperspatial zone into the battle zone": grammar.ts gives up
  // on the object
  const psy = /^(?:then,? )?(you may )?(put .+)$/i.exec((sentences[i] ?? "").trim());
  if (psy && /\bpsychic creatures?\b/i.test(psy[2]) && !/\bdraghearts?\b|\bweapons?\b|\bfortress/i.test(psy[2])) {
    const put = hyperPut(psy[2], g);
    // "That creature …" after it: the creature put (remembered)
    const name = `put${i}`;
    if (put) return { steps: [{ ...put, ...(psy[1] ? { optional: true } : {}), remember: name }], used: 1, it: { remembered: name } };
  }
  const may = /^(?:then,? )?(you may )?(.+)$/i.exec((sentences[i] ?? "").trim());
  if (!may) return null;
  const one = fromGraveyard(may[2], ctx, g, !!may[1]);
  return one ? { steps: [one], used: 1 } : null;
}

export const LANE: Lane = {
  clause,
  multi,
  target,
};
