import Stripe from "stripe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startStripeServer, type StripeServer } from "../support/stripe-server/server"

type Result = { paymentIntent?: { id: string; status: string; latest_charge: string | null }; error?: { code?: string; type?: string; message?: string } }
type Change = { complete: boolean; empty: boolean; value: { type: string } }
type PaymentElement = { mount(el: HTMLElement): void; on(event: string, handler: (payload: Change) => void): void; destroy(): void }
type Elements = { create(type: "payment", options?: object): PaymentElement; submit(): Promise<{ error?: { type: string; message: string } }>; update(options: object): void }
type StripeDouble = {
  elements(options: { clientSecret: string; locale?: string; appearance?: object }): Elements
  confirmPayment(params: { elements: Elements; confirmParams?: { return_url?: string }; redirect?: "if_required" | "always" }): Promise<Result>
}

/**
 * The Payment Element of the Stripe.js test double (what the storefront mounts through @stripe/react-stripe-js)
 * against the Stripe-compatible server, in a DOM: the methods the intent allows, card fields in the locale's words,
 * complete/empty changes with the method's type, submit(), and confirmPayment with a card, Google Pay and MobilePay.
 */
describe("the Stripe.js test double's Payment Element", () => {
  let server: StripeServer
  let stripe: Stripe
  let Double: (key: string, options?: { locale?: string }) => StripeDouble
  beforeAll(async () => {
    server = await startStripeServer({ webhooks: [] })
    const url = new URL(server.url)
    stripe = new Stripe("sk_test_server", { apiVersion: "2022-11-15", host: url.hostname, port: Number(url.port), protocol: "http", httpClient: Stripe.createFetchHttpClient() })
    Object.defineProperty(document, "currentScript", { configurable: true, value: { src: `${server.url}/v3/stripe.js` } })
    new Function(await (await fetch(`${server.url}/v3/stripe.js`)).text())()
    Double = (window as unknown as { Stripe: typeof Double }).Stripe
  })
  afterAll(() => server.stop())

  async function mounted(currency: string, locale = "en", double = Double("pk_test_browser", { locale })) {
    const intent = await stripe.paymentIntents.create({ amount: 81500, currency, capture_method: "manual", automatic_payment_methods: { enabled: true } })
    const elements = double.elements({ clientSecret: intent.client_secret!, locale, appearance: { theme: "stripe" } })
    const element = elements.create("payment")
    const changes: Change[] = []
    const container = document.createElement("div")
    document.body.appendChild(container)
    const ready = new Promise<void>((resolve) => element.on("ready", () => resolve()))
    element.on("change", (change) => changes.push(change))
    element.mount(container)
    await ready
    const within = (role: string) => [...container.querySelectorAll<HTMLElement>(`[role=${role}]`)]
    const field = (label: string) => {
      const found = [...container.querySelectorAll("label")].find((l) => l.textContent === label)
      if (!found) throw new Error(`No field labelled ${label}`)
      return container.querySelector<HTMLInputElement>(`#${found.htmlFor}`)!
    }
    const type = (label: string, value: string) => {
      const input = field(label)
      input.value = value
      input.dispatchEvent(new Event("input"))
    }
    const choose = (name: string) => within("radio").find((radio) => radio.textContent === name)!.click()
    return { intent, double, elements, element, changes, container, within, field, type, choose }
  }

  it("offers a card, Google Pay and MobilePay for a DKK intent, cards and Google Pay only in USD", async () => {
    expect((await mounted("dkk")).within("radio").map((radio) => radio.textContent)).toEqual(["Card", "Google Pay", "MobilePay"])
    expect((await mounted("usd")).within("radio").map((radio) => radio.textContent)).toEqual(["Card", "Google Pay"])
  })

  it("labels the card fields in Danish for locale da, and follows a locale update", async () => {
    const { within, field, elements } = await mounted("dkk", "da")
    expect(within("radio")[0].textContent).toBe("Kort")
    expect(field("Kortnummer")).toBeTruthy()
    expect(field("Udløbsdato")).toBeTruthy()
    expect(field("Sikkerhedskode")).toBeTruthy()
    elements.update({ locale: "es" })
    expect(field("Número de tarjeta")).toBeTruthy()
  })

  it("says when the card is complete, refuses to submit an empty one, and authorises Stripe's test Visa", async () => {
    const { elements, changes, type, double, intent } = await mounted("dkk")
    expect(await elements.submit()).toMatchObject({ error: { type: "validation_error" } })
    type("Card number", "4242 4242 4242 4242")
    expect(changes.at(-1)).toMatchObject({ complete: false, empty: false, value: { type: "card" } })
    type("Expiry date", "12 / 40")
    type("Security code", "123")
    expect(changes.at(-1)).toMatchObject({ complete: true, value: { type: "card" } })
    expect(await elements.submit()).toEqual({})
    const result = await double.confirmPayment({ elements, confirmParams: { return_url: "http://127.0.0.1/checkout" }, redirect: "if_required" })
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: "requires_capture" })
  })

  it("words a decline in the Stripe object's locale", async () => {
    const { elements, type } = await mounted("dkk", "da")
    type("Kortnummer", "4000 0000 0000 0002")
    type("Udløbsdato", "12 / 40")
    type("Sikkerhedskode", "123")
    const result = await Double("pk_test_browser", { locale: "da" }).confirmPayment({ elements, redirect: "if_required" })
    expect(result.error).toMatchObject({ type: "card_error", code: "card_declined", message: "Dit kort blev afvist." })
  })

  it("pays with Google Pay: complete once chosen, its sheet's Pay confirms with the wallet's card", async () => {
    const { elements, changes, choose, double, intent } = await mounted("dkk")
    choose("Google Pay")
    expect(changes.at(-1)).toMatchObject({ complete: true, value: { type: "google_pay" } })
    const paid = double.confirmPayment({ elements, redirect: "if_required" })
    await expect.poll(() => document.querySelector("[role=dialog] h2")?.textContent).toBe("Google Pay")
    ;[...document.querySelectorAll<HTMLButtonElement>("[role=dialog] button")].find((button) => button.textContent === "Pay")!.click()
    const result = await paid
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: "requires_capture" })
    const charge = await stripe.charges.retrieve(String(result.paymentIntent!.latest_charge))
    expect(charge.payment_method_details).toMatchObject({ card: { wallet: { type: "google_pay" } } })
  })

  it("sends MobilePay to its approval page with the return URL", async () => {
    const { elements, changes, choose, double, intent } = await mounted("dkk")
    choose("MobilePay")
    expect(changes.at(-1)).toMatchObject({ complete: true, value: { type: "mobilepay" } })
    // The page leaves for MobilePay (jsdom does not navigate): the intent waits for the approval there.
    void double.confirmPayment({ elements, confirmParams: { return_url: "http://127.0.0.1/checkout" }, redirect: "if_required" })
    await expect.poll(async () => (await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_action")
    expect((await stripe.paymentIntents.retrieve(intent.id)).next_action).toMatchObject({ type: "redirect_to_url", redirect_to_url: { return_url: "http://127.0.0.1/checkout" } })
  })
})
