/**
 * The shape of a smoke scenario: the template applied to a real catalogue card that uses it, with the expected
 * outcome written from the card's printed text and the rules (quoted in `why`), not from the compiler's output.
 */
import type { Action, CardSpec, Expectations, ScriptedChoice, ZoneName, PlayerId } from "@/lib/engine";

export type Zones = Partial<Record<ZoneName, CardSpec[]>>;

export interface Smoke {
  template: string;
  /** The card the template is proven on, and the sentence of its text the scenario exercises. */
  card: string;
  sentence: string;
  /** Why the outcome is what it is: the printed text and the rule. */
  why: string;
  turn?: { number: number; active: PlayerId };
  A: Zones;
  B?: Zones;
  steps: { action: Action; choices?: ScriptedChoice[] }[];
  /** The outcome at the end (absent when the run is refused: see `error`). */
  expect?: Expectations;
  /** The engine refuses an action the printed text forbids: the error code and the step (0-based) refused. */
  error?: { code: string; step: number };
}

export const c = (id: string, card: string, extra: Partial<CardSpec> = {}): CardSpec => ({ id, card, ...extra });
export const VANILLA = "acme-first-seed"; // a creature with no text, 4000 power

