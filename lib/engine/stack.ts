/**
 * Stacks of cards in the battle zone (evolution creatures and their sources) and rebuilding (801.4).
 *
 * A battle-zone object may be several cards: the top card is listed in the zone and gives the
 * characteristics; `under` holds the rest, bottom first. This module:
 *  - puts an evolution card on top of its sources (the player orders several sources, e.g. Galaxy Vortex);
 *  - puts cards under a stack, at the bottom (Time Changer, Timeless Garden); the order never changes;
 *  - rebuilds the rest of a stack when only its top card leaves (801.4, Ver. 1.23 of 2021-03-16, with the
 *    2022-04-08 Tamaseed revision as summarised by the community wikis).
 * Rule moves made here (cards taken off a stack) are not events: nothing replaces or triggers on them.
 */
import type { Ctx } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import type { CardDef } from "./defs";
import { REVISION_2022, type RulesProfile } from "./rules-profile";
import { destinationOf, isCreatureDef, isEvolutionDef, isEvolutionNow, isNeoDef, isSummoningSick, typesOf } from "./query";
import { addToZone, removeFromZone, locate } from "./state";
import type { NotTriggeredView, RebuildRemoval, RebuildView } from "./trace";
import { matchTriggerKinds } from "./triggers";
import { type CardInstance, type PlayerId, type ZoneName } from "./types";
import { PLAYERS } from "./zones";

export { REVISION_2021, REVISION_2022 } from "./rules-profile";

// ---------------------------------------------------------------------------------------------
// What can stay in the battle zone on its own

export type Standing = "creature" | "tamaseed" | "other-permanent" | "none";

/** Non-creature, non-tamaseed card types that can exist alone in the battle zone (2022-04-08 revision). */
const OTHER_PERMANENT_TYPES = ["Field", "Cross Gear", "Fortress", "Weapon"];

/**
 * Whether a card can be the top of an object in the battle zone on its own. 801.4a/b (2021-03-16) keep
 * creatures only; from 2022-04-08 card types that can exist alone (Tamaseed, fields...) stay too. Spells,
 * auras, castles and the like cannot.
 */
export function standingOf(d: CardDef, stays: RulesProfile["rebuildStays"] = "standalone"): Standing {
  if (isCreatureDef(d)) return "creature";
  if (stays === "creatures") return "none";
  const types = typesOf(d);
  if (types.some((t) => t.includes("Tamaseed"))) return "tamaseed";
  if (types.some((t) => OTHER_PERMANENT_TYPES.some((w) => t.includes(w)))) return "other-permanent";
  return "none";
}

export interface RebuildPlan {
  /** The card that ends on top (null: none of the cards can stay). */
  top: string | null;
  /** Cards left under the new top, bottom first (their order never changes). */
  under: string[];
  /** Cards taken off the top because they cannot stay alone, top first. */
  removed: string[];
}

/**
 * 801.4a/b: look at the card directly under the one that left; if it can stay, it stays with the rest
 * under it; if not, it is put into the graveyard and the next one is looked at, until one can stay.
 * `rest` is bottom first. Pure: no card is lost or duplicated (`top`, `under` and `removed` partition `rest`).
 */
export function planRebuild(rest: readonly string[], standing: (id: string) => Standing): RebuildPlan {
  const removed: string[] = [];
  for (let i = rest.length - 1; i >= 0; i--) {
    if (standing(rest[i]) !== "none") return { top: rest[i], under: rest.slice(0, i), removed };
    removed.push(rest[i]);
  }
  return { top: null, under: [], removed };
}

// ---------------------------------------------------------------------------------------------
// Rebuilding

/** The leaving top card's stack, captured before it leaves (leaving resets the card). */
export interface LeavingStack {
  card: string;
  player: PlayerId;
  controller: PlayerId;
  tapped: boolean;
  /** 801.4 applies only to evolution creatures (and not to one whose evolution supertype is ignored). */
  evolution: boolean;
  rest: string[];
  /** Orega Auras attached to the object: they stay with what remains (310.7a), or go to the graveyard alone (310.5). */
  auras: string[];
  effects: string[];
}

