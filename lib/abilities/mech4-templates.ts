/** mech4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts). */
import { emptyAbilities, type Abilities, type TriggerDef } from "../engine/defs";
import { normalise, parseCondition, parseNoun } from "./grammar";
import { mech3Readings, stripReminders } from "./mech3-templates";
import { TEMPLATES as GENERAL } from "./templates";
import type { Template, TemplateContext, TemplateResult } from "./template-types";

/**
 * Strike Back on a creature (S・バック, 112.3b): "Strike Back-Fire (When a Fire card is put into your hand from your shield
 * zone, you may discard that card. If you do, cast this spell for no cost.)", also "Strike Back: Strike Back: Light card
 * that costs 9 (…, summon this creature for no cost.)". While this card is in the hand, when a card of that kind is put
 * into the hand from the shield zone, its player may discard that card; if they do, this creature is summoned for no cost.
 * 112.3b: 「S・バックの能力も S・トリガーと同様に、呪文の場合は呪文の効果解決までが S・バックの能力となりますが、クリーチャーは
 * 召喚することまでが S・バックの能力です」 — on a creature, Strike Back summons it; the English reminder printed on the
 * older creatures ("cast this spell") is read so, with a note. The label's kind must be the reminder's.
 */
const strikeBackCreature: Template = {
  name: "trigger:strike-back-creature",
  kind: "trigger",
  clause: "112.3b",
  match(line, ctx) {
    if (ctx.type !== "Creature") return null;
    const t = normalise(line).trim().replace(/\s*\.$/, "");
    const m =
      /^strike back(?:-|: strike back: )([^()]+?) \(when an? (.+?) is put into your hand from your shield zone, you may discard that card\. if you do, (cast this spell|summon this creature) for no cost\.?\)$/i.exec(t);
    if (!m) return null;
    const label = m[1].trim().toLowerCase().replace(/ card$/, "");
    const said = m[2].trim().toLowerCase().replace(/ card$/, "");
    if (label !== said || !/\bcard\b/i.test(m[2])) return null;
    const n = parseNoun(m[2].trim());
    if (!n || n.noun !== "card" || Object.keys(n.filter).length === 0) return null;
    const printedCast = /^cast/i.test(m[3]);
    const trig: TriggerDef = {
      id: `strike-back-${ctx.index}`,
      text: line,
      on: { event: "shield-to-hand", subject: "own", filter: { ...n.filter } },
      optional: false,
      activeIn: "hand",
      effect: [{ do: "discard-event-card", optional: true, ifYouDo: [{ do: "summon-self", from: ["hand"] }] }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: `a ${m[2].trim()} is put into your hand from your shield zone, while this creature is in your hand (not one added at the same time, 112.3b)`,
      effect: "you may discard that card; if you do, summon this creature from your hand for no cost",
      note: [
        ...(printedCast ? ['the English reminder says "cast this spell"; on a creature Strike Back summons it (112.3b: クリーチャーは召喚することまでが S・バックの能力)'] : []),
        "the use is declared after the shield card is in the hand (113.6 has the declaration before the shield moves), as for the spells' Strike Back",
      ].join("; "),
    };
  },
};

/**
 * "Attack Chance: Water dispector (When one of your water dispectors attacks, you may cast this spell for no cost.)"
 * (アタック・チャンス, 112.3f), as lib/abilities/r2-hand.ts reads the other nouns: a triggered ability that works in the hand
 * (110.4d): when one of your creatures of the race Dispector that is of that civilization attacks, you may cast this spell
 * for no cost. One civilization only: "Light, Water and Fire dispector" (光/水/火のディスペクター) is not read (whether a
 * Dispector of some of those civilizations is one is not something the English settles).
 */
const attackChanceDispector: Template = {
  name: "trigger:attack-chance",
  kind: "trigger",
  clause: "112.3f",
  match(line, ctx) {
    if (ctx.type !== "Spell") return null;
    const m = /^attack chance: (light|water|darkness|fire|nature) dispector \(when one of your (light|water|darkness|fire|nature) dispectors attacks?, you may cast this spell for no cost\.?\)$/i.exec(normalise(line).trim().replace(/\s*\.$/, ""));
    if (!m || m[1].toLowerCase() !== m[2].toLowerCase()) return null;
    const civ = m[1].toLowerCase();
    const trig: TriggerDef = {
      id: `attack-chance-${ctx.index}`,
      text: line,
      on: { event: "attacks", subject: "own", filter: { civilization: civ, raceIncludes: ["Dispector"] } },
      optional: false,
      activeIn: "hand",
      effect: [{ do: "cast-self", from: ["hand"], optional: true }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: `one of your ${civ} Dispectors (a creature of the race Dispector) attacks, while this spell is in your hand`,
      effect: "you may cast this spell from your hand for no cost (112.3f)",
    };
  },
};

/**
 * "'Civil Count 4': If you have a total of 4 or more darkness creatures and/or darkness tamaseeds, you may cast this spell
 * for no cost." (シビルカウント): the spell may be cast from the hand for no cost while the condition holds — what Gravity
 * Zero says (112.3e: a card used for no cost under a stated condition; 601.1b: not declared when the condition does not
 * hold), so it is read into the same data (`abilities.gravityZero`, with the label "Civil Count" for the trace): a
 * scenario's `cast` with `gravityZero: true` uses it, refused unless the condition holds. The label's number must be the
 * condition's.
 */
const civilCountFree: Template = {
  name: "rule:civil-count-free",
  kind: "rule",
  clause: "112.3e",
  match(line, ctx) {
    if (ctx.type !== "Spell") return null;
    const m = /^'?civil count (\d+)'?\s*:\s*if (you have a total of (\d+) or more (light|water|darkness|fire|nature) creatures and\/or (light|water|darkness|fire|nature) tamaseeds), you may cast this spell for no cost\.?$/i.exec(normalise(line).trim());
    if (!m || m[1] !== m[3] || m[4].toLowerCase() !== m[5].toLowerCase()) return null;
    const conditions = parseCondition(m[2]);
    if (!conditions) return null;
    return {
      apply: (ab) => void (ab.gravityZero ??= []).push({ text: line, play: "cast", conditions, label: "Civil Count" }),
      effect: `may be cast from the hand for no cost while you have a total of ${m[1]} or more ${m[4].toLowerCase()} creatures and/or tamaseeds (as Gravity Zero, 112.3e)`,
      note: "'Civil Count' only names the ability",
    };
  },
};

/**
 * A line the general templates read once a condition they cannot name is replaced by a stand-in they can (`alt`): the
 * first reading (of the line as it is, then without its reminders) with every stand-in condition (`standIn`, JSON)
 * replaced by the real one (`real`). Null when that reading has no stand-in, or (`once`) more than one.
 */
function readWithStandIn(alt: string, ctx: TemplateContext, standIn: string, real: string, once: boolean): { a: Abilities; r: TemplateResult; t: Template } | null {
  const variants = [alt];
  const bare = stripReminders(alt);
  if (bare !== alt) variants.push(bare);
  for (const v of variants) {
    for (const t of GENERAL) {
      const r = t.match(v, ctx);
      if (!r) continue;
      const scratch = emptyAbilities();
      r.apply(scratch);
      const parts = JSON.stringify(scratch).split(standIn);
      if (parts.length < 2 || (once && parts.length !== 2)) return null;
      return { a: JSON.parse(parts.join(real)) as Abilities, r, t };
    }
  }
  return null;
}

/** The abilities of a stand-in reading added to the card's (a keyword once). */
function addAbilities(ab: Abilities, a: Abilities): void {
  for (const k of a.keywords) if (!ab.keywords.includes(k)) ab.keywords.push(k);
  ab.statics.push(...a.statics);
  ab.replacements.push(...a.replacements);
  ab.triggers.push(...a.triggers);
  ab.spell.push(...a.spell);
  ab.onEnter.push(...a.onEnter);
}

/** The grammar's "you have an evolution creature in the battle zone", and "… or linked God" (lib/abilities/mech4.ts). */
const EVO_ONLY = JSON.stringify({ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Evolution" }, atLeast: 1 });
const EVO_OR_LINKED = JSON.stringify({ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature", anyOf: [{ typeIncludes: "Evolution" }, { raceIncludes: ["God"], linked: true }] }, atLeast: 1 });

/**
 * "If (While) you have an evolution creature or linked God in the battle zone, <ability>": the ability as the general
 * templates read it with "an evolution creature" alone, its one condition on that count then widened to "or a God linked
 * with another (804)". Refused unless that condition is in the reading exactly once, and only abilities a creature or a
 * spell line carries (no tap abilities, headers …).
 */
const evolutionOrLinkedGod: Template = {
  name: "static:evolution-or-linked-god",
  kind: "static",
  match(line, ctx) {
    const m = /^(if|while) you have an evolution creature or linked god in the battle zone, (.+)$/i.exec(normalise(line).trim());
    if (!m) return null;
    const read = readWithStandIn(`${m[1]} you have an evolution creature in the battle zone, ${m[2]}`, ctx, EVO_ONLY, EVO_OR_LINKED, true);
    if (!read) return null;
    const { a, r, t } = read;
    if (a.tapAbility || a.tapAbilityUsers || a.soulCross || a.gravityZero || a.silentSkill) return null;
    return {
      apply: (ab) => addAbilities(ab, a),
      name: r.name ?? t.name,
      effect: `${(r.effect ?? r.name ?? t.name).replace("(1 or more Evolution cards in your battle)", "(an evolution creature or linked God in your battle zone)")} — the condition: you have an evolution creature or a God linked with another (God Link, 804) in the battle zone`,
      ...(r.note ? { note: r.note } : {}),
    };
  },
};

/**
 * "If (While) this is a Neo Evolution Creature, it gets +5000 power and has "double breaker"." (also "this creature is
 * an evolution creature"): a static of this creature held by its state now (`source-evolution`, `neo` for Neo Evolution:
 * a Neo Creature with a card under it), read as the general templates read the same ability held by "you have an
 * evolution creature in the battle zone", that one condition then replaced. "it" is this creature (the form with "this
 * creature gets" is left to the grammar, which reads it on the line without its reminder).
 */
const selfEvolutionStatic: Template = {
  name: "static:self-evolution",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    // "…, it gets": the grammar's own readings take "…, this creature gets" (on a line without its reminder)
    const m = /^(if|while) this (?:creature )?is (a neo evolution creature|an evolution creature), it (.+)$/i.exec(normalise(line).trim());
    if (!m) return null;
    const cond = JSON.stringify(/neo/i.test(m[2]) ? { kind: "source-evolution", neo: true } : { kind: "source-evolution" });
    const alt = `${m[1]} you have an evolution creature in the battle zone, this creature ${m[3]}`;
    const variants = [alt];
    const bare = stripReminders(alt);
    if (bare !== alt) variants.push(bare);
    for (const v of variants) {
      for (const t of GENERAL) {
        const r = t.match(v, ctx);
        if (!r) continue;
        const scratch = emptyAbilities();
        r.apply(scratch);
        // only statics of this creature (its own power, keywords …): a trigger or a replacement would read the condition at another time
        if (scratch.triggers.length > 0 || scratch.replacements.length > 0 || scratch.spell.length > 0 || scratch.onEnter.length > 0 || scratch.keywords.length > 0) return null;
        const json = JSON.stringify(scratch);
        if (json.split(EVO_ONLY).length - 1 !== scratch.statics.length || scratch.statics.length === 0) return null;
        const a = JSON.parse(json.split(EVO_ONLY).join(cond)) as Abilities;
        if (a.tapAbility || a.tapAbilityUsers || a.soulCross || a.gravityZero || a.silentSkill) return null;
        return {
          apply: (ab) => void ab.statics.push(...a.statics),
          name: r.name ?? t.name,
          effect: `${(r.effect ?? r.name ?? t.name).replace("(1 or more Evolution cards in your battle)", `(while it is ${/neo/i.test(m[2]) ? "a Neo Evolution Creature" : "an evolution creature"})`)}`,
          ...(r.note ? { note: r.note } : {}),
        };
      }
    }
    return null;
  },
};

/**
 * "If this spell is in your shield zone and you have a total of 2 or more fire creatures and/or fire tamaseeds, this spell
 * gets "shield trigger"." ('Civil Count 2', its label taken off by statics-more.ts's reading): the keyword shield trigger
 * held by both conditions. The engine looks the keyword up as the shield trigger is declared (509.5a), while the broken
 * shield is still in the shield zone (lib/engine/block.ts), so "in your shield zone" is the card's zone then. A spell
 * only: the engine's shield trigger of an evolution creature is not modelled.
 */
const shieldZoneTrigger: Template = {
  name: "static:shield-zone-shield-trigger",
  kind: "static",
  clause: "112.3a",
  match(line, ctx) {
    if (ctx.type !== "Spell") return null;
    const m = /^if this spell is in your shield zone and (you have a total of \d+ or more (?:light|water|darkness|fire|nature) creatures and\/or (?:light|water|darkness|fire|nature) tamaseeds), this spell gets "shield trigger"\.?$/i.exec(normalise(line).trim());
    if (!m) return null;
    const conds = parseCondition(m[1]);
    if (!conds || conds.length !== 1) return null;
    const conditions = [{ kind: "source-in" as const, zone: "shields" as const }, ...conds];
    return {
      apply: (ab) => void ab.statics.push({ kind: "keyword", keyword: "shield-trigger", text: line, conditions }),
      effect: `this spell has "shield trigger" while it is in your shield zone and ${m[1]} (looked at as the shield trigger is declared, 509.5a)`,
    };
  },
};

/**
 * "Hand evolution—Choose a water creature in your hand and put this creature into the battle zone on top of that
 * creature." (手札進化): an evolution whose source is a creature in the hand; as mech3-templates.ts's mana and graveyard
 * evolution, the action `evolve` with that source puts this card on top of it (701.15; the source goes from the hand under
 * it, lib/engine/stack.ts). What the source may be (its civilization) is not checked by the engine, as for every
 * Evolution line.
 */
const handEvolution: Template = {
  name: "rule:hand-evolution",
  kind: "rule",
  clause: "701.15",
  match(line, ctx) {
    if (!/Evolution Creature/.test(ctx.type)) return null;
    const m = /^hand evolution\s*(?:—|―|:|-)\s*choose an? (light|water|darkness|fire|nature) creature in your hand and put this creature into the battle zone on top of that creature\.?$/i.exec(normalise(line).trim());
    if (!m) return null;
    return {
      apply: () => {},
      effect: `an evolution whose source is a ${m[1].toLowerCase()} creature in your hand: the action \`evolve\` with that source puts this card on top of it (701.15)`,
      note: "what the source may be (its civilization) is not checked by the engine, as for the plain Evolution line",
    };
  },
};

const TAMASEED_STAND_IN = JSON.stringify({ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Tamaseed" }, atLeast: 1 });
const D2_FIELD = JSON.stringify({ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "D2 Field" }, atLeast: 1 });

/**
 * "…, if you have a D2 Field in the battle zone, …" (Ｄ２フィールド, a card type; the grammar's nouns do not name it): the
 * line as the general templates read it with "you have a tamaseed" (the same count of your battle zone, of another card
 * type) in its place, that condition then replaced by a count of your D2 Fields (each time it is in the reading: a line
 * read as two triggers carries it twice). Refused when the line speaks of tamaseeds itself.
 */
const d2FieldCondition: Template = {
  name: "trigger:d2-field-condition",
  kind: "trigger",
  match(line, ctx) {
    const t = normalise(line).trim();
    if (/tamaseed/i.test(t)) return null;
    const parts = t.split(/\byou have a D2 Field in the battle zone\b/i);
    if (parts.length !== 2) return null;
    // the line names no tamaseed: every stand-in is the D2 Field condition (a line read as two triggers carries it twice)
    const read = readWithStandIn(parts.join("you have a tamaseed"), ctx, TAMASEED_STAND_IN, D2_FIELD, false);
    if (!read) return null;
    const { a, r, t: tpl } = read;
    if (a.tapAbility || a.tapAbilityUsers || a.soulCross || a.gravityZero || a.silentSkill || a.keywords.length > 0) return null;
    return {
      apply: (ab) => addAbilities(ab, a),
      name: r.name ?? tpl.name,
      ...(r.watches ? { watches: r.watches } : {}),
      // the stand-in's words, as the inner reading described its condition, are the D2 Field's
      effect: (r.effect ?? r.name ?? tpl.name)
        .split("with 1 or more tamaseeds in your battle")
        .join("with a D2 Field in your battle zone")
        .split("1 or more Tamaseed cards in your battle")
        .join("a D2 Field in your battle zone"),
      ...(r.note ? { note: r.note } : {}),
    };
  },
};

/** Words compared without a plural or verb "s" ("dragon that costs" = "dragons that cost"). */
const sameWords = (a: string, b: string): boolean => {
  const w = (x: string) => x.toLowerCase().trim().split(/\s+/).map((t) => t.replace(/s$/, "")).join(" ");
  return w(a) === w(b);
};

/**
 * "Attack Chance: Fire or Nature dragon that costs 7 or more (When one of your fire or nature dragons that cost 7 or more
 * attacks, you may summon this creature for no cost.)" on a creature (アタック・チャンス, 112.3f; 110.4d: it works in the
 * hand): when one of your creatures of that kind attacks, you may summon this creature from your hand for no cost. The
 * label's words must be the reminder's.
 */
const attackChanceCreature: Template = {
  name: "trigger:attack-chance-creature",
  kind: "trigger",
  clause: "112.3f",
  match(line, ctx) {
    if (ctx.type !== "Creature") return null;
    const m = /^attack chance: ([^()]+?) \(when one of your (.+?) attacks?, you may summon this creature for no cost\.?\)$/i.exec(normalise(line).trim().replace(/\s*\.$/, ""));
    if (!m || !sameWords(m[1], m[2])) return null;
    const n = parseNoun(m[2]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const trig: TriggerDef = {
      id: `attack-chance-${ctx.index}`,
      text: line,
      on: { event: "attacks", subject: "own", ...(Object.keys(n.filter).length > 0 ? { filter: { ...n.filter } } : {}) },
      optional: false,
      activeIn: "hand",
      effect: [{ do: "summon-self", from: ["hand"], optional: true }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: `one of your ${m[2]} attacks, while this creature is in your hand`,
      effect: "you may summon this creature from your hand for no cost (112.3f)",
    };
  },
};

export const TEMPLATES: Template[] = [strikeBackCreature, attackChanceDispector, civilCountFree, evolutionOrLinkedGod, selfEvolutionStatic, shieldZoneTrigger, handEvolution, d2FieldCondition, attackChanceCreature];

const GACHARANGE_REMINDER = /\s*\(Gacharange Summon: Summon the top card of your super gacharange with its cost paid\.?\)\.?$/i;

/**
 * Other ways to read a line, with why: an ability word mech3-templates.ts takes off (Mana Drive …) whose text ends with
 * the Gacharange Summon reminder, which restates the rule the engine applies by itself (the reminder compile.ts takes
 * off a line as printed, not off mech3's readings).
 */
export const readings = (line: string): { line: string; note?: string }[] => {
  const out: { line: string; note?: string }[] = [];
  // "When you put this creature, if it evolved from a tamaseed, …" / "if you evolved it from …" / "if it's a Neo Evolution
  // Creature, …": "it" is this creature, the only creature the line has named
  const it = /^(when you put this creature(?: into the battle zone)?, if )(it evolved from a tamaseed|you evolved it from a tamaseed|it's a neo evolution creature|it is a neo evolution creature|it's an evolution creature|it is an evolution creature)(, .+)$/i.exec(normalise(line).trim());
  if (it) {
    const cond = it[2].replace(/^it evolved/i, "this creature evolved").replace(/evolved it from/i, "evolved this creature from").replace(/^it(?:'s| is) /i, "this creature is ");
    out.push({ line: `${it[1]}${cond}${it[3]}`, note: '"it" is this creature, the creature the line names' });
  }
  // "Untap this creature whenever you put a tamaseed.": the trigger said after its effect (the same ability as "Whenever you
  // put a tamaseed, untap this creature.")
  const late = /^untap this creature (whenever you put an? (?:tamaseed|creature|[\w ]+? tamaseed))\.?$/i.exec(normalise(line).trim());
  if (late) out.push({ line: `${late[1].charAt(0).toUpperCase()}${late[1].slice(1)}, untap this creature.`, note: "the trigger condition is printed after the effect; read in the usual order" });
  // a keyword reminder misprinted "A creatures that has "X" and "Y" …" after a line that gives those keywords in quotes
  const rem = /^(.*\S)\s*\(A creatures that has "([^"]+)" and "([^"]+)"[^()]*\)\.?$/.exec(normalise(line).trim());
  if (rem && rem[1].toLowerCase().includes(`"${rem[2].toLowerCase()}"`) && rem[1].toLowerCase().includes(`"${rem[3].toLowerCase()}"`)) {
    out.push({ line: rem[1], note: "the reminder in parentheses restates the rules of the keywords the line gives (205.2a)" });
  }
  // 'Civil Count N' (シビルカウント) whose text says "N or more <civ> creatures or <civ> tamaseeds" (not "and/or") or
  // "… and/or <civ> tamaseed" (one tamaseed, a misprint of the plural the other printings have): the label only names the
  // ability, the text states its condition (205.1a); the count is of the creatures and tamaseeds together
  const cc = /^'civil count (\d+)'\s*:\s*(.+)$/i.exec(normalise(line).trim());
  if (cc) {
    const n = cc[1];
    const body = cc[2];
    const m = new RegExp(`\\bif you have (a total of )?${n} or more (light|water|darkness|fire|nature) creatures (and/or|or) (light|water|darkness|fire|nature) (tamaseeds?)\\b`, "i").exec(body);
    if (m && m[2].toLowerCase() === m[4].toLowerCase() && (m[3].toLowerCase() === "or" || m[5].toLowerCase() === "tamaseed")) {
      const fixed = body.replace(m[0], `if you have ${m[1] ?? ""}${n} or more ${m[2]} creatures and/or ${m[4]} tamaseeds`);
      const text = fixed.charAt(0).toUpperCase() + fixed.slice(1);
      const note = `'Civil Count' only names the ability: its text states its condition (205.1a), ${m[3].toLowerCase() === "or" ? `"creatures or tamaseeds" counted together` : `"tamaseed" read as the plural the other printings have`}`;
      out.push({ line: text, note });
      const bare = stripReminders(text);
      if (bare !== text) out.push({ line: bare, note: `${note}; the reminder in parentheses restates a rule the engine applies by itself` });
    }
  }
  for (const r of mech3Readings(line)) {
    if (!GACHARANGE_REMINDER.test(r.line)) continue;
    out.push({ line: r.line.replace(GACHARANGE_REMINDER, ""), note: `${r.note}; the reminder in parentheses restates a rule the engine applies by itself` });
  }
  return out;
};
