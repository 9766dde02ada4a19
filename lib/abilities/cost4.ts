/**
 * cost4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * "The next spell you cast this turn costs up to 3 less. It can't cost 0 or less." (Bleach), "You may have the next
 * spell you cast during this turn cost up to 3 less. It can't cost less than 1." (Don Kinoff), "This turn, the next Beat
 * Jockey you summon may cost up to 3 less. It can't cost 0 or less." (Dachicco Churis): a reduction of a later use's
 * mana cost (112.2b), which the engine does not pay — read into the `cost-next` handler step (lib/engine/cost4.ts),
 * which records it in the trace with its exact parameters and does not act on it. The floor sentence is required
 * (every such card says one), so a reduction without one stays unread.
 *
 * Second shift: "(you may) …" sentences inside triggers that grammar.ts gives up on — a creature that has a race word
 * from the hand, a card named in the text from the mana zone, "put it from your graveyard into the battle zone tapped",
 * draws for each of your creatures that have a race word, a shield or a graveyard card of either player, and other word
 * orders of wordings the grammar reads (handed back to it: `reword`). Each is described where it is read.
 */
import type { EffectStep } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar } from "./lane-types";

/** "It can't cost less than 1" → 1, "It can't cost 0 or less" → 1 (null: not a floor); parentheses allowed. */
function floorOf(s: string): number | null {
  const t = s.trim().replace(/^\((.*)\)$/, "$1").replace(/\.$/, "");
  const m = /^it can't cost (?:less than (\d+)|(\d+) or less)$/i.exec(t);
  if (!m) return null;
  return m[1] !== undefined ? Number(m[1]) : Number(m[2]) + 1;
}

/** What "the next X you cast / summon / use" names, as flat handler args (null: not read). */
function nextOf(noun: string, verb: string, g: LaneGrammar): Record<string, string> | null {
  const n = noun.trim();
  if (/^spell$/i.test(n)) return verb === "cast" ? { what: "spell" } : null;
  if (/^creature$/i.test(n)) return verb === "summon" ? { what: "creature" } : null;
  // a race word: "Beat Jockey" (summon: a creature), "Armored" (use: any card of that race)
  const race = g.raceNoun(n);
  if (!race || race.toLowerCase() !== n.toLowerCase()) return null;
  if (verb === "summon") return { what: "creature", race };
  if (verb === "use") return { what: "card", race };
  return null;
}

