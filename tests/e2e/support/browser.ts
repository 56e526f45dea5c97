import fs from "node:fs"
import path from "node:path"
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core"

/** Debian's Chromium package; `npx playwright install` cannot download browsers on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/** Starts headless Chromium; fails with one line naming the package to install when it is missing. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, headless: true })
}

/** A fresh browser profile (own cookies) with a desktop viewport, for one user of a journey. */
export async function newSession(browser: Browser, options: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: options.locale ?? "en-US" })
  context.setDefaultTimeout(20_000)
  const page = await context.newPage()
  return { context, page }
}

/**
 * Where a run's screenshots go: reports/screenshots (ignored by git), so a test run leaves the working tree as it found
 * it; `npm run docs:screenshots` runs the journeys with SCREENSHOTS=docs to refresh the ones committed in docs/screenshots.
 */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, process.env.SCREENSHOTS === "docs" ? "../../../docs/screenshots" : "../../../reports/screenshots")

/** Saves a full-page screenshot as <SCREENSHOT_DIR>/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" })
  return file
}

/** Saves a screenshot of one element (a widget, a dialog) as <SCREENSHOT_DIR>/<name>.png. */
export async function screenshotOf(element: Locator, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  await element.screenshot({ path: file, animations: "disabled" })
  return file
}

/** Saves what the page showed when a test failed, as reports/e2e-failures/<test name>.png (ignored by git). */
export async function failureScreenshot(page: Page | undefined, testName: string): Promise<void> {
  if (!page || page.isClosed()) return
  const dir = path.resolve(import.meta.dirname, "../../../reports/e2e-failures")
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${testName.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}.png`)
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
  console.error(`Screenshot of the failure: ${file}`)
}
