/**
 * Keyword mechanics of twinpact spell sides and Knight spells:
 *  - Smash Burst: "Whenever this creature attacks, you may cast its spell side in the battle zone for no cost." — the
 *    spell side is cast while the card stays in the battle zone (official reminder: 「このカードの呪文側を、バトルゾーンに
 *    置いたままコストを支払わずに唱えてもよい」).
 *  - Last Burst: "When this creature is destroyed, you may cast its spell side for no cost." — cast from the graveyard it
 *    was put into (official Q&A quoted by dmwiki: a creature put from the battle zone into the graveyard is destroyed).
 *  - Mega Last Burst: "When this creature leaves and is put into your hand, mana zone or graveyard, you may cast the
 *    spell side of this card for no cost." — cast from the zone it went to.
 *  - Knight Magic: "If you have a Knight in the battle zone, you may use this spell's Knight Magic ability once more."
 *    Read only when the spell side has exactly one effect sentence (then that sentence is its Knight Magic ability);
 *    the effect is run once more if a Knight is in the battle zone and its caster chooses to.
 * The casts use the engine's `cast-spell-side` step (810.3a: only the spell's part is referenced while it is cast).
 */
import type { Abilities, Condition, EffectStep, TriggerDef } from "../engine/defs";
import type { ZoneName } from "../engine/zones";
import { describeSteps } from "./describe";
import { normalise, parseCondition } from "./grammar";
import type { Template } from "./template-types";
import type { CompiledSentence } from "./types";

const castSide = (from: ZoneName[]): EffectStep => ({ do: "cast-spell-side", from });

function burst(name: string, re: RegExp, on: TriggerDef["on"], from: ZoneName[], when: string): Template {
  return {
    name,
    kind: "trigger",
    clause: "603",
    match(line, ctx) {
      if (!/Creature/.test(ctx.type)) return null;
      if (!re.test(normalise(line).replace(/\s*\.$/, ""))) return null;
      const trig: TriggerDef = { id: `${name.replace(/^[^:]+:/, "")}-${ctx.index}`, text: line, on, optional: true, effect: [castSide(from)] };
      return {
        apply: (ab: Abilities) => void ab.triggers.push(trig),
        effect: `${when}, you may cast this card's spell side for no cost${from.length === 1 && from[0] === "battle" ? " while the card stays in the battle zone" : ` from the ${from.join(", ")} zone it was put into`} (only the spell's part is referenced while it is cast, 810.3a)`,
      };
    },
  };
}

const smashBurst = burst(
  "trigger:smash-burst",
  /^smash burst(?: \(whenever this creature attacks, you may cast its spell side in the battle zone for no cost\.?\))?$/i,
  { event: "attacks", subject: "self" },
  ["battle"],
  "whenever this creature attacks",
);

const lastBurst = burst(
  "trigger:last-burst",
  /^last burst(?: \(when this creature is destroyed, you may cast its spell side for no cost\.?\))?$/i,
  { event: "destroyed", subject: "self" },
  ["graveyard"],
  "when this creature is destroyed",
);

const MEGA_ZONES: ZoneName[] = ["hand", "mana", "graveyard"];
const megaLastBurst = burst(
  "trigger:mega-last-burst",
  /^mega last burst(?: \(when this creature leaves and is put into your hand, mana zone or graveyard, you may cast the spell side of this card for no cost\.?\))?$/i,
  { event: "leaves-battle", subject: "self", to: MEGA_ZONES },
  MEGA_ZONES,
  "when this creature leaves the battle zone and is put into its owner's hand, mana zone or graveyard",
);

const KNIGHT_MAGIC = /^knight magic \(if you have a knight in the battle zone, you may use this spell's knight magic ability once more\.?\)\.?$/i;

/** The Knight Magic line itself: read after the whole card (finishKnightMagic), once its one effect sentence is known. */
const knightMagic: Template = {
  name: "spell:knight-magic",
  kind: "spell",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    if (!KNIGHT_MAGIC.test(normalise(line))) return null;
    return { apply: () => {} };
  },
};

const KNIGHT: Condition[] | null = parseCondition("you have a Knight in the battle zone");

/**
 * After the whole card is read: a spell side with Knight Magic and exactly one other sentence that adds to the spell's
 * effect (its Knight Magic ability) gets "then, if you have a Knight in the battle zone, you may do it once more". Any
 * other shape (no effect sentence read, or several) leaves the Knight Magic line not modelled.
 */
