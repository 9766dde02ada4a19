/**
 * Psychic Super Creatures (806): one creature made of several psychic cells. The card that stands for the creature
 * in the battle zone lists the other cells in `cells`; every cell shows the super creature's face (`card`) and keeps
 * its own psychic creature side in `cellSide`.
 *  - 806.1a: a cell can't exist alone in the battle zone: one left alone returns to the hyperspatial zone at once;
 *  - 806.1b/806.1c: Link Release — when the creature (or one of its cells) would leave, only one cell leaves (it ends in
 *    the hyperspatial zone, 805.4b) and the rest flip to their psychic sides. Not a replacement effect: the split is
 *    made before replacement effects are looked at, as with linked gods (804.7);
 *  - 806.1d: a cell designated alone has no cost (0); 806.1e: a cell leaving is not a creature leaving (the move is a
 *    `part` move `as: "cell"`, which "when a creature leaves" abilities don't see); 806.1f: a cell has the super
 *    creature's civilizations (its face is the super creature's);
 *  - 806.2/806.2a: the creatures left after Link Release are the same creature: tapped stays tapped, effects carry over.
 * Rule processes here are not events: nothing replaces or triggers on them; each is traced with its clause.
 */
import type { Ctx, HandlerRegistry } from "./context";
import { defOf, nameJaOf, nameOf } from "./context";
import type { CardFilter } from "./defs";
import { destinationOf, matchesFilter } from "./query";
import { resetOffBattle } from "./stack";
import { addToZone, removeFromZone, type Location } from "./state";
import { traceChoice } from "./triggers";
import { hasDragonSoulEvade, hasLinkRelease, isDragheartSuper, superCreatureOf } from "./cells-state";
import type { MoveEvent, ZoneName } from "./types";

export { hasDragonSoulEvade, hasLinkRelease, isCell, isDragheartSuper, isSuperCreature, superCreatureOf } from "./cells-state";

/** A rule process that followed a move, for the trace (the shape of moves.ts's RuleNote). */
export interface RuleNote {
  en: string;
  ja: string;
  clauses: string[];
}

/** The part of a move's outcome this module writes (moves.ts's MoveOutcome has these fields). */
export interface CellMoveOutcome {
  notes: string;
  rules: RuleNote[];
}

/** The zone-move operations of moves.ts this module uses (passed in: moves.ts imports this module). */
export interface CellOps {
  leaveBattle(ctx: Ctx, id: string): void;
  place(ctx: Ctx, id: string, zone: ZoneName, position: "top" | "bottom" | "any", parent: number): void;
}

/** Whether the cells left behind flip (and stay) rather than return: Link Release (806.1b) or Dragon Soul Evade (808.1b). */
function flipsRest(ctx: Ctx, id: string): boolean {
  return hasLinkRelease(ctx, id) || hasDragonSoulEvade(ctx, id);
}

/**
 * 808.1b Dragon Soul Evade's substitute: 「かわりにそのドラグハート・セルの中から１つを選んで超次元ゾーンに戻し、残りのカードを裏返す」.
 * The super creature's owner chooses one of its cells; that cell is returned to the hyperspatial zone (a move of the cell
 * alone, 808.1d: not the creature leaving), and the rest flip (moveCell). Registered as the handler "dragon-soul-evade".
 */
