/**
 * Headers that give a creature "the following ability" (issue 14): Super Soul Cross, Accelerator, Super Accelerator,
 * Shield Force, Metamorph (creatures) and No Choice. The header line says under which condition the creature has the
 * abilities; the lines after it are those abilities — but the catalogue's English text drops the icon the printed card
 * puts before each of them (AC−, SF−, NC−; the Super Soul Cross box), so which lines they are has to be known another way.
 *
 * What the printed cards show (dmwiki, pages read 2026-11-25; the search corpus holds few individual card pages, so the
 * samples are small and are listed here):
 *  - Super Soul Cross (818, Ver. 1.48): its abilities are printed in a box of their own below the power, at the bottom of
 *    the card (dmwiki 「超魂X」: 「『超魂X』で与える能力のテキストはパワー表記よりも下に書かれている」, of 《チェア=イーイッス》 and
 *    《コッコ・超魂・ルピア》), so everything after the header is the box. Samples, all "header, then the box to the end":
 *    《怒像アゲ》 (dmwiki.net), 《昇カオスマントラ》 (m.dmwiki.net, revision of 2025-04-13), 《コッコ・超魂・ルピア》
 *    (dmwiki 「超魂X」), 《ガヤルドスカイ-A3》 (flatdmkobo.com, 2026-01-20). Reading: every line after the header, to the end
 *    of the side, is one of its abilities.
 *  - Accelerator: 《大神秘ハルサ》 (m.dmwiki.net, revision of 2023-10-18) prints the header, its one AC− ability, then
 *    W・ブレイカー, which is not an AC ability: "to the end of the side" does not hold. Shield Force: 《不滅の精霊パーフェクト・
 *    ギャラクシー》 (dm-wiki.com 「シールド・フォース」, 2019-08-31) prints the header, its two SF− abilities, then W・ブレイカー.
 *    No Choice: 《終焉の凶兵ブラック・ガンヴィート》 (dm-wiki.net 「ノー・チョイス」, 2022-05-13) prints the header, its NC−
 *    ability, then T・ブレイカー. On every sample (and on all 18 Metamorph cards, whose catalogue text keeps the label on
 *    each line) the granted abilities start on the line right after the header. Reading: the line right after the header
 *    is one of its abilities; a later line is one only when it carries the label ("Accelerator: …", "Metamorph: …"),
 *    otherwise it is not read (the catalogue does not show whether it is one).
 *  - Metamorph (creatures): each granted line is labelled "Metamorph: …" in the catalogue: those lines, and only those.
 *  - Fort Energy and Over Drive headers are not read here: their condition is how the creature was paid for (which mana
 *    was tapped), and the engine pays no costs.
 *
 * Each granted line is read by the ordinary templates, then given the header's condition: statics, keywords (as
 * conditional `keyword` statics), replacements and triggers all carry `conditions`; anything else (a spell step, a
 * state definition) is refused. Super Soul Cross abilities are the card's own (818.1a) and, as `soulCross`, what the
 * creature it is under gets (818.1b; lib/engine/soul-cross.ts).
 */
import type { Abilities, Condition, EnterDef, ReplacementDef, SoulCrossAbilities, StaticDef, StaticKind, TriggerDef } from "../engine/defs";
import { conditionWords } from "./describe";
import type { CompiledSentence } from "./types";
import { normalise } from "./grammar";

export interface Header {
  /** As printed: "Shield Force". */
  label: string;
  /** For template names: "shield-force". */
  slug: string;
  /** Super Soul Cross: the abilities are the card's own and the creature's it is under (no condition to add). */
  soulCross: boolean;
  /** While these hold the creature has the abilities (empty for Super Soul Cross). */
  conditions: Condition[];
  /** Which lines after the header are its abilities. */
  scope: "to-end" | "first-line" | "labelled";
  /** The label that marks a granted line ("Metamorph: …"), stripped before the line is read. */
  lineLabel?: RegExp;
  /** Shield Force: the shield chosen as the creature is put (110.4f). */
  onEnter?: EnterDef;
  /** The ability printed on the header's own line, after "):" (Accelerator's older printings). */
  inline?: string;
  /** What the header means, for the card page. */
  effect: string;
  clause?: string;
  /** Keywords the header line itself gives the card, recorded on it (Wave Striker: other cards count the creatures that have it). */
  keywords?: string[];
}

const NO_CHOICE_CONDITION: Condition = { kind: "zone-count", whose: "either", zone: "hand", atMost: 0 };

