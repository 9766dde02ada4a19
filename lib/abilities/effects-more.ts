/**
 * More sentence templates: block triggers (the engine's `blocks` / `blocked` events, a scripted block),
 * "can't be attacked or blocked", triggers on "attacks or blocks", and ability
 * words that only name an ability ("Kourin —"), read as the ability after them.
 */
import type { StaticDef, TriggerDef } from "../engine/defs";
import { describeTrigger } from "./describe";
import { normalise, parseConditionPrefix, parseEffects } from "./grammar";
import { keywordNotes, type KeywordNote } from "./keywords";
import type { Template, TemplateContext, TemplateResult } from "./template-types";

/**
 * "Whenever this creature blocks, X." / "... is blocked / becomes blocked, X.": a triggered ability on the engine's
 * `blocks` / `blocked` event (507.3a). An effect done "after it battles" is a different timing and is not read.
 */
const blockTrigger: Template = {
  name: "trigger:block",
  kind: "trigger",
  clause: "507.3a",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^whenever this creature (blocks|is blocked|becomes blocked), (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m || / after (?:it|the) battles?$/i.test(m[2])) return null;
    const effect = parseEffects(m[2], { it: { self: true }, notes: [] });
    if (!effect) return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: /^blocks$/i.test(m[1]) ? "blocks" : "blocked", subject: "self" }, optional: false, effect };
    return { apply: (ab) => ab.triggers.push(trig), effect: describeTrigger(trig) };
  },
};

/**
 * "While blocking, this creature gets +N power." / "Powered Blocker +N (While blocking, this creature gets +N power.)":
 * a power static under the `blocking` condition (the blocking creature of the attack going on, 507.2a).
 */
const whileBlocking: Template = {
  name: "static:while-blocking",
  kind: "static",
  clause: "507.2a",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const m =
      /^while blocking, this creature gets \+(\d+) power$/i.exec(t) ??
      /^this creature gets \+(\d+) power while blocking$/i.exec(t) ??
      /^powered blocker \+(\d+) \(while blocking, this creature gets \+\1 power\.?\)$/i.exec(t);
    if (!m) return null;
    const st: StaticDef = { kind: "power", amount: Number(m[1]), text: line, conditions: [{ kind: "blocking" }] };
    return { apply: (ab) => ab.statics.push(st), effect: `+${m[1]} power while it is the blocking creature (507.2a)` };
  },
};

/**
 * "This creature blocks if able.", "Whenever an opponent's creature attacks, this creature blocks if able.": a
 * `blocks-if-able` static (507.1b): an attack it could block must be blocked by it, or the attack action is refused.
 */
const blocksIfAble: Template = {
  name: "static:blocks-if-able",
  kind: "static",
  clause: "507.1b",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^(?:whenever (?:an opponent's|one of your opponent's) creature attacks, )?this creature blocks if able$/i.test(normalise(line).replace(/\.$/, ""))) return null;
    const st: StaticDef = { kind: "blocks-if-able", text: line };
    return { apply: (ab) => ab.statics.push(st), effect: "an attack it can block must be blocked by it: the attack action refuses a script that does not (507.1b)" };
  },
};

/** "This creature can't be attacked or blocked.": the attack action refuses an attack on it; the block half is a note. */
const cantBeAttackedOrBlocked: Template = {
  name: "static:cant-be-attacked-or-blocked",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    if (!/^this creature can't be attacked or blocked$/i.test(pre.rest)) return null;
    const st: StaticDef = { kind: "cant-be-attacked", text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    const st2: StaticDef = { kind: "cant-be-blocked", text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st, st2),
      effect: "the attack action refuses an attack on this creature, and a block of its attack (507.1a)",
    };
  },
};

/**
 * "This creature attacks each turn if able.": the engine refuses to end its controller's turn while it has not attacked
 * and could still attack the other player.
 */
const mustAttack: Template = {
  name: "static:must-attack",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    if (!/^this creature attacks each turn if able$/i.test(pre.rest)) return null;
    const st: StaticDef = { kind: "must-attack", text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: "its controller's turn can't end while it has not attacked and could still attack the other player (untapped, no summoning sickness, nothing forbids it)",
    };
  },
};

/**
 * "After this creature attacks, X." / "When this creature attacks, destroy it after the attack.": a trigger when its
 * attack is over (the battle fought or the shields broken), if it is still in the battle zone.
 */
const afterAttack: Template = {
  name: "trigger:after-attack",
  kind: "trigger",
  clause: "603",
  match(line, ctx: TemplateContext): TemplateResult | null {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const m = /^after this creature attacks, (.+)$/i.exec(t) ?? /^(?:when|whenever) this creature attacks, ([^.]+?) after the attack$/i.exec(t);
    if (!m) return null;
    const notes: string[] = [];
    const effect = parseEffects(m[1], { it: { self: true }, notes });
    if (!effect) return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: "attack-ended", subject: "self" }, optional: false, effect };
    return { apply: (ab) => ab.triggers.push(trig), effect: describeTrigger(trig), ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
  },
};

