/**
 * Editing an /ask board: pure functions from a board to the next one (the page keeps the board in React state).
 * Any change to the cards drops the answers (they name cards by ids derived from the board) and the actions that
 * name a card no longer there.
 */
import { ASK_LIMITS, countCards, keepValidActions, locate, newKey, type AskAction, type AskBoard, type AskCard, type AskZone, type Side } from "./model";

function clone(board: AskBoard): AskBoard {
  return {
    ...board,
    turn: { ...board.turn },
    players: {
      A: Object.fromEntries(Object.entries(board.players.A).map(([z, l]) => [z, l.map((c) => ({ ...c }))])) as AskBoard["players"]["A"],
      B: Object.fromEntries(Object.entries(board.players.B).map(([z, l]) => [z, l.map((c) => ({ ...c }))])) as AskBoard["players"]["B"],
    },
    actions: board.actions.slice(),
    answers: {},
  };
}

/** Why a card can't be added here, or null. */
export function cannotAdd(board: AskBoard, where: { player: Side; zone: AskZone } | { parent: string; role: "under" | "aura" }): string | null {
  if (countCards(board) >= ASK_LIMITS.maxCards) return `A board holds at most ${ASK_LIMITS.maxCards} cards.`;
  if ("zone" in where) {
    return board.players[where.player][where.zone].length >= ASK_LIMITS.maxCardsPerZone ? `A zone holds at most ${ASK_LIMITS.maxCardsPerZone} cards here.` : null;
  }
  const l = locate(board, where.parent);
  if (!l || l.role !== "card" || l.zone !== "battle") return "Only a card in the battle zone can have cards under it or auras.";
  const list = where.role === "under" ? (l.card as AskCard).under : (l.card as AskCard).auras;
  return (list?.length ?? 0) >= ASK_LIMITS.maxParts ? `At most ${ASK_LIMITS.maxParts} here.` : null;
}

export function addCard(board: AskBoard, player: Side, zone: AskZone, slug: string): AskBoard {
  if (cannotAdd(board, { player, zone })) return board;
  const b = clone(board);
  b.players[player][zone].push({ key: newKey(), card: slug });
  return b;
}

/** Put a card under a battle-zone card (at the bottom: the stack's order is bottom first) or attach an aura to it. */
export function addPart(board: AskBoard, parent: string, role: "under" | "aura", slug: string): AskBoard {
  if (cannotAdd(board, { parent, role })) return board;
  const b = clone(board);
  const l = locate(b, parent)!;
  const c = l.card as AskCard;
  const part = { key: newKey(), card: slug };
  if (role === "under") c.under = [...(c.under ?? []), part];
  else c.auras = [...(c.auras ?? []), part];
  return b;
}

export function removeCard(board: AskBoard, key: string): AskBoard {
  const b = clone(board);
  const l = locate(b, key);
  if (!l) return board;
  if (l.parent) {
    const p = l.parent as AskCard;
    if (l.role === "under") p.under = (p.under ?? []).filter((u) => u.key !== key);
    else p.auras = (p.auras ?? []).filter((u) => u.key !== key);
  } else {
    b.players[l.player][l.zone] = b.players[l.player][l.zone].filter((c) => c.key !== key);
  }
  b.actions = keepValidActions(b);
  return b;
}

/** Move a card (with what is under and on it, in the battle zone only) to another player's zone or another zone. */
export function moveCard(board: AskBoard, key: string, player: Side, zone: AskZone): AskBoard {
  const l = locate(board, key);
  if (!l || l.role !== "card" || (l.player === player && l.zone === zone)) return board;
  if (board.players[player][zone].length >= ASK_LIMITS.maxCardsPerZone) return board;
  const b = clone(board);
  const card = { ...(l.card as AskCard) };
  b.players[l.player][l.zone] = b.players[l.player][l.zone].filter((c) => c.key !== key);
  if (zone !== "battle") {
    // cards under it and auras stay only in the battle zone: they go along into the same zone, one by one
    const parts = [...(card.under ?? []), ...(card.auras ?? [])];
    delete card.under;
    delete card.auras;
    delete card.fresh;
    if (zone !== "mana") delete card.tapped;
    b.players[player][zone].push(card, ...parts.map((p) => ({ key: p.key, card: p.card })).slice(0, ASK_LIMITS.maxCardsPerZone - b.players[player][zone].length - 1));
  } else b.players[player][zone].push(card);
  b.actions = keepValidActions(b);
  return b;
}

/** Move a card one place left or right in its zone (a deck's order matters: first = top). */
export function shiftCard(board: AskBoard, key: string, by: -1 | 1): AskBoard {
  const l = locate(board, key);
  if (!l || l.role !== "card") return board;
  const list = board.players[l.player][l.zone];
  const i = list.findIndex((c) => c.key === key);
  const j = i + by;
  if (j < 0 || j >= list.length) return board;
  const b = clone(board);
  const next = b.players[l.player][l.zone];
  [next[i], next[j]] = [next[j], next[i]];
  return b;
}

export function setFlag(board: AskBoard, key: string, flag: "tapped" | "fresh", value: boolean): AskBoard {
  const l = locate(board, key);
  if (!l || l.role !== "card") return board;
  const b = clone(board);
  const c = b.players[l.player][l.zone].find((x) => x.key === key)!;
  if (value) c[flag] = true;
  else delete c[flag];
  return b;
}

export function setTurn(board: AskBoard, turn: Partial<AskBoard["turn"]>): AskBoard {
  return { ...clone(board), turn: { ...board.turn, ...turn } };
}

export function setActions(board: AskBoard, actions: AskAction[]): AskBoard {
  return { ...clone(board), actions };
}

export function setTitle(board: AskBoard, title: string): AskBoard {
  const t = title.slice(0, ASK_LIMITS.maxTitle);
  const b = { ...board, answers: board.answers };
  if (t.trim()) b.title = t;
  else delete b.title;
  return b;
}
