/**
 * The public API's single-item routes under load: 64 keep-alive connections, each a different client address (the
 * server trusts the load generator as its reverse proxy and reads X-Forwarded-For), on a card, a ruling and a clause:
 * req/s, p50, p99 (median of 3 rounds of 5 s). Every request is counted against its address's rate limit in Postgres
 * (the limit is set out of reach, so none is refused, but the counting is paid); repeated answers come from the front
 * server's memory. A last line asks for a different card each time (never from memory: Next renders every answer).
 */
import { load, withBenchApp, type LoadResult } from "./http";

export interface ApiBench {
  lines: { what: string; result: LoadResult }[];
  uncached: LoadResult;
  concurrency: number;
  targetP99: number;
}

const SINGLE = [
  { what: "a card", path: "/api/v1/cards/aqua-soldier" },
  { what: "a ruling", path: "/api/v1/rulings/deadly-love-aqua-soldier-trash-train" },
  { what: "a clause", path: "/api/v1/rules/dm-comprehensive-rules/clauses/609.6a?version=1.48" },
];

export async function benchApi(options: { seconds?: number; rounds?: number } = {}): Promise<ApiBench> {
  const seconds = options.seconds ?? 5;
  const rounds = options.rounds ?? 3;
  // the load generator plays the reverse proxy (each connection its own address); the limit counts but never refuses
  process.env.SHINPAN_TRUSTED_PROXIES = "127.0.0.1";
  process.env.SHINPAN_API_RATE_LIMIT = "1000000000";
  const addresses = { headers: (c: number) => ({ "x-forwarded-for": `10.64.${c >> 8}.${c & 255}` }) };
  return withBenchApp(async (app, databaseUrl) => {
    for (const s of SINGLE) await load(app.baseUrl, s.path, 1, addresses);
    const lines: ApiBench["lines"] = [];
    for (const s of SINGLE) {
      const runs: LoadResult[] = [];
      for (let r = 0; r < rounds; r++) runs.push(await load(app.baseUrl, s.path, seconds, addresses));
      lines.push({ what: s.what, result: [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)] });
    }
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    const slugs = (await client.query<{ slug: string }>(`SELECT slug FROM "Card" ORDER BY md5(slug) LIMIT 5000`)).rows.map((r) => `/api/v1/cards/${r.slug}`);
    await client.end();
    const uncached = await load(app.baseUrl, slugs, seconds, { ...addresses, label: "a different card each time" });
    return { lines, uncached, concurrency: 64, targetP99: 50 };
  });
}
