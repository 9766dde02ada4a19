/** Event vocabulary: what an event is about, how it reads, and which abilities watch it. */
import { isDragheartSuper, superCreatureOf } from "./cells-state";
import type { Ctx } from "./context";
import { nameJaOf, nameOf } from "./context";
import type { Subject, TriggerEvent, WatchedEvent, WatchPattern } from "./defs";
import { inBattle, isCreature, matchesFilter } from "./query";
import type { Narration } from "./trace";
import { type Cause, type GameEvent, type MoveEvent, type PlayerId, type ZoneName } from "./types";
import { other } from "./zones";

const ZONE_EN: Record<ZoneName, string> = {
  battle: "the battle zone",
  mana: "the mana zone",
  shields: "the shield zone",
  hand: "the hand",
  graveyard: "the graveyard",
  deck: "the deck",
  hyperspatial: "the hyperspatial zone",
  gr: "the super gacharange zone",
  abyss: "the abyss zone",
  resolving: "resolution",
};
const ZONE_JA: Record<ZoneName, string> = {
  battle: "バトルゾーン",
  mana: "マナゾーン",
  shields: "シールドゾーン",
  hand: "手札",
  graveyard: "墓地",
  deck: "山札",
  hyperspatial: "超次元ゾーン",
  gr: "超ＧＲゾーン",
  abyss: "深淵ゾーン",
  resolving: "解決中",
};

/**
 * 701.6a: "to destroy a card is to put it from the battle zone into the graveyard". Destruction is a property
 * of the move, whatever words caused it ("destroy", "put into the graveyard", a rule process): every
 * replacement and trigger that watches destruction asks this, never the event's `reason` (kept for narration).
 * A psychic or dragheart card that is destroyed still is, though it ends in the hyperspatial zone (a rule, 117.1).
 */
export function isDestruction(ev: GameEvent): ev is MoveEvent {
  return ev.type === "move" && ev.from === "battle" && ev.to === "graveyard";
}

/** 701.7a: "to discard a card is to put it from the hand into that player's graveyard", whatever words caused it. */
export function isDiscard(ev: GameEvent): ev is MoveEvent {
  return ev.type === "move" && ev.from === "hand" && ev.to === "graveyard";
}

/** The clause that names a move by what it does when the words that caused it did not (for the trace). */
export function moveClauses(ev: GameEvent): string[] {
  if (ev.type !== "move") return [];
  if (ev.reason !== "destroy" && isDestruction(ev)) return ["701.6a"];
  if (ev.reason !== "discard" && isDiscard(ev)) return ["701.7a"];
  return [];
}

/** The card an event is about (the subject replacement and trigger abilities look at). */
export function eventCard(ev: GameEvent): string | null {
  switch (ev.type) {
    case "move":
    case "stay":
    case "flip":
    case "tap":
    case "untap":
      return ev.card;
    case "battle":
      return ev.a;
    case "attack":
      return ev.attacker;
    case "draw":
    case "shuffle":
    case "lose":
      return null;
  }
}

export function describeEvent(ctx: Ctx, ev: GameEvent, mood: "would" | "did"): Narration {
  const base = describeEventBase(ctx, ev, mood);
  if (ev.type === "move" && ev.stack?.kind === "top-only" && (ctx.s.cards[ev.card]?.under.length ?? 0) > 0) {
    return { en: `${base.en} — this card only (the top card of its stack; the cards under it stay)`, ja: base.ja ? `${base.ja}(一番上のカードのみ)` : undefined };
  }
  return base;
}

