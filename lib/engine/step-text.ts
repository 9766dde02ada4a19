/**
 * Narration of effect steps (the words of a "you may ..." prompt and of the trace), kept apart from the
 * mechanics (steps.ts). One entry per step kind: the compiler refuses a kind without its words.
 */
import type { CardFilter, Count, EffectStep, StepKind, Target } from "./defs";

/** What the engine's built-in handlers (handlers.ts) do, in the words of the step text. */
const HANDLER_TEXT: Record<string, string> = {
  "dragon-soul-evade": "return one of its dragheart cells to the hyperspatial zone and flip the rest instead (Dragon Soul Evade, 808.1b)",
  "win-game": "win the game (104.2c)",
  "lose-game": "lose the game (104.2c)",
  "draw-until": "draw cards until the hand holds the number said",
  "turn-player-draw": "the turn player may draw a card (and then discard one)",
  "mana-count-to-mana": "put as many cards from the top of the deck into the mana zone as the mana zone holds",
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
  "put-on-deck": (s) => `put ${targetText(s.target)} on the ${s.positionChosenBy ? `top or bottom (its ${s.positionChosenBy} chooses)` : s.position} of its owner's deck`,
  "look-at-top": (s) => `look at the top ${s.count} card(s) of the deck and choose ${s.choose.count}`,
  "choose-one": (s) => `choose ${s.count ?? 1}: ${s.modes.map((m) => m.text).join(" / ")}`,
  "to-abyss": onTarget("send to the abyss"),
  "to-hyperspatial": onTarget("return to the hyperspatial zone"),
  seal: (s) => `put ${s.count ?? 1} seal(s) on ${targetText(s.target)}`,
  shieldify: (s) => (s.onShield ? `put ${targetText(s.target)} on top of one of your shields${s.faceUp ? " face up" : ""}` : `put ${targetText(s.target)} into the shield zone as a new ${s.faceUp ? "face-up " : ""}shield`),
  "gr-summon": (s) => `GR summon${(s.count ?? 1) > 1 ? ` ${s.count} times` : ""}`,
  "extra-turn": () => "take an extra turn",
  "player-limit": (s) => `player limit: ${s.text}`,
  "gachinko-judge": () => "play Gachinko Judge; if you win, go on",
  "psychic-link": (s) => `flip this creature and your ${s.with.join(" and ")} and link them into one Psychic Super Creature (Psychic Link, 805.1c)`,
  "cores-under": (s) => `put ${s.count} of its forbidden cores under this card (309.6)`,
  "reveal-until-put": (s) => `reveal cards from the top of the deck until a ${describeFilter(s.filter)} card; put it into the battle zone, the rest on the bottom of the deck in a random order`,
  "cast-spell-side": (s) => `cast this card's spell side for no cost${s.from.length === 1 && s.from[0] === "battle" ? " (it stays in the battle zone)" : ` from the ${s.from.join(", ")} zone`}`,
  "evolve-self-onto": (s) => `put this creature from the ${s.from.join(", ")} zone onto ${targetText(s.onto)}`,
  "cast-self": (s) => `cast this spell for no cost from the ${s.from.join(", ")} zone`,
  "discard-event-card": () => "discard that card",
  "chosen-player": () => "choose a player; that player does the rest",
  declare: (s) => `choose a ${s.what}${s.atMost !== undefined ? ` from ${s.atLeast ?? 0} to ${s.atMost}` : ""}`,
  "summon-self": (s) => `summon this creature for no cost from the ${s.from.join(", ")} zone`,
  "at-end-of-turn": (s) => `at the end of this turn: ${s.text}`,
  "at-start-of-your-next-turn": (s) => `at the start of your next turn: ${s.text}`,
  "after-cast-instead": (s) => s.text,
  "cast-spell": (s) => `cast ${s.upTo ? "up to " : ""}${s.count ?? 1} ${s.filter ? `${describeFilter(s.filter)} ` : ""}spell(s) from the ${s.player === "opponent" ? "opponent's " : ""}${s.from.join(" or ")} zone for no cost${s.afterCastText ? ` (${s.afterCastText})` : ""}`,
  choose: (s) => `choose ${targetText(s.target)}`,
  if: () => "if the condition holds, go on",
  battle: () => "have the two creatures battle",
  "put-into-hand": (s) => (s.break ? "break the shield(s)" : `put ${targetText(s.target)} into the hand`),
  "if-count": (s) => `if the count is ${s.atLeast !== undefined ? `${s.atLeast} or more` : `${s.atMost} or less`}, go on`,
  "rock-paper-scissors": (s) => `play Rock-Paper-Scissors; if you win, go on${s.lose ? " (if you lose, the other branch)" : ""}`,
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
  if (f.civilizationNot) parts.push(f.civilizationNot === "zero" ? "non-colorless" : `non-${f.civilizationNot}`);
  if (f.raceExcludes) parts.push(`non-${f.raceExcludes.join("/non-")}`);
  if (f.multicolored !== undefined) parts.push(f.multicolored ? "multicolored" : "non-multicolored");
  if (f.tapped !== undefined) parts.push(f.tapped ? "tapped" : "untapped");
  if (f.costAtMost !== undefined) parts.push(`cost ${f.costAtMost} or less`);
  if (f.costAtLeast !== undefined) parts.push(`cost ${f.costAtLeast} or more`);
  if (f.powerAtMost !== undefined) parts.push(`power ${f.powerAtMost} or less`);
  if (f.powerAtLeast !== undefined) parts.push(`power ${f.powerAtLeast} or more`);
  if (f.nameIncludes !== undefined) parts.push(`"${f.nameIncludes}" in its name`);
  if (f.nameIs !== undefined) parts.push(`named "${f.nameIs}"`);
  if (f.enteredThisTurn !== undefined) parts.push(f.enteredThisTurn ? "put into the battle zone this turn" : "not put into the battle zone this turn");
  if (f.civilizationInZone !== undefined) parts.push(`of a civilization of a card in its owner's ${f.civilizationInZone} zone`);
  if (f.anyOf) parts.push(`(${f.anyOf.map(describeFilter).join(" or ")})`);
  if (f.declared !== undefined) parts.push(f.declared.as === "name" ? "that has the same name as the chosen card" : `of the chosen ${f.declared.as}`);
  return parts.join(" ") || "a match";
}

