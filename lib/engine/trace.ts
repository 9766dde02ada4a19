/**
 * The trace: a structured, attributed log of everything a run did, documented like a protocol in
 * content/README.md ("The trace"). Same scenario, same trace, byte for byte.
 */
import type { BoardView, GameEvent, PlayerId, ZoneName } from "./types";

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
  | "rebuild"
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
  /** Why it did not trigger: the event was replaced / did not happen, or the card was rebuilt, not put (801.4c). */
  reason?: "event-replaced" | "event-prevented" | "declined" | "rebuilt" | "trigger-replaced";
}

/** A card taken off a stack while rebuilding because it cannot stay in the battle zone on its own (801.4a/b). */
export interface RebuildRemoval {
  card: string;
  to: ZoneName;
  why: string;
}

/** A triggered ability that did not trigger because the rebuilt card was not put into the battle zone (801.4c). */
export interface NotTriggeredView {
  source: string;
  ability: string;
  why: string;
}

/**
 * What happened to the rest of a stack when its top card left alone (trace kind `rebuild`).
 * `rebuilt: false` means 801.4 did not apply (the card that left was not an evolution creature).
 */
export interface RebuildView {
  /** The top card that left the battle zone alone. */
  left: string;
  rebuilt: boolean;
  /** The card now on top of the object that stayed (null: nothing stayed). */
  top: string | null;
  /** What stayed on top: a creature, or (2022-04-08 revision) a tamaseed or another card type that can exist alone. */
  standing: "creature" | "tamaseed" | "other-permanent" | null;
  /** Cards under the new top, bottom first. */
  under: string[];
  /** Cards removed from the top of the rest, top first (801.4a/b), or (not rebuilt) every card that was under it. */
  removed: RebuildRemoval[];
  /** Tapped state of the object that stayed (801.4: that of the evolution creature that left). */
  tapped: boolean | null;
  /** The new top is an evolution card whose evolution supertype is now ignored. */
  evolutionIgnored: boolean;
  /** Summoning sickness of the object that stayed, from its own turn of entry (801.4c). */
  summoningSick: boolean | null;
  /** Continuous effects that applied to the evolution creature and carry over (801.4c). */
  effectsCarried: string[];
  notTriggered: NotTriggeredView[];
  /** The rules versions followed, e.g. "Ver. 1.23 (2021-03-16)". */
  revisions: string[];
  /** Set when the outcome modelled here is not confirmed by the sources. */
  unverified?: string;
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
  /** For `rebuild` entries. */
  rebuild?: RebuildView;
}

/**
 * An entry as the engine writes it: `seq: 0` first (JSON keeps the order: seq first, for readability), numbered by
 * `Trace.add`, which keeps the object itself (no copy per entry).
 */
export type TraceInput = Omit<TraceEntry, "seq"> & { seq: 0 };

export class Trace {
  readonly entries: TraceEntry[] = [];
  /** `before`: entries of the run before this one (a step's trace continues the run's numbering). */
  constructor(private readonly before = 0) {}
  /** Numbers a new entry object (a fresh literal, `seq: 0` first) and keeps it. */
  add(entry: TraceInput): number {
    const seq = this.before + this.entries.length + 1;
    const e = entry as unknown as TraceEntry;
    e.seq = seq;
    this.entries.push(e);
    return seq;
  }
}
