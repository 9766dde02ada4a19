/**
 * The games registry: which games Shinpan covers, the rule document each one's rulings cite, whether Shinpan holds
 * its card catalogue, and whether the rules engine plays it. Written by the import from content/games.yaml (table
 * Game); read here by the admin, the queries, search and the API, so no code names a game but this registry.
 * The engine's game (Duel Masters) is also the one whose rules other games' rulings compare to (`same_principle_as`).
 */
import { prisma } from "@/lib/db/client";

export interface GameInfo {
  id: string;
  nameEn: string;
  nameJa: string | null;
  /** the rule document its rulings' clauses belong to; null: its rulings cite no clause */
  ruleDocument: string | null;
  /** cards are linked by catalogue id (else named in `mentions`) */
  catalogue: boolean;
  /** the engine plays it: its rulings can have scenarios */
  engine: boolean;
}

export interface Games {
  all: GameInfo[];
  byId: Map<string, GameInfo>;
  /** the game the engine plays (Duel Masters): the default game of lists, and the rules other games compare to */
  principal: GameInfo;
}

export function gamesFrom(all: GameInfo[]): Games {
  const principal = all.find((g) => g.engine) ?? all[0];
  if (!principal) throw new Error("the games registry is empty (content/games.yaml)");
  return { all, byId: new Map(all.map((g) => [g.id, g])), principal };
}

let memo: { at: number; games: Promise<Games> } | null = null;
const TTL_MS = 60_000;

/** The registry from the database (read at most once a minute per process: it changes only with an import). */
export function games(): Promise<Games> {
  if (!memo || Date.now() - memo.at > TTL_MS) {
    const games = prisma()
      .game.findMany({ orderBy: { id: "asc" } })
      .then((rows) => gamesFrom(rows.map((g) => ({ id: g.id, nameEn: g.nameEn, nameJa: g.nameJa, ruleDocument: g.ruleDocumentId, catalogue: g.catalogue, engine: g.engine }))));
    games.catch(() => (memo = null));
    memo = { at: Date.now(), games };
  }
  return memo.games;
}

/** Forget the registry read (tests, and after an import in the same process). */
export function forgetGames(): void {
  memo = null;
}
