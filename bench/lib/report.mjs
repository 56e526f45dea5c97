/** Writes the figures of `npm run bench` as docs/performance.md (figures, method, machine, notes). */
import { execSync } from "node:child_process"
import os from "node:os"

const f0 = (n) => (typeof n === "number" ? n.toFixed(0) : String(n))
const f1 = (n) => (typeof n === "number" ? n.toFixed(1) : String(n))
const f2 = (n) => (typeof n === "number" ? n.toFixed(2) : String(n))
const mark = (ok) => (ok ? "met" : "**missed**")

/** The machine the figures come from. */
export function machine() {
  const sh = (cmd) => {
    try {
      return execSync(cmd, { encoding: "utf8" }).trim()
    } catch {
      return "?"
    }
  }
  return {
    date: new Date().toISOString(),
    nproc: sh("nproc"),
    free: sh("free -m"),
    node: process.version,
    loadBefore: os.loadavg().map((l) => l.toFixed(1)).join(" "),
    cpu: os.cpus()[0]?.model ?? "?",
  }
}

function backendSection(b) {
  const rows = Object.entries(b.results).map(
    ([key, r]) =>
      `| ${key} | ${r.name} | ${f0(r.reqPerSec)} | ${f0(r.p50)} | ${f0(r.p99)} (max ${r.maxP99}) | ${r.non2xx} | ${r.errors} | ${f1(r.payloadKb)} | ${typeof r.cpuMsPerRequest === "number" ? f2(r.cpuMsPerRequest) : ""} | ${r.single ? `${r.single.p50} / ${r.single.p99}` : ""} |`
  )
  const worstP99 = Math.max(...Object.values(b.results).filter((r) => r.name.startsWith("ours")).map((r) => r.p99))
  const ours = Object.values(b.results).filter((r) => r.name.startsWith("ours"))
  const worstSingle = ours.every((r) => r.single) ? Math.max(...ours.map((r) => r.single.p99)) : undefined
  const uncached = Object.values(b.results).filter((r) => r.name.startsWith("uncached"))
  const worstUncachedP99 = uncached.length ? Math.max(...uncached.map((r) => r.p99)) : undefined
  const non2xx = Object.values(b.results).reduce((n, r) => n + r.non2xx, 0)
  return [
    `One backend, one run: ${b.connections} connections, ${b.rounds} alternating rounds of ${b.seconds} s per target after a 3 s warm-up of each.`,
    `The caller is the owner of an approved Epilepsy clinic with ${b.setup.orders} orders placed through the store API checkout flow; ours lists ${b.setup.ourProducts} products, core ${b.setup.coreProducts}.`,
    "",
    "| | target | req/s | p50 ms | p99 ms | non-2xx | errors | payload KB | backend CPU ms/request | 1 connection p50 / p99 ms |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `- Listing ratio ours/core (A/B): **${f2(b.ratios.listing)}** — goal ≥ 1.0: ${mark(b.ratios.listing >= 1)}` +
      (b.ratios.uncachedListing === undefined ? "" : `; past the read cache (F/B): **${f2(b.ratios.uncachedListing)}**`),
    `- Profile ratio ours/core (D/E): **${f2(b.ratios.me)}** (ours also reads the clinic membership)`,
    `- p99 of our routes at ${b.connections} connections: worst mean ${f0(worstP99)} ms — goal < 100 ms: ${mark(worstP99 < 100)}` +
      (worstSingle === undefined ? "" : ` (at 1 connection: worst p99 ${worstSingle} ms)`) +
      (worstUncachedP99 === undefined ? "" : `; past the read cache (first read after a write): worst ${f0(worstUncachedP99)} ms`),
    `- non-2xx: ${non2xx} — goal 0: ${mark(non2xx === 0)}`,
    `- Backend RSS under load (VmRSS of the Medusa process tree, max of samples every 0.5 s): **${f0(b.memory.maxTreeMb)} MB** — goal ≤ 500 MB: ${mark(b.memory.maxTreeMb <= 500)}`,
  ].join("\n")
}

function bundleSection(s) {
  return [
    `Initial JavaScript (what index.html loads, gzip -9): **${f1(s.initialKb)} KB** — budget ${s.budgetKb} KB: ${mark(s.initialKb <= s.budgetKb)} (enforced by the size-budget step of \`npm test\`).`,
    "",
    "On-demand code found in the initial chunks (module paths from the build's chunk graph):",
    "",
    ...s.onDemandInInitial.map((o) => `- ${o.name}: ${o.modules} modules`),
    "",
    "| lazy route (chunk entry) | JS beyond the initial, KB gzip | chunks |",
    "|---|---|---|",
    ...s.routes.map((r) => `| ${r.route} | ${f1(r.gzipKb)} | ${r.chunks} |`),
    "",
    "Largest chunks:",
    "",
    "| chunk | KB gzip | initial | mostly from |",
    "|---|---|---|---|",
    ...s.chunks.slice(0, 8).map((c) => `| ${c.chunk} | ${f1(c.gzipKb)} | ${c.initial ? "yes" : ""} | ${c.mainly} |`),
  ].join("\n")
}

