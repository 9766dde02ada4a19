import { defineConfig } from "vitest/config";
import path from "node:path";

/**
 * Two projects: `pure` (engine, compiler, units: no database) and `db` (`*.db.test.ts`: they use the embedded
 * Postgres and the imported content the global setup prepares). A run that selects only pure files
 * (`npx vitest run tests/abilities/compile.test.ts`) starts no database; `npm test` runs both.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    environment: "node",
    // test processes sign cookies with a fixed secret (the servers they start get theirs from lib/auth/secret)
    env: { BETTER_AUTH_SECRET: "test-secret-for-the-test-suite-only-0123456789" },
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Two files at a time (Vitest's default is one per core minus one: one here): a pure file runs beside the database
    // files, which run one at a time (their project's fileParallelism) — they share one embedded Postgres and one
    // production build, and several assert a server's timing (recovery, no route over a second).
    maxWorkers: 2,
    testTimeout: 60_000,
    // expect.poll waits for a page's state (a save answered, a status shown): a second is too short on a busy machine
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 600_000,
    projects: [
      { extends: true, test: { name: "pure", include: ["tests/**/*.test.ts"], exclude: ["tests/**/*.db.test.ts"] } },
      { extends: true, test: { name: "db", include: ["tests/**/*.db.test.ts"], globalSetup: ["tests/support/global-setup.ts"], fileParallelism: false } },
    ],
  },
});
