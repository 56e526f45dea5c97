import { expect, inject } from "vitest"
import { clinicMember, regionId, variantId, type Customer } from "./commerce-fixtures"

/** The card region of the test stack (CARD_PAYMENT_REGIONS=Europe) and an address in it. */
export const DE_ADDRESS = { first_name: "Lena", last_name: "Weber", address_1: "Hauptstraße 1", city: "Berlin", postal_code: "10115", country_code: "de" }
const PUBLISHABLE_KEY = "pk_test_clinic_store_api_tests"
const SECRET_KEY = "sk_test_clinic_store_api_tests"

export type PaymentIntent = { id: string; status: string; amount: number; currency: string; amount_received: number; latest_charge: string | null; last_payment_error: { code?: string } | null }

/** A call to the Stripe-compatible server, with the browser's publishable key or the server's secret key. */
export async function stripeCall(path: string, options: { key?: "publishable" | "secret"; form?: Record<string, string> } = {}) {
  const res = await fetch(`${inject("stripeUrl")}${path}`, {
    method: options.form ? "POST" : "GET",
    headers: {
      authorization: `Bearer ${options.key === "publishable" ? PUBLISHABLE_KEY : SECRET_KEY}`,
      ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** What Stripe.js does with the session's client secret: confirms the intent with a test payment method. */
export function confirmCard(clientSecret: string, paymentMethod: string) {
  const intentId = clientSecret.split("_secret_")[0]
  return stripeCall(`/v1/payment_intents/${intentId}/confirm`, { key: "publishable", form: { client_secret: clientSecret, payment_method: paymentMethod } })
}

export async function intentOf(intentId: string): Promise<PaymentIntent> {
  return (await stripeCall(`/v1/payment_intents/${intentId}`)).body as unknown as PaymentIntent
}

/** A European cart with items, addresses and shipping: ready for its payment sessions. */
export async function europeanCart(customer: Customer, sku = "VITD-THY-1", quantity = 1): Promise<string> {
  const { agent } = customer
  const created = await agent.post("/store/carts").send({ region_id: await regionId("eur") }).expect(200)
  const cartId = created.body.cart.id as string
  await agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId(sku), quantity }).expect(200)
  await agent.post(`/store/carts/${cartId}`).send({ email: customer.email, shipping_address: DE_ADDRESS, billing_address: DE_ADDRESS }).expect(200)
  const options = await agent.get(`/store/shipping-options/${cartId}`).expect(200)
  await agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  return cartId
}

/** Opens the payment sessions (the store chooses the one provider) and returns the cart. */
export async function openPayment(customer: Customer, cartId: string) {
  const res = await customer.agent.post(`/store/carts/${cartId}/payment-sessions`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.cart as {
    id: string
    total: number
    region: { currency_code: string }
    payment_session: { provider_id: string; data: { id?: string; client_secret?: string; amount?: number; currency?: string } } | null
  }
}

/** An approved member of a Fertility clinic. */
export const clinicBuyer = () => clinicMember("Fertility Clinic", "owner", "approved")
