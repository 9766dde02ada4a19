/**
 * Keywords and rule reminders the engine records but whose use it never offers, and sentences about costs (the engine
 * pays no cost: a scenario summons and casts for free). Each note says why the sentence changes nothing a scenario can
 * observe today. Keyword notes are named `keyword:<name>` (recorded, not acted on); rule notes that change how a run
 * may be scripted are named `rule:<name>` and have a smoke scenario.
 */
import { normalise } from "./grammar";
import type { Template } from "./template-types";

const NO_COSTS = "costs are not modelled by the engine (a scenario summons, casts and uses cards without paying), so this changes nothing in a run";

/** Keyword reminders whose mechanic a scenario cannot use: the keyword is recorded, with why it changes nothing. */
/** A keyword a scenario cannot use: its whole line, the keyword recorded, and why the engine does not act on it. */
export interface KeywordNote {
  re: RegExp;
  keyword: string;
  note: string;
}

const UNUSED_KEYWORDS: KeywordNote[] = [
  {
    re: /^sasagale \d+ \(while summoning a dispector, you may reduce its cost by \d+\. if you do, destroy this creature\. that dispector can't cost less than \d+\.\)$/i,
    keyword: "sasagale",
    note: "a cost reduction: costs are not modelled (a summon pays nothing), so it is never used in a run, nor the destruction that pays for it",
  },
  {
    re: /^hyper energy \(as you (?:summon this creature|cast this spell), you may tap any number of your creatures that have different costs\. for each creature you tapped in this way, this (?:creature|spell) costs \d+ less to summon\. it can't cost less than \d+\.\)$/i,
    keyword: "hyper-energy",
    note: "a way of paying a summon's cost: costs are not modelled (a summon pays nothing), so it is never used in a run",
  },
  {
    re: /^sympathy: [\w' -]+ \(this (?:creature|spell) costs \d+ less to (?:summon|play|cast) for each of your [\w' -]+ in (?:the battle zone|play)\. it can't cost (?:less than \d+|\d+ or less)\.\)$/i,
    keyword: "sympathy",
    note: NO_COSTS,
  },
  {
    re: /^crystal soul \d+ \(while you are summoning this creature, the mana number of face down cards in your mana zone becomes \d+\.\)$/i,
    keyword: "crystal-soul",
    note: NO_COSTS,
  },
  {
    re: /^bad action dynamite \d+ \(you may reduce this creature's summon cost by \d+\. if you do, destroy this creature at the end of the turn\.\)$/i,
    keyword: "bad-action-dynamite",
    note: "a cost reduction: costs are not modelled (a summon pays nothing), so it is never used in a run, nor the destruction at the end of the turn that comes with it",
  },
  {
    re: /^jokers over explode \d+ \(you may reduce this creature's summon cost by \d+\. if you do, put this creature on the bottom of your deck at the end of the turn\. then draw a card\.\)$/i,
    keyword: "jokers-over-explode",
    note: "a cost reduction: costs are not modelled (a summon pays nothing), so it is never used in a run, nor what comes with it at the end of the turn",
  },
  {
    re: /^great sin of moonless night \d+ \(you may reduce the cost of using this aura by \d+\. if you do, destroy one of your creatures at the end of your turn\.\)$/i,
    keyword: "great-sin-of-moonless-night",
    note: "a cost reduction: costs are not modelled (an aura is used for nothing), so it is never used in a run, nor the destruction that comes with it",
  },
  {
    re: /^galaxyshield (?:light|water|darkness|fire|nature)(?:\/(?:light|water|darkness|fire|nature))* \d+ \(you may pay (?:light|water|darkness|fire|nature)(?:\/(?:light|water|darkness|fire|nature))* \d+ instead of the cost of using this card\. if you do, put this card into your shields face up\.\)$/i,
    keyword: "galaxyshield",
    note: "another way of paying for the card, putting it into the shields face up: the engine offers no such use (costs are not modelled), so it is never used in a run",
  },
  {
    re: /^hyperify: tap one of your other creatures\. \(during your main step, you may unleash hyper mode\. hyper mode stays until the start of your next turn\.\)$/i,
    keyword: "hyperify",
    note: "unleashing Hyper Mode is not something a scenario can do, so this changes nothing in a run; the Hyper Mode abilities (after \"----\") are listed as not modelled",
  },
];

/** A template that records the keyword of any line of `list` and says why the engine does not act on it. */
export function keywordNotes(list: KeywordNote[]): Template {
  return {
    name: "keyword-note",
    kind: "keyword",
    match(line) {
      const t = normalise(line).replace(/\s*\.$/, "");
      const k = list.find((x) => x.re.test(t) || x.re.test(`${t}.`));
      if (!k) return null;
      return {
        name: `keyword:${k.keyword}`,
        apply: (ab) => {
          if (!ab.keywords.includes(k.keyword)) ab.keywords.push(k.keyword);
        },
        note: `the engine records this keyword but does not act on it: ${k.note}`,
      };
    },
  };
}

const unusedKeyword = keywordNotes(UNUSED_KEYWORDS);

/**
 * Sentences that only change what something costs: "Your opponent's spells cost 2 more to cast.", "Each turn, you may
 * have the first fire creature you summon cost 1 less. It can't cost less than 1.", "This creature costs 1 less to
 * summon for each creature in your mana zone. It can't cost less than 2."
 */
const costOnly: Template = {
  name: "rule:cost",
  kind: "rule",
  match(line) {
    const t = normalise(line).replace(/\.$/, "");
    // a sympathy-like keyword with its reminder: "Sympathy: Dragon (This creature costs 1 less ... )"
    const kw = /^[A-Z][^(]*\((.+)\)$/.exec(t);
    const body = kw && /\bcosts? /i.test(kw[1]) ? kw[1].replace(/\.$/, "") : t;
    // a sentence that does something besides changing a cost is not only about costs
    if (/\b(?:if you do|reveal|discard|tap|untap|destroy|put|return|draw|add|choose|shield|break|summon it|cast it)\b/i.test(body.replace(/\b(?:to summon|to cast|summon|cast|use|play|generate|tapped|untapped)\b/gi, ""))) return null;
    const sentences = body.split(/\.\s+/);
    let changes = 0;
    for (const x of sentences) {
      if (/^(?:however, )?(?:it|they) can't cost (?:less than \d+|\d+ or less)$/i.test(x)) continue;
      if (/^[^.]*\bcosts? (?:up to )?\d+ (?:less|more)(?: to (?:summon|cast|use|play|generate))?(?: for each [^.]+)?$/i.test(x)) {
        changes++;
        continue;
      }
      return null;
    }
    return changes > 0 ? { apply: () => {}, note: NO_COSTS } : null;
  },
};

/**
 * "Shinkarise: You may put evolution creatures on this tamaseed as if it were a creature.": what an evolution card is
 * put on is declared by the scenario's `evolve` action and not checked by the engine, so the permission changes nothing.
 */
const shinkarise: Template = {
  name: "rule:shinkarise",
  kind: "rule",
  match(line, ctx) {
    if (!/Tamaseed/.test(ctx.type)) return null;
    if (!/^shinkarise: you may put evolution creatures on this tamaseed as if it were a creature\.?$/i.test(normalise(line))) return null;
    return { apply: () => {}, note: "an evolution card is put on what the scenario's `evolve` action names (a tamaseed too); the engine does not check what it may be put on, so this permission changes nothing in a run" };
  },
};

/**
 * "You may summon this creature from your mana zone / graveyard / hyperspatial zone.": a scenario's `summon` action names
 * the zone it summons from (`from:`); the engine does not check that a card allows it.
 */
const summonFromZone: Template = {
  name: "rule:summon-from-zone",
  kind: "rule",
  match(line, ctx) {
    if (!/Creature|Twinpact/.test(ctx.type)) return null;
    if (!/^you may summon this creature from (?:your )?(?:mana zone|graveyard|hyperspatial zone|you graveyard)\.?$/i.test(normalise(line))) return null;
    return { apply: () => {}, note: "the engine does not act on it: a scenario may summon the card from that zone, and whether a card allows it is not checked (costs are not modelled)" };
  },
};

/**
 * Revolution Change: "When one of your X attacks, you may switch that creature with this creature from your hand." A
 * scenario uses it with the attack's `revolutionChange` (or the `revolution-change` action): the swap is the engine's
 * (701.26); which attacker it may be used with is not checked.
 */
const revolutionChange: Template = {
  name: "rule:revolution-change",
  kind: "rule",
  clause: "701.26",
  match(line) {
    const t = normalise(line).replace(/\.$/, "");
    if (!/^revolution change(?:-| ?[—:-] ?)[^()]+?(?: \(when one of your [^()]+? attacks?, you may switch that creature with this creature from your hand\.?\))?$/i.test(t)) return null;
    return { apply: () => {}, note: "used by the attack's `revolutionChange` (or the `revolution-change` action): the swap and what it means for the attack are the engine's (701.26); which attacker it may be used with is not checked" };
  },
};

/**
 * "Neo Evolution: You may put it on one of your fire creatures. (If a creature is under it, treat it as a Neo Evolution
 * Creature.)": the scenario's `evolve` action puts a Neo creature on its sources; while a card is under it, the engine
 * treats it as an evolution creature (no summoning sickness, rebuilt when it leaves alone). G-Neo: "when it would leave,
 * all cards under it leave instead" is a replacement the engine gives every G-Neo creature (rule-abilities).
 */
const neoEvolution: Template = {
  name: "rule:neo-evolution",
  kind: "rule",
  match(line, ctx) {
    if (!/\bNeo\b/.test(ctx.type)) return null;
    const m = /^(g-)?neo evolution ?: ?you may put (?:it|this creature) (?:on|on top of) one of your [^.()]+\.?(?: \((if a (?:creature|card) is under it, treat it as a neo evolution creature(, and when it would leave, all cards under it leave instead)?\.?)\))?$/i.exec(normalise(line));
    if (!m) return null;
    if (m[1] || m[3] || /G-Neo/.test(ctx.type)) return null;
    return { apply: () => {}, note: "a scenario's `evolve` action puts it on its sources (what it may be put on is not checked); while a card is under it the engine treats it as an evolution creature: no summoning sickness, and rebuilt (801.4) when it leaves alone" };
  },
};

/** "G-Neo Evolution: You may put this creature on top of one of your ... creatures. (... when it would leave, all cards under it leave instead.)" */
const gNeoEvolution: Template = {
  name: "reminder:g-neo-evolution",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/G-Neo/.test(ctx.type)) return null;
    if (!/^g-neo evolution ?: ?you may put (?:it|this creature) (?:on|on top of) one of your [^.()]+\.?(?: \(if a (?:creature|card) is under it, treat it as a neo evolution creature, and when it would leave, all cards under it leave instead\.?\))?$/i.test(normalise(line))) return null;
    return {
      apply: () => {},
      watches: "this creature would leave the battle zone (with cards under it)",
      effect: "the same move is applied to every card under it instead; the G-Neo creature stays (a replacement the engine gives every G-Neo creature)",
      note: "what it may be put on is not checked by the engine: a scenario's `evolve` action declares the stack; while a card is under it, it is an evolution creature",
    };
  },
};

/**
 * "Instead of paying the cost, you may tap 3 of your water creatures to cast this spell.": another way of paying. Costs
 * are not modelled and a scenario cannot choose to pay so, so it is never used in a run (nor are the creatures tapped).
 */
const alternativeCost: Template = {
  name: "rule:alternative-cost",
  kind: "rule",
  match(line, ctx) {
    if (!/Spell|Creature|Twinpact/.test(ctx.type)) return null;
    if (!/^instead of paying (?:the|this (?:spell|creature)'s) cost, you may tap (?:\d+|one|two|three|four|five) of your [\w' -]+? to (?:cast|summon) this (?:spell|creature)\.?$/i.test(normalise(line))) return null;
    return { apply: () => {}, note: "another way of paying the cost: costs are not modelled and a scenario cannot choose to pay so, so it is never used in a run (nor are the creatures tapped)" };
  },
};

const CIV = "(?:light|water|darkness|fire|nature|zero|colorless)";
const THIS_COST = "(?:the|its|it's|this (?:spell|creature|card)['’]s) cost";

/**
 * Other ways of paying for a card, and mana numbers while paying: "You may summon this creature by destroying 2 of your
 * creatures instead of paying the cost.", "If you have 6 or more cards in your mana zone, instead of paying the cost, you
 * may discard ... to summon this creature.", "Pandora Shift: You may pay Water/Fire 4: instead of paying the cost to use
 * this card. If you do, put this card into your hyperspatial zone.", "While you are summoning this creature, the mana
 * number of Gods in your mana zone becomes 2 instead of 1.", "Whenever you would pay the cost to summon a creature or
 * cast a spell, you may tap ... instead." Costs are not modelled and a scenario cannot choose to pay so: never used in a
 * run, nor what comes with paying so ("If you do, ...").
 */
const costPayment: Template = {
  name: "rule:cost-payment",
  kind: "rule",
  match(line) {
    const t = normalise(line).replace(/\.$/, "");
    const res: RegExp[] = [
      /^while you are (?:summoning this creature|casting this spell), (?:the mana number of [\w' -]+ in your mana zone becomes \d+ instead of \d+|you may have any number of [\w' -]+ in your mana zone change their mana number to become \d+ instead of \d+)(?:\. \(tapping an? [\w' -]+ to (?:summon this creature|cast this spell) creates \d+ mana instead of \d+\.?\))?$/i,
      new RegExp(`^(?:if [^,]+, )?instead of paying ${THIS_COST}, you may [^.]+? to (?:summon this creature|cast this spell)$`, "i"),
      new RegExp(`^(?:if [^,]+, )?you may (?:summon this creature|cast this spell) by [^.]+? instead of paying ${THIS_COST}$`, "i"),
      new RegExp(`^(?:if [^,]+, )?you may [^.]+? (?:to (?:summon this creature|cast this spell) )?instead of paying ${THIS_COST}$`, "i"),
      /^[\w' -]+: you may pay [^:.]+: instead of paying the cost to use this card\. if you do, put this card into your hyperspatial zone$/i,
      /^[\w' -]+: you may put [^.]+? on the bottom of your deck instead of paying this spell's cost$/i,
      new RegExp(`^whenever you (?:would pay the cost to summon a creature or cast a spell|summon a creature or cast a spell|use a card|would use a [\\w' ]+ that costs \\d+ or less), you may (?:tap [^.]+? in your mana zone|pay ${CIV}(?:/${CIV})* \\d+:) instead(?: of paying ${THIS_COST})?$`, "i"),
    ];
    if (/\binstead\b.*\binstead\b/i.test(t.replace(/\(tapping[^)]*\)/i, ""))) return null;
    if (!res.some((re) => re.test(t))) return null;
    return { apply: () => {}, note: "another way of paying for a card (or what mana counts for while paying): costs are not modelled and a scenario cannot choose to pay so, so it is never used in a run, nor what comes with paying so" };
  },
};

/**
 * "Recycle Water 3 (You may pay Water 3 mana to cast this spell from your graveyard. After you cast, put it on the bottom
 * of your deck instead of your graveyard.)": the after-cast move belongs to a cast from the graveyard, which a scenario
 * cannot make (the `cast` action casts from the hand), so it is never used in a run.
 */
const recycle: Template = {
  name: "rule:recycle",
  kind: "rule",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const re = new RegExp(`^(?:recycle|recital) ${CIV} \\d+ ?\\(you may pay ${CIV} \\d+ mana to cast this spell from your graveyard\\. after you cast, put it on the bottom of your deck instead of your graveyard\\.\\)$`, "i");
    if (!re.test(normalise(line).replace(/\.$/, ""))) return null;
    return { apply: () => {}, note: "a cast from the graveyard, paying mana: a scenario casts from the hand only (and pays nothing), so this cast and its after-cast move are never used in a run" };
  },
};

export const KEYWORD_NOTE_TEMPLATES: Template[] = [alternativeCost, costPayment, recycle, unusedKeyword, costOnly, shinkarise, summonFromZone, revolutionChange, neoEvolution, gNeoEvolution];
