/**
 * deck4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "add the top card of your deck under one of your shields face down" (Shield Plus) / "… under each of your shields
 *   face down" (Super Shield Plus): the engine's `deck-under-shield` handler (lib/engine/deck4.ts); the stack is still
 *   one shield (113.2).
 */
import type { EffectStep } from "../engine/defs";
import type { Lane } from "./lane-types";

/** One clause. */
function clause(s: string): EffectStep | null {
  const t = s.trim();
  const m = /^(?:add|put) the top card of your deck under (one|each) of your shields face down$/i.exec(t);
  if (m) return { do: "handler", name: "deck-under-shield", args: m[1].toLowerCase() === "each" ? { each: true } : {} };
  return null;
}

export const LANE: Lane = { clause };
