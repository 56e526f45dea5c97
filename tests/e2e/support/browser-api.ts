import type { Page } from "playwright-core"
import { expect, inject } from "vitest"
import { staffApi } from "./store-api"

const ADDRESS = { first_name: "Erin", last_name: "Tester", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }

/** Calls the backend with the browser context's own cookies (the session the storefront created). */
export async function asBrowser(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
  const res = await page.context().request.fetch(`${inject("backendUrl")}${path}`, { method, data: data ?? undefined })
  const text = await res.text()
  return { status: res.status(), body: text ? JSON.parse(text) : null }
}

async function ok(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown) {
  const res = await asBrowser(page, method, path, data)
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300)
  return res.body
}

/** Registers a clinic for the signed-in browser (POST /store/clinics) and has staff approve it. */
export async function registerApprovedClinic(page: Page, type: "Epilepsy Clinic" | "Fertility Clinic", name: string) {
  const body = await ok(page, "POST", "/store/clinics", { clinic: { name, type, billing_email: "billing@example.test", billing_address: ADDRESS } })
  const staff = await staffApi()
  expect((await staff.post(`/admin/clinics/${body.clinic.id}`).send({ status: "approved" })).status).toBe(200)
  return { id: body.clinic.id as string, name }
}

/** Places an order of one unit of the product `handle` through the store API with the browser's session. */
export async function placeOrderAs(page: Page, handle: string): Promise<{ id: string; display_id: number; items: { id: string }[] }> {
  const { products } = await ok(page, "GET", `/store/products?handle=${handle}`)
  const { regions } = await ok(page, "GET", "/store/regions")
  const region = regions.find((r: { currency_code: string }) => r.currency_code === "usd")
  const { cart } = await ok(page, "POST", "/store/carts", { region_id: region.id })
  await ok(page, "POST", `/store/carts/${cart.id}/line-items`, { variant_id: products[0].variants[0].id, quantity: 1 })
  await ok(page, "POST", `/store/carts/${cart.id}`, { shipping_address: ADDRESS, billing_address: ADDRESS })
  const { shipping_options } = await ok(page, "GET", `/store/shipping-options/${cart.id}`)
  await ok(page, "POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await ok(page, "POST", `/store/carts/${cart.id}/payment-sessions`)
  await ok(page, "POST", `/store/carts/${cart.id}/payment-session`, { provider_id: "manual" })
  const done = await ok(page, "POST", `/store/carts/${cart.id}/complete`)
  expect(done.type).toBe("order")
  return done.data
}
