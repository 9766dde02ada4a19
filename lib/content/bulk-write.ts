/**
 * Bulk writes for the import: many rows in one statement, as one JSON parameter read by `json_to_recordset`.
 * Prisma's `createMany` serialises every value through its query compiler (most of the import's time for the
 * 11,120 cards, their ~25,000 names and their compiled abilities); one JSON text per chunk costs a fraction of it
 * and a single round trip. Table and column names come from the callers' constants, never from content.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** A column and the Postgres type `json_to_recordset` reads its JSON value as ("text", "int", "text[]", "jsonb"…). */
export type Columns = Record<string, string>;

const ident = (name: string): string => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`bulk write: bad identifier ${JSON.stringify(name)}`);
  return `"${name}"`;
};

/** Rows per statement: large enough to amortise the round trip, small enough to keep one JSON text a few MB. */
const CHUNK = 2000;

/**
 * INSERT the rows (objects keyed by column; a missing or undefined value is NULL). `updatedAt` columns that Prisma
 * fills on its own side (`@updatedAt`, no database default) are named in `now` and set to now().
 */
export async function bulkInsert(tx: Tx, table: string, columns: Columns, rows: readonly object[], now: string[] = []): Promise<void> {
  const names = Object.keys(columns);
  const target = [...names, ...now].map(ident).join(", ");
  const select = [...names.map(ident), ...now.map(() => "now()")].join(", ");
  const shape = names.map((n) => `${ident(n)} ${columns[n]}`).join(", ");
  const sql = `INSERT INTO ${ident(table)} (${target}) SELECT ${select} FROM json_to_recordset($1::json) AS x(${shape})`;
  for (let i = 0; i < rows.length; i += CHUNK) await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(i, i + CHUNK)));
}

/** UPDATE rows by their integer `id` column: every column named is set from the row (`now` columns to now()). */
export async function bulkUpdateById(tx: Tx, table: string, columns: Columns, rows: ({ id: number } & Record<string, unknown>)[], now: string[] = []): Promise<void> {
  const names = Object.keys(columns);
  const set = [...names.map((n) => `${ident(n)} = x.${ident(n)}`), ...now.map((n) => `${ident(n)} = now()`)].join(", ");
  const shape = [`"id" int`, ...names.map((n) => `${ident(n)} ${columns[n]}`)].join(", ");
  const sql = `UPDATE ${ident(table)} AS t SET ${set} FROM json_to_recordset($1::json) AS x(${shape}) WHERE t."id" = x."id"`;
  for (let i = 0; i < rows.length; i += CHUNK) await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(i, i + CHUNK)));
}
