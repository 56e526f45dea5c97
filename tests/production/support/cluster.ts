import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { JWK } from "jose"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { buildBackend, telemetryOffEnv } from "../../../backend/scripts/stack/backend.mjs"
// @ts-expect-error plain ESM module without types
import { DATA_DIR } from "../../../backend/scripts/stack/paths.mjs"
// @ts-expect-error plain ESM module without types
import { testPort, waitForHttp } from "../../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { buildStorefront } from "../../../backend/scripts/stack/storefront.mjs"
// @ts-expect-error plain ESM module without types
import { storefrontCspHeader } from "../../../backend/scripts/stack/nginx-policy.mjs"
import { imageCommand } from "../../support/dockerfile"
import { runCommand } from "../../support/run-command"
import { flushRedis, freshDatabase, postgresServer, REDIS_URL } from "./datastores"
import { startEdge, waitForEdge } from "./edge"
import { startIdentityIssuer } from "./identity-issuer"
import { hostsFile } from "./instance-hosts"
import { startInstance, stopGroup, waitForListening, type Launch } from "./instances"
import { requestsPerInstance, startNginx } from "./nginx"
import { assembleProductionInstall, type ProductionInstall } from "./production-install"
import { productionSettings, STRIPE_KEYS } from "./production-settings"
import { startObjectStorage } from "./s3"
import { startSmtpServer } from "./smtp"
import { startStripeProcess } from "./stripe-process"
import { makeCertificate } from "./tls"
import { startTcpProxy } from "./tcp-proxy"

/**
 * The production topology on this machine, in production mode: a TLS edge (support/edge.ts) in front of nginx
 * (deploy/nginx.conf.template) in front of two backend `server` instances, one `worker` instance, the storefront's
 * static build served by nginx, a PostgreSQL server of the store's major version (its own, see postgresServer), this
 * machine's Redis, s3rver as the S3 object storage, an SMTP relay, Clerk (the run's own issuer) and Stripe (the
 * Stripe-compatible server). Every instance runs with NODE_ENV=production and the settings docs/deploy.md names
 * (support/production-settings.ts). Released as an operator would: build, the migration, then the instances. Server
 * A runs from this repository (`npm run start:production`); the migration, server B and the worker run from the
 * backend image's production install, with the image's command (support/production-install.ts).
 */
const DATABASE = process.env.SCALE_OUT_DATABASE ?? "clinic_store_scale_out"
const ROOT = path.resolve(".")
/** The address the TLS edge reaches nginx from: the template's TRUSTED_PROXY. Other local clients are untrusted. */
const EDGE_ADDRESS = "127.0.0.4"

const stops: Array<() => Promise<void> | void> = []
let accessLog = ""

const FROM_REPOSITORY: Launch = { cwd: ROOT, args: [path.join(ROOT, "backend", "scripts", "start-production.mjs")] }
const fromImage = (install: ProductionInstall): Launch => ({ cwd: install.backendDir, args: imageCommand().slice(1) })

/**
 * Runs a release command (`npm run …` script) of the install in `backendDir` to its end; throws with its output when
 * it fails. Asynchronously: the object storage (s3rver) runs in this process, and the seed uploads the pictures to it.
 */
function release(backendDir: string, script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return runCommand(process.execPath, [path.join(backendDir, "scripts", script), ...args], { cwd: backendDir, env })
}

/**
 * The topology's ports: the usual ones when free, else free ones (a busy port, a stale instance of an earlier run
 * included, must not answer for this run). SCALE_OUT_PORT_A/B/C, NGINX_PORT, EDGE_PORT, S3_PORT and STRIPE_PORT choose them.
 */
async function topologyPorts() {
  return {
    a: await testPort("SCALE_OUT_PORT_A", 9301),
    b: await testPort("SCALE_OUT_PORT_B", 9302),
    worker: await testPort("SCALE_OUT_PORT_C", 9303),
    nginx: await testPort("NGINX_PORT", 9380),
    edge: await testPort("EDGE_PORT", 9443),
    s3: await testPort("S3_PORT", 9390),
    stripe: await testPort("STRIPE_PORT", 9392),
  }
}

/** The address the edge answers api.stripe.com on (port 443), one per edge port so that two runs never share it. */
const stripeAddressFor = (edgePort: number) => `127.0.${Math.floor(edgePort / 250) % 250}.${(edgePort % 250) + 2}`

