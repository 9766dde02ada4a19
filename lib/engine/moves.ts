/**
 * Zone moves: what happens to the cards when a move event happens. Split from the replacement pipeline
 * (pipeline.ts), which decides *whether* and *which* event happens; this module carries it out:
 *  - where the card really goes (117.1 hyperspatial, 118.1/118.2 super GR, 410.4 abyss);
 *  - what goes with it (the cards under it, its auras: 310.8) and what is left behind (a Cross Gear stays, 303.5;
 *    a Dragheart Weapon alone goes to the hyperspatial zone, 117.2; an aura alone goes to the graveyard, 310.5);
 *  - a component card leaving its object alone (109.2a), a top card leaving alone (rebuilding, 801.4), a linked
 *    god leaving its link (804.4);
 *  - state definitions applied as a card enters a zone (110.4f): Shield Force, EX Life, mana entering tapped.
 * Rule processes here (cards left alone, cards taken off a stack) are not events: nothing replaces or triggers on
 * them; each is traced with its clause.
 */
import type { Ctx } from "./context";
import { isSuperCreature, moveCell, moveSuperCreature } from "./cells";
import { defOf, nameJaOf, nameOf } from "./context";
import { conditionsHold, destinationOf, isCreature, isIgnored, isWeaponDef, matchesFilter } from "./query";
import { hasExLife } from "./rule-abilities";
import { coresLeftAlone } from "./cores";
import { forgetBreaker } from "./cond3";
import { shuffle } from "./rng";
import { captureStack, putUnderStack, rebuildClauses, rebuildNarration, rebuildRest, resetOffBattle, stackSources } from "./stack";
import { addToZone, locate, removeFromZone, zoneOf, type Location } from "./state";
import type { RebuildView } from "./trace";
import { traceChoice } from "./triggers";
import { type MoveEvent, type ZoneName } from "./types";
import { PLAYERS } from "./zones";
import { markSupersededD2Fields } from "./statics3";

export interface Rebuilt {
  view: RebuildView;
  restSize: number;
}

/** A rule process that followed a move (a card left alone, a link broken), for the trace. */
export interface RuleNote {
  en: string;
  ja: string;
  clauses: string[];
}

export interface MoveOutcome {
  notes: string;
  rebuilt: Rebuilt | null;
  rules: RuleNote[];
  /** A card whose last seal this move removed (116.4, 701.23): its "when it has no seals" abilities trigger. */
  unsealed: string | null;
}

const REDIRECT_NOTE: Partial<Record<ZoneName, RuleNote>> = {
  hyperspatial: { en: "psychic and dragheart cards go to the hyperspatial zone instead (117.1)", ja: "超次元ゾーンへ (117.1)", clauses: ["117.1"] },
  gr: { en: "a GR creature goes to the bottom of the super GR instead (118.1)", ja: "超GRの一番下へ (118.1)", clauses: ["118.1"] },
  graveyard: { en: "only GR creatures can be in the super GR: it goes to the graveyard instead (118.2)", ja: "墓地へ (118.2)", clauses: ["118.2"] },
};

/** What cells.ts needs of this module (it can't import it: this module imports it). */
const CELL_OPS = { leaveBattle: (ctx: Ctx, id: string) => leaveBattle(ctx, id), place: (ctx: Ctx, id: string, zone: ZoneName, position: "top" | "bottom" | "any", parent: number) => place(ctx, id, zone, position, parent) };

