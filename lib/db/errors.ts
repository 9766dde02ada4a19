/**
 * Is this error the database being unreachable (down, restarting, the connection dropped), as opposed to
 * a bad query or bad data? Such errors are answered with 503 and Retry-After: the request did nothing,
 * and the same request can succeed once the database is back.
 *
 * Recognised wherever they sit in the error's chain (`cause`, AggregateError's `errors`, Prisma's `meta`):
 * - socket errors: connection refused or reset, timeouts, unreachable host, DNS failure;
 * - Postgres SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot
 *   connect now), 53300 (too many connections);
 * - Prisma's connection codes: P1001 (can't reach), P1002 (timed out), P1008 (socket timeout),
 *   P1017 (server closed the connection), P2024 (no pool connection in time);
 * - the driver adapter's kinds (DatabaseNotReachable, ConnectionClosed, SocketTimeout, TooManyConnections);
 * - pg's own messages for a connection that ended ("Connection terminated unexpectedly", …).
 */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "EHOSTDOWN", "ENETUNREACH", "ENETDOWN", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "ECONNABORTED"]);
const PG_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const MESSAGES = [
  /connection terminated/i,
  /server closed the connection/i,
  /server has closed the connection/i,
  /can't reach database server/i,
  /client has encountered a connection error/i,
  /connection (?:is )?(?:refused|reset)/i,
  /terminating connection due to administrator command/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
  /timed out fetching a new connection from the connection pool/i,
  /query read timeout/i, // pg's client-side query_timeout (lib/db/client.ts): the database did not answer
  /\bECONNREFUSED\b|\bECONNRESET\b/,
];

export function isDatabaseUnavailable(e: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (x: unknown, depth: number): boolean => {
    if (x === null || typeof x !== "object" || seen.has(x) || depth > 8) return false;
    seen.add(x);
    const o = x as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; errors?: unknown; meta?: unknown; errorCode?: unknown };
    for (const code of [o.code, o.errorCode]) {
      if (typeof code !== "string") continue;
      if (SOCKET_CODES.has(code) || PG_CODES.has(code) || PRISMA_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof o.kind === "string" && ADAPTER_KINDS.has(o.kind)) return true;
    if (x instanceof Error || typeof o.message === "string") {
      const message = String(o.message ?? "");
      if (MESSAGES.some((re) => re.test(message))) return true;
    }
    if (o.cause !== undefined && visit(o.cause, depth + 1)) return true;
    if (Array.isArray(o.errors) && o.errors.some((inner) => visit(inner, depth + 1))) return true;
    if (o.meta && typeof o.meta === "object") {
      for (const v of Object.values(o.meta as Record<string, unknown>)) if (visit(v, depth + 1)) return true;
    }
    return false;
  };
  return visit(e, 0);
}

/** The answer to a request the database's absence stopped: 503, retry in 5 s, nothing saved. */
export const UNAVAILABLE = {
  status: 503,
  retryAfterSeconds: 5,
  body: { error: "unavailable", message: "the database is unavailable; nothing was saved" },
} as const;
