import { randomUUID } from "node:crypto"
import { expect } from "vitest"
import { signedInCustomer, staff } from "./client"
import { sql } from "./db"

export type Status = "awaiting" | "approved" | "rejected"
export type ClinicType = "Epilepsy Clinic" | "Fertility Clinic"
export type Customer = Awaited<ReturnType<typeof signedInCustomer>>

const US_ADDRESS = {
  first_name: "Test",
  last_name: "Customer",
  address_1: "1 Main Street",
  city: "Boston",
  postal_code: "02110",
  country_code: "us",
}

/**
 * Gives the customer a US billing address (the default region comes from it), as an application with an address
 * would: directly in the database, since Medusa's shopper route that wrote it is closed.
 */
export async function withUsBillingAddress(customer: Customer): Promise<Customer> {
  const id = `addr_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`
  await sql(
    `insert into address (id, customer_id, first_name, last_name, address_1, city, postal_code, country_code) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, customer.id, US_ADDRESS.first_name, US_ADDRESS.last_name, US_ADDRESS.address_1, US_ADDRESS.city, US_ADDRESS.postal_code, US_ADDRESS.country_code]
  )
  await sql(`update customer set billing_address_id = $2 where id = $1`, [customer.id, id])
  return customer
}

/** Gives an individual customer an application of `status` (direct SQL into the store's own table, as staff's decision would). */
export async function setApplicationStatus(customerId: string, status: Status): Promise<void> {
  await sql(
    `insert into customer_application (customer_id, status, submitted_at) values ($1, $2, now())
     on conflict (customer_id) do update set status = excluded.status, reviewed_at = now()`,
    [customerId, status]
  )
}

/** A signed-in individual customer whose application status is `status`, with a US billing address. */
export async function individual(status: Status | null): Promise<Customer> {
  const customer = await withUsBillingAddress(await signedInCustomer())
  if (status) await setApplicationStatus(customer.id, status)
  return customer
}

/** A signed-in approved individual customer. */
export const approvedIndividual = () => individual("approved")

/** A clinic row (direct SQL fixture, since the clinic routes live on another branch). */
export async function clinic(type: ClinicType, status: Status, country = "us"): Promise<string> {
  const id = `clinic_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`
  await sql(
    `insert into clinic (id, name, type, status, billing_email, billing_address) values ($1, $2, $3, $4, $5, $6)`,
    [id, `Clinic ${id}`, type, status, `${id}@example.test`, JSON.stringify({ ...US_ADDRESS, country_code: country })]
  )
  return id
}

/** A signed-in customer who is a member of `clinicId` (a new clinic of `type`/`status` when not given). */
export async function clinicMember(
  type: ClinicType,
  role: "owner" | "admin" | "member",
  status: Status,
  clinicId?: string
): Promise<Customer & { clinicId: string }> {
  const customer = await signedInCustomer()
  const id = clinicId ?? (await clinic(type, status))
  await sql(`insert into clinic_member (id, clinic_id, customer_id, role) values ($1, $2, $3, $4)`, [
    `cmem_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`,
    id,
    customer.id,
    role,
  ])
  return { ...customer, clinicId: id }
}

/** The id of a seeded variant by SKU. */
export async function variantId(sku: string): Promise<string> {
  const [row] = await sql<{ id: string }>(`select id from product_variant where sku = $1`, [sku])
  if (!row) throw new Error(`no variant ${sku}`)
  return row.id
}

/** The id of a seeded product by handle. */
export async function productId(handle: string): Promise<string> {
  const [row] = await sql<{ id: string }>(`select id from product where handle = $1`, [handle])
  if (!row) throw new Error(`no product ${handle}`)
  return row.id
}

/** The id of a region by currency. */
export async function regionId(currency = "usd"): Promise<string> {
  const [row] = await sql<{ id: string }>(`select id from region where currency_code = $1 and deleted_at is null`, [currency])
  return row.id
}

/** Creates a cart in the US region for the signed-in customer; returns its id. */
export async function newCart(customer: Customer): Promise<string> {
  const res = await customer.agent.post("/store/carts").send({ region_id: await regionId("usd") }).expect(200)
  return res.body.cart.id as string
}

/**
 * A cart ready to complete through Medusa's store API: cart in the US region, items, addresses, the shipping option,
 * payment sessions with the manual provider selected. Returns the cart id.
 */
export async function readyCart(customer: Customer, items: { sku: string; quantity: number }[]): Promise<string> {
  const { agent } = customer
  const cartId = await newCart(customer)
  for (const item of items) {
    await agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId(item.sku), quantity: item.quantity }).expect(200)
  }
  await agent
    .post(`/store/carts/${cartId}`)
    .send({ email: customer.email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS })
    .expect(200)
  const options = await agent.get(`/store/shipping-options/${cartId}`).expect(200)
  await agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  await agent.post(`/store/carts/${cartId}/payment-sessions`).expect(200)
  await agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }).expect(200)
  return cartId
}

/** A full checkout: {@link readyCart}, then complete. Returns the order and the cart id. */
export async function placeOrder(customer: Customer, items: { sku: string; quantity: number }[]) {
  const cartId = await readyCart(customer, items)
  const completed = await customer.agent.post(`/store/carts/${cartId}/complete`).expect(200)
  expect(completed.body.type).toBe("order")
  return { order: completed.body.data as { id: string; display_id: number; items: { id: string; quantity: number }[] }, cartId }
}

/** Waits until the order has `count` lab orders (the order.placed subscriber runs after the event is enqueued). */
export async function labOrdersOf(orderId: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await sql<{ id: string; line_item_id: string; unit_index: number; status: string }>(
      `select id, line_item_id, unit_index, status from lab_order where order_id = $1 order by line_item_id, unit_index`,
      [orderId]
    )
    if (rows.length >= count) return rows
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`order ${orderId} did not get ${count} lab orders`)
}

/** Moves a lab order along the table to `in_analysis` through the admin API. */
export async function toInAnalysis(labOrderId: string) {
  const admin = await staff()
  for (const status of ["kit_sent", "awaiting_samples", "in_analysis"]) {
    await admin.post(`/admin/lab-orders/${labOrderId}`).send({ status }).expect(200)
  }
  return admin
}

/** A published product with one US-priced variant, created through the admin API, open to `audiences`. */
export async function createProduct(audiences: string[] = []): Promise<string> {
  const admin = await staff()
  const res = await admin
    .post("/admin/products")
    .send({
      title: `Test product ${randomUUID().slice(0, 8)}`,
      status: "published",
      options: [{ title: "Kit" }],
      variants: [
        { title: "One", prices: [{ currency_code: "usd", amount: 1000 }], options: [{ value: "One" }] },
        { title: "Two", prices: [{ currency_code: "usd", amount: 1900 }], options: [{ value: "Two" }] },
      ],
    })
    .expect(200)
  const id = res.body.product.id as string
  if (audiences.length) await admin.post(`/admin/product-access/${id}`).send({ audiences }).expect(200)
  return id
}