/** Carry out a move event that happens. */
export function performMove(ctx: Ctx, ev: MoveEvent, parent: number): MoveOutcome {
  const s = ctx.s;
  const out: MoveOutcome = { notes: "", rebuilt: null, rules: [], unsealed: null };
  if (ev.stack?.kind === "put-under") {
    putUnderStack(ctx, ev.card, ev.stack.top);
    out.notes = ` (stack of ${ev.stack.top}, bottom first: [${s.cards[ev.stack.top].under.join(", ")}])`;
    return out;
  }
  if (ev.stack?.kind === "seal") {
    sealCard(ctx, ev.card, ev.stack.on);
    out.notes = ` (seals on ${ev.stack.on}: ${s.cards[ev.stack.on].seals.length})`;
    return out;
  }
  if (ev.stack?.kind === "on-shield" && ev.stack.under) {
    putUnderShield(ctx, ev.card, ev.stack.shield);
    out.notes = ` (under the shield ${ev.stack.shield}, face down: the stack is one shield, bottom first [${s.cards[ev.stack.shield].under.join(", ")}]; 113.2)`;
    return out;
  }
  if (ev.stack?.kind === "on-shield") {
    putOnShield(ctx, ev, ev.stack.shield);
    out.notes = ` (on top of the shield ${ev.stack.shield}${ev.faceUp ? ", face up" : ""}: the stack is one shield, bottom first [${s.cards[ev.card].under.join(", ")}]; 113.2)`;
    return out;
  }
  const loc = locate(s, ev.card)!;
  // Psychic Super Creatures (806): their cells
  if (loc.under !== null && loc.part === "cell") return moveCell(ctx, ev, loc, parent, out, CELL_OPS);
  if (loc.under === null && ev.from === "battle" && isSuperCreature(s, ev.card)) return moveSuperCreature(ctx, ev, loc, parent, out, CELL_OPS);
  if (loc.under !== null) return movePart(ctx, ev, loc, parent, out);
  const inst = s.cards[ev.card];
  const def = defOf(ctx, ev.card);
  const fromBattle = ev.from === "battle";
  const alone = fromBattle && ev.stack?.kind === "top-only";
  // Only the top card leaves (a card-designating effect, Star Evolution): the rest of its object stays (801.4).
  // a linked god leaving alone (804.7): the gods linked with it stay, as the same creature (804.4)
  const heirs = alone ? inst.linked.slice() : [];
  const leaving = alone && heirs.length === 0 && (inst.under.length > 0 || inst.auras.length > 0) ? captureStack(ctx, ev.card, loc.player) : null;
  const leftTapped = inst.tapped;
  const at = s.players[loc.player].zones.battle.indexOf(ev.card);
  // a whole object moves with what it is made of; a card leaving alone takes nothing with it
  // a stack of shields (113.2): broken, the shield goes as a whole, the cards under its top card too; a card-designating
  // effect moves only the top card (109.2a) and the cards under it stay as that shield, in its place (113.2a)
  const stackedShield = ev.from === "shields" && inst.under.length > 0;
  const fromShields = stackedShield && ev.reason === "break";
  const carried = (fromBattle && !alone) || fromShields ? inst.under.slice() : [];
  if (stackedShield && !fromShields) {
    const zone = s.players[loc.player].zones.shields;
    const rest = inst.under.slice();
    const top = rest.pop()!;
    zone.splice(zone.indexOf(ev.card), 0, top);
    s.cards[top].under = rest;
    out.rules.push({ en: `Only ${nameOf(ctx, ev.card)}, the card the effect chose, leaves the stack of shields (109.2a); ${nameOf(ctx, top)}${rest.length > 0 ? ` (with ${rest.join(", ")} under it)` : ""} stays as that shield, in its place (113.2, 113.2a).`, ja: `指定されたカードのみが移動し、残りのカードはシールドとして残る (109.2a, 113.2)`, clauses: ["109.2a", "113.2"] });
  }
  if (stackedShield) inst.under = [];
  const auras = fromBattle && !alone ? inst.auras.slice() : [];
  // look-back for "when the attached creature ..." abilities of these auras (603.5c)
  for (const a of auras) (ctx.unlinked ??= []).push({ source: a, card: ev.card });
  const linked = fromBattle && !alone ? inst.linked.slice() : [];
  const seals = fromBattle ? inst.seals.slice() : [];
  // forbidden cores (309): with the whole object they go too, each as a card, to the place designated (309.4); left
  // alone (the top card chosen as a card) they are put into the graveyard at once (309.7)
  const cores = fromBattle ? (inst.cores ?? []).slice() : [];
  if (cores.length > 0) inst.cores = [];
  removeFromZone(s, loc.player, ev.from, ev.card);
  if (heirs.length > 0) {
    const [heir, ...rest] = heirs;
    const h = s.cards[heir];
    s.players[loc.player].zones.battle.splice(at, 0, heir);
    h.linked = rest;
    h.tapped = leftTapped;
    // what sat on the creature stays with it (the same creature, 804.4)
    h.under = [...inst.under, ...h.under];
    h.auras = [...inst.auras, ...h.auras];
    inst.linked = [];
    inst.under = [];
    inst.auras = [];
    s.effects = s.effects.map((fx) => (fx.affected.includes(ev.card) && !fx.affected.includes(heir) ? { ...fx, affected: [...fx.affected, heir] } : fx));
    out.rules.push({
      en: `Only ${nameOf(ctx, ev.card)} leaves the link; ${[heir, ...rest].map((x) => nameOf(ctx, x)).join(" and ")} stay${rest.length === 0 ? "s" : ""} in the battle zone as the same creature: its tapped state and the effects on it are kept (804.4, 804.3).`,
      ja: `${nameJaOf(ctx, ev.card)}のみがリンクを離れ、残ったゴッドは同一のクリーチャーとして扱う (804.4)`,
      clauses: ["804.4", "804.3"],
    });
  }
  const dest = destinationOf(def, ev.to);
  if (dest !== ev.to) {
    const n = REDIRECT_NOTE[dest];
    if (n) out.notes += ` → ${dest} instead (${n.en})`;
  }
  if (fromBattle) leaveBattle(ctx, ev.card);
  if (ev.from === "shields") inst.faceDown = false;
  if (ev.stack?.kind === "attach") {
    attachAura(ctx, ev.card, ev.stack.to);
    out.notes += ` (attached to ${nameOf(ctx, ev.stack.to)}; 310.2)`;
    return out;
  }
  const position = ev.reason === "shuffle-into-deck" ? "any" : dest === "gr" && dest !== ev.to ? "bottom" : ev.position;
  place(ctx, ev.card, dest, position, parent);
  if (ev.faceUp && dest === "shields") inst.faceDown = false;
  if (ev.tapped && (dest === "battle" || dest === "mana")) inst.tapped = true;
  if (ev.faceDown && dest === "mana") inst.faceDown = true;
  // "(If it's a weapon,) equip it to this creature": the weapon enters equipped (305.2), before any check of a weapon alone
  if (ev.equipTo !== undefined && dest === "battle") equipAsItEnters(ctx, ev.card, ev.equipTo, out);
  // what the object was made of goes with it: the cards under it (as cards, 109.2b), its auras (310.8: to the same
  // zone as the creature, in a legal state there, 310.8a), the gods linked with it (a move to the abyss, 701.33b)
  for (const u of [...carried, ...linked]) {
    resetOffBattle(s.cards[u]);
    place(ctx, u, destinationOf(defOf(ctx, u), ev.to), "any", parent);
    out.notes += `; ${u} (${carried.includes(u) ? "under it" : "linked with it"}) goes too`;
  }
  if (cores.length > 0 && !alone) {
    for (const c of cores) {
      resetOffBattle(s.cards[c]);
      place(ctx, c, destinationOf(defOf(ctx, c), ev.to), "any", parent);
      out.notes += `; its forbidden core ${c} goes too`;
    }
    out.rules.push({ en: `The forbidden cores of ${nameOf(ctx, ev.card)} (${cores.join(", ")}) are cards of it: each moves, as a card, to the place designated, with it (309.4).`, ja: `禁断コアはカードとして指定された場所へ移動する (309.4)`, clauses: ["309.4"] });
  } else if (cores.length > 0) out.rules.push(...coresLeftAlone(ctx, cores));
  if (fromShields) out.rules.push({ en: `${nameOf(ctx, ev.card)} was the top card of a stack of shields: the stack is one shield (113.2), so the cards under it (${carried.join(", ")}) leave the shield zone with it, to the same zone.`, ja: `重なったシールドは1つのシールドとして扱うので、下のカードも同じゾーンへ移動する (113.2)`, clauses: ["113.2"] });
  for (const a of auras) {
    resetOffBattle(s.cards[a]);
    place(ctx, a, destinationOf(defOf(ctx, a), ev.to), "any", parent);
    out.notes += `; its aura ${a} goes to the same zone (310.8)`;
  }
  if (auras.length > 0) out.rules.push({ en: `The auras attached to ${nameOf(ctx, ev.card)} (${auras.join(", ")}) move with it to the same zone, unaffected by the effect that moved it, in a legal state there (310.8, 310.8a).`, ja: `付いていたオーラも同じゾーンへ移動する (310.8, 310.8a)`, clauses: ["310.8", "310.8a"] });
  if (seals.length > 0) {
    for (const sl of seals) {
      resetOffBattle(s.cards[sl]);
      s.cards[sl].faceDown = false;
      place(ctx, sl, "graveyard", "any", parent);
    }
    out.rules.push({ en: `The seals on ${nameOf(ctx, ev.card)} (${seals.join(", ")}) are left on nothing and are put into their owners' graveyards (rule process; no official text retrieved for this case).`, ja: `封印は墓地へ置かれる`, clauses: ["116.1"] });
  }
  if (ev.stack?.kind === "evolve" && dest === "battle") out.notes += `. ${stackSources(ctx, ev.card, ev.stack.sources)}`;
  if (leaving) {
    if (leaving.rest.length > 0) out.rebuilt = { view: rebuildRest(ctx, leaving), restSize: leaving.rest.length };
    else for (const a of leaving.auras) out.rules.push(auraAlone(ctx, a));
  }
  if (ev.reason === "shuffle-into-deck") {
    const owner = inst.owner;
    const r = shuffle(zoneOf(s, owner, "deck"), s.rng);
    s.players[owner].zones.deck = r.items;
    s.rng = r.state;
  }
  return out;
}

