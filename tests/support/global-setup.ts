/**
 * One embedded Postgres for the whole test run, in a throw-away data folder and on its own port.
 * Test files create their own databases on it (see tests/support/db.ts), so they can run in parallel.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { ensurePrismaClient } from "../../lib/ops/prepare";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedAdminUrl: string;
    embeddedDataDir: string;
    /** a database with the migrations applied and content/ imported, to copy (CREATE DATABASE … TEMPLATE) */
    contentTemplate: string;
  }
}

export const CONTENT_TEMPLATE = "shinpan_content_template";

export default async function setup(project: TestProject) {
  ensurePrismaClient();
  const dataDir = path.resolve(".data", `test-pg-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = 55000 + (process.pid % 2000);
  const server = await startEmbeddedPostgres({ dataDir, port, database: "postgres" });
  project.provide("embeddedAdminUrl", server.url);
  project.provide("embeddedDataDir", server.dataDir);
  // Import content/ once; test files that only read it copy this database instead of importing again.
  const { createPrisma } = await import("../../lib/db/client");
  const { migrateDeploy } = await import("../../lib/db/migrate");
  const { runImport } = await import("../../lib/content/run");
  const { withDatabase } = await import("./db");
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${CONTENT_TEMPLATE}`);
  await admin.end();
  const templateUrl = withDatabase(server.url, CONTENT_TEMPLATE);
  await migrateDeploy(templateUrl);
  const prisma = createPrisma(templateUrl);
  await runImport(prisma, "content");
  await prisma.$disconnect();
  project.provide("contentTemplate", CONTENT_TEMPLATE);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
