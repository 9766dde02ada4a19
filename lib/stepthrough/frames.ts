/**
 * The step-through's view model: an engine run cut into frames a reader steps through.
 * Presentation only: it groups trace entries and compares board snapshots the engine produced;
 * it decides nothing about the game.
 *
 * A frame starts at each action, at each event proposed by an action or an effect (a substitute
 * event stays in the frame of the event it replaced), and at each triggered ability resolving.
 */
import { boardView, type AnsweredPrompt, type BoardView, type CardDefs, type PlayerId, type RunResult, type TraceEntry, type ZoneName } from "@/lib/engine";
import { displayNames, humanizer, type CardInfo, type Names, type StartPlace } from "./words";

export type { CardInfo, Names } from "./words";

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


export interface StepThrough {
  frames: Frame[];
  /** what each card instance is called on the page, in English and Japanese (disambiguated, never an id) */
  names: Names;
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
  for (const [kind, group] of [["aura", b.auras], ["seal", b.seals], ["link", b.linked], ["cell", b.cells], ["core", b.cores]] as const) {
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

/**
 * Cut the trace into frames, in order. A frame starts at an action, at an event proposed (not a replacement's
 * substitute, which stays with the event it replaced) and at a triggered ability resolving. Every other entry joins
 * the frame of its parent: simultaneous events — proposed together, checked, then happening one by one — each keep
 * what happened to them in their own frame. A later part of an action or of a resolving ability (its next choice,
 * an "if you do") starts a frame of its own, so steps stay in the order things happened.
 */
function groupFrames(trace: TraceEntry[]): TraceEntry[][] {
  const byseq = new Map(trace.map((e) => [e.seq, e]));
  const frames: TraceEntry[][] = [];
  const frameOf = new Map<number, TraceEntry[]>();
  // a frame that continues an action or a resolving ability after other frames: the frame it continues
  const continues = new Map<TraceEntry[], TraceEntry[]>();
  for (const e of trace) {
    let frame: TraceEntry[] | undefined;
    const last = frames[frames.length - 1];
    if (e.kind === "step-end") frame = last;
    else if (!startsFrame(e, byseq)) {
      const ancestor = e.parent !== null ? frameOf.get(e.parent) : undefined;
      if (ancestor === undefined || ancestor === last || ancestor[0].kind === "event-proposed") frame = ancestor ?? last;
      // a later part of an action or of a resolving ability (its next choice, "if you do"): a step of its own, in order,
      // unless the step just before already is one
      else if (last && continues.get(last) === ancestor) frame = last;
      else {
        frame = [];
        frames.push(frame);
        continues.set(frame, ancestor);
      }
    }
    if (frame === undefined) {
      frame = [];
      frames.push(frame);
    }
    frame.push(e);
    frameOf.set(e.seq, frame);
  }
  return frames;
}

/**
 * The headline of a frame: what the step did. For an event: what happened to it — it happened, it was replaced (and
 * what happened instead), it was prevented — not only that it "would" happen, so the text never lags behind the board.
 */
function headlineOf(entries: TraceEntry[]): { en: string; ja?: string } {
  const head = entries[0];
  if (head.kind !== "event-proposed") return head.narration;
  const own = (e: TraceEntry) => e.parent === head.seq;
  const happened = entries.find((e) => e.kind === "event-happened" && own(e));
  if (happened) return happened.narration;
  const replaced = entries.find((e) => e.kind === "event-replaced" && own(e));
  if (replaced) {
    const instead = entries.find((e) => e.kind === "event-happened" && e.seq > replaced.seq);
    return {
      en: `${head.narration.en} — instead: ${instead ? instead.narration.en : replaced.narration.en.replace(/^Instead: /, "")}`,
      ...(head.narration.ja ? { ja: `${head.narration.ja} — かわりに: ${instead?.narration.ja ?? replaced.narration.ja ?? ""}` } : {}),
    };
  }
  const stopped = entries.find((e) => (e.kind === "event-prevented" || e.kind === "event-impossible") && own(e));
  if (stopped) return { en: `${head.narration.en} — it does not happen: ${stopped.narration.en}`, ...(head.narration.ja ? { ja: `${head.narration.ja} — 起こらない` } : {}) };
  return head.narration;
}

export function buildStepThrough(run: RunResult, defs: CardDefs): StepThrough {
  const groups = groupFrames(run.trace);
  const instances: Record<string, string> = {};
  for (const [id, c] of Object.entries(run.initialState?.cards ?? {})) instances[id] = c.card;
  const initial = run.initialState ? boardView(run.initialState, instances) : null;

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
  // a psychic cell (806.1) shows the super creature's face; it is named by its own psychic side, which tells the cells apart
  const named: Record<string, string> = { ...instances };
  for (const [id, c] of Object.entries(run.initialState?.cards ?? {})) if (c.cellSide !== undefined && cards[c.cellSide]) named[id] = c.cellSide;
  const names = displayNames(named, cards, startPlaces(run));
  const say = { en: humanizer(names, cards, instances, "en", cellNames(run, cards, "en")), ja: humanizer(names, cards, instances, "ja", cellNames(run, cards, "ja")) };
  const words = (n: { en: string; ja?: string }) => ({ en: say.en(n.en), ...(n.ja !== undefined ? { ja: say.ja(n.ja) } : {}) });

  const frames: Frame[] = [];
  let previous = initial;
  for (const group of groups) {
    // the newest board the engine recorded among this frame's entries (boards: "events" records one after every event)
    const own = [...group].reverse().find((e) => e.board)?.board;
    const board = own ?? previous ?? emptyBoard();
    const entries = group.map((e) => ({
      ...e,
      narration: words(e.narration),
      ...(e.candidates ? { candidates: e.candidates.map((c) => ({ ...c, why: say.en(c.why) })) } : {}),
      ...(e.choice ? { choice: { ...e.choice, text: say.en(e.choice.text) } } : {}),
    }));
    frames.push({
      index: frames.length,
      step: group[0].step,
      headline: words(headlineOf(group)),
      entries,
      board,
      changed: changedBetween(previous, board),
    });
    previous = board;
  }
  return { frames, initial, instances, cards, names, prompts: run.prompts, ok: run.ok, error: run.error, mismatches: run.outcomeMismatches };
}

/**
 * The ways the engine names a psychic cell (806.1; context.ts nameOf) — "Super [cell: side]", "Super [cells: ...]" — and
 * its side's name once flipped: all are collapsed to the cell's display name.
 */
function cellNames(run: RunResult, cards: Record<string, CardInfo>, lang: "en" | "ja"): Record<string, string[]> {
  const s = run.initialState;
  const out: Record<string, string[]> = {};
  if (!s) return out;
  const nm = (card: string | undefined) => (card === undefined ? undefined : lang === "ja" ? (cards[card]?.nameJa ?? cards[card]?.name) : cards[card]?.name);
  for (const [id, c] of Object.entries(s.cards)) {
    if (c.cellSide === undefined) continue;
    const sup = nm(c.card);
    const side = nm(c.cellSide);
    if (!sup || !side) continue;
    const list = [side];
    if (lang === "en") {
      list.push(`${sup} [cell: ${side}]`);
      if (c.cells && c.cells.length > 0) list.push(`${sup} [cells: ${[id, ...c.cells].map((x) => nm(s.cards[x]?.cellSide) ?? x).join(", ")}]`);
    } else {
      list.push(`${sup}［セル: ${side}］`);
    }
    out[id] = list;
  }
  return out;
}

/** Where each card starts (player, zone; cards under, on or linked with a card count as in its zone), in setup order. */
function startPlaces(run: RunResult): StartPlace[] {
  const s = run.initialState;
  if (!s) return [];
  const out: StartPlace[] = [];
  for (const p of PLAYERS) {
    for (const [zone, ids] of Object.entries(s.players[p].zones)) {
      for (const id of ids) {
        out.push({ id, player: p, zone });
        const c = s.cards[id];
        for (const x of [...c.under, ...c.auras, ...c.linked, ...(c.cells ?? []), ...(c.cores ?? []), ...c.seals]) out.push({ id: x, player: p, zone: `${zone}/${id}` });
      }
    }
  }
  return out;
}

function emptyBoard(): BoardView {
  return { turn: 0, active: "A", A: {}, B: {}, tapped: [] };
}

