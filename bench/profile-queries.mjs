/**
 * Profiling aid: starts the backend with query-count diagnostics and SQL logging, prepares the same clinic owner
 * as bench/backend.mjs and prints, per benchmarked route, the SQL query count (X-Query-Count), payload size and
 * the time of one request, past the read cache (Cache-Control: no-cache). The SQL log is in the printed log folder
 * (backend.log). bench/profile-cpu.mjs shows where the CPU time goes.
 *
 *   node bench/profile-queries.mjs    # PORT (9013), PG_PORT (54313), BENCH_ORDERS (5)
 */
import { approvedClinicOwner, json, placeOrder } from "./lib/http.mjs"
import { startBenchStack } from "./lib/stack.mjs"

const port = Number(process.env.PORT ?? 9013)
const pgPort = Number(process.env.PG_PORT ?? 54313)
const orders = Number(process.env.BENCH_ORDERS ?? 5)

const stack = await startBenchStack({ port, pgPort, env: { QUERY_COUNT_DIAGNOSTICS: "true", DATABASE_LOGGING: "true", LOG_LEVEL: "info" } })
try {
  const base = stack.backendUrl
  const owner = await approvedClinicOwner(base)
  const { cookie } = owner
  const listing = await json(`${base}/store/user/products/`, { headers: { cookie } })
  const regionId = listing.body.region_id
  for (let i = 0; i < orders; i++) await placeOrder(base, owner, { regionId, variantId: listing.body.products[0].variants[0].id })
  const routes = ["/store/user/products/", `/store/products?region_id=${regionId}`, "/store/orders/list", "/store/user/me", "/store/customers/me"]
  for (let pass = 1; pass <= 2; pass++) {
    for (const route of routes) {
      const started = performance.now()
      const res = await fetch(`${base}${route}`, { headers: { cookie, "cache-control": "no-cache" } })
      const size = (await res.arrayBuffer()).byteLength
      const ms = performance.now() - started
      console.log(`pass ${pass} ${route.padEnd(48)} ${res.status} queries ${res.headers.get("x-query-count") ?? "?"}  ${(size / 1024).toFixed(1)} KB  ${ms.toFixed(0)} ms`)
    }
  }
} finally {
  await stack.stop()
}
