/**
 * choose3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 *
 * Named choices ("Choose a race. Creatures of that race can't be blocked this turn.", "choose a number of 6 or less.
 * Destroy all creatures that cost the same as the chosen number."): a `declare` step (lib/engine/choose3.ts) asks the
 * controller for the value, and the sentences after it are read with "that race" / "the chosen number" standing for a
 * stand-in the grammar knows (a race, a cost, a power, a civilization), which is then replaced in the steps by a filter
 * that refers to the declared value (`CardFilter.declared`). The reading is kept only when every stand-in became such
 * a filter and nothing else of the sentences changed.
 */
import type { CardFilter, EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** A race the grammar reads as a race ("Curry Bread creatures"), standing for the declared one while the text is read. */
const RACE_STAND_IN = "Curry Bread";
/** A number no card text uses, standing for the declared number. */
const NUMBER_STAND_IN = 777777;
const CIVS = ["light", "water", "darkness", "fire", "nature"];

type What = "race" | "civilization" | "number";

interface Head {
  what: What;
  atLeast?: number;
  atMost?: number;
  /** The rest of the sentence after "choose a race and …" / "choose a race, then …". */
  rest?: string;
}

function readHead(s: string): Head | null {
  const t = s.replace(/^then,? /i, "");
  let m = /^choose a (race|civilization)(?:(?:,? and|, then) (.+))?$/i.exec(t);
  if (m) return { what: m[1].toLowerCase() as What, ...(m[2] ? { rest: m[2] } : {}) };
  m = /^choose a number(?: (of (\d+) or less|between (\d+) and (\d+)|less than or equal to (\d+)))?$/i.exec(t);
  if (!m) return null;
  if (m[2] !== undefined) return { what: "number", atMost: Number(m[2]) };
  if (m[3] !== undefined) return { what: "number", atLeast: Number(m[3]), atMost: Number(m[4]) };
  if (m[5] !== undefined) return { what: "number", atMost: Number(m[5]) };
  return { what: "number" };
}

const THAT = "(?:that|the chosen|that chosen)";

/** The sentence with the references to the declared value replaced by the stand-in, or null when it has none. */
function standIn(s: string, what: What, civ: string): string {
  if (what === "race") {
    return (
      s
        // "Creatures of that race can't be blocked this turn": each of them
        .replace(new RegExp(`^creatures of ${THAT} race (can't|can) `, "i"), `Each ${RACE_STAND_IN} creature $1 `)
        // "Each creature of that race" / "creatures of that race" / "each of your creatures … of that race"
        .replace(new RegExp(`\\b(creatures?|cards?)( in the battle zone)? of ${THAT} race\\b`, "gi"), `${RACE_STAND_IN} $1$2`)
        // "… creatures in the battle zone that have that race", "cards that have the chosen race"
        .replace(new RegExp(`\\b(creatures?|cards?)( in the battle zone| in your (?:hand|mana zone|graveyard))? that (?:have|has) ${THAT} race\\b`, "gi"), `${RACE_STAND_IN} $1$2`)
    );
  }
  if (what === "civilization") {
    return s
      .replace(new RegExp(`\\b(creatures?|cards?|spells?)( in the battle zone)? (?:that (?:have|has) ${THAT} civilization|of ${THAT} civilization)\\b`, "gi"), `${civ} $1$2`)
      .replace(new RegExp(`\\bspells of ${THAT} civilization\\b`, "gi"), `${civ} spells`);
  }
  return s
    .replace(new RegExp(`\\bthat (costs?) the same as ${THAT} number\\b`, "gi"), `that $1 ${NUMBER_STAND_IN} or more`)
    .replace(/\bthat have the same cost\b/gi, `that cost ${NUMBER_STAND_IN} or more`)
    .replace(/\bthat has the same cost\b/gi, `that costs ${NUMBER_STAND_IN} or more`)
    .replace(new RegExp(`\\bthat (have|has) ${THAT} power\\b`, "gi"), `that $1 power ${NUMBER_STAND_IN} or more`);
}

const hasStandIn = (s: string, civ: string | null): boolean => s.includes(RACE_STAND_IN) || s.includes(String(NUMBER_STAND_IN)) || (civ !== null && new RegExp(`\\b${civ}\\b`, "i").test(s));

/**
 * The steps with every stand-in filter made a reference to the declared value; null when a stand-in is left anywhere
 * else (in a text, in another field) or none was found.
 */
function replaceStandIns(steps: EffectStep[], name: string, what: What, civ: string, texts: [string, string][]): EffectStep[] | null {
  let found = 0;
  let bad = false;
  const walk = (o: unknown): unknown => {
    if (typeof o === "string") {
      let t = o;
      for (const [from, to] of texts) t = t.split(from).join(to);
      if (t.includes(RACE_STAND_IN) || t.includes(String(NUMBER_STAND_IN))) bad = true;
      return t;
    }
    if (typeof o === "number") {
      if (o === NUMBER_STAND_IN) bad = true;
      return o;
    }
    if (Array.isArray(o)) return o.map(walk);
    if (o === null || typeof o !== "object") return o;
    const obj = { ...(o as Record<string, unknown>) };
    const f = obj as CardFilter;
    if (what === "race" && f.raceIncludes?.includes(RACE_STAND_IN)) {
      if (f.raceIncludes.length !== 1 || f.declared) bad = true;
      delete f.raceIncludes;
      f.declared = { name, as: "race" };
      found++;
    }
    if (what === "civilization" && f.civilization === civ) {
      if (f.declared) bad = true;
      delete f.civilization;
      f.declared = { name, as: "civilization" };
      found++;
    }
    if (what === "number" && (f.costAtLeast === NUMBER_STAND_IN || f.powerAtLeast === NUMBER_STAND_IN)) {
      const as = f.costAtLeast === NUMBER_STAND_IN ? "cost" : "power";
      if (f.declared || f.costAtMost !== undefined || f.powerAtMost !== undefined || (as === "cost" && f.powerAtLeast !== undefined) || (as === "power" && f.costAtLeast !== undefined)) bad = true;
      delete f.costAtLeast;
      delete f.powerAtLeast;
      f.declared = { name, as };
      found++;
    }
    for (const [k, v] of Object.entries(obj)) if (k !== "declared") obj[k] = walk(v);
    // another field naming a civilization (civilizationsAny, civilizationNot) would be the stand-in read otherwise
    if (what === "civilization" && Object.values(obj).some((v) => v === civ || (Array.isArray(v) && v.includes(civ)))) bad = true;
    return obj;
  };
  const out = walk(steps) as EffectStep[];
  return bad || found === 0 ? null : out;
}

/** "Choose a race. <sentences about that race>", "choose a number of 6 or less. <…the chosen number>". */
function namedChoice(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const head = readHead(sentences[i]);
  if (!head) return null;
  const rest = [...(head.rest ? [head.rest] : []), ...sentences.slice(i + 1)];
  if (rest.length === 0) return null;
  const name = `declared-${i}`;
  // "Choose a civilization. Draw a card for each of your opponent's creatures in the battle zone that have the chosen
  // civilization" (Cool Reaction): one draw per creature counted as the step runs
  const perCiv = head.what === "civilization" && rest.length === 1 ? /^draw a card for each of (your|your opponent's) creatures in the battle zone that (?:have|has) (?:the chosen|that) civilization$/i.exec(rest[0]) : null;
  if (perCiv) {
    const each = { whose: perCiv[1].toLowerCase() === "your" ? ("yours" as const) : ("opponents" as const), zone: "battle" as const, filter: { typeIncludes: "Creature", declared: { name, as: "civilization" as const } } };
    return { steps: [{ do: "declare", what: "civilization", remember: name }, { do: "draw", player: "you", count: { each } }], used: sentences.length - i };
  }
  const all = rest.join(" ");
  const civ = head.what === "civilization" ? CIVS.find((c) => !new RegExp(`\\b${c}\\b`, "i").test(all)) : undefined;
  if (head.what === "civilization" && !civ) return null;
  if (hasStandIn(all, civ ?? null)) return null;
  const rewritten = rest.map((s) => standIn(s, head.what, civ ?? "")).map((s) =>
    // "Reveal the top card of your deck. If that card is a creature that costs …, you may put that creature into the
    // battle zone for no cost" (Magma Moon): the deck look's "if it's …, you may put it into the battle zone" (putting is free)
    s.replace(/^if that card is (a creature that costs [^,]+?),? you may put that creature into the battle zone(?: for no cost)?$/i, "If it's $1, you may put it into the battle zone"),
  );
  if (rewritten.every((r, k) => r === rest[k])) return null;
  const parsed = g.parseEffects(rewritten.join(". "), { ...ctx });
  if (!parsed) return null;
  const texts: [string, string][] = rewritten.map((r, k) => [r, rest[k]] as [string, string]).filter(([r, o]) => r !== o);
  const steps = replaceStandIns(parsed, name, head.what, civ ?? "", texts);
  if (!steps) return null;
  const declare: EffectStep = { do: "declare", what: head.what, remember: name, ...(head.atLeast !== undefined ? { atLeast: head.atLeast } : {}), ...(head.atMost !== undefined ? { atMost: head.atMost } : {}) };
  return { steps: [declare, ...steps], used: sentences.length - i };
}

/**
 * Slips of the catalogue's English in choice sentences, each with one meaning only (the Japanese text says the same):
 * a typo or a missing word, put right before the grammar reads the sentence again.
 */
const SLIPS: [RegExp, string][] = [
  // "Chooses one of your opponent's creatures in the battle zone." (Alien Storm)
  [/^(you may )?chooses one of /i, "$1choose one of "],
  // "choose another one of your other creatures" (Gollem): one of your other creatures
  [/\bchoose another one of your other creatures\b/i, "choose one of your other creatures"],
  // "Choose of your creatures." (Fujiyama Hold): one of them
  [/^(you may )?choose of your /i, "$1choose one of your "],
  // "one of your opponent's creature in the battle zone"
  [/\bchoose one of your (opponent's )?creature in the battle zone\b/i, "choose one of your $1creatures in the battle zone"],
  // "your opponents creatures"
  [/\byour opponents creatures\b/gi, "your opponent's creatures"],
  // "Choose a creature in the battle zone, and return it to its owner's hand."
  [/^((?:you may )?choose [^,]+), and (return|destroy|tap|untap|put) (it|them) /i, "$1 and $2 $3 "],
  // "… and return it to the owner's hand"
  [/\b(return (?:it|them)) to the owner's hand\b/gi, "$1 to its owner's hand"],
  // "… that costs 4 or less and puts it into its owner's mana zone", "… and put into its owner's mana zone"
  [/^((?:you may )?choose .+) and puts? (?:it )?into its owner's mana zone$/i, "$1 and put it into its owner's mana zone"],
  // "choose one of your opponent's cards that costs 4 or less and destroy it": a card destroyed is in the battle zone (701.6a)
  [/^((?:you may )?choose one of your opponent's cards) that costs? (\d+) or less and destroy it$/i, "$1 in the battle zone that costs $2 or less and destroy it"],
  // "… cards that cost 4 or less in the battle zone and put it to its owner's mana zone" (Dokugeta)
  [/^((?:you may )?choose one of your opponent's cards) that costs? (\d+) or less in the battle zone and put it to its owner's mana zone$/i, "$1 in the battle zone that costs $2 or less and put it into its owner's mana zone"],
  // "Put the top of your deck into your mana zone" (a mode of Child Festival): its top card
  [/^put the top of your deck into your mana zone$/i, "Put the top card of your deck into your mana zone"],
  // "Put all your opponent's creatures that … into your opponent's mana zone": their owner's
  [/^(put all your opponent's creatures .+) into your opponent's mana zone$/i, "$1 into their owner's mana zone"],
  // "Your opponent draws a card, then chooses 2 cards in their hand and discards them": they discard 2 cards they choose
  [/^your opponent draws a card, then chooses (\d+) cards in their hand and discards them$/i, "Your opponent draws a card. Then your opponent discards $1 cards from their hand"],
  // "Thiscreature and that creature battle" (Bolshack Batocross)
  [/\bThiscreature\b/g, "This creature"],
  // "That creature get +6000 power …", "that creatures attacks if able"
  [/^that creature get /i, "That creature gets "],
  [/\bthat creatures (attacks|gets|can't) /gi, "that creature $1 "],
];

function unslip(s: string): string {
  let t = s;
  for (const [re, to] of SLIPS) t = t.replace(re, to);
  // "… that has more than 6000 power" (Dorvolan): power 6001 or more (powers are whole numbers, 108.1)
  t = t.replace(/\bthat has more than (\d+) power\b/gi, (_m, n: string) => `that has power ${Number(n) + 1} or more`);
  return t;
}

/** The sentences from i on, read again with their slips put right (only when one was). */
function slips(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const rest = sentences.slice(i);
  const fixed = rest.map(unslip);
  if (fixed.every((f, k) => f === rest[k])) return null;
  const steps = g.parseEffects(fixed.join(". "), { ...ctx });
  return steps ? { steps, used: rest.length } : null;
}

/**
 * "another creature (in the battle zone) (that …)", "another card in the battle zone that costs 3 or less": a creature
 * (or card) of either player other than this card (ChooseSpec.excludeSelf), read as "a creature …"; only where "it" is
 * this card.
 */
function another(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const m = /^another (creature|card)\b(.*)$/i.exec(s);
  // "another" is other than this card only where "it" is this card (or nothing): after "when you put this creature or
  // another creature", it may mean other than the creature put (Codename Sorge), which the engine can't say
  if (!m || (ctx.it !== undefined && !("self" in ctx.it))) return null;
  const t = g.parseTarget(`a ${m[1]}${m[2]}`, ctx);
  if (!t || !("choose" in t) || t.choose.player !== "any" || t.choose.count !== 1 || t.choose.excludeSelf) return null;
  return { choose: { ...t.choose, excludeSelf: true } };
}

const UNTIL: Record<string, "end-of-turn" | "start-of-your-next-turn"> = {
  "this turn": "end-of-turn",
  "until the end of the turn": "end-of-turn",
  "until the start of your next turn": "start-of-your-next-turn",
};

/**
 * "That creature can't be destroyed until the end of the turn", "This turn, that creature can't block", "That creature
 * doesn't leave until the start of your next turn": a grant for a period to the creature the sentence before chose.
 */
function grantToIt(s: string, ctx: LaneCtx): EffectStep | null {
  const it = ctx.it;
  if (!it || !("remembered" in it || "choose" in it || "self" in it)) return null;
  const periods = "this turn|until the end of the turn|until the start of your next turn";
  const m = new RegExp(`^(?:(${periods}), )?(?:that (?:chosen )?creature|it) (can't be destroyed|can't block|can't leave(?: the battle zone)?|doesn't leave(?: the battle zone)?)(?: (${periods}))?$`, "i").exec(s);
  if (!m || !!m[1] === !!m[3]) return null;
  const until = UNTIL[(m[1] ?? m[3]).toLowerCase()];
  const what = m[2].toLowerCase();
  const effect = what === "can't be destroyed" ? { cantBeDestroyed: true } : what === "can't block" ? { cantBlock: true } : { cantLeave: true };
  return { do: "grant", to: it, ...effect, until, text: s };
}

/**
 * "That creature gets -1000 power for each civilization you have in your mana zone until the end of the turn": the
 * number of different civilizations among the controller's mana cards (PerCard.civilizations), counted as the effect
 * is created (608.2b). "For each card that creature consists of, you may draw a card": one draw (each optional) per
 * card of the chosen object (109.2c).
 */
function perChosen(s: string, ctx: LaneCtx): EffectStep | null {
  const it = ctx.it;
  if (!it) return null;
  const civ = /^(?:that (?:chosen )?creature|it) gets ([+-]\d+) power for each civilization (?:you have )?in your mana zone (until the end of the turn|this turn|during this turn)$/i.exec(s);
  if (civ && ("remembered" in it || "choose" in it || "self" in it)) {
    return { do: "grant", to: it, power: Number(civ[1]), powerEach: { whose: "yours", zone: "mana", civilizations: true }, until: "end-of-turn", text: s };
  }
  const draw = /^for each card (?:that|the chosen) creature consists of, (you may )?draw a card$/i.exec(s);
  if (draw && "remembered" in it) return { do: "draw", player: "you", count: { cardsOf: it.remembered }, ...(draw[1] ? { upTo: true } : {}) };
  return null;
}

/** Third person to second ("That player shuffles all cards in their graveyard into their deck" → "Shuffle all cards in your …"). */
const VERBS: Record<string, string> = { shuffles: "shuffle", puts: "put", chooses: "choose", returns: "return", adds: "add", draws: "draw", discards: "discard", destroys: "destroy" };

function asYou(s: string): string | null {
  const m = /^(?:then,? )?that player (.+)$/i.exec(s);
  if (!m) return null;
  // "you", "your opponent", "this creature" would mean the card's controller (or card), not the chosen player
  if (/\b(?:you|your|opponent|opponent's|this)\b/i.test(m[1])) return null;
  let t = m[1]
    .replace(/\b(shuffles|puts|chooses|returns|adds|draws|discards|destroys)\b/gi, (v) => VERBS[v.toLowerCase()])
    .replace(/\b(?:their|his|her)\b/gi, "your");
  if (/\b(?:they|he|she|him)\b/i.test(t) || /\b\w+s (?:it|them|all|a|an|the|one|up)\b/.test(t.replace(/\b(?:cards|creatures|shields)\b/g, ""))) return null;
  // "put all cards from your graveyard into your deck and shuffle it": the graveyard shuffled into the deck
  t = t.replace(/^put all cards from your graveyard into your deck and shuffle it$/i, "shuffle all cards in your graveyard into your deck");
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** "(You may) choose a player. That player …. (Then that player ….)": a `chosen-player` step over "that player"'s sentences. */
function chosenPlayer(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const m = /^(you may )?choose a player$/i.exec(sentences[i].replace(/^then,? /i, ""));
  if (!m) return null;
  const own: string[] = [];
  for (let k = i + 1; k < sentences.length; k++) {
    const t = asYou(sentences[k]);
    if (t === null) break;
    own.push(t);
  }
  if (own.length === 0) return null;
  const then = g.parseEffects(own.join(". "), { notes: ctx.notes });
  if (!then) return null;
  return { steps: [{ do: "chosen-player", then, ...(m[1] ? { optional: true } : {}) }], used: own.length + 1 };
}

/**
 * "(First choose what this creature is attacking. Then choose a creature to tap.)": the reminder that an attack's target
 * is declared with the attack (506.1) before its "whenever this creature attacks" abilities resolve, which is how the
 * engine's attack action works: nothing to do.
 */
function attackOrderReminder(s: string, ctx: LaneCtx): boolean {
  if (!/^\(first choose what (?:this creature is attacking|your creature is attacking|to attack)[.,] then choose (?:a creature to tap|which creature to tap)\.?\)$/i.test(s)) return false;
  ctx.notes?.push("a reminder: the attack's target is declared with the attack (506.1), before the abilities that trigger on it resolve; the engine's attack action works so, nothing to do");
  return true;
}

/**
 * "That creature attacks this turn if able", "Until the start of your next turn, that creature must attack if able",
 * "During your opponent's next turn, that creature attacks if able" (an opponent's creature: the same period, its turn
 * being the only one it could attack in), "It gets "this creature attacks if able" until the start of your next turn":
 * a grant of "attacks if able" (its controller's turn can't end while it could still attack).
 */
function mustAttackIt(s: string, ctx: LaneCtx): EffectStep | null {
  const it = ctx.it;
  if (!it || !("remembered" in it || "choose" in it)) return null;
  const subject = "(?:that (?:chosen )?creature|it)";
  let until: "end-of-turn" | "start-of-your-next-turn" | null = null;
  if (new RegExp(`^${subject} (?:attacks|must attack) this turn if able$`, "i").test(s) || new RegExp(`^this turn, ${subject} (?:attacks|must attack) if able$`, "i").test(s)) until = "end-of-turn";
  else if (new RegExp(`^until the start of your next turn, ${subject} (?:attacks|must attack) if able$`, "i").test(s)) until = "start-of-your-next-turn";
  else if (new RegExp(`^${subject} gets "this creature attacks if able" until the start of your next turn$`, "i").test(s)) until = "start-of-your-next-turn";
  else if (new RegExp(`^during your opponent's next turn, ${subject} (?:attacks|must attack) if able$`, "i").test(s) && "choose" in it && it.choose.player === "opponent") until = "start-of-your-next-turn";
  return until ? { do: "grant", to: it, mustAttack: true, until, text: s } : null;
}

/**
 * "Your opponent puts it on the top or bottom of their deck", "Your opponent chooses to put that creature on the top or
 * bottom of their deck" (after "choose one of your opponent's creatures"): its owner chooses top or bottom.
 */
function topOrBottomIt(s: string, ctx: LaneCtx): EffectStep | null {
  const it = ctx.it;
  // the opponent's creature chosen (a creature remembered may be anyone's: not read)
  if (!it || !("choose" in it) || it.choose.player !== "opponent") return null;
  if (!/^your opponent (?:puts it|chooses to put (?:it|that creature)) on the top or bottom of their deck$/i.test(s)) return null;
  return { do: "put-on-deck", target: it, position: "top", positionChosenBy: "owner" };
}

/**
 * "one of your opponent's creatures or (one of your opponent's) tamaseeds": a creature or a tamaseed of the battle zone;
 * "a non-Dragon and non-Phoenix creature …": neither race.
 */
function moreTargets(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const ct = /^one of your (opponent's )?creatures or (?:one of your (opponent's )?)?tamaseeds$/i.exec(s);
  if (ct && (ct[2] === undefined || ct[2] === ct[1]) && !(ct[1] === undefined && ct[2] !== undefined)) {
    return { choose: { player: ct[1] ? "opponent" : "you", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } };
  }
  const nn = /^(a|one of your(?: opponent's)?) non-([A-Z][\w ]*?) and non-([A-Z][\w ]*?) (creatures?)(.*)$/.exec(s);
  if (nn) {
    const second = g.raceNoun(nn[3]);
    const t = second ? g.parseTarget(`${nn[1]} non-${nn[2]} ${nn[4]}${nn[5]}`, ctx) : null;
    const ex = t && "choose" in t ? t.choose.filter?.raceExcludes : undefined;
    if (!t || !("choose" in t) || !ex || ex.length !== 1) return null;
    return { choose: { ...t.choose, filter: { ...t.choose.filter, raceExcludes: [...ex, second!] } } };
  }
  return null;
}

/**
 * "Choose <a target read by moreTargets> and <verb> it": the verb read as it is after "choose a creature in the battle
 * zone and", acting on that target instead.
 */
function chooseMore(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const m = /^choose (.+?) and ((?:return|add|put|destroy|tap|shieldify) it\b.*)$/i.exec(s);
  const t = m ? moreTargets(m[1], ctx, g) : null;
  if (!t) return null;
  const base = g.parseClause(`choose a creature in the battle zone and ${m![2]}`, ctx);
  if (!base || !("target" in base) || !("choose" in base.target) || base.target.choose.player !== "any" || base.target.choose.filter) return null;
  return { ...base, target: t } as EffectStep;
}

/** "Choose one of your creatures and shieldify it face up" (701.32b: a face-up shield). */
function shieldifyFaceUp(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const m = /^choose (.+) and shieldify it face up$/i.exec(s);
  const t = m ? g.parseTarget(m[1], ctx) : null;
  return t && "choose" in t ? { do: "shieldify", target: t, faceUp: true } : null;
}

/**
 * "This turn, those creatures can't attack or block": the period said first, read as said last ("Those creatures
 * can't attack or block this turn"); only for a verb phrase with no period or clause of its own.
 */
/** A step read from the reordered sentence keeps the printed sentence as its text. */
function printedText<T extends EffectStep>(st: T, read: string, printed: string): T {
  return "text" in st && st.text === read ? { ...st, text: printed } : st;
}

function periodLast(s: string): string {
  const m = /^(this turn|until the end of the turn|until the start of your next turn), ((?:that (?:chosen )?creature|those creatures|it|they) (?:can't|gets?|has|have)\b[^,]*)$/i.exec(s);
  if (!m || /\b(?:turn|until|while|when|whenever)\b/i.test(m[2])) return s;
  return `${m[2].charAt(0).toUpperCase()}${m[2].slice(1)} ${m[1].toLowerCase()}`;
}

export const LANE: Lane = {
  target(s, ctx, g) {
    return another(s, ctx, g) ?? moreTargets(s, ctx, g);
  },
  clause(s, ctx, g) {
    const t = unslip(s);
    const p = periodLast(s);
    return (t !== s ? g.parseClause(t, ctx) : null) ?? grantToIt(s, ctx) ?? (p !== s ? ((st) => (st ? printedText(st, p, s) : null))(g.parseClause(p, ctx)) : null) ?? perChosen(s, ctx) ?? mustAttackIt(s, ctx) ?? topOrBottomIt(s, ctx) ?? shieldifyFaceUp(s.replace(/^then,? /i, ""), ctx, g) ?? chooseMore(s.replace(/^then,? /i, ""), ctx, g);
  },
  multi(sentences, i, ctx, g) {
    if (attackOrderReminder(sentences[i], ctx)) return { steps: [], used: 1 };
    const one = grantToIt(sentences[i], ctx) ?? perChosen(sentences[i], ctx) ?? mustAttackIt(unslip(sentences[i]), ctx) ?? topOrBottomIt(sentences[i], ctx) ?? chooseMore(sentences[i].replace(/^then,? /i, ""), ctx, g);
    if (one) return { steps: [one], used: 1 };
    const last = periodLast(sentences[i]);
    const reordered = last !== sentences[i] ? g.parseClauses(last, ctx) : null;
    if (reordered) return { steps: reordered.map((st) => printedText(st, last, sentences[i])), used: 1 };
    return (namedChoice(sentences, i, ctx, g) ?? chosenPlayer(sentences, i, ctx, g) ?? slips(sentences, i, ctx, g));
  },
};
