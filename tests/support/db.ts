/** Fresh, uniquely named databases for a test file, on the embedded server or on DATABASE_URL's. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(adminUrl: string, prefix = "shinpan_test", template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The external server to test against: DATABASE_URL, else the local service on 5432 if it answers. */
export async function externalAdminUrl(): Promise<{ url: string | null; why: string }> {
  const candidate = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return { url: candidate, why: "" };
  } catch (e) {
    return {
      url: null,
      why: `no external Postgres: DATABASE_URL is ${process.env.DATABASE_URL ? "set but unreachable" : "unset"} and 127.0.0.1:5432 did not answer (${(e as Error).message})`,
    };
  }
}

export async function tableNames(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    return r.rows.map((x) => x.tablename);
  } finally {
    await c.end();
  }
}

/** A fresh copy of the database global setup imported content/ into (migrated, imported, analysed). */
export async function importedDatabase(): Promise<TestDatabase> {
  return createDatabase(inject("embeddedAdminUrl"), "shinpan_test", inject("contentTemplate"));
}