export const CELL_HANDLERS: HandlerRegistry = {
  "dragon-soul-evade": {
    canPerform(ctx, scope) {
      const rep = scope.eventCard === null ? null : superCreatureOf(ctx.s, scope.eventCard);
      return rep !== null ? { ok: true, why: "" } : { ok: false, why: "it is no longer a super creature with cells" };
    },
    run(ctx, scope, _args, api) {
      const ev = scope.replaced;
      const rep = scope.eventCard === null ? null : superCreatureOf(ctx.s, scope.eventCard);
      if (!ev || ev.type !== "move" || rep === null) return false;
      const owner = ctx.s.cards[rep].owner;
      const cards = [rep, ...(ctx.s.cards[rep].cells ?? [])];
      const a = ctx.choices.ask("choose-cards", owner, `Dragon Soul Evade: choose one of the dragheart cells of ${nameOf(ctx, rep)} to return to the hyperspatial zone instead (808.1b)`, cards, 1, 1);
      traceChoice(ctx, a, scope.parent);
      const chosen = "pick" in a.answer && a.answer.pick[0] && cards.includes(a.answer.pick[0]) ? a.answer.pick[0] : rep;
      const move: MoveEvent = {
        type: "move",
        card: chosen,
        from: "battle",
        to: "hyperspatial",
        position: "any",
        reason: "to-hyperspatial",
        cause: scope.cause,
        byReplacement: scope.byReplacement,
        stack: chosen === rep ? { kind: "top-only" } : { kind: "part", as: "cell" },
      };
      const r = api.propose([move]);
      return r.some((x) => x.status === "happened" || x.status === "replaced");
    },
  },
};

/** A cell named for the trace, as one cell (also the card standing for the creature): "Super [cell: its side] (id)". */
export function cellName(ctx: Ctx, id: string): string {
  const inst = ctx.s.cards[id];
  const sup = inst ? ctx.defs[inst.card]?.name : undefined;
  const side = inst?.cellSide !== undefined ? ctx.defs[inst.cellSide]?.name : undefined;
  return sup && side ? `${sup} [cell: ${side}] (${id})` : nameOf(ctx, id);
}

/** 806.1d: a cell designated as a card has no cost (0 when referred to); its other characteristics are the super creature's (806.1f). */
export function cellMatchesFilter(ctx: Ctx, id: string, f: CardFilter | undefined): boolean {
  if (!f) return true;
  if (f.costAtMost !== undefined && 0 > f.costAtMost) return false;
  if (f.costAtLeast !== undefined && 0 < f.costAtLeast) return false;
  if (f.costAboveZoneCount !== undefined || f.costAtMostCount !== undefined) return false;
  // 808.1c: a dragheart cell has no race either
  if (f.raceIncludes && isDragheartSuper(ctx, id)) return false;
  const rest: CardFilter = { ...f };
  delete rest.costAtMost;
  delete rest.costAtLeast;
  return matchesFilter(ctx, id, rest);
}

/**
 * 806.1b: a super creature with Link Release would leave the battle zone: its owner chooses one of its cells, and the
 * event becomes that cell's move alone (replacement effects may still apply to it; 806.1e: it is not a creature leaving).
 * Returns the new event, traced under `parent`.
 */
export function splitCells(ctx: Ctx, parent: number, ev: MoveEvent, would: string): MoveEvent {
  const rep = ev.card;
  const owner = ctx.s.cards[rep].owner;
  const cards = [rep, ...(ctx.s.cards[rep].cells ?? [])];
  const a = ctx.choices.ask("choose-cards", owner, `${would}: it has Link Release; only one of its psychic cells leaves and returns to the hyperspatial zone, the rest flip (806.1b). Choose the cell`, cards, 1, 1);
  traceChoice(ctx, a, parent);
  const chosen = "pick" in a.answer && a.answer.pick[0] && cards.includes(a.answer.pick[0]) ? a.answer.pick[0] : rep;
  const next: MoveEvent = chosen === rep ? { ...ev, stack: { kind: "top-only" } } : { ...ev, card: chosen, stack: { kind: "part", as: "cell" } };
  ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: true,
    clauses: ["806.1b", "806.1e"],
    narration: {
      en: `${ctx.defs[ctx.s.cards[rep].card]?.name ?? rep} is a Psychic Super Creature made of ${cards.length} psychic cells (${cards.map((c) => `${ctx.defs[ctx.s.cards[c].cellSide ?? ""]?.name ?? "?"} (${c})`).join(", ")}). Link Release: only ${cellName(ctx, chosen)} leaves the battle zone; the other cells will flip to their psychic sides. This is not a replacement effect (806.1b), and a cell leaving is not the creature leaving (806.1e).`,
      ja: `リンク解除: サイキック・セル1枚(${nameJaOf(ctx, chosen)})のみがバトルゾーンを離れ超次元ゾーンに戻り、残りは裏返る。これは置換効果ではない (806.1b)`,
    },
    event: next,
  });
  return next;
}

