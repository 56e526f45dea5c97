import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { afterAll, describe, expect, it, vi } from "vitest"

// A newcomer working as root in a private folder (mode 700, as /root is): PostgreSQL never runs as root, so the
// embedded server runs as the `postgres` user, who cannot enter that folder. Before, `npm start` and `npm test` died
// with "spawn initdb EACCES". The repository is cloned into a mode-700 folder (node_modules hard-linked: the same
// files at a path inside it) and its own stack script starts the embedded PostgreSQL from there.
vi.setConfig({ testTimeout: 180_000 })

const ROOT = fileURLToPath(new URL("../../..", import.meta.url))
const PG_PORT = Number(process.env.PRIVATE_FOLDER_TEST_PG_PORT ?? 54345)
const privateFolder = path.join(ROOT, "reports", `private-${process.pid}`)
const isRoot = process.getuid?.() === 0

afterAll(() => fs.rmSync(privateFolder, { recursive: true, force: true }))

describe.runIf(isRoot)("root in a private folder", () => {
  it("starts the embedded PostgreSQL from a clone in a mode-700 folder", async () => {
    fs.mkdirSync(privateFolder, { recursive: true, mode: 0o700 })
    fs.chmodSync(privateFolder, 0o700)
    const clone = path.join(privateFolder, "store")
    execFileSync("git", ["clone", "--quiet", "--no-local", ROOT, clone])
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(clone, "node_modules")])
    const { startEmbeddedPostgres } = await import(path.join(clone, "backend/scripts/stack/postgres.mjs"))
    const logs: string[] = []
    const database = await startEmbeddedPostgres({
      dataDir: path.join(clone, "backend/.data/postgres-private"),
      port: PG_PORT,
      database: "private_folder",
      fast: true,
      log: (line: string) => logs.push(line),
    })
    try {
      expect(logs.join("")).toMatch(/PostgreSQL's data is in/)
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      const { rows } = await client.query("select current_database() as name")
      await client.end()
      expect(rows[0].name).toBe("private_folder")
    } finally {
      await database.stop()
    }
  })
})