function lighthouseSection(pages) {
  return [
    "| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS |",
    "|---|---|---|---|---|---|---|---|",
    ...pages.map(
      (p) =>
        `| ${p.name} (${new URL(p.finalUrl).pathname}) | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores["best-practices"]} | ${f0(p.metrics.fcpMs)} | ${f0(p.metrics.lcpMs)} | ${f0(p.metrics.tbtMs)} | ${f2(p.metrics.cls)} |`
    ),
    "",
    ...pages.map((p) => `- ${p.name}: the median of ${p.runs.length} runs by performance (${p.runs.join(", ")}); audits under 0.9 in it: ${p.failing.join(", ") || "none"}`),
  ].join("\n")
}

function checkoutSection(c) {
  if (!c) return "reports/checkout-requests.json was not present (the e2e harness writes it: `npm run test:e2e`, journey 1); no figure this run."
  const api = c.requests.filter((r) => r.url.startsWith("/store/"))
  return [
    "From the e2e harness's browser request log (journey 1, a returning approved clinic owner; reports/checkout-requests.json).",
    "A request counts as sequential when it starts after every earlier request has finished.",
    "",
    `**${c.sequential} sequential** of ${c.total} requests (${api.length} to the API) between the click on "Add to cart" and the confirmation page — goal ≤ 4: ${mark(c.sequential <= 4)}`,
    "",
    "| start ms | end ms | request |",
    "|---|---|---|",
    ...c.requests.map((r) => `| ${r.startMs} | ${r.endMs ?? ""} | ${r.method} ${r.url.replace(/(cart|order)_[0-9A-Z]+/g, "$1_…")} |`),
  ].join("\n")
}

function startupSection(s) {
  if (!s) return "Not measured this run (BENCH_STARTUP=0)."
  if (s.error) return `Not measured: ${s.error}`
  return [
    "| step | seconds |",
    "|---|---|",
    `| fresh \`npm install\` (clone, no node_modules) | ${f1(s.npmInstall)} |`,
    `| first \`npm start\` (builds, migrations, seed, admin) until /store/regions and the storefront answer | ${f1(s.firstStart)} |`,
    `| second \`npm start\` (all stamped) | ${f1(s.secondStart)} |`,
    `| \`npm test\` | ${s.npmTest ?? "skipped (BENCH_NPM_TEST=1 to run it; see notes)"} |`,
  ].join("\n")
}

/** The whole docs/performance.md. `notes` is the hand-written analysis kept between runs. */
export function performanceDoc({ machine: m, backend, bundle, lighthouse, checkout, startup, notes }) {
  return `# Performance

Written by \`npm run bench\` (bench/run.mjs) on ${m.date}. Benchmarks never run inside \`npm test\` and nothing
asserts on time; only the bundle budget (a size, not a time) is checked by \`npm test\`.

**The machine is shared**: other engineers' stacks and test suites run on the same 2 cores at the same time
(load average ${m.loadBefore} when this run started), so absolute figures are noisy and low. Every A/B comparison
alternates rounds on one server in one run so the drift hits both sides alike: **read the ratios**, and re-run on a
quiet machine for absolute throughput and latency.

## Machine

- date: ${m.date}; Node ${m.node}; CPU: ${m.cpu}; \`nproc\`: ${m.nproc}
- \`free -m\`:

\`\`\`
${m.free}
\`\`\`

## Backend (autocannon)

${backend ? backendSection(backend) : "Not measured this run."}

## Storefront bundle

${bundle ? bundleSection(bundle) : "Not measured this run."}

## Lighthouse

Lighthouse (npm package, default mobile preset: simulated slow 4G and 4x CPU slowdown) with Debian's Chromium,
headless, against the production build (\`NODE_ENV=production\`, whatever the backend runs with) served by
backend/scripts/storefront-server.mjs. Goal ≥ 95 each.

${lighthouse ? lighthouseSection(lighthouse) : "Not measured this run."}

## Checkout critical path

${checkoutSection(checkout)}

## Start-up

${startupSection(startup)}

## Method

- \`npm run bench\` runs, in turn: \`bench/bundle-size.mjs --json\` (Vite build with a chunk-graph plugin),
  \`bench/backend.mjs\` (own backend on its own ports and fresh embedded database, seeded; figures as above),
  \`bench/lighthouse.mjs\` (own stack with the storefront; the demo clinic owner signs in through the API and the
  session cookies, with the storefront's signed-in hint, are set in the browser before the products page is
  audited (a returning customer); HTML/JSON reports in
  reports/lighthouse/) and \`bench/startup.mjs\` (fresh clone). Ports: PORT, STORE_PORT, PG_PORT (defaults 9013,
  8013, 54313); BENCH_ROUNDS, BENCH_SECONDS, BENCH_ORDERS; BENCH_STARTUP=0 skips the start-up step,
  BENCH_NPM_TEST=1 adds \`npm test\`.
- \`npm run bench:products\` is the narrower listing comparison (also against core limited to the same products).
- \`node bench/profile-queries.mjs\` prints the SQL query count (X-Query-Count), payload and one request's time per
  benchmarked route and keeps the SQL log (DATABASE_LOGGING) — the first step when a backend goal is missed.
- \`node bench/profile-cpu.mjs [route] [--no-cache]\` loads one route while the V8 profiler samples the backend
  (inspector opened with SIGUSR1) and prints the backend CPU per request and where it goes, per package and per
  function; the .cpuprofile lands in reports/ (open it in Chromium's DevTools).
- "backend CPU ms/request" is the Medusa process's user + system time (/proc) over a target's rounds divided by
  its answered requests: other load on a shared machine stretches latency but barely moves it.

${notes}
`
}
