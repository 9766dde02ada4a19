/**
 * choose3: sentence readers grammar.ts calls when its own readings fail (lib/abilities/lanes.ts). No import of grammar.ts:
 * its parsers come as `g`.
 */
import type { Lane } from "./lane-types";

export const LANE: Lane = {};
