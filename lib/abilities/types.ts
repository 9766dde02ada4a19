/**
 * The card-text compiler's output. Pure data (JSON-serialisable): stored with the card in Postgres and
 * read by the card pages and the admin.
 */
import type { Abilities } from "../engine/defs";

/** Bumped whenever a template or the grammar changes what a card compiles to (stored rows recompile). */
export const COMPILER_VERSION = 53;

export type SentenceStatus = "modelled" | "keyword" | "not-modelled";
/** `activated`: an activated ability (602), the Tap ability. */
export type SentenceKind = "replacement" | "trigger" | "static" | "keyword" | "spell" | "rule" | "activated";

export interface CompiledSentence {
  /** The printed ability (one line of the card's text), as in the catalogue. */
  text: string;
  /** Twinpact side (0 = the first side printed), absent for one-sided cards. */
  side?: number;
  status: SentenceStatus;
  /** Name of the template that read it. */
  template?: string;
  kind?: SentenceKind;
  /** Rule clause the kind is defined by ("609" for replacement effects, "603" for triggered abilities). */
  clause?: string;
  /** For a replacement: the event it watches, in words derived from the compiled data. */
  watches?: string;
  /** For a replacement: what happens instead; for a trigger: when and what; in words from the compiled data. */
  effect?: string;
  /** A keyword the engine records but does not act on yet, or why a sentence is not modelled. */
  note?: string;
}

export interface CompiledCard {
  compilerVersion: number;
  abilities: Abilities;
  sentences: CompiledSentence[];
}

/** What the compiler needs of a catalogue card. */
export interface CardText {
  id?: string;
  name?: string;
  type: string | null;
  text: string;
  races?: string[];
  faces?: { name: string; type: string | null; text: string }[] | null;
}
