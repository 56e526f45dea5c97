/**
 * Small HTTP helpers for the benchmarks: JSON requests with a session cookie, and the accounts a benchmark
 * needs (an approved clinic owner with orders placed through the store API checkout flow).
 */
import pg from "pg"

const US_ADDRESS = { first_name: "Bench", last_name: "Customer", address_1: "1 Main St", city: "Boston", postal_code: "02110", country_code: "us" }
/** The password of the benchmark customers' identities at the local identity provider. */
const PASSWORD = "Quiet-Harbour-Lantern-42"

/**
 * Sends a JSON request; throws on a non-2xx answer.
 * @returns {Promise<{ body: any, cookie: string | undefined }>}
 */
export async function json(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { "content-type": "application/json", ...init.headers } })
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`)
  return { body: await res.json(), cookie: res.headers.get("set-cookie")?.split(";")[0] }
}

const post = (url, cookie, body) => json(url, { method: "POST", headers: cookie ? { cookie } : {}, body: body ? JSON.stringify(body) : undefined })

/** The 6-digit code of the newest sign-up mail to `email` in the local outbox (mail may go out after the answer). */
async function mailedCode(backendUrl, email) {
  for (let i = 0; i < 100; i++) {
    const { body } = await json(`${backendUrl}/dev/mail-outbox?to=${encodeURIComponent(email)}`)
    const code = body.messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean)
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no sign-up code mailed to ${email}`)
}

/**
 * Signs a new person up and in as the storefront does (local identity provider sign-up, the mailed code, a store
 * token, GET /store/user/login: the customer is created bound to the identity); returns its id, email and session cookie.
 */
export async function signedUpCustomer(backendUrl, label = "bench") {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`
  const { cookie: idpCookie } = await post(`${backendUrl}/idp/sign-up`, undefined, { email, password: PASSWORD, first_name: "Bench", last_name: "Customer" })
  await post(`${backendUrl}/idp/verify-email`, idpCookie, { code: await mailedCode(backendUrl, email) })
  const token = await post(`${backendUrl}/idp/tokens`, idpCookie, { template: "store" })
  const login = await json(`${backendUrl}/store/user/login`, { headers: { authorization: `Bearer ${token.body.jwt}` } })
  return { id: login.body.customer.id, email, cookie: login.cookie }
}

/** An approved individual customer with a US billing address, signed in; returns its session cookie. */
export async function approvedIndividual(backendUrl, databaseUrl) {
  const customer = await signedUpCustomer(backendUrl)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(
    `insert into customer_application (customer_id, status, submitted_at, reviewed_at) values ($1, 'approved', now(), now())
     on conflict (customer_id) do update set status = 'approved', reviewed_at = now()`,
    [customer.id]
  )
  // The billing address on the customer record, as an application with an address gives it (Medusa's shopper
  // route to it is closed).
  const address = await client.query(
    `insert into address (id, customer_id, first_name, last_name, address_1, city, postal_code, country_code)
     values ('addr_bench_' || md5(random()::text), $1, $2, $3, $4, $5, $6, $7) returning id`,
    [customer.id, US_ADDRESS.first_name, US_ADDRESS.last_name, US_ADDRESS.address_1, US_ADDRESS.city, US_ADDRESS.postal_code, US_ADDRESS.country_code]
  )
  await client.query(`update customer set billing_address_id = $2 where id = $1`, [customer.id, address.rows[0].id])
  await client.end()
  return customer.cookie
}

/** A staff session cookie (the seeded admin user). */
export async function staffCookie(backendUrl) {
  const { cookie } = await post(`${backendUrl}/admin/auth`, undefined, { email: "admin@example.com", password: "supersecret" })
  return cookie
}

/** A signed-in owner of an Epilepsy clinic created through POST /store/clinics and approved through the admin API. */
export async function approvedClinicOwner(backendUrl) {
  const owner = await signedUpCustomer(backendUrl, "bench-owner")
  const created = await post(`${backendUrl}/store/clinics`, owner.cookie, {
    clinic: {
      name: `Bench Clinic ${Date.now()}`,
      type: "Epilepsy Clinic",
      billing_email: `billing-${owner.email}`,
      billing_address: { address_1: "1 Main St", city: "Boston", postal_code: "02110", country_code: "us" },
    },
  })
  await post(`${backendUrl}/admin/clinics/${created.body.clinic.id}`, await staffCookie(backendUrl), { status: "approved" })
  return owner
}

/**
 * Places one order through Medusa's store API checkout flow (cart, item, addresses, shipping, manual payment,
 * complete) for the signed-in customer; returns the order id.
 */
export async function placeOrder(backendUrl, customer, { regionId, variantId, quantity = 1 }) {
  const { cookie } = customer
  const cart = await post(`${backendUrl}/store/carts`, cookie, { region_id: regionId })
  const cartId = cart.body.cart.id
  await post(`${backendUrl}/store/carts/${cartId}/line-items`, cookie, { variant_id: variantId, quantity })
  await post(`${backendUrl}/store/carts/${cartId}`, cookie, { email: customer.email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS })
  const options = await json(`${backendUrl}/store/shipping-options/${cartId}`, { headers: { cookie } })
  await post(`${backendUrl}/store/carts/${cartId}/shipping-methods`, cookie, { option_id: options.body.shipping_options[0].id })
  await post(`${backendUrl}/store/carts/${cartId}/payment-sessions`, cookie)
  await post(`${backendUrl}/store/carts/${cartId}/payment-session`, cookie, { provider_id: "manual" })
  const completed = await post(`${backendUrl}/store/carts/${cartId}/complete`, cookie)
  if (completed.body.type !== "order") throw new Error(`cart ${cartId} did not become an order: ${JSON.stringify(completed.body).slice(0, 300)}`)
  return completed.body.data.id
}
