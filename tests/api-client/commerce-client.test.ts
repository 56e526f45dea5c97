import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createCartsApi } from "../../src/api/carts"
import { createCompletionKeyStorage, memoryStore } from "../../src/lib/storage"
import { ApiError } from "../../src/api/errors"
import { commerce, COMMERCE_CLIENT_RETRIES, createCommerceClient } from "../../src/api/commerce-client"
import { env } from "../../src/lib/env"

type Answer = { status: number; data?: unknown; headers?: Record<string, string> } | "down"
interface Seen {
  method: string
  url: string
  headers: Record<string, string>
  credentials: RequestCredentials | undefined
}

/** The storefront's commerce client over a scripted fetch; `seen` records every request that went out. */
function client(answers: Answer[], retries = COMMERCE_CLIENT_RETRIES) {
  const seen: Seen[] = []
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value))
    seen.push({ method: String(init?.method), url: String(url).replace("http://api.test", ""), headers, credentials: init?.credentials })
    const answer = answers.shift() ?? { status: 200, data: {} }
    if (answer === "down") throw new TypeError("Failed to fetch")
    return new Response(JSON.stringify(answer.data ?? {}), { status: answer.status, headers: answer.headers })
  }
  const medusa = createCommerceClient("http://api.test", fetchImpl as typeof fetch, retries)
  return { medusa, seen }
}

