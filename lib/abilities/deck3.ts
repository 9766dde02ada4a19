/**
 * deck3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 *
 * Looks that move nothing and turns that change no zone:
 * - "(you may) turn a card in your mana zone face down" (Crystal Mana, 405.4): the engine's `turn-mana-face-down`
 *   handler (lib/engine/deck3.ts); the reminder "Crystal Mana (A face down card in your mana zone is treated as …)"
 *   after it restates 405.4–405.5 and adds nothing to do.
 * - "look at your opponent's hand": the `look-at-hand` handler (information only, nothing moves).
 * - "look at one of your (opponent's) shields": a choice of one shield, remembered (the player sees the card chosen;
 *   nothing moves); "Then put it back where it was." after it moves nothing.
 */
import { LOOK_CHOSEN, type CardFilter, type EffectStep, type Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";
import { deckLookMore, searchDeckMore } from "./deck";

/** The Crystal Mana reminder, with or without its label (and the 703.4c reminder some printings put inside it). */
const CRYSTAL_MANA = /^(?:crystal mana )?\((?:a creature that has 0 power or less is destroyed\. )?a face down card in your mana zone is treated as a colorless card with a mana number of 1\. its owner may look at them at any time\.?\)$/i;

const OPP_HAND = "look at your opponent's hand";
const THEIR_HAND = "(?:it|their hand|his hand|her hand)";

/** "all darkness and fire spells": every spell of either civilization (the cards of both kinds). */
function allOf(s: string, g: LaneGrammar): CardFilter | null {
  const t = s.trim().replace(/^(light|water|darkness|fire|nature) and (light|water|darkness|fire|nature) /i, "$1 or $2 ");
  const n = g.parseNoun(t);
  if (!n || (n.noun !== "card" && n.noun !== "spell" && n.noun !== "creature" && n.noun !== "race") || n.inBattle) return null;
  const f: CardFilter = { ...n.filter };
  // a creature in the hand is a card of the creature type; its power there is not read (a power filter is left out)
  if ((n.noun === "creature" || n.noun === "race") && !f.typeIncludes) f.typeIncludes = "Creature";
  if (f.powerAtLeast !== undefined || f.powerAtMost !== undefined || f.tapped !== undefined) return null;
  return f;
}

/** One clause: a turn face down, a look at a hand or a shield. */
function clause(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const t = s.trim();
  let m = /^turn (a|one|\d+|two|three) cards? in your mana zone face down$/i.exec(t);
  if (m) {
    const n = g.parseCount(m[1]);
    return n !== null && n >= 1 ? { do: "handler", name: "turn-mana-face-down", args: { count: n } } : null;
  }
  // "look at your opponent's hand and discard a card": the controller chooses the card the opponent discards (as "… and
  // discard a card from it")
  m = new RegExp(`^${OPP_HAND} and discard (a|one|\\d+|two|three) cards?$`, "i").exec(t);
  if (m) {
    const n = g.parseCount(m[1]);
    return n === null ? null : { do: "discard", player: "opponent", count: n, chooser: "controller" };
  }
  // "look at your opponent's hand, choose a card and discard it", "…, choose a spell from among it and discard it": the
  // controller chooses what is discarded, among the cards of that kind
  m = new RegExp(`^${OPP_HAND},? (?:and )?choose (a|one) (.+?)(?: from (?:among )?${THEIR_HAND})? and discard it$`, "i").exec(t);
  if (m) {
    const f = /^cards?$/i.test(m[2]) ? undefined : allOf(m[2], g);
    if (f === null) return null;
    return { do: "discard", player: "opponent", count: 1, chooser: "controller", ...(f ? { filter: f } : {}) };
  }
  // "look at your opponent's hand and put a card from it on the bottom of their deck", "… and add a card from it to their
  // shields face down / face up": the controller chooses the card among the opponent's hand
  m = new RegExp(`^${OPP_HAND} and (put|add) (a|one) card from ${THEIR_HAND} (on the bottom of their deck|on (?:the )?top of their deck|to (?:their|his|her) shields face (down|up))$`, "i").exec(t);
  if (m) {
    const target = { choose: { player: "opponent" as const, zone: "hand" as const, count: 1 } };
    if (/deck$/i.test(m[3])) return { do: "put-on-deck", target, position: /bottom/i.test(m[3]) ? "bottom" : "top" };
    return { do: "shieldify", target, ...(m[4].toLowerCase() === "up" ? { faceUp: true } : {}) };
  }
  // "your opponent puts the top card of their deck into their shields face down"
  if (/^your opponent (?:puts|adds) the top card of their deck (?:into|to) their shields face down$/i.test(t)) return { do: "deck-to-zone", player: "opponent", count: 1, to: "shields" };
  return null;
}

const SHIELD_LOOK = /^(you may )?look at one of (your|your opponent's) shields$/i;

type One = Omit<CardFilter, "anyOf">;

/**
 * One alternative of "a God or spell" among deck cards: a card of that kind (a creature there is a card of the creature
 * type, as deck.ts reads it); "a D2 Field" (its card type); "a creature that has Command in its race".
 */
function altFilter(s: string, g: LaneGrammar): One | null {
  const t = s.trim().replace(/^an? /i, "");
  if (/^d2 fields?$/i.test(t)) return { typeIncludes: "D2 Field" };
  const race = /^creatures? that (?:has|have) ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) in (?:its|their) races?$/.exec(t);
  if (race) return { typeIncludes: "Creature", raceIncludes: [race[1]] };
  const n = g.parseNoun(t);
  if (!n || n.noun === "element" || n.noun === "shield" || n.inBattle) return null;
  const f: CardFilter = { ...n.filter };
  if (f.anyOf) return null;
  if (n.noun === "creature" && !f.typeIncludes) f.typeIncludes = "Creature";
  else if (n.noun === "creature" && !f.typeIncludes!.includes("Creature")) {
    if (f.typeIncludesAny) return null;
    f.typeIncludesAny = ["Creature"];
  }
  return Object.keys(f).length > 0 ? f : null;
}

const PLACEHOLDER: CardFilter = { typeIncludes: "Creature" };
const same = (a: CardFilter | undefined, b: CardFilter) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * "Look at the top 3 cards of your deck. Choose a God or spell from among them, …", "search your deck. You may take a
 * spell or a Metallica from it …", "If it's a colorless creature or God, you may put it …": the choice of one card of
 * either kind. The sentences are read by deck.ts with the alternatives said as "a creature" (a kind it knows), then the
 * choice's filter is made the alternatives (`anyOf`). A card put into the battle zone this way is not a spell (316.2).
 */
function orChoice(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  const VERB = "(.*?\\b(?:choose|take|put|add|reveal|show|search your deck for|if it's|if it is|if that card is|if the revealed card is) (?:an?|one|up to one) )";
  const AFTER = "((?: card)?(?:,| from | (?:into|to) (?:your|the) | and (?:put|add|show|reveal)\\b).*|$)";
  // only a look or a search at i (cheap tests first: the patterns below backtrack on long sentences)
  if (!/\b(?:look at|reveal|search)\b/i.test(sentences[i])) return null;
  for (let k = i; k < Math.min(sentences.length, i + 3); k++) {
    if (!/ or |D2 Field|\braces?\b/i.test(sentences[k])) continue;
    let alts: One[] | null = null;
    let m = new RegExp(`^${VERB}(.+?) or (?:an? )?(.+?)${AFTER}`, "i").exec(sentences[k]);
    // "a Neo Creature or a Demon Command that costs 7 or less": a cost or power said once may be of every alternative
    if (m && !/\bthat (?:costs?|has power|have power)\b|\bpower\b/i.test(m[3])) {
      const firsts = m[2].split(/, (?:an? )?/);
      // "a Zenith or colorless card": the last one names its noun
      const card = /^ card\b/i.test(m[4]);
      const fs = [...firsts, m[3]].map((a, j, all) => altFilter(a, g) ?? (card && j === all.length - 1 ? altFilter(`${a} card`, g) : null));
      if (fs.length >= 2 && fs.every((a): a is One => a !== null)) alts = fs;
    }
    // one kind deck.ts does not say: "a D2 Field", "a creature that has both the Hunter and Alien races"
    let one: CardFilter | null = null;
    if (!alts) {
      m = new RegExp(`^${VERB}(D2 Fields?|creatures? that (?:has|have) (?:both )?(?:the )?[A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*(?: and (?:the )?[A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*)? (?:in (?:its|their) )?races?)()${AFTER}`, "i").exec(sentences[k]);
      one = m ? specialNoun(m[2]) : null;
      if (!one) continue;
    }
    if (!m) continue;
    const mod = sentences.slice();
    mod[k] = `${m[1]}creature${m[4].replace(/^ card\b/i, "")}`;
    const r = deckLookMore(mod, i, g) ?? searchDeckMore(mod, i, g);
    if (!r || r.used <= k - i) continue;
    // the one step whose choice is the placeholder
    let hits = 0;
    const battle = (f: One): One => (f.typeIncludes || f.typeIncludesAny ? f : { ...f, typeExcludes: f.typeExcludes ?? "Spell" });
    const filterFor = (toBattle: boolean): CardFilter => (alts ? { anyOf: toBattle ? alts.map(battle) : alts } : toBattle ? (battle(one as One) as CardFilter) : one!);
    const patch = (st: EffectStep): EffectStep => {
      if (st.do === "look-at-top" && same(st.choose.filter, PLACEHOLDER)) {
        hits++;
        return { ...st, choose: { ...st.choose, filter: filterFor(st.choose.to === "battle") } };
      }
      if ((st.do === "put-into-hand" || st.do === "put-into-battle" || st.do === "put-into-mana" || st.do === "to-graveyard" || st.do === "shieldify") && "choose" in st.target && st.target.choose.zone === "deck" && same(st.target.choose.filter, PLACEHOLDER)) {
        hits++;
        return { ...st, target: { choose: { ...st.target.choose, filter: filterFor(st.do === "put-into-battle") } } } as EffectStep;
      }
      if (st.do === "if" && st.then) return { ...st, then: st.then.map(patch) };
      return st;
    };
    const steps = r.steps.map(patch);
    if (hits !== 1) return null;
    return { steps, used: r.used };
  }
  return null;
}

/**
 * A kind of deck card the grammar's nouns do not say: "a D2 Field" (its card type); "a creature that has Command in its
 * race"; "a creature that has both the Hunter and Alien races" / "… the Hunter and Alien race" (a creature of both: the
 * second race is a further condition, an `anyOf` of one).
 */
function specialNoun(s: string): CardFilter | null {
  const t = s.trim();
  if (/^d2 fields?$/i.test(t)) return { typeIncludes: "D2 Field" };
  const m = /^creatures? that (?:has|have) (both )?(?:the )?([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)(?: and (?:the )?([A-Z][\w'-]*(?: [A-Z][\w'-]*)*))? (in (?:its|their) )?(races?)$/.exec(t);
  if (!m) return null;
  if (!m[3]) return m[4] ? { typeIncludes: "Creature", raceIncludes: [m[2]] } : null;
  // "has the Hunter and Alien race(s)": both races (not "Hunter" or "Alien")
  if (m[4] || m[2] === m[3]) return null;
  return { typeIncludes: "Creature", raceIncludes: [m[2]], anyOf: [{ raceIncludes: [m[3]] }] };
}

/**
 * After "Look at the top 5 cards of your deck. Reveal one and put it into your hand, …": "If a light or darkness card
 * was revealed in this way, X", "If the card you revealed in this way is multicolored, X": X only if the card chosen
 * (and revealed) is of that kind (the look's chosen cards, `LOOK_CHOSEN`, counted with the filter). Read only right
 * after a look whose one choice is revealed or shown.
 */
function ifRevealed(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  const m = /^if an? (.+?) (?:was|is) revealed (?:in )?this way, (.+)$/i.exec(s) ?? /^if the card (?:you )?revealed (?:in )?this way (?:was|is) (?:an? )?(.+?), (.+)$/i.exec(s);
  if (!m) return null;
  let look: EffectStep | null = null;
  for (let k = 1; k <= Math.min(3, i); k++) {
    const r = deckLookMore(sentences, i - k, g);
    if (r && r.used === k) {
      look = r.steps[r.steps.length - 1];
      if (!sentences.slice(i - k, i).some((x) => /\b(?:reveal|show)\b/i.test(x.replace(/^(?:look at|reveal) the top .+? of your deck\b/i, "")))) return null;
      break;
    }
  }
  if (!look || look.do !== "look-at-top" || look.choose.count !== 1 || look.also || look.choose.cast) return null;
  const n = g.parseNoun(m[1]) ?? g.parseNoun(`${m[1]} card`);
  if (!n || n.noun === "element" || n.noun === "shield" || n.inBattle) return null;
  const filter: CardFilter = { ...n.filter };
  if (n.noun === "creature" && !filter.typeIncludes) filter.typeIncludes = "Creature";
  // a power in the hand is the printed one: not read
  if (filter.powerAtLeast !== undefined || filter.powerAtMost !== undefined || filter.tapped !== undefined || Object.keys(filter).length === 0) return null;
  const then = g.parseClauses(m[2].replace(/\bit's owner's\b/gi, "its owner's"), { ...ctx, it: undefined });
  if (!then) return null;
  return { steps: [{ do: "if-count", count: { counted: LOOK_CHOSEN }, filter, atLeast: 1, then }], used: 1 };
}

/**
 * "Search your opponent's deck. Take up to 2 cards from their deck and put them into their graveyard. Then your opponent
 * shuffles their deck." / "… Choose a card from among it and put it into their graveyard. …": the controller looks
 * through the opponent's deck and chooses; the chosen cards go to their owner's graveyard; then the deck is shuffled.
 */
function searchOpponent(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  if (!/^search your opponent's deck$/i.test(sentences[i].trim())) return null;
  const b = sentences[i + 1]?.trim() ?? "";
  const m = /^(you may )?(?:take|choose) (up to )?(a|one|\d+|two|three) cards? from (?:among it|(?:their|his|her) deck|it) and put (?:it|them) into (?:their|his|her) graveyard$/i.exec(b);
  if (!m || !/^then,? your opponent shuffles (?:their|his|her) deck$/i.test(sentences[i + 2]?.trim() ?? "")) return null;
  const n = g.parseCount(m[3]);
  if (n === null || n < 1) return null;
  const upTo = !!m[1] || !!m[2];
  return {
    steps: [
      { do: "to-graveyard", target: { choose: { player: "opponent", zone: "deck", count: n, ...(upTo ? { upTo: true } : {}) } } },
      { do: "shuffle", player: "opponent" },
    ],
    used: 3,
  };
}

/**
 * Search wordings deck.ts reads once said its way: a card name without quotes ("You may take a Hachiko, Jin's Faithful
 * Dog from your deck": a capitalised name with a comma, the way card names are printed) is the quoted name; "If you
 * searched your deck, shuffle it." after a search is its "Then shuffle your deck." (the search is what was done).
 */
function searchSaid(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  if (!/^(?:you may )?search your deck$/i.test(sentences[i].trim())) return null;
  const mod = sentences.slice();
  let changed = false;
  const name = /^([Yy]ou may (?:take|put) an? )([A-Z][\w'-]*(?: [A-Z][\w'-]*)*, [A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|of|the|and))*?)( from your deck\b.*)$/.exec(mod[i + 1] ?? "");
  if (name && !/ or /.test(name[2])) {
    mod[i + 1] = `${name[1]}"${name[2]}"${name[3]}`;
    changed = true;
  }
  if (/^if you searched your deck, shuffle it$/i.test(mod[i + 2] ?? "")) {
    mod[i + 2] = "Then shuffle your deck";
    changed = true;
  }
  return changed ? searchDeckMore(mod, i, g) : null;
}

