import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { buildBackend, telemetryOffEnv } from "../../../backend/scripts/stack/backend.mjs"
// @ts-expect-error plain ESM module without types
import { DATA_DIR } from "../../../backend/scripts/stack/paths.mjs"
// @ts-expect-error plain ESM module without types
import { testPort, waitForHttp } from "../../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { majorOfVersion, postgresMajor, startEmbeddedPostgres } from "../../../backend/scripts/stack/postgres.mjs"
// @ts-expect-error plain ESM module without types
import { localSecrets } from "../../../backend/scripts/stack/secrets.mjs"
// @ts-expect-error plain ESM module without types
import { buildStorefront } from "../../../backend/scripts/stack/storefront.mjs"
// @ts-expect-error plain ESM module without types
import { storefrontCspHeader } from "../../../backend/scripts/stack/nginx-policy.mjs"
import { requestsPerInstance, startNginx } from "./nginx"
import { imageCommand } from "../../support/dockerfile"
import { runCommand } from "../../support/run-command"
import { assembleProductionInstall, type ProductionInstall } from "./production-install"
import { startObjectStorage } from "./s3"
import { startTcpProxy } from "./tcp-proxy"

/**
 * The production topology on this machine: nginx (deploy/nginx.conf.template) in front of two backend `server`
 * instances, one `worker` instance, the storefront's static build served by nginx, a PostgreSQL server of the store's
 * major version (its own, see postgresServer), this machine's Redis, and s3rver as the S3 object storage. Released as
 * an operator would: build, then the migration with the demo data and the instances. Server A runs from this
 * repository (`npm run start:production`); the migration, server B and the worker run from the backend image's
 * production install, with the image's command (support/production-install.ts).
 */
const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? "redis://127.0.0.1:6379/7"
const DATABASE = process.env.SCALE_OUT_DATABASE ?? "clinic_store_scale_out"
const ROOT = path.resolve(".")

const stops: Array<() => Promise<void> | void> = []
let accessLog = ""

/**
 * The topology's PostgreSQL server: SCALE_OUT_POSTGRES_URL's when set (an external server), otherwise a server of its
 * own, started from the embedded PostgreSQL's binaries (the store's major version, whatever this machine has
 * installed) on a free port, its cluster in a temporary folder that is removed when the run ends. A real server all
 * the same: the instances reach it over TCP as they would a database host.
 */
async function postgresServer(): Promise<string> {
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

async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = await connectToServer(serverUrl)
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
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

/**
 * Runs a release command (`npm run …` script) of the install in `backendDir` to its end; throws with its output when
 * it fails. Asynchronously: the object storage (s3rver) runs in this process, and the seed uploads the pictures to it.
 */
function release(backendDir: string, script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return runCommand(process.execPath, [path.join(backendDir, "scripts", script), ...args], { cwd: backendDir, env })
}

/** Stops a process group started detached (SIGTERM, then SIGKILL after 10 s). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        // gone
      }
    }, 10_000)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-child.pid!, "SIGTERM")
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}

/** How an instance is started: `npm run start:production` in this repository, or the image's command in its install. */
type Launch = { cwd: string; args: string[] }
const FROM_REPOSITORY: Launch = { cwd: ROOT, args: [path.join(ROOT, "backend", "scripts", "start-production.mjs")] }
const fromImage = (install: ProductionInstall): Launch => ({ cwd: install.backendDir, args: imageCommand().slice(1) })

/** One instance in `role`, its output in `<logDir>/<name>.log`. */
function startInstance(name: string, role: "server" | "worker", port: number, launch: Launch, env: NodeJS.ProcessEnv, logDir: string) {
  const logFile = path.join(logDir, `${name}.log`)
  const out = fs.openSync(logFile, "a")
  const child = spawn(process.execPath, launch.args, {
    cwd: launch.cwd,
    env: { ...env, ...telemetryOffEnv(), MEDUSA_WORKER_MODE: role, PORT: String(port) },
    stdio: ["ignore", out, out],
    detached: true,
  })
  stops.push(() => stopGroup(child))
  return { child, logFile }
}

/** Resolves once `port` answers HTTP at all (the worker registers no routes: any status will do). */
async function waitForListening(port: number, alive: () => boolean, logFile: string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`The instance on port ${port} exited during start-up. Its log: ${logFile}`)
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`The instance on port ${port} did not listen within 180 s. Its log: ${logFile}`)
}

/**
 * The topology's ports: the usual ones when free, else free ones (a busy port, a stale instance of an earlier run
 * included, must not answer for this run). SCALE_OUT_PORT_A/B/C, NGINX_PORT and S3_PORT choose them.
 */
async function topologyPorts() {
  return {
    a: await testPort("SCALE_OUT_PORT_A", 9301),
    b: await testPort("SCALE_OUT_PORT_B", 9302),
    worker: await testPort("SCALE_OUT_PORT_C", 9303),
    nginx: await testPort("NGINX_PORT", 9380),
    s3: await testPort("S3_PORT", 9390),
  }
}

