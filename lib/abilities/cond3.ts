/**
 * cond3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 *
 * - Delayed triggered abilities written inside an effect (603.x; 511.1 / 501.2): "At the end of the turn, X", "At the
 *   start of your next turn, X" as a sentence of a spell or of an ability's effect → an `at-end-of-turn` /
 *   `at-start-of-your-next-turn` step. X is read at once (its choices are made when the delayed ability resolves);
 *   "that creature" / "them" are the cards the effect remembered, still the same objects in the battle zone.
 */
import type { CardFilter, Condition, CountSide, EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** A target that names the card whose ability this is: a delayed X about it is not read (the card may be a new object by then). */
function namesSelf(steps: EffectStep[]): boolean {
  return JSON.stringify(steps).includes('"self":true');
}

/** The `it` of a delayed X: what the effect remembered (a choice or a put), never a choice made again later. */
function delayedIt(it: Target | undefined): Target | undefined {
  return it && "remembered" in it ? it : undefined;
}

/** "At the end of the turn, X." / "At the start of your next turn, X." (one sentence). */
function delayed(sentence: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const s = sentence.replace(/^then,? /i, "");
  let m = /^at the end of (?:the|this|that) turn, (.+)$/i.exec(s);
  if (m) {
    const effect = g.parseClauses(m[1], { ...ctx, it: delayedIt(ctx.it) });
    if (!effect || namesSelf(effect)) return null;
    if (JSON.stringify(effect).includes('"remembered"') && !delayedIt(ctx.it)) return null;
    return { do: "at-end-of-turn", effect, text: m[1] };
  }
  m = /^at the start of your next turn, (.+)$/i.exec(s);
  if (m) {
    const effect = g.parseClauses(m[1], { ...ctx, it: delayedIt(ctx.it) });
    if (!effect || namesSelf(effect)) return null;
    if (JSON.stringify(effect).includes('"remembered"') && !delayedIt(ctx.it)) return null;
    return { do: "at-start-of-your-next-turn", effect, text: m[1] };
  }
  return null;
}

function multi(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const d = delayed(sentences[i], ctx, g);
  return d ? { steps: [d], used: 1 } : null;
}

// ---------------------------------------------------------------------------------------------
// Conditions

/** "you have N or more X in Y" said negatively: "you don't have N or more X in Y" → N-1 or fewer. */
function notAtLeast(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^(you don't have|your opponent doesn't have) (\d+) or more (.+)$/i.exec(s);
  if (!m) return null;
  const pos = g.parseCondition(`${/^you /i.test(m[1]) ? "you have" : "your opponent has"} ${m[2]} or more ${m[3]}`);
  if (!pos || pos.length !== 1) return null;
  const c = pos[0];
  if (c.kind !== "zone-count" || c.atLeast !== Number(m[2]) || c.atMost !== undefined || c.whose === "either" || c.whose === "total") return null;
  const { atLeast, ...rest } = c;
  return [{ ...rest, atMost: atLeast - 1 }];
}

/**
 * Mana Drive's condition: "you have 6 or more cards in your mana zone and one or more of them is water civilization",
 * "… and at least one of them is Jokers" → both counts of the mana zone.
 */
function manaDrive(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^you have (\d+) or more cards in your mana zone and (?:one or more|at least one) of them (?:is|are) (?:an? )?(.+?)(?: civilization)?$/i.exec(s);
  if (!m) return null;
  const word = m[2].trim();
  const one = /^(?:light|water|darkness|fire|nature|zero)$/i.test(word) ? g.parseCondition(`you have a ${word.toLowerCase()} card in your mana zone`) : g.raceNoun(word) ? g.parseCondition(`you have a ${word} card in your mana zone`) : null;
  if (!one || one.length !== 1 || one[0].kind !== "zone-count" || !one[0].filter) return null;
  return [{ kind: "zone-count", whose: "yours", zone: "mana", atLeast: Number(m[1]) }, one[0]];
}

/**
 * "this is your only creature in the battle zone": you have no creature in the battle zone other than this one (said
 * by an ability of a creature in the battle zone: it is there).
 */
function onlyCreature(s: string): Condition[] | null {
  if (!/^this (?:creature )?is your only creature in the battle zone$/i.test(s)) return null;
  return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, excludeSource: true, atMost: 0 }];
}

