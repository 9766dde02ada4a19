/**
 * Plain-English descriptions of compiled ability data, written from the data (not from the printed text),
 * so a reader sees how the engine understood the card.
 */
import type { CardFilter, Condition, EffectStep, Target, TriggerDef, WatchPattern } from "../engine/defs";
import { describeTurnLog } from "../engine/cond3";
import { describeCount } from "../engine/step-text";

function filterWords(f: CardFilter | undefined, noun = "card", plural = false): string {
  if (!f) return plural ? `${noun}s` : noun;
  const parts: string[] = [];
  if (f.tapped !== undefined) parts.push(f.tapped ? "tapped" : "untapped");
  // "Neo Creature" excludes the G-Neo type by name; saying so adds nothing
  if (f.typeExcludes && !(f.typeExcludes === "G-Neo" && f.typeIncludes === "Neo Creature")) parts.push(`non-${f.typeExcludes.toLowerCase()}`);
  if (f.multicolored !== undefined) parts.push(f.multicolored ? "multicolored" : "non-multicolored");
  if (f.civilization) parts.push(f.civilization === "zero" ? "colorless" : f.civilization);
  if (f.civilizationsAny) parts.push(f.civilizationsAny.join(" or "));
  if (f.civilizationNot) parts.push(f.civilizationNot === "zero" ? "non-colorless" : `non-${f.civilizationNot}`);
  if (f.raceExcludes) parts.push(`non-${f.raceExcludes.join("/non-")}`);
  if (f.raceIncludes) parts.push(f.raceIncludes.join(" or "));
  if (f.declared?.as === "race") parts.push("[the chosen race]");
  if (f.declared?.as === "civilization") parts.push("[the chosen civilization]");
  // choose4: the name of a card chosen earlier in the effect
  if (f.declared?.as === "name") parts.push("[named as the chosen card]");
  if (f.linked !== undefined) parts.push(f.linked ? "linked" : "unlinked");
  let n = f.typeIncludes && f.typeIncludesAny ? `${f.typeIncludes} ${f.typeIncludesAny.join(" or ")}`.toLowerCase() : f.typeIncludes ? f.typeIncludes.toLowerCase() : f.typeIncludesAny ? f.typeIncludesAny.join(" or ").toLowerCase() : noun;
  if (plural) n += "s";
  if (f.keyword) n += ` with ${f.keyword}`;
  const costs = plural ? "cost" : "costs";
  if (f.costAtMost !== undefined) n += ` that ${costs} ${f.costAtMost} or less`;
  if (f.costAtLeast !== undefined) n += ` that ${costs} ${f.costAtLeast} or more`;
  if (f.powerAtMost !== undefined) n += ` with ${f.powerAtMost} power or less`;
  if (f.powerAtLeast !== undefined) n += ` with ${f.powerAtLeast} power or more`;
  if (f.costAboveZoneCount !== undefined) n += ` that ${costs} more than the number of cards in its owner's ${f.costAboveZoneCount}${f.costAboveZoneCount === "mana" ? " zone" : ""}`;
  const c = f.costAtMostCount;
  if (c !== undefined) n += ` that ${costs} ${c.less ? "less than" : "the same as or less than"} the number of cards in ${c.whose === "you" ? "your" : "your opponent's"} ${c.zone}${c.zone === "mana" ? " zone" : ""} (counted as it resolves)`;
  if (f.faceUp !== undefined) n += f.faceUp ? " (face up)" : " (face down)";
  if (f.nameIs !== undefined) n += ` named "${f.nameIs}"`;
  if (f.anyOf) n += f.anyOf.length === 1 ? ` that is also ${filterWords(f.anyOf[0], "card", false)}` : ` (${f.anyOf.map((a) => filterWords(a, noun, false)).join(" or ")})`;
  if (f.declared?.as === "cost") n += ` that ${costs} the same as the chosen number`;
  if (f.declared?.as === "power") n += " whose power is the chosen number";
  if (f.nameIncludes !== undefined) n += plural ? ` that have "${f.nameIncludes}" in their names` : ` that has "${f.nameIncludes}" in its name`;
  if (f.enteredThisTurn !== undefined) n += f.enteredThisTurn ? " put into the battle zone this turn" : " not put into the battle zone this turn";
  if (f.civilizationInZone !== undefined) n += ` that ${plural ? "have" : "has"} the same civilization as a card in its owner's ${f.civilizationInZone}${f.civilizationInZone === "mana" ? " zone" : ""}`;
  if (f.anyOf) return [...parts, n].join(" ") + ` (${f.anyOf.map((g) => filterWords(g, noun, plural)).join(" or ")})`;
  return [...parts, n].join(" ");
}

/** "1 card", "2 Great Mecha King cards": the filter's words in the number the count asks for. */
const counted = (count: number, f: CardFilter | undefined, noun = "card"): string => `${count} ${filterWords(f, noun, count !== 1)}`;

const SUBJECT: Record<string, string> = {
  self: "this card",
  own: "one of your",
  "own-other": "another of your",
  other: "another",
  any: "any",
  opponents: "one of your opponent's",
  affected: "the affected",
  crossed: "the crossed",
  attached: "the attached",
  equipped: "the equipped",
};

