/**
 * Replacement sentences (609), issue 14, round 2 (r2-rest-b): one-off printings of "When X would E, S instead." that the
 * general reader in templates.ts (parseReplacement) does not take as printed. Each is a hook the reader calls, returning
 * null when the shape is not its own; a rewrite keeps the sentence's meaning and gives the reader a shape it already knows.
 *  - "Whenever one of your other creatures battle, you may have this creature battle instead." (present tense): the battle
 *    is replaced, "would battle";
 *  - "have your other Dreammates in the battle zone battle instead": one of them battles (the reader's "have one of your
 *    Dreammates battle" excludes this creature already);
 *  - "instead of destroying it" after a destruction's substitute: "instead";
 *  - "... instead. Then ...", "... instead, then ...": what comes after the substitute, an ordinary effect done whenever
 *    the replacement was applied (`then`; as Evo Charger's "Then", rep-a.ts, is not part of the replacement);
 *  - "While this creature is linked, whenever ...": the condition of the replacement (source-linked, 804);
 *  - subject "a creature equipped with this" (a Dragheart Weapon's creature, 305.2): `equipped`;
 *  - event "draw the last card of your deck": a draw while the deck holds exactly 1 card;
 *  - conditions "you have no other creatures in the battle zone" (at most 1 creature of yours: this one), "you have a
 *    creature that has Dragon in its race in your mana zone";
 *  - substitutes "put a seal on that creature" (116.1a: the top card of its owner's deck), "put a creature named '…' from
 *    your hand into the battle zone", "destroy one of your other creatures or tamaseeds", and a replaced battle's "return
 *    the other creature to its owner's hand and untap this creature" ("instead of battling").
 * And a creature's "When you put this creature, A. If <condition>, B instead." (etbIfInstead, at the end).
 */
import type { Condition, EffectStep, Subject, TriggerDef, WatchPattern } from "../engine/defs";
import { describeTrigger } from "./describe";
import { normalise, parseCondition, parseEffects, parseNoun, raceNoun } from "./grammar";
import type { RepcEv, RepcSubj } from "./rep-c";
import type { Template } from "./template-types";
import { parseTriggerConditions } from "./triggers";

