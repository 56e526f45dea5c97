import { randomUUID } from "node:crypto"
import { inject } from "vitest"
import supertest from "supertest"
import { exchangeToken, newSubject, storeToken } from "./sign-in"

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
 * A new customer signed in the way the store signs people in: a token of the local identity provider for a fresh
 * subject, exchanged at GET /store/user/login (which creates the customer and binds it to the subject; the session
 * cookie stays on the returned agent).
 */
export async function signedInCustomer(email = uniqueEmail()) {
  const customer = agent()
  const subject = newSubject()
  const login = await exchangeToken(customer, await storeToken(email, subject, { first_name: "Test", last_name: "Customer" }))
  if (login.status !== 200) throw new Error(`customer sign-in failed: ${login.status} ${JSON.stringify(login.body)}`)
  return { agent: customer, email, id: login.body.customer.id as string, subject }
}

/** A staff agent signed in as the seeded admin user (session cookie). */
export async function staff() {
  const admin = agent()
  const res = await admin.post("/admin/auth").send({ email: "admin@example.com", password: "supersecret" })
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status}`)
  return admin
}