/** "Whenever this creature attacks or blocks, X": a trigger on its attacks; the block half never happens in a run. */
const attacksOrBlocks: Template = {
  name: "trigger:attacks-or-blocks",
  kind: "trigger",
  clause: "603",
  match(line, ctx: TemplateContext): TemplateResult | null {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^whenever this creature attacks or blocks, (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const notes: string[] = [];
    const effect = parseEffects(m[1], { it: { self: true }, notes });
    if (!effect) return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: "attacks", subject: "self" }, optional: false, effect };
    // the block half: the engine's `blocks` event (507.3a, a scripted block)
    const onBlock: TriggerDef = { id: `t${ctx.index}b`, text: line, on: { event: "blocks", subject: "self" }, optional: false, effect };
    return {
      apply: (ab) => ab.triggers.push(trig, onBlock),
      effect: `${describeTrigger(trig)}; and ${describeTrigger(onBlock)}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

const CIV = "(?:light|water|darkness|fire|nature|colorless|zero)(?:/(?:light|water|darkness|fire|nature|colorless|zero))*";

/**
 * Keywords whose only use is a play paid for in a way of their own (summoning or casting from a zone by paying a cost):
 * a scenario summons and casts without paying, from the zone it names, so the keyword itself is never used in a run.
 */
const PAID_PLAYS: KeywordNote[] = [
  {
    re: new RegExp(`^kirifudash ${CIV} \\d+ \\(at the end of any of your creatures attacks, if that creature breaks a shield while attacking, you may pay ${CIV} \\d+ to (?:summon this creature|cast this spell)\\.?\\)$`, "i"),
    keyword: "kirifudash",
    note: "a summon (or cast) from the hand paid for at the end of an attack that broke a shield: costs are not modelled and a scenario's attack is one action (nothing is played in the middle of it), so it is never used in a run",
  },
  {
    re: new RegExp(`^mugen climb ${CIV} \\d+ ?\\(you may summon this creature from your hand or graveyard by tapping \\d+ of your creatures and paying ${CIV} \\d+\\.?\\)$`, "i"),
    keyword: "mugen-climb",
    note: "a summon from the hand or graveyard paid for by tapping creatures and paying mana: costs are not modelled (a scenario summons without paying, from the zone it names), so no creature is ever tapped for it",
  },
  {
    re: /^mana reburst \d+ \(you may summon this creature from your mana zone by paying \d+\.?\)$/i,
    keyword: "mana-reburst",
    note: "a summon from the mana zone paid for by mana: the engine does not act on it (a scenario may summon the card from the mana zone, without paying: costs are not modelled, and whether a card allows it is not checked)",
  },
  {
    re: new RegExp(`^fushigiverse ${CIV} \\d+ \\(you may put one of your creatures into your mana zone tapped to summon this creature from your graveyard for a cost equal to ${CIV} \\d+ minus that creature's cost\\. it can't cost less than ${CIV} \\d+\\.?\\)$`, "i"),
    keyword: "fushigiverse",
    note: "a summon from the graveyard paid for by putting one of your creatures into the mana zone: costs are not modelled, so it is never used in a run (no creature is put into the mana zone for it)",
  },
  {
    re: new RegExp(`^vividdraw ${CIV} \\d+ \\(during your turn, when you draw this (?:creature|spell) before you attack, you may reveal it\\. if you do, you may pay ${CIV} \\d+ to (?:summon this creature|cast this spell) this turn\\.?\\)$`, "i"),
    keyword: "vividdraw",
    note: "a summon (or cast) paid for after revealing the card as it is drawn: costs are not modelled and revealing changes nothing, so it is never used in a run",
  },
];

/** Shield triggers are not modelled by the engine: a keyword of that kind is recorded, with why it changes nothing. */
const shieldSaver: Template = {
  name: "keyword-note",
  kind: "keyword",
  match(line, ctx) {
    if (!/Tamaseed/.test(ctx.type)) return null;
    if (!/^shield saver \(when this tamaseed is put into your hand from your shield zone, you may use it for no cost\.?\)\.?$/i.test(normalise(line))) return null;
    return {
      name: "keyword:shield-saver",
      apply: (ab) => {
        if (!ab.keywords.includes("shield-saver")) ab.keywords.push("shield-saver");
      },
      note: "the engine records this keyword but does not act on it: it is a use for no cost as the card is put into the hand from the shield zone, which the engine never offers for a Tamaseed (only shield triggers declared on an attack are used)",
    };
  },
};

/** "You may have more than 4 of this card in your deck.": a deck construction rule; a scenario's zones are not a checked deck. */
const deckConstruction: Template = {
  name: "rule:deck-construction",
  kind: "rule",
  match(line) {
    if (!/^you may have (?:more than \d+|any number) of (?:this card|cards named [^.]+) in your (?:deck|super gacharange)\.?$/i.test(normalise(line))) return null;
    return { apply: () => {}, note: "a rule of deck construction: a scenario sets up its zones as it likes and no deck is checked, so this changes nothing in a run" };
  },
};

const paidPlay = keywordNotes(PAID_PLAYS);

export const MORE_TEMPLATES: Template[] = [paidPlay, shieldSaver, deckConstruction, afterAttack, mustAttack, blockTrigger, blocksIfAble, whileBlocking, cantBeAttackedOrBlocked, attacksOrBlocks];

/** Ability words that only name the ability after them (no rules meaning): "Kourin —At the end of …" → "At the end of …". */
export function stripAbilityWord(line: string): string | null {
  const m = /^(?:kourin)\s*(?:—|―|:|-)\s*(.+)$/i.exec(line.trim());
  return m ? m[1] : null;
}

/**
 * "… you may jokers tornado. If you do, draw a card. Jokers Tornado Return one of your other Jokers to your hand": the
 * keyword action as the line defines it, written out ("you may return one of your other Jokers to your hand").
 */
export function expandJokersTornado(line: string): string | null {
  const m = /^(.+?)\.? jokers tornado:? (return one of your other jokers to your hand)\.?$/i.exec(line.trim());
  if (!m || !/\bjokers tornado\b/i.test(m[1])) return null;
  if (/\bjokers tornado(?:d|ed)?\b(?: (?:twice|up to|\d+ times|\w+ times))|jokers tornadoed/i.test(m[1])) return null;
  return m[1].replace(/\bjokers tornado\b/gi, "return one of your other Jokers to your hand");
}
