/**
 * Effect clauses the general grammar (grammar.ts) does not read, tried after it (issue 14, branch `clauses`):
 *  - targets with a total: "any number of your opponent's creatures that have total power 6000 or less", "up to 2
 *    psychic creatures that have total cost 6 or less from your hyperspatial zone" (ChooseSpec.total);
 *  - wordings of clauses the grammar reads in another order ("this turn, X gets …", "your opponent chooses and
 *    destroys one of their creatures", "choose X and shieldify it");
 *  - two clauses in one sentence ("destroy this creature and that creature", "draw a card and shieldify a card from
 *    your hand");
 *  - conditions: "you have more shields than your opponent", "you and your opponent have a total of 6 or less shields"
 *    (Onitime).
 * Every reader returns null when it does not understand its whole input.
 */
import type { CardFilter, ChooseSpec, Condition, EffectStep, PerCard, Target } from "../engine/defs";
/** The grammar's ParseCtx (grammar.ts), said again here: grammar.ts imports this file. */
interface ParseCtx {
  it?: Target;
  notes?: string[];
}

type Step = EffectStep;
type Bare = (s: string, ctx: ParseCtx) => Step | null;
type TargetReader = (s: string, ctx: ParseCtx) => Target | null;

/**
 * "… that have total power 6000 or less" / "… that have total cost 5 or less" anywhere in a choice's noun phrase: the
 * phrase without it is read, and its choice gets the total (each chosen card fits in the total too).
 */
export function moreTarget(s: string, ctx: ParseCtx, target: TargetReader): Target | null {
  const m = /^(.+?) that have (?:a )?total (power|cost) (?:of )?(\d+) or less(.*)$/i.exec(s.trim());
  if (!m || /\btotal\b/i.test(m[4])) return null;
  const t = target(`${m[1]}${m[4]}`, ctx);
  if (!t || !("choose" in t)) return null;
  const c: ChooseSpec = t.choose;
  // a total of several cards: "any number of" / "up to N" (a single card's "total" is not one)
  if (!(c.upTo === true && (typeof c.count !== "number" || c.count > 1))) return null;
  if (c.underSource || c.cardDesignating) return null;
  const of = m[2].toLowerCase() as "power" | "cost";
  const n = Number(m[3]);
  return { choose: { ...c, total: { of, atMost: n } } };
}

/**
 * Another wording of a clause the grammar reads (read again as that wording), or null. Tried before the grammar's own
 * readers, so it must only match wordings none of them reads.
 */
