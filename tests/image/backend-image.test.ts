import { spawn, type ChildProcess } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { testPort, waitForHttp } from "../../backend/scripts/stack/ports.mjs"
// @ts-expect-error plain ESM module without types
import { startEmbeddedPostgres } from "../../backend/scripts/stack/postgres.mjs"
import { BUILD_AND_TEST_TOOLS, imageCommand } from "../support/dockerfile"
import { PRODUCTION_SETTINGS } from "../support/production-settings"
import { BUILDAH_ENV, buildah, buildahAvailable, buildTarget, envFlags, exportContext, imageSizeMb } from "./support/buildah"
import { ensureStandInBase } from "./support/stand-in-base"

/**
 * `npm run test:image`: the Dockerfile's backend image, built here with buildah (no container engine runs in CI) on a
 * stand-in of its Node base image (support/stand-in-base.ts), then run as compose runs it: the release's migration
 * with the demo data, and an instance with the image's own command and settings (NODE_ENV=production, Clerk's
 * settings, secrets), against a PostgreSQL server of the store's major version. Prints the image's size.
 */
const ROOT = path.resolve(".")
const TAG = "localhost/clinic-store-backend:test"
const logs = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-image-"))
const cleanups: Array<() => Promise<void> | void> = []
let container = ""
let databaseUrl = ""
let base = ""

/** `buildah run` in the image's container with `env`; returns the command's output. */
const inContainer = (env: Record<string, string>, command: string[]) =>
  buildah(["run", ...envFlags(env), container, "--", ...command])

/**
 * What production needs of an instance (backend/environment.js): every required setting, with its own secrets and
 * Clerk as the identity provider (the local one is refused).
 */
function productionSettings(port: number): Record<string, string> {
  const { publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 })
  return {
    ...PRODUCTION_SETTINGS,
    CLERK_JWKS_URL: "",
    DATABASE_URL: databaseUrl,
    HOST: "127.0.0.1",
    PORT: String(port),
    JWT_SECRET: crypto.randomBytes(24).toString("hex"),
    COOKIE_SECRET: crypto.randomBytes(24).toString("hex"),
    CLERK_ISSUER: "https://clerk.clinic-store.test",
    CLERK_JWT_KEY: publicKey.export({ type: "spki", format: "pem" }).toString(),
  }
}

/** Stops a process group started detached and waits until its leader has gone (SIGKILL after 10 s). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 10_000)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    process.kill(-child.pid!, "SIGTERM")
  })
}

beforeAll(async () => {
  if (!buildahAvailable()) throw new Error("test:image needs buildah and debootstrap: apt-get install buildah debootstrap")
  base = await ensureStandInBase(console.log)
  const context = await exportContext(ROOT)
  cleanups.push(() => fs.rmSync(context, { recursive: true, force: true }))
  const started = Date.now()
  await buildTarget(context, "backend", TAG, path.join(logs, "build.log"))
  console.log(`[image] built ${TAG} in ${Math.round((Date.now() - started) / 1000)} s (log: ${logs}/build.log)`)
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-image-postgres-"))
  fs.chmodSync(home, 0o755)
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(home, "data"), port: await testPort("IMAGE_PG_PORT", 9491), database: "clinic_store_image", fast: true, fresh: true })
  cleanups.push(async () => {
    await postgres.stop()
    fs.rmSync(home, { recursive: true, force: true })
  })
  databaseUrl = postgres.url
  // The image goes when the run ends (buildah's vfs storage keeps whole copies); the stand-in base stays for the next.
  cleanups.push(() => buildah(["rmi", "--force", TAG]).then(() => undefined))
  container = (await buildah(["from", TAG])).trim()
  cleanups.push(() => buildah(["rm", container]).then(() => undefined))
}, 1_800_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe("the backend image", () => {
  it("adds its runtime to the Node base and nothing of the build: no build or test tool, run as the node user", async () => {
    const [imageMb, baseMb] = [await imageSizeMb(TAG), await imageSizeMb(base)]
    console.log(`[image] ${TAG}: ${imageMb} MB, of which the Node base ${baseMb} MB and the store ${imageMb - baseMb} MB`)
    const probe = ["id -un", ...[...BUILD_AND_TEST_TOOLS, "@medusajs/medusa"].map((name) => `[ -e /app/node_modules/${name} ] && echo "has ${name}"`)].join("; ")
    const lines = (await inContainer({}, ["sh", "-c", `${probe}; true`])).trim().split("\n")
    expect(lines).toEqual(["node", "has @medusajs/medusa"])
  })

  it("migrates and loads the demo data with the release command compose runs", async () => {
    const output = await inContainer({ DATABASE_URL: databaseUrl, NODE_ENV: "development" }, ["node", "scripts/migrate.mjs", "--seed"])
    expect(output).toContain("[migrate] Demo data loaded")
  }, 600_000)

  it("starts with its own command in production and serves health, the store API and the back office", async () => {
    const port = await testPort("IMAGE_BACKEND_PORT", 9492)
    const settings = productionSettings(port)
    const out = fs.openSync(path.join(logs, "backend.log"), "a")
    const instance = spawn("buildah", ["run", ...envFlags(settings), container, "--", ...imageCommand()], { env: BUILDAH_ENV, stdio: ["ignore", out, out], detached: true })
    try {
      const origin = `http://127.0.0.1:${port}`
      await waitForHttp(`${origin}/health/live`, { timeoutMs: 180_000, isAlive: () => instance.exitCode === null, hint: ` Its log: ${logs}/backend.log` })
      const ready = await fetch(`${origin}/health/ready`)
      expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", checks: { postgres: "ok", redis: "not configured" } }])
      const regions = await fetch(`${origin}/store/regions`)
      expect(regions.status).toBe(200)
      expect(((await regions.json()) as { regions: unknown[] }).regions.length).toBeGreaterThan(0)
      const page = await fetch(`${origin}/app/orders`)
      expect([page.status, page.headers.get("cache-control")]).toEqual([200, "no-cache"])
      const asset = /src="(\/app\/[^"]+\.js)"/.exec(await page.text())?.[1]
      const script = await fetch(`${origin}${asset}`)
      expect([script.status, script.headers.get("cache-control")]).toEqual([200, "max-age=31536000, immutable"])
    } finally {
      await stopGroup(instance)
    }
    const log = fs.readFileSync(path.join(logs, "backend.log"), "utf8")
    expect(log).toContain(`backend listening on 127.0.0.1:${port}`)
  }, 300_000)
})
