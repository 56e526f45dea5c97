import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, inject, it, vi } from "vitest"
import { sql } from "../support/db"
// @ts-expect-error plain ESM module without types
import { startMedusa, telemetryOffEnv } from "../../../backend/scripts/stack/backend.mjs"

// A second backend process on the test database, started with its own upload folders holding files left public
// by an installation from before private storage: its start-up moves them out of the public folder.
vi.setConfig({ testTimeout: 240_000 })

type Child = { pid: number; exitCode: number | null; once: (event: string, fn: () => void) => void }
let child: Child | undefined

afterAll(async () => {
  if (!child || child.exitCode !== null) return
  const exited = new Promise<void>((resolve) => child!.once("exit", resolve))
  process.kill(-child.pid, "SIGTERM")
  await exited
})

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

async function waitForLog(logFile: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 900; i++) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : ""
    if (pattern.test(log)) return log
    if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`the backend exited (${child.exitCode}):\n${log}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no ${pattern} in ${logFile}`)
}

describe("customer files left in the public upload folder by older installations", () => {
  it("are moved into private storage at start (or deleted when already private), with one log line counting them", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-stale-uploads-"))
    const publicDir = path.join(root, "uploads")
    const privateDir = path.join(root, "private-uploads")
    const legacyKey = "customer-files/1763700000000-file_01STALEUPLOADTESTAAAAAAAAAA.pdf"
    const privateKey = "customer-files/file_01STALEUPLOADTESTBBBBBBBBBB-1763700000000.png"
    write(path.join(publicDir, legacyKey), "%PDF- legacy customer letter")
    write(path.join(publicDir, privateKey), "public copy")
    write(path.join(privateDir, privateKey), "private copy")
    write(path.join(publicDir, "lab-results", "1763700000000-result.txt"), "old result")
    write(path.join(publicDir, "1763700000000-product.png"), "a product image stays public")
    const id = `file_stale_${Date.now()}`
    await sql(
      `insert into uploaded_file (id, customer_id, name, size, mime_type, file_key, url) values ($1, null, 'letter.pdf', 28, 'application/pdf', $2, $3)`,
      [id, legacyKey, `http://localhost:9000/uploads/${legacyKey}`]
    )

    const logFile = path.join(root, "medusa.log")
    child = startMedusa(
      {
        ...process.env,
        ...telemetryOffEnv(),
        DATABASE_URL: inject("databaseUrl"),
        NODE_ENV: "development",
        LOG_LEVEL: "info",
        REDIS_URL: "",
        CLERK_ISSUER: "",
        ADMIN_UI: "false",
        IDP_KEY_FILE: inject("idpKeyFile"),
        UPLOAD_DIR: publicDir,
        PRIVATE_UPLOAD_DIR: privateDir,
      },
      0,
      { logFile }
    ) as Child
    const log = await waitForLog(logFile, /Server is ready/)

    const lines = log.split("\n").filter((line) => /Private uploads:/.test(line))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/moved 2 file\(s\).*deleted 1 public/)
    expect(fs.readFileSync(path.join(privateDir, legacyKey), "utf8")).toBe("%PDF- legacy customer letter")
    expect(fs.statSync(path.join(privateDir, legacyKey)).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(path.join(privateDir, privateKey), "utf8")).toBe("private copy")
    expect(fs.existsSync(path.join(privateDir, "lab-results", "1763700000000-result.txt"))).toBe(true)
    expect(fs.existsSync(path.join(publicDir, "customer-files"))).toBe(false)
    expect(fs.existsSync(path.join(publicDir, "lab-results"))).toBe(false)
    expect(fs.readFileSync(path.join(publicDir, "1763700000000-product.png"), "utf8")).toBe("a product image stays public")
    const [row] = await sql<{ url: string }>(`select url from uploaded_file where id = $1`, [id])
    expect(row.url).toBe(`private:${legacyKey}`)
    await sql(`delete from uploaded_file where id = $1`, [id])
  })
})