function describeEventBase(ctx: Ctx, ev: GameEvent, mood: "would" | "did"): Narration {
  const w = mood === "would";
  switch (ev.type) {
    case "move": {
      const n = nameOf(ctx, ev.card);
      const j = nameJaOf(ctx, ev.card);
      const to = ZONE_EN[ev.to];
      if (ev.reason !== "destroy" && isDestruction(ev)) {
        // 701.6a: put from the battle zone into the graveyard by other words — that is destroying it
        return { en: `${n} ${w ? "would be" : "is"} put from the battle zone into the graveyard: destroyed (701.6a)`, ja: `${j}がバトルゾーンから墓地に置かれ${w ? "る" : "た"}(破壊、701.6a)` };
      }
      if (ev.reason !== "discard" && isDiscard(ev)) {
        return { en: `${n} ${w ? "would be" : "is"} put from the hand into the graveyard: discarded (701.7a)`, ja: `${j}が手札から墓地に置かれ${w ? "る" : "た"}(捨てる、701.7a)` };
      }
      switch (ev.reason) {
        case "destroy":
          return { en: `${n} ${w ? "would be" : "is"} destroyed`, ja: `${j}が破壊され${w ? "る" : "た"}` };
        case "discard":
          return { en: `${n} ${w ? "would be" : "is"} discarded`, ja: `${j}が捨てられ${w ? "る" : "た"}` };
        case "return-to-hand":
          return { en: `${n} ${w ? "would be" : "is"} returned to its owner's hand`, ja: `${j}が手札に戻${w ? "る" : "った"}` };
        case "break":
          return { en: `shield ${ev.card} ${w ? "would be" : "is"} broken (put into the hand)`, ja: `シールド(${ev.card})がブレイクされ${w ? "る" : "た"}` };
        case "cast":
          return { en: `${n} ${w ? "would be" : "is"} cast`, ja: `${j}を唱え${w ? "る" : "た"}` };
        case "spell-resolved":
          return { en: `${n} ${w ? "would be" : "is"} put into the graveyard after resolving`, ja: `${j}は解決後に墓地へ` };
        case "evolve": {
          const srcs = ev.stack?.kind === "evolve" ? ev.stack.sources.join(", ") : "";
          return { en: `${n} ${w ? "would be" : "is"} put into the battle zone on top of [${srcs}] (evolution)`, ja: `${j}が[${srcs}]の上に重ねてバトルゾーンに出${w ? "る" : "た"}(進化)` };
        }
        case "attach": {
          const to = ev.stack?.kind === "attach" ? ev.stack.to : "?";
          return { en: `${n} ${w ? "would be" : "is"} attached to ${nameOf(ctx, to)} (put into the battle zone as its aura)`, ja: `${j}を${nameJaOf(ctx, to)}に付け${w ? "る" : "た"}` };
        }
        case "seal": {
          const on = ev.stack?.kind === "seal" ? ev.stack.on : "?";
          return { en: `the top card of the deck (${ev.card}) ${w ? "would be" : "is"} put on ${nameOf(ctx, on)} face down as a seal`, ja: `山札の上から1枚を${nameJaOf(ctx, on)}の封印とし${w ? "て付ける" : "た"}` };
        }
        case "unseal":
          return { en: `a seal (${ev.card}) ${w ? "would be" : "is"} removed and put into the graveyard`, ja: `封印(${ev.card})を外し墓地に置${w ? "く" : "いた"}` };
        case "abyss":
          return { en: `${n} ${w ? "would be" : "is"} sent to the abyss`, ja: `${j}が深淵送りにされ${w ? "る" : "た"}` };
        case "shieldify":
          if (ev.stack?.kind === "on-shield" && ev.stack.under) {
            const sh = ev.stack.shield;
            return { en: `${n} ${w ? "would be" : "is"} put under the shield ${sh} face down (the stack is one shield, 113.2)`, ja: `${j}をシールド(${sh})の下に裏向きで重ね${w ? "る" : "た"}` };
          }
          if (ev.stack?.kind === "on-shield") {
            const sh = ev.stack.shield;
            return { en: `${n} ${w ? "would be" : "is"} put on top of the shield ${sh}${ev.faceUp ? " face up" : ""} (the stack is one shield, 113.2)`, ja: `${j}をシールド(${sh})の上に${ev.faceUp ? "表向きで" : ""}重ね${w ? "る" : "た"}` };
          }
          return { en: `${n} ${w ? "would be" : "is"} put into the shield zone as a new ${ev.faceUp ? "face-up " : ""}shield`, ja: `${j}を${ev.faceUp ? "表向きで" : ""}シールド化す${w ? "る" : "した"}` };
        case "summon":
          return { en: `${n} ${w ? "would be" : "is"} put into the battle zone (summoned${ev.from !== "hand" ? ` from ${ZONE_EN[ev.from]}` : ""})`, ja: `${j}が召喚されてバトルゾーンに出${w ? "る" : "た"}` };
        case "put-under": {
          const top = ev.stack?.kind === "put-under" ? nameOf(ctx, ev.stack.top) : "?";
          const topJa = ev.stack?.kind === "put-under" ? nameJaOf(ctx, ev.stack.top) : "?";
          return { en: `${n} ${w ? "would be" : "is"} put from ${ZONE_EN[ev.from]} under ${top}, at the bottom of its stack`, ja: `${j}が${ZONE_JA[ev.from]}から${topJa}の下(一番下)に置かれ${w ? "る" : "た"}` };
        }
        default:
          return {
            en: `${n} ${w ? "would be" : "is"} put from ${ZONE_EN[ev.from]} into ${to}${ev.position === "bottom" ? " (bottom)" : ""} [${ev.reason}]`,
            ja: `${j}が${ZONE_JA[ev.from]}から${ZONE_JA[ev.to]}へ置かれ${w ? "る" : "た"}`,
          };
      }
    }
    case "lose":
      return ev.reason === "direct-attack"
        ? { en: `player ${ev.player} ${w ? "would receive" : "receives"} a direct attack and ${w ? "would lose" : "loses"} the game (703.4a, 509.1; player ${other(ev.player)} wins, 104.2a)`, ja: `プレイヤー${ev.player}がダイレクトアタックを受けてゲームに敗北す${w ? "る" : "した"} (703.4a)` }
        : { en: `player ${ev.player} ${w ? "would lose" : "loses"} the game by an effect (104.2c)`, ja: `プレイヤー${ev.player}が効果によってゲームに敗北す${w ? "る" : "した"} (104.2c)` };
    case "draw":
      return { en: `player ${ev.player} ${w ? "would draw" : "draws"} a card`, ja: `プレイヤー${ev.player}がカードを1枚引${w ? "く" : "いた"}` };
    case "battle":
      return { en: `${nameOf(ctx, ev.a)} and ${nameOf(ctx, ev.b)} ${w ? "would battle" : "battle"}`, ja: `${nameJaOf(ctx, ev.a)}と${nameJaOf(ctx, ev.b)}がバトルす${w ? "る" : "した"}` };
    case "stay":
      // a shield kept in the shield zone (a replaced move out of it) stays there; otherwise the battle zone
      return inBattle(ctx, ev.card) || !ctx.s.players[ctx.s.cards[ev.card].owner].zones.shields.includes(ev.card)
        ? { en: `${nameOf(ctx, ev.card)} stays in the battle zone`, ja: `${nameJaOf(ctx, ev.card)}はバトルゾーンにとどまる` }
        : { en: `${nameOf(ctx, ev.card)} stays in the shield zone`, ja: `${nameJaOf(ctx, ev.card)}はシールドゾーンにとどまる` };
    case "flip":
      return { en: `${nameOf(ctx, ev.card)} ${w ? "would be" : "is"} flipped to ${ctx.defs[ev.to]?.name ?? ev.to}`, ja: `${nameJaOf(ctx, ev.card)}が裏返る` };
    case "tap":
      return { en: `${nameOf(ctx, ev.card)} ${w ? "would be" : "is"} tapped`, ja: `${nameJaOf(ctx, ev.card)}がタップされ${w ? "る" : "た"}` };
    case "untap":
      return { en: `${nameOf(ctx, ev.card)} ${w ? "would be" : "is"} untapped`, ja: `${nameJaOf(ctx, ev.card)}がアンタップされ${w ? "る" : "た"}` };
    case "shuffle":
      return { en: `player ${ev.player}'s deck ${w ? "would be" : "is"} shuffled`, ja: `プレイヤー${ev.player}の山札をシャッフルす${w ? "る" : "した"}` };
    case "attack": {
      const tgt = ev.target === "A" || ev.target === "B" ? `player ${ev.target}` : nameOf(ctx, ev.target);
      return { en: `${nameOf(ctx, ev.attacker)} attacks ${tgt}`, ja: `${nameJaOf(ctx, ev.attacker)}が攻撃する` };
    }
  }
}

