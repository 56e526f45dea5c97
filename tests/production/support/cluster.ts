import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { startMedusa } from "../../../backend/scripts/stack/backend.mjs"
// @ts-expect-error plain ESM module without types
import { waitForHttp } from "../../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"

const SERVER_URL = process.env.SCALE_OUT_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? "redis://127.0.0.1:6379/7"
const DATABASE = process.env.SCALE_OUT_DATABASE ?? "clinic_store_scale_out"
const PORTS = [Number(process.env.SCALE_OUT_PORT_A ?? 9301), Number(process.env.SCALE_OUT_PORT_B ?? 9302)]

type Child = { pid: number; exitCode: number | null; once: (e: string, f: () => void) => void }
let stopAll: (() => Promise<void>) | undefined

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL })
  try {
    await admin.connect()
  } catch (err) {
    throw new Error(`test:production needs a PostgreSQL server at ${SERVER_URL} (set SCALE_OUT_POSTGRES_URL): ${(err as Error).message}`)
  }
  await admin.query(`drop database if exists ${DATABASE} with (force)`)
  await admin.query(`create database ${DATABASE}`)
  await admin.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

async function flushRedis(): Promise<void> {
  const { default: Redis } = await import("ioredis")
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
  } catch (err) {
    throw new Error(`test:production needs Redis at ${REDIS_URL} (set SCALE_OUT_REDIS_URL): ${(err as Error).message}`)
  }
  await redis.flushdb()
  redis.disconnect()
}

export async function setup(project: TestProject) {
  const databaseUrl = await freshDatabase()
  await flushRedis()
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-scale-out-"))
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, NODE_ENV: "development", LOG_LEVEL: "error", ADMIN_UI: "false", TRUST_PROXY: "1" }
  const first = await startStack({ name: "scale-out", backendPort: PORTS[0], storefront: false, logDir, env })
  const second: Child = startMedusa(first.env, PORTS[1], { logFile: path.join(logDir, "backend-b.log") })
  stopAll = async () => {
    try {
      process.kill(-second.pid, "SIGTERM")
    } catch {
      // already stopped
    }
    await first.stop()
  }
  await waitForHttp(`http://localhost:${PORTS[1]}/health`, {
    isAlive: () => second.exitCode === null,
    hint: ` Its log: ${path.join(logDir, "backend-b.log")}`,
  })
  project.provide("instanceUrls", PORTS.map((p) => `http://localhost:${p}`))
  project.provide("scaleOutDatabaseUrl", first.databaseUrl)
  project.provide("embeddedDataDir", path.resolve("backend/.data/postgres-scale-out"))
}

export async function teardown() {
  await stopAll?.()
}

declare module "vitest" {
  export interface ProvidedContext {
    instanceUrls: string[]
    scaleOutDatabaseUrl: string
    embeddedDataDir: string
  }
}
