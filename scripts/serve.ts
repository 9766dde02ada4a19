/**
 * Serves the production build with Shinpan's front server (lib/ops/http-server.ts). `npm start` runs it
 * after preparing everything; run it by hand with DATABASE_URL and BETTER_AUTH_SECRET set.
 *   PORT (default 3000), HOSTNAME (default: every interface), SHINPAN_TRUSTED_PROXIES (see README)
 */
import { serve } from "@/lib/ops/http-server";

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error("DATABASE_URL is not set: use `npm start`, which provides it");
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME || undefined;
  const t0 = performance.now();
  let running;
  try {
    running = await serve({ port, hostname, databaseUrl, log: (l) => console.log(`[server] ${l}`) });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === "EADDRINUSE") console.error(`port ${port} is already in use; nothing was started (set PORT to another port)`);
    else console.error(err.stack ?? String(err));
    process.exit(1);
  }
  console.log(`[server] Ready in ${Math.round(performance.now() - t0)} ms on http://${hostname ?? "localhost"}:${running.port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      const force = setTimeout(() => process.exit(0), 5000);
      force.unref();
      running.close().finally(() => process.exit(0));
    });
  }
}

void main();
