import { describe, expect, it } from "vitest"
import { cardBrandName, formatStoreMoney, paymentCardOf } from "@clinic-store/contract"
import { approvedIndividual, regionId, variantId, type Customer } from "./support/commerce-fixtures"
import { confirmCard, europeanCart, openPayment } from "./support/card-fixtures"
import { asBytes } from "./support/binary"
import { waitForMail } from "./support/mail"
import { pdfText } from "../support/pdf-text"

/**
 * Issue 43: consumers in the EU regions see prices including VAT (Medusa's tax-inclusive pricing on the Denmark and
 * Europe regions and their shipping), and the VAT is Medusa's `tax_total`, the part of the total that is VAT. The
 * confirmation's answer and the order mail say what happens next and name the card, never the internal order id.
 */

const DK_ADDRESS = { first_name: "Mette", last_name: "Hansen", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }
const dkk = (amount: number) => formatStoreMoney(amount, "dkk", "en")

/** A Danish cart with `quantity` units of the DKK 815 test, addresses and shipping. */
async function danishCart(customer: Customer, quantity: number): Promise<string> {
  const { agent } = customer
  const cartId = (await agent.post("/store/carts").send({ region_id: await regionId("dkk") }).expect(200)).body.cart.id as string
  await agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("VITD-THY-2"), quantity }).expect(200)
  await agent.post(`/store/carts/${cartId}`).send({ email: customer.email, shipping_address: DK_ADDRESS, billing_address: DK_ADDRESS }).expect(200)
  const options = await agent.get(`/store/shipping-options/${cartId}`).expect(200)
  await agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  return cartId
}

describe("prices with VAT in the EU regions (issue 43)", () => {
  it("two items at DKK 815 incl. VAT cost DKK 1,630 plus DKK 99 shipping incl. VAT; Medusa's VAT is the 25 % they include", async () => {
    const customer = await approvedIndividual()
    const cartId = await danishCart(customer, 2)
    const cart = (await customer.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart
    expect(cart.region).toMatchObject({ currency_code: "dkk", includes_tax: true })
    expect(cart.items[0]).toMatchObject({ unit_price: 81500, quantity: 2, includes_tax: true, original_total: 163000 })
    // Before the fix: DKK 2,161.25 (25 % added on top of 1,630 + 99).
    expect(cart.total).toBe(172900)
    expect(cart.tax_total).toBe(34580)
    expect(cart.subtotal + cart.shipping_total + cart.tax_total).toBe(cart.total)

    expect((await openPayment(customer, cartId)).payment_session?.provider_id).toBe("manual")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const order = placed.body.data as { id: string; display_id: number; total: number; tax_total: number; payment_standing: { kind: string } }
    expect(order).toMatchObject({ total: 172900, tax_total: 34580 })
    // The confirmation reads what happens next from the answer: the invoice and the day it is due.
    expect(order.payment_standing.kind).toBe("invoice_due")

    const mail = await waitForMail(customer.email, new RegExp(`#${order.display_id} is placed`))
    expect(mail.text).toContain(`2 × `)
    expect(mail.text).toContain(`: ${dkk(163000)}`)
    expect(mail.text).toContain(`VAT: ${dkk(34580)}`)
    expect(mail.text).toContain(`Total incl. VAT: ${dkk(172900)}`)
    expect(mail.text).toMatch(/Payment: Invoice due .+ — we ship within 2 working days\./)
    expect(mail.text).toContain("Each test comes as a kit")
    expect(mail.text).not.toContain(`Order reference: ${order.id}`)

    const pdf = await pdfText((await asBytes(customer.agent.get(`/store/orders/${order.id}/invoice`)).expect(200)).body)
    expect(pdf).toContain("Unit prices include VAT")
    expect(pdf).toContain("Total incl. VAT")
    // Read with every run of spaces as one (the PDF prints an amount's no-break spaces as spaces, columns apart).
    const flat = (text: string) => text.replace(/\s+/g, " ")
    expect(flat(pdf)).toContain(flat(`VAT ${dkk(34580)}`))
    expect(flat(pdf)).toContain(flat(`Total incl. VAT ${dkk(172900)}`))
  }, 120_000)

  it("a European card order: the answer and the mail name the card (brand, last four) and the VAT the total includes", async () => {
    const customer = await approvedIndividual()
    const cartId = await europeanCart(customer)
    const cart = await openPayment(customer, cartId)
    expect(cart.payment_session?.provider_id).toBe("stripe")
    expect((await confirmCard(cart.payment_session!.data.client_secret!, "pm_card_visa")).body.status).toBe("requires_capture")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const order = placed.body.data
    expect(order.payment_standing).toEqual({ kind: "paid_by_card" })
    expect(paymentCardOf(order.payments)).toEqual({ brand: "visa", last4: "4242" })
    expect(order.items[0].includes_tax).toBe(true)
    expect(order.subtotal + order.shipping_total + order.tax_total).toBe(order.total)
    // The order's page answers the same card.
    const again = (await customer.agent.get(`/store/orders/${order.id}`).expect(200)).body.order
    expect(paymentCardOf(again.payments)).toEqual({ brand: "visa", last4: "4242" })

    const eur = (amount: number) => formatStoreMoney(amount, "eur", "en")
    const mail = await waitForMail(customer.email, new RegExp(`#${order.display_id} is placed`))
    expect(mail.text).toContain(`Payment: Paid by card (${cardBrandName("visa")} ending in 4242) — we ship within 2 working days.`)
    expect(mail.text).toContain(`VAT: ${eur(order.tax_total)}`)
    expect(mail.text).toContain(`Total incl. VAT: ${eur(order.total)}`)
  }, 120_000)
})