function subjectWords(subject: string, filter: CardFilter | undefined): string {
  if (subject === "self") return "this card";
  return `${SUBJECT[subject] ?? subject} ${filterWords(filter, "card", subject === "own" || subject === "own-other" || subject === "opponents")}`;
}

const EVENT: Record<string, string> = {
  destroy: "would be destroyed (put from the battle zone into the graveyard)",
  "leave-battle": "would leave the battle zone",
  "to-graveyard": "would be put into the graveyard",
  discard: "would be discarded",
  "return-to-hand": "would be returned to the hand",
  "from-deck": "would be moved from the deck",
  battle: "would battle",
  draw: "would draw",
  "enter-battle": "would be put into the battle zone",
  "leave-shields": "would leave the shield zone",
  "enter-shields": "would be put into the shield zone",
  break: "would be broken",
  "to-mana": "would be put into the mana zone",
};

export function conditionWords(c: Condition): string {
  switch (c.kind) {
    case "turn":
      return c.whose === "yours" ? "during your turn" : "during your opponent's turn";
    case "source-power-above":
      return `while its power is above ${c.value}`;
    case "shield-force":
      return "while Shield Force applies";
    case "mana-at-least":
      return `with ${c.count} or more cards in your mana zone`;
    case "zone-count-at-least":
      return `with ${c.count} or more cards in your ${c.zone}`;
    case "zone-count":
      return zoneCountWords(c);
    case "source-power-at-most":
      return `while its power is ${c.value} or less`;
    case "attacking":
      return "while it is attacking";
    case "blocking":
      return "while it is blocking";
    case "block-battle":
      return "in the battle of a blocked attack";
    case "battling":
      return c.against ? "while it is battling a matching creature" : "while it is battling";
    case "source-linked":
      return "while it is linked";
    case "source-tapped":
      return c.tapped ? "while it is tapped" : "while it is untapped";
    case "summoned-before-cast":
      return "if you summoned a creature immediately before casting this spell this turn";
    case "source-power-at-least":
      return `while its power is ${c.value} or more`;
    case "zone-count-more":
      return `if you have more ${filterWords(c.filter, "card", true)} in your ${c.zone === "mana" || c.zone === "battle" ? `${c.zone} zone` : c.zone} than your opponent has in theirs`;
    case "this-turn-count":
      return thisTurnWords(c);
    case "source-under-at-least":
      return `with ${c.count} or more cards under this creature`;
    case "not-used-this-attack":
      return `if you haven't used a "${c.keyword.replace(/(^|-)(\w)/g, (_m, d: string, ch: string) => (d ? " " : "") + ch.toUpperCase())}" ability during this attack`;
    case "crossed-with-gear":
      return c.any ? "while one of your creatures is crossed with a cross gear" : "while it is crossed with a cross gear";
    case "first-attack-this-turn":
      return "if it's the first attack this turn";
    case "count-compare": {
      const side = (x: Extract<Condition, { kind: "count-compare" }>["left"]) => `${x.whose === "yours" ? "your" : "your opponent's"} ${filterWords(x.filter, "card", true)} in the ${x.zone === "mana" || x.zone === "battle" ? `${x.zone} zone` : x.zone}`;
      return `if the number of ${side(c.left)} is ${c.orEqual ? "greater than or equal to" : "greater than"} the number of ${side(c.right)}`;
    }
    case "turn-log":
    case "source-broke-shield":
      return `if ${describeTurnLog(c)}`;
    case "distinct-costs": {
      const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
      return `with ${range} different costs among ${c.whose === "yours" ? "your" : "your opponent's"} ${c.zone === "battle" && !c.filter ? "elements" : filterWords(c.filter, "card", true)} in the ${c.zone === "mana" || c.zone === "battle" ? `${c.zone} zone` : c.zone}`;
    }
    case "source-evolution":
      return c.neo ? "while it is a Neo Evolution Creature (a card under it)" : "while it is an evolution creature";
    case "zone-count-sum": {
      const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
      return `with a total of ${range} ${c.parts.map((p) => `${filterWords(p.filter, "card", true)} in ${c.whose === "yours" ? "your" : "your opponent's"} ${p.zone === "mana" || p.zone === "battle" ? `${p.zone} zone` : p.zone}`).join(" and ")}`;
    }
    case "source-evolved-from":
      return `if it evolved from a ${filterWords(c.filter)} (the card right under it)`;
    case "source-in":
      return `if this card is in your ${c.zone}${c.zone === "mana" || c.zone === "hyperspatial" ? " zone" : ""}`;
    case "cast-by-shield-trigger":
      return "if this spell was cast by its shield trigger";
    case "other-broke-shield-this-turn":
      return "if any of your other creatures broke any shields this turn";
    case "no-attack-this-turn":
      return "if no creatures attacked this turn";
    case "mana-all":
      return `all cards in your mana zone are ${[...(c.civilizations ?? []), ...(c.orColorless ? ["colorless"] : [])].join(" or ")}${c.civilizations && c.tapped ? " and " : ""}${c.tapped ? "tapped" : ""}`;
  }
}

