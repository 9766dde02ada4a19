/**
 * cost4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts).
 *
 * Sentences that change what a card costs (112.2b; 601.1a, 601.1e) or give another mana cost to pay for it: read into
 * one `cost` static (lib/engine/defs.ts) with every parameter the text gives — what it applies to, the uses, how much
 * less, "up to", per card counted, the floor ("it can't cost less than N"), the condition, "you may". The engine pays no
 * mana cost (a scenario summons, casts, generates and crosses without paying), so it records the static and the card
 * page shows it, but it changes nothing in a run: each reading says so in its note. A sentence that also does something
 * (a discard, a destruction at the end of the turn …) is not read here.
 */
import type { CardFilter, Condition, EffectStep, PerCard, StaticDef, TriggerDef } from "../engine/defs";
import { conditionWords, describeSteps } from "./describe";
import { CIVS, normalise, parseClause, parseCondition, parsePerCard } from "./grammar";
import { parseTriggerConditions } from "./triggers";
import type { Template, TemplateResult } from "./template-types";

export type CostStatic = Extract<StaticDef, { kind: "cost" }>;

/** What the engine does with a `cost` static: nothing (it pays no mana cost), said on each reading. */
export const COST_NOTE = "the engine records this change of cost but does not act on it: it pays no mana cost (a scenario summons, casts, generates and crosses cards without paying), so it changes nothing in a run";

/** "It can't cost less than 1" → 1, "It can't cost 0 or less" → 1, "It can't cost 1 or less" → 2 (null: not a floor). */
export function floorOf(s: string): number | null {
  const m = /^(?:it|they|this (?:creature|spell)) can't cost (?:less than (\d+)|(\d+) or less)$/i.exec(s.trim());
  if (!m) return null;
  return m[1] !== undefined ? Number(m[1]) : Number(m[2]) + 1;
}

const CIV = `(${CIVS.join("|")})`;
const capital = (c: string): string => c.charAt(0).toUpperCase() + c.slice(1).toLowerCase();

/** Words for a `cost` static (the card page's effect line). */
export function describeCost(st: CostStatic): string {
  const what = st.of === "self" ? "this card" : `${st.of.whose === "yours" ? "your" : st.of.whose === "opponents" ? "your opponent's" : "each player's"} ${filterNoun(st.of.filter)}`;
  const uses = st.uses.join(" or ");
  const parts: string[] = [];
  if (st.alternative) parts.push(`${st.optional ? "you may " : ""}pay ${st.alternative.civilizations.map(capital).join("/")} ${st.alternative.amount} instead of the cost to ${uses} ${what}`);
  if (st.less !== undefined) {
    const per = st.perCard ? ` for each ${perWords(st.perCard)}` : st.perPaid ? " for each card counted in this way" : "";
    parts.push(`${st.optional ? "you may have " : ""}${what} cost${st.optional ? "" : st.of === "self" ? "s" : ""} ${st.upTo ? "up to " : ""}${st.less} less${per} to ${uses}${st.crossOnto ? " onto this creature" : ""}`);
  }
  if (st.ignoreReductions) parts.push(`abilities that reduce the cost of ${what} are ignored (a use for no cost is no reduction)`);
  if (st.floor !== undefined) parts.push(`it can't cost less than ${st.floor}`);
  const when = st.conditions && st.conditions.length > 0 ? ` (if ${st.conditions.map(conditionWords).join(" and ")})` : "";
  return `${parts.join("; ")}${when}`;
}

function filterNoun(f: CardFilter | undefined, one = false): string {
  if (!f) return one ? "card" : "cards";
  const words: string[] = [];
  if (f.civilization) words.push(f.civilization);
  if (f.raceIncludes) words.push(`${f.raceIncludes.join(" or ")}-race`);
  words.push(`${f.typeIncludes ? f.typeIncludes.toLowerCase() : "card"}${one ? "" : "s"}`);
  if (f.powerAtLeast !== undefined) words.push(`that ${one ? "has" : "have"} power ${f.powerAtLeast} or more`);
  return words.join(" ");
}

function perWords(p: PerCard): string {
  const whose = p.whose === "yours" ? "your" : p.whose === "opponents" ? "your opponent's" : "any player's";
  return `${filterNoun(p.filter, true)} in ${whose} ${p.zone === "battle" ? "battle zone" : p.zone === "mana" ? "mana zone" : p.zone}`;
}

