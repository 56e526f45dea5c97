import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { failureScreenshot, launchBrowser, newSession } from "./support/browser"
import { keyboard } from "./support/interact"
import { ownerJourney } from "./support/owner-journey"

let browser: Browser
let page: Page | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// Journey 9: every screen of every journey passes axe (checkScreen); this one is the owner journey again,
// operated with the keyboard only (Tab to reach a control, Enter or Space to use it, typing to fill).
it("the clinic owner journey works with the keyboard only", async (ctx) => {
  ctx.onTestFailed(() => failureScreenshot(page, ctx.task.name))
  const session = await newSession(browser)
  page = session.page
  let clicks = 0
  await page.exposeFunction("__countMouseClick", () => clicks++)
  await page.addInitScript(() => {
    // A real pointer click has screen coordinates; keyboard activation of a button dispatches a click at 0,0.
    window.addEventListener("mousedown", () => (window as unknown as { __countMouseClick: () => void }).__countMouseClick(), true)
  })
  const { displayId } = await ownerJourney(page, { interact: keyboard(page), screenshots: true })
  expect(displayId).toBeGreaterThan(0)
  expect(clicks).toBe(0)
  await session.context.close()
})
