import { describe, expect, it, vi } from "vitest"
import { staff } from "../support/client"
import { approvedIndividual, clinicMember, placeOrder } from "../support/commerce-fixtures"
import { STOCK_LOCATION } from "../../../backend/src/seed/warehouse"
import { sql } from "../support/db"
import { linkIn, mailsTo, waitForMail } from "../support/mail"

/**
 * A return after it is asked for: the customer hears in her language that it is requested; staff receive it and
 * refund through Medusa's admin API (the back office's buttons); the customer's order then shows the return received,
 * Medusa's refunded total and no units left to return, and she hears the items arrived.
 */
vi.setConfig({ testTimeout: 120_000 })

type ReturnView = { id: string; status: string; items: { item_id: string; quantity: number }[] }
type OrderView = { id: string; refunded_total: number; returns: ReturnView[]; items: { id: string; returnable_quantity: number }[] }

/** An order of two units of one line, paid (captured) and both units fulfilled by staff. */
async function fulfilledOrder() {
  const owner = await approvedIndividual()
  const { order } = await placeOrder(owner, [{ sku: "AMH-HOME", quantity: 2 }])
  const line = order.items[0]
  const admin = await staff()
  const captured = await admin.post(`/admin/orders/${order.id}/capture`)
  expect(captured.status, JSON.stringify(captured.body)).toBe(200)
  const fulfilled = await admin.post(`/admin/orders/${order.id}/fulfillment`).send({ items: [{ item_id: line.id, quantity: 2 }] })
  expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200)
  return { owner, order, line, admin, location_id: await warehouse(admin) }
}

/** The seeded warehouse: staff say where returned units go back into stock (the back office asks the same). */
async function warehouse(admin: Awaited<ReturnType<typeof staff>>): Promise<string> {
  const res = await admin.get("/admin/stock-locations").expect(200)
  return (res.body.stock_locations as { id: string; name: string }[]).find((location) => location.name === STOCK_LOCATION.name)!.id
}

async function orderAsShopperSees(owner: Awaited<ReturnType<typeof approvedIndividual>>, orderId: string): Promise<OrderView> {
  return (await owner.agent.get("/store/orders/").query({ id: orderId }).expect(200)).body.order as OrderView
}

describe("a customer's return, from request to refund", () => {
  it("shows the units left to return, mails the request in the customer's language, and staff receive and refund it", async () => {
    const { owner, order, line, admin, location_id } = await fulfilledOrder()
    await sql(`update customer set metadata = coalesce(metadata, '{}'::jsonb) || '{"locale":"da"}' where id = $1`, [owner.id])
    expect((await orderAsShopperSees(owner, order.id)).items.find((item) => item.id === line.id)?.returnable_quantity).toBe(2)

    const made = await owner.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 1, note: "Box was crushed" }] })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const returnId = made.body.return.id as string

    const requested = await orderAsShopperSees(owner, order.id)
    expect(requested.returns).toEqual([expect.objectContaining({ id: returnId, status: "requested", items: [expect.objectContaining({ item_id: line.id, quantity: 1 })] })])
    expect(requested.items.find((item) => item.id === line.id)?.returnable_quantity).toBe(1)
    expect(requested.refunded_total).toBe(0)

    const requestedMail = await waitForMail(owner.email, /returanmodning/)
    expect(requestedMail.subject).toBe(`Ordre #${order.display_id}: vi har modtaget din returanmodning`)
    expect(requestedMail.text).toMatch(/1 × /)
    expect(linkIn(requestedMail).pathname).toBe(`/orders/${order.id}`)

    // Staff receive the unit without refunding on receipt, then refund it as its own step (the back office's two buttons).
    const received = await admin.post(`/admin/returns/${returnId}/receive`).send({ items: [{ item_id: line.id, quantity: 1 }], refund: 0, location_id })
    expect(received.status, JSON.stringify(received.body)).toBe(200)
    const receivedMail = await waitForMail(owner.email, /returnerede varer er modtaget/)
    expect(receivedMail.subject).toBe(`Ordre #${order.display_id}: dine returnerede varer er modtaget`)

    const unitPrice = (await admin.get(`/admin/orders/${order.id}`).expect(200)).body.order.items[0].unit_price as number
    const refunded = await admin.post(`/admin/orders/${order.id}/refund`).send({ amount: unitPrice, reason: "return", note: "Damaged kit" })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)

    const after = await orderAsShopperSees(owner, order.id)
    expect(after.returns).toEqual([expect.objectContaining({ id: returnId, status: "received" })])
    expect(after.refunded_total).toBe(unitPrice)
    expect(after.items.find((item) => item.id === line.id)?.returnable_quantity).toBe(1)
  })

  it("says the refunded total in the received mail when staff refund on receipt (English by default)", async () => {
    const { owner, order, line, admin, location_id } = await fulfilledOrder()
    const made = await owner.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 2 }] })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    await waitForMail(owner.email, /your return is requested/)
    const received = await admin.post(`/admin/returns/${made.body.return.id}/receive`).send({ items: [{ item_id: line.id, quantity: 2 }], location_id })
    expect(received.status, JSON.stringify(received.body)).toBe(200)
    const mail = await waitForMail(owner.email, /returned items have arrived/)
    const after = await orderAsShopperSees(owner, order.id)
    expect(after.refunded_total).toBeGreaterThan(0)
    expect(mail.text).toMatch(/Refunded so far: \$\d/)
    expect(after.items.find((item) => item.id === line.id)?.returnable_quantity).toBe(0)
  })

  it("mails the clinic member who placed the order, not the clinic's billing address", async () => {
    const member = await clinicMember("Fertility Clinic", "member", "approved")
    const { order } = await placeOrder(member, [{ sku: "ECS-COUPLE", quantity: 1 }])
    const admin = await staff()
    const line = order.items[0]
    expect((await admin.post(`/admin/orders/${order.id}/fulfillment`).send({ items: [{ item_id: line.id, quantity: 1 }] })).status).toBe(200)
    const made = await member.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 1 }] })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    await waitForMail(member.email, /your return is requested/)
    const [{ billing_email }] = await sql<{ billing_email: string }>(`select billing_email from clinic where id = $1`, [member.clinicId])
    expect((await mailsTo(billing_email)).filter((mail) => /return/i.test(mail.subject))).toEqual([])
  })
})
