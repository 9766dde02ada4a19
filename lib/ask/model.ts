/**
 * The question a reader builds on /ask: a board for both players (cards by catalogue id in any zone, cards under a
 * creature, auras, tapped cards, whose turn it is), the actions to take, and the answers given to the choices the
 * rules asked along the way. Plain data, browser-safe: no engine, no React. Cards on the board are addressed by a
 * local `key` while editing; the URL (codec.ts) and the engine (scenario.ts) address them by position and by an
 * instance id derived from the board.
 */
import type { ScriptedChoice } from "@/lib/engine";
import { SCENARIO_LIMITS } from "@/lib/engine/limits";

export type Side = "A" | "B";
export const SIDES: readonly Side[] = ["A", "B"];
export const other = (p: Side): Side => (p === "A" ? "B" : "A");

/** The zones a board can hold cards in (the engine's zones less the abyss and a spell being cast). */
export const ASK_ZONES = ["battle", "shields", "mana", "hand", "graveyard", "deck", "hyperspatial", "gr"] as const;
export type AskZone = (typeof ASK_ZONES)[number];

/** A card under a creature (an evolution source, bottom first) or an aura attached to it. */
export interface AskPart {
  key: string;
  card: string;
}

export interface AskCard {
  key: string;
  /** catalogue id */
  card: string;
  tapped?: boolean;
  /** entered the battle zone this turn (summoning sickness) */
  fresh?: boolean;
  /** cards under it, bottom first (battle zone only) */
  under?: AskPart[];
  /** Orega Auras attached to it, first attached first (battle zone only) */
  auras?: AskPart[];
}

/** A reference to a card on the board: its key, or a player (an attack's target). */
export type AskAction =
  | { kind: "cast"; card: string }
  | { kind: "summon"; card: string }
  | { kind: "put"; card: string }
  | { kind: "charge"; card: string }
  | { kind: "generate"; card: string }
  /**
   * `block`: the defending player's creature that blocks (507.1); `shieldTriggers`: the broken shields whose shield
   * trigger their owner uses (509.5a). Both are the defender's declarations; left out: no block, no trigger used.
   */
  | { kind: "attack"; card: string; target: string; block?: string; shieldTriggers?: string[] }
  | { kind: "battle"; card: string; other: string }
  | { kind: "destroy" | "return-to-hand" | "discard" | "to-graveyard" | "to-abyss"; card: string; by: Side }
  | { kind: "seal"; card: string; by: Side; count: number }
  | { kind: "evolve"; card: string; on: string[] }
  | { kind: "use-aura"; card: string; on: string | null }
  | { kind: "draw"; player: Side; count: number }
  | { kind: "gr-summon"; player: Side }
  | { kind: "end-turn" };

export type AskActionKind = AskAction["kind"];

export interface AskBoard {
  turn: { number: number; active: Side };
  players: Record<Side, Record<AskZone, AskCard[]>>;
  actions: AskAction[];
  /** answers to the run's prompts, by prompt id ("s0.p1") */
  answers: Record<string, ScriptedChoice>;
  /** the question in the asker's words (optional) */
  title?: string;
}

export const ASK_LIMITS = {
  maxCards: SCENARIO_LIMITS.maxCards,
  maxCardsPerZone: SCENARIO_LIMITS.maxCardsPerZone,
  /** cards under one creature, auras on one creature */
  maxParts: 12,
  maxActions: 10,
  maxAnswers: 100,
  maxTitle: 200,
  maxTurn: SCENARIO_LIMITS.maxTurn,
  maxCount: SCENARIO_LIMITS.maxCount,
} as const;

export function emptyZones(): Record<AskZone, AskCard[]> {
  return { battle: [], shields: [], mana: [], hand: [], graveyard: [], deck: [], hyperspatial: [], gr: [] };
}

export function emptyBoard(): AskBoard {
  return { turn: { number: 3, active: "A" }, players: { A: emptyZones(), B: emptyZones() }, actions: [], answers: {} };
}

let counter = 0;
/** A fresh local key (never leaves the browser's memory). */
export function newKey(): string {
  counter += 1;
  return `k${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Where a card is on the board: its player and zone; for a card under a creature or an aura, that creature. */
export interface Located {
  player: Side;
  zone: AskZone;
  card: AskCard | AskPart;
  /** the creature this card is under or attached to */
  parent: AskCard | null;
  role: "card" | "under" | "aura";
}

/** Every card of the board in a fixed order: A then B, zone by zone, each card followed by the cards under it (bottom first) and its auras. */
export function flatCards(board: AskBoard): Located[] {
  const out: Located[] = [];
  for (const player of SIDES) {
    for (const zone of ASK_ZONES) {
      for (const card of board.players[player][zone]) {
        out.push({ player, zone, card, parent: null, role: "card" });
        for (const u of card.under ?? []) out.push({ player, zone, card: u, parent: card, role: "under" });
        for (const a of card.auras ?? []) out.push({ player, zone, card: a, parent: card, role: "aura" });
      }
    }
  }
  return out;
}

export function locate(board: AskBoard, key: string): Located | null {
  return flatCards(board).find((l) => l.card.key === key) ?? null;
}

export function countCards(board: AskBoard): number {
  return flatCards(board).length;
}

/** Every catalogue id on the board. */
export function boardSlugs(board: AskBoard): string[] {
  return [...new Set(flatCards(board).map((l) => l.card.card))];
}

/** The card keys an action refers to. */
export function actionRefs(a: AskAction): string[] {
  switch (a.kind) {
    case "attack":
      return a.target === "A" || a.target === "B" ? [a.card] : [a.card, a.target];
    case "battle":
      return [a.card, a.other];
    case "evolve":
      return [a.card, ...a.on];
    case "use-aura":
      return a.on ? [a.card, a.on] : [a.card];
    case "draw":
    case "gr-summon":
    case "end-turn":
      return [];
    default:
      return [a.card];
  }
}

/** The actions whose cards are all still on the board (after a card is removed, the actions naming it go). */
export function keepValidActions(board: AskBoard): AskAction[] {
  const keys = new Set(flatCards(board).map((l) => l.card.key));
  return board.actions
    .filter((a) => actionRefs(a).every((k) => keys.has(k)))
    .map((a) => {
      if (a.kind !== "attack" || (a.block === undefined && a.shieldTriggers === undefined)) return a;
      // a removed blocker or shield leaves the attack, without that declaration
      const { block, shieldTriggers, ...rest } = a;
      const kept = shieldTriggers?.filter((k) => keys.has(k)) ?? [];
      return { ...rest, ...(block !== undefined && keys.has(block) ? { block } : {}), ...(kept.length ? { shieldTriggers: kept } : {}) };
    });
}

/**
 * The engine's instance id of every card key: "<player>_<catalogue id>", e.g. `b_aqua_soldier`, numbered when a card
 * is on the board twice (`a_aqua_soldier_2`). Derived from the board alone, so the same board always gets the same
 * ids (answers to prompts name cards by them).
 */
export function instanceIds(board: AskBoard): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const l of flatCards(board)) {
    const base = `${l.player.toLowerCase()}_${l.card.card.replace(/-/g, "_")}`.slice(0, 40).replace(/_+$/, "");
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    ids.set(l.card.key, id);
  }
  return ids;
}
