/**
 * Forbidden cores (309) and the Forbidden Big Bang (701.29a).
 *  - 309.1: 「現状存在するコアは禁断コアのみで、最終禁断フィールドを裏返し、1 体のクリーチャーとして合体させる事でのみバトルゾーンに置かれます。」
 *  - 701.29a: 「禁断爆発するとは、５枚の両面カードで構成された最終禁断フィールドを裏返して、もう一方の面が見えるようにし、５枚のカードを１体の
 *    最終禁断クリーチャーに再構成することです。」 The card standing for the field flips to its creature side; the four other cards are its
 *    forbidden cores (`cores`), component cards of the creature.
 *  - 309.4: a core moves, as a card, to the place designated (with its creature, or alone when a card-designating effect
 *    chooses it); 309.6: a core may be put under a creature; 309.7: a core left alone in the battle zone is put into the
 *    graveyard at once; 309.8: a forbidden core alone has no cost (0 when referred to).
 * The catalogue has the Final Forbidden Field and its creature side, not the cores: a core is the built-in card
 * `forbidden-core` (name and card type only, as printed: a core has no name of its own, no cost, no ability). Its
 * civilization is not modelled (none). The field's corner abilities (its sides before the Big Bang) are not modelled.
 */
import type { Ctx, Scope } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import { emptyAbilities, type CardDef, type EffectStep } from "./defs";
import { bigBangText, coreAloneText, coresUnderText } from "./step-text";
import { resetOffBattle } from "./stack";
import { addToZone, locate } from "./state";
import type { Feasibility } from "./targets";
import { traceChoice } from "./triggers";

/** The catalogue-like id of a forbidden core. */
export const FORBIDDEN_CORE = "forbidden-core";

/** A forbidden core (309): a card type and nothing else the engine reads; no cost of its own, 0 when referred to (309.8). */
export const FORBIDDEN_CORE_DEF: CardDef = {
  id: FORBIDDEN_CORE,
  name: "Forbidden Core",
  nameJa: "禁断コア",
  type: "Forbidden Core",
  civilizations: [],
  races: [],
  power: null,
  cost: 0,
  text: "",
  flipTo: null,
  abilities: emptyAbilities(),
};

/** A rule note for the trace (moves.ts's RuleNote shape). */
export interface CoreNote {
  en: string;
  ja: string;
  clauses: string[];
}

/**
 * 309.7: the cores of a card that left the battle zone alone (its top card chosen as a card) are left alone there and
 * put into their owners' graveyards at once. `cores` were the card's cores; it no longer lists them.
 */
export function coresLeftAlone(ctx: Ctx, cores: string[]): CoreNote[] {
  const out: CoreNote[] = [];
  for (const c of cores) {
    const inst = ctx.s.cards[c];
    resetOffBattle(inst);
    inst.faceDown = false;
    addToZone(ctx.s, inst.owner, "graveyard", c, "any");
    const w = coreAloneText(nameOf(ctx, c));
    out.push({ ...w, clauses: ["309.7"] });
  }
  return out;
}

type CoresUnderStep = Extract<EffectStep, { do: "cores-under" }>;

/** The card whose cores a substitute puts under it: the replaced event's card, else the source. */
function holderOf(sc: { source: string | null; eventCard: string | null }): string | null {
  return sc.eventCard ?? sc.source;
}

export function canCoresUnder(ctx: Ctx, step: CoresUnderStep, sc: { source: string | null; eventCard: string | null }): Feasibility {
  const id = holderOf(sc);
  const have = id === null ? 0 : (ctx.s.cards[id]?.cores ?? []).length;
  return have >= step.count ? { ok: true, why: "" } : { ok: false, why: `it has ${have} forbidden core(s), fewer than ${step.count}` };
}

/** Put `count` of the card's forbidden cores under it (309.6), chosen by its controller: they become cards under it. */
export function runCoresUnder(ctx: Ctx, step: CoresUnderStep, scope: Scope): boolean {
  const id = holderOf(scope);
  if (id === null) return false;
  const inst = ctx.s.cards[id];
  const have = (inst.cores ?? []).slice();
  if (have.length < step.count) return false;
  const a = ctx.choices.ask("choose-cards", inst.controller, `${scope.label}: choose ${step.count} of the forbidden cores of ${nameOf(ctx, id)} to put under it (309.6)`, have, step.count, step.count);
  traceChoice(ctx, a, scope.parent);
  const picked = "pick" in a.answer && a.answer.pick.length === step.count && a.answer.pick.every((p) => have.includes(p)) ? a.answer.pick : have.slice(0, step.count);
  inst.cores = have.filter((c) => !picked.includes(c));
  inst.under = [...picked, ...inst.under];
  const w = coresUnderText(nameOf(ctx, id), picked.map((c) => nameOf(ctx, c)), inst.cores.length);
  ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["309.6"], narration: w });
  return true;
}

/** Why the card can't Forbidden Big Bang now, or null when it can (701.29a: a Final Forbidden Field with its cores, no seal left). */
export function bigBangProblem(ctx: Ctx, field: string): string | null {
  const loc = locate(ctx.s, field);
  if (!loc || loc.zone !== "battle" || loc.under !== null) return `${field} is not a card in the battle zone`;
  const def = defOf(ctx, field);
  if (!def.type.includes("Final Forbidden Field")) return `${nameOf(ctx, field)} is not a Final Forbidden Field (701.29a)`;
  if (ctx.s.cards[field].seals.length > 0) return `${nameOf(ctx, field)} still has ${ctx.s.cards[field].seals.length} seal(s): it Forbidden Big Bangs only when none is left`;
  if (creatureSide(ctx, field) === null) return `${nameOf(ctx, field)} has no Final Forbidden Creature side known to the engine`;
  return null;
}

function creatureSide(ctx: Ctx, field: string): string | null {
  return (defOf(ctx, field).faces ?? []).find((f) => (ctx.defs[f]?.type ?? "").includes("Final Forbidden Creature")) ?? null;
}

/**
 * 701.29a: the field flips to its creature side and its cards are reconstituted into one creature: the card standing
 * for the field now stands for the creature, its cores (core side up) are the creature's forbidden cores. Not a move:
 * the cards were in the battle zone already (nothing "is put into the battle zone").
 */
export function forbiddenBigBang(ctx: Ctx, field: string, parent: number): void {
  const inst = ctx.s.cards[field];
  const side = creatureSide(ctx, field)!;
  const before = nameOf(ctx, field);
  inst.card = side;
  const cores = inst.cores ?? [];
  const w = bigBangText(before, ctx.defs[side]?.name ?? side, ctx.defs[side]?.nameJa ?? nameJaOf(ctx, field), cores.map((c) => nameOf(ctx, c)));
  ctx.trace.add({ seq: 0, parent, step: ctx.step, kind: "effect", automatic: true, clauses: ["701.29a", "309.1"], narration: w });
}
