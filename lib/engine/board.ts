/** The compact board view of a state, for trace entries, expectations and the step-through (BoardView, types.ts). */
import type { CardDefs } from "./defs";
import { isSummoningSick } from "./query";
import { PLAYERS, ZONES, type BoardView, type GameState } from "./types";

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
  return parts.join("; ");
}

export function boardView(s: GameState, initialFaces: Record<string, string>, defs?: CardDefs): BoardView {
  const view: BoardView = { turn: s.turn.number, active: s.turn.active, A: {}, B: {}, tapped: [] };
  for (const p of PLAYERS) {
    const zones = s.players[p].zones;
    for (const name of ZONES) if (zones[name].length > 0) view[p][name] = zones[name].slice();
  }
  const ids = Object.keys(s.cards).sort();
  for (const id of ids) {
    const c = s.cards[id];
    if (c.tapped) view.tapped.push(id);
    if (c.under.length > 0) (view.under ??= {})[id] = c.under.slice();
    if (initialFaces[id] !== undefined && initialFaces[id] !== c.card) (view.faces ??= {})[id] = c.card;
    if (c.exLife !== null && s.players[c.owner].zones.shields.includes(c.exLife)) (view.exLife ??= {})[id] = c.exLife;
    if (c.crossedTo) (view.crossed ??= {})[id] = c.crossedTo;
  }
  if (defs) {
    const sick = PLAYERS.flatMap((p) => s.players[p].zones.battle.filter((id) => isSummoningSick(s, defs, id))).sort();
    if (sick.length > 0) view.summoningSick = sick;
  }
  return view;
}
