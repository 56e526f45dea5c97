/**
 * Start-up times in a fresh clone of this repository (committed state): `npm install` from nothing, the first
 * `npm start` (builds, migrations, seed, admin) and the second one (everything stamped and skipped), each timed
 * until GET <backend>/store/regions and GET <storefront>/ both answer; then, with BENCH_NPM_TEST=1, `npm test`.
 *
 *   node bench/startup.mjs   # PORT (9013), STORE_PORT (8013), PG_PORT (54313), BENCH_NPM_TEST (unset: skipped)
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const seconds = (since) => Number(((Date.now() - since) / 1000).toFixed(1))

function run(command, args, options) {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", options.log, options.log] })
    child.on("error", reject)
    child.on("exit", (code) => resolve({ code, seconds: seconds(started) }))
  })
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return res.ok
  } catch {
    return false
  }
}

/** Runs `npm start` until both URLs answer (at most 20 minutes), then stops it with SIGINT. */
async function timedStart(cwd, env, urls, log) {
  const started = Date.now()
  const child = spawn("npm", ["start"], { cwd, env, stdio: ["ignore", log, log], detached: true })
  const exited = new Promise((resolve) => child.on("exit", resolve))
  let ready
  while (!ready && Date.now() - started < 20 * 60_000 && child.exitCode === null) {
    if ((await Promise.all(urls.map(answers))).every(Boolean)) ready = seconds(started)
    else await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (child.exitCode === null) process.kill(-child.pid, "SIGINT")
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
  if (ready === undefined) throw new Error(`npm start did not answer ${urls.join(" and ")}; see its log`)
  return ready
}

/**
 * Measures the start-up times in a fresh clone; returns seconds per step (npmTest null when skipped).
 * @param {{ port: number, storePort: number, pgPort: number, npmTest?: boolean }} options
 */
export async function benchStartup({ port, storePort, pgPort, npmTest = false }) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
  const clone = path.join(os.tmpdir(), "clinic-store-bench-clone")
  fs.rmSync(clone, { recursive: true, force: true })
  const logFile = path.join(os.tmpdir(), "clinic-store-bench-startup.log")
  const log = fs.openSync(logFile, "w")
  console.log(`Fresh clone in ${clone}; output in ${logFile}`)
  try {
    await run("git", ["clone", "--quiet", repo, clone], { log })
    const install = await run("npm", ["install", "--no-audit", "--no-fund"], { cwd: clone, log })
    if (install.code !== 0) throw new Error(`npm install failed (exit ${install.code}); see ${logFile}`)
    const env = { ...process.env, PORT: String(port), STORE_PORT: String(storePort), PG_PORT: String(pgPort) }
    const urls = [`http://localhost:${port}/store/regions`, `http://localhost:${storePort}/`]
    const firstStart = await timedStart(clone, env, urls, log)
    const secondStart = await timedStart(clone, env, urls, log)
    let npmTestSeconds = null
    if (npmTest) {
      const test = await run("npm", ["test"], { cwd: clone, log, env: { ...env, TEST_BACKEND_PORT: String(port), TEST_PG_PORT: String(pgPort) } })
      npmTestSeconds = test.code === 0 ? test.seconds : `${test.seconds} (exit ${test.code})`
    }
    return { npmInstall: install.seconds, firstStart, secondStart, npmTest: npmTestSeconds }
  } finally {
    fs.closeSync(log)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchStartup({
    port: Number(process.env.PORT ?? 9013),
    storePort: Number(process.env.STORE_PORT ?? 8013),
    pgPort: Number(process.env.PG_PORT ?? 54313),
    npmTest: process.env.BENCH_NPM_TEST === "1",
  })
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
