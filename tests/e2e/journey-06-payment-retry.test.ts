import { afterAll, expect, inject, it } from "vitest"
import { FaultProxy } from "../support/fault-proxy"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { mouse } from "./support/interact"
import { useJourneyBrowser } from "./support/journey"
import { checkout } from "./support/owner-journey"
import { uniqueEmail } from "./support/store-api"
import { addFromGrid, cartLink, expectCartCount, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()
const proxy = new FaultProxy(inject("backendUrl"))
afterAll(() => proxy.stop())

const PAYMENT_SESSIONS = /\/store\/carts\/[^/]+\/payment-sessions(\?|$)/
const COMPLETE = /\/store\/carts\/[^/]+\/complete(\?|$)/
const REFUSALS = 3

it("checkout completes exactly once although the backend refuses payment-session creation a few times", async () => {
  // This storefront was built with the proxy as its backend (support/retry-storefront.ts).
  await proxy.start(inject("retryProxyPort"))
  const base = inject("retryStoreUrl")
  const { page } = await journey.session("payment-retry")
  const email = uniqueEmail("retry-owner")
  await signUp(page, email, { first: "Rita", last: "Retry" }, base)
  await registerApprovedClinic(page, "Epilepsy Clinic", `Retry Journey Clinic ${Date.now()}`)

  const refusal = { kind: "status" as const, status: 500, body: { type: "unexpected_state", message: "injected failure" } }
  proxy.inject("POST", PAYMENT_SESSIONS, ...Array.from({ length: REFUSALS }, () => refusal))

  await page.goto(storePath("/products", base))
  await addFromGrid(page, "Whole Exome Sequencing")
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await checkout(page, mouse, email)
  await expectCartCount(page, 0)

  const attempts = proxy.requests("POST", PAYMENT_SESSIONS)
  expect(attempts.filter((r) => r.fault === "status")).toHaveLength(REFUSALS)
  expect(attempts.length).toBeGreaterThan(REFUSALS)
  expect(proxy.requests("POST", COMPLETE)).toHaveLength(1)
  const orders = await asBrowser(page, "GET", "/store/orders/list")
  expect(orders.status).toBe(200)
  expect(orders.body.count).toBe(1)
})
