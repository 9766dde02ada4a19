/** Derived characteristics: what a card is and has right now (printed data + continuous effects). */
import type { Ctx } from "./context";
import { defOf, defsHave, nameOf } from "./context";
import type { CardDef, CardDefs, CardFilter, Condition, CountSide, PerCard, ReplacementDef, StaticDef, TriggerDef } from "./defs";
import { EngineError } from "./errors";
import { isIn, locate, zoneOf } from "./state";
import { type GameState, type PlayerId, type ZoneName } from "./types";
import { other, PLAYERS } from "./zones";
import { describeTurnLog, otherBrokeShield, turnLogHolds } from "./cond3";

/** What a definition's printed types say, computed once per definition object (definitions do not change during a run). */
interface TypeFacts {
  types: readonly string[];
  creature: boolean;
  evolution: boolean;
  neo: boolean;
}
const typeFacts = new WeakMap<CardDef, TypeFacts>();
function factsOf(d: CardDef): TypeFacts {
  let f = typeFacts.get(d);
  if (f === undefined || f.types[0] !== d.type) {
    const types: readonly string[] = d.faceTypes && d.faceTypes.length > 0 ? [d.type, ...d.faceTypes] : [d.type];
    f = {
      types,
      creature: types.some((t) => t.includes("Creature")),
      evolution: types.some((t) => t.includes("Evolution")),
      neo: types.some((t) => /\bNeo\b/.test(t)),
    };
    typeFacts.set(d, f);
  }
  return f;
}

/** The card's types: its own type and, for a twinpact, each side's type. */
export const typesOf = (d: CardDef): readonly string[] => (d.faceTypes && d.faceTypes.length > 0 ? [d.type, ...d.faceTypes] : [d.type]);
/** A creature card (a twinpact with a creature side counts: in the battle zone it is that creature). */
export const isCreatureDef = (d: CardDef): boolean => factsOf(d).creature;
/** An evolution card (Evolution Creature, Star Evolution Creature...; Neo Creatures are not evolution cards). */
export const isEvolutionDef = (d: CardDef): boolean => factsOf(d).evolution;
export const isSpellDef = (d: CardDef): boolean => d.type === "Spell";
/** A Neo creature (Neo Creature, G-Neo Creature...): put on a creature by Neo Evolution, it is a Neo Evolution Creature while a card is under it. */
export const isNeoDef = (d: CardDef): boolean => factsOf(d).neo;
/** The card on top of a stack is an evolution creature now: an evolution card, or a Neo creature with a card under it ("treat it as a Neo Evolution Creature"). */
export const isEvolutionNow = (d: CardDef, underCount: number): boolean => isEvolutionDef(d) || (underCount > 0 && isNeoDef(d));
/** Psychic and dragheart cards go to the hyperspatial zone instead of any zone other than the battle zone. */
export const isHyperspatialDef = (d: CardDef): boolean => d.type.includes("Psychic") || d.type.includes("Dragheart");
/** GR (gacharange) creatures: put into any zone but the battle zone, they go to the bottom of the super GR (118.1). */
export const isGrDef = (d: CardDef): boolean => d.type.includes("Gacharange");
/**
 * Where a card put into `to` really goes. 117.1: psychic and dragheart cards put into any zone but the battle
 * zone go to the hyperspatial zone; 118.1: GR creatures go to the bottom of the super GR; 118.2: any other card put
 * into the super GR goes to the graveyard; 410.4: the abyss keeps what is sent there, psychic and GR cards included.
 */
export function destinationOf(def: CardDef, to: ZoneName): ZoneName {
  if (to === "battle" || to === "abyss" || to === "resolving") return to;
  if (isHyperspatialDef(def)) return "hyperspatial";
  if (isGrDef(def)) return "gr";
  if (to === "gr") return "graveyard";
  return to;
}
/** Orega Auras (310): they cannot exist alone in the battle zone (310.5). */
export const isAuraDef = (d: CardDef): boolean => d.type.includes("Aura");
/** Dragheart Weapons (305): equipped to a creature; one alone in the battle zone goes to the hyperspatial zone (117.2). */
export const isWeaponDef = (d: CardDef): boolean => d.type.includes("Weapon");
/** A Command (116.4: its entry removes a seal): a card whose race contains "Command" (a Command tamaseed too: official Q&A of 2022-04-08). */
export const isCommandDef = (d: CardDef): boolean => d.races.some((r) => /\bCommand\b/.test(r));

/** The card is listed in a battle zone (on its own, or the top card of an object). */
export function inBattle(ctx: Ctx, id: string): boolean {
  return isIn(ctx.s, id, "battle");
}

/** The card is in a battle zone at all: listed there, or part of an object there (under, aura, seal, linked god). */
export function inBattleZone(ctx: Ctx, id: string): boolean {
  return locate(ctx.s, id)?.zone === "battle";
}

/** 116.2: a creature with a seal on it is ignored: treated as not in the battle zone (no abilities, can't be chosen, attack, block, tap). */
export function isIgnored(s: GameState, defs: CardDefs, id: string): boolean {
  const inst = s.cards[id];
  if (!inst || inst.seals.length === 0) return false;
  const d = defs[inst.card];
  return d !== undefined && isCreatureDef(d);
}

/**
 * The cards of a player's battle zone whose abilities work: each object's top card unless the creature is ignored
 * (116.2), the gods linked with it (804.1b: the linked creature has every god's abilities), and its auras (310).
 */
export function abilityHolders(ctx: Ctx, player: PlayerId): readonly string[] {
  const battle = ctx.s.players[player].zones.battle;
  // most boards have no sealed, linked or aura-carrying card: the zone itself
  let plain = true;
  for (const id of battle) {
    const c = ctx.s.cards[id];
    if (c.seals.length > 0 || c.linked.length > 0 || c.auras.length > 0) {
      plain = false;
      break;
    }
  }
  if (plain) return battle;
  const out: string[] = [];
  for (const id of battle) {
    if (isIgnored(ctx.s, ctx.defs, id)) continue;
    const c = ctx.s.cards[id];
    out.push(id);
    for (const l of c.linked) out.push(l);
    for (const a of c.auras) out.push(a);
  }
  return out;
}

/** The card listed in the battle zone that stands for the object `id` is part of (itself when it is listed). */
export function objectOf(ctx: Ctx, id: string): string {
  const loc = locate(ctx.s, id);
  return loc && loc.under !== null ? loc.under : id;
}

/**
 * Is the card a creature now? Its type says so, unless it is a card that is a creature in the battle zone only under
 * a condition (a Tamaseed/Creature: "... this tamaseed isn't treated as a creature") and the condition does not hold.
 */