function isKind(ev: GameEvent, kind: WatchedEvent): boolean {
  switch (kind) {
    case "destroy":
      return isDestruction(ev);
    case "leave-battle":
      return ev.type === "move" && ev.from === "battle" && ev.to !== "battle";
    case "to-graveyard":
      return ev.type === "move" && ev.to === "graveyard";
    case "discard":
      return isDiscard(ev);
    case "return-to-hand":
      return ev.type === "move" && ev.reason === "return-to-hand";
    case "from-deck":
      return ev.type === "move" && ev.from === "deck" && ev.to !== "hand" && ev.to !== "deck";
    case "battle":
      return ev.type === "battle";
    case "draw":
      return ev.type === "draw";
    case "lose":
      return ev.type === "lose";
    case "enter-shields":
      return ev.type === "move" && ev.to === "shields" && ev.from !== "shields";
    case "enter-battle":
      return isEntering(ev);
    case "leave-shields":
      return ev.type === "move" && ev.from === "shields" && ev.to !== "shields";
    case "break":
      return ev.type === "move" && ev.from === "shields" && ev.reason === "break";
    case "to-mana":
      return ev.type === "move" && ev.to === "mana" && ev.from !== "mana";
  }
}

/**
 * The card would be put into the battle zone (summoned or put, evolution included): the event "would be put into the
 * battle zone" replacements watch. A card put under a stack, an aura attached, a seal put on a card are not.
 */
