/**
 * Psychic Link (覚醒リンク, 805.1c): 「いくつかのサイキック・クリーチャーは、複数のサイキック・クリーチャーを同時に裏返してサイキック・
 * スーパー・クリーチャーにリンクする覚醒リンク能力を持ちます。」 The source and the psychic creatures the ability names flip at the
 * same time and link into one Psychic Super Creature (806.1): the source stands for it in the battle zone, the others are
 * its cells (cells.ts). It is the same creature they were (805.5: a tapped one stays tapped, effects applied keep
 * applying; an attacking one goes on attacking) and, awakened, it is not affected by summoning sickness (805.6).
 * A rule change of the cards' state traced with its clauses, not an event: nothing replaces it.
 */
import type { Ctx, Scope } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import type { EffectStep } from "./defs";
import { isCell } from "./cells-state";
import { isIgnored } from "./query";
import { psychicLinkMissingText, psychicLinkText } from "./step-text";
import { locate, zoneOf } from "./state";
import type { Feasibility } from "./targets";
import { traceChoice } from "./triggers";

type LinkStep = Extract<EffectStep, { do: "psychic-link" }>;

/** The super creature face the source links into: its other face of type Psychic Super Creature. */
function superFace(ctx: Ctx, source: string): string | null {
  return (defOf(ctx, source).faces ?? []).find((f) => (ctx.defs[f]?.type ?? "").includes("Psychic Super")) ?? null;
}

/** The source is a psychic creature standing alone in the battle zone (not a cell, not under a card). */
function standsAlone(ctx: Ctx, id: string): boolean {
  const loc = locate(ctx.s, id);
  return loc !== null && loc.zone === "battle" && loc.under === null && !isCell(ctx.s, id);
}

/** A card name as the link names it: case, spaces and punctuation ignored ("Boost, Crimson Lord" = "boost crimson lord"). */
const nameKey = (n: string): string => n.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Each psychic creature the link names: the controller's battle-zone creatures whose current side has that name (the
 * ability names cards, 805.1c; ignored ones are not there, 116.2a).
 */
function candidates(ctx: Ctx, source: string, want: string, taken: string[]): string[] {
  const player = ctx.s.cards[source].controller;
  const key = nameKey(want);
  return zoneOf(ctx.s, player, "battle").filter((id) => id !== source && !taken.includes(id) && nameKey(defOf(ctx, id).name) === key && !isCell(ctx.s, id) && ctx.s.cards[id].under.length === 0 && !isIgnored(ctx.s, ctx.defs, id));
}

export function canPsychicLink(ctx: Ctx, step: LinkStep, source: string | null): Feasibility {
  if (source === null || !standsAlone(ctx, source)) return { ok: false, why: "the psychic creature is not alone in the battle zone" };
  if (superFace(ctx, source) === null) return { ok: false, why: `${nameOf(ctx, source)} has no Psychic Super Creature face` };
  const taken: string[] = [];
  for (const want of step.with) {
    const c = candidates(ctx, source, want, taken);
    if (c.length === 0) return { ok: false, why: `no ${want} in the battle zone` };
    taken.push(c[0]);
  }
  return { ok: true, why: "" };
}

export function runPsychicLink(ctx: Ctx, step: LinkStep, scope: Scope): boolean {
  const s = ctx.s;
  const src = scope.source;
  const note = (en: string, ja: string, clauses: string[]) => ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses, narration: { en, ja } });
  if (src === null || !standsAlone(ctx, src)) {
    note(`Psychic Link: the psychic creature is no longer alone in the battle zone; nothing links.`, `覚醒リンク: クリーチャーがバトルゾーンにないので、リンクしない`, ["805.1c"]);
    return false;
  }
  const face = superFace(ctx, src);
  if (face === null) {
    note(`Psychic Link: ${nameOf(ctx, src)} has no Psychic Super Creature face known to the engine; nothing links.`, `覚醒リンク: リンク先の面がない`, ["805.1c"]);
    return false;
  }
  const player = s.cards[src].controller;
  const partners: string[] = [];
  const missing: string[] = [];
  for (const want of step.with) {
    const c = candidates(ctx, src, want, partners);
    if (c.length === 0) {
      missing.push(want);
      continue;
    }
    let pick = c[0];
    if (c.length > 1) {
      const a = ctx.choices.ask("choose-cards", player, `Psychic Link: choose the ${want} to link with ${nameOf(ctx, src)}`, c, 1, 1);
      traceChoice(ctx, a, scope.parent);
      if ("pick" in a.answer && a.answer.pick[0] && c.includes(a.answer.pick[0])) pick = a.answer.pick[0];
    }
    partners.push(pick);
  }
  if (missing.length > 0) {
    const w = psychicLinkMissingText(nameOf(ctx, src), missing);
    note(w.en, w.ja, ["805.1c"]);
    return false;
  }
  const all = [src, ...partners];
  const names = all.map((id) => nameOf(ctx, id));
  // 805.5: the same creature — a tapped one stays tapped (one object: tapped if any of them was); effects keep applying
  const tapped = all.some((id) => s.cards[id].tapped);
  const entered = all.map((id) => s.cards[id].enteredBattleTurn ?? s.turn.number).reduce((a, b) => Math.min(a, b));
  s.players[player].zones.battle = s.players[player].zones.battle.filter((id) => !partners.includes(id));
  s.effects = s.effects.map((fx) => (fx.affected.some((a) => partners.includes(a)) ? { ...fx, affected: [...new Set(fx.affected.map((a) => (partners.includes(a) ? src : a)))] } : fx));
  for (const c of Object.values(s.cards)) {
    if (c.crossedTo && partners.includes(c.crossedTo)) c.crossedTo = src;
    if (c.equippedTo && partners.includes(c.equippedTo)) c.equippedTo = src;
  }
  for (const id of partners) {
    const inst = s.cards[id];
    inst.cellSide = inst.card;
    inst.card = face;
    inst.tapped = false;
  }
  const rep = s.cards[src];
  rep.cellSide = rep.card;
  rep.card = face;
  rep.cells = partners;
  rep.tapped = tapped;
  rep.enteredBattleTurn = entered;
  const w = psychicLinkText(ctx.defs[face]?.name ?? face, ctx.defs[face]?.nameJa ?? nameJaOf(ctx, src), names, tapped);
  note(w.en, w.ja, ["805.1c", "806.1", "805.5", "805.6"]);
  return true;
}
