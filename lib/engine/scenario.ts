/**
 * Scenarios: a board, scripted actions with their choices, and the expected outcome.
 * `step` is a pure function (state, action, choices) → new state + trace entries;
 * `runScenario` folds it over the actions and checks the expectations.
 */
import { runAction, describeAction, type Action } from "./actions";
import { boardView, describeBoard } from "./board";
import { ChoiceSource } from "./choices";
import { DEFAULT_LIMITS, type Ctx, type HandlerRegistry, type Limits } from "./context";
import type { CardDefs } from "./defs";
import { execSteps } from "./effects";
import { stateBasedChecks } from "./statics3-rules";
import { resolvePending } from "./triggers";
import { rulesProfile, type RulesVersion } from "./rules-profile";
import { canPerformSteps } from "./steps";
import { CHOICE_ERROR_CODES, EngineError, type EngineErrorInfo } from "./errors";
import { BUILTIN_HANDLERS } from "./handlers";
import { cloneState, emptyZones, locate } from "./state";
import type { AnsweredPrompt, ScriptedChoice } from "./prompts";
import { Trace, type TraceEntry } from "./trace";
import { type CardInstance, type GameState, type PlayerId, type ZoneName } from "./types";
import { PLAYERS, ZONES } from "./zones";
import { checkOutcome, type Expectations, type Mismatch } from "./outcome";
import { FORBIDDEN_CORE } from "./cores";

export interface CardSpec {
  id: string;
  /** Catalogue id. */
  card: string;
  tapped?: boolean;
  faceDown?: boolean;
  /** Cards under this one (battle zone only), bottom first. */
  under?: CardSpec[];
  /** Shield Force: the id of one of the owner's shields. */
  shieldForce?: string;
  /** EX Life: the id of the owner's shield linked to this creature (its "EX Life shield"). */
  exLife?: string;
  /** A Cross Gear: the id of the owner's battle-zone creature it is crossed with. */
  crossedTo?: string;
  /** Turn the card entered the battle zone (defaults to the turn before the scenario's turn). */
  enteredTurn?: number;
  /** Orega Auras attached to this creature (battle zone only), first attached first (310.6). */
  auras?: CardSpec[];
  /** Seals on this card (battle zone only), first put first (116.1). */
  seals?: CardSpec[];
  /** Gods linked with this one into one creature (God Link, 804; battle zone only). */
  linked?: CardSpec[];
  /** A Dragheart Weapon: the id of the owner's battle-zone creature it is equipped to (305.2). */
  equippedTo?: string;
  /**
   * Psychic Super Creature (806.1): `card` is the super creature, `side` the psychic creature side of the card that
   * stands for it, and `cells` its other cells, each given by its own psychic creature side (battle zone only).
   */
  side?: string;
  cells?: CardSpec[];
  /** Forbidden cores (309) of a Final Forbidden Field or Creature (battle zone only): cards of `card: forbidden-core`. */
  cores?: CardSpec[];
}

export interface SetupSpec {
  turn: { number: number; active: PlayerId };
  seed: number;
  players: Record<PlayerId, Partial<Record<ZoneName, CardSpec[]>>>;
}

export interface ScenarioStep {
  action: Action;
  choices: ScriptedChoice[];
}

export interface ScenarioMeta {
  id: string;
  title: { en: string; ja?: string };
  rules: string[];
  source: string;
  notes?: string;
  /** The outcome is uncertain (sources not retrieved or contradictory); `notes` says why. */
  verified?: "unverified";
  /** The rules version the scenario follows (rebuilding, clause numbers...); default: the latest (Ver. 1.48). */
  rulesVersion?: RulesVersion;
}

export interface Scenario {
  meta: ScenarioMeta;
  setup: SetupSpec;
  steps: ScenarioStep[];
  expect: Expectations | null;
}

export interface RunOptions {
  /** Answers that replace the scripted ones, by prompt id ("s2.p0"). */
  overrides?: Record<string, ScriptedChoice>;
  limits?: Partial<Limits>;
  handlers?: HandlerRegistry;
  /** Board snapshots: in every step-end entry (true, the default), none (false), or also after every event that happens ("events", for step-through views). */
  boards?: boolean | "events";
}

