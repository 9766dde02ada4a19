/**
 * Smoke scenarios for effect sentences read by the grammar (lib/abilities/grammar.ts): triggers and spells. Each
 * outcome is written from the card's printed text and the rules, quoted in `why`.
 */
import { c, VANILLA, type Smoke } from "./smoke-kit";

void c;
void VANILLA;

export const EFFECT_SMOKES: Smoke[] = [];
