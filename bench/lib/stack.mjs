/** Starts the store for a benchmark on its own ports and database (production-like: no query diagnostics). */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startStack } from "../../backend/scripts/stack/stack.mjs"

/**
 * @param {{ port: number, pgPort: number, storePort?: number, storefront?: boolean, name?: string, env?: Record<string,string> }} options
 */
export async function startBenchStack({ port, pgPort, storePort, storefront = false, name = "bench", env = {} }) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-bench-"))
  console.log(`Starting the ${storefront ? "store" : "backend"} on port ${port}${storefront ? ` / ${storePort}` : ""} (PostgreSQL ${pgPort}); logs in ${logDir}`)
  const stack = await startStack({
    name,
    backendPort: port,
    storePort,
    pgPort,
    storefront,
    adminUi: false,
    fastDatabase: true,
    freshDatabase: true,
    logDir,
    env: { DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "development", LOG_LEVEL: "error", QUERY_COUNT_DIAGNOSTICS: "false", ...env },
  })
  return { ...stack, logDir }
}
