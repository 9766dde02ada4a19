/**
 * The trace: a structured, attributed log of everything a run did, documented like a protocol in
 * content/scenarios/FORMAT.md. Same scenario, same trace, byte for byte.
 */
import type { BoardView } from "./state";
import type { GameEvent, PlayerId } from "./types";

export type TraceKind =
  | "action"
  | "event-proposed"
  | "replacement-check"
  | "self-replacement"
  | "event-replaced"
  | "event-happened"
  | "event-prevented"
  | "event-impossible"
  | "entry-modifier"
  | "trigger-queued"
  | "trigger-suppressed"
  | "trigger-resolving"
  | "choice"
  | "effect"
  | "step-end";

export interface CandidateView {
  /** Replacement key: "<source instance>:<ability id>" (floating effects: "<source>:<ability>@<card>"). */
  key: string;
  /** The id a scenario uses to pick it in a replacement prompt. */
  option: string;
  source: string;
  ability: string;
  controller: PlayerId;
  optional: boolean;
  applicable: boolean;
  applied: boolean;
  why: string;
  clauses: string[];
}

export interface TriggerView {
  source: string;
  ability: string;
  controller: PlayerId;
  /** The event seq it triggered on (or would have). */
  on: number | null;
  /** The card that event was about. */
  card: string | null;
  reason?: "event-replaced" | "event-prevented" | "declined";
}

export interface ChoiceView {
  promptId: string;
  kind: string;
  player: PlayerId;
  text: string;
  options: string[];
  answer: string[] | "yes" | "no";
  source: "scripted" | "override" | "forced";
}

export interface Narration {
  en: string;
  ja?: string;
}

export interface TraceEntry {
  seq: number;
  parent: number | null;
  step: number;
  kind: TraceKind;
  /** Automatic consequence of the rules (not an action the scenario asked for). */
  automatic: boolean;
  clauses: string[];
  narration: Narration;
  event?: GameEvent;
  /** For replacement checks: every replacement that watched the event, applied or not, and why. */
  candidates?: CandidateView[];
  /** Replacement key applied (replacement-check, event-replaced). */
  applied?: string | null;
  /** Who decided: a player via a prompt, "forced" (one legal answer), "rule" (no decision needed). */
  decidedBy?: { player: PlayerId; promptId: string } | "forced" | "rule";
  trigger?: TriggerView;
  choice?: ChoiceView;
  board?: BoardView;
}

export type TraceInput = Omit<TraceEntry, "seq">;

export class Trace {
  readonly entries: TraceEntry[] = [];
  add(entry: TraceInput): number {
    const seq = this.entries.length + 1;
    // seq first in JSON output, for readability
    this.entries.push({ seq, ...entry });
    return seq;
  }
}