/** A header line of a creature, or null. */
export function readHeader(raw: string, type: string): Header | null {
  if (!/Creature/.test(type)) return null;
  const line = normalise(raw).trim();
  let m: RegExpExecArray | null;
  if (/^super soul cross \(if this is under a creature, that creature also gets the following ability\.?\)\.?$/i.test(line)) {
    return {
      label: "Super Soul Cross",
      slug: "super-soul-cross",
      soulCross: true,
      conditions: [],
      scope: "to-end",
      clause: "818",
      effect: "the abilities after this line are this card's own (818.1a) and, while it is under a creature, that creature's too (818.1b)",
    };
  }
  if ((m = /^accelerator \(while this creature is crossed with a cross gear, this creature gets the following accelerator ability\.?\)(?:\s*:\s*(.+))?$/i.exec(line))) {
    return {
      label: "Accelerator",
      slug: "accelerator",
      soulCross: false,
      conditions: [{ kind: "crossed-with-gear" }],
      scope: "first-line",
      lineLabel: /^accelerator\s*:\s*/i,
      ...(m[1] ? { inline: m[1].trim() } : {}),
      clause: "303.3",
      effect: "while a cross gear is crossed with this creature, it has the ability that follows",
    };
  }
  if (/^super accelerator \(while one of your creatures in the battle zone is crossed with a cross gear, this creature gets the following accelerator:? ability\.?\)\s*:?$/i.test(line)) {
    return {
      label: "Super Accelerator",
      slug: "super-accelerator",
      soulCross: false,
      conditions: [{ kind: "crossed-with-gear", any: true }],
      scope: "labelled",
      lineLabel: /^accelerator\s*:\s*/i,
      clause: "303.3",
      effect: 'while one of your creatures is crossed with a cross gear, this creature has the "Accelerator:" abilities that follow',
    };
  }
  if (/^shield force \(as you put this creature, you may choose one of your shields\. while that shield is in your shield zone, this creature gets the following shield force abilit(?:y|ies)\.?\)$/i.test(line)) {
    return {
      label: "Shield Force",
      slug: "shield-force",
      soulCross: false,
      conditions: [{ kind: "shield-force" }],
      scope: "first-line",
      lineLabel: /^(?:shield force|sf)\s*:\s*/i,
      onEnter: { kind: "shield-force", text: raw },
      clause: "110.4f",
      effect: "as this creature is put, its controller may choose one of their shields (110.4f); while that shield is in the shield zone, it has the ability that follows",
    };
  }
  if ((m = /^metamorph \(if you have (\d+) or more cards in your mana zone, this creature gets the following metamorph abilit(?:y|ies)\.?\)$/i.exec(line))) {
    return {
      label: "Metamorph",
      slug: "metamorph",
      soulCross: false,
      conditions: [{ kind: "zone-count", whose: "yours", zone: "mana", atLeast: Number(m[1]) }],
      scope: "labelled",
      lineLabel: /^metamorph\s*:\s*/i,
      effect: `with ${m[1]} or more cards in your mana zone, this creature has the "Metamorph:" abilities that follow`,
    };
  }
  const wave = waveStriker(line);
  if (wave) return wave;
  if (/^no choice \(if any player has no cards in (?:their|his) hand, this creature gets the following no ?choice ability\.?\)$/i.test(line)) {
    return {
      label: "No Choice",
      slug: "no-choice",
      soulCross: false,
      conditions: [NO_CHOICE_CONDITION],
      scope: "first-line",
      lineLabel: /^no ?choice\s*:\s*/i,
      effect: "while a player has no cards in their hand, this creature has the ability that follows",
    };
  }
  return null;
}

/**
 * "Wave Striker (While 2 or more other creatures in the battle zone have "Wave Striker" this creature has its Wave Striker
 * ability.)" (ウェーブストライカー), alone on its line (the ability on the next line, as the twinpact reprints print it, or
 * labelled "Wave Striker: …") or with the ability after "):" (the older printings): the creature has the ability while 2 or
 * more other creatures in the battle zone, either player's, have Wave Striker. The header gives the card the keyword
 * `wave-striker` (recorded: the engine does nothing with it but count it), which is what "have "Wave Striker"" counts.
 */
function waveStriker(line: string): Header | null {
  const m = /^wave striker \(while (\d+) or more other creatures in the battle zone have "wave striker,?" this creature has its wave striker (ability|abilities)\.?\)(?:\s*:\s*(.+))?$/i.exec(line);
  if (!m) return null;
  const n = Number(m[1]);
  // "its Wave Striker abilities.) : A. : B": two abilities on one line, which one reading of the inline text can't hold
  if (m[3] !== undefined && (m[2].toLowerCase() === "abilities" || /\.\s*:\s*/.test(m[3]))) return null;
  return {
    label: "Wave Striker",
    slug: "wave-striker",
    soulCross: false,
    conditions: [{ kind: "zone-count", whose: "total", zone: "battle", filter: { typeIncludes: "Creature", keyword: "wave-striker" }, atLeast: n, excludeSource: true }],
    scope: "first-line",
    lineLabel: /^wave striker\s*:\s*/i,
    ...(m[3] !== undefined ? { inline: m[3].trim() } : {}),
    keywords: ["wave-striker"],
    effect: `while ${n} or more other creatures in the battle zone (either player's) have Wave Striker, this creature has the ability that follows`,
  };
}

