/**
 * Shinpan rules engine — public API. Pure TypeScript: no Node, React, Next or Prisma imports,
 * so it runs in the browser for the step-through pages.
 */
export { runScenario, step, buildState, whereIs } from "./scenario";
export type { Scenario, ScenarioMeta, ScenarioStep, SetupSpec, CardSpec, RunOptions, RunResult, StepInput, StepResult } from "./scenario";
export type { Action, DuringAttack, SummonZone } from "./actions";
export { describeAction, SUMMON_ZONES } from "./actions";
export type { Prompt, PromptKind, ScriptedChoice, Answer, AnsweredPrompt } from "./prompts";
export { PROMPT_KINDS } from "./prompts";
export type { TraceEntry, TraceKind, CandidateView, TriggerView, ChoiceView, Narration, RebuildView, RebuildRemoval, NotTriggeredView } from "./trace";
export type { Expectations, Mismatch, TriggerExpect, ReplacementExpect, RebuildExpect } from "./outcome";
export { checkOutcome } from "./outcome";
export { EngineError, ERROR_CODES, CHOICE_ERROR_CODES } from "./errors";
export type { EngineErrorCode, EngineErrorInfo } from "./errors";
export type {
  CardDef,
  CardDefs,
  Abilities,
  ReplacementDef,
  TriggerDef,
  StaticDef,
  StaticKind,
  EnterDef,
  EffectStep,
  Target,
  ChooseSpec,
  CardFilter,
  Condition,
  ConditionKind,
  PerCard,
  WatchPattern,
  WatchedEvent,
  Subject,
  TriggerEvent,
  StepKind,
} from "./defs";
export { emptyAbilities, TRIGGER_EVENTS, WATCHED_EVENTS, SUBJECTS, ENTER_KINDS } from "./defs";
export type { Handler, HandlerRegistry, HandlerApi } from "./context";
export { BUILTIN_HANDLERS } from "./handlers";
export type { Limits } from "./context";
export { DEFAULT_LIMITS } from "./context";
export type { Location } from "./state";
export { locate } from "./state";
export { boardView, describeBoard } from "./board";
export { isDestruction, isDiscard } from "./events";
export * from "./types";
export { RULES_VERSIONS, RULES_PROFILES, rulesProfile } from "./rules-profile";
export type { RulesVersion, RulesProfile } from "./rules-profile";
export { isStarEvolutionDef, STAR_EVOLUTION } from "./rule-abilities";
export { formatTrace } from "./format";
export { FORBIDDEN_CORE, FORBIDDEN_CORE_DEF } from "./cores";
export type { Standing, RebuildPlan } from "./stack";
export { planRebuild, standingOf, REVISION_2021, REVISION_2022 } from "./stack";
export { isSummoningSick, isEvolutionDef, isCreatureDef } from "./query";
