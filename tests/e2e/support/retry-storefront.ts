import type { ChildProcess } from "node:child_process"
import path from "node:path"
// @ts-expect-error plain ESM module without types
import { DATA_DIR } from "../../../backend/scripts/stack/paths.mjs"
// @ts-expect-error plain ESM module without types
import { waitForHttp } from "../../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { buildStorefront, startStorefront } from "../../../backend/scripts/stack/storefront.mjs"

/**
 * Builds the storefront a second time with its backend URL pointing at the fault proxy's fixed port (the URL is
 * baked in at build time; the build is skipped when nothing changed) and serves it on `ports.store`.
 */
export async function startRetryStorefront(stackEnv: Record<string, string>, ports: { proxy: number; store: number }, logDir: string) {
  const env = { ...stackEnv, VITE_MEDUSA_BACKEND_URL: `http://localhost:${ports.proxy}` }
  const outDir = path.join(DATA_DIR as string, "storefront-e2e-retry")
  await buildStorefront(env, outDir)
  const child: ChildProcess = startStorefront(env, ports.store, { outDir, logFile: path.join(logDir, "retry-storefront.log") })
  const storeUrl = `http://localhost:${ports.store}`
  await waitForHttp(`${storeUrl}/`, { isAlive: () => child.exitCode === null, hint: ` Its log: ${path.join(logDir, "retry-storefront.log")}` })
  return {
    storeUrl,
    async stop() {
      if (child.exitCode !== null || !child.pid) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      process.kill(-child.pid, "SIGTERM")
      await exited
    },
  }
}