export async function setup(project: TestProject) {
  const ports = await topologyPorts()
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-topology-"))
  const serverUrl = await postgresServer()
  const databaseUrl = await freshDatabase(serverUrl, DATABASE)
  await flushRedis()
  // The instances reach PostgreSQL through a proxy the readiness test can cut (tests/production/observability.test.ts).
  const direct = new URL(databaseUrl)
  const databaseProxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  stops.push(() => databaseProxy.stop())
  const proxied = new URL(databaseUrl)
  proxied.hostname = "127.0.0.1"
  proxied.port = String(databaseProxy.port)
  const storage = await startObjectStorage(path.join(logDir, "object-storage"), ports.s3)
  stops.push(() => storage.stop())
  const publicUrl = `http://localhost:${ports.nginx}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...telemetryOffEnv(),
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    ADMIN_UI: "false",
    TRUST_PROXY: "1",
    // The suites sign many customers up through nginx from this one machine (as the API stack does, loopback is not
    // throttled; the rate limits themselves are tested in the API suite).
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1",
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    MEDUSA_BACKEND_URL: publicUrl,
    VITE_MEDUSA_BACKEND_URL: publicUrl,
    STORE_CORS: publicUrl,
    ADMIN_CORS: publicUrl,
    ...storage.env,
    // Development's stand-ins for the mail server and the identity provider keep their state in files: one set for
    // every instance (they run from two folders), as one SMTP server and one identity provider would be.
    MAIL_OUTBOX_FILE: path.join(logDir, "mail-outbox.log"),
    SMS_OUTBOX_FILE: path.join(logDir, "sms-outbox.log"),
    IDP_KEY_FILE: path.join(logDir, "idp-keys.json"),
  }
  Object.assign(env, localSecrets(env))
  // Release: build (backend, and the storefront for this origin), migrations with the demo data, then starts.
  await buildBackend(env)
  const installing = assembleProductionInstall()
  installing.catch(() => {}) // awaited below; a failure is reported there
  const storefrontRoot = path.join(DATA_DIR, "storefront-topology")
  await buildStorefront(env, storefrontRoot)
  const install = await installing
  console.log(`[topology] production install: ${install.packages} packages, node_modules holds ${install.nodeModulesMb} MB of file contents (${install.root})`)
  stops.push(() => fs.rmSync(install.root, { recursive: true, force: true }))
  await release(install.backendDir, "migrate.mjs", ["--seed"], env)
  const instanceEnv = { ...env, DATABASE_URL: proxied.toString() }
  const a = startInstance("server-a", "server", ports.a, FROM_REPOSITORY, instanceEnv, logDir)
  const b = startInstance("server-b", "server", ports.b, fromImage(install), instanceEnv, logDir)
  const worker = startInstance("worker", "worker", ports.worker, fromImage(install), instanceEnv, logDir)
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.a}/health`, { timeoutMs: 180_000, isAlive: () => a.child.exitCode === null, hint: ` Its log: ${a.logFile}` }),
    waitForHttp(`http://127.0.0.1:${ports.b}/health`, { timeoutMs: 180_000, isAlive: () => b.child.exitCode === null, hint: ` Its log: ${b.logFile}` }),
    waitForListening(ports.worker, () => worker.child.exitCode === null, worker.logFile),
  ])
  accessLog = path.join(logDir, "nginx-access.log")
  const nginx = startNginx(logDir, {
    NGINX_PORT: String(ports.nginx),
    BACKEND_SERVER_A: `127.0.0.1:${ports.a}`,
    BACKEND_SERVER_B: `127.0.0.1:${ports.b}`,
    STOREFRONT_ROOT: storefrontRoot,
    NGINX_ACCESS_LOG: accessLog,
    // Rendered from the one declaration of the policy, for the build nginx serves and its environment.
    STOREFRONT_CSP: storefrontCspHeader(env, storefrontRoot),
  })
  stops.push(() => stopGroup(nginx))
  await waitForHttp(`${publicUrl}/health`, { timeoutMs: 30_000, isAlive: () => nginx.exitCode === null, hint: ` Its log: ${logDir}/error.log` })
  project.provide("topology", {
    nginxUrl: publicUrl,
    instanceUrls: [`http://127.0.0.1:${ports.a}`, `http://127.0.0.1:${ports.b}`],
    upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
    instancePids: [a.child.pid!, b.child.pid!],
    logs: { a: a.logFile, b: b.logFile, worker: worker.logFile },
    accessLog,
    databaseUrl,
    postgresServerUrl: serverUrl,
    s3: storage.env,
    workerUrl: `http://127.0.0.1:${ports.worker}`,
    databaseProxyControl: databaseProxy.controlUrl,
    productionInstall: install,
  })
  project.provide("instanceUrls", [`http://127.0.0.1:${ports.a}`, `http://127.0.0.1:${ports.b}`])
  project.provide("scaleOutDatabaseUrl", databaseUrl)
  project.provide("embeddedDataDir", path.resolve("backend/.data/postgres-scale-out"))
}

export async function teardown() {
  // The report the issue asks for: how many requests nginx passed to each backend instance.
  const counts = requestsPerInstance(accessLog)
  console.log(`[topology] requests served per instance (nginx access log ${accessLog}):`)
  for (const [upstream, count] of Object.entries(counts)) console.log(`[topology]   ${upstream}: ${count}`)
  for (const stop of stops.reverse()) await stop()
}

declare module "vitest" {
  export interface ProvidedContext {
    topology: {
      nginxUrl: string
      instanceUrls: string[]
      upstreams: string[]
      instancePids: number[]
      logs: { a: string; b: string; worker: string }
      accessLog: string
      databaseUrl: string
      postgresServerUrl: string
      s3: Record<string, string>
      workerUrl: string
      databaseProxyControl: string
      productionInstall: ProductionInstall
    }
    instanceUrls: string[]
    scaleOutDatabaseUrl: string
    embeddedDataDir: string
  }
}
