/**
 * Narration of effect steps (the words of a "you may ..." prompt and of the trace), kept apart from the
 * mechanics (steps.ts). One entry per step kind: the compiler refuses a kind without its words.
 */
import type { CardFilter, Count, EffectStep, StepKind, Target } from "./defs";

/** What the engine's built-in handlers (handlers.ts) do, in the words of the step text. */
const HANDLER_TEXT: Record<string, string> = {
  "dragon-soul-evade": "return one of its dragheart cells to the hyperspatial zone and flip the rest instead (Dragon Soul Evade, 808.1b)",
};

type StepOf<K extends StepKind> = Extract<EffectStep, { do: K }>;

const targetText = (t: Target): string => ("self" in t ? "this creature" : "the card");
const onTarget = (verb: string) => (s: { target: Target }) => `${verb} ${targetText(s.target)}`;

export const STEP_TEXT: { [K in StepKind]: (step: StepOf<K>) => string } = {
  destroy: onTarget("destroy"),
  "return-to-hand": onTarget("return to the hand"),
  "put-into-mana": onTarget("put into the mana zone"),
  "put-into-battle": onTarget("put into the battle zone"),
  "to-graveyard": onTarget("put into the graveyard"),
  "shuffle-into-deck": onTarget("shuffle into the deck"),
  flip: onTarget("flip"),
  untap: onTarget("untap"),
  tap: onTarget("tap"),
  draw: (s) => `draw ${s.upTo ? "up to " : ""}${describeCount(s.count)} card(s)`,
  "deck-to-zone": (s) => `put the top ${s.count} card(s) of the deck into the ${s.to} zone`,
  discard: (s) => `discard ${s.count} card(s)`,
  "graveyard-to-deck-bottom": (s) => `put ${s.count} card(s) from the graveyard on the bottom of the deck`,
  "put-under": () => "put cards under an evolution creature",
  shuffle: () => "shuffle the deck",
  stay: () => "stay in the battle zone",
  "if-drawn": (s) => `if the drawn card is ${describeFilter(s.filter)}, go on`,
  grant: (s) => s.text,
  "replacement-effect": (s) => s.text,
  handler: (s) => HANDLER_TEXT[s.name] ?? s.name,
  "top-card-instead": () => "move only the top card instead",
  "under-cards-instead": () => "move the cards under it instead (the top card stays)",
  "ex-life-shield-to-graveyard": () => "put its EX Life shield into the graveyard",
  swap: () => "swap the two cards",
  "put-on-deck": (s) => `put ${targetText(s.target)} on the ${s.position} of its owner's deck`,
  "look-at-top": (s) => `look at the top ${s.count} card(s) of the deck and choose ${s.choose.count}`,
  "choose-one": (s) => `choose ${s.count ?? 1}: ${s.modes.map((m) => m.text).join(" / ")}`,
  "to-abyss": onTarget("send to the abyss"),
  "to-hyperspatial": onTarget("return to the hyperspatial zone"),
  seal: (s) => `put ${s.count ?? 1} seal(s) on ${targetText(s.target)}`,
  shieldify: (s) => (s.onShield ? `put ${targetText(s.target)} on top of one of your shields${s.faceUp ? " face up" : ""}` : `put ${targetText(s.target)} into the shield zone as a new ${s.faceUp ? "face-up " : ""}shield`),
  "gr-summon": (s) => `GR summon${(s.count ?? 1) > 1 ? ` ${s.count} times` : ""}`,
  "extra-turn": () => "take an extra turn",
  choose: (s) => `choose ${targetText(s.target)}`,
  if: () => "if the condition holds, go on",
  battle: () => "have the two creatures battle",
  "put-into-hand": (s) => (s.break ? "break the shield(s)" : `put ${targetText(s.target)} into the hand`),
  "if-count": (s) => `if the count is ${s.atLeast !== undefined ? `${s.atLeast} or more` : `${s.atMost} or less`}, go on`,
};

/** The words of a count ("2", "the number of cards put in this way"). */
export function describeCount(c: Count): string {
  if (typeof c === "number") return String(c);
  if ("counted" in c) return `the number of cards counted as "${c.counted}"`;
  if ("each" in c) return `the number of ${describeFilter(c.each.filter ?? {})} cards in ${c.each.whose === "yours" ? "your" : c.each.whose === "opponents" ? "your opponent's" : "each player's"} ${c.each.zone}`;
  return `the number of cards that make up the "${c.cardsOf}" creature`;
}

export function describeStep(step: EffectStep): string {
  return (STEP_TEXT[step.do] as (s: EffectStep) => string)(step);
}

export function describeFilter(f: CardFilter): string {
  const parts: string[] = [];
  if (f.civilization) parts.push(f.civilization);
  if (f.typeIncludes) parts.push(f.typeIncludes.toLowerCase());
  if (f.raceIncludes) parts.push(f.raceIncludes.join("/"));
  if (f.civilizationsAny) parts.push(f.civilizationsAny.join("/"));
  if (f.civilizationNot) parts.push(`non-${f.civilizationNot}`);
  if (f.raceExcludes) parts.push(`non-${f.raceExcludes.join("/non-")}`);
  if (f.multicolored !== undefined) parts.push(f.multicolored ? "multicolored" : "non-multicolored");
  if (f.tapped !== undefined) parts.push(f.tapped ? "tapped" : "untapped");
  if (f.costAtMost !== undefined) parts.push(`cost ${f.costAtMost} or less`);
  if (f.costAtLeast !== undefined) parts.push(`cost ${f.costAtLeast} or more`);
  if (f.powerAtMost !== undefined) parts.push(`power ${f.powerAtMost} or less`);
  if (f.powerAtLeast !== undefined) parts.push(`power ${f.powerAtLeast} or more`);
  if (f.nameIncludes !== undefined) parts.push(`"${f.nameIncludes}" in its name`);
  return parts.join(" ") || "a match";
}
