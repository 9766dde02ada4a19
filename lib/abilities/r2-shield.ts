/**
 * Replacement sentences of issue 14, round 2 ("r2-shield"): replacements of a triggered ability's triggering.
 *
 * 609.1a: an effect that uses "instead" (かわりに) is a replacement effect; 603.2: a triggered ability triggers each
 * time its trigger condition is met. "Whenever your opponent puts a creature and its ability would trigger, that ability
 * won't trigger instead." replaces that triggering: the ability does not trigger (nothing waits to resolve), or, with
 * "triggers twice instead", it triggers twice (two waiting effects). Read here (static kind `trigger-replacement`):
 *  - "Whenever your opponent puts a creature [into the battle zone] and its / your opponent's creature's ability would
 *    trigger, that ability won't trigger instead." (optionally "if you have ..." before "that ability"): abilities of
 *    the creature put ("its"), or of any of the opponent's creatures ("your opponent's creature's"), triggered by it;
 *  - "[Crystal Arms N: If you have N or more face down cards in your mana zone,] whenever an ability of one of your
 *    opponent's creatures that starts with "When you put this creature" would trigger, it doesn't trigger instead.";
 *  - "'Civil Count 5': If you have a total of 5 or more nature creatures and/or nature tamaseeds, during your opponent's
 *    turn, whenever your opponent puts a creature or tamaseed into the battle zone and that ability would trigger, that
 *    ability won't trigger instead.";
 *  - "Your creatures' abilities that would trigger when your creatures are destroyed, trigger twice instead."
 * Not read (left unmodelled): "once per turn" / "you may" variants (Bluebird, Sonic IV One), costs paid as part of the
 * replacement (Keshikasu, Norinorin), "you use that ability instead" (Gyou Kinari: who controls a triggered ability
 * the engine keeps as the source's), "their ability" (Killer Kinari: the creature's, or any of the opponent's
 * creatures'?), "when they would leave the battle zone" (Tizoris: not an event a triggered ability
 * watches), spells that make the effect for a period (Honoo Flow, Zorego, Make Jam).
 */
import { emptyAbilities, type Condition, type StaticDef } from "../engine/defs";
import { describeConditionWords, describeTriggerReplacement } from "./describe";
import { normalise, parseCondition, raceNoun } from "./grammar";
import type { Template, TemplateResult } from "./template-types";
import { TEMPLATES } from "./templates";

type TriggerRep = Extract<StaticDef, { kind: "trigger-replacement" }>;

/** "(For example, your opponent can't use an ability that starts with "When you put this creature ...".)" */
const EXAMPLE = /\s*\(for example, your opponent can't use an ability that starts with "when you put this creature(?: into the battle zone)?"\.?\)\.?$/i;

/**
 * The conditions printed before "that ability" or before "whenever": Crystal Arms' face-down count; "you have 5 or more
 * Snow Faeries" (a count of creatures, 体: in the battle zone); Civil Count's "a total of N or more nature creatures
 * and/or nature tamaseeds" (in the battle zone); else the grammar's.
 */
function condition(s: string | undefined): Condition[] | null {
  if (s === undefined) return [];
  const t = s.trim();
  let m = /^you have (\d+) or more face down cards in your mana zone$/i.exec(t);
  if (m) return [{ kind: "zone-count", whose: "yours", zone: "mana", filter: { faceUp: false }, atLeast: Number(m[1]) }];
  m = /^you have (\d+) or more ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)$/.exec(t);
  if (m) {
    const race = raceNoun(m[2]);
    return race ? [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { raceIncludes: [race], typeIncludes: "Creature" }, atLeast: Number(m[1]) }] : null;
  }
  m = /^you have a total of (\d+) or more (light|water|darkness|fire|nature) creatures and\/or \2 tamaseeds$/i.exec(t);
  if (m) return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { civilization: m[2].toLowerCase(), typeIncludesAny: ["Creature", "Tamaseed"] }, atLeast: Number(m[1]) }];
  return parseCondition(t);
}

