/** The one Prisma client of a process, on the pg driver adapter (no native engine). */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = PrismaClient;

export function createPrisma(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }) });
}

const globalForPrisma = globalThis as unknown as { shinpanPrisma?: PrismaClient };

export function prisma(): PrismaClient {
  if (!globalForPrisma.shinpanPrisma) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides it");
    globalForPrisma.shinpanPrisma = createPrisma(url);
  }
  return globalForPrisma.shinpanPrisma;
}
