import type { Page } from "playwright-core"
import { expect } from "vitest"
import { asBrowser } from "./browser-api"
import { browserMe } from "./owner-journey"
import { staffApi, uniqueEmail } from "./store-api"
import { main, signUp } from "./storefront"

/** A German address as the checkout's address form labels it, and as the store API takes it. */
export const DE = { "First name": "Lena", "Last name": "Weber", Address: "Hauptstraße 1", City: "Berlin", "Postal code": "10115", Country: "de" }
export const DE_API = { first_name: "Lena", last_name: "Weber", address_1: "Hauptstraße 1", city: "Berlin", postal_code: "10115", country_code: "de" }

/** An approved individual whose billing address (so whose cart) is in Germany: individuals in Europe pay by card. */
export async function europeanIndividual(page: Page): Promise<string> {
  const email = uniqueEmail("card")
  await signUp(page, email, { first: "Lena", last: "Weber" })
  const applied = await asBrowser(page, "POST", "/store/application", { first_name: "Lena", last_name: "Weber", billing_address: DE_API })
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300)
  const me = await browserMe(page)
  expect((await (await staffApi()).post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)
  return email
}

/** Types a card into the Payment Element the payment machine shows (the Stripe.js test double's card fields). */
export async function typeCard(page: Page, number: string): Promise<void> {
  const card = main(page).getByRole("group", { name: "Card details" })
  await card.getByLabel("Card number").fill(number)
  await card.getByLabel("Expiry date").fill("12 / 34")
  await card.getByLabel("Security code").fill("123")
}
