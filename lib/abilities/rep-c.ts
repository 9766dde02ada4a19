/**
 * Replacement sentences (609) of issue 14, part C: shapes the general "When X would E, S instead." reader in
 * templates.ts does not know, given to it through small hooks (each returns null when the shape is not its own):
 *  - present-tense battle losses read as the replaced destruction ("whenever your Hunters lose a battle, they stay in
 *    the battle zone instead": the loser of a battle is destroyed, 115.3b);
 *  - subjects and events: "one of your elements", "a player would put a creature except by summoning", "a card would
 *    be put into your graveyard from your mana zone", "this creature would be put into your mana zone from anywhere
 *    other than your hand", "would lose a battle (with this creature) and be destroyed", "would be destroyed while
 *    battling this creature", "your opponent would put a card from anywhere other than their hand", "a third or
 *    subsequent creature this turn", "draw a card for the first time each turn";
 *  - conditions: "if you have more creatures in the battle zone than your opponent", "if your opponent had put 2 or
 *    more other creatures this turn", "if it's not the first card they drew this turn";
 *  - substitutes: "put it into your shields", a replaced draw's "puts it into their mana zone" (the card that would be
 *    drawn: the top card of the deck, 114.1).
 * And a static: "While this creature has power N or more, it has "triple breaker" [instead of "double breaker"]."
 */
import type { CardFilter, Condition, EffectStep, Subject, WatchPattern } from "../engine/defs";
import type { ZoneName } from "../engine/types";
import { keywordId, normalise } from "./grammar";
import type { Template } from "./template-types";

export interface RepcSubj {
  subject: Subject;
  filter?: CardFilter;
}

export interface RepcEv {
  event: WatchPattern["event"];
  conditions: Condition[];
  activeIn?: "anywhere";
  notFrom?: ZoneName;
  notSummoned?: boolean;
  /** Watch fields the general reader has no slot for (from, lostBattle). */
  extra?: Pick<WatchPattern, "from" | "lostBattle">;
}

