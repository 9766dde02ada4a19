/**
 * statics3: line templates compile.ts tries after every other template (a line none of them reads).
 *
 * - "You may put this creature (into the battle zone) tapped.": an optional state definition as it enters (110.4f),
 *   `onEnter` `may-tapped` (its controller answers a yes-no as it enters).
 */
import { emptyAbilities, type CardFilter, type Condition, type StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseNoun, parsePerCard, parseQuotedKeywords, raceNoun } from "./grammar";
import { conditionWords, s3Condition, s3Unless } from "./statics3-cond";
import { ENGINE_KEYWORDS, type Template } from "./template-types";
import { TEMPLATES } from "./templates";

/** "You may put this creature tapped.", "... into the battle zone tapped.", "This creature may be put into the battle zone tapped." */
const mayEnterTapped: Template = {
  name: "static:may-enter-battle-tapped",
  kind: "static",
  clause: "110.4f",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    if (!/^(?:you may put this creature (?:into the battle zone )?tapped|this creature may be put into the battle zone tapped)$/i.test(t)) return null;
    return {
      apply: (ab) => ab.onEnter.push({ kind: "may-tapped", text: line }),
      effect: "as it enters the battle zone, its controller may have it enter tapped (a state definition as it enters, 110.4f; not a replacement)",
    };
  },
};

/**
 * The D2 Field reminder "(Whenever another D2 Field is put into the battle zone, put this D2 Field into your graveyard.)":
 * the rule 703.4l 「他のＤ２フィールドがバトルゾーンに出た時、先にバトルゾーンにあったＤ２フィールドは持ち主の墓地に置かれる。」, a
 * state-based process the engine applies to every D2 Field by its type (lib/engine/statics3.ts). Only on a D2 Field; the
 * wording "destroy this D2 Field" (a destruction, not the rule's move) is left.
 */
const d2FieldRule: Template = {
  name: "rule:d2-field",
  kind: "rule",
  clause: "703.4l",
  match(line, ctx) {
    if (ctx.type !== "D2 Field") return null;
    const t = normalise(line).replace(/\.$/, "");
    if (!/^\(when(?:ever)? another d2 field is put(?: into the battle zone)?, put this d2 field into your graveyard\.?\)$/i.test(t)) return null;
    return { apply: () => {}, effect: "the engine applies the D2 Field rule by the card's type: when another D2 Field is put into the battle zone, this one is put into its owner's graveyard (a state-based process, 703.4l)" };
  },
};

/** Self static kinds that hold under conditions (their `conditions` field), which a condition said before can hold. */
const CONDITIONABLE = new Set<StaticDef["kind"]>(["cant-be-destroyed", "keyword", "cant-leave", "cant-attack", "cant-be-attacked", "power", "must-attack", "cant-be-chosen", "attacked-if-able", "cant-be-blocked", "cant-block", "blocks-if-able", "wins-all-battles", "attack-players-when-put", "cant-break-shields"]);

