import { describe, expect, it } from "vitest"
import { COMMERCE_CLIENT_RETRIES, createCommerceClient } from "../../src/api/commerce-client"
import { ApiError } from "../../src/api/errors"
import { createOrderEditsApi } from "../../src/api/order-edits"

type Answer = { status: number; data?: unknown }

/** The order edit calls over the real commerce client and a scripted fetch; `seen` records each request. */
function api(answers: Answer[]) {
  const seen: { method: string; url: string; body: unknown }[] = []
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ method: String(init?.method), url: String(url).replace("http://api.test", ""), body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = answers.shift() ?? { status: 200, data: {} }
    return new Response(JSON.stringify(answer.data ?? {}), { status: answer.status, headers: { "content-type": "application/json" } })
  }
  return { edits: createOrderEditsApi(createCommerceClient("http://api.test", fetchImpl as typeof fetch, COMMERCE_CLIENT_RETRIES)), seen }
}

describe("order edit calls", () => {
  it("opens the customer's payment session and answers its id with the card's client secret", async () => {
    const { edits, seen } = api([
      { status: 200, data: { payment_collection: { id: "paycol_1", payment_sessions: [{ id: "ps_1", provider_id: "stripe", data: { client_secret: "pi_1_secret_2" } }] } } },
    ])
    expect(await edits.openPaymentSession("paycol_1", "stripe")).toEqual({ sessionId: "ps_1", clientSecret: "pi_1_secret_2" })
    expect(seen[0]).toMatchObject({ method: "POST", url: "/store/payment-collections/paycol_1/sessions", body: { provider_id: "stripe" } })
  })

  it("answers no client secret for an invoice session", async () => {
    const { edits } = api([{ status: 200, data: { payment_collection: { id: "paycol_1", payment_sessions: [{ id: "ps_2", provider_id: "manual", data: {} }] } } }])
    expect(await edits.openPaymentSession("paycol_1", "manual")).toEqual({ sessionId: "ps_2", clientSecret: null })
  })

  it("declines with the reason only when one is given, and rejects with the server's reason", async () => {
    const { edits, seen } = api([
      { status: 200, data: { order_edit: { id: "oe_1", status: "declined" } } },
      { status: 200, data: { order_edit: { id: "oe_1", status: "declined" } } },
      { status: 400, data: { type: "invalid_data", message: "declined_reason: at most 500 characters" } },
    ])
    await edits.decline("oe_1", "I need both")
    await edits.decline("oe_1")
    expect(seen.map((request) => request.body)).toEqual([{ declined_reason: "I need both" }, {}])
    const refused = await edits.decline("oe_1", "x".repeat(501)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).message).toBe("declined_reason: at most 500 characters")
  })
})