/**
 * What is counted on one side of a comparison: "shields", "creatures" (in the battle zone), "creatures in the battle
 * zone", "cards in their mana zone", "water cards in your hand" → a zone and a filter (null when not understood).
 */
function countSide(words: string, whose: CountSide["whose"], g: LaneGrammar): CountSide | null {
  const t = words.trim();
  if (/^shields$/i.test(t)) return { whose, zone: "shields" };
  if (/^creatures$/i.test(t)) return { whose, zone: "battle", filter: { typeIncludes: "Creature" } };
  let m = /^(.+?) in the battle zone$/i.exec(t);
  if (m) {
    const noun = g.parseNoun(m[1]);
    if (!noun || (noun.noun !== "creature" && noun.noun !== "race")) return null;
    const f: CardFilter = { ...noun.filter };
    if (!f.typeIncludes) f.typeIncludes = "Creature";
    return { whose, zone: "battle", filter: f };
  }
  m = /^(.+?) in (?:your|their|his|her) (mana zone|hand|graveyard)$/i.exec(t);
  if (m) {
    const zone = g.zoneWord(m[2]);
    if (!zone) return null;
    if (/^cards$/i.test(m[1])) return { whose, zone };
    const noun = g.parseNoun(m[1]);
    if (!noun || noun.noun === "shield" || noun.noun === "element" || Object.keys(noun.filter).length === 0) return null;
    const f: CardFilter = { ...noun.filter };
    if (noun.noun === "creature" && !f.typeIncludes) f.typeIncludes = "Creature";
    return { whose, zone, filter: f };
  }
  return null;
}

/** The other side is the same count of the other player ("… than you have in yours", "… than you do", "… than your opponent"). */
const THAN_OTHER = /^(?:you|you do|you have|you have in yours|your opponent|your opponent does|your opponent has|your opponent has in theirs|they do|they have)$/i;

/**
 * Comparisons of two counts: "your opponent has more cards in their mana zone than you have in yours", "you have more
 * creatures in the battle zone than your opponent", "your opponent doesn't have more shields than you", "your number of
 * creatures is greater than or equal to your number of shields", "you have more creatures in the battle zone than your
 * shields".
 */
