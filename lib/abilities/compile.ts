/**
 * The card-text compiler: a catalogue card's English text (both sides of a twinpact) → the engine's
 * ability data, one printed ability (line) at a time. A line no template reads is recorded as not
 * modelled, with its text; nothing is guessed.
 */
import { emptyAbilities, type Abilities } from "../engine/defs";
import { normalise } from "./grammar";
import { expandJokersTornado, stripAbilityWord } from "./effects-more";
import { chooseRepeat } from "./clauses-modal";
import { stripStatedAbilityWord } from "./statics-more";
import { TEMPLATES } from "./templates";
import { finishKnightMagic } from "./kw";
import { REP_A_TEMPLATES } from "./rep-a";
import { R3A_TEMPLATES } from "./r3-a";
import { R2A_DEPENDENT_TEMPLATES, R2A_TEMPLATES } from "./r2-rest-a";
import { etbIfInstead } from "./r2-rest-b";
import { R2_CAST_TEMPLATES } from "./r2-cast";
import { R2_SHIELD_TEMPLATES } from "./r2-shield";
import { I12_OBJECTS_TEMPLATES } from "./i12-objects";
import { MECH_TEMPLATES, stripMechWord } from "./mech";
import { MECH3_TEMPLATES, mech3Readings } from "./mech3-templates";
import { STATICS3_TEMPLATES } from "./statics3";
import { HEADS3_TEMPLATES } from "./heads3-templates";
import { ROUND4_TEMPLATES, round4Readings } from "./round4";
import { finishSpellHeaders, grantAbility, grantedText, readHeader, type OpenHeader } from "./headers";
import { COMPILER_VERSION, type CardText, type CompiledCard, type CompiledSentence } from "./types";

/**
 * Every template, the specific ones (lib/abilities/r3-a.ts, rep-a.ts, r2-rest-a.ts, r2-rest-b.ts, r2-cast.ts, r2-shield.ts, i12-objects.ts) before the
 * general table; the third round's (mech3-templates.ts, statics3.ts, heads3-templates.ts) after it, for lines nothing else reads.
 */
const ALL_TEMPLATES = [chooseRepeat, ...MECH_TEMPLATES, ...I12_OBJECTS_TEMPLATES, ...R3A_TEMPLATES, ...REP_A_TEMPLATES, ...R2A_TEMPLATES, etbIfInstead, ...R2_CAST_TEMPLATES, ...R2_SHIELD_TEMPLATES, ...TEMPLATES, ...MECH3_TEMPLATES, ...STATICS3_TEMPLATES, ...HEADS3_TEMPLATES, ...ROUND4_TEMPLATES];

