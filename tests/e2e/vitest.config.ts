import { defineConfig } from "vitest/config"

/**
 * End-to-end journeys: real Debian Chromium (playwright-core) against the whole store (embedded PostgreSQL,
 * Medusa with the back office at /app, the built storefront), started once for the run by support/stack.ts.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/stack.ts"],
    environment: "node",
    testTimeout: 120_000,
    // The first run builds the back office and the storefront (a few minutes on a busy machine).
    hookTimeout: 900_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
})
