/**
 * Shinpan's HTTP server: Next's request handler behind a small front door that
 * - answers 400 (with the security headers) for request targets Next would choke on: not a path
 *   (`*`, absolute URLs), malformed percent-encoding (`%`, `%zz`, `%E3%81`, overlong `%C0%AF`), control
 *   characters such as NUL;
 * - serves `/healthz` (the process is alive) and `/readyz` (database reachable, every migration applied);
 * - sets `x-shinpan-client` to the client's address: the socket's, or, from a proxy named in
 *   SHINPAN_TRUSTED_PROXIES, the nearest X-Forwarded-For entry that is not a trusted proxy. From anyone
 *   else, X-Forwarded-* headers are dropped, so nothing downstream can be fooled by them;
 * - turns a 5xx into 503 with Retry-After while the database is unreachable (pages already cached keep
 *   being served by Next: they need no database);
 * - drops cached pages when the database announces a change (lib/db/changes.ts), on every instance;
 * - answers repeated searches and pages Next serves from its cache from memory (lib/ops/response-cache.ts),
 *   emptied on every such change, and again once Next has dropped the changed pages;
 * - sends public pages with a short shared-cache lifetime that suits nginx and CDNs (PUBLIC_CACHE_CONTROL);
 * - hands the public API (`/api/v1`) to lib/api/front.ts: its per-address rate limit (in Postgres), its CORS
 *   preflights and its own memory of answers (conditional requests answered with 304), emptied on every change too.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import next from "next";
import { securityHeaders } from "@/lib/http/security-headers.cjs";
import { migrationFolders } from "@/lib/db/migrate";
import { ApiFront, isApiPath } from "@/lib/api/front";
import { rateLimitFromEnv } from "@/lib/api/rate-limit";
import type { Change } from "@/lib/db/changes";
import { DatabaseMonitor } from "./db-monitor";
import { CACHED_PATHS, ResponseCache } from "./response-cache";

export interface ServeOptions {
  dir?: string;
  port: number;
  /** interface to listen on; default all */
  hostname?: string;
  databaseUrl: string;
  log?: (line: string) => void;
}

export interface RunningServer {
  server: http.Server;
  monitor: DatabaseMonitor;
  port: number;
  close(): Promise<void>;
}

/**
 * Cache-Control of public pages, for browsers, nginx (deploy/nginx.conf keeps every answer 1 s whatever
 * this says) and CDNs: a shared cache may keep a page 1 s and serve it stale for 5 s more while it fetches
 * the new one, so a published ruling is everywhere within seconds. Next's own value for prerendered pages
 * (`s-maxage=31536000`) would let a CDN keep the old ruling for a year: on-demand revalidation never
 * reaches a CDN.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=1, stale-while-revalidate=5";

/**
 * The Cache-Control to send instead of `current` for a 200 answer to a GET/HEAD, or null to keep it:
 * a shareable value (s-maxage, not private/no-store/no-cache) becomes PUBLIC_CACHE_CONTROL, and so does any
 * value on the front server's kept dynamic paths (search) for a request without cookie, credentials or RSC
 * headers (`dynamicPublic`); never when the answer sets a cookie.
 */
export function cdnCacheControl(current: string | undefined, o: { dynamicPublic: boolean; setsCookie: boolean }): string | null {
  if (o.setsCookie) return null;
  const cc = (current ?? "").toLowerCase();
  const sMaxAge = /(?:^|[,\s])s-maxage=(\d+)/.exec(cc);
  const shareable = sMaxAge !== null && Number(sMaxAge[1]) > 0 && !/(?:^|[,\s])(?:private|no-store|no-cache)(?:$|[,\s=])/.test(cc);
  return shareable || o.dynamicPublic ? PUBLIC_CACHE_CONTROL : null;
}

/** Seconds a client should wait before retrying while the database is down. */
export const RETRY_AFTER_SECONDS = 5;

const CONTROL = /[\u0000-\u001f\u007f]/;
const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", "x-real-ip"];

function normalizeAddress(a: string | undefined): string {
  if (!a) return "unknown";
  return a.startsWith("::ffff:") ? a.slice(7) : a;
}

export function trustedProxies(env = process.env.SHINPAN_TRUSTED_PROXIES): Set<string> {
  return new Set((env ?? "").split(",").map((s) => normalizeAddress(s.trim())).filter(Boolean));
}

/**
 * The client's address for a request that reached us from `peer`. Only a trusted proxy's X-Forwarded-For
 * is read, right to left, skipping further trusted proxies (each proxy appends the address it saw).
 */
export function clientAddressFor(peer: string, forwardedFor: string | undefined, trusted: Set<string>): string {
  if (!trusted.has(peer) || !forwardedFor) return peer;
  const chain = forwardedFor.split(",").map((s) => normalizeAddress(s.trim())).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.has(chain[i])) return chain[i].slice(0, 64);
  return chain[0] ?? peer;
}

/** Why a request target is refused before it reaches the app, or null when it is fine. */
export function badTarget(target: string | undefined): string | null {
  if (!target || !target.startsWith("/")) return "the request target must be a path";
  const q = target.indexOf("?");
  const rawPath = q < 0 ? target : target.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return "the path has malformed percent-encoding";
  }
  if (CONTROL.test(decoded)) return "the path contains control characters";
  // the query string is left to the app: URLSearchParams decodes leniently, and each page parses its own
  return null;
}

