/**
 * An /ask board as the engine's scenario: the setup (instance ids from model.ts `instanceIds`), the actions, no
 * scripted choices (the answers are passed as overrides by prompt id, so an answer changed earlier never shifts the
 * later ones). Types only from the engine: this module stays out of the engine's bundle.
 */
import type { Action, CardSpec, Scenario, SetupSpec } from "@/lib/engine";
import { ASK_ZONES, instanceIds, locate, SIDES, type AskAction, type AskBoard, type AskCard, type Side } from "./model";

export const ASK_SCENARIO_ID = "ask";

/** The action in the engine's terms, or why it can't be taken on this board (a card it names is gone). */
export function engineAction(board: AskBoard, a: AskAction, ids: Map<string, string>): Action {
  const id = (key: string): string => {
    const v = ids.get(key);
    if (!v) throw new Error("an action names a card that is not on the board");
    return v;
  };
  const owner = (key: string): Side => {
    const l = locate(board, key);
    if (!l) throw new Error("an action names a card that is not on the board");
    return l.player;
  };
  const zoneOf = (key: string) => locate(board, key)?.zone ?? "hand";
  switch (a.kind) {
    case "cast":
    case "charge":
    case "generate":
      return { kind: a.kind, player: owner(a.card), card: id(a.card) };
    case "summon":
    case "put": {
      const from = zoneOf(a.card);
      return { kind: a.kind, player: owner(a.card), card: id(a.card), ...(from !== "hand" && from !== "battle" ? { from } : {}) };
    }
    case "attack":
      return {
        kind: "attack",
        attacker: id(a.card),
        target: a.target === "A" || a.target === "B" ? a.target : id(a.target),
        ...(a.block !== undefined ? { block: id(a.block) } : {}),
        ...(a.shieldTriggers?.length ? { shieldTriggers: a.shieldTriggers.map(id) } : {}),
      };
    case "battle":
      return { kind: "battle", a: id(a.card), b: id(a.other) };
    case "destroy":
    case "return-to-hand":
    case "discard":
    case "to-graveyard":
    case "to-abyss":
      return { kind: a.kind, card: id(a.card), by: a.by };
    case "seal":
      return { kind: "seal", card: id(a.card), by: a.by, ...(a.count !== 1 ? { count: a.count } : {}) };
    case "evolve":
      return { kind: "evolve", player: owner(a.card), card: id(a.card), on: a.on.map(id) };
    case "use-aura":
      return { kind: "use-aura", player: owner(a.card), card: id(a.card), ...(a.on ? { on: id(a.on) } : {}) };
    case "draw":
      return { kind: "draw", player: a.player, count: a.count };
    case "gr-summon":
      return { kind: "gr-summon", player: a.player };
    case "end-turn":
      return { kind: "end-turn" };
  }
}

function spec(c: AskCard, board: AskBoard, ids: Map<string, string>): CardSpec {
  return {
    id: ids.get(c.key)!,
    card: c.card,
    ...(c.tapped ? { tapped: true } : {}),
    ...(c.fresh ? { enteredTurn: board.turn.number } : {}),
    ...(c.under?.length ? { under: c.under.map((u) => ({ id: ids.get(u.key)!, card: u.card })) } : {}),
    ...(c.auras?.length ? { auras: c.auras.map((u) => ({ id: ids.get(u.key)!, card: u.card })) } : {}),
  };
}

export function setupOf(board: AskBoard, ids = instanceIds(board)): SetupSpec {
  const players: SetupSpec["players"] = { A: {}, B: {} };
  for (const p of SIDES) {
    for (const zone of ASK_ZONES) {
      const list = board.players[p][zone];
      if (list.length) players[p][zone] = list.map((c) => spec(c, board, ids));
    }
  }
  return { turn: { ...board.turn }, seed: 1, players };
}

/** The board as a scenario the engine runs (the answers go in as overrides: `runScenario(s, defs, { overrides: board.answers })`). */
export function scenarioOf(board: AskBoard, title = board.title || "A question asked on Shinpan"): Scenario {
  const ids = instanceIds(board);
  return {
    meta: { id: ASK_SCENARIO_ID, title: { en: title }, rules: [], source: "asked on /ask" },
    setup: setupOf(board, ids),
    steps: board.actions.map((a) => ({ action: engineAction(board, a, ids), choices: [] })),
    expect: null,
  };
}
