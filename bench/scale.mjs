/**
 * `npm run bench:scale`: the backend benchmark's method (autocannon, 32 connections, warm-up, alternating rounds,
 * backend CPU per request from /proc) on a small and a large generated data set side by side. Both sets hold the
 * very same subject clinic (SUBJECT_SCALE: 200 approved products and 20,000 orders at 1); the large set adds a lab's
 * worth of other clinics, customers, orders and lab orders around it (LARGE_SCALE, 1 = 300,000 orders), the small
 * one a hundredth (SMALL_SCALE). One backend per set, both running through the whole run on one PostgreSQL server;
 * each round runs every target on the small then on the large backend, so drift of a shared machine hits both.
 * The ratio large/small is the figure to read.
 *
 *   npm run bench:scale   # PORT (9013: large), SMALL_PORT (9014), PG_PORT (54359); BENCH_ROUNDS (3),
 *                         # BENCH_SECONDS (8), LARGE_SCALE (1), SMALL_SCALE (0.01), SUBJECT_SCALE (1),
 *                         # CHECKOUT_CONCURRENCY (25), CHECKOUT_ROUNDS (2), BENCH_CONNECTIONS (32);
 *                         # BENCH_WRITE=0 leaves the docs alone
 *
 * The sets are generated once (npm run seed:large, into clinic_store_large and clinic_store_large_small on the
 * embedded server in backend/.data/postgres-large) and kept; later runs reuse them.
 */
import fs from "node:fs"
import path from "node:path"
import { json, staffCookie } from "./lib/http.mjs"
import { largeDatabase, startBackendOn, startLargeServer, subjectMember, subjectSearchEmail } from "./lib/large-stack.mjs"
import { CONNECTIONS as DEFAULT_CONNECTIONS, loadRun, mean, processCpuMs } from "./lib/load.mjs"
import { checkoutRound, prepareCarts } from "./lib/checkout-load.mjs"
import { scaleSection, writeScaleSection } from "./lib/scale-report.mjs"

const env = process.env
const rounds = Number(env.BENCH_ROUNDS ?? 3)
const seconds = Number(env.BENCH_SECONDS ?? 8)
const checkoutConcurrency = Number(env.CHECKOUT_CONCURRENCY ?? 25)
const checkoutRounds = Number(env.CHECKOUT_ROUNDS ?? 2)
const subjectScale = Number(env.SUBJECT_SCALE ?? 1)
// The method's 32 connections; BENCH_CONNECTIONS lowers it on a machine too loaded to answer 32 at once in time.
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? DEFAULT_CONNECTIONS)
const SETS = {
  small: { database: "clinic_store_large_small", scale: Number(env.SMALL_SCALE ?? 0.01), port: Number(env.SMALL_PORT ?? 9014) },
  large: { database: "clinic_store_large", scale: Number(env.LARGE_SCALE ?? 1), port: Number(env.PORT ?? 9013) },
}
const NO_CACHE = { "cache-control": "no-cache" }

/** The routes the issue names, for one set's sessions; `cached` ones also run through the read cache. */
function targetsFor(session) {
  const { base, subject, staff, displayId, email } = session
  const customer = { cookie: subject.cookie }
  const admin = { cookie: staff }
  return [
    { key: "products", name: "approved products of the clinic", url: `${base}/store/user/products/`, ...customer, cached: true },
    { key: "orders-1", name: "orders list, first page", url: `${base}/store/orders/list`, ...customer, cached: true },
    { key: "orders-50", name: "orders list, page 50", url: `${base}/store/orders/list?offset=490&limit=10`, ...customer, cached: true },
    { key: "order", name: "order by display id", url: `${base}/store/orders/?display_id=${displayId}`, ...customer },
    { key: "lab-status", name: "staff lab orders by status, page 3", url: `${base}/admin/lab-orders?status=in_analysis&offset=40`, ...admin },
    // a generated subject member's email (thousands of lab orders on both sets), not the newest order's
    { key: "lab-search", name: "staff lab orders searched by email", url: `${base}/admin/lab-orders?q=${encodeURIComponent(email)}`, ...admin },
    // a contained part of one clinic's billing email: the same one match on both sets, so the ratio is the cost of
    // the data around it (a term matching 1 clinic of the small set and 88 of the large compares different answers)
    { key: "clinics", name: "staff clinics search", url: `${base}/admin/clinics?q=${encodeURIComponent("billing-12@")}&status=approved`, ...admin },
  ]
}

