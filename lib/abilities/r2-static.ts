/**
 * Static abilities that limit the other player (issue 14, round 2): "Your opponent can't cast spells" and its variants
 * (`cant-cast`), and "Whenever your opponent's creatures attack, they attack this creature if able"
 * (`attacked-if-able`, an attack lure). Each template is proven by a smoke (tests/abilities/smokes-r2-static.ts).
 */
import type { CardFilter, Condition, StaticDef, TriggerDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { normalise, parseCondition, parseConditionPrefix } from "./grammar";
import type { Template } from "./template-types";

const CIV = "(light|water|darkness|fire|nature)";

/** The spells named after "can't cast": every spell, or spells of / not of a civilization, or by cost. Null: not read. */
function parseSpells(s: string): { filter?: CardFilter; words: string } | null {
  const t = s.trim().toLowerCase();
  if (t === "spells") return { words: "spells" };
  let m = new RegExp(`^(?:spells other than ${CIV} spells|non-${CIV} spells)$`).exec(t);
  if (m) {
    const civ = m[1] ?? m[2];
    return { filter: { civilizationNot: civ }, words: `spells that are not ${civ}` };
  }
  m = new RegExp(`^${CIV} spells$`).exec(t);
  if (m) return { filter: { civilization: m[1] }, words: `${m[1]} spells` };
  m = /^spells that cost (\d+) or (less|more)$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    return { filter: m[2] === "less" ? { costAtMost: n } : { costAtLeast: n }, words: `spells that cost ${n} or ${m[2]}` };
  }
  return null;
}

const conditionWords = (conditions: Condition[]): string => (conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : "");
const withConditions = <T extends object>(x: T, conditions: Condition[]): T => (conditions.length > 0 ? { ...x, conditions } : x);

/**
 * "Your opponent can't cast spells.", "Players can't cast spells other than light spells.", "Your opponent can't cast
 * non-light spells.", "While this creature is tapped, players can't cast spells.", "While your opponent has 2 shields or
 * less, players can't cast spells other than light spells." — a static of a card that stays in the battle zone (not a
 * spell's one-shot effect, which says how long it lasts). "Can't" beats "can" (101.2): casts for no cost are refused too.
 * Not read: "spells other than multicolored spells" (a colorless spell is neither), spells named by a count of cards.
 */
const cantCast: Template = {
  name: "static:cant-cast",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (/Spell/.test(ctx.type) && !/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    const m = /^(your opponent|players|you) can't cast (.+)$/i.exec(pre.rest);
    if (!m) return null;
    const spells = parseSpells(m[2]);
    if (!spells) return null;
    const who = m[1].toLowerCase() === "players" ? "players" : m[1].toLowerCase() === "you" ? "yours" : "opponents";
    const st = withConditions<StaticDef>({ kind: "cant-cast", who, ...(spells.filter ? { filter: spells.filter } : {}), text: line }, pre.conditions);
    const whom = { players: "no player", opponents: "your opponent", yours: "you" }[who];
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `${whom === "no player" ? "no player can" : `${whom} can't`} cast ${spells.words}${conditionWords(pre.conditions)}: the cast action and effects that cast refuse such a spell (101.2: "can't" beats "can")`,
    };
  },
};

/**
 * "Whenever your opponent's creatures attack, they attack this creature if able.", "Whenever an opponent's creature
 * attacks, they must attack this creature if able.", "Revolution 2—Whenever an opponent's creature attacks, if you have 2
 * shields or less, they must attack this creature if able." An attack lure: the attack is not forced, only its target
 * is limited when it is declared (dmwiki 攻撃誘導: applied in the attack declaration step, 506.1e, unlike blockers
 * which change a declared target). Also "While this creature is tapped, your opponent's attacking creatures must attack this
 * creature if able." Not read: "Your opponent's creatures must attack this creature if able." without "attacking" or
 * "whenever ... attacks" — it may also force the attack (dmwiki 可能であれば攻撃する: 攻撃強制 vs 攻撃誘導 by context).
 */
const attackedIfAble: Template = {
  name: "static:attacked-if-able",
  kind: "static",
  clause: "506.1e",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    let t = normalise(line).replace(/\.$/, "");
    // "Revolution 2—": an ability word whose condition the sentence says itself ("if you have 2 shields or less")
    const rev = /^revolution (\d+)\s*[—―-]\s*(.+)$/i.exec(t);
    if (rev) t = rev[2];
    // "While this creature is tapped, ...": a condition before the sentence
    const pre = parseConditionPrefix(t);
    t = pre.rest;
    const m =
      /^(?:whenever|if) (?:your opponent's creatures attack|your opponent's creature attacks|an opponent's creature attacks|one of your opponent's creatures attacks?), (?:if (.+?), )?(?:they|it|that creature) (?:must )?attacks? this creature if able$/i.exec(t) ??
      /^your opponent['"]s attacking creatures (?:must )?attack this creature if able()$/i.exec(t);
    if (!m) return null;
    const conditions: Condition[] = [...pre.conditions];
    if (m[1]) {
      const c = parseCondition(m[1]);
      if (!c) return null;
      conditions.push(...c);
    }
    if (rev && !conditions.some((c) => c.kind === "zone-count" && c.whose === "yours" && c.zone === "shields" && c.atMost === Number(rev[1]) && !c.filter)) return null;
    const st = withConditions<StaticDef>({ kind: "attacked-if-able", text: line }, conditions);
    return {
      apply: (ab) => ab.statics.push(st),
      effect: `an attack by your opponent's creature on anything else is refused while it could attack this creature (this creature tapped, 506.1e)${conditionWords(conditions)}; the attack itself is not forced`,
      note: "\"able\" as the engine knows it: this creature is tapped (or the attacker has Mach Fighter on its turn) and nothing forbids the attack; a printed \"can attack untapped creatures\" is not known to the engine",
    };
  },
};

/**
 * "Each turn, you may untap this creature the first time it is tapped." (各ターン、このクリーチャーがはじめてタップした時、
 * アンタップしてもよい), "Each turn, when this creature is tapped for the first time, untap it.", "Each turn, the first time
 * this creature is tapped, untap it.": a trigger on this creature becoming tapped (by attacking too, 506.1c), only the
 * first time in the turn; untapping an attacking creature does not remove it from the attack (505.6b).
 */
const untapFirstTap: Template = {
  name: "trigger:untap-first-tap",
  kind: "trigger",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    let optional: boolean;
    if (/^each turn, you may untap this creature the first time it(?:'s| is) tapped$/i.test(t)) optional = true;
    else if (
      /^each turn, (?:when|whenever) this creature (?:is|becomes) tapped for the first time, untap (?:it|this creature)$/i.test(t) ||
      /^each turn, the first time this creature is tapped, untap (?:it|this creature)$/i.test(t) ||
      /^when(?:ever)? this creature (?:is|becomes) tapped for the first time each turn, untap (?:it|this creature)$/i.test(t)
    )
      optional = false;
    else return null;
    const trig: TriggerDef = { id: `untap-first-tap-${ctx.index}`, text: line, on: { event: "tapped", subject: "self", firstThisTurn: true }, optional, effect: [{ do: "untap", target: { self: true } }] };
    return {
      apply: (ab) => ab.triggers.push(trig),
      effect: `the first time this creature becomes tapped in a turn (attacking too), ${optional ? "you may untap" : "untap"} it (an attacking creature stays in the attack, 505.6b)`,
    };
  },
};

export const R2_STATIC_TEMPLATES: Template[] = [cantCast, attackedIfAble, untapFirstTap];
