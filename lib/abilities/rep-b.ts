/**
 * More replacement sentences (609), issue 14 (rep-b): printings of "When X would E, S instead." that the main reader
 * (templates.ts, parseReplacement) does not take as printed, rewritten to the shape it reads, and substitutes it does
 * not know (cards under the source). Every rewrite keeps the sentence's meaning; anything else is left unmodelled.
 * No import of templates.ts (it imports this file): the reader is passed in.
 */
import type { EffectStep } from "../engine/defs";
import { normalise, parseCount } from "./grammar";
import type { Template } from "./template-types";


const COUNT_WORD = "(a|an|one|two|three|four|five|\\d+)";

/**
 * Substitutes about the cards under the source (メテオバーン and the like): "put a card under this creature into your
 * graveyard", "put 3 cards under this creature into your graveyard", "choose a card under this creature and put it into
 * your graveyard". The controller chooses which of the cards under it (109.2); each leaves the stack alone (109.2a).
 * `self`: the replacement watches the source itself; otherwise the substitute spends the source's cards for another
 * card's event, so it can be given to one event of a batch only (609.9).
 */
export function repBSubstitute(t: string, self: boolean): { steps: EffectStep[]; oneEvent: boolean } | null {
  // "put a creature from your hand under this creature": the chosen card goes to the bottom of this creature's stack
  // (put-under); with no creature in the hand the substitute can't be done (609.4)
  const fromHand = /^put (?:a|one) creature from your hand under this creature$/i.test(t);
  if (fromHand && self) return { steps: [{ do: "put-under", onto: { self: true }, cards: { choose: { player: "you", zone: "hand", count: 1, filter: { typeIncludes: "Creature" } } } }], oneEvent: false };
  const deck = new RegExp(`^put ${COUNT_WORD} cards? under this creature on the bottom of your deck(?: in any order)?$`, "i").exec(t);
  if (deck) {
    const n = parseCount(deck[1]);
    if (n === null || n < 1) return null;
    return { steps: [{ do: "put-on-deck", position: "bottom", target: { choose: { player: "you", zone: "battle", count: n, underSource: true } } }], oneEvent: !self };
  }
  const m =
    new RegExp(`^put ${COUNT_WORD} cards? under this creature into your graveyard$`, "i").exec(t) ??
    new RegExp(`^choose ${COUNT_WORD} cards? under this creature and put (?:it|them) into your graveyard$`, "i").exec(t);
  if (!m) return null;
  const n = parseCount(m[1]);
  if (n === null || n < 1) return null;
  return { steps: [{ do: "to-graveyard", target: { choose: { player: "you", zone: "battle", count: n, underSource: true } } }], oneEvent: !self };
}

interface Rewrite {
  line: string;
  names: string[];
  notes: string[];
}

/**
 * The rewrites, in order; each returns the sentence in the reader's shape (or the same line when it does not apply):
 *  - "Meteorburn—...": an ability word that only names the ability (abilities that use the cards under the creature);
 *  - "When this creature is destroyed, ... instead": the older printing of "would be destroyed" (破壊される時、かわりに):
 *    "instead" makes it a replacement (609.1a), so it watches the destruction before it happens (609.2);
 *  - "you may X. If you do, this creature stays in the battle zone instead." and "you may X instead. If you do, this
 *    creature stays in the battle zone.": the substitute is X (doing it, the creature stays: the replaced event never
 *    happens, 609.4); declining, the event happens.
 */