/** "if your opponent has already drawn 1 or more cards this turn", "if you have not drawn a card this turn yet". */
function thisTurnWords(c: Extract<Condition, { kind: "this-turn-count" }>): string {
  const who = c.whose === "yours" ? "you" : "your opponent";
  const what = c.what === "drawn" ? "drawn" : "put into the battle zone";
  const noun = c.what === "drawn" ? "card" : "creature";
  if (c.atMost === 0 && c.atLeast === undefined) return `if ${who} ${c.whose === "yours" ? "have" : "has"} not ${what} a ${noun} yet this turn (this is the first)`;
  const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
  return `if ${who} ${c.whose === "yours" ? "have" : "has"} already ${what} ${range} ${noun}s this turn (this one not counted)`;
}

/** "with 3 or more cards in your mana zone", "while your opponent has no creatures in the battle zone". */
export function zoneCountWords(c: Extract<Condition, { kind: "zone-count" }>): string {
  const whose = c.whose === "yours" ? "your" : c.whose === "either" ? "a player's" : c.whose === "total" ? "both players' (in total)" : "your opponent's";
  // the filter in words ("cards (face down)", "light cards"), as the card says it; "other" when the source doesn't count
  const what = `${c.excludeSource ? "other " : ""}${c.filter ? filterWords(c.filter, "card", true) : "cards"}`;
  if (c.atMost === 0) return `with no ${what} in ${whose} ${c.zone}`;
  if (c.atLeast !== undefined && c.atLeast === c.atMost) return `with exactly ${c.atLeast} ${c.atLeast === 1 ? what.replace(/s$/, "") : what} in ${whose} ${c.zone}`;
  const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
  return `with ${range} ${what} in ${whose} ${c.zone}`;
}

export function describeWatch(w: WatchPattern, conditions: Condition[] = []): string {
  let s =
    w.event === "lose"
      ? `${w.subject === "opponents" ? "your opponent" : "you"} would lose the game (receiving a direct attack, 703.4a, which is the other player's win, 104.2a; or by a card's effect, 104.2c)`
      : w.event === "draw"
        ? `${w.subject === "opponents" ? "your opponent" : "you"} would draw a card`
        : `${subjectWords(w.subject, w.filter)} ${EVENT[w.event] ?? w.event}`;
  if (w.bySource) s += " by this creature";
  if (w.notFrom) s += ` from anywhere other than its owner's ${w.notFrom}${w.notFrom === "mana" ? " zone" : ""}`;
  if (w.notTo) s += ` to anywhere other than its owner's ${w.notTo}${w.notTo === "mana" ? " zone" : ""}`;
  if (w.notSummoned) s += " in any way except by summoning (701.3a)";
  if (w.from) s += ` from its owner's ${w.from}${w.from === "mana" ? " zone" : w.from === "battle" ? " zone" : ""}`;
  if (w.castFrom) s += ` (a spell cast from the ${w.castFrom === "mana" ? "mana zone" : w.castFrom})`;
  if (w.lostBattle) s += w.lostBattle === "source" ? " as the loser of a battle with this creature (115.3b)" : " as the loser of a battle (115.3b)";
  if (w.byOpponent) s += w.byOpponent === "spell-or-ability" ? " by an opponent's spell or ability" : w.byOpponent === "spell" ? " by an opponent's spell" : " by an opponent's spell or the ability of their creature in the battle zone";
  for (const c of conditions) s += `, ${conditionWords(c)}`;
  return s;
}

/** A handler's filter argument (a CardFilter as JSON) in words. */
function argFilter(v: unknown): string {
  try {
    return filterWords(JSON.parse(String(v)) as CardFilter, "card", true);
  } catch {
    return "matching cards";
  }
}

export function describeTarget(t: Target): string {
  if ("self" in t) return "this card";
  if ("eventCard" in t) return "that card";
  if ("eventOther" in t) return "the other creature";
  // choose4's keep-rest remembers the cards not kept as "rest-N"
  if ("remembered" in t) return /^rest-\d+$/.test(t.remembered) ? "the rest (the ones not kept)" : "the chosen creature(s)";
  if ("choose" in t) {
    const c = t.choose;
    if (c.underSource) return `${c.upTo ? "up to " : ""}${typeof c.count === "number" ? counted(c.count, c.filter) : `${c.count} ${filterWords(c.filter)}(s)`} under this creature (chosen by you; each leaves the stack alone, 109.2a)`;
    const whose = c.player === "you" ? "your" : c.player === "opponent" ? "your opponent's" : "any player's";
    const zone = c.zone === "battle" ? "" : c.zone === "shields" ? " in the shield zone" : c.zone === "hand" ? " in the hand" : ` in the ${c.zone}${c.zone === "mana" ? " zone" : ""}`;
    const also = (c.alsoZones ?? []).map((z) => ` or the ${z === "mana" || z === "hyperspatial" ? `${z} zone` : z}`).join("");
    // card-designating (109.2a): a card of any type, a card under a stack included
    if (c.cardDesignating) return `${c.upTo ? "up to " : ""}${c.count} of ${whose} ${c.excludeSelf ? "other " : ""}${filterWords(c.filter, "card", true)} in the battle zone (card-designating: only that card, 109.2a)${c.chooser === "owner" ? " (chosen by its owner)" : ""}`;
    const total = (c.total ? ` that have total ${c.total.of} ${c.total.atMost} or less` : "") + (c.powerBelowSource ? " that have less power than this creature" : "");
    // a count made as the effect runs: "that many" (the cards an earlier step moved), or "as many as" a count of a zone
    if (typeof c.count === "object") return `${c.upTo ? "up to " : ""}${"counted" in c.count ? "that many" : `as many as ${describeCount(c.count)}`} of ${whose} ${c.excludeSelf ? "other " : ""}${filterWords(c.filter, c.zone === "battle" ? "creature" : "card", true)}${total}${zone}${also}${c.chooser === "owner" ? " (chosen by its owner)" : ""}`;
    return `${c.upTo ? "up to " : ""}${c.count} of ${whose} ${c.excludeSelf ? "other " : ""}${filterWords(c.filter, c.zone === "battle" ? "creature" : "card", true)}${total}${zone}${also}${c.chooser === "owner" ? " (chosen by its owner)" : ""}`;
  }
  const a = t.all;
  const whose = a.player === "you" ? "your " : a.player === "opponent" ? "your opponent's " : "";
  if (a.cardDesignating) return `all ${whose}${filterWords(a.filter, "card", true)} in the battle zone (card-designating: each card on its own, 200.3a)`;
  if (a.zone === "hand") return `all ${whose}${filterWords(a.filter, "card", true)} in the hand`;
  return `all ${whose}${filterWords(a.filter, "creature", true)}${a.powerAtMost !== undefined ? ` with ${a.powerAtMost} power or less` : ""}${a.powerBelowSource ? " that have less power than this creature" : ""}`;
}

