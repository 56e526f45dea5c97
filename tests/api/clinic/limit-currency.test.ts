import { describe, expect, it, vi } from "vitest"
import { regionId, variantId, type Customer } from "../support/commerce-fixtures"
import { approvalClinic, setLimits } from "./approval-support"

vi.setConfig({ testTimeout: 180_000 })

const JP_ADDRESS = { first_name: "Test", last_name: "Member", address_1: "1-1 Marunouchi", city: "Tokyo", postal_code: "100-0005", country_code: "jp" }

/** A cart in the Japan region (yen), ready to complete: a panel, a Japanese address, shipping, the manual payment. */
async function readyYenCart(customer: Customer): Promise<string> {
  const { agent } = customer
  const cartId = (await agent.post("/store/carts").send({ region_id: await regionId("jpy") }).expect(200)).body.cart.id as string
  await agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("EPI-PANEL-STD"), quantity: 1 }).expect(200)
  await agent.post(`/store/carts/${cartId}`).send({ email: customer.email, shipping_address: JP_ADDRESS, billing_address: JP_ADDRESS }).expect(200)
  const options = await agent.get(`/store/shipping-options/${cartId}`).expect(200)
  await agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  await agent.post(`/store/carts/${cartId}/payment-sessions`).expect(200)
  await agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }).expect(200)
  return cartId
}

describe("a spending-limit refusal names each amount in its own currency", () => {
  it("shows a yen cart's total in yen, and the clinic's dollar limit in dollars", async () => {
    const c = await approvalClinic()
    await setLimits(c.owner, c.member.id, { per_order: 5000, per_month: null })
    const cartId = await readyYenCart(c.member)
    const { total } = (await c.member.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart as { total: number }
    const refused = await c.member.agent.post(`/store/carts/${cartId}/complete`).expect(403)
    // Yen have no minor unit: the total is written as it is, with the yen sign; the limit is $50.00.
    const yen = new Intl.NumberFormat("en-US", { style: "currency", currency: "JPY" }).format(total)
    expect(refused.body.message).toContain(`this order (${yen})`)
    expect(refused.body.message).toContain("limit per order ($50.00)")
    expect(refused.body).toMatchObject({ type: "approval_required", limit: "per_order", limit_amount: 5000, total, currency_code: "usd", cart_currency_code: "jpy" })
  })
})
