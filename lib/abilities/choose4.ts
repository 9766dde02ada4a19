/**
 * choose4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 */
import type { Lane } from "./lane-types";

export const LANE: Lane = {};