/**
 * A Dragheart Weapon put into the battle zone equipped to a creature (305.2): only a weapon, and only to a creature in the
 * battle zone of the weapon's player; otherwise it is alone and the check after the event sends it to the hyperspatial
 * zone (305.3, 117.2).
 */
function equipAsItEnters(ctx: Ctx, weapon: string, creature: string, out: MoveOutcome): void {
  const s = ctx.s;
  if (!isWeaponDef(defOf(ctx, weapon))) return;
  const p = s.cards[weapon].owner;
  if (creature === weapon || !s.players[p].zones.battle.includes(creature) || !isCreature(ctx, creature)) {
    out.notes += ` (${nameOf(ctx, creature)} is not a creature in that battle zone: the weapon is equipped to nothing, 305.2)`;
    return;
  }
  s.cards[weapon].equippedTo = creature;
  out.rules.push({ en: `${nameOf(ctx, weapon)} is put into the battle zone equipped to ${nameOf(ctx, creature)} (305.2).`, ja: `${nameJaOf(ctx, weapon)}を${nameJaOf(ctx, creature)}に装備してバトルゾーンに出す (305.2)`, clauses: ["305.2"] });
}

/** One card leaves its object alone (109.2a): a card under a stack, an aura, a seal, or a linked god. */
function movePart(ctx: Ctx, ev: MoveEvent, loc: Location, parent: number, out: MoveOutcome): MoveOutcome {
  const s = ctx.s;
  const holder = s.cards[loc.under!];
  if (loc.part === "core") holder.cores = (holder.cores ?? []).filter((x) => x !== ev.card);
  else {
    const field = loc.part === "aura" ? "auras" : loc.part === "seal" ? "seals" : loc.part === "link" ? "linked" : "under";
    holder[field] = holder[field].filter((x) => x !== ev.card);
  }
  const inst = s.cards[ev.card];
  resetOffBattle(inst);
  inst.faceDown = false;
  const dest = destinationOf(defOf(ctx, ev.card), ev.to);
  if (dest !== ev.to) {
    const n = REDIRECT_NOTE[dest];
    if (n) out.notes += ` → ${dest} instead (${n.en})`;
  }
  place(ctx, ev.card, dest, ev.position, parent);
  const what = loc.part === "aura" ? "aura" : loc.part === "seal" ? "seal" : loc.part === "link" ? "linked god" : loc.part === "core" ? "forbidden core (as a card, 309.4)" : "card under it";
  out.notes += ` (only this ${what} leaves ${nameOf(ctx, loc.under!)}; 109.2a)`;
  if (loc.part === "seal" && holder.seals.length === 0) out.unsealed = loc.under;
  if (loc.part === "link") {
    out.rules.push({
      en: `${nameOf(ctx, ev.card)} leaves the link; ${nameOf(ctx, loc.under!)} stays in the battle zone as the same creature: its tapped state, the effects on it and its time in the battle zone are kept (804.4, 804.5a).`,
      ja: `リンクが外れても、残ったゴッドは同一のクリーチャーとして扱う (804.4)`,
      clauses: ["804.4", "804.5a"],
    });
  }
  return out;
}

