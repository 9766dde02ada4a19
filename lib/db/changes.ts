/**
 * Announcing which public pages changed, to every running app instance: writers (the content import,
 * admin saves) `NOTIFY shinpan_changes` with the paths; each instance's front server LISTENs (see
 * lib/ops/db-monitor.ts) and drops those cached pages. A path with `[param]` means every page of that route.
 */
import { z } from "zod";

export const CHANGES_CHANNEL = "shinpan_changes";

export type Change = { all: true; reason: string } | { all?: false; paths: string[]; reason: string };

const changeSchema = z.union([
  z.strictObject({ all: z.literal(true), reason: z.string().max(200) }),
  z.strictObject({ all: z.literal(false).optional(), paths: z.array(z.string().startsWith("/").max(300)).max(500), reason: z.string().max(200) }),
]);

/** Postgres caps a NOTIFY payload at 8000 bytes; a longer list of paths becomes "everything". */
const MAX_PAYLOAD = 7000;

export function changePayload(change: Change): string {
  const text = JSON.stringify(change);
  return Buffer.byteLength(text) <= MAX_PAYLOAD ? text : JSON.stringify({ all: true, reason: change.reason.slice(0, 200) });
}

export function parseChange(payload: string | undefined): Change | null {
  if (!payload) return null;
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? (parsed.data as Change) : null;
  } catch {
    return null;
  }
}

/** Something that can run one SQL statement with parameters (a Prisma client, or a transaction). */
interface Executor {
  $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<unknown>;
}

/**
 * Tells every instance; inside a transaction, Postgres delivers it only on commit. Then, given a client (the change is
 * committed), makes what follows a publication: the public API's bulk files (`afterPublish`).
 */
export async function announceChange(db: Executor, change: Change): Promise<void> {
  await db.$executeRawUnsafe(`SELECT pg_notify($1, $2)`, CHANGES_CHANNEL, changePayload(change));
  await afterPublish(db, change);
}

/**
 * The public API's bulk files (lib/api/bulk.ts) made again from what was published: all of them after an import, the
 * rulings after an admin save. An import waits for them (its command exits next); a save does not (its server lives
 * on; a reader who asks for a file before it is made waits for it there). It never fails the change: a file that
 * could not be made is made when it is next asked for. Not inside a transaction (nothing is committed yet): the
 * files notice their data changed when next asked for.
 */
async function afterPublish(db: Executor, change: Change): Promise<void> {
  if (!("$transaction" in db)) return;
  const made = import("@/lib/api/bulk")
    .then(({ refreshBulkFiles }) => refreshBulkFiles(db as Parameters<typeof refreshBulkFiles>[0], change.all ? "all" : "rulings"))
    .then(
      () => {},
      (e: Error) => console.error(`bulk files not made after ${change.reason}: ${e.message}`),
    );
  if (change.all) await made;
}