export function captureStack(ctx: Ctx, id: string, player: PlayerId): LeavingStack {
  const inst = ctx.s.cards[id];
  return {
    card: id,
    player,
    controller: inst.controller,
    tapped: inst.tapped,
    evolution: isEvolutionNow(defOf(ctx, id), inst.under.length) && !inst.evolutionIgnored,
    rest: inst.under.slice(),
    auras: inst.auras.slice(),
    effects: ctx.s.effects.filter((fx) => fx.affected.includes(id)).map((fx) => fx.id),
  };
}

/** A card that leaves the battle zone (or the bottom of a stack) is a new object: reset its battle-zone state. */
export function resetOffBattle(inst: CardInstance): void {
  inst.tapped = false;
  inst.enteredBattleTurn = null;
  inst.shieldForce = null;
  inst.exLife = null;
  inst.crossedTo = null;
  inst.controller = inst.owner;
  inst.under = [];
  inst.evolutionIgnored = false;
  if (inst.awakened) inst.awakened = undefined;
  inst.auras = [];
  inst.seals = [];
  inst.linked = [];
  inst.equippedTo = null;
  if (inst.cores !== undefined) inst.cores = [];
}

function putIntoGraveyard(ctx: Ctx, id: string): ZoneName {
  const inst = ctx.s.cards[id];
  const zone: ZoneName = destinationOf(defOf(ctx, id), "graveyard");
  resetOffBattle(inst);
  addToZone(ctx.s, inst.owner, zone, id, "any");
  return zone;
}

/**
 * Apply 801.4 to the rest of a stack whose top card has just left alone. Changes the state and returns
 * the report for the `rebuild` trace entry (traced by the caller after the leaving event).
 */
export function rebuildRest(ctx: Ctx, st: LeavingStack): RebuildView {
  const v = st.evolution ? rebuildStack(ctx, st) : notRebuilt(ctx, st);
  // auras stay attached to what remains of the creature (310.7a); with no creature left they go to the graveyard (310.5)
  if (st.auras.length > 0) {
    if (v.top !== null && v.standing === "creature") ctx.s.cards[v.top].auras = st.auras.slice();
    else {
      for (const a of st.auras) {
        v.removed.push({ card: a, to: putIntoGraveyard(ctx, a), why: `${nameOf(ctx, a)} is an aura attached to no creature now; an aura cannot be in the battle zone alone, so it is put into the graveyard (310.5)` });
      }
    }
  }
  return v;
}

function rebuildStack(ctx: Ctx, st: LeavingStack): RebuildView {
  const plan = planRebuild(st.rest, (id) => standingOf(defOf(ctx, id), ctx.rules.rebuildStays));
  const removed: RebuildRemoval[] = plan.removed.map((card) => ({
    card,
    to: putIntoGraveyard(ctx, card),
    why: `${nameOf(ctx, card)} cannot stay in the battle zone on its own (${defOf(ctx, card).type}), so it is put into the graveyard (${st.rest.length > 1 ? "801.4b" : "801.4a"})`,
  }));
  if (plan.top === null) {
    return { left: st.card, rebuilt: true, top: null, standing: null, under: [], removed, tapped: null, evolutionIgnored: false, summoningSick: null, effectsCarried: [], notTriggered: [], revisions: [ctx.rules.rebuildRevision] };
  }
  const top = ctx.s.cards[plan.top];
  const standing = standingOf(defOf(ctx, plan.top), ctx.rules.rebuildStays);
  const standingKind: RebuildView["standing"] = standing === "none" ? null : standing;
  addToZone(ctx.s, st.player, "battle", plan.top, "any");
  top.under = plan.under;
  // 801.4: the tapped state is that of the evolution creature that left; a card that stays as neither a
  // creature nor a tamaseed returns to upright (2022-04-08 revision, community-wiki summary).
  top.tapped = standing === "creature" || standing === "tamaseed" ? st.tapped : false;
  top.controller = st.controller;
  top.evolutionIgnored = isEvolutionDef(defOf(ctx, plan.top)) || isNeoDef(defOf(ctx, plan.top));
  for (const u of plan.under) ctx.s.cards[u].controller = st.controller;
  // 801.4c: effects applied before rebuilding carry over after it.
  if (st.effects.length > 0) {
    ctx.s.effects = ctx.s.effects.map((fx) => (st.effects.includes(fx.id) && !fx.affected.includes(plan.top!) ? { ...fx, affected: [...fx.affected, plan.top!] } : fx));
  }
  return {
    left: st.card,
    rebuilt: true,
    top: plan.top,
    standing: standingKind,
    under: plan.under.slice(),
    removed,
    tapped: top.tapped,
    evolutionIgnored: top.evolutionIgnored,
    summoningSick: isSummoningSick(ctx.s, ctx.defs, plan.top),
    effectsCarried: st.effects.slice(),
    notTriggered: notTriggered(ctx, plan.top),
    revisions: standing === "creature" ? [ctx.rules.rebuildRevision] : [ctx.rules.rebuildRevision, REVISION_2022],
  };
}

