/**
 * Prisma CLI configuration: the engine-free ("js") path, which works offline.
 * The CLI would otherwise try to download native engines from a host this machine
 * cannot reach; pointing the engine variables at any existing file makes it skip that.
 */
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= process.execPath;

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  experimental: { adapter: true },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set (npm start and the tests set it for you)");
    return new PrismaPg({ connectionString: url, allowExitOnIdle: true, idleTimeoutMillis: 200 });
  },
});