function answer(res: http.ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8", extra: Record<string, string> = {}): void {
  for (const h of securityHeaders) res.setHeader(h.key, h.value);
  res.writeHead(status, { "content-type": type, "cache-control": "no-store", "content-length": Buffer.byteLength(body), ...extra });
  res.end(body);
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const log = options.log ?? ((l: string) => console.log(l));
  const dir = options.dir ?? process.cwd();
  const trusted = trustedProxies();
  // the app reads its database and the internal token from the environment of this process
  process.env.DATABASE_URL = options.databaseUrl;
  const token = randomBytes(24).toString("hex");
  process.env.SHINPAN_INTERNAL_TOKEN = token;

  const app = next({ dev: false, dir, hostname: options.hostname, port: options.port });
  const handle = app.getRequestHandler();
  await app.prepare();

  let boundPort = options.port;
  const responses = new ResponseCache({ paths: CACHED_PATHS });
  let api: ApiFront | null = null;
  const revalidate = (change: Change) => {
    responses.clear(); // search results may depend on anything that changed
    api?.clear();
    const body = JSON.stringify(change);
    fetch(`http://127.0.0.1:${boundPort}/api/internal/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shinpan-internal": token },
      body,
    })
      // pages Next served from its cache until it dropped them may have been kept meanwhile
      .finally(() => {
        responses.clear();
        api?.clear();
      })
      .then(async (r) => log(r.ok ? `pages revalidated (${change.reason}): ${change.all ? "all" : change.paths.join(" ")}` : `revalidation failed: HTTP ${r.status}`))
      .catch((e: Error) => log(`revalidation failed: ${e.message}`));
  };
  const monitor = new DatabaseMonitor({
    url: options.databaseUrl,
    migrations: migrationFolders(dir).map((m) => m.name),
    onChange: revalidate,
    log,
  });
  await monitor.start();
  // the app's database client refuses queries at once while the monitor knows the database is down (lib/db/client.ts)
  (globalThis as { shinpanDatabaseUp?: () => boolean }).shinpanDatabaseUp = () => monitor.up;
  api = new ApiFront({ databaseUrl: options.databaseUrl, ...rateLimitFromEnv(), databaseUp: () => monitor.up, log });
  // requests whose render failed because the database was unreachable (instrumentation.ts reports them)
  const failedOnDatabase = new Set<string>();
  (globalThis as { shinpanDatabaseFailure?: (id: string) => void }).shinpanDatabaseFailure = (id) => failedOnDatabase.add(id);
  let requestCount = 0;

  const server = http.createServer((req, res) => {
    const problem = badTarget(req.url);
    if (problem) return answer(res, 400, `Bad request: ${problem}.\n`);
    const path = req.url!.split("?", 1)[0];
    if (path === "/healthz") return answer(res, 200, "ok\n");
    if (path === "/readyz") {
      const s = monitor.current;
      const ready = s.up && s.migrationsApplied;
      const body = JSON.stringify({
        ready,
        database: s.up ? "reachable" : `unreachable: ${s.lastError ?? "unknown"}`,
        migrations: s.up ? (s.migrationsApplied ? "applied" : { pending: s.pendingMigrations }) : "unknown",
      });
      return answer(res, ready ? 200 : 503, `${body}\n`, "application/json; charset=utf-8", ready ? {} : { "retry-after": String(RETRY_AFTER_SECONDS) });
    }

    const peer = normalizeAddress(req.socket.remoteAddress);
    const fromProxy = trusted.has(peer);
    const xff = req.headers["x-forwarded-for"];
    req.headers["x-shinpan-client"] = clientAddressFor(peer, Array.isArray(xff) ? xff.join(",") : xff, trusted);
    if (!fromProxy) for (const h of FORWARDING_HEADERS) delete req.headers[h];
    const requestId = `${process.pid}-${++requestCount}`;
    req.headers["x-shinpan-request"] = requestId;
    res.once("close", () => failedOnDatabase.delete(requestId));

    // public answers: short shared-cache lifetime (CDN-safe); anonymous searches too
    const cacheable = req.method === "GET" || req.method === "HEAD";
    const dynamicPublic = cacheable && CACHED_PATHS.includes(path) && responses.keyOf(req) !== null;
    // While the database is down, an error answer means "come back soon", not "broken".
    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
      if (status >= 500 && (!monitor.up || failedOnDatabase.has(requestId))) {
        status = 503;
        this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
        this.setHeader("cache-control", "no-store");
      } else if (status === 200 && cacheable) {
        const passed = rest.find((a) => typeof a === "object" && a !== null && !Array.isArray(a)) as Record<string, unknown> | undefined;
        const passedCc = passed && Object.keys(passed).find((k) => k.toLowerCase() === "cache-control");
        const current = passedCc ? String(passed[passedCc]) : (this.getHeader("cache-control") as string | undefined);
        const setsCookie = this.hasHeader("set-cookie") || Boolean(passed && Object.keys(passed).some((k) => k.toLowerCase() === "set-cookie"));
        const replacement = cdnCacheControl(current === undefined ? undefined : String(current), { dynamicPublic, setsCookie });
        if (replacement) {
          if (passedCc) passed[passedCc] = replacement;
          else this.setHeader("cache-control", replacement);
        }
      }
      return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, status, ...rest);
    } as typeof res.writeHead;

    (isApiPath(path) ? api!.handle(req, res, () => handle(req, res)) : responses.handle(req, res, () => handle(req, res))).catch((e: Error) => {
      log(`request failed: ${req.method} ${path}: ${e.message}`);
      if (!res.headersSent) answer(res, monitor.up ? 500 : 503, monitor.up ? "Internal error\n" : "The rulings database is unavailable; try again in a few seconds.\n");
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000; // longer than common proxies' idle timeouts

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  boundPort = (server.address() as AddressInfo).port;

  return {
    server,
    monitor,
    port: boundPort,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await monitor.close();
      await api?.close();
    },
  };
}
