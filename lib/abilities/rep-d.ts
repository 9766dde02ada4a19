/**
 * Replacement sentences (609) of issue 14, part D.
 *  - Gachinko Judge (701.21): "You and your opponent play Gachinko Judge. If you win, X." — a spell's line, or a
 *    triggered ability's effect ("When you put this creature, you and your opponent play Gachinko Judge. If you win,
 *    ..."), read into the step `gachinko-judge` with X as what a win does; X is read by the effect grammar, or is the
 *    spell's own after-cast move ("If you win, after you cast this spell, return it to your hand instead of your
 *    graveyard": a replacement effect the resolving spell creates for its own move, 609.8a, `after-cast-instead`).
 *    The reminder "(Gachinko Judge: Each player reveals ... You win if ...)" restates 701.21a/b, which the step does.
 *  - hooks of the general "When X would E, S instead." reader (templates.ts), each returning null when the shape is
 *    not its own: rewordings ("This ability can only be used once each turn.", a break in the present tense "Whenever
 *    this creature breaks a shield, ... instead", "while battling with this creature" and the sentence about the
 *    replaced creature after "instead", "Whenever your shields are put into a zone other than your hand from your
 *    shields, they stay in your shields instead"); the subject "one of your creatures or tamaseeds"; the event "your
 *    shields would be put into a zone other than your hand" (a shield leaving the shield zone, not into the hand: a
 *    break, 509.2, goes to the hand and is not watched); the substitutes "your opponent puts that creature into their
 *    hyperspatial zone" and "(choose) a face up card in a shield zone and put it into its owner's graveyard" (any
 *    player's face-up card in a shield zone, 609.4: none, no replacement).
 *  - "When this creature would leave or you would lose the game, S instead." (Crysternal Kappa's reminder), "When you
 *    would lose the game or this creature would leave, S instead.": two replacements with one substitute, each read by
 *    the general reader (the creature leaving the battle zone; its controller's loss).
 *  - "If <condition>, this creature gets "<a replacement sentence>"." (the quoted ability in full, not a keyword): this
 *    creature's own replacement ability, which it has while the condition holds.
 *  - "You may cast this spell from your graveyard / mana zone. If you do, after you cast, put it on the bottom of your
 *    deck instead of your graveyard.", "You may cast a spell from your graveyard once per turn. After you cast, ...": a
 *    cast from a zone other than the hand, which a scenario cannot make (the `cast` action casts from the hand), so the
 *    cast and its after-cast move are never used in a run (as Recycle, keywords.ts).
 *    Not read: "put it on one of your shields face up" for a creature of the battle zone (the engine puts only cards of
 *    other zones on a shield), "if you have 0 cards in your deck" before a draw (the engine never proposes a draw from an
 *    empty deck, so that replacement could never apply).
 */
import type { Condition, EffectStep, ReplacementDef, Subject, Target, TriggerDef, WatchPattern } from "../engine/defs";
import type { ZoneName } from "../engine/types";
import type { RepcEv, RepcSubj } from "./rep-c";
import { describeSteps, describeTrigger, describeWatch } from "./describe";
import { normalise, parseCondition, parseEffects } from "./grammar";
import { parseTriggerConditions } from "./triggers";
import type { Template } from "./template-types";

/** Rewordings of replacement sentences into the general reader's grammar (the meaning kept). */
export function repdRewrite(line: string): string {
  // most lines are none of these: a cheap test first (the reader runs this on every replacement it tries)
  if (!/once each turn|breaks a shield|while battling with|shields are put|^dragsolution: /i.test(line)) return line;
  return (
    line
      // "Dragsolution: When the equipped creature would ..., flip this dragheart to the creature side ... instead.": the
      // label names the flip (701.22) the sentence spells out; a "Hyperspatial Dragheart" type line run into it is dropped
      .replace(/^dragsolution: ((?:when|whenever) .+, flip this (?:dragheart |card )?to the [\w ]+ side(?: and untap it)? instead)(?:\. hyperspatial dragheart)?$/i, "$1")
      // "... instead. This ability can only be used once each turn." = once per turn
      .replace(/^(.+ instead)\. this ability can only be used once each turn$/i, "$1. this ability can only be used once per turn")
      // "Whenever this creature breaks a shield, your opponent puts it into his mana zone instead.": the break replaced
      // (the shield would be put into its owner's hand, 509.2); "his" is the opponent
      .replace(/^(when|whenever) this creature breaks a shield, ((?:your opponent puts it|put it) .+ instead)$/i, (_m, w: string, rest: string) => `${w} this creature would break a shield, ${rest.replace(/\bhis\b/gi, "their")}`)
      // "When one of your opponent's creatures would be destroyed while battling with this creature, tap it instead. That
      // creature doesn't untap during the start of your opponent's next turn.": the last sentence is about the creature
      // the replacement kept (done after the substitute, as "then")
      .replace(/ would be destroyed while battling with this creature, /i, " would be destroyed while battling this creature, ")
      .replace(/^(.+ instead)\. that creature doesn't untap during the start of your opponent's next turn$/i, "$1. then it doesn't untap at the start of your opponent's next turn")
      // "Whenever your shields are put into a zone other than your hand from your shields, they stay in your shields instead."
      .replace(/^(when|whenever) your shields are put into a zone other than your hand from your shields, they stay in your shields instead$/i, "$1 your shields would be put into a zone other than your hand from your shields, they stay instead")
  );
}