/** The printed abilities of a card: [side, line] pairs; twinpacts from their faces (or `----`). */
export function abilityLines(card: CardText): { side?: number; type: string; text: string; hyperMode?: boolean }[] {
  const faces = card.faces && card.faces.length > 1 ? card.faces : null;
  // a Hyperify creature prints its Hyper Mode abilities after "----": one side, the rest marked
  if (!faces && /^hyperify\b/im.test(card.text) && card.text.includes("\n----\n")) {
    const [main, ...hyper] = card.text.split(/\n----\n/);
    const lines = abilityLines({ ...card, text: main });
    for (const h of hyper) for (const l of abilityLines({ ...card, text: h })) lines.push({ ...l, hyperMode: true });
    return lines;
  }
  const out: { side?: number; type: string; text: string; hyperMode?: boolean }[] = [];
  const sides: { type: string; text: string }[] = faces
    ? faces.map((f) => ({ type: f.type ?? "", text: f.text }))
    : card.text.includes("\n----\n")
      ? card.text.split(/\n----\n/).map((text) => ({ type: card.type ?? "", text }))
      : [{ type: card.type ?? "", text: card.text }];
  sides.forEach((s, i) => {
    for (const raw of s.text.split("\n")) {
      const text = raw.trim();
      if (text === "" || text === "----") continue;
      // the modes ("► ...") of a modal ability belong to the line that introduces them ("Choose one of the following:")
      const prev = out[out.length - 1];
      // "Double Evolution Burst (…)": the catalogue prints its two modes as the next two lines, without "►"
      if (prev && (prev.side ?? 0) === (sides.length > 1 ? i : 0) && /^Double Evolution Burst \(/i.test(prev.text) && prev.text.split("\n").length < 3) {
        prev.text += `\n► ${text}`;
        continue;
      }
      if (text.startsWith("►") && prev && (prev.side ?? 0) === (sides.length > 1 ? i : 0) && /(?:of the following[^\n]*[:.]|►[^\n]*)$/i.test(prev.text)) {
        prev.text += `\n${text}`;
        continue;
      }
      out.push({ ...(sides.length > 1 ? { side: i } : {}), type: s.type, text });
    }
  });
  return out;
}

export function compileCard(card: CardText & { civilizations?: string[]; cost?: number | null }): CompiledCard {
  const abilities: Abilities = emptyAbilities();
  const sentences: CompiledSentence[] = [];
  // a line that gives the card "the following abilities" (Shield Force, Super Soul Cross): the catalogue text does not
  // show which of the lines after it are those abilities, so none of them is read (never guessed)
  const dependent = new Map<number, string>();
  const headers = new Map<number, string>();
  // a header this compiler reads (lib/abilities/headers.ts): which lines after it are its abilities, and their condition
  const opened = new Map<number, OpenHeader>();
  // the lines read so far, per side (a template may read a line with the ones before it)
  const before = new Map<number, string[]>();
  abilityLines(card).forEach((l, index) => {
    const line = normalise(l.text);
    const prev = before.get(l.side ?? 0) ?? [];
    before.set(l.side ?? 0, [...prev, line]);
    const ctx = { type: l.type, civilizations: card.civilizations ?? [], index, prev, spell: abilities.spell, ...(l.side === undefined && typeof card.cost === "number" ? { cost: card.cost } : {}) };
    const read = (variants: { line: string; note?: string }[], templates: typeof ALL_TEMPLATES, c: typeof ctx & { header?: string }): boolean => {
      for (const v of variants) {
        for (const t of templates) {
          const r = t.match(v.line, c);
          if (!r) continue;
          r.apply(abilities);
          const s: CompiledSentence = { text: l.text, status: t.kind === "keyword" ? "keyword" : "modelled", template: r.name ?? t.name, kind: t.kind };
          if (l.side !== undefined) s.side = l.side;
          if (t.clause) s.clause = t.clause;
          if (r.watches) s.watches = r.watches;
          if (r.effect) s.effect = r.effect;
          const note = [v.note, r.note].filter(Boolean).join("; ");
          if (note) s.note = note;
          sentences.push(s);
          return true;
        }
      }
      return false;
    };
    // Hyperify cards: the text after "----" is their Hyper Mode, which the engine never unleashes
    if (l.hyperMode) {
      sentences.push({ text: l.text, status: "not-modelled", note: "a Hyper Mode ability (it works only while Hyper Mode is unleashed, which the engine does not do)" });
      return;
    }
    const open = opened.get(l.side ?? 0);
    const granted = (at: OpenHeader, words: string): boolean => {
      // one of the abilities a header gives: read alone by every template, then held by the header's condition
      for (const v of readings(words)) {
        for (const t of ALL_TEMPLATES) {
          const scratch = emptyAbilities();
          const r = t.match(v.line, ctx);
          if (!r) continue;
          r.apply(scratch);
          const g = grantAbility(at.header, scratch, l.text);
          if ("why" in g) {
            sentences.push({ text: l.text, ...(l.side !== undefined ? { side: l.side } : {}), status: "not-modelled", note: `one of the abilities "${at.header.label}" gives, read (${r.name ?? t.name}) but not given: ${g.why}` });
            return true;
          }
          g.apply(abilities);
          const s: CompiledSentence = { text: l.text, status: t.kind === "keyword" ? "keyword" : "modelled", template: `granted:${at.header.slug}`, kind: t.kind };
          if (l.side !== undefined) s.side = l.side;
          if (t.clause) s.clause = t.clause;
          if (r.watches) s.watches = r.watches;
          s.effect = `${r.effect ?? r.name ?? t.name}: ${g.words}`;
          const note = [v.note, r.note].filter(Boolean).join("; ");
          if (note) s.note = note;
          sentences.push(s);
          return true;
        }
      }
      return false;
    };
    if (open !== undefined) {
      const at = open;
      const which = grantedText(at, l.text);
      at.after++;
      // a labelled ability the older templates read with the header (Metamorph's replacement) keeps that reading
      if (read([{ line }], R2A_DEPENDENT_TEMPLATES, { ...ctx, header: normalise(headers.get(l.side ?? 0) ?? "") })) return;
      if ("text" in which && granted(at, which.text)) return;
      sentences.push({ text: l.text, ...(l.side !== undefined ? { side: l.side } : {}), status: "not-modelled", note: "why" in which ? which.why : `one of the abilities "${at.header.label}" gives: no template reads it` });
      return;
    }
    const h = readHeader(l.text, l.type);
    if (h) {
      // the header itself: what it means (and Shield Force's shield chosen as the creature is put, 110.4f)
      if (h.onEnter) abilities.onEnter.push(h.onEnter);
      for (const k of h.keywords ?? []) if (!abilities.keywords.includes(k)) abilities.keywords.push(k);
      const at: OpenHeader = { header: h, after: 0 };
      opened.set(l.side ?? 0, at);
      headers.set(l.side ?? 0, line);
      const own: CompiledSentence = { text: l.text, ...(l.side !== undefined ? { side: l.side } : {}), status: "modelled", template: `header:${h.slug}`, kind: "static", effect: h.effect, ...(h.clause ? { clause: h.clause } : {}) };
      if (h.inline === undefined) {
        sentences.push(own);
        return;
      }
      // "Accelerator (...) : <ability>": the header and its one ability on one line
      at.after++;
      const before = sentences.length;
      if (granted(at, h.inline)) {
        const g = sentences[before];
        if (g.status !== "not-modelled") sentences[before] = { ...g, effect: `${h.effect}: ${g.effect ?? ""}` };
        return;
      }
      sentences.push({ text: l.text, ...(l.side !== undefined ? { side: l.side } : {}), status: "not-modelled", note: `the ability "${h.label}" gives on this line: no template reads it` });
      return;
    }
    const header = dependent.get(l.side ?? 0);
    if (header !== undefined) {
      // a line that starts with the header's label ("Metamorph: ...") is that ability: only the templates that read it
      // with the header's condition are tried
      if (read([{ line }], R2A_DEPENDENT_TEMPLATES, { ...ctx, header: headers.get(l.side ?? 0) })) return;
      sentences.push({ text: l.text, ...(l.side !== undefined ? { side: l.side } : {}), status: "not-modelled", note: `may be one of the abilities "${header}" gives (the catalogue text does not show which lines are)` });
      return;
    }
    const gives = /^([^(]+?)\s*\(.*\bgets the following\b[^)]*abilit(?:y|ies)\.?\)\.?$/i.exec(line);
    if (gives) {
      dependent.set(l.side ?? 0, gives[1].trim());
      headers.set(l.side ?? 0, line);
    }
    if (read(readings(line), ALL_TEMPLATES, ctx)) return;
    sentences.push({ text: l.text, ...(l.side !== undefined ? { side: l.side } : {}), status: "not-modelled" });
  });
  finishKnightMagic(abilities, sentences);
  finishSpellHeaders(sentences);
  return { compilerVersion: COMPILER_VERSION, abilities, sentences };
}

/**
 * The ways a line is read, in order: as printed; without a trailing reminder of a rule the engine applies by itself
 * ("(A creature that has power 0 or less is destroyed.)", "(Gacharange Summon: ...)", the reminder of a keyword the
 * line grants); and, for "Keyword (reminder)" whose keyword no template names, its reminder text, which says what the
 * keyword does.
 */
function readings(line: string): { line: string; note?: string }[] {
  const out: { line: string; note?: string }[] = [{ line }];
  const stripped = stripRuleReminders(line);
  if (stripped !== line) out.push({ line: stripped, note: "the reminder in parentheses restates a rule the engine applies by itself" });
  const tornado = expandJokersTornado(stripped);
  if (tornado !== null) out.push({ line: tornado, note: "Jokers Tornado: the keyword action as the line defines it (return one of your other Jokers to your hand)" });
  const word = stripAbilityWord(line);
  if (word !== null) {
    out.push({ line: word, note: "the ability word before the dash only names the ability" });
    // "Onitime: …. (A creature that has power 0 or less is destroyed.)": both the word and the reminder left out
    const both = stripRuleReminders(word);
    if (both !== word) out.push({ line: both, note: "the ability word before the dash only names the ability; the reminder in parentheses restates a rule the engine applies by itself" });
  }
  // statics-more: an ability word whose condition the text states in full ("Mana Arms 3: If you have 3 or more …"), 205.1a
  const stated = stripStatedAbilityWord(line);
  if (stated !== null) {
    const note = "the ability word only names the ability: its text states its condition (205.1a)";
    out.push({ line: stated, note });
    const bare = stripRuleReminders(stated);
    if (bare !== stated) out.push({ line: bare, note: `${note}; the reminder in parentheses restates a rule the engine applies by itself` });
  }
  const mech = stripMechWord(line);
  if (mech !== null) out.push({ line: mech, note: "the ability name (Meteorburn, Dragsolution) only names the ability" });
  // more ability words and labels that only name the ability (lib/abilities/mech3-templates.ts)
  out.push(...mech3Readings(line));
  // the fourth round's readings (lib/abilities/round4.ts)
  out.push(...round4Readings(line));
  const kw = /^([A-Z][\w'!:-]*(?: [\w'!/:-]+){0,5}?)\s*\(([^()]+)\)\.?$/.exec(line);
  if (kw && !/[.,]/.test(kw[1]) && /^[A-Z]/.test(kw[2])) out.push({ line: kw[2].trim(), note: `"${kw[1].trim()}": its reminder text, read as the ability` });
  return out;
}

