import { describe, expect, it } from "vitest"
import { request, staff } from "../support/client"
import { identityCustomer } from "./surface"

const RESULT = "/admin/lab-orders/labord_unknown/result"

/** Bodies a caller without a staff session might send: each would be refused for its form, were the caller staff. */
const BODIES: Array<[string, string, string]> = [
  ["a field the route does not take", "application/json", JSON.stringify({ name: "r.txt", content: "aGk=", status: "results_ready" })],
  ["a missing file", "application/json", JSON.stringify({ name: "r.txt" })],
  ["malformed JSON", "application/json", '{"name":'],
  ["a JSON string", "application/json", '"text"'],
  ["another content type", "text/plain", "name=r.txt"],
]

describe("a staff route checks the caller before the body (POST /admin/lab-orders/:id/result)", () => {
  it.each(BODIES)("answers 401 to a visitor and a customer sending %s", async (_what, type, body) => {
    const customer = await identityCustomer()
    for (const caller of [request(), customer.agent]) {
      const res = await caller.post(RESULT).set("Content-Type", type).send(body)
      expect(res.status).toBe(401)
      expect(res.body.type).toBe("unauthorized")
    }
  })

  it("answers staff the 400 naming what is wrong with the body", async () => {
    const admin = await staff()
    const unknownField = await admin.post(RESULT).send({ name: "r.txt", content: "aGk=", status: "results_ready" })
    expect(unknownField.status).toBe(400)
    expect(unknownField.body.message).toMatch(/status/)
    const malformed = await admin.post(RESULT).set("Content-Type", "application/json").send('{"name":')
    expect(malformed.status).toBe(400)
  })
})
