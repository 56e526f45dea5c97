import { setCustomerBillingAddress } from "./database"
import { randomUUID } from "node:crypto"
import supertest from "supertest"
import { inject } from "vitest"

/** The password of the journeys' identities at the local identity provider. */
const PASSWORD = "Quiet-Harbour-Lantern-42"
const US_ADDRESS = { first_name: "Erin", last_name: "Tester", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }

/** A unique email for one journey's customer. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.test`
}

/** One customer talking to the store API with a session cookie, as the storefront does. */
export type StoreCustomer = { agent: ReturnType<typeof supertest.agent>; email: string; id: string }

async function ok<T extends { status: number; body: unknown }>(response: Promise<T>, status: number, what: string): Promise<T> {
  const res = await response
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`)
  return res
}

/** The 6-digit code of the newest sign-up mail to `email` in the local outbox (mail may go out after the answer). */
async function mailedCode(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await ok(supertest(inject("backendUrl")).get("/dev/mail-outbox").query({ to: email }), 200, "mail outbox")
    const code = (res.body.messages as { text: string }[]).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean)
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no sign-up code mailed to ${email}`)
}

/**
 * Signs a new person up and in as the storefront does (local identity provider sign-up, the mailed code, a store
 * token, GET /store/user/login: the customer is created bound to the identity) and gives them a US billing address.
 */
export async function newCustomer(tag = "customer"): Promise<StoreCustomer> {
  const agent = supertest.agent(inject("backendUrl"))
  const email = uniqueEmail(tag)
  await ok(agent.post("/idp/sign-up").send({ email, password: PASSWORD, first_name: "Erin", last_name: tag }), 201, "sign up")
  await ok(agent.post("/idp/verify-email").send({ code: await mailedCode(email) }), 200, "verify email")
  const token = await ok(agent.post("/idp/tokens").send({ template: "store" }), 200, "store token")
  const login = await ok(agent.get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`), 200, "sign in")
  const id = login.body.customer.id as string
  await setCustomerBillingAddress(id, US_ADDRESS)
  return { agent, email, id }
}

/** POST /store/clinics: the customer founds a clinic (status `awaiting`); returns its id and name. */
export async function foundClinic(customer: StoreCustomer, type: "Epilepsy Clinic" | "Fertility Clinic") {
  const name = `E2E ${type} ${randomUUID().slice(0, 6)}`
  const billingEmail = uniqueEmail("billing")
  const res = await ok(
    customer.agent.post("/store/clinics").send({ clinic: { name, type, billing_email: billingEmail, billing_address: US_ADDRESS } }),
    201,
    "found clinic"
  )
  return { id: res.body.clinic.id as string, name, billingEmail }
}

/** POST /store/application: an individual customer applies (status `awaiting`). */
export async function apply(customer: StoreCustomer): Promise<void> {
  await ok(customer.agent.post("/store/application").send({ first_name: "Erin", last_name: "Individual", reason: "Own tests" }), 201, "apply")
}

/** GET /store/user/me → `application_status`. */
export async function applicationStatus(customer: StoreCustomer): Promise<string | null> {
  const res = await ok(customer.agent.get("/store/user/me"), 200, "user/me")
  return res.body.customer.application_status as string | null
}

/** GET /store/user/can-purchase/:productId → `can_purchase`. */
export async function canPurchase(customer: StoreCustomer, productId: string): Promise<boolean> {
  const res = await ok(customer.agent.get(`/store/user/can-purchase/${productId}`), 200, "can-purchase")
  return res.body.can_purchase as boolean
}

/** A product of the seeded catalogue by handle (Medusa's store API). */
export async function productByHandle(handle: string): Promise<{ id: string; title: string; variants: { id: string }[] }> {
  const res = await ok(supertest(inject("backendUrl")).get(`/store/products?handle=${handle}`), 200, "product by handle")
  const [product] = res.body.products
  if (!product) throw new Error(`no product ${handle}`)
  return product
}

/** Places an order for one unit of `variantId` through Medusa's store API (manual payment); returns it. */
export async function placeOrder(customer: StoreCustomer, variantId: string): Promise<{ id: string; display_id: number }> {
  const { agent } = customer
  const regions = await ok(agent.get("/store/regions"), 200, "regions")
  const region = regions.body.regions.find((r: { currency_code: string }) => r.currency_code === "usd")
  const cart = await ok(agent.post("/store/carts").send({ region_id: region.id }), 200, "cart")
  const cartId = cart.body.cart.id as string
  await ok(agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variantId, quantity: 1 }), 200, "add item")
  await ok(agent.post(`/store/carts/${cartId}`).send({ email: customer.email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS }), 200, "addresses")
  const options = await ok(agent.get(`/store/shipping-options/${cartId}`), 200, "shipping options")
  await ok(agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }), 200, "shipping")
  await ok(agent.post(`/store/carts/${cartId}/payment-sessions`), 200, "payment sessions")
  await ok(agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }), 200, "payment session")
  const done = await ok(agent.post(`/store/carts/${cartId}/complete`), 200, "complete")
  if (done.body.type !== "order") throw new Error(`checkout did not place an order: ${JSON.stringify(done.body)}`)
  return done.body.data
}

/** GET /store/orders/:orderId/results/:labOrderId: the status code and body (404 until results are ready). */
export async function labResult(customer: StoreCustomer, orderId: string, labOrderId: string) {
  const res = await customer.agent.get(`/store/orders/${orderId}/results/${labOrderId}`)
  return { status: res.status, body: res.body }
}

/** POST /store/contact/form as a visitor. */
export async function sendContactForm(form: { name: string; email: string; message: string; subject?: string }): Promise<void> {
  await ok(supertest(inject("backendUrl")).post("/store/contact/form").send(form), 201, "contact form")
}

/** A staff agent signed in to Medusa's admin API (session cookie), for setting up a journey's data. */
export async function staffApi() {
  const agent = supertest.agent(inject("backendUrl"))
  await ok(agent.post("/admin/auth").send({ email: "admin@example.com", password: "supersecret" }), 200, "staff sign in")
  return agent
}

/** An individual customer whose application staff approved through the admin API. */
export async function approvedIndividual(): Promise<StoreCustomer> {
  const customer = await newCustomer("individual")
  await apply(customer)
  const staff = await staffApi()
  await ok(staff.post(`/admin/applications/${customer.id}`).send({ status: "approved" }), 200, "approve application")
  return customer
}

/** A member (owner) of a clinic of `type` that staff approved through the admin API. */
export async function approvedClinicOwner(type: "Epilepsy Clinic" | "Fertility Clinic") {
  const customer = await newCustomer("owner")
  const clinic = await foundClinic(customer, type)
  const staff = await staffApi()
  await ok(staff.post(`/admin/clinics/${clinic.id}`).send({ status: "approved" }), 200, "approve clinic")
  return { customer, clinic }
}
