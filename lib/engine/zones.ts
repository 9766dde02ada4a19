/** The two players and the zones each has: the words card definitions (defs.ts) and the game state (types.ts) share. */

export type PlayerId = "A" | "B";
export const PLAYERS: readonly PlayerId[] = ["A", "B"];
export const other = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

/**
 * Zones every player has. `gr` is the super gacharange zone (408: a face-down pile, `gr[0]` on top), `abyss` the
 * abyss zone (410: what is sent there never leaves). `resolving` holds a spell while it resolves (so every card is
 * always somewhere).
 */
export const ZONES = ["battle", "mana", "shields", "hand", "graveyard", "deck", "hyperspatial", "gr", "abyss", "resolving"] as const;
export type ZoneName = (typeof ZONES)[number];