/**
 * The card standing for a super creature is to leave alone (Link Release chose it, or a card-designating effect did,
 * 109.2c): another cell takes its place as the card standing for the creature — bookkeeping, the creature is unchanged
 * (tapped state, time in the battle zone, effects) — so that the card leaves as a cell (806.1e), like any other.
 */
export function handOver(ctx: Ctx, rep: string): string {
  const s = ctx.s;
  const ri = s.cards[rep];
  const [heir, ...others] = ri.cells ?? [];
  const hi = s.cards[heir];
  for (const p of ["A", "B"] as const) {
    const b = s.players[p].zones.battle;
    const i = b.indexOf(rep);
    if (i >= 0) b[i] = heir;
  }
  hi.cells = [rep, ...others];
  hi.tapped = ri.tapped;
  hi.enteredBattleTurn = ri.enteredBattleTurn;
  hi.controller = ri.controller;
  hi.under = ri.under;
  hi.auras = ri.auras;
  hi.seals = ri.seals;
  ri.cells = [];
  ri.under = [];
  ri.auras = [];
  ri.seals = [];
  ri.tapped = false;
  for (const c of Object.values(s.cards)) {
    if (c.crossedTo === rep) c.crossedTo = heir;
    if (c.equippedTo === rep) c.equippedTo = heir;
  }
  carryEffects(ctx, rep, [heir]);
  return heir;
}

/** Turn a card that leaves the battle zone from cell to its psychic creature side (what it is outside the battle zone). */
function unCell(ctx: Ctx, id: string): void {
  const inst = ctx.s.cards[id];
  if (inst.cellSide !== undefined) inst.card = inst.cellSide;
  // absent again (undefined: the field stays, so the card keeps its object shape)
  inst.cellSide = undefined;
  inst.cells = undefined;
}

/** 806.2: the effects applied to the super creature (locked onto the card standing for it) carry over to `to`. */
function carryEffects(ctx: Ctx, from: string, to: string[]): void {
  ctx.s.effects = ctx.s.effects.map((fx) => (fx.affected.includes(from) ? { ...fx, affected: [...fx.affected, ...to.filter((r) => !fx.affected.includes(r))] } : fx));
}

/**
 * What becomes of the cells left behind when one cell (`gone`) left the super creature standing at `at` in `player`'s
 * battle zone: with Link Release they flip and stay as the same creature (806.1c, 806.2, 806.2a); without it, they are
 * no super creature any more and a cell can't exist alone: they return to the hyperspatial zone (806.1a).
 */
