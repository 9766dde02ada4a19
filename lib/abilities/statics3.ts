/**
 * statics3: line templates compile.ts tries after every other template (a line none of them reads).
 *
 * - "You may put this creature (into the battle zone) tapped.": an optional state definition as it enters (110.4f),
 *   `onEnter` `may-tapped` (its controller answers a yes-no as it enters).
 */
import type { Condition, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise } from "./grammar";
import { conditionWords, s3Condition, s3Unless } from "./statics3-cond";
import type { Template } from "./template-types";
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
    } else if ((m = /^this creature (can't (?:attack(?: players| creatures)?|be blocked|be attacked)) (if|while|unless) (.+)$/i.exec(t))) {
      conditions = m[2].toLowerCase() === "unless" ? s3Unless(m[3]) : s3Condition(m[3]);
      rest = m[1];
    }
    if (!conditions || conditions.length === 0 || rest === null) return null;
    const r = selfRest(rest, line);
    if (!r) return null;
    const st = { ...r.st, conditions } as StaticDef;
    return { apply: (ab) => ab.statics.push(st), effect: `${r.effect} (${conditions.map(describeCondition).join(", ")})` };
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

const OWN: Template[] = [mayEnterTapped, d2FieldRule, conditionalSelfStatic, crossgearManaReminder];

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
    const t = normalise(line);
    let changed = false;
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