/** "your shields would be put into a zone other than your hand [from your shields]": a shield leaving, not into the hand. */
export function repdSubjectEvent(s: string, e: string): { subj: RepcSubj; ev: RepcEv & { notTo?: ZoneName } } | null {
  if (!/^(?:your shields|one of your shields|any of your shields)$/i.test(s.trim())) return null;
  if (!/^be put into a zone other than your hand(?: from your (?:shields|shield zone))?$/i.test(e.trim())) return null;
  return { subj: { subject: "own" }, ev: { event: "leave-shields", conditions: [], notTo: "hand" } };
}

/** Substitutes the general effect reader does not know. */
export function repdSubstitute(t: string, ev: { event: WatchPattern["event"] }, subject: Subject): EffectStep[] | null {
  const s = t.trim();
  // "your opponent puts that creature into their hyperspatial zone" (a creature they would put into the battle zone)
  if (ev.event === "enter-battle" && /^(?:your opponent puts|they put|put) (?:it|that creature) into (?:their|its owner's) hyperspatial zone$/i.test(s)) {
    return [{ do: "to-hyperspatial", target: { eventCard: true } }];
  }
  // a Dragheart's "flip this dragheart to the creature side and untap it", "flip this to the dragheart fortress side"
  // (701.22): the source turns to that side (and, a creature now, untaps); the replaced event never happens
  const flip = /^flip this (?:dragheart |card )?to the (dragheart fortress|fortress|creature|dragheart creature) side( and untap it)?$/i.exec(s);
  if (flip && subject === "equipped") {
    const toType = /fortress/i.test(flip[1]) ? "Fortress" : "Creature";
    const steps: EffectStep[] = [{ do: "flip", target: { self: true }, toType }];
    if (flip[2]) steps.push({ do: "untap", target: { self: true } });
    return steps;
  }
  // "choose a face up card in a shield zone and put it into its owner's graveyard", "put a face up card from a player's
  // shield zone into its owner's graveyard": either player's
  if (/^(?:choose a face up card in a shield zone and put it|put a face up card from a player's shield zone) into its owner's graveyard$/i.test(s)) {
    return [{ do: "to-graveyard", target: { choose: { player: "any", zone: "shields", count: 1, filter: { faceUp: true } } } }];
  }
  return null;
}

/** "one of your creatures or tamaseeds": either card type, in the battle zone; "the equipped creature". */
export function repdSubject(t: string): RepcSubj | null {
  if (/^the equipped creature$/i.test(t.trim())) return { subject: "equipped" };
  const m = /^(one of your|any of your|one of your other) creatures or tamaseeds$/i.exec(t.trim());
  if (!m) return null;
  return { subject: /other/i.test(m[1]) ? "own-other" : "own", filter: { typeIncludesAny: ["Creature", "Tamaseed"] } };
}

/** The reminder of Gachinko Judge printed after the ability (701.21a, 701.21b). */
const GACHINKO_REMINDER = /\s*\(gachinko judge: each player reveals the top card of their deck, then puts it on the bottom\.? you win if your card costs the same as or more than your opponent(?:'s)?\.?\)\.?$/i;

/** "you and your opponent play Gachinko Judge. If you win, X": the step, or null when X is not read. */
function gachinkoStep(t: string, it: Target | undefined, spell: boolean, notes: string[]): EffectStep | null {
  const m = /^you and your opponent play gachinko judge\. if you win,\s*(.+?)\.?$/i.exec(t);
  if (!m) return null;
  const x = m[1].trim();
  // the spell's own move after it is cast (302.2), replaced by the spell's effect (609.8a)
  const after = /^after you cast this spell, (return it to your hand|put it into your hand|put it into your mana zone|put it on the bottom of your deck) instead of (?:putting it into )?your graveyard$/i.exec(x);
  if (after) {
    if (!spell) return null;
    const instead = parseEffects(after[1], { it: { eventCard: true } });
    return instead ? { do: "gachinko-judge", then: [{ do: "after-cast-instead", instead, text: x }] } : null;
  }
  // a won judge's "instead" other than the spell's own after-cast move is not read
  if (/\binstead\b/i.test(x)) return null;
  const then = parseEffects(x, { ...(it ? { it } : {}), notes });
  return then && then.length > 0 ? { do: "gachinko-judge", then } : null;
}

export const gachinkoSpell: Template = {
  name: "spell:gachinko-judge",
  kind: "spell",
  clause: "701.21",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type) || !/gachinko judge/i.test(line)) return null;
    const notes: string[] = [];
    const step = gachinkoStep(normalise(line).replace(GACHINKO_REMINDER, "").replace(/\.$/, ""), undefined, true, notes);
    if (!step) return null;
    return { apply: (ab) => ab.spell.push(step), effect: describeSteps([step]), ...(notes.length ? { note: notes.join("; ") } : {}) };
  },
};

/** "When you put this creature, you and your opponent play Gachinko Judge. If you win, ..." */
export const gachinkoTrigger: Template = {
  name: "trigger:gachinko-judge",
  kind: "trigger",
  clause: "701.21",
  match(line, ctx) {
    if (!/gachinko judge/i.test(line)) return null;
    const t = normalise(line).replace(GACHINKO_REMINDER, "").replace(/\.$/, "");
    const notes: string[] = [];
    const m = /^(?:when|whenever) (.+?), (you and your opponent play gachinko judge\. .+)$/i.exec(t);
    if (!m) return null;
    const ons = parseTriggerConditions(m[1], ctx);
    if (!ons) return null;
    const trigs: TriggerDef[] = [];
    for (const [i, on] of ons.entries()) {
      if (on.event === "attacked" || on.event === "attached") return null;
      const step = gachinkoStep(m[2], on.subject === "self" ? { self: true } : { eventCard: true }, false, notes);
      if (!step) return null;
      trigs.push({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line, on: on.filter ? on : { event: on.event, subject: on.subject }, optional: false, effect: [step] });
    }
    return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; "), ...(notes.length ? { note: notes.join("; ") } : {}) };
  },
};

/** The reminder of Gachinko Judge on its own line, after a line that plays it: the rule the step applies (701.21a/b). */
export const gachinkoReminder: Template = {
  name: "rule:gachinko-judge",
  kind: "rule",
  clause: "701.21",
  match(line, ctx) {
    if (!/^\(gachinko judge:/i.test(line.trim())) return null;
    if (normalise(line).replace(GACHINKO_REMINDER, "") !== "") return null;
    if (!(ctx.prev ?? []).some((l) => /play gachinko judge/i.test(l))) return null;
    return { apply: () => {}, note: "the reminder of Gachinko Judge (701.21a, 701.21b): what the engine's gachinko-judge step does" };
  },
};

/** A cast from the graveyard or mana zone by the card's permission, with its after-cast move: never made by a scenario. */
export const castFromZoneAfterCast: Template = {
  name: "rule:cast-from-zone-after-cast",
  kind: "rule",
  match(line, ctx) {
    if (!/^you may cast /i.test(line)) return null;
    const t = normalise(line).replace(/\.+$/, "");
    const own = /Spell/.test(ctx.type) && /^you may cast this spell from your (?:graveyard|mana zone)[.,] if you do, after you cast, put it on the bottom of your deck instead of your graveyard$/i.test(t);
    const any = /Creature/.test(ctx.type) && /^you may cast a spell from your graveyard once per turn\. after you cast, put it on the bottom of your deck instead of your graveyard$/i.test(t);
    if (!own && !any) return null;
    return { apply: () => {}, note: "a cast from a zone other than the hand, by this card's permission: a scenario casts from the hand only (the `cast` action), so this cast and its after-cast move are never used in a run" };
  },
};

/** "If <condition>, this creature gets "<replacement sentence>".": its own replacement while the condition holds. */
export function repdConditionalSelfReplacement(parse: (text: string, id: string) => ReplacementDef | null): Template {
  return {
    name: "replacement:conditional-self",
    kind: "replacement",
    clause: "609",
    match(line, ctx) {
      if (!/Creature/.test(ctx.type) || !/this creature gets "/i.test(line) || !/instead/i.test(line)) return null;
      const m = /^if (.+?), this creature gets "([^"]+ instead\.?)"\.?$/i.exec(normalise(line));
      if (!m) return null;
      const conditions: Condition[] | null = parseCondition(m[1]);
      const rep = conditions && conditions.length > 0 ? parse(m[2], `r${ctx.index}`) : null;
      if (!rep || !conditions) return null;
      const full: ReplacementDef = { ...rep, text: line, conditions: [...conditions, ...(rep.conditions ?? [])] };
      return {
        apply: (ab) => ab.replacements.push(full),
        watches: describeWatch(full.watches, full.conditions),
        effect: `${full.optional ? "you may " : ""}${describeSteps(full.instead)} (this creature's own ability while the condition holds)`,
      };
    },
  };
}

export const REP_D_TEMPLATES: Template[] = [gachinkoSpell, gachinkoTrigger, gachinkoReminder, castFromZoneAfterCast];