export function isEntering(ev: GameEvent): ev is MoveEvent {
  return ev.type === "move" && ev.to === "battle" && ev.from !== "battle" && (ev.stack === undefined || ev.stack.kind === "evolve");
}

/** Does `card` (or, for player events, `player`) count as `subject` for an ability of `source` controlled by `controller`? */
function subjectMatches(ctx: Ctx, subject: Subject, card: string, source: string, controller: PlayerId, affected: string | null): boolean {
  const c = ctx.s.cards[card];
  switch (subject) {
    case "self":
      return card === source;
    case "own":
      return c.controller === controller;
    case "own-other":
      return c.controller === controller && card !== source;
    case "other":
      return card !== source;
    case "any":
      return true;
    case "opponents":
      return c.controller === other(controller);
    case "affected":
      return card === affected;
    case "crossed":
      return ctx.s.cards[source]?.crossedTo === card || (ctx.unlinked ?? []).some((u) => u.source === source && u.card === card);
    case "attached":
      return c.auras.includes(source) || (ctx.unlinked ?? []).some((u) => u.source === source && u.card === card);
    case "equipped":
      return ctx.s.cards[source]?.equippedTo === card;
  }
}

function playerSubjectMatches(subject: Subject, player: PlayerId, controller: PlayerId): boolean {
  if (subject === "own" || subject === "self") return player === controller;
  if (subject === "opponents") return player === other(controller);
  return subject === "any";
}

/** The Dragheart Super Creature (808.1) a battle-zone cell belongs to (the card standing for it), or null. */
function dragheartCreatureOf(ctx: Ctx, cell: string): string | null {
  const rep = superCreatureOf(ctx.s, cell);
  return rep !== null && isDragheartSuper(ctx, rep) ? rep : null;
}

