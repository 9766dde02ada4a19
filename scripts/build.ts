/** npm run build [-- --force]: generate the Prisma client and build the app (skipped when up to date). */
import fs from "node:fs";
import path from "node:path";
import { distDir, ensureBuild, ensurePrismaClient } from "@/lib/ops/prepare";

if (process.argv.includes("--force")) fs.rmSync(path.join(distDir(), "shinpan-build-hash"), { force: true });
console.log(`prisma client: ${ensurePrismaClient()}`);
console.log(`build: ${ensureBuild()}`);
