import { randomUUID } from "node:crypto"
import pg from "pg"
import supertest from "supertest"
import { inject } from "vitest"
import { mintSessionToken } from "./identity-issuer"

const US_ADDRESS = { first_name: "Scale", last_name: "Out", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }

/** One query on the topology's database. */
export async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/** The session cookie(s) of a sign-in answer, ready for a Cookie header. */
export function cookieOf(res: supertest.Response): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? [])
  if (!cookies.length) throw new Error("no session cookie")
  return cookies.map((c) => c.split(";")[0]).join("; ")
}

/**
 * Requests to `baseUrl`: to the public origin (HTTPS at the TLS edge) trusting the run's certificate, as a browser
 * trusts a valid one; straight to an instance saying what the TLS edge says (it only ever passes HTTPS on).
 */
export function site(baseUrl: string) {
  const secure = baseUrl.startsWith("https:")
  return (method: "get" | "post" | "delete", path: string) => {
    const request = supertest(baseUrl)[method](path)
    return secure ? request.ca(inject("topology").certificatePem) : request.set("X-Forwarded-Proto", "https")
  }
}

/**
 * A person signed in as the storefront does it with Clerk, through `baseUrl`: a session token from the run's Clerk
 * issuer (support/identity-issuer.ts) exchanged at GET /store/user/login, which creates the customer bound to the
 * identity. Answers the customer's id and the store session cookie.
 */
export async function signedUpCustomer(baseUrl: string, email: string) {
  const token = await mintSessionToken(inject("topology").identityKey, { subject: `user_${randomUUID().replace(/-/g, "")}`, email, origin: inject("topology").publicUrl })
  const login = await site(baseUrl)("get", "/store/user/login").set("Authorization", `Bearer ${token}`).expect(200)
  return { id: login.body.customer.id as string, cookie: cookieOf(login) }
}

/** A new customer, approved as staff would approve the application, signed in through `baseUrl`. */
export async function approvedCustomer(baseUrl: string, databaseUrl: string, label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  const customer = await signedUpCustomer(baseUrl, email)
  await sql(databaseUrl, `insert into customer_application (customer_id, status, submitted_at, reviewed_at) values ($1, 'approved', now(), now())`, [customer.id])
  return { email, ...customer }
}

/** Staff signed in through `baseUrl` (the seed's admin). */
export async function staffCookie(baseUrl: string): Promise<string> {
  return cookieOf(await site(baseUrl)("post", "/admin/auth").send({ email: "admin@example.com", password: "supersecret" }).expect(200))
}

/** Places an order of `quantity` units of the seed's VITD-THY-1 through `baseUrl`; returns the order id. */
export async function placeOrder(baseUrl: string, databaseUrl: string, customer: { email: string; cookie: string }, quantity = 1): Promise<string> {
  const call = (method: "get" | "post", path: string) => site(baseUrl)(method, path).set("Cookie", customer.cookie)
  const [region] = await sql<{ id: string }>(databaseUrl, `select id from region where currency_code = 'usd' and deleted_at is null`)
  const [variant] = await sql<{ id: string }>(databaseUrl, `select id from product_variant where sku = 'VITD-THY-1'`)
  const cartId = (await call("post", "/store/carts").send({ region_id: region.id }).expect(200)).body.cart.id as string
  await call("post", `/store/carts/${cartId}/line-items`).send({ variant_id: variant.id, quantity }).expect(200)
  await call("post", `/store/carts/${cartId}`).send({ email: customer.email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS }).expect(200)
  const options = await call("get", `/store/shipping-options/${cartId}`).expect(200)
  await call("post", `/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  await call("post", `/store/carts/${cartId}/payment-sessions`).expect(200)
  await call("post", `/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }).expect(200)
  const completed = await call("post", `/store/carts/${cartId}/complete`).expect(200)
  return completed.body.data.id as string
}

/** Polls until `check` returns a value other than undefined (background work on the worker), or fails after 20 s. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const value = await check()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} did not happen within 20 s`)
}

/** The lab orders of an order once the worker has created them (`count` of them). */
export function labOrdersOf(databaseUrl: string, orderId: string, count: number) {
  return eventually(`${count} lab order(s) for ${orderId}`, async () => {
    const rows = await sql<{ id: string }>(databaseUrl, `select id from lab_order where order_id = $1 order by unit_index`, [orderId])
    return rows.length >= count ? rows.map((r) => r.id) : undefined
  })
}
