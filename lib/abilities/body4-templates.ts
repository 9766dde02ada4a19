/**
 * body4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts).
 *
 * "trigger:if-you-dont" — a triggered ability (the `trigger:when` / `trigger:turn` readings) whose last sentence is
 * "If you don't, Y." after "you may X." or "If you can't, Y." after an X that is not optional: Y runs only when X did
 * nothing (declined, or none of its events happened or were replaced: StepBase.ifYouDont). The rest of the line is read
 * by the general trigger templates, unchanged; X must be the last step of the effect, with no "if you do" of its own.
 *
 * "trigger:graveyard-from-battle" — "When this card is put into your graveyard, if just before it was in the battle
 * zone, X" (below).
 */
import type { Abilities, EffectStep, TriggerDef } from "../engine/defs";
import { describeSteps, describeTrigger } from "./describe";
import { normalise, parseEffects } from "./grammar";
import { HEADS3_TEMPLATES } from "./heads3-templates";
import { triggerSentence, turnTrigger } from "./triggers";
import type { Template } from "./template-types";

function scratch(): Abilities {
  return { keywords: [], statics: [], replacements: [], triggers: [], spell: [], onEnter: [] };
}

const ifYouDont: Template = {
  name: "trigger:if-you-dont",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const t = normalise(line).trim();
    const m = /^(.+\.)\s+if you (don't|can't), ([^.]+?)\.?$/i.exec(t);
    if (!m || /"/.test(m[3])) return null;
    const base = triggerSentence.match(m[1], ctx) ?? turnTrigger.match(m[1], ctx);
    if (!base) return null;
    const ab = scratch();
    base.apply(ab);
    if (ab.triggers.length === 0 || ab.statics.length + ab.replacements.length + ab.spell.length + ab.onEnter.length > 0) return null;
    const notes: string[] = base.note ? [base.note] : [];
    const trigs: TriggerDef[] = [];
    const words: string[] = [];
    for (const trig of ab.triggers) {
      const last = trig.effect[trig.effect.length - 1];
      if (!last || last.ifYouDo || last.ifYouDont || last.do === "if" || last.do === "choose") return null;
      // "you may X. If you don't, Y" / "X. If you can't, Y"
      if (m[2].toLowerCase() === "don't" ? !last.optional : last.optional) return null;
      // "you may discard 2 cards. If you don't, …" with one card in hand, "destroy 2 of …. If you can't": part of X
      // may be done; whether that is "doing it" is not said: one card only
      if (last.do === "discard" && last.count !== 1) return null;
      if ("target" in last && last.target && "choose" in last.target && last.target.choose.count !== 1) return null;
      const branch = parseEffects(m[3], { it: trig.on.subject === "self" || trig.on.event === "turn-start" || trig.on.event === "turn-end" ? { self: true } : { eventCard: true }, notes });
      if (!branch) return null;
      const effect = [...trig.effect.slice(0, -1), { ...last, ifYouDont: branch }];
      trigs.push({ ...trig, text: line, effect });
      words.push(describeSteps(branch));
    }
    if (words.some((w) => w !== words[0])) return null;
    return { apply: (a) => a.triggers.push(...trigs), effect: `${base.effect ?? trigs.map(describeTrigger).join("; ")}; if you ${m[2].toLowerCase()}: ${words[0]}`, ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
  },
};

/**
 * "trigger:graveyard-from-battle" — "When this card is put into your graveyard, if just before it was in the battle zone,
 * X": the `put-into-graveyard` trigger (functioning in the graveyard, 110.4g) only for a move from the battle zone
 * (TriggerDef.on.from); the rest is read by the general trigger template, unchanged.
 */
const graveyardFromBattle: Template = {
  name: "trigger:graveyard-from-battle",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const t = normalise(line).trim();
    const m = /^when this card is put into your graveyard, if just before (?:that )?it was in the battle zone, (.+)$/i.exec(t);
    if (!m) return null;
    const base = triggerSentence.match(`When this card is put into your graveyard, ${m[1]}`, ctx);
    if (!base) return null;
    const ab = scratch();
    base.apply(ab);
    if (ab.triggers.length !== 1 || ab.statics.length + ab.replacements.length + ab.spell.length + ab.onEnter.length > 0) return null;
    const trig = ab.triggers[0];
    if (trig.on.event !== "put-into-graveyard" || trig.on.subject !== "self" || trig.on.from) return null;
    const out: TriggerDef = { ...trig, text: line, on: { ...trig.on, from: ["battle"] } };
    return {
      apply: (a) => a.triggers.push(out),
      effect: `when this card is put into your graveyard from the battle zone, ${describeSteps(out.effect)}`,
      ...(base.note ? { note: base.note } : {}),
    };
  },
};

