import { describe, expect, it } from "vitest"
import { request, staff } from "../support/client"
import { concretePath, identityCustomer, key, writableRoutes } from "./surface"

/**
 * Fields a shopper must never set: the facts the store trusts (approval, identity binding, verification, second step),
 * ownership and totals. Each writable route of the route table is sent each such field it does not take.
 */
const FORBIDDEN_FIELDS: Record<string, unknown> = {
  metadata: { application: "approved", email_verified: true, two_factor_enabled: true },
  application: { status: "approved" },
  status: "approved",
  role: "owner",
  customer_id: "cus_someone_else",
  clinic_id: "clinic_someone_else",
  idp_subject: "user_attacker",
  email_verified: true,
  two_factor_enabled: true,
  has_account: true,
  password: "Attacker-Password-1!",
  email: "victim@example.test",
  id: "cus_forged",
  completed_at: "2026-01-01T00:00:00Z",
  total: 0,
  unit_price: 0,
  discounts: [{ code: "FREE" }],
  gift_cards: [{ code: "GIFT" }],
  sales_channel_id: "sc_other",
  context: { ip: "1.2.3.4" },
}

describe("mass assignment: every writable route refuses every field it does not take", () => {
  // A signed webhook takes no fields: any body without Stripe's signature is refused whole (tests/api/card-payments.test.ts).
  const cases = writableRoutes.filter((route) => !route.body?.raw).flatMap((route) =>
    Object.keys(FORBIDDEN_FIELDS)
      .filter((field) => !route.body?.fields.includes(field))
      .map((field) => ({ route, field }))
  )

  it(`refuses ${cases.length} forbidden field × route pairs with a 400 naming the field, signed out and signed in`, async () => {
    const customer = await identityCustomer()
    const admin = await staff()
    const wrong: string[] = []
    for (const { route, field } of cases) {
      // A staff route reads its body only for staff (anyone else: 401, tests/api/security/staff-bodies.test.ts).
      const callers = route.caller === "staff" ? [admin] : [request(), customer.agent]
      for (const caller of callers) {
        const res = await caller[route.method.toLowerCase() as "post"](concretePath(route.path)).send({ [field]: FORBIDDEN_FIELDS[field] })
        if (res.status !== 400 || !String(res.body.message).includes(`"${field}"`)) wrong.push(`${key(route)} ${field} → ${res.status} ${res.body.message}`)
      }
    }
    expect(wrong).toEqual([])
  }, 240_000)

  it("keeps the application status where a customer cannot write it: a forged approval changes nothing", async () => {
    const customer = await identityCustomer()
    const forged = [{ metadata: { application: "approved" } }, { metadata: { application: { status: "approved" } } }]
    for (const body of forged) {
      const res = await customer.agent.post("/store/customers/me").send(body)
      expect(res.status).toBe(404)
    }
    const me = await customer.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.application_status ?? null).toBeNull()
  })

  it("refuses a password on the customer record, so no Medusa password ever signs a customer in", async () => {
    const customer = await identityCustomer()
    expect((await customer.agent.post("/store/customers/me").send({ password: "Attacker-Password-1!" })).status).toBe(404)
    expect((await request().post("/store/auth").send({ email: customer.email, password: "Attacker-Password-1!" })).status).toBe(403)
  })
})