export function describeStep(s: EffectStep): string {
  const may = s.optional ? "you may " : "";
  let d: string;
  switch (s.do) {
    case "destroy":
    case "tap":
    case "untap":
    case "flip":
      d = `${s.do} ${describeTarget(s.target)}`;
      break;
    case "return-to-hand":
      d = `put ${describeTarget(s.target)} into its owner's hand`;
      break;
    case "put-into-hand":
      d = s.break ? `break ${describeTarget(s.target)} (put into its owner's hand as a break)` : `put ${describeTarget(s.target)} into its owner's hand`;
      break;
    case "put-into-mana":
      d = `put ${describeTarget(s.target)} into its owner's mana zone${s.tapped ? " tapped" : ""}${s.faceDown ? " face down" : ""}`;
      break;
    case "put-into-battle":
      d = `put ${describeTarget(s.target)} into the battle zone${s.equipTo ? `; a weapon put is equipped to ${describeTarget(s.equipTo)} (305.2)` : ""}`;
      break;
    case "to-graveyard":
      d = `put ${describeTarget(s.target)} into its owner's graveyard`;
      break;
    case "to-hyperspatial":
      d = `put ${describeTarget(s.target)} into its owner's hyperspatial zone`;
      break;
    case "put-under":
      d = `put ${describeTarget(s.cards)} under ${describeTarget(s.onto)}`;
      break;
    case "shuffle-into-deck":
      d = `shuffle ${describeTarget(s.target)} into its owner's deck`;
      break;
    case "discard":
      d = `${s.player === "you" ? "you discard" : "your opponent discards"} ${s.upTo ? "up to " : ""}${s.count === "all" ? "their hand" : counted(s.count, s.filter)}${s.chooser === "random" ? " at random" : ""}`;
      break;
    case "draw":
      d = `${s.player === "you" ? "draw" : "your opponent draws"} ${s.upTo ? "up to " : ""}${typeof s.count === "number" ? s.count : "a number of"} card(s)${typeof s.count === "number" ? "" : " (one for each card counted)"}`;
      break;
    case "deck-to-zone":
      d = `put the top ${s.count} card(s) of ${s.player === "you" ? "your" : "your opponent's"} deck into the ${s.to} zone`;
      if (s.faceDown) d += " face down";
      if (s.faceUp) d += " face up";
      // deck4: a count made as the step resolves
      if (s.countBy !== undefined && typeof s.countBy === "object") d = d.replace(`the top ${s.count} card(s)`, `the top card(s), as many as ${"counted" in s.countBy ? "that many" : describeCount(s.countBy)},`);
      break;
    case "stay":
      d = "it stays in the battle zone";
      break;
    case "shuffle":
      d = `${s.player === "you" ? "shuffle your deck" : "your opponent shuffles their deck"}${s.thenOnTop ? ", then put the card chosen on top of it" : ""}`;
      break;
    case "put-on-deck":
      d = `put ${describeTarget(s.target)} on the ${s.positionChosenBy ? `top or the bottom (as ${s.positionChosenBy === "owner" ? "its owner" : "you"} choose${s.positionChosenBy === "owner" ? "s" : ""})` : s.position} of its owner's deck`;
      break;
    case "grant": {
      const what = [
        s.power !== undefined ? `${s.power >= 0 ? "+" : ""}${s.power} power${s.powerEach ? ` for each ${s.powerEach.filter ? filterWords(s.powerEach.filter, "card") : "card"} in ${s.powerEach.whose === "yours" ? "your" : s.powerEach.whose === "opponents" ? "your opponent's" : "each player's"} ${s.powerEach.zone} (counted once, 608.2b)` : ""}` : "",
        ...(s.keywords ?? []),
        s.cantAttack ? `can't attack${s.cantAttack === "any" ? "" : ` ${s.cantAttack}`}` : "",
        s.doesntUntap ? "doesn't untap" : "",
        s.extraBreaks ? `breaks ${s.extraBreaks} additional shield(s)` : "",
        s.mustAttack ? "attacks if able" : "",
        s.cantBeDestroyed ? "can't be destroyed" : "",
        s.cantLeave ? "can't leave the battle zone" : "",
        s.cantBeBlocked ? "can't be blocked" : "",
        s.cantBlock ? "can't block" : "",
        ...(s.replacements ?? []).map((r) => `"whenever ${describeWatch(r.watches, r.conditions)}, ${r.optional ? "you may " : ""}${describeSteps(r.instead)} instead"`),
      ].filter(Boolean);
      const until = s.until === "end-of-turn" ? "until the end of the turn" : s.until === "opponents-next-untap" ? "through the untap at the start of your opponent's next turn" : "until the start of your next turn";
      d = `${describeTarget(s.to)}: ${what.length > 0 ? what.join(", ") : "an effect the engine does not act on"} (${until})`;
      break;
    }
    case "look-at-top": {
      const ch = s.choose;
      const where = ch.to === "deck" ? `on the ${ch.position ?? "top"} of the deck` : ch.to === "battle" ? "into the battle zone" : `into the ${ch.to}${ch.to === "mana" ? " zone" : ""}`;
      const also = (s.also ?? []).map((x) => `, then ${x.upTo ? "up to " : ""}${x.filter ? counted(x.count, x.filter) : `${x.count} more`} ${x.to === "deck" ? `on the ${x.position ?? "top"} of the deck` : x.to === "battle" ? "into the battle zone" : `into the ${x.to}${x.to === "mana" ? " zone" : ""}`}`).join("");
      const rest = s.rest === "stay" ? "stay in place" : s.rest === "bottom" ? "on the bottom of the deck" : s.rest === "top" ? "back on top of the deck in an order you pick" : `into the ${s.rest}${s.rest === "mana" ? " zone" : ""}${s.restTapped ? " tapped" : ""}`;
      d = ch.cast
        ? `look at the top ${s.count} card(s) of ${s.player === "you" ? "your" : "your opponent's"} deck; cast ${ch.upTo ? "up to " : ""}${counted(ch.count, ch.filter)} among them for no cost; the rest: ${rest}${s.restUnmatched ? " (only the cards not of that kind)" : ""}${s.restOptional ? " (if you like)" : ""}`
        : `look at the top ${s.count} card(s) of ${s.player === "you" ? "your" : "your opponent's"} deck; put ${ch.upTo ? "up to " : ""}${counted(ch.count, ch.filter)} among them ${ch.toAny ? `into one of: ${ch.toAny.map((d) => `${d.to}${d.tapped ? " (tapped)" : ""}`).join(", ")} (for each card, your pick)` : where}${ch.tapped ? " tapped" : ""}${also}; the rest: ${rest}${s.restUnmatched ? " (only the cards not of that kind)" : ""}${s.restOptional ? " (if you like)" : ""}`;
      // deck4: a count made as the step resolves
      if (s.lookCount !== undefined && typeof s.lookCount === "object") d = d.replace(`look at the top ${s.count} card(s)`, `look at the top card(s), as many as ${"counted" in s.lookCount ? "that many" : describeCount(s.lookCount)},`);
      break;
    }
    case "choose":
      d = `choose ${describeTarget(s.target)}`;
      break;
    case "chosen-player":
      d = `choose a player (you or your opponent); that player (as "you" below): ${describeSteps(s.then)}`;
      break;
    case "declare":
      d = s.what === "race" ? "choose a race (an existing race, not a part of one: 203.4)" : s.what === "civilization" ? "choose a civilization (one of the five; not colorless: 106.3)" : `choose a number${s.atMost !== undefined ? ` from ${s.atLeast ?? 0} to ${s.atMost}` : s.atLeast !== undefined ? ` of ${s.atLeast} or more` : " (0 or more: 108.1a)"}`;
      break;
    case "if":
      d = `if (${s.conditions.map(conditionWords).join(" and ")}): ${describeSteps(s.then)}${s.else ? `; otherwise: ${describeSteps(s.else)}` : ""}`;
        break;
    case "battle":
      d = `${describeTarget(s.a)} battles ${describeTarget(s.b)}`;
      break;
    case "handler":
      d = s.name === "turn-mana-face-up" ? `turn ${s.args?.count ?? 1} face-down card(s) in your mana zone face up (they stay in the mana zone)` : `the engine's handler "${s.name}"`;
      if (s.name === "turn-mana-face-down") d = `turn ${s.args?.count ?? 1} face-up card(s) in your mana zone face down (they stay in the mana zone)`;
      if (s.name === "look-at") d = `look at ${s.args?.whose === "you" ? "your" : "your opponent's"} ${[s.args?.hand ? "hand" : "", s.args?.shields ? "shields" : "", s.args?.deckTop ? "top card of the deck" : ""].filter(Boolean).join(" and ")} (nothing moves)`;
      if (s.name === "each-player-discard") d = s.args?.count === "all" ? `each player discards ${s.args.filter ? `all ${argFilter(s.args.filter)} in their hand` : "their whole hand"} (all at once)` : `each player, the turn player first, chooses ${s.args?.count ?? 1} card(s) from their hand; then all are discarded at once`;
      if (s.name === "each-player-top") d = `each player puts the top ${s.args?.count ?? 1} card(s) of their deck into their ${s.args?.to === "graveyard" ? "graveyard" : "mana zone"}${s.args?.tapped ? " tapped" : ""} (all at once)`;
      // cost4: the reveal done while summoning, and the reduction of a next use (recorded, not acted on: no mana is paid)
      if (s.name === "reveal-from-hand") d = `reveal ${s.args?.creature === true ? "an evolution creature" : `a card that costs ${String(s.args?.costAtLeast)} or more`} from your hand to your opponent (it stays in the hand)`;
      if (s.name === "cost-next") d = `the next ${[s.args?.race ? String(s.args.race) : "", s.args?.what === "spell" ? "spell" : s.args?.what === "card" ? "card" : s.args?.race ? "" : "creature"].filter(Boolean).join(" ")} you ${String(s.args?.use)} this turn ${s.args?.may === true ? "may cost" : "costs"} ${s.args?.upTo === true ? "up to " : ""}${String(s.args?.less)} less (it can't cost less than ${String(s.args?.floor)}); the engine records this but does not act on it (it pays no mana cost)`;
      if (s.name === "each-player-choose") {
        const a = s.args ?? {};
        const what = a.zone === "battle" ? (a.elements ? "element(s)" : "creature(s)") : a.zone === "shields" ? "shield(s)" : `card(s) in their ${String(a.zone)} zone`;
        const to = a.to === "destroy" ? "destroyed" : a.to === "mana" ? "put into the mana zone" : a.to === "hand" ? "returned to the hand" : "put into the graveyard";
        d = `${a.opponentOnly ? "your opponent" : "each player, the turn player first,"} chooses ${String(a.count ?? 1)} of their own ${what}${a.filter ? ` (only ${argFilter(a.filter)})` : ""}; then all chosen are ${to} at once`;
      }
      if (s.name === "generate-from-hand") d = "generate a cross gear from your hand for no cost (it is put into the battle zone, 701.16a)";
      if (s.name === "reveal-until") {
        const a = s.args ?? {};
        const whose = a.whose === "opponent" ? "your opponent's" : "your";
        const rest = a.rest === "bottom" ? "on the bottom of the deck (in an order its owner picks)" : a.rest === "stay" ? "stay in the deck" : `into the ${String(a.rest)}${a.rest === "mana" ? " zone" : ""}`;
        d = `reveal cards from the top of ${whose} deck until one is ${argFilter(a.filter)}; ${a.all ? `all the revealed cards go ${rest}` : `that card goes into the ${String(a.match)}${a.match === "mana" ? " zone" : ""}, the rest ${rest}`}${a.shuffle ? "; then the deck is shuffled" : ""}`;
      }
      if (s.name === "reveal-top") d = "reveal the top card of your deck (it stays on top)";
      if (s.name === "deck-under-shield") d = `put ${s.args?.upTo ? `up to ${String(s.args.count)} cards (a number you choose) from the top of your deck` : "the top card of your deck"} face down under ${s.args?.each ? "each of your shields, one at a time" : "one of your shields (your choice)"} (each stack is still one shield, 113.2)`;
      if (s.name === "each-player-draw") d = `each player, the turn player first, ${s.args?.may ? "may draw" : s.args?.upTo ? "draws up to" : "draws"} ${s.args?.count ?? 1} card(s)`;
      // choose4 (lib/engine/choose4.ts)
      if (s.name === "name-of") d = "note the chosen card's name";
      if (s.name === "keep-rest") {
        const a = s.args ?? {};
        const whose = a.who === "opponent" ? "your opponent's" : "your";
        const by = a.who === "opponent" ? (a.chooser === "controller" ? "you choose" : "your opponent chooses") : "you choose";
        d = `${by} ${String(a.keep ?? 1)} of ${whose} ${a.zone === "mana" ? "cards in the mana zone" : "creatures"} to keep${a.zone === "mana" && a.to === "graveyard" ? "; the rest are put into the graveyard (all at once)" : ""}`;
      }
      if (s.name === "owner-draws") d = `the chosen card's owner ${s.args?.may ? "may draw" : "draws"} ${String(s.args?.count ?? 1)} card(s)`;
      if (s.name === "draw-cost-of") d = "draw as many cards as the chosen creature's cost";
      if (s.name === "chooses-zone") d = `${s.args?.who === "you" ? "you choose" : "your opponent chooses"} whether the chosen card goes to its owner's mana zone or hand, and it is put there`;
      if (s.name === "random-hand-to-mana") d = `put ${String(s.args?.count ?? 1)} card(s) of ${s.args?.who === "you" ? "your" : "your opponent's"} hand, picked at random, into their owner's mana zone`;
      // body4: winning / losing by a card's effect (104.2c)
      if (s.name === "win-game") d = "you win the game (your opponent loses, 104.2c)";
      if (s.name === "lose-game") d = "you lose the game (104.2c)";
      if (s.name === "draw-until") d = `draw cards one at a time until you have ${s.args?.count ?? "?"} cards in your hand`;
      if (s.name === "turn-player-draw") d = `the player whose turn it is may draw a card${s.args?.discard ? "; if they do, they discard a card" : ""}`;
      if (s.name === "mana-count-to-mana") d = `count the cards in your mana zone and put that many cards from the top of your deck into your mana zone${s.args?.tapped ? " tapped" : ""}`;
      break;
    case "replacement-effect":
      d = `until the end of the turn: ${s.replacements.map((r) => `whenever ${describeWatch(r.watches, r.conditions)}, ${r.optional ? "you may " : ""}${describeSteps(r.instead)} instead`).join("; ")} (a replacement effect, not locked in: it applies to cards put later too, 609.1)`;
      break;
    case "shieldify":
      d = s.onShield
        ? `put ${describeTarget(s.target)} on top of one of your shields${s.faceUp ? " face up" : ""} (not a new shield: the stack is one shield, 113.2)`
        : `put ${describeTarget(s.target)} into the shield zone as a new ${s.faceUp ? "face-up " : ""}shield`;
      break;
    case "psychic-link":
      d = `if you have ${s.with.join(" and ")} in the battle zone, flip them and this creature and link them into one Psychic Super Creature (Psychic Link, 805.1c)`;
      break;
    case "cores-under":
      d = `put ${s.count} of its forbidden cores under this card (309.6; impossible with fewer cores left)`;
      break;
    case "rock-paper-scissors":
      d = `play Rock-Paper-Scissors with your opponent (each chooses rock, paper or scissors; a tie is played again); if you win: ${describeSteps(s.win)}${s.lose ? `; if you lose: ${describeSteps(s.lose)}` : ""}`;
      break;
    case "gachinko-judge":
      if (s.untilLose) {
        d = `play Gachinko Judge (701.21a/b) until you lose or choose to stop after a win; then for each win: ${describeSteps(s.then)}`;
        break;
      }
      d = `play Gachinko Judge (each player reveals the top card of their deck and puts it on the bottom, 701.21a); if you win (your card costs the same as or more than your opponent's, 701.21b): ${describeSteps(s.then)}`;
      break;
    case "reveal-until-put":
      d = `reveal cards from the top of ${s.player === "you" ? "your" : "your opponent's"} deck until you reveal a ${filterWords(s.filter, "card")}; put it into the battle zone; shuffle the rest and put them on the bottom of the deck`;
      break;
    case "cast-spell-side":
      d = `cast this card's spell side for no cost${s.from.length === 1 && s.from[0] === "battle" ? " (the card stays in the battle zone)" : ` from the ${s.from.join(", ")} zone (if it is still there)`}`;
      break;
    case "evolve-self-onto":
      d = `put this creature from your ${s.from.join(" or ")} onto ${describeTarget(s.onto)} (it evolves; an attacking creature that evolves goes on attacking, 801.2a)`;
      break;
    case "cast-self":
      d = `cast this spell for no cost from your ${s.from.join(" or ")} (if it is still there)`;
      break;
    case "discard-event-card":
      d = "discard that card (if it is still in your hand)";
      break;
    case "summon-self":
      d = `summon this creature for no cost from your ${s.from.join(" or ")}${s.from.length === 1 && s.from[0] === "hand" ? "" : " zone"} (if it is still there)`;
      break;
    case "at-end-of-turn":
      d = `at the end of this turn, ${describeSteps(s.effect)}${s.ifSourceIn ? ` (only if this card is still in the ${s.ifSourceIn} zone)` : ""}`;
      break;
    case "at-start-of-your-next-turn":
      d = `at the start of your next turn, ${describeSteps(s.effect)}`;
      break;
    case "after-cast-instead":
      d = `after this spell is cast, when it would be put into the graveyard, ${describeSteps(s.instead)} instead (a replacement effect the spell creates for its own move: it applies before any other, 609.8a)`;
      break;
    case "cast-spell": {
      const zones = s.from.map((z) => (z === "mana" || z === "hyperspatial" ? `${z} zone` : z)).join(" or ");
      d = `cast ${s.upTo ? "up to " : ""}${s.count ?? 1} ${filterWords(s.filter ? { ...s.filter, typeIncludes: "Spell" } : { typeIncludes: "Spell" }, "spell", (s.count ?? 1) > 1)} from ${s.player === "opponent" ? "your opponent's" : "your"} ${zones} for no cost (only spell cards are offered, not twinpacts)`;
      if (s.afterCast) d += `; a replacement effect for each spell cast this way, for that one event: when it would be put into the graveyard after it resolves, ${describeSteps(s.afterCast)} instead (609; its own Charger-like replacement applies first, 609.8a; also when it was cast from the graveyard, 409.2b)`;
      break;
    }
    case "choose-one":
      d = `choose ${s.count ?? 1} of${s.repeat ? " (the same one may be chosen again)" : ""}: ${s.modes.map((m) => `(${describeSteps(m.steps)})`).join(" or ")}`;
      break;
    case "seal":
      d = `put ${s.count && s.count > 1 ? `${s.count} seals` : "a seal"} on ${describeTarget(s.target)} (the top card of its owner's deck, face down, 116.1a; it stays where it is, sealed, and a sealed creature is ignored, 116.2a)`;
      break;
    case "player-limit":
      d = `${s.who === "you" ? "you" : "your opponent"} can't ${[s.cantCast ? "cast spells" : "", s.cantSummon ? "summon creatures" : ""].filter(Boolean).join(" or ")}${s.filter ? ` that are ${filterWords(s.filter, "card", false)}` : ""} ${s.until === "end-of-turn" ? "this turn" : "until the start of your next turn"} (101.2)`;
      break;
    case "if-count":
      // "Put the top card of your deck into your mana zone. If it's a Dragon, …"
      d = s.filter && typeof s.count === "object" && "counted" in s.count && s.atLeast === 1 && s.atMost === undefined ? `if the card put that way is a ${filterWords(s.filter, "card", false)}: ${describeSteps(s.then)}` : s.do;
      break;
    default:
      d = s.do;
  }
  let out = may + d;
  if (s.ifYouDo && s.ifYouDo.length > 0) out += `; if you do: ${s.ifYouDo.map(describeStep).join(", then ")}`;
  if (s.ifYouDont && s.ifYouDont.length > 0) out += `; if you don't: ${s.ifYouDont.map(describeStep).join(", then ")}`;
  return out;
}

