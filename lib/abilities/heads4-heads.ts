/**
 * heads4 (issue 14, fourth round): trigger heads ("when(ever) …") triggers.ts asks
 * after its own readers, heads.ts's and heads3.ts's. Each reads into an existing engine trigger event
 * (lib/engine/defs.ts TRIGGER_EVENTS) with its subject and narrowing, or is not read (null):
 *
 * - "this creature attacks for the first time in a turn": as "… for the first time each turn" (`attacks`, `firstThisTurn`).
 * - "you discard (a card / a creature) from your hand", "your opponent discards a card (from their hand)": `discarded`
 *   (701.7a: a card put from a player's hand into their graveyard is discarded by that player), once per card (603.2b).
 * - "one of your other creatures is put into your graveyard from anywhere": `put-into-graveyard` of a creature card.
 * - "a card / a shield is put into your graveyard from your shield zone": `put-into-graveyard` from the shield zone.
 * - "a card is put in(to) your mana zone", "a card in the battle zone is put into your mana zone", "one of your Wild
 *   Veggies is put into your mana zone": `put-into-mana` (from the battle zone when it says so).
 * - "you put a card in(to) your mana zone": `put-into-mana` of your cards (heads.ts reads "into").
 * - "you / your opponent put(s) a card into (your / their) shields / shield zone": `enters-shields`.
 * - "one of your shields leaves": `leaves-shields`.
 * - "this creature is attacked by your opponent's creatures": `attacked` (only an opponent's creature attacks it, 505.2).
 * - "your opponent attacks one of your creatures": `attacked` of your creatures.
 * - "other creatures are put into the battle zone": `put-into-battle` of another creature.
 * - "a cross gear is put into the battle zone": `put-into-battle` of a card of that type (the text names it, 603.5a).
 * - "a player casts a spell": `cast` by any player.
 * - "you put a creature into the battle zone that costs N or less / that has power N or more", "you put other CIV
 *   creatures into the battle zone", "you put another X into the battle zone" (a noun triggers.ts does not read):
 *   `put-into-battle` with the noun's filter.
 * - "one of your X attacks" where X is a noun the general reader does not take ("Neo or evolution creatures",
 *   "other creatures that has Dragon in its race"): `attacks`.
 * - "this creature attacks one of your opponents and isn't blocked": `unblocked` of an attack on a player (507.3c);
 *   "your creatures attack your opponent and aren't blocked": the same of your creatures.
 * - "you put a cross gear / a multicolored card into the battle zone": `put-into-battle` of your card of that type / of two
 *   or more civilizations.
 * - "your opponent's non-colorless creatures are destroyed", "your other (Evil Soul) creatures are destroyed": `destroyed`.
 */
import type { CardFilter, Subject, TriggerDef } from "../engine/defs";
import type { ZoneName } from "../engine/types";
import { parseNoun } from "./grammar";
import { heads3Subject } from "./heads3";
import type { TemplateContext } from "./template-types";

type Trig = TriggerDef["on"];

/** Every zone a card can come from but the hand (and the zone it goes to, which is no move into it). */
const NOT_HAND: ZoneName[] = ["battle", "shields", "graveyard", "deck", "hyperspatial", "gr", "abyss", "resolving"];

function withFilter(on: Trig, filter: CardFilter | undefined): Trig {
  return filter && Object.keys(filter).length > 0 ? { ...on, filter } : on;
}

/** A creature noun's filter ("creature", "water creatures", "Wild Soul creature"), or null when it is not a creature noun. */
function creatureNoun(s: string): CardFilter | null {
  const n = parseNoun(s.trim());
  if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
  return { ...n.filter };
}

export function head(s: string, ctx: TemplateContext): Trig | null {
  try {
    return read(s.trim(), ctx);
  } catch {
    return null;
  }
}

