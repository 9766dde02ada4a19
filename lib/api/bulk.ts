/**
 * The bulk downloads: gzipped NDJSON of every card, every published ruling (with its history) and every clause of
 * every rules version, each line what the single-item route gives. Kept in Postgres (table BulkFile), so every
 * instance serves the same files.
 *
 * Each file records a fingerprint of the data it was made from (`source`): cards and clauses change only with an
 * import, rulings also with every admin save. Files are made again
 * - when content is published: lib/db/changes.ts's `announceChange` (an import, an admin save) calls
 *   `refreshBulkFiles` once its change is committed;
 * - and, whatever happened meanwhile, when a reader asks for a file whose fingerprint no longer matches the data
 *   (`freshBulkFile`): a file is never served stale.
 * Making one takes a transaction-scoped advisory lock (one maker at a time, on every instance) and reads in one
 * REPEATABLE READ snapshot, so a file is one consistent state; `syncFrom` is the rulings' `next_changed_since` of that
 * snapshot, from which a mirror asks for changes.
 */
import { createHash } from "node:crypto";
import { createGzip } from "node:zlib";
import { prisma } from "@/lib/db/client";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { apiCards, type Reader } from "./cards";
import { API_PREFIX } from "./http";
import { allClauses } from "./rules";
import { allPublishedRulings, asOfNow } from "./rulings";
import { BULK_NAMES, type ApiBulkFile, type BulkName } from "./schemas";

const DESCRIPTIONS: Record<BulkName, string> = {
  "cards.ndjson.gz": "Every card of the catalogue (as /api/v1/cards/{slug}), by slug",
  "rulings.ndjson.gz": "Every published ruling with its history (as /api/v1/rulings/{slug}), by slug",
  "clauses.ndjson.gz": "Every clause of every version of every rules document (as /api/v1/rules/{document}/clauses/{number}?version=), by document, version and number",
};

/** What a file is made from: the import for cards and clauses; for rulings also every ruling row and revision. */
async function sourceOf(name: BulkName, db: Reader): Promise<string> {
  const state = await db.contentState.findUnique({ where: { key: "content" }, select: { hash: true, importedAt: true } });
  const content = state ? `${state.hash}@${state.importedAt.toISOString()}` : "none";
  if (name !== "rulings.ndjson.gz") return content;
  const [r] = await db.$queryRaw<{ n: number; at: Date | null; revs: number; rev: number | null }[]>`
    SELECT (SELECT count(*)::int FROM "QaEntry") AS n, (SELECT max("updatedAt") FROM "QaEntry") AS at,
           (SELECT count(*)::int FROM "Revision" WHERE "entityType" = 'qa') AS revs, (SELECT max(id) FROM "Revision" WHERE "entityType" = 'qa') AS rev`;
  return `${content};rulings:${r.n}@${r.at?.toISOString() ?? "-"};revisions:${r.revs}@${r.rev ?? "-"}`;
}

async function* linesOf(name: BulkName, db: Reader): AsyncGenerator<unknown> {
  if (name === "rulings.ndjson.gz") yield* allPublishedRulings(db);
  else if (name === "clauses.ndjson.gz") yield* allClauses(db);
  else {
    let after: [string, string] | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof apiCards>> = await apiCards({ game: null, name: null, limit: 1000, after }, db);
      yield* page.items;
      if (!page.cursor) return;
      const last = page.items[page.items.length - 1];
      after = [last.slug, last.game];
    }
  }
}

/** The file's bytes: one JSON object per line, gzipped. */
async function make(name: BulkName, db: Reader): Promise<{ data: Buffer; records: number }> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    gzip.on("end", resolve);
    gzip.on("error", reject);
  });
  let records = 0;
  for await (const item of linesOf(name, db)) {
    records++;
    if (!gzip.write(`${JSON.stringify(item)}\n`)) await new Promise((r) => gzip.once("drain", r));
  }
  gzip.end();
  await done;
  return { data: Buffer.concat(chunks), records };
}

const LOCK = 0x4255_4c4b; // "BULK"

export type RefreshResult = "fresh" | "made" | "unchanged" | "busy";

/**
 * Makes one file again when its data changed (or always, with `force`). "busy": another maker holds the lock;
 * "unchanged": the data's fingerprint moved but the file's bytes are the same (a draft saved), so only the
 * fingerprint is recorded and the file keeps its time.
 */
export async function refreshBulkFile(name: BulkName, options: { force?: boolean; db?: PrismaClient } = {}): Promise<RefreshResult> {
  const db = options.db ?? prisma();
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${LOCK}::int, hashtext(${name})) AS locked`;
      if (!locked) return "busy";
      // one query at a time: a transaction has one connection
      const source = await sourceOf(name, tx);
      const have = await tx.bulkFile.findUnique({ where: { name }, select: { source: true, sha256: true } });
      if (!options.force && have?.source === source) return "fresh";
      const syncFrom = await asOfNow(tx);
      const { data, records } = await make(name, tx);
      const sha256 = createHash("sha256").update(data).digest("hex");
      if (have && have.sha256 === sha256 && !options.force) {
        await tx.bulkFile.update({ where: { name }, data: { source } });
        return "unchanged";
      }
      const row = { data: new Uint8Array(data), size: data.length, sha256, records, source, syncFrom, updatedAt: new Date() };
      await tx.bulkFile.upsert({ where: { name }, create: { name, ...row }, update: row });
      return "made";
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead, timeout: 300_000, maxWait: 30_000 },
  );
}

/** After a publication: every file (an import), or the rulings (an admin save). */
export async function refreshBulkFiles(db: PrismaClient, which: "all" | "rulings", options: { force?: boolean } = {}): Promise<Record<BulkName, RefreshResult>> {
  const out = {} as Record<BulkName, RefreshResult>;
  for (const name of which === "all" ? BULK_NAMES : (["rulings.ndjson.gz"] as const)) out[name] = await refreshBulkFile(name, { db, force: options.force });
  return out;
}

const WAIT_MS = 60_000;

/** Makes the file again if its data changed, or waits for the maker under way; false if that took over a minute. */
async function ensureFresh(name: BulkName): Promise<boolean> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
    const result = await refreshBulkFile(name);
    if (result !== "busy") return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, pause));
  }
}

function describe(row: { name: string; size: number; sha256: string; records: number; syncFrom: Date; updatedAt: Date }): ApiBulkFile {
  const name = row.name as BulkName;
  return {
    name,
    description: DESCRIPTIONS[name],
    records: row.records,
    size: row.size,
    sha256: row.sha256,
    updated_at: row.updatedAt.toISOString(),
    sync_from: row.syncFrom.toISOString(),
    url: `${API_PREFIX}/bulk/${name}`,
  };
}

/** The files, each made again first if its data changed. */
export async function listBulkFiles(): Promise<ApiBulkFile[]> {
  for (const name of BULK_NAMES) await ensureFresh(name);
  const rows = await prisma().bulkFile.findMany({ select: { name: true, size: true, sha256: true, records: true, syncFrom: true, updatedAt: true } });
  return BULK_NAMES.map((n) => rows.find((r) => r.name === n)).filter((r): r is NonNullable<typeof r> => !!r).map(describe);
}

/** One file with its bytes, made again first if its data changed. */
export async function freshBulkFile(name: BulkName): Promise<(ApiBulkFile & { data: Uint8Array }) | null> {
  await ensureFresh(name);
  const row = await prisma().bulkFile.findUnique({ where: { name } });
  return row ? { ...describe(row), data: row.data } : null;
}