export interface RunResult {
  ok: boolean;
  scenario: string;
  trace: TraceEntry[];
  initialState: GameState | null;
  finalState: GameState | null;
  outcomeMismatches: Mismatch[];
  error: EngineErrorInfo | null;
  /** Every prompt asked, with its id, options and answer (addressable for overrides). */
  prompts: AnsweredPrompt[];
}

// ---------------------------------------------------------------------------------------------

const PARTS_OF_BATTLE_CARDS = ["auras", "seals", "linked"] as const;

export function buildState(setup: SetupSpec, defs: CardDefs): GameState {
  const cards: Record<string, CardInstance> = {};
  const players = { A: { zones: emptyZones() }, B: { zones: emptyZones() } };
  const bad = (msg: string): never => {
    throw new EngineError("E_BAD_STATE", `setup: ${msg}`, null);
  };
  const add = (spec: CardSpec, owner: PlayerId, zone: ZoneName): string => {
    if (Object.hasOwn(cards, spec.id)) bad(`card id "${spec.id}" is used twice`); // an id may be "constructor"
    if (!defs[spec.card]) throw new EngineError("E_UNKNOWN_CARD", `setup: no definition for card "${spec.card}" (instance ${spec.id})`, null);
    if (spec.under && zone !== "battle") bad(`${spec.id}: only cards in the battle zone can have cards under them`);
    if (zone !== "battle") for (const k of PARTS_OF_BATTLE_CARDS) if (spec[k]) bad(`${spec.id}: only cards in the battle zone can have ${k}`);
    const inst: CardInstance = {
      id: spec.id,
      card: spec.card,
      owner,
      controller: owner,
      tapped: spec.tapped ?? false,
      faceDown: spec.faceDown ?? zone === "shields",
      enteredBattleTurn: zone === "battle" ? (spec.enteredTurn ?? setup.turn.number - 1) : null,
      under: [],
      shieldForce: null,
      exLife: null,
      evolutionIgnored: false,
      auras: [],
      seals: [],
      linked: [],
    };
    cards[spec.id] = inst;
    const part = (u: CardSpec, what: string): string => {
      if ((u.under && u.under.length > 0) || u.auras || u.seals || u.linked || u.cells || u.cores) bad(`${u.id}: a card ${what} ${spec.id} cannot have cards under it, auras, seals or links of its own (declare them on ${spec.id})`);
      if (u.shieldForce !== undefined) bad(`${u.id}: a card ${what} another card has no Shield Force link`);
      const id = add(u, owner, "battle");
      cards[id].tapped = false;
      return id;
    };
    if (spec.under) inst.under = spec.under.map((u) => part(u, "under"));
    if (spec.auras) inst.auras = spec.auras.map((u) => part(u, "attached to"));
    if (spec.linked) inst.linked = spec.linked.map((u) => part(u, "linked with"));
    if (spec.cells || spec.side !== undefined) {
      if (zone !== "battle") bad(`${spec.id}: only a super creature in the battle zone has cells`);
      if (!spec.cells || spec.cells.length === 0 || spec.side === undefined) bad(`${spec.id}: a super creature needs \`side\` and at least one other cell (806.1)`);
      if (!defs[spec.side!]) throw new EngineError("E_UNKNOWN_CARD", `setup: no definition for card "${spec.side}" (side of ${spec.id})`, null);
      inst.cellSide = spec.side;
      inst.cells = spec.cells!.map((u) => {
        if (u.cells || u.side !== undefined) bad(`${u.id}: a cell of ${spec.id} cannot have cells of its own`);
        const id = part(u, "a cell of");
        // every cell shows the super creature's face; it keeps its own psychic side for Link Release (806.1b)
        cards[id].cellSide = cards[id].card;
        cards[id].card = spec.card;
        return id;
      });
    }
    if (spec.cores) {
      if (zone !== "battle") bad(`${spec.id}: only a card in the battle zone has forbidden cores (309.1)`);
      if (!defs[spec.card].type.includes("Final Forbidden")) bad(`${spec.id}: only a Final Forbidden Field or Creature has forbidden cores (309.1)`);
      inst.cores = spec.cores.map((u) => {
        if (u.card !== FORBIDDEN_CORE) bad(`${u.id}: a forbidden core is a card "${FORBIDDEN_CORE}", not "${u.card}" (309.1)`);
        return part(u, "a forbidden core of");
      });
    }
    if (spec.seals) inst.seals = spec.seals.map((u) => {
      const id = part(u, "sealing");
      cards[id].faceDown = true;
      cards[id].enteredBattleTurn = null;
      return id;
    });
    return spec.id;
  };
  for (const p of PLAYERS) {
    const given = setup.players[p];
    for (const zone of ZONES) {
      const specs = given[zone];
      if (!specs) continue;
      for (const spec of specs) players[p].zones[zone].push(add(spec, p, zone));
    }
  }
  for (const p of PLAYERS) {
    for (const spec of setup.players[p].battle ?? []) {
      if (spec.crossedTo !== undefined) {
        if (!players[p].zones.battle.includes(spec.crossedTo) || spec.crossedTo === spec.id) bad(`${spec.id}: crossedTo "${spec.crossedTo}" is not another of player ${p}'s battle-zone cards`);
        cards[spec.id].crossedTo = spec.crossedTo;
      }
      if (spec.equippedTo !== undefined) {
        if (!players[p].zones.battle.includes(spec.equippedTo) || spec.equippedTo === spec.id) bad(`${spec.id}: equippedTo "${spec.equippedTo}" is not another of player ${p}'s battle-zone cards`);
        cards[spec.id].equippedTo = spec.equippedTo;
      }
      if (spec.exLife !== undefined) {
        if (!players[p].zones.shields.includes(spec.exLife)) bad(`${spec.id}: exLife "${spec.exLife}" is not one of player ${p}'s shields`);
        cards[spec.id].exLife = spec.exLife;
      }
      if (spec.shieldForce !== undefined) {
        if (!players[p].zones.shields.includes(spec.shieldForce)) bad(`${spec.id}: shieldForce "${spec.shieldForce}" is not one of player ${p}'s shields`);
        cards[spec.id].shieldForce = spec.shieldForce;
      }
    }
  }
  return {
    turn: { number: setup.turn.number, active: setup.turn.active },
    players,
    cards,
    effects: [],
    rng: setup.seed | 0,
    nextEffect: 1,
    drawn: { A: 0, B: 0 },
    summoned: { A: 0, B: 0 },
    extraTurns: { A: 0, B: 0 },
    // the fields a game adds, present from the start (one object shape; JSON output omits undefined)
    attackedThisTurn: undefined,
    tappedThisTurn: undefined,
    wonThisTurn: undefined,
    d2Superseded: undefined,
    thisTurn: undefined,
    lost: null,
    oncePerTurn: {},
    lastUse: undefined,
    delayed: undefined,
    turnLog: undefined,
  };
}

