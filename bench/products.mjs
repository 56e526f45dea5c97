/**
 * Benchmark: GET /store/user/products/ (the store's purchasable products) against Medusa's core
 * GET /store/products for the same region, on one server started here (own ports and database).
 *
 *   npm run bench:products            # BENCH_PORT (9013), BENCH_PG_PORT (54313), BENCH_ROUNDS (3), BENCH_SECONDS (8)
 *
 * Prints req/s, p99 latency and non-2xx answers per round (A/B/C in turn, after a warm-up of each) and the
 * ratios of the means: A/B (ours / core for the same region, the goal ≥ 1.0) and A/C (core limited to the very
 * products ours lists). Figures, not assertions: see docs/performance.md.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import pg from "pg"
import { startStack } from "../backend/scripts/stack/stack.mjs"

const PORT = Number(process.env.BENCH_PORT ?? 9013)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54313)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32

async function json(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { "content-type": "application/json", ...init.headers } })
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`)
  return { body: await res.json(), cookie: res.headers.get("set-cookie")?.split(";")[0] }
}

/** An approved individual customer with a US billing address, signed in; returns its session cookie. */
async function approvedCustomer(backendUrl, databaseUrl) {
  const email = `bench-${Date.now()}@example.test`
  const password = "Bench-Password-2026!"
  const created = await json(`${backendUrl}/store/customers`, {
    method: "POST",
    body: JSON.stringify({ email, password, first_name: "Bench", last_name: "Customer" }),
  })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(`update customer set metadata = '{"application":{"status":"approved"}}' where id = $1`, [created.body.customer.id])
  await client.end()
  const { cookie } = await json(`${backendUrl}/store/auth`, { method: "POST", body: JSON.stringify({ email, password }) })
  await json(`${backendUrl}/store/customers/me`, {
    method: "POST",
    headers: { cookie },
    body: JSON.stringify({
      billing_address: { first_name: "B", last_name: "C", address_1: "1 Main St", city: "Boston", postal_code: "02110", country_code: "us" },
    }),
  })
  return cookie
}

function run(url, cookie, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length

async function main() {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-bench-"))
  console.log(`Starting the backend on port ${PORT} (PostgreSQL ${PG_PORT}); logs in ${logDir}`)
  const stack = await startStack({
    name: "bench",
    backendPort: PORT,
    pgPort: PG_PORT,
    storefront: false,
    fastDatabase: true,
    freshDatabase: true,
    logDir,
    env: { DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "development", LOG_LEVEL: "error", QUERY_COUNT_DIAGNOSTICS: "false" },
  })
  try {
    const cookie = await approvedCustomer(stack.backendUrl, stack.databaseUrl)
    const ours = await json(`${stack.backendUrl}/store/user/products/`, { headers: { cookie } })
    const regionId = ours.body.region_id
    const core = await json(`${stack.backendUrl}/store/products?region_id=${regionId}`, { headers: { cookie } })
    const sameIds = ours.body.products.map((p) => `id[]=${p.id}`).join("&")
    const targets = {
      A: { name: "GET /store/user/products/", url: `${stack.backendUrl}/store/user/products/`, rounds: [] },
      B: { name: "GET /store/products?region_id", url: `${stack.backendUrl}/store/products?region_id=${regionId}`, rounds: [] },
      C: { name: "GET /store/products?region_id&id", url: `${stack.backendUrl}/store/products?region_id=${regionId}&${sameIds}`, rounds: [] },
    }
    console.log(`Region ${regionId}: ours lists ${ours.body.products.length} products, core lists ${core.body.products.length}`)
    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, alternating A/B/C after a 3 s warm-up\n`)
    for (const target of Object.values(targets)) await run(target.url, cookie, 3)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [key, target] of Object.entries(targets)) {
        const result = await run(target.url, cookie, SECONDS)
        target.rounds.push(result)
        console.log(
          `round ${round} ${key} ${target.name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s` +
            `  p99 ${String(result.latency.p99).padStart(5)} ms  non-2xx ${result.non2xx}  errors ${result.errors}`
        )
      }
    }
    console.log("")
    const summary = {}
    for (const [key, target] of Object.entries(targets)) {
      summary[key] = mean(target.rounds.map((r) => r.requests.average))
      const p99 = mean(target.rounds.map((r) => r.latency.p99))
      const non2xx = target.rounds.reduce((n, r) => n + r.non2xx, 0)
      console.log(`${key} ${target.name.padEnd(32)} mean ${summary[key].toFixed(0)} req/s, mean p99 ${p99.toFixed(0)} ms, non-2xx ${non2xx}`)
    }
    console.log(`\nratio A/B (ours / core, same region): ${(summary.A / summary.B).toFixed(2)}`)
    console.log(`ratio A/C (ours / core, same region and same products): ${(summary.A / summary.C).toFixed(2)}`)
  } finally {
    await stack.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