export const describeSteps = (steps: EffectStep[]): string => steps.map(describeStep).join(", then ");

const TRIGGER: Record<string, string> = {
  "turn-start": "'s turn starts",
  "turn-end": "'s turn ends",
  destroyed: "is destroyed",
  "put-into-battle": "is put into the battle zone",
  attacks: "attacks",
  battles: "battles",
  discarded: "is discarded",
  "returned-to-hand": "is returned to the hand",
  attached: "is attached to a creature",
  tapped: "becomes tapped (by an effect, or by attacking)",
  attacked: "is attacked",
  chosen: "is chosen by your opponent",
  "attack-ended": "has attacked (its attack is over)",
  "block-ended": "has blocked (the attack it blocked is over)",
  evolved: "is put into the battle zone as an evolution creature (on top of its sources, 801.1)",
  "became-source": "becomes an evolution source (an evolution creature is put on top of it, 801.1)",
  links: "links with another God (804.1a)",
  "revolution-changed": "is put into the battle zone by its Revolution Change (701.26a)",
  flipped: "is flipped to this side (a dragheart's Dragsolution, 701.22a)",
  "shield-trigger-used": "is used by its shield trigger (509.5e)",
  "shield-to-hand": "is put into your hand from your shield zone",
  untapped: "becomes untapped",
  "loses-battle": "loses a battle",
  unblocked: "attacks and isn't blocked (no blocker was designated, 507.3c)",
  "enters-shields": "is put into the shield zone",
  "leaves-shields": "leaves the shield zone",
  draws: "is drawn",
  "put-into-mana": "is put into the mana zone",
  "put-into-graveyard": "is put into the graveyard",
  "leaves-battle": "leaves the battle zone",
  "wins-battle": "wins a battle",
  blocks: "blocks",
  blocked: "is blocked",
  cast: "is cast",
  summoned: "is summoned",
  evolves: "evolves",
  unsealed: "has its last seal removed (701.25)",
};

