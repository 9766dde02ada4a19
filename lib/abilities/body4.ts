/**
 * body4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "If <condition>, <X>." where X is one sentence the grammar reads as a whole sentence (parseEffects) but not as a run
 *   of clauses (grammar.ts's own "if" reading asks parseClauses only: "that creature gets +5000 power and breaks an
 *   additional shield until the end of the turn" is read by a sentence reader): an `if` step (its condition looked at
 *   as the step runs, 603.4 for a triggered ability's effect). "Unless <condition>, X" is the same with X in `else`.
 *   "he" / "they" right after a condition on your opponent ("if your opponent has 3 or fewer shields, he discards …") is
 *   your opponent.
 * - "Untap this creature and draw 2 cards": two whole clauses joined by "and".
 * - "You win the game" / "you lose the game" (104.2c): the handlers `win-game` / `lose-game` (lib/engine/body4.ts).
 * - "Draw cards until you have N cards (in your hand)": the handler `draw-until`.
 * - "Play Rock-Paper-Scissors with your opponent. If you win, X. If you lose, Y.": the `rock-paper-scissors` step.
 * - "Count the number of cards in your mana zone. You may put that many cards from the top of your deck into your mana
 *   zone tapped.": the handler `mana-count-to-mana`.
 * - Misprints with one reading ("power 6000 of less", "you opponent", "opponent'screatures", "doesnt"): read as spelled
 *   everywhere else, with a note.
 */