/** The statics of "this creature" read with a condition: the words after "this creature" → the static (without conditions). */
function selfRest(rest: string, line: string): { st: StaticDef; effect: string } | null {
  let m: RegExpExecArray | null;
  if ((m = /^can't attack( players| creatures)?$/i.exec(rest))) {
    const w = (m[1] ?? "").trim().toLowerCase();
    const targets = w === "players" ? "players" : w === "creatures" ? "creatures" : "any";
    return { st: { kind: "cant-attack", targets, text: line }, effect: `the attack action refuses an attack by this creature${targets === "any" ? "" : ` on ${targets}`}` };
  }
  if (/^can't be blocked$/i.test(rest)) return { st: { kind: "cant-be-blocked", text: line }, effect: "a block of this creature's attack is refused (507.1a)" };
  if (/^can't be attacked$/i.test(rest)) return { st: { kind: "cant-be-attacked", text: line }, effect: "the attack action refuses an attack on this creature" };
  if (/^can't break shields$/i.test(rest)) return { st: { kind: "cant-break-shields", text: line }, effect: "its attack on a player breaks no shield (509.2b); with no shield left it is still a direct attack (509.1)" };
  return null;
}

/**
 * "If you don't have another Dragon in the battle zone, this creature can't attack.", "This creature can't attack
 * players if you don't have a tamaseed.", "This creature can't attack unless you have 3 or more cards in your hand.",
 * "While your opponent has no shields, this creature can't be blocked.": the self statics `cant-attack`,
 * `cant-be-blocked`, `cant-be-attacked` while the condition holds (for "unless", while it does not), the condition read
 * by statics3-cond.ts (a negation only of a count, which is exact).
 */
const conditionalSelfStatic: Template = {
  name: "static:conditional-self",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/[.,]$/, "");
    let m: RegExpExecArray | null;
    let conditions: Condition[] | null = null;
    let rest: string | null = null;
    if ((m = /^(?:if|while) ([^,]+), this creature (.+)$/i.exec(t))) {
      conditions = s3Condition(m[1]);
      rest = m[2];
    } else if ((m = /^this creature (can't (?:attack(?: players| creatures)?|be blocked|be attacked|break shields)) (if|while|unless) (.+)$/i.exec(t))) {
      conditions = m[2].toLowerCase() === "unless" ? s3Unless(m[3]) : s3Condition(m[3]);
      rest = m[1];
    }
    if (rest === null && (m = /^this creature (can't break shields)$/i.exec(t))) {
      conditions = [];
      rest = m[1];
    }
    if (!conditions || rest === null) return null;
    const r = selfRest(rest, line);
    if (r) {
      const st = (conditions.length > 0 ? { ...r.st, conditions } : r.st) as StaticDef;
      return { apply: (ab) => ab.statics.push(st), effect: conditions.length > 0 ? `${r.effect} (${conditions.map(describeCondition).join(", ")})` : r.effect };
    }
    if (conditions.length === 0) return null;
    // any other self static a template reads without the condition ("This creature gets "blocker"."), held by it
    const bare = `This creature ${rest}.`;
    for (const tp of [...TEMPLATES, ...OWN]) {
      const got = tp.match(bare, ctx);
      if (!got) continue;
      const scratch = emptyAbilities();
      got.apply(scratch);
      const others = scratch.keywords.length + scratch.replacements.length + scratch.triggers.length + scratch.spell.length + scratch.onEnter.length + (scratch.tapAbility ? 1 : 0);
      if (others > 0 || scratch.statics.length === 0 || !scratch.statics.every((x) => CONDITIONABLE.has(x.kind))) return null;
      const sts = scratch.statics.map((x) => ({ ...x, text: line, conditions: [...conditions, ...("conditions" in x && x.conditions ? x.conditions : [])] }) as StaticDef);
      return {
        apply: (ab) => ab.statics.push(...sts),
        effect: `${got.effect ?? got.name ?? tp.name} (${conditions.map(describeCondition).join(", ")})`,
        ...(got.note ? { note: got.note } : {}),
      };
    }
    return null;
  },
};

/**
 * "(This crossgear is put into your mana zone tapped.)" on a multicolored Cross Gear: the reminder of the game rule the
 * engine applies to every multicolored card (as "rule:multicolored-mana-tapped" in templates.ts, which reads "cross gear"
 * in two words).
 */
const crossgearManaReminder: Template = {
  name: "rule:multicolored-mana-tapped-crossgear",
  kind: "rule",
  clause: "110.4f",
  match(line, ctx) {
    if (!/Cross Gear/.test(ctx.type) || ctx.civilizations.length < 2) return null;
    if (!/^\(this crossgear is put into your mana zone tapped\.?\)\.?$/i.test(normalise(line))) return null;
    return { apply: () => {}, note: "a multicolored card is put into the mana zone tapped: a game rule the engine applies to every multicolored card" };
  },
};

/**
 * A catalogue typo: a double quote for the apostrophe ("This creature can"t attack."). The line with the apostrophe is
 * read by the general table (templates.ts) or by the templates above; the sentence keeps its printed text.
 */
const quoteApostrophe: Template = {
  name: "typo:apostrophe",
  kind: "static",
  match(line, ctx) {
    if (!/\b(?:can|don|doesn|isn|aren|won|didn)"t\b/i.test(line)) return null;
    const fixed = line.replace(/\b(can|don|doesn|isn|aren|won|didn)"t\b/gi, "$1't");
    for (const t of [...TEMPLATES, ...OWN]) {
      const r = t.match(fixed, ctx);
      if (!r) continue;
      return { ...r, name: r.name ?? t.name, note: [r.note, "read with an apostrophe for the catalogue's double quote"].filter(Boolean).join("; ") };
    }
    return null;
  },
};

/** "creatures that cost 6 or less", "non-multicolored creatures", "any creature that has Dragon in its race" → a filter. */
function creatureFilter(words: string): CardFilter | null {
  const w = words.replace(/^(?:any|a) /i, "").replace(/^(creatures?) that (?:has|have) (\w[\w -]*) in (?:its|their) races?$/i, "$1 of race $2");
  const race = /^creatures? of race (.+)$/i.exec(w);
  if (race) {
    const r = raceNoun(race[1]);
    return r ? { raceIncludes: [r] } : null;
  }
  const n = parseNoun(w);
  if (!n || n.noun !== "creature" || n.inBattle) return null;
  const { typeIncludes, ...f } = n.filter;
  if (typeIncludes !== undefined && typeIncludes !== "Creature") return null;
  // "non-multicolored": colorless creatures are non-multicolored too, which `multicolored: false` (one civilization) is not
  if (f.multicolored === false) return null;
  return Object.keys(f).length > 0 ? f : null;
}

/**
 * "This creature can't be blocked by creatures that have power 4000 or more.", "... by creatures that cost 6 or less.",
 * "This creature can't be attacked by non-multicolored creatures.", "... by any creature that has Dragon in its race.",
 * "This creature can't be attacked or blocked by non-evolution creatures.": `cant-be-blocked` (507.1a) / `cant-be-attacked`
 * with `by`, the other creature's filter (looked at when the attack or the block is declared).
 */
const selfBy: Template = {
  name: "static:s3-by",
  kind: "static",
  clause: "507.1a",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    // "This creature can only be attacked by Dragons": a creature of none of those races can't attack it
    const only = /^this creature can only be attacked by (.+)$/i.exec(t);
    if (only) {
      const r = raceNoun(only[1]);
      if (!r) return null;
      const st: StaticDef = { kind: "cant-be-attacked", by: { raceExcludes: [r] }, text: line };
      return { apply: (ab) => ab.statics.push(st), effect: `an attack on this creature by a creature that is not a ${r} is refused` };
    }
    const m = /^this creature can't be (blocked|attacked|attacked or blocked|blocked or attacked) by (.+)$/i.exec(t);
    if (!m) return null;
    const by = creatureFilter(m[2]);
    if (!by) return null;
    const sts: StaticDef[] = [];
    if (/attacked/i.test(m[1])) sts.push({ kind: "cant-be-attacked", by, text: line });
    if (/blocked/i.test(m[1])) sts.push({ kind: "cant-be-blocked", by, text: line });
    return { apply: (ab) => ab.statics.push(...sts), effect: `${sts.map((x) => (x.kind === "cant-be-attacked" ? "an attack on this creature" : "a block of its attack")).join(" and ")} by a matching creature is refused` };
  },
};

/**
 * "Each of your other Guardians and Wild Veggies in the battle zone gets +3000 power.", "Each of your Angel Commands and
 * Demon Commands in the battle zone gets "blocker".": a `grant` of power and/or keywords to the controller's creatures of
 * any of the races listed ("A and B", "A, B and C"), not the source itself with "other".
 */
const raceListGrant: Template = {
  name: "static:s3-race-list-grant",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const m = /^each of your (other )?(.+?) in the battle zone (?:gets?|has|have) (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const parts = m[2].split(/, and |, | and /i);
    if (parts.length < 2) return null;
    const races: string[] = [];
    for (const p of parts) {
      const r = raceNoun(p.replace(/ creatures$/i, ""));
      if (!r) return null;
      races.push(r);
    }
    const g = /^(?:\+(\d+) power)?(?:(?: and )?(".+"))?$/i.exec(m[3]);
    if (!g || (g[1] === undefined && g[2] === undefined)) return null;
    const keywords = g[2] !== undefined ? parseQuotedKeywords(g[2]) : [];
    if (keywords === null || keywords.some((k) => k === "power-attacker")) return null;
    const st: StaticDef = { kind: "grant", to: { whose: "own", filter: { raceIncludes: races }, ...(m[1] ? { excludeSelf: true } : {}) }, ...(g[1] !== undefined ? { power: Number(g[1]) } : {}), ...(keywords.length > 0 ? { keywords } : {}), text: line };
    const idle = keywords.filter((k) => !ENGINE_KEYWORDS.has(k));
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `while this card is in the battle zone, its controller's${m[1] ? " other" : ""} ${races.join(" and ")} creatures get ${[g[1] !== undefined ? `+${g[1]} power` : "", ...keywords].filter(Boolean).join(" and ")}`,
      ...(idle.length > 0 ? { note: `the engine records ${idle.join(", ")} but does not act on ${idle.length > 1 ? "them" : "it"} yet` } : {}),
    };
  },
};

/** "For each of your creatures in the battle zone, this creature gets +1000 power.": `power` per creature (itself counted). */
const forEachFirstPower: Template = {
  name: "static:s3-for-each-power",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^for (each .+?), this creature gets ([+-]\d+) power$/i.exec(normalise(line).replace(/\.$/, ""));
    if (!m) return null;
    const per = parsePerCard(m[1]);
    if (!per) return null;
    const st: StaticDef = { kind: "power", amount: Number(m[2]), perCard: per, text: line };
    return { apply: (ab) => ab.statics.push(st), effect: `it gets ${m[2]} power for each card counted` };
  },
};

/** "Each creature attacks each turn if able.": a `grant` of `mustAttack` to every creature (both players'). */
const eachCreatureMustAttack: Template = {
  name: "static:s3-each-must-attack",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    if (!/^each creature attacks each turn if able\.?$/i.test(normalise(line))) return null;
    const st: StaticDef = { kind: "grant", to: { whose: "all" }, mustAttack: true, text: line };
    return { apply: (ab) => ab.statics.push(st), effect: "while this card is in the battle zone, a player's turn can't end while one of their creatures has not attacked and could attack the other player" };
  },
};

/** "Your creatures that have Double Cross in their name can't be attacked.": a `grant` of `cantBeAttacked`. */
const yourNamedCantBeAttacked: Template = {
  name: "static:s3-your-cant-be-attacked",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const m = /^your (creatures that have .+ in their names?) can't be attacked\.?$/i.exec(normalise(line));
    const f = m ? creatureFilter(m[1]) : null;
    if (!f || f.nameIncludes === undefined) return null;
    const st: StaticDef = { kind: "grant", to: { whose: "own", filter: f }, cantBeAttacked: true, text: line };
    return { apply: (ab) => ab.statics.push(st), effect: `while this card is in the battle zone, an attack on its controller's creatures named so is refused` };
  },
};

/**
 * A line that is only the reminder of a rule the engine applies by itself (compile.ts strips the same reminders after an
 * ability): "(A creature that has power 0 or less is destroyed.)" (703.4c, a state-based process), and "(Gacharange
 * Summon: Summon the top card of your super gacharange with its cost paid.)" (701.30a: the GR summon the card's other
 * line does, the engine's `gr-summon` step) — on a card whose text gacharange summons.
 */
const ruleReminderLine: Template = {
  name: "rule:reminder-line",
  kind: "rule",
  match(line, ctx) {
    const t = normalise(line);
    if (/^\(a creature that has power 0 or less is destroyed\.?\)$/i.test(t)) return { apply: () => {}, note: "the engine destroys a creature that has power 0 or less by itself (703.4c, a state-based process)" };
    if (/^\(gacharange summon: summon the top card of your super gacharange with its cost paid\.?\)$/i.test(t) && (ctx.prev ?? []).some((p) => /\bgacharange summon\b/i.test(p.replace(/\(gacharange summon:[^)]*\)/i, "")))) {
      return { apply: () => {}, note: "the reminder of the GR summon the card's ability does (701.30a), the engine's gr-summon step" };
    }
    return null;
  },
};

/**
 * "You can summon this creature only if you have cast a spell this turn.": `cant-be-summoned` while the condition does
 * not hold (101.2: "can't" beats "can"); the summon action is refused.
 */
const summonOnlyIf: Template = {
  name: "static:s3-summon-only-if",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^(?:you can (?:only )?summon this creature only|this creature can only be summoned) if (.+)$/i.exec(normalise(line).replace(/\.$/, ""));
    const conditions = m ? s3Unless(m[1]) : null;
    // only counts of this turn: a count of the hand would count the card being summoned or not (409.1c), which the text does not say
    if (!conditions || conditions.some((c) => c.kind !== "this-turn-count" && c.kind !== "turn-log")) return null;
    const st: StaticDef = { kind: "cant-be-summoned", text: line, conditions };
    return { apply: (ab) => ab.statics.push(st), effect: `a summon of it is refused while ${conditions.map(describeCondition).join(", ")}` };
  },
};

/**
 * "This creature is put (into the battle zone) tapped and doesn't untap at the start of your turn.": it enters tapped (a
 * state definition as it enters, 110.4f: `onEnter` `tapped`) and stays tapped in its player's untap step (501.1:
 * `doesnt-untap`).
 */
const tappedAndDoesntUntap: Template = {
  name: "static:s3-tapped-doesnt-untap",
  kind: "static",
  clause: "110.4f",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^this creature is put (?:into the battle zone )?tapped and doesn't untap at the start of your turns?\.?$/i.test(normalise(line))) return null;
    return {
      apply: (ab) => {
        ab.onEnter.push({ kind: "tapped", text: line });
        ab.statics.push({ kind: "doesnt-untap", text: line });
      },
      effect: "it enters the battle zone tapped (110.4f) and stays tapped when its player's cards untap at the start of the turn (501.1)",
    };
  },
};

