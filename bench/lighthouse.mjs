/**
 * Lighthouse (the npm package, Debian's Chromium) on the signed-out home page and on the products page of a
 * signed-in clinic owner, against the production build served by the stack started here. The products page twice:
 * as a returning customer finds it (the application's files in the browser's cache, as the home page's audit left
 * them: Lighthouse clears the cache only with the storage, which the signed-in audit must keep) and with nothing
 * cached but the session cookies.
 *
 *   npm run bench:lighthouse   # PORT (9013), STORE_PORT (8013), PG_PORT (54313); CHROME_PATH (/usr/bin/chromium);
 *                              # LIGHTHOUSE_RUNS (5): audits of each page, alternating
 *
 * One Lighthouse run's performance score swings by several points on the same build (its simulated Total Blocking
 * Time multiplies whatever the machine was doing by 4), so each page is audited LIGHTHOUSE_RUNS times, alternating
 * pages, and the run with the median performance score is the page's figure, as Lighthouse's own guidance on
 * variability advises (median of five runs). Prints each page's median run (scores and metrics, JSON, with every
 * run's performance score), then one line per page: the median score, every run's score, and the product pictures
 * it loaded (count, KB, how many lacked width/height).
 *
 * Signing in: the demo clinic owner signs in through the backend's API (local identity provider, then the
 * store session); both cookies are set in the browser (puppeteer-core over the same DevTools port) and the run
 * keeps them (disableStorageReset; cookies of localhost are shared by every port). Header cookies
 * (extraHeaders) would not do: they replace the browser's cookies and make every cross-origin call preflighted.
 * Reports (HTML) go to reports/lighthouse/.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import puppeteer from "puppeteer-core"
import { signInCookie } from "./lib/sign-in.mjs"
import { startBenchStack } from "./lib/stack.mjs"

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
const CATEGORIES = ["performance", "accessibility", "best-practices"]

/** One audit; Lighthouse's trace recording sometimes fails (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function audit(chrome, url, signedIn, attempt = 1) {
  const measured = await auditOnce(chrome, url, signedIn)
  if (!measured.runtimeError || attempt >= 3) return measured
  console.log(`Lighthouse run error on ${url} (${measured.runtimeError}); running again`)
  return audit(chrome, url, signedIn, attempt + 1)
}

/**
 * The pictures the page loaded during the audit (network requests of type Image, with their bytes on the wire) and
 * how many were shown without width and height (Lighthouse's unsized-images audit): the products page's score is
 * "with images" only when it loaded some.
 */
function imagesOf(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const loaded = requests.filter((r) => r.resourceType === "Image" && !String(r.url).startsWith("data:"))
  return {
    loaded: loaded.length,
    kb: Math.round(loaded.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
    unsized: lhr.audits["unsized-images"]?.details?.items?.length ?? 0,
  }
}

async function auditOnce(chrome, url, signedIn) {
  const flags = { port: chrome.port, output: ["html", "json"], logLevel: "error", onlyCategories: CATEGORIES, disableStorageReset: signedIn }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  const [report, reportJson] = result.report
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`)
  const metrics = {
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
  }
  return { url, finalUrl: lhr.finalDisplayedUrl, scores, metrics, images: imagesOf(lhr), failing, report, reportJson, runtimeError: lhr.runtimeError?.code }
}

/**
 * Replaces the browser's cookies: none for the signed-out visitor, the clinic owner's session for the products page.
 * `clearOrigin`: also empty the HTTP cache and that origin's storage (the cart id a previous audit stored).
 */
async function setCookies(chrome, cookies, { clearOrigin } = {}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  if (clearOrigin) {
    const page = (await browser.pages())[0] ?? (await browser.newPage())
    const session = await page.createCDPSession()
    await session.send("Network.clearBrowserCache")
    await session.send("Storage.clearDataForOrigin", { origin: clearOrigin, storageTypes: "local_storage,indexeddb,cache_storage,service_workers" })
    await session.detach()
  }
  await browser.deleteCookie(...(await browser.cookies()))
  if (cookies.length > 0) await browser.setCookie(...cookies.map((c) => ({ ...c, domain: "localhost", path: "/" })))
  await browser.disconnect()
}

/** The run with the median performance score (the lower middle one of an even count), with every run's score. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: runs.map((r) => r.scores.performance) }
}

/**
 * Runs Lighthouse on the signed-out home and the signed-in products page (files cached, nothing cached); returns each
 * page's median run: scores, metrics, failing audits and every run's performance score.
 * @param {{ port: number, storePort: number, pgPort: number }} options
 */
export async function benchLighthouse({ port, storePort, pgPort }) {
  process.env.CHROME_PATH ??= "/usr/bin/chromium"
  const stack = await startBenchStack({ port, pgPort, storePort, storefront: true, name: "bench-lighthouse" })
  const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS, chromePath: process.env.CHROME_PATH })
  try {
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
    const runsOf = { home: [], products: [], productsCold: [] }
    const cookies = await signInCookie(stack.backendUrl, stack.storeUrl)
    for (let run = 0; run < runs; run++) {
      await setCookies(chrome, [])
      runsOf.home.push(await audit(chrome, `${stack.storeUrl}/`, false))
      // A returning customer: the home page's audit left the application's files in the browser's cache.
      await setCookies(chrome, cookies)
      runsOf.products.push(await audit(chrome, `${stack.storeUrl}/products`, true))
      // The same customer with nothing cached (a new browser profile that kept only the session cookies).
      await setCookies(chrome, cookies, { clearOrigin: stack.storeUrl })
      runsOf.productsCold.push(await audit(chrome, `${stack.storeUrl}/products`, true))
    }
    const pages = [
      { file: "home", name: "home (signed out)", ...medianRun(runsOf.home) },
      { file: "products", name: "products (signed-in clinic owner, returning: files cached)", ...medianRun(runsOf.products) },
      { file: "products-cold", name: "products (signed-in clinic owner, nothing cached)", ...medianRun(runsOf.productsCold) },
    ]
    const dir = path.resolve("reports/lighthouse")
    fs.mkdirSync(dir, { recursive: true })
    for (const page of pages) {
      fs.writeFileSync(path.join(dir, `${page.file}.html`), page.report)
      fs.writeFileSync(path.join(dir, `${page.file}.json`), page.reportJson)
    }
    return pages.map(({ file: _file, report: _report, reportJson: _json, ...rest }) => rest)
  } finally {
    await chrome.kill()
    await stack.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchLighthouse({ port: Number(process.env.PORT ?? 9013), storePort: Number(process.env.STORE_PORT ?? 8013), pgPort: Number(process.env.PG_PORT ?? 54313) })
    .then((pages) => {
      console.log(JSON.stringify(pages, null, 2))
      for (const page of pages) {
        const { loaded, kb, unsized } = page.images
        console.log(`${page.name}: performance ${page.scores.performance}, median of ${page.runs.length} runs (${page.runs.join(", ")}); images: ${loaded} loaded, ${kb} KB, ${unsized} without width/height`)
      }
    })
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