/**
 * Put the card on top of the shield whose top card is `shield` (113.2): the shield's cards go under it, bottom first,
 * and the stack keeps that shield's place in the shield zone (113.2a). The card is face up when the move says so.
 */
function putOnShield(ctx: Ctx, ev: MoveEvent, shield: string): void {
  const s = ctx.s;
  const loc = locate(s, ev.card)!;
  removeFromZone(s, loc.player, loc.zone, ev.card);
  const inst = s.cards[ev.card];
  resetOffBattle(inst);
  const holder = locate(s, shield)!;
  const zone = s.players[holder.player].zones.shields;
  const at = zone.indexOf(shield);
  const below = s.cards[shield];
  inst.under = [...below.under, shield];
  below.under = [];
  zone.splice(at, 1, ev.card);
  inst.faceDown = !ev.faceUp;
}

/**
 * deck4: put the card face down at the bottom of the shield whose top card is `shield` (Shield Plus): the top card stays
 * on top and in its place; the stack is one shield (113.2).
 */
function putUnderShield(ctx: Ctx, id: string, shield: string): void {
  takeFaceDown(ctx, id);
  ctx.s.cards[shield].under = [id, ...ctx.s.cards[shield].under];
}

/** The card taken out of its zone, its battle-zone state reset, face down (to go under a shield or on a creature as a seal). */
function takeFaceDown(ctx: Ctx, id: string): void {
  const loc = locate(ctx.s, id)!;
  removeFromZone(ctx.s, loc.player, loc.zone, id);
  const inst = ctx.s.cards[id];
  resetOffBattle(inst);
  inst.faceDown = true;
}