/**
 * "This creature attacks your opponent each turn if able.": `must-attack` with `target: "players"` — its controller's turn
 * can't end while it has not attacked and could attack the other player, and an attack of it on a creature is refused
 * while it could attack the other player.
 */
const mustAttackOpponent: Template = {
  name: "static:s3-must-attack-opponent",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^this creature attacks your opponent each turn if able\.?$/i.test(normalise(line))) return null;
    const st: StaticDef = { kind: "must-attack", target: "players", text: line };
    return { apply: (ab) => ab.statics.push(st), effect: "its controller's turn can't end while it has not attacked and could attack the other player; an attack of it on a creature is refused while it could attack the other player" };
  },
};

/**
 * "Your opponent's first creature each turn is put tapped.", "Each turn, when your opponent puts a creature for the first
 * time, it's put tapped.": `enter-tapped` (a state definition as it enters, 110.4f) for the opponent's creatures while
 * the opponent has put no creature this turn (the entering one is counted after it has entered).
 */
const firstCreatureTapped: Template = {
  name: "static:s3-first-creature-tapped",
  kind: "static",
  clause: "110.4f",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    if (!/^(?:your opponent's first creature each turn is put (?:into the battle zone )?tapped|each turn, when your opponent puts a creature for the first time, it's put (?:into the battle zone )?tapped)\.?$/i.test(normalise(line))) return null;
    const st: StaticDef = { kind: "enter-tapped", zone: "battle", whose: "opponents", text: line, conditions: [{ kind: "this-turn-count", what: "creatures-put", whose: "opponents", atMost: 0 }] };
    return { apply: (ab) => ab.statics.push(st), effect: "while this card is in the battle zone, the first creature its controller's opponent puts into the battle zone each turn enters tapped (110.4f)" };
  },
};