export function isCreature(ctx: Ctx, id: string): boolean {
  const d = defOf(ctx, id);
  if (!isCreatureDef(d)) return false;
  const only = d.abilities.statics.find((st) => st.kind === "creature-only-if");
  if (only === undefined || only.kind !== "creature-only-if" || !inBattle(ctx, id)) return true;
  return conditionsHold(ctx, only.conditions, id, ctx.s.cards[id].controller);
}

export function power(ctx: Ctx, id: string): number {
  let p = defOf(ctx, id).power ?? 0;
  const inst = ctx.s.cards[id];
  // 804.1b: a linked god has the characteristics of every god in it (their powers add up)
  for (const l of inst.linked) p += defOf(ctx, l).power ?? 0;
  // 310.4: each aura adds its number to the creature it is attached to
  for (const a of inst.auras) for (const st of defOf(ctx, a).abilities.statics) if (st.kind === "attached-creature-power") p += st.amount;
  // "this creature gets +N power" (while attacking / battling, for each card counted, under conditions)
  const d = defOf(ctx, id);
  if (d.abilities.statics.length > 0 && !isIgnored(ctx.s, ctx.defs, id)) {
    for (const st of d.abilities.statics) {
      if (st.kind !== "power") continue;
      if (!conditionsHold(ctx, st.conditions, id, inst.controller)) continue;
      p += st.amount * (st.perCard ? perCardCount(ctx, st.perCard, inst.controller, id) : 1);
    }
  }
  // 804.1b: the power abilities of the gods linked in it too (each god's conditions read from that god)
  for (const l of inst.linked) {
    for (const st of defOf(ctx, l).abilities.statics) {
      if (st.kind !== "power" || !conditionsHold(ctx, st.conditions, l, inst.controller)) continue;
      p += st.amount * (st.perCard ? perCardCount(ctx, st.perCard, inst.controller, l) : 1);
    }
  }
  // effects: "gets +N power until the end of the turn"
  for (const fx of ctx.s.effects) if (fx.power !== undefined && fx.affected.includes(id)) p += fx.power;
  // other cards' abilities: "each of your Dragons gets +1000 power", "the attached creature gets +2000 power"
  for (const g of grantsOn(ctx, id)) {
    p += (g.power ?? 0) + (g.attackingPower !== undefined && ctx.attacking != null && ctx.attacking === objectOf(ctx, id) ? g.attackingPower : 0);
    // statics4: "+N power while battling" given by another card
    if (g.battlingPower !== undefined && ctx.battling && ctx.battling.includes(objectOf(ctx, id))) p += g.battlingPower;
  }
  // Cross Gears crossed with this creature (303.3a): "the crossed creature gets +N power"
  for (const pl of ["A", "B"] as const) {
    for (const g of ctx.s.players[pl].zones.battle) {
      if (ctx.s.cards[g].crossedTo !== id) continue;
      for (const st of defOf(ctx, g).abilities.statics) if (st.kind === "crossed-creature-power") p += st.amount;
    }
  }
  return p;
}

/** How many cards a "for each" counts: the cards of a zone of the controller, the opponent or both that match the filter. */
export function perCardCount(ctx: Ctx, pc: PerCard, controller: PlayerId, source: string | null = null): number {
  const players: PlayerId[] = pc.whose === "yours" ? [controller] : pc.whose === "opponents" ? [other(controller)] : [controller, other(controller)];
  let n = 0;
  const civs = pc.civilizations ? new Set<string>() : null;
  for (const p of players)
    for (const id of countedCards(ctx, p, pc.zone))
      if (!(pc.excludeSource && id === source) && (pc.zone !== "battle" || isCreature(ctx, id) || pc.filter) && matchesFilter(ctx, id, pc.filter)) {
        n++;
        // "for each civilization": the civilizations of the cards counted (colorless, "zero", is no civilization; a
        // face-down card in the mana zone is colorless, 405.4)
        if (civs && !(pc.zone === "mana" && ctx.s.cards[id].faceDown)) for (const c of civilizationsOf(ctx, id)) if (c !== "zero") civs.add(c);
      }
  return civs ? civs.size : n;
}

/**
 * A `cant-enter-battle` static of a card in the battle zone that keeps creature `id` (about to be put into the battle
 * zone by or for `player`) out: its text, or null.
 */
export function cantEnterBattleBy(ctx: Ctx, id: string, player: PlayerId): string | null {
  if (!isCreatureDef(defOf(ctx, id))) return null;
  for (const p of PLAYERS) {
    for (const src of ctx.s.players[p].zones.battle) {
      if (src === id) continue;
      const sts = defOf(ctx, src).abilities.statics;
      if (sts.length === 0 || isIgnored(ctx.s, ctx.defs, src)) continue;
      const ctl = ctx.s.cards[src].controller;
      for (const st of sts) {
        if (st.kind !== "cant-enter-battle") continue;
        if (st.whose !== "players" && (st.whose === "yours") !== (player === ctl)) continue;
        if (st.nameContains !== undefined && !defOf(ctx, id).name.toLowerCase().includes(st.nameContains.toLowerCase())) continue;
        if (!matchesFilter(ctx, id, st.filter)) continue;
        return `${nameOf(ctx, src)}: "${st.text}"`;
      }
    }
  }
  return null;
}

/** "This creature wins all battles" (115.3c, 700.5): the text of such a static of battle-zone creature `id` whose conditions hold now, or null. */
export function winsAllBattles(ctx: Ctx, id: string): string | null {
  if (!inBattle(ctx, id) || isIgnored(ctx.s, ctx.defs, id)) return null;
  const controller = ctx.s.cards[id].controller;
  for (const st of defOf(ctx, id).abilities.statics) if (st.kind === "wins-all-battles" && conditionsHold(ctx, st.conditions, id, controller)) return st.text;
  // statics4: given by another card ("Your light creatures that cost 6 or less win all battles")
  for (const g of grantsOn(ctx, id)) if (g.winsAllBattles) return g.text;
  return null;
}

/**
 * Just Diver ("When you put this creature, it can't be chosen by your opponent and can't be attacked until the start of
 * your next turn"): from its entry until its controller's next turn starts.
 */
export function justDiverActive(ctx: Ctx, id: string): boolean {
  const inst = ctx.s.cards[id];
  if (!inst || inst.enteredBattleTurn === null || !inBattle(ctx, id)) return false;
  const t = ctx.s.turn;
  const within = t.number === inst.enteredBattleTurn || (t.number === inst.enteredBattleTurn + 1 && t.active !== inst.controller);
  return within && hasKeyword(ctx, id, "just-diver");
}

