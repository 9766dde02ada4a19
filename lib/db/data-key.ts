/**
 * What a production build's pages were rendered from: the imported content's hash plus every revision
 * (import or admin) the database holds. A build, and the page cache that comes with it, is reused only
 * against a database with the same key, so switching DATABASE_URL to another database, or starting
 * against one changed while no server was watching it, rebuilds instead of serving its stale pages.
 */
import { createHash } from "node:crypto";
import pg from "pg";

export async function publicDataKey(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    const content = await client.query<{ hash: string }>(`SELECT hash FROM "ContentState" WHERE key = 'content'`);
    if (!content.rows[0]) throw new Error("no content has been imported into this database yet");
    const revisions = await client.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n,
              md5(string_agg("entityType" || ' ' || "entityKey" || ' ' || "number" || ' ' || "origin", E'\\n' ORDER BY id)) AS digest
         FROM "Revision"`,
    );
    const r = revisions.rows[0];
    return createHash("sha256").update(`${content.rows[0].hash}\n${r.n}\n${r.digest ?? ""}`).digest("hex").slice(0, 32);
  } finally {
    await client.end();
  }
}
