/**
 * A card's CardAbilities row (issue 14): its abilities as the engine reads them, compiled from its text by
 * lib/abilities, or from its hand-written content/abilities/<card>.yaml, which overrides the compiler for its card;
 * and the hash of what that depends on (`sourceHash`). Pure: run by the import and by the compile workers.
 */
import { createHash } from "node:crypto";
import { compileCard, COMPILER_VERSION, isReplacementText, type CompiledCard, type CompiledSentence } from "../abilities";
import { emptyAbilities, type Abilities } from "../engine";
import type { CardRecord } from "../files/cards-file";
import type { AbilityFile } from "../scenarios/schemas";

const hashOf = (value: unknown): string => createHash("sha256").update(JSON.stringify(value)).digest("hex");

export interface CardAbilitiesRow {
  origin: "compiled" | "hand-written";
  compilerVersion: number;
  sourceHash: string;
  abilities: Abilities;
  sentences: CompiledSentence[];
  replacementText: boolean;
  replacementsModelled: boolean;
  fullyModelled: boolean;
}

const loose = (s: string): string =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[“”"'’`]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Templates whose whole meaning is a keyword the engine acts on by itself (lib/engine/rule-abilities.ts). */
const RULE_KEYWORDS: Record<string, string> = { "reminder:charger": "charger", "reminder:ex-life": "ex-life", "reminder:star-evolution": "star-evolution", "reminder:dragon-evade": "dragon-evade" };

/** Texts quoted by a hand-written file, with the kind of ability that quotes them. */
function citedTexts(file: AbilityFile): { text: string; kind: CompiledSentence["kind"] }[] {
  const out: { text: string; kind: CompiledSentence["kind"] }[] = [];
  for (const r of file.replacements) out.push({ text: r.text, kind: "replacement" });
  for (const t of file.triggers) out.push({ text: t.text, kind: "trigger" });
  for (const s of file.statics) out.push({ text: s.text, kind: "static" });
  for (const e of file.onEnter) out.push({ text: e.text, kind: "static" });
  for (const t of file.spellText ?? []) out.push({ text: t, kind: "spell" });
  return out;
}

/**
 * A hand-written file overrides the compiled abilities. Its sentences: quoted by an ability of the file →
 * modelled (by hand); listed under notModelled → not modelled; a keyword the file declares → keyword; a spell
 * with spell steps → its effect lines are modelled; anything else the file leaves out is not modelled (the
 * engine runs the file's abilities, not the compiler's).
 */
export function handWritten(card: CardRecord, file: AbilityFile, compiled: CompiledCard): CompiledCard {
  const abilities: Abilities = {
    ...emptyAbilities(),
    keywords: file.keywords,
    statics: file.statics,
    replacements: file.replacements,
    triggers: file.triggers,
    spell: file.spell,
    onEnter: file.onEnter,
    ...(file.tapAbility ? { tapAbility: file.tapAbility } : {}),
    ...(file.tapAbilityUsers ? { tapAbilityUsers: file.tapAbilityUsers } : {}),
    ...(file.soulCross ? { soulCross: file.soulCross } : {}),
    ...(file.gravityZero ? { gravityZero: file.gravityZero } : {}),
  };
  const cited = citedTexts(file);
  const notModelled = (file.notModelled ?? []).map(loose);
  const sentences = compiled.sentences.map((s): CompiledSentence => {
    const base = { text: s.text, ...(s.side !== undefined ? { side: s.side } : {}) };
    const t = loose(s.text);
    const hit = cited.find((c) => t.includes(loose(c.text)) || loose(c.text).includes(t));
    if (hit) {
      return { ...base, status: "modelled", template: "hand-written", kind: hit.kind, ...(hit.kind === "replacement" ? { clause: "609" } : hit.kind === "trigger" ? { clause: "603" } : {}) };
    }
    if (notModelled.some((n) => n.includes(t) || t.includes(n))) return { ...base, status: "not-modelled", note: "listed as not modelled by the hand-written ability file" };
    // a keyword the file declares: also those whose replacement the engine gives by keyword (Charger, EX Life) or type (Star Evolution)
    const kw = s.template?.startsWith("keyword:") ? s.template.slice("keyword:".length) : s.template ? RULE_KEYWORDS[s.template] : undefined;
    if (kw && (file.keywords.includes(kw) || (kw === "star-evolution" && /Star Evolution/.test(card.type ?? "")))) return { ...s, template: "hand-written" };
    if (s.kind === "rule" && s.status === "modelled") return s;
    if (s.kind === "spell" && file.spell.length > 0) return { ...base, status: "modelled", template: "hand-written", kind: "spell" };
    return { ...base, status: "not-modelled", note: "the hand-written ability file does not model this" };
  });
  return { compilerVersion: compiled.compilerVersion, abilities, sentences };
}

/** What a card's compiled row depends on: its text and type, its hand-written file, the compiler version. */
export const sourceHashOf = (card: CardRecord, file: AbilityFile | undefined): string =>
  hashOf({ v: COMPILER_VERSION, text: card.text, type: card.type, civilizations: card.civilizations, faces: card.faces, file: file ?? null });

export function cardAbilitiesRow(card: CardRecord, file: AbilityFile | undefined): CardAbilitiesRow {
  const sourceHash = sourceHashOf(card, file);
  const compiled = compileCard(card);
  const result = file ? handWritten(card, file, compiled) : compiled;
  const replacementText = isReplacementText(card.text);
  return {
    origin: file ? "hand-written" : "compiled",
    compilerVersion: COMPILER_VERSION,
    sourceHash,
    abilities: result.abilities,
    sentences: result.sentences,
    replacementText,
    replacementsModelled: replacementText && result.sentences.filter((s) => isReplacementText(s.text)).every((s) => s.status !== "not-modelled"),
    fullyModelled: result.sentences.every((s) => s.status !== "not-modelled"),
  };
}