/** Does a replacement ability watching `w` see event `ev`? */
export function watchMatches(ctx: Ctx, w: WatchPattern, ev: GameEvent, source: string, controller: PlayerId, affected: string | null): boolean {
  if (!isKind(ev, w.event)) return false;
  if (ev.type === "lose" && w.loseBy !== undefined && (ev.reason === "direct-attack") !== (w.loseBy === "direct-attack")) return false;
  if (ev.type === "draw" || ev.type === "lose") return playerSubjectMatches(w.subject, ev.player, controller);
  if (ev.type === "battle") {
    const cards = [ev.a, ev.b];
    return cards.some((c) => subjectMatches(ctx, w.subject, c, source, controller, affected) && matchesFilter(ctx, c, w.filter));
  }
  const card = eventCard(ev);
  if (card === null) return false;
  // 109.2b: a card that leaves from under a stack (or an aura, a seal) leaves as a card, not as a creature: only its
  // own abilities, or those whose text names its type, watch it
  // 808.1d: a dragheart cell leaving is not the creature leaving, but replacement effects that apply when a creature
  // would leave apply when one of its cells would: they see the super creature
  const dragheartCell = ev.type === "move" && ev.from === "battle" && ev.stack?.kind === "part" && ev.stack.as === "cell" ? dragheartCreatureOf(ctx, card) : null;
  if (dragheartCell === null && ev.type === "move" && ev.stack?.kind === "part" && ev.stack.as !== "link" && card !== source && !w.filter?.typeIncludes) return false;
  const subject = dragheartCell ?? card;
  if (!subjectMatches(ctx, w.subject, subject, source, controller, affected)) return false;
  if (!matchesFilter(ctx, subject, w.filter)) return false;
  if (w.bySource && ev.cause.source !== source) return false;
  if (w.notFrom !== undefined && ev.type === "move" && ev.from === w.notFrom) return false;
  if (w.notTo !== undefined && ev.type === "move" && ev.to === w.notTo) return false;
  if (w.from !== undefined && (ev.type !== "move" || ev.from !== w.from)) return false;
  if (w.castFrom !== undefined && (ev.type !== "move" || ev.from !== "resolving" || ctx.castFrom?.[ev.card] !== w.castFrom)) return false;
  // 115.3b: the destruction of a battle's loser (with the source, for "loses a battle with this creature")
  if (w.lostBattle !== undefined && (ev.type !== "move" || ev.lostBattle === undefined || (w.lostBattle === "source" && ev.lostBattle !== source))) return false;
  // 701.3a: summoning is the move whose reason is a summon (GR summons included); any other entry is "put"
  if (w.notSummoned && ev.type === "move" && ev.reason === "summon") return false;
  if (w.byOpponent) {
    const cause = ev.cause;
    if (cause.controller !== other(controller)) return false;
    if (cause.kind === "spell") return true;
    if (w.byOpponent === "spell") return false;
    if (cause.kind !== "ability" || cause.source === null) return false;
    if (w.byOpponent === "spell-or-ability") return true;
    return inBattle(ctx, cause.source) && isCreature(ctx, cause.source);
  }
  return true;
}

/** For battles: the creature other than `self`. */
export function otherBattler(ev: GameEvent, self: string): string | null {
  if (ev.type !== "battle") return null;
  return ev.a === self ? ev.b : ev.b === self ? ev.a : null;
}

/** One trigger event: its kind, the card it is about, and (battles, attacks) the other creature. */
export interface TriggerOccurrence {
  kind: TriggerEvent;
  card: string;
  other: string | null;
  /** The card left as a card, not as a creature (109.2b): abilities watching creatures do not see it. */
  asCard?: boolean;
  /** For `leaves-battle`: the zone the card was put into. */
  to?: ZoneName;
  /** For `put-into-battle`: the card was put by being summoned (701.3a). */
  summon?: boolean;
  /** For `tapped`: the first time the card became tapped this turn; for `wins-battle` (heads4): its first battle won this turn. */
  first?: boolean;
  /** For `enters-shields`: the card was put face up. */
  faceUp?: boolean;
  /** For `put-into-mana` / `put-into-graveyard` / `put-into-battle` / `cast`: the zone the card came from. */
  from?: ZoneName;
  /** For `discarded` (heads4): what caused the discard (a spell, an ability, the rules, an action). */
  cause?: Cause;
}

/**
 * Which trigger events (if any) a happened GameEvent is. A card put under a stack is not put into the
 * battle zone as a creature, and a rebuilt card is not put at all (801.4c: see stack.ts).
 */
