/**
 * The grammar's parsers, handed to the sentence readers that lib/abilities/grammar.ts calls when its own readings
 * fail (lib/abilities/lanes.ts). Those readers never import grammar.ts (that would be an import cycle): they get
 * these functions instead, the same object every time.
 */
import type { CardFilter, Condition, EffectStep, PerCard, Target } from "../engine/defs";
import type { ZoneName } from "../engine/zones";

export type NounKind = "creature" | "card" | "race" | "spell" | "element" | "shield";

export interface Noun {
  filter: CardFilter;
  /** "creature(s)" or a race: battle-zone creatures; "card(s)": any card; "element(s)": any battle-zone object. */
  noun: NounKind;
  /** "in the battle zone" was said. */
  inBattle?: boolean;
}

/** What "it" / "that creature" refer to, and notes on sentences read as changing nothing. */
export interface LaneCtx {
  it?: Target;
  notes?: string[];
}

export interface LaneGrammar {
  parseCount(s: string): number | null;
  parseNoun(s: string): Noun | null;
  raceNoun(s: string): string | null;
  zoneWord(s: string): ZoneName | null;
  parseTarget(s: string, ctx: LaneCtx): Target | null;
  parseCondition(s: string): Condition[] | null;
  parsePerCard(s: string, opts?: { other?: boolean }): PerCard | null;
  /** One clause ("you may …" → optional). */
  parseClause(s: string, ctx: LaneCtx): EffectStep | null;
  /** "X and Y", "X, then Y" within one sentence. */
  parseClauses(s: string, ctx: LaneCtx): EffectStep[] | null;
  /** Several sentences. */
  parseEffects(text: string, ctx: LaneCtx): EffectStep[] | null;
  /** "any number of": as many as there are */
  anyNumber: number;
}

/** A reading of sentences[i..i+used-1]; `it` is what "it" means in the sentences after them (unchanged if absent). */
export interface LaneMulti {
  steps: EffectStep[];
  used: number;
  it?: Target;
}

/** Hooks a lane file may export (each optional). */
export interface Lane {
  /** One clause no other reading understood (after "you may" is taken off). */
  clause?(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null;
  /** Sentences from i on, when the sentence at i is not understood alone. */
  multi?(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null;
  /** A condition ("if …", "while …") no other reading understood. */
  condition?(s: string, g: LaneGrammar): Condition[] | null;
  /** The object of a verb no other reading understood. */
  target?(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null;
}