/** An Orega Aura put into the battle zone attached to a creature: it goes on top of the auras already there (310.6). */
function attachAura(ctx: Ctx, aura: string, creature: string): void {
  const s = ctx.s;
  const inst = s.cards[aura];
  resetOffBattle(inst);
  inst.controller = s.cards[creature].controller;
  inst.enteredBattleTurn = s.turn.number;
  s.cards[creature].auras = [...s.cards[creature].auras, aura];
}

/** Put the card on `on` as a seal (116.1a, 701.24a): face down, not "put into the battle zone". */
function sealCard(ctx: Ctx, id: string, on: string): void {
  takeFaceDown(ctx, id);
  ctx.s.cards[on].seals = [...ctx.s.cards[on].seals, id];
}

/** The `rebuild` trace entry, and the abilities that did not trigger because nothing was put (801.4c). */
export function traceRebuild(ctx: Ctx, r: Rebuilt, parent: number): void {
  const v = r.view;
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "rebuild",
    automatic: true,
    clauses: rebuildClauses(ctx, v, r.restSize),
    narration: rebuildNarration(ctx, v),
    rebuild: v,
  });
  for (const n of v.notTriggered) {
    const controller = ctx.s.cards[n.source].controller;
    ctx.trace.add({
      seq: 0,
      parent: seq,
      step: ctx.step,
      kind: "trigger-suppressed",
      automatic: true,
      clauses: [ctx.rules.rebuildNotEnteredClause],
      narration: {
        en: `${nameOf(ctx, n.source)} does not trigger: ${n.why}`,
        ja: `再構築されたカードは新たにバトルゾーンに出たわけではないので、${nameJaOf(ctx, n.source)}の能力は誘発しない (${ctx.rules.rebuildNotEnteredClause})`,
      },
      trigger: { source: n.source, ability: n.ability, controller, on: parent, card: v.top, reason: "rebuilt" },
    });
  }
}

/** Trace the rule processes that followed a move. */
export function traceRules(ctx: Ctx, rules: RuleNote[], parent: number): void {
  for (const r of rules) ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: r.clauses, narration: { en: r.en, ja: r.ja } });
}

/**
 * A card leaves the battle zone: reset it, and deal with what was linked to it. A Cross Gear crossed with it stays
 * and is no longer crossed (303.5); a Dragheart Weapon equipped to it is left alone and goes to the hyperspatial
 * zone (305.3, 117.2); effects locked onto the card end (it is a new object).
 */
