import { randomUUID } from "node:crypto"
import { identityCustomer } from "../security/surface"
import { sql } from "./db"

/** A signed-in customer made the real way (the identity provider's token exchanged for a session). */
export type IdentityCustomer = Awaited<ReturnType<typeof identityCustomer>>

export const US_ADDRESS = { first_name: "Test", last_name: "Customer", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }
/** A Danish address (the DKK region, taxed at 25 %). */
export const DK_ADDRESS = { first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }

const id = (prefix: string) => `${prefix}_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`

/** An approved clinic (direct SQL) with a signed-in member of `role`; the clinic's billing details are its own. */
export async function identityClinicMember(type: "Epilepsy Clinic" | "Fertility Clinic", role: "owner" | "admin" | "member" = "owner") {
  const customer = await identityCustomer()
  const clinicId = id("clinic")
  const billingEmail = `billing-${clinicId}@example.test`
  const billingAddress = { first_name: "Clinic", last_name: "Accounts", address_1: "200 North Lake Avenue", city: "Chicago", province: "IL", postal_code: "60601", country_code: "us" }
  await sql(`insert into clinic (id, name, type, status, billing_email, billing_address) values ($1, $2, $3, 'approved', $4, $5)`, [
    clinicId,
    `Clinic ${clinicId}`,
    type,
    billingEmail,
    JSON.stringify(billingAddress),
  ])
  await sql(`insert into clinic_member (id, clinic_id, customer_id, role) values ($1, $2, $3, $4)`, [id("cmem"), clinicId, customer.id, role])
  return { ...customer, clinicId, billingEmail, billingAddress }
}

/** A signed-in individual customer with an approved application. */
export async function identityIndividual() {
  const customer = await identityCustomer()
  await sql(`update customer set metadata = jsonb_build_object('application', jsonb_build_object('status', 'approved')) where id = $1`, [customer.id])
  return customer
}

async function regionOf(currency: string): Promise<string> {
  const [row] = await sql<{ id: string }>(`select id from region where currency_code = $1 and deleted_at is null`, [currency])
  return row.id
}

async function variantOf(sku: string): Promise<string> {
  const [row] = await sql<{ id: string }>(`select id from product_variant where sku = $1`, [sku])
  if (!row) throw new Error(`no variant ${sku}`)
  return row.id
}

/** A cart made through Medusa's store API in the region of `currency` (the US by default); its answer. */
export async function createCart(customer: IdentityCustomer, currency = "usd") {
  const res = await customer.agent.post("/store/carts").send({ region_id: await regionOf(currency) }).expect(200)
  return res.body.cart as { id: string; email: string | null; customer_id: string; billing_address: { address_1: string } | null }
}

/**
 * A full checkout through Medusa's store API, as the storefront makes it: items, the checkout details (with the
 * `email` the page sends), the shipping option, the manual payment, then completion. Returns the order.
 */
export async function checkout(
  customer: IdentityCustomer,
  items: { sku: string; quantity: number }[],
  details: Record<string, unknown> = {},
  where: { currency: string; address: typeof US_ADDRESS } = { currency: "usd", address: US_ADDRESS }
) {
  const { agent } = customer
  const cart = await createCart(customer, where.currency)
  for (const item of items) {
    await agent.post(`/store/carts/${cart.id}/line-items`).send({ variant_id: await variantOf(item.sku), quantity: item.quantity }).expect(200)
  }
  await agent.post(`/store/carts/${cart.id}`).send({ shipping_address: where.address, ...details }).expect(200)
  const options = await agent.get(`/store/shipping-options/${cart.id}`).expect(200)
  await agent.post(`/store/carts/${cart.id}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  await agent.post(`/store/carts/${cart.id}/payment-sessions`).expect(200)
  await agent.post(`/store/carts/${cart.id}/payment-session`).send({ provider_id: "manual" }).expect(200)
  const completed = await agent.post(`/store/carts/${cart.id}/complete`).expect(200)
  if (completed.body.type !== "order") throw new Error(`cart not completed: ${JSON.stringify(completed.body)}`)
  return completed.body.data as { id: string; display_id: number; email: string; customer_id: string; items: { id: string; title: string; quantity: number }[] }
}
