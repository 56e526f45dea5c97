import { BaseSequencer, type TestSpecification } from "vitest/node"
import { defineConfig } from "vitest/config"

/** failover.test.ts kills a server instance for good: every other file runs before it. */
class FailoverLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const last = (file: TestSpecification) => (file.moduleId.endsWith("failover.test.ts") ? 1 : 0)
    return [...sorted].sort((a, b) => last(a) - last(b))
  }
}

/**
 * `npm run test:production`: the production topology on this machine in production mode (NODE_ENV=production, every
 * production setting; tests/production/support/cluster.ts): a TLS edge in front of nginx in front of two backend
 * `server` instances and one `worker`; Clerk (the run's own issuer), an SMTP relay, the Stripe-compatible server; a
 * PostgreSQL server of the store's major version started from the embedded PostgreSQL's binaries
 * (SCALE_OUT_POSTGRES_URL names an external one instead), this machine's Redis (SCALE_OUT_REDIS_URL overrides it),
 * s3rver as the S3 object storage. Run by .ci/run after npm test.
 */
export default defineConfig({
  test: {
    include: ["tests/production/**/*.test.ts"],
    globalSetup: ["tests/production/support/cluster.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    sequence: { sequencer: FailoverLast },
  },
})
