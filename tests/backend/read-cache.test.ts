import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { ReadCache, type SharedStore } from "../../backend/src/lib/read-cache"
import { changesCachedReads } from "../../backend/src/api/http/read-cache"
import { readCacheOptions } from "../../backend/src/services/store-read-cache"

/** A shared store like Medusa's in-memory cacheService (one map; every instance sharing it sees bumps). */
function sharedStore(): SharedStore {
  const map = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => (map.get(key) as T | undefined) ?? null,
    set: async (key, data) => {
      map.set(key, data)
    },
  }
}

const options = { ttlMs: 60_000, maxBytes: 1024 * 1024 }

describe("ReadCache", () => {
  it("serves the second read from memory and a fresh load after a bump", async () => {
    const cache = new ReadCache(sharedStore(), options)
    let version = 1
    const load = async () => ({ version })
    expect(await cache.answer("k", load)).toEqual({ body: '{"version":1}', hit: false })
    version = 2
    expect(await cache.answer("k", load)).toEqual({ body: '{"version":1}', hit: true })
    await cache.bump()
    expect(await cache.answer("k", load)).toEqual({ body: '{"version":2}', hit: false })
  })

  it("makes every instance sharing the store drop older answers at a bump", async () => {
    const store = sharedStore()
    const a = new ReadCache(store, options)
    const b = new ReadCache(store, options)
    let version = 1
    const load = async () => version
    await a.answer("k", load)
    await b.answer("k", load)
    version = 2
    await a.bump()
    expect((await b.answer("k", load)).body).toBe("2")
  })

  it("keeps keys apart and bypasses memory for a fresh read", async () => {
    const cache = new ReadCache(sharedStore(), options)
    await cache.answer("customer-a", async () => "a")
    expect((await cache.answer("customer-b", async () => "b")).body).toBe('"b"')
    const fresh = await cache.answer("customer-a", async () => "a2", { fresh: true })
    expect(fresh).toEqual({ body: '"a2"', hit: false })
    expect((await cache.answer("customer-a", async () => "a3")).body).toBe('"a"')
  })

  it("loads once for concurrent misses of one key and caches no failure", async () => {
    const cache = new ReadCache(sharedStore(), options)
    let loads = 0
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10))
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.answer("k", slow)))
    expect(loads).toBe(1)
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["1"]))
    await expect(cache.answer("bad", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom")
    expect((await cache.answer("bad", async () => "ok")).body).toBe('"ok"')
  })

  it("never stores when the time to live is 0", async () => {
    const cache = new ReadCache(sharedStore(), { ...options, ttlMs: 0 })
    let n = 0
    await cache.answer("k", async () => ++n)
    expect(await cache.answer("k", async () => ++n)).toEqual({ body: "2", hit: false })
  })

  it("expires answers after the time to live", async () => {
    const cache = new ReadCache(sharedStore(), { ...options, ttlMs: 20 })
    let n = 0
    await cache.answer("k", async () => ++n)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(await cache.answer("k", async () => ++n)).toEqual({ body: "2", hit: false })
  })
})

describe("which writes make cached reads stale", () => {
  it("ignores reads, cart building and signing in", () => {
    for (const [method, path] of [
      ["GET", "/store/user/products/"],
      ["OPTIONS", "/store/orders/list"],
      ["POST", "/store/carts"],
      ["POST", "/store/carts/cart_1"],
      ["POST", "/store/carts/cart_1/line-items"],
      ["DELETE", "/store/carts/cart_1/line-items/item_1"],
      ["POST", "/store/carts/cart_1/shipping-methods"],
      ["POST", "/store/carts/cart_1/payment-sessions"],
      ["POST", "/store/carts/cart_1/payment-session"],
      ["POST", "/store/carts/cart_1/payment-sessions/manual/refresh"],
      ["POST", "/store/auth"],
      ["POST", "/idp/sign-in"],
    ]) {
      expect(changesCachedReads(method, path), `${method} ${path}`).toBe(false)
    }
  })

  it("counts every other write: placing an order, staff and identity changes, the customer's own, the token exchange (it updates names)", () => {
    for (const [method, path] of [
      ["POST", "/store/carts/cart_1/complete"],
      ["POST", "/admin/clinics/clinic_1"],
      ["POST", "/admin/products/prod_1"],
      ["POST", "/admin/lab-orders/lo_1"],
      ["DELETE", "/store/clinics/members/cus_1"],
      ["POST", "/store/customers/me"],
      ["POST", "/idp/me/two-factor"],
      ["POST", "/stripe/hooks"],
      ["POST", "/store/carts/cart_1/discounts"],
      ["GET", "/store/user/login"],
    ]) {
      expect(changesCachedReads(method, path), `${method} ${path}`).toBe(true)
    }
  })

  it("treats any non-store, non-identity write path as a change", () => {
    fc.assert(
      fc.property(fc.constantFrom("POST", "PUT", "PATCH", "DELETE"), fc.webPath(), (method, path) => {
        if (path.startsWith("/store/") || path.startsWith("/idp/")) return
        expect(changesCachedReads(method, path || "/")).toBe(true)
      })
    )
  })
})

describe("readCacheOptions", () => {
  it("defaults to 30 s and 32 MB and accepts 0 to turn the cache off", () => {
    expect(readCacheOptions({})).toEqual({ ttlMs: 30_000, maxBytes: 32 * 1024 * 1024 })
    expect(readCacheOptions({ READ_CACHE_TTL_MS: "0", READ_CACHE_MAX_MB: "8" })).toEqual({ ttlMs: 0, maxBytes: 8 * 1024 * 1024 })
    expect(readCacheOptions({ READ_CACHE_TTL_MS: "soon", READ_CACHE_MAX_MB: "-1" })).toEqual({ ttlMs: 30_000, maxBytes: 32 * 1024 * 1024 })
  })
})