/**
 * "(you may) reveal a multicolored card in your hand to your opponent" (+ "If you do, X", read by the grammar on this
 * step): a choice of one card of that kind in the hand, shown (nothing moves); done only if one was chosen. "reveal any
 * number of light, darkness, fire, or nature cards from your hand. For each card revealed this way, draw a card.": the
 * cards chosen are counted.
 */
function revealFromHand(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  const m = /^(you may )?reveal (a|an|one|another|any number of) (.+?) (?:in|from) your hand(?: to your opponent)?$/i.exec(sentences[i].trim());
  if (!m) return null;
  const n = g.parseNoun(m[3]);
  if (!n || n.noun === "element" || n.noun === "shield" || n.inBattle) return null;
  const filter: CardFilter = { ...n.filter };
  if (n.noun === "creature") {
    if (!filter.typeIncludes) filter.typeIncludes = "Creature";
    else if (!filter.typeIncludes.includes("Creature")) {
      if (filter.typeIncludesAny) return null;
      filter.typeIncludesAny = ["Creature"];
    }
  }
  if (filter.powerAtLeast !== undefined || filter.powerAtMost !== undefined || filter.tapped !== undefined) return null;
  const name = `revealed-${i}`;
  const many = /^any number of$/i.test(m[2]);
  if (/^another$/i.test(m[2])) return null;
  const f = Object.keys(filter).length > 0 ? { filter } : {};
  const choose: EffectStep = { do: "choose", target: { choose: { player: "you", zone: "hand", count: many ? g.anyNumber : 1, upTo: true, ...f } }, remember: name };
  if (!many) return m[1] ? { steps: [choose], used: 1 } : null;
  // "For each card revealed this way, draw a card."
  if (/^for each (?:card|one) (?:revealed|shown)(?: (?:in )?this way)?, draw a card$/i.test(sentences[i + 1]?.trim() ?? "")) {
    return { steps: [choose, { do: "draw", player: "you", count: { counted: name } }], used: 2 };
  }
  return null;
}

