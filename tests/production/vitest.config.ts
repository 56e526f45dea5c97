import { defineConfig } from "vitest/config"

/**
 * `npm run test:production`: the scale-out setup — two backend instances on one external PostgreSQL and one
 * Redis (this machine's services; DATABASE_URL_ADMIN / REDIS_URL override them). Run by .ci/run after npm test.
 */
export default defineConfig({
  test: {
    include: ["tests/production/**/*.test.ts"],
    globalSetup: ["tests/production/support/cluster.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
