import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest"
import { createActor, waitFor } from "xstate"
import { cartMachine } from "../../../machines/cart/cart.machine"
import type { Customer } from "../../../machines/domain.types"
import { createCartActors } from "../../../src/actors/cart.actors"
import { createCartsApi } from "../../../src/api/carts"
import { createRegionsApi } from "../../../src/api/regions"
import { createShippingOptionsApi } from "../../../src/api/shipping-options"
import { createCartIdStorage } from "../../../src/lib/storage"
import { FaultProxy } from "../../support/fault-proxy"
import { sessionCookie } from "../support/sign-in"
import { storefrontCommerce } from "../support/storefront-commerce"
import { approvedIndividual, variantId } from "../support/commerce-fixtures"
import { sql } from "../support/db"

// The storefront's cart machine (machines/cart) with its real actors (src/actors/cart.actors.ts) over the real
// carts API and the storefront's commerce client, through the fault proxy to the real backend: the whole checkout under faults.
vi.setConfig({ testTimeout: 120_000 })

const US_ADDRESS = { first_name: "Test", last_name: "Customer", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }
const PAYMENT_SESSIONS = /^\/store\/carts\/[^/]+\/payment-sessions$/
const COMPLETE = /^\/store\/carts\/[^/]+\/complete$/

let proxy: FaultProxy

beforeAll(async () => {
  proxy = new FaultProxy(inject("backendUrl"))
})

afterAll(async () => {
  await proxy.stop()
})

describe("cart machine checkout under faults", () => {
  it("payment sessions failing with 500 three times and completion dropped after processing: one order", async () => {
    const proxyUrl = await proxy.start()
    const customer = await approvedIndividual()
    const cookie = await sessionCookie(customer)
    const medusa = storefrontCommerce(proxyUrl, cookie)
    const api = { carts: createCartsApi(medusa), regions: createRegionsApi(medusa), shippingOptions: createShippingOptionsApi(medusa) }
    const memory = new Map<string, string>()
    const storage = createCartIdStorage(customer.id, {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    })
    const navigations: string[] = []
    const machine = cartMachine.provide({
      actors: createCartActors(api, () => storage) as never,
      actions: {
        storeCartId: (_, params) => storage.write(params.cartId),
        clearStoredCartId: () => storage.clear(),
        navigate: (_, params) => void navigations.push(params.to),
        logError: () => {},
      },
    })
    const shopper: Customer = {
      id: customer.id,
      email: customer.email,
      billing_address: US_ADDRESS as never,
      shipping_addresses: [],
      metadata: { application: { status: "approved" } },
      clinic: null,
    }
    const actor = createActor(machine, { input: { customer: shopper } })
    actor.start()
    await waitFor(actor, (s) => s.matches("active"), { timeout: 60_000 })
    const cartId = actor.getSnapshot().context.cart.id

    proxy.inject("POST", PAYMENT_SESSIONS, ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 500 })))
    actor.send({ type: "ADD_ITEM", variantId: await variantId("VITD-THY-1"), quantity: 1 })
    await waitFor(actor, (s) => s.matches("active") && (s.context.cart.payment_sessions?.length ?? 0) > 0, { timeout: 60_000 })
    expect(proxy.requests("POST", PAYMENT_SESSIONS).map((r) => r.fault)).toEqual(["status", "status", "status", undefined])

    actor.send({ type: "SET_PAYMENT_SESSION", providerId: "manual" })
    await waitFor(actor, (s) => s.matches("active") && !!s.context.cart.payment_session, { timeout: 60_000 })
    proxy.inject("POST", COMPLETE, { kind: "drop-after" })
    actor.send({ type: "COMPLETE" })
    await waitFor(actor, (s) => s.context.orderId !== null, { timeout: 60_000 })

    const orders = await sql<{ id: string }>(`select id from "order" where cart_id = $1`, [cartId])
    expect(orders).toHaveLength(1)
    expect(actor.getSnapshot().context.orderId).toBe(orders[0].id)
    expect(navigations).toContain(`/order/confirmed/${orders[0].id}`)
    const completeKeys = proxy.requests("POST", COMPLETE).map((r) => r.headers["idempotency-key"])
    expect(completeKeys).toHaveLength(2)
    expect(new Set(completeKeys).size).toBe(1)
    actor.stop()
  })
})
