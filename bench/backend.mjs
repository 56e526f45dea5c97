/**
 * Backend benchmark: our routes against Medusa's core routes, on one server started here, in one run, with
 * autocannon (32 connections) in alternating rounds, while sampling the backend's memory (VmRSS).
 *
 *   node bench/backend.mjs            # PORT (9013), PG_PORT (54313), BENCH_ROUNDS (3), BENCH_SECONDS (8), BENCH_ORDERS (5)
 *
 * The signed-in customer is the owner of an approved clinic (created through POST /store/clinics and approved
 * through the admin API) with BENCH_ORDERS orders placed through the store API checkout flow. After the rounds,
 * each target runs 4 s at 1 connection: the latency of one request without queueing.
 */
import { fileURLToPath } from "node:url"
import { approvedClinicOwner, json, placeOrder } from "./lib/http.mjs"
import { alternatingRounds, CONNECTIONS, loadRun, processCpuMs, sampleRss } from "./lib/load.mjs"
import { startBenchStack } from "./lib/stack.mjs"

const NO_CACHE = { "cache-control": "no-cache" }

/**
 * Runs the backend benchmark and returns its figures.
 * @param {{ port: number, pgPort: number, rounds?: number, seconds?: number, orders?: number }} options
 */
export async function benchBackend({ port, pgPort, rounds = 3, seconds = 8, orders = 5 }) {
  const stack = await startBenchStack({ port, pgPort })
  const base = stack.backendUrl
  try {
    const owner = await approvedClinicOwner(base)
    const cookie = owner.cookie
    const listing = await json(`${base}/store/user/products/`, { headers: { cookie } })
    const regionId = listing.body.region_id
    const variantId = listing.body.products[0]?.variants?.[0]?.id
    if (!variantId) throw new Error("the clinic owner can buy no product")
    for (let i = 0; i < orders; i++) await placeOrder(base, owner, { regionId, variantId, quantity: 1 + (i % 2) })
    const ordersPage = await json(`${base}/store/orders/list`, { headers: { cookie } })
    const core = await json(`${base}/store/products?region_id=${regionId}`, { headers: { cookie } })
    const setup = {
      ourProducts: listing.body.products.length,
      coreProducts: core.body.products.length,
      orders: ordersPage.body.count ?? ordersPage.body.orders?.length,
    }
    console.log(`Clinic owner: ${setup.ourProducts} products (core lists ${setup.coreProducts}), ${setup.orders} orders`)
    const targets = {
      A: { name: "ours GET /store/user/products/", url: `${base}/store/user/products/` },
      B: { name: "core GET /store/products?region_id", url: `${base}/store/products?region_id=${regionId}` },
      C: { name: "ours GET /store/orders/list", url: `${base}/store/orders/list` },
      D: { name: "ours GET /store/user/me", url: `${base}/store/user/me` },
      E: { name: "core GET /store/customers/me", url: `${base}/store/customers/me` },
      // The same routes past the read cache (Cache-Control: no-cache): what every first read after a write costs.
      F: { name: "uncached ours GET /store/user/products/", url: `${base}/store/user/products/`, headers: NO_CACHE },
      G: { name: "uncached ours GET /store/orders/list", url: `${base}/store/orders/list`, headers: NO_CACHE },
    }
    const payloadKb = {}
    for (const [key, t] of Object.entries(targets)) {
      const res = await fetch(t.url, { headers: { cookie, ...t.headers } })
      payloadKb[key] = (await res.arrayBuffer()).byteLength / 1024
    }
    console.log(`${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s, alternating A–G after a 3 s warm-up of each\n`)
    const rss = sampleRss(stack.children[0].pid)
    const backendPid = stack.children[0].pid
    const results = await alternatingRounds(targets, { cookie, rounds, seconds, cpuMs: () => processCpuMs(backendPid) })
    const memory = rss.stop()
    for (const [key, r] of Object.entries(results)) {
      r.payloadKb = payloadKb[key]
      const single = await loadRun(targets[key].url, cookie, 4, 1, targets[key].headers)
      r.single = { p50: single.latency.p50, p99: single.latency.p99, non2xx: single.non2xx }
    }
    return {
      setup,
      connections: CONNECTIONS,
      rounds,
      seconds,
      results,
      memory,
      ratios: {
        listing: results.A.reqPerSec / results.B.reqPerSec,
        uncachedListing: results.F.reqPerSec / results.B.reqPerSec,
        me: results.D.reqPerSec / results.E.reqPerSec,
      },
    }
  } finally {
    await stack.stop()
  }
}

/** Prints the figures of benchBackend. */
export function printBackend(figures) {
  console.log("")
  for (const [key, r] of Object.entries(figures.results)) {
    console.log(
      `${key} ${r.name.padEnd(36)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(0)} ms  p99 ${r.p99.toFixed(0)} ms (max ${r.maxP99})` +
        `  non-2xx ${r.non2xx}  errors ${r.errors}  ${r.payloadKb.toFixed(1)} KB  CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request  1 connection: p50 ${r.single.p50} ms, p99 ${r.single.p99} ms`
    )
  }
  console.log(
    `ratio listing ours/core (A/B): ${figures.ratios.listing.toFixed(2)}; uncached (F/B): ${figures.ratios.uncachedListing.toFixed(2)}; me ours/core (D/E): ${figures.ratios.me.toFixed(2)}`
  )
  console.log(`backend RSS under load: max ${figures.memory.maxTreeMb.toFixed(0)} MB (process tree), ${figures.memory.maxProcessMb.toFixed(0)} MB (largest process)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchBackend({
    port: Number(process.env.PORT ?? 9013),
    pgPort: Number(process.env.PG_PORT ?? 54313),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    orders: Number(process.env.BENCH_ORDERS ?? 5),
  })
    .then(printBackend)
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