function rewrite(line: string): Rewrite | null {
  let t = normalise(line).replace(/\.+$/, "");
  const names: string[] = [];
  const notes: string[] = [];
  const word = /^meteorburn\s*(?:—|―|:|-)\s*(.+)$/i.exec(t);
  if (word) {
    t = word[1];
    names.push("replacement:meteorburn");
    notes.push('"Meteorburn" only names the ability (one that uses the cards under the creature)');
  }
  // "one of your creatures that has Dragon in its race": one of your Dragons (a race containing the word, as the race
  // nouns are read)
  const race = /^(.*\bone of your )creatures that has (\w+) in its race( would .+)$/i.exec(t);
  if (race) {
    t = `${race[1]}${race[2]}s${race[3]}`;
    names.push("replacement:has-race-word");
    notes.push(`"creatures that have ${race[2]} in their race": read as the race noun ${race[2]} (any race that contains the word)`);
  }
  const old = /^(when|whenever) this creature is destroyed, (.+ instead(?:\. .+)?)$/i.exec(t);
  if (old) {
    t = `${old[1]} this creature would be destroyed, ${old[2]}`;
    names.push("replacement:is-destroyed-instead");
    notes.push('"when this creature is destroyed, ... instead": "instead" makes it a replacement (609.1a), read as "would be destroyed"');
  }
  const stays =
    /^(.+?, )you may (.+?)\. if you do, (?:this creature|it) stays in the battle zone instead$/i.exec(t) ??
    /^(.+?, )you may (.+?) instead\. if you do, (?:this creature|it) stays in the battle zone$/i.exec(t);
  if (stays && /\bthis creature would\b/i.test(stays[1]) && !/\binstead\b/i.test(stays[2])) {
    t = `${stays[1]}you may ${stays[2]} instead`;
    names.push("replacement:stays-if-you-do");
    notes.push('"you may X. If you do, this creature stays instead": the substitute is X; done, the replaced event never happens (609.4)');
  }
  // "... during your opponent's turn you may put it ... instead": the comma the printing left out before "you may"
  const comma = /^((?:when|whenever) this creature would be discarded from your hand during your opponent's turn) (you may .+ instead)$/i.exec(t);
  if (comma) {
    t = `${comma[1]}, ${comma[2]}`;
    names.push("replacement:missing-comma");
    notes.push('read with the comma the printing leaves out before "you may"');
  }
  // "..., put it into your mana zone face down instead. Crystal Mana (A face down card in your mana zone is treated as a
  // colorless card with a mana number of 1. ...)": the reminder says what a face-down mana card is (costs are not modelled)
  const crystal = /^(.+ face down instead)\. crystal mana \(a face down card in your mana zone is treated as a colorless card with a mana number of 1\. its owner may look at them at any time\.?\)$/i.exec(t);
  if (crystal) {
    t = crystal[1];
    names.push("replacement:crystal-mana");
    notes.push('"Crystal Mana (...)": the reminder of what a face-down mana card is (a colorless card with a mana number of 1); costs and mana numbers are not modelled by the engine');
  }
  // "S instead, and T": both are the substitute ("your opponent draws 5 cards instead, and this creature gets +5000 power
  // until the end of the turn": かわりに…引き、…+5000される)
  const and = /^(.+?, )((?!you may )[^,]+?) instead, and (this creature .+)$/i.exec(t);
  if (and && /\bthis creature would\b/i.test(and[1])) {
    t = `${and[1]}${and[2]}. ${and[3]} instead`;
    names.push("replacement:instead-and");
    notes.push('"S instead, and T": S and T together are the substitute');
  }
  // "whenever this creature would break a shield, ..., put it into your opponent's graveyard instead": the broken shield
  // is the opponent's, so its owner's graveyard
  const shield = /^((?:when|whenever) this creature would break (?:a|one of your opponent's) shields?, .+?)put it into your opponent's graveyard instead$/i.exec(t);
  if (shield) {
    t = `${shield[1]}put it into its owner's graveyard instead`;
    names.push("replacement:break-to-graveyard");
    notes.push("the shield this creature would break is the opponent's: \"your opponent's graveyard\" is its owner's");
  }
  if (names.length === 0) return null;
  return { line: t, names, notes };
}

/**
 * The rewritten sentences, read by the main replacement template (`read`: its "this creature or one of your other ..."
 * split included); the template is named after its most specific rewrite, and the compiled replacements keep the
 * printed text.
 */
export function repBTemplate(read: Template): Template {
  return {
    name: "replacement:rep-b",
    kind: "replacement",
    clause: "609",
    match(line, ctx) {
      if (!/Creature/.test(ctx.type)) return null;
      const r = rewrite(line);
      if (!r) return null;
      const res = read.match(r.line, ctx);
      if (!res) return null;
      const name = r.names.includes("replacement:stays-if-you-do") ? "replacement:stays-if-you-do" : r.names[r.names.length - 1];
      return {
        ...res,
        name,
        note: [...r.notes, res.note].filter(Boolean).join("; "),
        apply: (ab) => {
          const before = ab.replacements.length;
          res.apply(ab);
          for (let i = before; i < ab.replacements.length; i++) ab.replacements[i] = { ...ab.replacements[i], text: line };
        },
      };
    },
  };
}

/**
 * "When this creature would leave the battle zone or when you would lose the game, S instead": two replacements with one
 * substitute, each read by the main replacement template (`read`): the creature's leaving, and its controller's loss.
 */
export function leaveOrLoseTemplate(read: Template): Template {
  return {
    name: "replacement:leave-or-lose",
    kind: "replacement",
    clause: "609",
    match(line, ctx) {
      if (!/Creature/.test(ctx.type) || !/would lose the game/i.test(line)) return null;
      // either order ("… would leave or you would lose the game", "… would lose the game or this creature would leave")
      const t = normalise(line).replace(/\.$/, "");
      const m =
        /^when this creature would leave(?: the battle zone)? or (?:when )?you would lose the game, (.+ instead)$/i.exec(t) ??
        /^when you would lose the game or (?:when )?this creature would leave(?: the battle zone)?, (.+ instead)$/i.exec(t);
      if (!m) return null;
      const a = read.match(`When this creature would leave the battle zone, ${m[1]}.`, ctx);
      const b = read.match(`When you would lose the game, ${m[1]}.`, ctx);
      if (!a || !b) return null;
      return {
        watches: `${a.watches}; or ${b.watches}`,
        effect: a.effect,
        apply: (ab) => {
          const before = ab.replacements.length;
          a.apply(ab);
          b.apply(ab);
          ab.replacements.slice(before).forEach((r, i) => (ab.replacements[before + i] = { ...r, id: `${r.id}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: line }));
        },
      };
    },
  };
}

/**
 * "Ultimate Star Evolution: Put on one of your ... (When this creature would leave, the top card leaves instead.)", "Super
 * Infinite Star Evolution: Put on any number of your ...": the Star Evolution replacement the engine gives every Star
 * Evolution creature (813.1, rule-abilities.ts); what it may be put on is not checked (a scenario declares the stack).
 */
export const starEvolutionVariants: Template = {
  name: "reminder:star-evolution-variant",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Star Evolution/.test(ctx.type)) return null;
    if (!/^(?:ultimate|super infinite) star evolution: put on (?:one|any number) of your [^.()]+\. \(when this creature would leave, the top card leaves instead\.\)$/i.test(normalise(line))) return null;
    return {
      apply: (ab) => {
        if (!ab.keywords.includes("star-evolution")) ab.keywords.push("star-evolution");
      },
      watches: "this creature would leave the battle zone",
      effect: "only the top card leaves, the rest of the stack stays and is rebuilt (813.1, 801.4); not after another replacement (813.1a)",
      note: "what it may be put on is not checked by the engine: a scenario declares the stack",
    };
  },
};

/**
 * "Ultra Saver—Creature that has "Dokindam" in its name (When one of your ...)": the keyword's head printed with a dash
 * instead of a colon; read by the Saver reminder template (`reminder`), which checks that the head names what the
 * reminder watches.
 */
export function dashSaverTemplate(reminder: Template): Template {
  return {
    name: "reminder:saver-dash",
    kind: "replacement",
    clause: "609",
    match(line, ctx) {
      const m = /^(saver|ultra saver)\s*(?:—|―)\s*([^()]+?\s*\(.+\))\.?$/i.exec(normalise(line));
      if (!m) return null;
      const res = reminder.match(`${m[1]}: ${m[2]}`, ctx);
      if (!res) return null;
      return {
        ...res,
        name: `${res.name ?? reminder.name}-dash`,
        apply: (ab) => {
          const before = ab.replacements.length;
          res.apply(ab);
          for (let i = before; i < ab.replacements.length; i++) ab.replacements[i] = { ...ab.replacements[i], text: line };
        },
      };
    },
  };
}
