import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, expect, inject, it } from "vitest"
import { screenshot } from "./support/browser"
import { startDevStorefront } from "./support/dev-storefront"
import { useJourneyBrowser } from "./support/journey"
import { addFromGrid, expectCartCount, navigate, signIn } from "./support/storefront"

const journey = useJourneyBrowser()
let devStore: Awaited<ReturnType<typeof startDevStorefront>>

beforeAll(async () => {
  devStore = await startDevStorefront(inject("backendUrl"), inject("stackLogDir"))
}, 180_000)

afterAll(async () => {
  await devStore?.stop()
})

/** Refuses every request that leaves this machine (as behind a clinic's firewall) and answers the refused URLs. */
async function offline(context: BrowserContext): Promise<string[]> {
  const refused: string[] = []
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.continue()
    refused.push(url.toString())
    return route.abort("internetdisconnected")
  })
  return refused
}

/** The inspector's entry for the cart actor (not its children's). */
const cartEntry = (inspector: Page) => inspector.locator('li[data-actor="cart"]')
const cartState = (inspector: Page) => cartEntry(inspector).locator(':scope > [data-testid="state"]')
const cartHistory = (inspector: Page) => cartEntry(inspector).locator(':scope > [data-testid="history"]')

it("the development inspector works offline: it draws the machines and shows the cart actor's state change when an item is added", { timeout: 300_000 }, async () => {
  const { context, page: inspector } = await journey.session("inspector-offline")
  const refused = await offline(context)
  const base = devStore.storeUrl

  await inspector.goto(new URL("/dev/inspector", base).toString())
  await inspector.getByRole("heading", { name: "Machine inspector", level: 1 }).waitFor({ timeout: 120_000 })
  // Every machine is drawn from its definition by the bundled renderer.
  for (const machine of ["session", "auth", "application", "cart", "checkoutPayment", "invite", "membership"]) {
    await expect.poll(() => inspector.locator(`figure[data-machine="${machine}"] svg rect[data-state]`).count()).toBeGreaterThan(0)
  }

  const store = await context.newPage()
  await signIn(store, "owner@example.com", undefined, base)
  // The store tab's actors appear as a tree under the session actor; the cart waits for items.
  await expect.poll(() => inspector.locator('li[data-actor="session"] li[data-actor="cart"]').count(), { timeout: 60_000 }).toBe(1)
  await expect.poll(() => cartState(inspector).textContent(), { timeout: 60_000 }).toBe("active")
  const before = Number(await store.getByRole("banner").locator("a.cart-link .badge").textContent())

  await navigate(store, "Products")
  await addFromGrid(store)
  await expectCartCount(store, before + 1)

  // The cart went through adding the item and is back to waiting; the event log has the event it received.
  await expect.poll(() => cartHistory(inspector).textContent(), { timeout: 20_000 }).toContain("addingItem")
  await expect.poll(() => cartState(inspector).textContent()).toBe("active")
  await expect.poll(() => inspector.locator("table tbody tr").filter({ hasText: "ADD_ITEM" }).count()).toBeGreaterThan(0)
  expect(await inspector.locator("table tbody tr").filter({ hasText: "ADD_ITEM" }).first().getAttribute("data-actor")).toBe("cart")
  // The cart machine's diagram highlights the state the live cart actor is in.
  await expect.poll(() => inspector.locator('figure[data-machine="cart"] rect.md-active').getAttribute("data-state")).toBe("active")

  // Neither the store in development nor the inspector asked for anything outside this machine.
  expect(refused).toEqual([])
  await screenshot(inspector, "inspector-offline")
})
