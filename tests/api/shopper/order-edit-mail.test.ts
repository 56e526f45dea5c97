import { describe, expect, it, vi } from "vitest"
import { staff } from "../support/client"
import { confirmCard, europeanCart, intentOf, openPayment } from "../support/card-fixtures"
import { approvedIndividual, placeOrder, type Customer } from "../support/commerce-fixtures"
import { sql } from "../support/db"
import { linkIn, waitForMail } from "../support/mail"

/**
 * An edit staff ask a customer about is mailed to the customer in her language, with Medusa's totals before and after
 * and a link to the storefront's order-edit page; an edit that costs more is paid by card by an individual in a card
 * region, exactly as the storefront's order-edit page pays it (the intent confirmed with the session's client secret,
 * then the session authorised), and then accepted.
 */
vi.setConfig({ testTimeout: 120_000 })

type OrderEdit = { id: string; status: string; total: number; difference_due: number; payment_collection_id: string | null; items: { id: string; original_item_id: string }[] }
type Order = { id: string; display_id: number; total: number; items: { id: string; quantity: number }[] }

/** Staff (Medusa's admin API) change the order's first line to `quantity` units and ask the customer about it. */
async function requestEdit(order: Order, quantity: number): Promise<OrderEdit> {
  const admin = await staff()
  const created = await admin.post("/admin/order-edits").send({ order_id: order.id })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const edit = created.body.order_edit as OrderEdit
  const item = edit.items.find((line) => line.original_item_id === order.items[0].id)!
  await admin.post(`/admin/order-edits/${edit.id}/items/${item.id}`).send({ quantity }).expect(200)
  const requested = await admin.post(`/admin/order-edits/${edit.id}/request`)
  expect(requested.status, JSON.stringify(requested.body)).toBe(200)
  return requested.body.order_edit as OrderEdit
}

async function placeEuropeanCardOrder(customer: Customer): Promise<Order> {
  const cartId = await europeanCart(customer, "VITD-THY-1", 1)
  const cart = await openPayment(customer, cartId)
  expect(cart.payment_session?.provider_id).toBe("stripe")
  await confirmCard(cart.payment_session!.data.client_secret!, "pm_card_visa")
  const completed = await customer.agent.post(`/store/carts/${cartId}/complete`)
  expect([completed.status, completed.body.type], JSON.stringify(completed.body)).toEqual([200, "order"])
  return completed.body.data as Order
}

describe("an order edit to confirm", () => {
  it("is mailed to the customer with the totals before and after and a link to the edit's page", async () => {
    const customer = await approvedIndividual()
    const { order } = await placeOrder(customer, [{ sku: "AMH-HOME", quantity: 1 }])
    const edit = await requestEdit(order as Order, 2)
    const mail = await waitForMail(customer.email, new RegExp(`An edit of your order #${order.display_id} to confirm`))
    const read = await customer.agent.get(`/store/order-edits/${edit.id}`).expect(200)
    const orderRead = await customer.agent.get(`/store/orders/${order.id}`).expect(200)
    const money = (amount: number) => `$${(amount / 100).toFixed(2)}`
    expect(mail.text).toContain(`Total now: ${money(orderRead.body.order.total)}`)
    expect(mail.text).toContain(`Total after the change: ${money(read.body.order_edit.total)}`)
    expect(mail.text).toContain(`You pay the difference of ${money(read.body.order_edit.difference_due)} when you confirm.`)
    const link = linkIn(mail)
    expect(link.pathname).toBe(`/orders/${order.id}/edits/${edit.id}`)
    expect(link.searchParams.get("lang")).toBe("en")
  })

  it("speaks the customer's language", async () => {
    const customer = await approvedIndividual()
    await sql(`update customer set metadata = coalesce(metadata, '{}'::jsonb) || '{"locale":"da"}' where id = $1`, [customer.id])
    const { order } = await placeOrder(customer, [{ sku: "AMH-HOME", quantity: 2 }])
    const edit = await requestEdit(order as Order, 1)
    const mail = await waitForMail(customer.email, new RegExp(`En ændring af din ordre #${order.display_id} skal bekræftes`))
    // The edit costs less: there is no difference to pay.
    expect(mail.text).not.toContain("forskellen")
    expect(linkIn(mail).pathname).toBe(`/orders/${order.id}/edits/${edit.id}`)
    expect(linkIn(mail).searchParams.get("lang")).toBe("da")
    // The order's page offers the edit to its customer until she answers it.
    const waiting = await customer.agent.get("/store/orders/").query({ id: order.id }).expect(200)
    expect(waiting.body.order.requested_edit_ids).toEqual([edit.id])
    await customer.agent.post(`/store/order-edits/${edit.id}/decline`).send({}).expect(200)
    const answered = await customer.agent.get("/store/orders/").query({ id: order.id }).expect(200)
    expect(answered.body.order.requested_edit_ids).toEqual([])
  })

  it("costing more, is paid by card by an individual in a card region, then accepted", async () => {
    const customer = await approvedIndividual()
    const order = await placeEuropeanCardOrder(customer)
    const edit = await requestEdit(order, 2)
    expect(edit.payment_collection_id).toEqual(expect.any(String))
    const collection = `/store/payment-collections/${edit.payment_collection_id}`
    const opened = await customer.agent.post(`${collection}/sessions`).send({ provider_id: "stripe" })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const session = opened.body.payment_collection.payment_sessions[0] as { id: string; amount: number; data: { id: string; client_secret: string } }
    expect(session.amount).toBe(edit.difference_due)
    // Not yet paid: the edit cannot be accepted.
    expect((await customer.agent.post(`/store/order-edits/${edit.id}/complete`)).status).toBeGreaterThanOrEqual(400)
    expect((await confirmCard(session.data.client_secret, "pm_card_visa")).body.status).toBe("requires_capture")
    const authorised = await customer.agent.post(`${collection}/sessions/${session.id}/authorize`)
    expect(authorised.status, JSON.stringify(authorised.body)).toBe(200)
    expect((await intentOf(session.data.id)).amount).toBe(edit.difference_due)
    const accepted = await customer.agent.post(`/store/order-edits/${edit.id}/complete`)
    expect([accepted.status, accepted.body.order_edit?.status], JSON.stringify(accepted.body)).toEqual([200, "confirmed"])
    const after = await customer.agent.get(`/store/orders/${order.id}`).expect(200)
    expect(after.body.order.total).toBe(edit.total)
  })
})