export async function setup(project: TestProject) {
  const ports = await topologyPorts()
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-topology-"))
  stops.push(() => fs.rmSync(path.join(logDir, "edge-key.pem"), { force: true }))
  const serverUrl = await postgresServer(stops)
  const databaseUrl = await freshDatabase(serverUrl, DATABASE)
  await flushRedis()
  // The instances reach PostgreSQL through a proxy the readiness test can cut (tests/production/observability.test.ts).
  const direct = new URL(databaseUrl)
  const databaseProxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  stops.push(() => databaseProxy.stop())
  const proxied = new URL(databaseUrl)
  proxied.hostname = "127.0.0.1"
  proxied.port = String(databaseProxy.port)
  const certificate = await makeCertificate(logDir)
  const storage = await startObjectStorage(path.join(logDir, "object-storage"), ports.s3)
  stops.push(() => storage.stop())
  const mailDir = path.join(logDir, "smtp")
  const smtp = await startSmtpServer(mailDir, certificate)
  stops.push(() => smtp.stop())
  const issuer = await startIdentityIssuer(certificate)
  stops.push(() => issuer.stop())
  const publicUrl = `https://localhost:${ports.edge}`
  const stripe = await startStripeProcess({ port: ports.stripe, webhookUrl: `${publicUrl}/hooks/stripe`, webhookSecret: STRIPE_KEYS.webhook, certFile: certificate.certFile, logDir })
  stops.push(() => stripe.stop())
  const publicFiles = { S3_PUBLIC_URL: `${publicUrl}/${new URL(storage.env.S3_PUBLIC_URL).pathname.slice(1)}` }
  const settings = productionSettings({ publicUrl, databaseUrl, redisUrl: REDIS_URL, certFile: certificate.certFile, storage: { ...storage.env, ...publicFiles }, mail: smtp.env, identity: issuer.env })
  const env: NodeJS.ProcessEnv = { ...process.env, ...telemetryOffEnv(), ...settings }
  // Release: build (backend, and the storefront for this origin), the migration, then starts.
  await buildBackend(env)
  const installing = assembleProductionInstall()
  installing.catch(() => {}) // awaited below; a failure is reported there
  const storefrontRoot = path.join(DATA_DIR, "storefront-topology")
  await buildStorefront(env, storefrontRoot)
  const install = await installing
  console.log(`[topology] production install: ${install.packages} packages, node_modules holds ${install.nodeModulesMb} MB of file contents (${install.root})`)
  stops.push(() => fs.rmSync(install.root, { recursive: true, force: true }))
  await release(install.backendDir, "migrate.mjs", [], env)
  // The demo catalogue, regions and staff account are this run's fixtures, loaded into the database the production
  // release has just migrated. Production refuses demo data unless the operator names the flag, as this run does.
  await release(install.backendDir, "migrate.mjs", ["--seed", "--demo-data-in-production"], env)
  const hosts = hostsFile(logDir, stripeAddressFor(ports.edge))
  const instanceEnv = { ...env, DATABASE_URL: proxied.toString() }
  const a = startInstance("server-a", "server", ports.a, FROM_REPOSITORY, instanceEnv, logDir, hosts)
  const b = startInstance("server-b", "server", ports.b, fromImage(install), instanceEnv, logDir, hosts)
  const worker = startInstance("worker", "worker", ports.worker, fromImage(install), instanceEnv, logDir, hosts)
  for (const instance of [a, b, worker]) stops.push(() => stopGroup(instance.child))
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.a}/health`, { timeoutMs: 180_000, isAlive: () => a.child.exitCode === null, hint: ` Its log: ${a.logFile}` }),
    waitForHttp(`http://127.0.0.1:${ports.b}/health`, { timeoutMs: 180_000, isAlive: () => b.child.exitCode === null, hint: ` Its log: ${b.logFile}` }),
    waitForListening(ports.worker, () => worker.child.exitCode === null, worker.logFile),
  ])
  accessLog = path.join(logDir, "nginx-access.log")
  const nginx = startNginx(logDir, {
    NGINX_PORT: String(ports.nginx),
    TRUSTED_PROXY: EDGE_ADDRESS,
    BACKEND_SERVER_A: `127.0.0.1:${ports.a}`,
    BACKEND_SERVER_B: `127.0.0.1:${ports.b}`,
    STOREFRONT_ROOT: storefrontRoot,
    NGINX_ACCESS_LOG: accessLog,
    // Rendered from the one declaration of the policy, for the build nginx serves and its environment.
    STOREFRONT_CSP: storefrontCspHeader(env, storefrontRoot),
  })
  stops.push(() => stopGroup(nginx))
  const edgeDir = path.join(logDir, "edge")
  const edge = startEdge(edgeDir, { port: ports.edge, fromAddress: EDGE_ADDRESS, nginxPort: ports.nginx, s3Port: ports.s3, stripePort: ports.stripe, stripeAddress: stripeAddressFor(ports.edge), certificate })
  stops.push(() => stopGroup(edge))
  const nginxUrl = `http://127.0.0.1:${ports.nginx}`
  await waitForHttp(`${nginxUrl}/health`, { timeoutMs: 30_000, isAlive: () => nginx.exitCode === null, hint: ` Its log: ${logDir}/error.log` })
  await waitForEdge(`${publicUrl}/health`, certificate.pem, () => edge.exitCode === null, edgeDir)
  project.provide("topology", {
    publicUrl,
    certificatePem: certificate.pem,
    nginxUrl,
    instanceUrls: [`http://127.0.0.1:${ports.a}`, `http://127.0.0.1:${ports.b}`],
    upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
    instancePids: [a.child.pid!, b.child.pid!],
    logs: { a: a.logFile, b: b.logFile, worker: worker.logFile },
    accessLog,
    databaseUrl,
    postgresServerUrl: serverUrl,
    s3: { ...storage.env, ...publicFiles },
    s3Direct: storage.env.S3_PUBLIC_URL,
    stripeUrl: stripe.url,
    mailDir,
    identityKey: issuer.privateJwk,
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
      /** The store's public origin: HTTPS at the TLS edge. */
      publicUrl: string
      /** The run's certificate, which the test files trust for the edge (support/public-client.ts). */
      certificatePem: string
      /** The store's nginx itself, behind the edge (plain HTTP, as the edge reaches it). */
      nginxUrl: string
      instanceUrls: string[]
      upstreams: string[]
      instancePids: number[]
      logs: { a: string; b: string; worker: string }
      accessLog: string
      databaseUrl: string
      postgresServerUrl: string
      s3: Record<string, string>
      /** The public bucket at the S3 server itself (not through the edge). */
      s3Direct: string
      stripeUrl: string
      /** Where the SMTP relay keeps what it received (support/smtp.ts). */
      mailDir: string
      /** The run's Clerk issuer's private key: test files mint session tokens with it. */
      identityKey: JWK
      workerUrl: string
      databaseProxyControl: string
      productionInstall: ProductionInstall
    }
    instanceUrls: string[]
    scaleOutDatabaseUrl: string
    embeddedDataDir: string
  }
}
