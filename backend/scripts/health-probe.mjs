/**
 * The container's health check, which also restarts an unhealthy instance: `node scripts/health-probe.mjs` asks the
 * instance's /health/live (on PORT) and exits 0 when it answers 200 within 3 s, else 1. Docker only marks a container
 * unhealthy and never restarts it, so after RESTART_AFTER failures in a row the probe stops the instance itself:
 * SIGTERM at the third failure (a graceful stop), SIGKILL at every failure after it (a process whose event loop is
 * stuck never runs its SIGTERM handler). The instance's process then ends, the container with it (compose's `init`),
 * and the restart policy (`restart: unless-stopped`) starts a fresh one. One success clears the count.
 *
 * The instance writes its process id to `.data/instance-<PORT>.pid` (scripts/medusa-server.mjs). Options, for tests:
 * `--url <health URL>`, `--pid-file <file>`, `--state-file <file>` (where the count of failures is kept).
 */
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { instancePidFile } from "./stack/instance-pid.mjs"
import { DATA_DIR } from "./stack/paths.mjs"

/** Failures in a row before the instance is stopped (with the health check's 15 s interval: 45 s unanswered). */
const RESTART_AFTER = 3
const TIMEOUT_MS = 3000

const port = process.env.PORT || "9000"
const { values } = parseArgs({
  options: {
    url: { type: "string", default: `http://127.0.0.1:${port}/health/live` },
    "pid-file": { type: "string", default: instancePidFile(port) },
    "state-file": { type: "string", default: path.join(DATA_DIR, `health-failures-${port}`) },
  },
})

async function healthy() {
  try {
    const answer = await fetch(values.url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    return answer.status === 200
  } catch {
    return false
  }
}

function failuresSoFar() {
  try {
    return Number(fs.readFileSync(values["state-file"], "utf8")) || 0
  } catch {
    return 0
  }
}

/** Stops the instance: SIGTERM first, SIGKILL once it has had one interval to go. */
function stopInstance(failures) {
  let pid
  try {
    pid = Number(fs.readFileSync(values["pid-file"], "utf8"))
  } catch {
    return console.error(`health-probe: no process id in ${values["pid-file"]}: cannot restart the instance`)
  }
  const signal = failures === RESTART_AFTER ? "SIGTERM" : "SIGKILL"
  console.error(`health-probe: ${values.url} failed ${failures} times in a row: ${signal} to the instance (process ${pid})`)
  try {
    process.kill(pid, signal)
  } catch {
    // already gone
  }
}

if (await healthy()) {
  fs.rmSync(values["state-file"], { force: true })
  process.exit(0)
}
const failures = failuresSoFar() + 1
fs.mkdirSync(path.dirname(values["state-file"]), { recursive: true })
fs.writeFileSync(values["state-file"], String(failures))
if (failures >= RESTART_AFTER) stopInstance(failures)
process.exit(1)
