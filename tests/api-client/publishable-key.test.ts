import { afterEach, describe, expect, it, vi } from "vitest"
import { createCommerceClient } from "../../src/api/commerce-client"
import { createStoreApi } from "../../src/api/store-api"
import { earlyFetchConfig, startEarlyFetches } from "../../src/app/early-fetch"
import { SESSION_HINT_COOKIE } from "../../src/lib/session-hint"

const KEY = "pk_01TESTPUBLISHABLEKEY"
const HEADER = "x-publishable-api-key"

/** A fetch that answers `{}` and records the headers of every request. */
function recordingFetch() {
  const seen: Array<{ url: string; headers: Headers }> = []
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), headers: new Headers(init?.headers) })
    return new Response(JSON.stringify({ regions: [], cart: { id: "cart_1", items: [] }, customer: null }), { status: 200, headers: { "content-type": "application/json" } })
  })
  return { fetchImpl: fetchImpl as unknown as typeof fetch, seen }
}

afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`
  window.history.replaceState(null, "", "/")
  vi.restoreAllMocks()
})

describe("the publishable key header on store calls", () => {
  it("medusa-js sends a configured key on every call, and none when unset", async () => {
    const withKey = recordingFetch()
    const keyed = createCommerceClient("http://api.test", withKey.fetchImpl, 0, KEY)
    await keyed.regions.list()
    await keyed.carts.create({ region_id: "reg_1" })
    expect(withKey.seen).toHaveLength(2)
    for (const call of withKey.seen) expect(call.headers.get(HEADER)).toBe(KEY)

    const without = recordingFetch()
    const plain = createCommerceClient("http://api.test", without.fetchImpl, 0, undefined)
    await plain.regions.list()
    expect(without.seen).toHaveLength(1)
    expect(without.seen[0]!.headers.has(HEADER)).toBe(false)
  })

  it("the store API client sends a configured key on every call, and none when unset", async () => {
    const withKey = recordingFetch()
    const keyed = createStoreApi("http://api.test", withKey.fetchImpl, KEY)
    await keyed.me().catch(() => undefined)
    await keyed.approvedProductList().catch(() => undefined)
    await keyed.login("token").catch(() => undefined)
    expect(withKey.seen.length).toBeGreaterThanOrEqual(3)
    for (const call of withKey.seen) expect(call.headers.get(HEADER)).toBe(KEY)

    const without = recordingFetch()
    const plain = createStoreApi("http://api.test", without.fetchImpl, undefined)
    await plain.me().catch(() => undefined)
    expect(without.seen).toHaveLength(1)
    expect(without.seen[0]!.headers.has(HEADER)).toBe(false)
  })

  it("index.html's early store requests send a configured key (not to the identity provider), and none when unset", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"))
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
    window.history.replaceState(null, "", "/products")
    const run = (publishableKey?: string) =>
      new Function(`(${startEarlyFetches.toString()})(${JSON.stringify(earlyFetchConfig({ backendUrl: "https://api.store.test", localIdentity: true, publishableKey }))})`)()
    run(KEY)
    const keyed = fetchSpy.mock.calls.map(([url, init]) => [String(url), new Headers(init?.headers).get(HEADER)])
    expect(keyed).toEqual([
      ["https://api.store.test/store/user/me", KEY],
      ["https://api.store.test/idp/me", null],
      ["https://api.store.test/store/user/products/", KEY],
    ])
    fetchSpy.mockClear()
    run(undefined)
    expect(fetchSpy.mock.calls.map(([, init]) => new Headers(init?.headers).has(HEADER))).toEqual([false, false, false])
  })
})
