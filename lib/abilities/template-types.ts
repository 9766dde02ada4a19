/** The shape of a template (one way of reading a printed ability), shared by the template tables. */
import type { Abilities, EffectStep } from "../engine/defs";
import type { SentenceKind } from "./types";

export interface TemplateContext {
  /** The side's card type ("Creature", "Spell"…). */
  type: string;
  civilizations: string[];
  /** Index of this ability among the card's abilities (for unique ids). */
  index: number;
  /** The card's cost, when it has one side ("costs less than this creature"); absent otherwise. */
  cost?: number | null;
  /** The card's earlier lines on this side, normalised, in order (r2-rest-a: a line read with the one before it). */
  prev?: string[];
  /** The spell steps read so far (r2-rest-a: an alternative to the line before replaces that line's steps). */
  spell?: readonly EffectStep[];
  /** The header line that gives "the following ability" this line follows, normalised (compile.ts). */
  header?: string;
}

export interface TemplateResult {
  apply: (ab: Abilities) => void;
  watches?: string;
  effect?: string;
  note?: string;
  /** A sub-template name ("reminder" templates name the keyword). */
  name?: string;
}

export interface Template {
  name: string;
  kind: SentenceKind;
  clause?: string;
  match: (line: string, ctx: TemplateContext) => TemplateResult | null;
}

/** Keywords the engine acts on today; the others are recorded (and shown) but change nothing in a run. */
export const ENGINE_KEYWORDS = new Set(["blocker", "shield-trigger", "slayer", "double-breaker", "triple-breaker", "quattro-breaker", "world-breaker", "powered-breaker", "speed-attacker", "mach-fighter", "just-diver"]);