/** A template result that records one `cost` static, with its words and the note. */
function costResult(st: CostStatic): TemplateResult {
  return { apply: (ab) => ab.statics.push(st), effect: describeCost(st), note: COST_NOTE };
}

/** The sentences of a line (its full stops), with the last full stop taken off. */
const sentences = (line: string): string[] =>
  normalise(line)
    .replace(/\.$/, "")
    .split(/\.\s+/)
    .map((x) => x.trim());

/**
 * This card's own summon cost, reduced: "You may reduce the summoning cost of this creature by 1 for each spell in your
 * mana zone. It can't cost 0 or less." (Panda Boleyn), "If you have 2 or more cards in your graveyard, reduce this
 * creature's summon cost by 3." (Voiron).
 */
const selfReduction: Template = {
  name: "static:cost-self",
  kind: "static",
  clause: "112.2b",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const ss = sentences(line);
    if (ss.length < 1 || ss.length > 2) return null;
    const m = /^(?:if (.+?), )?(you may )?reduce (?:the summoning cost of this creature|this creature's summon cost) by (\d+)(?: for each (.+))?$/i.exec(ss[0]);
    if (!m) return null;
    let conditions: Condition[] | undefined;
    if (m[1] !== undefined) {
      const c = parseCondition(m[1]);
      if (!c || c.length === 0) return null;
      conditions = c;
    }
    let perCard: PerCard | undefined;
    if (m[4] !== undefined) {
      const p = parsePerCard(`each ${m[4]}`);
      if (!p) return null;
      perCard = p;
    }
    let floor: number | undefined;
    if (ss.length === 2) {
      const f = floorOf(ss[1]);
      if (f === null) return null;
      floor = f;
    }
    const st: CostStatic = {
      kind: "cost",
      of: "self",
      uses: ["summon"],
      less: Number(m[3]),
      ...(perCard ? { perCard } : {}),
      ...(floor !== undefined ? { floor } : {}),
      ...(m[2] ? { optional: true } : {}),
      text: line,
      ...(conditions ? { conditions } : {}),
    };
    return costResult(st);
  },
};

/**
 * "Double Sympathy: Creatures that have power 12000 or more (When you summon this creature, you may pay 2 less for each
 * of your creatures in the battle zone that have power 12000 or more. It can't cost 0 or less.)": the label names what
 * its reminder counts (the same creatures, said twice).
 */
