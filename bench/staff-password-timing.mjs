/**
 * Answer times of the staff password routes for a known staff address and an unknown one: whether the time tells
 * which addresses are staff. Alternates known and unknown requests one at a time (no queueing) and prints the median,
 * 90th percentile and mean of each, and the median difference.
 *
 *   node bench/staff-password-timing.mjs        # PORT (9017), PG_PORT (54317), BENCH_REQUESTS (200 per address)
 *   BENCH_URL=http://127.0.0.1:9000 node bench/staff-password-timing.mjs   # against a running backend
 *
 * The stack started here exempts loopback from the sign-in limits, as the API tests' does, so the throttles do not
 * answer instead of the routes.
 */
import { performance } from "node:perf_hooks"
import { startBenchStack } from "./lib/stack.mjs"

const KNOWN = "admin@example.com"
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)

/** The routes measured: each sends `bodyOf(email)`. */
const ROUTES = [
  { path: "/admin/users/password-token", bodyOf: (email) => ({ email }) },
  { path: "/admin/auth", bodyOf: (email) => ({ email, password: "not the password" }) },
]

async function timed(url, body) {
  const started = performance.now()
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  await res.arrayBuffer()
  return { ms: performance.now() - started, status: res.status }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), mean: times.reduce((a, b) => a + b, 0) / times.length }
}
const ms = (value) => `${value.toFixed(2)} ms`

async function measure(base, route) {
  const known = []
  const unknown = []
  const statuses = new Set()
  for (let i = 0; i < 10; i++) await timed(`${base}${route.path}`, route.bodyOf(KNOWN)) // warm-up
  for (let i = 0; i < REQUESTS; i++) {
    const a = await timed(`${base}${route.path}`, route.bodyOf(KNOWN))
    const b = await timed(`${base}${route.path}`, route.bodyOf(`nobody-${i}-${Date.now()}@example.com`))
    known.push(a.ms)
    unknown.push(b.ms)
    statuses.add(`${a.status}/${b.status}`)
  }
  const k = figures(known)
  const u = figures(unknown)
  console.log(`POST ${route.path} (${REQUESTS} each; statuses known/unknown: ${[...statuses].join(", ")})`)
  console.log(`  known staff address:   median ${ms(k.median)}, p90 ${ms(k.p90)}, mean ${ms(k.mean)}`)
  console.log(`  unknown address:       median ${ms(u.median)}, p90 ${ms(u.p90)}, mean ${ms(u.mean)}`)
  console.log(`  median difference:     ${ms(k.median - u.median)}`)
}

const stack = process.env.BENCH_URL
  ? undefined
  : await startBenchStack({
      port: Number(process.env.PORT ?? 9017),
      pgPort: Number(process.env.PG_PORT ?? 54317),
      name: "bench-staff-password",
      env: { RATE_LIMIT_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1" },
    })
try {
  const base = process.env.BENCH_URL ?? stack.backendUrl
  for (const route of ROUTES) await measure(base, route)
} finally {
  await stack?.stop()
}
