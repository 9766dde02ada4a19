import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    // test processes sign cookies with a fixed secret (the servers they start get theirs from lib/auth/secret)
    env: { BETTER_AUTH_SECRET: "test-secret-for-the-test-suite-only-0123456789" },
    globalSetup: ["tests/support/global-setup.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
