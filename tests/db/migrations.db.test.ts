import { describe, expect, inject, it } from "vitest";
import { migrateDeploy, migrationFolders, migrationsUpToDate, prismaCli } from "@/lib/db/migrate";
import pg from "pg";
import { createDatabase, externalAdminUrl, tableNames } from "../support/db";

const EXPECTED_TABLES = ["Card", "CardName", "ContentState", "Game", "QaEntry", "Revision", "RuleClause", "RuleVersion", "Scenario", "User", "_prisma_migrations"];

async function checkFreshMigration(adminUrl: string) {
  const db = await createDatabase(adminUrl);
  try {
    expect(await tableNames(db.url)).toEqual([]);
    expect(await migrationsUpToDate(db.url)).toBe(false);
    await migrateDeploy(db.url);
    const tables = await tableNames(db.url);
    for (const t of EXPECTED_TABLES) expect(tables).toContain(t);
    expect(await migrationsUpToDate(db.url)).toBe(true);
    const status = prismaCli(["migrate", "status"], db.url);
    expect(status.output).toContain(`${migrationFolders().length} migration`);
    expect(status.output).toContain("Database schema is up to date");
    // a second deploy is a no-op
    expect(await migrateDeploy(db.url)).toBe("migrations: up to date");
  } finally {
    await db.drop();
  }
}

const external = await externalAdminUrl();

describe("migrations apply to an empty database", () => {
  it("on the embedded Postgres", async () => {
    await checkFreshMigration(inject("embeddedAdminUrl"));
  });

  it.skipIf(!external.url)(`on DATABASE_URL's server (or the local service)${external.url ? "" : ` — skipped: ${external.why}`}`, async () => {
    await checkFreshMigration(external.url!);
  });
});

describe("the migration files", () => {
  it("build the same schema as schema.prisma does (no drift)", async () => {
    // migrate diff cannot read a live database through a driver adapter, so compare catalogues:
    // database A from the migrations, database B straight from the schema's SQL.
    const admin = inject("embeddedAdminUrl");
    const [a, b] = await Promise.all([createDatabase(admin), createDatabase(admin)]);
    try {
      await migrateDeploy(a.url);
      const sql = prismaCli(["migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/schema.prisma", "--script"], b.url);
      expect(sql.code).toBe(0);
      await runSql(b.url, sql.stdout);
      const [fromMigrations, fromSchema] = await Promise.all([catalogue(a.url), catalogue(b.url)]);
      expect(fromMigrations.length).toBeGreaterThan(100);
      expect(fromMigrations).toEqual(fromSchema);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });
});

async function runSql(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Columns, types, nullability, defaults, indexes and constraints of the public schema, as sorted lines. */
async function catalogue(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const cols = await c.query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, coalesce(column_default, '') AS d
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    const idx = await c.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
    const cons = await c.query(
      `SELECT conrelid::regclass::text AS t, conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'`,
    );
    const enums = await c.query(
      `SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid`,
    );
    return [
      ...cols.rows.map((r) => `col ${r.table_name}.${r.column_name} ${r.data_type}/${r.udt_name} null=${r.is_nullable} default=${r.d}`),
      ...idx.rows.map((r) => `idx ${r.indexdef}`),
      ...cons.rows.map((r) => `con ${r.t} ${r.conname} ${r.def}`),
      ...enums.rows.map((r) => `enum ${r.typname} ${r.enumsortorder} ${r.enumlabel}`),
    ].sort();
  } finally {
    await c.end();
  }
}
