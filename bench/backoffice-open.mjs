/**
 * `npm run bench:backoffice`: how long each back-office list takes to show its first rows on the large data set,
 * in Chromium. Starts a backend with the back office (Medusa Admin and our pages) on the generated set of
 * `npm run seed:large`, signs in as the seeded staff user, then for every list page, ROUNDS times:
 * - "load": a full page load of the page's address until the first row of its table is visible (the admin's
 *   bundle, the staff session and the list request);
 * - "list request": the time of the list's API request within that load (server and network);
 * - "switch": opening the page from another one through the sidebar (the admin already loaded) until its first row.
 * Prints the median and the worst of each; nothing is asserted (the machine is shared).
 *
 *   npm run bench:backoffice   # PORT (9013): backend; LARGE_PG_PORT (54359): the large set's embedded server;
 *                              # LARGE_DATABASE (clinic_store_large); ROUNDS (3); CHROMIUM_PATH (/usr/bin/chromium)
 */
import os from "node:os"
import { chromium } from "playwright-core"
import { startBackendOn, startLargeServer } from "./lib/large-stack.mjs"

const port = Number(process.env.PORT ?? 9013)
const pgPort = Number(process.env.LARGE_PG_PORT ?? 54359)
const database = process.env.LARGE_DATABASE ?? "clinic_store_large"
const rounds = Number(process.env.ROUNDS ?? 3)
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

/** The seeded staff account (backend/src/seed/seed-store.ts). */
const STAFF = { email: "admin@example.com", password: "supersecret" }

/** Each back-office list: its address under /a, its sidebar label, its test id and the list request it makes. */
const PAGES = [
  { name: "applications", label: "Applications", testId: "applications-page", api: "/admin/applications" },
  { name: "clinics", label: "Clinics", testId: "clinics-page", api: "/admin/clinics" },
  { name: "contact", label: "Contact", testId: "contact-page", api: "/admin/contact-submissions" },
  { name: "lab-orders", label: "Lab orders", testId: "lab-orders-page", api: "/admin/lab-orders" },
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
const firstRow = (page, testId) => page.locator(`[data-testid="${testId}"] tbody tr`).first()

/** Milliseconds from `start()` until the page's first row is visible; with the list request's own time. */
async function timeToFirstRow(page, target, start) {
  let requestMs = null
  // the timing's responseEnd is known once the body has arrived (-1 at the "response" event)
  const onFinished = (request) => {
    const url = new URL(request.url())
    if (url.pathname === target.api && requestMs === null) requestMs = request.timing().responseEnd
  }
  page.on("requestfinished", onFinished)
  const started = performance.now()
  try {
    await start()
    await firstRow(page, target.testId).waitFor({ timeout: 60_000 })
    return { ms: performance.now() - started, requestMs }
  } finally {
    page.off("requestfinished", onFinished)
  }
}

async function signIn(page, adminUrl) {
  await page.goto(`${adminUrl}/login`)
  await page.locator('input[name="email"]').fill(STAFF.email)
  await page.locator('input[name="password"]').fill(STAFF.password)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 60_000 })
}

async function main() {
  console.log(`Load average at the start: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`)
  const server = await startLargeServer(pgPort)
  const databaseUrl = new URL(server.url)
  databaseUrl.pathname = `/${database}`
  const stack = await startBackendOn(databaseUrl.toString(), { port, name: "backoffice-bench", adminUi: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox", "--disable-gpu"] })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    await signIn(page, stack.adminUrl)
    const results = Object.fromEntries(PAGES.map((target) => [target.name, { load: [], request: [], switch: [] }]))
    for (let round = 1; round <= rounds; round++) {
      for (const [index, target] of PAGES.entries()) {
        const load = await timeToFirstRow(page, target, () => page.goto(`${stack.adminUrl}/a/${target.name}`))
        results[target.name].load.push(load.ms)
        if (load.requestMs !== null) results[target.name].request.push(load.requestMs)
        // from the previous list in the sidebar order, without reloading the admin
        const from = PAGES[(index + PAGES.length - 1) % PAGES.length]
        await page.goto(`${stack.adminUrl}/a/${from.name}`)
        await firstRow(page, from.testId).waitFor()
        const link = page.getByRole("link", { name: target.label, exact: true }).first()
        const switched = await timeToFirstRow(page, target, () => link.click())
        results[target.name].switch.push(switched.ms)
        console.log(`round ${round} ${target.name}: load ${load.ms.toFixed(0)} ms (list request ${load.requestMs?.toFixed(0) ?? "?"} ms), switch ${switched.ms.toFixed(0)} ms`)
      }
    }
    console.log(`\nLoad average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}; ${rounds} rounds, database ${database}\n`)
    console.log("| page | load to first row, median / worst ms | list request, median / worst ms | switch from the sidebar, median / worst ms |")
    console.log("|---|---|---|---|")
    for (const target of PAGES) {
      const r = results[target.name]
      const cell = (values) => (values.length ? `${median(values).toFixed(0)} / ${Math.max(...values).toFixed(0)}` : "–")
      console.log(`| ${target.name} | ${cell(r.load)} | ${cell(r.request)} | ${cell(r.switch)} |`)
    }
  } finally {
    await browser.close()
    await stack.stop()
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