export function triggerEventsOf(ev: GameEvent): TriggerOccurrence[] {
  switch (ev.type) {
    case "move": {
      const out: TriggerOccurrence[] = [];
      // 109.2b: a card leaving from under a stack, an aura or a seal is not a creature leaving
      const asCard = ev.stack?.kind === "part" && ev.stack.as !== "link";
      if (isDestruction(ev)) out.push({ kind: "destroyed", card: ev.card, other: null, ...(asCard ? { asCard: true } : {}) });
      if (ev.from === "battle" && ev.to !== "battle") out.push({ kind: "leaves-battle", card: ev.card, other: null, to: ev.to, ...(asCard ? { asCard: true } : {}) });
      if (ev.reason === "cast") out.push({ kind: "cast", card: ev.card, other: null, from: ev.from });
      // 701.3a: summoning is putting a creature by paying its cost — a summon, or the player's evolution from the hand
      // (the evolve action; an effect putting an evolution creature is not a summon)
      const summon = ev.reason === "summon" || (ev.reason === "evolve" && ev.cause.kind === "action");
      if (isEntering(ev)) out.push({ kind: "put-into-battle", card: ev.card, other: null, ...(summon ? { summon: true } : {}), from: ev.from });
      // 'Shinkapower': each card the evolution creature is put on top of evolves (801.1, 801.2: the same creature)
      if (ev.to === "battle" && ev.stack?.kind === "evolve") for (const src of ev.stack.sources) out.push({ kind: "evolves", card: src, other: ev.card });
      if (ev.stack?.kind === "attach") out.push({ kind: "attached", card: ev.card, other: ev.stack.to });
      // 801.1: an evolution creature put on top of its sources; each source becomes an evolution source
      if (ev.stack?.kind === "evolve" && ev.to === "battle" && ev.from !== "battle") {
        out.push({ kind: "evolved", card: ev.card, other: null });
        for (const src of ev.stack.sources) out.push({ kind: "became-source", card: src, other: ev.card });
      }
      if (isDiscard(ev)) out.push({ kind: "discarded", card: ev.card, other: null, cause: ev.cause });
      if (ev.reason === "return-to-hand") out.push({ kind: "returned-to-hand", card: ev.card, other: null });
      if (ev.from === "shields" && ev.to === "hand" && !ev.stack) out.push({ kind: "shield-to-hand", card: ev.card, other: null });
      if (ev.to === "shields" && ev.from !== "shields") out.push({ kind: "enters-shields", card: ev.card, other: null, ...(ev.faceUp ? { faceUp: true } : {}) });
      if (ev.from === "shields" && ev.to !== "shields") out.push({ kind: "leaves-shields", card: ev.card, other: null });
      if (ev.to === "mana" && ev.from !== "mana") out.push({ kind: "put-into-mana", card: ev.card, other: null, from: ev.from });
      if (ev.to === "graveyard" && ev.from !== "graveyard") out.push({ kind: "put-into-graveyard", card: ev.card, other: null, from: ev.from });
      return out;
    }
    case "battle":
      return [
        { kind: "battles", card: ev.a, other: ev.b },
        { kind: "battles", card: ev.b, other: ev.a },
      ];
    case "attack": {
      const atCreature = ev.target !== "A" && ev.target !== "B";
      const out: TriggerOccurrence[] = [{ kind: "attacks", card: ev.attacker, other: atCreature ? ev.target : null }];
      if (atCreature) out.push({ kind: "attacked", card: ev.target, other: ev.attacker });
      return out;
    }
    // a flip (701.22a: a dragheart's flip is its Dragsolution): the side now face up is the event's card
    case "flip":
      return [{ kind: "flipped", card: ev.card, other: null }];
    // these trigger nothing here ("whenever this creature taps" and the like are matched where the event happens, pipeline.ts);
    // a new event type fails to compile until it is listed
    case "draw":
    case "shuffle":
    case "lose":
    case "stay":
    case "tap":
    case "untap":
      return [];
  }
}

export function triggerSubjectMatches(ctx: Ctx, subject: Subject, card: string, source: string, controller: PlayerId): boolean {
  return subjectMatches(ctx, subject, card, source, controller, null);
}
