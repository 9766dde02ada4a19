/** A production build of the app served by `next start` on a free port, against a given database (tests and benchmarks). */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { authSecret } from "../auth/secret";
import { ensureBuild } from "./prepare";

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
  stop(): Promise<void>;
}

/** The production build for a database with content imported (pages are built from it). */
export async function startApp(databaseUrl: string): Promise<AppServer> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ hash: string }>(`SELECT hash FROM "ContentState" WHERE key = 'content'`);
  await client.end();
  ensureBuild({ databaseUrl, contentHash: rows[0].hash });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), SHINPAN_BASE_URL: `http://127.0.0.1:${port}`, BETTER_AUTH_SECRET: authSecret(), NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/about`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