function read(t: string, ctx: TemplateContext): Trig | null {
  const creature = /Creature/.test(ctx.type);
  let m: RegExpExecArray | null;
  // "for the first time in a turn" = "for the first time each turn" (the count is of this turn's attacks)
  if (/^(?:this creature|it) attacks for the first time in a turn$/i.test(t)) return creature ? { event: "attacks", subject: "self", firstThisTurn: true } : null;
  // "this creature wins a battle for the first time each turn" (115.3b: its first battle won this turn)
  if (/^this creature wins a battle for the first time (?:each|this|in a) turn$/i.test(t)) return creature ? { event: "wins-battle", subject: "self", firstThisTurn: true } : null;
  // "you put this creature in the battle zone" (Arashisong Faerie) = "into the battle zone"
  if (/^you put this creature in the battle zone$/i.test(t)) return creature ? { event: "put-into-battle", subject: "self" } : null;
  // "when this card leaves" (a Star Evolution creature, Momoginga: the card itself, as the top card, leaves the battle zone)
  if (/^this card leaves$/i.test(t)) return creature ? { event: "leaves-battle", subject: "self" } : null;
  // "you put a card from your hand into your mana zone" (Casablanca): a card of yours moved from your hand into your mana zone
  if (/^you put a card from your hand into your mana zone$/i.test(t)) return { event: "put-into-mana", subject: "own", from: ["hand"] };
  // "a card is discarded from your hand by one of your opponent's spell effects or creature abilities" (701.7a): the
  // discard caused by an opponent's spell or by the ability of an opponent's creature (this card's own discard is read
  // in heads4-templates.ts, where it functions in the graveyard)
  if (/^a card is discarded from your hand by (?:the effect of )?one of your opponent's (?:spell effects? or creature abilit(?:y|ies)|spells or (?:the )?ability of (?:a|your opponent's) creature)$/i.test(t)) return { event: "discarded", subject: "own", byOpponent: "spell-or-creature" };
  // "whenever creatures attack" (Niga=Vermut): each attack by any creature, either player's (508.1)
  if (/^creatures attack$/i.test(t)) return { event: "attacks", subject: "any" };
  // 701.7a: discarding is a card's move from its owner's hand into the graveyard; "you discard" — your card
  if (/^you discard (?:a card )?from your hand$/i.test(t)) return { event: "discarded", subject: "own" };
  // "you discard a spell from your hand" (Docrodellus): your discarded card is a spell card (a twinpact one too, 701.7a)
  if (/^you discard a spell from your hand$/i.test(t)) return { event: "discarded", subject: "own", filter: { typeIncludes: "Spell" } };
  if ((m = /^you discard an? (.+?) from your hand$/i.exec(t))) {
    const f = creatureNoun(m[1]);
    return f ? withFilter({ event: "discarded", subject: "own" }, { typeIncludes: "Creature", ...f }) : null;
  }
  if (/^your opponent discards a card(?: from their hand)?$/i.test(t)) return { event: "discarded", subject: "opponents" };
  // "one of your other creatures is put into your graveyard from anywhere": a creature card, from any zone
  if ((m = /^one of your (other )?creatures is put into your graveyard from anywhere$/i.exec(t))) return { event: "put-into-graveyard", subject: m[1] ? "own-other" : "own", filter: { typeIncludes: "Creature" } };
  if (/^(?:a card is put into your graveyard from your shield zone|a card is put from your shield zone into your graveyard|a shield is put into your graveyard)$/i.test(t)) return { event: "put-into-graveyard", subject: "own", from: ["shields"] };
  if (/^a card is put (?:in|into) your mana zone$/i.test(t)) return { event: "put-into-mana", subject: "own" };
  if (/^you put a card in your mana zone$/i.test(t)) return { event: "put-into-mana", subject: "own" };
  if (/^a card in the battle zone is put into your mana zone$/i.test(t)) return { event: "put-into-mana", subject: "own", from: ["battle"] };
  if ((m = /^one of your (.+?) is put into your mana zone$/i.exec(t))) {
    const n = parseNoun(m[1]);
    if (!n || n.noun !== "race" || !n.filter.raceIncludes) return null;
    return withFilter({ event: "put-into-mana", subject: "own" }, n.filter);
  }
  if ((m = /^(you put|your opponent puts) a card into (your|their) (?:shields|shield zone)$/i.exec(t))) {
    const mine = /^you put$/i.test(m[1]);
    if (mine !== (m[2].toLowerCase() === "your")) return null;
    return { event: "enters-shields", subject: mine ? "own" : "opponents" };
  }
  if (/^one of your shields leaves(?: your shield zone)?$/i.test(t)) return { event: "leaves-shields", subject: "own" };
  // 505.2: only the opponent's creatures attack this one
  if (/^this creature is attacked by (?:one of )?your opponent's creatures?$/i.test(t)) return creature ? { event: "attacked", subject: "self" } : null;
  if (/^your opponent attacks one of your creatures$/i.test(t)) return { event: "attacked", subject: "own" };
  if (/^other creatures are put into the battle zone$/i.test(t)) return { event: "put-into-battle", subject: "other" };
  if (/^a cross gear is put into the battle zone$/i.test(t)) return { event: "put-into-battle", subject: "any", filter: { typeIncludes: "Cross Gear" } };
  if (/^a player casts a spell$/i.test(t)) return { event: "cast", subject: "any" };
  // "you put a creature into the battle zone that costs 3 or less / that has power 12000 or more"
  if ((m = /^you put (an?|another) creature into the battle zone (that (?:costs|has power) .+)$/i.exec(t))) {
    const f = creatureNoun(`creature ${m[2]}`);
    return f ? withFilter({ event: "put-into-battle", subject: /another/i.test(m[1]) ? "own-other" : "own" }, f) : null;
  }
  // "you put other water creatures into the battle zone", "you put another Wild Soul creature into the battle zone"
  if ((m = /^you put (other|another|an?) (.+?) into the battle zone$/i.exec(t))) {
    const f = creatureNoun(m[2]);
    const subject: Subject = /^(?:other|another)$/i.test(m[1]) ? "own-other" : "own";
    if (f) return withFilter({ event: "put-into-battle", subject }, f);
  }
  // "you put another creature that has Cyber in its race into the battle zone": a race containing the word (203.2)
  if ((m = /^you put (another|an?) creature that has ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) in its race into the battle zone$/.exec(t))) {
    return { event: "put-into-battle", subject: m[1] === "another" ? "own-other" : "own", filter: { raceIncludes: [m[2]] } };
  }
  // "you put an Angel Command or a Dragon into the battle zone": either race
  if ((m = /^you put an? ([A-Z][\w' -]*?) or an? ([A-Z][\w' -]*?) into the battle zone$/.exec(t))) {
    const a = parseNoun(m[1]);
    const b = parseNoun(m[2]);
    if (!a || !b || a.noun !== "race" || b.noun !== "race" || Object.keys(a.filter).length !== 1 || Object.keys(b.filter).length !== 1) return null;
    if (a.filter.raceIncludes?.length !== 1 || b.filter.raceIncludes?.length !== 1) return null;
    return { event: "put-into-battle", subject: "own", filter: { raceIncludes: [a.filter.raceIncludes[0], b.filter.raceIncludes[0]] } };
  }
  // "you put a God or evolution creature into the battle zone": a God (the race, 203.2) or an evolution creature
  if (/^you put a God or evolution creature into the battle zone$/.test(t)) return { event: "put-into-battle", subject: "own", filter: { anyOf: [{ raceIncludes: ["God"] }, { typeIncludes: "Evolution" }] } };
  // "one of your Neo or evolution creatures attacks": a Neo creature (type NEO, 802.1) or an evolution creature
  if (/^one of your Neo or evolution creatures attacks$/.test(t)) return { event: "attacks", subject: "own", filter: { anyOf: [{ typeIncludes: "Neo" }, { typeIncludes: "Evolution" }] } };
  // "one of your other creatures that has Dragon in its race attacks"
  if ((m = /^one of your (other )?creatures that has ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) in its race attacks$/.exec(t))) return { event: "attacks", subject: m[1] ? "own-other" : "own", filter: { raceIncludes: [m[2]] } };
  // "one of your light Dragons or creatures that has "Prin" in its name attacks"
  if ((m = /^one of your (light|water|darkness|fire|nature) ([A-Z][\w'-]*s) or creatures that has "([^"]+)" in its name attacks$/.exec(t))) {
    const r = parseNoun(m[2]);
    if (!r || r.noun !== "race" || r.filter.raceIncludes?.length !== 1 || Object.keys(r.filter).length !== 1) return null;
    return { event: "attacks", subject: "own", filter: { anyOf: [{ civilization: m[1].toLowerCase(), raceIncludes: r.filter.raceIncludes }, { nameIncludes: m[3] }] } };
  }
  // "whenever this creature taps for the first time each turn" (the first time it becomes tapped this turn)
  if (/^this creature (?:taps|is tapped|becomes tapped) for the first time each turn$/i.test(t)) return creature ? { event: "tapped", subject: "self", firstThisTurn: true } : null;
  // "your opponent puts a creature in any way except by summoning" (701.3a: put, not summoned)
  if (/^your opponent puts a creature in any way except by summoning$/i.test(t)) return { event: "put-into-battle", subject: "opponents", bySummon: false };
  // "your opponent puts a creature into the battle zone from anywhere other than their hand": every zone but the hand
  if (/^your opponent puts a creature (?:into the battle zone )?from anywhere other than (?:from )?their hand$/i.test(t)) return { event: "put-into-battle", subject: "opponents", from: NOT_HAND };
  // "a card is put into your opponent's mana zone from anywhere except from their hand"
  if (/^a card is put into your opponent's mana zone from anywhere (?:except|other than) (?:from )?their hand$/i.test(t)) return { event: "put-into-mana", subject: "opponents", from: NOT_HAND };
  if ((m = /^your opponent puts a card from their (deck|graveyard)(?: or (deck|graveyard))? into their mana zone$/i.exec(t))) {
    const from = [m[1], m[2]].filter((x): x is string => x !== undefined).map((x) => x.toLowerCase() as ZoneName);
    if (from.length === 2 && from[0] === from[1]) return null;
    return { event: "put-into-mana", subject: "opponents", from };
  }
  // 509.5e: "your opponent uses "shield trigger"": the shield trigger ability of a broken shield (the only way it is used)
  if ((m = /^(you use|your opponent uses) "shield trigger"$/i.exec(t))) return { event: "shield-trigger-used", subject: /^you use$/i.test(m[1]) ? "own" : "opponents" };
  // "your opponent puts a creature into the battle zone that costs more than the number of cards in their mana zone"
  if (/^your opponent puts a creature into the battle zone that costs more than the number of cards in their mana zone$/i.test(t)) return { event: "put-into-battle", subject: "opponents", filter: { costAboveZoneCount: "mana" } };
  // "one of your "Bolmeteus Musha Dragon" attacks", "your "Bolmeteus Musha Dragon" attacks": a creature of that name
  if ((m = /^(?:one of )?your "([^"]+)" attacks$/i.exec(t))) return { event: "attacks", subject: "own", filter: { nameIs: m[1] } };
  // "you put a 'Living Ink Cyber Inkstone Electric Style'": a creature of that name (this one too)
  if ((m = /^you put an? '([^']+)'(?: into the battle zone)?$/i.exec(t))) return { event: "put-into-battle", subject: "own", filter: { nameIs: m[1] } };
  // "you put a creature that has 'Blocker' into the battle zone"
  if ((m = /^you put (an?|another) creature that has '([A-Za-z ]+)' into the battle zone$/i.exec(t))) {
    const f = creatureNoun(`creature that has "${m[2].toLowerCase()}"`);
    return f ? withFilter({ event: "put-into-battle", subject: /another/i.test(m[1]) ? "own-other" : "own" }, f) : null;
  }
  // "you put a non-gacharange creature into the battle zone": not a Gacharange creature (its type, 200.x)
  if (/^you put a non-gacharange creature into the battle zone$/i.test(t)) return { event: "put-into-battle", subject: "own", filter: { typeExcludes: "Gacharange" } };
  // "you summon a water or fire creature into the battle zone" (701.3a; heads.ts reads it without "into the battle zone")
  if ((m = /^you summon an? (.+?) into the battle zone$/i.exec(t))) {
    const f = creatureNoun(m[1]);
    return f ? withFilter({ event: "put-into-battle", subject: "own", bySummon: true }, f) : null;
  }
  // "you summon a creature from your hand"
  if (/^you summon a creature from your hand$/i.test(t)) return { event: "put-into-battle", subject: "own", bySummon: true, from: ["hand"] };
  // 303.2: generating a cross gear is putting it into the battle zone
  if (/^you generate a cross gear$/i.test(t)) return { event: "put-into-battle", subject: "own", filter: { typeIncludes: "Cross Gear" } };
  // "you put a cross gear into the battle zone" (Violence "Bolt" Dragon): your cross gear entering, by generation (303.2) or by an effect
  if (/^you put a cross gear into the battle zone$/i.test(t)) return { event: "put-into-battle", subject: "own", filter: { typeIncludes: "Cross Gear" } };
  // "you put a multicolored card into the battle zone" (Bonga Bonga): any card of yours of two or more civilizations (106.2b) entering
  if (/^you put a multicolored card into the battle zone$/i.test(t)) return { event: "put-into-battle", subject: "own", filter: { multicolored: true } };
  // "your other non-gacharange creatures are destroyed", "another of your non-gacharange creatures is destroyed"
  if (/^(?:your other|another of your|one of your other) non-gacharange creatures? (?:is|are) destroyed$/i.test(t)) return { event: "destroyed", subject: "own-other", filter: { typeExcludes: "Gacharange" } };
  // "your opponent's non-colorless creatures are destroyed": a creature of at least one civilization (colorless: none, 106.2c)
  if (/^your opponent's non-colorless creatures are destroyed$/i.test(t)) return { event: "destroyed", subject: "opponents", filter: { civilizationsAny: ["light", "water", "darkness", "fire", "nature"] } };
  // "your opponent puts a card from their hand or battle zone into their graveyard"
  if (/^your opponent puts a card from their hand or battle zone into their graveyard$/i.test(t)) return { event: "put-into-graveyard", subject: "opponents", from: ["hand", "battle"] };
  // "when you put this card into the battle zone", said on a creature: this creature
  if (/^you put this card into the battle zone$/i.test(t)) return creature && !/Tamaseed|Cross Gear|Fortress|Field|Dragheart(?! Creature)/.test(ctx.type) ? { event: "put-into-battle", subject: "self" } : null;
  // "you put a creature that has both Unknown and Zenith races": a race containing each word (203.2)
  if ((m = /^you put a creature that has both ([A-Z][\w'-]*) and ([A-Z][\w'-]*) races(?: into the battle zone)?$/.exec(t))) {
    if (m[1] === m[2]) return null;
    return { event: "put-into-battle", subject: "own", filter: { raceIncludes: [m[1]], anyOf: [{ raceIncludes: [m[2]] }] } };
  }
  // 804.1a: "this creature is linked with a God" (heads3 reads "is linked", "links with another God")
  if (/^this creature is linked with a god$/i.test(t)) return creature ? { event: "links", subject: "self" } : null;
  // "your opponent's creature attacks on the turn your opponent put it", "… attack on the turn it is put into the battle
  // zone", "an opponent's creature attacks on the turn it was put": an attack by a creature that entered this turn
  if (/^(?:your opponent's creatures?|an opponent's creature|one of your opponents creatures) attacks? on the turn (?:your opponent put it|it is put into the battle zone|it was put|they are put)$/i.test(t)) {
    return { event: "attacks", subject: "opponents", filter: { enteredThisTurn: true } };
  }
  // "this creature attacks one of your opponents and isn't blocked" (507.3c), "your creatures attack your opponent and aren't blocked"
  if (/^this creature attacks one of your opponents and (?:isn't|is not) blocked$/i.test(t)) return creature ? { event: "unblocked", subject: "self", target: "player" } : null;
  if (/^your creatures attack your opponent and (?:aren't|are not) blocked$/i.test(t)) return { event: "unblocked", subject: "own", target: "player" };
  // "one of your Neo or evolution creatures attacks", "your opponent's non-colorless creatures are destroyed"
  if ((m = /^(.+?) (attacks|(?:is|are) destroyed)$/i.exec(t))) {
    const subj = heads3Subject(m[1].replace(/'([A-Za-z ]+)'$/, (_, k: string) => `"${k.toLowerCase()}"`));
    if (!subj) return null;
    return withFilter({ event: /^attacks$/i.test(m[2]) ? "attacks" : "destroyed", subject: subj.subject }, subj.filter);
  }
  return null;
}