/** Present-tense wordings of a replaced battle loss, read as "would ... be destroyed". */
export function repcRewrite(line: string): string {
  return (
    line
      // "Whenever your Hunters lose a battle, they stay in the battle zone instead." (the loser is destroyed, 115.3b)
      .replace(/^(when|whenever) ((?:one of |any of )?your [\w' -]+?) lose a battle, (.+ instead)$/i, "$1 $2 would lose a battle and be destroyed, $3")
      // "Whenever a creature loses a battle with this creature and would be destroyed, ..."
      .replace(/^(when|whenever) (a creature|one of your opponent's creatures) loses a battle with this creature and would be destroyed, /i, "$1 $2 would lose a battle with this creature and be destroyed, ")
      // "Whenever one of your opponent's creatures battles with this creature and is destroyed, ..."
      .replace(/^(when|whenever) (one of your opponent's creatures) battles with this creature and is destroyed, /i, "$1 $2 would be destroyed while battling this creature, ")
      // "would put a command or dragon": the race words, printed in lower case
      .replace(/ would put a command or dragon, /i, " would put a Command or Dragon, ")
  );
}

/** "one of your elements", "your elements": any of your objects in the battle zone (no card type). */
export function repcSubject(t: string): RepcSubj | null {
  const m = /^(one of your other|one of your|your other|your|one of your opponent's|your opponent's) elements?$/i.exec(t.trim());
  if (!m) return null;
  return { subject: /opponent/i.test(m[1]) ? "opponents" : /other/i.test(m[1]) ? "own-other" : "own" };
}

/**
 * Subject and event together, for the shapes whose event words depend on the subject. `parseSubject` is the general
 * reader's (passed in to keep this file free of an import cycle).
 */
export function repcSubjectEvent(s: string, e: string, parseSubject: (s: string) => RepcSubj | null): { subj: RepcSubj; ev: RepcEv } | null {
  const subjText = s.trim();
  const ev = e.trim();
  // "would lose a battle [with this creature] and be destroyed", "would be destroyed while battling this creature":
  // the destruction of the battle's loser (115.3b); in a battle, that is the only destruction (slayer's comes after it)
  const lost = /^lose a battle( with this creature)? and be destroyed$/i.exec(ev);
  const whileBattling = /^be destroyed while battling this creature$/i.test(ev);
  if (lost || whileBattling) {
    const subj = parseSubject(subjText);
    if (!subj) return null;
    const vsSource = whileBattling || !!lost?.[1];
    if (vsSource && subj.subject === "self") return null;
    return { subj, ev: { event: "destroy", conditions: [], extra: { lostBattle: vsSource ? "source" : "any" } } };
  }
  // "Whenever a player would put a creature except by summoning" (701.3a: summoning is the other way)
  if (/^a player$/i.test(subjText) && /^put a creature (?:into the battle zone )?(?:except by summoning|in any way except by summoning)$/i.test(ev)) {
    return { subj: { subject: "any", filter: { typeIncludes: "Creature" } }, ev: { event: "enter-battle", conditions: [], notSummoned: true } };
  }
  // "Whenever a card would be put into your graveyard from your mana zone"
  const fromZone = /^be put into your graveyard from your (mana zone|hand|shield zone|deck)$/i.exec(ev);
  if (/^a card$/i.test(subjText) && fromZone) {
    const from: ZoneName = ({ "mana zone": "mana", hand: "hand", "shield zone": "shields", deck: "deck" } as const)[fromZone[1].toLowerCase() as "mana zone"];
    return { subj: { subject: "own" }, ev: { event: "to-graveyard", conditions: [], extra: { from } } };
  }
  // "Whenever this creature would be put into your mana zone from anywhere other than your hand": this card's own
  // ability, wherever the card is
  if (/^this (?:creature|card)$/i.test(subjText) && /^be put into your mana zone from anywhere other than your hand$/i.test(ev)) {
    return { subj: { subject: "self" }, ev: { event: "to-mana", conditions: [], activeIn: "anywhere", notFrom: "hand" } };
  }
  if (/^(?:your opponent|an opponent)$/i.test(subjText)) {
    // "would put a card from anywhere other than their hand": any card of theirs put into the battle zone
    if (/^put a card (?:into the battle zone )?from anywhere other than their hand$/i.test(ev)) {
      return { subj: { subject: "opponents" }, ev: { event: "enter-battle", conditions: [], notFrom: "hand" } };
    }
    // "would put a third or subsequent creature this turn": 2 or more creatures already put this turn
    if (/^put a third or subsequent creature this turn$/i.test(ev)) {
      return {
        subj: { subject: "opponents", filter: { typeIncludes: "Creature" } },
        ev: { event: "enter-battle", conditions: [{ kind: "this-turn-count", what: "creatures-put", whose: "opponents", atLeast: 2 }] },
      };
    }
  }
  // "Whenever you would draw a card for the first time each turn": no card drawn yet this turn (114.6a: a draw that
  // did not happen is not counted)
  const first = /^draw a card for the first time each turn$/i.test(ev);
  if (first && /^(?:you|your opponent)$/i.test(subjText)) {
    const opp = /opponent/i.test(subjText);
    return { subj: { subject: opp ? "opponents" : "own" }, ev: { event: "draw", conditions: [{ kind: "this-turn-count", what: "drawn", whose: opp ? "opponents" : "yours", atMost: 0 }] } };
  }
  return null;
}

/** Conditions of a replacement the general condition reader does not know. */
export function repcCondition(t: string): Condition[] | null {
  const s = t.trim();
  let m: RegExpExecArray | null;
  // "if you have more creatures in the battle zone than your opponent", "if you have more cards in your mana zone than
  // your opponent"
  if (/^you have more creatures in the battle zone than your opponent$/i.test(s)) return [{ kind: "zone-count-more", zone: "battle", filter: { typeIncludes: "Creature" } }];
  if ((m = /^you have more cards in your (mana zone|hand|graveyard) than your opponent$/i.exec(s))) {
    const zone: ZoneName = ({ "mana zone": "mana", hand: "hand", graveyard: "graveyard" } as const)[m[1].toLowerCase() as "hand"];
    return [{ kind: "zone-count-more", zone }];
  }
  // "if your opponent had put 2 or more other creatures this turn"
  if ((m = /^your opponent (?:had|has) (?:already )?put (\d+) or more other creatures this turn$/i.exec(s))) {
    return [{ kind: "this-turn-count", what: "creatures-put", whose: "opponents", atLeast: Number(m[1]) }];
  }
  // "if it's not the first card they drew this turn" (the opponent's draw): they drew 1 or more before it
  if (/^it(?:'s| is) not the first card (?:they|your opponent) drew this turn$/i.test(s)) return [{ kind: "this-turn-count", what: "drawn", whose: "opponents", atLeast: 1 }];
  return null;
}

/** Substitutes the general effect reader does not know. */
export function repcSubstitute(t: string, ev: { event: WatchPattern["event"] }, subject: Subject): EffectStep[] | null {
  const s = t.trim();
  // "put it into your shields": a new shield, face down (701.32a)
  if (/^put (?:it|that creature|them) into your shields(?: face down)?$/i.test(s) && ev.event !== "draw") return [{ do: "shieldify", target: { eventCard: true } }];
  // a replaced draw: "your opponent puts it into their mana zone" — the card that would be drawn, the top card of the
  // deck (114.1), goes there instead
  if (ev.event === "draw") {
    const m = /^(?:(your opponent) puts|they put|(you) put|put) it into (their|your) mana zone$/i.exec(s);
    if (m) {
      const whose = /their/i.test(m[3]) ? "opponent" : "you";
      const drawer = subject === "opponents" ? "opponent" : "you";
      if (whose !== drawer) return null;
      return [{ do: "deck-to-zone", player: drawer, count: 1, to: "mana" }];
    }
  }
  return null;
}

/**
 * "While this creature has power 15000 or more, it has "triple breaker" instead of "double breaker"." (and without
 * "instead of ..."): the breaker keyword while the condition holds; the engine uses the breaker that breaks the most
 * (509.2b/c), so "instead of "double breaker"" needs nothing more.
 */
export const breakerAtPower: Template = {
  name: "static:keyword-at-power",
  kind: "static",
  clause: "509.2b",
  match(line) {
    const t = normalise(line).replace(/\s*\(it breaks (\d+) shields?\.?\)\.?$/i, "");
    const m = /^while this creature has power (\d+) or more, it has "(double|triple|quattro) breaker(?: \(this creature breaks (\d+) shields?\.?\))?\.?"(?: instead of "(double|triple) breaker\.?"\.?|\.)?$/i.exec(t);
    if (!m) return null;
    const n = { double: 2, triple: 3, quattro: 4 }[m[2].toLowerCase() as "double"];
    const remind = /\(it breaks (\d+) shields?\.?\)\.?$/i.exec(normalise(line));
    if ((m[3] && Number(m[3]) !== n) || (remind && Number(remind[1]) !== n)) return null;
    if (m[4] && { double: 2, triple: 3 }[m[4].toLowerCase() as "double"] >= n) return null;
    const keyword = keywordId(`${m[2]} breaker`);
    if (!keyword) return null;
    const value = Number(m[1]);
    return {
      apply: (ab) => ab.statics.push({ kind: "keyword", keyword, text: line, conditions: [{ kind: "source-power-at-least", value }] }),
      effect: `this creature has ${keyword} while its power is ${value} or more${m[4] ? ` (it breaks ${n} shields then: the engine uses the breaker that breaks the most, 509.2b)` : ""}`,
    };
  },
};

/**
 * Who chooses shields: "Whenever your opponent would choose one of your shields, you choose instead.", "Whenever you
 * would choose one of your opponent's shields, your opponent chooses instead.", "You choose the shield your opponent's
 * creatures would break instead.", "Whenever an opponent's creature would break a shield, you choose the shield instead
 * of your opponent." (not "you may choose instead": the engine cannot offer that choice).
 */
export const choosesShields: Template = {
  name: "static:chooses-shields",
  kind: "static",
  match(line) {
    const t = normalise(line).replace(/\.$/, "");
    const what = /^whenever your opponent would choose one of your shields, you choose instead$/i.test(t)
      ? "yours-by-opponent"
      : /^whenever you would choose one of your opponent's shields, your opponent chooses instead$/i.test(t)
        ? "opponents-by-you"
        : /^(?:you choose the shields? your opponent's creatures would break instead|whenever an opponent's creature would break a shield, you choose the shield instead of your opponent)$/i.test(t)
          ? "broken-by-opponents-creatures"
          : null;
    if (!what) return null;
    const effect = {
      "yours-by-opponent": "when your opponent would choose among your shields (for their attack's breaks or an effect), you make that choice",
      "opponents-by-you": "when you would choose among your opponent's shields (for your attack's breaks or an effect), your opponent makes that choice",
      "broken-by-opponents-creatures": "when your opponent's creature would break shields (attacking, or by its ability), you choose which shields instead of your opponent",
    }[what];
    return { apply: (ab) => ab.statics.push({ kind: "chooses-shields", what, text: line }), watches: "a choice of shields", effect };
  },
};
