import type { Agent } from "supertest"
import { beforeAll, describe, expect, it } from "vitest"
import { STOCK_LOCATION } from "../../backend/src/seed/warehouse"
import { request, staff } from "./support/client"
import { clinicMember, createProduct, newCart, placeOrder, type Customer } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Member = Customer & { clinicId: string }

let admin: Agent
let locationId: string
let owner: Member
let member: Member
let otherClinic: Member

/** A product open to epilepsy clinics whose first variant has `stock` units at the store's warehouse. */
async function stockedProduct(stock: number): Promise<{ productId: string; variantId: string; sku: string }> {
  const productId = await createProduct(["Epilepsy Clinic"])
  const product = (await admin.get(`/admin/products/${productId}`).expect(200)).body.product
  const variantId = product.variants[0].id as string
  const [item] = (await admin.get(`/admin/variants/${variantId}/inventory`).expect(200)).body.variant.inventory
  await admin.post(`/admin/inventory-items/${item.id}/location-levels`).send({ location_id: locationId, stocked_quantity: stock }).expect(200)
  const sku = `REORDER-${productId.slice(-8)}`
  await sql(`update product_variant set sku = $2 where id = $1`, [variantId, sku])
  return { productId, variantId, sku }
}

beforeAll(async () => {
  admin = await staff()
  const res = await admin.get(`/admin/stock-locations`).expect(200)
  locationId = res.body.stock_locations.find((l: { name: string }) => l.name === STOCK_LOCATION.name).id
  owner = await clinicMember("Epilepsy Clinic", "owner", "approved")
  member = await clinicMember("Epilepsy Clinic", "member", "approved", owner.clinicId)
  otherClinic = await clinicMember("Epilepsy Clinic", "owner", "approved")
}, 120_000)

describe("POST /store/orders/:id/reorder", () => {
  it("puts the order's approved, stocked variants and quantities into the cart and names the lines left out", async () => {
    const scarce = await stockedProduct(1)
    const withdrawn = await stockedProduct(10)
    const { order } = await placeOrder(member, [
      { sku: "EPI-PANEL-STD", quantity: 2 },
      { sku: scarce.sku, quantity: 1 },
      { sku: withdrawn.sku, quantity: 3 },
    ])
    // Since the order: the last unit of one is reserved by it, the other is no longer sold to epilepsy clinics.
    await admin.post(`/admin/product-access/${withdrawn.productId}`).send({ audiences: ["Fertility Clinic"] }).expect(200)
    const cartId = await newCart(member)
    const res = await member.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: cartId }).expect(200)
    expect(res.body.added).toHaveLength(1)
    expect(res.body.added[0].quantity).toBe(2)
    expect(res.body.left_out).toEqual([
      expect.objectContaining({ variant_id: scarce.variantId, quantity: 1, reason: "out_of_stock" }),
      expect.objectContaining({ variant_id: withdrawn.variantId, quantity: 3, reason: "not_approved" }),
    ])
    const cart = (await member.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart
    expect(cart.items.map((item: { variant: { sku: string }; quantity: number }) => [item.variant.sku, item.quantity])).toEqual([["EPI-PANEL-STD", 2]])
    // Ordering again once more adds to the same line.
    await member.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: cartId }).expect(200)
    const again = (await member.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart
    expect(again.items.map((item: { quantity: number }) => item.quantity)).toEqual([4])
  })

  it("lets the clinic's owner order a member's order again into the owner's cart; others get 404, visitors 401", async () => {
    const { order } = await placeOrder(member, [{ sku: "EPI-PANEL-RAPID", quantity: 1 }])
    const ownerCart = await newCart(owner)
    expect((await owner.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: ownerCart }).expect(200)).body.left_out).toEqual([])
    const foreignCart = await newCart(otherClinic)
    expect((await otherClinic.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: foreignCart })).status).toBe(404)
    // Someone else's cart is never filled.
    expect((await member.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: foreignCart })).status).toBe(404)
    expect((await request().post(`/store/orders/${order.id}/reorder`).send({ cart_id: ownerCart })).status).toBe(401)
    expect((await member.agent.post(`/store/orders/${order.id}/reorder`).send({})).status).toBe(400)
    expect((await member.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: ownerCart, extra: 1 })).status).toBe(400)
  })

  it("refuses a placed cart with 409", async () => {
    const { order, cartId } = await placeOrder(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    const res = await member.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: cartId })
    expect(res.status).toBe(409)
  })
})

describe("GET /store/user/cart", () => {
  it("answers the customer's own open cart, 404 when none, never another's, 401 to visitors", async () => {
    const customer = await clinicMember("Epilepsy Clinic", "member", "approved", owner.clinicId)
    expect((await customer.agent.get("/store/user/cart")).status).toBe(404)
    const cartId = await newCart(customer)
    const read = await customer.agent.get("/store/user/cart").expect(200)
    expect(read.body.cart.id).toBe(cartId)
    // A fellow member and the owner see their own carts only.
    const ownCart = await owner.agent.get("/store/user/cart").expect(200)
    expect(ownCart.body.cart.customer_id).toBe(owner.id)
    expect(ownCart.body.cart.id).not.toBe(cartId)
    expect((await request().get("/store/user/cart")).status).toBe(401)
    // A placed cart is no longer open: the customer's other cart is answered, and none once that is placed too.
    await placeOrder(customer, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    expect((await customer.agent.get("/store/user/cart").expect(200)).body.cart.id).toBe(cartId)
    await sql(`update cart set completed_at = now() where id = $1`, [cartId])
    expect((await customer.agent.get("/store/user/cart")).status).toBe(404)
  })
})