export function finishKnightMagic(abilities: Abilities, sentences: CompiledSentence[]): void {
  for (const km of sentences) {
    if (km.template !== "spell:knight-magic") continue;
    const side = sentences.filter((s) => s !== km && s.side === km.side);
    const effects = side.filter((s) => s.kind === "spell" || s.kind === undefined);
    const refuse = (why: string) => {
      km.status = "not-modelled";
      delete km.template;
      delete km.kind;
      km.note = why;
    };
    if (!KNIGHT) return refuse("the Knight condition could not be read");
    if (effects.length !== 1 || effects[0].status !== "modelled" || abilities.spell.length === 0) {
      refuse("its Knight Magic ability (the spell's one effect sentence) is not modelled, or the spell has several effect sentences and the text does not show which is the Knight Magic ability");
      continue;
    }
    const once = abilities.spell.slice();
    abilities.spell.push({ do: "if", conditions: KNIGHT, then: [{ do: "if", conditions: KNIGHT, optional: true, then: once }] });
    km.effect = `then, if you have a Knight in the battle zone, you may use the Knight Magic ability once more: ${describeSteps(once)}`;
  }
}

/**
 * Chain: "When you put this creature into the battle zone, look at the top card of your deck. If that card is a creature
 * that costs less than this creature, you may put it into the battle zone. If you don't, return it to the top of your
 * deck." — the card's printed cost is known, so "costs less than this creature" is "costs (cost - 1) or less".
 */
const chain: Template = {
  name: "trigger:chain",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type) || typeof ctx.cost !== "number" || ctx.cost < 1) return null;
    const re = /^chain \(when you put this creature into the battle zone, look at the top card of your deck\. if that card is a creature that costs less than this creature, you may put it into the battle zone\. if you don't, return it to the top of your deck\.?\)$/i;
    if (!re.test(normalise(line).replace(/\s*\.$/, ""))) return null;
    const step: EffectStep = { do: "look-at-top", player: "you", count: 1, choose: { count: 1, upTo: true, filter: { typeIncludes: "Creature", costAtMost: ctx.cost - 1 }, to: "battle" }, rest: "stay" };
    const trig: TriggerDef = { id: `chain-${ctx.index}`, text: line, on: { event: "put-into-battle", subject: "self" }, optional: false, effect: [step] };
    return {
      apply: (ab: Abilities) => void ab.triggers.push(trig),
      effect: `when this creature is put into the battle zone: ${describeSteps([step])} (this creature costs ${ctx.cost})`,
    };
  },
};

/**
 * Yobinion: "When you summon this creature, you may reveal cards from the top of your deck until you reveal a creature
 * that costs less than this one. Put that creature. Shuffle the rest and put them on the bottom of your deck." (a
 * creature); the spell's: "You may reveal ... a creature that costs less than this spell. ..." (its effect). "Put that
 * creature" is putting it into the battle zone (not a summon).
 */
function yobinion(spellSide: boolean): Template {
  return {
    name: spellSide ? "spell:yobinion" : "trigger:yobinion",
    kind: spellSide ? "spell" : "trigger",
    ...(spellSide ? {} : { clause: "603" }),
    match(line, ctx) {
      if (typeof ctx.cost !== "number" || ctx.cost < 1 || !(spellSide ? /Spell/ : /Creature/).test(ctx.type)) return null;
      const body = `you may reveal cards from the top of your deck until you reveal a creature that costs less than this ${spellSide ? "spell" : "one"}\\. put that creature\\. shuffle the rest and put them on the bottom of your deck\\.?`;
      const re = new RegExp(spellSide ? `^yobinion \\(${body}\\)$` : `^yobinion \\(when you summon this creature, ${body}\\)$`, "i");
      if (!re.test(normalise(line).replace(/\s*\.$/, ""))) return null;
      const step: EffectStep = { do: "reveal-until-put", player: "you", filter: { typeIncludes: "Creature", costAtMost: ctx.cost - 1 }, optional: true };
      const cost = ` (this ${spellSide ? "spell" : "creature"} costs ${ctx.cost})`;
      if (spellSide) return { apply: (ab: Abilities) => void ab.spell.push(step), effect: describeSteps([step]) + cost };
      const trig: TriggerDef = { id: `yobinion-${ctx.index}`, text: line, on: { event: "put-into-battle", subject: "self", bySummon: true }, optional: false, effect: [step] };
      return { apply: (ab: Abilities) => void ab.triggers.push(trig), effect: `when you summon this creature: ${describeSteps([step])}${cost}` };
    },
  };
}

export const KW_TEMPLATES: Template[] = [smashBurst, lastBurst, megaLastBurst, knightMagic, chain, yobinion(false), yobinion(true)];