/** Runs a call while fake time passes (retry-axios waits between attempts). */
async function withTime<T>(call: Promise<T>): Promise<T> {
  const settled = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error })
  )
  await vi.advanceTimersByTimeAsync(60_000)
  const outcome = await settled
  if ("error" in outcome) throw outcome.error
  return outcome.value
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("commerce client (medusa-js over the storefront's transport, 3 retries)", () => {
  it("the storefront's client asks for 3 retries (the library default is 0) from the transport, none from medusa-js", () => {
    expect(COMMERCE_CLIENT_RETRIES).toBe(3)
    const config = (commerce as unknown as { client: { config: { maxRetries: number; baseUrl: string } } }).client.config
    expect(config.maxRetries).toBe(0)
    expect(config.baseUrl).toBe(env.VITE_MEDUSA_BACKEND_URL)
  })

  it("sends an Idempotency-Key on POST only, and cookies on every call", async () => {
    const { medusa, seen } = client([{ status: 200, data: { cart: { id: "c" } } }, { status: 200, data: { cart: { id: "c" } } }])
    await withTime(medusa.carts.create({ region_id: "reg" }))
    await withTime(medusa.carts.retrieve("c"))
    expect(seen[0]!.method).toBe("POST")
    expect(seen[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen[1]!.method).toBe("GET")
    expect(seen[1]!.headers["idempotency-key"]).toBeUndefined()
    expect(seen.every((request) => request.credentials === "include")).toBe(true)
  })

  it("sends no Idempotency-Key when retries are off (the library default)", async () => {
    const { medusa, seen } = client([{ status: 200, data: { cart: { id: "c" } } }], 0)
    await withTime(medusa.carts.create({ region_id: "reg" }))
    expect(seen[0]!.headers["idempotency-key"]).toBeUndefined()
  })

  it.each([
    [409, 2],
    [502, 2],
    [599, 2],
    [500, 1],
    [404, 1],
    [429, 1],
  ])("on status %i makes %i request(s)", async (status, requests) => {
    const { medusa, seen } = client([{ status }, { status: 200, data: { cart: { id: "c" } } }])
    await withTime(medusa.carts.retrieve("c")).catch(() => undefined)
    expect(seen).toHaveLength(requests)
  })

  it("retries a connection failure up to 3 times", async () => {
    const { medusa, seen } = client(["down", "down", "down", "down"])
    await expect(withTime(medusa.carts.retrieve("c"))).rejects.toThrow("Failed to fetch")
    expect(seen).toHaveLength(4)
  })

  it("a retried POST keeps its Idempotency-Key", async () => {
    const { medusa, seen } = client([{ status: 409 }, { status: 200, data: { type: "order", data: { id: "order_1" } } }])
    await withTime(medusa.carts.complete("c"))
    expect(seen).toHaveLength(2)
    expect(seen[1]!.headers["idempotency-key"]).toBe(seen[0]!.headers["idempotency-key"])
  })
})

describe("carts API", () => {
  it("completes a cart into its order id and the order the answer carries", async () => {
    const order = { id: "order_1", display_id: 7, currency_code: "usd", total: 5000, items: [{ id: "i", quantity: 1, title: "EEG kit", unit_price: 5000 }] }
    const { medusa } = client([{ status: 200, data: { type: "order", data: order } }])
    await expect(withTime(createCartsApi(medusa).complete("c"))).resolves.toEqual({ orderId: "order_1", order })
  })

  it("sends one Idempotency-Key for every attempt at one cart until the order is placed", async () => {
    const { medusa, seen } = client([
      { status: 500, data: { type: "unknown_error", message: "boom" } },
      { status: 404, data: { type: "not_found", message: "Order was not found" } },
      { status: 200, data: { type: "order", data: { id: "order_1" } } },
      { status: 200, data: { type: "order", data: { id: "order_2" } } },
    ])
    const carts = createCartsApi(medusa, createCompletionKeyStorage(memoryStore()))
    const failure = await withTime(carts.complete("c")).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).kind).toBe("api")
    expect(seen[1]!.url).toBe("/store/orders/cart/c")
    expect(carts.hasCompletionUnderWay("c")).toBe(true)
    await withTime(carts.complete("c"))
    expect(seen[2]!.headers["idempotency-key"]).toBe(seen[0]!.headers["idempotency-key"])
    expect(carts.hasCompletionUnderWay("c")).toBe(false)
    await withTime(carts.complete("c"))
    expect(seen[3]!.headers["idempotency-key"]).not.toBe(seen[0]!.headers["idempotency-key"])
  })

  it("resumes the same attempt after a reload: the key outlives the page in local storage", async () => {
    localStorage.clear()
    const first = client([{ status: 500, data: { type: "unknown_error", message: "boom" } }, { status: 404, data: { type: "not_found", message: "none" } }])
    await withTime(createCartsApi(first.medusa).complete("c")).catch(() => undefined)
    const afterReload = client([{ status: 200, data: { type: "order", data: { id: "order_1" } } }])
    await expect(withTime(createCartsApi(afterReload.medusa).complete("c"))).resolves.toMatchObject({ orderId: "order_1" })
    expect(afterReload.seen[0]!.headers["idempotency-key"]).toBe(first.seen[0]!.headers["idempotency-key"])
    expect(localStorage.length).toBe(0)
  })

  it("answers the order placed from the cart when Medusa refuses a second completion", async () => {
    const { medusa, seen } = client([
      { status: 422, data: { type: "not_allowed", message: "Payment with cart_id c already exists" } },
      { status: 200, data: { order: { id: "order_9", display_id: 9 } } },
    ])
    await expect(withTime(createCartsApi(medusa, createCompletionKeyStorage(memoryStore())).complete("c"))).resolves.toEqual({
      orderId: "order_9",
      order: { id: "order_9", display_id: 9 },
    })
    expect(seen[1]!.url).toBe("/store/orders/cart/c")
  })

  it("starts a new attempt after a finished refusal (409 out of stock), not after a key in use", async () => {
    const { medusa, seen } = client([
      { status: 409, data: { type: "conflict", message: "Key already locked" } },
      { status: 409, data: { type: "conflict", message: "Key already locked" } },
      { status: 409, data: { type: "conflict", message: "Key already locked" } },
      { status: 409, data: { type: "conflict", message: "Key already locked" } },
      { status: 404, data: { type: "not_found", message: "none" } },
      { status: 200, data: { type: "order", data: { id: "order_1" } } },
    ])
    const carts = createCartsApi(medusa, createCompletionKeyStorage(memoryStore()))
    await withTime(carts.complete("c")).catch(() => undefined)
    expect(carts.hasCompletionUnderWay("c")).toBe(true)
    await withTime(carts.complete("c"))
    expect(seen[5]!.headers["idempotency-key"]).toBe(seen[0]!.headers["idempotency-key"])
  })

  it("ends the attempt when the store refuses the completion (403: the order needs approval), so no page load resumes it", async () => {
    const { medusa } = client([
      { status: 403, data: { type: "approval_required", message: "This order needs approval: it is over your limit per order" } },
      { status: 404, data: { type: "not_found", message: "none" } },
    ])
    const carts = createCartsApi(medusa, createCompletionKeyStorage(memoryStore()))
    await expect(withTime(carts.complete("c"))).rejects.toBeInstanceOf(ApiError)
    expect(carts.hasCompletionUnderWay("c")).toBe(false)
  })

  it("keeps the attempt while the cart is being placed by another request (409 from the store's turn)", async () => {
    const busy = { status: 409, data: { type: "conflict", message: "This cart is being placed by another request; look for the order in a moment" } }
    const { medusa } = client([busy, busy, busy, busy, { status: 404, data: { type: "not_found", message: "none" } }])
    const carts = createCartsApi(medusa, createCompletionKeyStorage(memoryStore()))
    await withTime(carts.complete("c")).catch(() => undefined)
    expect(carts.hasCompletionUnderWay("c")).toBe(true)
  })

  it("refuses a completion that did not make an order", async () => {
    const { medusa } = client([{ status: 200, data: { type: "cart", data: { id: "c" } } }])
    await expect(withTime(createCartsApi(medusa).complete("c"))).rejects.toThrow("was not completed into an order")
  })

  it("answers the cart of each call and normalises failures", async () => {
    const { medusa, seen } = client([
      { status: 200, data: { cart: { id: "c", items: [] } } },
      { status: 403, data: { type: "not_allowed", message: "Not approved" } },
    ])
    const carts = createCartsApi(medusa)
    await expect(withTime(carts.addShippingMethod("c", "so_1"))).resolves.toEqual({ id: "c", items: [] })
    expect(seen[0]!.url).toBe("/store/carts/c/shipping-methods")
    const error = (await withTime(carts.addLineItem("c", "v", 1)).catch((e: unknown) => e)) as ApiError
    expect(error.kind).toBe("permission")
    expect(error.message).toBe("Not approved")
    expect(error.type).toBe("not_allowed")
  })
})
