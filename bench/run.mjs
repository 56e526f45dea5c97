/**
 * `npm run bench`: every benchmark in turn, figures printed and written to docs/performance.md with the method
 * and the machine. Nothing here asserts on time. Steps: bundle sizes, backend (autocannon), Lighthouse,
 * checkout request count (from the e2e harness's reports/checkout-requests.json), start-up (fresh clone).
 *
 *   npm run bench   # PORT (9013), STORE_PORT (8013), PG_PORT (54313); BENCH_ROUNDS, BENCH_SECONDS, BENCH_ORDERS;
 *                   # BENCH_STARTUP=0 skips start-up, BENCH_NPM_TEST=1 adds `npm test`; BENCH_STARTUP_JSON=<file>
 *                   # takes start-up figures measured separately (node bench/startup.mjs > file);
 *                   # BENCH_ONLY=lighthouse (comma list of bundle, backend, lighthouse, startup) re-measures only those
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { benchBackend, printBackend } from "./backend.mjs"
import { machine, performanceDoc } from "./lib/report.mjs"
import { benchLighthouse } from "./lighthouse.mjs"
import { benchStartup } from "./startup.mjs"

const port = Number(process.env.PORT ?? 9013)
const storePort = Number(process.env.STORE_PORT ?? 8013)
const pgPort = Number(process.env.PG_PORT ?? 54313)
const DOC = path.resolve("docs/performance.md")
const NOTES = path.resolve("bench/notes.md")

function bundleSizes() {
  const out = spawnSync(process.execPath, ["bench/bundle-size.mjs", "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] })
  if (out.status !== 0) throw new Error("bench/bundle-size.mjs failed")
  return JSON.parse(out.stdout)
}

function checkoutRequests() {
  const file = path.resolve("reports/checkout-requests.json")
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null
}

async function startup() {
  if (process.env.BENCH_STARTUP_JSON) return JSON.parse(fs.readFileSync(process.env.BENCH_STARTUP_JSON, "utf8"))
  if (process.env.BENCH_STARTUP === "0") return null
  try {
    return await benchStartup({ port, storePort, pgPort, npmTest: process.env.BENCH_NPM_TEST === "1" })
  } catch (err) {
    return { error: String(err.message ?? err) }
  }
}

// BENCH_ONLY=lighthouse,backend re-measures only those steps and keeps the other figures of the last run
// (reports/bench.json), e.g. after a flaky step.
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim())
const previous = only && fs.existsSync("reports/bench.json") ? JSON.parse(fs.readFileSync("reports/bench.json", "utf8")) : {}
const wanted = (step) => !only || only.includes(step) || previous[step] === undefined
const figures = { ...previous, machine: previous.machine && only && !only.includes("backend") ? previous.machine : machine() }
if (wanted("bundle")) {
  console.log(`== bundle sizes`)
  figures.bundle = bundleSizes()
  console.log(`initial JavaScript ${figures.bundle.initialKb} KB gzip; on-demand code in it:`, figures.bundle.onDemandInInitial)
}
if (wanted("backend")) {
  console.log(`\n== backend`)
  figures.backend = await benchBackend({
    port,
    pgPort,
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    orders: Number(process.env.BENCH_ORDERS ?? 5),
  })
  printBackend(figures.backend)
}
if (wanted("lighthouse")) {
  console.log(`\n== Lighthouse`)
  figures.lighthouse = await benchLighthouse({ port, storePort, pgPort })
  for (const p of figures.lighthouse) console.log(p.name, p.scores)
}
figures.checkout = checkoutRequests()
console.log(`\n== checkout critical path:`, figures.checkout ? `${figures.checkout.sequential} sequential` : "no reports/checkout-requests.json")
if (wanted("startup")) {
  console.log(`\n== start-up`)
  figures.startup = await startup()
  console.log(figures.startup)
}
fs.mkdirSync("reports", { recursive: true })
fs.writeFileSync("reports/bench.json", JSON.stringify(figures, null, 2))
const notes = fs.existsSync(NOTES) ? fs.readFileSync(NOTES, "utf8") : ""
fs.writeFileSync(DOC, performanceDoc({ ...figures, notes }))
console.log(`\nWritten ${path.relative(process.cwd(), DOC)} (figures also in reports/bench.json)`)
