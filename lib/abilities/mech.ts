/**
 * Named mechanics the engine implements for them (issue 14, branch `mech`), each read from its printed line:
 *  - Gravity Zero (Ｇ・ゼロ, 112.3e): "Gravity Zero: If <condition>, you may summon this creature / cast this spell for no
 *    cost." → `abilities.gravityZero`; a scenario's `summon` / `cast` action with `gravityZero: true` uses it, refused
 *    unless the condition holds as the use is declared (601.1b; lib/engine/gravity-zero.ts).
 */
import type { Condition } from "../engine/defs";
import { normalise, parseCondition, parseEffects, parseNoun } from "./grammar";
import type { Template } from "./template-types";

/**
 * A Gravity Zero condition: as the grammar reads it, or "there is a/an <creature or race> in the battle zone" (some
 * player has one: a count over either battle zone, at least one), or "a player has N or more cards in their hand".
 */
export function gravityZeroCondition(raw: string): Condition[] | null {
  const c = parseCondition(raw);
  if (c) return c;
  // "a player has 9 or more cards in their hand": either player's hand
  const p = /^a player has (\d+) or more cards in their hand$/i.exec(raw.trim());
  if (p) return [{ kind: "zone-count", whose: "either", zone: "hand", atLeast: Number(p[1]) }];
  const m = /^there is (?:a|an) (.+?) in the battle zone$/i.exec(raw.trim());
  if (!m) return null;
  const noun = parseNoun(m[1]);
  if (!noun || noun.inBattle || (noun.noun !== "creature" && noun.noun !== "race")) return null;
  return [{ kind: "zone-count", whose: "either", zone: "battle", filter: { ...noun.filter, typeIncludes: noun.filter.typeIncludes ?? "Creature" }, atLeast: 1 }];
}

/** "Gravity Zero: If <condition>, you may summon this creature for no cost." (also "cast this spell"; ":", "—", "―", "-"). */
const gravityZero: Template = {
  name: "rule:gravity-zero",
  kind: "rule",
  clause: "112.3e",
  match(line, ctx) {
    const m = /^gravity zero\s*[:—―-]\s*if (.+?),? you may (summon this creature|cast this spell) for no cost\.?$/i.exec(normalise(line).trim());
    if (!m) return null;
    const play = /^summon/i.test(m[2]) ? "summon" : "cast";
    // the side that prints it: a creature's line summons, a spell's casts
    if (play === "summon" ? !/creature/i.test(ctx.type) : !/spell/i.test(ctx.type)) return null;
    const conditions = gravityZeroCondition(m[1]);
    if (!conditions) return null;
    return {
      apply: (ab) => {
        (ab.gravityZero ??= []).push({ text: line, play, conditions });
      },
      effect: `Gravity Zero: may be ${play === "summon" ? "summoned" : "cast"} from the hand for no cost while the condition holds`,
    };
  },
};

/**
 * "Meteorburn—<ability>" / "Dragsolution: <ability>": the ability name (メテオバーン, 龍解) only names the ability; what it
 * does is the ability itself (its clauses: lib/abilities/mech-clauses.ts).
 */
export function stripMechWord(line: string): string | null {
  const m = /^(?:meteorburn|dragsolution)\s*(?:—|―|:|-)\s*(.+)$/i.exec(line.trim());
  if (!m) return null;
  // a dragheart's reminder of 807.4 / 807.4b (put into the hyperspatial zone at the start of the game; returned there when
  // it leaves the battle zone): rules the engine applies by itself
  return m[1].replace(/\s*\(At the start of (?:your|the) game, draghearts are put into your hyperspatial zone\. If (?:a creature equipped with it or the dragheart|it) leaves the battle zone, return it there\.\)$/i, "");
}

/**
 * "Magibomber(N) (Whenever this creature attacks, look at the top card of your deck. You may put a creature that costs N
 * or less from the top of your deck or your hand into the battle zone.)": the triggered ability its reminder says, run by
 * the engine's `magibomber` handler (lib/engine/magibomber.ts). The number in the reminder must be the keyword's.
 */
