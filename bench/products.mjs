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
import { approvedIndividual, json } from "./lib/http.mjs"
import { CONNECTIONS, loadRun, mean } from "./lib/load.mjs"
import { startBenchStack } from "./lib/stack.mjs"

const PORT = Number(process.env.BENCH_PORT ?? 9013)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54313)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)

async function main() {
  const stack = await startBenchStack({ port: PORT, pgPort: PG_PORT })
  try {
    const cookie = await approvedIndividual(stack.backendUrl, stack.databaseUrl)
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
    for (const target of Object.values(targets)) await loadRun(target.url, cookie, 3)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [key, target] of Object.entries(targets)) {
        const result = await loadRun(target.url, cookie, SECONDS)
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
