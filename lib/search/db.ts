/**
 * The connection pool search runs on: plain `pg` with named prepared statements, so Postgres plans each search
 * statement once per connection (force_generic_plan) instead of on every keystroke. Planning the card statement
 * costs about as much as running it (~1 ms), and Prisma's $queryRaw cannot keep a prepared statement.
 * Every statement is bounded by a server-side timeout, so a pathological query answers "no results", not a hang.
 */
import pg from "pg";
import { FUZZY_THRESHOLD } from "./query";

export type SearchDb = Pick<pg.Pool, "query">;

export const STATEMENT_TIMEOUT_MS = 3000;

export function createSearchPool(url: string, max = 4): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    options: `-c plan_cache_mode=force_generic_plan -c statement_timeout=${STATEMENT_TIMEOUT_MS} -c pg_trgm.word_similarity_threshold=${FUZZY_THRESHOLD}`,
  });
  pool.on("error", () => {}); // an idle client's error (server restart) must not crash the process; the next query reconnects
  return pool;
}

const globalForSearch = globalThis as unknown as { shinpanSearchPool?: pg.Pool };

/** The process's search pool, on DATABASE_URL (as the Prisma client is). */
export function searchPool(): pg.Pool {
  if (!globalForSearch.shinpanSearchPool) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides it");
    globalForSearch.shinpanSearchPool = createSearchPool(url);
  }
  return globalForSearch.shinpanSearchPool;
}