/** The opponent of `chooser` can't choose `id` (a `cant-be-chosen` static, a `grant` with `cantBeChosen`, or Just Diver); `bySpell`: the choice is a spell's (`spellCost`: that spell's cost). */
export function cantBeChosenBy(ctx: Ctx, id: string, chooser: PlayerId, bySpell: boolean, spellCost: number | null = null): string | null {
  const inst = ctx.s.cards[id];
  if (!inst || inst.controller === chooser || !inBattle(ctx, id)) return null;
  if (justDiverActive(ctx, id)) return "Just Diver";
  if (isIgnored(ctx.s, ctx.defs, id)) return null;
  for (const st of defOf(ctx, id).abilities.statics) {
    if (st.kind !== "cant-be-chosen" || (st.spellsOnly && !bySpell)) continue;
    // "by the effect of a spell that costs 4 or less": the spell's cost
    if (st.spellCostAtMost !== undefined && (!bySpell || spellCost === null || spellCost > st.spellCostAtMost)) continue;
    if (conditionsHold(ctx, st.conditions, id, inst.controller)) return st.text;
  }
  // granted by another card ("they can't choose your Dragons"): the grant reaches the creature while its conditions hold
  for (const g of grantsOn(ctx, id)) if (g.cantBeChosen === "any" || (g.cantBeChosen === "spells" && bySpell)) return g.text;
  return null;
}

/** Whether any card of these definitions has a `grant` static (cached: most boards have none, and power/keywords stay cheap). */
const grantDefs = new WeakMap<CardDefs, boolean>();
function anyGrants(defs: CardDefs): boolean {
  let g = grantDefs.get(defs);
  if (g === undefined) {
    g = Object.values(defs).some((d) => d.abilities.statics.some((st) => st.kind === "grant"));
    grantDefs.set(defs, g);
  }
  return g;
}

type GrantStatic = Extract<StaticDef, { kind: "grant" }>;

/** The `grant` statics that reach creature `id` now: from the battle zone's cards, its auras and the gears crossed with it. */
export function grantsOn(ctx: Ctx, id: string): GrantStatic[] {
  return grantSourcesOn(ctx, id).map((g) => g.st);
}

/** The `grant` statics that reach creature `id` now, each with the card whose static it is. */
function grantSourcesOn(ctx: Ctx, id: string): { st: GrantStatic; src: string }[] {
  // a grant's own filter or condition may ask for a keyword or a power: no grant reaches into that question (no loop)
  if (granting || !anyGrants(ctx.defs) || !inBattle(ctx, id) || !isCreature(ctx, id) || isIgnored(ctx.s, ctx.defs, id)) return [];
  granting = true;
  try {
    return grantsOnNow(ctx, id);
  } finally {
    granting = false;
  }
}

/**
 * Replacement abilities creature `id` gets from `grant` statics now ("Each of your Aliens gets "Saver: Alien""): the
 * creature has the ability itself ("this creature" in it is `id`); `source` is the card whose static grants it.
 */
export function grantedReplacementsOn(ctx: Ctx, id: string): { rep: ReplacementDef; source: string }[] {
  const out: { rep: ReplacementDef; source: string }[] = [];
  for (const g of grantSourcesOn(ctx, id)) for (const rep of g.st.replacements ?? []) out.push({ rep, source: g.src });
  return out;
}

/**
 * Triggered abilities creature `id` gets from `grant` statics now (Survivor): the creature has the ability itself ("this
 * creature" in it is `id`).
 */
export function grantedTriggersOn(ctx: Ctx, id: string): TriggerDef[] {
  const out: TriggerDef[] = [];
  for (const g of grantSourcesOn(ctx, id)) for (const t of g.st.triggers ?? []) out.push(t);
  return out;
}

let granting = false;

/** Whether the definitions in play have any `grant` static (keywords may then come from other cards). */
export const mayGrant = (ctx: Ctx): boolean => anyGrants(ctx.defs);

function grantsOnNow(ctx: Ctx, id: string): { st: GrantStatic; src: string }[] {
  const out: { st: GrantStatic; src: string }[] = [];
  const inst = ctx.s.cards[id];
  for (const p of ["A", "B"] as const) {
    for (const src of abilityHolders(ctx, p)) {
      const sd = defOf(ctx, src);
      for (const st of sd.abilities.statics) {
        if (st.kind !== "grant") continue;
        const ctl = ctx.s.cards[src].controller;
        const to = st.to;
        let reaches: boolean;
        if ("attached" in to) reaches = inst.auras.includes(src);
        else if ("crossed" in to) reaches = ctx.s.cards[src].crossedTo === id;
        else {
          reaches =
            (to.whose === "all" || (to.whose === "own") === (inst.controller === ctl)) &&
            !(to.excludeSelf && src === id) &&
            (src !== id || to.whose !== "opponents") &&
            matchesFilter(ctx, id, to.filter);
        }
        if (reaches && conditionsHold(ctx, st.conditions, src, ctl)) out.push({ st, src });
      }
    }
  }
  return out;
}

/**
 * Is this god linked (God Link, 804): the card standing for a linked creature, or a god linked into one. A linked
 * creature is one creature made of every god in it (804.1b).
 */
export function isLinked(ctx: Ctx, id: string): boolean {
  const inst = ctx.s.cards[id];
  if (!inst) return false;
  if (inst.linked.length > 0) return true;
  const top = objectOf(ctx, id);
  return top !== id && ctx.s.cards[top].linked.includes(id);
}

export function hasKeyword(ctx: Ctx, id: string, keyword: string): boolean {
  const d = defOf(ctx, id);
  if (d.abilities.keywords.includes(keyword)) return true;
  if (grantsOn(ctx, id).some((g) => g.keywords?.includes(keyword))) return true;
  const controller = ctx.s.cards[id].controller;
  for (const st of d.abilities.statics) {
    if (st.kind === "keyword" && st.keyword === keyword && conditionsHold(ctx, st.conditions, id, controller)) return true;
  }
  // 804.1b: a linked creature has the abilities of every god linked in it (each god's conditions read from that god)
  for (const l of ctx.s.cards[id].linked) {
    const ld = defOf(ctx, l);
    if (ld.abilities.keywords.includes(keyword)) return true;
    for (const st of ld.abilities.statics) {
      if (st.kind === "keyword" && st.keyword === keyword && conditionsHold(ctx, st.conditions, l, controller)) return true;
    }
  }
  if (inBattle(ctx, id)) {
    for (const fx of ctx.s.effects) if (fx.keywords.includes(keyword) && fx.affected.includes(id)) return true;
  }
  return false;
}

export function keywordsOf(ctx: Ctx, id: string): string[] {
  const d = defOf(ctx, id);
  const out = new Set(d.abilities.keywords);
  const controller = ctx.s.cards[id].controller;
  for (const st of d.abilities.statics) {
    if (st.kind === "keyword" && conditionsHold(ctx, st.conditions, id, controller)) out.add(st.keyword);
  }
  // 804.1b: and those of the gods linked in it
  for (const l of ctx.s.cards[id].linked) {
    const ld = defOf(ctx, l);
    for (const k of ld.abilities.keywords) out.add(k);
    for (const st of ld.abilities.statics) if (st.kind === "keyword" && conditionsHold(ctx, st.conditions, l, controller)) out.add(st.keyword);
  }
  for (const fx of ctx.s.effects) if (fx.affected.includes(id)) for (const k of fx.keywords) out.add(k);
  for (const g of grantsOn(ctx, id)) for (const k of g.keywords ?? []) out.add(k);
  return [...out].sort();
}