/**
 * Rebuilding is for evolution creatures only. Cards put under a non-evolution card in another way
 * (Bangetsu 卍 Ga Ryuzark 卍 over Magic Tools, official Q&A 31668) are not rebuilt when it leaves alone.
 * Where they go was not confirmed (the seed's wording is garbled); the engine puts them into the graveyard.
 */
function notRebuilt(ctx: Ctx, st: LeavingStack): RebuildView {
  const removed: RebuildRemoval[] = st.rest
    .slice()
    .reverse()
    .map((card) => ({
      card,
      to: putIntoGraveyard(ctx, card),
      why: `${nameOf(ctx, st.card)} was not an evolution creature, so the cards under it are not rebuilt (801.4 applies to evolution creatures); they cannot stay, and are put into the graveyard (unverified)`,
    }));
  return {
    left: st.card,
    rebuilt: false,
    top: null,
    standing: null,
    under: [],
    removed,
    tapped: null,
    evolutionIgnored: false,
    summoningSick: null,
    effectsCarried: [],
    notTriggered: [],
    revisions: [ctx.rules.rebuildRevision],
    unverified:
      "Rebuilding only occurs with evolution creatures (seed 004, citing official Q&A 31668), but where the cards under a non-evolution card go was not confirmed: the seed's English is garbled and the Q&A text was not retrieved. The engine puts them into their owners' graveyards.",
  };
}

/** 801.4c (801.4d in 2019: RulesProfile.rebuildNotEnteredClause): abilities that would trigger on the card being put into the battle zone do not trigger. */
function notTriggered(ctx: Ctx, top: string): NotTriggeredView[] {
  const pool = PLAYERS.flatMap((p) => ctx.s.players[p].zones.battle);
  return matchTriggerKinds(ctx, [{ kind: "put-into-battle", card: top, other: null }], pool).map((m) => ({
    source: m.source,
    ability: m.def.id,
    why: `"${m.def.text}" watches a card being put into the battle zone; ${nameOf(ctx, top)} was not put there, it stayed by rebuilding (${ctx.rules.rebuildNotEnteredClause})`,
  }));
}

export function rebuildClauses(ctx: Ctx, v: RebuildView, restSize: number): string[] {
  if (!v.rebuilt) return ["801.4"];
  return ["801.4", "801.4a", ...(restSize > 1 ? ["801.4b"] : []), ...(v.top !== null ? [ctx.rules.rebuildNotEnteredClause] : [])];
}

