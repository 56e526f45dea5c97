import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
// @ts-expect-error plain ESM module without types
import { testPort } from "../../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { majorOfVersion, postgresMajor, startEmbeddedPostgres } from "../../../backend/scripts/stack/postgres.mjs"

/** The run's data stores: PostgreSQL (its own server, or SCALE_OUT_POSTGRES_URL's) and this machine's Redis. */
export const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? "redis://127.0.0.1:6379/7"

type Stops = Array<() => Promise<void> | void>

/**
 * The topology's PostgreSQL server: SCALE_OUT_POSTGRES_URL's when set (an external server), otherwise a server of its
 * own, started from the embedded PostgreSQL's binaries (the store's major version, whatever this machine has
 * installed) on a free port, its cluster in a temporary folder that is removed when the run ends. A real server all
 * the same: the instances reach it over TCP as they would a database host.
 */
export async function postgresServer(stops: Stops): Promise<string> {
  if (process.env.SCALE_OUT_POSTGRES_URL) return process.env.SCALE_OUT_POSTGRES_URL
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-topology-postgres-"))
  // Root runs PostgreSQL as the `postgres` user, who must be able to enter the folder (mkdtemp makes it 0700).
  fs.chmodSync(home, 0o755)
  const port = await testPort("SCALE_OUT_PG_PORT", 9391)
  const server = await startEmbeddedPostgres({ dataDir: path.join(home, "data"), port, database: "postgres", fast: true })
  stops.push(async () => {
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
    fs.rmSync(home, { recursive: true, force: true })
  })
  return server.url
}

/** Prints the server's version; the major is checked against the store's in tests/production/scale-out.test.ts. */
async function connectToServer(serverUrl: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: serverUrl })
  try {
    await admin.connect()
  } catch (err) {
    throw new Error(`test:production cannot reach the PostgreSQL server at ${new URL(serverUrl).host} (SCALE_OUT_POSTGRES_URL): ${(err as Error).message}`)
  }
  const { rows } = await admin.query<{ version: string }>("select version()")
  const own = process.env.SCALE_OUT_POSTGRES_URL ? "SCALE_OUT_POSTGRES_URL" : "its own, from the embedded PostgreSQL's binaries"
  console.log(`[topology] PostgreSQL ${majorOfVersion(rows[0].version)} at ${new URL(serverUrl).host} (${own}; the store's major: ${postgresMajor()})`)
  return admin
}

export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = await connectToServer(serverUrl)
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function flushRedis(): Promise<void> {
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

