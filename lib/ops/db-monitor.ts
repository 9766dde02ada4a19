/**
 * The front server's view of the database: one dedicated connection that
 * - tells, synchronously, whether the database is reachable (pages that fail while it is not answer 503),
 * - knows whether every migration folder is applied (readiness),
 * - LISTENs on `shinpan_changes`, where imports and admin saves announce which public pages changed,
 *   so every instance drops exactly those cached pages, without a restart.
 * It reconnects by itself with backoff (0.2 s doubling to 1 s) and pings every second while connected.
 */
import pg from "pg";
import { CHANGES_CHANNEL, parseChange, type Change } from "@/lib/db/changes";

export interface MonitorState {
  up: boolean;
  migrationsApplied: boolean;
  /** migration folders not (yet) applied, when connected */
  pendingMigrations: string[];
  lastError: string | null;
  since: Date;
}

export interface MonitorOptions {
  url: string;
  /** migration folder names the build expects */
  migrations: string[];
  onChange: (change: Change) => void;
  log: (line: string) => void;
}

const PING_MS = 1000;
const PING_TIMEOUT_MS = 1500;

export class DatabaseMonitor {
  private client: pg.Client | null = null;
  private state: MonitorState = { up: false, migrationsApplied: false, pendingMigrations: [], lastError: "not connected yet", since: new Date() };
  private backoff = 200;
  private pingTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** the content import's hash seen last, to catch an import made while this connection was down */
  private contentHash: string | null = null;
  private everConnected = false;
  /** which connection attempt is current: late events from an older client are ignored */
  private generation = 0;

  constructor(private readonly options: MonitorOptions) {}

  get current(): MonitorState {
    return this.state;
  }

  get up(): boolean {
    return this.state.up;
  }

  /** First connection attempt; resolves either way (the monitor keeps trying in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  private set(up: boolean, error: string | null) {
    if (up !== this.state.up) {
      this.options.log(up ? "database reachable" : `database unreachable: ${error}`);
      this.state = { ...this.state, up, since: new Date() };
    }
    this.state.lastError = error;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const generation = ++this.generation;
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: 2000, application_name: "shinpan-monitor" });
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      client.end().catch(() => {});
      if (generation === this.generation) this.lost(client, e);
    };
    client.on("error", fail);
    client.on("end", () => fail(new Error("connection closed")));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      client.on("notification", (n) => {
        const change = parseChange(n.payload);
        if (change) this.options.onChange(change);
      });
      this.client = client;
      await this.refresh(client);
      this.backoff = 200;
      this.set(true, null);
      this.everConnected = true;
      this.pingTimer = setInterval(() => void this.ping(client, fail), PING_MS);
      this.pingTimer.unref?.();
    } catch (e) {
      fail(e);
    }
  }

  /** Migrations applied, and whether content was imported since we last looked. */
  private async refresh(client: pg.Client): Promise<void> {
    let applied = new Set<string>();
    try {
      const { rows } = await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      );
      applied = new Set(rows.map((r) => r.migration_name));
    } catch {
      /* no migrations table yet */
    }
    const pending = this.options.migrations.filter((m) => !applied.has(m));
    this.state.pendingMigrations = pending;
    this.state.migrationsApplied = pending.length === 0;
    try {
      const { rows } = await client.query<{ hash: string }>(`SELECT hash FROM "ContentState" WHERE key = 'content'`);
      const hash = rows[0]?.hash ?? null;
      if (this.everConnected && hash !== this.contentHash) this.options.onChange({ all: true, reason: "content imported while the connection was down" });
      this.contentHash = hash;
    } catch {
      /* not migrated yet */
    }
  }

  private async ping(client: pg.Client, fail: (e: unknown) => void): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query("SELECT 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
        }),
      ]);
      if (!this.state.migrationsApplied) await this.refresh(client);
    } catch (e) {
      fail(e);
    } finally {
      clearTimeout(timer);
    }
  }

  private lost(client: pg.Client, e: unknown): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    if (this.client === client) this.client = null;
    this.set(false, e instanceof Error ? e.message : String(e));
    if (this.closed || this.retryTimer) return;
    const delay = this.backoff;
    this.backoff = Math.min(this.backoff * 2, 1000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => {});
  }
}
