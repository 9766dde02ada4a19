/** npm run build [-- --force]: generate the Prisma client and build the app (skipped when up to date). */
import fs from "node:fs";
import { ensureBuild, ensurePrismaClient } from "@/lib/ops/prepare";

if (process.argv.includes("--force")) fs.rmSync(".next/shinpan-build-hash", { force: true });
console.log(`prisma client: ${ensurePrismaClient()}`);
console.log(`build: ${ensureBuild()}`);