function compare(s: string, g: LaneGrammar): Condition[] | null {
  let m = /^your number of (\w+) is (greater than or equal to|greater than|more than) your number of (\w+)$/i.exec(s);
  if (m) {
    const left = countSide(m[1], "yours", g);
    const right = countSide(m[3], "yours", g);
    if (!left || !right) return null;
    return [{ kind: "count-compare", left, right, ...(/equal/i.test(m[2]) ? { orEqual: true } : {}) }];
  }
  // "your opponent's mana zone has more cards than you have in yours"
  m = /^(your|your opponent's) (mana zone|hand|graveyard) has more cards than (?:you have in yours|your opponent has in theirs|you do|yours|theirs)$/i.exec(s);
  if (m) {
    const zone = g.zoneWord(m[2]);
    const mine = /^your$/i.test(m[1]);
    if (!zone || (mine ? !/opponent|theirs/i.test(s.slice(m[1].length)) : /opponent|theirs/i.test(s.slice(m[1].length)))) return null;
    return [{ kind: "count-compare", left: { whose: mine ? "yours" : "opponents", zone }, right: { whose: mine ? "opponents" : "yours", zone } }];
  }
  // "your number of shields is greater than your opponent('s)"
  m = /^your number of (\w+) is greater than your opponent(?:'s)?$/i.exec(s);
  if (m) {
    const side = countSide(m[1], "yours", g);
    return side ? [{ kind: "count-compare", left: side, right: { ...side, whose: "opponents" } }] : null;
  }
  m = /^you have more creatures in the battle zone than your shields$/i.exec(s);
  if (m) return [{ kind: "count-compare", left: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" } }, right: { whose: "yours", zone: "shields" } }];
  m = /^(you have|your opponent has|you don't have|your opponent doesn't have) more (.+?) than (.+)$/i.exec(s);
  if (!m) return null;
  const mine = /^you /i.test(m[1]);
  const than = m[3].trim();
  // "than you" said by your opponent's side, "than your opponent" by yours
  if (!THAN_OTHER.test(than) || (mine ? !/^your opponent|^they/i.test(than) : !/^you\b/i.test(than))) return null;
  const a = countSide(m[2], mine ? "yours" : "opponents", g);
  if (!a) return null;
  const b: CountSide = { ...a, whose: mine ? "opponents" : "yours" };
  // "doesn't have more X than": the other side has at least as many
  return /n't/i.test(m[1]) ? [{ kind: "count-compare", left: b, right: a, orEqual: true }] : [{ kind: "count-compare", left: a, right: b }];
}

/** "a spell", "2 or more spells", "a card", "3 or more creatures" → at least that many (null when not understood). */
function atLeastOf(words: string, g: LaneGrammar): number | null {
  const m = /^(?:(an?|one or more|any)|(\w+) or more) (\w+)$/i.exec(words.trim());
  if (!m) return null;
  if (m[1]) return 1;
  return g.parseCount(m[2]);
}

/**
 * What happened this turn (the engine's turn log, lib/engine/cond3.ts, and its `this-turn-count`): "you cast 2 or more
 * spells this turn", "you haven't cast a spell this turn", "your opponent summoned 3 or more creatures this turn", "2 or
 * more of your shields weren't broken this turn", "no shields were broken this turn", "a card was put into your shield
 * zone this turn", "this creature broke any shields that turn", "your opponent drew 3 or more cards that turn", "your
 * opponent put 3 or more creatures into the battle zone that turn".
 */
function history(s: string, g: LaneGrammar): Condition[] | null {
  const t = s.replace(/ (?:this|that) turn$/i, "");
  if (t === s) return null;
  let m: RegExpExecArray | null;
  if (/^this creature broke (?:any shields|a shield|one or more shields)$/i.test(t)) return [{ kind: "source-broke-shield" }];
  if ((m = /^(you|your opponent) (?:have |has )?cast (.+)$/i.exec(t))) {
    const n = /spells?$/i.test(m[2]) ? atLeastOf(m[2], g) : null;
    return n === null ? null : [{ kind: "turn-log", what: "cast", whose: /opponent/i.test(m[1]) ? "opponents" : "yours", atLeast: n }];
  }
  if ((m = /^(you haven't|you didn't|your opponent hasn't|your opponent didn't) cast (?:a|any) spells?$/i.exec(t))) return [{ kind: "turn-log", what: "cast", whose: /opponent/i.test(m[1]) ? "opponents" : "yours", atMost: 0 }];
  if ((m = /^(you|your opponent) (?:have |has )?summoned (.+)$/i.exec(t))) {
    const n = /creatures?$/i.test(m[2]) ? atLeastOf(m[2], g) : null;
    return n === null ? null : [{ kind: "turn-log", what: "summoned", whose: /opponent/i.test(m[1]) ? "opponents" : "yours", atLeast: n }];
  }
  if ((m = /^(\w+) or more of your shields weren't broken$/i.exec(t))) {
    const n = g.parseCount(m[1]);
    return n === null || n < 1 ? null : [{ kind: "turn-log", what: "shields-broken", whose: "yours", atMost: n - 1 }];
  }
  if (/^no shields were broken$/i.test(t)) return [{ kind: "turn-log", what: "shields-broken", whose: "total", atMost: 0 }];
  if (/^(?:a card was put into your (?:shield zone|shields)|you put a card into your (?:shield zone|shields))$/i.test(t)) return [{ kind: "turn-log", what: "to-shields", whose: "yours", atLeast: 1 }];
  if (/^(?:a card wasn't put into your (?:shield zone|shields)|you didn't put a card into your (?:shield zone|shields))$/i.test(t)) return [{ kind: "turn-log", what: "to-shields", whose: "yours", atMost: 0 }];
  if ((m = /^you put (\w+) or more cards into your (?:shield zone|shields)$/i.exec(t))) {
    const n = g.parseCount(m[1]);
    return n === null ? null : [{ kind: "turn-log", what: "to-shields", whose: "yours", atLeast: n }];
  }
  if ((m = /^(you|your opponent) (?:have |has )?drawn? (.+)$/i.exec(t)) || (m = /^(you|your opponent) drew (.+)$/i.exec(t))) {
    const n = /cards?$/i.test(m[2]) ? atLeastOf(m[2], g) : null;
    return n === null ? null : [{ kind: "this-turn-count", what: "drawn", whose: /opponent/i.test(m[1]) ? "opponents" : "yours", atLeast: n }];
  }
  if ((m = /^your opponent put (\w+ or more) creatures into the battle zone$/i.exec(t))) {
    const n = atLeastOf(`${m[1]} creatures`, g);
    return n === null ? null : [{ kind: "this-turn-count", what: "creatures-put", whose: "opponents", atLeast: n }];
  }
  return null;
}

/** "you don't have a God in your mana zone": none (the grammar reads "you have a God in your mana zone"). */
function notAny(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^(you don't have|your opponent doesn't have) (?:an?|any) (.+ in (?:the battle zone|your [\w ]+|their [\w ]+))$/i.exec(s);
  if (!m) return null;
  const pos = g.parseCondition(`${/^you /i.test(m[1]) ? "you have" : "your opponent has"} a ${m[2]}`);
  if (!pos || pos.length !== 1 || pos[0].kind !== "zone-count" || pos[0].atLeast !== 1 || pos[0].atMost !== undefined || pos[0].whose === "either" || pos[0].whose === "total") return null;
  const { atLeast, ...rest } = pos[0];
  void atLeast;
  return [{ ...rest, atMost: 0 }];
}

/** "you have a total of 3 or more Jokers in the battle zone or your mana zone": both zones' cards added up. */
function zonesTotal(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^(you have|your opponent has) (?:a total of )?(\w+) or more (.+?) in the battle zone (?:or|and) (?:your|their) mana zone$/i.exec(s);
  if (!m) return null;
  const a = g.parseCondition(`${m[1]} ${m[2]} or more ${m[3]} in the battle zone`);
  const b = g.parseCondition(`${m[1]} ${m[2]} or more ${m[3]} in ${/^you /i.test(m[1]) ? "your" : "their"} mana zone`);
  if (!a || !b || a.length !== 1 || b.length !== 1 || a[0].kind !== "zone-count" || b[0].kind !== "zone-count" || a[0].excludeSource || b[0].excludeSource) return null;
  const [ca, cb] = [a[0], b[0]];
  if (ca.whose !== cb.whose || (ca.whose !== "yours" && ca.whose !== "opponents") || ca.atLeast === undefined || ca.atLeast !== cb.atLeast) return null;
  // "Jokers" (a race said alone) in the battle zone: every card of that race there, the tamaseeds and fields too, not
  // only the creatures (the grammar's "you have a Dragon in the battle zone" counts creatures)
  let fa = ca.filter;
  if (fa && g.raceNoun(m[3]) !== null && fa.typeIncludes === "Creature" && Object.keys(fa).length === 2 && fa.raceIncludes) fa = { raceIncludes: fa.raceIncludes };
  return [{ kind: "zone-count-sum", whose: ca.whose, parts: [{ zone: ca.zone, ...(fa ? { filter: fa } : {}) }, { zone: cb.zone, ...(cb.filter ? { filter: cb.filter } : {}) }], atLeast: ca.atLeast }];
}

/** "you have (cards of) all civilizations in your mana zone": a card of each of the five civilizations there. */
function allCivilizations(s: string): Condition[] | null {
  if (!/^you have (?:cards of )?all (?:five )?civilizations in your mana zone$/i.test(s)) return null;
  return ["light", "water", "darkness", "fire", "nature"].map((civ) => ({ kind: "zone-count", whose: "yours", zone: "mana", filter: { civilization: civ }, atLeast: 1 }));
}

/** "this is an evolution creature", "this is a Neo Evolution Creature": the source, now. */
function evolutionNow(s: string): Condition[] | null {
  if (/^this (?:creature )?is an evolution creature$/i.test(s)) return [{ kind: "source-evolution" }];
  if (/^this (?:creature )?is a neo evolution creature$/i.test(s)) return [{ kind: "source-evolution", neo: true }];
  return null;
}

/**
 * "you have 3 or more elements that have different costs" (Varavariety's condition), "you have 5 or more creatures that
 * have different costs", "you don't have 3 or more elements …": the different costs among your elements (the battle
 * zone's objects) or creatures in the battle zone.
 */
function differentCosts(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^(you have|you don't have) (\w+) or more (elements|creatures) that have different costs(?: in the battle zone)?$/i.exec(s);
  if (!m) return null;
  const n = g.parseCount(m[2]);
  if (n === null || n < 1) return null;
  const base = { kind: "distinct-costs" as const, whose: "yours" as const, zone: "battle" as const, ...(/^creatures$/i.test(m[3]) ? { filter: { typeIncludes: "Creature" } } : {}) };
  return [/n't/i.test(m[1]) ? { ...base, atMost: n - 1 } : { ...base, atLeast: n }];
}

/**
 * "you have no other dragons", "you have no other creatures in the battle zone that have "blocker"": none but this one
 * (the grammar reads "you have another Dragon"; "in the battle zone" is where what you "have" is).
 */
function noOther(s: string, g: LaneGrammar): Condition[] | null {
  const m = /^you have no other (.+?)(?: in the battle zone)?( that have .+)?$/i.exec(s);
  if (!m) return null;
  const pos = g.parseCondition(`you have another ${m[1]}${m[2] ?? ""}`);
  if (!pos || pos.length !== 1 || pos[0].kind !== "zone-count" || !pos[0].excludeSource || pos[0].atLeast !== 1 || pos[0].zone !== "battle") return null;
  const { atLeast, ...rest } = pos[0];
  void atLeast;
  return [{ ...rest, atMost: 0 }];
}

function condition(raw: string, g: LaneGrammar): Condition[] | null {
  const s = raw.trim();
  const other = noOther(s, g);
  if (other) return other;
  const costs = differentCosts(s, g);
  if (costs) return costs;
  const evo = evolutionNow(s);
  if (evo) return evo;
  return notAtLeast(s, g) ?? manaDrive(s, g) ?? onlyCreature(s) ?? compare(s, g) ?? history(s, g) ?? notAny(s, g) ?? zonesTotal(s, g) ?? allCivilizations(s);
}

// ---------------------------------------------------------------------------------------------
// "For each of your creatures in the battle zone, (you may) choose one of your opponent's creatures and tap it."

/**
 * The kinds of steps a "for each …, you may <verb> one …" repeats: tapping or untapping cards one at a time or all at
 * once comes to the same (a move would not: cards leaving one by one see each other leave).
 */
const REPEATABLE = new Set(["tap", "untap"]);

/**
 * "For each X, you may choose one of … and tap it" → choose up to as many as there are X (counted as it resolves) and tap
 * them: each choice may be skipped, and a card chosen twice is tapped once, so any run of such choices comes to a set of
 * different cards, at most that many. Without "you may" each choice must be made and may be the same card again (fewer
 * cards tapped): not the same as choosing that many different cards, not read.
 */
function forEachRepeat(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const m = /^for each (.+?), (.+)$/i.exec(s.trim());
  if (!m) return null;
  const per = g.parsePerCard(`each ${m[1]}`, { other: true });
  if (!per) return null;
  const steps = g.parseClauses(m[2], ctx);
  if (!steps || steps.length !== 1) return null;
  const st = steps[0];
  if (!REPEATABLE.has(st.do) || !("target" in st) || st.ifYouDo || st.remember) return null;
  const t = st.target;
  if (!("choose" in t) || t.choose.count !== 1 || t.choose.upTo || t.choose.total) return null;
  const { optional, ...rest } = st;
  if (!optional) return null;
  return { ...rest, target: { choose: { ...t.choose, count: { each: per }, upTo: true } } } as EffectStep;
}

function clause(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  return forEachRepeat(s, ctx, g);
}

export const LANE: Lane = { multi, condition, clause };