function leaveBattle(ctx: Ctx, id: string): void {
  const s = ctx.s;
  resetOffBattle(s.cards[id]);
  for (const p of PLAYERS) {
    for (const g of s.players[p].zones.battle.slice()) {
      const gi = s.cards[g];
      if (gi.crossedTo === id) {
        gi.crossedTo = null;
        (ctx.unlinked ??= []).push({ source: g, card: id });
      }
      // the weapon is left alone: the state-based check after the event sends it to the hyperspatial zone (117.2)
      if (gi.equippedTo === id) gi.equippedTo = null;
    }
  }
  if (s.effects.some((fx) => fx.affected.includes(id))) {
    s.effects = s.effects.map((fx) => (fx.affected.includes(id) ? { ...fx, affected: fx.affected.filter((a) => a !== id) } : fx));
  }
  forgetBreaker(s, id);
  // a delayed ability's "that creature" is the object it was: gone with it (400.x)
  if (s.delayed?.some((d) => d.memory && Object.values(d.memory).some((ids) => ids.includes(id)))) {
    s.delayed = s.delayed.map((d) => (d.memory ? { ...d, memory: Object.fromEntries(Object.entries(d.memory).map(([k, ids]) => [k, ids.filter((x) => x !== id)])) } : d));
  }
}

/**
 * State-based check after an event (its triggers are queued first, so a weapon put alone still gets its "when put"
 * ability, official Q&A 42359 of 2022-10-28): a Dragheart Weapon alone in the battle zone — equipped to no creature —
 * goes to the hyperspatial zone (305.3, 117.2).
 */
export function weaponsAlone(ctx: Ctx): RuleNote[] {
  const s = ctx.s;
  const out: RuleNote[] = [];
  for (const p of PLAYERS) {
    for (const g of s.players[p].zones.battle.slice()) {
      const gi = s.cards[g];
      if (!isWeaponDef(defOf(ctx, g))) continue;
      if (gi.equippedTo && s.players[p].zones.battle.includes(gi.equippedTo)) continue;
      removeFromZone(s, p, "battle", g);
      resetOffBattle(gi);
      addToZone(s, gi.owner, "hyperspatial", g, "any");
      out.push({
        en: `${nameOf(ctx, g)} is a weapon equipped to no creature; a weapon cannot be in the battle zone alone, so it goes to the hyperspatial zone (305.3, 117.2: a state-based process).`,
        ja: `${nameJaOf(ctx, g)}は単独でバトルゾーンに存在できないので超次元ゾーンに置かれる (305.3, 117.2)`,
        clauses: ["305.3", "117.2"],
      });
    }
  }
  return out;
}

/** An aura with no creature to be attached to goes to its owner's graveyard (310.5): a rule process, not an event. */
export function auraAlone(ctx: Ctx, aura: string): RuleNote {
  const inst = ctx.s.cards[aura];
  resetOffBattle(inst);
  addToZone(ctx.s, inst.owner, destinationOf(defOf(ctx, aura), "graveyard"), aura, "any");
  return {
    en: `${nameOf(ctx, aura)} is attached to no creature; an aura cannot be in the battle zone alone, so it is put into the graveyard (310.5, a rule process: not an event).`,
    ja: `${nameJaOf(ctx, aura)}は単独でバトルゾーンに存在できないので墓地に置かれる (310.5)`,
    clauses: ["310.5"],
  };
}

export function place(ctx: Ctx, id: string, zone: ZoneName, position: "top" | "bottom" | "any", parent: number): void {
  const s = ctx.s;
  const inst = s.cards[id];
  addToZone(s, inst.owner, zone, id, position);
  inst.tapped = false;
  // shields and the super GR are face down; a card put anywhere else is face up (a face-up shield or face-down mana
  // card is made so by the effect that puts it, after this)
  inst.faceDown = zone === "shields" || zone === "gr";
  if (zone === "battle") {
    inst.controller = inst.owner;
    inst.enteredBattleTurn = s.turn.number;
    inst.evolutionIgnored = false;
    applyShieldForce(ctx, id, parent);
    applyExLife(ctx, id, parent);
    applyEnterTapped(ctx, id, parent);
    markSupersededD2Fields(ctx, id);
  }
  if (zone === "mana") applyManaEntry(ctx, id, parent);
}

