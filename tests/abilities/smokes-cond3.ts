/**
 * Smokes for the cond3 readers (lib/abilities/cond3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 */
import type { Smoke } from "./smoke-kit";

export const COND3_SMOKES: Smoke[] = [];
