/**
 * Runs nginx as Shinpan's front cache (deploy/nginx.conf) on this machine: its own config, pid, log,
 * temp and cache folders under a prefix folder, never the system service. Used by `npm run start:cluster`,
 * the cluster test and `npm run bench cluster`.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const NGINX_TEMPLATE = path.join(process.cwd(), "deploy", "nginx.conf");

export function nginxBinary(): string | null {
  for (const candidate of [process.env.SHINPAN_NGINX, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

export interface NginxOptions {
  /** where readers connect */
  port: number;
  /** interface to listen on (default: all) */
  host?: string;
  /** the app instances, as host:port */
  upstreams: string[];
  /** a folder for nginx's pid, log, temp files and cache (created; emptied of an old cache) */
  prefix: string;
}

/** deploy/nginx.conf with its placeholders filled. */
export function renderNginxConfig(o: NginxOptions, template = fs.readFileSync(NGINX_TEMPLATE, "utf8")): string {
  if (o.upstreams.length === 0) throw new Error("nginx needs at least one app instance");
  const user = process.getuid?.() === 0 ? "root" : os.userInfo().username;
  const listen = o.host ? `${o.host}:${o.port}` : String(o.port);
  const upstreams = o.upstreams.map((u) => `        server ${u} max_fails=1 fail_timeout=2s;`).join("\n");
  // placeholders are filled outside comments (the header explains them)
  return template
    .split("\n")
    .map((line) =>
      line.trimStart().startsWith("#")
        ? line
        : line.replaceAll("{{USER}}", user).replaceAll("{{PREFIX}}", o.prefix).replaceAll("{{PORT}}", listen).replaceAll("{{UPSTREAMS}}", upstreams),
    )
    .join("\n");
}

export interface RunningNginx {
  pid: number;
  configFile: string;
  /** error log so far */
  log(): string;
  stop(): Promise<void>;
}

/** Writes the config into `prefix` and starts nginx in the foreground (its master is our child). */
export async function startNginx(o: NginxOptions): Promise<RunningNginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error("nginx is not installed (Debian: apt-get install nginx-light or nginx)");
  fs.rmSync(path.join(o.prefix, "cache"), { recursive: true, force: true });
  for (const d of ["tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "cache"]) fs.mkdirSync(path.join(o.prefix, d), { recursive: true });
  const configFile = path.join(o.prefix, "nginx.conf");
  fs.writeFileSync(configFile, renderNginxConfig(o));
  const errorLog = path.join(o.prefix, "error.log");
  const check = spawnSync(bin, ["-t", "-q", "-p", o.prefix, "-c", configFile, "-e", errorLog], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${configFile}):\n${check.stderr}${readIf(errorLog)}`);
  const child = spawn(bin, ["-p", o.prefix, "-c", configFile, "-e", errorLog, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const log = () => `${stderr}${readIf(errorLog)}`;
  // ready when it accepts a connection (or it exited)
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    if (await accepts(o.host ?? "127.0.0.1", o.port)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${o.port} within 10 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    configFile,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGQUIT"); // graceful: finish the requests under way
        setTimeout(() => child.kill("SIGTERM"), 3000).unref();
      }),
  };
}

function readIf(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

async function accepts(host: string, port: number): Promise<boolean> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const s = net.connect({ host: host === "0.0.0.0" ? "127.0.0.1" : host, port }, () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}
