/**
 * State helpers. The engine clones the state once per step and then edits the working copy,
 * so a step is still a pure function from the caller's point of view.
 */
import { type CardInstance, type GameState, type PlayerId, type ZoneName } from "./types";
import { PLAYERS, ZONES } from "./zones";

export function emptyZones(): Record<ZoneName, string[]> {
  const z = {} as Record<ZoneName, string[]>;
  for (const name of ZONES) z[name] = [];
  return z;
}

/**
 * A copy of the state with every field present (the optional ones undefined when absent: JSON output omits them) in one
 * order, so that the engine's reads of the state see one object shape.
 */
export function cloneState(s: GameState): GameState {
  const players = { A: { zones: cloneZones(s.players.A.zones) }, B: { zones: cloneZones(s.players.B.zones) } };
  const cards: Record<string, CardInstance> = {};
  for (const id in s.cards) cards[id] = copyCard(s.cards[id]);
  return {
    turn: { number: s.turn.number, active: s.turn.active },
    players,
    cards,
    effects: s.effects.slice(),
    rng: s.rng,
    nextEffect: s.nextEffect,
    drawn: { A: s.drawn.A, B: s.drawn.B },
    summoned: { A: s.summoned.A, B: s.summoned.B },
    extraTurns: { A: s.extraTurns.A, B: s.extraTurns.B },
    attackedThisTurn: s.attackedThisTurn ? s.attackedThisTurn.slice() : undefined,
    tappedThisTurn: s.tappedThisTurn ? s.tappedThisTurn.slice() : undefined,
    wonThisTurn: s.wonThisTurn ? s.wonThisTurn.slice() : undefined,
    d2Superseded: s.d2Superseded ? s.d2Superseded.slice() : undefined,
    thisTurn: s.thisTurn ? { drawn: { ...s.thisTurn.drawn }, creaturesPut: { ...s.thisTurn.creaturesPut } } : undefined,
    lost: s.lost,
    oncePerTurn: { ...s.oncePerTurn },
    lastUse: s.lastUse ? { ...s.lastUse } : undefined,
    delayed: s.delayed ? s.delayed.slice() : undefined,
    // replaced, never changed in place (lib/engine/cond3.ts)
    turnLog: s.turnLog,
  };
}

function cloneZones(z: Record<ZoneName, string[]>): Record<ZoneName, string[]> {
  return {
    battle: z.battle.slice(),
    mana: z.mana.slice(),
    shields: z.shields.slice(),
    hand: z.hand.slice(),
    graveyard: z.graveyard.slice(),
    deck: z.deck.slice(),
    hyperspatial: z.hyperspatial.slice(),
    gr: z.gr.slice(),
    abyss: z.abyss.slice(),
    resolving: z.resolving.slice(),
  };
}

/** How a card that is not itself listed in the battle zone belongs to a battle-zone card. */
export type PartKind = "under" | "aura" | "seal" | "link" | "cell" | "core";

/**
 * A copy of a card's state, every field present (the optional ones undefined when absent: JSON output omits them) in one
 * order: one object shape for every card the engine works on, which reads card fields everywhere. `auras`, `seals` and
 * `linked` are never changed in place (every change assigns a new array), so the copy shares them; `under` is copied.
 */
function copyCard(c: CardInstance): CardInstance {
  return {
    id: c.id,
    card: c.card,
    owner: c.owner,
    controller: c.controller,
    tapped: c.tapped,
    faceDown: c.faceDown,
    enteredBattleTurn: c.enteredBattleTurn,
    under: c.under.slice(),
    shieldForce: c.shieldForce,
    exLife: c.exLife,
    evolutionIgnored: c.evolutionIgnored,
    auras: c.auras,
    seals: c.seals,
    linked: c.linked,
    crossedTo: c.crossedTo,
    equippedTo: c.equippedTo,
    cells: c.cells,
    cellSide: c.cellSide,
    cores: c.cores,
    awakened: c.awakened,
  };
}

export interface Location {
  player: PlayerId;
  zone: ZoneName;
  /**
   * Set when the card is part of another battle-zone card's object rather than listed in the zone itself: the card
   * listed (the top of a stack, the creature an aura is attached to, the card a seal is on, the god that stands for
   * a linked creature).
   */
  under: string | null;
  /** What the card is to it (set with `under`). */
  part?: PartKind;
}

export function locate(s: GameState, id: string): Location | null {
  for (const p of PLAYERS) {
    const zones = s.players[p].zones;
    for (const name of ZONES) {
      if (zones[name].includes(id)) return { player: p, zone: name, under: null };
    }
    for (const top of zones.battle) {
      const c = s.cards[top];
      if (c.under.includes(id)) return { player: p, zone: "battle", under: top, part: "under" };
      if (c.auras.length > 0 && c.auras.includes(id)) return { player: p, zone: "battle", under: top, part: "aura" };
      if (c.seals.length > 0 && c.seals.includes(id)) return { player: p, zone: "battle", under: top, part: "seal" };
      if (c.linked.length > 0 && c.linked.includes(id)) return { player: p, zone: "battle", under: top, part: "link" };
      if (c.cells && c.cells.includes(id)) return { player: p, zone: "battle", under: top, part: "cell" };
      if (c.cores && c.cores.includes(id)) return { player: p, zone: "battle", under: top, part: "core" };
    }
    // a stack of shields (113.2): the cards under its top card
    for (const top of zones.shields) if (s.cards[top].under.includes(id)) return { player: p, zone: "shields", under: top, part: "under" };
  }
  return null;
}

/** Every card of a battle-zone card's object and what sits on it: itself, the cards under it, its auras, seals and linked gods. */
export function cardsOfObject(s: GameState, top: string): string[] {
  const c = s.cards[top];
  return [top, ...c.under, ...c.auras, ...c.linked, ...(c.cells ?? []), ...(c.cores ?? []), ...c.seals];
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
  if ((zone === "deck" || zone === "gr") && position === "top") list.unshift(id);
  else list.push(id);
}