/** Signs in the subject member and staff on a set's backend and picks an order of the subject clinic. */
async function sessionsFor(set) {
  const base = set.stack.backendUrl
  const subject = await subjectMember(base, set.databaseUrl)
  const staff = await staffCookie(base)
  const page = await json(`${base}/store/orders/list`, { headers: { cookie: subject.cookie } })
  const products = await json(`${base}/store/user/products/`, { headers: { cookie: subject.cookie } })
  const order = page.body.orders[0]
  return {
    base,
    subject,
    staff,
    displayId: order.display_id,
    email: await subjectSearchEmail(set.databaseUrl),
    orders: page.body.count,
    products: products.body.products.length,
    regionId: products.body.region_id,
    variantId: products.body.products[0].variants[0].id,
  }
}

/** One autocannon run of a target on a set's backend, with the backend's CPU time over it. */
async function measure(target, headers, pid, duration) {
  const cpuBefore = processCpuMs(pid)
  const result = await loadRun(target.url, target.cookie, duration, CONNECTIONS, headers)
  return { result, cpuMs: processCpuMs(pid) - cpuBefore }
}

function summary(runs) {
  const requests = runs.reduce((n, r) => n + r.result.requests.total, 0)
  return {
    reqPerSec: mean(runs.map((r) => r.result.requests.average)),
    p50: mean(runs.map((r) => r.result.latency.p50)),
    p99: mean(runs.map((r) => r.result.latency.p99)),
    non2xx: runs.reduce((n, r) => n + r.result.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.result.errors + r.result.timeouts, 0),
    cpuMsPerRequest: runs.reduce((n, r) => n + r.cpuMs, 0) / Math.max(1, requests),
  }
}