const OWN: Template[] = [ruleReminderLine, firstCreatureTapped, mustAttackOpponent, tappedAndDoesntUntap, summonOnlyIf, mayEnterTapped, d2FieldRule, conditionalSelfStatic, crossgearManaReminder, selfBy, raceListGrant, forEachFirstPower, eachCreatureMustAttack, yourNamedCantBeAttacked];

/**
 * A line whose condition ("If you don't have 7 or more cards in your mana zone, ...", "While you have another Grand Devil
 * in the battle zone, ...") the general grammar does not read, read with the condition in words it reads and means the
 * same (statics3-cond.ts `conditionWords`: "you have 6 or fewer cards in your mana zone", "you have another Grand Devil"),
 * by the general table (templates.ts). The sentence keeps its printed text.
 */
const conditionRewritten: Template = {
  name: "cond:rewritten",
  kind: "static",
  match(line, ctx) {
    let t = normalise(line);
    let changed = false;
    // "If this creature is tapped during your opponent's turn, X" = "During your opponent's turn, if this creature is tapped, X"
    const turn = /^if this creature is (tapped|untapped) during (your|your opponent's) turn, (.+)$/i.exec(t);
    if (turn) {
      t = `During ${turn[2]} turn, if this creature is ${turn[1]}, ${turn[3]}`;
      changed = true;
    }
    const fixed = t.replace(/(^|, )(if|while) ([^,]+), /gi, (all: string, pre: string, w: string, cond: string) => {
      const c = conditionWords(cond);
      if (c === null || c === cond) return all;
      changed = true;
      return `${pre}${w} ${c}, `;
    });
    if (!changed) return null;
    for (const tp of [...TEMPLATES, ...OWN]) {
      const r = tp.match(fixed, ctx);
      if (!r) continue;
      return { ...r, name: r.name ?? tp.name, note: [r.note, `read as "${fixed}"`].filter(Boolean).join("; ") };
    }
    return null;
  },
};

export const STATICS3_TEMPLATES: Template[] = [...OWN, quoteApostrophe, conditionRewritten];
