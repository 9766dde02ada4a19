import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
