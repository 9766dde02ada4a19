/**
 * players3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 *  - Gachinko Judge inside an effect (701.21): "you and your opponent play Gachinko Judge. If you win, X." read as the
 *    engine's `gachinko-judge` step (as rep-d.ts reads the whole line), also with a comma for the period ("…play Gachinko
 *    Judge, If you win, X") and with the reminder "(Gachinko Judge: …)" after it, which restates 701.21a/b.
 *  - "jokers tornado" with no definition on the card: the keyword action (return one of your other Jokers to your
 *    hand), as compile.ts writes it out where the line defines it.
 *  - "X gets +N power [and "kw"] and can't be blocked until the end of the turn": one grant with every part.
 *  - "have this creature battle that creature": the `battle` step.
 */
import type { EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** The reminder of Gachinko Judge (701.21a/b), as its own sentence. */
const GACHINKO_REMINDER = /^\(gachinko judge: each player reveals the top card of their deck,? (?:then|and then) puts it on the bottom(?: of their deck)?\.? (?:you win if your card costs the same as or more than your opponent(?:'s)?|if your revealed card costs the same as or greater than your opponent's revealed card, you win)\.?\)$/i;

/** The sentences of a won judge: up to the reminder (which must be last, if there). */
function winSentences(rest: string[]): { body: string[]; used: number } | null {
  const r = rest.findIndex((s) => GACHINKO_REMINDER.test(s.trim()));
  if (r >= 0 && r !== rest.length - 1) return null;
  const body = r >= 0 ? rest.slice(0, r) : rest;
  if (body.some((s) => /\(|\binstead\b|gachinko/i.test(s))) return null;
  return { body, used: rest.length };
}

function gachinko(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  // "…play Gachinko Judge, If you win, X": a comma printed for the period
  const joined = /^you and your opponent play gachinko judge,? if you win,\s*(.+)$/i.exec(s);
  let first: string;
  let from: number;
  if (joined) {
    first = joined[1];
    from = i + 1;
  } else {
    if (!/^you and your opponent play gachinko judge$/i.test(s)) return null;
    const win = /^if you win,\s*(.+)$/i.exec((sentences[i + 1] ?? "").trim());
    if (!win) return null;
    first = win[1];
    from = i + 2;
  }
  const w = winSentences([first, ...sentences.slice(from)]);
  if (!w || w.body.length === 0) return null;
  const then = g.parseEffects(w.body.join(". "), ctx);
  if (!then || then.length === 0) return null;
  return { steps: [{ do: "gachinko-judge", then }], used: from - i + w.used - 1 };
}

/**
 * "X gets +N power [, "kw"] and can't be blocked until the end of the turn", "X gets +N power and breaks an additional
 * shield until the end of the turn", "That creature breaks an additional shield this turn", "this turn, X gets power +N
 * and breaks an additional shield": one grant with every part, until the end of the turn.
 */
function grantWithExtras(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  let t = s.trim().replace(/^then,? /i, "");
  let until = false;
  const lead = /^this turn, (.+)$/i.exec(t);
  if (lead) {
    t = lead[1];
    until = true;
  }
  const tail = /^(.+?)(?: until the end of the turn| this turn)$/i.exec(t);
  if (tail) {
    t = tail[1];
    until = true;
  }
  // "for each …": the extra break too would be counted (not read)
  if (!until || /\bfor each\b|\beach time\b/i.test(t)) return null;
  const m = /^(.+?) (gets? .+|breaks? .+|can't be blocked)$/i.exec(t);
  if (!m) return null;
  const items = m[2].replace(/^gets? /i, "").split(/,? and |, /);
  let cantBeBlocked = false;
  let extraBreaks = 0;
  const gets: string[] = [];
  for (const it of items) {
    const x = it.trim();
    const br = /^breaks? (an|one|two|three|\d+) additional shields?$/i.exec(x);
    if (br) {
      const n = g.parseCount(br[1]);
      if (n === null || extraBreaks > 0) return null;
      extraBreaks = n;
    } else if (/^can't be blocked$/i.test(x)) cantBeBlocked = true;
    else gets.push(x.replace(/^power ([+-]\d+)$/i, "$1 power"));
  }
  if (extraBreaks === 0 && !cantBeBlocked) return null;
  let step: EffectStep | null;
  if (gets.length > 0) {
    step = g.parseClause(`${m[1]} gets ${gets.join(" and ")} until the end of the turn`, ctx);
    if (!step || step.do !== "grant" || step.until !== "end-of-turn" || step.optional || step.cantBeBlocked || step.extraBreaks) return null;
  } else {
    const to = g.parseTarget(m[1], ctx);
    if (!to) return null;
    step = { do: "grant", to, until: "end-of-turn", text: s };
  }
  return { ...step, ...(cantBeBlocked ? { cantBeBlocked: true } : {}), ...(extraBreaks > 0 ? { extraBreaks } : {}), text: s };
}

/** "… until you lose or stop yourself. Then for each time you win Gachinko Judge, X" (lib/engine/players3.ts). */
function gachinkoUntilLose(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  if (!/^you and your opponent play gachinko judge until you lose or stop yourself$/i.test(sentences[i].trim())) return null;
  const each = /^then,? for each time you win(?: gachinko judge)?, (.+)$/i.exec((sentences[i + 1] ?? "").trim());
  if (!each) return null;
  const w = winSentences([each[1], ...sentences.slice(i + 2)]);
  // one sentence; a break for each win (one break of that many shields, or one break each?) is not read
  if (!w || w.body.length !== 1 || /\bbreaks?\b/i.test(w.body[0])) return null;
  const then = g.parseEffects(w.body[0], ctx);
  if (!then || then.length === 0) return null;
  return { steps: [{ do: "gachinko-judge", then, untilLose: true }], used: 1 + w.used };
}

/** "each player chooses a card from their hand and discards it", "each player discards their hand", "each player draws a card". */
function eachPlayer(t: string, g: LaneGrammar): EffectStep | null {
  let m: RegExpExecArray | null;
  if (/^each player discards (?:their hand|all cards in their hand|all the cards in their hand)$/i.test(t)) return { do: "handler", name: "each-player-discard", args: { count: "all" } };
  if ((m = /^each player (?:chooses (a|one|\w+|\d+) cards? from their hand and discards (?:it|them)|chooses and discards (a|one|\w+|\d+) cards? from their hand|discards? (a|one|\w+|\d+) cards?(?: from their hand)?)$/i.exec(t))) {
    const n = g.parseCount(m[1] ?? m[2] ?? m[3]);
    return n === null ? null : { do: "handler", name: "each-player-discard", args: { count: n } };
  }
  if ((m = /^each player (may draw|draws) (up to )?(a|one|\w+|\d+) cards?$/i.exec(t))) {
    const n = g.parseCount(m[3]);
    if (n === null || (m[2] && /may/i.test(m[1]))) return null;
    return { do: "handler", name: "each-player-draw", args: m[2] ? { count: n, upTo: true } : /may/i.test(m[1]) ? { count: n, may: true } : { count: n } };
  }
  // "each player reveals their hand and discards all non-darkness cards from it" (the reveal shows the hand: nothing moves)
  if ((m = /^each player reveals their hand and discards all (.+?) from it$/i.exec(t))) {
    const noun = g.parseNoun(m[1]);
    if (!noun || noun.noun !== "card" || Object.keys(noun.filter).length === 0) return null;
    return { do: "handler", name: "each-player-discard", args: { count: "all", filter: JSON.stringify(noun.filter) } };
  }
  // "each player chooses one of their creatures and destroys it", "… chooses and destroys one of their creatures",
  // "… chooses one of their creatures and puts it into its owner's mana zone", "each opponent chooses …"
  const verb = "(destroys (?:it|them)|puts (?:it|them) into (?:its owner's|their owner's|their owners|their) (?:mana zone|graveyard)|returns? (?:it|them) to (?:its owner's|their owner's|their) hand)";
  if ((m = new RegExp(`^each (player|opponent) (?:chooses (a|one|\\w+|\\d+) of their (.+?) and ${verb}|chooses and (destroys) (a|one|\\w+|\\d+) of their (.+?))$`, "i").exec(t))) {
    const n = g.parseCount(m[2] ?? m[6]);
    const noun = g.parseNoun(m[3] ?? m[7]);
    const v = (m[4] ?? m[5]).toLowerCase();
    if (n === null || !noun || (noun.noun !== "creature" && noun.noun !== "element" && noun.noun !== "shield") || (noun.noun === "shield" && v.startsWith("destroy"))) return null;
    const to = v.startsWith("destroy") ? "destroy" : /mana zone/.test(v) ? "mana" : /graveyard/.test(v) ? "graveyard" : "hand";
    const args: Record<string, string | number | boolean> = { zone: noun.noun === "shield" ? "shields" : "battle", count: n, to };
    if (Object.keys(noun.filter).length > 0) args.filter = JSON.stringify(noun.filter);
    if (noun.noun === "element") args.elements = true;
    if (/opponent/i.test(m[1])) args.opponentOnly = true;
    return { do: "handler", name: "each-player-choose", args };
  }
  // "each player chooses 2 cards in their mana zone and puts them into their graveyard"
  if ((m = /^each (player|opponent) chooses (a|one|\w+|\d+) cards? in their mana zone and puts (?:it|them) into their graveyard$/i.exec(t))) {
    const n = g.parseCount(m[2]);
    return n === null ? null : { do: "handler", name: "each-player-choose", args: { zone: "mana", count: n, to: "graveyard", ...(/opponent/i.test(m[1]) ? { opponentOnly: true } : {}) } };
  }
  // "each player puts the top 2 cards of their deck into their mana zone tapped"
  if ((m = /^each player puts the top (?:(a|one|two|three|\d+) )?cards? of their deck into their (mana zone|graveyard)( tapped)?$/i.exec(t))) {
    const n = m[1] ? g.parseCount(m[1]) : 1;
    if (n === null || (m[3] && !/mana/i.test(m[2]))) return null;
    return { do: "handler", name: "each-player-top", args: { count: n, to: /mana/i.test(m[2]) ? "mana" : "graveyard", ...(m[3] ? { tapped: true } : {}) } };
  }
  // "each player puts all non-darkness cards in their mana zone into their graveyard", "each player returns all cards
  // from their mana zone to their hand": read for one player, then every player's cards at once (player "any")
  if ((m = /^each player (returns|puts|shuffles) (all .+)$/i.exec(t))) {
    const one = `${m[1].slice(0, -1)} ${m[2]}`.replace(/\btheir owner's hands?\b/gi, "your hand").replace(/\btheir\b/gi, "your").replace(/^(\w+ all .+?) from your (mana zone|graveyard|hand) (to|into) /i, "$1 in your $2 $3 ");
    const st = g.parseClause(one, {});
    if (!st || st.optional || st.ifYouDo || !("target" in st) || !st.target || !("all" in st.target) || st.target.all.player !== "you") return null;
    if (!["return-to-hand", "put-into-hand", "to-graveyard", "put-into-mana", "shuffle-into-deck"].includes(st.do)) return null;
    return { ...st, target: { all: { ...st.target.all, player: "any" } } } as EffectStep;
  }
  return null;
}

/**
 * "your opponent can't cast spells until the start of your next turn", "this turn, your opponent can't cast spells",
 * "your opponent can't summon creatures that cost 4 or less until the start of your next turn", "… can't cast spells
 * that cost 4 or less until the end of that turn", "… can't cast spells this turn and can't summon creatures that cost
 * less than 9".
 */
function playerLimit(s: string, g: LaneGrammar): EffectStep | null {
  let t = s.trim();
  let until: "end-of-turn" | "start-of-your-next-turn" | null = null;
  const lead = /^(this turn|until the start of your next turn), (.+)$/i.exec(t);
  if (lead) {
    until = /this turn/i.test(lead[1]) ? "end-of-turn" : "start-of-your-next-turn";
    t = lead[2];
  }
  const tail = /^(.+?) (this turn|until the end of (?:the|that) turn|until the start of your (?:next )?turn)$/i.exec(t);
  if (tail) {
    if (until) return null;
    until = /start/i.test(tail[2]) ? "start-of-your-next-turn" : "end-of-turn";
    t = tail[1];
  }
  if (!until) return null;
  const m = /^your opponent can't (.+)$/i.exec(t);
  if (!m) return null;
  const parts = m[1].split(/ and can't /i);
  if (parts.length > 2) return null;
  const steps: EffectStep[] = [];
  for (const p of parts) {
    const x = /^(cast spells|summon creatures)(?: that (.+))?$/i.exec(p.trim());
    if (!x) return null;
    const cast = /cast/i.test(x[1]);
    let filter: Record<string, unknown> | undefined;
    if (x[2]) {
      const less = /^costs? less than (\d+)$/i.exec(x[2]);
      const noun = less ? null : g.parseNoun(`${cast ? "spells" : "creatures"} that ${x[2]}`);
      if (less) filter = { costAtMost: Number(less[1]) - 1 };
      else if (noun && Object.keys(noun.filter).length > 0) {
        const rest: Record<string, unknown> = { ...noun.filter };
        delete rest.typeIncludes;
        if (Object.keys(rest).length === 0) return null;
        filter = rest;
      } else return null;
    }
    steps.push({ do: "player-limit", who: "opponent", ...(cast ? { cantCast: true } : { cantSummon: true }), ...(filter ? { filter } : {}), until, text: s.trim() });
  }
  // one step: both limits the same way (the two parts differ only by what they forbid)
  if (steps.length === 2) {
    const [a, b] = steps as Extract<EffectStep, { do: "player-limit" }>[];
    if (a.filter || b.filter || a.cantCast === b.cantCast) return null;
    return { do: "player-limit", who: "opponent", cantCast: true, cantSummon: true, until, text: s.trim() };
  }
  return steps[0];
}

/** Reminders of keywords (each its keyword's rule, in the wordings printed after a sentence that grants it). */
const KEYWORD_REMINDERS: [string, RegExp][] = [
  ["blocker", /^\((?:whenever an opponent's creature attacks, you may tap (?:a creature that has "blocker"|this creature|the creature that has "blocker") to stop the attack\. then the 2 creatures battle|you may tap a creature that has "blocker" to change (?:the attack target of (?:your opponent's creature|that your opponent's creature|one of your opponent's creatures)|your opponent's attack target) to that creature)\.?\)$/i],
  ["speed attacker", /^\((?:a creature that (?:has|gets) "speed attacker" doesn't|creatures that have "speed attacker" don't) get summoning sickness\.?\)$/i],
  ["mach fighter", /^\(a creature that has "mach fighter" can attack tapped or untapped creatures on the turn you put it\.?\)$/i],
  ["double breaker", /^\(a creature that has "double breaker" breaks 2 shields\.?\)$/i],
  ["triple breaker", /^\(a creature that has "triple breaker" breaks 3 shields\.?\)$/i],
  ["powered breaker", /^\(a creature that has "powered breaker" breaks an additional shield for each 6000 power\.?\)$/i],
];

/** The reminder of Crystal Mana, on its own or after the reminder of a creature at power 0 destroyed (703.4c). */

/**
 * "one of your opponent's creatures that has less power than it", "up to 2 of …", "all creatures that have less power
 * than it": the target without the clause, with `powerBelowSource` (it: this creature only).
 */
function lessPowerThanIt(t: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const m = /^(.+?) that (?:has|have) less power than (?:it|this creature)$/i.exec(t.trim());
  if (!m || (ctx.it !== undefined && !("self" in ctx.it))) return null;
  const base = g.parseTarget(m[1], ctx);
  if (!base) return null;
  if ("choose" in base && base.choose.zone === "battle" && !base.choose.total && !base.choose.cardDesignating) return { choose: { ...base.choose, powerBelowSource: true } };
  if ("all" in base && base.all.zone === "battle" && !base.all.cardDesignating && !base.all.powerBelowEventOther) return { all: { ...base.all, powerBelowSource: true } };
  return null;
}

/**
 * "destroy one of your opponent's creatures that has less power than it", "choose … that has less power than it and
 * return it to the owner's hand" ("you may" first: optional).
 */
function lessClause(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const may = /^(?:then,? )?you may (.+)$/i.exec(s.trim());
  const t = may ? may[1] : s.trim().replace(/^then,? /i, "");
  const less = /^(?:(destroy) (.+ less power than (?:it|this creature))|choose (.+ less power than (?:it|this creature)) and (return) it to (?:its|the) owner's hand)$/i.exec(t);
  if (!less) return null;
  const target = lessPowerThanIt(less[2] ?? less[3], ctx, g);
  if (!target) return null;
  const step: EffectStep = less[1] ? { do: "destroy", target } : { do: "return-to-hand", target };
  return may ? { ...step, optional: true } : step;
}

export const LANE: Lane = {
  clause(s, ctx, g) {
    const t = s.trim();
    const limit = playerLimit(t, g);
    if (limit) return limit;
    const less = lessClause(t, ctx, g);
    if (less) return less;
    const each = eachPlayer(t, g);
    if (each) return each;
    // Jokers Tornado: "return one of your other Jokers to your hand" (compile.ts writes it out where the line defines it)
    if (/^jokers tornado$/i.test(t)) return g.parseClause("return one of your other Jokers to your hand", ctx);
    const battle = /^have this creature battle (that creature|it)$/i.exec(t);
    if (battle) {
      const it: Target | undefined = ctx.it;
      if (!it || !("eventCard" in it || "remembered" in it)) return null;
      return { do: "battle", a: { self: true }, b: it };
    }
    return null;
  },
  target(s, ctx, g) {
    return lessPowerThanIt(s, ctx, g);
  },
  multi(sentences, i, ctx, g) {
    // (the grammar's "X gets … until …" reader declines a grant it can't read whole before any lane clause is asked)
    const grant = grantWithExtras(sentences[i].trim(), ctx, g);
    if (grant) return { steps: [grant], used: 1 };
    // "it can't leave until the start of your next turn", "That creature can't leave the battle zone this turn"
    const leave = /^(?:then,? )?(.+?) (?:can't|cannot) leave(?: the battle zone)? (until the start of your next turn|until the end of the turn|this turn)$/i.exec(sentences[i].trim());
    if (leave) {
      const to = g.parseTarget(leave[1], ctx);
      if (to) return { steps: [{ do: "grant", to, cantLeave: true, until: /start/i.test(leave[2]) ? "start-of-your-next-turn" : "end-of-turn", text: sentences[i].trim() }], used: 1 };
    }
    const less = lessClause(sentences[i], ctx, g);
    if (less) return { steps: [less], used: 1 };
    // "choose one your opponent's creatures in the battle zone. That creature …" (Go Thousand): "of" left out; the
    // sentence and those after it read again as printed with it
    const of = /^((?:you may )?choose) one your opponent's (creatures? .+)$/i.exec(sentences[i].trim());
    if (of) {
      const rest = [`${of[1]} one of your opponent's ${of[2]}`, ...sentences.slice(i + 1)];
      const steps = g.parseEffects(rest.join(". "), ctx);
      return steps && steps.length > 0 ? { steps, used: rest.length } : null;
    }
    // the reminder of a keyword, after a sentence that grants it (the keyword's rule, which the engine applies)
    const kw = KEYWORD_REMINDERS.find(([k, re]) => re.test(sentences[i].trim()) && new RegExp(`"${k}"`, "i").test(sentences[i - 1] ?? ""));
    if (kw) {
      ctx.notes?.push(`the reminder in parentheses restates "${kw[0]}" (the keyword the sentence before grants), as the engine applies it`);
      return { steps: [], used: 1 };
    }
    // "Tap all your opponent's creatures. Those creatures don't untap at the start of their next turn.", "all your
    // opponent's tapped creatures don't untap at the start of their next turn"
    const untap = /^(those creatures|they|.+?) (?:don't|do not) untap (?:at|during) the start of (?:their|his|your opponent's) next turn$/i.exec(sentences[i].trim());
    if (untap) {
      let to: Target | null = null;
      if (/^(?:those creatures|they)$/i.test(untap[1])) {
        if (/^(?:then,? )?tap all (?:of )?your opponent's creatures(?: in the battle zone)?$/i.test((sentences[i - 1] ?? "").trim())) to = { all: { player: "opponent", zone: "battle" } };
      } else {
        const t = g.parseTarget(untap[1].replace(/^your opponent's /i, "all your opponent's "), ctx);
        if (t && "all" in t && t.all.player === "opponent" && t.all.zone === "battle") to = t;
      }
      if (to) return { steps: [{ do: "grant", to, doesntUntap: true, until: "opponents-next-untap", text: sentences[i].trim() }], used: 1 };
    }
    // "your opponent destroys one of their creatures" = "… chooses one of their creatures and destroys it"; "your opponent
    // chooses a card in their hand and discards it, then chooses one of their creatures and destroys it", "… chooses and
    // destroys one of their creatures and chooses a card in their mana zone and puts it into their graveyard": each part
    // read with the subject said again
    const oppSent = /^(then,? )?your opponent (.+)$/i.exec(sentences[i].trim());
    if (oppSent) {
      const one = /^(destroys|returns) (one|a|\d+) of their (creatures?)(.*)$/i.exec(oppSent[2]);
      if (one) {
        const steps = g.parseEffects(`${oppSent[1] ?? ""}your opponent chooses ${one[2]} of their ${one[3]} and ${one[1]} ${/^(one|a|1)$/i.test(one[2]) ? "it" : "them"}${one[4]}`, ctx);
        if (steps && steps.length > 0) return { steps, used: 1 };
      }
      const two = /^(chooses .+?)(?:, then | and )(chooses .+)$/i.exec(oppSent[2]);
      if (two) {
        const a = g.parseEffects(`your opponent ${two[1]}`, ctx);
        const b = a ? g.parseEffects(`your opponent ${two[2]}`, ctx) : null;
        if (a && b && a.length > 0 && b.length > 0) return { steps: [...a, ...b], used: 1 };
      }
    }
    // "each opponent …": in a game of two players, the opponent (the sentence read again so)
    const opp = /^(then,? )?each opponent (.+)$/i.exec(sentences[i].trim());
    if (opp) {
      const steps = g.parseEffects(`${opp[1] ?? ""}your opponent ${opp[2]}`, ctx);
      if (steps && steps.length > 0) return { steps, used: 1 };
    }
    return gachinko(sentences, i, ctx, g) ?? gachinkoUntilLose(sentences, i, ctx, g);
  },

};
