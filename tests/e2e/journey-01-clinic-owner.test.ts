import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { failureScreenshot, launchBrowser, newSession } from "./support/browser"
import { mouse } from "./support/interact"
import { ownerJourney } from "./support/owner-journey"
import { RequestLog, writeCheckoutReport } from "./support/request-log"

let browser: Browser
let page: Page | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it("a clinic owner signs up, registers an Epilepsy clinic, is approved, orders and finds the order again", async (ctx) => {
  ctx.onTestFailed(() => failureScreenshot(page, ctx.task.name))
  const session = await newSession(browser)
  page = session.page
  const log = new RequestLog(page)
  const { requests } = await ownerJourney(page, { interact: mouse, screenshots: true, requestLog: log })
  expect(requests?.length).toBeGreaterThan(0)
  const counts = writeCheckoutReport(requests!)
  console.log(`Checkout critical path (Add to cart → confirmation): ${counts.sequential} sequential of ${counts.total} requests (reports/checkout-requests.json)`)
  await session.context.close()
})