export interface StepInput {
  defs: CardDefs;
  stepIndex: number;
  choices: ScriptedChoice[];
  overrides?: Record<string, ScriptedChoice>;
  /** First seq number to use (continues a trace). */
  seqStart?: number;
  limits?: Partial<Limits>;
  handlers?: HandlerRegistry;
  boards?: boolean | "events";
  initialFaces?: Record<string, string>;
  /** Events proposed by the run's earlier steps (counted against limits.maxRunEvents). */
  eventsBefore?: number;
  /** The rules version the run follows (default: the latest). */
  rulesVersion?: RulesVersion;
}

export interface StepResult {
  state: GameState;
  entries: TraceEntry[];
  prompts: AnsweredPrompt[];
  error: EngineErrorInfo | null;
  /** Events proposed in this step. */
  events: number;
}

/** One step: a pure function of (state, action, choices). The input state is never modified. */
export function step(state: GameState, action: Action, input: StepInput): StepResult {
  const s = cloneState(state);
  const offset = (input.seqStart ?? 1) - 1;
  const trace = new Trace(offset);
  const choices = new ChoiceSource(input.overrides ?? {});
  const label = describeAction(action);
  const ctx: Ctx = {
    s,
    defs: input.defs,
    step: input.stepIndex,
    stepLabel: label,
    trace,
    choices,
    limits: input.limits === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, ...input.limits },
    events: 0,
    eventsBefore: input.eventsBefore ?? 0,
    depth: 0,
    pending: [],
    handlers: input.handlers === undefined ? BUILTIN_HANDLERS : { ...BUILTIN_HANDLERS, ...input.handlers },
    exec: execSteps,
    canPerform: canPerformSteps,
    stateBased: stateBasedChecks,
    rules: rulesProfile(input.rulesVersion),
    using: [],
    // every optional field present from the start: one object shape for every step's context (the engine reads it
    // everywhere; fields added later in varying order would make each read site see many shapes)
    eventBoards: input.boards === "events" ? (input.initialFaces ?? {}) : undefined,
    castFrom: undefined,
    unlinked: undefined,
    attacking: undefined,
    battling: undefined,
    attackUses: undefined,
    shieldTriggerCasting: undefined,
    batchCards: undefined,
  };
  choices.beginStep(input.stepIndex, label, input.choices);
  let error: EngineErrorInfo | null = null;
  try {
    const seq = trace.add({
      seq: 0,
      parent: null,
      step: input.stepIndex,
      kind: "action",
      automatic: false,
      clauses: [],
      narration: { en: `Action ${input.stepIndex + 1}: ${label}`, ja: `アクション${input.stepIndex + 1}: ${label}` },
    });
    runAction(ctx, action, seq);
    // what the action left: a creature at power 0 or less is destroyed (703.4c), a superseded D2 Field is put into the
    // graveyard (703.4l), and what that triggers resolves
    while (stateBasedChecks(ctx, seq)) resolvePending(ctx);
    choices.endStep();
    trace.add({
      seq: 0,
      parent: seq,
      step: input.stepIndex,
      kind: "step-end",
      automatic: true,
      clauses: [],
      narration: { en: `Board after step ${input.stepIndex}` },
      ...(input.boards === false ? {} : { board: boardView(s, input.initialFaces ?? {}, input.defs) }),
    });
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    error = e.info();
    if (CHOICE_ERROR_CODES.includes(e.code)) {
      // where the script and the game parted ways: the board at that point (errors only; no cost per event)
      const board = boardView(s, input.initialFaces ?? {}, input.defs);
      error.board = board;
      if (e.notOffered) error.message += `. Board at that point: ${describeBoard(board)}`;
    }
  }
  return { state: s, entries: trace.entries, prompts: choices.answered, error, events: ctx.events };
}

