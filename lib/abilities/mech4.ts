/**
 * mech4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "generate a cross gear from your hand for no cost" (Samurai Generation's reminder): the engine's handler
 *   `generate-from-hand` (lib/engine/mech4.ts, 701.16a). "you may" before it is the grammar's (the step's yes-no).
 */
import type { Lane } from "./lane-types";

export const LANE: Lane = {
  clause(s) {
    if (/^generate an? cross gear from your hand for no cost$/i.test(s.trim().replace(/\.$/, ""))) return { do: "handler", name: "generate-from-hand" };
    return null;
  },
};
