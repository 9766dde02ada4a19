/** The one Prisma client of a process, on the pg driver adapter (no native engine). */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = PrismaClient;

/**
 * `timeouts`: the app server's client gives up on a database that does not answer (frozen, partitioned)
 * instead of holding the request forever: a connection within 3 s, a query within 8 s. Scripts (imports,
 * migrations) run long statements and take none.
 */
export function createPrisma(url: string, options: { timeouts?: boolean } = {}): PrismaClient {
  const timeouts = options.timeouts ? { connectionTimeoutMillis: 3000, query_timeout: 8000 } : {};
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10, ...timeouts }) });
}

const globalForPrisma = globalThis as unknown as { shinpanPrisma?: PrismaClient };

export function prisma(): PrismaClient {
  if (!globalForPrisma.shinpanPrisma) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides it");
    globalForPrisma.shinpanPrisma = createPrisma(url, { timeouts: true });
  }
  return globalForPrisma.shinpanPrisma;
}
