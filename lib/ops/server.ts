/** A production build served by Shinpan's server (scripts/serve.ts) on a free port, against a given database (tests and benchmarks). */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { authSecret } from "../auth/secret";
import { publicDataKey } from "../db/data-key";
import { ensureBuild, runtimeDist } from "./prepare";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  baseUrl: string;
  /** the server process (tests kill it, read its log) */
  pid: number;
  /** what the server printed so far */
  log(): string;
  stop(): Promise<void>;
}

/** Runs scripts/serve.ts: `node --import tsx` keeps one process (no tsx wrapper), so signals reach it. */
export function spawnServer(env: NodeJS.ProcessEnv, stderr: "pipe" | "inherit" = "pipe"): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join("scripts", "serve.ts")], {
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", stderr],
  });
}

/** The production build for a database with content imported (pages are built from it). */
export async function startApp(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<AppServer> {
  ensureBuild({ databaseUrl, dataKey: await publicDataKey(databaseUrl) });
  const port = await freePort();
  const dist = runtimeDist();
  const child = spawnServer({
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    SHINPAN_BASE_URL: `http://127.0.0.1:${port}`,
    BETTER_AUTH_SECRET: authSecret(),
    SHINPAN_DIST_DIR: dist.name,
    ...extraEnv,
  });
  child.once("exit", () => dist.remove());
  let log = "";
  child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
