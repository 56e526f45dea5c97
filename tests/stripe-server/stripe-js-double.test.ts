import Stripe from "stripe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startStripeServer, type StripeServer } from "../support/stripe-server/server"

type Result = { paymentIntent?: { status: string }; error?: { code?: string; type?: string } }
type CardElement = { mount(el: HTMLElement): void; inputs: Record<"number" | "expiry" | "cvc", HTMLInputElement> }
type StripeDouble = { elements(): { create(type: "card"): CardElement }; confirmCardPayment(secret: string, data: object, options?: object): Promise<Result> }

/**
 * The Stripe.js test double the test storefront loads (the browser's side of the card e2e journeys), against the
 * server, in a DOM: the calls it makes with the publishable key still take a card to an authorisation, a decline,
 * and 3-D Secure.
 */
describe("the Stripe.js test double against the Stripe-compatible server", () => {
  let server: StripeServer
  let stripe: Stripe
  let double: StripeDouble
  beforeAll(async () => {
    server = await startStripeServer({ webhooks: [] })
    const url = new URL(server.url)
    stripe = new Stripe("sk_test_server", { apiVersion: "2022-11-15", host: url.hostname, port: Number(url.port), protocol: "http", httpClient: Stripe.createFetchHttpClient() })
    Object.defineProperty(document, "currentScript", { configurable: true, value: { src: `${server.url}/v3/stripe.js` } })
    // Loaded from the server, as the storefront's script tag does.
    new Function(await (await fetch(`${server.url}/v3/stripe.js`)).text())()
    double = (window as unknown as { Stripe: (key: string) => StripeDouble }).Stripe("pk_test_browser")
  })
  afterAll(() => server.stop())

  async function pay(number: string, onChallenge?: (dialog: HTMLElement) => void): Promise<Result> {
    const intent = await stripe.paymentIntents.create({ amount: 1200, currency: "eur", capture_method: "manual" })
    const card = double.elements().create("card")
    const container = document.createElement("div")
    document.body.appendChild(container)
    card.mount(container)
    card.inputs.number.value = number
    card.inputs.expiry.value = "12 / 40"
    card.inputs.cvc.value = "123"
    const paid = double.confirmCardPayment(intent.client_secret!, { payment_method: { card } })
    if (onChallenge) {
      await expect.poll(() => document.querySelector<HTMLElement>("[role=dialog]")).not.toBeNull()
      onChallenge(document.querySelector<HTMLElement>("[role=dialog]")!)
    }
    return paid
  }

  const click = (label: string) => (dialog: HTMLElement) => [...dialog.querySelectorAll("button")].find((button) => button.textContent === label)!.click()

  it("authorises Stripe's test Visa card", async () => {
    expect((await pay("4242 4242 4242 4242")).paymentIntent).toMatchObject({ status: "requires_capture" })
  })

  it("answers a declined card with Stripe's card error", async () => {
    expect((await pay("4000000000000002")).error).toMatchObject({ type: "card_error", code: "card_declined" })
  })

  it("authorises a 3-D Secure card once authenticated, and declines it when authentication fails", async () => {
    expect((await pay("4000002760003184", click("Complete authentication"))).paymentIntent).toMatchObject({ status: "requires_capture" })
    expect((await pay("4000002760003184", click("Fail authentication"))).error).toMatchObject({ code: "payment_intent_authentication_failure" })
  })
})
