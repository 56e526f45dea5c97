import { randomUUID } from "node:crypto"
import { inject } from "vitest"
import supertest from "supertest"

/** supertest agent against the test backend (keeps cookies between calls: one agent = one browser). */
export function agent() {
  return supertest.agent(inject("backendUrl"))
}

/** A one-off request without cookies. */
export function request() {
  return supertest(inject("backendUrl"))
}

/** A unique email for a test's own customer, so test files never share data. */
export function uniqueEmail(tag = "customer"): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.test`
}

export const TEST_PASSWORD = "Test-Password-2026!"

/**
 * Registers a new customer through Medusa's store API and signs it in with Medusa's `/store/auth`
 * (session cookie kept by the returned agent).
 */
export async function signedInCustomer(email = uniqueEmail()) {
  const customer = agent()
  const created = await customer
    .post("/store/customers")
    .send({ email, password: TEST_PASSWORD, first_name: "Test", last_name: "Customer" })
  if (created.status !== 200) throw new Error(`customer sign-up failed: ${created.status} ${JSON.stringify(created.body)}`)
  const auth = await customer.post("/store/auth").send({ email, password: TEST_PASSWORD })
  if (auth.status !== 200) throw new Error(`customer sign-in failed: ${auth.status}`)
  return { agent: customer, email, id: created.body.customer.id as string }
}

/** A staff agent signed in as the seeded admin user (session cookie). */
export async function staff() {
  const admin = agent()
  const res = await admin.post("/admin/auth").send({ email: "admin@example.com", password: "supersecret" })
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status}`)
  return admin
}
