/**
 * One embedded Postgres for the whole test run, in a throw-away data folder and on its own port.
 * Test files create their own databases on it (see tests/support/db.ts), so they can run in parallel.
 */
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { ensurePrismaClient } from "../../lib/ops/prepare";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedAdminUrl: string;
    embeddedDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  ensurePrismaClient();
  const dataDir = path.resolve(".data", `test-pg-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = 55000 + (process.pid % 2000);
  const server = await startEmbeddedPostgres({ dataDir, port, database: "postgres" });
  project.provide("embeddedAdminUrl", server.url);
  project.provide("embeddedDataDir", server.dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