const doubleSympathy: Template = {
  name: "static:cost-double-sympathy",
  kind: "static",
  clause: "112.2b",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^double sympathy: creatures that have power (\d+) or more \(when you summon this creature, you may pay (\d+) less for each of your creatures in the battle zone that have power (\d+) or more\. (it can't cost [^.]+)\.\)$/i.exec(normalise(line));
    if (!m || m[1] !== m[3]) return null;
    const floor = floorOf(m[4]);
    if (floor === null) return null;
    const st: CostStatic = {
      kind: "cost",
      of: "self",
      uses: ["summon"],
      less: Number(m[2]),
      perCard: { whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", powerAtLeast: Number(m[1]) } },
      floor,
      optional: true,
      text: line,
    };
    return costResult(st);
  },
};

/**
 * Other cards' costs: "You may reduce the cost to cast each of your light spells by 1. They can't cost less than 1."
 * (Rouberhine), "You may reduce the cost of your water spells by 1 for each of your Liquid People in the battle zone. It
 * can't cost less than 1." (Lp Ekspelion), "Your cross gears each cost 1 less to generate or cross. They can't cost less
 * than 1." (Sharion), "Cross gear cost 1 less to cross with this creature. They can't cost less than 1." (Gravity
 * Dragon), "Your creatures that have Dragon in their race each cost 2 less to summon. (Dragonoids don't count.) They
 * can't cost less than 2." (Cocco Lupia). While the source is in the battle zone (a static ability's area, 113.3).
 */
const othersReduction: Template = {
  name: "static:cost-others",
  kind: "static",
  clause: "112.2b",
  match(line) {
    const t = normalise(line).replace(/\.$/, "");
    let m: RegExpExecArray | null;
    let st: CostStatic | null = null;
    const spells = (civ: string): CardFilter => ({ typeIncludes: "Spell", civilization: civ.toLowerCase() });
    if ((m = new RegExp(`^you may reduce the cost to cast each of your ${CIV} spells by (\\d+)\\. (they can't cost [^.]+)$`, "i").exec(t))) {
      const floor = floorOf(m[3]);
      if (floor === null) return null;
      st = { kind: "cost", of: { whose: "yours", filter: spells(m[1]) }, uses: ["cast"], less: Number(m[2]), floor, optional: true, text: line };
    } else if ((m = new RegExp(`^you may reduce the cost of your ${CIV} spells by (\\d+) for each (.+?)\\. (it can't cost [^.]+)$`, "i").exec(t))) {
      const floor = floorOf(m[4]);
      const perCard = parsePerCard(`each ${m[3]}`);
      if (floor === null || !perCard) return null;
      st = { kind: "cost", of: { whose: "yours", filter: spells(m[1]) }, uses: ["cast"], less: Number(m[2]), perCard, floor, optional: true, text: line };
    } else if ((m = /^your cross gears each cost (\d+) less to generate or cross\. (they can't cost [^.]+)$/i.exec(t))) {
      const floor = floorOf(m[2]);
      if (floor === null) return null;
      st = { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Cross Gear" } }, uses: ["generate", "cross"], less: Number(m[1]), floor, text: line };
    } else if ((m = /^cross gears? costs? (\d+) less to cross with this creature\. (they can't cost [^.]+)$/i.exec(t))) {
      const floor = floorOf(m[2]);
      if (floor === null) return null;
      // only its controller's cross gears are crossed with it (303.3: a player crosses their cross gear with their creature)
      st = { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Cross Gear" } }, uses: ["cross"], less: Number(m[1]), floor, crossOnto: "self", text: line };
    } else if ((m = /^your creatures that have dragon in their race each cost (\d+) less to summon\. \(dragonoids don't count\.\) (they can't cost [^.]+)$/i.exec(t))) {
      const floor = floorOf(m[2]);
      if (floor === null) return null;
      // raceIncludes matches the race word "Dragon" as a word of a race ("Armored Dragon"), not "Dragonoid"
      st = { kind: "cost", of: { whose: "yours", filter: { typeIncludes: "Creature", raceIncludes: ["Dragon"] } }, uses: ["summon"], less: Number(m[1]), floor, text: line };
    }
    return st ? costResult(st) : null;
  },
};

/**
 * Another mana cost: "If you have 5 or more cards in your graveyard, you may pay Darkness 2: to summon this creature."
 * (Shelf = Garchelf), "If you have a tapped creature, you may pay Water 1: to summon this creature." (Hyurockin), "You
 * may pay Fire 1: to cross this cross gear to a creature." (Galaxy Bow - ANOTHER).
 */
const alternativeCost: Template = {
  name: "static:cost-alternative",
  kind: "static",
  clause: "601.1b",
  match(line, ctx) {
    const t = normalise(line).replace(/\.$/, "");
    let m: RegExpExecArray | null;
    if (/Creature/.test(ctx.type) && (m = new RegExp(`^(?:if (.+?), )?you may pay ${CIV} (\\d+):? to summon this creature$`, "i").exec(t))) {
      let conditions: Condition[] | undefined;
      if (m[1] !== undefined) {
        const c = parseCondition(m[1]);
        if (!c || c.length === 0) return null;
        conditions = c;
      }
      return costResult({ kind: "cost", of: "self", uses: ["summon"], alternative: { civilizations: [m[2].toLowerCase()], amount: Number(m[3]) }, optional: true, text: line, ...(conditions ? { conditions } : {}) });
    }
    if (/Cross Gear/.test(ctx.type) && (m = new RegExp(`^you may pay ${CIV} (\\d+):? to cross this cross gear to a creature$`, "i").exec(t))) {
      return costResult({ kind: "cost", of: "self", uses: ["cross"], alternative: { civilizations: [m[1].toLowerCase()], amount: Number(m[2]) }, optional: true, text: line });
    }
    return null;
  },
};

/**
 * What a player may do while summoning the creature for its reduction (601.1f): one step, of the kinds the engine does
 * with the card pending (lib/engine/cost4.ts). "Tap one of your creatures": an untapped one (a tapped creature can't be
 * tapped, so the processing could not be done, 601.1a).
 */
function payStep(x: string): EffectStep | null {
  let m: RegExpExecArray | null;
  if ((m = /^reveal a card that costs (\d+) or more from your hand to your opponent$/i.exec(x))) return { do: "handler", name: "reveal-from-hand", args: { costAtLeast: Number(m[1]) } };
  if (/^reveal an evolution creature in your hand$/i.test(x)) return { do: "handler", name: "reveal-from-hand", args: { typeIncludes: "Evolution", creature: true } };
  if (/^shuffle any number of spells from your graveyard into your deck$/i.test(x)) {
    const step = parseClause(x, { notes: [] });
    return step && step.do === "shuffle-into-deck" ? { ...step, remember: "paid" } : null;
  }
  // "destroy one of your creatures or one of your tamaseeds": one card, a creature or a tamaseed (the choice in the battle zone)
  if (/^destroy one of your creatures or one of your tamaseeds$/i.test(x)) return { do: "destroy", target: { choose: { player: "you", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } } };
  if (!/^(?:discard (?:a card from your hand|\d+ cards)|put one of your elements into your mana zone|put one of your shields into your graveyard|return one of your creatures to your hand|tap one of your creatures)$/i.test(x)) return null;
  const step = parseClause(x, { notes: [] });
  if (!step) return null;
  if (step.do === "discard") return step.player === "you" && typeof step.count === "number" && !step.filter && !step.upTo ? step : null;
  if (step.do === "put-into-mana" || step.do === "to-graveyard" || step.do === "return-to-hand") return "choose" in step.target && step.target.choose.player === "you" && step.target.choose.count === 1 ? step : null;
  if (step.do === "tap" && "choose" in step.target && step.target.choose.player === "you" && step.target.choose.count === 1 && step.target.choose.zone === "battle") {
    return { ...step, target: { choose: { ...step.target.choose, filter: { ...step.target.choose.filter, tapped: false } } } };
  }
  return null;
}

/** The words of a pay step (the reveal handler's in full). */
function payWords(step: EffectStep): string {
  if (step.do === "handler") {
    const a = step.args ?? {};
    return `reveal ${a.creature === true ? "an evolution creature" : `a card that costs ${String(a.costAtLeast)} or more`} from your hand to your opponent`;
  }
  return describeSteps([step]).replace(/^you /, "");
}

/**
 * "While you are summoning this creature, you may discard a card from your hand. If you do, this creature costs 2 less
 * to summon.", "… you may reveal a card that costs 7 or more from your hand to your opponent. If you do, this creature
 * costs up to 2 less to summon. It can't cost less than 1.": a `cost` static with the step to do (`pay`); a scenario's
 * summon with `whileSummoning: true` does it (601.1a, 601.1f), the reduction recorded, not acted on.
 */
const whileSummoning: Template = {
  name: "static:cost-while-summoning",
  kind: "static",
  clause: "601.1f",
  match(line, ctx) {
    // an evolution creature is put by the `evolve` action, not the `summon` that does these steps: not read
    if (!/Creature/.test(ctx.type) || /Evolution/.test(ctx.type)) return null;
    const t = normalise(line).replace(/^■\s*/, "").replace(/\.$/, "");
    let m = /^while you are summoning this creature, you may ([^.]+)\. if you do, this creature costs (up to )?(\d+) less to summon(?:\. ([^.]+))?$/i.exec(t);
    let perPaid = false;
    if (!m) {
      // "For each spell put into your deck": N less for each card the step counted
      const p = /^while you are summoning this creature, you may ([^.]+)\. for each (spell put into your deck), this creature costs (\d+) less to summon(?:\. ([^.]+))?$/i.exec(t);
      if (!p) return null;
      m = p;
      perPaid = true;
    }
    const step = payStep(m[1]);
    if (!step || perPaid !== (step.remember === "paid" || (step.do === "handler" && step.args?.remember === "paid"))) return null;
    let floor: number | undefined;
    if (m[4] !== undefined) {
      const f = floorOf(m[4]);
      if (f === null) return null;
      floor = f;
    }
    const st: CostStatic = { kind: "cost", of: "self", uses: ["summon"], less: Number(m[3]), ...(m[2] && !perPaid ? { upTo: true } : {}), ...(perPaid ? { perPaid: true } : {}), ...(floor !== undefined ? { floor } : {}), optional: true, pay: [step], text: line };
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while you are summoning this creature, you may ${payWords(step)}; if you do, ${describeCost({ ...st, optional: false })}`,
      note: "the step is done as the creature is summoned, the card not yet in the battle zone (601.1a, 601.1f); the engine records the reduction but does not act on it: it pays no mana cost",
    };
  },
};

/**
 * "Ignore any abilities that reduce the cost of your opponent using cards. (They may use abilities to use cards for no
 * cost such as "shield trigger".)" (Diamond Star): the opponent's cost reductions don't apply to their uses while the
 * source is in the battle zone; a use for no cost is no reduction (the reminder). Recorded, not acted on.
 */
const ignoreReductions: Template = {
  name: "static:cost-ignore-reductions",
  kind: "static",
  clause: "112.2b",
  match(line) {
    if (!/^ignore any abilities that reduce the cost of your opponent using cards\. \(they may use abilities to use cards for no cost such as "shield trigger"\.\)$/i.test(normalise(line))) return null;
    return costResult({ kind: "cost", of: { whose: "opponents" }, uses: ["use"], ignoreReductions: true, text: line });
  },
};

/**
 * The events a trigger that functions in the hand (110.4b) is looked at for by the engine: those the hand's cards see
 * (lib/engine/triggers.ts `matchHandTriggers`, on each event; `wins-battle` from the battle, lib/engine/cost4.ts).
 */
const HAND_EVENTS: ReadonlySet<TriggerDef["on"]["event"]> = new Set(["enters-shields", "wins-battle"]);

/**
 * "When a card is put into your shields, you may put this creature from your hand into the battle zone for no cost."
 * (Izayak), "When one of your creatures wins a battle, you may put this creature from your hand into the battle zone."
 * (Ace of Swords): an ability that functions while the card is in its owner's hand (110.4b; a triggered ability of a
 * hidden zone triggers when its use is declared, 603.2e/603.2f: the engine asks it as the "you may" at resolution). The
 * creature is put, not summoned (701.3a); "for no cost" says the same (a put pays nothing). If the card is no longer in
 * the hand as the ability resolves, nothing is put.
 */
const putFromHand: Template = {
  name: "trigger:put-self-from-hand",
  kind: "trigger",
  clause: "110.4b",
  match(line, ctx) {
    // a creature put on its own (an evolution creature needs a source; psychic / dragheart cards are never in a hand)
    if (!/Creature/.test(ctx.type) || /Evolution|Psychic|Dragheart|Exile/.test(ctx.type)) return null;
    const m = /^(when|whenever) ([^,]+), you may put this creature from your hand into the battle zone( for no cost)?$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const ons = parseTriggerConditions(m[2], ctx);
    if (!ons || ons.length !== 1) return null;
    const on = ons[0];
    // the card itself is in the hand: an event of "this creature" is not one it can see there
    if (on.subject === "self" || !HAND_EVENTS.has(on.event)) return null;
    const trig: TriggerDef = {
      id: `t${ctx.index}`,
      text: line,
      on,
      optional: false,
      activeIn: "hand",
      effect: [{ do: "if", conditions: [{ kind: "source-in", zone: "hand" }], then: [{ do: "put-into-battle", target: { self: true }, optional: true }] }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: `${m[2]}, while this creature is in your hand (110.4b)`,
      effect: "you may put this creature from your hand into the battle zone (put, not summoned: it pays no cost; declared at resolution, 603.2f); nothing is put if it has left the hand",
    };
  },
};

/**
 * "Whenever this creature wins a battle, you may untap this creature after the battle." (Reesa): the ability triggers on
 * the battle won (115.3b), which is over when the ability resolves, so the untap is after the battle; "you may".
 */
const untapAfterWin: Template = {
  name: "trigger:untap-after-win",
  kind: "trigger",
  clause: "115.3b",
  match(line, ctx) {
    if (!/^whenever this creature wins a battle, you may untap this creature after the battle$/i.test(normalise(line).replace(/\.$/, ""))) return null;
    const ons = parseTriggerConditions("this creature wins a battle", ctx);
    if (!ons || ons.length !== 1 || ons[0].event !== "wins-battle" || ons[0].subject !== "self") return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: ons[0], optional: false, effect: [{ do: "untap", target: { self: true }, optional: true }] };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      effect: "when this creature wins a battle, you may untap it (the battle is over as the ability resolves)",
    };
  },
};

export const TEMPLATES: Template[] = [selfReduction, doubleSympathy, othersReduction, alternativeCost, whileSummoning, ignoreReductions, putFromHand, untapAfterWin];

/** Other ways to read a line (an ability word or label left out …), with why. */
export const readings: (line: string) => { line: string; note?: string }[] = () => [];
