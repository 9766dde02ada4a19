/** The compact board view of a state, for trace entries, expectations and the step-through (BoardView, types.ts). */
import type { CardDefs } from "./defs";
import { isSummoningSick } from "./query";
import { type BoardView, type GameState } from "./types";
import { PLAYERS, ZONES } from "./zones";

/** One line for messages: "turn 5, A active; A: battle [a_x], hand [a_y]; B: graveyard [b_z]; tapped [a_x]; under a_x: [a_u]". */
export function describeBoard(v: BoardView): string {
  const parts = [`turn ${v.turn}, ${v.active} active`];
  for (const p of PLAYERS) {
    const zones = ZONES.filter((z) => (v[p][z]?.length ?? 0) > 0).map((z) => `${z} [${v[p][z]!.join(", ")}]`);
    parts.push(`${p}: ${zones.length > 0 ? zones.join(", ") : "no cards"}`);
  }
  if (v.tapped.length > 0) parts.push(`tapped [${v.tapped.join(", ")}]`);
  for (const [top, under] of Object.entries(v.under ?? {})) parts.push(`under ${top} (bottom first): [${under.join(", ")}]`);
  for (const [id, face] of Object.entries(v.faces ?? {})) parts.push(`${id} shows ${face}`);
  for (const [id, shield] of Object.entries(v.exLife ?? {})) parts.push(`EX Life shield of ${id}: ${shield}`);
  for (const [gear, creature] of Object.entries(v.crossed ?? {})) parts.push(`${gear} crossed with ${creature}`);
  for (const [c, auras] of Object.entries(v.auras ?? {})) parts.push(`auras on ${c}: [${auras.join(", ")}]`);
  for (const [c, seals] of Object.entries(v.seals ?? {})) parts.push(`seals on ${c}: [${seals.join(", ")}]`);
  for (const [c, linked] of Object.entries(v.linked ?? {})) parts.push(`${c} linked with [${linked.join(", ")}]`);
  for (const [c, cells] of Object.entries(v.cells ?? {})) parts.push(`${c} with cells [${cells.join(", ")}]`);
  for (const [c, cores] of Object.entries(v.cores ?? {})) parts.push(`${c} with forbidden cores [${cores.join(", ")}]`);
  for (const [w, c] of Object.entries(v.equipped ?? {})) parts.push(`${w} equipped to ${c}`);
  if (v.faceUpShields?.length) parts.push(`face-up shields [${v.faceUpShields.join(", ")}]`);
  if (v.faceDownMana?.length) parts.push(`face-down mana [${v.faceDownMana.join(", ")}]`);
  return parts.join("; ");
}

/**
 * The state's card ids, sorted. A run never adds or removes cards and runs of one scenario have the same ids, so a sorted
 * list is kept by (count, first id) and reused when it is the same set: same count, every id of it present.
 */
const sortedIdsCache = new Map<string, string[]>();
function sortedIds(s: GameState): string[] {
  let count = 0;
  let first = "";
  for (const id in s.cards) {
    if (count === 0) first = id;
    count++;
  }
  const key = `${count}|${first}`;
  const cached = sortedIdsCache.get(key);
  if (cached !== undefined) {
    let same = true;
    for (let i = 0; same && i < cached.length; i++) same = Object.hasOwn(s.cards, cached[i]);
    if (same) return cached;
  }
  const ids = Object.keys(s.cards).sort();
  if (sortedIdsCache.size >= 512) sortedIdsCache.clear();
  sortedIdsCache.set(key, ids);
  return ids;
}

export function boardView(s: GameState, initialFaces: Record<string, string>, defs?: CardDefs): BoardView {
  const view: BoardView = { turn: s.turn.number, active: s.turn.active, A: {}, B: {}, tapped: [] };
  for (const p of PLAYERS) {
    const zones = s.players[p].zones;
    for (const name of ZONES) if (zones[name].length > 0) view[p][name] = zones[name].slice();
  }
  for (const id of sortedIds(s)) {
    const c = s.cards[id];
    if (c.tapped) view.tapped.push(id);
    if (c.under.length > 0) (view.under ??= {})[id] = c.under.slice();
    if (initialFaces[id] !== undefined && initialFaces[id] !== c.card) (view.faces ??= {})[id] = c.card;
    if (c.exLife !== null && s.players[c.owner].zones.shields.includes(c.exLife)) (view.exLife ??= {})[id] = c.exLife;
    if (c.crossedTo) (view.crossed ??= {})[id] = c.crossedTo;
    if (c.auras.length > 0) (view.auras ??= {})[id] = c.auras.slice();
    if (c.seals.length > 0) (view.seals ??= {})[id] = c.seals.slice();
    if (c.linked.length > 0) (view.linked ??= {})[id] = c.linked.slice();
    if (c.equippedTo) (view.equipped ??= {})[id] = c.equippedTo;
    if (c.cells && c.cells.length > 0) (view.cells ??= {})[id] = c.cells.slice();
    if (c.cores && c.cores.length > 0) (view.cores ??= {})[id] = c.cores.slice();
  }
  for (const p of PLAYERS) {
    for (const id of s.players[p].zones.shields) if (!s.cards[id].faceDown) (view.faceUpShields ??= []).push(id);
    for (const id of s.players[p].zones.mana) if (s.cards[id].faceDown) (view.faceDownMana ??= []).push(id);
  }
  if (defs) {
    let sick: string[] | null = null;
    for (const p of PLAYERS) for (const id of s.players[p].zones.battle) if (isSummoningSick(s, defs, id)) (sick ??= []).push(id);
    if (sick !== null) view.summoningSick = sick.sort();
  }
  return view;
}