/** "This creature can't be destroyed": a prohibition, not a replacement. The destroy event simply does not happen. */
export function cantBeDestroyedBy(ctx: Ctx, id: string): string | null {
  if (!inBattle(ctx, id)) return null;
  const d = defOf(ctx, id);
  const controller = ctx.s.cards[id].controller;
  for (const st of d.abilities.statics) {
    if (st.kind === "cant-be-destroyed" && conditionsHold(ctx, st.conditions, id, controller)) return `${d.name}: "${st.text}"`;
  }
  for (const fx of ctx.s.effects) {
    if (fx.cantBeDestroyed && fx.affected.includes(id)) return `${fx.text} (effect ${fx.id} from ${fx.source})`;
  }
  return null;
}

/** "Doesn't leave the battle zone" / "can't leave": a prohibition; no move out of the battle zone happens to the card. */
export function cantLeaveBy(ctx: Ctx, id: string): string | null {
  if (!inBattle(ctx, id)) return null;
  const d = defOf(ctx, id);
  const controller = ctx.s.cards[id].controller;
  if (!isIgnored(ctx.s, ctx.defs, id)) {
    for (const st of d.abilities.statics) {
      if (st.kind === "cant-leave" && conditionsHold(ctx, st.conditions, id, controller)) return `${d.name}: "${st.text}"`;
    }
  }
  for (const fx of ctx.s.effects) {
    if (fx.cantLeave && fx.affected.includes(id)) return `${fx.text} (effect ${fx.id} from ${fx.source})`;
  }
  return null;
}

/**
 * Cards in a player's zone, as counted by effects and conditions: a card being used (summoned, cast) still belongs
 * to its zone but is not counted (409.1c); an ignored creature is treated as not in the battle zone (116.2a).
 */
export function countedCards(ctx: Ctx, player: PlayerId, zone: ZoneName): string[] {
  const ids = zoneOf(ctx.s, player, zone);
  return ids.filter((id) => !ctx.using.includes(id) && !(zone === "battle" && isIgnored(ctx.s, ctx.defs, id)));
}

/** A face-down card in the battle zone (a seal, 200.3b) or mana zone: no characteristics but cost 0 when it is designated. */
function isFaceDownHere(ctx: Ctx, id: string): boolean {
  const inst = ctx.s.cards[id];
  if (!inst.faceDown) return false;
  const loc = locate(ctx.s, id);
  return loc !== null && (loc.zone === "battle" || loc.zone === "mana");
}

/**
 * The card-filter fields `matchesFilter` tests (and answers for a face-down card). A field added to `CardFilter`
 * (defs.ts) fails to compile here until it is listed — and tested below: a field nobody tests would silently match
 * every card.
 */
const FILTER_FIELDS_TESTED: { readonly [K in keyof Required<CardFilter>]: "tested" } = {
  raceIncludes: "tested",
  typeIncludes: "tested",
  civilization: "tested",
  keyword: "tested",
  costAtMost: "tested",
  costAtLeast: "tested",
  typeIncludesAny: "tested",
  typeExcludes: "tested",
  powerAtMost: "tested",
  costAboveZoneCount: "tested",
  faceUp: "tested",
  tapped: "tested",
  powerAtLeast: "tested",
  multicolored: "tested",
  civilizationsAny: "tested",
  civilizationNot: "tested",
  nameIncludes: "tested",
  nameIs: "tested",
  raceExcludes: "tested",
  anyOf: "tested",
  civilizationInZone: "tested",
  declared: "tested",
  enteredThisTurn: "tested",
  costAtMostCount: "tested",
  linked: "tested",
};
void FILTER_FIELDS_TESTED;

/** `asDef`: the characteristics to test instead of the card's own (a twinpact referred to as its spell side, 810.3a). */
export function matchesFilter(ctx: Ctx, id: string, f: CardFilter | undefined, asDef?: CardDef): boolean {
  if (!f) return true;
  // choose3: bound to the declared value as the step runs (effects.ts); one left unbound is not a filter the engine can test
  if (f.declared !== undefined) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): a filter refers to a declared ${f.declared.as} ("${f.declared.name}") outside the effect that declared it`, ctx.step);
  // first4: bound to a count as the step runs (choose3.ts); one left unbound has no controller to count for
  if (f.costAtMostCount !== undefined) throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): a filter bounds the cost by a count of cards outside an effect`, ctx.step);
  if (f.faceUp !== undefined && ctx.s.cards[id].faceDown === f.faceUp) return false;
  if (f.tapped !== undefined && ctx.s.cards[id].tapped !== f.tapped) return false;
  // heads4: "on the turn it was put": it entered the battle zone this turn
  if (f.enteredThisTurn !== undefined && (ctx.s.cards[id].enteredBattleTurn === ctx.s.turn.number) !== f.enteredThisTurn) return false;
  // "a light dragheart that costs 4 or less or a dragheart that costs 2 or less": one of the alternatives
  if (f.anyOf && !f.anyOf.some((g) => matchesFilter(ctx, id, g, asDef))) return false;
  if (isFaceDownHere(ctx, id)) {
    // 200.3b: a seal's characteristics can't be seen; designated as a card it costs 0 and has no other characteristic
    return (
      !f.raceIncludes &&
      !f.typeIncludes &&
      !f.civilization &&
      !f.civilizationsAny &&
      f.multicolored === undefined &&
      !f.keyword &&
      f.powerAtMost === undefined &&
      f.powerAtLeast === undefined &&
      f.costAboveZoneCount === undefined &&
      f.nameIncludes === undefined &&
      f.nameIs === undefined &&
      f.civilizationInZone === undefined &&
      f.linked === undefined &&
      (f.costAtLeast ?? 0) <= 0
    );
  }
  const d = asDef ?? defOf(ctx, id);
  // statics4: races and civilizations other cards give it now (a twinpact looked at as its spell side keeps its own)
  const races = f.raceIncludes || f.raceExcludes ? (asDef ? d.races : racesOf(ctx, id, d)) : d.races;
  const cv = f.civilization || f.civilizationsAny || f.civilizationNot || f.multicolored !== undefined ? (asDef ? d.civilizations : civilizationsOf(ctx, id, d)) : d.civilizations;
  if (f.raceIncludes && !races.some((r) => f.raceIncludes!.some((w) => ` ${r} `.includes(` ${w} `)))) return false;
  if (f.typeIncludes && !typesOf(d).some((t) => t.includes(f.typeIncludes!))) return false;
  if (f.costAtMost !== undefined && (d.cost === null || d.cost > f.costAtMost)) return false;
  if (f.costAtLeast !== undefined && (d.cost === null || d.cost < f.costAtLeast)) return false;
  if (f.typeExcludes && typesOf(d).some((t) => t.includes(f.typeExcludes!))) return false;
  if (f.typeIncludesAny && !typesOf(d).some((t) => f.typeIncludesAny!.some((w) => t.includes(w)))) return false;
  if (f.powerAtMost !== undefined && (d.power === null || power(ctx, id) > f.powerAtMost)) return false;
  if (f.powerAtLeast !== undefined && (d.power === null || power(ctx, id) < f.powerAtLeast)) return false;
  if (f.civilization && !cv.includes(f.civilization)) return false;
  if (f.civilizationsAny && !cv.some((c) => f.civilizationsAny!.includes(c))) return false;
  if (f.civilizationNot && cv.includes(f.civilizationNot)) return false;
  if (f.raceExcludes && races.some((r) => f.raceExcludes!.some((w) => ` ${r} `.includes(` ${w} `)))) return false;
  if (f.multicolored !== undefined && cv.length > 1 !== f.multicolored) return false;
  if (f.keyword && !hasKeyword(ctx, id, f.keyword)) return false;
  if (f.nameIncludes !== undefined && !nameHas(d.name, f.nameIncludes)) return false;
  if (f.nameIs !== undefined && nameKey(d.name) !== nameKey(f.nameIs)) return false;
  if (f.costAboveZoneCount !== undefined && (d.cost === null || d.cost <= countedCards(ctx, ctx.s.cards[id].owner, f.costAboveZoneCount).length)) return false;
  if (f.civilizationInZone !== undefined && !sharesCivilizationWithZone(ctx, id, d, f.civilizationInZone)) return false;
  if (f.linked !== undefined && isLinked(ctx, id) !== f.linked) return false;
  return true;
}

