/**
 * "Ask about this card": a board with the card on it and its most common interaction set up, read from what the
 * engine knows of the card (its definition): for a replacement effect, the event it watches (an opponent's destroy
 * spell aimed at it, an attack, a discard...); for a triggered ability, what triggers it; a spell is cast; a creature
 * is summoned. Pure: the caller (app/ask/card/[slug]) picks the helper cards from the catalogue.
 */
import type { CardDef, EffectStep } from "@/lib/engine";
import { emptyBoard, newKey, type AskAction, type AskBoard, type AskCard, type Side } from "./model";

export interface Helpers {
  /** a spell that destroys one of the opponent's creatures (Terror Pit) */
  destroySpell: string | null;
  /** a spell that returns one of the opponent's creatures to the hand */
  returnSpell: string | null;
  /** a creature with no abilities, to attack with or to be the target */
  vanilla: string;
  /** a card with no abilities for decks and shields */
  filler: string;
}

const card = (slug: string, extra: Partial<AskCard> = {}): AskCard => ({ key: newKey(), card: slug, ...extra });

/** A spell's effects in the shape "<do> one of your opponent's creatures", with no other condition. */
export function isPlainSpell(def: CardDef, what: "destroy" | "return-to-hand"): boolean {
  if (!def.type.includes("Spell") || def.abilities.spell.length !== 1) return false;
  const s = def.abilities.spell[0] as EffectStep & { target?: { choose?: { player?: string; zone?: string; count?: unknown; filter?: unknown; chooser?: unknown; upTo?: unknown } } };
  const c = s.do === what ? s.target?.choose : undefined;
  return !!c && c.player === "opponent" && c.zone === "battle" && c.count === 1 && c.filter === undefined && c.chooser === undefined && !c.upTo && !("ifYouDo" in s);
}