import type { Condition, EffectStep } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** "If …, X" / "Unless …, X": the condition is the shortest comma-free prefix the grammar reads, X one sentence. */
function conditional(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = (sentences[i] ?? "").trim().replace(/^then,? /i, "");
  const m = /^(if|unless) ([^,]+), (.+)$/i.exec(s);
  if (!m) return null;
  // a sentence that names itself a branch of the one before ("if you do", "if you don't", "if it is …") is not a condition here
  if (/^(?:you do|you don't|you can't|they do|they don't|it is|it's|it was|its|that|those|the|not)\b/i.test(m[2])) {
    if (!/^it's the first attack this turn$/i.test(m[2])) return null;
  }
  // (the grammar gives up on some wordings before it asks the lanes: "you have a Bubble Lamp in your graveyard")
  const cond = g.parseCondition(m[2]) ?? condition(m[2]);
  if (!cond || cond.length === 0) return null;
  // "If your opponent has 3 or fewer shields, he discards …": the pronoun is the player the condition named (your opponent)
  const body = /^your opponent (?:has|drew|doesn't|summoned|put|cast)\b/i.test(m[2]) ? m[3].replace(/^(?:he|they) (?=discards?\b|chooses?\b)/i, "your opponent ").replace(/^your opponent (discard|choose)\b/i, "your opponent $1s") : m[3];
  const notes: string[] = [];
  const then = g.parseEffects(body, { ...ctx, notes });
  if (!then || then.length === 0) return null;
  // "If …, choose … . That creature …": what the next sentence names is not known here
  if (i + 1 < sentences.length && JSON.stringify(then).includes('"choose"')) return null;
  ctx.notes?.push(...notes);
  const step: EffectStep = m[1].toLowerCase() === "if" ? { do: "if", conditions: cond, then } : { do: "if", conditions: cond, then: [], else: then };
  return { steps: [step], used: 1 };
}

/** The verbs a clause of an effect begins with, for "X and Y" (two whole clauses). */
const VERB = /^(?:you may )?(?:draw|destroy|return|put|tap|untap|discard|shuffle|add|break|look|search|cast|summon)\b/i;

/**
 * "Untap this creature and draw 2 cards", "destroy this creature and draw 2 cards": two whole clauses joined by "and"
 * (grammar.ts does not split after "creature and", where "and" usually joins two targets). Each side must be a whole
 * clause; "you may X and Y" (the option would cover both) is not read.
 */
function twoClauses(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const s = (sentences[i] ?? "").trim().replace(/^then,? /i, "");
  if (/^you may\b/i.test(s) || /"/.test(s)) return null;
  const parts = s.split(/ and /i);
  if (parts.length !== 2 || !VERB.test(parts[0]) || !VERB.test(parts[1])) return null;
  const a = g.parseClause(parts[0], ctx);
  const b = a ? g.parseClause(parts[1], ctx) : null;
  return a && b ? { steps: [a, b], used: 1 } : null;
}

/** Misprints of the catalogue's English, each with its only reading (the printed words, spelled as everywhere else). */
const TYPOS: [RegExp, string][] = [
  [/\b(\d+) of less\b/gi, "$1 or less"],
  [/\bopponents (creatures|untapped creatures)\b/gi, "opponent's $1"],
  [/\bopponent'screatures\b/gi, "opponent's creatures"],
  [/\byou opponent\b/gi, "your opponent"],
  [/\byouropponent\b/gi, "your opponent"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\byour opponent's (reveals|discards|chooses)\b/gi, "your opponent $1"],
  [/^add one of your shields into your hand$/i, "add one of your shields to your hand"],
  [/\bfrom your graveyard to hand$/i, "from your graveyard to your hand"],
];

/** A sentence with a misprint: read as printed with the misprint spelled right (the sentence alone, or with the rest). */
function misprint(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const fix = (x: string): string => TYPOS.reduce((acc, [re, to]) => acc.replace(re, to), x);
  const s = sentences[i] ?? "";
  const fixed = fix(s);
  if (fixed === s) return null;
  const alone = g.parseEffects(fixed, ctx);
  if (alone) {
    ctx.notes?.push(`a misprint read as spelled everywhere else: "${s}" → "${fixed}"`);
    return { steps: alone, used: 1 };
  }
  const rest = sentences.slice(i + 1).map(fix);
  if (rest.length === 0) return null;
  const all = g.parseEffects([fixed, ...rest].join(". "), ctx);
  if (!all) return null;
  ctx.notes?.push(`a misprint read as spelled everywhere else: "${s}" → "${fixed}"`);
  return { steps: all, used: sentences.length - i };
}

/** "Destroy all …" wordings the grammar gives up on before it asks the lanes (a whole sentence). */
function destroyAll(sentence: string): EffectStep | null {
  const t = sentence.trim().replace(/^then,? /i, "").replace(/\.$/, "");
  // "destroy all creatures that have power 1000" (Magmarex): exactly that power, every player's creatures
  const p = /^destroy all creatures that have power (\d+)$/i.exec(t);
  if (p) return { do: "destroy", target: { all: { player: "any", zone: "battle", filter: { typeIncludes: "Creature", powerAtLeast: Number(p[1]), powerAtMost: Number(p[1]) } } } };
  // "destroy all non-Dragons" (Codeking Mozart): every creature in the battle zone that has no Dragon race
  if (/^destroy all non-dragons$/i.test(t)) return { do: "destroy", target: { all: { player: "any", zone: "battle", filter: { typeIncludes: "Creature", raceExcludes: ["Dragon"] } } } };
  return null;
}

/**
 * "Play Rock-Paper-Scissors with your opponent. If you win, X. [If you lose, Y.]" — the `rock-paper-scissors` step
 * (lib/engine/body4-rps.ts). X and Y are one sentence each and must be the rest of the effect: a later sentence could be
 * part of a branch ("If you win, search your deck. … Then shuffle your deck.") and is not read here.
 */
function rockPaperScissors(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  if (!/^play (?:a game of )?rock-paper-scissors with your opponent$/i.test((sentences[i] ?? "").trim())) return null;
  const win = /^if you win,\s*(.+)$/i.exec((sentences[i + 1] ?? "").trim());
  if (!win) return null;
  const lose = i + 2 < sentences.length ? /^if you lose,\s*(.+)$/i.exec((sentences[i + 2] ?? "").trim()) : null;
  const used = lose ? 3 : 2;
  if (i + used !== sentences.length) return null;
  const w = g.parseEffects(win[1], ctx);
  if (!w || w.length === 0) return null;
  const l = lose ? g.parseEffects(lose[1], ctx) : null;
  if (lose && (!l || l.length === 0)) return null;
  return { steps: [{ do: "rock-paper-scissors", win: w, ...(l ? { lose: l } : {}) }], used };
}

/**
 * "Count the number of cards in your mana zone. You may put that many (the same number of) cards from the top of your
 * deck into your mana zone tapped.": the handler `mana-count-to-mana` (lib/engine/body4.ts).
 */
function manaCount(sentences: string[], i: number): LaneMulti | null {
  if (!/^count the number of cards in your mana zone$/i.test((sentences[i] ?? "").trim())) return null;
  const m = /^(you may )?put (?:that many|the same number of) cards from the top of your deck into your mana zone( tapped)?$/i.exec((sentences[i + 1] ?? "").trim());
  if (!m) return null;
  const step: EffectStep = { do: "handler", name: "mana-count-to-mana", args: m[2] ? { tapped: true } : {} };
  return { steps: [m[1] ? { ...step, optional: true } : step], used: 2 };
}

function multi(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const mc = manaCount(sentences, i);
  if (mc) return mc;
  const d = destroyAll(sentences[i] ?? "");
  if (d) return { steps: [d], used: 1 };
  return rockPaperScissors(sentences, i, ctx, g) ?? conditional(sentences, i, ctx, g) ?? twoClauses(sentences, i, ctx, g) ?? misprint(sentences, i, ctx, g);
}

/** "You win the game" / "you lose the game" (104.2c): the engine's `win-game` / `lose-game` handlers (lib/engine/body4.ts). */
function clause(s: string, ctx: LaneCtx): EffectStep | null {
  const t = s.trim().replace(/\.$/, "");
  // "return the blocked creature to your opponent's hand" (Aqua Study; "that creature" once the block reader has named
  // it): the other creature of the event, an opponent's creature, to its owner's hand (a card only ever goes to its
  // owner's hand)
  if (/^return that creature to your opponent's hand$/i.test(t) && ctx.it && "eventOther" in ctx.it) return { do: "return-to-hand", target: { eventOther: true } };
  // "your opponent may choose a creature in their hand and put it into the battle zone": your opponent chooses (none is
  // the "no") one creature of their hand, which is put into the battle zone
  if (/^your opponent may choose a creature in (?:their|his) hand and put it into the battle zone$/i.test(t)) {
    return { do: "put-into-battle", target: { choose: { player: "opponent", zone: "hand", count: 1, upTo: true, chooser: "owner", filter: { typeIncludes: "Creature" } } } };
  }
  const m = /^you (win|lose) the game$/i.exec(t);
  if (m) return { do: "handler", name: m[1].toLowerCase() === "win" ? "win-game" : "lose-game" };
  // "draw cards until you have 5 cards", "draw until you have 3 cards in your hand": the `draw-until` handler
  const d = /^draw (?:cards )?until you have (\d+) cards(?: in your hand)?$/i.exec(t);
  if (d && Number(d[1]) > 0 && Number(d[1]) <= 40) return { do: "handler", name: "draw-until", args: { count: Number(d[1]) } };
  return null;
}

/** Conditions no other reading understands. */
function condition(s: string): Condition[] | null {
  const t = s.trim();
  // "if no creatures attacked that turn" (at the end of a turn): no attack was declared in the turn
  if (/^no creatures? (?:attacked|has attacked|have attacked) (?:that|this) turn$/i.test(t)) return [{ kind: "no-attack-this-turn" }];
  let m: RegExpExecArray | null;
  // "if there are 3 or less creatures in the battle zone": both players' creatures together
  if ((m = /^there (?:is|are) (\d+) or (less|fewer|more) creatures in the battle zone$/i.exec(t))) {
    const n = Number(m[1]);
    return [{ kind: "zone-count", whose: "total", zone: "battle", filter: { typeIncludes: "Creature" }, ...(/more/i.test(m[2]) ? { atLeast: n } : { atMost: n }) }];
  }
  // "if all your creatures in the battle zone are tapped": none of them untapped (this creature included)
  if (/^all (?:of )?your creatures in the battle zone are tapped$/i.test(t)) return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", tapped: false }, atMost: 0 }];
  // "if all cards in your mana zone are water": every card there is water (a multicolored water card is water); an empty
  // mana zone stops the run (statics4's `mana-all`: no ruling decides it)
  if ((m = /^all (?:the )?cards in your mana zone are (light|water|darkness|fire|nature)$/i.exec(t))) return [{ kind: "mana-all", civilizations: [m[1].toLowerCase()] }];
  // "if you have a Bubble Lamp in your graveyard", "if you have 4 'Keroyon Quartet' in the battle zone": a card named
  // (the name of a card of the catalogue, which the noun grammar does not read)
  if ((m = /^you have (a|an|\d+) '?([A-Z][\w' ,.-]*?)'? in (the battle zone|your graveyard|your mana zone|your hand)$/.exec(t))) {
    const name = m[2].trim();
    if (!NAMES.has(name.toLowerCase())) return null;
    const zone = m[3] === "the battle zone" ? "battle" : m[3] === "your graveyard" ? "graveyard" : m[3] === "your mana zone" ? "mana" : "hand";
    const n = /^an?$/.test(m[1]) ? 1 : Number(m[1]);
    return [{ kind: "zone-count", whose: "yours", zone, filter: { nameIs: name }, atLeast: n }];
  }
  return null;
}

/** Names read as a card named in a condition (each checked against the printed card it is on). */
const NAMES = new Set(["bubble lamp", "keroyon quartet"]);

export const LANE: Lane = { multi, clause, condition };