/**
 * "That has the same civilization as a card in your mana zone": a civilization of the card is one of a card in its
 * owner's zone. A colorless card has no civilization (106.2c: the catalogue's "zero"); a face-down card there shows none.
 */
function sharesCivilizationWithZone(ctx: Ctx, id: string, d: CardDef, zone: ZoneName): boolean {
  const civs = civilizationsOf(ctx, id, d).filter((c) => c !== "zero");
  if (civs.length === 0) return false;
  return zoneOf(ctx.s, ctx.s.cards[id].owner, zone).some((o) => o !== id && !isFaceDownHere(ctx, o) && civilizationsOf(ctx, o).some((c) => civs.includes(c)));
}

export function conditionsHold(ctx: Ctx, conds: Condition[] | undefined, sourceId: string | null, controller: PlayerId): boolean {
  if (!conds) return true;
  for (const c of conds) if (!conditionHolds(ctx, c, sourceId, controller)) return false;
  return true;
}

export function conditionHolds(ctx: Ctx, c: Condition, sourceId: string | null, controller: PlayerId): boolean {
  switch (c.kind) {
    case "turn":
      return c.whose === "yours" ? ctx.s.turn.active === controller : ctx.s.turn.active === other(controller);
    case "source-power-above":
      return sourceId !== null && power(ctx, sourceId) > c.value;
    case "source-power-at-most":
      return sourceId !== null && power(ctx, sourceId) <= c.value;
    case "shield-force": {
      if (sourceId === null) return false;
      const inst = ctx.s.cards[sourceId];
      return inst.shieldForce !== null && zoneOf(ctx.s, inst.owner, "shields").includes(inst.shieldForce);
    }
    case "mana-at-least":
      return zoneOf(ctx.s, controller, "mana").length >= c.count;
    case "zone-count-at-least":
      return zoneOf(ctx.s, controller, c.zone).length >= c.count;
    case "blocking":
      return sourceId !== null && ctx.blocking != null && ctx.blocking === objectOf(ctx, sourceId);
    case "block-battle": {
      if (sourceId === null || !ctx.battling || ctx.blocking == null || ctx.attacking == null) return false;
      const [a, b] = ctx.battling;
      const me = objectOf(ctx, sourceId);
      const pair = (a === ctx.attacking && b === ctx.blocking) || (a === ctx.blocking && b === ctx.attacking);
      return pair && (a === me || b === me);
    }
    case "attacking":
      // a linked god's ability: the attacking creature is the linked object its card is part of
      return sourceId !== null && ctx.attacking != null && ctx.attacking === objectOf(ctx, sourceId);
    case "battling": {
      if (sourceId === null || !ctx.battling) return false;
      // a linked god's ability: the battling creature is the linked object its card is part of
      const me = objectOf(ctx, sourceId);
      const [a, b] = ctx.battling;
      if (a !== me && b !== me) return false;
      return c.against === undefined || matchesFilter(ctx, a === me ? b : a, c.against);
    }
    case "source-linked":
      return sourceId !== null && isLinked(ctx, sourceId);
    case "source-tapped":
      return sourceId !== null && ctx.s.cards[sourceId].tapped === c.tapped;
    case "summoned-before-cast": {
      // the source spell is its controller's last cast, and the play before it, this turn, was a summon
      const u = ctx.s.lastUse?.[controller];
      return sourceId !== null && u !== undefined && u.card === sourceId && u.kind === "cast" && u.turn === ctx.s.turn.number && u.before?.kind === "summon" && u.before.turn === ctx.s.turn.number;
    }
    case "zone-count": {
      const count = (p: PlayerId): number => countedCards(ctx, p, c.zone).filter((id) => !(c.excludeSource && id === sourceId) && matchesFilter(ctx, id, c.filter)).length;
      const within = (n: number): boolean => (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
      const holds = (p: PlayerId): boolean => within(count(p));
      if (c.whose === "total") return within(count(controller) + count(other(controller)));
      return c.whose === "either" ? holds(controller) || holds(other(controller)) : holds(c.whose === "yours" ? controller : other(controller));
    }
    case "source-power-at-least":
      return sourceId !== null && power(ctx, sourceId) >= c.value;
    case "zone-count-more": {
      const n = (p: PlayerId) => countedCards(ctx, p, c.zone).filter((id) => matchesFilter(ctx, id, c.filter)).length;
      return n(controller) > n(other(controller));
    }
    case "not-used-this-attack":
      return !(ctx.attackUses ?? []).some((u) => u.player === controller && u.keyword === c.keyword);
    case "this-turn-count": {
      const p = c.whose === "yours" ? controller : other(controller);
      const n = ctx.s.thisTurn?.[c.what === "drawn" ? "drawn" : "creaturesPut"]?.[p] ?? 0;
      return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
    }
    case "source-under-at-least":
      return sourceId !== null && (ctx.s.cards[sourceId]?.under.length ?? 0) >= c.count;
    case "crossed-with-gear":
      return crossedWithGear(ctx, c.any === true, sourceId, controller);
    case "first-attack-this-turn":
      // an attack is being made and it is the only one declared this turn so far
      return ctx.attacking != null && (ctx.s.attackedThisTurn ?? []).length === 1;
    case "count-compare": {
      const n = (side: CountSide): number => countedCards(ctx, side.whose === "yours" ? controller : other(controller), side.zone).filter((id) => matchesFilter(ctx, id, side.filter)).length;
      const l = n(c.left);
      const r = n(c.right);
      return c.orEqual ? l >= r : l > r;
    }
    case "turn-log":
    case "source-broke-shield":
      return turnLogHolds(ctx.s, c, sourceId, controller);
    case "distinct-costs": {
      const p = c.whose === "yours" ? controller : other(controller);
      const costs = new Set<number>();
      for (const id of countedCards(ctx, p, c.zone)) {
        const cost = defOf(ctx, id).cost;
        if (cost !== null && matchesFilter(ctx, id, c.filter)) costs.add(cost);
      }
      return (c.atLeast === undefined || costs.size >= c.atLeast) && (c.atMost === undefined || costs.size <= c.atMost);
    }
    case "source-evolution": {
      if (sourceId === null || !isIn(ctx.s, sourceId, "battle")) return false;
      const inst = ctx.s.cards[sourceId];
      const d = defOf(ctx, sourceId);
      if (inst.evolutionIgnored) return false;
      return c.neo ? isNeoDef(d) && inst.under.length > 0 : isEvolutionNow(d, inst.under.length);
    }
    case "zone-count-sum": {
      const p = c.whose === "yours" ? controller : other(controller);
      const n = c.parts.reduce((sum, part) => sum + countedCards(ctx, p, part.zone).filter((id) => matchesFilter(ctx, id, part.filter)).length, 0);
      return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
    }
    case "source-evolved-from": {
      if (sourceId === null || !isIn(ctx.s, sourceId, "battle")) return false;
      const under = ctx.s.cards[sourceId].under;
      return under.length > 0 && matchesFilter(ctx, under[under.length - 1], c.filter);
    }
    case "source-in": {
      const loc = sourceId !== null ? locate(ctx.s, sourceId) : null;
      return loc !== null && loc.zone === c.zone && loc.under === null;
    }
    case "cast-by-shield-trigger":
      return sourceId !== null && ctx.shieldTriggerCasting === sourceId;
    case "other-broke-shield-this-turn":
      return otherBrokeShield(ctx.s, sourceId, controller);
    case "no-attack-this-turn":
      return (ctx.s.attackedThisTurn ?? []).length === 0;
    case "mana-all":
      return manaAllHolds(ctx, c, controller);
  }
}

/**
 * statics4: "all cards in your mana zone are X": each card in `controller`'s mana zone is of one of the civilizations
 * (the ones it has now, statics4's `civilizationsOf`; a face-down card there has none, 405.4; colorless "zero" is none,
 * 106.2c), or colorless when that is allowed, and tapped when that is asked. An empty mana zone stops the run: no
 * ruling decides whether "all the cards" of an empty zone are water.
 */
function manaAllHolds(ctx: Ctx, c: Extract<Condition, { kind: "mana-all" }>, controller: PlayerId): boolean {
  const mana = zoneOf(ctx.s, controller, "mana");
  if (mana.length === 0) {
    throw new EngineError("E_UNSUPPORTED", `step ${ctx.step} (${ctx.stepLabel}): "${describeCondition(c)}" with no card in the mana zone of ${controller}: no ruling decides an empty mana zone, so the engine does not guess`, ctx.step);
  }
  return mana.every((id) => {
    const inst = ctx.s.cards[id];
    if (c.tapped && !inst.tapped) return false;
    if (!c.civilizations) return true;
    const civs = inst.faceDown ? [] : civilizationsOf(ctx, id).filter((x) => x !== "zero");
    return civs.some((x) => c.civilizations!.includes(x)) || (c.orColorless === true && civs.length === 0);
  });
}

/**
 * Accelerator's condition: a Cross Gear is crossed with the source creature (303.3) — or, just after the creature left the
 * battle zone, was crossed with it (603.5c look-back: `ctx.unlinked`); `any`: with one of the controller's creatures.
 */
function crossedWithGear(ctx: Ctx, any: boolean, sourceId: string | null, controller: PlayerId): boolean {
  for (const p of ["A", "B"] as const) {
    for (const g of ctx.s.players[p].zones.battle) {
      const to = ctx.s.cards[g].crossedTo;
      if (!to) continue;
      if (any ? ctx.s.cards[to]?.controller === controller && isIn(ctx.s, to, "battle") : to === sourceId) return true;
    }
  }
  return !any && sourceId !== null && (ctx.unlinked ?? []).some((u) => u.card === sourceId && defOf(ctx, u.source).type.includes("Cross Gear"));
}

export function describeCondition(c: Condition): string {
  switch (c.kind) {
    case "turn":
      return c.whose === "yours" ? "during your turn" : "during your opponent's turn";
    case "source-power-above":
      return `this creature has more than ${c.value} power`;
    case "source-power-at-most":
      return `this creature has ${c.value} power or less`;
    case "shield-force":
      return "the Shield Force shield is still in the shield zone";
    case "mana-at-least":
      return `${c.count} or more cards in your mana zone`;
    case "zone-count-at-least":
      return `${c.count} or more cards in your ${c.zone}`;
    case "attacking":
      return "while this creature is attacking";
    case "blocking":
      return "while this creature is blocking";
    case "block-battle":
      return "in the battle of a blocked attack (the attacking and the blocking creature, 508.1)";
    case "battling":
      return c.against ? `while this creature is battling a ${describeFilterWords(c.against)} creature` : "while this creature is battling";
    case "source-linked":
      return "while this creature is linked";
    case "source-tapped":
      return c.tapped ? "while this creature is tapped" : "while this creature is untapped";
    case "summoned-before-cast":
      return "this turn, you summoned a creature immediately before casting this spell (your play before it)";
    case "source-power-at-least":
      return `this creature has ${c.value} power or more`;
    case "zone-count-more":
      return `you have more ${c.filter ? `${describeFilterWords(c.filter)} cards` : "cards"} in your ${c.zone} than your opponent has in theirs`;
    case "not-used-this-attack":
      return `you haven't used a "${c.keyword}" ability during this attack`;
    case "this-turn-count": {
      const who = c.whose === "yours" ? "you" : "your opponent";
      const what = c.what === "drawn" ? "cards drawn" : "creatures put into the battle zone";
      const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
      return `${range} ${what} by ${who} earlier this turn`;
    }
    case "source-under-at-least":
      return `${c.count} or more cards under this creature`;
    case "crossed-with-gear":
      return c.any ? "while one of your creatures in the battle zone is crossed with a cross gear" : "while this creature is crossed with a cross gear";
    case "first-attack-this-turn":
      return "this attack is the first attack this turn";
    case "count-compare": {
      const side = (x: CountSide) => `${x.whose === "yours" ? "your" : "your opponent's"} ${x.filter ? `${describeFilterWords(x.filter)} cards` : "cards"} in the ${x.zone} zone`;
      return `the number of ${side(c.left)} is ${c.orEqual ? "greater than or equal to" : "greater than"} the number of ${side(c.right)}`;
    }
    case "turn-log":
    case "source-broke-shield":
      return describeTurnLog(c);
    case "distinct-costs": {
      const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
      return `${range} different costs among ${c.whose === "yours" ? "your" : "your opponent's"} ${c.filter ? `${describeFilterWords(c.filter)} cards` : "cards"} in the ${c.zone} zone`;
    }
    case "source-evolution":
      return c.neo ? "this creature is a Neo Evolution Creature (a card under it)" : "this creature is an evolution creature";
    case "zone-count-sum": {
      const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
      return `${range} cards in total in ${c.whose === "yours" ? "your" : "your opponent's"} ${c.parts.map((p) => `${p.filter ? `${describeFilterWords(p.filter)} cards in the ` : ""}${p.zone} zone`).join(" and ")}`;
    }
    case "source-evolved-from":
      return `this creature evolved from a ${describeFilterWords(c.filter)} card (the card right under it)`;
    case "source-in":
      return `this card is in its owner's ${c.zone}${c.zone === "mana" || c.zone === "hyperspatial" ? " zone" : ""}`;
    case "cast-by-shield-trigger":
      return "this spell is being cast by its shield trigger";
    case "other-broke-shield-this-turn":
      return "another of your creatures broke a shield this turn";
    case "no-attack-this-turn":
      return "no creature has attacked this turn";
    case "mana-all":
      return `all cards in your mana zone are ${[...(c.civilizations ?? []), ...(c.orColorless ? ["colorless"] : [])].join(" or ")}${c.civilizations && c.tapped ? " and " : ""}${c.tapped ? "tapped" : ""}`;
    case "zone-count": {
      const whose = c.whose === "yours" ? "your" : c.whose === "either" ? "a player's" : c.whose === "total" ? "both players' (in total)" : "your opponent's";
      const what = `${c.excludeSource ? "other " : ""}${c.filter ? `${describeFilterWords(c.filter)} cards` : "cards"}`;
      if (c.atMost === 0) return `no ${what} in ${whose} ${c.zone}`;
      const range = c.atLeast !== undefined && c.atMost !== undefined ? `${c.atLeast} to ${c.atMost}` : c.atLeast !== undefined ? `${c.atLeast} or more` : `${c.atMost} or fewer`;
      return `${range} ${what} in ${whose} ${c.zone}`;
    }
  }
}

/** Short words for a filter, for condition descriptions ("water", "Dragon", "cost 3 or less"). */
function describeFilterWords(f: CardFilter): string {
  const parts: string[] = [];
  if (f.civilization) parts.push(f.civilization);
  if (f.raceIncludes) parts.push(f.raceIncludes.join("/"));
  if (f.typeIncludes) parts.push(f.typeIncludes);
  if (f.costAtMost !== undefined) parts.push(`cost ${f.costAtMost} or less`);
  if (f.costAtLeast !== undefined) parts.push(`cost ${f.costAtLeast} or more`);
  if (f.powerAtMost !== undefined) parts.push(`power ${f.powerAtMost} or less`);
  if (f.powerAtLeast !== undefined) parts.push(`power ${f.powerAtLeast} or more`);
  if (f.civilizationsAny) parts.push(f.civilizationsAny.join("/"));
  if (f.multicolored !== undefined) parts.push(f.multicolored ? "multicolored" : "monocolored");
  if (f.tapped !== undefined) parts.push(f.tapped ? "tapped" : "untapped");
  return parts.join(" ") || "matching";
}

/**
 * Summoning sickness of a battle-zone object (a pure function of the state, for board views and
 * expectations): a creature on top of its object that has not been in the battle zone since the start of
 * the turn. Evolution creatures don't get it, unless their evolution supertype is ignored after rebuilding
 * (801.4); a rebuilt creature keeps the turn it (as a card under the stack) entered (801.4c). Speed Attacker
 * counts when printed, unconditional, or granted by an effect.
 */
export function isSummoningSick(s: GameState, defs: CardDefs, id: string): boolean {
  const inst = s.cards[id];
  const d = inst ? defs[inst.card] : undefined;
  if (!inst || !d || !isIn(s, id, "battle") || !isCreatureDef(d)) return false;
  if (isEvolutionNow(d, inst.under.length) && !inst.evolutionIgnored) return false;
  // 804.5: linked gods don't get summoning sickness
  if (inst.linked.length > 0) return false;
  // 808.1a: a Dragheart Super Creature (a creature made of dragheart cells, 808.1) is not affected by summoning sickness
  if ((inst.cells?.length ?? 0) > 0 && d.type.includes("Dragheart")) return false;
  // 805.6: 「覚醒したサイキック・クリーチャーは召喚酔いに影響されません。」 A Psychic Super Creature is in the battle zone only by
  // Psychic Link, an awakening (805.1c; its cells can't be put there alone, 806.1a)
  if ((inst.cells?.length ?? 0) > 0 && d.type.includes("Psychic Super")) return false;
  if (inst.awakened) return false;
  const speed =
    d.abilities.keywords.includes("speed-attacker") ||
    d.abilities.statics.some((st) => st.kind === "keyword" && st.keyword === "speed-attacker" && !st.conditions) ||
    s.effects.some((fx) => fx.keywords.includes("speed-attacker") && fx.affected.includes(id));
  return !speed && inst.enteredBattleTurn === s.turn.number;
}

/** "has X in its name": the card's name contains X as whole words, case-insensitively. */
/** A name compared as a whole: case, spaces and punctuation ignored ("Gachanko, Minirobo No.2" is "Gachanko Minirobo No.2"). */
export function nameKey(n: string): string {
  return n.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

export function nameHas(name: string, word: string): boolean {
  const esc = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${esc}(?:$|[^\\p{L}\\p{N}])`, "iu").test(name);
}

/**
 * Who makes a choice among `owner`'s shields that `chooser` would make (`breaker`: the creature that breaks them, for
 * breaks): a "chooses-shields" static of a card in the battle zone (ignored creatures have no abilities) gives the
 * choice to another player. Null: no such static applies.
 */
export function shieldChooser(ctx: Ctx, chooser: PlayerId, owner: PlayerId, breaker: string | null): { player: PlayerId; text: string } | null {
  for (const p of [ctx.s.turn.active, other(ctx.s.turn.active)]) {
    for (const id of abilityHolders(ctx, p)) {
      if (isIgnored(ctx.s, ctx.defs, id)) continue;
      for (const st of defOf(ctx, id).abilities.statics) {
        if (st.kind !== "chooses-shields") continue;
        const holder = ctx.s.cards[id].controller;
        if (st.what === "yours-by-opponent" && owner === holder && chooser === other(holder)) return { player: holder, text: st.text };
        if (st.what === "opponents-by-you" && chooser === holder && owner === other(holder)) return { player: owner, text: st.text };
        if (st.what === "broken-by-opponents-creatures" && breaker !== null && chooser === other(holder) && ctx.s.cards[breaker]?.controller === other(holder) && isCreature(ctx, breaker)) return { player: holder, text: st.text };
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// statics4: races and civilizations given by other cards

/** The five civilizations (106.2); colorless ("zero") is none of them. */
const ALL_CIVILIZATIONS = ["light", "water", "darkness", "fire", "nature"];

/** Whether a definition has a static that changes other cards' races or civilizations (cached per definitions object). */
const changesCharacteristics = (d: CardDef): boolean => d.abilities.statics.some((st) => st.kind === "gets-characteristics" || st.kind === "mana-all-civilizations");

/** Set while a characteristic-changing static's scope or conditions are looked at: they see printed characteristics. */
let characterising = false;

/**
 * The races and civilizations card `id` has besides its printed ones now: from `gets-characteristics` statics of the
 * battle zone's cards that reach it (a creature in the battle zone), and "every civilization" from a
 * `mana-all-civilizations` static of its mana zone's player (a face-up card in a mana zone). Null when nothing changes.
 */
function addedCharacteristics(ctx: Ctx, id: string): { races: string[]; civilizations: string[] } | null {
  if (characterising || !defsHave(ctx, "statics4-characteristics", changesCharacteristics)) return null;
  const inst = ctx.s.cards[id];
  if (!inst) return null;
  const battle = inBattle(ctx, id);
  const manaOf = PLAYERS.find((p) => ctx.s.players[p].zones.mana.includes(id));
  if (!battle && manaOf === undefined) return null;
  characterising = true;
  try {
    const races: string[] = [];
    const civilizations: string[] = [];
    if (manaOf !== undefined) {
      if (inst.faceDown) return null;
      for (const src of abilityHolders(ctx, manaOf)) {
        for (const st of defOf(ctx, src).abilities.statics) {
          if (st.kind === "mana-all-civilizations" && conditionsHold(ctx, st.conditions, src, manaOf)) return { races, civilizations: [...ALL_CIVILIZATIONS] };
        }
      }
      return null;
    }
    if (!isCreature(ctx, id) || isIgnored(ctx.s, ctx.defs, id)) return null;
    for (const p of PLAYERS) {
      for (const src of abilityHolders(ctx, p)) {
        for (const st of defOf(ctx, src).abilities.statics) {
          if (st.kind !== "gets-characteristics") continue;
          const ctl = ctx.s.cards[src].controller;
          const to = st.to;
          const reaches = "self" in to ? src === id : (to.whose === "all" || (to.whose === "own") === (inst.controller === ctl)) && !(to.excludeSelf && src === id) && matchesFilter(ctx, id, to.filter);
          if (!reaches || !conditionsHold(ctx, st.conditions, src, ctl)) continue;
          for (const r of st.races ?? []) if (!races.includes(r)) races.push(r);
          for (const c of st.civilizations ?? []) if (!civilizations.includes(c)) civilizations.push(c);
        }
      }
    }
    return races.length + civilizations.length > 0 ? { races, civilizations } : null;
  } finally {
    characterising = false;
  }
}

/** The races card `id` has now: its printed ones (`d`: its definition) and those other cards give it (statics4). */
export function racesOf(ctx: Ctx, id: string, d: CardDef = defOf(ctx, id)): readonly string[] {
  const add = addedCharacteristics(ctx, id);
  if (!add || add.races.length === 0) return d.races;
  return [...d.races, ...add.races.filter((r) => !d.races.includes(r))];
}

/** The civilizations card `id` has now: its printed ones and those other cards give it (statics4; colorless then is none). */
export function civilizationsOf(ctx: Ctx, id: string, d: CardDef = defOf(ctx, id)): readonly string[] {
  const add = addedCharacteristics(ctx, id);
  if (!add || add.civilizations.length === 0) return d.civilizations;
  const own = d.civilizations.filter((c) => c !== "zero");
  return [...own, ...add.civilizations.filter((c) => !own.includes(c))];
}

/** statics4: another card's `grant` lets creature `id` attack the other player in spite of summoning sickness (301.5, 101.2): its text, or null. */
export function attackPlayersWhenPutGranted(ctx: Ctx, id: string): string | null {
  for (const g of grantsOn(ctx, id)) if (g.attackPlayersWhenPut) return g.text;
  return null;
}

/**
 * statics4: a `hand-cant-be-discarded` static of the hand's owner keeps card `id` (in that hand) from being discarded by
 * `cause`: an effect of the other player's spell, or of the ability of the other player's creature. Its text, or null.
 */
export function handCantBeDiscardedBy(ctx: Ctx, id: string, cause: { kind: string; source: string | null; controller: PlayerId | null }): string | null {
  const owner = ctx.s.cards[id]?.owner;
  if (owner === undefined || cause.controller !== other(owner) || cause.source === null || !ctx.s.cards[cause.source]) return null;
  const byCreature = cause.kind === "ability" && isCreatureDef(defOf(ctx, cause.source));
  if (cause.kind !== "spell" && !byCreature) return null;
  for (const src of abilityHolders(ctx, owner)) {
    for (const st of defOf(ctx, src).abilities.statics) if (st.kind === "hand-cant-be-discarded" && conditionsHold(ctx, st.conditions, src, owner)) return st.text;
  }
  return null;
}

/**
 * statics4: the shields creature `id` breaks besides its breaker ability: its own `extra-breaks` statics whose
 * conditions hold and the `extraBreaks` of the grants that reach it (509.2b).
 */
export function staticExtraBreaks(ctx: Ctx, id: string): number {
  let n = 0;
  if (!isIgnored(ctx.s, ctx.defs, id)) {
    const controller = ctx.s.cards[id].controller;
    // 804.1b: a linked creature has the abilities of every god linked in it (each god's conditions read from that god)
    for (const g of [id, ...ctx.s.cards[id].linked]) for (const st of defOf(ctx, g).abilities.statics) if (st.kind === "extra-breaks" && conditionsHold(ctx, st.conditions, g, controller)) n += st.count;
  }
  for (const g of grantsOn(ctx, id)) if (g.extraBreaks) n += g.extraBreaks;
  return n;
}