/** Rewrites of a whole replacement sentence (normalised, no final period) to a shape the general reader knows. */
export function r2bRewrite(line: string): string {
  return (
    line
      // "Whenever one of your other creatures battle, you may have this creature battle instead."
      .replace(/^(when|whenever) (one of your other creatures|one of your other [\w' -]+?)(?<! would) battles?, ((?:you may )?have this creature battle instead)$/i, "$1 $2 would battle, $3")
      // "you may have your other Dreammates in the battle zone battle instead": one of them (not this creature)
      .replace(/^(when|whenever) this creature would battle, (you may )?have your other ([\w' -]+?)(?: in the battle zone)? battle instead$/i, "$1 this creature would battle, $2have one of your $3 battle instead")
      // "Whenever this creature battles, return the other creature ... instead of battling.": the battle is replaced
      .replace(/^(when|whenever) this creature battles, (.+) instead of battling$/i, "$1 this creature would battle, $2 instead")
      // "..., put this creature into your mana zone instead of destroying it. Then ..."
      .replace(/^((?:when|whenever) [^,]+ would be destroyed, .+?) instead of destroying (?:it|this creature)(?=$|\. then )/i, "$1 instead")
      // "While this creature is linked, whenever X would E, S instead": the condition inside, where the reader takes it
      .replace(/^while this creature is linked, ((?:when|whenever) .+? would .+?), ((?:you may )?.+ instead(?:\. if you do, .+)?)$/i, "$1, if this creature is linked, $2")
  );
}

/** "S instead. Then T", "S instead, then T": the sentence up to "instead", and T. */
export function r2bSplitThen(line: string): { line: string; then: string } | null {
  const m = /^(.+ instead)(?:\. |, )then (.+)$/i.exec(line);
  // a "then draw" after a replaced draw (Dorodouble Bros: "When you would draw the last card of your deck, ... instead,
  // then draw a card") would be a new draw the same replacement watches: left unmodelled
  if (!m || /\binstead\b/i.test(m[2]) || /\bdraws?\b/i.test(m[2])) return null;
  return { line: m[1], then: m[2] };
}

/** "a creature equipped with this", "the creature equipped with this": the creature this Dragheart Weapon is equipped to. */
export function r2bSubject(t: string): RepcSubj | null {
  if (/^(?:a|the) creature equipped with this(?: weapon| card)?$/i.test(t.trim())) return { subject: "equipped" };
  return null;
}

/** Subject and event together: "you would draw the last card of your deck". */
export function r2bSubjectEvent(s: string, e: string): { subj: RepcSubj; ev: RepcEv } | null {
  if (/^you$/i.test(s.trim()) && /^draw the last card of your deck$/i.test(e.trim())) {
    // the draw of the last card: the deck holds exactly 1 card as the draw would happen
    return { subj: { subject: "own" }, ev: { event: "draw", conditions: [{ kind: "zone-count", whose: "yours", zone: "deck", atLeast: 1, atMost: 1 }] } };
  }
  return null;
}

/** Conditions of a replacement the general condition reader does not know. */
export function r2bCondition(t: string): Condition[] | null {
  const s = t.trim();
  // God Link: "while this creature is linked" (rewritten into the sentence as "if this creature is linked")
  if (/^this creature is linked$/i.test(s)) return [{ kind: "source-linked" }];
  // "if you have no other creatures in the battle zone": this creature (in the battle zone as the event would happen) is
  // your only one
  if (/^you have no other creatures in the battle zone$/i.test(s)) return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, atMost: 1 }];
  // "if you have a creature that has Dragon in its race in your mana zone" (a race containing the word, as "Dragon" in
  // "Armored Dragon")
  const race = /^you have (?:a|one or more) creatures? that (?:has|have) ([A-Z][\w-]*(?: [A-Z][\w-]*)*) in (?:its|their) race in your mana zone$/.exec(s);
  if (race) return [{ kind: "zone-count", whose: "yours", zone: "mana", filter: { typeIncludes: "Creature", raceIncludes: [race[1]] }, atLeast: 1 }];
  return null;
}

/** Substitutes the general effect reader does not know. */
export function r2bSubstitute(t: string, ev: { event: WatchPattern["event"] }, subject: Subject): EffectStep[] | null {
  const s = t.trim();
  // a replaced battle of this creature: "return the other creature to its owner's hand and untap this creature" (the
  // other creature: the one it would have battled)
  if (ev.event === "battle" && subject === "self") {
    if (/^return the other creature to its owner's hand and untap this creature$/i.test(s)) return [{ do: "return-to-hand", target: { eventOther: true } }, { do: "untap", target: { self: true } }];
    return null;
  }
  // "destroy one of your other creatures or tamaseeds": one card of yours in the battle zone, a creature or a tamaseed,
  // not this one
  if (/^destroy one of your other creatures or tamaseeds$/i.test(s) && subject === "self") {
    return [{ do: "destroy", target: { choose: { player: "you", zone: "battle", count: 1, excludeSelf: true, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } } }];
  }
  // "put a creature named 'Topas, Space' from your hand into the battle zone": a card of that name (whole words of the
  // name, the engine's name filter); with none in the hand the substitute can't be done and nothing is replaced (609.4)
  const named = /^put a creature named ['‘’"]([^'‘’"]+)['‘’"] from your hand into the battle zone$/i.exec(s);
  if (named && subject === "self" && ev.event === "destroy") {
    return [{ do: "put-into-battle", target: { choose: { player: "you", zone: "hand", count: 1, filter: { typeIncludes: "Creature", nameIncludes: named[1] } } } }];
  }
  // "put a seal on that creature" (116.1a): the card that would leave stays, sealed
  if (/^put a seal on (?:that creature|it)$/i.test(s) && ev.event === "leave-battle" && subject !== "self") return [{ do: "seal", target: { eventCard: true } }];
  return null;
}

/** Effects after "If you do," the general effect reader does not know. */
export function r2bAfter(t: string): EffectStep[] | null {
  // "return a creature that has Dragon in its race from your mana zone to your hand"
  const m = /^(you may )?return a creature that has ([A-Z][\w-]*(?: [A-Z][\w-]*)*) in its race from your mana zone to your hand$/.exec(t.trim());
  if (m) return [{ do: "return-to-hand", target: { choose: { player: "you", zone: "mana", count: 1, filter: { typeIncludes: "Creature", raceIncludes: [m[2]] } } }, ...(m[1] ? { optional: true } : {}) }];
  return null;
}

/**
 * Conditions of a creature's "If ..., ... instead" (etbIfInstead): "if there are 3 or more cards under this creature",
 * "if you have a Helios Tiga Dragon in the battle zone" (a card name: capitalised words that are no noun or race the
 * grammar knows; whole words of the name, as the engine's name filter).
 */
function etbCondition(t: string): Condition[] | null {
  const s = t.trim();
  const under = /^(?:there are|you have) (\d+) or more cards under this creature$/i.exec(s);
  if (under) return [{ kind: "source-under-at-least", count: Number(under[1]) }];
  const named = /^you have an? ([A-Z][\w'-]*(?:,? [A-Z][\w'-]*)+) in the battle zone$/.exec(s);
  if (named && parseNoun(named[1]) === null && raceNoun(named[1]) === null) return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { nameIncludes: named[1] }, atLeast: 1 }];
  return parseCondition(s);
}

/**
 * A creature's "When you put this creature [into the battle zone], A. If <condition>, B instead.": the ability says which
 * of two it does (the spell's form is rep-a.ts's spell:if-instead; a self-replacement of the effect, 609.7: the condition
 * is looked at as the ability resolves). Read as "if the condition holds, B, else A".
 */
export const etbIfInstead: Template = {
  name: "trigger:if-instead",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    // "opponent´s" (an acute accent for the apostrophe), "one of your opponent's creature that has" (a singular noun)
    // (normalised, the accent is a space and a combining acute)
    const t = normalise(line.replace(/´/g, "'"))
      .replace(/ ?\u0301/g, "'")
      .replace(/\bone of your opponent's creature that has\b/gi, "one of your opponent's creatures that has")
      .replace(/\.$/, "");
    const m = /^when (you put this creature(?: into the battle zone)?), ([^.]+?)\. if ([^,]+), ([^.]+?) instead$/i.exec(t);
    if (!m || /\binstead\b/i.test(m[2])) return null;
    const conditions = etbCondition(m[3]);
    if (!conditions || conditions.length === 0) return null;
    const ons = parseTriggerConditions(m[1], ctx);
    if (!ons || ons.length !== 1 || ons[0].subject !== "self") return null;
    const ifNot = parseEffects(m[2], { it: { self: true } });
    const ifSo = parseEffects(m[4], { it: { self: true } });
    if (!ifNot || !ifSo) return null;
    const effect: EffectStep[] = [{ do: "if", conditions, then: ifSo, else: ifNot }];
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: ons[0].event, subject: "self" }, optional: false, effect };
    return { apply: (ab) => ab.triggers.push(trig), effect: describeTrigger(trig) };
  },
};
