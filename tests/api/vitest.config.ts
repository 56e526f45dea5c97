import { defineConfig } from "vitest/config"

/** Backend integration tests: a real Medusa on a real embedded PostgreSQL, started once for the run. */
export default defineConfig({
  test: {
    include: ["tests/api/**/*.test.ts"],
    globalSetup: ["tests/api/support/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
})