/** Run a whole scenario. Never throws for rules problems: they come back as `error`. */
export function runScenario(scenario: Scenario, defs: CardDefs, options: RunOptions = {}): RunResult {
  const result: RunResult = {
    ok: false,
    scenario: scenario.meta.id,
    trace: [],
    initialState: null,
    finalState: null,
    outcomeMismatches: [],
    error: null,
    prompts: [],
  };
  let state: GameState;
  try {
    state = buildState(scenario.setup, defs);
  } catch (e) {
    if (e instanceof EngineError) {
      result.error = e.info();
      return result;
    }
    throw e;
  }
  result.initialState = state;
  const limits = options.limits === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, ...options.limits };
  if (scenario.steps.length > limits.maxSteps) {
    result.error = new EngineError("E_STEP_LIMIT", `scenario has ${scenario.steps.length} steps; the limit is ${limits.maxSteps}`, limits.maxSteps).info();
    return result;
  }
  const initialFaces: Record<string, string> = {};
  for (const id in state.cards) initialFaces[id] = state.cards[id].card;
  let events = 0;
  for (let i = 0; i < scenario.steps.length; i++) {
    const st = scenario.steps[i];
    const r = step(state, st.action, {
      defs,
      stepIndex: i,
      choices: st.choices,
      overrides: options.overrides,
      seqStart: result.trace.length + 1,
      limits: options.limits,
      handlers: options.handlers,
      boards: options.boards,
      initialFaces,
      eventsBefore: events,
      rulesVersion: scenario.meta.rulesVersion,
    });
    events += r.events;
    for (const e of r.entries) result.trace.push(e);
    for (const p of r.prompts) result.prompts.push(p);
    state = r.state;
    if (r.error) {
      result.error = r.error;
      result.finalState = state;
      return result;
    }
  }
  result.finalState = state;
  result.outcomeMismatches = scenario.expect ? checkOutcome(scenario.expect, state, result.trace, defs) : [];
  result.ok = result.outcomeMismatches.length === 0;
  return result;
}

/** Where each card is: "A.hand", "B.battle", "A.battle/under:x". Used by tests and expectations. */
export function whereIs(state: GameState, id: string): string | null {
  const loc = locate(state, id);
  if (!loc) return null;
  return `${loc.player}.${loc.zone}${loc.under ? `/under:${loc.under}` : ""}`;
}
