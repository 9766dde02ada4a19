/**
 * State helpers. The engine clones the state once per step and then edits the working copy,
 * so a step is still a pure function from the caller's point of view.
 */
import { PLAYERS, ZONES, type CardInstance, type GameState, type PlayerId, type PlayerState, type ZoneName } from "./types";

export function emptyZones(): Record<ZoneName, string[]> {
  const z = {} as Record<ZoneName, string[]>;
  for (const name of ZONES) z[name] = [];
  return z;
}

export function cloneState(s: GameState): GameState {
  const players = {} as Record<PlayerId, PlayerState>;
  for (const p of PLAYERS) {
    const zones = {} as Record<ZoneName, string[]>;
    for (const name of ZONES) zones[name] = s.players[p].zones[name].slice();
    players[p] = { zones };
  }
  const cards: Record<string, CardInstance> = {};
  for (const id in s.cards) {
    const c = s.cards[id];
    cards[id] = { ...c, under: c.under.slice() };
  }
  return {
    turn: { ...s.turn },
    players,
    cards,
    effects: s.effects.slice(),
    rng: s.rng,
    nextEffect: s.nextEffect,
    drawn: { ...s.drawn },
  };
}

export interface Location {
  player: PlayerId;
  zone: ZoneName;
  /** Set when the card lies under another card in the battle zone. */
  under: string | null;
}

export function locate(s: GameState, id: string): Location | null {
  for (const p of PLAYERS) {
    const zones = s.players[p].zones;
    for (const name of ZONES) {
      if (zones[name].includes(id)) return { player: p, zone: name, under: null };
    }
    for (const top of zones.battle) {
      if (s.cards[top].under.includes(id)) return { player: p, zone: "battle", under: top };
    }
  }
  return null;
}

/** True when the card is itself in the zone (not merely under a card there). */
export function isIn(s: GameState, id: string, zone: ZoneName, player?: PlayerId): boolean {
  for (const p of PLAYERS) {
    if (player && p !== player) continue;
    if (s.players[p].zones[zone].includes(id)) return true;
  }
  return false;
}

export function zoneOf(s: GameState, player: PlayerId, zone: ZoneName): string[] {
  return s.players[player].zones[zone];
}

export function removeFromZone(s: GameState, player: PlayerId, zone: ZoneName, id: string): void {
  const list = s.players[player].zones[zone];
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

export function addToZone(s: GameState, player: PlayerId, zone: ZoneName, id: string, position: "top" | "bottom" | "any"): void {
  const list = s.players[player].zones[zone];
  if (zone === "deck" && position === "top") list.unshift(id);
  else list.push(id);
}