/** Misprints in the sentences after a look, read as meant: "If that cards a creature" (that card's = that card is). */
function misprinted(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  if (!/\b(?:look at|reveal)\b/i.test(sentences[i])) return null;
  const mod = sentences.map((x, k) => (k > i && k <= i + 3 ? x.replace(/^if that cards an? /i, (w) => w.replace(/cards/i, "card is")) : x));
  // "Otherwise. put it on the bottom of your deck." (a period for the comma): one sentence
  const o = mod.findIndex((x, k) => k > i && k <= i + 3 && /^otherwise$/i.test(x.trim()));
  if (o > 0 && mod[o + 1] !== undefined) {
    const merged = [...mod.slice(0, o), `Otherwise, ${mod[o + 1]}`, ...mod.slice(o + 2)];
    const r = deckLookMore(merged, i, g);
    return r && i + r.used > o ? { steps: r.steps, used: r.used + 1 } : null;
  }
  // "If it's a creature that has "blocker", you may put it into the battle zone. If you don't, add it to your hand.": every
  // card not put (of the kind or not) goes there
  const d = mod.findIndex((x, k) => k > i && k <= i + 3 && /^if you don't, (?:add|put) it /i.test(x.trim()));
  if (d > 0 && /^if /i.test(mod[d - 1]) && /\byou may\b/i.test(mod[d - 1])) {
    const r = deckLookMore([...mod.slice(0, d), mod[d].replace(/^if you don't, /i, "Otherwise, "), ...mod.slice(d + 1)], i, g);
    const st = r?.steps[r.steps.length - 1];
    if (!r || i + r.used <= d || !st || st.do !== "look-at-top" || st.count !== 1 || st.restOptional) return null;
    const { restUnmatched: _u, ...rest } = st;
    void _u;
    return { steps: [...r.steps.slice(0, -1), rest], used: r.used };
  }
  if (mod.every((x, k) => x === sentences[k])) return null;
  return deckLookMore(mod, i, g);
}

/**
 * The hand put on the bottom of the deck, then draws by that number: "put your hand on the bottom of your deck in any
 * order. Then draw the same number of cards." (the cards put are counted); "Count the number of cards in your hand and
 * put them on the bottom of your deck in any order. Then draw 2 more cards than that number." (the cards counted, then
 * 2 more draws: drawing N+2 cards is drawing them one at a time).
 */
function handToBottom(sentences: string[], i: number): LaneMulti | null {
  const s = sentences[i].trim();
  const next = sentences[i + 1]?.trim() ?? "";
  const name = `hand-${i}`;
  const put: EffectStep = { do: "put-on-deck", target: { all: { player: "you", zone: "hand" } }, position: "bottom" };
  if (/^put your hand on the bottom of your deck in any order$/i.test(s) && /^then,? draw the same number of cards$/i.test(next)) {
    return { steps: [{ ...put, remember: name }, { do: "draw", player: "you", count: { counted: name } }], used: 2 };
  }
  if (/^put all cards in your hand on the bottom of your deck in any order, then draw the same number of cards$/i.test(s)) {
    return { steps: [{ ...put, remember: name }, { do: "draw", player: "you", count: { counted: name } }], used: 1 };
  }
  // "Shuffle your hand into your deck and draw 4 cards." (the deck is shuffled with the cards in it, 701.11a)
  const sh = /^shuffle your hand into your deck and draw (\d+|two|three|four|five) cards$/i.exec(s);
  const hand: EffectStep = { do: "shuffle-into-deck", target: { all: { player: "you", zone: "hand" } } };
  if (sh) {
    const n = ({ two: 2, three: 3, four: 4, five: 5 } as Record<string, number>)[sh[1].toLowerCase()] ?? Number(sh[1]);
    return { steps: [hand, { do: "draw", player: "you", count: n }], used: 1 };
  }
  // "count the cards in your hand, shuffle those cards into your deck, then draw that many cards"
  if (/^count the cards in your hand, shuffle those cards into your deck, then draw that many cards$/i.test(s)) {
    return { steps: [{ do: "choose", target: { all: { player: "you", zone: "hand" } }, remember: name }, hand, { do: "draw", player: "you", count: { counted: name } }], used: 1 };
  }
  if (/^count the number of cards in your hand and put them on the bottom of your deck in any order$/i.test(s)) {
    const more = /^then,? draw (?:(\d+|one|two|three) more cards than that number|cards equal to that number plus (\d+|one|two|three))$/i.exec(next);
    if (!more) return null;
    const w = (more[1] ?? more[2]).toLowerCase();
    const n = ({ one: 1, two: 2, three: 3 } as Record<string, number>)[w] ?? Number(w);
    return {
      steps: [
        { do: "choose", target: { all: { player: "you", zone: "hand" } }, remember: name },
        put,
        { do: "draw", player: "you", count: { counted: name } },
        { do: "draw", player: "you", count: n },
      ],
      used: 2,
    };
  }
  return null;
}

/**
 * The opponent's top cards revealed: "your opponent reveals the top 2 cards of their deck. Choose one of those cards and
 * put it into their graveyard." (the other stays on top); "your opponent reveals the top card of their deck, and puts it
 * on the bottom of their deck. If that card costs 5 or more, X. [Otherwise, Y.]" (the card, wherever it went, is looked
 * at for its cost).
 */
function opponentReveals(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  const next = sentences[i + 1]?.trim() ?? "";
  let m = /^your opponent reveals the top (\d+|two|three) cards of their deck$/i.exec(s);
  if (m && /^choose one of (?:those cards|them) and put it into their graveyard$/i.test(next)) {
    const n = g.parseCount(m[1]);
    if (n === null || n < 2) return null;
    return { steps: [{ do: "look-at-top", player: "opponent", count: n, choose: { count: 1, to: "graveyard" }, rest: "stay" }], used: 2 };
  }
  m = /^your opponent reveals the top card of their deck,? (?:and|then) puts it on the bottom of their deck$/i.exec(s);
  const cost = /^if that card costs (\d+) or more, (.+)$/i.exec(next);
  if (m && cost) {
    const k = Number(cost[1]);
    const then = g.parseClauses(cost[2], { ...ctx, it: undefined });
    if (!then) return null;
    const look: EffectStep = { do: "look-at-top", player: "opponent", count: 1, choose: { count: 1, to: "deck", position: "bottom" }, rest: "stay" };
    const steps: EffectStep[] = [look, { do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { costAtLeast: k }, atLeast: 1, then }];
    const other = /^otherwise,? (.+)$/i.exec(sentences[i + 2]?.trim() ?? "");
    if (other) {
      const y = g.parseClauses(other[1], { ...ctx, it: undefined });
      if (!y) return null;
      // otherwise: no card of that cost was revealed (the exact complement)
      steps.push({ do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { costAtLeast: k }, atMost: 0, then: y });
      return { steps, used: 3 };
    }
    return { steps, used: 2 };
  }
  return null;
}

const GACHINKO_REMINDER = /^\(gachinko judge: each player reveals the top card of their deck, then puts it on the bottom\.? you win if your card costs the same as or more than your opponent(?:'s)?\.?\)\.?$/i;

/** "you and your opponent play Gachinko Judge, If you win, X" (a comma for the period) + the reminder (701.21a/b). */
function gachinkoComma(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const m = /^you and your opponent play gachinko judge, if you win, (.+)$/i.exec(sentences[i].trim());
  if (!m || /\binstead\b/i.test(m[1])) return null;
  const then = g.parseEffects(m[1], ctx);
  if (!then || then.length === 0) return null;
  let used = 1;
  if (GACHINKO_REMINDER.test(sentences[i + 1]?.trim() ?? "")) {
    ctx.notes?.push("the reminder of Gachinko Judge (701.21a, 701.21b): what the engine's gachinko-judge step does");
    used = 2;
  }
  return { steps: [{ do: "gachinko-judge", then }], used };
}

/**
 * "search your deck. You may take up to 2 colorless creatures that have total cost 11 or less from your deck and put
 * them into the battle zone. Then shuffle your deck.": the choice in the deck with its total (ChooseSpec.total: the
 * cards are picked one at a time, each among those that still fit).
 */
function totalSearch(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  if (!/^(?:you may )?search your deck$/i.test(sentences[i].trim())) return null;
  const b = sentences[i + 1] ?? "";
  const m = / that have total cost (\d+) or less\b/i.exec(b);
  if (!m) return null;
  const mod = sentences.slice();
  mod[i + 1] = b.replace(m[0], "");
  const r = searchDeckMore(mod, i, g);
  if (!r) return null;
  let hits = 0;
  const patch = (st: EffectStep): EffectStep => {
    if ((st.do === "put-into-hand" || st.do === "put-into-battle" || st.do === "put-into-mana" || st.do === "to-graveyard" || st.do === "shieldify") && "choose" in st.target && st.target.choose.zone === "deck") {
      hits++;
      return { ...st, target: { choose: { ...st.target.choose, total: { of: "cost", atMost: Number(m[1]) } } } } as EffectStep;
    }
    if (st.do === "if" && st.then) return { ...st, then: st.then.map(patch) };
    return st;
  };
  const steps = r.steps.map(patch);
  return hits === 1 ? { steps, used: r.used } : null;
}

/** Sentences read together from i on. */
function multi(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim().replace(/^then,? /i, "");
  const next = sentences[i + 1]?.trim();
  const or = orChoice(sentences, i, g);
  if (or) return or;
  const rev = ifRevealed(sentences, i, ctx, g);
  if (rev) return rev;
  const hb = handToBottom(sentences, i) ?? opponentReveals(sentences, i, ctx, g) ?? gachinkoComma(sentences, i, ctx, g);
  if (hb) return hb;
  const mis = misprinted(sentences, i, g);
  if (mis) return mis;
  const rh = revealFromHand(sentences, i, g);
  if (rh) return rh;
  const opp = searchOpponent(sentences, i, g);
  if (opp) return opp;
  const said = searchSaid(sentences, i, g);
  if (said) return said;
  const tot = totalSearch(sentences, i, g);
  if (tot) return tot;
  // "If <condition>, search your deck. You may take a X or Y …": the condition holds the search and the sentences it needs
  const iff = /^if (.+?), ((?:search your deck|(?:look at|reveal) the top)\b.*)$/i.exec(s);
  const cond = iff ? g.parseCondition(iff[1]) : null;
  if (iff && cond) {
    const r = orChoice([iff[2], ...sentences.slice(i + 1)], 0, g) ?? totalSearch([iff[2], ...sentences.slice(i + 1)], 0, g);
    if (r) return { steps: [{ do: "if", conditions: cond, then: r.steps }], used: r.used };
  }
  // a whole sentence only (a clause would be split from "… and discard a card", which is the opponent's discard):
  // "(you may) look at your opponent's hand", "… hand and shields", "… hand and at the top card of their deck"
  let m = new RegExp(`^(you may )?${OPP_HAND}(?: and (shields|(?:at )?the top card of (?:their|his|her) deck))?$`, "i").exec(s);
  if (m) {
    const more: Record<string, boolean> = m[2] ? (/^shields$/i.test(m[2]) ? { shields: true } : { deckTop: true }) : {};
    return { steps: [{ do: "handler", name: "look-at", args: { whose: "opponent", hand: true, ...more }, ...(m[1] ? { optional: true } : {}) }], used: 1 };
  }
  // "put the top 2 cards of your deck into your mana zone face down" / "… face down into your mana zone" (405.4)
  m = /^(you may )?put the top (card|\d+ cards|two cards|three cards) of your deck (?:into your mana zone face down|face down into your mana zone)$/i.exec(s);
  if (m) {
    const n = /^card$/i.test(m[2]) ? 1 : g.parseCount(m[2].split(" ")[0]);
    if (n !== null && n >= 1) return { steps: [{ do: "deck-to-zone", player: "you", count: n, to: "mana", faceDown: true, ...(m[1] ? { optional: true } : {}) }], used: 1 };
  }
  // "put the top card of your deck into yourmana zone" (a missing space)
  m = /^(you may )?put the top card of your deck into yourmana zone$/i.exec(s);
  if (m) {
    const st = g.parseClause(`${m[1] ?? ""}put the top card of your deck into your mana zone`, ctx);
    if (st) return { steps: [st], used: 1 };
  }
  // "Look at up to 3 of your opponent's shields": a choice of up to 3 shields, seen by their chooser; nothing moves
  m = /^(?:you may )?look at up to (\d+|two|three) of (your|your opponent's) shields$/i.exec(s);
  if (m) {
    const n = g.parseCount(m[1]);
    if (n !== null && n >= 1) {
      ctx.notes?.push("looking at shields is choosing them and seeing them: nothing moves");
      return { steps: [{ do: "choose", target: { choose: { player: m[2].toLowerCase() === "your" ? "you" : "opponent", zone: "shields", count: n, upTo: true } }, remember: `looked-at-shield-${i}` }], used: 1 };
    }
  }
  // "add the card on top of your deck to your shields face-down"
  m = /^(you may )?add the card on top of your deck to your shields face-down$/i.exec(s);
  if (m) {
    const st = g.parseClause(`${m[1] ?? ""}add the top card of your deck to your shields face down`, ctx);
    if (st) return { steps: [st], used: 1 };
  }
  // "(you may) look at your (opponent's) shields": all of them, information only
  m = /^(you may )?look at (your|your opponent's) shields$/i.exec(s);
  if (m) return { steps: [{ do: "handler", name: "look-at", args: { whose: m[2].toLowerCase() === "your" ? "you" : "opponent", shields: true }, ...(m[1] ? { optional: true } : {}) }], used: 1 };
  // "look at the top card of your opponent's deck": information only (it stays on top)
  m = /^(you may )?look at the top card of your opponent's deck$/i.exec(s);
  if (m) return { steps: [{ do: "handler", name: "look-at", args: { whose: "opponent", deckTop: true }, ...(m[1] ? { optional: true } : {}) }], used: 1 };
  // "look at the top 4 cards of your deck, You may choose …": two sentences printed as one (the capital says so)
  const two = /^(.*\bthe top (?:\d+|two|three|four|five|six|seven) cards of your deck), (You may .+)$/.exec(sentences[i].trim());
  if (two) {
    const r = deckLookMore([...sentences.slice(0, i), two[1], two[2], ...sentences.slice(i + 1)], i, g);
    if (r && r.used >= 2) return { steps: r.steps, used: r.used - 1 };
  }
  // "(you may) look at one of your (opponent's) shields": a choice of one shield, seen by its chooser; nothing moves
  m = SHIELD_LOOK.exec(s);
  if (m) {
    ctx.notes?.push("looking at a shield is choosing one and seeing it: nothing moves");
    const target: Target = { choose: { player: m[2].toLowerCase() === "your" ? "you" : "opponent", zone: "shields", count: 1, ...(m[1] ? { upTo: true } : {}) } };
    return { steps: [{ do: "choose", target, remember: `looked-at-shield-${i}` }], used: 1 };
  }
  // the Crystal Mana reminder after a turn face down (or a put face down): 405.4 restated
  if (CRYSTAL_MANA.test(s) && sentences.slice(0, i).some((x) => /\bface down\b/i.test(x))) {
    ctx.notes?.push('"Crystal Mana (...)": the reminder of what a face-down mana card is (405.4: colorless, costs 0, mana number 1; 405.5: its owner may look at it); nothing to do');
    return { steps: [], used: 1 };
  }
  // "… look at one of your opponent's shields. Then put it back where it was.": the shield never left
  if (/^put it back where it was$/i.test(s) && i > 0 && SHIELD_LOOK.test(sentences[i - 1].trim().replace(/^then,? /i, ""))) {
    ctx.notes?.push('"put it back where it was": the shield looked at never left the shield zone; nothing moves');
    return { steps: [], used: 1 };
  }
  // "Look at your opponent's hand and shields. Then put the shields back where they were."
  if (/^put (?:the shields|them) back where they were$/i.test(s) && i > 0 && new RegExp(`^(?:then,? )?(?:you may )?(?:${OPP_HAND} and shields|look at (?:up to (?:\\d+|two|three) of )?(?:your|your opponent's) shields)$`, "i").test(sentences[i - 1].trim())) {
    ctx.notes?.push('"put the shields back where they were": the shields looked at never left the shield zone; nothing moves');
    return { steps: [], used: 1 };
  }
  const look = new RegExp(`^(you may )?${OPP_HAND}( and choose a card from ${THEIR_HAND})?$`, "i").exec(s);
  if (look && next !== undefined) {
    const may = look[1] ? { optional: true } : {};
    if (look[2]) {
      // "Look at your opponent's hand and choose a card from it. Your opponent discards that card." (the controller chooses)
      if (/^(?:your opponent|he|she|they) discards? (?:that|the chosen) card$/i.test(next)) return { steps: [{ do: "discard", player: "opponent", count: 1, chooser: "controller", ...may }], used: 2 };
      // "… Your opponent puts the chosen card on the bottom of their deck and draws a card."
      const put = /^(?:your opponent|he|she|they) puts? (?:that|the chosen) card on the (bottom|top) of their deck and draws? a card$/i.exec(next);
      if (put && !look[1]) return { steps: [{ do: "put-on-deck", target: { choose: { player: "opponent", zone: "hand", count: 1 } }, position: put[1].toLowerCase() as "top" | "bottom" }, { do: "draw", player: "opponent", count: 1 }], used: 2 };
      return null;
    }
  }
  // after "Look at your opponent's hand.": "Your opponent discards all darkness and fire spells from it."
  const prev = i > 0 ? sentences[i - 1].trim() : "";
  if (new RegExp(`^(?:then,? )?${OPP_HAND}$`, "i").test(prev)) {
    const all = new RegExp(`^(?:your opponent|he|she|they) discards? all (.+?) from ${THEIR_HAND}$`, "i").exec(s);
    if (all) {
      const f = /^(?:the )?cards$/i.test(all[1]) ? undefined : allOf(all[1], g);
      if (f === null) return null;
      return { steps: [{ do: "discard", player: "opponent", count: "all", chooser: "discarder", ...(f ? { filter: f } : {}) }], used: 1 };
    }
    // "You may choose one of them and put it into its owner's shield zone face up."
    const sh = /^you may choose (?:one of them|a card (?:in|from) (?:it|their hand)) and put it into its owner's shield zone face (up|down)$/i.exec(s);
    if (sh) return { steps: [{ do: "shieldify", target: { choose: { player: "opponent", zone: "hand", count: 1, upTo: true } }, ...(sh[1].toLowerCase() === "up" ? { faceUp: true } : {}) }], used: 1 };
  }
  return null;
}

export const LANE: Lane = { clause, multi };