/** "This creature is put into the battle zone tapped": a state definition as it enters (110.4f), not a replacement. */
function applyEnterTapped(ctx: Ctx, id: string, parent: number): void {
  applyBattleEntryStatics(ctx, id, parent);
  const e = defOf(ctx, id).abilities.onEnter.find((x) => x.kind === "tapped");
  if (!e) {
    applyMayEnterTapped(ctx, id, parent);
    return;
  }
  ctx.s.cards[id].tapped = true;
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: true,
    clauses: ["110.4f"],
    narration: { en: `${nameOf(ctx, id)}: "${e.text}" — it enters the battle zone tapped (a state definition as it enters, 110.4f; not a replacement)`, ja: `${nameJaOf(ctx, id)}はタップしてバトルゾーンに出る (110.4f)` },
  });
}

/**
 * "You may put this creature into the battle zone tapped" (statics3): a state definition as it enters (110.4f) that its
 * controller may choose; asked only while it would enter untapped (an effect that already puts it tapped leaves no choice).
 */
function applyMayEnterTapped(ctx: Ctx, id: string, parent: number): void {
  const e = defOf(ctx, id).abilities.onEnter.find((x) => x.kind === "may-tapped");
  const inst = ctx.s.cards[id];
  if (!e || inst.tapped) return;
  const a = ctx.choices.ask("yes-no", inst.controller, `${nameOf(ctx, id)}: "${e.text}" — put it into the battle zone tapped?`, [], 0, 0);
  traceChoice(ctx, a, parent);
  if (!("yes" in a.answer && a.answer.yes)) return;
  inst.tapped = true;
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: false,
    clauses: ["110.4f"],
    narration: { en: `${nameOf(ctx, id)}: "${e.text}" — its controller chooses to put it into the battle zone tapped (a state definition as it enters, 110.4f)`, ja: `${nameJaOf(ctx, id)}をタップしてバトルゾーンに出す (110.4f)` },
  });
}

/**
 * "Your opponent's creatures are put into the battle zone tapped" (`enter-tapped` with `zone: "battle"`) of the cards in
 * the battle zone: a creature entering is put tapped (a state definition as it enters, 110.4f; not a replacement).
 */
function applyBattleEntryStatics(ctx: Ctx, id: string, parent: number): void {
  const inst = ctx.s.cards[id];
  for (const p of PLAYERS) {
    for (const src of zoneOf(ctx.s, p, "battle")) {
      if (src === id) continue;
      for (const st of defOf(ctx, src).abilities.statics) {
        if (st.kind !== "enter-tapped" || st.zone !== "battle" || inst.tapped || isIgnored(ctx.s, ctx.defs, src) || !isCreature(ctx, id)) continue;
        const ctl = ctx.s.cards[src].controller;
        if (!(st.whose === "any" || (st.whose === "opponents" ? inst.controller !== ctl : inst.controller === ctl))) continue;
        if (!matchesFilter(ctx, id, st.filter) || !conditionsHold(ctx, st.conditions, src, ctl)) continue;
        inst.tapped = true;
        ctx.trace.add({
          seq: 0,
          parent,
          step: ctx.step,
          kind: "entry-modifier",
          automatic: true,
          clauses: ["110.4f"],
          narration: {
            en: `${nameOf(ctx, src)}: "${st.text}" — ${nameOf(ctx, id)} enters the battle zone tapped (a state definition as it enters, 110.4f; not a replacement)`,
            ja: `${nameJaOf(ctx, src)}の効果で${nameJaOf(ctx, id)}はタップしてバトルゾーンに出る (110.4f)`,
          },
        });
      }
    }
  }
}