/** The lines after a header read so far, per side (compile.ts keeps one per card). */
export interface OpenHeader {
  header: Header;
  /** How many lines of the side came after the header before this one. */
  after: number;
}

/**
 * Which text of a line after the header is one of its abilities: the line itself or without its label, or null (with why)
 * when the reading above does not say it is one.
 */
export function grantedText(open: OpenHeader, raw: string): { text: string } | { why: string } {
  const h = open.header;
  const line = normalise(raw).trim();
  const labelled = h.lineLabel?.exec(line);
  if (labelled) return { text: line.slice(labelled[0].length) };
  if (h.scope === "to-end") return { text: line };
  if (h.scope === "first-line" && open.after === 0) return { text: line };
  return {
    why:
      h.scope === "labelled"
        ? `after "${h.label}", a line without the "${h.label}:" label: not one of the abilities it gives`
        : `may be one of the abilities "${h.label}" gives after its first one: the catalogue text does not show which lines are (the printed card marks each with an icon; on 《大神秘ハルサ》 the W・ブレイカー after its one AC ability is not one)`,
  };
}

/** Keywords a creature can have under a condition or get from a card under it: battle-zone keywords the engine looks up as they are now. */
const GRANTABLE_KEYWORDS = new Set(["blocker", "double-breaker", "triple-breaker", "quattro-breaker", "world-breaker", "powered-breaker", "speed-attacker", "slayer", "mach-fighter", "just-diver", "guardman"]);

/** Static kinds whose `conditions` every engine reader checks. */
const CONDITIONAL_STATICS = new Set<StaticKind>(["cant-be-destroyed", "keyword", "cant-leave", "cant-attack", "cant-be-attacked", "power", "must-attack", "cant-be-chosen", "cant-cast", "attacked-if-able", "trigger-replacement", "grant", "cant-be-blocked", "cant-block", "blocks-if-able"]);

/** Static kinds the engine reads from the creature's own definition (`defOf`), so a Super Soul Cross card can give them. */
const SOUL_CROSS_STATICS = new Set<StaticKind>(["cant-be-destroyed", "keyword", "cant-leave", "cant-attack", "cant-be-attacked", "power", "must-attack", "cant-be-chosen", "attacked-if-able", "doesnt-untap", "trigger-replacement", "cant-be-blocked", "cant-block", "blocks-if-able"]);

/** Trigger events about the source leaving the battle zone: what it had then is looked back at (603.5c). */
const LEAVING = new Set<TriggerDef["on"]["event"]>(["destroyed", "leaves-battle", "returned-to-hand", "discarded"]);

/** Conditions still true of a creature that has just left: a count of another zone, or a cross gear looked back at (`unlinked`). */
const lookedBack = (c: Condition): boolean => (c.kind === "zone-count" && c.zone !== "battle") || c.kind === "crossed-with-gear" || c.kind === "mana-at-least";

/** What one line read alone gave (a scratch `Abilities`): only abilities a creature can have, or why not. */
function onlyCreatureAbilities(ab: Abilities): string | null {
  if (ab.spell.length > 0) return "it reads as a spell's effect, not an ability a creature can get";
  if (ab.onEnter.length > 0) return "it reads as a state definition made as the card enters, which a condition can't hold back";
  if (ab.tapAbility || ab.tapAbilityUsers || ab.soulCross) return "a Tap ability or a header: not read under another header";
  return null;
}

/** The abilities of `ab`, held by the header's condition. */
function conditioned(ab: Abilities, conds: Condition[], text: string): Pick<Abilities, "statics" | "replacements" | "triggers"> | string {
  const statics: StaticDef[] = [];
  for (const k of ab.keywords) {
    if (!GRANTABLE_KEYWORDS.has(k)) return `the keyword "${k}" is not one the engine gives under a condition`;
    statics.push({ kind: "keyword", keyword: k, text, conditions: conds });
  }
  for (const st of ab.statics) {
    if (!CONDITIONAL_STATICS.has(st.kind)) return `a "${st.kind}" static can't be held by a condition in the engine`;
    statics.push({ ...st, conditions: [...conds, ...(("conditions" in st ? st.conditions : undefined) ?? [])] } as StaticDef);
  }
  const replacements: ReplacementDef[] = [];
  for (const r of ab.replacements) {
    if (r.activeIn !== undefined) return "a replacement that works outside the battle zone";
    replacements.push({ ...r, conditions: [...conds, ...(r.conditions ?? [])] });
  }
  const triggers: TriggerDef[] = [];
  for (const t of ab.triggers) {
    if (t.activeIn !== undefined) return "a triggered ability that works outside the battle zone";
    if (LEAVING.has(t.on.event) && t.on.subject === "self" && !conds.every(lookedBack)) return "a leave-the-battle-zone trigger under a condition about the creature's own state, which the engine does not look back at (603.5c)";
    triggers.push({ ...t, conditions: [...conds, ...(t.conditions ?? [])] });
  }
  return { statics, replacements, triggers };
}