const magibomber: Template = {
  name: "trigger:magibomber",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const m = /^magibomber\s*\(?(\d+)\)?\s*\(whenever this creature attacks, look at the top card of your deck\. you may put a creature that costs (\d+) or less from the top of your deck or your hand into the battle zone\.?\)$/i.exec(normalise(line).trim());
    if (!m || m[1] !== m[2]) return null;
    const cost = Number(m[1]);
    return {
      apply: (ab) => {
        ab.triggers.push({ id: `magibomber-${ctx.index}`, text: line, on: { event: "attacks", subject: "self" }, optional: false, effect: [{ do: "handler", name: "magibomber", args: { cost } }] });
      },
      watches: "this creature attacks",
      effect: `look at the top card of your deck; you may put a creature that costs ${cost} or less from there or your hand into the battle zone`,
    };
  },
};

/**
 * "Jokers Change N (When this creature attacks, you may switch this creature with a Jokers creature that costs N or less
 * from your mana zone.)" (J・チェンジ): an attack trigger whose effect is a swap (入れ替える, 701.26); the creature swapped
 * in takes the attacker's state and is attacking (701.26a names J チェンジ), so it carries on the attack; if the swap is
 * not done, nothing moves (701.26b).
 */
const jokersChange: Template = {
  name: "trigger:jokers-change",
  kind: "trigger",
  clause: "701.26",
  match(line, ctx) {
    const m = /^jokers change (\d+) \(when this creature attacks, you may switch this creature with a jokers creature that costs (\d+) or less from your mana zone\.?\)$/i.exec(normalise(line).trim());
    if (!m || m[1] !== m[2]) return null;
    const cost = Number(m[1]);
    return {
      apply: (ab) => {
        ab.triggers.push({
          id: `jokers-change-${ctx.index}`,
          text: line,
          on: { event: "attacks", subject: "self" },
          optional: true,
          effect: [{ do: "swap", out: { self: true }, in: { choose: { player: "you", zone: "mana", count: 1, filter: { raceIncludes: ["Jokers"], typeIncludes: "Creature", costAtMost: cost } } } }],
        });
      },
      watches: "this creature attacks",
      effect: `you may swap this creature with a Jokers creature that costs ${cost} or less from your mana zone (it carries on the attack, 701.26a)`,
    };
  },
};

/**
 * "Abyss Rush: You may summon this creature from your graveyard. If you do, this creature can attack players this turn and
 * is put on the bottom of your deck at the end of the turn." → the keyword `abyss-rush`, which the engine's `summon`
 * action from the graveyard with `abyssRush: true` uses (lib/engine/abyss-rush.ts).
 */
const abyssRush: Template = {
  name: "rule:abyss-rush",
  kind: "rule",
  clause: "110.4d",
  match(line) {
    if (!/^abyss rush\s*[:—-]\s*you may summon this creature from your graveyard\. if you do, this creature can attack players this turn and is put on the bottom of your deck at the end of the turn\.?$/i.test(normalise(line).trim())) return null;
    return {
      apply: (ab) => {
        if (!ab.keywords.includes("abyss-rush")) ab.keywords.push("abyss-rush");
      },
      effect: "may be summoned from the graveyard; then it can attack players this turn and goes to the bottom of the deck at the end of the turn",
    };
  },
};

/**
 * "Space Charge: CIV (Whenever you put a CIV card into your mana zone, you may use this creature's Space Charge ability.)
 * <ability>" (CIV: a civilization, or Multicolored): a triggered ability on the event `put-into-mana` (a card put into
 * its owner's mana zone from another zone: charged, or put by an effect), for the controller's cards of that
 * civilization; "you may use" it: optional. The ability after the reminder is read by the effect grammar.
 */
const spaceCharge: Template = {
  name: "trigger:space-charge",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const m = /^space charge:? (light|water|darkness|fire|nature|multicolored) \(whenever you put an? (light|water|darkness|fire|nature|multicolored) card into your mana zone, you may use this creature's space charge ability\.\) (.+)$/i.exec(normalise(line).trim());
    if (!m || m[1].toLowerCase() !== m[2].toLowerCase()) return null;
    const notes: string[] = [];
    const effect = parseEffects(m[3], { it: { self: true }, notes });
    if (!effect) return null;
    const civ = m[1].toLowerCase();
    const filter = civ === "multicolored" ? { multicolored: true } : { civilization: civ };
    return {
      apply: (ab) => {
        ab.triggers.push({ id: `space-charge-${ctx.index}`, text: line, on: { event: "put-into-mana", subject: "own", filter }, optional: true, effect });
      },
      watches: `you put a ${civ} card into your mana zone`,
      effect: `you may: ${m[3]}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

export const MECH_TEMPLATES: Template[] = [gravityZero, magibomber, jokersChange, abyssRush, spaceCharge];
