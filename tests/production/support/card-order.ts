import supertest from "supertest"
import { inject } from "vitest"
import { STRIPE_KEYS } from "./production-settings"
import { site, sql } from "./shop"

const DE_ADDRESS = { first_name: "Lena", last_name: "Weber", address_1: "Hauptstraße 1", city: "Berlin", postal_code: "10115", country_code: "de" }

/** A call to the Stripe-compatible server with the browser's publishable key or the store's secret key. */
export function stripeCall(path: string, key: "publishable" | "secret", form: Record<string, string>) {
  return supertest(inject("topology").stripeUrl)
    .post(path)
    .set("Authorization", `Bearer ${key === "publishable" ? STRIPE_KEYS.publishable : STRIPE_KEYS.secret}`)
    .type("form")
    .send(form)
}

/**
 * An individual's card order through the public origin, as the storefront places it: a European cart, the payment
 * session the store opens (a payment intent the backend created at Stripe), the card confirmed as Stripe.js does it,
 * the cart completed. Answers the order and its payment intent's id.
 */
export async function cardOrder(customer: { email: string; cookie: string }) {
  const t = inject("topology")
  const call = (method: "get" | "post", path: string) => site(t.publicUrl)(method, path).set("Cookie", customer.cookie)
  const [region] = await sql<{ id: string }>(t.databaseUrl, `select id from region where currency_code = 'eur' and deleted_at is null`)
  const [variant] = await sql<{ id: string }>(t.databaseUrl, `select id from product_variant where sku = 'VITD-THY-1'`)
  const cartId = (await call("post", "/store/carts").send({ region_id: region.id }).expect(200)).body.cart.id as string
  await call("post", `/store/carts/${cartId}/line-items`).send({ variant_id: variant.id, quantity: 1 }).expect(200)
  await call("post", `/store/carts/${cartId}`).send({ email: customer.email, shipping_address: DE_ADDRESS, billing_address: DE_ADDRESS }).expect(200)
  const options = await call("get", `/store/shipping-options/${cartId}`).expect(200)
  await call("post", `/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
  const session = (await call("post", `/store/carts/${cartId}/payment-sessions`).expect(200)).body.cart.payment_session
  if (session?.provider_id !== "stripe") throw new Error(`the cart's payment session is ${JSON.stringify(session)}, not the card's`)
  const intentId = session.data.id as string
  await stripeCall(`/v1/payment_intents/${intentId}/confirm`, "publishable", { client_secret: session.data.client_secret, payment_method: "pm_card_visa" }).expect(200)
  const completed = await call("post", `/store/carts/${cartId}/complete`).expect(200)
  if (completed.body.type !== "order") throw new Error(`the cart was not placed: ${JSON.stringify(completed.body)}`)
  return { orderId: completed.body.data.id as string, intentId }
}
