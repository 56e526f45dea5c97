/**
 * Load helpers: autocannon runs, alternating A/B rounds (so drift of a shared machine hits every target alike)
 * and an RSS sampler for a process tree. Figures only; nothing here asserts.
 */
import fs from "node:fs"
import autocannon from "autocannon"

export const CONNECTIONS = 32

/** One autocannon run of `seconds` against `url` with the session cookie (and any extra request headers). */
export function loadRun(url, cookie, seconds, connections = CONNECTIONS, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { ...(cookie ? { cookie } : {}), ...headers } }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length

/**
 * Warms each target up, then runs `rounds` rounds, each target in turn per round.
 * @param {Record<string, { name: string, url: string, headers?: Record<string, string> }>} targets
 * @returns per target: name, url, mean req/s, mean p50 and p99 (ms), max p99, total non-2xx and errors, rounds
 */
export async function alternatingRounds(targets, { cookie, rounds, seconds, warmupSeconds = 3, log = console.log, cpuMs = () => 0 }) {
  const results = Object.fromEntries(Object.entries(targets).map(([key, t]) => [key, { ...t, rounds: [] }]))
  for (const target of Object.values(targets)) await loadRun(target.url, cookie, warmupSeconds, CONNECTIONS, target.headers)
  for (let round = 1; round <= rounds; round++) {
    for (const [key, target] of Object.entries(results)) {
      const cpuBefore = cpuMs()
      const result = await loadRun(target.url, cookie, seconds, CONNECTIONS, target.headers)
      result.cpuMs = cpuMs() - cpuBefore
      target.rounds.push(result)
      log(
        `round ${round} ${key} ${target.name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s` +
          `  p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  non-2xx ${result.non2xx}  errors ${result.errors}`
      )
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([key, t]) => [
      key,
      {
        name: t.name,
        url: t.url,
        reqPerSec: mean(t.rounds.map((r) => r.requests.average)),
        p50: mean(t.rounds.map((r) => r.latency.p50)),
        p99: mean(t.rounds.map((r) => r.latency.p99)),
        maxP99: Math.max(...t.rounds.map((r) => r.latency.p99)),
        non2xx: t.rounds.reduce((n, r) => n + r.non2xx, 0),
        errors: t.rounds.reduce((n, r) => n + r.errors + r.timeouts, 0),
        requests: t.rounds.reduce((n, r) => n + r.requests.total, 0),
        // CPU time of the backend process per answered request: unlike latency, barely moved by other load.
        cpuMsPerRequest: t.rounds.reduce((n, r) => n + r.cpuMs, 0) / Math.max(1, t.rounds.reduce((n, r) => n + r.requests.total, 0)),
      },
    ])
  )
}

/** CPU time (user + system, ms) the process `pid` has used so far; 0 when it cannot be read. */
export function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0
  }
}

function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

function rssKb(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/**
 * Samples VmRSS of `pid` and its descendants every `intervalMs`; `stop()` returns the max (MB) of the tree's
 * sum and of the largest single process.
 */
export function sampleRss(pid, intervalMs = 500) {
  let maxTotalKb = 0
  let maxSingleKb = 0
  const sample = () => {
    const pids = [pid]
    for (let i = 0; i < pids.length; i++) pids.push(...childrenOf(pids[i]))
    const sizes = pids.map(rssKb)
    maxTotalKb = Math.max(maxTotalKb, sizes.reduce((a, b) => a + b, 0))
    maxSingleKb = Math.max(maxSingleKb, ...sizes)
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { maxTreeMb: maxTotalKb / 1024, maxProcessMb: maxSingleKb / 1024 }
    },
  }
}