/** 110.4f state-definition effects on entering the mana zone: all of them apply (they are not replacements). */
function applyManaEntry(ctx: Ctx, id: string, parent: number): void {
  const inst = ctx.s.cards[id];
  const def = defOf(ctx, id);
  if (def.civilizations.length > 1) {
    inst.tapped = true;
    ctx.trace.add({
      seq: 0,
      parent,
      step: ctx.step,
      kind: "entry-modifier",
      automatic: true,
      clauses: [],
      narration: { en: `${nameOf(ctx, id)} is multicolored, so it is put into the mana zone tapped (game rule)`, ja: `多色カードなのでタップしてマナゾーンに置く` },
    });
  }
  for (const p of PLAYERS) {
    for (const src of zoneOf(ctx.s, p, "battle")) {
      const sd = defOf(ctx, src);
      for (const st of sd.abilities.statics) {
        if (st.kind !== "enter-tapped" || st.zone !== "mana") continue;
        const ctl = ctx.s.cards[src].controller;
        const applies = (st.whose === "any" || (st.whose === "opponents" ? inst.owner !== ctl : inst.owner === ctl)) && matchesFilter(ctx, id, st.filter) && conditionsHold(ctx, st.conditions, src, ctl);
        if (!applies) continue;
        inst.tapped = true;
        ctx.trace.add({
          seq: 0,
          parent,
          step: ctx.step,
          kind: "entry-modifier",
          automatic: true,
          clauses: ["110.4f"],
          narration: {
            en: `${nameOf(ctx, src)}: "${st.text}" — ${nameOf(ctx, id)} enters the mana zone tapped. This defines how the card enters; it is not one of the 609.3 replacements, and every such effect applies (110.4f).`,
            ja: `${nameJaOf(ctx, src)}の効果で${nameJaOf(ctx, id)}はタップしてマナゾーンに置かれる (110.4f)`,
          },
        });
      }
    }
  }
}

/**
 * EX Life: "as you put this creature, shieldify the top card of your deck" — applied as the creature is put
 * into the battle zone (a state definition, 110.4f; before any "when put" trigger). Shieldify: put it as a new
 * face-down shield (701.32a). The shield is linked to the creature while it stays in the shield zone.
 */
function applyExLife(ctx: Ctx, id: string, parent: number): void {
  if (!hasExLife(defOf(ctx, id))) return;
  const inst = ctx.s.cards[id];
  const deck = zoneOf(ctx.s, inst.owner, "deck");
  if (deck.length === 0) {
    ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "entry-modifier", automatic: true, clauses: ["701.32a"], narration: { en: `EX Life of ${nameOf(ctx, id)}: the deck is empty, no shield is made`, ja: `EXライフ: 山札がないのでシールド化しない` } });
    return;
  }
  const card = deck.shift()!;
  const c = ctx.s.cards[card];
  addToZone(ctx.s, inst.owner, "shields", card, "any");
  c.faceDown = true;
  c.tapped = false;
  inst.exLife = card;
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: true,
    clauses: ["110.4f", "701.32a"],
    narration: {
      en: `EX Life: as ${nameOf(ctx, id)} is put into the battle zone, the top card of the deck (${card}) becomes a new face-down shield, its EX Life shield (701.32a)`,
      ja: `EXライフ: ${nameJaOf(ctx, id)}を出す時、山札の上から1枚目(${card})をシールド化する (701.32a)`,
    },
  });
}

/** Shield Force (110.4f): as the creature is put into the battle zone, its controller may choose one of their shields. */
function applyShieldForce(ctx: Ctx, id: string, parent: number): void {
  const def = defOf(ctx, id);
  if (!def.abilities.onEnter.some((e) => e.kind === "shield-force")) return;
  const inst = ctx.s.cards[id];
  const shields = zoneOf(ctx.s, inst.owner, "shields");
  if (shields.length === 0) return;
  const a = ctx.choices.ask("choose-cards", inst.owner, `Shield Force of ${nameOf(ctx, id)}: you may choose one of your shields`, shields.slice(), 0, 1);
  traceChoice(ctx, a, parent);
  const pick = "pick" in a.answer ? a.answer.pick[0] : undefined;
  inst.shieldForce = pick ?? null;
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "entry-modifier",
    automatic: false,
    clauses: ["110.4f"],
    narration: pick
      ? { en: `Shield Force: ${nameOf(ctx, id)} is linked to shield ${pick}; while it stays in the shield zone the creature has its Shield Force abilities`, ja: `シールド・フォース: シールド${pick}を選んだ` }
      : { en: `Shield Force: no shield chosen`, ja: `シールド・フォース: シールドを選ばなかった` },
  });
}
