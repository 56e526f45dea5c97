import { beforeAll, describe, expect, it } from "vitest"
import { request } from "./support/client"
import { clinicMember, readyCart, type Customer } from "./support/commerce-fixtures"
import { waitForMail } from "./support/mail"

type Member = Customer & { clinicId: string }

let member: Member
let stranger: Member

beforeAll(async () => {
  member = await clinicMember("Epilepsy Clinic", "member", "approved")
  stranger = await clinicMember("Epilepsy Clinic", "owner", "approved")
}, 60_000)

describe("the order reference (POST/GET /store/carts/:id/reference)", () => {
  it("is written on the customer's own cart, at most 64 characters, and refused to others", async () => {
    const cartId = await readyCart(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    expect((await member.agent.get(`/store/carts/${cartId}/reference`).expect(200)).body).toEqual({ reference: null })
    expect((await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "  PO 17/A  " }).expect(200)).body).toEqual({ reference: "PO 17/A" })
    expect((await member.agent.get(`/store/carts/${cartId}/reference`).expect(200)).body).toEqual({ reference: "PO 17/A" })
    expect((await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "x".repeat(64) })).status).toBe(200)
    const long = await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "x".repeat(65) })
    expect(long.status).toBe(400)
    expect(long.body).toEqual({ type: "invalid_data", message: "reference: at most 64 characters" })
    expect((await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: 42 })).status).toBe(400)
    expect((await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "a", other: 1 })).status).toBe(400)
    expect((await stranger.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "mine" })).status).toBe(404)
    expect((await stranger.agent.get(`/store/carts/${cartId}/reference`)).status).toBe(404)
    expect((await request().post(`/store/carts/${cartId}/reference`).send({ reference: "mine" })).status).toBe(401)
    expect((await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "" }).expect(200)).body).toEqual({ reference: null })
  })

  it.each([
    ["line breaks", "PO-1\nTotal: $0.00\nPAID IN FULL"],
    ["a carriage return", "PO-1\rPAID"],
    ["a tab", "PO\t1"],
    ["an escape sequence", "PO-1\u001b[2J"],
    ["a right-to-left override", "PO-\u202e1-OP"],
    ["a line separator", "PO-1\u2028PAID"],
  ])("refuses %s in the reference with a 400 naming it, and keeps the reference it had", async (_what, reference) => {
    const cartId = await readyCart(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "PO-9" }).expect(200)
    const res = await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ type: "invalid_data", message: "reference: printable text only (no line breaks, tabs or control characters)" })
    expect((await member.agent.get(`/store/carts/${cartId}/reference`).expect(200)).body).toEqual({ reference: "PO-9" })
  })

  it("takes printable text in any script", async () => {
    const cartId = await readyCart(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    const reference = "Bestilling Ærø-17 / 注文 #5"
    expect((await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference }).expect(200)).body).toEqual({ reference })
  })

  it("is kept on the order, shown with it and in its mail, and frozen once the order exists", async () => {
    const cartId = await readyCart(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "PO-77" }).expect(200)
    const order = (await member.agent.post(`/store/carts/${cartId}/complete`).expect(200)).body.data
    const after = await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "PO-78" })
    expect(after.status).toBe(409)
    const shown = (await member.agent.get(`/store/orders/${order.id}`).expect(200)).body.order
    expect(shown.reference).toBe("PO-77")
    expect(shown.invoice_available).toBe(true)
    const mail = await waitForMail(order.email, new RegExp(`Order #${order.display_id} is placed`))
    expect(mail.text).toContain("Your reference: PO-77")
  })
})
