import { spawnSync } from "node:child_process"
import path from "node:path"
import pg from "pg"
import { describe, expect, inject, it } from "vitest"

const START = path.resolve("backend/scripts/start-production.mjs")

/** Runs `npm run start:production` with `env` (the build of the topology is present) and returns its end. */
function startProduction(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [START], { env: { PATH: process.env.PATH ?? "", ADMIN_UI: "false", PORT: "1", ...env }, encoding: "utf8", timeout: 60_000 })
  return { status: result.status, output: result.stdout + result.stderr }
}

describe("npm run start:production only starts", () => {
  it("refuses a database without this release's migrations, naming npm run migrate", async () => {
    const server = inject("topology").postgresServerUrl
    const name = `${new URL(inject("topology").databaseUrl).pathname.slice(1)}_unmigrated`
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(server)
    url.pathname = `/${name}`
    const { status, output } = startProduction({ NODE_ENV: "development", DATABASE_URL: url.toString() })
    expect(status).toBe(1)
    expect(output).toContain(`The database ${name} lacks this release's migrations: run \`npm run migrate\` first.`)
  })

  it("refuses to start without DATABASE_URL, naming it", () => {
    const { status, output } = startProduction({ NODE_ENV: "development" })
    expect(status).toBe(1)
    expect(output).toContain("DATABASE_URL is not set: a production instance needs its PostgreSQL database")
  })
})