/** The reminder of Gachinko Judge (701.21a/b) after the ability, as players3.ts knows it. */
const GACHINKO_REMINDER = /\s*\(gachinko judge: each player reveals the top card of their deck, then puts it on the bottom\.? you win if your card costs the same as or more than your opponent(?:'s)?\.?\)\.?$/i;

/**
 * "trigger:block-gachinko-reminder" — "Whenever this creature blocks, you and your opponent play Gachinko Judge. If you
 * win, … the blocked creature …. (Gachinko Judge: …)": the block reader (heads3-templates.ts, `trigger:block-other`)
 * reads the ability without its reminder (the reminder's "it" is the revealed card, which that reader would take for a
 * creature of the block); the reminder restates 701.21a/b, which the gachinko-judge step does.
 */
const blockGachinkoReminder: Template = {
  name: "trigger:block-gachinko-reminder",
  kind: "trigger",
  clause: "507.3a",
  match(line, ctx) {
    const t = normalise(line).trim();
    if (!/^whenever this creature blocks, you and your opponent play gachinko judge\. if you win, /i.test(t) || !GACHINKO_REMINDER.test(t)) return null;
    const bare = t.replace(GACHINKO_REMINDER, "");
    if (/\(|\bit\b|\bits\b|\bthem\b|\bthey\b/i.test(bare)) return null;
    const blockOther = HEADS3_TEMPLATES.find((x) => x.name === "trigger:block-other");
    const base = blockOther?.match(bare, ctx);
    if (!base) return null;
    const ab = scratch();
    base.apply(ab);
    if (ab.triggers.length !== 1 || ab.statics.length + ab.replacements.length + ab.spell.length + ab.onEnter.length > 0) return null;
    const trig: TriggerDef = { ...ab.triggers[0], text: line };
    const note = "the reminder of Gachinko Judge (701.21a, 701.21b): what the engine's gachinko-judge step does";
    return { apply: (a) => a.triggers.push(trig), effect: base.effect ?? describeTrigger(trig), note: base.note ? `${base.note}; ${note}` : note };
  },
};

/**
 * "trigger:shieldify-then-break" — "<trigger>, shieldify up to N cards from your hand. Then break the same number of
 * your shields.": the trigger as the general reader reads it without the last sentence; its shieldify step (the last
 * step) remembers the cards it put (the moves that happened), and the break is of that many of your shields (you
 * choose which: any of your shields, the new ones too; none put, none broken).
 */
const shieldifyThenBreak: Template = {
  name: "trigger:shieldify-then-break",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const t = normalise(line).trim();
    const m = /^(.+, shieldify up to (?:\w+|\d+) cards? from your hand\.)\s+then,? break the same number of your shields\.?$/i.exec(t);
    if (!m) return null;
    const base = triggerSentence.match(m[1], ctx);
    if (!base) return null;
    const ab = scratch();
    base.apply(ab);
    if (ab.triggers.length !== 1 || ab.statics.length + ab.replacements.length + ab.spell.length + ab.onEnter.length > 0) return null;
    const trig = ab.triggers[0];
    const last = trig.effect[trig.effect.length - 1];
    if (!last || last.do !== "shieldify" || last.optional || last.onShield || last.faceUp || last.remember || last.ifYouDo || last.ifYouDont) return null;
    const brk: EffectStep = { do: "put-into-hand", target: { choose: { player: "you", zone: "shields", count: { counted: "shieldified" } } }, break: true };
    const out: TriggerDef = { ...trig, text: line, effect: [...trig.effect.slice(0, -1), { ...last, remember: "shieldified" }, brk] };
    return { apply: (a) => a.triggers.push(out), effect: `${base.effect ?? describeTrigger(trig)}; then break as many of your shields as cards were put`, ...(base.note ? { note: base.note } : {}) };
  },
};

/**
 * "trigger:each-turn-player-draws" — "At the start of each player's turn, that player may draw a card. [If they do, that
 * player discards a card.]": a turn-start trigger of every turn; "that player" is the player whose turn starts (the
 * handler `turn-player-draw`, lib/engine/body4.ts: their choice, their draw, their discard).
 */
const eachTurnPlayerDraws: Template = {
  name: "trigger:each-turn-player-draws",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const t = normalise(line).trim();
    const m = /^at the start of each player's turn, that player may draw a card\.?(?:\s+if they do, that player discards a card\.?)?$/i.exec(t);
    if (!m) return null;
    const discard = /discards a card/i.test(t);
    const effect: EffectStep[] = [{ do: "handler", name: "turn-player-draw", args: discard ? { discard: 1 } : {} }];
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: "turn-start", subject: "any" }, optional: false, effect };
    return { apply: (a) => a.triggers.push(trig), effect: `at the start of each turn, the player whose turn it is may draw a card${discard ? "; if they do, they discard a card" : ""}` };
  },
};

