import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, onTestFailed } from "vitest"
import { failureScreenshot, launchBrowser, newSession } from "./browser"

/**
 * One browser for a journey file, and fresh signed-out contexts on demand; on failure the last page used is
 * saved under reports/e2e-failures. Call at the top level of a test file.
 */
export function useJourneyBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    /** A new signed-out browser profile; its page is the one screenshotted if the test fails. */
    async session(testName: string, options: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
      const session = await newSession(browser, options)
      contexts.push(session.context)
      onTestFailed(() => failureScreenshot(session.page, `${testName}-${contexts.length}`))
      return session
    },
    get browser() {
      return browser
    },
  }
}
