/**
 * deck4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "add the top card of your deck under one of your shields face down" (Shield Plus) / "… under each of your shields
 *   face down" (Super Shield Plus): the engine's `deck-under-shield` handler (lib/engine/deck4.ts); the stack is still
 *   one shield (113.2).
 * - "For each Dragon in your mana zone, look at the top card of your deck. <choice among them>. <the rest>.": the look of
 *   deck.ts with its number of cards counted as it resolves (`lookCount`).
 */
import { LOOK_CHOSEN, type CardFilter, type EffectStep } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";
import { deckLookMore, searchDeckMore } from "./deck";

/** One clause. */
function clause(s: string, _ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const t = s.trim();
  let m = /^(?:add|put) the top card of your deck under (one|each) of your shields face down$/i.exec(t);
  if (m) return { do: "handler", name: "deck-under-shield", args: m[1].toLowerCase() === "each" ? { each: true } : {} };
  // "put up to 5 cards from the top of your deck under one of your shields" (Ultra Shield Plus; a shield is face down, 406.2)
  m = /^put up to (\d+|two|three|four|five) cards from the top of your deck under one of your shields(?: face down)?$/i.exec(t);
  if (m) {
    const n = g.parseCount(m[1]);
    return n !== null && n >= 2 ? { do: "handler", name: "deck-under-shield", args: { count: n, upTo: true } } : null;
  }
  // "your opponent puts all their creatures that cost more than the number of cards in their mana zone on the bottom of
  // their deck in any order": every such creature of theirs, in the order its owner picks (the engine's put-on-deck)
  m = /^your opponent puts all (?:of )?their (.+?)(?: in the battle zone)? on (?:the )?(bottom|top) of their deck in any order$/i.exec(t);
  if (m) {
    const n = g.parseNoun(m[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const filter = { ...n.filter };
    return { do: "put-on-deck", target: { all: { player: "opponent", zone: "battle", ...(Object.keys(filter).length > 0 ? { filter } : {}) } }, position: m[2].toLowerCase() as "top" | "bottom" };
  }
  // "(you may) put the top card of your deck into your mana zone (tapped) for each of your Dreammates in the battle zone",
  // "for each card in your mana zone, put a card from the top of your deck into your mana zone tapped": as many cards as
  // counted once as it resolves, all at once. ("For each X, you may put …" is a choice for each card: not read here.)
  m = /^(?:put the top card|put a card from the top) of your deck into your mana zone( tapped)? for (each .+)$/i.exec(t) ?? /^for (each .+?),? (?:put the top card|put a card from the top) of your deck into your mana zone( tapped)?$/i.exec(t);
  if (m) {
    const [tapped, each] = /^each /i.test(m[1] ?? "") ? [m[2], m[1]] : [m[1], m[2]];
    const per = g.parsePerCard(each);
    if (!per) return null;
    return { do: "deck-to-zone", player: "you", count: 1, to: "mana", ...(tapped ? { tapped: true } : {}), countBy: { each: per } };
  }
  return null;
}

type Look = Extract<EffectStep, { do: "look-at-top" }>;

/** The look-at-top step of a reading (alone, or the last step), to patch. */
function patchLook(steps: EffectStep[], f: (st: Look) => Look | null): EffectStep[] | null {
  let hits = 0;
  let bad = false;
  const out = steps.map((st) => {
    if (st.do !== "look-at-top") return st;
    hits++;
    const p = f(st);
    if (!p) bad = true;
    return p ?? st;
  });
  return hits === 1 && !bad ? out : null;
}

/** Wordings of the choice after a look that deck.ts reads once said its way. */
function choiceSaid(s: string): string {
  return (
    s
      .trim()
      // "Put all revealed spells into your hand": all the spells among the cards revealed
      .replace(/^(put|add) all revealed (.+?) ((?:into|to) your )/i, "$1 all $2 from among them $3")
      // "Return one of them to the top of your deck": it is put back on top (the others go elsewhere)
      .replace(/^return (one|a card) of them to the top of your deck\b/i, "Put $1 of them on top of your deck")
      // "… and put the rest in your graveyard"
      .replace(/\b(put the rest) in your graveyard$/i, "$1 into your graveyard")
      // "a light spell and a light command": the Command race (the civilization's Command, e.g. Angel Command)
      .replace(/\b(light|water|darkness|fire|nature) commands?\b/gi, (w) => w.replace(/command/i, "Command"))
  );
}

/**
 * A look at the top cards whose later sentences deck.ts reads once said its way (`choiceSaid`); and after a look that
 * puts *all* the cards of some races somewhere, "If no Grand Devil or Deep Marine are revealed, X": X only if none of
 * those was among the cards (then none was put: the cards put are all of them).
 */
function lookSaid(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  // "reveal the top 3 cards of your deck to each player": revealing is showing to every player
  const head = sentences[i].trim().replace(/^((?:you may )?reveal the top (?:\d+|two|three|four|five) cards of your deck) to (?:each player|all players)$/i, "$1");
  if (!/^(?:you may )?(?:look at|reveal) the top (?:\d+|two|three|four|five) cards of your deck$/i.test(head)) return null;
  const mod = sentences.map((x, k) => (k === i ? head : k > i && k <= i + 2 ? choiceSaid(x) : x));
  if (mod.every((x, k) => x === sentences[k])) return null;
  const r = deckLookMore(mod, i, g);
  if (!r || r.used < 2) return null;
  const none = /^if no (.+?) (?:are|is|were|was) revealed(?: this way)?, (.+)$/i.exec(sentences[i + r.used]?.trim() ?? "");
  const look = r.steps.length === 1 ? r.steps[0] : null;
  if (none && look && look.do === "look-at-top" && !look.optional && !look.also && !look.choose.upTo && look.choose.count >= look.count && look.choose.filter?.raceIncludes && Object.keys(look.choose.filter).length === 1) {
    const races = none[1].split(/,? or /).map((p) => g.raceNoun(p.trim()));
    const want = look.choose.filter.raceIncludes;
    if (races.length === want.length && races.every((x, k) => x === want[k])) {
      const then = g.parseClauses(none[2], { ...ctx, it: undefined });
      if (then && then.length > 0) return { steps: [look, { do: "if-count", count: { counted: LOOK_CHOSEN }, filter: { raceIncludes: want }, atMost: 0, then }], used: r.used + 1 };
    }
  }
  return { steps: r.steps, used: r.used };
}

/** "Search your deck. You may take … and put them into the battle zone for no cost.": putting a card there costs nothing anyway. */
function searchSaid(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  if (!/^(?:you may )?search your deck$/i.test(sentences[i].trim())) return null;
  const b = sentences[i + 1] ?? "";
  if (!/ into the battle zone for no cost$/i.test(b)) return null;
  const mod = sentences.slice();
  mod[i + 1] = b.replace(/ into the battle zone for no cost$/i, " into the battle zone");
  const r = searchDeckMore(mod, i, g);
  return r ? { steps: r.steps, used: r.used } : null;
}

/**
 * "For each Dragon in your mana zone, look at the top card of your deck.", "… look at a card on the top of your deck.",
 * "look at the top card of your deck for each of your Great Mecha Kings in the battle zone.": as many cards as counted
 * as the ability resolves; the choice among them and the rest as deck.ts reads them. A further fixed choice
 * ("and one into your mana zone") or a rest whose number must be known is not read.
 */
function perLook(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  const a = /^for (each .+?),? (you may )?(look at|reveal) (?:the top card|a card (?:on|from) the top) of your deck$/i.exec(s);
  const b = a ? null : /^(you may )?(look at|reveal) the top card of your deck (?:for )?(each .+)$/i.exec(s);
  if (!a && !b) return null;
  const each = a ? a[1] : b![3];
  const may = (a ? a[2] : b![1]) ?? "";
  const verb = a ? a[3] : b![2];
  const per = g.parsePerCard(each);
  if (!per) return null;
  const n = g.anyNumber;
  const mod = sentences.map((x, k) => (k === i ? `${may}${verb} the top ${n} cards of your deck` : k > i && k <= i + 2 ? choiceSaid(x) : x));
  const r = deckLookMore(mod, i, g);
  if (!r || r.used < 2) return null;
  const steps = patchLook(r.steps, (st) => {
    if (st.also || st.choose.cast || st.rest === "stay") return null;
    return { ...st, lookCount: { each: per } };
  });
  return steps ? { steps, used: r.used } : null;
}

/** A kind of card said of the one card revealed: "a Dragon", "multicolored", "a spell" (no power: not read). */
function revealedKind(s: string, g: LaneGrammar): CardFilter | null {
  const t = s.trim().replace(/^an? /i, "");
  const n = g.parseNoun(t) ?? g.parseNoun(`${t} card`);
  if (!n || n.noun === "element" || n.noun === "shield" || n.inBattle) return null;
  const f: CardFilter = { ...n.filter };
  if (n.noun === "creature" && !f.typeIncludes) f.typeIncludes = "Creature";
  else if (n.noun === "creature" && !f.typeIncludes!.includes("Creature")) return null;
  if (f.powerAtLeast !== undefined || f.powerAtMost !== undefined || f.tapped !== undefined || f.anyOf || Object.keys(f).length === 0) return null;
  return f;
}

/**
 * "Reveal the top card of your deck. If it's a Dragon, take an extra turn after this one." / "If that card isn't
 * multicolored, X": the card is revealed and stays on top (the `reveal-top` handler); X only if it is (isn't) of that
 * kind. X must not act on the revealed card (it stays where it is).
 */
function revealThen(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  if (!/^(?:then,? )?reveal the top card of your deck$/i.test(sentences[i].trim())) return null;
  const next = sentences[i + 1]?.trim();
  if (next === undefined) return null;
  const m = /^if (?:it's|it is|its|that card is|that card's|the revealed card is|the card is)( not)? (.+)$/i.exec(next) ?? /^if (?:it|that card|the revealed card) (?:isn't|is not)() (.+)$/i.exec(next);
  if (!m) return null;
  const not = m[1] !== undefined || /^if (?:it|that card|the revealed card) (?:isn't|is not)/i.test(next);
  // what follows must not be about the card revealed, and nothing after it may be an "otherwise"
  const after = sentences[i + 2]?.trim() ?? "";
  if (/^(?:otherwise|if (?:it|that card|the revealed card|it's|its)\b)/i.test(after)) return null;
  const body = m[2];
  for (let k = body.indexOf(", "); k >= 0; k = body.indexOf(", ", k + 1)) {
    const filter = revealedKind(body.slice(0, k), g);
    if (!filter) continue;
    const then = body.slice(k + 2);
    if (/\b(?:it|them|they|that card|the revealed(?: card)?|the card)\b/i.test(then.replace(/\bthis creature to its higher cost side\b/i, "this creature").replace(/\bchoose (?:one|an?) [^,]*? and (?:put|destroy|tap|return) it\b/i, ""))) return null;
    const steps = g.parseClauses(then, { ...ctx, it: undefined });
    if (!steps || steps.length === 0) return null;
    const name = `revealed-top-${i}`;
    return {
      steps: [
        { do: "handler", name: "reveal-top", args: { remember: name } },
        // "isn't X": a card was revealed and it is not of that kind (an empty deck reveals nothing: nothing happens)
        not
          ? { do: "if-count", count: { counted: name }, atLeast: 1, then: [{ do: "if-count", count: { counted: name }, filter, atMost: 0, then: steps }] }
          : { do: "if-count", count: { counted: name }, filter, atLeast: 1, then: steps },
      ],
      used: 2,
    };
  }
  return null;
}

/** A whole sentence: "(you may) shieldify the top card of your deck face up" (701.32b). */
function faceUpShield(s: string): LaneMulti | null {
  const m = /^(you may )?shieldify the top card of your deck face up$/i.exec(s.trim());
  return m ? { steps: [{ do: "deck-to-zone", player: "you", count: 1, to: "shields", faceUp: true, ...(m[1] ? { optional: true } : {}) }], used: 1 } : null;
}

/** The kind of card a reveal stops at: "a creature", "a non-evolution creature that has Bolshack in its name", "a King Command Dragon". */
function untilKind(s: string, g: LaneGrammar): CardFilter | null {
  const t = s.trim().replace(/^an? /i, "");
  const n = g.parseNoun(t);
  if (!n || n.noun === "element" || n.noun === "shield" || n.inBattle) return null;
  const f: CardFilter = { ...n.filter };
  if (n.noun === "creature" && !f.typeIncludes) f.typeIncludes = "Creature";
  else if (n.noun === "creature" && !f.typeIncludes!.includes("Creature")) return null;
  if (f.powerAtLeast !== undefined || f.powerAtMost !== undefined || f.tapped !== undefined || f.costAboveZoneCount !== undefined || f.declared || Object.keys(f).length === 0) return null;
  return f;
}

/**
 * "Reveal cards from the top of your deck until you reveal a creature. Put that creature into the battle zone and the
 * rest of the cards on the bottom of your deck in any order.", "… Put that card into your hand. Then shuffle your deck.",
 * "… until you reveal a non-multicolored card. Put all revealed cards into your mana zone.", "Your opponent reveals …
 * Your opponent puts that creature into the battle zone then puts the rest … on the bottom of their deck in any order.":
 * the engine's `reveal-until` handler.
 */
function revealUntil(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  const a = /^(your opponent reveals|reveal) (?:cards from the top|the top cards?) of (your|their) deck until (?:you|they|he|she) reveals? (an? .+)$/i.exec(s);
  if (!a) return null;
  const opp = /^your opponent/i.test(a[1]);
  if (opp !== (a[2].toLowerCase() === "their")) return null;
  const filter = untilKind(a[3], g);
  if (!filter) return null;
  const b = sentences[i + 1]?.trim() ?? "";
  const whose = opp ? "their" : "your";
  const who = opp ? "(?:your opponent|they|he|she) puts" : "put";
  const that = "that (?:creature|card|cross gear)";
  const dest = "(into the battle zone|into (?:your|their) hand|into (?:your|their) mana zone|into (?:your|their) graveyard)";
  const toDest = (w: string): string => (/battle/i.test(w) ? "battle" : /hand/i.test(w) ? "hand" : /mana/i.test(w) ? "mana" : "graveyard");
  const base = { whose: opp ? "opponent" : "you", filter: JSON.stringify(filter) };
  const step = (args: Record<string, string | boolean>): EffectStep => ({ do: "handler", name: "reveal-until", args: { ...base, ...args } });
  let m = new RegExp(`^${who} ${that} ${dest},? (?:and |then )?(?:(?:puts?|put) )?the rest(?: of (?:the|those) (?:revealed )?cards)?(?: revealed)? (on the bottom of ${whose} deck in any order|into ${whose} graveyard)$`, "i").exec(b);
  if (m) return { steps: [step({ match: toDest(m[1]), rest: /bottom/i.test(m[2]) ? "bottom" : "graveyard" })], used: 2 };
  // "Put that cross gear, shuffle rest of the revealed cards, and put them on the bottom of your deck." (the engine's
  // reveal-until-put: the card into the battle zone, the rest shuffled onto the bottom)
  if (!opp && new RegExp(`^put ${that},? shuffle (?:the )?rest of the revealed cards,? and put them on the bottom of your deck$`, "i").test(b)) {
    return { steps: [{ do: "reveal-until-put", player: "you", filter }], used: 2 };
  }
  // "Put that card into your hand. Then shuffle your deck.": the other revealed cards stay in the deck, which is shuffled
  m = new RegExp(`^${who} ${that} ${dest}$`, "i").exec(b);
  if (m && new RegExp(`^then,? ${opp ? "(?:your opponent|they|he|she) shuffles their" : "shuffle your"} deck$`, "i").test(sentences[i + 2]?.trim() ?? "")) {
    return { steps: [step({ match: toDest(m[1]), rest: "stay", shuffle: true })], used: 3 };
  }
  // "Put all revealed cards into your mana zone.": the card it stopped at too
  m = new RegExp(`^${who} all (?:the )?(?:revealed cards|cards revealed(?: this way)?) ${dest}$`, "i").exec(b);
  if (m && !/battle/i.test(m[1])) return { steps: [step({ all: true, rest: toDest(m[1]) })], used: 2 };
  return null;
}

/**
 * Misprinted sentences read as meant: "put the top 4 cards of your deck in your graveyard" ("into"); "… that has
 * "blocker." Then put the top card of your deck into your mana zone" (the period inside the quotes ends the sentence).
 */
function misprint(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  const m = /^((?:you may )?put the top (?:card|\d+ cards) of your deck) in your graveyard$/i.exec(s);
  if (m) {
    const st = g.parseClause(`${m[1]} into your graveyard`, ctx);
    return st ? { steps: [st], used: 1 } : null;
  }
  // after "put the top card of your deck into your mana zone" (the sentence before, or the line before on a spell): "If …,
  // (you may) put another card from the top of your deck into your mana zone" is the new top card of the deck
  const another = /^(if .+?, (?:you may )?put) another card from the top of your deck (into your mana zone(?: tapped)?)$/i.exec(s);
  if (another && (i === 0 || /\bput the top card of your deck into your mana zone$/i.test(sentences[i - 1].trim()))) {
    const steps = g.parseEffects(`${another[1]} the top card of your deck ${another[2]}.`, ctx);
    return steps && steps.length > 0 ? { steps, used: 1 } : null;
  }
  const q = /^(.+?)\.(["”]) (then,? .+)$/i.exec(s);
  if (q && !/\.["”] /.test(q[3])) {
    const steps = g.parseEffects(`${q[1]}${q[2]}. ${q[3].charAt(0).toUpperCase()}${q[3].slice(1)}.`, ctx);
    return steps && steps.length > 0 ? { steps, used: 1 } : null;
  }
  return null;
}

/** Sentences read together from i on. */
function multi(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  return perLook(sentences, i, g) ?? lookSaid(sentences, i, ctx, g) ?? searchSaid(sentences, i, g) ?? revealThen(sentences, i, ctx, g) ?? revealUntil(sentences, i, g) ?? faceUpShield(sentences[i]) ?? misprint(sentences, i, ctx, g);
}

export const LANE: Lane = { clause, multi };
