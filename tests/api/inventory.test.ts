import type { Agent } from "supertest"
import { beforeAll, describe, expect, it } from "vitest"
import { CATALOGUE } from "../../backend/src/seed/catalogue"
import { STOCK_LOCATION } from "../../backend/src/seed/warehouse"
import { request, staff } from "./support/client"
import { approvedIndividual, clinicMember, createProduct, newCart, placeOrder, readyCart, type Customer } from "./support/commerce-fixtures"

type Level = { location_id: string; stocked_quantity: number; reserved_quantity: number }
type VariantInventory = { id: string; inventory: { id: string; location_levels: Level[] }[]; sales_channel_availability: { available_quantity: number }[] }

let admin: Agent
let locationId: string
let clinic: Customer & { clinicId: string }

/** The inventory of a variant as the admin API reports it (items, levels per location, availability per channel). */
async function variantInventory(variantId: string): Promise<VariantInventory> {
  return (await admin.get(`/admin/variants/${variantId}/inventory`).expect(200)).body.variant
}

/** The id of a variant by SKU through the admin API. */
async function variantIdBySku(sku: string): Promise<string> {
  const res = await admin.get(`/admin/variants?q=${encodeURIComponent(sku)}`).expect(200)
  const variant = res.body.variants.find((v: { sku: string }) => v.sku === sku)
  if (!variant) throw new Error(`no variant ${sku}`)
  return variant.id
}

beforeAll(async () => {
  admin = await staff()
  const res = await admin.get(`/admin/stock-locations?expand=sales_channels`).expect(200)
  locationId = res.body.stock_locations.find((l: { name: string }) => l.name === STOCK_LOCATION.name).id
  clinic = await clinicMember("Epilepsy Clinic", "owner", "approved")
}, 120_000)

describe("admin inventory and stock-location routes", () => {
  it("answer 2xx for staff and 401 without a staff session", async () => {
    const [item] = (await admin.get("/admin/inventory-items?limit=1").expect(200)).body.inventory_items
    const variantId = await variantIdBySku("EPI-PANEL-STD")
    const reads = [
      "/admin/stock-locations",
      `/admin/stock-locations/${locationId}`,
      "/admin/inventory-items",
      `/admin/inventory-items/${item.id}`,
      `/admin/inventory-items/${item.id}/location-levels`,
      "/admin/reservations",
      "/admin/variants",
      `/admin/variants/${variantId}/inventory`,
      "/admin/currencies",
    ]
    for (const path of reads) {
      await admin.get(path).expect(200)
      await request().get(path).expect(401)
      await clinic.agent.get(path).expect(401)
    }
    await request().post("/admin/currencies/usd").send({ includes_tax: false }).expect(401)
    await request().post("/admin/stock-locations").send({ name: "Nobody's" }).expect(401)
  })

  it("let staff create, change and delete stock locations, location levels and reservations", async () => {
    const created = (await admin.post("/admin/stock-locations").send({ name: "Test shelf", address: { address_1: "1 Test Road", country_code: "dk" } }).expect(200))
      .body.stock_location
    await admin.post(`/admin/stock-locations/${created.id}`).send({ name: "Test shelf B" }).expect(200)
    const product = (await admin.get(`/admin/products/${await createProduct()}`).expect(200)).body.product
    const unstocked = await admin.post(`/admin/products/${product.id}/variants`).send({
      title: "Unstocked",
      manage_inventory: false,
      prices: [{ currency_code: "usd", amount: 500 }],
      options: [{ option_id: product.options[0].id, value: "Unstocked" }],
    })
    expect(unstocked.status, JSON.stringify(unstocked.body)).toBe(200)
    const variantId = unstocked.body.product.variants.find((v: { title: string }) => v.title === "Unstocked").id
    const item = (await admin.post("/admin/inventory-items").send({ variant_id: variantId }).expect(200)).body.inventory_item
    await admin.post(`/admin/inventory-items/${item.id}`).send({ sku: `TEST-${item.id}` }).expect(200)
    await admin.post(`/admin/inventory-items/${item.id}/location-levels`).send({ location_id: created.id, stocked_quantity: 5 }).expect(200)
    await admin.post(`/admin/inventory-items/${item.id}/location-levels/${created.id}`).send({ stocked_quantity: 7 }).expect(200)
    const reservation = (
      await admin.post("/admin/reservations").send({ inventory_item_id: item.id, location_id: created.id, quantity: 2 }).expect(200)
    ).body.reservation
    await admin.post(`/admin/reservations/${reservation.id}`).send({ quantity: 3 }).expect(200)
    expect((await admin.get(`/admin/reservations/${reservation.id}`).expect(200)).body.reservation.quantity).toBe(3)
    const levels = (await admin.get(`/admin/inventory-items/${item.id}/location-levels`).expect(200)).body.inventory_item.location_levels
    expect(levels[0]).toMatchObject({ stocked_quantity: 7, reserved_quantity: 3 })
    await admin.delete(`/admin/reservations/${reservation.id}`).expect(200)
    await admin.delete(`/admin/inventory-items/${item.id}/location-levels/${created.id}`).expect(200)
    await admin.delete(`/admin/inventory-items/${item.id}`).expect(200)
    await admin.delete(`/admin/stock-locations/${created.id}`).expect(200)
  })
})