function nextCost(sentences: string[], i: number, g: LaneGrammar): EffectStep | null {
  const s = (sentences[i] ?? "").trim().replace(/\.$/, "");
  const floorText = sentences[i + 1];
  if (floorText === undefined) return null;
  const floor = floorOf(floorText);
  if (floor === null) return null;
  let m: RegExpExecArray | null;
  let noun: string, verb: string, upTo: boolean, less: number, may: boolean;
  if ((m = /^(?:this turn, )?the next ([\w' -]+?) you (cast|summon|use)(?: this turn)? (may )?costs? (up to )?(\d+) less(?: to (?:cast|summon))?$/i.exec(s))) {
    [noun, verb, may, upTo, less] = [m[1], m[2].toLowerCase(), Boolean(m[3]), Boolean(m[4]), Number(m[5])];
    // "may cost" with "costs", or "costs" with "cost": not the printed agreements
    if (may === /\bcosts\b/i.test(s)) return null;
  } else if ((m = /^you may have the next ([\w' -]+?) you (cast|summon) (?:during this turn|this turn) cost (up to )?(\d+) less$/i.exec(s))) {
    [noun, verb, may, upTo, less] = [m[1], m[2].toLowerCase(), true, Boolean(m[3]), Number(m[4])];
  } else return null;
  const what = nextOf(noun, verb, g);
  if (!what || !(less > 0)) return null;
  return { do: "handler", name: "cost-next", args: { ...what, use: verb, less, ...(upTo ? { upTo: true } : {}), ...(may ? { may: true } : {}), floor } };
}

/** A race word as printed ("Dragon", "Cyber", "Command"): capitalised words, a race containing them (203.2). */
const RACE_WORD = "([A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*)";

/**
 * "(Then) (you may) …" sentences grammar.ts gives up on (its own "put … into the battle zone" and "draw a card for each"
 * readings stop at the noun); "you may" makes the put optional, and each draw of "draw a card for each" optional (as
 * "up to", as grammar.ts reads "you may draw a card for each …"):
 *  - "put a creature that has Dragon in its race from your hand into the battle zone" (Kyrstron): one creature of the
 *    hand whose race contains the word (203.2, as "has Dragon in its race" reads elsewhere: raceIncludes), put (not
 *    summoned);
 *  - "draw a card for each of your creatures that have Cyber in its race" (Cyber D Geza): the count of your creatures in
 *    the battle zone whose race contains the word, taken as the draw happens.
 */
function maySentence(sentence: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const may = /^(?:then,? )?(you may )?(.+?)\.?$/i.exec(sentence.trim());
  if (!may) return null;
  const optional = may[1] !== undefined;
  const t = may[2];
  // other word orders of wordings the grammar reads: "return a spell from your graveyard that costs 1 to your hand",
  // "put one of your creatures that has 7000 power or less from your graveyard into the battle zone", "shieldify a card
  // from your hand face up" (put into the shield zone face up)
  const reworded = reword(t);
  if (reworded !== null) return g.parseClause(`${optional ? "you may " : ""}${reworded}`, ctx);
  // "put a face up creature that costs 7 or less from your shields into the battle zone" (Superspeed Hatchaki): the
  // grammar's reading without "face up", the choice limited to face-up shields
  const fu = /^put a face up (creature that costs \d+ or less) from your shields into the battle zone$/i.exec(t);
  if (fu) {
    const put = g.parseClause(`${optional ? "you may " : ""}put a ${fu[1]} from your shields into the battle zone`, ctx);
    if (!put || put.do !== "put-into-battle" || !("choose" in put.target) || put.target.choose.zone !== "shields") return null;
    return { ...put, target: { choose: { ...put.target.choose, filter: { ...put.target.choose.filter, faceUp: true } } } };
  }
  // "return all creatures that have Dragon in their race from your graveyard to your hand"
  let m = new RegExp(`^return all creatures that have ${RACE_WORD} in their race from your graveyard to your hand$`).exec(t);
  if (m) return { do: "return-to-hand", target: { all: { player: "you", zone: "graveyard", filter: { typeIncludes: "Creature", raceIncludes: [m[1]] } } }, ...(optional ? { optional: true } : {}) };
  m = new RegExp(`^put a creature that has ${RACE_WORD} in its race from your hand into the battle zone$`).exec(t);
  if (m) return { do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter: { typeIncludes: "Creature", raceIncludes: [m[1]] } } }, ...(optional ? { optional: true } : {}) };
  m = new RegExp(`^draw a card for each of your creatures that (?:have|has) ${RACE_WORD} in (?:its|their) race$`).exec(t);
  if (m) return { do: "draw", player: "you", count: { each: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", raceIncludes: [m[1]] } } }, ...(optional ? { upTo: true } : {}) };
  // "destroy one of your opponent's creature's that has power less than it" (Ogre Nobushi; "it": this creature, in a
  // trigger of its own): one with less power than this creature's (as "less power than this creature")
  if (/^destroy one of your opponent's creature'?s that has power less than it$/i.test(t) && ctx.it && "self" in ctx.it && ctx.it.self === true) {
    return { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, powerBelowSource: true } }, ...(optional ? { optional: true } : {}) };
  }
  // "put a 'Reviving Vital Horn' from your mana zone into the battle zone": one card of that name (case, spaces and
  // punctuation ignored: the engine's `nameIs`). Only the mana zone: the same wording from the graveyard also names one
  // side of a twinpact ('Typing = Tap'), which the whole-name test would never find
  m = /^put an? ['‘’"]([^'‘’"]+)['‘’"] from your mana zone into the battle zone$/i.exec(t);
  if (m) return { do: "put-into-battle", target: { choose: { player: "you", zone: "mana", count: 1, filter: { nameIs: m[1] } } }, ...(optional ? { optional: true } : {}) };
  // "choose a shield and put it into its owner's mana zone": one shield of either player's shield zone, to its owner's mana
  if (/^choose a shield and put it into its owner's mana zone$/i.test(t)) {
    return { do: "put-into-mana", target: { choose: { player: "any", zone: "shields", count: 1 } }, ...(optional ? { optional: true } : {}) };
  }
  return null;
}

function reword(t: string): string | null {
  let m = /^return an? (spell|creature|card) from your graveyard that costs (\d+) to your hand$/i.exec(t);
  if (m) return `return a ${m[1]} that costs ${m[2]} from your graveyard to your hand`;
  m = /^put one of your creatures that has (\d+) power or less from your graveyard into the battle zone$/i.exec(t);
  if (m) return `put a creature that has power ${m[1]} or less from your graveyard into the battle zone`;
  if (/^shieldify a card from your hand face up$/i.test(t)) return "put a card from your hand into your shield zone face up";
  if (/^discard all cards in your hand$/i.test(t)) return "discard your hand";
  // "return one of your Arc Seraphims or Wild Veggies from your mana zone to your hand" (Sandal): a card of either race
  m = /^return one of your ([A-Z][\w' ]*?)s or ([A-Z][\w' ]*?) from your mana zone to your hand$/.exec(t);
  if (m) return `return ${/^[AEIOU]/.test(m[1]) ? "an" : "a"} ${m[1]} or ${m[2]} from your mana zone to your hand`;
  return null;
}

/**
 * "(You may) return up to 1 water creature and up to 1 fire creature from your graveyard to your hand" (Senmen =
 * Menderson): two returns, each of up to one card (choosing none is the "no"), each read by the grammar.
 */
function twoReturns(sentence: string, ctx: LaneCtx, g: LaneGrammar): EffectStep[] | null {
  const m = /^(?:then,? )?(you may )?return (up to 1 \w+ creature) and (up to 1 \w+ creature) from your graveyard to your hand\.?$/i.exec(sentence.trim());
  if (!m) return null;
  const may = m[1] ?? "";
  const a = g.parseClause(`${may}return ${m[2]} from your graveyard to your hand`, ctx);
  const b = g.parseClause(`${may}return ${m[3]} from your graveyard to your hand`, ctx);
  if (!a || !b || a.do !== "return-to-hand" || b.do !== "return-to-hand") return null;
  return [a, b];
}

/**
 * "You may choose a card from a player's graveyard. That player shuffles that card into their deck." (Enter the Shovel):
 * one card of either graveyard, shuffled into its owner's deck.
 */
function graveyardToDeck(sentences: string[], i: number): EffectStep | null {
  const a = /^(you may )?choose a card from a player's graveyard\.?$/i.exec((sentences[i] ?? "").trim());
  if (!a || !/^that player shuffles that card into their deck\.?$/i.test((sentences[i + 1] ?? "").trim())) return null;
  return { do: "shuffle-into-deck", target: { choose: { player: "any", zone: "graveyard", count: 1 } }, ...(a[1] ? { optional: true } : {}) };
}

/**
 * "(You may) put it from your graveyard into the battle zone tapped" in a trigger of the card's own ("When this creature
 * is destroyed, …", Mukade): the card is put from the graveyard tapped, if it is still there as the ability resolves
 * (`source-in`; the same guard as "return it from your graveyard to your hand", moves3.ts).
 */
function selfFromGraveyard(sentence: string, ctx: LaneCtx): EffectStep | null {
  const it = ctx.it;
  if (!it || !("self" in it) || it.self !== true) return null;
  const m = /^(you may )?put it from your graveyard into the battle zone tapped\.?$/i.exec(sentence.trim());
  if (!m) return null;
  const put: EffectStep = { do: "put-into-battle", target: { self: true }, tapped: true, ...(m[1] ? { optional: true } : {}) };
  return { do: "if", conditions: [{ kind: "source-in", zone: "graveyard" }], then: [put] };
}

export const LANE: Lane = {
  multi(sentences, i, ctx, g) {
    const step = nextCost(sentences, i, g);
    if (step) return { steps: [step], used: 2 };
    // "you may destroy one of your opponent's creatures that has "blocker." (Destroy the creature before your opponent
    // can block with it.)" (one sentence: its period is inside the quotation marks): the reminder says nothing more
    const blk = /^(?:then,? )?(you may )?destroy one of your opponent's creatures that has "blocker\." \(destroy the creature before your opponent can block with it\.\)\.?$/i.exec((sentences[i] ?? "").trim());
    if (blk) {
      const d = g.parseClause(`${blk[1] ?? ""}destroy one of your opponent's creatures that has "blocker"`, ctx);
      if (d) return { steps: [d], used: 1 };
    }
    const two = twoReturns(sentences[i] ?? "", ctx, g);
    if (two) return { steps: two, used: 1 };
    const deck = graveyardToDeck(sentences, i);
    if (deck) return { steps: [deck], used: 2 };
    const one = selfFromGraveyard(sentences[i] ?? "", ctx) ?? maySentence(sentences[i] ?? "", ctx, g);
    return one ? { steps: [one], used: 1 } : null;
  },
};