/** The copy of `ab` the creature a Super Soul Cross card is under gets (818.1b), ids prefixed; or why it can't. */
function soulCrossCopy(ab: Abilities): SoulCrossAbilities | string {
  for (const k of ab.keywords) if (!GRANTABLE_KEYWORDS.has(k)) return `the keyword "${k}" is not one the engine lets a creature get from a card under it`;
  for (const st of ab.statics) if (!SOUL_CROSS_STATICS.has(st.kind)) return `a "${st.kind}" static is not read from the creature a card is under`;
  for (const r of ab.replacements) if (r.activeIn !== undefined) return "a replacement that works outside the battle zone";
  for (const t of ab.triggers) {
    if (t.activeIn !== undefined) return "a triggered ability that works outside the battle zone";
    if (LEAVING.has(t.on.event) && t.on.subject === "self") return "a leave-the-battle-zone trigger: once the creature left, the card is no longer under it to be looked back at";
  }
  return {
    keywords: [...ab.keywords],
    statics: [...ab.statics],
    replacements: ab.replacements.map((r) => ({ ...r, id: `soul-cross-${r.id}` })),
    triggers: ab.triggers.map((t) => ({ ...t, id: `soul-cross-${t.id}` })),
  };
}

/** Adds `from` to `ab` (keywords once each). */
function addTo(ab: Pick<Abilities, "keywords" | "statics" | "replacements" | "triggers">, from: Partial<Pick<Abilities, "keywords" | "statics" | "replacements" | "triggers">>): void {
  for (const k of from.keywords ?? []) if (!ab.keywords.includes(k)) ab.keywords.push(k);
  ab.statics.push(...(from.statics ?? []));
  ab.replacements.push(...(from.replacements ?? []));
  ab.triggers.push(...(from.triggers ?? []));
}

/**
 * One granted ability, read alone into `scratch`, as the header gives it: how to add it to the card, and the words for
 * the card page; or why it can't be.
 */
export function grantAbility(h: Header, scratch: Abilities, text: string): { apply: (ab: Abilities) => void; words: string } | { why: string } {
  const bad = onlyCreatureAbilities(scratch);
  if (bad) return { why: bad };
  if (h.soulCross) {
    const copy = soulCrossCopy(scratch);
    if (typeof copy === "string") return { why: copy };
    return {
      apply: (ab) => {
        // 818.1a: the card's own ability, wherever it is
        addTo(ab, scratch);
        ab.soulCross ??= { keywords: [], statics: [], replacements: [], triggers: [] };
        addTo(ab.soulCross, copy);
      },
      words: 'this card\'s own ability (818.1a); while this card is under a creature, that creature has it too, "this creature" being that creature (818.1b)',
    };
  }
  const held = conditioned(scratch, h.conditions, text);
  if (typeof held === "string") return { why: held };
  return {
    apply: (ab) => addTo(ab, held),
    words: `only ${h.conditions.map(conditionWords).join(" and ")} ("${h.label}")`,
  };
}

/**
 * A spell's header ("Metamorph (If you have 7 or more cards in your mana zone, this spell gets the following Metamorph
 * ability.)", "Holy Field (If you have more shields than your opponent, this spell gets the following Holy Field:
 * ability.):") is the condition of the labelled alternative printed after it, which lib/abilities/r2-rest-a.ts reads
 * with that condition (an `if` step: one or the other as the spell resolves, 609.7). Once every line is read, the header
 * is understood when the labelled line right after it (same side) was read so; otherwise it stays not modelled.
 */
export function finishSpellHeaders(sentences: CompiledSentence[]): void {
  sentences.forEach((s, i) => {
    if (s.status !== "not-modelled" || s.note !== undefined) return;
    const m = /^(metamorph|holy field)\s*\(if .+, this spell gets the following \1:? ability\.?\)\s*:?$/i.exec(normalise(s.text).trim());
    const next = sentences[i + 1];
    if (!m || !next || next.side !== s.side || next.template !== "spell:labelled-alternative") return;
    if (!new RegExp(`^${m[1]}\\s*:`, "i").test(normalise(next.text).trim())) return;
    sentences[i] = { ...s, status: "modelled", template: "header:spell-alternative", kind: "spell", effect: `the condition of the "${m[1]}:" alternative on the next line, read with it (the spell does one or the other as it resolves, 609.7)` };
  });
}
