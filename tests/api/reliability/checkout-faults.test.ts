import type Medusa from "@medusajs/medusa-js"
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest"
import { createCartsApi, type CartsApi } from "../../../src/api/carts"
import { FaultProxy } from "../../support/fault-proxy"
import { sessionCookie } from "../support/sign-in"
import { storefrontCommerce } from "../support/storefront-commerce"
import { approvedIndividual, regionId, variantId } from "../support/commerce-fixtures"
import { sql } from "../support/db"

// Checkout through the storefront's own carts API (src/api/carts.ts over its commerce client: 3 retries) with a
// fault-injecting proxy between it and the real backend. Every case ends with exactly one order for the cart.
vi.setConfig({ testTimeout: 120_000 })

const US_ADDRESS = { first_name: "Test", last_name: "Customer", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }
const COMPLETE = /^\/store\/carts\/[^/]+\/complete$/
const PAYMENT_SESSIONS = /^\/store\/carts\/[^/]+\/payment-sessions$/

let proxy: FaultProxy
let carts: CartsApi
let medusa: Medusa
let email: string

beforeEach(async () => {
  proxy = new FaultProxy(inject("backendUrl"))
  const proxyUrl = await proxy.start()
  const customer = await approvedIndividual()
  email = customer.email
  const cookie = await sessionCookie(customer)
  medusa = storefrontCommerce(proxyUrl, cookie)
  carts = createCartsApi(medusa)
})

afterEach(async () => {
  await proxy.stop()
})

/** The cart machine's order of calls up to a selected payment session; answers the cart id. */
async function cartReadyForPayment(): Promise<string> {
  const cart = await carts.create(await regionId("usd"))
  await carts.addLineItem(cart.id, await variantId("VITD-THY-1"), 1)
  await carts.update(cart.id, { email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS } as never)
  const { shipping_options } = await medusa.shippingOptions.listCartOptions(cart.id)
  await carts.addShippingMethod(cart.id, shipping_options[0].id as string)
  return cart.id
}

async function ordersOfCart(cartId: string): Promise<number> {
  const [row] = await sql<{ count: string }>(`select count(*) from "order" where cart_id = $1`, [cartId])
  return Number(row.count)
}

const keysOf = (path: RegExp) => proxy.requests("POST", path).map((r) => r.headers["idempotency-key"])

describe("checkout under faults", () => {
  it("payment-session creation failing with 500 three times, then succeeding: one order", async () => {
    const cartId = await cartReadyForPayment()
    proxy.inject("POST", PAYMENT_SESSIONS, { kind: "status", status: 500 }, { kind: "status", status: 500 }, { kind: "status", status: 500 })
    let attempts = 0
    for (;;) {
      attempts++
      try {
        await carts.createPaymentSessions(cartId)
        break
      } catch (error) {
        // medusa-js retries 501-599 and 409 itself, not 500: the cart machine's own retry calls again
        expect((error as { status?: number }).status).toBe(500)
        if (attempts > 5) throw error
      }
    }
    expect(attempts).toBe(4)
    await carts.setPaymentSession(cartId, "manual")
    await carts.complete(cartId)
    expect(await ordersOfCart(cartId)).toBe(1)
  })

  it("payment-session creation answered 503 three times is retried by the client with one Idempotency-Key: one order", async () => {
    const cartId = await cartReadyForPayment()
    proxy.inject("POST", PAYMENT_SESSIONS, ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 503 })))
    await carts.createPaymentSessions(cartId)
    const keys = keysOf(PAYMENT_SESSIONS)
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(1)
    await carts.setPaymentSession(cartId, "manual")
    await carts.complete(cartId)
    expect(await ordersOfCart(cartId)).toBe(1)
  })

  it("cart completion answered 409: the retry reuses the Idempotency-Key, one order", async () => {
    const cartId = await cartReadyForPayment()
    await carts.createPaymentSessions(cartId)
    await carts.setPaymentSession(cartId, "manual")
    proxy.inject("POST", COMPLETE, { kind: "status", status: 409, body: { type: "conflict", message: "busy" } })
    const { orderId } = await carts.complete(cartId)
    const keys = keysOf(COMPLETE)
    expect(keys.length).toBe(2)
    expect(keys[0]).toBeTruthy()
    expect(new Set(keys).size).toBe(1)
    expect(await ordersOfCart(cartId)).toBe(1)
    const [order] = await sql<{ id: string }>(`select id from "order" where cart_id = $1`, [cartId])
    expect(orderId).toBe(order.id)
  })

  it("cart completion whose connection drops after the backend processed it: the retry reuses the key, one order", async () => {
    const cartId = await cartReadyForPayment()
    await carts.createPaymentSessions(cartId)
    await carts.setPaymentSession(cartId, "manual")
    proxy.inject("POST", COMPLETE, { kind: "drop-after" })
    const { orderId } = await carts.complete(cartId)
    const seen = proxy.requests("POST", COMPLETE)
    expect(seen.map((r) => r.fault)).toEqual(["drop-after", undefined])
    expect(new Set(keysOf(COMPLETE)).size).toBe(1)
    expect(await ordersOfCart(cartId)).toBe(1)
    const [order] = await sql<{ id: string }>(`select id from "order" where cart_id = $1`, [cartId])
    expect(orderId).toBe(order.id)
  })

  it("cart completion refused with 409 beyond the client's retries: the next attempt sends the server's key, one order", async () => {
    const cartId = await cartReadyForPayment()
    await carts.createPaymentSessions(cartId)
    await carts.setPaymentSession(cartId, "manual")
    const serverKey = "server-key-" + cartId
    const conflict = { kind: "status" as const, status: 409, headers: { "idempotency-key": serverKey }, body: { type: "conflict", message: "in progress" } }
    proxy.inject("POST", COMPLETE, conflict, conflict, conflict, conflict)
    await expect(carts.complete(cartId)).rejects.toMatchObject({ status: 409 })
    expect(await ordersOfCart(cartId)).toBe(0)
    await carts.complete(cartId)
    expect(keysOf(COMPLETE).at(-1)).toBe(serverKey)
    expect(await ordersOfCart(cartId)).toBe(1)
  })
})
