// @vitest-environment node
import { describe, expect, it, vi } from "vitest"
import type { Guard, GuardHandler } from "../../backend/src/api/guards/guard"
import type { GuardName } from "../../backend/src/api/guards/order"

/** The countries the regions serve, as the database would list them. */
vi.mock("../../backend/src/persistence/country", () => ({ servedCountryCodes: async () => ["dk", "se"] }))

/** The guards, loaded at run time only (the backend's own tsconfig checks their sources). */
const guards = async () => (await import(/* @vite-ignore */ "../../backend/src/api/" + "guards")) as { GUARDS: Record<GuardName, Guard> }

// The first import of the guards loads the backend's modules: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 })

type Answer = { status?: number; body?: unknown; next: boolean }

/** Runs the one middleware `name` gives `route` on a request with `body` and `params`; what it answered, or that it went on. */
async function run(name: GuardName, route: string, request: { body?: unknown; params?: Record<string, string> }): Promise<Answer> {
  const { GUARDS } = await guards()
  const [method, path] = route.split(" ") as ["POST", string]
  const handler = GUARDS[name]({ method, path }) as GuardHandler
  const answer: Answer = { next: false }
  const res = {
    status(code: number) {
      answer.status = code
      return res
    },
    json(body: unknown) {
      answer.body = body
      return res
    },
  }
  const req = { body: request.body, params: request.params ?? {}, scope: { resolve: () => ({}) } }
  await handler(req as never, res as never, () => void (answer.next = true))
  return answer
}

describe("the address book's served countries (servedCountry)", () => {
  it("reads a new address from the body's `address` and a changed one from the body itself", async () => {
    expect(await run("servedCountry", "POST /store/customers/me/addresses", { body: { address: { country_code: "us" } } })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("address.country_code: the store does not serve US") },
    })
    expect(await run("servedCountry", "POST /store/customers/me/addresses", { body: { address: { country_code: "DK" } } })).toEqual({ next: true })
    expect(await run("servedCountry", "POST /store/customers/me/addresses/:address_id", { body: { country_code: "us" } })).toMatchObject({ status: 400 })
    // A change that names no country keeps the address's own.
    expect(await run("servedCountry", "POST /store/customers/me/addresses/:address_id", { body: { city: "Aarhus" } })).toEqual({ next: true })
  })

  it("has no rule for a route it was not written for", async () => {
    const { GUARDS } = await guards()
    expect(() => GUARDS.servedCountry({ method: "POST", path: "/store/clinics" })).toThrow(/servedCountry has no rule/)
  })
})

describe("a staff-written customer's names (namesAtMostMax)", () => {
  it("takes names up to 256 characters (counted as characters, not UTF-16 units) and refuses longer ones naming the field", async () => {
    expect(await run("namesAtMostMax", "POST /admin/customers", { body: { first_name: "😀".repeat(256), last_name: "Ø" } })).toEqual({ next: true })
    expect(await run("namesAtMostMax", "POST /admin/customers/:id", { body: { last_name: "x".repeat(257) } })).toMatchObject({
      status: 400,
      body: { type: "invalid_data", message: "last_name: at most 256 characters" },
    })
  })
})

describe("a gift card look-up's code (giftCardCode)", () => {
  it("refuses a code a cart would not take, naming `code`", async () => {
    expect(await run("giftCardCode", "GET /store/gift-cards/:code", { params: { code: "GIFT-2024" } })).toEqual({ next: true })
    expect(await run("giftCardCode", "GET /store/gift-cards/:code", { params: { code: "x".repeat(65) } })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^code: /) },
    })
  })
})

describe("the completion's answer (paymentStandingAnswer)", () => {
  it("adds how the payment stands to a placed order's answer, and leaves any other answer alone", async () => {
    const { GUARDS } = await guards()
    const handler = GUARDS.paymentStandingAnswer({ method: "POST", path: "/store/carts/:id/complete" }) as GuardHandler
    const sent: unknown[] = []
    const res = { json: (body: unknown) => sent.push(body) }
    handler({} as never, res as never, () => undefined)
    const order = { id: "order_1", created_at: "2026-01-01T00:00:00Z", payments: [], region: { currency_code: "dkk" }, payment_status: "awaiting" }
    res.json({ type: "order", data: order })
    res.json({ type: "cart", data: { id: "cart_1" } })
    expect(sent[0]).toMatchObject({ type: "order", data: { payment_standing: expect.anything() } })
    expect(sent[1]).toEqual({ type: "cart", data: { id: "cart_1" } })
  })
})