function releaseRest(ctx: Ctx, rest: string[], from: { tapped: boolean; entered: number | null; gone: string; release: boolean }, player: Location["player"], at: number, parent: number, out: CellMoveOutcome): void {
  const s = ctx.s;
  if (rest.length === 0) return;
  const dragheart = isDragheartSuper(ctx, rest[0]);
  if (from.release) {
    const names: string[] = [];
    rest.forEach((id, i) => {
      const inst = s.cards[id];
      unCell(ctx, id);
      inst.tapped = from.tapped;
      inst.enteredBattleTurn = from.entered;
      s.players[player].zones.battle.splice(at + i, 0, id);
      names.push(`${ctx.defs[inst.card]?.name ?? inst.card} (${id})`);
    });
    if (dragheart) {
      out.rules.push({
        en: `Dragon Soul Evade: the other cells flip, ${names.join(" and ")} (808.1b); ${from.tapped ? "tapped, they stay tapped, and " : ""}the effects applied to the creature carry over, as for a Psychic Super Creature's parts (806.2: 808 says nothing else of them).`,
        ja: `龍魂回避: 残りのカードを裏返す (808.1b)`,
        clauses: ["808.1b", "806.2"],
      });
      return;
    }
    out.rules.push({
      en: `Link Release: the other cells flip to their psychic sides, ${names.join(" and ")}; ${rest.length > 1 ? "they are" : "it is"} the same creature the super creature was: ${from.tapped ? "tapped, it stays tapped, and " : ""}the effects applied to it carry over (806.1c, 806.2${rest.length > 1 ? ", 806.2a" : ""}).`,
      ja: `リンク解除: 残りのカードは裏返り、同一のクリーチャーとして扱う (806.2)`,
      clauses: rest.length > 1 ? ["806.1c", "806.2", "806.2a"] : ["806.1c", "806.2"],
    });
    return;
  }
  for (const id of rest) {
    const nm = cellName(ctx, id);
    // what sat on it is left on nothing: seals and auras to the graveyard (116.1, 310.5), cards under it likewise
    const c = s.cards[id];
    for (const x of [...c.under, ...c.auras, ...c.seals]) {
      resetOffBattle(s.cards[x]);
      s.cards[x].faceDown = false;
      addToZone(s, s.cards[x].owner, destinationOf(defOf(ctx, x), "graveyard"), x, "any");
      out.rules.push({ en: `${nameOf(ctx, x)} was on ${id}, which left: it is put into its owner's graveyard (116.1, 310.5).`, ja: `墓地へ置かれる`, clauses: c.seals.includes(x) ? ["116.1"] : ["310.5"] });
    }
    resetOffBattle(s.cards[id]);
    unCell(ctx, id);
    addToZone(s, s.cards[id].owner, "hyperspatial", id, "any");
    out.rules.push(
      dragheart
        ? {
            en: `${nm} is no longer part of a whole super creature (808 gives one without Dragon Soul Evade no way to stay once a cell has left), and a dragheart cell can't be in the battle zone on its own: it is put into the hyperspatial zone at once (703.4g, as 806.1a for psychic cells; a rule process, not an event).`,
            ja: `ドラグハート・セルは単独でバトルゾーンに存在できないので、超次元ゾーンに置かれる (703.4g)`,
            clauses: ["703.4g", "806.1a"],
          }
        : {
            en: `${nm} is no longer part of a super creature, and a psychic cell can't exist alone in the battle zone: it returns to the hyperspatial zone at once (806.1a; a rule process, not an event).`,
            ja: `サイキック・セルは単独でバトルゾーンに存在できないので、即座に超次元ゾーンに戻る (806.1a)`,
            clauses: ["806.1a"],
          },
    );
  }
  void parent;
}

/**
 * Carry out a move of the card standing for a super creature out of the battle zone: the whole creature (all its cells go
 * to the same zone, and being psychic cards end in the hyperspatial zone, 805.4b, 117.1), or — `top-only` — this cell
 * alone (Link Release's chosen cell, or a card-designating effect's, 109.2c), the rest being released.
 */
