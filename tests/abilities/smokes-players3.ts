/**
 * Smokes for the players3 readers (lib/abilities/players3*.ts). Each expected outcome is written from the card's printed text
 * and the rules (Ver. 1.48), quoted in `why`, before the run.
 */
import type { Smoke } from "./smoke-kit";

export const PLAYERS3_SMOKES: Smoke[] = [];