export function rewordClause(s: string): string | null {
  let m: RegExpExecArray | null;
  // "This turn, this creature gets +3000 power." = "… gets +3000 power this turn"
  if ((m = /^this turn, (.+? gets? [^,]+)$/i.exec(s)) && !/ (?:this turn|until the (?:end of the turn|start of your next turn))$/i.test(m[1])) return `${m[1]} this turn`;
  // "That creature gets -4000 until the end of the turn.": the number a creature gets is power
  if ((m = /^(.+? gets? [+-]\d+) (until the (?:end of the turn|start of your next turn)|this turn)$/i.exec(s))) return `${m[1]} power ${m[2]}`;
  // "return this creature from the battle zone to your hand": where this creature is
  if ((m = /^return (this creature) from the battle zone (to (?:your|its owner's) hand)$/i.exec(s))) return `return ${m[1]} ${m[2]}`;
  // "your opponent chooses one of their untapped creatures and return it to its owner's hand": the verb is theirs
  if ((m = /^(your opponent chooses .+? and )(return|put|destroy|add) (it|them)( .+)?$/i.exec(s))) return `${m[1]}${m[2]}s ${m[3]}${m[4] ?? ""}`;
  // "Choose up to 2 of your opponent's creatures. They can't attack or block until …": "they" are those creatures
  if ((m = /^they (can't attack|can't be blocked|don't untap at the start of your opponent's next turn)(.*)$/i.exec(s))) return `those creatures ${m[1]}${m[2]}`;
  // "your opponent reveals their hand and discards all spells from it": the reveal shows, the discard is of every such card
  if ((m = /^your opponent reveals their hand and discards all (.+?) from it$/i.exec(s)) && !/^(?:the )?cards$/i.test(m[1])) return `your opponent discards all ${m[1]} from their hand`;
  return null;
}

/**
 * Clauses read before the grammar's own readers (whose "X gets …" reader stops at what it does not know): another
 * wording of a clause it reads, and "X gets -1000 power for each card in your graveyard until the end of the turn" /
 * "For each card in your graveyard, X gets -1000 power until the end of the turn" (the count taken when the effect is
 * created, 608.2b).
 */
export function firstClause(s: string, ctx: ParseCtx, bare: Bare, target: TargetReader, perCard: (s: string) => PerCard | null): Step | null {
  const reworded = rewordClause(s);
  if (reworded !== null) return bare(reworded, ctx);
  let m: RegExpExecArray | null;
  const UNTIL = "until the (end of the turn|start of your next turn)";
  let who: string, n: string, each: string, until: string | undefined;
  if ((m = new RegExp(`^(?:${UNTIL}, )?(.+?) gets? ([+-]\\d+) power for (each .+?)(?: ${UNTIL})?$`, "i").exec(s))) [who, n, each, until] = [m[2], m[3], m[4], m[1] ?? m[5]];
  else if ((m = new RegExp(`^for (each .+?), (.+?) gets? ([+-]\\d+) power ${UNTIL}$`, "i").exec(s))) [who, n, each, until] = [m[2], m[3], m[1], m[4]];
  else return null;
  if (!until) return null;
  const to = target(who, ctx);
  const pc = perCard(each);
  if (!to || !pc) return null;
  return { do: "grant", to, power: Number(n), powerEach: pc, until: /start/i.test(until) ? "start-of-your-next-turn" : "end-of-turn", text: s };
}

/** One clause in a wording the grammar does not read; `bare` is the grammar's own clause reader. */
export function moreClause(s: string, ctx: ParseCtx, bare: Bare, target: TargetReader): Step | null {
  let m: RegExpExecArray | null;
  // "choose one of your opponent's creatures and shieldify it"
  if ((m = /^choose (.+?) and shieldify (?:it|them)$/i.exec(s))) {
    const t = target(m[1], ctx);
    if (!t || !("choose" in t)) return null;
    return bare("shieldify it", { ...ctx, it: t });
  }
  // "your opponent chooses and destroys one of their creatures" = "your opponent chooses one of their creatures and destroys it"
  if ((m = /^your opponent chooses and destroys? (.+)$/i.exec(s))) {
    return bare(`your opponent chooses ${m[1]} and destroys ${/^(?:one|a|an) /i.test(m[1]) ? "it" : "them"}`, ctx);
  }
  // "your opponent chooses and discards 2 cards from their hand": the discarder chooses
  if ((m = /^your opponent chooses and discards (.+)$/i.exec(s))) return bare(`your opponent discards ${m[1].replace(/ from (?:their|his) hand$/i, " from their hand")}`, ctx);
  // "your opponent discards all cards from their hand" = their whole hand
  if (/^your opponent discards all (?:the )?cards (?:from|in) their hand$/i.test(s)) return { do: "discard", player: "opponent", count: "all", chooser: "discarder" };
  // "your opponent discards all spells from their hand": every card of that kind in it
  if ((m = /^your opponent discards all (.+?) from their hand$/i.exec(s))) {
    const noun = nounOf(m[1]);
    if (!noun) return null;
    return { do: "discard", player: "opponent", count: "all", chooser: "discarder", filter: noun };
  }
  // "(you may) choose one of your opponent's creatures in the battle zone and battle it with this creature"
  if ((m = /^choose (.+?) and battle (?:it|that creature) with this creature$/i.exec(s))) {
    const t = target(m[1], ctx);
    if (!t || !("choose" in t) || t.choose.zone !== "battle" || t.choose.count !== 1) return null;
    return { do: "battle", a: { self: true }, b: t };
  }
  return null;
}

/** Two clauses in one sentence that the grammar's split does not separate. */
export function moreClauses(sentence: string, ctx: ParseCtx, clause: (s: string, ctx: ParseCtx) => Step | null, target: TargetReader): Step[] | null {
  const s = sentence.trim();
  let m: RegExpExecArray | null;
  // "destroy this creature and that creature": both destroyed (each its own destruction)
  if ((m = /^(you may )?destroy (this creature) and (that creature|it)$/i.exec(s))) {
    if (m[1] || !ctx.it || "self" in ctx.it) return null;
    const a = clause(`destroy ${m[2]}`, ctx);
    const b = clause(`destroy ${m[3]}`, ctx);
    return a && b ? [a, b] : null;
  }
  // "This turn, that creature gets +2000 power and can't attack players.": both, for the same creature (one already
  // chosen or named: a choice here would be made twice)
  if ((m = /^(?:this turn, )?(.+?) gets? ([+-]\d+) power and can't attack( players| creatures)?(?: this turn)?$/i.exec(s)) && (/^this turn, /i.test(s) || / this turn$/i.test(s))) {
    const who = m[1];
    const t = target(who, ctx);
    if (!t || "choose" in t) return null;
    const a = clause(`${who} gets ${m[2]} power this turn`, ctx);
    const b = clause(`${who} can't attack${m[3] ?? ""} this turn`, ctx);
    return a && b ? [a, b] : null;
  }
  // "draw a card and shieldify a card from your hand"
  if ((m = /^(draw .+?) and (shieldify .+)$/i.exec(s))) {
    const a = clause(m[1], ctx);
    const b = clause(m[2], ctx);
    return a && b ? [a, b] : null;
  }
  return null;
}

/** Conditions the grammar's condition reader does not know; `cond` is the grammar's own reader. */
export function moreCondition(s: string, cond: (s: string) => Condition[] | null): Condition[] | null {
  const t = s.trim();
  let m: RegExpExecArray | null;
  // "you have at least one fire creature and at least one nature creature (in the battle zone)", "you have a water
  // creature or tamaseed and darkness creature or tamaseed": both, each with the zone said at the end
  if ((m = /^(you have) (at least one|an?|one or more) (.+?) and (?:(at least one|an?|one or more) )?(.+?)( in the battle zone)?$/i.exec(t))) {
    const zone = m[6] ?? "";
    const a = cond(`${m[1]} ${m[2]} ${m[3]}${zone}`);
    const b = cond(`${m[1]} ${m[4] ?? m[2]} ${m[5]}${zone}`);
    if (a && b && a.length === 1 && b.length === 1) return [...a, ...b];
  }
  // "you have a water creature or tamaseed": a creature or a tamaseed of that civilization in the battle zone
  if ((m = /^you have (?:an?|at least one|one or more) (light|water|darkness|fire|nature) creature or tamaseed(?: in the battle zone)?$/i.exec(t))) {
    return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: m[1].toLowerCase() as "fire", typeIncludesAny: ["Creature", "Tamaseed"] }, atLeast: 1 }];
  }
  // "you have an exile creature in the battle zone": a creature of the type Exile Creature
  if (/^you have (?:an?|at least one|one or more) exile creature(?: in the battle zone)?$/i.test(t)) {
    return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Exile Creature" }, atLeast: 1 }];
  }
  // "if you have more shields than your opponent": your count is greater than theirs
  if (/^you have more shields than your opponent(?: has)?$/i.test(t)) return [{ kind: "zone-count-more", zone: "shields" }];
  // Onitime's "if you and your opponent have a total of 6 or less shields": both players' shields added together
  if ((m = /^you and your opponent have a total of (\d+) or (less|fewer|more) shields$/i.exec(t))) {
    const n = Number(m[1]);
    return [{ kind: "zone-count", whose: "total", zone: "shields", ...(/more/i.test(m[2]) ? { atLeast: n } : { atMost: n }) }];
  }
  return null;
}

/**
 * What "it" / "that creature" means after a conditional step ("If …, choose one of your opponent's creatures and tap it.
 * That creature doesn't untap …", "If …, put a creature … into the battle zone. That creature gets …"): the creature
 * the condition's last step chose in, or put into, the battle zone — remembered under `name` (the step is rewritten to
 * remember it; when the condition did not hold nothing is remembered, and the later sentences act on nothing). Any other
 * card the condition's steps chose or moved leaves "that creature" unread (undefined); otherwise "it" is unchanged.
 */
export function itAfterConditional(steps: EffectStep[], it: Target | undefined, name: string): Target | undefined {
  const k = steps.length - 1;
  const last = steps[k];
  const lt = last && "target" in last ? last.target : null;
  if (lt && "choose" in lt && lt.choose.zone !== "battle" && lt.choose.count === 1 && last.do === "put-into-battle" && !last.remember) {
    steps[k] = { ...last, remember: name };
    return { remembered: name };
  }
  if (lt && "choose" in lt && lt.choose.zone === "battle" && lt.choose.count === 1 && (last.do === "tap" || last.do === "untap") && !last.ifYouDo) {
    const { optional, ...acting } = last;
    steps.splice(k, 1, { do: "choose", target: lt, remember: name, ...(optional ? { optional: true } : {}) }, { ...acting, target: { remembered: name } } as EffectStep);
    return { remembered: name };
  }
  for (const st of steps) {
    const t = "target" in st ? st.target : "to" in st && typeof st.to === "object" ? st.to : null;
    if (t && ("choose" in t || "all" in t)) return undefined;
  }
  return it;
}

/**
 * "If …, (you may) choose one of your opponent's creatures." followed by sentences about "that creature": the choice
 * (of creatures in the battle zone) is remembered under `name`; when the condition does not hold nothing is chosen and
 * the later sentences act on nothing, as printed.
 */
export function conditionalChoice(rest: string, ctx: ParseCtx, target: TargetReader, name: string): { step: EffectStep; it: Target } | null {
  const m = /^(you may )?choose (.+)$/i.exec(rest.trim());
  if (!m || / and /i.test(m[2])) return null;
  const t = target(m[2], ctx);
  if (!t || !("choose" in t) || t.choose.zone !== "battle") return null;
  return { step: { do: "choose", target: t, remember: name, ...(m[1] ? { optional: true } : {}) }, it: { remembered: name } };
}

/**
 * Sentences said in other words than the grammar reads: "…, those 2 creatures battle" (one sentence) is two; "Those
 * creatures battle", "The 2 creatures battle", "These 2 creatures battle", "Those 2 battle" are "Those 2 creatures
 * battle" (the grammar then finds the two creatures named before, or reads nothing); "one of your opponent's" at the end
 * of a choice of creatures is "one of your opponent's creatures"; "that creature battles with this creature" is "that
 * creature battles this creature".
 */
export function rephraseSentences(sentences: string[]): string[] {
  const out: string[] = [];
  const TWO = /^(?:then,? )?(?:those|these|the) (?:2|two) creatures battle$|^(?:then,? )?those creatures battle$|^(?:then,? )?those (?:2|two) battle$/i;
  for (const raw of sentences) {
    let s = raw.replace(/^(.*\bchoose one of your creatures and one of your opponent's)$/i, "$1 creatures");
    s = s.replace(/^(that creature|it) battles with (this creature)$/i, "$1 battles $2");
    const comma = /^(.+?), (?:and )?((?:those|these|the) (?:2|two) creatures battle)$/i.exec(s);
    if (comma && /\bchoose\b/i.test(comma[1])) {
      out.push(comma[1].replace(/^(.*\bchoose one of your creatures and one of your opponent's)$/i, "$1 creatures"), "those 2 creatures battle");
      continue;
    }
    out.push(TWO.test(s) ? s.replace(TWO, (t) => (/^then/i.test(t) ? "then those 2 creatures battle" : "those 2 creatures battle")) : s);
  }
  return out;
}

/** A few plural nouns of cards in a hand ("spells", "creatures", "multicolored cards"), as a filter; null for others. */
function nounOf(s: string): CardFilter | null {
  const t = s.trim().toLowerCase();
  if (t === "spells") return { typeIncludes: "Spell" };
  if (t === "creatures") return { typeIncludes: "Creature" };
  if (t === "multicolored cards") return { multicolored: true };
  return null;
}