export const TEMPLATES: Template[] = [ifYouDont, graveyardFromBattle, blockGachinkoReminder, shieldifyThenBreak, eachTurnPlayerDraws];

/**
 * Wordings with one reading each, read as the wording the templates already read (first4-templates.ts's `WORDINGS`):
 *  - "When this creature attacks, after the attack, X." — "X after the attack" (`trigger:after-attack`: when its attack
 *    is over); one sentence only (a later sentence would not be said to be after the attack).
 *  - "When this creature battles, after the battle, X." — "X after the battle" (triggers.ts: the battle trigger resolves
 *    after the battle, as Slayer's).
 */
const WORDINGS: [RegExp, string, string][] = [
  [/^(When|Whenever) this creature attacks, after the attack, ([^."]+?)\.?$/, "$1 this creature attacks, $2 after the attack.", '"after the attack, X": X after the attack (the time printed before the effect)'],
  [/^(When|Whenever) this creature battles, after the battle, ([^."]+?)\.?$/, "$1 this creature battles, $2 after the battle.", '"after the battle, X": X after the battle (the time printed before the effect)'],
];

/**
 * Printing slips and ability names, each with one reading:
 *  - "yourgraveyard" (Zero Point Man): "your graveyard", the space left out.
 *  - "Hatenkokonotsugatari: <trigger>" (Kingdom Ohkabuto, 破天九語獄): the name of the ability; its text says all it does.
 *  - "…, draw 3 cards and then discard a card from your hand" (Cyber V Tube): "…, draw 3 cards. Then discard a card …".
 *  - "all of your opponent's creatures" (K Atlantis): "all your opponent's creatures".
 *  - "…, untap it if you have a multicolored creature in the battle zone" (Akahomura and Aomizore): "…, if …, untap it".
 *  - "… this creature can't be blocked that turn" (Cyber A Irons): "this turn", the turn the creatures were put.
 *  - "Ultra Doron Go: When this creature leaves, you may put an exile creature from your hand." (Katsudon): "… into the
 *    battle zone", without the label.
 *  - "Civil Count 3: Whenever this creature attacks, if you have a total of 3 or more fire creatures and/or fire tamaseeds,
 *    …" (Kumitate Churis): without the label, whose number the text states.
 */
function slips(line: string): { line: string; note: string }[] {
  const out: { line: string; note: string }[] = [];
  if (/\byourgraveyard\b/.test(line)) out.push({ line: line.replace(/\byourgraveyard\b/g, "your graveyard"), note: '"yourgraveyard": "your graveyard", the space left out' });
  // "draw 3 cards and then discard a card from your hand" (Cyber V Tube): the two steps in order, "Then" said with "and"
  const then = /^(When you put this creature(?: into the battle zone)?, draw (?:\d+|a|two|three) cards?) and then (discard a card from your hand)\.?$/.exec(line.trim());
  if (then) out.push({ line: `${then[1]}. Then ${then[2]}.`, note: '"X and then Y": X, then Y' });
  // "all of your opponent's creatures" (K Atlantis): "all your opponent's creatures", the same creatures
  if (/\ball of your opponent's creatures\b/.test(line)) out.push({ line: line.replace(/\ball of your opponent's creatures\b/g, "all your opponent's creatures"), note: '"all of your opponent\'s creatures": all your opponent\'s creatures' });
  // "Rainbownus: Whenever this creature attacks for the first time each turn, untap it if you have a multicolored creature
  // in the battle zone" (Akahomura and Aomizore): the condition printed after the effect ("if …, untap it")
  const after = /^Rainbownus: (Whenever this creature attacks for the first time each turn, )untap it if (you have a multicolored creature in the battle zone)\.?$/.exec(line.trim());
  if (after) out.push({ line: `${after[1]}if ${after[2]}, untap it.`, note: "the condition printed after the effect; the ability word (Rainbownus) only names the ability: its text states its condition (205.1a)" });
  // "Whenever you put other water creatures into the battle zone, this creature can't be blocked that turn" (Cyber A
  // Irons): "that turn" is the turn they were put, the turn the ability resolves in: "this turn"
  const turn = /^(Whenever you put other (?:light|water|darkness|fire|nature) creatures into the battle zone, this creature can't be blocked) that turn\.?$/.exec(line.trim());
  if (turn) out.push({ line: `${turn[1]} this turn.`, note: '"that turn": the turn the creatures were put, which is the turn the ability resolves in' });
  // "Ultra Doron Go: When this creature leaves, you may put an exile creature from your hand." (Katsudon, 超ドロン・ゴー): "put"
  // with no zone is put into the battle zone (as "When you put this creature"); the label only names the ability
  const doron = /^Ultra Doron Go\s*:\s*(When this creature leaves, you may put an exile creature from your hand)\.?$/.exec(line.trim());
  if (doron) out.push({ line: `${doron[1]} into the battle zone.`, note: 'Ultra Doron Go (超ドロン・ゴー) only names the ability: its text says what it does; "put" with no zone named: into the battle zone' });
  // "Civil Count 3: Whenever this creature attacks, if you have a total of 3 or more fire creatures and/or fire tamaseeds,
  // …" (Kumitate Churis): the label's number is the text's; the label only names the ability
  const civil = /^Civil Count (\d+)\s*:\s*(Whenever this creature attacks, if you have a total of (\d+) or more (light|water|darkness|fire|nature) creatures and\/or (light|water|darkness|fire|nature) tamaseeds, [^.]+\.?)$/.exec(line.trim());
  if (civil && civil[1] === civil[3] && civil[4] === civil[5]) out.push({ line: civil[2], note: "Civil Count (シビルカウント) only names the ability: its text states its condition (205.1a)" });
  const name = /^Hatenkokonotsugatari\s*:\s*(Whenever this creature wins a battle, .+)$/.exec(line.trim());
  if (name) out.push({ line: name[1], note: "the ability name (Hatenkokonotsugatari) only names the ability: its text says all it does" });
  return out;
}

/** Other ways to read a line (an ability word or label left out …), with why. */
export function readings(line: string): { line: string; note?: string }[] {
  const out: { line: string; note?: string }[] = [];
  for (const [re, to, note] of WORDINGS) if (re.test(line) && !/\bafter the (?:attack|battle)\b/i.test(line.replace(re, "$2"))) out.push({ line: line.replace(re, to), note });
  out.push(...slips(line));
  return out;
}
