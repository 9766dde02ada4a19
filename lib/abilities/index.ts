/**
 * Card text → ability data (the engine's language). Pure TypeScript, no Node or framework imports: the
 * browser could run it too.
 */
export { compileCard, abilityLines, fullyModelled, isReplacementText, replacementsModelled } from "./compile";
export { COMPILER_VERSION } from "./types";
export type { CompiledCard, CompiledSentence, SentenceKind, SentenceStatus, CardText } from "./types";
export { TEMPLATES, TEMPLATE_NAMES, ENGINE_KEYWORDS } from "./templates";
export { normalise, parseEffects } from "./grammar";
export { describeWatch, describeSteps, describeTrigger } from "./describe";