export function rebuildNarration(ctx: Ctx, v: RebuildView): { en: string; ja: string } {
  const left = nameOf(ctx, v.left);
  const removed = v.removed.map((r) => r.card).join(", ");
  if (!v.rebuilt) {
    return {
      en: `Not rebuilt: only ${left} left the battle zone, but it is not an evolution creature, so 801.4 does not apply; the cards under it (${removed}) do not stay and are put into the graveyard — UNVERIFIED (see the note).`,
      ja: `${nameJaOf(ctx, v.left)}は進化クリーチャーではないので再構築されない。下にあったカード(${removed})は墓地へ(未確認)`,
    };
  }
  if (v.top === null) {
    return {
      en: `Rebuilding (801.4, ${ctx.rules.rebuildRevision}): only ${left} left; none of the cards under it can stay in the battle zone on its own, so all (${removed}) are put into the graveyard.`,
      ja: `再構築: ${nameJaOf(ctx, v.left)}のみが離れた。下のカードはどれも単独でバトルゾーンに残れないので墓地へ`,
    };
  }
  const topName = nameOf(ctx, v.top);
  const parts = [
    `Rebuilding (801.4, ${v.revisions.join("; ")}): only ${left} left the battle zone`,
    v.removed.length > 0 ? `; ${removed} cannot stay on ${v.removed.length > 1 ? "their own and are" : "its own and is"} put into the graveyard` : "",
    `; ${topName} stays as ${v.standing === "creature" ? "the creature" : `a ${v.standing}`}${v.under.length > 0 ? `, with ${v.under.join(", ")} still under it (bottom first, order unchanged)` : ""}`,
    v.evolutionIgnored ? `; its evolution supertype is ignored (it stays as a single ${v.under.length > 0 ? "object" : "creature"} without a proper source)` : "",
    `. It was not put into the battle zone (${ctx.rules.rebuildNotEnteredClause}): it keeps the tapped state (${v.tapped ? "tapped" : "untapped"})`,
    v.summoningSick !== null && v.standing === "creature" ? ` and its own turn of entry (${v.summoningSick ? "summoning sickness: it has not been in the battle zone since the start of the turn" : "no summoning sickness"})` : "",
    v.effectsCarried.length > 0 ? `; effects ${v.effectsCarried.join(", ")} carry over` : "",
    v.notTriggered.length > 0 ? `; not triggered: ${v.notTriggered.map((n) => `${n.source}:${n.ability}`).join(", ")}` : "",
    ".",
  ];
  return {
    en: parts.join(""),
    ja: `再構築: ${nameJaOf(ctx, v.left)}のみがバトルゾーンを離れ、${nameJaOf(ctx, v.top)}が残る。新たにバトルゾーンに出たわけではない (${ctx.rules.rebuildNotEnteredClause})`,
  };
}

// ---------------------------------------------------------------------------------------------
// Building stacks: evolution, putting cards under

/**
 * Evolution: put `sources` (bottom first) under the evolution card that has just been put into the
 * battle zone. A battle-zone source brings the cards under it; its continuous effects carry over, and
 * the evolution creature takes the tapped state of the source directly under it when that was in the
 * battle zone. Sources from the graveyard or mana zone (graveyard / mana evolution) enter the battle
 * zone now, and remember this turn. Returns what happened, for the trace.
 */
export function stackSources(ctx: Ctx, topId: string, sources: readonly string[]): string {
  const top = ctx.s.cards[topId];
  const under: string[] = [];
  const notes: string[] = [];
  for (const src of sources) {
    const loc = locate(ctx.s, src);
    if (!loc || loc.under !== null || src === topId) {
      notes.push(`${src} is no longer available as a source`);
      continue;
    }
    const inst = ctx.s.cards[src];
    removeFromZone(ctx.s, loc.player, loc.zone, src);
    if (loc.zone === "battle") {
      under.push(...inst.under, src);
      top.tapped = inst.tapped;
      inst.under = [];
      if (ctx.s.effects.some((fx) => fx.affected.includes(src))) {
        ctx.s.effects = ctx.s.effects.map((fx) => (fx.affected.includes(src) ? { ...fx, affected: [...fx.affected.filter((a) => a !== src), ...(fx.affected.includes(topId) ? [] : [topId])] } : fx));
      }
      notes.push(`${src} (from the battle zone, there since turn ${inst.enteredBattleTurn})`);
    } else {
      inst.enteredBattleTurn = ctx.s.turn.number;
      inst.faceDown = false;
      under.push(src);
      notes.push(`${src} (from the ${loc.zone}, placed this turn)`);
    }
    inst.tapped = false;
    inst.controller = top.controller;
    inst.shieldForce = null;
    inst.evolutionIgnored = false;
  }
  top.under = [...under, ...top.under];
  return `${nameOf(ctx, topId)} is put on top of: ${notes.join(", ")}. Stack, bottom first: [${top.under.join(", ")}]`;
}

/** Put a card at the bottom of a stack (it remembers this turn; the order of the others does not change). */
export function putUnderStack(ctx: Ctx, id: string, topId: string): void {
  const loc = locate(ctx.s, id)!;
  const inst = ctx.s.cards[id];
  removeFromZone(ctx.s, loc.player, loc.zone, id);
  inst.tapped = false;
  inst.faceDown = false;
  inst.shieldForce = null;
  inst.evolutionIgnored = false;
  inst.controller = ctx.s.cards[topId].controller;
  inst.enteredBattleTurn = ctx.s.turn.number;
  ctx.s.cards[topId].under.unshift(id);
}
