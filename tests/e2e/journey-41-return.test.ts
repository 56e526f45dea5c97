import { expect, it } from "vitest"
import { STOCK_LOCATION } from "../../backend/src/seed/warehouse"
import { placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { checkScreen, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

it("a customer asks for a return of a fulfilled order on her phone; staff receive and refund it and she sees it received", async () => {
  const { page } = await journey.session("return-request")
  await page.setViewportSize({ width: 390, height: 844 })
  await signUp(page, uniqueEmail("return-owner"), { first: "Rita", last: "Return" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Return Journey Clinic ${Date.now()}`)
  const order = await placeOrderAs(page, "epilepsy-gene-panel")

  // Staff take the payment and send the kit (the back office's buttons, through the admin API).
  const staff = await staffApi()
  expect((await staff.post(`/admin/orders/${order.id}/capture`)).status).toBe(200)
  const sent = await staff.post(`/admin/orders/${order.id}/fulfillment`).send({ items: [{ item_id: order.items[0].id, quantity: 1 }] })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)

  await page.goto(storePath(`/orders/${order.id}`))
  const content = main(page)
  await content.getByRole("heading", { name: `Order #${order.display_id}` }).waitFor()
  const returns = content.getByRole("region", { name: "Returns" })
  // The disclosure opens from the keyboard.
  await returns.getByText("Return items", { exact: true }).focus()
  await page.keyboard.press("Enter")
  const form = returns.getByRole("form", { name: "Return items of this order" })
  await form.waitFor()

  // Nothing chosen: the form says so and sends nothing.
  await form.getByRole("button", { name: "Ask for the return" }).click()
  await form.getByRole("alert").filter({ hasText: "Choose at least one item to return." }).waitFor()

  await form.getByLabel(/^Units of .+ to return$/).fill("1")
  await form.getByLabel(/^Reason/).selectOption({ label: "Damaged" })
  await form.getByLabel(/^Note for us/).fill("The kit's box arrived crushed.")
  await form.getByRole("button", { name: "Ask for the return" }).click()
  await returns.getByRole("status").filter({ hasText: "Your return is requested." }).waitFor({ timeout: 15_000 })
  await returns.getByText("Return requested", { exact: true }).waitFor({ timeout: 15_000 })
  // Its one unit is on the return: nothing is left to return, and the page says why.
  await returns.getByText("Every item sent to you is already on a return.").waitFor()
  await checkScreen(page, "order-return-requested-390", { screenshot: true })

  // After a reload the return is still there, from the server.
  await page.reload()
  await content.getByRole("region", { name: "Returns" }).getByText("Return requested", { exact: true }).waitFor({ timeout: 15_000 })

  // Staff receive the returned kit into the warehouse; Medusa refunds it on receipt.
  const locations = (await staff.get("/admin/stock-locations")).body.stock_locations as { id: string; name: string }[]
  const location_id = locations.find((location) => location.name === STOCK_LOCATION.name)!.id
  const requested = (await staff.get(`/admin/orders/${order.id}`).query({ expand: "returns" })).body.order.returns as { id: string; status: string }[]
  expect(requested.map((item) => item.status)).toEqual(["requested"])
  const received = await staff.post(`/admin/returns/${requested[0].id}/receive`).send({ items: [{ item_id: order.items[0].id, quantity: 1 }], location_id })
  expect(received.status, JSON.stringify(received.body)).toBe(200)

  await page.reload()
  const after = content.getByRole("region", { name: "Returns" })
  await after.getByText("Return received", { exact: true }).waitFor({ timeout: 15_000 })
  await expect.poll(() => after.locator(".return-refunded").textContent()).toMatch(/^Refunded: \$\d/)
  await checkScreen(page, "order-return-received-390", { screenshot: true })
})