function read(line: string): Omit<TriggerRep, "kind" | "text"> | null {
  let t = normalise(line).replace(EXAMPLE, "").replace(/\.$/, "");
  // an ability word that only names the condition spelled out after it
  const cry = /^crystal arms (\d+): (if you have (\d+) or more face down cards in your mana zone, .+)$/i.exec(t);
  if (cry) {
    if (cry[1] !== cry[3]) return null;
    t = cry[2];
  }
  let m: RegExpExecArray | null;
  // "'Civil Count 5': If you have a total of 5 or more nature creatures and/or nature tamaseeds, during your opponent's
  // turn, whenever your opponent puts a creature or tamaseed into the battle zone and that ability would trigger, that
  // ability won't trigger instead." ("that ability": the ability of the card put that would trigger)
  if ((m = /^'civil count (\d+)': if (you have a total of (\d+) or more (?:light|water|darkness|fire|nature) creatures and\/or (?:light|water|darkness|fire|nature) tamaseeds), during your opponent's turn, whenever your opponent puts a creature or tamaseed into the battle zone and that ability would trigger, that ability won't trigger instead$/i.exec(t))) {
    const conditions = m[1] === m[3] ? condition(m[2]) : null;
    if (!conditions) return null;
    return { mode: "none", on: "put-into-battle", whose: "opponents", abilities: "event-card", filter: { typeIncludesAny: ["Creature", "Tamaseed"] }, conditions: [{ kind: "turn", whose: "opponents" }, ...conditions] };
  }
  // "Whenever your opponent puts a creature [into the battle zone] and its ability would trigger, [if ...,] that ability won't trigger instead"
  // "its ability": the ability of the creature put (Wald Brachio: そのクリーチャーの能力); "your opponent's creature's
  // ability": an ability of any of the opponent's creatures that triggers on it (Brachiodrange: 相手のクリーチャーの能力,
  // which dmwiki's page notes also stops the abilities of creatures already in the battle zone, such as Mist Rias').
  // "their ability" (Killer Kinari) could be either: not read.
  if ((m = /^whenever your opponent (?:would put|puts) a creature(?: into the battle zone)? and (its|your opponent's creature's) ability would trigger, (?:if (.+?), )?that ability (?:won't|doesn't|does not|will not) trigger instead$/i.exec(t))) {
    const conditions = condition(m[2]);
    if (!conditions) return null;
    const abilities = /^its$/i.test(m[1]) ? "event-card" : "whose-creatures";
    return { mode: "none", on: "put-into-battle", whose: "opponents", abilities, filter: { typeIncludes: "Creature" }, ...(conditions.length ? { conditions } : {}) };
  }
  // "[If ..., ]whenever an ability of one of your opponent's creatures that starts with "When you put this creature" would trigger, it doesn't trigger instead"
  if ((m = /^(?:if (.+?), )?whenever an ability of one of your opponent'?s creatures that starts with "when you put this creature(?: into the battle zone)?" would trigger, it (?:doesn't|does not|won't) trigger instead$/i.exec(t))) {
    const conditions = condition(m[1]);
    if (!conditions) return null;
    return { mode: "none", on: "put-into-battle", whose: "opponents", abilities: "event-card-this", filter: { typeIncludes: "Creature" }, ...(conditions.length ? { conditions } : {}) };
  }
  // "Your creatures' abilities that would trigger when your creatures are destroyed, trigger twice instead"
  if (/^your creatures' abilities that would trigger when your creatures are destroyed, trigger twice instead$/i.test(t)) {
    return { mode: "twice", on: "destroyed", whose: "yours", abilities: "whose-creatures", filter: { typeIncludes: "Creature" } };
  }
  return null;
}

export const triggerReplacementTemplate: Template = {
  name: "static:trigger-replacement",
  kind: "static",
  clause: "609.1a",
  match(line) {
    const r = read(line);
    if (!r) return null;
    const st: TriggerRep = { kind: "trigger-replacement", ...r, text: line };
    return { apply: (ab) => ab.statics.push(st), watches: "a triggered ability's triggering", effect: describeTriggerReplacement(st) };
  },
};

/**
 * Printings of "When X would E, S instead." the general reader (templates.ts, "replacement:would-instead") reads once
 * reworded; the rewording keeps the meaning, and a condition it can't read is added to the replacement here:
 *  - "Crystal Arms 4: Whenever this creature would break a shield, if you have 4 or more face down cards in your mana
 *    zone, your opponent puts those shields into their graveyard instead." (each shield it would break: "those
 *    shields" is every one of them, each its own break event; the ability word names the condition spelled out);
 *  - "'Civil Count 3': Whenever this creature would break a shield, if you have a total of 3 or more nature creatures
 *    and/or nature tamaseeds, your opponent puts that shield into their mana zone instead.";
 *  - "... you may add 2 of your shields to your hand instead. You can't use "shield trigger"." (the shield trigger
 *    sentence, shortened: the engine uses shield triggers only as declared on an attack that breaks shields (509.5a), never for shields an effect puts into the hand, so it has nothing to prevent);
 *  - "you may return 2 shields to your hand instead" = "add 2 of your shields to your hand" (a player's hand takes only
 *    their own cards);
 *  - "Revolution 2—Whenever ..., if you have 2 shields or less, ... instead." (the ability word names the condition the
 *    sentence spells out);
 *  - "you may put a shield into your hand instead" = "add one of your shields to your hand"; its reminder "(You can't
 *    use the "shield trigger" ability of that shield.)" read as the sentence it is.
 */
function rewrite(line: string): { line: string; conditions: Condition[] } | null {
  const t = normalise(line);
  let m = /^crystal arms (\d+): whenever this creature would break a shield, if you have (\d+) or more face down cards in your mana zone, your opponent puts those shields into their graveyard instead\.?$/i.exec(t);
  if (m) {
    if (m[1] !== m[2]) return null;
    return { line: "Whenever this creature would break a shield, your opponent puts that shield into their graveyard instead.", conditions: condition(`you have ${m[2]} or more face down cards in your mana zone`)! };
  }
  m = /^'civil count (\d+)': whenever this creature would break a shield, if (you have a total of (\d+) or more (light|water|darkness|fire|nature) creatures and\/or \4 tamaseeds), (your opponent puts that shield into their (?:mana zone|graveyard) instead\.?)$/i.exec(t);
  if (m) {
    const conditions = m[1] === m[3] ? condition(m[2]) : null;
    return conditions ? { line: `Whenever this creature would break a shield, ${m[5]}`, conditions } : null;
  }
  // "Revolution 2—Whenever ..., if you have 2 shields or less, ...": the ability word names the condition spelled out
  m = /^revolution (\d+)\s*(?:—|―|-|:)\s*(whenever .+?, if you have (\d+) shields or less, .+ instead\.?)$/i.exec(t);
  if (m) return m[1] === m[3] ? { line: m[2], conditions: [] } : null;
  let out = t.replace(/ you can't use "shield trigger"\.$/i, ` You can't use the "shield trigger" abilities of those shields.`).replace(/\. \((you can't use the "shield trigger" abilit(?:y|ies) of (?:that shield|those shields))\.\)$/i, ". $1.");
  out = out.replace(/, you may return (\d+|two) shields to your hand instead\./i, ", you may add $1 of your shields to your hand instead.");
  out = out.replace(/, you may put a shield into your hand instead\./i, ", you may add one of your shields to your hand instead.");
  return out === t ? null : { line: out, conditions: [] };
}

const GENERAL = TEMPLATES.find((x) => x.name === "replacement:would-instead");

export const rewordedReplacement: Template = {
  name: "replacement:r2-reworded",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    const w = rewrite(line);
    if (!w || !GENERAL) return null;
    const r = GENERAL.match(w.line, ctx);
    if (!r) return null;
    const scratch = emptyAbilities();
    r.apply(scratch);
    if (scratch.replacements.length === 0 || scratch.statics.length + scratch.triggers.length + scratch.spell.length > 0) return null;
    const reps = scratch.replacements.map((rep) => ({ ...rep, text: line, ...(w.conditions.length || rep.conditions ? { conditions: [...(rep.conditions ?? []), ...w.conditions] } : {}) }));
    const out: TemplateResult = {
      apply: (ab) => ab.replacements.push(...reps),
      watches: `${r.watches ?? ""}${w.conditions.length ? ` (only ${w.conditions.map(describeConditionWords).join(", and ")})` : ""}`,
      effect: r.effect,
      note: [`read as: "${w.line}"`, r.note].filter(Boolean).join("; "),
    };
    return out;
  },
};

/**
 * "Whenever your opponent would win the game by attacking with one of their creatures, you may S instead. If you do,
 * your opponent doesn't win the game.": the opponent wins by attacking when their creature's attack on a player with no
 * shields is not redirected (104.2a); the engine has that as the attacked player's loss by a direct attack (703.4a), so
 * the replacement watches its holder's loss by a direct attack (`loseBy`). "If you do, your opponent doesn't win the
 * game" restates the replacement (609.4: the replaced event never happens).
 */
export const winByAttackReplacement: Template = {
  name: "replacement:r2-win-by-attack",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    const m = /^whenever your opponent would win the game by attacking with one of their creatures, (you may )?(.+?) instead\.(?: if you do, your opponent doesn't win the game\.?)?$/i.exec(normalise(line));
    if (!m || !GENERAL) return null;
    const r = GENERAL.match(`When you would lose the game, ${m[1] ?? ""}${m[2]} instead.`, ctx);
    if (!r) return null;
    const scratch = emptyAbilities();
    r.apply(scratch);
    if (scratch.replacements.length !== 1 || scratch.statics.length + scratch.triggers.length + scratch.spell.length > 0) return null;
    const rep = scratch.replacements[0];
    if (rep.watches.event !== "lose" || rep.watches.subject !== "own") return null;
    const out = { ...rep, text: line, watches: { ...rep.watches, loseBy: "direct-attack" as const } };
    return {
      apply: (ab) => ab.replacements.push(out),
      watches: "your opponent would win the game by attacking you with one of their creatures (your loss by a direct attack: 104.2a, 703.4a)",
      effect: r.effect,
      note: 'the last sentence ("If you do, your opponent doesn\'t win the game") restates the replacement: the replaced win never happens (609.4)',
    };
  },
};

export const R2_SHIELD_TEMPLATES: Template[] = [triggerReplacementTemplate, rewordedReplacement, winByAttackReplacement];
