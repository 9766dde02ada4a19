/**
 * An /ask board and its actions in a player's words: card names (twins told apart the way the step-through does it,
 * "Aqua Soldier (left)"), never ids. Pure: used by the page and for a draft ruling's question.
 */
import { displayNames, type CardInfo, type StartPlace } from "@/lib/stepthrough/words";
import { flatCards, instanceIds, locate, type AskAction, type AskActionKind, type AskBoard, type AskZone, type Side } from "./model";

export const ZONE_LABEL: Record<AskZone, string> = {
  battle: "Battle zone",
  shields: "Shields",
  mana: "Mana zone",
  hand: "Hand",
  graveyard: "Graveyard",
  deck: "Deck (top first)",
  hyperspatial: "Hyperspatial zone",
  gr: "Super GR (top first)",
};

const ZONE_IN: Record<AskZone, string> = {
  battle: "in the battle zone",
  shields: "in the shield zone",
  mana: "in the mana zone",
  hand: "in their hand",
  graveyard: "in the graveyard",
  deck: "on top of their deck",
  hyperspatial: "in the hyperspatial zone",
  gr: "in the super GR zone",
};

export const ACTION_LABEL: Record<AskActionKind, string> = {
  cast: "Cast a spell",
  summon: "Summon a creature",
  put: "Put a card into the battle zone",
  attack: "Attack",
  battle: "Two creatures battle",
  destroy: "Destroy a card (an effect)",
  "return-to-hand": "Return a card to its owner's hand (an effect)",
  discard: "Discard a card (an effect)",
  "to-graveyard": "Put a card into the graveyard (an effect)",
  "to-abyss": "Send a card to the abyss (an effect)",
  seal: "Seal a card (an effect)",
  evolve: "Evolve",
  "use-aura": "Use an Orega Aura",
  charge: "Charge a card to mana",
  generate: "Generate a Cross Gear",
  draw: "Draw cards",
  "gr-summon": "GR summon",
  "end-turn": "End the turn",
};

/** What each card of the board is called (by key), from the cards' names. */
export function boardNames(board: AskBoard, cards: Record<string, Pick<CardInfo, "name" | "nameJa"> | undefined>): Map<string, string> {
  const ids = instanceIds(board);
  const instances: Record<string, string> = {};
  const places: StartPlace[] = [];
  for (const l of flatCards(board)) {
    const id = ids.get(l.card.key)!;
    instances[id] = l.card.card;
    places.push({ id, player: l.player, zone: l.parent ? `${l.zone}/${ids.get(l.parent.key)}` : l.zone });
  }
  const info: Record<string, CardInfo> = {};
  for (const slug of Object.values(instances)) {
    const c = cards[slug];
    info[slug] = { card: slug, name: c?.name ?? prettySlug(slug), nameJa: c?.nameJa ?? null, type: "", power: null, cost: null, civilizations: [], text: "" };
  }
  const names = displayNames(instances, info, places);
  const out = new Map<string, string>();
  for (const [key, id] of ids) out.set(key, names.en[id] ?? prettySlug(instances[id]));
  return out;
}

/** "aqua-soldier" → "Aqua Soldier": a name to show until the card's data has arrived. */
export function prettySlug(slug: string): string {
  return slug
    .split("-")
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(" ");
}

const playerName = (p: Side | string) => `player ${p}`;

/** One action as a sentence: "Player A casts Terror Pit." */
export function describeAction(board: AskBoard, a: AskAction, name: (key: string) => string): string {
  const owner = (key: string) => locate(board, key)?.player ?? "?";
  const P = (p: string) => `Player ${p}`;
  switch (a.kind) {
    case "cast":
      return `${P(owner(a.card))} casts ${name(a.card)}.`;
    case "summon": {
      const from = locate(board, a.card)?.zone;
      return `${P(owner(a.card))} summons ${name(a.card)}${from && from !== "hand" ? ` from the ${ZONE_LABEL[from].toLowerCase()}` : ""}.`;
    }
    case "put":
      return `${P(owner(a.card))} puts ${name(a.card)} into the battle zone.`;
    case "charge":
      return `${P(owner(a.card))} charges ${name(a.card)} to their mana zone.`;
    case "generate":
      return `${P(owner(a.card))} generates ${name(a.card)}.`;
    case "attack":
      return (
        `${name(a.card)} attacks ${a.target === "A" || a.target === "B" ? playerName(a.target) : name(a.target)}.` +
        (a.block !== undefined ? ` ${name(a.block)} blocks.` : "") +
        (a.shieldTriggers?.length ? ` Shield trigger used: ${a.shieldTriggers.map(name).join(", ")}.` : "")
      );
    case "battle":
      return `${name(a.card)} and ${name(a.other)} battle.`;
    case "destroy":
      return `An effect of ${playerName(a.by)} destroys ${name(a.card)}.`;
    case "return-to-hand":
      return `An effect of ${playerName(a.by)} returns ${name(a.card)} to its owner's hand.`;
    case "discard":
      return `An effect of ${playerName(a.by)} discards ${name(a.card)}.`;
    case "to-graveyard":
      return `An effect of ${playerName(a.by)} puts ${name(a.card)} into its owner's graveyard.`;
    case "to-abyss":
      return `An effect of ${playerName(a.by)} sends ${name(a.card)} to the abyss.`;
    case "seal":
      return `An effect of ${playerName(a.by)} puts ${a.count === 1 ? "a seal" : `${a.count} seals`} on ${name(a.card)}.`;
    case "evolve":
      return `${P(owner(a.card))} evolves ${name(a.card)} onto ${a.on.map(name).join(" and ")}.`;
    case "use-aura":
      return `${P(owner(a.card))} uses ${name(a.card)}${a.on ? ` on ${name(a.on)}` : " (GR summoning a creature for it)"}.`;
    case "draw":
      return `${P(a.player)} draws ${a.count === 1 ? "a card" : `${a.count} cards`}.`;
    case "gr-summon":
      return `${P(a.player)} GR summons.`;
    case "end-turn":
      return "The turn ends.";
  }
}

/** The board in sentences: whose turn it is, then each player's cards zone by zone. */
export function describeBoard(board: AskBoard, name: (key: string) => string): string[] {
  const lines = [`It is player ${board.turn.active}'s turn (turn ${board.turn.number}).`];
  for (const p of ["A", "B"] as const) {
    const parts: string[] = [];
    for (const [zone, list] of Object.entries(board.players[p]) as [AskZone, AskBoard["players"]["A"]["battle"]][]) {
      if (list.length === 0) continue;
      const cards = list.map((c) => {
        const extra = [
          c.tapped ? "tapped" : null,
          c.fresh ? "put into the battle zone this turn" : null,
          c.under?.length ? `on top of ${c.under.map((u) => name(u.key)).join(", ")}` : null,
          c.auras?.length ? `with ${c.auras.map((u) => name(u.key)).join(", ")} attached` : null,
        ].filter(Boolean);
        return `${name(c.key)}${extra.length ? ` (${extra.join("; ")})` : ""}`;
      });
      parts.push(`${cards.join(", ")} ${ZONE_IN[zone]}`);
    }
    if (parts.length) lines.push(`Player ${p} has ${parts.join("; ")}.`);
  }
  return lines;
}
