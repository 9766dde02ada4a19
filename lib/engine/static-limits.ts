/**
 * Statics of one card that limit what other cards or players may do (issue 14, round 2): "Your opponent can't cast
 * spells" (`cant-cast`), checked by the cast action and by effects that cast; "Whenever your opponent's creatures
 * attack, they attack this creature if able" (`attacked-if-able`), checked by the attack action.
 */
import type { Ctx } from "./context";
import { defOf, defsHave } from "./context";
import { EngineError } from "./errors";
import { abilityHolders, conditionsHold, isIgnored, isSpellDef, matchesFilter } from "./query";
import { playerLimitOn } from "./players3";
import type { PlayerId } from "./types";
import { other } from "./zones";

/**
 * The `cant-cast` static that forbids `player` to cast `card` now, if any: a battle-zone card's static whose conditions
 * hold and whose players (`who`, seen from its controller) include `player`, with a filter the spell matches. Checked
 * before the spell moves, so the card is read where it is (hand, graveyard, shields, battle zone for a Smash Burst).
 */
export function castForbiddenBy(ctx: Ctx, player: PlayerId, card: string): { text: string; source: string } | null {
  const limited = playerLimitOn(ctx, player, card, "cast");
  if (limited) return limited;
  // `cant-cast` is a printed static only (a grant gives keywords, power, attack limits and replacements, not this)
  if (!defsHave(ctx, "cant-cast", (d) => d.abilities.statics.some((st) => st.kind === "cant-cast"))) return null;
  for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
    for (const id of abilityHolders(ctx, p)) {
      if (isIgnored(ctx.s, ctx.defs, id)) continue;
      const holder = ctx.s.cards[id].controller;
      for (const st of defOf(ctx, id).abilities.statics) {
        if (st.kind !== "cant-cast") continue;
        const reaches = st.who === "players" || (st.who === "opponents" ? player !== holder : player === holder);
        if (!reaches) continue;
        if (!conditionsHold(ctx, st.conditions, id, holder)) continue;
        if (st.filter && !isSpellDef(defOf(ctx, card))) {
          // a twinpact cast as its spell side: only the spell's part is referenced (810.3a), and the catalogue's card
          // keeps one civilization list and cost for both sides; whether the spell side matches is not known
          throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): whether ${defOf(ctx, card).name}'s spell side is limited by "${st.text}" can't be told: the engine doesn't keep a twinpact side's own civilizations and cost (810.3a)`, ctx.step);
        }
        if (st.filter && !matchesFilter(ctx, card, st.filter)) continue;
        return { text: st.text, source: id };
      }
    }
  }
  return null;
}

/**
 * The creatures of the attacker's opponent that it must attack if able ("they attack this creature if able"): each
 * battle-zone creature with an `attacked-if-able` static whose conditions hold. Which of them the attacker can attack
 * is for the attack action to say.
 */
export function lureCreatures(ctx: Ctx, attacker: string): { id: string; text: string }[] {
  const defender = other(ctx.s.cards[attacker].controller);
  const out: { id: string; text: string }[] = [];
  for (const id of abilityHolders(ctx, defender)) {
    if (isIgnored(ctx.s, ctx.defs, id)) continue;
    const st = defOf(ctx, id).abilities.statics.find((x) => x.kind === "attacked-if-able" && conditionsHold(ctx, x.conditions, id, defender));
    if (st) out.push({ id, text: st.text });
  }
  return out;
}

/**
 * The `cant-use-shield-trigger` static that forbids `player` to declare the shield trigger of broken shield `card`
 * (509.5a), if any: a battle-zone card's static whose conditions hold, whose players (`who`, seen from its controller)
 * include `player`, with a filter the card matches, and (`brokenBySource`) whose source is `attacker`, the creature
 * whose attack breaks the shield. "Can't" beats "can" (101.2).
 */
export function shieldTriggerForbiddenBy(ctx: Ctx, player: PlayerId, card: string, attacker: string | null): { text: string; source: string } | null {
  if (!defsHave(ctx, "cant-use-shield-trigger", (d) => d.abilities.statics.some((st) => st.kind === "cant-use-shield-trigger"))) return null;
  for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
    for (const id of abilityHolders(ctx, p)) {
      if (isIgnored(ctx.s, ctx.defs, id)) continue;
      const holder = ctx.s.cards[id].controller;
      for (const st of defOf(ctx, id).abilities.statics) {
        if (st.kind !== "cant-use-shield-trigger") continue;
        const reaches = st.who === "players" || (st.who === "opponents" ? player !== holder : player === holder);
        if (!reaches || (st.brokenBySource && attacker !== id)) continue;
        if (!conditionsHold(ctx, st.conditions, id, holder)) continue;
        if (st.filter && !matchesFilter(ctx, card, st.filter)) continue;
        return { text: st.text, source: id };
      }
    }
  }
  return null;
}

/**
 * The `cant-summon` static that forbids `player` to summon creature `card` now, if any: a battle-zone card's static
 * whose conditions hold, whose players (`who`, seen from its controller) include `player`, with a filter the creature
 * matches (101.2: "can't" beats "can").
 */
export function summonForbiddenBy(ctx: Ctx, player: PlayerId, card: string): { text: string; source: string } | null {
  const limited = playerLimitOn(ctx, player, card, "summon");
  if (limited) return limited;
  if (!defsHave(ctx, "cant-summon", (d) => d.abilities.statics.some((st) => st.kind === "cant-summon"))) return null;
  for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
    for (const id of abilityHolders(ctx, p)) {
      if (isIgnored(ctx.s, ctx.defs, id)) continue;
      const holder = ctx.s.cards[id].controller;
      for (const st of defOf(ctx, id).abilities.statics) {
        if (st.kind !== "cant-summon") continue;
        const reaches = st.who === "players" || (st.who === "opponents" ? player !== holder : player === holder);
        if (!reaches || !conditionsHold(ctx, st.conditions, id, holder)) continue;
        if (st.filter && (defOf(ctx, card).faceTypes ?? []).some((t) => t.includes("Spell"))) {
          // a twinpact: the catalogue keeps one cost and civilization list for both sides (810.3a)
          throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): whether ${defOf(ctx, card).name}'s creature side is limited by "${st.text}" can't be told: the engine doesn't keep a twinpact side's own cost and civilizations (810.3a)`, ctx.step);
        }
        if (st.filter && !matchesFilter(ctx, card, st.filter)) continue;
        return { text: st.text, source: id };
      }
    }
  }
  return null;
}
