import type { ChildProcess } from "node:child_process"
import path from "node:path"
// @ts-expect-error plain ESM module without types
import { waitForHttp } from "../../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { startStorefront } from "../../../backend/scripts/stack/storefront.mjs"
import { inject } from "vitest"

/**
 * The storefront as a developer runs it (Vite's development server, `npm run dev`) against the e2e stack's backend:
 * development-only pages such as /dev/inspector exist there and not in the production build the other journeys use.
 */
export async function startDevStorefront(backendUrl: string, logDir: string) {
  const env = { ...process.env, NODE_ENV: "development", VITE_MEDUSA_BACKEND_URL: backendUrl }
  const logFile = path.join(logDir, "dev-storefront.log")
  const DEV_STORE_PORT = inject("devStorePort")
  const child: ChildProcess = startStorefront(env, DEV_STORE_PORT, { dev: true, logFile })
  // localhost, as the backend's cookies name it (127.0.0.1 would be another site to the browser).
  const storeUrl = `http://localhost:${DEV_STORE_PORT}`
  await waitForHttp(`${storeUrl}/`, { isAlive: () => child.exitCode === null, hint: ` Its log: ${logFile}` })
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