export function describeTrigger(t: TriggerDef): string {
  return `when ${subjectWords(t.on.subject, t.on.filter)} ${TRIGGER[t.on.event] ?? t.on.event}${t.on.to ? ` and is put into the ${t.on.to.join(", ")} zone` : ""}${t.on.bySummon ? " by being summoned" : ""}${t.on.firstThisTurn ? " for the first time this turn" : ""}${t.on.target ? ` (attacking ${t.on.target === "player" ? "a player" : "a creature"})` : ""}${t.on.from ? ` from the ${t.on.from.join(", ")} zone` : ""}${t.on.bySummon === false ? " not by being summoned" : ""}${t.activeIn === "hand" ? " while this card is in your hand (its use is declared, 603.2f)" : ""}${t.on.faceUp ? " face up" : ""}${t.on.byOpponent ? " by an opponent's spell or the ability of an opponent's creature" : ""}${t.activeIn === "mana" || t.activeIn === "graveyard" || t.activeIn === "shields" ? ` (the ability functions in the ${t.activeIn === "mana" ? "mana zone" : t.activeIn === "shields" ? "shield zone" : "graveyard"}, 110.4g)` : ""}${t.optional ? ", you may" : ","} ${describeSteps(t.effect)}`;
}

/** A "trigger-replacement" static (r2-shield): which abilities' triggering it replaces, and how. */
export function describeTriggerReplacement(st: Extract<import("../engine/defs").StaticDef, { kind: "trigger-replacement" }>): string {
  const side = st.whose === "yours" ? "your" : "your opponent's";
  const card = filterWords(st.filter, "card");
  const event = { "put-into-battle": `${side === "your" ? "you put" : "your opponent puts"} a ${card} into the battle zone`, destroyed: `one of ${side} ${filterWords(st.filter, "creature", true)} is destroyed` }[st.on];
  const which =
    st.abilities === "event-card" ? "an ability of that card that triggers on it" : st.abilities === "event-card-this" ? `that card's own "this creature" ability that triggers on it` : `an ability of one of ${side} creatures that triggers on it`;
  const conds = st.conditions?.length ? ` (this ability works only ${st.conditions.map(conditionWords).join(", and ")})` : "";
  return `when ${event}, ${which} ${st.mode === "none" ? "does not trigger" : "triggers twice"} instead${conds}`;
}

/** A condition in words (for templates outside this file). */
export const describeConditionWords = (c: Condition): string => conditionWords(c);
