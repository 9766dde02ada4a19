/**
 * Smokes for the heads4 readers. Each expected outcome is written from the card's printed text and the rules (Ver. 1.48),
 * quoted in `why`, before the run.
 */
import type { Smoke } from "./smoke-kit";

export const HEADS4_SMOKES: Smoke[] = [];