/** Removes trailing parenthesised reminders of rules the engine applies whatever the card says. */
export function stripRuleReminders(line: string): string {
  let t = line;
  for (;;) {
    const m = /^(.*\S)\s*\(([^()]*)\)\.?$/.exec(t);
    if (!m) return t;
    const body = m[2].trim();
    // "(A creature that has "double breaker" breaks 2 shields.)", and the reminders that start with when the keyword
    // works ("(Whenever a creature that has "slayer" battles, …)", "(While attacking, a creature that has "power attacker
    // +3000" gets …)"): the reminder of a keyword the line itself grants
    const quoted = /^(?:(?:whenever|when|while attacking,|while battling,) )?A creature that has "([^"]+)"/i.exec(body);
    const rule =
      /^A creature that has power \d+ or less is destroyed\.?$/i.test(body) ||
      /^Gacharange Summon: Summon the top card of your super gacharange with its cost paid\.?$/i.test(body) ||
      // a stack of cards in the shield zone counts as one shield (113.2)
      /^(?:The|Each) stack is (?:still )?considered one shield\.?$/i.test(body) ||
      // psychic creatures and draghearts start in, and return to, the hyperspatial zone (117.1): the rule:hyperspatial reminder
      /^at the start of the game, (?:psychic creatures|draghearts?|dragheart (?:creatures|fortresses|weapons)) aren't put into your deck/i.test(body) ||
      (quoted !== null && m[1].toLowerCase().includes(`"${quoted[1].toLowerCase()}"`));
    if (!rule) return t;
    t = m[1];
  }
}

/** Every sentence understood (modelled or a keyword); a card with no text is trivially so. */
export const fullyModelled = (c: CompiledCard): boolean => c.sentences.every((s) => s.status !== "not-modelled");

/** A printed replacement: "instead", except the tap ability's "Instead of having this creature attack". */
export const isReplacementText = (text: string): boolean => /\binstead\b/i.test(text.replace(/Instead of having this creature attack[^\n]*/gi, ""));

/** Every replacement sentence of the card understood. */
export const replacementsModelled = (c: CompiledCard): boolean =>
  c.sentences.filter((s) => isReplacementText(s.text)).every((s) => s.status !== "not-modelled");