// read before the backends start: the figure reports the machine the run found, not the run's own load
const loadAtStart = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
const server = await startLargeServer(Number(env.PG_PORT ?? 54359))
const stacks = []
const stopAll = async () => {
  for (const stack of stacks.splice(0)) await stack.stop()
  await server.stop()
}
// Ctrl-C or a kill stops the backends and PostgreSQL too (they run in their own process groups).
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stopAll().finally(() => process.exit(1)))
try {
  const generated = {}
  for (const [name, set] of Object.entries(SETS)) {
    const data = await largeDatabase({ serverUrl: server.url, database: set.database, scale: set.scale, subjectScale })
    set.databaseUrl = data.databaseUrl
    set.sizes = data.sizes
    generated[name] = { seconds: data.seconds, ran: data.ran, counts: data.counts }
  }
  for (const [name, set] of Object.entries(SETS)) {
    set.stack = await startBackendOn(set.databaseUrl, { port: set.port, name: `scale-${name}` })
    stacks.push(set.stack)
    set.pid = set.stack.children[0].pid
    set.session = await sessionsFor(set)
    console.log(`${name}: subject clinic with ${set.session.products} approved products and ${set.session.orders} orders`)
  }
  const kinds = []
  for (const target of targetsFor(SETS.small.session)) {
    kinds.push({ ...target, mode: "uncached", headers: NO_CACHE })
    if (target.cached) kinds.push({ ...target, mode: "cached", headers: {} })
  }
  const runs = Object.fromEntries(kinds.map((k) => [`${k.key}|${k.mode}`, { small: [], large: [] }]))
  const targetOf = (set, kind) => targetsFor(SETS[set].session).find((t) => t.key === kind.key)
  // One request of each target alone first: its latency without queueing, and a check that it answers.
  const single = {}
  for (const kind of kinds) {
    for (const set of ["small", "large"]) {
      const target = targetOf(set, kind)
      const started = performance.now()
      const res = await fetch(target.url, { headers: { cookie: target.cookie, ...kind.headers } })
      await res.arrayBuffer()
      single[`${kind.key}|${kind.mode}|${set}`] = performance.now() - started
      if (!res.ok) throw new Error(`${set} ${kind.name}: ${res.status}`)
      console.log(`one request ${kind.mode.padEnd(8)} ${kind.name.padEnd(38)} ${set.padEnd(5)} ${single[`${kind.key}|${kind.mode}|${set}`].toFixed(0)} ms`)
    }
  }
  console.log(`${CONNECTIONS} connections, warm-up 3 s per target, ${rounds} rounds of ${seconds} s, small then large per target`)
  for (const kind of kinds) for (const set of ["small", "large"]) await loadRun(targetOf(set, kind).url, targetOf(set, kind).cookie, 3, CONNECTIONS, kind.headers)
  for (let round = 1; round <= rounds; round++) {
    for (const kind of kinds) {
      for (const set of ["small", "large"]) {
        const run = await measure(targetOf(set, kind), kind.headers, SETS[set].pid, seconds)
        runs[`${kind.key}|${kind.mode}`][set].push(run)
        console.log(
          `round ${round} ${kind.mode.padEnd(8)} ${kind.name.padEnd(38)} ${set.padEnd(5)} ${run.result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${run.result.latency.p50} ms  p99 ${run.result.latency.p99} ms  non-2xx ${run.result.non2xx}`
        )
      }
    }
  }
  const rows = kinds.map((kind) => {
    const { small, large } = runs[`${kind.key}|${kind.mode}`]
    const one = (set) => single[`${kind.key}|${kind.mode}|${set}`]
    return { name: kind.name, mode: kind.mode, small: { ...summary(small), single: one("small") }, large: { ...summary(large), single: one("large") } }
  })
  const checkout = { small: [], large: [] }
  for (let round = 1; round <= checkoutRounds; round++) {
    for (const set of ["small", "large"]) {
      const { session, pid } = SETS[set]
      const carts = await prepareCarts(session.base, session.subject, { regionId: session.regionId, variantId: session.variantId, count: checkoutConcurrency })
      const result = await checkoutRound(session.base, session.subject, carts, pid)
      checkout[set].push(result)
      console.log(`checkout round ${round} ${set}: ${checkoutConcurrency} concurrent completions, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, failed ${result.failed}, CPU ${result.cpuMsPerRequest.toFixed(1)} ms/completion`)
    }
  }
  const figures = {
    date: new Date().toISOString(),
    load: loadAtStart,
    rounds,
    seconds,
    connections: CONNECTIONS,
    checkoutConcurrency,
    sets: Object.fromEntries(Object.entries(SETS).map(([name, set]) => [name, { database: set.database, scale: set.scale, subjectScale, sizes: set.sizes, subject: { products: set.session.products, orders: set.session.orders } }])),
    generated,
    rows,
    checkout: Object.fromEntries(Object.entries(checkout).map(([set, list]) => [set, { p50: mean(list.map((r) => r.p50)), p99: mean(list.map((r) => r.p99)), failed: list.reduce((n, r) => n + r.failed, 0), cpuMsPerRequest: mean(list.map((r) => r.cpuMsPerRequest)) }])),
  }
  fs.mkdirSync("reports", { recursive: true })
  fs.writeFileSync("reports/bench-scale.json", JSON.stringify(figures, null, 2))
  const section = scaleSection(figures)
  console.log(`\n${section}`)
  if (env.BENCH_WRITE !== "0") {
    writeScaleSection(path.resolve("docs/performance.md"), section)
    writeScaleSection(path.resolve("bench/notes.md"), section)
    console.log("Written to docs/performance.md and bench/notes.md (between the bench:scale markers).")
  }
} finally {
  await stopAll()
}
