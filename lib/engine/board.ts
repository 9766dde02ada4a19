/** The compact board view of a state, for trace entries, expectations and the step-through (BoardView, types.ts). */
import type { CardDefs } from "./defs";
import { isSummoningSick } from "./query";
import { PLAYERS, ZONES, type BoardView, type GameState } from "./types";

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
  }
  if (defs) {
    const sick = PLAYERS.flatMap((p) => s.players[p].zones.battle.filter((id) => isSummoningSick(s, defs, id))).sort();
    if (sick.length > 0) view.summoningSick = sick;
  }
  return view;
}
