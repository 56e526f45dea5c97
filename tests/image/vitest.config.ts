import { defineConfig } from "vitest/config"

/**
 * `npm run test:image`: the backend image built from the Dockerfile with buildah and run (tests/image/
 * backend-image.test.ts). Needs buildah and debootstrap (Debian's packages; .ci/run installs them) and runs as root.
 */
export default defineConfig({
  test: {
    include: ["tests/image/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 1_800_000,
    fileParallelism: false,
  },
})
