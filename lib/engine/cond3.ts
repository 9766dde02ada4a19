/**
 * What happened this turn, for conditions that look back at it (branch cond3): spells cast, summons, shields broken
 * (and which creatures broke them), cards put into the shield zone — per player, from the start of the turn (or of the
 * scenario). The log is replaced, never changed in place (states share it), and dropped when the turn ends, after its
 * "at the end of the turn" abilities (like `thisTurn`). Nothing is logged in a game where no card's abilities look at
 * the log (the definitions are searched once per definitions object): such a game's states stay as they were.
 */
import type { CardDefs, Condition } from "./defs";
import type { GameState, MoveEvent, PlayerId, TurnLog } from "./types";
import { other } from "./zones";
import { defsHave } from "./context";

const ZERO = { A: 0, B: 0 } as const;

/** The state and definitions of a game (a `Ctx` has both). */
interface Game {
  s: GameState;
  defs: CardDefs;
}

/** Whether any card of the game has an ability that looks at the log. */
const logged = (g: Game): boolean =>
  defsHave(g, "cond3:turn-log", (d) => {
    const t = JSON.stringify(d.abilities);
    return t.includes('"turn-log"') || t.includes('"source-broke-shield"') || t.includes('"other-broke-shield-this-turn"');
  });

function empty(): TurnLog {
  return { cast: ZERO, summoned: ZERO, shieldsBroken: ZERO, toShields: ZERO, breakers: [] };
}

function bump(s: GameState, field: "cast" | "summoned" | "shieldsBroken" | "toShields", player: PlayerId): void {
  const log = s.turnLog ?? empty();
  s.turnLog = { ...log, [field]: { ...log[field], [player]: log[field][player] + 1 } };
}

/** A spell cast by `player` (its move to resolving, or a spell side cast in the battle zone). */
export function logCast(g: Game, player: PlayerId): void {
  if (logged(g)) bump(g.s, "cast", player);
}

/** A summon made by `player` (701.3a). */
export function logSummon(g: Game, player: PlayerId): void {
  if (logged(g)) bump(g.s, "summoned", player);
}

/** A move that happened: a cast, a break, a card put into the shield zone. */
export function logMove(g: Game, ev: MoveEvent, byCreature = false): void {
  if (!logged(g)) return;
  const s = g.s;
  if (ev.reason === "cast" && ev.to === "resolving") bump(s, "cast", ev.cause.controller ?? s.cards[ev.card].controller);
  const owner = s.cards[ev.card]?.owner;
  if (owner === undefined) return;
  if (ev.reason === "break" && ev.from === "shields") {
    bump(s, "shieldsBroken", owner);
    const by = ev.cause.source;
    if (by !== null && by !== undefined) {
      const log = s.turnLog!;
      s.turnLog = { ...log, breakers: [...log.breakers, { card: by, controller: s.cards[by]?.controller ?? owner, creature: byCreature }] };
    }
  }
  if (ev.to === "shields" && ev.from !== "shields") bump(s, "toShields", owner);
}

/** A card left the battle zone: as a breaker, it is no longer the object that broke (400.x). */
export function forgetBreaker(s: GameState, id: string): void {
  const log = s.turnLog;
  if (!log || !log.breakers.some((b) => b.card === id && !b.gone)) return;
  s.turnLog = { ...log, breakers: log.breakers.map((b) => (b.card === id ? { ...b, gone: true } : b)) };
}

/** The `turn-log` and `source-broke-shield` conditions. */
export function turnLogHolds(s: GameState, c: Extract<Condition, { kind: "turn-log" | "source-broke-shield" }>, sourceId: string | null, controller: PlayerId): boolean {
  const log = s.turnLog ?? empty();
  if (c.kind === "source-broke-shield") return sourceId !== null && log.breakers.some((b) => b.card === sourceId && !b.gone);
  const field = c.what === "cast" ? log.cast : c.what === "summoned" ? log.summoned : c.what === "shields-broken" ? log.shieldsBroken : log.toShields;
  const n = c.whose === "total" ? field.A + field.B : field[c.whose === "yours" ? controller : other(controller)];
  return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
}

export function describeTurnLog(c: Extract<Condition, { kind: "turn-log" | "source-broke-shield" }>): string {
  if (c.kind === "source-broke-shield") return "this creature broke a shield this turn";
  const who = c.whose === "yours" ? "you" : c.whose === "opponents" ? "your opponent" : "both players together";
  const what = { cast: "spells cast by", summoned: "summons made by", "shields-broken": "shields broken of", "to-shields": "cards put into the shield zone of" }[c.what];
  const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
  return `${range} ${what} ${who} this turn`;
}

/**
 * Turbo rush's "if any of your other creatures broke any shields this turn": a creature of `controller`'s (a creature in
 * the battle zone as it broke), not the source, broke a shield this turn; it need not still be there.
 */
export function otherBrokeShield(s: GameState, sourceId: string | null, controller: PlayerId): boolean {
  return (s.turnLog?.breakers ?? []).some((b) => b.creature && b.card !== sourceId && b.controller === controller);
}