// ---------------------------------------------------------------------------------------------
// Narration of the rule processes of multi-card objects (cells.ts's Psychic Link, attack-continue.ts, cores.ts): the
// words only, in English and Japanese; the mechanics pass the names in.

export interface Words {
  en: string;
  ja: string;
}

/** 806.2a: a super creature of 3+ cards left while attacking and became several creatures; the attacking player chose one. */
export function attackContinuesText(superName: string, chosen: string, chosenJa: string, others: string[]): Words {
  return {
    en: `${superName} was attacking when it left the battle zone and became ${others.length + 1} creatures (Link Release). They are the same creature and keep every effect applied to it; the attacking player chooses one of them, ${chosen}, and it continues the attack (806.2a).${others.length > 0 ? ` ${others.join(" and ")} ${others.length > 1 ? "are" : "is"} not attacking.` : ""}`,
    ja: `攻撃中のサイキック・スーパー・クリーチャーがバトルゾーンを離れて複数のクリーチャーになったので、攻撃プレイヤーはそのうち1体(${chosenJa})を選び、攻撃を続行する (806.2a)`,
  };
}

/** 805.5, 806.2: one creature is left of an attacking super creature; being the same creature, it goes on attacking. */
export function attackGoesOnText(superName: string, left: string, leftJa: string): Words {
  return {
    en: `${superName} was attacking when it left the battle zone; Link Release left one creature, ${left}, which is the same creature (806.2): the attack goes on with it ("if an attacking psychic creature flips, the attack continues", 805.5).`,
    ja: `攻撃中のサイキック・スーパー・クリーチャーがリンク解除して残った${leftJa}は同一のクリーチャーとして扱うので、攻撃は続行される (805.5, 806.2)`,
  };
}

/** 805.1c: Psychic Link (覚醒リンク) flipped several psychic creatures at once and linked them into one super creature. */
export function psychicLinkText(superName: string, superNameJa: string, cells: string[], tapped: boolean): Words {
  return {
    en: `Psychic Link: ${cells.join(", ")} flip at the same time and link into one Psychic Super Creature, ${superName} (805.1c, 806.1). It is the same creature they were (805.5): ${tapped ? "one of them was tapped, so it is tapped; " : ""}the effects applied to each of them keep applying to it, and an awakened psychic creature is not affected by summoning sickness (805.6).`,
    ja: `覚醒リンク: ${cells.length}体のサイキック・クリーチャーを同時に裏返し、サイキック・スーパー・クリーチャー《${superNameJa}》にリンクさせる (805.1c, 806.1)。同一のクリーチャーとして扱い、適用されていた効果は適用され続ける (805.5)。覚醒したクリーチャーは召喚酔いの影響を受けない (805.6)`,
  };
}

/** Psychic Link did nothing: a psychic creature it names is not in its controller's battle zone. */
export function psychicLinkMissingText(source: string, missing: string[]): Words {
  return {
    en: `Psychic Link of ${source}: ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not in your battle zone, so the condition is not met: nothing flips and nothing links.`,
    ja: `覚醒リンク: 条件となるクリーチャー(${missing.join("、")})がバトルゾーンにないので、リンクしない`,
  };
}

/** 701.29a: Forbidden Big Bang (禁断爆発): the five cards of a Final Forbidden Field become one Final Forbidden Creature. */
export function bigBangText(field: string, creature: string, creatureJa: string, cores: string[]): Words {
  return {
    en: `Forbidden Big Bang: ${field} flips to its other side and its ${cores.length + 1} cards are reconstituted into one Final Forbidden Creature, ${creature}, with the forbidden cores ${cores.join(", ")} (701.29a, 309.1). It was not put into the battle zone: it was already there.`,
    ja: `禁断爆発: 最終禁断フィールドを裏返し、${cores.length + 1}枚のカードを1体の最終禁断クリーチャー《${creatureJa}》に再構成する (701.29a, 309.1)`,
  };
}

/** Cores put under their creature (309.6): they are cards under it now, no longer its forbidden cores. */
export function coresUnderText(creature: string, cores: string[], left: number): Words {
  return {
    en: `${cores.join(" and ")} ${cores.length > 1 ? "are" : "is"} put under ${creature} (309.6): no longer its forbidden cores but cards under it; it has ${left} forbidden core(s) left.`,
    ja: `禁断コア${cores.length}枚をクリーチャーの下に置く (309.6)。残りの禁断コアは${left}枚`,
  };
}

/** 309.7: a forbidden core left alone in the battle zone is put into the graveyard at once. */
export function coreAloneText(core: string): Words {
  return {
    en: `${core} is a forbidden core left alone in the battle zone; a core can't exist there on its own: it is put into its owner's graveyard at once (309.7; a rule process, not an event).`,
    ja: `禁断コアは単独でバトルゾーンに存在できないので、即座に墓地に置かれる (309.7)`,
  };
}
