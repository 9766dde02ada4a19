/** The one Prisma client of a process, on the pg driver adapter (no native engine). */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = PrismaClient;

/** Set by the app server (lib/ops/http-server.ts): whether its database monitor can reach the database now. */
const monitorSays = globalThis as { shinpanDatabaseUp?: () => boolean };

/** The message of a query refused because the database is known to be down (lib/db/errors.ts recognises it). */
export const DATABASE_DOWN_MESSAGE = "the database is unreachable (the server's monitor lost it): the query was not sent";

/**
 * A pool that does not pile queries onto a database that does not answer. While the server's monitor says the
 * database is down, one query at a time goes through (a probe); others fail at once while it is out, and for
 * COOLDOWN_MS after a probe that failed slowly (a frozen database: it waited out the connection or query timeout), instead of each
 * waiting the timeout again (a page that asks twice would wait twice). A probe that fails fast (the database refuses
 * connections while it restarts) sets no cooldown, so the pool finds a database that is back as soon as it answers.
 * Idle connections the server ends (a restart, a dropped database) are not errors of the process. Without a monitor
 * (scripts, tests) it is a plain pool.
 */
const COOLDOWN_MS = 2000;
/**
 * A failure this slow is a database that does not answer (the connection timeout is 3 s, the query timeout 8 s), not
 * one that refuses while it restarts: on a loaded machine a refused connection can itself take over a second, and a
 * cooldown then would only delay finding the database back.
 */
const SLOW_FAILURE_MS = 2500;

function guardedPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", () => {}); // an idle client lost: the next query reconnects (pg's advice: always listen)
  const probe = { inFlight: false, coolUntil: 0 };
  const monitorDown = () => monitorSays.shinpanDatabaseUp !== undefined && !monitorSays.shinpanDatabaseUp();
  const refuse = () => Object.assign(new Error(DATABASE_DOWN_MESSAGE), { code: "ECONNREFUSED" });
  const guard = (real: (...a: unknown[]) => unknown) =>
    function (...args: unknown[]): unknown {
      if (!monitorDown()) return real(...args);
      const callback = args.find((a) => typeof a === "function") as ((e: Error) => void) | undefined;
      if (callback) return real(...args); // pg's own callback calls: left alone
      if (probe.inFlight || Date.now() < probe.coolUntil) return Promise.reject(refuse());
      probe.inFlight = true;
      const t0 = Date.now();
      return (real(...args) as Promise<unknown>).then(
        (r) => {
          probe.inFlight = false;
          return r;
        },
        (e: unknown) => {
          probe.inFlight = false;
          if (Date.now() - t0 >= SLOW_FAILURE_MS) probe.coolUntil = Date.now() + COOLDOWN_MS;
          throw e;
        },
      );
    };
  pool.connect = guard(pool.connect.bind(pool) as (...a: unknown[]) => unknown) as typeof pool.connect;
  pool.query = guard(pool.query.bind(pool) as (...a: unknown[]) => unknown) as typeof pool.query;
  return pool;
}

/**
 * `timeouts`: the app server's client gives up on a database that does not answer (frozen, partitioned)
 * instead of holding the request forever: a connection within 3 s, a query within 8 s, and none at all while the
 * server's monitor knows the database is down. Scripts (imports, migrations) run long statements and take none.
 */
export function createPrisma(url: string, options: { timeouts?: boolean } = {}): PrismaClient {
  if (!options.timeouts) return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }) });
  return new PrismaClient({ adapter: new PrismaPg(guardedPool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000, query_timeout: 8000 }), { disposeExternalPool: true }) });
}

const globalForPrisma = globalThis as unknown as { shinpanPrisma?: PrismaClient };

export function prisma(): PrismaClient {
  if (!globalForPrisma.shinpanPrisma) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides it");
    globalForPrisma.shinpanPrisma = createPrisma(url, { timeouts: true });
  }
  return globalForPrisma.shinpanPrisma;
}
