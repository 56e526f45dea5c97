// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { refusal, startHarness, type Harness } from "./support/harness"

/**
 * What the Payment Element pays with beyond a typed card, on the Stripe-compatible server: the intent's payment
 * method types (automatic payment methods: MobilePay where its currency allows), a wallet's card (Google Pay,
 * Apple Pay) and MobilePay, whose approval is a redirect to its test page and back to the return URL.
 */
describe("the Stripe-compatible server's wallets and MobilePay", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.server.stop())

  const post = (path: string, form: Record<string, string>, key = "pk_test_browser") =>
    fetch(`${h.server.url}${path}`, { method: "POST", redirect: "manual", headers: { authorization: `Bearer ${key}`, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) })

  it("offers MobilePay with automatic payment methods in DKK and EUR, cards only in USD", async () => {
    const dkk = await h.stripe.paymentIntents.create({ amount: 81500, currency: "dkk", capture_method: "manual", automatic_payment_methods: { enabled: true } })
    expect(dkk).toMatchObject({ payment_method_types: ["card", "mobilepay"], automatic_payment_methods: { enabled: true } })
    expect((await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur", automatic_payment_methods: { enabled: true } })).payment_method_types).toEqual(["card", "mobilepay"])
    expect((await h.stripe.paymentIntents.create({ amount: 1200, currency: "usd", automatic_payment_methods: { enabled: true } })).payment_method_types).toEqual(["card"])
    // An update of the amount keeps the methods the currency allows.
    expect((await h.stripe.paymentIntents.update(dkk.id, { amount: 90000 })).payment_method_types).toEqual(["card", "mobilepay"])
  })

  it("refuses MobilePay in a currency it does not take, an unknown type, and both ways of choosing types", async () => {
    expect(await refusal(h.stripe.paymentIntents.create({ amount: 1200, currency: "usd", payment_method_types: ["card", "mobilepay"] }))).toMatchObject({ statusCode: 400, param: "payment_method_types", message: expect.stringContaining("mobilepay") })
    expect(await refusal(h.stripe.paymentIntents.create({ amount: 1200, currency: "eur", payment_method_types: ["ideal"] }))).toMatchObject({ statusCode: 400, param: "payment_method_types" })
    expect(await refusal(h.stripe.paymentIntents.create({ amount: 1200, currency: "eur", payment_method_types: ["card"], automatic_payment_methods: { enabled: true } }))).toMatchObject({ statusCode: 400, param: "automatic_payment_methods" })
    expect((await h.stripe.paymentIntents.create({ amount: 1200, currency: "dkk", payment_method_types: ["mobilepay"] })).payment_method_types).toEqual(["mobilepay"])
  })

  it("authorises a Google Pay card: a card payment method whose card names the wallet", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1200, currency: "dkk", capture_method: "manual", automatic_payment_methods: { enabled: true } })
    const made = await post("/v1/wallets/google_pay/payment_methods", {})
    const method = (await made.json()) as { id: string; type: string; card: { wallet: { type: string }; last4: string } }
    expect(method).toMatchObject({ type: "card", card: { last4: "4242", wallet: { type: "google_pay" } } })
    const confirmed = await h.browser.paymentIntents.confirm(intent.id, { client_secret: intent.client_secret!, payment_method: method.id } as never)
    expect(confirmed.status).toBe("requires_capture")
    const charge = await h.stripe.charges.retrieve(String(confirmed.latest_charge))
    expect(charge.payment_method_details).toMatchObject({ type: "card", card: { wallet: { type: "google_pay" } } })
    expect((await post("/v1/wallets/samsung_wallet/payment_methods", {})).status).toBe(400)
  })

  it("sends a MobilePay payment to its approval page and back to the return URL, authorised", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 81500, currency: "dkk", capture_method: "manual", automatic_payment_methods: { enabled: true } })
    const method = (await (await post("/v1/payment_methods", { type: "mobilepay" })).json()) as { id: string; type: string }
    expect(method.type).toBe("mobilepay")
    // A redirect method needs somewhere to come back to.
    expect(await refusal(h.browser.paymentIntents.confirm(intent.id, { client_secret: intent.client_secret!, payment_method: method.id } as never))).toMatchObject({ statusCode: 400, param: "return_url" })
    const waiting = await h.browser.paymentIntents.confirm(intent.id, { client_secret: intent.client_secret!, payment_method: method.id, return_url: "http://127.0.0.1:5173/checkout?step=payment" } as never)
    expect(waiting).toMatchObject({ status: "requires_action", next_action: { type: "redirect_to_url", redirect_to_url: { return_url: "http://127.0.0.1:5173/checkout?step=payment" } } })
    const page = (waiting.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url
    expect(await (await fetch(page)).text()).toContain("Authorize test payment")
    const back = await fetch(page, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ client_secret: intent.client_secret!, outcome: "authenticate" }) })
    expect(back.status).toBe(303)
    const returned = new URL(back.headers.get("location")!)
    expect(Object.fromEntries(returned.searchParams)).toEqual({ step: "payment", payment_intent: intent.id, payment_intent_client_secret: intent.client_secret, redirect_status: "succeeded" })
    const authorised = await h.stripe.paymentIntents.retrieve(intent.id)
    expect(authorised.status).toBe("requires_capture")
    expect((await h.stripe.charges.retrieve(String(authorised.latest_charge))).payment_method_details).toMatchObject({ type: "mobilepay" })
  })

  it("leaves a MobilePay payment the shopper refused needing another method, and refuses MobilePay on a card-only intent", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 81500, currency: "dkk", capture_method: "manual", automatic_payment_methods: { enabled: true } })
    const waiting = await h.browser.paymentIntents.confirm(intent.id, { client_secret: intent.client_secret!, payment_method_data: { type: "mobilepay" }, return_url: "http://127.0.0.1:5173/checkout" } as never)
    const page = (waiting.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url
    const back = await fetch(page, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ client_secret: intent.client_secret!, outcome: "fail" }) })
    expect(new URL(back.headers.get("location")!).searchParams.get("redirect_status")).toBe("failed")
    expect(await h.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: "requires_payment_method", last_payment_error: { code: "payment_intent_payment_attempt_failed" } })
    const cardOnly = await h.stripe.paymentIntents.create({ amount: 1200, currency: "dkk" })
    expect(await refusal(h.browser.paymentIntents.confirm(cardOnly.id, { client_secret: cardOnly.client_secret!, payment_method_data: { type: "mobilepay" }, return_url: "http://127.0.0.1:5173/" } as never))).toMatchObject({ statusCode: 400, code: "payment_intent_incompatible_payment_method" })
  })
})
