import { createActor, toPromise } from "xstate"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createCartActors } from "../../src/actors/cart.actors"
import { createApi } from "../../src/api"
import { createCommerceClient } from "../../src/api/commerce-client"
import { createCartIdStorage } from "../../src/lib/storage"

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The cart machine's cart read (its retrieveCart service) over a backend answering `answer` to everything. */
async function requestsOfOneCartRead(answer: number | "down"): Promise<number> {
  const fetchImpl = vi.fn(async () => {
    if (answer === "down") throw new TypeError("Failed to fetch")
    return new Response(JSON.stringify({ type: "unknown_error", message: "busy" }), { status: answer })
  })
  const api = createApi(createCommerceClient("http://api.test", fetchImpl as typeof fetch), "http://api.test", fetchImpl as typeof fetch)
  const { retrieveCart } = createCartActors(api, (customerId) => createCartIdStorage(customerId))
  const read = toPromise(createActor(retrieveCart, { input: { cartId: "cart_1" } }).start()).catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(await read).toMatchObject({ name: "ApiError" })
  return fetchImpl.mock.calls.length
}

describe("one failing cart read", () => {
  // One retry policy, applied once, by the transport: the commerce client's 3 retries (no retry above it).
  it.each([
    [503, 4],
    [409, 4],
    ["down", 4],
    [500, 1],
    [429, 1],
    [404, 1],
  ] as const)("answered %s makes %i request(s)", async (answer, requests) => {
    expect(await requestsOfOneCartRead(answer)).toBe(requests)
  })
})
