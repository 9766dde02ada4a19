/**
 * The step-through's view model: an engine run cut into frames a reader steps through.
 * Presentation only: it groups trace entries and compares board snapshots the engine produced;
 * it decides nothing about the game.
 *
 * A frame starts at each action, at each event proposed by an action or an effect (a substitute
 * event stays in the frame of the event it replaced), and at each triggered ability resolving.
 */
import { boardView, type AnsweredPrompt, type BoardView, type CardDefs, type PlayerId, type RunResult, type TraceEntry, type ZoneName } from "@/lib/engine";

export interface Frame {
  index: number;
  /** the scenario action (0-based) the frame belongs to */
  step: number;
  headline: { en: string; ja?: string };
  entries: TraceEntry[];
  /** the board after this frame */
  board: BoardView;
  /** card instances whose zone, position in a stack, tapped state or face changed in this frame */
  changed: string[];
}

export interface CardInfo {
  /** catalogue id */
  card: string;
  name: string;
  nameJa: string | null;
  type: string;
  power: number | null;
  cost: number | null;
  civilizations: string[];
  text: string;
}

export interface StepThrough {
  frames: Frame[];
  /** the board before anything happened */
  initial: BoardView | null;
  /** instance id → the catalogue card shown for it at the start */
  instances: Record<string, string>;
  /** catalogue id → display data, for every card the scenario uses */
  cards: Record<string, CardInfo>;
  prompts: AnsweredPrompt[];
  ok: boolean;
  error: RunResult["error"];
  mismatches: RunResult["outcomeMismatches"];
}

const PLAYERS: PlayerId[] = ["A", "B"];

function startsFrame(e: TraceEntry, byseq: Map<number, TraceEntry>): boolean {
  if (e.kind === "action" || e.kind === "trigger-resolving") return true;
  if (e.kind !== "event-proposed") return false;
  const parent = e.parent !== null ? byseq.get(e.parent) : undefined;
  // a substitute event belongs to the frame of the replacement that produced it
  return !parent || (parent.kind !== "event-replaced" && parent.kind !== "entry-modifier" && parent.kind !== "self-replacement");
}

/** Where each card is, as comparable strings ("A.hand", "A.battle", "under:x"), plus tapped and face. */
function positions(b: BoardView): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of PLAYERS) {
    for (const [zone, ids] of Object.entries(b[p]) as [ZoneName, string[]][]) {
      ids.forEach((id) => out.set(id, `${p}.${zone}`));
    }
  }
  for (const [top, ids] of Object.entries(b.under ?? {})) ids.forEach((id, i) => out.set(id, `under:${top}:${i}`));
  for (const [kind, group] of [["aura", b.auras], ["seal", b.seals], ["link", b.linked]] as const) {
    for (const [on, ids] of Object.entries(group ?? {})) ids.forEach((id, i) => out.set(id, `${kind}:${on}:${i}`));
  }
  for (const [w, c] of Object.entries(b.equipped ?? {})) out.set(w, `${out.get(w) ?? ""}|equipped:${c}`);
  for (const id of b.faceUpShields ?? []) out.set(id, `${out.get(id) ?? ""}|face-up`);
  for (const id of b.tapped) out.set(id, `${out.get(id) ?? ""}|tapped`);
  for (const [id, face] of Object.entries(b.faces ?? {})) out.set(id, `${out.get(id) ?? ""}|face:${face}`);
  return out;
}

export function changedBetween(before: BoardView | null, after: BoardView): string[] {
  if (!before) return [];
  const a = positions(before);
  const b = positions(after);
  const ids = new Set([...a.keys(), ...b.keys()]);
  return [...ids].filter((id) => a.get(id) !== b.get(id)).sort();
}

export function buildStepThrough(run: RunResult, defs: CardDefs): StepThrough {
  const byseq = new Map(run.trace.map((e) => [e.seq, e]));
  const groups: TraceEntry[][] = [];
  for (const e of run.trace) {
    if (e.kind === "step-end") {
      if (groups.length > 0) groups[groups.length - 1].push(e);
      continue;
    }
    if (groups.length === 0 || startsFrame(e, byseq)) groups.push([]);
    groups[groups.length - 1].push(e);
  }

  const instances: Record<string, string> = {};
  for (const [id, c] of Object.entries(run.initialState?.cards ?? {})) instances[id] = c.card;
  const initial = run.initialState ? boardView(run.initialState, instances) : null;
  const frames: Frame[] = [];
  let previous = initial;
  for (const entries of groups) {
    // the newest board the engine recorded up to the end of this frame
    const own = [...entries].reverse().find((e) => e.board)?.board;
    const later = own ?? laterBoard(run.trace, entries[entries.length - 1].seq);
    const board = own ?? later ?? previous ?? emptyBoard();
    const head = entries[0];
    frames.push({
      index: frames.length,
      step: head.step,
      headline: head.narration,
      entries,
      board,
      changed: changedBetween(previous, board),
    });
    previous = board;
  }

  const cards: Record<string, CardInfo> = {};
  for (const d of Object.values(defs)) {
    cards[d.id] = {
      card: d.id,
      name: d.name,
      nameJa: d.nameJa,
      type: d.type,
      power: d.power,
      cost: d.cost,
      civilizations: d.civilizations,
      text: d.text,
    };
  }
  return { frames, initial, instances, cards, prompts: run.prompts, ok: run.ok, error: run.error, mismatches: run.outcomeMismatches };
}

function laterBoard(trace: TraceEntry[], afterSeq: number): BoardView | undefined {
  return trace.find((e) => e.seq > afterSeq && e.board)?.board;
}

function emptyBoard(): BoardView {
  return { turn: 0, active: "A", A: {}, B: {}, tapped: [] };
}