/** The board and a question for one card. */
export function suggestBoard(def: CardDef, h: Helpers, nameOf: (slug: string) => string): { board: AskBoard; title: string } {
  const b = emptyBoard();
  b.turn = { number: 5, active: "A" };
  // a card on top of each deck (for draws); shields only where an attack on a player needs them
  for (const p of ["A", "B"] as const) b.players[p].deck.push(card(h.filler));
  const shields = (p: Side) => b.players[p].shields.push(card(h.filler));
  const name = def.name;
  const act = (a: AskAction, title: string) => {
    b.actions = [a];
    return { board: b, title };
  };
  const isSpell = def.type.includes("Spell") && !def.type.includes("Creature");
  const isCreature = /Creature/.test(def.type) && !isSpell;
  const rep = def.abilities.replacements[0];
  const trig = def.abilities.triggers[0];

  // the opponent (A) does something to the card (B's), on A's turn
  const targetedBy = (zone: "battle" | "hand" | "shields", extra: Partial<AskCard> = {}) => {
    const c = card(def.id, extra);
    b.players.B[zone].push(c);
    return c;
  };
  const destroyIt = (c: AskCard, why: string) => {
    if (h.destroySpell) {
      const spell = card(h.destroySpell);
      b.players.A.hand.push(spell);
      return act({ kind: "cast", card: spell.key }, `Player A casts ${nameOf(h.destroySpell)} on player B's ${nameOf(c.card)}${why}: what happens?`);
    }
    return act({ kind: "destroy", card: c.key, by: "A" }, `An effect of player A destroys player B's ${nameOf(c.card)}${why}: what happens?`);
  };
  const attacker = () => {
    const a = card(h.vanilla);
    b.players.A.battle.push(a);
    return a;
  };

  if (rep && isCreature) {
    const subject = rep.watches.subject;
    switch (rep.watches.event) {
      case "destroy":
      case "leave-battle":
      case "to-graveyard": {
        if (subject === "self") return destroyIt(targetedBy("battle"), "");
        if (subject === "opponents") {
          // B's card watches A's creatures: B destroys one of A's creatures, on B's turn
          b.turn.active = "B";
          b.players.B.battle.push(card(def.id));
          const victim = card(h.vanilla);
          b.players.A.battle.push(victim);
          return act({ kind: "destroy", card: victim.key, by: "B" }, `An effect of player B destroys player A's ${nameOf(h.vanilla)} while ${name} is in player B's battle zone: what happens?`);
        }
        targetedBy("battle");
        const victim = card(h.vanilla);
        b.players.B.battle.push(victim);
        return destroyIt(victim, ` while ${name} is in the battle zone`);
      }
      case "return-to-hand": {
        const c = targetedBy("battle");
        if (h.returnSpell) {
          const spell = card(h.returnSpell);
          b.players.A.hand.push(spell);
          return act({ kind: "cast", card: spell.key }, `Player A casts ${nameOf(h.returnSpell)} on player B's ${name}: what happens?`);
        }
        return act({ kind: "return-to-hand", card: c.key, by: "A" }, `An effect of player A returns player B's ${name} to the hand: what happens?`);
      }
      case "discard": {
        const c = targetedBy("hand");
        return act({ kind: "discard", card: c.key, by: "A" }, `An effect of player A makes player B discard ${name}: what happens?`);
      }
      case "battle": {
        const c = targetedBy("battle", { tapped: true });
        return act({ kind: "attack", card: attacker().key, target: c.key }, `Player A's ${nameOf(h.vanilla)} attacks player B's ${name}: what happens?`);
      }
      case "leave-shields": {
        b.players.B.shields.push(card(def.id));
        return act({ kind: "attack", card: attacker().key, target: "B" }, `Player A's ${nameOf(h.vanilla)} attacks player B and breaks ${name} in the shield zone: what happens?`);
      }
      case "draw":
      case "from-deck": {
        b.turn.active = "B";
        b.players.B.battle.push(card(def.id));
        return act({ kind: "draw", player: "B", count: 1 }, `Player B draws a card while ${name} is in the battle zone: what happens?`);
      }
      case "enter-battle": {
        if (subject === "self") {
          b.turn.active = "B";
          const c = card(def.id);
          b.players.B.hand.push(c);
          return act({ kind: "summon", card: c.key }, `Player B summons ${name}: what happens?`);
        }
        b.players.B.battle.push(card(def.id));
        const c = card(h.vanilla);
        b.players.A.hand.push(c);
        return act({ kind: "summon", card: c.key }, `Player A summons ${nameOf(h.vanilla)} while player B has ${name} in the battle zone: what happens?`);
      }
    }
  }

  if (trig && isCreature) {
    switch (trig.on.event) {
      case "destroyed":
        if (trig.on.subject === "self") return destroyIt(targetedBy("battle"), "");
        break;
      case "attacks": {
        b.turn.active = "A";
        const c = card(def.id);
        b.players.A.battle.push(c);
        shields("B");
        return act({ kind: "attack", card: c.key, target: "B" }, `${name} attacks player B: what happens?`);
      }
      case "battles": {
        const c = card(def.id);
        b.players.A.battle.push(c);
        const victim = card(h.vanilla, { tapped: true });
        b.players.B.battle.push(victim);
        return act({ kind: "attack", card: c.key, target: victim.key }, `${name} attacks player B's ${nameOf(h.vanilla)}: what happens?`);
      }
      case "discarded": {
        const c = targetedBy("hand");
        return act({ kind: "discard", card: c.key, by: "A" }, `An effect of player A makes player B discard ${name}: what happens?`);
      }
      case "returned-to-hand": {
        const c = targetedBy("battle");
        return act({ kind: "return-to-hand", card: c.key, by: "A" }, `An effect of player A returns player B's ${name} to the hand: what happens?`);
      }
      case "turn-start":
      case "turn-end": {
        b.players.A.battle.push(card(def.id));
        return act({ kind: "end-turn" }, `Player A's turn ends with ${name} in the battle zone: what happens?`);
      }
      default:
        break;
    }
  }

  if (isSpell) {
    const c = card(def.id);
    b.players.A.hand.push(c);
    b.players.A.battle.push(card(h.vanilla));
    b.players.B.battle.push(card(h.vanilla));
    return act({ kind: "cast", card: c.key }, `Player A casts ${name}: what happens?`);
  }
  if (def.type.includes("Evolution") && isCreature) {
    const c = card(def.id);
    const base = card(h.vanilla);
    b.players.A.hand.push(c);
    b.players.A.battle.push(base);
    return act({ kind: "evolve", card: c.key, on: [base.key] }, `Player A evolves ${name} onto ${nameOf(h.vanilla)}: what happens?`);
  }
  if (isCreature) {
    const c = card(def.id);
    b.players.A.hand.push(c);
    b.players.B.battle.push(card(h.vanilla));
    return act({ kind: "summon", card: c.key }, `Player A summons ${name}: what happens?`);
  }
  // anything else (a Cross Gear, a field, a Tamaseed...): on the board, for the reader to choose an action
  const c = card(def.id);
  b.players.A.hand.push(c);
  return { board: b, title: `${name}: what happens?` };
}
