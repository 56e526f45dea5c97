import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"

/** Ports of the test stack: apart from `npm start` (9000/8000/54329) and the e2e stack. */
export const TEST_BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 9101)
const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54339)

let stack: { stop: () => Promise<void>; backendUrl: string; databaseUrl: string } | undefined

export async function setup(project: TestProject) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-api-"))
  const started = await startStack({
    name: "test",
    backendPort: TEST_BACKEND_PORT,
    pgPort: TEST_PG_PORT,
    storefront: false,
    fastDatabase: true,
    freshDatabase: true,
    logDir,
    // NODE_ENV=test (set by Vitest) makes Medusa load mock services: the server must run as in development.
    // The back office UI is not needed by API tests: no admin build, the plugin serves no files.
    adminUi: false,
    env: { DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "development", LOG_LEVEL: "error" },
  })
  stack = started
  project.provide("backendUrl", started.backendUrl)
  project.provide("databaseUrl", started.databaseUrl)
  project.provide("backendLogDir", logDir)
}

export async function teardown() {
  await stack?.stop()
}

declare module "vitest" {
  export interface ProvidedContext {
    backendUrl: string
    databaseUrl: string
    backendLogDir: string
  }
}
