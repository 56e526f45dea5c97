import { describe, expect, it, vi } from "vitest"
import { request, staff } from "../support/client"
import { approvedIndividual, placeOrder, type Customer } from "../support/commerce-fixtures"

/**
 * Order edits staff ask a customer about: only the order's customer reads, declines or accepts them (another customer
 * 404, a visitor 401), a draft staff has not sent is nobody's to see, and an edit that costs more is paid through its
 * payment collection the customer's one way (invoice in the US region).
 */
vi.setConfig({ testTimeout: 120_000 })

type OrderEdit = { id: string; status: string; payment_collection_id: string | null; items: { id: string; original_item_id: string }[] }

/** An order of `quantity` units and a staff edit of its line to `to` units; requested unless `draft`. */
async function editedOrder(quantity: number, to: number, draft = false) {
  const owner = await approvedIndividual()
  const { order } = await placeOrder(owner, [{ sku: "AMH-HOME", quantity }])
  const admin = await staff()
  const created = await admin.post("/admin/order-edits").send({ order_id: order.id })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const edit = created.body.order_edit as OrderEdit
  const item = edit.items.find((line) => line.original_item_id === order.items[0].id)!
  await admin.post(`/admin/order-edits/${edit.id}/items/${item.id}`).send({ quantity: to }).expect(200)
  if (draft) return { owner, edit }
  const requested = await admin.post(`/admin/order-edits/${edit.id}/request`)
  expect(requested.status, JSON.stringify(requested.body)).toBe(200)
  return { owner, edit: requested.body.order_edit as OrderEdit }
}

async function refusedToOthers(owner: Customer, path: string, method: "get" | "post" = "get") {
  const other = await approvedIndividual()
  const foreign = await other.agent[method](path)
  expect([foreign.status, foreign.body.type]).toEqual([404, "not_found"])
  expect((await request()[method](path)).status).toBe(401)
  return owner
}

describe("order edits of the customer's own order", () => {
  it("lets the owner read and accept an edit that costs less; another customer gets 404, a visitor 401", async () => {
    const { owner, edit } = await editedOrder(2, 1)
    const read = await owner.agent.get(`/store/order-edits/${edit.id}`)
    expect([read.status, read.body.order_edit?.status]).toEqual([200, "requested"])
    await refusedToOthers(owner, `/store/order-edits/${edit.id}`)
    await refusedToOthers(owner, `/store/order-edits/${edit.id}/complete`, "post")
    await refusedToOthers(owner, `/store/order-edits/${edit.id}/decline`, "post")
    const accepted = await owner.agent.post(`/store/order-edits/${edit.id}/complete`)
    expect([accepted.status, accepted.body.order_edit?.status], JSON.stringify(accepted.body)).toEqual([200, "confirmed"])
  })

  it("hides a draft staff has not sent (404), and lets the owner decline a sent one with a reason", async () => {
    const draft = await editedOrder(1, 2, true)
    expect((await draft.owner.agent.get(`/store/order-edits/${draft.edit.id}`)).status).toBe(404)
    const { owner, edit } = await editedOrder(2, 1)
    const tooLong = await owner.agent.post(`/store/order-edits/${edit.id}/decline`).send({ declined_reason: "x".repeat(501) })
    expect([tooLong.status, String(tooLong.body.message).startsWith("declined_reason:")]).toEqual([400, true])
    const declined = await owner.agent.post(`/store/order-edits/${edit.id}/decline`).send({ declined_reason: "I need both" })
    expect([declined.status, declined.body.order_edit?.status, declined.body.order_edit?.declined_reason]).toEqual([200, "declined", "I need both"])
  })

  it("has an edit that costs more paid through its payment collection, the customer's one way, by the owner only", async () => {
    const { owner, edit } = await editedOrder(1, 2)
    expect(edit.payment_collection_id).toEqual(expect.any(String))
    const collection = `/store/payment-collections/${edit.payment_collection_id}`
    expect((await owner.agent.get(collection)).status).toBe(200)
    await refusedToOthers(owner, collection)
    await refusedToOthers(owner, `${collection}/sessions`, "post")
    const card = await owner.agent.post(`${collection}/sessions`).send({ provider_id: "stripe" })
    expect([card.status, card.body.message]).toEqual([403, 'provider_id: this customer pays by manual, not "stripe"'])
    const batch = await owner.agent.post(`${collection}/sessions/batch`).send({})
    expect(batch.status).toBe(403)
    const opened = await owner.agent.post(`${collection}/sessions`).send({ provider_id: "manual" })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const session = opened.body.payment_collection.payment_sessions[0] as { id: string }
    await refusedToOthers(owner, `${collection}/sessions/${session.id}/authorize`, "post")
    const authorised = await owner.agent.post(`${collection}/sessions/${session.id}/authorize`)
    expect(authorised.status, JSON.stringify(authorised.body)).toBe(200)
    const accepted = await owner.agent.post(`/store/order-edits/${edit.id}/complete`)
    expect([accepted.status, accepted.body.order_edit?.status], JSON.stringify(accepted.body)).toEqual([200, "confirmed"])
  })
})
