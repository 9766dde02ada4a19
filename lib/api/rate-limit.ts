/**
 * The public API's per-address rate limit, counted in Postgres (table ApiRateLimit, UNLOGGED) so that it holds across
 * every instance and restart: no instance keeps a count of its own.
 *
 * A sliding window, as two fixed windows: a request is allowed while
 *   hits in the previous window × (the share of it still inside the sliding window) + hits in this window ≤ limit.
 * Every request is counted before it is answered, refused ones too (so a client that ignores Retry-After stays
 * refused). Requests that arrive while a count is being written are counted together in the next write, one
 * statement for all of them whatever their addresses, each request with its own position in its address's count:
 * under load, a few statements a millisecond instead of one per request, and still exact.
 *
 * If the database cannot be reached the limit lets requests through (cached answers keep being served during an
 * outage, as pages are); `databaseUp` says so without waiting for a timeout.
 */
import pg from "pg";

export interface RateLimitOptions {
  databaseUrl: string;
  /** requests per address per window */
  limit: number;
  windowSeconds: number;
  /** whether the database is reachable now (the front server's monitor) */
  databaseUp?: () => boolean;
  log?: (line: string) => void;
  now?: () => number;
}

export interface Verdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** seconds until a request would be allowed (when refused) */
  retryAfter: number;
}

interface Waiter {
  resolve: (v: Verdict) => void;
}

/** From SHINPAN_API_RATE_LIMIT (requests per window, default 600; 0: no limit) and SHINPAN_API_RATE_WINDOW (seconds, default 60). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): { limit: number; windowSeconds: number } {
  const limit = Number(env.SHINPAN_API_RATE_LIMIT ?? 600);
  const windowSeconds = Number(env.SHINPAN_API_RATE_WINDOW ?? 60);
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`SHINPAN_API_RATE_LIMIT: a whole number of requests, not "${env.SHINPAN_API_RATE_LIMIT}"`);
  if (!Number.isSafeInteger(windowSeconds) || windowSeconds < 1 || windowSeconds > 86_400) throw new Error(`SHINPAN_API_RATE_WINDOW: seconds (1 to 86400), not "${env.SHINPAN_API_RATE_WINDOW}"`);
  return { limit, windowSeconds };
}

export class RateLimiter {
  private readonly pool: pg.Pool;
  /** requests waiting for the next write, by address */
  private queue = new Map<string, Waiter[]>();
  private writing = false;
  private lastError = 0;
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    this.pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, connectionTimeoutMillis: 2000, query_timeout: 2000, application_name: "shinpan-api-limit" });
    this.pool.on("error", () => {});
    this.now = options.now ?? Date.now;
  }

  get limit(): number {
    return this.options.limit;
  }

  /** Counts a request from `address` and says whether it may be answered. */
  check(address: string): Promise<Verdict> {
    if (this.options.limit === 0) return Promise.resolve({ allowed: true, limit: 0, remaining: 0, retryAfter: 0 });
    if (this.options.databaseUp && !this.options.databaseUp()) return Promise.resolve(this.open());
    return new Promise((resolve) => {
      const waiters = this.queue.get(address) ?? [];
      waiters.push({ resolve });
      this.queue.set(address, waiters);
      if (!this.writing) void this.write();
    });
  }

  private open(): Verdict {
    return { allowed: true, limit: this.options.limit, remaining: this.options.limit, retryAfter: 0 };
  }

  /**
   * Writes every queued request, of every address, in one statement (addresses in order, so two instances writing
   * at once take their row locks in the same order); requests that arrive meanwhile go in the next write.
   */
  private async write(): Promise<void> {
    const batch = this.queue;
    this.queue = new Map();
    if (batch.size === 0) return;
    this.writing = true;
    const w = this.options.windowSeconds * 1000;
    const now = this.now();
    const start = Math.floor(now / w) * w;
    const addresses = [...batch.keys()].sort();
    try {
      const { rows } = await this.pool.query<{ address: string; hits: number; previous: number }>(
        `WITH input AS (SELECT * FROM unnest($1::text[], $2::int[]) AS t(address, n)),
         cur AS (
           INSERT INTO "ApiRateLimit" (address, "windowStart", hits)
           SELECT address, ($3::timestamptz AT TIME ZONE 'UTC'), n FROM input ORDER BY address
           ON CONFLICT (address, "windowStart") DO UPDATE SET hits = "ApiRateLimit".hits + EXCLUDED.hits
           RETURNING address, hits)
         SELECT cur.address, cur.hits, coalesce(p.hits, 0) AS previous
           FROM cur LEFT JOIN "ApiRateLimit" p ON p.address = cur.address AND p."windowStart" = ($4::timestamptz AT TIME ZONE 'UTC')`,
        [addresses, addresses.map((a) => batch.get(a)!.length), new Date(start).toISOString(), new Date(start - w).toISOString()],
      );
      let newWindow = false;
      for (const { address, hits, previous } of rows) {
        const waiters = batch.get(address) ?? [];
        const first = hits - waiters.length;
        if (first === 0) newWindow = true;
        waiters.forEach((waiter, i) => waiter.resolve(this.verdict(first + i + 1, previous, now - start)));
        batch.delete(address);
      }
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.resolve(this.open()); // (no row came back: never)
      // now and then, forget the windows no estimate reads any more
      if (newWindow && Math.random() < 0.02) {
        this.pool.query(`DELETE FROM "ApiRateLimit" WHERE "windowStart" < ($1::timestamptz AT TIME ZONE 'UTC')`, [new Date(start - w).toISOString()]).catch(() => {});
      }
    } catch (e) {
      if (now - this.lastError > 60_000) this.options.log?.(`API rate limit not counted (the requests are let through): ${(e as Error).message}`);
      this.lastError = now;
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.resolve(this.open());
    } finally {
      this.writing = false;
      if (this.queue.size > 0) void this.write();
    }
  }

  /** The verdict for the `hits`-th request of this window, `elapsed` ms into it, after `previous` in the last one. */
  verdict(hits: number, previous: number, elapsed: number): Verdict {
    const { limit } = this.options;
    const w = this.options.windowSeconds * 1000;
    const share = 1 - elapsed / w;
    const estimate = previous * share + hits;
    if (estimate <= limit) return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - estimate)), retryAfter: 0 };
    // when would one more request (counted too) be allowed, if none came meanwhile?
    let waitMs: number;
    if (hits + 1 > limit) waitMs = w - elapsed + w * (1 - (limit - 1) / hits); // in the next window, where these hits are the previous ones
    else waitMs = w * (share - (limit - hits - 1) / previous);
    return { allowed: false, limit, remaining: 0, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => {});
  }
}