export function moveSuperCreature<O extends CellMoveOutcome>(ctx: Ctx, ev: MoveEvent, loc: Location, parent: number, out: O, ops: CellOps): O {
  const s = ctx.s;
  const rep = ev.card;
  const inst = s.cards[rep];
  const cells = (inst.cells ?? []).slice();
  const alone = ev.stack?.kind === "top-only";
  const tapped = inst.tapped;
  const entered = inst.enteredBattleTurn;
  const release = flipsRest(ctx, rep);
  const at = s.players[loc.player].zones.battle.indexOf(rep);
  const held = { under: inst.under.slice(), auras: inst.auras.slice(), seals: inst.seals.slice() };
  const dragheart = isDragheartSuper(ctx, rep);
  const kindOf = dragheart ? { cards: "dragheart", clause: "807.4b" } : { cards: "psychic", clause: "805.4b" };
  if (alone && release) carryEffects(ctx, rep, cells);
  removeFromZone(s, loc.player, "battle", rep);
  ops.leaveBattle(ctx, rep);
  const dest = destinationOf(defOf(ctx, rep), ev.to);
  unCell(ctx, rep);
  ops.place(ctx, rep, dest, ev.position, parent);
  if (dest !== ev.to) out.notes += ` → ${dest} instead (a ${kindOf.cards} card put into a zone other than the battle zone returns to the hyperspatial zone, ${kindOf.clause}, 117.1)`;
  if (alone) {
    out.notes += ` (only this psychic cell leaves; 109.2c)`;
    // what sat on the creature stays with what remains of it
    const heir = s.cards[cells[0]];
    heir.under = [...held.under, ...heir.under];
    heir.auras = [...held.auras, ...heir.auras];
    heir.seals = [...held.seals, ...heir.seals];
    releaseRest(ctx, cells, { tapped, entered, gone: rep, release }, loc.player, at, parent, out);
    return out;
  }
  for (const c of cells) {
    resetOffBattle(s.cards[c]);
    unCell(ctx, c);
    ops.place(ctx, c, destinationOf(defOf(ctx, c), ev.to), "any", parent);
    out.notes += `; its cell ${c} goes too`;
  }
  // what sat on the creature: cards under it and auras go with it (310.8), seals are put into the graveyard (as moves.ts does)
  for (const u of [...held.under, ...held.auras]) {
    resetOffBattle(s.cards[u]);
    ops.place(ctx, u, destinationOf(defOf(ctx, u), ev.to), "any", parent);
    out.notes += `; ${u} goes too`;
  }
  for (const sl of held.seals) {
    resetOffBattle(s.cards[sl]);
    s.cards[sl].faceDown = false;
    ops.place(ctx, sl, "graveyard", "any", parent);
    out.rules.push({ en: `The seal ${sl} on ${rep} is left on nothing and is put into its owner's graveyard.`, ja: `封印は墓地へ置かれる`, clauses: ["116.1"] });
  }
  out.rules.push({
    en: `The whole super creature leaves: its cells (${[rep, ...cells].join(", ")}) are ${kindOf.cards} cards, put into a zone other than the battle zone they return to the hyperspatial zone (${kindOf.clause}, 117.1).`,
    ja: dragheart ? `ドラグハート・スーパー・クリーチャーを構成するカードはすべて超次元ゾーンに戻る (807.4b)` : `サイキック・スーパー・クリーチャーを構成するカードはすべて超次元ゾーンに戻る (805.4b)`,
    clauses: [kindOf.clause, "117.1"],
  });
  return out;
}

/** One cell other than the one standing for the creature leaves alone (a card-designating effect, 109.2c, or Link Release). */
export function moveCell<O extends CellMoveOutcome>(ctx: Ctx, ev: MoveEvent, loc: Location, parent: number, out: O, ops: CellOps): O {
  const s = ctx.s;
  const holderId = loc.under!;
  const holder = s.cards[holderId];
  const release = flipsRest(ctx, holderId);
  const rest = [holderId, ...(holder.cells ?? []).filter((x) => x !== ev.card)];
  const tapped = holder.tapped;
  const entered = holder.enteredBattleTurn;
  const at = s.players[loc.player].zones.battle.indexOf(holderId);
  const inst = s.cards[ev.card];
  resetOffBattle(inst);
  unCell(ctx, ev.card);
  const dest = destinationOf(defOf(ctx, ev.card), ev.to);
  ops.place(ctx, ev.card, dest, ev.position, parent);
  const dragheart = isDragheartSuper(ctx, holderId);
  out.notes += dragheart ? ` (only this dragheart cell leaves ${holderId}; 109.2c, 808.1d)` : ` (only this psychic cell leaves ${holderId}; 109.2c, 806.1e)`;
  if (dest !== ev.to) out.notes += ` → ${dest} instead (${dragheart ? "807.4b" : "805.4b"}, 117.1)`;
  // the cards left: take the creature's card out of its zone and release them all from `at`
  removeFromZone(s, loc.player, "battle", holderId);
  if (release) carryEffects(ctx, holderId, rest);
  holder.cells = [];
  releaseRest(ctx, rest, { tapped, entered, gone: ev.card, release }, loc.player, at, parent, out);
  // without Link Release the creature is gone: what was crossed with it or equipped to it, and its effects, are let go —
  // after releaseRest has put what sat on it (seals, auras, cards under it) into the graveyard, not before
  if (!release) ops.leaveBattle(ctx, holderId);
  return out;
}