describe("seeded stock", () => {
  it("gives every catalogue variant managed stock at the stock location of the default sales channel", async () => {
    const location = (await admin.get(`/admin/stock-locations/${locationId}?expand=sales_channels`).expect(200)).body.stock_location
    expect(location.sales_channels.map((c: { name: string }) => c.name)).toContain("Default Sales Channel")
    for (const sku of CATALOGUE.flatMap((p) => p.variants.map((v) => v.sku))) {
      const variant = await variantInventory(await variantIdBySku(sku))
      expect(variant.inventory, sku).toHaveLength(1)
      const level = variant.inventory[0].location_levels.find((l) => l.location_id === locationId)
      expect(level?.stocked_quantity, sku).toBeGreaterThan(0)
      expect(variant.sales_channel_availability[0].available_quantity, sku).toBeGreaterThan(0)
    }
  })
})

describe("orders and stock", () => {
  it("reserve the ordered quantity at the stock location when the cart completes, with Medusa's tax-exclusive totals", async () => {
    const { order } = await placeOrder(clinic, [{ sku: "EPI-PANEL-RAPID", quantity: 2 }])
    const lineItemId = order.items[0].id
    const reservations = (await admin.get(`/admin/reservations?line_item_id[]=${lineItemId}`).expect(200)).body.reservations
    expect(reservations).toHaveLength(1)
    expect(reservations[0]).toMatchObject({ line_item_id: lineItemId, location_id: locationId, quantity: 2 })
    const placed = (await admin.get(`/admin/orders/${order.id}`).expect(200)).body.order
    expect(placed.subtotal).toBe(2 * 185000)
    expect(placed.total).toBe(placed.subtotal + placed.shipping_total + placed.tax_total - placed.discount_total)
  })

  it("complete 30 carts of one stocked variant at once (three times the connection pool): 30 orders, 30 reservations, no hang", async () => {
    // Medusa's own stock check opened a second pooled connection inside each completion's transaction: with as many
    // concurrent completions as pooled connections, none could go on and this test timed out.
    const customers = await Promise.all(Array.from({ length: 30 }, () => approvedIndividual()))
    const carts = await Promise.all(customers.map((customer) => readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])))
    const answers = await Promise.all(carts.map((cartId, i) => customers[i].agent.post(`/store/carts/${cartId}/complete`)))
    expect(answers.map((answer) => answer.status)).toEqual(carts.map(() => 200))
    const lineItemIds = answers.map((answer) => answer.body.data.items[0].id as string)
    const query = lineItemIds.map((id) => `line_item_id[]=${id}`).join("&")
    const reservations = (await admin.get(`/admin/reservations?${query}&limit=100`).expect(200)).body.reservations as { line_item_id: string }[]
    expect(reservations.map((r) => r.line_item_id).sort()).toEqual([...lineItemIds].sort())
  }, 240_000)

  it("refuse a quantity beyond the stock, and a cart whose stock ran out before completion, with a clear 4xx", async () => {
    const productId = await createProduct(["Epilepsy Clinic"])
    const product = (await admin.get(`/admin/products/${productId}`).expect(200)).body.product
    const variantId = product.variants[0].id as string
    const [item] = (await variantInventory(variantId)).inventory
    await admin.post(`/admin/inventory-items/${item.id}/location-levels`).send({ location_id: locationId, stocked_quantity: 1 }).expect(200)

    const cartId = await newCart(clinic)
    const tooMany = await clinic.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variantId, quantity: 2 })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ type: "not_allowed", message: `Variant with id: ${variantId} does not have the required inventory` })

    await clinic.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variantId, quantity: 1 }).expect(200)
    const address = { first_name: "Test", last_name: "Customer", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }
    await clinic.agent.post(`/store/carts/${cartId}`).send({ email: clinic.email, shipping_address: address, billing_address: address }).expect(200)
    const options = await clinic.agent.get(`/store/shipping-options/${cartId}`).expect(200)
    await clinic.agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
    await clinic.agent.post(`/store/carts/${cartId}/payment-sessions`).expect(200)
    await clinic.agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }).expect(200)
    await admin.post(`/admin/inventory-items/${item.id}/location-levels/${locationId}`).send({ stocked_quantity: 0 }).expect(200)

    const completed = await clinic.agent.post(`/store/carts/${cartId}/complete`)
    expect(completed.status).toBe(409)
    expect(completed.body.errors).toEqual([
      { type: "not_allowed", code: "insufficient_inventory", message: `Variant with id: ${variantId} does not have the required inventory` },
    ])
    expect((await admin.get(`/admin/reservations?inventory_item_id[]=${item.id}`).expect(200)).body.reservations).toEqual([])
    expect((await clinic.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart.completed_at).toBeNull()
  })
})
